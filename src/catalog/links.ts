/**
 * Links between records. Bodies and long text fields link other records as `[label](id.md)`; a
 * linked id without a record is still a known name, and what the linking records say about it is
 * kept as mentions so the bot can quote them.
 */
import { detached } from './body.js';
import { fieldsWith } from './fields.js';
import type { BodySection } from './record.js';
import type { Page } from './schema.js';

export type Mention = {
  /** The linked id. */
  target: string;
  /** The id of the record whose text links it. */
  from: string;
  /** The section heading or field name the sentence is in. */
  where: string;
  /** The sentence that carries the link, with links made plain. */
  sentence: string;
};

const LINK = /\[([^\]\n]+)\]\(([a-z0-9][a-z0-9_]*)\.md\)/g;

/** The ids a piece of text links, in order, without repeats. */
export function linkedIds(text: string): string[] {
  return [...new Set([...text.matchAll(LINK)].map((match) => match[2] ?? ''))];
}

/** Replaces `[label](id.md)` with `label`, for quoting a record as plain prose. */
export function plainLinks(text: string): string {
  return text.replace(LINK, (_whole, label: string) => label);
}

/** A stop that ends no sentence: "e.g.", "i.e.", "vs.", "cf."; "et al." before a year or a bracket. */
const NOT_AN_END = /\b(?:e\.g|i\.e|vs|cf)\.$/i;
const CITATION_END = /\bet al\.$/;

/** Splits prose into sentences; a citation's "et al. (2021)" or an "e.g. GPT-4" goes on. */
export function sentences(text: string): string[] {
  const pieces = text
    .replace(/\s*\n\s*/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“([`*])/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence !== '');
  const out: string[] = [];
  for (const piece of pieces) {
    const last = out.at(-1);
    if (last !== undefined && (NOT_AN_END.test(last) || (CITATION_END.test(last) && /^[\d(]/.test(piece))))
      out[out.length - 1] = `${last} ${piece}`;
    else out.push(piece);
  }
  return out;
}

/** Every sentence of a record (its linking fields and body sections) that links another id. */
export function mentionsIn(record: { id: string; page: Page; sections: readonly BodySection[] }): Mention[] {
  const mentions: Mention[] = [];
  const scan = (where: string, text: string) => {
    if (!text.includes('.md)')) return;
    for (const sentence of sentences(text)) {
      for (const target of linkedIds(sentence)) {
        if (target !== record.id)
          // Copies: the record's body is not kept (see prose.ts), and slices of it would keep it.
          mentions.push({
            target: detached(target),
            from: record.id,
            where: detached(where),
            sentence: detached(plainLinks(sentence)),
          });
      }
    }
  };
  for (const field of fieldsWith('links')) scan(field.path, field.read(record.page));
  for (const section of record.sections) scan(section.heading || 'body', section.text);
  return mentions;
}
