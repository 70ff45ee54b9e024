/**
 * Load on the HTTP interactions endpoint: `npm run bench:http [-- --seconds 20 --connections 32]`.
 * Starts `benchbot http` as a child process on 127.0.0.1 over a copy of the bundled catalog (data/)
 * (with `--pages N`, and N synthetic pages beside it, made as `npm run bench` makes them),
 * drives it with signed requests (commands and autocomplete) at a fixed
 * number of concurrent connections, and reports throughput, p50/p99 latency and errors; then again
 * while the catalog is edited (and so reloaded) every second. Not a test: it is not in `npm test`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  autocompleteInteraction,
  commandInteraction,
  makeKeys,
  nowSeconds,
  signature,
  type Keys,
} from '../test/http/client.js';
import { seededRandom } from './random.js';
import { PAGES_DIR } from './size.js';
import { sourcePage, syntheticFiles } from './synthetic.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '20' },
    connections: { type: 'string', default: '32' },
    pages: { type: 'string', default: '0' },
  },
});
const SECONDS = Number(values.seconds);
const CONNECTIONS = Number(values.connections);

/** The mix: mostly autocomplete (it fires per keystroke), then the answering commands. */
const MIX = [
  () => autocompleteInteraction('bench', 'query', 'gp'),
  () => autocompleteInteraction('bench', 'query', 'kcle'),
  () => autocompleteInteraction('compare', 'a', 'nq'),
  () => autocompleteInteraction('howto', 'benchmark', 'hum'),
  () => commandInteraction('bench', { query: 'kcle' }, userId()),
  () => commandInteraction('bench', { query: 'gpqa diamond', section: 'scoring' }, userId()),
  () => commandInteraction('howto', { benchmark: 'kcle' }, userId()),
  () => commandInteraction('compare', { a: 'nq_cn', b: 'kcle' }, userId()),
  () => commandInteraction('ask', { question: 'is kcle GPQA Diamond?' }, userId()),
  () => commandInteraction('bench', { query: 'no such benchmark' }, userId()),
];
let users = 0;
const userId = () => String(100_000_000_000_000_000n + BigInt(users++ % 1000));

type Result = { requests: number; errors: number; late: number; seconds: number; latencies: number[] };

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'benchbot-load-'));
  cpSync('data', join(dir, 'data'), { recursive: true });
  const pages = Number(values.pages);
  if (pages > 0) writeSyntheticPages(join(dir, 'data', 'synthetic'), pages);
  const keys = makeKeys();
  const { child, url } = await startServer(keys, [join(dir, 'data')], dir);
  const records = await loaded(url);
  console.log(
    `benchbot http on ${url}: ${records} records; ${CONNECTIONS} connections, ${SECONDS} s per run`,
  );
  try {
    await drive(url, keys, 2); // warm-up
    const steady = await drive(url, keys, SECONDS);
    report('steady', steady);
    const kcle = join(dir, 'data', 'records', 'kcle.json');
    const original = readFileSync(kcle, 'utf8');
    let edits = 0;
    const editor = setInterval(() => {
      const record = JSON.parse(original) as { page: { summary: string } };
      record.page.summary += ` (edit ${++edits})`;
      writeFileSync(kcle, JSON.stringify(record));
    }, 1000);
    const during = await drive(url, keys, SECONDS);
    clearInterval(editor);
    report('reloading every 1 s', during);
    console.log(
      `p99 while reloading / steady p99: ${(percentile(during, 0.99) / percentile(steady, 0.99)).toFixed(2)}x`,
    );
    const metrics = await getText(`${url}/metrics`);
    const reloads = [
      ...metrics.matchAll(/^benchbot_catalog_reloads_total\{trigger="watch",outcome="(\w+)"\} (\d+)$/gm),
    ];
    console.log(
      `edits: ${edits}; reloads by the watcher: ${reloads.map(([, outcome, n]) => `${n} ${outcome}`).join(', ')}`,
    );
  } finally {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Writes `count` synthetic pages (real pages with new ids) to `dir`. */
function writeSyntheticPages(dir: string, count: number): void {
  mkdirSync(dir, { recursive: true });
  const sources = readdirSync(PAGES_DIR)
    .filter((file) => file.endsWith('.md'))
    .sort()
    .flatMap((file) => sourcePage(readFileSync(join(PAGES_DIR, file), 'utf8')) ?? []);
  for (const file of syntheticFiles(sources, count, seededRandom(count)))
    writeFileSync(join(dir, basename(file.name)), file.bytes);
}

/** Waits until the server has loaded its catalog; its record count. */
async function loaded(url: string): Promise<number> {
  for (;;) {
    const response = await fetch(`${url}/healthz`);
    if (response.status === 200) return ((await response.json()) as { records: number }).records;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function startServer(
  keys: Keys,
  dirs: string[],
  cacheHome: string,
): Promise<{ child: ChildProcess; url: string }> {
  const args = ['--import', 'tsx', 'index.ts', ...dirs.flatMap((d) => ['--data', d]), 'http', '--port', '0'];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      DISCORD_PUBLIC_KEY: keys.publicKeyHex,
      DISCORD_TOKEN: '',
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '1e9',
      RATE_LIMIT_BURST: '1e9',
      CATALOG_WATCH_DEBOUNCE_MS: '50',
      // The run's own cache: the catalog the server saves for its next start goes there.
      XDG_CACHE_HOME: cacheHome,
    },
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      for (const line of buffered.split('\n').slice(0, -1)) {
        if (line.includes('"listening"')) {
          const { url } = JSON.parse(line) as { url: string };
          resolve({ child, url: url.replace(/\/interactions$/, '') });
        } else if (!line.startsWith('{') || line.includes('"level":"error"'))
          process.stderr.write(`${line}\n`);
      }
      buffered = buffered.slice(buffered.lastIndexOf('\n') + 1);
    });
    child.once('exit', (code) => reject(new Error(`benchbot http exited with ${code}`)));
  });
}

async function drive(url: string, keys: Keys, seconds: number): Promise<Result> {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const result: Result = { requests: 0, errors: 0, late: 0, seconds, latencies: [] };
  const end = performance.now() + seconds * 1000;
  let turn = 0;
  const worker = async () => {
    while (performance.now() < end) {
      const body = JSON.stringify((MIX[turn++ % MIX.length] as () => unknown)());
      const timestamp = nowSeconds();
      const started = performance.now();
      try {
        const { status, text } = await post(agent, `${url}/interactions`, body, {
          'content-type': 'application/json',
          'x-signature-ed25519': signature(keys, timestamp, body),
          'x-signature-timestamp': timestamp,
        });
        const type = (JSON.parse(text) as { type?: number }).type;
        if (status !== 200 || (type !== 4 && type !== 8)) result.errors++;
      } catch {
        result.errors++;
      }
      const ms = performance.now() - started;
      // Discord gives an endpoint 3 s to answer; a later answer is lost.
      if (ms > 3000) result.late++;
      result.latencies.push(ms);
      result.requests++;
    }
  };
  await Promise.all(Array.from({ length: CONNECTIONS }, worker));
  agent.destroy();
  return result;
}

function percentile(result: Result, q: number): number {
  const sorted = result.latencies.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

function report(name: string, result: Result): void {
  const at = (q: number) => percentile(result, q).toFixed(1);
  console.log(
    `${name}: ${result.requests} requests in ${result.seconds} s = ${(result.requests / result.seconds).toFixed(0)} req/s; ` +
      `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms; errors ${result.errors}; over 3 s ${result.late}`,
  );
}

function post(
  agent: Agent,
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function getText(url: string): Promise<string> {
  const response = await fetch(url);
  return response.text();
}

await main();
