/**
 * Benchmark names inside a question ("can I compare my nq_cn score to nq_open?"). The question is
 * cut into words; runs of up to MAX_WORDS words are joined into normalized keys and looked up in
 * the name table, longest first, left to right. A near spelling counts only for names of five or
 * more characters and never when the words are ordinary English.
 */
import type { EntityMention } from './types.js';
import { editDistance, isSwap, normalizeName } from './normalize.js';
import { initialsOf, TIER, type NameOwner, type NameTable } from './names.js';
import { hasCjk, isCjkCode } from './tokenize.js';
import { COMMON_WORDS, isEnglishWord } from './words.js';

/** Longest name in words: "GaoKao MATH Answer Evaluation" is 4; a Chinese name is a word a character. */
const MAX_WORDS = 8;

/** `ordinary`: an English word, never typo-matched. `prose`: one written in lower case, never a name alone. */
type Word = {
  start: number;
  end: number;
  key: string;
  ordinary: boolean;
  prose: boolean;
  digits: boolean;
  breakBefore: boolean;
  /** The "s" of "GPQA's": part of a name ("Humanity's Last Exam") or not ("GPQA's diamond subset"). */
  possessive: boolean;
};

/** A word, with the "+" that ends names such as "HumanEval+" and the "∞" that starts "∞Bench". */
const WORD = /∞?[\p{L}\p{N}\p{M}]+\+*/gu;
/** The "s" of a possessive ("GPQA's"): not a word of the name before it. */
const POSSESSIVE = /['’]$/;
/** Words that set two names against each other; they start no near spelling of a name. */
const COMPARING = new Set(['vs', 'versus', 'v']);
/** Punctuation that ends a phrase: names never run across it. */
const PHRASE_BREAK = /[,;?!。，；？！、]|\.\s|\.$/;

/**
 * Whether the gap between two words ends a phrase: punctuation, or a full stop; not a dot between
 * two letters, which joins a name ("En.QA", "Code.Debug").
 */
function phraseBreak(text: string, from: number, to: number): boolean {
  const gap = text.slice(from, to);
  if (gap === '.' && /\p{L}/u.test(text.charAt(from - 1)) && /\p{L}/u.test(text.charAt(to))) return false;
  // "MTEB(Multilingual, v2)": a comma inside brackets is part of the name written around it.
  if (
    /^,\s*$/.test(gap) &&
    text.lastIndexOf('(', from) > text.lastIndexOf(')', from) &&
    text.indexOf(')', to) !== -1
  )
    return false;
  return PHRASE_BREAK.test(gap);
}

/** Cuts text into words; each CJK character is a word of its own. */
export function wordsOf(text: string): Word[] {
  const words: Word[] = [];
  let previousEnd = 0;
  const push = (start: number, end: number) => {
    const written = text.slice(start, end);
    const key = normalizeName(written);
    if (key === '') return;
    const ordinary = COMMON_WORDS.has(key);
    // A lowercase ordinary word is prose; "MATH" written as a name is not.
    const prose = ordinary && written === written.toLowerCase();
    words.push({
      start,
      end,
      key,
      ordinary,
      prose,
      digits: /^[0-9]+$/.test(key),
      breakBefore: phraseBreak(text, previousEnd, start),
      possessive: key === 's' && POSSESSIVE.test(text.slice(previousEnd, start)),
    });
    previousEnd = end;
  };
  for (const match of text.matchAll(WORD)) {
    const start = match.index;
    const word = match[0];
    if (!hasCjk(word)) {
      // "squad2.0": a decimal version run into the name before it is a word of its own, as in
      // "squad 2.0"; no name's key holds a dot, so the run-together word names nothing.
      const versionAt = /^\p{L}{3,}(?=\d{1,2}$)/u.exec(word)?.[0].length;
      if (versionAt !== undefined && /^\.\d/.test(text.slice(start + word.length))) {
        push(start, start + versionAt);
        push(start + versionAt, start + word.length);
        continue;
      }
      push(start, start + word.length);
      continue;
    }
    let from = 0;
    while (from < word.length) {
      const cjk = isCjkCode(word.charCodeAt(from));
      let to = from + 1;
      if (!cjk) while (to < word.length && !isCjkCode(word.charCodeAt(to))) to++;
      push(start + from, start + to);
      from = to;
    }
  }
  return words;
}

/** Words many benchmarks' names end in, which tell none of them apart. */
const SHARED_END = /(?:bench|eval|evals|qa|arena|test)$/;

/**
 * Whether two keys that end in the same shared word ("bench") differ before it by more than a slip
 * of that part: "lawbench" and "taubench" differ in two of three letters, and "lawbench" and
 * "labbench" in one, a letter changed in a short word making another word. A short part may have
 * two letters swapped ("hrambench") or one dropped or added ("xtest"); a long one its edits.
 */
function sharedEndTooFar(key: string, candidate: string): boolean {
  const end = SHARED_END.exec(key)?.[0];
  if (!end || !candidate.endsWith(end)) return false;
  const [own, other] = [key.slice(0, -end.length), candidate.slice(0, -end.length)];
  const max = entityEdits(own.length);
  if (max >= 1) return editDistance(own, other, max) > max;
  return !(
    own === other ||
    isSwap(own, other) ||
    (Math.abs(own.length - other.length) === 1 && editDistance(own, other, 1) === 1)
  );
}

/** Edits a near spelling may have in entities: one from five characters, two from eight. */
function entityEdits(length: number): number {
  return length >= 8 ? 2 : length >= 5 ? 1 : 0;
}

/**
 * Up to this many names of a length near a word's are read one by one; more are found in the tree
 * of spellings. Reading a few hundred is quicker than the tree's walk, which visits every short
 * path near the word's start.
 */
const SCANNED_SPELLINGS = 400;

/** The characters a key holds, each as one of 31 bits: a cheap bound on how far apart two keys are. */
function charactersOf(key: string): number {
  let bits = 0;
  for (let at = 0; at < key.length; at++) bits |= 1 << (key.charCodeAt(at) % 31);
  return bits;
}

/** How many bits of a number are set. */
function bitsSet(bits: number): number {
  let count = 0;
  for (let rest = bits; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** `key` with the letters at `at` and `at + 1` swapped. */
function swapped(key: string, at: number): string {
  return key.slice(0, at) + key.charAt(at + 1) + key.charAt(at) + key.slice(at + 2);
}

/**
 * The spellings that may be within `max` (one or two) edits of a key, counting two letters swapped
 * as one edit; editDistance then keeps only those that are.
 */
function nearSpellingsOf(table: NameTable): (key: string, max: number) => Iterable<string> {
  let byLength: { spelling: string; characters: number }[][] | undefined;
  return (key, max) => {
    if (!byLength) {
      byLength = [];
      for (const spelling of table.owners.keys())
        (byLength[spelling.length] ??= []).push({ spelling, characters: charactersOf(spelling) });
    }
    const near = byLength.slice(Math.max(0, key.length - max), key.length + max + 1);
    if (near.reduce((count, spellings) => count + (spellings?.length ?? 0), 0) <= SCANNED_SPELLINGS) {
      // An edit adds or drops at most one of the characters a key holds, a change of two bits:
      // a spelling whose characters differ in more than twice `max` bits is farther off.
      const own = charactersOf(key);
      return near.flatMap((spellings) =>
        (spellings ?? [])
          .filter(({ characters }) => bitsSet(characters ^ own) <= 2 * max)
          .map(({ spelling }) => spelling),
      );
    }
    // The tree counts a swap as two edits. A swap with an edit beside it is within three of its
    // edits; swaps alone (one at one edit, two at two) are looked up as spelt.
    const found = new Set(table.spellings.fuzzyGet(key, max === 1 ? 1 : 3).keys());
    for (let at = 0; at + 1 < key.length; at++) {
      const once = swapped(key, at);
      if (max === 1 && table.owners.has(once)) found.add(once);
      for (let next = at + 2; max === 2 && next + 1 < key.length; next++) {
        const twice = swapped(once, next);
        if (table.owners.has(twice)) found.add(twice);
      }
    }
    return found;
  };
}

/**
 * How many records' descriptions must use a word for it to be a word: one, for it never to be
 * read as a near spelling of a name ("legal" is not a typo of leval, nor "Winograd", which
 * WinoGrande's own summary uses, a typo of winogrande); three, for a lower-case word that only
 * shares a name's key not to be that name ("multiple" is not multipl_e); eight, for a record named
 * by it to be named weakly ("translation" in "is ifeval_es a translation of ifeval?").
 */
const NEAR_SPELLING_RECORDS = 1;
const PROSE_WORD_RECORDS = 3;
const COMMON_PROSE_RECORDS = 8;
/** How many records' prose must use a name's own first word for it to be a word ("multiple"). */
const NAME_WORD_RECORDS = 20;

/**
 * Near-spelling look-ups one text may make, left to right. Each walks the name table's tree within
 * two or three edits; the questions of test/questions make at most 22, while 200 distinct short
 * words made 1,300 (120 ms at 1,200 records, all on the serving thread).
 */
const NEAR_SPELLING_LOOKUPS = 64;

/**
 * Names read in one text, left to right. An answer does work for each name a question holds (and
 * for pairs of them); a question of test/questions names at most six, while 1,000 characters of
 * ids named a hundred.
 */
export const MAX_MENTIONS = 24;

/**
 * The finder of names in text over a name table. `proseRecords` counts the records whose
 * descriptions use a word (see NEAR_SPELLING_RECORDS).
 */
export function buildEntityFinder(
  table: NameTable,
  proseRecords: (word: string) => number = () => 0,
): (text: string) => EntityMention[] {
  const nearSpellings = nearSpellingsOf(table);
  const mentionOf = (owners: readonly NameOwner[], text: string, from: Word, to: Word): EntityMention => {
    const first = owners[0] as NameOwner;
    const tier = TIER[first.source];
    const ids = [...new Set(owners.filter((owner) => TIER[owner.source] === tier).map((owner) => owner.id))];
    const mention: EntityMention = {
      id: first.id,
      linked: first.source === 'linked',
      text: text.slice(from.start, to.end),
      start: from.start,
      end: to.end,
    };
    if (ids.length > 1) mention.alternatives = ids;
    return mention;
  };

  /** The one clearly nearest name to a key, or undefined; `budget` counts the look-ups left. */
  const nearest = (
    key: string,
    budget: { lookups: number },
    prefix = '',
  ): readonly NameOwner[] | undefined => {
    // A four-letter name gets one edit only as two letters swapped ("gqpa" for GPQA).
    const swapOnly = entityEdits(key.length) === 0 && key.length === 4;
    const max = swapOnly ? 1 : entityEdits(key.length);
    // "heard" is a word of its own, not a slip of HEART.
    if (max === 0 || hasCjk(key) || isEnglishWord(key) || budget.lookups <= 0) return undefined;
    budget.lookups--;
    let bestDistance = max + 1;
    let bestOwners: readonly NameOwner[] | undefined;
    let tie = false;
    let bestSameEnd = false;
    const digits = key.replace(/\D/g, '');
    for (const candidate of nearSpellings(key, max)) {
      // Most spellings read are far off: the distance, cut short past `max`, drops them first.
      const distance = editDistance(key, candidate, max);
      if (distance > max || !candidate.startsWith(prefix)) continue;
      // "GSM1k" is not a slip of GSM8K, nor "AIME 2026" of AIME 2025: a name whose numbers differ is
      // another name.
      if (digits !== candidate.replace(/\D/g, '')) continue;
      // "humaneval" is not a typo of humaneval_cn, nor "GaoKaoMATH 95" of GaoKaoMATH: a name
      // that only adds or drops a tail is another name.
      if (
        Math.abs(candidate.length - key.length) >= 2 &&
        (candidate.startsWith(key) || key.startsWith(candidate))
      )
        continue;
      // Nor is "CMATH" (or "KMMLU") a slip of MATH: a letter put before a name makes another
      // benchmark, most often the name's version in another language.
      if (key.length === candidate.length + 1 && key.endsWith(candidate)) continue;
      if (swapOnly && !isSwap(key, candidate)) continue;
      // "lawbench" is no slip of LAB-Bench nor tau-bench: the edits fall in the word before "bench",
      // too short to take them; a name's own part is measured apart from a word many names share.
      if (sharedEndTooFar(key, candidate)) continue;
      const owners = table.owners.get(candidate);
      if (!owners?.[0]) continue;
      // Two letters off a name no record holds ("chembench" of a link to cve_bench) is more likely
      // another benchmark than a slip: said to be missing, not answered as that link.
      if (distance >= 2 && owners.every((owner) => owner.source === 'linked')) continue;
      // "multiple-e": as near MultiPL-E as MultiPL-E's R subset ("multipler"), but only the first
      // ends as typed; a last letter changed is most often another variant's mark.
      const sameEnd = candidate.at(-1) === key.at(-1);
      if (distance < bestDistance) {
        bestDistance = distance;
        bestOwners = owners;
        bestSameEnd = sameEnd;
        tie = false;
      } else if (distance === bestDistance && owners[0].id !== bestOwners?.[0]?.id) {
        if (sameEnd && !bestSameEnd) {
          bestOwners = owners;
          bestSameEnd = true;
          tie = false;
        } else if (sameEnd || !bestSameEnd) tie = true;
      }
    }
    return tie || !bestOwners || proseRecords(key) >= NEAR_SPELLING_RECORDS ? undefined : bestOwners;
  };

  const isLowerProse = (text: string, word: Word, records: number): boolean => {
    const written = text.slice(word.start, word.end);
    return written === written.toLowerCase() && !/[\d_]/.test(written) && proseRecords(word.key) >= records;
  };
  // "humaneval pass" is not a slip of HumanEval+: its last word is a word of the catalog's prose
  // and not a form of the name's last word ("gaokao maths" may still be GaoKaoMATH).
  // Nor is "Terminal-Bench-Zorb" a slip of Terminal-Bench-Core: a last word two letters off in
  // four is another word, whatever the whole name's length allows.
  const otherWordLast = (owners: readonly NameOwner[], last: Word): boolean => {
    const nameLast = normalizeName(owners[0]?.written.split(/[\s_-]+/).pop() ?? '');
    // "infinit bench" of InfiniteBench: a one-word name that ends in the last word typed.
    if (nameLast.length > last.key.length + 2 && nameLast.endsWith(last.key)) return false;
    // "mmlu prof" is not a slip of MMLU Pro: a last word the name's last word begins, and that
    // goes on past a plural ending, is another word ("prof[essional]"); "gaokao maths" is still it.
    // "litee": a last letter typed twice is a slip, not another word.
    if (last.key.length > nameLast.length && last.key.startsWith(nameLast))
      return (
        !/^(?:s|es)$/.test(last.key.slice(nameLast.length)) && last.key !== `${nameLast}${nameLast.slice(-1)}`
      );
    if (nameLast.startsWith(last.key)) return false;
    // "grnding", "jva": the name's word typed without some of its vowels.
    if (
      last.key.length >= 3 &&
      vowelsDropped(last.key, nameLast) &&
      proseRecords(last.key) < NEAR_SPELLING_RECORDS
    )
      return false;
    // A short last word may be one letter off ("exm" of exam), unless the prose uses it as a word.
    const slips = Math.max(
      entityEdits(Math.min(nameLast.length, last.key.length)),
      last.key.length >= 3 ? 1 : 0,
    );
    return proseRecords(last.key) >= NEAR_SPELLING_RECORDS || editDistance(last.key, nameLast, slips) > slips;
  };
  // "mmlu hs physics" is no slip of MMLU Physics: a whole word written inside the name says which
  // other one ("hs", high school), as a typo never does.
  const wordAdded = (owners: readonly NameOwner[], written: readonly Word[]): boolean => {
    const name = normalizeName(owners[0]?.written ?? '');
    return (
      written.length >= 3 &&
      written.some(
        (word, at) =>
          word.key.length >= 2 &&
          written
            .filter((_other, other) => other !== at)
            .map((word) => word.key)
            .join('') === name,
      )
    );
  };
  // "CMMLU-Pro" is no slip of MMLU-Pro: it writes whole a word that is another record's name
  // (CMMLU) that MMLU-Pro's name does not hold, so it is another benchmark named after that one.
  // A slip of one word inside a name ("gsm8k platnum") keeps the name's other words.
  const typesAnotherName = (owners: readonly NameOwner[], written: readonly Word[]): boolean => {
    const first = owners[0];
    const name = normalizeName(first?.written ?? '');
    return written.some(
      (word) =>
        !name.includes(word.key) &&
        !word.ordinary &&
        (table.owners.get(word.key) ?? []).some(
          (owner) => (owner.source === 'id' || owner.source === 'name') && owner.id !== first?.id,
        ),
    );
  };
  // "SuperCLUE" is no slip of SuperGLUE: capitals typed inside a name's lower case ("CLUE") that
  // no name of the record holds were written on purpose, for another benchmark.
  const otherCapitals = (owners: readonly NameOwner[], written: string): boolean => {
    // Only a name typed in mixed case: "MBBP+" in capitals alone is as likely a slip as any.
    const runs = written.match(/\p{Lu}{2,}/gu) ?? [];
    if (runs.length === 0 || !/\p{Ll}/u.test(written)) return false;
    const page = table.records[owners[0]?.record ?? -1]?.page;
    const names = [...owners.map((owner) => owner.written), page?.name ?? '', ...(page?.aliases ?? [])].map(
      normalizeName,
    );
    const key = normalizeName(written);
    return (
      !names.some((name) => isSwap(key, name)) &&
      runs.some((run) => !names.some((name) => name.includes(run.toLowerCase())))
    );
  };
  // MMLU, IFEval, kcle_fix: a name spelled unlike a word, so "mmlu" typed lower case is still it.
  const writtenAsName = (owners: readonly NameOwner[]): boolean =>
    owners.some((owner) =>
      [owner.written, table.records[owner.record]?.page.name ?? ''].some((name) =>
        /\p{Lu}[\p{L}\p{N}]*\p{Lu}|[\d_]/u.test(name),
      ),
    );
  // "harmbench" is HarmBench in lower case, not a word: the record's name or an alias, case aside.
  const spelledAsName = (owner: NameOwner, written: string): boolean => {
    const page = table.records[owner.record]?.page;
    return [owner.written, page?.name ?? '', ...(page?.aliases ?? [])].some(
      (name) => name.toLowerCase() === written,
    );
  };
  // "superglue" is SuperGLUE's first word run together; "multiple" is MultiPL-E's too, but a word
  // the catalog's prose uses everywhere: only a word few records use is taken for the name.
  const firstWordOfName = (owner: NameOwner, key: string): boolean =>
    normalizeName(table.records[owner.record]?.page.name.split(/[\s(]/)[0] ?? '') === key;
  const proseOnly = (owners: readonly NameOwner[], text: string, word: Word): boolean => {
    const written = text.slice(word.start, word.end).toLowerCase();
    if (owners.some((owner) => spelledAsName(owner, written))) return false;
    const rare = owners.some((owner) => firstWordOfName(owner, word.key));
    return isLowerProse(text, word, rare ? NAME_WORD_RECORDS : PROSE_WORD_RECORDS);
  };

  // "is it contamination free?" is no cut of "Contamination-free MMLU": words that stop where the
  // name's last words, another record's whole name (MMLU), begin only describe that record.
  const describesOther = (owner: NameOwner, typed: string): boolean => {
    const words = owner.written.split(/[\s_-]+/).map(normalizeName);
    for (let k = 1; k < words.length; k++) {
      if (words.slice(0, k).join('') !== typed) continue;
      const rest = table.owners.get(words.slice(k).join(''));
      return rest?.some((other) => other.id !== owner.id) ?? false;
    }
    return false;
  };

  /**
   * "parsinlu reading comp", "swe bench ver": a name of two words or more written whole but for
   * its last word, cut short. Only from a first word that is no ordinary English, to a cut word
   * that is not one either, and only when one record holds every name so begun.
   */
  const truncated = (
    words: readonly Word[],
    i: number,
    budget: { lookups: number },
  ): { owners: readonly NameOwner[]; length: number } | undefined => {
    const first = words[i] as Word;
    if (first.ordinary || first.digits || first.key.length < 4) return undefined;
    let joined = first.key;
    let found: { owners: readonly NameOwner[]; length: number } | undefined;
    for (let j = i + 1; j < words.length && j - i < MAX_WORDS; j++) {
      const word = words[j] as Word;
      if (word.breakBefore) break;
      joined += word.key;
      // "multi modal" is the word "multimodal", not a name it begins.
      if (
        word.ordinary ||
        word.digits ||
        word.key.length < 3 ||
        hasCjk(word.key) ||
        proseRecords(joined) >= NEAR_SPELLING_RECORDS
      )
        continue;
      // Counted with the near-spelling look-ups: hostile text costs no more than a question.
      if (budget.lookups <= 0) break;
      budget.lookups--;
      let owner: NameOwner | undefined;
      let names = 0;
      let one = true;
      for (const key of table.spellings.atPrefix(joined).keys()) {
        const owners = table.owners.get(key);
        if (key === joined || !owners?.[0] || ++names > MAX_CUT_NAMES) {
          one = false;
          break;
        }
        if (owner && owners[0].id !== owner.id) one = false;
        owner ??= owners[0];
      }
      if (one && owner && !describesOther(owner, joined))
        found = { owners: table.owners.get(normalizeName(owner.written)) ?? [owner], length: j - i + 1 };
    }
    return found;
  };

  /**
   * "ai2 arc-challenge": a name ("AI2 ARC", the family) whose last words begin a longer name of
   * another record written on past it (ARC-Challenge) gives way to that one, read from where it
   * starts; a team writes the fuller name to mean it. Exact names only, so a slip never pushes a
   * name aside.
   */
  const overlappedByLonger = (
    words: readonly Word[],
    i: number,
    length: number,
    ownKey: string,
    id: string,
  ): boolean => {
    if (length < 2) return false;
    const end = i + length - 1;
    for (let k = i + 1; k <= end; k++) {
      let joined = '';
      for (let j = k; j < words.length && j - k < MAX_WORDS; j++) {
        const word = words[j] as Word;
        if (j > k && word.breakBefore) break;
        joined += word.key;
        // "LM Arena elo": a longer name of the same record leaves the words as they were read.
        if (
          j > end &&
          joined.length > ownKey.length &&
          (table.owners.get(joined) ?? []).some((owner) => owner.id !== id)
        )
          return true;
      }
    }
    return false;
  };

  return (text) => {
    const words = wordsOf(text);
    const budget = { lookups: NEAR_SPELLING_LOOKUPS };
    const mentions: EntityMention[] = [];
    const keys: string[] = [];
    const bareKeys: string[] = [];
    let i = 0;
    while (i < words.length && mentions.length < MAX_MENTIONS) {
      // "how's mt bench": the "s" of "how's" ends the word before it and starts no name.
      if (words[i]?.possessive) {
        i++;
        continue;
      }
      // Keys of the runs starting at word i, shortest first; a phrase break ends the run.
      keys.length = 0;
      bareKeys.length = 0;
      let joined = '';
      let bare = '';
      let firstOrdinary = MAX_WORDS;
      let ordinaryAfterFirst = MAX_WORDS;
      for (let j = i; j < words.length && j - i < MAX_WORDS; j++) {
        const word = words[j] as Word;
        if (j > i && word.breakBefore) break;
        joined += word.key;
        if (!word.possessive) bare += word.key;
        keys.push(joined);
        bareKeys.push(bare);
        if (word.ordinary && firstOrdinary === MAX_WORDS) firstOrdinary = j - i;
        if (word.ordinary && j > i && ordinaryAfterFirst === MAX_WORDS) ordinaryAfterFirst = j - i;
      }
      let taken = 0;
      for (let length = keys.length; length >= 1 && taken === 0; length--) {
        const key = keys[length - 1] ?? '';
        const from = words[i] as Word;
        const to = words[i + length - 1] as Word;
        // With its "s" ("Humanity's Last Exam"), else without ("GPQA's Diamond" is GPQA Diamond).
        const bareKey = from.possessive || to.possessive ? key : (bareKeys[length - 1] ?? key);
        // "what counts as a hard prompt": a name of words whose last is a plural, written singular;
        // not one with a count in it ("medqa 4-option" is a setting beside MedQA).
        const owners =
          table.owners.get(key) ??
          table.owners.get(bareKey) ??
          table.owners.get(fullYear(key)) ??
          (length >= 2 && /^[a-z]+$/.test(key) ? table.owners.get(`${key}s`) : undefined) ??
          // "csqa": initials, read only as typed, never as a slip ("cmath" is no one's).
          (length === 1 ? initialsOf(table).get(key) : undefined);
        // A lone ordinary word ("test", "code") is not a name, even when a record is called that;
        // nor is a lower-case prose word that only shares a key with a name ("multiple", multipl_e).
        // A lone ordinary word that is a record's id ("how is math scored?") names it weakly:
        // only when nothing else is named, and never in a question for benchmarks on a topic.
        const idWord = length === 1 && from.prose && owners?.[0]?.source === 'id';
        if (
          owners &&
          owners.length > 0 &&
          (idWord || !(length === 1 && (from.prose || proseOnly(owners, text, from))))
        ) {
          if (overlappedByLonger(words, i, length, key, owners[0]?.id ?? '')) continue;
          const mention = mentionOf(owners, text, from, to);
          if (
            idWord ||
            (length === 1 && !writtenAsName(owners) && isLowerProse(text, from, COMMON_PROSE_RECORDS))
          )
            mention.weak = true;
          mentions.push(mention);
          taken = length;
          break;
        }
        // Near spellings only over words that are not ordinary English, and not ending in a number.
        // "open asisstant": an ordinary first word, spelt as the name spells it, and a slip after it.
        const ordinaryLead = firstOrdinary === 0 && length >= 2 && length <= ordinaryAfterFirst;
        // "humanitys last exm", "infinit bench": a name that does not start with an ordinary word,
        // long enough as a whole (twelve letters or more) that a slip still names one thing; a last
        // word the prose uses otherwise ("humaneval pass") is still another word (otherWordLast).
        const ordinaryInside = firstOrdinary > 0 && length >= 2 && key.length >= 12;
        // "terminl bench 2": a version after a slip of the name is the name at that version, when
        // the words before it are no number (the numbers must then match exactly).
        const versioned = to.digits && length >= 2 && !words[i + length - 2]?.digits && to.key.length <= 3;
        if (
          (length > firstOrdinary && !ordinaryLead && !ordinaryInside) ||
          (to.digits && !versioned) ||
          from.digits ||
          // "vs tau bench": a comparing word sets two names apart and begins neither (V* Bench).
          (length >= 2 && COMPARING.has(from.key))
        )
          continue;
        const near = nearest(key, budget, ordinaryLead ? from.key : '');
        if (
          near &&
          near.length > 0 &&
          !otherCapitals(near, text.slice(from.start, to.end)) &&
          (length === 1 ||
            (!otherWordLast(near, to) &&
              !wordAdded(near, words.slice(i, i + length)) &&
              !typesAnotherName(near, words.slice(i, i + length))))
        ) {
          mentions.push(mentionOf(near, text, from, to));
          taken = length;
        }
      }
      // "healthbench pro": a record's name cut short goes past a linked name without a record.
      const linkedOnly = taken > 0 && mentions.at(-1)?.linked === true;
      if (taken === 0 || linkedOnly) {
        const cut = truncated(words, i, budget);
        if (cut && cut.length > taken && (taken === 0 || cut.owners[0]?.source !== 'linked')) {
          if (linkedOnly) mentions.pop();
          mentions.push(mentionOf(cut.owners, text, words[i] as Word, words[i + cut.length - 1] as Word));
          taken = cut.length;
        }
      }
      i += taken > 0 ? taken : 1;
    }
    return mentions;
  };
}

/**
 * A name with its year written in two digits, written in four: "wmt16" is wmt2016. Only a year of
 * this century after letters, so "gsm8k" and "mmlu 5" stay as they are.
 */
function fullYear(key: string): string {
  return key.replace(/(?<=[a-z])([1-3]\d)$/, '20$1');
}

/** Names a cut-short last word may begin before it is too loose to name one record. */
const MAX_CUT_NAMES = 12;

/** Whether `typed` is `word` with one or more of its vowels left out ("grnding" of grounding). */
function vowelsDropped(typed: string, word: string): boolean {
  if (typed.length >= word.length || typed.charAt(0) !== word.charAt(0)) return false;
  let at = 0;
  for (const char of word) {
    if (char === typed.charAt(at)) at++;
    else if (!/[aeiou]/.test(char)) return false;
  }
  return at === typed.length;
}
