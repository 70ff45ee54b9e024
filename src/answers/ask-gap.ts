/**
 * "Our en→ja BLEU is way below our en→es, are we just bad at Japanese?": a gap between two parts
 * of a benchmark is as often the parts as the model. Where a record says its lower scores come
 * from the task itself ("consistent with the pair's linguistic distance rather than necessarily
 * indicating weaker models"), that sentence is the answer, before any reading of the number.
 */
import type { BenchRecord } from '../catalog/record.js';
import { emptyReply, type Reply } from '../reply.js';
import type { Question } from './question.js';
import { quoteSections } from './quotes.js';
import { quotesMatching, type Quote } from './relations.js';

/** The question sets one score against another: "lower than", "but 40 on", "比英译西低". */
const GAP_GIVEN = /\b(?:lower|higher|worse|better|than|but|vs\.?|versus)\b|比|低于|高于/;

/**
 * It asks whether the lower one shows a weak model: "is our model just bad at japanese?",
 * "does that mean we're weak in Chinese", "是不是说明我们模型中文很差".
 */
const WEAKNESS_ASKED =
  /\b(?:bad|weak|worse|poor|terrible|awful|struggl\w*)\s+(?:at|in|on|with)\b|\b(?:does|do|would|is)\s+(?:that|this|it)\s+(?:mean|show|indicate|suggest|say|imply|prove)\b[^?]{0,60}\b(?:bad|weak|weaker|worse|poor|terrible|struggl\w*)\b|(?:说明|意味着|代表|表示|是因为|证明)[^？?]{0,20}(?:差|弱|不行|不好|不如)/;

/** A sentence that lays a lower score on the task, not the model. */
const GAP_BY_DESIGN =
  /\b(?:rather than|not)\s+(?:necessarily\s+)?(?:indicating\s+)?weaker\b|\bas much as the model\b|\blower (?:absolute )?scores? (?:are|is) expected\b|\bexpect lower\b/i;

/** Whether a question gives a gap between two scores and asks if the lower shows a weak model. */
export function doubtsGap(question: Question): boolean {
  return GAP_GIVEN.test(question.masked) && WEAKNESS_ASKED.test(question.masked);
}

/** The record's sentences that lay lower scores on the task, the plainest ("not … weaker") first. */
export function gapCauses(record: BenchRecord): Quote[] {
  const causes = quotesMatching(record, GAP_BY_DESIGN);
  const plainest = /\bweaker\b|\bas much as the model\b/i;
  return [
    ...causes.filter((quote) => plainest.test(quote.text)),
    ...causes.filter((quote) => !plainest.test(quote.text)),
  ];
}

/** A sentence that says why the part is hard: "a harder direction", "more distant from English". */
const HARDER = /\bharder\b|\bmore (?:linguistically )?distant\b|\bmore sensitive\b/i;

/** A sentence that keeps comparisons inside one part: "compare within one pair, not across pairs". */
const NOT_ACROSS = /\bnot across\b|\bnot (?:directly )?comparable across\b/i;

/**
 * Not necessarily, with the record's reason; and where the record or its family keeps comparisons
 * within one part, that two parts' scores say little of the model side by side.
 */
export function gapAnswer(record: BenchRecord, family?: BenchRecord): Reply {
  const [first, ...more] = gapCauses(record);
  const reply = emptyReply('answer', `A lower score on ${record.page.name} (${record.id})`);
  reply.recordId = record.id;
  if (!first) return reply;
  const [across] = [record, ...(family ? [family] : [])].flatMap((one) => quotesMatching(one, NOT_ACROSS));
  reply.summary =
    `Not necessarily: the record of ${record.id} lays lower scores there on the task, not only the model (${first.cite.where}): “${first.text}”` +
    (across
      ? ` And two parts' scores are not comparable as a read of the model; ${across.cite.id}'s record says (${across.cite.where}): “${across.text}”`
      : '');
  // The longest first, so a field that copies the opening of a body sentence is not quoted again.
  const harder = quotesMatching(record, HARDER)
    .filter((quote) => !GAP_BY_DESIGN.test(quote.text))
    .sort((a, b) => b.text.length - a.text.length);
  reply.sections.push(...quoteSections([...harder, ...more], { lead: reply.summary }));
  return reply;
}
