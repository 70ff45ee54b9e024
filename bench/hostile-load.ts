/**
 * Hostile load on the HTTP interactions endpoint (issue 18): `npm run bench:hostile [-- --records
 * 1200 --users 20 --seconds 15]`. Starts the compiled `benchbot http` on a generated catalog of
 * about 1,200 records (a local stand-in takes the deferred answers Discord would), then:
 *
 * 1. the single-request cost of each hostile question, one at a time (median and worst of five);
 * 2. `users` users at once sending the worst of them (by median), each its next as soon as the last is
 *    answered, while a PING and a keystroke of autocomplete are sent every 50 ms: every
 *    interaction's first response (an answer or a deferral) within Discord's 3 s, PING's worst
 *    and autocomplete's;
 * 3. the same load while a page is edited: how long until the edit is served.
 *
 * The rate limit is lifted: it is the thread's work that is measured, not the limit's. Not a test:
 * it is not in `npm test`.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  autocompleteInteraction,
  commandInteraction,
  makeKeys,
  nowSeconds,
  signature,
  type Keys,
} from '../test/http/client.js';
import { health, percentile, startEndpoint, stopEndpoint, until } from './http-client.js';
import { seededRandom } from './random.js';
import { PAGES_DIR } from './size.js';
import { sourcePage, syntheticFiles } from './synthetic.js';

const ENTRY = new URL('../dist/index.js', import.meta.url).pathname;
const { values } = parseArgs({
  options: {
    records: { type: 'string', default: '1200' },
    users: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '15' },
  },
});
const RECORDS = Number(values.records);
const USERS = Number(values.users);
const SECONDS = Number(values.seconds);
/** Discord drops an interaction not acknowledged within 3 s. */
const DEADLINE_MS = 3000;
const PING_EVERY_MS = 50;

/** The questions an attacker would try, each at the option's limit (1,000 characters). */
function hostileQuestions(ids: readonly string[]): Record<string, string> {
  const cut = (text: string) => text.slice(0, 1000);
  return {
    '"1;" x 500': '1;'.repeat(500),
    '200 distinct short words': cut(Array.from({ length: 300 }, (_, n) => `w${n.toString(36)}`).join(' ')),
    'one word x 110': cut('benchmark '.repeat(110)),
    '60 long words': cut(Array.from({ length: 60 }, (_, n) => `reasoningbenchmark${n}`).join(' ')),
    'every id it can name': cut(ids.join(' ')),
    'compare every id': cut(`can I compare ${ids.join(' and ')}`),
    'scores on every id': cut(ids.map((id, n) => `${n}% on ${id}`).join(', ')),
    'near spellings of ids': cut(ids.map((id) => `${id.slice(1)}x`).join(' ')),
    'CJK x 60': cut('数学推理阅读理解常识代码高考中文问答翻译安全法律医学'.repeat(60)),
  };
}

type Answered = { ms: number; type: number };

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'benchbot-hostile-'));
  const pages = readdirSync(PAGES_DIR)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .flatMap((file) => sourcePage(readFileSync(join(PAGES_DIR, file), 'utf8')) ?? []);
  const files = syntheticFiles(pages, RECORDS, seededRandom(RECORDS));
  for (const file of files) writeFileSync(join(dir, file.name), file.bytes);
  const ids = files.map((file) => file.name.replace(/\.md$/, ''));

  // Where deferred answers go (Discord's webhook routes): accepted and counted.
  let lateAnswers = 0;
  const discord = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      lateAnswers++;
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => discord.listen(0, '127.0.0.1', resolve));
  const address = discord.address();
  const apiBase = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/api`;

  const keys = makeKeys();
  const { child, url } = await startEndpoint([ENTRY, '--data', dir], {
    DISCORD_PUBLIC_KEY: keys.publicKeyHex,
    DISCORD_API_BASE: apiBase,
    RATE_LIMIT_PER_MINUTE: '1e9',
    RATE_LIMIT_BURST: '1e9',
    CATALOG_WATCH_DEBOUNCE_MS: '50',
    XDG_CACHE_HOME: dir,
  });
  const agent = new Agent({ keepAlive: true, maxSockets: USERS + 2 });
  try {
    await until(async () => (await health(url))?.records === RECORDS, 'serve every record');
    console.log(`benchbot http on ${url}: ${RECORDS} records`);

    // 1. Each question alone.
    const ask = (question: string, user = 0) =>
      interact(
        agent,
        url,
        keys,
        commandInteraction('ask', { question }, String(100_000_000_000_000_000n + BigInt(user))),
      );
    // The worst by median: on a shared machine one slow run of five says more about the machine.
    let worst = { name: '', median: 0, max: 0, question: '' };
    const alone = async (question: string) => {
      await ask(question);
      const times: number[] = [];
      for (let n = 0; n < 5; n++) times.push((await ask(question)).ms);
      return { median: percentile(times, 0.5), max: percentile(times, 1) };
    };
    for (const [name, question] of Object.entries(hostileQuestions(ids))) {
      const { median, max } = await alone(question);
      console.log(`alone: ${name}: median ${median.toFixed(1)} ms, max ${max.toFixed(1)} ms of 5`);
      if (median > worst.median) worst = { name, median, max, question };
    }
    const normal = await alone('is kcle GPQA Diamond?');
    console.log(
      `alone: a normal question: median ${normal.median.toFixed(1)} ms, max ${normal.max.toFixed(1)} ms`,
    );
    console.log(
      `worst single request: ${worst.name}, median ${worst.median.toFixed(1)} ms, max ${worst.max.toFixed(1)} ms`,
    );

    // 2. Users at once, with PINGs.
    const load = async (done: () => boolean) => {
      const answers: Answered[] = [];
      const pings: number[] = [];
      const typed: number[] = [];
      const every = async (send: () => Promise<number>) => {
        while (!done()) {
          await send();
          await new Promise((resolve) => setTimeout(resolve, PING_EVERY_MS));
        }
      };
      // A PING, and a keystroke of someone else typing a name (autocomplete cannot be deferred).
      const pinging = Promise.all([
        every(async () => pings.push((await interact(agent, url, keys, { type: 1 })).ms)),
        every(async () =>
          typed.push(
            (await interact(agent, url, keys, autocompleteInteraction('bench', 'query', 'gpqa'))).ms,
          ),
        ),
      ]);
      await Promise.all(
        Array.from({ length: USERS }, async (_, user) => {
          while (!done()) answers.push(await ask(worst.question, user + 1));
        }),
      );
      await pinging;
      return { answers, pings, typed };
    };
    const report = (name: string, run: { answers: Answered[]; pings: number[]; typed: number[] }) => {
      const ms = run.answers.map((answer) => answer.ms);
      const late = ms.filter((value) => value > DEADLINE_MS).length;
      const deferred = run.answers.filter((answer) => answer.type === 5).length;
      const failed = run.answers.filter((answer) => answer.type === 0).length;
      console.log(
        `${name}: ${run.answers.length} interactions; first response p50 ${percentile(ms, 0.5).toFixed(0)} ms, ` +
          `p99 ${percentile(ms, 0.99).toFixed(0)} ms, max ${percentile(ms, 1).toFixed(0)} ms; deferred ${deferred}; ` +
          `over 3 s ${late}; failed ${failed}. PING (${run.pings.length}): p50 ${percentile(run.pings, 0.5).toFixed(1)} ms, ` +
          `max ${percentile(run.pings, 1).toFixed(1)} ms. Autocomplete (${run.typed.length}): ` +
          `p50 ${percentile(run.typed, 0.5).toFixed(1)} ms, max ${percentile(run.typed, 1).toFixed(1)} ms`,
      );
    };
    const end = performance.now() + SECONDS * 1000;
    report(`${USERS} users, ${SECONDS} s`, await load(() => performance.now() >= end));

    // 3. An edit while the same load runs.
    let editing = true;
    const during = load(() => !editing);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const before = (await health(url))?.loadedAt;
    const [first] = files;
    if (!first) throw new Error('bench: no page written');
    const started = performance.now();
    writeFileSync(join(dir, first.name), Buffer.concat([first.bytes, Buffer.from('\nEdited under load.\n')]));
    await until(async () => (await health(url))?.loadedAt !== before, 'serve the edit', 20);
    const editMs = performance.now() - started;
    editing = false;
    report(`${USERS} users while a page is edited`, await during);
    console.log(
      `the edit was served after ${(editMs / 1000).toFixed(1)} s; deferred answers sent: ${lateAnswers}`,
    );
  } finally {
    agent.destroy();
    await stopEndpoint(child);
    discord.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Sends one signed interaction; resolves with the time to its HTTP response and the response's
 * type (0: not answered 200).
 */
function interact(agent: Agent, url: string, keys: Keys, interaction: object): Promise<Answered> {
  const body = JSON.stringify(interaction);
  const timestamp = nowSeconds();
  const sent = performance.now();
  return new Promise((resolve) => {
    const req = request(
      `${url}/interactions`,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'x-signature-ed25519': signature(keys, timestamp, body),
          'x-signature-timestamp': timestamp,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const ms = performance.now() - sent;
          const type =
            res.statusCode === 200
              ? (JSON.parse(Buffer.concat(chunks).toString()) as { type: number }).type
              : 0;
          resolve({ ms, type });
        });
      },
    );
    // A connection the server dropped (its 10 s request timeout) is a failed interaction.
    req.on('error', () => resolve({ ms: performance.now() - sent, type: 0 }));
    req.end(body);
  });
}

await main();
