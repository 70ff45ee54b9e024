/**
 * What a query sends to full-text search. MiniSearch looks up every term of a query, repeats
 * included, and merges every term's results: "1;" written 500 times was 500 look-ups of "1" over
 * every record that holds it, 250-350 ms of one thread at 1,200 records. A question's repeated
 * words are one word, stop words are none, and past MAX_QUERY_TERMS words no question of a team's
 * says more, so the worst query costs about what a normal one does.
 */
import { tokenize } from './tokenize.js';
import { STOP_WORDS } from './words.js';

/**
 * Distinct terms a full-text query may look up. The longest questions of test/questions have
 * about 30 words, a third of them stop words.
 */
export const MAX_QUERY_TERMS = 24;

/**
 * Distinct words of one question looked up as names (each a walk of the name table within two
 * edits, and a full-text query when it is none): past this many, the rest are not. A question of
 * test/questions has at most 40 words of four letters or more.
 */
export const MAX_NAME_LOOKUPS = 48;

/**
 * The terms of a query: tokenized, stop words dropped, each term once (at its last place, so the
 * word still being typed stays last, where prefix matching looks for it), at most MAX_QUERY_TERMS
 * of them: the first ones and the last.
 *
 * @example queryTerms('1; 1; 1; kcle') // ['1', 'kcle']
 */
export function queryTerms(text: string): string[] {
  const last = new Map<string, number>();
  const tokens = tokenize(text);
  tokens.forEach((term, at) => {
    if (!STOP_WORDS.has(term)) last.set(term, at);
  });
  const terms = [...last].sort((a, b) => a[1] - b[1]).map(([term]) => term);
  if (terms.length <= MAX_QUERY_TERMS) return terms;
  return [...terms.slice(0, MAX_QUERY_TERMS - 1), terms[terms.length - 1] as string];
}
