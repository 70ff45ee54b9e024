/**
 * Name normalisation and spelling distance: the two things every name lookup (resolve, suggest,
 * entities) agrees on, so that "NQ CN", "nq-cn" and "ｎｑ＿ｃｎ" are one name.
 */

const NOT_NAME_CHAR = /[^\p{L}\p{N}]+/gu;
const ASCII_NAME = /^[a-z0-9]*$/;

/**
 * The key a name is compared by: NFKC (so full-width letters are plain), lower case, and only
 * letters and digits (spaces, hyphens, underscores and punctuation dropped). A "+" is part of a
 * name and reads as "plus": "HumanEval+" is humaneval_plus, not HumanEval; "∞" reads as
 * "infinite" ("∞Bench" is infinitebench, not the word "bench").
 *
 * @example normalizeName('GPQA-Diamond') // 'gpqadiamond'
 * @example normalizeName('ＮＱ＿ＣＮ') // 'nqcn'
 * @example normalizeName('MBPP+') // 'mbppplus'
 */
export function normalizeName(text: string): string {
  // Most keys typed are already plain ASCII; skip the Unicode work for them.
  if (ASCII_NAME.test(text)) return text;
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/\+/g, 'plus')
    .replace(/∞/g, 'infinite')
    .replace(NOT_NAME_CHAR, '');
}

/** Greek letters as their names are typed in Latin ("τ-bench" is "tau-bench"). */
const GREEK_NAMES: Readonly<Record<string, string>> = {
  α: 'alpha',
  β: 'beta',
  γ: 'gamma',
  δ: 'delta',
  λ: 'lambda',
  μ: 'mu',
  π: 'pi',
  σ: 'sigma',
  τ: 'tau',
  φ: 'phi',
  ψ: 'psi',
  ω: 'omega',
};

/**
 * Text as a name in it is typed on a Latin keyboard: NFKC (a superscript "²" is "2"), lower case,
 * and Greek letters by their names, so "τ²-bench" in a record reads as "tau2-bench".
 *
 * @example typedText('τ²-bench') // 'tau2-bench'
 */
export function typedText(text: string): string {
  // Printable ASCII, as most sentences are, has nothing for NFKC or the Greek names to change.
  if (!NOT_ASCII.test(text)) return text.toLowerCase();
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[α-ω]/g, (letter) => GREEK_NAMES[letter] ?? letter);
}

const NOT_ASCII = /[^ -~\t\n\r]/;

const SPELLED_ASCII = /^[a-z0-9]+(?:_[a-z0-9]+)*$/;

/**
 * A name as it is spelled, for telling apart names with one key: NFKC, lower case, and each run
 * of spaces, hyphens, underscores or punctuation between words as one `_`.
 *
 * @example spelledName('Math Self') // 'math_self'
 * @example spelledName('Are we done with MMLU?') // 'are_we_done_with_mmlu'
 */
export function spelledName(text: string): string {
  if (SPELLED_ASCII.test(text)) return text;
  return text.normalize('NFKC').toLowerCase().replace(NOT_NAME_CHAR, '_').replace(/^_|_$/g, '');
}

// Reused between calls: the distance is on the hot path of resolve and entities.
let previousRow = new Int32Array(64);
let currentRow = new Int32Array(64);
let beforeRow = new Int32Array(64);

/**
 * Optimal string alignment distance: insertions, deletions, substitutions and swaps of two
 * neighbouring characters each cost one ("kcel" is one edit from "kcle"). Returns `max + 1` as
 * soon as the distance is known to exceed `max`, which keeps scans over many names cheap.
 *
 * @example editDistance('kcel', 'kcle', 2) // 1
 */
export function editDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  const beyond = max + 1;
  if (Math.abs(a.length - b.length) > max) return beyond;
  const width = b.length + 1;
  if (previousRow.length < width) {
    previousRow = new Int32Array(width * 2);
    currentRow = new Int32Array(width * 2);
    beforeRow = new Int32Array(width * 2);
  }
  let before = beforeRow;
  let previous = previousRow;
  let current = currentRow;
  for (let j = 0; j < width && j <= beyond; j++) previous[j] = j;
  // Only the cells within `max` of the diagonal can stay within `max`: each row fills that band,
  // and the cells just outside it read as `beyond`.
  for (let i = 1; i <= a.length; i++) {
    const from = Math.max(1, i - max);
    const to = Math.min(width - 1, i + max);
    current[from - 1] = from === 1 ? i : beyond;
    let rowMin = from === 1 ? i : beyond;
    const ca = a.charCodeAt(i - 1);
    for (let j = from; j <= to; j++) {
      const cb = b.charCodeAt(j - 1);
      let value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (ca === cb ? 0 : 1),
      );
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (to + 1 < width) current[to + 1] = beyond;
    if (rowMin > max) return beyond;
    const spare = before;
    before = previous;
    previous = current;
    current = spare;
  }
  const distance = previous[b.length] ?? beyond;
  return distance > max ? beyond : distance;
}

/** Whether two words differ by two neighbouring letters swapped ("gqpa", "gpqa"). */
export function isSwap(word: string, other: string): boolean {
  if (word.length !== other.length) return false;
  const at = [...word].findIndex((letter, index) => letter !== other[index]);
  return (
    at >= 0 &&
    word[at] === other[at + 1] &&
    word[at + 1] === other[at] &&
    word.slice(at + 2) === other.slice(at + 2)
  );
}

/** Where each letter sits on a QWERTY keyboard: its row, and its place along the staggered row. */
const KEYS = new Map(
  ['qwertyuiop', 'asdfghjkl', 'zxcvbnm'].flatMap((row, y) =>
    [...row].map((letter, x) => [letter, { y, x: x + ([0, 0.25, 0.75][y] ?? 0) }] as const),
  ),
);

/**
 * Whether `word` differs from `other` by one letter put for another that is neither a key's
 * neighbour nor a vowel for a vowel: more often another name than a slip ("superclue" is
 * SuperCLUE, not SuperGLUE), though not always ("mbbp" for MBPP).
 *
 * @example isFarLetter('superclue', 'superglue') // true
 */
export function isFarLetter(word: string, other: string): boolean {
  if (word.length !== other.length) return false;
  const at = [...word].findIndex((letter, index) => letter !== other[index]);
  if (at < 0 || word.slice(at + 1) !== other.slice(at + 1)) return false;
  const [written, named] = [word[at] ?? '', other[at] ?? ''];
  const [typed, meant] = [KEYS.get(written), KEYS.get(named)];
  // A digit or a sign is for the number rules; vowel for vowel is a slip of the ear.
  if (!typed || !meant || (/[aeiouy]/.test(written) && /[aeiouy]/.test(named))) return false;
  const rows = Math.abs(typed.y - meant.y);
  const along = Math.abs(typed.x - meant.x);
  return !(rows === 0 ? along <= 1 : rows === 1 && along <= 0.75);
}

/**
 * Whether the one letter `word` has for `other`'s makes another word: the longest word of `isWord`
 * in `other` round the letter that differs is a word in `word` too. "superclue" reads "clue" where
 * "superglue" reads "glue", a name of its own; "abstension" is no word where "abstention" is, a slip.
 */
export function swapsWord(word: string, other: string, isWord: (word: string) => boolean): boolean {
  const at = [...word].findIndex((letter, index) => letter !== other[index]);
  let longest: [number, number] | undefined;
  for (let start = 0; start <= at; start++)
    for (let end = Math.max(at + 1, start + 3); end <= other.length; end++)
      if ((!longest || end - start > longest[1] - longest[0]) && isWord(other.slice(start, end)))
        longest = [start, end];
  return at >= 0 && longest !== undefined && isWord(word.slice(...longest));
}

/** A text to match literally inside a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A name to match however it is spaced: "gpt4" finds "GPT-4", "llama 3" finds "Llama-3", as
 * people write a model's name with or without the hyphen between its letters and its number.
 */
export function looselySpaced(name: string): string {
  return name
    .split(/[\s_-]+|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u)
    .filter(Boolean)
    .map(escapeRegExp)
    .join('[\\s_-]?');
}

/** The British endings the catalog and the people who ask both write: "-our", "-ise", "-elled", "licence". */
const BRITISH = /(?<=\w{3})(?:our(s?)|is(e|ed|es|ing|ation|ations)|(el)l(ed|ing))$|^licen[cs]/;

/**
 * Chat's words for size and difficulty, as records write them: "is it the biggest subject?" is
 * answered by "by far the largest of MMLU's 57 subjects". Not "big", which names BIG-bench.
 */
const PLAIN_WORDS: ReadonlyMap<string, string> = new Map([
  ['bigger', 'larger'],
  ['biggest', 'largest'],
  ['tougher', 'harder'],
  ['toughest', 'hardest'],
  // "which repos?": the records write repository, repositories.
  ['repo', 'repository'],
  ['repos', 'repository'],
  ['repositories', 'repository'],
]);

export function plainWord(word: string): string {
  return PLAIN_WORDS.get(word) ?? word;
}

/**
 * A lower-case word in American spelling, so that its British and American spellings meet: the
 * catalog writes both "behaviour" and "behavior", "licence" and "license", "labelled" and
 * "labeled", and so do the people who ask.
 */
export function americanSpelling(word: string): string {
  return BRITISH.test(word)
    ? word.replace(BRITISH, (found, s = '', ize, el, ed) =>
        ize ? `iz${ize}` : el ? `${el}${ed}` : found.startsWith('licen') ? 'licens' : `or${s}`,
      )
    : word;
}
