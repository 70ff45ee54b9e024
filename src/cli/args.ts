/**
 * Command-line arguments, read against the command registry: a command's required string options
 * are its positionals in order (the last one takes the rest of the words, so questions need no
 * quotes), every other option is a `--flag value` (`score_a` is `--score-a`).
 */
import type { Command, OptionSpec } from '../command.js';
import { normalizeName } from '../search/normalize.js';

export type GlobalFlags = { data: string[]; json: boolean; help: boolean };

export type ParsedArgs = { command?: string; rest: string[]; flags: GlobalFlags };

export class UsageError extends Error {
  override name = 'UsageError';
}

/** Splits out the global flags (`--data DIR` any number of times, `--json`, `--help`). */
export function parseGlobal(argv: readonly string[]): ParsedArgs {
  const flags: GlobalFlags = { data: [], json: false, help: false };
  const rest: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--data' || arg.startsWith('--data=')) {
      const value = arg.includes('=') ? arg.slice('--data='.length) : argv[++i];
      if (!value) throw new UsageError('--data needs a directory');
      flags.data.push(value);
    } else if (arg === '--json') flags.json = true;
    else if (arg === '--help' || arg === '-h') flags.help = true;
    else rest.push(arg);
  }
  const [command, ...args] = rest;
  return command === undefined ? { rest: [], flags } : { command, rest: args, flags };
}

export function flagName(option: OptionSpec): string {
  return `--${option.name.replace(/_/g, '-')}`;
}

/** The options of the CLI face: everything but the chat-only ones. */
export function cliOptions(command: Command): OptionSpec[] {
  return command.options.filter((option) => !option.faceOnly);
}

/** Reads a command's options from its arguments, checking choices and numbers. */
export function parseCommandArgs(
  command: Command,
  args: readonly string[],
): Record<string, string | number | boolean> {
  const options = cliOptions(command);
  const positionals = options.filter((option) => option.required && option.type === 'string');
  const values: Record<string, string | number | boolean> = {};
  const words: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] ?? '';
    if (!arg.startsWith('--') || arg === '--') {
      words.push(arg);
      continue;
    }
    const [flag = '', inline] = arg.split(/=(.*)/s, 2);
    const option = options.find(
      (candidate) => flagName(candidate) === flag && !positionals.includes(candidate),
    );
    if (!option) throw new UsageError(`unknown option ${flag} for ${command.name}`);
    if (option.type === 'boolean') {
      values[option.name] = inline === undefined ? true : inline !== 'false';
      continue;
    }
    const raw = inline ?? args[++i];
    if (raw === undefined) throw new UsageError(`${flag} needs a value`);
    values[option.name] = parseValue(option, raw, flag);
  }
  positionals.forEach((option, index) => {
    const last = index === positionals.length - 1;
    const value = last ? words.slice(index).join(' ') : words[index];
    if (value === undefined || value.trim() === '')
      throw new UsageError(`${command.name} needs <${option.name}>`);
    values[option.name] = value;
  });
  if (positionals.length === 0 && words.length > 0)
    throw new UsageError(`${command.name} takes no words: ${words.join(' ')}`);
  return values;
}

function parseValue(option: OptionSpec, raw: string, flag: string): string | number {
  if (option.type === 'number') {
    const value = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(value))
      throw new UsageError(`${flag} takes a number, not "${raw}"`);
    return value;
  }
  if (option.type === 'string' && option.choices) {
    const key = normalizeName(raw);
    const chosen = option.choices.find((choice) =>
      [choice.value, choice.name, ...(choice.spellings ?? [])].some(
        (spelling) => normalizeName(spelling) === key,
      ),
    );
    if (!chosen)
      throw new UsageError(
        `${flag} takes one of ${option.choices.map((choice) => choice.value).join(', ')}; not "${raw}"`,
      );
    return chosen.value;
  }
  return raw;
}

/** `bench <query> [--section S]`: the usage line of a command. */
export function usageLine(command: Command): string {
  const options = cliOptions(command);
  const parts = options.map((option) => {
    if (option.required && option.type === 'string') return `<${option.name}>`;
    const value =
      option.type === 'boolean' ? '' : ` ${option.type === 'number' ? 'N' : option.name.toUpperCase()}`;
    return `[${flagName(option)}${value}]`;
  });
  return [command.name, ...parts].join(' ');
}
