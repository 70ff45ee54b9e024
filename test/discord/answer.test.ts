import { describe, expect, it } from 'vitest';
import { loadContext } from '../../src/context.js';
import { createDispatcher, type Dispatcher } from '../../src/discord/dispatch.js';
import { route } from '../../src/discord/router.js';
import { fakeInteraction, memoryLogger, USER_ID } from './fakes.js';

const context = loadContext([new URL('../../data', import.meta.url).pathname]);
const dispatch = createDispatcher({ context });
const throwing: Dispatcher = () => Promise.reject(new Error('handler bug'));

describe('route', () => {
  it('replies with the payload of a command', async () => {
    const interaction = fakeInteraction({
      kind: 'command',
      name: 'bench',
      options: { query: 'kcle' },
      userId: USER_ID,
    });
    await route(interaction, dispatch, memoryLogger());
    expect(interaction.sent).toHaveLength(1);
    expect(interaction.sent[0]).toMatchObject({
      via: 'reply',
      payload: { allowed_mentions: { parse: [], users: [] } },
    });
  });

  it('follows up when the interaction was already answered', async () => {
    const interaction = fakeInteraction(
      { kind: 'command', name: 'bench', options: { query: 'kcle' }, userId: USER_ID },
      { answered: true },
    );
    await route(interaction, dispatch, memoryLogger());
    expect(interaction.sent.map((sent) => sent.via)).toEqual(['followUp']);
  });

  it('edits the message for a button and answers autocomplete with choices', async () => {
    const button = fakeInteraction({ kind: 'button', customId: 'bench:scoring:kcle', userId: USER_ID });
    const complete = fakeInteraction({
      kind: 'autocomplete',
      name: 'bench',
      focused: { name: 'query', value: 'kc' },
      options: {},
    });
    await route(button, dispatch, memoryLogger());
    await route(complete, dispatch, memoryLogger());
    expect(button.sent.map((sent) => sent.via)).toEqual(['update']);
    expect(complete.sent[0]).toMatchObject({ via: 'respond', choices: [{ value: 'kcle' }] });
  });

  it('turns a throwing handler into an ephemeral "something went wrong" with the ref of its log line', async () => {
    const log = memoryLogger();
    const interaction = fakeInteraction({
      kind: 'command',
      name: 'bench',
      options: { query: 'kcle' },
      userId: USER_ID,
    });
    await route(interaction, throwing, log);
    const [sent] = interaction.sent;
    if (sent?.via !== 'reply') throw new Error('expected a reply');
    const ref = /\(ref ([0-9a-f]{8})\)/.exec(sent.payload.embeds[0]?.description ?? '')?.[1];
    expect(ref).toBeDefined();
    expect(sent.payload.flags).toBe(64);
    expect(sent.payload.allowed_mentions).toEqual({ parse: [], users: [], replied_user: false });
    expect(log.lines).toMatchObject([{ level: 'error', msg: 'handler failed', ref, command: 'bench' }]);
  });

  it('sends the error as a follow-up when the interaction was already answered', async () => {
    const interaction = fakeInteraction(
      { kind: 'command', name: 'ask', options: { question: 'x' }, userId: USER_ID },
      { answered: true },
    );
    await route(interaction, throwing, memoryLogger());
    expect(interaction.sent.map((sent) => [sent.via, 'payload' in sent && sent.payload.flags])).toEqual([
      ['followUp', 64],
    ]);
  });

  it('answers a failing autocomplete with an empty list, never a message', async () => {
    const interaction = fakeInteraction({
      kind: 'autocomplete',
      name: 'bench',
      focused: { name: 'query', value: 'kc' },
      options: {},
    });
    await route(interaction, throwing, memoryLogger());
    expect(interaction.sent).toEqual([{ via: 'respond', choices: [] }]);
  });

  it.each([10062, 40060])('logs Discord error %i and carries on', async (code) => {
    const log = memoryLogger();
    const error = Object.assign(new Error('Unknown interaction'), { code });
    const interaction = fakeInteraction(
      { kind: 'command', name: 'bench', options: { query: 'kcle' }, userId: USER_ID },
      { fail: error },
    );
    await expect(route(interaction, dispatch, log)).resolves.toBeUndefined();
    expect(log.lines).toMatchObject([{ level: 'warn', msg: 'interaction could not be answered', code }]);
  });

  it('logs, and does not throw, when even the error reply cannot be sent', async () => {
    const log = memoryLogger();
    const interaction = fakeInteraction(
      { kind: 'mention', text: 'hi', userId: USER_ID },
      { fail: new Error('socket closed') },
    );
    await expect(route(interaction, throwing, log)).resolves.toBeUndefined();
    expect(log.lines.map((line) => line.msg)).toEqual(['handler failed', 'could not send the error reply']);
  });
});
