/**
 * A hash of the code that turns files into a catalog: part of the key of everything saved from a
 * load (the CLI's snapshot, a server's saved catalog), so that new code never reads what old code
 * saved. The modules' names and bytes, read once per process and list of folders.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This folder: the catalog's parsing. */
export const CATALOG_CODE = dirname(fileURLToPath(import.meta.url));
/** The search index's building, beside it. */
export const SEARCH_CODE = join(CATALOG_CODE, '..', 'search');

const hashes = new Map<string, string>();

export function codeHash(folders: readonly string[]): string {
  const key = folders.join('\0');
  let known = hashes.get(key);
  if (known === undefined) {
    const hash = createHash('sha256');
    for (const folder of folders) {
      for (const name of readdirSync(folder).sort()) {
        if (/\.(js|ts)$/.test(name)) hash.update(`${name}\0`).update(readFileSync(join(folder, name)));
      }
    }
    known = hash.digest('hex');
    hashes.set(key, known);
  }
  return known;
}
