/**
 * A Catalog: the records, served by id, and every problem found while building it. Building is
 * pure (files in, catalog out), so tests need no disk; `load.ts` reads the files.
 */
import { sep } from 'node:path';
import { forEachInSlices, runSteps, runStepsInSlices } from '../slices.js';
import { assembleCensus, type Census } from './census.js';
import type { Mention } from './links.js';
import { parseFile, type ParseOptions, type ParseResult } from './parse.js';
import type { Problem } from './problems.js';
import type { BenchRecord } from './record.js';

export type Catalog = {
  /** Records by id, in load order (first directory first, files sorted). */
  records: ReadonlyMap<string, BenchRecord>;
  problems: readonly Problem[];
  /** What records say about each linked id, known or not: the basis of identity answers. */
  mentions: ReadonlyMap<string, readonly Mention[]>;
  /** The catalog's ledgers: reported results, the eligibility report, census aliases. */
  census: Census;
};

/**
 * A value read once from a catalog and kept while the catalog lives: tables the answers look up on
 * every question (names, families, topic words) are built on first use, not at start-up, and a
 * reloaded catalog gets its own.
 */
export function perCatalog<T>(build: (catalog: Catalog) => T): (catalog: Catalog) => T {
  const built = new WeakMap<Catalog, T>();
  return (catalog) => {
    if (built.has(catalog)) return built.get(catalog) as T;
    const value = build(catalog);
    built.set(catalog, value);
    return value;
  };
}

/**
 * A file's name and bytes; `size` stands in for bytes that were too large to read. `path` is
 * where the file can be read again (a file from disk): its records' bodies are then read from it
 * when needed instead of kept (see prose.ts).
 */
export type CatalogFile = { name: string; bytes: Uint8Array; size?: number; path?: string };

/** One file's records and problems, under the file's name. */
export type ParsedFile = ParseResult & { name: string };

/**
 * How files become one catalog. `overlays`: directories whose records replace records of the same
 * id from other directories, without a problem (a pulled catalog over the bundled one, listed
 * first); a duplicate id within one side is still a problem.
 */
export type AssembleOptions = { overlays?: readonly string[] };

export function buildCatalog(files: Iterable<CatalogFile>, options: AssembleOptions = {}): Catalog {
  const parsed: ParsedFile[] = [];
  for (const file of files) parsed.push(parseCatalogFile(file));
  return assembleCatalog(parsed, options);
}

/**
 * The same, a slice of files at a time: between slices it yields to the event loop, so a server
 * that reloads its catalog keeps answering requests while it does.
 */
export async function buildCatalogInSlices(
  files: Iterable<CatalogFile>,
  options: AssembleOptions = {},
): Promise<Catalog> {
  const parsed: ParsedFile[] = [];
  await forEachInSlices(files, (file) => {
    parsed.push(parseCatalogFile(file));
  });
  return assembleCatalog(parsed, options);
}

export function parseCatalogFile(file: CatalogFile, options: ParseOptions = {}): ParsedFile {
  return { name: file.name, ...parseFile(file.name, file.bytes, file.size, file.path, options) };
}

/**
 * Files in order -> one catalog: the first record of an id wins, the rest are problems (unless
 * the first is from an overlay and the rest are not, see AssembleOptions).
 */
export function assembleCatalog(files: readonly ParsedFile[], options: AssembleOptions = {}): Catalog {
  return runSteps(assemblySteps(files, options));
}

/**
 * The same, yielding to the event loop every few milliseconds: at 10,000 records assembling took
 * 40-70 ms in one piece, too long to hold a reload's requests.
 */
export function assembleCatalogInSlices(
  files: readonly ParsedFile[],
  options: AssembleOptions = {},
): Promise<Catalog> {
  return runStepsInSlices(assemblySteps(files, options));
}

/** The assembly, a file or a record at a time: `yield` is where it may pause. */
function* assemblySteps(files: readonly ParsedFile[], options: AssembleOptions): Generator<void, Catalog> {
  const overlays = (options.overlays ?? []).map((dir) => (dir.endsWith(sep) ? dir : dir + sep));
  const inOverlay = (file: string) => overlays.some((dir) => file.startsWith(dir));
  const records = new Map<string, BenchRecord>();
  const problems: Problem[] = [];
  for (const file of files) {
    yield;
    problems.push(...file.problems);
    for (const record of file.records) {
      const first = records.get(record.id);
      if (first && inOverlay(first.origin.file) && !inOverlay(record.origin.file)) continue;
      if (first) {
        problems.push({
          kind: 'duplicate-id',
          severity: 'error',
          file: file.name,
          line: record.origin.line,
          field: 'id',
          message: `id "${record.id}" is already defined in ${first.origin.file}; this copy is skipped`,
        });
      } else {
        records.set(record.id, record);
      }
    }
  }
  problems.push(...(yield* aliasCollisions(records)));
  yield;
  const { census, problems: censusProblems } = assembleCensus(files, records);
  problems.push(...censusProblems);

  const mentions = new Map<string, Mention[]>();
  for (const record of records.values()) {
    yield;
    for (const mention of record.links) {
      const list = mentions.get(mention.target) ?? [];
      list.push(mention);
      mentions.set(mention.target, list);
    }
  }
  for (const [target, list] of mentions) {
    yield;
    if (records.has(target)) continue;
    const first = list[0];
    const record = first && records.get(first.from);
    if (!record) continue;
    problems.push({
      kind: 'dangling-link',
      severity: 'warning',
      file: record.origin.file,
      field: first.where,
      message: `links ${target}, which has no record here; it is served as a known name`,
    });
  }
  return { records, problems, mentions, census };
}

/**
 * An alias equal to another record's id or alias is a warning, not a rejection: the real catalog
 * has near-duplicate pages (aime_2024, aime2024) that share the alias AIME24. Both are served and
 * name resolution offers both.
 */
function* aliasCollisions(records: ReadonlyMap<string, BenchRecord>): Generator<void, Problem[]> {
  const owners = new Map<string, string>();
  for (const record of records.values()) owners.set(record.id.toLowerCase(), record.id);
  const problems: Problem[] = [];
  for (const record of records.values()) {
    yield;
    record.page.aliases.forEach((alias, index) => {
      const key = alias.trim().toLowerCase();
      const owner = owners.get(key);
      if (owner !== undefined && owner !== record.id) {
        problems.push({
          kind: 'alias-collision',
          severity: 'warning',
          file: record.origin.file,
          field: `aliases.${index}`,
          message: `alias "${alias}" is also the id or an alias of ${owner}; both records answer to it`,
        });
      } else if (owner === undefined) {
        owners.set(key, record.id);
      }
    });
  }
  return problems;
}

export function countProblems(catalog: Catalog): { errors: number; warnings: number } {
  const errors = catalog.problems.filter((problem) => problem.severity === 'error').length;
  return { errors, warnings: catalog.problems.length - errors };
}
