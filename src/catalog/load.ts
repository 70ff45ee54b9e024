/**
 * Reading catalog directories from disk. The catalog is the union of the directories, in order;
 * the first record with an id wins.
 */
import { opendirSync, readFileSync, statSync, type Dirent } from 'node:fs';
import { runSteps, runStepsInSlices, sortSteps } from '../slices.js';
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
import { CENSUS_FOLDER, LEDGER_FILES, LEDGER_KINDS } from './census.js';
import { MAX_FILE_BYTES } from './parse.js';

const RECORD_FILE = /\.(md|json|jsonl)$/;

/**
 * Every record file below `dir`, sorted, skipping folders named `_x` or `.x` (drafts, git), and
 * the catalog's ledgers in a `_census` folder (see census.ts): those files only, none of the rest
 * of that folder.
 */
export function listRecordFiles(dir: string): string[] {
  return runSteps(walkSteps(dir));
}

/** The walk of a folder, an entry at a time: `yield` is where it may pause. */
function* walkSteps(folder: string): Generator<void, string[]> {
  const entries: Dirent[] = [];
  const listing = opendirSync(folder);
  try {
    for (let entry = listing.readSync(); entry !== null; entry = listing.readSync()) {
      entries.push(entry);
      yield;
    }
  } finally {
    listing.closeSync();
  }
  const found: string[] = [];
  for (const entry of yield* sortSteps(entries, (a, b) => (a.name < b.name ? -1 : 1))) {
    yield;
    const path = join(folder, entry.name);
    if (entry.name === CENSUS_FOLDER && entry.isDirectory()) found.push(...ledgerFiles(path));
    if (entry.name.startsWith('.') || entry.name.startsWith('_')) continue;
    if (entry.isDirectory()) for (const file of yield* walkSteps(path)) found.push(file);
    else if (entry.isFile() && RECORD_FILE.test(entry.name)) found.push(path);
  }
  return found;
}

/** The ledgers a census folder holds, in LEDGER_KINDS order. */
function ledgerFiles(census: string): string[] {
  return LEDGER_KINDS.map((kind) => join(census, LEDGER_FILES[kind])).filter((path) => {
    try {
      return statSync(path).isFile();
    } catch {
      return false;
    }
  });
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
  return runSteps(recordFileSteps(paths));
}

/**
 * The same, yielding to the event loop every few milliseconds: a folder of 10,000 pages is
 * listed and sorted in pieces while a server keeps answering.
 */
export function recordFilesInSlices(paths: readonly string[]): Promise<string[]> {
  return runStepsInSlices(recordFileSteps(paths));
}

function* recordFileSteps(paths: readonly string[]): Generator<void, string[]> {
  const files: string[] = [];
  for (const path of paths) {
    if (!statSync(path).isDirectory()) files.push(path);
    else for (const file of yield* walkSteps(path)) files.push(file);
  }
  return files;
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
