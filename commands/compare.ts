import { compareBenchmarks } from '../src/answers/compare.js';
import { defineCommand, hideOption, mentionOption } from './command.js';

export const compare = defineCommand({
  name: 'compare',
  description: 'Whether two benchmark scores can be compared, and every reason why not',
  options: [
    {
      name: 'a',
      description: 'First benchmark',
      type: 'string',
      required: true,
      autocomplete: true,
      maxLength: 200,
    },
    {
      name: 'b',
      description: 'Second benchmark',
      type: 'string',
      required: true,
      autocomplete: true,
      maxLength: 200,
    },
    { name: 'score_a', description: 'A score on the first benchmark', type: 'number' },
    { name: 'score_b', description: 'A score on the second benchmark', type: 'number' },
    hideOption,
    mentionOption,
  ],
  run: ({ a, b, score_a, score_b }, context) => compareBenchmarks(context, a, b, score_a, score_b),
});
