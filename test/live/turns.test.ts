/** Turns on the serving thread: requests in the order they came, a reload every other turn. */
import { describe, expect, it } from 'vitest';
import { backgroundTurn, requestTurn } from '../../src/turns.js';

describe('turns', () => {
  it('gives a waiting reload every other turn, and answers theirs in order', async () => {
    const order: string[] = [];
    const waits = [
      ...[1, 2, 3, 4].map((n) => requestTurn('answer').then(() => order.push(`answer ${n}`))),
      ...[1, 2].map((n) => backgroundTurn().then(() => order.push(`reload ${n}`))),
    ];
    await Promise.all(waits);
    expect(order).toEqual(['reload 1', 'answer 1', 'reload 2', 'answer 2', 'answer 3', 'answer 4']);
  });

  it('puts autocomplete ahead of waiting answers, four at most in a row', async () => {
    const order: string[] = [];
    const waits = [
      ...[1, 2].map((n) => requestTurn('answer').then(() => order.push(`answer ${n}`))),
      ...[1, 2, 3, 4, 5, 6].map((n) => requestTurn('quick').then(() => order.push(`quick ${n}`))),
    ];
    await Promise.all(waits);
    expect(order).toEqual([
      'quick 1',
      'quick 2',
      'quick 3',
      'quick 4',
      'answer 1',
      'quick 5',
      'quick 6',
      'answer 2',
    ]);
  });

  it('lets a timer fire between two turns', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    const busy = (name: string) => {
      const until = performance.now() + 5;
      while (performance.now() < until);
      order.push(name);
    };
    await Promise.all(['a', 'b', 'c'].map((name) => requestTurn('answer').then(() => busy(name))));
    expect(order.indexOf('timer')).toBeLessThan(order.indexOf('c'));
  });
});
