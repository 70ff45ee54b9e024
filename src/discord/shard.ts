/**
 * `benchbot shard`: the bot under discord.js's ShardingManager, for a bot in more servers than
 * one gateway connection may serve (Discord requires sharding from 2500 guilds). Each shard is a
 * child process running `benchbot bot` (the same composition root as the bot, with the same
 * environment, DISCORD_API_BASE included); buttons carry their whole state in the custom_id, so
 * any shard can answer any press.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { REST, Routes, ShardingManager } from 'discord.js';
import type { RESTGetAPIGatewayBotResult } from 'discord-api-types/v10';
import { ConfigError, type Config } from '../config.js';
import { createLogger } from '../log.js';
import { releaseSignals } from '../signals.js';

/** dist/index.js, from dist/src/discord/shard.js: the built entry each shard runs. */
const ENTRY = fileURLToPath(new URL('../../index.js', import.meta.url));

/** Runs the shards until SIGINT or SIGTERM; returns the exit code. */
export async function runShardManager(
  args: string[],
  options: { dataDirs: string[]; config: Config },
): Promise<number> {
  const { config } = options;
  const log = createLogger(config.LOG_LEVEL);
  if (!config.DISCORD_TOKEN) throw new ConfigError('config: DISCORD_TOKEN: required to run the bot');
  if (!existsSync(ENTRY)) throw new Error(`shard: ${ENTRY} not found; run \`npm run build\` first`);
  if (process.env.METRICS_PORT !== undefined) {
    // Every shard would try to bind the same port.
    log.warn('shard: METRICS_PORT is ignored: each shard would bind the same port');
    delete process.env.METRICS_PORT;
  }
  const manager = new ShardingManager(ENTRY, {
    token: config.DISCORD_TOKEN,
    // discord.js's own "auto" asks discord.com whatever DISCORD_API_BASE says; ask the base instead.
    totalShards: await recommendedShards(config.DISCORD_TOKEN, config.DISCORD_API_BASE),
    shardArgs: ['bot', ...options.dataDirs.flatMap((dir) => ['--data', dir]), ...args],
  });
  manager.on('shardCreate', (shard) => log.info('shard launched', { shard: shard.id }));
  const stopped = new Promise<NodeJS.Signals>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  releaseSignals();
  await Promise.race([manager.spawn(), stopped]);
  const signal = await stopped;
  log.info('stopping shards', { signal });
  for (const shard of manager.shards.values()) shard.kill();
  return 0;
}

/** The shard count Discord recommends (GET /gateway/bot on the configured base). */
async function recommendedShards(token: string, apiBase: string | undefined): Promise<number> {
  const rest = new REST({ version: '10', ...(apiBase ? { api: apiBase } : {}) }).setToken(token);
  try {
    const gateway = (await rest.get(Routes.gatewayBot())) as RESTGetAPIGatewayBotResult;
    return Math.max(1, gateway.shards);
  } catch (error) {
    if ((error as { status?: unknown }).status === 401)
      throw new ConfigError('config: DISCORD_TOKEN: Discord refused the token');
    throw error;
  }
}
