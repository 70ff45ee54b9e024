import type { CoinedUse } from './coined-names.js';
import type { Mention } from './links.js';
import type { ProseRef } from './prose.js';
import type { BuiltRecordShape, Page } from './schema.js';

/** The body's `## ` sections, keyed by what they are about. */
export const SECTION_HEADINGS = {
  overview: 'What it measures',
  scoring: 'How it is scored',
  dataset: 'Dataset and licence',
  publisher: 'Who publishes it',
  lineage: 'Lineage',
  saturation: 'Saturation and contamination',
  howto: 'How to run it',
  reading: 'Reading the numbers',
} as const;

export type BodySectionKey = keyof typeof SECTION_HEADINGS;

/** Every section a card can show: the body's sections plus `sources`, built from fields. */
export const SECTION_KEYS = [...(Object.keys(SECTION_HEADINGS) as BodySectionKey[]), 'sources'] as const;
export type SectionKey = (typeof SECTION_KEYS)[number];

export type BodySection = {
  heading: string;
  /** The section's key when its heading is one of the catalog's standard ones. */
  key?: BodySectionKey;
  text: string;
  /** 1-based line of the heading in the source file, where known. */
  line?: number;
};

/** Where a record came from, for problems and for citations. */
export type Origin = { file: string; form: 'page' | 'built'; line?: number };

export type BenchRecord = {
  id: string;
  page: Page;
  /** Where the body is, kept or in its file (see prose.ts); read it with proseOf. */
  prose: ProseRef;
  /** The body's hash as it was loaded, to check a body read again against. */
  bodyHash: string;
  /**
   * A hash of the text the record was read from (its front matter and body, not where its file
   * lies): a reload compares records by it. Made where the record is parsed, which for a large
   * catalog is the parsing worker, not the thread that serves.
   */
  fingerprint: string;
  /** Every sentence of the record that links another id, found when it was read. */
  links: readonly Mention[];
  /** The coined names its text writes ("ExploitGym"), found when it was read. */
  coined: readonly CoinedUse[];
  origin: Origin;
  /** The fields a built record carries around its page (build, disposition, models_covered). */
  built?: Pick<BuiltRecordShape, 'build' | 'disposition' | 'models_covered'>;
};
