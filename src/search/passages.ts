/**
 * The passage index: where in the records a question is answered. Each body section and each
 * descriptive field is one MiniSearch document (a "chunk"); a hit is then narrowed to its best
 * sentences. Indexing chunks rather than sentences keeps the index an order of magnitude smaller
 * at 10,000 records, and a chunk is small enough to split at query time.
 */
import MiniSearch, { type SearchResult } from 'minisearch';
import { plainLinks, sentences } from '../catalog/links.js';
import type { BenchRecord } from '../catalog/record.js';
import { HARNESSES, type Page } from '../catalog/schema.js';
import type { PassageHit } from './types.js';
import { distinctTerms, hasCjk, tokenize } from './tokenize.js';
import { STOP_WORDS } from './words.js';

type Chunk = { record: number; where: string; label: string; text: string; field: boolean };

/**
 * The descriptive fields that answer questions, with the words a question about each uses. The
 * words are indexed as the chunk's label, so "what licence" finds `dataset.license` even though
 * the value is only "MIT".
 */
const FIELD_LABELS: readonly [string, (page: Page) => string, string][] = [
  ['summary', (p) => p.summary, 'summary overview about'],
  ['measures', (p) => p.measures, 'measures measure'],
  ['task_format', (p) => p.task_format, 'task format input output'],
  ['metric.name', (p) => p.metric.name, 'metric scored scoring score'],
  ['metric.baseline_note', (p) => p.metric.baseline_note, 'baseline random human'],
  ['dataset.size_note', (p) => p.dataset.size_note, 'dataset size items problems questions examples'],
  ['dataset.license', (p) => p.dataset.license, 'dataset license licence licensed'],
  ['dataset.splits', (p) => p.dataset.splits, 'dataset splits split'],
  ['dataset.url', (p) => p.dataset.url, 'dataset url download'],
  ['publisher.org', (p) => p.publisher.org, 'publisher publishes published organisation organization'],
  ['publisher.authors', (p) => p.publisher.authors.join(', '), 'authors author wrote'],
  ['paper.title', (p) => p.paper.title, 'paper title'],
  ['paper.arxiv', (p) => p.paper.arxiv, 'paper arxiv'],
  ['saturation.note', (p) => p.saturation.note, 'saturation saturated top score'],
  ['contamination.note', (p) => p.contamination.note, 'contamination contaminated leak leaked'],
  ...HARNESSES.map((name): [string, (page: Page) => string, string] => [
    `harness.${name}`,
    (p) => p.harness[name],
    `harness run ${name.replace('_', ' ')}`,
  ]),
  ['freshness.researched', (p) => p.freshness.researched, 'freshness researched'],
  ['freshness.researched_by', (p) => p.freshness.researched_by, 'freshness researched by'],
  ['freshness.reviewed', (p) => p.freshness.reviewed, 'freshness reviewed'],
  ['freshness.reviewed_by', (p) => p.freshness.reviewed_by, 'freshness reviewed by'],
];

/** A field value up to this long is one passage; longer ones are split into sentences. */
const WHOLE_FIELD_CHARS = 320;

const processTerm = (term: string): string | null => (STOP_WORDS.has(term) ? null : term);

/** A built passage index and the query over it. */
export type PassageIndex = {
  /** `prefer`: records the question names, whose passages rank higher when `ids` is not given. */
  passages(
    question: string,
    options?: { ids?: readonly string[]; limit?: number; prefer?: readonly string[] },
  ): PassageHit[];
};

/** Builds the passage index of records (in catalog order). */
export function buildPassageIndex(records: readonly BenchRecord[]): PassageIndex {
  const chunks: Chunk[] = [];
  // Chunks of one record are contiguous, so restricting to ids is a range check per hit.
  const ranges = new Map<string, [number, number]>();
  records.forEach((record, index) => {
    const first = chunks.length;
    for (const [where, read, label] of FIELD_LABELS) {
      const text = read(record.page).trim();
      if (text !== '') chunks.push({ record: index, where, label, text, field: true });
    }
    for (const section of record.sections) {
      if (section.text.trim() === '') continue;
      const where = section.heading || 'body';
      chunks.push({ record: index, where, label: section.heading, text: section.text, field: false });
    }
    ranges.set(record.id, [first, chunks.length]);
  });

  const newIndex = () =>
    new MiniSearch<number>({
      fields: ['label', 'text'],
      extractField: (n, field) => {
        if (field === 'id') return n;
        const chunk = chunks[n];
        return field === 'label' ? chunk?.label : chunk?.text;
      },
      tokenize: (text, field) => (field === 'text' ? distinctTerms(text, STOP_WORDS) : tokenize(text)),
      processTerm,
    });
  const index = newIndex();
  index.addAll(chunks.map((_chunk, n) => n));
  /**
   * The chunks of a few records in an index of their own. Filtering the whole index would still
   * score every chunk in the catalog that says "licence"; a record has a few dozen chunks, which
   * index in well under a millisecond.
   */
  const indexOf = (wanted: readonly [number, number][]) => {
    const small = newIndex();
    for (const [from, to] of wanted) for (let n = from; n < to; n++) small.add(n);
    return small;
  };

  return {
    passages(question, options = {}) {
      const limit = options.limit ?? 5;
      const within = (wanted: [number, number][], n: number) =>
        wanted.some(([from, to]) => n >= from && n < to);
      const rangesOf = (ids: readonly string[]) =>
        ids.map((id) => ranges.get(id)).filter((range) => range !== undefined);
      let searched = index;
      let boostDocument: ((n: unknown) => number) | undefined;
      if (options.ids) {
        const wanted = rangesOf(options.ids);
        if (wanted.length === 0) return [];
        searched = indexOf(wanted);
      } else if (options.prefer && options.prefer.length > 0) {
        const preferred = rangesOf(options.prefer);
        boostDocument = (n) => (within(preferred, n as number) ? 4 : 1);
      }
      const results = searched.search(question, {
        boost: { label: 1.5, text: 1 },
        prefix: (term) => term.length >= 4 && !hasCjk(term),
        fuzzy: (term) => (term.length >= 6 && !hasCjk(term) ? 1 : false),
        weights: { prefix: 0.5, fuzzy: 0.4 },
        ...(boostDocument ? { boostDocument } : {}),
      });
      const hits: PassageHit[] = [];
      for (const result of results.slice(0, limit * 3)) {
        const chunk = chunks[result.id as number];
        const record = chunk && records[chunk.record];
        if (chunk && record) narrow(chunk, record.id, result, hits);
      }
      hits.sort((a, b) => b.score - a.score);
      const seen = new Set<string>();
      return hits
        .filter((hit) => !seen.has(hit.id + hit.text) && seen.add(hit.id + hit.text))
        .slice(0, limit);
    },
  };
}

/**
 * The best sentences of a matching chunk. A sentence scores by the share of the chunk's matched
 * terms it holds; a chunk matched only through its label (a licence field whose value is "MIT")
 * gives its opening sentence, or the whole field when it is short.
 */
function narrow(chunk: Chunk, id: string, result: SearchResult, hits: PassageHit[]): void {
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
