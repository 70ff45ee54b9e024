/**
 * Discord's raw interaction JSON (as the HTTP endpoint receives it) to the neutral DispatchRequest. The body is signed by Discord, but it
 * is still read through a schema: a shape this code does not expect is a 400, not a crash.
 * https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-object
 */
import { ApplicationCommandOptionType, InteractionType } from 'discord-api-types/v10';
import { z } from 'zod';
import type { OptionMap } from '../../command.js';
import type { DispatchRequest } from '../dispatch.js';

export type Incoming =
  | { kind: 'ping' }
  | { kind: 'request'; id: string; request: DispatchRequest; followUps?: FollowUpRoute }
  /** Well-formed JSON that is not an interaction this endpoint answers: the error says why. */
  | { kind: 'invalid'; error: string };

/** What the follow-up routes of an interaction need: its application and its token. */
export type FollowUpRoute = { applicationId: string; token: string };

type RawOption = {
  name: string;
  type: number;
  value?: string | number | boolean;
  focused?: boolean;
  options?: RawOption[];
};

const optionFields = {
  name: z.string(),
  type: z.number(),
  value: z.union([z.string(), z.number(), z.boolean()]).optional(),
  focused: z.boolean().optional(),
};
/**
 * Options nest at most three deep (a subcommand group, its subcommand, their options), and are read
 * that deep and no deeper: a schema that recursed ran out of stack on options nested 1,000 deep,
 * a 500 where a malformed body gets 400.
 * https://discord.com/developers/docs/interactions/application-commands#subcommands-and-subcommand-groups
 */
const leafOption = z.object({ ...optionFields, options: z.undefined() });
const rawOption: z.ZodType<RawOption> = z.object({
  ...optionFields,
  options: z.array(z.object({ ...optionFields, options: z.array(leafOption).optional() })).optional(),
});

const user = z.object({ id: z.string() });

const envelope = z.object({
  id: z.string(),
  type: z.number().int(),
  // Discord always sends both; without them the endpoint can answer but never defer.
  application_id: z.string().optional(),
  token: z.string().optional(),
  // In a server the user is inside `member`; in a DM it is `user`.
  member: z.object({ user }).optional(),
  user: user.optional(),
  data: z.unknown(),
  // A component interaction's message: the one its button is on.
  message: z.unknown().optional(),
});

const commandData = z.object({ name: z.string(), options: z.array(rawOption).optional() });
const componentData = z.object({ custom_id: z.string() });

/**
 * The parts of the message a button is on that say whom it answers: the interaction it responds
 * to (`interaction` is the older spelling of `interaction_metadata`), or the message it replies to.
 * https://discord.com/developers/docs/resources/message#message-object
 */
const componentMessage = z.object({
  interaction_metadata: z.object({ user }).nullish(),
  interaction: z.object({ user }).nullish(),
  referenced_message: z.object({ author: user }).nullish(),
});

function ownerOf(message: unknown): string | undefined {
  const parsed = componentMessage.safeParse(message);
  if (!parsed.success) return undefined;
  const { interaction_metadata: metadata, interaction, referenced_message: replied } = parsed.data;
  return metadata?.user.id ?? interaction?.user.id ?? replied?.author.id;
}

/**
 * Reads a parsed body. PING needs nothing else; everything else needs an id, a user and data.
 *
 * @example readInteraction({ type: 1 }) // { kind: 'ping' }
 */
export function readInteraction(body: unknown): Incoming {
  if (isPing(body)) return { kind: 'ping' };
  const parsed = envelope.safeParse(body);
  if (!parsed.success)
    return { kind: 'invalid', error: 'not an interaction: expected an object with id and type' };
  const { id, data, application_id: applicationId, token } = parsed.data;
  const routes = applicationId && token ? { followUps: { applicationId, token } } : {};
  const type = z.enum(InteractionType).safeParse(parsed.data.type);
  if (!type.success) return { kind: 'invalid', error: `unknown interaction type ${parsed.data.type}` };
  const userId = parsed.data.member?.user.id ?? parsed.data.user?.id;

  switch (type.data) {
    case InteractionType.ApplicationCommand:
    case InteractionType.ApplicationCommandAutocomplete: {
      const command = commandData.safeParse(data);
      if (!command.success)
        return {
          kind: 'invalid',
          error: 'command interaction without data.name, or with options of another shape',
        };
      const options = flatten(command.data.options ?? []);
      if (type.data === InteractionType.ApplicationCommandAutocomplete) {
        const focused = options.find((option) => option.focused);
        const request: DispatchRequest = {
          kind: 'autocomplete',
          name: command.data.name,
          focused: { name: focused?.name ?? '', value: String(focused?.value ?? '') },
          options: optionMap(options.filter((option) => !option.focused)),
        };
        return { kind: 'request', id, request, ...routes };
      }
      if (userId === undefined) return { kind: 'invalid', error: 'command interaction without a user' };
      return {
        kind: 'request',
        id,
        request: { kind: 'command', name: command.data.name, options: optionMap(options), userId },
        ...routes,
      };
    }
    case InteractionType.MessageComponent: {
      const component = componentData.safeParse(data);
      if (!component.success)
        return { kind: 'invalid', error: 'component interaction without data.custom_id' };
      if (userId === undefined) return { kind: 'invalid', error: 'component interaction without a user' };
      return {
        kind: 'request',
        id,
        request: {
          kind: 'button',
          customId: component.data.custom_id,
          userId,
          ownerId: ownerOf(parsed.data.message),
        },
        ...routes,
      };
    }
    default:
      return { kind: 'invalid', error: `interaction type ${type.data} is not answered here` };
  }
}

function isPing(body: unknown): boolean {
  return (
    typeof body === 'object' && body !== null && (body as { type?: unknown }).type === InteractionType.Ping
  );
}

const NESTING = new Set<number>([
  ApplicationCommandOptionType.Subcommand,
  ApplicationCommandOptionType.SubcommandGroup,
]);

/** The options of a command, or of its subcommand (this bot has none, but a stale client may send one). */
function flatten(options: readonly RawOption[]): RawOption[] {
  return options.flatMap((option) => (NESTING.has(option.type) ? flatten(option.options ?? []) : [option]));
}

function optionMap(options: readonly RawOption[]): OptionMap {
  const map: OptionMap = {};
  for (const option of options) if (option.value !== undefined) map[option.name] = option.value;
  return map;
}
