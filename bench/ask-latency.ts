/**
 * `ask` on the bundled catalog, timed on the questions people ask: every question of
 * test/questions/ (chat, public, and the blind reviewers' judged ones), asked three times after a
 * warm-up pass, as the command line and a server answer them. `npm run bench:ask`; the target is a
 * p99 of 20 ms. The catalog's bodies are read from their files when quoted, as in production, so
 * the first pass also pays for those reads and is left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ask } from '../src/answers/ask.js';
import { loadContext } from '../src/context.js';
import { quantile, timed } from './measure.js';

const TARGET_P99_MS = 20;
const PASSES = 3;

const folder = 'test/questions';
const questions = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .flatMap(
    (file) =>
      (JSON.parse(readFileSync(join(folder, file), 'utf8')) as { questions: { q: string }[] }).questions,
  )
  .map(({ q }) => q);

const context = loadContext(['data']);
for (const question of questions) ask(context, question);

const times: { ms: number; question: string }[] = [];
for (let pass = 0; pass < PASSES; pass++) {
  for (const question of questions) times.push({ ms: timed(() => ask(context, question)).ms, question });
}
const sorted = times.map((time) => time.ms).sort((a, b) => a - b);
const slowest = times.reduce((worst, time) => (time.ms > worst.ms ? time : worst));
const p99 = quantile(sorted, 0.99);
console.log(
  `ask on the bundled catalog: ${questions.length} questions x ${PASSES}; p50 ${quantile(sorted, 0.5).toFixed(2)} ms, p99 ${p99.toFixed(2)} ms, max ${slowest.ms.toFixed(2)} ms`,
);
console.log(`slowest: ${slowest.question.slice(0, 100)}`);
console.log(`target p99 <= ${TARGET_P99_MS} ms: ${p99 <= TARGET_P99_MS ? 'met' : 'NOT MET'}`);
process.exitCode = p99 <= TARGET_P99_MS ? 0 : 1;
