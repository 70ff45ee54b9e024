/**
 * The record schema: the one source of the record types (`z.infer`), following
 * docs/catalog-schema.md (the catalog's SCHEMA.md). It accepts what the catalog's own validator (pydantic, lax mode)
 * accepts: a number written as a string, a bare number where a string is expected, a missing
 * optional field (its default fills in). Unknown fields are kept (`z.looseObject`).
 *
 * Open vocabularies (category, language codes) are plain strings here; `warnings.ts` reports
 * values outside the known lists as warnings, never rejections.
 */
import { z } from 'zod';

/** A string field that tolerates YAML's bare scalars: `released: 2023` is the string "2023". */
export const text = z.preprocess(
  (value) => (typeof value === 'number' || typeof value === 'boolean' ? String(value) : (value ?? '')),
  z.string(),
);

/** A number that may be written as a string ("12.5"), as pydantic's lax mode allows. */
export const laxNumber = z.preprocess((value) => {
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return value;
}, z.number());

const nullableNumber = z
  .preprocess((value) => (value === '' ? null : value), laxNumber.nullable())
  .default(null);

const laxInteger = z.preprocess((value) => {
  if (typeof value === 'string' && /^\s*-?\d+(\.0+)?\s*$/.test(value)) return Number(value);
  return value;
}, z.number().int());

/** pydantic's lax bool: true/false, "true"/"false", "yes"/"no", 1/0. */
const laxBoolean = z.preprocess((value) => {
  if (typeof value === 'string') {
    const word = value.trim().toLowerCase();
    if (['true', 'yes', 'on', '1'].includes(word)) return true;
    if (['false', 'no', 'off', '0'].includes(word)) return false;
  }
  if (value === 1) return true;
  if (value === 0) return false;
  return value;
}, z.boolean());

/** A list field: null or absent is the empty list, a lone scalar is a list of one. */
export const list = <T extends z.ZodType>(item: T) =>
  z.preprocess(
    (value): unknown[] =>
      value === null || value === undefined ? [] : Array.isArray(value) ? (value as unknown[]) : [value],
    z.array(item),
  );

const optionalText = text.default('');

/** An object field whose every member has a default, so absent or null means "all defaults". */
const section = <S extends z.core.$ZodLooseShape>(shape: S) =>
  z.preprocess((value) => rejoinCommas(value ?? {}, shape), z.looseObject(shape));

/**
 * In a one-line mapping, YAML splits an unquoted value at its commas: `{splits: train, validation,
 * test}` reads as `splits: "train"` and two keys with no value. Those pieces, keys no field has and
 * no value, are the rest of the text before them, and are joined back to it.
 */
function rejoinCommas(value: unknown, shape: object): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const joined: Record<string, unknown> = {};
  let last: string | undefined;
  for (const [key, member] of Object.entries(value)) {
    const before = last === undefined ? undefined : joined[last];
    if (member === null && !(key in shape) && last !== undefined && typeof before === 'string') {
      joined[last] = `${before}, ${key}`;
      continue;
    }
    joined[key] = member;
    last = key;
  }
  return joined;
}

export const CATEGORIES = [
  'knowledge',
  'math',
  'coding',
  'multimodal',
  'safety',
  'human-preference',
  'embedding',
  'generation',
  'domain',
  'agentic',
  'composite',
  'reasoning',
  'instruction-following',
  'long-context',
  'translation',
] as const;

export const HARNESSES = ['opencompass', 'lm_eval', 'helm', 'inspect_evals', 'bigbench', 'other'] as const;
export type HarnessName = (typeof HARNESSES)[number];

const metricSchema = section({
  name: optionalText,
  direction: z.enum(['higher_is_better', 'lower_is_better']).default('higher_is_better'),
  unit: optionalText,
  max_score: nullableNumber,
  random_baseline: nullableNumber,
  human_baseline: nullableNumber,
  baseline_note: optionalText,
});

const datasetSchema = section({
  size: z.preprocess((value) => (value === '' ? null : value), laxInteger.nullable()).default(null),
  size_note: optionalText,
  url: optionalText,
  license: optionalText,
  languages: list(text).default([]),
  modalities: list(text).default([]),
  splits: optionalText,
  public_test_set: laxBoolean.nullable().default(null),
});

const publisherSchema = section({
  org: optionalText,
  authors: list(text).default([]),
  url: optionalText,
});

const paperSchema = section({
  title: optionalText,
  arxiv: optionalText,
  url: optionalText,
  year: z.preprocess((value) => (value === '' ? null : value), laxInteger.nullable()).default(null),
});

const lineageSchema = section({
  family: optionalText,
  predecessor: optionalText,
  successors: list(text).default([]),
  variants: list(text).default([]),
});

const saturationSchema = section({
  status: z.enum(['open', 'watch', 'saturated', 'unknown']).default('unknown'),
  top_score: nullableNumber,
  as_of: optionalText,
  note: optionalText,
});

const contaminationSchema = section({
  risk: z.enum(['low', 'medium', 'high', 'unknown']).default('unknown'),
  note: optionalText,
});

const harnessSchema = section(
  Object.fromEntries(HARNESSES.map((name) => [name, optionalText])) as Record<
    HarnessName,
    typeof optionalText
  >,
);

const facetSchema = z.looseObject({ id: text, directness: z.enum(['direct', 'proxy']) });

const sourceSchema = z.looseObject({
  url: z.string().regex(/^https?:\/\//, 'expected an http or https URL'),
  title: optionalText,
  accessed: optionalText,
});

const freshnessSchema = section({
  researched: optionalText,
  researched_by: optionalText,
  reviewed: optionalText,
  reviewed_by: optionalText,
});

export const ID_PATTERN = /^[a-z0-9][a-z0-9_]{1,80}$/;

/** The front matter of a page, which is also `page` in a built record. */
export const pageSchema = z.looseObject({
  id: z
    .string()
    .regex(ID_PATTERN, 'expected an id of lowercase letters, digits and underscores (2-81 characters)'),
  name: z.preprocess((value) => (typeof value === 'number' ? String(value) : value), z.string().min(1)),
  category: z.string().min(1),
  aliases: list(text).default([]),
  page_kind: z.enum(['benchmark', 'family', 'subset']).default('benchmark'),
  subcategory: optionalText,
  status: z
    .enum(['active', 'saturated', 'deprecated', 'superseded', 'proposed', 'unknown'])
    .default('unknown'),
  summary: optionalText,
  measures: optionalText,
  task_format: optionalText,
  metric: metricSchema,
  dataset: datasetSchema,
  publisher: publisherSchema,
  paper: paperSchema,
  leaderboard_url: optionalText,
  repo_url: optionalText,
  released: optionalText,
  last_updated: optionalText,
  lineage: lineageSchema,
  saturation: saturationSchema,
  contamination: contaminationSchema,
  harness: harnessSchema,
  tags: list(text).default([]),
  domains: list(facetSchema).optional(),
  refinements: list(facetSchema).optional(),
  sources: list(sourceSchema).default([]),
  freshness: freshnessSchema,
});

export type Page = z.infer<typeof pageSchema>;

/**
 * One reported result: who, what score in which unit, on which version of the benchmark, under
 * which configuration, from which kind of source and when. The catalog's ledgers
 * (`_census/ranking_evidence/accepted.json`) and a built record's `disposition.verified_results`
 * write it alike.
 */
export const resultSchema = z.looseObject({
  model_id: z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), z.string().min(1)),
  score: laxNumber,
  unit: optionalText,
  source_url: optionalText,
  source_kind: optionalText,
  evidence_date: optionalText,
  date_type: optionalText,
  verified_at: optionalText,
  benchmark_version: optionalText,
  configuration: optionalText,
});

export type ResultFields = z.infer<typeof resultSchema>;

/** The catalogue's word for a record (the eligibility report's), not the page's own `status`. */
export const DISPOSITION_STATUSES = ['active', 'historical', 'unverified', 'alias', 'unassessed'] as const;
export type DispositionStatus = (typeof DISPOSITION_STATUSES)[number];

export const dispositionSchema = section({
  canonical_id: optionalText,
  status: z.enum(DISPOSITION_STATUSES).default('unassessed'),
  reasons: list(text).default([]),
  verified_results: list(resultSchema).default([]),
});

/** A built record: the page plus what the catalog's build adds around it. */
export const builtRecordSchema = z.looseObject({
  page: z.record(z.string(), z.unknown()),
  body: z.string().default(''),
  build: section({
    built_at: optionalText,
    commit: optionalText,
    eligibility_as_of: optionalText,
  }).optional(),
  disposition: dispositionSchema.optional(),
  models_covered: z.array(z.unknown()).optional(),
});

export type BuiltRecordShape = z.infer<typeof builtRecordSchema>;
