/**
 * A record's body and its sections. The body is most of a record's text and is read only when
 * an answer quotes it (a card, a section, a passage, what a record says about another), so a
 * record read from its own file on disk (a page, a built .json) does not keep it: the body is
 * read again from the file when it is needed, and the most recent ones are kept. At 10,000
 * records the bodies were about 50 MB of a bot's memory.
 *
 * The body read again must be the one that was loaded, or the answer would mix two versions of
 * a record: its hash is kept, and a file edited since the load is not quoted until the catalog
 * is reloaded (the watcher does that within moments). Records from JSON Lines or from bytes given
 * in memory keep their body: there is no file of their own to read it from.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { pageParts, plainText, splitSections } from './body.js';
import type { BodySection } from './record.js';

export type Prose =
  | { body: string; sections: BodySection[]; unavailable?: undefined }
  /** The body could not be read again; `unavailable` says why, for the reader. */
  | { body: ''; sections: []; unavailable: string };

/** Gives a record's prose; see proseOf in record.ts. */
export type ProseSource = () => Prose;

/** Bodies read again and kept: enough for the records a few answers in a row are about. */
const RECENT_BODIES = 64;
const recent = new Map<ProseSource, Prose>();

/** What a body was when it was loaded. */
export function bodyHash(body: string): string {
  return createHash('sha256').update(body).digest('base64url');
}

/** Prose kept in memory. */
export function heldProse(body: string, bodyFirstLine?: number): ProseSource {
  const prose: Prose = { body, sections: splitSections(body, bodyFirstLine) };
  return () => prose;
}

/**
 * Prose read again from `path` when asked. `form` says where the body is in the file; `hash` is
 * the loaded body's.
 */
export function fileProse(path: string, form: 'page' | 'built', hash: string): ProseSource {
  const source: ProseSource = () => {
    const kept = recent.get(source);
    if (kept) {
      // Most recently used last, so the oldest is the first to go.
      recent.delete(source);
      recent.set(source, kept);
      return kept;
    }
    const prose = readProse(path, form, hash);
    if (prose.unavailable) return prose;
    recent.set(source, prose);
    if (recent.size > RECENT_BODIES) recent.delete(recent.keys().next().value as ProseSource);
    return prose;
  };
  return source;
}

function readProse(path: string, form: 'page' | 'built', hash: string): Prose {
  let body: string | undefined;
  let bodyFirstLine: number | undefined;
  try {
    const text = plainText(new TextDecoder('utf-8', { fatal: true }).decode(readFileSync(path)));
    if (form === 'page') {
      const parts = pageParts(text);
      body = parts?.body;
      bodyFirstLine = parts?.bodyFirstLine;
    } else {
      const built: unknown = JSON.parse(text);
      const value =
        built !== null && typeof built === 'object' ? (built as { body?: unknown }).body : undefined;
      body = typeof value === 'string' ? value : value === undefined ? '' : undefined;
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return unavailable(`${path} could not be read again (${reason})`);
  }
  if (body === undefined || bodyHash(body) !== hash) {
    return unavailable(
      `${path} changed after the catalog was loaded; its text is shown again once the catalog is reloaded`,
    );
  }
  return { body, sections: splitSections(body, bodyFirstLine) };
}

function unavailable(reason: string): Prose {
  return { body: '', sections: [], unavailable: reason };
}
