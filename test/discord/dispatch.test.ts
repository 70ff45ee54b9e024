import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registry } from '../../commands/index.js';
import { defineCommand, hideOption, mentionOption } from '../../src/command.js';
import type { CommandContext } from '../../src/context.js';
import { loadContext } from '../../src/context.js';
import { createDispatcher, type DispatchResponse } from '../../src/discord/dispatch.js';
import { emptyReply } from '../../src/reply.js';
import { messageSchema, pinged } from '../render/message-schema.js';
import { memoryLogger, OTHER_ID, USER_ID } from './fakes.js';

const DATA = fileURLToPath(new URL('../../data/records', import.meta.url));
const context = loadContext([DATA]);
const dispatch = createDispatcher({ registry, context });

function message(response: DispatchResponse) {
  if (response.kind !== 'message') throw new Error(`expected a message, got ${response.kind}`);
  expect(messageSchema.safeParse(response.payload).error?.issues ?? []).toEqual([]);
  return response;
}

const command = (name: string, options: Record<string, string | number | boolean>) =>
  dispatch({ kind: 'command', name, options, userId: USER_ID });

describe('dispatch: commands', () => {
  it('renders exactly what the command returns, with hide and mention handled by the face', async () => {
    const echo = defineCommand({
      name: 'echo',
      description: 'Echo',
      localized: { 'zh-CN': { name: '回声', description: '回声' } },
      options: [
        {
          name: 'text',
          description: 'Text',
          localized: { 'zh-CN': { name: '文本', description: '文本' } },
          type: 'string',
          required: true,
        },
        hideOption,
        mentionOption,
      ],
      run: (options) => ({
        ...emptyReply('answer', 'Echo'),
        summary: `${Object.keys(options).join(',')}: ${options.text}`,
      }),
    });
    const only = createDispatcher({ registry: { ...registry, commands: [echo] }, context });
    const response = await only({
      kind: 'command',
      name: 'echo',
      options: { text: 'hi', mention: OTHER_ID },
      userId: USER_ID,
    });
    expect(response).toEqual({
      kind: 'message',
      ephemeral: false,
      payload: {
        content: `<@${OTHER_ID}>`,
        embeds: [{ title: 'Echo', color: 0x5865f2, description: 'text: hi' }],
        components: [],
        allowed_mentions: { parse: [], users: [OTHER_ID], replied_user: false },
      },
    });
  });

  it('answers /bench with the card and its section buttons, pinging nobody', async () => {
    const { payload, ephemeral } = message(await command('bench', { query: 'kcle' }));
    expect(ephemeral).toBe(false);
    expect(payload.embeds[0]?.title).toContain('KCLE');
    expect(payload.components[0]?.components.map((button) => [button.label, button.custom_id])).toEqual([
      ['Scoring', 'bench:scoring:kcle'],
      ['How to run', 'bench:howto:kcle'],
      ['Dataset', 'bench:dataset:kcle'],
      ['Lineage', 'bench:lineage:kcle'],
      ['Sources', 'bench:sources:kcle'],
    ]);
    expect(pinged(payload)).toEqual([]);
  });

  it('pings the mentioned user only', async () => {
    const { payload } = message(await command('bench', { query: 'kcle', mention: OTHER_ID }));
    expect(payload.content).toBe(`<@${OTHER_ID}>`);
    expect(pinged(payload)).toEqual([OTHER_ID]);
  });

  it('hides the answer with the ephemeral flag and then pings nobody', async () => {
    const response = message(
      await command('compare', { a: 'kcle', b: 'nq_cn', hide: true, mention: OTHER_ID }),
    );
    expect(response.ephemeral).toBe(true);
    expect(response.payload.flags).toBe(64);
    expect(response.payload.content).toBe('');
    expect(pinged(response.payload)).toEqual([]);
  });

  it('offers "did you mean" buttons for a near miss, and answers nothing-close only to the asker', async () => {
    const near = message(await command('bench', { query: 'kcl' }));
    expect(near.ephemeral).toBe(false);
    expect(near.payload.components[0]?.components[0]?.custom_id).toBe('bench:card:kcle');
    const howto = message(await command('howto', { benchmark: 'kcl' }));
    expect(howto.payload.components[0]?.components[0]?.custom_id).toBe('bench:howto:kcle');
    const none = message(await command('bench', { query: 'zzzzqqq' }));
    expect(none.ephemeral).toBe(true);
    expect(none.payload.flags).toBe(64);
  });

  it.each([
    [{ query: 'kcle', section: 'nonsense' }, 'option `section`'],
    [{ query: 'kcle', colour: 'red' }, 'colour'],
    [{ query: 'kcle', mention: '@everyone' }, 'option `mention`'],
    [{ query: 'x'.repeat(201) }, 'option `query`'],
    [{ section: 'scoring' }, 'option `query`'],
    [{ query: 42 }, 'option `query`'],
  ])('refuses options that break the definition, privately: %j', async (options, named) => {
    const { payload, ephemeral } = message(await command('bench', options));
    expect(ephemeral).toBe(true);
    expect(payload.embeds[0]?.title).toBe('That /bench is not valid');
    expect(payload.embeds[0]?.description).toContain(named);
  });

  it('refuses a command it does not know, privately', async () => {
    const { payload, ephemeral } = message(await command('nope', {}));
    expect(ephemeral).toBe(true);
    expect(payload.embeds[0]?.title).toBe('Unknown command /nope');
  });

  it('reads the context through a getter, so a reload can swap the catalog', async () => {
    let current: CommandContext = context;
    const live = createDispatcher({ registry, context: () => current });
    expect(
      message(await live({ kind: 'command', name: 'bench', options: { query: 'kcle' }, userId: USER_ID }))
        .ephemeral,
    ).toBe(false);
    current = loadContext([fileURLToPath(new URL('../fixtures/catalog', import.meta.url))]);
    const after = message(
      await live({ kind: 'command', name: 'bench', options: { query: 'kcle' }, userId: USER_ID }),
    );
    expect(after.payload.embeds[0]?.title).not.toContain('KCLE (OpenCompass)');
  });

  it('lets a face handle a registry command itself', async () => {
    const withHandler = createDispatcher({
      registry,
      context,
      handlers: { ask: (options) => ({ ...emptyReply('answer', `handled: ${String(options.question)}`) }) },
    });
    const response = message(
      await withHandler({
        kind: 'command',
        name: 'ask',
        options: { question: 'why?', hide: false },
        userId: USER_ID,
      }),
    );
    expect(response.payload.embeds[0]?.title).toBe('handled: why?');
  });
});

describe('dispatch: buttons', () => {
  it('edits the card to the section the button names', async () => {
    const response = await dispatch({ kind: 'button', customId: 'bench:howto:kcle', userId: OTHER_ID });
    expect(response.kind).toBe('update');
    if (response.kind !== 'update') return;
    expect(messageSchema.safeParse(response.payload).success).toBe(true);
    expect(response.payload.embeds[0]?.description).toContain('How to run it');
    expect(response.payload).not.toHaveProperty('flags');
    expect(pinged(response.payload)).toEqual([]);
  });

  it('answers a button this bot did not make privately, without touching the message', async () => {
    const { payload, ephemeral } = message(
      await dispatch({ kind: 'button', customId: 'bench:everything:kcle', userId: USER_ID }),
    );
    expect(ephemeral).toBe(true);
    expect(payload.embeds[0]?.title).toBe('This button no longer works');
  });

  it('keeps the card when its record is gone, and says so privately', async () => {
    const response = message(
      await dispatch({ kind: 'button', customId: 'bench:card:gone_since', userId: USER_ID }),
    );
    expect(response.ephemeral).toBe(true);
  });
});

describe('dispatch: autocomplete', () => {
  const complete = (name: string, focused: string, value: string) =>
    dispatch({ kind: 'autocomplete', name, focused: { name: focused, value }, options: {} });

  it('shows the best-covered records on empty input, labelled with their category', async () => {
    const response = await complete('bench', 'query', '');
    expect(response.kind === 'choices' ? response.choices : []).toContainEqual({
      name: 'KCLE (OpenCompass) · knowledge',
      value: 'kcle',
    });
  });

  it('suggests from a prefix, the record id as the value', async () => {
    const response = await complete('compare', 'b', 'nq');
    expect(response.kind === 'choices' && response.choices[0]?.value).toBe('nq_cn');
  });

  it('keeps every choice within 1-100 characters and at most 25 of them', async () => {
    const pages = loadContext(['data']);
    const big = createDispatcher({ registry, context: pages });
    for (const value of ['', 'a', 'bench', '中文', 'x'.repeat(300)]) {
      const response = await big({
        kind: 'autocomplete',
        name: 'bench',
        focused: { name: 'query', value },
        options: {},
      });
      if (response.kind !== 'choices') throw new Error('expected choices');
      expect(response.choices.length).toBeLessThanOrEqual(25);
      for (const choice of response.choices) {
        expect(choice.name.length).toBeGreaterThanOrEqual(1);
        expect(choice.name.length).toBeLessThanOrEqual(100);
        expect(choice.name).toBe(choice.name.trim());
        expect(choice.value.length).toBeLessThanOrEqual(100);
      }
    }
  });

  it("offers the ledgers' models, by any spelling, where an option takes a model", async () => {
    const withLedgers = createDispatcher({ registry, context: loadContext(['data']) });
    const models = async (value: string) => {
      const response = await withLedgers({
        kind: 'autocomplete',
        name: 'compare',
        focused: { name: 'model_a', value },
        options: {},
      });
      return response.kind === 'choices' ? response.choices.map((choice) => choice.value) : [];
    };
    expect(await models('deepseek-v4-pro')).toEqual(['deepseek-v4-pro', 'DeepSeek-V4-Pro (max)']);
    expect(await models('Claude Opus 4.8')).toEqual(
      expect.arrayContaining(['Claude Opus 4.8', 'claude-opus-4-8']),
    );
    expect((await models('')).length).toBe(25);
    // A benchmark option still offers benchmarks.
    expect((await models('gpqa')).some((value) => value.includes('gpqa'))).toBe(false);
  });

  it('answers an empty list for an option without autocomplete or an unknown command', async () => {
    expect(await complete('bench', 'section', 'sc')).toEqual({ kind: 'choices', choices: [] });
    expect(await complete('nope', 'query', 'kc')).toEqual({ kind: 'choices', choices: [] });
  });

  it('answers an empty list, never a message, when the index fails, and logs it', async () => {
    const log = memoryLogger();
    const broken: CommandContext = {
      ...context,
      index: {
        ...context.index,
        suggest: () => {
          throw new Error('index exploded');
        },
      },
    };
    const response = await createDispatcher({ registry, context: broken, log })({
      kind: 'autocomplete',
      name: 'bench',
      focused: { name: 'query', value: 'kc' },
      options: {},
    });
    expect(response).toEqual({ kind: 'choices', choices: [] });
    expect(log.lines).toMatchObject([{ level: 'warn', msg: 'autocomplete failed' }]);
  });
});

describe('dispatch: mentions', () => {
  it('answers "@benchbot is kcle GPQA Diamond?" as /ask, in public, pinging nobody', async () => {
    const response = message(
      await dispatch({ kind: 'mention', text: 'is kcle GPQA Diamond?', userId: USER_ID }),
    );
    expect(response.ephemeral).toBe(false);
    expect(response.payload).not.toHaveProperty('flags');
    expect(response.payload.embeds[0]?.description).toContain('gpqa_diamond');
    expect(response.payload.allowed_mentions).toEqual({ parse: [], users: [], replied_user: false });
  });

  it('answers a bare mention with how to ask', async () => {
    const response = message(await dispatch({ kind: 'mention', text: '  ', userId: USER_ID }));
    expect(response.payload.embeds[0]?.title).toBe('Ask me about a benchmark');
  });
});
