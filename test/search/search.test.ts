import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load.js';
import { buildSearchIndex } from '../../src/search/index.js';

const seedCatalog = loadCatalog(['data/records']);
const seeds = buildSearchIndex(seedCatalog);
const bundled = buildSearchIndex(loadCatalog(['data']));
const ids = (hits: { id: string }[]) => hits.map((hit) => hit.id);

describe('search', () => {
  it('finds Chinese text inside a record', () => {
    expect(ids(seeds.search('单选题'))).toEqual(['gaokao_math']);
    expect(ids(seeds.search('答案是'))[0]).toBe('nq_cn');
    expect(ids(bundled.search('答案是'))[0]).toBe('nq_cn');
  });

  it('puts the record a name names before records that only mention it', () => {
    expect(ids(bundled.search('kcle'))[0]).toBe('kcle');
    expect(ids(bundled.search('nq_cn'))[0]).toBe('nq_cn');
    expect(ids(bundled.search('GPQA Diamond'))[0]).toBe('gpqa_diamond');
  });

  it('ranks a name above a harness entry above a body mention', () => {
    const hits = ids(bundled.search('gaokao'));
    expect(hits.slice(0, 2)).toEqual(['gaokao_math', 'gaokaobench']);
  });

  it('matches a prefix and a near spelling', () => {
    expect(ids(bundled.search('humanev'))).toContain('humaneval');
    expect(ids(bundled.search('bigcodebnch'))[0]).toBe('bigcodebench');
  });

  it('returns full hits, best first, within the limit', () => {
    const hits = bundled.search('judge accuracy', 3);
    expect(hits).toHaveLength(3);
    expect(typeof hits[0]?.name).toBe('string');
    expect(typeof hits[0]?.category).toBe('string');
    expect(hits[0]!.score).toBeGreaterThanOrEqual(hits[2]!.score);
  });
});

describe('suggest', () => {
  it('completes a partly typed name, exact and prefix matches first', () => {
    expect(ids(bundled.suggest('gpqa')).slice(0, 2)).toEqual(['gpqa', 'gpqa_diamond']);
    expect(ids(bundled.suggest('nq'))).toEqual(expect.arrayContaining(['nq_cn', 'nq_open']));
    expect(ids(bundled.suggest('hum')).slice(0, 3)).toContain('humaneval');
  });

  it('finds a later word of a name', () => {
    expect(ids(bundled.suggest('diam'))[0]).toBe('gpqa_diamond');
  });

  it('ignores case and punctuation while typing', () => {
    expect(ids(bundled.suggest('MMLU-P'))).toContain('mmlu_pro');
    expect(ids(seeds.suggest('GaoKao M'))[0]).toBe('gaokao_math');
  });

  it('puts the name spelled as typed first when two names have one key', () => {
    // aime2024 and aime_2024 are two records; both normalize to "aime2024".
    expect(ids(bundled.suggest('aime2024'))[0]).toBe('aime2024');
    expect(ids(bundled.suggest('AIME 2024'))[0]).toBe('aime_2024');
    expect(ids(bundled.suggest('aime_20'))[0]).toBe('aime_2024');
  });

  it('reads a separator typed last as the start of another word', () => {
    expect(ids(bundled.suggest('gpqa'))[0]).toBe('gpqa');
    expect(ids(bundled.suggest('gpqa '))[0]).toBe('gpqa_diamond');
    const afterHyphen = ids(bundled.suggest('mmlu-', 5));
    expect(afterHyphen).not.toContain('mmlu');
    expect(afterHyphen.every((id) => id.startsWith('mmlu_'))).toBe(true);
  });

  it('fills a short list with records whose fields hold the word being typed', () => {
    // kcle and nq_cn have the word in an alias; gaokao_math only in its summary and tags.
    expect(ids(seeds.suggest('opencomp')).sort()).toEqual(['gaokao_math', 'kcle', 'nq_cn']);
  });

  it('tolerates a typo', () => {
    expect(ids(bundled.suggest('humaneavl'))).toContain('humaneval');
  });

  it('gives at most 25 choices by default, Discord’s limit', () => {
    expect(bundled.suggest('m').length).toBeLessThanOrEqual(25);
    expect(bundled.suggest('m').length).toBeGreaterThan(5);
  });

  it('lists the best-covered records for an empty prefix, the same every time', () => {
    const first = ids(bundled.suggest('', 10));
    expect(first).toHaveLength(10);
    expect(ids(bundled.suggest('', 10))).toEqual(first);
    expect(first).not.toContain('kcle');
  });

  it('lists the configured defaults for an empty prefix', () => {
    const index = buildSearchIndex(seedCatalog, { defaultIds: ['nq_cn', 'kcle', 'missing'] });
    expect(ids(index.suggest(''))).toEqual(['nq_cn', 'kcle']);
  });
});
