/**
 * A per-user token bucket: each user may run `burst` commands at once, and gets `perMinute`
 * tokens back per minute. Answers that cost nothing to the catalog (autocomplete) are never
 * counted; the faces decide what to count.
 */

export type RateLimitOptions = { perMinute: number; burst: number };

/** Either the command may run, or the user should wait `retryAfterSeconds` (whole seconds, at least 1). */
export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

type Bucket = { tokens: number; at: number };

/** Buckets idle long enough to be full again are forgotten, so memory follows active users only. */
const SWEEP_EVERY = 1000;

export class RateLimiter {
  readonly #perMs: number;
  readonly #burst: number;
  readonly #buckets = new Map<string, Bucket>();
  #takes = 0;

  constructor(options: RateLimitOptions) {
    this.#perMs = options.perMinute / 60_000;
    this.#burst = Math.max(1, options.burst);
  }

  /**
   * Takes one token from the user's bucket.
   *
   * @example limiter.take('123', Date.now()) // { allowed: true }
   */
  take(userId: string, now: number = Date.now()): RateDecision {
    if (++this.#takes % SWEEP_EVERY === 0) this.#sweep(now);
    const bucket = this.#buckets.get(userId) ?? { tokens: this.#burst, at: now };
    // A clock that goes backwards (NTP step) refills nothing rather than draining.
    const refilled = Math.min(this.#burst, bucket.tokens + Math.max(0, now - bucket.at) * this.#perMs);
    if (refilled >= 1) {
      this.#buckets.set(userId, { tokens: refilled - 1, at: now });
      return { allowed: true };
    }
    this.#buckets.set(userId, { tokens: refilled, at: now });
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - refilled) / this.#perMs / 1000)) };
  }

  /** How many users currently have a bucket that is not full (for tests and metrics). */
  get size(): number {
    return this.#buckets.size;
  }

  #sweep(now: number): void {
    for (const [userId, bucket] of this.#buckets) {
      if (bucket.tokens + (now - bucket.at) * this.#perMs >= this.#burst) this.#buckets.delete(userId);
    }
  }
}

/** The words a user sees when their bucket is empty. */
export function slowDownMessage(retryAfterSeconds: number): string {
  return `Slow down: try again in ${retryAfterSeconds} s.`;
}
