/** The two catalogs the tests answer from, loaded once per test file. */
import { loadContext } from '../../src/context.js';

export const SHARED_PAGES = '../shared/catalog/pages';

let bundled: ReturnType<typeof loadContext> | undefined;
let shared: ReturnType<typeof loadContext> | undefined;

/** data/ alone: kcle, gaokao_math, nq_cn. */
export function bundledContext() {
  bundled ??= loadContext(['data']);
  return bundled;
}

/** data/ plus the shared catalog pages. */
export function sharedContext() {
  shared ??= loadContext(['data', SHARED_PAGES]);
  return shared;
}
