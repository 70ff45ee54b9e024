import type { CommandInteractionOption } from 'discord.js';
import { ApplicationCommandOptionType } from 'discord-api-types/v10';
import { describe, expect, it } from 'vitest';
import { INTENTS, optionMap, toReplyOptions } from '../../src/discord/gateway.js';
import { renderDiscord } from '../../src/render/discord.js';
import { emptyReply } from '../../src/reply.js';
import { OTHER_ID } from './fakes.js';

describe('gateway', () => {
  it('asks for the Guilds and GuildMessages intents only, no privileged one', () => {
    expect(INTENTS).toEqual([1, 512]);
  });

  it('reads discord.js options as name -> value, a user option as the user id', () => {
    const data: CommandInteractionOption[] = [
      { name: 'query', type: ApplicationCommandOptionType.String, value: 'kcle' },
      { name: 'hide', type: ApplicationCommandOptionType.Boolean, value: true },
      { name: 'mention', type: ApplicationCommandOptionType.User, value: OTHER_ID },
      { name: 'score_a', type: ApplicationCommandOptionType.Number, value: 71.5 },
    ];
    expect(optionMap(data)).toEqual({ query: 'kcle', hide: true, mention: OTHER_ID, score_a: 71.5 });
  });

  it('hands discord.js the payload in its own spelling, keeping who may be pinged', () => {
    const payload = renderDiscord(emptyReply('answer', 'Hi'), { mention: OTHER_ID, ephemeral: true });
    expect(toReplyOptions(payload)).toEqual({
      content: `<@${OTHER_ID}>`,
      embeds: payload.embeds,
      components: [],
      allowedMentions: { parse: [], users: [OTHER_ID], repliedUser: false },
      flags: 64,
    });
  });
});
