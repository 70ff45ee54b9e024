/**
 * "lm_eval aime task = aime 2024 right?", "is lm_eval's aime task the 2025 one?": what a harness's
 * task for a record runs, in the record's sentences that name the task with the harness
 * ("lm_eval's task `aime` loads a 1983–2024 dump"), and the other tasks it says the harness ships.
 * The sentences settle which set it is; no yes or no is read into them. "Is the aime task the same
 * as aime24?", two records named, is the relation's to settle.
 */
import type { BenchRecord } from '../catalog/record.js';
import type { HarnessName } from '../catalog/schema.js';
import { emptyReply, type Reply } from '../reply.js';
import { escapeRegExp } from '../search/normalize.js';
import { harnessWritten, leadingTasks } from './harnesses.js';
import { formatNumber, HARNESS_LABELS } from './facts.js';
import { recordSuggestion } from './lookup.js';
import type { Question } from './question.js';
import { quotesMatching, type Quote } from './relations.js';

/**
 * Asked which set a harness's task is: "aime task = aime 2024?", "is that the 2025 one", "is it X",
 * "is the lm_eval aime task the 30 problems from 2024 or smth else".
 */
const WHICH_SET_ASKED =
  /\btask\b[^?]{0,40}(?:=|\bis (?:that|it|this)\b|\bthe \d{4}\b)|\b(?:is|are)\s+(?:the\s+)?(?:[\w§'-]+\s+){1,3}tasks?\s+(?!(?:the\s+)?same\b)(?:the|a|an|really|actually|from|of|\d)\b|(?:=|\bis (?:that|it|this)\b)[^?]{0,30}\btask\b|任务[^？?]{0,20}(?:是|等于)(?!同一|一样|一回事|一个)/;

/** A sentence that says what a task runs: a year range, a count, "pack", "dump", "loads". */
const SAYS_WHAT_IT_RUNS =
  /\b(?:1[89]|20)\d\d\s*[–-]\s*(?:1[89]|20)\d\d\b|\b\d[\d,]{2,}\s+rows\b|\bpack\b|\bdump\b|\bloads\b/i;

/** The longest text quoted as one sentence of the answer: a lead stays a chat message. */
const MAX_SENTENCE = 240;

/** The record's sentences that say what the named harness's task for it runs, and that task. */
export function harnessTaskSentences(
  question: Question,
  record: BenchRecord,
): { harness: HarnessName; task: string; said: Quote[] } | undefined {
  const harness: HarnessName | undefined = question.harness;
  if (!harness) return undefined;
  const [task] = leadingTasks(record.page.harness[harness] ?? '');
  if (!task) return undefined;
  const written = harnessWritten(harness);
  const taskWritten = new RegExp(
    `\`(?:${escapeRegExp(harness)}[^\`]*\\s)?${escapeRegExp(task)}\`|\\btask ${escapeRegExp(task)}\\b`,
    'i',
  );
  // A sentence, not a field's paragraph: the harness notes are said whole after it, where short.
  const said = quotesMatching(record, taskWritten).filter(
    (quote) =>
      quote.cite.where !== 'harness.other' &&
      quote.text.length <= MAX_SENTENCE &&
      written.test(quote.text) &&
      SAYS_WHAT_IT_RUNS.test(quote.text),
  );
  return said.length > 0 ? { harness, task, said } : undefined;
}

/**
 * "… the same as the aime task in lm-eval?": what the named harness's task for one of the two
 * records runs, said after the relation.
 */
export function harnessTaskNote(question: Question, records: readonly BenchRecord[]): string {
  for (const record of records) {
    const found = harnessTaskSentences(question, record);
    const [first] = found?.said ?? [];
    if (!found || !first) continue;
    return `The ${HARNESS_LABELS[found.harness] ?? found.harness} task \`${found.task}\`, by the record of ${record.id} (${first.cite.where}): “${first.text}”`;
  }
  return '';
}

/** What the record says the harness's task runs, where the question asks which set it is. */
export function harnessTaskSaid(question: Question, record: BenchRecord): Reply | undefined {
  if (!WHICH_SET_ASKED.test(question.masked)) return undefined;
  const found = harnessTaskSentences(question, record);
  if (!found) return undefined;
  const { harness, task, said } = found;
  const written = harnessWritten(harness);
  const [first, second] = said;
  if (!first) return undefined;
  const label = HARNESS_LABELS[harness] ?? harness;
  const others = record.page.harness.other;
  const alsoShips =
    others && others.length <= MAX_SENTENCE && written.test(others)
      ? ` The record's harness notes (harness.other): “${others}”`
      : '';
  const reply = emptyReply('answer', `${label} task ${task} (${record.id})`);
  reply.recordId = record.id;
  const size = record.page.dataset.size;
  const counted = size === null ? '' : ` ${record.id} has ${formatNumber(size)} items (dataset.size).`;
  reply.summary = `The ${label} task \`${task}\`, by the record of ${record.id} (${first.cite.where}): “${first.text}”${second ? ` And (${second.cite.where}): “${second.text}”` : ''}${counted}${alsoShips}`;
  reply.suggestions = [recordSuggestion(record)];
  return reply;
}
