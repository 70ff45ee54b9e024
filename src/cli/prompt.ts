/**
 * The interactive prompt: the same commands as the one-shot CLI (`/bench kcle`, `compare a b`),
 * plus `help` and `exit`. A line that is not a command is asked as a question.
 */
import { createInterface } from 'node:readline';
import type { CommandContext } from '../context.js';
import { findCommand, type Registry } from '../command.js';
import { statsReply } from './stats.js';
import { answer, helpText, type Io, type RenderReply } from './run.js';
import { UsageError } from './args.js';

/** Splits a line into words, keeping "quoted phrases" together. */
export function splitLine(line: string): string[] {
  return [...line.matchAll(/"([^"]*)"|'([^']*)'|(\S+)/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? '',
  );
}

/** Answers one line of the prompt; returns false when the user asked to leave. */
export function answerLine(
  line: string,
  registry: Registry,
  context: CommandContext,
  io: Io,
  render: RenderReply,
): boolean {
  const words = splitLine(line.trim().replace(/^\//, ''));
  const [name, ...args] = words;
  if (name === undefined) return true;
  if (name === 'exit' || name === 'quit') return false;
  if (name === 'help') {
    io.out(helpText(registry));
    return true;
  }
  try {
    if (name === 'stats') io.out(render(statsReply(context.catalog), false));
    else if (findCommand(registry, name)) io.out(render(answer(registry, context, name, args), false));
    else {
      const { command, options } = registry.question;
      io.out(render(command.run(options(line.trim()), context), false));
    }
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    io.err(`${error.message}\n`);
  }
  return true;
}

export async function runPrompt(
  registry: Registry,
  context: CommandContext,
  io: Io,
  render: RenderReply,
): Promise<void> {
  const records = context.catalog.records.size;
  io.out(`benchbot · ${records} records · type a question, /bench <id>, help, or exit\n`);
  const rl = createInterface({ input: process.stdin, output: process.stdout, prompt: 'benchbot> ' });
  rl.prompt();
  for await (const line of rl) {
    if (!answerLine(line, registry, context, io, render)) break;
    rl.prompt();
  }
  rl.close();
}
