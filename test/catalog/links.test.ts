import { describe, expect, it } from 'vitest';
import { sentences } from '../../src/catalog/links.js';

describe('sentences', () => {
  it('splits at a full stop before a capital, but not inside a citation or an "e.g."', () => {
    expect(
      sentences(
        'Not to be confused with AGIEval (Zhong et al. 2023, arXiv 2304.06364), a broader set. It uses e.g. GPT-4 as judge. Done by Smith et al. The rest follows.',
      ),
    ).toEqual([
      'Not to be confused with AGIEval (Zhong et al. 2023, arXiv 2304.06364), a broader set.',
      'It uses e.g. GPT-4 as judge.',
      'Done by Smith et al.',
      'The rest follows.',
    ]);
  });
});
