/**
 * Driving the HTTP interactions endpoint as Discord would: signed interactions (autocomplete and
 * the answering commands) from a fixed number of connections, each sending its next request when
 * the last is answered. Used by `npm run bench:http` and by the reload measurement of `npm run bench`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  autocompleteInteraction,
  commandInteraction,
  nowSeconds,
  signature,
  type Keys,
} from '../test/http/client.js';

export type Interaction = () => unknown;

/**
 * The mix: mostly autocomplete (it fires per keystroke), then the answering commands, about
 * `names` (record names of the catalog served; the first two at least) and one name that matches
 * nothing.
 */
export function interactionMix(names: readonly [string, string, ...string[]]): Interaction[] {
  const [a, b] = names;
  let users = 0;
  const userId = () => String(100_000_000_000_000_000n + BigInt(users++ % 1000));
  return [
    () => autocompleteInteraction('bench', 'query', a.slice(0, 2)),
    () => autocompleteInteraction('bench', 'query', a),
    () => autocompleteInteraction('compare', 'a', b.slice(0, 3)),
    () => autocompleteInteraction('howto', 'benchmark', b),
    () => commandInteraction('bench', { query: a }, userId()),
    () => commandInteraction('bench', { query: b, section: 'scoring' }, userId()),
    () => commandInteraction('howto', { benchmark: a }, userId()),
    () => commandInteraction('compare', { a, b }, userId()),
    () => commandInteraction('ask', { question: `is ${a} the same as ${b}?` }, userId()),
    () => commandInteraction('bench', { query: 'no such benchmark' }, userId()),
  ];
}

/** How the reply of a handler that threw begins (somethingWentWrong in src/discord/dispatch.ts). */
const HANDLER_FAILED = 'Something went wrong (ref ';

/** What a run of requests gave: each request's latency, with when it was sent. */
export type Run = { requests: number; errors: number; late: number; ms: number; latencies: number[] };

/**
 * Sends the mix from `connections` connections until `done` says to stop (checked before each
 * request). A request is an error unless answered 200 with a message or autocomplete choices, and
 * not with the reply of a handler that failed.
 */
export async function drive(
  url: string,
  keys: Keys,
  mix: readonly Interaction[],
  connections: number,
  done: () => boolean,
): Promise<Run> {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const run: Run = { requests: 0, errors: 0, late: 0, ms: 0, latencies: [] };
  const started = performance.now();
  let turn = 0;
  const connection = async () => {
    while (!done()) {
      const body = JSON.stringify((mix[turn++ % mix.length] as Interaction)());
      const timestamp = nowSeconds();
      const sent = performance.now();
      try {
        const { status, text } = await post(agent, `${url}/interactions`, body, {
          'content-type': 'application/json',
          'x-signature-ed25519': signature(keys, timestamp, body),
          'x-signature-timestamp': timestamp,
        });
        const type = (JSON.parse(text) as { type?: number }).type;
        if (status !== 200 || (type !== 4 && type !== 8) || text.includes(HANDLER_FAILED)) run.errors++;
      } catch {
        run.errors++;
      }
      const ms = performance.now() - sent;
      // Discord gives an endpoint 3 s to answer; a later answer is lost.
      if (ms > 3000) run.late++;
      run.latencies.push(ms);
      run.requests++;
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  agent.destroy();
  run.ms = performance.now() - started;
  return run;
}

/** For `seconds` from now. */
export function forSeconds(seconds: number): () => boolean {
  const end = performance.now() + seconds * 1000;
  return () => performance.now() >= end;
}

export function percentile(latencies: readonly number[], q: number): number {
  const sorted = latencies.toSorted((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/**
 * Starts `benchbot http` on an open port of 127.0.0.1 (`args` say how: the compiled entry or the
 * sources through tsx, and the catalog) with `env` added to its environment; resolves with its
 * address once it listens. Log lines that are not JSON, and errors, are passed on to stderr.
 */
export function startEndpoint(
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, [...args, 'http', '--port', '0'], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let buffered = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      for (const line of buffered.split('\n').slice(0, -1)) {
        if (line.includes('"listening"')) {
          const { url } = JSON.parse(line) as { url: string };
          resolve({ child, url: url.replace(/\/interactions$/, '') });
        } else if (!line.startsWith('{') || line.includes('"level":"error"')) {
          process.stderr.write(`${line}\n`);
        }
      }
      buffered = buffered.slice(buffered.lastIndexOf('\n') + 1);
    });
    child.once('exit', (code) => reject(new Error(`bench: benchbot http exited with ${code}`)));
  });
}

/** Longer than this, a wait on the server is a failure, not a figure. */
const WAIT_MS = 300_000;

/** Asks `check` every `pollMs` until it holds; throws, naming `what`, after five minutes. */
export async function until(
  check: () => boolean | Promise<boolean>,
  what: string,
  pollMs = 50,
): Promise<void> {
  const started = performance.now();
  while (!(await check())) {
    if (performance.now() - started > WAIT_MS)
      throw new Error(`bench: the server did not ${what} within ${WAIT_MS} ms`);
    await sleep(pollMs);
  }
}

/** Stops a started endpoint and waits until it has exited. */
export async function stopEndpoint(child: ChildProcess): Promise<void> {
  child.kill('SIGTERM');
  if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
}

/** What /healthz says: undefined while it answers anything but 200. */
export async function health(url: string): Promise<{ records: number; loadedAt: string } | undefined> {
  try {
    const response = await fetch(`${url}/healthz`);
    if (response.status !== 200) return undefined;
    return (await response.json()) as { records: number; loadedAt: string };
  } catch {
    return undefined;
  }
}

function post(
  agent: Agent,
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
