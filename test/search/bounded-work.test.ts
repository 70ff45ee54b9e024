/**
 * A hostile question costs about what a normal one does (issue 18): the work is counted in what
 * the search does (terms looked up, near spellings tried), not timed.
 */
import MiniSearch from 'minisearch';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ask } from '../../src/answers/ask.js';
import { loadCatalog } from '../../src/catalog/load.js';
import { buildEntityFinder, MAX_MENTIONS } from '../../src/search/entities.js';
import { buildSearchIndex } from '../../src/search/index.js';
import { buildNameTable } from '../../src/search/names.js';
import { lettersOf, withNamesAdded } from './many-names.js';
import { MAX_NAME_LOOKUPS, MAX_QUERY_TERMS, queryTerms } from '../../src/search/query-terms.js';

const catalog = loadCatalog(['data']);
const context = { catalog, index: buildSearchIndex(catalog) };
const junk = Array.from({ length: 200 }, (_, n) => `w${n.toString(36)}`).join(' ');

/** Counts the terms MiniSearch looks up (one query spec a term) while `work` runs. */
function termLookups(work: () => unknown): number {
  // executeQuerySpec is MiniSearch's step for one term of a query.
  const spy = vi.spyOn(
    MiniSearch.prototype as unknown as { executeQuerySpec: () => unknown },
    'executeQuerySpec',
  );
  work();
  return spy.mock.calls.length;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('queryTerms', () => {
  it('sends each word once, without stop words, the word being typed last', () => {
    expect(queryTerms('1;'.repeat(500))).toEqual(['1']);
    expect(queryTerms('how is the kcle of kcle scored')).toEqual(['kcle', 'scored']);
    expect(queryTerms('gpqa diamond gpqa')).toEqual(['diamond', 'gpqa']);
  });

  it('sends at most MAX_QUERY_TERMS words: the first ones and the last', () => {
    const terms = queryTerms(`${junk} kcle`);
    expect(terms).toHaveLength(MAX_QUERY_TERMS);
    expect(terms[0]).toBe('w0');
    expect(terms.at(-1)).toBe('kcle');
  });
});

describe('a hostile question', () => {
  it('"1;" written 500 times looks up about as many terms as a normal question', () => {
    const normal = termLookups(() => ask(context, 'how is kcle scored?'));
    const hostile = termLookups(() => ask(context, '1;'.repeat(500)));
    expect(hostile).toBeLessThanOrEqual(Math.max(normal, 20) * 2);
  });

  it('looks up each word of a question as a name once, and a bounded number of them', () => {
    const lookups = (question: string) => {
      const spy = vi.spyOn(context.index, 'resolve');
      ask(context, question);
      const calls = spy.mock.calls.length;
      spy.mockRestore();
      return calls;
    };
    const names = Array.from({ length: 200 }, (_, n) => `Zq${n.toString(36)}Bench`).join(' ');
    expect(lookups('benchmark '.repeat(100))).toBeLessThanOrEqual(10);
    expect(lookups(names)).toBeLessThanOrEqual(3 * MAX_NAME_LOOKUPS);
  });

  it('reads at most MAX_MENTIONS names in one text', () => {
    const ids = [...catalog.records.keys()].slice(0, 150).join(' ');
    expect(context.index.entities(ids).length).toBe(MAX_MENTIONS);
  });

  it('searches a bounded number of times for sixty names the catalog lacks', () => {
    const spy = vi.spyOn(context.index, 'search');
    const missing = Array.from({ length: 60 }, (_, n) => `Zq${n}Bench`).join(' ');
    ask(context, `is mmlu harder than ${missing}?`);
    expect(spy.mock.calls.length).toBeLessThanOrEqual(12);
  });

  it('tries a bounded number of near spellings, and still finds the exact name after them', () => {
    // Among thousands of names of each length, near spellings are walked in the tree, one walk a try.
    const table = withNamesAdded(buildNameTable(catalog), 20);
    const spy = vi.spyOn(table.spellings, 'fuzzyGet');
    const words = Array.from({ length: 200 }, (_, n) => `zq${lettersOf(n)}vkbench`).join(' ');
    const mentions = buildEntityFinder(table)(`${words} is kcle scored?`);
    expect(spy.mock.calls.length).toBeGreaterThan(0);
    expect(spy.mock.calls.length).toBeLessThanOrEqual(64);
    expect(mentions.map((mention) => mention.id)).toContain('kcle');
  });
});
