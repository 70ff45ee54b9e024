/**
 * Facts: one field of a record as a label and a value, with the field cited. An empty or null
 * field is an answer too, said in fixed words ("not established").
 */
import type { FieldPath } from '../catalog/fields.js';
import type { BenchRecord } from '../catalog/record.js';
import { HARNESSES } from '../catalog/schema.js';
import type { Fact } from '../reply.js';
import { HARNESS_TABLE } from './harnesses.js';

/** Fixed words for a field the record leaves empty. */
export const NOT_ESTABLISHED = 'not established by the catalog';

/** Where a fact row comes from: a field the schema declares, the record's body, or its file. */
export type FactSource = FieldPath | 'body' | 'origin';

/** A fact row, cited by where it comes from: a misspelt field does not compile. */
export function fact(record: BenchRecord, label: string, where: FactSource, value: string): Fact {
  return {
    label,
    value: value.trim() === '' ? NOT_ESTABLISHED : oneLine(value),
    cite: { id: record.id, where },
  };
}

export function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').trim();
}

/** Numbers as records and questions write them in words, one to twenty. */
export const NUMBER_WORDS = [
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
  'twenty',
];

/**
 * The counts a question writes in digits, of 100 or more ("4723", "5,700"): not years, scores
 * ("61.7", "70%") nor sizes with a unit ("128k").
 */
export function countsWritten(text: string): number[] {
  return [...text.matchAll(/(?<![\d.,])(?:\d{1,3}(?:,\d{3})+|\d{3,})(?![\d.,]*\d|\s*%|[A-Za-z])/g)]
    .map((found) => Number(found[0].replace(/,/g, '')))
    .filter((n) => !(n >= 1900 && n <= 2099));
}

/** A count written in digits or in words ("5", "five"), or undefined. */
export function countIn(word: string): number | undefined {
  const spelt = NUMBER_WORDS.indexOf(word.toLowerCase());
  if (spelt !== -1) return spelt + 1;
  return /^\d+$/.test(word) ? Number(word) : undefined;
}

/**
 * A number as the catalog writes it: thousands grouped by commas ("1,319"). Not toLocaleString:
 * its first call loads ICU's locale data, a fifth of the command line's answer time.
 */
export function formatNumber(value: number): string {
  return Number.isInteger(value) ? String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',') : String(value);
}

/** A number as a record may write it: "1,000" or "1000", not inside another number. */
export function writtenNumber(number: number): RegExp {
  return new RegExp(`(?<![\\d.,])(?:${formatNumber(number).replace(/,/g, ',?')})(?![\\d]|,\\d)`);
}

/** The gap between two numbers, to the places they were written with: 0.981 and 0.976 are 0.005 apart, not 0.01. */
export function gapBetween(first: number, second: number): number {
  const places = Math.max(2, ...[first, second].map((value) => (String(value).split('.')[1] ?? '').length));
  return Number(Math.abs(first - second).toFixed(Math.min(places, 6)));
}

export function withUnit(value: number, unit: string): string {
  if (unit === '%') return `${formatNumber(value)}%`;
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
}

const DIRECTION = { higher_is_better: 'higher is better', lower_is_better: 'lower is better' } as const;

export function metricFacts(record: BenchRecord): Fact[] {
  const metric = record.page.metric;
  const facts = [
    fact(record, 'Metric', 'metric.name', metric.name),
    fact(record, 'Direction', 'metric.direction', DIRECTION[metric.direction]),
  ];
  if (metric.unit) facts.push(fact(record, 'Unit', 'metric.unit', metric.unit));
  facts.push(
    fact(
      record,
      'Max score',
      'metric.max_score',
      metric.max_score === null ? '' : withUnit(metric.max_score, metric.unit),
    ),
    fact(
      record,
      'Random baseline',
      'metric.random_baseline',
      metric.random_baseline === null ? '' : withUnit(metric.random_baseline, metric.unit),
    ),
    fact(
      record,
      'Human baseline',
      'metric.human_baseline',
      metric.human_baseline === null ? '' : withUnit(metric.human_baseline, metric.unit),
    ),
  );
  return facts;
}

export function datasetFacts(record: BenchRecord): Fact[] {
  const dataset = record.page.dataset;
  const size = dataset.size === null ? NOT_ESTABLISHED : formatNumber(dataset.size);
  return [
    { label: 'Size', value: size, cite: { id: record.id, where: 'dataset.size' } },
    {
      label: 'Licence',
      value: dataset.license.trim() === '' ? 'not published in the catalog' : oneLine(dataset.license),
      cite: { id: record.id, where: 'dataset.license' },
    },
    fact(record, 'Languages', 'dataset.languages', dataset.languages.join(', ')),
    fact(
      record,
      'Public test set',
      'dataset.public_test_set',
      dataset.public_test_set === null ? '' : dataset.public_test_set ? 'yes' : 'no',
    ),
  ];
}

/** The top score, never alone: its note says whose score it is and under what conditions. */
export function saturationFacts(record: BenchRecord): Fact[] {
  const saturation = record.page.saturation;
  const facts = [fact(record, 'Saturation', 'saturation.status', saturation.status)];
  if (saturation.top_score !== null) {
    const asOf = saturation.as_of ? ` (as of ${saturation.as_of})` : '';
    const note = saturation.note
      ? ` — ${oneLine(saturation.note)}`
      : ' — the record gives no note on whose score this is';
    facts.push({
      label: 'Top score',
      value: `${withUnit(saturation.top_score, record.page.metric.unit)}${asOf}${note}`,
      cite: { id: record.id, where: 'saturation.top_score' },
    });
  }
  return facts;
}

export function harnessFacts(record: BenchRecord, only?: string): Fact[] {
  return HARNESSES.filter((name) => {
    const value = record.page.harness[name];
    return typeof value === 'string' && value.trim() !== '' && (only === undefined || name === only);
  }).map((name) =>
    fact(record, HARNESS_LABELS[name] ?? name, `harness.${name}`, String(record.page.harness[name])),
  );
}

export const HARNESS_LABELS: Record<string, string> = Object.fromEntries(
  HARNESS_TABLE.map((harness) => [harness.name, harness.label]),
);

export function firstSentence(text: string): string {
  const line = oneLine(text);
  const end = line.search(/(?<=[.!?])\s/);
  return end === -1 ? line : line.slice(0, end);
}

/** A field's text ending as a sentence: one full stop, never two ("... OpenAI.."). */
export function endSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?。！？]["”')\]]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** A field's text with its closing full stop dropped, to go inside a sentence. */
export function withoutStop(text: string): string {
  return text.trim().replace(/[.。]+$/, '');
}

/**
 * "a" or "an" before a label, by its sound: an initialism is read letter by letter ("an
 * lm-evaluation-harness task", "a HELM run", "an Inspect Evals task").
 */
export function withArticle(label: string): string {
  const first = /^[\p{L}\p{N}]+/u.exec(label)?.[0] ?? '';
  const initialism = first.length <= 4 && !/[aeiouy]/i.test(first);
  const vowelSound = initialism ? /^[aefhilmnorsx]/i.test(first) : /^[aeiou]/i.test(first);
  return `${vowelSound ? 'an' : 'a'} ${label}`;
}

/** The first sentence of a size note, where it is short enough to stand as one fact row. */
function sizeNoteLead(note: string): string | undefined {
  const [first = ''] = oneLine(note).split(/(?<=\.)\s+(?=[A-Z])/);
  return first !== '' && first.length <= 300 ? first : undefined;
}

/**
 * What a record's numbers are read against, labelled with its id for a reply about two: its
 * metric and size, and with `top` its top score and date.
 */
export function numbersOf(record: BenchRecord, { top = false }: { top?: boolean } = {}): Fact[] {
  const { metric, dataset, saturation } = record.page;
  const best = saturation.top_score;
  const noted = dataset.size === null ? sizeNoteLead(dataset.size_note) : undefined;
  return [
    fact(record, `${record.id} · metric`, 'metric.name', metric.name),
    // With no single count, a short size note says how many there are ("161 … and 397 …"); a
    // long one would crowd out the rest of the answer.
    noted
      ? fact(record, `${record.id} · size`, 'dataset.size_note', noted)
      : fact(
          record,
          `${record.id} · size`,
          'dataset.size',
          dataset.size === null ? '' : `${formatNumber(dataset.size)} items`,
        ),
    ...(top && best !== null
      ? [
          fact(
            record,
            `${record.id} · top score`,
            'saturation.top_score',
            `${withUnit(best, metric.unit)}${saturation.as_of ? ` (as of ${saturation.as_of})` : ''}`,
          ),
        ]
      : []),
  ];
}
