/**
 * The record index as benchbot builds it (words counted outside MiniSearch and put in through its
 * protected fields, postings packed in typed arrays) against MiniSearch's own `addAll` over the
 * same records, fields, tokenizer and options: the time to build each and the memory each holds.
 * Needs --expose-gc (the harness runs sizes with it).
 */
import MiniSearch from 'minisearch';
import type { BenchRecord } from '../src/catalog/record.js';
import { buildRecordIndex, RECORD_INDEX_OPTIONS } from '../src/search/records.js';
import { timed } from './measure.js';

export type IndexBuild = { buildMs: number; heldMB: number };
export type RecordIndexes = { ours: IndexBuild; documented: IndexBuild };

const BUILDS = 3;

function collect(): number {
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, external } = process.memoryUsage();
  // Typed arrays (the packed postings) live outside the heap: `external` counts them.
  return heapUsed + external;
}

/**
 * The memory one build holds once garbage is gone. Its own call, so that nothing of it is left
 * on the caller's stack when the next is measured.
 */
function heldBy(build: () => MiniSearch<BenchRecord>): number {
  const before = collect();
  const index = build();
  const after = collect();
  // Read after the measurement, so the index is still reachable when it is taken.
  if (index.documentCount < 0) throw new Error('unreachable');
  return (after - before) / 2 ** 20;
}

/** The median time of BUILDS builds. */
function buildMs(build: () => MiniSearch<BenchRecord>): number {
  const times = Array.from({ length: BUILDS }, () => {
    collect();
    return timed(build).ms;
  }).sort((a, b) => a - b);
  return times[Math.floor(BUILDS / 2)] ?? 0;
}

export function compareRecordIndexes(records: readonly BenchRecord[]): RecordIndexes {
  const ours = () => buildRecordIndex(records);
  const documented = () => {
    const index = new MiniSearch<BenchRecord>(RECORD_INDEX_OPTIONS);
    index.addAll(records);
    return index;
  };
  // Memory first, before any build has left garbage behind.
  const oursMB = heldBy(ours);
  const documentedMB = heldBy(documented);
  return {
    ours: { buildMs: buildMs(ours), heldMB: oursMB },
    documented: { buildMs: buildMs(documented), heldMB: documentedMB },
  };
}
