/**
 * `bench`: the card of a benchmark, or one of its sections. Everything shown is a field or a
 * section of the record, quoted or set out as facts, and cited.
 */
import type { CommandContext } from '../context.js';
import type { Catalog } from '../catalog/catalog.js';
import { ledgerName } from '../catalog/census.js';
import { dispositionOf, foldedInto, type Disposition } from '../catalog/disposition.js';
import { plainLinks } from '../catalog/links.js';
import {
  SECTION_HEADINGS,
  type BenchRecord,
  type BodySectionKey,
  type SectionKey,
} from '../catalog/record.js';
import { proseOf } from '../catalog/prose.js';
import { emptyReply, type Fact, type Reply, type ReplyAction, type ReplySection } from '../reply.js';
import { datasetFacts, fact, harnessFacts, metricFacts, oneLine, saturationFacts } from './facts.js';
import { lookupRecord } from './lookup.js';
import { declaredDifferent } from './relations.js';
import { newestFirst, resultLine, scoreWithUnit } from './results.js';

/** Reported results a card lists; the rest are counted, and `ask` lists them all. */
const CARD_RESULTS = 4;

/** The buttons under a card: the sections people ask for most. */
const CARD_ACTIONS: readonly { label: string; section: SectionKey }[] = [
  { label: 'Scoring', section: 'scoring' },
  { label: 'How to run', section: 'howto' },
  { label: 'Dataset', section: 'dataset' },
  { label: 'Lineage', section: 'lineage' },
  { label: 'Sources', section: 'sources' },
];

/**
 * The card for `query`, or its `section`.
 * @example benchCard(context, 'KLCE') // the kcle card
 */
export function benchCard(context: CommandContext, query: string, section?: SectionKey): Reply {
  const found = lookupRecord(context, query);
  if ('reply' in found) return found.reply;
  const reply = section
    ? sectionReply(context.catalog, found.record, section)
    : cardReply(context.catalog, found.record);
  if (found.bestMatch) reply.warnings.unshift(bestMatchNote(query, found.record));
  const alias = context.catalog.census.eligibility.get(query.trim().toLowerCase());
  if (
    alias?.status === 'alias' &&
    alias.candidate !== found.record.id &&
    alias.canonical === found.record.id
  ) {
    reply.warnings.unshift(
      `${alias.candidate} is an alias of ${alias.canonical} in the catalog's eligibility report (${ledgerName(alias.ledger)}): ${alias.reasons.join('; ')}.`,
    );
  }
  return reply;
}

/** Said whenever an answer is about the best search match rather than a name the user typed. */
export function bestMatchNote(query: string, record: BenchRecord): string {
  return `No benchmark is called "${query.trim()}"; this is the clearly best match, ${record.id}.`;
}

export function cardReply(catalog: Catalog, record: BenchRecord): Reply {
  const page = record.page;
  const reply = baseReply('card', record);
  const disposition = dispositionOf(catalog, record);
  const kind = page.page_kind === 'benchmark' ? '' : ` · ${page.page_kind}`;
  reply.facts = [
    fact(
      record,
      'Category',
      'category',
      `${page.category}${page.subcategory ? ` · ${page.subcategory}` : ''}${kind}`,
    ),
    fact(record, 'Page status', 'status', page.status),
    dispositionFact(record, disposition),
    ...metricFacts(record),
    ...harnessFacts(record),
    ...datasetFacts(record),
    ...saturationFacts(record),
    fact(record, 'Contamination risk', 'contamination.risk', page.contamination.risk),
  ];
  if (page.aliases.length > 0) reply.facts.push(fact(record, 'Aliases', 'aliases', page.aliases.join(', ')));
  const different = [...declaredDifferent(record).keys()];
  if (different.length > 0)
    reply.facts.push(fact(record, 'Not to be confused with', 'body', different.join(', ')));
  reply.sections = [...resultsSection(record, disposition), ...bodySections(record, ['overview', 'scoring'])];
  reply.warnings = cardWarnings(record);
  const folded = foldedInto(catalog, record.id);
  if (folded !== undefined) {
    reply.warnings.unshift(
      `The catalog's census folds ${record.id} into ${folded} (${ledgerName(catalog.census.ledgers.aliases?.file ?? 'aliases.yaml')}): the two pages are one benchmark.`,
    );
  }
  reply.actions = CARD_ACTIONS.map(({ label, section }) => ({
    label,
    id: record.id,
    section,
  }));
  return reply;
}

/**
 * The catalogue's word for the record (the eligibility report's, or the built record's own
 * `disposition`), which is not the page's `status` field: unassessed, unverified, alias of X.
 */
function dispositionFact(record: BenchRecord, disposition: Disposition): Fact {
  const alias = disposition.status === 'alias' ? ` of ${disposition.canonicalId}` : '';
  const reasons = disposition.reasons.length > 0 ? ` (${disposition.reasons.join('; ')})` : '';
  const where =
    disposition.from.kind === 'eligibility'
      ? `${ledgerName(disposition.from.file)}, as of ${disposition.from.asOf}`
      : disposition.from.kind === 'record'
        ? 'disposition.status'
        : 'no eligibility row';
  return {
    label: 'Catalogue status',
    value: `${disposition.status}${alias}${reasons}`,
    cite: { id: record.id, where },
  };
}

/**
 * "Reported results": the ledger's results, newest and best first, a few lines; the page's own
 * top score counts as one more reported figure, and the part says which is newest. Nothing is
 * said when there is neither.
 */
function resultsSection(record: BenchRecord, disposition: Disposition): ReplySection[] {
  const results = newestFirst(record, disposition.results);
  const { top_score, as_of } = record.page.saturation;
  if (results.length === 0 && top_score === null) return [];
  const lines = results.slice(0, CARD_RESULTS).map((result) => `- ${resultLine(result)}`);
  if (results.length > CARD_RESULTS) {
    lines.push(`- and ${results.length - CARD_RESULTS} more: ask "who is top on ${record.id}?" for them all`);
  }
  if (top_score !== null) {
    lines.push(
      `- The page's top score (saturation.top_score): ${scoreWithUnit(top_score, record.page.metric.unit)}, ${as_of ? `as of ${as_of}` : 'undated'}; whose score it is, its note says.`,
    );
  }
  const [newest] = results;
  const newestLine =
    newest && top_score !== null ? `\n\n${newestOfTwo(newest.evidence_date, newest.model_id, as_of)}` : '';
  const ledger = newest && ledgerName(newest.ledger);
  return [
    {
      heading: 'Reported results',
      text: lines.join('\n') + newestLine,
      cite: {
        id: record.id,
        where: ledger
          ? `${ledger}${top_score !== null ? ' and saturation.top_score' : ''}`
          : 'saturation.top_score',
      },
    },
  ];
}

/** Which is newer, the newest result (a day) or the page's top score (often a month only). */
function newestOfTwo(date: string, model: string, asOf: string): string {
  if (!asOf) return `Newest: ${model}'s result (${date || 'undated'}); the page's top score has no date.`;
  if (!date) return `Newest: the page's top score (${asOf}); ${model}'s result has no date.`;
  if (date.startsWith(asOf) || asOf.startsWith(date))
    return `${model}'s result (${date}) and the page's top score (${asOf}) are of the same month; which is newer is not recorded.`;
  return date > asOf
    ? `Newest: ${model}'s result (${date}), after the page's top score (${asOf}).`
    : `Newest: the page's top score (${asOf}), after ${model}'s result (${date}).`;
}

/** One section: the body's section text and the fields behind it. */
export function sectionReply(catalog: Catalog, record: BenchRecord, section: SectionKey): Reply {
  const reply = baseReply('section', record);
  reply.title = `${record.page.name} · ${section === 'sources' ? 'Sources' : SECTION_HEADINGS[section]}`;
  reply.facts = sectionFacts(record, section);
  if (section !== 'sources') {
    reply.sections = bodySections(record, [section]);
    if (reply.sections.length === 0) {
      reply.sections.push({
        heading: SECTION_HEADINGS[section],
        text: `The record of ${record.id} has no "${SECTION_HEADINGS[section]}" section.`,
      });
    }
  }
  if (section === 'saturation' || section === 'scoring') reply.warnings = cardWarnings(record);
  // How high models score is the saturation section's subject: the reported results belong there.
  if (section === 'saturation')
    reply.sections.unshift(...resultsSection(record, dispositionOf(catalog, record)));
  reply.actions = CARD_ACTIONS.filter((action) => action.section !== section).map(
    ({ label, section: target }): ReplyAction => ({
      label,
      id: record.id,
      section: target,
    }),
  );
  return reply;
}

function baseReply(kind: 'card' | 'section', record: BenchRecord): Reply {
  const page = record.page;
  const reply = emptyReply(kind, `${page.name} (${record.id})`);
  reply.recordId = record.id;
  const url = page.leaderboard_url || page.repo_url || page.dataset.url || page.paper.url;
  if (/^https?:\/\//.test(url)) reply.url = url;
  if (page.summary) reply.summary = oneLine(page.summary);
  reply.sources = page.sources.map((source) => ({ title: source.title || source.url, url: source.url }));
  reply.footer = freshnessLine(record);
  return reply;
}

function freshnessLine(record: BenchRecord): string {
  const { researched, reviewed } = record.page.freshness;
  const parts = [
    `record ${record.id}`,
    researched ? `researched ${researched}` : 'research date not recorded',
    reviewed ? `reviewed ${reviewed}` : 'not reviewed',
  ];
  return parts.join(' · ');
}

export function bodySections(record: BenchRecord, keys: readonly BodySectionKey[]): ReplySection[] {
  const prose = proseOf(record);
  if (prose.unavailable) {
    // Said once, instead of sections that would otherwise look empty.
    return [
      { heading: 'Body not shown', text: `The body of ${record.id} is not shown: ${prose.unavailable}.` },
    ];
  }
  return keys.flatMap((key) => {
    const section = prose.sections.find((one) => one.key === key);
    if (!section || section.text === '') return [];
    return [
      {
        heading: section.heading,
        text: plainLinks(section.text),
        cite: { id: record.id, where: section.heading },
      },
    ];
  });
}

function sectionFacts(record: BenchRecord, section: SectionKey): Fact[] {
  const page = record.page;
  switch (section) {
    case 'overview':
      return [
        fact(record, 'Category', 'category', page.category),
        fact(record, 'Subcategory', 'subcategory', page.subcategory),
        fact(record, 'Task format', 'task_format', plainLinks(page.task_format)),
      ];
    case 'scoring':
      return [
        ...metricFacts(record),
        fact(record, 'Baseline note', 'metric.baseline_note', page.metric.baseline_note),
      ];
    case 'dataset':
      return [
        ...datasetFacts(record),
        fact(record, 'Size note', 'dataset.size_note', page.dataset.size_note),
        fact(record, 'Splits', 'dataset.splits', page.dataset.splits),
        fact(record, 'Modalities', 'dataset.modalities', page.dataset.modalities.join(', ')),
        fact(record, 'Data', 'dataset.url', page.dataset.url),
      ];
    case 'publisher':
      return [
        fact(record, 'Organisation', 'publisher.org', page.publisher.org),
        fact(record, 'Authors', 'publisher.authors', page.publisher.authors.join(', ')),
        fact(record, 'Paper', 'paper.title', page.paper.title),
        fact(record, 'arXiv', 'paper.arxiv', page.paper.arxiv),
        fact(record, 'Year', 'paper.year', page.paper.year === null ? '' : String(page.paper.year)),
        fact(record, 'Released', 'released', page.released),
      ];
    case 'lineage': {
      const lineage = page.lineage;
      const facts = [
        fact(record, 'Family', 'lineage.family', lineage.family),
        fact(record, 'Predecessor', 'lineage.predecessor', lineage.predecessor),
        fact(record, 'Successors', 'lineage.successors', lineage.successors.join(', ')),
        fact(record, 'Variants', 'lineage.variants', lineage.variants.join(', ')),
      ];
      if (page.aliases.length > 0) facts.push(fact(record, 'Aliases', 'aliases', page.aliases.join(', ')));
      for (const [id, quote] of declaredDifferent(record)) {
        facts.push({ label: `Not ${id}`, value: quote.text, cite: quote.cite });
      }
      return facts;
    }
    case 'saturation':
      return [
        ...saturationFacts(record),
        fact(record, 'Contamination risk', 'contamination.risk', page.contamination.risk),
        fact(record, 'Contamination note', 'contamination.note', page.contamination.note),
      ];
    case 'howto':
      return harnessFacts(record);
    case 'reading':
      return [];
    case 'sources':
      return [
        fact(
          record,
          'Researched',
          'freshness.researched',
          joinDateBy(page.freshness.researched, page.freshness.researched_by),
        ),
        fact(
          record,
          'Reviewed',
          'freshness.reviewed',
          joinDateBy(page.freshness.reviewed, page.freshness.reviewed_by),
        ),
        fact(record, 'Record file', 'origin', record.origin.file),
      ];
  }
}

function joinDateBy(date: string, by: string): string {
  return date && by ? `${date} by ${by}` : date || by;
}

/**
 * What a reader must not miss on a card. A top score comes with its note, which often says the
 * number is not a model's score (gaokao_math's 95.85 is extractor agreement).
 */
function cardWarnings(record: BenchRecord): string[] {
  const warnings: string[] = [];
  const { saturation, dataset } = record.page;
  if (saturation.top_score !== null) {
    warnings.push(
      saturation.note
        ? `The top score ${saturation.top_score} is not necessarily a model's score. The record's note: ${oneLine(saturation.note)}`
        : `The top score ${saturation.top_score} has no note saying whose score it is.`,
    );
  }
  if (dataset.public_test_set === false) {
    warnings.push(
      `The test set of ${record.id} is not public: a score means little unless the data revision is published with it.`,
    );
  }
  return warnings;
}
