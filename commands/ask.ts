import { ask as answerQuestion } from '../src/answers/ask.js';
import { defineCommand, hideOption, mentionOption } from '../src/command.js';

/** The longest question the option takes (and a mention is cut to). */
export const QUESTION_MAX = 1000;

export const ask = defineCommand({
  name: 'ask',
  description: 'Ask a question about benchmarks in plain words',
  localized: { 'zh-CN': { name: '提问', description: '用日常语言提一个关于基准测试的问题' } },
  options: [
    {
      name: 'question',
      description: 'For example: is kcle GPQA Diamond?',
      localized: { 'zh-CN': { name: '问题', description: '例如：kcle 是 GPQA Diamond 吗？' } },
      type: 'string',
      required: true,
      maxLength: QUESTION_MAX,
    },
    hideOption,
    mentionOption,
  ],
  run: ({ question }, context) => answerQuestion(context, question),
});
