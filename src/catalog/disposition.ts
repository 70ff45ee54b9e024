/**
 * A record's disposition, built as the catalog's build builds it: the eligibility report's status
 * and reasons where the report has a row for the id, `unassessed` where it has none, and the
 * accepted results of the ledger attached to their benchmark. A built record's own disposition
 * is kept unless the report is newer than the eligibility it was built with.
 */
import type { Catalog } from './catalog.js';
import { ledgerName, type ReportedResult } from './census.js';
import type { BenchRecord } from './record.js';
import type { DispositionStatus } from './schema.js';

export type Disposition = {
  /** The id the catalogue counts the benchmark under (openbookqa for the alias obqa). */
  canonicalId: string;
  status: DispositionStatus;
  reasons: readonly string[];
  /** Every reported result of the benchmark: the ledger's, then the record's own, then the report's. */
  results: readonly ReportedResult[];
  /** Where the status is written: the eligibility report, the built record, or nowhere. */
  from:
    { kind: 'eligibility'; file: string; asOf: string } | { kind: 'record'; asOf: string } | { kind: 'none' };
};

/**
 * @example dispositionOf(catalog, kcle).status // 'unassessed', as the seed record says
 */
export function dispositionOf(catalog: Catalog, record: BenchRecord): Disposition {
  const own = record.built?.disposition;
  const ownAsOf = record.built?.build?.eligibility_as_of ?? '';
  const row = catalog.census.eligibility.get(record.id);
  const results = uniqueResults([
    ...(catalog.census.results.get(record.id) ?? []),
    ...(own?.verified_results ?? []).map((result) => ({
      ...result,
      benchmark: record.id,
      ledger: record.origin.file,
    })),
    ...(row?.results ?? []).map((result) => ({ ...result, benchmark: record.id, ledger: row?.ledger ?? '' })),
  ]);
  if (row && (!own || row.asOf >= ownAsOf)) {
    return {
      canonicalId: row.canonical,
      status: row.status,
      reasons: row.reasons,
      results,
      from: { kind: 'eligibility', file: row.ledger, asOf: row.asOf },
    };
  }
  if (own) {
    return {
      canonicalId: own.canonical_id || record.id,
      status: own.status,
      reasons: own.reasons,
      results,
      from: { kind: 'record', asOf: ownAsOf },
    };
  }
  return { canonicalId: record.id, status: 'unassessed', reasons: [], results, from: { kind: 'none' } };
}

/** One copy of a result that two sources both carry (a built record rebuilt from the ledger). */
function uniqueResults(results: readonly ReportedResult[]): ReportedResult[] {
  const seen = new Set<string>();
  return results.filter((result) => {
    const key = [result.model_id, result.score, result.unit, result.benchmark_version].join('\0');
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The record the census folds this one into, when both have pages (aime2024 into aime_2024): the
 * two are one benchmark.
 */
export function foldedInto(catalog: Catalog, id: string): string | undefined {
  const target = catalog.census.aliases.get(id);
  return target !== undefined && target !== id && catalog.records.has(target) ? target : undefined;
}

/** Two pages the census folds into one (aime2024 into aime_2024): which into which, and where it says so. */
export function censusFold(
  catalog: Catalog,
  a: BenchRecord,
  b: BenchRecord,
): { from: BenchRecord; into: BenchRecord; ledger: string } | undefined {
  const ledger = ledgerName(catalog.census.ledgers.aliases?.file ?? 'aliases.yaml');
  if (foldedInto(catalog, a.id) === b.id) return { from: a, into: b, ledger };
  if (foldedInto(catalog, b.id) === a.id) return { from: b, into: a, ledger };
  return undefined;
}
