/**
 * A seeded random generator, so every run builds the same synthetic catalog and the same queries
 * and two runs (or two machines) measure the same work.
 */

export type Random = {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  int(n: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** True with probability `p`. */
  chance(p: number): boolean;
  /** A shuffled copy. */
  shuffle<T>(list: readonly T[]): T[];
};

/** mulberry32: small, fast and good enough to pick names; not for anything secret. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  return {
    next,
    int,
    pick: <T>(list: readonly T[]): T => list[int(list.length)] as T,
    chance: (p) => next() < p,
    shuffle: <T>(list: readonly T[]): T[] => {
      const copy = [...list];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}
