/**
 * "ifeval prompt level vs instruction level acc, whats the diff": two of one record's own terms
 * set against each other and asked apart. The answer is the record's sentence that names both
 * (IFEval's "at the prompt level (every instruction … must pass) and at the instruction level
 * (each instruction scored on its own)"); where none does, a sentence for each.
 */
import type { BenchRecord } from '../catalog/record.js';
import { emptyReply, type Reply } from '../reply.js';
import { escapeRegExp } from '../search/normalize.js';
import { STOP_WORDS } from '../search/words.js';
import { CHANGE_ASKED, DIFFERENCE_ASKED, NAME_MARK, type Question } from './question.js';
import { quoteSections } from './quotes.js';
import { quotesMatching, type Quote } from './relations.js';

/** The word that sets two terms against each other. */
const AGAINST = /\s+(?:vs\.?|versus|and|和|与|跟|对比)\s+/u;

/** Words of a term at most: "pass rate 1", "prompt level". */
const MAX_TERM_WORDS = 3;

/** A term written as the records write it: its words joined by a space, a hyphen or an underscore. */
function spelling(term: string): RegExp {
  return new RegExp(
    `(?<![\\p{L}\\p{N}])${term.split(' ').map(escapeRegExp).join('[\\s_-]*')}(?![\\p{L}\\p{N}])`,
    'iu',
  );
}

/** A term followed by what it is: "pass rate 1 is the …", "the prompt level (every …)", "pass rate 2, the …". */
function defining(term: RegExp): RegExp {
  return new RegExp(`${term.source}\\s*(?:\\(|:|,|—|--|=|\\b(?:is|means|counts|requires|scores)\\b)`, 'iu');
}

/** Whether words can name a term: one of them a word of its own or a version, not "the" nor a lone number. */
function termLike(words: readonly string[]): boolean {
  // A version of the record's own ("bfcl v3 vs v4") is a term too, and so is a code of letters
  // and a number ("mc1 vs mc2").
  return words.some(
    (word) =>
      (/\p{L}{3,}/u.test(word) && !STOP_WORDS.has(word)) ||
      /^v\d+(?:\.\d+)?$/.test(word) ||
      /^\p{L}{2,}\d+$/u.test(word),
  );
}

/**
 * The longest run of words at the edge of `words` (its end, or its start) that the record writes
 * as one term.
 */
function termAtEdge(record: BenchRecord, words: readonly string[], end: boolean): string | undefined {
  for (let count = Math.min(MAX_TERM_WORDS, words.length); count >= 1; count--) {
    const run = end ? words.slice(-count) : words.slice(0, count);
    if (!termLike(run)) continue;
    const term = run.join(' ');
    if (quotesMatching(record, spelling(term)).length > 0) return term;
  }
  return undefined;
}

/** Two terms of a record set apart, with the sentences that say what they are. */
export type TermsApart = {
  record: BenchRecord;
  terms: [string, string];
  /** One sentence that says what both are, or one for each. */
  told: Quote[];
  others: Quote[];
};

/** The two terms of the record a question sets against each other, in the order asked. */
function termsAsked(question: Question, record: BenchRecord): [string, string] | undefined {
  if (!DIFFERENCE_ASKED.test(question.masked) || CHANGE_ASKED.test(question.masked)) return undefined;
  const clause = question.masked.split(/[?？;；]/).find((one) => AGAINST.test(one)) ?? '';
  const at = AGAINST.exec(clause);
  // Two terms, not a list of them ("strict and loose, prompt level and inst level").
  if (!at || clause.split(AGAINST).length > 2) return undefined;
  const words = (text: string) =>
    text
      .replace(/[,，:：!！()（）]/g, ' ')
      .split(/\s+/)
      .filter((word) => word !== '' && !word.includes(NAME_MARK));
  const before = words(clause.slice(0, at.index).split(NAME_MARK).at(-1) ?? '');
  const after = words(clause.slice(at.index + at[0].length).split(NAME_MARK)[0] ?? '');
  const first = termAtEdge(record, before, true);
  const second = termAtEdge(record, after, false);
  return first && second && first !== second ? [first, second] : undefined;
}

/**
 * The terms a question sets apart and what the record says they are: the sentence that says what
 * both are ("Pass rate 1 is the first-attempt success rate; pass rate 2, the headline number, …"),
 * else one that says what each is. Undefined where the record says neither: a sentence that only
 * names both ("both WB-Score and WB-Reward depend on the judge") tells them no more apart.
 */
export function termsSetApart(question: Question, record: BenchRecord): TermsApart | undefined {
  const terms = termsAsked(question, record);
  if (!terms) return undefined;
  const [one, other] = terms.map(spelling) as [RegExp, RegExp];
  const both = quotesMatching(record, one).filter((quote) => other.test(quote.text));
  const defines = (quote: Quote, term: RegExp) => defining(term).test(quote.text);
  // Of two alike, the longer: a field's bare list of names is the shortest.
  const [told] = both
    .filter((quote) => defines(quote, one) && defines(quote, other))
    .sort((a, b) => b.text.length - a.text.length);
  if (told) return { record, terms, told: [told], others: both.filter((quote) => quote !== told) };
  const each = [one, other].map((term) => quotesMatching(record, term).find((quote) => defines(quote, term)));
  const [first, second] = each;
  return first && second && first !== second
    ? { record, terms, told: [first, second], others: both }
    : undefined;
}

export function termsApart({ record, terms: [first, second], told, others }: TermsApart): Reply {
  const reply = emptyReply('answer', `${record.page.name} (${record.id})`);
  reply.recordId = record.id;
  const [one, other] = told;
  reply.summary =
    one && other
      ? `The record of ${record.id} says what each is. Of ${first} (${one.cite.where}): “${one.text}” Of ${second} (${other.cite.where}): “${other.text}”`
      : `The record of ${record.id} sets ${first} and ${second} apart (${one?.cite.where}): “${one?.text}”`;
  reply.sections = quoteSections(others, { lead: reply.summary }, 2);
  return reply;
}
