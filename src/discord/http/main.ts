/**
 * `benchbot http [--port 8787] [--host 127.0.0.1]`: the HTTP interactions endpoint. It needs only
 * the application's public key: no token, no gateway connection.
 */
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { parseArgs } from 'node:util';
import type { Config } from '../../config.js';
import { LiveContext, type ReloadReport } from '../../live-context.js';
import { createLogger, type Logger } from '../../log.js';
import { RateLimiter } from '../../rate-limit.js';
import { reloadHandler } from '../../reload-reply.js';
import { createDispatcher } from '../dispatch.js';
import { Metrics } from './metrics.js';
import { createEndpoint } from './server.js';
import { createVerifier } from './verify.js';

export type HttpOptions = {
  publicKey: string;
  dataDirs: readonly string[];
  host?: string;
  /** 0 picks a free port (tests). */
  port?: number;
  defaultIds?: readonly string[];
  rate?: { perMinute: number; burst: number };
  log?: Logger;
  /** Milliseconds of quiet before a catalog edit reloads; no watching when undefined. */
  watchDebounceMs?: number;
};

export type RunningEndpoint = {
  url: string;
  live: LiveContext;
  metrics: Metrics;
  close(): Promise<void>;
};

/**
 * Starts the endpoint: it listens first (so /healthz answers 503 while loading), then loads the
 * catalog. The promise resolves once the first load finished, whatever its outcome.
 */
export async function startHttp(options: HttpOptions): Promise<RunningEndpoint> {
  const log = options.log ?? createLogger('info');
  const metrics = new Metrics();
  const live = new LiveContext({
    dataDirs: options.dataDirs,
    defaultIds: options.defaultIds,
    onReload: (report) => {
      metrics.reload(report);
      logReload(log, report);
    },
  });
  const dispatch = createDispatcher({
    // Read once per request: a reload swaps the context between requests, never during one.
    context: () => {
      const context = live.context;
      if (!context) throw new Error('http: dispatch before the catalog loaded');
      return context;
    },
    handlers: { 'bench-reload': reloadHandler(live) },
    log,
  });
  const server = createEndpoint({
    verify: createVerifier(options.publicKey),
    live,
    dispatch,
    limiter: new RateLimiter(options.rate ?? { perMinute: 20, burst: 5 }),
    metrics,
    log,
    version: packageVersion(),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 8787, options.host ?? '127.0.0.1', resolve);
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;

  await live.reload('start');
  if (options.watchDebounceMs !== undefined) {
    live.watch(options.watchDebounceMs, (error) => log.warn('catalog watch failed', { error }));
  }
  return {
    url,
    live,
    metrics,
    close: () =>
      new Promise<void>((resolve) => {
        live.close();
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
}

/** The face's entry, called by index.ts. Runs until SIGINT or SIGTERM; returns the exit code. */
export async function runHttp(
  args: string[],
  options: { dataDirs: string[]; config: Config },
): Promise<number> {
  const { config } = options;
  const log = createLogger(config.LOG_LEVEL);
  let values: { port?: string; host?: string };
  try {
    ({ values } = parseArgs({ args, options: { port: { type: 'string' }, host: { type: 'string' } } }));
  } catch (error) {
    process.stderr.write(`benchbot http: ${error instanceof Error ? error.message : String(error)}\n`);
    return 2;
  }
  const port = Number(values.port ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`benchbot http: --port takes a port number, not "${values.port}"\n`);
    return 2;
  }
  if (!config.DISCORD_PUBLIC_KEY) {
    process.stderr.write(
      'config: DISCORD_PUBLIC_KEY: required for the HTTP endpoint (the Developer Portal shows it)\n',
    );
    return 1;
  }
  const endpoint = await startHttp({
    publicKey: config.DISCORD_PUBLIC_KEY,
    dataDirs: options.dataDirs,
    host: values.host,
    port,
    defaultIds: config.BENCHBOT_DEFAULT_IDS,
    rate: { perMinute: config.RATE_LIMIT_PER_MINUTE, burst: config.RATE_LIMIT_BURST },
    log,
    watchDebounceMs: config.CATALOG_WATCH_DEBOUNCE_MS,
  });
  endpoint.live.reloadOnSignal('SIGHUP');
  log.info('listening', {
    url: `${endpoint.url}/interactions`,
    records: endpoint.live.snapshot?.context.catalog.records.size ?? 0,
  });
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  await endpoint.close();
  return 0;
}

function logReload(log: Logger, report: ReloadReport): void {
  const { problems, ...rest } = report;
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const fields = { ...rest, errors, warnings: problems.length - errors };
  if (report.outcome === 'swapped') log.info('catalog reloaded', fields);
  else log.warn('catalog reload kept the old catalog', fields);
}

/** The package's version, found by walking up from this file (it runs from src/ and from dist/). */
function packageVersion(): string {
  for (let url = new URL('./package.json', import.meta.url); ;) {
    try {
      return (JSON.parse(readFileSync(url, 'utf8')) as { version?: string }).version ?? 'unknown';
    } catch {
      const parent = new URL('../package.json', url);
      if (parent.href === url.href) return 'unknown';
      url = parent;
    }
  }
}
