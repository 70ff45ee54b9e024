import { SECTION_KEYS } from '../src/catalog/record.js';
import { benchCard } from '../src/answers/card.js';
import { defineCommand, hideOption, mentionOption } from './command.js';

export const bench = defineCommand({
  name: 'bench',
  description: 'What a benchmark is, how it is scored, and where its numbers come from',
  options: [
    {
      name: 'query',
      description: 'Benchmark id, name or alias',
      type: 'string',
      required: true,
      autocomplete: true,
      maxLength: 200,
    },
    {
      name: 'section',
      description: 'Show one section of the record',
      type: 'string',
      choices: SECTION_KEYS.map((key) => ({ name: key, value: key })),
    },
    hideOption,
    mentionOption,
  ],
  run: ({ query, section }, { catalog, index }) => benchCard({ catalog, index }, query, section),
});
