/**
 * The full-text index of records: one MiniSearch document per record over its names, harness
 * entries and descriptive fields. Bodies are left out: they were two thirds of the build time and
 * much of the memory at 10,000 records, while the descriptive fields (summary, measures, task
 * format, harness notes) say what a benchmark is. Questions about a record's prose go through the
 * passage index, which reads the bodies of the records in question on demand.
 */
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
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

/**
 * Builds the record index. Documents are the records themselves; nothing is copied or stored.
 *
 * MiniSearch's own `add` looks every occurrence of every word up in its radix tree, one at a
 * time; here each word is counted in plain maps, and the maps become the index's own, put in its
 * tree once per distinct word (see RecordIndex). The index is the same (a test compares results
 * and scores); building it for 1,000 records took 1.4 s -> 0.8 s on this project's 2-core machine.
 */
export function buildRecordIndex(records: readonly BenchRecord[]): MiniSearch<BenchRecord> {
  const counts = new TermCounts();
  for (const record of records) counts.add(record);
  const index = new RecordIndex(counts);
  for (const entry of counts.terms) index.putTerm(entry);
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
  return indexing.finish();
}

/**
 * A record index built as records arrive (from a worker that is still parsing the rest, see
 * loadCatalogAlongside), in slices. Records come in catalog order; the first of an id is the one
 * the catalog keeps, so a later one is left out here too. `finish` makes the index once every
 * record was added (also in slices).
 */
export type RecordIndexing = {
  add: (records: readonly BenchRecord[]) => Promise<void>;
  finish: () => Promise<MiniSearch<BenchRecord>>;
  /** The index's data in parts, to be saved and given to indexingFromParts at the next start. */
  parts: () => Iterable<RecordIndexPart>;
};

/** A part of a record index's data: first the records' lengths, then its words a chunk at a time. */
export type RecordIndexPart =
  | { ids: string[]; fieldLengths: number[][]; lengthTotals: number[] }
  | { terms: [string, TermOccurrences][] };

/**
 * Counts (word, field, record) per saved part: each part is serialized, and read back, between two
 * turns of the event loop. 2,000 words a part held it for 230 ms at 10,000 records (common words
 * are in thousands of records); this is about 10 ms.
 */
const COUNTS_PER_PART = 20_000;

export function startRecordIndexing(): RecordIndexing {
  return indexingOf(new TermCounts());
}

/** An indexing whose records were all added before: the parts a previous one saved. */
export function indexingFromParts(parts: readonly RecordIndexPart[]): RecordIndexing {
  const counts = new TermCounts();
  for (const part of parts) {
    if ('terms' in part) for (const [term, occurrences] of part.terms) counts.terms.set(term, occurrences);
    else counts.restoreLengths(part);
  }
  return indexingOf(counts);
}

function indexingOf(counts: TermCounts): RecordIndexing {
  let finished: Promise<MiniSearch<BenchRecord>> | undefined;
  const finish = async () => {
    const index = new RecordIndex(counts);
    await forEachInSlices(counts.terms, (entry) => index.putTerm(entry));
    return index;
  };
  return {
    add: (records) => forEachInSlices(records, (record) => counts.add(record)),
    finish: () => (finished ??= finish()),
    parts: () => counts.parts(),
  };
}

/** Word -> field number -> record number -> occurrences: the shape of MiniSearch's own index. */
type TermOccurrences = Map<number, Map<number, number>>;

/**
 * How often each word occurs in each field of each record, counted as MiniSearch's `add` counts:
 * a field's length is its number of distinct tokens, stop words included; a stop word is not
 * indexed.
 */
class TermCounts {
  /** Record ids by record number. */
  readonly ids: string[] = [];
  /** Each record's field lengths, by record number. */
  readonly fieldLengths: number[][] = [];
  readonly lengthTotals = FIELDS.map(() => 0);
  readonly terms = new Map<string, TermOccurrences>();
  readonly #seen = new Set<string>();

  add(record: BenchRecord): void {
    if (this.#seen.has(record.id)) return;
    this.#seen.add(record.id);
    const recordNumber = this.ids.length;
    this.ids.push(record.id);
    const lengths: number[] = [];
    FIELDS.forEach((field, fieldNumber) => {
      const tokens = tokenize(field === 'id' ? record.id : fieldText(record, field));
      const length = new Set(tokens).size;
      lengths.push(length);
      this.lengthTotals[fieldNumber] = (this.lengthTotals[fieldNumber] ?? 0) + length;
      for (const token of tokens) {
        if (STOP_WORDS.has(token)) continue;
        let fields = this.terms.get(token);
        if (!fields) this.terms.set(token, (fields = new Map<number, Map<number, number>>()));
        let occurrences = fields.get(fieldNumber);
        if (!occurrences) fields.set(fieldNumber, (occurrences = new Map<number, number>()));
        occurrences.set(recordNumber, (occurrences.get(recordNumber) ?? 0) + 1);
      }
    });
    this.fieldLengths.push(lengths);
  }

  restoreLengths(part: { ids: string[]; fieldLengths: number[][]; lengthTotals: number[] }): void {
    for (const id of part.ids) {
      this.ids.push(id);
      this.#seen.add(id);
    }
    for (const lengths of part.fieldLengths) this.fieldLengths.push(lengths);
    part.lengthTotals.forEach((total, fieldNumber) => (this.lengthTotals[fieldNumber] = total));
  }

  *parts(): Generator<RecordIndexPart> {
    yield { ids: this.ids, fieldLengths: this.fieldLengths, lengthTotals: this.lengthTotals };
    let terms: [string, TermOccurrences][] = [];
    let counts = 0;
    for (const entry of this.terms) {
      terms.push(entry);
      for (const occurrences of entry[1].values()) counts += occurrences.size;
      if (counts >= COUNTS_PER_PART) {
        yield { terms };
        terms = [];
        counts = 0;
      }
    }
    if (terms.length > 0) yield { terms };
  }
}

/**
 * A MiniSearch index made from counts. MiniSearch keeps its index in protected fields so that a
 * subclass can fill them; the counts' maps are put in as they are, not copied (a copy through
 * MiniSearch's serialized form, loadJS, held two of them at once: 140 MB more at 10,000 records).
 * The version of minisearch is pinned; the test against `add` would show a change of its shape.
 */
class RecordIndex extends MiniSearch<BenchRecord> {
  constructor(counts: TermCounts) {
    super(RECORD_INDEX_OPTIONS);
    const count = counts.ids.length;
    this._documentCount = count;
    this._nextId = count;
    this._documentIds = new Map(counts.ids.entries());
    this._idToShortId = new Map(counts.ids.map((id, recordNumber) => [id, recordNumber]));
    this._fieldLength = new Map(counts.fieldLengths.entries());
    this._avgFieldLength = counts.lengthTotals.map((total) => (count === 0 ? 0 : total / count));
  }

  putTerm([term, occurrences]: [string, TermOccurrences]): void {
    this._index.set(term, occurrences);
  }
}

/** How the record index reads records and queries; the same for an index built or loaded. */
export const RECORD_INDEX_OPTIONS: Options<BenchRecord> = {
  fields: FIELDS,
  idField: 'id',
  extractField: (record, field) => (field === 'id' ? record.id : fieldText(record, field)),
  tokenize: (text) => tokenize(text),
  // The tokenizer already folds case and width; stop words would match every record.
  processTerm: (term) => (STOP_WORDS.has(term) ? null : term),
};

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
