/**
 * The record index's postings (which records a word is in, per field, and how often), packed in
 * typed arrays. In MiniSearch's own shape, a Map of record number to count per word and field, they
 * were 77 of a server's 210 MB of heap at 10,000 records (1.6 million postings at about 48 bytes
 * each); packed, a posting is 6 bytes.
 *
 * They are built in two steps: while records are counted, each (list, record, count) is appended
 * to a log, in record order; once every record is in, the log is sorted by list into one arena
 * (a counting sort, so each list's records stay in ascending order).
 */
import { runSteps, runStepsInSlices } from '../slices.js';

/**
 * A word's count in one field of one record is kept up to this: BM25 gives a word's 2,000th
 * occurrence in a field next to nothing over its 20th.
 */
const MAX_COUNT = 0xffff;
/** Log entries sorted per step (a place the sort may pause). */
const ENTRIES_PER_STEP = 10_000;

/** Every list's postings, one list after another: list n is `records`/`counts` from starts[n] to starts[n + 1]. */
export type PackedPostings = { records: Uint32Array; counts: Uint16Array; starts: Uint32Array };

/** A column of unsigned integers that grows as it is appended to. */
class Column<T extends Uint32Array | Uint16Array> {
  length = 0;
  constructor(
    public data: T,
    private readonly grown: (length: number) => T,
  ) {}

  push(value: number): void {
    if (this.length === this.data.length) {
      const data = this.grown(Math.max(1024, this.data.length * 2));
      data.set(this.data);
      this.data = data;
    }
    this.data[this.length++] = value;
  }
}

/** Postings appended as they are counted, in record order; `pack` sorts them into lists. */
export class PostingsLog {
  #lists = new Column(new Uint32Array(0), (length) => new Uint32Array(length));
  #records = new Column(new Uint32Array(0), (length) => new Uint32Array(length));
  #counts = new Column(new Uint16Array(0), (length) => new Uint16Array(length));

  push(list: number, record: number, count: number): void {
    this.#lists.push(list);
    this.#records.push(record);
    this.#counts.push(Math.min(count, MAX_COUNT));
  }

  /** The log sorted into `listCount` lists. */
  packNow(listCount: number): PackedPostings {
    return runSteps(this.#packing(listCount));
  }

  /** The same, yielding to the event loop every few milliseconds. */
  pack(listCount: number): Promise<PackedPostings> {
    return runStepsInSlices(this.#packing(listCount));
  }

  *#packing(listCount: number): Generator<void, PackedPostings> {
    const total = this.#lists.length;
    const lists = this.#lists.data;
    const starts = new Uint32Array(listCount + 1);
    for (let entry = 0; entry < total; entry++) {
      const list = lists[entry] as number;
      starts[list + 1] = (starts[list + 1] as number) + 1;
    }
    for (let list = 0; list < listCount; list++)
      starts[list + 1] = (starts[list + 1] as number) + (starts[list] as number);
    yield;
    const next = starts.slice(0, listCount);
    const records = new Uint32Array(total);
    const counts = new Uint16Array(total);
    for (let entry = 0; entry < total; entry++) {
      if (entry % ENTRIES_PER_STEP === 0) yield;
      const list = lists[entry] as number;
      const at = next[list] as number;
      next[list] = at + 1;
      records[at] = this.#records.data[entry] as number;
      counts[at] = this.#counts.data[entry] as number;
    }
    return { records, counts, starts };
  }
}

/**
 * One list of postings as MiniSearch reads a word's postings in one field: `size`, `keys()` and
 * `get(record)` when it searches (it only removes postings of removed records, and this index
 * never removes), the entries when it writes its JSON.
 */
export class Postings {
  /** Where the last `get` found its record: MiniSearch asks for each record's count right after `keys()` gave it. */
  #next: number;

  constructor(
    private readonly packed: PackedPostings,
    private readonly start: number,
    private readonly end: number,
  ) {
    this.#next = start;
  }

  get size(): number {
    return this.end - this.start;
  }

  keys(): IterableIterator<number> {
    return this.packed.records.subarray(this.start, this.end).values();
  }

  get(record: number): number | undefined {
    let at = this.#next;
    if (at >= this.end || this.packed.records[at] !== record) at = this.#find(record);
    if (at < 0) return undefined;
    this.#next = at + 1;
    return this.packed.counts[at];
  }

  *[Symbol.iterator](): IterableIterator<[number, number]> {
    for (let at = this.start; at < this.end; at++)
      yield [this.packed.records[at] as number, this.packed.counts[at] as number];
  }

  /** Where `record` is in this list (records ascend), or -1. */
  #find(record: number): number {
    let low = this.start;
    let high = this.end - 1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      const found = this.packed.records[middle] as number;
      if (found === record) return middle;
      if (found < record) low = middle + 1;
      else high = middle - 1;
    }
    return -1;
  }
}
