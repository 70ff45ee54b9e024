/**
 * The live catalog: swaps only an accepted load, reports what changed, keeps the old catalog on a
 * broken edit, and keeps answering requests while the catalog is edited, broken and mended.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registry } from '../../commands/index.js';
import { LiveContext, type ReloadReport } from '../../src/live-context.js';
import { createLogger } from '../../src/log.js';
import { startHttp } from '../../src/discord/http/main.js';
import { autocompleteInteraction, commandInteraction, makeKeys, signedPost } from '../http/client.js';

let dir: string;
const kcle = () => join(dir, 'records', 'kcle.json');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'benchbot-live-'));
  cpSync('data/records', join(dir, 'records'), { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function editKcleName(name: string): void {
  const record = JSON.parse(readFileSync(kcle(), 'utf8')) as { page: { name: string } };
  record.page.name = name;
  writeFileSync(kcle(), JSON.stringify(record));
}

const newPage = (id: string) =>
  `---\nid: ${id}\nname: ${id}\ncategory: math\n---\n\n## What it measures\n\nNew.\n`;

describe('LiveContext', () => {
  it('serves nothing before the first load, then every record', async () => {
    const live = new LiveContext({ dataDirs: [dir] });
    expect(live.context).toBeUndefined();
    const report = await live.reload('start');
    expect(report).toMatchObject({ outcome: 'swapped', records: 3, removed: [], changed: [] });
    expect(report.added.sort()).toEqual(['gaokao_math', 'kcle', 'nq_cn']);
  });

  it('reports the ids added, removed and changed by an edit', async () => {
    const live = new LiveContext({ dataDirs: [dir] });
    await live.reload('start');
    const before = live.context;
    editKcleName('KCLE renamed');
    writeFileSync(join(dir, 'records', 'new_one.md'), newPage('new_one'));
    unlinkSync(join(dir, 'records', 'nq_cn.json'));
    const report = await live.reload('command');
    expect(report).toMatchObject({
      outcome: 'swapped',
      added: ['new_one'],
      removed: ['nq_cn'],
      changed: ['kcle'],
      records: 3,
    });
    expect(live.context).not.toBe(before);
    expect(live.context?.catalog.records.get('kcle')?.page.name).toBe('KCLE renamed');
  });

  it('serves an edited ledger from the next reload, and keeps the old one over a broken edit', async () => {
    cpSync('data/_census', join(dir, '_census'), { recursive: true });
    const ledger = join(dir, '_census', 'ranking_evidence', 'accepted.json');
    const live = new LiveContext({ dataDirs: [dir] });
    await live.reload('start');
    expect(live.context?.catalog.census.results.get('kcle')).toBeUndefined();
    const edited = JSON.parse(readFileSync(ledger, 'utf8')) as { rows: { canonical_id: string }[] };
    const [first] = edited.rows;
    if (!first) throw new Error('an empty ledger');
    first.canonical_id = 'kcle';
    writeFileSync(ledger, JSON.stringify(edited));
    expect((await live.reload('watch')).outcome).toBe('swapped');
    expect(live.context?.catalog.census.results.get('kcle')?.length).toBeGreaterThan(0);
    writeFileSync(ledger, '{ "rows": [');
    const broken = await live.reload('watch');
    expect(broken.outcome).toBe('kept');
    expect(broken.reason).toMatch(/accepted\.json: error: JSON/);
    expect(live.context?.catalog.census.results.get('kcle')?.length).toBeGreaterThan(0);
  });

  it('keeps the old catalog serving on a broken edit, with its problems, until it is mended', async () => {
    const live = new LiveContext({ dataDirs: [dir] });
    await live.reload('start');
    const serving = live.context;
    const good = readFileSync(kcle(), 'utf8');
    writeFileSync(kcle(), good.slice(0, 200));
    const broken = await live.reload('watch');
    expect(broken.outcome).toBe('kept');
    expect(broken.reason).toMatch(/1 new error: .*kcle\.json:\d+: error: JSON/);
    expect(broken.problems.map((problem) => problem.kind)).toEqual(['json-syntax']);
    expect(live.context).toBe(serving);
    expect(live.context?.index.resolve('kcle')).toMatchObject({ kind: 'record', id: 'kcle' });

    writeFileSync(kcle(), good);
    expect(await live.reload('watch')).toMatchObject({
      outcome: 'swapped',
      added: [],
      removed: [],
      changed: [],
    });
  });

  it('keeps the old catalog when a load has no records at all', async () => {
    const live = new LiveContext({ dataDirs: [dir] });
    await live.reload('start');
    for (const id of ['kcle', 'nq_cn', 'gaokao_math']) unlinkSync(join(dir, 'records', `${id}.json`));
    expect(await live.reload('signal')).toMatchObject({
      outcome: 'kept',
      reason: 'the new load has no records',
      records: 3,
    });
  });

  it('reports a load that throws (a directory gone) and keeps serving', async () => {
    const live = new LiveContext({ dataDirs: [dir] });
    await live.reload('start');
    rmSync(dir, { recursive: true, force: true });
    const report = await live.reload('signal');
    expect(report.outcome).toBe('failed');
    expect(report.reason).toMatch(/ENOENT/);
    expect(live.context?.catalog.records.size).toBe(3);
  });

  it('answers from the old catalog while a reload is under way', async () => {
    cpSync('data/pages', join(dir, 'pages'), { recursive: true });
    const live = new LiveContext({ dataDirs: [dir] });
    await live.reload('start');
    const serving = live.context;
    editKcleName('KCLE while reloading');
    const order: string[] = [];
    const reloading = live.reload('watch').then(() => order.push('reload done'));
    // A request that arrives now is served before the reload finishes, from the old catalog.
    setImmediate(() => order.push(`request served by ${live.context === serving ? 'old' : 'new'} catalog`));
    await reloading;
    expect(order).toEqual(['request served by old catalog', 'reload done']);
    expect(live.context?.catalog.records.get('kcle')?.page.name).toBe('KCLE while reloading');
  });

  it('does not let errors the catalog started with block later edits', async () => {
    writeFileSync(join(dir, 'records', 'broken.md'), '---\nid: broken\n');
    const live = new LiveContext({ dataDirs: [dir] });
    expect((await live.reload('start')).outcome).toBe('swapped');
    editKcleName('KCLE again');
    expect(await live.reload('watch')).toMatchObject({ outcome: 'swapped', changed: ['kcle'] });
  });

  it('reloads by itself when a watched file changes, once per burst of edits', async () => {
    const reports: ReloadReport[] = [];
    const live = new LiveContext({ dataDirs: [dir], onReload: (report) => reports.push(report) });
    await live.reload('start');
    live.watch(100);
    try {
      editKcleName('Watched 1');
      editKcleName('Watched 2');
      await expect.poll(() => reports.length, { timeout: 3000 }).toBe(2);
      expect(reports[1]).toMatchObject({ trigger: 'watch', outcome: 'swapped', changed: ['kcle'] });
      expect(live.context?.catalog.records.get('kcle')?.page.name).toBe('Watched 2');
    } finally {
      live.close();
    }
  });

  it('says why a load could not be saved for the next start, and serves it all the same', async () => {
    // A file where the cache's folder would go: nothing can be written under it.
    const cacheDir = join(dir, 'cache-is-a-file');
    writeFileSync(cacheDir, '');
    const errors: Error[] = [];
    const live = new LiveContext({
      dataDirs: [join(dir, 'records')],
      cacheDir,
      onSaveError: (error) => errors.push(error),
    });
    expect(await live.reload('start')).toMatchObject({ outcome: 'swapped', records: 3 });
    await vi.waitFor(() => expect(errors).toHaveLength(1));
    expect(errors[0]?.message).toMatch(/ENOTDIR|EEXIST/);
    expect(errors[0]?.message).toContain('cache-is-a-file');
    expect(live.context?.index.resolve('kcle')).toMatchObject({ kind: 'record', id: 'kcle' });
  });

  it('reloads on SIGHUP', async () => {
    const reports: ReloadReport[] = [];
    const live = new LiveContext({ dataDirs: [dir], onReload: (report) => reports.push(report) });
    await live.reload('start');
    live.reloadOnSignal('SIGHUP');
    try {
      process.emit('SIGHUP', 'SIGHUP');
      await expect.poll(() => reports.map((report) => report.trigger)).toEqual(['start', 'signal']);
    } finally {
      live.close();
    }
  });
});

describe('a reload under load', () => {
  it('answers every request while the catalog is edited, broken and mended', async () => {
    const keys = makeKeys();
    const endpoint = await startHttp({
      registry,
      publicKey: keys.publicKeyHex,
      dataDirs: [dir],
      host: '127.0.0.1',
      port: 0,
      log: createLogger('silent'),
      rate: { perMinute: 1e6, burst: 1e6 },
      watchDebounceMs: 20,
    });
    const good = readFileSync(kcle(), 'utf8');
    let editing = true;
    const edits = (async () => {
      const steps = [
        () => editKcleName('Edit A'),
        () => writeFileSync(kcle(), '{ broken'),
        () => writeFileSync(kcle(), good),
      ];
      for (let round = 0; round < 3; round++) {
        for (const step of steps) {
          step();
          await new Promise((resolve) => setTimeout(resolve, 60));
          await endpoint.live.reload('command');
        }
      }
      editing = false;
    })();
    const statuses: number[] = [];
    const kinds: number[] = [];
    const flags: number[] = [];
    const client = async (n: number) => {
      while (editing) {
        const body =
          n % 2 === 0
            ? commandInteraction('bench', { query: 'kcle' })
            : autocompleteInteraction('bench', 'query', 'kc');
        const response = await signedPost(endpoint.url, keys, body);
        statuses.push(response.status);
        const answer = response.json() as { type: number; data: { flags?: number } };
        kinds.push(answer.type);
        // An ephemeral answer to /bench kcle would be "not found": the catalog without kcle served.
        if (answer.type === 4) flags.push(answer.data.flags ?? 0);
      }
    };
    await Promise.all([edits, ...[0, 1, 2, 3].map(client)]);
    await endpoint.close();
    expect(statuses.length).toBeGreaterThan(20);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(new Set(kinds)).toEqual(new Set([4, 8]));
    expect(new Set(flags)).toEqual(new Set([0]));
    // The broken edits were kept out; the mended catalog serves kcle.
    expect(endpoint.live.context?.index.resolve('kcle')).toMatchObject({ kind: 'record', id: 'kcle' });
  });
});
