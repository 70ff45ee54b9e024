/**
 * Requests answered while the catalog reloads (issue 13), as the served endpoint sees them: the
 * compiled `benchbot http` on a catalog directory, driven by signed requests from a few
 * connections; first steady, then through reloads, each made by editing a record file and lasting
 * until the new catalog is swapped in and saved for the next start. Reported: the p99 latency
 * during the reloads over the steady p99.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { listRecordFiles } from '../src/catalog/load.js';
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
import { savedCatalogIn } from './server-start.js';

const ENTRY = new URL('../dist/index.js', import.meta.url).pathname;
/**
 * Concurrent connections: a busy team channel, not a flood. At 32 the requests alone saturate
 * the one serving thread at 10,000 records, and a reload never gets its turn.
 */
const CONNECTIONS = 4;
const STEADY_SECONDS = 15;
const RELOADS = 3;

export type Latencies = { requests: number; errors: number; p50: number; p99: number; max: number };

export type ReloadUnderLoad = {
  connections: number;
  steady: Latencies;
  /** From each edit until its reload was swapped in and saved. */
  reloading: Latencies & { reloads: number; reloadMs: number[] };
  /** p99 while reloading over the steady p99. */
  p99Ratio: number;
};

/** `names`: two names of the catalog's records, for the requests to ask about. */
export async function measureReloadUnderLoad(
  dataDir: string,
  records: number,
  names: readonly [string, string],
): Promise<ReloadUnderLoad> {
  const cache = mkdtempSync(join(tmpdir(), 'benchbot-reload-'));
  const keys = makeKeys();
  const mix = interactionMix(names);
  const [edited] = listRecordFiles(dataDir);
  if (!edited) throw new Error(`bench: no record file in ${dataDir}`);
  const original = readFileSync(edited);
  const { child, url } = await startEndpoint([ENTRY, '--data', dataDir], {
    DISCORD_PUBLIC_KEY: keys.publicKeyHex,
    RATE_LIMIT_PER_MINUTE: '1e9',
    RATE_LIMIT_BURST: '1e9',
    CATALOG_WATCH_DEBOUNCE_MS: '50',
    XDG_CACHE_HOME: cache,
  });
  try {
    await until(async () => (await health(url))?.records === records, 'serve every record');
    // The first load's save is done before anything is measured.
    await until(() => savedCatalogIn(cache) !== undefined, 'save its first load');
    await drive(url, keys, mix, CONNECTIONS, forSeconds(2));
    const steady = await drive(url, keys, mix, CONNECTIONS, forSeconds(STEADY_SECONDS));

    let reloading = true;
    const during = drive(url, keys, mix, CONNECTIONS, () => !reloading);
    const reloadMs: number[] = [];
    try {
      for (let reload = 1; reload <= RELOADS; reload++) {
        const before = (await health(url))?.loadedAt;
        const savedBefore = savedCatalogIn(cache) ?? 0;
        const started = performance.now();
        writeFileSync(edited, Buffer.concat([original, Buffer.from(`\nEdited for a reload (${reload}).\n`)]));
        await until(async () => (await health(url))?.loadedAt !== before, 'swap the edited catalog in');
        await until(() => (savedCatalogIn(cache) ?? 0) > savedBefore, 'save the reloaded catalog');
        reloadMs.push(performance.now() - started);
      }
    } finally {
      reloading = false;
    }
    const run = await during;
    const p99Ratio = percentile(run.latencies, 0.99) / percentile(steady.latencies, 0.99);
    return {
      connections: CONNECTIONS,
      steady: latencies(steady),
      reloading: { ...latencies(run), reloads: RELOADS, reloadMs },
      p99Ratio,
    };
  } finally {
    writeFileSync(edited, original);
    await stopEndpoint(child);
    rmSync(cache, { recursive: true, force: true });
  }
}

function latencies(run: Run): Latencies {
  return {
    requests: run.requests,
    errors: run.errors,
    p50: percentile(run.latencies, 0.5),
    p99: percentile(run.latencies, 0.99),
    max: percentile(run.latencies, 1),
  };
}
