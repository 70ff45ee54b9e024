/**
 * A local Discord on 127.0.0.1 for end-to-end tests: the REST routes the bot calls (under
 * `/api/v10`, so DISCORD_API_BASE is `<url>/api`) and a WebSocket gateway on the same port. It
 * speaks just enough of the protocol for discord.js to log in and be used:
 * - GET /gateway/bot tells the client where the gateway is (discord.js asks before connecting);
 * - the gateway sends HELLO, answers IDENTIFY with READY and GUILD_CREATE, and ACKs heartbeats;
 * - interactions and messages are dispatched as INTERACTION_CREATE and MESSAGE_CREATE;
 * - answers (interaction callbacks, webhook edits and follow-ups, channel messages) are recorded.
 * https://discord.com/developers/docs/events/gateway
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  GatewayDispatchEvents,
  GatewayOpcodes,
  InteractionType,
  type GatewayIdentifyData,
} from 'discord-api-types/v10';
import { WebSocketServer, type WebSocket } from 'ws';

export const BOT_ID = '900000000000000001';
export const GUILD_ID = '900000000000000002';
export const CHANNEL_ID = '900000000000000003';
export const USER_ID = '900000000000000004';

/** One REST request the bot made. */
export type Recorded = {
  method: string;
  /** Without the query, e.g. `/api/v10/interactions/1/tok/callback`. */
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  body: unknown;
  /** When it arrived (Date.now()). */
  at: number;
};

type Json = Record<string, unknown>;

let nextSnowflake = 910000000000000000n;
/** A fresh, valid snowflake (discord.js reads timestamps out of them). */
export function snowflake(): string {
  nextSnowflake += 1n;
  return nextSnowflake.toString();
}

export class DiscordStandIn {
  readonly requests: Recorded[] = [];
  /** Every IDENTIFY the gateway received. */
  readonly identifies: GatewayIdentifyData[] = [];
  readonly #server: Server;
  readonly #gateway: WebSocketServer;
  readonly #sockets = new Set<WebSocket>();
  readonly #waiters = new Set<() => void>();
  readonly #token: string;
  #sequence = 0;
  #url = '';

  private constructor(token: string) {
    this.#token = token;
    this.#server = createServer((request, response) => void this.#rest(request, response));
    this.#gateway = new WebSocketServer({ server: this.#server });
    this.#gateway.on('connection', (socket) => this.#connect(socket));
  }

  static async start(token: string): Promise<DiscordStandIn> {
    const standIn = new DiscordStandIn(token);
    await new Promise<void>((resolve) => standIn.#server.listen(0, '127.0.0.1', resolve));
    const { port } = standIn.#server.address() as AddressInfo;
    standIn.#url = `http://127.0.0.1:${port}`;
    return standIn;
  }

  /** What DISCORD_API_BASE is set to. */
  get apiBase(): string {
    return `${this.#url}/api`;
  }

  /** Gateways connected and identified. */
  get connections(): number {
    return this.#sockets.size;
  }

  /** Sends a dispatch event to every identified gateway connection. */
  dispatch(event: GatewayDispatchEvents, data: Json): void {
    for (const socket of this.#sockets)
      this.#send(socket, { op: GatewayOpcodes.Dispatch, t: event, d: data });
  }

  /** Dispatches a slash command as a user would send it; returns the interaction (id and token). */
  command(name: string, options: Json[] = [], userId = USER_ID): Json {
    return this.#interact(
      InteractionType.ApplicationCommand,
      { id: snowflake(), name, type: 1, options },
      userId,
    );
  }

  autocomplete(name: string, options: Json[]): Json {
    return this.#interact(
      InteractionType.ApplicationCommandAutocomplete,
      { id: snowflake(), name, type: 1, options },
      USER_ID,
    );
  }

  /** A press of a button with `customId` on `message` (a message the bot sent). */
  press(customId: string, message: Json, userId = USER_ID): Json {
    return this.#interact(
      InteractionType.MessageComponent,
      { custom_id: customId, component_type: 2 },
      userId,
      {
        message,
      },
    );
  }

  /** A message the bot sent (its content, embeds and components), as Discord hands it back. */
  botMessage(sent: Json): Json {
    return this.#message(user(BOT_ID, true), typeof sent.content === 'string' ? sent.content : '', sent);
  }

  /**
   * The bot's response to `interaction` (`sent`: its content, embeds and components) as Discord
   * hands it back on a later button press: a reply to a slash command (type 20) whose
   * `interaction_metadata` names the user who ran it.
   */
  responseTo(interaction: Json, sent: Json): Json {
    const member = interaction.member as { user: Json };
    return this.botMessage({
      ...sent,
      type: 20,
      interaction_metadata: {
        id: interaction.id,
        type: interaction.type,
        user: member.user,
        authorizing_integration_owners: { '0': GUILD_ID },
      },
    });
  }

  /** The bot's reply to `message` (an answer to a mention), as Discord hands it back: type 19. */
  replyTo(message: Json, sent: Json): Json {
    return this.botMessage({
      ...sent,
      type: 19,
      message_reference: { type: 0, message_id: message.id, channel_id: CHANNEL_ID, guild_id: GUILD_ID },
      referenced_message: message,
    });
  }

  /** A channel message from a user that mentions the bot. */
  mention(text: string, userId = USER_ID): Json {
    const message = {
      ...this.#message(user(userId), `<@${BOT_ID}> ${text}`),
      mentions: [user(BOT_ID, true)],
      member: member(),
    };
    this.dispatch(GatewayDispatchEvents.MessageCreate, message);
    return message;
  }

  /** Resolves with the first recorded request (past or future) that matches, or rejects after `ms`. */
  waitFor(match: (request: Recorded) => boolean, ms = 15_000, what = 'a request'): Promise<Recorded> {
    return this.#wait(() => this.requests.find(match), ms, what);
  }

  waitForIdentify(ms = 15_000): Promise<GatewayIdentifyData> {
    return this.#wait(() => this.identifies[0], ms, 'IDENTIFY');
  }

  /** The answer to an interaction: its callback (type and data). */
  callbackOf(interaction: Json, ms?: number): Promise<Recorded> {
    const path = `/api/v10/interactions/${String(interaction.id)}/${String(interaction.token)}/callback`;
    return this.waitFor((request) => request.path === path, ms, `the callback of ${path}`);
  }

  /** The edit of an interaction's original response (after a deferral, or an update). */
  editOf(interaction: Json, ms?: number): Promise<Recorded> {
    const path = `/api/v10/webhooks/${BOT_ID}/${String(interaction.token)}/messages/@original`;
    return this.waitFor(
      (request) => request.method === 'PATCH' && request.path === path,
      ms,
      `PATCH ${path}`,
    );
  }

  async close(): Promise<void> {
    for (const socket of this.#sockets) socket.terminate();
    await new Promise<void>((resolve) => this.#gateway.close(() => resolve()));
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  #wait<T>(find: () => T | undefined, ms: number, what: string): Promise<T> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = find();
        if (found === undefined) return;
        this.#waiters.delete(check);
        clearTimeout(timer);
        resolve(found);
      };
      const timer = setTimeout(() => {
        this.#waiters.delete(check);
        reject(new Error(`stand-in: no ${what} within ${ms} ms`));
      }, ms);
      this.#waiters.add(check);
      check();
    });
  }

  #changed(): void {
    for (const waiter of [...this.#waiters]) waiter();
  }

  #interact(type: InteractionType, data: Json, userId: string, extra: Json = {}): Json {
    const interaction = {
      id: snowflake(),
      application_id: BOT_ID,
      type,
      token: `interaction-token-${snowflake()}`,
      version: 1,
      guild_id: GUILD_ID,
      channel_id: CHANNEL_ID,
      channel: channel(),
      member: { ...member(), user: user(userId), permissions: '2248473465835073' },
      app_permissions: '2248473465835073',
      locale: 'en-US',
      guild_locale: 'en-US',
      entitlements: [],
      authorizing_integration_owners: { '0': GUILD_ID },
      context: 0,
      data,
      ...extra,
    };
    this.dispatch(GatewayDispatchEvents.InteractionCreate, interaction);
    return interaction;
  }

  #message(author: Json, content: string, extra: Json = {}): Json {
    return {
      id: snowflake(),
      channel_id: CHANNEL_ID,
      guild_id: GUILD_ID,
      author,
      content,
      timestamp: new Date().toISOString(),
      edited_timestamp: null,
      tts: false,
      mention_everyone: false,
      mentions: [],
      mention_roles: [],
      attachments: [],
      embeds: [],
      components: [],
      pinned: false,
      type: 0,
      flags: 0,
      ...extra,
    };
  }

  #connect(socket: WebSocket): void {
    this.#send(socket, { op: GatewayOpcodes.Hello, d: { heartbeat_interval: 41_250 } });
    socket.on('message', (raw: Buffer) => {
      let packet: { op?: number; d?: unknown };
      try {
        packet = JSON.parse(raw.toString('utf8')) as { op?: number; d?: unknown };
      } catch {
        return;
      }
      if (packet.op === GatewayOpcodes.Heartbeat) this.#send(socket, { op: GatewayOpcodes.HeartbeatAck });
      if (packet.op === GatewayOpcodes.Identify) this.#identify(socket, packet.d as GatewayIdentifyData);
    });
    socket.on('close', () => this.#sockets.delete(socket));
  }

  #identify(socket: WebSocket, identify: GatewayIdentifyData): void {
    this.identifies.push(identify);
    this.#changed();
    if (identify.token !== this.#token) {
      socket.close(4004, 'Authentication failed.');
      return;
    }
    this.#sockets.add(socket);
    const shard = identify.shard ?? [0, 1];
    this.#send(socket, {
      op: GatewayOpcodes.Dispatch,
      t: GatewayDispatchEvents.Ready,
      d: {
        v: 10,
        user: user(BOT_ID, true),
        guilds: [{ id: GUILD_ID, unavailable: true }],
        session_id: 'stand-in-session',
        resume_gateway_url: this.#url.replace('http', 'ws'),
        shard,
        application: { id: BOT_ID, flags: 0 },
      },
    });
    this.#send(socket, { op: GatewayOpcodes.Dispatch, t: GatewayDispatchEvents.GuildCreate, d: guild() });
  }

  #send(socket: WebSocket, packet: { op: GatewayOpcodes; t?: string; d?: unknown }): void {
    const sequence = packet.op === GatewayOpcodes.Dispatch ? ++this.#sequence : null;
    socket.send(JSON.stringify({ op: packet.op, d: packet.d ?? null, s: sequence, t: packet.t ?? null }));
  }

  async #rest(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const at = Date.now();
    const url = new URL(request.url ?? '/', this.#url);
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const authorization = request.headers.authorization;
    const recorded: Recorded = {
      method: request.method ?? 'GET',
      // discord.js escapes the `@` of `@original`.
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      authorization,
      body: text === '' ? undefined : (JSON.parse(text) as unknown),
      at,
    };
    this.requests.push(recorded);
    const reply = (status: number, body?: unknown) => {
      if (body === undefined) response.writeHead(status).end();
      else response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
      this.#changed();
    };
    const path = recorded.path.replace(/^\/api\/v10/, '');
    const bot = authorization === `Bot ${this.#token}`;
    if (recorded.method === 'GET' && path === '/gateway/bot') {
      if (!bot) return reply(401, { message: '401: Unauthorized', code: 0 });
      return reply(200, {
        url: this.#url.replace('http', 'ws'),
        shards: 1,
        session_start_limit: { total: 1000, remaining: 999, reset_after: 0, max_concurrency: 1 },
      });
    }
    if (recorded.method === 'POST' && /^\/interactions\/\d+\/[^/]+\/callback$/.test(path)) return reply(204);
    if (recorded.method === 'DELETE' && /^\/webhooks\/\d+\/[^/]+\/messages\/@original$/.test(path))
      return reply(204);
    const body = (recorded.body ?? {}) as Json;
    if (
      /^\/webhooks\/\d+\/[^/]+(\/messages\/@original)?$/.test(path) &&
      ['PATCH', 'POST'].includes(recorded.method)
    ) {
      return reply(200, this.botMessage(body));
    }
    if (recorded.method === 'POST' && path === `/channels/${CHANNEL_ID}/messages`) {
      if (!bot) return reply(401, { message: '401: Unauthorized', code: 0 });
      return reply(200, this.botMessage(body));
    }
    reply(404, { message: 'Unknown route (stand-in)', code: 0 });
  }
}

function user(id: string, bot = false): Json {
  return {
    id,
    username: bot ? 'benchbot' : `user${id.slice(-2)}`,
    discriminator: '0',
    global_name: null,
    avatar: null,
    bot,
    public_flags: 0,
  };
}

function member(): Json {
  return {
    roles: [],
    joined_at: new Date(0).toISOString(),
    deaf: false,
    mute: false,
    flags: 0,
    pending: false,
  };
}

function channel(): Json {
  return {
    id: CHANNEL_ID,
    type: 0,
    guild_id: GUILD_ID,
    name: 'general',
    position: 0,
    permission_overwrites: [],
    parent_id: null,
    nsfw: false,
    topic: null,
    last_message_id: null,
    rate_limit_per_user: 0,
  };
}

function guild(): Json {
  return {
    id: GUILD_ID,
    name: 'Stand-in',
    icon: null,
    splash: null,
    discovery_splash: null,
    owner_id: USER_ID,
    afk_channel_id: null,
    afk_timeout: 300,
    verification_level: 0,
    default_message_notifications: 0,
    explicit_content_filter: 0,
    roles: [
      {
        id: GUILD_ID,
        name: '@everyone',
        permissions: '2248473465835073',
        position: 0,
        color: 0,
        hoist: false,
        managed: false,
        mentionable: false,
        flags: 0,
      },
    ],
    emojis: [],
    stickers: [],
    features: [],
    mfa_level: 0,
    application_id: null,
    system_channel_id: null,
    system_channel_flags: 0,
    rules_channel_id: null,
    vanity_url_code: null,
    description: null,
    banner: null,
    premium_tier: 0,
    preferred_locale: 'en-US',
    public_updates_channel_id: null,
    nsfw_level: 0,
    premium_progress_bar_enabled: false,
    joined_at: new Date(0).toISOString(),
    large: false,
    unavailable: false,
    member_count: 2,
    voice_states: [],
    members: [],
    channels: [channel()],
    threads: [],
    presences: [],
    stage_instances: [],
    guild_scheduled_events: [],
    soundboard_sounds: [],
  };
}
