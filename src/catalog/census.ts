/**
 * The catalog's own ledgers, kept in its `benchmarks/_census/` folder beside the pages: the
 * reported results it accepted (`ranking_evidence/accepted.json`), its eligibility report
 * (`eligibility/current-report.json`: each assessed id's status and reasons) and its census
 * aliases (`aliases.yaml`: harness slugs folded into the page they belong to). They are read as
 * catalog files are (a broken ledger is a problem naming the file, and the rest is served) and
 * assembled into one Census beside the records.
 */
import { z } from 'zod';
import type { Problem } from './problems.js';
import type { BenchRecord } from './record.js';
import { DISPOSITION_STATUSES, list, resultSchema, text, type ResultFields } from './schema.js';
import { fullYaml } from './yaml-readers.js';

/** The ledgers benchbot reads, by kind, as paths inside a `_census` folder. */
export const LEDGER_FILES = {
  results: 'ranking_evidence/accepted.json',
  eligibility: 'eligibility/current-report.json',
  aliases: 'aliases.yaml',
} as const;

export type LedgerKind = keyof typeof LEDGER_FILES;
export const LEDGER_KINDS = Object.keys(LEDGER_FILES) as LedgerKind[];

/** The folder the catalog keeps its ledgers in; loading skips every other folder named `_x`. */
export const CENSUS_FOLDER = '_census';

/** A result as served: the ledger's fields, the record it is attached to, and the file it is from. */
export type ReportedResult = ResultFields & { benchmark: string; ledger: string };

export type EligibilityRow = {
  candidate: string;
  canonical: string;
  status: (typeof DISPOSITION_STATUSES)[number];
  reasons: string[];
  results: ResultFields[];
  ledger: string;
  asOf: string;
};

/** What one ledger file gave: plain data, so that a snapshot or a worker can carry it. */
export type LedgerPart =
  | { kind: 'results'; asOf: string; rows: { benchmark: string; results: ResultFields[] }[] }
  | { kind: 'eligibility'; asOf: string; rows: Omit<EligibilityRow, 'ledger' | 'asOf'>[] }
  | { kind: 'aliases'; aliases: [slug: string, id: string][] };

export type Census = {
  /** Accepted results by the id of the record they are attached to, in ledger order. */
  results: ReadonlyMap<string, readonly ReportedResult[]>;
  /** The eligibility report's rows by the id they assess (`obqa` as well as `openbookqa`). */
  eligibility: ReadonlyMap<string, EligibilityRow>;
  /** Census slugs and alias ids to the record they are folded into (`gpqa_main` -> gpqa). */
  aliases: ReadonlyMap<string, string>;
  /** The ledger files served, by kind. */
  ledgers: Partial<Record<LedgerKind, { file: string; asOf: string }>>;
};

/**
 * The ledger a file is, by its path (`.../_census/aliases.yaml`, either separator), with its
 * census folder; undefined for any other file.
 */
export function ledgerOf(file: string): { kind: LedgerKind; folder: string } | undefined {
  const path = file.replace(/\\/g, '/');
  for (const kind of LEDGER_KINDS) {
    const tail = `${CENSUS_FOLDER}/${LEDGER_FILES[kind]}`;
    if (path === tail || path.endsWith(`/${tail}`)) {
      return { kind, folder: file.slice(0, path.length - LEDGER_FILES[kind].length - 1) };
    }
  }
  return undefined;
}

/**
 * A ledger's file as a citation names it, from its census folder on: wherever the catalog lies,
 * `_census/ranking_evidence/accepted.json`.
 */
export function ledgerName(file: string): string {
  const at = file.replace(/\\/g, '/').lastIndexOf(`${CENSUS_FOLDER}/`);
  return at < 0 ? file : file.slice(at).replace(/\\/g, '/');
}

// ---------------------------------------------------------------------------------------------
// Reading one ledger

const resultsLedger = z.looseObject({
  as_of: text.default(''),
  rows: z.array(z.unknown()),
});
const resultsRow = z.looseObject({
  canonical_id: z.string().min(1),
  accepted_results: list(z.unknown()).default([]),
});
const eligibilityRow = z.looseObject({
  candidate_id: z.string().min(1),
  canonical_id: z.string().min(1),
  status: z.enum(DISPOSITION_STATUSES),
  reasons: list(text).default([]),
  accepted_results: list(z.unknown()).default([]),
});
const aliasesLedger = z.looseObject({
  aliases: z.record(z.string(), z.string()).nullish(),
  rename: z.record(z.string(), z.string()).nullish(),
});

export type LedgerParse = { census?: LedgerPart; problems: Problem[] };

/**
 * Parses one ledger's text. A ledger that cannot be read at all is one error; a row or a result
 * that does not fit is an error naming its place (`rows.3.accepted_results.1.score`), and the
 * rest of the ledger is kept.
 */
export function parseLedger(file: string, kind: LedgerKind, source: string): LedgerParse {
  const problems: Problem[] = [];
  const problem = (kindOf: Problem['kind'], message: string, field?: string): void => {
    problems.push({ kind: kindOf, severity: 'error', file, ...(field ? { field } : {}), message });
  };
  let raw: unknown;
  try {
    if (kind === 'aliases') {
      const doc = fullYaml().parseDocument(source, { prettyErrors: false });
      const error = doc.errors[0];
      if (error) {
        problem('yaml-syntax', `YAML: ${error.message.split('\n')[0] ?? error.message}`);
        return { problems };
      }
      raw = doc.toJS({ maxAliasCount: 100 });
    } else {
      raw = JSON.parse(source);
    }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    problem(
      kind === 'aliases' ? 'yaml-syntax' : 'json-syntax',
      `${kind === 'aliases' ? 'YAML' : 'JSON'}: ${message}`,
    );
    return { problems };
  }

  if (kind === 'aliases') {
    const shape = aliasesLedger.safeParse(raw);
    if (!shape.success) {
      problem(
        'invalid-field',
        `the census aliases are not a mapping of aliases and rename: ${shape.error.issues[0]?.message ?? ''}`,
      );
      return { problems };
    }
    const aliases = [...Object.entries(shape.data.aliases ?? {}), ...Object.entries(shape.data.rename ?? {})];
    return { census: { kind, aliases }, problems };
  }

  const shape = resultsLedger.safeParse(raw);
  if (!shape.success) {
    problem(
      'invalid-field',
      `the ledger is not { as_of, rows: [...] }: ${shape.error.issues[0]?.message ?? ''}`,
      'rows',
    );
    return { problems };
  }
  /**
   * Each row that parses, made into what is served, in file order; each other one a problem that
   * names its place, the rest still served.
   */
  const validRows = <T, U>(
    rows: readonly unknown[],
    schema: z.ZodType<T>,
    serve: (row: T, at: string) => U,
  ): U[] =>
    rows.flatMap((one, index) => {
      const row = schema.safeParse(one);
      if (row.success) return [serve(row.data, `rows.${index}`)];
      const issue = row.error.issues[0];
      problem(
        'invalid-field',
        `this row is not served: ${issueText(issue)}`,
        [`rows.${index}`, ...(issue?.path ?? [])].join('.'),
      );
      return [];
    });
  const results = (row: { accepted_results: unknown[] }, at: string): ResultFields[] =>
    row.accepted_results.flatMap((one, index) => {
      const result = resultSchema.safeParse(one);
      if (result.success) return [result.data];
      const issue = result.error.issues[0];
      const field = [at, 'accepted_results', index, ...(issue?.path ?? [])].join('.');
      problem('invalid-field', `this result is not served: ${issueText(issue)}`, field);
      return [];
    });
  const asOf = shape.data.as_of;
  if (kind === 'results') {
    const rows = validRows(shape.data.rows, resultsRow, (row, at) => ({
      benchmark: row.canonical_id,
      results: results(row, at),
    }));
    return { census: { kind, asOf, rows }, problems };
  }
  const rows = validRows(shape.data.rows, eligibilityRow, (row, at) => ({
    candidate: row.candidate_id,
    canonical: row.canonical_id,
    status: row.status,
    reasons: row.reasons,
    results: results(row, at),
  }));
  return { census: { kind, asOf, rows }, problems };
}

// ---------------------------------------------------------------------------------------------
// Assembling the ledgers of a catalog

/**
 * The census of a catalog from its ledger files (in catalog order), against its records. Of each
 * kind the first ledger that was read wins (a pulled catalog's over the bundled one). A census
 * folder lacking one of the ledgers, and a row naming an id that no record answers to, are
 * problems; everything else is served.
 */
export function assembleCensus(
  files: readonly { name: string; census?: LedgerPart }[],
  records: ReadonlyMap<string, BenchRecord>,
): { census: Census; problems: Problem[] } {
  const problems: Problem[] = [];
  const folders = new Map<string, Set<LedgerKind>>();
  const chosen: Partial<Record<LedgerKind, { file: string; part: LedgerPart }>> = {};
  for (const file of files) {
    const ledger = ledgerOf(file.name);
    if (!ledger) continue;
    const kinds = folders.get(ledger.folder) ?? new Set<LedgerKind>();
    kinds.add(ledger.kind);
    folders.set(ledger.folder, kinds);
    if (file.census && chosen[ledger.kind] === undefined)
      chosen[ledger.kind] = { file: file.name, part: file.census };
  }
  for (const [folder, kinds] of folders) {
    for (const kind of LEDGER_KINDS) {
      if (kinds.has(kind)) continue;
      problems.push({
        kind: 'missing-ledger',
        severity: 'warning',
        file: `${folder}/${LEDGER_FILES[kind]}`,
        message: `the census folder has no ${LEDGER_FILES[kind]}: ${MISSING[kind]}`,
      });
    }
  }

  const aliases = new Map<string, string>();
  const ledgers: Census['ledgers'] = {};
  const aliasPart = chosen.aliases;
  if (aliasPart?.part.kind === 'aliases') {
    ledgers.aliases = { file: aliasPart.file, asOf: '' };
    for (const [slug, id] of aliasPart.part.aliases) {
      if (!records.has(id)) {
        problems.push(unknownId(aliasPart.file, `aliases.${slug}`, id, `the alias ${slug} is not served`));
      } else aliases.set(slug, id);
    }
  }
  /** The record an id of a ledger names: itself, or what the census folds it into. */
  const recordId = (id: string): string | undefined =>
    records.has(id) ? id : records.has(aliases.get(id) ?? '') ? aliases.get(id) : undefined;

  const eligibility = new Map<string, EligibilityRow>();
  const eligibilityPart = chosen.eligibility;
  if (eligibilityPart?.part.kind === 'eligibility') {
    const { file, part } = eligibilityPart;
    ledgers.eligibility = { file, asOf: part.asOf };
    part.rows.forEach((row, index) => {
      const canonical = recordId(row.canonical);
      if (canonical === undefined) {
        problems.push(unknownId(file, `rows.${index}.canonical_id`, row.canonical, 'its row is not served'));
        return;
      }
      eligibility.set(row.candidate, { ...row, canonical, ledger: file, asOf: part.asOf });
      if (row.status === 'alias' && row.candidate !== canonical && !records.has(row.candidate)) {
        aliases.set(row.candidate, canonical);
      }
    });
  }

  const results = new Map<string, ReportedResult[]>();
  const resultsPart = chosen.results;
  if (resultsPart?.part.kind === 'results') {
    const { file, part } = resultsPart;
    ledgers.results = { file, asOf: part.asOf };
    part.rows.forEach((row, index) => {
      const benchmark = recordId(row.benchmark);
      if (benchmark === undefined) {
        problems.push(
          unknownId(
            file,
            `rows.${index}.canonical_id`,
            row.benchmark,
            `its ${row.results.length} result${row.results.length === 1 ? ' is' : 's are'} not served`,
          ),
        );
        return;
      }
      const list = results.get(benchmark) ?? [];
      for (const result of row.results) list.push({ ...result, benchmark, ledger: file });
      results.set(benchmark, list);
    });
  }
  return { census: { results, eligibility, aliases, ledgers }, problems };
}

/** A zod issue in the loader's words: "expected number, received string". */
function issueText(issue: z.core.$ZodIssue | undefined): string {
  if (!issue) return 'not what the ledger holds';
  const missing = issue.code === 'invalid_type' && /received undefined/.test(issue.message);
  return missing ? 'a required field is missing' : issue.message.replace(/^Invalid input: /, '');
}

const MISSING: Record<LedgerKind, string> = {
  results: 'no reported result is served from it',
  eligibility: 'every record without a disposition of its own is served as unassessed',
  aliases: 'its census aliases do not resolve',
};

function unknownId(file: string, field: string, id: string, consequence: string): Problem {
  return {
    kind: 'unknown-id',
    severity: 'warning',
    file,
    field,
    message: `names ${id}, which has no record here; ${consequence}`,
  };
}
