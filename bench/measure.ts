/** Timing and scoring one operation of one system over a list of labelled queries. */
import type { Query } from './queries.js';

export type Latency = { n: number; p50: number; p99: number; max: number };
export type Accuracy = { labelled: number; top1: number; top5: number };
export type Measured = { latency: Latency; accuracy: Accuracy };

/** The q-quantile (nearest rank) of sorted milliseconds. */
export function quantile(sorted: readonly number[], q: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;
}

/** Milliseconds `work` takes, with its result. */
export function timed<T>(work: () => T): { ms: number; value: T } {
  const start = process.hrtime.bigint();
  const value = work();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, value };
}

/**
 * Runs `operation` on each query (after `warmup` untimed calls, so the JIT has compiled the hot
 * path), stopping early once `budgetMs` is spent: a slow baseline at 100,000 records is then
 * timed on a prefix of the (shuffled) queries, and `n` says how many.
 */
export function measure(
  queries: readonly Query[],
  operation: (text: string) => string[],
  options: { warmup?: number; budgetMs?: number } = {},
): Measured {
  for (const query of queries.slice(0, options.warmup ?? 50)) operation(query.text);
  const times: number[] = [];
  let labelled = 0;
  let top1 = 0;
  let top5 = 0;
  let spent = 0;
  for (const query of queries) {
    const { ms, value } = timed(() => operation(query.text));
    times.push(ms);
    spent += ms;
    if (query.label !== undefined) {
      labelled++;
      if (value[0] === query.label) top1++;
      if (value.slice(0, 5).includes(query.label)) top5++;
    }
    if (options.budgetMs !== undefined && spent > options.budgetMs) break;
  }
  times.sort((a, b) => a - b);
  return {
    latency: {
      n: times.length,
      p50: quantile(times, 0.5),
      p99: quantile(times, 0.99),
      max: times.at(-1) ?? 0,
    },
    accuracy: {
      labelled,
      top1: labelled === 0 ? 0 : top1 / labelled,
      top5: labelled === 0 ? 0 : top5 / labelled,
    },
  };
}
