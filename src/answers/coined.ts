/**
 * The coined names the records' text writes ("ExploitGym" on cybergym's page, "tinyMMLU" on
 * tinyBenchmarks'): benchmarks the catalog speaks of without a record of their own. A question
 * that writes one, in any case ("exploitgym"), names a benchmark the catalog lacks, and the
 * records that write it are where it is spoken of. One they write as an agent scaffold, a model or
 * a metric ("OpenHands", "spBLEU") names no benchmark at all.
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
  /**
   * Whether the text writes it as a benchmark ("the ExploitGym benchmark") rather than as an agent
   * scaffold, a model or a metric ("SWE-agent and OpenHands", "mT5 fine-tunes", "spBLEU").
   */
  benchmark: boolean;
};

/** Words beside a name that make it a benchmark's. */
const BENCHMARK_CUE =
  /\b(?:benchmarks?|datasets?|suites?|leaderboards?|tasks?|splits?|subsets?|evals?|evaluations?|test sets?|questions|problems|items|page|record|track|arena|board)\b/i;
/** Words beside a name that make it a tool's, a model's or a metric's. */
const OTHER_CUE =
  /\b(?:scaffolds?|agents?|agentless|models?|checkpoints?|fine-?tunes?|fine-?tuned|baselines?|harness(?:es)?|frameworks?|library|tool(?:kit)?s?|judges?|metrics?|tokeni[sz]ers?|BLEU|ROUGE|chrF\+*)\b/i;
/** A name that is a benchmark's by its own make: "…Bench", "…Eval", "…Gym", "…QA". */
const BENCHMARK_NAME = /(?:bench|eval|gym|arena|qa|mmlu|glue)$/i;
/** A name that is a metric's by its own make: "spBLEU", "sacreBLEU". */
const METRIC_NAME = /(?:bleu|rouge|chrf|score|f1)$/i;

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
  const found = new Map<string, CoinedName & { cues: number }>();
  for (const record of catalog.records.values()) {
    for (const quote of quotesMatching(record, /\p{Ll}\p{Lu}|\p{Lu}{4}/u)) {
      for (const match of quote.text.matchAll(COINED)) {
        const [name] = match;
        const key = normalizeName(name);
        if (key.length < 5 || taken.has(key) || MODEL_NAME.test(name)) continue;
        const known = found.get(key) ?? { name, ids: [], benchmark: false, cues: 0 };
        if (!known.ids.includes(record.id)) known.ids.push(record.id);
        // The three words on each side say what it names.
        const around = `${/(?:\S+\s+){0,3}$/.exec(quote.text.slice(0, match.index))?.[0] ?? ''} ${
          /^(?:\s+\S+){0,3}/.exec(quote.text.slice(match.index + name.length))?.[0] ?? ''
        }`;
        known.cues += (BENCHMARK_CUE.test(around) ? 1 : 0) - (OTHER_CUE.test(around) ? 1 : 0);
        found.set(key, known);
      }
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
