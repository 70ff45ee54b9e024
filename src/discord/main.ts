/**
 * The entry functions of the Discord face, loaded by index.ts with a dynamic import so the
 * command-line path never loads discord.js.
 */
import type { Client } from 'discord.js';
import { countProblems } from '../catalog/catalog.js';
import { ConfigError, type Config } from '../config.js';
import { LiveContext } from '../live-context.js';
import { createLogger, type Logger } from '../log.js';
import { RateLimiter } from '../rate-limit.js';
import { reloadHandler } from '../reload-reply.js';
import { createDispatcher, rateLimited } from './dispatch.js';
import { deploy } from './deploy.js';
import { createClient } from './gateway.js';

export { runShard } from './shard.js';

/** Shutdown must finish within 5 s of SIGINT/SIGTERM; a gateway that hangs is left behind. */
const SHUTDOWN_MS = 4000;

/** Runs the gateway bot; resolves when it has shut down (SIGINT or SIGTERM). */
export async function runBot(options: { dataDirs: string[]; config: Config }): Promise<void> {
  const { config } = options;
  const log = createLogger(config.LOG_LEVEL);
  if (!config.DISCORD_TOKEN) {
    throw new ConfigError(
      'config: DISCORD_TOKEN: required to run the bot (see "Run it on Discord" in the README)',
    );
  }
  const live = new LiveContext({
    dataDirs: options.dataDirs,
    ...(config.BENCHBOT_DEFAULT_IDS ? { defaultIds: config.BENCHBOT_DEFAULT_IDS } : {}),
    onReload: ({ trigger, outcome, records, reason }) =>
      log.info('catalog reload', { trigger, outcome, records, reason }),
  });
  await live.reload('start');
  const start = live.context;
  if (!start) throw new Error('catalog: nothing could be loaded from ' + options.dataDirs.join(', '));
  live.reloadOnSignal('SIGHUP');

  const limiter = new RateLimiter({
    perMinute: config.RATE_LIMIT_PER_MINUTE,
    burst: config.RATE_LIMIT_BURST,
  });
  const dispatch = rateLimited(
    createDispatcher({
      context: () => live.context ?? start,
      handlers: { 'bench-reload': reloadHandler(live) },
      log,
    }),
    limiter,
  );
  const client = createClient(dispatch, log);
  const onRejection = (reason: unknown) => log.error('unhandled rejection', { error: reason });
  process.on('unhandledRejection', onRejection);
  client.once('clientReady', (ready) => {
    const { catalog } = live.context ?? start;
    const { errors, warnings } = countProblems(catalog);
    log.info('ready', {
      user: ready.user.tag,
      guilds: ready.guilds.cache.size,
      records: catalog.records.size,
      errors,
      warnings,
    });
  });

  const stopped = waitForSignal(client, log);
  try {
    await client.login(config.DISCORD_TOKEN);
  } catch (error) {
    await client.destroy();
    live.close();
    process.off('unhandledRejection', onRejection);
    // discord.js says TokenInvalid for a token Discord refuses; the token itself is never printed.
    if ((error as { code?: unknown }).code === 'TokenInvalid')
      throw new ConfigError('config: DISCORD_TOKEN: Discord refused the token');
    throw error;
  }
  await stopped;
  live.close();
  process.off('unhandledRejection', onRejection);
}

function waitForSignal(client: Client, log: Logger): Promise<void> {
  return new Promise((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      log.info('shutting down', { signal });
      const timeout = new Promise<void>((done) => setTimeout(done, SHUTDOWN_MS).unref());
      void Promise.race([client.destroy(), timeout]).then(() => {
        log.info('logged out');
        resolve();
      });
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

/** `benchbot deploy`; returns the exit code. */
export function runDeploy(
  args: string[],
  options: { dataDirs: string[]; config: Config; out: (line: string) => void },
): Promise<number> {
  return deploy(args, { config: options.config, out: options.out });
}
