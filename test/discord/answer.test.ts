import { describe, expect, it } from 'vitest';
import { registry } from '../../commands/index.js';
import { loadContext } from '../../src/context.js';
import { createAnswerer, type AnswerOptions } from '../../src/discord/answer.js';
import { createDispatcher, type Dispatcher } from '../../src/discord/dispatch.js';
import { Metrics } from '../../src/discord/metrics.js';
import { RateLimiter } from '../../src/rate-limit.js';
import { fakeInteraction, memoryLogger, OTHER_ID, USER_ID } from './fakes.js';

const context = loadContext([new URL('../../data/records', import.meta.url).pathname]);
const dispatch = createDispatcher({ registry, context });
const throwing: Dispatcher = () => Promise.reject(new Error('handler bug'));
const bench = { kind: 'command', name: 'bench', options: { query: 'kcle' }, userId: USER_ID } as const;
const typing = {
  kind: 'autocomplete',
  name: 'bench',
  focused: { name: 'query', value: 'kc' },
  options: {},
} as const;

function answerer(options: Partial<AnswerOptions> = {}) {
  const log = memoryLogger();
  const metrics = new Metrics(['bench', 'ask', 'bench-reload', 'button', 'mention']);
  const answer = createAnswerer({
    dispatch,
    limiter: new RateLimiter({ perMinute: 60, burst: 100 }),
    metrics,
    log,
    loaded: () => true,
    deferAfterMs: 2000,
    ...options,
  });
  return { answer, log, metrics };
}

/** A dispatcher that answers only after `ms`: a handler on a slow catalog. */
function slow(ms: number): Dispatcher {
  return async (request) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    return dispatch(request);
  };
}

describe('answer: sending', () => {
  it('replies to a command with the card, pinging nobody, and logs the interaction', async () => {
    const { answer, log } = answerer();
    const interaction = fakeInteraction(bench);
    await answer(interaction);
    expect(interaction.sent).toHaveLength(1);
    expect(interaction.sent[0]).toMatchObject({
      via: 'reply',
      payload: { allowed_mentions: { parse: [], users: [] } },
    });
    expect(log.lines).toMatchObject([
      { level: 'info', msg: 'interaction', kind: 'command', command: 'bench', outcome: 'answered' },
    ]);
  });

  it('edits the message for a button and answers autocomplete with choices', async () => {
    const { answer } = answerer();
    const button = fakeInteraction({
      kind: 'button',
      customId: 'bench:scoring:kcle',
      userId: USER_ID,
      ownerId: USER_ID,
    });
    const complete = fakeInteraction(typing);
    await answer(button);
    await answer(complete);
    expect(button.sent.map((sent) => sent.via)).toEqual(['update']);
    expect(complete.sent[0]).toMatchObject({ via: 'respond', choices: [{ value: 'kcle' }] });
  });

  it('answers "still loading" privately before the catalog is loaded, and autocomplete with nothing', async () => {
    const { answer } = answerer({ loaded: () => false });
    const command = fakeInteraction(bench);
    const complete = fakeInteraction(typing);
    await answer(command);
    await answer(complete);
    expect(command.sent).toMatchObject([{ via: 'reply', payload: { flags: 64 } }]);
    expect(complete.sent).toEqual([{ via: 'respond', choices: [] }]);
  });
});

describe('answer: rate limit', () => {
  it('tells a user to slow down once the burst is spent, for commands, buttons and mentions alike', async () => {
    const { answer, metrics } = answerer({ limiter: new RateLimiter({ perMinute: 1, burst: 2 }) });
    const requests = [
      bench,
      { kind: 'button', customId: 'bench:scoring:kcle', userId: USER_ID, ownerId: USER_ID },
      { kind: 'mention', text: 'is kcle GPQA Diamond?', userId: USER_ID },
    ] as const;
    const sent = [];
    for (const request of requests) {
      const interaction = fakeInteraction(request);
      await answer(interaction);
      sent.push(interaction.sent[0]);
    }
    const third = sent[2];
    expect(third?.via).toBe('reply');
    expect(third && 'payload' in third && third.payload.embeds[0]?.title).toMatch(
      /^Slow down: try again in \d+ s\.$/,
    );
    expect(third && 'payload' in third && third.payload.flags).toBe(64);
    expect(metrics.render(undefined)).toContain(
      'benchbot_commands_total{command="mention",outcome="rate-limited"} 1',
    );

    const other = fakeInteraction({ ...bench, userId: OTHER_ID });
    await answer(other);
    expect(other.sent[0]).toMatchObject({
      via: 'reply',
      payload: { embeds: [{ title: 'KCLE (OpenCompass) (kcle)' }] },
    });
  });

  it('never limits autocomplete', async () => {
    const { answer } = answerer({ limiter: new RateLimiter({ perMinute: 1, burst: 1 }) });
    await answer(fakeInteraction(bench));
    const complete = fakeInteraction(typing);
    await answer(complete);
    expect(complete.sent[0]).toMatchObject({ via: 'respond', choices: [{ value: 'kcle' }] });
  });
});

describe('answer: deferral', () => {
  it('defers a command that is not answered in time, then edits the answer in', async () => {
    const { answer, log } = answerer({ dispatch: slow(80), deferAfterMs: 10 });
    const interaction = fakeInteraction(bench);
    await answer(interaction);
    expect(interaction.sent.map((sent) => sent.via)).toEqual(['defer', 'edit']);
    expect(interaction.sent[1]).toMatchObject({
      payload: { embeds: [{ title: 'KCLE (OpenCompass) (kcle)' }] },
    });
    expect(interaction.sent[0]).toEqual({ via: 'defer', deferral: { kind: 'message', ephemeral: false } });
    expect(log.lines).toMatchObject([{ msg: 'interaction', outcome: 'answered', deferred: true }]);
  });

  it('defers privately when the asker hid the answer', async () => {
    const { answer } = answerer({ dispatch: slow(80), deferAfterMs: 10 });
    const interaction = fakeInteraction({ ...bench, options: { query: 'kcle', hide: true } });
    await answer(interaction);
    expect(interaction.sent[0]).toEqual({ via: 'defer', deferral: { kind: 'message', ephemeral: true } });
  });

  it('answers privately what was deferred in public but is for the asker only, and removes the "thinking…"', async () => {
    const { answer } = answerer({ dispatch: slow(80), deferAfterMs: 10 });
    const interaction = fakeInteraction({ ...bench, options: { query: 'zzzz qqqq xxxx' } });
    await answer(interaction);
    expect(interaction.sent.map((sent) => sent.via)).toEqual(['defer', 'followUp', 'deleteOriginal']);
    expect(interaction.sent[1]).toMatchObject({ payload: { flags: 64 } });
  });

  it('defers a slow button press as an update, then edits the message', async () => {
    const { answer } = answerer({ dispatch: slow(80), deferAfterMs: 10 });
    const interaction = fakeInteraction({
      kind: 'button',
      customId: 'bench:scoring:kcle',
      userId: USER_ID,
      ownerId: USER_ID,
    });
    await answer(interaction);
    expect(interaction.sent.map((sent) => sent.via)).toEqual(['defer', 'edit']);
    expect(interaction.sent[0]).toEqual({ via: 'defer', deferral: { kind: 'update' } });
  });

  it("answers a slow press on someone else's card privately, and never edits the card", async () => {
    const { answer } = answerer({ dispatch: slow(80), deferAfterMs: 10 });
    const interaction = fakeInteraction({
      kind: 'button',
      customId: 'bench:scoring:kcle',
      userId: OTHER_ID,
      ownerId: USER_ID,
    });
    await answer(interaction);
    expect(interaction.sent.map((sent) => sent.via)).toEqual(['defer', 'followUp']);
    expect(interaction.sent[1]).toMatchObject({ payload: { flags: 64 } });
  });

  it('never defers what answers in time, nor a mention (nothing waits on it)', async () => {
    const { answer } = answerer({ dispatch: slow(40), deferAfterMs: 5 });
    const quick = answerer({ deferAfterMs: 2000 });
    const command = fakeInteraction(bench);
    await quick.answer(command);
    const mention = fakeInteraction(
      { kind: 'mention', text: 'is kcle GPQA Diamond?', userId: USER_ID },
      { deferrable: false },
    );
    await answer(mention);
    expect(command.sent.map((sent) => sent.via)).toEqual(['reply']);
    expect(mention.sent.map((sent) => sent.via)).toEqual(['reply']);
  });

  it('defers a command waiting behind slow answers that hold the thread, instead of answering it late', async () => {
    // Each answer holds the thread for 40 ms without yielding, as a costly question does.
    const busy: Dispatcher = (request) => {
      const until = performance.now() + 40;
      while (performance.now() < until);
      return dispatch(request);
    };
    const { answer } = answerer({ dispatch: busy, deferAfterMs: 60 });
    const interactions = [1, 2, 3, 4].map(() => fakeInteraction(bench));
    await Promise.all(interactions.map((interaction) => answer(interaction)));
    expect(interactions[0]?.sent.map((sent) => sent.via)).toEqual(['reply']);
    expect(interactions[3]?.sent.map((sent) => sent.via)).toEqual(['defer', 'edit']);
  });

  it('sends "something went wrong" privately after a deferral whose handler failed', async () => {
    const failing: Dispatcher = () =>
      new Promise((_resolve, reject) => setTimeout(() => reject(new Error('late bug')), 50));
    const { answer } = answerer({ dispatch: failing, deferAfterMs: 5 });
    const interaction = fakeInteraction(bench);
    await answer(interaction);
    // The error is the asker's alone: it follows privately, and the public "thinking…" goes.
    expect(interaction.sent.map((sent) => sent.via)).toEqual(['defer', 'followUp', 'deleteOriginal']);
    const sorry = interaction.sent[1];
    expect(sorry && 'payload' in sorry && sorry.payload.embeds[0]?.description).toMatch(
      /\(ref [0-9a-f]{8}\)/,
    );
    expect(sorry && 'payload' in sorry && sorry.payload.flags).toBe(64);
  });
});

describe('answer: failures', () => {
  it('turns a throwing handler into an ephemeral "something went wrong" with the ref of its log line', async () => {
    const { answer, log } = answerer({ dispatch: throwing });
    const interaction = fakeInteraction(bench);
    await answer(interaction);
    const [sent] = interaction.sent;
    if (sent?.via !== 'reply') throw new Error('expected a reply');
    const ref = /\(ref ([0-9a-f]{8})\)/.exec(sent.payload.embeds[0]?.description ?? '')?.[1];
    expect(ref).toBeDefined();
    expect(sent.payload.flags).toBe(64);
    expect(sent.payload.allowed_mentions).toEqual({ parse: [], users: [], replied_user: false });
    expect(log.lines).toMatchObject([
      { level: 'error', msg: 'handler failed', ref, command: 'bench' },
      { msg: 'interaction', outcome: 'error' },
    ]);
  });

  it('answers a failing autocomplete with an empty list, never a message', async () => {
    const { answer } = answerer({ dispatch: throwing });
    const interaction = fakeInteraction(typing);
    await answer(interaction);
    expect(interaction.sent).toEqual([{ via: 'respond', choices: [] }]);
  });

  it.each([10062, 40060])('logs Discord error %i and carries on', async (code) => {
    const { answer, log } = answerer();
    const error = Object.assign(new Error('Unknown interaction'), { code });
    await expect(answer(fakeInteraction(bench, { fail: error }))).resolves.toBeUndefined();
    expect(log.lines).toMatchObject([
      { level: 'warn', msg: 'interaction could not be answered', code },
      { msg: 'interaction', outcome: 'error' },
    ]);
  });

  it('logs, and does not throw, when even the error reply cannot be sent', async () => {
    const { answer, log } = answerer({ dispatch: throwing });
    const interaction = fakeInteraction(
      { kind: 'mention', text: 'hi', userId: USER_ID },
      { fail: new Error('socket closed') },
    );
    await expect(answer(interaction)).resolves.toBeUndefined();
    expect(log.lines.map((line) => line.msg)).toEqual([
      'handler failed',
      'could not send the error reply',
      'interaction',
    ]);
  });
});

describe('answer: metrics', () => {
  it('counts a command name it does not know as "(other)": a forged name is not a new series', async () => {
    const { answer, metrics } = answerer();
    await answer(fakeInteraction({ kind: 'command', name: 'x'.repeat(50), options: {}, userId: USER_ID }));
    expect(metrics.render(undefined)).toContain(
      'benchbot_commands_total{command="(other)",outcome="failed"} 1',
    );
  });
});
