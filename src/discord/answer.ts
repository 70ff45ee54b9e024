/**
 * The one chain every request of every face goes through: "still loading", the per-user rate
 * limit (every kind but autocomplete, mentions included), a turn on the serving thread
 * (src/turns.ts), the dispatcher, deferral when it is slow, and the one try/catch that turns a
 * failure into a log line and an ephemeral "something went wrong (ref ...)". Then the metrics and
 * the log line of the interaction.
 *
 * It sees a request only through Exchange, so it needs no discord.js and tests need no mock. A
 * handler error never ends the process.
 */
import type { Choice } from '../command.js';
import type { Logger } from '../log.js';
import { slowDownMessage, type RateLimiter } from '../rate-limit.js';
import { renderDiscord, type DiscordMessage } from '../render/discord.js';
import { emptyReply } from '../reply.js';
import {
  newRef,
  somethingWentWrong,
  type Dispatcher,
  type DispatchRequest,
  type DispatchResponse,
} from './dispatch.js';
import { requestTurn } from '../turns.js';
import type { CommandOutcome, Metrics } from './metrics.js';

/** How an interaction is acknowledged before its answer is ready. */
export type Deferral =
  /** "benchbot is thinking…": a new message to come (a command); ephemeral when it was asked to hide. */
  | { kind: 'message'; ephemeral: boolean }
  /** Nothing shown yet: the message the pressed button is on will be edited. */
  | { kind: 'update' };

/** One interaction (or mention) as the chain sees it: the request and the ways to answer it. */
export type Exchange = {
  /** The interaction's (or message's) id, for the log line. */
  id: string;
  request: DispatchRequest;
  /** The first answer: a new message. */
  reply(payload: DiscordMessage): Promise<unknown>;
  /** The first answer to a button press: edits the message it is on. */
  update(payload: DiscordMessage): Promise<unknown>;
  /** The answer to autocomplete. */
  respond(choices: Choice[]): Promise<unknown>;
  /**
   * Acknowledges now and answers later with `edit`. Absent where nothing is waiting for an answer
   * (a mention has no deadline).
   */
  defer?(deferral: Deferral): Promise<unknown>;
  /** After `defer`: the deferred response becomes this message. */
  edit(payload: DiscordMessage): Promise<unknown>;
  /** After `defer`: removes the deferred response ("benchbot is thinking…"). */
  deleteOriginal(): Promise<unknown>;
  /** Another message, after the first answer. */
  followUp(payload: DiscordMessage): Promise<unknown>;
};

export type AnswerOptions = {
  dispatch: Dispatcher;
  limiter: RateLimiter;
  metrics: Metrics;
  log: Logger;
  /** Whether the catalog has loaded: until then commands answer "still loading". */
  loaded(): boolean;
  /**
   * Milliseconds a handler may take before its interaction is deferred. Discord drops an
   * interaction not acknowledged within 3 s; 2 s leaves room for the round trip.
   * https://discord.com/developers/docs/interactions/receiving-and-responding#responding-to-an-interaction
   */
  deferAfterMs: number;
  /** Called with every command that was answered: the metrics of names nobody could find hang here. */
  onCommand?(request: Extract<DispatchRequest, { kind: 'command' }>): void;
};

/**
 * Discord's "Unknown interaction" (the 3 seconds to answer ran out, or another process answered)
 * and "Interaction has already been acknowledged": nothing more can be sent, so they are logged.
 * https://discord.com/developers/docs/topics/opcodes-and-status-codes#json-json-error-codes
 */
const UNKNOWN_INTERACTION = 10062;
const ALREADY_ACKNOWLEDGED = 40060;

/** Where an exchange stands: what it may still send. */
type Sent = { first: boolean; deferral?: Deferral };

/**
 * @example const answer = createAnswerer({ dispatch, limiter, metrics, log, loaded: () => true, deferAfterMs: 2000 });
 * client.on('interactionCreate', (interaction) => void answer(exchangeOf(interaction)));
 */
export function createAnswerer(options: AnswerOptions): (exchange: Exchange) => Promise<void> {
  return async (exchange) => {
    const started = performance.now();
    const sent: Sent = { first: false };
    let outcome: CommandOutcome;
    try {
      outcome = await answerRequest(options, exchange, sent);
    } catch (error) {
      outcome = 'error';
      await reportFailure(options.log, exchange, sent, error);
    }
    const seconds = (performance.now() - started) / 1000;
    const { request } = exchange;
    options.metrics.latency(request.kind, seconds);
    if (request.kind === 'autocomplete') options.metrics.autocomplete();
    else options.metrics.command(nameOf(request), outcome);
    options.log.info('interaction', {
      interaction: exchange.id,
      kind: request.kind,
      command: nameOf(request),
      latencyMs: Math.round(seconds * 1000 * 100) / 100,
      outcome,
      ...(sent.deferral ? { deferred: true } : {}),
    });
  };
}

async function answerRequest(
  options: AnswerOptions,
  exchange: Exchange,
  sent: Sent,
): Promise<CommandOutcome> {
  const { request } = exchange;
  if (!options.loaded()) {
    await sendFirst(
      exchange,
      sent,
      notice(request, 'The catalog is still loading', 'Try again in a few seconds.'),
    );
    return 'not-loaded';
  }
  // Autocomplete is never limited: it is how people find the name to ask for.
  if (request.kind !== 'autocomplete') {
    const decision = options.limiter.take(request.userId);
    if (!decision.allowed) {
      const why = 'Commands are limited per person so the bot stays quick for everyone.';
      await sendFirst(exchange, sent, notice(request, slowDownMessage(decision.retryAfterSeconds), why));
      return 'rate-limited';
    }
  }
  // The deadline runs from now: a request waiting for its turn is deferred in time too.
  const pending = requestTurn(request.kind === 'autocomplete' ? 'quick' : 'answer').then(() =>
    options.dispatch(request),
  );
  const deferral = deferralOf(exchange);
  const response = deferral
    ? await withDeadline(pending, options.deferAfterMs, async () => {
        await exchange.defer?.(deferral);
        sent.first = true;
        sent.deferral = deferral;
      })
    : await pending;
  if (sent.deferral) await sendLate(exchange, sent.deferral, response);
  else await sendFirst(exchange, sent, response);
  if (request.kind === 'command') options.onCommand?.(request);
  return outcomeOf(request, response);
}

/** How this exchange would be deferred; undefined when it cannot be (autocomplete, a mention). */
function deferralOf(exchange: Exchange): Deferral | undefined {
  if (!exchange.defer) return undefined;
  switch (exchange.request.kind) {
    case 'command':
      return { kind: 'message', ephemeral: exchange.request.options.hide === true };
    case 'button':
      return { kind: 'update' };
    default:
      return undefined;
  }
}

/** The result of `pending`; when it is not ready after `ms`, `onDeadline` runs first (and is awaited). */
async function withDeadline<T>(pending: Promise<T>, ms: number, onDeadline: () => Promise<void>): Promise<T> {
  // A handler that fails after the deadline is awaited below; until then, its rejection is not unhandled.
  pending.catch(() => undefined);
  let timer: NodeJS.Timeout | undefined;
  const late = Symbol('late');
  const deadline = new Promise<typeof late>((resolve) => {
    timer = setTimeout(() => resolve(late), ms);
  });
  try {
    const first = await Promise.race([pending, deadline]);
    if (first !== late) return first;
  } finally {
    clearTimeout(timer);
  }
  await onDeadline();
  return pending;
}

async function sendFirst(exchange: Exchange, sent: Sent, response: DispatchResponse): Promise<void> {
  switch (response.kind) {
    case 'choices':
      await exchange.respond(response.choices);
      break;
    case 'update':
      await exchange.update(response.payload);
      break;
    case 'message':
      await exchange.reply(response.payload);
      break;
  }
  sent.first = true;
}

/** After a deferral: the deferred response becomes the answer (its ephemerality was set when deferring). */
async function sendLate(exchange: Exchange, deferral: Deferral, response: DispatchResponse): Promise<void> {
  if (response.kind === 'choices') throw new Error('answer: choices cannot follow a deferral');
  if (response.kind === 'message')
    await sendLateMessage(exchange, deferral, response.payload, response.ephemeral);
  else await exchange.edit(response.payload);
}

/**
 * A message after a deferral. The deferred response's visibility was fixed when it was sent, so
 * an answer for the asker only (an error, "not found") that was deferred in public becomes a
 * private follow-up, and the public "thinking…" is removed. A press deferred as an update keeps
 * its card and gets the message apart.
 */
async function sendLateMessage(
  exchange: Exchange,
  deferral: Deferral,
  payload: DiscordMessage,
  ephemeral: boolean,
): Promise<void> {
  if (deferral.kind === 'update') {
    await exchange.followUp(payload);
  } else if (ephemeral && !deferral.ephemeral) {
    await exchange.followUp(payload);
    await exchange.deleteOriginal();
  } else {
    await exchange.edit(payload);
  }
}

async function reportFailure(log: Logger, exchange: Exchange, sent: Sent, error: unknown): Promise<void> {
  const about = describe(exchange);
  const code = apiErrorCode(error);
  if (code === UNKNOWN_INTERACTION || code === ALREADY_ACKNOWLEDGED) {
    log.warn('interaction could not be answered', { ...about, code, error });
    return;
  }
  const ref = newRef();
  log.error('handler failed', { ...about, ref, error });
  try {
    const sorry = somethingWentWrong(ref);
    if (exchange.request.kind === 'autocomplete') {
      if (!sent.first) await exchange.respond([]);
    } else if (sent.deferral) await sendLateMessage(exchange, sent.deferral, sorry, true);
    else if (sent.first) await exchange.followUp(sorry);
    else await exchange.reply(sorry);
  } catch (sendError) {
    log.warn('could not send the error reply', {
      ...about,
      ref,
      code: apiErrorCode(sendError),
      error: sendError,
    });
  }
}

/** A short answer for the asker only: autocomplete gets an empty list instead. */
function notice(request: DispatchRequest, title: string, summary: string): DispatchResponse {
  if (request.kind === 'autocomplete') return { kind: 'choices', choices: [] };
  const reply = { ...emptyReply('usage', title), summary };
  return {
    kind: 'message',
    payload: renderDiscord(reply, { ephemeral: true, buttons: false }),
    ephemeral: true,
  };
}

/**
 * A reply made ephemeral by the dispatcher although the user did not ask to hide it is a failure
 * (an error, a usage message, or "not found" with nothing to offer).
 */
function outcomeOf(request: DispatchRequest, response: DispatchResponse): CommandOutcome {
  if (response.kind !== 'message' || !response.ephemeral) return 'answered';
  const hidden = request.kind === 'command' && request.options.hide === true;
  return hidden ? 'answered' : 'failed';
}

/** The command's name, or the kind for a button press and a mention. */
function nameOf(request: DispatchRequest): string {
  return request.kind === 'command' || request.kind === 'autocomplete' ? request.name : request.kind;
}

/** What a log line says about a request: never its text, which may be long or personal. */
function describe(exchange: Exchange): Record<string, string> {
  const { request } = exchange;
  switch (request.kind) {
    case 'command':
    case 'autocomplete':
      return { interaction: exchange.id, kind: request.kind, command: request.name };
    case 'button':
      return {
        interaction: exchange.id,
        kind: request.kind,
        customId: request.customId,
        user: request.userId,
      };
    case 'mention':
      return { interaction: exchange.id, kind: request.kind, user: request.userId };
  }
}

/** The numeric JSON error code of a Discord API error (discord.js's DiscordAPIError#code, or ours). */
function apiErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'number' ? error.code : undefined;
}
