/**
 * `benchbot catalog pull` end to end against a local HTTP server on 127.0.0.1 serving archives
 * built here, never the network. Every refused archive leaves the catalog pulled before it
 * served, unchanged.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GOOD, page, SECOND, tarOf } from '../catalog/archives.js';
import { runCatalog } from '../../src/cli/catalog.js';
import { parseGlobal } from '../../src/cli/args.js';
import { dataDirs, type Io } from '../../src/cli/run.js';
import { parseConfig, type Config } from '../../src/config.js';
import { loadContext } from '../../src/context.js';
import { buildForTest, ENTRY } from '../stand-in/bot-process.js';

const good = gzipSync(tarOf(GOOD));
/** A pulled catalog's own ledger: one result, on a page only the pull brings. */
const PULLED_LEDGER = JSON.stringify({
  as_of: '2026-10-01',
  rows: [
    {
      canonical_id: 'pulled_only',
      status: 'active',
      accepted_results: [
        {
          model_id: 'Pulled Model',
          score: 42.5,
          unit: 'percent',
          source_url: 'https://example.org/pulled',
          source_kind: 'independent_evaluator',
          evidence_date: '2026-09-30',
          date_type: 'evaluated',
          verified_at: '2026-10-01',
          benchmark_version: 'Pulled Only',
          configuration: '0-shot.',
        },
      ],
    },
  ],
});
const archives: Record<string, Buffer> = {
  '/good.tar.gz': good,
  '/second.tar.gz': gzipSync(tarOf(SECOND)),
  '/dotdot.tar.gz': gzipSync(
    tarOf([...GOOD, { path: 'modelspec-main/benchmarks/../../escape.md', body: 'x' }]),
  ),
  '/absolute.tar.gz': gzipSync(tarOf([...GOOD, { path: '/tmp/benchbot-absolute.md', body: 'x' }])),
  '/symlink.tar.gz': gzipSync(
    tarOf([
      ...GOOD,
      { path: 'modelspec-main/benchmarks/evil.md', type: 'SymbolicLink', linkpath: '/etc/passwd' },
    ]),
  ),
  '/hardlink.tar.gz': gzipSync(
    tarOf([...GOOD, { path: 'modelspec-main/benchmarks/evil.md', type: 'Link', linkpath: '/etc/passwd' }]),
  ),
  '/big-page.tar.gz': gzipSync(
    tarOf([...GOOD, { path: 'modelspec-main/benchmarks/huge.md', body: 'x'.repeat(1024 * 1024 + 1) }]),
  ),
  '/many-pages.tar.gz': gzipSync(
    tarOf(
      Array.from({ length: 40 }, (_, index) => ({
        path: `modelspec-main/benchmarks/bench_${index}.md`,
        body: page(`bench_${index}`, `Bench ${index}`).padEnd(1000, '\n'),
      })),
    ),
  ),
  '/truncated.tar.gz': good.subarray(0, Math.floor(good.byteLength / 2)),
  // Whole gzip around a tar cut in the middle of a page.
  '/truncated-tar.tar.gz': gzipSync(tarOf(GOOD).subarray(0, tarOf(GOOD).indexOf('MMLU as pulled') + 10)),
  '/not-gzip.tar.gz': tarOf(GOOD),
  '/one-broken.tar.gz': gzipSync(
    tarOf([
      ...GOOD,
      { path: 'modelspec-main/benchmarks/broken.md', body: '---\nid: broken\nname: [unclosed\n---\n' },
    ]),
  ),
  '/with-ledgers.tar.gz': gzipSync(
    tarOf([
      ...GOOD,
      { path: 'modelspec-main/benchmarks/_census/ranking_evidence/accepted.json', body: PULLED_LEDGER },
      {
        path: 'modelspec-main/benchmarks/_census/eligibility/current-report.json',
        body: JSON.stringify({
          as_of: '2026-10-01',
          rows: [{ candidate_id: 'mmlu', canonical_id: 'mmlu', status: 'historical', reasons: ['pulled'] }],
        }),
      },
      {
        path: 'modelspec-main/benchmarks/_census/aliases.yaml',
        body: 'aliases:\n  pulled_slug: pulled_only\n',
      },
      { path: 'modelspec-main/benchmarks/_census/raw/board.html', body: '<html>not a ledger</html>' },
    ]),
  ),
  '/no-pages.tar.gz': gzipSync(tarOf([{ path: 'modelspec-main/README.md', body: '# nothing here\n' }])),
  // 65 KB of gzip unpacking to 64 MiB of zeros after the pages: the issue's bomb.
  '/bomb.tar.gz': gzipSync(
    tarOf([...GOOD, { path: 'modelspec-main/zeros.bin', body: '\0'.repeat(64 * 1024 * 1024) }]),
    { level: 9 },
  ),
  // The same in 48 gzip members of 1 MiB each, every one under any ratio a member is checked by.
  '/members.tar.gz': Buffer.concat(
    chunks(
      tarOf([...GOOD, { path: 'modelspec-main/x.bin', body: 'x'.repeat(48 * 1024 * 1024) }]),
      1024 * 1024,
    ).map((chunk) => gzipSync(chunk)),
  ),
};

/** `buffer` in pieces of `size` bytes. */
function chunks(buffer: Buffer, size: number): Buffer[] {
  return Array.from({ length: Math.ceil(buffer.byteLength / size) }, (_, n) =>
    buffer.subarray(n * size, (n + 1) * size),
  );
}

let server: Server;
let base: string;
/** Responses held open by the slow route, ended after each test. */
const stalled: ServerResponse[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const archive = archives[request.url ?? ''];
    if (request.url === '/drip.tar.gz') {
      // A byte every 50 ms: never silent for long, never done.
      response.writeHead(200, { 'content-type': 'application/gzip' });
      let at = 0;
      const drip = setInterval(() => {
        if (response.destroyed || at >= good.byteLength) clearInterval(drip);
        else response.write(good.subarray(at, ++at));
      }, 50);
      stalled.push(response);
      return;
    }
    if (request.url === '/slow.tar.gz') {
      // Headers and a first chunk, then nothing: a stalled download.
      response.writeHead(200, { 'content-type': 'application/gzip' });
      response.write(good.subarray(0, 64));
      stalled.push(response);
      return;
    }
    if (!archive) {
      response.writeHead(404, 'Not Found').end('no such archive');
      return;
    }
    response.writeHead(200, { 'content-type': 'application/gzip' }).end(archive);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.close();
});

let cache: string;
let config: Config;

beforeEach(() => {
  cache = mkdtempSync(join(tmpdir(), 'benchbot-cache-'));
  config = parseConfig({ XDG_CACHE_HOME: cache });
});

afterEach(() => {
  for (const response of stalled.splice(0)) response.destroy();
  rmSync(cache, { recursive: true, force: true });
});

async function catalog(...args: string[]) {
  let out = '';
  let err = '';
  const io: Io = { out: (text) => (out += text), err: (text) => (err += text) };
  const code = await runCatalog(['catalog', ...args], io, config, { limits: { pagesBytes: 20_000 } });
  return { code, out, err };
}

/** What `benchbot bench <id>` would serve, by the same default catalog. */
function served() {
  const context = loadContext(dataDirs(parseGlobal([]).flags, config));
  const name = (id: string) => context.catalog.records.get(id)?.page.name;
  return { records: context.catalog.records.size, name, problems: context.catalog.problems };
}

/** The files of the cache and what it serves: what a refused pull must leave as it was. */
function cacheState() {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)).map((name) => `${entry.name}/${name}`) : [entry.name],
    );
  const { records, name } = served();
  return {
    files: walk(join(cache, 'benchbot')).sort(),
    pulled: readFileSync(join(cache, 'benchbot', 'catalog', '.pull.json'), 'utf8'),
    records,
    pulledOnly: name('pulled_only'),
    mmlu: name('mmlu'),
  };
}

describe('catalog pull', () => {
  it('serves the pulled pages and the bundled records, a pulled page first, until --remove', async () => {
    const before = served();
    expect(before.name('pulled_only')).toBeUndefined();

    const pulled = await catalog('pull', '--from', `${base}/good.tar.gz`);
    expect(pulled.code).toBe(0);
    expect(pulled.out).toContain(`Pulled 2 pages (2 records) from ${base}/good.tar.gz`);
    expect(pulled.err).toBe(''); // not a terminal: no progress line

    const after = served();
    expect(after.name('pulled_only')).toBe('Pulled Only Bench');
    expect(after.name('mmlu')).toBe('MMLU as pulled');
    expect(after.name('kcle')).toBe(before.name('kcle'));
    expect(after.records).toBe(before.records + 1);
    expect(after.problems.filter((problem) => problem.kind === 'duplicate-id')).toEqual([]);

    const status = await catalog('status');
    expect(status.code).toBe(0);
    expect(status.out).toContain(`source  ${base}/good.tar.gz`);
    expect(status.out).toMatch(/sha256 {2}[0-9a-f]{64}/);
    expect(status.out).toMatch(/pulled catalog .*: 2 records served \(2 pages, read from its snapshot\)/);
    expect(status.out).toMatch(
      /bundled catalog .*: 292 of its 293 records served, 1 replaced by pulled pages/,
    );

    const removed = await catalog('pull', '--remove');
    expect(removed.code).toBe(0);
    expect(removed.out).toContain('Removed the pulled catalog');
    expect(served().name('mmlu')).toBe(before.name('mmlu'));
    expect(served().name('pulled_only')).toBeUndefined();
    expect((await catalog('status')).out).toContain('No pulled catalog');
  }, 60_000);

  it('leaves out a page the loader rejects, says so, and serves the rest with no error', async () => {
    const pulled = await catalog('pull', '--from', `${base}/one-broken.tar.gz`);
    expect(pulled.code).toBe(0);
    expect(pulled.out).toContain('Pulled 3 pages (2 records)');
    expect(pulled.out).toMatch(/Left out 1 page the loader rejects .*first: benchmarks\/broken\.md:\d+: /);
    expect((await catalog('status')).out).toMatch(/left out {2}benchmarks\/broken\.md:\d+: /);
    const after = served();
    expect(after.name('pulled_only')).toBe('Pulled Only Bench');
    expect(after.problems.filter((problem) => problem.severity === 'error')).toEqual([]);
  });

  it("brings the catalog's ledgers with its pages, and serves them before the bundled ones", async () => {
    const pulled = await catalog('pull', '--from', `${base}/with-ledgers.tar.gz`);
    expect(pulled.code, pulled.err).toBe(0);
    expect(pulled.out).toContain('Pulled 2 pages (2 records)');
    const context = loadContext(dataDirs(parseGlobal([]).flags, config));
    const { census } = context.catalog;
    expect(census.results.get('pulled_only')?.map((result) => `${result.model_id} ${result.score}`)).toEqual([
      'Pulled Model 42.5',
    ]);
    // The pull's ledger is the newest: the bundled one's results are not mixed in.
    expect(census.results.has('gpqa_diamond')).toBe(false);
    expect(census.eligibility.get('mmlu')?.status).toBe('historical');
    expect(context.index.resolve('pulled_slug')).toMatchObject({ kind: 'record', id: 'pulled_only' });
    const status = await catalog('status');
    expect(status.out).toMatch(
      /ledger {2}results: .*_census\/ranking_evidence\/accepted\.json: 1 reported result on 1 benchmark, as of 2026-10-01/,
    );
    const files = readdirSync(join(cache, 'benchbot', 'catalog', 'benchmarks', '_census'), {
      recursive: true,
    });
    expect(files.map(String).sort()).toEqual([
      'aliases.yaml',
      'eligibility',
      'eligibility/current-report.json',
      'ranking_evidence',
      'ranking_evidence/accepted.json',
    ]);
  });

  it('replaces one pull with the next, keeping only the served one', async () => {
    const first = await catalog('pull', '--from', `${base}/good.tar.gz`);
    expect(first.code, first.err).toBe(0);
    const second = await catalog('pull', '--from', `${base}/second.tar.gz`);
    expect(second.code, second.err).toBe(0);
    expect(served().name('second_pull')).toBe('Second Pull Bench');
    expect(served().name('pulled_only')).toBeUndefined();
    const pulls = readdirSync(join(cache, 'benchbot', 'pulls')).filter((name) => name !== 'empty');
    expect(pulls).toHaveLength(1);
  });

  it('accepts an archive whose sha256 is the pinned one', async () => {
    const { createHash } = await import('node:crypto');
    const sha256 = createHash('sha256').update(good).digest('hex');
    const pulled = await catalog('pull', '--from', `${base}/good.tar.gz`, '--sha256', sha256);
    expect(pulled.code).toBe(0);
    expect(pulled.out).toContain(`sha256 ${sha256}`);
  });

  it('shows a progress line on a terminal', async () => {
    let err = '';
    const io: Io = { out: () => undefined, err: (text) => (err += text) };
    await runCatalog(['catalog', 'pull', '--from', `${base}/good.tar.gz`], io, config, { progress: true });
    expect(err).toMatch(/^\rcatalog pull: 0\.0 MB, \d+ pages\n$/);
  });

  it('says so, and changes nothing, when the cache cannot be written', async () => {
    // A folder (not the link) where the pulled catalog's link goes.
    mkdirSync(join(cache, 'benchbot', 'catalog'), { recursive: true });
    writeFileSync(join(cache, 'benchbot', 'catalog', 'mine.txt'), 'keep me');
    const refused = await catalog('pull', '--from', `${base}/good.tar.gz`);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^catalog pull: cannot update the cache in /);
    expect(readFileSync(join(cache, 'benchbot', 'catalog', 'mine.txt'), 'utf8')).toBe('keep me');
    expect(readdirSync(join(cache, 'benchbot', 'pulls'))).toEqual([]);
  });

  it('removes the staging folder a killed pull left behind', async () => {
    const left = join(cache, 'benchbot', 'pulls', '.staging-4242-deadbeef');
    mkdirSync(left, { recursive: true });
    writeFileSync(join(left, 'half.md'), '---\nid: half\n');
    expect((await catalog('pull', '--from', `${base}/good.tar.gz`)).code).toBe(0);
    expect(existsSync(left)).toBe(false);
  });

  it(
    'stopped by Ctrl-C (or a kill), releases its lock and leaves no staging folder',
    { timeout: 120_000 },
    async () => {
      buildForTest();
      const child = spawn(process.execPath, [ENTRY, 'catalog', 'pull', '--from', `${base}/slow.tar.gz`], {
        env: { PATH: process.env.PATH ?? '', XDG_CACHE_HOME: cache },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let err = '';
      child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
      const pulls = join(cache, 'benchbot', 'pulls');
      while (!existsSync(join(pulls, '.lock'))) await new Promise((resolve) => setTimeout(resolve, 20));
      child.kill('SIGINT');
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(err).toContain('catalog pull: interrupted');
      expect(code).toBe(1);
      expect(readdirSync(pulls)).toEqual([]);
    },
  );

  it('pulls nothing when there is no cache directory (neither XDG_CACHE_HOME nor HOME)', async () => {
    config = parseConfig({});
    const refused = await catalog('pull', '--from', `${base}/good.tar.gz`);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('catalog pull: no cache directory: set XDG_CACHE_HOME or HOME');
    expect(dataDirs(parseGlobal([]).flags, config)).toHaveLength(1);
  });

  it('refuses a pull while another runs, and takes over the lock of a pull that was killed', async () => {
    const pulls = join(cache, 'benchbot', 'pulls');
    mkdirSync(pulls, { recursive: true });
    writeFileSync(join(pulls, '.lock'), String(process.pid));
    const refused = await catalog('pull', '--from', `${base}/good.tar.gz`);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain(
      `catalog pull: another pull or removal is under way (process ${process.pid}`,
    );
    expect(served().name('pulled_only')).toBeUndefined();

    writeFileSync(join(pulls, '.lock'), '2147483646'); // no such process
    expect((await catalog('pull', '--from', `${base}/good.tar.gz`)).code).toBe(0);
    expect(served().name('pulled_only')).toBe('Pulled Only Bench');
    expect(existsSync(join(pulls, '.lock'))).toBe(false);
  });

  it('refuses bad arguments with a usage line', async () => {
    const bad = await catalog('pull', '--sha256', 'abc');
    expect(bad.code).toBe(2);
    expect(bad.err).toContain('--sha256 takes 64 hex characters');
    expect(bad.err).toContain('usage: benchbot catalog pull');
    expect((await catalog('pull', '--from', 'file:///etc/passwd')).code).toBe(2);
    expect((await catalog('pull', '--ref', '../../other/repo/archive/main')).err).toContain(
      '--ref takes a branch',
    );
    expect((await catalog('fetch')).code).toBe(2);
  });
});

describe('catalog pull refuses, and the catalog pulled before keeps serving', () => {
  const refusals: [string, string[], RegExp][] = [
    [
      'an entry with ..',
      ['--from', '/dotdot.tar.gz'],
      /refused: the entry ".*\.\.\/\.\.\/escape\.md" leads out/,
    ],
    ['an entry with an absolute path', ['--from', '/absolute.tar.gz'], /has an absolute path/],
    ['a symbolic link', ['--from', '/symlink.tar.gz'], /evil\.md" is a link \(to "\/etc\/passwd"\)/],
    ['a hard link', ['--from', '/hardlink.tar.gz'], /evil\.md" is a link/],
    [
      'a page over the size limit',
      ['--from', '/big-page.tar.gz'],
      /huge\.md" is 1048577 bytes; the limit is 1048576/,
    ],
    ['pages over the total limit', ['--from', '/many-pages.tar.gz'], /the pages come to over 20000 bytes/],
    ['a truncated download', ['--from', '/truncated.tar.gz'], /damaged or truncated/],
    ['a truncated tar inside whole gzip', ['--from', '/truncated-tar.tar.gz'], /damaged or truncated/],
    ['a file that is not gzip', ['--from', '/not-gzip.tar.gz'], /is not a gzip archive/],
    ['an archive with no pages', ['--from', '/no-pages.tar.gz'], /the archive has no pages/],
    ['an HTTP error', ['--from', '/missing.tar.gz'], /HTTP 404 Not Found from/],
    [
      'a stalled download',
      ['--from', '/slow.tar.gz', '--timeout', '0.3'],
      /the download from .* took over 0\.3 s; gave up/,
    ],
    [
      'a server that drips a byte at a time past --timeout',
      ['--from', '/drip.tar.gz', '--timeout', '0.5'],
      /the download from .* took over 0\.5 s; gave up/,
    ],
    [
      'a gzip bomb',
      ['--from', '/bomb.tar.gz'],
      /the archive unpacks to over \d+ bytes from \d+ \(a gzip bomb\?\)/,
    ],
    [
      'a bomb in many small gzip members',
      ['--from', '/members.tar.gz'],
      /the archive unpacks to over \d+ bytes from \d+ \(a gzip bomb\?\)/,
    ],
    [
      'a sha256 other than the pinned one',
      ['--from', '/second.tar.gz', '--sha256', 'a'.repeat(64)],
      /not the pinned a{64}/,
    ],
  ];

  it.each(refusals)('%s', { timeout: 30_000 }, async (_kind, args, message) => {
    expect((await catalog('pull', '--from', `${base}/good.tar.gz`)).code).toBe(0);
    const before = cacheState();

    const from = args.indexOf('--from') + 1;
    const withBase = args.map((arg, index) => (index === from ? `${base}${arg}` : arg));
    const refused = await catalog('pull', ...withBase);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/^catalog pull: /);
    expect(refused.err).toMatch(message);
    expect(refused.err).toContain('The catalog served before is unchanged.');

    expect(cacheState()).toEqual(before);
    expect(existsSync('/tmp/benchbot-absolute.md')).toBe(false);
    expect(existsSync(join(cache, 'benchbot', 'escape.md'))).toBe(false);
  });
});
