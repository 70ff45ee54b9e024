/** Turning record indices into SearchHits, shared by suggest, resolve and search. */
import type { BenchRecord } from '../catalog/record.js';
import type { SearchHit } from './types.js';

/** A SearchHit for a record with a score. */
export function hitOf(record: BenchRecord, score: number): SearchHit {
  return { id: record.id, name: record.page.name, category: record.page.category, score };
}
