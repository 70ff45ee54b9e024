/**
 * Random and hostile strings into every command and autocomplete: no exception, every payload
 * within Discord's limits, and nothing pings.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registry } from '../../commands/index.js';
import type { Command, OptionMap, OptionSpec } from '../../src/command.js';
import { loadContext } from '../../src/context.js';
import { createDispatcher, type DispatchResponse } from '../../src/discord/dispatch.js';
import { readInteraction } from '../../src/discord/http/interaction.js';
import { renderDiscord } from '../../src/render/discord.js';
import { messageSchema, misleadingLinks, pinged } from '../render/message-schema.js';

const context = loadContext(['data']);
const dispatch = createDispatcher({ registry, context });
const { commands } = registry;
const USER = '123456789012345678';
/**
 * Each property runs 100 cases: 1-3.5 s on a loaded 2-core machine (a case with 6,000-character
 * options is searched in full). The limit leaves room for twice that load again.
 */
const RUNS = { numRuns: 100 };
const LIMIT = { timeout: 30_000 };

const PIECES = [
  '@everyone',
  '@here',
  '<@123456789012345678>',
  '<@!123456789012345678>',
  '<@&234567890123456789>',
  '<#345678901234567890>',
  '```',
  '```js\nalert(1)\n```',
  '**bold**',
  '||spoiler||',
  '[click](https://example.com)',
  '[https://arxiv.org/abs/2009.03300](https://evil.example/phish)',
  '# heading',
  '> quote',
  '\u202eevil\u202c',
  '\u200f',
  '\u200b',
  '\u2066',
  '\ufeff',
  '😀',
  '👨‍👩‍👧‍👦',
  '🏳️‍🌈',
  '中文基准测试',
  '是不是GPQA',
  'كلمة',
  'kcle',
  'nq_cn',
  'gaokao',
  '\n',
  '\t',
  ' ',
  '\\',
  '"',
  '%s',
];

/** A hostile string: pieces glued together, random code points, or one piece grown to 6000 characters. */
const hostile = fc.oneof(
  fc.array(fc.constantFrom(...PIECES), { maxLength: 12 }).map((parts) => parts.join('')),
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.constantFrom(...PIECES).map((piece) => piece.repeat(Math.ceil(6000 / piece.length)).slice(0, 6000)),
);

function optionValue(option: OptionSpec): fc.Arbitrary<string | number | boolean> {
  switch (option.type) {
    case 'string':
      return option.choices ? fc.constantFrom(...option.choices.map((choice) => choice.value)) : hostile;
    case 'number':
      return fc.oneof(fc.double(), fc.integer());
    case 'boolean':
      return fc.boolean();
    case 'user':
      return fc.constant(USER);
  }
}

/** Options for a command: every required one, some optional ones, never `mention` (it would ping on purpose). */
function optionsFor(command: Command): fc.Arbitrary<OptionMap> {
  const entries = command.options
    .filter((option) => option.name !== 'mention')
    .map((option) => {
      const value = optionValue(option);
      return [option.name, option.required ? value : fc.option(value, { nil: undefined })] as const;
    });
  return fc
    .record(Object.fromEntries(entries))
    .map(
      (record) =>
        Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as OptionMap,
    );
}

/** No mention syntax survives in the text: @everyone, @here, <@user>, <@&role> are all defused. */
const LIVE_MENTION = /@(everyone|here)\b|<@[!&]?\d/;

function expectSafe(message: unknown): void {
  const parsed = messageSchema.safeParse(message);
  expect(parsed.error?.issues ?? []).toEqual([]);
  expect(pinged(message as Parameters<typeof pinged>[0])).toEqual([]);
  expect(JSON.stringify(message)).not.toMatch(LIVE_MENTION);
  expect(misleadingLinks(message as Parameters<typeof misleadingLinks>[0])).toEqual([]);
}

function expectSafeResponse(response: DispatchResponse): void {
  if (response.kind === 'choices') {
    expect(response.choices.length).toBeLessThanOrEqual(25);
    for (const choice of response.choices) {
      expect(choice.name.length).toBeGreaterThan(0);
      expect(choice.name.length).toBeLessThanOrEqual(100);
      expect(choice.value.length).toBeLessThanOrEqual(100);
    }
    return;
  }
  expectSafe(response.payload);
}

describe.each(commands.map((command) => [command.name, command] as const))(
  '/%s with hostile input',
  (_name, command) => {
    it('answers through the dispatcher within limits, pinging nobody', LIMIT, async () => {
      await fc.assert(
        fc.asyncProperty(optionsFor(command), async (options) => {
          expectSafeResponse(await dispatch({ kind: 'command', name: command.name, options, userId: USER }));
        }),
        RUNS,
      );
    });

    it('renders whatever its run returns within limits, past the option length checks', LIMIT, () => {
      fc.assert(
        fc.property(optionsFor(command), (options) => {
          // `reload` is absent: the command answers that reload is not available here.
          expectSafe(renderDiscord(command.run(options, context)));
        }),
        RUNS,
      );
    });
  },
);

describe('autocomplete with hostile input', () => {
  const targets = commands.flatMap((command) =>
    command.options
      .filter((option) => option.type === 'string' && option.autocomplete)
      .map((option) => [command.name, option.name] as const),
  );

  it('always answers with at most 25 short choices', LIMIT, async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...targets), hostile, async ([name, focused], value) => {
        const response = await dispatch({
          kind: 'autocomplete',
          name,
          focused: { name: focused, value },
          options: {},
        });
        expect(response.kind).toBe('choices');
        expectSafeResponse(response);
      }),
      RUNS,
    );
  });
});

describe('buttons and raw interactions with hostile input', () => {
  it('answers any custom_id within limits', LIMIT, async () => {
    const customId = fc.oneof(
      hostile,
      hostile.map((text) => `bench:howto:${text}`),
      hostile.map((text) => `bench:card:${text}`),
    );
    await fc.assert(
      fc.asyncProperty(customId, async (id) =>
        expectSafeResponse(await dispatch({ kind: 'button', customId: id, userId: USER, ownerId: USER })),
      ),
      RUNS,
    );
  });

  it('answers any message that mentions the bot within limits', LIMIT, async () => {
    await fc.assert(
      fc.asyncProperty(hostile, async (text) =>
        expectSafeResponse(await dispatch({ kind: 'mention', text, userId: USER })),
      ),
      RUNS,
    );
  });

  it('reads any JSON body without throwing', LIMIT, () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        expect(['ping', 'request', 'invalid']).toContain(readInteraction(body).kind);
      }),
      { numRuns: 200 },
    );
  });
});
