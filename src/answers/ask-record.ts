/**
 * Questions about one benchmark, or each of several asked the same thing: how it is scored, a
 * facet ("what licence", "how many items"), how to run it, what it is, or the record's own best
 * sentences. And the answers when a question names no benchmark the catalog knows.
 */
import { plainLinks, sentences } from '../catalog/links.js';
import { proseOf } from '../catalog/prose.js';
import type { BenchRecord } from '../catalog/record.js';
import type { CommandContext } from '../context.js';
import { emptyReply, type Fact, type Reply, type ReplySection } from '../reply.js';
import { editDistance, escapeRegExp, looselySpaced, normalizeName } from '../search/normalize.js';
import { MODEL_NAME } from '../search/models.js';
import { MAX_NAME_LOOKUPS } from '../search/query-terms.js';
import { STOP_WORDS } from '../search/words.js';
import { bodySections } from './card.js';
import {
  COMPARE_ASKED,
  DIRECTION_WORDS,
  directionQualified,
  directionSaidOf,
  GAP_ASKED,
} from './ask-numbers.js';
import { asksInChinese } from './chinese.js';
import { chineseWords, englishFor, englishGroups } from './chinese-words.js';
import {
  deniesApart,
  deniesWord,
  mannerOf,
  offersBothManners,
  MODEL_SUBJECT,
  predicateWords,
  type Manner,
} from './evidence.js';
import { FACETS, facetAsked, ownWords, subsetAfterName, type Facet } from './facets.js';
import {
  countsWritten,
  countIn,
  endSentence,
  fact,
  formatNumber,
  gapBetween,
  metricFacts,
  NUMBER_WORDS,
  oneLine,
  withoutStop,
  withUnit,
  writtenNumber,
} from './facts.js';
import { HARNESS_TABLE, harnessesWritten, harnessNames, harnessWritten } from './harnesses.js';
import { creditAnswer, SUCCESS_ASKED, SUCCESS_RULE } from './credit.js';
import { descriptionSaid } from './ask-relate.js';
import { definition, definitionSaid } from './defined.js';
import { howTo, inCode } from './howto.js';
import { taskAsked } from './task-pattern.js';
import { directionWords, LANGUAGES, languageOf, speaks } from './languages.js';
import { linkedNameReply, notFoundReply, recordSuggestion, SCORE_FLOOR } from './lookup.js';
import { metricNameReply } from './metric-names.js';
import { DIFFERENCE_ASKED, HEARD, NAME_MARK, wordHolders, type Question } from './question.js';
import { revisionOf } from './versions.js';
import {
  CATALOG_BOOKKEEPING,
  MAX_QUOTES,
  quoteSections,
  rankQuotes,
  termsIn,
  termsOf,
  topicTerms,
} from './quotes.js';
import {
  ADDED,
  harnessThenProse,
  quotedSentences,
  quotesMatching,
  saysModelJudges,
  sentencesNaming,
  OPTIONAL_JUDGE,
  OWN_DESCRIPTION,
  usesLlmJudge,
  judgedInSome,
  writtenNames,
  type Quote,
  NOT_COMPARABLE,
  versionsOf,
} from './relations.js';

/** At most this many records are answered for at once. */
const MAX_RECORDS = 3;

type Part = { lead: string; facts: Fact[]; sections: ReplySection[]; warnings: string[] };

/** One record's part of an answer about each of the records a question names. */
type PartOf = (context: CommandContext, question: Question, record: BenchRecord) => Part;

/** "How is X scored?": the metric, its direction and scale, and the record's words on scoring. */
export const answerScoring = (context: CommandContext, question: Question) =>
  answerRecords(context, question, scoringPart);
/** "What licence / how many items / who publishes X?": the facet the question asks. */
export const answerFacet = (context: CommandContext, question: Question) =>
  answerRecords(context, question, facetPart);
/** "What is X?": the card's gist. */
export const answerWhatIs = (context: CommandContext, question: Question) =>
  answerRecords(context, question, whatIsPart);

/** Anything else: the record's sentences that best answer the question's words. */
export const answerPassages = (context: CommandContext, question: Question) =>
  answerRecords(context, question, passagesPart);
/** "How do I run X (in lm-eval)?": the how-to of one record, or each record's harness entries. */
export function answerRun(context: CommandContext, question: Question): Reply {
  const [record] = question.records;
  if (question.records.length !== 1 || !record) return answerRecords(context, question, runPart);
  // A setting asked for in another part of the question ("…, and how do I get benign utility
  // only?") is asked of this run too.
  const reply = howTo(
    context,
    record.id,
    question.harness,
    `${question.masked} ${question.text.toLowerCase()}`,
  );
  const asked = runAsked(question, record, reply.summary ?? '');
  // "basque mc2": the task the record's own pattern gives for it, said first.
  const task = taskAsked(record, `${question.masked} ${question.text}`);
  const named = task
    ? `The task${task.tasks.length === 1 ? '' : 's'} asked: ${task.tasks.map(inCode).join(', ')}, from the record's pattern ${task.patterns.map(inCode).join(', ')} (${task.where}). `
    : '';
  // "Is plain bbh zero-shot or CoT few-shot?" offers a choice the record's sentence settles ("`bbh`
  // (an alias for `bbh_cot_fewshot` …)"): that sentence first, then the task.
  const choice = asked !== '' && CHOICE_OFFERED.test(question.masked);
  // "What's the task name and metric?": the metric, asked beside the run in any part, said after it.
  const metric = record.page.metric.name;
  const scoredBy =
    metric && METRIC_ALSO.test(question.text.toLowerCase()) && !(reply.summary ?? '').includes(metric)
      ? ` ${record.id} is scored by ${withoutStop(metric)} (metric.name).`
      : '';
  const summary = (
    choice
      ? `${named}${asked} ${reply.summary ?? ''}${scoredBy}`
      : `${named}${reply.summary ?? ''}${scoredBy} ${asked}`
  ).trim();
  // "Can I score the test split locally with inspect?": a no the record says outright comes first;
  // so does "does it run the hard test set?" of "Hard Test is not loaded".
  const canI = CAN_I_ASKED.test(question.masked);
  const withheld = canI ? testWithheld(question.masked, record) : undefined;
  const cannot =
    (canI ? (cannotSaid(record, question.masked) ?? withheld) : undefined) ?? notRunSaid(question, record);
  // "Does lm-eval's mbpp use the same problems as inspect_evals'?": the record's sentence on that.
  const between = cannot ? undefined : harnessesSetApart(question, record);
  // "Does lm-eval run all of them?": the record's sentence on what that harness leaves out.
  const partly = cannot || between ? undefined : harnessLeavesOut(question, record);
  return cannot
    ? {
        ...reply,
        summary: `${
          cannot === withheld
            ? `No: the test labels of ${record.id} are not public (dataset.public_test_set), and its record says`
            : `No, by the record of ${record.id}`
        } (${cannot.cite.where}): “${cannot.text}” ${summary}`,
      }
    : partly
      ? {
          ...reply,
          summary: `${partly.verdict}: the record of ${record.id} says (${partly.quote.cite.where}): “${partly.quote.text}” ${summary}`,
        }
      : between
        ? {
            ...reply,
            summary: `${harnessesVerdict(between)} the record of ${record.id} says of the two (${between.cite.where}): “${between.text}” ${summary}`,
          }
        : asked || named || scoredBy
          ? { ...reply, summary }
          : reply;
}

/** A metric asked for beside a run: "task name and metric?", "用什么指标". */
const METRIC_ALSO = /\bmetrics?\b|\bscored\b|\bscoring\b|指标/;

/**
 * "Is the lm-eval mbpp task the same problem set as the inspect_evals one?": two harnesses named
 * and their sameness asked; the record's sentence that says whether their versions differ, one
 * that names both harnesses first.
 */
function harnessesSetApart(question: Question, record: BenchRecord): Quote | undefined {
  if (!/\bsame\b|\bdiffer|一样|相同|不同|同一/.test(question.masked)) return undefined;
  const named = harnessesWritten(question.text).map(harnessWritten);
  if (named.length < 2) return undefined;
  const saying = quotesMatching(record, /\b(?:different|differs?|same|identical)\b/i).filter((quote) =>
    named.some((written) => written.test(quote.text)),
  );
  const both = (quote: Quote) => named.filter((written) => written.test(quote.text)).length;
  return saying.sort((a, b) => both(b) - both(a))[0];
}

/**
 * "Does lm-eval run all of them?", "does it cover the NER tasks?", "same avg as the paper?": whether
 * a harness runs the whole set.
 */
const WHOLE_ASKED =
  /\ball (?:of )?(?:them|the \w+|its \w+|\d+|nine|ten|\s*§)(?![\w-])|\bhow many of (?:its|the|their|\s*§\s*(?:'s)?)\s|\b(?:\d+|nine|ten)-task (?:avg|average|mean|score|number)\b|\b(?:avg|average|number|score) (?:from|in|of) the paper\b|\bevery (?:task|subset|split|part)\b|\bdoes (?:it|that|this|the tag|the task) (?:cover|include|run|have|support)\b|\bthe (?:whole|full) (?:set|suite|benchmark)\b|\bsame (?:number|avg|average|score|figure|result)\b|全部|所有|完整|(?:跑|支持|实现|包含)了?(?:其中)?(?:几个|多少个?)(?:任务|子任务|子集)/;

/** A sentence that says a harness runs part of the set: "implements six of the nine", "drops NER". */
const LEAVES_OUT =
  /\b(?:only|omit\w*|drops?|dropped|does not include|do not include|not included|excludes?|excluded|leaves? out|left out|skips?)\b|\b(?:\w+) of the (?:\w+ )?(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i;

/**
 * The record's sentence that says the harness a question names runs only part of the set ("lm-eval
 * … implements six of the nine … and does not include NER or FMTOD"), where the question asks
 * whether it runs the whole of it.
 */
function harnessLeavesOut(
  question: Question,
  record: BenchRecord,
): { verdict: string; quote: Quote } | undefined {
  // Asked in any part of the question: "basqueglue thru lm-eval, do i get all 9 tasks?".
  if (!question.harness || !WHOLE_ASKED.test(`${question.masked} ${question.text.toLowerCase()}`))
    return undefined;
  const written = harnessWritten(question.harness);
  // Only the sentence that says it, of a field that holds several.
  const saying = quotesMatching(record, LEAVES_OUT).flatMap((quote) =>
    sentences(quote.text)
      .filter((one) => written.test(one) && LEAVES_OUT.test(one))
      .map((text) => ({ ...quote, text })),
  );
  // The one that says most of what is asked: "does not average" of "the same avg as the paper".
  const [said] = rankQuotes(saying, topicTerms(question));
  if (!said) return undefined;
  // "The same avg as the paper?" is a no; "does it run all of them?" not all; "how many of its
  // tasks does it run?" asks no yes or no: a part of them.
  const asked = question.text.toLowerCase();
  const verdict = /\bsame\b/.test(asked)
    ? 'No'
    : /\bhow many\b|多少|几个/.test(asked) && !/\ball\b|全部|所有|完整/.test(asked)
      ? 'Part of it'
      : 'No, not all of it';
  return { verdict, quote: said };
}

/** "… instead reads the sanitized split": two sets, said before the record's words. */
const harnessesVerdict = (quote: Quote) =>
  /\binstead\b|\bdifferent\b|\bnot the same\b|\bdiffers?\b/i.test(quote.text) ? 'Not the same: what' : 'What';

/** "Can I …?", "could we …", "is it possible to …": whether a thing can be done at all. */
const CAN_I_ASKED =
  /\b(?:can|could)\s+(?:i|we|you|one)\b|\bis it possible\b|能不能|(?:可以|能)[^，。？?]{0,20}吗/;

/**
 * The record's sentence that says the very thing asked cannot be done: "the test split has no
 * targets in the dataset, so Inspect cannot score it" of "can I score the gaia test split with
 * inspect?"; its verb one the question asks with, beside another word of the question.
 */
function cannotSaid(record: BenchRecord, masked: string): Quote | undefined {
  const words = (masked.match(/[a-z][a-z-]{3,}/g) ?? []).filter((word) => !STOP_WORDS.has(word));
  const stem = (word: string) => word.replace(/(?:e|es|ed|ing|s)$/, '');
  return quotesMatching(record, CANNOT).find((quote) => {
    const verb = CANNOT.exec(quote.text)?.[1]?.toLowerCase() ?? '';
    const others = words.filter(
      (word) => word !== verb && new RegExp(`\\b${escapeRegExp(stem(word))}`, 'i').test(quote.text),
    );
    return words.some((word) => stem(word) === stem(verb)) && others.length >= 2;
  });
}

/** The test split asked for: "test set numbers", "the test split", "测试集". */
const TEST_ASKED = /\btest(?:[- ](?:set|split|numbers?|scores?|results?))\b|测试集/;

/** A sentence that says the test split's answers are kept back: "official test labels are not public". */
const TEST_WITHHELD =
  /\btest\b[^.;]*\b(?:not public|withheld|hidden|held[- ]out|not released)\b|\b(?:not public|withheld|hidden)\b[^.;]*\btest\b/i;

/**
 * "Can I get commonsenseqa test set numbers with lm-eval?" of a record whose test labels are not
 * public: its sentence that says so, one that says what runs score instead first.
 */
function testWithheld(masked: string, record: BenchRecord): Quote | undefined {
  if (!TEST_ASKED.test(masked) || record.page.dataset.public_test_set !== false) return undefined;
  const said = quotesMatching(record, TEST_WITHHELD);
  return said.find((quote) => /\b(?:harness\w*|runs?|scores?|scoring)\b/i.test(quote.text)) ?? said[0];
}

/** A sentence that says a harness leaves something out: "Hard Test CSVs not loaded by …". */
const NOT_RUN =
  /\bnot (?:loaded|implemented|included|supported|run|scored|shipped|available)\b|\bdoes not (?:load|implement|include|support|run|score|ship)\b|\bis not in the [\w-]+ (?:package|harness|suite|release)\b/i;

/**
 * The record's sentence that says the part a yes-or-no about a harness run asks of is not run
 * there: "does it run the hard test set?" of "… Hard Test CSVs not loaded by EleutherAI/…". It holds
 * the question's own words, two of them where the question has two.
 */
function notRunSaid(question: Question, record: BenchRecord): Quote | undefined {
  if (!question.harness || !YES_NO.test(question.masked)) return undefined;
  const terms = new Set(
    [...topicTerms(question)].filter((term) => term.length >= 4 && !RUN_ASK_WORDS.test(term)),
  );
  if (terms.size === 0) return undefined;
  return quotesMatching(record, NOT_RUN).find(
    (quote) => termsIn(quote.text, terms).length >= Math.min(2, terms.size),
  );
}

/** "Inspect cannot score it": what cannot be done, its verb captured. */
const CANNOT = /\b(?:cannot|can't|can not|is unable to|are unable to)\s+([a-z]+)\b/i;

/** A yes or no asked of how a benchmark runs: "squad in lm-eval - is that squad 1.1?", "is decision_sabotage included in …?". */
const YES_NO =
  /\b(?:is|does|do|are|can|will)\s+(?:that|it|this|they|the\s+\S+\s+(?:task|one|config))\b|\b(?:is|are)\s+(?:the\s+)?[a-z][\w-]*\s+(?:included|part of|shipped|supported|available)\b|吗/;

/** A part of a benchmark's run asked for: a language's version, one subtask, a long-context variant. */
const RUN_PART_ASKED =
  /\b(?:english|chinese|korean|japanese|arabic|french|german|spanish|version|variant|subset|subtask|single|long[- ]?context|cot|chain[- ]of[- ]thought)\b|版本|子任务|子集|长上下文|英文|中文/;

/** A choice offered: "A or B", "A还是B"; not "or not", nor "还是用" (still use). */
const CHOICE_OFFERED = /\bor\b(?!\s+not\b)|还是(?!用|在|会|要|按|那)/;

/** A property of a run asked for: "which split", "默认是哪个 level", "how many of its tasks". */
const WHICH_OF_RUN =
  /\bwhich (?:split|level|variant|subset|version|config|tasks?|prompt|template|shots?|judge|default)\b|\bwhat (?:split|level|variant|subset|version|config|prompt|template|judge|default)\b|\bdefault\b|\bhow many of (?:its|the|their) (?:tasks|subtasks|configs|subsets)\b|(?:哪个|哪些|什么)\s*(?:split|level|variant|版本|子集|划分|任务|配置|模板)|默认/;

/** A setting a run is asked with: "… only", "without injections", "只测", "不带注入". */
const RUN_SETTING_ASKED = /\bonly\b|\bwithout\b|\bno\s+[a-z]{4,}|只(?:测|跑|要|评)|不带|仅/;

/** "Anything special to set?", "gotchas?", "需要注意什么": what must be set to run it right. */
const SETUP_ASKED =
  /\banything (?:special|else|extra|to (?:set|know|watch))\b|\bgotchas?\b|\bcaveats?\b|\bwatch out\b|\bpitfalls?\b|\bneed to (?:set|configure|pass)\b|\bwhat (?:do|does|would|will) (?:i|we|you|it) need\b|\brequirements?\b|\bprereq\w*|\bdependenc(?:y|ies)\b|\bwhat (?:is|'s) needed\b|注意|坑|需要(?:什么|哪些|啥|准备)|(?:什么|哪些|啥)(?:环境|依赖)|环境(?:要求|配置)|依赖/;

/** A sentence that says what a run must set: a required argument, a default to change, a flag. */
const SETUP_CUE =
  /\b(?:must|required?|requires|needs? to|default(?:s)?|set|pass|install|access|token|docker|credentials?|api keys?)\b|\s--?[a-z][\w-]+/i;
/** Every cue of SETUP_CUE in a sentence, to count how much of a run's setup it says. */
const SETUP_CUES = new RegExp(SETUP_CUE.source, 'gi');

/**
 * The sentences that say what a run must set, those of the harness asked and those that say
 * "requires", "must" or "default" first.
 */
function setupSentences(quotes: readonly Quote[], question: Question): Quote[] {
  const names = question.harness ? harnessNames(question.harness) : [];
  // "Request Hub access, set HF_TOKEN, install Docker": a sentence that says more of what a run
  // needs before one that says one thing.
  const needs = (quote: Quote) => new Set(quote.text.toLowerCase().match(SETUP_CUES)).size;
  const rank = (quote: Quote) =>
    (names.some((name) => quote.text.toLowerCase().includes(name)) ? 0 : 5) - Math.min(needs(quote), 5);
  return quotes.filter((quote) => SETUP_CUE.test(quote.text)).sort((a, b) => rank(a) - rank(b));
}

/** Words every question about running uses: they pick no sentence. */
const RUN_ASK_WORDS =
  /^(?:run|runs|running|task|tasks|name|named|called|harness|command|config|eval|evals|lm-eval|lm_eval|inspect|helm|opencompass|lighteval|use|uses|using)$/;

/**
 * The sentence of the record's harness entries or "How to run it" that holds what a yes/no about
 * running asks (a version it names first: "1.1"), when the how-to's lead does not already say it.
 */
function runAsked(question: Question, record: BenchRecord, said: string): string {
  // "the english version's task name", "只跑一个子任务": a part of the run asked for, answered by a
  // sentence that names its task ("The English counterparts use the `hrm8k_en_` prefix").
  // Asked in any part of the question: "how do i run squad in inspect? is it v1.1 or v2".
  const whole = `${question.masked} ${question.text.toLowerCase()}`;
  const part = RUN_PART_ASKED.test(whole);
  const yesNo = YES_NO.test(whole);
  // "Anything special I need to set?", "any gotchas?": what the record says must be set.
  const setup = SETUP_ASKED.test(whole);
  // "benign utility only, no injections", "只测不带注入的": a setting of the run asked for.
  const setting = RUN_SETTING_ASKED.test(whole);
  // "默认是哪个 level", "which split does it actually score", "how many of its tasks": a property of
  // the run asked for, which a sentence says in words, not only in code.
  const which = WHICH_OF_RUN.test(whole);
  if (!yesNo && !part && !setup && !setting && !which) return '';
  // "v1.1" is version 1.1.
  const versions = whole.match(/(?<![\d.])\d+\.\d+\b/g) ?? [];
  // "可以离线跑吗": the English words the records use for the Chinese ones.
  // A setting asked in another part ("用 inspect 跑 agentdojo，怎么只测 benign utility") is the run's.
  const asked = [
    ...topicTerms(setting ? { ...question, masked: whole } : question),
    ...englishFor(setting ? whole : question.masked)
      .split(' ')
      .filter(Boolean),
  ];
  const terms = new Set(asked.filter((term) => term.length >= 4 && !RUN_ASK_WORDS.test(term)));
  // The harness entries and the "How to run it" section, sentence by sentence.
  const quotes: Quote[] = harnessThenProse(record)
    .filter(({ where }) => /^harness\.|^how to run/i.test(where))
    .flatMap(({ where, text }) =>
      sentences(text).map((sentence) => ({ text: plainLinks(sentence), cite: { id: record.id, where } })),
    );
  const [found] = [
    ...quotes.filter((quote) => versions.some((version) => quote.text.includes(version))),
    ...(setup ? setupSentences(quotes, question) : []),
    ...rankQuotes(
      quotes.filter(
        (quote) =>
          termsIn(quote.text, terms).length > 0 && (yesNo || which || /\x60[^\x60]+\x60/.test(quote.text)),
      ),
      terms,
    ),
  ];
  return found && !said.includes(found.text)
    ? `The record of ${record.id} says (${found.cite.where}): “${found.text}”`
    : '';
}

/**
 * "Same number of prompts?", "as many items as …", "数量一样吗", "how many prompts, same as
 * english ifeval?": two records' counts asked alike.
 */
const SAME_SIZE_ASKED =
  /\bsame (?:number|count|size|amount)\b|\bhow many\b[^?]{0,60}\bsame as\b|\bas many (?:\w+ )?as\b|(?:数量|题量|题数|题目数|样本数|数据量|规模|条数)[^？?]{0,4}(?:一样|相同)/;

/**
 * Whether two records hold as many items, by their size fields; and where one's size note speaks
 * of the other's count ("matching the source google/IFEval dataset's train split, which is also
 * exactly 541 rows"), that too, since the two fields may disagree with it.
 */
function sameSize(x: BenchRecord, y: BenchRecord): string {
  const [sx, sy] = [x.page.dataset.size, y.page.dataset.size];
  if (sx === null || sy === null) return '';
  if (sx === sy) return `Yes: ${x.id} and ${y.id} both have ${formatNumber(sx)} items (dataset.size).`;
  const names = (record: BenchRecord) => writtenNames(record).map((name) => name.toLowerCase());
  const [other] = [
    [x, y],
    [y, x],
  ].flatMap(([one, of]) =>
    // The clause that speaks of it, short enough for one screen: a long note's sentence runs on
    // through dashes and semicolons.
    sentences(one?.page.dataset.size_note ?? '')
      .flatMap((sentence) => sentence.split(/\s+--\s+|;\s+/))
      .filter(
        (clause) =>
          /\d/.test(clause) && names(of as BenchRecord).some((name) => clause.toLowerCase().includes(name)),
      )
      .map((text) => ({ id: one?.id, text: endSentence(text) })),
  );
  // "… matching the source's train split, which is also exactly 541 rows": the note that counts
  // both, where one's field is rounded ("Approximately 500 prompts"), settles it.
  const own = other?.id === x.id ? sx : sy;
  const alsoSaid =
    other !== undefined &&
    writtenNumber(own).test(other.text) &&
    /\b(?:also|same|matching|matches|exactly|identical)\b/i.test(other.text);
  if (other && alsoSaid) {
    const rounded = other.id === x.id ? y : x;
    // "… matching the GSM8K test-set size": as many as one split of the other, not all of it.
    const oneSplit = /\b(?:test|validation|dev|train(?:ing)?)[- ](?:set|split)\b/i.test(other.text);
    return `${oneSplit ? 'As many as one split of the other: ' : 'Yes: '}${other.id} has ${formatNumber(own)} items (dataset.size), and its record says of the other (dataset.size_note): “${other.text}” The size field of ${rounded.id} says ${formatNumber(rounded.id === x.id ? sx : sy)}${rounded.page.dataset.size_note ? ` (dataset.size_note: “${endSentence(oneLine(rounded.page.dataset.size_note))}”)` : ''}.`;
  }
  return `By their size fields, no: ${x.id} has ${formatNumber(sx)} items, ${y.id} ${formatNumber(sy)} (dataset.size).${
    other ? ` But the record of ${other.id} says (dataset.size_note): “${other.text}”` : ''
  }`;
}

function answerRecords(context: CommandContext, question: Question, partOf: PartOf): Reply {
  const records = question.records.slice(0, MAX_RECORDS);
  const [record] = records;
  if (!record) {
    // Only names the records link without a record of their own: what those records say of them.
    const linked = question.named.find((one) => one.kind === 'linked');
    return linked?.kind === 'linked'
      ? linkedNameReply(
          context.catalog,
          linked.id,
          linked.near,
          askedTerms(question),
          // "CMB-Exam 有多少道题": a sentence that counts it ("CMB-Exam totals 280,839 …") first.
          AMOUNT_ASKED.test(question.masked) ? [/\b\d{1,3}(?:,\d{3})+\b|\b(?!(?:19|20)\d\d\b)\d{3,}\b/] : [],
        )
      : nothingNamed(context, question.text);
  }
  const shared = question.named.find((one) => one.kind === 'shared');
  const reply = emptyReply(
    'answer',
    records.length === 1 ? `${record.page.name} (${record.id})` : records.map((one) => one.id).join(', '),
  );
  reply.recordId = record.id;
  if (shared && records.length > 1) {
    reply.summary = `"${shared.text}" is a name of ${records.length} records (${records.map((one) => one.id).join(', ')}); the answer for each:`;
  }
  const leads: string[] = [];
  for (const one of records) {
    const part = partOf(context, question, one);
    leads.push(part.lead);
    const label = (fact: Fact) =>
      records.length > 1 ? { ...fact, label: `${one.id} · ${fact.label}` } : fact;
    reply.facts.push(...part.facts.map(label));
    reply.sections.push(...part.sections);
    reply.warnings.push(...part.warnings);
  }
  // "Same number of prompts?" of two records: their counts set side by side, first.
  const [x, y] = records;
  const alike = x && y && records.length === 2 && SAME_SIZE_ASKED.test(question.masked) ? sameSize(x, y) : '';
  // Each one's bare count says again what the counts set side by side have said.
  // Nor is a record's sentence that denies "the same" of something else ("not strictly the same
  // measurement"), nor that one record alone does not settle it, an answer to the counts.
  const unestablished = (lead: string) => /^The catalog's record of \S+ does not establish that\./.test(lead);
  const kept = alike
    ? leads.filter(
        (lead) =>
          !/^\S+ has [\d,]+ items \(dataset\.size\)\.$/.test(lead) &&
          !/^No, by the record of /.test(lead) &&
          !unestablished(lead),
      )
    : // "MMMU-Pro 的题是从 MMMU 里挑出来的吗": where one record's sentence answers, the other's
      // silence adds nothing; a name several records share is answered for each.
      !shared && leads.some((lead) => !unestablished(lead))
      ? leads.filter((lead) => !unestablished(lead))
      : leads;
  reply.summary = [alike, reply.summary, ...kept].filter(Boolean).join(records.length > 1 ? '\n\n' : ' ');
  // Three quotes in all, whatever the number of records: one screen of Discord.
  reply.sections = reply.sections.slice(0, MAX_QUOTES);
  reply.suggestions = records.length > 1 ? records.map(recordSuggestion) : [];
  reply.actions = [
    { label: 'Overview', id: record.id, section: 'overview' },
    { label: 'Scoring', id: record.id, section: 'scoring' },
    { label: 'Dataset', id: record.id, section: 'dataset' },
    { label: 'How to run', id: record.id, section: 'howto' },
  ];
  return reply;
}

/**
 * Questions a record answers in one kind of sentence, with that kind: what it takes to count as
 * one ("what counts as a hard prompt" of "6 or more of 7 hardness criteria … qualify"), and what a
 * bare name means in use ("which one do ppl mean by gpqa" of "Diamond is the subset … actually
 * mean by "GPQA""). Of those sentences, the one `plainest` matches comes first: a bar with its
 * number, a name with what it means.
 */
const ANSWERED_BY: readonly { asked: RegExp; said: RegExp; plainest: RegExp; verdict?: string }[] = [
  {
    asked:
      /\b(?:counts? as|qualif\w*|criteri\w*|decides? (?:what|which|whether)|what makes (?:an?|it|something)\b)|算作|算是|标准|判定/,
    said: /\bcriteri\w*|\bqualif\w*|\bthreshold\b|\bor more of\b|\bat least \d/i,
    plainest: /\d/,
  },
  {
    asked:
      /\bmean(?:t|s)? by\b|\b(?:ppl|people|folks|everyone|papers|they) (?:say|write|report|quote)\b|大家说的|一般指|通常指/,
    said: /\bmean by\b|\bunqualified\b|\bbare\b|\busually means\b|\bwithout (?:a )?(?:named )?(?:subset|qualifier)\b/i,
    plainest: /\bmean by\b|\busually means\b/i,
  },
  {
    // "Does a higher compliance rate mean the model is safer?": how the record says the number is read.
    asked:
      /\b(?:does|do|is|would) (?:an? |the )?(?:higher|lower|high|low|bigger|smaller) [^?]{0,40}\b(?:mean|means|imply|implies|indicate|=)\b|(?:越高|越低|高|低)[^？?]{0,10}(?:就|是不是|意味着)[^？?]{0,10}(?:越|更)?(?:安全|好)/,
    said: /\bonly (?:meaningful|informative|interpretable)\b|\bread (?:it |them )?(?:together|next to|alongside|beside)\b|\bdesired (?:outcome|behaviou?r)\b|\bwell-calibrated\b|\bnot (?:by itself|on its own|alone)\b/i,
    plainest: /\bonly (?:meaningful|informative|interpretable)\b|\bread (?:it |them )?together\b/i,
    // Said by its plainest sentence: the number alone does not say it.
    verdict: 'Not by itself',
  },
  {
    // "Where do the reference summaries come from?", "who wrote the answers?": the sentence that
    // says who wrote them or where they were drawn from, not one that only names them.
    asked:
      /\bwhere (?:do|does|did) (?:the |its |their )?[\w\s§-]{0,40}\bcome from\b|\bwho (?:wrote|writes|made|authored)\b|(?:从哪|来自哪|谁写的)/,
    said: /\b(?:written|authored|drawn|taken|collected|scraped|sourced|crawled|come|comes|came|adapted) (?:by|from)\b|\bauthors?\b/i,
    plainest: /\b(?:written|authored) by\b|\bauthors?\b/i,
  },
];

/** "What should we report?", "supposed to use", "推荐用什么指标": advice asked, not a fact. */
const ADVICE_ASKED =
  /\b(?:supposed to|should (?:we|i|one)|recommend\w*|preferred|primary metric|headline metric)\b|推荐|应该(?:用|报|汇报)/;

/** A sentence that gives advice on what to report: "recommendation is chrF++ as the primary …". */
const ADVICE_GIVEN = /\brecommend\w*\b|\bprimary (?:automatic )?metric\b|\bshould (?:be )?report/i;
/** Advice in so many words, not a paper's own "primary metric is pass@k". */
const RECOMMENDED = /\brecommend\w*\b|\bshould (?:be )?report/i;

function scoringPart(_context: CommandContext, question: Question, record: BenchRecord): Part {
  const { metric } = record.page;
  const better = metric.direction === 'higher_is_better' ? 'higher' : 'lower';
  const facts = metricFacts(record).filter(
    (one) => !['metric.name', 'metric.direction'].includes(one.cite?.where ?? ''),
  );
  // The sentences where the record explains its scoring, read once for every part of the answer.
  const scoring = scoringQuotes(question, record);
  // No one metric named ("MTEB: nDCG@10 for retrieval, V-measure for clustering …"): the sentence
  // that names the metrics it uses is the answer.
  const named = metric.name ? undefined : scoring.find((quote) => NAMES_METRICS.test(quote.text));
  // "varies by reporter: …": no one metric, as its name says.
  const lead = /^varies\b/i.test(metric.name)
    ? `${record.id} has no single metric; its metric.name says: “${withoutStop(metric.name)}”. ${better === 'higher' ? 'Higher' : 'Lower'} is better (metric.direction).`
    : metric.name
      ? `${record.id} is scored by ${withoutStop(metric.name)} (metric.name); ${
          // "…, and targeted attack success rate (ASR)", where the record says lower ASR is the
          // better reading: the field's direction is the headline metric's, not every one's.
          directionQualified(record) ? `for its headline metric, ${better} is better` : `${better} is better`
        } (metric.direction).`
      : `${record.id} has no single metric (its metric.name is empty); ${better} is better (metric.direction).${
          named ? ` The metrics, in its record's words (${named.cite.where}): “${named.text}”` : ''
        }`;
  // A metric named as code ("deepmind_mrcr_v2_score") says nothing of how a score comes about,
  // asked "how is it scored?" or "what's the metric?": the record's sentence that says what the
  // score is does.
  const scoredBy = OPAQUE_METRIC.test(metric.name)
    ? scoring.find((quote) => SCORE_IS.test(quote.text))
    : undefined;
  const method = methodAnswer(question, record, scoring);
  const found = otherDirection(question, record, scoring);
  // One sentence is quoted once: "Not only accuracy: …" quotes the second metric's direction too.
  const quoted = /“([^”]*)”/.exec(found.text)?.[1];
  const other = quoted && method.includes(quoted) ? { text: '', asked: false } : found;
  const judged = judgeAnswer(question, record, scoring);
  // "How is it scored?" asks how a score comes about, which a metric's name ("combined score",
  // "accuracy") rarely says: where nothing else quotes the record, its sentence that does. Of the
  // first record named only ("sudoku in bigbench"), so that a reply on several fits one screen.
  const mechanism =
    scoredBy ??
    (HOW_SCORED_ASKED.test(question.masked) &&
    record === question.records[0] &&
    ![other.text, judged, method].some((one) => one.includes('“'))
      ? computedBy(scoring, record)
      : undefined);
  const how = mechanism ? `How the score comes about (${mechanism.cite.where}): “${mechanism.text}”` : '';
  // "Partial credit, or pass/fail?" is answered first: the metric's name rarely says. Asked in any
  // part of the question ("who judges it, and is there partial credit?"), as parts about scoring
  // are answered as one.
  const credit = creditAnswer(question.text.toLowerCase(), record);
  // "How does it decide a task passed?": the sentence that says when one does, first.
  const rule = SUCCESS_ASKED.test(question.text.toLowerCase())
    ? scoring.find((quote) => SUCCESS_RULE.test(quote.text))
    : undefined;
  const success = rule
    ? `When an item counts as passed, the record says (${rule.cite.where}): “${rule.text}”`
    : '';
  // "打分还是用英文那套 checker 吗": a no the record's scoring sentences say.
  // A partial-credit answer is that no already.
  const denial = credit ? undefined : deniedYesNo(question.masked, record, scoring);
  // "Scored differently from SWE-bench?": what the record says of the two, beside its metric.
  const alike = scoring.find(scoredBeside(question, record));
  // "What metric are we supposed to report?": the record's advice, where it gives one, before
  // the metric field, which may hold what others report instead.
  const advised = ADVICE_ASKED.test(question.masked)
    ? scoring.find((quote) => ADVICE_GIVEN.test(quote.text))
    : undefined;
  // "What metric does flores-200 use?" of a field that says BLEU, beside the record's "the team's
  // own recommendation is chrF++": the advice is said after the field, which it qualifies.
  const field = metric.name
    ? new RegExp(`(?<![\\w+-])${escapeRegExp(withoutStop(metric.name))}(?![\\w+-])`, 'i')
    : undefined;
  const advisedOtherwise =
    advised || !field
      ? undefined
      : scoring.find((quote) => RECOMMENDED.test(quote.text) && !field.test(quote.text));
  // "No, not on OpenCompass: …": the harness asked scores otherwise, said before the metric field.
  const harnessFirst = method.startsWith('No, not on ');
  const parts = [
    harnessFirst ? method : '',
    denial ? `No, by the record of ${record.id} (${denial.cite.where}): “${denial.text}”` : '',
    advised ? `What to report, by the record of ${record.id} (${advised.cite.where}): “${advised.text}”` : '',
    credit,
    success,
    // "Is ASR higher-is-better?": the number asked about goes the other way, said first.
    ...(other.asked ? [other.text, lead] : [lead, other.text]),
    advisedOtherwise
      ? `The record advises another metric (${advisedOtherwise.cite.where}): “${advisedOtherwise.text}”`
      : '',
    alike ? `The record of ${record.id} says (${alike.cite.where}): “${alike.text}”` : '',
    how,
    judged,
    // "Which should we report, bleu?": the record's advice answers it; a yes from its metric field
    // beside it ("Yes: its metric is BLEU") would say otherwise.
    advised || harnessFirst ? '' : method,
    ...sideFacets(question, record, undefined),
  ].filter(Boolean);
  const said = [...parts, ownWordsAnswer(question, record, scoring, parts.join(' '))]
    .filter(Boolean)
    .join(' ');
  return {
    lead: said,
    facts,
    // A sentence the lead quotes is not quoted again below it.
    sections: quoteSections(scoring, { lead: said, facts }),
    // Not beside "Judged otherwise in HELM: … human critique ratings rather than the GPT-4 judge".
    warnings:
      usesLlmJudge(record) && !/^(?:Judged otherwise in |Not as this record)/.test(judged)
        ? [
            judgedInSome(record)
              ? `${record.id} is scored by an LLM judge in some reports only (metric.name): there, a score depends on the judge model and its prompt.`
              : `${record.id} is scored by an LLM judge: a score depends on the judge model and its prompt.`,
          ]
        : [],
  };
}

/** "How is it scored?", "怎么打分": how a score comes about, not only the metric's name. */
const HOW_SCORED_ASKED =
  /\bhow(?:'s| (?:is|are|does|do)\b)[^?]{0,40}\b(?:scor|grad|judg|comput|calculat|evaluat|measur|mark)\w*|\bhow\b[^?]{0,20}\bscoring work|怎么(?:评分|打分|算分|计分|评判|判分)|如何(?:评分|打分|计分)|评分(?:方式|方法|标准|规则)|(?:是)?怎么(?:评|算)的/;

/** Words a scoring question asks with, not what it asks about: "how is it graded, what metric exactly?". */
const SCORING_ASKS =
  /^(?:scor\w*|grad\w*|metrics?|measur\w*|judg\w*|evaluat\w*|exactly|works?|partial|credit|counts?|counted|calculated|computed|numbers?|headline|main|primary|reported|report|use[ds]?|happens|differ\w*|same|alike|original|changed?)$/;

/** A sentence that says how a score comes about: "the item counts only if every pass is correct". */
const HOW_IT_WORKS =
  /\bonly (?:if|when)\b|\bcounts?\b|\bscores? (?:0|zero)\b|\brepeats?\b|\bif\b[^.;]{0,60}\bthen\b/i;

/**
 * "Metric? and what happens if the model forgets the hash prefix": the question's own words, past
 * those that ask about scoring, answered by the record's sentence that holds the most of them,
 * where nothing the lead says yet holds any.
 */
function ownWordsAnswer(
  question: Question,
  record: BenchRecord,
  scoring: readonly Quote[],
  said: string,
): string {
  // Asked in Chinese ("官方推荐用什么指标"), the English the records write those words in.
  const asked = (one: Question) =>
    [
      ...topicTerms(one),
      ...saidOtherwise(one.masked),
      ...englishFor(one.masked)
        .split(' ')
        .filter((word) => word.length >= 3),
    ].filter((term) => !SCORING_ASKS.test(term));
  // This part's own words; else those of any part ("how is mmbench scored? whats this
  // circulareval thing"), as parts about scoring are answered as one, but for the record's names.
  // The names of the other records asked about ("verified" of SWE-bench Verified) too.
  const named = new Set(
    [record, ...question.records]
      .flatMap((one) => [one.id, one.page.name, ...one.page.aliases])
      .flatMap((name) => name.toLowerCase().split(/[^\p{L}\p{N}]+/u))
      // And a name as the question writes it, run together ("swebench" of "swe-bench").
      .concat(question.named.map((one) => normalizeName(one.text))),
  );
  // "the deepmind one" names the record again, and asks nothing of it.
  const own = asked(question).filter((term) => !named.has(term));
  const terms = new Set(
    own.length > 0
      ? own
      : asked({ ...question, masked: question.text.toLowerCase() }).filter((term) => !named.has(term)),
  );
  const apart = namesApart(question, record);
  if (apart && !said.includes(apart.text))
    return `The record of ${record.id} says (${apart.cite.where}): “${apart.text}”`;
  // Held by a sentence the lead quotes, not by a metric's name ("exact-match final answer").
  const quoted = [...said.matchAll(/“([^”]*)”/g)].map((match) => match[1]).join(' ');
  const covered = new Set(termsIn(quoted, terms));
  if (covered.size === terms.size) return '';
  const holding = [...scoring, ...quotesMatching(record, /./)].filter(
    (quote) => !said.includes(quote.text) && termsIn(quote.text, terms).some((term) => !covered.has(term)),
  );
  const ranked = rankQuotes(holding, terms, [HOW_IT_WORKS, SCORING_RULE]);
  // "strict vs loose, what's the difference?": the sentence that says what one of them is.
  const defines = DIFFERENCE_ASKED.test(question.masked)
    ? ranked.find((quote) => [...terms].some((term) => defining(term).test(quote.text)))
    : undefined;
  const best = defines ?? ranked[0];
  return best ? `The record of ${record.id} says (${best.cite.where}): “${best.text}”` : '';
}

/** A sentence saying the record leaves a choice open: "does not state which variant", "not specified". */
const UNSTATED =
  /\b(?:does not|doesn't|do not|did not) (?:state|say|specify|document|record|assume)\b|\bnot (?:specified|documented|stated|established|confirmed)\b|\bunconfirmed\b|\bconfirm which\b/i;

/** "Isn't it just another needle in a haystack thing?", "is this only X": what it is taken for. */
const JUST_THAT =
  /\b(?:is(?:n't|nt)?|are(?:n't|nt)?)\s+(?:it|this|that|§)\s+(?:just|only|simply|merely|basically)\s+(?:another\s+|a\s+|an\s+)?(.+)$/;

/** A sentence that sets a benchmark apart from something: "not merely …", "a different skill from …". */
const SET_APART =
  /\bnot (?:merely|just|simply|only)\b|\ba different (?:skill|thing|task|ability|kind)\b|\brather than\b|\bunlike\b/i;

/**
 * "mteb task mean vs task type mean": two of the record's own names (its aliases, or those past
 * their first word), told apart by the sentence that writes both.
 */
function namesApart(question: Question, record: BenchRecord): Quote | undefined {
  if (!DIFFERENCE_ASKED.test(question.masked)) return undefined;
  const text = question.text.toLowerCase();
  const standsIn = (whole: string, name: string) =>
    new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'iu').test(whole);
  const written = [
    ...new Set(
      record.page.aliases
        .flatMap((alias) => [alias, alias.replace(/^\S+\s+/, '')])
        .map((name) => name.toLowerCase())
        .filter((name) => /\s/.test(name) && name.length >= 6 && standsIn(text, name)),
    ),
  ];
  // "task mean" inside "mteb task mean" is one name, not two.
  const distinct = written.filter((name) => !written.some((other) => other !== name && other.includes(name)));
  if (distinct.length < 2) return undefined;
  const bare = distinct.map((name) => name.replace(/^\S+\s+(?=\S+\s)/, ''));
  return quotesMatching(record, /./).find((quote) => bare.every((name) => standsIn(quote.text, name)));
}

/**
 * A record whose headline metric goes one way while another number it reports goes the other
 * ("Targeted ASR … lower is the safety-desirable reading"): that sentence, beside the direction.
 */
function otherDirection(
  question: Question,
  record: BenchRecord,
  scoring: readonly Quote[],
): { text: string; asked: boolean } {
  const higher = record.page.metric.direction === 'higher_is_better';
  const other = higher
    ? /\blower\b[^.;]{0,50}\b(?:better|desirable|good|safer|preferred)\b|\b(?:better|desirable|good|safer) (?:when|if) lower\b/i
    : /\bhigher\b[^.;]{0,50}\b(?:better|desirable|good|preferred)\b/i;
  const [said] = scoring.filter((quote) => other.test(quote.text));
  if (!said) return { text: '', asked: false };
  // A metric the question names that the sentence says the direction of ("ASR"), as the question
  // writes it; asked anywhere in the question, not only in this part of it.
  // Only where the question asks which way is better: "does a partial refusal count?" does not.
  const [asked] = DIRECTION_WORDS.test(question.text.toLowerCase())
    ? directionSaidOf({ ...question, masked: question.text.toLowerCase() }, said.text)
    : [];
  const term = asked && new RegExp(`\\b${escapeRegExp(asked)}\\w*`, 'i').exec(question.text)?.[0];
  return term
    ? {
        text: `For ${term}, ${higher ? 'lower' : 'higher'} is better, in the record's words (${said.cite.where}): “${said.text}”`,
        asked: true,
      }
    : { text: `The record also says (${said.cite.where}): “${said.text}”`, asked: false };
}

/** A sentence that names metrics: "nDCG@10 for retrieval, V-measure for clustering". */
const NAMES_METRICS =
  /\b(?:nDCG|MAP|MRR|Spearman|V-measure|accuracy|F1|precision|recall|ROUGE|BLEU|exact match|pass@\d+|AP)\b[^.;]{0,80}\b(?:nDCG|MAP|MRR|Spearman|V-measure|accuracy|F1|precision|recall|ROUGE|BLEU|exact match|pass@\d+|AP)\b/;

/** "Is it exact match?", "is the score pass@1?": a scoring method asked by name. */
const METHODS =
  'exact[- ]match|string[- ]match|ast[- ]match(?:ing)?|regex[- ]match(?:ing)?|pass@\\d+|accuracy|f1|bleu|rouge[\\w-]*|chrf\\+*|log-?likelihood|perplexity|multiple[- ]choice|human[- ]graded|unit tests?';
const METHOD_ASKED = new RegExp(
  `(?:\\b(?:is|are)|\\bdoes|\\bdo)\\s+(?:it|that|this|they|the (?:metric|score|headline(?: number)?)|§|[\\w+-]+)\\s+(?:just |plain |simply |(?:scored|graded|measured) (?:by|with|on|using) |use |report )?(${METHODS})\\b|[,?？]\\s*(?:just |plain |simply |only )?(${METHODS})\\s*[?？]*\\s*$|是(?:不是)?(?:用)?\\s*(${METHODS})|\\b(?:scored|graded|measured|evaluated)\\s+(?:by|with|w/?|using|via)\\s+(${METHODS})\\b(?=\\s*(?:,?\\s*(?:right|correct|yeah|no|or not)\\b|[?？]|$))`,
);

/** Whether two figures are one: "the same number as", "identical to", "comparable with". */
const SAME_FIGURE_ASKED =
  /\b(?:the\s+)?same\s+(?:number|score|figure|result|value)s?\s+as\b|\bidentical\s+to\b|\bcomparable\s+(?:to|with|w)\b/;

/** A metric's name written as code, not words: "deepmind_mrcr_v2_score". */
const OPAQUE_METRIC = /^[a-z0-9]+(?:_[a-z0-9]+)+$/;

/** A sentence that says what the score is: "Score is …", "the score is …", "scored by …". */
const SCORE_IS = /\b(?:score|metric) is\b|\bscored (?:by|with|as)\b|\bis the score\b/i;

/** The methods of METHODS that are metrics, not formats or ways of grading. */
const METRIC_METHOD =
  /^(?:exact[- ]match|string[- ]match|pass@\d+|accuracy|f1|bleu|rouge[\w-]*|chrf\+*|perplexity)$/;

/** A metric's name, to tell a metric named beside the one asked. */
const OTHER_METRIC =
  /\b(?:accuracy|f1|rouge[\w-]*|bleu[\w-]*|meteor|exact[- ]match|pass@\d+|bertscore|bleurt|chrf\+*|ndcg|mrr|spearman|perplexity|win[- ]rate)\b/i;

/** "Just accuracy?", "or is there another metric too?": whether the metric is the only one asked. */
const ONLY_ASKED =
  /\b(?:just|only|solely)\b|\b(?:is|are) (?:it|they|those|these) all\b|\ball (?:of )?(?:it|them)\b|\bor\b[^?]{0,30}\b(?:another|other|second|more|extra)\b|全都|都是|全是|只是|只用|仅/;
/** "Raw accuracy?", "plain F1?": the method asked unqualified. */
const PLAIN_ASKED = /\b(?:raw|plain|simple|straight)\b|只是|单纯/i;
/** A sentence that says what a metric is not: "not the raw 100-item hit rate". */
const NOT_PLAIN =
  /\bnot (?:the |a |just )?(?:raw|plain|simple|unweighted)\b|\brather than (?:the |a )?raw\b/i;
/** Words before a method that leave it the plain method: "exact-match accuracy", "average accuracy". */
const PLAIN_QUALIFIER =
  /^(?:exact|match|string|classification|original|average|mean|overall|standard|simple|plain|raw|top-?1|final|headline)$/i;

/**
 * Whether words before the method in a metric's name, in the same clause, qualify it
 * ("reconstructed parent" in "gp-IRT reconstructed parent accuracy"), where the question does not
 * write them.
 */
function qualifiedIn(name: string, method: RegExp, question: string): boolean {
  const clause =
    name
      .replace(/\([^)]*\)/g, ' ')
      .split(/[;,]/)
      .find((part) => method.test(part)) ?? '';
  const at = clause.search(method);
  const before = clause.slice(0, Math.max(at, 0)).trim().split(/\s+/).filter(Boolean);
  const words: string[] = [];
  for (const word of before.reverse()) {
    if (!/^[\p{L}][\p{L}\p{N}-]*$/u.test(word) || STOP_WORDS.has(word.toLowerCase())) break;
    words.unshift(word);
  }
  const asked = question.toLowerCase();
  return words.some((word) => !PLAIN_QUALIFIER.test(word) && !asked.includes(word.toLowerCase()));
}

/** A sentence that names a metric reported beside the headline one. */
const SECOND_METRIC =
  /\b(?:second|another|other|additional|secondary|extra)\s+metrics?\b|\balso reports?\b[^.;]{0,60}\b(?:metric|error|score|rate)\b/i;

/** A setting a figure is reported under: "83.3% consensus", "74.4% pass@1", "61% 5-shot". */
const SETTING_WORD =
  /\b(?:pass@\d+|maj@\d+|cons@\d+|consensus|majority|best-of-\d+|re-?rank\w*|\d+-shot|zero-shot|few-shot|CoT|chain-of-thought|greedy|sampl\w+)\b/i;

/**
 * "o1 got 83.3 on aime24, is that pass@1?": where the record writes that figure with its setting
 * ("74.4% pass@1 (83.3% consensus, …)"), yes or no by the words right after it, with the figure the
 * record gives under the setting asked.
 */
function figureSetting(
  question: Question,
  record: BenchRecord,
  loose: RegExp,
  method: string,
): string | undefined {
  const [number] = question.numbers;
  if (
    number === undefined ||
    question.numbers.length !== 1 ||
    !/\b(?:is|was) (?:that|this|it)\b|这(?:个)?是|那(?:个)?是|是不是/.test(question.masked)
  )
    return undefined;
  const written = new RegExp(`(?<![\\d.])${escapeRegExp(String(number))}(?![\\d]|\\.\\d)`);
  for (const quote of quotesMatching(record, written)) {
    const found = written.exec(quote.text);
    if (!found) continue;
    const after =
      /^\s?%?\s*([^,;()]{0,40})/.exec(quote.text.slice(found.index + found[0].length))?.[1]?.trim() ?? '';
    const said = `(${quote.cite.where}): “${quote.text}”`;
    if (loose.test(after)) return `Yes: the record of ${record.id} gives ${number}% as ${method} ${said}`;
    if (!SETTING_WORD.test(after)) continue;
    // The figure under the setting asked nearest this one: the same model's, not another's.
    const asked = [
      ...quote.text.matchAll(new RegExp(`(\\d+(?:\\.\\d+)?)\\s?%\\s*${loose.source}`, 'gi')),
    ].sort((a, b) => Math.abs((a.index ?? 0) - found.index) - Math.abs((b.index ?? 0) - found.index))[0]?.[1];
    return `No: by the record of ${record.id}, ${number}% is the ${after} figure, not ${method}${asked ? `; its ${method} figure is ${asked}%` : ''} ${said}`;
  }
  return undefined;
}

/**
 * "Is it exact match?": No, with the sentence that says so, where the record's scoring denies the
 * method ("a SequenceMatcher ratio rather than exact match"); Yes where its metric is named so.
 */
function methodAnswer(question: Question, record: BenchRecord, scoring: readonly Quote[]): string {
  // Asked in this part, its names marked ("is ParsiNLU Reading Comprehension scored with F1?"), or
  // anywhere in the question ("mrcr v2 metric, is it exact match?").
  const asked = METHOD_ASKED.exec(question.masked) ?? METHOD_ASKED.exec(question.text.toLowerCase());
  const lowered = asked?.[1] ?? asked?.[2] ?? asked?.[3] ?? asked?.[4];
  // "is pass@1 with greedy decoding the same number as the pass@1 in the paper?" asks whether two
  // figures of the method agree, not whether it is the method.
  if (!lowered || SAME_FIGURE_ASKED.test(question.masked)) return '';
  // Said back as the question wrote it ("F1", not "f1").
  const method = new RegExp(escapeRegExp(lowered), 'i').exec(question.text)?.[0] ?? lowered;
  // Exact match and string match are one way of scoring, however written ("exact_match").
  const loose = /^(?:exact|string)[- ]match$/.test(lowered)
    ? /(?:exact|string)[-_ ]?match/i
    : new RegExp(escapeRegExp(method).replace(/[- ]/g, '[-_ ]?'), 'i');
  // "o1 got 83.3 on aime24, is that pass@1?": the setting the record gives that very figure under.
  const setting = figureSetting(question, record, loose, method);
  if (setting) return setting;
  // "Is cmb-clin just accuracy like the exam part?" of "accuracy (CMB-Exam); four-dimension 1-5
  // rating (CMB-Clin)": the metric of the part named, not of another part.
  const part = metricOfPartAsked(record, question.text);
  if (part && !loose.test(part.metric)) {
    const theirs = part.others.find((other) => loose.test(other.metric));
    if (theirs)
      return `No: ${part.label} is scored by ${part.metric}, not ${method}; ${method} is the metric of ${theirs.label} (metric.name).`;
  }
  if (part) return `Yes: ${part.label} is scored by ${part.metric} (metric.name).`;
  const said = [...scoring, ...quotesMatching(record, loose)].filter((quote) => loose.test(quote.text));
  // "should not be compared numerically to chrF++" denies a comparison, not the metric.
  const denies = new RegExp(
    `\\b(?:not|rather than|instead of|no|never|isn't)\\b(?:(?!compar)[^.;]){0,30}${loose.source}`,
    'i',
  );
  // "summscreen in opencompass is scored w rouge right?": the harness asked scores its own way
  // ("scores with a BleuEvaluator rather than ROUGE"), whatever the metric field says.
  const harness = HARNESS_TABLE.find(({ name }) => name === question.harness);
  const onHarness = harness
    ? said.find(
        (quote) =>
          denies.test(quote.text) &&
          [harness.label, ...harness.spellings].some((name) =>
            quote.text.toLowerCase().includes(name.toLowerCase()),
          ),
      )
    : undefined;
  if (onHarness && harness)
    return `No, not on ${harness.label}: the record of ${record.id} says (${onHarness.cite.where}): “${onHarness.text}”`;
  // Its metric field naming the method ("jieba-tokenized ROUGE-1/2/L") is a yes that a sentence
  // saying no of something else of that name ("No official human ROUGE") does not undo.
  const named = loose.test(record.page.metric.name) && !denies.test(record.page.metric.name);
  // A denial where the record says how it scores: "Not a needle-in-a-haystack exact-match test" in
  // its lineage is about the kind of test, not the scoring.
  const denied = named ? undefined : said.find((quote) => scoring.includes(quote) && denies.test(quote.text));
  if (denied)
    return `No, not ${method}: the record of ${record.id} says (${denied.cite.where}): “${denied.text}”`;
  // What the score is, in the record's scoring words ("Score is difflib SequenceMatcher.ratio …").
  const scoredBy = scoring.find((quote) => SCORE_IS.test(quote.text) && !loose.test(quote.text));
  const scoredSaid = scoredBy ? ` How it is scored (${scoredBy.cite.where}): “${scoredBy.text}”` : '';
  // Accuracy against exact match is the accuracy of a letter or a string: one kind of metric.
  const matchLike = (name: string) => /\baccuracy\b|(?:exact|string)[-_ ]?match/i.test(name);
  const same = matchLike(lowered) && matchLike(record.page.metric.name);
  // "Is it just accuracy, or is there another metric too?": a second metric the record reports,
  // where its metric is the one asked; "just pass@1?" of a pass rate over two attempts is a No.
  // "Just …?" in this part, or anywhere in the question ("narrativeqa metric? is it just f1?").
  const onlyHere = ONLY_ASKED.test(question.masked);
  const onlyAsked = onlyHere || ONLY_ASKED.test(question.text.toLowerCase());
  const second =
    onlyHere &&
    (loose.test(record.page.metric.name) || same || !record.page.metric.name || !METRIC_METHOD.test(lowered))
      ? quotesMatching(record, SECOND_METRIC).find(
          (quote) => !loose.test(quote.text) || SECOND_METRIC.test(quote.text),
        )
      : undefined;
  if (second)
    return `Not only ${method}: the record of ${record.id} says (${second.cite.where}): “${second.text}”`;
  if (loose.test(record.page.metric.name)) {
    // "Rouge-L, Bleu-1 …; HELM instead reports token-level F1": one of its metrics, not the only
    // one, and not its first where it is named only after the first clause.
    const name = record.page.metric.name;
    const others = OTHER_METRIC.test(name.replace(new RegExp(loose.source, 'gi'), ' '));
    const first = name.split(/;|\binstead\b|,?\s+or\s+/i)[0] ?? '';
    // Said beside the lead, which gives the whole metric.name already.
    if (others && onlyAsked) return `Not only ${method}: its metric.name names other metrics beside it.`;
    if (others && !loose.test(first))
      return `In some reports only: its metric.name names ${method} after its first metrics, as another report's.`;
    // "exact match for rule-based and date calculators; within 5% tolerance for equation-based
    // ones": the method of some items, another rule for the rest.
    const forSome = new RegExp(`${loose.source}\\s+for\\s+[^;]+;`, 'i').test(name);
    if (forSome) return `Only for some items: by its metric.name, the rest are scored another way.`;
    // "is the score just accuracy on the 100 items?" of "gp-IRT reconstructed parent accuracy": a
    // qualified method is not the plain one, and the record's "not the raw …" says what it is not.
    const qualified =
      (onlyAsked || PLAIN_ASKED.test(question.text)) && qualifiedIn(name, loose, question.text);
    if (qualified) {
      const notPlain = quotesMatching(record, NOT_PLAIN)[0];
      const quoted = notPlain
        ? ` The record of ${record.id} says (${notPlain.cite.where}): “${notPlain.text}”`
        : '';
      return `Not plain ${method}: its metric is ${withoutStop(name)} (metric.name).${quoted}`;
    }
    return `Yes: its metric is ${withoutStop(name)} (metric.name).`;
  }
  // "The FLORES/NLLB team's own recommendation is chrF++ as the primary automatic metric": the
  // metric its makers recommend, which this record's figures are not in.
  const recommended = said.find((quote) =>
    new RegExp(
      `\\b(?:recommend\\w*|primary)\\b[^.;]{0,40}${loose.source}|${loose.source}[^.;]{0,20}\\bas the primary\\b`,
      'i',
    ).test(quote.text),
  );
  if (recommended)
    return `Its metric field is ${withoutStop(record.page.metric.name)} (metric.name), but the record of ${record.id} says ${method} is the one recommended (${recommended.cite.where}): “${recommended.text}”${scoredSaid}`;
  // "HELM also attaches exact-match specs, a harsher extra number": there, but not the headline.
  const extra = said.find((quote) =>
    /\b(?:also|extra|additional|secondary|alongside|as well)\b/i.test(quote.text),
  );
  if (extra)
    return `Not as its headline: its metric is ${withoutStop(record.page.metric.name)} (metric.name), and the record of ${record.id} names ${method} as an extra number (${extra.cite.where}): “${extra.text}”${scoredSaid}`;
  const [first] = said;
  const quoted = first ? ` The record of ${record.id} says (${first.cite.where}): “${first.text}”` : '';
  // A metric other than the one asked is a No; not a format ("multiple choice", "unit tests"), and
  // not accuracy against exact match.
  if (record.page.metric.name && METRIC_METHOD.test(lowered) && !same)
    return `No: its metric is ${withoutStop(record.page.metric.name)} (metric.name), not ${method}.${quoted}`;
  // "AST match?": a way of matching, not a metric, that the record's scoring sentences use
  // ("Single-turn V1/V2 items use AST matching against a gold call") is a yes in those words.
  const scoredWith = METRIC_METHOD.test(lowered)
    ? undefined
    : said
        .filter((quote) => scoring.some((one) => one.text === quote.text) && !denies.test(quote.text))
        // The body's sentence on how it scores before the summary's few words.
        .sort(
          (one, other) => Number(one.cite.where === 'summary') - Number(other.cite.where === 'summary'),
        )[0];
  if (scoredWith)
    return `Yes, by ${method}, in the record's words (${scoredWith.cite.where}): “${scoredWith.text}”`;
  return quoted.trim();
}

type MetricOfPart = { label: string; metric: string };

/**
 * The metric of the part a question names, of a metric field that gives one for each part:
 * "accuracy (CMB-Exam); four-dimension 1-5 rating (CMB-Clin)" asked of "cmb-clin", or "… (MCQ
 * tasks); Exact Match and F1 (cloze tasks)" asked of "the cloze part".
 */
function metricOfPartAsked(
  record: BenchRecord,
  text: string,
): (MetricOfPart & { others: MetricOfPart[] }) | undefined {
  const parts = record.page.metric.name.split(/;\s*/).flatMap((clause) => {
    const labelled = /^(.+?)\s*\(([^()]+)\)\s*$/.exec(clause.trim());
    return labelled?.[1] && labelled[2] ? [{ metric: labelled[1], label: labelled[2] }] : [];
  });
  if (parts.length < 2) return undefined;
  const lower = text.toLowerCase();
  const own = ownWords(record);
  // The label whole ("CMB-Clin"), or else the one label whose own words the question holds
  // ("cloze" of "cloze tasks").
  const whole = (label: string) => new RegExp(`(?<![\\w-])${looselySpaced(label)}(?![\\w-])`, 'i').test(text);
  const byWords = (label: string) =>
    label
      .toLowerCase()
      .split(/[\s-]+/)
      .filter((word) => word.length >= 3 && !GROUP_OF_ITEMS.test(word) && !own.has(word))
      .some((word) => new RegExp(`\\b${escapeRegExp(word)}\\b`).test(lower));
  const worded = parts.filter((one) => byWords(one.label));
  const asked = parts.find((one) => whole(one.label)) ?? (worded.length === 1 ? worded[0] : undefined);
  return asked ? { ...asked, others: parts.filter((one) => one !== asked) } : undefined;
}

/** Words that say a label counts items, not which: "tasks" of "(cloze tasks)". */
const GROUP_OF_ITEMS = /^(?:tasks?|items?|questions?|problems?|group|set|split|subset|part|section)$/;

/**
 * A judge named as what is not used: "rather than the original GPT-4-judge protocol"; not one
 * used but not trusted alone ("rather than treating the LLM judge as ground truth"), nor one used
 * in place of what a comma's clause denies ("Rather than checking … a fixed answer key, an LLM
 * judge classifies …").
 */
const JUDGE_DENIED =
  /\b(?:rather than|instead of|not|no|without|never)\b(?![^.;]{0,60}\b(?:judge|grader)s?\b[^.;]{0,12}\bas (?:the )?(?:ground truth|gold|reference|final word))[^.;,]{0,60}\b(?:judge|grader)(?!-(?:independent|free|agnostic|graded|scored|judged))/i;

/** "How is it graded?": how, not whether a model judges. */
/** How a judge scores: "grades each turn on a 1-10 scale", "rates each response from 1 to 5". */
const JUDGE_PROCEDURE =
  /\b(?:grades?|scores?|rates?|judges?)\s+(?:each|every|the)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:on|from|with)\s+(?:an?\s+)?\d+\s*(?:-|–|to)\s*\d+\b/i;

const HOW_GRADED =
  /\bhow(?:'s| (?:is|are|do|does)\b)[^?]{0,40}\b(?:grad|scor|judg|mark)\w*|怎么(?:评分|打分|判分|评判)|如何(?:评分|打分|判分)/;

/** A question whether a model grades the answers: "LLM-judged?", "是用模型当裁判吗？". */
const JUDGE_ASKED =
  /\bjudge[sd]?\b|\bjudging\b|\bgraders?\b|\bgraded by\b(?!\s+(?:an?\s+)?(?:exact|string|regex|unit|tests?|execution|accuracy|f1|bleu|rouge|pass)\b)|\bwho (?:grades|scores|rates|marks)\b|\bllm[- ]as\b|\b(?:scored|rated|graded|grades?|grading)\s+(?:by|with|using)\s+(?:an?\s+)?(?:gpt|claude|gemini|llm|model)|\b(?:gpt|claude|gemini|llm)[\w.-]*\s+(?:to\s+)?(?:grade|score|rate)s?\b|裁判|评委|评审模型|模型打分|模型评分|(?:用|由|让|用不用|是否用|是不是用)\s*(?:gpt|claude|gemini|llm|模型|大模型)[\w.-]*\s*(?:来)?(?:打分|评分|评判|判分|判)/;

/**
 * The sentence of a record that names a part of it as a set of its own: its name, then the part's
 * word capitalised as a name's ("C-Eval Hard is a fixed 8-subject subset"), not a split said in
 * passing ("the MMLU test set").
 */
function namedPartSentence(
  record: BenchRecord,
  part: string | undefined,
): { name: string; quote: Quote } | undefined {
  if (!part || /^\d/.test(part)) return undefined;
  const names = writtenNames(record).filter((name) => name.length >= 3);
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${names.map(escapeRegExp).join('|')})[\\s-]+(${escapeRegExp(part)})(?![\\p{L}\\p{N}])`,
    'iu',
  );
  // "Arena Elo" of arena_elo is its own name, no part of it.
  const own = new Set(names.map(normalizeName));
  for (const quote of quotesMatching(record, pattern)) {
    const found = pattern.exec(quote.text);
    if (found?.[1] && /^\p{Lu}/u.test(found[1]) && !own.has(normalizeName(found[0])))
      return { name: found[0], quote };
  }
  return undefined;
}

/**
 * The question as a facet reads it, with the words of the name it was asked by that go past the
 * record's own name put back after the name's mark: "gpqa extended" (an alias of gpqa) asks of
 * its Extended set.
 */
function withNamedPart(question: Question, record: BenchRecord): string {
  const named = question.named.find((one) => one.kind === 'record' && one.record === record);
  const written = named?.text.toLowerCase() ?? '';
  // Only past one of the record's own names written whole: "wildbnech" and "mmlu compsci" are
  // spellings of the name, not a part of it.
  const names = writtenNames(record).map((one) => one.toLowerCase());
  const name = names
    .filter((one) => written.startsWith(one) && /^[\s_-]+\p{L}/u.test(written.slice(one.length)))
    .sort((a, b) => b.length - a.length)[0];
  // "wmpd bio": a misspelt one-word name, then a word past it; "wildbnech v2" is all the name.
  const [first = '', ...rest] = written.split(/[\s_-]+/);
  const spaced = (one: string) => one.replace(/[\s_-]+/g, ' ');
  const misspelt =
    name === undefined &&
    rest.length > 0 &&
    first.length >= 4 &&
    names.some((one) => editDistance(first, one, 1) <= 1) &&
    !names.some((one) => editDistance(spaced(written), spaced(one), 2) <= 2);
  const extra =
    name !== undefined
      ? written.slice(name.length).replace(/[_-]/g, ' ').trim()
      : misspelt
        ? rest.join(' ')
        : '';
  return extra ? question.masked.replace(NAME_MARK, `${NAME_MARK} ${extra}`) : question.masked;
}

/**
 * The metric a judging sentence is about, when it opens with one of the metrics the record lists
 * after its headline ("accuracy …; also IRR, TCR, detection_rate"): "Detection uses an LLM grader".
 */
function secondaryJudged(record: BenchRecord, sentence: string): string | undefined {
  const [, others = ''] = record.page.metric.name.split(/;\s*also\s+/i);
  const subject = /^(?:the\s+)?([\p{L}][\p{L}_-]+)/u.exec(sentence)?.[1]?.toLowerCase();
  if (!subject || subject.length < 3) return undefined;
  return others
    .split(/,\s*|\s+and\s+/)
    .map((one) => one.replace(/\(.*$/, '').trim())
    .find((one) => one.toLowerCase().startsWith(subject));
}

/** A question for the judge models by name: "which models judge it?", "用哪个模型当裁判？". */
const WHICH_JUDGE =
  /\b(?:which|what) (?:models?|llms?|judges?|graders?|classifiers?)\b|\bwho (?:judges|grades|scores)\b|\bwho(?:\/what)? does the (?:judging|grading|scoring)\b|\bjudged by (?:what|which|whom)\b|(?:哪(?:个|些|种)|什么|啥)\s*(?:模型|裁判|评委|评审|judge|grader)|(?:judge|grader|裁判|评委|评审)\s*(?:模型)?\s*(?:是|用的是)\s*(?:什么|哪(?:个|些|两个|几个)|谁)/;

/** A sentence in which a named model does the grading: "GPT-4 grades each turn", "judges are GPT-4o". */
const MODEL_GRADES = new RegExp(
  `${MODEL_NAME.source}\\s+(?:grades|scores|rates|judges|is (?:the|used as the) judge)\\b|\\bjudges?\\s+(?:is|are|was|were|:)\\s+${MODEL_NAME.source}|\\(${MODEL_NAME.source} by default\\)`,
  'i',
);

/** A model named to its release: "openai/gpt-4o-2024-11-20", "anthropic/claude-3-5-haiku-latest". */
const MODEL_SNAPSHOT =
  /\b(?:[a-z-]+\/)?(?:gpt|claude|gemini|o\d|llama|qwen|mistral|deepseek)[\w.-]*?-(?:\d{4}-?\d{2}-?\d{2}|latest)\b/i;

/** A model snapshot a sentence names as used, not as what is not used ("is not this HELM GPT-4o-2024-11-20"). */
function snapshotUsed(text: string): boolean {
  const found = MODEL_SNAPSHOT.exec(text);
  return (
    found !== null &&
    !/\b(?:not|rather than|instead of|unlike)\b[^.;,]{0,30}$/i.test(text.slice(0, found.index))
  );
}

/** A judge's number set beside another: "the same as the paper's judge score?", "vs the judge number". */
const JUDGE_NUMBER_COMPARED =
  /^(?=.*\b(?:same|comparable|vs\.?|versus|match\w*|equal|equivalent)\b).*\bjudge(?:'s)? (?:scores?|numbers?|metrics?|results?)\b/;

/** What a judge does to a response: "scored on a three-point rubric by an LLM judge". */
const JUDGE_AT_WORK =
  /\b(?:scored|graded|rated|judged|marked)\b[^.;]{0,40}\bby (?:an? |the )?(?:LLM[- ]|model[- ]|GPT-\S+ )?(?:judge|grader)\b|\b(?:judge|grader)\b[^.;]{0,40}\b(?:rubric|scale|assigns?|scores each|grades each)\b/i;

/** The same, with the judge model named: "by an LLM judge (GPT-4o in the original paper)". */
const JUDGE_NAMED_AT_WORK = new RegExp(
  `^(?=[\\s\\S]*(?:${MODEL_NAME.source}))(?=[\\s\\S]*(?:${JUDGE_AT_WORK.source}))`,
  'i',
);

/** "Is it LLM-judged?": yes with the sentence that names the judge, or no where the record has none. */
function judgeAnswer(question: Question, record: BenchRecord, scoring: readonly Quote[]): string {
  // Asked anywhere in the question: "how is X scored? is it LLM-judged?" is answered in one part.
  // "How is it graded?" of a record a model grades is answered with who grades, unasked.
  const text = question.text.toLowerCase();
  // "Is the gen score the same as the paper's judge score?" names a judge's number to set another
  // beside; it does not ask whether a model judges.
  const asked = JUDGE_ASKED.test(text) && !JUDGE_NUMBER_COMPARED.test(text);
  if (!asked && !HOW_GRADED.test(text)) return '';
  const yes = asked ? 'Yes, a' : 'A';
  // Where the record explains its scoring, or its summary and measures, a sentence that says a model grades.
  const judging = [
    ...scoring,
    ...(['summary', 'measures'] as const).flatMap((field) =>
      sentences(record.page[field]).map((one) => ({ text: one, cite: { id: record.id, where: field } })),
    ),
  ].filter((quote) => saysModelJudges(quote.text));
  if (!asked && judging.length === 0 && !usesLlmJudge(record)) return '';
  // "Which models judge it?": a sentence that names them, where one does.
  // One that names the judge used before one that names a judge not used ("That v2 judge is not
  // this HELM GPT-4o-2024-11-20 alrage_score").
  const naming = WHICH_JUDGE.test(question.text.toLowerCase())
    ? quotesMatching(record, /\bjudg\w*|\bgrad(?:er|ers|ed|es|ing)\b|\bannotators?\b|\bclassifiers?\b/i)
        .filter((quote) => MODEL_NAME.test(quote.text))
        // One that says a model judges ("a GPT-4o judge") before one that only names a model near
        // grading ("Claude Opus 4.5 … re-grading transcripts").
        .map((quote) => ({
          quote,
          rank:
            4 * Number(JUDGE_DENIED.test(quote.text)) +
            2 * Number(!saysModelJudges(quote.text)) +
            Number(!MODEL_GRADES.test(quote.text)),
        }))
        .sort((a, b) => a.rank - b.rank)
        .map(({ quote }) => quote)
    : [];
  // "In HELM, is it still GPT-4 as the judge?": where the record says that harness scores it
  // otherwise ("scored in HELM by human critique ratings rather than the original GPT-4-judge
  // protocol"), that is the answer for it.
  const inHarness = HARNESS_TABLE.filter(({ name }) => name !== 'other').find(({ name }) =>
    harnessNames(name).some((one) => one.length >= 4 && question.text.toLowerCase().includes(one)),
  );
  const otherwise = inHarness
    ? quotesMatching(record, JUDGE_DENIED).find((quote) =>
        harnessNames(inHarness.name).some((one) => quote.text.toLowerCase().includes(one)),
      )
    : undefined;
  if (inHarness && otherwise)
    return `Judged otherwise in ${inHarness.label}: the record of ${record.id} says (${otherwise.cite.where}): “${otherwise.text}”`;
  // A judge named to its snapshot ("openai/gpt-4o-2024-11-20") is the answer to which, over one
  // named by family ("a specific GPT-4o snapshot").
  const snapshots = naming.filter((quote) => snapshotUsed(quote.text));
  // "How is it graded?": a sentence that says what the judge does ("scored on a three-point rubric by
  // an LLM judge") before one that names a judge in passing ("no baseline applies to a judge-graded
  // task").
  const [named] = rankQuotes(
    snapshots.length > 0 ? snapshots : naming.length > 0 ? naming : judging,
    topicTerms(question),
    naming.length > 0 ? [MODEL_NAME] : [JUDGE_NAMED_AT_WORK, MODEL_NAME, JUDGE_AT_WORK],
  );
  // "Detection uses an LLM grader", beside a headline of "accuracy; also … detection_rate": a model
  // grades one of the other metrics, not the headline.
  const other = named && secondaryJudged(record, named.text);
  if (named && other)
    return `In part: a model grades ${other}, not the headline metric, in the record of ${record.id} (${named.cite.where}): “${named.text}”`;
  // "scored in HELM by human critique ratings rather than the original GPT-4-judge protocol": the
  // judge is named only as what this record does not use.
  // "gpt-4 judge or human rating?" of "by human critique ratings rather than the GPT-4 judge": the
  // other way offered is the answer.
  if (
    named &&
    JUDGE_DENIED.test(named.text) &&
    HUMAN_OFFERED.test(question.text) &&
    /\bhuman\b/i.test(named.text)
  )
    return `By human ratings, not a model judge, in this record: the record of ${record.id} says (${named.cite.where}): “${named.text}”`;
  if (named && JUDGE_DENIED.test(named.text))
    return `Not as this record scores it: the record of ${record.id} says (${named.cite.where}): “${named.text}”`;
  // "Also ships a GPT-4-based LLM-as-judge script as a scalable alternative": an option, not the scoring.
  if (named && OPTIONAL_JUDGE.test(named.text) && !usesLlmJudge(record))
    return `Only as an option: the record of ${record.id} names a model judge as an alternative to its own scoring (${named.cite.where}): “${named.text}”`;
  // "ROUGE … or LLM-jury score (HELM's)": a judge scores one of the ways it is reported.
  if (judgedInSome(record))
    return `Only in some reports: a model judges one of the ways ${record.id} is scored, not all (metric.name).${named ? ` The record says (${named.cite.where}): “${named.text}”` : ''}`;
  // "How is it scored?": the sentence that says how the judge scores ("grades each turn on a 1-10
  // scale …, then averaged"), before one about the judge ("agrees with humans 80% of the time").
  const procedure =
    usesLlmJudge(record) && HOW_GRADED.test(text)
      ? [...scoring, ...quotesMatching(record, JUDGE_PROCEDURE)].find((quote) =>
          JUDGE_PROCEDURE.test(quote.text),
        )
      : undefined;
  if (procedure)
    return `${yes} model judges; how it scores, in the record's words (${procedure.cite.where}): “${procedure.text}”`;
  // "Which model is the judge?" asks for its name, which the sentence gives; no yes was asked for.
  if (named && naming.includes(named))
    return `The judge, as the record of ${record.id} names it (${named.cite.where}): “${named.text}”`;
  if (named)
    return `${yes} model judges: the record of ${record.id} says (${named.cite.where}): “${named.text}”`;
  if (usesLlmJudge(record)) return `${yes} model judges the answers (the record of ${record.id}).`;
  // A "No" only where nothing in the record speaks of a judge, a grader or a classifier at all.
  const [mentioned] = quotesMatching(record, /\bjudge[sd]?\b|\bgrader\b|\bclassifier\b|\bjur(?:y|ies)\b/i);
  if (!mentioned)
    return `No model judge: the record of ${record.id} names none, and its metric is ${withoutStop(record.page.metric.name)}.`;
  const denied = /\b(?:no|not|without|rather than|instead of|never)\b[^.;]{0,30}\b(?:judge|grader)/i.test(
    mentioned.text,
  );
  return `${denied ? 'No model judge: the' : 'The'} record of ${record.id} says (${mentioned.cite.where}): “${mentioned.text}”`;
}

function facetPart(context: CommandContext, question: Question, record: BenchRecord): Part {
  const facet = facetAsked(question.masked) as Facet;
  const masked = withNamedPart(question, record);
  const answer = facet.answer(record, masked, question.text);
  // "How many subjects in ceval hard?": a part the record names as a set of its own ("C-Eval Hard
  // is a fixed 8-subject subset") is answered by what it says of that part, before the whole.
  const part = namedPartSentence(record, subsetAfterName(masked));
  // A number the question gives ("lm-eval's readme says 4157") finds the sentences that state it.
  const given = question.numbers.map((number) => `${number} ${formatNumber(number)}`).join(' ');
  const quotes = supporting(context, `${question.masked} ${facet.topic ?? ''} ${given}`, record);
  const fallback = answer.section ? sectionSentences(record, answer.section) : [];
  // "Is the lmarena overall leaderboard style controlled?": the facet's word names what is asked
  // about; a sentence that denies what is asked of it is the answer, first.
  // In the question's own Latin words only: the English a Chinese question's words stand for finds
  // sentences about other things near a facet ("测试集答案公开了吗" is no "not the test split").
  const denial = facet.fieldsSettle ? undefined : deniedYesNo(question.masked, record, quotes, false);
  const lead = [
    part
      ? `The catalog has no record of its own for ${part.name}; the record of ${record.id} says of it (${part.quote.cite.where}): “${part.quote.text}”`
      : '',
    answer.lead,
    givenAgainst(question, record, facet, answer.lead),
    scoreAgainstBaseline(question, record, facet),
    givenFigures(question, record, facet, answer.lead),
    commercialUse(question, record, facet),
    probeOf(context, record, facet),
    // "How many levels?" asks both the count and the breakdown; one answer says it once.
    // Nor twice in other words: "paloma has 546 domains (dataset.size_note)" after "paloma has 546
    // domains: the record says …".
    ...sideFacets(question, record, facet).filter(
      (side) => !answer.lead.includes(side.replace(/\s*\([\w. ]+\)\.$/, '')),
    ),
    heardSaid(context, question, record, answer.lead),
  ];
  // Unless the facet's own answer already quotes it ("No partial credit: …").
  if (denial && !lead.some((one) => one.includes(denial.text)))
    lead.unshift(`No, by the record of ${record.id} (${denial.cite.where}): “${denial.text}”`);
  const said = lead.filter(Boolean).join(' ');
  return {
    lead: said,
    facts: answer.facts,
    sections: quoteSections(quotes.length > 0 ? quotes : fallback, { lead: said, facts: answer.facts }),
    warnings: [],
  };
}

/**
 * "whats the licence on MATH, heard it got dmca'd?": beside the facet's answer, the record's
 * sentence on the claim heard, by a word of it few records write ("DMCA"); nothing where the
 * record has none.
 */
function heardSaid(context: CommandContext, question: Question, record: BenchRecord, lead: string): string {
  const heard = HEARD.exec(question.masked);
  const claim = heard?.[1] ?? `${heard?.[2] ?? ''} ${englishFor(heard?.[2] ?? '')}`;
  const words = (claim.toLowerCase().match(/[a-z]{4,}(?:'d)?/g) ?? [])
    .map((word) => word.replace(/'d$/, ''))
    .filter((word) => !STOP_WORDS.has(word))
    .slice(0, MAX_HEARD_WORDS);
  // Few records write it: a word of the claim's own ("DMCA"), not one every record has ("licence").
  const holders = wordHolders(context.catalog);
  // Else the sentence that holds two words of the claim or more, each by its stem ("Qwen2.5 …
  // memorization-consistent" for "qwen2.5在上面有记忆问题").
  const stems = words.map(
    (word) => new RegExp(`\\b${escapeRegExp(word.length > 6 ? word.slice(0, -3) : word)}`, 'i'),
  );
  const [said] = [
    ...words.flatMap((word) =>
      (holders.get(word) ?? RARE_HOLDERS + 1) <= RARE_HOLDERS
        ? quotesMatching(record, new RegExp(`\\b${escapeRegExp(word)}`, 'i'))
        : [],
    ),
    ...(stems.length >= 2 && stems[0]
      ? quotesMatching(record, stems[0]).filter((quote) => stems.every((stem) => stem.test(quote.text)))
      : []),
  ];
  // Not again where the facet's own answer quotes it ("Of qwen2.5, its note says …").
  return said && !lead.includes(said.text)
    ? `On what you heard, the record of ${record.id} says (${said.cite.where}): “${said.text}”`
    : '';
}

/** A word at most this many records write is the claim's own, not a common one. */
const RARE_HOLDERS = 5;
/** At most this many words of a claim are looked for: each is a search of the record's sentences. */
const MAX_HEARD_WORDS = 3;

/**
 * "Did a model memorise the gsm8k test set?": a record of the catalog built to check that of this
 * one (gsm8k_contamination, whose predecessor is gsm8k) is named beside the record's own note.
 */
function probeOf(context: CommandContext, record: BenchRecord, facet: Facet): string {
  if (facet.name !== 'contamination') return '';
  const probe = [...context.catalog.records.values()].find(
    (other) =>
      (other.page.lineage.predecessor === record.id || other.id.startsWith(`${record.id}_`)) &&
      /contaminat/i.test(`${other.id} ${other.page.name}`),
  );
  return probe
    ? `The catalog has a record built to check this: ${probe.id} (${probe.page.name}): ${endSentence(oneLine(probe.page.summary))}`
    : '';
}

/** "We got 80": a score the question gives as its own. */
const OUR_SCORE =
  /\b(?:we|i)\s+(?:got|get|scored?|hit|have|had)\b|\b(?:we|i)(?:'re|'m| are| am) (?:at|getting|scoring)\b|\bour (?:score|number|model|run|result)\b|我们(?:的)?(?:模型)?(?:拿到|得了|跑了?|跑出|有|是)|我们(?:的)?分数/;

/**
 * "Human performance? We got 80": the asker's one score set against the baseline asked about, in
 * the metric's direction, where both are on the same scale.
 */
function scoreAgainstBaseline(question: Question, record: BenchRecord, facet: Facet): string {
  const which = facet.name === 'human-baseline' ? 'human' : facet.name === 'random-baseline' ? 'random' : '';
  const {
    human_baseline: human,
    random_baseline: random,
    unit,
    direction,
    max_score: max,
  } = record.page.metric;
  const baseline = which === 'human' ? human : which === 'random' ? random : null;
  const [score, other] = question.numbers;
  if (
    baseline === null ||
    score === undefined ||
    other !== undefined ||
    !OUR_SCORE.test(question.text.toLowerCase())
  )
    return '';
  // A score on another scale than the baseline's (0.8 against 86.9%) is not set beside it.
  if (unit === '%' && max === 100 && score <= 1 && baseline > 1) return '';
  const better = direction === 'lower_is_better' ? score < baseline : score > baseline;
  const place = score === baseline ? 'level with' : better ? 'above' : 'below';
  return `Your ${formatNumber(score)} is ${place} the ${which} baseline of ${withUnit(baseline, unit)} (metric.${which}_baseline).`;
}

/** A count the question gives beside the record's own: said to differ, never silently replaced. */
function givenAgainst(question: Question, record: BenchRecord, facet: Facet, lead: string): string {
  const size = record.page.dataset.size;
  // Written in this part of the question as a count, not a score ("we got 80% vs 77%").
  const asCount = (number: number) =>
    new RegExp(
      `(?<![\\d.,])${formatNumber(number).replace(/,/g, ',?')}(?![\\d.,]*\\s*(?:%|percent|points?|pts)|[\\d.])`,
    ).test(question.masked);
  const given = question.numbers.find(
    (number) => Number.isInteger(number) && number >= 10 && asCount(number),
  );
  if (facet.name !== 'size' || size === null || given === undefined || given === size) return '';
  // A lead that has already placed it ("It had 3,000 at first") has said how it differs.
  if (lead.includes(formatNumber(given))) return '';
  // "test set size, 1047 or 1100?": the other count asked is the one the lead gives (the test
  // split's 1,100), and the one to set the first against, not the whole set's.
  const stated = question.numbers.find((number) => number !== given && lead.includes(formatNumber(number)));
  return `The ${formatNumber(given)} you give differs from ${stated === undefined ? `the record's ${formatNumber(size)}` : `the ${formatNumber(stated)} above`}; what the record says of the difference, if anything:`;
}

/** The longest size-note passage quoted in a lead for the figures a question gives. */
const FIGURES_QUOTED = 700;

/**
 * "Some say 14042, some 14079": two counts the question gives, each of which the record's size
 * note explains; its sentences that write them, which say where each comes from.
 */
function givenFigures(question: Question, record: BenchRecord, facet: Facet, said: string): string {
  const note = record.page.dataset.size_note;
  if (facet.name !== 'size' || !note) return '';
  const written = (value: number) =>
    new RegExp(`(?<![\\d.,])${formatNumber(value).replace(/,/g, ',?')}(?![\\d]|[.,]\\d)`);
  // "Paper says 5700 items but lm eval runs 5330": a count written with its noun is a figure too.
  const counted = [
    ...question.masked.matchAll(
      /(?<![\d.,])(\d[\d,]*)\s+(?:items|questions|problems|tasks|examples|prompts|instances|samples|rows)\b/g,
    ),
  ].map((match) => Number((match[1] ?? '').replace(/,/g, '')));
  const given = [...new Set([...question.numbers, ...counted])].filter(
    (value) => Number.isInteger(value) && value >= 10,
  );
  const giving = sentences(oneLine(note)).filter((sentence) =>
    given.some((value) => written(value).test(sentence)),
  );
  // Quoted where it is short and not quoted already; a long note stands in the size-note row below
  // the lead as it is.
  const unsaid = giving.filter((sentence) => !said.includes(sentence));
  if (
    unsaid.length === 0 ||
    given.length < 2 ||
    !given.every((value) => giving.some((sentence) => written(value).test(sentence))) ||
    giving.join(' ').length > FIGURES_QUOTED
  )
    return '';
  return `Where each figure comes from, in the record's words (dataset.size_note): “${unsaid.join(' ')}”`;
}

/** A licence that narrows what its name allows: an added clause, a use it is restricted to. */
const RESTRICTED_USE =
  /\brestrict\w*|\badditional (?:clause|terms|restrictions?)\b|\bonly (?:for|to)\b|\bresearch[- ]only\b|\bprohibit\w*/i;

/** A licence that covers only part of what is shipped: the rest keeps its own terms. */
const OTHER_TERMS =
  /\bmixed\b|\bretains? the copyright\b|\bkeep their (?:own |upstream )?licen[cs]es\b|\bremains? under\b|\bdisagree\b|\bconflict\b/i;

/**
 * "Can we use it commercially?": what the licence's own name says, no more. A non-commercial
 * licence (NC) says no; the common permissive ones say yes; anything else is the reader's to check.
 */
/** "Can we use it commercially?", "in a product?", "能商用吗": use in a product is commercial use. */
const COMMERCIAL_USE_ASKED =
  // "comercially": the slip is common, and the question's own text is read here.
  /\bcomm?erc\w*|\buse (?:it|this|them|the data) (?:in|for) (?:a |an |our |the )?(?:products?|apps?|services?|production)\b|商用|(?:用|放)(?:在|到)?(?:产品|商业)/i;

function commercialUse(question: Question, record: BenchRecord, facet: Facet): string {
  // Asked anywhere in the question ("what licence? can we use it commercially?").
  if (facet.name !== 'licence' || !COMMERCIAL_USE_ASKED.test(question.text)) return '';
  const licence = record.page.dataset.license;
  if (licence.trim() === '') return '';
  const noncommercial = /\bNC\b|non-?commercial/i.test(licence);
  // "Mixed, task by task: most tasks are CC BY 4.0; a smaller number are CC BY-NC 4.0".
  if (noncommercial && /\bmixed\b|\bper[- ]task\b|\btask by task\b|\bmost\b|\bsome\b/i.test(licence))
    return 'In part: the parts under a non-commercial (NC) licence do not permit commercial use; the others follow their own licences.';
  if (noncommercial) return 'No: a non-commercial (NC) licence does not permit commercial use.';
  // "MIT with additional clause restricting use to improving AI safety": the permissive name is
  // not the whole of it.
  if (RESTRICTED_USE.test(licence))
    return 'Not plainly: that licence adds a restriction on use; whether commercial use falls within it is for its terms to say.';
  if (/^\s*(?:MIT|Apache|BSD|CC0|CC[- ]BY(?:[- ]SA)?(?:[- ][\d.]+)?\b(?!-NC))/i.test(licence))
    return OTHER_TERMS.test(licence)
      ? 'In part: what that licence covers permits commercial use, on its terms; the record says other parts keep terms of their own.'
      : 'By its licence, yes: that licence permits commercial use, on its terms.';
  return 'Whether that licence permits commercial use is for its own terms to say; the record does not.';
}

function runPart(context: CommandContext, question: Question, record: BenchRecord): Part {
  // A setting asked for in another part of the question ("…, and how do I get benign utility
  // only?") is asked of this run too.
  const reply = howTo(
    context,
    record.id,
    question.harness,
    `${question.masked} ${question.text.toLowerCase()}`,
  );
  const asked = runAsked(question, record, reply.summary ?? '');
  return {
    lead: `${reply.summary ?? ''} ${asked}`.trim(),
    facts: reply.facts,
    sections: reply.sections,
    warnings: reply.warnings,
  };
}

/** A guess said after the name: "wtf is cybergym, some ctf thing?", "…, like a math one?". */
const GUESSED =
  /[,;:-]\s*(?:is it |it's |its )?(?:some|a|an|like(?: a| an)?|kinda|basically(?: a| an)?)\s+([a-z][\w -]{1,30}?)\s+(?:thing|one|benchmark|bench|eval|dataset|set|task)s?\s*\?*\s*$/;

function whatIsPart(_context: CommandContext, question: Question, record: BenchRecord): Part {
  // The card's gist, not the card: /bench has the whole of it, a button away.
  const { page } = record;
  // A summary that opens with the name ("Arena Chinese (style control): Arena's …") is not named twice.
  const summary = oneLine(page.summary).replace(new RegExp(`^${escapeRegExp(page.name)}:\\s*`), '');
  const whole = asksInChinese(question.masked)
    ? kindFramed(record, summary)
    : `${page.name} (${record.id}): ${endSentence(summary || 'the record gives no summary')}`;
  // "whats PaperBench Code-Dev": a name of the record for a part of it is said first, in the
  // record's words of that part ("Code-Dev scores only code-development leaves …").
  const part = partNamed(question, record);
  // "wtf is cybergym, some ctf thing?": a guess the record denies is answered beside what it is.
  const guess = GUESSED.exec(question.masked)?.[1]?.trim();
  const denial = guess
    ? (descriptionSaid(record, guess).denial ??
      quotesMatching(record, new RegExp(`\\b${escapeRegExp(guess)}\\b`, 'i')).find((quote) =>
        deniesWord(quote.text, guess),
      ))
    : undefined;
  const denied = denial && guess ? ` Not a ${guess} one (${denial.cite.where}): “${denial.text}”` : '';
  const lead = `${
    part
      ? `${part.name}, in the record of ${record.id} (${part.quote.cite.where}): “${part.quote.text}” ${whole}`
      : whole
  }${denied}`;
  const facts = [
    fact(
      record,
      'Category',
      'category',
      `${page.category}${page.subcategory ? ` · ${page.subcategory}` : ''}`,
    ),
    fact(record, 'Metric', 'metric.name', page.metric.name),
    fact(record, 'Size', 'dataset.size', page.dataset.size === null ? '' : formatNumber(page.dataset.size)),
  ];
  const measures = quotesMatching(record, /./).filter((quote) => quote.cite.where === 'measures');
  return {
    lead: [lead, ...sideFacets(question, record, undefined)].join(' '),
    facts,
    sections: quoteSections(
      measures.length > 0 ? measures : sectionSentences(record, 'overview'),
      { lead, facts },
      2,
    ),
    warnings: [],
  };
}

/**
 * What a record is, by the fields a Chinese answer can say in Chinese (its category, kind and
 * publisher), with its summary quoted in the record's words: the gist framed, not translated.
 */
function kindFramed(record: BenchRecord, summary: string): string {
  const { page } = record;
  const kind =
    page.page_kind === 'family'
      ? 'family of benchmarks'
      : page.page_kind === 'subset' && page.lineage.family
        ? `subset of ${page.lineage.family}`
        : 'benchmark';
  const by = page.publisher.org ? ` by ${oneLine(page.publisher.org)} (publisher.org)` : '';
  const said = summary ? ` Its summary (summary): “${summary}”` : ' The record gives no summary.';
  return `${page.name} (${record.id}) is a ${page.category} ${kind} (category, page_kind)${by}.${said}`;
}

/**
 * A name of the record the question writes with words the record's own name lacks ("PaperBench
 * Code-Dev"), and the record's plainest sentence about those words: what that part is.
 */
function partNamed(question: Question, record: BenchRecord): { name: string; quote: Quote } | undefined {
  const typed = question.named.find((one) => one.kind === 'record' && one.record === record)?.text;
  if (!typed) return undefined;
  const words = (text: string) =>
    text
      .toLowerCase()
      .split(/[^\p{L}\p{N}-]+/u)
      .filter(Boolean);
  const own = new Set([...words(record.page.name), ...words(record.id.replace(/_/g, ' '))]);
  const extra = words(typed).filter((word) => word.length >= 3 && !own.has(word) && !STOP_WORDS.has(word));
  // The record's own name and more ("PaperBench Code-Dev"), not another name for all of it
  // ("radiology report summarization" for mimic_rrs), nor its suite's name beside a word for it
  // ("the ARC task in big-bench", where BIG-bench is only the name's bracketed note).
  const head = new Set([
    ...words(record.page.name.split('(')[0] ?? ''),
    ...words(record.id.replace(/_/g, ' ')),
  ]);
  if (extra.length === 0 || !words(typed).some((word) => head.has(word))) return undefined;
  const naming = quotesMatching(
    record,
    new RegExp(
      extra.map((word) => `(?<![\\p{L}\\p{N}-])${escapeRegExp(word)}(?![\\p{L}\\p{N}-])`).join('.*'),
      'iu',
    ),
  );
  // A sentence that says what the part does ("skips execution and scores only …") before one that
  // only names it, then the shortest.
  const says = (quote: Quote) =>
    /\b(?:scores?|skips?|only|measures?|tests?|covers?|keeps?)\b/i.test(quote.text) ? 0 : 1;
  const [quote] = naming.sort((a, b) => says(a) - says(b) || a.text.length - b.text.length);
  return quote ? { name: typed, quote } : undefined;
}

/** Two words in a row of a question, neither a stop word: "partial credit", "context length". */
function wordPairs(masked: string): string[] {
  const words = masked.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words.flatMap((word, at) => {
    const next = words[at + 1];
    return next && word.length >= 3 && next.length >= 3 && !STOP_WORDS.has(word) && !STOP_WORDS.has(next)
      ? [`${word} ${next}`]
      : [];
  });
}

/** A sentence that sets one thing against another: "one legal square, not the move that was played". */
const CONTRAST = /,\s*not\b|\brather than\b|\binstead of\b|\bnot\b[^.;]{0,40}\bbut\b/i;

/** The record's sentence that says what a score does not mean: "0 is not “safe”; it is …". */
function numberNotMeaning(record: BenchRecord, score: number): Quote | undefined {
  const written = escapeRegExp(formatNumber(score));
  return quotesMatching(
    record,
    new RegExp(
      `(?<![\\d.,])${written}(?:\\.0+)?\\s?%?\\s+(?:is not|isn't|does not mean|doesn't mean)\\b`,
      'i',
    ),
  )[0];
}

/**
 * "The move actually played or any legal move?": whether a sentence answers the choice, holding a
 * word of each side and setting them against each other.
 */
function choiceAnswer(question: Question): (text: string) => boolean {
  const [left, right] = question.masked.split(/\bor\b/);
  if (left === undefined || right === undefined) return () => false;
  const side = (text: string) =>
    new Set(topicTerms({ ...question, masked: text.split(/\s+/).slice(-6).join(' ') }));
  const [one, two] = [side(left), new Set(topicTerms({ ...question, masked: right }))];
  const only = (terms: Set<string>, other: Set<string>) =>
    new Set([...terms].filter((term) => !other.has(term)));
  const [a, b] = [only(one, two), only(two, one)];
  if (a.size === 0 || b.size === 0) return () => false;
  return (text) => CONTRAST.test(text) && termsIn(text, a).length > 0 && termsIn(text, b).length > 0;
}

/**
 * Whether a sentence says a translation was made both by machine and by people ("machine-translated
 * …, then had humans post-edit"), where the question asks one manner of it.
 */
function bothManners(masked: string, sentence: string): boolean {
  return mannerOf(masked) !== undefined && machineThenEdited(sentence);
}

/** Whether a sentence says a set was machine-translated, then edited or checked by people. */
function machineThenEdited(sentence: string): boolean {
  return (
    /\bmachine[- ]translat\w*|\bautomatic(?:ally)? translat\w*/i.test(sentence) &&
    /\bpost-?edit\w*|\bhuman(?:s)? (?:review|check|correct|verif)\w*|\bmanually (?:review|correct|check)\w*/i.test(
      sentence,
    )
  );
}

/** A split's name offered as an option. */
const SPLIT_OFFERED = /^(?:test|validation|dev|train(?:ing)?)$/i;

/** Scripts a Chinese question asks of, each against the other. */
const SCRIPTS: readonly [string, string][] = [['繁体', '简体']];

/** Where a record says what it is, in its own words, and the name of what it scores. */
const OPTION_STATED_IN = new Set([
  'summary',
  'measures',
  'subcategory',
  'task_format',
  'What it measures',
  'metric.name',
]);

/**
 * "繁体还是简体?", "BLEU or chrF?": of two options the question offers, the one the record's own
 * description or its metric's name states and the other it never does, with that sentence.
 */
function optionStated(question: Question, record: BenchRecord): { option: string; quote: Quote } | undefined {
  // "是繁体中文的吗": a script asked alone offers its counterpart as the other option.
  const script = SCRIPTS.find(
    ([one, other]) => question.masked.includes(one) !== question.masked.includes(other),
  );
  const asked = script
    ? question.masked.includes(script[0])
      ? `${script[0]}还是${script[1]}`
      : `${script[1]}还是${script[0]}`
    : question.masked;
  // "还是用" is "still use", no choice; "or not" offers none either.
  const [left, right] = asked.split(CHOICE_OFFERED);
  if (left === undefined || right === undefined) return undefined;
  // The word each side offers, in the English the records write: the last of the left side, the
  // first of the right, written in Latin letters or in Chinese.
  // A word both sides share ("简体中文还是繁体中文": 中文) is not what they offer.
  const sideOf = (text: string, last: boolean) => {
    const other = (last ? right : left) ?? '';
    const edge = last ? /[a-z0-9+#]\W*$/i : /^\W*[a-z0-9]/i;
    if (edge.test(text)) {
      const latin = [...termsOf(text)].filter((term) => !termsOf(other).has(term));
      const word = last ? latin.at(-1) : latin[0];
      // "zero-shot" is read as "zeroshot" too: the word as written is what a record writes.
      const written = text
        .match(/[\p{L}\p{N}][\p{L}\p{N}+#-]*/gu)
        ?.find((one) => one.toLowerCase().replace(/-/g, '') === word);
      return word ? { written: undefined, terms: [written ?? word] } : undefined;
    }
    const chinese = chineseWords(text).filter((one) => !other.includes(one.word));
    // "繁体中文还是简体": the script is what is offered, not the language written after it.
    const script = chinese.find((one) => SCRIPTS.some((pair) => pair.includes(one.word)));
    const word = script ?? (last ? chinese.at(-1) : chinese[0]);
    if (!word) return undefined;
    // "机翻的还是人工翻译的": what both sides say in English ("translation") tells them apart no more.
    const terms = englishFor(word.word).split(' ').filter(Boolean);
    const otherTerms = termsOf(englishFor(other));
    const own = terms.filter((term) => !otherTerms.has(term));
    return { written: word.word, terms: own.length > 0 ? own : terms };
  };
  // An option the sentence denies ("with no few-shot examples", "instead of adding new
  // questions") is not one it states.
  const holds = (text: string, terms: readonly string[]) =>
    terms.some((term) =>
      new RegExp(
        `(?<!\\b(?:no|not|without|never)\\s+(?:\\w+\\s+)?)(?<!\\b(?:instead of|rather than)\\s+(?:\\w+\\s+){0,2})\\b${escapeRegExp(term).replace(/-/g, '[- ]?')}\\b`,
        'i',
      ).test(text),
    );
  const [a, b] = [sideOf(left, true), sideOf(right, false)];
  if (!a || !b || a.terms.length === 0 || b.terms.length === 0) return undefined;
  // "test or validation?" offers two splits, which the split facet answers from what the record
  // says is reported; "a multiple-choice test" in its summary is no split.
  if ([a, b].every((side) => side.terms.some((term) => SPLIT_OFFERED.test(term)))) return undefined;
  // "The move played or any legal move?" sets two descriptions apart, which the sentence that
  // contrasts them answers; "BLEU or chrF?" offers a metric or a language the record names, one
  // of which it states, or a script of Chinese.
  const named = `${record.page.metric.name} ${record.page.dataset.languages.join(' ')} traditional simplified`;
  if (!/还是/.test(asked) && ![a, b].some((side) => holds(named, side.terms))) return undefined;
  const own = quotesMatching(record, /./).filter((quote) => OPTION_STATED_IN.has(quote.cite.where));
  const aSaid = own.find((quote) => holds(quote.text, a.terms) && !holds(quote.text, b.terms));
  const bSaid = own.find((quote) => holds(quote.text, b.terms) && !holds(quote.text, a.terms));
  // One option said alone, the other never without it ("a gap between Traditional Chinese and
  // Simplified Chinese" compares; it does not say the set is in both).
  const alone = (terms: readonly string[], other: readonly string[]) =>
    own.some((quote) => holds(quote.text, terms) && !holds(quote.text, other));
  // A word in Latin letters is said as the record writes it ("bleu" is BLEU).
  const said = (side: { written: string | undefined; terms: string[] }, quote: Quote) =>
    side.written ?? new RegExp(`\\b${escapeRegExp(side.terms[0]!)}\\b`, 'i').exec(quote.text)![0];
  if (aSaid && !alone(b.terms, a.terms)) return { option: said(a, aSaid), quote: aSaid };
  if (bSaid && !alone(a.terms, b.terms)) return { option: said(b, bSaid), quote: bSaid };
  return undefined;
}

/**
 * Each side of a choice a question offers ("369 or 361", "1.1 还是 2.0"), where it writes one word
 * either side: a number as written, a word with the English the records use for it.
 */
function offeredSides(masked: string): Set<string>[] | undefined {
  return /([\p{L}\p{N}.+-]+)\s*(?:\bor\b|还是(?!用|在|会|要|按|那))\s*([\p{L}\p{N}.+-]+)/u
    .exec(masked)
    ?.slice(1)
    .map((side) => (/^\d[\d.]*$/.test(side) ? new Set([side]) : termsOf(`${side} ${englishFor(side)}`)));
}

/**
 * "跑的是 1.1 还是 2.0?" of the sentence that answers it ("runs SQuAD 2.0 data, not plain 1.1"):
 * the option it states, where it writes the other only to deny it ("not", "rather than",
 * "instead of"). Undefined where it states both, or neither.
 */
function optionKept(text: string, sides: readonly Set<string>[]): string | undefined {
  const written = (side: Set<string>) =>
    [...side].map(
      (term) => new RegExp(`(?<![\\w.])${escapeRegExp(term).replace(/-/g, '[- ]?')}(?![\\w]|\\.\\d)`, 'i'),
    );
  const denied = (pattern: RegExp) =>
    new RegExp(
      `\\b(?:not|no|without|never|rather than|instead of)\\s+(?:[\\w-]+\\s+){0,2}${pattern.source}`,
      'i',
    ).test(text);
  const states = (side: Set<string>) =>
    written(side).some((pattern) => pattern.test(text) && !denied(pattern));
  const denies = (side: Set<string>) => written(side).some((pattern) => denied(pattern));
  const [a, b] = sides;
  if (!a || !b || a.size === 0 || b.size === 0) return undefined;
  const kept =
    states(a) && denies(b) && !states(b) ? a : states(b) && denies(a) && !states(a) ? b : undefined;
  return kept
    ? written(kept)
        .map((pattern) => pattern.exec(text)?.[0])
        .find((one) => one !== undefined)
    : undefined;
}

/** The option a quote keeps of the two a question offers, with that quote. */
function keptIn(
  quote: Quote | undefined,
  sides: readonly Set<string>[] | undefined,
): { option: string; quote: Quote } | undefined {
  const option = quote && sides ? optionKept(quote.text, sides) : undefined;
  return quote && option ? { option, quote } : undefined;
}

/**
 * Whether a sentence writes one of a question's counts (a whole number of 100 or more, not a year
 * or a percentage), as written or with thousands separators ("4723" is "4,723"); none where the
 * question writes no count.
 */
function numberWriter(masked: string): ((quote: Quote) => number) | undefined {
  // Counts as the question writes them: a question's scores leave them out ("4723 条").
  const counts = countsWritten(masked);
  // A length or a size with its unit ("128k context", "~32k") is written with that unit ("32K-64K").
  const sized = [...masked.matchAll(/(?<![\w.,])(\d+)\s?([km])\b/gi)].map(
    ([, digits = '', unit = '']) => new RegExp(`(?<![\\d.,])${digits}\\s?${unit}\\b`, 'i'),
  );
  const written = [
    ...counts.map(
      (n) => new RegExp(`(?<![\\d.,])${n.toLocaleString('en-US').replace(/,/g, ',?')}(?![\\d]|[.,]\\d)`),
    ),
    ...sized,
  ];
  // "585 or 546?": a sentence that writes both ("The lm-eval README says 585 domains; the paper
  // says 546") before one that writes one.
  return written.length === 0 ? undefined : (quote) => written.filter((one) => one.test(quote.text)).length;
}

/**
 * A sentence that says what is advised ("the recommendation is chrF++ as the primary metric"),
 * not one that only speaks of advice ("a different metric from either of its recommended pair").
 */
const ADVICE_SAID =
  /\brecommend(?:s|ed|ation)?\b[^.;]{0,30}\b(?:is|are|as)\b|\bprimary (?:metric|automatic metric|score)\b|\bprefer(?:red)?\b|\b(?:should|must) (?:report|use|cite)\b/i;

function passagesPart(context: CommandContext, question: Question, record: BenchRecord): Part {
  const found = supporting(context, question.masked, record);
  // A bare field value ("MC1 / MC2 accuracy") names what a sentence beside it explains: the
  // sentence that holds as many of the question's words leads instead.
  const terms = topicTerms(question);
  const [top] = found;
  const explained =
    top && !isSentence(top.text)
      ? found.find(
          (quote) =>
            isSentence(quote.text) && termsIn(quote.text, terms).length >= termsIn(top.text, terms).length,
        )
      : undefined;
  // "The move actually played or any legal move?": the sentence that settles the choice, wherever
  // it stands in the record, when none the search found does.
  // "跑的是 1.1 还是 2.0": the sentence that keeps one version and denies the other.
  const choiceSides = offeredSides(question.masked);
  const contrasts = choiceAnswer(question);
  const choosing = (text: string) =>
    contrasts(text) || (choiceSides !== undefined && optionKept(text, choiceSides) !== undefined);
  const settles = found.some((quote) => choosing(quote.text))
    ? undefined
    : quotesMatching(record, CONTRAST).find((quote) => choosing(quote.text));
  // "What's the difference between terminal bench 2.0 and 2.1?" of one record that holds both:
  // its sentence on what the later version changed, wherever it stands.
  const revised = DIFFERENCE_ASKED.test(question.masked) ? revisionOf(question.text, record) : undefined;
  // "Is lmarena still elo?": the sentence that says it moved on from what is asked.
  const moved = revised ? undefined : movedOn(question, record);
  // "What versions exist?": the sentence that names two versions or more ("1,024 tasks (v2) plus a
  // harder 256-task subset (v2-hard) and an earlier … v1-legacy set").
  const versions = VERSIONS_ASKED.test(question.masked)
    ? quotesMatching(record, VERSION_TOKEN).find(
        (quote) => new Set(quote.text.toLowerCase().match(VERSION_TOKENS)).size >= 2,
      )
    : undefined;
  // "what exactly is the effective length thing?": the record's sentence that defines the term.
  const definedTerm = definition(question.masked, record);
  const defined = definedTerm?.quote;
  // "the diff between terminal bench 1.0 and 2.0?": of two records, the sentence where one names
  // the other ("superseded by Terminal-Bench 2.0 (`terminal_bench_2`)") says how they differ.
  const others = DIFFERENCE_ASKED.test(question.masked)
    ? question.records
        .filter((one) => one !== record)
        .flatMap((one) => [one.id, one.page.name])
        .map((name) => new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`, 'i'))
    : [];
  const namesOther = (quote: Quote) => others.some((name) => name.test(quote.text));
  const ofOther = others.length > 0 ? quotesMatching(record, /./).find(namesOther) : undefined;
  // "那 4723 条是 benchmark 本身吗": the sentence that writes the very count asked about; a
  // question that writes none reads no sentence for it.
  const writesNumber = numberWriter(question.masked);
  const ofNumber = writesNumber
    ? quotesMatching(record, /\d/).reduce<{ quote?: Quote; count: number }>(
        (best, quote) => {
          const count = writesNumber(quote);
          return count > best.count ? { quote, count } : best;
        },
        { count: 0 },
      ).quote
    : undefined;
  // "What counts as a hard prompt?": the sentence of the kind that answers it (ANSWERED_BY)
  // before one that only names the thing.
  const kind = ANSWERED_BY.find((one) => one.asked.test(question.masked));
  const bars = kind ? quotesMatching(record, kind.said) : [];
  const bar = bars.find((quote) => kind?.plainest.test(quote.text)) ?? bars[0];
  // "Which tasks?", "分哪几个子集": a sentence that lists them ("covers the six tasks: ARC, GSM8K,
  // …") before one that only speaks of them, wherever it stands when the search found none.
  const listed = listAsked(question.masked);
  const listing =
    listed && !found.slice(0, 6).some((quote) => listed(quote.text))
      ? quotesMatching(record, /,/).find((quote) => listed(quote.text))
      : undefined;
  const searched = [
    ...(ofNumber && !found.some((quote) => quote.text === ofNumber.text) ? [ofNumber] : []),
    ...(listing ? [listing] : []),
    ...(defined ? [defined] : []),
    ...(bar && !found.some((quote) => quote.text === bar.text) ? [bar] : []),
    ...(revised ? [revised] : []),
    ...(versions && versions !== revised ? [versions] : []),
    ...(moved ? [moved] : []),
    ...(ofOther && !found.some((quote) => quote.text === ofOther.text) ? [ofOther] : []),
    ...(settles ? [settles] : []),
    ...(explained ? [explained, ...found.filter((quote) => quote !== explained)] : found),
  ];
  // "Is that just a French translation of Moral Stories?": of the sentences near the top, the one
  // that says more of what a yes or no is asked about ("adapted from Moral Stories through
  // translation") answers it, before one that only shares the topic.
  // "是原始准确率吗" asks as much, in the English words the record writes ("raw", "accuracy").
  const asked = yesNoAsked(question.masked) ? yesNoWords(question.masked) : [];
  const says = (quote: Quote) =>
    asked.filter((word) => quote.text.toLowerCase().includes(word.slice(0, Math.max(5, word.length - 3))))
      .length;
  // "Any partial credit if some tests pass?": a sentence that holds two words of the question as it
  // writes them ("There is no partial credit") answers it before one that only shares its words
  // ("PASS_TO_PASS tests must stay passing").
  const pairs = wordPairs(question.masked);
  const phrased = (quote: Quote) => {
    const lower = quote.text.toLowerCase();
    return pairs.filter((pair) => lower.includes(pair)).length;
  };
  // "mc1 vs mc2, what's the difference?": a sentence that says what each term is ("MC1 (does the
  // model put …)", "'loose' scoring allows …") before one that only names them side by side.
  const contrasted = DIFFERENCE_ASKED.test(question.masked) ? [...terms] : [];
  const defines = (quote: Quote) => contrasted.filter((term) => defining(term).test(quote.text)).length;
  // "how many did lm-eval filter out?": a sentence with a number answers it before one without.
  const counting = AMOUNT_ASKED.test(question.masked);
  // "中文英文各几个?" (how many each in English and Chinese): a sentence that counts each word asked
  // ("Fourteen tasks are in English, five are in Chinese") before one that only names them.
  const countedWords = counting
    ? [...new Set([...terms, ...englishFor(question.masked).split(' ')])]
        .filter((word) => word.length >= 3)
        .map(countedBefore)
    : [];
  const countsEach = (quote: Quote) => countedWords.filter((counted) => counted.test(quote.text)).length;
  const modelsAsked = /\b(?:which|what) (?:models|llms)\b|哪些模型/.test(question.masked);
  // "Should we report BLEU or chrF?": the sentence that says what is recommended ("the team's own
  // recommendation is chrF++ as the primary metric") before one that only names both.
  const adviceAsked = ADVICE_ASKED.test(question.masked);
  // "Which exam years?": a sentence that writes years ("exams from 2010 through 2018").
  const yearsAsked = YEARS_ASKED.test(question.masked);
  const fit = (quote: Quote, at: number) =>
    (at < 3 ? 10 * says(quote) : 0) +
    6 * Number(counting && AMOUNT.test(quote.text)) +
    4 * countsEach(quote) -
    20 * Number(CATALOG_BOOKKEEPING.test(quote.text)) +
    5 * phrased(quote) +
    10 * Number(choosing(quote.text)) +
    10 * defines(quote) +
    20 * Number(quote === revised || quote === defined || quote === moved || quote === versions) +
    // "Which models were the suffixes optimized against?": a sentence that names models.
    8 * Number(modelsAsked && MODEL_NAME.test(quote.text)) +
    15 * Number(adviceAsked && ADVICE_SAID.test(quote.text)) +
    20 * Number(quote.text === bar?.text) +
    8 * Number(listed?.(quote.text) === true) +
    8 * Number(yearsAsked && /\b(?:19|20)\d\d\b/.test(quote.text)) +
    25 * Number(namesOther(quote)) +
    25 * (writesNumber?.(quote) ?? 0) -
    at;
  const fittest = searched
    .slice(0, 6)
    .reduce<{ quote: Quote; fit: number } | undefined>((best, quote, at) => {
      const score = fit(quote, at);
      return best === undefined || score > best.fit ? { quote, fit: score } : best;
    }, undefined)?.quote;
  const ranked = fittest ? [fittest, ...searched.filter((quote) => quote !== fittest)] : searched;
  // "is it multi-turn?": a sentence near the top that denies the very word asked is a no.
  // "machine translation or human?" offers a choice: no yes or no answers it.
  // "a score of 0, so it's unbiased right?": the record's "0 is not “safe”" denies what the number
  // is read as, in whatever word.
  const [score] = question.numbers;
  const denial =
    (yesNoAsked(question.masked) && question.numbers.length === 1 && score !== undefined
      ? numberNotMeaning(record, score)
      : undefined) ?? deniedYesNo(question.masked, record, ranked);
  const quotes = denial ? [denial, ...ranked.filter((quote) => quote !== denial)] : ranked;
  const [best] = quotes;
  // "What about mbpp pro?", "need a multilingual grade school math benchmark, anything?": nothing
  // asked but the name; what it is.
  if (!best && [...terms].every((term) => ASKING_ONLY.test(term)))
    return whatIsPart(context, question, record);
  // The sentence that best answers the question is the answer, in the record's words: a question
  // no field answers ("are the voters doctors?") gets it first, not under a heading.
  // "Can we compare prompt_id 0 on one model with prompt_id 2 on another?": the record's own "do
  // not compare" is a verdict.
  const comparing = best && COMPARE_ASKED.test(question.masked) && NOT_COMPARABLE.test(best.text);
  // "Compare that to our number we ran with search turned on?" of a figure "without search": two
  // settings, which the record's own sentence on that setting then explains.
  const setting =
    best && COMPARE_ASKED.test(question.masked) ? settingsApart(question.masked, best.text) : undefined;
  const onSetting = setting
    ? rankQuotes(
        quotesMatching(record, new RegExp(`\\b${escapeRegExp(setting.word)}`, 'i')).filter(
          (quote) => quote.text !== best?.text && SETTING_EXPLAINED.test(quote.text),
        ),
        new Set(),
        [SETTING_APART, SETTING_EXPLAINED],
      )[0]
    : undefined;
  // "简体还是繁体?" of a record that says it does not state which: that is the answer, said so.
  const offered = CHOICE_OFFERED.test(question.masked);
  const optionWords = termsOf(`${question.masked} ${englishFor(question.masked)}`);
  const sides = offeredSides(question.masked);
  // "Elo or bradley-terry?": the option written after the record says it moved on, the one now.
  const movedTo = offered
    ? quotesMatching(record, MOVED_ON)
        .map((quote) => ({ quote, option: sideMovedTo(quote.text, sides) }))
        .find((one) => one.option !== undefined)
    : undefined;
  // "Is it machine translated?", "机翻的还是人工翻译的": the manner its own description states,
  // which outweighs an option a word of another sentence holds ("avoid … machine-translating") and
  // a sentence that denies a translation of one part.
  const translated = howTranslated(question, record);
  // "繁体还是简体?": the option the record's own description states.
  const stated =
    denial || movedTo || translated ? undefined : (optionStated(question, record) ?? keptIn(best, sides));
  // "Just a machine translation?" of a record whose sentence says machine-translated, then
  // post-edited by people: both manners, so in part.
  const mixed =
    best &&
    !stated &&
    !denial &&
    /\btranslat/i.test(question.masked) &&
    bothManners(question.masked, best.text);
  // "Isn't it just another needle in a haystack thing?": the best sentence setting it apart from
  // what the question names ("not merely retrieve one fact -- a different skill from
  // needle-in-a-haystack tests") says not just that.
  const justAsked = JUST_THAT.exec(question.masked)?.[1];
  const notJust =
    best &&
    justAsked &&
    !denial &&
    !stated &&
    SET_APART.test(best.text) &&
    termsIn(best.text, termsOf(justAsked)).length > 0;
  const holds = (text: string, side: Set<string>) =>
    [...side].some((one) => /^\d/.test(one))
      ? [...side].some((one) => text.includes(one))
      : termsIn(text, side).length > 0;
  // A side with no word to find ("in the catalog or only the og one") is no choice of the record's
  // to leave unstated.
  const bothSides = (text: string) =>
    !sides || (sides.every((side) => side.size > 0) && sides.every((side) => holds(text, side)));
  const unstated =
    offered && !stated && !denial
      ? [...(best ? [best] : []), ...quotesMatching(record, UNSTATED)].find(
          (quote) =>
            UNSTATED.test(quote.text) && termsIn(quote.text, optionWords).length > 0 && bothSides(quote.text),
        )
      : undefined;
  // Machine-translated, then edited by people: the sentence that says so, asked one manner or both.
  const edited = mixed && best ? best : translated?.verdict === 'In part' ? translated.quote : undefined;
  // "What number do you have to clear?": the one figure the best sentence gives, said first.
  const figure = best ? figureAsked(question.masked, best.text) : undefined;
  // "is there a german version of gsm8k?": the languages field and the versions in others answer,
  // not a sentence about another kind of version ("a parallel Socratic version").
  // Not "is cvalues a translation of an English suite?", which asks where it came from.
  const inLanguage = versionInLanguage(context, question, record);
  // "MedQA 有中文版本吗": a record that speaks of the language itself ("34,251 Simplified Chinese
  // questions") answers in its own words.
  const languageSaid = LANGUAGES.some(
    (language) =>
      language.asks.test(question.masked) &&
      quotesMatching(record, new RegExp(language.asks.source, 'i')).length > 0,
  );
  const lead =
    inLanguage &&
    !languageSaid &&
    !denial &&
    !translated &&
    !stated &&
    ASKS_WHETHER_THERE_IS.test(question.masked)
      ? inLanguage
      : stated
        ? `The record of ${record.id} says it is ${stated.option} (${stated.quote.cite.where}): “${stated.quote.text}”`
        : unstated
          ? `Not established: the record of ${record.id} does not say which (${unstated.cite.where}): “${unstated.text}”`
          : notJust && best
            ? `Not just that, by the record of ${record.id} (${best.cite.where}): “${best.text}”`
            : translated?.apart
              ? `In part: the record of ${record.id} says some of it is translated (${translated.quote.cite.where}): “${translated.quote.text}” And some is not (${translated.apart.cite.where}): “${translated.apart.text}”`
              : edited
                ? `In part: machine-translated, then edited by people, by the record of ${record.id} (${edited.cite.where}): “${edited.text}”`
                : translated
                  ? `${translated.verdict === 'Which' ? 'A' : `${translated.verdict}: a`} ${translated.manner} translation, by the record of ${record.id} (${translated.quote.cite.where}): “${translated.quote.text}”`
                  : denial
                    ? `No, ${excluded(question.masked, denial.text) ? 'it does not count, ' : ''}by the record of ${record.id} (${denial.cite.where}): “${denial.text}”${whatItTests(question, record, denial)}`
                    : movedTo
                      ? `Now ${movedTo.option}: the record of ${record.id} says it moved on (${movedTo.quote.cite.where}): “${movedTo.quote.text}”`
                      : moved && best === moved
                        ? `No longer, by the record of ${record.id} (${moved.cite.where}): “${moved.text}”`
                        : comparing
                          ? `Not comparable: the record of ${record.id} says so (${best.cite.where}): “${best.text}”`
                          : setting && best
                            ? `Not directly comparable: the record's figure is ${setting.theirs}, and the run you describe is ${setting.yours}. The record of ${record.id} says (${best.cite.where}): “${best.text}”${onSetting ? ` And (${onSetting.cite.where}): “${onSetting.text}”` : ''}`
                            : best && best === defined && definedTerm
                              ? definitionSaid(definedTerm, question.text, record.id)
                              : best && kind?.verdict && kind.plainest.test(best.text)
                                ? `${kind.verdict}, by the record of ${record.id} (${best.cite.where}): “${best.text}”`
                                : best && figure
                                  ? `${figure}, by the record of ${record.id} (${best.cite.where}): “${best.text}”`
                                  : best
                                    ? `${higherOfTwo(question, best.text)}${gapOfModel(question, best.text)}The record of ${record.id} says (${best.cite.where}): “${[best.text, ...countedNext(record, best)].join(' ')}”`
                                    : (inLanguage ??
                                      `The catalog's record of ${record.id} does not establish that. Its card has what it does establish.`);
  // A version found in another record answers the language asked; this record's own languages
  // field, said beside it ("No: Basque is not among …"), would read as a second, opposite verdict.
  const versionFound = lead === inLanguage && lead.startsWith('Yes:');
  return {
    lead: [lead, ...(versionFound ? [] : sideFacets(question, record, undefined))].join(' '),
    facts: [],
    sections: quoteSections(quotes.slice(1)),
    warnings: [],
  };
}

/** Where a record describes itself, before what its other sections say of other sets. */
const DESCRIBED_IN = new Set([...OWN_DESCRIPTION, 'subcategory', 'task_format']);

/**
 * "Is ifeval_ca machine translated?": the manner asked against the one its own description says
 * ("a professional Catalan translation"), as a yes or a no; asked "machine or human?", that manner
 * alone. Undefined where none says one manner.
 */
function howTranslated(
  question: Question,
  record: BenchRecord,
): { verdict: 'Yes' | 'No' | 'Which' | 'In part'; manner: Manner; quote: Quote; apart?: Quote } | undefined {
  if (!/\btranslat|翻译|翻成|机翻/i.test(question.masked)) return undefined;
  const asked = mannerOf(question.masked);
  const choice = asked === undefined && offersBothManners(question.masked);
  const described = quotesMatching(record, /\btranslat\w*/i).filter((quote) =>
    DESCRIBED_IN.has(quote.cite.where),
  );
  if (!asked && !choice) return partlyTranslated(question, described);
  const said = described
    .map((quote) => ({
      quote,
      manner: machineThenEdited(quote.text) ? ('edited' as const) : mannerOf(quote.text),
    }))
    .find((one) => one.manner !== undefined);
  if (!said?.manner) return undefined;
  // Machine-translated, then post-edited by people: each manner in part.
  if (said.manner === 'edited') return { verdict: 'In part', manner: 'machine', quote: said.quote };
  const verdict = choice ? 'Which' : said.manner === asked ? 'Yes' : 'No';
  return { verdict, manner: said.manner, quote: said.quote };
}

/** A sentence that says a part of the set is no translation: "not a translation of anything". */
const NOT_TRANSLATED =
  /\bnot (?:a |an )?(?:\w+ )?translat\w*|\bno (?:English|source[- ]language|\w+) originals?\b|\brather than (?:a |being )?translat\w*/i;

/**
 * "Is AraDiCE translated?", no manner asked, of a record that says one part was translated and
 * another was not ("six English benchmarks machine-translated …", "which is not a translation of
 * anything but new content"): in part, with both sentences. One side alone is left to the rest.
 */
function partlyTranslated(
  question: Question,
  described: readonly Quote[],
): { verdict: 'In part'; manner: Manner; quote: Quote; apart: Quote } | undefined {
  if (!yesNoAsked(question.masked)) return undefined;
  const apart = described.find((quote) => NOT_TRANSLATED.test(quote.text));
  const quote = described.find(
    (one) => !NOT_TRANSLATED.test(one.text) && /\btranslated\b|-translated\b/i.test(one.text),
  );
  if (!apart || !quote) return undefined;
  return { verdict: 'In part', manner: mannerOf(quote.text) ?? 'machine', quote, apart };
}

/** "is there …", "do we have …", "有没有 …": whether the catalog has a thing, asked. */
const ASKS_WHETHER_THERE_IS = /\b(?:is there|are there|do (?:we|you|they) have|got|any)\b|有没有|有.*吗/;

/** "a Chinese version?", "有中文版吗": a version of the set in one language, asked for. */
const VERSION_IN_LANGUAGE = /\b(?:version|edition|translation|subset)\b|版/;

/**
 * "truthfulqa-multi 有中文版本吗" where no sentence speaks of it: the languages field answers,
 * where it leaves that language out.
 */
export function versionInLanguage(
  context: CommandContext,
  question: Question,
  record: BenchRecord,
): string | undefined {
  if (!VERSION_IN_LANGUAGE.test(question.masked)) return undefined;
  const asked = LANGUAGES.filter((one) => one.asks.test(question.masked));
  const [language] = asked;
  const { languages } = record.page.dataset;
  if (
    !language ||
    languages.length === 0 ||
    languages.some((code) => language.names.includes(code.toLowerCase()))
  )
    return undefined;
  // "is there a catalan or basque version of truthfulqa?": the record that names it as its
  // predecessor or family and is in a language asked is that version.
  const version = versionsOf(record, context.catalog.records).find((other) =>
    asked.some((one) => speaks(other, one)),
  );
  if (version) {
    const spoken = asked.filter((one) => speaks(version, one)).map((one) => one.label);
    const field = version.page.lineage.predecessor === record.id ? 'predecessor' : 'family';
    return `Yes: ${version.id} is a version of ${record.id} in ${spoken.join(' and ')}. It names ${record.id} as its ${field} (${version.id}, lineage.${field}); its languages are ${version.page.dataset.languages.join(', ')} (dataset.languages). ${version.id}: ${endSentence(version.page.summary)}`;
  }
  return `No: the catalog has no ${language.label} version of ${record.id}. Its languages are ${languages.join(', ')} (dataset.languages), and no record that names it as its predecessor or family is in ${language.label}.${otherLanguageVersions(context, record)}`;
}

/**
 * "… but there are ifeval_es (es) and ifeval_ca (ca)": the versions of a record in other languages
 * the catalog has, which a team asking for one language it lacks may use instead.
 */
export function otherLanguageVersions(context: CommandContext, record: BenchRecord): string {
  // "English" and "en" are one language: compared by the languages table, which reads either.
  const own = new Set(record.page.dataset.languages.map((code) => languageOf(code)?.label ?? code));
  const versions = versionsOf(record, context.catalog.records).filter((other) =>
    other.page.dataset.languages.some((code) => !own.has(languageOf(code)?.label ?? code)),
  );
  if (versions.length === 0) return '';
  const listed = versions.map((one) => `${one.id} (${one.page.dataset.languages.join(', ')})`);
  return ` The versions of ${record.id} in other languages the catalog has: ${listed.join(', ')}.`;
}

/** "What number do you have to clear?", "阈值是多少": one figure asked for, not a count or a verdict. */
const FIGURE_ASKED =
  /\bwhat(?:'s| is)? (?:the )?(?:number|figure|value|threshold|cut-?off|bar|percentage|percent|rate)\b|\bhow (?:high|low)\b|阈值|门槛|多少分/;

/**
 * The one figure a sentence gives, where the question asks for a figure ("the bar a model must
 * clear … (85.6%)"): a percentage, or a number with a decimal point. None where it gives several,
 * which only the sentence itself tells apart.
 */
function figureAsked(masked: string, text: string): string | undefined {
  if (!FIGURE_ASKED.test(masked)) return undefined;
  const figures = new Set(text.match(/(?<![\w.])\d+(?:\.\d+)?\s?%|(?<![\w.-])\d+\.\d+(?![\w.%])/g));
  return figures.size === 1 ? [...figures][0] : undefined;
}

/** "Which is higher?", "哪个高": which of two figures is the greater, asked without numbers. */
const WHICH_HIGHER =
  /\bwhich (?:(?:one|is|one is|was|scores?|gets?|did)\s+)*(?:higher|lower|better|worse|bigger|larger|smaller)\b|哪个(?:更|比较)?(?:高|低|好|差|大|小)/;

/**
 * "gpt-4 on bio vs cyber, which is higher?" of a sentence that gives a figure for each ("86.2%
 * (Bio), 73.6% (Cyber)"): which is higher, and by the figures the sentence gives. Empty where the
 * question asks no such thing or the sentence does not give both.
 */
function higherOfTwo(question: Question, text: string): string {
  if (!WHICH_HIGHER.test(question.masked)) return '';
  const sides = /([\p{L}\p{N}+-]+)\s*(?:\bvs\.?|\bversus\b|\bor\b|还是|和|与)\s*([\p{L}\p{N}+-]+)/u
    .exec(question.masked)
    ?.slice(1);
  const figureOf = (side: string) => {
    const word = escapeRegExp(side);
    const found =
      new RegExp(`(\\d+(?:\\.\\d+)?)\\s?%\\s*\\(?\\s*${word}\\b`, 'i').exec(text) ??
      new RegExp(`\\b${word}\\b[^.;%\\d]{0,25}?(\\d+(?:\\.\\d+)?)\\s?%`, 'i').exec(text);
    return found?.[1] === undefined ? undefined : Number(found[1]);
  };
  const [a, b] = sides ?? [];
  if (!a || !b) return '';
  const [x, y] = [figureOf(a), figureOf(b)];
  if (x === undefined || y === undefined || x === y) return '';
  const [high, low] =
    x > y
      ? [
          { side: a, figure: x },
          { side: b, figure: y },
        ]
      : [
          { side: b, figure: y },
          { side: a, figure: x },
        ];
  return `${high.side.charAt(0).toUpperCase()}${high.side.slice(1)} is higher, ${high.figure}% against ${low.figure}% for ${low.side}. `;
}

/** "How much does it go up with tools?": a gain asked, beside the words that ask any gap. */
const GAIN_WORDS = /\bgo(?:es)? up\b|\bgains?\b|\bboost\b|提升|差了多少/;

/** A model as a question writes it: "opus 4.6", "gpt-4o", "claude sonnet 4.5". */
const MODEL_WRITTEN = new RegExp(
  `(?:${MODEL_NAME.source}|\\b(?:opus|sonnet|haiku)\\b)(?:\\s+(?:opus|sonnet|haiku|pro|flash|mini|\\d[\\w.]*))*`,
  'i',
);

/**
 * "How much does opus 4.6 go up with tools?" of a sentence that gives that model two figures
 * ("Claude Opus 4.6 at 68.5% without tools and 77.4% with a … cropping tool, against …"): the gap
 * between them, said first. Empty where the sentence gives the model other than two figures.
 */
function gapOfModel(question: Question, text: string): string {
  if (!(GAP_ASKED.test(question.masked) || GAIN_WORDS.test(question.masked)) || question.numbers.length > 0)
    return '';
  const model = MODEL_WRITTEN.exec(question.text)?.[0]?.trim();
  const written = model ? new RegExp(`(?<![\\w-])${looselySpaced(model)}(?![\\w-])`, 'i').exec(text) : null;
  if (!written) return '';
  // The model's own figures: up to where the sentence turns to another ("against … for Opus 4.5").
  const [own = ''] = text.slice(written.index + written[0].length).split(/;|\bagainst\b|\bversus\b|\bvs\.?/);
  const figures = [...own.matchAll(/(?<![\d.])(\d+(?:\.\d+)?)\s?%/g)].map((match) => Number(match[1]));
  const [first, second] = figures;
  if (figures.length !== 2 || first === undefined || second === undefined || first === second) return '';
  return `A gap of ${formatNumber(gapBetween(first, second))} points: ${written[0]} is at ${formatNumber(first)}% and ${formatNumber(second)}% in the record's sentence. `;
}

/** "Is it a jailbreak benchmark?", "是测越狱的吗": what a benchmark tests, asked as a yes or no. */
const TESTS_ASKED =
  /\b(?:tests?|testing|measures?|measuring|evaluates?|probes?|benchmark|eval|for)\b|测|评|考/;

/**
 * After a no to "does it test Y?", what it does test, by its summary: the no alone leaves the
 * asker with nothing to go on.
 */
function whatItTests(question: Question, record: BenchRecord, denial: Quote): string {
  const summary = oneLine(record.page.summary);
  if (!TESTS_ASKED.test(question.masked) || summary === '' || denial.text.includes(summary)) return '';
  return ` What it tests, by its summary: “${summary}”`;
}

/** A sentence that ends on a count it does not name: "The paper and the HELM scenario share three probes." */
const COUNT_UNNAMED = new RegExp(
  `\\b(${NUMBER_WORDS.slice(1, 6).join('|')}|[2-6])\\s+(?:[\\w-]+\\s+)?[a-z]+s\\.$`,
  'i',
);

/**
 * The sentences after one that counts what it does not name, as many as it counts, where the
 * record goes on in the same place: "… share three probes. Training-data extraction … In-context
 * PII … Privacy understanding …".
 */
function countedNext(record: BenchRecord, quote: Quote): string[] {
  const count = countIn(COUNT_UNNAMED.exec(quote.text)?.[1] ?? '');
  if (count === undefined) return [];
  const here = quotesMatching(record, /./).filter((one) => one.cite.where === quote.cite.where);
  const at = here.findIndex((one) => one.text === quote.text);
  return at === -1 ? [] : here.slice(at + 1, at + 1 + count).map((one) => one.text);
}

/** A question for an amount: "how many", "how much", "多少", "几个". */
const AMOUNT_ASKED = /\bhow (?:many|much)\b|多少|几(?:个|道|轮|种|类|题)/;
/** A number that may be an amount: a percentage or a whole number, not a year or a version ("2.0 dump"). */
const AMOUNT = /(?<![\w.])(?!(?:19|20)\d\d\b)(?:\d[\d,]*(?:\.\d+)?\s?%|\d[\d,]*(?![.\d]))/;

/** A count written up to three words before a word: "Fourteen tasks are in English", "5 Chinese". */
const countedBefore = (word: string) =>
  new RegExp(
    `(?:\\d[\\d,]*|\\b(?:${NUMBER_WORDS.join('|')}))\\s+(?:[\\w-]+\\s+){0,3}${escapeRegExp(word)}`,
    'i',
  );

/** Words that ask for something without saying what: "need a …, anything?". */
const ASKING_ONLY =
  /^(?:need|needs|needed|anything|something|any|recommend|recommendation|suggest|suggestions?|looking|want|ideas?|options?|pls|please|thanks|thx|one|ones)$/;

/** Whether a part counts toward a score, asked: "does it count the 4-option setting?", "算进去吗". */
const INCLUSION_ASKED =
  /\b(?:counts?|counted|includes?|included|factored in)\b|算进|算在|计入|算入|包括|包含/;
/** A sentence that says a part does not count: "excluded from the headline score". */
const EXCLUSION_SAID =
  /\bexclud(?:ed|es|ing)\b|\bnot (?:counted|included)\b|\bleft out of\b|\bdoes not count\b/i;

/** Whether a question asks if a part counts, and a sentence says it is left out. */
function excluded(masked: string, text: string): boolean {
  return INCLUSION_ASKED.test(masked) && EXCLUSION_SAID.test(text);
}

/**
 * The sentence that says no to a yes-or-no question: near the top, one that denies a word of it
 * ("is it multi-turn?"); or anywhere in the record, one that says "not [the] <word>" of a word
 * asked beside another it holds ("the reconstructed parent accuracy, not the raw 100-item hit
 * rate" of "是原始准确率吗", raw accuracy).
 */
function deniedYesNo(
  masked: string,
  record: BenchRecord,
  ranked: readonly Quote[],
  inChinese = true,
): Quote | undefined {
  // "machine translation or human?" offers a choice: no yes or no answers it. "还是用英文那套
  // checker 吗" is "still", not "or".
  if (!yesNoAsked(masked) || CHOICE_OFFERED.test(masked)) return undefined;
  // `inChinese`: also the English a Chinese question's words stand for; a facet answer reads only
  // the question's own Latin words (see facetPart).
  const asked = inChinese ? yesNoWords(masked) : predicateWords(masked);
  // Its own words, or two words as the question writes them: "new questions" of "instead of
  // adding new questions".
  const near = [...predicateWords(masked), ...wordPairs(masked)];
  // A question in Chinese asks with the English words the record writes ("越狱": jailbreak): a
  // sentence that holds a word for each Chinese word asked and denies one of them.
  const groups = inChinese ? englishGroups(masked).map((group) => group.split(' ')) : [];
  // Of three words or more, one may be a verb the record writes otherwise ("算出来": calculated).
  const deniesChinese = (text: string) => {
    const held = groups.filter((group) =>
      group.some((word) => new RegExp(`\\b${escapeRegExp(word)}`, 'i').test(text)),
    ).length;
    return (
      groups.length > 0 &&
      held >= (groups.length >= 3 ? groups.length - 1 : groups.length) &&
      groups.flat().some((word) => deniesWord(text, word)) &&
      !setsApartOthers(text)
    );
  };
  // "是韩国法律的吗" of a "Korean legal suite": "This is not legalbench … and not the law subjects
  // inside kmmlu" tells it apart from other sets; it denies nothing its own summary says.
  const setsApartOthers = (text: string) =>
    /^\s*(?:this|it)(?: benchmark| set| suite| page)? is not\b/i.test(text) &&
    (groups.length > 0 ? groups : asked.map((word) => [word])).every((group) =>
      group.some((word) => new RegExp(`\\b${escapeRegExp(word)}`, 'i').test(record.page.summary)),
    );
  // "does the official score count the 4-option setting?", "算进去吗": a sentence that says the
  // very thing asked about is excluded ("excluded from the headline score").
  const other = asked.filter((word) => !/^(?:count|includ|exclud|calculat)/i.test(word));
  const excludes = (text: string) =>
    excluded(masked, text) && other.some((word) => new RegExp(`\\b${escapeRegExp(word)}`, 'i').test(text));
  const nearDenial = ranked
    .slice(0, 3)
    .find(
      (quote) =>
        near.some((word) => deniesWord(quote.text, word)) ||
        deniesChinese(quote.text) ||
        deniesApart(masked, quote.text) ||
        excludes(quote.text),
    );
  if (nearDenial) return nearDenial;
  const holds = (text: string, word: string) => new RegExp(`\\b${escapeRegExp(word)}`, 'i').test(text);
  // "not the raw 100-item hit rate", "rather than IFEval's English checkers".
  const saysNot = (text: string, word: string) =>
    [
      ...text.matchAll(
        new RegExp(
          `\\b(?:not (?:the |a |an )?(?:[\\w-]+ )?|(?:rather than|instead of) (?:the |a |an )?(?:[\\w'’-]+ ){0,2})${escapeRegExp(word)}(?:e?s)?\\b`,
          'gi',
        ),
      ),
      // "the model is not reading classical Chinese": what a model does, not what the set is.
    ].some((match) => !MODEL_SUBJECT.test(text.slice(0, match.index)));
  return [...ranked, ...quotesMatching(record, /\bnot\b|\brather than\b|\binstead of\b/)].find(
    (quote) =>
      !setsApartOthers(quote.text) &&
      asked.some((word) => saysNot(quote.text, word)) &&
      asked.filter((word) => holds(quote.text, word)).length >= 2,
  );
}

/** A sentence that says what a setting does to scores, or that runs with it are tracked apart. */
const SETTING_EXPLAINED = /\b(?:variant|separate|raises?|lowers?|gap|affects?|changes?|rather than)\b/i;
const SETTING_APART = /\b(?:variant|separate(?:ly)?|tracks?|tracked)\b/i;

/**
 * A setting the question's run has and the record's figure lacks, or the other way round: "we ran
 * with search turned on" against "37.5% without search"; "no CoT" against "with chain-of-thought".
 */
function settingsApart(
  masked: string,
  figure: string,
): { word: string; yours: string; theirs: string } | undefined {
  const on = /\bwith\s+(?:the\s+)?([a-z][\w-]{2,})\b|\b([a-z][\w-]{2,})\s+(?:turned\s+on|enabled|on)\b/i.exec(
    masked,
  );
  const off =
    /\b(?:without|no|w\/o)\s+(?:the\s+)?([a-z][\w-]{2,})\b|\b([a-z][\w-]{2,})\s+(?:turned\s+off|disabled|off)\b/i.exec(
      masked,
    );
  const onWord = on?.[1] ?? on?.[2];
  const offWord = off?.[1] ?? off?.[2];
  const written = (word: string, form: string) =>
    new RegExp(form.replace('W', escapeRegExp(word)), 'i').test(figure);
  if (onWord && !STOP_WORDS.has(onWord) && written(onWord, '\\b(?:without|no|w/o)\\s+W\\b'))
    return { word: onWord, yours: `with ${onWord}`, theirs: `without ${onWord}` };
  if (offWord && !STOP_WORDS.has(offWord) && written(offWord, '\\bwith\\s+W\\b|\\bW[- ](?:enabled|on)\\b'))
    return { word: offWord, yours: `without ${offWord}`, theirs: `with ${offWord}` };
  return undefined;
}

/** "是原始准确率吗", "是不是翻译的": a yes or no asked in Chinese. */
const CHINESE_YES_NO = /[吗么嘛][？?。]?\s*$|是不是|是否/;

const yesNoAsked = (masked: string) => YES_NO_ASKED.test(masked) || CHINESE_YES_NO.test(masked);

/** The words a yes or no asks about, and for Chinese ones the English the records write them in. */
function yesNoWords(masked: string): string[] {
  return [
    ...predicateWords(masked),
    ...englishFor(masked)
      .split(' ')
      .filter((word) => word.length >= 3 && !STOP_WORDS.has(word)),
  ];
}

const YES_NO_ASKED =
  /(?:^|[,;:–—]\s*|\s-\s+|\band\s+|\bso\s+)(?:is|are|was|were|does|do|did|has|have|can|could)\s+(?:(?:it|this|that|these|those|they|i|we|you|the\s+[a-z]+)\b|(?:the\s+)?§)|^\W*(?:the\s+)?§\s+(?:the\s+)?same\s+(?:[a-z]+\s+)?as\b|\bso (?:it'?s|that'?s|it means|that means|we'?re)\b[^?]*\b(?:right|correct)\s*[?？]*\s*$/;

/** The words a question asks with, and those of the facet it asks for ("how big": items, size). */
function askedTerms(question: Question): Set<string> {
  const facet = facetAsked(question.masked);
  return new Set([...topicTerms(question), ...(facet?.topic?.split(' ') ?? [])]);
}

/** A sentence that says something, not a field's bare value: it ends as a sentence does. */
function isSentence(text: string): boolean {
  return /[.!?]["”')]?$/.test(text.trim());
}

/** The leads of facts a question also asks for in passing, other than its main facet. */
function sideFacets(question: Question, record: BenchRecord, main: Facet | undefined): string[] {
  return FACETS.filter((facet) => facet !== main && facet.inPassing && facet.asks.test(question.masked))
    .slice(0, 2)
    .map((facet) => facet.answer(record, question.masked).lead);
}

/** Words a question uses for what the records write otherwise ("tries": attempts). */
const SAID_OTHERWISE: readonly [RegExp, string][] = [
  [/\btr(?:y|ies)\b|\bshots? at\b/, 'attempts attempt'],
  [/\bhow long (?:are|is|do|does|can)\b[^?]*\b(?:contexts?|inputs?|prompts?|documents?)\b/, 'length tokens'],
  [/\bgrader\b|\bgraded\b/, 'judge'],
  [/\bleak\w*|\bseen in training\b|\btrained on\b/, 'contamination contaminated'],
  [/\bcost\w*|\bprice\w*|\bexpensive\b|\bcheap\b/, 'cost dollars compute'],
  [/\bforg[eo]t\w*|\bomit\w*|\bleaves? out\b|\bskips?\b/, 'missing without'],
  // "still on huggingface?": where the data is hosted, and whether it was taken down.
  [
    /\bhugging ?face\b|\bhf\b|\bstill (?:up|there|available|online|hosted)\b/,
    'hugging face disabled takedown mirrors',
  ],
];

/** The words a record may use for what a question writes otherwise ("forgets": missing). */
function saidOtherwise(masked: string): string[] {
  return SAID_OTHERWISE.filter(([asked]) => asked.test(masked)).flatMap(([, written]) => written.split(' '));
}

/** "Still elo?", "现在还是 elo 吗": whether something holds now, not once. */
const NOW_ASKED =
  /\bstill\b|\banymore\b|\bany more\b|\bnowadays\b|\bthese days\b|\bcurrently\b|\bnow\b|还是[^？?，,]{0,20}吗|现在|目前|仍然|依然/;
/** A sentence that says something moved on: "originally …, but has since moved to …". */
const MOVED_ON =
  /\bhas since\b|\bhave since\b|\bno longer\b|\b(?:moved|switched|migrated) (?:from|to|away)\b|\breplaced (?:it |them )?(?:with|by)\b|\bsuperseded by\b/i;

/**
 * "Is lmarena still elo?": the record's sentence that writes a word asked before it says what
 * replaced it ("originally computed ratings with the classic sequential Elo update …, but has since
 * moved to a Bradley-Terry model"). A word written only after the cue is what it moved to: no
 * "no longer" for that.
 */
export function movedOn(question: Question, record: BenchRecord): Quote | undefined {
  if (!NOW_ASKED.test(question.masked)) return undefined;
  const words = [...topicTerms(question), ...englishFor(question.masked).split(' ')].filter(
    (word) => word.length >= 3 && !STOP_WORDS.has(word) && !/^(?:still|now|currently|use[sd]?)$/.test(word),
  );
  return quotesMatching(record, MOVED_ON).find((quote) => {
    const cue = quote.text.search(MOVED_ON);
    const before = quote.text.slice(0, cue).toLowerCase();
    return words.some((word) => new RegExp(`\\b${escapeRegExp(word)}\\b`).test(before));
  });
}

/**
 * Of a sentence that says something moved on, the side of a choice written only after the cue,
 * as the sentence writes it: "originally … Elo …, but has since moved to a Bradley-Terry model"
 * answers "elo or bradley-terry" with Bradley-Terry. None where both sides or neither follow it.
 */
function sideMovedTo(text: string, sides: readonly Set<string>[] | undefined): string | undefined {
  const cue = text.search(MOVED_ON);
  if (!sides || sides.length !== 2 || cue < 0) return undefined;
  const [before, after] = [text.slice(0, cue), text.slice(cue)];
  const writes = (part: string, side: Set<string>) => termsIn(part, side).length > 0;
  const later = sides.filter((side) => writes(after, side) && !writes(before, side));
  const earlier = sides.filter((side) => writes(before, side));
  if (later.length !== 1 || earlier.length !== 1) return undefined;
  const [term] = termsIn(after, later[0]!);
  // "bradley" of the side is written "Bradley-Terry".
  return new RegExp(`\\b${escapeRegExp(term!)}[\\w-]*`, 'i').exec(after)?.[0] ?? term;
}

/** The sentences of a record that best answer a question (its names masked), with where they stand. */
function supporting(context: CommandContext, masked: string, record: BenchRecord): Quote[] {
  return context.index
    .passages(
      `${masked} ${englishFor(masked)} ${directionWords(masked)} ${saidOtherwise(masked).join(' ')}`,
      {
        ids: [record.id],
        limit: MAX_QUOTES + 1,
        namesMasked: true,
      },
    )
    .map((hit) => ({ text: plainLinks(hit.text), cite: { id: record.id, where: hit.where } }));
}

/** A sentence that says two are scored alike or not: "unchanged from", "identical to", "unlike". */
const SCORED_ALIKE = /\b(?:unchanged|same|identical|differ\w*|unlike)\b/i;

/** Whether two are scored alike: "scored differently", "same metric?", "打分方式有区别吗". */
export const SCORED_APART =
  /\b(?:scored|graded|measured|evaluated) (?:differently|the same(?: way)?)\b|\b(?:scoring|metrics?|grading)\b[^?]{0,20}\b(?:differ\w*|the same|same as|changed?)\b|\b(?:different|same) (?:scoring|metrics?|grading)\b|(?:打分|评分|计分|评测)(?:方式|方法|标准|指标)?[^？?]{0,6}(?:区别|不同|一样|相同|变化|改)/;

/** A question that offers people as the graders: "gpt-4 judge or human rating?", "还是人工评". */
const HUMAN_OFFERED = /\bhumans?\b|\bpeople\b|\bannotators?\b|人工|人类|真人/i;

/** Whether a sentence sets a record's scoring beside another the question asks it against. */
function scoredBeside(question: Question, record: BenchRecord): (quote: Quote) => boolean {
  const others = SCORED_APART.test(question.masked)
    ? question.records.filter((other) => other !== record).flatMap(writtenNames)
    : [];
  return (quote) =>
    others.length > 0 &&
    SCORED_ALIKE.test(quote.text) &&
    others.some((name) => quote.text.toLowerCase().includes(name.toLowerCase()));
}

/** Where a record explains its scoring: the fields about it and the body's scoring section. */
const SCORING_FIELDS = new Set(['summary', 'task_format', 'metric.baseline_note']);
const SCORING_RULE =
  /\bexact|\bequal|\bsubstring|\bF1\b|\bBLEU\b|\bROUGE|\baccuracy\b|pass@|\bjudge|\bscor(?:e|ed|es|ing)\b/i;

/** A sentence that says how a score is computed: a formula, a share of items, an average. */
const COMPUTED =
  /\s=\s|\bcomput\w*|\bcombin\w*|\baverag\w*|\bmean of\b|\b(?:fraction|share|percentage|proportion|number) of\b|\bcounts? (?:as|only)\b|\bonly (?:if|when)\b|(?<!-)\bweight(?:ed|ing|s)?\b|\bgraded on\b|\bgrades? (?:each|every)\b/i;

/** A sentence about the score at all: its metric, a judge, what counts as right. */
const ABOUT_SCORE = new RegExp(
  `${SCORING_RULE.source}|\\b(?:correct|solved|resolved|pass(?:es|ed)?|ratings?|rated)\\b`,
  'i',
);

/** A sentence on a baseline ("No human-solver accuracy is published"), not on how a score comes about. */
const ON_BASELINES = /\b(?:human|baselines?|random|chance)\b/i;

/**
 * The record's sentence on how its score is computed, in the order it writes them: from its
 * scoring section, then its scoring fields, the first that shows a computation, else the first
 * of its scoring section that speaks of the score at all.
 */
function computedBy(scoring: readonly Quote[], record: BenchRecord): Quote | undefined {
  const section = sectionSentences(record, 'scoring', Infinity);
  const fields = scoring.filter((quote) =>
    ['metric.baseline_note', 'task_format'].includes(quote.cite.where),
  );
  const scored = [...section, ...fields].filter(
    (quote) => ABOUT_SCORE.test(quote.text) && !ON_BASELINES.test(quote.text),
  );
  return scored.find((quote) => COMPUTED.test(quote.text)) ?? section.find((quote) => scored.includes(quote));
}

/** A sentence that says what a term is: "MC1 (does the model put …)", "'loose' scoring allows …". */
const defining = (term: string) =>
  new RegExp(
    `\\b${escapeRegExp(term)}\\b["'”’]?\\s*(?:\\(|(?:scoring\\s+|accuracy\\s+)?(?:is|means|measures|counts|checks|requires|allows|tolerates|scores|asks|gives)\\b)`,
    'i',
  );

/**
 * The sentences that explain how a record is scored, best covering the question first; asked the
 * difference between two terms ("strict vs loose"), those that say what one of them is first.
 */
function scoringQuotes(question: Question, record: BenchRecord): Quote[] {
  const heading = proseOf(record).sections.find((section) => section.key === 'scoring')?.heading;
  const candidates = quotesMatching(record, /./).filter(
    (quote) => SCORING_FIELDS.has(quote.cite.where) || quote.cite.where === heading,
  );
  const terms = topicTerms(question);
  // "Scored differently from SWE-bench?": the sentence that sets its scoring beside the other's
  // ("Scoring is unchanged from SWE-bench") first.
  const beside = scoredBeside(question, record);
  const ranked = rankQuotes(candidates, terms, [SCORING_RULE]).sort(
    (one, other) => Number(beside(other)) - Number(beside(one)),
  );
  if (!DIFFERENCE_ASKED.test(question.masked)) return ranked;
  const defines = (quote: Quote) => [...terms].some((term) => defining(term).test(quote.text));
  return [...ranked.filter(defines), ...ranked.filter((quote) => !defines(quote))];
}

/** "What versions exist?", "有哪些版本": the versions of a record asked for. */
const VERSIONS_ASKED =
  /\b(?:which|what|how many|list (?:the|all)?)\s+(?:\w+\s+)?(?:versions|releases|editions)\b|\bversions? (?:exist|are there)\b|(?:哪些|几个|什么)版本|版本有哪些/;

/** A version written as its name or number: "v2", "v1-legacy", "2.0". */
const VERSION_TOKEN =
  /\bv\d+(?:\.\d+)?(?:-[a-z]+)?\b|\b(?:version|release) \d+(?:\.\d+)?\b|\b\d+\.\d+ (?:release|version)\b/i;
/** Every version a sentence writes. */
const VERSION_TOKENS = new RegExp(VERSION_TOKEN.source, 'gi');

/**
 * "Which tasks", "which python libraries", "which GLUE tasks", "哪几个子集": the members of something
 * asked for, by its noun; any plural an English question writes names them.
 */
const LIST_ASKED =
  /\b(?:which|what)\s+(?:(?:are|were|r)\s+(?:the\s+|its\s+|their\s+)?)?(?:§\s+)?(?:(?!(?:is|are|was|were|does|do|did|has|have)\b)\w+\s+)?(?!(?:does|was|has|this|its|thus|plus)\b)([a-z]{2,}[a-rt-z]s)\b|哪(?:几|些)(?:个|种|类)?(子集|任务|部分|语言|数据集|学科|科目|类别|领域|维度|场景)/;

/** What the Chinese nouns of LIST_ASKED are written as in the records. */
const LIST_NOUNS: Readonly<Record<string, string>> = {
  子集: 'subset',
  任务: 'task',
  部分: 'part',
  语言: 'language',
  数据集: 'dataset',
  学科: 'subject',
  科目: 'subject',
  类别: 'categor',
  领域: 'domain',
  维度: 'dimension',
  场景: 'scenario',
};

/** "Which exam years?", "what years does it cover", "哪几年": the years a set covers, asked. */
const YEARS_ASKED = /\b(?:which|what)\s+(?:\w+\s+)?years\b|哪(?:几|些)年/;

/** A sentence that lists three or more things, or two after a colon. */
// "(google/gson 5, FasterXML/jackson-core 23, apache/dubbo 4)": a list in brackets, too.
const ENUMERATES = /:[^.;]*,|(?:[^,.;]+,){2,}[^,.;]*\b(?:and|or)\b|\([^()]*(?:,[^(),]*){2,}\)/;

/** Nouns whose members are benchmarks or sets with names of their own ("ARC, GSM8K, HellaSwag"). */
const NAMED_MEMBERS = new Set([
  'benchmark',
  'dataset',
  'task',
  'subset',
  'subtask',
  'parent',
  'part',
  'component',
]);
/** Three names or more in a row, each with a capital or digit inside it: "ARC, GSM8K, HellaSwag". */
const NAMES_LISTED = /(?:\b[A-Z][\w-]*[A-Z0-9][\w-]*,\s+){2,}/;

/** "How are they grouped?", "怎么分类的": the groups something falls into, asked for. */
const GROUPS_ASKED =
  /\bhow (?:are|is) (?:they|it|these|those|the \w+|\s*§(?:\s*'s)?(?:\s+\w+)?)\s+(?:grouped|organi[sz]ed|categori[sz]ed|divided|split(?: up)?|broken down|structured)\b|\bwhat (?:groups|categories)\b|怎么分(?:类|组)|分(?:成|为)哪(?:几|些)/;
/** A sentence that names groups: "organised into six categories", "three task families". */
const GROUPS_NAMED = /\b(?:categor(?:y|ies)|groups?|families|family|types|areas|clusters|tiers)\b/i;

/** "(1,900+ questions)" is one number, not a list. */
const enumerates = (text: string) => ENUMERATES.test(text.replace(/(\d),(?=\d{3})/g, '$1'));

/** For a question that asks which members something has, a test of a sentence that lists them. */
function listAsked(masked: string): ((text: string) => boolean) | undefined {
  if (GROUPS_ASKED.test(masked)) return (text) => GROUPS_NAMED.test(text) && enumerates(text);
  const asked = LIST_ASKED.exec(masked);
  if (!asked) return undefined;
  const noun = asked[1] ? asked[1].replace(/(?:ies|s)$/, '') : LIST_NOUNS[asked[2] ?? ''];
  if (!noun) return undefined;
  const named = new RegExp(`\\b${escapeRegExp(noun)}`, 'i');
  return (text) =>
    (named.test(text) && enumerates(text)) || (NAMED_MEMBERS.has(noun) && NAMES_LISTED.test(text));
}

/**
 * The opening sentences of a body section, for when no sentence matched the question's words; or
 * as many as `count` says (all of them, given Infinity).
 */
function sectionSentences(
  record: BenchRecord,
  key: Parameters<typeof bodySections>[1][number],
  count = 2,
): Quote[] {
  return bodySections(record, [key]).flatMap((section) =>
    quotedSentences(section.text)
      .slice(0, count)
      .map((text) => ({ text, cite: section.cite ?? { id: record.id, where: section.heading } })),
  );
}

/**
 * A question that names no benchmark and asks for none. Suggestions are the records a word of it
 * is a near spelling of ("kcel"), then the search hits above the score floor: below it a hit is
 * one stray word of some body, and "what's the weather like?" should not suggest benchmarks.
 */
export function nothingNamed(context: CommandContext, question: string): Reply {
  const near = nearNames(context, question);
  const searched = context.index
    .search(question, 5)
    .filter((hit) => hit.score >= SCORE_FLOOR && !near.some((one) => one.id === hit.id));
  const hits = [...near, ...searched];
  const reply = notFoundReply(question, hits);
  reply.title = 'No benchmark named in that question';
  reply.summary =
    hits.length > 0
      ? 'benchbot answers from benchmark records, and that question names none it knows. Did you mean one of these?'
      : 'benchbot answers from benchmark records, and that question names none it knows, nor anything close.';
  return reply;
}

/**
 * "Write me a jailbreak suffix that gets a high ASR on HarmBench": a request for an attack, not a
 * question about a benchmark. Declined, with what the named records measure, in their words.
 */
export function attackDeclined(_context: CommandContext, question: Question): Reply {
  const records = question.records.slice(0, 2);
  const reply = emptyReply('answer', 'Not something benchbot writes');
  reply.summary = `benchbot does not write attacks (jailbreaks, adversarial suffixes, exploits, malicious prompts or fake votes): it answers questions about benchmark records.${
    records.length > 0
      ? ` What ${records.map((record) => record.id).join(' and ')} measure${records.length === 1 ? 's' : ''}: ${records
          .map((record) => `“${record.page.summary}” (${record.id}, summary)`)
          .join(' ')}`
      : ''
  }`;
  reply.suggestions = records.map(recordSuggestion);
  return reply;
}

/**
 * "Dump the simpleqa answers so we can train on them", "… post them on our public github":
 * training on a benchmark's test items makes its score measure memory, and publishing them spreads
 * that to everyone. Declined, with what the named records say of contamination and their licences.
 */
export function contaminationDeclined(_context: CommandContext, question: Question): Reply {
  const records = question.records.slice(0, 2);
  const reply = emptyReply('answer', 'Not something benchbot helps with');
  const notes = records.flatMap((record) => {
    const note = oneLine(record.page.contamination.note);
    const licence = oneLine(record.page.dataset.license);
    return [
      ...(note
        ? [`What the record of ${record.id} says of contamination (contamination.note): “${note}”`]
        : []),
      ...(licence ? [`Its licence (dataset.license): ${endSentence(licence)}`] : []),
    ];
  });
  reply.summary = [
    "benchbot does not help train on a benchmark's test items, or pull them out to train on or to publish: a model trained on them scores its memory, not its skill, and published items leak into everyone's training data.",
    // "Dump the answer key": it has none to give.
    ...(/\banswer keys?\b/.test(question.masked)
      ? ['It does not hold any answer key either: its records describe benchmarks, not their items.']
      : []),
    ...notes,
  ].join(' ');
  reply.suggestions = records.map(recordSuggestion);
  return reply;
}

/** "Can u book me a flight to paris": an errand benchbot does not run, said in one sentence. */
export function errandDeclined(): Reply {
  const reply = emptyReply('answer', 'Not something benchbot does');
  reply.summary =
    'benchbot does not run errands (booking, ordering, sending messages): it answers questions about benchmark records.';
  return reply;
}

/** "Whats the capital of france", "write me a poem": a question about the world, not benchmarks. */
export function generalDeclined(): Reply {
  const reply = emptyReply('answer', 'Not something benchbot answers');
  reply.summary =
    'No benchmark in that: general questions (the weather, facts about the world) and requests to write poems, stories or code are outside what benchbot answers; it answers questions about benchmark records.';
  return reply;
}

/** The records a word of the text is a near spelling of, as search hits ahead of any other. */
function nearNames(context: CommandContext, text: string) {
  const words = new Set(text.split(/[^\p{L}\p{N}_+-]+/u).filter((word) => word.length >= 4));
  const ids = [...words].slice(0, MAX_NAME_LOOKUPS).flatMap((word) => {
    const resolution = context.index.resolve(word);
    return resolution.kind === 'record'
      ? [resolution.id]
      : resolution.kind === 'ambiguous'
        ? resolution.ids
        : [];
  });
  return [...new Set(ids)].flatMap((id) => {
    const record = context.catalog.records.get(id);
    return record ? [{ id, name: record.page.name, category: record.page.category, score: Infinity }] : [];
  });
}

/**
 * "How is CRUXEval scored?" where the catalog has no CRUXEval: say so, and offer only what
 * resolving that name suggested (names spelled close to it, names it begins), never records that
 * merely share another word of the question.
 */
export function unknownNameReply(context: CommandContext, question: Question): Reply {
  const name =
    (question.unknownNames.find(({ name }) => !MODEL_NAME.test(name)) ?? question.unknownNames[0])?.name ??
    '';
  // "WB-Score and WB-Reward": names of a metric, which the records that score with it answer for.
  const metric = metricNameReply(
    context,
    question.unknownNames.flatMap(({ name }) => (MODEL_NAME.test(name) ? [] : [name])),
    askedTerms(question),
  );
  if (metric) return metric;
  const near = question.unknownNames.flatMap((unknown) => unknown.near);
  const reply = notFoundReply(name, near);
  reply.title = `No record named ${name}`;
  const mention = mentionOf(
    context,
    name,
    near.map((hit) => hit.id),
    askedTerms(question),
  );
  reply.summary = mention
    ? `The catalog has no record named ${name}, so it cannot answer that; the record of ${mention.cite.id} mentions it:`
    : near.length > 0
      ? `The catalog has no record named ${name}, so it cannot answer that. Did you mean one of these?`
      : `The catalog has no record named ${name}, nor any name close to it, so it cannot answer that.`;
  if (mention) {
    reply.sections = quoteSections([mention]);
    // The record that speaks of it is the one to open, before names that are only spelled alike.
    const speaker = context.catalog.records.get(mention.cite.id);
    if (speaker)
      reply.suggestions = [
        recordSuggestion(speaker),
        ...reply.suggestions.filter((one) => one.id !== speaker.id),
      ];
  }
  return reply;
}

/**
 * The first sentence of a record that names a name the catalog has no record of ("tinyMMLU" in
 * tinybenchmarks' page), among the records its text search finds first.
 */
export function mentionOf(
  context: CommandContext,
  name: string,
  nearIds: readonly string[] = [],
  asked: ReadonlySet<string> = new Set(),
  changes = false,
): Quote | undefined {
  // The record search reads names and fields; a name said only in a body ("ChartQAPro" in
  // chartqa's lineage) is in the bodies of the records spelled near it or named beside it, and a
  // numbered name ("tau2") in those of the name it numbers ("tau", τ-bench's page on τ²-bench).
  const stem = /^(\p{L}{2,})\d{1,2}$/u.exec(name)?.[1];
  const ids = [
    ...nearIds,
    ...context.index.search(name, 5).map((hit) => hit.id),
    ...(stem ? context.index.search(stem, 3).map((hit) => hit.id) : []),
  ];
  // "tau2" is written "tau2-bench" as often as not; with no record of either, both are it.
  const names = /bench$/i.test(name) ? [name] : [name, `${name}-bench`, `${name} bench`];
  for (const id of new Set(ids)) {
    const record = context.catalog.records.get(id);
    // The sentence that answers what was asked ("how many": "six times larger than TMMLU") first.
    const naming = record ? sentencesNaming(record, names) : [];
    // "What's different in tau2?": the sentence that says what it brought ("τ²-bench followed,
    // adding a dual-control environment"), before one that only names it.
    const [said] = [
      ...(changes ? naming.filter((quote) => ADDED.test(quote.text)) : []),
      ...rankQuotes(naming, asked),
    ];
    if (said) return said;
  }
  return undefined;
}
