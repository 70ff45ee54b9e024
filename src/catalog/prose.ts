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
import type { BenchRecord, BodySection } from './record.js';

export type Prose =
  | { body: string; sections: BodySection[]; unavailable?: undefined }
  /** The body could not be read again; `unavailable` says why, for the reader. */
  | { body: ''; sections: []; unavailable: string };

/**
 * Where a record's prose is: kept (`held`), or in its file. Plain data, so that a record can be
 * sent from the worker thread that parsed it (see parallel-load.ts).
 */
export type ProseRef = { held: string; bodyFirstLine?: number } | { file: string; form: 'page' | 'built' };

/** Bodies read again and kept: enough for the records a few answers in a row are about. */
const RECENT_BODIES = 64;
const recent = new Map<ProseRef, Prose>();
/** Held bodies split into sections once, for as long as their record lives. */
const split = new WeakMap<ProseRef, Prose>();

/** What a body was when it was loaded. */
export function bodyHash(body: string): string {
  return createHash('sha256').update(body).digest('base64url');
}

/**
 * What a record was read from, as one hash: the text its page was read from (a front matter, a
 * built record's JSON) and its body (by the body's hash). Hashing the text rather than the parsed
 * page (JSON of it) was a tenth of parsing a page; an edit of the text alone (a comment, a
 * re-indented list) counts as a change.
 */
export function recordFingerprint(source: string, hash: string): string {
  return createHash('sha256').update(source).update('\0').update(hash).digest('base64url');
}

/** A record's body and sections; `unavailable` when its file could not be read again. */
export function proseOf(record: BenchRecord): Prose {
  const ref = record.prose;
  if ('held' in ref) {
    let prose = split.get(ref);
    if (!prose) {
      prose = { body: ref.held, sections: splitSections(ref.held, ref.bodyFirstLine) };
      split.set(ref, prose);
    }
    return prose;
  }
  const kept = recent.get(ref);
  if (kept) {
    // Most recently used last, so the oldest is the first to go.
    recent.delete(ref);
    recent.set(ref, kept);
    return kept;
  }
  const prose = readProse(ref.file, ref.form, record.bodyHash);
  if (prose.unavailable) return prose;
  recent.set(ref, prose);
  if (recent.size > RECENT_BODIES) recent.delete(recent.keys().next().value as ProseRef);
  return prose;
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
