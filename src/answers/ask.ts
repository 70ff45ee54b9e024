/**
 * `ask`: a plain-language question, answered from the records only. It reads the question once
 * (the benchmarks it names, its numbers, its words with the names masked; see question.ts), finds
 * the first intent of the table in intent.ts that fits, and gives that intent's answer: the direct
 * answer first, then at most three quotations, each cited by record id and section or field.
 * What the catalog does not establish, it says so.
 */
import type { CommandContext } from '../context.js';
import { emptyReply, type Reply } from '../reply.js';
import { findModel, modelTableOf } from '../search/models.js';
import { classify } from './intent.js';
import { readQuestion, readsAsBenchmark } from './question.js';

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
  const reply = classify(read, context).answer(context, read);
  // "Is CRUXEval harder than HumanEval?": the answer about HumanEval says what it cannot cover.
  if (read.named.length > 0) {
    const models = modelTableOf(context.catalog);
    const unknown = read.unknownNames.filter(
      ({ name }) => readsAsBenchmark(name) && findModel(models, name).names.length === 0,
    );
    for (const { name } of unknown) reply.warnings.push(`The catalog has no record named ${name}.`);
  }
  return reply;
}

/**
 * What `ask` makes of a question: the intent it answers and the benchmarks it names (a linked name
 * without a record as `~id`, a name several records share as `a|b`).
 */
export function understand(context: CommandContext, question: string): { intent: string; ids: string[] } {
  const read = readQuestion(context, question.replace(/\s+/g, ' ').trim());
  return {
    intent: classify(read, context).kind,
    ids: read.named.map((one) =>
      one.kind === 'linked'
        ? `~${one.id}`
        : one.kind === 'record'
          ? one.record.id
          : one.records.map((r) => r.id).join('|'),
    ),
  };
}
