/**
 * The command-line face: one-shot commands. It reads the same registry as the chat faces and
 * renders the same Replies as text (or, with --json, as the Discord message payload).
 * Exit codes: 0 answered (a "no match" is an answer), 1 the catalog could not be used, 2 usage.
 */
import { existsSync } from 'node:fs';
import type { CommandContext } from '../context.js';
import { countProblems } from '../catalog/catalog.js';
import { formatProblem } from '../catalog/problems.js';
import { findCommand, type Registry } from '../command.js';
import type { Config } from '../config.js';
import { defaultDataDirs, loadContext } from '../context.js';
import type { Reply } from '../reply.js';
import { renderText } from '../render/text.js';
import { parseCommandArgs, parseGlobal, usageLine, UsageError, type GlobalFlags } from './args.js';
import { statsReply } from './stats.js';

export type Io = {
  out: (text: string) => void;
  err: (text: string) => void;
  color?: boolean;
  width?: number;
};

export const EXIT = { ok: 0, catalog: 1, usage: 2 } as const;

/** The catalog directories: --data flags, else BENCHBOT_DATA, else a pulled catalog and the bundled one. */
export function dataDirs(
  flags: GlobalFlags,
  config: Pick<Config, 'BENCHBOT_DATA' | 'XDG_CACHE_HOME' | 'HOME'>,
): string[] {
  if (flags.data.length > 0) return flags.data;
  if (config.BENCHBOT_DATA && config.BENCHBOT_DATA.length > 0) return config.BENCHBOT_DATA;
  return defaultDataDirs(config);
}

export class CatalogError extends Error {
  override name = 'CatalogError';
}

/** Loads the context, or explains in one line why the catalog cannot be used. */
export function openCatalog(
  dirs: readonly string[],
  config: Pick<Config, 'BENCHBOT_DEFAULT_IDS'>,
): CommandContext {
  const missing = dirs.filter((dir) => !existsSync(dir));
  if (missing.length > 0) throw new CatalogError(`benchbot: catalog not found: ${missing.join(', ')}`);
  const context = loadContext(dirs, { defaultIds: config.BENCHBOT_DEFAULT_IDS });
  if (context.catalog.records.size === 0) {
    const { errors } = countProblems(context.catalog);
    throw new CatalogError(
      `benchbot: no usable records in ${dirs.join(', ')}${errors > 0 ? ` (${errors} rejected; run benchbot validate)` : ''}`,
    );
  }
  return context;
}

export function helpText(registry: Registry): string {
  const lines = [
    'benchbot: answers about AI evaluation benchmarks, from the catalog records.',
    '',
    'Usage: benchbot <command> [options] [--data DIR]... [--json]',
    '',
    'Commands:',
    // Admin commands (bench-reload) act on a running bot; the CLI reads the catalog afresh each run.
    ...registry.commands
      .filter((command) => !command.adminOnly)
      .map((command) => `  ${usageLine(command).padEnd(46)} ${command.description}`),
    `  ${'validate'.padEnd(46)} Check the catalog: every problem as file:line: field: message`,
    `  ${'stats'.padEnd(46)} Records, categories, harness coverage and problems`,
    `  ${'catalog pull [--ref REF] [--from URL]'.padEnd(46)} Fetch the whole public catalog (--sha256 HEX pins it)`,
    `  ${'catalog pull --remove'.padEnd(46)} Serve the bundled catalog alone again`,
    `  ${'catalog status'.padEnd(46)} Where the served records come from`,
    `  ${'http [--port N] [--host H]'.padEnd(46)} Serve Discord interactions over HTTP`,
    `  ${'deploy [--guild ID] [--dry-run]'.padEnd(46)} Register the slash commands with Discord`,
    `  ${'deploy --print'.padEnd(46)} Print the commands' JSON as Discord receives it (offline)`,
    `  ${'bot | shard'.padEnd(46)} Run the Discord bot (shard: under the ShardingManager)`,
    '',
    'Global options:',
    '  --data DIR   a catalog directory (repeatable; default: the bundled catalog or BENCHBOT_DATA)',
    '  --json       print the Discord message payload instead of text',
    '',
    'With no command: an interactive prompt (or the Discord bot when DISCORD_TOKEN is set).',
    'Example: benchbot ask is kcle GPQA Diamond?',
  ];
  return `${lines.join('\n')}\n`;
}

/** Runs one command against a loaded context, returning the Reply (or undefined for CLI-only output). */
export function answer(
  registry: Registry,
  context: CommandContext,
  name: string,
  args: readonly string[],
): Reply {
  const command = findCommand(registry, name);
  if (!command) throw new UsageError(`unknown command "${name}"`);
  const options = parseCommandArgs(command, args);
  return command.run(options, context);
}

export type RenderReply = (reply: Reply, json: boolean) => string;

/**
 * Text for a terminal, or with --json the exact Discord message payload. The payload renderer is
 * passed in so the plain path does not load Discord's API types.
 */
export const renderForTerminal =
  (io: Pick<Io, 'color' | 'width'>, toPayload?: (reply: Reply) => unknown): RenderReply =>
  (reply, json) =>
    json
      ? `${JSON.stringify(toPayload ? toPayload(reply) : reply, null, 2)}\n`
      : renderText(reply, { color: io.color, width: io.width });

/** One-shot CLI run. `argv` excludes node and the script. */
export function runCli(
  argv: readonly string[],
  io: Io,
  config: Config,
  registry: Registry,
  render: RenderReply = renderForTerminal(io),
): number {
  let parsed;
  try {
    parsed = parseGlobal(argv);
  } catch (error) {
    return usage(io, registry, error);
  }
  const { command, rest, flags } = parsed;
  if (flags.help || command === undefined || command === 'help') {
    io.out(helpText(registry));
    return EXIT.ok;
  }
  const known = findCommand(registry, command) !== undefined || command === 'validate' || command === 'stats';
  if (!known) return usage(io, registry, new UsageError(`unknown command "${command}"`));

  let context: CommandContext;
  try {
    context = openCatalog(dataDirs(flags, config), config);
  } catch (error) {
    if (command === 'validate' && error instanceof CatalogError && /no usable records/.test(error.message)) {
      // validate still lists what is wrong with a catalog that has no good record.
      context = loadContext(dataDirs(flags, config));
    } else {
      io.err(`${error instanceof Error ? error.message : String(error)}\n`);
      return EXIT.catalog;
    }
  }

  if (command === 'validate') return validate(context, io);
  try {
    const reply =
      command === 'stats' ? statsReply(context.catalog) : answer(registry, context, command, rest);
    io.out(render(reply, flags.json));
    return EXIT.ok;
  } catch (error) {
    if (error instanceof UsageError) return usage(io, registry, error, command);
    throw error;
  }
}

function usage(io: Io, registry: Registry, error: unknown, command?: string): number {
  const message = error instanceof Error ? error.message : String(error);
  const known = command ? findCommand(registry, command) : undefined;
  io.err(
    `benchbot: ${message}\nusage: benchbot ${known ? usageLine(known) : '<command> [options]'}  (benchbot help)\n`,
  );
  return EXIT.usage;
}

/** `validate`: every problem as `file:line: field: message`, then counts; exit 1 on any rejection. */
export function validate(context: CommandContext, io: Io): number {
  const { catalog } = context;
  for (const problem of catalog.problems) io.out(`${formatProblem(problem)}\n`);
  const { errors, warnings } = countProblems(catalog);
  io.out(`${catalog.records.size} records served, ${errors} errors (rejected), ${warnings} warnings\n`);
  return errors > 0 ? EXIT.catalog : EXIT.ok;
}
