/**
 * The search index of a catalog: the one place that builds MiniSearch indexes. Everything else
 * sees the SearchIndex type.
 */
import type MiniSearch from 'minisearch';
import type { SearchOptions } from 'minisearch';
import type { Catalog } from '../catalog/catalog.js';
import { fieldsWith } from '../catalog/fields.js';
import type { BenchRecord } from '../catalog/record.js';
import type { SearchHit, SearchIndex } from './types.js';
import { buildEntityFinder } from './entities.js';
import { hitOf } from './hits.js';
import { buildNameTable, buildNameTableInSlices, type NameTable } from './names.js';
import { buildPassageIndex } from './passages.js';
import {
  buildRecordIndex,
  buildRecordIndexInSlices,
  RECORD_QUERY_OPTIONS,
  type RecordIndexing,
} from './records.js';
import { resolveName } from './resolve.js';
import { buildSuggester } from './suggest.js';
import { queryTerms } from './query-terms.js';
import { tokenize } from './tokenize.js';
import { STOP_WORDS } from './words.js';

export {
  indexingFromParts,
  startRecordIndexing,
  type RecordIndexing,
  type RecordIndexPart,
} from './records.js';

export type SearchIndexOptions = {
  /** The ids an empty autocomplete shows, in order; the best-covered records otherwise. */
  defaultIds?: readonly string[];
  /** The catalog's records, already indexed as they were loaded (see src/context.ts). */
  indexed?: RecordIndexing;
};

/** Fields a partly typed name may be in, for filling autocomplete beyond names. */
const SUGGEST_FIELDS = ['id', 'name', 'aliases', 'harness', 'summary', 'tags'];

/**
 * Builds every search structure of a catalog once: the record index, the passage index and the
 * name table.
 *
 * @example
 * const index = buildSearchIndex(loadCatalog(['data']));
 * index.resolve('NQ CN'); // { kind: 'record', id: 'nq_cn', ... }
 * index.search('单选题'); // [{ id: 'gaokao_math', ... }]
 */
export function buildSearchIndex(catalog: Catalog, options: SearchIndexOptions = {}): SearchIndex {
  const table = buildNameTable(catalog);
  // Built on first use: a name the table resolves ("bench kcle", the CLI's commonest call) needs
  // no full text, and building it was half of the command line's start on the bundled catalog.
  let recordIndex: MiniSearch<BenchRecord> | undefined;
  return searchIndexOf(catalog, table, () => (recordIndex ??= buildRecordIndex(table.records)), options);
}

/**
 * The same, yielding to the event loop as it builds: for a live reload, so requests keep being
 * answered from the old index meanwhile.
 */
export async function buildSearchIndexInSlices(
  catalog: Catalog,
  options: SearchIndexOptions = {},
): Promise<SearchIndex> {
  const table = await buildNameTableInSlices(catalog);
  const recordIndex = await (options.indexed?.finish() ?? buildRecordIndexInSlices(table.records));
  return searchIndexOf(catalog, table, () => recordIndex, options);
}

/** The descriptive fields, whose words count as prose (see buildEntityFinder). */
const PROSE_FIELDS = fieldsWith('searched').map((field) => field.path);

function searchIndexOf(
  catalog: Catalog,
  table: NameTable,
  recordIndex: () => MiniSearch<BenchRecord>,
  options: SearchIndexOptions,
): SearchIndex {
  const toHits = (
    results: { id: unknown; score: number; queryTerms?: string[] }[],
    limit: number,
  ): SearchHit[] => {
    const hits: SearchHit[] = [];
    for (const result of results) {
      if (hits.length >= limit) break;
      const index = table.recordIndex.get(result.id as string);
      const record = index === undefined ? undefined : table.records[index];
      if (!record) continue;
      const hit = hitOf(record, result.score);
      if (result.queryTerms) hit.matched = new Set(result.queryTerms).size;
      hits.push(hit);
    }
    return hits;
  };
  const fullText = (query: string, limit: number, overrides: SearchOptions = {}) =>
    toHits(recordIndex().search(query, { ...RECORD_QUERY_OPTIONS, ...overrides }), limit);
  // Autocomplete's fallback finds a word being typed inside a summary or harness entry; near
  // spellings of names are already found by the name table, and fuzzy expansion over the whole
  // vocabulary was the whole p99 of a keystroke.
  const suggest = buildSuggester(
    table,
    (query, limit) => fullText(query, limit, { fields: SUGGEST_FIELDS, fuzzy: false }),
    options.defaultIds,
  );
  const entities = buildEntityFinder(
    table,
    (word) => recordIndex().search(word, { fields: PROSE_FIELDS, fuzzy: false, prefix: false }).length,
  );
  const passageIndex = buildPassageIndex(catalog.records, (question, limit) =>
    fullText(question, limit).map((hit) => hit.id),
  );
  const resolve = (name: string) => resolveName(table, name, (query) => suggest(query, 5));

  return {
    resolve,
    search(query, limit = 10) {
      const hits = fullText(query, limit);
      // A query that is a name puts its record(s) first, whatever the body counts say.
      const named = resolve(query);
      const ids =
        named.kind === 'record' && named.via !== 'fuzzy'
          ? [named.id]
          : named.kind === 'ambiguous'
            ? named.ids
            : [];
      if (ids.length === 0) return hits;
      const top = (hits[0]?.score ?? 0) + 1;
      const first = ids.flatMap((id) => {
        const index = table.recordIndex.get(id);
        const record = index === undefined ? undefined : table.records[index];
        return record ? [hitOf(record, top)] : [];
      });
      return [...first, ...hits.filter((hit) => !ids.includes(hit.id))].slice(0, limit);
    },
    clearHit(query) {
      const words = queryTerms(query).length;
      if (words === 0) return undefined;
      const whole = recordIndex()
        .search(query, { ...RECORD_QUERY_OPTIONS, fuzzy: false })
        .filter((result) => new Set(result.queryTerms).size === words);
      return whole.length === 1 ? toHits(whole, 1)[0] : undefined;
    },
    holders: (word) =>
      recordIndex()
        .search(word, { ...RECORD_QUERY_OPTIONS, fuzzy: false, prefix: false })
        .map((result) => result.id as string),
    suggest,
    passages: (question, passageOptions = {}) => {
      if (passageOptions.namesMasked) return passageIndex.passages(question, passageOptions);
      // The benchmark's own name says which record, not which passage: within the records it
      // names, "HumanEval" is in every sentence and would drown out "licence".
      const mentions = entities(question);
      let topic = question;
      for (const mention of mentions.toReversed())
        topic = topic.slice(0, mention.start) + ' ' + topic.slice(mention.end);
      if (!tokenize(topic).some((term) => !STOP_WORDS.has(term))) topic = question;
      const prefer = mentions.flatMap((mention) => mention.alternatives ?? [mention.id]);
      return passageIndex.passages(topic, { ...passageOptions, prefer });
    },
    entities,
  };
}
