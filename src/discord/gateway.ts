/**
 * The discord.js gateway client: the only module (with deploy and shard) that knows discord.js.
 * It maps interactions and mentions to neutral requests, lets the router answer them, and maps
 * the neutral payload back to discord.js's options.
 */
import {
  Client,
  Events,
  GatewayIntentBits,
  type BaseMessageOptions,
  type CommandInteractionOption,
  type Interaction,
  type InteractionReplyOptions,
  type Message,
} from 'discord.js';
import type { Logger } from '../log.js';
import type { DiscordMessage } from '../render/discord.js';
import type { Dispatcher, OptionMap } from './dispatch.js';
import { route, type Exchange } from './router.js';

/**
 * Guilds: the guild count, and the channels messages arrive in. GuildMessages: messages that
 * mention the bot. A message that mentions the bot carries its content without the privileged
 * MessageContent intent, so that one is not asked for.
 */
export const INTENTS = [GatewayIntentBits.Guilds, GatewayIntentBits.GuildMessages];

export function createClient(dispatch: Dispatcher, log: Logger): Client {
  // Nothing pings unless a payload says so; every payload already says so, this is the fallback.
  const client = new Client({ intents: INTENTS, allowedMentions: { parse: [], repliedUser: false } });
  client.on(Events.InteractionCreate, (interaction) => {
    const exchange = exchangeOf(interaction);
    if (exchange) void route(exchange, dispatch, log);
  });
  client.on(Events.MessageCreate, (message) => {
    const exchange = mentionOf(message, client.user?.id);
    if (exchange) void route(exchange, dispatch, log);
  });
  client.on(Events.Error, (error) => log.error('client error', { error }));
  client.on(Events.Warn, (message) => log.warn('client warning', { detail: message }));
  return client;
}

/** An interaction as the router sees it; undefined for kinds this bot does not answer. */
export function exchangeOf(interaction: Interaction): Exchange | undefined {
  if (interaction.isChatInputCommand()) {
    return {
      request: {
        kind: 'command',
        name: interaction.commandName,
        options: optionMap(interaction.options.data),
        userId: interaction.user.id,
      },
      answered: () => interaction.replied || interaction.deferred,
      reply: (payload) => interaction.reply(toReplyOptions(payload)),
      followUp: (payload) => interaction.followUp(toReplyOptions(payload)),
      update: () => Promise.reject(new Error('gateway: a command cannot update a message')),
      respond: () => Promise.reject(new Error('gateway: a command cannot answer with choices')),
    };
  }
  if (interaction.isAutocomplete()) {
    const focused = interaction.options.getFocused(true);
    return {
      request: {
        kind: 'autocomplete',
        name: interaction.commandName,
        focused: { name: focused.name, value: String(focused.value) },
        options: optionMap(interaction.options.data),
      },
      answered: () => interaction.responded,
      reply: () => Promise.reject(new Error('gateway: autocomplete answers with choices only')),
      followUp: () => Promise.reject(new Error('gateway: autocomplete answers with choices only')),
      update: () => Promise.reject(new Error('gateway: autocomplete answers with choices only')),
      respond: (choices) => interaction.respond(choices),
    };
  }
  if (interaction.isButton()) {
    return {
      request: { kind: 'button', customId: interaction.customId, userId: interaction.user.id },
      answered: () => interaction.replied || interaction.deferred,
      reply: (payload) => interaction.reply(toReplyOptions(payload)),
      followUp: (payload) => interaction.followUp(toReplyOptions(payload)),
      // An edit keeps the message's flags; Discord takes none on an update.
      update: (payload) => interaction.update(toMessageOptions(payload)),
      respond: () => Promise.reject(new Error('gateway: a button cannot answer with choices')),
    };
  }
  return undefined;
}

/** A message that mentions the bot in its text (not a bare reply to it), as an `ask`. */
export function mentionOf(message: Message, botId: string | undefined): Exchange | undefined {
  if (!botId || message.author.bot) return undefined;
  const tag = new RegExp(`<@!?${botId}>`, 'g');
  if (!tag.test(message.content)) return undefined;
  // A channel message cannot be ephemeral; its flags would be refused.
  const send = (payload: DiscordMessage) => message.reply(toMessageOptions(payload));
  let answered = false;
  return {
    request: { kind: 'mention', text: message.content.replace(tag, ' ').trim(), userId: message.author.id },
    answered: () => answered,
    reply: async (payload) => {
      await send(payload);
      answered = true;
    },
    followUp: send,
    update: () => Promise.reject(new Error('gateway: a mention cannot update a message')),
    respond: () => Promise.reject(new Error('gateway: a mention cannot answer with choices')),
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
