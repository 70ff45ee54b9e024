/**
 * Where a pulled catalog lives (see pull.ts), and what is known about it. Light on purpose: every
 * CLI run reads this to find out whether a pull is served, and must not load the archive code.
 *
 * Layout under the cache directory ($XDG_CACHE_HOME/benchbot, else ~/.cache/benchbot):
 *
 *   catalog -> pulls/<stamp>     the served pull: a link, replaced in one step by the next pull
 *   pulls/<stamp>/benchmarks/…   the pages, as the archive has them
 *   pulls/<stamp>/.pull.json     where they came from (PullRecord)
 *   pulls/<stamp>/.snapshot.json the pages parsed (snapshot.ts), for a fast CLI
 *   pulls/empty/                 what the link names after `catalog pull --remove`
 *
 * Names starting with "." are skipped when a catalog directory is read, so the pull's own files
 * are never taken for records.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readlinkSync, renameSync, symlinkSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { z } from 'zod';
import type { Config } from '../config.js';

/** What `catalog status` reports of a pull, saved beside its pages. */
const pullRecordSchema = z.object({
  url: z.string(),
  ref: z.string(),
  sha256: z.string(),
  /** The archive's size in bytes. */
  bytes: z.number(),
  pages: z.number(),
  records: z.number(),
  /** ISO 8601. */
  pulledAt: z.string(),
  /** Pages the loader rejects, left out of the pull: `file: field: message`, one each. */
  rejected: z.array(z.string()).default([]),
});

export type PullRecord = z.infer<typeof pullRecordSchema>;

export const PULLS = 'pulls';
export const EMPTY_PULL = 'empty';
export const PULL_RECORD = '.pull.json';
export const PULL_SNAPSHOT = '.snapshot.json';

/** The settings that place the cache directory. */
export type CacheConfig = Pick<Config, 'XDG_CACHE_HOME' | 'HOME'>;

/**
 * benchbot's cache directory: $XDG_CACHE_HOME/benchbot, else $HOME/.cache/benchbot; undefined
 * when neither is set (a process started with a bare environment, as the tests start the bot):
 * then nothing is pulled or served from a cache.
 */
export function cacheDir(config: CacheConfig): string | undefined {
  // The XDG spec says a relative XDG_CACHE_HOME is invalid and to be ignored.
  if (config.XDG_CACHE_HOME && isAbsolute(config.XDG_CACHE_HOME))
    return join(config.XDG_CACHE_HOME, 'benchbot');
  return config.HOME ? join(config.HOME, '.cache', 'benchbot') : undefined;
}

/** The served pull: a link to the current pull's folder (which may be the empty one). */
export function pulledCatalogDir(config: CacheConfig): string | undefined {
  const dir = cacheDir(config);
  return dir === undefined ? undefined : join(dir, 'catalog');
}

/** The record of the pull served from `dir`, or undefined when none is (never pulled, or removed). */
export function readPullRecord(dir: string): PullRecord | undefined {
  const path = join(dir, PULL_RECORD);
  if (!existsSync(path)) return undefined;
  try {
    const parsed = pullRecordSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** Whether `dir` is a pulled catalog: its pages replace bundled records of the same id. */
export function isPulledCatalog(dir: string): boolean {
  return existsSync(join(dir, PULL_RECORD));
}

/** The folder under pulls/ that the link names, or undefined when there is no link. */
export function currentPull(cacheDir: string): string | undefined {
  try {
    return relative(PULLS, readlinkSync(join(cacheDir, 'catalog')));
  } catch {
    return undefined;
  }
}

/**
 * Points the link at pulls/<name> in one step: a new link beside it, renamed over it (rename
 * replaces atomically). A reader sees the old catalog or the new one, never none.
 */
export function swapLink(cacheDir: string, name: string): string {
  const link = join(cacheDir, 'catalog');
  const fresh = join(cacheDir, `.catalog-${process.pid}-${randomBytes(4).toString('hex')}`);
  symlinkSync(join(PULLS, name), fresh);
  renameSync(fresh, link);
  return link;
}

/** Points the link at the empty folder: no pulled catalog is served, and the place is there to watch. */
export function linkEmptyPull(cacheDir: string): string {
  mkdirSync(join(cacheDir, PULLS, EMPTY_PULL), { recursive: true });
  return swapLink(cacheDir, EMPTY_PULL);
}

/**
 * The link, made (to the empty folder) when there is none yet: a server started before any pull
 * then watches and serves the place where one will appear.
 */
export function ensurePulledCatalogLink(cacheDir: string): string {
  const pulled = join(cacheDir, 'catalog');
  // existsSync follows the link: a link to a folder deleted by hand is made again too.
  return existsSync(pulled) ? pulled : linkEmptyPull(cacheDir);
}
