/**
 * What records say about each other and about comparing numbers, read from their own words.
 * Identity is never inferred from similar names: only from lineage fields, aliases, and sentences
 * such as "It is not [gpqa_diamond](gpqa_diamond.md)".
 */
import { linkedIds, plainLinks, sentences } from '../catalog/links.js';
import { proseOf } from '../catalog/prose.js';
import type { BenchRecord } from '../catalog/record.js';
import type { Citation } from '../reply.js';

export type Quote = { text: string; cite: Citation };

/** Every sentence of a record with where it stands: long fields first, then body sections. */
export function recordSentences(record: BenchRecord): { where: string; sentence: string }[] {
  const out: { where: string; sentence: string }[] = [];
  const fields = {
    summary: record.page.summary,
    measures: record.page.measures,
    task_format: record.page.task_format,
    'metric.baseline_note': record.page.metric.baseline_note,
    'dataset.size_note': record.page.dataset.size_note,
    'saturation.note': record.page.saturation.note,
    'contamination.note': record.page.contamination.note,
    'harness.other': record.page.harness.other,
  };
  for (const [where, text] of Object.entries(fields)) {
    for (const sentence of sentences(text)) out.push({ where, sentence });
  }
  for (const section of proseOf(record).sections) {
    for (const sentence of sentences(section.text)) out.push({ where: section.heading || 'body', sentence });
  }
  return out;
}

const NEGATION =
  /\b(?:not|isn't|is no|never|unlike|rather than|separate from|distinct from|different from)\b/i;

/**
 * The ids a record says it is not: a link preceded, in its clause, by a negation ("It is not
 * [x](x.md)", "not a citation of [x](x.md)", "Not a spelling of [x](x.md)").
 */
export function declaredDifferent(record: BenchRecord): Map<string, Quote> {
  const found = new Map<string, Quote>();
  for (const { where, sentence } of recordSentences(record)) {
    for (const id of linkedIds(sentence)) {
      if (id === record.id || found.has(id)) continue;
      const at = sentence.indexOf(`](${id}.md)`);
      const before = sentence.slice(0, at);
      // The clause that holds the link: back to the last ';' or ':' before it.
      const clause = before.slice(Math.max(before.lastIndexOf(';'), before.lastIndexOf(':')) + 1);
      if (NEGATION.test(clause) && !/\bnot (?:yet|only)\b/i.test(clause)) {
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
  return recordSentences(record)
    .filter(({ sentence }) => COMPARE_WARNING.test(sentence))
    .map(({ where, sentence }) => ({ text: plainLinks(sentence), cite: { id: record.id, where } }));
}

export type Lineage =
  | { kind: 'family'; family: string; member: string }
  | { kind: 'variant'; parent: string; variant: string }
  | { kind: 'predecessor'; earlier: string; later: string }
  | { kind: 'siblings'; family: string };

/** Every way lineage fields relate two records, read from either side. */
export function lineageRelations(a: BenchRecord, b: BenchRecord): { relation: Lineage; cite: Citation }[] {
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
  if (found.length === 0 && a.page.lineage.family !== '' && a.page.lineage.family === b.page.lineage.family) {
    found.push({
      relation: { kind: 'siblings', family: a.page.lineage.family },
      cite: { id: a.id, where: 'lineage.family' },
    });
  }
  return found;
}

export function describeLineage(relation: Lineage): string {
  switch (relation.kind) {
    case 'family':
      return `${relation.member} is part of the ${relation.family} family`;
    case 'variant':
      return `${relation.variant} is a variant of ${relation.parent}`;
    case 'predecessor':
      return `${relation.later} is a successor of ${relation.earlier}`;
    case 'siblings':
      return `both are part of the ${relation.family} family`;
  }
}

/** True when the record is scored by a model acting as judge, so the judge must match. */
export function usesLlmJudge(record: BenchRecord): boolean {
  const text = `${record.page.metric.name} ${record.page.tags.join(' ')} ${record.page.task_format}`;
  return /\b(?:llm[- ]?(?:as[- ]a?[- ]?)?judge|judge model|judged|grader model|gpt-4 judge)\b|\bjudge\b/i.test(
    text,
  );
}
