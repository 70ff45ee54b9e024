/**
 * Autocomplete's prefix look-up as benchbot does it (every name key sorted in an array, a binary
 * search to the first key with the prefix, then a scan of the range) against MiniSearch's
 * `SearchableMap.atPrefix` over the same keys, as its documentation shows: building each, the
 * memory each holds, and the time of a look-up on the harness's autocomplete queries.
 * Needs --expose-gc.
 */
import SearchableMap from 'minisearch/SearchableMap';
import type { Catalog } from '../src/catalog/catalog.js';
import { buildNameTable, lowerBound } from '../src/search/names.js';
import { normalizeName } from '../src/search/normalize.js';
import { runSteps, sortSteps } from '../src/slices.js';
import { quantile, timed } from './measure.js';
import type { Query } from './queries.js';

export type PrefixStructure = { buildMs: number; heldMB: number; p50: number; p99: number; max: number };
export type PrefixLookups = { keys: number; sorted: PrefixStructure; atPrefix: PrefixStructure };

type Entry = { key: string; record: number; rank: number };
type Lookup = (key: string) => number;

function collect(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

/** Sorted as the name table sorts them: by key, then rank, then record. */
function sortedLookup(entries: readonly Entry[]): Lookup {
  const sorted = runSteps(
    sortSteps(entries, (a, b) =>
      a.key < b.key ? -1 : a.key > b.key ? 1 : a.rank - b.rank || a.record - b.record,
    ),
  );
  const keys = sorted.map((entry) => entry.key);
  const records = Int32Array.from(sorted, (entry) => entry.record);
  return (key) => {
    let found = 0;
    for (let i = lowerBound(keys, key); i < keys.length && (keys[i] ?? '').startsWith(key); i++)
      found += (records[i] ?? 0) >= 0 ? 1 : 0;
    return found;
  };
}

/** One key to the records that have it, in a radix tree, read with atPrefix. */
function atPrefixLookup(entries: readonly Entry[]): Lookup {
  const map = new SearchableMap<number[]>();
  for (const entry of entries) {
    const records = map.get(entry.key);
    if (records) records.push(entry.record);
    else map.set(entry.key, [entry.record]);
  }
  return (key) => {
    let found = 0;
    for (const [, records] of map.atPrefix(key)) found += records.length;
    return found;
  };
}

function measureStructure(build: () => Lookup, keys: readonly string[]): PrefixStructure {
  const before = collect();
  const built = timed(build);
  const heldMB = (collect() - before) / 2 ** 20;
  const lookup = built.value;
  for (const key of keys.slice(0, 50)) lookup(key);
  const times = keys.map((key) => timed(() => lookup(key)).ms).sort((a, b) => a - b);
  return {
    buildMs: built.ms,
    heldMB,
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    max: times.at(-1) ?? 0,
  };
}

export function comparePrefixLookups(catalog: Catalog, queries: readonly Query[]): PrefixLookups {
  const table = buildNameTable(catalog);
  const entries: Entry[] = table.prefixKeys.map((key, i) => ({
    key,
    record: table.prefixRecord[i] ?? 0,
    rank: table.prefixRank[i] ?? 0,
  }));
  // The order names are met in, as the table meets them, not already sorted.
  entries.sort((a, b) => a.record - b.record);
  const keys = queries.map((query) => normalizeName(query.text)).filter((key) => key !== '');
  return {
    keys: entries.length,
    sorted: measureStructure(() => sortedLookup(entries), keys),
    atPrefix: measureStructure(() => atPrefixLookup(entries), keys),
  };
}
