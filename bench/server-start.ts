/**
 * A server's start as its users see it (issue 13): the compiled HTTP endpoint (`node dist/index.js
 * http`) in a fresh process, from the moment it is started until /healthz answers 200 with every
 * record served. Its cache directory is one of the run's own, so that nothing saved by another
 * run (or by the user's own bot) is read.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { basename, extname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { listRecordFiles } from '../src/catalog/load.js';
import { makeKeys, type Keys } from '../test/http/client.js';
import { measureFloor } from './floor.js';
import { drive, health, interactionMix, startEndpoint, stopEndpoint, until } from './http-client.js';

const ENTRY = new URL('../dist/index.js', import.meta.url).pathname;
/** How often /healthz is asked while the server loads: often enough to see the moment it is ready. */
const POLL_MS = 10;
/** Time given to the served process after it is ready before its memory is read. */
const SETTLE_MS = 1000;

export type ServerStart = {
  /** From spawning the process until /healthz says every record is served. */
  readyMs: number;
  /** The process's resident memory, read a moment after it was ready (and had saved its catalog). */
  rssMB: number;
};

export type ServerStarts = {
  floorMs: number;
  /** A start with an empty cache directory: the files are parsed and indexed. */
  cold: ServerStart;
  coldOverFloor: number;
  /** A restart with nothing changed: from the catalog the cold start saved. */
  warm: ServerStart;
  warmOverFloor: number;
  /** The one-minute load average before and after (other people's work moves every figure). */
  loadAverage: [number, number];
};

/**
 * The floor and the server's start on `dataDir`, `runs` of each taken in turns (so that a busy
 * moment of the machine falls on both), each the median of its runs.
 */
export async function measureServerStarts(
  dataDir: string,
  records: number,
  runs: number,
): Promise<ServerStarts> {
  const loadBefore = loadavg()[0] ?? 0;
  const floors: number[] = [];
  const colds: ServerStart[] = [];
  const warms: ServerStart[] = [];
  for (let run = 0; run < runs; run++) {
    floors.push(measureFloor(dataDir).ms);
    const cache = mkdtempSync(join(tmpdir(), 'benchbot-cache-'));
    try {
      colds.push(await startServer(dataDir, records, cache, { waitForSave: true }));
      warms.push(await startServer(dataDir, records, cache));
    } finally {
      rmSync(cache, { recursive: true, force: true });
    }
  }
  const floorMs = median(floors);
  const cold = medianBy(colds, (start) => start.readyMs);
  const warm = medianBy(warms, (start) => start.readyMs);
  return {
    floorMs,
    cold,
    coldOverFloor: cold.readyMs / floorMs,
    warm,
    warmOverFloor: warm.readyMs / floorMs,
    loadAverage: [loadBefore, loadavg()[0] ?? 0],
  };
}

function median(values: number[]): number {
  return medianBy(values, (value) => value);
}

function medianBy<T>(values: T[], by: (value: T) => number): T {
  const sorted = values.toSorted((a, b) => by(a) - by(b));
  return sorted[Math.floor((sorted.length - 1) / 2)] as T;
}

/**
 * Starts the endpoint on `dataDir` with `cacheHome` as its XDG_CACHE_HOME, waits until it serves
 * `records` records, reads its memory, and stops it; with `waitForSave`, only once it has saved
 * its catalog there for the next start.
 */
export async function startServer(
  dataDir: string,
  records: number,
  cacheHome: string,
  { waitForSave = false } = {},
): Promise<ServerStart> {
  const keys = makeKeys();
  const started = performance.now();
  const { child, url } = await startEndpoint([ENTRY, '--data', dataDir], {
    XDG_CACHE_HOME: cacheHome,
    DISCORD_PUBLIC_KEY: keys.publicKeyHex,
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`bench: benchbot http exited with ${code}`))),
  );
  try {
    const readyMs = await Promise.race([readyAfter(url, records, started), exited]);
    await answersEverything(url, keys, dataDir);
    // What it holds while it serves: after saving its catalog, which briefly takes more.
    if (waitForSave) await Promise.race([saved(cacheHome), exited]);
    await sleep(SETTLE_MS);
    return { readyMs, rssMB: residentMB(child.pid) };
  } finally {
    await stopEndpoint(child);
  }
}

/**
 * Asks the started server every kind of request once (about the catalog's first two records), so
 * that a start that serves every record but answers wrongly (a restored index that fails its
 * searches) is a failure, not a figure.
 */
async function answersEverything(url: string, keys: Keys, dataDir: string): Promise<void> {
  const [a = 'kcle', b = 'mmlu'] = listRecordFiles(dataDir).map((file) => basename(file, extname(file)));
  const mix = interactionMix([a, b]);
  let sent = 0;
  const run = await drive(url, keys, mix, 1, () => sent++ >= mix.length);
  if (run.errors > 0)
    throw new Error(`bench: the started server failed ${run.errors} of ${run.requests} requests`);
}

async function readyAfter(url: string, records: number, started: number): Promise<number> {
  await until(async () => (await health(url))?.records === records, `serve ${records} records`, POLL_MS);
  return performance.now() - started;
}

/** Waits until a saved catalog is in the cache (it is renamed into place whole). */
function saved(cacheHome: string): Promise<void> {
  return until(() => savedCatalogIn(cacheHome) !== undefined, `save a catalog in ${cacheHome}`, 100);
}

/** When the saved catalog in a server's cache home was last written (ms), if there is one. */
export function savedCatalogIn(cacheHome: string): number | undefined {
  const folder = join(cacheHome, 'benchbot', 'served');
  if (!existsSync(folder)) return undefined;
  const times = readdirSync(folder)
    .filter((name) => name.endsWith('.bin'))
    .map((name) => statSync(join(folder, name)).mtimeMs);
  return times.length > 0 ? Math.max(...times) : undefined;
}

function residentMB(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kB = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? NaN);
  return kB / 1024;
}
