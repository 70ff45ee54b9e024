/**
 * The entry functions of the Discord faces, loaded by index.ts with a dynamic import so the
 * command-line path never loads discord.js. Each reads its own flags and hands a face to the one
 * composition root (serve.ts).
 */
import { parseArgs } from 'node:util';
import { UsageError } from '../cli/args.js';
import type { Registry } from '../command.js';
import { ConfigError, type Config } from '../config.js';
import { deploy } from './deploy.js';
import { gatewayFace } from './gateway.js';
import { httpFace, httpListener, portOf } from './http/main.js';
import { serve, settingsFrom } from './serve.js';
import { runShardManager } from './shard.js';

export type FaceOptions = { registry: Registry; dataDirs: string[]; config: Config };

/** `benchbot bot [--metrics-port N] [--metrics-host H]`: the gateway bot until SIGINT/SIGTERM. */
export function runBot(args: string[], options: FaceOptions): Promise<number> {
  const { config } = options;
  const { values } = parseFlags(args, {});
  if (!config.DISCORD_TOKEN) {
    throw new ConfigError(
      'config: DISCORD_TOKEN: required to run the bot (see "Run it on Discord" in the README)',
    );
  }
  const face = gatewayFace({
    token: config.DISCORD_TOKEN,
    ...(config.DISCORD_API_BASE ? { apiBase: config.DISCORD_API_BASE } : {}),
  });
  return serve(
    face,
    settingsFrom(config, options.registry, options.dataDirs, metricsListener(values, config)),
  );
}

/** `benchbot http [--port N] [--host H] [--metrics-port N] [--metrics-host H]`. */
export function runHttp(args: string[], options: FaceOptions): Promise<number> {
  const { config } = options;
  const { values } = parseFlags(args, { port: { type: 'string' }, host: { type: 'string' } });
  const face = httpFace(httpListener(values, config));
  return serve(
    face,
    settingsFrom(config, options.registry, options.dataDirs, metricsListener(values, config)),
  );
}

/** `benchbot shard`: the bot under discord.js's ShardingManager; each shard runs `benchbot bot`. */
export function runShard(args: string[], options: FaceOptions): Promise<number> {
  const { values } = parseFlags(args, {});
  if (values['metrics-port'] !== undefined)
    throw new UsageError('--metrics-port: not with shard (each shard would bind the same port)');
  return runShardManager(args, options);
}

/** `benchbot deploy`; returns the exit code. */
export function runDeploy(
  args: string[],
  options: FaceOptions & { out: (line: string) => void },
): Promise<number> {
  return deploy(args, { config: options.config, out: options.out, registry: options.registry });
}

type FlagValues = { port?: string; host?: string; 'metrics-port'?: string; 'metrics-host'?: string };

function parseFlags(
  args: string[],
  own: { port?: { type: 'string' }; host?: { type: 'string' } },
): { values: FlagValues } {
  try {
    const { values } = parseArgs({
      args,
      options: { ...own, 'metrics-port': { type: 'string' }, 'metrics-host': { type: 'string' } },
      strict: true,
    });
    return { values: values as FlagValues };
  } catch (error) {
    throw new UsageError(error instanceof Error ? error.message : String(error));
  }
}

/**
 * `--metrics-port` (or METRICS_PORT): /metrics on a listener of its own, on 127.0.0.1 unless
 * `--metrics-host` says otherwise, so what users typed is not published on the public port.
 */
function metricsListener(values: FlagValues, config: Config): { port: number; host: string } | undefined {
  const given =
    values['metrics-port'] ?? (config.METRICS_PORT === undefined ? undefined : String(config.METRICS_PORT));
  if (given === undefined) return undefined;
  return { port: portOf('--metrics-port', given), host: values['metrics-host'] ?? '127.0.0.1' };
}
