/**
 * Questions about who scored what, answered from the catalog's ledgers: "what did M get on X?",
 * "who is top on X?", "which models have results on X?", "M's arena rating?", and the rule of
 * "we got 90.5, M reports 90.1, are we ahead?" (answered in compare-results.ts). Every number given is a ledger's or a page's, with its source
 * in the same sentence; a model or benchmark without a result gets "the catalog has no reported
 * result", never a number from elsewhere. Models are found in the question's own text (the
 * benchmark names are question.ts's).
 */
import { isHarnessName } from './harnesses.js';
import type { Catalog } from '../catalog/catalog.js';
import { TOP_IN_TEXT, whoseTop, whoseTopSaid } from './facets.js';
import { ledgerName, type ReportedResult } from '../catalog/census.js';
import { dispositionOf } from '../catalog/disposition.js';
import type { BenchRecord } from '../catalog/record.js';
import type { CommandContext } from '../context.js';
import { emptyReply, type Reply } from '../reply.js';
import { MODEL_NAME, modelName, type ModelMention } from '../search/models.js';
import { escapeRegExp, normalizeName } from '../search/normalize.js';
import { resultDifferences, userScores } from './compare-results.js';
import { COMPARE_ASKED } from './ask-numbers.js';
import { figureInText } from './model-figure.js';
import { formatNumber, oneLine } from './facts.js';
import { RUN_WORDS } from './harnesses.js';
import { sentences } from '../catalog/links.js';
import { NOT_COMPARABLE, quotesMatching, sentencesOf } from './relations.js';
import type { Question } from './question.js';
import {
  comparableGroups,
  dated,
  ledgersOf,
  modelsOf,
  newestFirst,
  noResult,
  pageFigure,
  resultFacts,
  resultLine,
  resultsFor,
  scoreWithUnit,
  sourceKind,
  viaNote,
} from './results.js';

/** Lines of results an answer lists, so that it stays within one screen of Discord. */
const LISTED = 10;
/** Results named past the listed ones, by name and score only. */
const NAMED = 24;

// ---------------------------------------------------------------------------------------------
// What the question asks

/** Asking for a model's number: "what did M get", "M's score", "M's arena rating". */
const RESULT_WORDS =
  /\b(?:get|gets|got|score[ds]?|scoring|results?|ratings?|rated|elo|achiev\w*|reach\w*|reports?|reported|hit|numbers?|perform\w*|how (?:good|well|high)|how did|did on|do(?:es)? on|higher|lower|ahead)\b|得分|多少分|成绩|谁(?:的)?分(?:数)?(?:更)?(?:高|低)|谁(?:更)?(?:高|强)/;

/** Asking how the benchmark scores, not what a model scored: "how is X scored for M?". */
const HOW_SCORED_WORDS =
  /\bhow (?:is|are|was|were)\b[^?]*\bscored\b|\bwhat metric\b|\bhow (?:do|can|should) (?:i|we|you) run\b/;

/** Asking who leads: "who is top on X", "best model on X", "the SOTA". */
const TOP_WORDS =
  /\bwho(?:'s| is| was)? (?:top|first|best|leading|ahead|winning|number one|#1)\b|\bwho (?:leads|tops|wins|holds the (?:top|best|highest))\b|\bwho (?:has|had|got|holds|owns) (?:the )?(?:top|best|highest|leading)\b|\bwho(?:'s| is) (?:the )?(?:current )?leader\b|\b(?:top|best|highest) (?:score|result)s?\b[^?]{0,20}\b(?:rn|now|right now|currently|today|these days)\b|\b(?:current|latest) (?:top|best|highest) (?:score|result)s?\b|\b(?:top|best|leading|strongest) (?:models?|entr(?:y|ies)|spot|scorers?)\b|\bstate of the art\b|\bsota\b|\btop of the (?:board|leaderboard)\b|\bleaderboard top\b|谁(?:排)?(?:在)?第一|最好的模型|最高分|谁的?分数?最高|最高的?是谁/;

/** Asking which models have results: "which models have results on X". */
const LIST_WORDS =
  /\b(?:which|what) models\b(?!\s+(?:judge|grade|score|rate|evaluate|are (?:used )?(?:as|to) (?:the )?(?:judges?|graders?))\b)(?![^?]{0,40}\b(?:optimi[sz]ed|trained|attacked|targeted|tuned|generated|built|made)\b)|\bmodels? (?:have|has|with) (?:results|scores|numbers)\b|\bwho (?:has|have) (?:results|scores|been (?:evaluated|tested|scored))\b|\b(?:all|any|list(?: the)?) (?:reported )?results\b|\breported results\b|哪些模型(?!(?:来|当|做)?(?:裁判|评委|打分|评分|评判))(?![^？?]{0,10}(?:优化|训练|攻击|生成|构造|调优))/;

/**
 * A score not yet reported: "what will gpt-6 score on X when it comes out?", "预测一下 … 会拿多少".
 * Not "what would a random guesser get", a baseline the record may give.
 */
const FORECAST_WORDS =
  /\bwhat (?:will|'ll|is \S+(?: \S+)? (?:gonna|going to))\b[^?]*\b(?:score|get|reach|hit|achieve|do)\b|\bwhat (?:score|number|result|accuracy)s? (?:will|would|might|'ll)\b|\bunreleased\b[^?]{0,30}\b(?:get|score|reach|do)\b|\bhow (?:well|high|much) will\b|\bwill\b[^?]*\b(?:score|get)\b[^?]*\b(?:next (?:year|month|release|gen\w*)|when it (?:comes out|launches|ships)|once (?:it'?s )?released)\b|\b(?:predict|forecast)\w*\b[^?]{0,30}\b(?:score|get|result|number)s?\b|\b(?:which|what) model (?:is going to|will|'ll)\b|\bwill\b[^?]*\b(?:solve|top|lead|beat|pass|cross|exceed|reach|hit|saturate|score|get)\b[^?]*\b(?:next (?:year|month|quarter|release|gen\w*)|by (?:the )?end of|this year|in 20\d\d|ever|soon)\b|\bis going to\b[^?]*\b(?:top|lead|win|beat|saturate|solve)\b|预测[^？?。]{0,15}(?:分|成绩|表现)|(?:将来|未来|出来后|发布后)[^？?]*(?:多少分|分数|成绩)|会(?:拿|得|考)到?多少|(?:明年|年底|下一代)[^？?]{0,20}(?:会|能)|谁会(?:拿|是|排)?第一/;
const BASELINE_WORDS = /\b(?:random|chance|guess\w*|human|baseline)|随机|人类/;

/** A user's number set against a reported one, or two reported ones: "are we ahead?". */
const AGAINST_WORDS =
  /\bahead\b|\bbehind\b|\bbeat(?:s|ing)?\b|\bbetter\b|\bworse\b|\boutperform|\bcompar|\bagainst\b|\bvs\.?(?!\w)|\bversus\b|\bhigher than\b|\blower than\b|\bsame as\b|\bmatch(?:es)?\b|领先|落后|比较|对比/;

const oneBenchmark = (question: Question) => question.records.length >= 1;

/**
 * Whether a model the question names has a result on its benchmark. Without one, a question with
 * numbers ("o1-preview had 70.7 on multi-if, are we beating it?") is the benchmark's own number
 * question, answered from its record, not "the catalog has no reported result".
 */
function resultThere(context: CommandContext, question: Question): boolean {
  const { results } = resultsFor(context.catalog, question.records[0] as BenchRecord);
  return modelsOf(context.catalog, question).some((model) =>
    results.some((result) => model.names.includes(result.model_id)),
  );
}

/** The rules of the intent table's rows for results (see intent.ts). */
export const asksVersusReported = (context: CommandContext, question: Question): boolean =>
  oneBenchmark(question) &&
  modelsOf(context.catalog, question).length >= 1 &&
  AGAINST_WORDS.test(question.masked) &&
  // "llama 4 maverick got 73.7 …, so it beats humans?": the model's own figure is no run of the
  // asker's to set against it.
  (userScores(context.catalog, question, false).length >= 1 ||
    modelsOf(context.catalog, question).length >= 2) &&
  resultThere(context, question);

/** People's score asked ("what do humans score vs the best model?"): the record's baseline. */
const HUMANS_ASKED = /\bhumans?\b|人类/;

/** "Who is top on X?", but not "a lab claims 82% on X, is that SOTA?", a number's place. */
export const asksTop = (context: CommandContext, question: Question): boolean =>
  oneBenchmark(question) &&
  modelsOf(context.catalog, question).length === 0 &&
  TOP_WORDS.test(question.masked) &&
  // "what do humans score vs the best model?": the record's two figures, its facets'.
  !HUMANS_ASKED.test(question.masked) &&
  // "the best model in the paper": what the record's own text reports, not the ledgers.
  !/\b(?:best|top|highest|leading)\b[^?.,;]{0,40}\b(?:in|from|of) the (?:original )?paper\b|\bpaper's (?:best|top)\b|论文(?:里|中)[^？?，,]{0,10}(?:最好|最高)/.test(
    question.masked,
  ) &&
  userScores(context.catalog, question).length === 0;

/**
 * A result of the team's own, asked of the bot: "what did our internal model score on ruler in
 * last week's run?", "我们上周内部跑的多少分". Not "our model got 74%, …", a number given.
 */
const OWN_RESULT_WORDS =
  /\bwhat (?:did|does|do|was|were|is)\b[^?]{0,30}\b(?:our|my)\b(?![^?]{0,30}\bpaper\b)[^?]{0,40}\b(?:score|scored|get|got|result|number|do)\b|\b(?:our|my) (?:internal|own|latest|last|previous|yesterday's|last week's|nightly)\b[^?]{0,20}\b(?:run|eval|evaluation)s?\b|我们(?:内部|自己|上次|上周|昨天)[^？?]{0,20}(?:多少分|分数|成绩|结果)/;

export const asksOwnResult = (question: Question): boolean =>
  oneBenchmark(question) &&
  question.numbers.length === 0 &&
  OWN_RESULT_WORDS.test(question.masked) &&
  // "can i run § offline on my own model w lm-eval?" asks how to run it, not what a run scored.
  !RUN_WORDS.test(question.masked);

/** "What did our model score?": the team's runs are its own; what was published follows. */
export function ownResultAnswer(context: CommandContext, question: Question): Reply {
  const top = topAnswer(context, question);
  return {
    ...top,
    summary:
      `benchbot cannot know what your own runs scored: the catalog holds published results, not a team's internal ones. ${top.summary ?? ''}`.trim(),
  };
}

/** "What will gpt-6 score on X?": a forecast the catalog cannot make, whatever model is named. */
export const asksForecast = (question: Question): boolean =>
  oneBenchmark(question) && FORECAST_WORDS.test(question.masked) && !BASELINE_WORDS.test(question.masked);

export const asksList = (context: CommandContext, question: Question): boolean =>
  oneBenchmark(question) &&
  modelsOf(context.catalog, question).length === 0 &&
  LIST_WORDS.test(question.masked);

const CONTAMINATION_ASKED = /\bcontaminat\w*|\binflated\b|\bleak(?:ed|age)?\b|污染|泄露/;

/**
 * A model's result: a model of the ledgers and a benchmark, asked with a word for a number or
 * with nearly nothing else ("Gemma 4 31B IT on AIME 2026"); or a model the ledgers lack, written
 * like a model's name, asked "what did GPT-4o get on X".
 */
export const asksResult = (context: CommandContext, question: Question): boolean => {
  // "Was gpt-4's drop score inflated by contamination?" asks of the contamination, not the score.
  if (!oneBenchmark(question) || CONTAMINATION_ASKED.test(question.masked)) return false;
  const models = modelsOf(context.catalog, question);
  if (models.length === 0)
    return (
      RESULT_WORDS.test(question.masked) &&
      // "what do humans score vs gpt4?": people's figure beside a model's, the baseline's answer.
      !HUMANS_ASKED.test(question.masked) &&
      // "what did M get", "M's score", "gpt-5's gsm8k score".
      (((/\bwhat did\b/.test(question.masked) ||
        modelsScore(question.masked) ||
        // "gpt-5 在 humaneval-cn 上多少分？"
        (/多少分|得分|成绩/.test(question.masked) && MODEL_NAME.test(question.masked))) &&
        question.unknownNames.length > 0) ||
        // "what does claude score on X?": a model family's name, which no ledger entry is.
        (/\bwhat (?:did|does|do)\b|多少分|得分|成绩/.test(question.masked) &&
          !HOW_SCORED_WORDS.test(question.masked) &&
          MODEL_NAME.test(question.masked)))
    );
  if (HOW_SCORED_WORDS.test(question.masked) || !asksAbout(question.text, models)) return false;
  if (userScores(context.catalog, question).length > 0 && !resultThere(context, question)) return false;
  return RESULT_WORDS.test(question.masked) || leftover(question, models).length <= 2;
};

/** "gpt-5's gsm8k score", "M's result": a score a name owns; not a harness's ("helm's § score"). */
function modelsScore(masked: string): boolean {
  const owner = /([\w.-]+)'s\s+(?:§\s+)?(?:score|result|rating|elo)\b/.exec(masked)?.[1];
  return owner !== undefined && !isHarnessName(owner);
}

/**
 * Whether a model is in what the question asks: in a sentence ending in "?", when it has one.
 * "is there a harder follow-up to ACPBench? o1 already gets like 87 on it" asks about ACPBench.
 */
function asksAbout(text: string, models: readonly ModelMention[]): boolean {
  // Sentences end at ".", "!" or "?" before a space or the end: "Claude Opus 4.8" is not two.
  const asked = [...text.matchAll(/.*?(?:[.!?](?=\s|$)|$)/g)].filter((sentence) =>
    /\?\s*$/.test(sentence[0]),
  );
  if (asked.length === 0) return true;
  return asked.some((sentence) =>
    models.some((model) => model.start >= sentence.index && model.end <= sentence.index + sentence[0].length),
  );
}

/** The question's words outside the benchmark names and the models. */
function leftover(question: Question, models: readonly ModelMention[]): string[] {
  let rest = question.masked;
  for (const model of models) rest = rest.replace(model.text.toLowerCase(), ' ');
  return rest
    .replace(/§/g, ' ')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !/^(?:on|in|for|at|the|a|of|and|what|about)$/.test(word));
}

// ---------------------------------------------------------------------------------------------
// Answers

/** A record's sentence that no model's results are published: "No published per-model scores were found". */
const NONE_PUBLISHED =
  /\bno (?:published|public|reported|known)\b[^.;]{0,30}\b(?:results|scores|numbers|leaderboard)\b/i;

/** "What did M get on X?": M's results on X, each with its source, or that there is none. */
export function resultAnswer(context: CommandContext, question: Question): Reply {
  const { catalog } = context;
  const record = question.records[0] as BenchRecord;
  const models = modelsOf(catalog, question);
  const [model] = models;
  const asked =
    model?.text ?? question.unknownNames[0]?.name ?? MODEL_NAME.exec(question.masked)?.[0] ?? 'that model';
  const { results, via } = resultsFor(catalog, record);
  // "glm-5.1 and gemma 4 31b, who scored higher?": each model's result, and which is the higher.
  // A model the ledgers do not hold ("gpt4o") is one of those asked about all the same.
  const asKnown = models.map((one) => ({ text: one.text, names: one.names, at: one.start }));
  const unlisted = question.unknownNames
    .filter(
      ({ name }) =>
        MODEL_NAME.test(name) &&
        // "claude-fable-5" of "claude-fable-5.1-max": a piece of a name the ledgers hold.
        !asKnown.some((one) => one.text.toLowerCase().includes(name.toLowerCase())),
    )
    .map(({ name }) => ({ text: name, names: [] as string[], at: question.text.indexOf(name) }));
  const side = [...asKnown, ...unlisted].sort((a, b) => a.at - b.at);
  if (side.length >= 2)
    return modelsSideBySide(record, side, results, via, COMPARE_ASKED.test(question.masked));
  const mine = model ? results.filter((result) => model.names.includes(result.model_id)) : [];
  const reply = emptyReply('answer', `${asked} on ${record.page.name} (${record.id})`);
  reply.recordId = record.id;
  // "What did claude get?": a family's name, which every model of it answers to.
  const family =
    model || question.unknownNames.length > 0
      ? []
      : newestFirst(
          record,
          results.filter((result) => new RegExp(`^${escapeRegExp(asked)}\\b`, 'i').test(result.model_id)),
        );
  if (family.length > 0) {
    reply.summary = `"${asked}" names a family of models, not one: the catalog has ${family.length} reported result${family.length === 1 ? '' : 's'} of ${asked} models on ${record.id}, newest first.${viaNote(record, via)}`;
    reply.sections.push(listedSection(`${asked} models on ${record.id}`, record, family));
    return reply;
  }
  if (mine.length === 0) {
    const near = model ? results.filter((result) => model.near.includes(result.model_id)) : [];
    const elsewhere = model ? modelResultsElsewhere(catalog, model, record) : [];
    reply.summary = `${noResult(record, asked)}${
      near.length > 0
        ? ` It has a result for ${near.map((result) => result.model_id).join(' and ')}, the name without "${modelName(model?.text ?? '').variants.join(' ')}"; the ledger does not say the two are one model.`
        : ''
    }${results.length > 0 ? ` It has ${results.length} result${results.length === 1 ? '' : 's'} of other models there: ask "which models have results on ${record.id}?".` : ''}`;
    // "No published per-model scores were found": the record's own word that there are none.
    const [none] = results.length > 0 ? [] : quotesMatching(record, NONE_PUBLISHED);
    if (none) reply.summary += ` The record of ${record.id} says (${none.cite.where}): “${none.text}”`;
    // "What did GPT-4 get in the paper?": the record's own prose may give the figure the ledgers lack.
    // Said first: the figure is what was asked; the ledgers' silence is by the way. "Avg of 50,
    // good? what did gpt-4 get": the user's number is placed against that figure.
    // "on humaneval vs humaneval pro": another record named may give it ("o1-mini at 96.2% zero-shot
    // HumanEval versus 76.2% HumanEval Pro").
    const {
      quote: said,
      score: theirs,
      percent,
    } = [record, ...question.records.slice(1)]
      .map((one) => figureInText(one, asked))
      .find((found) => found !== undefined) ?? { score: NaN, percent: false };
    const [yours] = question.numbers;
    const higher = record.page.metric.direction === 'higher_is_better';
    const placed =
      yours !== undefined && question.numbers.length === 1 && Number.isFinite(theirs) && yours !== theirs
        ? ` Your ${formatNumber(yours)}% is ${yours > theirs === higher ? 'ahead of' : 'behind'} that ${formatNumber(theirs)}% (${higher ? 'higher' : 'lower'} is better, metric.direction), if both used the same setup.`
        : '';
    // "What did XLM-R get?": the figure itself, said apart from the sentence that gives it, where
    // that sentence gives no other ("86.4% few-shot … zero-shot and one-shot scored 76.2% and
    // 72.5%" is read whole).
    const figures = new Set(said?.text.match(/(?<![\w.])(?!(?:19|20)\d\d\b)\d+(?:\.\d+)?(?!\w|\.\d)/g) ?? []);
    const figure =
      Number.isFinite(theirs) && !placed && figures.size === 1
        ? ` The figure it gives for ${asked}: ${formatNumber(theirs)}${percent ? '%' : ''}.`
        : '';
    if (said)
      reply.summary = `The record of ${said.cite.id} gives it in its own text (${said.cite.where}): “${said.text}”${placed}${figure} ${said.cite.id === record.id ? 'Its ledgers hold' : `The ledgers of ${record.id} hold`} no entry for ${asked}.`;
    if (elsewhere.length > 0) {
      reply.sections.push({
        heading: `${asked} elsewhere in the ledgers`,
        text: elsewhere
          .slice(0, LISTED)
          .map((result) => `- ${result.benchmark}: ${resultLine(result)}`)
          .join('\n'),
        cite: { id: record.id, where: ledgersOf(elsewhere) },
      });
    }
    return reply;
  }
  const [first] = newestFirst(record, mine) as [ReportedResult];
  const variant =
    // The ledger's name says more than the user's words: the variant is shown, never dropped.
    model && normalizeName(first.model_id) !== normalizeName(model.text)
      ? ` The ledger names the model "${first.model_id}": what it adds to "${model.text}" is part of the configuration.`
      : '';
  reply.summary = `${scoredLine(first)}${variant}${viaNote(record, via)}`;
  reply.facts = resultFacts(first);
  const others = mine.filter((result) => result !== first);
  if (others.length > 0) {
    reply.sections.push(listedSection('Also reported for it', record, others));
  }
  return reply;
}

/** A sentence that says where its figures come from: "OpenAI reported", "the system card reports". */
const SOURCE_NAMED =
  /\b(?:report(?:s|ed)?|system card|model card|technical report|paper|preprint|blog|announcement|launch|leaderboard)\b/i;

/** A model asked about: as the question writes it, and the ledgers' names for it (none if unlisted). */
type AskedModel = { text: string; names: readonly string[] };

/**
 * Two models' results on one benchmark, the newest of each, side by side: which is the higher by
 * the metric's direction where both are in one unit, and which model the ledgers lack.
 */
function modelsSideBySide(
  record: BenchRecord,
  models: readonly AskedModel[],
  results: readonly ReportedResult[],
  via: Parameters<typeof viaNote>[1],
  comparing: boolean,
): Reply {
  const reply = emptyReply(
    'answer',
    `${models.map((model) => model.text).join(' and ')} on ${record.page.name} (${record.id})`,
  );
  reply.recordId = record.id;
  const found = models.slice(0, 3).map((model) => {
    const result = newestFirst(
      record,
      results.filter((result) => model.names.includes(result.model_id)),
    )[0];
    return { model, result, inText: result ? undefined : figureInText(record, model.text) };
  });
  const lines = found.map(({ model, result, inText }) =>
    result
      ? scoredLine(result)
      : inText
        ? `The ledgers hold no entry for ${model.text}; the record of ${record.id} gives its figure in its own text (${inText.quote.cite.where}): “${inText.quote.text}”`
        : noResult(record, model.text),
  );
  const scored = found.flatMap(({ result }) => (result ? [result] : []));
  const [one, other] = scored;
  const higherIsBetter = record.page.metric.direction !== 'lower_is_better';
  const better = higherIsBetter ? 'higher' : 'lower';
  const [ahead, behind] =
    one && other && one.score > other.score === higherIsBetter ? [one, other] : [other, one];
  // Two figures of one passage of the record's prose ("Paper GPT-4o harm score 48.4% … Claude 3.5
  // Sonnet went from 13.5%") are one source's, set side by side as it ran them. Two sentences that
  // each name where their figure comes from ("OpenAI reported …", "the system card reports …")
  // are two sources and may be two settings: not ranked.
  const [a, b] = found.flatMap(({ model, inText }) => (inText ? [{ model, ...inText }] : []));
  const twoFromText = a !== undefined && b !== undefined && found.length === 2;
  const onePassage =
    twoFromText &&
    a.quote.cite.where === b.quote.cite.where &&
    (a.quote.text === b.quote.text || !SOURCE_NAMED.test(a.quote.text) || !SOURCE_NAMED.test(b.quote.text));
  const fromText =
    onePassage && a.score !== b.score
      ? (a.score > b.score === higherIsBetter ? [a, b] : [b, a]).map(
          (one) => `${one.model.text} ${one.score}%`,
        )
      : undefined;
  // "Can I compare them?": the record's own word on what keeps its figures apart, where it has one
  // ("computed under the two conventions not directly comparable").
  const [caution] = comparing ? quotesMatching(record, NOT_COMPARABLE) : [];
  const apart =
    twoFromText && !onePassage
      ? `${comparing ? 'Not directly comparable: the record' : 'The record'} of ${record.id} gives these two figures in separate sentences from separate sources, not as one comparison, and perhaps under different settings; each is quoted below in its own words. ${caution ? `Its own caution (${caution.cite.where}): “${caution.text}” ` : ''}`
      : '';
  const verdict =
    ahead && behind && scored.length === 2 && ahead.unit === behind.unit && ahead.score !== behind.score
      ? `${ahead.model_id} is ahead: ${scoreWithUnit(ahead.score, ahead.unit)} against ${scoreWithUnit(behind.score, behind.unit)} (${better} is better, metric.direction), as each source ran it. `
      : fromText
        ? `By the figures the record of ${record.id} gives, ${fromText[0]} is ahead of ${fromText[1]} (${better} is better, metric.direction). `
        : apart;
  reply.summary = `${verdict}${lines.join(' ')}${viaNote(record, via)}`;
  return reply;
}

/** "GLM-5.1 scored 95.3% on AIME 2026, a provider self-report published …": one result, with its source. */
function scoredLine(result: ReportedResult): string {
  return `${result.model_id} scored ${scoreWithUnit(result.score, result.unit)} on ${result.benchmark_version || result.benchmark}, ${withArticle(sourceKind(result))} ${dated(result)} (${result.source_url || 'no link given'}; ${ledgerName(result.ledger)}).`;
}

/** A section listing results, a line each, cited to the ledgers that hold them. */
function listedSection(heading: string, record: BenchRecord, results: readonly ReportedResult[]) {
  return {
    heading,
    text: results
      .slice(0, LISTED)
      .map((result) => `- ${resultLine(result)}`)
      .join('\n'),
    cite: { id: record.id, where: ledgersOf(results) },
  };
}

function withArticle(words: string): string {
  return `${/^[aeiou]/i.test(words) ? 'an' : 'a'} ${words}`;
}

function modelResultsElsewhere(catalog: Catalog, model: ModelMention, except: BenchRecord): ReportedResult[] {
  const names = new Set([...model.names, ...model.near]);
  return [...catalog.census.results.values()]
    .flat()
    .filter((result) => names.has(result.model_id) && result.benchmark !== except.id);
}

/**
 * "Who is top on X?": a ranking only within results of one configuration, version and unit;
 * across several, the highest figure and why the rest are not one table.
 */
/** A forecast asked: said to be beyond any record, then what was last reported, as "who is top". */
export function forecastAnswer(context: CommandContext, question: Question): Reply {
  const top = topAnswer(context, question);
  return {
    ...top,
    summary:
      `benchbot cannot know what a model will score: the catalog holds results that were reported, not forecasts. ${top.summary ?? ''}`.trim(),
  };
}

export function topAnswer(context: CommandContext, question: Question): Reply {
  const { catalog } = context;
  const record = question.records[0] as BenchRecord;
  const { results, via } = resultsFor(catalog, record);
  const reply = emptyReply('answer', `Reported results on ${record.page.name} (${record.id})`);
  reply.recordId = record.id;
  const figure = pageFigure(record);
  const figureSection = figure
    ? [{ heading: 'The page’s own figure', text: figure, cite: { id: record.id, where: 'saturation' } }]
    : [];
  // The record's own top score first: the ledgers hold self-reports, which may stand far above the
  // figure its leaderboard shows (SWE-bench Verified: 79.2% on the board, 96% self-reported).
  const own = recordTop(record);
  if (results.length === 0) {
    // The record's own top score is the answer; that the ledgers hold nothing is by the way. With
    // no single top score, the note's sentence with a figure ("o3 … reads 78.6%").
    // "needlebench v2 ATC 最高分": of those, one that writes a word the question asks in ("ATC
    // weighted score for DeepSeek-R1 is 44.01"), first.
    const asked = (question.text.match(/[A-Za-z][\w-]{1,}/g) ?? []).filter((word) => /[A-Z]{2,}/.test(word));
    const figured = own
      ? []
      : sentencesOf(record, 'saturation.note').filter((sentence) =>
          /\d(?:\.\d+)?\s?%|\d+\.\d+/.test(sentence),
        );
    // Else the note as it stands: "leading models clustering in the low-to-mid 90s (percent)".
    const noted =
      figured.find((sentence) =>
        asked.some((word) => new RegExp(`\\b${escapeRegExp(word)}\\b`).test(sentence)),
      ) ??
      // "Best Judge-LLM cell is gemma-2-27b-it at 84.0": the sentence that says which is best.
      figured.find((sentence) => /\b(?:best|top|highest|leads?|leading)\b/i.test(sentence)) ??
      figured.find((sentence) => /\d\s?%/.test(sentence)) ??
      (own ? undefined : sentences(oneLine(record.page.saturation.note))[0]);
    const empty = `Its ledgers hold no reported result on ${record.id}.`;
    reply.summary = own
      ? `${own} ${empty}`
      : noted
        ? `The record gives no single top score (saturation.top_score is empty); its note (saturation.note): “${noted}” ${empty}`
        : noResult(record);
    if (own) reply.sections.push(...figureSection);
    return reply;
  }
  const groups = comparableGroups(record, results);
  const [top] = groups[0] as [ReportedResult];
  // Results of another record of its family are said to be theirs before they are given, never
  // as the record's own ("the highest reported figure on swe_bench_science" was Verified's).
  const fromFamily = via && via.length > 0 ? `${viaNote(record, via).trim()} ` : '';
  const on = via && via.length > 0 ? via.map((one) => one.id).join(', ') : record.id;
  // Below the page's own top (its field, or the top entry its text gives), the ledgers' best is no
  // "top": MMMU's two ledger results (73.4% at best) sit under the 86.9 its text gives.
  const [inText] = record.page.saturation.top_score === null ? quotesMatching(record, TOP_IN_TEXT) : [];
  const topFigure = inText ? TOP_IN_TEXT.exec(inText.text)?.[1] : undefined;
  const pageTop =
    record.page.saturation.top_score ?? (topFigure === undefined ? undefined : Number(topFigure));
  const below = pageTop !== undefined && pageTop > onPageScale(record, top);
  if (groups.length === 1 && below) {
    reply.summary = `${fromFamily}The ${results.length} reported results on ${top.benchmark_version || on} are all below the page's own top; the highest of them is ${top.model_id}'s ${scoreWithUnit(top.score, top.unit)} (${sourceKind(top)}, ${dated(top)}, ${top.source_url || 'no link given'}).`;
    reply.sections.push(rankedSection(record, groups[0] as ReportedResult[]));
  } else if (groups.length === 1) {
    reply.summary = `${fromFamily}${top.model_id} is top of the ${results.length} reported results on ${top.benchmark_version || on}, at ${scoreWithUnit(top.score, top.unit)} (${sourceKind(top)}, ${dated(top)}, ${top.source_url || 'no link given'}); all ${results.length} share one configuration, so they rank.`;
    reply.sections.push(rankedSection(record, groups[0] as ReportedResult[]));
  } else {
    reply.summary = `${fromFamily}The highest ${below ? 'figure in the ledgers' : 'reported figure'} on ${on} is ${top.model_id}'s ${scoreWithUnit(top.score, top.unit)} (${sourceKind(top)}, ${dated(top)}, ${top.source_url || 'no link given'}), but the ${results.length} results come under ${groups.length} different configurations or versions, so they are not one ranking.`;
    reply.sections.push({
      heading: 'The best of each configuration',
      text: groups
        .slice(0, LISTED)
        .map(
          (group) =>
            `- ${resultLine(group[0] as ReportedResult)}${group.length > 1 ? ` (and ${group.length - 1} more under the same configuration)` : ''}`,
        )
        .join('\n'),
      cite: { id: record.id, where: ledgersOf(results) },
    });
    const second = groups[1]?.[0];
    if (second) {
      const differences = resultDifferences(context, top, second);
      reply.sections.push({
        heading: `Why ${top.model_id} and ${second.model_id} are not one table`,
        text: differences.map((one) => `- ${one}`).join('\n'),
        cite: { id: record.id, where: 'configuration, benchmark_version' },
      });
    }
  }
  // A record with no top of its own says why ("no current score snapshot … was captured"): the
  // page's silence and the ledgers' ranking are both said, not one for the other.
  const silent = record.page.saturation.top_score === null ? oneLine(record.page.saturation.note) : '';
  const [why] = sentences(silent);
  // The page's own word first: the ledgers are a source apart from it, said as such after it.
  const ledgers = `${APART_FROM_PAGE} ${(reply.summary ?? '').replace(/^The /, 'the ')}`;
  // Its text may still give the top entry a field lacks ("its top entry stands at 86.9 as of 1 July
  // 2026"): that is the page's word on who leads, before its note's older figures.
  if (own) reply.summary = `${own} ${ledgers}`;
  else if (inText)
    reply.summary = `The record of ${record.id} gives no top score field (saturation.top_score is empty), but its text gives the top entry (${inText.cite.where}): “${inText.text}” ${ledgers}`;
  else if (why)
    reply.summary = `The record of ${record.id} itself gives no top score (saturation.top_score is empty); its note (saturation.note): “${why}” ${ledgers}`;
  // "Leaders' confidence intervals overlap": how far the record says the order at the top holds.
  const [close] = quotesMatching(record, TOP_CLOSE);
  if (close)
    reply.sections.unshift({
      heading: 'How far the order at the top holds',
      text: `“${close.text}”`,
      cite: close.cite,
    });
  reply.sections.push(...figureSection);
  return reply;
}

/** A sentence on how close the leaders are: "confidence intervals overlap", "statistically tied". */
const TOP_CLOSE =
  /\bconfidence intervals?\b[^.;]{0,60}\boverlap|\boverlapp\w*\s+(?:confidence\s+)?intervals?\b|\bstatistical(?:ly)? (?:tie|tied|settled)\b|\bwithin (?:the )?(?:margin|noise|error)\b/i;

/** A reported score on the page's own scale: 94.4% on a metric scored 0 to 1 is 0.944. */
function onPageScale(record: BenchRecord, result: ReportedResult): number {
  return record.page.metric.max_score === 1 && /^(?:%|percent)$/.test(result.unit)
    ? result.score / 100
    : result.score;
}

/** What the ledgers are, said before what they hold where the page has its own word on the top. */
const APART_FROM_PAGE = "In the catalog's results ledgers, a source apart from the page:";

/** "The top score the record gives is 79.2% as of 2025-12 …", with whose it is where its note says. */
function recordTop(record: BenchRecord): string | undefined {
  const { top_score: top, as_of: asOf } = record.page.saturation;
  if (top === null) return undefined;
  const whose = whoseTop(record);
  return `The top score the record gives is ${scoreWithUnit(top, record.page.metric.unit)}${asOf ? ` as of ${asOf}` : ''} (saturation.top_score)${whoseTopSaid(whose, top)}`;
}

function rankedSection(record: BenchRecord, group: readonly ReportedResult[]) {
  const lines = group
    .slice(0, LISTED)
    .map((result, index) => `${index + 1}. ${result.model_id}: ${scoreWithUnit(result.score, result.unit)}`);
  const more = group.length > LISTED ? `\n\n…and ${group.length - LISTED} more in ${ledgersOf(group)}.` : '';
  const dates = [...new Set(group.map(dated))];
  return {
    heading: dates.length === 1 ? `Ranked (${dates[0]})` : 'Ranked',
    text: lines.join('\n') + more,
    cite: { id: record.id, where: ledgersOf(group) },
  };
}

/** "Which models have results on X?": every model, newest first, a screen's worth. */
export function listAnswer(context: CommandContext, question: Question): Reply {
  const { catalog } = context;
  const record = question.records[0] as BenchRecord;
  const { results, via } = resultsFor(catalog, record);
  const reply = emptyReply('answer', `Models with results on ${record.page.name} (${record.id})`);
  reply.recordId = record.id;
  if (results.length === 0) {
    const figure = pageFigure(record);
    reply.summary = `${noResult(record)}${figure ? ` ${figure}` : ''}`;
    return reply;
  }
  const ordered = newestFirst(record, results);
  const kinds = [...new Set(results.map(sourceKind))].join(' and ');
  reply.summary = `${results.length} model${results.length === 1 ? ' has a' : 's have'} reported result${results.length === 1 ? '' : 's'} on ${record.id} in ${ledgersOf(results)} (${kinds}).${viaNote(record, via)}`;
  const lines = ordered.slice(0, LISTED).map((result) => `- ${resultLine(result)}`);
  // Past a screen's worth of lines, the rest by name and score only, up to a screen's worth too.
  const rest = ordered.slice(LISTED);
  const named = rest
    .slice(0, NAMED)
    .map((result) => `${result.model_id} ${scoreWithUnit(result.score, result.unit)}`);
  const more =
    rest.length > 0
      ? `\n\nAlso: ${named.join(', ')}${rest.length > NAMED ? `, and ${rest.length - NAMED} more in ${ledgersOf(rest)}` : ''}.`
      : '';
  reply.sections.push({
    heading: 'Newest first',
    text: lines.join('\n') + more,
    cite: { id: record.id, where: ledgersOf(results) },
  });
  return reply;
}

/** Most results one model's answer lists. */
const MODEL_LISTED = 6;

/** A model the ledgers name, asked without a benchmark ("what did GLM-5.1 get?"). */
export const asksModelOnly = (context: CommandContext, question: Question): boolean =>
  question.named.length === 0 && modelsOf(context.catalog, question).length >= 1;

/** "What did M get?": every result the ledgers hold for M, newest first, each with its benchmark. */
export function modelResultsAnswer(context: CommandContext, question: Question): Reply {
  const { catalog } = context;
  const [model] = modelsOf(catalog, question);
  const asked = model?.text ?? 'that model';
  const results = [...catalog.records.values()]
    .flatMap((record) => [...dispositionOf(catalog, record).results])
    .filter((result) => model?.names.includes(result.model_id))
    .sort((a, b) => b.evidence_date.localeCompare(a.evidence_date));
  const reply = emptyReply('answer', `Reported results of ${asked}`);
  const benchmarks = [...new Set(results.map((result) => result.benchmark))];
  reply.summary =
    results.length === 0
      ? `The catalog has no reported result for ${asked}.`
      : `${asked} has ${results.length} reported result${results.length === 1 ? '' : 's'} in the catalog's ledgers, on ${benchmarks.join(', ')}; name a benchmark to ask about one.`;
  if (results.length > 0) {
    reply.sections = [
      {
        heading: `Results of ${asked}, newest first`,
        text: results
          .slice(0, MODEL_LISTED)
          .map((result) => `- ${result.benchmark}: ${resultLine(result)}`)
          .join('\n'),
      },
    ];
  }
  return reply;
}
