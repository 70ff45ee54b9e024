/**
 * The coined names the records' text writes ("ExploitGym" on cybergym's page, "tinyMMLU" on
 * tinyBenchmarks'): benchmarks the catalog speaks of without a record of their own. A question
 * that writes one, in any case ("exploitgym"), names a benchmark the catalog lacks, and the
 * records that write it are where it is spoken of. One they write as an agent scaffold, a model or
 * a metric ("OpenHands", "spBLEU") names no benchmark at all. Each record's names are found when
 * it is read (src/catalog/coined-names.ts); this table only puts them together.
 */
import { perCatalog, type Catalog } from '../catalog/catalog.js';
import { normalizeName } from '../search/normalize.js';
import { MODEL_NAME } from '../search/models.js';

export type CoinedName = {
  /** As the record writes it. */
  name: string;
  /** The records whose text writes it. */
  ids: string[];
  /**
   * Whether the text writes it as a benchmark ("the ExploitGym benchmark") rather than as an agent
   * scaffold, a model or a metric ("SWE-agent and OpenHands", "mT5 fine-tunes", "spBLEU").
   */
  benchmark: boolean;
};

/** A name that is a benchmark's by its own make: "…Bench", "…Eval", "…Gym", "…QA". */
const BENCHMARK_NAME = /(?:bench|eval|gym|arena|qa|mmlu|glue)$/i;
/** A name that is a metric's by its own make: "spBLEU", "sacreBLEU", "rougeL", "ROUGE-Lsum". */
const METRIC_NAME = /(?:bleu|rouge|chrf|score|f1)$|^rouge[-_]?(?:[l12]|lsum)$/i;

/** The words of the catalog's publishers' names ("OpenAI", "DeepMind"), which name no benchmark. */
export const orgWords = perCatalog((catalog: Catalog): Set<string> => {
  const words = new Set<string>();
  for (const record of catalog.records.values())
    for (const word of (record.page.publisher.org ?? '').split(/[\s/(),]+/)) words.add(normalizeName(word));
  return words;
});

/** Coined names by their plain key, once per catalog: none that is a record's, an organisation's or a model's. */
const coinedNames = perCatalog((catalog: Catalog): Map<string, CoinedName> => {
  const taken = new Set<string>(orgWords(catalog));
  for (const record of catalog.records.values())
    for (const name of [record.id, record.page.name, ...record.page.aliases]) taken.add(normalizeName(name));
  const found = new Map<string, CoinedName & { cues: number }>();
  for (const record of catalog.records.values()) {
    for (const { name, cues } of record.coined) {
      const key = normalizeName(name);
      if (key.length < 5 || taken.has(key) || MODEL_NAME.test(name)) continue;
      const known = found.get(key) ?? { name, ids: [], benchmark: false, cues: 0 };
      if (!known.ids.includes(record.id)) known.ids.push(record.id);
      known.cues += cues;
      found.set(key, known);
    }
  }
  for (const known of found.values())
    known.benchmark = !METRIC_NAME.test(known.name) && (BENCHMARK_NAME.test(known.name) || known.cues >= 0);
  return found;
});

/** The coined name a word of a question is, written in any case ("exploitgym"), if the records write it. */
export function writtenCoinedName(catalog: Catalog, word: string): CoinedName | undefined {
  return coinedNames(catalog).get(normalizeName(word));
}

/**
 * The coined words of records' names that name one record alone: "ProMax" of "SWE-bench ProMax",
 * "DailyMail" of "CNN/DailyMail". A question that writes only that word ("promax how many tasks")
 * names that record. Not an organisation's word ("OpenAI"), nor one several names share.
 */
const nameTokens = perCatalog((catalog: Catalog): Map<string, string | null> => {
  const orgs = orgWords(catalog);
  const found = new Map<string, string | null>();
  for (const record of catalog.records.values()) {
    const tokens = record.page.name
      .replace(/\(.*?\)/g, ' ')
      .split(/[\s/]+/)
      .filter(Boolean);
    if (tokens.length < 2) continue;
    for (const token of tokens) {
      const key = normalizeName(token);
      // Written as a coinage ("ProMax"), long enough to be one, and no organisation's.
      if (!/[a-z][A-Z]/.test(token) || key.length < 5 || orgs.has(key)) continue;
      found.set(key, found.has(key) && found.get(key) !== record.id ? null : record.id);
    }
  }
  return found;
});

/** The one record whose name holds a coined word of a question ("promax"), if one alone does. */
export function recordOfNameToken(catalog: Catalog, word: string): string | undefined {
  return nameTokens(catalog).get(normalizeName(word)) ?? undefined;
}
