/**
 * "The paper has CoT at 23.1 in one place and 20.1 in another, which one is right?": two figures
 * the record itself gives are not two runs to rank. Each is said where the record gives it, with
 * the record's word on which to use where it has one.
 */
import type { BenchRecord } from '../catalog/record.js';
import { emptyReply, type Reply } from '../reply.js';
import { gapSetSideBySide, reportedUnderSetting } from './ask-numbers.js';
import { formatNumber } from './facts.js';
import type { Question } from './question.js';
import { quoteSections } from './quotes.js';
import { quotesMatching, versionsOf, type Quote } from './relations.js';
import { escapeRegExp } from '../search/normalize.js';
import { MODEL_NAME } from '../search/models.js';

/** "Which one is right?", "which is correct", "哪个是对的": a choice between figures, not runs. */
const WHICH_RIGHT =
  /\bwhich(?: one| number| figure| value)?(?: of them)? is (?:right|correct|canonical|official|true|accurate|the real one)\b|\bwhich (?:one|number|figure) (?:should|do) (?:i|we) (?:use|trust|cite|quote)\b|\bwhy (?:the|two|are there two) (?:different|numbers)\b|\b(?:discrepancy|inconsisten\w*|mismatch)\b|\b(?:in )?one (?:place|source|paper|site|page|table)\b[^?]*\b(?:another|elsewhere)\b|一个地方[^？?]*另一个|有的地方[^？?]*有的|哪个(?:是)?(?:对|正确|准确|为准|可信)|以哪个为准|为什么(?:有)?两个(?:不同的)?(?:数|分)/;

/** A sentence on which of several figures stands: "This page does not pick one pair as canonical." */
const WHICH_STANDS =
  /\bcanonical\b|\bwhich (?:one|figure|number|pair) to (?:use|trust|cite)\b|\b(?:figures|numbers|scores|values) (?:disagree|conflict|differ)\b/i;

function written(number: number): RegExp {
  // "80" is not "80x", nor "8" a part of "8.5".
  return new RegExp(`(?<![\\d.])${escapeRegExp(formatNumber(number))}(?![\\d\\p{L}]|\\.\\d)`, 'u');
}

/**
 * The record and its kin by lineage, either way (hle's variant hle_tools; the family a member
 * names): where a figure seen "in another place" may be of a kin benchmark, not of the one named.
 */
function withKin(record: BenchRecord, records: ReadonlyMap<string, BenchRecord>): BenchRecord[] {
  const { family, predecessor, successors, variants } = record.page.lineage;
  const named = [family, predecessor, ...successors, ...variants].flatMap((id) => {
    const other = records.get(id);
    return other && other !== record ? [other] : [];
  });
  return [...new Set([record, ...named, ...versionsOf(record, records)])];
}

/** The first of the records that gives a figure, the one asked of before its kin. */
function giverOf(records: readonly BenchRecord[], number: number): BenchRecord | undefined {
  return records.find((one) => quotesMatching(one, written(number)).length > 0);
}

/**
 * Whether a question asks which of two or more figures is the right one, where its record or the
 * record's kin gives each of them.
 */
export function asksWhichFigure(
  question: Question,
  record: BenchRecord,
  records: ReadonlyMap<string, BenchRecord>,
): boolean {
  const kin = withKin(record, records);
  return (
    question.numbers.length >= 2 &&
    WHICH_RIGHT.test(question.masked) &&
    question.numbers.every((number) => giverOf(kin, number) !== undefined) &&
    // "74.4 (pass@1) and 83.3 (consensus)": figures of two settings are told apart by them.
    (reportedUnderSetting(record, question.numbers)?.numbers.length ?? 0) < question.numbers.length
  );
}

export function whichFigure(
  question: Question,
  record: BenchRecord,
  records: ReadonlyMap<string, BenchRecord>,
): Reply {
  const numbers = [...new Set(question.numbers)];
  const shown = numbers.map(formatNumber).join(' and ');
  const kin = withKin(record, records);
  const givers = numbers.map((number) => giverOf(kin, number) ?? record);
  if (givers.some((giver) => giver !== record)) return figuresOfKin(numbers, givers, record);
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

/**
 * "45.8 on HLE in one place and 37.5 in another": figures of two kin benchmarks (HLE with tools and
 * without), each said with the sentence of the record that gives it.
 */
function figuresOfKin(numbers: readonly number[], givers: readonly BenchRecord[], asked: BenchRecord): Reply {
  const reply = emptyReply('answer', `${numbers.map(formatNumber).join(' and ')}: figures of kin benchmarks`);
  reply.recordId = asked.id;
  const each = numbers.flatMap((number, at) => {
    const giver = givers[at] ?? asked;
    const [quote] = quotesMatching(giver, written(number));
    return quote
      ? [
          `${formatNumber(number)} is in the record of ${giver.id}, ${giver.page.name} (${quote.cite.where}): “${quote.text}”`,
        ]
      : [];
  });
  const ids = [...new Set(givers.map((giver) => giver.id))];
  reply.summary = `Figures of ${ids.length === 2 ? 'two' : ids.length} kin benchmarks (${ids.join(', ')}), not two runs of one to rank. ${each.join(' ')}`;
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

/**
 * "o1-mini 在 HumanEval 和 HumanEval Pro 上差多少", "how big is o1-mini's drop from humaneval to
 * humaneval pro": a gap asked of a model the question names, with no figures of its own, which a
 * sentence of its records gives side by side.
 */
const MODEL_GAP_ASKED =
  /\b(?:gap|drops?|delta|difference|diff|decline|falls?|fell)\b|\b(?:by )?how much (?:lower|higher|worse|better|more|less)\b|\bhow far apart\b|差多少|差距|差了多少|掉了多少|降了多少|下降了?多少|高多少|低多少|相差/;

/** The stretch of a sentence after a model's name, up to the next model's: "o1-mini at 96.2% … versus 76.2% …". */
function afterModel(text: string, model: string): string | undefined {
  const at = new RegExp(`(?<![\\w-])${escapeRegExp(model)}(?![\\w-])`, 'i').exec(text);
  if (!at) return undefined;
  const rest = text.slice(at.index + at[0].length);
  const next = new RegExp(MODEL_NAME.source, 'i').exec(rest);
  return next ? rest.slice(0, next.index) : rest;
}

/** The model a question names and a sentence of its records that gives two figures of that model. */
export function modelGapGiven(question: Question): { quote: Quote; figures: [number, number] } | undefined {
  if (question.numbers.length > 0 || !MODEL_GAP_ASKED.test(question.masked)) return undefined;
  // One model's gap: "o1 vs gpt-4o, whats the gap" sets two models against each other.
  const models = [...question.text.matchAll(new RegExp(MODEL_NAME.source, 'gi'))];
  const model = models.length === 1 ? models[0]?.[0]?.replace(/['’]s$/i, '') : undefined;
  if (!model) return undefined;
  // "… public vs the commercial subset, how big is the drop": the two sides asked, which the
  // sentence must write both of; its figures are otherwise of other sides (Verified and Pro).
  // Read in the whole question: a part of it ("how big is the drop") may not write them.
  const sides = (
    /([a-z][\w-]{2,})\s+(?:vs\.?|versus|compared (?:to|with))\s+(?:the\s+)?([a-z][\w-]{2,})/.exec(
      question.text.toLowerCase(),
    ) ?? []
  ).slice(1);
  // A side that is a word of the record's own name ("multilingual" of SWE-bench Multilingual) is
  // the record the sentence is in.
  const writesSides = (text: string, record: BenchRecord) =>
    sides.every((side) =>
      new RegExp(`\\b${escapeRegExp(side)}`, 'i').test(
        `${text} ${record.page.name} ${record.id.replace(/_/g, ' ')}`,
      ),
    );
  for (const record of question.records) {
    for (const quote of quotesMatching(record, new RegExp(escapeRegExp(model), 'i'))) {
      if (!writesSides(quote.text, record)) continue;
      // "GPT-4o 73.4% (same 73.4% on public val), versus 88.0%": a figure written twice is one.
      const figures = [
        ...new Set(
          [...(afterModel(quote.text, model) ?? '').matchAll(/(\d+(?:\.\d+)?)\s?%/g)].map(([, figure]) =>
            Number(figure),
          ),
        ),
      ];
      const [one, other] = figures;
      if (figures.length === 2 && one !== undefined && other !== undefined)
        return { quote, figures: [one, other] };
    }
  }
  return undefined;
}

export function modelGap({
  quote,
  figures: [one, other],
}: NonNullable<ReturnType<typeof modelGapGiven>>): Reply {
  const reply = emptyReply('answer', `${quote.cite.id}: a gap of two figures`);
  reply.recordId = quote.cite.id;
  reply.summary = gapSetSideBySide(quote, one, other);
  return reply;
}
