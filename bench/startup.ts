/**
 * A bot's start on a catalog, measured the way the bot runs: the compiled code in dist/ (no
 * TypeScript loader in memory), in a fresh process of its own, loading the record files from
 * disk as the served bot does (loadForServing). Load, validation and index time, then heap and
 * RSS after a full GC: what a bot holds while it serves that catalog.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { CatalogFile } from '../src/catalog/catalog.js';

export type Startup = { records: number; loadMs: number; indexMs: number; heapMB: number; rssMB: number };

const DIST = new URL('../dist/src/', import.meta.url).href;

// Runs in the fresh process; prints one line of JSON. The start is the served bot's first load
// (for a large catalog, parsed in a worker thread and in this one while its records are indexed;
// no saved catalog), then the rest of the index. `loadMs` ends when the last file is parsed and
// indexed.
const PROBE = `
const { loadForServing } = await import(${JSON.stringify(`${DIST}serving-load.js`)});
const { buildSearchIndexInSlices } = await import(${JSON.stringify(`${DIST}search/index.js`)});
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6;
let start = process.hrtime.bigint();
const { catalog, indexed } = await loadForServing([process.argv[1]], { shareParsing: true });
const loadMs = ms(start);
start = process.hrtime.bigint();
const index = await buildSearchIndexInSlices(catalog, { indexed });
const indexMs = ms(start);
globalThis.gc();
const { heapUsed, rss } = process.memoryUsage();
// Both stay reachable until after the measurement.
if (index.suggest('', 1).length === 0 && catalog.records.size > 0) throw new Error('empty index');
console.log(JSON.stringify({ records: catalog.records.size, loadMs, indexMs, heapMB: heapUsed / 2 ** 20, rssMB: rss / 2 ** 20 }));
`;

/**
 * The median of `runs` starts (by load + index time; one start is one sample, and a busy moment on
 * a 2-core machine moves it by a second at 10,000 records). Expects a built dist/ (the harness
 * runs `npm run build` first).
 */
export function measureStartup(dir: string, heapLimitMB: number, runs: number): Startup {
  const starts = Array.from({ length: runs }, () => startOnce(dir, heapLimitMB)).sort(
    (a, b) => a.loadMs + a.indexMs - (b.loadMs + b.indexMs),
  );
  return starts[Math.floor((starts.length - 1) / 2)] as Startup;
}

function startOnce(dir: string, heapLimitMB: number): Startup {
  const run = spawnSync(
    process.execPath,
    ['--expose-gc', `--max-old-space-size=${heapLimitMB}`, '--input-type=module', '-e', PROBE, dir],
    { encoding: 'utf8', maxBuffer: 2 ** 20 },
  );
  if (run.status !== 0) throw new Error(`bench: the start-up probe exited ${run.status}: ${run.stderr}`);
  return JSON.parse(run.stdout) as Startup;
}

/** Writes generated files to a new temporary directory; `remove` deletes it. */
export function writeCatalog(files: Iterable<CatalogFile>): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'benchbot-bench-'));
  for (const file of files) writeFileSync(join(dir, basename(file.name)), file.bytes);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
