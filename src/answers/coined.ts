/**
 * The coined names the records' text writes ("ExploitGym" on cybergym's page, "tinyMMLU" on
 * tinyBenchmarks'): benchmarks the catalog speaks of without a record of their own. A question
 * that writes one, in any case ("exploitgym"), names a benchmark the catalog lacks, and the
 * records that write it are where it is spoken of.
 */
import { perCatalog, type Catalog } from '../catalog/catalog.js';
import { normalizeName } from '../search/normalize.js';
import { MODEL_NAME } from '../search/models.js';
import { quotesMatching } from './relations.js';

export type CoinedName = {
  /** As the record writes it. */
  name: string;
  /** The records whose text writes it. */
  ids: string[];
};

/**
 * A word spelt as only a name is: a capital after a small letter ("ExploitGym", "tinyMMLU"), or
 * capitals spelt out after it ("TMMLU (Taiwan Massive Multitask Language Understanding)").
 */
const COINED =
  /(?<![\p{L}\p{N}_-])(?:\p{L}*\p{Ll}\p{Lu}[\p{L}\p{N}]*|\p{Lu}[\p{Lu}\p{N}]{3,}(?=\s+\((?:\p{Lu}[\p{L}-]*\s+){2,}))(?![\p{L}\p{N}_-])/gu;

/** Coined names by their plain key, once per catalog: none that is a record's, an organisation's or a model's. */
const coinedNames = perCatalog((catalog: Catalog): Map<string, CoinedName> => {
  const taken = new Set<string>();
  for (const record of catalog.records.values()) {
    for (const name of [record.id, record.page.name, ...record.page.aliases]) taken.add(normalizeName(name));
    // "OpenAI", "DeepMind": an organisation's words name no benchmark.
    for (const word of (record.page.publisher.org ?? '').split(/[\s/(),]+/)) taken.add(normalizeName(word));
  }
  const found = new Map<string, CoinedName>();
  for (const record of catalog.records.values()) {
    for (const quote of quotesMatching(record, /\p{Ll}\p{Lu}|\p{Lu}{4}/u)) {
      for (const [name] of quote.text.matchAll(COINED)) {
        const key = normalizeName(name);
        if (key.length < 5 || taken.has(key) || MODEL_NAME.test(name)) continue;
        const known = found.get(key) ?? { name, ids: [] };
        if (!known.ids.includes(record.id)) known.ids.push(record.id);
        found.set(key, known);
      }
    }
  }
  return found;
});

/** The coined name a word of a question is, written in any case ("exploitgym"), if the records write it. */
export function writtenCoinedName(catalog: Catalog, word: string): CoinedName | undefined {
  return coinedNames(catalog).get(normalizeName(word));
}
