/**
 * Members of a family named loosely: "mmlu bio", "mmlu hs gov and politics", "arena IF board",
 * "arena medicen board", "∞Bench 英文摘要（En.Sum）", "MultiPL-E 的 R", "decodingtrust stereotype".
 * A team names a member by its family's name and a few of the words that set the member apart,
 * shortened, abbreviated or misspelt; the member whose own words the question covers best is the
 * one asked about, and a family name with words no member holds stays the family.
 */
import { perCatalog, type Catalog } from '../catalog/catalog.js';
import type { BenchRecord } from '../catalog/record.js';
import type { CommandContext } from '../context.js';
import type { EntityMention } from '../search/types.js';
import { americanSpelling, editDistance, escapeRegExp } from '../search/normalize.js';
import { COMMON_WORDS, STOP_WORDS, isEnglishWord } from '../search/words.js';
import { chineseWords, englishFor } from './chinese-words.js';
import { ITEM_NOUN } from './facets.js';
import { quotesMatching } from './relations.js';
import { isHarnessName } from './harnesses.js';
import { chineseDirectionAt, codeLanguageOf, languageOf, speaks } from './languages.js';

type Families = {
  /** Each record's members: those naming it as family, and those whose id extends its id. */
  members: Map<string, BenchRecord[]>;
  /**
   * Records by an id's first word that no record has as its id ("decodingtrust_*"; "parsinlu_*",
   * whose one record is named by that word and its own: "parsinlu 阅读理解").
   */
  prefixes: Map<string, BenchRecord[]>;
};

/**
 * Each record's members, once per catalog: the records that name it as their family, and those
 * whose id extends its id past an underscore (arena_elo_vision of arena_elo). Read for every name
 * in every question, so not a scan of the catalog each time.
 */
const familiesOf = perCatalog((catalog): Families => {
  const members = new Map<string, BenchRecord[]>();
  const prefixes = new Map<string, BenchRecord[]>();
  const add = (into: Map<string, BenchRecord[]>, parent: string, record: BenchRecord) => {
    const list = into.get(parent) ?? [];
    if (parent !== record.id && !list.includes(record)) into.set(parent, [...list, record]);
  };
  for (const record of catalog.records.values()) {
    if (record.page.lineage.family) add(members, record.page.lineage.family, record);
    const parts = record.id.split('_');
    for (let length = 1; length < parts.length; length++) {
      const prefix = parts.slice(0, length).join('_');
      if (catalog.records.has(prefix)) add(members, prefix, record);
    }
    const [first = ''] = parts;
    if (parts.length > 1 && first.length >= 4 && !catalog.records.has(first)) add(prefixes, first, record);
  }
  return { members, prefixes };
});

/** The records a family record's name stands for: its members. */
export function membersOf(catalog: Catalog, id: string): readonly BenchRecord[] {
  return familiesOf(catalog).members.get(id) ?? [];
}

/** The end of a text that says what follows is absent: "no", "without", "w/o", "不带". */
const NEGATED = /(?:\b(?:no|without|w\/o|non|not)[\s-]*|(?:不带|不用|无|没有|不)\s*)$/i;

/**
 * "swebench.com": a name that is a web address, whose domain ending and the words after it name
 * no member (".com" is not "completion"); the site is the family's.
 */
function webAddress(text: string, mention: EntityMention): boolean {
  return /^\.(?:com|org|net|ai|io|dev|edu)\b/i.test(text.slice(mention.end));
}

/** Words of a relation asked between a name and what follows: "translated into", "翻译成". */
const RELATION_VERB = /^(?:translat\w*|ported|converted|into|翻译成?|翻成|译成|变成|改成)$/i;

/** The endings of a verb's forms ("contaminated", "translating") and of a noun made of one. */
const VERB_FORM = /(?:ed|ing)$/;
const NOUN_FORM = /(?:ion|ions|ment|ments|ness|ity|ance|ence)$/;

/** Nouns a question asks a facet with: "contamination on X", "the licence of X". */
const FACET_NOUN = /^(?:contaminat\w*|leak\w*|licen[cs]e\w*|sizes?|scor\w*|metrics?|judges?)$/i;

/** Ordinary words that tell a family's members apart: languages and modalities. */
const MEMBER_WORDS =
  /^(?:vision|image|images|video|audio|code|coding|math|text|chinese|english|japanese|korean|arabic|french|german|spanish|hindi|multilingual|python|java|javascript|typescript|kotlin|rust|ruby|php|swift|scala|csharp|cpp|haskell|julia|lua|perl)$/;

/** Words of a harness, which a member's name may carry ("SQuAD completion (Based / lm-eval)"). */
const HARNESS = /^(?:lm|eval|evals|harness|helm|opencompass|inspect|lighteval)$/;

const wordsOf = (name: string) =>
  name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '' && !STOP_WORDS.has(word) && !HARNESS.test(word));

/**
 * The words that set a member apart from its family: in its id, and in any of its names; and
 * those its names write before "-free" or "-less" ("Contamination-free MMLU"), which alone say
 * the opposite of the name ("contamination on mmlu" asks about MMLU's contamination).
 */
type Own = {
  id: readonly string[];
  all: ReadonlySet<string>;
  freeOf: ReadonlySet<string>;
  /** Each word of an "A-to-B" in its names, with the other: "text" with "image" in "Text-to-Image". */
  pairedWith: ReadonlyMap<string, string>;
};

/** Each catalog's members' own words, filled as they are read. */
const ownTable = perCatalog(() => new Map<string, Own>());

/**
 * A member's own words against a family, once per catalog: read for every member of a family
 * named in every question ("mmlu" has some sixty).
 */
function ownWords(catalog: Catalog, member: BenchRecord, family: string): Own {
  const known = ownTable(catalog);
  const key = `${family}\u0000${member.id}`;
  const cached = known.get(key);
  if (cached) return cached;
  const own = wordsApart(member, family, catalog.records.get(family));
  known.set(key, own);
  return own;
}

function wordsApart(member: BenchRecord, family: string, familyRecord: BenchRecord | undefined): Own {
  const shared = new Set(
    [family, ...(familyRecord ? [familyRecord.page.name, ...familyRecord.page.aliases] : [])].flatMap(
      (name) => wordsOf(name.replace(/_/g, ' ')),
    ),
  );
  const id = wordsOf(member.id.replace(/_/g, ' ')).filter((word) => !shared.has(word));
  const names = [member.page.name, ...member.page.aliases];
  const all = names.flatMap(wordsOf).filter((word) => !shared.has(word));
  const freeOf = names.flatMap((name) =>
    [...name.toLowerCase().matchAll(/([\p{L}\p{N}]+)-(?:free|less)\b/gu)].map((found) => found[1] ?? ''),
  );
  const pairedWith = new Map<string, string>();
  for (const name of names)
    for (const [, from = '', to = ''] of name
      .toLowerCase()
      .matchAll(/([\p{L}\p{N}]+)[\s-]to[\s-]([\p{L}\p{N}]+)/gu)) {
      pairedWith.set(from, to);
      pairedWith.set(to, from);
    }
  return { id, all: new Set([...id, ...all]), freeOf: new Set(freeOf), pairedWith };
}

/**
 * The member's words one written word stands for: the word itself, or in American spelling; its
 * start ("bio" for biology, "gov" for government), or two starts run together ("compsci"); a slip of a letter ("medcine") or near its end
 * ("medicen"); or, two or three letters, the initials of words of the id in a row ("hs" for high
 * school, "IF" for instruction following, "t2i" for text to image); Chinese, by the English the records use. An ordinary
 * word ("if", "eval") stands for another only in capitals; a single letter only for itself, in
 * capitals.
 */
function standsFor(written: string, own: Own): string[] {
  // "计算机科学": the English words the records use for it ("computer science").
  if (/\p{Script=Han}/u.test(written))
    return [
      ...new Set(
        englishFor(written)
          .split(' ')
          .filter(Boolean)
          .flatMap((word) => standsFor(word, own)),
      ),
    ];
  const word = written.toLowerCase();
  if (word.length === 1) return written !== word && own.all.has(word) ? [word] : [];
  if (own.all.has(word)) return [word];
  // "arena jp board": a language's code for its name.
  const language = languageOf(word)?.label.toLowerCase();
  if (language && own.all.has(language)) return [language];
  // "summarisation" is summarization, "behaviour" behavior.
  const spelt = [...own.all].filter(
    (mine) => mine !== word && americanSpelling(mine) === americanSpelling(word),
  );
  if (spelt.length > 0) return spelt;
  // An ordinary word stands only for itself: "eval" in "lm-eval" is not EvalPlus.
  if (COMMON_WORDS.has(word) && written !== written.toUpperCase()) return [];
  // "catalog" is a word of its own, spelt right: no slip for "catalan" (IFEval_ca), however
  // near. A word spelt right is the member's only on the same stem ("medical" of Medicine).
  const slip = (mine: string) => !isEnglishWord(word) || sameStem(word, mine);
  const found = [...own.all].filter(
    (mine) =>
      (word.length >= 3 && mine.startsWith(word)) ||
      // "medcine": one letter off a word of five or more.
      (word.length >= 5 && mine.length >= 5 && slip(mine) && editDistance(word, mine, 1) <= 1) ||
      (word.length >= 6 &&
        slip(mine) &&
        mine.length >= 6 &&
        commonStart(word, mine) >= Math.max(5, 0.7 * Math.min(word.length, mine.length)) &&
        // "is gsm8k contaminated?" says a thing of gsm8k: a verb's form is not the noun of a
        // member's name (gsm8k_contamination); "style controled" is still style control.
        !(VERB_FORM.test(word) && NOUN_FORM.test(mine))),
  );
  // One written word stands for one word of the member's: "controll" is control, not also controlled.
  if (found.length > 0) return [found.reduce((best, mine) => (mine.length < best.length ? mine : best))];
  // "enqa": two or three of its id words run together (en_qa).
  for (let at = 0; at < own.id.length; at++) {
    for (let length = 2; length <= 3 && at + length <= own.id.length; length++) {
      const run = own.id.slice(at, at + length);
      if (run.join('') === word) return run;
    }
    // "compsci": the starts of two id words run together (computer science).
    const [first, second] = own.id.slice(at, at + 2);
    if (first && second && word.length >= 5) {
      for (let cut = 3; cut <= word.length - 2; cut++) {
        if (first.startsWith(word.slice(0, cut)) && second.startsWith(word.slice(cut)))
          return [first, second];
      }
    }
  }
  // "txt2img": two shortened words with a "2" for "to" between them (text to image).
  const [, from, to] = /^([a-z]{2,})2([a-z]{2,})$/.exec(word) ?? [];
  if (from && to) {
    const words = own.id.filter((one) => one !== 'to');
    for (let at = 0; at + 1 < words.length; at++) {
      const [first = '', second = ''] = words.slice(at, at + 2);
      if (shortens(from, first) && shortens(to, second)) return [first, second];
    }
  }
  // "t2i": initials with a "2" for "to" between them (text to image).
  const initials = /^[a-z]2[a-z]$/.test(word) ? word.replace('2', '') : word;
  if (initials.length <= 3 && (written === written.toUpperCase() || !COMMON_WORDS.has(word))) {
    for (let at = 0; at + initials.length <= own.id.length; at++) {
      const run = own.id.slice(at, at + initials.length);
      if (run.map((one) => one.charAt(0)).join('') === initials) return run;
    }
  }
  return [];
}

/**
 * How much the words held name a member: one side of its "A-to-B" alone counts half, for it names
 * a direction, not a thing ("text arena" is the Text board, "Overall (Text)", more than
 * Text-to-Image); "flores german" is still English-to-German, the only member that holds it.
 */
function heldWeight(held: ReadonlySet<string>, own: Own): number {
  let weight = 0;
  for (const word of held) {
    const other = own.pairedWith.get(word);
    weight += other !== undefined && !held.has(other) ? 0.5 : 1;
  }
  return weight;
}

/** Whether a short form keeps a word's first letter and then some of its letters in order ("img": image). */
function shortens(short: string, word: string): boolean {
  if (short.charAt(0) !== word.charAt(0) || short.length > word.length) return false;
  let at = 0;
  for (const char of word) if (char === short.charAt(at)) at++;
  return at === short.length;
}

/** Endings that make one word of a stem another ("medic-al", "medic-ine", "physic-s"). */
const ENDING =
  /^(?:|s|es|e|y|al|ial|ical|ic|ics|ine|ian|an|ity|ism|ist|er|ers|or|ing|ed|ion|ation|ive|ous|ly|ment|ness)$/;

/** Whether two words are one stem with different endings. */
function sameStem(a: string, b: string): boolean {
  const stem = commonStart(a, b);
  return stem >= 4 && ENDING.test(a.slice(stem)) && ENDING.test(b.slice(stem));
}

function commonStart(a: string, b: string): number {
  let at = 0;
  while (at < a.length && at < b.length && a.charAt(at) === b.charAt(at)) at++;
  return at;
}

type Pick = {
  record: BenchRecord;
  start: number;
  end: number;
  held: number;
  idLeft: number;
  left: number;
  /** A word the question asks a facet with, passed over on the way to the member's ("score"). */
  facetPassed: boolean;
};

/**
 * The member a family's name and the words beside it name: the words right after the name, past
 * small words and at most one other word between, or else those right before it, within `bounds`
 * (the sentence, up to the names before and after), and none of the `taken` ids.
 * The member whose own words those cover most, then whose id is left least uncovered; a tie, or
 * only ordinary words that are not the whole rest of an id, names none.
 */
/** A word a question asks with, after which no name goes on. */
const QUESTION_WORD = /^(?:what|which|how|who|whom|whose|where|when|why)$/i;
/** A Chinese word that asks: what follows it is the question's, not a name's. */
const CHINESE_QUESTION = /多少|几(?:个|道|种|轮)|什么|哪|怎么|如何|是否|有没有|吗/;

export function memberNamed(
  context: CommandContext,
  text: string,
  mention: EntityMention,
  bounds: { from: number; to: number },
  taken: ReadonlySet<string> = new Set(),
): EntityMention {
  if (mention.linked || webAddress(text, mention)) return mention;
  const { members, prefixes } = familiesOf(context.catalog);
  // A member the question names in so many words elsewhere is not named again here
  // ("ifeval_ca = ifeval just translated to catalan?" asks about ifeval).
  const all = members.get(mention.id) ?? prefixes.get(mention.id) ?? [];
  const candidates = all.filter((record) => !taken.has(record.id));
  if (candidates.length === 0) return mention;
  // "we got 91% on mmlu, does that beat human experts?", "88 on mmlu - better than human experts?":
  // a member's words stand in the name's own phrase, not past a comma or a dash.
  const phraseEnd = /[,;:!?，；：！？]|\s[-–—]+\s/.exec(text.slice(mention.end, bounds.to));
  const after = wordsIn(text, mention.end, phraseEnd ? mention.end + phraseEnd.index : bounds.to);
  const before = wordsIn(text, bounds.from, mention.start).reverse();
  let best: Pick | undefined;
  // The most words a member named elsewhere holds: one that holds more than any other names none.
  let mostTaken = 0;
  let tie = false;
  // Read against every member: words that fit the one named elsewhere best ("∞bench 英文问答
  // (En.QA)") name no other, which merely shares a word ("英文", of En.Sum too).
  for (const record of all) {
    const own = ownWords(context.catalog, record, mention.id);
    const held = new Set<string>();
    // Words passed over on the way to the member's own ("的 v1 总分和" before "v2").
    const passed: string[] = [];
    // Those passed forward, where they stand: only those before the member's last word were passed over.
    const passedAt: { word: string; at: number }[] = [];
    let qualifier = false;
    let qualified = false;
    let [start, end] = [mention.start, mention.end];
    for (const [words, forward] of [
      [after, true],
      [before, false],
    ] as const) {
      let others = 0;
      // "contamination on gsm8k": read back past "on", a word the question asks a facet with is
      // that facet, not a member's name (gsm8k_contamination).
      let pastPreposition = false;
      for (const { word, start: at } of words) {
        if (!forward && /^(?:on|of|in|for|about|at)$/i.test(word)) pastPreposition = true;
        if (!forward && pastPreposition && FACET_NOUN.test(word)) break;
        // "mteb what metric for retrieval": past a question word, the words are the question's.
        if (forward && QUESTION_WORD.test(word)) break;
        // "HarmBench 有多少个有害行为": past a Chinese question word too.
        if (forward && CHINESE_QUESTION.test(text.slice(mention.end, at))) break;
        // "gpqa main vs diamond": past a word that sets two things side by side, the words name the
        // other thing, not a member of this name.
        if (forward && held.size === 0 && SIDE_BY_SIDE.test(word)) break;
        // "flores 英译日的 BLEU 比英译德低": past a word that compares, once the member's words are
        // held, the words after it name what it is compared with.
        if (forward && held.size > 0 && COMPARING.test(word)) break;
        // "is gpqa the same as diamond?", "when ppl say gpqa do they mean diamond?": past a word that
        // relates two things, or one that starts a clause of its own, the words name the other.
        if (forward && held.size === 0 && RELATES.test(word)) break;
        const covered = standsFor(word, own).filter(
          (one) =>
            !held.has(one) &&
            !(own.freeOf.has(one) && !/^[\s-]*(?:free|less)\b/i.test(text.slice(at + word.length))),
        );
        // "HLE (no tools)": a member's word said to be absent names the family, not that member.
        if (covered.length > 0 && NEGATED.test(text.slice(0, at))) break;
        // "gsm8k 有数据污染问题吗": a facet asked of the name, not the member that word names
        // (gsm8k_contamination), unless joined to it, called a probe ("污染检测") or free of it
        // ("mmlu contamination-free").
        if (
          forward &&
          covered.length > 0 &&
          held.size === 0 &&
          (FACET_NOUN.test(word) || /污染|泄露|泄题/.test(word)) &&
          !/^[_-]$/.test(text.slice(end, at)) &&
          !/^\s*(?:probe|benchmark|bench|test|page|task|eval|check|detect|探针|基准|检测|探测|测试)|^[\s-]*(?:free|less)\b/i.test(
            text.slice(at + word.length),
          )
        )
          break;
        if (covered.length > 0) {
          // Only a word the member's own words then follow qualifies them.
          if (forward && qualifier) qualified = true;
          for (const one of covered) held.add(one);
          if (forward) end = at + word.length;
          else start = at;
          others = 0;
        } else if (MEMBER_WORDS.test(word.toLowerCase()) && held.size === 0) {
          // "arena hindi style control board": a language this member is not in, written before
          // the words it holds, names another member (one the family may lack), not this one.
          break;
        } else if (!STOP_WORDS.has(word.toLowerCase())) {
          // "SWE-bench 翻译成多语言": what a relation makes of the name ("translated into many
          // languages") is asked of it, and names no member.
          if (forward && RELATION_VERB.test(word)) break;
          // "how many anatomy questions are in mmlu": a word for the items stands between.
          if (!forward && ITEM_NOUN.test(word.toLowerCase())) continue;
          if (++others > (forward ? 1 : 0)) break;
          passed.push(word);
          if (forward) passedAt.push({ word, at });
          // "mmlu college bio": a word of a name between the family's and the member's words; not
          // one the member's own description says of it as a whole ("novel multiple choice" of the
          // set over novels), though one it says of a part ("College Biology" of mmlu_biology) is.
          if (
            forward &&
            held.size === 0 &&
            QUALIFIER.test(word) &&
            !COMMON_WORDS.has(word.toLowerCase()) &&
            !NOT_NAME_WORD.test(word) &&
            !describesWhole(record, word, words[words.findIndex((one) => one.start === at) + 1]?.word)
          )
            qualifier = true;
        }
      }
      // Words before the name are read where none after it are ("style control arena"); beside
      // words after it, only for a member named nowhere else, and only as far as they go on its
      // words ("instruction following arena board with style control"): a word before that is
      // none of the member's stops the reading.
      if (held.size > 0 && taken.has(record.id)) break;
    }
    // The member's words qualified by one it does not hold name another member, one the family
    // may lack ("College Biology" is not the Biology subcategory).
    if (held.size === 0 || qualified) continue;
    // Ordinary words pick a member only as half its id or more: "arena medicine" is arena_sc_medicine
    // and "hle with tools" hle_tools, but "big_bench different from" is not movie_dialog_same_or_different.
    const ordinary = [...held].every((word) => COMMON_WORDS.has(word) && !MEMBER_WORDS.test(word));
    const idHeld = own.id.filter((word) => held.has(word)).length;
    if (ordinary && idHeld * 2 < own.id.length) continue;
    // "needlebench v1 and v2": one version passed over for another names both, not the second.
    if (passed.some((word) => VERSION_WORD.test(word)) && [...held].some((word) => VERSION_WORD.test(word)))
      continue;
    const pick = {
      record,
      start,
      end,
      facetPassed: passedAt.some(({ word, at }) => at < end && FACET_NOUN.test(word)),
      held: heldWeight(held, own),
      idLeft: own.id.length - idHeld,
      left: [...own.all].filter((word) => !held.has(word)).length,
    };
    if (taken.has(record.id)) {
      mostTaken = Math.max(mostTaken, pick.held);
      continue;
    }
    const order = best === undefined ? -1 : compare(pick, best);
    if (order < 0) {
      best = pick;
      tie = false;
    } else if (order === 0) tie = true;
  }
  if (!best && !tie && mostTaken === 0) {
    const sole = soleByCoinedWord(context.catalog, mention, candidates);
    if (sole) return sole;
  }
  if (!best || tie || mostTaken > best.held) return mention;
  // "mmlu hs bio": the word right after the pick's words belongs to another member, so the name
  // goes on past what any one member is; none is named, and the name may be one the family lacks.
  const pickEnd = best.end;
  const next = after.find(({ start }) => start >= pickEnd);
  const chosen = best.record;
  if (
    next &&
    /^[\s.-]+$/.test(text.slice(pickEnd, next.start)) &&
    !COMMON_WORDS.has(next.word.toLowerCase()) &&
    candidates.some(
      (record) =>
        record !== chosen && standsFor(next.word, ownWords(context.catalog, record, mention.id)).length > 0,
    )
  )
    return mention;
  // "mmlu high school chemistry" of High School Physics: where the pick's name goes on with a word
  // the question replaces by one its record never writes, the name is of a member the family
  // lacks, not the pick.
  if (
    next &&
    /^\s+$/.test(text.slice(pickEnd, next.start)) &&
    replacedNameWord(chosen, text.slice(mention.end, pickEnd), next.word)
  )
    return mention;
  // "hle score with search / tools": the member is named, but the word the question asks with is
  // kept in its text ("best … score"), so only the family's name is marked.
  const [start, end] = best.facetPassed ? [mention.start, mention.end] : [best.start, best.end];
  return { id: best.record.id, linked: false, text: text.slice(start, end), start, end };
}

/**
 * Whether a word written after the words of a member's name that a question holds stands in place
 * of the name's next word: not that word, nor a short form of it ("ctrl" of "control"), nor a word
 * the member's record writes anywhere.
 */
function replacedNameWord(record: BenchRecord, held: string, word: string): boolean {
  if (!/^[a-z]{4,}$/i.test(word) || STOP_WORDS.has(word.toLowerCase()) || NOT_NAME_WORD.test(word))
    return false;
  const name = wordsOf(record.page.name);
  const written = new Set(wordsOf(held));
  const last = name.findLastIndex((one) => written.has(one));
  const following = last < 0 ? undefined : name[last + 1];
  if (following === undefined) return false;
  const lower = word.toLowerCase();
  const shortFor = (full: string) =>
    full.startsWith(lower) || new RegExp(`^${[...lower].map(escapeRegExp).join('\\w*')}`).test(full);
  return (
    !shortFor(following) && quotesMatching(record, new RegExp(`\\b${escapeRegExp(lower)}`, 'i')).length === 0
  );
}

/** A word that sets two things side by side: "vs", "or", "and", "还是". */
const SIDE_BY_SIDE = /^(?:vs\.?|versus|or|and|than|和|与|跟|还是|对比|比)$/i;
/** A word that sets what follows against what went before: "than", "vs", "比". */
const COMPARING = /^(?:vs\.?|versus|than|比|对比|还是)$/i;
/** A word that relates a name to another thing, or opens a clause: "same", "mean", "they". */
const RELATES =
  /^(?:same|mean|means|meant|equal|equals|identical|different|differs?|subset|superset|they|it|we|you)$/i;

/** A Latin word that may be part of a name, as a qualifier of the words after it. */
const QUALIFIER = /^[A-Za-z]{4,}$/;

/** A word coined as a name: a capital inside it ("ParsiNLU", "MedCalc") or all capitals ("COCO"). */
const COINED = /\p{Ll}\p{Lu}|^[\p{Lu}\p{N}]{3,}$/u;

/**
 * "medcalc": the one record an id's first word begins, named by that word alone when its name
 * begins with it, coined as names are ("MedCalc-Bench"); not an English word that begins a name
 * ("Chess State Tracking"), nor a word a linked id without a record also begins ("parsinlu_qa"),
 * nor its publisher's name ("OpenAI").
 */
function soleByCoinedWord(
  catalog: Catalog,
  mention: EntityMention,
  candidates: readonly BenchRecord[],
): EntityMention | undefined {
  const [record] = candidates;
  if (candidates.length !== 1 || !record || !familiesOf(catalog).prefixes.has(mention.id)) return undefined;
  const [first = ''] = record.page.name.split(/[^\p{L}\p{N}]+/u);
  if (first.toLowerCase() !== mention.id || !COINED.test(first)) return undefined;
  // "openai reports 65": a word that is its publisher's name ("OpenAI MRCR" by OpenAI) names the
  // publisher, said of many benchmarks, not this one.
  const publisher = (record.page.publisher.org ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => word.toLowerCase());
  if (publisher.includes(mention.id)) return undefined;
  if ([...catalog.mentions.keys()].some((linked) => linked.startsWith(`${mention.id}_`))) return undefined;
  return { ...mention, id: record.id };
}

/**
 * Words right after a family's name that name a member the catalog lacks: "flores en-fr", where
 * "en" is a word of its members (en_de, en_ja, ...) and "fr" a word of none. The span of the name
 * and those words, or nothing when the words name no member at all ("mmlu scores") or one that is
 * there.
 */
export function unknownMember(
  context: CommandContext,
  text: string,
  mention: EntityMention,
): { start: number; end: number } | undefined {
  const candidates = familiesOf(context.catalog).members.get(mention.id) ?? [];
  if (mention.linked || candidates.length < 2 || webAddress(text, mention)) return undefined;
  const owns = candidates.map((record) => ownWords(context.catalog, record, mention.id));
  // The words written right after the name, joined by spaces, hyphens or dots only, or in
  // brackets ("flores (en-ko)"); or a direction written in Chinese ("flores 英译韩"), as codes.
  const after = text.slice(mention.end);
  const direction = chineseDirectionAt(after);
  const phrase = direction
    ? after.slice(0, direction.length)
    : (/^(?:[\s.(（-]+[\p{Script=Latin}\p{N}]+(?![\p{L}\p{N}])){1,3}/u.exec(after)?.[0] ?? '');
  const written = direction
    ? [...direction.codes]
    : // "English-to-French", "english to korean": the "to" of a direction joins its two languages,
      // no word of a name; "translated to spanish" is no direction.
      [
        ...phrase
          .replace(/(\p{L}+)[\s-]to[\s-](\p{L}+)/giu, (whole, from: string, to: string) =>
            languageOf(from) && languageOf(to) ? `${from}-  -${to}` : whole,
          )
          .matchAll(/[\p{Script=Latin}\p{N}]+/gu),
      ].map((match) => match[0]);
  // "flores en-fr bleu", "mmlu hs bio size": the words that ask come after the name, not in it.
  const last = written.findLastIndex(
    (word) => !COMMON_WORDS.has(word.toLowerCase()) && !NOT_NAME_WORD.test(word),
  );
  // "mmlu high school chemistry": a member's name written up to its last word, which a word its
  // record never writes replaces, is a member the family lacks, whatever its words are; the name
  // is read to that word.
  const replacedTo = candidates
    .map((record, at) => {
      const lead = written.findIndex((word) => standsFor(word, owns[at] as Own).length === 0);
      const word = written[lead];
      return lead > 0 &&
        word !== undefined &&
        replacedNameWord(record, written.slice(0, lead).join(' '), word)
        ? lead + 1
        : 0;
    })
    .find((end) => end > 0);
  const replaced = replacedTo !== undefined;
  const words = written.slice(0, replacedTo ?? last + 1);
  const held = words.map((word) => owns.some((own) => standsFor(word, own).length > 0));
  // No one member holds every word: "en" and "fr", "hs" (physics) and "bio" (biology); a word its
  // own description says is that member's too ("novel multiple choice": over English novels).
  const whole = owns.some((own, at) =>
    words.every(
      (word, index) =>
        standsFor(word, own).length > 0 ||
        describesWhole(candidates[at] as BenchRecord, word, words[index + 1]),
    ),
  );
  // "arena korean board": a language no member is in, where members are told apart by language.
  const otherLanguage =
    words.some((word) => MEMBER_WORDS.test(word.toLowerCase())) &&
    owns.some((own) => [...own.all].some((word) => MEMBER_WORDS.test(word)));
  // "swe-bench python repos": the family's own programming language names no member of it.
  const own = context.catalog.records.get(mention.id);
  const ownLanguage = codeLanguageOf(words[0] ?? '');
  if (own && ownLanguage && speaks(own, ownLanguage)) return undefined;
  if (
    !replaced &&
    ((!held.includes(true) && !otherLanguage) ||
      whole ||
      (held.every(Boolean) && words.length < 2) ||
      // "English" is a common word, but one members told apart by language are named by.
      words.some((word) => COMMON_WORDS.has(word.toLowerCase()) && !(otherLanguage && languageOf(word))) ||
      // "mmlu contamination risk?": a word a facet is asked by opens no name, unless a part is free
      // of it ("contamination-free").
      (FACET_NOUN.test(words[0] ?? '') && !/^(?:free|less)$/i.test(words[1] ?? '')) ||
      // "arena board covers software": a name ends at "board"; what follows describes it.
      words.slice(0, -1).some((word) => NOT_NAME_WORD.test(word)))
  )
    return undefined;
  const wordEnd = mention.end + phrase.indexOf(words.at(-1) ?? '') + (words.at(-1)?.length ?? 0);
  // "flores (en-ko)": the name keeps its closing bracket.
  const end = direction
    ? mention.end + phrase.length
    : /[(（]/.test(phrase) && /^[)）]/.test(text.slice(wordEnd))
      ? wordEnd + 1
      : wordEnd;
  return { start: mention.start, end };
}

/**
 * Whether a record's description says a word of the whole of it, not as the name of a part: "over
 * English novels" of ∞Bench En.MC, not "pools the College Biology and …" of mmlu_biology, where
 * the word written next in the question follows it.
 */
function describesWhole(record: BenchRecord, word: string, next: string | undefined): boolean {
  if (!describes(record, word)) return false;
  if (next === undefined) return true;
  const text = `${record.page.name} ${record.page.subcategory} ${record.page.summary}`;
  return !new RegExp(`\\b${escapeRegExp(word)}[\\s-]+${escapeRegExp(next.slice(0, 3))}`, 'i').test(text);
}

/** Whether a record's subcategory or summary says a word, or its plural: "novels" says "novel". */
function describes(record: BenchRecord, word: string): boolean {
  const plain = word.toLowerCase();
  if (plain.length < 4) return false;
  return new RegExp(`\\b${escapeRegExp(plain)}s?\\b`).test(
    `${record.page.subcategory} ${record.page.summary}`.toLowerCase(),
  );
}

/**
 * Words a question writes beside a name that ask about it or name a part of any benchmark
 * ("flores en-fr bleu", "XLSum ROUGE", "the hard prompts board"): never part of a name.
 */
export const NOT_NAME_WORD =
  /^(?:bleu|chrf|rouge\w*|comet|score|scores|scored|accuracy|acc|f1|em|elo|asr|ndcg|mrr|wer|cer|auc|auroc|mae|rmse|size|licen[cs]e|metric|metrics|top|board|leaderboard|results?|numbers?|set|test|splits?|data|dataset|benchmark|paper|tasks?|items?|questions?|languages?|subset|average|overall|right|correct|ok|okay|yes|yeah|lol|tho|though|too|then|pls|please|btw)$/i;

/** The words of a stretch of text, where each stands: Latin words and numbers, and the Chinese words known. */
function wordsIn(text: string, from: number, to: number): { word: string; start: number }[] {
  const stretch = text.slice(from, to);
  return [
    ...[...stretch.matchAll(/[\p{L}\p{N}]+/gu)]
      .filter((match) => !/\p{Script=Han}/u.test(match[0]))
      .map((match) => ({ word: match[0], start: from + match.index })),
    ...chineseWords(stretch).map((one) => ({ word: one.word, start: from + one.start })),
    // "英译日的 BLEU 比英译德低": the Chinese words that compare, so a name's words stop at them.
    // "MTEB 原版和 eng v2": and the words that set two side by side, so a name's words stop there.
    ...[...stretch.matchAll(/对比|还是|比(?![较赛例率重如])|(?<![总平缓温])和(?![平谐])|与|跟/gu)].map(
      (match) => ({
        word: match[0],
        start: from + match.index,
      }),
    ),
  ].sort((a, b) => a.start - b.start);
}

/** More words held first; then fewer words of the id left; then fewer of all its names. */
function compare(a: Pick, b: Pick): number {
  return b.held - a.held || a.idLeft - b.idLeft || a.left - b.left;
}

/**
 * A word of the question that is the first word of several records' ids and the id of none
 * ("decodingtrust" of decodingtrust_privacy and decodingtrust_stereotype_bias): a family without a
 * record of its own, read as a name only so that the words beside it can pick its member.
 */
export function prefixMentions(context: CommandContext, text: string): EntityMention[] {
  const { prefixes } = familiesOf(context.catalog);
  return (
    [...text.matchAll(/[\p{L}\p{N}]+/gu)]
      // "HELM 上 safety_score": a harness's name is no family's, whatever ids begin with it.
      .filter((match) => prefixes.has(match[0].toLowerCase()) && !isHarnessName(match[0]))
      .map((match) => ({
        id: match[0].toLowerCase(),
        linked: false,
        text: match[0],
        start: match.index,
        end: match.index + match[0].length,
      }))
  );
}

/** Whether every one of `words` stands for a word of a member's own ("pro" for professional). */
export function holdsWords(
  catalog: Catalog,
  member: BenchRecord,
  family: string,
  words: readonly string[],
): boolean {
  const own = ownWords(catalog, member, family);
  return words.every((word) => standsFor(word, own).length > 0);
}

/**
 * "1480 on lmarena overall and 1450 on the style control board": a sibling of a named member,
 * named elsewhere in the question by every word of its own ("style control" of
 * arena_elo_style_control), those words in a row and then a word for a board or a set.
 */
export function siblingByWords(
  context: CommandContext,
  text: string,
  mention: EntityMention,
  taken: ReadonlySet<string>,
): EntityMention | undefined {
  const family = context.catalog.records.get(mention.id)?.page.lineage.family;
  if (mention.linked || !family) return undefined;
  const siblings = membersOf(context.catalog, family).filter(
    (record) => record.id !== mention.id && !taken.has(record.id),
  );
  for (const record of siblings) {
    // "the creative writing board" is arena_sc_creative_writing: a short code ("sc") may go unsaid.
    const words = ownWords(context.catalog, record, family).id;
    const own = words.some((word) => word.length >= 3) ? words.filter((word) => word.length >= 3) : words;
    if (own.length === 0) continue;
    // "text-to-image": a short word between may be written too.
    const phrase = own.join('[\\s_-]+(?:[\\p{L}\\p{N}]{1,2}[\\s_-]+)?');
    // "…, claude gets 63% on verified.": the words alone after a word that places a number.
    const found =
      new RegExp(
        `(?<![\\p{L}\\p{N}])(${phrase})(?=\\s+(?:board|leaderboard|arena|ranking|split|subset|set|track|category|version|one)\\b)`,
        'iu',
      ).exec(text) ??
      new RegExp(
        `(?<=\\b(?:on|vs\\.?|versus|than|against)\\s+(?:the\\s+)?)(${phrase})(?=\\s*(?:[.,;:?!)]|$))`,
        'iu',
      ).exec(text);
    if (found && (found.index >= mention.end || found.index + found[0].length <= mention.start))
      return {
        id: record.id,
        linked: false,
        text: found[0],
        start: found.index,
        end: found.index + found[0].length,
      };
  }
  return undefined;
}

/**
 * "Is the GCG transfer thing in HELM just harmbench with a suffix?": the member of a named family
 * whose id holds two or more of the question's words that are no ordinary words, wherever they
 * stand, when no other member holds as many; named where the first of those words stands.
 */
export function distantMember(
  context: CommandContext,
  text: string,
  mention: EntityMention,
): EntityMention | undefined {
  const members = membersOf(context.catalog, mention.id).filter(
    (record) => record.page.lineage.family === mention.id,
  );
  // "which prompts go in hard prompts" of arena: a member's id past its family's, two words or
  // more written as a phrase, names it, ordinary words or not; a plural written singular too
  // ("what counts as a hard prompt").
  const phrased = members.flatMap((record) => {
    const rest = record.id.startsWith(`${mention.id}_`)
      ? record.id.slice(mention.id.length + 1).split('_')
      : [];
    if (rest.length < 2) return [];
    const words = rest.map((word) => (/[^s]s$/.test(word) ? `${word.slice(0, -1)}s?` : word));
    const found = new RegExp(`(?<![\\p{L}\\p{N}])${words.join('[\\s_-]+')}(?![\\p{L}\\p{N}])`, 'iu').exec(
      text,
    );
    return found && (found.index >= mention.end || found.index + found[0].length <= mention.start)
      ? [
          {
            id: record.id,
            linked: false,
            text: found[0],
            start: found.index,
            end: found.index + found[0].length,
          },
        ]
      : [];
  });
  if (phrased.length === 1) return phrased[0];
  // "software and IT prompts": a short word in capitals ("IT") is initials, not "it".
  const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)].filter(
    (match) =>
      ((match[0].length >= 3 && !COMMON_WORDS.has(match[0].toLowerCase())) ||
        /^\p{Lu}{2,3}$/u.test(match[0])) &&
      (match.index < mention.start || match.index >= mention.end),
  );
  const scored = members
    .map((record) => {
      const own = record.id.split('_');
      return { record, held: words.filter((word) => own.includes(word[0].toLowerCase())) };
    })
    .filter((one) => new Set(one.held.map((word) => word[0].toLowerCase())).size >= 2)
    .sort((a, b) => b.held.length - a.held.length);
  const [first, second] = scored;
  if (!first || (second && second.held.length === first.held.length)) return undefined;
  const [start, end] = [first.held[0], first.held[first.held.length - 1]];
  if (!start || !end) return undefined;
  const from = start.index;
  const to = end.index + end[0].length;
  return { id: first.record.id, linked: false, text: text.slice(from, to), start: from, end: to };
}

/** A word that is a version: "v1", "v2.1". */
const VERSION_WORD = /^v\d+(?:\.\d+)?$/i;

/** "the hard prompts board": words before a word for a board, which may be how its name ends. */
const BOARD_WORDS =
  /\bthe\s+((?:[\p{L}\p{N}]+[\s-]+){0,3}?[\p{L}\p{N}]+)\s+(?:board|leaderboard|category|track)\b/iu;
/** The same, opening the question without "the": "hard prompts board: what metric?". */
const OPENING_BOARD_WORDS =
  /^\s*((?:[\p{L}\p{N}]+[\s-]+){0,3}?[\p{L}\p{N}]+)\s+(?:board|leaderboard|category|track)\b/iu;

/** Each record's name and aliases as plain lower-case words, once per catalog. */
const plainNames = perCatalog((catalog) =>
  [...catalog.records.values()].flatMap((record) =>
    [record.page.name, ...record.page.aliases].map((name) => ({
      // "Arena Creative Writing (style control)" ends, as a team says it, before its brackets.
      words: ` ${name
        .toLowerCase()
        .replace(/\([^)]*\)/g, ' ')
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()}`,
      record,
    })),
  ),
);

/**
 * "How does the hard prompts board rank models?", "hard prompts board: what metric?", with no family named: the one record whose name
 * ends in those words ("Arena Elo — Hard Prompts"). Two words or more, or one no ordinary word;
 * none when several records' names end so.
 */
export function boardByWords(context: CommandContext, text: string): EntityMention | undefined {
  const found = BOARD_WORDS.exec(text) ?? OPENING_BOARD_WORDS.exec(text);
  const written = found?.[1];
  if (!found || !written) return undefined;
  const words = written.toLowerCase().split(/[\s-]+/);
  if (words.length < 2 && COMMON_WORDS.has(words[0] ?? '')) return undefined;
  const ending = ` ${words.join(' ')}`;
  const ids = new Set(
    plainNames(context.catalog)
      .filter((name) => name.words.endsWith(ending))
      .map((name) => name.record.id),
  );
  const [id] = ids;
  if (ids.size !== 1 || !id) return undefined;
  const start = found.index + found[0].indexOf(written);
  return { id, linked: false, text: written, start, end: start + written.length };
}
