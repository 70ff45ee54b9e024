/**
 * Facets: the fields that answer one kind of question ("how many items", "what licence"), as one
 * table. A row holds the words that ask for the facet (English, lower case, names masked; and
 * Chinese), the words its supporting quotes are found by, and its answer. An empty field is an
 * answer in fixed words: "the catalog does not establish the licence of nq_cn". A new facet is one
 * row here, tried in the order of the table: the more specific rows first.
 */
import type { BenchRecord, BodySectionKey } from '../catalog/record.js';
import type { Fact } from '../reply.js';
import type { FieldPath } from '../catalog/fields.js';
import { sentences } from '../catalog/links.js';
import { escapeRegExp, looselySpaced } from '../search/normalize.js';
import { MODEL_NAME } from '../search/models.js';
import { COMMON_WORDS, spelledOut, STOP_WORDS } from '../search/words.js';
import { accessLead } from './access.js';
import { CATEGORY_FACET } from './category-asked.js';
import { CHINESE_COUNTED, chineseWords, englishFor } from './chinese-words.js';
import { deniesWord } from './evidence.js';
import { HARNESS_TABLE, harnessesWritten, harnessWritten, isHarnessName } from './harnesses.js';
import { CODE_LANGUAGES, LANGUAGES, type Language } from './languages.js';
import {
  compositionOf,
  COVERS_LISTED,
  harnessThenProse,
  quotesMatching,
  sentencesOf,
  type Quote,
} from './relations.js';
import { figureInText } from './model-figure.js';
import { partsCounted } from './part-counts.js';
import { rankQuotes, termsIn, termsOf } from './quotes.js';
import { versionAfterName, versionPart, versionSentence } from './versions.js';
import {
  countsWritten,
  countIn,
  endSentence,
  fact,
  formatNumber,
  gapBetween,
  NUMBER_WORDS,
  oneLine,
  withoutStop,
  withUnit,
  writtenNumber,
} from './facts.js';

/** A span of years: "from 2010 through 2018", "2019–2023", "between 2015 and 2020". */
const YEAR_SPAN = /\b(?:19|20)\d\d\s*(?:-|–|—|to|through|until|and)\s*(?:(?:19|20)\d\d|\d\d)\b(?!\.\d)/;

/** The words that ask whether a set holds a thing: "does it have", "is it in", "有", "支持". */
const HOLDS_ASKED = String.raw`(?:\b(?:has|have|include[sd]?|including|support(?:s|ed)?|covers?|got|in|any)\s+(?:an?\s+|the\s+)?|有|支持|包括|包含|覆盖)`;

/**
 * A question whether a benchmark holds a language: "does it have Chinese?", "is it in Korean?",
 * "有中文吗"; not whether the catalog has a version in it ("有中文版的 medqa 吗").
 */
const LANGUAGE_ASKED = new RegExp(
  `${HOLDS_ASKED}(?:${LANGUAGES.map((one) => one.asks.source).join('|')})(?![语文]?\\s*(?:版|version|edition))` +
    // "是阿拉伯语的吗", "是韩语数学题吗": whether its items are in that language.
    `|是(?:用)?(?:${LANGUAGES.map((one) => one.asks.source).join('|')})[语文]?(?=的|写|题|数据|吗|[\\u4e00-\\u9fff]{1,4}题)`,
);

/** "有 python 吗", "does it support rust", "is python in there": a programming language asked of as one the set holds. */
const CODE_ASKED = CODE_LANGUAGES.map((language) => ({
  language,
  asked: new RegExp(
    `${HOLDS_ASKED}\\s*(?:${language.asks.source})|(?:${language.asks.source})\\s+in (?:there|it)\\b`,
  ),
}));

/**
 * Whether the size note says the count is of tasks ("162 tasks drawn from 36 source corpora,
 * totalling 91,750 examples"): a task holds many items, so "162 items" would say another thing.
 */
function countsTasks(size: number, note: string): boolean {
  if (new RegExp(`(?:^|\\D)(?:${size}|${formatNumber(size)})\\s+(?:[\\w-]+\\s+)?tasks\\b`, 'i').test(note))
    return true;
  // "115 retail-domain tasks plus 50 airline-domain tasks": parts counted as tasks that make the size.
  const parts = [...note.matchAll(/(?:^|[^\d.,])(\d[\d,]*)\s+(?:[\w-]+\s+)?tasks\b/gi)].map((match) =>
    Number(match[1]?.replace(/,/g, '')),
  );
  return parts.length >= 2 && parts.reduce((sum, count) => sum + count, 0) === size;
}

/** Whether a size counts datasets, as its note says: "15 retrieval datasets in the original …". */
function countsDatasets(size: number, note: string): boolean {
  return new RegExp(`^(?:${size}|${formatNumber(size)})\\s+(?:[\\w-]+\\s+)?datasets\\b`, 'i').test(note);
}

export type FacetAnswer = {
  /** The direct answer, or the fixed "does not establish" sentence. */
  lead: string;
  facts: Fact[];
  /** Where the record's prose explains the facet, quoted when no sentence matches the question. */
  section?: BodySectionKey;
};

/**
 * "has 4723 tasks, right?", "is it 164 problems?", "which is the 80-task one": a count the question
 * says the record has.
 */
const CLAIMED_COUNT =
  /\b(?:has|have|had|is|are|with|contains?|of|says?|said|lists?|reports?|gives?|shows?)\s+(?:§\s+)?(?:about\s+|around\s+|~\s*)?(\d[\d,]*)\s+(?:items|questions|problems|tasks|examples|prompts|instances|samples|rows)\b|(?:有|是)\s*(\d[\d,]*)\s*(?:道题|道|题|个问题|个任务|条)|\bthe (\d[\d,]*)[- ]?(?:items?|questions?|problems?|tasks?|examples?|prompts?|instances?|samples?) (?:one|version|set|split|variant)\b/;

/**
 * A count another source gives, with no noun: "the lm eval readme says 4157", "readme 写的 585".
 * Three digits at least, and no percentage: a score is no count.
 */
const SOURCE_COUNT =
  /\b(?:says?|said|lists?|reports?|shows?|gives?|claims?)\s+(?:about\s+|around\s+|~\s*)?(\d[\d,]{2,})(?![\d,]*\s*%|[\d,]*\s*(?!(?:another|and|but|or|while|whereas|vs|the other)\b)\p{L})|(?:写的?是?|写着|说是?|显示|给的是?)\s*(\d[\d,]{2,})(?![\d,]*\s*%)/u;
/** Every count a question cites: "one paper says 500, another says 378". */
const SOURCE_COUNTS = new RegExp(SOURCE_COUNT.source, 'gu');
/** Where a count may come from: "the paper", "the HF card", "the readme". */
const COUNT_SOURCES =
  'paper|papers|readme|card|hf|hub|hugging ?face|leaderboard|github|repo|website|blog|harness|lm[- ]?eval';
const COUNT_SOURCE = new RegExp(`^(?:${COUNT_SOURCES})$`);
/** A count a source is said to give, a noun after it or not: "the paper says 21 tasks", "HF has 18". */
const ATTRIBUTED_COUNT = new RegExp(
  `\\b(?:${COUNT_SOURCES})\\b[^.?;,\\d]{0,25}?\\b(?:says?|said|lists?|reports?|shows?|gives?|has|had|have|claims?)\\s+(?:about\\s+|around\\s+|~\\s*)?(\\d[\\d,]*)(?![\\d,]*\\s*%)(?![\\d.])|(?:论文|README|readme|HF|hf|榜单|仓库)[^，。？?,\\d]{0,10}?(?:说|写的?是?|有|列了?|给的是?)\\s*(\\d[\\d,]*)(?![\\d,]*\\s*%)`,
  'u',
);
const ATTRIBUTED_COUNTS = new RegExp(ATTRIBUTED_COUNT.source, 'gu');
/** "What changed?", "which is right?", "哪个对": why two sources' counts differ is asked. */
const CHANGE_OR_RIGHT_ASKED =
  /\bchanged?\b|\bdiff(?:erence|erent)?\b|\bwhich (?:one |number )?is (?:right|correct|true)\b|\bwhy\b|\bhow come\b|\bwhat(?:'s|s| is) (?:going on|up)\b|\bwhat gives\b|哪个对|区别|变了|为什么|怎么回事/;
/**
 * A sentence on what a release dropped or added: "ruGSM100 and ruQasper were dropped for quality",
 * "the paper's 2,510 plus 150 items in Hub … 2025 configs, minus 2 on public 2019".
 */
const COUNT_CHANGED =
  /\b(?:were|was|been|are|is) (?:dropped|removed|added|cut|merged|split)\b|\b(?:omits|drops|adds|removes)\b|\b(?:plus|minus) \d|\b\d[\d,]* (?:more|fewer|extra)\b/i;

/** A count offered after a question for it: "how many, is it 3000?", "有多少题，是 3000 吗". */
const COUNT_OFFERED =
  /(?:^|[,;?？，]\s*)(?:is|was) it (?:about\s+|around\s+|~\s*)?(\d[\d,]*)\s*(?:[?？]|$)|(?:^|[，,？?]\s*)是\s*(\d[\d,]*)\s*(?:吗|么)|\b(?:thought|think|heard|believed?|remember(?:ed)?|recall(?:ed)?) (?:it (?:was|is|had|has) |seeing )?(?:about\s+|around\s+|~\s*)?(\d[\d,]{2,})(?![\d,]*\s*%)/;

/** Two counts offered as a choice: "3000 or 5700 questions", "是 3000 还是 5700 道". */
const COUNTS_EITHER = /(?<![\d.])(\d[\d,]{2,})\s*(?:道|个|条)?\s*(?:\bor\b|还是)\s*(\d[\d,]{2,})(?![\d.%])/;

/** "有几轮", "分几个难度": a count of things that are not items, asked in Chinese. */
const COUNTED_WORDS = CHINESE_COUNTED.map((one) => one.word).join('|');
const CHINESE_COUNTED_ASKED = new RegExp(
  // "几个中文角色", "中文角色有多少个": a word or two may qualify the thing counted.
  // Not across a clause's small words: "要设多少才能和论文对齐" counts no papers; "数据集一共有多少条
  // 样本" counts items, not datasets.
  `(?:多少|几)(?:个|种|张|篇|段)?(?:(?![才能和跟与就要会吗呢])[\u4e00-\u9fff]){0,3}?子?(${COUNTED_WORDS})|(${COUNTED_WORDS})(?:一共|总共|共)?有?(?:多少|几)(?!\\s*(?:条|道|题|个?样本|个?问题|个?例子))`,
  'g',
);

/** The English noun of the thing a Chinese count asks of ("有几轮": rounds), by one match of it. */
function countedNoun(match: RegExpMatchArray): string | undefined {
  const word = match[1] ?? match[2];
  return CHINESE_COUNTED.find((one) => one.word === word)?.noun;
}

/** A question for a count of items. "How many answer choices / languages / shots" asks something else. */
const SIZE_ASKED = new RegExp(
  String.raw`\bhow many\b(?! (?:answer |programming |natural |spoken |coding )?(?:choices|options|languages|langs|shots|attempts|tries|times|runs|seeds|epochs|samples per|metrics|categories|subjects|judges|models|points|pts|percentage points|pp))|\bhow (?:big|large)\b(?! (?:is|was|are|were) (?:the|that|this|a) (?:gap|difference|diff|drop|jump|boost|gain|effect|impact|lift|delta|improvement|margin)\b)|\bsizes?\b|\b(?:(?:number|num|no\.?|#) of|num|#) ?(?:items|questions|qs|problems|examples|tasks|samples|rows|prompts)\b|\bitem count\b|\bhow much data\b|多少(?:题|道|个(?!(?:科目|学科|领域|维度|类别|子任务))|条|句|项|样本|例子|数据)|多少(?:测试|训练|验证|开发|评测)集?(?:样本|题|问题|实例|用例|例子|数据)|(?:题|部分|数据)(?:的)?(?:占|占了)(?:多少|几成|比例)|占比|题(?:目)?(?:有|一共|共)?多少|题[^？?。，,]{0,8}各(?:有|是)?(?:多少|几)(?!分)|(?:和|与|跟)[^？?。，,]{1,8}各(?:有|是)?(?:多少|几)(?:个|道|条)?(?=\s*[？?。]?\s*$)|几(?:道)?题|多少个?问题|多少(?:个|组)?问答对|问答对(?:一共|总共|共)?有?多少|规模|数量|数据量|样本量|(?:集|数据|split|set)\s*有?多大|\b\d[\d,]*\s+or\s+\d[\d,]*\s+(?:items|questions|qs|problems|examples|tasks|samples|rows|prompts|instances)\b|是\s*\d[\d,]*\s*(?:道|个|条)?\s*还是\s*\d[\d,]*\s*(?:道|个|条)?题?|${CHINESE_COUNTED_ASKED.source}|${CLAIMED_COUNT.source}`,
);
/** A score's range that reaches below zero: "runs from -100 to 100", "between -1 and 1". */
const SCORE_RANGE =
  /\b(?:runs?|ranges?|goes|spans?|lies?|falls?)\s+(?:from\s+)?[−-]\s?\d[\d.]*\s+(?:to|and)\s+\+?\d|\bbetween\s+[−-]\s?\d[\d.]*\s+and\s+\+?\d/i;

/**
 * The lowest point of a scale the record writes as a range up to its maximum ("each 1-5", "a 1–10
 * rating"), and where: the metric's name first.
 */
function lowestOfScale(record: BenchRecord, max: number): { low: string; quote: Quote } | undefined {
  const written = new RegExp(
    `(?<![\\d.])([0-9])\\s?(?:-|–|to)\\s?${escapeRegExp(formatNumber(max))}(?![\\d.%])`,
  );
  const { name } = record.page.metric;
  const named = written.exec(name);
  if (named?.[1])
    return { low: named[1], quote: { text: name, cite: { id: record.id, where: 'metric.name' } } };
  const [quote] = quotesMatching(
    record,
    new RegExp(`${written.source}[^.;]{0,20}\\b(?:scale|rating|points?|jury|score)`, 'i'),
  );
  const low = quote ? written.exec(quote.text)?.[1] : undefined;
  return quote && low ? { low, quote } : undefined;
}

/** Every ask for a count in a question, to tell "how many … and how many …" from one count. */
const SIZE_ASKED_ALL = new RegExp(SIZE_ASKED.source, 'g');

export type Facet = {
  readonly name: string;
  readonly asks: RegExp;
  /** Words that say what the facet is about, added to the question when quotes are looked for. */
  readonly topic?: string;
  /** A fact a question may ask in a clause of its own ("... and how many tasks does it have?"). */
  readonly inPassing?: true;
  /**
   * Its answer is a verdict the record's fields settle ("is it a math benchmark?": its category), so
   * no sentence that happens to deny the asked word goes before it.
   */
  readonly fieldsSettle?: true;
  /**
   * `masked`: the question's words, for a facet that answers what exactly was asked ("test split");
   * `whole`: the whole question's, where this is one part of several.
   */
  readonly answer: (record: BenchRecord, masked: string, whole?: string) => FacetAnswer;
};

/** A length in tokens: "128K", "10M tokens", "32,000 tokens". */
// Not a model's size ("YaRN-Mistral-7B-128K" is a name).
const TOKEN_LENGTH = /(?<![\w.-])\d+(?:\.\d+)?\s?[kKmM]\b|\b\d[\d,.]*\s*(?:k|thousand|million)?\s*tokens\b/;
/** The words any question about context lengths has, which pick no sentence of their own. */
const LENGTH_WORDS =
  /^(?:max\w*|long\w*|larg\w*|big\w*|context\w*|length\w*|len|input\w*|sequenc\w*|document\w*|token\w*|window\w*|size\w*|go\w*|reach\w*|support\w*|cover\w*|tested|test|which|range)$/;
/** "平均上下文多长", "average input length": the sentence that gives an average length, first. */
const AVERAGE_ASKED = /\baverage\b|\bmean\b|平均/;
const AVERAGE_LENGTH = /\baverage (?:context |input |prompt |document )?length\b/i;
/** "max context length", "how long does it go", "最长测到多少": the longest asked for. */
const LONGEST_ASKED =
  /\bmax(?:imum)?\b|\blongest\b|\bhow long\b|\bup to\b|\bbiggest\b|\blargest\b|最长|最多|最大|多长/;
const LENGTH_RANGE = /\b(?:up to|through|to|from|between|longest|max(?:imum)?|range|beyond)\b/i;

/** What a set's size counts: "how many problems?" asks its size, "how many rounds?" something else. */
export const ITEM_NOUN =
  /^(?:items?|questions?|qs|problems?|examples?|tasks?|samples?|rows?|prompts?|instances?|entries|cases?|puzzles?|exercises?|conversations?|dialogues?|documents?|docs|passages?|sentences?|pairs?|images?|videos?|records?|probs|behaviou?rs?|data|datapoints?|points?|scenarios?)$/;

/** Things items are asked over, counted apart from the items: images, documents, videos. */
const MEDIUM_NOUN =
  /^(?:images?|videos?|documents?|docs|passages?|articles?|papers?|charts?|diagrams?|screenshots?)$/;

/** Nouns a record may count under another name: the constraints of IFEval are its instructions. */
const COUNTED_AS: Record<string, readonly string[]> = {
  constraints: ['instructions'],
  levels: ['tiers', 'difficulty levels'],
  instructions: ['constraints'],
  // Chat's short words for what the records write out.
  repos: ['repositories', 'projects'],
  repositories: ['repos', 'projects'],
  docs: ['documents'],
  imgs: ['images'],
  convos: ['conversations'],
};

/**
 * The first sentence that counts a noun ("the three rounds", "five tracks"), with that count: how a
 * record answers "how many rounds?" where its size counts items.
 */
/** Counts listed before the last of them: "2 / 4 / " of "2 / 4 / 8 needles", "2, 4 or " of "2, 4 or 8". */
const COUNTS_LISTED = /(?<![\w.])(?:\d+\s*(?:\/|,|,?\s+(?:and|or))\s*)+$/;

function countedIn(
  record: BenchRecord,
  noun: string,
  where: (quote: Quote) => boolean = () => true,
): { phrase: string; quote: Quote } | undefined {
  // "How many constraints?" of a record that counts instruction types: one thing, two words.
  const stems = [noun, ...(COUNTED_AS[noun] ?? [])].map((one) => escapeRegExp(one.replace(/(?:es|s)$/, '')));
  // "58 new, hand-curated, out-of-domain verifiable constraint types": a few words between, none
  // a count of its own ("three-turn conversations in eight languages" counts eight languages).
  // Nor a preposition: "30.3 / 9.7 / 0 by level" counts no levels.
  // Nor a noun of items, counted ("164 hand-written Python problems, single test split" counts
  // problems, not tests); one that only qualifies the noun after it ("12,767 document images")
  // may stand between.
  const itemNoun = ITEM_NOUN.source.replace(/^\^|\$$/g, '');
  // Nor a split's name: "337 test episodes" counts one split's episodes, not the set's.
  const betweenWord = `(?!(?:${NUMBER_WORDS.join('|')}|by|per|of|in|at|for|from|to|with|on|across|than|train|training|dev|test|validation|val)\\b)(?!(?=(?:${itemNoun})\\b)[a-z-]*s\\b)[a-z-]+`;
  // "20 ICML 2024 Spotlight and Oral papers": a conference's year among the words between is no
  // count of its own. "pass@1, or the EvalPlus test suite": a metric's 1 is no count either.
  const counts = new RegExp(
    `(?<![@\\w.])(?:\\d+(?:,\\d{3})*|${NUMBER_WORDS.slice(1).join('|')})[\\s-]+(?:(?:${betweenWord}|(?:19|20)\\d\\d),?\\s+){0,5}?(?:${stems.join('|')})(?:e?s)?\\b`,
    'gi',
  );
  for (const quote of quotesMatching(record, new RegExp(counts.source, 'i')).filter(where)) {
    // Said with the question's own noun: "three-round" is "three rounds". Not a year after a
    // conference's name ("ICML 2024 … papers"), nor the items of one labelled part ("146 Level 1
    // questions" counts questions at Level 1, not levels).
    const found = [...quote.text.matchAll(counts)].find(
      (match) =>
        !/\b[A-Z][A-Za-z]*[A-Z]\w*\s$/.test(quote.text.slice(0, match.index)) &&
        !PART_LABEL.test(quote.text.slice(match.index + match[0].length)) &&
        // "the 2025 paper": a year before a noun in the singular dates it, counting none.
        !/^(?:19|20)\d\d\b.*[^s]$/i.test(match[0]),
    );
    const count = found?.[0].split(/[\s-]+/)[0];
    if (!found || !count) continue;
    // "for 2 / 4 / 8 needles": the last of several counts the sentence offers is one of them.
    const listed = COUNTS_LISTED.exec(quote.text.slice(0, found.index))?.[0].match(/\d+/g) ?? [];
    const phrase = listed.length > 0 ? `${listed.join(', ')} or ${count}` : count.toLowerCase();
    return { phrase: `${phrase} ${noun}`, quote };
  }
  return labelledParts(record, noun, stems, where);
}

/**
 * "How many more tests?": the record's figure of how many more ("roughly 80x more unit tests",
 * "3 times as many test cases"), said as it writes it.
 */
function moreCounted(
  record: BenchRecord,
  noun: string,
): { phrase: string; quote: Quote; more: true } | undefined {
  const stem = escapeRegExp(noun.replace(/(?:es|s)$/, ''));
  const more = new RegExp(
    `\\b((?:(?:roughly|about|around|some|over|nearly|almost)\\s+)?\\d+(?:\\.\\d+)?\\s?(?:x|×|times))\\s+(?:more|as many)\\s+(?:[a-z-]+\\s+){0,2}?${stem}(?:e?s)?\\b`,
    'i',
  );
  const [quote] = quotesMatching(record, more);
  const count = quote ? more.exec(quote.text)?.[1] : undefined;
  return quote && count
    ? { phrase: `${count.replace(/(\d)\s(?=x|×)/, '$1')} more ${noun}`, quote, more: true }
    : undefined;
}

/** A label right after a noun: "Level 1", "Track B", "Tier II". */
const PART_LABEL = /^\s+(?:\d+|[A-Z]|[IVX]+)\b(?![.,]\d)/;

/**
 * "146 Level 1 …, 245 Level 2 …, and 75 Level 3 …": parts the record labels one by one, counted
 * by their labels where no sentence counts them whole.
 */
function labelledParts(
  record: BenchRecord,
  noun: string,
  stems: string[],
  where: (quote: Quote) => boolean,
): { phrase: string; quote: Quote } | undefined {
  // The noun in either case, its label in capitals: "Level 1", "level 2", not "level a".
  const either = stems.map((stem) => stem.replace(/^[a-z]/, (first) => `[${first}${first.toUpperCase()}]`));
  const labelled = new RegExp(`\\b(?:${either.join('|')})(?:e?s)?\\s+(\\d+|[A-Z]|[IVX]+)\\b(?![.,]\\d)`, 'g');
  for (const quote of quotesMatching(record, new RegExp(labelled.source)).filter(where)) {
    const labels = new Set([...quote.text.matchAll(labelled)].map((match) => match[1]));
    if (labels.size >= 2) return { phrase: `${labels.size} ${noun}`, quote };
  }
  return undefined;
}

/**
 * A count written right onto "tasks": "23-task", "nine tasks", "across 12 tasks", or with a
 * language's name between ("five English tasks"); not "115 retail-domain tasks", a part.
 */
const WHOLE_TASK_COUNT = new RegExp(
  `(?:^|\\s)(?:\\d[\\d,]*|${NUMBER_WORDS.slice(1).join('|')})(?:\\s[A-Z][a-z]+)?[\\s-]tasks?\\b(?![\\s-]+(?:in|of) (?:the|each|one)\\b)`,
  'i',
);

/**
 * A sentence that counts three parts or more in one clause: "1,033 tasks …, 5,815 …, 1,640 …"; a
 * year is no count ("18 tasks (21 in the 2024 paper)" counts two).
 */
function breaksDownCounts(text: string): boolean {
  return text
    .split(/[.;](?!\d)/)
    .some(
      (clause) =>
        (clause.match(/\b\d[\d,]*\b(?!\.\d)/g) ?? []).filter((n) => !/^(?:19|20)\d\d$/.test(n)).length >= 3,
    );
}

/** "20 tasks x 2,000 questions = 40,000": the tasks times the items of each, making the size. */
const TASKS_TIMES_ITEMS = /\b\d[\d,]*\s+tasks?\s*[x×]\s*\d[\d,]*\s+\w+\s*=\s*\d/i;

/** "the 131 tasks of the MTEB(Multilingual, v2) benchmark": a count of the record's own tasks. */
function tasksOfItself(record: BenchRecord, text: string): boolean {
  const head = /^[\p{L}\p{N}-]+/u.exec(record.page.name)?.[0];
  return (
    head !== undefined &&
    new RegExp(`\\d[\\d,]* tasks? (?:in|of) the ${escapeRegExp(head)}\\b`, 'i').test(text)
  );
}

/** The fields where a record describes itself, not another benchmark it is read against. */
const OWN_DESCRIPTION = new Set(['summary', 'measures', 'subcategory', 'task_format', 'dataset.size_note']);

/** A sentence that names what a rollup pools: "pool astronomy (152), college physics (102) … and …". */
const POOLS_LISTED = /\b(?:pools?|pooling|pooled|combines?|rolls? up)\s+[^.;]*?,[^.;]*\band\b/i;

/** "eight categories", "57 subjects", "four qualitative dimensions": how a set is divided. */
const BREAKDOWN = new RegExp(
  // "57-subject", not "ten-option Physics category", which counts options.
  `\\b(?:\\d+|${NUMBER_WORDS.slice(1).join('|')})(?:\\s+(?:[a-z-]+\\s+){0,2}?|-)(?:categor(?:y|ies)|subjects?|domains?|dimensions?|areas|disciplines|task types|subcategor(?:y|ies)|sub-?tasks|topics|(?:difficulty )?(?:levels|tiers))\\b`,
  'i',
);

/** A sentence that says a scale is open at the top: "A rating scale has no ceiling". */
const NO_CEILING =
  /\b(?:has|have|with) no (?:fixed )?(?:ceiling|upper bound|maximum|cap)\b|\b(?:unbounded|open-ended) (?:scale|rating)|\bno (?:fixed )?(?:ceiling|maximum) (?:score|value)\b/i;

/** A breakdown counted and then named: "grouped into four categories: retrieval, …". */
const BREAKDOWN_NAMED = new RegExp(`${BREAKDOWN.source}[^.;:]{0,70}(?::|\\s--|\\s—)\\s*\\S`, 'i');
const WHICH_ASKED = /\b(?:what|which)\b|哪|怎么分|如何分/;

/** Parts named in a list after a word of covering: "covering Wikipedia, NYT, Reddit and Amazon reviews". */
const COVERING_LIST =
  /\b(?:covering|covers|across|spanning|spans|drawn from)\s+(?:[\p{L}\p{N}][\p{L}\p{N}.' -]*,\s+){2,}(?:and|or)?\s*[\p{L}\p{N}]/iu;

/** One part's count in a listing: "115 retail-domain tasks", "50 in the airline domain". */
const PART_COUNT =
  /\b\d[\d,]*\s+(?:(?:tasks?|items?|questions?|problems?)\s+)?(?:in\s+the\s+)?[\p{L}-]+[- ](?:domains?|categor(?:y|ies)|subjects?|tracks?|areas?)\b/giu;

/** A sentence of a record that counts two or more of its parts, with the field it sits in. */
function partCounts(record: BenchRecord): { where: string; text: string } | undefined {
  const { page } = record;
  const fields: [string, string | undefined][] = [
    ['dataset.size_note', page.dataset.size_note],
    ['measures', page.measures],
    ['summary', page.summary],
  ];
  for (const [where, text] of fields) {
    const sentence = (text ?? '')
      .split(/(?<=[.;])\s+/)
      .find((one) => (one.match(PART_COUNT)?.length ?? 0) >= 2);
    if (sentence) return { where, text: oneLine(sentence) };
  }
  return undefined;
}

/** A part counted by its name: "1,273 in WMDP-Bio". */
const NAMED_PART_COUNT = /\b\d[\d,]*\s+(?:in|from)\s+(?:the\s+)?[A-Z][\w.-]+/g;

/** A sentence of a record's own description that counts two or more of its parts by name. */
function namedPartCounts(record: BenchRecord): { where: string; text: string } | undefined {
  const { page } = record;
  for (const [where, text] of [
    ['dataset.size_note', page.dataset.size_note],
    ['measures', page.measures],
    ['summary', page.summary],
  ] as const) {
    const sentence = sentences(text ?? '').find((one) => (one.match(NAMED_PART_COUNT)?.length ?? 0) >= 2);
    if (sentence) return { where, text: oneLine(sentence) };
  }
  return undefined;
}

/** "子集各多少", "子集，每个多少": a count asked of each named part, in Chinese. */
const EACH_PART_CHINESE =
  '(?:子集|类别|部分)[，,\\s]*每个(?:有)?多少|每个(?:子集|类别|部分)(?:有)?多少|(?:子集|类别|部分)[^，。？?]{0,4}(?:各|分别)(?:有|是)?多少';
/** A word the question names a part by: "safety set", "safety part", "safety 多选题". */
const PART_CALLED =
  /\b([a-z][a-z-]{3,})\s*(?:parts?|sets?|splits?|subsets?|items|questions|prompts|tasks|部分|子集|题|多选题|问题)(?![a-z])/g;
/** Words of a question on release that name no part: "is the test set public?". */
const RELEASE_WORDS =
  /^(?:public|publicly|released|unreleased|release|split|splits|test|tests|hidden|held|items|questions|available|open|data|dataset|answers?|benchmark|paper|code|model|models|weights|version|full|whole|still|now|yet|validation|dev|train|training)$/;

/**
 * "CValues 的 safety 多选题公开了吗": of a part the question names by a word of the record's own
 * ("safety"), the record's sentence on whether that part is out; undefined where none names it.
 */
function partReleased(record: BenchRecord, masked: string): { word: string; quote: Quote } | undefined {
  // A word the question calls a part ("the safety set", "safety 多选题"); an ordinary word too, but
  // it must stand beside the release word in the record's sentence.
  const words = [...masked.matchAll(PART_CALLED)]
    .map((match) => match[1] ?? '')
    .filter((word) => !STOP_WORDS.has(word) && !RELEASE_WORDS.test(word));
  for (const word of words) {
    const near = new RegExp(
      `\\b${escapeRegExp(word)}\\b[^.;]{0,40}${PART_RELEASE.source}|${PART_RELEASE.source}[^.;]{0,40}\\b${escapeRegExp(word)}\\b`,
      'i',
    );
    const [quote] = quotesMatching(record, near);
    if (quote) return { word, quote };
  }
  return undefined;
}

/** Words by which a split is said not to be public. */
const WITHHELD =
  /\bwithheld\b|\bhidden\b|\bheld[- ]out\b|\bprivate\b|\bnot (?:publicly )?released\b|\bunreleased\b|\bsequestered\b/i;
/** A sentence on whether a part is out, either way: "2,600 safety items remain unreleased". */
const PART_RELEASE = new RegExp(`(?:\\b(?:released|public(?:ly)?)\\b|${WITHHELD.source})`, 'i');

/** Words by which a public set is said to be behind a password, a form or an agreement. */
const GATED =
  /\bgated\b|\bpassword[- ]protected\b|\bpassword\b|\bgated access\b|\bagree(?:s|ment)? not to\b|\baccess request\b|\brequest access\b/i;

/** Names of licences, as records write them; "MIT" only as a licence, not the institute. */
const LICENCE_NAME =
  /\bCC[- ]BY(?:[- ](?:NC|SA|ND))*(?:[- ]\d\.\d)?\b|\bCC0\b|\bCreative Commons(?:[- ](?:Attribution|NonCommercial|Non-Commercial|ShareAlike|NoDerivatives|Zero))+|\bMIT(?=[- ]licen[cs]|\b[^.;]{0,12}\blicen[cs])|\bApache(?: License)?[- ]?2\.0\b|\bGPL[\w.-]*|\bBSD[\w.-]*|\bODC[\w-]*|\bCDLA[\w.-]*|\bOpenRAIL[\w-]*/gi;

/** One licence however spelt: "CC BY 4.0", "CC-BY", "Creative Commons Attribution" are one. */
function licenceKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/creative commons/g, 'cc')
    .replace(/attribution/g, 'by')
    .replace(/non-?commercial/g, 'nc')
    .replace(/sharealike/g, 'sa')
    .replace(/noderivatives/g, 'nd')
    .replace(/ license/g, '')
    .replace(/[^a-z]/g, '');
}

/**
 * A sentence of the record's dataset section that names a licence other than its field's, of the
 * record's own data: not a source repository's ("GPL-licensed projects") nor another benchmark's.
 */
function otherLicence(record: BenchRecord, licence: string): Quote | undefined {
  // The field's own "MIT" is the licence, whatever follows it.
  const own = new Set(
    [...(licence.match(LICENCE_NAME) ?? []), ...(licence.match(/\bMIT\b/g) ?? [])].map(licenceKey),
  );
  return quotesMatching(record, new RegExp(`\\blicen[cs]|${LICENCE_NAME.source}`, 'i')).find(
    (quote) =>
      /licen[cs]|dataset/i.test(quote.cite.where) &&
      // A code repository's licence is not the data's; one that ships the data's rows under
      // another licence ("ships the same rows … under Apache-2.0, which disagrees with the
      // dataset card") is.
      (!/\brepositor(?:y|ies)\b|\bprojects?\b|\bsource code\b/i.test(quote.text) ||
        /\b(?:same rows|rows|data(?:set)? files?|disagrees?|conflicts?)\b/i.test(quote.text)) &&
      (quote.text.match(LICENCE_NAME) ?? []).some((name) => !own.has(licenceKey(name))),
  );
}

/** A shot count: "5-shot", "zero-shot", "3 shots". */
const SHOTS =
  /\b(?:\d+|zero|one|two|three|five|few)[- ]shots?\b|\b\d+ (?:in-context examples|demonstrations)\b/i;

/** The first sentence that gives a shot count: the task format, then the harness entries, then how to run it. */
function shotSentence(record: BenchRecord): { where: string; text: string } | undefined {
  return runSentence(record, SHOTS);
}

/** The first sentence that says `pattern` of how a benchmark runs: its task format, harness entries, then its prose. */
function runSentence(record: BenchRecord, pattern: RegExp): { where: string; text: string } | undefined {
  for (const { where, text } of [
    { where: 'task_format', text: record.page.task_format },
    ...harnessThenProse(record),
  ]) {
    const said = sentences(text).find((sentence) => pattern.test(sentence));
    if (said) return { where, text: oneLine(said) };
  }
  return undefined;
}

/** "Recommended sampling settings?", "what temp", "温度设多少": the settings a model decodes with. */
const DECODING_ASKED =
  /\b(?:sampling|decoding|generation|inference)\s+(?:settings?|params?|parameters?|config\w*|setup)\b|\btemp(?:erature)?\b|\btop[- _]?[pk]\b|\bmax(?:imum)?[ _-]?(?:new[ _-]?)?tokens\b|\bgreedy\b|温度|采样|解码/;

/**
 * A sentence that gives decoding settings: a temperature, a top-p, greedy decoding ("generates
 * greedily (do_sample: false)"), a token cap.
 */
const DECODING_SAID =
  /\btemperature\b|\btop[- _]?[pk]\b|\bgreed(?:y|ily)\b|\bdo_sample\b|\bmax(?:imum)?[ _-]?(?:new[ _-]?)?tokens\b|\b[\d,]+-token cap\b|\bsampl(?:ing|ed) (?:with|at)\b/i;

/** "用什么数据构造的", "基于哪些语料": what the items were made from, asked in Chinese. */
const MADE_FROM_ASKED_ZH =
  /(?:用|拿|基于|来自|取自)(?:了)?(?:什么|哪些?|啥)(?:样的)?(?:数据|语料|文本|材料)(?:集)?(?:构造|构建|做|生成|合成|制作|组成|造|搭)?/;

/** "Where does the data come from?", "数据是从哪来的": what the items were made from. */
const SOURCE_WORDS_ASKED =
  /\bcomes? from\b|\bsource (?:benchmarks?|datasets?|sets?)\b|\b(?:pull|get|take|draw)s? (?:its|their|the) (?:problems|questions|items|tasks|data)\b[^?]*\bfrom\b|\bsourced\b|\bsource of\b|\borigin|\bcollected\b|\bbuilt from\b|\bwhere (?:did|do|does|were|are) (?:they|the \w+) (?:get|find|take)\b|从哪(?:个|些|里|儿)?[^？?]{0,12}来|来源|出处|来自/;
const PROVENANCE_ASKED = new RegExp(`${SOURCE_WORDS_ASKED.source}|${MADE_FROM_ASKED_ZH.source}`);

/** Verbs that say what items were made from: "built from Sina Weibo", "drawn from past exams". */
const MADE_VERBS =
  'built|drawn|taken|collected|sourced|scraped|crawled|compiled|adapted|derived|gathered|mined|pulled|sampled|subsampled|selected|held out|translated|translations|pools|pooled|aggregates|aggregated|combines|combined';

/** Items made from a named source. */
const BUILT_FROM = new RegExp(`\\b(?:${MADE_VERBS})\\s+(?:\\w+\\s+){0,2}from\\b`, 'i');

/**
 * Items made from sources it names: "translations from GSM8K, MATH, …", "drawn from 842 web articles
 * on Wikimedia", "traces to the original WMT14 …".
 */
const NAMED_SOURCE = new RegExp(
  `\\b(?:${MADE_VERBS})\\s+(?:\\w+\\s+){0,2}from\\s+(?:the\\s+)?(?:(?!with\\b|and\\b|into\\b)[\\w,-]+\\s+){0,6}\\p{Lu}|\\btraces?\\s+(?:\\w+\\s+){0,2}to\\s+(?:the\\s+)?(?:\\w+\\s+)?\\p{Lu}`,
  'u',
);

/** A sentence that says what a benchmark's items were made from, or who wrote them. */
const MADE_FROM = new RegExp(
  `\\b(?:${MADE_VERBS}|written)\\s+(?:\\w+\\s+){0,2}(?:from|by|out of)\\b|\\bcomes? from\\b|\\bsourced\\b|\\btraces? (?:\\w+ ){0,2}to\\b`,
  'i',
);

/** "translated from English": a language the items were carried from, which is no source of them. */
const FROM_LANGUAGE = new RegExp(
  `\\b(?:${MADE_VERBS})\\s+from\\s+(?:${LANGUAGES.map((language) => language.label).join('|')})\\b`,
);

/**
 * The record's sentence on what its items were made from: a source it names ("drawn from 842 web
 * articles on Wikimedia projects") before one that says only how they were made, or who wrote them.
 * `named`: only a sentence that names a source, not the language items were translated from.
 */
export function originOf(record: BenchRecord, named = false): Quote | undefined {
  const made = quotesMatching(record, MADE_FROM);
  const source = made.find((quote) => NAMED_SOURCE.test(quote.text) && !FROM_LANGUAGE.test(quote.text));
  if (named) return source;
  return (
    source ??
    made.find((quote) => NAMED_SOURCE.test(quote.text)) ??
    made.find((quote) => BUILT_FROM.test(quote.text)) ??
    // Not where a figure comes from ("The 60.3% human baseline comes from Amazon Mechanical Turk
    // annotators"): that is who set a baseline, not where the items come from.
    made.find(
      (quote) =>
        /\bcomes? from\b/i.test(quote.text) &&
        !quote.text.startsWith(record.page.name) &&
        !/\b(?:baseline|score|accuracy|figure|number|result)s?\b[^.;]{0,30}\bcomes? from\b/i.test(quote.text),
    ) ??
    made.find((quote) => !/\bcomes? from\b/i.test(quote.text))
  );
}

/** A language named in a record's text: "Japanese", "in 18 languages". */
const LANGUAGE_NAMED = new RegExp(
  `\\b(?:${LANGUAGES.map((language) => language.label).join('|')})\\b|\\b\\d+ languages\\b`,
  'g',
);

/**
 * A record with no languages field: the sentence of its text that names the most languages
 * ("English web navigation candidates, French school questions, Japanese MS MARCO …"), else none.
 */
function languagesInText(record: BenchRecord): string {
  const named = (quote: Quote) => quote.text.match(LANGUAGE_NAMED)?.length ?? 0;
  const best = quotesMatching(record, new RegExp(LANGUAGE_NAMED.source)).reduce<Quote | undefined>(
    (most, quote) => (!most || named(quote) > named(most) ? quote : most),
    undefined,
  );
  return best && named(best) >= 2
    ? `The languages field of ${record.id} is empty; its text names them (${best.cite.where}): “${best.text}”`
    : notEstablished(record, 'languages');
}

/**
 * A record with no licence field: the sentence of its text that names one ("the original project
 * site states the Academic Free License ("AFL") v3.0"), else none.
 */
function licenceInText(record: BenchRecord): string {
  const licenceName = new RegExp(`${LICENCE_NAME.source}|\\b[A-Z][\\w-]*(?: [A-Z][\\w-]*)* Licen[cs]e\\b`);
  const named = quotesMatching(record, /\blicen[cs]e\b/i).find((quote) => licenceName.test(quote.text));
  // "Neither docvqa.org nor the paper states an explicit licence …", "leave licence empty": the text
  // says there is none; "the framework itself is under Apache 2.0": a licence of code, not of data.
  const denied =
    named &&
    /\b(?:no|not|neither|nor|without|rather than)\b[^.;]{0,40}\blicen[cs]e|\blicen[cs]e\b[^.;]{0,20}\b(?:empty|unset)\b|\b(?:code|framework|repository|software)\b/i.test(
      named.text,
    );
  if (named)
    return `${denied ? `${notEstablished(record, 'licence')} ` : ''}The licence field of ${record.id} is empty; its text speaks of the licence (${named.cite.where}): “${named.text}”`;
  // "No licence is stated …; its licensing status is unresolved": the text says why none is given.
  const unsettled = quotesMatching(record, LICENCE_UNSETTLED)
    .sort((a, b) => Number(!/licen[cs]/i.test(a.text)) - Number(!/licen[cs]/i.test(b.text)))
    .slice(0, 2);
  return unsettled.length > 0
    ? `${notEstablished(record, 'licence')} Its text says why: ${unsettled.map((quote) => `“${quote.text}” (${quote.cite.where})`).join(' ')}`
    : notEstablished(record, 'licence');
}

/** A sentence that says a licence is missing or in dispute: "its licensing status is unresolved". */
const LICENCE_UNSETTLED =
  /\blicen[cs](?:e|ing)\b[^.;]{0,40}\b(?:unresolved|contested|unclear|unknown|disputed|not stated|not given)\b|\bno licen[cs]e is (?:stated|given)\b|\b(?:legally contested|DMCA)\b/i;

/** A sentence that speaks of a later set: "a companion project (GAOKAO-Bench-Updates) … adds 2023 papers". */
const LATER_SET =
  /\b(?:companion (?:project|set|benchmark|dataset)|follow-ups?|successors?|sequel|superseded by|replaced by|newer (?:generations?|versions?|releases?|sets?|editions?)|updated (?:version|release|set|edition)|followed)\b/i;

/** Where it is this record that follows another: "a successor to MMLU", "superseded X". */
const FOLLOWS_ANOTHER = /\b(?:successor|follow-up|sequel) (?:to|of)\b/i;

/**
 * With no successor field, the record's sentence that names a later set all the same, said first;
 * else that it names none.
 */
function laterInText(record: BenchRecord): string {
  // Its lineage's word first: "τ²-bench followed, adding …" before "Sierra … leads its successors".
  const [later] = quotesMatching(record, LATER_SET)
    .filter(
      (quote) =>
        !FOLLOWS_ANOTHER.test(quote.text) && /[A-Z][\w-]*[A-Z0-9][\w-]*|\S+-bench\b/.test(quote.text),
    )
    .sort((a, b) => Number(a.cite.where !== 'Lineage') - Number(b.cite.where !== 'Lineage'));
  return later
    ? `The record of ${record.id} speaks of a later set (${later.cite.where}): “${later.text}” Its successors field names none (lineage.successors is empty).`
    : `The record of ${record.id} names no successor (lineage.successors is empty).`;
}

function notEstablished(record: BenchRecord, what: string): string {
  return `The catalog does not establish the ${what} of ${record.id}.`;
}

/**
 * "is cola in it?", "is cola in adv glue?": a thing asked of a set, the thing captured; not "what is
 * circulareval in mmbench", which asks what the thing is.
 */
const IS_IT_IN =
  /(?<!\b(?:what|which|who|how|where|why|when)\s+)\b(?:is|are)\s+(?!it\b|this\b|that\b|there\b|§)([a-z][\w-]*(?:\s+[a-z][\w-]*)?)\s+(?:in|part of|included in|among)\s+(?:it|§)\s*(?:[?？]|$)/;

/**
 * What a Chinese question asks a set holds: a few Chinese words, or a name in Latin letters, which
 * may run longer ("decision_sabotage").
 */
const HELD_THING = /(\s*[a-z][\w.+-]*(?:\s+[a-z][\w.+-]*){0,3}\s*|[^？?]{1,12}?)(?:吗|么|嘛)/.source;

/** "Does X include Y?", "X 里面有 Y 吗": whether a set holds a kind of item or a source. */
const CONTAINS_ASKED = new RegExp(
  `${/\b(?:does|do)\s+§\s+(?:include|contain)\b/.source}|${IS_IT_IN.source}|${/§\s*(?:里面?|中|里头)(?:有没有|有|包含|包括)/.source}${HELD_THING}|${/§\s*(?:包含|包括)/.source}${HELD_THING}`,
);

/** A top score as a note writes it: "79.20%" and "79.2" for 79.2, "88.0" for 88; not "188". */
export function topScoreWritten(top: number): RegExp {
  return new RegExp(
    `(?<![\\d.])${escapeRegExp(String(top))}${Number.isInteger(top) ? '(?:\\.0+)?' : '0*'}(?![\\d])`,
  );
}

/** The sentence of a record's saturation note that gives its top score ("79.20%" for 79.2). */
export function whoseTop(record: BenchRecord): string | undefined {
  const top = record.page.saturation.top_score;
  if (top === null) return undefined;
  const written = topScoreWritten(top);
  return sentences(oneLine(record.page.saturation.note)).find((sentence) => written.test(sentence));
}

/**
 * What the top score's note says of whose it is, said after the score: the note's sentence, and
 * whether it names a model at all ("the leading model held a rating of 1507" names none).
 */
export function whoseTopSaid(whose: string | undefined, top?: number): string {
  if (!whose) return '; its note is given with it.';
  const leader = top === undefined ? undefined : leaderBefore(whose, top);
  if (leader) return `. Its note says whose, ${leader} (saturation.note): “${whose}”`;
  if (NAMES_A_MODEL.test(whose)) return `. Its note says whose (saturation.note): “${whose}”`;
  return UNNAMED_LEADER.test(whose)
    ? `. Its note gives it without naming the model (saturation.note): “${whose}”`
    : NAMES_NOTHING(whose)
      ? `. Its note on it names no model (saturation.note): “${whose}”`
      : `. Its note on it (saturation.note): “${whose}”`;
}

/**
 * The model a note's sentence gives the top score to, named right before it: "measured Gemini 3
 * at 37.5%", "GPT-5.2 scored 92%". Words that are all capitalised or numbered, and a model's name
 * among them; undefined where the figure stands after anything else ("the leading model held a
 * rating of 1507").
 */
function leaderBefore(sentence: string, top: number): string | undefined {
  const token = String.raw`(?:[A-Z][\w.-]*|o\d[\w.-]*|\d[\w.-]*)`;
  const found = new RegExp(
    String.raw`(?<![\w.-])((?:[A-Z][\w.-]*|o\d[\w.-]*)(?:\s+${token}){0,4}?)(?:\s+\([^)]{1,30}\))?(?:\s+(?:at|with|scored|scoring|reached|reaching|hit|hitting|leads? at|tops? at|:)\s+|\s*\(\s*)(?:about\s+|roughly\s+|~\s*)?${topScoreWritten(top).source}`,
  ).exec(sentence);
  if (!found?.[1] || !NAMES_A_MODEL.test(found[1])) return undefined;
  // "GPT-5.5 (xhigh) and Claude Opus 4.8 (max) at 100.00%": a tie, both named; not "Claude Opus
  // 4.5 (43.2%) and Gemini 3 (45.8%)", a figure of its own.
  const tied = new RegExp(
    String.raw`(?<![\w.-])((?:[A-Z][\w.-]*|o\d[\w.-]*)(?:\s+${token}){0,4}?)(?:\s+\([^)\d%]{1,30}\))?\s+and\s+$`,
  ).exec(sentence.slice(0, found.index));
  return tied?.[1] && NAMES_A_MODEL.test(tied[1]) ? `${tied[1]} and ${found[1]}` : found[1];
}

/**
 * A sentence that gives the top entry's figure: "its top entry stands at 86.9 as of 1 July 2026";
 * not one that says none is tracked, nor the next-best's.
 */
export const TOP_IN_TEXT =
  /(?:^|[.;]\s)(?:(?!\b(?:no|not|never)\b)[^.;])*?(?<!next[- ])\b(?:top|leading|best|highest)(?:[- ]scoring)?\s+(?:entry|score|result|submission|system)\b(?:[^.;]|\.\d){0,30}?\b(?:stands? at|is|at|reached|reaches|of)\s+(\d+(?:\.\d+)?)/i;

/**
 * Whether the record writes a word as the name of a part of it: capitalised mid-sentence
 * ("PaperBench Code-Dev o1-high scored …", "the Lite subset") or before a word for a part ("the
 * commercial subset"), not as an ordinary word ("this board's leader").
 */
function namesPart(record: BenchRecord, named: RegExp): boolean {
  const after = new RegExp(
    `${named.source}[\\s-]+(?:subsets?|splits?|sets?|variants?|tracks?|versions?|portions?|tiers?)\\b`,
    'iu',
  );
  return quotesMatching(record, named).some(
    (quote) =>
      after.test(quote.text) ||
      [...quote.text.matchAll(new RegExp(named.source, 'giu'))].some(
        (found) => /^\p{Lu}/u.test(found[0]) && found.index > 0,
      ),
  );
}

/** Words that ask for the top score, which end a part's name written before them. */
const TOP_WORDS = /^(?:top|best|highest|sota|score|scores|leader|leading|record|result|results|max|number)$/;

/**
 * A part of the record asked about by name ("§ code-dev top score", "best on § commercial
 * subset") that the sentence giving its top score does not name: what the record says of that
 * part, said as not being the top score's. Undefined where no part is asked, the record never
 * names it, or the top is the part's own.
 */
function topOfPartAsked(record: BenchRecord, masked: string, top: number): string | undefined {
  const words = (subsetAfterName(masked) ?? ownSplitAsked(record, masked) ?? '').split(' ');
  // What the part is called: "the commercial subset", "the code dev part".
  const called = /§\s+[\w\s-]*?\b(subset|split|set|variant|track|version)\b/.exec(masked)?.[1] ?? 'part';
  const end = words.findIndex((word) => TOP_WORDS.test(word));
  const part = (end === -1 ? words : words.slice(0, end)).join(' ');
  if (part.length < 3 || SPLIT_WORD.test(part) || ofOwnName(record, part)) return undefined;
  // "code dev" as the name's words are put back, "Code-Dev" as the record writes it.
  const word = part
    .split(/[\s-]+/)
    .map(escapeRegExp)
    .join('[\\s-]');
  const named = new RegExp(`(?<![\\p{L}\\p{N}])${word}(?![\\p{L}\\p{N}])`, 'iu');
  const ofTop = whoseTop(record) ?? record.page.saturation.note;
  if (!namesPart(record, named) || named.test(ofTop)) return undefined;
  // A figure with the part's name beside it: "Code-Dev o1-high scored 43.4%", "the private
  // commercial subset (for example Claude Opus 4.1 from roughly 23% to 17.8%".
  const figure = String.raw`\d+(?:\.\d+)?\s?%`;
  const tied = new RegExp(
    `${figure}(?:\\s+[\\w@-]+){0,4}?\\s+${word}\\b|\\b${word}\\b[^;%]{0,60}?${figure}`,
    'i',
  );
  const [onPart] = quotesMatching(record, tied);
  const notOfPart = `The top score the record gives (${withUnit(top, record.page.metric.unit)}, saturation.top_score) is not a score on the ${part} ${called} asked about;`;
  return onPart
    ? `${notOfPart} the record says (${onPart.cite.where}): “${onPart.text}”`
    : `${notOfPart} the record gives none of the ${part} ${called} alone.`;
}

/** A note with no name in it at all: no capital letter but where a sentence begins. */
const NAMES_NOTHING = (text: string) =>
  ![...text.matchAll(/\b[A-Z]/g)].some((match) => !/(?:^|[.!?]\s+)$/.test(text.slice(0, match.index)));

/** A model's name as notes write it: a known family, an org's path ("codefuse-ai/F2LLM-v2-14B"), or a coined name with a digit. */
const NAMES_A_MODEL = new RegExp(
  `${MODEL_NAME.source}|\\b[\\w.-]+\\/[\\w.-]+|\\b[A-Z][\\w.]*\\d[\\w.]*-[\\w.-]+|\\b[A-Z][\\w.]*-[\\w.-]*\\d`,
  'i',
);

/** A leader spoken of and not named: "the leading model held a rating of 1507", "the top rating was 1313". */
const UNNAMED_LEADER =
  /\b(?:the|a) (?:leading|top|best|highest[- ]scoring|first-place) (?:model|system|entry|submission)\b|\bthe (?:top|highest|best) (?:rating|score|result) (?:was|is|stood|stands)\b/i;

/** "Which model is #1?", "who leads", "谁第一": the leader asked for, not only the score. */
const LEADER_ASKED = /\b(?:which|what) model\b|\bwho(?:s|'s)?\b|#\s?1\b|\bnumber one\b|第一|榜首|谁/;

/**
 * "Which language pairs?", "哪些翻译方向": the record's sentence that names the pairs, with two
 * languages or more by name ("each between English and another language: Czech, German, …").
 */
function pairsSaid(record: BenchRecord, asked: string): string {
  if (!/\bpairs?\b|\bdirections?\b|方向|语言?对/.test(asked)) return '';
  const named = (text: string) =>
    LANGUAGES.filter((one) => new RegExp(`\\b${one.label}\\b`).test(text)).length;
  const [pairs] = quotesMatching(record, /\bpairs?\b|\bdirections?\b/i).filter(
    (quote) => named(quote.text) >= 2,
  );
  return pairs ? ` The pairs, in its record's words (${pairs.cite.where}): “${pairs.text}”` : '';
}

/**
 * A set named as what a record was translated from: "a translation of moral stories", "translated
 * from the english moral stories", "是 moral stories 的法语翻译版吗", "从 moral stories 翻译过来".
 * The set, of two words at least (one is a language: "translated from english"), is in the first
 * group that matched; a record's own name is masked, so it is never one. A manner asked ("machine
 * translation of …") is the manner's question, answered from the passages.
 */
const TRANSLATED_FROM_ASKED =
  /^(?![\s\S]*(?:\b(?:machine|human|professional|automatic|google|deepl|manual(?:ly)?|post-?edit\w*)\b|机翻|机器|人工))[\s\S]*?(?:\btranslat(?:ion|ed(?:\s+version)?)\s+(?:of|from)\s+(?:the\s+)?(?:original\s+)?(?:english\s+)?([a-z][a-z0-9-]*(?:\s+[a-z0-9-]+){1,5}?)\s*(?:[?.!,;]|$)|(?:是|从|由)\s*([a-z][a-z0-9-]*(?:\s+[a-z0-9-]+){1,5}?)\s*(?:的[^？?。，,]{0,8}?(?:翻译|译本)|翻译|译))/;

/** Whether a figure can be believed, asked: "is that legit?", "should we trust it", "可信吗". */
const TRUST_ASKED =
  /\b(?:legit\w*|trust\w*|believ\w*|credible|verified|suspicious|sus|too good to be true)\b|可信|靠谱|可靠|靠得住|水分|真的假的/;
/**
 * A record's word that figures on it are not checked: "self-reported by their vendors rather than
 * independently reproduced".
 */
const UNCHECKED =
  /\bself-report\w*|\b(?:not|never|rather than) (?:been )?independently (?:reproduced|verified|replicated|checked|confirmed)\b|\bunverified\b|\bvendor-(?:submitted|reported)\b/i;

/**
 * "Vendor claims 99%, legit?": the record's word that figures on it go unchecked ("self-reported by
 * their vendors rather than independently reproduced"), which is what the question doubts; the
 * sentence that says why before one that only says who submitted them. Undefined where belief is
 * not asked or the record says nothing of it.
 */
export function uncheckedFigures(record: BenchRecord, masked: string): Quote | undefined {
  if (!TRUST_ASKED.test(masked)) return undefined;
  const why = (quote: Quote) => Number(/\bindependent|\bself-report/i.test(quote.text));
  return quotesMatching(record, UNCHECKED).sort((a, b) => why(b) - why(a))[0];
}

/** "How many does opencompass implement?", "OpenCompass 里实现了几个": a count of what a harness runs. */
const HARNESS_COUNT_ASKED =
  /\bhow many\b[^?]*\b(?:does|do|did|is|are)\s+(?:lm[-_ ]?eval\w*|helm|opencompass|inspect\w*)\s+(?:implement|run|include|support|cover|have|ship)|^(?=[\s\S]*\b(?:lm[-_ ]?eval\w*|helm|opencompass|inspect\w*)\b)[\s\S]*\bhow many\b[^?]*\b(?:does|do|did)\s+(?:it|they)\s+(?:actually\s+|really\s+)?(?:run|score|evaluate|use|keep)\b|(?:opencompass|helm|lm[-_ ]?eval\w*|inspect\w*)\s*(?:里|中|上)?(?:实现|支持|跑|包含|收录)了?(?:几|多少)/i;

/** "Any evidence?", "有没有数据能说明": the figures behind a verdict, asked for. */
const EVIDENCE_ASKED =
  /\b(?:evidence|data|proof|numbers?|figures?|show(?:s|ing)?|shown)\b|数据|证据|说明|证明/;

/** "How do they prevent contamination?", "怎么防污染": the means asked, not only the risk. */
const GUARD_ASKED =
  /\bhow (?:do|does|did|is|are)\b|\b(?:prevent|avoid|guard|protect|mitigat|resist)\w*|怎么|如何|防/;
/** A sentence that says how a benchmark keeps its items out of training data. */
const GUARDED =
  /\b(?:held[- ]out|private|unpublished|withheld|hidden|canary|copyleft|decontaminat\w*|refresh\w*|rotat\w*|retir\w*|each month|monthly|recently published|after (?:the )?(?:training )?cutoff|by (?:explicit )?design|closed)\b/i;
/** How many ways of guarding a sentence names: the one that names most says how, not only that. */
const guards = (text: string) => text.match(new RegExp(GUARDED.source, 'gi'))?.length ?? 0;

/**
 * "The reference protocol is 5-shot with chain-of-thought prompting": the count the sentence
 * gives, said first, and whether it runs with chain of thought; '' where it gives no one count.
 */
function shotsIn(text: string, id: string): string {
  const counts = [
    ...new Set([...text.matchAll(/\b(\d+|zero|one)[- ]shot\b/gi)].map((found) => found[1]?.toLowerCase())),
  ];
  if (counts.length !== 1) return '';
  // Said of the shots themselves ("5-shot with chain-of-thought", "0-shot, no CoT"), not of
  // another setting the sentence sets beside them.
  const cot = /-shot,?\s+(?:with\s+)?(?:chain[- ]of[- ]thought|CoT)\b/i.test(text)
    ? ', with chain of thought'
    : /-shot,?\s+(?:no|without)\s+(?:chain[- ]of[- ]thought|CoT)\b/i.test(text)
      ? ', without chain of thought'
      : '';
  return `Shots for ${id}: ${counts[0]}${cot}. `;
}

/** A sentence on copies of a dataset: "substitute mirrors", "one popular replacement, qwedsacf/…". */
const MIRRORED = /\bmirrors?\b|\breplacement\b|\bsubstitute\b|\bre-?upload\w*|\bswitched to\b/i;

/** What a sentence says of the harnesses asked: from where it names one to where it names another. */
function ofThatHarness(text: string, asked: readonly RegExp[]): string {
  const start = Math.min(...asked.map((written) => written.exec(text)?.index ?? Infinity));
  if (!Number.isFinite(start)) return '';
  const rest = text.slice(start + 1);
  const others = HARNESS_TABLE.map((harness) => harnessWritten(harness.name)).filter(
    (written) => !asked.some((one) => one.source === written.source),
  );
  const end = Math.min(...others.map((written) => written.exec(rest)?.index ?? Infinity));
  return text.slice(start, Number.isFinite(end) ? start + 1 + end : undefined);
}

/**
 * "top score - is it verified?": beside the top entry its text gives, the note's sentence that
 * holds the question's own words ("verified"), where another does.
 */
function alsoAsked(record: BenchRecord, masked: string, said: Quote): string {
  const asked = new Set([...termsOf(masked)].filter((term) => !TOP_TERMS.has(term)));
  // One that gives a figure first: "the verified figure … remains GPT-4o (0513) at 51.9%".
  const holding = sentencesOf(record, 'saturation.note').filter(
    (sentence) => sentence !== said.text && termsIn(sentence, asked).length > 0,
  );
  const other = holding.find((sentence) => /\d%/.test(sentence)) ?? holding[0];
  return other ? ` And (saturation.note): “${other}”` : '';
}

/** Words of a top-score question that every answer to it holds. */
const TOP_TERMS = new Set([
  'top',
  'score',
  'scores',
  'best',
  'highest',
  'leader',
  'model',
  'current',
  'currently',
  'now',
]);

/** The longest stretch of a note said in a lead; a longer note is said up to its sentence that ends within it. */
const NOTE_IN_LEAD = 600;

/** A note's opening sentences, as many as fit a lead, marked "…" where it goes on. */
function noteInLead(note: string): string {
  let kept = '';
  for (const sentence of sentences(note)) {
    if (kept !== '' && kept.length + sentence.length + 1 > NOTE_IN_LEAD) return `${kept} …`;
    kept = kept === '' ? sentence : `${kept} ${sentence}`;
  }
  return kept;
}

/** An interval: "each month", "monthly", "every quarter", "a year". */
const INTERVAL =
  /\b(?:each|every|a|per)\s+(?:day|week|month|quarter|year)\b|\b(?:daily|weekly|monthly|quarterly|yearly|annually)\b/i;
/** A sentence that says how often a set changes: at an interval, or all the time. */
const CADENCE = new RegExp(`${INTERVAL.source}|\\b(?:continuously|rolling)\\b`, 'i');

/** Fewer items than this are no set to score on: a size that small counts something else. */
const SMALLEST_SET = 10;

/** Whether a record's status says another has taken its place. */
function isReplaced(record: BenchRecord): boolean {
  return record.page.status === 'superseded' || record.page.status === 'deprecated';
}

/** "Is it still the current version?", "还是最新版本吗": whether a later record has replaced it. */
const CURRENT_ASKED =
  /\b(?:still )?the (?:current|latest|newest|most recent) (?:version|release|edition|one)\b|\bstill (?:current|up[- ]to[- ]date)\b|(?:还是|是不是|是)(?:最新|当前)的?(?:版本?|一版)|最新版吗/;

/** "an always-No baseline", "majority class", "全选 A": a constant answer's score, asked. */
const CONSTANT_ASKED =
  /\b(?:always|all)[- ](?:yes|no|true|false|[a-d])\b|\bmajority[- ](?:class|label|baseline|answer)\b|\bconstant (?:answer|prediction|baseline)\b|多数类|全(?:选|答|猜)/;

/**
 * "Can we run the full set ourselves?", "完整的能自己跑吗": whether every part is out to run, which the
 * splits and the public test set field say.
 */
const RUN_ALL_OURSELVES =
  /\b(?:run|evaluate|eval|download|get)\b[^?.;]{0,30}\b(?:full|whole|entire|complete|all)\b[^?.;]{0,30}\b(?:ourselves|ourself|myself|locally|on our own|in-house|offline)\b|(?:自己|本地)(?:跑|测|评)[^？?]{0,6}(?:全部|完整|全量|全集)|(?:全部|完整|全量|全集)[^？?]{0,8}(?:自己|本地)(?:跑|测|评)/;

/** The sentence that gives a constant answer's score: "a majority-No classifier scores about 55.8%". */
const CONSTANT_SAID = /\b(?:majority|always|constant)\b[^.;]{0,60}?\d+(?:\.\d+)?\s?%/i;

export const FACETS: readonly Facet[] = [
  // First: "a human preference benchmark?" asks its kind, not its human baseline.
  CATEGORY_FACET,
  {
    name: 'random-baseline',
    inPassing: true,
    asks: new RegExp(`\\brandom\\b|\\bchance\\b|\\bguess(?:ing)?\\b|随机|瞎猜|${CONSTANT_ASKED.source}`),
    topic: 'random chance baseline majority guess',
    answer: (record, masked) => baselineFacet(record, 'random', masked),
  },
  {
    name: 'human-baseline',
    inPassing: true,
    asks: /\b(?:beat(?:en|s)?|surpass\w*|exceed\w*|outperform\w*)\b[^?]{0,30}\bhumans?\b|\b(?:humans?|experts?|annotators?)\b.*\b(?:baseline|score|performance|accuracy|level)\b|\bhow (?:well |good )?(?:do|are|did) (?:humans|experts|people)\b|专家(?:基线|水平|成绩|准确率|得分)|专家[^，。？?]{0,8}(?:多少|几分)|(?<!\bor\s+)\bhuman\b(?!\s+or\b|[- ](?:written|made|translat|annotat|verif|label|curat|author|generat|creat))|人类/,
    topic: 'human baseline expert annotator',
    answer: (record, masked, question = masked) => baselineFacet(record, 'human', masked, question),
  },
  {
    name: 'top-score',
    inPassing: true,
    asks: /\b(?:top|best|highest|record|sota|state of the art|leading)\b.*\b(?:score|result|models?|number|rating|elo|on it|agents?|systems?|entry|f1|em|accuracy|acc)\b|\bsaturat|\bsota\b|\bceiling\b|\bwho(?:'s| is) (?:on )?top\b|\bwho leads\b|#\s?1\b|\bnumber one\b|\bno\.\s?1\b|\bfirst place\b|\b(?:current|the) leader\b|最高分|(?:谁|哪个模型?)的?分(?:数)?最(?:高|好|强)|\b(?:which|what) (?:model|llm|system|agent)s? (?:is|does|did|scores?|was) (?:the )?best\b|分数?最高的?(?:是谁|是哪个|模型)|最(?:好|强|佳)的?[^？?，,。]{0,12}(?:多少分?|分数|得分|成绩)|最(?:好|佳)成绩|饱和|第一名|榜首|榜一|排名第一|第一是谁|谁是第一|谁第一|排第一的?是谁|\bwhat (?:do|does|are) (?:current |frontier |today's |top )?(?:models?|llms?|people)\b[^?]{0,25}\b(?:scor\w*|get(?:ting)?)\b|\btypical (?:scores?|numbers?)\b|模型[^？?，,]{0,8}(?:能)?(?:拿|得|考)(?:到)?多少分|一般(?:能)?(?:拿|得|考)(?:到)?多少分/,
    topic: 'top score highest best saturated ceiling',
    answer: (record, masked, question = masked) => {
      const { top_score: top, as_of: asOf, note, status } = record.page.saturation;
      // "Which model is #1 right now?" of a record without a top score: who leads is not known
      // here, said first, before the note that may name an old leader.
      // No field, but its text gives the top entry ("its top entry stands at 86.9 as of 1 July 2026").
      const [inText] = top === null ? quotesMatching(record, TOP_IN_TEXT) : [];
      const leader =
        top === null && !inText && LEADER_ASKED.test(masked)
          ? ` The catalog does not record which model leads ${record.id}.`
          : '';
      const state = `Saturation status of ${record.id}: ${status} (saturation.status).${leader}`;
      // With no single top score, the note is the answer ("Paper: XLM-R large ... both 61.3"): said
      // in the lead, not left to a fact row below it.
      const said = oneLine(note);
      // "Who is first, and with what?": the note's sentence that gives the top score says whose.
      // Not asked who, the note's sentence still says whose where it names a model ("best hle score
      // with tools?": Gemini 3's 45.8%).
      const ofTop = top !== null ? whoseTop(record) : undefined;
      // "Top elo, and which model holds it?": who, asked in the question's other part.
      const leaderAsked = LEADER_ASKED.test(masked) || LEADER_ASKED.test(question.toLowerCase());
      const whose = leaderAsked || (ofTop && NAMES_A_MODEL.test(ofTop)) ? ofTop : undefined;
      // "paperbench code-dev top score", "best on swe-bench pro commercial subset": a part the
      // record gives its own figures for is not the part its top score is of.
      const ofPart = top === null ? undefined : topOfPartAsked(record, masked, top);
      // "best model in the og paper": the record's sentence on the paper's best, not today's top.
      const [inPaper] = PAPER_ASKED.test(question.toLowerCase())
        ? quotesMatching(record, BEST_OF_PAPER).filter(
            // Where the paper's best is the top score, the top score says it.
            (quote) => PAPER_SAID.test(quote.text) && !(top !== null && quote.text.includes(String(top))),
          )
        : [];
      const lead = inPaper
        ? `The best the paper reports, by the record of ${record.id} (${inPaper.cite.where}): “${inPaper.text}” ${state}`
        : ofPart
          ? `${state} ${ofPart}`
          : top === null && inText
            ? `${state} The record gives no top score field (saturation.top_score is empty), but its text gives the top entry (${inText.cite.where}): “${inText.text}”${alsoAsked(record, masked, inText)}`
            : top === null
              ? `${state} ${said ? `The record gives no single top score (saturation.top_score is empty); its note (saturation.note): “${noteInLead(said)}”` : notEstablished(record, 'top score')}`
              : `${state} The top score the record gives is ${withUnit(top, record.page.metric.unit)}${asOf ? ` as of ${asOf}` : ''} (saturation.top_score)${whoseTopSaid(whose, top)}`;
      const facts = top === null ? [] : [fact(record, 'Note', 'saturation.note', note)];
      return { lead, facts, section: 'saturation' };
    },
  },
  {
    // "what's the max context length it goes to", "最长上下文多长": the inputs' lengths, which a
    // record gives in its prose ("0k through 10M tokens"), not its maximum score.
    name: 'context-length',
    inPassing: true,
    asks: /\b(?:max(?:imum)?|longest|largest|biggest|how long)\b[^?.;]{0,20}\b(?:context|input|sequence|document)s?\b|\bcontext (?:length|window|size)s?\b|\bhow many tokens\b|\baverage (?:input|context|prompt|document) (?:length|size)s?\b|上下文(?:长度|窗口)|上下文[^？?，,。]{0,3}多长|平均[^？?，,。]{0,3}(?:上下文|输入)|最长(?:的)?(?:上下文|输入)|多长的?上下文|(?:最长|最多|最大)[^？?，,]{0,8}(?:多少|几)\s*(?:k|m)?\s*tokens?|(?:多少|几)\s*(?:k|m)?\s*tokens?|测到多长/,
    topic: 'context length tokens window longest',
    answer: (record, masked) => {
      const stated = quotesMatching(record, TOKEN_LENGTH);
      // "which lengths does the headline average cover?": the sentence on what the question asks
      // of the lengths; else the one that gives the range ("up to 10M", "0k through 10M tokens")
      // before one that only uses a length.
      const asked = new Set([...termsOf(masked)].filter((term) => !LENGTH_WORDS.test(term)));
      const [fits] = rankQuotes(stated, asked, [LENGTH_RANGE]).filter(
        (quote) => termsIn(quote.text, asked).length > 0,
      );
      // "Which context lengths does it test?": the sentence that lists them ("4K, 8K, 16K, …").
      const listing = LENGTHS_ASKED.test(masked)
        ? stated.find((quote) => LENGTH_LIST.test(quote.text))
        : undefined;
      const average = AVERAGE_ASKED.test(masked)
        ? (stated.find((quote) => AVERAGE_LENGTH.test(quote.text)) ??
          stated.find((quote) => /\baverag/i.test(quote.text)))
        : undefined;
      const best =
        listing ?? average ?? fits ?? stated.find((quote) => LENGTH_RANGE.test(quote.text)) ?? stated[0];
      // "How long does it go?": the longest its sentence gives ("from 0k tokens up to 10M"), first.
      const longest =
        best && LONGEST_ASKED.test(masked)
          ? /\b(?:up to|through|to)\s+(\d+(?:\.\d+)?\s?[kKmM]\+?)(?![\w.])/.exec(best.text)?.[1]
          : undefined;
      return {
        lead: best
          ? `${longest ? `The longest context length of ${record.id}, by its record: ${longest} tokens. ` : ''}The context lengths of ${record.id}, in its record's words (${best.cite.where}): “${best.text}”`
          : `The record of ${record.id} gives no context length in tokens.`,
        facts: [],
        section: 'dataset',
      };
    },
  },
  {
    name: 'max',
    inPassing: true,
    // "max context length" asks of the inputs, not the score.
    asks: /\bmax(?:imum)?\b(?!\s+(?:context|length|len|tokens?|input|sequence|turns?|steps?|output|budget|time|number)\b)|\bceiling\b|\bout of\b|\bwhat scale\b|\bscale (?:is|does)\b|\bcap(?:ped)?\b|\brange\b|满分|上限|(?:分数|分值|打分)范围|几分制|多少分制|\d+\s*分制(?![^？?]*(?:一回事|一样|相同|同一))/,
    topic: 'maximum ceiling scale fixed cap range',
    answer: (record) => {
      const { max_score: max, unit } = record.page.metric;
      // "p-MRR runs from -100 to 100": a scale that does not start at zero is said by its range.
      const [range] = quotesMatching(record, SCORE_RANGE);
      // "each 1-5": a scale that starts above zero, written beside its maximum.
      const lowest = max === null || range ? undefined : lowestOfScale(record, max);
      const from = range
        ? ` Its range, in the record's words (${range.cite.where}): “${range.text}”`
        : lowest
          ? ` Its scale runs from ${lowest.low} to ${formatNumber(max ?? 0)}, by its record (${lowest.quote.cite.where}): “${lowest.quote.text}”`
          : '';
      // "750 or a percentage?": a scale of another source its text gives ("the paper's headline
      // number … rescaled onto the real Gaokao's own 750-point scale"), with the sentence that
      // sets the two apart.
      const other = max === null ? undefined : otherScale(record, max);
      const apart = other
        ? quotesMatching(record, SCALES_APART).find((quote) => quote.text !== other.text)
        : undefined;
      const besides = other
        ? ` Its text gives another scale too (${other.cite.where}): “${other.text}”${apart ? ` And (${apart.cite.where}): “${apart.text}”` : ''}`
        : '';
      // "A rating scale has no ceiling": an empty field the record's text says is empty by design.
      const [open] = max === null ? quotesMatching(record, NO_CEILING) : [];
      return {
        lead:
          (max === null
            ? open
              ? `No: the scale of ${record.id} has no maximum, by its record (${open.cite.where}): “${open.text}”`
              : `The record of ${record.id} gives no maximum score (metric.max_score is empty).`
            : `The maximum score of ${record.id} is ${RANGE_UNIT.test(unit) ? `${formatNumber(max)}, on its ${unit.replace(/\s+scale$/, '')} scale` : withUnit(max, unit)} (metric.max_score).`) +
          from +
          besides,
        facts: [],
        section: 'scoring',
      };
    },
  },
  {
    name: 'contamination',
    inPassing: true,
    // "How much should I trust that 97.2?": whether a reported number can be believed is, first,
    // whether the model may have seen the items.
    asks: /\bcontaminat|\bleak|\btraining data\b|\bmemori[sz]|\btrain(?:ed|ing)?\s+on\s+(?:the\s+|its\s+)?(?:§\s+)?test\b|\b(?:trust|believe)\s+(?:that|this|it|the|those|these|scores?|numbers?|results?)\b|\b(?:still|stay\w*|remain\w*|is|are)\s+(?:\w+\s+)?clean\b|污染|泄露|泄题|漏题|泄漏|可信吗|靠谱吗|能信吗|记忆问题|背过|背题|见过(?:这些|测试)?题/,
    topic: 'contamination leakage training memorised',
    answer: (record, masked, text = '') => {
      // "How does it guard against contamination?", "怎么防污染的": the record's sentence on how.
      const how = GUARD_ASKED.test(masked)
        ? quotesMatching(record, GUARDED)
            .filter((quote) => /contamination|saturation/i.test(quote.cite.where))
            .sort(
              (a, b) =>
                Number(/contamination/i.test(b.cite.where)) - Number(/contamination/i.test(a.cite.where)) ||
                guards(b.text) - guards(a.text),
            )[0]
        : undefined;
      // "Was gpt-4's score inflated by contamination?": what the note says of that model.
      const model = MODEL_NAME.exec(masked)?.[0];
      const ofModel = model
        ? sentences(record.page.contamination.note).find((sentence) =>
            // "Qwen2.5-series models" are Qwen2.5's too.
            new RegExp(
              `(?<![\\w-])${looselySpaced(model)}(?:(?![\\w-])|(?=-(?:series|family|based)\\b))`,
              'i',
            ).test(sentence),
          )
        : undefined;
      // "Is there any data showing it?", "有没有什么数据能说明": the note's sentence with figures.
      // "Can I trust scores reported after early 2026?": the note's sentence on that year.
      const year = /\b(?:19|20)\d\d\b/.exec(text)?.[0];
      const shown =
        how || ofModel
          ? undefined
          : ((year
              ? sentences(record.page.contamination.note).find((sentence) => sentence.includes(year))
              : undefined) ??
            (EVIDENCE_ASKED.test(`${masked} ${text.toLowerCase()}`)
              ? sentences(record.page.contamination.note).find((sentence) => /\d\s?%/.test(sentence))
              : undefined));
      // "train ppl 0.78, test 1.33, ref 1.20 — is our model contaminated?": numbers of the asker's
      // own run are read by the record's rule for them ("if test PPL is much lower than ref PPL …"),
      // before the benchmark's own risk, which is no verdict on that model.
      const figures = (text.match(/(?<![\w.])\d+(?:\.\d+)?(?![\w.])/g) ?? []).length;
      const [rule] =
        figures >= 2 && OWN_MODEL.test(`${masked} ${text.toLowerCase()}`)
          ? quotesMatching(record, READING_RULE)
          : [];
      const applied = rule ? ruleApplied(rule.text, text) : '';
      // "厂商说 99 分，可信吗": whether the figure was checked at all, beside whether it leaked.
      const unchecked = uncheckedFigures(record, `${masked} ${text.toLowerCase()}`);
      const practice = rule ? undefined : practiceNotLeak(record, masked, text);
      return {
        lead: `${practice ? `Not contamination as the record of ${record.id} reads that practice (${practice.cite.where}): “${practice.text}” ` : ''}${rule ? `How the record of ${record.id} reads such numbers (${rule.cite.where}): “${rule.text}”${applied} The benchmark's own risk, which is no verdict on your model: ` : ''}Contamination risk of ${record.id}: ${record.page.contamination.risk} (contamination.risk).${
          how ? ` How it guards against it, in its record's words (${how.cite.where}): “${how.text}”` : ''
        }${ofModel ? ` Of ${model}, its note says (contamination.note): “${ofModel}”` : ''}${
          shown ? ` What its note gives as evidence (contamination.note): “${shown}”` : ''
        }${unchecked ? ` Of figures like that, the record of ${record.id} says (${unchecked.cite.where}): “${unchecked.text}”` : ''}`,
        facts:
          ofModel || shown
            ? []
            : [fact(record, 'Note', 'contamination.note', record.page.contamination.note)],
        section: 'saturation',
      };
    },
  },
  {
    // "how many does opencompass implement?", "OpenCompass 里实现了几个": a harness's share, in
    // the record's sentence that counts what that harness runs.
    name: 'harness-count',
    inPassing: true,
    asks: HARNESS_COUNT_ASKED,
    topic: 'implements runs includes supports',
    answer: (record, masked, whole = masked) => {
      const [harness] = harnessesWritten(`${masked} ${whole}`);
      const written = harness ? harnessWritten(harness) : undefined;
      const said = written
        ? // A count, not a digit of a name ("mmlu-redux-2.0-ok", "pass@1").
          quotesMatching(record, /(?<![\w.@/-])\d[\d,]*(?![\w.@/-]|\.\d)/).find(
            (quote) =>
              written.test(quote.text) &&
              /\b(?:implement|run|include|support|cover|expose|load|ship|evaluat|score|keep)\w*/i.test(
                quote.text,
              ),
          )
        : undefined;
      const label = harness
        ? (HARNESS_TABLE.find((one) => one.name === harness)?.label ?? harness)
        : 'the harness';
      return {
        lead: said
          ? `What ${label} runs of ${record.id}, in its record's words (${said.cite.where}): “${said.text}”`
          : `The record of ${record.id} does not count what ${label} runs of it.`,
        facts: [],
        section: 'howto',
      };
    },
  },
  {
    name: 'size',
    inPassing: true,
    asks: SIZE_ASKED,
    topic: 'items questions problems tasks count size larger smaller',
    answer: (record, masked, question = masked) => {
      const { size, size_note: note } = record.page.dataset;
      // "How many rounds?": a count of something other than items, as the record's text gives it.
      // Asked anywhere in the question: "how many items and how many countries?" is one part.
      const nouns = [
        // "how many task instances": the phrase's last noun ("instances") is what is counted.
        // "how many safe and unsafe prompts": the noun after the parts joined.
        ...[
          ...question
            .toLowerCase()
            .replace(/[a-z]+/g, spelledOut)
            .matchAll(
              /\bhow many ([a-z]{3,})\b(?:\s+(?:and|or)\s+(?!how\b)[a-z-]{3,})?(?:\s+([a-z]{3,})\b)?/g,
            ),
        ].map(
          // "how many difficulty levels": a plural after a singular is the phrase's head.
          (match) =>
            match[2] &&
            (ITEM_NOUN.test(match[2]) ||
              (/s$/.test(match[2]) && !/s$/.test(match[1] ?? '') && !STOP_WORDS.has(match[2])))
              ? match[2]
              : (match[1] ?? ''),
        ),
        // "一共有多少个任务", "有几轮": the tasks, the rounds, in Chinese.
        ...(/(?:多少|几)个?(?:子)?任务/.test(question) ? ['tasks'] : []),
        // "多少个 domain": a thing named in English, counted in Chinese.
        ...[...question.toLowerCase().matchAll(/(?:多少|几)\s*个?\s*([a-z]{3,})\b/g)].map(
          (match) => match[1] ?? '',
        ),
        ...[...question.matchAll(CHINESE_COUNTED_ASKED)].map((match) => countedNoun(match) ?? ''),
      ];
      // "how many are held out" asks of the items; "are" is no noun.
      // "how many validation questions" asks a split's count, not a count of "validations".
      const noun = nouns.find(
        (word) =>
          !ITEM_NOUN.test(word.replace(/^sub/, '')) &&
          word.length >= 4 &&
          !STOP_WORDS.has(word) &&
          !SPLIT_WORD.test(word) &&
          // "how many tasks and how many languages": the languages are their own facet's to count.
          !/^lang(?:uage)?s$/.test(word),
      );
      // Tasks are counted on their own below; the items beside them only when asked for too.
      const itemsToo =
        nouns.some((word) => ITEM_NOUN.test(word) && !/^(?:sub)?tasks?$/.test(word)) ||
        /\bhow (?:big|large)\b|\bsize\b|多少(?:道)?题|几道题|题(?:目)?(?:有|一共|共)?多少|集\s*有?多大/.test(
          question,
        );
      // "How many tasks in BBH?" of a record whose size counts items (6,511), not tasks: the tasks
      // its text counts ("across 23 tasks", "nine-task suite"), with the item count after them.
      // "How many subtasks?": counted as the record writes them ("20 closed- and open-ended
      // subtasks"), where it does, else as tasks.
      const subtasks = nouns.some((word) => /^subtasks?$/.test(word));
      const counting = (what: string) =>
        countedIn(
          record,
          what,
          // Counted whole ("23-task suite", "nine tasks"), not a part ("115 retail-domain tasks").
          // Nor one count of several a sentence gives its parts ("single-line has 1,033
          // tasks …, multi-line has 5,815, …"): a breakdown, not the whole.
          (quote) =>
            OWN_DESCRIPTION.has(quote.cite.where) &&
            // "20 tasks x 2,000 questions = 40,000": a product of the whole, no breakdown.
            (!breaksDownCounts(quote.text) || TASKS_TIMES_ITEMS.test(quote.text)) &&
            // Nor a subset's ("BIG-bench Lite (BBL), a curated subset …, is fixed at 24 tasks").
            !/\bsubsets?\b/i.test(quote.text) &&
            // Nor an earlier release's, beside a size of its own now ("The original 2024 release
            // held 517 task instances" of a set that keeps 480).
            !(size !== null && PAST_SAID.test(quote.text)) &&
            (what === 'subtasks' || WHOLE_TASK_COUNT.test(quote.text) || tasksOfItself(record, quote.text)),
        );
      const tasksOfItems =
        !noun &&
        nouns.some((word) => /^(?:sub)?tasks?$/.test(word)) &&
        !(size !== null && countsTasks(size, oneLine(note)))
          ? ((subtasks ? counting('subtasks') : undefined) ?? counting('tasks'))
          : undefined;
      // "How many images?" of a record that counts questions over them ("50,000 questions … over
      // 12,767 document images"): the images, as its text counts them, where that is not its size.
      const medium = nouns.find((word) => MEDIUM_NOUN.test(word));
      const ofMedium = medium && !noun ? countedIn(record, medium) : undefined;
      const ofNoun = noun
        ? ((/\bhow many more\b|多了多少|多多少|多出多少/.test(question.toLowerCase())
            ? moreCounted(record, noun)
            : undefined) ?? countedIn(record, noun))
        : ofMedium && countIn((ofMedium.phrase.split(' ')[0] ?? '').replace(/,/g, '')) !== size
          ? ofMedium
          : tasksOfItems && countIn((tasksOfItems.phrase.split(' ')[0] ?? '').replace(/,/g, '')) !== size
            ? tasksOfItems
            : undefined;
      // "How big is the test split?": the split's own count, where the record's notes give one;
      // asked beside "how many rounds", anywhere in the question.
      const splitFound = SPLIT_ASKED.exec(masked) ?? (ofNoun ? SPLIT_ASKED.exec(question) : null);
      const splitWritten =
        splitFound?.[2] &&
        SPLIT_NAME[splitFound[2]] === 'evaluation' &&
        quotesMatching(record, EVALUATION_SET).length === 0
          ? null
          : splitFound;
      // "the public eval set" of ARC Prize Public Evaluation: the split the record is, not one of it.
      const asked =
        splitWritten?.[1] &&
        / /.test(splitWritten[1]) &&
        ofOwnName(record, splitWritten[1].replace(/\beval$/, 'evaluation'))
          ? null
          : splitWritten;
      // "wildbench v2 hard", "gpqa extended": a part written right after the name.
      const after = subsetAfterName(masked);
      const named =
        asked?.[1] ??
        asked?.[2] ??
        (after && !ofOwnName(record, after) ? after : undefined) ??
        ownSplitAsked(record, masked);
      const kind = named ? undefined : itemKindAsked(masked);
      // "squad 2.0 how many validation": counted in what the record writes of that version.
      const version = versionAfterName(masked);
      const ofKind = kind ? splitCount(record, kind, version) : undefined;
      const split = named ?? (ofKind ? kind : undefined);
      const counted = split ? (ofKind ?? splitCount(record, split, version)) : undefined;
      // "retail vs airline", "the coding and math categories": each part named, with its count.
      // The noun counted is no part of itself ("多少篇论文" of "20 … papers in the paper's test set").
      const partsAsked =
        version === undefined && !ofKind
          ? askedPartCounts(record, masked, nouns, noun).filter(
              (one) => noun === undefined || one.part.toLowerCase() !== noun.replace(/s$/, ''),
            )
          : [];
      // "WMDP 三个子集各有多少题？", naming no part: the parts the size note (else the splits
      // field) counts, where they add up to a whole, listed rather than left inside the quote.
      const eachAsked = EACH_ASKED.test(question.toLowerCase()) || EACH_ASKED.test(masked);
      // One part found ("complexity" of "per complexity level") is the grouping, not a part.
      // Asked per split, the parts are splits; asked per anything else, they are not.
      const bySplit = /\bsplits?\b|划分|各个?集/.test(question.toLowerCase());
      const listed =
        eachAsked && partsAsked.length < 2 && split === undefined && version === undefined
          ? ((
              [
                ['dataset.size_note', note],
                ['dataset.splits', record.page.dataset.splits],
              ] as const
            )
              .map(([where, text]) =>
                partsCounted(text ?? '', size, (part) => bySplit === SPLIT_WORD.test(part.toLowerCase())).map(
                  (one) => ({ ...one, where }),
                ),
              )
              .find((found) => found.length > 0) ?? [])
          : [];
      const parts: typeof partsAsked = listed.length > 0 ? listed : partsAsked;
      // "split 44 validation / 264 public test" of "the paper's full design", where the note says
      // what is released ("test_public … currently expose 176"): the design's count is said as
      // the paper's, and the released one beside it.
      const released = parts.length > 0 ? releasedBesideDesign(record, parts) : undefined;
      const byWhat = listed.length > 0 ? 'by part' : 'by the part asked';
      const byPart =
        parts.length >= 2 || (parts.length === 1 && !counted)
          ? `${released ? `What is released of ${record.id} counts ${formatNumber(size ?? 0)} (dataset.size): “${released}” The paper's design counts, ${byWhat}: ` : `The record of ${record.id} counts, ${byWhat}: `}${parts.map((one) => `${one.part} ${one.count}`).join(', ')} (${[...new Set(parts.map((one) => one.where))].join(', ')}).${parts
              .flatMap((one) => (one.quote ? [` “${one.quote.text}”`] : []))
              .slice(0, 1)
              .join('')}`
          : undefined;
      // With no single count, the size note is the answer ("161 HumanEval-derived and 397 MBPP-derived").
      const said = oneLine(note);
      // "1,730 questions …, for 3,460 total graded instances": a note that counts the items
      // otherwise than the size does says what the size counts, beside it.
      const noteCount = /^(\d[\d,]*)\s/.exec(said)?.[1];
      // "1,730 questions in … and the same 1,730 again …, for 3,460 total graded instances": the
      // items the note opens with are the count asked, said before the size that counts otherwise.
      const opening = /^(\d[\d,]*)\s+([a-z]+)\b/.exec(said);
      const opensWithItems =
        opening && ITEM_NOUN.test(opening[2] ?? '') && size !== null && size >= SMALLEST_SET ? opening : null;
      // So does a note beside a count too small to be a set of items ("dataset_samples: 1 because
      // each task invocation builds one …"): the number means what the note says.
      const countedOtherwise =
        (size !== null && size < SMALLEST_SET && said !== '') ||
        (size !== null &&
          noteCount !== undefined &&
          Number(noteCount.replace(/,/g, '')) !== size &&
          new RegExp(`${formatNumber(size)}\\s+(?:total\\s+)?(?:graded|scored)\\b`).test(said));
      // "How many in total?" of a size field that counts one split, where the note gives the
      // whole ("The paper reports 15,908 questions in total: a 14,079-question test split …").
      const inTotal =
        size !== null && TOTAL_ASKED.test(question) ? totalInNote(said, size, question) : undefined;
      // "how many in squad 2.0" of a note that counts 1.1 and 2.0: what it says of 2.0.
      const ofVersion = version === undefined ? undefined : versionSentence(said, version);
      // "how many tasks did they fix": the sentence that counts what was done, not the size.
      const deed = deedCounted(record, masked);
      // "how many chinese tasks", "中文任务有几个": the count the record writes of one language's part.
      const languages = named ? [] : LANGUAGES.filter((language) => language.asks.test(masked));
      const ofLanguage =
        languages.length === 1 && languages[0] ? languageCount(record, languages[0].label) : undefined;
      const inLanguage = ofLanguage
        ? `${record.id} has ${ofLanguage.count} ${ofLanguage.noun} in ${ofLanguage.language}: the record says (${ofLanguage.quote.cite.where}): “${ofLanguage.quote.text}” `
        : '';
      const whole = deed
        ? `The record of ${record.id} says (${deed.cite.where}): “${deed.text}”`
        : inTotal
          ? `${record.id} has ${inTotal.count} items in total, by its size note (dataset.size_note): “${inTotal.sentence}” Its size field, ${formatNumber(size ?? 0)}, counts ${splitCounted(record, size ?? 0) ?? 'only part of it'} (dataset.size).`
          : ofVersion
            ? `For ${record.id} ${version}, its size note says (dataset.size_note): “${ofVersion}” The record's own item count is ${size === null ? 'not given' : formatNumber(size)} (dataset.size).`
            : size === null || (size === 0 && said !== '')
              ? said
                ? `${record.id} has no single count (dataset.size is ${size === null ? 'empty' : '0'}); its size note says (dataset.size_note): “${said}”`
                : notEstablished(record, 'size (item count)')
              : countedOtherwise && opensWithItems
                ? `${record.id} has ${opensWithItems[1]} ${opensWithItems[2]} by its size note; its size field is ${formatNumber(size)} (dataset.size), and the note says what that counts (dataset.size_note): “${said}”`
                : countedOtherwise
                  ? `The size field of ${record.id} is ${formatNumber(size)} (dataset.size); its size note says what that counts (dataset.size_note): “${said}”`
                  : `${record.id} has ${formatNumber(size)} ${countsTasks(size, said) ? 'tasks' : countsDatasets(size, said) ? 'datasets' : 'items'} (dataset.size).`;
      // "Extended, 546" beside a record size of 448 (the Main set): a part larger than the
      // record's count is no part of that count, and "in all" would say it is.
      const total =
        size === null
          ? whole
          : // A part as large as the whole count is the part that count is of.
            Number(counted?.count.replace(/,/g, '')) >= size ||
              (counted && version !== undefined) ||
              // "1,000 public training tasks; a 120-task public evaluation set": the size counts
              // another split, which the asked one is no part of.
              (counted && sizeOfOtherSplit(said, size, split ?? ''))
            ? `The record's own item count is ${formatNumber(size)} (dataset.size).`
            : `In all, ${formatNumber(size)} (dataset.size).`;
      // A split is called one; a kind of item ("subjective") is a part; "v2" is a release.
      const release = /^v\d/i.test(split ?? '');
      const called = ofKind ? 'part' : release ? 'release' : 'split';
      const claim = claimedCount(
        record,
        masked,
        counted ? Number(counted.count.replace(/,/g, '')) : size,
        question.toLowerCase(),
      );
      // A count the question offers or cites is answered from the note already.
      const claimOffered = claim.verdict !== '' || claim.elsewhere !== '';
      // "how big is natural questions" of a size that is one split of several ("307,373 train, 7,830
      // development, 7,842 test"): the note's opening, which says what the count is of, in the lead.
      // Of a split asked that the record does not count alone, the opening that says how it is made up.
      const plainCount =
        !deed && !inTotal && !ofVersion && !(size === 0 && said !== '') && !countedOtherwise && !claimOffered;
      const noteOpens =
        size !== null && !byPart && !counted && (split !== undefined || plainCount)
          ? noteOpening(said, size, split === undefined)
          : undefined;
      // "Inspect eval.yaml validation counts: gaia 165, …", "The paper's 166 versus Inspect's 165 …
      // on the public validation split": counts the note gives of the split asked, in sentences
      // no one pattern reads.
      const splitName = split
        ? new RegExp(`\\b${escapeRegExp(SPLIT_NAME[split] ?? split)}\\b`, 'i')
        : undefined;
      const splitCounts =
        splitName && !counted && !byPart
          ? sentences(said)
              .filter(
                (sentence) =>
                  splitName.test(sentence) &&
                  // A count, not a year ("2023_all") nor the whole size again.
                  (sentence.match(/(?<![\d.])(?!(?:19|20)\d\d\b)\d[\d,]*(?![\d.])/g) ?? [])
                    .map((number) => Number(number.replace(/,/g, '')))
                    .some((number) => number >= SMALLEST_SET && number !== size),
              )
              .slice(0, 2)
          : [];
      // "22,932 test items plus 45 validation": the size is the asked split's own count.
      const [sizeIsSplit] =
        splitName && size !== null && !counted && !byPart
          ? quotesMatching(
              record,
              new RegExp(
                `(?<![\\d.,])${formatNumber(size).replace(/,/g, ',?')}\\s+(?:[a-z-]+\\s+)?${splitName.source.replace(/\\b/g, '')}\\b`,
                'i',
              ),
            )
          : [];
      const lead = byPart
        ? `${byPart}${
            size === null || released
              ? ''
              : // "train 7,500, test 5,000" beside a size of 5,000: the size counts one of them.
                parts.reduce((sum, one) => sum + Number(one.count.replace(/,/g, '')), 0) > size
                ? ` The record's own item count is ${formatNumber(size)} (dataset.size).`
                : ` ${record.id} has ${formatNumber(size)} items in all (dataset.size).`
          }`
        : counted
          ? `The ${SPLIT_NAME[split ?? ''] ?? split} ${called} of ${record.id}${version === undefined || release ? '' : ` ${version}`} has ${itemsOf(counted.count)} (${counted.field}). ${total}`
          : split
            ? quotesMatching(record, new RegExp(`\\b${escapeRegExp(split)}\\b`, 'i')).length === 0 &&
              !(split in SPLIT_NAME)
              ? // "GPQA Platinum": a part the record never names is no part of it the catalog knows.
                `The record of ${record.id} names no ${split} part. ${whole}`
              : sizeIsSplit
                ? `The ${SPLIT_NAME[split] ?? split} split of ${record.id} has ${formatNumber(size ?? 0)} items, its whole size (dataset.size); the record says (${sizeIsSplit.cite.where}): “${sizeIsSplit.text}”`
                : splitCounts.length > 0
                  ? `${whole} The record gives no single count of its ${SPLIT_NAME[split] ?? split} split; its size note gives these (dataset.size_note): “${splitCounts.join(' ')}”`
                  : `${whole} The record gives no count of its ${SPLIT_NAME[split] ?? split} split alone; ${noteOpens ? `its size note says how it is made up (dataset.size_note): “${noteOpens}”` : 'its size note says how it is made up.'}`
            : noteOpens
              ? `${whole} Its size note (dataset.size_note): “${noteOpens}”`
              : whole;
      // "How many questions, and how many are held out?": one count answers the first; the size
      // note, which says how the count is made up, answers the second.
      // A split or a kind of item named anywhere in the question is counted by its own part.
      // "main vs diamond vs extended, how many each?": the note that counts each part.
      const twoCounts =
        size !== null &&
        said !== '' &&
        // The question's words as written, or mended ("per languge").
        (eachAsked ||
          (!SPLIT_ASKED.test(question) &&
            !countedKind(record, itemKindAsked(question), version) &&
            ((question.toLowerCase().match(SIZE_ASKED_ALL) ?? []).length >= 2 ||
              // "How many, and which subsets?": how the count is made up, which the note says.
              // "I keep seeing different numbers": where the counts come from, which it says too.
              MAKEUP_ASKED.test(masked) ||
              COUNTS_DIFFER.test(question.toLowerCase()))));
      // A note whose total the lead already quotes is quoted from there on.
      const noteRest = inTotal ? said.replace(inTotal.sentence, '').trim() : said;
      const more = twoCounts && noteRest ? ` Its size note (dataset.size_note): “${noteRest}”` : '';
      // "How many in MMBench?" of a note that says other sources count otherwise ("The paper …
      // states 3,217 questions"; "None of these three counts … is 'the' size"): the count given is
      // not settled, and the lead says so.
      // Split only a note that says so somewhere: most notes do not, and a size is asked often.
      const noteSentences =
        size !== null && !twoCounts && !byPart && !counted && COUNTS_DISPUTED.test(note ?? '')
          ? sentences(note)
          : [];
      const otherCounts = (sentence: string) =>
        (sentence.match(/\d[\d,]*/g) ?? [])
          .map((number) => Number(number.replace(/,/g, '')))
          .filter((number) => number >= SMALLEST_SET && number !== size);
      // The note's own summary of the counts ("None of these three counts (974, 427/426, 378)"),
      // else the sentences that give another source's count ("The paper … states 3,217").
      const disputed = noteSentences.some((sentence) => COUNTS_DISPUTED.test(sentence))
        ? [
            noteSentences
              .filter((sentence) => COUNTS_DISPUTED.test(sentence) && otherCounts(sentence).length >= 2)
              .sort(
                (a, b) => Number(/\bnone of these\b/i.test(b)) - Number(/\bnone of these\b/i.test(a)),
              )[0] ??
              noteSentences
                .filter((sentence) => OTHER_SOURCE.test(sentence) && otherCounts(sentence).length > 0)
                .slice(0, 2)
                .join(' '),
          ].filter(
            (sentence) =>
              sentence !== '' &&
              !lead.includes(sentence) &&
              // Where the question cites a count itself ("the readme says 4157"), that is answered
              // on its own, in the sentence quoted for it; the note's summary of every count
              // ("974, 427/426, 378") still helps.
              (!claimOffered ||
                (otherCounts(sentence).length >= 2 && !(claim.quoted ?? '').includes(sentence))),
          )
        : [];
      // The size note's row holds what the lead has not quoted.
      const noteLeft = disputed
        .flatMap((shown) => sentences(shown))
        .reduce((text, sentence) => text.replace(sentence, ''), said)
        .replace(/\s{2,}/g, ' ')
        .trim();
      const unsettled =
        disputed.length > 0
          ? ` Its size note says other counts are given too (dataset.size_note): “${disputed.join(' ')}”`
          : '';
      // "paper says 154" of a record whose size is 154: the claim is of the size, not of a count of
      // the noun in some sentence ("133 persona datasets").
      const rounds =
        ofNoun && !byPart && claim.verdict !== 'Yes: '
          ? // "How many more tests?" of two records: the figure as the record writes it, of whichever
            // set it says has more, not said to be this record's own.
            `${'more' in ofNoun ? `How many more ${noun ?? 'items'}, by the record of ${record.id}` : `${record.id} has ${ofNoun.phrase}: the record says`} (${ofNoun.quote.cite.where}): “${ofNoun.quote.text}”${split || itemsToo || (tasksOfItems && size !== null) ? ` ${lead}` : ''}`
          : undefined;
      // "How many are added each month?": the record's own rate, before its size now.
      const rate = RATE_ASKED.test(question) ? quotesMatching(record, PER_PERIOD)[0] : undefined;
      const growth = rate
        ? `How ${record.id} grows, in its record's words (${rate.cite.where}): “${rate.text}” `
        : '';
      return {
        lead:
          growth +
          inLanguage +
          (rounds
            ? // "How many domains? the readme says 585": what the record says of that number too.
              `${rounds}${claim.cited && !rounds.includes(claim.quoted ?? '') ? claim.elsewhere : ''}`
            : `${claim.verdict}${lead}${more}${unsettled}${claim.quoted && lead.includes(claim.quoted) ? '' : claim.elsewhere}`),
        facts:
          size === null || twoCounts || countedOtherwise ? [] : noteAfter(record, noteLeft, lead, noteOpens),
        section: 'dataset',
      };
    },
  },
  {
    name: 'licence',
    inPassing: true,
    // "commercial use", "commercially"; not "the commercial subset" a record names.
    asks: /\blicen[cs]e|\blicensed\b|\bcopyright\b|\b(?:mit|apache|gpl|bsd|cc[- ]?by[\w.-]*)\s*(?:许可|协议)|\bterms of use\b|\bcommercial(?:ly| use| purposes?| products?| deployment)\b|\bfor commercial\b|\buse (?:it|this|them|§) (?:in|for) (?:a |an |our |the )?(?:products?|apps?|services?|production)\b|许可|版权|商用|授权|(?:数据|数据集|代码|开源|使用)[^，,。？?]{0,6}协议|(?:用|是)的?(?:什么|哪个|哪种)(?:开源)?协议|(?:用|放)(?:在|到)?(?:产品|商业)/,
    topic: 'licence license copyright commercial terms',
    answer: (record, masked, text = '') => {
      const licence = oneLine(record.page.dataset.license);
      // "math-ai lists Apache-2.0; MathArena lists CC BY-NC-SA 4.0": a second licence is said too.
      const other = licence ? otherLicence(record, licence) : undefined;
      // "Can we post the questions on our blog?", "能商用吗": what the record says of that use.
      const use = USE_ASKED.exec(`${masked} ${text.toLowerCase()}`)?.[0];
      const onUse = use
        ? quotesMatching(record, USE_SAID).find(
            (quote) =>
              quote.text !== other?.text && (/商|commercial/.test(use) || !/commercial/i.test(quote.text)),
          )
        : undefined;
      const useSaid = onUse ? ` On that use, the record says (${onUse.cite.where}): “${onUse.text}”` : '';
      return {
        lead: licence
          ? `${licenceVerdict(licence, masked)}The licence of ${record.id} (dataset.license): ${endSentence(licence)}${other ? ` The record also names another licence (${other.cite.where}): “${other.text}”` : ''}${useSaid}`
          : `${licenceInText(record)}${useSaid}`,
        facts: [],
        section: 'dataset',
      };
    },
  },
  {
    name: 'paper',
    inPassing: true,
    // Not a paper's figure set against another ("same as the paper's?", "和论文里的是一个东西吗").
    // Nor the source of a count ("the paper says 21 tasks", "论文说 21 个"), nor of a figure ("the
    // gpt-4 number in the paper").
    asks: /(?<!\b(?:same as|than|vs\.?|versus|against|from|match(?:es)?|to|with|w|w\/|(?:number|score|figure|result)s?) (?:the |in the |from the |of the )?)\bpaper\b(?!'?s? (?:number|figure|score|result|headline|value)s?\b)(?!\s+(?:says?|said|lists?|reports?|has|had|gives?|counts?)\s+\d)|\barxiv\b|\bpublication\b|\bcite\b|\bcitation\b|(?<!和|跟|与|(?:多少|几)(?:篇|个)?)论文(?![里中]?的?[^？?]{0,8}(?:一样|一个东西|相同|一致|不同|区别|对得上))(?!\s*(?:说|写的?是?|有|列了?|给的是?)\s*\d)/,
    topic: 'paper arxiv published',
    answer: (record) => {
      const { title, arxiv, url, year } = record.page.paper;
      const parts = [
        title && `“${oneLine(title)}”`,
        arxiv && `arXiv ${arxiv}`,
        year !== null && String(year),
      ];
      return {
        lead:
          title || arxiv
            ? `The paper behind ${record.id} (paper): ${parts.filter(Boolean).join(', ')}.`
            : notEstablished(record, 'paper'),
        facts: [fact(record, 'URL', 'paper.url', url)],
        section: 'publisher',
      };
    },
  },
  {
    name: 'authors',
    inPassing: true,
    asks: /\bwho (?:wrote|made|created|built|designed|authored|developed|introduced)\b|\bauthors?\b|\bcreators?\b|\bwho (?:carved|picked|selected|chose|curated|split)\b|作者|谁(?:写|做|提出|切|选|挑|筛|构建|整理)/,
    topic: 'authors wrote created',
    answer: (record) => {
      const { authors, org } = record.page.publisher;
      return {
        lead:
          authors.length > 0
            ? // "Who made it?" asks the organisation as much as the names.
              `${record.id} is by ${authors.join(', ')} (publisher.authors).${org ? ` ${record.id} is published by ${withoutStop(oneLine(org))} (publisher.org).` : ''}`
            : org
              ? `The record of ${record.id} names no authors (publisher.authors is empty); it is published by ${withoutStop(oneLine(org))} (publisher.org).`
              : notEstablished(record, 'authors'),
        facts: [],
        section: 'publisher',
      };
    },
  },
  {
    name: 'publisher',
    inPassing: true,
    asks: /\bwho (?:publishes|published|maintains|maintained|runs|owns|hosts|released|makes|writes|sets|administers|develops|is behind|'s behind|keeps|puts|put)\b|\bwho(?:'s| is) it (?:from|by)\b|\bwho(?:'s| is) (?:maintaining|behind|running)\b|\bpublisher\b|(?<!still |actively |being )\bmaintain(?:er|ed|s)\b|\borg(?:ani[sz]ation)?\b|谁发布|发布者|机构|(?:哪个|哪家|什么|哪一个)(?:团队|实验室|公司|组织|单位)|谁家|(?<!还在|还有人|还)维护|谁(?:做|搞|弄|开发|推出)的|是\s*(?!新|最|刚|近|今|去|前|后|哪|什么|怎么|何时)[^\s？?，,。]{1,12}?\s*(?:出|做|发布|推出|开发)的(?:吗|么|嘛)|同一(?:批|拨|帮|个|家)?(?:人|团队|机构)|\bsame (?:team|people|lab|group|org\w*|folks)\b|哪家|出品|谁出的|谁出题|出题|官方(?:出|做|发布|推出)的?|别家|第三方|\bofficial(?:ly)?\b(?!\s+(?:split|leaderboard|board|score|number|harness|metric|test|eval|implementation|scoring|protocol|results?|version|subset|site|page|repo|settings?|setup|config\w*|way|prompts?|shots?))|\bthird[- ]party\b|\bsomeone else\b|\b(?:made|built|released) by\b/,
    topic: 'publisher publishes maintains organisation',
    answer: (record) => {
      const { org, authors, url } = record.page.publisher;
      return {
        lead: org
          ? `${record.id} is published by ${withoutStop(oneLine(org))} (publisher.org).`
          : authors.length > 0
            ? `The record of ${record.id} names no publishing organisation (publisher.org is empty); it is by ${byline(authors)} (publisher.authors).`
            : notEstablished(record, 'publisher'),
        facts: [
          fact(record, 'Authors', 'publisher.authors', authors.join(', ')),
          fact(record, 'URL', 'publisher.url', url),
        ],
        section: 'publisher',
      };
    },
  },
  {
    name: 'successor',
    asks: /\bsuccessors?\b|\breplac(?:ed|es|ement)\b|\bnewer (?:version|one|release)\b|\bis there an? (?:v\d+|version \d+|newer|new one)\b|\bwhat came after\b|\bsucceeded\b|\bfollow[- ]?ups?\b|\bharder (?:version|follow)|有(?:没有)?(?:更)?新(?:的)?版(?:本)?(?:吗|了吗|呢)?$|出(?:了)?新版|后续(?:版本|的版本)|后继|被(?:什么|谁|哪个)取代/,
    topic: 'successor replaced follow-up harder newer',
    answer: (record) => {
      const successors = record.page.lineage.successors;
      // "Still maintained, or replaced by v2?": whether it was replaced is its status.
      const replaced = isReplaced(record) ? `${record.id} is ${record.page.status} (status). ` : '';
      return {
        lead:
          successors.length > 0
            ? `${replaced}The successor of ${record.id}: ${successors.join(', ')} (lineage.successors).`
            : `${replaced}${laterInText(record)}`,
        facts: [],
        section: 'lineage',
      };
    },
  },
  {
    name: 'predecessor',
    asks: /\bpredecessors?\b|\bwhat came before\b|\bbased on\b|\bderived from\b|\bevolved from\b/,
    topic: 'predecessor based derived original',
    answer: (record) => ({
      lead: record.page.lineage.predecessor
        ? `The predecessor of ${record.id}: ${record.page.lineage.predecessor} (lineage.predecessor).`
        : `The record of ${record.id} names no predecessor (lineage.predecessor is empty).`,
      facts: [],
      section: 'lineage',
    }),
  },
  {
    // "is histoires morales a french translation of moral stories?", "是 Moral Stories 的法语
    // 翻译版吗": of a set no record is, what the record says of making it from that set by
    // translation.
    name: 'translated-from',
    asks: TRANSLATED_FROM_ASKED,
    topic: 'translation translated adapted from',
    answer: (record, masked) => ({ lead: translatedFrom(record, masked), facts: [], section: 'lineage' }),
  },
  {
    name: 'family',
    // "Part of it" is a portion of the set ("is the safety part of it public?"), not its family;
    // nor is a score "on the commercial subset" asking for one.
    asks: /\bfamily\b|\bvariants?\b|(?<!\bon (?:the |its )?[\w-]+ )\bsubsets?\b|\bpart of\b(?!\s+(?:it|this|that)\b)|\bsubtasks?\b|是\s*[a-z][a-z0-9 -]{3,50}?\s*的\s*(?:子集|一部分)/,
    topic: 'family variant subset part',
    answer: (record, masked) => {
      // "is winogrande a subset of the winograd schema challenge": of a set no record is, what the
      // record says of that set, not its lineage fields.
      const ofUnnamed = partOfUnnamed(record, masked);
      if (ofUnnamed) return { lead: ofUnnamed, facts: [], section: 'lineage' };
      // "what is the lite subset?": a part the question names, which the record's text writes
      // ("a separate 22-competition "Lite" subset"), before what its lineage fields say.
      const named = namedSubsetSaid(record, masked);
      if (named) return { lead: named, facts: [], section: 'lineage' };
      const { family, variants } = record.page.lineage;
      const parts = [
        family && `${record.id} is part of the ${family} family (lineage.family)`,
        variants.length > 0 &&
          `${family ? 'its' : `${record.id}'s`} variants are ${variants.join(', ')} (lineage.variants)`,
      ].filter(Boolean);
      // "What are the subsets?" of a record with no lineage: the parts its text counts by name
      // ("1,273 in WMDP-Bio, 1,987 in WMDP-Cyber and 408 in WMDP-Chem").
      const counted = parts.length > 0 ? undefined : (partCounts(record) ?? namedPartCounts(record));
      return {
        lead:
          parts.length > 0
            ? `${parts.join('; ')}.`
            : counted
              ? `The parts of ${record.id}, counted (${counted.where}): ${endSentence(counted.text)} (No family or variants: lineage names none.)`
              : `The record of ${record.id} names no family and no variants.`,
        facts: [],
        section: 'lineage',
      };
    },
  },
  {
    name: 'name',
    asks: /\bstands? for\b|\bacronym\b|\babbreviation\b|\bexpan(?:d|sion)\b|\bfull name\b|\bwhat does the name\b/,
    topic: 'acronym expansion expand name stands',
    answer: (record) => ({
      lead: `${record.id} is named "${record.page.name}" (name)${record.page.aliases.length > 0 ? `, also ${record.page.aliases.join(', ')} (aliases)` : ''}.`,
      facts: [],
    }),
  },
  {
    name: 'default',
    inPassing: true,
    asks: /\bdefaults?\b|\bby default\b|默认/,
    topic: 'default unless',
    answer: (record) => {
      const said = runSentence(record, /\bdefault/i);
      return {
        lead: said
          ? `The record of ${record.id} says what runs by default (${said.where}): “${said.text}”`
          : notEstablished(record, 'default setting'),
        facts: [],
        section: 'howto',
      };
    },
  },
  {
    name: 'shots',
    inPassing: true,
    asks: /\bhow many (?:shots|examples in the prompt|in-context examples)\b|\b(?:zero|few|\d+)[- ]shot or\b|\bshots? (?:is|are|does|do)\b|几\s*个?\s*-?\s*shot|几个(?:样例|示例)|多少(?:个)?(?:样例|示例)/,
    topic: 'shot few-shot zero-shot examples',
    answer: (record) => {
      const said = shotSentence(record);
      return {
        lead: said
          ? `${shotsIn(said.text, record.id)}The record of ${record.id} says how many shots (${said.where}): “${said.text}”`
          : notEstablished(record, 'shot count'),
        facts: [],
        section: 'howto',
      };
    },
  },
  {
    name: 'decoding',
    inPassing: true,
    asks: DECODING_ASKED,
    topic: 'temperature sampling decoding greedy top-p tokens',
    answer: (record) => {
      const said = runSentence(record, DECODING_SAID);
      return {
        lead: said
          ? `The record of ${record.id} says what decoding settings to use (${said.where}): “${said.text}”`
          : notEstablished(record, 'decoding setting'),
        facts: [],
        section: 'howto',
      };
    },
  },
  {
    name: 'prompt',
    asks: /\bprompts?\b|\btemplate\b|\bhow many (?:answer )?(?:choices|options)\b|\bmultiple[- ]choice\b|\bopen[- ]ended\b|\bfree[- ]form\b|\binstructions? (?:does|do|is|are|given)\b|\bwhat does the model (?:see|get|receive)\b|\binput format\b|\btask format\b|\bformat\b|\bwhat (?:does|do) (?:an? |the |each )?(?:answers?|outputs?|inputs?|items?|problems?|questions?|prompts?|tasks?|examples?|instances?) look like\b|长什么样|什么形式|什么格式|\b(?:is|are|was|were)\b[^?]{0,40}\b(?:\d+|two|three|four|five|ten)[- ](?:choice|option)s?\b|提示|\d+\s*选\s*[1一]|几选一|几个选项|多少个?选项|选择题/,
    topic: 'prompt template instruction format input',
    answer: (record, masked) => {
      const format = oneLine(record.page.task_format);
      return {
        lead: format
          ? `${choiceVerdict(masked, format, record.id)}The task format of ${record.id} (task_format): ${endSentence(format)}`
          : notEstablished(record, 'task format'),
        facts: [],
        section: 'overview',
      };
    },
  },
  {
    name: 'categories',
    inPassing: true,
    asks: /\bhow many (?:categories|subjects|domains|dimensions|areas|disciplines|task types|kinds)\b|\b(?:what|which) (?:categories|subjects|domains|dimensions)\b|\b(?:what|which) (?:datasets|benchmarks|sets|scenarios|suites|tasks) (?:does|do)\s+(?:it|§|they)\s+(?:include|contain|cover|average|combine|pool)\b|\bwhat(?:'s| is) in (?:it|§)\b|\bmade (?:up )?of\b|\bconsists? of\b|包含哪些(?:数据集|基准|子集|任务|部分)|哪些数据集|由哪些(?:数据集|基准|部分)|几个类别|多少(?:个)?类|几类|哪些类别|多少个?(?:科目|学科|领域|维度|类别|子任务)|几个?(?:科目|学科|领域|维度)|(?:有|包括|包含|涵盖|覆盖)?哪些(?:领域|类别|科目|学科|维度|主题|方向)|\b(?:how many|what|which) (?:difficulty )?(?:levels|tiers)\b|分几级|几个(?:难度)?(?:等级|级别)|难度(?:是)?(?:怎么|如何)(?:分|划分)|(?:分|有)(?:哪|几)(?:个|些|种)?难度|难度(?:分|有)(?:哪|几)/,
    topic: 'categories subjects domains dimensions',
    answer: (record, masked) => {
      const { page } = record;
      const said = [
        ['summary', page.summary],
        ['subcategory', page.subcategory],
        ['measures', page.measures],
        ['dataset.size_note', page.dataset.size_note],
      ].flatMap(([where, text]) => {
        const found = BREAKDOWN.exec(text ?? '');
        // "… at a coarser grain than all 57 subjects": a member's words on its family's whole.
        if (found && record.page.lineage.family && /\ball\s+$/i.test((text ?? '').slice(0, found.index)))
          return [];
        // "MMLU's 57 subjects", "the original 57-subject MMLU": another's count, not this record's own.
        // Nor a number that is part of a name ("C4-100 URL domains", "top-100 subreddits").
        if (
          found &&
          /['’]s\s+$|\b(?:classic|original)\s+$|[\p{L}\p{N}]-$/iu.test((text ?? '').slice(0, found.index))
        )
          return [];
        // "57-subject" is said "57 subjects".
        const phrase = found?.[0]
          .replace(/^(\S+?)-/, '$1 ')
          .replace(/y$/, 'ies')
          .replace(/(subject|domain|dimension|topic)$/, '$1s');
        return phrase ? [{ where, phrase }] : [];
      });
      const [first] = said;
      // "across five existing safety datasets: BBQ, SimpleSafetyTests, …": the parts by name.
      const whole = compositionOf(record, { covered: true });
      // "115 retail-domain tasks plus 50 airline-domain tasks": the parts counted one by one.
      const counted = first ? undefined : partCounts(record);
      // "which categories?", "分哪几类": the sentence that names them after their count.
      const naming = WHICH_ASKED.test(masked) ? quotesMatching(record, BREAKDOWN_NAMED)[0] : undefined;
      // "would pool astronomy (152), college physics (102), … and high school physics": a rollup's
      // parts, named in a list after the verb.
      const [pooling] = whole || first || counted ? [] : quotesMatching(record, POOLS_LISTED);
      // "how many levels?" of "146 Level 1 …, 245 Level 2 …": the parts counted by their labels.
      const asked =
        /\bhow many (?:difficulty )?([a-z]+)/.exec(masked)?.[1] ??
        [...masked.matchAll(CHINESE_COUNTED_ASKED)].map(countedNoun)[0];
      const labelled = whole || first || counted || pooling || !asked ? undefined : countedIn(record, asked);
      // "which domains does it cover?" of "… covering Wikipedia, NYT, Reddit and Amazon reviews":
      // the parts named in a list, with no count before them.
      const listed =
        whole || first || counted || pooling || labelled || !WHICH_ASKED.test(masked)
          ? undefined
          : quotesMatching(record, COVERING_LIST).find((quote) => OWN_DESCRIPTION.has(quote.cite.where));
      return {
        lead: whole
          ? `${record.id} ${COVERS_LISTED.test(whole.quote.text) ? 'covers' : 'is made of'} ${whole.parts.length}: ${whole.parts.join(', ')} (${whole.quote.cite.where}).`
          : first
            ? `${record.id} has ${first.phrase} (${first.where}).${naming ? ` Its record names them (${naming.cite.where}): “${naming.text}”` : ''}`
            : counted
              ? `The parts of ${record.id}, counted (${counted.where}): ${endSentence(counted.text)}`
              : pooling
                ? `What ${record.id} pools, in its record's words (${pooling.cite.where}): “${pooling.text}”`
                : labelled
                  ? `${record.id} has ${labelled.phrase}: the record says (${labelled.quote.cite.where}): “${labelled.quote.text}”`
                  : listed
                    ? `What ${record.id} covers, in its record's words (${listed.cite.where}): “${listed.text}”`
                    : notEstablished(record, 'breakdown into categories'),
        facts: [],
        section: 'overview',
      };
    },
  },
  {
    name: 'languages',
    inPassing: true,
    asks: new RegExp(
      `\\blanguages?\\b|\\blangs?\\b|\\bmultilingual\\b|\\bin (?:english|chinese)\\b|\\bmodalit|\\btranslation directions?\\b|语言|翻译方向|${LANGUAGE_ASKED.source}`,
    ),
    topic: 'languages language multilingual',
    answer: (record, masked, whole = masked) => {
      const { languages, modalities } = record.page.dataset;
      // "Does it have Chinese?", "有中文吗": yes or no from the languages field, before the list.
      const language = LANGUAGE_ASKED.test(whole) ? LANGUAGES.find((one) => one.asks.test(whole)) : undefined;
      const holds = languages.some((code) => language?.names.includes(code.toLowerCase()));
      // "Does inspect_evals' agieval include the Chinese tasks?": what the record says of that
      // harness and that language answers it, not the dataset's languages.
      const harnesses = harnessesWritten(whole).map(harnessWritten);
      // "inspect_evals implements only the English tasks … and no Chinese-language tasks at all":
      // a no, read in what the sentence says of that harness, before it turns to another.
      const deniesLanguage = (text: string) => {
        const said = language ? ofThatHarness(text, harnesses) : '';
        return (
          language !== undefined &&
          // "no Chinese-language tasks", "does not implement the Ukrainian court-decision configs".
          (new RegExp(
            `\\bno\\s+(?:[\\w-]+\\s+)?${language.label}|\\b(?:does|do|is|are)\\s+not\\s+(?:implement|include|cover|support|ship|contain)\\w*\\s+(?:the\\s+|any\\s+)?${language.label}`,
            'i',
          ).test(said) ||
            (/\bonly\b/i.test(said) && !language.asks.test(said.toLowerCase())))
        );
      };
      // The sentences that name both the language and a harness asked; none read without a harness.
      const onHarness =
        language && harnesses.length > 0
          ? quotesMatching(record, new RegExp(language.asks.source, 'i')).filter((quote) =>
              harnesses.some((written) => written.test(quote.text)),
            )
          : undefined;
      const ofHarness =
        onHarness &&
        (onHarness.find((quote) => deniesLanguage(quote.text)) ??
          onHarness[0] ??
          quotesMatching(record, /./).find(
            (quote) =>
              harnesses.some((written) => written.test(quote.text)) &&
              LANGUAGES.some((other) => other !== language && other.asks.test(quote.text.toLowerCase())),
          ));
      const otherOnly = ofHarness !== undefined && deniesLanguage(ofHarness.text);
      if (ofHarness)
        return {
          lead: `${otherOnly ? 'No. ' : ''}On that harness, the record of ${record.id} says (${ofHarness.cite.where}): “${ofHarness.text}” The dataset's own languages: ${languages.join(', ') || 'not given'} (dataset.languages).`,
          facts: [],
          section: 'howto',
        };
      // "有 python 吗", "is python in there?" of a set of code in several languages: yes or no
      // from its list too.
      const written = languages.map((one) => one.toLowerCase());
      const code =
        !language && written.some((one) => CODE_LANGUAGES.some((known) => known.names.includes(one)))
          ? CODE_ASKED.find(({ asked }) => asked.test(whole.toLowerCase()))?.language
          : undefined;
      const verdict = code
        ? written.some((one) => code.names.includes(one))
          ? `Yes: ${code.label} is among the languages of ${record.id} (dataset.languages). `
          : `No: ${code.label} is not among the languages of ${record.id} (dataset.languages). `
        : !language || languages.length === 0
          ? ''
          : holds
            ? `Yes: ${language.label} is among the languages of ${record.id} (dataset.languages). `
            : (spokenOf(record, language) ??
              `No: ${language.label} is not among the languages of ${record.id} (dataset.languages). `);
      // "45 language configs" in the record's words, beside a list of 43 codes: the list is not
      // the count, and the text's count is said.
      // Not the languages a source was translated into ("translated into 10 languages" of 11).
      const counted = quotesMatching(record, LANGUAGE_COUNT).find((quote) => {
        const found = LANGUAGE_COUNT.exec(quote.text);
        return (
          found !== null &&
          Number(found[1]) !== languages.length &&
          !/\b(?:into|other|additional|more|non-English|target)\s+$/i.test(quote.text.slice(0, found.index))
        );
      });
      const listed = counted
        ? `The languages field of ${record.id} lists ${languages.length} codes: ${languages.join(', ')} (dataset.languages). The record's text gives another count (${counted.cite.where}): “${counted.text}”`
        : `${record.id} is in ${languages.length} languages: ${languages.join(', ')} (dataset.languages).`;
      return {
        lead:
          verdict +
          (languages.length > 1
            ? listed
            : languages.length === 1
              ? `${record.id} is in ${languages.join(', ')} (dataset.languages).`
              : languagesInText(record)) +
          (modalities.length > 0 ? ` Modalities: ${modalities.join(', ')} (dataset.modalities).` : '') +
          pairsSaid(record, whole),
        facts: [],
        section: 'dataset',
      };
    },
  },
  {
    name: 'data-source',
    asks: new RegExp(
      `${/\b(?:data|dataset|items|questions|problems|tasks|files?|images?|documents?|passages|articles|texts|videos|conversations|prompts)\b.*\b(?:come from|from|source|sourced|download|hosted|where|path|location)\b|\bsource (?:benchmarks?|datasets?)\b|\bwhere (?:is|are|do|does|can)\b.*\b(?:data|dataset|file|files)\b|\bdownload\b|数据.*(?:哪|下载)|哪(?:里|儿)?(?:能|可以)?下(?:载)?|下载(?:地址|链接)|(?:题目|题|任务|样本|问题|图片|图像|文档|文章|视频|对话|提示)[^？?]{0,8}(?:从哪|来自|来源|出处)|从哪(?:个|些)?[^？?]{0,12}来的/.source}|${MADE_FROM_ASKED_ZH.source}`,
    ),
    topic: 'data file path download hosted source',
    answer: (record, masked, whole = masked) => {
      const { url, size_note: note, splits } = record.page.dataset;
      // "Where does the data come from?" asks what the items were made from, not where to get them.
      // A source named ("built from Sina Weibo", "contexts come from two sources") before who
      // wrote them ("written by the post author"); "GSM8K comes from Karl Cobbe …" is its authors.
      const origin = PROVENANCE_ASKED.test(whole) ? originOf(record) : undefined;
      const where = url
        ? `The data of ${record.id}: ${url} (dataset.url).`
        : `The record of ${record.id} gives no dataset URL; what it says about the data:`;
      // "Where do I get the data now?" of a record whose upload was taken down or moved: its
      // sentence on the copies that stand in for it.
      const [copy] =
        !origin && /\bnow\b|\banymore\b|\bstill\b|\btaken down\b|\bdmca\b|\bremoved\b|现在|还能/.test(whole)
          ? quotesMatching(record, MIRRORED).sort(
              (a, b) =>
                Number(/\breplacement|\bsubstitute|\bnow point/i.test(b.text)) -
                Number(/\breplacement|\bsubstitute|\bnow point/i.test(a.text)),
            )
          : [];
      // "Which benchmark do its tasks come from?": the one its lineage builds on, where no sentence
      // says what the items were made from.
      const { predecessor } = record.page.lineage;
      const builtOn =
        !origin && predecessor && PROVENANCE_ASKED.test(whole)
          ? `${record.id} names ${predecessor} as its predecessor (lineage.predecessor). `
          : '';
      // "Can I just download it from HF?" of data behind credentials or a gate: that first.
      const gated = origin ? '' : accessLead(record, whole);
      return {
        lead: builtOn
          ? `${builtOn}${where}`
          : gated
            ? `${gated} ${where}`
            : origin
              ? `Where the items of ${record.id} come from, in its record's words (${origin.cite.where}): “${origin.text}” ${where}`
              : copy
                ? `${where} Where copies stand in for it, the record says (${copy.cite.where}): “${copy.text}”`
                : where,
        facts: [
          fact(record, 'Size note', 'dataset.size_note', note),
          fact(record, 'Splits', 'dataset.splits', splits),
        ],
        section: 'dataset',
      };
    },
  },
  {
    name: 'split',
    asks: new RegExp(
      `${/\bsplits?\b|\b(?:test|validation|dev|val)\s*集|\btest set\b|\bdev set\b|\bvalidation set\b|\bpublic\b|\bheld[- ]out\b|\bhidden\b|\bunreleased\b|\btrain\/(?:dev|val|test)\b|测试集|训练集|验证集|公开|划分/.source}|${EACH_PART_CHINESE}|${RUN_ALL_OURSELVES.source}`,
    ),
    topic: 'splits split test validation',
    answer: (record, masked) => {
      const open = record.page.dataset.public_test_set;
      // "Are the test answers public now?": the record's sentence on the answers, one that says
      // what happened to them before one that says it was not confirmed.
      const [onAnswers] = ANSWERS_ASKED.test(masked)
        ? quotesMatching(record, ANSWERS_RELEASED).sort(
            (a, b) => Number(UNCONFIRMED.test(a.text)) - Number(UNCONFIRMED.test(b.text)),
          )
        : [];
      // "testmini (1,000, public); test (5,141, answers withheld)": the flag says yes, the splits
      // that part is not public; both are said.
      const { splits } = record.page.dataset;
      // Unless they say it has since been released.
      // A withheld part said not to exist ("rather than using an independent held-out portion") is none.
      // Not in a sentence on other sets than the record's own: "ARC Prize additionally layers
      // semi-private and fully private evaluation sets on top of this public data".
      const listing = sentences(splits)
        .filter((sentence) => !/\badditional(?:ly)?\b|\bon top of\b|\bseparate(?:ly)?\b/i.test(sentence))
        .join(' ');
      const withheld =
        open === true &&
        [...listing.matchAll(new RegExp(WITHHELD.source, 'gi'))].some(
          (word) => !deniesWord(listing, word[0]),
        ) &&
        !/\breleased\b|\bnow public\b|\buntil\b/i.test(listing);
      // "test_public (released) / test_private (held out)": the flag says no, and a test part is
      // public; a public dev split beside a hidden test is no public test.
      const released =
        open === false && /\btest[\w-]*\s*\(\s*(?:released|public)\b|\btest[_-]public\b/i.test(splits);
      const flag = withheld
        ? ' says yes; the splits above name a part that is withheld'
        : released
          ? ' says no; the splits above name a part that is released'
          : '';
      // Public, but behind a password or an agreement: said, since "yes" alone reads as open.
      const [gate] = open === true ? quotesMatching(record, GATED) : [];
      const part = partReleased(record, masked);
      // "How are they split across bio/cyber/chem?": the sentence whose counts add up to the size
      // ("1,273 in WMDP-Bio, 1,987 in WMDP-Cyber and 408 in WMDP-Chem"), first.
      const size = record.page.dataset.size;
      const parted = size !== null && PER_PART_ASKED.test(masked) ? partsAddingUp(record, size) : undefined;
      // "Which split do people usually report?", "用 test 集还是 validation 集": the record's
      // sentence on the split results are reported on.
      const [usual] = REPORTED_SPLIT_ASKED.test(masked) ? quotesMatching(record, USUAL_SPLIT) : [];
      const partWithheld = part !== undefined && open === true && WITHHELD.test(part.quote.text);
      // "Can we run the full set ourselves?": no where a part is withheld, yes where all is public.
      const closed = open === false || withheld || partWithheld || WITHHELD.test(listing);
      const runAll = !RUN_ALL_OURSELVES.test(masked)
        ? ''
        : closed
          ? `No: not all of ${record.id} is out to run yourself. `
          : open === true
            ? `Yes: all of ${record.id} is public to run. `
            : '';
      return {
        lead: `${runAll}${usual ? `Which split is reported, by the record of ${record.id} (${usual.cite.where}): “${usual.text}” ` : ''}${parted ? `${record.id}'s ${formatNumber(size ?? 0)} items by part (${parted.cite.where}): “${parted.text}” ` : ''}Splits of ${record.id} (dataset.splits): ${endSentence(oneLine(record.page.dataset.splits) || 'not established by the catalog')} Public test set: ${open === null ? 'not established' : withheld || released || partWithheld ? 'in part' : open ? 'yes' : 'no'} (dataset.public_test_set${flag}).${gate ? ` Access is gated (${gate.cite.where}): “${gate.text}”` : ''}${onAnswers ? ` Of the answers, the record says (${onAnswers.cite.where}): “${onAnswers.text}”` : ''}${part ? ` Of the ${part.word} part, the record says (${part.quote.cite.where}): “${part.quote.text}”` : ''}`,
        facts: [],
        section: 'dataset',
      };
    },
  },
  {
    name: 'leaderboard',
    inPassing: true,
    asks: /\bleaderboard\b|\branking\b|排行/,
    topic: 'leaderboard ranking',
    answer: (record) => ({
      lead: record.page.leaderboard_url
        ? `Leaderboard of ${record.id}: ${record.page.leaderboard_url} (leaderboard_url).`
        : notEstablished(record, 'leaderboard'),
      facts: [],
      section: 'saturation',
    }),
  },
  {
    name: 'released',
    inPassing: true,
    asks: /\bwhen\b.*\b(?:released|published|introduced|come out|came out|created|made)\b|\band when\b|^\W*when\W*$|\brelease (?:date|year)\b|\bhow old\b|\bwhat year\b|\bwhen did\b|什么时候|哪一?年(?!份)|何时|发布时间/,
    topic: 'released published introduced year',
    answer: (record) => ({
      lead: record.page.released
        ? `${record.id} was released ${record.page.released} (released).`
        : notEstablished(record, 'release date'),
      facts: [
        fact(
          record,
          'Paper year',
          'paper.year',
          record.page.paper.year === null ? '' : String(record.page.paper.year),
        ),
      ],
      section: 'publisher',
    }),
  },
  {
    // "How often do they add new tasks?", "多久更新一次": the record's sentence on its cadence
    // ("about 50 newly quality-filtered issues each month").
    name: 'cadence',
    inPassing: true,
    asks: /\bhow often\b|\bhow frequently\b|\bupdate (?:cadence|schedule|frequency)\b|\brefresh(?:ed)? (?:how often|cadence|schedule)\b|多久(?:更新|刷新|加|添加|新增)|(?:更新|刷新)(?:频率|周期)|多长时间(?:更新|刷新)/,
    topic: 'month monthly weekly quarterly added new refresh update',
    answer: (record) => {
      // One that gives an interval ("each month") before one that only says it changes ("continuously").
      const said = quotesMatching(record, CADENCE).sort(
        (a, b) => Number(!INTERVAL.test(a.text)) - Number(!INTERVAL.test(b.text)),
      )[0];
      return {
        lead: said
          ? `How often ${record.id} changes, in its record's words (${said.cite.where}): “${said.text}”`
          : notEstablished(record, 'update cadence'),
        facts: [],
        section: 'dataset',
      };
    },
  },
  {
    // "Which years?": the years its items come from, as its sentences give them ("exams from 2010
    // through 2018"); the release date is another facet.
    name: 'years',
    inPassing: true,
    asks: /\b(?:which|what) years\b|\byears? (?:covered|span|range)\b|\b(?:what|which) (?:time )?(?:period|span)\b|\bhow recent\b|哪些年|哪几年|年份/,
    topic: 'years from through between',
    answer: (record) => {
      const [span] = quotesMatching(record, YEAR_SPAN);
      return {
        lead: span
          ? `The years of ${record.id}, as its record gives them (${span.cite.where}): “${span.text}”`
          : `The catalog does not establish which years the items of ${record.id} come from.`,
        facts: [],
        section: 'dataset',
      };
    },
  },
  {
    name: 'researched',
    asks: /\bresearched\b|\breviewed\b|\bhow fresh\b|\bup to date\b|\blast updated\b/,
    answer: (record) => {
      const f = record.page.freshness;
      return {
        lead: `The record of ${record.id} was researched ${f.researched || 'on an unrecorded date'}${f.researched_by ? ` by ${f.researched_by}` : ''}, and ${f.reviewed ? `reviewed ${f.reviewed}${f.reviewed_by ? ` by ${f.reviewed_by}` : ''}` : 'has not been reviewed'} (freshness).`,
        facts: [],
      };
    },
  },
  {
    name: 'status',
    asks: new RegExp(
      `${/\bstill (?:used|active|relevant|maintained|supported|alive|updated|useful|meaningful|informative|any good|a good (?:signal|test|benchmark)|the (?:one|thing|version) to use)\b|区分度|\bworth (?:running|using|it|evaluating|reporting|testing)\b|值得(?:跑|测|用|做)|还有(?:参考)?(?:意义|用|必要|价值)|\bactively maintained\b|\bdeprecated\b|\bstatus\b|\bsuperseded\b|\bobsolete\b|\babandoned\b|\b(?:should|do) (?:i|we) (?:use|switch to) (?:something|anything) (?:else|newer)\b|还在维护|还维护|弃用|废弃|淘汰|停止维护|不再维护|过时|被\s*(?:§\s*)?取代|还(?:常|经常|有人|在|有人在)?用吗|还(?:在|常)?用[^，。？?]{1,12}吗|换成了?|改用|还(?:常|有人)用|还流行|还(?:被)?推荐|\bstill (?:be )?recommended\b|\bstill recommend\b/.source}|${CURRENT_ASKED.source}`,
    ),
    topic: 'status superseded deprecated',
    answer: (record, masked) => {
      // "Should we use something else?": the record that follows it, where its lineage names one.
      const { successors } = record.page.lineage;
      const next =
        successors.length > 0 ? ` Its successors (lineage.successors): ${successors.join(', ')}.` : '';
      // "Still worth running?": how much a score says today, which contamination weighs on too, and
      // the record's own advice ("Prefer a newer … benchmark"), where it gives one.
      const worth = WORTH_ASKED.test(masked);
      const advice = worth ? quotesMatching(record, ADVICE)[0] : undefined;
      const risk = worth
        ? ` Contamination risk of ${record.id}: ${record.page.contamination.risk} (contamination.risk).`
        : '';
      // "Is it still the current version?": no, where the record is superseded or names a successor.
      const replaced = isReplaced(record);
      const verdict = !CURRENT_ASKED.test(masked) ? '' : replaced || successors.length > 0 ? 'No. ' : '';
      // "Still used?" of a superseded record that names no successor: what is reported in its
      // place, in its words ("most published BIG-bench numbers are actually BIG-bench Hard").
      const instead =
        replaced && successors.length === 0 && !advice
          ? quotesMatching(record, REPORTED_INSTEAD)[0]
          : undefined;
      const said = advice ?? instead;
      return {
        lead: `${verdict}Status of ${record.id}: ${record.page.status} (status); saturation: ${record.page.saturation.status} (saturation.status).${risk}${next}${said ? ` The record of ${record.id} says (${said.cite.where}): “${said.text}”` : ''}`,
        facts: [],
        section: 'saturation',
      };
    },
  },
  {
    // "does agieval include gaokao questions?", "AGIEval 里面有高考题吗": a yes only where the
    // record names the thing in what it holds; else what it does say, with no verdict.
    name: 'contains',
    asks: CONTAINS_ASKED,
    answer: (record, masked) => {
      const words = containedWords(masked);
      const naming =
        words.length === 0
          ? []
          : quotesMatching(
              record,
              new RegExp(`^${words.map((word) => `(?=.*${wordAt(word)})`).join('')}`, 'ius'),
            );
      const said =
        naming.find((quote) => OWN_DESCRIPTION.has(quote.cite.where) && HOLDS.test(quote.text)) ??
        naming.find((quote) => OWN_DESCRIPTION.has(quote.cite.where)) ??
        naming[0];
      const thing = words.join(' ');
      const { languages } = record.page.dataset;
      // "有 python 吗" of a record whose languages field lists java, go, …: the field settles it.
      const listed = languages.find((language) => words.includes(language.toLowerCase()));
      // "measures issue resolution … beyond Python": named as what it leaves out, not what it holds.
      // Of a phrase asked ("decision sabotage"), the record's mentions of the whole phrase.
      const phrase = new RegExp(`${wordAt(words.join(' '))}(?![\\p{L}\\p{N}])`, 'iu');
      const leftOut = (text: string) =>
        (phrase.test(text) ? [words.join(' ')] : words).every((word) =>
          [...text.matchAll(new RegExp(`${wordAt(word)}(?![\\p{L}\\p{N}])`, 'giu'))].every(
            (match) =>
              LEAVES_OUT.test(text.slice(Math.max(0, match.index - 30), match.index)) ||
              LEFT_OUT.test(text.slice(match.index + match[0].length)),
          ),
        );
      const excluded = said !== undefined && naming.every((quote) => leftOut(quote.text));
      // "The paper has five challenges including decision_sabotage, which this package does not
      // ship": named as held elsewhere and left out here, so not in what the record covers.
      const leftOutHere = excluded ? undefined : naming.find((quote) => leftOut(quote.text));
      // Beside a no, the languages it has, where it has several to choose among.
      const theirs =
        languages.length > 1 ? ` Its languages (dataset.languages): ${languages.join(', ')}.` : '';
      return {
        lead: listed
          ? `Yes: ${listed} is among the languages of ${record.id} (dataset.languages).`
          : excluded
            ? `No: the record of ${record.id} names ${thing} only as what it leaves out (${said.cite.where}): “${said.text}”${theirs}`
            : leftOutHere
              ? `No, by the record of ${record.id} (${leftOutHere.cite.where}): “${leftOutHere.text}”`
              : said
                ? `Yes: the record of ${record.id} names ${thing} in what it holds (${said.cite.where}): “${said.text}”`
                : `The record of ${record.id} does not mention ${thing || 'that'}.${theirs}`,
        facts: [],
        section: 'dataset',
      };
    },
  },
];

/** Words right before a name that leave it out: "beyond Python", "other than English", "non-". */
const LEAVES_OUT =
  /\b(?:beyond|other than|besides|except(?: for)?|excluding|apart from|outside(?: of)?|not|no|non|without|rather than|instead of)[\s-]+(?:[\w-]+\s+){0,2}$/i;

/**
 * Words right after a name that leave it out: "CoLA and WNLI from GLUE are omitted", "…,
 * which this package does not ship", "…, is not in the Inspect port".
 */
const LEFT_OUT =
  /^(?:(?:,|\s+and|\s+or)\s+[\w-]+)*(?:\s+from\s+[\w-]+)?\s+(?:are|is|were|was)\s+(?:(?:all|both)\s+)?(?:omitted|excluded|absent|dropped|left out|removed|missing|not included)\b|^,?\s+which\s+(?:[\w-]+\s+){0,3}(?:does|do|did)\s+not\s+(?:ship|include|contain|cover|have)\b|^,?\s+(?:is|are|was|were)\s+(?:not\s+(?:in|part of|included|shipped)|absent)\b/i;

/**
 * A word asked of, however the record joins its parts: "decision sabotage" and
 * "decision_sabotage" find each other, and an underscore is no part of a word.
 */
function wordAt(word: string): string {
  return `(?<![\\p{L}\\p{N}])${escapeRegExp(word).replace(/(?:\\-|[\s_-])+/g, '[\\s_-]?')}`;
}

/** Words of a sentence that says what a set holds: "20 exams -- Gaokao, SAT, …", "across". */
const HOLDS = /\b(?:includ\w*|contain\w*|cover\w*|span\w*|across|from|drawn|draws|built)\b|[:–—-]{1,2}\s/i;

/** What "does X include …?" asks about, in English words: "gaokao" of "高考题". */
function containedWords(masked: string): string[] {
  const english = /\b(?:include|contain)s?\s+([^?？]+)/.exec(masked)?.[1] ?? IS_IT_IN.exec(masked)?.[1];
  const chinese = new RegExp(`(?:有没有|有|包含|包括)${HELD_THING}`, 'iu').exec(masked)?.[1];
  const text =
    english ?? (chinese ? `${englishFor(chinese)} ${chinese.match(/[a-z][\w-]*/gi)?.join(' ') ?? ''}` : '');
  return (
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}_-]+/u)
      // Words for items say nothing of which ones: "gaokao questions" asks of gaokao.
      .filter(
        (word) =>
          /^[a-z][\w-]+$/.test(word) &&
          !ITEM_NOUN.test(word) &&
          !/^(?:any|some)$/.test(word) &&
          !STOP_WORDS.has(word),
      )
  );
}

/** "Are the test answers public?": the answers or labels of a set, asked of. */
const ANSWERS_ASKED = /\banswers?\b|\blabels?\b|\banswer key\b|\bgold\b|答案|标签|标注/;
/** A sentence on a set's answers being released or held back. */
const ANSWERS_RELEASED =
  /\b(?:released|published|withheld|held (?:back|out)|public)\b[^.;]{0,60}\b(?:answers?|labels?|answer key)\b|\b(?:answers?|labels?|answer key)\b[^.;]{0,60}\b(?:released|published|withheld|held (?:back|out)|public|hidden|private)\b/i;
/** A sentence that leaves a fact open: "was not confirmed", "whether … is unclear". */
const UNCONFIRMED = /\bnot (?:been )?(?:confirmed|verified|established)\b|\bunclear\b|^whether\b/i;

/** A unit that is a range ("0-1 scale", "1-5"), which a maximum is said on, not after. */
const RANGE_UNIT = /^\d[\d.]*\s*-\s*\d[\d.]*(?:\s+scale)?$/;

/** "I keep seeing different numbers", "数字不一样": counts that disagree, asked about. */
const COUNTS_DIFFER =
  /\bdifferent (?:numbers|counts|sizes|figures)\b|\b(?:numbers|counts) (?:differ|vary|don't match)\b|\bwhich (?:number|count) is (?:right|correct)\b|(?:数字|数量|题数)(?:都)?不(?:一样|同|一致)|不同的(?:数字|数量|题数)/;

/** "Which subsets?", "分哪几个子集", "各多少": how a count is made up, asked beside it. */
const MAKEUP_ASKED =
  /\bwhich (?:subsets|parts|splits|categories|domains|sections|configs)\b|\bbreak ?down\b|\bper (?:subset|split|domain|category)\b|哪(?:几|些)个?(?:子集|部分|类别|领域|子任务|划分)|各(?:多少|有多少|自)|分别(?:多少|有)/;

/** "How many a month?", "每个月加多少": a count asked per span of time. */
const RATE_ASKED =
  /\b(?:per|a|each|every)\s+(?:month|week|year|quarter)\b|\bmonthly\b|\bweekly\b|每个?(?:月|周|星期|年|季度)/i;
/** A count the record gives per span of time: "about 50 newly filtered issues a month". */
const PER_PERIOD =
  /\b\d[\d,]*\b[^.;]{0,60}\b(?:per|a|each|every)\s+(?:month|week|year|quarter)\b|\b(?:monthly|weekly)\b[^.;]{0,40}\b\d[\d,]*\b/i;

/** The size note's row: what the lead has not quoted of it already. */
function noteAfter(record: BenchRecord, note: string, lead: string, opening: string | undefined): Fact[] {
  const quoted = opening && !opening.endsWith('…') && lead.includes(`“${opening}”`);
  const rest = quoted ? note.slice(opening.length).trim() : note;
  return rest ? [fact(record, 'Size note', 'dataset.size_note', rest)] : [];
}

/** A size note's longest opening quoted in a lead; a longer one is cut at its first colon. */
const OPENING_CHARACTERS = 320;

/**
 * The opening sentence of a size note that counts more than the size field does (`larger`): the
 * splits the size is one of, the set it is a subset of; or that counts anything else. Undefined
 * where it gives no such count.
 */
function noteOpening(note: string, size: number, larger = true): string | undefined {
  const [first] = sentences(note);
  if (!first) return undefined;
  const itemNoun = ITEM_NOUN.source.replace(/^\^|\$$/g, '');
  // Standalone figures that count items or a split ("307,373 train", "448-question"): not the
  // digits of a revision hash ("4827b2ed…"), nor tokens or a year.
  const counts = new RegExp(
    `(?<![\\w.,])(\\d{1,3}(?:,\\d{3})+|\\d+)(?![\\w.,])(?=(?:[\\s-]+[\\w-]+){0,2}?[\\s-]+(?:${itemNoun}|train|training|dev|development|test|validation|val)\\b)`,
    'gi',
  );
  const others = [...first.matchAll(counts)]
    .map((match) => Number((match[1] ?? '').replace(/,/g, '')))
    .filter((figure) => figure !== size);
  // "307,373 train, 7,830 development" of a size of 7,830: a count the size is part of; where a
  // split is asked that the record does not count alone, any other count.
  if (!others.some((figure) => !larger || figure > size)) return undefined;
  if (first.length <= OPENING_CHARACTERS) return first;
  const clause = new RegExp(`^[^:;]{40,${OPENING_CHARACTERS}}(?=[:;])`).exec(first)?.[0];
  return clause && clause !== first ? `${clause}…` : undefined;
}

/** "Which split do people report?", "test or validation?", "用 test 集还是 validation 集". */
const REPORTED_SPLIT_ASKED =
  /\bwhich (?:split|set)\b|\b(?:report|use|score|evaluat)\w*\b[^?]{0,30}\b(?:split|set)\b|\b(?:test|validation|dev)\b[^?]{0,12}\bor\b[^?]{0,12}\b(?:test|validation|dev)\b|(?:test|validation|dev|测试|验证)\s*集?\s*还是|哪个\s*(?:split|集)/;
/** A sentence on the split results are usually reported on: "Most published results use the validation split". */
const USUAL_SPLIT =
  /\b(?:most|usually|commonly|typically|conventionally|standard|in practice)\b[^.;]{0,80}\b(?:validation|dev|test)\b[^.;]{0,20}\b(?:split|set)\b|\b(?:validation|dev|test) (?:split|set)\b[^.;]{0,60}\b(?:most|usually|commonly|typically|standard)\b/i;

/** A scale a sentence writes by its top: "the real Gaokao's own 750-point scale", "out of 10". */
const SCALE_WRITTEN =
  /\b(\d[\d,]*)-point (?:scale|total|converted)\b|\bout of (\d[\d,]*)\b(?!\s*(?:%|percent|tasks?|items?|questions?|problems?|samples?|models?))/i;

/** A sentence that says two reported figures are not one: "is not the same figure as the paper's". */
const SCALES_APART = /\bnot the same (?:figure|number|score|scale)\b|\binstead report\b/i;

/** The first sentence that writes a scale with another top than the record's maximum. */
function otherScale(record: BenchRecord, max: number): Quote | undefined {
  return quotesMatching(record, SCALE_WRITTEN).find((quote) => {
    const [, point, outOf] = SCALE_WRITTEN.exec(quote.text) ?? [];
    const top = Number((point ?? outOf ?? '').replace(/,/g, ''));
    return Number.isFinite(top) && top > 1 && top !== max;
  });
}

/** "Does fine-tuning on its train split count as contamination?", "这算数据污染吗": a practice, judged. */
const PRACTICE_JUDGED =
  /\b(?:count(?:s|ed)?|considered|qualif(?:y|ies)|classed) as\b|\bis (?:that|this|it) (?:\w+ )?(?:contamination|leak\w*|cheating)\b|算(?:不算)?(?:是)?[^？?，,]{0,4}(?:污染|泄露|泄漏|作弊)/;

/** A sentence that calls a practice fair: "standard, expected practice …, not an unusual leak". */
const FAIR_PRACTICE =
  /\b(?:standard|expected|common|normal|accepted|legitimate)\b[^.;]{0,40}\bpractice\b|\bnot (?:an? )?(?:\w+ )?(?:leak|contamination)\b/i;

/** Words of a question that say nothing of the practice itself. */
const NOT_THE_PRACTICE =
  /^(?:that|this|does|count|counts|considered|contamination|leak\w*|cheating|many|models?|lots|before|reporting)$/;

/**
 * The record's sentence that calls the practice a question describes fair ("fine-tuning on the
 * ChartQA training split before reporting a test-split score is standard, expected practice"),
 * where the sentence writes a word of that practice ("train", "fine-tune").
 */
function practiceNotLeak(record: BenchRecord, masked: string, text: string): Quote | undefined {
  if (!PRACTICE_JUDGED.test(masked)) return undefined;
  const words = (text.toLowerCase().match(/[a-z][a-z-]{3,}/g) ?? [])
    .map((word) => word.replace(/-?(?:ing|ed|es|s)$/, ''))
    .filter((word) => word.length >= 4 && !NOT_THE_PRACTICE.test(word));
  return quotesMatching(record, FAIR_PRACTICE).find((quote) =>
    words.some((word) => new RegExp(`\\b${escapeRegExp(word)}`, 'i').test(quote.text)),
  );
}

/** The asker's own model or run: "is our model contaminated?", "我们的模型". */
const OWN_MODEL = /\b(?:our|my|we|we're|i)\b|我们|我的/;
/** A sentence that says how to read a probe's numbers: "if test PPL is much lower than ref PPL, …". */
const READING_RULE = /\bif\b[^.;]{0,60}\b(?:lower|higher|above|below|greater|smaller)\b[^.;]{0,40}\bthan\b/i;

/**
 * The asker's labelled numbers ("train ppl 0.78, test 1.33, ref 1.20") set side by side as each
 * "if A is lower than B" of the record's rule sets them, without the rule's "much": how far apart
 * is much, the record does not say. '' where the question labels neither side.
 */
function ruleApplied(rule: string, question: string): string {
  const given = new Map<string, number>();
  for (const [, label = '', value = ''] of question.matchAll(
    /\b([a-z]+)(?:\s+(?:ppl|perplexity|score|loss))?\s*[:=]?\s*(\d+(?:\.\d+)?)(?!\w|\.\d)/gi,
  ))
    given.set(label.toLowerCase(), Number(value));
  const read = [
    ...rule.matchAll(/\bif (\w+)(?: \w+)? is (?:much |far |clearly )?(lower|higher) than (\w+)/gi),
  ].flatMap(([, a = '', way = '', b = '']) => {
    const [x, y] = [given.get(a.toLowerCase()), given.get(b.toLowerCase())];
    if (x === undefined || y === undefined) return [];
    const holds = way.toLowerCase() === 'lower' ? x < y : x > y;
    return [
      `${a} (${formatNumber(x)}) is ${holds ? '' : 'not '}${way.toLowerCase()} than ${b} (${formatNumber(y)})`,
    ];
  });
  return read.length > 0 ? ` By your numbers: ${read.join('; ')}.` : '';
}

/** A question for the size's parts: "split across bio/cyber/chem", "每个多少", "per subset". */
const PER_PART_ASKED = new RegExp(
  `${/\b(?:split|broken down|break ?down|divided|distributed|spread)\b[^?]{0,30}\b(?:across|between|among|into|by)\b|\bper (?:subset|subject|category|split|domain|language|config|part)\b|\beach (?:subset|split|category|domain|config|part)\b|每个(?:子集|类别|部分|领域)?(?:多少|有多少|几)/.source}|${EACH_PART_CHINESE}`,
);

/** The record's sentence whose counts, two or more, add up to its size: its parts. */
function partsAddingUp(record: BenchRecord, size: number): Quote | undefined {
  const note = record.page.dataset.size_note ?? '';
  const candidates: Quote[] = [
    ...sentences(note).map((text) => ({ text, cite: { id: record.id, where: 'dataset.size_note' } })),
    ...quotesMatching(record, /\d/),
  ];
  return candidates.find((quote) => {
    // Not a year ("2024"), though "1,987" may be a count.
    const counts = [...quote.text.matchAll(/(?<![\w.,])(\d{1,3}(?:,\d{3})+|\d+)(?![\w.,%])/g)]
      .filter((match) => !/^(?:19|20)\d\d$/.test(match[1] ?? ''))
      .map((match) => Number((match[1] ?? '').replace(/,/g, '')))
      .filter((count) => count !== size);
    return counts.length >= 2 && counts.reduce((sum, count) => sum + count, 0) === size;
  });
}

/** "in the og paper", "at release", "原论文里": the time of the paper, not today. */
const PAPER_ASKED =
  /\b(?:in|of|from) (?:the )?(?:og |original |orig |first |source )?paper\b|\bog paper\b|\bat (?:the time of )?release\b|原论文|论文里|论文中/;
/** A sentence on the best result, with its figure: "the best model of its time was truthful on 58%". */
const BEST_OF_PAPER = /\b(?:best|strongest|top)\b[^.;]{0,80}?\d|\d[^.;]{0,60}\b(?:best|strongest)\b/i;
/** …said of the paper's time. */
const PAPER_SAID = /\bpaper\b|\boriginal\b|\bat the time\b|\bof its time\b|\bauthors\b|\bat release\b/i;

/**
 * A count asked of something done to the items: "how many tasks did they fix", "how many were
 * removed". The verb is the question's own; one that only says the items are there ("have",
 * "contain") asks the size.
 */
const DEED_ASKED =
  /\bhow many\b(?:\s+[a-z]+){0,2}?\s+(?:did|do|does|were|was|got|have been|had been|has been)(?:\s+(?:they|it|we|§|the\s+\w+|\w+ers))?\s+([a-z]{3,})\b/;
const PLAIN_VERBS =
  /^(?:have|has|had|contain|contains|include|includes|hold|holds|get|use|uses|come|cover|covers|test|tests|ask|need|ship|span|make|run|runs|there|in|it|they|from|of)$/;

function deedCounted(record: BenchRecord, masked: string): Quote | undefined {
  const verb = DEED_ASKED.exec(masked)?.[1];
  // "how many samples does inspect § run": the harness named before the set, no deed.
  if (!verb || PLAIN_VERBS.test(verb) || isHarnessName(verb)) return undefined;
  // "fix", "fixed", "fixing"; "removed" and "remove".
  const stem = verb.replace(/(?:ed|ing|es|s)$/, '').replace(/e$/, '');
  if (stem.length < 3) return undefined;
  const [found] = quotesMatching(
    record,
    new RegExp(
      `\\b${escapeRegExp(stem)}\\w*\\b[^.;]{0,40}?\\b\\d[\\d,]*\\b|\\b\\d[\\d,]*\\b[^.;]{0,40}?\\b${escapeRegExp(stem)}\\w*\\b`,
      'i',
    ),
  );
  return found;
}

/** "How many in total?", "一共多少": the whole set asked for, every split of it. */
const TOTAL_ASKED = /\b(?:in total|total|altogether|overall|all splits|in all)\b|一共|总共|总数|合计|全部/i;

/**
 * A whole count of items a size note gives: "15,908 questions in total", "12,500 problems total",
 * "3,001 total sentences", "a total of 1,200 prompts"; not "131,777 test cases in total", which counts something else.
 */
const COUNTED_NOUNS =
  'questions|problems|items|examples|tasks|prompts|instances|samples|rows|conversations|dialogues|sentences|puzzles';
const COUNTED_NOUN = new RegExp(`\\b(?:${COUNTED_NOUNS})\\b`, 'i');
const TOTAL_OF_ITEMS = new RegExp(
  `\\b(\\d[\\d,]*)\\s+(?:[a-z-]+\\s+)?(?:${COUNTED_NOUNS})\\s+(?:in\\s+)?total\\b|\\b(\\d[\\d,]*)\\s+total\\s+(?:${COUNTED_NOUNS})\\b|\\ba total of\\s+(\\d[\\d,]*)\\s+(?:[a-z-]+\\s+)?(?:${COUNTED_NOUNS})\\b`,
  'i',
);

/** A whole count a size note gives beyond the size field, with the sentence that gives it. */
function totalInNote(
  note: string,
  size: number,
  question: string,
): { count: string; sentence: string } | undefined {
  // "80 questions (10 per category), each with one follow-up turn, for 160 total prompts": where
  // the size field's count stands with a noun of its own, a total of another noun counts another
  // thing, unless that is the noun asked ("how many prompts in total").
  const sizeNoun = new RegExp(
    `\\b${formatNumber(size).replace(/,/g, ',?')}\\s+(?:[a-z-]+\\s+)?(${COUNTED_NOUNS})\\b`,
    'i',
  );
  for (const sentence of sentences(note)) {
    const found = TOTAL_OF_ITEMS.exec(sentence);
    const count = found?.[1] ?? found?.[2] ?? found?.[3];
    const totalNoun = COUNTED_NOUN.exec(found?.[0] ?? '')?.[0].toLowerCase();
    const ownNoun = sizeNoun.exec(sentence)?.[1]?.toLowerCase();
    const another =
      ownNoun !== undefined &&
      totalNoun !== undefined &&
      ownNoun !== totalNoun &&
      !question.toLowerCase().includes(totalNoun.replace(/s$/, ''));
    if (count && Number(count.replace(/,/g, '')) > size && !another) return { count, sentence };
  }
  return undefined;
}

/** The split a size field counts, where the record's splits give that count beside one name. */
function splitCounted(record: BenchRecord, size: number): string | undefined {
  const named = new RegExp(`\\b([\\w-]+)\\s*[(:]\\s*${formatNumber(size).replace(/,/g, ',?')}\\b`).exec(
    record.page.dataset.splits ?? '',
  )?.[1];
  return named ? `the ${named} split` : undefined;
}

/** "Still worth running?", "还值得跑吗": whether a score on it still says something. */
const WORTH_ASKED = /\bworth\b|值得|意义|必要|价值/;
/** A record's advice on what its score says today: "Prefer a newer …", "says very little". */
const ADVICE =
  /\bprefer\b|\bsays? (?:very )?little\b|\binstead\b[^.]*\bnewer\b|\bretire|\bread alongside\b|\balongside newer\b/i;

/** The first authors of a long list, and how many more. */
function byline(authors: readonly string[]): string {
  return authors.length > 3
    ? `${authors.slice(0, 3).join(', ')} and ${authors.length - 3} others`
    : authors.join(', ');
}

/** A split a size question asks about: "how big is the test split", "how many dev items". */
/** "How many each", "各多少", "分别": a count of every part asked, not of one. */
const EACH_ASKED =
  /\b(?:how many|sizes?|counts?)\b[^?]{0,30}\beach\b|\b(?:how many|counts?|sizes?)\b(?:\s+[a-z-]+){0,2}?\s+(?:per|by)\s+(?:[a-z-]+\s+)?(?:tier|level|category|subject|split|domain|language|type|task|track|source|round|subset|config|group|part|area|difficulty)s?\b|\beach\b[^?]{0,20}\bhow many\b|各(?:有|是|自)?(?:多少|几)|分别/;

const SPLIT_ASKED =
  /\b(devtest|test|validation|dev|train(?:ing)?|(?:public|private|semi-private) eval(?:uation)?(?= (?:set|split)))(?! cases?\b)(?: (?:set|split|items|questions|examples|instances))?\b|((?:公开|半私有|私有)(?=(?:评测|评估|测评)集)|(?:测试|验证|训练|开发|评测|评估|测评)(?=集))/;
/** A record that writes an evaluation set of its own, apart from its other splits. */
const EVALUATION_SET = /\bevaluation (?:set|split)s?\b/i;
const SPLIT_NAME: Record<string, string> = {
  测试: 'test',
  验证: 'validation',
  训练: 'train',
  开发: 'dev',
  // "评测集" of a record that writes an evaluation set apart from others ("a 120-task public
  // evaluation set" beside 1,000 training tasks); elsewhere it is the set itself.
  评测: 'evaluation',
  评估: 'evaluation',
  测评: 'evaluation',
  // "公开评测集": the public evaluation set, as "public eval set" is.
  公开: 'public evaluation',
  私有: 'private evaluation',
  半私有: 'semi-private evaluation',
  training: 'train',
  // "the public eval set": as records write it, "a 120-task public evaluation set". A bare "eval
  // split" is the one scored, which the size counts.
  'public eval': 'public evaluation',
  'private eval': 'private evaluation',
  'semi-private eval': 'semi-private evaluation',
};
const SPLIT_WORD = /^(?:devtest|test|validation|dev|train(?:ing)?)$/;

/** The split a size question names ("test 集有多大" → test), so a count of it is a part of its own. */
export function splitAsked(masked: string): string | undefined {
  // Named as a set ("test split", "test 集"), not "what does it test".
  const asked =
    /\b(devtest|test|validation|dev|train(?:ing)?)\s*(?:set|split|集)|(测试|验证|训练|开发)集/.exec(masked);
  const split = asked?.[1] ?? asked?.[2];
  return split ? (SPLIT_NAME[split] ?? split) : undefined;
}

/** Whether a size note writes the size as another split's count: "1,000 public training tasks". */
function sizeOfOtherSplit(note: string, size: number, split: string): boolean {
  const other = new RegExp(
    `(?:^|[^\\d,])${escapeRegExp(formatNumber(size))}\\s+(?:[a-z-]+\\s+)?(train(?:ing)?|dev|validation|test|evaluation)\\b`,
    'i',
  ).exec(note)?.[1];
  return other !== undefined && !(SPLIT_NAME[split] ?? split).includes(other.toLowerCase());
}

/** A count as records write it, in digits or in words ("five are in Chinese"). */
const COUNT_WORD =
  '\\d[\\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty';

/**
 * The count a record writes of one language's part: "Fourteen tasks are in English, five are in
 * Chinese" gives five (tasks) in Chinese; the noun is the one written, else the one before.
 */
function languageCount(
  record: BenchRecord,
  language: string,
): { count: string; noun: string; language: string; quote: Quote } | undefined {
  const pattern = new RegExp(
    `\\b(${COUNT_WORD})\\s+(?:([a-z-]+)\\s+)?(?:are|is)\\s+(?:in\\s+)?${language}\\b`,
    'i',
  );
  for (const quote of quotesMatching(record, pattern)) {
    const [, count = '', noun] = pattern.exec(quote.text) ?? [];
    // "five are in Chinese" after "Fourteen tasks are in English": the noun of the count before.
    const before = new RegExp(`\\b(?:${COUNT_WORD})\\s+([a-z-]+)\\s+(?:are|is)\\b`, 'i').exec(
      quote.text,
    )?.[1];
    const counted = noun ?? before;
    if (counted && /s$/.test(counted)) return { count: count.toLowerCase(), noun: counted, language, quote };
  }
  return undefined;
}

/**
 * "Does MedQA have Chinese questions?" of a record in English only: its own sentence on that
 * language's items elsewhere ("The original release also contains 34,251 Simplified Chinese
 * questions …; those are separate"): not in this record, but not a plain No either.
 */
function spokenOf(record: BenchRecord, language: Language): string | undefined {
  const said = quotesMatching(record, new RegExp(`\\b${language.label}\\b`)).find((quote) =>
    /\b(?:questions|items|problems|tasks|prompts|examples|split|subset|version|release)\b/i.test(quote.text),
  );
  return said
    ? `Not in this record: ${language.label} is not among the languages of ${record.id} (dataset.languages), but its record speaks of ${language.label} items beside it (${said.cite.where}): “${said.text}” `
    : undefined;
}

/** A size note's sentence that says sources count otherwise: "mismatch", "None of these counts is "the" size". */
/** A size note's sentence that gives another source's count: "The paper … states 3,217 questions". */
const OTHER_SOURCE = /\b(?:also says|states|reports?|reporting|prose|paper)\b/i;
const COUNTS_DISPUTED =
  /\bmismatch\b|\bdisagree\w*|\bdiscrepanc\w*|\bnone of these\b[^.]*\bcounts?\b|\bunexplained difference\b|\bis ["“]?the["”]? size\b|\brather than resolves\b/i;

/** Whether the record counts a kind of item on its own ("731 public instances"). */
function countedKind(record: BenchRecord, kind: string | undefined, version?: string): boolean {
  return kind !== undefined && splitCount(record, kind, version) !== undefined;
}

/** The shares a record counts by who may see them, in Chinese. */
const SHARE_WORDS: Record<string, string> = {
  公开: 'public',
  不公开: 'held-out',
  保留: 'held-out',
  隐藏: 'held-out',
  私有: 'private',
  商业: 'commercial',
};

/**
 * The kind of item a count is asked of, which the size note may count apart: "how many subjective
 * questions", "主观题多少" (subjective). Two counts asked in one question are two parts of it.
 */
export function itemKindAsked(masked: string): string | undefined {
  const english =
    /\bhow many ([a-z][a-z-]{3,}) (?:questions|items|problems|tasks|prompts|examples|instances)\b/.exec(
      masked,
    )?.[1];
  if (english && !COMMON_WORDS.has(english)) return english;
  // "how many are public?", "公开的有多少": the share the record counts by who may see it.
  const shared =
    /\bhow many\b[^?]{0,40}?\b(?:are|is|were|was)\s+(public|private|held[- ]out|hidden|commercial)\b/.exec(
      masked,
    )?.[1] ??
    SHARE_WORDS[
      /(不公开|公开|私有|保留|隐藏|商业)的?(?:题|部分|样本|实例|数据)?(?:有|是|占)?多少/.exec(masked)?.[1] ??
        ''
    ];
  if (shared) return shared === 'hidden' ? 'held-out' : shared.replace(' ', '-');
  // "一共多少题？主观题多少？": the two characters before 题 that name a kind (not 多少); two kinds
  // ("主观题和客观题各多少") are parts, each counted on its own.
  const kinds = [...masked.matchAll(/(\p{Script=Han}{2})题/gu)].flatMap(
    ([, chinese = '']) => englishFor(chinese).split(' ')[0] || [],
  );
  return kinds.length === 1 ? kinds[0] : undefined;
}

/**
 * The count the record's size note or splits field gives for one split: "925 test", "1,100 test
 * instances", "test 114,198", "a 1,100-row test split".
 */
/** Split names and their counts written as two slashed lists: "val/test 100/410". */
const PAIRED_SPLITS = /\b([a-z]+(?:\/[a-z]+)+)\s+(\d[\d,]*(?:\s*\/\s*\d[\d,]*)+)\b/gi;

function splitCount(
  record: BenchRecord,
  split: string,
  version?: string,
): { count: string; field: FieldPath } | undefined {
  for (const [field, written] of [
    ['dataset.splits', record.page.dataset.splits],
    ['dataset.size_note', record.page.dataset.size_note],
  ] as const) {
    const text = version === undefined ? written : versionPart(written, version);
    // "College Biology (… test 144) + High School Biology (… test 310)": a set pooled from parts
    // has the sum of their splits.
    const pooled = text?.split(/\s\+\s/).map((part) => countOfPart(part, split));
    if (pooled && pooled.length >= 2 && pooled.every((one) => one !== undefined && /^[\d,]+$/.test(one)))
      return {
        count: formatNumber(pooled.reduce((sum, one) => sum + Number(one?.replace(/,/g, '')), 0)),
        field,
      };
    // "ForeverDreaming: … test 337. TVMegaSite: … test 1,793.": the split of each source, and their sum.
    const bySource = text === undefined ? undefined : countsBySource(text, split);
    if (bySource) return { count: bySource, field };
    // "测试集多少句" of a record whose only scored split is "devtest": that split is its test set.
    const count =
      text === undefined
        ? undefined
        : (countOfPart(text, split) ??
          ((SPLIT_NAME[split] ?? split) === 'test' ? countOfPart(text, 'devtest') : undefined));
    if (count) return { count, field };
  }
  return undefined;
}

/** A source's part of a splits text: "ForeverDreaming: train 3,673 / dev 338 / test 337." */
const SOURCE_PART = /^(\p{Lu}[\p{L}\p{N}-]*(?: \p{Lu}[\p{L}\p{N}-]*){0,3}):\s/u;

/** One split counted in each labelled source of a text: "2,130 (ForeverDreaming 337, TVMegaSite 1,793)". */
function countsBySource(text: string, split: string): string | undefined {
  const parts = text.split(/(?<=[.;])\s+/).filter((part) => SOURCE_PART.test(part));
  if (parts.length < 2) return undefined;
  const counts = parts.map((part) => ({
    source: SOURCE_PART.exec(part)?.[1],
    count: countOfPart(part, split),
  }));
  if (!counts.every((one) => one.count !== undefined && /^[\d,]+$/.test(one.count))) return undefined;
  const sum = counts.reduce((total, one) => total + Number(one.count?.replace(/,/g, '')), 0);
  return `${formatNumber(sum)} (${counts.map((one) => `${one.source} ${one.count}`).join(', ')})`;
}

/**
 * The parts a size question names past the record's own name, each with the count the record
 * gives of it: "tau-bench retail vs airline" (115 retail, 50 airline), "the coding and math
 * categories" (coding (7), math (3)), "中文角色" (5 Chinese ones). Read in the splits field and
 * size note, then in a sentence that counts the question's own noun ("… 5 Chinese ones (100
 * roles)"). In the order the question names them.
 */
/** "the lite subset", "the hard split": a part named by the word before its kind. */
const SUBSET_NAMED =
  /\b([a-z][\w-]{2,})(?:\s+(?:subset|split|variant|version|slice)\b|\s*(?:子集|子任务|版本))/i;

/** The record's sentence that writes the part a question names, with the word for its kind. */
function namedSubsetSaid(record: BenchRecord, masked: string): string | undefined {
  const word = SUBSET_NAMED.exec(masked)?.[1];
  if (!word || STOP_WORDS.has(word.toLowerCase()) || /^(?:which|what|each|every|any|other)$/i.test(word))
    return undefined;
  const written = new RegExp(
    `\\b${escapeRegExp(word)}["”']?\\s+(?:subset|split|variant|version|slice)\\b`,
    'i',
  );
  const [said] = quotesMatching(record, written);
  return said
    ? `The ${word} part of ${record.id}, by its record (${said.cite.where}): “${said.text}”`
    : undefined;
}

/** A sentence that gives a design, not what ships: "The paper's full design is 110 … behaviours". */
const DESIGNED = /\b(?:paper'?s?|original(?:ly)?|design(?:ed)?)\b/i;
/** A sentence that says what ships: "currently expose 176", "the released split has …". */
const RELEASED = /\b(?:currently|releas\w*|expose[sd]?|ships?|public(?:ly)? (?:available|released))\b/i;

/**
 * The size note's sentence on what is released, where the counts of the parts asked come only from
 * a sentence on the paper's design and the record's own size is another number: none else.
 */
function releasedBesideDesign(
  record: BenchRecord,
  parts: readonly { count: string; where: string }[],
): string | undefined {
  const { size, size_note: note } = record.page.dataset;
  if (size === null || !note || parts.some((one) => one.where !== 'dataset.size_note')) return undefined;
  const said = sentences(note);
  const sized = new RegExp(`(?<![\\d,.])${formatNumber(size).replace(/,/g, ',?')}(?![\\d,])`);
  const ofParts = (sentence: string) =>
    parts.every((one) => new RegExp(`(?<![\\d,.])${escapeRegExp(one.count)}(?![\\d,])`).test(sentence));
  const design = said.find(ofParts);
  const shipped = said.find((sentence) => sized.test(sentence) && RELEASED.test(sentence));
  return design && DESIGNED.test(design) && !sized.test(design) && shipped && shipped !== design
    ? shipped
    : undefined;
}

/** Words that relate one count to another ("8,062 questions across 20 tasks"), naming no part. */
const RELATING_WORDS = /^(?:across|over|among|between|within|into|per|each|spread|split|divided)$/;

function askedPartCounts(
  record: BenchRecord,
  masked: string,
  nouns: readonly string[],
  noun: string | undefined,
): { part: string; count: string; where: string; quote?: Quote }[] {
  type Counted = { part: string; count: string; where: string; quote?: Quote };
  const words = new Set(
    [
      ...(masked.toLowerCase().match(/[a-z][a-z-]{2,}/g) ?? []),
      // In the order the question writes them: "训练集和测试集" is train, then test.
      ...chineseWords(masked).flatMap(({ word }) => englishFor(word).split(' ')),
    ].filter(
      (word) =>
        word.length >= 3 &&
        // "Test" of "Mathematics Aptitude Test …" is still a split asked.
        (SPLIT_WORD.test(word) || !ofOwnName(record, word)) &&
        !STOP_WORDS.has(word) &&
        !SIZE_WORDS.test(word) &&
        !ITEM_NOUN.test(word) &&
        !GROUP_WORD.test(word) &&
        // "how many datasets n languages": a plural is a thing counted, not a part's name.
        !/[^s]s$/.test(word) &&
        !TOP_WORDS.test(word) &&
        // "the paper says 21": where a count comes from, not a part ("4k–128k in the paper").
        !COUNT_SOURCE.test(word) &&
        // "how many tasks and how many languages": what is counted, not a part counted.
        !nouns.includes(word) &&
        // "and across how many tasks": a word that relates counts, no part's name.
        !RELATING_WORDS.test(word),
    ),
  );
  const stem = noun ? new RegExp(`\\b${escapeRegExp(noun.replace(/(?:es|s)$/, ''))}`, 'i') : undefined;
  const counting = stem ? quotesMatching(record, stem) : [];
  return [...words].flatMap((part): Counted[] => {
    const field = splitCount(record, part);
    if (field) return [{ part, count: field.count, where: field.field }];
    // "the test splits" of "test1 (40), test2 (40), test3 (40)": each numbered one.
    const numbered = [
      ...(record.page.dataset.splits ?? '').matchAll(
        new RegExp(`\\b(${escapeRegExp(part)}[-_ ]?\\d+)\\s*[(:]\\s*(\\d[\\d,]*)`, 'gi'),
      ),
    ].map(([, name = '', count = '']) => ({ part: name, count, where: 'dataset.splits' }));
    if (numbered.length > 0) return numbered;
    // In prose, only a count written right before the part: "5 Chinese ones", not "the top 10 teams".
    const before = new RegExp(
      `(?<![\\w.,])(\\d{1,3}(?:,\\d{3})+|\\d+)\\s+${escapeRegExp(part)}\\b(?!\\s*%)`,
      'i',
    );
    for (const quote of counting) {
      const count = before.exec(quote.text)?.[1];
      if (count) return [{ part, count, where: quote.cite.where, quote }];
    }
    return [];
  });
}

/**
 * Whether every word of a part's name is a word of the record's own names: "law" of
 * mmlu_professional_law, a name read in part, is no part of it. Its aliases are not read: one may
 * name a part ("PaperBench Code-Dev", "GPQA Extended").
 */
function ofOwnName(record: BenchRecord, part: string): boolean {
  const own = ownWords(record);
  return part.split(/[\s_-]+/).every((word) => own.has(word));
}

/** The words of a record's id and name. */
export function ownWords(record: BenchRecord): Set<string> {
  return new Set(`${record.id} ${record.page.name}`.toLowerCase().split(/[^\p{L}\p{N}]+/u));
}

/** What ties a record to a set it grew from: "successor to", "scales up the original …". */
const GREW_FROM =
  /\b(?:successor|descendant|scales? up|based on|derived|drawn from|sampled from|built (?:on|from)|extends?|extension|adapt\w*|translat\w*|version of|inspired|subset|superset|harder)\b/i;

/**
 * "Is X a subset of the Winograd Schema Challenge?", where the set is named in words no record
 * holds: yes where a sentence says it is that part of it; else that the record does not say so,
 * with its sentence on how it stands to that set ("a … successor to the Winograd Schema
 * Challenge"). Undefined where the question names no such set or the record never writes it.
 */
function partOfUnnamed(record: BenchRecord, masked: string): string | undefined {
  const english =
    /\b(subset|part|portion|split|sample)\s+of\s+(?:the\s+)?([a-z][a-z0-9 -]{3,50}?)\s*(?:[?.!,;]|$)/i.exec(
      masked,
    );
  // "是 winograd schema challenge 的子集吗": the same question, in Chinese.
  const chinese = english ? null : /是\s*([a-z][a-z0-9 -]{3,50}?)\s*的\s*(子集|一部分)/i.exec(masked);
  const asked = english ?? (chinese && [chinese[0], chinese[2] === '子集' ? 'subset' : 'part', chinese[1]]);
  const object = asked?.[2]?.trim();
  if (!asked || !object || object.split(' ').length < 2) return undefined;
  const named = setWritten(object);
  const naming = quotesMatching(record, named);
  const says = new RegExp(
    `\\b${asked[1]}s?\\s+of\\s+(?:the\\s+)?(?:original\\s+)?${named.source.slice(2)}`,
    'i',
  );
  const stated = naming.find((quote) => says.test(quote.text) && !deniesWord(quote.text, asked[1] ?? ''));
  if (stated) return `Yes: the record of ${record.id} says so (${stated.cite.where}): “${stated.text}”`;
  const [how] = [...naming.filter((quote) => GREW_FROM.test(quote.text)), ...naming];
  // The set as the record writes it: "the Winograd Schema Challenge".
  const written = how ? (named.exec(how.text)?.[0] ?? object) : object;
  return how
    ? `The record of ${record.id} does not call it a ${asked[1]} of the ${written}; of the ${written}, it says (${how.cite.where}): “${how.text}”`
    : undefined;
}

/**
 * "Is X a translation of Moral Stories?", where Moral Stories is no record: yes where a sentence
 * naming it says it was translated (quoted, with what else was done: "through translation and
 * manual refinement"); no where that sentence denies it; else what the record says of that set,
 * with the word that it does not call X its translation. Where it never names the set, what it
 * says of translation, if anything.
 */
function translatedFrom(record: BenchRecord, masked: string): string {
  const match = TRANSLATED_FROM_ASKED.exec(masked);
  const object = (match?.[1] ?? match?.[2] ?? '').trim();
  const named = setWritten(object);
  const naming = quotesMatching(record, named);
  // The set as the record writes it: "Moral Stories".
  const writtenIn = (quote: Quote) => named.exec(quote.text)?.[0] ?? object;
  const said = naming.find((quote) => TRANSLATED.test(quote.text));
  if (said) {
    // The lineage, which says how the two stand, from its first word on that set: "… adapted from
    // the English Moral Stories dataset. The French collection is a language adaptation rather
    // than an interchangeable alias."
    const lineage = sentencesOf(record, 'Lineage');
    const from = lineage.findIndex((sentence) => named.test(sentence) && sentence !== said.text);
    const ofLineage =
      from === -1 ? '' : ` Its lineage (Lineage): “${lineage.slice(from, from + 2).join(' ')}”`;
    return `${
      deniesTranslation(said.text)
        ? `No, not by translation: the record of ${record.id} says (${said.cite.where}): “${said.text}”`
        : `Yes, by translation: the record of ${record.id} says it is made from ${writtenIn(said)} (${said.cite.where}): “${said.text}”`
    }${ofLineage}`;
  }
  const [how] = [...naming.filter((quote) => GREW_FROM.test(quote.text)), ...naming];
  if (how)
    return `The record of ${record.id} does not call it a translation of the ${writtenIn(how)}; of the ${writtenIn(how)}, it says (${how.cite.where}): “${how.text}”`;
  // "a translated version of some english set": the record's word on translation, whatever it
  // was made from; a "not a translation of …" settles the question as well.
  const [ofTranslation] = quotesMatching(record, TRANSLATED);
  if (!ofTranslation)
    return `The record of ${record.id} does not name ${object}, nor say it is a translation.`;
  return deniesTranslation(ofTranslation.text)
    ? `No, not by translation: the record of ${record.id} says (${ofTranslation.cite.where}): “${ofTranslation.text}”`
    : `The record of ${record.id} does not name ${object}; of translation, it says (${ofTranslation.cite.where}): “${ofTranslation.text}”`;
}

const TRANSLATED = /\btranslat\w*/i;

/** Whether a sentence denies its own word of translation: "not a translation of an English suite". */
function deniesTranslation(text: string): boolean {
  return deniesWord(text, TRANSLATED.exec(text)?.[0] ?? '');
}

/** A set a question names in words ("winograd schema challenge"), however the record spaces or hyphens them. */
function setWritten(object: string): RegExp {
  return new RegExp(
    `\\b${object
      .split(/[\s-]+/)
      .map(escapeRegExp)
      .join('[\\s-]+')}\\b`,
    'i',
  );
}

/** "Which context lengths?", "测哪些长度": the lengths, several, asked. */
const LENGTHS_ASKED = /\b(?:which|what)\s+(?:context\s+|input\s+)?lengths\b|哪些(?:上下文)?长度|哪几个长度/;
/** Three token lengths or more in a row: "(4K, 8K, 16K, 32K, 64K, 128K)". */
const LENGTH_LIST = /\b\d+\s?[kKmM]\b(?:[^.;\d]{1,6}\d+\s?[kKmM]\b){2,}/;

/** Licences by name, as questions and records write them: "MIT", "Apache-2.0", "CC BY-NC 4.0". */
const LICENCE_NAMES: readonly [string, RegExp][] = [
  ['MIT', /\bmit\b/i],
  ['Apache', /\bapache\b/i],
  ['GPL', /\b(?:a|l)?gpl\b|\bgnu general public\b/i],
  ['BSD', /\bbsd\b/i],
  ['CC BY', /\bcc[- ]?by\b|\bcreative commons\b/i],
  ['CC0', /\bcc0\b|\bpublic domain\b/i],
];

/**
 * "Is it MIT licensed?": yes where the licence field names that licence first; no where it names
 * another one plainly; nothing where the field establishes none (its text is said as it is).
 */
/** A use of the data asked about: posting it publicly, sharing it, selling with it. */
const USE_ASKED =
  /\b(?:re-?post\w*|post(?:ing)?|publish\w*|share|sharing|redistribut\w*|blog|commercial\w*)\b|贴|发布|转载|分享|公开|博客|商用|商业/;
/** A sentence of a record on such a use: "The licence bars public re-posting of examples". */
const USE_SAID =
  /\bre-?post\w*|\bredistribut\w*|\bpublicly (?:post|shar|releas)\w*|\bcommercial(?:ly| use)\b|\bnon-?commercial\b/i;

function licenceVerdict(licence: string, masked: string): string {
  const asked = LICENCE_NAMES.find(([, pattern]) => pattern.test(masked));
  if (
    !asked ||
    !/\b(?:is|are)\b[^?]*\blicen[cs]ed\b|\bunder (?:the )?\w+|\b(?:is|are) (?:it|§|they) \w+\??$|是\s*[\w.-]+\s*(?:许可|协议)/i.test(
      masked,
    )
  )
    return '';
  if (/^not established|^unknown|^unclear/i.test(licence)) return '';
  const named = licence.split(/[;(]/)[0] ?? '';
  const first = LICENCE_NAMES.find(([, pattern]) => pattern.test(named));
  if (!first) return '';
  if (first[0] !== asked[0]) return `No: it is under ${first[0]}, not ${asked[0]}. `;
  // "is it CC-BY?" of CC-BY-SA-4.0: a Creative Commons licence with other terms is another licence.
  const [askedTerms, ownTerms] = [masked, named].map(ccTerms);
  if (askedTerms === undefined || ownTerms === undefined || askedTerms === ownTerms) return 'Yes. ';
  const added = ownTerms
    .split(' ')
    .filter((term) => term && !askedTerms.split(' ').includes(term))
    .map((term) => CC_TERMS[term]);
  const plain =
    askedTerms === '' ? `plain ${asked[0]}` : `${asked[0]}-${askedTerms.toUpperCase().replace(/ /g, '-')}`;
  return `No: it is under ${named.trim()}, not ${plain}${added.length > 0 ? `; it adds ${added.join(' and ')}` : ''}. `;
}

/** The terms a Creative Commons licence adds to attribution, by their short names. */
const CC_TERMS: Record<string, string> = { nc: 'NonCommercial', sa: 'ShareAlike', nd: 'NoDerivatives' };

/** The added terms of a "CC BY" licence written in a text ("nc sa" of "CC BY-NC-SA 4.0"), if it writes one. */
function ccTerms(text: string): string | undefined {
  const written = /\bcc[- ]?by((?:[- ](?:nc|sa|nd))*)/i.exec(text);
  if (!written) return undefined;
  return (written[1] ?? '').toLowerCase().split(/[- ]/).filter(Boolean).sort().join(' ');
}

/** Words for the kind of part counted, never a part's own name: "the coding and math categories". */
const GROUP_WORD =
  /^(?:categor(?:y|ies)|subsets?|splits?|sets?|parts?|sections?|domains?|types?|kinds?|groups?|subjects?|tracks?|versions?|variants?|tiers?|levels?)$/;

/**
 * What comes right before a count that makes it another benchmark's: "distinct from ARC-AGI-2's
 * separate 120-task public evaluation set", "unlike the 500 of …".
 */
const ANOTHERS_COUNT =
  /(?:\b(?:distinct from|unlike|rather than|versus|vs\.?|compared (?:to|with))\b[^.;,]*|\b[A-Z][\w.-]*'s\s+(?:[a-z]+\s+)?)$/;

/** A part's name in a text, as the whole of a label, and in the patterns that read its count. */
type PartPatterns = { holdsName: RegExp; asked: RegExp; patterns: RegExp[] };

/** The patterns that read a part's count, built once per part: a question reads many sentences. */
function partPatterns(split: string): PartPatterns {
  const known = PART_PATTERNS.get(split);
  if (known) return known;
  const name = SPLIT_NAME[split] ?? split;
  const word =
    name === 'train'
      ? 'train(?:ing)?'
      : name
          .split(/[\s-]+/)
          .map((one) => one.replace(/\W/g, ''))
          .join('[\\s-]');
  // A count, not a reference: "Table 1 test counts" is table 1; nor a date's day ("2026-03-06 inspect").
  // "370K test instances": a count in thousands or millions is read as the number it stands for.
  const number = String.raw`(?<!\b(?:table|figure|fig\.|section|appendix|step|page)\s)(?<![\d.,/-])(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?[KM](?=\s)|\d+)`;
  // "a 256-task "v2-hard" subset" counts v2-hard, not v2: a part's name ends where no hyphened
  // word goes on from it, but for a word for what it is ("1,100 test-set items", "115
  // retail-domain tasks").
  const wordEnd = String.raw`\b(?!-(?!(?:set|split|subset|domain|track|category|level|language|task|question|problem|item)s?\b)[a-z0-9])`;
  const patterns = [
    // "a 546-question Extended set", "a smaller 256-task "v2-hard" subset", "a 120-task public
    // evaluation set".
    new RegExp(
      String.raw`${number}-[a-z]+\s+["“]?(?:[a-z0-9]+-|(?:public|private|semi-private|held-out|hidden)\s+)?${word}${wordEnd}`,
      'i',
    ),
    // "1,100 test", "925 held-out test"; not "Dev 1,164 and Test 1,784", where the count is Dev's;
    // nor "10 safe categories", a count of groups of the part, not of its items.
    new RegExp(
      String.raw`${number}(?:[- ]rows?)?\s+(?:(?!(?:and|or|vs|to|versus|plus)\s)[a-z-]+\s+)?${word}${wordEnd}(?!\s+(?:categor(?:y|ies)|types?|kinds?|groups?|domains?|subjects?)\b)`,
      'i',
    ),
    // "Dev (1,164) and Test (1,784)".
    // "train (1,000/task in the 1k release …)": a count per part, its unit kept (see countOfPart).
    new RegExp(String.raw`\b${word}\s*\(${number}(?=\)|\/)`, 'i'),
    // "1,024 tasks (v2)".
    new RegExp(
      String.raw`${number}\s+(?:tasks|items|questions|problems|examples|prompts|instances|rows)\s*\(\s*${word}\s*\)`,
      'i',
    ),
    // "1,273 in WMDP-Bio", "480 in the v2 refresh".
    new RegExp(String.raw`${number}\s+(?:in|for)\s+(?:the\s+)?(?:[a-z0-9]+-)?${word}${wordEnd}`, 'i'),
    // "448 questions in the Main set".
    new RegExp(
      String.raw`${number}\s+(?:tasks|items|questions|problems|examples|prompts|instances|rows)\s+in\s+(?:the\s+)?${word}\s+(?:set|split|subset)\b`,
      'i',
    ),
    new RegExp(
      String.raw`\b${word}(?: split| set)?(?: of| has| with| is| to| totals?|:|=)?\s+${number}\b(?!\s*%)`,
      'i',
    ),
    // "BIG-bench Lite (BBL), a curated subset …, is fixed at 24 tasks".
    new RegExp(
      String.raw`\b${word}${wordEnd}[^.;]{0,60}?\b(?:is|are|has|holds|of)\s+(?:fixed at\s+|about\s+)?${number}\s+(?:tasks|items|questions|problems|examples|prompts|instances)\b`,
      'i',
    ),
  ];
  const built = { holdsName: new RegExp(word, 'i'), asked: new RegExp(String.raw`^${word}$`, 'i'), patterns };
  // Parts are named by questions too: hostile input must not grow the memory without bound.
  if (PART_PATTERNS.size >= MAX_PART_PATTERNS) PART_PATTERNS.clear();
  PART_PATTERNS.set(split, built);
  return built;
}

const PART_PATTERNS = new Map<string, PartPatterns>();
const MAX_PART_PATTERNS = 1_000;

/** The count a text gives of one named part ("115 retail-domain tasks", "coding (7)"), if any. */
function countOfPart(text: string, split: string): string | undefined {
  const { holdsName, asked, patterns } = partPatterns(split);
  // Every pattern holds the part's name: a text without it is not read by seven patterns.
  if (!holdsName.test(text)) return undefined;
  // "val/test 100/410": the names and the counts in the same order, the second count the test's.
  for (const [, names = '', counts = ''] of text.matchAll(PAIRED_SPLITS)) {
    const [named, counted] = [names.split('/'), counts.split('/').map((one) => one.trim())];
    const at = named.findIndex((one) => asked.test(one));
    if (named.length === counted.length && at !== -1 && counted[at]) return counted[at];
  }
  // The count written first: "1,273 in WMDP-Bio", not a later "(1,520 bio / …)" it corrects.
  const [first] = patterns
    .map((pattern) => pattern.exec(text))
    .filter(
      (match) =>
        match?.[1] !== undefined &&
        !ANOTHERS_COUNT.test(text.slice(Math.max(0, match.index - 60), match.index)),
    )
    .sort((a, b) => (a?.index ?? 0) - (b?.index ?? 0));
  if (first?.[1] === undefined) return undefined;
  // "1,000/task", "1,000 per task": a count of each part, said so, never as the split's whole.
  const unit = PER_UNIT.exec(text.slice(first.index + first[0].length))?.[1];
  return unit ? `${inFull(first[1])} per ${unit}` : inFull(first[1]);
}

/** A count's unit written right after it: "/task", " per language". */
const PER_UNIT = /^\s*(?:\/|per\s+|each\s+)(task|language|subject|category|domain|split)\b/i;

/** "1,000 items", or "1,000 items per task" of a count per part. */
function itemsOf(count: string): string {
  return count.includes(' per ') ? count.replace(' per ', ' items per ') : `${count} items`;
}

/** "370K" as 370,000 and "1.5M" as 1,500,000; a count written out stays as written. */
function inFull(count: string): string {
  const scaled = /^(\d+(?:\.\d+)?)([KM])$/.exec(count);
  if (!scaled) return count;
  return formatNumber(Math.round(Number(scaled[1]) * (scaled[2] === 'K' ? 1_000 : 1_000_000)));
}

/**
 * A split the record's own splits field counts, named in the question as a set: "swe-bench pro
 * public set" of "public (731, open), held-out (858, withheld)". Its name may be a word that asks
 * something else ("public" asks whether the test set is), so it is read from the record, not the
 * question alone.
 */
function ownSplitAsked(record: BenchRecord, masked: string): string | undefined {
  const splits = record.page.dataset.splits ?? '';
  for (const [, name = ''] of splits.matchAll(SPLIT_WITH_COUNT)) {
    const word = escapeRegExp(name.toLowerCase());
    if (new RegExp(String.raw`§\s+${word}\b|\b${word}\s+(?:set|split|subset|portion|part)\b`).test(masked))
      return name.toLowerCase();
  }
  return undefined;
}
/** A split's name before its count in a splits field: "public (731, open)", "valid (20)". */
const SPLIT_WITH_COUNT = /(?:^|[,;/+]\s*|\band\s+)([a-z][\w-]*)\s*\(\s*\d/gi;

/** Words that ask the size, never the name of a part: "how many", "tasks", "size". */
const SIZE_WORDS =
  /^(?:how|many|much|big|large|size|each|respectively|per|items?|questions?|qs|problems?|tasks?|prompts?|examples?|rows?|has|have|does|do|is|are|in|of|the|total|count|set|split|subset|thing|things|one|stuff|benchmark|bench|dataset|eval)$/;

/** One or two words written right after the name ("§ v2 hard - how many"), before the words that ask. */
export function subsetAfterName(masked: string): string | undefined {
  const words = /§\s+([a-z0-9][\w-]*(?:\s+[a-z0-9][\w-]*)?)/.exec(masked)?.[1]?.split(/\s+/) ?? [];
  // "mbpp+ licence and size": words that ask something ("licence", "and") end the part's name.
  const end = words.findIndex(
    (word) =>
      SIZE_WORDS.test(word) ||
      // "hle had 3000 questions", "does inspect § run": a verb ends it too; "the § pack" is the
      // whole set, no part of it.
      // "drop from § to §": a preposition goes on to something else; "§ built from": a verb.
      /^(?:and|or|plus|vs|versus|to|from|into|than|at|on|in|of|for|with|by|built|made|drawn|taken|collected|sourced|based|derived|scored|graded|released|published|has|had|have|is|was|were|are|does|did|do|gets?|got|says?|said|uses?|used|runs?|ran|loads?|contains?|includes?|covers?|needs?|takes?|gives?|really|still|just|num|numbers?|counts?|totals?|figures?|rn|now|tho|btw|pls|plz|lol|imo|tbh|fyi|iirc|ngl)$/.test(
        word,
      ) ||
      /^(?:pack|bundle|collection)$/.test(word) ||
      FACETS.some((facet) => facet.asks.test(word)),
  );
  // "how many does § add per month": after "does §" a verb comes, and a part's name only where a
  // verb follows it ("does § extended have").
  if (end === -1 && /\b(?:does|do|did|can|will|would|should)\s+§\s/.test(masked)) return undefined;
  const part = (end === -1 ? words : words.slice(0, end)).join(' ');
  // "is humaneval 164 problems?": a count, not a part's name.
  return part.length >= 2 && !/^[\d,]+\b/.test(part) ? part : undefined;
}

/** A count of languages in a record's words: "44 languages", "45 language configs", "a 29-language set". */
const LANGUAGE_COUNT =
  /\b(\d{2,3})[- ](?:languages\b|language (?:configs|configurations|names|rows|varieties|pairs)\b)/i;

/**
 * "multi-swe-bench has 4723 tasks right?": yes or no against the record's count, then what the
 * record says the claimed number counts, where it gives one ("a separate 4,723-instance release").
 */
function claimedCount(
  record: BenchRecord,
  masked: string,
  count: number | null | undefined,
  whole = masked,
): { verdict: string; elsewhere: string; cited?: boolean; quoted?: string } {
  // "paper says 21 tasks but HF has 18": counts sources give, each placed in the record's words
  // ("18 tasks (21 in the 2024 paper)"), not a yes or no against the record's own count.
  // "3000 or 5700 questions?", "是 3000 还是 5700 道": of two counts offered, the record's own is
  // the answer, and no yes to either; the other is placed in its words, unless the size note,
  // said with the count, gives it.
  // So of three written one after another ("some say 3000 items, some 5700, some 5330").
  const either = COUNTS_EITHER.exec(whole);
  const given = either
    ? [either[1], either[2]].map((one) => Number((one ?? '').replace(/,/g, '')))
    : countsWritten(whole);
  const others = [...new Set(given.filter((one) => one !== count))];
  if (count !== null && count !== undefined && given.includes(count) && others.length > 0) {
    const giving = others.flatMap((other) => {
      const noted = writtenNumber(other).test(record.page.dataset.size_note);
      const [quote] = noted ? [] : quotesMatching(record, writtenNumber(other));
      return quote ? [{ other, quote }] : [];
    });
    const [first] = giving;
    return {
      verdict: '',
      elsewhere: giving
        .map(
          ({ other, quote }) =>
            ` On ${formatNumber(other)}, the record says (${quote.cite.where}): “${quote.text}”`,
        )
        .join(''),
      ...(first ? { cited: true, quoted: first.quote.text } : {}),
    };
  }
  const attributed = ATTRIBUTED_COUNT.exec(whole);
  const said = attributed ? null : CLAIMED_COUNT.exec(masked);
  const offered = said || attributed ? null : COUNT_OFFERED.exec(whole);
  const cited = attributed ?? (said || offered ? null : SOURCE_COUNT.exec(whole));
  const claimed = Number(
    (
      said?.[1] ??
      said?.[2] ??
      said?.[3] ??
      offered?.[1] ??
      offered?.[2] ??
      offered?.[3] ??
      cited?.[1] ??
      cited?.[2] ??
      ''
    ).replace(/,/g, ''),
  );
  if (!(said || offered || cited) || !Number.isFinite(claimed) || claimed === 0)
    return { verdict: '', elsewhere: '' };
  if (count === claimed) return { verdict: 'Yes: ', elsewhere: '' };
  const written = writtenNumber(claimed);
  const [quote] = quotesMatching(record, written);
  // "hle had 3000 questions when it launched, right?" of a record that says it launched with
  // 3,000: yes, then; the count now is another.
  const past = quote !== undefined && PAST_SAID.test(clauseHolding(quote.text, written));
  if (quote && PAST_ASKED.test(masked) && past)
    return {
      verdict: 'Yes, at first; now ',
      elsewhere: ` The record of ${record.id} says (${quote.cite.where}): “${quote.text}”`,
    };
  // "how many, is it 3000?" of a record that launched with 3,000: not now, but at first.
  if (quote && past && count !== null && count !== undefined)
    return {
      verdict: 'Not now: ',
      elsewhere: ` It had ${formatNumber(claimed)} at first; the record says (${quote.cite.where}): “${quote.text}”`,
    };
  // "The readme says 4157": where that number comes from, in the record's words, after its own count.
  // "one paper says 500, another says 378": each number, with the sentence that gives it.
  if (cited) {
    const placed: { numbers: number[]; quote: Quote }[] = [];
    const citedNumbers = [
      ...(attributed ? [...whole.matchAll(ATTRIBUTED_COUNTS)] : []),
      ...whole.matchAll(SOURCE_COUNTS),
    ]
      .map((match) => Number((match[1] ?? match[2] ?? '').replace(/,/g, '')))
      .filter((number, at, all) => number > 0 && number !== count && all.indexOf(number) === at)
      .slice(0, MAX_CITED_COUNTS);
    for (const number of citedNumbers) {
      const [giving] = quotesMatching(record, writtenNumber(number));
      const known = placed.find((one) => one.quote.text === giving?.text);
      if (known) known.numbers.push(number);
      else if (giving) placed.push({ numbers: [number], quote: giving });
    }
    // "… which is right?", "what changed": the record's own sentence on what one source dropped
    // or added against the other ("ruGSM100 and ruQasper were dropped for quality").
    const [changed] =
      attributed && placed.length > 0 && CHANGE_OR_RIGHT_ASKED.test(whole)
        ? quotesMatching(record, COUNT_CHANGED).filter(
            // A count's change is said in numbers; "the RAG setting adds retrieved statutes" is none.
            (quote) => /\d/.test(quote.text) && !placed.some((one) => one.quote.text === quote.text),
          )
        : [];
    return {
      verdict: '',
      elsewhere: `${placed
        .map(
          ({ numbers, quote: giving }) =>
            ` On ${numbers.map(formatNumber).join(' and ')}, the record says (${giving.cite.where}): “${giving.text}”`,
        )
        .join('')}${changed ? ` What changed (${changed.cite.where}): “${changed.text}”` : ''}`,
      cited: true,
      quoted: placed[0]?.quote.text,
    };
  }
  return {
    verdict: count === null || count === undefined ? '' : 'No: ',
    elsewhere: quote
      ? ` The record gives ${formatNumber(claimed)} for something else (${quote.cite.where}): “${quote.text}”`
      : '',
  };
}

/** At most this many counts a question cites are each placed in the record's words. */
const MAX_CITED_COUNTS = 3;

/**
 * The clause of a sentence that holds a number, between the commas, semicolons or brackets around
 * it: "399 problems at its first release (2024-01), reduced to 378 after …" holds 378 in a clause
 * of what came later, not of the first release.
 */
function clauseHolding(text: string, number: RegExp): string {
  const at = number.exec(text)?.index ?? 0;
  const start = Math.max(...[',', ';', '(', ')', ' -- '].map((mark) => text.lastIndexOf(mark, at)));
  const ends = [',', ';', '(', ')', ' -- '].map((mark) => text.indexOf(mark, at)).filter((end) => end !== -1);
  return text.slice(start + 1, ends.length > 0 ? Math.min(...ends) : text.length);
}

/** A sentence on what is reported in a record's place: "most published … numbers are actually …". */
const REPORTED_INSTEAD =
  /\b(?:most|almost (?:all|every))\b[^.;]{0,40}\b(?:published|reported|cited)\b[^.;]{0,60}\b(?:actually|instead|really)\b|\b(?:reported|used|cited) instead\b/i;

/** A count asked of an earlier time: "had 3000 when it launched", "originally", "v1 used to have". */
const PAST_ASKED =
  /\b(?:had|was|were|used to|originally|initially|at first|at launch|when (?:it|they) (?:launched|came out|was released|shipped|started))\b|最初|最早|一开始|刚发布|原来/;
/** A record's sentence on an earlier count: "launched with 3,000 questions", "the original release". */
const PAST_SAID =
  /\blaunch(?:ed)?\b|\boriginal(?:ly)?\b|\binitial(?:ly)?\b|\bfirst (?:[\w+-]+ )?(?:release|version|public)\b|\bat release\b|\bearlier\b/i;

/** The first facet of the table a question asks for (`masked`: see question.ts). */
export function facetAsked(masked: string): Facet | undefined {
  return FACETS.find((facet) => facet.asks.test(masked));
}

/** "Is it multiple choice?", "是选择题吗": whether the items offer options to pick from. */
const MULTIPLE_CHOICE_ASKED =
  /\b(?:is|are)\b[^?]{0,30}\bmultiple[- ]choice\b|是(?:不是)?(?:单项|多项)?选择题/;
const MULTIPLE_CHOICE_SAID = /\bmultiple[- ]choice\b|\b(?:options|choices)\b|\bpicks? (?:one|the)\b/i;
const FREE_ANSWER_SAID =
  /\bfree[- ](?:response|form|text)\b|\bopen[- ]ended\b|\bshort[- ]answer\b|\b(?:single )?integer\b[^.;]{0,20}\bout\b/i;

/**
 * A yes or a no to "is it multiple choice?" where the task format says so one way alone: options
 * to pick from, or a free answer and no options. Nothing where it says neither, or both.
 */
function choiceVerdict(masked: string, format: string, id: string): string {
  if (!MULTIPLE_CHOICE_ASKED.test(masked)) return '';
  const choice = MULTIPLE_CHOICE_SAID.test(format);
  const free = FREE_ANSWER_SAID.test(format);
  if (choice === free) return '';
  return choice
    ? `Yes, multiple choice, by the task format of ${id}. `
    : `No, not multiple choice: the task format of ${id} asks for a free answer. `;
}

/** A part of a set a question names by its kind: "level 3", "the hard subset", "round 2". */
const PART_NAMED = /\b(level|tier|subset|split|track|category|turn|round|difficulty)\b/;

/** A sentence that gives people's score: "ML PhDs on a 3-paper subset reached 41.4%". */
const HUMAN_FIGURE =
  /\b(?:humans?|people|(?:human |domain )?experts?|PhDs?|annotators?|participants?|crowd ?workers?|physicians?|doctors?|lawyers?|students?)\b[^.;]{0,80}?\d+(?:\.\d+)?\s*%|\d+(?:\.\d+)?\s*%[^.;]{0,40}\b(?:humans?|human experts?|PhDs?|annotators?)\b/i;

/**
 * Where no human baseline is set, the human figure the record's text gives ("94.1% (murder
 * mysteries)"), said as such; undefined where its text gives none.
 */
export function humanFigure(record: BenchRecord): string | undefined {
  const [human] = quotesMatching(record, HUMAN_FIGURE);
  return human
    ? `The record of ${record.id} gives no human baseline (metric.human_baseline is empty), but a human figure in its text (${human.cite.where}): “${human.text}”`
    : undefined;
}

/** A chance figure a record's text gives: "the chance baseline is 50%, 20% and roughly 33%". */
const RANDOM_FIGURE =
  /\b(?:chance|random)(?:[- ](?:baseline|guessing|performance|level))?\b(?:[^.;]|\.(?=\d)){0,80}?\b\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)*\s?%|\b\d+(?:\.\d+)?\s?% (?:by )?(?:chance|random)\b/i;

/**
 * The chance figure a record with no random_baseline field gives in its text, if any ("The
 * README's random-square baseline on the first 100 items of each subtask is 9.9/12.1/16.5%").
 */
export function randomFigure(record: BenchRecord): string | undefined {
  const [chance] = quotesMatching(record, RANDOM_FIGURE);
  return chance
    ? `The record of ${record.id} gives no single random baseline (metric.random_baseline is empty), but a chance figure in its text (${chance.cite.where}): “${chance.text}”`
    : undefined;
}

/** Words for a chance figure. */
const RANDOM_WORDS = /\b(?:chance|random)\b/i;

/**
 * "Is it 86.8 or 89.5?": figures the question writes beside a baseline field that holds another,
 * answered by the note's sentence that writes them ("86.8% … on SQuAD 1.1 and 89.5% on 2.0").
 */
function figuresAsked(
  record: BenchRecord,
  masked: string,
  value: number | null,
  said: readonly (string | undefined)[],
): string {
  const figures = [...masked.matchAll(/(?<![\d.,])(\d{1,3}(?:\.\d+)?)(?![\d.,]*\d)/g)]
    .map((match) => match[1] ?? '')
    .filter((figure) => Number(figure) !== value);
  if (figures.length === 0) return '';
  const writes = new RegExp(`(?<![\\d.,])(?:${figures.map(escapeRegExp).join('|')})(?![\\d]|[.,]\\d)`);
  const sentence = sentences(record.page.metric.baseline_note).find(
    (one) => writes.test(one) && !said.includes(one),
  );
  return sentence ? ` On the figures asked, its note says (metric.baseline_note): “${sentence}”` : '';
}

/** "Has any model beaten humans?", "有模型超过人类吗": the top score set against the human baseline. */
const BEATEN_ASKED =
  /\b(?:beat(?:en|s)?|surpass\w*|exceed\w*|outperform\w*|better than|above|past)\b[^?]{0,30}\b(?:humans?|experts?|people)\b|(?:超过|超越|高于|胜过|打败|赢过)(?:了)?(?:人类|专家)|比(?:人类|专家)(?:还|更)?(?:强|好|高|厉害)/;

/** Whether the record's top score is past its human baseline, by its metric's direction. */
function humanBeaten(record: BenchRecord): string {
  const { metric, saturation } = record.page;
  const [human, top] = [metric.human_baseline, saturation.top_score];
  if (human === null || top === null) return '';
  const past = metric.direction === 'lower_is_better' ? top < human : top > human;
  const said = `the top score the record gives (${withUnit(top, metric.unit)}${saturation.as_of ? ` as of ${saturation.as_of}` : ''}, saturation.top_score)`;
  return top === human
    ? ` Level: ${said} equals it.`
    : past
      ? ` Yes: ${said} is past it.`
      : ` No: ${said} is short of it.`;
}

/**
 * "human baseline vs gpt-4v at release": the figure the record gives the model the question
 * names, set against the human baseline, with its sentence. Empty where it gives none.
 */
function modelAgainstHuman(record: BenchRecord, question: string, human: number): string {
  const model = MODEL_NAME.exec(question)?.[0];
  const found = model ? figureInText(record, model) : undefined;
  if (!model || !found || found.score === human) return '';
  const { quote, score, percent } = found;
  const unit = percent ? '%' : '';
  // The model as the record spells it ("GPT-4V"), not as the question typed it ("gpt-4v").
  const named = new RegExp(looselySpaced(model), 'i').exec(quote.text)?.[0] ?? model;
  return ` ${named} is at ${formatNumber(score)}${unit}, ${formatNumber(gapBetween(score, human))} points ${score < human ? 'below' : 'above'} it, by the record (${quote.cite.where}): “${quote.text}”`;
}

function baselineFacet(
  record: BenchRecord,
  which: 'random' | 'human',
  masked = '',
  question = masked,
): FacetAnswer {
  const { metric } = record.page;
  const field = `${which}_baseline` as const;
  const value = metric[field];
  // "Human score on level 3?": the note's sentence that gives the baseline by that kind of part.
  const part = PART_NAMED.exec(masked)?.[1];
  const byPart = part
    ? sentences(metric.baseline_note).find((sentence) => new RegExp(`\\b${part}`, 'i').test(sentence))
    : undefined;
  // "Chance is 20% (4 distractors), 10% (9), 1% (99).": a chance that depends on the setting is
  // said with the one the field records, not left to the note below.
  const settings =
    which === 'random' && !byPart
      ? sentences(metric.baseline_note).find(
          (sentence) =>
            RANDOM_WORDS.test(sentence) && (sentence.match(/\d+(?:\.\d+)?\s?%/g) ?? []).length >= 2,
        )
      : undefined;
  // "What would always answering No score?": the record's sentence on a constant answer, first.
  const [constant] =
    which === 'random' && CONSTANT_ASKED.test(masked) ? quotesMatching(record, CONSTANT_SAID) : [];
  const stated =
    (constant
      ? `A constant answer, by the record of ${record.id} (${constant.cite.where}): “${constant.text}” `
      : '') +
    (value === null
      ? ((which === 'human' ? humanFigure(record) : randomFigure(record)) ??
        notEstablished(record, `${which} baseline`))
      : `The ${which} baseline of ${record.id} is ${withUnit(value, metric.unit)} (metric.${field}).`);
  return {
    lead:
      stated +
      (byPart ? ` By ${part}, its note says (metric.baseline_note): “${byPart}”` : '') +
      // Not the sentence the figure above already quotes.
      (settings && !stated.includes(settings)
        ? ` By setting, its note says (metric.baseline_note): “${settings}”`
        : '') +
      // Asked anywhere in the question: "human accuracy? has any model beaten it?" is one part.
      (which === 'human' && BEATEN_ASKED.test(question.toLowerCase()) ? humanBeaten(record) : '') +
      (which === 'human' && value !== null ? modelAgainstHuman(record, question, value) : '') +
      figuresAsked(record, masked, value, [byPart, settings]),
    facts: [fact(record, 'Baseline note', 'metric.baseline_note', metric.baseline_note)],
    section: 'scoring',
  };
}
