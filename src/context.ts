/**
 * Building what every command needs from catalog directories: the catalog and its search index,
 * as the command line loads it. A server's load (worker, saved catalog, slices) is in
 * serving-load.ts, which the command line never imports: its modules were a third of its start.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { assembleCatalog, type Catalog } from './catalog/catalog.js';
import { parseRecordFiles, recordFiles } from './catalog/load.js';
import {
  cacheDir,
  ensurePulledCatalogLink,
  type CacheConfig,
  isPulledCatalog,
  PULL_SNAPSHOT,
  pulledCatalogDir,
} from './catalog/pull-cache.js';
import { readSnapshot } from './catalog/snapshot.js';
import { buildSearchIndex } from './search/index.js';
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
