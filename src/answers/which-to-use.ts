/**
 * "needlebench v1 or v2, which should I use?": of two named records, the one a record tells its
 * reader to use ("For current OpenCompass numbers, use needlebench_v2"), in that record's words;
 * else the one a superseded record names as its successor; else that the records name neither.
 */
import type { BenchRecord } from '../catalog/record.js';
import { emptyReply, type Reply } from '../reply.js';
import { escapeRegExp } from '../search/normalize.js';
import { recordSuggestion } from './lookup.js';
import { oneLine } from './facts.js';
import type { Question } from './question.js';
import { quoteSections } from './quotes.js';
import { quotesMatching, writtenNames, type Quote } from './relations.js';

/** A question which of two to use: "which should I use", "which one to run", "该用哪个". */
export const USE_ASKED =
  /\bwhich\b[^?.]{0,30}\b(?:should|shall|would|do|to)\s+(?:i|we|you|one)?\s*(?:use|pick|choose|run|report|go with)\b|\bwhich (?:one )?(?:is )?(?:recommended|preferred)\b|(?:该|应该|应当|推荐|建议)(?:用|选|跑)哪|(?:用|选)哪(?:个|一个)/;

/** Words that tell a reader to use what follows: "use", "prefer", "in favour of". */
const USE_WORD = String.raw`\b(?:use|prefer|report|run|choose|pick|switch to|migrate to|move to|go with|points? to|in favou?r of)\s+(?:the\s+)?[\x60"“]?`;

/** The record of the two that a sentence tells its reader to use, if it names one so. */
function recommended(text: string, records: readonly BenchRecord[]): BenchRecord | undefined {
  return records.find((record) =>
    writtenNames(record).some((name) =>
      new RegExp(`${USE_WORD}${escapeRegExp(name)}(?![\\w-])`, 'i').test(text),
    ),
  );
}

/** The answer to which of two records to use, or undefined where the question asks nothing of it. */
export function whichToUse(question: Question, x: BenchRecord, y: BenchRecord): Reply | undefined {
  if (!USE_ASKED.test(question.masked)) return undefined;
  const reply = emptyReply('answer', `${x.id} or ${y.id}: which to use?`);
  reply.recordId = x.id;
  reply.suggestions = [recordSuggestion(x), recordSuggestion(y)];
  const said: { quote: Quote; use: BenchRecord }[] = [x, y].flatMap((record) =>
    quotesMatching(record, new RegExp(USE_WORD, 'i')).flatMap((quote) => {
      const use = recommended(quote.text, [x, y]);
      return use ? [{ quote, use }] : [];
    }),
  );
  const [first] = said;
  if (first) {
    reply.summary = `Use ${first.use.id}, by the record of ${first.quote.cite.id} (${first.quote.cite.where}): “${first.quote.text}”`;
    reply.sections = quoteSections(
      said.slice(1).map((one) => one.quote),
      { lead: reply.summary },
      2,
    );
    return reply;
  }
  const [old, successor] =
    [
      [x, y],
      [y, x],
    ].find(
      ([one, other]) =>
        one?.page.status === 'superseded' && other && one.page.lineage.successors.includes(other.id),
    ) ?? [];
  reply.summary =
    old && successor
      ? `Use ${successor.id}: the record of ${old.id} is marked superseded and names ${successor.id} as its successor (status, lineage.successors).`
      : `The records do not say which of ${x.id} and ${y.id} to use. What each is, by its summary: ${x.id}, “${oneLine(x.page.summary)}”; ${y.id}, “${oneLine(y.page.summary)}”`;
  return reply;
}
