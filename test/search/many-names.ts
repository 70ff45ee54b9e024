/**
 * A name table grown to the size of a large catalog: each name of the bundled one again under
 * `copies` letter prefixes, owned by a name without a record, as many of a large catalog's are.
 */
import SearchableMap from 'minisearch/SearchableMap';
import type { NameTable } from '../../src/search/names.js';

/** `n` written in letters only ("bc" for 12): words with digits are never read as slips of names. */
export function lettersOf(n: number): string {
  return n.toString(36).replace(/\d/g, (digit) => 'abcdefghij'.charAt(Number(digit)));
}

export function withNamesAdded(table: NameTable, copies: number): NameTable {
  const owners = new Map(table.owners);
  const spellings = new SearchableMap<true>();
  for (const name of table.owners.keys()) {
    spellings.set(name, true);
    for (let copy = 0; copy < copies; copy++) {
      const key = `zz${lettersOf(copy)}${name}`;
      owners.set(key, [{ id: key, record: -1, source: 'linked', written: key }]);
      spellings.set(key, true);
    }
  }
  return { ...table, owners, spellings };
}
