import { compareBenchmarks } from '../src/answers/compare.js';
import { defineCommand, hideOption, mentionOption } from '../src/command.js';

export const compare = defineCommand({
  name: 'compare',
  description: 'Whether two benchmark scores can be compared, and every reason why not',
  localized: { 'zh-CN': { name: '比较', description: '两个基准测试的分数能否比较，以及所有不能比较的原因' } },
  options: [
    {
      name: 'a',
      description: 'First benchmark',
      localized: { 'zh-CN': { name: 'a', description: '第一个基准测试' } },
      type: 'string',
      required: true,
      autocomplete: true,
      maxLength: 200,
    },
    {
      name: 'b',
      description: 'Second benchmark',
      localized: { 'zh-CN': { name: 'b', description: '第二个基准测试' } },
      type: 'string',
      required: true,
      autocomplete: true,
      maxLength: 200,
    },
    {
      name: 'score_a',
      description: 'A score on the first benchmark',
      localized: { 'zh-CN': { name: '分数_a', description: '第一个基准测试上的分数' } },
      type: 'number',
    },
    {
      name: 'score_b',
      description: 'A score on the second benchmark',
      localized: { 'zh-CN': { name: '分数_b', description: '第二个基准测试上的分数' } },
      type: 'number',
    },
    hideOption,
    mentionOption,
  ],
  run: ({ a, b, score_a, score_b }, context) => compareBenchmarks(context, a, b, score_a, score_b),
});
