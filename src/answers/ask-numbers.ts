/**
 * Questions about numbers: "we got 45 on A and they report 50 on B, are we behind?", "is 5-shot
 * X comparable with 0-shot X?", "can I average the X tasks?", "our bpb went 0.91 -> 0.87, is that
 * a regression?", "a lab claims 25% on X, is that good?". The first sentence is the verdict of
 * the compare logic or a fact of the record; numbers that are not comparable are never ranked, and
 * no score is called good or bad on benchbot's own authority.
 */
import type { Catalog } from '../catalog/catalog.js';
import { sentences } from '../catalog/links.js';
import type { BenchRecord } from '../catalog/record.js';
import { HARNESSES } from '../catalog/schema.js';
import { emptyReply, type Reply } from '../reply.js';
import { MODEL_NAME } from '../search/models.js';
import { escapeRegExp, normalizeName } from '../search/normalize.js';
import { COMMON_WORDS, STOP_WORDS } from '../search/words.js';
import { assess, conditions, metricTop, scaleWriting, scoreVerdict, testSplitSize } from './compare.js';
import { englishFor } from './chinese-words.js';
import { FINDING_ASKED, findingOf } from './finding.js';
import { deniesWord } from './evidence.js';
import {
  countIn,
  fact,
  formatNumber,
  gapBetween,
  NUMBER_WORDS,
  numbersOf,
  oneLine,
  withUnit,
} from './facts.js';
import { humanFigure, ownWords, randomFigure, topScoreWritten, uncheckedFigures } from './facets.js';
import { harnessNames } from './harnesses.js';
import { LANGUAGES } from './languages.js';
import { recordSuggestion } from './lookup.js';
import { afterModelName, NAME_MARK, type Named, type Question } from './question.js';
import { quoteSections, rankQuotes, termsIn, termsOf, topicTerms } from './quotes.js';
import {
  compareWarnings,
  NOT_COMPARABLE,
  quotesMatching,
  relationSentences,
  saysModelJudges,
  sentenceAfter,
  sentencesNaming,
  writtenNames,
  type Quote,
} from './relations.js';
import { nameVersion, sameVersion, versionAfterName, versionDifference, versionsIn } from './versions.js';
import { CHANGED, RELATION_CUE } from './ask-relate.js';

/** "A vs B": a comparison when nothing else is asked, else only the way two names are set side by side. */
export const VERSUS_WORDS = /\bvs\.?(?!\w)|\bversus\b/;

/** The usual splits by one name each: "val" and "dev" are the validation split. */
const SPLIT_KEY: Record<string, string> = {
  val: 'validation',
  dev: 'validation',
  验证集: 'validation',
  开发集: 'validation',
  测试集: 'test',
  hidden: 'heldout',
};

/** The usual splits' names, however a question writes them. */
const SPLIT_WORDS = 'val|validation|dev|test|devtest|train|public|private|hidden|held[- ]?out';
const USUAL_SPLIT = new RegExp(`^(?:${SPLIT_WORDS})$`);
/** Two of them named as splits: "on the val", "test number", "验证集". */
const SPLITS_NAMED = new RegExp(
  `(?:\\b(?:on|the|its|their|our|his|her)\\s+(?:own\\s+)?|§\\s+)(${SPLIT_WORDS})\\b|\\b(${SPLIT_WORDS})\\s+(?:split|set|score|number|results?)\\b|(验证集|测试集|开发集)`,
  'g',
);

/** With two numbers of one benchmark, words that ask whether they are one measure: "same thing?". */
export const SAME_MEASURE_WORDS =
  /\bsame (?:thing|number|score|measure|(?:kind|type|sort) of (?:number|score|metric|measure|result)s?)\b|一回事|一样吗/;

/** Words that ask whether numbers relate: a ranking, a trend, a place in one table. */
export const RANKING_WORDS =
  /\bcompar|\bbetter\b|\bworse\b|\b(?:are|is|am) (?:we|i|it|they|that|this|ours?) (?:still )?(?:below|above|under|over)\b|\breal (?:gain|improvement|difference|drop)\b|\bmeaningful(?:ly)?\b|\bsignifican|\bgain\b|\bbehind\b|\bahead\b|\bbeat\b|\boutperform|\bhigher than\b|\blower than\b|\bsame (?:column|table|row|chart|plot|scale)\b|\b(?:sit|go|put|be) in (?:one|a single) (?:table|column|chart|row)\b|\bside by side\b|\binterchangeab|\bapples[- ]to[- ]apples\b|\bstacks? up\b|\bmeasures? up\b|\bwhere do (?:we|i) stand\b|\bon par\b|\b(?:the )?same level\b|\b(?:that|the|this|such a) (?:big |large |huge |steep )?(?:drop|jump|fall)\b|\btied\b|\bclose to\b|\bfar from\b|\bneck and neck\b|\bwithin noise\b|\bat (?:gpt|claude|gemini|llama|qwen|human|expert|sota|frontier)[\w.-]* level\b|\bas good as\b|\bcaught up\b|\blike[- ]for[- ]like\b|\bfair comparison\b|\bregress|\bgap\b|\bwhich (?:one |number )?(?:do|should) (?:i|we) report\b|\bwhich (?:one|number|figure|score|result) is (?:right|correct|real|true|accurate)\b|\bwhich is the real (?:number|score|one)\b|哪个(?:是)?(?:对|准|真)|\bmatch(?:es)? (?:theirs|ours|the)\b|\b(?:treat|use|count|read|report|pass)\b[^.?;]{0,40}\bas (?:an? |the )?[^.?;]{0,20}\b(?:score|number|result)\b|比较|对比|(?:同一|一个)水平|水平(?:一样|相当|差不多)|能.*比|可以[^。？?]*比|可比|落后|领先|谁更|更强|更好|更差|退步|变差|显著|真(?:的|正)?提升|算(?:是)?提升|噪声|噪音|(?:当成|当作|视为|算作|等同于?)[^。？]{0,20}(?:分数|成绩|得分)/;

/** Words that ask to merge several scores into one. */
export const AGGREGATE_WORDS =
  /(?<!\b(?:humans?|experts?|people|annotators?)\s+)\baverag(?!\w*\s+(?:humans?|persons?|people|experts?|annotators?)\b)(?!\w*\s+(?:context|input|prompt|document|sequence|passage)?\s*(?:length|len|tokens?|size|words?)\b)|\bcombin|\baggregat|\bmean of\b|(?<!\bpart of (?:the )?|\bin (?:the )?)\b(?:one|single|overall)\s+(?:(?:overall|official|single)\s+)?(?:§\s+)?(?:number|score)\b|\binto one\b|(?<!-)\bsum\b|\bmix(?:ed)?\b|(?<!人类|人|专家)平均(?!(?:的)?(?:上下文|输入|文档|序列)?(?:大概|大约|约|有)?(?:长度|多长|长|token|词|字))|合并|混在一起|混合|总分|合在一起|合成一个|一个(?:总)?分/;

/** Words that ask which way is better, or whether a change is a regression. */
/** Words that say one number became another: a before and an after, not two runs side by side. */
export const CHANGE_WORDS =
  /->|→|\bwent (?:up|down|from)\b|\bfrom\b.*\bto\b|\bdropped\b|\brose\b|\bregress|\bimprov|\bincreased\b|\bdecreased\b|\bbefore\b|\bafter\b|\bnow\b|\bprogress|\blast (?:week|month|quarter|year|run|release|checkpoint)\b|退步|进步|提升|提高|下降|变好|变差|从.{0,30}(?:提|升|涨|降|掉|变)到|上(?:个|一)?(?:月|周|次|版)|这(?:个)?(?:月|周|次|版)/;

/** Words that ask which way a metric is better, not how a number moved. */
export const BETTER_WAY_WORDS =
  /\b(?:higher|lower|bigger|smaller)(?:[- ](?:number|score|value)s?)?[- ](?:is[- ]|=\s*)?(?:better|worse)\b|\b(?:higher|lower)(?: (?:number|score|value)s?)?\s*(?:=|means?|is)\s*(?:more|less)\b|\bbetter or worse\b|\b(?:higher|lower) or (?:higher|lower)\b|\bwhich (?:direction|way)\b[^?]{0,20}\bbetter\b|越高越好|越低越好|哪个方向/;

export const DIRECTION_WORDS =
  /\b(?:higher|lower|bigger|smaller)(?:[- ](?:number|score|value)s?)?[- ](?:is[- ]|=\s*)?(?:better|worse)\b|\bis (?:an? )?(?:higher|lower|bigger|smaller)(?: (?!than\b)[\w-]+){0,3}? (?:better|worse|good|bad)\b|\b(?:higher|lower)(?: (?:number|score|value)s?)?\s*(?:=|means?|is)\s*(?:more|less|safer|riskier)\b|\bdoes (?:a )?(?:higher|lower)\s+(?:§\s+)?(?:score|number|value)\s+mean\b|\bbetter or worse\b|\b(?:higher|lower) or (?:higher|lower)\b|\bis (?:a )?(?:high|low|higher|lower)(?: [\w-]+)? (?:good|bad)\b|\bwhich (?:direction|way)\b[^?]{0,20}\bbetter\b|\bregress|\bimprove|\bprogress|\bwent (?:up|down|from)\b|\d[\d.]*\s*%?\s*(?:->|→)\s*\d|\bdropped\b|\brose\b|\bincreased\b|\bdecreased\b|越高越好|越低越好|越高(?:就)?(?:说明|代表|意味着)|进步|退步|提升了|提高了|下降了|变好|变差|(?:提|升|涨|降|掉)到/;

/** Words that ask what a score means: "is that good?". */
export const VERDICT_WORDS =
  /\b(?:superhuman|human[- ]level|good|bad|decent|impressive|high|low|strong|weak|terrible|awful|poor|great|competitive|realistic|plausible|believable|legit|legitimate|credible|trustworthy|suspicious|normal|expected|reasonable|sota)\b|\bwould (?:that|it|this|we) (?:top|lead|beat|win)\b|\btop[- ](?:tier|level|class)\b|\bfrontier[- ]level\b|\bhow good\b|\bcompared? (?:to|with|against) (?:the )?(?:humans?|people|experts?|best|top|sota|state|leaderboard|published|reported|others|frontier|leaders?|random|chance|baselines?)\b|\bhow far\b|\b(?:vs\.?|versus|against|next to|relative to)\s+(?:the\s+)?(?:humans?|people|experts?|human (?:baseline|performance|level)|sota|top score|leaders?|random|chance)\b|\b(?:better|worse|higher|lower) than (?:the )?(?:(?:phd|domain|expert|average|skilled|professional|trained|typical)[\w-]*\s+)?(?:humans?|people|experts?|average|random|chance|sota|the best|top)\b|\bbehind (?:the )?(?:best|top|leaders?|leaderboard|board)\b|\b(?:are|am|is|were|was) (?:we|i|our (?:model|run|number|score|result)|that|it|this) (?:still |way |far |much |so )?(?:behind|ahead|lagging)\b|\b(?:beat|beats|beating|match|matches|exceed|exceeds|surpass\w*) (?:the )?(?:[\w-]+'s )?(?:(?:phd|domain|expert|average|skilled|professional|trained|typical)[\w-]*\s+)?(?:humans?|people|experts?|human baseline|sota|the best|best|top|leaders?|leaderboard|board|record)\b|\b(?:above|below|over|under|past|near) (?:the )?(?:(?:phd|domain|expert|average|skilled|professional|trained|typical)[\w-]*\s+)?(?:top|best|sota|leaders?|highest|humans?|people|experts?|random|chance|guessing)\b|\bstate of the art\b|\b(?:above|below|beat|beats|beating|better than|worse than|higher than|lower than|past|in line w(?:ith|\/)?|on par with|consistent with|close to|near|similar to|comparable (?:to|with)|match(?:es|ing)?|agrees? with|lines? up with)\b[^?.;]{0,30}\b(?:paper|papers|reported|published|claimed)\b|\b(?:is|was) (?:that|this|it) (?:the )?(?:top|best|highest|number one|#\s?1)\b|\b(?:top|head) of the (?:board|leaderboard|table|chart)\b|\btop score\b|\b(?:top|tops|topping|lead|leads|leading|win|wins) (?:the )?(?:board|leaderboard|table|chart|rankings?)\b|\bwhere (?:does|would|do|did|will) (?:that|this|it|we|us|i)\b[^?]{0,20}\b(?:put|puts|stand|sit|rank|land|place)\b|\bhow (?:does|would|do) (?:that|this|it|we) (?:rank|stack up|place)\b|排第几|什么位置|说明什么|意味着什么|是好事|是坏事|差多少|差多远|还差|差距|第一名|最好|最高|\bis (?:that|this|it) (?:a lot|much)\b|好不好|高吗|正常|好吗|算好|算高|落后|很强|强吗|强不强|算强|厉害|顶尖|够好|够高|什么档次|怎么样|高不高|什么水平|超过人类|超越人类|高于人类|不如人类|高于随机|超过随机|比随机|离榜首|离第一|多远/;

/** What in a question shows a setting of a benchmark run, for telling two configurations apart. */
const CONFIGURATION_CUE =
  /\b(?:\d+|zero|one|few|five)[- ]?shots?\b|\bshots?\b|\bcot\b|\bchain[- ]of[- ]thought\b|\bprompts?\b|\btemplates?\b|\bjudges?\b|\bjudged\b|\bvariants?\b|\bversions?\b|\bprotocols?\b|\bsettings?\b|\bconfig\w*|\bharness\b|\bsubsets?\b|\bsplits?\b|\bcontext\b|\bclosed[- ]book\b|\bopen[- ]book\b|\bevidence\b|\bstrict\b|\bloose\b|pass@\w+|\btemperature\b|\bgreedy\b|\bsampl\w+|\bnormali[sz]\w*|acc_norm|\btokeni[sz]\w*|\bexact(?:[- ]match)?\b|\bequality\b|\bsubstring\b|\bevaluator\b|\blength[- ]controlled\b|\bwin rate\b|\bleaderboard\b|\bmetric\b/i;

/** Sentences that say when numbers compare, then how a number is scored: the first quotes of a verdict. */
const COMPARE_CUE =
  /\bcompar|\binterchangeab|\bchang\w* the number|\bmove the number|\bnot the same\b|\bdo not mix\b|\bdiffer/i;
const SCORING_RULE_CUE =
  /\bexact|\bequal|\bsubstring|\bF1\b|\bBLEU\b|\bROUGE|\baccuracy\b|pass@|\bjudge|\bharder\b|\bfilter/i;
const VERDICT_CUES = [COMPARE_CUE, SCORING_RULE_CUE, CONFIGURATION_CUE];

/** A sentence that says some numbers do compare: "Directly comparable to hle's accuracy metric". */
/** A sentence that puts two records' numbers on one scale: "Same anchored, open-ended scale as …". */
const SAME_SCALE = /\bsame (?:[\w-]+,? ){0,3}scale (?:as|with)\b/i;

const COMPARABLE_IN_PART =
  /(?<!\bnot (?:directly |numerically )?)\b(?:directly )?comparable (?:to|with)\b|\bcomparable in spirit\b/i;

/** "Directly comparable to hle's accuracy metric": a record's word that the other's numbers compare. */
const DIRECTLY_COMPARABLE = /\bdirectly comparable (?:to|with)\b/i;

/** A sentence that says a record's number estimates a fuller benchmark's score. */
const ESTIMATES =
  /\b(?:estimates?|estimated|estimating|reconstruct\w*|approximat\w*|extrapolat\w*)\b[^.;]{0,60}\b(?:score|accuracy|performance)\b[^.;]{0,60}\b(?:full|original|parent|whole|entire)\b/i;

/** A sentence that gives the error of such an estimate. */
const ESTIMATE_ERROR =
  /\b(?:estimation|estimate)\b[^.;]{0,40}\berror\b|\berror\b[^.;]{0,40}\b(?:points?|pp)\b/i;

/**
 * The sentence by which one record says its number estimates the full score of benchmarks it
 * names, the other among them (tinyBenchmarks of MMLU), or undefined.
 */
function estimateOf(estimator: BenchRecord, full: BenchRecord): Quote | undefined {
  if (sentencesNaming(estimator, writtenNames(full)).length === 0) return undefined;
  return quotesMatching(estimator, ESTIMATES)[0];
}

/**
 * "are not comparable reference points": "comparable" said of a noun it stands before, not of
 * two numbers.
 */
const COMPARABLE_BEFORE_NOUN =
  /\bnot (?:directly |numerically )?comparable\s+(?!(?:with|to|across|between|because|since|and|or|as|in|on|for|under|if|unless|when|without|either|at|here|there|numbers|scores|results|figures|metrics)\b)[a-z]{3,}/i;

/** A sentence that says under what condition two numbers compare. */
const COMPARABLE_ONLY_IF =
  /\bonly (?:directly |meaningfully )?comparable (?:if|when|under|within|across)\b|\bcompar\w* only (?:if|when|under|within)\b/i;

/** Sentences about merging scores into one. */
const AGGREGATE_CUE =
  /\baverag|\baggregat|\bsingle\b|\bone (?:number|score)\b|\boverall\b|\bcomposite\b|\bmacro\b|\bmicro\b|\bheterogeneous\b|\bcombin/i;
/**
 * A sentence that says not to merge scores: "Do not average ...", "should not be directly
 * combined", "There is no single X score"; not "does not state one unified licence for the
 * combined suite", whose "not" is of something else.
 */
const DO_NOT_MERGE =
  /\b(?:do not|don't|never|cannot|can't|should not|shouldn't|not)\s+(?:[\w-]+\s+){0,3}?(?:averag|aggregat|combin|merg|sum)\w*|\bno (?:single|one|overall)\b[^.;]{0,30}\b(?:score|number|figure)\b|\bseparate(?:ly)?\b[^.;]{0,40}\brather than (?:being )?(?:averag|aggregat|combin|merg|summ)\w*/i;

/** Who a number comes from: two sources are two runs that may differ in configuration. */
const OURS = /\b(?:we|our|ours|us|i|my|mine)\b|我们|我的|咱们/;
const THEIRS =
  /\b(?:they|their|theirs|paper|blog|report(?:s|ed)?|claims?|claimed|announced|model card|leaderboard|vendor|lab|other team|another team|the other|someone|official|table|readme)\b|隔壁|他们|别人|别家|另一家|其他公司|别的公司|厂商|论文|博客|官方|榜单|模型卡|报告/;

/** Where a reported number comes from: two of them ("vendor says 70, the paper's top is 83.6") differ. */
const SOURCE_WORDS =
  /\b(paper|vendor|blog|leaderboard|readme|model card|lab|press release|tweet|announcement|script|helm|lm[-_]?eval(?:uation[-_]harness)?|opencompass|inspect(?:[-_]evals?)?)s?\b|论文|官方|榜单|排行榜|模型卡/g;

/**
 * Which of two records says its number estimates the other's full score, with that sentence;
 * undefined where neither does, or where the question asks of a kind of number other than the
 * estimate that record keeps apart ("a raw 100-item accuracy" beside "a gp-IRT estimate").
 */
function estimateAsked(
  question: Question,
  a: BenchRecord,
  b: BenchRecord,
): { quote: Quote; estimator: BenchRecord; full: BenchRecord } | undefined {
  const quote = estimateOf(a, b) ?? estimateOf(b, a);
  if (!quote) return undefined;
  const [estimator, full] = quote.cite.id === a.id ? [a, b] : [b, a];
  // The question's words for a kind of number; the one its metric names ("gp-IRT … accuracy") is
  // the estimate itself, and sources and filler words name no kind.
  const otherKind = new Set(
    [...topicTerms(question)].filter(
      (term) =>
        sourcesNamed(term).length === 0 &&
        !/compar/.test(term) &&
        !COMMON_WORDS.has(term) &&
        !STOP_WORDS.has(term) &&
        !/^(?:another|other|one|two)$/.test(term) &&
        termsIn(estimator.page.metric.name, new Set([term])).length === 0,
    ),
  );
  const keptApart = quotesMatching(estimator, NOT_COMPARABLE).some(
    (one) => termsIn(one.text, otherKind).length > 0,
  );
  return keptApart ? undefined : { quote, estimator, full };
}

/** Words of a sentence about baselines, not about runs. */
const BASELINES_APART = /\bbaselines?\b|\breference points?\b/i;

/** "The same thing?", "the same quantity?": whether two numbers are one, asked yes or no. */
const SAMENESS_ASKED =
  /\b(?:the )?same (?:thing|quantity|number|metric|measurement|measure)\b|是一回事|是同一个?(?:东西|指标|数字?|分数)/;

/** The distinct sources a question names: "HELM", "the paper". */
export function sourcesNamed(masked: string): string[] {
  return [...new Set([...masked.matchAll(SOURCE_WORDS)].map((match) => match[0]))];
}

/** The sources of SOURCE_WORDS that are harnesses, whose runs a record may describe. */
const HARNESS_SOURCE = /^(?:helm|lm[-_]?eval(?:uation[-_]harness)?|opencompass|inspect(?:[-_]evals?)?)$/i;

/** A sentence that says how one run differs: "only", "rather than", "instead of", "differs". */
const SETS_APART = /\b(?:only|rather than|instead of|differ\w*|separate)\b/i;

/** Sentences about how numbers from different publishers or sources are made. */
const SOURCES_CUE =
  /\bpublishers?\b|\bvendors?\b|\bsources\b|\bself-report\w*|\bmodel cards?\b|\bsystem cards?\b|\bfrom different\b/i;

/** Two sources of one kind: "two vendors", "different papers", "两家厂商". */
const TWO_SOURCES =
  /\b(?:two|2|different|separate|both)\s+(vendor|paper|lab|team|provider|leaderboard|blog|source|model card|report)s\b/;

const SOURCE_TWICE =
  /\b(vendor|paper|lab|team|provider|leaderboard|blog|source|report)\s+(?:a|1|one|x)\b.*\b\1\s+(?:b|2|two|y)\b|\b(vendor|paper|lab|team|provider|leaderboard|blog|source|report)\b.*\b(?:another|other|a second|a different)\s+\2\b/;

const TWO_VENDORS_CHINESE =
  /(?:\b[a-z]|[甲乙丙丁])\s*(?:家|厂|公司|方)[^。？?]*(?:\b[a-z]|[甲乙丙丁])\s*(?:家|厂|公司|方)|两家|不同(?:的)?(?:厂商|公司|机构)|另一家/;

/** Two papers or reports, in Chinese: "两篇论文里分别报了 38% 和 41%". */
const TWO_PAPERS_CHINESE =
  /两篇(?:论文|文章|报告)|两份(?:报告|论文)|不同(?:的)?(?:论文|报告)|两个(?:来源|出处)/;

/** Months, as a question dates a run. */
const MONTH =
  /\b(?:january|february|march|april|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\b|[一二三四五六七八九十]{1,2}月|\d{1,2}\s*月/g;

/** Names of metrics a question may give its numbers in. */
const METRIC_NAMES = String.raw`acc_norm|acc|bert-?score|bleurt|rouge-?(?:1|2|l|lsum)?|sp-?bleu|s?bleu|chrf\+*|comet|macro-?f1|micro-?f1|f1|exact[- ]match|accuracy|pass\/fail|win[- ]rate|elo|mc[12]|llm[- ]?(?:as[- ]a[- ])?judge|(?:llm[- ])?jury|asr|attack success rate|safety_score|refusal rate|compliance rate|(?:benign )?utility(?: under attack)?`;
const METRIC_WORDS = new RegExp(String.raw`\b(${METRIC_NAMES})\b`);
/** A word that is one of METRIC_NAMES, whole. */
const METRIC_NAME = new RegExp(`^(?:${METRIC_NAMES})$`);

/**
 * Whether a question sets its own run against a number reported elsewhere ("we get 68, the paper
 * says 79"; "our inspect numbers vs the paper's pass/fail results").
 */
/** A question that asks in so many words whether numbers compare ("is higher better" does not). */
export const COMPARE_ASKED =
  /\bnext to\b|\balongside\b|\bapples[- ]to[- ]apples\b|\blike[- ]for[- ]like\b|\bswap (?:the )?(?:scores?|numbers?|results?)\b|\bswap\b.*\bbetween\b|\bcompar(?!\w*\s+(?:against|to|with)\s+(?:the\s+)?(?:gold|reference|ground[- ]truth|answer key|expected))|\bsame (?:column|table|row|chart|plot|scale)\b|\bside by side\b|\binterchangeab|\b(?:sit|go|put|be|merge|mix|combine|pool)\b[^.?;]{0,20}\b(?:in|into) (?:one|a single|the same) (?:table|column|chart|row|leaderboard|plot)\b|\b(?:merge|mix|pool)\b[^.?;]{0,20}\b(?:scores?|numbers?|results?)\b|比较|对比|可比|直接比|能(?:直接)?(?:跟|和|与)[^，。？?]{0,24}比(?:吗|么|嘛)|能(?:不能)?(?:直接)?比(?:吗|么|嘛)|能不能(?:直接)?比|一张表|放在一起/;

export function oursAgainstTheirs(question: Question): boolean {
  const q = question.masked;
  // "40% on gaia, how does that stack up vs humans and the gpt-4 number in the paper?": one number
  // placed against a human baseline or a model's figure, which its score's context gives.
  if (
    question.numbers.length === 1 &&
    (AGAINST_HUMANS.test(q) || AGAINST_MODEL.test(question.text) || MODEL_NUMBER_ASKED.test(question.text))
  )
    return false;
  const theirs = THEIRS.exec(q);
  // "HELM 上 safety_score 0.95，和论文里的 ASR 数字能直接比吗？": a number said before the paper's
  // is the asker's, "we" or not.
  const number = /(?<![\w.])\d+(?:\.\d+)?/.exec(q);
  const oursFirst =
    question.numbers.length === 1 &&
    COMPARE_ASKED.test(q) &&
    number !== null &&
    theirs !== null &&
    number.index < theirs.index;
  // "opencompass says 89.59, paper says 72.2 — can i compare those": beside two sources, the "i"
  // that asks is no run of the asker's.
  const ours = OURS.test(
    sourcesNamed(q).length >= 2 ? q.replace(/\b(?:can|could|should|do|may|would|shall) i\b/g, '') : q,
  );
  return (
    (ours || oursFirst) &&
    theirs !== null &&
    (question.numbers.length >= 2 ||
      // "…, where does that put us vs the leaderboard?", "are we behind the leaderboard?", "is that
      // in line w the paper?" place one number; it is no second run.
      (question.numbers.length === 1 &&
        !/\b(?:is|are) (?:that|this|it|we) (?:good|bad|sota|competitive|state[- ]of[- ]the[- ]art)\b|\bwhere (?:does|would|do) (?:that|this|it|we)\b[^?]{0,20}\b(?:put|puts|stand|land|rank|place)\b|\bhow (?:do|does|would) (?:we|that|this|it) (?:rank|stack up|place)\b|\b(?:behind|ahead of|above|below|beat|beats|top|tops|exceed|exceeds|surpass|surpasses|outperform|outperforms)\s+(?:the )?(?:(?:original|og) )?(?:leaderboard|board|top|sota|best|leaders?|record|state[- ]of[- ]the[- ]art|paper|published)\b|\b(?:in line w(?:ith)?|on par with|consistent with|close to|match(?:es)?|lines? up with|agrees? with)\s+(?:what\s+)?(?:the )?(?:(?:original|og) )?(?:paper|published|reported)\b|(?:超过|高于|低于|落后于?|打败|击败)(?:了)?(?:排行榜|榜单|榜首|sota|最高分|第一)/.test(
          q,
        )) ||
      /\b(?:numbers?|scores?|results?)\b|分数|成绩|结果/.test(q))
  );
}

/** A number set against people: "vs humans", "compared to expert annotators". */
const AGAINST_HUMANS =
  /\b(?:vs\.?|versus|against|compared? (?:to|with)|than|stack up)\b[^?.;]{0,20}\b(?:humans?|people|experts?|human baselines?)\b/;

/** Words that speak of scores, where no number is written: "mc2 on basque vs … on english". */
export const SCORE_SPOKEN = new RegExp(
  `\\b(?:scores?|numbers?|results?|ratings?)\\b|分数|成绩|结果|${METRIC_WORDS.source}`,
);

/** Settings a run states as a count of something: "4-option", "3 attempts". */
const COUNTED_SETTINGS = ['option', 'choice', 'attempt', 'sample', 'trial', 'seed'];

/**
 * The settings a question shows to differ between its two numbers: two shot counts, two versions,
 * two pass@k, strict and loose, two harnesses, two judges, or two sources.
 */
export function differingSettings(question: Question): string[] {
  const q = question.masked;
  const found: string[] = [];
  const distinct = (
    pattern: RegExp,
    describe: (values: string[]) => string,
    keep: (match: RegExpMatchArray) => boolean = () => true,
    value: (match: RegExpMatchArray) => string = (match) => (match[1] ?? match[0]).replace(/[- ]/g, ''),
    text = q,
  ) => {
    const values = [...new Set([...text.matchAll(pattern)].filter(keep).map(value))];
    const said = values.length >= 2 ? describe(values) : '';
    if (said) found.push(said);
  };
  // "BBH zero-shot" is read as one name: a setting written inside a name counts too; "tb2.1", a
  // version run into one, is read apart from it.
  const withNames = [
    q,
    ...question.named.map((one) => one.text.toLowerCase().replace(/([a-z])(?=\d+\.\d)/g, '$1 ')),
  ].join(' ; ');
  distinct(
    /\b(\d+|zero|one|few|five)[- ]?shot\b/g,
    // In the order asked, wherever the name put each.
    (v) => {
      const at = (one: string) => question.text.toLowerCase().search(new RegExp(`\\b${one}[- ]?shot`));
      return `${[...v].sort((one, other) => at(one) - at(other)).join(' against ')} shots`;
    },
    undefined,
    undefined,
    withNames,
  );
  // "cons@64 83.3, our pass@1 78": a vote over many samples against one sample, or two pass@k.
  const protocols = new Map(
    [...q.matchAll(new RegExp(PROTOCOL.source, 'gi'))].map((match) => [protocolKey(match[0]), match[0]]),
  );
  if (protocols.size >= 2) found.push([...protocols.values()].join(' against '));
  // "4-option against an older 5-option number", "1 attempt vs 3 attempts".
  for (const noun of COUNTED_SETTINGS) {
    const counts = new Set(
      [...q.matchAll(new RegExp(`\\b(\\d+|${NUMBER_WORDS.join('|')})[- ]${noun}s?\\b`, 'g'))].map((match) =>
        String(countIn(match[1] ?? '')),
      ),
    );
    if (counts.size >= 2) found.push(`${[...counts].join(' against ')} ${noun}s`);
  }
  // "2-needle against 8-needle": any count written onto its noun, twice with two counts.
  const hyphened = new Map<string, Set<string>>();
  for (const match of q.matchAll(/\b(\d+)-([a-z]{3,}?)s?\b/g)) {
    const [, count = '', noun = ''] = match;
    if (noun === 'shot' || COUNTED_SETTINGS.includes(noun)) continue;
    hyphened.set(noun, (hyphened.get(noun) ?? new Set()).add(count));
  }
  for (const [noun, counts] of hyphened)
    if (counts.size >= 2) found.push(`${[...counts].join(' against ')} ${noun}s`);
  const options = new Set(
    [...q.matchAll(/([一二三四五六七八九十]|\d+)个?选项/g)].map((match) =>
      String('一二三四五六七八九十'.indexOf(match[1] ?? '') + 1 || match[1]),
    ),
  );
  if (options.size >= 2) found.push(`${[...options].join(' against ')} options`);
  // "v2 and v3", "2.1 vs 2.0"; not the scores themselves ("HELM 0.7 vs the script's 0.8").
  // The two numbers compared are scores; a third that reads as a version ("on 2.1") is a version.
  const scores = new Set(question.numbers.slice(0, 2).map(String));
  // "squad v2" is read as one name: a version written inside a name counts too.
  // "opus 4.6" is a model's version, not the benchmark's.
  distinct(
    /\b(?:v|version )(\d+(?:\.\d+)?)\b|(?<![\w.])([1-9]\.\d)(?!\w|\.\w)/g,
    (v) => {
      // A whole number is said as a version is written ("v2"), not as a count.
      const versions = v
        .filter((one) => !scores.has(String(Number(one))))
        .map((one) => (/^\d+$/.test(one) ? `v${one}` : one));
      return versions.length >= 2 ? `versions ${versions.join(' and ')}` : '';
    },
    (match) => !afterModelName(withNames, match.index ?? 0),
    undefined,
    withNames,
  );
  // Two tools that scored the two numbers: the harnesses the catalog knows, the scoring tools
  // teams name beside them, or whatever tool a question in Chinese says each was run with (用 X 跑).
  distinct(
    /\b(lm[- ]?eval\w*|helm|opencompass|open compass|inspect|evalplus|lighteval|simple[- ]evals|evalscope|bigcode[- ]eval\w*)\b|用\s*([a-z][\w.-]*)\s*(?:跑|测|评)/g,
    (v) => `harnesses ${v.join(' and ')}`,
    () => true,
    (match) => (match[1] ?? match[2] ?? '').replace(/[- _]/g, ''),
  );
  // "128k vs 32k" are two lengths; "avg across 4k-128k" is one range, the average over it.
  const ranges = [...q.matchAll(/(?<![\w.])\d+k\s*(?:-|–|to|through)\s*\d+k\b/g)];
  distinct(
    /(?<![\w.])(\d+)k\b/g,
    (v) => `context lengths ${v.map((length) => `${length}k`).join(' and ')}`,
    (match) =>
      !ranges.some(
        (range) => range.index <= (match.index ?? 0) && (match.index ?? 0) < range.index + range[0].length,
      ),
  );
  if (/\bstrict\b/.test(q) && /\bloose\b/.test(q)) found.push('strict against loose');
  // "greedy pass@1 … the paper's pass@1 is from sampling": one decoding against another.
  if (/\bgreedy\b|贪心/.test(q) && /\bsampl(?:e|ed|es|ing)\b|\btemp(?:erature)?\b|采样/.test(q))
    found.push('greedy decoding against sampling');
  // "bigcodebench instruct ... bigcodebench complete", "turn 1 ... turn 3": two splits or settings
  // written after the name, or two numbered turns.
  const after = [...q.matchAll(/§\s+([a-z][\w-]{2,})(?![\w@-])/g)]
    .map((match) => match[1] ?? '')
    // "overall", "average": the whole, said below, not a split.
    .filter(
      (word) => !COMMON_WORDS.has(word) && !/^(?:overall|average|averaged|aggregate|headline)$/.test(word),
    );
  // "on the instruct split, vendor quotes complete split": two splits named by their word for one.
  const named = [...q.matchAll(/\b([a-z][\w-]{2,})\s+(?:split|subset|setting|variant|mode|track)\b/g)]
    .map((match) => match[1] ?? '')
    .filter(
      (word) =>
        !STOP_WORDS.has(word) &&
        !/^(?:same|other|each|every|one|full|whole|that|this|which|what)$/.test(word),
    );
  // The usual splits are said on their own, below.
  const splits = new Set([...after, ...named].filter((word) => !USUAL_SPLIT.test(word)));
  if (splits.size >= 2) found.push(`the splits or variants ${[...splits].join(' and ')}`);
  distinct(/\bturn (\d+)\b/g, (v) => `turns ${v.join(' and ')}`);
  // "45 single-turn, 38 multi-turn": one conversation against several.
  distinct(
    /\b(single|multi|one|two|three)[- ]?turns?\b|(单轮|多轮)/g,
    (v) => `${v.join('-turn against ')}-turn`,
    () => true,
    (match) => ({ 单轮: 'single', 多轮: 'multi' })[match[2] ?? ''] ?? (match[1] ?? '').toLowerCase(),
  );
  // "our val score … the leaderboard's test number": two of the usual splits, however written.
  distinct(
    SPLITS_NAMED,
    (v) => `the splits ${v.join(' and ')}`,
    () => true,
    (match) => {
      const word = (match[1] ?? match[2] ?? match[3] ?? '').replace(/[- ]/g, '');
      return SPLIT_KEY[word] ?? word;
    },
  );
  // "80 on mgsm_direct, 86 on mgsm cot native": one record named twice, each time with words of
  // its own past the name, is two configurations of it.
  const written = configurationsWritten(question);
  if (written.length >= 2) found.push(`the configurations ${written.join(' and ')}`);
  // "cmmlu_ppl … cmmlu_gen": two of a benchmark's configurations, written onto its name.
  distinct(/§\s*_([a-z][a-z0-9]*)/g, (v) => `the configurations ${v.map((one) => `_${one}`).join(' and ')}`);
  // "our turn-3 number against an overall score": a part of the benchmark against the whole.
  // "the full split" is the whole, named once: no part.
  const wholeNamed = q.replace(/\b(?:full|whole|entire)\s+(?:split|set|test set)\b/g, ' ');
  if (
    /\b(?:overall|average|averaged|aggregate|headline|full|whole|entire)\b|整体|总体|总分|平均|完整|全部/.test(
      wholeNamed,
    ) &&
    /\bturn \d|\bsubsets?\b|\bsplits?\b|\bsubtasks?\b|\bcategor(?:y|ies)\b|\bsubjects?\b|\bslices?\b|\bdomains?\b|\blanguages?\b|\b(?:context )?lengths?\b|\bat \d+k\b|单科|科目|子集|子任务|类别/.test(
      wholeNamed,
    )
  )
    found.push(PART_AGAINST_WHOLE);
  // "w/o cot (direct answer)" is one setting said twice: a chain of thought is a side only unsaid.
  if (
    /(?<!\bno[- ]|\bw\/o |\bwithout |\bnon[- ])(?:\bcot\b|\bchain[- ]of[- ]thought\b)/.test(withNames) &&
    /\b(?:0|zero)[- ]?shot\b|\bno[- ]cot\b|\bw\/o cot\b|\bwithout cot\b|(?:\b|_)direct\b/.test(withNames) &&
    // Said already by the configurations written onto the name ("mgsm_direct … mgsm cot").
    !found.some((one) => one.startsWith('the configurations') && /\bcot\b|\bdirect\b/.test(one))
  )
    found.push('chain-of-thought against no chain-of-thought');
  // "mc2 on basque vs … on english": two languages of one multilingual benchmark; "korean vs english
  // task names" asks no score.
  const scored = question.numbers.length > 0 || SCORE_SPOKEN.test(q);
  const languages = LANGUAGES.flatMap((language) => {
    const at = q.search(language.asks);
    return at < 0 ? [] : [{ at, label: language.label }];
  })
    .sort((a, b) => a.at - b.at)
    .map((language) => language.label);
  if (scored && languages.length >= 2) found.push(`the languages ${languages.join(' and ')}`);
  const withAndWithout = scored ? withAndWithoutSetting(q) : undefined;
  if (withAndWithout) found.push(withAndWithout);
  if (
    (q.match(/\bjudges?\b|\bjudged\b/g) ?? []).length >= 2 ||
    (/\bjudge/.test(q) && question.numbers.length >= 2)
  )
    found.push('two judges');
  // "bertscore 0.72 … rouge-1 44.16": two metrics, never one scale; with the metrics the record
  // names by letters of their own ("EED" of PHYBench's "accuracy and EED Score"), and 准确率.
  const ownMetrics = new Map(
    // Written as a metric's own name: "EED Score", "EED (Expression Edit Distance)"; not "HELM".
    (
      question.records[0]?.page.metric.name.match(
        /\b[A-Z][A-Z0-9]{1,5}\b(?=\s+(?:[Ss]core|[Rr]ate|[Mm]etric)\b|\s*\([A-Z][a-z])/g,
      ) ?? []
    ).map((one) => [one.toLowerCase(), one]),
  );
  const metricsNamed = new RegExp(
    String.raw`\b(${[METRIC_NAMES, ...[...ownMetrics.keys()].map(escapeRegExp)].join('|')})\b|(准确率)`,
    'g',
  );
  distinct(
    metricsNamed,
    (v) => `the metrics ${v.join(' and ')}`,
    () => true,
    (match) => {
      const metric = match[1] ?? match[0];
      // A metric word of every record keeps its old spelling; a record's own, the record's.
      return match[2]
        ? 'accuracy'
        : METRIC_NAME.test(metric)
          ? metric.replace(/-/g, '').replace(/\s+/g, ' ')
          : (ownMetrics.get(metric) ?? metric);
    },
  );
  // "today's run against the 2024 board": the benchmark, its judge or its data may have changed between.
  const years = [...new Set(q.match(/\b20\d\d\b/g) ?? [])];
  const now =
    /\b(?:today|now|current(?:ly)?|this (?:week|month|year)|latest|rerun|re-run)\b|今天|现在|目前|最新|重跑|这(?:个)?(?:月|周)|本(?:月|周)/.test(
      q,
    );
  const then =
    /\b(?:last (?:year|month|quarter)|old(?:er)?|earlier|previous(?:ly)?)\b|\b(?:a|an|one|two|three|few|several|some|\d+) (?:days?|weeks?|months?|quarters?|years?) ago\b|去年|以前|之前|上(?:个)?(?:月|周|季度)|[一二两三四五六几半\d]+ ?(?:个)?(?:天|周|星期|月|季度|年)前/.test(
      q,
    );
  // "a 2025 score against one we ran last month": a year and a recent date are two dates too.
  const recent = /\blast (?:week|month|quarter)\b|\brecently\b|上(?:个)?(?:月|周)|最近/.exec(q)?.[0];
  // "70 in March and 72 in September": two months; "problems from jan-apr" is one window.
  const months = [
    ...new Set(
      q
        .replace(
          new RegExp(`(${MONTH.source})\\s*(?:-|–|to|through|until)\\s*(?:${MONTH.source})`, 'g'),
          '$1',
        )
        .match(MONTH) ?? [],
    ),
  ];
  if (years.length >= 2 || (years.length === 1 && (now || recent)))
    found.push(
      `runs at two dates (${[...years, ...(years.length === 1 ? [now ? 'now' : (recent ?? '')] : [])].join(' and ')})`,
    );
  else if (months.length >= 2) found.push(`runs at two dates (${months.join(' and ')})`);
  // "70 in jan and 74 now": a month and now are two dates too.
  else if (months.length === 1 && (now || recent))
    found.push(`runs at two dates (${months[0]} and ${now ? 'now' : (recent ?? '')})`);
  else if (then && now) found.push('runs at two dates (then and now)');
  // "two papers report 38% and 41%", "两篇论文里分别报了": two reports, neither the asker's.
  const twoReports = TWO_SOURCES.exec(q) ?? SOURCE_TWICE.exec(q);
  const twoPapersChinese = TWO_PAPERS_CHINESE.test(q);
  if (twoReports === null && !twoPapersChinese && oursAgainstTheirs(question))
    found.push(OURS_AGAINST_THEIRS);
  else if (twoPapersChinese) found.push('numbers from two papers');
  // "The HELM number vs the paper's number, comparable?": two sources, with their numbers or without
  // ("helm macro-f1 vs the paper's 61.3").
  // "… from HELM vs the leaderboard - same number?" sets two sources side by side too.
  else if (question.numbers.length >= 2 || COMPARE_ASKED.test(q) || SAME_MEASURE_WORDS.test(q)) {
    distinct(SOURCE_WORDS, (v) => `numbers from ${v.join(' and ')}`);
    // "two vendors report 80 and 82", "vendor A says 68, vendor B's chart 66": two sources of one kind.
    const two = twoReports;
    if (two) found.push(`numbers from two ${two[1] ?? two[2]}s`);
    // "A 家报 62，B 家报 58": two vendors, in Chinese.
    else if (TWO_VENDORS_CHINESE.test(q)) found.push('numbers from two vendors');
  }
  const tasks = harnessTasksNamed(question);
  if (tasks.length >= 2) found.push(`the harness tasks ${tasks.join(' and ')}`);
  return found;
}

/**
 * "hendrycks_math500 vs minerva_math500": one record named by two of its harness tasks, which run
 * its items differently; each task as written, in the order asked.
 */
function harnessTasksNamed(question: Question): string[] {
  const [first] = question.records;
  if (!first || question.records.length !== 1) return [];
  const tasks = new Set(
    HARNESSES.flatMap(
      (name) =>
        String(first.page.harness[name] ?? '')
          .toLowerCase()
          .match(/[a-z0-9][\w.-]*/g) ?? [],
    ),
  );
  return [
    ...new Set(
      question.named.flatMap((one) =>
        one.kind === 'record' && one.record === first && tasks.has(one.text.toLowerCase()) ? [one.text] : [],
      ),
    ),
  ];
}

/**
 * "with the crop tool vs without tools", "带 crop 工具 … 不带工具": one setting on and off, said with
 * the thing both times.
 */
function withAndWithoutSetting(q: string): string | undefined {
  const off =
    /\b(?:without|w\/o|no)\s+(?:the\s+|any\s+)?([a-z][\w-]{2,})|(?:不带|不用|没有|不加)\s*([\p{Script=Han}a-z]{1,6}?)(?=的|[，。？?,\s]|$)/u.exec(
      q,
    );
  const thing = off?.[1] ?? off?.[2];
  if (!off || !thing) return undefined;
  const stem = escapeRegExp(thing.replace(/s$/, ''));
  const on = new RegExp(
    `\\b(?:with|w\\/)\\s+(?:[\\w-]+\\s+){0,3}?${stem}|(?<!不)(?:带|用|加)[^，。？?]{0,10}${stem}`,
    'u',
  );
  const rest = q.slice(0, off.index) + ' '.repeat(off[0].length) + q.slice(off.index + off[0].length);
  return on.test(rest) ? `with and without ${thing}` : undefined;
}

/** The words past a record's own name in each place the question names it, where each has some and they differ. */
function configurationsWritten(question: Question): string[] {
  // Each place's words past the record's longest own name it starts with, and past its shortest:
  // "PaperBench Code-Dev" is an alias of paperbench, and still a variant of it.
  const past = question.named.flatMap((one) => {
    if (one.kind !== 'record') return [];
    const text = one.text.toLowerCase();
    const names = writtenNames(one.record)
      .map((own) => own.toLowerCase())
      .filter((own) => text.startsWith(own))
      .sort((a, b) => b.length - a.length);
    const rest = (name: string) => text.slice(name.length).replace(/^[\s_-]+/, '');
    const [longest, shortest] = [names[0], names.at(-1)];
    return longest === undefined || shortest === undefined
      ? []
      : [{ id: one.record.id, rest: rest(longest), variant: rest(shortest) }];
  });
  const ids = new Set(past.map((one) => one.id));
  if (ids.size !== 1) return [];
  // Both with words of their own: "WMDP-Bio … on WMDP" names the one set twice, loosely.
  // "tb2.0 … tb2.1": what is left of a version's digits is a version, not a configuration.
  const rests = [...new Set(past.map((one) => one.rest))];
  if (rests.length >= 2 && rests.every((rest) => rest !== '' && !/^[\d.]+$/.test(rest))) return rests;
  // "paperbench code-dev 40% vs the full paperbench 26%": a variant against the whole, said so.
  const variants = [...new Set(past.map((one) => one.variant))];
  const whole = /\b(?:full|whole|entire|complete)\b/.exec(question.masked);
  return variants.length === 2 && variants.includes('') && whole
    ? [...variants.filter((variant) => variant !== ''), `the ${whole[0]} benchmark`]
    : [];
}

/** Two benchmarks and a judgement about their numbers: the verdict of the compare logic first. */
export function compareNamed(
  catalog: Catalog,
  question: Question,
  left: Named & { kind: 'record' },
  right: Named & { kind: 'record' },
): Reply {
  const a = left.record;
  const b = right.record;
  const { verdict, relation, related, reasons, quotes } = assess(
    { record: a, matched: left.text },
    { record: b, matched: right.text },
    catalog,
  );
  const [scoreA, scoreB] = question.numbers;
  const reply = emptyReply('compare', `${left.text} vs ${right.text}: ${verdict}`);
  reply.recordId = a.id;
  const ranked =
    scoreA !== undefined && scoreB !== undefined
      ? ` benchbot does not rank ${formatNumber(scoreA)} against ${formatNumber(scoreB)}.`
      : '';
  reply.summary =
    verdict === 'not comparable'
      ? `Not comparable: ${a.id === b.id ? relation : related ? `${a.id} and ${b.id} are kin in one lineage, but not the same benchmark: each has numbers of its own.` : `${a.id} and ${b.id} are different benchmarks.`}${ranked}`
      : verdict === 'conditional'
        ? `Comparable only if both runs used the same configuration of ${a.id}. ${relation}`
        : `Comparable: both numbers are on ${a.id}, if both runs used the same configuration.`;
  // The lead already says they are different benchmarks (the first reason); a lineage between
  // them is worth a line of its own.
  const why = a.id === b.id ? reasons : [...(related ? [relation] : []), ...reasons.slice(1)];
  if (why.length > 0)
    reply.sections.push({ heading: 'Why', text: why.map((reason) => `- ${reason}`).join('\n') });
  const explained = a.id === b.id ? [] : relationSentences(a, b, catalog.records);
  // Two numbers on two benchmarks: what either record says of the gap between them ("the drop
  // from MBPP+ to MBPP Pro is the result the benchmark is built to show") is the answer.
  const gap = a.id !== b.id && onePerName(question, left, right) ? gapSentence(a, b, explained) : undefined;
  // Else a sentence of either that says the two do not compare ("Do not mix a v1 overall with a v2
  // overall"): the reason, in the records' words.
  const apart =
    gap || verdict !== 'not comparable'
      ? undefined
      : [
          ...explained,
          ...quotesMatching(a, NOT_COMPARABLE).filter((quote) => namesOther(quote, a, b)),
          ...quotesMatching(b, NOT_COMPARABLE).filter((quote) => namesOther(quote, b, a)),
        ]
          .filter((quote) => NOT_COMPARABLE.test(quote.text))
          // The two records' own words before a third record's ("SWE-bench" scores in general).
          .sort(
            (x, y) => Number(![a.id, b.id].includes(x.cite.id)) - Number(![a.id, b.id].includes(y.cite.id)),
          )[0];
  // Two records of one lineage and no sentence that keeps them apart: what one says of the other
  // ("a style adjustment to the same votes …, rather than drawing on a different vote pool") is
  // how they differ, which "different benchmarks" alone does not say.
  // "Same level?": where the question asks of difficulty, a sentence that says which is harder.
  const [kin] =
    gap || apart || !related || a.id === b.id
      ? []
      : rankQuotes(
          explained,
          new Set(),
          LEVEL_ASKED.test(question.masked)
            ? [DIFFICULTY_SAID, RELATION_CUE, CHANGED]
            : [RELATION_CUE, CHANGED],
        );
  const sameScale =
    gap || apart || !related || a.id === b.id || verdict !== 'not comparable'
      ? undefined
      : [
          ...quotesMatching(a, SAME_SCALE).filter((quote) => namesOther(quote, a, b)),
          ...quotesMatching(b, SAME_SCALE).filter((quote) => namesOther(quote, b, a)),
        ][0];
  // "GPT-4o on mmlu vs mmlu-cf, how big is the gap?" with no number of the asker's: the figures
  // one record sets beside the other's ("73.4%, about 15 points below that model's 88.0% on MMLU").
  const sideBySide =
    gap || scoreA !== undefined || a.id === b.id || !GAP_ASKED.test(question.masked)
      ? undefined
      : [
          ...quotesMatching(a, TWO_FIGURES).filter((quote) => namesOther(quote, a, b)),
          ...quotesMatching(b, TWO_FIGURES).filter((quote) => namesOther(quote, b, a)),
        ][0];
  // "tinyMMLU vs full MMLU": a record whose number is an estimate of the other's full score.
  const estimate = gap ? undefined : estimateAsked(question, a, b);
  // "Directly comparable to hle's accuracy metric on the same question set": what one record says
  // of how far the other's numbers compare, beside the gap it explains.
  const directly =
    gap && !EXPECTED_ASKED.test(question.masked)
      ? [
          ...quotesMatching(a, DIRECTLY_COMPARABLE).filter((quote) => namesOther(quote, a, b)),
          ...quotesMatching(b, DIRECTLY_COMPARABLE).filter((quote) => namesOther(quote, b, a)),
        ].find((quote) => {
          const at = DIRECTLY_COMPARABLE.exec(quote.text)?.index ?? 0;
          // Not "do not treat a MATH figure … as directly comparable to …".
          return !/\b(?:not|don't|never|cannot|can't)\b[^.;]*$/i.test(quote.text.slice(0, at));
        })
      : undefined;
  // "Which attack is stronger, by how much?" of two figures one record sets side by side.
  const given =
    scoreA !== undefined && scoreB !== undefined && a.id !== b.id && HIGHER_ASKED.test(question.masked)
      ? bothFiguresGiven([a, b], scoreA, scoreB)
      : undefined;
  if (given) {
    reply.title = `${left.text} vs ${right.text}`;
    reply.summary = `${given} They are figures of ${a.id} and ${b.id} that the record itself sets side by side, so they compare as it reads them.`;
  } else if (gap && directly) {
    reply.title = `${left.text} vs ${right.text}: comparable in part`;
    reply.summary = `In part: ${a.id} and ${b.id} are different records, and the record of ${directly.cite.id} says how far their numbers compare (${directly.cite.where}): “${directly.text}”${ranked} What the record of ${gap.cite.id} says of the gap (${gap.cite.where}): “${gap.text}”`;
  } else if (gap) {
    // "Why such a gap?": the sentence right after it, where it gives the reason ("That gap is the
    // reason the authors argue …"), is quoted with it.
    const gapRecord = [a, b].find((record) => record.id === gap.cite.id);
    const after =
      gapRecord && EXPECTED_ASKED.test(question.masked) ? sentenceAfter(gapRecord, gap) : undefined;
    const reason = after && REASON_AFTER.test(after) ? ` ${after}` : '';
    // "… does that make sense?": where a record says the gap is meant, that is the answer too.
    const meant = EXPECTED_ASKED.test(question.masked)
      ? [
          ...quotesMatching(a, GAP_MEANT).filter((quote) => namesOther(quote, a, b)),
          ...quotesMatching(b, GAP_MEANT).filter((quote) => namesOther(quote, b, a)),
        ].find((quote) => quote.text !== gap.text)
      : undefined;
    const said = `What the record of ${gap.cite.id} says of the gap (${gap.cite.where}): “${gap.text}${reason}”${meant ? ` And ${meant.cite.id === gap.cite.id ? '' : `the record of ${meant.cite.id} `}(${meant.cite.where}): “${meant.text}”` : ''}`;
    // "90 on HumanEval, 60 on Pro, is that normal?": whether the gap is expected is asked first.
    // Asked so, the gap is the answer; that the two are kin, not one, is said after it, as a fact
    // and not a refusal to compare.
    if (EXPECTED_ASKED.test(question.masked)) reply.title = reply.title.replace(/: not comparable$/, '');
    reply.summary = EXPECTED_ASKED.test(question.masked)
      ? `${gapInRange(gap.text, question, left, right)}${said} ${(reply.summary ?? '').replace(/^Not comparable: (\S+ and \S+ are kin in one lineage)/, 'Expected of kin: $1')}`
      : `${reply.summary} ${said}`;
  } else if (sideBySide) {
    // "73.4% (same 73.4% on public val), versus 88.0%": two figures, one written twice.
    const figures = [
      ...new Set(
        [...sideBySide.text.matchAll(new RegExp(PERCENT.source, 'g'))].map((match) => Number(match[1])),
      ),
    ];
    const [one, other] = figures;
    // The gap asked is the answer: said first, the two records' kinship after it.
    if (figures.length === 2 && one !== undefined && other !== undefined) {
      reply.title = reply.title.replace(/: not comparable$/, '');
      reply.summary = `${gapSetSideBySide(sideBySide, one, other)} ${reply.summary}`;
    } else
      reply.summary = `The record of ${sideBySide.cite.id} sets figures on the two side by side (${sideBySide.cite.where}): “${sideBySide.text}” ${reply.summary}`;
  } else if (estimate) {
    const { quote, estimator, full } = estimate;
    const error = quotesMatching(estimator, ESTIMATE_ERROR).find((one) => one.text !== quote.text);
    reply.title = `${left.text} vs ${right.text}: comparable in part`;
    reply.summary = `In part: ${estimator.id}'s number is an estimate of the score on the full benchmark (${full.id} among them), not a score of its own items; read it against a full ${full.id} score as an estimate, with its error. The record of ${estimator.id} says (${quote.cite.where}): “${quote.text}”${
      error ? ` And (${error.cite.where}): “${error.text}”` : ''
    }${ranked}`;
  } else if (apart && COMPARABLE_IN_PART.test(apart.text)) {
    // "Directly comparable to hle's accuracy …; not comparable to hle's calibration-error figures":
    // the record says which of the numbers compare, and that is the verdict.
    reply.title = `${left.text} vs ${right.text}: comparable in part`;
    reply.summary = `In part: ${a.id} and ${b.id} are different records, and the record of ${apart.cite.id} says how far their numbers compare (${apart.cite.where}): “${apart.text}”${ranked}`;
  } else if (apart) {
    reply.summary += ` The record of ${apart.cite.id} says (${apart.cite.where}): “${apart.text}”`;
  } else if (sameScale) {
    // "Same anchored, open-ended scale as the arena_elo family": kin whose record puts their
    // numbers on one scale compare in part, as that sentence says, not "not at all".
    reply.title = `${left.text} vs ${right.text}: comparable in part`;
    reply.summary = `In part, not directly: ${a.id} and ${b.id} are different records of one lineage, and the record of ${sameScale.cite.id} puts their numbers on one scale (${sameScale.cite.where}): “${sameScale.text}”${kin && kin.text !== sameScale.text ? ` How they differ (${kin.cite.where}): “${kin.text}”` : ''}${ranked}`;
  } else if (kin) {
    reply.summary += ` How they relate, in the record of ${kin.cite.id} (${kin.cite.where}): “${kin.text}”`;
  }
  reply.sections.push(
    ...quoteSections(rankQuotes([...quotes, ...explained], topicTerms(question), VERDICT_CUES), {
      lead: reply.summary,
    }),
  );
  if (verdict !== 'not comparable' && scoreA !== undefined && scoreB !== undefined) {
    reply.sections.push({ heading: 'Your two scores', text: scoreVerdict(verdict, a, scoreA, scoreB) });
  }
  reply.facts = (a.id === b.id ? [a] : [a, b]).flatMap((record) => numbersOf(record, { top: true }));
  if (a.id !== b.id && FAULT_WORDS.test(question.masked)) {
    // "Their top scores differ" only where the records' top scores do (both may be 89%).
    const [topA, topB] = [a.page.saturation.top_score, b.page.saturation.top_score];
    const topsDiffer = topA !== null && topB !== null && topA !== topB;
    reply.warnings.push(
      `A gap between scores on ${a.id} and ${b.id} is not by itself a sign that a run is broken: they are different benchmarks${topsDiffer ? ', and their top scores differ too' : ''}.`,
    );
  }
  reply.suggestions = a.id === b.id ? [] : [recordSuggestion(a), recordSuggestion(b)];
  return reply;
}

/**
 * Whether a question gives its two numbers to two different names. A number belongs to the name
 * it stands "on" ("70 on MBPP+", "43% on swe-bench verified"), else to the name written last before
 * it ("En.MC we get 60", "en-de is 35"): so "77.4 on charxiv reasoning in one place and 68.5 in
 * another" gives both to one name.
 */
function onePerName(question: Question, left: Named, right: Named): boolean {
  const [first, second] = numberOwners(question, left, right);
  return first !== undefined && second !== undefined && first !== second;
}

/** Whose each of the question's first two numbers is: 0 for `left`, 1 for `right`, undefined if unsaid. */
function numberOwners(question: Question, left: Named, right: Named): (0 | 1 | undefined)[] {
  const text = question.text.toLowerCase();
  const places = (named: Named, side: 0 | 1) => {
    const name = named.text.toLowerCase();
    const found: { side: 0 | 1; start: number; end: number }[] = [];
    for (let at = text.indexOf(name); name !== '' && at !== -1; at = text.indexOf(name, at + 1))
      found.push({ side, start: at, end: at + name.length });
    return found;
  };
  const all = [...places(left, 0), ...places(right, 1)];
  // "charxiv" inside "charxiv reasoning" is the longer name's.
  const names = all
    .filter(
      (one) =>
        !all.some(
          (other) =>
            other !== one &&
            other.start <= one.start &&
            one.end <= other.end &&
            other.end - other.start > one.end - one.start,
        ),
    )
    .sort((a, b) => a.start - b.start);
  const sides = [left.text.toLowerCase(), right.text.toLowerCase()] as const;
  const ownWord = (name: string, word: string) =>
    word.length >= 3 && !/^\d+$/.test(word) && name.split(/[^\p{L}\p{N}+]+/u).includes(word);
  return question.numbers.slice(0, 2).map((value) => {
    const at = [...text.matchAll(/(?<![\w.@-])\d+(?:\.\d+)?/g)].find((match) => Number(match[0]) === value);
    if (!at || names.length === 0) return undefined;
    const rest = text.slice(at.index + at[0].length);
    const on = /^\s*%?\s*(?:on|in|for|at)\s+(?:the\s+)?/.exec(rest);
    const next = on ? names.find((one) => one.start === at.index + at[0].length + on[0].length) : undefined;
    // "我们 Easy 85，Challenge 62": the word before a number that only one name holds says whose it is.
    const word = /([\p{L}\p{N}+]+)\s*[:=]?\s*$/u.exec(text.slice(0, at.index))?.[1];
    const own = word === undefined ? [] : ([0, 1] as const).filter((side) => ownWord(sides[side], word));
    const byWord = own.length === 1 ? own[0] : undefined;
    return byWord ?? (next ?? names.filter((one) => one.end <= at.index).at(-1) ?? names[0])?.side;
  });
}

/** A sentence about how scores on two benchmarks differ: a drop, a gap, one lower by design. */
const GAP_CUE =
  /\b(?:drops?(?!-in)|dropped|gap|lower|higher than|falls?|fell|harder|easier|by design|built to show|expected to (?:be|score)|versus|raises?|gains?)\b/i;

/** Words that say a gap between two scores is expected, or how to read it. */
const GAP_MEANING = /\bgap\b|\bdrops?\b(?!-in)|\bby design\b|\bbuilt to show\b|\bversus\b|\bsignal\b/i;

/** A sentence that says a gap is meant: "its low scores relative to SWE-bench Verified are the point". */
const GAP_MEANT = /\bare the point\b|\bdesigned to be (?:hard|harder|difficult)\b|\bnot a bug\b/i;

/**
 * A gap said in points: "a model's score on Easy can run 20-30 points higher than on Challenge",
 * "roughly an 8 to 13 point gain" with tools.
 */
const GAP_IN_POINTS =
  /\b\d+(?:\.\d+)?(?:\s*(?:[-–]|to)\s*\d+(?:\.\d+)?)?\s*(?:percentage[- ])?points? (?:higher|lower|gain|drop|above|below)\b/i;

/**
 * Whether a sentence of `record` names `other`: by a word that sets the other apart ("overall" of
 * arena_elo_overall, "v2" of needlebench_v2), or by the other's whole name where this record's own
 * name is not ("versus … original MMLU" on MMLU-Pro's page).
 */
function namesOther(quote: Quote, record: BenchRecord, other: BenchRecord): boolean {
  const mine = ownWords(record);
  const apart = [...ownWords(other)].filter(
    (word) => word.length >= 2 && !mine.has(word) && !COMMON_WORDS.has(word),
  );
  if (apart.some((word) => new RegExp(`\\b${word}\\b`, 'i').test(quote.text))) return true;
  const blanked = writtenNames(record).reduce((text, name) => text.split(name).join(' '), quote.text);
  return new RegExp(`(?<![\\w-])${escapeRegExp(other.id).replace(/_/g, '[ _-]?')}(?![\\w-])`, 'i').test(
    blanked,
  );
}

/**
 * The chance a record's text gives for the part of it a question names: the clause of a chance
 * sentence that holds a word of the question and a percentage ("murder mysteries offer 2 answer
 * choices (50% chance)"); none where no clause names a part asked.
 */
function chanceOfPart(question: Question, record: BenchRecord): { quote: Quote; value: number } | undefined {
  // The question as written: a part named beside the record's name ("musr murder mysteries") is
  // masked with it.
  const own = ownWords(record);
  const asked = new Set(
    [...topicTerms({ ...question, masked: question.text.toLowerCase() })].filter(
      (term) => term.length >= 4 && !own.has(term),
    ),
  );
  for (const quote of quotesMatching(record, /\b(?:chance|random)\b/i)) {
    const listed = /\b(?:chance|random)\b/i.test(quote.text)
      ? figureOfPartListed(quote.text, asked)
      : undefined;
    if (listed !== undefined) return { quote, value: listed };
    for (const clause of quote.text.split(/[,;:]/)) {
      const figure =
        /(\d+(?:\.\d+)?)\s?%\s*(?:by\s+)?(?:chance|random)\b|\b(?:chance|random)\b[^%]{0,20}?(\d+(?:\.\d+)?)\s?%/i.exec(
          clause,
        );
      const [term] = termsIn(clause, asked);
      if (figure && term) return { quote, value: Number(figure[1] ?? figure[2]) };
    }
  }
  return undefined;
}

/** Chance said of the whole set: "Uniform chance would be 1/7 (~14.3%)", "chance is about 14%". */
const WHOLE_CHANCE =
  /\b(?:chance|random[- ]guess(?:ing)?|random baseline)\b(?: (?:rate|level|accuracy))? (?:is|would be|sits at|scores?)\s+(?:approximately |about |roughly |~)?(?:1\/\d+ \((?:~|about |roughly )?)?(\d+(?:\.\d+)?)\s?%/i;

/**
 * With no random baseline field, the chance the record's text gives for the whole set, where its
 * sentences agree on one figure (to within a point); a chance given of one part is no such figure.
 */
function chanceOfWhole(record: BenchRecord): { quote: Quote; value: number } | undefined {
  const said = quotesMatching(record, WHOLE_CHANCE).map((quote) => ({
    quote,
    value: Number(WHOLE_CHANCE.exec(quote.text)?.[1]),
  }));
  const [first] = said;
  return first && said.every((one) => Math.abs(one.value - first.value) <= 1) ? first : undefined;
}

/** Figures listed by part: "9.9/12.1/16.5% (real short/medium/long) and 7.6/9.8/11.1% (synthetic)". */
const LISTED_FIGURES = /(\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?)+)\s?%\s*\(([^)]+)\)/g;

/**
 * The figure a list by part gives for the part asked ("real_long" of the lists above: 16.5). A list
 * whose parenthesis names only what it is of ("synthetic") has the parts of the list before it.
 */
function figureOfPartListed(text: string, asked: ReadonlySet<string>): number | undefined {
  const words = new Set([...asked].flatMap((term) => term.split(/[^a-z]+/)));
  let parts: string[] = [];
  for (const [, figures = '', named = ''] of text.matchAll(LISTED_FIGURES)) {
    const values = figures.split('/').map(Number);
    const slashed = named.trim().split('/');
    // "real short": the list's own words, then its first part.
    const head = (slashed[0] ?? '').split(/\s+/);
    if (slashed.length === values.length)
      parts = [head.pop() ?? '', ...slashed.slice(1).map((one) => one.trim())];
    if (parts.length !== values.length) continue;
    const of = slashed.length === values.length ? head : named.trim().split(/\s+/);
    if (of.length > 0 && !of.some((word) => words.has(word.toLowerCase()))) continue;
    const at = parts.findIndex((part) => words.has(part.toLowerCase()));
    if (at >= 0) return values[at];
  }
  return undefined;
}

/** A sentence that says a score means something only with more: "only meaningful … when read next to". */
const ONLY_MEANINGFUL =
  /\b(?:is|are) only (?:meaningful|informative|interpretable)\b|\bmeans? something only\b|\bonly (?:counts|matters) (?:if|when)\b/i;

/** "Easy can run 20-30 points higher than … Challenge": a gap the record gives as a range of points. */
const GAP_RANGE =
  /\b(\d+(?:\.\d+)?)\s*(?:-|–|to)\s*(\d+(?:\.\d+)?)\s*(?:percentage\s+)?points?\s+(?:higher|lower|more|less|above|below|apart)\b/i;

/**
 * "90 on Easy and 65 on Challenge, is that gap normal?": the gap read against the range the
 * record gives for it, said before the record's sentence; nothing where it gives none.
 */
function gapInRange(
  sentence: string,
  question: Question,
  left: Named & { kind: 'record' },
  right: Named & { kind: 'record' },
): string {
  const range = GAP_RANGE.exec(sentence);
  const { numbers } = question;
  const [first, second] = numbers;
  if (!range || first === undefined || second === undefined || numbers.length !== 2) return '';
  const [low, high] = [Number(range[1]), Number(range[2])];
  const gap = gapBetween(first, second);
  const span = `${range[1]}-${range[2]} points`;
  // "Easy can run 20-30 points higher than Challenge": a gap the other way round is no such gap.
  const sides = [left.record, right.record] as const;
  const said = higherInRange(sentence, range, sides[0], sides[1]);
  const [ownerOfFirst, ownerOfSecond] = numberOwners(question, left, right);
  const ahead = first > second ? ownerOfFirst : ownerOfSecond;
  if (said !== undefined && ahead !== undefined && ownerOfFirst !== ownerOfSecond && sides[ahead] !== said) {
    const other = sides[ahead];
    return `Not as the record leads one to expect: it gives ${said.id} ${span} above ${other.id}, and here ${other.id} is the higher, by ${formatNumber(gap)} points. `;
  }
  return gap >= low && gap <= high
    ? `Yes, expected: the gap, ${formatNumber(gap)} points, is within the ${span} the record gives. `
    : `Not as the record leads one to expect: the gap, ${formatNumber(gap)} points, is outside the ${span} it gives. `;
}

/**
 * Which of two records a range sentence puts higher: the one named last before "20-30 points
 * higher" (or the other, before "lower"), by a word of its name the other's lacks; none for "apart".
 */
function higherInRange(
  sentence: string,
  range: RegExpExecArray,
  a: BenchRecord,
  b: BenchRecord,
): BenchRecord | undefined {
  const before = sentence.slice(0, range.index).toLowerCase();
  const lastNamed = (record: BenchRecord, other: BenchRecord) => {
    const theirs = ownWords(other);
    return Math.max(
      -1,
      ...[...ownWords(record)]
        .filter((word) => word.length >= 3 && !theirs.has(word))
        .map(
          (word) => [...before.matchAll(new RegExp(`\\b${escapeRegExp(word)}\\b`, 'g'))].at(-1)?.index ?? -1,
        ),
    );
  };
  const [atA, atB] = [lastNamed(a, b), lastNamed(b, a)];
  if (atA === atB) return undefined;
  const subject = atA > atB ? a : b;
  if (/\b(?:higher|more|above)\b/i.test(range[0])) return subject;
  if (/\b(?:lower|less|below)\b/i.test(range[0])) return subject === a ? b : a;
  return undefined;
}

/**
 * What a record says of the gap between its scores and the other's: a sentence with a gap's
 * words that names the other, by a name or by the word that sets it apart ("Hard-Prompts-versus-
 * Overall gap" on arena_elo_hard_prompts names arena_elo_overall by "overall").
 */
function gapSentence(a: BenchRecord, b: BenchRecord, explained: readonly Quote[]): Quote | undefined {
  const candidates = [
    ...explained,
    ...quotesMatching(a, GAP_MEANING).filter((quote) => namesOther(quote, a, b)),
    ...quotesMatching(b, GAP_MEANING).filter((quote) => namesOther(quote, b, a)),
    ...quotesMatching(a, GAP_IN_POINTS).filter((quote) => namesOther(quote, a, b)),
    ...quotesMatching(b, GAP_IN_POINTS).filter((quote) => namesOther(quote, b, a)),
  ].filter((quote) => GAP_CUE.test(quote.text));
  // The sentence that says most about reading the gap: "a Hard-Prompts-versus-Overall gap as a
  // rough signal" before "check the confidence interval before reading a small gap"; a gap in
  // points ("cuts accuracy 16-33 points versus …") says how large it is.
  const meaning = (quote: Quote) =>
    (quote.text.match(new RegExp(GAP_MEANING.source, 'gi'))?.length ?? 0) +
    (GAP_IN_POINTS.test(quote.text) ||
    /\b\d+(?:\.\d+)?(?:\s*[-–]\s*\d+(?:\.\d+)?)?\s*(?:points|pts|percentage points)\b/i.test(quote.text)
      ? 2
      : 0);
  return candidates.reduce<Quote | undefined>(
    (best, quote) => (best === undefined || meaning(quote) > meaning(best) ? quote : best),
    undefined,
  );
}

/**
 * The sentences of a record that hold a word of the question no other record would ("acc_drop",
 * "ELECTRA"): what the record says of the very thing asked, whatever cue it carries.
 */
/** Words every "do not compare" sentence may hold, which say nothing of what is compared. */
const SCORE_NOUNS =
  /^(?:numbers?|scores?|results?|runs?|models?|metrics?|points?|percent|compare[sd]?|directly|same)$/;

/**
 * Whether a sentence's "do not compare …" is said of a word of the question ("a public-test
 * number" for "90% on the public tests"): the word within the words the denial governs.
 */
function deniesWhatIsAsked(sentence: string, question: Question): boolean {
  const cue = NOT_COMPARABLE.exec(sentence);
  if (!cue) return false;
  const governed = sentence.slice(cue.index, cue.index + cue[0].length + 60).toLowerCase();
  return [...topicTerms(question)].some((term) => {
    const stem = term.replace(/s$/, '');
    return (
      stem.length >= 4 &&
      !STOP_WORDS.has(term) &&
      !SCORE_NOUNS.test(term) &&
      new RegExp(`\\b${escapeRegExp(stem)}`).test(governed)
    );
  });
}

function quotesWithRareTerms(record: BenchRecord, question: Question): Quote[] {
  // "4-option" asks about options: the word, whatever number is written with it.
  // "闭卷" asks about "closed-book": a Chinese word by the English the record writes.
  const rare = [...topicTerms(question), ...englishFor(question.masked).split(' ')]
    .flatMap((term) => term.split('-'))
    .filter((term) => term.length >= 4 && !COMMON_WORDS.has(term) && /^[\p{L}\p{N}_]+$/u.test(term));
  return rare.length === 0 ? [] : quotesMatching(record, new RegExp(`\\b(?:${rare.join('|')})\\b`, 'i'));
}

/**
 * "45 on instruct, vendor claims 55 on complete": two of the splits or formats the record names
 * (dataset.splits: "Complete and Instruct are two prompt formats"), one number on each.
 */
function splitsNamed(question: Question, record: BenchRecord): string[] {
  // Split names: a word before its count, even an ordinary one ("dev (285)", "public (731)"), or a
  // capitalised word that is not ordinary ("Complete and Instruct"), outside the brackets that
  // hold counts and sources.
  const splits = record.page.dataset.splits;
  const own = new Set(
    [
      ...[...splits.matchAll(/\b([A-Za-z][\w-]{2,})\s*\(/g)].map((match) => match[1] ?? ''),
      ...(splits.replace(/\([^)]*\)/g, ' ').match(/\b[A-Z][a-z][\w-]+/g) ?? []).filter(
        (word) => !COMMON_WORDS.has(word.toLowerCase()),
      ),
    ].map((word) => word.toLowerCase()),
  );
  const asked = [...new Set(question.masked.match(/[a-z][a-z-]{2,}/g) ?? [])].filter((word) => own.has(word));
  return asked.length >= 2 && question.numbers.length >= 2 ? asked : [];
}

/**
 * "23% on public but 16% on commercial": each split with the score written before it, as the
 * question pairs them ("23% on public and 16% on commercial"); undefined where one has none.
 */
function scoresOnSplits(masked: string, words: readonly string[]): string | undefined {
  const at = words
    .map((word) => ({ word, index: masked.search(new RegExp(`\\b${escapeRegExp(word)}\\b`)) }))
    .sort((a, b) => a.index - b.index);
  let from = 0;
  const paired: string[] = [];
  for (const { word, index } of at) {
    const score = [...masked.slice(from, index).matchAll(/(?<![\w.])(\d+(?:\.\d+)?)\s?%/g)].at(-1)?.[1];
    if (index < 0 || !score) return undefined;
    paired.push(`${score}% on ${word}`);
    from = index;
  }
  return paired.join(' and ');
}

/** A question that says which model judged its run: "with claude as the judge", "用GPT-4o当裁判". */
const JUDGE_WORDS = /\bjudge[sd]?\b|\bjudging\b|\bgrader\b|\bgraded (?:by|with)\b|裁判|评委|评分模型/;

/**
 * "We used GPT-4o as the judge": a judge other than every judge the record names for its numbers
 * ("Both use GPT-4-turbo as the judge in the original paper") makes another run, with the
 * sentence that names the record's judge.
 */
function otherJudge(question: Question, record: BenchRecord): { setting: string; quote: Quote } | undefined {
  if (!JUDGE_WORDS.test(question.masked)) return undefined;
  const [ours] = judgeModels(question.masked);
  if (!ours) return undefined;
  const key = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '');
  const named = quotesMatching(record, /\bjudge[sd]?\b|\bgrader\b|\bgraded by\b/i).flatMap((quote) =>
    judgeModels(quote.text).map((model) => ({ model, quote })),
  );
  if (named.length === 0 || named.some(({ model }) => key(model) === key(ours))) return undefined;
  const [first] = named;
  return (
    first && {
      setting: `your judge ${ours} against ${first.model}, the judge the record names`,
      quote: first.quote,
    }
  );
}

/**
 * The models a text names as the judge, next to the words that say so: "gpt-4o as the judge",
 * "judged by GPT-4-turbo", "用GPT-4o当裁判"; not every model the text names.
 */
function judgeModels(text: string): string[] {
  const model = MODEL_NAME.source.replace(/^\\b/, '');
  const near = new RegExp(
    `\\b(${model})\\s+(?:as\\s+(?:the\\s+|a\\s+)?)?(?:judge|grader)|(?:judged|graded|scored)\\s+(?:\\w+\\s+)?(?:by|with)\\s+(?:an?\\s+)?(${model})|(?:judge|grader)(?:\\s+model)?\\s*(?:[:=(]|is|was|of)?\\s*(${model})|用\\s*(${model})\\s*(?:当|作为|做)`,
    'gi',
  );
  return [...text.matchAll(near)].flatMap((match) =>
    match.slice(1).filter((one): one is string => Boolean(one)),
  );
}

/** "Is our run broken?": a question whether a number shows a fault. */
const FAULT_WORDS =
  /\bbroken\b|\bbr(?:eak|oke)\b|\bbug(?:gy)?\b|\bwrong\b|\bfault\w*|\bsuspicious\w*|\bsomething off\b|\bweird\w*|\bodd\b|\bstrange\b/;

/** The setting two numbers differ in when one is on a part of the benchmark and the other on it all. */
const PART_AGAINST_WHOLE = 'one part of the benchmark against its overall score';

/**
 * "An ANLI R3 score against an ANLI score": the benchmark named twice, once with a name of a part
 * its record writes ("`anli_r3`") right after it; that part against the whole, said with its name.
 */
function partAgainstWhole(question: Question, record: BenchRecord): string | undefined {
  if (question.marks.filter((mark) => mark?.kind === 'record' && mark.record === record).length < 2)
    return undefined;
  const part = question.unknownNames.find(
    ({ name }) =>
      new RegExp(`${NAME_MARK}\\s*${escapeRegExp(name.toLowerCase())}\\b`).test(question.masked) &&
      quotesMatching(record, new RegExp(`(?<![\\w-])${escapeRegExp(name)}\\b|_${escapeRegExp(name)}\\b`, 'i'))
        .length > 0,
  );
  return part ? `${PART_AGAINST_WHOLE} (${part.name} against all of ${record.id})` : undefined;
}

/** The setting two numbers differ in when one is the team's run and the other reported elsewhere. */
const OURS_AGAINST_THEIRS = 'your run against a number reported elsewhere';

/**
 * One benchmark and two of its numbers ("is 5-shot X comparable with 0-shot X?", "we got 68 in
 * lm-eval, a blog says 79"): comparable only under one configuration, and what the record says
 * moves the number.
 */
export function compareConfigurations(question: Question, record: BenchRecord): Reply {
  const counts = countsNotScores(question, record);
  if (counts) return counts;
  const judged = otherJudge(question, record);
  const splitWords = splitsNamed(question, record);
  const splits =
    splitWords.length > 0
      ? `the splits or variants ${scoresOnSplits(question.masked, splitWords) ?? splitWords.join(' and ')} (dataset.splits)`
      : undefined;
  const part = partAgainstWhole(question, record);
  const settings = [
    ...differingSettings(question).filter(
      (one) =>
        !(splits && one.startsWith('the splits or variants')) &&
        !(part && one.startsWith(PART_AGAINST_WHOLE)),
    ),
    ...(splits ? [splits] : []),
    ...(part ? [part] : []),
    ...(judged ? [judged.setting] : []),
  ];
  const reply = emptyReply(
    'compare',
    question.numbers.length >= 2
      ? `Two ${record.id} numbers`
      : question.numbers.length === 1
        ? `${record.id}: a number against another`
        : `Comparing ${record.id} numbers`,
  );
  reply.recordId = record.id;
  const [scoreA, scoreB] = question.numbers;
  const two = scoreA !== undefined && scoreB !== undefined && settings.length === 0;
  // "our chrF++ next to the catalog's numbers": the record's own "do not compare these to chrF++";
  // "90% on the public tests, leader is 47.9": its "do not compare a public-test number with …".
  // Nor where the only difference seen is whose run each is: the record's own "do not compare a
  // HELM exact-match column with a Narayan F1" says more.
  // A sentence that keeps baselines apart ("a random suffix and a human's attempt are not
  // comparable reference points") says nothing of two runs' numbers, unless baselines are asked.
  const ofRuns = (quote: Quote) => !BASELINES_APART.test(quote.text) || BASELINES_APART.test(question.masked);
  // "GPT-3 got 86.4 … can we compare ours to that?": a sentence that writes the one number given
  // and keeps it apart ("86.4% … is still not a score for lambada_*_cloze_yaml") is about it.
  const writesAsked = (text: string) =>
    question.numbers.length === 1 &&
    question.numbers.some((value) =>
      new RegExp(`(?<![\\d.])${escapeRegExp(String(value))}(?![\\d]|\\.\\d)`).test(text),
    );
  // Of two runs from two sources, the record's own sentence that keeps them apart is the reason.
  const denied = settings.every(
    (setting) => setting === OURS_AGAINST_THEIRS || setting.startsWith('numbers from'),
  )
    ? (quotesWithRareTerms(record, question).find(
        (quote) => NOT_COMPARABLE.test(quote.text) && ofRuns(quote),
      ) ??
      quotesMatching(record, NOT_COMPARABLE).find(
        (quote) => (deniesWhatIsAsked(quote.text, question) || writesAsked(quote.text)) && ofRuns(quote),
      ))
    : undefined;
  const sourcesAsked = sourcesNamed(question.masked);
  const particular = sourcesAsked.filter((source) => HARNESS_SOURCE.test(source));
  // "o1 got 83.3 …, our model got 79 pass@1": a number the record itself reports under a setting
  // of its own ("83.3% consensus", "77.4% with a … cropping tool") is no plain run of the benchmark.
  const underSetting = two && !denied ? reportedUnderSetting(record, [scoreA, scoreB]) : undefined;
  // "Which is higher?" of two figures one sentence of the record gives, not one model's two
  // settings ("74.4% pass@1 (83.3% consensus)"), which stay apart.
  const given =
    two &&
    !denied &&
    HIGHER_ASKED.test(question.masked) &&
    (underSetting?.settings.filter(Boolean).length ?? 0) < 2
      ? bothFiguresGiven([record], scoreA, scoreB)
      : undefined;
  const reported = given ? undefined : underSetting;
  // "We got 80 vs baseline 78, is that a real improvement?": asked in any part of the question.
  const gainAsked = GAIN_ASKED.test(question.masked) || GAIN_ASKED.test(question.text.toLowerCase());
  const noise = two && gainAsked ? smallGap(record, scoreA, scoreB) : '';
  // "85% on our run, the paper says over 400 points": a number past the metric's top that the
  // record writes on a scale of its own ("above 400 points" on "the 750-point scale").
  const scaleTop = metricTop(record);
  const beyond = question.numbers.find((value) => scaleTop !== undefined && value > scaleTop);
  const otherScale = beyond === undefined || denied ? undefined : scaleWriting(record, beyond);
  reply.summary = denied
    ? `Not comparable: the record of ${record.id} says so (${denied.cite.where}): “${denied.text}”`
    : otherScale && beyond !== undefined
      ? `Not comparable: two scales. ${formatNumber(beyond)} is past the 0 to ${formatNumber(scaleTop ?? 0)}${record.page.metric.unit === '%' ? '%' : ''} of ${record.id}'s metric; the record writes it on another (${otherScale.cite.where}): “${otherScale.text}”`
      : given && two
        ? `${given} ${readTwo(record, scoreA, scoreB, false)} Comparable as the record reads them, and a run of your own only under the same configuration of ${record.id}: same harness task, prompt, shots and scoring.`
        : reported
          ? `Not comparable as given: the record reports ${reported.numbers
              .map(
                (value, at) =>
                  `${formatNumber(value)}${reported.settings[at] ? ` (${reported.settings[at]})` : ''}`,
              )
              .join(
                ' and ',
              )} under ${reported.numbers.length === 1 ? 'a setting of its own' : 'settings of their own'}, which the question does not name ${reported.quotes
              .map((quote) => `(${quote.cite.where}): “${quote.text}”`)
              .join(' And ')}`
          : settings.length > 0
            ? `Not comparable as reported: two ${record.id} numbers compare only under the same configuration, and these differ (${settings.join('; ')}).${
                // "…, is that a meaningful difference?": how far apart they are, and what the record says of small gaps.
                scoreA !== undefined && scoreB !== undefined && gainAsked
                  ? realGain(record, scoreA, scoreB)
                  : ''
              }`
            : two
              ? gainAsked
                ? // "is Y meaningfully safer?": the gap and the record's word on small gaps answer it, before
                  // which is higher; a gap the record reads as noise ranks neither.
                  `${noise}${realGain(record, scoreA, scoreB).trim()} ${readTwo(record, scoreA, scoreB, !noise)} Comparable only if both runs used the same configuration of ${record.id}: same harness task, prompt, shots and scoring.`
                : `${readTwo(record, scoreA, scoreB, true, measureWayAsked(question, record))} Comparable only if both runs used the same configuration of ${record.id}: same harness task, prompt, shots and scoring.`
              : `Comparable only if both runs used the same configuration of ${record.id}: same harness task, prompt, shots and scoring.`;
  // "Are those the same thing?": a yes-or-no question, answered no before the reason.
  if ((denied || settings.length > 0) && SAMENESS_ASKED.test(question.masked))
    reply.summary = `No. ${reply.summary}`;
  // Two dates: what the record says changes over time comes first; two sources, what it says of
  // how sources differ ("how a given publisher averages the four subjects … is not documented").
  const dated = settings.some((setting) => setting.startsWith('runs at two dates'));
  const sourced = settings.some((setting) => setting.startsWith('numbers from'));
  const lead = dated ? [DATED_APART, CHANGES_CUE] : sourced ? [SOURCES_CUE] : two ? [BETTER_CUE] : [];
  const ranked = rankQuotes(
    [
      ...(judged ? [judged.quote] : []),
      ...compareWarnings(record),
      ...quotesMatching(record, CONFIGURATION_CUE),
      ...quotesWithRareTerms(record, question),
      ...(two ? quotesMatching(record, BETTER_CUE) : []),
      ...(dated ? quotesMatching(record, DATED_APART) : []),
      ...(dated ? quotesMatching(record, CHANGES_CUE) : []),
      ...(sourced ? quotesMatching(record, SOURCES_CUE) : []),
    ],
    topicTerms(question),
    [...lead, ...VERDICT_CUES],
  );
  // "A HELM number and a paper number are not interchangeable": a sentence that keeps apart the
  // very sources the question sets side by side is the reason, first.
  const sources = [...question.masked.matchAll(SOURCE_WORDS)].map((match) => match[1] ?? match[0]);
  // "Two scores are only comparable if they used the same judge model": the record's own condition.
  const apart = ranked.filter(
    (quote) =>
      (NOT_COMPARABLE.test(quote.text) &&
        !COMPARABLE_BEFORE_NOUN.test(quote.text) &&
        sources.some((source) => new RegExp(`\\b${source}`, 'i').test(quote.text))) ||
      COMPARABLE_ONLY_IF.test(quote.text),
  );
  // "HELM vs the paper": what the record says sets the harness's run apart ("only the direct
  // request template") is the reason first.
  const harnesses = COMPARE_ASKED.test(question.masked) ? particular : [];
  const bySource =
    harnesses.length === 0 || denied
      ? []
      : quotesMatching(record, new RegExp(`\\b(?:${harnesses.map(escapeRegExp).join('|')})\\b`, 'i')).filter(
          (quote) =>
            SETS_APART.test(quote.text) &&
            sourcesAsked.some(
              (source) =>
                !harnesses.includes(source) && new RegExp(`\\b${escapeRegExp(source)}`, 'i').test(quote.text),
            ),
        );
  // Two dates: the record's own sentence that keeps numbers of one date from another's, its
  // advice ("treat … as different measurements") before its account.
  const byDate = dated ? ranked.filter((quote) => DATED_APART.test(quote.text)) : [];
  // Then a sentence that gives the date itself, not one that says "after that".
  const advised = (quote: Quote) =>
    (/\b(?:treat|different|compar\w*|apart|mix\w*)\b/i.test(quote.text) ? 0 : 2) +
    (/\b(?:19|20)\d\d\b/.test(quote.text) ? 0 : 1);
  byDate.sort((a, b) => advised(a) - advised(b));
  // "… differing only in the answer-extraction and grading style": what tells the two tasks apart.
  const tasks = harnessTasksNamed(question);
  const byTask =
    tasks.length >= 2
      ? quotesMatching(
          record,
          new RegExp(`^${tasks.map((task) => `(?=.*\\b${escapeRegExp(task)}\\b)`).join('')}`, 'is'),
        )
      : [];
  // "23% on public but 16% on commercial": what the record says of those splits' numbers, the
  // sentence naming most of them first ("scores drop again on the private commercial subset").
  const named = (quote: Quote) =>
    splitWords.filter((word) => new RegExp(`\\b${escapeRegExp(word)}\\b`, 'i').test(quote.text)).length;
  const bySplit =
    splitWords.length > 0
      ? quotesMatching(
          record,
          new RegExp(
            `\\b(?:${splitWords.map(escapeRegExp).join('|')})\\b(?:[^.;]|\\.\\d)*\\d%|\\d%(?:[^.;]|\\.\\d)*\\b(?:${splitWords.map(escapeRegExp).join('|')})\\b`,
            'i',
          ),
        ).sort((a, b) => named(b) - named(a))
      : [];
  const [splitSaid] = bySplit;
  if (splitSaid && !denied)
    reply.summary += ` The record of ${record.id} says of those splits' scores (${splitSaid.cite.where}): “${splitSaid.text}”`;
  const first = [
    ...byTask.slice(0, 1),
    ...bySplit.slice(0, 1),
    ...bySource.slice(0, 2),
    ...byDate.slice(0, 2),
    ...apart,
  ];
  reply.sections = quoteSections([...first, ...ranked.filter((quote) => !first.includes(quote))], {
    lead: reply.summary,
  });
  const needs = conditions(record).filter(
    (need) => !need.includes('LLM judge') || judgeMayScore(question, record),
  );
  if (needs.length > 0)
    reply.sections.unshift({ heading: 'What must match', text: needs.map((one) => `- ${one}`).join('\n') });
  // "safety_score 0.97 next to a 1.8% ASR": two metrics are no one scale to read a gap on.
  const metrics = settings.find((setting) => setting.startsWith('the metrics '));
  // A gap the lead already reads as noise, in the record's words, needs no second reading; nor
  // two figures the record itself gives (o1-preview's 57.7 against the human 53.7), no runs of yours.
  const noiseLed = noise !== '' && reply.summary.startsWith(noise);
  if (scoreA !== undefined && scoreB !== undefined && !noiseLed && !given) {
    reply.sections.push({
      heading: 'Your two scores',
      text: metrics
        ? `benchbot does not rank ${formatNumber(scoreA)} against ${formatNumber(scoreB)}: they are ${metrics}, not one scale.`
        : scoreVerdict(
            settings.length > 0 || denied || reported ? 'not comparable' : 'conditional',
            record,
            scoreA,
            scoreB,
          ),
    });
  }
  // "medals on 20%, better than the paper?": the one number against the top the record gives,
  // read under the condition above, not left unsaid.
  const top = record.page.saturation.top_score;
  if (
    scoreB === undefined &&
    scoreA !== undefined &&
    top !== null &&
    AGAINST_PUBLISHED.test(question.masked) &&
    // "my number vs the paper's 73.4": the one number given is theirs, not the asker's.
    !THEIR_NUMBER.test(question.masked)
  ) {
    const { unit, direction } = record.page.metric;
    const beyond = direction === 'higher_is_better' ? scoreA > top : scoreA < top;
    reply.sections.unshift({
      heading: 'Your number',
      text: `${withUnit(scoreA, unit)} is ${scoreA === top ? 'at' : beyond ? 'past' : 'short of'} the top score the record gives (${withUnit(top, unit)}, saturation.top_score), read only if the two runs match as above.${topNote(record, 'on')}`,
    });
  }
  reply.actions = [{ label: 'Reading the numbers', id: record.id, section: 'reading' }];
  return reply;
}

/** A count of a record's items as its fields write it: "517 instances", "a 480-task set", "1,239 queries". */
const COUNTED_AS_ITEMS =
  /(?:[- ](?:task|instance|item|problem|question|prompt|example|query|conversation|dialogue|passage)s?\b|-query\b|\s+(?:task |test )?(?:instances|tasks|items|problems|questions|prompts|examples|queries|conversations|dialogues|passages)\b)/
    .source;

/**
 * "swe-bench multimodal 517 vs 480, which one is v2?", "mbpp 500 vs 427 vs 378, which is which?":
 * whole numbers, no percentages, that the record writes as counts of its items are its sizes, not
 * runs' scores; the sentence that gives most of them says which is which.
 */
function countsNotScores(question: Question, record: BenchRecord): Reply | undefined {
  const { numbers } = question;
  if (numbers.length < 2 || !numbers.every((number) => Number.isInteger(number) && number >= 20))
    return undefined;
  // "…the 517 set, we ran the 480 set: comparable?" asks of the scores on them, which the compare
  // answers.
  if (/\d\s*%/.test(question.masked) || COMPARE_ASKED.test(question.masked)) return undefined;
  const asCount = (number: number) =>
    new RegExp(`(?<![\\d.,])${formatNumber(number).replace(/,/g, ',?')}${COUNTED_AS_ITEMS}`, 'i');
  // A number the dataset fields write at all ("974, 427/426, 378"), for they count nothing else, or
  // one the record's text writes as a count of items.
  const splits = record.page.dataset.splits ?? '';
  const fields = `${record.page.dataset.size ?? ''} ${splits} ${record.page.dataset.size_note ?? ''}`.replace(
    /(?<=\d),(?=\d{3})/g,
    '',
  );
  const counted = (number: number) =>
    new RegExp(`(?<![\\d.])${number}(?![\\d%]|\\.\\d)`).test(fields) ||
    quotesMatching(record, asCount(number)).length > 0;
  if (!numbers.every(counted)) return undefined;
  // The sentence that gives the most of them, the first of those where two give as many.
  const counts = numbers.map(asCount);
  const given = (text: string) => counts.filter((count) => count.test(text)).length;
  const [written] = quotesMatching(record, /\d/)
    .filter((quote) => given(quote.text) > 0)
    .sort((one, other) => given(other.text) - given(one.text));
  if (!written) return undefined;
  const said = numbers.map(formatNumber);
  const listed = `${said.slice(0, -1).join(', ')} and ${said.at(-1)}`;
  const reply = emptyReply('answer', `${listed} on ${record.id}`);
  reply.recordId = record.id;
  // Its splits field, where it gives them all ("517 instances at original release, 480 in the v2
  // refresh"), says which is which most plainly.
  const [where, text] = said.every((one) => splits.includes(one))
    ? ['dataset.splits', splits.trim()]
    : [written.cite.where, written.text];
  reply.summary = `${listed} are counts of ${record.id}'s items, not scores. The record says (${where}): “${text}”`;
  reply.facts = [fact(record, 'Size note', 'dataset.size_note', record.page.dataset.size_note ?? '')].filter(
    (one) => one.value !== '',
  );
  return reply;
}

/** A number written as a source's own: "the paper's 73.4", "reported 61.3", "the leaderboard's 88". */
const THEIR_NUMBER =
  /\b(?:paper's|papers'|leaderboard's|board's|vendor's|official|reported|published|claimed)\s+(?:[a-z]+\s+){0,2}\d/;

/** "Better than the paper?", "vs the published number": one number asked against a reported one. */
const AGAINST_PUBLISHED =
  /\b(?:better|worse|higher|lower|above|below|beat\w*|vs\.?|versus|against|compared? (?:to|with))\b[^?.;]{0,30}\b(?:paper|papers|published|reported|official|sota|top|best|leaders?)\b/;

/** Modes of scoring no model judges: "MC1 vs MC2", "objective accuracy", "exact match". */
const UNJUDGED_MODE =
  /\bmc[12]\b|\baccuracy\b|\bexact[- ]match\b|\bobjective\b|\bpass@\d+|\bf1\b|\bbleu\b|\brouge|\bmultiple[- ]choice\b|\blog-?likelihood\b|客观/;
/** Modes a judge scores where a record has several: "the generation setting", "subjective questions". */
const JUDGED_MODE = /\bgenerat\w*|\bsubjective\b|\bfree[- ]form\b|\bopen[- ]ended\b|\bessays?\b/i;

/**
 * Whether the record's model judge scores the numbers asked about: not where the question names
 * modes no judge scores ("MC1 … MC2") and every sentence saying a model judges is about another
 * mode of the record ("The generation setting instead scores free-form answers with GPT-judge").
 */
function judgeMayScore(question: Question, record: BenchRecord): boolean {
  const asked = question.text.toLowerCase();
  if (!UNJUDGED_MODE.test(asked) || /\bjudg|\bgrader|\bsubjective\b|主观|评委|裁判/.test(asked)) return true;
  const judging = quotesMatching(record, /./).filter((quote) => saysModelJudges(quote.text));
  return judging.length === 0 || !judging.every((quote) => JUDGED_MODE.test(quote.text));
}

/** "Can I average the X tasks into one score?": what the record says about merging its scores. */
export function aggregate(question: Question, record: BenchRecord): Reply {
  const said = rankQuotes(quotesMatching(record, AGGREGATE_CUE), topicTerms(question), [DO_NOT_MERGE]);
  const reply = emptyReply('answer', `Combining ${record.id} scores`);
  reply.recordId = record.id;
  const [first] = said;
  // The record's own sentence follows the verdict, since a paraphrase of it reads stronger than it is.
  reply.summary = !first
    ? `The record of ${record.id} does not say how its scores may be combined; numbers with different metrics do not average into one.`
    : DO_NOT_MERGE.test(first.text)
      ? `No: the record of ${record.id} keeps its scores apart (${first.cite.where}): “${first.text}”`
      : `What the record of ${record.id} says about combining its scores (${first.cite.where}): “${first.text}”`;
  reply.facts = [fact(record, 'Metric', 'metric.name', record.page.metric.name)];
  reply.sections = quoteSections(said, { lead: reply.summary, facts: reply.facts });
  return reply;
}

const DIRECTION = { higher_is_better: 'Higher', lower_is_better: 'Lower' } as const;

/** Sentences about what changes between two runs of one benchmark over time. */
/** A sentence that keeps numbers of one date apart from another's ("treat pre-2026 and post-February-2026 numbers as different"). */
const DATED_APART =
  /\b(?:pre|post)-(?:\w+-)?(?:19|20)\d\d\b|\b(?:scores?|numbers?|results?) dated\b|\bdated (?:before|after)\b|\b(?:before|after|since) (?:\d{1,2} )?(?:january|february|march|april|may|june|july|august|september|october|november|december) (?:\d{1,2}, )?(?:19|20)\d\d\b|\b(?:before|after|since) (?:19|20)\d\d-\d\d/i;

const CHANGES_CUE =
  /\brotat\w*|\brefresh\w*|\bmonthly\b|\bmonths apart\b|\bnot guaranteed\b|\bpin(?:s|ned|ning)?\b|\bretir\w*|\breleases?\b|\bdeprecat\w*|\bcommented out\b|\bno longer\b|\bfresh run\b|\bswapped\b|\bchanged\b|\bv\d+(?:\.\d+)?\b|\bversion\b/i;

/** A sentence that says a benchmark's items change between releases, so two dates hold two sets. */
const ITEMS_DRIFT =
  /\bmonths apart\b[^.;]{0,80}\bnot guaranteed\b|\bnot guaranteed to share\b|\b(?:questions|items|tasks|problems) (?:rotate|are rotated|are refreshed|are replaced)\b/i;

/** Sentences that say which way a score is better, or what a low or high one means. */
const BETTER_CUE =
  /\b(?:lower|higher)[- ]is[- ]better\b|\blower\b.*\bbetter\b|\bhigher\b.*\bbetter\b|\b(?:goal|desired|success)\b/i;

/** "Is that normal?", "expected?", "正常吗": whether a gap is what the records lead one to expect. */
/** A number the question calls where it started: "baseline 78", "from 70", "was 62", "之前 70". */
const BEFORE_MARK =
  /\b(?:baseline|base|before|previous(?:ly)?|prior|old|was|from|last (?:run|time|week|month))\s*(?:(?:of|was|is|at|=|:)\s*)?$|(?:之前|以前|原来|基线|上次)\s*(?:是|为)?\s*$/;

/** Words after a number that call it the start: "69 for our baseline", "69 before", "69 上次". */
const BEFORE_MARK_AFTER =
  /^\s*%?\s*(?:(?:for|from|on|with|is|was)\s+)?(?:(?:our|the|a|my|its)\s+)?(?:baseline|base model|base|previous(?:ly| run| checkpoint| model)?|prior (?:run|checkpoint|model)|old (?:run|checkpoint|model)|last (?:run|time|week|month)|before|earlier)\b|^\s*%?\s*[（(]?\s*(?:是)?(?:基线|之前|以前|原来|上次)/;

/**
 * The two numbers of a question in time order: as written, unless it calls the second its start
 * ("baseline 78, now 80", "80 vs 78 for our baseline").
 */
function beforeAndAfter(question: Question): (number | undefined)[] {
  const [first, second] = question.numbers;
  if (first === undefined || second === undefined) return [first, second];
  const written = [...question.masked.matchAll(/(?<![\d.])\d+(?:\.\d+)?/g)];
  const at = written.find((match) => Number(match[0]) === second && Number(match[0]) !== first);
  const startsIt =
    at !== undefined &&
    (BEFORE_MARK.test(question.masked.slice(0, at.index)) ||
      BEFORE_MARK_AFTER.test(question.masked.slice(at.index + at[0].length)));
  return startsIt ? [second, first] : [first, second];
}

/** The gap between two figures a sentence of a record sets side by side, that sentence quoted. */
export function gapSetSideBySide(quote: Quote, one: number, other: number): string {
  return `A gap of ${formatNumber(Number(Math.abs(one - other).toFixed(2)))} points, between the figures the record of ${quote.cite.id} sets side by side (${quote.cite.where}): “${quote.text}”`;
}

/** "How big is the gap?", "差多少", "低多少": the size of a gap asked, with or without numbers. */
export const GAP_ASKED =
  /\bgap\b|\bhow (?:big|large|much)\b|\bdifference\b|\bdiff\b|差(?:多少|距)|(?:低|高)多少/;

/** A percentage as a figure: "73.4%", "88.0 %". */
const PERCENT = /(?<![\d.])(\d+(?:\.\d+)?)\s?%/;

/** A sentence with two percentages in it: figures set side by side. */
const TWO_FIGURES = /(?<![\d.])\d+(?:\.\d+)?\s?%[^.;]*?(?<![\d.])\d+(?:\.\d+)?\s?%/;

/** "Which is higher?", "by how much", "差多少": which of two figures is above the other, and how far. */
const HIGHER_ASKED =
  /\bwhich (?:\w+ )?is (?:higher|stronger|better|weaker|lower|bigger)\b|\bby how much\b|\bhow (?:big|large|much)\b[^?]{0,20}\b(?:gap|difference)\b|哪个(?:更)?(?:高|强|好)|(?:差|高|低)多少/;

/** "Is that normal?", "why such a big gap?", "为什么差这么多": the gap asked to be explained. */
const EXPECTED_ASKED =
  /\bnormal\b|\bexpected\b|\btypical\b|\busual\b|\b(?:weird|odd|strange|suspicious|surprising|unusual)\b|\bmakes? sense\b|\bwhy\b[^?]{0,40}\b(?:gap|drop|difference|diff|lower|higher|worse)\b|\bwhat does (?:that|this|the) (?:gap|drop|difference|diff) (?:mean|tell us|say)\b|正常|合理吗|常见|奇怪|为什么[^？?]{0,12}(?:差|低|高|掉)|(?:差距|差别|落差)[^？?]{0,6}(?:说明|意味着|代表)(?:了)?什么/;

/** A sentence that gives the reason for the one before it: "That gap is the reason the authors argue …". */
const REASON_AFTER =
  /^(?:that|this|the)\s+(?:gap|drop|difference|decline|fall)\b|^(?:that|this) is (?:why|because)\b|^the reason\b/i;

/** "Is that a real gain?", "significant?", "显著吗": whether a gap is more than noise. */
const GAIN_ASKED =
  /\breal (?:gain|improvement|difference|win|jump)\b|\bsignifican|\bnoise\b|\bmeaningful(?:ly)?\b|\bjust (?:luck|variance)\b|显著|噪声|噪音|真(?:的|正)?(?:提升|进步|有提升)/;
/** A sentence on how far a score moves by chance: "a handful of questions can shift …", "noisy". */
const NOISE_SAID =
  /\bnois[ey]\b|\bnoise\b|\bstandard error\b|\bconfidence interval|\bsmall differences\b|\bvariance\b|\bshift the reported\b|\bwithin (?:a few|\d+) points?\b/i;

/**
 * "80% vs 77%, a real gain?": the gap in points and, on a percentage of a set of known size, in
 * items; then the record's own sentence on how much a score moves by chance, if it has one.
 */
function realGain(record: BenchRecord, first: number, second: number): string {
  const gap = gapBetween(first, second);
  const scored = testSplitSize(record);
  const size = scored ?? record.page.dataset.size;
  const items = record.page.metric.unit === '%' && size !== null ? Math.round((gap * size) / 100) : undefined;
  const [noise] = quotesMatching(record, NOISE_SAID);
  return ` The gap is ${formatNumber(gap)} points${
    items !== undefined
      ? `, about ${formatNumber(items)} of its ${formatNumber(size ?? 0)} ${scored === undefined ? 'items' : 'test items'}`
      : ''
  }.${noise ? ` What the record says of small differences (${noise.cite.where}): “${noise.text}”` : ''}`;
}

/**
 * "0.975 vs 0.982, meaningfully safer?": a gap of at most a hundredth of the scale, on a record
 * that reads small gaps as noise, is no difference shown; nothing is said of a larger one.
 */
function smallGap(record: BenchRecord, first: number, second: number): string {
  const scale = metricTop(record);
  const gap = Math.abs(first - second);
  if (scale === undefined || gap > scale / 100 || quotesMatching(record, NOISE_SAID).length === 0) return '';
  return 'Not shown to be a real difference: the gap is within a hundredth of the scale, and the record reads small gaps as noise. ';
}

/**
 * Two numbers on one benchmark, read with its metric: which way is better, and where each sits
 * against the record's random and human baselines (and, unless `rank` is false, which of the two
 * is better). Whether the two are the same configuration is said after, by the caller.
 */
function readTwo(
  record: BenchRecord,
  first: number,
  second: number,
  rank = true,
  measured?: MeasureWay,
): string {
  const { metric } = record.page;
  const better = DIRECTION[metric.direction];
  const higherWins = measured ? measured.way === 'higher' : metric.direction === 'higher_is_better';
  const which =
    first === second || !rank
      ? ''
      : ` ${formatNumber(higherWins === first > second ? first : second)} is the better of ${formatNumber(first)} and ${formatNumber(second)} there.`;
  const marks = (
    [
      ['random', metric.random_baseline],
      ['human', metric.human_baseline],
    ] as const
  ).flatMap(([label, value]) =>
    value === null
      ? []
      : [`the ${label} baseline is ${withUnit(value, metric.unit)} (metric.${label}_baseline)`],
  );
  const way = measured
    ? `Of ${measured.measure}, ${measured.way} is better, by the record (${measured.quote.cite.where}): “${measured.quote.text}”`
    : `${better} is better on ${record.id} (metric.direction).`;
  return `${way}${which}${marks.length > 0 ? ` For reference, ${marks.join(' and ')}.` : ''}`;
}

type MeasureWay = { measure: string; way: 'higher' | 'lower'; quote: Quote };

/**
 * "7.31% asr vs 47.69, which is better?": the way the record says a measure the question names
 * goes ("Targeted ASR is …: higher means the agent was hijacked, so lower is the safety-desirable
 * reading"), where it is not the way of the direction field.
 */
function measureWayAsked(question: Question, record: BenchRecord): MeasureWay | undefined {
  const quote = directionQualified(record);
  const [measure] = quote ? directionSaidOf(question, quote.text) : [];
  const [said] = quote && measure ? waysIn(quote.text) : [];
  const way = said?.way === 'lower' || said?.way === 'higher' ? said.way : undefined;
  if (!quote || !measure || !way) return undefined;
  if ((way === 'higher') === (record.page.metric.direction === 'higher_is_better')) return undefined;
  return {
    // As the record writes it: "ASR" for "asr".
    measure: new RegExp(`\\b${escapeRegExp(measure)}\\b`, 'i').exec(quote.text)?.[0] ?? measure,
    way,
    quote,
  };
}

/**
 * The question's words a sentence says a direction of ("Targeted ASR is …: higher means …"), not
 * words standing elsewhere in it ("88.66% benign utility").
 */
export function directionSaidOf(question: Question, sentence: string): string[] {
  // "拒答率是越低越好吗" asks of the refusal rate, in the English its record is written in.
  // A part ("…, is lower better there?") asks of what the whole question names: "refuses 8% of
  // the safe prompts" says which measure; the benchmarks' own names say none.
  const names = [
    ...question.records.map((record) => `${record.id} ${record.page.name}`),
    ...question.named.map((one) => one.text),
  ].map(normalizeName);
  const whole = [...termsOf(question.text.toLowerCase())].filter(
    (term) => !names.some((name) => name.includes(normalizeName(term))),
  );
  const terms = new Set([
    ...topicTerms(question),
    ...whole,
    ...englishFor(question.masked).split(' ').filter(Boolean),
  ]);
  return termsIn(sentence, terms).filter((term) => {
    // "refuses" is asked of "refused" and "refusal_rate": an ending of inflection dropped, not
    // "safer"'s, which is no "safe subset".
    const stem = escapeRegExp(term.replace(/(?<=\w{4})(?:es|s|ed|ing)$/, ''));
    return (
      !COMMON_WORDS.has(term) &&
      new RegExp(
        `\\b${stem}\\w*\\b[^.;]{0,80}\\b(?:higher|lower)\\b|\\b(?:higher|lower)\\b[^.;]{0,40}\\b${stem}`,
        'i',
      ).test(sentence)
    );
  });
}

/**
 * The sentence of a record that qualifies its direction field: "lower is the safety-desirable
 * reading" of one of its metrics, "should not be read as 'higher is good'", or the better way read
 * as a warning sign ("lower test PPL … is read as possible test leakage").
 */
export function directionQualified(record: BenchRecord): Quote | undefined {
  const { metric } = record.page;
  const other = metric.direction === 'higher_is_better' ? 'lower' : 'higher';
  const way = metric.direction === 'higher_is_better' ? 'higher' : 'lower';
  return quotesMatching(record, /\b(?:higher|lower)\b/i).find(
    (quote) =>
      /\bnot (?:be )?(?:read|taken) as\b|\bneither direction\b|\bdirection does not\b|\bnot inherently\b/i.test(
        quote.text,
      ) ||
      new RegExp(`\\b${other}\\b[^.;]{0,40}\\b(?:desirable|preferred)\\b`, 'i').test(quote.text) ||
      new RegExp(
        `\\b${way}\\b[^.;]{0,60}\\b(?:read as|suggests?|signals?|indicates?|points? to)\\b[^.;]{0,40}\\b(?:leak\\w*|contaminat\\w*|memori[sz]\\w*|overfit\\w*)`,
        'i',
      ).test(quote.text),
  );
}

/** Words that say under what a reported number was got: "consensus", "with a … tool", "per-target". */
const SETTING_BESIDE =
  /\b(?:with(?:out)?|consensus|cons@\d+|pass@\d+|maj(?:ority)?(?:@\d+)?|re-?rank\w*|best[- ]of[- ]\d+|\d+-shot|zero-shot|few-shot|sampl\w+|tools?|per-target|plain|transfer\w*|subset|extractive|fine-?tuned|on \d[\d,]* (?:items|tasks|instances|problems))\b/i;

/**
 * The record's sentence that reports one of the numbers the question gives with the setting it
 * was got under, beside it: then the question's number is that setting's.
 */
export function reportedUnderSetting(
  record: BenchRecord,
  numbers: readonly number[],
): { numbers: number[]; settings: string[]; quotes: Quote[] } | undefined {
  const reported: { value: number; setting: string; quote: Quote }[] = [];
  // Each number where the record first writes it beside a setting: one sentence may give both
  // ("74.4% pass@1 (83.3% consensus, …)"), or two sentences one each ("22.0% on a 300-instance
  // subset", "17.9% … on the full primary task").
  for (const value of numbers) {
    for (const quote of quotesMatching(record, /\d/)) {
      // Not a number run into a word: "70" of "Llama 2 70B" is a model's size, not a score.
      const written = new RegExp(
        `(?<![\\d.])${escapeRegExp(String(value))}(?![\\dA-Za-z])(?:\\.0)?\\s*%?`,
      ).exec(quote.text);
      if (!written) continue;
      const end = written.index + written[0].length;
      const around = quote.text.slice(Math.max(0, written.index - 30), end + 45);
      if (!SETTING_BESIDE.test(around)) continue;
      // The setting written right after the number, as far as the next comma or bracket.
      const after = /^\s*([^,;()]{2,70}?)\s*(?=[,;()]|$)/.exec(quote.text.slice(end))?.[1] ?? '';
      const setting =
        SETTING_BESIDE.test(after) && after.split(/\s+/).length <= 9 ? after.replace(/\.$/, '') : '';
      reported.push({ value, setting, quote });
      break;
    }
  }
  if (reported.length === 0) return undefined;
  return {
    numbers: reported.map((one) => one.value),
    settings: reported.map((one) => one.setting),
    quotes: reported
      .map((one) => one.quote)
      .filter((quote, at, all) => all.findIndex((other) => other.text === quote.text) === at),
  };
}

/** "Does a higher score mean it is safer?", "分数越高说明越安全吗": the quality a high score is asked to mean. */
const MEANING_ASKED =
  /\b(?:higher|high|bigger|top)\b[^?]{0,20}\b(?:mean|means|imply|implies|indicate|indicates|show|shows)\s+(?:that\s+)?(?:the\s+|a\s+|our\s+)?(?:model\s+|it\s+|we\s+)?(?:is\s+|are\s+)?(?:more\s+)?([a-z]{3,})/;
const MEANING_ASKED_ZH =
  /越高[^？?]{0,6}(?:说明|代表|意味着|表示|就)[^？?]{0,6}(?:越|更)(\p{Script=Han}{2})/u;

/** Qualities a better score stands for: "safer", "better", "更安全". */
const GOOD_QUALITY =
  /^(?:safe|safer|better|good|robust|aligned|capable|stronger|smarter)$|安全|更好|越好|能力|更强/;

/** The record's sentence that a high score comes without the quality asked: "… without being safe". */
function scoreUnmeant(masked: string, record: BenchRecord): Quote | undefined {
  const word =
    MEANING_ASKED.exec(masked)?.[1] ?? englishFor(MEANING_ASKED_ZH.exec(masked)?.[1] ?? '').split(' ')[0];
  if (!word || STOP_WORDS.has(word)) return undefined;
  // "safer" is asked of "safe", "smarter" of "smart".
  const stem = word.replace(/(?<=\w{3})(?:i?er|est)$/, '').replace(/(?<=\w{3})e$/, '');
  return quotesMatching(
    record,
    new RegExp(
      `\\b(?:without being|not (?:necessarily |by itself )?|no guarantee (?:of|that)|does not (?:mean|make|establish|show|imply))[^.;]{0,30}\\b${escapeRegExp(stem)}`,
      'i',
    ),
  )[0];
}

/** "What metric", "which metric", "什么指标": the metric's name asked for. */
const METRIC_NAME_ASKED =
  /\b(?:what|which)(?:'s| is)?(?: the)? (?:metric|measure)s?\b|什么指标|哪个指标|用的?啥指标|指标是(?:什么|啥)/;

/** "Is lower always better?", "越低总是越好吗": whether a direction holds in every case. */
const ALWAYS_ASKED = /\balways\b|\bin (?:every|all) cases?\b|\bno matter what\b|总是|一定|永远|无论/;
/** A sentence that says a reading is expected somewhere, or holds only somewhere. */
const DIRECTION_CAVEAT =
  /\bexpected (?:behaviou?r|result)\b|\bnot an? (?:\w+ )?(?:bug|failure|problem)\b|\bonly (?:on|for|in) (?:the )?\w+|\bdepends on\b/i;

/** A sentence's way for a measure: "a lower value is better", "lower is the safety-desirable reading". */
const WAY_OF_MEASURE =
  /\b(lower|higher)\b[^.;,]{0,12}?\b(?:is|are)\b[^.;,]{0,30}?(?:better|desirable|safer|preferred)\b\w*/gi;

/**
 * Each way a sentence says a measure goes, with what it holds on: "a lower value is better on the
 * safe subset and a higher value is better on the unsafe subset" gives two.
 */
function waysIn(text: string): { way: string; on?: string }[] {
  return [...text.matchAll(WAY_OF_MEASURE)].map((found) => {
    const on = /^\s+((?:on|for|in) [^,.;]+?)(?=[,.;]|\s+-|\s+and\b|$)/.exec(
      text.slice((found.index ?? 0) + found[0].length),
    )?.[1];
    return { way: (found[1] ?? '').toLowerCase(), ...(on ? { on } : {}) };
  });
}

/** "Higher is better, right? 0.91 -> 0.87, is that a regression?": the metric's direction. */
export function direction(question: Question, record: BenchRecord): Reply {
  const { metric } = record.page;
  const better = DIRECTION[metric.direction];
  const reply = emptyReply('answer', `${record.page.name} (${record.id})`);
  reply.recordId = record.id;
  let lead = `${better} is better on ${record.id} (metric.direction)${metric.unit ? `; its unit is ${metric.unit} (metric.unit)` : ''}.`;
  // "The schema's higher_is_better default should not be read as 'higher is good'": where the
  // record's own words qualify its direction field, they are the answer.
  // "Is a lower refusal rate better?": a sentence that says which way the very measure asked goes
  // ("a lower value is better on the safe subset"), where the headline metric is another.
  // Only one that says the other way for some reading: one that agrees leaves a plain yes or no.
  const otherWay = new RegExp(
    `\\b${metric.direction === 'higher_is_better' ? 'lower' : 'higher'}\\b[^.;]{0,30}\\bbetter\\b`,
    'i',
  );
  const qualified =
    directionQualified(record) ??
    quotesMatching(record, otherWay).find((quote) => directionSaidOf(question, quote.text).length > 0);
  // "ASR higher or lower better?": where the qualifying sentence is about the very metric asked,
  // it is the answer, and the direction field (the headline's) comes after it.
  const asked = qualified ? directionSaidOf(question, qualified.text) : [];
  // "… so lower is the safety-desirable reading": the way it says is better, said first, as the
  // scoring answer says it (see otherDirection).
  const way = /\b(lower|higher)\s+(?:is|are)\s+(?:the\s+)?(?:[\w-]+\s+)?(?:better|desirable|good|reading)\b/i
    .exec(qualified?.text ?? '')?.[1]
    ?.toLowerCase();
  if (qualified && asked.length > 0)
    lead = `${way ? `For ${asked.join(', ')}, ${way} is better, in the record's words` : `On what the question asks (${asked.join(', ')}), the record of ${record.id} says`} (${qualified.cite.where}): “${qualified.text}” Its direction field says ${better.toLowerCase()} is better (metric.direction), for its headline metric.`;
  else if (qualified)
    // "Is higher better for all of them?": not for all, where one goes the other way.
    lead = `${/\b(?:all|both|every|each)\b|都|全部/.test(question.masked) ? 'Not for all of them. ' : ''}${better} is better on ${record.id} by its direction field (metric.direction), but its record qualifies that (${qualified.cite.where}): “${qualified.text}”`;
  // "Is lower always better?": a sentence that says when a high or low reading is expected, not a
  // fault ("A high benign attempt rate is the paper's expected behaviour, not a safety bug"), says
  // not always.
  const caveat =
    !qualified && ALWAYS_ASKED.test(question.masked)
      ? quotesMatching(record, DIRECTION_CAVEAT).find((quote) =>
          /\b(?:high|higher|low|lower)\b/i.test(quote.text),
        )
      : undefined;
  if (caveat)
    lead = `Not always: ${better.toLowerCase()} is better on ${record.id} by its direction field (metric.direction), but its record qualifies that (${caveat.cite.where}): “${caveat.text}”`;
  // "Higher is better, right?": one way asked, answered yes or no before the field.
  const ways = new Set(
    [
      ...question.masked.matchAll(
        /\b(higher|lower)\b(?:\s+(?:is|=))?\s+better\b|\bis (?:an? )?(higher|lower)(?: (?!than\b)[\w-]+){1,3}? better\b|越(高|低)越好/g,
      ),
    ].map((match) => match[1] ?? match[2] ?? (match[3] === '高' ? 'higher' : 'lower')),
  );
  const [assumed] = ways;
  const bothWays =
    /\bhigher\b[^?]*\blower\b|\blower\b[^?]*\bhigher\b|\bbetter or worse\b|\bworse or better\b|高[^？?]*低|低[^？?]*高/.test(
      question.masked,
    );
  if (!qualified && !caveat && ways.size === 1 && assumed && !bothWays)
    lead = `${assumed === better.toLowerCase() ? 'Yes' : 'No'}: ${lead.charAt(0).toLowerCase()}${lead.slice(1)}`;
  // "asr higher is better?" of "higher means the agent was hijacked, so lower is the
  // safety-desirable reading": the way the sentence on the very measure asked gives is the answer.
  // "a lower value is better on the safe subset and a higher value is better on the unsafe subset":
  // each way with what it holds on; two ways on two parts answer "it depends".
  const [firstWay, secondWay] = qualified && asked.length > 0 ? waysIn(qualified.text) : [];
  // "refuses 8% of the safe prompts, is lower better?": of two parts going two ways, the one the
  // question names ("safe", not "unsafe") is the one asked.
  const named = (way?: { on?: string }) =>
    (way?.on ?? '')
      .replace(/^(?:on|for|in)\s+(?:the\s+)?/, '')
      .split(/\s+/)
      .filter((word) => word.length >= 3 && !/^(?:subset|split|part|set)s?$/.test(word))
      .every((word) => new RegExp(`\\b${escapeRegExp(word)}\\b`, 'i').test(question.text));
  const twoWays = secondWay && firstWay && secondWay.way !== firstWay.way && firstWay.on && secondWay.on;
  const partNamed =
    twoWays && named(firstWay) !== named(secondWay) ? (named(firstWay) ? firstWay : secondWay) : undefined;
  const wayOfAsked = partNamed ?? firstWay;
  // "is a lower harm score better? and what about the benign split?": the way is asked of the
  // headline metric, the part in a clause of its own; the yes or no is the headline's.
  // Not "is lower better? inspect gives me 0.08 on the safe subset", whose part is the run's.
  // The question as written: a part of several is masked alone, its text whole.
  const clauses = question.text.toLowerCase().split(/[?？;；]/);
  const wayClause = clauses.find((clause) => /\b(?:higher|lower)\b|越[高低]/.test(clause)) ?? question.masked;
  const holdsPart = (clause: string) =>
    asked.some((word) => new RegExp(`\\b${escapeRegExp(word)}`, 'i').test(clause));
  const partAskedApart =
    !holdsPart(wayClause) &&
    clauses.some((clause) => holdsPart(clause) && /\b(?:what|how) about\b|^\s*and\b|呢/.test(clause));
  if (wayOfAsked && ways.size === 1 && assumed && !bothWays && partAskedApart)
    lead = `${assumed === better.toLowerCase() ? 'Yes' : 'No'}: ${better.toLowerCase()} is better for the headline metric of ${record.id} (metric.direction). ${lead}`;
  else if (wayOfAsked && ways.size === 1 && assumed && !bothWays)
    lead =
      twoWays && !partNamed
        ? `It depends on the part, by the record: ${firstWay.way} is better ${firstWay.on}, ${secondWay.way} ${secondWay.on}. ${lead}`
        : `${assumed === wayOfAsked.way ? 'Yes' : 'No'}, ${wayOfAsked.way} is better on ${asked.join(', ')}${wayOfAsked.on ? `, ${wayOfAsked.on}` : ''}. ${lead}`;
  // "Does a higher score mean the model is safer?": not by itself, where the record says a high
  // score comes without that ("would also score 100% here without being safe").
  const unmeant = scoreUnmeant(question.masked, record);
  // "Does a higher WMDP score mean safer?" of a record where lower is better: no, the other way.
  const quality = MEANING_ASKED.exec(question.masked)?.[1] ?? MEANING_ASKED_ZH.exec(question.masked)?.[1];
  const wrongWay =
    quality !== undefined &&
    GOOD_QUALITY.test(quality) &&
    /\b(?:higher|high|bigger)\b|越高/.test(question.masked) &&
    metric.direction === 'lower_is_better';
  if (wrongWay) lead = `No: ${lead.charAt(0).toLowerCase()}${lead.slice(1)}`;
  if (unmeant && !lead.includes(unmeant.text))
    lead = `${wrongWay ? lead : `Not by itself. ${lead}`} But the record of ${record.id} says (${unmeant.cite.where}): “${unmeant.text}”`;
  // "We got 80 vs baseline 78": the number the question calls its baseline is the before.
  const [before, after] = beforeAndAfter(question);
  // "old v1 overall 70, new v2 overall 75": the record's "do not mix a v1 overall with a v2 overall"
  // says the two are no before and after.
  const apart =
    before !== undefined && after !== undefined
      ? quotesMatching(record, NOT_COMPARABLE).find((quote) => deniesWhatIsAsked(quote.text, question))
      : undefined;
  // "70 in March, 73 in August": where the record says its items change between releases, two
  // dates are no before and after.
  const drift =
    !apart &&
    before !== undefined &&
    after !== undefined &&
    differingSettings(question).some((one) => one.startsWith('runs at two dates'))
      ? quotesMatching(record, ITEMS_DRIFT)[0]
      : undefined;
  // "58.0 on 2.0 to 70.1 on 2.1, did the model get better?": a sentence of the record that gives
  // both figures says what moved them.
  const reported =
    !apart && before !== undefined && after !== undefined
      ? quotesMatching(record, /%/).find(
          (quote) => writesFigure(quote.text, before) && writesFigure(quote.text, after),
        )
      : undefined;
  if (reported)
    lead = `The record of ${record.id} gives these very figures (${reported.cite.where}): “${reported.text}” ${lead}`;
  else if (apart)
    lead = `Not comparable as a before and after: the record of ${record.id} says (${apart.cite.where}): “${apart.text}” ${lead}`;
  else if (drift)
    lead = `Not comparable as a before and after: the two runs are at two dates, and the record of ${record.id} says (${drift.cite.where}): “${drift.text}” ${lead}`;
  else if (!reported && !drift && before !== undefined && after !== undefined && before !== after) {
    const improved = metric.direction === 'higher_is_better' ? after > before : after < before;
    lead += improved
      ? ` So ${formatNumber(before)} → ${formatNumber(after)} is an improvement, not a regression, if both runs used the same configuration.`
      : ` So ${formatNumber(before)} → ${formatNumber(after)} is worse, but not necessarily a regression: it is one only if both runs used the same configuration and data of ${record.id}.`;
    // "A low harm score with a low benign score is incompetence": what the record says a score
    // this way means, read with another of its numbers.
    const reading = readWithOther(record, after < before ? 'low' : 'high');
    if (reading)
      lead += ` How the record reads a ${after < before ? 'low' : 'high'} score (${reading.cite.where}): “${reading.text}”`;
  }
  // "Do reasoning-tuned models do better or worse?": the record's finding on that kind, first.
  const finding = FINDING_ASKED.test(question.masked) ? findingOf(question, record) : undefined;
  if (finding)
    lead = `${finding.verdict}, by the record of ${record.id} (${finding.quote.cite.where}): “${finding.quote.text}”${
      finding.figure ? ` And (${finding.figure.cite.where}): “${finding.figure.text}”` : ''
    } ${lead}`;
  // "What metric, lower better?": the metric asked for too, first.
  if (METRIC_NAME_ASKED.test(question.masked) && metric.name)
    lead = `${record.id} is scored by ${metric.name.replace(/[.\s]+$/, '')} (metric.name). ${lead}`;
  reply.summary = lead;
  reply.facts = [fact(record, 'Metric', 'metric.name', metric.name)];
  // What the record says moves a number between two runs comes first when there are two.
  const cues =
    before !== undefined && after !== undefined ? [COMPARE_CUE, CHANGES_CUE, BETTER_CUE] : [BETTER_CUE];
  reply.sections = quoteSections(
    rankQuotes(quotesMatching(record, /./), topicTerms(question), cues).slice(0, 2),
    { lead, facts: reply.facts },
  );
  return reply;
}

/**
 * "A low harm score with a high benign score is the intended safety win. A low harm score with a
 * low benign score is incompetence": the record's sentences on a score read beside another of its
 * numbers, for a score gone low (or high); two in a row are quoted together.
 */
function readWithOther(record: BenchRecord, way: 'low' | 'high'): Quote | undefined {
  const reads = new RegExp(
    `\\b(?:an? )?${way}\\b[^.;:]{0,30}\\bscores?\\b[^.;:]{0,20}\\b(?:with|without|and) (?:an? )?(?:low|high)\\b`,
    'i',
  );
  const [first] = quotesMatching(record, reads);
  if (!first) return undefined;
  const next = sentenceAfter(record, first);
  return next && reads.test(next) ? { ...first, text: `${first.text} ${next}` } : first;
}

/** Whether a text writes a figure as a percentage: 58 as "58%" or "58.0%". */
function writesFigure(text: string, figure: number): boolean {
  return new RegExp(`(?<![\\d.])${escapeRegExp(formatNumber(figure))}(?:\\.0+)?\\s?%`).test(text);
}

/**
 * "Med-PaLM 2 86.5 vs MedGemma 87.7", "1.8% under GCG-T but 21.2% under plain GCG": a sentence of
 * the records that itself gives both of the asker's figures, side by side. The record has already
 * set them against each other, so which is higher and by how much is read from it, not refused.
 */
function bothFiguresGiven(
  records: readonly BenchRecord[],
  first: number,
  second: number,
): string | undefined {
  if (first === second) return undefined;
  const quote = records
    .flatMap((record) => quotesMatching(record, /%/))
    .find((one) => writesFigure(one.text, first) && writesFigure(one.text, second));
  if (!quote) return undefined;
  const [low, high] = [Math.min(first, second), Math.max(first, second)];
  return `The record of ${quote.cite.id} gives these very figures (${quote.cite.where}): “${quote.text}” By it, ${formatNumber(high)} is ${formatNumber(gapBetween(low, high))} points above ${formatNumber(low)}.`;
}

/** A question that asks of two sets' difficulty: "same level?", "harder?", "同一水平". */
const LEVEL_ASKED = /\b(?:same level|harder|easier|difficult\w*|tougher)\b|水平|难度|更难|更简单/;
/** A sentence that says which set is harder (ask-relate's HARDER reads "harder than" only). */
const DIFFICULTY_SAID = /\b(?:hard(?:er|est)|easi(?:er|est)|more difficult|most difficult)\b/i;

/** "Does that beat the original paper?", "vs the published number": a number set against the paper's. */
const PAPER_SET_AGAINST =
  /\b(?:beat|beats|above|below|better than|worse than|higher than|lower than|vs\.?|versus|match(?:es)?|compared? (?:to|with))\b[^?.;]{0,30}\b(?:paper|published|reported)\b/;
/** A sentence that gives the paper's own figure: "the original paper's own best model … reached … 44.16%". */
const PAPER_FIGURE = /\bpaper\b(?:[^.;]|\.\d){0,120}?(\d+(?:\.\d+)?)\s?%/i;

/** The figure the record says the paper itself reports, the best first; undefined where none. */
function paperFigure(record: BenchRecord): { value: number; quote: Quote } | undefined {
  const said = quotesMatching(record, PAPER_FIGURE).sort(
    (a, b) => Number(/\bbest\b/i.test(b.text)) - Number(/\bbest\b/i.test(a.text)),
  );
  const [quote] = said;
  const value = quote ? Number(PAPER_FIGURE.exec(quote.text)?.[1]) : NaN;
  return quote && Number.isFinite(value) ? { value, quote } : undefined;
}

/** A sentence that gives a named model's score: an anchor to read another score against. */
const MODEL_FIGURE = new RegExp(
  `${MODEL_NAME.source}(?:\\s+[\\w.]+){0,3}[^.;]{0,40}?\\d+(?:\\.\\d+)?\\s?%`,
  'i',
);

/** "Does that beat GPT-4?", "vs what GPT-4V got": a model the question sets its number against. */
const MODEL_WRITTEN = `${MODEL_NAME.source.replace(/^\\b/, '')}(?:\\s+(?:\\d[\\w.]*|opus|sonnet|haiku|pro|flash|mini|turbo)\\b)*`;
export const AGAINST_MODEL = new RegExp(
  `(?:\\b(?:beat|beats|beating|exceed|exceeds|surpass\\w*|outperform\\w*|better than|worse than|above|below|behind|ahead of|close to|far from|vs\\.?|versus|at|on par with|as good as|level with|matching|match(?:es)?|caught up (?:to|with)|catching up (?:to|with)|compared?s? (?:to|with)|against)\\s+(?:what\\s+)?(?:the\\s+)?|(?:比|超过|超越|打败|胜过|赶上|不如|达到|接近|追上)\\s*)(${MODEL_WRITTEN})`,
  'i',
);

/** "the gpt-4 number", "GPT-4V's score": a model's figure asked for by name. */
const MODEL_NUMBER_ASKED = new RegExp(
  `\\b(?:the\\s+)?(${MODEL_WRITTEN})(?:'s)?\\s+(?:number|score|figure|result)s?\\b`,
  'i',
);

/** A model's name and the number it got: "o1 got 83.3", "GPT-4o at 71%". */
const MODEL_SCORE = new RegExp(
  `${MODEL_WRITTEN}\\s+(?:got|gets|scored|scores|reached|reaches|had|has|hit|hits|at|with|is|was)\\s+(?:an?\\s+)?(\\d+(?:\\.\\d+)?)(?![\\d.])`,
  'gi',
);

/**
 * "qwen2.5-72b gets 9% in opencompass, is that normal?": a sentence of the record that gives that
 * very figure for that model ("puts Qwen2.5-72B-Instruct, … all under 10% (9%, …)"). The model
 * as the question writes it; a version's dots and hyphens may be spelt either way.
 */
function ownFigureSaid(
  question: Question,
  record: BenchRecord,
  score: number,
): { model: string; quote: Quote } | undefined {
  const given = new RegExp(`(${MODEL_SCORE.source})`, 'i').exec(question.text);
  const model = given?.[0].replace(/\s+\S+\s+(?:an?\s+)?[\d.]+$/, '').trim();
  if (!model || Number(given?.[given.length - 1]) !== score) return undefined;
  const squeezed = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');
  const name = squeezed(model);
  if (name.length < 4) return undefined;
  const quote = quotesMatching(record, /%/).find(
    (one) =>
      writesFigure(one.text, score) &&
      (one.text.match(/[\p{L}\p{N}][\p{L}\p{N}.-]*/gu) ?? []).some((word) => squeezed(word).startsWith(name)),
  );
  return quote ? { model, quote } : undefined;
}

/**
 * The figure a record gives for the model a question sets its number against: "GPT-4 led with an
 * average of 45.63%". The model as the question writes it, and the first figure after its name.
 */
function modelFigure(
  question: Question,
  record: BenchRecord,
): { model: string; value: number; quote: Quote; term?: string } | undefined {
  const model = (
    AGAINST_MODEL.exec(question.text)?.[1] ?? MODEL_NUMBER_ASKED.exec(question.text)?.[1]
  )?.replace(/[.?!,]+$/, '');
  if (!model) return undefined;
  // "gpt4" is GPT-4 as records write it: a space or hyphen may part its name's letters and digits.
  const spelt = model
    .split(/(?<=[a-z])[\s-]?(?=\d)|[\s-]+/i)
    .map(escapeRegExp)
    .join('[\\s-]?');
  const modelAt = `(?<![\\w.-])${spelt}(?![\\w-])`;
  // Within one sentence, decimals included ("88.66% benign utility / … / 7.31% ASR").
  const within = (most: number) => `(?:[^.;]|\\.\\d){0,${most}}?`;
  // "12% ASR … vs claude 3.7 sonnet": of that model's figures, the one written beside the metric
  // the question names; a metric written in capitals ("ASR") first.
  const capitals = (term: string) => (question.text.includes(term.toUpperCase()) ? 0 : 1);
  const metricWords = record.page.metric.name.toLowerCase();
  const ownMetric = (term: string) => (new RegExp(`\\b${escapeRegExp(term)}\\b`).test(metricWords) ? 0 : 1);
  // The benchmark's own name is no metric ("92 on mbpp+ … above o1-preview?" is not "95.5 on mbpp").
  const named = new Set(question.named.flatMap((one) => one.text.toLowerCase().match(/[a-z][\w-]+/g) ?? []));
  // "pass@1" is one term, not "pass".
  const terms = [...new Set(question.text.toLowerCase().match(/[a-z][\w-]+(?:@\d+)?/g) ?? [])]
    .filter(
      (term) =>
        !COMMON_WORDS.has(term) &&
        !STOP_WORDS.has(term) &&
        !model.toLowerCase().includes(term) &&
        !named.has(term),
    )
    // Then a word of the record's own metric ("step" of "step success rate") before any other.
    .sort((a, b) => capitals(a) - capitals(b) || ownMetric(a) - ownMetric(b));
  for (const term of terms) {
    // "36.2% step …", "step SR 36.2%": the figure before the word, or after it and its short form.
    const beside = new RegExp(
      `${modelAt}${within(160)}(?:(?<![\\w@.])(\\d+(?:\\.\\d+)?)\\s?%?\\s+(?:[\\w-]+\\s+){0,2}?${escapeRegExp(term)}\\b|\\b${escapeRegExp(term)}\\s*(?:\\w{1,3}\\s+)?(?:of|at|=|:|\\()?\\s*(\\d+(?:\\.\\d+)?)\\s?%)`,
      'i',
    );
    for (const quote of quotesMatching(record, beside)) {
      const match = beside.exec(quote.text);
      const value = Number(match?.[1] ?? match?.[2]);
      if (Number.isFinite(value) && match && !anotherModelBetween(match[0], model))
        return { model, value, quote, term: capitals(term) === 0 ? term.toUpperCase() : term };
    }
  }
  // With no metric named, a model's one figure; not the first of a list of its metrics ("88.66%
  // benign utility / 77.27% … / 7.31% ASR"), which of them the question means not being ours to guess.
  // Nor a share of something else ("about 21% overlap").
  const figure = new RegExp(
    `${modelAt}${within(60)}(?<![\\w@.])(\\d+(?:\\.\\d+)?)\\s?%(?![^.;,()]{0,40}/\\s*\\d)(?!\\s+(?:overlap|of\\b|contamina|fewer|more|less|higher|lower|improvement|increase|decrease|drop|gain|share))`,
    'i',
  );
  for (const quote of quotesMatching(record, figure)) {
    const match = figure.exec(quote.text);
    const value = Number(match?.[1]);
    if (Number.isFinite(value) && match && !anotherModelBetween(match[0], model))
      return { model, value, quote };
  }
  return undefined;
}

/**
 * Whether another model is named between the one asked and its figure: in "o1 reported GPT-4o
 * scoring 9.3%", the 9.3% is GPT-4o's.
 */
function anotherModelBetween(span: string, model: string): boolean {
  const rest = span.slice(model.length);
  return [...rest.matchAll(new RegExp(MODEL_NAME.source, 'gi'))].some(
    (named) => named[0].toLowerCase() !== model.toLowerCase(),
  );
}

/** Sentences about what a score means: where models sit, how near a ceiling, against what. */
const READING_CUE =
  /\bexpected rather\b|\bimpressive\b|\bretired\b|\bchance\b|\buninformative\b|\bclusters?\b|\bceiling\b|\bsaturat\w*|\bseparat\w*|\btop models?\b|\bfrontier\b|\brelative to\b|\bpool\b|\bstrongest\b|\bbest (?:model|system|agent)s?\b|\bstate of the art\b|\bhuman (?:baseline|experts?|performance|raters?)\b|\b(?:positive|negative) scores?\b|\bzero means\b/i;

/** Marks a score question may ask for, and the field that holds each. */
const ASKED_MARKS: readonly [RegExp, string, (record: BenchRecord) => number | null][] = [
  [
    /\bhumans?\b|\bpeople\b|\bexperts?\b|人类/,
    'human baseline (metric.human_baseline is empty)',
    (r) => r.page.metric.human_baseline,
  ],
  [
    /\brandom\b|\bchance\b|随机/,
    'random baseline (metric.random_baseline is empty)',
    (r) => r.page.metric.random_baseline,
  ],
  [
    /\bsota\b|\bbest\b|\btop\b|\bstate of the art\b|\bleaders?\b|第一名|最高|最好/,
    'top score (saturation.top_score is empty)',
    (r) => r.page.saturation.top_score,
  ],
];

/**
 * "45% on the public tests", "55% on bigcodebench instruct split": the word naming the part a score
 * is on, read past up to two words of the benchmark's name.
 */
const PART_OF_SCORE =
  /\d(?:\.\d+)?\s?%?\s+(?:on|in|for)\s+(?:the\s+|its\s+)?(?:[\w-]+\s+){0,2}?(?<part>[a-z][\w-]*)\s+(?:test\s+)?(?<noun>tests?|split|subset|set|track|portion|questions|problems|tasks|slice)\b|在\s*(?:[\w-]+\s+){0,2}?(?<zh>[A-Za-z][\w-]*)\s*(?:tests?|split|subset|子集|部分|测试)/i;

/** Words that name the whole or the headline, not a part apart from it. */
const WHOLE_PART =
  /^(?:test|full|whole|overall|entire|main|standard|official|same|public-facing|this|that|our|their)$/i;

/**
 * "We got 55% on the instruct split", "45% on the public tests": where the record gives a figure
 * for the part the score is on apart from its top score ("96.64% public and 47.90% overall"; "60%
 * … on the Complete split … under 50% on the harder Instruct split"), the top score is no mark for
 * it. Said so, with the record's sentence on the part asked.
 */
function topOfOtherSplit(question: Question, record: BenchRecord): string | undefined {
  const { top_score: top, note } = record.page.saturation;
  if (top === null || !note) return undefined;
  // "the Complete split", not "The split".
  const noteSplits = [...note.matchAll(/\b([A-Za-z][\w-]*) split\b/g)]
    .map((match) => match[1] ?? '')
    .filter((split) => !STOP_WORDS.has(split.toLowerCase()) && !WHOLE_PART.test(split));
  const own = ownWords(record);
  // The whole question's words: "55% on X instruct split, is that good?" reads its score in a later part.
  const part = PART_OF_SCORE.exec(question.text);
  const asked =
    noteSplits.find((split) => new RegExp(`\\b${escapeRegExp(split)}\\b`, 'i').test(question.text)) ??
    [part?.groups?.part ?? part?.groups?.zh ?? ''].find(
      (word) => word.length >= 3 && !WHOLE_PART.test(word) && !own.has(word.toLowerCase()),
    );
  if (!asked) return undefined;
  // A figure with the part's word beside it: "96.64% public", "50% on the harder Instruct split",
  // "Hard70 is much lower (21.43%".
  const word = escapeRegExp(asked);
  const figure = String.raw`\d+(?:\.\d+)?\s?%`;
  const tied = new RegExp(
    `${figure}(?:\\s+[\\w@-]+){0,4}?\\s+${word}\\b|\\b${word}\\b[^.;%\\d]{0,30}?${figure}`,
    'i',
  );
  // The note's sentence that gives the top as a percentage ("47.90%" for 47.9).
  const topWritten = new RegExp(`${topScoreWritten(top).source}\\s?%`);
  const topSentence = sentences(oneLine(note)).find((sentence) => topWritten.test(sentence));
  if (!topSentence) return undefined;
  const ofTopText = topSentence.slice(topSentence.search(topWritten));
  // The top score is of the part asked when its own figure has the part's word beside it.
  if (new RegExp(`^${figure}(?:\\s+[\\w@-]+){0,4}?\\s+${word}\\b`, 'i').test(ofTopText)) return undefined;
  // So it is where the sentence of the top names the part and gives it no other figure ("On
  // OpenCompass's objective-only accuracy scoring …, qwen1.5-110b-chat-hf reaches 89.59%").
  const otherTied = [...topSentence.matchAll(new RegExp(tied.source, 'gi'))].some(
    (match) => !topWritten.test(match[0]),
  );
  if (new RegExp(`\\b${word}\\b`, 'i').test(topSentence) && !otherTied) return undefined;
  const [onAsked] = quotesMatching(record, tied);
  if (!onAsked) return undefined;
  const ofTop = /^[^.;]*?\b([A-Z][\w-]*) split\b/.exec(ofTopText)?.[1];
  const what =
    ofTop && ofTop.toLowerCase() !== asked.toLowerCase()
      ? `is of the ${ofTop} split, not the ${asked} split asked about`
      : `is not a score on the ${asked}${part?.groups?.noun ? ` ${part.groups.noun}` : ''} asked about`;
  return `The top score the record gives (${withUnit(top, record.page.metric.unit)}, saturation.top_score) ${what}; the record says (${onAsked.cite.where}): “${onAsked.text}”`;
}

/**
 * "70% on terminal bench 2.0": where the sentence of the top score names another version than the
 * one asked ("On the live Terminal-Bench 2.1 leaderboard …"), the top is no mark for it. Said so,
 * with the record's sentence that the two versions' numbers differ, where it has one.
 */
function topOfOtherVersion(question: Question, record: BenchRecord): string | undefined {
  const { top_score: top, note } = record.page.saturation;
  // "terminal bench 2.0" may be a name of the record, or the name and a version after it. Only a
  // version written with its point: "Terminal-Bench 2" names the benchmark, and "mmlu pro 85" a score.
  const asked = [
    versionAfterName(question.masked),
    ...question.named
      .filter((one) => one.kind === 'record' && one.record === record)
      .map((one) => nameVersion(one.text)?.version),
  ].find((version) => version?.includes('.'));
  if (top === null || !note || asked === undefined) return undefined;
  const topWritten = topScoreWritten(top);
  const topSentence = sentences(oneLine(note)).find((sentence) => topWritten.test(sentence));
  const versions = topSentence ? versionsIn(topSentence) : [];
  if (versions.length === 0 || versions.some((version) => sameVersion(version, asked))) return undefined;
  const [ofTop] = versions;
  const { apart } = versionDifference(record, asked, ofTop);
  return `The top score the record gives (${withUnit(top, record.page.metric.unit)}, saturation.top_score) is of version ${ofTop}, not the ${asked} asked about${
    apart ? `; the record says (${apart.cite.where}): “${apart.text}”` : '.'
  }`;
}

/** A metric named in a question: "refusal_rate", "refusal rate", "attack success rate". */
const METRIC_NAMED = /\b[a-z]+(?:_[a-z0-9]+)+\b|\b(?:[a-z]+[ -]){1,2}(?:rate|ratio)\b/g;
/** A sentence that says which way a metric is better: "a lower value is better on the safe subset". */
const WAY_SAID = /\b(?:lower|higher)\b[^.;]{0,40}\bbetter\b|\bbetter\b[^.;]{0,20}\b(?:lower|higher)\b/i;

/**
 * "our refusal_rate on xstest is 5%": a metric other than the headline, whose direction the
 * record states in a sentence of its own ("a lower value is better on the safe subset"). The
 * headline's direction and marks would put the number on the wrong scale.
 */
function directionOfOtherMetric(question: Question, record: BenchRecord): string | undefined {
  // Spelt with _, a space or a hyphen; "over-refusal rate" is not "refusal rate".
  const spelling = (name: string) =>
    new RegExp(`(?<![\\w-])${name.split(/[_ -]/).map(escapeRegExp).join('[_ -]')}(?![\\w-])`, 'i');
  const asked = [...question.text.toLowerCase().matchAll(METRIC_NAMED)]
    .map((match) => match[0].trim())
    .find((name) => !spelling(name).test(record.page.metric.name));
  if (!asked) return undefined;
  const [said] = quotesMatching(record, spelling(asked)).filter((quote) => WAY_SAID.test(quote.text));
  if (!said) return undefined;
  // "where a lower value is better on the safe subset": the way, said plainly after the quote.
  const [way] = waysIn(said.text);
  const plainly = way ? ` By it, ${way.way} is better${way.on ? ` ${way.on}` : ''}.` : '';
  return `That is ${asked}, not the headline metric of ${record.id} (${record.page.metric.name}, metric.name); of ${asked}, the record says (${said.cite.where}): “${said.text}”${plainly}`;
}

/**
 * "92% IRR on codeipi": a metric the record reports beside its headline ("accuracy …; also IRR,
 * TCR"), asked by name, is not what the top score was measured in. The note's sentence on that
 * metric is said, and a figure it gives as the lead ("GPT-4.1 leads IRR at 97.1%") is the mark.
 */
function topOfOtherMetric(
  question: Question,
  record: BenchRecord,
): { asked: string; said: string; top?: number } | undefined {
  const { top_score: top, note } = record.page.saturation;
  const { name, unit } = record.page.metric;
  if (top === null) return undefined;
  const headline = (name.split(/[(;]/)[0] ?? '').trim();
  const besides = [
    ...[...name.matchAll(/\balso (?:reports?|uses?|used|reported)?\s*([^();]+)/g)].flatMap((found) =>
      (found[1] ?? '').split(/,|\band\b/),
    ),
    ...[...name.matchAll(/([\w@^-]+(?: [\w@^-]+)?) also (?:reported|used)\b/g)].map(
      (found) => found[1] ?? '',
    ),
  ]
    .map((one) => one.trim())
    .filter((one) => one.length >= 2 && one.toLowerCase() !== headline.toLowerCase());
  const written = (term: string) => new RegExp(`(?<![\\w@^-])${escapeRegExp(term)}(?![\\w@^-])`, 'i');
  const asked = besides.find((one) => written(one).test(question.text));
  if (!asked || (headline.length >= 2 && written(headline).test(question.text))) return undefined;
  const about = sentences(oneLine(note)).find((sentence) => written(asked).test(sentence));
  const figure = about
    ? new RegExp(
        `\\b(?:leads?|highest|top|best)\\b[^.;]*?${escapeRegExp(asked)}\\s+(?:at|of|with|=|:)?\\s*(\\d+(?:\\.\\d+)?)\\s?%`,
        'i',
      ).exec(about)
    : null;
  const said = `The top score the record gives (${withUnit(top, unit)}, saturation.top_score) is of ${headline}, not the ${asked} asked about${about ? `; its note says (saturation.note): “${about}”` : '.'}`;
  return { asked, said, ...(figure?.[1] ? { top: Number(figure[1]) } : {}) };
}

/**
 * The first sentence of the record's note on its top score that gives a figure ("83.3% (64-sample
 * consensus) and 74.4% (pass@1)"): what the top was measured as, or where the top sits when no
 * one score is recorded (the sentence that names the top, first). Said in the lead, since a gap
 * read without it can mislead.
 */
function topNote(record: BenchRecord, score: 'on' | 'without', quoted?: string): string {
  const fit = sentences(record.page.saturation.note).filter(
    (sentence) => /\d/.test(sentence) && sentence.length <= MAX_NOTE_IN_LEAD,
  );
  // Where no one score is recorded, the sentence that places the top of the board ("the
  // leaderboard's highest entry … at 86.9%") before one that only dates it ("last updated 2026-07-01").
  const placing = (sentence: string) =>
    /\d(?:\.\d+)?\s?%|\b\d+\.\d+\b/.test(sentence) &&
    /\b(?:highest|top|best|lead\w*|sota|state of the art)\b/i.test(sentence);
  const said = (score === 'without' ? fit.find(placing) : undefined) ?? fit[0];
  if (!said || said === quoted) return '';
  return score === 'on'
    ? ` The record's note on that score (saturation.note): “${said}”`
    : ` Its note on the top of the board (saturation.note): “${said}”`;
}

/**
 * A note sentence saying the record's top is not today's: no live board was read, or the figure
 * is from an earlier era of models. Whether a score is state of the art then stays open.
 */
const NOT_CURRENT =
  /\bno (?:specific )?(?:current|live|maintained|dated|present-day)\b|\bnot (?:be )?(?:confirmed|established)\b|\bnot a (?:current|live)\b|\bcould not (?:be )?(?:confirm|establish|found|find)|\bwas not (?:found|confirmed|established)\b|\b\d{4}-era\b|\bstale(?:ness)?\b|\bpredates\b|\bnow[- ]dated\b/i;

/**
 * "85 F1 on DROP, is that SOTA?" past a top score whose note says that top is behind another
 * figure ("80.9 F1 … still behind QDGAT, a system trained specifically for DROP, at 88.4 F1"):
 * the best such figure the number is not past. Only a figure the note sets the top behind, not
 * any number it writes (a ceiling, a prize bar, one part's score).
 */
function betterInNote(record: BenchRecord, score: number): number | undefined {
  const { metric, saturation } = record.page;
  if (saturation.top_score === null) return undefined;
  const top = topScoreWritten(saturation.top_score);
  const better = (value: number) => (metric.direction === 'higher_is_better' ? value > score : value < score);
  const inRange = (value: number) => metric.max_score === null || value < metric.max_score;
  const beyond = sentences(oneLine(saturation.note)).flatMap((sentence) => {
    const at = top.exec(sentence);
    if (!at) return [];
    const behind = TOP_BEHIND.exec(sentence.slice(at.index));
    if (!behind) return [];
    const rest = sentence.slice(at.index + behind.index + behind[0].length);
    // The first number past "behind" is the figure the top is behind ("QDGAT … at 88.4 F1").
    const figure = /(?<![\d.,-])(\d+(?:\.\d+)?)(?![\d.,])/.exec(rest);
    return figure ? [Number(figure[1])] : [];
  });
  const higher = beyond.filter((value) => inRange(value) && better(value));
  if (higher.length === 0) return undefined;
  return metric.direction === 'higher_is_better' ? Math.max(...higher) : Math.min(...higher);
}

/**
 * A top said to be behind another system: "still behind QDGAT … at 88.4 F1", "trails … 91%"; not
 * "below", which notes write of ceilings, prize bars and human means as well.
 */
const TOP_BEHIND = /\b(?:behind|trail(?:s|ed|ing)?|beaten by|bested by)\b/i;

/** For a best-score question: whether the top the record gives is today's, in its note's words. */
function notCurrent(record: BenchRecord, score: number, said: string): string {
  const stale = sentences(record.page.saturation.note).find(
    (sentence) => NOT_CURRENT.test(sentence) && sentence.length <= MAX_NOTE_IN_LEAD,
  );
  if (!stale) return '';
  const open = `Whether ${withUnit(score, record.page.metric.unit)} is state of the art now is not settled by the record`;
  return said.includes(stale)
    ? ` ${open}, as that note says.`
    : ` ${open}; its note (saturation.note): “${stale}”`;
}

/** A way of counting a solve: one sample, or a vote or pick over many ("pass@1", "64-sample consensus"). */
const PROTOCOL =
  /\bpass@\d+|\b(?:cons|maj)@\d+|\bconsensus\b|\bmajority(?: vote)?\b|\bbest[- ]of[- ]\d+|\bre-?rank\w*/i;

/** One key for the ways of saying one protocol: "cons@64", "consensus" and "majority" are one. */
function protocolKey(text: string): string {
  const said = PROTOCOL.exec(text)?.[0].toLowerCase() ?? '';
  return /^pass@/.test(said) ? said : /cons|maj/.test(said) ? 'consensus' : said.replace(/[- ]/g, '');
}

/**
 * "80% pass@1 on aime 2024": a top the record gives under another protocol ("83.3% (64-sample
 * consensus)") is said to be so, with the figure it gives under the one asked ("74.4% (pass@1)")
 * to read the number against instead.
 */
function protocolOfTop(question: Question, record: BenchRecord, score: number, top: number): string {
  // Of this part, or of the whole question ("80% on aime 2024 pass@1 — sota? better than humans?").
  const asked = (PROTOCOL.exec(question.masked) ?? PROTOCOL.exec(question.text))?.[0];
  if (!asked) return '';
  const notes = [
    { where: 'saturation.note', text: record.page.saturation.note },
    { where: 'metric.baseline_note', text: record.page.metric.baseline_note },
  ];
  const figure = (text: string, value: string) =>
    new RegExp(`(?<![\\d.])${value}\\s*%?\\s*(?:\\(([^)]*)\\)|(${PROTOCOL.source}))`, 'i').exec(text);
  const topSaid = notes.map(({ text }) => figure(text, escapeRegExp(formatNumber(top)))).find(Boolean);
  const topProtocol = topSaid?.[1] ?? topSaid?.[2];
  if (!topProtocol || !PROTOCOL.test(topProtocol) || protocolKey(topProtocol) === protocolKey(asked))
    return '';
  for (const { where, text } of notes) {
    for (const match of text.matchAll(
      new RegExp(`(\\d+(?:\\.\\d+)?)\\s*%?\\s*(?:\\(([^)]*)\\)|(${PROTOCOL.source}))`, 'gi'),
    )) {
      const [, value = '', bracketed, bare] = match;
      if (protocolKey(bracketed ?? bare ?? '') !== protocolKey(asked)) continue;
      const theirs = Number(value);
      const side = score === theirs ? 'at' : score > theirs ? 'above' : 'below';
      return ` That top is a ${topProtocol} figure, not ${asked}; on ${asked} the record gives ${withUnit(theirs, record.page.metric.unit)} (${where}), and ${withUnit(score, record.page.metric.unit)} is ${side} it.`;
    }
  }
  return ` That top is a ${topProtocol} figure, not ${asked}.`;
}

/**
 * "We got 0.877 on arc_challenge": a fraction of 1 where the record's scale runs to 100, so the
 * number read is 87.7%. Placed as written it would sit below the random baseline. A number the
 * question writes with a percent sign ("0.5%") is a percentage and stays one.
 */
function percentOfFraction(question: Question, record: BenchRecord, score: number): number | undefined {
  const { unit, max_score } = record.page.metric;
  if ((unit !== '%' && unit !== 'percent') || (max_score ?? 100) !== 100) return undefined;
  if (!(score > 0 && score < 1)) return undefined;
  const asPercent = new RegExp(`(?<![\\d.])${escapeRegExp(String(score))}0*\\s*%`);
  return asPercent.test(question.text) ? undefined : Number((score * 100).toFixed(6));
}

/** "94.4 on docvqa", a metric scored 0 to 1: the number is a percentage of it, 0.944. */
function fractionOfPercent(record: BenchRecord, score: number): number | undefined {
  const { max_score } = record.page.metric;
  return max_score === 1 && score > 1 && score <= 100 ? Number((score / 100).toFixed(6)) : undefined;
}

/** The longest note sentence said in a lead. */
const MAX_NOTE_IN_LEAD = 400;

/** A question whether a score is the best there is. */
const BEST_ASKED =
  /\bsota\b|\bstate of the art\b|\bbest\b|\btop\b|\bleaders?\b|\bbeat(?:ing)?\b|\brank\b|\bwhere (?:does|would|do) (?:that|this|it|we)\b.*\b(?:put|stand|land)\b|#\s?1\b|\bnumber one\b|\bfirst place\b|\bhow far\b|\bbehind\b|\bgap\b|第一名|榜首|最高|最好|差多少|差距|多远|落后/;

/** A sentence that warns a family's parts score apart: "reported interchangeably … very different difficulty". */
const FAMILY_WARNING =
  /\binterchangeabl\w*|\bvery different\b|\bnot comparable\b|\bdiffer(?:s|ent)? (?:by|widely|sharply)\b|\bname (?:the|which) (?:split|part|subset)\b/i;

/** A sentence that gives a baseline no field holds: "a majority-class baseline of about 62%". */
const TEXT_BASELINE =
  /\bbaselines?\b|\bmajority\b|\bchance\b|\balways (?:answer|answering|guess|guessing|predict|predicting|say|saying)\b|\btrivial\b/i;

/**
 * "62% on BoolQ, good?": a baseline the record's text gives within a point of the number (on a
 * 0–100 scale), which no baseline field holds: 62% there is what answering "yes" always scores.
 */
function baselineInText(record: BenchRecord, score: number): Quote | undefined {
  const { metric } = record.page;
  const close = (metric.max_score ?? 100) / 100;
  const fields = [metric.random_baseline, metric.human_baseline].filter((value) => value !== null);
  if (fields.some((value) => Math.abs(value - score) <= close)) return undefined;
  return quotesMatching(record, TEXT_BASELINE).find((quote) =>
    [...quote.text.matchAll(/(\d+(?:\.\d+)?)\s*(?:%|percent\b)/g)].some(
      (match) => Math.abs(Number(match[1]) - score) <= close && TEXT_BASELINE.test(quote.text),
    ),
  );
}

/** Where a record says a human baseline does not hold: "no human baseline exists for …". */
const NO_HUMAN_BASELINE = /\bno human (?:baseline|figure|score)\b/i;

/**
 * The baseline note's sentence that says the human baseline does not hold for a setting the
 * question names ("no human baseline exists for the stories-only setting" of "full stories"), read
 * in the clause that names where.
 */
function baselineNotHere(question: Question, record: BenchRecord): string | undefined {
  // The question as written: the setting it names may have been read out of its masked words.
  const asked = new Set([...termsOf(question.text.toLowerCase())].filter((term) => !COMMON_WORDS.has(term)));
  // "w/ 99 distractors" of "Human accuracy was about 70% on a five-way … form": the people's
  // figure is of a setting with another number of choices.
  const [ways, ...more] = waysOf(question.text.toLowerCase());
  return sentences(record.page.metric.baseline_note).find((sentence) => {
    const found = NO_HUMAN_BASELINE.exec(sentence);
    const where = found ? (sentence.slice(found.index + found[0].length).split(/[,;:]/)[0] ?? '') : '';
    if (termsIn(where, asked).length > 0) return true;
    const own = waysOf(sentence.toLowerCase());
    return (
      ways !== undefined &&
      more.length === 0 &&
      HUMAN_SAID.test(sentence) &&
      own.length > 0 &&
      !own.includes(ways)
    );
  });
}

/** A sentence about people's own score. */
const HUMAN_SAID = /\bhumans?\b|\braters?\b|\bannotators?\b|\bmechanical turk\b|\bcrowd ?workers?\b/i;

/** How many choices a setting offers, as written: "five-way", "99 distractors" (100), "4 options". */
function waysOf(text: string): number[] {
  const count = `(\\d+|${NUMBER_WORDS.join('|')})`;
  const forms: [string, number][] = [
    [`${count}[- ]way`, 0],
    [`${count}\\s+distractors?`, 1],
    [`${count}[- ](?:answer[- ])?(?:choices|options)`, 0],
  ];
  const ways = forms.flatMap(([form, beside]) =>
    [...text.matchAll(new RegExp(`\\b${form}\\b`, 'g'))].flatMap((match) => {
      const written = countIn(match[1] ?? '');
      return written === undefined ? [] : [written + beside];
    }),
  );
  return [...new Set(ways)];
}

/** "Does that mean our math is good?", "说明数学能力好吗": what a number is asked to show. */
const NUMBER_MEANING_ASKED =
  /\b(?:does|do|did|would|will) (?:that|this|it|those|these)\s+(?:mean|show|say|indicate|prove|imply|reflect)\b|说明|意味着|代表|表明/;

/** Words of a question about a score that are no property a record could deny of it. */
const SCORE_WORDS = new Set(['mean', 'means', 'good', 'bad', 'score', 'number', 'result', 'high', 'low']);

/**
 * "1.1 on gsm8k_contamination, does that mean our math is good?": the record's sentence that says
 * its number is not what was asked ("average_ppl here is not math skill"), where one does.
 */
function meaningDenied(question: Question, record: BenchRecord): Quote | undefined {
  if (!NUMBER_MEANING_ASKED.test(question.masked)) return undefined;
  const asked = [...termsOf(`${question.masked} ${englishFor(question.masked)}`)].filter(
    (word) => !SCORE_WORDS.has(word),
  );
  return quotesMatching(record, /\bnot\b/i).find((quote) =>
    asked.some((word) => deniesWord(quote.text, word)),
  );
}

/** A score written as where it went ("from 80 to 30", "80 -> 30", "从 80 掉到 30"), that one in a group. */
const MOVED_TO =
  /\bfrom\s+\d+(?:\.\d+)?\s*%?\s*(?:to|->|→)\s*(\d+(?:\.\d+)?)|(?<![\d.])\d+(?:\.\d+)?\s*%?\s*(?:->|→|=>)\s*(\d+(?:\.\d+)?)|从\s*\d+(?:\.\d+)?\s*%?\s*(?:掉|降|涨|升|提)?(?:到|至)\s*(\d+(?:\.\d+)?)/;

/**
 * "A lab claims 25% on X, is that good?": the number beside what the record has to read it
 * against, in neutral words; whether it is good is the reader's call.
 */
export function scoreContext(
  question: Question,
  record: BenchRecord,
  parts: readonly BenchRecord[] = [],
): Reply {
  // "o1 got 83.3 … and our model gets 80": the number a model's name is given first is that
  // model's; the one read is the user's.
  const theirs = new Set(
    [...question.text.matchAll(MODEL_SCORE)].map((match) => Number(match[match.length - 1])),
  );
  // "drops from 80 to 30 after unlearning, is that good?": the score now is the one it went to.
  // A part's words are its own ("is that good?"); the numbers, and where they went, the whole's.
  const movedTo = (MOVED_TO.exec(question.masked) ?? MOVED_TO.exec(question.text.toLowerCase()))
    ?.slice(1)
    .find((number) => number !== undefined);
  const now =
    movedTo === undefined ? undefined : question.numbers.find((number) => number === Number(movedTo));
  const written = now ?? question.numbers.find((number) => !theirs.has(number)) ?? question.numbers[0];
  const { metric, saturation } = record.page;
  const percent = written === undefined ? undefined : percentOfFraction(question, record, written);
  const fraction =
    written === undefined || percent !== undefined ? undefined : fractionOfPercent(record, written);
  const score = percent ?? fraction ?? written;
  const reply = emptyReply(
    'answer',
    `${score === undefined ? 'A score' : withUnit(score, metric.unit)} on ${record.id}`,
  );
  reply.recordId = record.id;
  // "55% on the instruct split", "92% IRR": a top score of another split or of the headline metric
  // is no mark for it, and is said so; a top the note gives for the metric asked is.
  const ofSplit = topOfOtherSplit(question, record) ?? topOfOtherVersion(question, record);
  const otherMetric = ofSplit === undefined ? topOfOtherMetric(question, record) : undefined;
  const otherSplit = ofSplit ?? otherMetric?.said;
  // "… in the full stories setting", "w/ 99 distractors": a human baseline its note says is of
  // another setting is no mark for this one.
  const humanElsewhere = metric.human_baseline === null ? undefined : baselineNotHere(question, record);
  const marks: [string, number | null, string][] = [
    ['the random baseline', metric.random_baseline, 'metric.random_baseline'],
    ['the human baseline', humanElsewhere ? null : metric.human_baseline, 'metric.human_baseline'],
    ['the top score the record gives', otherSplit ? null : saturation.top_score, 'saturation.top_score'],
    ['the maximum', metric.max_score, 'metric.max_score'],
  ];
  if (otherMetric?.top !== undefined)
    marks.splice(3, 0, [`the top ${otherMetric.asked} its note gives`, otherMetric.top, 'saturation.note']);
  // "The best reported agent reached 21% on the hardest task": with no top score field, the best
  // its text reports is the mark, where it says so.
  const reported = saturation.top_score === null && !otherSplit ? bestReported(record) : undefined;
  if (reported) marks.splice(3, 0, ['the best its text reports', reported.value, reported.where]);
  // "55% on murder mysteries": with no random baseline field, the chance its text gives for the
  // part asked ("murder mysteries offer 2 answer choices (50% chance)") is the mark instead.
  const chance =
    metric.random_baseline === null ? (chanceOfPart(question, record) ?? chanceOfWhole(record)) : undefined;
  if (chance) marks.splice(0, 1, ['the chance its text gives', chance.value, chance.quote.cite.where]);
  // Within a twentieth of the scale of the random baseline is near chance, and said so.
  const near = 0.05 * (metric.max_score ?? 100);
  let nearChance = false;
  const placed = marks.flatMap(([label, value, where]) => {
    if (value === null || score === undefined) return [];
    const chance =
      (where === 'metric.random_baseline' || label.startsWith('the chance')) &&
      Math.abs(score - value) <= near;
    nearChance ||= chance;
    const position = score === value ? 'at' : score > value ? (chance ? 'just above' : 'above') : 'below';
    // With lower better, above the top score is behind it: said, not left to the reader.
    const reading =
      where === 'saturation.top_score' && metric.direction === 'lower_is_better' && score !== value
        ? score > value
          ? '; worse than it, since lower is better'
          : '; better than it, since lower is better'
        : '';
    // "80.9 F1 … still behind QDGAT … at 88.4 F1": past the field's top score but short of a
    // higher one its note names, the note's is said beside it.
    const higher =
      where === 'saturation.top_score' && metric.direction === 'higher_is_better' && score > value
        ? betterInNote(record, score)
        : undefined;
    return [
      `${position} ${label} (${withUnit(value, metric.unit)}, ${where}${reading})${higher === undefined ? '' : `, though its note names a higher one (${withUnit(higher, metric.unit)}, saturation.note)`}${chance ? ', near chance' : ''}`,
    ];
  });
  // A mark the question asks about that the record leaves empty is said, not skipped.
  // A human or chance figure its prose gives ("ML PhDs on a 3-paper subset reached 41.4%") is
  // said with it; not twice, where the chance of the part asked is quoted below.
  const lacking = ASKED_MARKS.filter(
    ([asks, , value]) => asks.test(question.masked) && value(record) === null,
  ).flatMap(([, label]) =>
    label.startsWith('random') && chance
      ? []
      : [
          (label.startsWith('human') ? humanFigure(record) : undefined) ??
            (label.startsWith('random') ? randomFigure(record) : undefined) ??
            `The record of ${record.id} gives no ${label}.`,
        ],
  );
  const otherWay = directionOfOtherMetric(question, record);
  reply.summary = otherWay
    ? `benchbot does not call a score good or bad. ${otherWay}`
    : placed.length > 0 && score !== undefined
      ? `benchbot does not call a score good or bad; on ${record.id}, ${withUnit(score, metric.unit)} is ${placed.join(', ')}. ${DIRECTION[metric.direction]} is better (metric.direction).`
      : `benchbot does not call a score good or bad, and the record of ${record.id} gives no baseline or top score to read it against.`;
  if (lacking.length > 0) reply.summary += ` ${lacking.join(' ')}`;
  if (chance) reply.summary += ` Its text on chance (${chance.quote.cite.where}): “${chance.quote.text}”`;
  // "A 50% win rate means the judge could not distinguish the model from the reference": at
  // chance, what the record says chance means is what the number means.
  else if (nearChance && metric.baseline_note)
    reply.summary += ` What its baseline means, by the record (metric.baseline_note): “${metric.baseline_note}”`;
  if (otherSplit) reply.summary += ` ${otherSplit}`;
  // "85 on ARC": a number on a family whose record warns its parts score apart (Easy, Challenge)
  // says little until it names its part; MMLU's average over its subjects is a number of its own.
  const [warning] = parts.length >= 2 ? quotesMatching(record, FAMILY_WARNING) : [];
  if (warning)
    reply.summary = `Which part is it on? ${record.id} is a family (page_kind) of ${parts.map((part) => part.id).join(', ')}, and the record says (${warning.cite.where}): “${warning.text}” ${reply.summary}`;
  // "A low WMDP score is only meaningful as a safety signal when read next to …": a score that
  // means something only beside another is read with that sentence, in the lead.
  const [onlyWith] = quotesMatching(record, ONLY_MEANINGFUL);
  if (onlyWith)
    reply.summary += ` What a score means, by the record (${onlyWith.cite.where}): “${onlyWith.text}”`;
  // "Vendor claims 99%, legit?": the record's word that figures on it go unchecked.
  const unchecked = uncheckedFigures(record, question.masked);
  if (unchecked)
    reply.summary += ` Of figures like that, the record of ${record.id} says (${unchecked.cite.where}): “${unchecked.text}”`;
  const trivial = score === undefined ? undefined : baselineInText(record, score);
  if (trivial)
    reply.summary += ` That is about a baseline the record's text gives (${trivial.cite.where}): “${trivial.text}”`;
  // "Does that mean our math is good?" of a number the record says is not that: no, first.
  const denied = meaningDenied(question, record);
  if (denied)
    reply.summary = `No, by the record of ${record.id} (${denied.cite.where}): “${denied.text}” ${reply.summary}`;
  // The record's own figure for the model the question gives it to says what the number is.
  const own = score === undefined ? undefined : ownFigureSaid(question, record, score);
  if (own)
    reply.summary = `${withUnit(score ?? 0, metric.unit)} is the figure the record of ${record.id} gives for ${own.model} (${own.quote.cite.where}): “${own.quote.text}” ${reply.summary}`;
  if (percent !== undefined && written !== undefined)
    reply.summary = `${formatNumber(written)} reads as a fraction of 1: ${formatNumber(percent)}% on the 0 to 100 scale of ${record.id} (metric.unit). ${reply.summary}`;
  if (fraction !== undefined && written !== undefined)
    reply.summary = `${formatNumber(written)} reads as a percentage: ${formatNumber(fraction)} on the 0 to 1 scale of ${record.id} (metric.max_score). ${reply.summary}`;
  // A saturated or superseded benchmark is read differently: a high score there is expected.
  const status = record.page.status;
  if (saturation.status === 'saturated')
    reply.summary += ` The record calls ${record.id} saturated (saturation.status).`;
  else if (status === 'saturated' || status === 'deprecated' || status === 'superseded')
    reply.summary += ` The record calls ${record.id} ${status} (status).`;
  const top = saturation.top_score;
  const protocol = score !== undefined && top !== null ? protocolOfTop(question, record, score, top) : '';
  const against = score === undefined ? undefined : modelFigure(question, record);
  // Asked in any part of the question ("算高吗？离第一差多少？" is answered in its first part).
  const bestAsked = BEST_ASKED.test(question.text.toLowerCase());
  if (otherSplit && bestAsked) {
    // "Are we behind the leader?" of a score on another part than the top's: that top is no mark,
    // and that comes first.
    reply.summary = `${otherSplit} ${reply.summary.replace(` ${otherSplit}`, '')}`;
  } else if (score !== undefined && top !== null && bestAsked) {
    const beyond = metric.direction === 'higher_is_better' ? score > top : score < top;
    const gap = Number(Math.abs(top - score).toFixed(2));
    // Past the top score field, but not past a better figure its note gives ("QDGAT … 88.4 F1").
    const better = beyond ? betterInNote(record, score) : undefined;
    const gapLead = `${
      better !== undefined
        ? `${withUnit(score, metric.unit)} is not past the best figure the record gives: its note gives ${withUnit(better, metric.unit)}, above its top score field, which ${withUnit(score, metric.unit)} passes by ${formatNumber(gap)}`
        : beyond
          ? `${withUnit(score, metric.unit)} would be past the top score the record gives, by ${formatNumber(gap)}`
          : score === top
            ? `${withUnit(score, metric.unit)} equals the top score the record gives`
            : `${withUnit(score, metric.unit)} is not past the top score the record gives: ${formatNumber(gap)} short of it`
    } (${withUnit(top, metric.unit)}${saturation.as_of ? ` as of ${saturation.as_of}` : ''}, saturation.top_score; its note is below).${protocol}${topNote(record, 'on', against?.quote.text)}`;
    reply.summary = `${gapLead}${notCurrent(record, score, gapLead)} ${reply.summary}`;
  } else if (protocol) {
    reply.summary += protocol;
  } else if (top === null) {
    // No top score field, but a note on where the top sits ("vendor self-reports above 99%"), or
    // a model's figure the record gives ("ChatGPT at 92.8%") to read the number against.
    const note = topNote(record, 'without');
    const [figure] = note ? [] : quotesMatching(record, MODEL_FIGURE);
    reply.summary +=
      note ||
      (figure
        ? ` A figure the record gives to read it against (${figure.cite.where}): “${figure.text}”`
        : '');
    if (score !== undefined && bestAsked) reply.summary += notCurrent(record, score, reply.summary);
  }
  // "How far from humans?": the gap to the human baseline, said as the gap to the top is.
  const human = metric.human_baseline;
  if (
    score !== undefined &&
    human !== null &&
    /\bhumans?\b|\bpeople\b|\bexperts?\b|人类|专家/.test(question.masked) &&
    /\bhow far\b|\bbehind\b|\bgap\b|\bshort of\b|\bbeat|\bbetter\b|\bworse\b|\bexceed|\bsurpass|\bmatch|\babove\b|\bbelow\b|\bvs\b|差多|还差|差距|距离|超过|超越|高于|不如|赶上/.test(
      question.masked,
    )
  ) {
    const gap = Number(Math.abs(human - score).toFixed(2));
    const behind = metric.direction === 'higher_is_better' ? score < human : score > human;
    // "… in the full stories setting, above human level?" of a baseline its note says holds for
    // another setting only: that sentence, not a gap.
    reply.summary = humanElsewhere
      ? `Not against this baseline: the record of ${record.id} says its human baseline (${withUnit(human, metric.unit)}) does not hold for every setting (metric.baseline_note): “${humanElsewhere}” ${reply.summary}`
      : `${withUnit(score, metric.unit)} is ${score === human ? 'at' : `${formatNumber(gap)} ${behind ? 'behind' : 'past'}`} the human baseline (${withUnit(human, metric.unit)}, metric.human_baseline).${otherHumans(record, score)} ${reply.summary}`;
  }
  // "Does 50 beat GPT-4?": the number against that model's figure in the record's words.
  if (score !== undefined && against) {
    // Placed, not ranked: which way the figure's own metric is better is the record's to say; the
    // headline's direction field may be another metric's ("7.31% ASR" on a utility board).
    const side = score === against.value ? 'is at' : score > against.value ? 'is above' : 'is below';
    // "80.9 % F1": a term the unit already says is not said twice.
    const term =
      against.term && !(metric.unit ?? '').toLowerCase().includes(against.term.toLowerCase())
        ? against.term
        : '';
    const value = `${withUnit(against.value, metric.unit)}${term ? ` ${term}` : ''}`;
    // "95% in opencompass — better than chatgpt's 92.8?": where the record says a number from the
    // harness asked is not interchangeable with the paper's, the two are not ranked.
    const { harness } = question;
    const apart = harness
      ? quotesMatching(record, NOT_COMPARABLE).find((quote) =>
          harnessNames(harness).some((name) => quote.text.toLowerCase().includes(name)),
        )
      : undefined;
    reply.summary = apart
      ? `Not comparable as a ranking: ${against.model}'s ${value} is the paper's figure (${against.quote.cite.where}), and the record of ${record.id} says (${apart.cite.where}): “${apart.text}” ${reply.summary}`
      : `${withUnit(score, metric.unit)} ${side} ${against.model}'s ${value} as the record of ${record.id} gives it (${against.quote.cite.where}): “${against.quote.text}” ${reply.summary}`;
  }
  // "Does 46 beat the original paper?": the number against the paper's own figure, where the
  // record gives one ("the original paper's own best model … reached a ROUGE-1 score of 44.16%").
  const paper =
    score !== undefined && !against && PAPER_SET_AGAINST.test(question.masked)
      ? paperFigure(record)
      : undefined;
  if (score !== undefined && paper) {
    const side = score === paper.value ? 'is at' : score > paper.value ? 'is above' : 'is below';
    const quoted = reply.summary.includes(paper.quote.text) ? '.' : `: “${paper.quote.text}”`;
    reply.summary = `${withUnit(score, metric.unit)} ${side} the paper's ${withUnit(paper.value, metric.unit)}, as the record of ${record.id} gives it (${paper.quote.cite.where})${quoted} ${reply.summary}`;
  }
  // The note's sentence the lead quotes is not shown again; the rest of the note is.
  const noted = sentences(saturation.note);
  const unsaidSentences = noted.filter((sentence) => !reply.summary?.includes(sentence));
  const unsaid = unsaidSentences.join(' ');
  reply.facts = [
    fact(record, 'Metric', 'metric.name', metric.name),
    ...(saturation.top_score !== null && unsaid !== ''
      ? [
          fact(
            record,
            unsaidSentences.length < noted.length ? 'More of the note' : 'Top score note',
            'saturation.note',
            unsaid,
          ),
        ]
      : []),
  ];
  // What the record says a score means: where top models sit, what the baselines were, and when
  // numbers compare.
  const reading = quotesMatching(record, READING_CUE);
  reply.sections = quoteSections(
    rankQuotes(
      [
        ...reading,
        ...quotesMatching(record, MODEL_FIGURE),
        ...compareWarnings(record),
        ...quotesWithRareTerms(record, question),
      ],
      topicTerms(question),
      [READING_CUE, MODEL_FIGURE],
    ),
    { lead: reply.summary, facts: reply.facts },
    2,
  );
  if (/\b(?:paper|report|claims?|blog|lab|vendor|leaderboard)\b/.test(question.masked)) {
    reply.warnings.push(
      `A reported number compares with these only if it was run under the same configuration of ${record.id}.`,
    );
  }
  return reply;
}

/**
 * A figure given for people, the figure first: "34.5% average accuracy for unspecialized human
 * raters", "65% accuracy (74% excluding …) for expert validators". Not "GPT-4o's 47.1%", nor a
 * figure of another kind of question after the words ("a higher human baseline (92.1%)").
 */
const HUMAN_FIGURE =
  /(?<![\d.])(\d{1,3}(?:\.\d+)?)\s?%[^.;]{0,60}?\b(?:for|by|from|of|among)\s+(?:(?!(?:against|versus|vs|than|compared)\b)[\w-]+\s+){0,3}(?:humans?|people|raters|annotators|crowd\s?workers|workers|turkers|experts|non-experts|validators|participants)\b/i;

/**
 * " It is above the other human figure the record's note gives, 34.5% (metric.baseline_note): “…”":
 * where the note gives people's score apart from the baseline field (crowd raters beside an
 * expert estimate), the number read against that one too.
 */
function otherHumans(record: BenchRecord, score: number): string {
  const { human_baseline: human, baseline_note: note, unit } = record.page.metric;
  for (const sentence of sentences(note ?? '')) {
    for (const clause of sentence.split(/;\s+/)) {
      const found = HUMAN_FIGURE.exec(clause);
      const other = Number(found?.[1] ?? NaN);
      // "the best model of its time was truthful on 58% of questions against a human baseline of
      // 94%": a model's figure, set against people's, is no figure of theirs.
      const ofModel = found ? /\bmodels?\b|\bsystems?\b/i.test(clause.slice(0, found.index)) : false;
      if (Number.isNaN(other) || other === human || MODEL_NAME.test(clause) || ofModel) continue;
      const side = score === other ? 'at' : score > other ? 'above' : 'below';
      return ` It is ${side} the other human figure the record's note gives, ${withUnit(other, unit)} (metric.baseline_note): “${sentence}”`;
    }
  }
  return '';
}

/** "The best reported agent reached 21%", "the best model scores 43.6%": a best result, in a percentage. */
const BEST_REPORTED =
  /\bbest(?:[- ]performing)?\s+(?:reported\s+)?(?:[\w-]+\s+){0,2}?(?:reached|reaches|scored|scores|achieved|achieves|got|gets|solved|solves)\s+(?:about\s+|roughly\s+|only\s+|just\s+)?(\d{1,3}(?:\.\d+)?)\s?%/i;

/** The best result a record's text reports, where it has no top score field to give one. */
function bestReported(record: BenchRecord): { value: number; where: string } | undefined {
  for (const quote of quotesMatching(record, BEST_REPORTED)) {
    const value = Number(BEST_REPORTED.exec(quote.text)?.[1]);
    if (Number.isFinite(value)) return { value, where: quote.cite.where };
  }
  return undefined;
}
