/**
 * Configuration: the only reader of process.env. Parsed once, with a schema, at start; a missing
 * or malformed variable is one clear line naming it. Secrets are never echoed back.
 */
import { z } from 'zod';

const snowflake = z.string().regex(/^\d{17,20}$/, 'expected a Discord id (17-20 digits)');
const list = (separator: string) =>
  z.string().transform((value) =>
    value
      .split(separator)
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  );
const positive = z.coerce.number().positive();

const configSchema = z.object({
  DISCORD_TOKEN: z.string().min(50, 'expected a bot token from the Developer Portal').optional(),
  DISCORD_CLIENT_ID: snowflake.optional(),
  DISCORD_PUBLIC_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'expected the application public key: 64 hex characters')
    .optional(),
  /** A guild to deploy to by default during development. */
  DISCORD_GUILD_ID: snowflake.optional(),
  /**
   * Discord's API base URL without the version (discord.js's `rest.api`, default
   * https://discord.com/api): a REST proxy in front of Discord, or a local stand-in in tests.
   */
  DISCORD_API_BASE: z.url().optional(),
  /** Milliseconds a command may run before its interaction is deferred (Discord allows 3 s). */
  INTERACTION_DEFER_MS: z.coerce.number().int().nonnegative().max(2500).default(2000),
  /** A port of its own for /metrics on 127.0.0.1 (`--metrics-port` overrides it). */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Catalog directories, separated by ":"; the bundled catalog when unset. */
  BENCHBOT_DATA: list(':').optional(),
  /** Record ids autocomplete shows on empty input, separated by ","; best-covered records when unset. */
  BENCHBOT_DEFAULT_IDS: list(',').optional(),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  /** Commands a user may run per minute (the refill rate of their token bucket). */
  RATE_LIMIT_PER_MINUTE: positive.default(20),
  /** Commands a user may run at once before the bucket empties. */
  RATE_LIMIT_BURST: positive.default(5),
  /** Set to anything to turn colour off in the terminal (https://no-color.org). */
  NO_COLOR: z.string().optional(),
  /** The user's cache directory (XDG Base Directory); a pulled catalog goes in its benchbot/. */
  XDG_CACHE_HOME: z.string().optional(),
  /** The user's home: the cache is in ~/.cache when XDG_CACHE_HOME is unset. */
  HOME: z.string().optional(),
  /** Milliseconds of quiet after a catalog edit before it is reloaded (the watch's debounce). */
  CATALOG_WATCH_DEBOUNCE_MS: z.coerce.number().int().nonnegative().default(500),
});

export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment (process.env by default). Throws a ConfigError with one line per fault. */
export function parseConfig(env: Record<string, string | undefined>): Config {
  // An empty value in .env (`DISCORD_TOKEN=`) means "not set", as most tools read it.
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const result = configSchema.safeParse(present);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `config: ${issue.path.join('.')}: ${issue.message}`);
  throw new ConfigError(lines.join('\n'));
}

/** Reads .env (if there is one) into process.env, then parses it. */
export async function loadConfig(): Promise<Config> {
  const dotenv = await import('dotenv');
  dotenv.config({ quiet: true });
  return parseConfig(process.env);
}
