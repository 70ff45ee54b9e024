/**
 * Questions generated over the whole bundled catalog, so that a kind of question is known to be
 * answered, not a list of them: identity and comparability for every pair of records the records
 * relate, and scoring, size, licence and how-to for every record, each in several phrasings. Every
 * answer is checked against the records' own fields, and none may hold NaN, "undefined", an empty
 * quotation or the same sentence twice.
 */
import { describe, expect, it } from 'vitest';
import { ask } from '../../src/answers/ask.js';
import { withoutStop } from '../../src/answers/facts.js';
import { declaredDifferent, lineageRelations } from '../../src/answers/relations.js';
import type { BenchRecord } from '../../src/catalog/record.js';
import { renderText } from '../../src/render/text.js';
import { americanSpelling } from '../../src/search/normalize.js';
import { bundledContext } from './contexts.js';

const context = bundledContext();
const records = [...context.catalog.records.values()];
const answer = (question: string) => renderText(ask(context, question), { width: 100 });

/** Sentences of an answer, for spotting one said twice (short labels and list lines aside). */
function repeatedSentences(text: string): string[] {
  const seen = new Set<string>();
  const repeated: string[] = [];
  for (const sentence of text.replace(/\s+/g, ' ').split(/(?<=[.!?]”?)\s+/)) {
    const key = sentence.replace(/^[-“”\s]+|[“”\s]+$/g, '').toLowerCase();
    if (key.length < 40) continue;
    if (seen.has(key)) repeated.push(sentence);
    seen.add(key);
  }
  return repeated;
}

/** What no answer may contain. A record may itself say "NaN" (a harness's output): quotes aside. */
function defects(text: string): string[] {
  const found: string[] = [];
  const own = text.replace(/“[^”]*”/g, '');
  if (/\bNaN\b/.test(own)) found.push('NaN');
  if (/\bundefined\b/.test(own)) found.push('undefined');
  if (/“\s*”/.test(text)) found.push('an empty quotation');
  found.push(...repeatedSentences(text).map((sentence) => `twice: ${sentence}`));
  return found;
}

type Pair = { a: BenchRecord; b: BenchRecord; differ: boolean };

/** Every pair of records related by lineage fields or by "It is not [x](x.md)". */
function relatedPairs(): Pair[] {
  const pairs = new Map<string, Pair>();
  for (const a of records) {
    const linked = [
      a.page.lineage.family,
      a.page.lineage.predecessor,
      ...a.page.lineage.successors,
      ...a.page.lineage.variants,
      ...declaredDifferent(a).keys(),
    ];
    for (const id of linked) {
      const b = context.catalog.records.get(id);
      if (!b || b.id === a.id || pairs.has(`${b.id}|${a.id}`)) continue;
      const differ = lineageRelations(a, b).length === 0 && declaredDifferent(a).has(b.id);
      pairs.set(`${a.id}|${b.id}`, { a, b, differ });
    }
  }
  return [...pairs.values()];
}

const pairs = relatedPairs();

// Thousands of questions each: seconds of work, more on a busy machine.
const MANY = { timeout: 120_000 };

describe('ask, generated over every related pair of records', MANY, () => {
  it('finds many related pairs in the bundled catalog', () => {
    expect(pairs.length).toBeGreaterThanOrEqual(100);
  });

  it('answers identity naming both records, never "the same" for two records, and "no" where one says it is not the other', () => {
    const wrong: string[] = [];
    for (const { a, b, differ } of pairs) {
      for (const question of [
        `is ${a.id} the same as ${b.id}?`,
        `are ${a.id} and ${b.id} the same benchmark?`,
      ]) {
        const text = answer(question);
        const lead = text.split('\n').find((line) => /^(Yes|No|In part)\b|\bnames\b/.test(line)) ?? '';
        if (!text.includes(a.id) || !text.includes(b.id)) wrong.push(`${question}: does not name both`);
        if (/^Yes\b/.test(lead)) wrong.push(`${question}: says yes to two records`);
        if (
          differ &&
          !/(?:^|\s)No: \S+ is not the same benchmark as \S+\. The record of \S+ says so/.test(
            text.replace(/\s+/g, ' '),
          )
        )
          wrong.push(`${question}: misses that the record says it is not the other`);
        wrong.push(...defects(text).map((defect) => `${question}: ${defect}`));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers "is X a subset / translation / the same as Y?" with a verdict only beside its evidence', () => {
    const wrong: string[] = [];
    for (const { a, b, differ } of pairs) {
      for (const question of [
        `is ${a.id} a subset of ${b.id}?`,
        `is ${a.id} a translation of ${b.id}?`,
        `is ${a.id} the same as ${b.id}?`,
      ]) {
        const reply = ask(context, question);
        const lead = (reply.summary ?? '').replace(/\s+/g, ' ');
        const verdict = /^(Yes|No|In part):/.exec(lead)?.[1];
        if (!verdict) {
          // Or a record that says its own identity is open, which settles nothing either.
          if (
            !/^The records do not settle whether |^Not settled: the record of \S+ says what it is is not confirmed/.test(
              lead,
            )
          )
            wrong.push(`${question}: neither a verdict nor "do not settle"`);
          continue;
        }
        // The evidence: a field cited in the lead (the two sizes, for a set larger than the other), or
        // the sentence of the record it names, quoted first.
        const field =
          /\((?:\S+), (?:lineage\.\w+|page_kind|aliases|dataset\.languages)\)\.?(?:$| The record of )|are two records: |sibling records of|\(dataset\.size\): a set larger than the other is no part of it\./.test(
            lead,
          );
        // Quoted right after it in the lead, or as the first quote below it; or the sentence that
        // names where its items came from, another set ("Its record names another source: …").
        const source = /Its record names another source:( “.+”) \((\S+), ([^)]+)\)\.$/.exec(lead);
        const said =
          /The record of (\S+) says so \(([^)]+)\):( “.+”)?$/.exec(lead) ??
          (source ? [source[0], source[2], source[3], source[1]] : null);
        const cite = reply.sections[0]?.cite;
        if (!field && !(said && (said[3] || (cite?.id === said[1] && cite?.where === said[2]))))
          wrong.push(`${question}: "${verdict}" without its evidence quoted first`);
        if (question.includes('the same as') && differ && verdict !== 'No')
          wrong.push(`${question}: "${verdict}" where a record says it is not the other`);
        if (question.includes('the same as') && verdict === 'Yes' && !/\baliases\b/.test(lead))
          wrong.push(`${question}: "Yes" for two records without an alias that says so`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('answers comparability with a verdict and never ranks the two scores', () => {
    const wrong: string[] = [];
    for (const { a, b } of pairs) {
      for (const question of [
        `we got 50 on ${a.id} and they report 60 on ${b.id}, are we behind?`,
        `can I compare ${a.id} and ${b.id} scores?`,
        `can ${a.id} and ${b.id} go in the same column?`,
      ]) {
        const text = answer(question).replace(/\s+/g, ' ');
        // Or, where a record says how far the two's numbers compare, or puts them on one scale
        // ("Same anchored, open-ended scale as the arena_elo family"), that in part.
        if (
          !/ Not comparable: \S+ and \S+ are (?:different benchmarks\.|kin in one lineage, but not the same benchmark)| In part: \S+ and \S+ are different records, and the record of \S+ says how far their numbers compare | In part, not directly: \S+ and \S+ are different records of one lineage, and the record of \S+ puts their numbers on one scale /.test(
            text,
          )
        )
          wrong.push(`${question}: no "not comparable" verdict first`);
        if (!text.includes(a.id) || !text.includes(b.id)) wrong.push(`${question}: does not name both`);
        if (question.startsWith('we got') && !text.includes('benchbot does not rank 50 against 60'))
          wrong.push(`${question}: does not refuse to rank`);
        if (/\b(?:you are|you're|we are|we're) (?:behind|ahead)\b/i.test(text))
          wrong.push(`${question}: ranks`);
        wrong.push(...defects(text).map((defect) => `${question}: ${defect}`));
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('ask, generated over every record', MANY, () => {
  it('says how each is scored, from its metric fields', () => {
    const wrong: string[] = [];
    for (const record of records) {
      const metric = withoutStop(record.page.metric.name.replace(/\s+/g, ' '));
      const better = record.page.metric.direction === 'higher_is_better' ? 'higher' : 'lower';
      for (const question of [`how is ${record.id} scored?`, `what metric does ${record.id} use?`]) {
        const text = answer(question).replace(/\s+/g, ' ');
        // "varies by reporter: …" is said to be no single metric, in the name's own words.
        const said = /^varies\b/i.test(metric)
          ? `${record.id} has no single metric; its metric.name says: “${metric}”`
          : metric
            ? `${record.id} is scored by ${metric}`
            : `${record.id} has no single metric (its metric.name is empty)`;
        if (!text.includes(said)) wrong.push(`${question}: not its metric`);
        if (!text.toLowerCase().includes(`${better} is better (metric.direction)`))
          wrong.push(`${question}: not its direction`);
        wrong.push(...defects(text).map((defect) => `${question}: ${defect}`));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives each its size, or its size note, or says the catalog does not establish it', () => {
    const wrong: string[] = [];
    for (const record of records) {
      const { size, size_note: note } = record.page.dataset;
      // No single count: the size note is quoted as the answer, or the field is said to be empty.
      // The count in the record's own unit: items, or tasks or datasets where its size note counts them.
      const counts = (unit: string) =>
        `${record.id} has ${size?.toLocaleString('en-US')} ${unit} (dataset.size).`;
      // A size of 0 beside a note is no count: the note says why ("does not state a single item count").
      const noCount = size === null || (size === 0 && note.trim() !== '');
      const expected = !noCount
        ? [
            counts('items'),
            ...(/\btasks\b/i.test(note) ? [counts('tasks')] : []),
            // Or datasets, where its size note opens by counting them ("15 retrieval datasets").
            ...(/^\d[\d,]*\s+(?:[\w-]+\s+)?datasets\b/i.test(note) ? [counts('datasets')] : []),
            // A note that counts the items otherwise ("1,730 questions …, for 3,460 total graded
            // instances") says what the size counts, beside it.
            `The size field of ${record.id} is ${size?.toLocaleString('en-US')} (dataset.size); its size note says what that counts`,
            // Where that note opens with the items it counts, those first.
            `by its size note; its size field is ${size?.toLocaleString('en-US')} (dataset.size), and the note says what that counts`,
          ]
        : [
            note.trim()
              ? `${record.id} has no single count (dataset.size is ${size === null ? 'empty' : '0'}); its size note says (dataset.size_note): “`
              : `The catalog does not establish the size (item count) of ${record.id}.`,
          ];
      for (const question of [`how many items are in ${record.id}?`, `what's the size of ${record.id}`]) {
        const text = answer(question).replace(/\s+/g, ' ');
        if (!expected.some((one) => text.includes(one)))
          wrong.push(`${question}: expected "${expected.join('" or "')}"`);
        wrong.push(...defects(text).map((defect) => `${question}: ${defect}`));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives each its licence, or what its text says of one, or says the catalog does not establish it', () => {
    const wrong: string[] = [];
    for (const record of records) {
      const licence = record.page.dataset.license.replace(/\s+/g, ' ').trim();
      const expected = licence
        ? [`The licence of ${record.id} (dataset.license): ${licence.slice(0, 40)}`]
        : [
            `The catalog does not establish the licence of ${record.id}.`,
            `The licence field of ${record.id} is empty; its text speaks of the licence (`,
          ];
      for (const question of [
        `what licence does ${record.id} have?`,
        `can we use ${record.id} commercially?`,
      ]) {
        const text = answer(question).replace(/\s+/g, ' ');
        if (!expected.some((one) => text.includes(one))) wrong.push(`${question}: expected "${expected[0]}"`);
        if (/\.\. |\.\s*\(dataset\.license\)/.test(text))
          wrong.push(`${question}: a full stop before its citation`);
        // A plain yes to commercial use only where the licence's words narrow nothing.
        if (/\byes\b/i.test(text) && /restrict|non-?commercial|\bNC\b|\bonly (?:for|to)\b/i.test(licence))
          wrong.push(`${question}: a yes to commercial use under "${licence.slice(0, 80)}"`);
        wrong.push(...defects(text).map((defect) => `${question}: ${defect}`));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('says whether each is of its own category and of another, from its fields, in English and in Chinese', () => {
    const wrong: string[] = [];
    const ids = [...context.catalog.records.keys()];
    // "is math a math benchmark?" masks the kind with the name.
    for (const record of records.filter((one) => !one.id.includes(one.page.category))) {
      const { category, tags, subcategory } = record.page;
      const own = `the category of ${record.id} is ${category} (category)`;
      // A kind the record is neither filed under nor tagged or described with.
      const other = ['math', 'safety', 'coding', 'translation'].find(
        (kind) =>
          kind !== category &&
          // "is arena_elo a math benchmark?" names arena_elo_math.
          !ids.some((id) => id.startsWith(record.id) && id.includes(kind.slice(0, 4))) &&
          ![...tags, subcategory].some((field) => field.toLowerCase().includes(kind.slice(0, 4))),
      );
      const asked = [
        [
          `is ${record.id} a ${category.replace(/-/g, ' ')} benchmark?`,
          (text: string) => text.includes(`Yes: ${own}`) || text.includes('Not as such: ' + own),
        ],
        [
          `${record.id} 是 ${category} 类的评测吗`,
          (text: string) => /^是的：|^不算：/.test(text) && text.includes(`${record.id} 的`),
        ],
        ...(other
          ? [
              [
                `is ${record.id} a ${other} benchmark?`,
                (text: string) =>
                  !/^Yes\b/.test(text) && text.includes(`${record.id} is filed under ${category} (category)`),
              ] as const,
            ]
          : []),
      ] as const;
      for (const [question, holds] of asked) {
        const text = answer(question)
          .replace(/^.*\n=+\n\n/, '')
          .replace(/\s+/g, ' ');
        if (!holds(text)) wrong.push(`${question}: ${text.slice(0, 160)}`);
        wrong.push(...defects(text).map((defect) => `${question}: ${defect}`));
      }
    }
    expect(wrong).toEqual([]);
  });

  it('says how to run each only in the words of its record', () => {
    const wrong: string[] = [];
    for (const record of records) {
      const task = record.page.harness.lm_eval.trim();
      for (const question of [`how do I run ${record.id}?`, `how do I run ${record.id} in lm-eval?`]) {
        const text = answer(question).replace(/\s+/g, ' ');
        if (!text.startsWith(`How to run ${record.page.name} (${record.id})`))
          wrong.push(`${question}: not its how-to`);
        if (question.includes('lm-eval')) {
          const said = task
            ? text.includes(task.split(/\s/)[0] ?? task)
            : text.includes(
                `No: the catalog does not establish an lm-evaluation-harness task for ${record.id}.`,
              );
          if (!said) wrong.push(`${question}: not its lm-eval entry`);
        }
        wrong.push(...defects(text).map((defect) => `${question}: ${defect}`));
      }
    }
    expect(wrong).toEqual([]);
  });
});

/** The records a topic answer says fit every filter: the list after "fit ...:" up to its period. */
function fitting(question: string): string[] {
  const summary = (ask(context, question).summary ?? '').replace(/\s+/g, ' ');
  const list = /\b(?:One record fits|\d+ records fit)[^:]*: ([^.]+)\./.exec(summary)?.[1] ?? '';
  return list.split(', ').filter(Boolean);
}

/** The topic fields of a record as one lower-case text. */
function topicText(record: BenchRecord): string {
  const { page } = record;
  return [
    page.category,
    page.subcategory,
    ...page.tags,
    ...page.dataset.modalities,
    ...page.dataset.languages,
    page.page_kind,
  ]
    .join(' ')
    .toLowerCase();
}

/** Values that at least two records carry, each with the records that do. */
function sharedValues(valuesOf: (record: BenchRecord) => readonly string[]): string[] {
  const count = new Map<string, number>();
  for (const record of records)
    for (const value of new Set(valuesOf(record).map((one) => one.toLowerCase())))
      count.set(value, (count.get(value) ?? 0) + 1);
  // Held by most records ("text"), a value narrows nothing: it is no topic.
  return [...count]
    .filter(
      ([value, n]) => n >= 2 && n <= 0.3 * records.length && /[a-z]{3}/.test(value) && value !== 'other',
    )
    .map(([value]) => value);
}

describe('ask, generated over every topic value of the bundled catalog', MANY, () => {
  const phrasings = (topic: string) => [
    `which benchmarks are about ${topic}?`,
    `any benchmark for ${topic}?`,
    `what do you have for ${topic}?`,
  ];

  it('lists for each tag and category only records whose fields carry every word of it', () => {
    // A value that names a benchmark ("big-bench") asks about it, and a language is a filter of
    // its own (below); "benchmark" asks for nothing, and "text" is the modality of nearly all.
    const values = [
      ...sharedValues((record) => record.page.tags),
      ...sharedValues((record) => [record.page.category]),
    ].filter(
      (value) =>
        context.index.resolve(value).kind === 'none' &&
        !/^(?:benchmark|text|english|chinese|korean|japanese|arabic|spanish|french|german|multilingual|bilingual)$/.test(
          value,
        ),
    );
    expect(values.length).toBeGreaterThan(50);
    const wrong: string[] = [];
    for (const value of values) {
      const words = value.split(/[^a-z0-9]+/).filter((word) => word.length >= 2);
      for (const question of phrasings(value.replace(/-/g, ' '))) {
        const listed = fitting(question);
        if (listed.length === 0) wrong.push(`${question}: lists nothing as fitting`);
        for (const id of listed) {
          const record = context.catalog.records.get(id);
          const text = record ? topicText(record) : '';
          // A word or its stem: "agentic" is carried by an "agent" tag; "modelling" by "modeling".
          const american = text.replace(/[a-z]+/g, americanSpelling);
          const carried = (word: string) =>
            american.includes(americanSpelling(word).replace(/(?:ic|s)$/, ''));
          const lacking = words.filter((word) => !carried(word));
          if (lacking.length > 0) wrong.push(`${question}: ${id} carries no ${lacking.join(', ')}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lists for each language only records in that language', () => {
    const languages = {
      Chinese: 'zh',
      Korean: 'ko',
      Japanese: 'ja',
      Arabic: 'ar',
      Spanish: 'es',
      French: 'fr',
      German: 'de',
      Hindi: 'hi',
    };
    const wrong: string[] = [];
    for (const [language, code] of Object.entries(languages)) {
      for (const question of phrasings(`${language} reading comprehension`).concat(
        `which benchmarks are in ${language}?`,
      )) {
        for (const id of fitting(question)) {
          const page = context.catalog.records.get(id)?.page;
          const said = page
            ? [...page.dataset.languages, page.name, page.summary, page.subcategory, ...page.tags].join(' ')
            : '';
          if (!new RegExp(`\\b(?:${language}|${code})\\b`, 'i').test(said))
            wrong.push(`${question}: ${id} is not in ${language}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
