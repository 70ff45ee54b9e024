/** Timing and scoring one operation of one system over a list of labelled queries. */
import type { Query } from './queries.js';

export type Latency = { n: number; p50: number; p99: number; max: number };
export type Accuracy = { labelled: number; top1: number; top5: number };
export type Measured = { latency: Latency; accuracy: Accuracy };
/** Per query, in order: no label, missed, in the top five, first. */
export type Outcome = 'unlabelled' | 'missed' | 'top5' | 'top1';

/** Top-1 and top-5 accuracy over the labelled queries among `outcomes`. */
export function accuracyOf(outcomes: readonly Outcome[]): Accuracy {
  const labelled = outcomes.filter((outcome) => outcome !== 'unlabelled').length;
  const top1 = outcomes.filter((outcome) => outcome === 'top1').length;
  const top5 = top1 + outcomes.filter((outcome) => outcome === 'top5').length;
  return { labelled, top1: labelled === 0 ? 0 : top1 / labelled, top5: labelled === 0 ? 0 : top5 / labelled };
}

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
): Measured & { outcomes: Outcome[] } {
  for (const query of queries.slice(0, options.warmup ?? 50)) operation(query.text);
  const times: number[] = [];
  const outcomes: Outcome[] = [];
  let spent = 0;
  for (const query of queries) {
    const { ms, value } = timed(() => operation(query.text));
    times.push(ms);
    spent += ms;
    const label = query.label;
    outcomes.push(
      label === undefined
        ? 'unlabelled'
        : value[0] === label
          ? 'top1'
          : value.slice(0, 5).includes(label)
            ? 'top5'
            : 'missed',
    );
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
    accuracy: accuracyOf(outcomes),
    outcomes,
  };
}
