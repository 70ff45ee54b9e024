/**
 * Comparability with real numbers: a user's number against a reported result ("we got 90.5 at
 * temperature 0, M reports 90.1, are we ahead?"), and two reported results side by side (`ask`,
 * and `/compare` with model names). Every difference of setup the configurations name is said;
 * a verdict only as far as the evidence goes, and a ranking only with nothing between the two.
 */
import type { Catalog } from '../catalog/catalog.js';
import { ledgerName, type ReportedResult } from '../catalog/census.js';
import type { BenchRecord } from '../catalog/record.js';
import type { CommandContext } from '../context.js';
import { emptyReply, type Reply } from '../reply.js';
import { findModel, modelTableOf, type ModelMention } from '../search/models.js';
import { normalizeName } from '../search/normalize.js';
import { formatNumber, oneLine } from './facts.js';
import { lookupRecord } from './lookup.js';
import type { Question } from './question.js';
import {
  dated,
  ledgersOf,
  modelsOf,
  newestFirst,
  noResult,
  resultFacts,
  resultLine,
  resultSettings,
  resultsFor,
  scoreWithUnit,
  settingDifferences,
  settingsOf,
  sourceKind,
  type Settings,
} from './results.js';

/** Every difference between two reported results that keeps them out of one table. */
export function resultDifferences(context: CommandContext, a: ReportedResult, b: ReportedResult): string[] {
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

/** Words between a model's name and the figure it is given: "got", "scored", "is at". */
const MODEL_GOT =
  /^\s*(?:got|gets|scored|scores|reached|reaches|hit|hits|had|has|is at|was at|at|with)\s+(?:an?\s+)?$/i;

/** A baseline a number is given as: "human baseline is", "humans get", "random chance =". */
const BASELINE_SAID =
  /\b(?:(?:human|expert|random|chance)\s+(?:baseline|performance|accuracy|level|score)|baseline|humans|experts|chance)\s*(?:is|was|=|:|of|at|gets?|got|scores?|scored)?\s*(?:only\s+|about\s+|around\s+|~\s*)?$/;

/**
 * Numbers of the question that are the user's scores: not a setting's value ("temperature 0"),
 * nor a baseline said back. Without `modelsOwn`, nor a figure given to a named model ("o1 got 74.4").
 */
export function userScores(catalog: Catalog, question: Question, modelsOwn = true): number[] {
  const spans = [...modelsOf(catalog, question).map((model) => [model.start, model.end] as const)];
  const named = question.named.map((one) => one.text.toLowerCase());
  const scores: number[] = [];
  // "#1" and "top 10" are ranks, not scores.
  for (const match of question.text.matchAll(
    /(?<![\w.@#-])(?<!\btop[\s-])(\d+(?:\.\d+)?)\s*(%)?(?![\w.]*\w)/gi,
  )) {
    const at = match.index;
    if (spans.some(([start, end]) => at >= start && at < end)) continue;
    if (named.some((name) => name.includes(match[1] ?? '') && question.text.toLowerCase().includes(name)))
      continue;
    const before = question.text.slice(Math.max(0, at - 18), at).toLowerCase();
    const after = question.text.slice(at + match[0].length, at + match[0].length + 10).toLowerCase();
    if (
      // A setting's value ("temperature 0.7", "k=5"), not a metric's ("pass@1 = 80%").
      /(?:temp(?:erature)?|top[-_ ]?[pk]|seeds?|max(?:_new)?[_ ]tokens|\b(?:k|n|t|p|shots?|epochs?)\s*(?==))\s*(?:of|at|=|:)?\s*$/.test(
        before,
      )
    )
      continue;
    if (/^\s*(?:-?shots?|trials|samples|runs|seeds|tokens|questions|problems|items|k\b)/.test(after))
      continue;
    // "llama 4 maverick got 73.7": the model's figure said back, where only the asker's own count.
    if (!modelsOwn && spans.some(([, end]) => end <= at && MODEL_GOT.test(question.text.slice(end, at))))
      continue;
    // "human baseline is 60.3": the record's baseline, said back, not the user's run.
    if (BASELINE_SAID.test(question.text.slice(Math.max(0, at - 40), at).toLowerCase())) continue;
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
