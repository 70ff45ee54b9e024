/**
 * "Do reasoning-tuned models do better or worse on AbstentionBench?", "does CoT help?": a finding
 * the record states about a kind of model or setting, read as better or worse by the way the very
 * thing it moves is scored.
 */
import type { BenchRecord } from '../catalog/record.js';
import { escapeRegExp, normalizeName } from '../search/normalize.js';
import { englishFor } from './chinese-words.js';
import type { Question } from './question.js';
import { termsOf } from './quotes.js';
import { quotesMatching, type Quote } from './relations.js';

/** Asked which way a kind of model or a setting moves the score. */
export const FINDING_ASKED =
  /\bbetter or worse\b|\bworse or better\b|\b(?:does|do|did|will|would)\b[^?]{0,60}\b(?:help|hurt)s?\b|更好还是更差|更差还是更好|更好还是更坏|变好还是变差|(?:有|有没有)帮助|会不会(?:更差|变差|更好)/;

/** Verbs that move something down, or up. */
const DOWN = /\b(?:reduc|lower|drop|decreas|hurt|degrad|declin|worsen|fall|fell|cut)\w*/i;
const UP = /\b(?:improv|rais|increas|boost|help|gain|lift)\w*/i;
/** "makes this worse", "makes models better": the way said outright. */
const MAKES = /\bmak(?:es|ing|e)\s+(?:\w+\s+){0,2}?(worse|better)\b/i;
/** Words that name a score in general: what a finding moves when it moves "performance". */
const SCORE_WORDS = /^(?:score|scores|accuracy|performance|results?|rate)$/;
/** Words of the asking, not of the kind of model asked about. */
const ASKED_WORDS =
  /^(?:better|worse|help|helps|hurt|hurts|models?|model|llms?|do|does|did|perform|performance|score|scores|tuned|更好|更差)$/;

export type Finding = { verdict: 'Better' | 'Worse'; quote: Quote; figure?: Quote };

/**
 * The record's sentence on the kind asked ("reasoning-focused fine-tuning measurably reduces
 * abstention") that moves what the record scores (its metric's or its own name's word), and which
 * way that is, by the metric's direction. None where no sentence says both.
 */
export function findingOf(question: Question, record: BenchRecord): Finding | undefined {
  // Not only rare words: "reasoning" is a category of many records, and still the kind asked.
  const kind = [...termsOf(`${question.masked} ${englishFor(question.masked)}`)].filter(
    (term) => /^[a-z][a-z-]{2,}$/.test(term) && !ASKED_WORDS.test(term),
  );
  if (kind.length === 0) return undefined;
  const kinds = kind.map((term) => new RegExp(`\\b${escapeRegExp(stem(term))}`, 'i'));
  const scored = new Set(
    `${record.page.metric.name} ${record.page.name} ${record.id}`
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((word) => word.length >= 4)
      .map(stem),
  );
  const better = record.page.metric.direction === 'higher_is_better' ? 'higher' : 'lower';
  const onKind = quotesMatching(
    record,
    new RegExp(`${DOWN.source}|${UP.source}|${MAKES.source}`, 'i'),
  ).filter((quote) => kinds.some((term) => term.test(quote.text)));
  // "An average 24% drop in abstention rate": how much, where another sentence says it.
  const sized = (found: Finding): Finding => {
    const figure = onKind.find(
      (quote) => quote.text !== found.quote.text && /\d%|\d+ (?:points|pp)\b/.test(quote.text),
    );
    return figure ? { ...found, figure } : found;
  };
  for (const quote of onKind) {
    const text = quote.text.toLowerCase();
    const outright = MAKES.exec(text)?.[1];
    if (outright) return sized({ verdict: outright === 'worse' ? 'Worse' : 'Better', quote });
    const moved = DOWN.exec(text) ?? UP.exec(text);
    if (!moved) continue;
    // What it moves: the few words after the verb ("reduces abstention", "a drop in abstention rate").
    const object = text
      .slice(moved.index + moved[0].length)
      .split(/[^a-z]+/)
      .filter((word) => word !== '' && !/^(?:in|of|the|a|an|its|their|on)$/.test(word))
      .slice(0, 2);
    if (!object.some((word) => scored.has(stem(word)) || SCORE_WORDS.test(word))) continue;
    const way = DOWN.test(moved[0]) ? 'lower' : 'higher';
    return sized({ verdict: way === better ? 'Better' : 'Worse', quote });
  }
  return undefined;
}

/** A word less its common endings, to match "abstain" with "abstention" no further than needed. */
function stem(word: string): string {
  return normalizeName(word)
    .replace(/(?:tion|ions|ing|ed|es|s)$/, '')
    .slice(0, 6);
}
