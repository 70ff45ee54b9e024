/**
 * "The paper has CoT at 23.1 in one place and 20.1 in another, which one is right?": two figures
 * the record itself gives are not two runs to rank. Each is said where the record gives it, with
 * the record's word on which to use where it has one.
 */
import type { BenchRecord } from '../catalog/record.js';
import { emptyReply, type Reply } from '../reply.js';
import { reportedUnderSetting } from './ask-numbers.js';
import { formatNumber } from './facts.js';
import type { Question } from './question.js';
import { quoteSections } from './quotes.js';
import { quotesMatching, type Quote } from './relations.js';
import { escapeRegExp } from '../search/normalize.js';

/** "Which one is right?", "which is correct", "哪个是对的": a choice between figures, not runs. */
const WHICH_RIGHT =
  /\bwhich(?: one| number| figure| value)?(?: of them)? is (?:right|correct|canonical|official|true|accurate|the real one)\b|\bwhich (?:one|number|figure) (?:should|do) (?:i|we) (?:use|trust|cite|quote)\b|\bwhy (?:the|two|are there two) (?:different|numbers)\b|\b(?:discrepancy|inconsisten\w*|mismatch)\b|哪个(?:是)?(?:对|正确|准确|为准|可信)|以哪个为准|为什么(?:有)?两个(?:不同的)?(?:数|分)/;

/** A sentence on which of several figures stands: "This page does not pick one pair as canonical." */
const WHICH_STANDS =
  /\bcanonical\b|\bwhich (?:one|figure|number|pair) to (?:use|trust|cite)\b|\b(?:figures|numbers|scores|values) (?:disagree|conflict|differ)\b/i;

function written(number: number): RegExp {
  // "80" is not "80x", nor "8" a part of "8.5".
  return new RegExp(`(?<![\\d.])${escapeRegExp(formatNumber(number))}(?![\\d\\p{L}]|\\.\\d)`, 'u');
}

/** Whether a question asks which of two or more figures that its record gives is the right one. */
export function asksWhichFigure(question: Question, record: BenchRecord): boolean {
  return (
    question.numbers.length >= 2 &&
    WHICH_RIGHT.test(question.masked) &&
    question.numbers.every((number) => quotesMatching(record, written(number)).length > 0) &&
    // "74.4 (pass@1) and 83.3 (consensus)": figures of two settings are told apart by them.
    (reportedUnderSetting(record, question.numbers)?.numbers.length ?? 0) < question.numbers.length
  );
}

export function whichFigure(question: Question, record: BenchRecord): Reply {
  const numbers = [...new Set(question.numbers)];
  const shown = numbers.map(formatNumber).join(' and ');
  const gives = (quote: Quote, number: number) => written(number).test(quote.text);
  // The sentence that sets the figures side by side first, then the first to give each.
  const giving = numbers.flatMap((number) => quotesMatching(record, written(number)));
  const sentences = [
    giving.find((quote) => numbers.every((number) => gives(quote, number))),
    ...numbers.map((number) => giving.find((quote) => gives(quote, number))),
  ].filter((quote, at, all): quote is Quote => quote !== undefined && all.indexOf(quote) === at);
  const stands = quotesMatching(record, WHICH_STANDS).find(
    (quote) => !numbers.some((number) => gives(quote, number)),
  );
  const [first, ...more] = sentences;
  const reply = emptyReply('answer', `${shown} on ${record.id}`);
  reply.recordId = record.id;
  reply.summary =
    `${numbers.length === 2 ? 'Both' : 'Each of'} ${shown} are in the record of ${record.id}, as figures its sources give, not two runs to rank${first ? ` (${first.cite.where}): “${first.text}”` : '.'}` +
    (stands
      ? ` On which one stands it says (${stands.cite.where}): “${stands.text}”`
      : ' It does not name one of them as the right one.');
  reply.sections = quoteSections(more, { lead: reply.summary }, 2);
  return reply;
}

/** "How many problems from humaneval and how many from mbpp?", "来自 humaneval 的有多少": a count by source. */
const COUNT_FROM =
  /\bhow many\b[^?]*\bfrom\s+(?:the\s+)?§|来自\s*§[^？?]{0,12}(?:多少|几)|§\s*(?:来的|出来的)[^？?]{0,6}(?:多少|几)/;

/** The first record's sentence that counts its items from another record: "161 HumanEval-derived items". */
function countedFrom(record: BenchRecord, source: BenchRecord): Quote | undefined {
  const names = [source.id, source.page.name, ...source.page.aliases]
    .filter((name) => name.length >= 3)
    .map((name) => escapeRegExp(name).replace(/[\s_-]+/g, '[\\s_-]?'));
  const counted = new RegExp(
    `\\b\\d[\\d,]*\\s+(?:[\\w-]+\\s+){0,2}?(?:${names.join('|')})\\b|\\b(?:${names.join('|')})\\W{0,3}(?:\\w+\\W+){0,2}?\\d[\\d,]*\\b`,
    'i',
  );
  return quotesMatching(record, counted).find((quote) => counted.test(quote.text));
}

/** Whether a question asks how many of one record's items come from the others it names. */
export function asksCountFrom(question: Question): boolean {
  const [record, ...sources] = question.records;
  return (
    record !== undefined &&
    sources.length > 0 &&
    COUNT_FROM.test(question.masked) &&
    sources.every((source) => countedFrom(record, source) !== undefined)
  );
}

export function countFrom(question: Question): Reply {
  const [record, ...sources] = question.records as [BenchRecord, ...BenchRecord[]];
  const said = sources
    .map((source) => countedFrom(record, source))
    .filter(
      (quote, at, all): quote is Quote =>
        quote !== undefined && all.findIndex((other) => other?.text === quote.text) === at,
    );
  const reply = emptyReply('answer', `${record.id}: items by source`);
  reply.recordId = record.id;
  reply.summary = `How many of ${record.id}'s items come from ${sources.map((source) => source.id).join(' and ')}, in its record's words: ${said
    .map((quote) => `(${quote.cite.where}) “${quote.text}”`)
    .join(' ')}`;
  return reply;
}
