/**
 * "Every paper scored 0%, is our agent just that bad?": a score of nothing is as often the set-up
 * as the model. Where a record says what gives a zero ("a dummy judge that scores 0 unless
 * `judge_type=simple` is set"), that sentence is the answer, before any reading of the number.
 */
import type { BenchRecord } from '../catalog/record.js';
import { emptyReply, type Reply } from '../reply.js';
import type { Question } from './question.js';
import { quoteSections } from './quotes.js';
import { quotesMatching, type Quote } from './relations.js';

/** A result of nothing given in the question: "scored 0%", "all zeros", "全是 0 分". */
const ZERO_GIVEN =
  /\ball zeros?\b|\b(?:got|get|scored?|scoring|at|is|are|was|were)\s+(?:a\s+)?(?:flat\s+)?zero\b|全(?:是|为|都是)\s*0|(?:^|[^\d.])0\s*分/;

/** A sentence that says what makes a score zero: "scores 0 unless …", "all zeros", "zeroed". */
const ZERO_CAUSE =
  /\b(?:scores?|scored|scoring|grades?|returns?|counts? as)\s+(?:everything\s+|every\s+\w+\s+|all\s+)?(?:0|zero)\b(?![./,]\d|[- ]shot)|\ball zeros?\b|\bzero(?:e[sd])\b/i;

/** What a cause of zero that is a setting says: a default, a flag to set. */
const SETTING = /\bdefaults?\b|\bunless\b|\bmust (?:be )?set\b|\bdummy\b|\bflag\b|`[\w.-]+=\w+`/i;

/** Words that doubt a result: "is our agent just that bad?", "is that normal?", "正常吗". */
const DOUBT =
  /\b(?:bad|broken|bug\w*|wrong|normal|expected|why|really|legit|real|suspicious|weird|possible)\b|为什么|正常|不对|问题|怎么回事/;

/** Whether a question gives a score of zero and doubts it. */
export function doubtsZero(question: Question): boolean {
  return (
    (question.numbers.includes(0) || ZERO_GIVEN.test(question.text.toLowerCase())) &&
    DOUBT.test(question.masked)
  );
}

/** The record's sentences that say what gives a zero, a setting's first. */
export function zeroCauses(record: BenchRecord): Quote[] {
  const causes = quotesMatching(record, ZERO_CAUSE);
  return [
    ...causes.filter((quote) => SETTING.test(quote.text)),
    ...causes.filter((quote) => !SETTING.test(quote.text)),
  ];
}

export function zeroAnswer(record: BenchRecord): Reply {
  const [first, ...more] = zeroCauses(record);
  const reply = emptyReply('answer', `What gives a score of 0 on ${record.page.name} (${record.id})`);
  reply.recordId = record.id;
  if (!first) return reply;
  reply.summary = `A 0 on ${record.id} need not be the model: its record says what gives a zero (${first.cite.where}): “${first.text}”`;
  reply.sections.push(...quoteSections(more, { lead: reply.summary }));
  return reply;
}
