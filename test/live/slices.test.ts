/** Long work on the serving thread, done in slices: the results are those of doing it at once. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runSteps, runStepsInSlices, sortSteps } from '../../src/slices.js';

describe('sortSteps', () => {
  it('sorts as the built-in sort does, ties kept in their order, across many runs', () => {
    const entries = fc.array(fc.record({ key: fc.integer({ min: 0, max: 50 }), at: fc.nat() }), {
      maxLength: 5000,
    });
    fc.assert(
      fc.property(entries, (items) => {
        const byKey = (a: { key: number }, b: { key: number }) => a.key - b.key;
        expect(runSteps(sortSteps(items, byKey))).toEqual(items.toSorted(byKey));
      }),
      { numRuns: 60 },
    );
  });

  it('gives the same sorted array in slices, and leaves its input as it was', async () => {
    const words = Array.from({ length: 10_000 }, (_, n) => `w${(n * 7919) % 10_007}`);
    const before = [...words];
    const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
    expect(await runStepsInSlices(sortSteps(words, compare))).toEqual(words.toSorted(compare));
    expect(words).toEqual(before);
  });
});
