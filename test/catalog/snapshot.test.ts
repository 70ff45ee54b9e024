import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadCatalog, parseRecordFiles } from '../../src/catalog/load.js';
import { writeSnapshot } from '../../src/catalog/snapshot.js';
import { loadCatalogOf } from '../../src/context.js';

const PAGES = ['mmlu.md', 'gpqa_diamond.md', 'humaneval.md'];
const MMLU = 'MMLU (Massive Multitask Language Understanding)';

let root: string;
let dir: string;
let snapshot: string;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'benchbot-snapshot-'));
  dir = join(root, 'catalog');
  snapshot = join(root, 'snapshot.json');
  mkdirSync(dir);
  for (const page of PAGES) copyFileSync(join('data/pages', page), join(dir, page));
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

/** Loads `dir` with its snapshot and says what the user sees: mmlu's name, and where it came from. */
function load() {
  const { catalog, fromSnapshot } = loadCatalogOf([dir], () => snapshot);
  return { name: catalog.records.get('mmlu')?.page.name, ids: [...catalog.records.keys()], fromSnapshot };
}

/** Writes the snapshot, then marks mmlu's name in it, so that a load shows whether it was read. */
function writeMarkedSnapshot(): void {
  writeSnapshot(snapshot, [dir], parseRecordFiles);
  const saved = readFileSync(snapshot, 'utf8');
  writeFileSync(snapshot, saved.replace('"name":"MMLU', '"name":"Snapshot MMLU'));
}

describe('catalog snapshot', () => {
  it('gives the same catalog as parsing the bundled files', () => {
    const bundled = join(root, 'bundled.json');
    writeSnapshot(bundled, ['data'], parseRecordFiles);
    const fromSnapshot = loadCatalogOf(['data'], () => bundled);
    const parsed = loadCatalog(['data']);
    expect(fromSnapshot.fromSnapshot).toEqual(['data']);
    expect(fromSnapshot.catalog.records.size).toBeGreaterThanOrEqual(244);
    expect([...fromSnapshot.catalog.records.entries()]).toEqual([...parsed.records.entries()]);
    expect(fromSnapshot.catalog.problems).toEqual(parsed.problems);
    expect([...fromSnapshot.catalog.mentions.entries()]).toEqual([...parsed.mentions.entries()]);
  });

  it('is read when it matches the files', () => {
    writeMarkedSnapshot();
    const seen = load();
    expect(seen.name).toMatch(/^Snapshot MMLU/);
    expect(seen.ids).toEqual(['gpqa_diamond', 'humaneval', 'mmlu']);
    expect(seen.fromSnapshot).toEqual([dir]);
  });

  it('is not read once a file changed, even to the same size', () => {
    writeMarkedSnapshot();
    const page = join(dir, 'mmlu.md');
    const text = readFileSync(page, 'utf8');
    writeFileSync(page, text.replace('name: "MMLU', 'name: "MMLX'));
    expect(readFileSync(page).byteLength).toBe(Buffer.byteLength(text));
    expect(load()).toMatchObject({
      name: 'MMLX (Massive Multitask Language Understanding)',
      fromSnapshot: [],
    });
  });

  it('is not read once a file was added', () => {
    writeMarkedSnapshot();
    copyFileSync('data/pages/gsm8k.md', join(dir, 'gsm8k.md'));
    expect(load()).toEqual({
      name: MMLU,
      ids: ['gpqa_diamond', 'gsm8k', 'humaneval', 'mmlu'],
      fromSnapshot: [],
    });
  });

  it('is not read once a file was removed', () => {
    writeMarkedSnapshot();
    unlinkSync(join(dir, 'humaneval.md'));
    expect(load()).toEqual({ name: MMLU, ids: ['gpqa_diamond', 'mmlu'], fromSnapshot: [] });
  });

  it('is ignored when it is not a snapshot, and the files are parsed', () => {
    writeFileSync(snapshot, '{"truncated": ');
    expect(load()).toMatchObject({ name: MMLU, fromSnapshot: [] });
    writeFileSync(snapshot, JSON.stringify({ format: 'other', key: 'x', files: [] }));
    expect(load()).toMatchObject({ name: MMLU, fromSnapshot: [] });
  });
});
