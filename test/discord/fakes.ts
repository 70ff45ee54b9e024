/**
 * One small typed fake interaction: it implements the router's Exchange and records what was
 * sent, so a test states the options that go in and the exact payload that comes out.
 */
import type { Choice } from '../../commands/command.js';
import type { DispatchRequest } from '../../src/discord/dispatch.js';
import type { Exchange } from '../../src/discord/router.js';
import type { Logger } from '../../src/log.js';
import type { DiscordMessage } from '../../src/render/discord.js';

export type Sent =
  { via: 'reply' | 'followUp' | 'update'; payload: DiscordMessage } | { via: 'respond'; choices: Choice[] };

export type FakeInteraction = Exchange & { sent: Sent[] };

export const USER_ID = '111111111111111111';
export const OTHER_ID = '222222222222222222';

/**
 * @param options.answered the interaction was already replied to or deferred
 * @param options.fail     every send rejects with this error (a Discord API error, say)
 */
export function fakeInteraction(
  request: DispatchRequest,
  options: { answered?: boolean; fail?: Error } = {},
): FakeInteraction {
  const sent: Sent[] = [];
  let answered = options.answered ?? false;
  const record = (entry: Sent) => {
    if (options.fail !== undefined) return Promise.reject(options.fail);
    sent.push(entry);
    answered = true;
    return Promise.resolve();
  };
  return {
    request,
    sent,
    answered: () => answered,
    reply: (payload) => record({ via: 'reply', payload }),
    followUp: (payload) => record({ via: 'followUp', payload }),
    update: (payload) => record({ via: 'update', payload }),
    respond: (choices) => record({ via: 'respond', choices }),
  };
}

/** A logger that keeps its lines, to assert what an operator would read. */
export function memoryLogger(): Logger & { lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const at =
    (level: string) =>
    (msg: string, fields: Record<string, unknown> = {}) => {
      lines.push({ level, msg, ...fields });
    };
  return { lines, debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}
