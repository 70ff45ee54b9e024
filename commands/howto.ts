import { HARNESS_TABLE } from '../src/answers/harnesses.js';
import { howTo } from '../src/answers/howto.js';
import { defineCommand, hideOption, mentionOption } from '../src/command.js';

export const howto = defineCommand({
  name: 'howto',
  description: 'How to run a benchmark, in the words of its record',
  localized: { 'zh-CN': { name: '运行方法', description: '如何运行一个基准测试，按其记录原文' } },
  options: [
    {
      name: 'benchmark',
      description: 'Benchmark id, name or alias',
      localized: { 'zh-CN': { name: '基准', description: '基准测试的 id、名称或别名' } },
      type: 'string',
      required: true,
      autocomplete: true,
      maxLength: 200,
    },
    {
      name: 'harness',
      description: 'Only this harness',
      localized: { 'zh-CN': { name: '评测框架', description: '只看这个评测框架' } },
      type: 'string',
      choices: HARNESS_TABLE.filter((harness) => harness.name !== 'other').map((harness) => ({
        name: harness.name,
        value: harness.name,
        spellings: [harness.label, ...harness.spellings],
      })),
    },
    hideOption,
    mentionOption,
  ],
  // A "did you mean" under /howto opens that record's how-to section.
  suggestionSection: () => 'howto',
  run: ({ benchmark, harness }, context) => howTo(context, benchmark, harness),
});
