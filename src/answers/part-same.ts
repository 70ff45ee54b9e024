/**
 * "Is the English part of truthfulqa-multi the same as the original TruthfulQA?": a part of one
 * record set against another, not the two records whole. Where the first record says its part is
 * the other ("The English side is the original TruthfulQA set"), that sentence is the answer, a
 * yes; the two records stay two benchmarks, which is not what was asked.
 */
import type { BenchRecord } from '../catalog/record.js';
import { emptyReply, type Reply } from '../reply.js';
import { escapeRegExp } from '../search/normalize.js';
import { englishFor } from './chinese-words.js';
import { numbersOf, oneLine } from './facts.js';
import type { Question } from './question.js';
import { quotesMatching, writtenNames, type Quote } from './relations.js';

/** Words a part is called by: "the English side", "its Catalan split". */
const PART_WORDS = 'part|side|portion|split|subset|half|section|config';

/** "the english part of §": the part's word, before its record's name. */
const PART_OF_NAME = new RegExp(`\\b([a-z]+)\\s+(?:${PART_WORDS})\\s+of\\s+(?:the\\s+)?§`);

/** "§ 的英文部分": the part's word in Chinese, after its record's name. */
const PART_AFTER_NAME = /§\s*(?:的|里的|中的)?\s*(\p{Script=Han}{1,4}?)(?:部分|子集|那部分)/u;

/** The part a question sets against the other record, in the English a record writes it in. */
function partAsked(masked: string): string | undefined {
  const english = PART_OF_NAME.exec(masked)?.[1];
  if (english) return english;
  const chinese = PART_AFTER_NAME.exec(masked)?.[1];
  const [word] = chinese ? englishFor(chinese).split(' ').filter(Boolean) : [];
  return word;
}

/** The sentence of `record` that says its part is the other record: "The English side is the original TruthfulQA set". */
export function partIsOther(
  question: Question,
  record: BenchRecord,
  other: BenchRecord,
): { part: string; quote: Quote } | undefined {
  const part = partAsked(question.masked);
  if (!part) return undefined;
  const names = writtenNames(other).map(escapeRegExp).join('|');
  if (names === '') return undefined;
  const says = new RegExp(
    `\\b${escapeRegExp(part)}\\s+(?:${PART_WORDS})\\b(?:(?!\\bnot\\b)[^.;])*?\\b(?:is|are)\\s+(?:the\\s+|an?\\s+)?(?:original\\s+|same\\s+|unchanged\\s+)?(?:${names})\\b`,
    'i',
  );
  const [quote] = quotesMatching(record, says);
  return quote ? { part, quote } : undefined;
}

export function partIsOtherAnswer(
  record: BenchRecord,
  other: BenchRecord,
  found: { part: string; quote: Quote },
): Reply {
  const reply = emptyReply('answer', `${record.id}'s ${found.part} part and ${other.id}`);
  reply.recordId = record.id;
  // What the whole is, beside the part: "Professionally translated TruthfulQA in Basque, …".
  const whole = record.page.summary
    ? ` What ${record.id} is, by its summary: “${oneLine(record.page.summary)}”`
    : '';
  // Their metrics and sizes side by side, as any answer on two records gives them.
  reply.facts = [record, other].flatMap((one) => numbersOf(one));
  reply.summary = `Yes: the ${found.part} part of ${record.id} is ${other.id}'s own set, by its record (${found.quote.cite.where}): “${found.quote.text}”${whole}`;
  return reply;
}
