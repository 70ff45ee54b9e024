/**
 * Signals that arrive before a long-running face has its own handlers. A server loads its modules
 * (discord.js alone takes about 0.4 s) before it can listen for SIGHUP, and a SIGHUP meanwhile
 * ended the process: the default action. The entry holds SIGHUP, SIGINT and SIGTERM from its first
 * line (hold-signals.ts), and whoever handles them takes them over once their handlers are in
 * place; the command line takes them over at once, and keeps the default actions.
 */

const HELD = ['SIGHUP', 'SIGINT', 'SIGTERM'] as const;
const received: NodeJS.Signals[] = [];
const hold = (signal: NodeJS.Signals) => {
  received.push(signal);
};
let holding = false;

/** From now on the held signals are kept, not acted on, until releaseSignals. */
export function holdSignals(): void {
  if (holding) return;
  holding = true;
  for (const signal of HELD) process.on(signal, hold);
}

/**
 * Stops holding: each signal received meanwhile is sent again, to the handlers now in place (or to
 * its default action). Nothing to do when nothing was held (a test that starts a face).
 *
 * @example process.on('SIGHUP', reload); releaseSignals(); // a SIGHUP during the start reloads now
 */
export function releaseSignals(): void {
  if (!holding) return;
  holding = false;
  for (const signal of HELD) process.off(signal, hold);
  for (const signal of received.splice(0)) process.kill(process.pid, signal);
}
