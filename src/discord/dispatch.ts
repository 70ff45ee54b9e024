/**
 * The neutral dispatcher: a platform-neutral request in, a platform-neutral response out. The
 * gateway bot and the HTTP interactions endpoint both map their input to a DispatchRequest; the
 * serving chain (answer.ts) limits, times and sends it. It never imports discord.js.
 *
 * Everything in a request is untrusted (a forged HTTP body, a stale client, a custom_id this bot
 * did not make), so option values are checked against the command's definition before it runs.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type {
  Choice,
  Command,
  OptionMap,
  OptionSpec,
  OptionValue,
  Registry,
  RunOptions,
} from '../command.js';
import type { CommandContext } from '../context.js';
import { parseButtonCustomId } from '../custom-id.js';
import type { Logger } from '../log.js';
import { cutWords } from '../cut.js';
import { renderDiscord, type DiscordMessage } from '../render/discord.js';
import { AUTOCOMPLETE_CHOICES_MAX, CHOICE_NAME_MAX, CHOICE_VALUE_MAX } from '../render/limits.js';
import { emptyReply, type Reply } from '../reply.js';
import { modelTableOf, suggestModels } from '../search/models.js';

export type DispatchRequest =
  | { kind: 'command'; name: string; options: OptionMap; userId: string }
  | { kind: 'autocomplete'; name: string; focused: { name: string; value: string }; options: OptionMap }
  | {
      kind: 'button';
      customId: string;
      userId: string;
      /**
       * Who the message the button is on answers: the user of the interaction it was sent for, or
       * the author of the message it replies to (a mention). Undefined when the message says
       * neither; then nobody owns it, and a press is answered privately.
       */
      ownerId: string | undefined;
    }
  /** A message that mentions the bot, the mention already taken out of `text`. */
  | { kind: 'mention'; text: string; userId: string };

export type DispatchResponse =
  /** A new message; `ephemeral` is also set in the payload's flags. */
  | { kind: 'message'; payload: DiscordMessage; ephemeral: boolean }
  | { kind: 'choices'; choices: Choice[] }
  /** Edits the message the pressed button is on. */
  | { kind: 'update'; payload: DiscordMessage };

/**
 * Runs instead of a registry command's own `run` (same name, same option definitions): for
 * commands that act on the face, such as a live catalog reload.
 */
export type CommandHandler = (
  options: RunOptions,
  context: CommandContext,
  request: { userId: string },
) => Reply | Promise<Reply>;

export type DispatcherOptions = {
  /** The catalog and index; a getter lets a live reload swap them between requests. */
  context: CommandContext | (() => CommandContext);
  registry: Registry;
  handlers?: Readonly<Record<string, CommandHandler>>;
  log?: Logger;
};

export type Dispatcher = (request: DispatchRequest) => Promise<DispatchResponse>;

/**
 * @example
 * const dispatch = createDispatcher({ registry, context: loadContext(['data']) });
 * await dispatch({ kind: 'command', name: 'bench', options: { query: 'kcle' }, userId: '1234...' });
 */
export function createDispatcher(options: DispatcherOptions): Dispatcher {
  const list = options.registry.commands;
  const getContext =
    typeof options.context === 'function' ? options.context : () => options.context as CommandContext;
  const find = (name: string) => list.find((command) => command.name === name);

  const run = async (command: Command, values: RunOptions, userId: string): Promise<Reply> => {
    const handler = options.handlers?.[command.name];
    const runOptions = withoutFaceOnly(command, values);
    return handler ? handler(runOptions, getContext(), { userId }) : command.run(runOptions, getContext());
  };

  return async (request) => {
    switch (request.kind) {
      case 'command': {
        const command = find(request.name);
        if (!command)
          return errorResponse(
            `Unknown command /${request.name}`,
            'It may have been removed; try again in a minute.',
          );
        const checked = checkOptions(command, request.options);
        if (!checked.ok) return errorResponse(`That /${command.name} is not valid`, checked.problem);
        const reply = await run(command, checked.values, request.userId);
        const hide = checked.values.hide === true;
        const ephemeral = hide || isFailure(reply);
        const mention =
          typeof checked.values.mention === 'string' && !ephemeral ? checked.values.mention : undefined;
        const payload = renderDiscord(reply, {
          ephemeral,
          mention,
          suggestionSection: command.suggestionSection?.(checked.values),
        });
        return { kind: 'message', payload, ephemeral };
      }
      case 'autocomplete':
        return { kind: 'choices', choices: autocomplete(request, find, getContext, options.log) };
      case 'button': {
        const target = parseButtonCustomId(request.customId);
        const { command, options: optionsOf } = options.registry.button;
        if (!target) return errorResponse('This button no longer works', `Ask again with /${command.name}.`);
        const reply = await run(command, optionsOf(target), request.userId);
        // A card stays its asker's: anyone else who presses its buttons is shown the section
        // privately. A record gone since the card was drawn (a catalog reload) is answered apart too.
        if (request.ownerId !== request.userId || isFailure(reply))
          return { kind: 'message', payload: renderDiscord(reply, { ephemeral: true }), ephemeral: true };
        return { kind: 'update', payload: renderDiscord(reply) };
      }
      case 'mention': {
        const question = request.text.trim();
        if (question === '') {
          const reply = {
            ...emptyReply('usage', 'Ask me about a benchmark'),
            summary: 'For example: `@benchbot is kcle GPQA Diamond?` or `/bench kcle`.',
          };
          return { kind: 'message', payload: renderDiscord(reply), ephemeral: false };
        }
        const { command, options: optionsOf } = options.registry.question;
        const reply = await run(command, optionsOf(question), request.userId);
        // A message cannot be ephemeral: the reply is public and, like every reply, pings nobody.
        return { kind: 'message', payload: renderDiscord(reply), ephemeral: false };
      }
    }
  };
}

/** A short id tying the "something went wrong" a user sees to the log line with the error. */
export function newRef(): string {
  return randomBytes(4).toString('hex');
}

/** The ephemeral message a face sends when a handler threw. */
export function somethingWentWrong(ref: string): DiscordMessage {
  const reply = {
    ...emptyReply('error', 'Something went wrong'),
    summary: `Something went wrong (ref ${ref}). It has been logged; please try again.`,
  };
  return renderDiscord(reply, { ephemeral: true, buttons: false });
}

/** Errors, and "not found" with nothing to pick, are for the asker only. */
function isFailure(reply: Reply): boolean {
  return (
    reply.kind === 'error' ||
    reply.kind === 'usage' ||
    (reply.kind === 'not-found' && reply.suggestions.length === 0)
  );
}

function errorResponse(title: string, summary: string): DispatchResponse {
  const payload = renderDiscord({ ...emptyReply('error', title), summary }, { ephemeral: true });
  return { kind: 'message', payload, ephemeral: true };
}

function withoutFaceOnly(command: Command, values: RunOptions): RunOptions {
  const faceOnly = new Set(command.options.filter((option) => option.faceOnly).map((option) => option.name));
  return Object.fromEntries(Object.entries(values).filter(([name]) => !faceOnly.has(name)));
}

type Checked = { ok: true; values: OptionMap } | { ok: false; problem: string };

/** Checks untrusted option values against the command's definition: names, types, choices, lengths. */
function checkOptions(command: Command, values: OptionMap): Checked {
  const shape = Object.fromEntries(command.options.map((option) => [option.name, optionSchema(option)]));
  const result = z.strictObject(shape).safeParse(values);
  if (result.success) return { ok: true, values: result.data as OptionMap };
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `option \`${issue.path.join('.')}\`` : 'options';
  return { ok: false, problem: `${where}: ${issue?.message ?? 'not valid'}` };
}

function optionSchema(option: OptionSpec): z.ZodType<OptionValue | undefined> {
  const schema = (() => {
    switch (option.type) {
      case 'string':
        if (option.choices)
          return z.enum(option.choices.map((choice) => choice.value) as [string, ...string[]]);
        return option.maxLength === undefined ? z.string() : z.string().max(option.maxLength);
      case 'number':
        return z.number().finite();
      case 'boolean':
        return z.boolean();
      case 'user':
        return z.string().regex(/^\d{17,20}$/, 'expected a user id');
    }
  })();
  return option.required ? schema : schema.optional();
}

/** Autocomplete answers with a list, always: an error here would show "Loading options failed". */
function autocomplete(
  request: Extract<DispatchRequest, { kind: 'autocomplete' }>,
  find: (name: string) => Command | undefined,
  getContext: () => CommandContext,
  log: Logger | undefined,
): Choice[] {
  try {
    const option = find(request.name)?.options.find((spec) => spec.name === request.focused.name);
    if (option?.type !== 'string' || !option.autocomplete) return [];
    const typed = String(request.focused.value)
      .trim()
      .slice(0, option.maxLength ?? CHOICE_VALUE_MAX);
    if (option.autocomplete === 'models') {
      return suggestModels(modelTableOf(getContext().catalog), typed, AUTOCOMPLETE_CHOICES_MAX)
        .filter((name) => name.length <= CHOICE_VALUE_MAX)
        .map((name) => ({ name: cutWords(name, CHOICE_NAME_MAX) || name, value: name }));
    }
    const choices: Choice[] = [];
    const seen = new Set<string>();
    for (const hit of getContext().index.suggest(typed, AUTOCOMPLETE_CHOICES_MAX)) {
      if (seen.has(hit.id) || hit.id.length > CHOICE_VALUE_MAX || hit.id === '') continue;
      seen.add(hit.id);
      const label = hit.category
        ? `${hit.name.trim() || hit.id} · ${hit.category}`
        : hit.name.trim() || hit.id;
      choices.push({ name: cutWords(label, CHOICE_NAME_MAX) || hit.id, value: hit.id });
      if (choices.length === AUTOCOMPLETE_CHOICES_MAX) break;
    }
    return choices;
  } catch (error) {
    log?.warn('autocomplete failed', { command: request.name, error });
    return [];
  }
}
