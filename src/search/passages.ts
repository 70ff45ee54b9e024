/**
 * Passages: where in the records a question is answered. Each body section and each descriptive
 * field of the records in question is one MiniSearch document (a "chunk"); a hit is then narrowed
 * to its best sentences (see `sentences()`), so a chunk need not be split before it matches.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { fieldsWith } from '../catalog/fields.js';
import { plainLinks, sentences } from '../catalog/links.js';
import { proseOf } from '../catalog/prose.js';
import type { BenchRecord } from '../catalog/record.js';
import type { PassageHit } from './types.js';
import { plainWord } from './normalize.js';
import { queryTerms } from './query-terms.js';
import { hasCjk, tokenize } from './tokenize.js';
import { STOP_WORDS } from './words.js';

type Chunk = { id: string; where: string; label: string; text: string; field: boolean };

/** A field value up to this long is one passage; longer ones are split into sentences. */
const WHOLE_FIELD_CHARS = 320;

/** Chat's "biggest" meets the record's "largest" (see plainWord). */
const processTerm = (term: string): string | null => (STOP_WORDS.has(term) ? null : plainWord(term));

/** The passage finder and the query over it. */
export type PassageIndex = {
  /** `prefer`: records the question names; they are searched when `ids` is not given. */
  passages(
    question: string,
    options?: { ids?: readonly string[]; limit?: number; prefer?: readonly string[] },
  ): PassageHit[];
};

/** The chunks of one record: its non-empty descriptive fields, then its body sections. */
function chunksOf(record: BenchRecord): Chunk[] {
  const chunks: Chunk[] = [];
  // A field's label is the words a question about it uses (the field table's `asks`), so "what
  // licence" finds dataset.license even though its value is only "MIT".
  for (const field of fieldsWith('asks')) {
    const text = field.read(record.page).trim();
    if (text !== '')
      chunks.push({ id: record.id, where: field.path, label: field.asks ?? '', text, field: true });
  }
  for (const section of proseOf(record).sections) {
    if (section.text.trim() === '') continue;
    chunks.push({
      id: record.id,
      where: section.heading || 'body',
      label: section.heading,
      text: section.text,
      field: false,
    });
  }
  return chunks;
}

/**
 * Builds the passage finder. There is no catalog-wide passage index: the record index (names and
 * descriptive fields) picks the records, and their chunks are indexed on the spot, the last
 * RECENT_SETS sets kept. A record has a few dozen chunks, indexed in well under a millisecond,
 * while a second catalog-wide index of every body doubled build time and memory at 10,000
 * records, and filtering it to `ids` still scored every chunk in the catalog that says "licence".
 */
export function buildPassageIndex(
  records: ReadonlyMap<string, BenchRecord>,
  candidates: (question: string, limit: number) => string[],
): PassageIndex {
  // The chunk index of the record sets asked about lately: a team asks of the same few records
  // in a row, and a record's index costs more to build than to search.
  const recent = new Map<string, Indexed>();
  const indexOf = (ids: readonly string[]): Indexed | undefined => {
    const key = ids.join('\n');
    const known = recent.get(key);
    if (known) {
      recent.delete(key);
      recent.set(key, known);
      return known;
    }
    const chunks = ids.flatMap((id) => {
      const record = records.get(id);
      return record ? chunksOf(record) : [];
    });
    if (chunks.length === 0) return undefined;
    const index = new MiniSearch<number>({
      fields: ['label', 'text'],
      extractField: (n, field) => {
        if (field === 'id') return n;
        const chunk = chunks[n];
        return field === 'label' ? chunk?.label : chunk?.text;
      },
      tokenize,
      processTerm,
    });
    index.addAll(chunks.map((_chunk, n) => n));
    recent.set(key, { chunks, index });
    if (recent.size > RECENT_SETS) recent.delete(recent.keys().next().value as string);
    return { chunks, index };
  };
  return {
    passages(question, options = {}) {
      const limit = options.limit ?? 5;
      const ids =
        options.ids ?? (options.prefer?.length ? options.prefer : candidates(question, CANDIDATE_RECORDS));
      const found = indexOf([...new Set(ids)]);
      if (!found) return [];
      const { chunks, index } = found;
      const results = index.search(question, {
        boost: { label: 1.5, text: 1 },
        tokenize: queryTerms,
        prefix: (term) => term.length >= 4 && !hasCjk(term),
        fuzzy: (term) => (term.length >= 6 && !hasCjk(term) ? 1 : false),
        weights: { prefix: 0.5, fuzzy: 0.4 },
      });
      const hits: PassageHit[] = [];
      for (const result of results.slice(0, limit * 3)) {
        const chunk = chunks[result.id as number];
        // The freshness fields say who researched the record ("sonnet-5 agent, batch 1"), which
        // the freshness answer gives; as a passage they would answer a question about agents.
        if (chunk && !chunk.where.startsWith('freshness.')) narrow(chunk, result, hits);
      }
      hits.sort((a, b) => b.score - a.score);
      const seen = new Set<string>();
      return hits
        .filter((hit) => !seen.has(hit.id + hit.text) && seen.add(hit.id + hit.text))
        .slice(0, limit);
    },
  };
}

/** A set of records' chunks and their index. */
type Indexed = { chunks: Chunk[]; index: MiniSearch<number> };

/** How many record sets keep their chunk index between questions. */
const RECENT_SETS = 128;

/** How many records full-text search hands to passages when the question names none. */
const CANDIDATE_RECORDS = 8;

/**
 * The best sentences of a matching chunk. A sentence scores by the share of the chunk's matched
 * terms it holds; a chunk matched only through its label (a licence field whose value is "MIT")
 * gives its opening sentence, or the whole field when it is short.
 */
function narrow(chunk: Chunk, result: SearchResult, hits: PassageHit[]): void {
  const id = chunk.id;
  const textTerms = result.terms.filter((term) => result.match[term]?.includes('text'));
  const text = plainLinks(chunk.text).trim();
  if (chunk.field && text.length <= WHOLE_FIELD_CHARS) {
    hits.push({ id, where: chunk.where, text, score: result.score });
    return;
  }
  const parts = sentences(text);
  if (textTerms.length === 0) {
    const first = parts[0];
    if (first) hits.push({ id, where: chunk.where, text: first, score: result.score * 0.5 });
    return;
  }
  for (const sentence of parts) {
    const words = new Set(tokenize(sentence));
    let found = 0;
    for (const term of textTerms) if (words.has(term)) found++;
    if (found === 0) continue;
    hits.push({
      id,
      where: chunk.where,
      text: sentence,
      score: result.score * (0.4 + (0.6 * found) / textTerms.length),
    });
  }
}
