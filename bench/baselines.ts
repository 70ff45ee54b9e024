/**
 * What a bot author would otherwise write: Fuse.js (the usual choice for bot autocomplete), a
 * plain linear scan over the records, and MiniSearch used as its README documents it. Each
 * answers the same four operations with ranked ids, so the harness can time and score them
 * exactly like benchbot.
 */
import Fuse from 'fuse.js';
import MiniSearch from 'minisearch';
import SearchableMap from 'minisearch/SearchableMap';
import type { BenchRecord } from '../src/catalog/record.js';
import { editDistance, normalizeName } from '../src/search/normalize.js';
import { RECORD_FIELD_BOOSTS, RECORD_INDEX_OPTIONS, RECORD_QUERY_OPTIONS } from '../src/search/records.js';

/** One system under test: each operation returns ids, best first. */
export type System = {
  resolve: (query: string) => string[];
  suggest: (query: string) => string[];
  search: (query: string) => string[];
  ask: (question: string) => string[];
};

const LIMIT = 25;

type Doc = { id: string; name: string; aliases: string[]; summary: string; tags: string[] };

const docOf = (record: BenchRecord): Doc => ({
  id: record.id,
  name: record.page.name,
  aliases: record.page.aliases,
  summary: record.page.summary,
  tags: record.page.tags,
});

/**
 * Fuse.js as its README suggests for a name list: weighted keys, default threshold. Names only
 * for resolve and autocomplete; names plus summary and tags for search (Fuse scores a match far
 * into a long text poorly unless told to ignore location, so it is told).
 */
export function fuseSystem(records: readonly BenchRecord[]): System {
  const docs = records.map(docOf);
  const names = new Fuse(docs, {
    keys: [
      { name: 'id', weight: 3 },
      { name: 'name', weight: 2 },
      { name: 'aliases', weight: 2 },
    ],
    threshold: 0.4,
  });
  const text = new Fuse(docs, {
    keys: [
      { name: 'id', weight: 3 },
      { name: 'name', weight: 2 },
      { name: 'aliases', weight: 2 },
      { name: 'summary', weight: 1 },
      { name: 'tags', weight: 1 },
    ],
    threshold: 0.4,
    ignoreLocation: true,
  });
  const ids = (fuse: Fuse<Doc>, query: string) =>
    fuse.search(query, { limit: LIMIT }).map((hit) => hit.item.id);
  return {
    resolve: (query) => ids(names, query),
    suggest: (query) => ids(names, query),
    search: (query) => ids(text, query),
    ask: (question) => ids(names, question),
  };
}

/**
 * A linear scan: every record's normalized names compared with the query, exact before prefix
 * before substring before a near spelling (at most two edits); full text as the count of query
 * words found in the record's names, summary and tags.
 */
export function linearSystem(records: readonly BenchRecord[]): System {
  const keys = records.map((record) =>
    [record.id, record.page.name, ...record.page.aliases].map(normalizeName).filter((key) => key !== ''),
  );
  const haystacks = records.map((record) =>
    [record.id, record.page.name, ...record.page.aliases, record.page.summary, ...record.page.tags]
      .join(' ')
      .toLowerCase(),
  );
  const ranked = (scores: Float64Array) => {
    const found: number[] = [];
    scores.forEach((score, index) => {
      if (score > 0) found.push(index);
    });
    found.sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0) || a - b);
    return found.slice(0, LIMIT).map((index) => records[index]?.id ?? '');
  };
  const byName = (query: string, fuzzy: boolean) => {
    const wanted = normalizeName(query);
    const scores = new Float64Array(records.length);
    if (wanted === '') return [];
    keys.forEach((names, index) => {
      let best = 0;
      for (const key of names) {
        if (key === wanted) best = Math.max(best, 4);
        else if (key.startsWith(wanted)) best = Math.max(best, 3 - key.length / 1000);
        else if (key.includes(wanted)) best = Math.max(best, 2 - key.length / 1000);
        else if (fuzzy && wanted.length >= 4) {
          const distance = editDistance(wanted, key, 2);
          if (distance <= 2) best = Math.max(best, 1 - distance / 4);
        }
      }
      scores[index] = best;
    });
    return ranked(scores);
  };
  return {
    resolve: (query) => byName(query, true),
    suggest: (query) => byName(query, true),
    search: (query) => {
      const words = query
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length >= 2);
      const scores = new Float64Array(records.length);
      haystacks.forEach((text, index) => {
        for (const word of words) if (text.includes(word)) scores[index] = (scores[index] ?? 0) + 1;
      });
      return ranked(scores);
    },
    // The records whose names occur in the question, longest name first.
    ask: (question) => {
      const text = normalizeName(question);
      const scores = new Float64Array(records.length);
      keys.forEach((names, index) => {
        for (const key of names)
          if (key.length >= 3 && text.includes(key)) scores[index] = Math.max(scores[index] ?? 0, key.length);
      });
      return ranked(scores);
    },
  };
}

/**
 * MiniSearch as documented, over the fields, tokenizer and query options of benchbot's record
 * index: `addAll` builds it (each record's words go through MiniSearch's own `add`, into its own
 * postings); search and ask are `search`; autocomplete is `search` with `prefix: true` on the name
 * fields, as the README's search-as-you-type; names resolve through a `SearchableMap` of
 * normalized names (`get`, then `atPrefix`, then `fuzzyGet`). What benchbot adds by hand (its
 * counted build, packed postings and sorted name keys) is what this leaves out.
 */
export function miniSearchSystem(
  records: readonly BenchRecord[],
): System & { index: MiniSearch<BenchRecord> } {
  const index = new MiniSearch<BenchRecord>(RECORD_INDEX_OPTIONS);
  index.addAll(records);
  const names = new SearchableMap<string[]>();
  for (const record of records) {
    for (const written of [record.id, record.page.name, ...record.page.aliases]) {
      const key = normalizeName(written);
      if (key === '') continue;
      const ids = names.get(key) ?? [];
      if (!ids.includes(record.id)) ids.push(record.id);
      names.set(key, ids);
    }
  }
  const ids = (results: { id: unknown }[]) => results.slice(0, LIMIT).map((result) => String(result.id));
  const fullText = (query: string) => ids(index.search(query, RECORD_QUERY_OPTIONS));
  const nameFields = ['id', 'name', 'aliases'];
  return {
    index,
    resolve: (query) => {
      const key = normalizeName(query);
      if (key === '') return [];
      const exact = names.get(key);
      if (exact) return exact.slice(0, LIMIT);
      const found: string[] = [];
      for (const [, owners] of names.atPrefix(key)) {
        for (const id of owners) if (!found.includes(id)) found.push(id);
        if (found.length >= LIMIT) break;
      }
      if (found.length > 0) return found;
      const near = [...names.fuzzyGet(key, 2)].sort(([, [, a]], [, [, b]]) => a - b);
      return [...new Set(near.flatMap(([, [owners]]) => owners))].slice(0, LIMIT);
    },
    suggest: (query) =>
      ids(
        index.search(query, {
          fields: nameFields,
          prefix: true,
          fuzzy: 0.2,
          combineWith: 'AND',
          boost: Object.fromEntries(nameFields.map((field) => [field, RECORD_FIELD_BOOSTS[field] ?? 1])),
        }),
      ),
    search: fullText,
    ask: fullText,
  };
}
