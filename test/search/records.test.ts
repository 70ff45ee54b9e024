import { deserialize, serialize } from 'node:v8';
import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load.js';
import {
  buildRecordIndex,
  buildRecordIndexInSlices,
  RECORD_INDEX_OPTIONS,
  RECORD_QUERY_OPTIONS,
  indexingFromParts,
  startRecordIndexing,
  type RecordIndexPart,
} from '../../src/search/records.js';

const records = [...loadCatalog(['data']).records.values()];
/** What MiniSearch's own `add` builds from the same records: the index counted words must equal. */
const added = new MiniSearch(RECORD_INDEX_OPTIONS);
added.addAll(records);

const QUERIES = [
  'kcle',
  'gpqa diamond',
  'multiple choice science questions',
  'humanev',
  'bigcodebnch',
  '单选题',
  'reading comprehension chinese',
  'pass@1 code generation',
  'the',
];

const results = (index: MiniSearch, query: string): [string, string][] =>
  index.search(query, RECORD_QUERY_OPTIONS).map((result) => [String(result.id), result.score.toFixed(9)]);

describe('buildRecordIndex', () => {
  it('finds the same records with the same scores as indexing them one by one', async () => {
    const built = buildRecordIndex(records);
    const sliced = await buildRecordIndexInSlices(records);
    for (const query of QUERIES) {
      expect(results(built, query), query).toEqual(results(added, query));
      expect(results(sliced, query), query).toEqual(results(added, query));
    }
    expect(built.documentCount).toBe(records.length);
  });

  it("fills MiniSearch's protected fields as its own add does (the contract in records.ts)", () => {
    // MiniSearch's JSON is its internal state: document ids, field ids and lengths, and every
    // word's postings per field. Averages are summed in another order, so they may differ in the
    // last bits.
    const { averageFieldLength: builtAverages, ...built } = buildRecordIndex(records).toJSON();
    const { averageFieldLength: addedAverages, ...own } = added.toJSON();
    expect(built).toEqual(own);
    builtAverages.forEach((average, field) => expect(average).toBeCloseTo(addedAverages[field] ?? NaN, 9));
  });

  it("finds the same from its saved parts, and through MiniSearch's own JSON", async () => {
    const indexing = startRecordIndexing();
    await indexing.add(records);
    await indexing.finish();
    // The parts go through V8's serializer when saved: read them back as a restart does.
    const parts = [...indexing.parts()].map((part) => deserialize(serialize(part)) as RecordIndexPart);
    const restored = await indexingFromParts(parts).finish();
    const json = MiniSearch.loadJSON(JSON.stringify(buildRecordIndex(records)), RECORD_INDEX_OPTIONS);
    for (const query of QUERIES) {
      expect(results(restored, query), query).toEqual(results(added, query));
      expect(results(json, query), query).toEqual(results(added, query));
    }
  });

  it('keeps the first record of an id, as the catalog does', async () => {
    const [kcle] = records.filter((record) => record.id === 'kcle');
    if (!kcle) throw new Error('the bundled catalog has kcle');
    const copy = { ...kcle, page: { ...kcle.page, summary: 'zyxwvut only in the copy' } };
    const indexing = startRecordIndexing();
    await indexing.add([kcle]);
    await indexing.add([copy]);
    const index = await indexing.finish();
    expect(index.documentCount).toBe(1);
    expect(index.search('zyxwvut')).toEqual([]);
  });

  it('builds an empty index from no records', () => {
    expect(buildRecordIndex([]).search('kcle')).toEqual([]);
  });
});
