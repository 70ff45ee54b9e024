/**
 * The Reply: the platform-neutral answer every face renders. The core builds Replies; the text
 * renderer and the Discord renderer draw them. Nothing here knows how a Reply is sent.
 */
import type { SectionKey } from './catalog/record.js';

/** Where a piece of an answer comes from: a record id and the section or field. */
export type Citation = { id: string; where: string };

export type Fact = { label: string; value: string; cite?: Citation };

export type ReplySection = {
  heading: string;
  /** Markdown-light prose: paragraphs split by blank lines, `code`, and plain links. */
  text: string;
  cite?: Citation;
};

/** A benchmark the user may have meant. */
export type Suggestion = { id: string; name: string; category?: string };

/**
 * A follow-up the user can take: one section of a record (a button on Discord, a hint in the
 * terminal). The registry's `button` says which command opens it.
 */
export type ReplyAction = { label: string; id: string; section: SectionKey };

export type ReplyKind =
  'card' | 'section' | 'howto' | 'compare' | 'answer' | 'not-found' | 'stats' | 'usage' | 'error';

export type Reply = {
  kind: ReplyKind;
  title: string;
  /** The record the reply is about, when there is one (for buttons and "see /bench x"). */
  recordId?: string;
  url?: string;
  summary?: string;
  facts: Fact[];
  sections: ReplySection[];
  /** Things the reader must not miss: not comparable, a top score that is not a model score. */
  warnings: string[];
  suggestions: Suggestion[];
  sources: { title: string; url: string }[];
  actions: ReplyAction[];
  /** A short closing line: researched and reviewed dates, the record file. */
  footer?: string;
};

/** A Reply with every list empty, to spread the parts an answer has into. */
export function emptyReply(kind: ReplyKind, title: string): Reply {
  return { kind, title, facts: [], sections: [], warnings: [], suggestions: [], sources: [], actions: [] };
}
