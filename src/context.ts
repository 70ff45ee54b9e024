/**
 * Building what every command needs from catalog directories: the catalog and its search index.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  assembleCatalog,
  parseCatalogFile,
  type AssembleOptions,
  type Catalog,
  type ParsedFile,
} from './catalog/catalog.js';
import { parseRecordFiles, readRecordFile, recordFiles } from './catalog/load.js';
import { parseAlongside } from './catalog/parallel-load.js';
import {
  cacheDir,
  ensurePulledCatalogLink,
  type CacheConfig,
  isPulledCatalog,
  PULL_SNAPSHOT,
  pulledCatalogDir,
} from './catalog/pull-cache.js';
import {
  contentKey,
  readSavedCatalog,
  removeSavedCatalog,
  savedCatalogPath,
  statKey,
  writeSavedCatalog,
} from './catalog/saved.js';
import { readSnapshot } from './catalog/snapshot.js';
import {
  buildSearchIndex,
  indexingFromParts,
  startRecordIndexing,
  type RecordIndexing,
  type RecordIndexPart,
} from './search/index.js';
import { forEachInSlices } from './slices.js';
import type { SearchIndex } from './search/types.js';

/** What a command needs, passed in: never read from globals or a client. */
export type CommandContext = {
  catalog: Catalog;
  index: SearchIndex;
};

/** The bundled catalog, relative to the package root (works from the sources and from dist/). */
export const BUNDLED_DATA = fileURLToPath(new URL('../data', import.meta.url)).replace(
  /([\\/])dist[\\/]data$/,
  '$1data',
);

/**
 * The bundled catalog's snapshot, written by `npm run build` (scripts/build-snapshot.ts) into
 * dist/, which git ignores. Run from the sources (tests, tsx) there is none: they always parse.
 */
export const BUNDLED_SNAPSHOT = import.meta.url.endsWith('.js')
  ? fileURLToPath(new URL('../catalog-snapshot.json', import.meta.url))
  : undefined;

/**
 * The catalog served when neither --data nor BENCHBOT_DATA says otherwise: a pulled catalog when
 * there is one (`benchbot catalog pull`), first so that its pages replace bundled records of the
 * same id, then the bundled catalog.
 */
export function defaultDataDirs(config: CacheConfig): string[] {
  const pulled = pulledCatalogDir(config);
  return pulled !== undefined && existsSync(pulled) ? [pulled, BUNDLED_DATA] : [BUNDLED_DATA];
}

/**
 * The directories a long-running server serves and watches. When they are the bundled catalog
 * alone, the pulled catalog's place is made (empty) first: a pull made while the server runs
 * then appears where it watches, and is served from its next reload.
 */
export function servingDataDirs(dirs: readonly string[], config: CacheConfig): string[] {
  const cache = cacheDir(config);
  if (cache === undefined || dirs.length !== 1 || dirs[0] !== BUNDLED_DATA) return [...dirs];
  try {
    return [ensurePulledCatalogLink(cache), BUNDLED_DATA];
  } catch {
    // A cache that cannot be written (read-only home, a folder where the link goes): the server
    // serves the bundled catalog, and `catalog pull` reports the fault when it is tried.
    return [...dirs];
  }
}

/** Where the snapshot of a directory is kept: the bundled catalog's in dist/, a pull's beside its pages. */
export function knownSnapshot(dir: string): string | undefined {
  if (dir === BUNDLED_DATA) return BUNDLED_SNAPSHOT;
  return isPulledCatalog(dir) ? join(dir, PULL_SNAPSHOT) : undefined;
}

export type LoadContextOptions = {
  defaultIds?: readonly string[];
  /** Where a directory's snapshot is, if it has one (knownSnapshot unless a test says otherwise). */
  snapshotOf?: (dir: string) => string | undefined;
};

/** The CLI's load: in one go, each directory from its snapshot when one matches its files. */
export function loadContext(dataDirs: readonly string[], options: LoadContextOptions = {}): CommandContext {
  const catalog = loadCatalogOf(dataDirs, options.snapshotOf ?? knownSnapshot).catalog;
  return { catalog, index: buildSearchIndex(catalog, options) };
}

/**
 * The catalog of `dataDirs`, and which of them were read from a snapshot (the rest were parsed:
 * no snapshot, or one made from other files). The same catalog either way.
 */
export function loadCatalogOf(
  dataDirs: readonly string[],
  snapshotOf: (dir: string) => string | undefined = knownSnapshot,
): { catalog: Catalog; fromSnapshot: string[] } {
  const fromSnapshot: string[] = [];
  const parsed = dataDirs.flatMap((dir) => {
    const snapshot = snapshotOf(dir);
    const saved = snapshot === undefined ? undefined : readSnapshot(snapshot, [dir]);
    if (saved) fromSnapshot.push(dir);
    return saved ?? parseRecordFiles(recordFiles([dir]));
  });
  return { catalog: assembleCatalog(parsed, { overlays: dataDirs.filter(isPulledCatalog) }), fromSnapshot };
}

/**
 * Catalogs of at least this many files are parsed in a worker thread while this thread indexes
 * their records. Measured on 2 cores: even at 1,000 files (the worker's own start and compiling
 * eat the gain), a quarter faster at 2,000, and 6.5 s -> 4.7 s at 10,000.
 */
const ALONGSIDE_FROM_FILES = 1000;

/** A server's load: the catalog, its records' index (to finish), and what to do once it serves. */
export type ServingLoad = {
  catalog: Catalog;
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
};

/**
 * How a server loads its catalog (at start and on every reload), without holding the event loop:
 * from its saved catalog when the files are the ones it was made from; otherwise in slices, or, for
 * a large catalog, parsed in a worker thread while the records are indexed here as they arrive.
 * Pass `indexed` on to buildSearchIndexInSlices.
 */
export async function loadForServing(
  dataDirs: readonly string[],
  { fromFiles = ALONGSIDE_FROM_FILES, cacheDir }: ServingOptions = {},
): Promise<ServingLoad> {
  const files = recordFiles(dataDirs);
  const options = { overlays: dataDirs.filter(isPulledCatalog) };
  if (cacheDir === undefined) return parseForServing(files, fromFiles, options);

  const place = savedCatalogPath(cacheDir, dataDirs);
  const key = await statKey(files);
  const saved = await readSavedCatalog<RecordIndexPart>(place, key);
  if (saved) {
    const afterServing = async () => {
      if ((await contentKey(files)) === saved.contentKey) return undefined;
      removeSavedCatalog(place);
      return 'stale' as const;
    };
    const catalog = assembleCatalog(saved.files, options);
    return { catalog, indexed: indexingFromParts(saved.index), afterServing };
  }
  const { catalog, indexed, parsed } = await parseForServing(files, fromFiles, options);
  const afterServing = async () => {
    // Files changed while they were parsed are not saved under the key taken before: the watcher
    // reloads them, and that load is saved.
    if ((await statKey(files)) === key) await writeSavedCatalog(place, key, files, parsed, indexed.parts());
    return undefined;
  };
  return { catalog, indexed, afterServing };
}

async function parseForServing(
  files: readonly string[],
  fromFiles: number,
  options: AssembleOptions,
): Promise<{ catalog: Catalog; indexed: RecordIndexing; parsed: ParsedFile[] }> {
  const indexed = startRecordIndexing();
  let parsed: ParsedFile[];
  if (files.length < fromFiles) {
    parsed = [];
    await forEachInSlices(files, (file) => {
      parsed.push(parseCatalogFile(readRecordFile(file)));
    });
    const catalog = assembleCatalog(parsed, options);
    await indexed.add([...catalog.records.values()]);
    return { catalog, indexed, parsed };
  }
  parsed = await parseAlongside(files, (records) => indexed.add(records));
  return { catalog: assembleCatalog(parsed, options), indexed, parsed };
}
