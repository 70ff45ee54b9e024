/**
 * Name resolution: what record a typed name means, before any full-text search. Order: the exact
 * id, then an id, name or alias after normalisation, then a harness task name, then a linked id,
 * then a near spelling when one record is clearly nearest.
 */
import type { Resolution, SearchHit } from './types.js';
import { hitOf } from './hits.js';
import { editDistance, normalizeName } from './normalize.js';
import { initialsOf, TIER, type NameTable } from './names.js';

/** Edits a typo may have: none under 4 characters ("mmlu" is not "mmlx"), one under 6, else two. */
export function allowedEdits(length: number): number {
  return length < 4 ? 0 : length < 6 ? 1 : 2;
}

/** The records nearest in spelling to a key, nearest first, with their distance. */
export function nearSpellings(
  table: NameTable,
  key: string,
  maxEdits: number,
): { record: number; distance: number }[] {
  // No name is within reach of a key longer than the longest by more than the edits allowed, and
  // the tree's walk over a whole question (1,000 characters) was 15 ms of one request.
  if (maxEdits === 0 || key.length < 3 || key.length > longestSpelling(table) + maxEdits) return [];
  const best = new Map<number, number>();
  // The radix tree's Levenshtein walk finds candidates; a swap counts two there, so search one
  // further and rank by the OSA distance, where a swap ("kcel") counts one.
  for (const candidate of table.spellings.fuzzyGet(key, maxEdits + 1).keys()) {
    const distance = editDistance(key, candidate, maxEdits);
    if (distance > maxEdits) continue;
    for (const owner of table.owners.get(candidate) ?? []) {
      if (owner.record < 0) continue;
      const known = best.get(owner.record);
      if (known === undefined || distance < known) best.set(owner.record, distance);
    }
  }
  return [...best]
    .map(([record, distance]) => ({ record, distance }))
    .sort((a, b) => a.distance - b.distance || a.record - b.record);
}

const longest = new WeakMap<NameTable, number>();

/** The length of the table's longest spelling, found once per table. */
function longestSpelling(table: NameTable): number {
  let length = longest.get(table);
  if (length === undefined) {
    length = 0;
    for (const key of table.owners.keys()) length = Math.max(length, key.length);
    longest.set(table, length);
  }
  return length;
}

/**
 * Resolves a typed name. `more` supplies further suggestions (prefix and full-text matches) when
 * nothing resolves.
 *
 * @example resolveName(table, 'NQ CN', more) // { kind: 'record', id: 'nq_cn', via: 'id', matched: 'nq_cn' }
 */
export function resolveName(
  table: NameTable,
  name: string,
  more: (query: string) => SearchHit[],
): Resolution {
  const query = name.trim();
  if (query === '') return { kind: 'none', query, suggestions: [] };
  const exact = table.recordIndex.get(query.toLowerCase());
  if (exact !== undefined)
    return { kind: 'record', id: query.toLowerCase(), via: 'id', matched: query.toLowerCase() };

  const key = normalizeName(query);
  const owners = table.owners.get(key);
  const first = owners?.[0];
  if (owners && first) {
    const tier = TIER[first.source];
    const ids = [...new Set(owners.filter((owner) => TIER[owner.source] === tier).map((owner) => owner.id))];
    if (first.source === 'linked') return { kind: 'linked', id: first.id };
    if (ids.length > 1) return { kind: 'ambiguous', ids, matched: first.written };
    return { kind: 'record', id: first.id, via: first.source, matched: first.written };
  }
  const initial = initialsOf(table).get(key)?.[0];
  if (initial) return { kind: 'record', id: initial.id, via: 'initials', matched: initial.written };

  const near = nearSpellings(table, key, Math.max(allowedEdits(key.length), 2));
  const [best, second] = near;
  const bestRecord = best && table.records[best.record];
  if (
    best &&
    bestRecord &&
    best.distance <= allowedEdits(key.length) &&
    (!second || second.distance > best.distance)
  ) {
    return { kind: 'record', id: bestRecord.id, via: 'fuzzy', matched: bestRecord.id };
  }
  const suggestions: SearchHit[] = [];
  const seen = new Set<string>();
  for (const { record, distance } of near) {
    const found = table.records[record];
    if (found && !seen.has(found.id)) {
      seen.add(found.id);
      suggestions.push(hitOf(found, 1 / (1 + distance)));
    }
  }
  for (const hit of suggestions.length < 5 ? more(query) : []) {
    if (suggestions.length >= 5) break;
    if (!seen.has(hit.id)) {
      seen.add(hit.id);
      suggestions.push({ ...hit, score: Math.min(hit.score, 0.3) });
    }
  }
  return { kind: 'none', query, suggestions: suggestions.slice(0, 5) };
}
