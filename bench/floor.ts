/**
 * The floor of a start (issue 13): reading every page of a catalog directory and parsing its
 * front matter with js-yaml, in one thread, doing nothing else. No server can start faster than
 * it reads and parses its files, and this machine's speed drifts by a factor of two from hour to
 * hour, so a start is reported as a multiple of this floor measured in the same run on the same
 * files.
 */
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const JS_YAML = createRequire(import.meta.url).resolve('js-yaml');

// Runs in a fresh process, like the server whose start it is set against; prints the milliseconds
// from listing the directory to the last front matter parsed (Node's own start is not in it).
const PROBE = `
const { readdirSync, readFileSync } = await import('node:fs');
const { join } = await import('node:path');
const yaml = (await import(${JSON.stringify(JS_YAML)})).default;
const dir = process.argv[1];
const start = process.hrtime.bigint();
let pages = 0;
for (const name of readdirSync(dir).sort()) {
  if (!name.endsWith('.md')) continue;
  const text = readFileSync(join(dir, name), 'utf8');
  const end = text.indexOf('\\n---', 4);
  if (!text.startsWith('---\\n') || end < 0) continue;
  yaml.load(text.slice(4, end), { schema: yaml.CORE_SCHEMA, json: true });
  pages++;
}
console.log(JSON.stringify({ pages, ms: Number(process.hrtime.bigint() - start) / 1e6 }));
`;

export type Floor = { pages: number; ms: number };

/** The floor of `dir` (a flat directory of pages), in a fresh process. */
export function measureFloor(dir: string): Floor {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', PROBE, dir], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`bench: the floor probe exited ${run.status}: ${run.stderr}`);
  return JSON.parse(run.stdout) as Floor;
}
