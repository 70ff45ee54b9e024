/**
 * A plain-language question, read once: the benchmarks it names, the numbers it gives, and its
 * words with the names masked out, so that "GSM-Hard" does not make a question about hardness and
 * "MMLU-Pro vs MMLU" is read as "§ vs §". Every intent rule and answer reads this, never the raw
 * text again.
 */
import { foldedInto } from '../catalog/disposition.js';
import { perCatalog } from '../catalog/catalog.js';
import type { BenchRecord } from '../catalog/record.js';
import type { HarnessName } from '../catalog/schema.js';
import type { CommandContext } from '../context.js';
import { editDistance, escapeRegExp, isSwap, normalizeName, typedText } from '../search/normalize.js';
import { nameVersion } from './versions.js';
import { modelsIn, modelTableOf } from '../search/models.js';
import { MAX_NAME_LOOKUPS } from '../search/query-terms.js';
import type { EntityMention, SearchHit } from '../search/types.js';
import { COMMON_WORDS, isEnglishWord, spelledOut, STOP_WORDS } from '../search/words.js';
import { orgWords, recordOfNameToken, writtenCoinedName } from './coined.js';
import { harnessNamed, isHarnessName } from './harnesses.js';
import { codeLanguageOf, LANGUAGES, languageOf, speaks } from './languages.js';
import {
  boardByWords,
  distantMember,
  holdsWords,
  memberNamed,
  NOT_NAME_WORD,
  membersOf,
  prefixMentions,
  siblingByWords,
  unknownMember,
} from './members.js';
import { OWN_BENCHMARK, quotesMatching, sentencesNaming, writtenNames } from './relations.js';
import { tagWords } from './topic-vocabulary.js';

/** A benchmark the question names: a record, a linked name, or a name several records share. */
export type Named =
  | { kind: 'record'; record: BenchRecord; text: string }
  /**
   * A name without a record: one the records link, or a variant of a known name the catalog
   * lacks ("BigCodeBench-Hard", "ARC-AGI-3"), with the record it is nearest to as `near`.
   */
  | { kind: 'linked'; id: string; text: string; near?: BenchRecord }
  | { kind: 'shared'; records: BenchRecord[]; text: string };

/**
 * A name no record holds, with the records nearest it; `writtenBy`, the records whose own text
 * writes it as a name ("tinyMMLU" on tinybenchmarks' page).
 */
export type UnknownName = {
  name: string;
  near: SearchHit[];
  writtenBy?: string[];
  /**
   * Written against a named record ("injecagent vs agentdojo"), or asked for by name beside one
   * ("do u have nolima? how does it compare to ruler"), which marks it as a name.
   */
  setAgainst?: true;
};

export type Question = {
  /** The question as asked, whitespace folded. */
  text: string;
  /** Lower case, typos of the words intents look for mended, each benchmark name replaced by §. */
  masked: string;
  named: Named[];
  /** What each name mark of `masked` stands for, in order: so a part of the question knows its names. */
  marks: readonly (Named | undefined)[];
  /** Every distinct record named, a shared name giving all of its records. */
  records: BenchRecord[];
  /** Numbers outside the benchmark names, in order ("45 on A, 50 on B" gives 45 and 50). */
  numbers: number[];
  /**
   * Words written like a benchmark name (CRUXEval, MMLU-X) that name nothing in the catalog, each
   * with the names spelled near it.
   */
  unknownNames: UnknownName[];
  /** The harness the question names ("how do I run gsm8k in lm-eval"). */
  harness?: HarnessName;
};

/**
 * An unknown name that reads as a benchmark's ("CRUXEval", "FrontierMath", "FooBench"), not a
 * model's ("gpt-4o", "Qwen2.5-72B"): said beside an answer about the benchmarks it does name.
 */
export function readsAsBenchmark(name: string): boolean {
  return (
    (/bench|eval|arena|qa\b|test/i.test(name) ||
      /[a-z][a-z0-9]{2,}\+\+?$/i.test(name) ||
      /[a-z][A-Z]/.test(name) ||
      /^[a-z0-9]+(?:_[a-z0-9]+)+$/.test(name) ||
      /^[A-Z]{2,}[A-Z0-9-]*\d[A-Za-z0-9-]*$/.test(name)) &&
    !/^(?:gpt|qwen|llama|claude|gemini|mistral|o\d)/i.test(name) &&
    !METRIC_NAMES.test(name) &&
    !isHarnessName(name) &&
    !NOT_BENCHMARKS.test(name)
  );
}

/**
 * Whether a name the catalog lacks is written as one of the benchmarks near it is, but for its
 * numbers: "gsm1k" beside GSM8K is a benchmark of its own, however it is cased.
 */
export function numberedLike(unknown: UnknownName): boolean {
  const letters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');
  const digits = (text: string) => text.replace(/\D/g, '');
  return unknown.near.some(
    (hit) => letters(hit.id) === letters(unknown.name) && digits(hit.id) !== digits(unknown.name),
  );
}

/**
 * "∞bench: gpt-4 got 22 on En.QA but 67 on En.MC": a family written first, as the label of what
 * follows, before two or more of its members named, is where they are from, not a third record.
 */
function labelOfMembers(
  context: CommandContext,
  text: string,
  mention: EntityMention,
  all: readonly EntityMention[],
): boolean {
  if (!/^\W*$/.test(text.slice(0, mention.start)) || !/^\s*[:\-–—]/.test(text.slice(mention.end)))
    return false;
  const members = all.filter(
    (other) => other !== mention && context.catalog.records.get(other.id)?.page.lineage.family === mention.id,
  );
  return new Set(members.map((other) => other.id)).size >= 2;
}

/** Every distinct record of these names, a shared name giving all of its records. */
export function recordsOf(named: readonly Named[]): BenchRecord[] {
  return [
    ...new Set(
      named.flatMap((one) =>
        one.kind === 'record' ? [one.record] : one.kind === 'shared' ? one.records : [],
      ),
    ),
  ];
}

/** Names of places, makers, licences and languages a question mentions that are no benchmark ("GitHub issues", "MIT"). */
const NOT_BENCHMARKS =
  /^(?:mit|apache(?:[- ]?2(?:\.0)?)?|[al]?gpl[\w.-]*|bsd[\w.-]*|cc[- ]?by[\w.-]*|cc0|mpl[\w.-]*|odbl|odc[\w-]*|lighteval|github|gitlab|hugging ?face|openai|anthropic|google|deepmind|meta|microsoft|kaggle|arxiv|wikipedia|reddit|stack ?overflow|youtube|pytorch|tensorflow|javascript|typescript|chatgpt|openrouter|leetcode|codeforces|codegen)$/i;

/** Whether a name is a place, maker or licence's ("GitHub", "MIT"), never a benchmark's. */
export function namesNoBenchmark(name: string): boolean {
  return NOT_BENCHMARKS.test(name);
}

/** Metrics and settings written like names ("chrF++", "MC2", "acc_norm"): never a benchmark. */
const METRIC_NAMES =
  /^(?:chrf\+*|mc\d|comet|bertscore|bleurt|meteor|ter|acc_norm|acc|exact_match|pass@\w+|test_\w+|\w+_test)$|^(?:acc|f1|em|exact|pass|bleu|rouge|mean|avg|macro|micro)_\w+$|_(?:rate|score|drop|acc|accuracy|f1|em|grade|ratio)$/i;

/** "What changed?", "改了啥", "有什么变化": the change between two versions asked. */
export const CHANGE_ASKED =
  /\bwhat(?:'s|s| has| is)? changed\b|改了(?:什么|啥|哪些)|(?:有|有什么|有啥|有哪些)(?:变化|改动)|变了(?:什么|啥)/;

/** "What's the diff?", "区别": what two things are, asked apart from any number. */
export const DIFFERENCE_ASKED = new RegExp(
  String.raw`\bdiff(?:erence)?s?\b|\bdiffer\b|\bwhat(?:'s|s| is| are)? (?:new|different)\b|\bhow (?:is|are)\s+(?:it|they|§)\s+different\b|区别|差别|不同在哪|${CHANGE_ASKED.source}`,
);

/**
 * "Need anything special?", "anything to install?": a thing to know or do for a run, not a benchmark
 * sought.
 */
/** "… or do i need something else" after a run question: another tool, not another benchmark "for" a topic. */
const ANOTHER_TOOL = String.raw`else\b(?!\s+(?:for|to|that|on|about|like)\b)`;

const NOTHING_SOUGHT = String.raw`\s+(?:special|extra|particular|unusual|weird|tricky|to (?:know|install|watch|configure|set up)|${ANOTHER_TOOL})\b`;

/** A claim the question says it heard: "heard it got dmca'd?", "听说被下架了". */
export const HEARD =
  /\b(?:heard|i read|someone said|apparently|rumou?r|is it true)\b([^?]*)|(?:听说|据说|有人说)([^？?]*)/i;

/** Words that ask for benchmarks on a topic rather than about one benchmark ("a test split" is no test asked for). */
export const TOPIC_WORDS = new RegExp(
  String.raw`\b(?:which|what|whats|any|anything|something|recommend|suggest|looking for|need|want|good|best|is there|are there|list|find|know of|do (?:we|you|i) have)\b[^?]*(?:\bbenchmarks?|\bbench(?:es)? (?=for|on|that|to|about|built|made|based|where|with|which)|(?<![-\w])evals?|\bevaluations?|datasets?|test ?sets?|suites?|leaderboards?|(?<!\b(?:each|it|they|both|either|one)\s)(?:use|measure|tests?(?!\s+(?:splits?|examples?|items?|instances?|questions?|cases?|samples?)\b)|check)|catalog)\b|\b(?:benchmarks?|evals|datasets) (?:for|on|that|to|in|about|of|where|with|in which|over|past|beyond|above|longer than)\b|^\W*(?:anything|something|smth|sth|any)\b(?!${NOTHING_SOUGHT})|\b(?:need|want|looking for) (?:something|smth|sth|anything|a benchmark|an eval)\b(?!${NOTHING_SOUGHT})|\b(?:something|smth|sth) (?:for|to|that)\b|\banything (?:for|on|about)\b|\bwhat do (?:we|you|i) have\b|\bfor (?:evaluating|testing|measuring|benchmarking)\b|有没有|哪些|推荐|评测集|数据集|基准`,
);

/** A question for benchmarks on a topic, not about one: "any benchmarks for math?"; not "how many datasets". */
const ASKS_FOR_BENCHMARKS = new RegExp(
  String.raw`\b(?<!\bhow many\s+)(?:benchmarks|evals|datasets|test sets|suites|anything|something|smth|sth|any)\b(?!\s+${ANOTHER_TOOL})|^\W*(?:a\s+)?(?:bench|benchmark|eval|dataset) (?:for|on|that|to|about|where|with|in which)\b|\bwhat (?:can|could|should|would) (?:we|i|you) use\b|\b(?:a|an|any) (?:[\w-]+ ){0,3}?(?:bench|benchmark|eval|dataset) (?:for|on|that|to|about|where|with|in which)\b|\b(?:is there|are there) (?:a|an|any)\b|\bwhat do (?:we|you|i) have\b|推荐|(?:有没有|哪些)(?=[^？?。，,！!]{0,24}(?:基准|评测|数据集|测试集|榜单|benchmark|eval))`,
);

/**
 * A weakly named record written where a benchmark stands ("50 on math", "math and omni_math",
 * "math vs gsm8k", "is math a subset of ..."), not in a phrase ("a translation of").
 */
function besideName(text: string, mention: EntityMention): boolean {
  return (
    /(?:^|\s)(?:on|and|vs\.?|versus|or|compare|is|are)\s+$/i.test(text.slice(0, mention.start)) ||
    // "how does it relate to math", "harder than math", "drawn from math": the other side of a relation.
    /\b(?:relates?|related|compared?|similar|same|harder|easier|different|derived|drawn|taken|subset|part) (?:to|as|than|from|with|of)\s+$/i.test(
      text.slice(0, mention.start),
    ) ||
    /^\s*(?:and|vs\.?|versus|or|,)\s/i.test(text.slice(mention.end))
  );
}

/** "whats drop? is it just squad style …": a word asked about on its own, which only a name is. */
function askedAlone(text: string, mention: EntityMention): boolean {
  return (
    /(?:^|[.?!;]\s*)(?:so\s+)?(?:what(?:'s|s| is)|what about|how about|tell me about|explain)\s+(?:the\s+)?$/i.test(
      text.slice(0, mention.start),
    ) && /^\s*(?:bench(?:mark)?|dataset|eval)?\s*[?？]/i.test(text.slice(mention.end))
  );
}

/**
 * Whether a lone lower-case word ends a phrase of ordinary words ("was it machine translation or
 * human?"): written after a word of its own, it is a term, not the record the word names.
 */
function endsPhrase(text: string, mention: EntityMention): boolean {
  const before = /(?:^|\s)([a-z]+)\s+$/.exec(text.slice(0, mention.start))?.[1];
  return /^[a-z]+$/.test(mention.text) && before !== undefined && !COMMON_WORDS.has(before);
}

/** Whether a lower-case mention follows a coined benchmark name the catalog has no record of ("webdev arena"). */
function afterCoinedName(context: CommandContext, text: string, mention: EntityMention): boolean {
  const before = /([\p{L}\p{N}]+)\s+$/u.exec(text.slice(0, mention.start))?.[1];
  if (!before || !/^[a-z]+$/.test(mention.text)) return false;
  return (
    writtenCoinedName(context.catalog, before)?.benchmark === true &&
    context.index.resolve(before).kind === 'none'
  );
}

/**
 * "promax how many tasks": a coined word of one record's name ("SWE-bench ProMax"), written alone,
 * that names no record by itself and is no English word nor a harness's name.
 */
function nameTokenMentions(context: CommandContext, text: string): EntityMention[] {
  return [...text.matchAll(/[\p{L}\p{N}]{5,}/gu)].flatMap((match) => {
    const id = recordOfNameToken(context.catalog, match[0]);
    return id && !isEnglishWord(match[0].toLowerCase()) && !isHarnessName(match[0])
      ? [{ id, linked: false, text: match[0], start: match.index, end: match.index + match[0].length }]
      : [];
  });
}

/** Whether two mentions share any of the text. */
function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/** Where the sentence around a place of the text starts and ends: at "?", "!", "。" or ". ". */
function sentenceStart(text: string, at: number): number {
  const before = text.slice(0, at);
  return (
    Math.max(...[/[?!？！。]/g, /\.\s/g].map((mark) => [...before.matchAll(mark)].at(-1)?.index ?? -1)) + 1
  );
}

function sentenceEnd(text: string, at: number): number {
  const found = /[?!？！。]|\.\s/.exec(text.slice(at));
  return found ? at + found.index : text.length;
}

/** Whether a mention is its record's name, written as a coined name ("AgentDojo", "MT-Bench"). */
function coinedName(context: CommandContext, mention: EntityMention): boolean {
  const name = context.catalog.records.get(mention.id)?.page.name ?? '';
  // "AgentDojo", "MT-Bench", "GSM8K": coined, as no English word is; not "APPS" or "MATH".
  // Nor "CLIcK" typed "click": a word other records' prose writes in lower case as a word.
  return (
    /\p{Ll}\p{Lu}|\p{L}[-.]\p{L}|\p{L}\p{N}|\p{N}\p{L}/u.test(name) &&
    normalizeName(name) === normalizeName(mention.text) &&
    !(mention.text === mention.text.toLowerCase() && proseWord(context, mention.text, mention.id))
  );
}

/** How many records other than a name's own must write it in lower case for it to be a word. */
const WORD_ELSEWHERE_RECORDS = 2;
/** Per catalog, the words already looked up by proseWord. */
const proseWords = perCatalog(() => new Map<string, boolean>());

/**
 * Whether the catalog's prose uses a word in lower case, as a word ("click, type, or select"),
 * in records other than the one it names; not as a link's text or an identifier ("[click]", "click_cul").
 */
function proseWord(context: CommandContext, word: string, owner: string): boolean {
  const known = proseWords(context.catalog);
  const cached = known.get(word);
  if (cached !== undefined) return cached;
  const written = new RegExp(
    `(?<![\\p{L}\\p{N}_\\[\`/-])${escapeRegExp(word)}(?![\\p{L}\\p{N}_\\]\`-])`,
    'u',
  );
  let records = 0;
  for (const record of context.catalog.records.values()) {
    if (record.id === owner) continue;
    const { summary, measures, task_format: format } = record.page;
    if (written.test(`${summary}\n${measures}\n${format}`)) records++;
    if (records >= WORD_ELSEWHERE_RECORDS) break;
  }
  known.set(word, records >= WORD_ELSEWHERE_RECORDS);
  return records >= WORD_ELSEWHERE_RECORDS;
}

/** Words just before a name that ask how another relates to it: "a slice of", "the same as". */
const RELATED_BEFORE =
  /\b(?:(?:slice|part|subset|subcategory|category|filter|version|variant|member|piece|split|cut)\s+(?:of|from|on)|same\s+as|separate\s+from|different\s+from|vs\.?|versus)\s+(?:the\s+)?(?:main\s+|whole\s+|overall\s+)?$/i;

/**
 * "里的", "中的", "的" between two Latin words: "X 里的 Y" is X's Y, "aider 的 polyglot" Aider
 * Polyglot; and "那个" (that) between a word and the name it qualifies: "医疗那个 arena 榜" is
 * the medicine arena board.
 */
const JOINED_IN_CHINESE =
  /(?<=[A-Za-z0-9+]\s*)(?:里的|中的|里面的|的(?!\s*v\d))(?=\s*[A-Za-z])|(?<=\p{Script=Han})(?:的?那个|的?这个)(?=\s*[A-Za-z])/gu;

/** Words after a lone word that make it the name of a part of what follows: "java slice of". */
const PART_OF_AFTER =
  /^\s+(?:slice|subset|split|part|portion|half|track|section|subtask|category|column|share)\s+(?:of|in)\s/i;

/** A word for parts right after a name: "math categories", "coding subsets", "math split". */
const PARTS_AFTER =
  /^\s+(?:categor(?:y|ies)|subsets?|splits?|sections?|subjects?|subtasks?|slices?|portions?|tracks?)\b/i;

/** Words that rule out the name after them: "not translated", "other than", "no … pls". */
const RULED_OUT_BEFORE =
  /\b(?:not|no|without|except|excluding|besides|other than|apart from|rather than|instead of|beyond)\s+(?:(?:a|an|the|just|another|some)\s+)?(?:[\w-]+\s+){0,2}$/i;
const RULED_OUT_BEFORE_CHINESE = /(?:不要|除了|不是|别|非)[^，,。？?]{0,6}$/;

/** The mark that stands for a benchmark name in `masked`. */
export const NAME_MARK = '§';

export function readQuestion(context: CommandContext, text: string): Question {
  // "DecodingTrust 里的 machine ethics": a suite, then "里的" (in it, the), then its member is
  // read as one name; blanked to as many spaces, so that every offset stays the text's.
  const found = context.index
    .entities(text.replace(JOINED_IN_CHINESE, (joint) => ' '.repeat(joint.length)))
    .map((mention) => ({ ...mention, text: text.slice(mention.start, mention.end) }))
    // "air_bench_2024", an id typed as the catalog writes it, names that record, though its
    // name is another's (see establishesNothing in names.ts).
    .map((mention) =>
      /_/.test(mention.text) && context.catalog.records.has(mention.text) && mention.id !== mention.text
        ? { ...mention, id: mention.text, linked: false }
        : mention,
    );
  // "is ifeval_es a translation of ifeval?": the record called translation is not asked about;
  // nor is math in "which benchmarks test Chinese math?", a question for benchmarks on a topic.
  // In a question for benchmarks, a lone lower-case word is a word ("real apps"), not APPS.
  const forBenchmarks = ASKS_FOR_BENCHMARKS.test(text.toLowerCase());
  // Asked in the sentence the name is in: "is babilong the same as babi? and what's the longest
  // context it tests?" asks about babilong first, whatever its second sentence asks.
  const topicAt = (mention: EntityMention) =>
    TOPIC_WORDS.test(
      text.slice(sentenceStart(text, mention.start), sentenceEnd(text, mention.end)).toLowerCase(),
    );
  // "a contamination-free coding bench": in a topic question, lower-case words that are only
  // the start of a record's name ("Contamination-free MMLU") describe, and name nothing.
  // Nor do "instruction-following evals": a name of words (Instruction-Following Eval) made
  // plural names the kind of benchmark it is.
  const describing = (mention: EntityMention) =>
    topicAt(mention) &&
    !mention.linked &&
    ((/^[a-z]+(?:-[a-z]+)+$/.test(mention.text) && !wholeName(context, mention)) ||
      pluralOfName(context, mention));
  // "anything for arabic cultural commonsense? not translated mmlu pls": in a question for
  // benchmarks, a name ruled out is no benchmark asked about; the topic's own words leave it out.
  const ruledOut = (mention: EntityMention) =>
    forBenchmarks &&
    (RULED_OUT_BEFORE.test(text.slice(Math.max(0, mention.start - 40), mention.start)) ||
      RULED_OUT_BEFORE_CHINESE.test(text.slice(Math.max(0, mention.start - 12), mention.start)));
  // A lone lower-case word several records share as an alias ("subject") names none of them
  // beside another name.
  const loose = (mention: EntityMention) =>
    mention.weak || (mention.alternatives !== undefined && /^[a-z]+$/.test(mention.text));
  const strong = found.filter(
    (mention) =>
      // "acc_drop" is a metric's name, not DROP: a name ending an identifier is not written as one;
      // nor one that begins a metric's identifier ("HELM safety_score").
      text.charAt(mention.start - 1) !== '_' &&
      // "mock_gsm8k_test" is written as metrics are, but is a name of its record, whole.
      !(
        METRIC_NAMES.test(`${mention.text}${/^_\w+/.exec(text.slice(mention.end))?.[0] ?? ''}`) &&
        !(mention.text.includes('_') && wholeName(context, mention))
      ) &&
      // "the java slice of SWE-bench Multilingual": a lone word that says which part of another.
      !(
        /^[a-z]+$/.test(mention.text) &&
        /\bthe\s+$/i.test(text.slice(0, mention.start)) &&
        PART_OF_AFTER.test(text.slice(mention.end))
      ) &&
      // "the coding and math categories" of vicuna: a lone word before a word for parts names a
      // part of the other record, beside it, not a record of its own.
      !(
        found.length > 1 &&
        /^[a-z]+$/.test(mention.text) &&
        (loose(mention) || isEnglishWord(mention.text)) &&
        PARTS_AFTER.test(text.slice(mention.end))
      ) &&
      (!loose(mention) ||
        askedAlone(text, mention) ||
        (besideName(text, mention) && !endsPhrase(text, mention))) &&
      // "the webdev arena": a word after a coined name the records write ("WebDev") is that name's.
      !afterCoinedName(context, text, mention) &&
      !ownTaskWord(context, found, mention) &&
      !describing(mention) &&
      !ruledOut(mention) &&
      !(
        topicAt(mention) &&
        /^[a-z]+$/.test(mention.text) &&
        // "agentdojo" is AgentDojo, a name no English word is spelt like; "real apps" is not APPS.
        !coinedName(context, mention) &&
        !mention.linked &&
        !/\b(?:like|than|as|of)\s+$|(?:类似|像)\s*$/.test(text.slice(0, mention.start)) &&
        // "ruler vs infinitebench - which one is a fixed dataset": one side of a "vs" is a name.
        !/\b(?:vs\.?|versus)\s+$/i.test(text.slice(0, mention.start)) &&
        !/^\s*(?:vs\.?|versus)\s/i.test(text.slice(mention.end)) &&
        // "which mbpp does lm-eval use vs inspect evals?": the name a verb is asked of.
        !(
          /\b(?:which|what)\s+$/i.test(text.slice(0, mention.start)) &&
          /^\s+(?:does|do|did|is|are|was|were)\b/i.test(text.slice(mention.end))
        ) &&
        // "is there an arc-agi-3?": a word joined by hyphens is written as a name.
        !(/^-[\p{L}\p{N}]/u.test(text.slice(mention.end)) && !DESCRIBING_TAIL.test(text.slice(mention.end)))
      ),
  );
  const weakOnly = strong.length === 0 && forBenchmarks ? [] : found;
  // "whats the anima eval about? is it the same as AHB?": a loose word that names the record a
  // strong name of the question names too is that record, written twice; only its id, written
  // whole and on its own (not "arabic_mmlu" inside another task's name, nor "arena" of "webdev arena").
  const corroborated = found.filter(
    (mention) =>
      !strong.includes(mention) &&
      mention.text.toLowerCase() === mention.id &&
      !/[\p{L}\p{N}_-]/u.test(text.charAt(mention.start - 1)) &&
      !/[\p{L}\p{N}_-]/u.test(text.charAt(mention.end)) &&
      strong.some((other) => other.id === mention.id) &&
      !strong.some((other) => overlaps(other, mention)),
  );
  const read = strong.length > 0 ? [...strong, ...corroborated].sort((a, b) => a.start - b.start) : weakOnly;
  // "decodingtrust stereotype": the first word of several ids, read so its member can be picked.
  const chosen = [
    ...read,
    ...prefixMentions(context, text).filter(
      (one) =>
        !read.some((other) => overlaps(one, other)) &&
        // "multi-turn", "cross-lingual": an ordinary compound, unless some id goes on that way.
        !compoundWord(context, one, text) &&
        !describing(one) &&
        !(topicAt(one) && /^[a-z]+$/.test(one.text)),
    ),
    ...nameTokenMentions(context, text).filter(
      (one) => !read.some((other) => overlaps(one, other) || other.id === one.id),
    ),
  ].sort((a, b) => a.start - b.start);
  // "the bigbench dyck one": a suite's name, then a word another record answers to that names one
  // of the suite's own members (dyck_languages, not HELM's dyck_language). Likewise "the ARC task
  // in big-bench": the word, then the suite it is a task of (abstraction_and_reasoning_corpus,
  // which BIG-bench calls "BIG-bench ARC", not AI2's ARC).
  for (let at = 0; at + 1 < chosen.length; at++) {
    const [first, second] = [chosen[at], chosen[at + 1]];
    if (!first || !second) continue;
    const between = text.slice(first.end, second.start);
    const [suite, task] = SUITE_JOINT.test(between)
      ? [first, second]
      : TASK_OF.test(between)
        ? [second, first]
        : [undefined, undefined];
    if (!suite || !task || suite.linked || (suite === first && isSuiteOf(context, text, suite, task)))
      continue;
    // "parsinlu reading comp in bigbench": a task the name already reads as a member of the suite
    // after it is that member, the suite saying where it runs.
    // Not "is dyck languages in bigbench?", which asks whether it belongs.
    const member =
      suite === second &&
      !task.linked &&
      !/\b(?:is|are|was|were)\s+(?:the\s+)?$/i.test(text.slice(0, task.start)) &&
      belongsToSuite(context, suite, task)
        ? context.catalog.records.get(task.id)
        : suiteTaskNamed(context, suite.id, normalizeName(task.text));
    if (!member) continue;
    chosen.splice(at, 2, {
      id: member.id,
      linked: false,
      text: text.slice(first.start, second.end),
      start: first.start,
      end: second.end,
    });
  }
  // "the hard prompts board", nothing else named but its family ("the same arena votes"): the
  // board whose name ends so, which the family's name stands beside.
  const board = boardByWords(context, text);
  const family = board && context.catalog.records.get(board.id)?.page.lineage.family;
  if (board && chosen.every((mention) => mention.id === family && !overlaps(mention, board))) {
    // "… a separate benchmark or just a slice of chatbot arena?": the family asked about stays.
    const related = chosen.filter((mention) =>
      RELATED_BEFORE.test(text.slice(Math.max(board.end, mention.start - 40), mention.start)),
    );
    chosen.splice(0, chosen.length, ...[board, ...related].sort((a, b) => a.start - b.start));
  }
  const members: EntityMention[] = [];
  // "DeepSeek-V4-Pro's arena rating": a model's words are no member's ("Pro" is not hard prompts).
  const models = chosen.length > 0 ? modelsIn(modelTableOf(context.catalog), text) : [];
  chosen.forEach((mention, index) => {
    const modelBefore = Math.max(
      0,
      ...models.filter((model) => model.end <= mention.start).map((model) => model.end),
    );
    const modelAfter = Math.min(
      text.length,
      ...models.filter((model) => model.start >= mention.end).map((model) => model.start),
    );
    const bounds = {
      from: Math.max(members.at(-1)?.end ?? 0, sentenceStart(text, mention.start), modelBefore),
      to: Math.min(chosen[index + 1]?.start ?? text.length, sentenceEnd(text, mention.end), modelAfter),
    };
    const taken = new Set(chosen.filter((other) => other !== mention).map((other) => other.id));
    const member =
      siblingNamed(context, text, mention, bounds, taken) ??
      memberNamed(context, text, mention, bounds, taken);
    // A word another mention already names ("BIG-bench abstract narrative understanding") stays its.
    const picked = chosen.some((other) => other !== mention && overlaps(other, member)) ? mention : member;
    // A family without a record that no words picked a member of names nothing.
    if (context.catalog.records.has(picked.id) || picked.linked) members.push(picked);
  });
  // "∞bench 英文问答 (En.QA)": a family's name, then one of its members in brackets, names that member.
  for (let at = members.length - 2; at >= 0; at--) {
    const [family, member] = [members[at], members[at + 1]];
    if (
      family &&
      member &&
      membersOf(context.catalog, family.id).some((record) => record.id === member.id) &&
      /^[^,;:.?!，；：。？！()（）]*[(（]\s*$/.test(text.slice(family.end, member.start)) &&
      /^\s*[)）]/.test(text.slice(member.end))
    )
      members.splice(at, 1);
  }
  // A member of a named family the question names by words elsewhere ("the GCG transfer thing").
  const memberIds = new Set(members.map((mention) => mention.id));
  const distant = members.flatMap((mention) => {
    const found = mention.linked
      ? undefined
      : (distantMember(context, text, mention) ?? siblingByWords(context, text, mention, memberIds));
    // "arena hindi style control": words of a member the family lacks name no sibling.
    const lacking = found && unknownMember(context, text, mention);
    return found && !members.some((other) => overlaps(other, found)) && !(lacking && overlaps(lacking, found))
      ? [found]
      : [];
  });
  // "which arena board covers software and IT prompts?" asks for the member, not the family too;
  // so does "how does arena decide what counts as a hard prompt", which relates no two.
  const asksMember = (mention: EntityMention) =>
    (/\bwhich\s+(?:of\s+the\s+)?$/i.test(text.slice(0, mention.start)) &&
      /^\s+(?:board|leaderboard|category|track|one|subset|split|slice|member|task)\b/i.test(
        text.slice(mention.end),
      )) ||
    !(RELATION_ASKED.test(text) || SET_BESIDE.test(text));
  const elided = withElidedNames(
    context,
    text,
    [
      ...members.filter(
        (mention) =>
          !(
            asksMember(mention) &&
            distant.some((found) => context.catalog.records.get(found.id)?.page.lineage.family === mention.id)
          ),
      ),
      ...distant,
    ].sort((a, b) => a.start - b.start),
  );
  // "arena style control software and it services board": a name written just before another,
  // where every word from the first to the end of the second is a word of the second's record's
  // own name ("Arena Software and IT Services (style control)"), qualifies that record and names
  // no other.
  const qualifying = (one: EntityMention, next: EntityMention | undefined) => {
    if (next === undefined || next.id === one.id || next.start - one.end > QUALIFIER_GAP) return false;
    // Words between the two, as a name goes on ("… software and it services"); not "humaneval+ = humaneval".
    if (!/^\s+(?:\p{L}+\s+)+$/u.test(text.slice(one.end, next.start))) return false;
    const own = new Set(
      (context.catalog.records.get(next.id)?.page.name ?? '').toLowerCase().split(/[^\p{L}\p{N}]+/u),
    );
    return text
      .slice(one.start, next.end)
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter(Boolean)
      .every((word) => own.has(word));
  };
  // "terminal bench 2.1": the decimals of a version one of the record's names holds are its name.
  const refined = elided
    .filter(
      (mention) =>
        !partOfOther(context, text, mention, elided) &&
        !citesOtherPaper(context, text, mention, elided) &&
        !setAside(text, mention, elided),
    )
    .map((mention, _at, all) =>
      withOwnDecimals(context, text, qualifiedName(context, text, mention), all.length === 1),
    )
    .filter(
      (mention, at, all) => !qualifying(mention, all[at + 1]) && !labelOfMembers(context, text, mention, all),
    );
  const variants = missingVariants(context, text, refined);
  const { named, marks } = namedBenchmarks(context, text, refined, variants);
  const records = recordsOf(named);
  const outside = maskNames(
    text,
    refined.map((mention) => variants.get(mention) ?? mention),
  );
  // "who actually made it?" asks who made it: the word only stresses, and would keep the ask's
  // words apart.
  // A word the catalog itself writes is a word, not a slip of another: "change" is not "chance".
  const written = (word: string) => context.index.holders(word).length > 0;
  const masked = mendTypos(outside.replace(/[’‘]/g, "'").toLowerCase(), written).replace(
    /\bactually\s+(?=(?:made|built|created|wrote|designed|developed|published|maintains|runs|owns)\b)/g,
    '',
  );
  const harness = harnessAsked(masked);
  // "tb2.0 vs tb2.1, is 2.1 a new task set?": a version a name was written with is that version
  // again, not a score.
  const versions = new Set(named.flatMap((one) => (one.text.match(/\d+\.\d+/g) ?? []).map(Number)));
  return {
    text,
    masked,
    named,
    marks,
    records,
    numbers: numbersIn(outside)
      .filter((number) => !versions.has(number))
      // "gpt-4 got 22.22 …, is 22 high": a number said again, rounded, is that number.
      .filter(
        (number, at, all) =>
          !Number.isInteger(number) ||
          !all
            .slice(0, at)
            .some(
              (earlier) =>
                !Number.isInteger(earlier) && [Math.trunc(earlier), Math.round(earlier)].includes(number),
            ),
      ),
    unknownNames: unknownNames(context, outside, records),
    ...(harness ? { harness } : {}),
  };
}

/** The harness a question's words name ("how do I run gsm8k in lm-eval"), if any. */
export function harnessAsked(masked: string): HarnessName | undefined {
  return HARNESS_WORDS.find(([, pattern]) => pattern.test(masked))?.[0];
}

const HARNESS_WORDS: readonly [HarnessName, RegExp][] = [
  ['lm_eval', /\blm[-_ ]?eval(?:uation)?(?:[-_ ]harness)?\b|\beleuther/],
  ['opencompass', /\bopen ?compass\b/],
  ['helm', /\bhelm\b/],
  ['inspect_evals', /\binspect(?:[-_ ]evals?)?\b/],
  ['bigbench', /\bbig[-_ ]?bench\b(?! hard| lite)/],
];

/** After a name, words that make it a part of another record: "the humaneval part", "HumanEval 那部分". */
const PART_AFTER = /^(?:[\s-]*(?:part|half|portion|derived)\b(?!\s+of\b)|\s*(?:那|这)?(?:部分|一半))/i;
/** The most characters between a qualifying name and the name it qualifies ("… software and it services"). */
const QUALIFIER_GAP = 30;
/** Words that set one thing beside another: "a separate dataset or just harmbench with a suffix?". */
const SET_BESIDE = /\b(?:separate|just|basically|own|or|than|instead)\b|还是|就是/i;
/** Words that ask how two records relate, where both names are asked about. */
const RELATION_ASKED =
  /\b(?:same|subset|superset|translat\w*|identical|copy|version|differ\w*|vs|versus|part of)\b|一样|同一|翻译|子集|区别|属于/i;

/**
 * "MultiPL-E … HumanEval 那部分有多少题", "multipl-e: the humaneval part": a record named as a part of
 * another the question names, whose text names it as one of its sources. The question is about that
 * other record's part, not about the record named.
 */
function partOfOther(
  context: CommandContext,
  text: string,
  mention: EntityMention,
  mentions: readonly EntityMention[],
): boolean {
  const named = context.catalog.records.get(mention.id);
  if (!named || mention.linked || !PART_AFTER.test(text.slice(mention.end)) || RELATION_ASKED.test(text))
    return false;
  return mentions.some((other) => {
    const whole = other.id !== mention.id && !other.linked && context.catalog.records.get(other.id);
    return whole && sentencesNaming(whole, writtenNames(named)).length > 0;
  });
}

/**
 * "SWE-bench Lite vs Verified", "AIME 2024 or 2025": the word after "vs", "or" or "and" that names
 * nothing alone, read with the words of the name before it ("SWE-bench Verified"), when that is
 * exactly a name of a record.
 */
function withElidedNames(
  context: CommandContext,
  text: string,
  mentions: readonly EntityMention[],
): EntityMention[] {
  const out: EntityMention[] = [];
  mentions.forEach((mention, index) => {
    out.push(mention);
    const next = mentions[index + 1];
    // "A vs B", "A or B", "1350 on A vs 1290 on B", "A BLEU 18 vs B 35": a score of one side
    // (with its metric's word) may stand between.
    // A few words may stand around the score too ("we get 60 but En.QA only 25").
    const after =
      /^\s*(?:[\p{L}@+-]+\s+){0,3}(?:[~≈]?\d[\d.,]*%?\+?\s+)?(?:vs\.?|versus|or|and|but|while|,|\/|和|与|跟|还是)\s*(?:(?:only|just|we|our|it|get|got|gets|scores?|scored|is|was|about|around)\s+){0,3}(?:\d[\d.,]*%?\s+(?:on\s+)?)?([\p{L}\p{N}][\p{L}\p{N}.+-]*[\p{L}\p{N}+]|[\p{L}\p{N}])/iu.exec(
        text.slice(mention.end),
      );
    // "AlpacaEval 1.0 and 2.0", "an alpacaeval 1.0 score with a 2.0 one": a version after a
    // versioned name is that name at the version, also where the first version is one the record
    // does not hold (and is read apart later).
    const versions =
      /^([\s_-]*v?\d{1,2}(?:\.\d{1,2})?)?(?:\s+(?:scores?|numbers?|results?|runs?|figures?))?\s*(?:vs\.?|versus|or|and|with|against|和|与|跟|还是|,|\/)\s*(?:(?:an?|the)\s+)?(v?\d{1,2}(?:\.\d{1,2})?)(?![\w.%])/iu.exec(
        text.slice(mention.end),
      );
    const [, first, second] = versions ?? [];
    // The name the version goes with: the mention, or the mention less the version it ends in.
    const stem = first !== undefined ? mention.text : nameVersion(mention.text)?.stem;
    if (versions && second && stem !== undefined) {
      const at = mention.end + versions[0].length - second.length;
      // "terminal bench v1 vs v2": "v2" is the name's version 2, written "2" or "2.0" in names.
      const number = second.replace(/^v/i, '');
      const named =
        [second, number, ...(number.includes('.') ? [] : [`${number}.0`])]
          .map((version) => context.index.resolve(`${stem} ${version}`))
          .find((one) => one.kind === 'record' && one.via !== 'fuzzy') ??
        context.index.resolve(`${stem} ${second}`);
      // Another record, or this one at another version than the mention's ("1.0 and 2.0").
      if (
        named.kind === 'record' &&
        named.via !== 'fuzzy' &&
        (named.id !== mention.id || first?.trim() !== second) &&
        !(next && next.start < at + second.length)
      ) {
        out.push({ id: named.id, linked: false, text: second, start: at, end: at + second.length });
        return;
      }
    }
    if (!after?.[1] || mention.linked) return;
    const start = mention.end + after[0].length - after[1].length;
    if (next && next.start < start + after[1].length) return;
    // The words before the last one: up to the last space, else the last hyphen or underscore.
    const spaced = mention.text.search(/\s\S*$/);
    const cut = spaced > 0 ? spaced : mention.text.search(/[_-][^_-]*$/);
    const resolution =
      cut > 0 ? context.index.resolve(`${mention.text.slice(0, cut + 1)}${after[1]}`) : undefined;
    if (resolution?.kind === 'record' && resolution.via !== 'fuzzy' && resolution.id !== mention.id) {
      out.push({ id: resolution.id, linked: false, text: after[1], start, end: start + after[1].length });
      return;
    }
    // "flores en-ja vs en-de", "arena overall vs hard prompts": another member of the same family.
    const family = context.catalog.records.get(mention.id)?.page.lineage.family;
    if (!family) return;
    const sibling = memberNamed(
      context,
      text,
      { id: family, linked: false, text: '', start, end: start },
      { from: start, to: start + after[1].length },
    );
    if (sibling.id !== family && sibling.id !== mention.id) out.push(sibling);
  });
  return out;
}

/** "arc-style puzzles", "mmlu-like": a hyphen that makes a describing word, not a new name. */
const DESCRIBING_TAIL =
  /^-(?:style|like|based|type|related|level|format|only|specific|free|heavy|focused|oriented|inspired|esque|ish|grade|scale|sized?|driven|centric)\b/i;

/** "ruler_128k", "babilong-32k": a context length the run was set to, not another benchmark. */
const LENGTH_TAIL = /^[-_]\d+[km]$/i;

type Variant = { text: string; start: number; end: number; near?: BenchRecord };

/**
 * "the original arc" beside arc_agi_2, whose record says it "succeeds the original ARC-AGI": the
 * longer name that record gives the original, read in place of the short one; undefined where no
 * other named record speaks of an original so.
 */
function originalSpokenOf(
  context: CommandContext,
  text: string,
  mention: EntityMention,
  mentions: readonly EntityMention[],
): Variant | undefined {
  if (!/\bthe\s+original\s+$/i.test(text.slice(0, mention.start))) return undefined;
  const written = text.slice(mention.start, mention.end);
  const spoken = new RegExp(`\\boriginal\\s+(${escapeRegExp(written)}[\\w-]+)`, 'i');
  for (const other of mentions) {
    const record = other.id === mention.id ? undefined : context.catalog.records.get(other.id);
    const [quote] = record ? quotesMatching(record, spoken) : [];
    const name = quote ? spoken.exec(quote.text)?.[1] : undefined;
    if (record && name && !writtenNames(record).some((own) => normalizeName(own) === normalizeName(name)))
      return { text: name, start: mention.start, end: mention.end, near: record };
  }
  return undefined;
}

/**
 * "X with tools", "X w/ search", "X + tools": the variant its record lists under the id of X's
 * and that word (charxiv_reasoning_tools), where the catalog has no page of it; named by its id.
 */
function pagelessVariantWith(
  context: CommandContext,
  text: string,
  mention: EntityMention,
): Variant | undefined {
  const record = context.catalog.records.get(mention.id);
  const said = /^\s*["“]?\s*(?:with|\+)\s+([a-z]+)["”]?/i.exec(text.slice(mention.end));
  if (!record || mention.linked || !said?.[1]) return undefined;
  const word = said[1].toLowerCase();
  const id = [`${record.id}_${word}`, `${record.id}_${word}s`, `${record.id}_${word.replace(/s$/, '')}`].find(
    (one) => record.page.lineage.variants.includes(one) && !context.catalog.records.has(one),
  );
  return id ? { text: id, start: mention.start, end: mention.end + said[0].length, near: record } : undefined;
}

/** A tier word after a name, as benchmarks name their cuts ("GPQA Diamond", "MMLU-Pro"); none is ordinary English. */
const TIER_AFTER = /^[\s-](?:diamond|platinum|ultra|pro)(?![\w-])/i;

/**
 * Names that extend a known one past a hyphen into a name the catalog lacks: "BigCodeBench-Hard",
 * "ARC-AGI-3", "FLORES-101". The known part is not what was asked about, so the whole is a name
 * without a record, near the record its spelling is closest to.
 */
function missingVariants(
  context: CommandContext,
  text: string,
  mentions: readonly EntityMention[],
): Map<EntityMention, Variant> {
  const variants = new Map<EntityMention, Variant>();
  for (const mention of mentions) {
    // "flores en-fr": a member the family lacks, named by the words its members are named by.
    const member = unknownMember(context, text, mention);
    const family = context.catalog.records.get(mention.id);
    if (member) {
      variants.set(mention, {
        text: text.slice(member.start, member.end),
        ...member,
        ...(family ? { near: family } : {}),
      });
      continue;
    }
    // "arc-agi-2 vs the original arc": the original another named record speaks of ("succeeds the
    // original ARC-AGI"), not a record that only shares the short name.
    const original = originalSpokenOf(context, text, mention, mentions);
    if (original) {
      variants.set(mention, original);
      continue;
    }
    // "charxiv reasoning "with tools"": a variant its record lists (charxiv_reasoning_tools) with
    // no page of its own.
    const pageless = pagelessVariantWith(context, text, mention);
    if (pageless) {
      variants.set(mention, pageless);
      continue;
    }
    // "Global-MMLU": a word joined before a name with a hyphen makes another name, one the
    // catalog may lack; not "non-MMLU", a prefix of English.
    const head = /(?<![\p{L}\p{N}_.-])([\p{L}][\p{L}\p{N}]*)-$/u.exec(text.slice(0, mention.start))?.[1];
    // Nor "last-word prediction", a compound of English words that ends in an alias; but
    // "SuperCLUE-Math" is a coined word's, though "math" is English. "mind2web" of
    // "online-mind2web" is one coined word, not the English "mind".
    const firstWord = /^[^\s_-]+/u.exec(mention.text)?.[0]?.toLowerCase() ?? '';
    if (
      head &&
      !mention.linked &&
      !/^(?:non|pre|post|anti|pseudo|semi|quasi|sub)$/i.test(head) &&
      !(isEnglishWord(firstWord) && isEnglishWord(head.toLowerCase()))
    ) {
      const joined = `${head}-${text.slice(mention.start, mention.end)}`;
      const found = context.index.resolve(joined);
      if (!(found.kind === 'record' && found.via !== 'fuzzy')) {
        variants.set(mention, {
          text: joined,
          start: mention.start - head.length - 1,
          end: mention.end,
          ...(family ? { near: family } : {}),
        });
        continue;
      }
    }
    // "BigCodeBench-Hard"; "TB 2.1", a name that ends in a number cut short of its decimals.
    // "mmlu3.0": a decimal version run into the name is read as if spaced ("mmlu 3.0").
    const glued = /\p{L}$/u.test(mention.text) && /^\d{1,2}\.\d/.test(text.slice(mention.end)) ? ' ' : '';
    const rest = glued + text.slice(mention.end);
    const tail = // "truthfulqa_gl": an id spelling that goes on past the name is another id.
      // Latin letters only: "cmmlu_ppl跑了70" is cmmlu_ppl, then the question.
      (
        /^[-_][\p{Script=Latin}\p{N}][\p{Script=Latin}\p{N}_.+-]*/u.exec(rest)?.[0] ??
        // "AdvGLUE++", "MBPP+": the plus makes another benchmark.
        /^\+\+?(?![\p{L}\p{N}+])/u.exec(rest)?.[0] ??
        (/\d$/.test(mention.text) ? /^\.\d+/.exec(rest)?.[0] : undefined) ??
        // "AIME 2023" beside aime_2024 and aime_2025: a year the family has no record for.
        (hasYearMembers(context, mention.id) ? /^[\s_-](?:19|20)\d\d(?!\w)/.exec(rest)?.[0] : undefined) ??
        // "longbench v3": a version the catalog may have no record of; "MTEB(Multilingual, v3)",
        // after a comma inside the brackets such names are written with.
        /^[\s_-]v\d+(?:\.\d+)?(?!\w|\.\d)/i.exec(rest)?.[0] ??
        (/\([^)]*$/.test(mention.text) ? /^,\s*v\d+(?:\.\d+)?(?!\w|\.\d)\)?/i.exec(rest)?.[0] : undefined) ??
        // "terminal bench 3" beside Terminal-Bench 2: a version of a name some record numbers.
        // One digit: "terminal bench 65" is a score.
        // "Terminal-Bench 3.0" likewise, written with its decimal.
        (/^[\s-][1-9](?:\.\d)?(?![\w%]|\.\d)/.test(rest) &&
        (versionedName(context, mention) || speaksOfNumbered(context, mention, rest))
          ? /^[\s-][1-9](?:\.\d(?![\w%]|\.\d))?/.exec(rest)?.[0]
          : undefined) ??
        // "CValues 2.0": a release written as one, of any name ("mt-bench 8.9" stays a score).
        /^[\s-][1-5]\.0(?![\w%]|\.\d)/.exec(rest)?.[0] ??
        // "MedQA Diamond", "GPQA Platinum": a tier word benchmarks name their harder cuts by.
        TIER_AFTER.exec(rest)?.[0]
      )?.replace(/[.-]+$/, '');
    if (!mention.linked && !tail) {
      const written = writtenBeside(context, text, mention) ?? ownBenchmarkTask(context, mention);
      if (written) variants.set(mention, written);
      continue;
    }
    if (mention.linked || !tail || DESCRIBING_TAIL.test(tail) || LENGTH_TAIL.test(tail)) continue;
    const whole = text.slice(mention.start, mention.end) + tail;
    // "TB 2.1" where the record's own names hold 2.1 ("Terminal-Bench 2.1"): the record.
    const version = /\d+(?:\.\d+)+$/.exec(whole)?.[0];
    const record = context.catalog.records.get(mention.id);
    if (version && record && writtenNames(record).some((name) => name.endsWith(version))) continue;
    if (record && writtenNames(record).some((name) => normalizeName(name) === normalizeName(whole))) continue;
    // "mle_bench_lite", a task the record's own text names, is the record's; "truthfulqa_gl",
    // named only elsewhere, is another id.
    if (
      tail.startsWith('_') &&
      record &&
      (writtenNames(record).some((name) => normalizeName(whole).endsWith(normalizeName(name))) ||
        quotesMatching(record, new RegExp(`(?<![\\w-])${escapeRegExp(whole)}(?![\\w-])`, 'i')).length > 0)
    )
      continue;
    // "terminal bench core v0": a version the record's own text gives itself, written right after
    // one of its names ("Terminal-Bench-Core-v0"), not one of something else ("the v2 relaunch").
    const versionTail = /^[\s_-](v\d+(?:\.\d+)?)$/i.exec(tail)?.[1];
    if (versionTail && record) {
      const names = writtenNames(record)
        .filter((name) => name.length >= 3)
        .map(escapeRegExp)
        .join('|');
      const own = new RegExp(`(?:${names})[\\s-]+${escapeRegExp(versionTail)}(?![\\w])`, 'i');
      if (quotesMatching(record, own).length > 0) continue;
      // "swe-bench multimodal v2": a version the record counts its own items in ("517 instances at
      // original release, 480 in the v2 refresh") is a release of it.
      const counted = new RegExp(`(?<![\\w-])${escapeRegExp(versionTail)}(?![\\w])`, 'i');
      if (counted.test(`${record.page.dataset.splits} ${record.page.dataset.size_note}`)) continue;
      // "longbench v1" of a record with no version in its name whose lineage names its successors
      // (longbenchv2): the first release, which the record is.
      if (
        /^v1(?:\.0)?$/i.test(versionTail) &&
        record.page.lineage.successors.length > 0 &&
        !writtenNames(record).some((name) => /\d/.test(name))
      )
        continue;
      // "swe-bench multimodal v1 vs v2" of a record that counts its original release beside a v2
      // refresh: v1, set against that v2, is the original release.
      const counts = `${record.page.dataset.splits} ${record.page.dataset.size_note}`;
      if (
        /^v1(?:\.0)?$/i.test(versionTail) &&
        /^\s*(?:vs\.?|versus|and|or|和|与|还是)\s*v[2-9]\b/i.test(rest.slice(tail.length)) &&
        /\bv[2-9]\b/i.test(counts) &&
        /\boriginal\b/i.test(counts)
      )
        continue;
    }
    // "mmlu redux 2.0" of a record whose text speaks of "the 2.0 release" as its own: that release.
    const release = /^[\s_-]v?(\d+(?:\.\d+)?)$/i.exec(tail)?.[1];
    if (
      release &&
      record &&
      quotesMatching(
        record,
        new RegExp(`\\b(?:the|in|its)\\s+v?${escapeRegExp(release)}\\s+(?:release|dump|refresh)\\b`, 'i'),
      ).length > 0
    )
      continue;
    const resolution = context.index.resolve(whole);
    if (resolution.kind === 'record' && resolution.via !== 'fuzzy') continue;
    // A version the catalog lacks ("longbench v3") is nearest the record it is a version of.
    const nearId = resolution.kind === 'record' && !/^[\s_-]v\d/i.test(tail) ? resolution.id : mention.id;
    // "arc-agi-1" begins one record's name ("ARC-AGI-1 Public Evaluation Set"): that record is of
    // it, nearer than the one a letter off its spelling (arc_agi_2).
    const near = nameBegunBy(context, whole)?.record ?? context.catalog.records.get(nearId);
    variants.set(mention, {
      text: whole,
      start: mention.start,
      end: mention.end + tail.length - glued.length,
      ...(near ? { near } : {}),
    });
  }
  return variants;
}

/**
 * Whether some record's name is this mention's name with a number after it ("Terminal-Bench 2"
 * beside "terminal bench"): then a number written after the name is a version, maybe one the
 * catalog lacks.
 */
function versionedName(context: CommandContext, mention: EntityMention): boolean {
  const record = context.catalog.records.get(mention.id);
  const numbered = numberedStems(context.catalog);
  // Or the name as typed: "arc agi" is ARC-AGI-1's page, and "ARC-AGI-2" goes on from it.
  return (
    record !== undefined &&
    (numbered.has(normalizeName(mention.text)) ||
      writtenNames(record).some((name) => numbered.has(normalizeName(name))))
  );
}

/**
 * Whether the record's own text names itself with the number written after it ("Mind2Web 2 … has
 * no page here" on mind2web's page): then "mind2web 2" is that other benchmark, not a score.
 */
function speaksOfNumbered(context: CommandContext, mention: EntityMention, rest: string): boolean {
  const record = context.catalog.records.get(mention.id);
  const number = /^[\s-]([1-9](?:\.\d)?)/.exec(rest)?.[1];
  // "medqa 4 option", "mmlu 5 shot": a count of something, not a name's number; "mind2web 2 the
  // same as …" goes on with the question's own words.
  const after = /^[\s-]\d(?:\.\d)?[\s-]?([a-z]+)/i.exec(rest)?.[1]?.toLowerCase();
  if (!record || !number || (after !== undefined && !STOP_WORDS.has(after) && !/^(?:vs|versus)$/.test(after)))
    return false;
  const names = writtenNames(record)
    .filter((name) => name.length >= 3)
    .map(escapeRegExp)
    .join('|');
  const numbered = new RegExp(
    `(?<![\\w-])(?:${names})[\\s-]${escapeRegExp(number)}(?![\\w%]|\\.\\d|-\\w)`,
    'i',
  );
  return quotesMatching(record, numbered).length > 0;
}

/** The names, as keys, that some record's name goes on from with a number ("terminalbench" of "Terminal-Bench 2"). */
const numberedStems = perCatalog((catalog) => {
  const stems = new Set<string>();
  for (const record of catalog.records.values())
    for (const name of writtenNames(record)) {
      const stem = /^(.+?)v?\d+$/.exec(normalizeName(name))?.[1];
      if (stem) stems.add(stem);
    }
  return stems;
});

/**
 * "simpleqa verified", "code arena": a name and the word beside it, written in the records as a
 * name of its own ("SimpleQA Verified", "Code Arena", each word capitalised) that no record
 * bears: the benchmark the question asks about is that one, which the catalog lacks.
 */
function writtenBeside(context: CommandContext, text: string, mention: EntityMention): Variant | undefined {
  const record = context.catalog.records.get(mention.id);
  if (!record) return undefined;
  const after = /^ ([\p{L}][\p{L}\p{N}]{2,})/u.exec(text.slice(mention.end))?.[1];
  const before = /([\p{L}][\p{L}\p{N}]{2,}) $/u.exec(text.slice(0, mention.start))?.[1];
  const spelled = mention.text;
  // A small word ("the CLEVA") or a word for a metric or a set ("XLSum ROUGE") makes no name.
  const nameWord = (word: string | undefined): word is string =>
    word !== undefined &&
    !STOP_WORDS.has(word.toLowerCase()) &&
    !NOT_NAME_WORD.test(word) &&
    // "harmbench ASR": the record's own metric, named by its short form.
    !new RegExp(`\\b${escapeRegExp(word)}\\b`, 'i').test(record.page.metric.name) &&
    !isHarnessName(word);
  const candidates = [
    ...(nameWord(after)
      ? [{ phrase: `${spelled} ${after}`, start: mention.start, end: mention.end + after.length + 1 }]
      : []),
    ...(nameWord(before)
      ? [{ phrase: `${before} ${spelled}`, start: mention.start - before.length - 1, end: mention.end }]
      : []),
  ];
  if (candidates.length === 0) return undefined;
  const family = context.catalog.records.get(record.page.lineage.family);
  const records = [record, ...membersOf(context.catalog, record.id), ...(family ? [family] : [])];
  // Words of the record's own names ("hard prompts" of Arena Elo — Hard Prompts) are that record.
  const own = [record.page.name, ...record.page.aliases].map(normalizeName);
  for (const { phrase, start, end } of candidates) {
    const key = phrase.toLowerCase();
    // "SWE-bench-style" describes; it names nothing.
    const describing = DESCRIBING_TAIL.test(`-${key.split(' ').at(-1) ?? ''}`);
    const writer = records.find((one) => {
      const written = namesWrittenIn(one);
      return written.pairs.has(key) || (!describing && written.hyphened.has(key));
    });
    // "English IFEval": the record itself, in the language it is in. "Chinese SimpleQA" of an
    // English-only record is another benchmark, whether or not the record writes its name.
    const word = phrase === `${before} ${spelled}` ? before : after;
    // "SWE-bench Python" of a set in Python is that set, written in its programming language.
    const language = word === undefined ? undefined : (languageOf(word) ?? codeLanguageOf(word));
    if (language && speaks(record, language)) continue;
    // A code ("hi MMLU") is too often a word to name a benchmark of its own.
    const languageBefore = language !== undefined && word !== undefined && word === before && word.length > 2;
    if (!writer && !languageBefore) continue;
    if (own.some((name) => name.includes(normalizeName(phrase)))) continue;
    if (context.index.resolve(phrase).kind !== 'none') continue;
    if (!writer) return { text: phrase, start, end, near: record };
    // Nearest is the record that writes the name ("Arena-Hard-Auto" on arena_elo's page).
    return { text: phrase, start, end, near: writer };
  }
  return undefined;
}

type WrittenNames = {
  /** Two-word names written capitalised mid-sentence ("SimpleQA Verified", "Code Arena"). */
  pairs: Set<string>;
  /** Names written as one capitalised hyphened word ("Arena-Hard-Auto"), words spaced. */
  hyphened: Set<string>;
};

const writtenByRecord = new WeakMap<BenchRecord, WrittenNames>();

/**
 * The names a record's text writes as names, lower case: "simpleqa verified", "arena hard auto".
 * Read once per record, since a question looks them up beside every name it writes.
 */
function namesWrittenIn(record: BenchRecord): WrittenNames {
  let written = writtenByRecord.get(record);
  if (!written) {
    written = { pairs: new Set(), hyphened: new Set() };
    for (const quote of quotesMatching(record, /[A-Z]/)) {
      for (const match of quote.text.matchAll(
        /(?<=\S\s["'“(]?)([\p{Lu}\p{N}][\p{L}\p{N}.+-]*) (\p{Lu}[\p{L}\p{N}+-]*)/gu,
      ))
        written.pairs.add(`${match[1]} ${match[2]}`.toLowerCase());
      // A sentence may open with one when its first word is coined ("C-Eval Hard is a fixed subset").
      const opening = /^([\p{Lu}][\p{L}]*[-+\p{N}][\p{L}\p{N}.+-]*) (\p{Lu}[\p{L}\p{N}+-]*)/u.exec(
        quote.text,
      );
      if (opening) written.pairs.add(`${opening[1]} ${opening[2]}`.toLowerCase());
      for (const [name] of quote.text.matchAll(/(?<![\w-])\p{Lu}[\p{L}\p{N}]*(?:-[\p{L}\p{N}]+)+(?![\w-])/gu))
        written.hyphened.add(name.replace(/-/g, ' ').toLowerCase());
    }
    writtenByRecord.set(record, written);
  }
  return written;
}

/**
 * Every run of whole words in the catalog's names and aliases, by its plain key, with the records
 * whose names hold it: "chollet arc" of "Chollet ARC (BIG-bench task)".
 */
const nameRuns = perCatalog((catalog) => {
  const runs = new Map<string, Set<string>>();
  for (const record of catalog.records.values())
    for (const name of [record.page.name, ...record.page.aliases]) {
      const words = name.split(/[\s()/,:]+/).filter(Boolean);
      for (let from = 0; from < words.length; from++)
        for (let to = from + 2; to <= Math.min(words.length, from + 4); to++) {
          const key = normalizeName(words.slice(from, to).join(''));
          runs.set(key, (runs.get(key) ?? new Set()).add(record.id));
        }
    }
  return runs;
});

/**
 * "chollet's arc": a name said after a word its record's names never hold beside it (a maker's,
 * possessive or not), where exactly one other record's name or alias holds both words together
 * ("Chollet ARC (BIG-bench task)"), names that other record: the acronym is shared, the maker
 * says which.
 */
function qualifiedName(context: CommandContext, text: string, mention: EntityMention): EntityMention {
  const before = /([\p{L}\p{N}][\p{L}\p{N}-]*?)(?:['’]s)?\s+$/u.exec(text.slice(0, mention.start));
  if (!before?.[1] || STOP_WORDS.has(before[1].toLowerCase())) return mention;
  const holders = nameRuns(context.catalog).get(normalizeName(`${before[1]}${mention.text}`));
  if (!holders || holders.size !== 1 || holders.has(mention.id)) return mention;
  const [id] = [...holders];
  return id
    ? {
        id,
        linked: false,
        text: text.slice(before.index, mention.end),
        start: before.index,
        end: mention.end,
      }
    : mention;
}

/**
 * A mention that stops before decimals its record's own names go on with ("Terminal-Bench 2.1"),
 * extended to them; with the other records that have that name too, where it is asked alone.
 */
function withOwnDecimals(
  context: CommandContext,
  text: string,
  mention: EntityMention,
  alone: boolean,
): EntityMention {
  const decimals = /\d$/.test(mention.text)
    ? /^\.\d+(?![\w.])/.exec(text.slice(mention.end))?.[0]
    : undefined;
  const record = context.catalog.records.get(mention.id);
  if (!decimals || !record || mention.linked) return mention;
  const version = `${/[\d]+$/.exec(mention.text)?.[0] ?? ''}${decimals}`;
  if (!writtenNames(record).some((name) => name.endsWith(version))) return mention;
  const end = mention.end + decimals.length;
  const written = text.slice(mention.start, end);
  // "how do i run terminal-bench 2.0": a name another record has too, whole, is both records'
  // name, where it is the only one asked of. Beside another name, another version ("next to the
  // 2.1 leaderboard") or a score ("70% on terminal bench 2.0"), it stays the record found, whose
  // text reads that version against the others.
  const numberBeside = /(?<![\w.])\d+(?:\.\d+)?(?![\w.])/.test(
    text.slice(0, mention.start) + text.slice(end),
  );
  const others = (alone && !numberBeside ? [...context.catalog.records.values()] : []).filter(
    (other) =>
      other !== record && writtenNames(other).some((name) => normalizeName(name) === normalizeName(written)),
  );
  return {
    ...mention,
    end,
    text: written,
    ...(others.length > 0 ? { alternatives: [record.id, ...others.map((other) => other.id)] } : {}),
  };
}

/**
 * "simpleqa verified": a harness task of a record ("simpleqa_verified" in simpleqa's inspect
 * entry) that the record's text calls a benchmark of its own without a page. The question is
 * about that benchmark, which the catalog lacks, not the record.
 */
function ownBenchmarkTask(context: CommandContext, mention: EntityMention): Variant | undefined {
  const resolution = context.index.resolve(mention.text);
  if (resolution.kind !== 'record' || resolution.via !== 'harness') return undefined;
  const record = context.catalog.records.get(resolution.id);
  if (!record) return undefined;
  const spoken = sentencesNaming(record, [mention.text, mention.text.replace(/[_-]/g, ' ')]);
  return spoken.some((quote) => OWN_BENCHMARK.test(quote.text))
    ? { text: mention.text, start: mention.start, end: mention.end, near: record }
    : undefined;
}

/**
 * "mmlu pro medicine": a member's name ("mmlu pro", MMLU-Pro) with a word past it that only a
 * sibling's name covers along with it (mmlu_professional_medicine): the sibling, read from the
 * family's own name on.
 */
function siblingNamed(
  context: CommandContext,
  text: string,
  mention: EntityMention,
  bounds: { from: number; to: number },
  taken: ReadonlySet<string>,
): EntityMention | undefined {
  const family = context.catalog.records.get(mention.id)?.page.lineage.family;
  const head = /^[\p{L}\p{N}]+/u.exec(mention.text)?.[0];
  if (mention.linked || !family || !head || !context.catalog.records.has(family)) return undefined;
  const from = {
    id: family,
    linked: false,
    text: head,
    start: mention.start,
    end: mention.start + head.length,
  };
  const sibling = memberNamed(context, text, from, bounds, taken);
  const record = context.catalog.records.get(sibling.id);
  const named = context.catalog.records.get(mention.id);
  if (sibling.id === mention.id || sibling.id === family || sibling.end <= mention.end || !record || !named)
    return undefined;
  // The words the member's name was read from ("pro" of "mmlu pro") must be the sibling's too
  // ("mmlu pro computer sci" is MMLU-Pro's category); and a word past it that the named record's
  // own text has ("law", one of MMLU-Pro's categories) is the named record's.
  const tail = mention.text.slice(head.length).match(/[\p{L}\p{N}]+/gu) ?? [];
  const past = text.slice(mention.end, sibling.end).match(/[\p{L}\p{N}]+/gu) ?? [];
  const own =
    `${named.page.summary} ${named.page.measures} ${named.page.dataset.splits} ${named.page.dataset.size_note}`.toLowerCase();
  const itsOwn = past.some((word) => word.length >= 3 && new RegExp(`\\b${word.toLowerCase()}\\b`).test(own));
  return holdsWords(context.catalog, record, family, tail) && !itsOwn ? sibling : undefined;
}

/** Whether a word is the first half of a hyphenated word that no record's id goes on with. */
function compoundWord(context: CommandContext, mention: EntityMention, text: string): boolean {
  const next = /^-([\p{L}\p{N}]+)/u.exec(text.slice(mention.end))?.[1]?.toLowerCase();
  if (!next) return false;
  const heads = idHeads(context.catalog);
  return !heads.has(`${mention.id}_${next}`);
}

/**
 * The acronyms records' names and aliases are written with, in capitals: "gsm" of GSM-Hard, "swe"
 * of SWE-bench. Not an English word a name capitalises (MULTI-Bench, BIG-bench, HEART): "multi-turn"
 * and "big-picture" are words.
 */
const acronymHeads = perCatalog(
  (catalog) =>
    new Set(
      [...catalog.records.values()].flatMap((record) =>
        [record.page.name, ...record.page.aliases].flatMap((name) =>
          name
            .split(/[\s_-]+/)
            .filter((word) => /^[A-Z]{3,}$/.test(word))
            .map((word) => word.toLowerCase())
            .filter(
              (word) =>
                !COMMON_WORDS.has(word) &&
                !STOP_WORDS.has(word) &&
                !FIELD_ACRONYMS.has(word) &&
                !CAPITALISED_WORDS.has(word),
            ),
        ),
      ),
    ),
);

/** English words some names write in capitals. */
const CAPITALISED_WORDS = new Set(
  'multi big core drop ethics exams facts heart race ruler air apps bench dev anima libra'.split(' '),
);

/** Every id's first two words and every longer start of them: "multi_swe", "multi_swe_bench". */
const idHeads = perCatalog(
  (catalog) =>
    new Set(
      [...catalog.records.keys()].flatMap((id) => {
        const words = id.split('_');
        return words.slice(1).map((_word, at) => words.slice(0, at + 2).join('_'));
      }),
    ),
);

/** The ids some records go on from with a year (aime_2024, aime2025 of aime). */
const yearFamilies = perCatalog(
  (catalog) =>
    new Set([...catalog.records.keys()].flatMap((other) => /^(.+?)_?(?:19|20)\d\d$/.exec(other)?.[1] ?? [])),
);

/** Whether some records are named by a year after this one's id (aime_2024, aime2025). */
function hasYearMembers(context: CommandContext, id: string): boolean {
  return yearFamilies(context.catalog).has(id);
}

/** The text with each mention replaced by the name mark, spaced so words stay apart. */
function maskNames(text: string, mentions: readonly { start: number; end: number }[]): string {
  let masked = text;
  for (const mention of [...mentions].reverse()) {
    masked = `${masked.slice(0, mention.start)} ${NAME_MARK} ${masked.slice(mention.end)}`;
  }
  return masked;
}

/** Two versions named as what scores are of: "2.0 and 2.1 scores", "v1 vs v2 numbers". */
const VERSIONS_OF_SCORES =
  /(?<![\d.])v?(\d+\.\d+)\s+(?:and|or|vs\.?|versus|&)\s+v?(\d+\.\d+)\s+(?:scores?|numbers?|results?|versions?|releases?)\b/gi;

/** Scores and counts: "61", "64%", "0.91", "12k" is left out (it is not a score). */
export function numbersIn(written: string): number[] {
  // "solved 9/91 on swe-bench-java", "resolves 12 of the 91 tasks": a share of the items solved,
  // read as the percentage it is.
  const text = written.replace(SHARE_SOLVED, (whole, verb: string, part: string, all: string) =>
    Number(part) < Number(all) ? `${verb}${Number(((Number(part) / Number(all)) * 100).toFixed(2))}%` : whole,
  );
  // "are 2.0 and 2.1 scores comparable?": decimals written as what scores are of are versions,
  // wherever else the question writes them ("58 on 2.0 and 70 on 2.1").
  const versions = new Set(
    [...text.matchAll(VERSIONS_OF_SCORES)].flatMap((match) => [match[1], match[2]].filter(Boolean)),
  );
  // "#1" and "top 10" are ranks and "pass^1" a metric's name, not scores.
  const found = [
    ...text.matchAll(/(?<![\w.@#^-])(?<!\btop[\s-])(-?\d+(?:\.\d+)?)\s*(%?)(?![\w.]*\w)(\s+[a-z]+)?/gi),
  ].filter(
    // "361 tasks" is a count, "Opus 4.6", "GPT-4.1" a model's name, and "5.7 pts behind" a gap:
    // none is a score.
    // "45% step success" is a score: a percentage counts nothing.
    (match) =>
      (match[2] === '%' || !COUNT_NOUN.test(match[3] ?? '')) &&
      // "arxiv 2410.17040" is a paper's id; "5-shot", "4-option" are settings; "the 2015 paper" a year.
      !/^\d{4}\.\d{4,5}$/.test(match[1] ?? '') &&
      !versions.has(match[1]) &&
      !(
        /^(?:19|20)\d\d$/.test(match[1] ?? '') &&
        (/^\s+(?:\S+\s+){0,2}?(?:paper|papers|study|release|version|edition|leaderboard|board|snapshot|results?|run|model)\b|^\s*(?:年|论文|版|的论文)/i.test(
          text.slice(match.index + (match[1]?.length ?? 0)),
        ) ||
          // "in 2015", "since 2023": a date.
          // "jan-apr 2025", "Q1 2025", "early 2025": a month's or a season's year.
          /\b(?:in|since|from|until|before|after|circa|early|late|mid|q[1-4]|h[12]|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?,?)\s+$|[在从自于]\s*$/i.test(
            text.slice(0, match.index),
          ) ||
          // "2024 vs 2023", "the 2023 and 2024 sittings": two years side by side are two dates.
          inYearPair(text, match.index))
      ) &&
      !/^-(?:shots?|way|options?|choices?|turns?|steps?|hops?|digits?|grams?|bits?|class|fold|k)\b/i.test(
        text.slice(match.index + (match[1]?.length ?? 0)),
      ) &&
      // "the 750-point scale", "750 分制", "out of 750": a scale's top, not a score.
      !/^(?:-|\s*)points?[- ]scale\b|^\s*分制|^\s*分的满分/i.test(
        text.slice(match.index + (match[1]?.length ?? 0)),
      ) &&
      !/\bout of\s*$|满分\s*$/i.test(text.slice(0, match.index)) &&
      // "the full test set (all 5000, …)": all of a count, not a score.
      !(
        match[2] !== '%' &&
        /\b(?:all|the full|the whole|all of the)\s+$|全部\s*$|所有\s*$/i.test(text.slice(0, match.index))
      ) &&
      // "5000题", "8个类别": a count in Chinese; "3 月", "8号": a date.
      !/^\s*(?:道|题|个|条|项|次|种|轮|类|组|篇|份|套|门|月|日|号)/.test(
        text.slice(match.index + match[0].length - (match[3]?.length ?? 0)),
      ) &&
      !afterModelName(text, match.index) &&
      // "level 1", "tier 2", "phase 3": which level of a benchmark, not a score on it.
      !/\b(?:level|lvl|tier|phase|stage|round|track|subtask|difficulty|grade)\s*$|第\s*$/i.test(
        text.slice(0, match.index),
      ) &&
      // "at temp 0", "temperature=0.7", "seed 42": a setting of the run, not its score.
      !/\b(?:temp(?:erature)?|top[-_ ]?[pk]|seed|max[-_ ]?tokens|beam(?:s| size)?)\s*[=:]?\s*$|温度\s*[=:]?\s*$/i.test(
        text.slice(0, match.index),
      ) &&
      !versionOfName(text, match) &&
      !GAP_AFTER.test(text.slice(match.index + match[0].length - (match[3]?.length ?? 0))) &&
      // "differ by 5 pts", "dropped by 3 points": a gap, written after what it is of.
      !(
        /\bby\s+$/i.test(text.slice(0, match.index)) &&
        /^\s*(?:pts?|points?|pp|percentage points?)\b/i.test(
          text.slice(match.index + match[0].length - (match[3]?.length ?? 0)),
        )
      ),
  );
  // "38% on X (361 tasks); we got 35% on the full 369": with two percentages, those are the scores;
  // so are two numbers written with a metric ("88 F1 on squad 1.1 and 85 F1 on squad v2").
  const scored = found.filter(
    (match) =>
      match[2] === '%' ||
      METRIC_AFTER.test(text.slice(match.index + match[0].length - (match[3]?.length ?? 0))),
  );
  return (scored.length >= 2 ? scored : found).map((match) => Number(match[1]));
}

/** "solved 9/91", "got 12 / 40 right", "passed 3/10": a count of a whole solved, not two numbers. */
const SHARE_SOLVED =
  /(\b(?:(?:re)?solv(?:e|es|ed)|pass(?:es|ed)?|gets?|got|scor(?:e|es|ed)|fix(?:es|ed)?|complet(?:e|es|ed)|answer(?:s|ed)?)\s+(?:only\s+|just\s+|about\s+)?)(\d+)\s*(?:\/|(?:out\s+)?of(?:\s+the)?)\s*(\d+)(?![\d./%])/gi;

/** Two years set side by side ("2024 vs 2023", "2023 → 2024", "2023年和2024年"). */
const YEAR_PAIR =
  /(?<![\d.])(?:19|20)\d\d\s*(?:年\s*)?(?:vs\.?|versus|against|or|and|to|->|→|-|–|和|与|跟|对比|比)\s*(?:19|20)\d\d(?![\d.%])/gi;

/** Whether the number at `at` is one of two years set side by side. */
function inYearPair(text: string, at: number): boolean {
  return [...text.matchAll(YEAR_PAIR)].some((pair) => pair.index <= at && at < pair.index + pair[0].length);
}

/** A metric written right after a number: "88 F1", "71.2 EM", "45 pass@1", "30 BLEU". */
const METRIC_AFTER =
  /^\s*(?:f1|em|exact match|acc(?:uracy)?|pass@\d+|bleu|rouge[\w-]*|chrf\+*|points?|pts|elo|win ?rate)\b/i;

/** Whether the text before `at` ends in a model's name, so a number there is its version ("opus 4.6"). */
export function afterModelName(text: string, at: number): boolean {
  return MODEL_BEFORE.test(text.slice(0, at));
}

const MODEL_BEFORE =
  /\b(?:opus|sonnet|haiku|claude|gpt|llama|qwen|qwen\d|gemini|mistral|deepseek|phi|grok|glm|kimi|yi|o)[\s-]*v?$/i;

/**
 * A small whole number or one with a single decimal written right after a name ("AlpacaEval 2",
 * "TB 2.0", "terminus 2", "llama 3.1"), or two such set side by side ("2.1 vs 2.0"): a version, not
 * a score. After a word that leads a score ("got 2", "is 2.5", "of 8") it is a score.
 */
function versionOfName(text: string, match: RegExpMatchArray): boolean {
  if (match[2] === '%' || !/^[1-9](?:\.\d)?$/.test(match[1] ?? '')) return false;
  const before = text.slice(0, match.index);
  // "2.1 vs 2.0": two versions set side by side.
  const pair = /(?<![\d.])[1-9]\.\d\s+(?:vs\.?|versus|or|and|->|→)\s+[1-9]\.\d(?![\d.])/g;
  const at = match.index ?? 0;
  if ([...text.matchAll(pair)].some((one) => one.index <= at && at < one.index + one[0].length)) return true;
  const decimal = /\./.test(match[1] ?? '');
  // "terminal bench 2.0 vs 2.1": a version set against the one the name was written with.
  if (decimal && new RegExp(`${NAME_MARK}\\s*(?:vs\\.?|versus|->|→)\\s*$`).test(before)) return true;
  // "compare a 2.0 score with a 2.1 score": a version's score, not a score of 2.
  if (
    decimal &&
    /\b(?:a|an|the|our|their|my|any)\s+$/i.test(before) &&
    /^\s+(?:scores?|numbers?|results?|runs?|leaderboard|board|overall)\b/i.test(
      text.slice(at + (match[1]?.length ?? 0)),
    )
  )
    return true;
  // "Terminal-Bench 2.0", "arc agi 3", "bfcl v3.1"; not "vendor A says mt-bench 8.9", a score.
  if (AFTER_NAME.test(before))
    return /(?:^|\.0)$/.test(match[1]?.replace(/^\d+/, '') ?? '') || /v(?:ersion)?\s*$/i.test(before);
  const word = /(\p{L}[\p{L}\p{N}_-]*)\s+$/u.exec(before)?.[1]?.toLowerCase();
  // "跑了 8.1", "上报 8.3": after words in Chinese a number is a score, unless they say version
  // (版本) or set it against a version ("2.0 和 3.0").
  if (word !== undefined && /\p{Script=Han}$/u.test(word) && !/(?:和|与|跟|或|还是|对比|比)$/.test(word))
    return /版本?$/.test(word);
  return word !== undefined && !SCORE_LEAD.has(word) && !COMMON_WORDS.has(word);
}

/** The end of a text that is a name, maybe with "v" or "version": what a version follows. */
const AFTER_NAME = new RegExp(`${NAME_MARK}\\s*(?:v(?:ersion)?\\s*)?$`);

/** Words after which a number is a score: "got 2", "scored 2.5", "a score of 8". */
const SCORE_LEAD = new Set(
  (
    'on of is at got get gets getting scored scores score scoring reach reached reaches hit hits to from ' +
    'was were be been about around only just and or vs versus with than over under below above near ' +
    'average averages gives gave give says said reports reported shows showed makes made roughly ' +
    'approximately nearly almost top best rating elo bleu f1 accuracy acc'
  ).split(' '),
);

/** A number of points between two scores: "5.7 pts behind", "3 points lower". */
const GAP_AFTER =
  /^\s*(?:pts?|points?|pp|percentage points?)\s+(?:behind|ahead|lower|higher|better|worse|off|down|up|short|apart|gap|difference)\b/i;

const COUNT_NOUN =
  /^\s+(?:tasks?|items?|questions?|problems?|prompts?|examples?|samples?|instances?|rows?|shots?|turns?|languages?|subjects?|categories|models?|tokens?|options?|choices?|distractors?|candidates?|needles?|demonstrations?|exemplars?|attempts?|tries|epochs?|runs?|seeds?|steps?|days?|weeks?|months?|years?|hours?|minutes?)$/i;

/**
 * The one record a name of which begins with these words, then says which split of it the record
 * is ("ARC-AGI-1 Public Evaluation Set"), if one. Not "HealthBench Professional", a later set
 * whose lineage names HealthBench as its predecessor.
 */
export function nameBegunBy(
  context: CommandContext,
  words: string,
): { record: BenchRecord; written: string } | undefined {
  const spaced = (name: string) =>
    name
      .toLowerCase()
      .replace(/[\s_-]+/g, ' ')
      .trim();
  const begun = `${spaced(words)} `;
  const found = [...context.catalog.records.values()].flatMap((record) => {
    const written = writtenNames(record).find(
      (name) => spaced(name).startsWith(begun) && SPLIT_NAMED.test(spaced(name).slice(begun.length)),
    );
    return written ? [{ record, written }] : [];
  });
  const [only] = found;
  const { lineage } = only?.record.page ?? {};
  const kin = lineage ? [lineage.family, lineage.predecessor, ...lineage.variants].map(spaced) : [];
  return found.length === 1 && !kin.includes(spaced(words)) ? only : undefined;
}

/** Words after a benchmark's name that say the set is a split of it: "… Public Evaluation Set". */
const SPLIT_NAMED =
  /\b(?:set|split|subset|eval|evaluation|test|dev|validation|public|private|held out|portion)\b/;

/**
 * Merges the mentions into benchmarks. A suite named right before one of its own tasks
 * ("BIG-bench abstract narrative understanding") is the task's record, not a second benchmark.
 */
function namedBenchmarks(
  context: CommandContext,
  text: string,
  mentions: readonly EntityMention[],
  variants: ReadonlyMap<EntityMention, Variant>,
): { named: Named[]; marks: (Named | undefined)[] } {
  const named: Named[] = [];
  const seen = new Map<string, Named>();
  // Each mention's benchmark, the first of a name written twice standing for both.
  const once = (key: string, make: () => Named | undefined): Named | undefined => {
    const known = seen.get(key);
    if (known) return known;
    const made = make();
    if (made) {
      seen.set(key, made);
      named.push(made);
    }
    return made;
  };
  const marks: (Named | undefined)[] = [];
  const markOf = (mention: EntityMention, index: number): Named | undefined => {
    const variant = variants.get(mention);
    if (variant)
      return once(variant.text, () => ({
        kind: 'linked',
        id: variant.text,
        text: variant.text,
        near: variant.near,
      }));
    const next = mentions[index + 1];
    if (next && isSuiteOf(context, text, mention, next)) return undefined;
    // "the bigbench ARC task (abstraction_and_reasoning_corpus)": a name restated in brackets.
    const before = mentions[index - 1];
    if (
      before?.id === mention.id &&
      /^[\s\w-]{0,24}\(\s*$/.test(text.slice(before.end, mention.start)) &&
      /^\s*\)/.test(text.slice(mention.end))
    )
      return marks[index - 1];
    if (mention.linked)
      return once(mention.id, () => ({ kind: 'linked', id: mention.id, text: mention.text }));
    // A name several records share, typed as one of their ids ("aime_2024"), is that record.
    // "AIME 2024", spaced as aime_2024 is underscored, is that record and not aime2024.
    const typed = [mention.text.toLowerCase(), mention.text.toLowerCase().replace(/[\s-]+/g, '_')].find(
      (id) => mention.alternatives?.includes(id),
    );
    // A record the census folds into another of them (aime2024 into aime_2024) is that one.
    const alternatives = mention.alternatives?.filter((id) => !foldedInto(context.catalog, id));
    const ids = typed
      ? [typed]
      : alternatives?.length
        ? alternatives
        : (mention.alternatives ?? [mention.id]);
    const records = ids.flatMap((id) => context.catalog.records.get(id) ?? []);
    // "kcle" and "kcle_fix" are one record under two names; both are kept, for compare.
    return once(`${ids.join('|')}:${normalizeName(mention.text)}`, () => {
      const [one] = records;
      if (records.length > 1) return { kind: 'shared', records, text: mention.text };
      return one ? { kind: 'record', record: one, text: mention.text } : undefined;
    });
  };
  mentions.forEach((mention, index) => marks.push(markOf(mention, index)));
  return { named, marks };
}

/** Whether a mention, in lower-case words, is a record's name of several words made plural. */
function pluralOfName(context: CommandContext, mention: EntityMention): boolean {
  const record = context.catalog.records.get(mention.id);
  if (!record || !/^[a-z]+(?:[\s-]+[a-z]+)+s$/.test(mention.text)) return false;
  const typed = normalizeName(mention.text);
  return writtenNames(record).some((name) => `${normalizeName(name)}s` === typed);
}

/** Whether a mention is one of its record's names, whole, not the first words of one. */
function wholeName(context: CommandContext, mention: EntityMention): boolean {
  const record = context.catalog.records.get(mention.id);
  const typed = normalizeName(mention.text);
  return (
    record !== undefined && [record.id, ...writtenNames(record)].some((name) => normalizeName(name) === typed)
  );
}

/**
 * "How to run cleva with helm, say the zh2en translation task?": a lone word that a record named
 * before it writes as one of its own tasks ("cleva:task=translation") is that part of it, not the
 * record called so.
 */
function ownTaskWord(
  context: CommandContext,
  found: readonly EntityMention[],
  mention: EntityMention,
): boolean {
  const word = /^([a-z]+)(?:\s+(?:sub)?tasks?)?$/.exec(mention.text)?.[1];
  if (!word || mention.linked) return false;
  const task = new RegExp(`\\b(?:sub)?task\\s*[=:]\\s*${word}\\b`, 'i');
  return found.some((other) => {
    const record = other.start < mention.start && !other.linked && context.catalog.records.get(other.id);
    return record && other.id !== mention.id && quotesMatching(record, task).length > 0;
  });
}

/** Between a word and a suite, what makes the word one of the suite's tasks: "task in", "from". */
const TASK_OF = /^\s+(?:(?:sub)?task\s+|one\s+)?(?:in|of|from|inside)\s+(?:the\s+)?$/i;

/**
 * The one member of a suite a word names: by the words of its id ("dyck" of dyck_languages), or
 * else by a word of its name or an alias ("ARC" of "BIG-bench ARC").
 */
function suiteTaskNamed(context: CommandContext, suite: string, word: string): BenchRecord | undefined {
  if (word.length < 3) return undefined;
  const members = membersOf(context.catalog, suite);
  const byId = members.filter((member) => member.id.split('_').some((part) => part.startsWith(word)));
  const byName = members.filter((member) =>
    [member.page.name, ...member.page.aliases].some((name) =>
      name.split(/[^\p{L}\p{N}]+/u).some((part) => part.toLowerCase() === word),
    ),
  );
  const own = byId.length > 0 ? byId : byName;
  return own.length === 1 ? own[0] : undefined;
}

/**
 * What may stand between a suite and its task written right after it: a space or a dash
 * ("BIG-bench squad_shifts"), "'s" ("BIG-bench's squad_shifts"), "里的"/"中的"/"的" (BIG-bench 里的
 * squad_shifts). Not a word that joins two things ("BIG-bench和BBH", "X & Y"): those are two.
 */
const SUITE_JOINT = /^(?:\s*(?:['’]s|里的|中的|里面的|的)\s*|(?![^]*[和与跟及或、,，&+])[^]{0,2})$/u;

/** Whether `suite` is written right before `task` and the task's record belongs to the suite. */
function isSuiteOf(
  context: CommandContext,
  text: string,
  suite: EntityMention,
  task: EntityMention,
): boolean {
  if (suite.linked || task.linked) return false;
  if (!SUITE_JOINT.test(text.slice(suite.end, task.start))) return false;
  return belongsToSuite(context, suite, task);
}

/** Whether a task's record belongs to the suite: a member of its family, or a task its harness names. */
function belongsToSuite(context: CommandContext, suite: EntityMention, task: EntityMention): boolean {
  const parent = context.catalog.records.get(suite.id);
  const child = context.catalog.records.get(task.id);
  if (!parent || !child || parent.id === child.id) return false;
  // "the bigbench sudoku task": a suite that is also a harness, before a task its harness field names.
  const harness = harnessNamed(suite.text);
  return (
    child.page.lineage.family === parent.id ||
    parent.page.lineage.variants.includes(child.id) ||
    child.id.startsWith(`${parent.id}_`) ||
    (harness !== undefined && child.page.harness[harness] !== '')
  );
}

/**
 * "top score on mmlu, not mmlu-pro", "the full MATH test (all 5000, not math500)": a name set
 * aside after a comma or bracket is what is not asked about, where another is named to ask of.
 */
function setAside(text: string, mention: EntityMention, all: readonly EntityMention[]): boolean {
  return (
    /[,(]\s*(?:but\s+|and\s+)?not\s+(?:the\s+)?$/i.test(text.slice(0, mention.start)) &&
    all.some((other) => other.id !== mention.id && other.start < mention.start)
  );
}

/**
 * "the mbzuai arabic llm safeguard dataset (2410.17040)": words that would name a record, in a
 * phrase that cites a paper other than the record's, name that paper's dataset, not the record.
 */
function citesOtherPaper(
  context: CommandContext,
  text: string,
  mention: EntityMention,
  mentions: readonly EntityMention[],
): boolean {
  const found = /^[^,;:?!()]{0,60}\(\s*(?:arxiv:?\s*)?(\d{4}\.\d{4,5})(?:v\d+)?\s*\)/i.exec(
    text.slice(mention.end),
  );
  // The phrase is the last name's before the citation: "is aratrust the same as the mbzuai … (…)".
  const citedAt = mention.end + (found?.index ?? 0) + (found?.[0].length ?? 0);
  if (!found || mentions.some((other) => other.start >= mention.end && other.start < citedAt)) return false;
  const cited = found[1];
  const own = context.catalog.records.get(mention.id)?.page.paper.arxiv;
  return cited !== undefined && own !== undefined && own !== '' && own !== cited;
}

/**
 * Words the intent rules look for, so that a one-letter slip or swap ("licnese", "comparible")
 * still reads as the word. Only words of five letters or more are mended, and never a common word
 * or one the catalog writes.
 */
const INTENT_WORDS = (
  'licence license licensed commercial commercially copyright compare comparable comparison ' +
  'scored scoring graded grading metric baseline random chance human contamination contaminated ' +
  'saturated saturation leaderboard language languages multilingual subset variant version successor ' +
  'predecessor different difference average combine aggregate regression improvement harder ' +
  'easier bigger smaller newer older released published paper authors publisher download dataset ' +
  'questions problems examples prompt template configuration harness evaluate benchmark ' +
  'benchmarks comparing accuracy behind identical equivalent higher better scorer separate'
)
  .split(' ')
  // "portugese", "japanse": the languages topic questions ask for.
  .concat(LANGUAGES.map((language) => language.label.toLowerCase()));

/** Short words the intent rules look for, mended only from a one-letter slip of a vowel ("meny"). */
const SHORT_INTENT_WORDS = ['many', 'much'];

function mendTypos(text: string, written: (word: string) => boolean): string {
  return text
    .replace(CHAT_WHAT, 'what')
    .replace(/[a-z]+/g, spelledOut)
    .replace(/\b[a-z]{3,5}\b/g, (word) => QUESTION_WORDS.find((known) => isSwap(word, known)) ?? word)
    .replace(/[a-z]{4,}/g, (word) => {
      if (word.length === 4) return SHORT_INTENT_WORDS.find((known) => vowelSlip(word, known)) ?? word;
      if (COMMON_WORDS.has(word) || INTENT_WORDS.includes(word)) return word;
      let best: string | undefined;
      for (const known of INTENT_WORDS) {
        // Same stem, other ending: an inflection ("publishes"), not a slip of "published"; "metrik"
        // is a slip of "metric".
        if (
          known[0] !== word[0] ||
          (known.slice(0, -2) === word.slice(0, -2) && /(?:es|ed|s|ing|er|ly)$/.test(word))
        )
          continue;
        // One slip only: two edits turn real words into other words ("publishes", "published");
        // two letters swapped ("langauge") are one slip.
        if (editDistance(word, known, 1) <= 1 || isSwap(word, known)) {
          best = known;
          break;
        }
      }
      // Another ending of the same word ("grade", "graded") is mended whatever the catalog writes.
      return best && (!written(word) || best.startsWith(word) || word.startsWith(best)) ? best : word;
    });
}

/** "what" as chat spells it by sound or in a hurry: "ruler effective length wat does it mean". */
const CHAT_WHAT = /\b(?:wat|wut|wht)\b/g;

/** Short question words, found when typed with two letters swapped ("hwo", "waht"). */
const QUESTION_WORDS = ['how', 'what', 'which', 'where', 'when', 'who', 'why', 'the', 'can'];

/** Whether two words of one length differ in one vowel only ("meny", "many"). */
function vowelSlip(word: string, known: string): boolean {
  if (word.length !== known.length || word === known) return false;
  const at = [...word].findIndex((char, index) => char !== known[index]);
  return (
    word.slice(at + 1) === known.slice(at + 1) &&
    /[aeiou]/.test(word.charAt(at)) &&
    /[aeiou]/.test(known.charAt(at))
  );
}

/** Acronyms of the field that are not benchmark names. */
const FIELD_ACRONYMS = new Set(
  (
    'llm llms vlm vlms mllm rag sft rlhf dpo api gpu gpus cpu cot em f1 ml ai agi nlp qa url json yaml ' +
    'csv moe ast bleu rouge auc elo bpb ppl acc sota cli pr phd msc poc cve ctf sql ocr asr tts pdf html ' +
    'gui ui os ide ci rl mcq mcqa ner mt nli nlu nlg vqa ood wer cer lora ir kv dmca gdpr tos eula ' +
    'readme faq sdk hf repo tpu vram ram fyi imo tldr todo wip lgtm'
  ).split(' '),
);

/**
 * Words that look like a benchmark's name but name no record: capitals or digits inside a word
 * ("CRUXEval", "MMLU-X", "bench2"), never an ordinary word. The names found are masked already.
 */
/** Whether some run of an identifier's parts is a record's id ("arabic_leaderboard_arabic_mmlu": arabic_mmlu). */
function holdsRecordId(context: CommandContext, word: string): boolean {
  const parts = word.toLowerCase().split('_');
  return parts.some((_, start) =>
    parts.some(
      (__, end) => end >= start && context.catalog.records.has(parts.slice(start, end + 1).join('_')),
    ),
  );
}

/**
 * The words of a text that may be names: Latin letters and digits ("SpeechEditBench有吗" is the
 * name SpeechEditBench), and a name begun in Greek ("τ²-bench") as it is typed ("tau2-bench").
 */
function wordsWritten(text: string): { word: string; at: number; written: string }[] {
  return [
    // "C²LEVA": a raised digit is part of the name, read as the digit it is (C2LEVA).
    ...[...text.matchAll(/[A-Za-z0-9][A-Za-z0-9_+⁰¹²³⁴-⁹-]*[A-Za-z0-9+⁰¹²³⁴-⁹]/g)].map((match) => ({
      word: match[0].replace(/[⁰¹²³⁴-⁹]/g, (digit) => digit.normalize('NFKC')),
      at: match.index,
      written: match[0],
    })),
    ...[...text.matchAll(/\p{Script=Greek}[\p{L}\p{N}_+-]*[\p{L}\p{N}+]/gu)].map((match) => ({
      word: typedText(match[0]),
      at: match.index,
      written: match[0],
    })),
  ].sort((a, b) => a.at - b.at);
}

/** How many records write each word of four letters or more, lower-cased, once per catalog. */
export const wordHolders = perCatalog((catalog) => {
  const counts = new Map<string, number>();
  for (const record of catalog.records.values()) {
    const words = new Set<string>();
    for (const quote of quotesMatching(record, /./))
      for (const word of quote.text.toLowerCase().match(/[a-z]{4,}/g) ?? []) words.add(word);
    for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
});

/** Where a name stands: opening the question, or after "on", "about", "is", "run" … */
const NAME_PLACE =
  /^\W*$|\b(?:on|in|about|for|of|is|does|do|run|running|use|using|with|and|vs)\s+$|\b(?:is there|are there|do (?:we|you|u) have)\s+(?:an?\s+|any\s+)?$/i;

/** Where only a name stands, whatever else the question names: "do u have nolima?", "anyone know X". */
const ASKED_BY_NAME =
  /\b(?:do (?:we|you|u|ya) have|(?:any ?one|any ?body) (?:know|heard of)|heard of|know of)\s+(?:an?\s+|any\s+)?$/i;

/**
 * What follows a name called a benchmark: "… long-context benchmark", "… 长上下文 benchmark",
 * "spider 2.0 text-to-sql benchmark" (its version first).
 */
const CALLED_BENCHMARK =
  /^(?:\s+v?\d{1,2}(?:\.\d{1,2})?)?(?:[\s-]*(?:[a-z]+|\p{Script=Han}+)){0,3}?[\s-]*(?:benchmark|bench|eval|leaderboard|基准|榜单|评测集|数据集)(?![a-z])/iu;

/** English words joined by hyphens, the first in lower case and none a benchmark's word. */
function plainCompound(word: string): boolean {
  const parts = word.split('-');
  return (
    parts.length >= 2 &&
    /^[a-z]+$/.test(parts[0] ?? '') &&
    parts.every((part) => /^[a-z]+$/i.test(part) && isEnglishWord(part.toLowerCase())) &&
    !/\b(?:bench|eval|arena)\b/i.test(parts.join(' '))
  );
}

/**
 * "level0 到 level3": an English word and a number ("level0", "round 3") that a named record writes,
 * with or without a space, is a label of its own ("level 0 is code only"), no benchmark's name.
 */
function writesNumberedLabel(word: string, named: readonly BenchRecord[]): boolean {
  const [, label, number] = /^([a-z]{3,})[\s_-]?(\d{1,2})$/i.exec(word) ?? [];
  if (!label || !number || !isEnglishWord(label.toLowerCase())) return false;
  const written = new RegExp(`(?<![\\w-])${label}[\\s_-]?${number}(?![\\w-])`, 'i');
  return named.some((record) => quotesMatching(record, written).length > 0);
}

function unknownNames(context: CommandContext, text: string, named: readonly BenchRecord[]): UnknownName[] {
  const found: UnknownName[] = [];
  const looked = new Set<string>();
  for (const { word, at, written: asWritten } of wordsWritten(text)) {
    // Each word once, and a bounded number of them: hostile text must not cost more than a question.
    if (looked.has(word)) continue;
    if (looked.size >= MAX_NAME_LOOKUPS) break;
    looked.add(word);
    const nameLike =
      /[a-z].*[A-Z]|[A-Z]{2,}.*[a-z]|[A-Z]{3,}/.test(word) ||
      /[a-z][a-z0-9]{2,}\+\+?$/i.test(word) ||
      (/\d/.test(word) && /[a-z]/i.test(word) && !/^\d+(?:k|m|b|st|nd|rd|th|s)?$/i.test(word)) ||
      /[_]/.test(word) ||
      // "moralbench-fr": written in lower case, but as benchmarks are named.
      // "sorry-bench" likewise, its word for a benchmark after a hyphen.
      (/[a-z]{2,}-?(?:bench|eval|arena)\b/i.test(word) && readsAsBenchmark(word)) ||
      // "dsqa", "hotpotqa": a question-answering set's way of being named, no English word.
      (/^[a-z]{2,}qa$/i.test(word) && !isEnglishWord(word)) ||
      // "gsm-symbolic": an acronym the records' names begin with (GSM-Hard, GSM8K), then more.
      acronymHeads(context.catalog).has(/^([a-z0-9]+)-[a-z]/i.exec(word)?.[1]?.toLowerCase() ?? '');
    // "androidworld - how many tasks?": with no benchmark named, a lower-case word no English
    // dictionary holds, standing where a name does, is a name.
    const askedBeside = named.length > 0 && ASKED_BY_NAME.test(text.slice(0, at));
    const unwritten =
      (named.length === 0 || askedBeside) &&
      /^[a-z]{6,}$/.test(word) &&
      NAME_PLACE.test(text.slice(0, at)) &&
      !isEnglishWord(word) &&
      // "anthropic's blog": a word the records write (a maker, a model, a harness) is theirs.
      !wordHolders(context.catalog).has(word);
    // "injecagent vs agentdojo", "helmet vs ruler": a lower-case word no record writes anywhere,
    // set against a benchmark named beside it, is a name too, a dictionary word or not.
    const setAgainst =
      named.length > 0 &&
      /^[a-z]{5,}$/.test(word) &&
      // "is OR-Bench basically the same as XSTest": an adverb, not a name.
      !/ly$/.test(word) &&
      (/(?:\b(?:vs\.?|versus|same as|than)|和|与|跟)\s*$/i.test(text.slice(0, at)) ||
        /^\s*(?:vs\b|versus\b|compared (?:to|with)\b|(?:is\s+)?(?:the\s+)?same\s+as\b|(?:better|worse|harder|easier|newer|older) than\b|和|与|跟|对比)/i.test(
          text.slice(at + word.length),
        )) &&
      !wordHolders(context.catalog).has(word);
    // "helmet 长上下文 benchmark 是谁做的": a word no record writes, standing where a name does and
    // called a benchmark after a few words on what it tests, is a name, dictionary word or not.
    const called =
      named.length === 0 &&
      /^[a-z]{4,}$/.test(word) &&
      (NAME_PLACE.test(text.slice(0, at)) || /\bthe\s+$/i.test(text.slice(0, at))) &&
      CALLED_BENCHMARK.test(text.slice(at + word.length)) &&
      !wordHolders(context.catalog).has(word);
    // "exploitgym": a coined name the records write ("ExploitGym"), in lower case; one they write
    // as an agent scaffold or a metric ("OpenHands", "spBLEU") names no benchmark.
    const written = writtenCoinedName(context.catalog, word);
    const coined = written?.benchmark ? written : undefined;
    // "cot_native" may end one of the record's identifiers (`mgsm_cot_native`); "graphwalks_bfs_256k_1m",
    // written whole, is the whole identifier or none.
    const ownStart = text.charAt(at - 1) === '_' ? '(?<![\\w])' : '(?<![A-Za-z0-9])';
    // "5-shot", "128k", "2.0": settings and numbers, never names.
    if (
      !(nameLike || coined || unwritten || called || setAgainst) ||
      (written !== undefined && !written.benchmark) ||
      /^\d/.test(word) ||
      COMMON_WORDS.has(word.toLowerCase()) ||
      // "always-No", "all-Yes": English words joined, the first in lower case, make a phrase.
      plainCompound(word) ||
      // "SOTA-ish", "sota-level": a field's word, hedged.
      FIELD_ACRONYMS.has(word.toLowerCase().replace(/-(?:ish|level|like|tier)$/, '')) ||
      // "MBZUAI": a maker the records name, not a benchmark.
      orgWords(context.catalog).has(normalizeName(word)) ||
      // "HELM", "OpenCompass": a harness a number comes from, not a benchmark.
      isHarnessName(word) ||
      // "retrieval" ends as "…Eval" names do, but the catalog uses it as a tag: a topic.
      (word === word.toLowerCase() && tagWords(context.catalog).has(word)) ||
      // "HELM 上 safety_score": a metric's identifier, not a benchmark the catalog lacks.
      METRIC_NAMES.test(word) ||
      // "FD / TMS test split": a short name a named record gives a part of its own, in brackets
      // after the part's full name ("TVMegaSite (TMS)"), is that part, not a benchmark it lacks;
      // so is one it gives a term of its own ("average risk (ARS)", a metric of fortress).
      (/^[A-Z][A-Z0-9]{1,5}$/.test(word) &&
        named.some(
          (record) =>
            quotesMatching(record, new RegExp(`\\p{L}[\\p{L}\\p{N}-]*\\s\\(${word}\\)`, 'u')).length > 0,
        )) ||
      // "new_vulnerability", "prompt_id": an identifier a named record's text writes is its own,
      // or the end of one ("cot_native" of `mgsm_cot_native`); not a task named after a benchmark
      // ("arabic_leaderboard_arabic_mmlu").
      (word.includes('_') &&
        !holdsRecordId(context, word) &&
        named.some(
          (record) =>
            quotesMatching(record, new RegExp(`${ownStart}${escapeRegExp(word)}(?![\\w])`, 'i')).length > 0,
        )) ||
      // "level0 到 level3": a label of the named record's own.
      writesNumberedLabel(word, named)
    )
      continue;
    const resolution = context.index.resolve(word);
    // Where the records write it, they are the nearest: what they say of it is the answer.
    const writers = (coined?.ids ?? []).flatMap((id) => {
      const record = context.catalog.records.get(id);
      return record ? [{ id, name: record.page.name, category: record.page.category, score: 0 }] : [];
    });
    // "spider 2.0 text-to-sql benchmark": a name called a benchmark keeps the version after it.
    const version = called
      ? (/^\s+v?\d{1,2}(?:\.\d{1,2})?(?![\w%])/.exec(text.slice(at + word.length))?.[0] ?? '')
      : '';
    if (resolution.kind === 'none')
      found.push({
        name: coined && !nameLike ? coined.name : `${asWritten}${version}`,
        near: [...writers, ...resolution.suggestions.filter((hit) => !coined?.ids.includes(hit.id))],
        ...(coined ? { writtenBy: coined.ids } : {}),
        ...((setAgainst || (askedBeside && unwritten)) && !nameLike && !coined
          ? { setAgainst: true as const }
          : {}),
      });
    // "MedMCQA" is spelled near MedQA, "CLUE" a letter off ACLUE, but the names found took neither
    // for a slip of a record's name: another benchmark, not in the catalog, its near name said.
    // "advglue++" is read as AdvGLUE with its pluses dropped; no name of AdvGLUE ends in one.
    else if (
      resolution.kind === 'record' &&
      (resolution.via === 'fuzzy' || (/\+$/.test(word) && !/\+$/.test(resolution.matched)))
    ) {
      const near = context.catalog.records.get(resolution.id);
      found.push({
        name: coined && !nameLike ? coined.name : asWritten,
        ...(coined ? { writtenBy: coined.ids } : {}),
        near: [
          ...writers,
          ...(near && !coined?.ids.includes(near.id)
            ? [{ id: near.id, name: near.page.name, category: near.page.category, score: 0 }]
            : []),
        ],
      });
    }
  }
  return [...found, ...titledSets(context, text, named, found)];
}

/**
 * "the original english Moral Stories dataset": capitalised words the question calls a dataset or a
 * benchmark, a name no single word of which looks like one. Not a language ("Simplified Chinese"),
 * nor a maker, nor what the names found already cover.
 */
const TITLED_SET =
  /(?<![\w-])((?:[A-Z][a-z]+|[A-Z]{2,})(?:\s+(?:of\s+)?(?:[A-Z][a-z]+|[A-Z]{2,})){1,3})\s+(?:dataset|data set|benchmark|corpus|suite|collection|test set)s?\b/g;
/** Words that open such a run and are no part of the name: "Original", "English". */
const TITLE_OPENERS = new RegExp(
  `^(?:(?:The|Original|Full|Old|New|${LANGUAGES.map((language) => language.label).join('|')})\\s+)+`,
);

function titledSets(
  context: CommandContext,
  text: string,
  named: readonly BenchRecord[],
  found: readonly UnknownName[],
): UnknownName[] {
  const sets: UnknownName[] = [];
  for (const match of text.matchAll(TITLED_SET)) {
    const name = (match[1] ?? '').replace(TITLE_OPENERS, '');
    const words = name.split(/\s+/);
    if (
      words.length < 2 ||
      sets.length >= 2 ||
      found.some((one) => name.toLowerCase().includes(one.name.toLowerCase())) ||
      words.some(
        (word) =>
          orgWords(context.catalog).has(normalizeName(word)) ||
          isHarnessName(word) ||
          LANGUAGES.some((language) => language.label === word),
      ) ||
      context.index.resolve(name).kind !== 'none' ||
      named.some((record) =>
        [record.page.name, ...record.page.aliases].some((one) => normalizeName(one) === normalizeName(name)),
      )
    )
      continue;
    // Where the records write it ("adapted from the English Moral Stories dataset"), they are the
    // nearest: what they say of it is the answer.
    const written = new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`);
    const writers: SearchHit[] = [];
    for (const record of context.catalog.records.values()) {
      if (writers.length >= 3) break;
      if (quotesMatching(record, written).length > 0)
        writers.push({ id: record.id, name: record.page.name, category: record.page.category, score: 0 });
    }
    sets.push({
      name,
      near: writers,
      ...(writers.length > 0 ? { writtenBy: writers.map((hit) => hit.id) } : {}),
    });
  }
  return sets;
}
