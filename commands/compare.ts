import { compareResults } from '../src/answers/compare-results.js';
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
    {
      name: 'model_a',
      description: "A model's reported result on the first benchmark",
      localized: { 'zh-CN': { name: '模型_a', description: '某个模型在第一个基准测试上的已报告结果' } },
      type: 'string',
      autocomplete: 'models',
      maxLength: 100,
    },
    {
      name: 'model_b',
      description: "A model's reported result on the second benchmark",
      localized: { 'zh-CN': { name: '模型_b', description: '某个模型在第二个基准测试上的已报告结果' } },
      type: 'string',
      autocomplete: 'models',
      maxLength: 100,
    },
    hideOption,
    mentionOption,
  ],
  // With a model on either side, reported results are compared (compareResults); else the benchmarks.
  run: ({ a, b, score_a, score_b, model_a, model_b }, context) =>
    model_a !== undefined || model_b !== undefined
      ? compareResults(context, { a, b, modelA: model_a, modelB: model_b, scoreA: score_a, scoreB: score_b })
      : compareBenchmarks(context, a, b, score_a, score_b),
});
