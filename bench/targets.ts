/** The targets of issue 6, checked against a run. A size not in the run leaves its targets unchecked. */
import type { ColdStart } from './cold-start.js';
import type { SizeResult } from './size.js';

export type Target = { name: string; value: number | string; limit: string; met: boolean };

export function checkTargets(sizes: readonly SizeResult[], cold: ColdStart | undefined): Target[] {
  const at = (size: string) => sizes.find((result) => result.size === size);
  const targets: Target[] = [];
  const max = (name: string, value: number | undefined, limit: number, unit: string) => {
    if (value !== undefined)
      targets.push({
        name,
        value: Math.round(value * 100) / 100,
        limit: `<= ${limit} ${unit}`,
        met: value <= limit,
      });
  };
  const pages = at('pages');
  const small = at('1000');
  const large = at('10000');
  max('pages: load + index', pages && pages.loadMs + pages.indexMs, 1000, 'ms');
  max('1,000: autocomplete p99', small?.operations.suggest.ours.latency.p99, 2, 'ms');
  max('1,000: load + index', small && small.loadMs + small.indexMs, 1000, 'ms');
  max('10,000: autocomplete p99', large?.operations.suggest.ours.latency.p99, 10, 'ms');
  max('10,000: ask p99', large?.operations.ask.ours.latency.p99, 20, 'ms');
  max('10,000: load + index', large && large.loadMs + large.indexMs, 8000, 'ms');
  max('10,000: RSS', large?.rssMB, 400, 'MB');
  // Issue 13: the served endpoint's start, as a multiple of reading and parsing the same pages.
  max('10,000: server cold start / floor', large?.server.coldOverFloor, 3, 'x');
  max('10,000: server warm restart / floor', large?.server.warmOverFloor, 1.5, 'x');
  max('10,000: server RSS, cold start', large?.server.cold.rssMB, 350, 'MB');
  max('10,000: server RSS, warm restart', large?.server.warm.rssMB, 350, 'MB');
  max('10,000: p99 while reloading / steady p99', large?.reload?.p99Ratio, 2, 'x');
  if (large) {
    const suggest = large.operations.suggest;
    const times = Math.min(suggest.ratio.fuse.p50, suggest.ratio.fuse.p99);
    targets.push({
      name: '10,000: autocomplete vs Fuse.js (min of p50, p99 ratio)',
      value: Math.round(times * 10) / 10,
      limit: '>= 10x',
      met: times >= 10,
    });
    // On the queries Fuse.js got through in its time budget.
    const ours = suggest.fuse.oursOnSame.top1;
    const fuse = suggest.fuse.accuracy.top1;
    targets.push({
      name: '10,000: autocomplete top-1 vs Fuse.js (same queries)',
      value: `${pct(ours)} vs ${pct(fuse)}`,
      limit: '>= Fuse.js',
      met: ours >= fuse,
    });
  }
  const huge = at('100000');
  if (huge)
    targets.push({
      name: '100,000: run completes',
      value: `${huge.records} records`,
      limit: 'completes',
      met: true,
    });
  if (cold) {
    max('CLI cold start (median)', cold.cliMs, 500, 'ms');
    // Issue 11: with the 244 bundled files, within 4x of an empty Node process.
    max('CLI cold start / node -e 0', cold.ratio, 4, 'x');
    targets.push({
      name: 'CLI reads the bundled snapshot',
      value: String(cold.snapshotUsed),
      limit: 'true',
      met: cold.snapshotUsed,
    });
    targets.push({
      name: 'CLI path loads discord.js',
      value: String(cold.loadsDiscord),
      limit: 'false',
      met: !cold.loadsDiscord,
    });
  }
  return targets;
}

export function pct(share: number): string {
  return `${(share * 100).toFixed(1)}%`;
}
