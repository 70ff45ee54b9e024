/**
 * `benchbot http [--port 8787] [--host 127.0.0.1] [--metrics-port N]`: the HTTP interactions
 * endpoint. It needs only the application's public key: no bot token, no gateway connection.
 */
import type { Server } from 'node:http';
import { UsageError } from '../../cli/args.js';
import { ConfigError, type Config } from '../../config.js';
import type { LiveContext } from '../../live-context.js';
import { createLogger } from '../../log.js';
import type { Metrics } from '../metrics.js';
import { createCore, listen, startFace, type Face, type ServeSettings } from '../serve.js';
import { createEndpoint } from './server.js';
import { createVerifier } from './verify.js';
import { DISCORD_API } from './webhook.js';

export type HttpListener = {
  publicKey: string;
  host: string;
  /** 0 picks a free port (tests). */
  port: number;
  /** Discord's API base for deferred answers and follow-ups; Discord's own by default. */
  apiBase?: string;
};

/**
 * The endpoint as a face. It listens before the first load ends, so /healthz answers 503 (and
 * commands "still loading") meanwhile; `url` is set once it listens.
 */
export function httpFace(listener: HttpListener): Face & { url?: string } {
  let server: Server | undefined;
  const face: Face & { url?: string } = {
    async start(core) {
      const endpoint = createEndpoint({
        verify: createVerifier(listener.publicKey),
        core,
        apiBase: listener.apiBase ?? DISCORD_API,
      });
      const listening = await listen(endpoint, listener);
      server = listening.server;
      face.url = listening.url;
      await core.firstLoad;
      core.log.info('listening', {
        url: `${listening.url}/interactions`,
        records: core.live.snapshot?.context.catalog.records.size ?? 0,
      });
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.close(() => resolve());
        server.closeIdleConnections();
      }),
  };
  return face;
}

export type RunningEndpoint = {
  url: string;
  live: LiveContext;
  metrics: Metrics;
  metricsUrl?: string;
  close(): Promise<void>;
};

/**
 * Starts the endpoint without touching the process (no signals): what the tests run. Resolves
 * once it listens and the first load is done.
 */
export async function startHttp(
  options: HttpListener & Partial<ServeSettings> & Pick<ServeSettings, 'registry' | 'dataDirs'>,
): Promise<RunningEndpoint> {
  const settings: ServeSettings = {
    log: createLogger('info'),
    rate: { perMinute: 20, burst: 5 },
    deferAfterMs: 2000,
    ...options,
  };
  const face = httpFace(options);
  const running = await startFace(createCore(settings), face, settings);
  if (face.url === undefined) throw new Error('http: the endpoint did not listen');
  return {
    url: face.url,
    live: running.core.live,
    metrics: running.core.metrics,
    ...(running.metricsUrl ? { metricsUrl: running.metricsUrl } : {}),
    close: () => running.stop(),
  };
}

/** The face's listener options, from `benchbot http`'s arguments and the configuration. */
export function httpListener(values: { port?: string; host?: string }, config: Config): HttpListener {
  if (!config.DISCORD_PUBLIC_KEY) {
    throw new ConfigError(
      'config: DISCORD_PUBLIC_KEY: required for the HTTP endpoint (the Developer Portal shows it)',
    );
  }
  return {
    publicKey: config.DISCORD_PUBLIC_KEY,
    host: values.host ?? '127.0.0.1',
    port: portOf('--port', values.port ?? '8787'),
    ...(config.DISCORD_API_BASE ? { apiBase: config.DISCORD_API_BASE } : {}),
  };
}

/** A port number, or a usage error naming the flag. */
export function portOf(flag: string, value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) {
    throw new UsageError(`${flag} takes a port number, not "${value}"`);
  }
  return port;
}
