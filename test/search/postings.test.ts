import { describe, expect, it } from 'vitest';
import { Postings, PostingsLog } from '../../src/search/postings.js';

/** A log of (list, record, count) entries in record order, packed into `lists` lists. */
async function packed(entries: [number, number, number][], lists: number) {
  const log = new PostingsLog();
  for (const [list, record, count] of entries) log.push(list, record, count);
  const sliced = await log.pack(lists);
  expect(log.packNow(lists)).toEqual(sliced);
  return sliced;
}

describe('packed postings', () => {
  it('sorts a log into lists, each with its records ascending and their counts', async () => {
    const postings = await packed(
      [
        [1, 0, 2],
        [0, 0, 1],
        [1, 3, 5],
        [2, 4, 1],
        [0, 7, 4],
      ],
      3,
    );
    const list = (n: number) =>
      new Postings(postings, postings.starts[n] as number, postings.starts[n + 1] as number);
    expect([...list(0)]).toEqual([
      [0, 1],
      [7, 4],
    ]);
    expect([...list(1).keys()]).toEqual([0, 3]);
    expect(list(2).size).toBe(1);
  });

  it('answers a count asked out of order, and nothing for a record not in the list', async () => {
    const entries: [number, number, number][] = Array.from({ length: 50 }, (_, n) => [0, n * 2, n + 1]);
    const postings = await packed(entries, 1);
    const list = new Postings(postings, 0, postings.starts[1] as number);
    expect(list.get(98)).toBe(50);
    expect(list.get(0)).toBe(1);
    expect(list.get(2)).toBe(2);
    expect(list.get(41)).toBeUndefined();
    expect(list.get(1000)).toBeUndefined();
  });

  it('keeps a count beyond what 16 bits hold at their largest', async () => {
    const postings = await packed([[0, 0, 100_000]], 1);
    expect(new Postings(postings, 0, 1).get(0)).toBe(0xffff);
  });
});
