/**
 * Building the record index against loading a saved one. SearchIndex does not serialize, so this
 * builds the same MiniSearch record index (buildRecordIndex) and round-trips it through
 * MiniSearch's JSON, loading it with the index's own fields and tokenizer.
 */
import MiniSearch from 'minisearch';
import type { BenchRecord } from '../src/catalog/record.js';
import { buildRecordIndex, RECORD_FIELD_BOOSTS } from '../src/search/records.js';
import { tokenize } from '../src/search/tokenize.js';
import { STOP_WORDS } from '../src/search/words.js';
import { timed } from './measure.js';

export type SavedIndex = { buildMs: number; saveMs: number; jsonMB: number; loadMs: number };

export function savedIndex(records: readonly BenchRecord[]): SavedIndex {
  const built = timed(() => buildRecordIndex(records));
  const saved = timed(() => JSON.stringify(built.value));
  const loaded = timed(() =>
    MiniSearch.loadJSON<BenchRecord>(saved.value, {
      fields: Object.keys(RECORD_FIELD_BOOSTS),
      idField: 'id',
      tokenize,
      processTerm: (term) => (STOP_WORDS.has(term) ? null : term),
    }),
  );
  if (loaded.value.documentCount !== built.value.documentCount) {
    throw new Error(
      `bench: saved index holds ${loaded.value.documentCount} records, built ${built.value.documentCount}`,
    );
  }
  return {
    buildMs: built.ms,
    saveMs: saved.ms,
    jsonMB: Buffer.byteLength(saved.value) / 2 ** 20,
    loadMs: loaded.ms,
  };
}
