import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load.js';
import { buildEntityFinder } from '../../src/search/entities.js';
import { buildSearchIndex } from '../../src/search/index.js';
import { buildNameTable } from '../../src/search/names.js';
import { withNamesAdded } from './many-names.js';

const seeds = buildSearchIndex(loadCatalog(['data/records']));
const bundled = buildSearchIndex(loadCatalog(['data']));
/** The names found, a weakly named one (an ordinary word that is an id) marked with `?`. */
const named = (text: string, index = bundled) =>
  index.entities(text).map((mention) => (mention.weak ? `${mention.id}?` : mention.id));

describe('entities', () => {
  it('finds the names in a question, left to right', () => {
    expect(named('is kcle GPQA Diamond?')).toEqual(['kcle', 'gpqa_diamond']);
    expect(named('can I compare my nq_cn score to nq_open?')).toEqual(['nq_cn', 'nq_open']);
    expect(named('humaneval_cn a variant of humaneval')).toEqual(['humaneval_cn', 'humaneval']);
  });

  it('marks a linked name without a record', () => {
    const mentions = seeds.entities('is kcle GPQA Diamond?');
    expect(mentions).toMatchObject([
      { id: 'kcle', linked: false, text: 'kcle' },
      { id: 'gpqa_diamond', linked: true, text: 'GPQA Diamond', start: 8, end: 20 },
    ]);
    expect(named('can I compare my nq_cn score to nq_open?', bundled)).toEqual(['nq_cn', 'nq_open']);
  });

  it('takes the longest name, not the number after it', () => {
    const [mention] = seeds.entities('what does the GaoKaoMATH 95.2 figure measure');
    expect(mention).toMatchObject({ id: 'gaokao_math', text: 'GaoKaoMATH' });
  });

  it('gives way to a longer name written on past its last word', () => {
    // "AI2 ARC" is the family's harness name; "arc-challenge", written on past it, is the split.
    expect(named('is the big-bench ARC task the same as ai2 arc-challenge?')).toEqual([
      'abstraction_and_reasoning_corpus',
      'arc_challenge',
    ]);
    expect(named('how big is ai2 arc?')).toEqual(['arc']);
  });

  it('offers every record of a shared alias', () => {
    const mentions = bundled.entities('how many problems are in AIME24?');
    expect(mentions).toHaveLength(1);
    expect([...(mentions[0]?.alternatives ?? [])].sort()).toEqual(['aime2024', 'aime_2024']);
  });

  it('tolerates a typo in a long name', () => {
    expect(named('how is humanevl scored')).toEqual(['humaneval']);
  });

  it('never turns an ordinary word into a benchmark', () => {
    expect(named('is the math test run on code data with the score?')).toEqual(['math?']);
    expect(named('what does the data say about the scores')).toEqual([]);
    // One letter off HEART, but a word of English in its own right.
    expect(named('heard something about a dmca on math')).toEqual(['math?']);
    expect(named('how is heart scored?')).toEqual(['heart']);
  });

  it('finds the same slips among thousands of names as among the bundled ones', () => {
    const slips = ['hlem saftey scores', 'is gqpa diamond hard', 'humanitys last exm', 'livecodbecnh v5'];
    const expected = [['helm_safety'], ['gpqa_diamond'], ['hle'], ['live_code_bench']];
    const table = buildNameTable(loadCatalog(['data']));
    for (const find of [buildEntityFinder(table), buildEntityFinder(withNamesAdded(table, 20))])
      expect(slips.map((slip) => find(slip).map((mention) => mention.id))).toEqual(expected);
  });

  it('does not read a shorter name as a typo of a longer one', () => {
    expect(named('humaneval_cn a variant of humaneval', seeds)).toEqual(['humaneval_cn']);
  });
});
