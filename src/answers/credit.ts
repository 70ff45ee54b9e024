/**
 * "Is there partial credit, or is it pass/fail?": whether one item can earn part of its score,
 * answered from the sentence of the record that says so, or else from one that shows a graded
 * scale ("1-10 rubrics, … scaled to [0, 1]"). No sentence of either kind, no verdict.
 */
import type { BenchRecord } from '../catalog/record.js';
import { quotesMatching, type Quote } from './relations.js';

/** A question whether an item's score can be partial. */
export const CREDIT_ASKED =
  /\bpartial(?:ly)? (?:credit|marks?|points?|scores?|scoring|correct)\b|\bpass\s*\/\s*fail\b|\ball[- ]or[- ]nothing\b|\bbinary\b|部分分|部分得分|部分给分|全对才/;

/** A question when an item counts as passed: "how does it decide a task passed?". */
export const SUCCESS_ASKED =
  /\b(?:decide|decides|determine|determines|count|counts|judge|judges|mark|marks)\b[^?]{0,40}\b(?:pass(?:ed|es)?|succe\w*|solved|resolved|correct|right|success(?:ful)?)\b|\bwhat counts as (?:a )?(?:pass|success|solved|resolved|correct)\b|\bwhen (?:is|does) (?:a|an|it)\b[^?]{0,30}\b(?:pass|succeed|solved|resolved|correct)\b|怎么算(?:通过|成功|做对|解决|对)|什么算(?:通过|成功|做对|解决|对)|(?:怎么|如何)判(?:定)?(?:对错|正误|对|正确)|(?:有没有|有)(?:容差|误差范围|容许误差)|容差/;

/** A sentence that says when an item passes: "A task succeeds if the database state … matches". */
export const SUCCESS_RULE =
  /\bsucceeds? (?:if|only if|when)\b|\bcounts? as (?:resolved|solved|correct|passed|a pass|a success)\b|\b(?:is|are) (?:marked|judged|counted|scored|considered) (?:as )?(?:correct|resolved|solved|successful|passed)\b|\b(?:resolved|solved|correct|passes|passed) (?:if|only if|when)\b|\bmust (?:all )?pass\b|\bchecker\b|\b(?:checks?|verif(?:y|ies)) (?:whether|that|if)\b/i;

const PARTIAL_CREDIT = /\bpartial(?:ly)? (?:credit|marks?|points?|scores?)\b/i;

/** Partial credit denied: "there is no partial credit". */
const NO_PARTIAL = /\bno partial\b|\bnot (?:give|award|grant)\w* partial\b|\bwithout partial\b/i;

/**
 * What must pass for an item to count: "every instruction in the prompt must pass", "a binary
 * correct/incorrect score"; not "binary classification", a kind of task.
 */
const ALL_MUST =
  /\ball[- ]or[- ]nothing\b|\bbinary (?:[\w-]+ )?(?:scores?|scoring|grades?|grading|judg\w*|correct\w*|pass\w*|labels?|checks?|outcomes?|rewards?|success|verdicts?|decisions?)\b|\b(?:scored|graded|judged) (?:as )?binar\w*\b|\bpass\s*\/\s*fail\b|\bonly if (?:all|every)\b|\b(?:all|every) (?:of (?:the|its) )?(?:tests?|checks?|instructions?|unit tests|passes|steps|sub-?questions?)\b[^.;]{0,30}\b(?:must|have to|need to)\b|\bmust (?:all )?pass (?:all|every)\b/i;

/** A sentence that says how much of an item counts: partial credit, none, all or nothing. */
const SAYS_CREDIT = new RegExp(`${PARTIAL_CREDIT.source}|${ALL_MUST.source}`, 'i');

/** All or nothing for each part of an item: "returns pass/fail per instruction". */
const PER_PART = /\bpass\s*\/\s*fail (?:per|for each|on each)\b|\bbinary (?:per|for each)\b/i;

/** Pass/fail parts summed into an item's score: "a weighted tree of binary leaf checks … rolled up". */
const ROLLED_UP = /\brolled? up\b|\bweighted\b|\baveraged?\b|\b(?:fraction|proportion|share|sum) of\b/i;

/** Partial credit said to be kept out of the number reported: "… is not the headline number". */
const NOT_HEADLINE =
  /\bnot (?:part of |in |counted in )?(?:the |its )?(?:headline|main|primary|official|reported|leaderboard)\b/i;

/** Any other denial near partial credit, which a plain yes would misread. */
const DENIAL = /\b(?:not|no|never|nor|neither|without|isn't|aren't|doesn't|don't)\b/i;

/** A sentence that shows a graded scale for one item: a rubric, a range, a share of its checks. */
const GRADED =
  /\b\d+\s*[-–]\s*\d+\s+(?:rubrics?|scales?|points?|likert)\b|\brubrics?\b[^.;]{0,60}\b(?:scaled|normali[sz]ed|averaged)\b|\b(?:scaled|normali[sz]ed) to\b|\b(?:fraction|proportion|share) of (?:[\w-]+ ){0,3}(?:tests|instructions|checks|steps|criteria|leaves|rubric items|points|turns|moves|cells|sub-?questions)\b|\bper[- ](?:instruction|test case|criterion|check)\b|\bpartial(?:ly)? (?:match|overlap)\b|\blevenshtein\b|\bedit[- ]distance\b/i;

/** The lead for a question whether an item can earn part of its score, or '' when not asked or not said. */
export function creditAnswer(asked: string, record: BenchRecord): string {
  if (!CREDIT_ASKED.test(asked)) return '';
  const said = quotesMatching(record, SAYS_CREDIT);
  // A sentence that names partial credit says most, before one that only says what must pass.
  const stated = said.find((quote) => PARTIAL_CREDIT.test(quote.text)) ?? said[0];
  if (stated) {
    const partial = PARTIAL_CREDIT.test(stated.text) && !NO_PARTIAL.test(stated.text);
    const none = NO_PARTIAL.test(stated.text) || ALL_MUST.test(stated.text);
    // "returns pass/fail per instruction": each part of an item is all or nothing, not the item.
    const verdict =
      partial && none
        ? 'In part: partial credit at one level, none at another'
        : partial && NOT_HEADLINE.test(stated.text)
          ? 'Not in the headline number'
          : partial && DENIAL.test(stated.text)
            ? 'What the record says of partial credit'
            : partial
              ? 'Partial credit, yes'
              : PER_PART.test(stated.text)
                ? 'Each part passes or fails on its own'
                : ROLLED_UP.test(stated.text) || GRADED.test(record.page.metric.name)
                  ? 'Graded, not pass/fail: each check passes or fails, and an item scores the share it passes'
                  : 'No partial credit';
    return `${verdict}: ${cited(record, stated)}`;
  }
  const [graded] = quotesMatching(record, GRADED);
  return graded ? `Graded, not pass/fail: ${cited(record, graded)}` : '';
}

function cited(record: BenchRecord, quote: Quote): string {
  return `the record of ${record.id} says (${quote.cite.where}): “${quote.text}”`;
}
