/**
 * Questions about who scored what, answered from the catalog's ledgers: "what did M get on X?",
 * "who is top on X?", "which models have results on X?", "M's arena rating?", and "we got 90.5,
 * M reports 90.1, are we ahead?". Every number given is a ledger's or a page's, with its source
 * in the same sentence; a model or benchmark without a result gets "the catalog has no reported
 * result", never a number from elsewhere. Models are found in the question's own text (the
 * benchmark names are question.ts's).
 */
import type { Catalog } from '../catalog/catalog.js';
import { ledgerName, type ReportedResult } from '../catalog/census.js';
import { dispositionOf } from '../catalog/disposition.js';
import type { BenchRecord } from '../catalog/record.js';
import type { CommandContext } from '../context.js';
import { emptyReply, type Fact, type Reply } from '../reply.js';
import { findModel, modelName, modelsIn, modelTableOf, type ModelMention } from '../search/models.js';
import { normalizeName } from '../search/normalize.js';
import { formatNumber, oneLine } from './facts.js';
import { lookupRecord } from './lookup.js';
import type { Question } from './question.js';
import {
  comparableGroups,
  dated,
  newestFirst,
  resultLine,
  resultSettings,
  scoreWithUnit,
  settingDifferences,
  settingsOf,
  sourceKind,
  type Settings,
} from './results.js';

/** Lines of results an answer lists, so that it stays within one screen of Discord. */
const LISTED = 10;
/** Results named past the listed ones, by name and score only. */
const NAMED = 24;

// ---------------------------------------------------------------------------------------------
// What the question asks

/** Asking for a model's number: "what did M get", "M's score", "M's arena rating". */
const RESULT_WORDS =
  /\b(?:get|gets|got|score[ds]?|scoring|results?|ratings?|rated|elo|achiev\w*|reach\w*|reports?|reported|hit|numbers?|perform\w*|how (?:good|well|high)|how did|did on|do(?:es)? on)\b|得分|多少分|成绩/;

/** Asking how the benchmark scores, not what a model scored: "how is X scored for M?". */
const HOW_SCORED_WORDS =
  /\bhow (?:is|are|was|were)\b[^?]*\bscored\b|\bwhat metric\b|\bhow (?:do|can|should) (?:i|we|you) run\b/;

/** Asking who leads: "who is top on X", "best model on X", "the SOTA". */
const TOP_WORDS =
  /\bwho(?:'s| is| was)? (?:top|first|best|leading|ahead|winning|number one|#1)\b|\bwho (?:leads|tops|wins|holds the (?:top|best|highest))\b|\b(?:top|best|leading|strongest) (?:models?|entr(?:y|ies)|spot)\b|\bstate of the art\b|\bsota\b|\btop of the (?:board|leaderboard)\b|\bleaderboard top\b|谁第一|最好的模型|最高分/;

/** Asking which models have results: "which models have results on X". */
const LIST_WORDS =
  /\b(?:which|what) models\b|\bmodels? (?:have|has|with) (?:results|scores|numbers)\b|\bwho (?:has|have) (?:results|scores|been (?:evaluated|tested|scored))\b|\b(?:all|any|list(?: the)?) (?:reported )?results\b|\breported results\b|哪些模型/;

/** A user's number set against a reported one, or two reported ones: "are we ahead?". */
const AGAINST_WORDS =
  /\bahead\b|\bbehind\b|\bbeat\b|\bbetter\b|\bworse\b|\boutperform|\bcompar|\bagainst\b|\bvs\.?(?!\w)|\bversus\b|\bhigher than\b|\blower than\b|\bsame as\b|\bmatch(?:es)?\b|领先|落后|比较|对比/;

/** The models a question names, read once per question. */
const modelCache = new WeakMap<Question, ModelMention[]>();

function modelsOf(catalog: Catalog, question: Question): ModelMention[] {
  let found = modelCache.get(question);
  if (!found) {
    found = modelsIn(modelTableOf(catalog), question.text);
    modelCache.set(question, found);
  }
  return found;
}

const oneBenchmark = (question: Question) => question.records.length >= 1;

/** The rules of the intent table's rows for results (see intent.ts). */
export const asksVersusReported = (context: CommandContext, question: Question): boolean =>
  oneBenchmark(question) &&
  modelsOf(context.catalog, question).length >= 1 &&
  AGAINST_WORDS.test(question.masked) &&
  (userScores(context.catalog, question).length >= 1 || modelsOf(context.catalog, question).length >= 2);

export const asksTop = (context: CommandContext, question: Question): boolean =>
  oneBenchmark(question) &&
  modelsOf(context.catalog, question).length === 0 &&
  TOP_WORDS.test(question.masked);

export const asksList = (context: CommandContext, question: Question): boolean =>
  oneBenchmark(question) &&
  modelsOf(context.catalog, question).length === 0 &&
  LIST_WORDS.test(question.masked);

/**
 * A model's result: a model of the ledgers and a benchmark, asked with a word for a number or
 * with nearly nothing else ("Gemma 4 31B IT on AIME 2026"); or a model the ledgers lack, written
 * like a model's name, asked "what did GPT-4o get on X".
 */
export const asksResult = (context: CommandContext, question: Question): boolean => {
  if (!oneBenchmark(question)) return false;
  const models = modelsOf(context.catalog, question);
  if (models.length === 0)
    return (
      RESULT_WORDS.test(question.masked) &&
      /\bwhat did\b|'s (?:score|result|rating|elo)\b/.test(question.masked) &&
      question.unknownNames.length > 0
    );
  if (HOW_SCORED_WORDS.test(question.masked) || !asksAbout(question.text, models)) return false;
  return RESULT_WORDS.test(question.masked) || leftover(question, models).length <= 2;
};

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
// The results of a benchmark

/**
 * The results that answer for a record: its own, or, for a family with none of its own (the
 * question says "arena" and the catalog's arena results are on arena_elo_style_control), those of
 * its members, which the answer names.
 */
function resultsFor(
  catalog: Catalog,
  record: BenchRecord,
): { results: ReportedResult[]; via?: BenchRecord[] } {
  const own = dispositionOf(catalog, record).results;
  if (own.length > 0) return { results: [...own] };
  const members = [...catalog.records.values()].filter(
    (other) =>
      other.id !== record.id &&
      (other.page.lineage.family === record.id || record.page.lineage.variants.includes(other.id)),
  );
  const via = members.filter((member) => dispositionOf(catalog, member).results.length > 0);
  return { results: via.flatMap((member) => [...dispositionOf(catalog, member).results]), via };
}

/** "arena_elo has no reported result of its own; these are its member arena_elo_style_control's." */
function viaNote(record: BenchRecord, via: readonly BenchRecord[] | undefined): string {
  if (!via || via.length === 0) return '';
  return ` ${record.id} has no reported result of its own; these are of ${via.map((one) => `${one.id} (${one.page.name})`).join(', ')}, part of its family.`;
}

/** The ledger files the results come from, for the answer's citation. */
function ledgersOf(results: readonly ReportedResult[]): string {
  return [...new Set(results.map((result) => ledgerName(result.ledger)))].join(', ');
}

/** The facts of one result: every field that tells whether another number sits beside it. */
function resultFacts(result: ReportedResult): Fact[] {
  const cite = { id: result.benchmark, where: ledgerName(result.ledger) };
  return [
    { label: 'Model', value: result.model_id, cite },
    { label: 'Score', value: scoreWithUnit(result.score, result.unit), cite },
    { label: 'Benchmark version', value: result.benchmark_version || 'not given', cite },
    { label: 'Configuration', value: oneLine(result.configuration) || 'not given', cite },
    { label: 'Source', value: `${sourceKind(result)}: ${result.source_url || 'no link given'}`, cite },
    {
      label: 'Date',
      value: `${dated(result)}${result.verified_at ? ` (verified ${result.verified_at})` : ''}`,
      cite,
    },
  ];
}

/** The page's own top score, which is one more reported figure, with its date and note. */
function pageFigure(record: BenchRecord): string | undefined {
  const { top_score, as_of, note } = record.page.saturation;
  if (top_score === null) return undefined;
  return `The page of ${record.id} gives a top score of ${scoreWithUnit(top_score, record.page.metric.unit)} (saturation.top_score, ${as_of ? `as of ${as_of}` : 'undated'})${note ? `; its note: ${oneLine(note)}` : ', with no note saying whose score it is'}.`;
}

function noResult(record: BenchRecord, model?: string): string {
  return model
    ? `The catalog has no reported result for ${model} on ${record.id}.`
    : `The catalog has no reported result on ${record.id}.`;
}

// ---------------------------------------------------------------------------------------------
// Answers

/** "What did M get on X?": M's results on X, each with its source, or that there is none. */
export function resultAnswer(context: CommandContext, question: Question): Reply {
  const { catalog } = context;
  const record = question.records[0] as BenchRecord;
  const models = modelsOf(catalog, question);
  const [model] = models;
  const asked = model?.text ?? question.unknownNames[0]?.name ?? 'that model';
  const { results, via } = resultsFor(catalog, record);
  const mine = model ? results.filter((result) => model.names.includes(result.model_id)) : [];
  const reply = emptyReply('answer', `${asked} on ${record.page.name} (${record.id})`);
  reply.recordId = record.id;
  if (mine.length === 0) {
    const near = model ? results.filter((result) => model.near.includes(result.model_id)) : [];
    const elsewhere = model ? modelResultsElsewhere(catalog, model, record) : [];
    reply.summary = `${noResult(record, asked)}${
      near.length > 0
        ? ` It has a result for ${near.map((result) => result.model_id).join(' and ')}, the name without "${modelName(model?.text ?? '').variants.join(' ')}"; the ledger does not say the two are one model.`
        : ''
    }${results.length > 0 ? ` It has ${results.length} result${results.length === 1 ? '' : 's'} of other models there: ask "which models have results on ${record.id}?".` : ''}`;
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
  reply.summary = `${first.model_id} scored ${scoreWithUnit(first.score, first.unit)} on ${first.benchmark_version || first.benchmark}, ${withArticle(sourceKind(first))} ${dated(first)} (${first.source_url || 'no link given'}; ${ledgerName(first.ledger)}).${variant}${viaNote(record, via)}`;
  reply.facts = resultFacts(first);
  const others = mine.filter((result) => result !== first);
  if (others.length > 0) {
    reply.sections.push({
      heading: 'Also reported for it',
      text: others
        .slice(0, LISTED)
        .map((result) => `- ${resultLine(result)}`)
        .join('\n'),
      cite: { id: record.id, where: ledgersOf(others) },
    });
  }
  return reply;
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
export function topAnswer(context: CommandContext, question: Question): Reply {
  const { catalog } = context;
  const record = question.records[0] as BenchRecord;
  const { results, via } = resultsFor(catalog, record);
  const reply = emptyReply('answer', `Reported results on ${record.page.name} (${record.id})`);
  reply.recordId = record.id;
  const figure = pageFigure(record);
  if (results.length === 0) {
    reply.summary = `${noResult(record)}${figure ? ` ${figure}` : ''}`;
    return reply;
  }
  const groups = comparableGroups(record, results);
  const [top] = groups[0] as [ReportedResult];
  if (groups.length === 1) {
    reply.summary = `${top.model_id} is top of the ${results.length} reported results on ${top.benchmark_version || record.id}, at ${scoreWithUnit(top.score, top.unit)} (${sourceKind(top)}, ${dated(top)}, ${top.source_url || 'no link given'}); all ${results.length} share one configuration, so they rank.${viaNote(record, via)}`;
    reply.sections.push(rankedSection(record, groups[0] as ReportedResult[]));
  } else {
    reply.summary = `The highest reported figure on ${record.id} is ${top.model_id}'s ${scoreWithUnit(top.score, top.unit)} (${sourceKind(top)}, ${dated(top)}, ${top.source_url || 'no link given'}), but the ${results.length} results come under ${groups.length} different configurations or versions, so they are not one ranking.${viaNote(record, via)}`;
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
  if (figure)
    reply.sections.push({
      heading: 'The page’s own figure',
      text: figure,
      cite: { id: record.id, where: 'saturation' },
    });
  return reply;
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

// ---------------------------------------------------------------------------------------------
// Comparability with real numbers

/** Every difference between two reported results that keeps them out of one table. */
function resultDifferences(context: CommandContext, a: ReportedResult, b: ReportedResult): string[] {
  const differences = settingDifferences(
    { label: a.model_id, settings: resultSettings(a, aboutOther(context, a)) },
    { label: b.model_id, settings: resultSettings(b, aboutOther(context, b)) },
  );
  if (a.benchmark_version !== b.benchmark_version)
    differences.unshift(
      `benchmark version: "${a.benchmark_version || 'not given'}" for ${a.model_id}, "${b.benchmark_version || 'not given'}" for ${b.model_id}`,
    );
  if (a.benchmark !== b.benchmark)
    differences.unshift(
      `benchmark: ${a.benchmark} for ${a.model_id}, ${b.benchmark} for ${b.model_id}: two records`,
    );
  if (a.unit !== b.unit)
    differences.unshift(
      `unit: ${a.unit || 'not given'} for ${a.model_id}, ${b.unit || 'not given'} for ${b.model_id}`,
    );
  if (a.date_type === 'evaluated' && b.date_type === 'evaluated' && a.evidence_date !== b.evidence_date)
    differences.push(
      `date: a live board's standings of ${a.evidence_date} and of ${b.evidence_date}, which move between readings`,
    );
  if (a.source_kind !== b.source_kind)
    differences.push(`source: ${sourceKind(a)} for ${a.model_id}, ${sourceKind(b)} for ${b.model_id}`);
  else if (a.source_kind === 'provider_self_report' && a.source_url !== b.source_url)
    differences.push(
      `source: two provider self-reports from different pages (${a.source_url}, ${b.source_url}), not one evaluator's run`,
    );
  if (a.configuration !== b.configuration && differences.length === 0)
    differences.push(
      `configuration: the ledger writes them differently ("${oneLine(a.configuration)}" and "${oneLine(b.configuration)}")`,
    );
  return differences;
}

/**
 * Whether a sentence of a result's configuration is about another benchmark: it names records
 * and not the result's own, or it shortens the name of another benchmark the same configuration
 * is written for ("SWE-Verified" in DeepSeek's, beside its GPQA Diamond and MMLU-Pro results).
 */
function aboutOther(context: CommandContext, result: ReportedResult): (sentence: string) => boolean {
  const siblings = [
    ...new Set(
      [...context.catalog.census.results.values()]
        .flat()
        .filter(
          (other) => other.configuration === result.configuration && other.benchmark !== result.benchmark,
        )
        .map((other) => other.benchmark),
    ),
  ];
  return (sentence) => {
    const named = context.index.entities(sentence).filter((mention) => !mention.weak && !mention.linked);
    if (named.length > 0) return !named.some((mention) => mention.id === result.benchmark);
    return [...sentence.matchAll(/\b[A-Z][\w']*-[\w'-]+/g)].some(([token]) =>
      siblings.some((id) => inOrder(normalizeName(token), normalizeName(id))),
    );
  };
}

/** Whether every character of `short` is in `long`, in order: "sweverified" in "swebenchverified". */
function inOrder(short: string, long: string): boolean {
  let at = 0;
  for (const character of long) if (character === short[at]) at++;
  return short.length >= 4 && at === short.length;
}

/** Numbers of the question that are the user's scores: not a setting's value ("temperature 0"). */
function userScores(catalog: Catalog, question: Question): number[] {
  const spans = [...modelsOf(catalog, question).map((model) => [model.start, model.end] as const)];
  const named = question.named.map((one) => one.text.toLowerCase());
  const scores: number[] = [];
  for (const match of question.text.matchAll(/(?<![\w.@-])(\d+(?:\.\d+)?)\s*(%)?(?![\w.]*\w)/g)) {
    const at = match.index;
    if (spans.some(([start, end]) => at >= start && at < end)) continue;
    if (named.some((name) => name.includes(match[1] ?? '') && question.text.toLowerCase().includes(name)))
      continue;
    const before = question.text.slice(Math.max(0, at - 18), at).toLowerCase();
    const after = question.text.slice(at + match[0].length, at + match[0].length + 10).toLowerCase();
    if (
      /(?:temp(?:erature)?|top[-_ ]?[pk]|seeds?|max(?:_new)?[_ ]tokens|=)\s*(?:of|at|=|:)?\s*$/.test(before)
    )
      continue;
    if (/^\s*(?:-?shots?|trials|samples|runs|seeds|tokens|questions|problems|items|k\b)/.test(after))
      continue;
    scores.push(Number(match[1]));
  }
  return scores;
}

/**
 * The parts of the question about the user's own run: the clauses that name no model. "we got
 * 90.5 at temperature 0, DeepSeek-V4-Pro reports 90.1": "we got 90.5 at temperature 0".
 */
function userClauses(question: Question, models: readonly ModelMention[]): string {
  const texts = models.map((model) => model.text.toLowerCase());
  return question.text
    .split(/[,;:?]|\bbut\b|\bwhile\b|\bwhereas\b|\bvs\.?(?!\w)|\bversus\b|\bagainst\b/i)
    .filter((clause) => !texts.some((text) => clause.toLowerCase().includes(text)))
    .join(', ');
}

/**
 * "We got 90.5 at temperature 0, M reports 90.1, are we ahead?": the user's setup against the
 * reported result's configuration, version, unit and source kind, every difference named, and
 * the verdict only as far as the evidence goes. With two models and no number of the user's, the
 * two reported results are compared the same way.
 */
export function versusAnswer(context: CommandContext, question: Question): Reply {
  const { catalog } = context;
  const record = question.records[0] as BenchRecord;
  const models = modelsOf(catalog, question);
  const { results } = resultsFor(catalog, record);
  const picked = models.map((model) => ({ model, result: pick(record, results, model.names) }));
  const missing = picked.filter((one) => one.result === undefined);
  if (missing.length > 0) {
    const reply = emptyReply('compare', `Against reported results on ${record.page.name} (${record.id})`);
    reply.recordId = record.id;
    reply.summary = `${missing.map((one) => noResult(record, one.model.text)).join(' ')} So there is nothing of the catalog's to set it against.`;
    return reply;
  }
  const [a, b] = picked.map((one) => one.result as ReportedResult);
  const scores = userScores(catalog, question);
  if (a && b && scores.length === 0) return twoResults(context, a, b);
  const reported = a as ReportedResult;
  const yours = scores.find((score) => score !== reported.score) ?? scores[0];
  const quoted = scores.filter((score) => score !== yours);
  return yoursAgainst(context, reported, yours, settingsOf(userClauses(question, models)), quoted);
}

/** The newest result of one of `names` among `results`. */
function pick(record: BenchRecord, results: readonly ReportedResult[], names: readonly string[]) {
  return newestFirst(
    record,
    results.filter((result) => names.includes(result.model_id)),
  )[0];
}

/** Two reported results: comparable only with nothing between them; then, and only then, who is ahead. */
function twoResults(context: CommandContext, a: ReportedResult, b: ReportedResult): Reply {
  const { catalog } = context;
  const record = catalog.records.get(a.benchmark);
  const where = a.benchmark === b.benchmark ? a.benchmark : `${a.benchmark} and ${b.benchmark}`;
  const reply = emptyReply('compare', `${a.model_id} vs ${b.model_id} on ${where}`);
  reply.recordId = a.benchmark;
  const differences = resultDifferences(context, a, b);
  const better = record?.page.metric.direction === 'lower_is_better' ? a.score < b.score : a.score > b.score;
  reply.summary =
    differences.length === 0
      ? `${a.model_id}'s ${scoreWithUnit(a.score, a.unit)} and ${b.model_id}'s ${scoreWithUnit(b.score, b.unit)} on ${where} are comparable: one version, unit, configuration and source kind (${ledgersOf([a, b])}). ${a.score === b.score ? 'They are level.' : `${better ? a.model_id : b.model_id} is ahead.`}`
      : `Not comparable as reported: ${a.model_id}'s ${scoreWithUnit(a.score, a.unit)} and ${b.model_id}'s ${scoreWithUnit(b.score, b.unit)} on ${where} differ in ${differences.length} way${differences.length === 1 ? '' : 's'}, so the ledger does not say which is ahead.`;
  if (differences.length > 0)
    reply.sections.push({
      heading: 'What differs',
      text: differences.map((one) => `- ${one}`).join('\n'),
      cite: { id: a.benchmark, where: ledgersOf([a, b]) },
    });
  reply.sections.push({
    heading: 'The two results',
    text: [a, b].map((one) => `- ${resultLine(one)}`).join('\n'),
    cite: { id: a.benchmark, where: ledgersOf([a, b]) },
  });
  return reply;
}

/**
 * A user's number against a reported result: every difference between the user's setup (as far
 * as it is told) and the result's, and no verdict past them. `quoted`: numbers the user gave for
 * the reported result, which the answer checks against the ledger.
 */
function yoursAgainst(
  context: CommandContext,
  reported: ReportedResult,
  yours: number | undefined,
  settings: Settings,
  quoted: readonly number[] = [],
): Reply {
  const reply = emptyReply('compare', `Against ${reported.model_id} on ${reported.benchmark}`);
  reply.recordId = reported.benchmark;
  const differences = settingDifferences(
    { label: 'your run', settings },
    { label: reported.model_id, settings: resultSettings(reported, aboutOther(context, reported)) },
  );
  differences.push(
    `source: your own run, against ${reported.model_id}'s ${sourceKind(reported)}${reported.source_kind === 'provider_self_report' ? ' (its provider ran and reported it)' : ''}`,
  );
  if (settings.size === 0)
    differences.push(
      `configuration: you do not say how you ran it; ${reported.model_id}'s is "${oneLine(reported.configuration) || 'not given'}"`,
    );
  const misquoted = quoted.find((score) => score !== reported.score);
  const unit =
    yours !== undefined && reported.unit === 'percent' && yours <= 1 && reported.score > 1
      ? ` Your ${formatNumber(yours)} reads as a fraction and the ledger's as a percentage: put them on one scale first.`
      : '';
  const their = `${reported.model_id}'s ${scoreWithUnit(reported.score, reported.unit)} on ${reported.benchmark_version || reported.benchmark} (${sourceKind(reported)}, ${dated(reported)}, ${reported.source_url || 'no link given'})`;
  reply.summary = `Whether your ${yours === undefined ? 'number' : formatNumber(yours)} is ahead of ${their} is not settled by the evidence: the two runs differ in ${differences.length} way${differences.length === 1 ? '' : 's'}, and a difference of setup can move a score more than the gap.${unit}${misquoted !== undefined ? ` The ledger's figure is ${formatNumber(reported.score)}, not ${formatNumber(misquoted)}.` : ''}`;
  reply.sections.push({
    heading: 'What differs',
    text: differences.map((one) => `- ${one}`).join('\n'),
    cite: { id: reported.benchmark, where: ledgerName(reported.ledger) },
  });
  reply.facts = resultFacts(reported);
  return reply;
}

/**
 * `/compare` with model names: two reported results (on one benchmark or two), or a score of
 * yours against a reported one. A side whose model has no result there says so.
 */
export function compareResults(
  context: CommandContext,
  sides: { a: string; b: string; modelA?: string; modelB?: string; scoreA?: number; scoreB?: number },
): Reply {
  // A side at a time, the model before the benchmark: a side that fails answers at once, and a
  // model the ledgers lack needs no look-up of the benchmark.
  const side = (query: string, model: string | undefined, score: number | undefined) => {
    if (model === undefined) return score;
    const { names } = findModel(modelTableOf(context.catalog), model);
    const found = names.length > 0 ? lookupRecord(context, query) : undefined;
    if (found && 'reply' in found) return found.reply;
    const result = found && pick(found.record, resultsFor(context.catalog, found.record).results, names);
    if (result) return result;
    const reply = emptyReply('not-found', `${model} on ${found?.record.id ?? query}: no reported result`);
    reply.summary = found
      ? noResult(found.record, model)
      : `The catalog has no reported result for ${model}: no ledger names that model.`;
    return reply;
  };
  const a = side(sides.a, sides.modelA, sides.scoreA);
  if (isReply(a)) return a;
  const b = side(sides.b, sides.modelB, sides.scoreB);
  if (isReply(b)) return b;
  if (isResult(a) && isResult(b)) return twoResults(context, a, b);
  if (isResult(a) || isResult(b)) {
    const reported = (isResult(a) ? a : b) as ReportedResult;
    const yours = isResult(a) ? b : a;
    return yoursAgainst(context, reported, typeof yours === 'number' ? yours : undefined, new Map());
  }
  return emptyReply('usage', 'Name a model for a side, and give a score or a model for the other.');
}

const isReply = (side: unknown): side is Reply => typeof side === 'object' && side !== null && 'kind' in side;
const isResult = (side: unknown): side is ReportedResult =>
  typeof side === 'object' && side !== null && 'model_id' in side;
