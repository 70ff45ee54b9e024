import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  editDistance,
  isFarLetter,
  looselySpaced,
  normalizeName,
  spelledName,
  swapsWord,
  typedText,
} from '../../src/search/normalize.js';
import { isEnglishWord } from '../../src/search/words.js';
import { tokenize } from '../../src/search/tokenize.js';

describe('typedText', () => {
  it('reads a Greek letter and a superscript as they are typed on a Latin keyboard', () => {
    expect(typedText('Neither τ²-bench nor τ³-bench has a page')).toBe(
      'neither tau2-bench nor tau3-bench has a page',
    );
    expect(typedText('Plain ASCII, kept')).toBe('plain ascii, kept');
  });
});

describe('normalizeName', () => {
  it('ignores case, width, spaces, hyphens, underscores and punctuation', () => {
    for (const written of ['nq_cn', 'NQ-CN', 'NQ CN', 'nqcn', 'ＮＱ＿ＣＮ', 'nq.cn!']) {
      expect(normalizeName(written)).toBe('nqcn');
    }
  });
});

describe('spelledName', () => {
  it('keeps where the words of a name break, as one underscore each', () => {
    expect(spelledName('Math Self')).toBe('math_self');
    expect(spelledName('MMLU-Pro (5-shot)')).toBe('mmlu_pro_5_shot');
    expect(spelledName('ｍａｔｈ＿ｓｅｌｆ')).toBe('math_self');
    expect(spelledName('mathself')).toBe('mathself');
    expect(spelledName('Are we done with MMLU?')).toBe('are_we_done_with_mmlu');
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbouring letters as one edit', () => {
    expect(editDistance('kcel', 'kcle', 2)).toBe(1);
    expect(editDistance('gaokaomaths', 'gaokaomath', 2)).toBe(1);
  });

  it('stops at the limit', () => {
    expect(editDistance('humaneval', 'mmlu', 2)).toBe(3);
  });
});

describe('isFarLetter', () => {
  it('tells a letter far from the one meant from a neighbouring key or a vowel for a vowel', () => {
    expect(isFarLetter('superclue', 'superglue')).toBe(true);
    expect(isFarLetter('gpqa_diamomd', 'gpqa_diamond')).toBe(false);
    expect(isFarLetter('humanevel', 'humaneval')).toBe(false);
    expect(isFarLetter('kcel', 'kcle')).toBe(false);
    expect(isFarLetter('gsm1k', 'gsm8k')).toBe(false);
  });
});

describe('swapsWord', () => {
  it('tells a letter that makes another word from a slip, by the longest word round it', () => {
    expect(swapsWord('superclue', 'superglue', isEnglishWord)).toBe(true);
    expect(swapsWord('abstensionbench', 'abstentionbench', isEnglishWord)).toBe(false);
    expect(swapsWord('aradise', 'aradice', isEnglishWord)).toBe(false);
    expect(swapsWord('mbbp', 'mbpp', isEnglishWord)).toBe(false);
  });
});

describe('looselySpaced', () => {
  it('finds a model name however its letters and number are spaced', () => {
    const gpt4 = new RegExp(looselySpaced('gpt4'), 'i');
    expect(['GPT-4 with plugins', 'gpt 4', 'GPT4'].every((text) => gpt4.test(text))).toBe(true);
    expect(gpt4.test('GPT-3.5')).toBe(false);
  });
});

describe('tokenize', () => {
  it('splits CJK runs into character bigrams', () => {
    expect(tokenize('单选题')).toEqual(['单选', '选题']);
  });

  it('keeps a lone CJK character', () => {
    expect(tokenize('问 题')).toEqual(['问', '题']);
  });

  it('gives the parts and the whole of a joined name', () => {
    expect(tokenize('nq_cn GPQA-Diamond')).toEqual(['nq', 'cn', 'nqcn', 'gpqa', 'diamond', 'gpqadiamond']);
  });

  it('folds full-width letters', () => {
    expect(tokenize('ＧＰＱＡ')).toEqual(['gpqa']);
  });

  it('reads ASCII text as the general path does', () => {
    // A no-break space is a separator after NFKC and sends the text down the general path.
    const ascii = fc.string({ unit: fc.constantFrom(...'aZ09_- .-_x/@#\n'.split('')), maxLength: 40 });
    fc.assert(
      fc.property(ascii, (text) => {
        expect(tokenize(text)).toEqual(tokenize(`${text}\u00a0`));
      }),
      { numRuns: 2000 },
    );
    expect(tokenize('a--b _c_ d-e_f 3.5-turbo')).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
      'def',
      '3',
      '5',
      'turbo',
      '5turbo',
    ]);
  });
});
