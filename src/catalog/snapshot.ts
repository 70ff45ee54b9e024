/**
 * A compiled snapshot of a catalog directory: what parsing its record files gave (records and
 * problems, file by file), saved as JSON. A CLI run that finds a snapshot matching the files reads
 * it instead of parsing every page (YAML and schema checks: about 0.4 s for the bundled 244 files
 * on a cold process, against about 0.03 s to check and read the snapshot).
 *
 * The key is a hash of every record file's path, size and content, and of the catalog code that
 * parsed them. Content rather than modification times: reading and hashing the bundled 2.8 MB
 * costs about 7 ms more than a stat of each file, and times miss edits that keep them (an
 * archive extracted with its times, `cp -p`, two edits within the clock's granularity). The code
 * is in the key so that a snapshot is never read by a parser other than the one that wrote it.
 *
 * JSON rather than v8.serialize: deserialized objects came back in a slower shape, and building
 * the search index over them took twice as long.
 */
import { createHash } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { ParsedFile } from './catalog.js';
import { recordFiles } from './load.js';
import { CATALOG_CODE, codeHash } from './code-hash.js';

/** Bumped when what a snapshot holds changes shape. */
const FORMAT = 'benchbot-snapshot/1';

type SnapshotFile = { format: typeof FORMAT; key: string; files: ParsedFile[] };

/**
 * The key of a catalog: its record files (as recordFiles lists them, in order) with their sizes
 * and contents, and the code that parses them. Any file changed, added, removed or renamed
 * changes it.
 */
export function snapshotKey(files: readonly string[]): string {
  const hash = createHash('sha256').update(`${FORMAT}\0${codeHash([CATALOG_CODE])}\0`);
  for (const file of files) {
    const bytes = readFileSync(file);
    hash.update(`${file}\0${bytes.byteLength}\0`).update(bytes);
  }
  return hash.digest('hex');
}

/**
 * The parsed files of `dirs` saved in `snapshotPath`, or undefined when there is no snapshot,
 * it cannot be read, or it was made from other files or other code (then parse as usual).
 */
export function readSnapshot(snapshotPath: string, dirs: readonly string[]): ParsedFile[] | undefined {
  let saved: Partial<SnapshotFile>;
  try {
    saved = JSON.parse(readFileSync(snapshotPath, 'utf8')) as Partial<SnapshotFile>;
  } catch {
    return undefined;
  }
  if (saved.format !== FORMAT || !Array.isArray(saved.files)) return undefined;
  return saved.key === snapshotKey(recordFiles(dirs)) ? saved.files : undefined;
}

/**
 * Saves the parse of `dirs` (as `parse` gives it, file by file in catalog order) to
 * `snapshotPath`, written beside it and renamed into place so that no reader sees half a file.
 */
export function writeSnapshot(
  snapshotPath: string,
  dirs: readonly string[],
  parse: (files: readonly string[]) => ParsedFile[],
): { files: number; records: number } {
  const files = recordFiles(dirs);
  const key = snapshotKey(files);
  const parsed = parse(files);
  const snapshot: SnapshotFile = { format: FORMAT, key, files: parsed };
  const temporary = `${snapshotPath}.${process.pid}.tmp`;
  writeFileSync(temporary, JSON.stringify(snapshot));
  renameSync(temporary, snapshotPath);
  return { files: files.length, records: parsed.reduce((sum, file) => sum + file.records.length, 0) };
}
