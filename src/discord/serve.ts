/**
 * The one composition root of the long-running faces: the gateway bot, the HTTP endpoint and each
 * shard (a shard runs the gateway bot). It builds the live catalog (watched, reloaded on SIGHUP),
 * the metrics, the rate limit and the one answering chain, and owns the process: unhandled
 * rejections are logged, SIGINT and SIGTERM shut the face down. A face only adapts its transport:
 * it turns what arrives into an Exchange and hands it to `core.answer`.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cacheDir } from '../catalog/pull-cache.js';
import type { Registry } from '../command.js';
import type { Config } from '../config.js';
import { LiveContext, type LiveContextOptions, type ReloadReport } from '../live-context.js';
import { createLogger, type Logger } from '../log.js';
import { RateLimiter, type RateLimitOptions } from '../rate-limit.js';
import { reloadHandler } from '../reload-reply.js';
import { releaseSignals } from '../signals.js';
import { createAnswerer, type Exchange } from './answer.js';
import { createDispatcher, type DispatchRequest } from './dispatch.js';
import { Metrics } from './metrics.js';

/** A transport: the gateway connection or the HTTP listener. */
export type Face = {
  /** Starts the transport; from then on it hands every request to `core.answer`. */
  start(core: ServingCore): Promise<void>;
  /** Stops it (logs out, closes the listener). */
  stop(): Promise<void>;
};

export type ServingCore = {
  answer: (exchange: Exchange) => Promise<void>;
  live: LiveContext;
  metrics: Metrics;
  log: Logger;
  /** Resolves once the first load finished, whatever its outcome. */
  firstLoad: Promise<ReloadReport>;
  /** True when /metrics has its own listener, so a face must not publish it. */
  metricsApart: boolean;
  version: string;
  /** Stops watching the catalog. */
  close(): void;
};

export type ServeSettings = {
  registry: Registry;
  dataDirs: readonly string[];
  log: Logger;
  defaultIds?: readonly string[];
  rate: RateLimitOptions;
  /** Milliseconds of quiet before a catalog edit reloads; no watching when undefined. */
  watchDebounceMs?: number;
  /** Milliseconds a handler may run before its interaction is deferred. */
  deferAfterMs: number;
  /** A listener of its own for /metrics (GET), away from the public one. */
  metricsListener?: { port: number; host: string };
  /** Loads a catalog (tests: a slow one); loadForServing otherwise. */
  load?: LiveContextOptions['load'];
  /** Where each load is saved for a faster next start (the user's cache); none without it. */
  cacheDir?: string;
};

/** Shutdown must finish within 5 s of SIGINT/SIGTERM; a transport that hangs is left behind. */
const SHUTDOWN_MS = 4000;

/** The settings a face runs with, from the configuration and its own command-line options. */
export function settingsFrom(
  config: Config,
  registry: Registry,
  dataDirs: readonly string[],
  metricsListener?: { port: number; host: string },
): ServeSettings {
  const cache = cacheDir(config);
  return {
    registry,
    dataDirs,
    log: createLogger(config.LOG_LEVEL),
    defaultIds: config.BENCHBOT_DEFAULT_IDS,
    rate: { perMinute: config.RATE_LIMIT_PER_MINUTE, burst: config.RATE_LIMIT_BURST },
    watchDebounceMs: config.CATALOG_WATCH_DEBOUNCE_MS,
    deferAfterMs: config.INTERACTION_DEFER_MS,
    ...(metricsListener ? { metricsListener } : {}),
    ...(cache ? { cacheDir: cache } : {}),
  };
}

/**
 * Builds the core and starts the first load (not awaited: `core.firstLoad`). The watch starts
 * after the first load.
 */
export function createCore(settings: ServeSettings): ServingCore {
  const { log, registry } = settings;
  const metrics = new Metrics([...registry.commands.map((command) => command.name), 'button', 'mention']);
  const live = new LiveContext({
    dataDirs: settings.dataDirs,
    defaultIds: settings.defaultIds,
    onReload: (report) => {
      metrics.reload(report);
      logReload(log, report);
    },
    ...(settings.load ? { load: settings.load } : {}),
    ...(settings.cacheDir ? { cacheDir: settings.cacheDir } : {}),
    onSaveError: (error) =>
      log.warn('catalog not saved for the next start (it will parse the files)', { error }),
  });
  const dispatch = createDispatcher({
    registry,
    // Read once per request: a reload swaps the context between requests, never during one.
    context: () => {
      const context = live.context;
      if (!context) throw new Error('serve: dispatch before the catalog loaded');
      return context;
    },
    handlers: { 'bench-reload': reloadHandler(live) },
    log,
  });
  const countUnmatched = (request: Extract<DispatchRequest, { kind: 'command' }>) => {
    const options = registry.commands.find((command) => command.name === request.name)?.options ?? [];
    const context = live.context;
    if (!context) return;
    for (const option of options) {
      const value = request.options[option.name];
      if (option.type !== 'string' || !option.autocomplete || typeof value !== 'string') continue;
      if (context.index.resolve(value).kind === 'none') metrics.unmatched(value, request.userId);
    }
  };
  const answer = createAnswerer({
    dispatch,
    limiter: new RateLimiter(settings.rate),
    metrics,
    log,
    loaded: () => live.snapshot !== undefined,
    deferAfterMs: settings.deferAfterMs,
    onCommand: countUnmatched,
  });
  const firstLoad = live.reload('start').then((report) => {
    if (settings.watchDebounceMs !== undefined) {
      live.watch(settings.watchDebounceMs, (error) => log.warn('catalog watch failed', { error }));
    }
    return report;
  });
  return {
    answer,
    live,
    metrics,
    log,
    firstLoad,
    metricsApart: settings.metricsListener !== undefined,
    version: packageVersion(),
    close: () => live.close(),
  };
}

export type Running = {
  core: ServingCore;
  /** The metrics listener's address, when it has one. */
  metricsUrl?: string;
  /** Stops the face (at most SHUTDOWN_MS), the metrics listener and the watch. */
  stop(): Promise<void>;
};

/** Starts the metrics listener (when asked for) and the face. */
export async function startFace(core: ServingCore, face: Face, settings: ServeSettings): Promise<Running> {
  const metricsServer = settings.metricsListener
    ? await listen(metricsEndpoint(core), settings.metricsListener)
    : undefined;
  const stopMetrics = () =>
    new Promise<void>((resolve) => {
      if (!metricsServer) return resolve();
      metricsServer.server.close(() => resolve());
      metricsServer.server.closeIdleConnections();
    });
  try {
    await face.start(core);
  } catch (error) {
    core.close();
    await stopMetrics();
    throw error;
  }
  if (metricsServer) core.log.info('metrics listening', { url: `${metricsServer.url}/metrics` });
  return {
    core,
    ...(metricsServer ? { metricsUrl: metricsServer.url } : {}),
    stop: async () => {
      await withinShutdown(face.stop());
      core.close();
      await stopMetrics();
    },
  };
}

/**
 * Runs a face until SIGINT or SIGTERM and returns the exit code (0). SIGHUP reloads the catalog;
 * one that arrives during the first load reloads after it.
 */
export async function serve(face: Face, settings: ServeSettings): Promise<number> {
  const { log } = settings;
  const onRejection = (reason: unknown) => log.error('unhandled rejection', { error: reason });
  process.on('unhandledRejection', onRejection);
  const stopSignal = new Promise<NodeJS.Signals>((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      resolve(signal);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
  const core = createCore(settings);
  // Installed before the first load ends: reloads queue behind it, and the signal no longer kills.
  core.live.reloadOnSignal('SIGHUP');
  // A signal the entry held while this loaded is handled now: a SIGHUP reloads, a SIGTERM stops.
  releaseSignals();
  log.info('loading catalog', { dataDirs: settings.dataDirs });
  try {
    const running = await Promise.race([startFace(core, face, settings), stopSignal]);
    if (typeof running === 'string') {
      // Stopped while still starting (loading, logging in): the process ends with this return.
      log.info('shutting down', { signal: running });
      await withinShutdown(face.stop());
      return 0;
    }
    const signal = await stopSignal;
    log.info('shutting down', { signal });
    await running.stop();
    log.info('stopped');
    return 0;
  } finally {
    core.close();
    process.off('unhandledRejection', onRejection);
  }
}

/** The promise, or nothing after SHUTDOWN_MS: a transport that hangs does not hold the exit. */
function withinShutdown(promise: Promise<void>): Promise<void> {
  const timeout = new Promise<void>((done) => setTimeout(done, SHUTDOWN_MS).unref());
  return Promise.race([promise, timeout]);
}

/** GET /metrics only: the listener of `--metrics-port`. */
function metricsEndpoint(core: ServingCore): Server {
  return createServer((request, response) => {
    if (request.method !== 'GET' || (request.url ?? '/').split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found\n');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'text/plain; version=0.0.4; charset=utf-8' });
    response.end(core.metrics.render(core.live.snapshot));
  });
}

/** Listens on host:port (0 picks a free port) and returns the server with its base URL. */
export async function listen(
  server: Server,
  where: { port: number; host: string },
): Promise<{ server: Server; url: string }> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(where.port, where.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return { server, url: `http://${host}:${address.port}` };
}

/** Ids a reload log line lists; a first load would otherwise list the whole catalog. */
const LOGGED_IDS = 20;

function logReload(log: Logger, report: ReloadReport): void {
  const { problems, added, removed, changed, ...rest } = report;
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const ids = (list: string[]) => list.slice(0, LOGGED_IDS);
  const fields = {
    ...rest,
    added: ids(added),
    removed: ids(removed),
    changed: ids(changed),
    counts: { added: added.length, removed: removed.length, changed: changed.length },
    errors,
    warnings: problems.length - errors,
  };
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
