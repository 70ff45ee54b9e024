/** The two catalogs the tests answer from, loaded once per test file. */
import { loadContext } from '../../src/context.js';

let seeds: ReturnType<typeof loadContext> | undefined;
let bundled: ReturnType<typeof loadContext> | undefined;

/** data/records/ alone: the three seed records kcle, gaokao_math, nq_cn. */
export function seedContext() {
  seeds ??= loadContext(['data/records']);
  return seeds;
}

/** data/: the bundled catalog, the seeds plus the catalog's pages. */
export function bundledContext() {
  bundled ??= loadContext(['data']);
  return bundled;
}
