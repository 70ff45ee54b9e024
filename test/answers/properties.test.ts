/**
 * Properties every answer of `ask` keeps, whatever the records and the phrasing: a verdict its own
 * first quote does not contradict, the two-numbers reading only with two numbers, and a name the
 * catalog lacks said to be missing before anything else. The records and phrasings are drawn by
 * fast-check from the bundled catalog, with a fixed seed so that a run is reproducible.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ask } from '../../src/answers/ask.js';
import type { BenchRecord } from '../../src/catalog/record.js';
import { bundledContext } from './contexts.js';

const context = bundledContext();
const records = [...context.catalog.records.values()];
const RUNS = { numRuns: 300, seed: 20261201 };

/** Pairs the records relate by a lineage field, where identity questions are asked in earnest. */
const related = records.flatMap((a) =>
  [
    a.page.lineage.family,
    a.page.lineage.predecessor,
    ...a.page.lineage.successors,
    ...a.page.lineage.variants,
  ]
    .map((id) => context.catalog.records.get(id))
    .filter((b): b is BenchRecord => b !== undefined && b.id !== a.id)
    .map((b) => [a, b] as const),
);

// Drawn by id, so that a counterexample reads as ids.
const byId = (id: string) => context.catalog.records.get(id) as BenchRecord;
const recordId = fc.constantFrom(...records.map((one) => one.id));
const pair = fc.oneof(
  fc.constantFrom(...related.map(([a, b]) => [a.id, b.id] as const)),
  fc.tuple(recordId, recordId),
);

/**
 * A denial right before a name: "not a subset of Y", "rather than Y". A name that goes on into a
 * longer one ("BIG-bench Hard" after "BIG-bench") is that other name.
 */
function deniesNear(quote: string, other: BenchRecord): boolean {
  const text = quote.toLowerCase();
  return [other.id, other.id.replace(/_/g, '-'), other.page.name.toLowerCase()].some((name) => {
    const at = text.indexOf(name);
    if (at === -1 || /^[\s-]+[A-Z]/.test(quote.slice(at + name.length))) return false;
    const before = text.slice(Math.max(0, at - 40), at);
    return /\b(?:not|isn't|never|rather than|instead of|unlike|distinct from|separate from)\b[^,;:]*$/.test(
      before,
    );
  });
}

describe('ask: properties of every answer', () => {
  it('never leads with a yes that its own first quote contradicts', () => {
    const asks = fc.constantFrom(
      (x: string, y: string) => `is ${x} a subset of ${y}?`,
      (x: string, y: string) => `is ${x} a translation of ${y}?`,
      (x: string, y: string) => `is ${x} the newer version of ${y}?`,
      (x: string, y: string) => `is ${x} the same as ${y}?`,
      (x: string, y: string) => `is ${x} just ${y} with more tests?`,
      (x: string, y: string) => `is ${x} a variant of ${y}?`,
    );
    // The draws must hold some yeses, or the property says nothing.
    let yeses = 0;
    fc.assert(
      fc.property(pair, asks, ([x, y], question) => {
        const reply = ask(context, question(x, y));
        if (!/^(?:Yes)\b/.test(reply.summary ?? '')) return;
        yeses++;
        const [first] = reply.sections;
        expect(
          first === undefined || !deniesNear(first.text, byId(y)),
          `${question(x, y)}: ${first?.text}`,
        ).toBe(true);
      }),
      RUNS,
    );
    expect(yeses).toBeGreaterThan(10);
  });

  it('reads two numbers against each other only when the question gives two', () => {
    const asks = fc.constantFrom(
      (x: string) => `is higher better on ${x}?`,
      (x: string) => `what scale does ${x} use, and is higher better?`,
      (x: string) => `a lab claims 60% on ${x}, how does that compare with humans?`,
      (x: string) => `is 45 on ${x} SOTA?`,
      (x: string) => `how is ${x} graded and is 86 legit?`,
    );
    fc.assert(
      fc.property(recordId, asks, (id, question) => {
        const reply = ask(context, question(id));
        const text = [reply.summary ?? '', ...reply.sections.map((section) => section.heading)].join('\n');
        expect(text, question(id)).not.toMatch(
          /Your two scores|is the better of|does not rank|Two \S+ numbers/,
        );
        expect(reply.title, question(id)).not.toMatch(/^Two \S+ numbers$/);
      }),
      RUNS,
    );
  });

  it('says first that the catalog lacks a name, before any record near it', () => {
    const asks = fc.constantFrom(
      (name: string) => `how is ${name} scored?`,
      (name: string) => `what's the top score on ${name}?`,
      (name: string) => `${name} 怎么评分？`,
    );
    // A known name extended past a hyphen into one the catalog lacks, or a made-up one.
    const missing = fc.oneof(
      recordId.map((id) => `${byId(id).page.name.split(/[\s(:,]/)[0]}-Zorb`),
      fc.constantFrom('QuuxBench', 'FrobEval-7', 'ZebraQA-Pro'),
    );
    fc.assert(
      fc.property(missing, asks, (name, question) => {
        const reply = ask(context, question(name));
        expect(reply.summary ?? '', question(name)).toMatch(/^(?:The catalog has no record|目录中没有)/);
      }),
      RUNS,
    );
  });
});
