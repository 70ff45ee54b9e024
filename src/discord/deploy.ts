/**
 * `benchbot deploy [--guild ID] [--global] [--dry-run]`: registers the registry's commands by
 * bulk overwrite (PUT), in a guild for development (instant) or globally. It first checks the
 * list against Discord's rules and prints what changes against what is registered, so a
 * re-deploy never silently deletes a command.
 *
 * `benchbot deploy --print`: the same checked list, as the JSON body Discord receives, with no
 * token and no network: to review it, or to register the commands some other way.
 */
import { parseArgs } from 'node:util';
import { REST, Routes } from 'discord.js';
import type { Registry } from '../command.js';
import type { Config } from '../config.js';
import { commandProblems, toCommandJson, type CommandJson } from './command-json.js';

export type DeployOptions = {
  config: Config;
  out: (line: string) => void;
  registry: Registry;
  /** Instead of the registry's JSON (tests: a list Discord would refuse). */
  list?: readonly CommandJson[];
};

type Changes = {
  added: string[];
  changed: { name: string; fields: string[] }[];
  removed: string[];
  unchanged: string[];
};

const USAGE = 'usage: benchbot deploy [--guild ID | --global] [--dry-run] | deploy --print';

/** Returns the exit code: 0 deployed (or dry run), 1 refused or failed, 2 bad arguments. */
export async function deploy(args: string[], options: DeployOptions): Promise<number> {
  const { config, out } = options;
  let parsed;
  try {
    parsed = parseArgs({
      args,
      options: {
        guild: { type: 'string' },
        global: { type: 'boolean' },
        'dry-run': { type: 'boolean' },
        print: { type: 'boolean' },
      },
      strict: true,
    });
  } catch (error) {
    out(`deploy: ${(error as Error).message}`);
    out(USAGE);
    return 2;
  }
  const print = parsed.values.print ?? false;
  if (print && Object.keys(parsed.values).length > 1) {
    out('deploy: --print takes no other option: it sends nothing, anywhere');
    out(USAGE);
    return 2;
  }
  const guild = parsed.values.global ? undefined : (parsed.values.guild ?? config.DISCORD_GUILD_ID);
  if (guild !== undefined && !/^\d{17,20}$/.test(guild)) {
    out(`deploy: --guild: expected a Discord id (17-20 digits)`);
    return 2;
  }
  const dryRun = parsed.values['dry-run'] ?? false;

  const list = options.list ?? options.registry.commands.map(toCommandJson);
  const problems = commandProblems(list);
  if (problems.length > 0) {
    for (const problem of problems) out(problem);
    out(`deploy: refused: ${problems.length} problem(s); nothing was sent`);
    return 1;
  }
  if (print) {
    out(JSON.stringify(list, null, 2));
    return 0;
  }

  const { DISCORD_TOKEN: token, DISCORD_CLIENT_ID: clientId } = config;
  if (!token || !clientId) {
    out('config: DISCORD_TOKEN and DISCORD_CLIENT_ID are required to deploy');
    return 1;
  }
  const rest = new REST({
    version: '10',
    ...(config.DISCORD_API_BASE ? { api: config.DISCORD_API_BASE } : {}),
  }).setToken(token);
  const route = guild
    ? Routes.applicationGuildCommands(clientId, guild)
    : Routes.applicationCommands(clientId);
  const target = guild ? `guild ${guild}` : 'global (may take up to an hour to show)';
  try {
    const registered = (await rest.get(route)) as CommandJson[];
    const changes = diffCommands(registered, list);
    out(`deploy: ${list.length} commands to ${target}`);
    for (const line of describeChanges(changes)) out(line);
    if (dryRun) {
      out('deploy: dry run: nothing was sent');
      return 0;
    }
    await rest.put(route, { body: list });
    out(`deploy: registered ${list.length} commands to ${target}`);
    return 0;
  } catch (error) {
    // discord.js's REST errors carry the status and Discord's message, never the token.
    out(`deploy: failed: ${(error as Error).message}`);
    return 1;
  }
}

/** What a bulk overwrite changes: commands matched by name, compared on the fields we send. */
function diffCommands(registered: readonly CommandJson[], wanted: readonly CommandJson[]): Changes {
  const before = new Map(registered.map((command) => [command.name, command]));
  const changes: Changes = { added: [], changed: [], removed: [], unchanged: [] };
  for (const command of wanted) {
    const old = before.get(command.name);
    if (!old) {
      changes.added.push(command.name);
      continue;
    }
    const fields = (
      [
        'description',
        'options',
        'default_member_permissions',
        'name_localizations',
        'description_localizations',
      ] as const
    ).filter((field) => JSON.stringify(normalize(old[field])) !== JSON.stringify(normalize(command[field])));
    if (fields.length > 0) changes.changed.push({ name: command.name, fields: [...fields] });
    else changes.unchanged.push(command.name);
  }
  const names = new Set(wanted.map((command) => command.name));
  changes.removed = registered.map((command) => command.name).filter((name) => !names.has(name));
  return changes;
}

/**
 * Discord answers with defaults filled in or left out (`required: false`, `autocomplete: false`,
 * `default_member_permissions: null`, an empty localization map): drop them on both sides before
 * comparing. The localizations themselves are part of the definition: a changed translation is a
 * change. `*_localized` (the one string for the caller's locale) is never sent, only answered.
 */
function normalize(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map(normalize);
  if (value === null || value === false) return undefined;
  if (typeof value !== 'object') return value;
  const entries = Object.entries(value)
    .filter(([key]) => !key.endsWith('_localized'))
    .map(([key, inner]) => [key, normalize(inner)] as const)
    .filter(([, inner]) => inner !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return Object.fromEntries(entries);
}

function describeChanges(changes: Changes): string[] {
  return [
    ...changes.added.map((name) => `  + added     /${name}`),
    ...changes.changed.map(({ name, fields }) => `  ~ changed   /${name} (${fields.join(', ')})`),
    ...changes.removed.map((name) => `  - removed   /${name}`),
    ...changes.unchanged.map((name) => `  = unchanged /${name}`),
  ];
}
