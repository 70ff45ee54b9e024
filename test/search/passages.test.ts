import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load.js';
import { buildSearchIndex } from '../../src/search/index.js';

const seeds = buildSearchIndex(loadCatalog(['data/records']));
const bundled = buildSearchIndex(loadCatalog(['data']));

describe('passages', () => {
  it('answers a licence question from the licence field or section', () => {
    const [best] = bundled.passages('what licence does HumanEval have', { ids: ['humaneval'] });
    expect(best?.id).toBe('humaneval');
    expect(['dataset.license', 'Dataset and licence']).toContain(best?.where);
    expect(best?.text).toMatch(/MIT/);
  });

  it('finds the named record without ids', () => {
    const [best] = bundled.passages('what licence does HumanEval have');
    expect(best?.id).toBe('humaneval');
  });

  it('names the section a sentence stands in', () => {
    const hits = seeds.passages('how is nq_cn scored', { ids: ['nq_cn'] });
    expect(hits.map((hit) => hit.where)).toContain('How it is scored');
    expect(hits.every((hit) => hit.id === 'nq_cn')).toBe(true);
  });

  it('keeps to the records asked for', () => {
    const hits = bundled.passages('how do I run it', { ids: ['kcle', 'nq_cn'], limit: 10 });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((hit) => hit.id === 'kcle' || hit.id === 'nq_cn')).toBe(true);
    expect(bundled.passages('licence', { ids: ['not_a_record'] })).toEqual([]);
  });

  it('is not led by stop words', () => {
    const [best] = seeds.passages('what is the licence of kcle', { ids: ['kcle'] });
    expect(best?.where).toMatch(/licen[cs]e/i);
  });

  it('finds Chinese text', () => {
    const hits = seeds.passages('答案是');
    expect(hits[0]?.id).toBe('nq_cn');
    expect(hits[0]?.text).toContain('答案是');
  });
});
