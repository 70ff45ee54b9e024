/**
 * The discord.js gateway face: the only module (with deploy and shard) that knows discord.js. It
 * turns interactions and mentions into Exchanges for the serving chain, and the neutral payload
 * into discord.js's options. Everything else (limits, deferral, errors, the catalog) is the
 * core's (serve.ts).
 */
import {
  Client,
  Events,
  GatewayIntentBits,
  MessageFlags,
  type BaseMessageOptions,
  type CommandInteractionOption,
  type Interaction,
  type InteractionReplyOptions,
  type Message,
} from 'discord.js';
import type { OptionMap } from '../command.js';
import { countProblems } from '../catalog/catalog.js';
import { ConfigError } from '../config.js';
import type { DiscordMessage } from '../render/discord.js';
import type { Exchange } from './answer.js';
import type { Face } from './serve.js';

/**
 * Guilds: the guild count, and the channels messages arrive in. GuildMessages: messages that
 * mention the bot. A message that mentions the bot carries its content without the privileged
 * MessageContent intent, so that one is not asked for.
 */
export const INTENTS = [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages];

export type GatewayOptions = {
  token: string;
  /** Discord's API base without the version; the gateway's URL is asked of it (GET /gateway/bot). */
  apiBase?: string;
};

/** The gateway bot as a face: it logs in once the first catalog load is done. */
export function gatewayFace(options: GatewayOptions): Face {
  let client: Client | undefined;
  return {
    async start(core) {
      await core.firstLoad;
      const loaded = core.live.snapshot;
      if (!loaded) throw new Error('catalog: nothing could be loaded; see the log line above');
      client = new Client({
        intents: INTENTS,
        // Nothing pings unless a payload says so; every payload already says so, this is the fallback.
        allowedMentions: { parse: [], repliedUser: false },
        ...(options.apiBase ? { rest: { api: options.apiBase } } : {}),
      });
      const ready = client;
      ready.on(Events.InteractionCreate, (interaction) => {
        const exchange = exchangeOf(interaction);
        if (exchange) void core.answer(exchange);
      });
      ready.on(Events.MessageCreate, (message) => {
        const exchange = mentionOf(message, ready.user?.id);
        if (exchange) void core.answer(exchange);
      });
      ready.on(Events.Error, (error) => core.log.error('client error', { error }));
      ready.on(Events.Warn, (message) => core.log.warn('client warning', { detail: message }));
      ready.once(Events.ClientReady, (user) => {
        const catalog = (core.live.context ?? loaded.context).catalog;
        core.log.info('ready', {
          user: user.user.tag,
          guilds: user.guilds.cache.size,
          records: catalog.records.size,
          ...countProblems(catalog),
        });
      });
      try {
        await ready.login(options.token);
      } catch (error) {
        await ready.destroy();
        // discord.js says TokenInvalid for a token Discord refuses; the token itself is never printed.
        if ((error as { code?: unknown }).code === 'TokenInvalid')
          throw new ConfigError('config: DISCORD_TOKEN: Discord refused the token');
        throw error;
      }
    },
    async stop() {
      await client?.destroy();
    },
  };
}

/** An interaction as the serving chain sees it; undefined for kinds this bot does not answer. */
export function exchangeOf(interaction: Interaction): Exchange | undefined {
  const neither = (what: string) => () => Promise.reject(new Error(`gateway: ${what}`));
  if (interaction.isChatInputCommand()) {
    return {
      id: interaction.id,
      request: {
        kind: 'command',
        name: interaction.commandName,
        options: optionMap(interaction.options.data),
        userId: interaction.user.id,
      },
      reply: (payload) => interaction.reply(toReplyOptions(payload)),
      update: neither('a command cannot update a message'),
      respond: neither('a command cannot answer with choices'),
      defer: (deferral) =>
        interaction.deferReply(
          deferral.kind === 'message' && deferral.ephemeral ? { flags: MessageFlags.Ephemeral } : {},
        ),
      edit: (payload) => interaction.editReply(toMessageOptions(payload)),
      deleteOriginal: () => interaction.deleteReply(),
      followUp: (payload) => interaction.followUp(toReplyOptions(payload)),
    };
  }
  if (interaction.isAutocomplete()) {
    const focused = interaction.options.getFocused(true);
    const only = neither('autocomplete answers with choices only');
    return {
      id: interaction.id,
      request: {
        kind: 'autocomplete',
        name: interaction.commandName,
        focused: { name: focused.name, value: String(focused.value) },
        options: optionMap(interaction.options.data.filter((option) => !option.focused)),
      },
      reply: only,
      update: only,
      respond: (choices) => interaction.respond(choices),
      edit: only,
      deleteOriginal: only,
      followUp: only,
    };
  }
  if (interaction.isButton()) {
    return {
      id: interaction.id,
      request: {
        kind: 'button',
        customId: interaction.customId,
        userId: interaction.user.id,
        ownerId: ownerOf(interaction.message),
      },
      reply: (payload) => interaction.reply(toReplyOptions(payload)),
      // An edit keeps the message's flags; Discord takes none on an update.
      update: (payload) => interaction.update(toMessageOptions(payload)),
      respond: neither('a button cannot answer with choices'),
      defer: () => interaction.deferUpdate(),
      edit: (payload) => interaction.editReply(toMessageOptions(payload)),
      // Never called: a press deferred as an update has no response of its own to remove.
      deleteOriginal: neither('a button press has no deferred message'),
      followUp: (payload) => interaction.followUp(toReplyOptions(payload)),
    };
  }
  return undefined;
}

/**
 * Who a message of the bot answers: the user of the interaction it responds to, or the author of
 * the message it replies to (an answer to a mention).
 */
function ownerOf(message: Message): string | undefined {
  return message.interactionMetadata?.user.id ?? message.mentions.repliedUser?.id;
}

/** A message that mentions the bot in its text (not a bare reply to it), as a question. */
export function mentionOf(message: Message, botId: string | undefined): Exchange | undefined {
  if (!botId || message.author.bot) return undefined;
  const tag = new RegExp(`<@!?${botId}>`, 'g');
  if (!tag.test(message.content)) return undefined;
  // A channel message cannot be ephemeral: its flags would be refused. It pings nobody.
  const send = (payload: DiscordMessage) => message.reply(toMessageOptions(payload));
  return {
    id: message.id,
    request: { kind: 'mention', text: message.content.replace(tag, ' ').trim(), userId: message.author.id },
    reply: send,
    update: () => Promise.reject(new Error('gateway: a mention cannot update a message')),
    respond: () => Promise.reject(new Error('gateway: a mention cannot answer with choices')),
    // No defer: nothing waits on a mention's answer, so it never needs one.
    edit: () => Promise.reject(new Error('gateway: a mention is never deferred')),
    deleteOriginal: () => Promise.reject(new Error('gateway: a mention is never deferred')),
    followUp: send,
  };
}

/** discord.js's option list as name -> value; a user option's value is the user id. */
export function optionMap(data: readonly CommandInteractionOption[]): OptionMap {
  const options: OptionMap = {};
  for (const option of data) if (option.value !== undefined) options[option.name] = option.value;
  return options;
}

/** The neutral payload in discord.js's spelling (it reads `allowedMentions`, not `allowed_mentions`). */
export function toReplyOptions(payload: DiscordMessage): InteractionReplyOptions {
  return { ...toMessageOptions(payload), ...(payload.flags === undefined ? {} : { flags: payload.flags }) };
}

/** The same without flags: for an edit (which keeps the message's flags) and a channel message. */
function toMessageOptions(payload: DiscordMessage): BaseMessageOptions {
  return {
    content: payload.content,
    embeds: payload.embeds,
    components: payload.components,
    allowedMentions: {
      parse: [],
      users: payload.allowed_mentions.users ?? [],
      repliedUser: payload.allowed_mentions.replied_user ?? false,
    },
  };
}
