/**
 * Questions about how two benchmarks relate: "is A B?", "is A a subset of B?", "is A just B with
 * more tests?", "which is harder, A or B?". The answer is what the records say about each other
 * (aliases, lineage fields, sentences that name the other), never similar spelling; its first
 * sentence is the verdict, and the records' own explanation follows.
 */
import { CATEGORY_ASKED } from './category-asked.js';
import type { Catalog } from '../catalog/catalog.js';
import { ledgerName } from '../catalog/census.js';
import { censusFold } from '../catalog/disposition.js';
import type { BenchRecord } from '../catalog/record.js';
import { HARNESSES } from '../catalog/schema.js';
import { editDistance, escapeRegExp, normalizeName, typedText } from '../search/normalize.js';
import { codeLanguageOf, languageOf } from './languages.js';
import { STOP_WORDS } from '../search/words.js';
import { commandAsked } from './harnesses.js';
import { emptyReply, type Reply } from '../reply.js';
import {
  deniesName,
  deniesWord,
  predicateWords,
  deniesRelation,
  affirmsRelation,
  namesAnother,
  fieldEvidence,
  mannerOf,
  recordNamed,
  sentenceEvidence,
  type Evidence,
  type Manner,
  type Predicate,
  type Stance,
} from './evidence.js';
import { FACETS, originOf } from './facets.js';
import { formatNumber, numbersOf, oneLine, writtenNumber } from './facts.js';
import { isHarnessName, leadingTasks } from './harnesses.js';
import { membersOf } from './members.js';
import { nameVersion, revisionOf, versionDifference } from './versions.js';
import { linkedNameReply, recordSuggestion, sharedNameReply } from './lookup.js';
import { CHANGE_ASKED, DIFFERENCE_ASKED, NAME_MARK, type Named, type Question } from './question.js';
import {
  CATALOG_BOOKKEEPING,
  evidenceThenQuotes,
  quoteSections,
  rankQuotes,
  termsIn,
  topicTerms,
} from './quotes.js';
import {
  compositionOf,
  declaredDifferent,
  describeLineage,
  lineageRelations,
  nameStandsAt,
  NOT_COMPARABLE,
  OWN_DESCRIPTION,
  quotesMatching,
  sentencesBefore,
  relationSentences,
  sentencesNaming,
  knownNames,
  writtenNames,
  type Quote,
  ADDED,
} from './relations.js';

/** "does A use passages from B?", "有用到 B 的吗": items of A taken from B, asked. */
const TAKEN_FROM_ASKED =
  /\b(?:use|uses|used|reuses?|reused|borrows?|borrowed|takes?|took|draws?|drew)\b[^?.;]{0,30}\bfrom\s+§|(?:用到|用了|来自|取自|出自)(?:了)?\s*§/;

/** "does it feed into the overall score?": a part of the whole a score is made of. */
export const FEEDS_INTO = /\bfeeds? into\b|\bcounts? towards?\b|\bgo(?:es)? into\b/;

const PREDICATES: readonly [Predicate, RegExp][] = [
  ['translation', /\btranslat\w*|\blocali[sz]ed\b|\bported\b|翻译|翻成|译成|译本|机翻/],
  [
    'part',
    new RegExp(
      String.raw`\bsubsets?\b|\bpart of\b|${FEEDS_INTO.source}|\bone of\b|\b(?:is|are) (?:it|this|that|they|§) (?:in|inside|included in|among)\s+§|\bpulled\b|\bdrawn from\b|\btaken from\b|${TAKEN_FROM_ASKED.source}|\bsplit of\b|\binside\b|\bcontained\b|\bincluded in\b|\bchunk\b|\bslice\b|\bportion\b|\bhardest (?:problems|questions|items)\b|子集|一部分|的(?:一个|其中一个)?(?:子?任务|科目|学科)|在\s*§\s*(?:里面?|里头|中|之中|当中)|属于\s*§`,
    ),
  ],
  [
    'same',
    /\banother name\b|\bother name\b|\balias\b|\brenamed\b|\bspelling\b|\bidentical\b|\bsame (?:thing|benchmark|dataset|set|test|task|eval|as)\b|\b(?:basically|essentially|really|actually|just) the same\b|\bthe same\b(?=\W*(?:right|correct|yes|no)?\W*$)|\bsame\s+§\s+as\b|^(?!.*\b(?:just|basically|simply|merely)\b)(?=.*§\s*(?:vs\.?|and|,)\s*§).*\bsame (?:problems|questions|items|prompts|examples|tasks)\b|\bduplicates?\b|同一个|同一套|同一批(?!人)|一个东西|一样|一回事|相同/,
  ],
  [
    'variant',
    // Not "the same kind of problems", which asks what the items are.
    /\bvariants?\b|\bfamily\b|\bmember of\b|\bflavou?r of\b|(?<!\bsame )\bkind of\b|变体|(?:中|英|日|韩|法|德|西)(?:文|语)版(?!\s*§)/,
  ],
  [
    'version',
    /\bversions?\b|\bv\d\b|\b\d\.0\b|\bsuccessor\b|\bnewer\b|\bupdated?\b|\bfollow[- ]?up\b|\breplac|\bsupersed|\bbased on\b|\bderived\b|\bbuilt (?:on|from)\b|\bfork\b|\brewrit|\bfixed\b|\bcorrected\b|\bextension\b|\brevis(?:ion|ed)\b|升级|新版|后继|后续版本|续作|版本|修订|改进版|改版/,
  ],
  // "Is A just B with more tests / filtered?": B changed, which is only in part B.
  [
    'just',
    // Not "can I just reuse my number": a verb after it says what to do, not what the set is.
    // Nor "what do ppl mean by just gpqa": the bare name, said alone.
    /(?<!\b(?:by|say|says|said|write|writes|wrote|report|reports)\s)\b(?:just|basically|simply|merely)\b(?!\s+(?:reuse|use|run|copy|put|compare|report|swap|take|plug|quote|cite|ask|check|below|above|under|over|behind|ahead|short|shy|about|around|barely|past)\b)|\bonly\b.*\bwith\b|\bsame (?:problems|questions|items|passages|data|tasks|prompts|examples)\b|(?:基本上|其实|只是|不过)(?:就)?是\s*§|是不是就是|是否就是|就是\s*§\s*(?:吗|嘛|吧|啊|\?|？)/,
  ],
  [
    'different',
    /\bseparate\b|\bdifferent (?:benchmarks?|things|datasets?|sets?)\b|\bdistinct\b|\bits own\b|\bnew (?:benchmark|dataset|passage set|set of (?:\w+ )?(?:problems|questions|items|tasks|prompts))\b|\bunrelated\b|(?:重新出|新出|另出)的?(?:新)?题|一套新题|新的?题(?:目)?/,
  ],
];

/** "… like mmlu-pro?", "像 § 那样": a third record the question likens the relation to. */
const LIKE_ANOTHER = /\b(?:like|as with|similar to)\s+§|像\s*§/;
/** A word that sets what follows apart: "not a new exam like", "unlike", "neither". */
const SET_APART_BEFORE = /\b(?:not|unlike|neither|nor)\b[^.;:]{0,40}$/i;

/** x's sentence that sets it apart from the third record the question likens it to, if any. */
function unlikeThird(question: Question, x: BenchRecord, y: BenchRecord): Quote | undefined {
  if (!LIKE_ANOTHER.test(question.masked)) return undefined;
  const third = question.records.find((record) => record !== x && record !== y);
  if (!third) return undefined;
  const names = writtenNames(third);
  return sentencesNaming(x, names, third.id).find((quote) => {
    const lower = typedText(quote.text);
    const at = Math.min(
      ...names.map((name) => nameStandsAt(lower, typedText(name))).filter((found) => found !== -1),
    );
    return Number.isFinite(at) && SET_APART_BEFORE.test(lower.slice(0, at));
  });
}

/**
 * What a "newer version?" question says the version is: "a new harder version", "更难的新版", each
 * read in the English the records write ("harder", "new"), for a sentence of the record that
 * denies it.
 */
const HARDER_ASKED = /\bharder\b|更难|难度更(?:高|大)/;
const NEW_ITEMS_ASKED =
  /\b(?:brand[- ])?new (?:exam|test|benchmark|set|dataset|questions|problems|items)\b|新(?:的)?(?:考试|题|试题|数据集)|全新/;
/** "A newer version" alone is the relation itself; beside "harder", what the version is said to be. */
const NEW_VERSION_ASKED = /\bnew(?:er)? (?:and )?(?:harder )?version\b|新版/;

/** Where its record describes itself, or how it came from another. */
const SELF_DESCRIBED = new Set([
  'summary',
  'measures',
  'subcategory',
  'task_format',
  'What it measures',
  'Lineage',
]);

/**
 * "Is MMLU-Redux a harder new version of MMLU?": a yes to the version is not one to what the
 * question says of it, where x's own description denies that ("It is not a new exam like …").
 */
function qualifierDenied(question: Question, x: BenchRecord): Quote | undefined {
  // "A subset, or new questions?" offers two answers, of which "new" is one, not a word of the
  // relation asked.
  if (/\bor\b|还是/.test(question.masked)) return undefined;
  const { masked } = question;
  const harder = HARDER_ASKED.test(masked);
  const asked = [
    ...(harder ? ['harder'] : []),
    ...(NEW_ITEMS_ASKED.test(masked) || (harder && NEW_VERSION_ASKED.test(masked)) ? ['new'] : []),
  ];
  if (asked.length === 0) return undefined;
  return quotesMatching(x, /\bnot\b|\bneither\b|\bnor\b/i).find(
    (quote) => SELF_DESCRIBED.has(quote.cite.where) && asked.some((word) => deniesWord(quote.text, word)),
  );
}

/** "… like §?", "像 § 那样 …": the second named, as what the first is likened to. */
const LIKENED_TO_SECOND =
  /^[^§]*§[^§]*(?:\b(?:like|as with|similar to)\s+§|像\s*§\s*(?:那样|一样|这样)?)[^§]*$/;

/**
 * "Is MMLU-Redux new questions like MMLU-Pro?", "A 是像 B 那样重新出的新题吗": a quality asked of
 * the first, which the second stands as an example of; not a relation between the two. The
 * first's own sentence that denies that quality ("It is not a new exam like MMLU-Pro") is a no.
 */
function likenedQualityDenied(question: Question, x: BenchRecord): Quote | undefined {
  return LIKENED_TO_SECOND.test(question.masked) ? qualifierDenied(question, x) : undefined;
}

/** "the § in §", "the § inside §": the first named as a part the second holds. */
const HELD_IN = /\bthe\s+§\s+(?:in|inside|within)\s+§/;

/** "Made officially by B?", "an official swebench.com thing?": a relation asked as whose release it is. */
const OFFICIAL_OF =
  /§\s*(?:的)?官方(?:团队|作者)?(?:出|做|发布|推出|维护)的|\bofficial\s+(?:§\s*(?:\.com\s+)?)?(?:one|version|variant|release|benchmark|thing|project|part)\b|\bofficially (?:by|from|part of)\b/;

/** Words of an identity question, for intent rules: the predicates and "is A B?" forms. */
export const IDENTITY_WORDS = new RegExp(
  String.raw`\b(?:same|identical|another name|other name|alias|renamed|rename|equivalent|equal to|spelling|a copy of|relate|related|relation|relationship|variant|part of|family|successor|predecessor|subset|version of|based on|derived from|separate|its own (?:benchmark|dataset|task|test|thing|set|eval)|different benchmarks?|different (?:from|than|to)|what(?:'s|s| is| are)? different|differ|difference|diffs?|distinct|(?<!\b(?:by|say|says|said|write|writes|wrote|report|reports)\s)just(?!\s+(?:below|above|under|over|behind|ahead|short|shy|about|around|barely|past|put|use|compare|report|average|merge|mix|add|combine|run|swap|drop|take|plug|stick|throw|quote|cite|list)\b)|basically|merely|pulled|drawn from|built on|translat\w*|duplicates?|changes? (?:from|between))\b|${CHANGE_ASKED.source}|${OFFICIAL_OF.source}|改动|${TAKEN_FROM_ASKED.source}|在\s*§\s*(?:里面?|里头|中|之中|当中)(?:吗|么|嘛)|是\s*§\s*(?:里面?|里头|中|之中|当中)的(?:吗|么|嘛)|同一个|同一套|同一批(?!人)|一个东西|一样|一回事|子集|一部分|属于|区别|关系|翻译|翻成|机翻|译成|新版|版本|后继|升级|修订|改进版|改版|变体|(?:中|英|日|韩|法|德|西)(?:文|语)版(?!\s*§)|§\s*(?:是不是|是|算不算|算是|算)\s*§\s*(?:里|中)?的(?:一个|其中一个)?(?:子?任务|科目|学科)|§\s*==?\s*§|§\s*(?:是|算)(?:不是)?(?:像|跟|和)\s*§\s*(?:那样|一样|这样)|§\s*(?:的)?官方(?:团队|作者)?(?:出|做|发布|推出|维护)的|(?:基本上|其实|只是|不过)(?:就)?是\s*§|是不是就是|是否就是|就是\s*§\s*(?:吗|嘛|吧|啊|\?|？)`,
);

/**
 * "The same model", "the same harness", "同一个模型": sameness of the run, not of the two
 * benchmarks; nor is "the same licence", a fact of each, nor "basically the same on both", two
 * scores; nor "how many prompts, same as english ifeval?", two counts.
 */
const SAME_RUN =
  /(?<=\bhow many\b[^?]{0,60}?)\b(?:the\s+)?same as\b|\b(?:(?:basically|about|roughly|pretty much|essentially|more or less)\s+the\s+)?same (?:models?|setup|harness|prompts?|settings?|config\w*|runs?|seeds?|checkpoint|team|way|scaffold|agent|licen[cs]es?|languages?|scores?|numbers?|results?|performance|on both|across both|on each|(?:(?:test|eval|dev|train(?:ing)?|validation)\s+)?(?:number|count|size|amount)(?: of \w+)?|(?:kind|type|sort) of (?:numbers?|scores?|metrics?|results?|measures?))\b|(?:数量|题数|题量|题目数|条数|样本数|数据量|大小|规模)(?:是)?(?:一样|相同)|一样多|同一(?:批|拨|帮|个|家)?(?:人|团队|作者|机构)|(?:同一|同样)(?:个|套|的)?(?:模型|设置|配置|提示词?|脚本)|(?:作者|团队|机构)(?:是)?(?:一样|相同|同一)/g;

/** "The same team?", "是同一批人做的吗": whether one group made both, a fact of each. */
const SAME_MAKERS =
  /\bsame (?:team|people|authors|lab|group|org\w*|folks)\b|同一(?:批|拨|帮|个|家)?(?:人|团队|作者|机构)|(?:作者|团队|机构)(?:是)?(?:一样|相同|同一)/;

/**
 * "Or are these just diff scales?", "just noise": what "just" says of two numbers, not of two
 * benchmarks. Not a name's possessive: "just Scale's SWE-bench Pro" is of the benchmark.
 */
const JUST_OF_NUMBERS =
  /\b(?:just|basically|simply|merely)\s+(?:[a-z]+\s+){0,2}?(?:scales?|metrics?|units?|noise|variance|luck|randomness|settings?|setups?|configs?|configurations?|prompts?|numbers?|scoring|rounding|formatting|contamination|harness(?:es)?|close|tied|even|equal|level|on par)\b(?!')/g;

/** Whether a question asks how two benchmarks relate, in any of the words for it. */
export function asksIdentity(masked: string): boolean {
  return IDENTITY_WORDS.test(
    masked.replace(SAME_RUN, ' ').replace(JUST_OF_NUMBERS, ' ').replace(SAME_AS_OWNED, ' '),
  );
}

/** "Is it the same as mbpp's?": the same as a thing of the other's (its licence), not the other. */
const SAME_AS_OWNED = new RegExp(`\\bsame\\s+as\\s+${NAME_MARK}\\s*'s\\s*(?:[?？]|$)`, 'g');

/**
 * What the question asks of the two, or nothing: then only a bare "is A B?" is a yes-or-no
 * question about sameness, and anything else ("is A cleaner than B?", "what's the difference?")
 * gets the relation stated, without a yes or a no it did not ask for.
 */
export function predicateOf(question: string): Predicate | undefined {
  // "MultiPL-E 的 R 子集是不是就是把 HumanEval 翻成 R": a relation word before the asking verb
  // says which one is asked about ("the R subset"), not what is asked of it.
  const masked = question
    // "题数一样吗", "same harness?": the same of a fact of each, not of the two benchmarks.
    .replace(SAME_RUN, ' ')
    .replace(JUST_OF_NUMBERS, ' ')
    .replace(/(?:子集|子任务|部分|版本)(?=\s*(?:是不是|是否|就是))/g, ' ')
    // "跑的是哪个版本", "which version does lm-eval run": which one, not whether one is a version.
    .replace(/哪(?:个|一)版本?|\bwhich (?:version|one|split|variant)\b/g, ' ');
  if (
    // "whats the diff" asks the difference; "a diff attack" says different.
    /\bdifference\b|\bdiffer\b|\bdiffs?\b(?!\s+(?!between\b|btw\b|of\b|in\b|and\b)[a-z])|\bcompare to\b|\brelate\b|\brelationship\b|区别|差别|关系/.test(
      masked,
    ) ||
    CHANGE_ASKED.test(masked) ||
    // "是同一批人做的吗" asks who made each, not whether they are one benchmark.
    SAME_MAKERS.test(masked)
  )
    return undefined;
  // "A newer version of the same thing?" asks for a version, of what "the same thing" is.
  if (/\bversions? of (?:the )?same\b|\bsame thing,? (?:just )?(?:newer|updated|harder)\b/.test(masked))
    return 'version';
  // "Part of the aime family?": a member of its family, which its lineage fields say.
  if (/\b(?:part|member) of (?:the\s+)?§(?:'s)?\s+family\b|§\s*(?:家族|系列)/.test(masked)) return 'variant';
  const asked = PREDICATES.find(([, pattern]) => pattern.test(masked))?.[0];
  // "Just MMLU with the wrong labels fixed?" asks what the change is, whatever word names it.
  if ((asked === 'version' || asked === 'same' || asked === 'variant') && JUST_WITH.test(masked))
    return 'just';
  if (asked) return asked;
  return /^\W*(?:is|are)\s+§\s+(?:really\s+|actually\s+|also\s+)?(?:an?\s+|the\s+)?§\W*$/.test(masked) ||
    // "swe-bench-java = swe-bench multilingual?"
    /§\s*(?:==?|≡)\s*§/.test(masked) ||
    /§\s*(?:和|与|跟)\s*§\s*是/.test(masked) ||
    // "swe-bench-java 是 multi-swe-bench 吗？": a bare "is A B?" in Chinese.
    /^[^\p{L}\p{N}]*§\s*(?:就)?是\s*§\s*(?:吗|么|嘛)[^\p{L}\p{N}]*$/u.test(masked)
    ? 'same'
    : undefined;
}

/** The relations a question offers as a choice: "a subset or a translation", "子集还是翻译版". */
function relationsOffered(masked: string): Predicate[] {
  if (!/\bor\b|还是|或者/.test(masked)) return [];
  // "… or a new set of problems?" offers a set of its own; only in those words, since "or a
  // separate benchmark?" asks of the records, which are always two.
  return PREDICATES.filter(
    ([predicate, pattern]) =>
      (['part', 'translation', 'version'].includes(predicate) ||
        (predicate === 'different' && NEW_SET_ASKED.test(masked))) &&
      pattern.test(masked),
  )
    .map(([predicate]) => predicate)
    .sort((one, other) => masked.search(PATTERN_OF[one]) - masked.search(PATTERN_OF[other]));
}

/** Whether a question offers two or more relations to choose from, each answered in turn. */
export function offersRelations(masked: string): boolean {
  return relationsOffered(masked).length >= 2;
}

const PATTERN_OF = Object.fromEntries(PREDICATES) as Record<Predicate, RegExp>;

/** A sentence that says a benchmark stands on its own: "a separate, harder generative version". */
const SEPARATE_CUE = /\bseparate\b|\bdistinct\b|\bindependent\b|\bits own\b|\bstandalone\b/i;

/** A sentence that says a benchmark stands apart from another: "a distinct benchmark …, not a revision of this one". */
const DISTINCT =
  /\b(?:is|are) (?:a )?(?:distinct|separate|different|independent) benchmarks?\b|\b(?:the two|they|both) are (?:entirely |wholly |completely )?unrelated\b|\bnot a (?:revision|new version|version|successor|rename|copy) of (?:this|it|the original)\b/i;

/** A sentence of a record that denies a word the question asks with: "not a relabelled v1 score". */
function deniedIn(record: BenchRecord, masked: string): Quote | undefined {
  // Words of what the numbers may be done with ("can I just merge our scores") say nothing of
  // what the set is: "should not be merged with Verified scores" is no denial of its tasks.
  const words = predicateWords(masked).filter((word) => !NUMBERS_DONE_WITH.test(word));
  // "repackaged" of "not a re-package of either suite": the word as the record spells it too.
  const stems = words.flatMap((word) =>
    word.length >= 7 && word.endsWith('ed') ? [word.slice(0, -1), word.slice(0, -2)] : [],
  );
  return quotesMatching(record, /\bnot\b|\bno\b|n't\b|\bnever\b/i).find(
    (quote) =>
      words.some((word) => deniesWord(quote.text, word)) ||
      stems.some((stem) => deniesWord(quote.text.replace(/(\p{L})-(\p{L})/gu, '$1$2'), stem)),
  );
}

const NUMBERS_DONE_WITH = /^(?:merg|mix|compar|combin|pool|averag|rank|scor|number|result)/;

/** The relations that say where a set's items came from. */
const DERIVED_PREDICATES: readonly Predicate[] = ['translation', 'part', 'version', 'just'];

/** Words a record uses for where its items came from: "adapted from", "a translation of". */
const SOURCE_OF =
  /\b(?:adapted|translated|derived|drawn|taken|sampled|sourced) from\s+(?:the\s+)?(\p{Lu}[^.;,]{2,60})|\b(?:a |an )?(?:translation|adaptation|subset) of\s+(?:the\s+)?(\p{Lu}[^.;,]{2,60})|\b(?:collected|mined|scraped|gathered|harvested|annotated|curated) from\s+(?:the\s+)?(\d[\d,]*\s[^.;,]{2,60}|\p{Lu}[^.;,]{2,60})/u;

/**
 * A sentence of x's record that names where its items came from, when that source is not y: x's
 * own name or "it" as the subject, and no name of y anywhere in it.
 */
function sourcedElsewhere(x: BenchRecord, y: BenchRecord): Quote | undefined {
  const others = writtenNames(y)
    .map((name) => name.toLowerCase())
    .filter((name) => name.length >= 3);
  const own = writtenNames(x).map((name) => name.toLowerCase());
  const candidates = quotesMatching(x, SOURCE_OF).filter(
    (quote) => !others.some((name) => quote.text.toLowerCase().includes(name)),
  );
  // Its own name as the subject first ("Histoires Morales is adapted from …"), then "the dataset".
  // Or its own count of items: "300 task instances were collected from 42 … repositories".
  const size = x.page.dataset.size;
  const ownCount = (text: string) =>
    size !== null &&
    [...text.matchAll(/(?<![\d.,])(\d[\d,]*)\s/g)].some(
      (match) => Number(match[1]?.replace(/,/g, '')) === size,
    );
  return (
    candidates.find((quote) => own.some((name) => quote.text.toLowerCase().startsWith(name))) ??
    candidates.find((quote) => /^(?:the dataset|it|this (?:dataset|set|benchmark))\b/i.test(quote.text)) ??
    candidates.find((quote) => ownCount(quote.text))
  );
}

/** "Just B with …": B and a change, said as such. */
const JUST_WITH = /\b(?:just|simply|merely|basically)\s+(?:an?\s+|the\s+)?§\s+with\b/;

/** "A or B?" asks which, so the answer states the relation without a yes or a no. */
function asksEither(masked: string): boolean {
  return /\bor (?:(?:totally|completely|entirely|brand|all)\s+)?(?:its|it's|is|are|a|an|the|just|same|separate|different|new|only)\b/.test(
    masked,
  );
}

/** Words that deny a part, between a negation and the name: "not in X", "not one of X's tasks". */
const PART_WORDS = /^(?:in|inside|among|part|one|included|subset)$/;

/**
 * A sentence that sets what its own record does against what another does: "HEART evaluates
 * emotional support, while HEART-Bench evaluates coherence" (one verb for both), a relation
 * "topical rather than a declared lineage", "; this board …".
 */
const CONTRAST =
  /\b(\w+s) [^.;]{3,80},? while [^.;]{1,40}\b\1\b|\b(?:only )?topical(?:ly)?\b[^.;]{0,30}\brather than\b|;\s*this (?:board|page|set|benchmark|record|suite|task|one|leaderboard)\b|\b(?:the|these) two (?:benchmarks|sets|datasets|boards|suites) are not the same\b|\bwhereas\b|\b(?:separate|different) (?:pools|benchmarks?|datasets|sets|records|projects?|item sets|tasks)\b|\b(?:separate|different) (?:pool|dataset|set|record|item set|task) (?:from|than)\b/i;

/** Words that say how two records relate, for ranking the sentences that explain it. */
export const RELATION_CUE =
  /\b(?:not|subset|variant|version|revision|revised|copy|same|split|splits|sibling|half|halves|child|parent|rewritten|rebuild|follow-up|follows|successor|derived|based|built|selected|pulled|drawn|alias|spelling|acronym|relationship|different|separate|distinct|confuse|translated|translation)\b/i;

/** A record that says it is no official part or version of another. */
const UNOFFICIAL =
  /\bnot an? (?:benchmark|dataset) published\b|\binternal (?:model-card |repository )?(?:key|label)\b|\bnot (?:part of |an? |the )*official\b|\bunofficial\b|\bindependent (?:benchmark|project|effort|dataset)\b|\bnot endorsed\b/i;

/** A question whether two benchmarks hold the same items, not whether they are one. */
/** A sentence that says two share their items: "Same 164 problems as HumanEval". */
const SAME_ITEMS = /\bsame (?:[\w,-]+ ){0,4}?(problems|questions|items|tasks|prompts|examples)\b/i;

const ITEMS_ASKED =
  /\bsame\s+(?:\d+\s+)?(?:§\s+)?(problems|questions|items|tasks|prompts|examples|data|votes|constraints|(?:problem|question|item|task|prompt)(?=\s+(?:sets?|pools?)\b))\b|\b(?:different|separate|other)\s+(?:set|pool)\s+of\s+(problem|question|item|task|prompt|example|vote|constraint)s\b|\b(?:different|separate|distinct)\s+(?=(?:problem|question|item|task|prompt)s?\s+sets?\b)(problem|question|item|task|prompt)|同一(?:套|批)题|题目?(?:都)?(?:(?:和|跟|与)[^，。？?]{0,6}?)?(?:是)?(?:一样|相同|同一)|同样的题|(?:同一(?:套|批)|同样的|相同的)(投票|数据|样本)|\bsame\s+(?:§\s+)?(data)(?=sets?\b)/;

/** The items a Chinese question asks the sameness of, in the records' words. */
const ITEMS_IN_CHINESE: Readonly<Record<string, string>> = { 投票: 'votes', 数据: 'data', 样本: 'examples' };

/** How a verdict the records do not settle begins: a part of a question it answers adds nothing. */
export const UNSETTLED = 'The records do not settle whether';

/** "Or a new set of problems?": whether a set's items are its own. */
const NEW_SET_ASKED =
  /\bnew set of (?:\w+ )?(problems|questions|items|tasks|prompts)\b|(?:重新出|新出|另出)的?(?:新)?(题)|一套新(题)|新的?(题)(?:目)?/;

/** A record's own denial that its items are new: "not a new set of programming problems", "not a new passage set". */
const NOT_NEW_SET =
  /\bnot (?:a )?new (?:set of )?(?:\w+ )?(?:problems|questions|items|tasks|prompts|benchmark|dataset|set)\b|\b(?:instead of|rather than|without) adding (?:any )?new (?:problems|questions|items|tasks|prompts)\b|\bno new (?:problems|questions|items|tasks|prompts)\b/i;

/** A sentence that denies a relation of the pair: "The two pages are not variants of …". */
const PAIR_DENIED =
  /\b(?:the two|both) (?:pages|records|benchmarks|sets|datasets|suites|tasks)\b[^.;]{0,20}\b(?:are|were) not\b/i;

/** The words of each relation a sentence on the pair denies. */
const PAIR_RELATION: Partial<Record<Predicate, RegExp>> = {
  variant: /\bnot (?:\w+ )?variants?\b|\bfamily\b/i,
  same: /\bnot (?:the same|one)\b/i,
  version: /\bnot (?:\w+ )?versions?\b/i,
  part: /\bnot (?:\w+ )?(?:subsets?|parts?)\b/i,
};

/** A record's own denial that it stands alone: "mteb_overall is not a task of its own". */
const NOT_ITS_OWN =
  /\bnot (?:a|an) (?:[\w-]+ )?(?:task|benchmark|dataset|test|eval\w*)(?: set)? (?:of|in) its own\b|\bnot (?:a|an) (?:separate|standalone|independent|distinct) (?:benchmark|dataset|task|test|eval\w*)\b/i;

/** What a record says it changed or added, the answer to "is A just B with ...?". */
export const CHANGED =
  /\bnew(?:ly)?\b|\bmore\b|\bfewer\b|\badds?\b|\badded\b|\bexpand\w*|\bextra\b|\binstead\b|\brather than\b|\bunlike\b|\bstricter\b|\bharder\b|\b\d+(?:\.\d+)?x\b|\bfold\b/i;
/** A sentence that sets the one against the other: "Where the original LongBench used …, v2 moves to …". */
const CONTRASTED =
  /\bwhere (?:the )?(?:original|earlier|first|older|previous|v1)\b[^.;]*,|\bwhereas\b|\bmoves? to\b|\bswitch(?:es|ed)? (?:to|from)\b/i;
/** Where a record says what it is and where it stands among others. */
const SAYS_WHAT_IT_IS = new Set([...OWN_DESCRIPTION, 'Lineage']);
/** A sentence setting two things against each other: "…, while …", "opposite directions", "distinct". */
const SETS_APART = /\b(?:while|whereas|unlike|opposite|distinct|differs?|different from|rather than)\b/i;
/** What a later version says it changed: "replaces it …", "no longer uses …". */
const REPLACED = /\breplac(?:es|ed)\b|\bno longer\b/i;
/** A record that keeps the other's items ("the same 164 problems"). */
const KEEPS =
  /\bsame\b[^.;]{0,40}\b(?:problems|questions|items|prompts|tasks|passages|examples|traps|cases|instances|puzzles|votes|constraints)\b|\bparallel (?:to|translation of)\b|\bidentical\b(?!\s+(?:kind|type|sort|format|style|design)\b)|\b(?:derived|built|made|constructed|adapted|transformed) (?:[\w-]+ ){0,4}(?:from|out of)\b|\b(?:keeps?|kept)\b|\breplac(?:es|ed|ing)\b|\bperturb\w*|\bone for one\b|\bone-to-one\b|\bitem-aligned\b|\bunderlying (?:[\w-]+ )?(?:issues|problems|questions|items|tasks|prompts|instances) (?:are|come from)\b/i;
/** A sentence that says the items are the same ones: "the same votes", "the same 164 problems". */
const SAME_ONES =
  /\bsame (?:\d[\d,]* )?(?:[\w-]+ )?(?:problems|questions|items|prompts|tasks|examples|votes|instances)\b/i;
/** Items said again in other words: translated, or in other languages. */
const IN_OTHER_WORDS = /\btranslat\w*|\blanguages?\b|\bChinese\b|\bprompts? (?:given|written) in\b/i;
/**
 * A record that reworks another's items, which it therefore holds only in part: "number-perturbed",
 * "one number replaced", "derived from"; not "the same three tasks", which says nothing of which
 * set came first.
 */
const REWORKS =
  /\bperturb\w*|\breplac(?:es|ed|ing)\b|\b(?:derived|adapted|transformed) (?:[\w-]+ ){0,4}(?:from|out of)\b|\brewrit\w*|\bchild of\b/i;

/** A sentence that calls a record another's successor or follow-up. */
const SUCCESSOR_SAID = /\b(?:successor|follow-up|sequel) (?:to|of)\b/i;

/** Words by which a record says its items are drawn from another's, unchanged. */
const DRAWN_FROM =
  /\b(?:selected|drawn|filtered|sampled|pulled) (?:[\w-]+ ){0,3}from\b|\bfilter\b[^.;]{0,80}\bover the same\b|\bsame underlying (?:vote )?pool\b|\bnot a new (?:item|question|problem|issue|task|vote) pool\b/i;

/** "draws some passages from", "takes its problems from": items taken from another set. */
const TAKES_FROM =
  /\b(?:draws?|drew|takes?|took|borrows?|borrowed|reuses?|reused|sources?|sourced)\b[^.;]{0,40}?\bfrom\b/i;
/** Of the other's items, some only: "some passages", "part of its data". */
const SOME_OF = /\b(?:some|part|portion|several|a few|a share|a slice)\b/i;

/**
 * A sentence of either record that writes x, then that it takes items from y, then y ("CoQA
 * (`coqa`) draws some passages from RACE"): a yes to x's items being drawn from y, in part where
 * only some are.
 */
function takenFrom(x: BenchRecord, y: BenchRecord, about: readonly Quote[]): Evidence | undefined {
  const writes = (text: string, record: BenchRecord) =>
    writesName(text, [record.id, ...writtenNames(record)]);
  for (const quote of about) {
    const text = quote.text.toLowerCase();
    const cue = TAKES_FROM.exec(text);
    if (!cue || !writes(text.slice(0, cue.index), x)) continue;
    if (!writes(text.slice(cue.index + cue[0].length), y)) continue;
    return { stance: SOME_OF.test(cue[0]) ? 'partly' : 'yes', quote };
  }
  return undefined;
}

/** Whether a lower-case text writes one of `names`, standing as a name of its own. */
function writesName(text: string, names: readonly string[]): boolean {
  return names.some((name) => nameStandsAt(text, name.toLowerCase()) !== -1);
}

/** "contains it", "includes FollowIR", "combining every task type …": one set said to hold another. */
const CONTAINS = /\b(?:already\s+)?(?:contains|includes|incorporates|combin(?:es|ing)|blend(?:s|ing))\s+/i;

/**
 * A sentence of x that writes y, then that y contains it ("`mteb_multilingual_v2` … contains it
 * as one task type"); or one of y's that it holds x, by name, in the same sentence ("combining
 * every task type … pair classification"): x is a part of y. Beside a sibling, x's name goes
 * without the word their names share ("MTEB Pair Classification" is "pair classification").
 */
function containedIn(x: BenchRecord, y: BenchRecord, about: readonly Quote[]): Quote | undefined {
  const [head] = y.page.name.split(/\s+/);
  const own = writtenNames(x).flatMap((name) => {
    const rest = head && name.startsWith(`${head} `) ? name.slice(head.length + 1) : '';
    return rest.length >= 6 ? [name, rest] : [name];
  });
  const yNames = [y.id, ...writtenNames(y)];
  // y's own sentences that hold something, whether or not they were read as about x.
  return [...about, ...quotesMatching(y, CONTAINS)].find((quote) => {
    const text = quote.text.toLowerCase();
    const cue = CONTAINS.exec(text);
    if (!cue) return false;
    const [before, after] = [text.slice(0, cue.index), text.slice(cue.index + cue[0].length)];
    return quote.cite.id === x.id
      ? writesName(before, yNames) && /^(?:it|this (?:set|benchmark|task))\b/.test(after)
      : // Said of y itself ("It is the summary column … combining"), not of another thing on its
        // page ("That leaderboard blends original HumanEval and … HumanEval+").
        quote.cite.id === y.id &&
          (/^(?:it|this|these)\b/.test(before) || writesName(before.slice(0, 40), yNames)) &&
          writesName(after.split(/[.;](?:\s|$)/)[0] ?? '', [x.id, ...own]);
  });
}

/** A record whose items are its own ("a new item pool", "newly written"). */
const OWN_ITEMS =
  /\bnew(?:ly)?[- ](?:written|collected|created|built|authored)\b|\b(?:companion|paired|additional|extra|second) (?:problems?|questions?|items?|tasks?)\b[^.;]{0,80}\b(?:generated|written|created|built|authored)\b|\bnew (?:items|questions|problems|constraints)\b|\bdisjoint set\b|\bnew (?:item|question|problem|task|issue) (?:pool|set)\b|\bnew (?:item )?pool\b|\bdoes not re-?annotate\b|\bout-of-domain\b/i;
/** Words just before "new questions" that say the record has none: "instead of adding new questions". */
const NONE_BEFORE =
  /\b(?:instead of|rather than|not|no|without|never)(?:\s+(?:add\w*|writ\w*|collect\w*|introduc\w*|creat\w*|contain\w*|includ\w*|any|a|an)){0,2}\s+$/i;

/** The first sentence of a record that says its items are its own, not one that says they are not. */
function ownItems(record: BenchRecord): Quote | undefined {
  return quotesMatching(record, OWN_ITEMS).find((quote) => ownItemsSaid(quote.text));
}

/** Whether a sentence says a record has items of its own, not that it has none. */
function ownItemsSaid(text: string): boolean {
  const cue = OWN_ITEMS.exec(text);
  return cue !== null && !NONE_BEFORE.test(text.slice(0, cue.index));
}

/** "One of the 57 mmlu subjects": a part asked as one of the other's named parts. */
const PARTS_ASKED =
  /\bone of (?:the\s+)?(?:\d+\s+)?(?:§(?:'s)?\s+)?(subjects|tasks|subtasks|splits|subsets|categories|configs|domains|boards|tracks)\b|的(?:一个|其中一个)?(?:子?(任务)|(科目|学科))/;

/** A record's denial that it is one of the other's named parts: "not one of MMLU's 57 subjects". */
const ONE_OF_ITS_PARTS =
  /\bnot one of\s+[\w.-]+'s\s+(?:\d+\s+)?(?:[\w-]+\s+)?(?:subjects|tasks|subtasks|splits|subsets|categories|configs|domains|members)\b/i;

/** How the question says what it asks, for the "not settled" lead. */
function askedAs(
  predicate: Predicate,
  manner: Manner | undefined,
  y: string,
  noun?: string,
  change?: string,
): string {
  switch (predicate) {
    case 'part':
      return noun ? `one of ${y}'s ${noun}` : `a subset of ${y}`;
    case 'translation':
      return `a ${manner === 'machine' ? 'machine ' : manner === 'human' ? 'human ' : ''}translation of ${y}`;
    case 'version':
      return `a version or successor of ${y}`;
    case 'same':
      return `the same benchmark as ${y}`;
    case 'variant':
      return `a variant of ${y}`;
    case 'just':
      // "just swe_bench_verified reordered": a word done to it follows it, a thing added is "with".
      return change && /^[a-z]+ed$/.test(change)
        ? `just ${y} ${change}`
        : `just ${y} with ${change ?? 'a change'}`;
    case 'different':
      return noun ? `a new set of ${noun}, apart from ${y}'s` : `a different benchmark from ${y}`;
  }
}

/** A verdict, its evidence, and for "just B with …?" the changes made besides the one asked. */
type Settled = { stance: Stance | undefined; evidence: Evidence[]; statement: string; beyond?: string[] };

/** Numbers asked of, not the benchmarks: "avg", "number", "score", "分数". */
const NUMBER_ASKED = /\b(?:numbers?|scores?|avg|averages?|means?|results?|figures?)\b|分数|成绩|平均分?/;

/**
 * Of two records a lineage links, the one that came of the other (a successor, a variant, a
 * member): its summary says what it is by the other ("Embeds the 20 classic bAbI tasks …").
 */
function laterOf(
  x: BenchRecord,
  y: BenchRecord,
  records: ReadonlyMap<string, BenchRecord>,
): BenchRecord | undefined {
  const [first] = lineageRelations(x, y, records).map(({ relation }) =>
    relation.kind === 'predecessor'
      ? relation.later
      : relation.kind === 'variant'
        ? relation.variant
        : relation.kind === 'family'
          ? relation.member
          : undefined,
  );
  return first === x.id ? x : first === y.id ? y : undefined;
}

/** How lineage fields relate two records, said in the direction each field is written. */
function lineageStatement(x: BenchRecord, y: BenchRecord, records: ReadonlyMap<string, BenchRecord>): string {
  const said = lineageRelations(x, y, records).map(
    ({ relation, cite }) => `${describeLineage(relation, cite.id)} (${cite.id}, ${cite.where})`,
  );
  // A sentence opens with a capital, but never an id's ("humanevalx names …").
  return said.length > 0 ? `${[...new Set(said)].join('; ')}.`.replace(/^both\b/, 'Both') : '';
}

/**
 * A sentence of y's record that names x and then says it is left out: "The paper also releases
 * tiny AlpacaEval 2.0 …; those are not in the harness group" denies AlpacaEval a part of it.
 */
function keptOut(x: BenchRecord, y: BenchRecord): Quote | undefined {
  const names = knownNames(x)
    .filter((name) => name.length >= 3)
    .map((name) => name.toLowerCase());
  return quotesMatching(y, KEPT_OUT).find((quote) => {
    const text = quote.text.toLowerCase();
    const cue = KEPT_OUT.exec(text)?.index ?? -1;
    return names.some((name) => {
      const at = nameStandsAt(text, name);
      return at !== -1 && at < cue;
    });
  });
}

/** Words that leave something out of a set, after naming it: "those are not in the harness group". */
const KEPT_OUT =
  /\b(?:is|are|was|were) not (?:in|part of|included in|among)\b|\bexcluded from\b|\bleft out of\b/i;

/**
 * Whether a sentence is about a third record, named as its subject: "MGSM is a different child:
 * the same 250 GSM8K items …", on GSM-Hard's page, says nothing of GSM-Hard.
 * A sentence that opens with a harness's name (HARNESS_SUBJECT) is of its config, not a record.
 */
function subjectIsAnother(catalog: Catalog, quote: Quote, x: BenchRecord, y: BenchRecord): boolean {
  if (HARNESS_SUBJECT.test(quote.text)) return true;
  const verb = /\s(?:is|are|was|were)\s/i.exec(quote.text);
  return (
    verb !== null &&
    verb.index <= SUBJECT_CHARACTERS &&
    namesAnother(catalog, quote.text.slice(0, verb.index).toLowerCase(), x, y)
  );
}

/**
 * A sentence whose subject is a harness's config or task ("OpenCompass abbr lambada is a different
 * protocol"): what it says is of the harness's task, not of the record by that name.
 */
const HARNESS_SUBJECT =
  /^(?:the\s+)?(?:open ?compass|lm[-_ ]?eval\w*|eleuther\w*|inspect(?:[-_ ]evals?)?)\b/i;

/** A sentence that denies a name, not a set: "not a spelling of …", "not an alias of …". */
const NAME_DENIED = /\bnot (?:a |an |just )?(?:spelling|alias|another name|renaming|misspelling|typo)\b/i;

/** The longest subject read before a sentence's verb: a name, a few words. */
const SUBJECT_CHARACTERS = 40;

/**
 * The verdict the records support for "is x <predicate> y?", with the evidence that states it:
 * a denial first, then a part, then a statement, then what the fields say; no evidence, no verdict.
 */
function settle(
  catalog: Catalog,
  x: BenchRecord,
  y: BenchRecord,
  predicate: Predicate,
  manner: Manner | undefined,
  about: readonly Quote[],
  asked: {
    official?: boolean;
    change?: string;
    items?: boolean;
    newSet?: boolean;
    parts?: boolean;
    subset?: boolean;
  } = {},
): Settled {
  const statement = lineageStatement(x, y, catalog.records);
  const saysNot = declaredDifferent(x).get(y.id) ?? declaredDifferent(y).get(x.id);
  if (predicate === 'different') {
    // "… or is it a new set of problems?" of a record that says it is "not a new set of
    // programming problems": no, in its own words.
    // "Is overall its own benchmark?" of a record that says it is "not a task of its own": no.
    const [notNew] = [...quotesMatching(x, NOT_NEW_SET), ...quotesMatching(x, NOT_ITS_OWN)];
    if (!saysNot && notNew) return { stance: 'no', evidence: [{ stance: 'no', quote: notNew }], statement };
    // Two records are always two; whether the items are new, nothing here says.
    if (!saysNot && asked.newSet) return { stance: undefined, evidence: [], statement };
    return saysNot
      ? { stance: 'yes', evidence: [{ stance: 'yes', quote: saysNot }], statement }
      : { stance: 'yes', evidence: [], statement: statement || `${x.id} and ${y.id} are separate records.` };
  }
  // "Is X an official new version of Y?": a record that calls itself unofficial or independent says no.
  if (asked.official) {
    // Said of the other record ("not part of the official swebench.com project" beside SWE-bench).
    // Or said of itself alone ("a scoring key used by this repository's own model-card template,
    // not a benchmark published anywhere under that name").
    const unofficial =
      about.find((quote) => quote.cite.id === x.id && UNOFFICIAL.test(quote.text)) ??
      quotesMatching(x, UNOFFICIAL)[0];
    if (unofficial) return { stance: 'no', evidence: [{ stance: 'no', quote: unofficial }], statement };
  }
  // "The same items?" of a record that says it is "a cloze presentation of the LAMBADA dataset, not
  // a new passage set": the other's items, in its own words; in part where the counts differ. Its own word on its items outweighs
  // a sentence that it is not the other's task ("not a spelling of `lambada_openai`").
  if ((predicate === 'same' || predicate === 'just') && asked.items === true) {
    const notNew = quotesMatching(x, NOT_NEW_SET).find((quote) =>
      writtenNames(y).some((name) =>
        new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`, 'i').test(quote.text),
      ),
    );
    const [size, otherSize] = [x.page.dataset.size, y.page.dataset.size];
    // Fewer of them: the same items in part. A "parallel translation" keeps every item, in more
    // languages: the same questions.
    const stance = size !== null && otherSize !== null && size !== otherSize ? 'partly' : 'yes';
    if (notNew) return { stance, evidence: [{ stance, quote: notNew }], statement };
  }
  // "The two pages are not variants of a shared family page" in a record that names the other: a
  // denial of the very relation asked, said of the pair.
  const pairWord = PAIR_RELATION[predicate];
  const pairDenied = pairWord
    ? [
        [x, y],
        [y, x],
      ]
        .flatMap(([one, other]) =>
          one && other && quotesMatching(one, new RegExp(`\\b${escapeRegExp(other.id)}\\b`)).length > 0
            ? quotesMatching(one, PAIR_DENIED)
            : [],
        )
        .find((quote) => pairWord.test(quote.text))
    : undefined;
  if (pairDenied) return { stance: 'no', evidence: [{ stance: 'no', quote: pairDenied }], statement };
  // "Not in BIG-bench Hard", "not one of MMLU's 57 subjects": a part denied in either record's words.
  // Only "one of the subjects?" is denied by "not one of MMLU's subjects": a set that pools two of
  // them is still a subset of MMLU.
  const partDenied =
    predicate === 'part'
      ? (about.find(
          (quote) =>
            deniesOther(quote, x, y, PART_WORDS) && (asked.parts || !ONE_OF_ITS_PARTS.test(quote.text)),
        ) ?? keptOut(x, y))
      : undefined;
  const said = [
    ...(partDenied ? [{ stance: 'no' as const, quote: partDenied }] : []),
    ...sentenceEvidence(catalog, x, y, predicate, manner, asked.items),
  ];
  const denied = saysNot ? [{ stance: 'no' as const, quote: saysNot }] : [];
  // A sentence about the very relation asked comes first; "It is not [y]" is said beside it.
  const [stated, also] = said;
  // Two sentences that disagree are both quoted: "Part of the MMLU family" and "not one of MMLU's
  // 57 subjects" make an "in part".
  // "Roughly 57% … are a filtered subset of MMLU; the remaining 43% are newly written": a set
  // that adds items of its own is no subset, though part of it is drawn from the other.
  const addsItems =
    predicate === 'part' && stated?.stance === 'partly' && ownItemsSaid(stated.quote.text) && !partDenied;
  if (stated)
    return {
      stance: addsItems
        ? 'no'
        : also && also.stance !== stated.stance && stated.stance === 'no' && partDenied
          ? 'partly'
          : stated.stance,
      evidence: [stated, ...(also && also.stance !== stated.stance ? [also] : []), ...denied],
      statement,
    };
  if (saysNot) return { stance: 'no', evidence: denied, statement };
  // "A 500-task, human-screened subset of SWE-bench": a part of the other is not the same set, and
  // that sentence says what it is instead.
  if (predicate === 'same' && asked.items !== true) {
    const part = sentenceEvidence(catalog, x, y, 'part').find((one) => one.stance === 'yes');
    if (part) return { stance: 'no', evidence: [{ stance: 'no', quote: part.quote }], statement };
  }
  // "This page is the original nine-task suite, not BasqueBench": a plain "not <name>" denies
  // that the two are one, in either record's words.
  if (predicate === 'same' || predicate === 'just') {
    // Or "MBPP+ is EvalPlus's extra-test grader, not this self-invoking task": the other named,
    // then "not this" of the record's own set.
    // "Not a spelling of `lambada_openai`" denies only a name: no answer to whether it is the
    // other with a change, or holds its items.
    const namesOnly = (quote: Quote) =>
      (asked.change !== undefined || asked.items === true) && NAME_DENIED.test(quote.text);
    const denial = about.find(
      (quote) =>
        !subjectIsAnother(catalog, quote, x, y) &&
        !namesOnly(quote) &&
        (deniesOther(quote, x, y) ||
          /,\s*not this\b/i.test(quote.text) ||
          // "IFBench checks whether constraints were met; this board says which answer a person
          // preferred": one record setting what it does against what the other does.
          ((quote.cite.id === x.id || quote.cite.id === y.id) && CONTRAST.test(quote.text))),
    );
    if (denial) return { stance: 'no', evidence: [{ stance: 'no', quote: denial }], statement };
  }
  // "Just HumanEval with stricter tests?": another of HumanEval's kin is that, in its own words.
  const kin = predicate === 'just' ? kinWithChange(catalog, x, y, asked.change) : undefined;
  if (kin) return { stance: 'no', evidence: [{ stance: 'no', quote: kin, field: true }], statement };
  // "Just AIME 2025 with new problems?": a sentence that says the two differ only in their items
  // says yes.
  const apart =
    predicate === 'just' && NEW_ITEMS_CHANGE.test(asked.change ?? '')
      ? differentItems(catalog, x, y)
      : undefined;
  if (apart) return { stance: 'yes', evidence: [{ stance: 'yes', quote: apart }], statement };
  // "The same questions?" asks of the items, which two records may share: kept or not, in x's words.
  if (predicate === 'just')
    return asked.items === true && asked.change === undefined
      ? sameItemsEitherWay(catalog, x, y, about, statement)
      : settleJust(catalog, x, y, about, statement, asked.items === true, asked.change);
  if (predicate === 'same' && asked.items === true) {
    // "AIME 2024, 2025 and 2026 share an identical format … and differ only in which year's 30
    // problems they use": a sentence that says the two differ in their items.
    // x's own account of keeping y's items ("drops ill-formed items from the sanitized MBPP
    // subset") outweighs y's word that its versions differ in their problems.
    const apart = differentItems(catalog, x, y);
    const kept = sameItemsEitherWay(catalog, x, y, about, statement);
    if (apart && (apart.cite.id === x.id || kept.stance === undefined))
      return { stance: 'no', evidence: [{ stance: 'no', quote: apart }], statement };
    if (kept.stance !== undefined) return kept;
    // "A protocol on SWE-bench Verified, not a new issue pool": the other's items, in x's words;
    // in part where the two hold different numbers of them (273 of Verified's 500).
    const [size, otherSize] = [x.page.dataset.size, y.page.dataset.size];
    const differ = size !== null && otherSize !== null && size !== otherSize;
    const drawn = keptOf(catalog, x, y, about, DRAWN_FROM);
    if (drawn) {
      const stance = differ ? 'partly' : 'yes';
      return { stance, evidence: [{ stance, quote: drawn }], statement };
    }
    // Two records are no answer to whether their items are the same; two sizes are.
    if (!differ) return { stance: undefined, evidence: [], statement };
  }
  // "`mteb_multilingual_v2` therefore already contains it as one task type", on followir's page;
  // "combining every task type … pair classification" of two siblings, which the lineage fields
  // alone would call apart.
  const contained = predicate === 'part' ? containedIn(x, y, about) : undefined;
  if (contained) return { stance: 'yes', evidence: [{ stance: 'yes', quote: contained }], statement };
  const [field] = fieldEvidence(x, y, predicate);
  if (field) return { stance: field.stance, evidence: [field], statement };
  // "Is decodingtrust_privacy part of HELM Safety?": a whole that lists all its parts says, by
  // naming it among them or not.
  const whole = predicate === 'part' ? compositionOf(y) : undefined;
  if (whole) {
    const plain = (name: string) => normalizeName(name.replace(/`/g, ''));
    const among = whole.parts.some((part) => writtenNames(x).some((name) => plain(name) === plain(part)));
    const stance = among ? 'yes' : 'no';
    return { stance, evidence: [{ stance, quote: whole.quote }], statement };
  }
  // No field either ("is MMLU-CF a subset of MMLU?"): a record whose items are its own ("built a
  // new item pool") is no part of another's; one that says it reworks the other's items ("a
  // number-perturbed child of GSM8K") is in part.
  if (predicate === 'part') {
    // "CoQA draws some passages from RACE", in either record: items taken from the other, all of
    // them or some, outweigh a sentence that the record has items of its own.
    const takes = takenFrom(x, y, about);
    if (takes) return { stance: takes.stance, evidence: [takes], statement };
    const own = ownItems(x);
    if (own) return { stance: 'no', evidence: [{ stance: 'no', quote: own }], statement };
    // "Is SWE-bench Pro a subset of Verified?", 1,865 items against 500: a set larger than the
    // other is no part of it, in the fields' words.
    const [items, otherItems] = [x.page.dataset.size, y.page.dataset.size];
    // Not two siblings, which the family's statement below says more of ("two halves of one release").
    const siblings = lineageRelations(x, y, catalog.records).some((one) => one.relation.kind === 'siblings');
    // Asked as a subset, whole: "is narrativeqa part of longbench?" asks whether some of it is in
    // the other, which a larger size does not rule out.
    if (
      asked.subset === true &&
      !siblings &&
      items !== null &&
      otherItems !== null &&
      otherItems > 0 &&
      items > otherItems
    ) {
      const text = `${x.id} has ${formatNumber(items)} items and ${y.id} ${formatNumber(otherItems)} (dataset.size): a set larger than the other is no part of it.`;
      return {
        stance: 'no',
        evidence: [{ stance: 'no', quote: { text, cite: { id: x.id, where: '' } }, field: true }],
        statement,
      };
    }
    // Not a sentence that calls x the other's successor ("the direct generative successor to
    // acp_bench … replacing multiple-choice questions with open-ended generation"): what it
    // replaced is the format of a new version, not items taken from the other.
    const reworked = keptOf(
      catalog,
      x,
      y,
      about.filter((quote) => !SUCCESSOR_SAID.test(quote.text)),
      REWORKS,
    );
    if (reworked) return { stance: 'partly', evidence: [{ stance: 'partly', quote: reworked }], statement };
    // "A category filter … over the same underlying vote pool as arena_elo_overall", "a protocol on
    // SWE-bench Verified, not a new issue pool": items drawn from the other's, a part of it.
    // Only x's sentences that write y's name: the items they speak of are y's.
    const namingY = about.filter((quote) =>
      writtenNames(y).some((name) => quote.text.toLowerCase().includes(name.toLowerCase())),
    );
    const drawn = keptOf(catalog, x, y, namingY, DRAWN_FROM);
    // Not "every answer is drawn from HumanEval's solutions": what was drawn is answers, from which
    // new items (masked spans) were made.
    const answersDrawn =
      drawn !== undefined &&
      /\b(?:answers?|solutions?|reference code)\b[^.;]{0,20}\b(?:selected|drawn|filtered|sampled|pulled)\b|\b(?:selected|drawn|filtered|sampled|pulled) from\b[^.;]{0,30}\b(?:solutions?|answers?)\b/i.test(
        drawn.text,
      );
    const changed =
      drawn &&
      (REWORKS.test(drawn.text) ||
        /\bnot identical\b|\baugment\w*|\bexpand\w*|\bare new\b/i.test(drawn.text));
    if (drawn && !changed && !answersDrawn)
      return { stance: 'yes', evidence: [{ stance: 'yes', quote: drawn }], statement };
    // Items drawn from the other and changed on the way ("drawn and filtered from MMMU's pool …,
    // though the option augmentation … are new"): its items in part, which leadOf says are changed.
    if (drawn && !answersDrawn)
      return { stance: 'partly', evidence: [{ stance: 'partly', quote: drawn }], statement };
    // "The same 250 GSM8K problems, human-translated" of a set of 8,792: fewer items, each one of
    // the other's, is a part of it; in part where each was changed on the way (translated).
    const [size, otherSize] = [x.page.dataset.size, y.page.dataset.size];
    const fewer = size !== null && otherSize !== null && size < otherSize;
    const same = fewer ? keptOf(catalog, x, y, namingY, SAME_ITEMS) : undefined;
    if (same) {
      const stance = /\btranslat\w*|\brewrit\w*|\bperturb\w*|\badapt\w*/i.test(same.text) ? 'partly' : 'yes';
      return { stance, evidence: [{ stance, quote: same }], statement };
    }
  }
  // Two members of one family, neither naming the other: siblings, neither a part nor a version.
  const siblings = lineageRelations(x, y, catalog.records).find((one) => one.relation.kind === 'siblings');
  if (siblings?.relation.kind === 'siblings') {
    const text = `${x.id} and ${y.id} are sibling records of the ${siblings.relation.family} family: neither is part or a version of the other`;
    return {
      stance: 'no',
      evidence: [{ stance: 'no', quote: { text, cite: siblings.cite }, field: true }],
      statement,
    };
  }
  // Two records of their own, one building on the other: not the same benchmark, in the fields' words.
  if (predicate === 'same' && statement) {
    const twoRecords = `${x.id} and ${y.id} are two records: ${statement}`;
    return {
      stance: 'no',
      evidence: [{ stance: 'no', quote: { text: twoRecords, cite: { id: x.id, where: '' } }, field: true }],
      statement,
    };
  }
  // Two records that share no name and hold different numbers of items, or come from two papers,
  // are two benchmarks: their sizes or papers are the evidence, said as fields. Not where the same
  // items are asked of: a translation has a paper of its own and the other's items.
  if (predicate === 'same') {
    const [sizeX, sizeY] = [x.page.dataset.size, y.page.dataset.size];
    const [paperX, paperY] = [x.page.paper.arxiv, y.page.paper.arxiv];
    const named = new Set(writtenNames(x).map(normalizeName));
    const text =
      sizeX !== null && sizeY !== null && sizeX !== sizeY
        ? `${x.id} and ${y.id} are two records with their own items: ${formatNumber(sizeX)} and ${formatNumber(sizeY)} items (dataset.size).`
        : paperX && paperY && paperX !== paperY && !asked.items
          ? `${x.id} and ${y.id} are two benchmarks from two papers: arXiv ${paperX} and arXiv ${paperY} (paper.arxiv).`
          : undefined;
    if (text && !writtenNames(y).some((name) => named.has(normalizeName(name))))
      return {
        stance: 'no',
        evidence: [{ stance: 'no', quote: { text, cite: { id: x.id, where: '' } }, field: true }],
        statement,
      };
  }
  return { stance: undefined, evidence: [], statement };
}

/** "A and B are separate benchmarks", said when a sentence of either record keeps them apart. */
function keptApart(x: BenchRecord, y: BenchRecord, apart: Quote | undefined): string {
  return apart
    ? `${x.id} and ${y.id} are separate benchmarks, and the record of ${apart.cite.id} keeps them apart.`
    : '';
}

/**
 * Whether a sentence of x's or y's record (or their family's) denies, by one of its names, being the other; or names
 * the other first and denies it is this record ("SuperGLUE is a different GLUE successor and is
 * not AdvGLUE", on AdvGLUE's page).
 */
function deniesOther(quote: Quote, x: BenchRecord, y: BenchRecord, needs?: RegExp): boolean {
  // Its harness task names are its names too: "not a spelling of lambada_standard or lambada_openai".
  const names = (record: BenchRecord) => knownNames(record).filter((name) => name.length >= 3);
  // The family's page: "Do not confuse either split with ARC-AGI-2" keeps its member apart.
  if (quote.cite.id !== x.id && quote.cite.id !== y.id)
    return [x, y].some((one) => names(one).some((name) => deniesName(quote.text, name, needs)));
  const [own, other] = quote.cite.id === x.id ? [x, y] : [y, x];
  if (names(other).some((name) => deniesName(quote.text, name, needs))) return true;
  const text = quote.text.toLowerCase();
  const subject = Math.min(
    ...names(other)
      .map((name) => nameStandsAt(text, name.toLowerCase()))
      .filter((at) => at !== -1),
  );
  if (!Number.isFinite(subject)) return false;
  // The other's name as the subject, before the verb: in "HELM's scenario named `gsm` is GSM8K
  // itself, not GSM-Hard" GSM8K is what something else is.
  if (/\b(?:is|are|was|were)\b/.test(text.slice(0, subject))) return false;
  // Past the subject's name: its own name, denied ("… and is not AdvGLUE").
  const rest = text.slice(subject + 1);
  return names(own).some(
    (name) => nameStandsAt(rest, name.toLowerCase()) !== -1 && deniesName(rest, name, needs),
  );
}

/** The change a "just B with …?" question names, in a few of its own words: "more/stricter tests". */
function changeAsked(masked: string): string | undefined {
  // A tag at the end ("… with more tasks right?") is no part of the change.
  return (
    /\bwith\s+((?:[\p{L}\p{N}/+-]+\s*){1,5}?)\s*(?:[?？.,]|\b(?:or|right|correct|yeah|yes|no|eh|huh)\b|$)/u
      .exec(masked)?.[1]
      ?.trim() ??
    // "just swe-bench verified reordered?": the change as a word done to the other's items.
    new RegExp(`\\bjust\\s+(?:the\\s+)?${NAME_MARK}\\s+((?:re|un|de|sub)?[a-z]{3,}ed)\\b`).exec(
      masked,
    )?.[1] ??
    // "是不是就是 humaneval 多加了一些题目": the change written after the other's name.
    new RegExp(
      `就是\\s*${NAME_MARK}\\s*((?:多|再|又)?(?:加|增加|添加|新增|扩充|换|改)[^？?。，,吗么嘛]{1,12})`,
    ).exec(masked)?.[1]
  );
}

/**
 * "Is HumanEval Pro just HumanEval with stricter tests?": the summary of another record of y's kin
 * (its members, variants or successors) that says more of the change asked
 * than x's own does, two words or more (HumanEval+: "stricter … 80x more unit tests").
 */
function kinWithChange(
  catalog: Catalog,
  x: BenchRecord,
  y: BenchRecord,
  change: string | undefined,
): Quote | undefined {
  const terms = new Set(
    (change ?? '').split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 4 && !STOP_WORDS.has(word)),
  );
  if (terms.size < 2) return undefined;
  const said = (record: BenchRecord) => termsIn(`${record.page.name} ${record.page.summary}`, terms).length;
  const { variants, successors } = y.page.lineage;
  const kin = [
    ...new Set([
      ...membersOf(catalog, y.id),
      ...[...variants, ...successors].flatMap((id) => catalog.records.get(id) ?? []),
    ]),
  ].filter((record) => record !== x && record !== y);
  const best = kin.sort((a, b) => said(b) - said(a))[0];
  if (!best || said(best) < 2 || said(best) <= said(x)) return undefined;
  return {
    text: `${best.id}, not ${x.id}, is ${y.id} with that change, in its record's words: “${best.page.summary}”`,
    cite: { id: best.id, where: 'summary' },
  };
}

/**
 * The changes a record's summary says it makes, one clause each: "filters out text-answerable
 * questions", "expands options to ten", "adds a vision-only setting".
 */
const CHANGE_CLAUSE =
  /\b(?:filter(?:s|ed)?|expand(?:s|ed)?|add(?:s|ed)?|remov(?:es|ed)|drop(?:s|ped)?|replac(?:es|ed)|rewrit(?:es|ten)|augment(?:s|ed)?|extend(?:s|ed)?|translat(?:es|ed)|fix(?:es|ed)|correct(?:s|ed)|rais(?:es|ed)|increas(?:es|ed)|render(?:s|ed)|embed(?:s|ded)?|perturb(?:s|ed)?|swap(?:s|ped)?|convert(?:s|ed)?)\b[^,;:.]*/gi;

/** Words of a change asked that say what changed or how much, not the change: "more answer options". */
const CHANGED_THING = /^(?:answers?|questions?|problems?|items?|tasks?|prompts?|more|extra)$/;

/**
 * Of the changes x's summary names, those the change asked does not touch: "just MMMU with more
 * options?" of a record that also filters its questions and adds a vision-only setting.
 */
function changesBeyond(x: BenchRecord, change: string | undefined): string[] {
  const terms = new Set(
    (change ?? '')
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      // "more answer options": the options changed; what they belong to names no change.
      .filter((word) => word.length >= 4 && !STOP_WORDS.has(word) && !CHANGED_THING.test(word)),
  );
  if (terms.size === 0) return [];
  const clauses = [...x.page.summary.matchAll(CHANGE_CLAUSE)].map((match) => match[0].trim());
  const touched = (clause: string) => termsIn(clause, terms).length > 0;
  return clauses.some(touched) ? clauses.filter((clause) => !touched(clause)) : [];
}

/**
 * Whether x holds fewer items than y ("Just Verified reordered?" of 273 of Verified's 500 tasks):
 * some of them, changed, is y only in part. Not where x's count is one of y's splits (GSM-Hard's
 * 1,319 are GSM8K's test split, and GSM8K's size counts its train split too).
 */
function fewerItems(x: BenchRecord, y: BenchRecord): boolean {
  const [size, otherSize] = [x.page.dataset.size, y.page.dataset.size];
  if (size === null || otherSize === null || size >= otherSize) return false;
  return !writtenNumber(size).test(`${y.page.dataset.splits} ${y.page.dataset.size_note}`);
}

/** "Is x just y with ...?": what x's own record says it kept and changed. */
function settleJust(
  catalog: Catalog,
  x: BenchRecord,
  y: BenchRecord,
  about: readonly Quote[],
  statement: string,
  items: boolean,
  change?: string,
): Settled {
  const own = ownItems(x);
  const kept = keptOf(catalog, x, y, about);
  // Items of its own beside the other's ("the base half of every problem is drawn from HumanEval,
  // but the companion problems … were generated"): in part, where one sentence says both.
  const alsoTheirs =
    own !== undefined &&
    (KEEPS.test(own.text) || DRAWN_FROM.test(own.text)) &&
    writtenNames(y).some((name) => own.text.toLowerCase().includes(name.toLowerCase()));
  // Asked of the items only: "just B with extra test cases?" it is not, having items of its own.
  if (own && alsoTheirs && items)
    return { stance: 'partly', evidence: [{ stance: 'partly', quote: own }], statement };
  if (own) return { stance: 'no', evidence: [{ stance: 'no', quote: own }], statement };
  if (!kept) return { stance: undefined, evidence: [], statement };
  // Its items kept, and its summary names changes besides the one asked: not just that change.
  const beyond = items ? [] : changesBeyond(x, change);
  if (beyond.length > 0) {
    const summary = { text: x.page.summary, cite: { id: x.id, where: 'summary' } };
    return {
      stance: 'partly',
      evidence: [
        { stance: 'partly', quote: summary },
        { stance: 'partly', quote: kept },
      ],
      statement,
      beyond,
    };
  }
  // Its items kept and something changed: what "just B with …?" asks, said as a yes; "the same
  // problems?" or "basically just B?" (no change asked), only in part, since something changed.
  // Asked of the items alone, a sentence that says they are the same ones ("the same votes",
  // "the same 164 problems"), reworking none, is a yes; not the same ones in other languages.
  const sameOnes =
    items && SAME_ONES.test(kept.text) && !REWORKS.test(kept.text) && !IN_OTHER_WORDS.test(kept.text);
  // "just humaneval with more problems added?" of "the same 164 problems against 80x more tests":
  // a change of the items' number, where the record keeps the same items, is no.
  if (
    change !== undefined &&
    MORE_ITEMS.test(change) &&
    SAME_ONES.test(kept.text) &&
    !IN_OTHER_WORDS.test(kept.text)
  ) {
    const [denied] = quotesMatching(x, NOT_MORE_ITEMS);
    return { stance: 'no', evidence: [{ stance: 'no', quote: denied ?? kept }], statement };
  }
  const fewer = fewerItems(x, y);
  const stance = (!sameOnes && (items || change === undefined)) || fewer ? 'partly' : 'yes';
  return { stance, evidence: [{ stance, quote: kept }], statement };
}

/** A change that adds items: "with more problems added", "plus extra questions". */
const MORE_ITEMS =
  /\b(?:more|extra|additional|added)\s+(?:[\w-]+\s+)?(?:problems|questions|items|tasks|prompts|examples)\b|(?:多|更多|额外|新增|增加|添加|加了)[^，,测]{0,4}(?:题|问题|样例|任务)/;
/** A sentence that says so in as many words: "not more problems but more tests per problem". */
const NOT_MORE_ITEMS = /\bnot (?:more|extra|additional|new) (?:problems|questions|items|tasks|prompts)\b/i;

/**
 * "Are humaneval and humaneval+ the same problems?" asks of both alike: x's own account of keeping
 * y's items, or else y's of keeping x's ("testing the same 164 Python problems").
 */
function sameItemsEitherWay(
  catalog: Catalog,
  x: BenchRecord,
  y: BenchRecord,
  about: readonly Quote[],
  statement: string,
): Settled {
  const own = settleJust(catalog, x, y, about, statement, true);
  if (own.stance !== undefined) return own;
  // Only its word that these are the very items: one that reworks or draws some of them says less.
  const back = settleJust(catalog, y, x, about, statement, true);
  return back.stance === 'yes' ? back : own;
}

/** A change that is the items themselves: "with new problems", "w/ different questions". */
const NEW_ITEMS_CHANGE = /\b(?:new|different|other|fresh)\s+(?:problems|questions|items|tasks|prompts)\b/;

/** A sentence whose subject is the sets the sentences before it name: "All three years …", "Both …". */
const REFERS_BACK =
  /^(?:all (?:three|four|five|of them|these)|both|the two|these|those|each of (?:them|these))\b/i;

/** A sentence that says two sets differ in their items: "differ only in which year's 30 problems". */
const DIFFERENT_ITEMS =
  /\bdiffer(?:s|ent)?\b[^.;]{0,40}\b(?:problems|questions|items|tasks|prompts)\b|\bdifferent (?:\d+ )?(?:problems|questions|items|tasks|prompts)\b/i;

/**
 * Of x's and y's sentences, one that says their items differ, where it names the other or the
 * number that sets the other's name apart ("2025" of AIME 2025 beside AIME 2024).
 */
function differentItems(catalog: Catalog, x: BenchRecord, y: BenchRecord): Quote | undefined {
  const numberOf = (one: BenchRecord, other: BenchRecord) =>
    (one.page.name.match(/\d+/g) ?? []).filter((number) => !other.page.name.includes(number));
  return [x, y]
    .flatMap((one) => quotesMatching(one, DIFFERENT_ITEMS))
    .filter((quote) => !subjectIsAnother(catalog, quote, x, y))
    .find((quote) => {
      const other = quote.cite.id === x.id ? y : x;
      const own = quote.cite.id === x.id ? x : y;
      const marks = [...writtenNames(other), ...numberOf(other, own)];
      // "All three years … differ only in which year's 30 problems": a sentence that refers back
      // names the sets in the sentences before it.
      const read = REFERS_BACK.test(quote.text)
        ? [quote.text, ...sentencesBefore(own, quote, 2)].join(' ')
        : quote.text;
      return marks.some((mark) => new RegExp(`(?<![\\w-])${escapeRegExp(mark)}(?![\\w-])`, 'i').test(read));
    });
}

/**
 * Of x's own sentences about y, one that says x keeps or reworks y's items: "MGSM is a different
 * child: the same 250 GSM8K items" on gsm_hard's page keeps nothing of gsm_hard's.
 */
function keptOf(
  catalog: Catalog,
  x: BenchRecord,
  y: BenchRecord,
  about: readonly Quote[],
  cues: RegExp = KEEPS,
): Quote | undefined {
  return about.find((quote) => {
    const cue = quote.cite.id === x.id ? cues.exec(quote.text) : null;
    return cue !== null && !namesAnother(catalog, quote.text.slice(0, cue.index).toLowerCase(), x, y);
  });
}

/** A sentence that says the items were changed, not only picked: "one number replaced", "rewritten". */
const ITEMS_CHANGED =
  /\b(?:replaced|rewritten|rewrote|perturbed|modified|altered|swapped)\b|\b(?:option |answer )?augmentation\b|\bexpand(?:s|ed)\b/i;

const VERDICT: Record<Stance, string> = { yes: 'Yes', no: 'No', partly: 'In part' };

/** The verdict said in the question's own terms: "No: mmmlu is not a machine translation of mmlu." */
function verdictSentence(stance: Stance, x: string, asked: string): string {
  const is = stance === 'no' ? 'is not' : 'is';
  return `${VERDICT[stance]}: ${x} ${is} ${asked}.`;
}

function leadOf(
  settled: Settled,
  x: BenchRecord,
  y: BenchRecord,
  predicate: Predicate | undefined,
  manner: Manner | undefined,
  either: boolean,
  noun?: string,
  change?: string,
): string {
  const [first] = settled.evidence;
  const who = first?.quote.cite.id ?? x.id;
  const said = !first
    ? ''
    : first.field
      ? first.quote.cite.where
        ? `${first.quote.text.replace(/\.$/, '')} (${who}, ${first.quote.cite.where}).`
        : first.quote.text
      : `The record of ${who} says so (${first.quote.cite.where}): “${first.quote.text}”`;
  const related =
    settled.statement || `${x.id} and ${y.id} are separate records, and neither says it is the other.`;
  // "How do A and B relate?": the relation stated, without a yes or a no.
  if (predicate === undefined) return first?.field ? said : related;
  const settledBy = settled.stance !== undefined && first !== undefined;
  // "GSM8K test problems with one number replaced": the items themselves changed, so no subset.
  const changed =
    predicate === 'part' &&
    settled.stance === 'partly' &&
    first !== undefined &&
    ITEMS_CHANGED.test(first.quote.text);
  if (changed)
    return `No: ${x.id} is not a subset of ${y.id}${either ? ', nor new items' : ''}; it takes ${y.id}'s items and changes them. ${said}`;
  // "A subset of B or a new benchmark?": which of the two, stated plainly, without a yes or a no.
  if (either)
    return settledBy && settled.stance && predicate !== 'just'
      ? // "In part" stays: neither of the two asked is wholly so.
        `${verdictSentence(settled.stance, x.id, askedAs(predicate, manner, y.id, noun, change)).replace(settled.stance === 'partly' ? /^$/ : /^[\w ]+: /, '')} ${said}`
      : first?.field
        ? said
        : related;
  if (!settledBy || !settled.stance)
    return `${UNSETTLED} ${x.id} is ${askedAs(predicate, manner, y.id, noun, change)}. ${related}`;
  if (settled.beyond && settled.beyond.length > 0)
    return `Not just that: ${x.id} builds on ${y.id}'s items and also ${settled.beyond.join('; ')}. ${said}`;
  // "Matching the 541-row English source one for one", of a translation: the same items, each
  // carried into another language.
  if (
    (predicate === 'same' || predicate === 'just') &&
    settled.stance === 'partly' &&
    first !== undefined &&
    /\btranslat\w*/i.test(first.quote.text) &&
    /\bone for one\b|\bone-to-one\b|\bitem-aligned\b|\bsame (?:\d[\d,]* )?(?:[\w-]+ )?(?:problems|questions|items|prompts|tasks)\b/i.test(
      first.quote.text,
    )
  )
    return `The same items, translated: each item of ${x.id} is one of ${y.id}'s, in translation. ${said}`;
  // "Is 1.0 a version of 2.0?": where the lineage makes the first the earlier, the version is
  // the other way round, and a plain yes would say the first is the newer.
  const earlier = lineageRelations(x, y).find((one) => one.relation.kind === 'predecessor')?.relation;
  if (
    predicate === 'version' &&
    settled.stance === 'yes' &&
    earlier?.kind === 'predecessor' &&
    earlier.earlier === x.id
  )
    return `The other way round: ${y.id} is a version or successor of ${x.id}. ${said}`;
  // "Is MATH a variant of MATH-500?" where MATH lists MATH-500 among its variants.
  if (
    predicate === 'variant' &&
    settled.stance === 'yes' &&
    x.page.lineage.variants.includes(y.id) &&
    !y.page.lineage.variants.includes(x.id)
  )
    return `The other way round: ${y.id} is a variant of ${x.id} (${x.id}, lineage.variants). ${said}`;
  return `${verdictSentence(settled.stance, x.id, askedAs(predicate, manner, y.id, noun, change))} ${said}`;
}

/** A sentence that says two things are one in what they score: "equals", "the same three tasks". */
const SAME_VALUE =
  /\bequals?\b|\bidentical\b|\bthe same (?:\w+ )?(?:tasks|items|questions|problems|value|score)\b/i;

/**
 * "Is followir the same as the InstructionReranking task type in MTEB multilingual v2?": a part
 * of one record that only the records' text names (no record of its own) is asked of, not the
 * other record whole. The sentences that name the part answer; a yes where one says the two score
 * the same ("a model's FollowIR value equals its InstructionReranking value").
 */
function partRelation(question: Question, x: BenchRecord, y: BenchRecord): Reply | undefined {
  if (predicateOf(question.masked) !== 'same') return undefined;
  // Written in this part of the question, beside the other record ("the X task type in Y").
  const part = question.unknownNames.find(
    (one) =>
      one.writtenBy?.some((id) => id === x.id || id === y.id) &&
      question.masked.toLowerCase().includes(one.name.toLowerCase()),
  );
  if (!part) return undefined;
  const naming = [x, y].flatMap((record) =>
    quotesMatching(record, new RegExp(`(?<![\\w-])\x60?${escapeRegExp(part.name)}\x60?(?![\\w-])`, 'i')),
  );
  const [first] = naming;
  if (!first) return undefined;
  const same = naming.find((quote) => SAME_VALUE.test(quote.text));
  const reply = emptyReply('answer', `${x.id} and ${part.name} of ${y.id}`);
  reply.recordId = x.id;
  const lead = same ?? first;
  const other = naming.find((quote) => quote !== lead);
  reply.summary = `${same ? `Yes, in what it scores: ${x.id} is the ${part.name} part of ${y.id}, by the record of ${same.cite.id}` : `The records do not call ${x.id} and ${part.name} one; what the record of ${first.cite.id} says`} (${lead.cite.where}): “${lead.text}”${other ? ` And (${other.cite.where}): “${other.text}”` : ''}`;
  reply.sections = quoteSections(
    naming.filter((quote) => quote !== lead && quote !== other),
    { lead: reply.summary },
    2,
  );
  reply.suggestions = [recordSuggestion(x), recordSuggestion(y)];
  return reply;
}

/** "Is A B?" for two named benchmarks. */
/** "Which one is a subset of which?", "谁是谁的子集": the direction itself asked. */
const WHICH_OF_WHICH =
  /\bwhich (?:one )?(?:is|'s) (?:a |the )?(?:subset|part|variant|version) of which\b|谁是谁的|哪个是哪个的/;

/**
 * Each record's sentence on what its items were made from, its family's where its own names no
 * source ("translated from English" of a FLORES pair), said one after the other; none where either
 * lacks one, or where either names the other.
 */
function sourcesApart(catalog: Catalog, x: BenchRecord, y: BenchRecord): string | undefined {
  const said = [x, y].map((record) => {
    const family = catalog.records.get(record.page.lineage.family);
    const own = originOf(record, true);
    const quote = own ?? (family && family !== record ? originOf(family, true) : undefined);
    return quote && { record, quote, by: own ? '' : `, by its family ${quote.cite.id}` };
  });
  const [first, second] = said;
  if (!first || !second) return undefined;
  const names = (record: BenchRecord) =>
    new RegExp(`(?<![\\w-])(?:${writtenNames(record).map(escapeRegExp).join('|')})(?![\\w-])`, 'i');
  if (names(y).test(first.quote.text) || names(x).test(second.quote.text)) return undefined;
  return [first, second]
    .map((one) => `${one.record.id}${one.by} (${one.quote.cite.where}): “${one.quote.text}”`)
    .join(' ');
}

export function relate(catalog: Catalog, question: Question, a: Named, b: Named, asked?: Predicate): Reply {
  // "Is the openbookqa in aradice a translation of openbookqa?" asks of what the second holds.
  if (HELD_IN.test(question.masked)) [a, b] = [b, a];
  // "which one is a subset of which?": asked of the one the lineage fields make the part.
  if (a.kind === 'record' && b.kind === 'record' && WHICH_OF_WHICH.test(question.masked)) {
    const second = b.record.id;
    const partIsSecond = lineageRelations(a.record, b.record, catalog.records).some(
      ({ relation }) =>
        (relation.kind === 'family' && relation.member === second) ||
        (relation.kind === 'variant' && relation.variant === second),
    );
    if (partIsSecond) [a, b] = [b, a];
  }
  if (a.kind === 'shared') return sharedNameReply(catalog, a);
  if (b.kind === 'shared') return sharedNameReply(catalog, b);
  if (a.kind !== 'record' || b.kind !== 'record')
    return relateLinked(catalog, a, b, predicateOf(question.masked), question.masked);
  const x = a.record;
  const y = b.record;
  if (x.id === y.id) return oneRecord(catalog, question, a, b);
  const ofPart = asked ? undefined : partRelation(question, x, y);
  if (ofPart) return ofPart;
  const unlikeOther = asked ? undefined : likenedQualityDenied(question, x);
  if (unlikeOther) {
    const reply = emptyReply('answer', `${x.id} and ${y.id}`);
    reply.recordId = x.id;
    // What it is instead, in its record's summary.
    const instead =
      unlikeOther.cite.where === 'summary' ? '' : ` What ${x.id} is (summary): “${oneLine(x.page.summary)}”`;
    reply.summary = `No: the record of ${x.id} says it is not that (${unlikeOther.cite.where}): “${unlikeOther.text}”${instead}`;
    reply.suggestions = [recordSuggestion(x), recordSuggestion(y)];
    return reply;
  }
  // "A subset of B, or a translation?": each relation offered gets its own verdict, in turn.
  const offered = asked ? [] : relationsOffered(question.masked);
  if (offered.length >= 2) {
    const [first, ...others] = offered.map((one) => relate(catalog, question, a, b, one));
    if (first) {
      const said = others.map((other) => other.summary ?? '').filter((summary) => summary !== first.summary);
      // A relation the records settle is said before one they leave open.
      const leads = [first.summary ?? '', ...said].sort(
        (a, b) => Number(a.startsWith(UNSETTLED)) - Number(b.startsWith(UNSETTLED)),
      );
      // One sentence that settles two relations ("… instead of adding new questions") is quoted once.
      const once = leads.map((lead, at) =>
        lead.replace(/ The record of \S+ says so \([^)]*\): “([^”]*)”/g, (quoted, text: string) =>
          leads.slice(0, at).some((earlier) => earlier.includes(text)) ? '' : quoted,
        ),
      );
      return { ...first, summary: once.join(' ') };
    }
  }
  // "是 swebench 官方出的吗", "an official swe-bench release?": whether it is the other's own
  // variant, which a record that calls itself independent answers no.
  // "Same problems?": sameness of the items, said as such, not of the benchmarks. "A different
  // set of votes from B?", "a different question set?" ask the same, the other way round.
  const itemsAsked = ITEMS_ASKED.exec(question.masked);
  const apartItem = itemsAsked?.[2] ?? itemsAsked?.[3];
  const items = itemsAsked
    ? ((itemsAsked[1] && itemsAsked[1].replace(/(?<=[^sa])$/, 's')) ??
      (apartItem && `${apartItem}s`) ??
      ITEMS_IN_CHINESE[itemsAsked[4] ?? ''] ??
      itemsAsked[5] ??
      'questions')
    : undefined;
  const itemsApart = apartItem !== undefined;
  const named =
    asked ??
    predicateOf(question.masked) ??
    (OFFICIAL_OF.test(question.masked) ? ('variant' as const) : undefined);
  // "Basically ifeval with harder versions of the same constraints?" asks of the items, whatever
  // word of a version it holds.
  // "Same question set as hle?" asks the sameness of the items, with no other relation word.
  const predicate =
    itemsApart || (items !== undefined && (named === 'version' || named === 'variant' || named === undefined))
      ? PATTERN_OF.just.test(question.masked) && !itemsApart
        ? ('just' as const)
        : ('same' as const)
      : named;
  // "aime 2024 vs aime2024, two different benchmarks?": two pages the census folds into one are one
  // benchmark, by the catalog's own ledger.
  const folded = censusFold(catalog, x, y);
  if (folded && (predicate === undefined || predicate === 'same' || predicate === 'different')) {
    const reply = emptyReply('answer', `${x.id} and ${y.id}`);
    reply.recordId = folded.into.id;
    reply.summary = `${predicate === 'different' ? 'No: ' : predicate === 'same' ? 'Yes: ' : ''}${x.id} and ${y.id} are the same benchmark, with two pages: the catalog's census folds ${folded.from.id} into ${folded.into.id} (${folded.ledger}). The record of ${folded.into.id} says (summary): “${oneLine(folded.into.page.summary)}”`;
    reply.suggestions = [recordSuggestion(folded.into)];
    return reply;
  }
  const manner = predicate === 'translation' ? mannerOf(question.masked) : undefined;
  // One relation of several offered is asked as if on its own.
  const either = !asked && asksEither(question.masked);
  // "Just GSM8K with bigger numbers?": the change asked, for the verdict and its wording.
  const change = changeAsked(question.masked);
  // What each says of the other: read once, for the verdict and for the quotes. Those that write
  // a name as the question does ("lambada_openai", a task of LAMBADA's) come first.
  const related = relationSentences(x, y, catalog.records);
  const typed = [a, b]
    .filter((one) => !writtenNames(one.record).some((own) => own.toLowerCase() === one.text.toLowerCase()))
    .map((one) => one.text);
  const inTheirWords = related.filter((quote) =>
    typed.some((name) => nameStandsAt(quote.text.toLowerCase(), name.toLowerCase()) !== -1),
  );
  // The catalog's bookkeeping ("Note the id spelling: …") says nothing of how the two relate: last.
  const about = [...inTheirWords, ...related.filter((quote) => !inTheirWords.includes(quote))].sort(
    (one, other) => Number(CATALOG_BOOKKEEPING.test(one.text)) - Number(CATALOG_BOOKKEEPING.test(other.text)),
  );
  // "How do A and B relate?": the fields' relation, or else a sentence that keeps the two apart.
  const apart =
    predicate === undefined
      ? about.find(
          (quote) =>
            [x.id, y.id].includes(quote.cite.id) &&
            !CATALOG_BOOKKEEPING.test(quote.text) &&
            deniesOther(quote, x, y),
        )
      : undefined;
  const official = /\bofficial\b|官方/.test(question.masked);
  const found =
    predicate === undefined
      ? {
          stance: undefined,
          evidence: [],
          statement: lineageStatement(x, y, catalog.records) || keptApart(x, y, apart),
        }
      : settle(catalog, x, y, predicate, manner, about, {
          official,
          change,
          items: items !== undefined,
          newSet: NEW_SET_ASKED.test(question.masked),
          parts: PARTS_ASKED.test(question.masked),
          subset: /\bsubset\b|子集/.test(question.masked),
        });
  // "Just the old mteb_overall number relabelled?": where the records settle nothing, x's own
  // sentence that denies the very word asked ("not a relabelled v1 score") is a no.
  const denial =
    predicate !== undefined && found.stance === undefined ? deniedIn(x, question.masked) : undefined;
  // "Histoires Morales = a translation of ETHICS?": its record says what it was adapted from, and
  // that is another set.
  const source =
    !denial && found.stance === undefined && DERIVED_PREDICATES.includes(predicate as Predicate)
      ? sourcedElsewhere(x, y)
      : undefined;
  const read: Settled = denial
    ? { ...found, stance: 'no', evidence: [{ stance: 'no', quote: denial }] }
    : source
      ? {
          ...found,
          stance: 'no',
          evidence: [
            {
              stance: 'no',
              field: true,
              quote: { text: `Its record names another source: “${source.text}”`, cite: source.cite },
            },
          ],
        }
      : found;
  // "Same 164 problems as HumanEval" of HumanEval+, a record of its own: the same problems, which
  // is sameness in part, not one benchmark.
  const sameItems =
    predicate === 'same' && items === undefined && read.stance === 'yes'
      ? SAME_ITEMS.exec(read.evidence[0]?.quote.text ?? '')?.[1]
      : undefined;
  // "Just the English IFEval checkers run on translated prompts?": a yes whose own sentence denies
  // another word the question asks with ("… rather than IFEval's English checkers") holds only in part.
  const relationWord = predicate ? PATTERN_OF[predicate] : undefined;
  const contradicted =
    read.stance === 'yes' &&
    predicateWords(question.masked).some(
      (word) => !relationWord?.test(word) && deniesWord(read.evidence[0]?.quote.text ?? '', word),
    );
  // "A harder new version of mmlu like mmlu-pro?": a yes (or an in-part) to the relation is not one
  // to the likeness, where x's own words set it apart from the third named ("It is not a new exam
  // like MMLU-Pro").
  const unlike =
    (read.stance === 'yes' || read.stance === 'partly') && !contradicted
      ? (unlikeThird(question, x, y) ?? qualifierDenied(question, x))
      : undefined;
  // "Just swe-bench's python repos with screenshots added?" answered no: x's sentence that denies
  // the language the question gives it ("… a JavaScript/TypeScript task set rather than to
  // Python") is the evidence, before one that bears only on the link.
  const [first] = read.evidence;
  const denying =
    predicate === 'just' && read.stance === 'no' && first
      ? languageDenied(question.masked, x, first.quote.text)
      : undefined;
  const settled: Settled =
    sameItems || contradicted || unlike
      ? {
          ...read,
          stance: 'partly',
          evidence: read.evidence.map((one) => ({ ...one, stance: 'partly' as const })),
        }
      : first && denying
        ? { ...read, evidence: [{ stance: first.stance, quote: denying }, ...read.evidence] }
        : read;
  const itemsSaid = items ?? sameItems?.toLowerCase();
  const reply = emptyReply('answer', `${x.id} and ${y.id}`);
  reply.recordId = x.id;
  const parts = PARTS_ASKED.exec(question.masked);
  // "… or a new set of problems?": the items asked of, as the question names them.
  const newSet = predicate === 'different' ? NEW_SET_ASKED.exec(question.masked)?.[1] : undefined;
  const noun = newSet ?? parts?.[1] ?? (parts?.[2] ? 'tasks' : parts?.[3] ? 'subjects' : undefined);
  // "Just IFEval translated into more languages?": where nothing settles it, x's own sentence that
  // it extends the other ("IFEval-style … extended to three-turn conversations") says not just that.
  const extension =
    settled.stance === undefined && predicate !== undefined && JUST_ASKED.test(question.masked)
      ? extendsOther(x, y)
      : undefined;
  // "Just a newer version of IFEval?": a successor whose own record says it goes beyond the other
  // ("a disjoint set of 58 new constraints") is that version, and not just it.
  const beyond =
    !extension && settled.stance === 'yes' && predicate === 'version' && JUST_ASKED.test(question.masked)
      ? goesBeyond(x, y)
      : undefined;
  reply.summary = extension
    ? `Not just that: the record of ${x.id} says it extends ${y.id} (${extension.cite.where}): “${extension.text}”`
    : beyond
      ? `Not just that: ${x.id} follows ${y.id} (${followsWhere(x, y, settled.evidence[0]?.quote)}), but its record says it goes beyond it (${beyond.cite.where}): “${beyond.text}”`
      : leadOf(settled, x, y, predicate, manner, either, noun, change);
  // "In part: … reordered": of fewer items than the other holds, the two counts say how many.
  const [xSize, ySize] = [x.page.dataset.size, y.page.dataset.size];
  if (
    predicate === 'just' &&
    settled.stance === 'partly' &&
    xSize !== null &&
    ySize !== null &&
    fewerItems(x, y)
  )
    reply.summary = reply.summary.replace(
      /^(In part: [^.]*\.)/,
      `$1 ${x.id} has ${formatNumber(xSize)} items, ${y.id} ${formatNumber(ySize)} (dataset.size).`,
    );
  // "CoQA draws some passages from RACE": some of its items are the other's, which is no subset.
  if (
    predicate === 'part' &&
    settled.stance === 'partly' &&
    TAKES_FROM.test(settled.evidence[0]?.quote.text ?? '')
  )
    reply.summary = reply.summary.replace(
      `In part: ${x.id} is a subset of ${y.id}.`,
      `In part: ${x.id} draws some of its items from ${y.id}; it is not a subset of it.`,
    );
  if (unlike)
    reply.summary = `${reply.summary} Not as the question has it, though: the record of ${x.id} says (${unlike.cite.where}): “${unlike.text}”`;
  if (contradicted)
    reply.summary = reply.summary.replace(
      /\. The record of (\S+) says so \(/,
      '. Not as the question has it, though: the record of $1 says (',
    );
  // "Is mmlu physics part of mmlu?" of a record that says its own identity is open: what its
  // fields file it as is no settled answer, and the record says only that; a no its own words
  // give ("no publisher … under this name") stands.
  const open = predicate === undefined || settled.stance === 'no' ? undefined : [x, y].find(identityOpen);
  if (open)
    reply.summary = `Not settled: the record of ${open.id} says what it is is not confirmed (summary): “${open.page.summary.trim()}”`;
  // "lm_eval --tasks aime, is that just aime 2024?": where the records settle no link, the sentence
  // that says what the quoted command runs answers the question in its own words.
  const command = settled.stance === undefined && !open ? commandAsked(question.text) : undefined;
  const runs = command
    ? [x, y]
        .flatMap((record) => quotesMatching(record, command))
        // The sentence the command is the subject of, near its start, says what it runs.
        .sort((a, b) => (command.exec(a.text)?.index ?? 0) - (command.exec(b.text)?.index ?? 0))[0]
    : undefined;
  if (command && runs)
    reply.summary =
      `The record of ${runs.cite.id} says (${runs.cite.where}): “${runs.text}” ${reply.summary.replace(new RegExp(`^${UNSETTLED} .*?\\.(?:\\s|$)`), '')}`.trim();
  // "A different set of votes?" answered "the same votes" is a no, and the other way round.
  if (itemsApart)
    reply.summary = reply.summary.replace(/^(Yes|No): /, (_said, verdict: string) =>
      verdict === 'Yes' ? 'No: ' : 'Yes: ',
    );
  // "An official variant?" answered no is a no to its being official, not to the family field.
  if (official && settled.stance === 'no')
    reply.summary = reply.summary.replace(/^No: (\S+) is not an? /, 'No: $1 is not an official ');
  // "The same questions as B?": said of the items, however the relation was asked.
  if (itemsSaid && predicate === 'same')
    reply.summary = reply.summary.replace(
      `the same benchmark as ${y.id}`,
      `made of the same ${itemsSaid} as ${y.id}`,
    );
  else if (itemsSaid && predicate === 'just' && change === undefined)
    reply.summary = reply.summary.replace(
      `just ${y.id} with a change`,
      `made of the same ${itemsSaid} as ${y.id}`,
    );
  // "Basically just B?", no change named: built on B's items, with changes of its own.
  else if (
    predicate === 'just' &&
    change === undefined &&
    settled.stance === 'partly' &&
    !settled.beyond?.length
  )
    reply.summary = reply.summary.replace(
      `In part: ${x.id} is just ${y.id} with a change.`,
      `In part: ${x.id} builds on ${y.id}'s items, with changes of its own.`,
    );

  // "Basically the same data as wmt14 en-de?" of two records that settle no link: where each
  // says its items come from, in its own words (or its family's), where neither names the other.
  const sources =
    settled.stance === undefined &&
    itemsSaid &&
    (predicate === 'same' || predicate === 'just') &&
    !open &&
    !runs
      ? sourcesApart(catalog, x, y)
      : undefined;
  if (sources)
    reply.summary = `No record says so: ${x.id} and ${y.id} are separate records, and neither names the other as the source of its ${itemsSaid}. Where each one's ${itemsSaid} come from: ${sources}`;

  // The evidence right after the verdict; then what each says of the other, and of what it
  // changed, that best covers the question's own words; then what each one is.
  // The evidence the lead quotes is not quoted again below it.
  const [inLead] = settled.evidence;
  const evidence = settled.evidence
    .filter((one) => !one.field && !(one === inLead && reply.summary?.includes(one.quote.text)))
    .map((one) => one.quote);
  const changed =
    predicate === 'just' || predicate === 'same' || predicate === undefined ? quotesMatching(x, CHANGED) : [];
  const own = [x, y].flatMap((record) =>
    record.page.summary ? [{ text: record.page.summary, cite: { id: record.id, where: 'summary' } }] : [],
  );
  // The words that ask the relation ("same", "basically", "subset") are answered by the verdict;
  // the rest of the question ("more tests", "filtered") picks the quotes.
  const rest = { ...question, masked: question.masked.replace(new RegExp(IDENTITY_WORDS.source, 'g'), ' ') };
  // "…, or a separate benchmark?": a sentence that says whether it is one comes first.
  const separateOffered = either && PATTERN_OF.different.test(question.masked);
  // "What changed from A to B?" asks for the change before the link.
  const whatChanged = CHANGE_ASKED.test(question.masked);
  // "What's the difference?" asks what one does that the other does not, before how they relate.
  const difference = predicate === undefined && DIFFERENCE_ASKED.test(question.masked);
  const cues = [
    ...(separateOffered ? [SEPARATE_CUE] : []),
    ...(whatChanged
      ? [CONTRASTED, REPLACED, CHANGED, RELATION_CUE]
      : difference
        ? [CONTRASTED, CHANGED, RELATION_CUE]
        : predicate === 'just' || predicate === 'same'
          ? [CHANGED, RELATION_CUE]
          : [RELATION_CUE, CHANGED]),
  ];
  const terms = topicTerms(rest);
  // "Is A a separate vote pool, or the same votes?": the alternatives' own words may be answered
  // by a sentence of A's that names no other record ("the same votes …, rather than drawing on a
  // different vote pool"); one that holds two of them is as much about the relation.
  const answering = either
    ? quotesMatching(x, /\w/).filter((quote) => termsIn(quote.text, terms).length >= 2)
    : [];
  const ranked = rankQuotes([...about, ...changed, ...own, ...answering], terms, cues);
  // "Is A a new set or just B reordered?", "how do A and B relate?": no verdict was asked, so the
  // sentence that best says how they relate is the answer, in the lead.
  // "What changed?", "what's the difference?" of two records: what one says of the other in its
  // own record (its summary too, where it names the other), before a third record's word on them.
  const ofTheOther = (quote: Quote) => {
    const other = quote.cite.id === x.id ? y : quote.cite.id === y.id ? x : undefined;
    return (
      other !== undefined &&
      (about.includes(quote) ||
        (own.includes(quote) &&
          writtenNames(other).some((name) => quote.text.toLowerCase().includes(name.toLowerCase()))))
    );
  };
  // One that sets itself against the other in its own words ("XSTest checks whether …, while
  // AbstentionBench checks whether …"): that sentence is the difference.
  // Only where a record says what it is or where it stands ("Lineage"), not a note on its scores.
  const contrasted =
    difference && !whatChanged && !lineageStatement(x, y, catalog.records)
      ? [...about, ...own].find(
          (quote) =>
            ofTheOther(quote) && SETS_APART.test(quote.text) && SAYS_WHAT_IT_IS.has(quote.cite.where),
        )
      : undefined;
  const later = laterOf(x, y, catalog.records);
  const best =
    apart ??
    // A summary that says what one is by the other ("A 500-task, human-screened subset of
    // SWE-bench …") says the difference most plainly.
    (whatChanged || difference
      ? (own.find((quote) => quote.cite.id === later?.id && ofTheOther(quote)) ??
        own.find(ofTheOther) ??
        contrasted ??
        ranked.find(ofTheOther))
      : undefined) ??
    ranked.find((quote) => about.includes(quote) || answering.includes(quote)) ??
    evidence[0];
  // "What's the difference between cmmlu and ceval?" of two records no lineage links and neither
  // sets apart: what each is, in its own summary, says the difference better than a sentence that
  // merely names the other.
  const unrelated =
    difference &&
    !apart &&
    !contrasted &&
    !lineageStatement(x, y, catalog.records) &&
    x.page.summary &&
    y.page.summary;
  // Likewise where the records settle no verdict: what they say of each other, in the lead.
  const stated = either && predicate !== 'just' && settled.stance !== undefined;
  if (unrelated)
    reply.summary += ` What each is, by its summary: ${x.id}, “${oneLine(x.page.summary)}”; ${y.id}, “${oneLine(y.page.summary)}”`;
  // "Is HumanEval+ the same as HumanEval?" answered "the same problems, in part": what it does with
  // them ("against roughly 80x more unit tests") is the rest of the answer.
  else if (sameItems && x.page.summary && !reply.summary.includes(oneLine(x.page.summary)))
    reply.summary += ` What ${x.id} is, by its summary: “${oneLine(x.page.summary)}”`;
  else if (
    (predicate === undefined ||
      settled.stance === undefined ||
      (either && !(stated && evidence.length > 0))) &&
    best &&
    !reply.summary.includes(best.text)
  )
    reply.summary += ` The record of ${best.cite.id} says (${best.cite.where}): “${best.text}”`;
  reply.sections = evidenceThenQuotes(evidence, ranked, reply.summary);
  reply.facts = [x, y].flatMap((record) => numbersOf(record));
  reply.suggestions = [recordSuggestion(x), recordSuggestion(y)];
  reply.actions = [{ label: 'Lineage', id: x.id, section: 'lineage' }];
  return reply;
}

/**
 * A record that says its own identity is open ("Disputed key …: possibly a mis-keyed MMLU-Pro
 * Physics score. Neither reading is confirmed"): filing a name under it as an alias is then no
 * evidence that the two names are one benchmark.
 */
const IDENTITY_OPEN =
  /\b(?:disputed|unresolved key|neither reading is confirmed|not (?:yet )?confirmed|mis-?keyed|no publisher, paper or dataset)\b/i;

/** A sentence that names a record's parts: "Group `tinyBenchmarks` runs tinyArc, tinyGSM8k, tinyMMLU …". */
const WRITES_AS_PART = /\b(?:group|suite|runs|includes?|covers|tasks?|subsets?)\b/i;

/** Whether a record says its own identity is open (IDENTITY_OPEN in its name or summary). */
export function identityOpen(record: BenchRecord): boolean {
  return IDENTITY_OPEN.test(record.page.name) || IDENTITY_OPEN.test(record.page.summary);
}

/** Two names of one record: one benchmark, and what the record says of the names. */
function oneRecord(
  catalog: Catalog,
  question: Question,
  a: Named & { kind: 'record' },
  b: Named & { kind: 'record' },
): Reply {
  const x = a.record;
  const differ = predicateOf(question.masked) === 'different';
  const reply = emptyReply('answer', `${a.text} and ${b.text}`);
  reply.recordId = x.id;
  const open = identityOpen(x);
  // "is ChemEval the same as chem exam?": one of the two written as a name of the record and the
  // other only spelled near one (two letters off) is another name, not a second name of it.
  // A name the census files under the record ("humaneval_multi" of multipl_e) is one of its names.
  const filed = (text: string) => catalog.census.aliases.get(text.trim().toLowerCase()) === x.id;
  const spelled = (text: string) =>
    filed(text) || writtenNames(x).some((name) => normalizeName(name) === normalizeName(text));
  // "Is it squad 1.1 or 2.0?": a choice between two versions, which a sentence that keeps one and
  // rules the other out settles.
  const chosen = versionChosen(question, x);
  if (chosen) {
    reply.summary = chosen;
    reply.suggestions = [recordSuggestion(x)];
    return reply;
  }
  // A bare version ("squad 1.1 or 2.0") is a version of it, which the record's versions answer.
  // "squad v2": one of its names with a version after it is that version of it, not another name.
  const versioned = (text: string) => {
    const stem = nameVersion(text)?.stem;
    return stem !== undefined && writtenNames(x).some((name) => normalizeName(name) === stem);
  };
  const near = [a, b].find(
    (one) =>
      !spelled(one.text) &&
      !versioned(one.text) &&
      !/^v?\d+(?:\.\d+)*$/i.test(one.text.trim()) &&
      writtenNames(x).every((name) => editDistance(normalizeName(name), normalizeName(one.text), 1) > 1),
  );
  if (near && [a, b].some((one) => spelled(one.text))) {
    reply.summary = `Not settled: the catalog has no record of ${near.text}, which is not one of the names of ${x.id}, only spelled near one; the record of ${x.id} does not say they are the same.`;
    reply.suggestions = [recordSuggestion(x)];
    return reply;
  }
  // "the same as the og hermann 2015 cnn/dm cloze dataset?": words beside the name that the
  // record denies ("not Hermann et al.'s original cloze … dump") ask of another set than this one.
  const own = new Set(writtenNames(x).flatMap((name) => name.toLowerCase().split(/[^a-z0-9]+/)));
  const described = !differ
    ? quotesMatching(x, /\bnot\b|\bno\b|n't\b|\bnever\b/i).find((quote) =>
        predicateWords(question.masked)
          .filter((word) => !own.has(word))
          .some((word) => deniesWord(quote.text, word)),
      )
    : undefined;
  // "OALL v2 alghafa avg vs lm-eval's arabic_leaderboard_alghafa number, same thing?": two names of
  // one benchmark, but two numbers, which its record may say are not one quantity.
  const numbersApart =
    !differ && NUMBER_ASKED.test(question.masked)
      ? quotesMatching(x, NOT_COMPARABLE).find((quote) => /\bsame\b/i.test(quote.text))
      : undefined;
  // "squad 1.1 vs 2.0, what's the difference?": one record holds both versions, and what it says
  // the later one changed is the difference; no yes or no was asked.
  const revised =
    predicateOf(question.masked) === undefined && DIFFERENCE_ASKED.test(question.masked)
      ? revisionOf(question.text, x)
      : undefined;
  reply.summary =
    (revised
      ? `${x.id} holds both; what its record says of the later one (${revised.cite.where}): “${revised.text}”`
      : undefined) ??
    (numbersApart
      ? `No: ${a.text} and ${b.text} name one benchmark, ${x.id}, but their numbers are not one quantity; its record says (${numbersApart.cite.where}): “${numbersApart.text}”`
      : undefined) ??
    (described
      ? `No: not as the question describes it. ${a.text} and ${b.text} name one record, ${x.id}, and it says (${described.cite.where}): “${described.text}”`
      : undefined) ??
    taskNameAsked(question, x, a.text, b.text) ??
    twoVersions(x, ...withVersions(question.text, a.text, b.text)) ??
    twoSettings(question, x, a.text, b.text) ??
    variantsApart(x, predicateOf(question.masked) !== undefined, a.text, b.text) ??
    (open
      ? `Not settled: the catalog files ${a.text} and ${b.text} under one record, ${x.id}, but that record says what it measures is not confirmed (summary): “${x.page.summary}”`
      : `${differ ? 'No. ' : asksEither(question.masked) || predicateOf(question.masked) === undefined ? '' : 'Yes. '}${a.text} and ${b.text} are two names of one record, ${x.id}: the same benchmark, not two.${[
          a,
          b,
        ]
          .filter(
            (one) =>
              filed(one.text) &&
              !writtenNames(x).some((name) => normalizeName(name) === normalizeName(one.text)),
          )
          .map(
            (one) =>
              ` The catalog's census files ${one.text} under ${x.id} (${ledgerName(catalog.census.ledgers.aliases?.file ?? 'aliases.yaml')}).`,
          )
          .join('')}`);
  // What the record says of its other name ("its current continuation is FLORES+ under OLDI")
  // tells why there are two: among the first quotes, beside the best of the rest.
  const other = [a.text, b.text].filter(
    (name) => normalizeName(name) !== normalizeName(x.page.name) && name.toLowerCase() !== x.id,
  );
  const ranked = (quotes: Quote[]) => rankQuotes(quotes, topicTerms(question), [RELATION_CUE]);
  const [best, ...rest] = ranked(aliasSentences(x, a.text, b.text));
  const [ofOther] = ranked(aliasSentences(x, ...other));
  const shown = ofOther && best?.text !== ofOther.text && rest[0]?.text !== ofOther.text;
  reply.sections = quoteSections(
    [
      ...(best ? [best] : []),
      ...(shown ? [ofOther] : []),
      ...rest.filter((quote) => !shown || quote.text !== ofOther.text),
    ],
    { lead: reply.summary },
  );
  reply.suggestions = [recordSuggestion(x)];
  reply.actions = [{ label: 'Lineage', id: x.id, section: 'lineage' }];
  return reply;
}

/** A sentence that keeps two variants' numbers apart: "two harness variants that are not directly comparable". */
const VARIANTS_APART = /\bnot (?:directly |numerically )?comparable\b|\b(?:do not|don't|never) mix\b/i;

/**
 * "lambada_openai vs lambada_standard, same thing?": two names one record files as two variants
 * whose numbers it keeps apart ("two harness variants that are not directly comparable") are not
 * the same benchmark as a score knows it; said with that sentence, with a "No" only where whether
 * they are the same was asked ("whats the difference, same test size?" asks no such thing).
 * Undefined where none says so.
 */
function variantsApart(x: BenchRecord, sameAsked: boolean, ...typed: [string, string]): string | undefined {
  const [first, second] = typed;
  const both = aliasSentences(x, first).filter((quote) =>
    aliasSentences(x, second).some((other) => other.text === quote.text),
  );
  const apart = both.find((quote) => VARIANTS_APART.test(quote.text));
  return apart
    ? `${sameAsked ? 'No, not as numbers: ' : ''}${first} and ${second} are two variants filed under one record, ${x.id}, which keeps their scores apart (${apart.cite.where}): “${apart.text}”`
    : undefined;
}

/**
 * "mgsm_direct vs mgsm_cot_native, what's the difference?": two names of one record asked apart,
 * each with the record's sentence that names it; undefined unless each has its own.
 */
function twoSettings(question: Question, x: BenchRecord, ...typed: [string, string]): string | undefined {
  if (!DIFFERENCE_ASKED.test(question.masked)) return undefined;
  const [first, second] = typed.map(
    (name) => rankQuotes(aliasSentences(x, name), topicTerms(question), [RELATION_CUE])[0],
  );
  if (!first || !second || first.text === second.text) return undefined;
  return `${typed[0]} and ${typed[1]} are both filed under one record, ${x.id}, which says of each (${first.cite.where}): “${first.text}” And (${second.cite.where}): “${second.text}”`;
}

/**
 * "tb 2.1 vs terminal bench 2.0, same thing?": two names of one record that end in two versions
 * are two versions of one benchmark the catalog files together, not one; said with the sentence
 * of the record on how they differ. Undefined when the names carry no two versions.
 */
/** "Just …?", "就是 … 吗": whether one is the other and no more. */
const JUST_ASKED = /\b(?:just|only|merely|simply|basically)\b|就是|只是/;

/** A sentence that says a set extends another: "IFEval-style … extended to three-turn conversations". */
const EXTENDS = /\bextend(?:s|ed|ing)?\b|\bgoes beyond\b|\bgo(?:es)? further than\b/i;

/** x's own sentence that it extends y, naming y ("IFEval-style") as it does so. */
function extendsOther(x: BenchRecord, y: BenchRecord): Quote | undefined {
  const names = writtenNames(y).map((name) => name.toLowerCase());
  return quotesMatching(x, EXTENDS).find(
    (quote) =>
      quote.cite.id === x.id &&
      ['summary', 'measures'].includes(quote.cite.where) &&
      names.some((name) => quote.text.toLowerCase().includes(name)),
  );
}

/** Where it is written that x follows y: x's predecessor field, else the evidence's own place. */
function followsWhere(x: BenchRecord, y: BenchRecord, evidence: Quote | undefined): string {
  if (x.page.lineage.predecessor === y.id) return 'lineage.predecessor';
  if (y.page.lineage.successors.includes(x.id)) return `${y.id}, lineage.successors`;
  if (!evidence) return 'lineage';
  return evidence.cite.id === x.id ? evidence.cite.where : `${evidence.cite.id}, ${evidence.cite.where}`;
}

/** A sentence that says a set goes past another: "a disjoint set of 58 new constraints", "go beyond". */
const GOES_BEYOND =
  /\bgo(?:es)? beyond\b|\bextend(?:s|ed|ing)?\b|\bdisjoint\b|\bnew (?:set of )?(?:\d+ )?(?:[\w-]+ )?(?:constraints|questions|problems|items|tasks|prompts|instructions)\b/i;

/** x's own sentence that it goes past y, naming y as it does so. */
function goesBeyond(x: BenchRecord, y: BenchRecord): Quote | undefined {
  const names = writtenNames(y).map((name) => name.toLowerCase());
  return quotesMatching(x, GOES_BEYOND).find((quote) => {
    const cue = GOES_BEYOND.exec(quote.text);
    // "tags label errors instead of adding new questions" says the opposite.
    const denied =
      cue !== null &&
      /\b(?:instead of|rather than|not|no|without|never)\s+(?:[\w-]+\s+){0,2}$/i.test(
        quote.text.slice(0, cue.index),
      );
    return !denied && quote.cite.id === x.id && names.some((name) => quote.text.toLowerCase().includes(name));
  });
}

/**
 * "Is it SQuAD 1.1 or 2.0?": the version a sentence of the record keeps while ruling the other
 * out ("runs the SQuAD 2.0 data, not plain SQuAD 1.1"); undefined where none does.
 */
function versionChosen(question: Question, x: BenchRecord): string | undefined {
  const versions = [...new Set(question.text.match(/\bv?\d+\.\d+\b/gi) ?? [])];
  // The two offered as the choice ("1.1 or 2.0"), not two named beside another choice ("tb 2.1 vs
  // terminal bench 2.0, separate or the same?").
  const offered = new RegExp(`${versions.map(escapeRegExp).join('\\s+(?:or|还是)\\s+(?:\\S+\\s+)?')}`, 'i');
  if (versions.length !== 2 || !offered.test(question.text)) return undefined;
  const ruledOut = (version: string) =>
    new RegExp(`\\b(?:not|rather than|instead of)\\s+(?:[\\w-]+\\s+){0,2}${escapeRegExp(version)}\\b`, 'i');
  const both = new RegExp(
    `^${versions.map((version) => `(?=.*\\b${escapeRegExp(version)}\\b)`).join('')}`,
    'is',
  );
  for (const quote of quotesMatching(x, both)) {
    const kept = versions.filter((version) => !ruledOut(version).test(quote.text));
    if (kept.length === 1)
      return `${kept[0]}, by the record of ${x.id} (${quote.cite.where}): “${quote.text}”`;
  }
  return undefined;
}

/**
 * Two names as typed, each with the version the question writes right after it where the name
 * itself holds none ("squad v2 … squad 1.1", where "1.1" was not read into the name).
 */
function withVersions(text: string, ...typed: [string, string]): [string, string] {
  const [one, two] = typed;
  const after = (name: string, not?: string) =>
    [...text.matchAll(new RegExp(`(?<![\\w-])${escapeRegExp(name)}\\s*(v?\\d+(?:\\.\\d+)?)(?![\\w.])`, 'gi'))]
      .map((match) => `${name} ${match[1] ?? ''}`)
      .find((versioned) => nameVersion(versioned) !== undefined && nameVersion(versioned)?.major !== not);
  const first = nameVersion(one) ? one : (after(one) ?? one);
  const second = nameVersion(two) ? two : (after(two, nameVersion(first)?.major) ?? two);
  return [first, second];
}

function twoVersions(x: BenchRecord, ...typed: [string, string]): string | undefined {
  const [one, two] = typed.map(nameVersion);
  if (!one || !two || one.major === two.major) return undefined;
  const { changed, apart } = versionDifference(x, one.major, two.major);
  const said = [changed, apart].flatMap((quote) => (quote ? [`(${quote.cite.where}): “${quote.text}”`] : []));
  return `Not the same: ${typed[0]} and ${typed[1]} are two versions (${one.version} and ${two.version}) of one benchmark, which the catalog files under one record, ${x.id}.${
    said.length > 0 ? ` The record says how they differ ${said.join(' And ')}` : ''
  }`;
}

/**
 * "Is the task just lambada_openai_cloze?": a task id typed for a record, answered from the task
 * names its harness fields give, exactly as they are written there; undefined when no task is asked.
 */
function taskNameAsked(question: Question, x: BenchRecord, ...typed: string[]): string | undefined {
  // Written as an id, as task names are: an alias of the record may still not be a runnable task.
  const id = typed.find((name) => name.includes('_') && name !== x.id);
  if (!id || !/\btasks?\b|任务/.test(question.masked)) return undefined;
  const fields = HARNESSES.flatMap((name) => {
    const tasks = leadingTasks(x.page.harness[name]);
    return tasks.length > 0 ? [{ name, tasks }] : [];
  });
  const exact = fields.find((field) => field.tasks.includes(id));
  if (exact) return `Yes: ${id} is a task name of ${x.id} (harness.${exact.name}).`;
  const [first] = fields;
  return first
    ? `Not as written: ${id} is no task name of ${x.id}; its tasks are ${first.tasks.join(', ')} (harness.${first.name}).`
    : undefined;
}

/** What a record says about the names it was asked by, other than its id ("kcle_fix"). */
function aliasSentences(record: BenchRecord, ...names: string[]): Quote[] {
  // "terminal bench 2.1" as typed, and as the record writes it ("Terminal-Bench 2.1").
  const written = writtenNames(record).filter((name) =>
    names.some((typed) => normalizeName(typed) === normalizeName(name)),
  );
  return sentencesNaming(
    record,
    [...new Set([...names, ...written])].filter((name) => name.toLowerCase() !== record.id),
  );
}

/** The record a name is a language's version of, by the words after the language: "korean legalbench". */
function languageVariantOf(catalog: Catalog, name: string): BenchRecord | undefined {
  const [first, ...rest] = name.split(/[\s_-]+/);
  if (!first || rest.length === 0 || !languageOf(first)) return undefined;
  return recordNamed(catalog, rest.join(' '));
}

/**
 * The sentence of a record that denies a word the question asks of a name it lacks: "not a
 * relabelled v1 score" of "is it just relabelled mteb v1?". It must write the name, or the words
 * of the name that are not the record's own ("v1").
 */
function deniedOfName(
  record: BenchRecord,
  missing: string,
  ownNames: readonly string[],
  asked: string,
): Quote | undefined {
  const own = new Set(ownNames.flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u)));
  const marks = missing
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= 2 && !own.has(word));
  const words = (asked.match(/\b[a-z]{5,}\b/g) ?? []).filter((word) => !STOP_WORDS.has(word));
  if (marks.length === 0 || words.length === 0) return undefined;
  const stems = words.map((word) => escapeRegExp(word.slice(0, Math.max(5, word.length - 3))));
  const denial = new RegExp(
    `\\b(?:not|never|isn't|is no)\\s+(?:a |an |the |just |simply |merely )?(?:[\\w-]+\\s+){0,2}?(?:${stems.join('|')})\\w*`,
    'i',
  );
  const marked = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${marks.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'iu',
  );
  return quotesMatching(record, denial).find((quote) => marked.test(quote.text));
}

/** A sentence that says something is translated: "which translates the same pairs", "human-translated". */
const TRANSLATES = /\btranslat\w*/i;
const NOT_TRANSLATED = /\b(?:not|never|no)\b[^.;]{0,20}\btranslat/i;

/** The record a name is a numbered version of, by the words before the version: "ifeval v2". */
function versionVariantOf(catalog: Catalog, name: string): BenchRecord | undefined {
  const head = /^(.+?)[\s_-]*v?\d+(?:\.\d+)?$/i.exec(name)?.[1];
  if (!head) return undefined;
  return recordNamed(catalog, head);
}

/** One side is a name that records link but that has no record of its own. */
function relateLinked(catalog: Catalog, a: Named, b: Named, predicate?: Predicate, asked = ''): Reply {
  const known = a.kind === 'record' ? a.record : b.kind === 'record' ? b.record : undefined;
  const linked = a.kind === 'linked' ? a : b.kind === 'linked' ? b : undefined;
  const missing = linked?.id ?? '';
  if (!known) return linkedNameReply(catalog, missing);
  const reply = emptyReply('answer', `${known.id} and ${missing}`);
  reply.recordId = known.id;
  // The name as the question and the records write it: basque_bench, "BasqueBench".
  // "TB 2.1" beside Terminal-Bench 2.0: the record's own names at the version asked.
  const version = linked?.near === known ? /\d+(?:\.\d+)+$/.exec(missing)?.[0] : undefined;
  const atVersion = version
    ? writtenNames(known)
        .filter((name) => /\d+(?:\.\d+)*$/.test(name))
        .map((name) => name.replace(/\d+(?:\.\d+)*$/, version))
    : [];
  // "COPA-Ar" is written "COPA Ar" too.
  const spellings = [
    ...new Set([
      missing,
      linked?.text ?? missing,
      missing.replace(/_/g, ' '),
      missing.replace(/-/g, ' '),
      missing.replace(/\s+/g, '-'),
      // "tau2 bench": the name read without the word "bench" the records write onto it ("τ²-bench").
      ...(/bench$/i.test(missing) ? [] : [`${missing}-bench`, `${missing} bench`]),
      ...atVersion,
    ]),
  ];
  // "HealthBench Professional scores …" names the record itself, not HealthBench.
  const ownNames = writtenNames(known).filter((name) => name.length >= 3);
  const named = sentencesNaming(known, spellings, missing).filter((quote) =>
    namesBeyond(quote.text, ownNames, spellings),
  );
  // "a korean legalbench": a language's word before another record's name; the record that says
  // it is not that record ("This is not legalbench (English, US-centric tasks)") says no to it.
  const base = languageVariantOf(catalog, missing);
  const baseDenied = base
    ? quotesMatching(known, /\bnot\b/).find((quote) =>
        writtenNames(base).some((name) => name.length >= 3 && deniesName(quote.text, name)),
      )
    : undefined;
  // A linked id the record denies, or a name its own words deny ("not CValues-Comparison").
  const saysNot =
    declaredDifferent(known).get(missing) ??
    named.find((quote) => spellings.some((name) => deniesName(quote.text, name))) ??
    baseDenied;
  // "SimpleQA Verified is a distinct benchmark …, not a revision of this one": said of it as a
  // benchmark of its own, which answers "a newer version?" with a no and "different?" with a yes.
  const distinct = saysNot ? undefined : named.find((quote) => DISTINCT.test(quote.text));
  // "Is it just relabelled mteb v1?": a sentence of the record that denies the word asked of the
  // other name ("the v2 benchmark …, not a relabelled v1 score") answers it with a no.
  const denied =
    saysNot || distinct || predicate === undefined
      ? undefined
      : deniedOfName(known, missing, ownNames, asked);
  // What the record says of it, how they relate first ("Terminal-Bench 2.1, a same-generation revision").
  // "What's the difference?", "how do they relate?" (no verdict asked): the sentence that says
  // what the other added, before how they relate.
  // "ifeval v2", a version of a record the catalog holds: what the record says of that record,
  // where it says nothing of the version's name ("a disjoint set of 58 new constraints").
  const ofBase =
    !base && !saysNot && !distinct && named.length === 0 ? versionVariantOf(catalog, missing) : undefined;
  const [said] = saysNot
    ? []
    : distinct
      ? [distinct]
      : ofBase && ofBase.id !== known.id
        ? rankQuotes(relationSentences(known, ofBase, catalog.records), new Set(), [CHANGED, RELATION_CUE])
        : rankQuotes(named, new Set(), predicate === undefined ? [ADDED, RELATION_CUE] : [RELATION_CUE]);
  // "Is HealthBench Professional the same as HealthBench?" of a record whose lineage names the
  // other as what it follows: a later set, not the same one.
  const follows =
    predicate === 'same' && normalizeName(known.page.lineage.predecessor ?? '') === normalizeName(missing);
  const verdict = denied
    ? `No, by the record of ${known.id} (${denied.cite.where}): “${denied.text}” `
    : follows
      ? `No: ${known.id} names ${missing} as its predecessor (lineage.predecessor). `
      : distinct && predicate
        ? predicate === 'different'
          ? 'Yes, a benchmark of its own. '
          : ['same', 'version', 'part', 'just', 'variant'].includes(predicate)
            ? 'No, a benchmark of its own. '
            : ''
        : '';
  // Silent itself, its family's page may speak of the name ("Arena-Hard-Auto" on arena_elo's).
  const family = catalog.records.get(known.page.lineage.family);
  const [familySaid] =
    saysNot || said || !family
      ? []
      : rankQuotes(sentencesNaming(family, spellings, missing), new Set(), [RELATION_CUE]);
  // Or the record that writes the name as its own ("tinyMMLU", a task of tinybenchmarks' group).
  const writer = linked?.near && linked.near !== known ? linked.near : undefined;
  const [writerSaid] =
    saysNot || said || familySaid || !writer
      ? []
      : rankQuotes(sentencesNaming(writer, spellings, missing), new Set(), [WRITES_AS_PART, RELATION_CUE]);
  // "Is PAWS-X just PAWS translated?": "This is not PAWS-X, which translates the same Wikipedia
  // pairs" keeps two records apart, and says the other translates this one: the relation asked.
  const translates =
    saysNot && predicate === 'translation' && a === linked
      ? [saysNot, ...named].find((quote) => TRANSLATES.test(quote.text) && !NOT_TRANSLATED.test(quote.text))
      : undefined;
  // "What's the difference?" asks no yes or no.
  reply.summary = translates
    ? `Yes, as a record of its own: the record of ${known.id} says it is not ${missing}, and says of ${missing} (${translates.cite.where}): “${translates.text}” The catalog has no record of ${missing}.`
    : saysNot
      ? saysNot === baseDenied && base
        ? `${predicate === undefined ? '' : 'No. '}The record of ${known.id} says it is not ${base.id} (${saysNot.cite.where}): “${saysNot.text}” The catalog has no record of ${missing}.`
        : `${predicate === undefined ? '' : 'No. '}The record of ${known.id} says it is not ${missing}. The catalog has no record of ${missing}.`
      : said
        ? `${verdict}The catalog has no record of its own for ${missing}; the record of ${known.id} says of ${ofBase && ofBase.id !== known.id ? ofBase.id : 'it'} (${said.cite.where}): “${said.text}”`
        : familySaid && family
          ? `The catalog has no record of its own for ${missing}, and the record of ${known.id} does not name it; the record of its family, ${family.id}, says of it (${familySaid.cite.where}): “${familySaid.text}”`
          : writerSaid && writer
            ? `The catalog has no record of its own for ${missing}, and the record of ${known.id} does not name it; ${missing} is written on the record of ${writer.id}, which says (${writerSaid.cite.where}): “${writerSaid.text}”${writerSaid.text === writer.page.summary.trim() ? '' : ` What ${writer.id} is (summary): “${writer.page.summary.trim()}”`}`
            : predicate === undefined
              ? // "What's the difference?" beside a name it lacks: what the one it has is.
                `The catalog has no record of ${missing}, and the record of ${known.id} does not name it, so it cannot set the two side by side. What ${known.id} is (summary): “${known.page.summary.trim()}”`
              : `The catalog does not establish that ${known.id} is ${missing}: it has no record for ${missing}, and the record of ${known.id} does not say so.`;
  // What the known record says of the name, linked or only written ("GLUE" in SuperGLUE's page).
  const quotes: Quote[] = [...(saysNot ? [saysNot] : []), ...named].filter((quote) => quote !== said);
  for (const mention of catalog.mentions.get(missing) ?? []) {
    quotes.push({ text: mention.sentence, cite: { id: mention.from, where: mention.where } });
  }
  reply.sections = quoteSections(quotes, { lead: reply.summary });
  reply.suggestions = [recordSuggestion(known)];
  return reply;
}

/** Whether a text names one of `names` other than inside one of the record's own names. */
function namesBeyond(sentence: string, own: readonly string[], names: readonly string[]): boolean {
  // "C²LEVA" is C2LEVA as typed.
  const text = typedText(sentence);
  const spans = (name: string) =>
    [...text.matchAll(new RegExp(`(?<![\\w-])${escapeRegExp(typedText(name))}(?![\\w-])`, 'gi'))].map(
      (match) => ({
        start: match.index,
        end: match.index + match[0].length,
      }),
    );
  const ownSpans = own.flatMap(spans);
  return names.some((name) =>
    spans(name).some(
      ({ start, end }) =>
        !ownSpans.some(
          (span) => span.start <= start && span.end >= end && span.end - span.start > end - start,
        ),
    ),
  );
}

/** What "which is harder / newer / bigger" compares, and the words that ask it. */
const WHICH = [
  {
    kind: 'difficulty',
    asks: /\bharder\b|\beasier\b|\bmore (?:difficult|challenging)\b|\btougher\b|\bdifficult|哪个(?:更|比较)?难|(?:更|比较)(?:难|简单|容易)/,
  },
  {
    kind: 'age',
    asks: /\bnewer\b|\bolder\b|\bmore recent\b|\bcame (?:first|out first)\b|\bwhich (?:is|came) first\b|哪个(?:更|比较)?(?:新|早|晚)|(?:谁|哪个)先出|更新一些/,
  },
  {
    kind: 'size',
    // Not "with bigger numbers", "larger contexts": what the items hold, not how many there are.
    asks: /\b(?:bigger|larger|smaller)\b(?!\s+(?:numbers?|values?|integers?|contexts?|inputs?|images?|files?|repos?|codebases?|documents?)\b)|\b(?:more|fewer) (?:(?:test|dev|eval|validation) )?(?:items|questions|qs|problems|examples|prompts|samples|tasks|rows)\b|(?:题|任务)(?:更|比较)?(?:多|少)/,
  },
] as const;

/** What a "which is …" question compares: "difficulty", "age" or "size", the first it asks. */
export function whichAsked(masked: string): string | undefined {
  return WHICH.find((one) => one.asks.test(masked))?.kind;
}

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
  // "Which is newer and which is harder?": each, in the order asked.
  const asked = WHICH.map((one) => ({ kind: one.kind, at: question.masked.search(one.asks) }))
    .filter(({ at }) => at !== -1)
    .sort((a, b) => a.at - b.at)
    .map(({ kind }) => kind);
  const kinds = asked.length > 0 ? asked : (['difficulty'] as const);
  const reply = emptyReply('answer', `${x.id} and ${y.id}`);
  reply.recordId = x.id;
  const about = relationSentences(x, y, catalog.records);
  reply.summary = kinds.map((which) => whichLead(which, question, about, x, y)).join(' ');
  const terms = topicTerms(question);
  reply.sections = quoteSections(
    rankQuotes(about, terms, kinds.includes('difficulty') ? [DIFFICULTY_CUE] : []),
    { lead: reply.summary },
  );
  if (question.numbers.length > 0) {
    reply.warnings.push(
      `Scores on ${x.id} and ${y.id} are not comparable: they are different benchmarks, so a gap between two scores does not rank anything, and its size is not evidence of a fault.`,
    );
  }
  reply.suggestions = [recordSuggestion(x), recordSuggestion(y)];
  return reply;
}

/** A short label a record gives its parts: "R1", "L5", "T2". */
const PART_LABEL = /(?<![\w-])[a-z]{1,2}\d{1,2}(?![\w-])/gi;

/** A label written as a word on its own: "R1", not the "r1" inside "gsm-r1x". */
const labelWritten = (label: string) => new RegExp(`(?<![\\w-])${escapeRegExp(label)}(?![\\w-])`, 'i');

/** Whether a name is a short label the record writes for a part of its own ("R1"), not a version ("v2"). */
export function ownPartLabel(record: BenchRecord, name: string): boolean {
  return (
    /^[a-z]{1,2}\d{1,2}$/i.test(name) &&
    !/^v\d/i.test(name) &&
    quotesMatching(record, labelWritten(name)).length > 0
  );
}

/**
 * "anli r1 vs r3, which round is harder?": of two parts one record labels, the sentence that names
 * both with a word on difficulty ("accuracy typically drops from R1 to R3"), in the record's words.
 * Undefined where the question names no two such labels, or no sentence speaks of them so.
 */
export function whichPartIs(question: Question, record: BenchRecord): Reply | undefined {
  if (WHICH.find((one) => one.asks.test(question.masked))?.kind !== 'difficulty') return undefined;
  const labels = [
    ...new Set((question.masked.match(PART_LABEL) ?? []).map((label) => label.toUpperCase())),
  ].filter((label) => ownPartLabel(record, label));
  if (labels.length !== 2) return undefined;
  const [said] = quotesMatching(record, DIFFICULTY_CUE).filter((quote) =>
    labels.every((label) => labelWritten(label).test(quote.text)),
  );
  if (!said) return undefined;
  const reply = emptyReply('answer', `${record.page.name} (${record.id})`);
  reply.recordId = record.id;
  reply.summary = `On how hard ${labels.join(' and ')} of ${record.id} are, its record says (${said.cite.where}): “${said.text}”`;
  reply.suggestions = [recordSuggestion(record)];
  return reply;
}

/** The lead on one of "harder", "newer" and "bigger" for two records. */
function whichLead(
  which: (typeof WHICH)[number]['kind'],
  question: Question,
  about: readonly Quote[],
  x: BenchRecord,
  y: BenchRecord,
): string {
  if (which === 'age') {
    const [newer, older] = x.page.released > y.page.released ? [x, y] : [y, x];
    return x.page.released && y.page.released && x.page.released !== y.page.released
      ? /\bolder\b|\bearlier\b|\bfirst\b/.test(question.masked)
        ? `${older.id} is older: released ${older.page.released}, against ${newer.page.released} for ${newer.id} (released).`
        : `${newer.id} is newer: released ${newer.page.released}, against ${older.page.released} for ${older.id} (released).`
      : `The catalog does not establish which is newer: ${x.id} was released ${x.page.released || 'on an unrecorded date'}, ${y.id} ${y.page.released || 'on an unrecorded date'} (released).`;
  }
  if (which === 'size' && /\btasks\b|任务/.test(question.masked)) return moreTasks(x, y);
  if (which === 'size') {
    const [sx, sy] = [x.page.dataset.size, y.page.dataset.size];
    // A record with no single count may say its parts' counts in its size note: quoted, to weigh.
    const noted = (record: BenchRecord) =>
      record.page.dataset.size === null && record.page.dataset.size_note.trim() !== ''
        ? `${record.id} has no single count (dataset.size is empty); its size note says (dataset.size_note): “${oneLine(record.page.dataset.size_note)}”`
        : undefined;
    const counted = (record: BenchRecord, size: number) =>
      `${record.id} has ${formatNumber(size)} items (dataset.size).`;
    const [nx, ny] = [noted(x), noted(y)];
    return sx !== null && sy !== null && sx !== sy
      ? `${sx > sy ? x.id : y.id} is bigger: ${x.id} has ${formatNumber(sx)} items, ${y.id} ${formatNumber(sy)} (dataset.size).`
      : sx !== null && sx === sy
        ? `Neither is bigger: ${x.id} and ${y.id} have ${formatNumber(sx)} items each (dataset.size).`
        : sx !== null && ny
          ? `${counted(x, sx)} ${ny}`
          : sy !== null && nx
            ? `${nx} ${counted(y, sy)}`
            : `The catalog does not establish which is bigger: ${x.id} has ${sx === null ? 'an unrecorded number of' : formatNumber(sx)} items, ${y.id} ${sy === null ? 'an unrecorded number' : formatNumber(sy)} (dataset.size).`;
  }
  return difficultyLead(about, x, y);
}

/**
 * "Which has more tasks?": each record's task count as its size answer gives it, since one
 * record's size counts tasks (89) and another's items in 23 tasks (6,511).
 */
function moreTasks(x: BenchRecord, y: BenchRecord): string {
  const size = FACETS.find((facet) => facet.name === 'size');
  const [lx, ly] = [x, y].map((record) => size?.answer(record, 'how many tasks').lead ?? '');
  const tasks = (lead: string) => /^\S+ has ([\d,]+) tasks\b/.exec(lead)?.[1]?.replace(/,/g, '');
  const [tx, ty] = [lx, ly].map((lead) => {
    const count = tasks(lead ?? '');
    return count ? Number(count) : undefined;
  });
  if (tx !== undefined && ty !== undefined && tx !== ty) {
    const [more, fewer] = tx > ty ? [x, y] : [y, x];
    return `${more.id} has more tasks: ${more.id} ${formatNumber(Math.max(tx, ty))}, ${fewer.id} ${formatNumber(Math.min(tx, ty))}. ${lx} ${ly}`;
  }
  return `The records count their tasks as follows. ${lx} ${ly}`;
}

function difficultyLead(about: readonly Quote[], x: BenchRecord, y: BenchRecord): string {
  for (const quote of about) {
    const own = quote.cite.id === x.id ? x : quote.cite.id === y.id ? y : undefined;
    if (!own) continue;
    const other = own === x ? y : x;
    const harder = HARDER.exec(quote.text);
    if (harder) {
      const which = saidOf(quote.text, harder, own, other);
      return which === own
        ? `${own.id} is the harder one, in its record's words (${own.id}, ${quote.cite.where}): “${quote.text}”`
        : `${other.id} is the harder one, by the record of ${own.id} (${quote.cite.where}): “${quote.text}”`;
    }
    const easier = EASIER.exec(quote.text);
    if (easier && saidOf(quote.text, easier, own, other) === own)
      return `${other.id} is the harder one: the record of ${own.id} calls itself the easier (${quote.cite.where}).`;
  }
  return `The catalog does not say outright which of ${x.id} and ${y.id} is harder; what the records say:`;
}

/**
 * Which of two records a comparative in one's sentence is said of: the one named right after it
 * ("a harder successor, MMMU-Pro"), else the one named last before it ("released MMMU-Pro … as a
 * harder follow-up"), else the sentence's own record; "harder than MMMU" is said of the other.
 */
function saidOf(text: string, found: RegExpExecArray, own: BenchRecord, other: BenchRecord): BenchRecord {
  const names = (record: BenchRecord) =>
    writtenNames(record)
      .filter((name) => name.length >= 3)
      .map((name) => new RegExp(`(?<![\\p{L}\\p{N}_-])${escapeRegExp(name)}(?![\\p{L}\\p{N}_-])`, 'giu'));
  const at = (record: BenchRecord, from: number, to: number) =>
    names(record).flatMap((name) =>
      [...text.slice(from, to).matchAll(name)].map((match) => from + (match.index ?? 0)),
    );
  const end = found.index + found[0].length;
  if (/\bthan$/i.test(found[0])) {
    const after = /^\s+[^.;,]{0,40}/.exec(text.slice(end))?.[0] ?? '';
    if (at(other, end, end + after.length).length > 0) return own;
    if (at(own, end, end + after.length).length > 0) return other;
  }
  // "a harder successor, MMMU-Pro,": the name set beside the phrase.
  const apposed = /^[\s\w-]{0,20}?[,(]\s*/.exec(text.slice(end))?.[0].length;
  if (apposed !== undefined) {
    const from = end + apposed;
    if (at(other, from, from + 40).includes(from)) return other;
    if (at(own, from, from + 40).includes(from)) return own;
  }
  const lastOther = Math.max(-1, ...at(other, 0, found.index));
  const lastOwn = Math.max(-1, ...at(own, 0, found.index));
  return lastOther > lastOwn ? other : own;
}

/**
 * "Is AIR-Bench the audio-language one?": a benchmark asked after by a description, not a name.
 * "A vs B, is that the same dataset?" asks whether two are one, no description.
 */
export const DESCRIBED =
  /^\W*(?:is|are)\s+(?:this|that|it|§)\s+the\s+(?!(?:still\s+)?(?:current|latest|newest|most recent)\s|(?:very\s+|exact\s+)?same\b|(?:newer|older|earlier|later|harder|easier|bigger|smaller|larger|longer|shorter|better|worse|original)\s)([\p{L}\p{N}][\p{L}\p{N} +-]{1,40}?)\s+(?:one|version|benchmark|dataset|eval)\W*$/u;

/**
 * "Is X the audio-language one?": a sentence of X's record that denies the description ("not the
 * unrelated audio-language dataset that also carries the name") is a No; one that only names it
 * is quoted without a verdict.
 */
export function described(question: Question, record: BenchRecord, asked?: string): Reply {
  const description = asked ?? DESCRIBED.exec(question.masked)?.[1]?.trim() ?? '';
  const choice = /^(.+?)\s+(?:one|version|benchmark|dataset|eval)\s+or\s+(?:the\s+)?(.+)$/.exec(description);
  if (choice?.[1] && choice[2]) return describedChoice(record, choice[1], choice[2]);
  const { said, denial } = descriptionSaid(record, description);
  const reply = emptyReply('answer', `${record.id}: the ${description} one?`);
  reply.recordId = record.id;
  const [first] = said;
  reply.summary = denial
    ? `No: the record of ${record.id} says it is not the ${description} one (${denial.cite.where}): “${denial.text}”`
    : first
      ? `The record of ${record.id} says (${first.cite.where}): “${first.text}”`
      : `The record of ${record.id} does not mention ${description}. ${record.id}: ${record.page.summary}`;
  reply.sections = quoteSections(
    said.filter((quote) => quote !== (denial ?? first)),
    { lead: reply.summary },
    2,
  );
  reply.suggestions = [recordSuggestion(record)];
  return reply;
}

/**
 * "Is AIR-Bench the safety one or the audio one?": the one its category or summary says it is,
 * and the one its text denies, each with the record's words; where neither is said, so.
 */
function describedChoice(record: BenchRecord, first: string, second: string): Reply {
  const reply = emptyReply('answer', `${record.id}: the ${first} one or the ${second} one?`);
  reply.recordId = record.id;
  const own = `${record.page.category} ${record.page.subcategory ?? ''} ${record.page.summary}`;
  const fits = (description: string) =>
    description.split(/[\s-]+/).every((word) => new RegExp(`\\b${escapeRegExp(word)}`, 'i').test(own));
  const [one, other] = [first, second].map((description) => ({
    description,
    fits: fits(description),
    ...descriptionSaid(record, description),
  }));
  if (!one || !other) return reply;
  const is = [one, other].find((option) => option.fits && !option.denial);
  const isNot = [one, other].find((option) => option !== is && option.denial);
  const denied = isNot?.denial
    ? ` Not the ${isNot.description} one (${isNot.denial.cite.where}): “${isNot.denial.text}”`
    : '';
  // "The InCoder one or the OpenAI FIM one?" of a summary that says two tasks come from each: both.
  const both = [one, other].every((option) => option.fits && !option.denial);
  reply.summary = both
    ? `Both: ${record.id} is filed under ${record.page.category}, and its summary says: “${oneLine(record.page.summary)}”`
    : is
      ? `The ${is.description} one: ${record.id} is filed under ${record.page.category}, and its summary says: “${oneLine(record.page.summary)}”${denied}`
      : isNot
        ? `Not the ${isNot.description} one, by the record of ${record.id}.${denied}`
        : `The record of ${record.id} does not say whether it is the ${first} one or the ${second} one. ${record.id}: ${record.page.summary}`;
  reply.sections = quoteSections(
    [one, other].flatMap((option) => option.said).filter((quote) => quote !== isNot?.denial),
    { lead: reply.summary },
    2,
  );
  reply.suggestions = [recordSuggestion(record)];
  return reply;
}

/** Short forms a description is written in, as the records spell them out: "audio llm" is "audio-language model". */
const SPELT_OUT: Readonly<Record<string, string>> = {
  llm: String.raw`(?:llm|(?:large[\s-]+)?language[\s-]*model)`,
  llms: String.raw`(?:llms|(?:large[\s-]+)?language[\s-]*models)`,
  vlm: String.raw`(?:vlm|vision[\s-]*language[\s-]*model)`,
  vlms: String.raw`(?:vlms|vision[\s-]*language[\s-]*models)`,
};

/** A record's sentences that name a description ("audio one"), and the one that denies it of the record. */
export function descriptionSaid(record: BenchRecord, description: string): { said: Quote[]; denial?: Quote } {
  const loose = new RegExp(
    description
      .split(/[\s-]+/)
      .map((word) => SPELT_OUT[word.toLowerCase()] ?? escapeRegExp(word))
      .join('[\\s-]*'),
    'i',
  );
  const said = quotesMatching(record, loose);
  // Denied of a set, not of something else in the sentence: "not the unrelated audio-language
  // dataset", not "not a current frontier ceiling".
  const ofASet = new RegExp(
    `${loose.source}(?:[\\w-]*)\\s+(?:[\\w-]+\\s+)?(?:dataset|benchmark|one|version|set|board|leaderboard|edition|track)\\b`,
    'i',
  );
  // "This is not Automatic Prompt Engineer": a name of several words, written in capitals, is a
  // thing of its own however the sentence goes on.
  const properName = (text: string) => {
    const written = loose.exec(text)?.[0] ?? '';
    return /\s/.test(written) && written.split(/[\s-]+/).every((word) => /^\p{Lu}/u.test(word));
  };
  const denial = said.find(
    (quote) =>
      (ofASet.test(quote.text) || properName(quote.text)) &&
      deniesName(quote.text, loose.exec(quote.text)?.[0] ?? description),
  );
  return denial ? { said, denial } : { said };
}

/**
 * "the top score on AIR-Bench, the audio-language one?": a description written beside the name
 * that the record denies of itself. Its answer, a No, replaces one about the record that is not
 * the one meant; undefined when the record does not deny it.
 */
export function deniedDescription(question: Question, record: BenchRecord): Reply | undefined {
  // "是 coding 类的评测吗" asks the kind the catalog files it under, not what the name is taken for.
  if (CATEGORY_ASKED.test(question.masked)) return undefined;
  // A harness before the name ("the inspect paws task") says where it runs, not which one.
  const before = DESCRIBED_BEFORE.exec(question.masked);
  const after = DESCRIBED_AFTER.exec(question.masked);
  const plain = (found: RegExpExecArray | null) =>
    found?.[1] && !isHarnessName(found[1]) && !PLAIN_QUALIFIERS.test(found[1]) ? found : null;
  const found =
    DESCRIBED_NAME.map((pattern) => pattern.exec(question.masked)).find(Boolean) ??
    DESCRIBED_BESIDE.exec(question.masked) ??
    plain(before) ??
    plain(after) ??
    plain(DESCRIBED_TRAILING.exec(question.masked));
  const description = found?.[1]?.trim();
  if (!description) return undefined;
  const reply = described(question, record, description);
  return reply.summary?.startsWith('No:') ? reply : undefined;
}

/**
 * "Is ACLUE a subset of CLUE?" where the catalog has no CLUE: the other's name as the question
 * writes it, after the relation ("a subset of", "的子集").
 */
const UNNAMED_OTHER = [
  /^\W*(?:is|are)\s+§\s+(?:[\p{L}-]+\s+){0,4}?(?:of|as|from)\s+(?:the\s+)?([\p{L}\p{N}][\p{L}\p{N}+-]*)(?:\s+(?:benchmark|dataset|suite|set|eval|one))?\W*$/u,
  /§\s*(?:是不是|是否是|是否为|是)\s*([\p{L}\p{N}+-]+?)\s*的/u,
];

/**
 * "Is ACLUE a subset of CLUE?", CLUE no record: a sentence of the record that denies that very
 * relation with the name is a No, and one where the record states it ("TMMLU+ succeeds TMMLU") a
 * Yes, said as it is for two records. Undefined when none does, and the question is answered as
 * any other about the one record.
 */
export function relationToUnnamed(question: Question, record: BenchRecord): Reply | undefined {
  const predicate = predicateOf(question.masked);
  const name = UNNAMED_OTHER.map((pattern) => pattern.exec(question.masked)?.[1]).find(Boolean);
  if (!predicate || !name || predicate === 'different') return undefined;
  const written = new RegExp(`(?<![\\p{L}\\p{N}+])${escapeRegExp(name)}(?![\\p{L}\\p{N}+])`, 'iu');
  const said = quotesMatching(record, written);
  const denial = said.find((quote) => deniesRelation(quote.text, name, predicate));
  // "TMMLU+ succeeds TMMLU": the record, as the subject, states the very relation with the name.
  const affirmed = denial
    ? undefined
    : said.find((quote) => affirmsRelation(quote.text, name, predicate, writtenNames(record)));
  const evidence = denial ?? affirmed;
  if (!evidence) return undefined;
  const reply = emptyReply('answer', `${record.id} and ${name}`);
  reply.recordId = record.id;
  reply.summary = `${verdictSentence(denial ? 'no' : 'yes', record.id, askedAs(predicate, mannerOf(question.masked), name))} The record of ${record.id} says so (${evidence.cite.where}): “${evidence.text}”`;
  reply.sections = quoteSections(
    said.filter((quote) => quote !== evidence),
    { lead: reply.summary },
    2,
  );
  reply.suggestions = [recordSuggestion(record)];
  return reply;
}

/** Words before a name that say which run or which copy, not which benchmark. */
const PLAIN_QUALIFIERS =
  /^(?:original|new|newer|old|older|latest|current|full|same|other|first|second|whole|official|public|english|standard|regular|normal|usual|main|base|plain|entire|actual|real)$/i;

/** "the audio AIR-Bench": a word before the name that says which one is meant. */
const DESCRIBED_BEFORE = /\bthe\s+([\p{L}][\p{L}-]{2,24})\s+§/u;

/** "the AIR-Bench audio benchmark": a word between the name and the noun it qualifies. */
const DESCRIBED_AFTER = /§\s+([\p{L}][\p{L}-]{2,24})\s+(?:benchmark|one|version|dataset|eval|set|suite)\b/u;

/** "AIR bench audio - what's the top score?": one word after the name, then a break. */
const DESCRIBED_TRAILING = /§\s+([\p{L}][\p{L}-]{2,24})\s*(?:[-–—:,?]|$)/u;

/**
 * "is APE the automatic prompt engineer thing?", "APE 是 automatic prompt engineer 吗": what the
 * name is taken for (in English, two words or more). Only its denial answers (deniedDescription), so a
 * description the record never mentions is asked as any other question.
 */
const DESCRIBED_NAME = [
  /^\W*(?:is|are)\s+§\s+(?:the|an?)\s+([\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*){1,5}?)(?:\s+(?:thing|one|paper|method|project|benchmark|dataset|eval))?\W*$/u,
  /§\s*(?:是不是|是否是|就是|是)\s*(?:那个)?\s*([A-Za-z][A-Za-z-]*(?:\s+[A-Za-z][A-Za-z-]*){0,5})\s*(?:的)?\s*(?:那个|这个)?\s*(?:吗|嘛|么)?\W*$/u,
];

const DESCRIBED_BESIDE = /§\s*,?\s*(?:the|that)\s+([\p{L}\p{N}][\p{L}\p{N} +-]{1,40}?)\s+(?:one|version)\b/u;

/**
 * The sentence of x's that denies a language the question gives it ("… a JavaScript/TypeScript
 * task set rather than to Python"), where the evidence already found does not.
 */
function languageDenied(masked: string, x: BenchRecord, evidence: string): Quote | undefined {
  const languages = predicateWords(masked).filter(
    (word) => (languageOf(word) ?? codeLanguageOf(word)) !== undefined,
  );
  const denies = (text: string) => languages.some((word) => deniesWord(text, word));
  if (languages.length === 0 || denies(evidence)) return undefined;
  return quotesMatching(x, /\b(?:not|rather than|instead of|unlike)\b/i).find((quote) => denies(quote.text));
}
