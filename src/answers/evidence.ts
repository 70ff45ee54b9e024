/**
 * Evidence for a relation between two records: the sentences and fields that state the very
 * relation a question asks about (subset, translation, version, same, variant), read in the
 * direction they are written. A verdict is given only from such evidence, and the evidence is
 * quoted right after it; where none states the relation, the records do not settle it.
 */
import { perCatalog, type Catalog } from '../catalog/catalog.js';
import type { BenchRecord } from '../catalog/record.js';
import { escapeRegExp, normalizeName, typedText } from '../search/normalize.js';
import { COMMON_WORDS, STOP_WORDS } from '../search/words.js';
import { LANGUAGES } from './languages.js';
import { nameStandsAt, quotesMatching, writtenNames, type Quote } from './relations.js';

/** What an identity question asks of A and B. */
export type Predicate = 'same' | 'part' | 'version' | 'translation' | 'just' | 'variant' | 'different';

/** How a translation was made, when a question or a sentence says. */
export type Manner = 'machine' | 'human';

/** What a piece of evidence says of the relation asked: it holds, it does not, or only in part. */
export type Stance = 'yes' | 'no' | 'partly';

/** A sentence or a field that states the relation, with its stance. */
export type Evidence = { stance: Stance; quote: Quote; field?: true };

/** The words a sentence uses to state each relation. */
const CUES: Record<Exclude<Predicate, 'just' | 'different'>, RegExp> = {
  part: /\bsubsets?\b|\bslices?\b|\bsplits? of\b|\bdrawn from\b|\bselected from\b|\bsampled from\b|\btaken from\b|\bpulled from\b|\bfiltered (?:from|down)\b|\bportion of\b|\bpart of\b|\bhalf of\b|\bsubsample\b|子集/i,
  translation: /\btranslat\w*|翻译/i,
  version:
    /\bsuccessor\b|\bsucceed(?:s|ed)?\b|\bsupersed\w*|\breplace(?:s|d|ment)?\b|\bnewer\b(?! than)|\bupdated?\b|\bversion\b|\bfollow-up\b|\brevision\b|\brevised\b|\bextends\b|\bextension of\b|\bbuilds on\b|\bbuilt on\b/i,
  // The same items, not "the same approach": a benchmark is its items.
  // Not "the same underlying skill set", a sameness of what is tested.
  same: /\bsame (?:(?!(?:skill|skills|format|style|approach|design|protocol|kind|type|sort|rubric|scoring|metric|task format)\b)[\w-]+ ){0,3}(?:benchmark|dataset|set|problems|questions|items|tasks|prompts|exam)\b|\bidentical copy\b|\balias\b|\banother name\b|\bspelling\b|\bduplicate\b|\bone and the same\b/i,
  variant: /\bvariants?\b|\bmember of\b|\bfamily\b|\bflavou?r\b/i,
};

/** Whether a sentence says how something relates to a benchmark: a part, a version, not the same… */
export function statesRelation(sentence: string): boolean {
  return UNRELATED.test(sentence) || Object.values(CUES).some((cue) => cue.test(sentence));
}

/**
 * Whether a sentence denies the relation asked with a name no record holds: "It is not a subset
 * of `clue`" denies a part; only a negation in the relation's own words counts.
 */
export function deniesRelation(sentence: string, name: string, predicate: Predicate): boolean {
  return predicate in CUES
    ? deniesName(sentence, name, CUES[predicate as keyof typeof CUES])
    : deniesName(sentence, name);
}

/**
 * Whether a sentence states the relation asked with a name no record holds, the record itself its
 * subject: "TMMLU+ succeeds TMMLU", "It is a subset of X"; never where it is denied.
 */
export function affirmsRelation(
  sentence: string,
  name: string,
  predicate: Predicate,
  own: readonly string[],
): boolean {
  if (!(predicate in CUES)) return false;
  const text = sentence.toLowerCase();
  const match = CUES[predicate as keyof typeof CUES].exec(text);
  if (!match) return false;
  const cueEnd = match.index + match[0].length;
  const after = nameStandsAt(text.slice(cueEnd), name.toLowerCase());
  if (after === -1 || wordsBetween(text, cueEnd, cueEnd + after) > NEAR) return false;
  if (denies(clauseBefore(text, match.index)) || /\bnot\b/.test(text.slice(match.index, cueEnd + after)))
    return false;
  const subject = text.slice(0, match.index).trim();
  return (
    own.some((one) => one.length >= 3 && subject.startsWith(one.toLowerCase())) ||
    /^(?:it|this (?:set|benchmark|page|suite|dataset))\b/.test(subject)
  );
}

/** Words that place a record before another: the opposite of a newer version. */
const EARLIER = /\bpredat\w*|\bprecede[sd]?\b|\bpredecessor (?:of|to)\b|\bolder than\b|\bearlier than\b/i;

/**
 * Whether a sentence denies being `name`: a negation just before it ("it is not CValues-Comparison")
 * or a sentence that keeps the two apart near it; with `needs`, only a negation whose words say the
 * relation asked ("not in BIG-bench Hard" denies a part).
 */
export function deniesName(sentence: string, name: string, needs?: RegExp): boolean {
  // "C²LEVA" in a record is C2LEVA as typed.
  const text = typedText(sentence);
  name = typedText(name);
  const at = nameStandsAt(text, name);
  if (at === -1) return false;
  // "not part of CharXiv's own protocol" denies something of CharXiv's, not CharXiv; "not one of
  // MMLU's 57 subjects" still denies a part of it, and "It is not Cybench's CTF flags" its items.
  if (
    /^'s\s/.test(text.slice(at + name.length)) &&
    !POSSESSED_PARTS.test(text.slice(at + name.length)) &&
    !/\b(?:it|this|that)\s+(?:is|are)\s+not\s+$/i.test(text.slice(0, at))
  )
    return false;
  // "not the original MMLU log-likelihood scorer", "not a drop-in MMLU number": the name says
  // whose scorer or number, and the denial is of that.
  const apartOnly = THING_OF_NAME.test(text.slice(at + name.length));
  const apart = [...text.matchAll(new RegExp(UNRELATED.source, 'gi'))].some(
    (cue) => wordsBetween(text, cue.index, at) <= NEAR,
  );
  const clause = clauseBefore(text, at);
  // "It is not X", "not a subset of the original X": only the words of a relation stand between;
  // "has not collapsed the way original X did" denies something else.
  const negation = [...clause.matchAll(new RegExp(NEGATION.source, 'gi'))].at(-1);
  const between = negation
    ? clause
        .slice(negation.index + negation[0].length)
        .split(/\s+/)
        .filter(Boolean)
    : [];
  // "not galician_bench's `truthfulqa_gl`": marks around a name are no words.
  // "not a spelling of `lambada_standard` or `lambada_openai`": each name of a list is denied.
  const words = between
    .map((word) => word.replace(/\W/g, ''))
    .filter(Boolean)
    .filter((word, at, all) => !LIST_JOINS.has(word) && !LIST_JOINS.has(all[at + 1] ?? ''));
  // "This is not DecodingTrust AdvGLUE++", "and not catalan_bench's `truthfulqa_va`": a plain
  // denial, the name with its owner before it.
  const owner =
    /\b(?:this|it) is not\s+\S+\s*[`'"“]?$|\bnot\s+[\w-]+'s\s*[`'"“]?$/.test(clause) && words.length === 1;
  const plain = owner || words.every((word) => RELATION_WORDS.has(word));
  // "that is C²LEVA, which is not this id": the name, then the denial that it is this one.
  const after = text.slice(at + name.length);
  if (!needs && /^[`'"”]?(?:\s*,\s*(?:which|that)|\s+)\s*(?:is|are)\s+not\s+(?:this|the same)\b/.test(after))
    return true;
  // `needs`: a word of the relation denied must stand between ("not in X" denies a part).
  if (needs) return !apartOnly && plain && words.some((word) => needs.test(word)) && denies(clause);
  return (!apartOnly && plain && denies(clause)) || apart;
}

/** Words that join the names of a list: "not A or B". */
const LIST_JOINS = new Set(['or', 'and', 'nor']);

/** A name as the owner of a thing of a run: "MMLU number", "MMLU log-likelihood scorer". */
const THING_OF_NAME =
  /^[\s`'"”]+(?:[\w-]+\s+){0,2}?(?:scorer|scores?|scoring|numbers?|results?|metrics?|prompts?|formats?|protocols?|setups?|harness|graders?|templates?|conventions?|averages?|baselines?|runs?|pipelines?)\b/;

/** Words that may stand between a negation and the name it denies: "not just a copy of the original X". */
const RELATION_WORDS = new Set(
  (
    'a an the just simply merely same as part of copy subset variant version translation translated to be in inside among one included ' +
    'confused with is are related derived from based on original new its it this that any kind another ' +
    'renamed rebranded successor predecessor fork mirror slice split sample spelling'
  ).split(' '),
);

/**
 * A sentence that keeps two records apart: it denies every relation between them. "Y, which this
 * repository tracks separately": two of one paper, say, neither a part of the other.
 */
const UNRELATED =
  /\bdo not confuse\b|\bdon't confuse\b|\bnot (?:to )?be confused\b|\bunrelated\b|\bno (?:other )?relation(?:ship)?\b|\bshares? only\b|\bneither of (?:which|them|the two) shares?\b|\bshares? no (?:data|items|questions|authors?|authorship)\b|\bdespite the (?:similar|shared) name\b|\bonly the name\b|\b(?:track(?:s|ed)?|cover(?:s|ed)?) (?:\w+ )?separately\b/i;

/** Words that leave a statement open: "though this could not be directly confirmed". */
const HEDGED =
  /\b(?:could not|couldn't|cannot|can't) be (?:directly |independently )?(?:confirmed|verified|established)\b|\bnot (?:directly |independently )?(?:confirmed|verified)\b|\bunconfirmed\b|\bunverified\b/i;

/** A record's own denial that its items were translated: "authored in Chinese rather than translated". */
const NOT_TRANSLATED =
  /\b(?:rather than|instead of|not|never)\s+(?:an?\s+)?(?:being\s+)?(?:machine[- ])?translat(?:ed|ions?)\b(?!\s+(?:only|just|merely)\b)/i;

/** The most words between a relation and the doubt cast on it. */
const HEDGE_NEAR = 16;

/** A negation in the clause that states a relation: "not a subset of", "rather than a copy of". */
const NEGATION =
  /\b(?:not|isn't|aren't|never|no longer|rather than|instead of|unlike|separate from|distinct from|independent of|unrelated to|different from)\b/i;

/** Words that limit a relation to part of the set: "roughly 57% of the questions are a subset". */
const PARTIAL =
  /\b(?:roughly|about|around|approximately|some|partly|partially|part|most|majority|minority|only|loosely|unofficial(?:ly)?|informal(?:ly)?|in spirit)\b|\d+(?:\.\d+)?\s*%/i;

const MACHINE =
  /\bmachine\b|\bmechanical(?:ly)?\b|\bmt\b|\bautomatic(?:ally)?\b|\bgoogle[- ]translat\w*|\bdeepl\b|\bgpt-?[\d.]+\w*\b|\bllm[- ]translat|\btranslat\w* (?:by|with|using) (?:an? )?llm|机翻|机器/i;
const HUMAN =
  /\bhumans?\b|\bpeople\b|\bprofessional\w*|\bnative speakers?\b|\bmanual(?:ly)?\b|\bby hand\b|\btranslators\b|人工/i;
/** "human (not machine) translation": the manner named after a negation is the one denied. */
const DENIED_MANNER =
  /\b(?:not|never|rather than|instead of)\s+(?:by\s+)?(?:a\s+)?(?:machine|mechanical\w*|automatic\w*|human|manual\w*)\b/gi;

/** Whether a question offers both manners to choose from: "机翻的还是人工翻译的", "machine or human?". */
export function offersBothManners(text: string): boolean {
  return MACHINE.test(text) && HUMAN.test(text);
}

/** How a text says a translation was made, if it says one way and not both. */
export function mannerOf(text: string): Manner | undefined {
  const said = text.replace(DENIED_MANNER, ' ');
  const machine = MACHINE.test(said);
  const human = HUMAN.test(said);
  if (machine !== human) return machine ? 'machine' : 'human';
  return undefined;
}

/** Every written name of every record, normalised, to its record's id (null: several records'). */
const catalogNames = perCatalog((catalog) => {
  const names = new Map<string, string | null>();
  for (const record of catalog.records.values()) {
    for (const name of writtenNames(record)) {
      const key = normalizeName(name);
      const known = names.get(key);
      names.set(key, known === undefined || known === record.id ? record.id : null);
    }
  }
  return names;
});

/** The one record a written name is a name of ("ifeval", "LegalBench"), if one and only one. */
export function recordNamed(catalog: Catalog, name: string): BenchRecord | undefined {
  const id = catalogNames(catalog).get(normalizeName(name));
  return id ? catalog.records.get(id) : undefined;
}

const WORD_CHAR = /[\p{L}\p{N}_]/u;

/**
 * Where the first name of `record` stands in `text` (lower case), or -1. Only names that are
 * this record's alone count, and only whole: "arc" is not in "arc-agi-2", and "swe-bench" in
 * "swe-bench verified" is the other record.
 */
function nameAt(catalog: Catalog, text: string, record: BenchRecord): number {
  const names = catalogNames(catalog);
  let first = -1;
  for (const name of writtenNames(record)) {
    const lower = name.toLowerCase();
    if (lower.length < 3 || names.get(normalizeName(name)) !== record.id) continue;
    for (let at = text.indexOf(lower); at !== -1; at = text.indexOf(lower, at + 1)) {
      const end = at + lower.length;
      const next = /^ ([\p{L}\p{N}+]+)/u.exec(text.slice(end))?.[1];
      const other = next === undefined ? undefined : names.get(normalizeName(`${lower}${next}`));
      const longer =
        WORD_CHAR.test(text.charAt(end)) ||
        (text.charAt(end) === '-' && WORD_CHAR.test(text.charAt(end + 1))) ||
        (other !== undefined && other !== record.id);
      if (!longer && !WORD_CHAR.test(text.charAt(at - 1)) && text.charAt(at - 1) !== '-') {
        if (first === -1 || at < first) first = at;
        break;
      }
    }
  }
  return first;
}

/** Pairs whose name patterns are kept at once. */
const MAX_PAIR_PATTERNS = 512;

/** x's and y's written names as one pattern, longest first, made once per pair and catalog. */
const ownNamesPatterns = perCatalog(() => new Map<string, RegExp>());
function ownNamesPattern(
  catalog: Catalog,
  x: BenchRecord,
  y: BenchRecord,
  written: readonly string[],
): RegExp {
  const key = `${x.id}\0${y.id}`;
  const known = ownNamesPatterns(catalog).get(key);
  if (known) return known;
  const names = [...new Set(written)].sort((a, b) => b.length - a.length).map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}_-])(?:${names.join('|')})(?![\\p{L}\\p{N}_])`, 'giu');
  // Bounded: the pairs asked about recently, not every pair a stream of questions may name.
  const patterns = ownNamesPatterns(catalog);
  if (patterns.size >= MAX_PAIR_PATTERNS) patterns.clear();
  patterns.set(key, pattern);
  return pattern;
}

/**
 * Whether a clause names a record other than x and y: then it is about that record. The words
 * that state a relation are never names here, though a record may be called "translation".
 */
export function namesAnother(catalog: Catalog, clause: string, x: BenchRecord, y: BenchRecord): boolean {
  const names = catalogNames(catalog);
  const cues = Object.values(CUES);
  // "`charxiv_reasoning_tools` is a variant of this": an id written as code, neither x's nor y's.
  const written = [...writtenNames(x), ...writtenNames(y)];
  const own = new Set(written.map(normalizeName));
  if (
    [...clause.matchAll(/`([\w.-]+)`/g)].some(
      (code) => /_/.test(code[1] ?? '') && !own.has(normalizeName(code[1] ?? '')),
    )
  )
    return true;
  // x's and y's names go first, longest first: "SWE-bench" inside "SWE-bench Verified" is no third record.
  const rest = clause.replace(ownNamesPattern(catalog, x, y, written), ' ');
  const words = rest
    .split(/[^\p{L}\p{N}_+-]+/u)
    .filter((word) => word !== '' && !cues.some((cue) => cue.test(word)));
  return words.some((word, at) =>
    [word, `${word}${words[at + 1] ?? ''}`].some((name) => {
      const id = names.get(normalizeName(name));
      return id !== undefined && id !== null && id !== x.id && id !== y.id;
    }),
  );
}

/** Words between two places of a text. */
function wordsBetween(text: string, from: number, to: number): number {
  const between = text.slice(Math.min(from, to), Math.max(from, to)).trim();
  return between === '' ? 0 : between.split(/\s+/).length;
}

/** What of another's a record may be one of: "MMLU's 57 subjects", "BBH's tasks". */
const POSSESSED_PARTS =
  /^'s\s+(?:\d+\s+)?(?:[\w-]+\s+)?(?:subjects?|tasks?|subtasks?|splits?|subsets?|categories|configs?|domains?|members?)\b/;

/** A version denied of a record named before: "…, not a harder or easier version of it". */
const VERSION_OF_IT_DENIED =
  /\bnot (?:just |simply )?(?:an? )?(?:[\w-]+ (?:or [\w-]+ )?){0,3}(?:version|successor|revision|update|copy) of (?:it|them|that)\b/i;

/** Most words between a relation's cue and the name it points to: "subset of the original MMLU". */
const NEAR = 6;
/** Most words between "do not confuse" and the name it keeps apart, within one clause. */
const APART_CLAUSE = 12;

/** A model as the subject of the verb a negation follows: "the model is", "models do". */
export const MODEL_SUBJECT =
  /\b(?:models?|llms?|systems?|agents?)\s+(?:is|are|was|were|does|do|did|can|could|will|would|has|have)?\s*$/i;

/**
 * Whether the end of a clause is denied: a negation at most four words before it ("not a subset
 * of", "not of"), not one about something else earlier in the clause ("rather than measuring
 * translation quality").
 */
function denies(clause: string): boolean {
  const negations = [...clause.matchAll(new RegExp(NEGATION.source, 'gi'))];
  const last = negations[negations.length - 1];
  if (!last) return false;
  const between = clause.slice(last.index + last[0].length).trim();
  // "rather than translating only the prompts", "not just a subset": more than that, not less.
  if (/\b(?:only|just|merely|simply|solely)\b/i.test(clause.slice(last.index))) return false;
  // "a score near 25% means the model is not reading classical Chinese": what a model does, not
  // what the benchmark is.
  if (MODEL_SUBJECT.test(clause.slice(0, last.index))) return false;
  return between === '' || between.split(/\s+/).length <= 4;
}

/** The words that say what a yes/no asks of a benchmark ("multi-turn", "relabelled"), not how it asks. */
export function predicateWords(masked: string): string[] {
  return (masked.match(/[a-z][a-z-]{3,}/g) ?? []).filter(
    (word) =>
      !COMMON_WORDS.has(word) &&
      !STOP_WORDS.has(word) &&
      !/^(?:just|really|actually|basically)$/.test(word) &&
      // "does that make sense?", "is that normal?": whether a result is plausible, no predicate a
      // sentence could deny ("not saturated in the sense of …").
      !PLAUSIBLE_ASKED.test(word),
  );
}

const PLAUSIBLE_ASKED = /^(?:sense|normal|weird|reasonable|plausible|okay|surprising|strange|odd)$/;

/** "Are those different task sets?": whether two things hold items apart from each other. */
const APART_ASKED =
  /\b(?:different|separate|distinct)\s+(?:[a-z-]+\s+)?(?:tasks?|questions?|items?|problems?|prompts?|examples?|sets?|pools?|data)\b/;

/** A sentence that says the items are one set: "over the same tasks, not separate item sets". */
const ONE_SET_SAID =
  /\bnot (?:[\w-]+ )?(?:different|separate|distinct)\b|\bsame (?:[\w-]+ ){0,2}(?:tasks|questions|items|problems|prompts|examples|(?:question |item |task )?set)\b/i;

/** "Are they the same problems?", "是同一套题吗": whether two things hold one set of items. */
const ONE_SET_ASKED =
  /\bsame\s+(?:[a-z-]+\s+)?(?:tasks?|questions?|items?|problems?|prompts?|examples?|sets?|data|splits?)\b|同一套|同一批|同样的题|一样的题|相同的题/;

/**
 * A sentence that says two things hold different items, set against what they share: "score three
 * different problem sets under the same name", "instead reads the sanitized split". Not "12
 * different tasks" of one suite, which says nothing of two.
 */
const SETS_APART_SAID =
  /^(?=.*\b(?:same|instead|whereas|unlike)\b).*\b(?:different|separate|distinct)\s+(?:[\w-]+\s+){0,2}(?:tasks|questions|items|problems|prompts|examples|sets|splits|data)\b/i;

/**
 * Whether a sentence says no to a question whether two things hold different items, or to one
 * whether they hold the same.
 */
export function deniesApart(masked: string, sentence: string): boolean {
  return (
    (APART_ASKED.test(masked) && ONE_SET_SAID.test(sentence)) ||
    (ONE_SET_ASKED.test(masked) && SETS_APART_SAID.test(sentence))
  );
}

/**
 * Whether a sentence says a word of the question does not hold: "…, not a reproduction of
 * Anthropic's multi-turn red-team protocol" denies "multi-turn".
 */
export function deniesWord(sentence: string, word: string): boolean {
  // A sentence that does not hold the word denies nothing of it: read before any pattern is built,
  // as most sentences asked about a word do not hold it.
  if (!sentence.toLowerCase().includes(word.toLowerCase())) return false;
  // "checker" of a sentence that denies "checkers": the word or its plural.
  const at = new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(word)}(?:e?s)?(?![\\p{L}\\p{N}-])`, 'iu').exec(
    sentence,
  );
  // "No offline harness", "there is no partial credit": "no" right before the word, or one before it.
  // "non-style-controlled" denies "controlled" and "style-controlled"; not where the sentence also
  // says the word plainly ("Numeric answers … within 5%; non-numeric answers require …").
  const negated = new RegExp(
    `(?<![\\p{L}\\p{N}-])non-(?:[\\p{L}\\p{N}]+-){0,2}${escapeRegExp(word)}(?:e?s)?(?![\\p{L}\\p{N}-])`,
    'iu',
  );
  if (at === null) return negated.test(sentence);
  const clause = clauseBefore(sentence, at.index);
  // "safety dimensions XSTest was not designed to probe, such as multi-turn manipulation or
  // jailbreak resistance": a list's items are denied with the clause it hangs from.
  const listed = LIST_ITEMS.exec(clause);
  const from = listed ? clauseBefore(sentence, at.index - clause.length - 1) : '';
  return denies(clause) || /\bno\s+(?:[\w-]+\s+)?$/i.test(clause) || (listed !== null && denies(from));
}

/** A clause that lists examples of the one before it, up to a word: "such as A or", "including B and". */
const LIST_ITEMS =
  /^\s*(?:such as|including|like|e\.g\.,?|for example)\s+(?:[\w'’-]+,?\s+){0,6}?(?:(?:or|and|nor)\s+)?$/i;

/** The clause before `at`: back to the last , ; : ( or dash. */
function clauseBefore(text: string, at: number): string {
  const before = text.slice(0, at);
  const start = Math.max(...[',', ';', ':', '(', ' — ', ' -- '].map((mark) => before.lastIndexOf(mark)));
  return before.slice(start + 1);
}

/**
 * The stance of one sentence of `from` (x's or y's own record) on "x is a <predicate> of y": the
 * relation's cue must come before a name of y (the sentence says "a subset of Y", not "Y has a
 * subset"), and in x's own record or after a name of x.
 */
function stanceOf(
  catalog: Catalog,
  quote: Quote,
  x: BenchRecord,
  y: BenchRecord,
  cue: RegExp,
  manner: Manner | undefined,
): Stance | undefined {
  const text = quote.text.toLowerCase();
  const yAt = nameAt(catalog, text, y);
  if (yAt === -1) return undefined;
  const match = cue.exec(text);
  // "a subset of Y", "a successor to Y": the relation is written just before the name it points
  // to. A translation is as often written after it ("MMLU's test set, professionally translated").
  if (!match) return undefined;
  const after = cue === CUES.translation || match.index < yAt;
  const cueEnd = match.index + match[0].length;
  const [from, to] = match.index < yAt ? [cueEnd, yAt] : [yAt, match.index];
  // One clause: "Note the id spelling: this repository's `aime_2025` page..." states nothing of it.
  if (!after || wordsBetween(text, from, to) > NEAR || /[;:]|\s(?:—|--)\s/.test(text.slice(from, to)))
    return undefined;
  if (quote.cite.id !== x.id) {
    const xAt = nameAt(catalog, text, x);
    if (xAt === -1 || xAt > match.index) return undefined;
  } else if (namesAnother(catalog, text.slice(0, match.index), x, y)) {
    // "MGSM is a different child: the same 250 GSM8K items", on gsm_hard's page, is about MGSM.
    return undefined;
  }
  // "Rather than translating only the prompt text, …": it did more than that; the sentence says
  // how, not whether.
  if (
    /^\s*(?:only|just|merely|simply)\b/.test(text.slice(cueEnd)) &&
    NEGATION.test(clauseBefore(text, match.index))
  )
    return undefined;
  // "scoring models on English MMLU translated into Arabic": the translation is the object of
  // something else, not what this record is; "AceGPT's translated MMLU" is AceGPT's.
  if (
    match.index > yAt &&
    /\b(?:on|with|using|than|like|from|against|over|versus|vs)\s+(?:the\s+)?(?:\w+\s+)?$/.test(
      text.slice(0, yAt),
    )
  )
    return undefined;
  if (
    match.index < yAt &&
    wordsBetween(text, cueEnd, yAt) === 0 &&
    /\b[\w-]+'s\s+(?:[\w-]+\s+)?$/.test(text.slice(0, match.index))
  )
    return undefined;
  // "not part of CharXiv's own official protocol": the relation is to something of Y's, not Y.
  const possessed = /^[\p{L}\p{N}_.+-]+('s\s.*)$/su.exec(text.slice(yAt))?.[1];
  if (match.index < yAt && possessed && !POSSESSED_PARTS.test(possessed)) return undefined;
  // "Part of the MMLU family" says a family, not a share of the other's items.
  if (cue === CUES.part && /^\s*(?:the\s+)?[\w-]+\s+family\b/.test(text.slice(cueEnd))) return undefined;
  // "Do not confuse this with Z, which loads a machine-translated MMLU": what follows is Z's.
  if (UNRELATED.test(text.slice(0, match.index))) return undefined;
  // "This is not a translation of English MMLU" denies a machine translation as much as any.
  if (
    denies(clauseBefore(text, yAt).replace(DENIED_MANNER, ' ')) ||
    denies(clauseBefore(text, match.index).replace(DENIED_MANNER, ' '))
  )
    return 'no';
  if (manner !== undefined) {
    // "Machine-translated?" is settled only by a sentence that says how it was translated.
    const said = mannerOf(text);
    return said === undefined ? undefined : said === manner ? 'yes' : 'no';
  }
  // "a direct translation of MMLU could not cover them": the relation named, then denied of it.
  // "items that a translated MMLU clone would miss": a set imagined, to set this one apart.
  if (
    /^[^,;:.]{0,30}?\b(?:could|would|can|does|did|is|was|will)(?:n't| not)\b|^[^,;:.]{0,30}?\bcannot\b|^[^,;:.]{0,30}?\b(?:would|could|might)\s+(?:miss|lack|fail|overlook|never)\b/.test(
      text.slice(yAt),
    )
  )
    return undefined;
  // "roughly 57% of the questions are a subset of Y": a share said before the cue, or between it
  // and the name; not the cue's own words ("part of the MMLU family").
  const between = match.index < yAt ? text.slice(cueEnd, yAt) : clauseBefore(text, yAt);
  // "The base half of every problem is drawn from HumanEval": a part of each item, not a subset.
  const ofEach =
    /^(?:half|portion|part) of$/.test(match[0]) && /^\s*(?:every|each)\b/.test(text.slice(cueEnd));
  return ofEach ||
    PARTIAL.test(`${clauseBefore(text, match.index)} ${between}`) ||
    listedWithOthers(catalog, text, yAt, x, y)
    ? 'partly'
    : 'yes';
}

/** The most words a list item that is a name has: "MATH", "the MMMLU set". */
const LIST_ITEM_WORDS = 3;

/**
 * Whether y stands in a list with other benchmarks, in one clause: "combines translations from
 * GSM8K, MATH, OmniMath, and MMMLU" makes y one source of several.
 */
function listedWithOthers(
  catalog: Catalog,
  text: string,
  yAt: number,
  x: BenchRecord,
  y: BenchRecord,
): boolean {
  const rest = text.slice(yAt);
  const end = rest.search(/[;:.](?:\s|$)|\s(?:—|--)\s/);
  const before = clauseBefore(text, yAt);
  const clause = `${before}${end === -1 ? rest : rest.slice(0, end)}`;
  const items = clause.split(/,\s*|\s+(?:and|or|plus)\s+/);
  // The item that holds y: as many separators before it as the clause has before y.
  const at = before.split(/,\s*|\s+(?:and|or|plus)\s+/).length - 1;
  const head = (item: string) => item.trim().split(/\s+/).slice(0, LIST_ITEM_WORDS).join(' ');
  return (
    items.length >= 2 &&
    items.some(
      (item, index) =>
        (item.trim().split(/\s+/).length <= LIST_ITEM_WORDS && namesAnother(catalog, item, x, y)) ||
        // The item right beside y begins with the name: "the HumanEval and MBPP prompts into R".
        (Math.abs(index - at) === 1 && namesAnother(catalog, head(item), x, y)),
    )
  );
}

/**
 * Every sentence of x's and y's records that states, or denies, that x is a <predicate> of y,
 * strongest first: a denial, then a part, then a plain statement; x's own words before y's.
 */
export function sentenceEvidence(
  catalog: Catalog,
  x: BenchRecord,
  y: BenchRecord,
  predicate: Predicate,
  manner?: Manner,
  itemsAsked = false,
): Evidence[] {
  if (predicate === 'just' || predicate === 'different') return [];
  const cue = CUES[predicate];
  const found: Evidence[] = [];
  for (const record of [x, y]) {
    const other = record === x ? y : x;
    for (const quote of quotesMatching(record, UNRELATED)) {
      const text = quote.text.toLowerCase();
      const cue = UNRELATED.exec(text);
      // The name nearest after the cue, where it stands there too: "Chatbot Arena is … the half this
      // repository tracks separately as the `arena_elo` family".
      const after = cue ? nameAt(catalog, text.slice(cue.index), other) : -1;
      const at = cue && after !== -1 ? cue.index + after : nameAt(catalog, text, other);
      // "do not confuse it with Y", "Y ... shares only the name": the cue and the name close by,
      // or in one clause ("Do not confuse this page with the frozen `lite` split of SWE-bench-Live").
      if (
        cue &&
        at !== -1 &&
        (wordsBetween(text, cue.index, at) <= NEAR ||
          (wordsBetween(text, cue.index, at) <= APART_CLAUSE && !/[.;:]/.test(text.slice(cue.index, at))))
      )
        found.push({ stance: 'no', quote });
    }
    for (const quote of quotesMatching(record, cue)) {
      const stance =
        stanceOf(catalog, quote, x, y, cue, manner) ??
        (predicate === 'translation' && record === x && manner === undefined
          ? translatedAmong(catalog, quote, y)
          : undefined);
      // "A harder successor built on the same problems": the same items, made into another benchmark.
      if (stance === 'yes' && predicate === 'same' && CUES.version.test(quote.text))
        found.push({ stance: 'no', quote });
      else if (stance) found.push({ stance, quote });
    }
    // "A different measurement from `hle`, not a harder or easier version of it": the other named,
    // then its version denied by "it". Not of its items, which a tool-using run keeps.
    if (predicate === 'version' || (predicate === 'same' && !itemsAsked)) {
      for (const quote of quotesMatching(record, VERSION_OF_IT_DENIED)) {
        const text = quote.text.toLowerCase();
        const at = nameAt(catalog, text, other);
        const cue = VERSION_OF_IT_DENIED.exec(text);
        if (cue && at !== -1 && at < cue.index) found.push({ stance: 'no', quote });
      }
    }
    // "Vicuna-80 predates MT-Bench": stated the other way round, a version relation is denied.
    if (predicate === 'version') {
      for (const quote of quotesMatching(record, EARLIER)) {
        if (stanceOf(catalog, quote, x, y, EARLIER, undefined) === 'yes') found.push({ stance: 'no', quote });
      }
    }
  }
  // "suggests the docstrings themselves are also translated …, though this could not be directly
  // confirmed": a record that leaves the translation open says so, and a yes is only in part.
  // Only of a translation: the record's own "translated" is said of the other's items, where its
  // "half of the paper's figure" is not of the other record.
  for (const quote of predicate === 'translation'
    ? [...quotesMatching(x, HEDGED), ...quotesMatching(y, HEDGED)]
    : []) {
    const text = quote.text.toLowerCase();
    const said = cue.exec(text);
    const open = HEDGED.exec(text);
    // The relation and the doubt close together: one statement left open.
    if (
      said &&
      open &&
      open.index > said.index &&
      wordsBetween(text, said.index, open.index) <= HEDGE_NEAR &&
      !found.some((one) => one.quote.text === quote.text)
    )
      found.push({ stance: 'partly', quote });
  }
  // "extending the same 164 tasks by hand rather than by machine translation": x's own record
  // says how x was made without naming y beside it; that settles how y was carried over.
  if (predicate === 'translation' && manner !== undefined && found.length === 0) {
    for (const quote of quotesMatching(x, cue)) {
      const said = mannerOf(quote.text);
      if (said !== undefined && !namesAnother(catalog, quote.text.toLowerCase(), x, y))
        found.push({ stance: said === manner ? 'yes' : 'no', quote });
    }
  }
  // "exam-style questions authored in Chinese rather than translated from English sources": x's
  // own words that its items were not translated deny a translation of anything, y's included.
  if (predicate === 'translation' && found.length === 0) {
    for (const quote of quotesMatching(x, NOT_TRANSLATED)) found.push({ stance: 'no', quote });
  }
  const rank: Record<Stance, number> = { no: 0, partly: 1, yes: 2 };
  found.sort((a, b) => rank[a.stance] - rank[b.stance]);
  // Sentences that disagree ("not a translation" and "a professional translation"): in part, both said.
  const [first] = found;
  if (first?.stance === 'no' && found.some((one) => one.stance !== 'no')) {
    const other = found.find((one) => one.stance !== 'no');
    return [
      { ...first, stance: 'partly' },
      ...(other ? [other] : []),
      ...found.slice(1).filter((one) => one !== other),
    ];
  }
  return found;
}

/** Where a list of what a sentence speaks of opens: "six benchmarks -- BoolQ, …", "three sets: A, B". */
const LIST_OPENS = /\s(?:--|—)\s|:\s/;
/** Items of a list before the one sought: "boolq, ". */
const ITEMS_BEFORE = /^(?:[^,;.]{1,40},\s*)*$/;
/** How far a list may open after its verb: "machine-translated six established English NLU benchmarks". */
const LIST_NEAR = 8;

/**
 * "The authors machine-translated six established English NLU benchmarks -- BoolQ, OpenBookQA,
 * PIQA, …": the other record among a list of what x's record says it translated. One of several is
 * a translation held in part; alone in its list, a translation.
 */
function translatedAmong(catalog: Catalog, quote: Quote, y: BenchRecord): Stance | undefined {
  const text = quote.text.toLowerCase();
  const cue = CUES.translation.exec(text);
  const yAt = nameAt(catalog, text, y);
  if (!cue || yAt < cue.index || NEGATION.test(clauseBefore(text, cue.index))) return undefined;
  const cueEnd = cue.index + cue[0].length;
  const opens = LIST_OPENS.exec(text.slice(cueEnd, yAt));
  if (!opens || wordsBetween(text, cueEnd, cueEnd + opens.index) > LIST_NEAR) return undefined;
  const before = text.slice(cueEnd + opens.index + opens[0].length, yAt);
  if (!ITEMS_BEFORE.test(before)) return undefined;
  const after = text.slice(yAt).split(/\s(?:--|—)\s|[;.]/)[0] ?? '';
  return before.includes(',') || after.includes(',') ? 'partly' : 'yes';
}

/**
 * What the lineage fields and page kinds say of "x is a <predicate> of y", in the direction each
 * is written. Two records that disagree (y lists x as a successor, x names another predecessor)
 * give both statements, and only in part.
 */
export function fieldEvidence(x: BenchRecord, y: BenchRecord, predicate: Predicate): Evidence[] {
  const lx = x.page.lineage;
  const ly = y.page.lineage;
  const field = (stance: Stance, record: BenchRecord, where: string, text: string): Evidence => ({
    stance,
    quote: { text, cite: { id: record.id, where } },
    field: true,
  });
  const found: Evidence[] = [];
  const inFamily = lx.family === y.id || ly.variants.includes(x.id);
  switch (predicate) {
    case 'part':
      if (inFamily && x.page.page_kind === 'subset')
        found.push(
          field('yes', x, 'page_kind', `${x.id} is a subset page (page_kind: subset) of the ${y.id} family.`),
        );
      break;
    case 'variant':
      if (lx.family === y.id)
        found.push(field('yes', x, 'lineage.family', `${x.id} names ${y.id} as its family.`));
      else if (ly.variants.includes(x.id))
        found.push(field('yes', y, 'lineage.variants', `${y.id} lists ${x.id} among its variants.`));
      break;
    case 'version': {
      const named = lx.predecessor === y.id;
      const listed = ly.successors.includes(x.id);
      if (named)
        found.push(field('yes', x, 'lineage.predecessor', `${x.id} names ${y.id} as its predecessor.`));
      if (listed) {
        const other = lx.predecessor && lx.predecessor !== y.id ? lx.predecessor : '';
        found.push(
          field(
            other ? 'partly' : 'yes',
            y,
            'lineage.successors',
            other
              ? `${y.id} lists ${x.id} among its successors, but ${x.id} names ${other} as its predecessor (lineage.predecessor).`
              : `${y.id} lists ${x.id} among its successors.`,
          ),
        );
      }
      break;
    }
    case 'translation': {
      // A translation is in a language its source is not: two records in the very same
      // languages are no translation of each other, whatever else they share.
      const [langsX, langsY] = [x, y].map((one) =>
        [...new Set(one.page.dataset.languages.map((code) => code.toLowerCase()))].sort(),
      );
      if (langsX && langsY && langsX.length > 0 && langsX.join() === langsY.join()) {
        const named = langsX.map((code) => LANGUAGES.find((one) => one.names.includes(code))?.label ?? code);
        found.push(
          field(
            'no',
            x,
            'dataset.languages',
            `${x.id} and ${y.id} are both in ${named.join(', ')}, so neither is a translation of the other.`,
          ),
        );
      }
      break;
    }
    case 'same':
      if (y.page.aliases.some((alias) => normalizeName(alias) === normalizeName(x.id)))
        found.push(field('yes', y, 'aliases', `${y.id} lists ${x.id} among its aliases.`));
      else if (x.page.aliases.some((alias) => normalizeName(alias) === normalizeName(y.id)))
        found.push(field('yes', x, 'aliases', `${x.id} lists ${y.id} among its aliases.`));
      break;
    default:
      break;
  }
  return found;
}
