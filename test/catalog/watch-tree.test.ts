import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { watchTree, type TreeWatcher } from '../../src/catalog/watch-tree.js';

let root: string;
let watcher: TreeWatcher | undefined;
let seen: (string | null)[];

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'benchbot-watch-'));
  mkdirSync(join(root, 'benchmarks'));
  writeFileSync(join(root, 'benchmarks', 'kcle.md'), '---\nid: kcle\n---\n');
  seen = [];
});

afterEach(() => {
  watcher?.close();
  rmSync(root, { recursive: true, force: true });
});

/** Waits (up to 3 s: events come from the kernel) until `name` was reported. */
async function reported(name: string, withinMs = 3000): Promise<boolean> {
  for (let waited = 0; waited < withinMs; waited += 25) {
    if (seen.includes(name)) return true;
    await sleep(25);
  }
  return false;
}

const start = () => {
  watcher = watchTree(
    root,
    (name) => seen.push(name),
    (error) => {
      throw error;
    },
  );
};

describe('watchTree', () => {
  it('reports an edit in the directory and in a folder below it', async () => {
    start();
    writeFileSync(join(root, 'top.md'), 'x');
    expect(await reported('top.md')).toBe(true);
    writeFileSync(join(root, 'benchmarks', 'kcle.md'), '---\nid: kcle\nname: KCLE\n---\n');
    expect(await reported('kcle.md')).toBe(true);
  });

  it('watches a folder made after it started', async () => {
    start();
    mkdirSync(join(root, 'more'));
    expect(await reported('more')).toBe(true);
    writeFileSync(join(root, 'more', 'nq_cn.md'), 'x');
    expect(await reported('nq_cn.md')).toBe(true);
  });

  it('reports nothing once closed', async () => {
    start();
    watcher?.close();
    writeFileSync(join(root, 'benchmarks', 'late.md'), 'x');
    // Half a second: the other tests see their events well within it.
    expect(await reported('late.md', 500)).toBe(false);
  });
});
