/** Turns on the serving thread: requests in the order they came, a reload every other turn. */
import { describe, expect, it } from 'vitest';
import { backgroundTurn, requestTurn } from '../../src/turns.js';

describe('turns', () => {
  it('gives a waiting reload every other turn, and requests theirs in order', async () => {
    const order: string[] = [];
    const waits = [
      ...[1, 2, 3, 4].map((n) => requestTurn().then(() => order.push(`request ${n}`))),
      ...[1, 2].map((n) => backgroundTurn().then(() => order.push(`reload ${n}`))),
    ];
    await Promise.all(waits);
    expect(order).toEqual(['reload 1', 'request 1', 'reload 2', 'request 2', 'request 3', 'request 4']);
  });

  it('lets a timer fire between two turns', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('timer'), 0);
    const busy = (name: string) => {
      const until = performance.now() + 5;
      while (performance.now() < until);
      order.push(name);
    };
    await Promise.all(['a', 'b', 'c'].map((name) => requestTurn().then(() => busy(name))));
    expect(order.indexOf('timer')).toBeLessThan(order.indexOf('c'));
  });
});
