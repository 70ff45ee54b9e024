/**
 * The Discord faces end to end: the compiled CLI (`bot --data DIR`, `shard`, `http`, `npm start`,
 * `deploy --print`) against a local Discord stand-in on 127.0.0.1, as a user starts it, with
 * DISCORD_API_BASE pointing at the stand-in. Everything asserted is what a user of the server (or
 * its operator) would see.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GatewayIntentBits, InteractionResponseType } from 'discord-api-types/v10';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buttonInteraction, commandInteraction, makeKeys, signedPost } from '../http/client.js';
import { BotProcess, buildForTest, ENTRY } from '../stand-in/bot-process.js';
import { BOT_ID, DiscordStandIn, snowflake, type Recorded } from '../stand-in/discord.js';

const TOKEN = `stand-in.${'x'.repeat(60)}`;
const PRIVILEGED =
  GatewayIntentBits.GuildMembers | GatewayIntentBits.GuildPresences | GatewayIntentBits.MessageContent;
/** Milliseconds a handler may run before the bot defers: well above a card, well below a reload. */
const DEFER_MS = 300;

type Payload = {
  content?: string;
  embeds?: { title?: string; description?: string }[];
  components?: { components: { custom_id: string; label: string }[] }[];
  allowed_mentions?: { parse?: string[]; users?: string[]; replied_user?: boolean };
  flags?: number;
  message_reference?: { message_id?: string };
};
type Callback = {
  type: InteractionResponseType;
  data?: Payload & { choices?: { name: string; value: string }[] };
};

const callback = (request: Recorded) => request.body as Callback;
const payload = (request: Recorded) => (request.body ?? {}) as Payload;
const text = (message: Payload | undefined) =>
  (message?.embeds ?? []).map((embed) => `${embed.title ?? ''}\n${embed.description ?? ''}`).join('\n');
const nobodyPinged = { parse: [], users: [], replied_user: false };

/**
 * What the user finally sees for an interaction: the callback's message, or, when the machine was
 * too busy to answer within DEFER_MS and the bot deferred, the edit that completed it.
 */
async function finalAnswer(discord: DiscordStandIn, interaction: Record<string, unknown>): Promise<Callback> {
  const first = callback(await discord.callbackOf(interaction));
  const deferred = [
    InteractionResponseType.DeferredChannelMessageWithSource,
    InteractionResponseType.DeferredMessageUpdate,
  ];
  if (!deferred.includes(first.type)) return first;
  // Completed by an edit of the deferred response, or (a press answered privately) a follow-up.
  const late = await discord.waitFor(
    (request) =>
      request.path.startsWith(`/api/v10/webhooks/${BOT_ID}/${String(interaction.token)}`) &&
      ['PATCH', 'POST'].includes(request.method),
  );
  const type =
    first.type === InteractionResponseType.DeferredMessageUpdate && late.method === 'PATCH'
      ? InteractionResponseType.UpdateMessage
      : InteractionResponseType.ChannelMessageWithSource;
  return { type, data: payload(late) };
}

/** A user of their own for each check: the rate limit is per user. */
const newUser = () => snowflake();

let work: string;
beforeAll(() => {
  buildForTest();
  work = mkdtempSync(join(tmpdir(), 'benchbot-e2e-'));
}, 120_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * The seeds and the bundled pages, and two more copies of the pages under other ids: a catalog
 * whose reload takes far longer than DEFER_MS (a "slow catalog"), still under the 1,000 files
 * from which loading moves to a worker thread.
 */
function slowCatalog(dir: string): void {
  cpSync('data/records', join(dir, 'records'), { recursive: true });
  cpSync('data/pages', join(dir, 'pages'), { recursive: true });
  for (const copy of ['copy_a', 'copy_b']) {
    const folder = join(dir, copy);
    cpSync('data/pages', folder, { recursive: true });
    for (const file of readdirSync(folder)) {
      const path = join(folder, file);
      writeFileSync(path, readFileSync(path, 'utf8').replace(/^id: (\S+)/m, `id: ${copy}_$1`));
    }
  }
}

describe('benchbot bot against a local Discord', () => {
  let discord: DiscordStandIn;
  let bot: BotProcess;
  let catalog: string;

  beforeAll(async () => {
    discord = await DiscordStandIn.start(TOKEN);
    catalog = join(work, 'catalog');
    slowCatalog(catalog);
    bot = new BotProcess(
      ['bot', '--data', catalog, '--metrics-port', '0'],
      {
        DISCORD_TOKEN: TOKEN,
        DISCORD_API_BASE: discord.apiBase,
        LOG_LEVEL: 'info',
        CATALOG_WATCH_DEBOUNCE_MS: '100',
        RATE_LIMIT_BURST: '3',
        RATE_LIMIT_PER_MINUTE: '1',
        INTERACTION_DEFER_MS: String(DEFER_MS),
      },
      work,
    );
    // A SIGHUP while the first catalog loads is queued behind it; it used to kill the bot.
    await bot.waitForLog((line) => line.msg === 'loading catalog', 30_000, 'the start of the first load');
    bot.signal('SIGHUP');
    await bot.waitForLog((line) => line.msg === 'ready', 60_000, 'the ready line');
  }, 90_000);
  afterAll(async () => {
    bot.kill();
    await discord.close();
  });

  it('logs in with the token, asks the base for the gateway, and asks for no privileged intent', async () => {
    const identify = await discord.waitForIdentify();
    expect(identify.token).toBe(TOKEN);
    expect(identify.intents & PRIVILEGED).toBe(0);
    expect(identify.intents).toBe(GatewayIntentBits.Guilds | GatewayIntentBits.GuildMessages);
    const gateway = await discord.waitFor((request) => request.path === '/api/v10/gateway/bot');
    expect(gateway.authorization).toBe(`Bot ${TOKEN}`);
  });

  it('survives a SIGHUP sent during the first load, and reloads after it', async () => {
    const reload = await bot.waitForLog(
      (line) => line.msg === 'catalog reloaded' && line.trigger === 'signal',
      30_000,
      'the reload the SIGHUP asked for',
    );
    expect(reload.outcome).toBe('swapped');
    const start = bot.lines.findIndex((line) => line.msg === 'catalog reloaded' && line.trigger === 'start');
    expect(start).toBeGreaterThanOrEqual(0);
    expect(start).toBeLessThan(bot.lines.indexOf(reload));
  });

  it('logs one ready line with the guild count and the catalog', async () => {
    const ready = await bot.waitForLog((line) => line.msg === 'ready');
    expect(ready).toMatchObject({ level: 'info', guilds: 1 });
    // The seeds and three copies of the pages (a few pages share an id with a seed).
    expect(ready.records).toBeGreaterThan(700);
    expect(bot.transcript()).not.toContain(TOKEN);
  });

  it('answers /bench kcle with the card, its section buttons, pinging nobody', async () => {
    const interaction = discord.command('bench', [{ name: 'query', type: 3, value: 'kcle' }], newUser());
    const answer = await finalAnswer(discord, interaction);
    expect(answer.type).toBe(InteractionResponseType.ChannelMessageWithSource);
    expect(answer.data?.embeds?.[0]?.title).toContain('kcle');
    expect(text(answer.data)).toContain('OpenCompass multiple-choice set');
    expect(answer.data?.allowed_mentions).toEqual(nobodyPinged);
    const labels = answer.data?.components?.flatMap((row) => row.components.map((button) => button.label));
    expect(labels).toContain('Scoring');
  });

  it('answers autocomplete with choices', async () => {
    const interaction = discord.autocomplete('bench', [
      { name: 'query', type: 3, value: 'kcl', focused: true },
    ]);
    const answer = callback(await discord.callbackOf(interaction));
    expect(answer.type).toBe(InteractionResponseType.ApplicationCommandAutocompleteResult);
    expect(answer.data?.choices?.map((choice) => choice.value)).toContain('kcle');
  });

  it('turns a section button into an edit of the card', async () => {
    const user = newUser();
    const command = discord.command('bench', [{ name: 'query', type: 3, value: 'kcle' }], user);
    const card = (await finalAnswer(discord, command)).data;
    const scoring = card?.components
      ?.flatMap((row) => row.components)
      .find((button) => button.label === 'Scoring');
    expect(scoring?.custom_id).toBeDefined();
    const press = discord.press(scoring?.custom_id ?? '', discord.responseTo(command, card ?? {}), user);
    const answer = await finalAnswer(discord, press);
    expect(answer.type).toBe(InteractionResponseType.UpdateMessage);
    expect(text(answer.data)).toMatch(/scor/i);
    expect(text(answer.data)).not.toBe(text(card));
  });

  it("shows a section privately to anyone but the asker, and leaves the asker's card", async () => {
    const asker = newUser();
    const command = discord.command('bench', [{ name: 'query', type: 3, value: 'kcle' }], asker);
    const card = (await finalAnswer(discord, command)).data ?? {};
    const message = discord.responseTo(command, card);
    const press = discord.press('bench:scoring:kcle', message, newUser());
    const answer = await finalAnswer(discord, press);
    expect(answer.type).toBe(InteractionResponseType.ChannelMessageWithSource);
    expect(answer.data?.flags).toBe(64);
    expect(text(answer.data)).toMatch(/scor/i);
    // Nothing edits the asker's card: neither its own response nor the message the press was on.
    const edits = discord.requests.filter((request) => request.method === 'PATCH');
    expect(edits.map((request) => request.path)).not.toContain(
      `/api/v10/webhooks/${BOT_ID}/${String(command.token)}/messages/@original`,
    );
    expect(edits.map((request) => request.path)).not.toContain(
      `/api/v10/webhooks/${BOT_ID}/${String(press.token)}/messages/@original`,
    );
  });

  it("keeps a mention's answer its asker's: their press edits it, anyone else's is private", async () => {
    const asker = newUser();
    const mention = discord.mention('how do I run kcle?', asker);
    const sent = payload(
      await discord.waitFor(
        (request) => payload(request).message_reference?.message_id === mention.id,
        15_000,
        'the reply to the mention',
      ),
    );
    const message = discord.replyTo(mention, sent);
    const theirs = await finalAnswer(discord, discord.press('bench:scoring:kcle', message, asker));
    expect(theirs.type).toBe(InteractionResponseType.UpdateMessage);
    const others = await finalAnswer(discord, discord.press('bench:scoring:kcle', message, newUser()));
    expect(others.type).toBe(InteractionResponseType.ChannelMessageWithSource);
    expect(others.data?.flags).toBe(64);
  });

  it('answers a mention in the channel, as a reply that pings nobody', async () => {
    const mention = discord.mention('is kcle GPQA Diamond?', newUser());
    const reply = payload(
      await discord.waitFor(
        (request) => payload(request).message_reference?.message_id === mention.id,
        15_000,
        'the reply to the mention',
      ),
    );
    expect(reply.allowed_mentions).toEqual(nobodyPinged);
    expect(text(reply)).toContain('kcle');
  });

  it('limits mentions like commands: past the burst, a mention is told to slow down', async () => {
    const user = newUser();
    const mentions = [1, 2, 3, 4].map((n) => discord.mention(`how is kcle scored? (${n})`, user));
    const replies = await Promise.all(
      mentions.map(async (mention) =>
        payload(
          await discord.waitFor(
            (request) => payload(request).message_reference?.message_id === mention.id,
            15_000,
            'a reply to each mention',
          ),
        ),
      ),
    );
    expect(replies.slice(0, 3).map(text).join('\n')).not.toContain('Slow down');
    expect(text(replies[3])).toContain('Slow down: try again in');
    expect(replies[3]?.allowed_mentions).toEqual(nobodyPinged);
  });

  it('serves a record edited on disk within a few seconds, without a restart', async () => {
    const file = join(catalog, 'records', 'kcle.json');
    const record = JSON.parse(readFileSync(file, 'utf8')) as { page: { summary: string } };
    record.page.summary = 'Edited on disk while the bot runs.';
    writeFileSync(file, JSON.stringify(record));
    await bot.waitForLog(
      (line) =>
        line.msg === 'catalog reloaded' && Array.isArray(line.changed) && line.changed.includes('kcle'),
      15_000,
      'the reload of the edit',
    );
    const interaction = discord.command('bench', [{ name: 'query', type: 3, value: 'kcle' }], newUser());
    expect(text((await finalAnswer(discord, interaction)).data)).toContain(
      'Edited on disk while the bot runs.',
    );
  });

  it('defers /bench-reload on a slow catalog at once, then edits in the result', async () => {
    const sent = Date.now();
    const interaction = discord.command('bench-reload', [], newUser());
    const deferred = await discord.callbackOf(interaction);
    expect(callback(deferred).type).toBe(InteractionResponseType.DeferredChannelMessageWithSource);
    // Acknowledged within Discord's 3 s, whatever the reload takes.
    expect(deferred.at - sent).toBeLessThan(3000);
    const edit = payload(await discord.editOf(interaction, 30_000));
    expect(edit.embeds?.[0]?.title).toBe('Catalog reloaded');
    expect(edit.allowed_mentions).toEqual(nobodyPinged);
  }, 40_000);

  it('counts what it answered on a metrics listener of its own, on 127.0.0.1', async () => {
    const listening = await bot.waitForLog((line) => line.msg === 'metrics listening');
    const url = String(listening.url);
    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
    const text = await (await fetch(url)).text();
    expect(text).toMatch(/^benchbot_commands_total\{command="bench",outcome="answered"\} [1-9]\d*$/m);
    expect(text).toContain('benchbot_commands_total{command="mention",outcome="rate-limited"} 1');
    expect(text).toMatch(/^benchbot_catalog_reloads_total\{trigger="watch",outcome="swapped"\} [1-9]\d*$/m);
  });

  it('exits with code 0 within 5 s of SIGTERM', async () => {
    const asked = Date.now();
    bot.signal('SIGTERM');
    const exit = await bot.exited;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(Date.now() - asked).toBeLessThan(5000);
  });
});

describe('benchbot bot with a token Discord refuses', () => {
  it('says so in one line and exits with code 1, never printing the token', async () => {
    const discord = await DiscordStandIn.start(TOKEN);
    const wrong = `wrong.${'y'.repeat(60)}`;
    const bot = new BotProcess(
      ['bot', '--data', join(process.cwd(), 'data', 'records')],
      { DISCORD_TOKEN: wrong, DISCORD_API_BASE: discord.apiBase, LOG_LEVEL: 'info' },
      work,
    );
    try {
      expect(await bot.exited).toEqual({ code: 1, signal: null });
      expect(bot.lines).toContainEqual({
        level: 'raw',
        msg: 'config: DISCORD_TOKEN: Discord refused the token',
      });
      expect(bot.transcript()).not.toContain(wrong);
    } finally {
      bot.kill();
      await discord.close();
    }
  }, 60_000);
});

describe('benchbot shard against a local Discord', () => {
  it('runs one shard that logs in and answers a command', async () => {
    const discord = await DiscordStandIn.start(TOKEN);
    const manager = new BotProcess(
      ['shard', '--data', join(process.cwd(), 'data', 'records')],
      { DISCORD_TOKEN: TOKEN, DISCORD_API_BASE: discord.apiBase, LOG_LEVEL: 'info' },
      work,
    );
    try {
      const identify = await discord.waitForIdentify(60_000);
      expect(identify.token).toBe(TOKEN);
      expect(identify.shard).toEqual([0, 1]);
      await manager.waitForLog((line) => line.msg === 'ready', 60_000, "the shard's ready line");
      const interaction = discord.command('bench', [{ name: 'query', type: 3, value: 'nq_cn' }], newUser());
      const answer = await finalAnswer(discord, interaction);
      expect(answer.type).toBe(InteractionResponseType.ChannelMessageWithSource);
      expect(answer.data?.embeds?.[0]?.title).toContain('nq_cn');
      manager.signal('SIGTERM');
      expect(await manager.exited).toEqual({ code: 0, signal: null });
    } finally {
      manager.kill();
      await discord.close();
    }
  }, 90_000);
});

describe('benchbot http against a local Discord', () => {
  it('defers past the deadline and completes through DISCORD_API_BASE; metrics only on their port', async () => {
    const discord = await DiscordStandIn.start(TOKEN);
    const keys = makeKeys();
    const endpoint = new BotProcess(
      // The bundled catalog: its reload takes hundreds of milliseconds, far past the deadline.
      ['http', '--port', '0', '--metrics-port', '0', '--data', join(process.cwd(), 'data')],
      {
        DISCORD_PUBLIC_KEY: keys.publicKeyHex,
        DISCORD_API_BASE: discord.apiBase,
        LOG_LEVEL: 'info',
        // Anything that waits on I/O or a timer (a reload) is deferred: this run is about that path.
        INTERACTION_DEFER_MS: '0',
      },
      work,
    );
    try {
      const listening = await endpoint.waitForLog(
        (line) => line.msg === 'listening',
        30_000,
        'the listening line',
      );
      const url = String(listening.url);
      const interaction = commandInteraction('bench-reload');
      const first = (await signedPost(url, keys, interaction)).json();
      expect(first).toEqual({ type: InteractionResponseType.DeferredChannelMessageWithSource });
      const edit = await discord.waitFor(
        (request) =>
          request.method === 'PATCH' &&
          request.path ===
            `/api/v10/webhooks/${interaction.application_id}/${interaction.token}/messages/@original`,
      );
      expect(payload(edit).embeds?.[0]?.title).toBe('Catalog reloaded');
      expect(payload(edit).allowed_mentions).toEqual(nobodyPinged);

      // A press on someone else's card: the section for the presser alone, the card untouched.
      const press = {
        ...buttonInteraction('bench:scoring:kcle', snowflake(), snowflake()),
        token: 'press-token',
      };
      const pressed = (await signedPost(url, keys, press)).json() as Callback;
      const followUps = `/api/v10/webhooks/${press.application_id}/${press.token}`;
      const privately =
        pressed.type === InteractionResponseType.DeferredMessageUpdate
          ? payload(
              await discord.waitFor((request) => request.method === 'POST' && request.path === followUps),
            )
          : pressed.data;
      expect(pressed.type).not.toBe(InteractionResponseType.UpdateMessage);
      expect(privately?.flags).toBe(64);
      expect(text(privately)).toMatch(/scor/i);
      expect(
        discord.requests.filter((request) => request.path === `${followUps}/messages/@original`),
      ).toEqual([]);

      const metrics = await endpoint.waitForLog((line) => line.msg === 'metrics listening');
      expect(String(metrics.url)).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      expect((await fetch(String(metrics.url))).status).toBe(200);
      expect((await fetch(url.replace(/\/interactions$/, '/metrics'))).status).toBe(404);

      endpoint.signal('SIGTERM');
      expect(await endpoint.exited).toEqual({ code: 0, signal: null });
    } finally {
      endpoint.kill();
      await discord.close();
    }
  }, 60_000);
});

describe('npm start under a process manager', () => {
  it('stops the server cleanly when the manager sends npm SIGTERM, leaving nothing running', async () => {
    // The project's own start script, pointed at the tests' build: npm runs it through sh.
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { start: string } };
    const project = mkdtempSync(join(work, 'npm-start-'));
    const start = scripts.start.replace('dist/index.js', ENTRY);
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'start', scripts: { start } }));
    const keys = makeKeys();
    const server = new BotProcess(
      ['http', '--port', '0', '--data', join(process.cwd(), 'data')],
      {
        DISCORD_PUBLIC_KEY: keys.publicKeyHex,
        XDG_CACHE_HOME: join(project, 'cache'),
        // npm reads no configuration of the machine's: its user and global files are the project's.
        npm_config_userconfig: join(project, 'npmrc'),
        npm_config_globalconfig: join(project, 'global-npmrc'),
        npm_config_cache: join(project, 'npm-cache'),
        npm_config_update_notifier: 'false',
        LOG_LEVEL: 'info',
      },
      project,
      ['npm', 'start', '--'],
    );
    try {
      const listening = await server.waitForLog((line) => line.msg === 'listening', 30_000, 'listening');
      server.signal('SIGTERM');
      // npm's exit is awaited with a limit: a server left running would hold it open for good.
      const exited = await Promise.race([
        server.exited,
        new Promise((resolve) => setTimeout(() => resolve('still running after 10 s'), 10_000)),
      ]);
      expect(exited).toEqual({ code: 0, signal: null });
      expect(server.lines.map((line) => line.msg)).toContain('stopped');
      // The server itself has gone, not just npm: its port refuses connections.
      await expect(fetch(String(listening.url).replace(/\/interactions$/, '/healthz'))).rejects.toThrow();
    } finally {
      server.kill();
    }
  }, 60_000);
});

describe('benchbot deploy --print', () => {
  it('prints the commands as Discord receives them with no environment at all, and sends nothing', () => {
    // No token, no client id, no API base: only PATH. Nothing to send to, so nothing is sent.
    const run = spawnSync(process.execPath, [ENTRY, 'deploy', '--print'], {
      cwd: work,
      env: { PATH: process.env.PATH ?? '' },
      encoding: 'utf8',
    });
    expect(run.status).toBe(0);
    const commands = JSON.parse(run.stdout) as { name: string; options?: { name: string }[] }[];
    expect(commands.map((command) => command.name)).toEqual([
      'bench',
      'compare',
      'howto',
      'ask',
      'bench-reload',
    ]);
    expect(
      commands.find((command) => command.name === 'howto')?.options?.map((option) => option.name),
    ).toContain('harness');
  });
});
