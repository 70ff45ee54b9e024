import { ask as answerQuestion } from '../src/answers/ask.js';
import { defineCommand, hideOption, mentionOption } from './command.js';

export const ask = defineCommand({
  name: 'ask',
  description: 'Ask a question about benchmarks in plain words',
  options: [
    {
      name: 'question',
      description: 'For example: is kcle GPQA Diamond?',
      type: 'string',
      required: true,
      maxLength: 1000,
    },
    hideOption,
    mentionOption,
  ],
  run: ({ question }, context) => answerQuestion(context, question),
});
