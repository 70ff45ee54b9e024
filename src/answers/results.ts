/**
 * Reported results as answers show them: one line per result (model, score and unit, source
 * kind, date, link), their order, and what tells whether two numbers can sit in one table: the
 * settings each result's configuration names, and every difference between two of them. Then
 * what the ask answers share: the results of a benchmark, the models a question names.
 */
import type { Catalog } from '../catalog/catalog.js';
import { ledgerName, type ReportedResult } from '../catalog/census.js';
import { dispositionOf } from '../catalog/disposition.js';
import type { BenchRecord } from '../catalog/record.js';
import type { Fact } from '../reply.js';
import { modelsIn, modelTableOf, type ModelMention } from '../search/models.js';
import { formatNumber, oneLine, withoutStop } from './facts.js';
import type { Question } from './question.js';

const SOURCE_KINDS: Record<string, string> = {
  provider_self_report: 'provider self-report',
  independent_evaluator: 'independent evaluator',
};

/** The kind of source in words: "provider self-report" or "independent evaluator". */
export function sourceKind(result: ReportedResult): string {
  return (
    SOURCE_KINDS[result.source_kind] ?? (result.source_kind.replace(/_/g, ' ') || 'source kind not given')
  );
}

/** A score with its unit as the ledger names it: 96 (percent) is "96%", 1507.16 (elo) "1507.16 Elo". */
export function scoreWithUnit(score: number, unit: string): string {
  if (unit === 'percent' || unit === '%') return `${formatNumber(score)}%`;
  if (unit === 'elo') return `${formatNumber(score)} Elo`;
  return unit ? `${formatNumber(score)} ${unit}` : formatNumber(score);
}

/** "published 2026-09-03", "evaluated 2026-09-10": the date with what it is the date of. */
export function dated(result: ReportedResult): string {
  if (!result.evidence_date) return 'undated';
  return `${result.date_type || 'dated'} ${result.evidence_date}`;
}

/**
 * One result in one line: "DeepSeek-V4-Pro (max): 90.1% on GPQA Diamond (Pass@1) · provider
 * self-report, published 2026-04-26 · https://arxiv.org/abs/2606.19348".
 */
export function resultLine(result: ReportedResult): string {
  const version = result.benchmark_version ? ` on ${result.benchmark_version}` : '';
  const link = result.source_url ? ` · ${result.source_url}` : '';
  return `${result.model_id}: ${scoreWithUnit(result.score, result.unit)}${version} · ${sourceKind(result)}, ${dated(result)}${link}`;
}

/** Better first, by the record's metric direction. */
function better(record: BenchRecord): (a: ReportedResult, b: ReportedResult) => number {
  return record.page.metric.direction === 'lower_is_better'
    ? (a, b) => a.score - b.score
    : (a, b) => b.score - a.score;
}

/** Newest first, and the better score first among results of one date. */
export function newestFirst(record: BenchRecord, results: readonly ReportedResult[]): ReportedResult[] {
  const score = better(record);
  return [...results].sort((a, b) =>
    a.evidence_date === b.evidence_date ? score(a, b) : a.evidence_date < b.evidence_date ? 1 : -1,
  );
}

/**
 * Results that can sit in one table: the same unit, benchmark version and configuration, and for
 * a live board's readings (`date_type: evaluated`) the same day, since a standing changes. Each
 * group's results are best first; the groups are in the order of their best result.
 */
export function comparableGroups(
  record: BenchRecord,
  results: readonly ReportedResult[],
): ReportedResult[][] {
  const groups = new Map<string, ReportedResult[]>();
  for (const result of [...results].sort(better(record))) {
    const day = result.date_type === 'evaluated' ? result.evidence_date : '';
    const key = [result.unit, result.benchmark_version, result.configuration, day].join('\0');
    groups.set(key, [...(groups.get(key) ?? []), result]);
  }
  return [...groups.values()];
}

// ---------------------------------------------------------------------------------------------
// Settings and their differences

/** The settings a configuration (or a user's description of a run) names, one rule a row. */
const SETTINGS: readonly { name: string; read: (text: string) => string | undefined }[] = [
  {
    name: 'reasoning effort',
    read: (text) =>
      /\bmaximum at any effort\b/i.test(text)
        ? 'the best of any effort'
        : /\b(max(?:imum)?|x?high|medium|low|minimal)\b[\w\s-]{0,12}?\beffort\b/i
            .exec(text)?.[1]
            ?.toLowerCase()
            .replace('maximum', 'max'),
  },
  {
    name: 'thinking',
    read: (text) =>
      /\bnon[- ]thinking\b|\bno thinking\b|\bthinking (?:off|disabled)\b/i.test(text)
        ? 'off'
        : /\b(?:adaptive )?thinking\b|\breasoning mode\b/i.test(text)
          ? 'on'
          : undefined,
  },
  {
    name: 'temperature',
    read: (text) =>
      /\btemp(?:erature)?\s*(?:=|of|at|:)?\s*(\d+(?:\.\d+)?)/i.exec(text)?.[1] ??
      /\bat (\d+(?:\.\d+)?) temp(?:erature)?\b/i.exec(text)?.[1] ??
      (/\bgreedy\b/i.test(text)
        ? '0 (greedy)'
        : /\bdefault sampling\b/i.test(text)
          ? 'the default'
          : undefined),
  },
  {
    name: 'top-p',
    read: (text) => /\btop[-_ ]?p\s*(?:=|of|:)?\s*(\d+(?:\.\d+)?)/i.exec(text)?.[1],
  },
  {
    name: 'trials or samples averaged',
    read: (text) =>
      /\bmean of (\d+) (?:trials|samples|runs)\b/i.exec(text)?.[1] ??
      /\b(\d+) (?:trials|samples|runs|seeds)\b/i.exec(text)?.[1] ??
      (/\bsingle (?:attempt|run|trial)\b|\bone (?:run|trial|attempt)\b/i.test(text) ? '1' : undefined),
  },
  {
    name: 'subset size',
    read: (text) =>
      /\b(\d{2,5})[- ](?:question|problem|item|task)s?\b/i.exec(text)?.[1] ?? /\((\d{2,5})\)/.exec(text)?.[1],
  },
  {
    name: 'shots',
    read: (text) =>
      /\b(\d+)[- ]shot\b/i.exec(text)?.[1] ?? (/\bzero[- ]shot\b/i.test(text) ? '0' : undefined),
  },
  {
    name: 'tools',
    read: (text) =>
      /\b(?:no|without) tools\b/i.test(text)
        ? 'none'
        : /\bwith tools\b|\btool use\b/i.test(text)
          ? 'used'
          : undefined,
  },
  {
    name: 'harness',
    read: (text) =>
      /\b(?:internal|in-house|own) [\w+ -]{0,30}?(?:harness|scaffold)\b/i.exec(text)?.[0] ??
      /\b(lm[-_ ]?eval(?:uation)?(?:[-_ ]harness)?|opencompass|inspect[-_ ]evals?|helm|swe-agent|openhands|agentless)\b/i.exec(
        text,
      )?.[1],
  },
  {
    name: 'max output tokens',
    read: (text) => /\bmax(?:_new_tokens| output| tokens)[^\d]{0,12}(\d+)/i.exec(text)?.[1],
  },
];

export type Settings = ReadonlyMap<string, string>;

/** The settings a text names: `temperature 1.0, top_p 0.95` gives temperature 1.0 and top-p 0.95. */
export function settingsOf(text: string): Settings {
  const settings = new Map<string, string>();
  for (const { name, read } of SETTINGS) {
    const value = read(text);
    if (value !== undefined) settings.set(name, value);
  }
  return settings;
}

/**
 * The settings of a reported result: the sentences of its configuration about its own benchmark,
 * and its benchmark version. A ledger writes one configuration for a provider's whole table, so
 * "SWE-Verified was run in DeepSeek's internal harness" is no setting of its GPQA Diamond result;
 * `aboutOther` says which sentences are about another benchmark.
 */
export function resultSettings(result: ReportedResult, aboutOther: (sentence: string) => boolean): Settings {
  const own = result.configuration.split(/(?<=[.;])\s+/).filter((sentence) => !aboutOther(sentence));
  return settingsOf(`${own.join(' ')} ${result.benchmark_version}`);
}

/**
 * Every difference between two settings, in words. A setting one side names and the other does
 * not is a difference too: nothing says they match.
 */
export function settingDifferences(
  a: { label: string; settings: Settings },
  b: { label: string; settings: Settings },
): string[] {
  const differences: string[] = [];
  for (const { name } of SETTINGS) {
    const one = a.settings.get(name);
    const other = b.settings.get(name);
    if (one === other) continue;
    if (one !== undefined && other !== undefined)
      differences.push(`${name}: ${one} for ${a.label}, ${other} for ${b.label}`);
    else if (one !== undefined) differences.push(`${name}: ${one} for ${a.label}; ${b.label} does not say`);
    else if (other !== undefined)
      differences.push(`${name}: ${other} for ${b.label}; ${a.label} does not say`);
  }
  return differences;
}

// ---------------------------------------------------------------------------------------------
// The models a question names, and the results of a benchmark

/** Read once per question: every rule of the intent table and the answer ask for them. */
const modelCache = new WeakMap<Question, ModelMention[]>();

/**
 * The ledgers' models a question names, from its own text (see src/search/models.ts); of a part
 * of a question, those in that part ("GAIA 上人类得分多少？GPT-4 加插件呢？" asks no model first).
 */
export function modelsOf(catalog: Catalog, question: Question): ModelMention[] {
  let found = modelCache.get(question);
  if (!found) {
    found = modelsIn(modelTableOf(catalog), question.text).filter((model) =>
      question.masked.includes(question.text.slice(model.start, model.end).toLowerCase()),
    );
    modelCache.set(question, found);
  }
  return found;
}

/**
 * The results that answer for a record: its own, or, for a family with none of its own (the
 * question says "arena" and the catalog's arena results are on arena_elo_style_control), those of
 * its members, which the answer names.
 */
export function resultsFor(
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
export function viaNote(record: BenchRecord, via: readonly BenchRecord[] | undefined): string {
  if (!via || via.length === 0) return '';
  return ` ${record.id} has no reported result of its own; these are of ${via.map((one) => `${one.id} (${one.page.name})`).join(', ')}, part of its family.`;
}

/** The ledger files the results come from, for the answer's citation. */
export function ledgersOf(results: readonly ReportedResult[]): string {
  return [...new Set(results.map((result) => ledgerName(result.ledger)))].join(', ');
}

/** The facts of one result: every field that tells whether another number sits beside it. */
export function resultFacts(result: ReportedResult): Fact[] {
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
export function pageFigure(record: BenchRecord): string | undefined {
  const { top_score, as_of, note } = record.page.saturation;
  if (top_score === null) return undefined;
  return `The page of ${record.id} gives a top score of ${scoreWithUnit(top_score, record.page.metric.unit)} (saturation.top_score, ${as_of ? `as of ${as_of}` : 'undated'})${note ? `; its note: ${withoutStop(oneLine(note))}` : ', with no note saying whose score it is'}.`;
}

export function noResult(record: BenchRecord, model?: string): string {
  return model
    ? `The catalog has no reported result for ${model} on ${record.id}.`
    : `The catalog has no reported result on ${record.id}.`;
}
