/**
 * The one registry of commands. The entry (index.ts) passes it to the gateway bot, the HTTP
 * endpoint, the CLI and deploy; a command that is not here does not exist anywhere.
 */
import { opener, type Registry } from '../src/command.js';
import type { ButtonTarget } from '../src/custom-id.js';
import { ask, QUESTION_MAX } from './ask.js';
import { bench } from './bench.js';
import { compare } from './compare.js';
import { howto } from './howto.js';
import { reload } from './reload.js';

export const registry: Registry = {
  commands: [bench, compare, howto, ask, reload],
  button: opener(bench, (target: ButtonTarget) => ({ query: target.id, section: target.section })),
  // A question longer than the option allows is cut rather than refused: a mention has no form to fix.
  question: opener(ask, (text: string) => ({ question: text.slice(0, QUESTION_MAX) })),
};
