/**
 * One small typed fake interaction: it implements the serving chain's Exchange and records what
 * was sent, so a test states the request that goes in and the exact payloads that come out.
 */
import type { Choice } from '../../src/command.js';
import type { Deferral, Exchange } from '../../src/discord/answer.js';
import type { DispatchRequest } from '../../src/discord/dispatch.js';
import type { Logger } from '../../src/log.js';
import type { DiscordMessage } from '../../src/render/discord.js';

export type Sent =
  | { via: 'reply' | 'followUp' | 'update' | 'edit'; payload: DiscordMessage }
  | { via: 'respond'; choices: Choice[] }
  | { via: 'defer'; deferral: Deferral }
  | { via: 'deleteOriginal' };

export type FakeInteraction = Exchange & { sent: Sent[] };

export const USER_ID = '111111111111111111';
export const OTHER_ID = '222222222222222222';

/**
 * @param options.fail     every send rejects with this error (a Discord API error, say)
 * @param options.deferrable whether it can be deferred (an interaction; a mention cannot)
 */
export function fakeInteraction(
  request: DispatchRequest,
  options: { fail?: Error; deferrable?: boolean } = {},
): FakeInteraction {
  const sent: Sent[] = [];
  const record = (entry: Sent) => {
    if (options.fail !== undefined) return Promise.reject(options.fail);
    sent.push(entry);
    return Promise.resolve();
  };
  const exchange: FakeInteraction = {
    id: '333333333333333333',
    request,
    sent,
    reply: (payload) => record({ via: 'reply', payload }),
    update: (payload) => record({ via: 'update', payload }),
    respond: (choices) => record({ via: 'respond', choices }),
    edit: (payload) => record({ via: 'edit', payload }),
    deleteOriginal: () => record({ via: 'deleteOriginal' }),
    followUp: (payload) => record({ via: 'followUp', payload }),
  };
  if (options.deferrable !== false) exchange.defer = (deferral) => record({ via: 'defer', deferral });
  return exchange;
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
