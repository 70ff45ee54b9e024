/**
 * The shape of a command. A command exists once, in commands/, and every face reads it: the
 * gateway bot, the HTTP endpoint, the CLI and deploy. Definitions are plain data; behaviour is a
 * plain function of the options and the catalog. The registry is passed in by the entry
 * (index.ts), so nothing in src/ imports commands/.
 */
import type { SectionKey } from './catalog/record.js';
import type { CommandContext } from './context.js';
import type { ButtonTarget } from './custom-id.js';
import type { Reply } from './reply.js';

export type Choice = { readonly name: string; readonly value: string };

export type OptionValue = string | number | boolean;
export type OptionMap = Record<string, OptionValue>;
/** The options a command runs with: an optional one that was not given is undefined. */
export type RunOptions = Readonly<Record<string, OptionValue | undefined>>;

/**
 * A name and description in Discord's zh-CN locale, shown to users whose client is in Chinese.
 * The name follows the same rules as the English one (Chinese characters are letters).
 * https://discord.com/developers/docs/interactions/application-commands#localization
 */
export type Localized = { readonly 'zh-CN': { readonly name: string; readonly description: string } };

type OptionBase = {
  readonly name: string;
  readonly description: string;
  readonly localized: Localized;
  readonly required?: boolean;
  /**
   * Options only a chat face has (`hide`, `mention`): the CLI neither shows nor parses them, and
   * the command's `run` never sees them; the face acts on them.
   */
  readonly faceOnly?: boolean;
};

export type OptionSpec =
  | (OptionBase & {
      readonly type: 'string';
      /** Offer names as the user types: benchmarks (`true`), or the ledgers' models (`'models'`). */
      readonly autocomplete?: boolean | 'models';
      readonly choices?: readonly Choice[];
      readonly maxLength?: number;
    })
  | (OptionBase & { readonly type: 'number' })
  | (OptionBase & { readonly type: 'boolean' })
  | (OptionBase & { readonly type: 'user' });

type ValueOf<O extends OptionSpec> = O extends {
  type: 'string';
  choices: readonly (infer C extends Choice)[];
}
  ? C['value']
  : O extends { type: 'string' | 'user' }
    ? string
    : O extends { type: 'number' }
      ? number
      : boolean;

/** The typed options a command's `run` receives, derived from its definition. */
export type OptionValues<Os extends readonly OptionSpec[]> = {
  [O in Exclude<Os[number], { faceOnly: true }> as O['name']]: O extends { required: true }
    ? ValueOf<O>
    : ValueOf<O> | undefined;
};

export type Command<Os extends readonly OptionSpec[] = readonly OptionSpec[]> = {
  readonly name: string;
  readonly description: string;
  readonly localized: Localized;
  readonly options: Os;
  /** Only server administrators see it (Discord's default_member_permissions "0"). */
  readonly adminOnly?: boolean;
  /** The section a "did you mean" button under this command's answer opens; the card when undefined. */
  suggestionSection?(options: OptionValues<Os>): SectionKey | undefined;
  run(options: OptionValues<Os>, context: CommandContext): Reply;
};

/** Identity function that checks a command against its own option list and keeps literal types. */
export function defineCommand<const Os extends readonly OptionSpec[]>(command: Command<Os>): Command<Os> {
  return command;
}

/** A command something other than a slash command runs (a button press, a mention), with the options it builds. */
export type Opener<Input> = {
  readonly command: Command;
  readonly options: (input: Input) => RunOptions;
};

/**
 * Ties an input to a command, checked against that command's own options.
 *
 * @example opener(bench, (target: ButtonTarget) => ({ query: target.id, section: target.section }))
 */
export function opener<const Os extends readonly OptionSpec[], Input>(
  command: Command<Os>,
  options: (input: Input) => OptionValues<Os>,
): Opener<Input> {
  return { command, options };
}

/** The one list of commands, and which of them a button press and a plain question run. */
export type Registry = {
  readonly commands: readonly Command[];
  /** What a button under a card opens: a record's card or one of its sections. */
  readonly button: Opener<ButtonTarget>;
  /** What a question in plain words runs: a mention of the bot, a line of the prompt. */
  readonly question: Opener<string>;
};

export function findCommand(registry: Registry, name: string): Command | undefined {
  return registry.commands.find((command) => command.name === name);
}

/** The chat-only options every answering command has. */
export const hideOption = {
  name: 'hide',
  description: 'Only you see the answer',
  localized: { 'zh-CN': { name: '仅自己可见', description: '只有你能看到回答' } },
  type: 'boolean',
  faceOnly: true,
} as const satisfies OptionSpec;

export const mentionOption = {
  name: 'mention',
  description: 'Ping this person with the answer',
  localized: { 'zh-CN': { name: '提及', description: '回答时提醒这个人' } },
  type: 'user',
  faceOnly: true,
} as const satisfies OptionSpec;
