/**
 * "tau bench reports pass^k, what is that?": a term the question writes, asked what it is, is
 * answered with the record's own sentence that defines it ("pass^k is the fraction of all size-k
 * subsets…"), said in the lead. A term is what the question writes outside the names it links.
 */
import type { BenchRecord } from '../catalog/record.js';
import { escapeRegExp } from '../search/normalize.js';
import { COMMON_WORDS, STOP_WORDS } from '../search/words.js';
import { quotesMatching, sentenceAfter, type Quote } from './relations.js';

/** "whats strict vs loose": what each of two terms is. */
const TWO_TERMS = /\bwhat(?:'s|’s|s| is| are)\s+([\w@^-]+)\s+(?:vs\.?|versus)\s+([\w@^-]+)/;
const TWO_TERMS_ZH = /([\w@^-]+)\s*(?:和|与|跟)\s*([\w@^-]+)\s*(?:有|的)?(?:啥|什么)?(?:区别|差别|不同)/;

/** A question what something is or means. */
const DEFINE_ASKED = new RegExp(
  String.raw`\b(?:what|wtf|wth)(?:'s| is| are| does| do| the (?:hell|heck|fuck) is| even is)\b[^?]{0,24}\b(?:that|this|it|they|those)\b(?:\s+(?:mean|stand for))?|\bwhat does \S+ (?:mean|stand for|measure)\b|\bwhat(?:'s|s)?\s+(?:exactly|really|actually|even)\s+(?:is|are)\b|\b(?:what|explain)\b[^?]{0,40}\b(?:thing|concept|notion)\b|\bwhat(?:'s| is) (?:a |an |the )?\S*[\^@_]\S*|\bmeaning of\b|\bwhat (?:do|does|did) (?:they|you|it|the \w+) mean by\b|是什么|什么意思|啥意思|指什么|${TWO_TERMS.source}|${TWO_TERMS_ZH.source}`,
  'i',
);

/** What a defining sentence writes right after its term: "pass^k is", "acc_norm), which". */
const DEFINES = String.raw`["”]?(?:\s+(?:scoring|accuracy|mode|setting|metric))?\)?,?\s+(?:is (?:the|an?|defined|computed|calculated)|are the|means|measures|counts|denotes|stands for|refers to|allows|tolerates|requires|accepts)\b|\),?\s+which\b|\)?\s*(?:=|—)\s|["”]:\s+(?:the|an?)\s|,\s+an?\s+(?:[\w-]+\s+){0,3}(?:metric|score|measure|statistic)\b`;

/** Whether a question asks what a term of it is. */
export function asksDefinition(masked: string): boolean {
  return DEFINE_ASKED.test(masked);
}

/**
 * The terms a question asks about, outside the names it links: words with a mark inside
 * ("pass^k", "acc_norm", "pass@1"), then the word right after "what is" or "what does".
 */
function termsOf(masked: string): string[] {
  const marked = masked.match(/[\p{L}\p{N}][\p{L}\p{N}.+-]*[\^@_][\p{L}\p{N}^@_.+-]*[\p{L}\p{N}+]/gu) ?? [];
  // "what is effective length in ruler", "what exactly is the effective length thing": the words
  // after it, the longest reading first.
  const namedWords =
    /\b(?:what(?:'s| is| are| does|\s+(?:exactly|really|actually|even)\s+(?:is|are))|explain|mean by)\s+(?:an? |the |this |that )?((?:[\p{L}\p{N}][\p{L}\p{N}.+-]*[\p{L}\p{N}+] ){0,2}[\p{L}\p{N}][\p{L}\p{N}.+-]*[\p{L}\p{N}+])(?![\^@_\p{L}\p{N}])/iu
      .exec(masked)?.[1]
      ?.split(' ') ?? [];
  const named = namedWords.map((_word, at) => namedWords.slice(0, namedWords.length - at).join(' '));
  // "CircularEval 具体是什么意思": the word right before the question of what it means.
  const chinese =
    /([\p{L}\p{N}][\p{L}\p{N}.+-]*[\p{L}\p{N}+])\s*(?:具体|到底|究竟)?(?:是什么意思|是什么|什么意思|啥意思|指什么)/u.exec(
      masked,
    )?.[1];
  // "circulareval wtf is that", "pass^k - what's that?", "… what does it mean": the word right
  // before the question.
  // "effective length - what is that": up to three words before it, the longest reading first.
  const beforeWords =
    /((?:[\p{L}\p{N}][\p{L}\p{N}.+-]*[\p{L}\p{N}+] ){0,2}[\p{L}\p{N}][\p{L}\p{N}.+-]*[\p{L}\p{N}+])\s*[,?:!-]*\s*(?:wtf|wth|what)(?:(?:'s| is| the (?:hell|heck|fuck) is| even is)\s+(?:that|this|it)\b| does (?:that|this|it) mean\b)/iu
      .exec(masked)?.[1]
      ?.split(' ') ?? [];
  const before = beforeWords.map((_word, at) => beforeWords.slice(at).join(' '));
  const plain = [...named, chinese, ...before].filter(
    (word): word is string =>
      word !== undefined &&
      /[a-z]/i.test(word) &&
      !STOP_WORDS.has(word.toLowerCase()) &&
      !COMMON_WORDS.has(word.toLowerCase()),
  );
  // "whats strict vs loose", "strict 和 loose 有啥区别": both terms.
  const pair = (TWO_TERMS.exec(masked) ?? TWO_TERMS_ZH.exec(masked))?.slice(1) ?? [];
  const both = pair.filter(
    (word) =>
      /[a-z]/i.test(word) && !STOP_WORDS.has(word.toLowerCase()) && !COMMON_WORDS.has(word.toLowerCase()),
  );
  return [...new Set([...marked, ...plain, ...both])];
}

/** The record's sentence that defines a term the question asks about, with the term. */
export function definition(masked: string, record: BenchRecord): { term: string; quote: Quote } | undefined {
  if (!asksDefinition(masked)) return undefined;
  // "what is the 'effective length' thing": the term inside its quotation marks.
  for (const term of termsOf(masked.replace(/(^|\s)['"‘“]|['"’”](?=[\s?.,!:;]|$)/g, '$1'))) {
    const defines = definingOf(term);
    // Or, failing a defining verb, a sentence with the term as its subject ("CircularEval repeats …").
    const subject = new RegExp(
      `^(?:the |an? )?${escapeRegExp(term)}(?![\\p{L}\\p{N}_^@])\\s+(?!is not|was|were)[a-z]`,
      'iu',
    );
    // The shortest defining sentence says it most plainly ("Loose" scoring tolerates …).
    // A sentence on its range alone ("p-MRR runs from -100 to 100") says least of what it is.
    const [quote] = [
      ...quotesMatching(record, defines).sort((one, other) => one.text.length - other.text.length),
      ...quotesMatching(record, subject).sort(
        (one, other) => Number(RANGE_ONLY.test(one.text)) - Number(RANGE_ONLY.test(other.text)),
      ),
    ];
    if (!quote) continue;
    // "The paper introduces p-MRR, a pairwise metric. For each document …, it compares …": a
    // definition that names its kind goes on in the sentences after it, which say how it works.
    let text = quote.text;
    let next = quote.text.length < SHORT_DEFINITION ? sentenceAfter(record, quote) : undefined;
    while (next && GOES_ON.test(next) && text.length + next.length <= LONGEST_DEFINITION) {
      text = `${text} ${next}`;
      next = sentenceAfter(record, { ...quote, text: next });
    }
    return { term, quote: { ...quote, text } };
  }
  return undefined;
}

/** A sentence that gives only a range: "runs from -100 to 100", "ranges between 0 and 1". */
const RANGE_ONLY = /\b(?:runs?|ranges?)\s+(?:from|between)\b/i;
/** A defining sentence this short may say only what kind of thing the term is. */
const SHORT_DEFINITION = 80;
/** A next sentence that goes on to say how it works: "For each document …", "It compares …". */
const GOES_ON = /^(?:for each|for every|it|this|each|the score|positive|negative|zero)\b/i;
/** The most a definition runs to, its sentences after it included. */
const LONGEST_DEFINITION = 400;

/** A sentence that says what a term is: the term, then "is the", "means", "), which" … */
function definingOf(term: string): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}_^@])${escapeRegExp(term)}(?:${DEFINES})`, 'iu');
}

/**
 * Whether a text already says what a term is: as a defining sentence does, or with what it is in
 * brackets after it ("… reports MC1 (does the model put …)").
 */
export function definesTerm(text: string, term: string): boolean {
  return (
    definingOf(term).test(text) ||
    new RegExp(`(?<![\\p{L}\\p{N}_^@])${escapeRegExp(term)}\\s+\\(\\w`, 'iu').test(text)
  );
}

/** The lead that says what a term is, written as the user typed it ("ORS") where the question has it. */
export function definitionSaid(found: { term: string; quote: Quote }, typedIn: string, id: string): string {
  const typed = new RegExp(escapeRegExp(found.term), 'i').exec(typedIn)?.[0] ?? found.term;
  return `What ${typed} is, in the record of ${id} (${found.quote.cite.where}): “${found.quote.text}”`;
}
