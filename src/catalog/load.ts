/**
 * Reading catalog directories from disk. The catalog is the union of the directories, in order;
 * the first record with an id wins.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import {
  buildCatalog,
  buildCatalogInSlices,
  type AssembleOptions,
  type Catalog,
  type CatalogFile,
  type ParsedFile,
  parseCatalogFile,
} from './catalog.js';
import { MAX_FILE_BYTES } from './parse.js';

const RECORD_FILE = /\.(md|json|jsonl)$/;

/** Every record file below `dir`, sorted, skipping folders named `_x` or `.x` (drafts, git). */
export function listRecordFiles(dir: string): string[] {
  const found: string[] = [];
  const walk = (folder: string) => {
    const entries = readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : 1));
    for (const entry of entries) {
      if (entry.name.startsWith('.') || entry.name.startsWith('_')) continue;
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && RECORD_FILE.test(entry.name)) found.push(path);
    }
  };
  walk(dir);
  return found;
}

/** One record file from disk. A huge file is refused by its size alone; reading it would defeat the limit. */
export function readRecordFile(path: string): CatalogFile {
  const size = statSync(path).size;
  return size > MAX_FILE_BYTES
    ? { name: path, bytes: new Uint8Array(0), size }
    : { name: path, bytes: readFileSync(path), path };
}

function* readFiles(paths: readonly string[]): Generator<CatalogFile> {
  for (const path of paths) yield readRecordFile(path);
}

/** Reads and parses record files, each to its records and problems, in the order given. */
export function parseRecordFiles(paths: readonly string[]): ParsedFile[] {
  return paths.map((path) => parseCatalogFile(readRecordFile(path)));
}

/** Every record file of the given directories (or single files), in catalog order. */
export function recordFiles(paths: readonly string[]): string[] {
  return paths.flatMap((path) => (statSync(path).isDirectory() ? listRecordFiles(path) : [path]));
}

/** Loads directories (or single files) into one catalog. Throws only when a path is unreadable. */
export function loadCatalog(paths: readonly string[], options: AssembleOptions = {}): Catalog {
  return buildCatalog(readFiles(recordFiles(paths)), options);
}

/** The same, yielding to the event loop as it goes: for reloading while serving. */
export function loadCatalogInSlices(
  paths: readonly string[],
  options: AssembleOptions = {},
): Promise<Catalog> {
  return buildCatalogInSlices(readFiles(recordFiles(paths)), options);
}
