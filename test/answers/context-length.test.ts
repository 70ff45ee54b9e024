import { describe, expect, it } from 'vitest';
import { lengthAsked, statedLength, stopsShort } from '../../src/answers/context-length.js';
import { bundledContext } from './contexts.js';

describe('context length: the floor a question asks, the longest input a record states', () => {
  it('reads a floor however it is written, and no floor from a ceiling', () => {
    expect(lengthAsked('anything past 100k tokens?')).toMatchObject({ tokens: 100_000, said: '100k tokens' });
    expect(lengthAsked('any benchmark with 1M+ token context?')).toMatchObject({ tokens: 1_000_000 });
    expect(lengthAsked('超过 128k 的评测')).toMatchObject({ tokens: 128_000 });
    expect(lengthAsked('a 200k context eval')).toMatchObject({ tokens: 200_000 });
    expect(lengthAsked('something under 32k tokens')).toBeUndefined();
    expect(lengthAsked('how many items in mmlu?')).toBeUndefined();
  });

  it("reads a record's own fields, words counted as tokens, the longest of a range", () => {
    const records = bundledContext().catalog.records;
    const record = (id: string) => {
      const found = records.get(id);
      if (!found) throw new Error(`no record ${id}`);
      return found;
    };
    expect(statedLength(record('longbench'))).toMatchObject({ written: '15k words', where: 'summary' });
    // "from 0k tokens up to 10M (extended to 50M …)": the longest it states.
    expect(statedLength(record('babilong'))?.tokens).toBe(50_000_000);
    expect(
      stopsShort(record('the_facts_grounding_leaderboard'), { tokens: 100_000, written: '', said: '' }),
    ).toBe(true);
    expect(stopsShort(record('leval'), { tokens: 100_000, written: '', said: '' })).toBe(false);
    // A record that states no length is not ruled out.
    expect(stopsShort(record('mmlu'), { tokens: 100_000, written: '', said: '' })).toBe(false);
  });
});
