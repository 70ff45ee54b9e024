/**
 * What the HTTP endpoint sends after its first answer: the edit of a deferred response and a
 * follow-up message, through Discord's REST API with the interaction's own token (no bot token).
 * The base is DISCORD_API_BASE (a REST proxy, or a local stand-in), Discord's by default.
 * https://discord.com/developers/docs/interactions/receiving-and-responding#followup-messages
 */
import type { DiscordMessage } from '../../render/discord.js';

/** Discord's API without the version, as discord.js's `rest.api` option spells it. */
export const DISCORD_API = 'https://discord.com/api';
const VERSION = 'v10';

/** A REST call Discord refused; `code` is Discord's JSON error code when it sent one. */
class WebhookError extends Error {
  override name = 'WebhookError';
  constructor(
    readonly status: number,
    readonly code: number | undefined,
    message: string,
  ) {
    super(message);
  }
}

export type Webhook = {
  /** Replaces the interaction's original response (after a deferral). */
  editOriginal(payload: DiscordMessage): Promise<void>;
  /** Removes the original response (a public "thinking…" whose answer went out privately). */
  deleteOriginal(): Promise<void>;
  /** Sends another message (ephemeral when its flags say so). */
  followUp(payload: DiscordMessage): Promise<void>;
};

/** The follow-up routes of one interaction. */
export function interactionWebhook(
  apiBase: string,
  interaction: { applicationId: string; token: string },
): Webhook {
  const base = `${apiBase.replace(/\/+$/, '')}/${VERSION}/webhooks/${encodeURIComponent(interaction.applicationId)}/${encodeURIComponent(interaction.token)}`;
  return {
    // An edit keeps the message's flags; Discord refuses to change ephemerality on one.
    editOriginal: (payload) => call('PATCH', `${base}/messages/@original`, withoutFlags(payload)),
    deleteOriginal: () => call('DELETE', `${base}/messages/@original`),
    followUp: (payload) => call('POST', base, payload),
  };
}

function withoutFlags(payload: DiscordMessage): Omit<DiscordMessage, 'flags'> {
  const { content, embeds, components, allowed_mentions } = payload;
  return { content, embeds, components, allowed_mentions };
}

async function call(method: 'PATCH' | 'POST' | 'DELETE', url: string, body?: unknown): Promise<void> {
  const response = await fetch(url, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(10_000),
  });
  if (response.ok) return;
  const text = await response.text();
  let code: number | undefined;
  try {
    const parsed = JSON.parse(text) as { code?: unknown };
    if (typeof parsed.code === 'number') code = parsed.code;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  // The URL holds the interaction's token: it is not part of the message.
  throw new WebhookError(response.status, code, `webhook: ${method} answered ${response.status}`);
}
