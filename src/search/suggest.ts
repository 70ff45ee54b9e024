/**
 * Autocomplete. Runs on every keystroke, so the common path is a binary search in a sorted array
 * of normalized names and a pass over the matching range; no full-text query, and per-call
 * scratch space is reused.
 */
import type { BenchRecord } from '../catalog/record.js';
import { HARNESSES } from '../catalog/schema.js';
import type { SearchHit } from './types.js';
import { hitOf } from './hits.js';
import { normalizeName, spelledName } from './normalize.js';
import { lowerBound, type NameTable } from './names.js';
import { allowedEdits, nearSpellings } from './resolve.js';

const ENDS_IN_SEPARATOR = /[^\p{L}\p{N}]$/u;
const HAS_SEPARATOR = /[^\p{L}\p{N}]/u;

export type Suggester = (prefix: string, limit?: number) => SearchHit[];

/**
 * The default list for an empty prefix: the best-covered records (most harnesses, then most
 * sources), ties in catalog order, so the list is stable between builds of the same catalog.
 */
export function bestCovered(records: readonly BenchRecord[]): number[] {
  const coverage = (record: BenchRecord) =>
    HARNESSES.filter((name) => record.page.harness[name].trim() !== '').length * 1000 +
    record.page.sources.length;
  return records
    .map((record, index) => ({ index, coverage: coverage(record) }))
    .sort((a, b) => b.coverage - a.coverage || a.index - b.index)
    .map((entry) => entry.index);
}

/**
 * Builds the suggester. `fullText` fills the list when names alone give fewer than `limit`.
 * `defaultIds` (when given) is the empty-prefix list.
 */
export function buildSuggester(
  table: NameTable,
  fullText: (query: string, limit: number) => SearchHit[],
  defaultIds?: readonly string[],
): Suggester {
  const count = table.records.length;
  const defaults =
    defaultIds !== undefined
      ? defaultIds.map((id) => table.recordIndex.get(id)).filter((index) => index !== undefined)
      : bestCovered(table.records);
  const best = new Float64Array(count);
  const stamp = new Uint32Array(count);
  let generation = 0;
  const touched: number[] = [];

  return (prefix, limit = 25) => {
    if (limit <= 0) return [];
    const key = normalizeName(prefix);
    if (key === '') {
      return defaults.slice(0, limit).flatMap((index, position) => {
        const record = table.records[index];
        return record ? [hitOf(record, 1 - position / (defaults.length + 1))] : [];
      });
    }

    // One best (lowest) rank per record over its matching names: names spelled as typed first
    // (separators included: "math self" is math_self, not mathself, and "arabic_" is not
    // arabic), then exact before prefix, then by where the name comes from (id, name, alias,
    // later word, harness), then shorter names.
    generation = (generation + 1) >>> 0 || 1;
    touched.length = 0;
    // A separator typed last says another word follows.
    const typed = spelledName(prefix) + (ENDS_IN_SEPARATOR.test(prefix) ? '_' : '');
    const keys = table.prefixKeys;
    for (let i = lowerBound(keys, key); i < keys.length; i++) {
      const candidate = keys[i] ?? '';
      if (!candidate.startsWith(key)) break;
      const record = table.prefixRecord[i] ?? 0;
      const rank =
        ((table.prefixSpelled[i] ?? '').startsWith(typed) ? 0 : 2_000_000) +
        (candidate.length === key.length ? 0 : 1_000_000) +
        (table.prefixRank[i] ?? 0) * 10_000 +
        Math.min(candidate.length, 9_999);
      if (stamp[record] !== generation) {
        stamp[record] = generation;
        best[record] = rank;
        touched.push(record);
      } else if (rank < (best[record] ?? Infinity)) {
        best[record] = rank;
      }
    }
    touched.sort((a, b) => (best[a] ?? 0) - (best[b] ?? 0) || a - b);

    const hits: SearchHit[] = [];
    for (const index of touched) {
      if (hits.length >= limit) break;
      const record = table.records[index];
      if (record) hits.push(hitOf(record, 2 - (best[index] ?? 0) / 10_000_000));
    }
    // Near spellings (a typo) only when names gave too little: a name typed correctly so far has
    // its matches above.
    if (hits.length >= Math.min(limit, 5)) return hits;
    const seen = new Set(hits.map((hit) => hit.id));
    for (const { record, distance } of nearSpellings(table, key, allowedEdits(key.length))) {
      const found = table.records[record];
      if (hits.length >= limit) return hits;
      if (found && !seen.has(found.id)) {
        seen.add(found.id);
        hits.push(hitOf(found, 1 - distance * 0.1));
      }
    }
    // A word inside a summary or harness entry ("opencomp"), when names gave too little. Not for
    // a name of several words that has begun to match ("HH SIQA V2 Ben"): its last word, a
    // prefix of "benchmark", would score most of the catalog for nothing.
    if (hits.length < Math.min(limit, 5) && (hits.length === 0 || !HAS_SEPARATOR.test(prefix.trim()))) {
      for (const hit of fullText(prefix, limit)) {
        if (hits.length >= limit) break;
        if (!seen.has(hit.id)) {
          seen.add(hit.id);
          hits.push({ ...hit, score: Math.min(hit.score, 0.5) });
        }
      }
    }
    return hits;
  };
}
