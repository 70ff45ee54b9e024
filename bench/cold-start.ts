/**
 * The CLI's cold start: one answer on the bundled catalog (`node dist/index.js bench kcle`)
 * against `node -e 0`, the floor no Node program beats. Medians over several runs, since a cold
 * start is one sample each, taken in turns. The bundled catalog is read from its snapshot (built
 * by `npm run build`); the same files parsed (`--data data`, which has no snapshot) are timed
 * beside it, so the snapshot's worth is measured too. The runs get an empty cache directory of
 * their own: a catalog pulled by whoever runs the bench must not be what is timed. Also checks
 * that the CLI path never loads discord.js.
 *
 *   npm run bench:cold-start      # this alone (builds dist/ first)
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { quantile, timed } from './measure.js';

export type ColdStart = {
  runs: number;
  /** `bench kcle` on the bundled catalog, read from its snapshot. */
  cliMs: number;
  /** The same files parsed, with no snapshot. */
  parsedMs: number;
  floorMs: number;
  ratio: number;
  /** What `catalog status` says: the bundled catalog was read from its snapshot. */
  snapshotUsed: boolean;
  loadsDiscord: boolean;
};

const ROOT = new URL('..', import.meta.url).pathname;

function run(args: string[], env: NodeJS.ProcessEnv): { ms: number; stdout: string; stderr: string } {
  const { ms, value } = timed(() => spawnSync(process.execPath, args, { cwd: ROOT, env, encoding: 'utf8' }));
  if (value.status !== 0)
    throw new Error(`bench: node ${args.join(' ')} exited ${value.status}: ${value.stderr}`);
  return { ms, stdout: value.stdout, stderr: value.stderr };
}

/**
 * Medians of `runs` runs of each command, taken in turns (a, b, c, a, b, c, ...) so that a
 * machine whose load drifts (this one is shared) weighs on each the same; each command runs once
 * first to warm the file cache.
 */
function medians(runs: number, commands: readonly string[][], env: NodeJS.ProcessEnv): number[] {
  for (const args of commands) run(args, env);
  const times = commands.map(() => [] as number[]);
  for (let round = 0; round < runs; round++) {
    commands.forEach((args, index) => times[index]?.push(run(args, env).ms));
  }
  return times.map((list) =>
    quantile(
      list.sort((a, b) => a - b),
      0.5,
    ),
  );
}

/** Expects a built dist/ (the harness runs `npm run build` first). */
export function coldStart(runs = 11): ColdStart {
  const cache = mkdtempSync(join(tmpdir(), 'benchbot-cold-start-'));
  const env = { ...process.env, XDG_CACHE_HOME: cache, BENCHBOT_DATA: '' };
  try {
    const cli = ['dist/index.js', 'bench', 'kcle'];
    const [floorMs = 0, cliMs = 0, parsedMs = 0] = medians(
      runs,
      [['-e', '0'], cli, [...cli, '--data', 'data']],
      env,
    );
    const status = run(['dist/index.js', 'catalog', 'status'], env).stdout;
    // NODE_DEBUG=module logs every CommonJS resolution; discord.js is CommonJS.
    const traced = run(cli, { ...env, NODE_DEBUG: 'module' });
    return {
      runs,
      cliMs,
      parsedMs,
      floorMs,
      ratio: cliMs / floorMs,
      snapshotUsed: /bundled catalog .*read from its snapshot/.test(status),
      loadsDiscord: /discord\.js/.test(traced.stderr),
    };
  } finally {
    rmSync(cache, { recursive: true, force: true });
  }
}

/** The one line the harness and `npm run bench:cold-start` print. */
export function coldStartLine(cold: ColdStart): string {
  return (
    `CLI cold start on the bundled catalog (\`node dist/index.js bench kcle\`, median of ${cold.runs}): ` +
    `${cold.cliMs.toFixed(0)} ms (snapshot read: ${cold.snapshotUsed}); the same files parsed: ` +
    `${cold.parsedMs.toFixed(0)} ms; \`node -e 0\`: ${cold.floorMs.toFixed(1)} ms; ratio ` +
    `${cold.ratio.toFixed(2)}x; loads discord.js: ${cold.loadsDiscord}`
  );
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) throw new Error('bench: npm run build failed');
  process.stdout.write(`${coldStartLine(coldStart())}\n`);
}
