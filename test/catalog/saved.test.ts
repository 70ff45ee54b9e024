/**
 * A server's saved catalog (src/catalog/saved.ts through loadForServing): read at a start only when
 * it was made from the same files, and checked against their contents once the server is up.
 */
import {
  copyFileSync,
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { codeHash, libraryVersion, SEARCH_CODE } from '../../src/catalog/code-hash.js';
import { loadForServing, type ServingLoad } from '../../src/serving-load.js';
import { buildSearchIndexInSlices } from '../../src/search/index.js';

const PAGES = ['mmlu.md', 'gpqa_diamond.md', 'humaneval.md'];
/** Same length as "four-choice" in mmlu's summary: an edit that keeps the file's size. */
const EDITED = ['four-choice', 'FOUR-CHOICE'] as const;
const FILE_TIME = new Date('2026-01-01T00:00:00Z');

let root: string;
let dir: string;
let cacheDir: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'benchbot-saved-'));
  dir = join(root, 'catalog');
  cacheDir = join(root, 'cache');
  mkdirSync(dir);
  for (const page of PAGES) {
    copyFileSync(join('data/pages', page), join(dir, page));
    // Whole seconds, so that an edit can put the time back exactly (see editMmlu).
    utimesSync(join(dir, page), FILE_TIME, FILE_TIME);
  }
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A start: loads the catalog, then does what a server does once it serves (save, or check). */
async function start(): Promise<{ load: ServingLoad; after: 'stale' | undefined; summary?: string }> {
  const load = await loadForServing([dir], { cacheDir });
  const after = await load.afterServing?.();
  return { load, after, summary: load.catalog.records.get('mmlu')?.page.summary };
}

/** Edits mmlu's summary in place; `keepTimes` puts its modification time back (as `cp -p` would). */
function editMmlu(keepTimes: boolean): void {
  const file = join(dir, 'mmlu.md');
  writeFileSync(file, readFileSync(file, 'utf8').replace(EDITED[0], EDITED[1]));
  if (keepTimes) utimesSync(file, FILE_TIME, FILE_TIME);
}

const savedFiles = () => readdirSync(join(cacheDir, 'served'));

describe('a saved catalog', () => {
  it('is written after a first start and read at the next, with the same answers', async () => {
    const first = await start();
    expect(savedFiles()).toHaveLength(1);
    const second = await start();
    expect([first.load.from, second.load.from]).toEqual(['files', 'saved']);
    expect(second.after).toBeUndefined();
    expect([...second.load.catalog.records.keys()]).toEqual([...first.load.catalog.records.keys()]);
    expect(second.load.catalog.problems).toEqual(first.load.catalog.problems);
    const ids = async ({ catalog, indexed }: ServingLoad, query: string) =>
      (await buildSearchIndexInSlices(catalog, { indexed })).search(query).map((hit) => [hit.id, hit.score]);
    for (const query of ['multiple choice science', 'gpqa', 'code', 'knowledge test'])
      expect(await ids(second.load, query)).toEqual(await ids(first.load, query));
  });

  it('restores an index that answers as the parsed one did, at the size of the bundled catalog', async () => {
    const pages = join(root, 'pages');
    cpSync('data/pages', pages, { recursive: true });
    const parsed = await loadForServing([pages], { cacheDir });
    await parsed.afterServing?.();
    const restored = await loadForServing([pages], { cacheDir });
    expect([parsed.from, restored.from]).toEqual(['files', 'saved']);
    const [before, after] = await Promise.all(
      [parsed, restored].map(({ catalog, indexed }) => buildSearchIndexInSlices(catalog, { indexed })),
    );
    // A query per record, from the first words of its summary: every posting list is read.
    for (const record of parsed.catalog.records.values()) {
      const query = record.page.summary.split(' ').slice(0, 4).join(' ');
      const hits = (index: typeof before) => index?.search(query).map((hit) => [hit.id, hit.score]);
      expect(hits(after), query).toEqual(hits(before));
    }
  });

  it('is not read when a file changed, and is replaced by the new load', async () => {
    await start();
    editMmlu(false);
    const edited = await start();
    expect(edited.summary).toContain(EDITED[1]);
    expect((await start()).summary).toContain(EDITED[1]);
  });

  it('is not read when a file was added or removed', async () => {
    await start();
    copyFileSync(join('data/pages', 'aime_2024.md'), join(dir, 'aime_2024.md'));
    expect((await start()).load.catalog.records.has('aime_2024')).toBe(true);
    unlinkSync(join(dir, 'gpqa_diamond.md'));
    const removed = await start();
    expect(removed.load.catalog.records.has('gpqa_diamond')).toBe(false);
    expect(removed.load.catalog.records.size).toBe(3);
  });

  it('is found stale by its contents when an edit kept the size and time, and the next load parses', async () => {
    await start();
    editMmlu(true);
    const stale = await start();
    // Read by size and time (the start's quick check), then found out by content once serving.
    expect(stale.summary).toContain(EDITED[0]);
    expect(stale.after).toBe('stale');
    expect(savedFiles()).toEqual([]);
    expect((await start()).summary).toContain(EDITED[1]);
  });

  it('is parsed over when the saved file is damaged', async () => {
    await start();
    const [name] = savedFiles();
    const saved = join(cacheDir, 'served', name ?? '');
    writeFileSync(saved, readFileSync(saved).subarray(0, 200));
    const again = await start();
    expect(again.load.catalog.records.size).toBe(3);
    expect(again.summary).toContain(EDITED[0]);
  });

  it('is ignored, and the files parsed, when its bytes were changed on disk', async () => {
    await start();
    const [name] = savedFiles();
    const saved = join(cacheDir, 'served', name ?? '');
    // The same length and still a valid serialization: only a checksum tells.
    const bytes = readFileSync(saved);
    const at = bytes.indexOf(EDITED[0]);
    expect(at).toBeGreaterThan(0);
    bytes.write(EDITED[1], at);
    writeFileSync(saved, bytes);
    const again = await start();
    expect(again.load.from).toBe('files');
    expect(again.summary).toContain(EDITED[0]);
  });

  it("removes the temporary file a killed save left, and no other server's", async () => {
    await start();
    const [name] = savedFiles();
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    const left = `${name}.${dead}.1.tmp`;
    const running = `${name}.${process.pid}.7.tmp`;
    writeFileSync(join(cacheDir, 'served', left), 'half');
    writeFileSync(join(cacheDir, 'served', running), 'in progress');
    await start();
    expect(savedFiles().sort()).toEqual([name, running].sort());
  });

  it('fails to save with a reason, leaving nothing half-written, when its place cannot be written', async () => {
    await start();
    const [name] = savedFiles();
    const saved = join(cacheDir, 'served', name ?? '');
    // A folder where the saved file goes: the rename into place fails.
    unlinkSync(saved);
    mkdirSync(join(saved, 'in-the-way'), { recursive: true });
    editMmlu(false);
    const load = await loadForServing([dir], { cacheDir });
    await expect(load.afterServing?.()).rejects.toThrow(/saved catalog: .*(EISDIR|ENOTEMPTY|EEXIST)/);
    expect(savedFiles()).toEqual([name]);
    expect(load.catalog.records.get('mmlu')?.page.summary).toContain(EDITED[1]);
  });

  it('is neither read nor written without a cache directory', async () => {
    const load = await loadForServing([dir]);
    expect(load.afterServing).toBeUndefined();
    expect(load.catalog.records.size).toBe(3);
  });

  it('is keyed by the installed minisearch version too: another version never reads it', () => {
    const installed = JSON.parse(readFileSync('node_modules/minisearch/package.json', 'utf8')) as {
      version: string;
    };
    expect(libraryVersion('minisearch')).toBe(installed.version);
    expect(codeHash([SEARCH_CODE], ['minisearch'])).not.toBe(codeHash([SEARCH_CODE]));
  });
});
