/**
 * Cutting text to a length at a word, never inside a link, a code span or a fence: what the
 * Discord renderer does to every field it sends, and what answers do to a line of a list.
 */

/** The mark of a text that was cut. */
export const ELLIPSIS = '…';

/**
 * The longest start of `text` of at most `max` characters that ends at a paragraph, a line or a
 * space (preferring them in that order when they keep at least half), never inside a code fence,
 * a link, inline code or `<...>`. Empty when the text starts with something it cannot cut that
 * is longer than `max` (a long code fence): the caller leaves it out and says where it is.
 *
 * @example cutText('one two three', 8) // 'one two'
 */
export function cutText(text: string, max: number): string {
  if (text.length <= max) return text;
  if (max <= 0) return '';
  const spans = protectedSpans(text);
  const inside = (index: number) => spans.some(([start, end]) => start < index && index < end);
  let fallback = 0;
  for (const separator of ['\n\n', '\n', ' ']) {
    let index = text.lastIndexOf(separator, max);
    while (index > 0 && inside(index)) index = text.lastIndexOf(separator, index - 1);
    if (index >= max / 2) return text.slice(0, index).trimEnd();
    if (index > fallback) fallback = index;
  }
  if (fallback > 0) return text.slice(0, fallback).trimEnd();
  // One long word (a URL-free run, or CJK text without spaces): cut it, outside any span.
  let index = hardCut(text, max).length;
  const span = spans.find(([start, end]) => start < index && index < end);
  if (span) index = span[0];
  return text.slice(0, index).trimEnd();
}

/** At most `max` characters, never splitting a surrogate pair. */
function hardCut(text: string, max: number): string {
  let end = Math.min(max, text.length);
  const code = text.charCodeAt(end - 1);
  if (end < text.length && code >= 0xd800 && code <= 0xdbff) end -= 1;
  return text.slice(0, end);
}

/** Code fences (an unclosed one runs to the end), links, bare URLs, inline code and `<...>`. */
function protectedSpans(text: string): [number, number][] {
  const pattern = /```[\s\S]*?(?:```|$)|\[[^\]\n]*\]\([^)\s]*\)|https?:\/\/\S+|`[^`\n]*`|<[^>\n]*>/g;
  return [...text.matchAll(pattern)].map((match) => [match.index, match.index + match[0].length]);
}

/** Cuts a one-line text (a title, a label, a choice name) at a word, with an ellipsis when it was cut. */
export function cutWords(text: string, max: number): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = cutText(line, max - 1) || hardCut(line, max - 1);
  return cut + ELLIPSIS;
}
