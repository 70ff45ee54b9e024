/**
 * Every command on every record of the bundled catalog (the real catalog pages and the seeds), and on hostile input,
 * renders a payload within Discord's limits that pings nobody (or only the user asked for).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { registry } from '../../commands/index.js';
import { SECTION_KEYS } from '../../src/catalog/record.js';
import { HARNESSES } from '../../src/catalog/schema.js';
import { loadContext } from '../../src/context.js';
import { createDispatcher, type DispatchRequest, type DispatchResponse } from '../../src/discord/dispatch.js';
import { messageSchema, misleadingLinks, pinged } from '../render/message-schema.js';
import { OTHER_ID, USER_ID } from './fakes.js';

const context = loadContext([fileURLToPath(new URL('../../data', import.meta.url))]);
const dispatch = createDispatcher({ registry, context });
const ids = [...context.catalog.records.keys()];

async function check(request: DispatchRequest, mention?: string): Promise<void> {
  const response: DispatchResponse = await dispatch(request);
  if (response.kind === 'choices') throw new Error('expected a message');
  const parsed = messageSchema.safeParse(response.payload);
  expect(parsed.error?.issues ?? [], JSON.stringify(request)).toEqual([]);
  const ephemeral = response.kind === 'message' && response.ephemeral;
  expect(pinged(response.payload)).toEqual(mention && !ephemeral ? [mention] : []);
  expect(misleadingLinks(response.payload), JSON.stringify(request)).toEqual([]);
}

const run = (name: string, options: Record<string, string | number | boolean>) =>
  ({ kind: 'command', name, options, userId: USER_ID }) as const;

describe('every record', () => {
  it('has the real catalog loaded', () => {
    expect(ids.length).toBeGreaterThan(200);
  });

  it('renders /bench, every section and every button within the limits', async () => {
    for (const id of ids) {
      await check(run('bench', { query: id, mention: OTHER_ID }), OTHER_ID);
      for (const section of SECTION_KEYS) {
        await check(run('bench', { query: id, section }));
        await check({
          kind: 'button',
          customId: `bench:${section}:${id}`,
          userId: USER_ID,
          ownerId: USER_ID,
        });
      }
    }
    // Some 2,500 answers: seconds alone, more beside the other test files on two cores.
  }, 30_000);

  it('renders /howto with and without a harness, /compare and /ask within the limits', async () => {
    for (const [index, id] of ids.entries()) {
      await check(run('howto', { benchmark: id }));
      const harness = HARNESSES[index % (HARNESSES.length - 1)] ?? 'opencompass';
      await check(run('howto', { benchmark: id, harness }));
      await check(
        run('compare', { a: id, b: ids[(index + 1) % ids.length] ?? id, score_a: 71.5, score_b: 70 }),
      );
      await check(run('ask', { question: `what is ${id} and how is it scored?` }));
    }
  }, 30_000);
});

const hostile = [
  'x'.repeat(5000),
  '**bold** __under__ ~~strike~~ ||spoiler|| `code` > quote # heading',
  '```js\nalert(1)\n```\n```',
  '@everyone @here <@&123456789012345678> <@123456789012345678> <@!123456789012345678> <#123456789012345678>',
  '🧪👩‍🔬🇨🇳🏳️‍🌈'.repeat(40),
  '中文的基准测试是什么？高考数学和自然问题',
  '',
  '   ',
];

describe('hostile input', () => {
  it.each(hostile.map((text) => [text.slice(0, 40), text]))('renders safely: %s', async (_, text) => {
    await check(run('bench', { query: text.slice(0, 200), mention: OTHER_ID }), OTHER_ID);
    await check(run('bench', { query: text }));
    await check(run('compare', { a: text.slice(0, 200), b: 'kcle' }));
    await check(run('howto', { benchmark: text.slice(0, 200) }));
    await check(run('ask', { question: text.slice(0, 1000) }));
    await check(run('ask', { question: text }));
    await check({ kind: 'mention', text, userId: USER_ID });
    await check({ kind: 'button', customId: text.slice(0, 100), userId: USER_ID, ownerId: USER_ID });
    const choices = await dispatch({
      kind: 'autocomplete',
      name: 'bench',
      focused: { name: 'query', value: text },
      options: {},
    });
    expect(choices.kind).toBe('choices');
  });
});
