/**
 * Discord's limits, one constant each, with where each is documented. Everything that leaves for
 * Discord is cut to these by src/render/discord.ts; deploy checks command payloads against them.
 * Lengths are counted in UTF-16 code units (`string.length`), which is never less than what
 * Discord counts, so a payload within them is within Discord's.
 */

// Messages: https://discord.com/developers/docs/resources/message#create-message-jsonform-params
/** Embeds on one message: 10. */
export const MESSAGE_EMBEDS_MAX = 10;

// Embeds: https://discord.com/developers/docs/resources/message#embed-object-embed-limits
/** Characters across every embed of a message (titles, descriptions, field names and values, footers, author names): 6000. */
export const EMBEDS_TOTAL_MAX = 6000;
/** Embed title: 256 characters. */
export const EMBED_TITLE_MAX = 256;
/** Embed description: 4096 characters. */
export const EMBED_DESCRIPTION_MAX = 4096;
/** Fields on one embed: 25. */
export const EMBED_FIELDS_MAX = 25;
/** Embed field name: 256 characters. */
export const EMBED_FIELD_NAME_MAX = 256;
/** Embed field value: 1024 characters. */
export const EMBED_FIELD_VALUE_MAX = 1024;

// Components: https://discord.com/developers/docs/components/reference#action-row and #button
/** Action rows on one message (legacy components): 5. */
export const MESSAGE_ACTION_ROWS_MAX = 5;
/** Buttons in one action row: 5. */
export const ACTION_ROW_BUTTONS_MAX = 5;
/** Button label: 80 characters. */
export const BUTTON_LABEL_MAX = 80;
/** A component's `custom_id`: 1-100 characters. */
export const CUSTOM_ID_MAX = 100;

// Autocomplete: https://discord.com/developers/docs/interactions/receiving-and-responding#interaction-response-object-autocomplete
/** Choices in one autocomplete response: 25. */
export const AUTOCOMPLETE_CHOICES_MAX = 25;

// Application commands: https://discord.com/developers/docs/interactions/application-commands#application-command-object
/** Command and option names: 1-32 characters, lowercase where the script has case. */
export const COMMAND_NAME_MAX = 32;
/** Command and option descriptions: 1-100 characters. */
export const COMMAND_DESCRIPTION_MAX = 100;
/** Options of one command (or subcommand): 25. */
export const COMMAND_OPTIONS_MAX = 25;
/** Choices of one option: 25. */
export const OPTION_CHOICES_MAX = 25;
/** Choice name (1-100) and string choice value (up to 100): the same bound for both. */
export const CHOICE_NAME_MAX = 100;
export const CHOICE_VALUE_MAX = 100;
/** A string option's `max_length`: 1-6000. */
export const OPTION_MAX_LENGTH_MAX = 6000;
/**
 * Characters of one command across its name, description, and every option's name,
 * description and choice names and values: 8000.
 * https://discord.com/developers/docs/interactions/application-commands#registering-a-command
 */
export const COMMAND_TOTAL_MAX = 8000;
/** Chat-input commands one application may register, globally or in one guild: 100. */
export const COMMANDS_MAX = 100;
