/**
 * Turning a name the user typed into a record, or into the Reply that explains why there is none:
 * several records answer to it, it is only a linked name, or nothing matches.
 */
import type { CommandContext } from '../context.js';
import { perCatalog, type Catalog } from '../catalog/catalog.js';
import type { BenchRecord } from '../catalog/record.js';
import { emptyReply, type Reply, type Suggestion } from '../reply.js';
import type { SearchHit } from '../search/types.js';
import { membersOf } from './members.js';
import { rankQuotes } from './quotes.js';
import { escapeRegExp, normalizeName, typedText } from '../search/normalize.js';
import { languageOf, speaks } from './languages.js';
import { nameStandsAt, sentencesNaming, writtenNames, type Quote } from './relations.js';

/** `bestMatch` is set when no name matched and the record is the search hit clearly ahead. */
export type Lookup =
  | { record: BenchRecord; matched: string; bestMatch?: boolean }
  /** `linked` is the id when the name is one that records link but that has no record. */
  | { reply: Reply; linked?: string };

/**
 * A search hit counts as the answer only when it is clearly ahead: at least twice the score of the
 * next, and above the floor under which a score is one stray word of a body.
 */
const CLEAR_LEAD = 2;
export const SCORE_FLOOR = 100;

export function lookupRecord({ catalog, index }: CommandContext, query: string): Lookup {
  const name = query.trim();
  if (name === '') return { reply: emptyReply('usage', 'Name a benchmark: an id, a name or an alias.') };
  const resolution = index.resolve(name);
  switch (resolution.kind) {
    case 'record': {
      const record = catalog.records.get(resolution.id);
      if (record) return { record, matched: name };
      return { reply: notFoundReply(name, []) };
    }
    case 'ambiguous':
      return { reply: ambiguousReply(catalog, resolution.matched, resolution.ids) };
    case 'linked':
      return { reply: linkedNameReply(catalog, resolution.id), linked: resolution.id };
    case 'none': {
      const [top, next] = index.search(name, 2);
      const record = top && catalog.records.get(top.id);
      if (record && top.score >= SCORE_FLOOR && top.score >= CLEAR_LEAD * (next?.score ?? 0)) {
        return { record, matched: name, bestMatch: true };
      }
      // Near names only, never records that merely share a word; a record that holds every word
      // of the query ("单选题") is offered too.
      const clear = index.clearHit(name);
      const suggestions = clear
        ? [clear, ...resolution.suggestions.filter((hit) => hit.id !== clear.id)]
        : resolution.suggestions;
      return { reply: notFoundReply(name, suggestions) };
    }
  }
}

function toSuggestion(hit: SearchHit): Suggestion {
  return { id: hit.id, name: hit.name, category: hit.category };
}

export function recordSuggestion(record: BenchRecord): Suggestion {
  return { id: record.id, name: record.page.name, category: record.page.category };
}

export function notFoundReply(query: string, suggestions: readonly SearchHit[]): Reply {
  const reply = emptyReply('not-found', `No benchmark matches "${query}"`);
  reply.suggestions = suggestions.slice(0, 5).map(toSuggestion);
  reply.summary =
    reply.suggestions.length > 0
      ? 'Did you mean one of these?'
      : 'The catalog has no record by that name, and nothing close to it.';
  return reply;
}

/** A name several records share ("AIME24"), as a question names it: which records, what each is. */
export function sharedNameReply(
  catalog: Catalog,
  shared: { text: string; records: readonly BenchRecord[] },
): Reply {
  return ambiguousReply(
    catalog,
    shared.text,
    shared.records.map((record) => record.id),
  );
}

function ambiguousReply(catalog: Catalog, matched: string, ids: readonly string[]): Reply {
  const records = ids.flatMap((id) => catalog.records.get(id) ?? []);
  const reply = emptyReply('not-found', `"${matched}" names ${records.length} benchmarks`);
  reply.summary = `Several records answer to "${matched}". Pick one by its id.`;
  reply.suggestions = records.map(recordSuggestion);
  reply.facts = records.map((record) => ({
    label: record.id,
    value: record.page.summary || record.page.name,
    cite: { id: record.id, where: 'summary' },
  }));
  return reply;
}

/**
 * The sentences of the nearest record that name a name the catalog lacks; "wildbnech v2-hard" is
 * named by the words past the record's name ("v2-hard").
 */
export function sentencesOfMissing(near: BenchRecord, id: string): Quote[] {
  const tail = id.split(/\s+/).slice(1).join(' ');
  // "arena hard auto" is written "Arena-Hard-Auto".
  const hyphened = id.includes(' ') ? [id.replace(/\s+/g, '-')] : [];
  // "Terminal-Bench 3.0" is written "v3.0.0" on the page of the name it numbers.
  const release = /\p{L}[\s-]+v?(\d+)\.(\d+)$/iu.exec(id);
  const releases = release ? [`v${release[1]}.${release[2]}.0`, `v${release[1]}.${release[2]}`] : [];
  return sentencesNaming(near, [
    id,
    ...hyphened,
    ...(tail.length >= 4 && /[\d-]/.test(tail) ? [tail] : []),
    ...releases,
  ]);
}

/** The records whose lineage names this one as their predecessor or family, or that it names as its successors or variants. */
function grownFrom(catalog: Catalog, near: BenchRecord): BenchRecord[] {
  const { successors, variants } = near.page.lineage;
  return [...catalog.records.values()].filter(
    (record) =>
      record !== near &&
      (record.page.lineage.predecessor === near.id ||
        record.page.lineage.family === near.id ||
        successors.includes(record.id) ||
        variants.includes(record.id)),
  );
}

/**
 * Whether a name is one of a record's own parts, named after it: "CMB-Clin" of cmb, whose summary
 * says it is "two-part … (CMB-Exam) plus … (CMB-Clin)".
 */
function partNamed(near: BenchRecord, id: string): boolean {
  const key = normalizeName(id);
  return (
    writtenNames(near).some((name) => {
      const own = normalizeName(name);
      return own.length >= 2 && key.length > own.length && key.startsWith(own);
    }) &&
    new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(id)}(?![\\p{L}\\p{N}-])`, 'iu').test(near.page.summary)
  );
}

/**
 * A name without a record: say so first, then quote what the records that link it say, or what
 * the record it is a variant of says of it ("ARC-AGI-3" on arc_agi_2's page). Never that record's
 * numbers as its own.
 */
export function linkedNameReply(
  catalog: Catalog,
  id: string,
  near?: BenchRecord,
  askedTerms: ReadonlySet<string> = new Set(),
  cues: readonly RegExp[] = [],
): Reply {
  const mentions = catalog.mentions.get(id) ?? [];
  const reply = emptyReply('not-found', `${id}: no record in this catalog`);
  if (mentions.length === 0 && near) {
    // "wildbnech v2-hard": the words past the near record's name ("v2-hard") name it in its text.
    const [head = '', ...rest] = id.split(/\s+/);
    const tail = rest.join(' ');
    // The sentences about it that answer what was asked ("how big": one that counts) first, however
    // many of the question's words another shares ("large" of "larger").
    const ranked = rankQuotes(sentencesOfMissing(near, id), askedTerms, cues);
    const meets = (quote: Quote) => cues.some((cue) => cue.test(quote.text));
    const said = [...ranked.filter(meets), ...ranked.filter((quote) => !meets(quote))];
    // "wildbnech v2-hard": the head a slip of the near record's name, said as read.
    // "Chinese SimpleQA": a word before the near record's name is no slip of it.
    const names = writtenNames(near).map(normalizeName);
    // "MTEB(Multilingual, v3)": a head that starts a name of the near record is that name, no slip.
    const slip =
      tail !== '' &&
      !names.some((name) => name.startsWith(normalizeName(head))) &&
      !names.includes(normalizeName(tail));
    const asked = slip ? `${id} (read as ${near.id} ${tail})` : id;
    // What the nearest record says of it is the answer, its first sentence in the lead.
    // A part's summary is said first; its own sentences follow, not that summary again.
    const part = partNamed(near, id);
    const [first, ...others] = part ? said.filter((quote) => quote.text !== near.page.summary) : said;
    if (part) reply.title = `${id}: a part of ${near.id}`;
    reply.summary = part
      ? `${id} is a part of ${near.id}, with no record of its own; ${near.id}'s summary names it (summary): “${near.page.summary}”${first ? ` What the record says of ${id} (${first.cite.where}): “${first.text}”` : ''}`
      : first
        ? `The catalog has no record of ${asked}. What the record of ${near.id}, the nearest, says of it (${first.cite.where}): “${first.text}”`
        : `The catalog has no record of ${asked}, and the record of ${near.id}, the nearest, does not mention it; nothing here gives ${id}'s numbers.`;
    reply.sections = others.slice(0, 2).map((quote) => ({
      heading: `${quote.cite.id} · ${quote.cite.where}`,
      text: `“${quote.text}”`,
      cite: quote.cite,
    }));
    // "Spanish MMLU": the records grown from the near one that are in that language.
    const language = languageOf(head);
    const grown = language ? grownFrom(catalog, near).filter((record) => speaks(record, language)) : [];
    if (language && grown.length > 0)
      reply.summary += ` Records grown from ${near.id} that are in ${language.label}: ${grown.map((one) => one.id).join(', ')}.`;
    // "flores en-fr": the members the family does have are what the asker can use instead.
    const members = membersOf(catalog, near.id);
    if (members.length > 0)
      reply.summary += ` The ${near.id} records it does have: ${members.map((one) => one.id).join(', ')}.`;
    // "… and what metric?": one metric all of them share is what the missing one would use too.
    const [metric, ...otherMetrics] = new Set(members.map((one) => one.page.metric.name));
    if (members.length > 1 && metric && otherMetrics.length === 0)
      reply.summary += ` Each of them is scored by ${metric} (metric.name).`;
    reply.suggestions = [...grown, near, ...members]
      .filter((record, at, all) => all.indexOf(record) === at)
      .slice(0, 5)
      .map(recordSuggestion);
    return reply;
  }
  // Its kin first ("healthbench" is healthbench_professional's predecessor): their sentences
  // naming it, then those of the records that link it, what was asked ("how big") first.
  const kin = lineageNaming(catalog, id);
  const quotes = rankQuotes(
    [
      ...kin.flatMap(({ record }) => sentencesNamingOther(record, id)),
      ...mentions.map((mention) => ({
        text: mention.sentence,
        cite: { id: mention.from, where: mention.where },
      })),
    ].filter((quote, at, all) => all.findIndex((one) => one.text === quote.text) === at),
    askedTerms,
  );
  const [first, ...others] = quotes;
  const named = kin[0];
  reply.summary = !first
    ? `The catalog has no record for ${id}.`
    : named && first.cite.id === named.record.id
      ? `The catalog has no record for ${id}. The record of ${named.record.id}, which names it (${named.where}), says of it (${first.cite.where}): “${first.text}”`
      : `The catalog has no record for ${id}. What the records that link it say about it (${first.cite.id}, ${first.cite.where}): “${first.text}”`;
  reply.sections = others.slice(0, MENTIONS_QUOTED).map((quote) => ({
    heading: `${quote.cite.id} · ${quote.cite.where}`,
    text: `“${quote.text}”`,
    cite: quote.cite,
  }));
  const speakers = new Set([
    ...kin.map(({ record }) => record.id),
    ...mentions.map((mention) => mention.from),
  ]);
  reply.suggestions = [...speakers].flatMap((from) => {
    const record = catalog.records.get(from);
    return record ? [recordSuggestion(record)] : [];
  });
  return reply;
}

/** Quotes after the lead in a reply about a name without a record: enough to read, chat-sized. */
const MENTIONS_QUOTED = 3;

/** The lineage fields that name another id, as cited. */
const LINEAGE_FIELDS = ['predecessor', 'successors', 'variants', 'family'] as const;

/**
 * Records whose lineage names an id, with the field that does (healthbench_professional's
 * `lineage.predecessor` is healthbench), built once per catalog.
 */
const lineageNames = perCatalog((catalog) => {
  const byId = new Map<string, { record: BenchRecord; where: string }[]>();
  for (const record of catalog.records.values()) {
    for (const field of LINEAGE_FIELDS) {
      const value = record.page.lineage[field];
      for (const named of typeof value === 'string' ? [value] : value) {
        if (named === '' || named === record.id) continue;
        const list = byId.get(named) ?? [];
        list.push({ record, where: `lineage.${field}` });
        byId.set(named, list);
      }
    }
  }
  return byId;
});

/**
 * The sentences of a record that name `id` other than inside its own name: "HealthBench
 * Professional scores …" is not about healthbench, "It follows HealthBench" is.
 */
function sentencesNamingOther(record: BenchRecord, id: string): Quote[] {
  const key = normalizeName(id);
  const own = writtenNames(record)
    .filter((name) => normalizeName(name).includes(key) && normalizeName(name) !== key)
    .sort((a, b) => b.length - a.length);
  return sentencesNaming(record, [id], id).filter((quote) => {
    let text = quote.text;
    for (const name of own) text = text.replace(new RegExp(escapeRegExp(name), 'gi'), ' ');
    return nameStandsAt(typedText(text), typedText(id)) !== -1;
  });
}

function lineageNaming(catalog: Catalog, id: string): readonly { record: BenchRecord; where: string }[] {
  return lineageNames(catalog).get(id) ?? [];
}
