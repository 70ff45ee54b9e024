/**
 * A running server picks a finished pull up like any catalog edit: its watcher sees the pulled
 * catalog's link replaced, and the next reload serves the pulled pages (and, after --remove, the
 * bundled catalog alone again). The archive comes from a local server on 127.0.0.1.
 */
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pullCatalog, removePulledCatalog } from '../../src/catalog/pull.js';
import { parseConfig } from '../../src/config.js';
import { BUNDLED_DATA, servingDataDirs } from '../../src/context.js';
import { LiveContext, type ReloadReport } from '../../src/live-context.js';
import { GOOD, tarOf } from './archives.js';

let server: Server;
let url: string;
let cache: string;
const cacheOf = (dir: string) => join(dir, 'benchbot');

beforeAll(async () => {
  const archive = gzipSync(tarOf(GOOD));
  server = createServer((_request, response) => response.end(archive));
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/catalog.tar.gz`;
  cache = mkdtempSync(join(tmpdir(), 'benchbot-live-pull-'));
});

afterAll(() => {
  server.close();
  rmSync(cache, { recursive: true, force: true });
});

it('serves a pull made while it runs, and the bundled catalog again after --remove', async () => {
  const config = parseConfig({ XDG_CACHE_HOME: cache });
  const reports: ReloadReport[] = [];
  let reloaded: (() => void) | undefined;
  const live = new LiveContext({
    dataDirs: servingDataDirs([BUNDLED_DATA], config),
    onReload: (report) => {
      reports.push(report);
      reloaded?.();
    },
  });
  const nextReload = () => new Promise<void>((resolve) => (reloaded = resolve));
  try {
    await live.reload('start');
    live.watch(50);
    const bundledName = live.context?.catalog.records.get('mmlu')?.page.name;
    expect(live.context?.catalog.records.has('pulled_only')).toBe(false);

    let next = nextReload();
    await pullCatalog({ url, ref: '', cacheDir: cacheOf(cache), timeoutMs: 5000 });
    await next;
    expect(reports.at(-1)).toMatchObject({ trigger: 'watch', outcome: 'swapped', added: ['pulled_only'] });
    expect(reports.at(-1)?.changed).toContain('mmlu');
    expect(live.context?.catalog.records.get('mmlu')?.page.name).toBe('MMLU as pulled');

    next = nextReload();
    removePulledCatalog(cacheOf(cache));
    await next;
    expect(reports.at(-1)).toMatchObject({ trigger: 'watch', outcome: 'swapped', removed: ['pulled_only'] });
    expect(live.context?.catalog.records.get('mmlu')?.page.name).toBe(bundledName);
  } finally {
    live.close();
  }
}, 60_000);
