/**
 * `benchbot catalog pull | pull --remove | status`: the pulled catalog, on the command line.
 * The download and its checks are in src/catalog/pull.ts; this reads arguments and reports.
 */
import { sep } from 'node:path';
import { parseArgs } from 'node:util';
import { countProblems, type Catalog } from '../catalog/catalog.js';
import { cacheDir, isPulledCatalog, readPullRecord } from '../catalog/pull-cache.js';
import {
  archiveUrl,
  DEFAULT_REF,
  pullCatalog,
  PullError,
  removePulledCatalog,
  type PullLimits,
} from '../catalog/pull.js';
import type { Config } from '../config.js';
import { BUNDLED_DATA, loadCatalogOf } from '../context.js';
import { parseGlobal, UsageError } from './args.js';
import { dataDirs, EXIT, type Io } from './run.js';

const USAGE = [
  'benchbot catalog pull [--ref REF] [--from URL] [--sha256 HEX] [--timeout SECONDS]',
  'benchbot catalog pull --remove',
  'benchbot catalog status',
].join('\n       ');

export type CatalogCommandOptions = {
  /** Show a progress line (on a terminal only: a pipe gets the summary alone). */
  progress?: boolean;
  /** Smaller limits, for tests. */
  limits?: Partial<PullLimits>;
};

/** Runs `catalog ...`; `argv` is the whole command line after the program (`catalog pull ...`). */
export async function runCatalog(
  argv: readonly string[],
  io: Io,
  config: Config,
  options: CatalogCommandOptions = {},
): Promise<number> {
  try {
    const { rest, flags } = parseGlobal(argv);
    const [action, ...args] = rest;
    if (action === 'pull') return await pull(args, io, config, options);
    if (action === 'status') {
      if (args.length > 0) throw new UsageError(`catalog status takes no arguments: ${args.join(' ')}`);
      return status(io, config, dataDirs(flags, config));
    }
    throw new UsageError(action ? `unknown catalog action "${action}"` : 'catalog needs pull or status');
  } catch (error) {
    if (error instanceof UsageError) {
      io.err(`benchbot: ${error.message}\nusage: ${USAGE}\n`);
      return EXIT.usage;
    }
    if (error instanceof PullError) {
      io.err(`${error.message}\nThe catalog served before is unchanged.\n`);
      return EXIT.catalog;
    }
    throw error;
  }
}

async function pull(
  args: readonly string[],
  io: Io,
  config: Config,
  options: CatalogCommandOptions,
): Promise<number> {
  const { values } = parseArguments(args);
  const cache = cacheDir(config);
  if (cache === undefined) {
    throw new PullError('no cache directory: set XDG_CACHE_HOME or HOME');
  }
  if (values.remove) {
    if (values.ref || values.from || values.sha256) throw new UsageError('--remove takes no other option');
    const removed = removePulledCatalog(cache);
    io.out(
      removed
        ? `Removed the pulled catalog from ${cache}; the bundled catalog alone is served.\n`
        : `No pulled catalog was served; the bundled catalog alone is served.\n`,
    );
    return EXIT.ok;
  }
  const sha256 = values.sha256;
  if (sha256 !== undefined && !/^[0-9a-fA-F]{64}$/.test(sha256)) {
    throw new UsageError(`--sha256 takes 64 hex characters, not "${sha256}"`);
  }
  if (values.from !== undefined && !/^https?:\/\//.test(values.from)) {
    throw new UsageError(`--from takes an http(s) URL of a .tar.gz archive, not "${values.from}"`);
  }
  const timeout = values.timeout === undefined ? 60 : Number(values.timeout);
  if (!(timeout > 0)) throw new UsageError(`--timeout takes a number of seconds, not "${values.timeout}"`);
  // A branch, tag or commit goes into the archive's URL: nothing that could make it another path.
  if (values.ref !== undefined && (!/^[\w./-]+$/.test(values.ref) || values.ref.split('/').includes('..'))) {
    throw new UsageError(`--ref takes a branch, tag or commit name, not "${values.ref}"`);
  }
  const ref = values.ref ?? (values.from ? '' : DEFAULT_REF);
  const url = values.from ?? archiveUrl(ref);

  const progress = options.progress ? progressLine(io) : undefined;
  // Ctrl-C, a kill or a closed terminal stops the pull through its own cleanup (lock, staging),
  // not by ending the process where it stands.
  const interrupt = new AbortController();
  const stop = () => interrupt.abort();
  for (const signal of STOP_SIGNALS) process.once(signal, stop);
  try {
    const pulled = await pullCatalog({
      url,
      ref,
      sha256,
      cacheDir: cache,
      timeoutMs: timeout * 1000,
      signal: interrupt.signal,
      limits: options.limits,
      onProgress: progress?.update,
    });
    progress?.done();
    const left = pulled.rejected.length;
    io.out(
      `Pulled ${pulled.pages} pages (${pulled.records} records) from ${url}\n` +
        (left > 0
          ? `Left out ${left} page${left === 1 ? '' : 's'} the loader rejects (benchbot catalog status lists them), first: ${pulled.rejected[0]}\n`
          : '') +
        `sha256 ${pulled.sha256}\n` +
        `Served from now on: the pulled pages, then the bundled records (a pulled page replaces a bundled record of the same id).\n` +
        `benchbot catalog status shows what is served; benchbot catalog pull --remove goes back to the bundled catalog.\n`,
    );
    return EXIT.ok;
  } catch (error) {
    progress?.done();
    throw error;
  } finally {
    for (const signal of STOP_SIGNALS) process.off(signal, stop);
  }
}

const STOP_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

function parseArguments(args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      options: {
        ref: { type: 'string' },
        from: { type: 'string' },
        sha256: { type: 'string' },
        timeout: { type: 'string' },
        remove: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/** One line, rewritten in place at most ten times a second: bytes and pages so far. */
function progressLine(io: Io): {
  update: (progress: { bytes: number; pages: number }) => void;
  done: () => void;
} {
  let last = 0;
  let shown = false;
  return {
    update: ({ bytes, pages }) => {
      const now = Date.now();
      if (now - last < 100) return;
      last = now;
      shown = true;
      io.err(`\rcatalog pull: ${(bytes / 1024 / 1024).toFixed(1)} MB, ${pages} pages`);
    },
    done: () => {
      if (shown) io.err('\n');
    },
  };
}

/** `catalog status`: where each served record comes from, counts, and the pull's source. */
function status(io: Io, config: Config, dirs: readonly string[]): number {
  const { catalog, fromSnapshot } = loadCatalogOf(dirs);
  const lines: string[] = [];
  const pulledHere = dirs.filter(isPulledCatalog);
  const cache = cacheDir(config);
  for (const dir of dirs) {
    const served = [...catalog.records.values()].filter((record) =>
      record.origin.file.startsWith(dir.endsWith(sep) ? dir : dir + sep),
    ).length;
    const snapshot = fromSnapshot.includes(dir) ? ', read from its snapshot' : '';
    const pull = readPullRecord(dir);
    if (pull) {
      lines.push(`pulled catalog  ${dir}: ${served} records served (${pull.pages} pages${snapshot})`);
      lines.push(`  source  ${pull.url}`);
      lines.push(`  ref     ${pull.ref || '(none: --from)'}`);
      lines.push(`  sha256  ${pull.sha256}`);
      lines.push(`  pulled  ${pull.pulledAt}`);
      for (const problem of pull.rejected) lines.push(`  left out  ${problem}`);
      continue;
    }
    if (cache !== undefined && dir.startsWith(cache + sep)) continue; // the pull's place, nothing pulled
    const own = loadCatalogOf([dir]).catalog.records.size;
    const replaced =
      pulledHere.length > 0 && dir === BUNDLED_DATA ? `, ${own - served} replaced by pulled pages` : '';
    const label = dir === BUNDLED_DATA ? 'bundled catalog' : 'catalog';
    lines.push(`${label}  ${dir}: ${served} of its ${own} records served${replaced}${snapshot}`);
  }
  if (pulledHere.length === 0) {
    const override = dirs.includes(BUNDLED_DATA)
      ? ''
      : ' (--data or BENCHBOT_DATA is set: a pull is not served)';
    lines.push(`No pulled catalog${override}: benchbot catalog pull fetches the whole public catalog.`);
  }
  lines.push(...ledgerLines(catalog));
  const { errors, warnings } = countProblems(catalog);
  lines.push(
    `Served: ${catalog.records.size} records, ${errors} errors, ${warnings} warnings (benchbot validate lists them)`,
  );
  io.out(`${lines.join('\n')}\n`);
  return EXIT.ok;
}

/** The ledgers served, each with its file, date and what it gives (see src/catalog/census.ts). */
function ledgerLines(catalog: Catalog): string[] {
  const { ledgers, results, eligibility, aliases } = catalog.census;
  const count = [...results.values()].reduce((sum, list) => sum + list.length, 0);
  const served: [string, string | undefined, string][] = [
    [
      'results',
      ledgers.results?.file,
      `${plural(count, 'reported result')} on ${plural(results.size, 'benchmark')}, as of ${ledgers.results?.asOf || 'an undated ledger'}`,
    ],
    [
      'eligibility',
      ledgers.eligibility?.file,
      `${plural(eligibility.size, 'row')}, as of ${ledgers.eligibility?.asOf || 'an undated report'}`,
    ],
    ['aliases', ledgers.aliases?.file, `${plural(aliases.size, 'census alias', 'census aliases')}`],
  ];
  return served.map(([kind, file, what]) =>
    file === undefined ? `ledger  ${kind}: none served` : `ledger  ${kind}: ${file}: ${what}`,
  );
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}
