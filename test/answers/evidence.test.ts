/**
 * Which records a quoted clause is about (src/answers/evidence.ts): a relation read from a
 * sentence about a third record is not said of the two asked about.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load.js';
import { namesAnother } from '../../src/answers/evidence.js';

const catalog = loadCatalog(['data/pages']);
const record = (id: string) => {
  const found = catalog.records.get(id);
  if (!found) throw new Error(`no record ${id}`);
  return found;
};

describe('namesAnother', () => {
  const cl = record('swe_bench_cl');
  const verified = record('swe_bench_verified');

  it("reads no third record inside one of the two's own names", () => {
    expect(
      namesAnother(catalog, 'this is a protocol on swe-bench verified, not a new issue pool', cl, verified),
    ).toBe(false);
  });

  it('reads a third record named beside them', () => {
    expect(namesAnother(catalog, 'its tasks were drawn from swe-bench lite', cl, verified)).toBe(true);
    expect(namesAnother(catalog, 'unlike `swe_bench_multilingual`, it is python only', cl, verified)).toBe(
      true,
    );
  });
});
