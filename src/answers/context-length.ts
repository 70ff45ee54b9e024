/**
 * "anything for long context past 100k tokens?": a length the question asks a set to reach, and
 * the longest input each record's own fields say its set holds ("up to 32k tokens", "5k-15k
 * words"). A record whose fields state only shorter inputs does not fit, whatever its tags say; one
 * that states no length is not ruled out.
 */
import type { BenchRecord } from '../catalog/record.js';
import { sentences } from '../catalog/links.js';

/** `written` as the question has it, `said` as an answer says it back ("100k tokens"). */
export type Length = { tokens: number; written: string; said: string };
export type StatedLength = { tokens: number; written: string; where: string };

const SCALE: Record<string, number> = { k: 1_000, m: 1_000_000 };

/** A word is about 1.3 tokens of English; a character about a quarter of one. */
const TOKENS_PER: Record<string, number> = { token: 1, word: 1.3, character: 0.25 };

/** "past 100k tokens", "over 1M context", "超过 128k": a floor, written with its scale. */
const FLOOR_ASKED =
  /(?:\b(?:past|over|beyond|more than|above|longer than|at least|exceeding|bigger than)|>=?|≥|超过|大于|多于)\s*(\d+(?:\.\d+)?)\s*([km])\b\+?(?:\s*(tokens?|words?|characters?|context))?/i;

/** "100k+ tokens", "1M-token", "128k 以上": a floor written after its number. */
const FLOOR_AFTER =
  /\b(\d+(?:\.\d+)?)\s*([km])(?:\+|\s*(?:or more|and up|以上))(?:\s*(tokens?|words?|characters?|context))?/i;

/** "128k context", "1M-token inputs": a length named as what a set must hold. */
const LENGTH_NAMED = /\b(\d+(?:\.\d+)?)\s*([km])[\s-]*(tokens?|words?|characters?|context)\b/i;

/** "under 32k", "up to 8k": a ceiling, which asks for no floor. */
const CEILING_BEFORE = /\b(?:under|below|less than|up to|at most|within|shorter than)\s*$/i;

function tokensOf(number: string, scale: string, unit = 'token'): number {
  const per = TOKENS_PER[unit.toLowerCase().replace(/s$/, '')] ?? 1;
  return Number(number) * (SCALE[scale.toLowerCase()] ?? 1) * per;
}

/** The length a question asks a set to reach, if it asks one. */
export function lengthAsked(text: string): Length | undefined {
  for (const pattern of [FLOOR_ASKED, FLOOR_AFTER, LENGTH_NAMED]) {
    const match = pattern.exec(text);
    if (!match || (pattern === LENGTH_NAMED && CEILING_BEFORE.test(text.slice(0, match.index)))) continue;
    const [written, number = '', scale = '', unit] = match;
    const counted = unit === undefined || unit === 'context' ? 'token' : unit.replace(/s$/, '');
    return {
      tokens: tokensOf(number, scale, counted),
      written: written.trim(),
      said: `${number}${scale.toLowerCase() === 'm' ? 'M' : 'k'} ${counted}s`,
    };
  }
  return undefined;
}

/** The fields that say how long a record's own inputs are; its body also speaks of other sets'. */
const OWN_FIELDS = [
  ['summary', (record: BenchRecord) => record.page.summary],
  ['subcategory', (record: BenchRecord) => record.page.subcategory],
  ['measures', (record: BenchRecord) => record.page.measures],
  ['task_format', (record: BenchRecord) => record.page.task_format],
  ['dataset.size_note', (record: BenchRecord) => record.page.dataset.size_note ?? ''],
  ['dataset.splits', (record: BenchRecord) => record.page.dataset.splits ?? ''],
] as const;

/** "4K–8K tokens through 4M–8M", "128k, 512k, 1M and 10M tokens": every length of one sentence. */
const SCALED = /(?<![\w.])(\d+(?:\.\d+)?)\s?([km])\b/gi;
const UNIT = /\b(tokens?|words?|characters?)\b/i;

const stated = new WeakMap<BenchRecord, StatedLength | null>();

/** The longest input a record's own fields state, in tokens, with the field and words saying it. */
export function statedLength(record: BenchRecord): StatedLength | undefined {
  const known = stated.get(record);
  if (known !== undefined) return known ?? undefined;
  let longest: StatedLength | undefined;
  for (const [where, read] of OWN_FIELDS) {
    for (const sentence of sentences(read(record))) {
      const unit = UNIT.exec(sentence)?.[1];
      if (!unit && !/\bcontext\b/i.test(sentence)) continue;
      for (const [written, number = '', scale = ''] of sentence.matchAll(SCALED)) {
        const tokens = tokensOf(number, scale, unit);
        if (!longest || tokens > longest.tokens)
          longest = { tokens, written: `${written} ${unit ?? 'context'}`, where };
      }
    }
  }
  stated.set(record, longest ?? null);
  return longest;
}

/** Whether a record's own fields say its inputs stop short of the length asked. */
export function stopsShort(record: BenchRecord, asked: Length): boolean {
  const longest = statedLength(record);
  return longest !== undefined && longest.tokens < asked.tokens;
}
