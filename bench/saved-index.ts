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

export type SavedIndex = {
  buildMs: number;
  /** `js`: the JSON was longer than V8's longest string, so the plain object was loaded instead. */
  form: 'json' | 'js';
  saveMs: number;
  jsonMB: number;
  loadMs: number;
};

const OPTIONS = {
  fields: Object.keys(RECORD_FIELD_BOOSTS),
  idField: 'id',
  tokenize,
  processTerm: (term: string) => (STOP_WORDS.has(term) ? null : term),
};

function save(
  index: MiniSearch<BenchRecord>,
): { form: 'json'; json: string } | { form: 'js'; js: ReturnType<MiniSearch['toJSON']> } {
  try {
    return { form: 'json', json: JSON.stringify(index) };
  } catch (error) {
    if (error instanceof RangeError) return { form: 'js', js: index.toJSON() };
    throw error;
  }
}

export function savedIndex(records: readonly BenchRecord[]): SavedIndex {
  const built = timed(() => buildRecordIndex(records));
  const saved = timed(() => save(built.value));
  const loaded = timed(() =>
    saved.value.form === 'json'
      ? MiniSearch.loadJSON<BenchRecord>(saved.value.json, OPTIONS)
      : MiniSearch.loadJS<BenchRecord>(saved.value.js, OPTIONS),
  );
  if (loaded.value.documentCount !== built.value.documentCount) {
    throw new Error(
      `bench: saved index holds ${loaded.value.documentCount} records, built ${built.value.documentCount}`,
    );
  }
  return {
    buildMs: built.ms,
    form: saved.value.form,
    saveMs: saved.ms,
    jsonMB: saved.value.form === 'json' ? Buffer.byteLength(saved.value.json) / 2 ** 20 : 0,
    loadMs: loaded.ms,
  };
}
