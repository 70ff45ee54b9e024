/**
 * The text of a record file, as parsing reads it and as prose.ts reads it again: line endings,
 * where a page's front matter ends and its body begins, and the body's `## ` sections.
 */
import { SECTION_HEADINGS, type BodySection, type BodySectionKey } from './record.js';

export const HEADING_TO_KEY = new Map<string, BodySectionKey>(
  Object.entries(SECTION_HEADINGS).map(([key, heading]) => [heading.toLowerCase(), key as BodySectionKey]),
);

/** A BOM and CRLF line endings are accepted: editors on Windows write both. */
export function plainText(decoded: string): string {
  return decoded.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
}

export type PageParts = {
  yamlText: string;
  /** 1-based line of the front matter's first line. */
  yamlFirstLine: number;
  body: string;
  /** 1-based line of the body's first line. */
  bodyFirstLine: number;
};

/**
 * Splits a page (`---`, YAML, `---`, Markdown) into its front matter and body; undefined when
 * the front matter does not open on line 1 or is never closed.
 */
export function pageParts(text: string): PageParts | undefined {
  if (!text.startsWith('---\n')) return undefined;
  const rest = text.slice(4);
  const match = /^---[ \t]*$/m.exec(rest);
  if (!match) return undefined;
  const yamlText = rest.slice(0, match.index);
  const body = text.slice(4 + match.index + match[0].length).replace(/^\n/, '');
  // The YAML starts on line 2; the body on the line after the closing ---.
  return { yamlText, yamlFirstLine: 2, body, bodyFirstLine: 2 + countLines(yamlText) + 1 };
}

/**
 * A string that shares no memory with the text it was cut from. V8 keeps a slice as a pointer into
 * its parent, so a heading or a sentence kept from a body would keep the whole body (or file)
 * alive.
 */
export function detached(text: string): string {
  return JSON.parse(JSON.stringify(text)) as string;
}

export function countLines(text: string): number {
  let lines = 0;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines++;
  return lines;
}

/**
 * Splits a body into its `## ` sections; text before the first heading is a nameless section.
 * Each section's text is a slice of the body: V8 stores a slice as a pointer into its parent, so
 * the sections cost no second copy of the prose.
 */
export function splitSections(body: string, firstLine?: number): BodySection[] {
  const sections: BodySection[] = [];
  let current: { heading: string; line: number; start: number } | undefined;
  const flush = (end: number) => {
    if (!current) return;
    const text = body.slice(current.start, end).trim();
    if (current.heading !== '' || text !== '') {
      const key = HEADING_TO_KEY.get(current.heading.toLowerCase());
      sections.push({
        heading: current.heading,
        text,
        ...(key ? { key } : {}),
        ...(firstLine !== undefined ? { line: firstLine + current.line } : {}),
      });
    }
  };
  let fence = false;
  let index = 0;
  for (let start = 0; start <= body.length; index++) {
    const newline = body.indexOf('\n', start);
    const end = newline === -1 ? body.length : newline;
    const line = body.slice(start, end);
    if (/^\s*(```|~~~)/.test(line)) fence = !fence;
    const heading = !fence && /^## +(.+?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush(start);
      current = { heading: heading[1] ?? '', line: index, start: end + 1 };
    } else {
      current ??= { heading: '', line: index, start };
    }
    start = end + 1;
  }
  flush(body.length);
  return sections;
}
