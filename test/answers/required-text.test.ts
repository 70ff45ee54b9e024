import { describe, expect, it } from 'vitest';
import { requiredText } from '../../src/answers/required-text.js';

describe('requiredText', () => {
  it('finds the longest run of plain words at the top level', () => {
    expect(requiredText(/(.+?) is top of the (\d+) reported results on (.+?)\./)).toBe(
      ' reported results on ',
    );
    expect(requiredText(/^(\S+) is scored by (.+?) \(metric\.name\)\./)).toBe(' (metric.name).');
  });

  it('reads escaped marks as themselves, and escaped letters as no text', () => {
    expect(requiredText(/\(metric\.name\)/)).toBe('(metric.name)');
    expect(requiredText(/\bitems\s+in\b/)).toBe('items');
    expect(requiredText(/\p{L}{3} and \u00e9+tude/u)).toBe(' and ');
  });

  it('leaves out what may be missing or repeated', () => {
    // "tests?" may end at "test"; "x*" may be absent; "{2}" is counted, not written once.
    expect(requiredText(/more tests? here/)).toBe('more test');
    expect(requiredText(/abcx*def/)).toBe('abc');
    expect(requiredText(/abcdd+ef/)).toBe('abcdd');
    expect(requiredText(/ab(?:cd)?efg/)).toBe('efg');
    expect(requiredText(/x{2}yz/)).toBeUndefined();
  });

  it('gives nothing for a top-level choice, or a run too short to filter', () => {
    expect(requiredText(/not this|not that/)).toBeUndefined();
    expect(requiredText(/(?:not this|not that) one/)).toBe(' one');
    expect(requiredText(/[abc]+\d/)).toBeUndefined();
    expect(requiredText(/a.b/)).toBeUndefined();
  });

  it('skips groups and classes whole, brackets and bars inside them included', () => {
    expect(requiredText(/(?<=[(|])xyz\)/)).toBe('xyz)');
    expect(requiredText(/([)|]|\)) tail end/)).toBe(' tail end');
  });

  it('gives the text in lower case under the i flag', () => {
    expect(requiredText(/Your Number/i)).toBe('your number');
  });

  it('never names a text that a match lacks', () => {
    const cases: [RegExp, string[]][] = [
      [/(.+?) is top of the (\d+) results/, ['GPT-4 is top of the 12 results', 'x is top of the 1 results']],
      [/ab+c/, ['abc', 'abbbbc']],
      [/more tests? here/, ['more test here', 'more tests here']],
      [/\bx{1,3}yzw/, ['xyzw', 'xxxyzw']],
      [/Your Number/i, ['YOUR NUMBER', 'your number']],
    ];
    for (const [pattern, texts] of cases) {
      const needed = requiredText(pattern);
      for (const text of texts) {
        expect(pattern.test(text)).toBe(true);
        if (needed !== undefined) {
          const seen = pattern.flags.includes('i') ? text.toLowerCase() : text;
          expect(seen).toContain(needed);
        }
      }
    }
  });
});
