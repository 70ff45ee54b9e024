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
import { mentionOf } from './ask-record.js';
import { answersPart, classify } from './intent.js';
import { MAX_QUOTES, quoteSections } from './quotes.js';
import { mergeParts, partKey, questionParts } from './parts.js';
import { readQuestion, readsAsBenchmark, type Question } from './question.js';

/** Missing names a quote is looked for ("tinyMMLU" on tinybenchmarks' page). */
const MISSING_QUOTED = 3;

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
  const first = main.answer(context, read);
  const parts = otherParts(context, read, main.kind, first);
  // Parts in the order asked: the whole question's answer leads only when it is not one of them.
  const reply =
    answersPart(main) && parts.length > 0
      ? mergeParts(parts[0] as Reply, parts.slice(1))
      : mergeParts(first, parts);
  // "Is CRUXEval harder than HumanEval?": the answer about HumanEval says what it cannot cover.
  // Said first: "The catalog has no record named CRUXEval" before anything about HumanEval.
  if (read.named.length > 0) {
    const missing = read.unknownNames.filter((unknown) => readsAsBenchmark(unknown.name));
    if (missing.length > 0) {
      // Where the catalog does speak of it ("tinyMMLU" on tinybenchmarks' page), that is quoted first.
      // Of the first few only: each is a search and reads the bodies of its hits.
      const mention = missing
        .slice(0, MISSING_QUOTED)
        .map(({ name }) => mentionOf(context, name))
        .find(Boolean);
      const said = missing.map(({ name }) => `The catalog has no record named ${name}`).join('; ');
      const where = mention ? `; the record of ${mention.cite.id} mentions it (quoted first).` : '.';
      reply.summary = [`${said}${where}`, reply.summary].filter(Boolean).join(' ');
      if (mention && !reply.sections.some((section) => section.text.includes(mention.text)))
        reply.sections = [...quoteSections([mention]), ...reply.sections].slice(0, MAX_QUOTES);
    }
  }
  return asksInChinese(read.masked) ? inChinese(reply) : reply;
}

/** At most this many more parts of one question are answered after its main one. */
const MAX_OTHER_PARTS = 2;

/** The answers to the parts of a question that its main answer does not give, in the order asked. */
function otherParts(context: CommandContext, read: Question, mainKind: string, main: Reply): Reply[] {
  // "Any benchmark for X? who made it?": the parts after a topic question are about its first fit.
  const found =
    mainKind === 'topic' && main.recordId ? context.catalog.records.get(main.recordId) : undefined;
  if (found) read = { ...read, records: [found], named: [{ kind: 'record', record: found, text: found.id }] };
  if (read.records.length === 0) return [];
  // When the main answer is itself a part's, every part is answered in order, that one included.
  const mainIsPart = answersPart(classify(read)) && mainKind !== 'topic';
  const seen = new Set(mainIsPart ? [] : [partKey(mainKind, read)]);
  const answers: Reply[] = [];
  for (const part of questionParts(read)) {
    const row = classify(part);
    const key = partKey(row.kind, part);
    if (!answersPart(row) || seen.has(key) || answers.length === MAX_OTHER_PARTS + (mainIsPart ? 1 : 0))
      continue;
    seen.add(key);
    answers.push(row.answer(context, part));
  }
  // The main answer's own part must be among them, or it leads.
  if (mainIsPart && !seen.has(partKey(mainKind, read))) return [];
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
