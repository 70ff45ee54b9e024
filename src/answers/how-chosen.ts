/**
 * "tinybenchmarks, is that just 100 random items from mmlu?": how a record's items were chosen,
 * in its own words ("The authors pick about 100 items per parent with item-response models"), and
 * whether that is at random where the question asks so.
 */
import type { BenchRecord } from '../catalog/record.js';
import { emptyReply, type Reply } from '../reply.js';
import { recordSuggestion } from './lookup.js';
import type { Question } from './question.js';
import { quotesMatching, type Quote } from './relations.js';

/** Items asked after as picked at random: "100 random items", "randomly sampled", "随机抽的". */
const RANDOM_ASKED =
  /\brandom(?:ly)?\s+(?:\w+\s+)?(?:items?|questions?|problems?|examples?|samples?|subsets?|sample|prompts?|tasks?)\b|\b(?:sampled|picked|chosen|selected|drawn)\s+(?:at\s+)?random(?:ly)?\b|\brandom(?:ly)?\s+(?:sampled|picked|chosen|selected|drawn)\b|随机(?:抽|选|挑|采样)/;

/** How the items were chosen, asked outright: "how were the questions selected?", "怎么选的题". */
const HOW_ASKED =
  /\bhow (?:were|are|did they|do they|was)\s+(?:the\s+)?(?:\w+\s+)?(?:chosen|selected|picked|sampled)\b|\bhow (?:did|do) (?:they|the authors) (?:choose|select|pick|sample)\b|(?:怎么|如何)(?:选|挑|抽)(?:的|出)?(?:题|样本|数据)?/;

/** A question of how the items were chosen. */
export const CHOSEN_ASKED = new RegExp(`${RANDOM_ASKED.source}|${HOW_ASKED.source}`);

/** A record's sentence on how its items were chosen: "pick about 100 items per parent with …". */
const CHOSEN_SAID =
  /\b(?:pick(?:s|ed)?|select(?:s|ed)?|cho(?:se|sen)|sampl(?:e|es|ed))\b[^.;]{0,60}\b(?:items?|questions?|problems?|examples?|prompts?|instances?)\b|\b(?:items?|questions?|problems?|examples?|prompts?|instances?)\b[^.;]{0,40}\b(?:picked|selected|chosen|sampled)\b|\b[\w-]+-selected\b/i;

/** A way of choosing named in the sentence: "with item-response models", "IRT-selected", "by difficulty". */
const METHOD_NAMED = /\b(?:with|by|using|via|based on|according to)\b|\b[\w-]+-selected\b/i;

/** Where it says the choice was random, or not. */
const SAID_RANDOM = /\brandom(?:ly)?\b/i;
const SAID_NOT_RANDOM = /\bnot\s+(?:at\s+)?random(?:ly)?\b|\brather than (?:at )?random/i;

/**
 * The sentence of a record on how its items were chosen: one that says whether at random, else one
 * that names a way; of those, one with the question's own number ("100 random items") first.
 */
function chosenSentence(record: BenchRecord, numbers: readonly number[]): Quote | undefined {
  const said = quotesMatching(record, CHOSEN_SAID).sort(
    (a, b) => Number(holdsAny(b.text, numbers)) - Number(holdsAny(a.text, numbers)),
  );
  return (
    said.find((quote) => SAID_RANDOM.test(quote.text)) ?? said.find((quote) => METHOD_NAMED.test(quote.text))
  );
}

function holdsAny(text: string, numbers: readonly number[]): boolean {
  return numbers.some((number) => new RegExp(`(?<![\\d.])${number}(?![\\d])`).test(text));
}

/** The answer on how a named record's items were chosen, or undefined where no record says. */
export function howChosen(question: Question): Reply | undefined {
  if (!CHOSEN_ASKED.test(question.masked)) return undefined;
  const found = question.records
    .map((record) => ({ record, quote: chosenSentence(record, question.numbers) }))
    .find((one): one is { record: BenchRecord; quote: Quote } => one.quote !== undefined);
  if (!found) return undefined;
  const { record, quote } = found;
  const said = `(${quote.cite.where}): “${quote.text}”`;
  const verdict = !RANDOM_ASKED.test(question.masked)
    ? `How the items of ${record.id} were chosen, by its record ${said}`
    : SAID_NOT_RANDOM.test(quote.text) || !SAID_RANDOM.test(quote.text)
      ? `Not at random: the record of ${record.id} says how its items were chosen ${said}`
      : `At random, by the record of ${record.id} ${said}`;
  const reply = emptyReply('answer', `${record.page.name} (${record.id})`);
  reply.recordId = record.id;
  reply.summary = verdict;
  reply.suggestions = question.records.map(recordSuggestion);
  return reply;
}
