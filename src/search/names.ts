/**
 * The table of every name a record answers to, built once from the catalog: ids, names, aliases,
 * harness task names and linked ids, keyed by their normalized form. resolve, suggest and
 * entities all read it; none of them runs a full-text query for an exact name.
 */
import SearchableMap from 'minisearch/SearchableMap';
import type { Catalog } from '../catalog/catalog.js';
import type { BenchRecord } from '../catalog/record.js';
import { HARNESSES } from '../catalog/schema.js';
import { runSteps, runStepsInSlices, sortSteps } from '../slices.js';
import { normalizeName, spelledName } from './normalize.js';
import { isEnglishWord, STOP_WORDS } from './words.js';

/** Where a name comes from, in resolution order (a lower tier wins). */
export type NameSource = 'id' | 'name' | 'alias' | 'initials' | 'harness' | 'linked';

/**
 * Resolution tier of each source: names and aliases are one tier, and so are the initials a name
 * is written by, which are kept apart from the table's owners and only ever read as typed, never
 * as a slip (see initialsOf).
 */
export const TIER: Record<NameSource, number> = {
  id: 0,
  name: 1,
  alias: 1,
  initials: 1,
  harness: 2,
  linked: 3,
};

/** One owner of a name key. `record` is an index into NameTable.records, or -1 for a linked id. */
export type NameOwner = { id: string; record: number; source: NameSource; written: string };

export type NameTable = {
  /** Records in catalog order; record indices below point into it. */
  records: readonly BenchRecord[];
  recordIndex: ReadonlyMap<string, number>;
  /** Every owner of each normalized name, best tier first. */
  owners: ReadonlyMap<string, readonly NameOwner[]>;
  /** The same keys in a radix tree, for near-spelling lookups. */
  spellings: SearchableMap<true>;
  /** Sorted keys for prefix lookup (binary search), with the record and rank of each. */
  prefixKeys: readonly string[];
  /** How each prefix key's name is spelled (see spelledName). */
  prefixSpelled: readonly string[];
  prefixRecord: Int32Array;
  prefixRank: Uint8Array;
};

/** Prefix ranks: the whole id, name or alias first; a later word of one next; harness names last. */
export const PREFIX_RANK = { id: 0, name: 1, alias: 2, word: 3, harness: 4 } as const;

/**
 * The task names a harness field gives: the leading identifier of each comma-separated item
 * before any parenthesis. `GaoKaoMATH (opencompass/configs/...)` gives `GaoKaoMATH`;
 * `arc_easy, arc_challenge` gives both.
 *
 * @example harnessNames('acp_bench (harness directory named acpbench; ...)') // ['acp_bench']
 * @example harnessNames('humanevalx-{python,go}') // ['humanevalx-python', 'humanevalx-go']
 */
export function harnessNames(value: string): string[] {
  // "humanevalx-{python,cpp,go}" is humanevalx-python, humanevalx-cpp and humanevalx-go; never a
  // bare "go".
  const head = (value.split('(')[0] ?? '').replace(
    /([\p{L}\p{N}_\-./:]*)\{([^{}]*)\}([\p{L}\p{N}_\-./:]*)/gu,
    (_whole, before: string, choices: string, after: string) =>
      choices
        .split(',')
        .map((choice) => `${before}${choice.trim()}${after}`)
        .join(', '),
  );
  const names: string[] = [];
  for (const item of head.split(/[,;]/)) {
    const token = /^\s*([\p{L}\p{N}_\-./:]+)/u.exec(item)?.[1];
    if (!token) continue;
    const last =
      token
        .replace(/[./:]+$/, '')
        .split(/[/:]/)
        .pop() ?? '';
    // "No single `super_glue` task; …": a field written as prose starts with a word, not a task.
    if (last.length >= 2 && !STOP_WORDS.has(last.toLowerCase())) names.push(last);
  }
  return names;
}

/** The harness fields that hold task names; `other` is prose, and aliases cover what it names. */
const HARNESS_NAME_FIELDS = HARNESSES.filter((name) => name !== 'other');

/**
 * A name that ends in a major version, written the other ways a team writes it: "Terminal-Bench
 * 1.0" is also "Terminal-Bench v1" and "Terminal-Bench 1"; "LongBench v2" is also "LongBench 2".
 */
export function versionSpellings(name: string): string[] {
  const found = /^(.*\S)[\s_-]+v?(\d{1,2})(?:\.0)?$/i.exec(name);
  if (!found?.[1] || /\d$/.test(found[1])) return [];
  const [, stem, major] = found;
  return [`${stem} v${major}`, `${stem} ${major}`, `${stem} ${major}.0`].filter(
    (spelling) => normalizeName(spelling) !== normalizeName(name),
  );
}

/**
 * A member's own coined name inside its record's name: "∞Bench: En.QA (English Question
 * Answering)" is also "En.QA". Only a name coined as one ("En.QA", "Code.Debug"), never an
 * ordinary word a family's members are named by ("MMLU: Anatomy", "Arena Elo — Coding").
 */
export function memberSpellings(name: string): string[] {
  const own = /^[^:—]+(?::|\s—)\s*([^()]+?)\s*(?:\(.*\))?$/u.exec(name)?.[1];
  return own && /\p{L}\.\p{L}|\p{Ll}\p{Lu}/u.test(own) ? [own] : [];
}

/**
 * A member's coined name after its family's name: "HarmBench GCG-Transfer" is also "GCG-Transfer",
 * as a team calls it. Only a rest coined as a name, an acronym joined to a word ("GCG-Transfer");
 * never an ordinary word ("SWE-bench Verified", "Arena Text-to-Image"), nor one a model's name
 * may hold as words ("SWE-Bench ProMax" beside "DeepSeek-V4-Pro (max)").
 */
export function familyRestSpellings(name: string, familyNames: readonly string[]): string[] {
  const bare = name.replace(/\s*\([^)]*\)$/, '');
  return familyNames.flatMap((family) => {
    const head = family.replace(/\s*\([^)]*\)$/, '');
    if (!bare.toLowerCase().startsWith(`${head.toLowerCase()} `)) return [];
    const rest = bare.slice(head.length + 1).trim();
    return /^(?:[A-Z]{2,}-\p{L}+|\p{L}+-[A-Z]{2,})$/u.test(rest) ? [rest] : [];
  });
}

/**
 * The initials a name is written by: "CommonsenseQA" is "csqa" (a word made of two words, common
 * and sense, gives both initials) and "cqa"; "OpenBookQA" is "obqa". A run of capitals ("QA") is
 * kept whole. Only names of joined or several words, with no run of three capitals or digits, and
 * initials of four letters or more that spell no English word.
 */
export function acronymSpellings(name: string): string[] {
  const bare = name.replace(/\s*\([^)]*\)$/, '').replace(/['’]s\b/g, '');
  const words = bare.match(/[A-Z]{2,}(?![a-z])|[A-Z]?[a-z]+|\d+/g) ?? [];
  // "Arabic MMLU" is no "ammlu", nor "Omni-MATH" "omath": initials before another name (MMLU,
  // MATH) read as that name with a letter put before it, and numbers as a version.
  if (words.length < 2 || words.some((word) => /^(?:[A-Z]{3,}|\d+)$/.test(word))) return [];
  const plain: string[] = [];
  const split: string[] = [];
  for (const word of words) {
    const lower = word.toLowerCase();
    const whole = /^(?:[A-Z]{2,}|\d+)$/.test(word);
    plain.push(whole ? lower : lower.charAt(0));
    const halves = whole ? undefined : compoundOf(lower);
    split.push(whole ? lower : halves ? halves.map((half) => half.charAt(0)).join('') : lower.charAt(0));
  }
  return [...new Set([plain.join(''), split.join('')])].filter(
    (spelling) => spelling.length >= 4 && spelling !== normalizeName(bare) && !isEnglishWord(spelling),
  );
}

/** "commonsense" as common and sense: a word made of two English words of four letters or more. */
function compoundOf(word: string): [string, string] | undefined {
  if (word.length < 8) return undefined;
  for (let at = 4; at <= word.length - 4; at++) {
    const [head, tail] = [word.slice(0, at), word.slice(at)];
    if (isEnglishWord(head) && isEnglishWord(tail)) return [head, tail];
  }
  return undefined;
}

/**
 * "csqa" of CommonsenseQA, "obqa" of OpenBookQA: the initials teams write for a name, where they
 * are one record's alone and no other name's, each table's read on first use. They need the
 * English word list, which a start that never reads a question does not load (see isEnglishWord).
 */
export function initialsOf(table: NameTable): ReadonlyMap<string, readonly NameOwner[]> {
  const known = initialsByTable.get(table);
  if (known) return known;
  const records = new Map<string, Set<number>>();
  table.records.forEach((record, index) => {
    for (const spelling of acronymSpellings(record.page.name))
      records.set(spelling, (records.get(spelling) ?? new Set()).add(index));
  });
  const initials = new Map<string, readonly NameOwner[]>();
  for (const [spelling, indices] of records) {
    const [index] = indices;
    const record = index === undefined ? undefined : table.records[index];
    if (index !== undefined && record && indices.size === 1 && !table.owners.has(spelling))
      initials.set(spelling, [{ id: record.id, record: index, source: 'initials', written: spelling }]);
  }
  initialsByTable.set(table, initials);
  return initials;
}

const initialsByTable = new WeakMap<NameTable, ReadonlyMap<string, readonly NameOwner[]>>();

/** Builds the name table of a catalog. */
export function buildNameTable(catalog: Catalog): NameTable {
  return runSteps(nameTableSteps(catalog));
}

/**
 * The same, yielding to the event loop every few milliseconds: at 10,000 records the table takes
 * half a second, which a reload must not hold requests for.
 */
export function buildNameTableInSlices(catalog: Catalog): Promise<NameTable> {
  return runStepsInSlices(nameTableSteps(catalog));
}

/** The table's building, a step (a record, a name) at a time: `yield` is where it may pause. */
function* nameTableSteps(catalog: Catalog): Generator<void, NameTable> {
  const records = [...catalog.records.values()];
  const recordIndex = new Map<string, number>();
  records.forEach((record, index) => recordIndex.set(record.id, index));

  const owners = new Map<string, NameOwner[]>();
  const add = (written: string, owner: Omit<NameOwner, 'written'>) => {
    const key = normalizeName(written);
    if (key === '') return;
    const list = owners.get(key);
    if (!list) {
      owners.set(key, [{ ...owner, written }]);
      return;
    }
    if (list.some((other) => other.id === owner.id && TIER[other.source] <= TIER[owner.source])) return;
    list.push({ ...owner, written });
  };

  const unsorted: { key: string; spelled: string; record: number; rank: number }[] = [];
  const addPrefix = (written: string, record: number, rank: number) => {
    const key = normalizeName(written);
    if (key === '') return;
    const spelled = spelledName(written);
    unsorted.push({ key, spelled, record, rank });
    // Later words of a name, so that typing "diamond" finds gpqa_diamond.
    const words = spelled.split('_');
    let rest = key;
    let restSpelled = spelled;
    for (let i = 0; i < words.length - 1; i++) {
      rest = rest.slice(words[i]?.length ?? 0);
      restSpelled = restSpelled.slice((words[i]?.length ?? 0) + 1);
      if (rest.length >= 2)
        unsorted.push({ key: rest, spelled: restSpelled, record, rank: PREFIX_RANK.word });
    }
  };

  for (const [index, record] of records.entries()) {
    yield;
    const page = record.page;
    add(record.id, { id: record.id, record: index, source: 'id' });
    add(page.name, { id: record.id, record: index, source: 'name' });
    for (const alias of page.aliases) add(alias, { id: record.id, record: index, source: 'alias' });
    const family = catalog.records.get(page.lineage.family);
    const familyNames = family ? [family.page.name, ...family.page.aliases] : [];
    for (const spelling of [page.name, ...page.aliases].flatMap((name) => [
      ...versionSpellings(name),
      ...memberSpellings(name),
      ...familyRestSpellings(name, familyNames),
    ])) {
      add(spelling, { id: record.id, record: index, source: 'alias' });
      addPrefix(spelling, index, PREFIX_RANK.alias);
    }
    for (const field of HARNESS_NAME_FIELDS) {
      for (const name of harnessNames(page.harness[field])) {
        add(name, { id: record.id, record: index, source: 'harness' });
        unsorted.push({
          key: normalizeName(name),
          spelled: spelledName(name),
          record: index,
          rank: PREFIX_RANK.harness,
        });
      }
    }
    addPrefix(record.id, index, PREFIX_RANK.id);
    addPrefix(page.name, index, PREFIX_RANK.name);
    for (const alias of page.aliases) addPrefix(alias, index, PREFIX_RANK.alias);
  }
  // The census's slugs (gpqa_main, obqa): names of the record they are folded into.
  for (const [slug, id] of catalog.census.aliases) {
    const index = recordIndex.get(id);
    if (index === undefined) continue;
    add(slug, { id, record: index, source: 'alias' });
    addPrefix(slug, index, PREFIX_RANK.alias);
  }
  for (const target of catalog.mentions.keys()) {
    if (!recordIndex.has(target)) add(target, { id: target, record: -1, source: 'linked' });
  }
  yield;
  const spellings = new SearchableMap<true>();
  for (const [key, list] of owners) {
    // "AIR-Bench 2024" is the id of a page that establishes nothing and the name of one that
    // establishes the benchmark: the name is that one's.
    const established = list.filter(
      (owner) =>
        owner.record >= 0 && TIER[owner.source] <= TIER.alias && !establishesNothing(records[owner.record]),
    );
    if (established.length > 0 && established.length < list.length)
      list.splice(
        0,
        list.length,
        ...list.filter((owner) => owner.record < 0 || !establishesNothing(records[owner.record])),
      );
    list.sort((a, b) => TIER[a.source] - TIER[b.source]);
    spellings.set(key, true);
    yield;
  }

  const prefix = yield* sortSteps(unsorted, (a, b) =>
    a.key < b.key ? -1 : a.key > b.key ? 1 : a.rank - b.rank || a.record - b.record,
  );
  const prefixRecord = new Int32Array(prefix.length);
  const prefixRank = new Uint8Array(prefix.length);
  const prefixSpelled = prefix.map((entry) => entry.spelled);
  const prefixKeys = prefix.map((entry, i) => {
    prefixRecord[i] = entry.record;
    prefixRank[i] = entry.rank;
    return entry.key;
  });
  return { records, recordIndex, owners, spellings, prefixKeys, prefixSpelled, prefixRecord, prefixRank };
}

/**
 * A page that establishes nothing of its benchmark: no size, paper, licence, publisher, family or
 * harness task; a placeholder the census filed, not a description.
 */
export function establishesNothing(record: BenchRecord | undefined): boolean {
  if (!record) return false;
  const { page } = record;
  return (
    page.dataset.size === null &&
    !page.paper.title &&
    !page.dataset.license &&
    !page.publisher.org &&
    !page.lineage.family &&
    HARNESSES.every((field) => !page.harness[field])
  );
}

/** The first index in sorted `keys` whose key is not less than `key`. */
export function lowerBound(keys: readonly string[], key: string): number {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] ?? '') < key) low = middle + 1;
    else high = middle;
  }
  return low;
}
