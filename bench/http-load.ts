/**
 * Load on the HTTP interactions endpoint: `npm run bench:http [-- --seconds 20 --connections 32]`.
 * Starts `benchbot http` as a child process on 127.0.0.1 over a copy of the bundled catalog (data/)
 * (with `--pages N`, and N synthetic pages beside it, made as `npm run bench` makes them),
 * drives it with signed requests (commands and autocomplete) at a fixed
 * number of concurrent connections, and reports throughput, p50/p99 latency and errors; then again
 * while the catalog is edited (and so reloaded) every second. Not a test: it is not in `npm test`.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import { makeKeys } from '../test/http/client.js';
import {
  drive,
  forSeconds,
  health,
  interactionMix,
  percentile,
  startEndpoint,
  stopEndpoint,
  type Run,
  until,
} from './http-client.js';
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
const MIX = interactionMix(['kcle', 'gpqa diamond']);

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'benchbot-load-'));
  cpSync('data', join(dir, 'data'), { recursive: true });
  const pages = Number(values.pages);
  if (pages > 0) writeSyntheticPages(join(dir, 'data', 'synthetic'), pages);
  const keys = makeKeys();
  const { child, url } = await startEndpoint(['--import', 'tsx', 'index.ts', '--data', join(dir, 'data')], {
    DISCORD_PUBLIC_KEY: keys.publicKeyHex,
    RATE_LIMIT_PER_MINUTE: '1e9',
    RATE_LIMIT_BURST: '1e9',
    CATALOG_WATCH_DEBOUNCE_MS: '50',
    // The run's own cache: the catalog the server saves for its next start goes there.
    XDG_CACHE_HOME: dir,
  });
  await until(async () => (await health(url)) !== undefined, 'load its catalog', 100);
  const records = (await health(url))?.records;
  console.log(
    `benchbot http on ${url}: ${records} records; ${CONNECTIONS} connections, ${SECONDS} s per run`,
  );
  try {
    await drive(url, keys, MIX, CONNECTIONS, forSeconds(2)); // warm-up
    const steady = await drive(url, keys, MIX, CONNECTIONS, forSeconds(SECONDS));
    report('steady', steady);
    const kcle = join(dir, 'data', 'records', 'kcle.json');
    const original = readFileSync(kcle, 'utf8');
    let edits = 0;
    const editor = setInterval(() => {
      const record = JSON.parse(original) as { page: { summary: string } };
      record.page.summary += ` (edit ${++edits})`;
      writeFileSync(kcle, JSON.stringify(record));
    }, 1000);
    const during = await drive(url, keys, MIX, CONNECTIONS, forSeconds(SECONDS));
    clearInterval(editor);
    report('reloading every 1 s', during);
    console.log(
      `p99 while reloading / steady p99: ${(percentile(during.latencies, 0.99) / percentile(steady.latencies, 0.99)).toFixed(2)}x`,
    );
    const metrics = await (await fetch(`${url}/metrics`)).text();
    const reloads = [
      ...metrics.matchAll(/^benchbot_catalog_reloads_total\{trigger="watch",outcome="(\w+)"\} (\d+)$/gm),
    ];
    console.log(
      `edits: ${edits}; reloads by the watcher: ${reloads.map(([, outcome, n]) => `${n} ${outcome}`).join(', ')}`,
    );
  } finally {
    await stopEndpoint(child);
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

function report(name: string, run: Run): void {
  const at = (q: number) => percentile(run.latencies, q).toFixed(1);
  const seconds = run.ms / 1000;
  console.log(
    `${name}: ${run.requests} requests in ${seconds.toFixed(1)} s = ${(run.requests / seconds).toFixed(0)} req/s; ` +
      `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms; errors ${run.errors}; over 3 s ${run.late}`,
  );
}

await main();
