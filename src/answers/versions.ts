/**
 * Versions written in the names a team types ("tb 2.1", "AlpacaEval 2.0") and what a record says
 * of how two of them differ: one record often covers several versions of its benchmark.
 */
import type { BenchRecord } from '../catalog/record.js';
import { sentences } from '../catalog/links.js';
import { emptyReply, type Reply } from '../reply.js';
import { escapeRegExp, normalizeName } from '../search/normalize.js';
import { recordSuggestion } from './lookup.js';
import { quotesMatching, type Quote } from './relations.js';

export type NameVersion = { stem: string; version: string; major: string };

/**
 * The version a typed name ends in, and the name before it: "tb 2.1" is tb at 2.1, "AlpacaEval
 * 2.0" is AlpacaEval at 2.0. `major` drops a ".0", so "2" and "2.0" are one version.
 */
export function nameVersion(name: string): NameVersion | undefined {
  const found = /^(.*?\D)[\s_-]*v?(\d{1,2}(?:\.\d{1,2})?)$/i.exec(name.trim());
  if (!found?.[1] || !found[2]) return undefined;
  return { stem: normalizeName(found[1]), version: found[2], major: majorOf(found[2]) };
}

/** A version less a ".0": "2" and "2.0" are one version. */
function majorOf(version: string): string {
  return version.replace(/\.0$/, '');
}

/** A sentence that says numbers of two versions do not compare. */
const APART = /\bnot (?:directly )?comparable\b|\bnot\b[^.;]{0,20}\binterchangeable\b/i;
/** A sentence that says what one version changed of the other. */
const CHANGED =
  /\bcorrect|\bfix|\bpatch|\bchang|\brevis|\bupdat|\bdiffer|\bswitch|\breplac|\b(?:add|dropp|remov)ed\b|\b(?:higher|lower) on\b/i;

/**
 * A version as a record writes it: "2.1" or "2.0" anywhere; a bare "2" only on a name ("ARC-AGI-2",
 * "AlpacaEval 2", "v2"), not as a count ("within 2 attempts").
 */
function versionPattern(major: string): RegExp {
  const written = major.includes('.')
    ? `(?<![\\d.])${escapeRegExp(major)}`
    : `(?:(?<![\\d.])${major}\\.0|(?:(?<=[A-Za-z]-?v?)|(?<=\\b[A-Z][\\w-]*\\s))${major}(?:\\.0)?)`;
  return new RegExp(`${written}(?![\\d]|\\.\\d)`);
}

/** Any version as a record writes it, to find where the text of one version ends. */
const ANY_VERSION = /(?<![\d.])\d{1,2}\.\d{1,2}(?![\d%]|\.\d|\s*%)|(?<=[A-Za-z]-?v)\d{1,2}\b/g;

/** The versions a text writes ("2.1", "v2"), as written, less any "v". */
export function versionsIn(text: string): string[] {
  return [...text.matchAll(ANY_VERSION)].map((match) => match[0]);
}

/** Whether two versions are one: "2" and "2.0" are. */
export function sameVersion(one: string, other: string): boolean {
  return majorOf(one) === majorOf(other);
}

/**
 * The part of a text about one version where the text speaks of several ("SQuAD 1.1: train 87,599
 * / validation 10,570; SQuAD 2.0: train 130,319 / validation 11,873"): from its first mention to
 * the next mention of another version. The whole text where it names no other version; undefined
 * where it names only others, so that no other version's count stands for the one asked.
 */
export function versionPart(text: string, version: string): string | undefined {
  const major = majorOf(version);
  const others = [...text.matchAll(ANY_VERSION)].filter((match) => majorOf(match[0]) !== major);
  if (others.length === 0) return text;
  const start = versionPattern(major).exec(text)?.index;
  if (start === undefined) return undefined;
  const end = others.find((match) => match.index > start)?.index ?? text.length;
  return text.slice(start, end);
}

/** The first sentence of a text that names one version, where the text names others too. */
export function versionSentence(text: string, version: string): string | undefined {
  if (versionPart(text, version) === text) return undefined;
  const named = versionPattern(majorOf(version));
  return sentences(text).find((sentence) => named.test(sentence));
}

/** The version written right after a benchmark's name in a question ("squad 2.0 how many"). */
export function versionAfterName(masked: string): string | undefined {
  return /§\s+v?(\d{1,2}(?:\.\d{1,2})?)(?![\w%.])/i.exec(masked)?.[1];
}

/**
 * What the record says of how two of its versions differ: the sentence on what changed, the one
 * saying their numbers do not compare (one naming both versions first), and the first naming
 * the first version at all.
 */
export function versionDifference(
  record: BenchRecord,
  one: string,
  two?: string,
): { changed?: Quote; apart?: Quote; named?: Quote } {
  const [a, b] = [versionPattern(one), two === undefined ? undefined : versionPattern(two)];
  const naming = quotesMatching(record, b ? new RegExp(`${a.source}|${b.source}`) : a);
  const both = naming.filter((quote) => a.test(quote.text) && b?.test(quote.text));
  const apart = [...both, ...naming].find((quote) => APART.test(quote.text));
  // One naming the later version, in the record's order, fields first ("2.1 later patched 28 of
  // its tasks"): the later is the one that changed; else one naming the first. Not a second
  // sentence that again says they do not compare.
  const later = b && Number(two) > Number(one) ? b : a;
  const changes = (version: RegExp) =>
    naming.find((quote) => version.test(quote.text) && CHANGED.test(quote.text) && !APART.test(quote.text));
  const changed = changes(later) ?? changes(a);
  const named = naming.find((quote) => a.test(quote.text));
  return { ...(changed ? { changed } : {}), ...(apart ? { apart } : {}), ...(named ? { named } : {}) };
}

/**
 * "alpacaeval 1.0" beside a record found as "alpacaeval 2": a name the catalog lacks that is one of
 * the record's own names at another version. Its version and the known one (if typed) when so.
 */
export function otherVersionOf(
  record: BenchRecord,
  matched: string,
  missing: string,
  written: readonly string[],
): { missing: NameVersion; known?: NameVersion } | undefined {
  const asked = nameVersion(missing);
  if (!asked) return undefined;
  const known = nameVersion(matched);
  const stems = [matched, record.id, ...written].map(
    (name) => nameVersion(name)?.stem ?? normalizeName(name),
  );
  if (!stems.includes(asked.stem) || known?.major === asked.major) return undefined;
  return known ? { missing: asked, known } : { missing: asked };
}

/** What a sentence says a version did: "later fixed 28 of those 89 tasks", "a revision". */
const REVISION_WORDS =
  /\b(?:fix(?:ed|es)|correct(?:ed|s)|revis(?:ed|ion|es)|patch(?:ed|es)|chang(?:ed|es)|replac(?:ed|es)|add(?:ed|s)|remov(?:ed|es)|drop(?:ped|s))\b/i;

/**
 * "The difference between <name> 2.0 and 2.1?", "what changed in v2?", of one record that holds
 * the versions: the record's first sentence that writes the latest version the question writes
 * and says what it changed.
 */
export function revisionOf(text: string, record: BenchRecord): Quote | undefined {
  const versions = [...text.matchAll(/(?<![\w.])v?(\d+\.\d+)(?![\w.%])|(?<![\w.])v(\d+)(?![\w.%])/gi)].map(
    (found) => found[1] ?? found[2] ?? '',
  );
  const latest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!latest) return undefined;
  const written = new RegExp(`(?<![\\d.])v?${escapeRegExp(latest)}(?![\\d]|\\.\\d)`, 'i');
  return quotesMatching(record, written).find((quote) => REVISION_WORDS.test(quote.text));
}

/** Asked which of two comes later: "which is newer", "哪个新". */
const NEWER_ASKED =
  /\b(?:which|what)(?: one)?\b[^?.]{0,20}\b(?:newer|newest|latest|later|more recent|older|oldest|earlier|came first)\b|哪个(?:更|比较|最)?(?:新|旧|早|晚)|哪个是最新/;

/**
 * "bfcl v3 vs v4, … which is newer?", "tb2.0 vs tb2.1": of two versions of one record the question
 * writes, the later by its number, where the record names the two in that order; its sentence is
 * the evidence. Undefined where the record does not name both.
 */
export function newerVersion(
  question: { text: string; masked: string; named: readonly { text: string }[] },
  record: BenchRecord,
): string | undefined {
  if (!NEWER_ASKED.test(question.masked)) return undefined;
  const written = new Set(
    [...question.text.matchAll(/\bv(\d{1,2}(?:\.\d{1,2})?)\b/gi)].map((one) => one[1] ?? ''),
  );
  for (const one of question.named) {
    const version = nameVersion(one.text)?.version;
    if (version) written.add(version);
  }
  // "bfcl v1 v2 v3 v4 …, which one is newest": of several, the last the record names in turn.
  if (written.size < 2 || written.size > MAX_VERSIONS) return undefined;
  const versions = [...written].sort((a, b) => Number(a) - Number(b));
  // A whole version is written with its "v" ("V4") or as "2.0", not as any number ("4,981 samples").
  const at = (version: string) =>
    version.includes('.')
      ? `(?<![\\d.])v?${escapeRegExp(version)}(?![\\d])`
      : `(?:\\bv${version}\\b|(?<![\\d.])${version}\\.0(?![\\d]))`;
  const inTurn = quotesMatching(record, new RegExp(versions.map(at).join('.*'), 'i'))[0];
  const shown = versions.map((version) => (version.includes('.') ? version : `v${version}`));
  const newest = shown.at(-1);
  const before = shown.slice(0, -1);
  const degree = shown.length === 2 ? 'newer' : 'newest';
  return inTurn
    ? `${newest} is the ${degree} version of ${record.id}: its record names ${before.join(', ')} before it (${inTurn.cite.where}): “${inTurn.text}”`
    : undefined;
}

/** At most this many versions written in one question are set in order. */
const MAX_VERSIONS = 6;

/** The answer to which of two versions of one record is newer, or undefined where its record does not say. */
export function newerVersionReply(
  question: { text: string; masked: string; named: readonly { text: string }[] },
  record: BenchRecord,
): Reply | undefined {
  const newer = newerVersion(question, record);
  if (!newer) return undefined;
  const reply = emptyReply('answer', `${record.page.name} (${record.id})`);
  reply.recordId = record.id;
  reply.summary = newer;
  reply.suggestions = [recordSuggestion(record)];
  return reply;
}
