import { SECTION_KEYS } from '../src/catalog/record.js';
import { benchCard } from '../src/answers/card.js';
import { defineCommand, hideOption, mentionOption } from '../src/command.js';

export const bench = defineCommand({
  name: 'bench',
  description: 'What a benchmark is, how it is scored, and where its numbers come from',
  localized: { 'zh-CN': { name: '基准', description: '基准测试是什么、如何计分、分数从何而来' } },
  options: [
    {
      name: 'query',
      description: 'Benchmark id, name or alias',
      localized: { 'zh-CN': { name: '名称', description: '基准测试的 id、名称或别名' } },
      type: 'string',
      required: true,
      autocomplete: true,
      maxLength: 200,
    },
    {
      name: 'section',
      description: 'Show one section of the record',
      localized: { 'zh-CN': { name: '章节', description: '只显示记录的一个章节' } },
      type: 'string',
      choices: SECTION_KEYS.map((key) => ({ name: key, value: key })),
    },
    hideOption,
    mentionOption,
  ],
  suggestionSection: ({ section }) => section,
  run: ({ query, section }, { catalog, index }) => benchCard({ catalog, index }, query, section),
});
