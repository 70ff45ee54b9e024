/**
 * The HTTP interactions endpoint over 127.0.0.1, with Ed25519 keys made here: what Discord's own
 * endpoint check sends (forged signatures included), every command, autocomplete and a button.
 */
import { once } from 'node:events';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../commands/index.js';
import { loadCatalog } from '../../src/catalog/load.js';
import { createLogger } from '../../src/log.js';
import { httpFace, startHttp, type RunningEndpoint } from '../../src/discord/http/main.js';
import { createCore } from '../../src/discord/serve.js';
import { DiscordStandIn } from '../stand-in/discord.js';
import { messageSchema, pinged } from '../render/message-schema.js';
import {
  autocompleteInteraction,
  buttonInteraction,
  commandInteraction,
  makeKeys,
  nowSeconds,
  send,
  signature,
  signedPost,
} from './client.js';

const keys = makeKeys();

/** The endpoint on 127.0.0.1 over the seed records, with the settings a test changes. */
function startEndpoint(settings: Partial<Parameters<typeof startHttp>[0]> = {}): Promise<RunningEndpoint> {
  return startHttp({
    registry,
    publicKey: keys.publicKeyHex,
    dataDirs: ['data/records'],
    host: '127.0.0.1',
    port: 0,
    log: createLogger('silent'),
    rate: { perMinute: 60, burst: 100 },
    ...settings,
  });
}

const logLines: Record<string, unknown>[] = [];
let endpoint: RunningEndpoint;

beforeAll(async () => {
  const log = createLogger('info', (line) => logLines.push(JSON.parse(line) as Record<string, unknown>));
  endpoint = await startEndpoint({
    log,
  });
});
afterAll(() => endpoint.close());

/** `expect.any(...)` typed as what it stands for, so objects that hold it stay typed. */
const anyString = expect.any(String) as unknown as string;
const anyNumber = expect.any(Number) as unknown as number;

type Answer = {
  type: number;
  data: { choices?: { name: string; value: string }[] } & Record<string, unknown>;
};
const answer = (response: { json: () => unknown }) => response.json() as Answer;

describe('request signatures', () => {
  const ping = JSON.stringify({ type: 1 });

  it('answers a correctly signed PING with type 1', async () => {
    const response = await signedPost(endpoint.url, keys, ping);
    expect(response.status).toBe(200);
    expect(response.json()).toEqual({ type: 1 });
  });

  it('refuses a tampered body', async () => {
    const timestamp = nowSeconds();
    const response = await send(endpoint.url, {
      body: JSON.stringify({ type: 1, extra: true }),
      headers: {
        'x-signature-ed25519': signature(keys, timestamp, ping),
        'x-signature-timestamp': timestamp,
      },
    });
    expect(response.status).toBe(401);
  });

  it('refuses a tampered timestamp', async () => {
    const timestamp = nowSeconds();
    const response = await send(endpoint.url, {
      body: ping,
      headers: {
        'x-signature-ed25519': signature(keys, timestamp, ping),
        'x-signature-timestamp': String(Number(timestamp) - 1),
      },
    });
    expect(response.status).toBe(401);
  });

  it('refuses a timestamp more than 5 minutes old or ahead, even when correctly signed', async () => {
    // A minute beyond the window: a busy machine takes seconds between signing and checking.
    const old = String(Math.floor(Date.now() / 1000) - 360);
    const ahead = String(Math.floor(Date.now() / 1000) + 360);
    expect((await signedPost(endpoint.url, keys, ping, old)).status).toBe(401);
    expect((await signedPost(endpoint.url, keys, ping, ahead)).status).toBe(401);
  });

  it('refuses a signature made with another key', async () => {
    expect((await signedPost(endpoint.url, makeKeys(), ping)).status).toBe(401);
  });

  it('refuses a request without the signature headers', async () => {
    expect((await send(endpoint.url, { body: ping })).status).toBe(401);
    const timestamp = nowSeconds();
    const onlySignature = { 'x-signature-ed25519': signature(keys, timestamp, ping) };
    expect((await send(endpoint.url, { body: ping, headers: onlySignature })).status).toBe(401);
  });

  it('refuses a signature that is not hex', async () => {
    const response = await send(endpoint.url, {
      body: ping,
      headers: { 'x-signature-ed25519': 'zz'.repeat(64), 'x-signature-timestamp': nowSeconds() },
    });
    expect(response.status).toBe(401);
  });
});

describe('bad requests', () => {
  it('refuses a body over 64 KiB with 413', async () => {
    const body = JSON.stringify({ type: 1, pad: 'x'.repeat(64 * 1024) });
    expect((await signedPost(endpoint.url, keys, body)).status).toBe(413);
  });

  it('refuses a signed body that is not JSON with 400', async () => {
    const response = await signedPost(endpoint.url, keys, '{"type": 1');
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ error: anyString });
  });

  it('refuses an interaction type it does not know with 400 and a JSON error', async () => {
    const response = await signedPost(endpoint.url, keys, { ...commandInteraction('bench'), type: 99 });
    expect(response.status).toBe(400);
    expect(response.json()).toEqual({ error: 'unknown interaction type 99' });
    const modal = await signedPost(endpoint.url, keys, { ...commandInteraction('bench'), type: 5 });
    expect(modal.status).toBe(400);
  });

  it('refuses options nested 1,000 deep with 400, not 500', async () => {
    let options: unknown[] = [{ name: 'query', type: 3, value: 'kcle' }];
    for (let depth = 0; depth < 1000; depth++) options = [{ name: 'sub', type: 1, options }];
    const response = await signedPost(endpoint.url, keys, {
      ...commandInteraction('bench'),
      data: { name: 'bench', type: 1, options },
    });
    expect(response.status).toBe(400);
    expect(response.json()).toMatchObject({ error: anyString });
  });

  it('counts an unsigned request that hangs up mid-body, and logs no error for it', async () => {
    const metric = async () =>
      /benchbot_http_rejected_total\{reason="aborted"\} (\d+)/.exec(
        (await send(endpoint.url, { method: 'GET', path: '/metrics' })).body,
      )?.[1];
    const before = Number((await metric()) ?? 0);
    const socket = connect(Number(new URL(endpoint.url).port), '127.0.0.1');
    await once(socket, 'connect');
    socket.write('POST /interactions HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n{"type":');
    await new Promise((resolve) => setTimeout(resolve, 50));
    socket.destroy();
    for (let tries = 0; tries < 40 && Number((await metric()) ?? 0) === before; tries++)
      await new Promise((resolve) => setTimeout(resolve, 25));
    expect(Number(await metric())).toBe(before + 1);
    expect(logLines.filter((line) => line.level === 'error')).toEqual([]);
  });

  it('answers another method with 405 and another path with 404', async () => {
    const get = await send(endpoint.url, { method: 'GET' });
    expect(get.status).toBe(405);
    expect((await send(endpoint.url, { path: '/interaction' })).status).toBe(404);
    expect((await send(endpoint.url, { method: 'POST', path: '/healthz' })).status).toBe(405);
  });
});

describe('interactions', () => {
  const cases: Record<string, Record<string, string | number | boolean>> = {
    bench: { query: 'kcle', section: 'howto' },
    compare: { a: 'nq_cn', b: 'kcle' },
    howto: { benchmark: 'kcle' },
    ask: { question: 'how is nq_cn scored?' },
    'bench-reload': {},
  };

  it('has a case for every command of the registry', () => {
    expect(Object.keys(cases).sort()).toEqual(registry.commands.map((command) => command.name).sort());
  });

  it.each(Object.entries(cases))(
    'answers /%s with type 4 and a message within Discord limits',
    async (name, options) => {
      const response = await signedPost(endpoint.url, keys, commandInteraction(name, options));
      expect(response.status).toBe(200);
      const body = answer(response);
      expect(body.type).toBe(4);
      expect(messageSchema.safeParse(body.data).error).toBeUndefined();
      expect(pinged(body.data as Parameters<typeof pinged>[0])).toEqual([]);
    },
  );

  it('reloads the catalog on /bench-reload and replies with the result', async () => {
    const body = answer(await signedPost(endpoint.url, keys, commandInteraction('bench-reload', {})));
    expect(JSON.stringify(body.data)).toMatch(/Catalog reloaded/);
    const metrics = await (await fetch(`${endpoint.url}/metrics`)).text();
    expect(metrics).toMatch(
      /^benchbot_catalog_reloads_total\{trigger="command",outcome="swapped"\} [1-9]\d*$/m,
    );
  });

  it('says which record /bench answered from', async () => {
    const body = answer(await signedPost(endpoint.url, keys, commandInteraction('bench', { query: 'kcle' })));
    expect(JSON.stringify(body.data)).toContain('KCLE');
  });

  it('pings only the user asked for', async () => {
    const user = '876543210987654321';
    const body = answer(
      await signedPost(endpoint.url, keys, commandInteraction('bench', { query: 'kcle', mention: user })),
    );
    expect(pinged(body.data as Parameters<typeof pinged>[0])).toEqual([user]);
  });

  it('answers autocomplete with type 8 and matching choices', async () => {
    const body = answer(
      await signedPost(endpoint.url, keys, autocompleteInteraction('bench', 'query', 'nq')),
    );
    expect(body.type).toBe(8);
    expect(body.data.choices?.map((choice) => choice.value)).toContain('nq_cn');
  });

  it('answers a button press by the asker with type 7, the section it names', async () => {
    const body = answer(await signedPost(endpoint.url, keys, buttonInteraction('bench:howto:kcle')));
    expect(body.type).toBe(7);
    expect(JSON.stringify(body.data)).toContain('How to run it');
  });

  it("answers a press on someone else's card privately, with type 4, and leaves the card", async () => {
    const press = buttonInteraction('bench:howto:kcle', '555555555555555555', '666666666666666666');
    const body = answer(await signedPost(endpoint.url, keys, press));
    expect(body.type).toBe(4);
    expect(body.data.flags).toBe(64);
    expect(JSON.stringify(body.data)).toContain('How to run it');
  });

  it('logs one JSON line per interaction with its id, command, latency and outcome', async () => {
    const interaction = commandInteraction('howto', { benchmark: 'kcle' });
    await signedPost(endpoint.url, keys, interaction);
    expect(logLines.find((line) => line.interaction === interaction.id)).toMatchObject({
      level: 'info',
      time: anyString,
      command: 'howto',
      latencyMs: anyNumber,
      outcome: 'answered',
    });
  });
});

describe('health and metrics', () => {
  it('reports the loaded catalog on /healthz', async () => {
    const response = await send(endpoint.url, { method: 'GET', path: '/healthz' });
    expect(response.status).toBe(200);
    expect(response.json()).toMatchObject({
      records: 3,
      problems: { errors: 0, warnings: anyNumber },
      loadedAt: anyString,
      version: anyString,
    });
  });

  it('answers /healthz with 503 before the catalog is loaded, and commands "still loading"', async () => {
    let release = () => {};
    const loaded = new Promise<void>((resolve) => (release = resolve));
    const settings = {
      registry,
      dataDirs: ['data/records'],
      log: createLogger('silent'),
      rate: { perMinute: 1, burst: 1 },
      deferAfterMs: 2000,
      load: async (dirs: readonly string[]) => {
        await loaded;
        return loadCatalog(dirs);
      },
    };
    const core = createCore(settings);
    const face = httpFace({ publicKey: keys.publicKeyHex, host: '127.0.0.1', port: 0 });
    const started = face.start(core);
    // Listening can take past vitest's 1 s default on a loaded machine: a limit, not a target.
    await expect.poll(() => face.url, { timeout: 10_000 }).toBeDefined();
    const url = face.url ?? '';
    expect((await send(url, { method: 'GET', path: '/healthz' })).status).toBe(503);
    // A command before the load gets an ephemeral "still loading", not an error.
    const body = answer(await signedPost(url, keys, commandInteraction('bench', { query: 'kcle' })));
    expect(body).toMatchObject({ type: 4, data: { flags: 64 } });
    release();
    await started;
    expect((await send(url, { method: 'GET', path: '/healthz' })).status).toBe(200);
    await face.stop();
    core.close();
  });

  it('counts commands, autocomplete, unmatched names and reloads on /metrics', async () => {
    await signedPost(endpoint.url, keys, commandInteraction('bench', { query: 'no such bench zq' }));
    const text = (await send(endpoint.url, { method: 'GET', path: '/metrics' })).body;
    expect(text).toMatch(/^benchbot_commands_total\{command="bench",outcome="answered"\} \d+$/m);
    expect(text).toMatch(/^benchbot_autocomplete_total [1-9]\d*$/m);
    expect(text).toContain('benchbot_unmatched_queries_total{query="no such bench zq"} 1');
    expect(text).toMatch(/^benchbot_catalog_reloads_total\{trigger="start",outcome="swapped"\} 1$/m);
    expect(text).toMatch(/^benchbot_interaction_duration_seconds_bucket\{kind="command",le="\+Inf"\} \d+$/m);
    expect(text).toMatch(/^benchbot_http_rejected_total\{reason="bad-signature"\} \d+$/m);
  });
});

describe('rate limits', () => {
  it('slows a user down after the burst, ephemerally, and never limits autocomplete', async () => {
    const limited = await startEndpoint({
      rate: { perMinute: 6, burst: 2 },
    });
    try {
      const user = '555555555555555555';
      const run = () => signedPost(limited.url, keys, commandInteraction('bench', { query: 'kcle' }, user));
      expect(answer(await run()).data.flags).toBeUndefined();
      expect(answer(await run()).data.flags).toBeUndefined();
      const third = answer(await run());
      expect(third).toMatchObject({ type: 4, data: { flags: 64 } });
      expect(JSON.stringify(third.data)).toMatch(/Slow down: try again in 10 s/);
      // Another user has their own bucket.
      const other = answer(
        await signedPost(
          limited.url,
          keys,
          commandInteraction('bench', { query: 'kcle' }, '666666666666666666'),
        ),
      );
      expect(other.data.flags).toBeUndefined();
      for (let i = 0; i < 5; i++) {
        const body = answer(
          await signedPost(limited.url, keys, autocompleteInteraction('bench', 'query', 'k')),
        );
        expect(body.type).toBe(8);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('deferral', () => {
  it('answers a slow /bench-reload with type 5 at once, then edits the result in through the API base', async () => {
    const discord = await DiscordStandIn.start('unused-bot-token');
    let slow = false;
    const deferred = await startEndpoint({
      apiBase: discord.apiBase,
      deferAfterMs: 100,
      // The first load is quick; the reload takes 1.5 s, like a large catalog's.
      load: async (dirs) => {
        if (slow) await new Promise((resolve) => setTimeout(resolve, 1500));
        slow = true;
        return loadCatalog(dirs);
      },
    });
    try {
      const interaction = commandInteraction('bench-reload', {});
      const body = answer(await signedPost(deferred.url, keys, interaction));
      const answered = Date.now();
      expect(body).toEqual({ type: 5 });
      const edit = await discord.waitFor(
        (request) =>
          request.method === 'PATCH' &&
          request.path ===
            `/api/v10/webhooks/${interaction.application_id}/${interaction.token}/messages/@original`,
      );
      // The original request never waits for the reload: it is answered before the reload ends.
      expect(answered).toBeLessThanOrEqual(edit.at);
      expect(JSON.stringify(edit.body)).toContain('Catalog reloaded');
      expect(edit.body).toMatchObject({ allowed_mentions: { parse: [], users: [] } });
      expect(edit.body).not.toHaveProperty('flags');
    } finally {
      await deferred.close();
      await discord.close();
    }
  });
});

describe('metrics on a port of their own', () => {
  it('serves /metrics on the metrics listener only, and caps what users typed', async () => {
    const apart = await startEndpoint({
      deferAfterMs: 2000,
      metricsListener: { host: '127.0.0.1', port: 0 },
    });
    try {
      expect((await send(apart.url, { method: 'GET', path: '/metrics' })).status).toBe(404);
      const typed = `ＮＯ  SUCH\u0007 bench ${'z'.repeat(200)}`;
      await signedPost(apart.url, keys, commandInteraction('bench', { query: typed }));
      const text = await (await fetch(`${apart.metricsUrl ?? ''}/metrics`)).text();
      const label = /benchbot_unmatched_queries_total\{query="([^"]*)"\} 1/.exec(text)?.[1];
      expect(label).toBe(`no such bench ${'z'.repeat(50)}`);
    } finally {
      await apart.close();
    }
  });
});
