/** The serving counters: what an operator reads on /metrics. */
import { describe, expect, it } from 'vitest';
import { Metrics } from '../../src/discord/metrics.js';

const unmatchedLabels = (text: string) =>
  [...text.matchAll(/^benchbot_unmatched_queries_total\{query="([^"]*)"\} (\d+)$/gm)].map(
    ([, query]) => query,
  );

describe('unmatched queries', () => {
  it('one person typing junk cannot crowd out a name several people asked for', () => {
    const metrics = new Metrics(['bench']);
    for (let n = 0; n < 1000; n++) metrics.unmatched(`junk ${n}`, 'attacker');
    metrics.unmatched('CRUXEval', 'ana');
    metrics.unmatched('cruxeval', 'bo');
    const labels = unmatchedLabels(metrics.render(undefined));
    expect(labels).toContain('cruxeval');
    expect(labels.length).toBeLessThanOrEqual(201);
  });

  it('still keeps the first names asked for, each once, and counts the rest under (other)', () => {
    const metrics = new Metrics(['bench']);
    for (let n = 0; n < 300; n++) metrics.unmatched(`name ${n}`, `user ${n}`);
    const labels = unmatchedLabels(metrics.render(undefined));
    expect(labels).toContain('name 0');
    expect(labels).toContain('(other)');
    expect(labels.length).toBeLessThanOrEqual(201);
  });
});
