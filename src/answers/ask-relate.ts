/**
 * Questions about how two benchmarks relate: "is A B?", "is A a subset of B?", "is A just B with
 * more tests?", "which is harder, A or B?". The answer is what the records say about each other
 * (aliases, lineage fields, sentences that name the other), never similar spelling; its first
 * sentence is the verdict, and the records' own explanation follows.
 */
import type { Catalog } from '../catalog/catalog.js';
import type { BenchRecord } from '../catalog/record.js';
import { emptyReply, type Reply } from '../reply.js';
import { formatNumber } from './facts.js';
import { linkedNameReply, recordSuggestion, sharedNameReply } from './lookup.js';
import type { Named, Question } from './question.js';
import { quoteSections, rankQuotes, topicTerms } from './quotes.js';
import {
  declaredDifferent,
  lineageRelations,
  relationSentences,
  sentencesNaming,
  type Lineage,
  type Quote,
} from './relations.js';

/** What an identity question asks of A and B. */
type Predicate = 'same' | 'variant' | 'part' | 'version' | 'just' | 'different';

const PREDICATES: readonly [Predicate, RegExp][] = [
  [
    'same',
    /\banother name\b|\bother name\b|\balias\b|\brenamed\b|\bspelling\b|\bidentical\b|\bsame (?:thing|benchmark|dataset|set|as)\b|同一个|一样/,
  ],
  ['variant', /\bvariants?\b|\bfamily\b|\bmember of\b|\bflavou?r of\b|\bkind of\b|变体/],
  [
    'part',
    /\bsubsets?\b|\bpart of\b|\bpulled\b|\bdrawn from\b|\btaken from\b|\bsplit of\b|\binside\b|\bcontained\b|\bincluded in\b|\bchunk\b|\bslice\b|\bportion\b|\bhardest (?:problems|questions|items)\b|子集|一部分/,
  ],
  [
    'version',
    /\bversions?\b|\bv\d\b|\b\d\.0\b|\bsuccessor\b|\bnewer\b|\bupdated?\b|\bfollow[- ]?up\b|\breplac|\bbased on\b|\bderived\b|\bbuilt (?:on|from)\b|\bfork\b|\btranslat\w*|\brewrit|\bfixed\b|\bcorrected\b|\bextension\b|升级|新版/,
  ],
  // "Is A just B translated / with more tests?": B changed, which is only in part B.
  [
    'just',
    /\bjust\b|\bbasically\b|\bsimply\b|\bonly\b.*\bwith\b|\bsame (?:problems|questions|items|passages|data|tasks|prompts|examples)\b/,
  ],
  [
    'different',
    /\bseparate\b|\bdifferent\b|\bdistinct\b|\bits own\b|\bnew (?:benchmark|dataset|passage set)\b|\bunrelated\b/,
  ],
];

/** Words of an identity question, for intent rules: the predicates and "is A B?" forms. */
export const IDENTITY_WORDS =
  /\b(?:same|identical|another name|other name|alias|renamed|rename|equivalent|equal to|spelling|a copy of|related|relation|relationship|variant|part of|family|successor|predecessor|subset|version of|based on|derived from|separate|different benchmarks?|differ|difference|distinct|just|basically|pulled|drawn from|built on)\b|同一个|一样|子集|区别|关系/;

/**
 * What the question asks of the two, or nothing: then only a bare "is A B?" is a yes-or-no
 * question about sameness, and anything else ("is A cleaner than B?") gets the relation stated,
 * without a yes or a no it did not ask for.
 */
function predicateOf(masked: string): Predicate | undefined {
  const asked = PREDICATES.find(([, pattern]) => pattern.test(masked))?.[0];
  if (asked) return asked;
  return /^\W*(?:is|are)\s+§\s+(?:really\s+|actually\s+|also\s+)?(?:an?\s+|the\s+)?§\W*$/.test(masked)
    ? 'same'
    : undefined;
}

/** "A or B?" asks which, so the answer states the relation without a yes or a no. */
function asksEither(masked: string): boolean {
  return /\bor (?:its|it's|is|are|a|an|the|just|same|separate|different|new|only)\b/.test(masked);
}

/** Words that say how two records relate, for ranking the sentences that explain it. */
const RELATION_CUE =
  /\b(?:not|subset|variant|version|copy|same|split|splits|sibling|half|halves|child|parent|rewritten|rebuild|follow-up|successor|derived|based|built|selected|pulled|drawn|alias|spelling|acronym|relationship|different|separate|distinct|confuse)\b/i;

type Relation =
  | { kind: 'one-record' }
  | { kind: 'says-not'; quote: Quote; by: BenchRecord; other: BenchRecord }
  | { kind: 'lineage'; relation: Lineage; cite: string }
  | { kind: 'siblings'; family: string; cite: string }
  | { kind: 'unrelated' };

function relationOf(x: BenchRecord, y: BenchRecord, records: ReadonlyMap<string, BenchRecord>): Relation {
  if (x.id === y.id) return { kind: 'one-record' };
  const lineage = lineageRelations(x, y, records);
  const direct = lineage.find((one) => one.relation.kind !== 'siblings');
  if (direct)
    return { kind: 'lineage', relation: direct.relation, cite: `${direct.cite.id}, ${direct.cite.where}` };
  const notY = declaredDifferent(x).get(y.id);
  if (notY) return { kind: 'says-not', quote: notY, by: x, other: y };
  const notX = declaredDifferent(y).get(x.id);
  if (notX) return { kind: 'says-not', quote: notX, by: y, other: x };
  const siblings = lineage.find((one) => one.relation.kind === 'siblings');
  if (siblings?.relation.kind === 'siblings')
    return {
      kind: 'siblings',
      family: siblings.relation.family,
      cite: `${siblings.cite.id}, ${siblings.cite.where}`,
    };
  return { kind: 'unrelated' };
}

/** The verdict word for a relation and what was asked: true is yes, false no, undefined "in part". */
function verdictOf(
  relation: Relation,
  x: BenchRecord,
  predicate: Predicate | undefined,
): boolean | undefined {
  const differ = predicate === 'different';
  switch (relation.kind) {
    case 'one-record':
      return !differ;
    case 'says-not':
    case 'siblings':
    case 'unrelated':
      return differ;
    case 'lineage': {
      const r = relation.relation;
      const xIsChild =
        (r.kind === 'variant' && r.variant === x.id) ||
        (r.kind === 'family' && r.member === x.id) ||
        (r.kind === 'predecessor' && r.later === x.id);
      if (!xIsChild) return differ;
      if (predicate === 'same') return false;
      if (predicate === 'variant') return true;
      if (predicate === 'part')
        return r.kind === 'predecessor' ? x.page.page_kind === 'subset' || undefined : true;
      if (predicate === 'version') return r.kind === 'predecessor' ? true : undefined;
      if (predicate === 'just') return undefined;
      return undefined;
    }
  }
}

function statementOf(
  relation: Relation,
  a: Named & { kind: 'record' },
  b: Named & { kind: 'record' },
): string {
  const x = a.record;
  const y = b.record;
  switch (relation.kind) {
    case 'one-record':
      return `${a.text} and ${b.text} are two names of one record, ${x.id}: one benchmark, not two.`;
    case 'says-not':
      return `The record of ${relation.by.id} says it is not ${relation.other.id}.`;
    case 'lineage': {
      const r = relation.relation;
      const said =
        r.kind === 'variant'
          ? `${r.variant} is a variant of ${r.parent}`
          : r.kind === 'family'
            ? `${r.member} belongs to the ${r.family} family`
            : r.kind === 'predecessor'
              ? `${r.later} builds on ${r.earlier}`
              : `both belong to the ${r.family} family`;
      return `${said} (${relation.cite}), and each has a record of its own.`;
    }
    case 'siblings':
      return `${x.id} and ${y.id} are sibling records in the ${relation.family} family (${relation.cite}): neither is part of the other.`;
    case 'unrelated':
      return `${x.id} and ${y.id} are separate records, and neither says it is the other.`;
  }
}

/** "Is A B?" for two named benchmarks. */
export function relate(catalog: Catalog, question: Question, a: Named, b: Named): Reply {
  if (a.kind === 'shared') return sharedNameReply(catalog, a);
  if (b.kind === 'shared') return sharedNameReply(catalog, b);
  if (a.kind !== 'record' || b.kind !== 'record') return relateLinked(catalog, a, b);
  const x = a.record;
  const y = b.record;
  const predicate = predicateOf(question.masked);
  const relation = relationOf(x, y, catalog.records);
  const verdict = verdictOf(relation, x, predicate);
  const statement = statementOf(relation, a, b);
  const prefix =
    predicate === undefined || asksEither(question.masked)
      ? ''
      : verdict === true
        ? 'Yes. '
        : verdict === false
          ? 'No. '
          : 'In part. ';
  const reply = emptyReply('answer', x.id === y.id ? `${a.text} and ${b.text}` : `${x.id} and ${y.id}`);
  reply.recordId = x.id;
  reply.summary = prefix + statement;

  const said = relation.kind === 'says-not' ? [relation.quote] : [];
  const explained = rankQuotes(
    [
      ...said,
      ...(x.id === y.id ? aliasSentences(x, a.text, b.text) : relationSentences(x, y, catalog.records)),
    ],
    topicTerms(question),
    [RELATION_CUE],
  );
  // Too little said about each other: what each one is, in its own words.
  const own = [x, y].flatMap((record) =>
    record.page.summary ? [{ text: record.page.summary, cite: { id: record.id, where: 'summary' } }] : [],
  );
  reply.sections = quoteSections(explained.length >= 2 ? explained : [...explained, ...own], {
    lead: reply.summary,
  });
  reply.suggestions = x.id === y.id ? [recordSuggestion(x)] : [recordSuggestion(x), recordSuggestion(y)];
  reply.actions = [{ label: 'Lineage', id: x.id, section: 'lineage' }];
  return reply;
}

/** What a record says about the names it was asked by, other than its id ("kcle_fix"). */
function aliasSentences(record: BenchRecord, ...names: string[]): Quote[] {
  return sentencesNaming(
    record,
    names.filter((name) => name.toLowerCase() !== record.id),
  );
}

/** One side is a name that records link but that has no record of its own. */
function relateLinked(catalog: Catalog, a: Named, b: Named): Reply {
  const known = a.kind === 'record' ? a.record : b.kind === 'record' ? b.record : undefined;
  const missing = a.kind === 'linked' ? a.id : b.kind === 'linked' ? b.id : '';
  if (!known) return linkedNameReply(catalog, missing);
  const reply = emptyReply('answer', `${known.id} and ${missing}`);
  reply.recordId = known.id;
  const saysNot = declaredDifferent(known).get(missing);
  reply.summary = saysNot
    ? `No. The record of ${known.id} says it is not ${missing}.`
    : `The catalog does not establish that ${known.id} is ${missing}: it has no record for ${missing}, and the record of ${known.id} does not say so.`;
  // What the known record says of the name, linked or only written ("GLUE" in SuperGLUE's page).
  const quotes: Quote[] = [...(saysNot ? [saysNot] : []), ...sentencesNaming(known, [missing], missing)];
  for (const mention of catalog.mentions.get(missing) ?? []) {
    quotes.push({ text: mention.sentence, cite: { id: mention.from, where: mention.where } });
  }
  reply.sections = quoteSections(quotes, { lead: reply.summary });
  reply.suggestions = [recordSuggestion(known)];
  return reply;
}

/** What "which is harder / newer / bigger" compares, and the words that ask it. */
const WHICH = [
  {
    kind: 'difficulty',
    asks: /\bharder\b|\beasier\b|\bmore (?:difficult|challenging)\b|\btougher\b|\bdifficult/,
  },
  {
    kind: 'age',
    asks: /\bnewer\b|\bolder\b|\bmore recent\b|\bcame (?:first|out first)\b|\bwhich (?:is|came) first\b/,
  },
  { kind: 'size', asks: /\bbigger\b|\blarger\b|\bsmaller\b|\bmore (?:items|questions|problems|examples)\b/ },
] as const;

/** Words of a "which is harder / newer / bigger" question. */
export const WHICH_WORDS = new RegExp(WHICH.map((one) => one.asks.source).join('|'));

/** A sentence that says its own record is harder than the other (or easier). */
const HARDER =
  /\b(?:harder|stricter|more difficult|more challenging|tougher)\b[^.;]{0,60}\bthan\b|\bhard(?:er|est) (?:follow-up|subset|split|version)\b/i;
const EASIER = /\beasier\b[^.;]{0,60}\bthan\b|\beasier (?:half|split|subset)\b/i;
const DIFFICULTY_CUE =
  /\b(?:harder|hardest|easier|easiest|stricter|difficult|difficulty|challenging|drops?|dropped|fell|falls|lower|gap|saturated|ceiling)\b/i;

/** "Which is harder, A or B?": about the benchmarks, from what their records say. */
export function whichIs(catalog: Catalog, question: Question, x: BenchRecord, y: BenchRecord): Reply {
  const which = WHICH.find((one) => one.asks.test(question.masked))?.kind ?? 'difficulty';
  const reply = emptyReply('answer', `${x.id} and ${y.id}`);
  reply.recordId = x.id;
  const about = relationSentences(x, y, catalog.records);
  if (which === 'age') {
    const [newer, older] = x.page.released > y.page.released ? [x, y] : [y, x];
    reply.summary =
      x.page.released && y.page.released && x.page.released !== y.page.released
        ? /\bolder\b|\bearlier\b|\bfirst\b/.test(question.masked)
          ? `${older.id} is older: released ${older.page.released}, against ${newer.page.released} for ${newer.id} (released).`
          : `${newer.id} is newer: released ${newer.page.released}, against ${older.page.released} for ${older.id} (released).`
        : `The catalog does not establish which is newer: ${x.id} was released ${x.page.released || 'on an unrecorded date'}, ${y.id} ${y.page.released || 'on an unrecorded date'} (released).`;
  } else if (which === 'size') {
    const [sx, sy] = [x.page.dataset.size, y.page.dataset.size];
    reply.summary =
      sx !== null && sy !== null && sx !== sy
        ? `${sx > sy ? x.id : y.id} is bigger: ${x.id} has ${formatNumber(sx)} items, ${y.id} ${formatNumber(sy)} (dataset.size).`
        : `The catalog does not establish which is bigger: ${x.id} has ${sx === null ? 'an unrecorded number of' : formatNumber(sx)} items, ${y.id} ${sy === null ? 'an unrecorded number' : formatNumber(sy)} (dataset.size).`;
  } else {
    reply.summary = difficultyLead(about, x, y);
  }
  const terms = topicTerms(question);
  reply.sections = quoteSections(rankQuotes(about, terms, which === 'difficulty' ? [DIFFICULTY_CUE] : []), {
    lead: reply.summary,
  });
  if (question.numbers.length > 0) {
    reply.warnings.push(
      `Scores on ${x.id} and ${y.id} are not comparable: they are different benchmarks, so a gap between two scores does not rank anything, and its size is not evidence of a fault.`,
    );
  }
  reply.suggestions = [recordSuggestion(x), recordSuggestion(y)];
  return reply;
}

function difficultyLead(about: readonly Quote[], x: BenchRecord, y: BenchRecord): string {
  for (const quote of about) {
    const own = quote.cite.id === x.id ? x : quote.cite.id === y.id ? y : undefined;
    if (!own) continue;
    const other = own === x ? y : x;
    if (HARDER.test(quote.text))
      return `${own.id} is the harder one, in its record's words (${own.id}, ${quote.cite.where}): “${quote.text}”`;
    if (EASIER.test(quote.text))
      return `${other.id} is the harder one: the record of ${own.id} calls itself the easier (${quote.cite.where}).`;
  }
  return `The catalog does not say outright which of ${x.id} and ${y.id} is harder; what the records say:`;
}
