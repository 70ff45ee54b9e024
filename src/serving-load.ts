/**
 * How a long-running server loads its catalog, at start and on every reload: from its saved
 * catalog when the files are the ones it was made from, else in slices or, for a large catalog,
 * parsed in a worker thread while this thread indexes the records. Kept apart from context.ts so
 * that the command line loads none of it.
 */
import {
  assembleCatalogInSlices,
  parseCatalogFile,
  type AssembleOptions,
  type Catalog,
  type ParsedFile,
} from './catalog/catalog.js';
import { readRecordFile, recordFilesInSlices } from './catalog/load.js';
import { parseAlongside } from './catalog/parallel-load.js';
import { isPulledCatalog } from './catalog/pull-cache.js';
import {
  contentKey,
  readSavedCatalog,
  removeStaleSaves,
  removeSavedCatalog,
  savedCatalogPath,
  statKey,
  writeSavedCatalog,
} from './catalog/saved.js';
import {
  indexingFromParts,
  startRecordIndexing,
  type RecordIndexing,
  type RecordIndexPart,
} from './search/index.js';
import { forEachInSlices } from './slices.js';

/**
 * Catalogs of at least this many files are parsed in a worker thread while this thread indexes
 * their records. Measured on 2 cores: even at 1,000 files (the worker's own start and compiling
 * eat the gain), a quarter faster at 2,000, and 6.5 s -> 4.7 s at 10,000.
 */
const ALONGSIDE_FROM_FILES = 1000;

/** A server's load: the catalog, its records' index (to finish), and what to do once it serves. */
export type ServingLoad = {
  catalog: Catalog;
  /** Where the catalog came from: the saved catalog of an earlier load, or the files parsed. */
  from: 'saved' | 'files';
  indexed?: RecordIndexing;
  /**
   * Work for after the load is serving, off the start's path: saving it for the next start, or
   * checking the contents of the files a saved catalog was read for. Resolves to `stale` when
   * they turned out to differ (the saved catalog is then forgotten: load again).
   */
  afterServing?: () => Promise<'stale' | undefined>;
};

export type ServingOptions = {
  /** Catalogs of at least this many files are parsed in a worker thread (ALONGSIDE_FROM_FILES). */
  fromFiles?: number;
  /**
   * The cache directory: the load is saved under it, and read back at the next start when the
   * files are the same (src/catalog/saved.ts). Nothing is saved or read without it.
   */
  cacheDir?: string;
  /**
   * Nothing is served yet (a start, not a reload): this thread parses too whenever it has no
   * records to index (see parallel-load.ts).
   */
  shareParsing?: boolean;
};

/**
 * How a server loads its catalog (at start and on every reload), without holding the event loop:
 * from its saved catalog when the files are the ones it was made from; otherwise in slices, or, for
 * a large catalog, parsed in a worker thread while the records are indexed here as they arrive.
 * Pass `indexed` on to buildSearchIndexInSlices.
 */
export async function loadForServing(
  dataDirs: readonly string[],
  { fromFiles = ALONGSIDE_FROM_FILES, cacheDir, shareParsing = false }: ServingOptions = {},
): Promise<ServingLoad> {
  const files = await recordFilesInSlices(dataDirs);
  const options = { overlays: dataDirs.filter(isPulledCatalog) };
  const parse = () => parseForServing(files, { fromFiles, shareParsing }, options);
  if (cacheDir === undefined) {
    const { catalog, indexed } = await parse();
    return { catalog, from: 'files', indexed };
  }

  const place = savedCatalogPath(cacheDir, dataDirs);
  removeStaleSaves(place);
  const key = await statKey(files);
  const saved = await readSavedCatalog<RecordIndexPart>(place, key);
  if (saved) {
    const afterServing = async () => {
      if ((await contentKey(files)) === saved.contentKey) return undefined;
      removeSavedCatalog(place);
      return 'stale' as const;
    };
    const catalog = await assembleCatalogInSlices(saved.files, options);
    return { catalog, from: 'saved', indexed: indexingFromParts(saved.index), afterServing };
  }
  const { catalog, indexed, parsed } = await parse();
  const afterServing = async () => {
    // Files changed while they were parsed are not saved under the key taken before: the watcher
    // reloads them, and that load is saved.
    if ((await statKey(files)) !== key) return undefined;
    // What is saved is the finished index (a server has finished it by now: this is the same one).
    await indexed.finish();
    await writeSavedCatalog(place, key, files, parsed, indexed.parts());
    return undefined;
  };
  return { catalog, from: 'files', indexed, afterServing };
}

async function parseForServing(
  files: readonly string[],
  { fromFiles, shareParsing }: { fromFiles: number; shareParsing: boolean },
  options: AssembleOptions,
): Promise<{ catalog: Catalog; indexed: RecordIndexing; parsed: ParsedFile[] }> {
  const indexed = startRecordIndexing();
  let parsed: ParsedFile[];
  if (files.length < fromFiles) {
    parsed = [];
    await forEachInSlices(files, (file) => {
      parsed.push(parseCatalogFile(readRecordFile(file)));
    });
    const catalog = await assembleCatalogInSlices(parsed, options);
    await indexed.add([...catalog.records.values()]);
    return { catalog, indexed, parsed };
  }
  parsed = await parseAlongside(files, (records) => indexed.add(records), { shareParsing });
  return { catalog: await assembleCatalogInSlices(parsed, options), indexed, parsed };
}
