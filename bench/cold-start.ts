/**
 * The CLI's cold start: one answer on the bundled catalog (`node dist/index.js bench kcle`)
 * against `node -e 0`, the floor no Node program beats. Medians over several runs, since a cold
 * start is one sample each. Also checks that the CLI path never loads discord.js.
 */
import { spawnSync } from 'node:child_process';
import { quantile, timed } from './measure.js';

export type ColdStart = {
  runs: number;
  cliMs: number;
  floorMs: number;
  ratio: number;
  loadsDiscord: boolean;
};

const ROOT = new URL('..', import.meta.url).pathname;

function run(args: string[], env: NodeJS.ProcessEnv = process.env): { ms: number; stderr: string } {
  const { ms, value } = timed(() => spawnSync(process.execPath, args, { cwd: ROOT, env, encoding: 'utf8' }));
  if (value.status !== 0)
    throw new Error(`bench: node ${args.join(' ')} exited ${value.status}: ${value.stderr}`);
  return { ms, stderr: value.stderr };
}

function median(runs: number, args: string[]): number {
  run(args); // the first run warms the file cache
  const times = Array.from({ length: runs }, () => run(args).ms).sort((a, b) => a - b);
  return quantile(times, 0.5);
}

/** Expects a built dist/ (the harness runs `npm run build` first). */
export function coldStart(runs = 11): ColdStart {
  const cli = ['dist/index.js', 'bench', 'kcle'];
  const floorMs = median(runs, ['-e', '0']);
  const cliMs = median(runs, cli);
  // NODE_DEBUG=module logs every CommonJS resolution; discord.js is CommonJS.
  const traced = run(cli, { ...process.env, NODE_DEBUG: 'module' });
  return { runs, cliMs, floorMs, ratio: cliMs / floorMs, loadsDiscord: /discord\.js/.test(traced.stderr) };
}
