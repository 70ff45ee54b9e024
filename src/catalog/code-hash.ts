/**
 * A hash of the code that turns files into a catalog: part of the key of everything saved from a
 * load (the CLI's snapshot, a server's saved catalog), so that new code never reads what old code
 * saved. The modules' names and bytes, and the versions of the libraries whose structures are
 * saved, read once per process and list.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This folder: the catalog's parsing. */
export const CATALOG_CODE = dirname(fileURLToPath(import.meta.url));
/** The search index's building, beside it. */
export const SEARCH_CODE = join(CATALOG_CODE, '..', 'search');

const hashes = new Map<string, string>();

/**
 * @example codeHash([CATALOG_CODE, SEARCH_CODE], ['minisearch']) // changes with either folder's code or minisearch's version
 */
export function codeHash(folders: readonly string[], libraries: readonly string[] = []): string {
  const key = [...folders, '', ...libraries].join('\0');
  let known = hashes.get(key);
  if (known === undefined) {
    const hash = createHash('sha256');
    for (const library of libraries) hash.update(`${library}@${libraryVersion(library)}\0`);
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

/**
 * The installed version of a package, from the package.json of the folder its entry point is in
 * (a package may not export its package.json).
 *
 * @example libraryVersion('minisearch') // '7.2.0'
 */
export function libraryVersion(name: string): string {
  let folder = dirname(createRequire(import.meta.url).resolve(name));
  while (basename(folder) !== name) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`code-hash: no package folder named ${name}`);
    folder = parent;
  }
  const { version } = JSON.parse(readFileSync(join(folder, 'package.json'), 'utf8')) as { version: string };
  return version;
}
