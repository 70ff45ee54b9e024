/**
 * `ask`: a plain-language question, answered from the records only. It reads the question once
 * (the benchmarks it names, its numbers, its words with the names masked; see question.ts), finds
 * the first intent of the table in intent.ts that fits, and gives that intent's answer: the direct
 * answer first, then at most three quotations, each cited by record id and section or field.
 * What the catalog does not establish, it says so.
 */
import type { CommandContext } from '../context.js';
import { emptyReply, type Reply } from '../reply.js';
import { escapeRegExp, isFarLetter, normalizeName, swapsWord } from '../search/normalize.js';
import { findModel, MODEL_NAME, modelTableOf } from '../search/models.js';
import { establishesNothing } from '../search/names.js';
import { tokenize } from '../search/tokenize.js';
import { isEnglishWord, STOP_WORDS } from '../search/words.js';
import type { BenchRecord } from '../catalog/record.js';
import { asksInChinese, inChinese } from './chinese.js';
import { definesTerm, definition, definitionSaid } from './defined.js';
import { generalDeclined, mentionOf, unknownNameReply } from './ask-record.js';
import { HARNESS_TABLE, RUN_WORDS } from './harnesses.js';
import { statesRelation } from './evidence.js';
import {
  asksIdentity,
  deniedDescription,
  offersRelations,
  ownPartLabel,
  relationToUnnamed,
  UNSETTLED,
} from './ask-relate.js';
import { answersPart, asksGeneral, classify, VERSIONS_OFFERED, type Intent } from './intent.js';
import { sentencesOfMissing } from './lookup.js';
import { ADDED, OWN_BENCHMARK, quotesMatching, writtenNames } from './relations.js';
import { englishFor } from './chinese-words.js';
import { termsSetApart } from './terms-apart.js';
import { endSentence, formatNumber } from './facts.js';
import { MAX_QUOTES, quoteSections, termsIn, topicTerms } from './quotes.js';
import { ASKS, fitScreen, mergeParts, partKey, questionParts } from './parts.js';
import { directionWords } from './languages.js';
import { facetNotProbe, ownerPart, siblingPart, unknownSubjectPart, versionPair } from './reread.js';
import { COMPARE_ASKED, RANKING_WORDS, VERSUS_WORDS } from './ask-numbers.js';
import {
  DIFFERENCE_ASKED,
  NAME_MARK,
  nameBegunBy,
  namesNoBenchmark,
  numberedLike,
  numbersIn,
  readQuestion,
  readsAsBenchmark,
  recordsOf,
  type Named,
  type Question,
} from './question.js';

/** Longest sentence about a missing name said in the lead rather than quoted below it. */
const MENTION_IN_LEAD = 320;

/** Missing names a quote is looked for ("tinyMMLU" on tinybenchmarks' page). */
const MISSING_QUOTED = 3;

/** A word that is a model's name and nothing more: "GPT-4", "qwen2.5", "o1". */
const WHOLE_MODEL_NAME = new RegExp(`^(?:${MODEL_NAME.source})$`, 'i');

/** Questions longer than this are cut: no real question is, and it bounds the work per request. */
const MAX_QUESTION_LENGTH = 1000;

/** Contractions chat writes without the apostrophe: "whos top", "doesnt it", "isnt that". */
const BARE_CONTRACTION =
  /\b(who|what|how|where|that)s\b|\b(is|are|was|were|does|do|did|has|have|had|ca|wo|should|could|would)nt\b/gi;

/** A question as read: one line, within bounds, its contractions spelt with their apostrophe. */
function asAsked(question: string): string {
  return (
    question
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_QUESTION_LENGTH)
      .replace(BARE_CONTRACTION, (_word, head: string | undefined, verb: string | undefined) =>
        head ? `${head}'s` : `${verb}n't`,
      )
      // "hle w/ search", "w/o cot": chat's shorthand, in the words the records write.
      .replace(/(?<![\w/])w\/o(?![\w/])/gi, 'without')
      .replace(/(?<![\w/])w\/(?=\s*[a-z])/gi, 'with ')
      .replace(/with {2,}/g, 'with ')
  );
}

/**
 * @example ask(context, 'is kcle GPQA Diamond?') // No: kcle's record says it is not gpqa_diamond
 */
export function ask(context: CommandContext, question: string): Reply {
  const text = asAsked(question);
  if (text === '') {
    const reply = emptyReply('usage', 'Ask a question about a benchmark');
    reply.summary =
      'For example: "is kcle GPQA Diamond?", "how is nq_cn scored?", "how do I run gsm8k in lm-eval?"';
    return reply;
  }
  const whole = asWholeOfRecord(context, readQuestion(context, text));
  const {
    question: read,
    partOf,
    main,
  } = asPartOfRecord(
    context,
    withMissingRelated(context, facetNotProbe(context, versionPair(context, whole.question))),
  );
  // "the top score on AIR-Bench, the audio-language one", "is ACLUE a subset of CLUE?": the record
  // says it is not that one.
  const [only] = read.records;
  const notThatOne =
    read.records.length === 1 && only
      ? (deniedDescription(read, only) ?? relationToUnnamed(read, only))
      : undefined;
  if (notThatOne)
    return asksInChinese(read.masked) ? inChinese(fitScreen(notThatOne), read.masked) : fitScreen(notThatOne);
  // "superclue": a name one far letter off a record's own may be another benchmark (SuperCLUE is
  // not SuperGLUE). Where the letter makes another word ("clue" for "glue"), it is another name,
  // which the catalog lacks; else the reading is said first, not made silently.
  const respelt = read.named.flatMap((one) => {
    const meant = one.kind === 'record' ? farLetterName(one.text, writtenNames(one.record)) : undefined;
    return one.kind === 'record' && meant ? [{ ...one, meant }] : [];
  })[0];
  // "JGLUE" of SGLUE: another first letter is how sets name their editions (JGLUE, CLUE), not a slip.
  if (
    respelt &&
    (swapsWord(normalizeName(respelt.text), respelt.meant, isEnglishWord) ||
      normalizeName(respelt.text).charAt(0) !== respelt.meant.charAt(0))
  ) {
    const { record } = respelt;
    const near = [{ id: record.id, name: record.page.name, category: record.page.category, score: 0 }];
    const unknown = unknownNameReply(context, {
      ...read,
      named: [],
      records: [],
      unknownNames: [{ name: respelt.text, near }],
    });
    return asksInChinese(read.masked) ? inChinese(unknown, read.masked) : unknown;
  }
  const reply = withDefinition(withAnswerInLead(answerInParts(context, read, main), read), read);
  if (whole.wholeOf && read.records.includes(whole.wholeOf.record)) {
    const { name, record, written } = whole.wholeOf;
    reply.summary =
      `The catalog has no record of ${name} as a whole; ${record.id} (“${written}”) is the record whose name begins with it, and answers for it. ${reply.summary ?? ''}`.trim();
  }
  if (partOf)
    reply.summary =
      `The catalog has no record of its own for ${partOf.name}; the record of ${partOf.record.id} names it, and answers for it. ${reply.summary ?? ''}`.trim();
  if (respelt)
    reply.summary =
      `The catalog has no record named ${respelt.text}; this reads it as ${respelt.record.id}, one letter off, which may be another benchmark. ${reply.summary ?? ''}`.trim();
  // "air_bench_2024 how many prompts?": a page that establishes nothing, asked by its id, points to
  // the page of the same name that establishes the benchmark.
  const fuller = only && read.records.length === 1 ? fullerNamesake(context, only) : undefined;
  if (fuller)
    reply.summary =
      `${reply.summary ?? ''} ${only?.id} establishes nothing of its benchmark; ${fuller.id} is the catalog's page of the same name (${fuller.page.name}): ${endSentence(fuller.page.summary)} Ask about ${fuller.id} for its facts.`.trim();
  // "Is CRUXEval harder than HumanEval?": the answer about HumanEval says what it cannot cover.
  // Said first: "The catalog has no record named CRUXEval" before anything about HumanEval.
  if (main.kind !== 'unknown-name' && main.kind !== 'nothing') {
    // A model the ledgers name (DeepSeek-V4-Pro) is no missing benchmark.
    const models = modelTableOf(context.catalog);
    // A name the answer itself is about (the other side of a relation) is not said twice; one it
    // answers through the record that writes it ("tinyMMLU", by tinybenchmarks) is said missing.
    const lead = (reply.summary ?? '').toLowerCase();
    const answered = new Set(
      read.named.flatMap((one) =>
        one.kind === 'linked' && lead.includes(one.id.toLowerCase()) ? [normalizeName(one.id)] : [],
      ),
    );
    // A tool or a metric the named records' harness entries or metric fields write in prose
    // ("EvalPlus", "ROUGE-2", "nDCG@10", "rougeL") is no missing benchmark either; a task id they
    // quote (`arabic_leaderboard_…`, "do not confuse this with …") may be one.
    const tools = read.records
      .flatMap((record) => [
        ...Object.values(record.page.harness).filter((value) => typeof value === 'string'),
        record.page.metric.name,
        record.page.metric.baseline_note,
      ])
      .join(' ')
      .replace(/`[^`]*`/g, ' ');
    // A repository's path ("sierra-research/tau2-bench") names the benchmark it holds, not a tool.
    const namedByHarness = (name: string) =>
      new RegExp(`(?<![\\w/-])${escapeRegExp(name)}(?![\\w-])`, 'i').test(tools);
    // "Whats omni-math-2, is it harder than omni-math?": a name no record holds, asked beside one a
    // record does, is missing too, unless the answer is about it (a relation, a comparison).
    const aboutLinked = ['identity', 'compare', 'missing'].includes(main.kind) || read.records.length === 0;
    const linked = aboutLinked
      ? []
      : read.named.flatMap((one) =>
          // Not said by the answer as a name: "github.com/sierra-research/tau2-bench" is a path.
          one.kind === 'linked' && !namedAsName(reply.summary ?? '', one.text)
            ? [{ name: one.text, near: [] }]
            : [],
        );
    // "mteb: what metric for retrieval": a word that is a named record's member (mteb_retrieval)
    // is no missing benchmark.
    const memberOfNamed = (name: string) =>
      read.records.some((record) =>
        context.catalog.records.has(`${record.id}_${name.toLowerCase().replace(/[\s-]+/g, '_')}`),
      );
    // "The original TMMLU" beside TMMLU+: an id the named records' lineage gives, with no record
    // of its own, is a benchmark however it is written.
    const lineageIds = new Set(
      read.records.flatMap(({ page: { lineage } }) =>
        [lineage.family, lineage.predecessor, ...lineage.successors, ...lineage.variants]
          .filter((id) => id !== '' && !context.catalog.records.has(id))
          .map(normalizeName),
      ),
    );
    // "SWAG" beside HellaSwag, whose record writes it as the name of the set it grew from.
    const writtenAsName = (name: string) =>
      /\p{Lu}/u.test(name) &&
      name.length >= 3 &&
      read.records.some(
        (record) =>
          quotesMatching(
            record,
            new RegExp(`(?<![\\p{L}\\p{N}-])${escapeRegExp(name)}(?![\\p{L}\\p{N}-])`, 'u'),
          ).length > 0,
      );
    const listed = [
      ...linked,
      ...read.unknownNames.filter(
        (unknown) =>
          (readsAsBenchmark(unknown.name) ||
            numberedLike(unknown) ||
            // "tau2 bench": a name the question itself calls a benchmark.
            new RegExp(`(?<![\\w-])${escapeRegExp(unknown.name)}[\\s-]+(?:bench(?:mark)?|eval)\\b`, 'i').test(
              read.text,
            ) ||
            // "HELMET": an acronym no record writes anywhere.
            (/^[A-Z]{4,}$/.test(unknown.name) && context.index.holders(unknown.name).length === 0) ||
            // "injecagent vs agentdojo": a lower-case name set against one it holds.
            unknown.setAgainst === true ||
            lineageIds.has(normalizeName(unknown.name)) ||
            writtenAsName(unknown.name)) &&
          findModel(models, unknown.name).names.length === 0 &&
          // "GPT-4 当时多少分": a model no ledger holds, written as models are named, is no benchmark.
          !(WHOLE_MODEL_NAME.test(unknown.name) && !/bench|eval|arena/i.test(unknown.name)) &&
          !namesNoBenchmark(unknown.name) &&
          !answered.has(normalizeName(unknown.name)) &&
          !namedByHarness(unknown.name) &&
          !memberOfNamed(unknown.name) &&
          !inAside(read.text, unknown.name),
      ),
    ];
    // Each name once, however many times the question writes it.
    const missing = listed.filter(
      (one, at) => listed.findIndex((other) => normalizeName(other.name) === normalizeName(one.name)) === at,
    );
    if (missing.length > 0) {
      // Where the catalog does speak of it ("tinyMMLU" on tinybenchmarks' page), that is quoted first.
      // Of the first few only: each is a search and reads the bodies of its hits.
      const mention = missing
        .slice(0, MISSING_QUOTED)
        .map(({ name, near }) =>
          mentionOf(
            context,
            name,
            [...near.map((hit) => hit.id), ...read.records.map((record) => record.id)],
            topicTerms(read),
            DIFFERENCE_ASKED.test(read.masked),
          ),
        )
        .find(Boolean);
      const said = missing.map(({ name }) => `The catalog has no record named ${name}`).join('; ');
      // What the record says of it is often the answer ("do not confuse this with …"): a short
      // sentence that says what it is, is said in the lead; any other is quoted first.
      // "Can I still download it from competition_math?" of a sentence that says it was taken down: no.
      const gone = mention !== undefined && STILL_ASKED.test(read.masked) && GONE.test(mention.text);
      const inLead =
        mention !== undefined &&
        (gone ||
          (mention.text.length <= MENTION_IN_LEAD && statesRelation(mention.text)) ||
          // "What's different in tau2?" of a sentence that says what it added.
          (DIFFERENCE_ASKED.test(read.masked) && ADDED.test(mention.text)));
      const where = !mention
        ? '.'
        : gone
          ? `. No: the record of ${mention.cite.id} says (${mention.cite.where}): “${mention.text}”`
          : inLead
            ? `; the record of ${mention.cite.id} says of it (${mention.cite.where}): “${mention.text}”`
            : `; the record of ${mention.cite.id} mentions it (quoted first).`;
      // "tinymmlu gp-irt 68 vs full mmlu 70": two numbers, one of them on a name no record holds that
      // is written on the named one's own ("tinyMMLU" holds "MMLU"), are no two numbers of the one
      // record named; never ranked as if they were.
      const [one, other] = read.numbers;
      const [record] = read.records;
      const onIts = record
        ? missing.filter(({ name }) => {
            const written = normalizeName(name);
            return writtenNames(record).some((own) => {
              const base = normalizeName(own);
              return base.length >= 3 && written !== base && written.includes(base);
            });
          })
        : [];
      if (
        main.kind === 'configurations' &&
        read.records.length === 1 &&
        record &&
        onIts.length > 0 &&
        one !== undefined &&
        other !== undefined
      ) {
        reply.summary = `Not comparable as reported: one of the two numbers is on ${onIts.map(({ name }) => name).join(' or ')}, not on ${record.id}. benchbot does not rank ${formatNumber(one)} against ${formatNumber(other)}.`;
        reply.sections = reply.sections.filter((section) => section.heading !== 'Your two scores');
      }
      // Said in the lead once: the answer's own quotation of the same sentence gives way.
      const rest = inLead
        ? reply.summary
            ?.replace(`The record of ${mention.cite.id} says (${mention.cite.where}): “${mention.text}”`, '')
            .trim()
        : reply.summary;
      reply.summary = [`${said}${where}`, rest].filter(Boolean).join(' ');
      const quoted = (text: string) =>
        reply.summary?.includes(text) === true ||
        reply.sections.some((section) => section.text.includes(text));
      if (mention && inLead)
        reply.sections = reply.sections.filter((section) => !section.text.includes(mention.text));
      else if (mention && !quoted(mention.text))
        reply.sections = [...quoteSections([mention]), ...reply.sections].slice(0, MAX_QUOTES);
    }
  }
  const fitted = fitScreen(reply);
  return asksInChinese(read.masked) ? inChinese(fitted, read.masked) : fitted;
}

/**
 * Whether a text writes a name as a name, not at the end of a path or inside a longer word. Not
 * nameStandsAt: that reads "sierra-research/tau2-bench" as naming tau2-bench, and "MEDIQA-Chat"
 * as not naming MEDIQA, the opposite of what an answer that mentions a name needs here.
 */
function namedAsName(text: string, name: string): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}/])${escapeRegExp(name)}(?![\\p{L}\\p{N}])`, 'iu').test(text);
}

/**
 * "ARC challenge (the AI2 science one)": a name inside an aside that says which one is meant
 * describes the benchmark before it (here by its maker), and is no benchmark the catalog lacks.
 */
function inAside(text: string, name: string): boolean {
  return new RegExp(
    `\\((?:the|that)\\s[^()]*(?<![\\p{L}\\p{N}-])${escapeRegExp(name)}(?![\\p{L}\\p{N}-])[^()]*\\bone\\)|\\(the one (?:from|by|made by) ${escapeRegExp(name)}\\b[^()]*\\)`,
    'iu',
  ).test(text);
}

/**
 * "Are AdvGLUE and AdvGLUE++ the same thing?": a name written like a benchmark's that the catalog
 * lacks, asked about in relation to the one record named, is the other side of that relation.
 */
function withMissingRelated(context: CommandContext, question: Question): Question {
  const [only] = question.named;
  const identity = asksIdentity(question.masked);
  // "How does GSM-Symbolic compare to gsm hard?" sets the two side by side as much as "is it the same?".
  const compared = COMPARE_ASKED.test(question.masked) || VERSUS_WORDS.test(question.masked);
  if (question.named.length !== 1 || only?.kind !== 'record' || !(identity || compared)) return question;
  // Or any name no record holds ("is ACLUE the same as CLUE?"), written beside the record's in one
  // clause ("…? is ATC part of it?" asks of a part of the record's own), where no numbers are asked
  // of ("ARS 30 vs the paper's 14.09, same table?") and no run ("run cleva, the zh2en translation task").
  const related =
    question.numbers.length === 0 && !NUMBERS_ASKED.test(question.masked) && !RUN_WORDS.test(question.masked);
  const missing = question.unknownNames.find(
    ({ name }) =>
      // Set beside numbers, a name is more often where they come from ("the paper's mT5 numbers").
      (identity && readsAsBenchmark(name)) ||
      (related &&
        !MODEL_NAME.test(name) &&
        // "v1 总分和 v2 总分" are two versions of the record's own.
        !/^v\d+(?:\.\d+)*$/i.test(name) &&
        // "anli r1 vs r3": a short label the record writes for parts of its own ("R1, R2, R3").
        !ownPartLabel(only.record, name) &&
        question.masked
          .split(/[?？;；]/)
          .some((clause) => clause.includes(NAME_MARK) && clause.includes(name.toLowerCase()))),
  );
  if (!missing) return question;
  // Near it, the record that writes it as its own, where one does ("tinyMMLU": tinybenchmarks).
  const [writer] = (missing.writtenBy ?? []).flatMap((id) => (id === only.record.id ? [] : [id]));
  const near = (writer !== undefined && context.catalog.records.get(writer)) || only.record;
  const linked = { kind: 'linked' as const, id: missing.name, text: missing.name, near };
  const before = question.text.indexOf(missing.name) < question.text.indexOf(only.text);
  return { ...question, named: before ? [linked, only] : [only, linked] };
}

/**
 * "arc-agi-1 vs arc-agi-2, which is newer?": a name without a record that one record's own name
 * begins with ("ARC-AGI-1 Public Evaluation Set") is that record's whole, which the record answers
 * for; the lead says so first. A shorter writing of the same name later in the
 * question ("the agi-1 public eval set") is the name again, no other missing benchmark.
 */
function asWholeOfRecord(
  context: CommandContext,
  asked: Question,
): { question: Question; wholeOf?: { name: string; record: BenchRecord; written: string } } {
  for (const one of asked.named) {
    if (one.kind !== 'linked') continue;
    const begun = nameBegunBy(context, one.text);
    if (!begun || asked.records.includes(begun.record)) continue;
    const { record, written } = begun;
    const named: Named = { kind: 'record', record, text: one.text };
    const swap = (mark: Named | undefined) => (mark === one ? named : mark);
    const spelt = normalizeName(one.text);
    const names = asked.named.map((mark) => (mark === one ? named : mark));
    return {
      question: {
        ...asked,
        named: names,
        marks: asked.marks.map(swap),
        records: recordsOf(names),
        unknownNames: asked.unknownNames.filter(({ name }) => !spelt.endsWith(normalizeName(name))),
      },
      wholeOf: { name: one.text, record, written },
    };
  }
  return { question: asked };
}

/** Words that ask about numbers, not about what a benchmark is. */
const NUMBERS_ASKED = /\b(?:quantity|numbers?|scores?|results?|metrics?|table|column)\b|分数|成绩|指标/;

/** Words that ask whether the catalog holds a benchmark, not about the benchmark. */
const ASKS_PRESENCE =
  /\b(?:is there|are there|do (?:you|we) have|in the catalog|have (?:a|any) (?:record|page)|exists?|any record)\b|有没有|有吗|目录里|收录/;

/** What a part of a record shares with the whole: how it is scored, compared and run; not its size. */
const SHARED_WITH_PART = new Set(['configurations', 'scoring', 'run']);

/**
 * "We scored CMB-Clin with Claude as the judge…": a name the catalog has no record of, which the
 * record it is nearest to names as a part of itself (CMB-Clin, half of cmb), is answered from that
 * record, saying so, where the question asks what a part shares with its whole; unless the
 * question asks whether the catalog has it, or the record speaks of it as a benchmark of its own
 * (ARC-AGI-3, a successor track). With the question, the intent that answers it.
 */
function asPartOfRecord(
  context: CommandContext,
  asked: Question,
): { question: Question; main: Intent; partOf?: { name: string; record: BenchRecord } } {
  const plain = { question: asked, main: classify(asked, context) };
  const [only] = asked.named;
  if (asked.named.length !== 1 || only?.kind !== 'linked' || !only.near) return plain;
  if (ASKS_PRESENCE.test(asked.masked)) return plain;
  const said = sentencesOfMissing(only.near, only.id);
  if (said.length === 0 || said.some((quote) => OWN_BENCHMARK.test(quote.text))) return plain;
  // Only a name the record states as a part of itself ("… (CMB-Exam) plus 74 clinical cases
  // (CMB-Clin)"), not one it merely mentions ("succeeds the original ARC-AGI").
  const name = escapeRegExp(only.id);
  const part = new RegExp(
    `\\(\\s*${name}\\s*\\)|${name}\\s+(?:is|adds|covers)\\b|\\b(?:plus|half|halves|part|parts|split|track|subset|portion)\\b`,
    'i',
  );
  if (!said.some((quote) => part.test(quote.text))) return plain;
  const record = only.near;
  const question: Question = {
    ...asked,
    named: [{ kind: 'record', record, text: only.text }],
    records: [record],
  };
  const main = classify(question, context);
  return SHARED_WITH_PART.has(main.kind) ? { question, main, partOf: { name: only.id, record } } : plain;
}

/**
 * A lead that gives the fields ("scored by accuracy") while the first quote holds what the question
 * asks in its own words ("log-likelihood or CoT?", "is it the test split in lm-eval?"): that quote
 * joins the lead, so the answer is in the first lines and not only under it.
 */
function withAnswerInLead(reply: Reply, question: Question): Reply {
  // The first quote, past a section of the answer's own ("What must match").
  const first = reply.sections.find((section) => section.cite && section.text.startsWith('“'));
  const rest = reply.sections.filter((section) => section !== first);
  // A lead that quotes a sentence already has its evidence; a quoted title ("“AraTrust: …”") is no sentence.
  if (!reply.summary || /\bsays(?: so)? \([^)]*\):|“[^”]*[.!?]”/.test(reply.summary) || !first?.cite)
    return reply;
  // The question's own words, less the words every question of its kind uses ("scored", "metric").
  const rare = [...topicTerms(question)].filter(
    (term) => term.length >= 3 && !KIND_WORDS.has(term) && !ASKS.test(term) && !STOP_WORDS.has(term),
  );
  // A word inside a record's id ("control" of arena_elo_style_control) is no word the quote says.
  const ids = new RegExp(question.records.map((record) => escapeRegExp(record.id)).join('|') || '$^', 'g');
  const said = new Set(tokenize(first.text.replace(ids, ' ')));
  // The harness a question names ("在 lm-eval 里") is a word of its own too.
  const harness = HARNESS_TABLE.find((one) => one.name === question.harness);
  const namesHarness =
    harness !== undefined &&
    [harness.label, ...harness.spellings].some((name) =>
      first.text.toLowerCase().includes(name.toLowerCase()),
    );
  if (!namesHarness && !rare.some((term) => said.has(term))) return reply;
  // A lead that already introduces its evidence ("says so (summary):") takes the quote alone.
  const introduced = reply.summary.trimEnd().endsWith(':');
  return {
    ...reply,
    summary: introduced
      ? `${reply.summary.trimEnd()} ${first.text}`
      : `${reply.summary} The record of ${first.cite.id} says (${first.cite.where}): ${first.text}`,
    sections: rest,
  };
}

/**
 * "pass^k, what is that?": the record's sentence that defines the term asked about, in the order
 * asked: ahead of the answers to the question's other parts, or after them where the term is asked
 * in a later part ("is lower ARS better? and what does ORS measure").
 */
function withDefinition(reply: Reply, question: Question): Reply {
  const [record] = question.records;
  const found = record && question.records.length === 1 ? definition(question.masked, record) : undefined;
  // A lead that quotes a sentence saying what the term is ("MC1 (does the model put …)") says it.
  if (!found || reply.summary?.includes(found.quote.text) || definesTerm(reply.summary ?? '', found.term))
    return reply;
  const { term, quote } = found;
  const said = definitionSaid(found, question.text, record?.id ?? '');
  const [opening, ...later] = questionParts(question);
  const askedLater =
    later.length > 0 && !opening?.masked.toLowerCase().includes(term.toLowerCase()) && reply.summary;
  return {
    ...reply,
    summary: (askedLater ? `${reply.summary ?? ''} ${said}` : `${said} ${reply.summary ?? ''}`).trim(),
    sections: reply.sections.filter((section) => !section.text.includes(quote.text)),
  };
}

/** Words any question of a kind uses, which pick no particular sentence. */
const KIND_WORDS = new Set(
  (
    'scored scoring score scores metric metrics benchmark benchmarks number numbers higher lower better worse ' +
    'good bad many much big run runs running task tasks use used using set data dataset model models page ' +
    'catalog record answer question questions item items size licence license publish published publisher ' +
    'get got gets work works mean means thing things kind like really actually'
  ).split(' '),
);

/**
 * Whether a piece names a term of its record's own that no English word list holds ("dmca",
 * "alcumus"): said in passing, it asks what the record says of it.
 */
function termOfRecord(part: Question): boolean {
  const [record] = part.records;
  return (
    record !== undefined &&
    withoutAskWords(part.masked.toLowerCase())
      .split(' ')
      .some(
        (word) =>
          /^[a-z]{3,}$/.test(word) &&
          !isEnglishWord(word) &&
          quotesMatching(record, new RegExp(`\\b${word}\\b`, 'i')).length > 0,
      )
  );
}

/** A piece's words without its names, its small words and the words that ask. */
function withoutAskWords(masked: string): string {
  return masked
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => !STOP_WORDS.has(word) && !ASKS.test(word))
    .join(' ');
}

/**
 * Whether a piece asks rather than tells: a question word, or a verb that opens it ("is 61 good").
 * "our elo is 1480" tells; its "is" asks nothing.
 */
function asksSomething(piece: string): boolean {
  return (
    /^\W*(?:is|are|was|were|does|do|did|can|could|should|would|will)\b/.test(piece) ||
    // "91% on boolq - does that beat humans": a number, then the question about it.
    /(?:^|[-–—,;:]\s*)(?:is|are|does|do|did|can|could|should|would|will)\s+(?:that|it|this|we|i|they|our)\b/.test(
      piece,
    ) ||
    ASKS.test(piece.replace(/\b(?:is|are|was|were|does|do|did)\b/g, ' '))
  );
}

/** "Still on huggingface?", "can I still download it?", "还能下载吗": whether it is still there. */
const STILL_ASKED =
  /\bstill\b[^?]{0,30}\b(?:on|up|there|available|download\w*|hosted|get|use)\b|还能[^？?]{0,40}(?:下载?|用|拿到)|还在/;
/** A sentence that says it is no longer there: "was disabled … following a DMCA takedown". */
const GONE = /\b(?:disabled|taken down|takedown|removed|deleted|withdrawn|no longer (?:available|hosted))\b/i;

/** The page of a record's own name that establishes its benchmark, where the record establishes nothing. */
function fullerNamesake(context: CommandContext, record: BenchRecord): BenchRecord | undefined {
  if (!establishesNothing(record)) return undefined;
  const name = normalizeName(record.page.name);
  return [...context.catalog.records.values()].find(
    (other) =>
      other !== record &&
      !establishesNothing(other) &&
      [other.page.name, ...other.page.aliases].some((one) => normalizeName(one) === name),
  );
}

/**
 * "do u have injecagent? need a prompt injection bench for tool using agents": the name the catalog
 * lacks, asked for first, is said missing before the topic list that answers the rest.
 */
function missingBeforeTopic(context: CommandContext, read: Question, main: Intent, reply: Reply): Reply {
  // "is there a page for KoBEST? need korean commonsense eval": the missing name, then the topic a
  // later part asks for.
  if (main.kind === 'unknown-name') {
    const topic = questionParts(read)
      .slice(1)
      .map((part) => ({ part, row: classify(part, context) }))
      .find(({ row }) => row.kind === 'topic');
    if (!topic) return reply;
    const listed = topic.row.answer(context, topic.part);
    const missing = reply.summary?.replace(
      /, (?:nor any name close to it, )?so it cannot answer that\.$/,
      '.',
    );
    return { ...listed, summary: [missing, listed.summary].filter(Boolean).join('\n\n') };
  }
  if (main.kind !== 'topic') return reply;
  const [opening] = questionParts(read);
  if (!opening || classify(opening, context).kind !== 'unknown-name') return reply;
  // What it cannot answer, the topic list below does.
  const missing = unknownNameReply(context, opening).summary?.replace(/, so it cannot answer that\.$/, '.');
  return missing ? { ...reply, summary: [missing, reply.summary].filter(Boolean).join('\n\n') } : reply;
}

/**
 * A part's answer, where its lead quotes a sentence none of the answers before it quotes in theirs
 * ("“…using the best of up to three attempts per test input.”"); else nothing new.
 */
function newQuoteOf(reply: Reply, before: readonly Reply[]): Reply | undefined {
  const quoted = [...(reply.summary ?? '').matchAll(/“([^”]{20,})”/g)].map(([, text]) => text ?? '');
  const said = before.map((known) => known.summary ?? '');
  return quoted.some((text) => !said.some((lead) => lead.includes(text))) ? reply : undefined;
}

/** Rows whose lead quotes the sentence a part's own words find, which a second such part may add. */
const SENTENCE_ROWS = new Set(['scoring', 'passages', 'identity']);

/** Parts of a question benchbot declines rather than answers. */
const DECLINED = new Set(['general', 'errand']);

/** At most this many parts of one question are answered: one screen of Discord. */
const MAX_PARTS = 3;

/**
 * The answer to every part of a question, in the order asked (see parts.ts). The whole question's
 * own answer takes its place among them when it answers one of them, and leads otherwise (a
 * comparison, a topic list); after a topic list, the later parts ("who made it?") are about its
 * first fit.
 */
function answerInParts(context: CommandContext, read: Question, main: Intent): Reply {
  const first = missingBeforeTopic(context, read, main, main.answer(context, read));
  const fit =
    main.kind === 'topic' && first.recordId ? context.catalog.records.get(first.recordId) : undefined;
  const about: Question = fit
    ? { ...read, records: [fit], named: [{ kind: 'record', record: fit, text: fit.id }] }
    : read;
  // A question no row but the sentences answers is searched whole: its parts' words find more
  // together. A part about the world beside it ("whats the weather in zurich, also …") is declined.
  // A part a row answers ("…, and can I compare a 2.0 score with a 2.1 score?") is answered as one
  // beside the sentences the whole question finds.
  const searchedWhole = main.kind === 'passages';
  const wholeOnly = () =>
    main.kind !== 'general' && questionParts(read).some((part) => asksGeneral(part.masked))
      ? mergeParts(first, [generalDeclined()])
      : first;
  // A count by source reads every name of the question at once, the first as the one counted; a
  // search for sets like the ones named ("any for coding in chinese? like mbpp/humaneval but …")
  // is one search, its pieces no questions of those.
  if (about.records.length === 0 || main.kind === 'count-from' || main.kind === 'topic-like')
    return wholeOnly();
  const parts: { kind: string; key: string; reply: Reply; at: number; asks: boolean }[] = [];
  // Pieces only sentences answer, of a question searched whole: answered below only if used.
  const searched: { part: Question; row: Intent; at: number }[] = [];
  const mainKey = partKey(main.kind, read);
  const [asked] = read.records;
  const apart = main.kind === 'terms-apart' && asked ? termsSetApart(read, asked) : undefined;
  // "80% 算好吗？比人类强吗？": two parts reading one score; only the whole reads every mark asked.
  let twiceAsMain = false;
  // The topic list answers the question's first part; only the later ones are about its fit.
  let earlier: Question | undefined;
  // The name the catalog lacks that the part before asked for, if it did.
  let missing: string | undefined;
  for (const [at, whole] of questionParts(about)
    .slice(fit ? 1 : 0)
    .entries()) {
    // "聚类呢?": the part before it, asked of a sibling.
    // "…, and is it the same as mbpp's?": the part before it, asked of that owner; "它跟 CMB 是一个
    // 东西吗" after a name the catalog lacks, asked of that name.
    const ofMissing = missing ? unknownSubjectPart(context, missing, whole) : undefined;
    const sibling =
      (earlier && (siblingPart(context, earlier, whole) ?? ownerPart(context, earlier, whole))) ?? ofMissing;
    earlier = sibling ?? whole;
    // "… is CMB-Clin graded by GPT-4?": a part about a record's own part is answered by that record.
    const { question: part, main: row } =
      sibling && sibling !== ofMissing
        ? { question: sibling, main: classify(sibling, context) }
        : asPartOfRecord(context, withMissingRelated(context, sibling ?? whole));
    missing = row.kind === 'unknown-name' ? part.unknownNames[0]?.name : undefined;
    // "how many does humaneval have and how many does mbpp have": one fact of two records, two parts.
    const [own] = part.records;
    const other = sibling?.records[0] ?? (row.kind === 'facet' && own !== read.records[0] ? own : undefined);
    const key = `${partKey(row.kind, part)}${other ? `@${other.id}` : ''}`;
    // The whole question's sentences answer its pieces that only sentences answer, unless each
    // piece finds a sentence of its own (below).
    if (searchedWhole && row.kind === 'passages' && !ofMissing) {
      if (asksSomething(part.masked)) searched.push({ part, row, at });
      continue;
    }
    // "prompt level vs instruction level acc, whats the diff": the whole sets the two terms apart;
    // a piece that writes them, or only asks the difference, is that one ask.
    if (
      apart &&
      (apart.terms.some((term) => part.masked.includes(term)) ||
        withoutAskWords(part.masked.replace(DIFFERENCE_ASKED, ' ')).trim() === '')
    )
      continue;
    // "..., or what?": a piece with no words of its own to search asks nothing more; and a piece
    // that only gives a number ("the paper has ChatGPT at 92.8%") is the context of the others.
    if (
      (row.kind === 'passages' &&
        // "hf 上还能下吗" (still downloadable on hf?) asks, in few words of its own.
        !STILL_ASKED.test(part.masked) &&
        (!ASKS.test(part.masked) ||
          // "有部分分吗": Chinese words of the records' own ("partial credit") are words to search.
          !(
            /[a-z]{3,}/.test(withoutAskWords(part.masked)) ||
            englishFor(part.masked) !== '' ||
            // "is it ro->en or en->ro?": the languages of a direction, written in codes.
            directionWords(part.masked) !== '' ||
            // "跑的是 1.1 还是 2.0": two versions offered, which the record's sentences tell apart.
            VERSIONS_OFFERED.test(part.masked)
          )) &&
        // "heard smth about a dmca": a term of the record's own, said, asks what the record says of it.
        !termOfRecord(part)) ||
      (!asksSomething(part.masked) && numbersIn(part.masked).length > 0) ||
      // "humaneval+ vs humaneval pro, which is harder?": a piece that only sets two names side by
      // side asks nothing of its own; "can I put them in one table?" does.
      ((row.kind === 'compare' || row.kind === 'configurations') &&
        part.numbers.length < 2 &&
        !COMPARE_ASKED.test(part.masked) &&
        !RANKING_WORDS.test(part.masked))
    )
      continue;
    if (!answersPart(row)) continue;
    const known = parts.find((one) => one.key === key);
    if (known) {
      twiceAsMain ||= key === mainKey && row.kind === 'score-context';
      // "测试集答案公开吗？大家一般在哪个split上报分数？": two parts of one facet of one record are
      // read together by the whole question's answer to it.
      if (key === mainKey && row.kind === 'facet' && read.records.length === 1) known.reply = first;
      // "what's the metric, and how many attempts per test grid?": a second part of one row that
      // asks in words of its own is answered by the sentence they find, where the first lead lacks it.
      const again = !SENTENCE_ROWS.has(row.kind)
        ? undefined
        : newQuoteOf(
            row.answer(context, part),
            parts.map((one) => one.reply),
          );
      if (again) parts.push({ ...known, key: `${key}#${at}`, reply: again, at: fit ? at + 1 : at });
      continue;
    }
    const reply = row.answer(context, part);
    // A part the sentences do not answer adds only "does not establish" to an answer that has more;
    // a second relation the records do not settle ("…? or one a subset of the other") likewise.
    if (row.kind === 'passages' && reply.sections.length === 0 && !reply.summary?.includes('“')) continue;
    // Not one about a name the catalog lacks ("它跟 CMB 是一个东西吗" after "有没有 CMExam"): that the
    // catalog has no record of it is the answer.
    if (
      row.kind === 'identity' &&
      parts.length > 0 &&
      reply.summary?.startsWith(UNSETTLED) &&
      part.unknownNames.length === 0
    )
      continue;
    parts.push({ kind: row.kind, key, reply, at: fit ? at + 1 : at, asks: asksSomething(part.masked) });
  }
  // "does medqa have a chinese version or is it english only?": where the whole's best sentence
  // holds fewer of its first piece's words than the sentence that piece finds ("Chinese"), each
  // piece is answered by its own, in the order asked.
  const leadQuote = (reply: Reply | undefined) => /“([^”]{20,})”/.exec(reply?.summary ?? '')?.[1] ?? '';
  const [opener] = searched;
  const openerReply =
    opener?.at === 0 && searched.length > 1 ? opener.row.answer(context, opener.part) : undefined;
  const openerTerms = opener ? topicTerms(opener.part) : new Set<string>();
  if (
    openerReply &&
    termsIn(leadQuote(openerReply), openerTerms).length > termsIn(leadQuote(first), openerTerms).length
  ) {
    const replies = [openerReply, ...searched.slice(1).map((one) => one.row.answer(context, one.part))];
    if (new Set(replies.map(leadQuote)).size === replies.length)
      return mergeParts(
        openerReply,
        [
          ...replies.slice(1),
          ...parts.filter((part) => !DECLINED.has(part.kind)).map((part) => part.reply),
        ].slice(0, MAX_PARTS - 1),
      );
  }
  if (searchedWhole && parts.every((part) => DECLINED.has(part.kind))) return wholeOnly();
  // A part declined ("write me a script, and also …") never leads the answers the question has.
  parts.sort((a, b) => Number(DECLINED.has(a.kind)) - Number(DECLINED.has(b.kind)));
  // "Is 90% good? what's the top score?": the number read against the top says the top already.
  const scored = main.kind === 'score-context' || parts.some((part) => part.kind === 'score-context');
  if (scored) parts.splice(0, parts.length, ...parts.filter((part) => part.key !== 'facet:top-score'));
  const [lead, ...rest] = parts.map((part) => part.reply);
  // The whole question's answer gives way to its parts' where a part answers as it does; not a
  // comparison, of two records or of one's two numbers, which reads every number and name of the
  // whole ("88 on squad 1.1 and 85 on v2").
  // Nor a relation question that offers a choice ("a translation, or a new set?"), which the
  // whole question answers in turn.
  if (
    answersPart(main) &&
    main.kind !== 'compare' &&
    main.kind !== 'configurations' &&
    // Nor a before and after, which reads both numbers and what each is of ("v1 … 78，v2 … 82").
    !(main.kind === 'direction' && read.numbers.length >= 2) &&
    !(main.kind === 'identity' && offersRelations(read.masked)) &&
    lead &&
    !twiceAsMain &&
    (parts.some((part) => part.kind === main.kind) || (scored && mainKey === 'facet:top-score'))
  )
    return mergeParts(lead, rest.slice(0, MAX_PARTS - 1));
  const others = parts.filter((part) => part.key !== mainKey).map((part) => part.reply);
  // "is APE the automatic prompt engineer thing? what does it measure": where a part says the name
  // is not what the question took it for, the whole's reading of those words ("prompt") answers
  // nothing asked.
  const [denied, ...after] = parts;
  if (denied?.kind === 'described' && !parts.some((part) => part.kind === main.kind))
    return mergeParts(denied.reply, after.map((part) => part.reply).slice(0, MAX_PARTS - 1));
  // Sentences of the whole that found nothing give way to a part that answers.
  const [answered, ...more] = others;
  if (searchedWhole && answered && first.sections.length === 0 && !first.summary?.includes('“'))
    return mergeParts(answered, more.slice(0, MAX_PARTS - 1));
  // "GAIA 上人类得分多少？GPT-4 加插件呢？": the whole question reads as its later part, so the
  // first part's answer is said first, in the order asked; not a first piece that only tells
  // ("we scored cmb-clin with claude as the judge, can we …?").
  const [opening] = parts;
  if (opening?.at === 0 && opening.asks && opening.key !== mainKey && !fit)
    return mergeParts(opening.reply, [first, ...others.slice(1)].slice(0, MAX_PARTS - 1));
  return mergeParts(first, others.slice(0, MAX_PARTS - 1));
}

/**
 * What `ask` makes of a question: the intent it answers and the benchmarks it names (a linked name
 * without a record as `~id`, a name several records share as `a|b`).
 */
export function understand(context: CommandContext, question: string): { intent: string; ids: string[] } {
  const read = readQuestion(context, asAsked(question));
  return {
    intent: classify(read, context).kind,
    ids: read.named.map((one) =>
      one.kind === 'linked'
        ? `~${one.id}`
        : one.kind === 'record'
          ? one.record.id
          : one.records.map((r) => r.id).join('|'),
    ),
  };
}

/** The record's name a name as written is one far letter off, where it is none of them itself. */
function farLetterName(written: string, names: readonly string[]): string | undefined {
  const key = normalizeName(written);
  const own = names.map(normalizeName);
  return own.includes(key) ? undefined : own.find((name) => isFarLetter(key, name));
}
