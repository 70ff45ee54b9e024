import { HARNESSES } from '../src/catalog/schema.js';
import { howTo } from '../src/answers/howto.js';
import { defineCommand, hideOption, mentionOption } from './command.js';

export const howto = defineCommand({
  name: 'howto',
  description: 'How to run a benchmark, in the words of its record',
  options: [
    {
      name: 'benchmark',
      description: 'Benchmark id, name or alias',
      type: 'string',
      required: true,
      autocomplete: true,
      maxLength: 200,
    },
    {
      name: 'harness',
      description: 'Only this harness',
      type: 'string',
      choices: HARNESSES.filter((name) => name !== 'other').map((name) => ({ name, value: name })),
    },
    hideOption,
    mentionOption,
  ],
  run: ({ benchmark, harness }, context) => howTo(context, benchmark, harness),
});
