/**
 * Questions with several parts ("how many problems and what metric?", "who made it, and what
 * licence?", "how is it graded and is that 86 legit?"): each part is read on its own, against the
 * benchmarks the whole question names, and answered in the order asked, in one reply.
 */
import { sentences } from '../catalog/links.js';
import type { HarnessName } from '../catalog/schema.js';
import type { Fact, Reply, ReplySection } from '../reply.js';
import { MODEL_NAME } from '../search/models.js';
import { asksIdentity, predicateOf, whichAsked } from './ask-relate.js';
import { facetAsked, itemKindAsked, splitAsked } from './facets.js';
import { RUN_WORDS } from './harnesses.js';
import { LANGUAGE_LET_GO } from './languages.js';
import { MAX_QUOTES } from './quotes.js';
import { sentencesNaming } from './relations.js';
import {
  harnessAsked,
  HEARD,
  NAME_MARK,
  numbersIn,
  recordsOf,
  type Named,
  type Question,
} from './question.js';

/** Most fact rows of a reply: Discord shows a few fields on one screen. */
const MAX_FACTS = 6;

/** About one screen of a Discord channel, in characters. */
export const SCREEN_CHARACTERS = 2300;

/**
 * Where a question turns to another part: a question mark, a semicolon, a "+" or "&" between two
 * asks ("random baseline + how many shots"), "and" before a question word, or ", and" before a
 * second pair set side by side ("strict vs loose whats the diff, and prompt level vs instruction level").
 */
const PART_BREAK =
  /[?？;；]+|,\s+and\s+(?=(?:[\p{L}\p{N}-]+\s+){1,3}(?:vs\.?|versus)\s)|\s[+&]\s+(?=[\p{L}§])|,?\s+(?:and|also|plus|or|n)\s+(?=(?:how|what|what's|whats|who|when|where|which|whether|is|are|was|were|does|do|did|can|could|should|if|why)\b)|,\s+(?=(?:how|what|what's|whats|who|when|where|which|whether|is|are|was|were|does|do|did|can|why)\b)|[，,、]\s*(?=怎么|多少|谁|什么|哪|是否|能|有没有|最|一共|总共|共有|另外|顺便|以及|目前|现在|当前|还(?:有|能|算|值得|在)[^，,。？?]{0,12}[吗么]|是(?:不是)?[^，,。？?]{1,20}[吗么]|(?:和|跟|与)\s*§[^，,。？?]*(?:什么|吗|么|关系|区别)|[^，,。？?\d%]{2,16}是[^，,。？?]{1,12}[吗么][？?]?\s*$)|(?<=[吗呢])/u;

/**
 * Words that make a piece of a question ask something. A piece without them that no row but the
 * sentences would answer ("mimic-rrs in medhelm, is the headline number rouge?") is the next
 * piece's context, not a part of its own.
 */
export const ASKS =
  /\b(?:what|what's|whats|how|who|whom|whose|which|when|where|why|whether|is|are|was|were|does|do|did|can|could|should|would|will|isn't|isnt|aren't|arent|doesn't|doesnt|don't|dont|wasn't|wasnt|any|anything|tell|give|list|show|explain|compare|vs)\b|[吗呢？?]|什么|啥|怎么|如何|多少|几(?!乎)|多长|多大|多久|谁|哪|是否|能否|有没有|可以|还是|是不是|\b[\p{L}-]+ or [\p{L}-]+\W*$|(?<![\d.])\d[\d.,]*\s+or\s+\d[\d.,]*\s+[\p{L}-]+\W*$/u;

/** The words of REFERS_BACK that point at one benchmark, the one asked about first. */
const SINGULAR_BACK = /^(?:it|its|that|this|它|这个)$/u;

/** Words by which a part points back to benchmarks named before it. */
const REFERS_BACK = /\b(?:it|its|they|them|their|both|each|either|that|this)\b|它|这个|这两|两者|二者/u;

/** "是不是 § 里最大的", "是否 § 中最难的": a part asking "is it … in §", its "it" unsaid; not "§ 算不算 § 里的", which names its own. */
const UNSAID_IT_IN = new RegExp(
  `^[^\\p{L}\\p{N}${NAME_MARK}]*(?:是不是|是否|算不算)\\s*${NAME_MARK}\\s*(?:里|中|之中|里面)`,
  'u',
);

/** "How many each?", "both", "the same?", "各多少", "一样吗": a part that asks of every name before it. */
const BOTH_ASKED =
  /\b(?:each|both|respectively|all|same|differ\w*|compare\w*|vs)\b|各|分别|两者|二者|都|一样|相同|同一|不同|区别|差/;

/** A part that sets what it asks against one name: "random chance vs old §", "compared to §". */
const AGAINST_ONE = new RegExp(
  `\\b(?:vs\\.?|versus|compared (?:to|with)|against|than|(?:the\\s+)?same\\s+(?:\\w+\\s+){0,3}as)\\s+(?:the\\s+)?(?:old|original|older|new|newer|english)?\\s*${NAME_MARK}` +
    // "跟英文版 § 条数一样吗", "和 § 比": one thing of the earlier one set beside the same of this one.
    `|(?:跟|和|与|同|比)\\s*(?:原版|原来的|英文版|中文版|老版|新版)?\\s*${NAME_MARK}[^？?。]{0,12}(?:一样|相同|比|差不多)` +
    // "是直接用英文 § 的检查代码吗": whether the earlier one uses a thing of the one named.
    `|(?:用|使用|沿用|复用|照搬)了?\\s*(?:原版|原来的?|英文版?|中文版?)?\\s*${NAME_MARK}\\s*的`,
);

/** A part that says the one before was replaced by the one it names: "被 § 取代", "superseded by §". */
const DONE_BY_ONE = new RegExp(
  `被\\s*${NAME_MARK}\\s*(?:取代|替代|代替|淘汰)|\\b(?:replaced|superseded|succeeded|overtaken|displaced) by\\s+(?:the\\s+)?${NAME_MARK}`,
);

/** "the bigbench one", "the helm version": one of that family's, named elsewhere in the question. */
const ONE_OF = new RegExp(`\\bthe\\s+${NAME_MARK}\\s+(?:one|version|variant)\\b`);

/**
 * "max context length and lm eval task name", "license 和 inspect 任务名": two asks joined by "and" with no question word
 * after it, each of which a row answers on its own (a fact of the record, or how to run it), and
 * not the same one.
 */
function twoAsks(piece: string): string[] {
  // "license 和 inspect 任务名是什么" joins its two asks with 和 the same way.
  const and = /,?\s+and\s+|\s*(?:和|以及|还有)\s*/.exec(piece);
  if (!and) return [piece];
  const [left, right] = [piece.slice(0, and.index), piece.slice(and.index + and[0].length)];
  const asks = (half: string) => facetAsked(half)?.name ?? (RUN_WORDS.test(half) ? 'run' : undefined);
  const [first, second] = [asks(left), asks(right)];
  // "训练集和测试集各有多少题", "train and test, how many each": one ask of both sides.
  const ofEach = /各|分别|\beach\b|\bboth\b/.test(right);
  return first !== undefined && second !== undefined && first !== second && !ofEach ? [left, right] : [piece];
}

/** "… deal w it", "… avoid that": a thing done about "it", at the end of a part. */
const DONE_ABOUT_IT =
  /\b(deal (?:with|w)|handle|fix|avoid|prevent|mitigate|detect|check for|guard against|control for)\s+(?:it|that|this)(?=\W*$)/;

/**
 * "is it contaminated? how do they deal w it": "it" is what the part before asked of (its facet's
 * word, "contamination"), not the benchmark; a part that asks a facet of its own keeps its words.
 */
function withTopicBefore(masked: string, topic: string | undefined): string {
  if (!topic || facetAsked(masked)) return masked;
  // "他们怎么处理的": Chinese leaves the "it" unsaid.
  if (DONE_IN_CHINESE.test(masked)) return `${masked} ${topic}`;
  return masked.replace(DONE_ABOUT_IT, (_said, done: string) => `${done} ${topic}`);
}
const DONE_IN_CHINESE = /(?:怎么|如何)(?:处理|避免|解决|应对|防止)/;

/** The parts of a question, each a question of its own over the same named benchmarks. */
export function questionParts(question: Question): Question[] {
  let marksBefore = 0;
  const pieces = question.masked
    .split(PART_BREAK)
    .flatMap(twoAsks)
    .map((piece) => {
      const marks = question.marks.slice(marksBefore, (marksBefore += piece.split(NAME_MARK).length - 1));
      return { masked: piece.trim(), marks };
    });
  // "…? doesn't have to be English": a language let go qualifies the part before; it asks nothing.
  const asking = pieces.filter(
    (piece) => /[\p{L}]/u.test(piece.masked) && /[\p{L}]/u.test(piece.masked.replace(LANGUAGE_LET_GO, '')),
  );
  if (asking.length < 2) return [];
  let before: Named[] = [];
  let relationBefore = false;
  let harnessBefore: HarnessName | undefined;
  // The initials of each name the question writes ("bbl" of BIG-bench Lite), read once.
  const initials = question.named.map((one) =>
    one.text
      .split(/[\s_-]+/)
      .map((word) => word.charAt(0))
      .join('')
      .toLowerCase(),
  );
  let topicBefore: string | undefined;
  return asking.map(({ masked: asWritten, marks }) => {
    const masked = withTopicBefore(asWritten, topicBefore);
    topicBefore = facetAsked(masked)?.topic?.split(' ')[0] ?? topicBefore;
    // A part without a number of its own is about the question's ("60% on GAIA, how does that compare?").
    const numbers = numbersIn(masked);
    // A part names its own benchmarks ("is A B's successor? is there an A-3?"); one that names none
    // is about the part's before it ("we got 15 on A, is that bad?"), or the question's; one that
    // points back ("is it in BBH?") is about both.
    const written = [...new Set(marks)].filter(
      (one): one is Named => one !== undefined && question.named.includes(one),
    );
    // "…, and what's random chance on the bigbench one?": the benchmark named before that is of
    // that family (dyck_languages of BIG-bench), not the family itself.
    const [family] = written;
    const member =
      written.length === 1 && family?.kind === 'record' && ONE_OF.test(masked)
        ? question.named.find(
            (one) =>
              one.kind === 'record' &&
              one !== family &&
              (one.record.page.lineage.family === family.record.id ||
                one.record.id.startsWith(`${family.record.id}_`)),
          )
        : undefined;
    const own = member ? [member] : written;
    const earlier = before.length > 0 ? before : question.named;
    // "跟 MultiPL-E 一样吗？", "or the same as X?": a relation to one name is the earlier one's.
    const [subject] = earlier;
    // "…, and random chance vs old mmlu?": a fact of the earlier one set against the one named.
    const relatesOne =
      own.length === 1 &&
      subject !== undefined &&
      !own.includes(subject) &&
      (asksIdentity(masked) || AGAINST_ONE.test(masked));
    // "…, and is it style controlled?": "it" is the one asked about first, also beside a name of
    // the part's own ("…, and is it the same as RULER?"); "both" or "they" point at all named before.
    // "是不是 § 里最大的科目": Chinese leaves the "it" unsaid; the one named is where it stands.
    const back = REFERS_BACK.exec(masked)?.[0] ?? (UNSAID_IT_IN.test(masked) ? '它' : undefined);
    const singular = back !== undefined && SINGULAR_BACK.test(back) && subject !== undefined;
    // "ifeval_ca 是 ifeval 的翻译版吗？有多少条": after a relation of two, a part that names none and
    // points at neither asks of the first, the one the relation was asked of.
    const ofSubject =
      singular || (relationBefore && back === undefined && !BOTH_ASKED.test(masked) && !asksIdentity(masked));
    // "有没有 CMExam 的页面？": a part that writes a name the catalog lacks is about that name, not
    // about the records the rest of the question names.
    // Not a version ("a v1 overall"), a model ("o1-mini"), nor the initials of a name written
    // before ("BBL" of BIG-bench Lite).
    const ownUnknown =
      own.length === 0 &&
      question.unknownNames.some(
        ({ name }) =>
          masked.toLowerCase().includes(name.toLowerCase()) &&
          !/^v\d/i.test(name) &&
          !MODEL_NAME.test(name) &&
          // Nor one a named record writes ("SWAG" on HellaSwag's page), which that record answers
          // for; unless the part asks whether it has a page ("is there a tau2-bench page?").
          (PAGE_ASKED.test(masked) ||
            !question.records.some((record) => sentencesNaming(record, [name]).length > 0)) &&
          !initials.includes(name.toLowerCase()),
      );
    // "是不是已经被 bbh 取代了", "replaced by bbh?": the one before is asked of; the one named did it.
    const doneBy =
      own.length === 1 && subject !== undefined && !own.includes(subject) && DONE_BY_ONE.test(masked);
    const named = ownUnknown
      ? []
      : doneBy && subject
        ? [subject]
        : own.length === 0
          ? ofSubject && subject !== undefined
            ? [subject]
            : earlier
          : back
            ? [...new Set([...(singular ? [subject] : earlier), ...own])]
            : relatesOne && subject
              ? [subject, ...own]
              : own;
    before = named;
    relationBefore = named.length >= 2 && asksIdentity(masked);
    const records = recordsOf(named);
    // "v1 overall 70 vs v2 overall 80, is that a real improvement?": two numbers on two benchmarks
    // are no before and after on the one a later part points back to.
    const spread = question.numbers.length >= 2 && records.length === 1 && question.records.length >= 2;
    // "How do I run it? Is it in lm-eval?": how to run it is asked of no harness, the next part's
    // is of lm-eval; "how do I run it in lm-eval, what's the task name?" asks the name there.
    const { harness, ...rest } = question;
    harnessBefore = harnessAsked(masked) ?? harnessBefore;
    const ownHarness = RUN_WORDS.test(masked) ? harnessBefore : harness;
    return {
      ...rest,
      masked,
      named,
      marks,
      records,
      numbers: numbers.length > 0 ? numbers : spread ? [] : question.numbers,
      ...(ownHarness ? { harness: ownHarness } : {}),
    };
  });
}

/** Whether the catalog has a page of something: "is there a X page?", "有没有 X 的页面". */
const PAGE_ASKED =
  /\b(?:is there|are there|do (?:we|you|u) have|any)\b[^?]*\b(?:page|record|entry)\b|有没有[^？?]*(?:页面|记录)/;

/** A part's own facet or words, so that two facets of one question ("who made it and what licence") are two parts. */
export function partKey(kind: string, question: Question): string {
  if (kind === 'facet') {
    const facet = facetAsked(question.masked)?.name ?? '';
    // "一共多少题？主观题多少？", "…test 集有多大", "一共多少条？安全和不安全的各多少": the whole count
    // and a kind's, a split's or each part's, two parts.
    const part =
      itemKindAsked(question.masked) ??
      splitAsked(question.masked) ??
      (/各|分别|\beach\b/.test(question.masked) ? 'each' : '');
    // "contaminated? how do they deal w it": whether, and what is done about it, two parts.
    const done =
      /\b(?:deal|handle|fix|avoid|prevent|mitigate|guard|control)\b|(?:怎么|如何)(?:处理|避免|解决|应对)/.test(
        question.masked,
      );
    // "污染风险大吗？听说 qwen2.5 有记忆问题": whether, and what is said of the claim heard, two parts.
    const heard = HEARD.test(question.masked) ? ':heard' : '';
    return `facet:${facet}${facet === 'size' ? `:${part}` : ''}${done ? ':done' : ''}${heard}`;
  }
  // "Is A B's Chinese version? is it the same as C?", "translated? or a subset?": two relations,
  // two parts.
  if (kind === 'identity' || kind === 'compare')
    return `${kind}:${kind === 'identity' ? `${predicateOf(question.masked) ?? ''}:` : ''}${question.named
      .map((one) =>
        one.kind === 'linked'
          ? `~${one.id}`
          : recordsOf([one])
              .map((record) => record.id)
              .join('|'),
      )
      .join(',')}`;
  // "Which is newer? which is harder?": two comparisons, two parts.
  if (kind === 'which') return `which:${whichAsked(question.masked) ?? ''}`;
  // "How do I run it? Is it in lm-eval?": how to run it, and how on one harness, two parts.
  if (kind === 'run') return `run:${harnessAsked(question.masked) ?? ''}`;
  // Each piece the sentences answer asks its own thing ("partial credit? how many tries?").
  return kind === 'passages' ? `passages:${question.masked}` : kind;
}

/** A fact this long is a note: the rest of it, shown under another label, is the same fact. */
const LONG_FACT = 80;

/** A lead's quotation of a record: "The record of X says (where): “…”", with what it answers. */
const QUOTED_IN_LEAD =
  /(?:On what the question asks \([^)]*\), )?(?:(?:What )?[Tt]he record of \S+?(?:, the nearest,)? says(?: so| of it)?|Its size note|For [^,]+, (?:lower|higher) is better, in the record's words) \([^)]*\): “([^”]*)”/g;

/** The sentences of leads that quote nothing: facts stated in the answer's own words. */
function saidSentences(leads: readonly string[]): string[] {
  return leads.flatMap((lead) =>
    lead.split(/(?<=[.。])\s+/).filter((sentence) => sentence.length >= 30 && !/[“”]/.test(sentence)),
  );
}

/** At most this many records are suggested under one reply. */
const MAX_SUGGESTIONS = 5;

/**
 * One reply from a main answer and the answers to its other parts, in the order asked: the leads
 * one after another, the facts of all, and the quotes shared out so that each part has its own
 * and the whole stays one screen.
 */
export function mergeParts(main: Reply, others: readonly Reply[]): Reply {
  if (others.length === 0) return main;
  const replies = [main, ...others];
  const leads: string[] = [];
  for (const reply of replies) {
    // A sentence an earlier part's lead already quotes is not quoted again.
    // Nor is a fact an earlier lead states ("The human baseline of arc_agi_2 is 66% (…).") said again.
    const lead = saidSentences(leads)
      .reduce(
        (text, sentence) => text.replace(sentence, ''),
        reply.summary
          // What the record says of a harness ("No. On that harness, …") keeps its verdict.
          ?.replace(
            /(No\. )?On that harness, the record of (\S+) says \(([^)]*)\): “([^”]*)”/g,
            (said, no: string | undefined, id: string, where: string, text: string) =>
              leads.some((known) => known.includes(text))
                ? `${no ? 'No, on' : 'On'} that harness, by the record of ${id} (${where}), quoted above.`
                : said,
          )
          .replace(QUOTED_IN_LEAD, (said, text: string) =>
            leads.some((known) => known.includes(text)) ? '' : said,
          )
          // Any clause with its quote ("Not openly: … (dataset.license): “…”") said word for word above.
          .replace(/[A-Z](?:[^“”.]|\.(?!\s))*?\([^)]*\): “[^”]*”/g, (said) =>
            leads.some((known) => known.includes(said)) ? '' : said,
          )
          // "\"X\" is a name of 2 records (…); the answer for each:": said once, for the first part.
          .replace(/^"[^"]+" is a name of \d+ records \([^)]*\); the answer for each: ?/, (said) =>
            leads.some((known) => known.startsWith(said.trim())) ? '' : said,
          )
          // A no that rests on a sentence quoted above keeps its verdict, not the quote.
          .replace(
            /No, by the record of (\S+) \(([^)]*)\): “([^”]*)”/g,
            (said, id: string, where: string, text: string) =>
              leads.some((known) => known.includes(text))
                ? `No, by the record of ${id} (${where}), quoted above.`
                : said,
          ) ?? '',
      )
      .replace(/\s{2,}/g, ' ')
      .trim();
    if (lead && !leads.some((known) => known.includes(lead))) leads.push(lead);
  }
  // A lead that only quotes a sentence gives way to a later lead that quotes it and says more
  // ("The record gives these very figures: “…” By it, 87.7 is 1.2 points above 86.5.").
  const onlyQuotes = (lead: string, at: number) => {
    const quoted = new RegExp(`^${QUOTED_IN_LEAD.source}$`).exec(lead)?.[1];
    return quoted !== undefined && leads.some((other, where) => where > at && other.includes(quoted));
  };
  // A lead that ends on its quote ("… mentions it:") points below, not into the next part's lead.
  const kept = leads
    .filter((lead, at) => !onlyQuotes(lead, at))
    .map((lead, at, all) =>
      at < all.length - 1 && lead.endsWith(':') ? `${lead.slice(0, -1)} (quoted below).` : lead,
    );
  const facts: Fact[] = [];
  for (const fact of replies.flatMap((reply) => reply.facts)) {
    // One text under two labels ("Top score note", "Note"), or the rest of it, is one fact.
    const same = (known: Fact) =>
      known.value === fact.value ||
      (Math.min(known.value.length, fact.value.length) >= LONG_FACT &&
        (known.value.includes(fact.value) || fact.value.includes(known.value)));
    if (!facts.some(same)) facts.push(fact);
  }
  // Round robin: the first quote of each part, then the second, up to the limit; not one another
  // part's lead already quotes.
  const sections: ReplySection[] = [];
  const inLeads = (section: ReplySection) => kept.some((lead) => lead.includes(section.text.slice(1, -1)));
  const longest = Math.max(...replies.map((reply) => reply.sections.length));
  for (let at = 0; at < longest && sections.length < MAX_QUOTES; at++) {
    for (const reply of replies) {
      const section = reply.sections[at];
      if (
        section &&
        sections.length < MAX_QUOTES &&
        !sections.some((known) => known.text === section.text) &&
        !inLeads(section)
      )
        sections.push(section);
    }
  }
  // A part's "Did you mean one of these?" keeps its list: every part's suggestions, the main's first.
  const suggestions = replies
    .flatMap((reply) => reply.suggestions)
    .filter((one, at, all) => all.findIndex((other) => other.id === one.id) === at)
    .slice(0, MAX_SUGGESTIONS);
  return fitScreen({
    ...main,
    summary: kept.join('\n\n'),
    facts,
    sections,
    warnings: [...new Set(replies.flatMap((reply) => reply.warnings))],
    suggestions,
  });
}

/**
 * A reply cut to one screen of Discord: a few fact rows (the sources take one), and its lead, rows
 * and quotes within about a screen of characters, the last quotes giving way first.
 */
/** A harness row longer than this is cut to its first sentence on a screen that runs over. */
const LONG_ROW = 900;

export function fitScreen(reply: Reply): Reply {
  const fitted = { ...reply, facts: reply.facts.slice(0, MAX_FACTS - (reply.sources.length > 0 ? 1 : 0)) };
  fitted.sections = [...reply.sections];
  while (size(fitted) > SCREEN_CHARACTERS && fitted.sections.length > 1) fitted.sections.pop();
  // A lead and fact rows that alone run past a screen: the longest rows give way, one at a
  // time; the card's sections hold them.
  const leadAndFacts = (one: Reply) =>
    (one.summary?.length ?? 0) +
    one.facts.reduce((total, fact) => total + fact.label.length + fact.value.length, 0);
  while (leadAndFacts(fitted) > SCREEN_CHARACTERS && fitted.facts.length > 1) {
    const longest = fitted.facts.reduce((best, fact) =>
      fact.label.length + fact.value.length > best.label.length + best.value.length ? fact : best,
    );
    fitted.facts = fitted.facts.filter((fact) => fact !== longest);
  }
  // With the quote shown beside them still past a screen: a long harness row keeps its first
  // sentence (/howto has it whole).
  if (leadAndFacts(fitted) + (fitted.sections[0]?.text.length ?? 0) > SCREEN_CHARACTERS)
    fitted.facts = fitted.facts.map((fact) =>
      fact.value.length > LONG_ROW && fact.cite?.where.startsWith('harness.')
        ? { ...fact, value: `${sentences(fact.value)[0] ?? fact.value} …` }
        : fact,
    );
  // Still past a screen: the longest rows of several sentences keep their first, one at a time
  // (the card's sections hold them whole).
  for (;;) {
    const cuttable = fitted.facts.filter(
      (fact) => !fact.value.endsWith(' …') && sentences(fact.value).length > 1,
    );
    if (size(fitted) <= SCREEN_CHARACTERS || cuttable.length === 0) break;
    const longest = cuttable.reduce((best, fact) => (fact.value.length > best.value.length ? fact : best));
    const first = `${sentences(longest.value)[0] ?? longest.value} …`;
    fitted.facts = fitted.facts.map((fact) => (fact === longest ? { ...fact, value: first } : fact));
  }
  // Still past a screen with one section left, a list ("Why each fits"): its last items give way,
  // one at a time; the lead names them all.
  for (;;) {
    const [only] = fitted.sections;
    const items = only?.text.split('\n') ?? [];
    if (!only || fitted.sections.length > 1 || size(fitted) <= SCREEN_CHARACTERS) break;
    if (items.filter((line) => line.startsWith('- ')).length <= 1) break;
    fitted.sections = [{ ...only, text: items.slice(0, -1).join('\n') }];
  }
  // A lead long enough to fill the screen (an answer for each of two records) keeps it: the fact
  // rows, then the quotes, give way, last first; the cards hold them.
  while (size(fitted) > SCREEN_CHARACTERS && fitted.facts.length > 0)
    fitted.facts = fitted.facts.slice(0, -1);
  while (size(fitted) > SCREEN_CHARACTERS && fitted.sections.length > 0)
    fitted.sections = fitted.sections.slice(0, -1);
  return fitted;
}

/** What a reply shows on one screen, in characters: its lead, fact rows, quotes and suggestions. */
function size(reply: Reply): number {
  return (
    (reply.summary?.length ?? 0) +
    reply.facts.reduce((total, fact) => total + fact.label.length + fact.value.length, 0) +
    reply.sections.reduce((total, section) => total + section.heading.length + section.text.length, 0) +
    // Each suggestion is a line: its name, category and id.
    reply.suggestions.reduce(
      (total, one) => total + one.name.length + (one.category?.length ?? 0) + one.id.length + 10,
      0,
    )
  );
}
