/**
 * Models as names. The catalog's ledgers name a model by its display name (`Claude Opus 4.8`,
 * `DeepSeek-V4-Pro (max)`) or by a slug (`claude-opus-4-8`, `deepseek-v4-pro`); both are one
 * model once case and punctuation are ignored. A trailing effort, tuning or snapshot (`(max)`,
 * `-max`, ` IT`, `Instruct`, `(thinking)`, `-20251101`) is a variant: a name without it finds the
 * model, and the answer shows the name as the ledger writes it, variant and all.
 */
import type { Catalog } from '../catalog/catalog.js';
import { dispositionOf } from '../catalog/disposition.js';
import { normalizeName } from './normalize.js';

/** A name written like a model's: "gpt-5", "Claude Opus 4.6", "qwen2.5-72b". */
export const MODEL_NAME =
  /\b(?:gpt|chatgpt|claude|gemini|gemma|medgemma|llama|qwen|deepseek|mistral|mixtral|grok|glm|kimi|med-palm|palm|baichuan|internlm|ernie|falcon|olmo|nemotron|vicuna|o\d)[\w.-]*/i;

/** A variant a name ends with, one at a time: `(max)`, `-max`, ` IT`, `-20251101`, `-2025-04-16`. */
const VARIANT = /(?:\s*\(([^()]+)\)|[\s_-]+(max|it|instruct|thinking|\d{8}|\d{4}-\d{2}-\d{2}))$/i;

export type ModelName = {
  /** As the ledger writes it. */
  written: string;
  /** The whole name, normalized: `claude-opus-4-8` and `Claude Opus 4.8` share it. */
  key: string;
  /** The name without its variants, normalized. */
  base: string;
  /** The variants, as written (`max`, `IT`, `20251101`); empty when there are none. */
  variants: string[];
};

/**
 * @example modelName('DeepSeek-V4-Pro (max)') // { key: 'deepseekv4promax', base: 'deepseekv4pro', variants: ['max'] }
 */
export function modelName(written: string): ModelName {
  let rest = written.trim();
  const variants: string[] = [];
  for (let match = VARIANT.exec(rest); match && match.index > 0; match = VARIANT.exec(rest)) {
    variants.unshift((match[1] ?? match[2] ?? '').trim());
    rest = rest.slice(0, match.index);
  }
  return { written, key: normalizeName(written), base: normalizeName(rest), variants };
}

export type ModelTable = {
  /** Every name written in the ledgers, by its whole key and by its base. */
  byKey: ReadonlyMap<string, readonly string[]>;
  byBase: ReadonlyMap<string, readonly string[]>;
  /** The longest run of words a name takes, so a scan of a question stops there. */
  longest: number;
};

/** The table of the model names written in the ledgers. */
export function buildModelTable(names: Iterable<string>): ModelTable {
  const byKey = new Map<string, string[]>();
  const byBase = new Map<string, string[]>();
  const add = (map: Map<string, string[]>, key: string, written: string) => {
    if (key === '') return;
    const list = map.get(key) ?? [];
    if (!list.includes(written)) list.push(written);
    map.set(key, list);
  };
  let longest = 1;
  for (const written of names) {
    const name = modelName(written);
    add(byKey, name.key, written);
    add(byBase, name.base, written);
    longest = Math.max(longest, written.split(/\s+/).length + 1);
  }
  return { byKey, byBase, longest };
}

/**
 * The names of the ledgers a user's words mean. `names`: the very name in any spelling, and,
 * when the user gives no variant, every name with the same base (`DeepSeek-V4-Pro` finds
 * `DeepSeek-V4-Pro (max)` and `deepseek-v4-pro`). `near`: names of the same base that the user's
 * variant excludes (`Gemma 4 31B IT` is not `gemma-4-31b`), offered as such, never as the model.
 */
export function findModel(table: ModelTable, words: string): { names: string[]; near: string[] } {
  const name = modelName(words);
  const exact = table.byKey.get(name.key) ?? [];
  const sameBase = table.byBase.get(name.base) ?? [];
  if (name.variants.length > 0) {
    return {
      names: [...exact],
      near: exact.length > 0 ? sameBase.filter((one) => !exact.includes(one)) : [],
    };
  }
  const names = [...new Set([...exact, ...sameBase])];
  return { names, near: [] };
}

/**
 * Model names for a partly typed one (autocomplete): names that start with it, then names that
 * hold it, the shorter first in each; any spelling counts (`opus 4.8` finds `claude-opus-4-8`).
 *
 * @example suggestModels(table, 'deepseek-v4-pro', 25) // ['deepseek-v4-pro', 'DeepSeek-V4-Pro (max)']
 */
export function suggestModels(table: ModelTable, typed: string, limit: number): string[] {
  const key = normalizeName(typed);
  const starts: [string, readonly string[]][] = [];
  const holds: [string, readonly string[]][] = [];
  for (const entry of table.byKey) {
    if (entry[0].startsWith(key)) starts.push(entry);
    else if (entry[0].includes(key)) holds.push(entry);
  }
  // The shortest first: the name as typed before its variants and longer names.
  const shortest = (a: [string, unknown], b: [string, unknown]) => a[0].length - b[0].length;
  const names = [...starts.sort(shortest), ...holds.sort(shortest)].flatMap(([, written]) => written);
  return [...new Set(names)].slice(0, limit);
}

export type ModelMention = { names: string[]; near: string[]; text: string; start: number; end: number };

/**
 * The model names inside a question, left to right, the longest run of words first: "what did
 * Claude Opus 4.8 get on GPQA Diamond?" names Claude Opus 4.8. A possessive ("GLM-5.1's") and
 * the punctuation around a word are not part of the name.
 */
export function modelsIn(table: ModelTable, text: string): ModelMention[] {
  const words = [...text.matchAll(/[^\s,;:!?"“”()]+(?:\s*\([^()\s]+\))?/g)].map((match) => {
    const word = match[0].replace(/['’]s$/i, '').replace(/[.]+$/, '');
    return { word, start: match.index, end: match.index + word.length };
  });
  const found: ModelMention[] = [];
  for (let i = 0; i < words.length;) {
    let taken = 0;
    for (let length = Math.min(table.longest, words.length - i); length > 0 && taken === 0; length--) {
      const first = words[i];
      const last = words[i + length - 1];
      if (!first || !last) continue;
      const span = text.slice(first.start, last.end);
      // One bare number or a word of one letter is never a model's name on its own.
      if (length === 1 && (/^[\d.]+%?$/.test(span) || span.length < 2)) continue;
      const { names, near } = findModel(table, span);
      if (names.length === 0) continue;
      found.push({ names, near, text: span, start: first.start, end: last.end });
      taken = length;
    }
    i += Math.max(taken, 1);
  }
  return found;
}

const tables = new WeakMap<Catalog, ModelTable>();

/** The model table of a catalog's reported results (its ledgers' and its built records'), made once. */
export function modelTableOf(catalog: Catalog): ModelTable {
  let table = tables.get(catalog);
  if (!table) {
    const names = new Set<string>();
    for (const list of catalog.census.results.values()) for (const result of list) names.add(result.model_id);
    for (const record of catalog.records.values()) {
      if (!record.built?.disposition && !catalog.census.eligibility.has(record.id)) continue;
      for (const result of dispositionOf(catalog, record).results) names.add(result.model_id);
    }
    table = buildModelTable(names);
    tables.set(catalog, table);
  }
  return table;
}
