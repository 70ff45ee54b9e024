/**
 * `compare`: whether two numbers can be compared, and every reason why not. Two numbers are
 * comparable only when they come from the same record, metric and configuration; benchbot never
 * ranks numbers that are not.
 */
import type { CommandContext } from '../context.js';
import { fieldsWith } from '../catalog/fields.js';
import type { BenchRecord } from '../catalog/record.js';
import type { Catalog } from '../catalog/catalog.js';
import { censusFold } from '../catalog/disposition.js';
import { emptyReply, type Fact, type Reply } from '../reply.js';
import { escapeRegExp, normalizeName } from '../search/normalize.js';
import { HARNESS_LABELS, fact, firstSentence, formatNumber, gapBetween, oneLine } from './facts.js';
import { bestMatchNote } from './card.js';
import { linkedNameReply, lookupRecord } from './lookup.js';
import {
  ADDED,
  compareWarnings,
  sentencesNaming,
  declaredDifferent,
  describeLineage,
  lineageRelations,
  quotesMatching,
  usesLlmJudge,
  writtenNames,
  type Quote,
} from './relations.js';
import { nameVersion, otherVersionOf, versionDifference } from './versions.js';

/** A sentence saying two sets hold as many items: "the item count … line up exactly". */
const SAME_COUNT =
  /\bitem counts? (?:and [\w ]+ )?(?:line up|match|are the same)\b|\bsame (?:number of|item count)\b|\bline up exactly\b/i;

type Side = { record: BenchRecord; matched: string; bestMatch?: boolean } | { linked: string };

export type Verdict = 'comparable' | 'conditional' | 'not comparable';

/**
 * @example compareBenchmarks(context, 'kcle', 'kcle_fix') // not comparable: two configurations
 */
export function compareBenchmarks(
  context: CommandContext,
  a: string,
  b: string,
  scoreA?: number,
  scoreB?: number,
): Reply {
  const left = side(context, a);
  if ('reply' in left) return left.reply;
  const right = side(context, b);
  if ('reply' in right) return right.reply;
  if ('linked' in left || 'linked' in right) return compareWithLinked(context, left, right);
  const reply = compareRecords(context.catalog, left, right, scoreA, scoreB);
  for (const [query, one] of [
    [b, right],
    [a, left],
  ] as const) {
    if (one.bestMatch) reply.warnings.unshift(bestMatchNote(query, one.record));
  }
  return reply;
}

function side(context: CommandContext, query: string): Side | { reply: Reply } {
  const found = lookupRecord(context, query);
  return 'reply' in found && found.linked !== undefined ? { linked: found.linked } : found;
}

/**
 * A comparison as data. `related`: the two records are related by lineage, which `relation` says.
 * For two records, the first reason is always that they are separate records.
 */
export type Assessment = {
  verdict: Verdict;
  relation: string;
  related: boolean;
  reasons: string[];
  quotes: Quote[];
};

/** The comparison of two resolved records, as data; `compareRecords` draws it. */
export function assess(
  left: { record: BenchRecord; matched: string },
  right: { record: BenchRecord; matched: string },
  catalog?: Catalog,
): Assessment {
  const a = left.record;
  const b = right.record;
  const reasons: string[] = [];
  const quotes: Quote[] = [];
  const folded = catalog && censusFold(catalog, a, b);
  if (folded) {
    return {
      verdict: 'conditional',
      relation: `The catalog's census folds ${folded.from.id} into ${folded.into.id} (${folded.ledger}): ${left.matched} and ${right.matched} are one benchmark with two pages.`,
      related: true,
      reasons: [
        `Comparable only if both runs used the same configuration of ${folded.into.id}.`,
        ...conditions(folded.into),
      ],
      quotes: compareWarnings(folded.into),
    };
  }

  if (a.id === b.id) {
    const sameName = normalizeName(left.matched) === normalizeName(right.matched);
    const warnings = compareWarnings(a);
    if (sameName) {
      return {
        verdict: 'comparable',
        relation: `Both are ${a.id}.`,
        related: false,
        reasons: conditions(a),
        quotes: warnings,
      };
    }
    // Two names of one record. When the record's own warnings name both, they are two
    // configurations (kcle and kcle_fix); otherwise two spellings that may be the same run.
    const both = warnings.filter(
      (quote) => mentions(quote.text, left.matched) && mentions(quote.text, right.matched),
    );
    const relation = `${left.matched} and ${right.matched} are two names of one record, ${a.id}.`;
    if (both.length > 0) {
      reasons.push(`${a.id} says runs under these two names must not be compared.`);
      return {
        verdict: 'not comparable',
        relation,
        related: false,
        reasons: [...reasons, ...conditions(a)],
        quotes: [...both, ...warnings.filter((q) => !both.includes(q))],
      };
    }
    return {
      verdict: 'conditional',
      relation,
      related: false,
      reasons: [`Comparable only if both runs used the same configuration of ${a.id}.`, ...conditions(a)],
      quotes: warnings,
    };
  }

  const lineage = lineageRelations(a, b);
  const saysNotB = declaredDifferent(a).get(b.id);
  const saysNotA = declaredDifferent(b).get(a.id);
  let relation = `${a.id} and ${b.id} are different records with no lineage between them in the catalog.`;
  if (lineage.length > 0) {
    // Each field in the direction it is written: two records may tell their lineage differently.
    const described = lineage.map(
      ({ relation: one, cite }) => `${describeLineage(one, cite.id)} (${cite.id}, ${cite.where})`,
    );
    relation = `Related by lineage: ${described.join('; ')}; but they are different records.`;
  } else if (saysNotB || saysNotA) relation = `The catalog declares them different benchmarks.`;
  reasons.push(`They are different benchmarks: ${a.id} and ${b.id} are separate records.`);
  for (const quote of [saysNotB, saysNotA]) if (quote) quotes.push(quote);

  if (normalizeName(a.page.metric.name) !== normalizeName(b.page.metric.name)) {
    // "% resolved" and "resolve rate (pass@1)" may be one metric named twice: a difference is
    // claimed only when the two names share no word.
    const said = `${a.id} reports "${oneLine(a.page.metric.name) || 'an unstated metric'}"; ${b.id} reports "${oneLine(b.page.metric.name) || 'an unstated metric'}".`;
    reasons.push(
      sharesMetricWord(a.page.metric.name, b.page.metric.name)
        ? `Metrics as each record names them: ${said}`
        : `Different metrics: ${said}`,
    );
  }
  const [sizeA, sizeB] = [a.page.dataset.size, b.page.dataset.size];
  // "The item count and instruction taxonomy line up exactly": the record's words over two fields
  // that disagree (IFEval's 500 beside its translation's 541).
  const countsMatch = [a, b].some((record) => quotesMatching(record, SAME_COUNT).length > 0);
  if (sizeA !== null && sizeB !== null && sizeA !== sizeB && !countsMatch)
    reasons.push(
      `Different item sets: ${a.id} has ${formatNumber(sizeA)} items, ${b.id} ${formatNumber(sizeB)} (dataset.size).`,
    );
  const harnessA = harnessSummary(a);
  const harnessB = harnessSummary(b);
  if (harnessA !== harnessB)
    reasons.push(`Different harnesses: ${a.id} runs as ${harnessA}; ${b.id} as ${harnessB}.`);
  reasons.push(...conditions(a), ...conditions(b));
  for (const quote of [...compareWarnings(a), ...compareWarnings(b)]) {
    if (!quotes.some((known) => known.text === quote.text)) quotes.push(quote);
  }
  return { verdict: 'not comparable', relation, related: lineage.length > 0, reasons, quotes };
}

/** Whether two metric names share a word of substance ("resolved" and "resolve", "accuracy"). */
function sharesMetricWord(a: string, b: string): boolean {
  const words = (text: string) =>
    new Set(
      text
        .toLowerCase()
        .split(/[^a-z0-9@]+/)
        .filter((word) => word.length >= 3 && !['the', 'and', 'per', 'rate', 'score'].includes(word))
        .map((word) => word.slice(0, 6)),
    );
  const first = words(a);
  return [...words(b)].some((word) => first.has(word));
}

/** What a record itself requires before two of its numbers compare. */
export function conditions(record: BenchRecord): string[] {
  const out: string[] = [];
  if (usesLlmJudge(record))
    out.push(`${record.id} is scored by an LLM judge: the judge model and its prompt must match.`);
  if (record.page.dataset.public_test_set === false) {
    out.push(`${record.id} has no public test set: the data revision must be published with each score.`);
  }
  return out;
}

function compareRecords(
  catalog: Catalog,
  left: { record: BenchRecord; matched: string },
  right: { record: BenchRecord; matched: string },
  scoreA?: number,
  scoreB?: number,
): Reply {
  const { verdict, relation, reasons, quotes } = assess(left, right, catalog);
  const a = left.record;
  const b = right.record;
  const reply = emptyReply('compare', `${left.matched} vs ${right.matched}: ${verdict}`);
  reply.recordId = a.id;
  reply.summary = relation;
  reply.sections.push({
    heading: verdictHeading(verdict),
    text: reasons.map((reason) => `- ${reason}`).join('\n'),
  });
  if (quotes.length > 0) {
    reply.sections.push({
      heading: 'What the records say about comparing',
      text: quotes.map((quote) => `- “${quote.text}” (${quote.cite.id}, ${quote.cite.where})`).join('\n'),
    });
  }
  reply.facts = a.id === b.id ? sideFacts(a, a.id) : [...sideFacts(a, a.id), ...sideFacts(b, b.id)];
  if (scoreA !== undefined && scoreB !== undefined) {
    reply.sections.push({ heading: 'Your two scores', text: scoreVerdict(verdict, a, scoreA, scoreB) });
  }
  if (verdict === 'not comparable') {
    reply.warnings.push(
      `Not comparable: do not rank a ${left.matched} number against a ${right.matched} number.`,
    );
  }
  return reply;
}

/**
 * A record against a name the question wrote that the catalog lacks ("ARC-AGI-1" beside
 * arc_prize_public_evaluation), the name taken as written, never re-read as a near spelling.
 */
export function compareWithMissing(
  context: CommandContext,
  record: BenchRecord,
  matched: string,
  missing: string,
): Reply {
  return compareWithLinked(context, { record, matched }, { linked: missing });
}

function compareWithLinked(context: CommandContext, left: Side, right: Side): Reply {
  const found = 'record' in left ? left : 'record' in right ? right : undefined;
  const unknownIds = [left, right].flatMap((one) => ('linked' in one ? [one.linked] : []));
  if (!found) return linkedNameReply(context.catalog, unknownIds[0] ?? '');
  const missing = unknownIds[0] ?? '';
  const known = { record: found.record, matched: versionNamed(found.matched, missing) };
  const reply = emptyReply('compare', `${known.matched} vs ${missing}: not comparable`);
  reply.recordId = known.record.id;
  // What the known record says of it ("the original ARC-AGI (ARC-AGI-1)") is said first.
  // The one that says what it changed ("τ²-bench followed, adding a dual-control …") first.
  // "tau2" is written "tau2-bench" as often as not.
  const naming = sentencesNaming(known.record, [
    missing,
    missing.replace(/-/g, ' '),
    ...(/bench$/i.test(missing) ? [] : [`${missing}-bench`, `${missing} bench`]),
  ]);
  const said = naming.find((quote) => ADDED.test(quote.text)) ?? naming[0];
  // "alpacaeval 1.0 vs alpacaeval 2": another version of the record's own benchmark, which its
  // record may well speak of, and say how the two differ.
  const version = otherVersionOf(known.record, known.matched, missing, writtenNames(known.record));
  const differs = version && versionDifference(known.record, version.missing.major, version.known?.major);
  const why = differs?.apart ?? differs?.changed ?? said ?? differs?.named;
  // The sentence on what the later version changed follows the one saying they do not compare:
  // "compare 1.0 with 2.0?" asks how they differ as much as whether their numbers do.
  const how = why === differs?.apart && differs?.changed?.text !== why?.text ? differs?.changed : undefined;
  reply.summary = version
    ? `Not comparable: ${missing} and ${known.matched} are different versions, and the catalog has no record of ${missing}.${
        why ? ` The record of ${known.record.id} says (${why.cite.where}): “${why.text}”` : ''
      }${how ? ` ${how.cite.where === why?.cite.where ? 'And' : `And (${how.cite.where})`}: “${how.text}”` : ''}`
    : `The catalog has no record for ${missing}, so nothing in it establishes that benchmark's metric or configuration.${
        said
          ? ` The record of ${known.record.id} says of it (${said.cite.where}): “${said.text}”`
          : // Silent on it: what the one it holds is, the half of a difference it can say.
            ` What ${known.record.id} is (summary): “${known.record.page.summary.trim()}”`
      }`;
  const quotes: Quote[] = [];
  const saysNot = declaredDifferent(known.record).get(missing);
  if (saysNot) quotes.push(saysNot);
  for (const mention of context.catalog.mentions.get(missing) ?? []) {
    if (mention.from === known.record.id && !quotes.some((quote) => quote.text === mention.sentence)) {
      quotes.push({ text: mention.sentence, cite: { id: mention.from, where: mention.where } });
    }
  }
  quotes.push(...compareWarnings(known.record).filter((quote) => !quotes.some((q) => q.text === quote.text)));
  reply.sections.push({
    heading: 'Not comparable',
    text: [
      version
        ? `- ${missing} and ${known.matched} are different versions.`
        : `- ${missing} has no record here.`,
      ...(saysNot ? [`- ${known.record.id} says it is not ${missing}.`] : []),
      ...conditions(known.record).map((c) => `- ${c}`),
    ].join('\n'),
  });
  if (quotes.length > 0) {
    reply.sections.push({
      heading: `What ${known.record.id} says`,
      text: quotes.map((quote) => `- “${quote.text}” (${quote.cite.id}, ${quote.cite.where})`).join('\n'),
    });
  }
  reply.facts = sideFacts(known.record, known.record.id);
  reply.warnings.push(`Not comparable: do not rank a ${known.matched} number against a ${missing} number.`);
  return reply;
}

/**
 * A bare version written after another's name ("AlpacaEval 1.0 with 2.0") is that benchmark at
 * this version: "AlpacaEval 2.0", not "2.0".
 */
function versionNamed(matched: string, other: string): string {
  const bare = /^v?(\d{1,2}(?:\.\d{1,2})?)$/i.exec(matched.trim())?.[1];
  const version = nameVersion(other)?.version;
  return bare && version ? other.replace(new RegExp(`${escapeRegExp(version)}$`), bare) : matched;
}

function verdictHeading(verdict: Verdict): string {
  if (verdict === 'comparable') return 'Comparable, on these conditions';
  if (verdict === 'conditional') return 'Comparable only under the same configuration';
  return 'Not comparable, because';
}

/** The fields compared side by side (the field table's `compared`), then harness and size. */
function sideFacts(record: BenchRecord, label: string): Fact[] {
  const page = record.page;
  return [
    ...fieldsWith('compared').map((field) =>
      fact(record, `${label} · ${field.compared}`, field.path, firstSentence(field.read(page))),
    ),
    fact(record, `${label} · harness`, 'harness', harnessSummary(record)),
    fact(
      record,
      `${label} · dataset size`,
      'dataset.size',
      page.dataset.size === null ? '' : formatNumber(page.dataset.size),
    ),
  ];
}

function harnessSummary(record: BenchRecord): string {
  const set = Object.entries(record.page.harness).filter(
    ([name, value]) => name !== 'other' && typeof value === 'string' && value.trim() !== '',
  );
  if (set.length === 0) return 'no named harness task';
  return set.map(([name, value]) => `${HARNESS_LABELS[name] ?? name} ${firstWord(String(value))}`).join(', ');
}

function firstWord(text: string): string {
  return text.trim().split(/\s+/)[0] ?? '';
}

/** A test split's count as the splits field writes it: "1,273 test", "a 3,088-item test split", "test (5,141". */
const TEST_COUNT = [
  /(?<![\d.,])(\d[\d,]*)(?:-(?:item|question|problem|example|row|sample)s?)?\s+test\b/i,
  /\btest\s*\(\s*(\d[\d,]*)/i,
  /\btest split,?\s+(\d[\d,]*)\s+(?:rows|items|questions|problems|examples)\b/i,
];

/** The count of the split scores are reported on, where the record gives it apart from the whole. */
export function testSplitSize(record: BenchRecord): number | undefined {
  const { splits, size } = record.page.dataset;
  const written = TEST_COUNT.map((pattern) => pattern.exec(splits)?.[1]).find(Boolean);
  const count = written ? Number(written.replace(/,/g, '')) : undefined;
  return count !== undefined && count > 0 && (size === null || count < size) ? count : undefined;
}

/**
 * Two scores on one record: the difference, and whether it is more than sampling noise. The noise
 * is the binomial standard error of a difference of two accuracies on n items, which needs the
 * record's item count; without it the question is left open, in those words.
 */
export function scoreVerdict(verdict: Verdict, record: BenchRecord, scoreA: number, scoreB: number): string {
  // A percentage runs from 0 to 100, a metric with a max_score from 0 to it. A score past that is
  // a typo or another scale (a fraction, another metric); the noise estimate would print "±NaN".
  const metric = record.page.metric;
  const top = metricTop(record);
  const outside = [scoreA, scoreB].filter(
    (score) => top !== undefined && (!Number.isFinite(score) || score < 0 || score > top),
  );
  if (top !== undefined && outside.length > 0) {
    const scale = `0 to ${formatNumber(top)}${metric.unit === '%' ? '%' : metric.unit ? ` ${metric.unit}` : ''}`;
    // "GPT-4 got over 400 points" of a record that writes "above 400 points" on "the real Gaokao's
    // own 750-point scale": another scale the record gives, not a typo.
    const [score] = outside;
    const elsewhere = outside.length === 1 && score !== undefined ? scaleWriting(record, score) : undefined;
    if (score !== undefined && elsewhere)
      return `${formatNumber(score)} is on another scale than ${record.id}'s metric (${scale}): the record writes it with a scale of its own (${elsewhere.cite.where}). Two numbers on two scales are not set side by side.`;
    const listed = outside.map((score) => formatNumber(score)).join(' and ');
    const one = outside.length === 1;
    return `${listed} ${one ? 'is' : 'are'} outside the range of ${record.id}'s metric${metric.name ? ` (${metric.name})` : ''}, which runs from ${scale}: check ${one ? 'that score' : 'those scores'} before comparing them.`;
  }
  const fraction = fractionBeside(scoreA, scoreB, top);
  if (verdict === 'not comparable') {
    return `benchbot does not rank ${formatNumber(scoreA)} against ${formatNumber(scoreB)}: the numbers are not comparable, so their difference means nothing.${fraction}`;
  }
  if (fraction) return fraction.trim();
  const difference = Math.abs(scoreA - scoreB);
  const points = `${gapBetween(scoreA, scoreB)} points`;
  const { max_score: max, unit } = record.page.metric;
  // A score is reported on the test split where the record counts one apart ("1,273 test").
  const scored = testSplitSize(record);
  const size = scored ?? record.page.dataset.size;
  const counted = scored === undefined ? 'items' : 'items of the test split';
  if (size === null || size <= 0) {
    return `The scores differ by ${points}. The catalog does not establish the item count of ${record.id}, so whether that is more than noise cannot be judged.`;
  }
  // ROUGE, Elo, a mean rating: no share of items right, so the count says nothing of its noise.
  if (!(unit === '%' || max === 100)) {
    return `The scores differ by ${points}. The metric of ${record.id} is no share of its ${formatNumber(size)} ${counted}, so whether that is more than noise cannot be read from the item count.`;
  }
  const p = (scoreA + scoreB) / 200;
  const standardError = 100 * Math.sqrt((2 * p * (1 - p)) / size);
  const within = difference < 2 * standardError;
  const judgement = within
    ? `That is within sampling noise (about ±${standardError.toFixed(1)} points at ${formatNumber(size)} ${counted}): it does not show that one run is better.`
    : `That is more than twice the sampling noise (about ±${standardError.toFixed(1)} points at ${formatNumber(size)} ${counted}), if both runs used the same configuration.`;
  return `The scores differ by ${points}. ${judgement}`;
}

/** The top of a record's scale: its max_score, or 100 for a percentage; none where neither says. */
export function metricTop(record: BenchRecord): number | undefined {
  const { max_score: max, unit } = record.page.metric;
  return max ?? (unit === '%' ? 100 : undefined);
}

/** The record's sentence that writes a score with a scale of its own: "above 400 points", "on a 750-point scale". */
export function scaleWriting(record: BenchRecord, score: number): Quote | undefined {
  const written = escapeRegExp(formatNumber(score)).replace(/,/g, ',?');
  const onScale = new RegExp(
    `(?<![\\d.,])${written}\\+?\\s*(?:points?|pts|marks)\\b|(?<![\\d.,])${written}-point\\b`,
    'i',
  );
  return quotesMatching(record, onScale)[0];
}

/**
 * "ROUGE-L 35 against the paper's 0.272": one number a fraction of 1 and the other on a scale to
 * 100 are two scales before they are two setups; said with the fraction on the other's scale.
 */
function fractionBeside(scoreA: number, scoreB: number, top: number | undefined): string {
  const [low, high] = scoreA < scoreB ? [scoreA, scoreB] : [scoreB, scoreA];
  if (top === undefined || top < 100 || !(low > 0 && low < 1) || high <= 1) return '';
  return ` ${formatNumber(low)} reads as a fraction of 1 (${formatNumber(Number((low * 100).toFixed(2)))} on the 0 to 100 scale of ${formatNumber(high)}); put both on one scale before reading them side by side.`;
}

function mentions(text: string, name: string): boolean {
  const needle = normalizeName(name);
  return needle !== '' && normalizeName(text).includes(needle);
}
