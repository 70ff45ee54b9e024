/**
 * Facets: the fields that answer one kind of question ("how many items", "what licence"), and the
 * body section where the record explains them. An empty field is an answer in fixed words:
 * "the catalog does not establish the licence of nq_cn".
 */
import type { BenchRecord, BodySectionKey } from '../catalog/record.js';
import type { Fact } from '../reply.js';
import { fact, formatNumber, oneLine, withUnit } from './facts.js';
import type { FacetName } from './intent.js';

export type FacetAnswer = {
  /** The direct answer, or the fixed "does not establish" sentence. */
  lead: string;
  facts: Fact[];
  /** Where the record's prose explains the facet, for supporting quotes. */
  section?: BodySectionKey;
};

function notEstablished(record: BenchRecord, what: string): string {
  return `The catalog does not establish the ${what} of ${record.id}.`;
}

export function answerFacet(record: BenchRecord, facet: FacetName): FacetAnswer {
  const page = record.page;
  const id = record.id;
  switch (facet) {
    case 'size': {
      const note = page.dataset.size_note
        ? [fact(record, 'Size note', 'dataset.size_note', page.dataset.size_note)]
        : [];
      if (page.dataset.size === null)
        return { lead: notEstablished(record, 'size (item count)'), facts: note, section: 'dataset' };
      return {
        lead: `${id} has ${formatNumber(page.dataset.size)} items (dataset.size).`,
        facts: [fact(record, 'Size', 'dataset.size', formatNumber(page.dataset.size)), ...note],
        section: 'dataset',
      };
    }
    case 'licence': {
      const licence = oneLine(page.dataset.license);
      return {
        lead: licence
          ? `The licence of ${id}: ${licence} (dataset.license).`
          : notEstablished(record, 'licence'),
        facts: licence ? [fact(record, 'Licence', 'dataset.license', licence)] : [],
        section: 'dataset',
      };
    }
    case 'authors': {
      const authors = page.publisher.authors;
      return {
        lead:
          authors.length > 0
            ? `${id} is by ${authors.join(', ')} (publisher.authors).`
            : notEstablished(record, 'authors'),
        facts: [
          fact(record, 'Authors', 'publisher.authors', authors.join(', ')),
          fact(record, 'Organisation', 'publisher.org', page.publisher.org),
          fact(record, 'Paper', 'paper.title', page.paper.title),
        ],
        section: 'publisher',
      };
    }
    case 'publisher':
      return {
        lead: page.publisher.org
          ? `${id} is published by ${oneLine(page.publisher.org)} (publisher.org).`
          : notEstablished(record, 'publisher'),
        facts: [
          fact(record, 'Organisation', 'publisher.org', page.publisher.org),
          fact(record, 'Authors', 'publisher.authors', page.publisher.authors.join(', ')),
          fact(record, 'URL', 'publisher.url', page.publisher.url),
        ],
        section: 'publisher',
      };
    case 'paper': {
      const { title, arxiv, url, year } = page.paper;
      const lead =
        title || arxiv
          ? `The paper behind ${id}: ${[title && `“${title}”`, arxiv && `arXiv ${arxiv}`, year !== null && String(year)].filter(Boolean).join(', ')} (paper).`
          : notEstablished(record, 'paper');
      return {
        lead,
        facts: [
          fact(record, 'Title', 'paper.title', title),
          fact(record, 'arXiv', 'paper.arxiv', arxiv),
          fact(record, 'URL', 'paper.url', url),
          fact(record, 'Year', 'paper.year', year === null ? '' : String(year)),
        ],
        section: 'publisher',
      };
    }
    case 'released':
      return {
        lead: page.released
          ? `${id} was released ${page.released} (released).`
          : notEstablished(record, 'release date'),
        facts: [
          fact(record, 'Released', 'released', page.released),
          fact(record, 'Paper year', 'paper.year', page.paper.year === null ? '' : String(page.paper.year)),
          fact(record, 'Last updated', 'last_updated', page.last_updated),
        ],
        section: 'publisher',
      };
    case 'successor': {
      const successors = page.lineage.successors;
      return {
        lead:
          successors.length > 0
            ? `The successor of ${id}: ${successors.join(', ')} (lineage.successors).`
            : `The record of ${id} names no successor (lineage.successors is empty).`,
        facts: [fact(record, 'Successors', 'lineage.successors', successors.join(', '))],
        section: 'lineage',
      };
    }
    case 'predecessor':
      return {
        lead: page.lineage.predecessor
          ? `The predecessor of ${id}: ${page.lineage.predecessor} (lineage.predecessor).`
          : `The record of ${id} names no predecessor (lineage.predecessor is empty).`,
        facts: [fact(record, 'Predecessor', 'lineage.predecessor', page.lineage.predecessor)],
        section: 'lineage',
      };
    case 'family': {
      const { family, variants } = page.lineage;
      const parts = [
        family && `${id} is part of the ${family} family (lineage.family)`,
        variants.length > 0 && `its variants are ${variants.join(', ')} (lineage.variants)`,
      ].filter(Boolean);
      return {
        lead:
          parts.length > 0 ? `${parts.join('; ')}.` : `The record of ${id} names no family and no variants.`,
        facts: [
          fact(record, 'Family', 'lineage.family', family),
          fact(record, 'Variants', 'lineage.variants', variants.join(', ')),
        ],
        section: 'lineage',
      };
    }
    case 'random-baseline':
      return baselineFacet(record, 'random');
    case 'human-baseline':
      return baselineFacet(record, 'human');
    case 'top-score': {
      const { top_score: top, as_of: asOf, note, status } = page.saturation;
      const lead =
        top === null
          ? `${notEstablished(record, 'top score')} Saturation status: ${status}.`
          : `The top score the record gives for ${id} is ${withUnit(top, page.metric.unit)}${asOf ? ` as of ${asOf}` : ''} (saturation.top_score), with this note:`;
      return { lead, facts: [fact(record, 'Note', 'saturation.note', note)], section: 'saturation' };
    }
    case 'contamination':
      return {
        lead: `Contamination risk of ${id}: ${page.contamination.risk} (contamination.risk).`,
        facts: [fact(record, 'Note', 'contamination.note', page.contamination.note)],
        section: 'saturation',
      };
    case 'name':
      return {
        lead: `${id} is named "${page.name}" (name)${page.aliases.length > 0 ? `, also ${page.aliases.join(', ')} (aliases)` : ''}. What the record says about the name:`,
        facts: [],
      };
    case 'prompt':
      return {
        lead: page.task_format
          ? `The task format of ${id} (task_format): ${oneLine(page.task_format)}`
          : notEstablished(record, 'task format'),
        facts: [],
        section: 'overview',
      };
    case 'languages': {
      const languages = page.dataset.languages;
      const modalities = page.dataset.modalities.join(', ');
      return {
        lead:
          (languages.length > 0
            ? `${id} is in ${languages.join(', ')} (dataset.languages).`
            : notEstablished(record, 'languages')) +
          (modalities ? ` Modalities: ${modalities} (dataset.modalities).` : ''),
        facts: [],
        section: 'dataset',
      };
    }
    case 'data-source':
      return {
        lead: page.dataset.url
          ? `The data of ${id}: ${page.dataset.url} (dataset.url).`
          : `The record of ${id} gives no dataset URL; what it says about the data:`,
        facts: [
          fact(record, 'Size note', 'dataset.size_note', page.dataset.size_note),
          fact(record, 'Splits', 'dataset.splits', page.dataset.splits),
        ],
        section: 'dataset',
      };
    case 'split': {
      const open = page.dataset.public_test_set;
      return {
        lead: `Splits of ${id}: ${oneLine(page.dataset.splits) || 'not established by the catalog'}. Public test set: ${open === null ? 'not established' : open ? 'yes' : 'no'}.`,
        facts: [],
        section: 'dataset',
      };
    }
    case 'leaderboard':
      return {
        lead: page.leaderboard_url
          ? `Leaderboard of ${id}: ${page.leaderboard_url} (leaderboard_url).`
          : notEstablished(record, 'leaderboard'),
        facts: [],
        section: 'saturation',
      };
    case 'researched': {
      const f = page.freshness;
      return {
        lead: `The record of ${id} was researched ${f.researched || 'on an unrecorded date'}${f.researched_by ? ` by ${f.researched_by}` : ''}, and ${f.reviewed ? `reviewed ${f.reviewed}${f.reviewed_by ? ` by ${f.reviewed_by}` : ''}` : 'has not been reviewed'} (freshness).`,
        facts: [],
      };
    }
    case 'status':
      return {
        lead: `Status of ${id}: ${page.status} (status); saturation: ${page.saturation.status} (saturation.status).`,
        facts: [],
        section: 'saturation',
      };
  }
}

function baselineFacet(record: BenchRecord, which: 'random' | 'human'): FacetAnswer {
  const { metric } = record.page;
  const field = `${which}_baseline` as const;
  const value = metric[field];
  return {
    lead:
      value === null
        ? notEstablished(record, `${which} baseline`)
        : `The ${which} baseline of ${record.id} is ${withUnit(value, metric.unit)} (metric.${field}).`,
    facts: [fact(record, 'Baseline note', 'metric.baseline_note', metric.baseline_note)],
    section: 'scoring',
  };
}
