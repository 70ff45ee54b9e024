/**
 * `npm run bench`: the performance harness of issue 6 (not part of `npm test`).
 *
 * One command builds dist/ (the start-up probe and the cold start run the compiled bot), measures
 * every size in a child process of its own, then the CLI's cold start, prints the table and
 * writes bench/results.json.
 *
 *   npm run bench                          # pages, 1000, 10000, 100000
 *   npm run bench -- --sizes pages,1000    # a quick run
 *   npm run bench -- --no-cold-start       # skip the CLI timing
 */
import { fork, spawnSync } from 'node:child_process';
import { cpus, loadavg, totalmem } from 'node:os';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { coldStart, type ColdStart } from './cold-start.js';
import { HEAP_LIMIT_MB, measureSize, type SizeResult } from './size.js';
import { report } from './table.js';
import { checkTargets } from './targets.js';

const DEFAULT_SIZES = ['pages', '1000', '10000', '100000'];
const RESULTS = new URL('results.json', import.meta.url).pathname;
const ROOT = new URL('..', import.meta.url).pathname;
const CHILD_FLAGS = ['--import', 'tsx', '--expose-gc', `--max-old-space-size=${HEAP_LIMIT_MB}`];

const log = (line: string) => process.stderr.write(`${line}\n`);

function runChild(size: string): Promise<SizeResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL(import.meta.url).pathname, ['--child', size], {
      cwd: ROOT,
      execArgv: CHILD_FLAGS,
    });
    let result: SizeResult | undefined;
    child.on('message', (message) => {
      result = message as SizeResult;
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (result) resolve(result);
      else reject(new Error(`bench: size ${size} exited ${code} without a result`));
    });
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      sizes: { type: 'string' },
      child: { type: 'string' },
      'no-cold-start': { type: 'boolean' },
    },
  });
  if (values.child !== undefined) {
    const result = await measureSize(values.child, log);
    process.send?.(result, () => process.disconnect());
    return;
  }

  const sizes = values.sizes?.split(',').map((size) => size.trim()) ?? DEFAULT_SIZES;
  const loadBefore = loadavg();
  const started = new Date();
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('bench: npm run build failed');
  const results: SizeResult[] = [];
  for (const size of sizes) results.push(await runChild(size));
  const cold: ColdStart | undefined = values['no-cold-start'] ? undefined : coldStart();
  const targets = checkTargets(results, cold);
  process.stdout.write(report(results, cold, targets));
  const machine = {
    cpus: cpus().length,
    cpu: cpus()[0]?.model ?? '',
    memoryGB: Math.round(totalmem() / 2 ** 30),
    node: process.version,
    loadAverageBefore: loadBefore,
    loadAverageAfter: loadavg(),
  };
  const output = {
    started: started.toISOString(),
    seconds: (Date.now() - started.getTime()) / 1000,
    machine,
    sizes: results,
    cliColdStart: cold,
    targets,
  };
  writeFileSync(RESULTS, `${JSON.stringify(output, null, 2)}\n`);
  log(`wrote ${RESULTS}`);
}

main().catch((error: unknown) => {
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exitCode = 1;
});
