/**
 * The catalog's text fields, each described once with every role it plays; the lists that used
 * to be kept by hand in several modules derive from this table, so a new field is one row and
 * cannot be half-wired:
 * - `searched`: its boost in the record index (src/search/records.ts);
 * - `links`: its prose may link other records as `[id](id.md)` (links.ts);
 * - `quoted`: its sentences are the record's own words for relations and compare warnings
 *   (src/answers/relations.ts);
 * - `asks`: the words a question about it uses, so a passage search finds it even when its value
 *   is only "MIT" (src/search/passages.ts);
 * - `compared`: shown side by side when two records are compared (src/answers/compare.ts).
 * Names (id, name, aliases) and harness task names are searched too; they are the name table's.
 */
import { HARNESSES, type Page } from './schema.js';

export type Field = {
  /** The dotted path of the field, as answers cite it: `dataset.license`. */
  readonly path: FieldPath;
  readonly read: (page: Page) => string;
  readonly searched?: number;
  readonly links?: true;
  readonly quoted?: true;
  readonly asks?: string;
  /** The label of its row when compared. */
  readonly compared?: string;
};

const HARNESS_FIELDS: readonly Field[] = HARNESSES.map((name): Field => ({
  path: `harness.${name}`,
  read: (page) => page.harness[name],
  asks: `harness run ${name.replace('_', ' ')}`,
  // The "other" entry is prose; the named harnesses are task names, searched with the names.
  ...(name === 'other' ? { searched: 1.5, quoted: true } : {}),
}));

export const FIELDS: readonly Field[] = [
  {
    path: 'summary',
    read: (p) => p.summary,
    searched: 2.5,
    links: true,
    quoted: true,
    asks: 'summary overview about',
  },
  {
    path: 'measures',
    read: (p) => p.measures,
    searched: 2,
    links: true,
    quoted: true,
    asks: 'measures measure',
  },
  {
    path: 'task_format',
    read: (p) => p.task_format,
    searched: 2,
    links: true,
    quoted: true,
    asks: 'task format input output',
    compared: 'task format',
  },
  { path: 'tags', read: (p) => p.tags.join(' \n '), searched: 2.5 },
  { path: 'category', read: (p) => p.category, searched: 2 },
  { path: 'subcategory', read: (p) => p.subcategory, searched: 2 },
  {
    path: 'metric.name',
    read: (p) => p.metric.name,
    asks: 'metric scored scoring score',
    compared: 'metric',
  },
  {
    path: 'metric.baseline_note',
    read: (p) => p.metric.baseline_note,
    quoted: true,
    asks: 'baseline random human',
  },
  {
    path: 'dataset.size_note',
    read: (p) => p.dataset.size_note,
    quoted: true,
    asks: 'dataset size items problems questions examples',
  },
  { path: 'dataset.license', read: (p) => p.dataset.license, asks: 'dataset license licence licensed' },
  { path: 'dataset.splits', read: (p) => p.dataset.splits, asks: 'dataset splits split' },
  { path: 'dataset.url', read: (p) => p.dataset.url, asks: 'dataset url download' },
  {
    path: 'publisher.org',
    read: (p) => p.publisher.org,
    asks: 'publisher publishes published organisation organization',
  },
  { path: 'publisher.authors', read: (p) => p.publisher.authors.join(', '), asks: 'authors author wrote' },
  { path: 'paper.title', read: (p) => p.paper.title, asks: 'paper title' },
  { path: 'paper.arxiv', read: (p) => p.paper.arxiv, asks: 'paper arxiv' },
  {
    path: 'saturation.note',
    read: (p) => p.saturation.note,
    quoted: true,
    asks: 'saturation saturated top score',
  },
  {
    path: 'contamination.note',
    read: (p) => p.contamination.note,
    quoted: true,
    asks: 'contamination contaminated leak leaked',
  },
  ...HARNESS_FIELDS,
  { path: 'freshness.researched', read: (p) => p.freshness.researched, asks: 'freshness researched' },
  {
    path: 'freshness.researched_by',
    read: (p) => p.freshness.researched_by,
    asks: 'freshness researched by',
  },
  { path: 'freshness.reviewed', read: (p) => p.freshness.reviewed, asks: 'freshness reviewed' },
  { path: 'freshness.reviewed_by', read: (p) => p.freshness.reviewed_by, asks: 'freshness reviewed by' },
];

/** The fields that play a role, in table order. */
export function fieldsWith(role: 'searched' | 'links' | 'quoted' | 'asks' | 'compared'): readonly Field[] {
  return FIELDS.filter((field) => field[role] !== undefined);
}

/** The keys a type declares, without the index signature a loose object adds. */
type DeclaredKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] } & string;

/** Every dotted path into a value, to its leaves and the objects on the way: "dataset.license". */
type Paths<T, Prefix extends string = ''> = {
  [K in DeclaredKeys<T>]: T[K] extends readonly unknown[]
    ? `${Prefix}${K}`
    : T[K] extends object
      ? `${Prefix}${K}` | Paths<T[K], `${Prefix}${K}.`>
      : `${Prefix}${K}`;
}[DeclaredKeys<T>];

/**
 * A field of a page as answers cite it ("metric.name", "saturation.top_score"), checked against the
 * schema: a misspelt citation does not compile.
 */
export type FieldPath = Paths<Page>;
