/**
 * The coined names a record's text writes ("ExploitGym" on cybergym's page, "tinyMMLU" on
 * tinyBenchmarks'), found when the record is read. The catalog's table of them
 * (src/answers/coined.ts) is then put together from these short lists: reading every record's
 * text on the first question after a load took seconds at 10,000 pages.
 */
import { detached } from './body.js';
import { fieldsWith } from './fields.js';
import { plainLinks } from './links.js';
import type { BodySection } from './record.js';
import type { Page } from './schema.js';

export type CoinedUse = {
  /** As the record writes it. */
  name: string;
  /**
   * What the words beside it say it names, summed over the record's uses: one up for each use
   * beside a benchmark's word ("the ExploitGym benchmark"), one down for each beside a tool's, a
   * model's or a metric's ("SWE-agent and OpenHands", "mT5 fine-tunes").
   */
  cues: number;
};

/** Words beside a name that make it a benchmark's. */
const BENCHMARK_CUE =
  /\b(?:benchmarks?|datasets?|suites?|leaderboards?|tasks?|splits?|subsets?|evals?|evaluations?|test sets?|questions|problems|items|page|record|track|arena|board)\b/i;
/** Words beside a name that make it a tool's, a model's or a metric's. */
const OTHER_CUE =
  /\b(?:scaffolds?|agents?|agentless|models?|checkpoints?|fine-?tunes?|fine-?tuned|baselines?|harness(?:es)?|frameworks?|library|tool(?:kit)?s?|judges?|metrics?|tokeni[sz]ers?|BLEU|ROUGE|chrF\+*)\b/i;

/**
 * A word spelt as only a name is: a capital after a small letter ("ExploitGym", "tinyMMLU"), or
 * capitals spelt out after it ("TMMLU (Taiwan Massive Multitask Language Understanding)"). Tried
 * only where a word starts (sticky), at words the cheaper PAIR finds.
 */
const COINED_AT =
  /(?:\p{L}*\p{Ll}\p{Lu}[\p{L}\p{N}]*|\p{Lu}[\p{Lu}\p{N}]{3,}(?=\s+\((?:\p{Lu}[\p{L}-]*\s+){2,}))(?![\p{L}\p{N}_-])/uy;
/**
 * What every coined name holds: a small letter then a capital, or four capitals. Unicode's classes
 * cost ten times ASCII's, so they are used only on text with cased letters beyond ASCII.
 */
const PAIR = /\p{Ll}\p{Lu}|\p{Lu}{4}/gu;
const ASCII_PAIR = /[a-z][A-Z]|[A-Z]{4}/g;
/** Latin-1's letters up to Cyrillic's: the cased scripts beyond ASCII a page may write. */
const CASED_BEYOND_ASCII = /[\u00c0-\u052f]/;
const WORD_CHAR = /[\p{L}\p{N}_-]/u;

/** A letter, a digit, '_' or '-': ASCII's by code, the rest by Unicode's classes. */
function isWordChar(code: number): boolean {
  if (code < 128)
    return (
      (code >= 97 && code <= 122) ||
      (code >= 65 && code <= 90) ||
      (code >= 48 && code <= 57) ||
      code === 95 ||
      code === 45
    );
  return WORD_CHAR.test(String.fromCharCode(code));
}
/** Characters read on each side of a name for its cues: about three words. */
const AROUND = 30;
/** Where sentences() splits one sentence from the next. */
const SENTENCE_END = /[.!?]\s+(?=[A-Z0-9"“([`*])/g;

/** The coined names in a record's quoted fields and body, each once, with its cues. */
export function coinedIn(record: { page: Page; sections: readonly BodySection[] }): CoinedUse[] {
  const found = new Map<string, CoinedUse>();
  const scan = (text: string) => {
    const plain = plainLinks(text);
    const pair = CASED_BEYOND_ASCII.test(plain) ? PAIR : ASCII_PAIR;
    pair.lastIndex = 0;
    for (let hit = pair.exec(plain); hit; hit = pair.exec(plain)) {
      let start = hit.index;
      while (start > 0 && isWordChar(plain.charCodeAt(start - 1))) start--;
      COINED_AT.lastIndex = start;
      const name = COINED_AT.exec(plain)?.[0];
      let end = hit.index + hit[0].length;
      while (end < plain.length && isWordChar(plain.charCodeAt(end))) end++;
      pair.lastIndex = end;
      if (name === undefined) continue;
      const use = found.get(name) ?? { name: detached(name), cues: 0 };
      use.cues += cues(plain, start, start + name.length);
      found.set(name, use);
    }
  };
  for (const field of fieldsWith('quoted')) scan(field.read(record.page));
  for (const section of record.sections) scan(section.text);
  return [...found.values()];
}

/**
 * The few words on each side of a name, within its sentence, say what it names: about three
 * words' worth of characters, cut at whole words. Slices, not word splitting or a regex anchored
 * at the end (which V8 tries from every position): this runs for every coined name of every page.
 */
function cues(text: string, start: number, end: number): number {
  // With the name's first letter, which says whether a sentence ends just before it.
  let before = text.slice(Math.max(0, start - AROUND), start + 1);
  if (start > AROUND) before = before.slice(before.search(/\s/) + 1);
  let from = 0;
  for (const boundary of before.matchAll(SENTENCE_END)) from = boundary.index + boundary[0].length;
  before = before.slice(from, -1);
  let after = text.slice(end, end + AROUND);
  if (end + AROUND < text.length) after = after.slice(0, after.search(/\s\S*$/) + 1);
  SENTENCE_END.lastIndex = 0;
  const boundary = SENTENCE_END.exec(after);
  if (boundary) after = after.slice(0, boundary.index + 1);
  const around = `${before} ${after}`;
  return (BENCHMARK_CUE.test(around) ? 1 : 0) - (OTHER_CUE.test(around) ? 1 : 0);
}
