/**
 * The fixed query mix, made from the catalog's own records with a seeded generator. Each query
 * carries its label: the id of the record it was made from. Keystrokes of one or two letters
 * have no label (no system can know what is meant yet) but are timed like the rest.
 */
import type { BenchRecord } from '../src/catalog/record.js';
import type { Random } from './random.js';

export type QueryKind = 'id' | 'alias' | 'name' | 'typo' | 'prefix' | 'chinese' | 'question';
export type Query = { text: string; kind: QueryKind; label?: string };

/** The queries each operation is timed on. */
export type QueryMix = { resolve: Query[]; suggest: Query[]; search: Query[]; ask: Query[] };

const CJK = /[\u3400-\u9fff]/;
/** The shortest keystroke prefix that carries a label. */
const LABELLED_PREFIX = 3;

/** One edit a hurried typist makes: a swapped pair, a dropped letter, a doubled letter. */
function typo(word: string, random: Random): string {
  const at = 1 + random.int(Math.max(1, word.length - 2));
  switch (random.int(3)) {
    case 0:
      return word.slice(0, at - 1) + word.charAt(at) + word.charAt(at - 1) + word.slice(at + 1);
    case 1:
      return word.slice(0, at) + word.slice(at + 1);
    default:
      return word.slice(0, at) + word.charAt(at) + word.slice(at);
  }
}

const QUESTIONS: readonly ((name: string, other: string) => string)[] = [
  (name) => `how is ${name} scored?`,
  (name) => `what licence does ${name} have?`,
  (name) => `how do I run ${name} in lm-eval?`,
  (name) => `who publishes ${name}?`,
  (name) => `is ${name} saturated?`,
  (name, other) => `is ${name} the same as ${other}?`,
  (name, other) => `can I compare my ${name} score to ${other}?`,
  (name) => `what does ${name} measure`,
  (name) => `${name} 怎么评分?`,
];

/** Queries for every operation, at least `perOperation` each, shuffled so any prefix is a fair sample. */
export function queryMix(records: readonly BenchRecord[], random: Random, perOperation: number): QueryMix {
  const names: Query[] = [];
  const suggest: Query[] = [];
  const ask: Query[] = [];
  const withChinese = records.filter((record) => record.page.aliases.some((alias) => CJK.test(alias)));
  while (ask.length < perOperation) {
    const record = random.pick(records);
    const label = record.id;
    const alias = record.page.aliases.length > 0 ? random.pick(record.page.aliases) : record.page.name;
    names.push({ text: record.id, kind: 'id', label });
    names.push({ text: alias, kind: 'alias', label });
    names.push({ text: record.page.name, kind: 'name', label });
    if (record.id.length >= 5) names.push({ text: typo(record.id, random), kind: 'typo', label });
    const chinese = withChinese.length > 0 ? random.pick(withChinese) : undefined;
    const written = chinese?.page.aliases.find((one) => CJK.test(one));
    if (chinese && written) names.push({ text: written, kind: 'chinese', label: chinese.id });

    // Typed letter by letter, as autocomplete sees it; a Chinese alias too, when there is one.
    const typed = random.pick([record.id, record.page.name, alias]).slice(0, 14);
    for (let length = 1; length <= typed.length; length++) {
      suggest.push({
        text: typed.slice(0, length),
        kind: 'prefix',
        ...(length >= LABELLED_PREFIX ? { label } : {}),
      });
    }
    if (chinese && written) {
      for (let length = 1; length <= written.length; length++) {
        suggest.push({
          text: written.slice(0, length),
          kind: 'chinese',
          ...(length >= 2 ? { label: chinese.id } : {}),
        });
      }
    }
    const other = random.pick(records);
    const asked = random.pick([record.id, record.page.name, alias]);
    ask.push({ text: random.pick(QUESTIONS)(asked, other.id), kind: 'question', label });
  }
  return {
    resolve: random.shuffle(names).slice(0, perOperation),
    suggest: random.shuffle(suggest).slice(0, perOperation),
    search: random.shuffle([...names, ...ask]).slice(0, perOperation),
    ask: random.shuffle(ask).slice(0, perOperation),
  };
}
