/**
 * The full-text index of records: one MiniSearch document per record over its names, harness
 * entries and descriptive fields. Bodies are left out: they were two thirds of the build time and
 * much of the memory at 10,000 records, while the descriptive fields (summary, measures, task
 * format, harness notes) say what a benchmark is. Questions about a record's prose go through the
 * passage index, which reads the bodies of the records in question on demand.
 */
import MiniSearch, { type SearchOptions } from 'minisearch';
import { forEachInSlices } from '../slices.js';
import { fieldsWith } from '../catalog/fields.js';
import type { BenchRecord } from '../catalog/record.js';
import { HARNESSES } from '../catalog/schema.js';
import { harnessNames } from './names.js';
import { hasCjk, tokenize } from './tokenize.js';
import { STOP_WORDS } from './words.js';

/**
 * Field boosts. Names outrank harness task names, which outrank descriptions: a record called
 * "kcle" must come before every record whose summary merely mentions kcle. The descriptive fields
 * and their boosts are the field table's (src/catalog/fields.ts).
 */
export const RECORD_FIELD_BOOSTS: Readonly<Record<string, number>> = {
  id: 12,
  name: 10,
  aliases: 9,
  harness: 5,
  ...Object.fromEntries(fieldsWith('searched').map((field) => [field.path, field.searched ?? 1])),
};

const FIELDS = Object.keys(RECORD_FIELD_BOOSTS);
const DESCRIPTIVE = new Map(fieldsWith('searched').map((field) => [field.path, field.read]));

function fieldText(record: BenchRecord, field: string): string {
  const page = record.page;
  switch (field) {
    case 'id':
      return record.id;
    case 'name':
      return page.name;
    case 'aliases':
      return page.aliases.join(' \n ');
    case 'harness':
      // The whole entries, not just the leading names: "agieval_cn subgroups" is searchable too.
      return HARNESSES.filter((name) => name !== 'other')
        .map((name) => `${harnessNames(page.harness[name]).join(' ')} ${page.harness[name]}`)
        .join(' \n ');
    default:
      return DESCRIPTIVE.get(field)?.(page) ?? '';
  }
}

/** Builds the record index. Documents are the records themselves; nothing is copied or stored. */
export function buildRecordIndex(records: readonly BenchRecord[]): MiniSearch<BenchRecord> {
  const index = emptyRecordIndex();
  index.addAll(records);
  return index;
}

/**
 * The same, yielding to the event loop every few milliseconds, so a server that reloads its
 * catalog keeps answering requests from the old index while the new one is built.
 */
export async function buildRecordIndexInSlices(
  records: readonly BenchRecord[],
): Promise<MiniSearch<BenchRecord>> {
  const indexing = startRecordIndexing();
  await indexing.add(records);
  return indexing.index;
}

/**
 * A record index built as records arrive (from a worker that is still parsing the rest, see
 * loadCatalogAlongside), in slices. Records come in catalog order; the first of an id is the one
 * the catalog keeps, so a later one is left out here too.
 */
export type RecordIndexing = {
  add: (records: readonly BenchRecord[]) => Promise<void>;
  index: MiniSearch<BenchRecord>;
};

export function startRecordIndexing(): RecordIndexing {
  const index = emptyRecordIndex();
  return {
    index,
    add: (records) =>
      forEachInSlices(records, (record) => {
        if (!index.has(record.id)) index.add(record);
      }),
  };
}

function emptyRecordIndex(): MiniSearch<BenchRecord> {
  return new MiniSearch<BenchRecord>({
    fields: FIELDS,
    idField: 'id',
    extractField: (record, field) => (field === 'id' ? record.id : fieldText(record, field)),
    tokenize: (text) => tokenize(text),
    // The tokenizer already folds case and width; stop words would match every record.
    processTerm: (term) => (STOP_WORDS.has(term) ? null : term),
  });
}

/**
 * Prefix matching from three letters on the last term only (the one still being typed: expanding
 * every word of a question to hundreds of terms made a search at 10,000 records take most of a
 * second); near spellings from five letters; CJK bigrams match exactly.
 */
export const RECORD_QUERY_OPTIONS: SearchOptions = {
  boost: RECORD_FIELD_BOOSTS,
  prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 3 && !hasCjk(term),
  fuzzy: (term) => (term.length >= 5 && !hasCjk(term) ? 0.2 : false),
  maxFuzzy: 2,
  weights: { prefix: 0.4, fuzzy: 0.3 },
};
