/**
 * What records say about each other and about comparing numbers, read from their own words.
 * Identity is never inferred from similar names: only from lineage fields, aliases, and sentences
 * such as "It is not [gpqa_diamond](gpqa_diamond.md)".
 */
import { fieldsWith } from '../catalog/fields.js';
import { linkedIds, plainLinks, sentences } from '../catalog/links.js';
import { proseOf, type Prose } from '../catalog/prose.js';
import type { BenchRecord } from '../catalog/record.js';
import { HARNESSES } from '../catalog/schema.js';
import type { Citation } from '../reply.js';
import { typedText } from '../search/normalize.js';
import { countIn, NUMBER_WORDS } from './facts.js';
import { leadingTasks } from './harnesses.js';

export type Quote = { text: string; cite: Citation };

/**
 * Where a record says how it runs: each harness entry (`harness.lm_eval`, …), then each section of
 * its body, whole, with where it stands.
 */
export function harnessThenProse(record: BenchRecord): { where: string; text: string }[] {
  return [
    ...Object.entries(record.page.harness).map(([key, text]) => ({
      where: `harness.${key}`,
      text: String(text),
    })),
    ...proseOf(record).sections.map((section) => ({ where: section.heading, text: section.text })),
  ];
}

/** What a later benchmark brought: "τ²-bench followed, adding a dual-control environment". */
export const ADDED = /\badd(?:s|ed|ing)\b|\bextend(?:s|ed|ing)?\b|\blayers? on\b|\bintroduc(?:es|ed|ing)\b/i;

/** A sentence of a record and where it stands. */
type Placed = { where: string; sentence: string };

/**
 * The sentences of each body, split once: a question reads a record's sentences many times over,
 * and splitting them was a tenth of answering. Kept as long as the body itself is (see prose.ts).
 */
const sentencesOfBody = new WeakMap<Prose, readonly Placed[]>();

/** Every sentence of a record with where it stands: long fields first, then body sections. */
function recordSentences(record: BenchRecord): readonly Placed[] {
  const prose = proseOf(record);
  const known = sentencesOfBody.get(prose);
  if (known) return known;
  const out: Placed[] = [];
  const place = (where: string, sentence: string) => out.push({ where, sentence });
  for (const field of fieldsWith('quoted')) {
    for (const sentence of quotedSentences(field.read(record.page))) place(field.path, sentence);
  }
  for (const section of prose.sections) {
    for (const sentence of quotedSentences(section.text)) place(section.heading || 'body', sentence);
  }
  sentencesOfBody.set(prose, out);
  return out;
}

/** A sentence that goes on from the one before it: "It can also mean a run failed", "But …", "Under that caveat, …", "These combine as …". */
const GOES_ON =
  /^(?:(?:It|This|That) (?:can|may|might|could) also\b|Also\b|But\b|Yet\b|Under (?:that|this|those|these)\b|(?:These|They|Together,? these) (?:combine|are combined|are averaged|are weighted|sum)\b)/;

/**
 * Sentences as quotes: one that goes on from the sentence before it ("An exact 0.0 can be a real
 * score for a tiny model. It can also mean a run failed") is quoted with it, not alone.
 */
export function quotedSentences(text: string): string[] {
  return withTheirLead(sentences(text));
}

function withTheirLead(list: readonly string[]): string[] {
  const out: string[] = [];
  for (const sentence of list) {
    const before = out.length > 0 ? out[out.length - 1] : undefined;
    if (before !== undefined && GOES_ON.test(sentence)) out[out.length - 1] = `${before} ${sentence}`;
    else out.push(sentence);
  }
  return out;
}

const NEGATION =
  /\b(?:not|isn't|is no|never|unlike|rather than|separate from|distinct from|different(?: [\w-]+){0,2} from)\b/i;

/**
 * Whether a clause ending at a link denies it: a negation a few words before the link ("It is not
 * [x]", "not a citation of [x]", "distinct from [x]"), not one about something else in the clause
 * ("is not the later binary rule used in [x]").
 */
function negatesLink(clause: string): boolean {
  const negations = [...clause.matchAll(new RegExp(NEGATION.source, 'gi'))];
  const last = negations[negations.length - 1];
  if (!last || /^not (?:yet|only)/i.test(clause.slice(last.index))) return false;
  const between = clause.slice(last.index + last[0].length).trim();
  return between === '' || between.split(/\s+/).length <= 4;
}

/**
 * The ids a record says it is not: a link preceded, in its clause, by a negation ("It is not
 * [x](x.md)", "not a citation of [x](x.md)", "Not a spelling of [x](x.md)").
 */
export function declaredDifferent(record: BenchRecord): Map<string, Quote> {
  const found = new Map<string, Quote>();
  for (const { where, sentence } of recordSentences(record)) {
    for (const id of linkedIds(sentence)) {
      if (id === record.id || found.has(id)) continue;
      // Up to the link's label: "not [ARC-AGI-2](arc_agi_2.md)".
      const before = sentence.slice(0, sentence.lastIndexOf('[', sentence.indexOf(`](${id}.md)`)));
      // The clause that holds the link: back to the last ';' or ':' before it.
      const clause = before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf(':')) + 1);
      if (negatesLink(clause)) {
        found.set(id, { text: plainLinks(sentence), cite: { id: record.id, where } });
      }
    }
  }
  return found;
}

const COMPARE_WARNING =
  /\b(?:not|never|n't|cannot|can't)\b[^.;]*\bcompar|\bcompar\w*\b[^.;]*\b(?:not|never|n't|only|unless)\b|\bnot comparable\b|\bincomparable\b/i;

/** Every sentence of a record that says not to compare numbers, or says when they compare. */
export function compareWarnings(record: BenchRecord): Quote[] {
  return quotesMatching(record, COMPARE_WARNING);
}

/** The sentences of one field or section, as quoted: each with the one it goes on from. */
export function sentencesOf(record: BenchRecord, where: string): string[] {
  return recordSentences(record)
    .filter((placed) => placed.where === where)
    .map(({ sentence }) => plainLinks(sentence));
}

/** The sentence a record writes right after a quoted one, in the same field or section. */
export function sentenceAfter(record: BenchRecord, quote: Quote): string | undefined {
  const here = sentencesOf(record, quote.cite.where);
  const at = here.indexOf(quote.text);
  return at === -1 ? undefined : here[at + 1];
}

/** The sentences right before a quote, in the same field or section, nearest last. */
export function sentencesBefore(record: BenchRecord, quote: Quote, count: number): string[] {
  const all = recordSentences(record);
  const at = all.findIndex(
    ({ where, sentence }) => where === quote.cite.where && plainLinks(sentence) === quote.text,
  );
  return at <= 0
    ? []
    : all
        .slice(Math.max(0, at - count), at)
        .filter(({ where }) => where === quote.cite.where)
        .map(({ sentence }) => plainLinks(sentence));
}

/** A sentence that says two numbers do not compare. */
export const NOT_COMPARABLE =
  /\bnot (?:directly |numerically )?(?:comparable|interchangeable)\b|\b(?:do not|don't|never) mix\b|\b(?:do not|don't|cannot|can't|should not|never)\b[^.;]{0,30}\bcompar|\b(?:do not|don't|never) (?:treat|read)\b[^.;]{0,100}\bas the (?:same (?:quantity|number|score|metric|thing)\b|[\w-]+(?: [\w-]+)? (?:figure|number|score|result)s?\b)|\bnot the same (?:quantity|number|score|metric)\b|\bnot strictly the same (?:quantity|number|score|metric|measurement)\b|\b(?:number|score) is not an? [^.;]{1,40}\b(?:number|score)\b|\bis (?:still )?not an? (?:score|number|result|figure) (?:for|of|on)\b|\b(?:should not|shouldn't|must not|cannot|can't|do not|don't|never)\s+(?:be\s+)?(?:merged|mixed|pooled|combined)\s+(?:with|as if)\b/i;

/** The sentences of a record that match a pattern, links made plain, with where they stand. */
export function quotesMatching(record: BenchRecord, pattern: RegExp): Quote[] {
  return recordSentences(record)
    .filter(({ sentence }) => pattern.test(sentence))
    .map(({ where, sentence }) => ({ text: plainLinks(sentence), cite: { id: record.id, where } }));
}

/** The records that name a record as their predecessor or family: its versions and members. */
export function versionsOf(record: BenchRecord, records: ReadonlyMap<string, BenchRecord>): BenchRecord[] {
  return [...records.values()].filter(
    (other) =>
      other !== record && [other.page.lineage.predecessor, other.page.lineage.family].includes(record.id),
  );
}

export type Lineage =
  | { kind: 'family'; family: string; member: string }
  | { kind: 'variant'; parent: string; variant: string }
  | { kind: 'predecessor'; earlier: string; later: string }
  | { kind: 'siblings'; family: string };

/**
 * Every way lineage fields relate two records, read from either side; with `records`, also two
 * siblings of one family (arc_easy names arc as its family, arc lists arc_challenge as a variant).
 */
export function lineageRelations(
  a: BenchRecord,
  b: BenchRecord,
  records?: ReadonlyMap<string, BenchRecord>,
): { relation: Lineage; cite: Citation }[] {
  const found: { relation: Lineage; cite: Citation }[] = [];
  for (const [x, y] of [
    [a, b],
    [b, a],
  ] as const) {
    const lineage = x.page.lineage;
    const cite = (where: string): Citation => ({ id: x.id, where });
    if (lineage.family === y.id)
      found.push({ relation: { kind: 'family', family: y.id, member: x.id }, cite: cite('lineage.family') });
    if (lineage.variants.includes(y.id)) {
      found.push({
        relation: { kind: 'variant', parent: x.id, variant: y.id },
        cite: cite('lineage.variants'),
      });
    }
    if (lineage.predecessor === y.id) {
      found.push({
        relation: { kind: 'predecessor', earlier: y.id, later: x.id },
        cite: cite('lineage.predecessor'),
      });
    }
    if (lineage.successors.includes(y.id)) {
      found.push({
        relation: { kind: 'predecessor', earlier: x.id, later: y.id },
        cite: cite('lineage.successors'),
      });
    }
  }
  if (found.length === 0 && records) {
    const shared = [...parentsOf(a, records)].find((parent) => parentsOf(b, records).has(parent));
    if (shared) {
      found.push({
        relation: { kind: 'siblings', family: shared },
        cite: {
          id: a.id,
          where: a.page.lineage.family === shared ? 'lineage.family' : `${shared}, lineage.variants`,
        },
      });
    }
  }
  return found;
}

/** The records a record belongs to: its lineage family, and every record that lists it as a variant. */
function parentsOf(record: BenchRecord, records: ReadonlyMap<string, BenchRecord>): Set<string> {
  const parents = new Set<string>();
  if (record.page.lineage.family) parents.add(record.page.lineage.family);
  for (const other of records.values()) {
    if (other.page.lineage.variants.includes(record.id)) parents.add(other.id);
  }
  return parents;
}

/**
 * A lineage relation in the words of the field that states it, in the direction it is written:
 * lite's `successors` listing verified is lite's statement, not verified's, whose own
 * `predecessor` may name another record.
 */
export function describeLineage(relation: Lineage, by: string): string {
  switch (relation.kind) {
    case 'family':
      return `${relation.member} names ${relation.family} as its family`;
    case 'variant':
      return `${relation.parent} lists ${relation.variant} among its variants`;
    case 'predecessor':
      return by === relation.later
        ? `${relation.later} names ${relation.earlier} as its predecessor`
        : `${relation.earlier} lists ${relation.later} among its successors`;
    case 'siblings':
      return `both are part of the ${relation.family} family`;
  }
}

/**
 * True when the record is scored by a model acting as judge, so the judge must match. An
 * "online-judge style checker" runs tests, and "rather than an LLM judge" says there is none.
 */
export function usesLlmJudge(record: BenchRecord): boolean {
  const { metric, tags, task_format } = record.page;
  if (!saysModelJudges(`${metric.name} ${tags.join(' ')} ${task_format}`)) return false;
  // "The repository also ships a GPT-4-based LLM-as-judge script as a scalable alternative": a
  // judge the record names only as an option does not score its numbers.
  const judging = sentences(`${metric.name}. ${task_format}`).filter(saysModelJudges);
  return judging.length === 0 || !judging.every((sentence) => OPTIONAL_JUDGE.test(sentence));
}

/**
 * "ROUGE / BERTScore / BLEURT ensemble (the shared tasks) or LLM-jury score (HELM's)": a metric
 * written as alternatives, of which a model judges some but not all.
 */
export function judgedInSome(record: BenchRecord): boolean {
  // "LLM-judged or critic-model score": one word before "or" qualifies the noun after it, so the
  // two are one metric scored two ways, not two metrics.
  const alternatives = record.page.metric.name
    .replace(/\([^)]*\)/g, ' ')
    // "MC2 accuracy (lm-eval); paper also reports LLM-as-a-Judge truthfulness": two ways, too.
    .split(/,?\s+or\s+|\s*;\s*/i)
    .reduceRight<string[]>(
      (later, one) =>
        /^\s*\S+\s*$/.test(one) && later.length > 0
          ? [`${one} or ${later[0]}`, ...later.slice(1)]
          : [one, ...later],
      [],
    );
  const judged = alternatives.filter(saysModelJudges);
  return alternatives.length >= 2 && judged.length > 0 && judged.length < alternatives.length;
}

/** A sentence that names a model judge as an option, beside the scoring it does not replace. */
export const OPTIONAL_JUDGE =
  /\b(?:as an? (?:\w+ )?alternative|optional(?:ly)?|also ships|can (?:also |optionally )?be (?:judged|graded|scored))\b/i;

/** Whether a text says a model grades the answers ("an automated GPT-4o judge", "LLM-as-judge"). */
export function saysModelJudges(text: string): boolean {
  // "scored ... rather than by an LLM judge", "rather than routed through an LLM judge", "no LLM
  // judge": a judge denied is no judge; "no reference, so an LLM judge" still has one.
  const said = text.replace(
    /\b(?:rather than|instead of|not|no|without|never)\b(?:\s+(?:by|with|through|via|using|an?|the|any|routed|sent|passed|scored|graded|judged))*\s+(?:llm|model|gpt)[\w. -]{0,20}?(?:judge|grader)s?\b/gi,
    ' ',
  );
  return /\bllm[- ]?(?:as[- ]a?[- ]?)?judge|\bjudge (?:model|llm)\b|\b(?:gpt|claude|model|llm)[- ]?[\w.-]*[- ](?:as[- ](?:a[- ])?)?(?:judge|grader)\b|\bmodel[- _]grad\w*|\bmodel grader\b|\b\w+-model\b[^.]{0,20}\bpanel\b|\bas its own judge\b|\b(?:judged|graded|scored|classified) (?:automatically )?by (?:gpt|claude|an? (?:separate |second |grader |judge )?(?:llm|model))|\bmodel classifier\b|\b(?:gpt|chatgpt|llm|model)[- ]based grader\b|\bgrader model\b|\bllm[- ]jur(?:y|ies)\b|\bjury of (?:llms?|models?)\b|\bllm (?:call|equality checker|checker) as\b|\bllm equality checker\b/i.test(
    said,
  );
}

/**
 * How prose writes a record: its id (also with spaces or hyphens for underscores), name and
 * aliases, and each half of a name restated in brackets ("SuperGLUE (Super General Language
 * Understanding Evaluation benchmark)" is written "SuperGLUE").
 */
export function writtenNames(record: BenchRecord): string[] {
  const names = [record.page.name, ...record.page.aliases];
  return [
    record.id,
    record.id.replace(/_/g, '-'),
    record.id.replace(/_/g, ' '),
    ...names,
    ...names.flatMap(restatedHalves),
  ];
}

/**
 * The two halves of "SHORT (Long Form)" or "Long Form (SHORT)" when the short one, a single word,
 * is made of the long one's capitals ("ARC (AI2 Reasoning Challenge)", "Multilingual MMLU
 * (MMMLU)"). "ARC (Challenge Set)" and "Entity matching (HELM)" only qualify a name: not split.
 */
function restatedHalves(name: string): string[] {
  const [, outside, inside] = /^(.+?)\s*\((.+)\)$/.exec(name) ?? [];
  if (!outside || !inside) return [];
  const capitals = (text: string) => text.replace(/[^\p{Lu}\p{N}]/gu, '');
  const shortens = (short: string, long: string) => {
    const wanted = capitals(short);
    if (/\s/.test(short) || !/\s/.test(long) || wanted.length < 2) return false;
    let at = 0;
    for (const letter of capitals(long)) if (letter === wanted[at]) at++;
    return at === wanted.length;
  };
  return shortens(outside, inside) || shortens(inside, outside) ? [outside, inside] : [];
}

const NAME_CHAR = /[\p{L}\p{N}_]/u;

/**
 * Where `text` (lower case) first holds `name` (lower case) as a whole name, or -1: "arc" is not in
 * "arc-easy", nor "mmlu" in "mmlu_pro", "humaneval" in "humanevalx" or "tmmlu" in "tmmlu+". A plain
 * substring search first, since this runs over every sentence of a record for every name of another.
 */
export function nameStandsAt(text: string, name: string): number {
  for (let at = text.indexOf(name); at !== -1; at = text.indexOf(name, at + 1)) {
    const before = text.charAt(at - 1);
    const after = text.charAt(at + name.length);
    const next = text.charAt(at + name.length + 1);
    if (
      before !== '-' &&
      !NAME_CHAR.test(before) &&
      !NAME_CHAR.test(after) &&
      after !== '+' &&
      !(after === '-' && NAME_CHAR.test(next))
    )
      return at;
  }
  return -1;
}

/**
 * The sentences of a record that name one of `names` or link `linkId`, quoted with where they
 * stand.
 */
export function sentencesNaming(record: BenchRecord, names: readonly string[], linkId?: string): Quote[] {
  const wanted = [...new Set(names.map((name) => typedText(name.trim())).filter((name) => name.length >= 3))];
  const quotes: Quote[] = [];
  for (const { where, sentence } of recordSentences(record)) {
    const plain = plainLinks(sentence);
    const lower = typedText(plain);
    const linked = linkId !== undefined && sentence.includes(`](${linkId}.md)`);
    if (linked || wanted.some((name) => nameStandsAt(lower, name) !== -1))
      quotes.push({ text: plain, cite: { id: record.id, where } });
  }
  return quotes;
}

/**
 * Every name a record goes by: its written names, and the task names its harness fields start
 * with ("lambada_openai" is LAMBADA's lm-eval task, and sentences name it so).
 */
export function knownNames(record: BenchRecord): readonly string[] {
  const known = namesOfRecord.get(record);
  if (known) return known;
  const names = [
    ...writtenNames(record),
    ...HARNESSES.flatMap((name) => leadingTasks(record.page.harness[name])),
  ];
  namesOfRecord.set(record, names);
  return names;
}

/** Each record's names, gathered once: a question about two records reads them for every sentence. */
const namesOfRecord = new WeakMap<BenchRecord, readonly string[]>();

/** The sentences of `record` that refer to `other`, by link or by one of its names. */
function sentencesAbout(record: BenchRecord, other: BenchRecord): Quote[] {
  return sentencesNaming(record, knownNames(other), other.id);
}

/**
 * What the catalog says about two records together: each one's sentences about the other, then
 * those of the family record either belongs to ("arc" on arc_easy and arc_agi_2).
 */
export function relationSentences(
  a: BenchRecord,
  b: BenchRecord,
  records: ReadonlyMap<string, BenchRecord>,
): Quote[] {
  const quotes = [...sentencesAbout(a, b), ...sentencesAbout(b, a)];
  const parentsA = parentsOf(a, records);
  const parentsB = parentsOf(b, records);
  for (const family of new Set([...parentsA, ...parentsB])) {
    const parent = records.get(family);
    if (!parent || parent.id === a.id || parent.id === b.id) continue;
    const aboutA = sentencesAbout(parent, a);
    const aboutB = sentencesAbout(parent, b);
    // The family page's sentences that name either one, the one outside the family first.
    const outsider = parentsA.has(family) ? aboutB : aboutA;
    quotes.push(...outsider, ...(outsider === aboutA ? aboutB : aboutA));
  }
  const seen = new Set<string>();
  return quotes.filter((quote) => !seen.has(quote.text) && seen.add(quote.text));
}

/**
 * Words by which a record speaks of a name in its text as a benchmark of its own: a successor, a
 * separate set, one without a page here ("ARC-AGI-3 … also not yet a page here").
 */
export const OWN_BENCHMARK =
  /\bsuccessor\b|\bpredecessor\b|\bsupersed\w*|\bnewer version\b|\bunrelated\b|\bdistinct benchmark\b|\bseparate benchmark\b|\bnot (?:yet )?(?:a page|covered|tracked)\b|\bno page\b|\bhas no page\b|\b(?:does )?not yet have (?:a|its)(?: own)? page\b/i;

/**
 * The sets a composite record says it is made of: "averaging … across five existing safety
 * datasets: BBQ, SimpleSafetyTests, HarmBench, AnthropicRedTeam, and XSTest". The sentence that
 * lists them, and the names as written.
 */
export function compositionOf(
  record: BenchRecord,
  { covered = false } = {},
): { quote: Quote; parts: string[] } | undefined {
  // What the record says it is, not what its prose says of others: the record is the sentence's
  // subject ("HELM Safety is … across five … datasets: …"), not a part of it ("two code tasks (LCC, …)").
  const names = writtenNames(record).map((name) => name.toLowerCase());
  const own = quotesMatching(record, COMPOSED_OF).filter(
    (quote) =>
      OWN_DESCRIPTION.has(quote.cite.where) &&
      (/^(?:it|this)\b/i.test(quote.text) || names.some((name) => quote.text.toLowerCase().startsWith(name))),
  );
  // Asked what it covers, any sentence of its own description that says so, counted then listed:
  // "The lm-evaluation-harness group covers the Open LLM Leaderboard v1 six: ARC, GSM8K, …". Not
  // as parts it is made of: it may cover a slice of each (tinyBenchmarks' 100 MMLU items).
  const covering = covered
    ? quotesMatching(record, COVERS_LISTED).filter((quote) => OWN_DESCRIPTION.has(quote.cite.where))
    : [];
  // "five-task English moral-judgment suite (justice, deontology, …)": its own subcategory or
  // description names the record as a suite of so many parts, each named in the brackets.
  const { subcategory } = record.page;
  const suite = [
    ...(COUNTED_SUITE.test(subcategory)
      ? [{ text: subcategory, cite: { id: record.id, where: 'subcategory' } }]
      : []),
    ...quotesMatching(record, COUNTED_SUITE).filter((quote) => OWN_DESCRIPTION.has(quote.cite.where)),
  ];
  for (const [quote, pattern] of [
    ...own.map((quote) => [quote, COMPOSED_OF] as const),
    ...covering.map((quote) => [quote, COVERS_LISTED] as const),
    ...suite.map((quote) => [quote, COUNTED_SUITE] as const),
  ]) {
    const found = pattern.exec(quote.text);
    const list = found?.[2] ?? found?.[1] ?? '';
    const parts = list
      .split(/,\s*(?:and\s+)?|\s+and\s+/)
      .map((part) => part.replace(/\([^)]*\)/g, '').trim())
      .filter(Boolean);
    // Names, each written as one: "BBQ", "`ethics_cm`"; not a list of words.
    // And all of them: as many as the sentence counts ("five … datasets").
    const count = (pattern === COMPOSED_OF ? found?.[0].split(/\s+/)[0] : found?.[1])?.toLowerCase() ?? '';
    const counted = countIn(count);
    // A suite's bracketed parts may be plain words ("justice"): the count they match says so.
    const named = (part: string) =>
      pattern === COUNTED_SUITE ? /^[\p{L}`][\p{L}\p{N}`_-]*$/u.test(part) : /^[`\p{Lu}]/u.test(part);
    if (parts.length === counted && parts.every((part) => named(part) && part.split(/\s+/).length <= 3))
      return { quote, parts };
  }
  return undefined;
}

/** Where a record says what it is, in prose: its summary and what it measures. */
export const OWN_DESCRIPTION: ReadonlySet<string> = new Set(['summary', 'measures', 'What it measures']);

/** "covers the Open LLM Leaderboard v1 six: A, B, …": what it covers, counted, then listed. */
export const COVERS_LISTED = new RegExp(
  `\\b(?:covers|includes|comprises|spans|runs)\\b[^.:;]{0,60}?\\b(\\d+|${NUMBER_WORDS.join('|')})\\s*:\\s*([^.;)]+)`,
  'i',
);

/** "five-task English moral-judgment suite (justice, deontology, …)": a suite counted, its parts in brackets. */
const COUNTED_SUITE = new RegExp(
  `\\b(\\d+|${NUMBER_WORDS.join('|')})-(?:task|subset|part|domain|track)\\s+(?:[\\w-]+\\s+){0,3}?(?:suite|set|benchmark|collection)\\s*\\(([^)]+)\\)`,
  'i',
);

/** "five existing safety datasets: A, B and C", "12 tasks (A, B, …)": a count, then the list. */
const COMPOSED_OF = new RegExp(
  `\\b(?:\\d+|${NUMBER_WORDS.join('|')})\\s+(?:[\\w-]+\\s+){0,3}?(?:datasets|benchmarks|scenarios|suites|subsets|sets|tasks)\\s*(?::|\\(|,?\\s+namely|,?\\s+including)\\s*([^.;)]+)`,
  'i',
);
