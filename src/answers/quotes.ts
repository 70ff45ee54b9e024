/**
 * Supporting quotes for a chat answer: which of a record's sentences to show under the direct
 * answer, and how. At most three, each cited, none repeating the answer, a fact row or another
 * quote, so that an answer fits one screen of Discord.
 */
import type { Fact, ReplySection } from '../reply.js';
import { americanSpelling, plainWord } from '../search/normalize.js';
import { tokenize } from '../search/tokenize.js';
import { STOP_WORDS } from '../search/words.js';
import { NAME_MARK, type Question } from './question.js';
import type { Quote } from './relations.js';

/** The most quotes an answer shows. */
export const MAX_QUOTES = 3;

const LONG_NUMBER = /^\d{4,}$/;

/**
 * Words a chat question asks with, never what it asks about: "do i need docker?" asks of Docker,
 * "whats the metric on mrcr (the deepmind one)" of the metric.
 */
const ASKING_WORDS = new Set([
  'need',
  'needs',
  'want',
  'wants',
  'got',
  'know',
  'tell',
  'think',
  'whats',
  'one',
]);

/** The words of a question that say what it is about: no stop words, no names, no numbers. */
export function topicTerms(question: Question): Set<string> {
  return termsOf(question.masked);
}

/** The words of a question (its names masked) that say what it is about. */
export function termsOf(masked: string): Set<string> {
  return new Set(
    tokenize(masked).filter(
      // A score is no topic; an id or a year ("2410.17040", "2023") is a very particular one.
      (term) =>
        term !== NAME_MARK &&
        !STOP_WORDS.has(term) &&
        !ASKING_WORDS.has(term) &&
        (!/^\d+(?:\.\d+)?$/.test(term) || LONG_NUMBER.test(term)),
    ),
  );
}

/** The question's terms a sentence holds; a term of five letters or more also matches by its stem. */
export function termsIn(sentence: string, terms: ReadonlySet<string>): string[] {
  const words = tokenize(sentence).map(americanSpelling).map(plainWord);
  return [...terms].filter((asked) => {
    const term = plainWord(americanSpelling(asked));
    const stem = term.length >= 5 ? term.slice(0, -2) : term;
    return words.some((word) => word === term || (stem !== term && word.startsWith(stem)));
  });
}

/**
 * A sentence about the catalog's own bookkeeping, not the benchmark: "Note the id spelling: this
 * repository's existing `aime_2025` page uses an underscore …, recorded in `_census/…`". It answers
 * no question of a benchmark, so it comes after the sentences that may.
 */
export const CATALOG_BOOKKEEPING = /\bid spelling\b|\bdata-entry artefact\b|\b_census\b|\bDATA-QUALITY\b/i;
const BOOKKEEPING_COST = 6;

/**
 * Quotes ordered for a question, picked one at a time: each next pick is the quote that adds the
 * most of the question's words not yet covered (two points a word), plus the weight of the first
 * cue it meets (`cues` strongest first). So three quotes cover the question between them instead
 * of saying one thing three times; ties keep the record's order (fields first, then the body).
 */
export function rankQuotes(
  quotes: readonly Quote[],
  terms: ReadonlySet<string>,
  cues: readonly RegExp[] = [],
): Quote[] {
  const pool = quotes.map((quote) => {
    const cue = cues.findIndex((pattern) => pattern.test(quote.text));
    const weight =
      (cue === -1 ? 0 : cues.length - cue) - (CATALOG_BOOKKEEPING.test(quote.text) ? BOOKKEEPING_COST : 0);
    return { quote, terms: termsIn(quote.text, terms), weight };
  });
  const covered = new Set<string>();
  const ranked: Quote[] = [];
  while (pool.length > 0) {
    let best = 0;
    let bestScore = -1;
    pool.forEach((one, index) => {
      const score = 2 * one.terms.filter((term) => !covered.has(term)).length + one.weight;
      if (score > bestScore) {
        best = index;
        bestScore = score;
      }
    });
    const [picked] = pool.splice(best, 1);
    if (!picked) break;
    for (const term of picked.terms) covered.add(term);
    ranked.push(picked.quote);
  }
  return ranked;
}

/** Share of words two sentences have in common from which one is a near copy of the other. */
const NEAR_COPY = 0.6;

/** Share of a quote's words that a shown text already has, from which it says nothing new. */
const SAID_ALREADY = 0.8;

/** Share of the words of `part` that `whole` has. */
function containment(part: ReadonlySet<string>, whole: ReadonlySet<string>): number {
  let common = 0;
  for (const word of part) if (whole.has(word)) common++;
  return common / (part.size || 1);
}

/** Jaccard similarity of two sets of words. */
function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let common = 0;
  for (const word of a) if (b.has(word)) common++;
  return common / (a.size + b.size - common || 1);
}

/** Lower case letters and digits only: two spellings of one sentence meet. */
function key(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
}

/**
 * The quotes as sections, at most `max`, leaving out any sentence the answer already shows: in
 * its lead, a fact row, or an earlier quote.
 */
export function quoteSections(
  quotes: readonly Quote[],
  shown: { lead?: string; facts?: readonly Fact[] } = {},
  max = MAX_QUOTES,
): ReplySection[] {
  const already = [shown.lead ?? '', ...(shown.facts ?? []).map((fact) => fact.value)];
  const alreadyKeys = already.map(key);
  const alreadyWords = already.map((text) => new Set(tokenize(text)));
  const seen = new Set<string>();
  const quoted: Set<string>[] = [];
  const sections: ReplySection[] = [];
  for (const quote of quotes) {
    const k = key(quote.text);
    if (k === '' || seen.has(k) || alreadyKeys.some((text) => text.includes(k))) continue;
    // The same sentence written twice in a record (a field and its body section) is quoted once,
    // and a sentence a fact row already says in other words is not quoted under it.
    const words = new Set(tokenize(quote.text));
    // Nor is a sentence already quoted inside a longer quote (a summary's first sentence).
    if (
      quoted.some(
        (other) => similarity(words, other) >= NEAR_COPY || containment(words, other) >= SAID_ALREADY,
      )
    )
      continue;
    if (alreadyWords.some((other) => containment(words, other) >= SAID_ALREADY)) continue;
    seen.add(k);
    quoted.push(words);
    sections.push({
      heading: `${quote.cite.id} · ${quote.cite.where}`,
      text: `“${quote.text}”`,
      cite: quote.cite,
    });
    if (sections.length === max) break;
  }
  return sections;
}

/**
 * The evidence of a verdict quoted first, whatever the lead already says in its own words, then
 * the other quotes that say something new; at most `max` in all.
 */
export function evidenceThenQuotes(
  evidence: readonly Quote[],
  quotes: readonly Quote[],
  lead: string,
  max = MAX_QUOTES,
): ReplySection[] {
  const first = quoteSections(evidence, {}, max);
  const shown = first.map((section) => ({ label: '', value: section.text.slice(1, -1) }));
  return [...first, ...quoteSections(quotes, { lead, facts: shown }, max - first.length)];
}
