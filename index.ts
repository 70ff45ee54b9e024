#!/usr/bin/env node
/**
 * Entry: reads argv and configuration, starts one face. The command-line path never loads
 * discord.js; the Discord faces are imported only when asked for.
 */
// First: a signal sent while the rest loads is held, not the end of the process (src/signals.ts).
import './src/hold-signals.js';
import { registry } from './commands/index.js';
import { ConfigError, loadConfig, type Config } from './src/config.js';
import { servingDataDirs } from './src/context.js';
import { parseGlobal, UsageError } from './src/cli/args.js';
import { runPrompt } from './src/cli/prompt.js';
import { terminalText } from './src/render/text.js';
import { releaseSignals } from './src/signals.js';
import {
  CatalogError,
  dataDirs,
  EXIT,
  openCatalog,
  renderForTerminal,
  runCli,
  type Io,
} from './src/cli/run.js';

// Nothing a page or a question holds may control the terminal: every line printed passes here.
const io: Io = {
  out: (text) => process.stdout.write(terminalText(text, io.color === true)),
  err: (text) => process.stderr.write(terminalText(text, false)),
  color: false,
  width: process.stdout.columns,
};

async function main(argv: string[]): Promise<number> {
  const config = await loadConfig();
  io.color = process.stdout.isTTY && config.NO_COLOR === undefined;
  const { command, flags } = parseGlobal(argv);
  if (command === undefined && !flags.help && config.DISCORD_TOKEN) return runFace('bot', argv, config);
  if (command === 'bot' || command === 'shard' || command === 'http') return runFace(command, argv, config);
  // Every other path keeps the default actions: Ctrl-C ends a command or the prompt.
  releaseSignals();
  if (command === undefined && !flags.help) return runInteractive(config, flags);
  if (command === 'deploy') return runFace(command, argv, config);
  if (command === 'catalog') {
    const { runCatalog } = await import('./src/cli/catalog.js');
    return runCatalog(argv, io, config, { progress: process.stderr.isTTY });
  }
  // --json prints the Discord payload; its renderer loads only when asked for.
  const payload = flags.json ? (await import('./src/render/discord.js')).renderDiscord : undefined;
  return runCli(argv, io, config, registry, renderForTerminal(io, payload));
}

async function runInteractive(
  config: Config,
  flags: ReturnType<typeof parseGlobal>['flags'],
): Promise<number> {
  const context = openCatalog(dataDirs(flags, config), config);
  await runPrompt(registry, context, io, renderForTerminal(io));
  return EXIT.ok;
}

/** Set once a long-running face (bot, shard, http, prompt) has started. */
let servedAFace = false;

async function runFace(
  face: 'bot' | 'deploy' | 'shard' | 'http',
  argv: string[],
  config: Config,
): Promise<number> {
  const { rest: args, flags } = parseGlobal(argv);
  servedAFace = face !== 'deploy';
  const dirs = servedAFace ? servingDataDirs(dataDirs(flags, config), config) : dataDirs(flags, config);
  const discord = await import('./src/discord/main.js');
  const options = { registry, dataDirs: dirs, config };
  switch (face) {
    case 'bot':
      return discord.runBot(args, options);
    case 'http':
      return discord.runHttp(args, options);
    case 'shard':
      return discord.runShard(args, options);
    case 'deploy':
      return discord.runDeploy(args, { ...options, out: (line) => io.out(`${line}\n`) });
  }
}

main(process.argv.slice(2)).then(
  (code) => {
    process.exitCode = code;
    // A face that has shut down may leave sockets or timers behind; it must not outlive its exit.
    if (servedAFace) process.exit(code);
  },
  (error: unknown) => {
    // Known faults are one clear line; anything else is a bug, and its stack helps.
    if (error instanceof ConfigError || error instanceof CatalogError) io.err(`${error.message}\n`);
    else if (error instanceof UsageError) {
      io.err(`benchbot: ${error.message}\nusage: benchbot <command> [options]  (benchbot help)\n`);
      process.exit(EXIT.usage);
    } else io.err(`benchbot: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(EXIT.catalog);
  },
);
