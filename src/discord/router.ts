/**
 * The one router of the gateway face, with its one try/catch: it dispatches a request, sends the
 * response the right way, and turns any failure into a log line and, where Discord still lets
 * it, an ephemeral "something went wrong (ref ...)". A handler error never ends the process.
 * It sees interactions only through Exchange, so it needs no discord.js and tests need no mock.
 */
import type { Choice } from '../../commands/command.js';
import type { Logger } from '../log.js';
import type { DiscordMessage } from '../render/discord.js';
import {
  newRef,
  somethingWentWrong,
  type Dispatcher,
  type DispatchRequest,
  type DispatchResponse,
} from './dispatch.js';

/** One interaction (or mention) as the router sees it: the request and the ways to answer it. */
export type Exchange = {
  request: DispatchRequest;
  /** Whether it was already replied to or deferred: then only a follow-up can be sent. */
  answered(): boolean;
  reply(payload: DiscordMessage): Promise<unknown>;
  followUp(payload: DiscordMessage): Promise<unknown>;
  update(payload: DiscordMessage): Promise<unknown>;
  respond(choices: Choice[]): Promise<unknown>;
};

/**
 * Discord's "Unknown interaction" (the 3 seconds to answer ran out, or another process answered)
 * and "Interaction has already been acknowledged": nothing more can be sent, so they are logged.
 * https://discord.com/developers/docs/topics/opcodes-and-status-codes#json-json-error-codes
 */
export const UNKNOWN_INTERACTION = 10062;
export const ALREADY_ACKNOWLEDGED = 40060;

export async function route(exchange: Exchange, dispatch: Dispatcher, log: Logger): Promise<void> {
  const about = describe(exchange.request);
  try {
    await send(exchange, await dispatch(exchange.request));
  } catch (error) {
    const code = apiErrorCode(error);
    if (code === UNKNOWN_INTERACTION || code === ALREADY_ACKNOWLEDGED) {
      log.warn('interaction could not be answered', { ...about, code, error });
      return;
    }
    const ref = newRef();
    log.error('handler failed', { ...about, ref, error });
    try {
      if (exchange.request.kind === 'autocomplete') await exchange.respond([]);
      else if (exchange.answered()) await exchange.followUp(somethingWentWrong(ref));
      else await exchange.reply(somethingWentWrong(ref));
    } catch (sendError) {
      log.warn('could not send the error reply', {
        ...about,
        ref,
        code: apiErrorCode(sendError),
        error: sendError,
      });
    }
  }
}

async function send(exchange: Exchange, response: DispatchResponse): Promise<void> {
  switch (response.kind) {
    case 'choices':
      await exchange.respond(response.choices);
      return;
    case 'update':
      await exchange.update(response.payload);
      return;
    case 'message':
      await (exchange.answered() ? exchange.followUp(response.payload) : exchange.reply(response.payload));
      return;
  }
}

/** What a log line says about a request: never its text, which may be long or personal. */
function describe(request: DispatchRequest): Record<string, string> {
  switch (request.kind) {
    case 'command':
    case 'autocomplete':
      return { kind: request.kind, command: request.name };
    case 'button':
      return { kind: request.kind, customId: request.customId, user: request.userId };
    case 'mention':
      return { kind: request.kind, user: request.userId };
  }
}

/** The numeric JSON error code of a Discord API error (discord.js's DiscordAPIError#code). */
function apiErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'number' ? error.code : undefined;
}
