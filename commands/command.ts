/**
 * The shape of a command. A command exists once, here in commands/, and every face reads it: the
 * gateway bot, the HTTP endpoint, the CLI and deploy. Definitions are plain data; behaviour is a
 * plain function of the options and the catalog.
 */
import type { CommandContext } from '../src/context.js';
import type { Reply } from '../src/reply.js';

export type Choice = { readonly name: string; readonly value: string };

type OptionBase = {
  readonly name: string;
  readonly description: string;
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
      readonly autocomplete?: boolean;
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
  readonly options: Os;
  /** Only server administrators see it (Discord's default_member_permissions "0"). */
  readonly adminOnly?: boolean;
  run(options: OptionValues<Os>, context: CommandContext): Reply;
};

/** Identity function that checks a command against its own option list and keeps literal types. */
export function defineCommand<const Os extends readonly OptionSpec[]>(command: Command<Os>): Command<Os> {
  return command;
}

/** The chat-only options every answering command has. */
export const hideOption = {
  name: 'hide',
  description: 'Only you see the answer',
  type: 'boolean',
  faceOnly: true,
} as const satisfies OptionSpec;

export const mentionOption = {
  name: 'mention',
  description: 'Ping this person with the answer',
  type: 'user',
  faceOnly: true,
} as const satisfies OptionSpec;
