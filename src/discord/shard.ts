/**
 * `benchbot shard`: the bot under discord.js's ShardingManager, for a bot in more servers than
 * one gateway connection may serve (Discord requires sharding from 2500 guilds). Each shard is a
 * child process running `benchbot bot`; buttons carry their whole state in the custom_id, so
 * any shard can answer any press.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { ShardingManager } from 'discord.js';
import { ConfigError, type Config } from '../config.js';
import { createLogger } from '../log.js';

/** dist/index.js, from dist/src/discord/shard.js: the built entry each shard runs. */
const ENTRY = fileURLToPath(new URL('../../index.js', import.meta.url));

export async function runShard(options: { dataDirs: string[]; config: Config }): Promise<void> {
  const { config } = options;
  const log = createLogger(config.LOG_LEVEL);
  if (!config.DISCORD_TOKEN) throw new ConfigError('config: DISCORD_TOKEN: required to run the bot');
  if (!existsSync(ENTRY)) throw new Error(`shard: ${ENTRY} not found; run \`npm run build\` first`);
  const manager = new ShardingManager(ENTRY, {
    token: config.DISCORD_TOKEN,
    totalShards: 'auto',
    shardArgs: ['bot', ...options.dataDirs.flatMap((dir) => ['--data', dir])],
  });
  manager.on('shardCreate', (shard) => log.info('shard launched', { shard: shard.id }));
  await manager.spawn();
  await new Promise<void>((resolve) => {
    const stop = (signal: NodeJS.Signals) => {
      log.info('stopping shards', { signal });
      for (const shard of manager.shards.values()) shard.kill();
      resolve();
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
}
