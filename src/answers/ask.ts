/**
 * `ask`: a plain-language question, answered from the records only. It reads the question once
 * (the benchmarks it names, its numbers, its words with the names masked; see question.ts), finds
 * the first intent of the table in intent.ts that fits, and gives that intent's answer: the direct
 * answer first, then at most three quotations, each cited by record id and section or field.
 * What the catalog does not establish, it says so.
 */
import type { CommandContext } from '../context.js';
import { emptyReply, type Reply } from '../reply.js';
import { asksInChinese, inChinese } from './chinese.js';
import { answersPart, classify } from './intent.js';
import { mergeParts, partKey, questionParts } from './parts.js';
import { readQuestion, readsAsBenchmark, type Question } from './question.js';

/** Questions longer than this are cut: no real question is, and it bounds the work per request. */
const MAX_QUESTION_LENGTH = 1000;

/**
 * @example ask(context, 'is kcle GPQA Diamond?') // No: kcle's record says it is not gpqa_diamond
 */
export function ask(context: CommandContext, question: string): Reply {
  const text = question.replace(/\s+/g, ' ').trim().slice(0, MAX_QUESTION_LENGTH);
  if (text === '') {
    const reply = emptyReply('usage', 'Ask a question about a benchmark');
    reply.summary =
      'For example: "is kcle GPQA Diamond?", "how is nq_cn scored?", "how do I run gsm8k in lm-eval?"';
    return reply;
  }
  const read = readQuestion(context, text);
  const main = classify(read);
  const reply = mergeParts(main.answer(context, read), otherParts(context, read, main.kind));
  // "Is CRUXEval harder than HumanEval?": the answer about HumanEval says what it cannot cover.
  // Said first: "The catalog has no record named CRUXEval" before anything about HumanEval.
  if (read.named.length > 0) {
    const missing = read.unknownNames.filter((unknown) => readsAsBenchmark(unknown.name));
    if (missing.length > 0) {
      const said = missing.map(({ name }) => `The catalog has no record named ${name}.`).join(' ');
      reply.summary = [said, reply.summary].filter(Boolean).join(' ');
    }
  }
  return asksInChinese(read.masked) ? inChinese(reply) : reply;
}

/** At most this many more parts of one question are answered after its main one. */
const MAX_OTHER_PARTS = 2;

/** The answers to the parts of a question that its main answer does not give, in the order asked. */
function otherParts(context: CommandContext, read: Question, mainKind: string): Reply[] {
  if (read.records.length === 0) return [];
  const seen = new Set([partKey(mainKind, read)]);
  const answers: Reply[] = [];
  for (const part of questionParts(read)) {
    const row = classify(part);
    const key = partKey(row.kind, part);
    if (!answersPart(row) || seen.has(key) || answers.length === MAX_OTHER_PARTS) continue;
    seen.add(key);
    answers.push(row.answer(context, part));
  }
  return answers;
}

/**
 * What `ask` makes of a question: the intent it answers and the benchmarks it names (a linked name
 * without a record as `~id`, a name several records share as `a|b`).
 */
export function understand(context: CommandContext, question: string): { intent: string; ids: string[] } {
  const read = readQuestion(context, question.replace(/\s+/g, ' ').trim());
  return {
    intent: classify(read).kind,
    ids: read.named.map((one) =>
      one.kind === 'linked'
        ? `~${one.id}`
        : one.kind === 'record'
          ? one.record.id
          : one.records.map((r) => r.id).join('|'),
    ),
  };
}
