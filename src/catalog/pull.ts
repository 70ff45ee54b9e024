/**
 * `benchbot catalog pull`: downloads the catalog repository's archive (a .tar.gz), takes its
 * pages (`benchmarks/**\/*.md`) and its ledgers (`benchmarks/_census/`, see census.ts), checks them with the catalog loader, and swaps them in as the
 * pulled catalog in one step (see pull-cache.ts for the layout). Anything wrong refuses the whole
 * archive with a PullError and leaves the cache as it was: a half-pulled catalog is never served.
 *
 * The archive is read with node-tar's Parser, entry by entry, and nothing is written where its
 * name says: each page is written below a fresh staging folder at a path checked here. Refused:
 * an entry named with `..` or an absolute path (anywhere in the archive: no honest archive has
 * one), a link (symbolic or hard) or any other non-file where a page would go, a page over the
 * loader's per-file limit, pages over a total, an archive over a size, an archive that unpacks to
 * more than its budget (a gzip bomb: the archive is unpacked here, and every byte out counted), a
 * file that is not gzip, a truncated archive, an archive with no page, an HTTP error, a download
 * not done within `timeoutMs`, and a sha256 other than the pinned one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative } from 'node:path';
import { createGunzip, type Gunzip } from 'node:zlib';
import { ledgerOf } from './census.js';
import { Parser, type ReadEntry } from 'tar';
import { countProblems } from './catalog.js';
import { loadCatalog, parseRecordFiles } from './load.js';
import { MAX_FILE_BYTES } from './parse.js';
import { formatProblem, type Problem } from './problems.js';
import {
  currentPull,
  EMPTY_PULL,
  linkEmptyPull,
  PULL_RECORD,
  PULL_SNAPSHOT,
  PULLS,
  swapLink,
  type PullRecord,
} from './pull-cache.js';
import { isRunning } from './running.js';
import { writeSnapshot } from './snapshot.js';

/** The public catalog's repository on GitHub. */
export const CATALOG_REPOSITORY = 'https://github.com/turbobeest/modelspec';
export const DEFAULT_REF = 'refs/heads/main';

/** GitHub's archive of a ref (a branch as `refs/heads/x`, a tag, or a commit). */
export function archiveUrl(ref: string): string {
  return `${CATALOG_REPOSITORY}/archive/${ref}.tar.gz`;
}

export type PullLimits = {
  /** The downloaded (compressed) archive. */
  archiveBytes: number;
  /** The archive unpacked, pages or not: bounds the work a small bomb can make. */
  tarBytes: number;
  /**
   * Unpacked bytes per downloaded byte, past the first `unpackedFreeBytes`: text compresses about
   * 5 to 1, a gzip of zeros 1,000 to 1; a bomb is refused after a few MB of work, not 1 GiB.
   */
  unpackedRatio: number;
  unpackedFreeBytes: number;
  /** One page: the loader's own per-file limit. */
  pageBytes: number;
  /** All pages together. */
  pagesBytes: number;
};

/** The public catalog is about 1,170 pages of a few KiB each: these leave it room to grow many times over. */
export const DEFAULT_LIMITS: PullLimits = {
  archiveBytes: 256 * 1024 * 1024,
  tarBytes: 1024 * 1024 * 1024,
  unpackedRatio: 32,
  unpackedFreeBytes: 16 * 1024 * 1024,
  pageBytes: MAX_FILE_BYTES,
  pagesBytes: 128 * 1024 * 1024,
};

export type PullOptions = {
  url: string;
  ref: string;
  /** The archive's expected sha256 (hex): any other archive is refused. */
  sha256?: string;
  cacheDir: string;
  /** Refuse when the download is not done within this long (connecting included). */
  timeoutMs: number;
  /** Stops the pull (a signal to the process): it is refused, and its lock and staging folder removed. */
  signal?: AbortSignal;
  limits?: Partial<PullLimits>;
  /** Called as bytes arrive and pages are read: a progress line. */
  onProgress?: (progress: { bytes: number; pages: number }) => void;
};

export class PullError extends Error {
  override name = 'PullError';
  constructor(message: string) {
    super(`catalog pull: ${message}`);
  }
}

/**
 * Downloads, checks and swaps in a catalog. Resolves to what was pulled; rejects with a PullError
 * (the cache untouched) when anything is wrong.
 */
export async function pullCatalog(options: PullOptions): Promise<PullRecord> {
  const limits = { ...DEFAULT_LIMITS, ...options.limits };
  const pulls = join(options.cacheDir, PULLS);
  // A dot name: a half-extracted pull is never listed as a pull, nor read as a catalog.
  const staging = join(pulls, `.staging-${process.pid}-${randomBytes(4).toString('hex')}`);
  inCache(options.cacheDir, () => mkdirSync(pulls, { recursive: true }));
  const unlock = lockPulls(pulls);
  try {
    removeStaleStaging(pulls);
    inCache(options.cacheDir, () => mkdirSync(staging));
    const archive = await download(options, limits, staging);
    if (options.sha256 && archive.sha256 !== options.sha256.toLowerCase()) {
      throw new PullError(`the archive's sha256 is ${archive.sha256}, not the pinned ${options.sha256}`);
    }
    if (archive.pages === 0) {
      throw new PullError(`the archive has no pages (benchmarks/**/*.md): ${options.url}`);
    }
    const catalog = loadCatalog([staging]);
    if (catalog.records.size === 0) {
      const { errors } = countProblems(catalog);
      throw new PullError(
        `none of the archive's ${archive.pages} pages is a usable record (${errors} errors)`,
      );
    }
    const rejected = leaveOutRejected(staging, catalog.problems);
    const record: PullRecord = {
      url: options.url,
      ref: options.ref,
      sha256: archive.sha256,
      bytes: archive.bytes,
      pages: archive.pages,
      records: catalog.records.size,
      pulledAt: new Date().toISOString(),
      rejected,
    };
    // pulls/<time>-<sha256 prefix>: a new folder for each pull; the link names the served one.
    const name = `${Date.now()}-${archive.sha256.slice(0, 12)}`;
    const served = inCache(options.cacheDir, () => {
      writeFileSync(join(staging, PULL_RECORD), `${JSON.stringify(record, null, 2)}\n`);
      renameSync(staging, join(pulls, name));
      try {
        return swapLink(options.cacheDir, name);
      } catch (error) {
        rmSync(join(pulls, name), { recursive: true, force: true });
        throw error;
      }
    });
    // The new catalog is served from here on; what follows only makes it faster and tidier.
    writeServedSnapshot(served);
    removeOtherPulls(pulls, name);
    return record;
  } finally {
    rmSync(staging, { recursive: true, force: true });
    unlock();
  }
}

/**
 * One pull at a time (and no removal during one): a second pull would delete the first's folder
 * as an old pull while the first is about to link it. The lock file holds its process id; a lock
 * whose process is gone (a pull that was killed) is taken over.
 */
function lockPulls(pulls: string): () => void {
  const lock = join(pulls, '.lock');
  try {
    writeFileSync(lock, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST')
      throw new PullError(`cannot lock ${lock}: ${reason(error)}`);
    const holder = Number(readFileSync(lock, 'utf8'));
    if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
      throw new PullError(`another pull or removal is under way (process ${holder}; ${lock})`);
    }
    writeFileSync(lock, String(process.pid));
  }
  return () => rmSync(lock, { force: true });
}

/**
 * Deletes staging folders left by a pull that was killed (kill -9, a power cut): with the lock
 * held no other pull is writing one. Best effort, as the next pull tries again.
 */
function removeStaleStaging(pulls: string): void {
  try {
    for (const name of readdirSync(pulls))
      if (name.startsWith('.staging-')) rmSync(join(pulls, name), { recursive: true, force: true });
  } catch {
    // Nothing served depends on it.
  }
}

/**
 * Deletes the pages the loader rejects from the staging folder, and says which and why. A pulled
 * catalog is served with no rejected page: a running server takes a reload only when it brings no
 * error it did not have (see live-context.ts), and one bad page must not keep a whole pull out.
 */
function leaveOutRejected(staging: string, problems: readonly Problem[]): string[] {
  const rejected = problems.filter((problem) => problem.severity === 'error');
  for (const file of new Set(rejected.map((problem) => problem.file))) rmSync(file, { force: true });
  return rejected.map((problem) => formatProblem({ ...problem, file: relative(staging, problem.file) }));
}

/** Runs a change of the cache directory; a failure (permissions, a full disk) is a PullError. */
function inCache<T>(cacheDir: string, change: () => T): T {
  try {
    return change();
  } catch (error) {
    throw new PullError(`cannot update the cache in ${cacheDir}: ${reason(error)}`);
  }
}

/**
 * Stops serving a pulled catalog: the link is pointed at an empty folder (a running server
 * watching it reloads to the bundled catalog alone) and the pulled pages are deleted.
 * Returns false when no pull was served.
 */
export function removePulledCatalog(cacheDir: string): boolean {
  const pulls = join(cacheDir, PULLS);
  inCache(cacheDir, () => mkdirSync(pulls, { recursive: true }));
  const unlock = lockPulls(pulls);
  try {
    const current = currentPull(cacheDir);
    inCache(cacheDir, () => linkEmptyPull(cacheDir));
    removeOtherPulls(pulls, EMPTY_PULL);
    return current !== undefined && current !== EMPTY_PULL;
  } finally {
    unlock();
  }
}

/** The snapshot is keyed by the paths the CLI reads (through the link), so it is made after the swap. */
function writeServedSnapshot(served: string): void {
  try {
    writeSnapshot(join(served, PULL_SNAPSHOT), [served], parseRecordFiles);
  } catch {
    // Without a snapshot the CLI parses the pages: slower, never wrong.
  }
}

/** Deletes the pulls no link names any more: best effort, a leftover is tidied by the next pull. */
function removeOtherPulls(pulls: string, keep: string): void {
  try {
    for (const name of readdirSync(pulls)) {
      if (name === keep || name === EMPTY_PULL || name.startsWith('.')) continue;
      rmSync(join(pulls, name), { recursive: true, force: true });
    }
  } catch {
    // Nothing served depends on it.
  }
}

type Archive = { sha256: string; bytes: number; pages: number };

/** Streams the archive from `options.url` through the tar parser, writing its pages below `staging`. */
async function download(options: PullOptions, limits: PullLimits, staging: string): Promise<Archive> {
  const controller = new AbortController();
  let timedOut = false;
  // The whole download, not only a silence: a server dripping a byte a second is never silent.
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs);
  const stop = () => controller.abort();
  options.signal?.addEventListener('abort', stop);
  if (options.signal?.aborted) stop();
  const stopped = () =>
    options.signal?.aborted
      ? new PullError('interrupted')
      : new PullError(`the download from ${options.url} took over ${options.timeoutMs / 1000} s; gave up`);

  try {
    let response: Response;
    try {
      response = await fetch(options.url, { signal: controller.signal, redirect: 'follow' });
    } catch (error) {
      if (timedOut || options.signal?.aborted) throw stopped();
      throw new PullError(`cannot download ${options.url}: ${reason(error)}`);
    }
    if (!response.ok || !response.body) {
      throw new PullError(`HTTP ${response.status} ${response.statusText} from ${options.url}`);
    }
    const pages = new PageExtractor(staging, limits);
    const hash = createHash('sha256');
    let bytes = 0;
    try {
      // Node's fetch gives a web ReadableStream of bytes, which is async-iterable.
      const body: AsyncIterable<Uint8Array> = response.body;
      for await (const chunk of body) {
        if (bytes === 0 && !(chunk[0] === 0x1f && (chunk.length < 2 || chunk[1] === 0x8b))) {
          throw new PullError(`${options.url} is not a gzip archive (.tar.gz)`);
        }
        bytes += chunk.byteLength;
        if (bytes > limits.archiveBytes) {
          throw new PullError(`the archive is over ${limits.archiveBytes} bytes; refused`);
        }
        hash.update(chunk);
        await pages.write(chunk);
        options.onProgress?.({ bytes, pages: pages.count });
      }
    } catch (error) {
      if (error instanceof PullError) throw error;
      if (timedOut || options.signal?.aborted) throw stopped();
      throw new PullError(`the download of ${options.url} failed: ${reason(error)}`);
    }
    if (bytes === 0) throw new PullError(`${options.url} sent nothing`);
    await pages.end();
    return { sha256: hash.digest('hex'), bytes, pages: pages.count };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', stop);
    controller.abort();
  }
}

/**
 * The archive unpacked here (zlib), every byte out counted against the limits, then read by
 * node-tar's Parser, fed by hand: each entry is checked, and pages are written below `staging`.
 * node-tar's own unpacking counted only entry sizes: 65 KB of gzipped zeros (no entry at all)
 * ran 76 s before its ratio guard stopped it, and many small gzip members never tripped it.
 */
class PageExtractor {
  count = 0;
  readonly #gunzip: Gunzip;
  readonly #parser: Parser;
  #packed = 0;
  #unpacked = 0;
  #sawEnd = false;
  readonly #staging: string;
  readonly #limits: PullLimits;
  #pagesBytes = 0;
  #failure: Error | undefined;
  readonly #ended: Promise<void>;

  constructor(staging: string, limits: PullLimits) {
    this.#staging = staging;
    this.#limits = limits;
    // strict: a damaged header or a truncated archive is an error, not a warning to skip past.
    this.#parser = new Parser({ strict: true, onReadEntry: (entry) => this.#entry(entry) });
    this.#gunzip = createGunzip();
    // A damaged gzip stream ends in an error and never in 'end'.
    this.#ended = new Promise((resolve) => {
      this.#parser.on('error', (error: Error) => {
        this.#fail(error);
        resolve();
      });
      this.#parser.on('end', () => resolve());
      this.#gunzip.on('error', (error: Error) => {
        this.#fail(error);
        resolve();
      });
    });
    // Past the end-of-archive blocks node-tar only gathers what it is given, copying it all at each
    // write: 18 MB of trailing zeros took it 8 s. They are counted, not given to it.
    this.#parser.on('eof', () => (this.#sawEnd = true));
    this.#gunzip.on('data', (chunk: Buffer) => this.#unpack(chunk));
    this.#gunzip.on('end', () => this.#parser.end());
  }

  async write(chunk: Uint8Array): Promise<void> {
    this.#check();
    this.#packed += chunk.byteLength;
    if (!this.#gunzip.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          this.#gunzip.off('drain', done).off('close', done);
          resolve();
        };
        this.#gunzip.on('drain', done).on('close', done);
      });
    }
    this.#check();
  }

  async end(): Promise<void> {
    this.#check();
    this.#gunzip.end();
    await this.#ended;
    this.#check();
  }

  /** Bytes out of gzip: counted against both budgets, then read as tar. */
  #unpack(chunk: Buffer): void {
    if (this.#failure) return;
    this.#unpacked += chunk.byteLength;
    const limits = this.#limits;
    const budget = Math.min(limits.tarBytes, limits.unpackedFreeBytes + limits.unpackedRatio * this.#packed);
    if (this.#unpacked > budget) {
      const refusal = new PullError(
        this.#unpacked > limits.tarBytes
          ? `refused: the archive unpacks to over ${limits.tarBytes} bytes`
          : `refused: the archive unpacks to over ${budget} bytes from ${this.#packed} (a gzip bomb?)`,
      );
      this.#fail(refusal);
      this.#gunzip.destroy();
      this.#parser.abort(refusal);
      return;
    }
    if (!this.#sawEnd && !this.#parser.write(chunk)) {
      this.#gunzip.pause();
      this.#parser.once('drain', () => this.#gunzip.resume());
    }
  }

  #check(): void {
    if (this.#failure instanceof PullError) throw this.#failure;
    if (this.#failure) {
      throw new PullError(`the archive is damaged or truncated: ${reason(this.#failure)}`);
    }
  }

  #fail(error: Error): void {
    this.#failure ??= error;
  }

  #entry(entry: ReadEntry): void {
    try {
      const page = this.#pagePath(entry);
      if (page === undefined) {
        entry.resume();
        return;
      }
      this.#readPage(entry, page);
    } catch (error) {
      this.#fail(error instanceof Error ? error : new Error(String(error)));
      entry.resume();
      this.#parser.abort(this.#failure as Error);
    }
  }

  /** Where a page goes below the staging folder, or undefined for an entry that is not a page. */
  #pagePath(entry: ReadEntry): string | undefined {
    const name = entry.path;
    const parts = name.split(/[\\/]+/).filter((part) => part !== '' && part !== '.');
    if (isAbsolute(name) || /^[a-zA-Z]:/.test(name) || name.startsWith('\\')) {
      throw new PullError(`refused: the entry ${JSON.stringify(name)} has an absolute path`);
    }
    if (parts.includes('..')) {
      throw new PullError(`refused: the entry ${JSON.stringify(name)} leads out of its folder (..)`);
    }
    // GitHub's archives hold one top folder (modelspec-main/); an archive may also start at benchmarks/.
    const start = parts[0] === 'benchmarks' ? 0 : 1;
    const inside = parts.slice(start);
    if (inside[0] !== 'benchmarks' || inside.length < 2) return undefined;
    // The catalog's ledgers (benchmarks/_census/...) come with its pages; nothing else of that folder.
    const isPage = name.endsWith('.md') || ledgerOf(inside.join('/')) !== undefined;
    if (entry.type === 'SymbolicLink' || entry.type === 'Link') {
      throw new PullError(
        `refused: ${JSON.stringify(name)} is a link (to ${JSON.stringify(entry.linkpath)})`,
      );
    }
    if (!isPage || entry.type === 'Directory') return undefined;
    if (entry.type !== 'File' && entry.type !== 'OldFile' && entry.type !== 'ContiguousFile') {
      throw new PullError(`refused: ${JSON.stringify(name)} is not a plain file (${entry.type})`);
    }
    if (entry.size > this.#limits.pageBytes) {
      throw new PullError(
        `refused: the page ${JSON.stringify(name)} is ${entry.size} bytes; the limit is ${this.#limits.pageBytes}`,
      );
    }
    this.#pagesBytes += entry.size;
    if (this.#pagesBytes > this.#limits.pagesBytes) {
      throw new PullError(`refused: the pages come to over ${this.#limits.pagesBytes} bytes`);
    }
    return join(this.#staging, ...inside);
  }

  #readPage(entry: ReadEntry, path: string): void {
    const chunks: Buffer[] = [];
    entry.on('data', (chunk: Buffer) => chunks.push(chunk));
    entry.on('end', () => {
      if (this.#failure) return;
      try {
        mkdirSync(dirname(path), { recursive: true });
        writeFileSync(path, Buffer.concat(chunks));
        if (ledgerOf(path) === undefined) this.count++;
      } catch (error) {
        this.#fail(new PullError(`cannot write ${path}: ${reason(error)}`));
      }
    });
  }
}

function reason(error: unknown): string {
  if (error instanceof Error) {
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`;
  }
  return String(error);
}
