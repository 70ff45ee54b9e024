/**
 * The tokenizer for every MiniSearch index here, used for indexing and for queries alike.
 * MiniSearch's default splits on spaces and punctuation only, so a Chinese sentence would be one
 * term and 单选题 could never be found inside it. CJK runs become overlapping character bigrams.
 */

/** Han, kana, Hangul and the CJK compatibility ideographs. */
const CJK_CHAR = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]/;
const WORD = /[\p{L}\p{N}\p{M}]+(?:[_-][\p{L}\p{N}\p{M}]+)*/gu;
const JOINER = /[_-]/;

/** Whether a UTF-16 code unit is a CJK character (see CJK_CHAR). */
export function isCjkCode(code: number): boolean {
  return (
    (code >= 0x3040 && code <= 0x30ff) ||
    (code >= 0x3400 && code <= 0x4dbf) ||
    (code >= 0x4e00 && code <= 0x9fff) ||
    (code >= 0xac00 && code <= 0xd7af) ||
    (code >= 0xf900 && code <= 0xfaff)
  );
}

/** Whether a text contains any CJK character. */
export function hasCjk(text: string): boolean {
  return CJK_CHAR.test(text);
}

/**
 * Splits text into index terms: lower-cased NFKC words; a word joined by `_` or `-` gives its
 * parts and the joined whole (so `nq_cn`, `nq cn` and `nqcn` all meet); a CJK run gives its
 * character bigrams, or the character itself when the run is one character long.
 *
 * @example tokenize('nq_cn 单选题') // ['nq', 'cn', 'nqcn', '单选', '选题']
 */
export function tokenize(text: string): string[] {
  if (!NON_ASCII.test(text)) return tokenizeAscii(text);
  const terms: string[] = [];
  const folded = text.normalize('NFKC').toLowerCase();
  for (const match of folded.matchAll(WORD)) {
    const word = match[0];
    if (CJK_CHAR.test(word)) pushMixed(word, terms);
    else pushWord(word, JOINER.test(word), terms);
  }
  return terms;
}

/** A word, or a joined one's parts and its whole ("nq_cn": nq, cn, nqcn). */
function pushWord(word: string, joined: boolean, terms: string[]): void {
  if (!joined) {
    terms.push(word);
    return;
  }
  const parts = word.split(JOINER);
  for (const part of parts) terms.push(part);
  terms.push(parts.join(''));
}

const NON_ASCII = /[^\p{ASCII}]/u;

/**
 * The same for ASCII text, which is most of a catalog: NFKC changes nothing there, and a word is
 * a run of [a-z0-9]. Scanning the characters is about twice as fast as the general pattern, and
 * tokenizing is most of indexing.
 */
function tokenizeAscii(text: string): string[] {
  const terms: string[] = [];
  const folded = text.toLowerCase();
  const end = folded.length;
  let at = 0;
  while (at < end) {
    while (at < end && !isAsciiWordCode(folded.charCodeAt(at))) at++;
    if (at === end) break;
    const start = at;
    let joined = false;
    for (;;) {
      while (at < end && isAsciiWordCode(folded.charCodeAt(at))) at++;
      const code = folded.charCodeAt(at);
      // `_` or `-` joins two words: "nq_cn" (as JOINER in the general pattern).
      if ((code === 0x5f || code === 0x2d) && isAsciiWordCode(folded.charCodeAt(at + 1))) {
        joined = true;
        at++;
      } else {
        break;
      }
    }
    pushWord(folded.slice(start, at), joined, terms);
  }
  return terms;
}

/** a-z and 0-9 (the text is lower-cased first). */
function isAsciiWordCode(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x30 && code <= 0x39);
}

/** A word with CJK in it: Latin runs stay words, CJK runs become bigrams. */
function pushMixed(word: string, terms: string[]): void {
  let start = 0;
  while (start < word.length) {
    const cjk = isCjkCode(word.charCodeAt(start));
    let end = start + 1;
    while (end < word.length && isCjkCode(word.charCodeAt(end)) === cjk) end++;
    if (!cjk) {
      for (const part of word.slice(start, end).split(JOINER)) if (part !== '') terms.push(part);
    } else if (end - start === 1) {
      terms.push(word.charAt(start));
    } else {
      for (let i = start; i + 1 < end; i++) terms.push(word.slice(i, i + 2));
    }
    start = end;
  }
}
