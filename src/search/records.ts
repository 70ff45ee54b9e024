/**
 * The full-text index of records: one MiniSearch document per record over its names, harness
 * entries and descriptive fields. Bodies are left out: they were two thirds of the build time and
 * much of the memory at 10,000 records, while the descriptive fields (summary, measures, task
 * format, harness notes) say what a benchmark is. Questions about a record's prose go through the
 * passage index, which reads the bodies of the records in question on demand.
 */
import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { forEachInSlices } from '../slices.js';
import { Postings, PostingsLog, type PackedPostings } from './postings.js';
import { fieldsWith, type Field } from '../catalog/fields.js';
import type { BenchRecord } from '../catalog/record.js';
import { HARNESSES } from '../catalog/schema.js';
import { harnessNames } from './names.js';
import { queryTerms } from './query-terms.js';
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
const DESCRIPTIVE = new Map<string, Field['read']>(
  fieldsWith('searched').map((field) => [field.path, field.read]),
);

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
  const packed = counts.packNow();
  const index = new RecordIndex(counts);
  for (const [term, lists] of counts.terms) index.putTerm(term, lists, packed);
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
  /**
   * The finished index's data in parts, to be saved and given to indexingFromParts at the next
   * start.
   */
  parts: () => Iterable<RecordIndexPart>;
};

/**
 * A part of a record index's data: first the records' lengths, then the packed postings, then its
 * words a chunk at a time (each with its list of postings in each field).
 */
export type RecordIndexPart =
  | { ids: string[]; fieldLengths: number[][]; lengthTotals: number[] }
  | { postings: PackedPostings }
  | { terms: [string, FieldLists][] };

/** Words per saved part: each part is serialized, and read back, between two turns of the event loop. */
const TERMS_PER_PART = 4000;

export function startRecordIndexing(): RecordIndexing {
  return indexingOf(new TermCounts());
}

/** An indexing whose records were all added before: the parts a previous one saved. */
export function indexingFromParts(parts: readonly RecordIndexPart[]): RecordIndexing {
  const counts = new TermCounts();
  for (const part of parts) {
    if ('terms' in part) for (const [term, lists] of part.terms) counts.terms.set(term, lists);
    else if ('postings' in part) counts.packed = part.postings;
    else counts.restoreLengths(part);
  }
  return indexingOf(counts);
}

function indexingOf(counts: TermCounts): RecordIndexing {
  let finished: Promise<MiniSearch<BenchRecord>> | undefined;
  const finish = async () => {
    const packed = await counts.pack();
    const index = new RecordIndex(counts);
    await forEachInSlices(counts.terms, ([term, lists]) => index.putTerm(term, lists, packed));
    return index;
  };
  return {
    add: (records) => forEachInSlices(records, (record) => counts.add(record)),
    finish: () => (finished ??= finish()),
    parts: () => counts.parts(),
  };
}

/** A word's list of postings in each field, by field number (a hole where the field lacks it). */
type FieldLists = number[];

/** A token while records are counted: its count in the field being counted, and its lists (none for a stop word). */
type Word = { stamp: number; count: number; lists: FieldLists | undefined };

/**
 * How often each word occurs in each field of each record, counted as MiniSearch's `add` counts:
 * a field's length is its number of distinct tokens, stop words included; a stop word is not
 * indexed. Each (word, field) is a list of postings (src/search/postings.ts).
 */
class TermCounts {
  /** Record ids by record number. */
  readonly ids: string[] = [];
  /** Each record's field lengths, by record number. */
  readonly fieldLengths: number[][] = [];
  readonly lengthTotals = FIELDS.map(() => 0);
  readonly terms = new Map<string, FieldLists>();
  /** Set once every record is in: by pack, or from a saved index. */
  packed: PackedPostings | undefined;
  #lists = 0;
  #log: PostingsLog | undefined = new PostingsLog();
  /** Every token met while counting, stop words included (they count towards a field's length). */
  #words: Map<string, Word> | undefined = new Map();
  /** Which field of which record is being counted: a word whose stamp is this was met in it. */
  #stamp = 0;
  readonly #seen = new Set<string>();

  add(record: BenchRecord): void {
    if (this.#seen.has(record.id)) return;
    const words = this.#words;
    const log = this.#log;
    if (!log || !words) throw new Error('record index: a record added after the index was finished');
    this.#seen.add(record.id);
    const recordNumber = this.ids.length;
    this.ids.push(record.id);
    const lengths: number[] = [];
    const inField: Word[] = [];
    FIELDS.forEach((field, fieldNumber) => {
      // One look-up a token: its word's count in this field is kept on the word itself.
      const stamp = ++this.#stamp;
      inField.length = 0;
      for (const token of tokenize(field === 'id' ? record.id : fieldText(record, field))) {
        let word = words.get(token);
        if (!word) {
          word = { stamp: 0, count: 0, lists: STOP_WORDS.has(token) ? undefined : [] };
          words.set(token, word);
          if (word.lists) this.terms.set(token, word.lists);
        }
        if (word.stamp === stamp) {
          word.count++;
        } else {
          word.stamp = stamp;
          word.count = 1;
          inField.push(word);
        }
      }
      lengths.push(inField.length);
      this.lengthTotals[fieldNumber] = (this.lengthTotals[fieldNumber] ?? 0) + inField.length;
      for (const word of inField) {
        if (word.lists)
          this.#log?.push((word.lists[fieldNumber] ??= this.#lists++), recordNumber, word.count);
      }
    });
    this.fieldLengths.push(lengths);
  }

  /** The postings packed, once every record is in: yielding to the event loop meanwhile. */
  async pack(): Promise<PackedPostings> {
    this.packed ??= await this.#log?.pack(this.#lists);
    return this.#packed();
  }

  /** The same, at once. */
  packNow(): PackedPostings {
    this.packed ??= this.#log?.packNow(this.#lists);
    return this.#packed();
  }

  #packed(): PackedPostings {
    // No more records: what counting needed is let go.
    this.#log = undefined;
    this.#words = undefined;
    if (!this.packed) throw new Error('record index: neither counted nor restored');
    return this.packed;
  }

  restoreLengths(part: { ids: string[]; fieldLengths: number[][]; lengthTotals: number[] }): void {
    this.#log = undefined;
    this.#words = undefined;
    for (const id of part.ids) {
      this.ids.push(id);
      this.#seen.add(id);
    }
    for (const lengths of part.fieldLengths) this.fieldLengths.push(lengths);
    part.lengthTotals.forEach((total, fieldNumber) => (this.lengthTotals[fieldNumber] = total));
  }

  *parts(): Generator<RecordIndexPart> {
    if (!this.packed) throw new Error('record index: saved before it was finished');
    yield { ids: this.ids, fieldLengths: this.fieldLengths, lengthTotals: this.lengthTotals };
    yield { postings: this.packed };
    let terms: [string, FieldLists][] = [];
    for (const entry of this.terms) {
      terms.push(entry);
      if (terms.length >= TERMS_PER_PART) {
        yield { terms };
        terms = [];
      }
    }
    if (terms.length > 0) yield { terms };
  }
}

/**
 * A MiniSearch index made from counts. MiniSearch keeps its index in protected fields so that a
 * subclass can fill them; the counts' maps are put in as they are, not copied (a copy through
 * MiniSearch's serialized form, loadJS, held two of them at once: 140 MB more at 10,000 records).
 *
 * The contract with MiniSearch's internals (minisearch 7.2.0, pinned in package.json):
 * - `_documentCount` and `_nextId` are the number of records; a record's short id is its number
 *   in catalog order; `_documentIds` maps short id to id and `_idToShortId` the other way.
 * - A field's number is its place in `fields` (MiniSearch numbers them so in its constructor).
 * - `_fieldLength` maps short id to the record's length in each field, by field number: its count
 *   of distinct tokens, stop words included (as `add` counts); `_avgFieldLength` is their mean.
 * - `_index` maps each word to a Map of field number to postings. MiniSearch reads postings only
 *   through `size`, `keys()` and `get(shortId)` when it searches and iterates them when it writes
 *   its JSON; it changes them only on `add`, `remove` and `discard`, which this index never calls.
 * A test compares the whole of this state (MiniSearch's own JSON) with what `add` builds, and a
 * server's saved catalog is keyed by the installed minisearch version (src/catalog/saved.ts).
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

  putTerm(term: string, lists: FieldLists, packed: PackedPostings): void {
    const fields = new Map<number, Postings>();
    lists.forEach((list, fieldNumber) => {
      fields.set(
        fieldNumber,
        new Postings(packed, packed.starts[list] as number, packed.starts[list + 1] as number),
      );
    });
    // MiniSearch reads a word's postings through size, keys() and get(), which Postings has.
    this._index.set(term, fields as unknown as Map<number, Map<number, number>>);
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
  tokenize: queryTerms,
  prefix: (term, index, terms) => index === terms.length - 1 && term.length >= 3 && !hasCjk(term),
  fuzzy: (term) => (term.length >= 5 && !hasCjk(term) ? 0.2 : false),
  maxFuzzy: 2,
  weights: { prefix: 0.4, fuzzy: 0.3 },
};
