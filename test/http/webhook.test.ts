/**
 * The HTTP endpoint's later answers (after a deferral) against the local Discord stand-in: the
 * routes, the bodies and what a refusal looks like.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interactionWebhook } from '../../src/discord/http/webhook.js';
import { renderDiscord } from '../../src/render/discord.js';
import { emptyReply } from '../../src/reply.js';
import { DiscordStandIn } from '../stand-in/discord.js';

const APP = '111111111111111111';
let discord: DiscordStandIn;
beforeAll(async () => {
  discord = await DiscordStandIn.start('unused-bot-token');
});
afterAll(() => discord.close());

const message = renderDiscord(emptyReply('answer', 'Hello'), { ephemeral: true });
const route = (token: string) => `/api/v10/webhooks/${APP}/${token}`;

describe('interactionWebhook', () => {
  it('edits the original response without flags (Discord keeps its visibility)', async () => {
    await interactionWebhook(discord.apiBase, { applicationId: APP, token: 'edit-token' }).editOriginal(
      message,
    );
    const edit = await discord.waitFor(
      (request) => request.path === `${route('edit-token')}/messages/@original`,
    );
    expect(edit.method).toBe('PATCH');
    expect(edit.body).toMatchObject({ embeds: [{ title: 'Hello' }], allowed_mentions: { parse: [] } });
    expect(edit.body).not.toHaveProperty('flags');
    expect(edit.authorization).toBeUndefined();
  });

  it('sends a follow-up with its flags, and deletes the original', async () => {
    const hook = interactionWebhook(`${discord.apiBase}/`, { applicationId: APP, token: 'more-token' });
    await hook.followUp(message);
    await hook.deleteOriginal();
    const sent = discord.requests.filter((request) => request.path.startsWith(route('more-token')));
    expect(sent.map((request) => [request.method, request.path])).toEqual([
      ['POST', route('more-token')],
      ['DELETE', `${route('more-token')}/messages/@original`],
    ]);
    expect(sent[0]?.body).toMatchObject({ flags: 64 });
  });

  it("fails with the status and Discord's code when refused, never with the token in its message", async () => {
    const bad = interactionWebhook(discord.apiBase, { applicationId: 'not-an-id', token: 'secret-token' });
    const error = await bad.followUp(message).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ status: 404, code: 0 });
    expect(String(error)).not.toContain('secret-token');
  });
});
