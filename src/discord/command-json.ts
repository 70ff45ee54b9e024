/**
 * The registry's commands as Discord application-command JSON, and Discord's rules for it. Deploy
 * sends this JSON; the tests and deploy check it with `commandProblems` first, because Discord
 * answers a broken bulk overwrite with one 400 for the whole list.
 */
import {
  ApplicationCommandOptionType,
  ApplicationCommandType,
  type APIApplicationCommandOption,
  type Locale,
  type RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord-api-types/v10';
import type { Command, Localized, OptionSpec } from '../command.js';
import {
  CHOICE_NAME_MAX,
  CHOICE_VALUE_MAX,
  COMMAND_DESCRIPTION_MAX,
  COMMAND_NAME_MAX,
  COMMAND_OPTIONS_MAX,
  COMMAND_TOTAL_MAX,
  COMMANDS_MAX,
  OPTION_CHOICES_MAX,
  OPTION_MAX_LENGTH_MAX,
} from '../render/limits.js';

export type CommandJson = RESTPostAPIChatInputApplicationCommandsJSONBody;

/**
 * @example toCommandJson(bench).options?.[0] // { type: 3, name: 'query', required: true, autocomplete: true, ... }
 */
export function toCommandJson(command: Command): CommandJson {
  const json: CommandJson = {
    type: ApplicationCommandType.ChatInput,
    name: command.name,
    description: command.description,
    ...localizations(command.localized),
    options: command.options.map(toOptionJson),
  };
  // "0" hides the command from everyone but administrators until a server grants it.
  if (command.adminOnly) json.default_member_permissions = '0';
  return json;
}

function toOptionJson(option: OptionSpec): APIApplicationCommandOption {
  const base = {
    name: option.name,
    description: option.description,
    ...localizations(option.localized),
    required: option.required ?? false,
  };
  switch (option.type) {
    case 'string': {
      const max = option.maxLength === undefined ? {} : { max_length: option.maxLength };
      // Discord takes choices or autocomplete, never both; a fixed list of choices wins.
      return option.choices
        ? {
            ...base,
            type: ApplicationCommandOptionType.String,
            choices: option.choices.map(({ name, value }) => ({ name, value })),
            ...max,
          }
        : {
            ...base,
            type: ApplicationCommandOptionType.String,
            autocomplete: option.autocomplete !== undefined && option.autocomplete !== false,
            ...max,
          };
    }
    case 'number':
      return { ...base, type: ApplicationCommandOptionType.Number };
    case 'boolean':
      return { ...base, type: ApplicationCommandOptionType.Boolean };
    case 'user':
      return { ...base, type: ApplicationCommandOptionType.User };
  }
}

/** Discord's maps of locale -> text, from a definition's translations. */
function localizations(localized: Localized): {
  name_localizations: Partial<Record<Locale, string>>;
  description_localizations: Partial<Record<Locale, string>>;
} {
  const entries = Object.entries(localized) as [keyof Localized, Localized[keyof Localized]][];
  return {
    name_localizations: Object.fromEntries(entries.map(([locale, text]) => [locale, text.name])),
    description_localizations: Object.fromEntries(
      entries.map(([locale, text]) => [locale, text.description]),
    ),
  };
}

// https://discord.com/developers/docs/interactions/application-commands#application-command-object-application-command-naming
const NAME = /^[-_\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]+$/u;

/**
 * Every way the list breaks Discord's rules, one line each (`deploy: /bench: ...`); empty when
 * Discord would accept it.
 */
export function commandProblems(list: readonly CommandJson[]): string[] {
  const problems: string[] = [];
  if (list.length > COMMANDS_MAX) problems.push(`deploy: ${list.length} commands, more than ${COMMANDS_MAX}`);
  const names = new Set<string>();
  for (const command of list) {
    const at = `deploy: /${command.name}`;
    if (names.has(command.name)) problems.push(`${at}: the name is used twice`);
    names.add(command.name);
    problems.push(...nameProblems(at, command.name), ...descriptionProblems(at, command.description));
    problems.push(...translationProblems(at, command));
    const options = command.options ?? [];
    if (options.length > COMMAND_OPTIONS_MAX) {
      problems.push(`${at}: ${options.length} options, more than ${COMMAND_OPTIONS_MAX}`);
    }
    const optionNames = new Set<string>();
    let optional = false;
    for (const option of options) {
      const where = `${at} ${option.name}`;
      if (optionNames.has(option.name)) problems.push(`${where}: the option name is used twice`);
      optionNames.add(option.name);
      problems.push(...nameProblems(where, option.name), ...descriptionProblems(where, option.description));
      problems.push(...translationProblems(where, option));
      const required = 'required' in option && option.required === true;
      if (required && optional)
        problems.push(`${where}: a required option must come before every optional one`);
      optional ||= !required;
      if (option.type === ApplicationCommandOptionType.String)
        problems.push(...stringProblems(where, option));
    }
    const total = characters(command);
    if (total > COMMAND_TOTAL_MAX)
      problems.push(`${at}: ${total} characters, more than ${COMMAND_TOTAL_MAX}`);
  }
  return problems;
}

/** A translated name and description follow the same rules as the English ones. */
function translationProblems(
  at: string,
  json: {
    name_localizations?: Partial<Record<Locale, string | null>> | null;
    description_localizations?: Partial<Record<Locale, string | null>> | null;
  },
): string[] {
  const problems: string[] = [];
  for (const [locale, name] of Object.entries(json.name_localizations ?? {}))
    if (name) problems.push(...nameProblems(`${at} (${locale})`, name));
  for (const [locale, description] of Object.entries(json.description_localizations ?? {}))
    if (description) problems.push(...descriptionProblems(`${at} (${locale})`, description));
  return problems;
}

function nameProblems(at: string, name: string): string[] {
  if (name.length < 1 || name.length > COMMAND_NAME_MAX || !NAME.test(name)) {
    return [`${at}: the name must be 1-${COMMAND_NAME_MAX} letters, digits, "-" or "_"`];
  }
  return name === name.toLowerCase() ? [] : [`${at}: the name must be lowercase`];
}

function descriptionProblems(at: string, description: string): string[] {
  return description.length >= 1 && description.length <= COMMAND_DESCRIPTION_MAX
    ? []
    : [
        `${at}: the description must be 1-${COMMAND_DESCRIPTION_MAX} characters (it has ${description.length})`,
      ];
}

function stringProblems(
  at: string,
  option: Extract<APIApplicationCommandOption, { type: ApplicationCommandOptionType.String }>,
): string[] {
  const problems: string[] = [];
  const choices = option.choices ?? [];
  if (choices.length > OPTION_CHOICES_MAX)
    problems.push(`${at}: ${choices.length} choices, more than ${OPTION_CHOICES_MAX}`);
  for (const choice of choices) {
    if (choice.name.length < 1 || choice.name.length > CHOICE_NAME_MAX) {
      problems.push(`${at}: choice "${choice.name}": the name must be 1-${CHOICE_NAME_MAX} characters`);
    }
    if (choice.value.length > CHOICE_VALUE_MAX) {
      problems.push(
        `${at}: choice "${choice.name}": the value must be at most ${CHOICE_VALUE_MAX} characters`,
      );
    }
  }
  const max = option.max_length;
  if (max !== undefined && (max < 1 || max > OPTION_MAX_LENGTH_MAX)) {
    problems.push(`${at}: max_length must be 1-${OPTION_MAX_LENGTH_MAX}`);
  }
  return problems;
}

/** What Discord counts toward a command's 8000: names, descriptions, choice names and values. */
function characters(command: CommandJson): number {
  let total = command.name.length + command.description.length;
  for (const option of command.options ?? []) {
    total += option.name.length + option.description.length;
    if (option.type === ApplicationCommandOptionType.String) {
      for (const choice of option.choices ?? []) total += choice.name.length + choice.value.length;
    }
  }
  return total;
}
