/**
 * The real benchbot process, started as a user starts it (`node <build>/index.js bot --data DIR`),
 * from a build of the current sources: the tests compile the project into a directory of their own
 * (under node_modules/.cache, so the compiled files find the installed packages and `dist/` is
 * left alone), then read the process's JSON log lines.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BUILD = `${ROOT}node_modules/.cache/benchbot-e2e`;
export const ENTRY = `${BUILD}/index.js`;

/**
 * Compiles the sources (incrementally). Type errors do not stop it: `npm test` type-checks
 * apart, and tsc still writes the JavaScript (exit code 2).
 */
export function buildForTest(): void {
  const tsc = fileURLToPath(new URL('../../node_modules/typescript/bin/tsc', import.meta.url));
  const result = spawnSync(
    process.execPath,
    [
      tsc,
      '-p',
      'tsconfig.build.json',
      '--outDir',
      BUILD,
      '--incremental',
      '--tsBuildInfoFile',
      `${BUILD}/.tsbuildinfo`,
    ],
    { cwd: ROOT, encoding: 'utf8' },
  );
  if ((result.status !== 0 && result.status !== 2) || !existsSync(ENTRY)) {
    throw new Error(`build failed (${result.status}): ${result.stdout}${result.stderr}`);
  }
}

export type LogLine = { level: string; msg: string } & Record<string, unknown>;

export class BotProcess {
  readonly lines: LogLine[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  readonly #child: ChildProcess;
  readonly #group: boolean;
  readonly #waiters = new Set<() => void>();
  #stderr = '';

  /**
   * Starts `benchbot <args>` in `cwd` (not the repository: its .env must not be read), or, with
   * `command`, that command followed by `args` (`npm start --`), in a process group of its own so
   * that `kill` ends whatever it started too.
   */
  constructor(args: string[], env: Record<string, string>, cwd: string, command?: readonly string[]) {
    const [file = process.execPath, ...prefix] = command ?? [process.execPath, ENTRY];
    this.#child = spawn(file, [...prefix, ...args], {
      cwd,
      // Only what the test sets, plus PATH: nothing of the developer's environment leaks in.
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
      detached: command !== undefined,
    });
    this.#group = command !== undefined;
    this.#child.stderr?.setEncoding('utf8');
    this.#child.stderr?.on('data', (chunk: string) => {
      this.#stderr += chunk;
      const lines = this.#stderr.split('\n');
      this.#stderr = lines.pop() ?? '';
      for (const line of lines) {
        try {
          this.lines.push(JSON.parse(line) as LogLine);
        } catch {
          this.lines.push({ level: 'raw', msg: line });
        }
      }
      for (const waiter of [...this.#waiters]) waiter();
    });
    // 'close', not 'exit': by then everything it wrote to stderr has been read.
    this.exited = new Promise((resolve) =>
      this.#child.once('close', (code, signal) => {
        resolve({ code, signal });
        for (const waiter of [...this.#waiters]) waiter();
      }),
    );
  }

  get pid(): number | undefined {
    return this.#child.pid;
  }

  /** The first log line (past or future) that matches; rejects after `ms` or when the process ends. */
  waitForLog(match: (line: LogLine) => boolean, ms = 20_000, what = 'a log line'): Promise<LogLine> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.lines.find(match);
        if (found) {
          this.#waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        } else if (this.#child.exitCode !== null || this.#child.signalCode !== null) {
          this.#waiters.delete(check);
          clearTimeout(timer);
          reject(new Error(`bot exited before ${what}: ${this.transcript()}`));
        }
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(check);
        reject(new Error(`no ${what} within ${ms} ms: ${this.transcript()}`));
      }, ms);
      this.#waiters.add(check);
      check();
    });
  }

  signal(signal: NodeJS.Signals): void {
    this.#child.kill(signal);
  }

  /** Ends the process (and, for a command, its group) if a test left it running. */
  kill(): void {
    if (this.#group && this.#child.pid !== undefined) {
      try {
        process.kill(-this.#child.pid, 'SIGKILL');
      } catch {
        // The group has already gone.
      }
    } else if (this.#child.exitCode === null && this.#child.signalCode === null) this.#child.kill('SIGKILL');
  }

  transcript(): string {
    return this.lines.map((line) => JSON.stringify(line)).join('\n');
  }
}
