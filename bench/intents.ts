/**
 * The intent rules against a nearest-phrasing classifier, on the labelled phrasings of
 * test/answers/phrasings.ts: `npm run bench:intents`. The classifier indexes each labelled
 * phrasing's words (names masked, as the rules see them) with MiniSearch and gives a question the
 * intent of its nearest labelled phrasing among those that name as many benchmarks (none, one, two
 * or more). It is scored leave-one-out, each phrasing classified by the others; the rules were
 * written against this table, so their score on it is an upper bound, not a fair comparison. Both
 * are also scored on the questions of test/questions/chat.json, by their coarse kind.
 */
import { readFileSync } from 'node:fs';
import MiniSearch from 'minisearch';
import { classify } from '../src/answers/intent.js';
import { readQuestion, type Question } from '../src/answers/question.js';
import { loadContext } from '../src/context.js';
import { tokenize } from '../src/search/tokenize.js';
import { STOP_WORDS } from '../src/search/words.js';
import { PHRASINGS } from '../test/answers/phrasings.js';

const seeds = loadContext(['data/records']);
const bundled = loadContext(['data']);

type Labelled = { id: number; masked: string; shape: number; intent: string };

const shape = (question: Question) => Math.min(question.named.length, 2);

const labelled: Labelled[] = PHRASINGS.map(([text, catalog, , intent], id) => {
  const context = catalog === 'bundled' ? seeds : bundled;
  const question = readQuestion(context, text);
  return { id, masked: question.masked, shape: shape(question), intent };
});

function nearest(examples: readonly Labelled[], question: Question): string {
  const index = new MiniSearch<Labelled>({
    fields: ['masked'],
    tokenize,
    processTerm: (term) => (term === '§' || STOP_WORDS.has(term) ? null : term),
  });
  index.addAll(examples.filter((example) => example.shape === shape(question)));
  const [best] = index.search(question.masked, { fuzzy: 0.2, prefix: true });
  return examples.find((example) => example.id === best?.id)?.intent ?? 'passages';
}

let nearestRight = 0;
let rulesRight = 0;
for (const one of labelled) {
  const [text, catalog] = PHRASINGS[one.id] ?? ['', 'shared'];
  const context = catalog === 'bundled' ? seeds : bundled;
  const question = readQuestion(context, text);
  if (
    nearest(
      labelled.filter((other) => other.id !== one.id),
      question,
    ) === one.intent
  )
    nearestRight++;
  if (classify(question, context).kind === one.intent) rulesRight++;
}
const percent = (right: number, of: number) => `${((100 * right) / of).toFixed(1)}%`;
console.log(`${labelled.length} labelled phrasings`);
console.log(`  nearest phrasing, leave-one-out: ${percent(nearestRight, labelled.length)}`);
console.log(`  rules (written against them):    ${percent(rulesRight, labelled.length)}`);

/** chat.json's kinds, and the intents that answer each. */
const KINDS: Record<string, readonly string[]> = {
  identity: ['identity', 'which'],
  scoring: ['scoring', 'direction', 'facet', 'score-context'],
  comparability: ['compare', 'configurations', 'aggregate', 'which'],
  'how-to': ['run'],
  facts: ['facet', 'what-is', 'passages'],
  topic: ['topic'],
};
const chat = (
  JSON.parse(readFileSync('test/questions/chat.json', 'utf8')) as { questions: { q: string; kind: string }[] }
).questions.filter((question) => KINDS[question.kind]);
let nearestKind = 0;
let rulesKind = 0;
for (const { q, kind } of chat) {
  const question = readQuestion(bundled, q);
  const fits = KINDS[kind] ?? [];
  if (fits.includes(nearest(labelled, question))) nearestKind++;
  if (fits.includes(classify(question, bundled).kind)) rulesKind++;
}
console.log(`${chat.length} chat.json questions (odd-input left out), by coarse kind`);
console.log(`  nearest phrasing: ${percent(nearestKind, chat.length)}`);
console.log(`  rules:            ${percent(rulesKind, chat.length)}`);
