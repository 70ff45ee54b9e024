/**
 * The one registry of commands. The gateway bot, the HTTP endpoint, the CLI, deploy and the tests
 * all read this list; a command that is not here does not exist anywhere.
 */
import { ask } from './ask.js';
import { bench } from './bench.js';
import type { Command } from './command.js';
import { compare } from './compare.js';
import { howto } from './howto.js';
import { reload } from './reload.js';

export const commands: readonly Command[] = [bench, compare, howto, ask, reload];

export function findCommand(name: string): Command | undefined {
  return commands.find((command) => command.name === name);
}
