/**
 * Chinese in, Chinese out: a question asked in Chinese gets its verdict and framing in Chinese,
 * while quotations stay in the record's own words. The answers are built in English, from fixed
 * templates; this is the one table of those templates in Chinese, applied to a reply's title, lead,
 * headings and warnings, and to the one section that is benchbot's own verdict (two scores). A template without a row here stays English, and the question tests
 * check that each Chinese question's lead opens in Chinese.
 */
import type { Reply } from '../reply.js';
import { CHINESE_COUNTED } from './chinese-words.js';
import { NUMBER_WORDS } from './facts.js';
import { requiredText } from './required-text.js';

/** Whether a question is written in Chinese: Han characters outside the benchmark names. */
export function asksInChinese(masked: string): boolean {
  return /\p{Script=Han}/u.test(masked);
}

/** Languages as a Chinese answer names them, where a count of one language's part is said. */
const LANGUAGE_IN_CHINESE: Readonly<Record<string, string>> = { Chinese: '中文', English: '英文' };

const BETTER: Record<string, string> = { higher: '高', lower: '低', Higher: '高', Lower: '低' };

/** Who a number comes from, as a question names them. */
const SOURCE_ASKED: Record<string, string> = {
  vendor: '厂商',
  paper: '论文',
  lab: '实验室',
  team: '团队',
  provider: '提供方',
  leaderboard: '排行榜',
  blog: '博客',
  source: '来源',
  report: '报告',
  'model card': '模型卡',
};

/** One conversation or several. */
const TURNS: Record<string, string> = {
  single: '单轮',
  multi: '多轮',
  one: '单轮',
  two: '两轮',
  three: '三轮',
};

/** The languages a topic answer filters by. */
const LANGUAGE: Record<string, string> = {
  Chinese: '中文',
  English: '英文',
  Korean: '韩语',
  Japanese: '日语',
  Arabic: '阿拉伯语',
  French: '法语',
  German: '德语',
  Spanish: '西班牙语',
};

/** What a benchmark is made of, as a question asks whether two share it. */
const ITEMS: Readonly<Record<string, string>> = {
  data: '数据',
  items: '题目',
  questions: '题目',
  problems: '题目',
  tasks: '任务',
  prompts: '提示',
  votes: '投票',
};

/** The catalog's categories, as a Chinese answer names them. */
const CATEGORY: Readonly<Record<string, string>> = {
  reasoning: '推理',
  knowledge: '知识',
  coding: '代码',
  safety: '安全',
  agentic: '智能体',
  'human-preference': '人类偏好',
  math: '数学',
  'long-context': '长上下文',
  domain: '专业领域',
  composite: '综合',
  'instruction-following': '指令遵循',
  generation: '生成',
  embedding: '嵌入',
  translation: '翻译',
  multimodal: '多模态',
};

/** The kinds of source a reported result comes from. */
const SOURCE: Record<string, string> = {
  'provider self-report': '厂商自报',
  'independent evaluator': '独立评测方',
};

/** The ways a set is divided, in Chinese: "66 subjects" is 66 个科目. */
const DIVISION_ZH: Readonly<Record<string, string>> = {
  category: '类别',
  subject: '科目',
  domain: '领域',
  dimension: '维度',
  subcategory: '子类别',
  topic: '主题',
  area: '领域',
  discipline: '学科',
  subtask: '子任务',
  level: '难度等级',
  tier: '难度档',
};

/** What a field is called, for "the catalog does not establish the X of Y". */
const WHAT: Record<string, string> = {
  licence: '许可证',
  'size (item count)': '题量',
  'top score': '最高分',
  publisher: '发布者',
  authors: '作者',
  'release date': '发布时间',
  'random baseline': '随机基线',
  'human baseline': '人类基线',
  paper: '论文',
  'task format': '任务格式',
  languages: '语言',
  leaderboard: '排行榜',
  'shot count': '样例数',
  'default setting': '默认设置',
  'breakdown into categories': '类别划分',
  'update cadence': '更新频率',
};

/** The splits of a dataset. */
const SPLIT_ZH: Record<string, string> = {
  test: '测试集',
  validation: '验证集',
  dev: '开发集',
  train: '训练集',
  evaluation: '评测集',
  'public evaluation': '公开评测集',
  'private evaluation': '私有评测集',
  'semi-private evaluation': '半私有评测集',
};

/** The part of a set no record is that a question asks about ("a subset of the Winograd …"). */
const RELATION_ZH: Readonly<Record<string, string>> = {
  subset: '子集',
  part: '一部分',
  portion: '一部分',
  split: '划分',
  sample: '抽样',
};

/** The relation an identity question asks, as ask-relate words it. */
const ASKED: readonly [RegExp, string][] = [
  [/^a subset of (\S+)$/, '$1 的子集'],
  [/^one of (\S+)'s (\S+)$/, '$1 的其中一项'],
  [/^a machine translation of (\S+)$/, '$1 的机器翻译版'],
  [/^a human translation of (\S+)$/, '$1 的人工翻译版'],
  [/^a translation of (\S+)$/, '$1 的翻译版'],
  [/^a version or successor of (\S+)$/, '$1 的新版本或后继'],
  [/^the same benchmark as (\S+)$/, '与 $1 相同的基准'],
  [/^made of the same votes as (\S+)$/, '由与 $1 相同的投票得出'],
  [/^made of the same data as (\S+)$/, '由与 $1 相同的数据组成'],
  [/^made of the same \S+ as (\S+)$/, '由与 $1 相同的题目组成'],
  [/^a variant of (\S+)$/, '$1 的变体'],
  [/^just (\S+) with a change$/, '只是改动过的 $1'],
  // "就是 humaneval 多加了一些题目": the change as the question wrote it in Chinese.
  [/^just (\S+) with ([^a-z]*[\u4e00-\u9fff][^a-z]*)$/, '只是 $1 $2'],
  [/^a different benchmark from (\S+)$/, '与 $1 不同的基准'],
];

function asked(phrase: string): string {
  // "an official variant of X": X 的官方变体.
  const official = /^an official /.test(phrase);
  const plain = official ? phrase.replace(/^an official /, 'a ') : phrase;
  for (const [pattern, chinese] of ASKED)
    if (pattern.test(plain)) {
      const said = plain.replace(pattern, chinese);
      return official ? said.replace(' 的', ' 的官方') : said;
    }
  return phrase;
}

/** Where a score stands against a mark, as scoreContext words it. */
function placed(text: string): string {
  return text
    .replace(
      /, though its note names a higher one \((.+?), saturation\.note\)/g,
      '，不过附注提到更高的分数（$1，saturation.note）',
    )
    .replace(/\bjust above\b/g, '略高于')
    .replace(/, near chance/g, '，接近随机水平')
    .replace(/; worse than it, since lower is better/g, '；越低越好，所以比它差')
    .replace(/; better than it, since lower is better/g, '；越低越好，所以比它好')
    .replace(/\babove\b/g, '高于')
    .replace(/\bbelow\b/g, '低于')
    .replace(/\bat\b/g, '等于')
    .replace(/the random baseline/g, '随机基线')
    .replace(/the chance its text gives/g, '记录正文给出的随机水平')
    .replace(/the human baseline/g, '人类基线')
    .replace(/the top score the record gives/g, '记录给出的最高分')
    .replace(/the top (.+?) its note gives/g, '记录注释给出的 $1 最高分')
    .replace(/the maximum/g, '满分')
    .replace(/, (?=\S+基线|记录|满分|高于|低于|等于)/g, '，');
}

/** A usual split's name in Chinese: "validation" 验证集. */
function splitInChinese(split: string): string {
  return { validation: '验证集', test: '测试集', train: '训练集', heldout: '保留集' }[split] ?? `${split} 集`;
}

/** The settings two runs differ in, as differingSettings words them. */
function settingsIn(text: string): string {
  return text
    .replace(/your run against a number reported elsewhere/g, '你们自己的运行对比别处报告的数字')
    .replace(
      /your judge (\S+) against (\S+), the judge the record names/g,
      '你们的裁判模型 $1，而记录写明的裁判是 $2',
    )
    .replace(/(\S+) against (\S+) shots/g, '$1 对 $2 个样例')
    .replace(/(\S+) against (\S+) (?:options|choices)/g, '$1 个选项对 $2 个选项')
    .replace(/(\S+) against (\S+) (?:attempts|samples|trials|seeds)/g, '$1 次对 $2 次尝试')
    .replace(/\bharnesses (\S+) and (\S+)/g, '评测框架 $1 和 $2')
    .replace(/\bversions (\S+) and (\S+)/g, '版本 $1 和 $2')
    .replace(/\bcontext lengths (\S+) and (\S+)/g, '上下文长度 $1 和 $2')
    .replace(/\bthe metrics (\S+) and (\S+)/g, '指标 $1 和 $2')
    .replace(/\bthe splits or variants (.+?)(?=;|$)/g, '拆分或变体 $1')
    .replace(
      /\bthe splits (\S+) and (\S+)/g,
      (_all, one: string, other: string) => `${splitInChinese(one)}和${splitInChinese(other)}`,
    )
    .replace(/\bthe configurations (.+?) and (.+?)(?=;|$)/g, '配置 $1 和 $2')
    .replace(/\bthe harness tasks (\S+) and (\S+?)(?=;|$)/g, '评测任务 $1 和 $2')
    .replace(/\bturns (\S+) and (\S+)/g, '第 $1 轮和第 $2 轮')
    .replace(/\btwo judges\b/g, '两个不同的裁判')
    .replace(/\bruns at two dates \((.+?)\)/g, '两个时间点的运行（$1）')
    .replace(/\bthen and now\b/g, '以前和现在')
    .replace(/\bnumbers from (\S+) and (\S+)/g, '来自 $1 和 $2 的数字')
    .replace(
      /\bnumbers from two (\S+?)s\b/g,
      (_all, source: string) => `来自两个不同${SOURCE_ASKED[source] ?? ` ${source} `}的数字`,
    )
    .replace(
      /(\S+)-turn against (\S+)-turn/g,
      (_all, one: string, other: string) => `${TURNS[one] ?? one}对${TURNS[other] ?? other}`,
    )
    .replace(/chain-of-thought against no chain-of-thought/g, '有思维链对无思维链')
    .replace(/\bwith and without (\S+)/g, '带与不带 $1')
    .replace(
      /\bthe languages (\S+) and (\S+)/g,
      (_all, one: string, other: string) => `语言 ${LANGUAGE[one] ?? one} 和 ${LANGUAGE[other] ?? other}`,
    )
    .replace(/one part of the benchmark against its overall score/g, '基准的一部分对比它的总分')
    .replace(/strict against loose/g, 'strict 对 loose')
    .replace(/; /g, '；');
}

type Row = readonly [RegExp, string | ((...groups: string[]) => string)];

/** English lead templates and their Chinese, most specific first. */
const ROWS: readonly Row[] = [
  [
    /No: (\S+) and (\S+) name one benchmark, (\S+), but their numbers are not one quantity; its record says \(([^)]+)\): /g,
    '不是：$1 和 $2 是同一个基准（$3），但两个数字不是同一个量；记录原文（$4）：',
  ],
  [/^(\S+)'s (\S+) part and (\S+)$/g, '$1 的 $2 部分与 $3'],
  [
    /^Yes: the (\S+) part of (\S+) is (\S+)'s own set, by its record \(([^)]+)\): /g,
    '是：$2 的 $1 部分就是 $3 原有的题集，记录原文（$4）：',
  ],
  [/ Its text gives another scale too \(([^)]+)\): (?=“)/g, ' 记录正文还给出了另一种分制（$1）：'],
  [
    /^The question names no benchmark; of the catalog's records, only (\S+) says “([^”]+)” in its (\w+), so this answers from it\. /g,
    '问题没有点名基准；目录中只有 $1 的记录在 $3 里写到“$2”，所以按它回答。',
  ],
  [
    /^Yes: (\S+) is a version of (\S+) in (.+?)\. It names \2 as its (predecessor|family) \(\1, lineage\.\w+\); its languages are (.+?) \(dataset\.languages\)\. \1: /g,
    (_m, version: string, record: string, languages: string, field: string, codes: string) =>
      `有：${version} 是 ${record} 的 ${languages
        .split(' and ')
        .map((one) => LANGUAGE[one] ?? one)
        .join(
          '、',
        )} 版本。它把 ${record} 列为${field === 'predecessor' ? '前身' : '所属系列'}（${version}, lineage.${field}）；语言：${codes}（dataset.languages）。${version}：`,
  ],
  [
    /^(Yes|No): a (machine|human) translation, by the record of (\S+) \(([^)]+)\): /g,
    (_m, verdict: string, manner: string, id: string, where: string) =>
      `${verdict === 'Yes' ? '是' : '不是'}：据 ${id} 的记录，是${manner === 'machine' ? '机器' : '人工'}翻译（${where}）：`,
  ],
  [
    /^A (machine|human) translation, by the record of (\S+) \(([^)]+)\): /g,
    (_m, manner: string, id: string, where: string) =>
      `是${manner === 'machine' ? '机器' : '人工'}翻译：据 ${id} 的记录（${where}）：`,
  ],
  // Whether it is a kind of benchmark (category-asked.ts).
  [/^Yes: the category of (\S+) is ([\w-]+) \(category\)\./g, '是的：$1 的类别是 $2（category）。'],
  [/^[A-Z][\w-]+: the category of (\S+) is ([\w-]+) \(category\)\./g, '$1 的类别是 $2（category）。'],
  [/^Yes: the tags of (\S+) include ([\w-]+) \(tags\)\./g, '是的：$1 的标签包括 $2（tags）。'],
  [
    /^Yes: the subcategory of (\S+) is “([^”]+)” \(subcategory\)\./g,
    '是的：$1 的子类别是“$2”（subcategory）。',
  ],
  [
    /^Yes: the modalities of (\S+) are (.+?) \(dataset\.modalities\)\./g,
    '是的：$1 的模态是 $2（dataset.modalities）。',
  ],
  [
    / And the (?:category|tags|subcategory|modalities) of (\S+) (?:is|include|are) (.+?) \((\S+)\)\./g,
    ' 另外，$1 的 $3 为 $2。',
  ],
  [/^Not by its category: (?=\S+ is filed under )/g, '按类别不算：'],
  [
    /^Not as such: the (?:category|tags|subcategory|modalities) of (\S+) (?:is|include|are) (.+?) \((\S+)\), but the record of \S+ says \(([^)]+)\): /g,
    '不算：虽然 $1 的 $3 为 $2，它的记录原文（$4）：',
  ],
  [/^No: (?=\S+ is filed under )/g, '不是：'],
  [/^Neither: (?=\S+ is filed under )/g, '都不是：'],
  [
    /([\w.-]+) is filed under ([\w-]+) \(category\)(?:, subcategory “([^”]+)”)?(?:; its tags: (.+?) \(tags\))?\./g,
    (_m, id: string, category: string, sub?: string, tags?: string) =>
      `目录把 ${id} 归在 ${category} 类（category）${sub ? `，子类别“${sub}”` : ''}${tags ? `；标签：${tags}（tags）` : ''}。`,
  ],
  [/ None of its fields files it under (.+?)\.(?= |$)/g, ' 它的字段都没有把它归为 $1。'],
  [/ Its record does speak of ([\w-]+) \(([^)]+)\): /g, ' 不过它的记录提到了 $1（$2）：'],
  // First: the languages row below would read its middle ("it is in en (dataset.languages)").
  [
    /The catalog has no record of (.+?): (\S+) is in (.+?), not (\S+) \(dataset\.languages\)\./g,
    (_m, name, id, spoken, language) =>
      `目录中没有 ${name} 的记录：${id} 的语言是 ${spoken}，不是${LANGUAGE[language] ?? language}（dataset.languages）。`,
  ],
  [
    /No (\S+) record is in (\S+) \(category, dataset\.languages\)\./g,
    (_m, category, language) =>
      `没有${LANGUAGE[language] ?? language}的 ${category} 类记录（category、dataset.languages）。`,
  ],
  [
    /The catalog has a record of (\S+), but not in (\S+): it is in (.+?) \(dataset\.languages\)\./g,
    (_m, id, language, languages) =>
      `目录中有 ${id} 的记录，但不是${LANGUAGE[language ?? ''] ?? language}版：它的语言是 ${languages}（dataset.languages）。`,
  ],
  [
    /^(\S+) is scored by (.+?) \(metric\.name\)\. (?=Yes|No|(?:Higher|Lower) is better)/g,
    '$1 的评分指标是 $2（metric.name）。',
  ],
  [
    /(\S+) is scored by (.+?) \(metric\.name\); (for its headline metric, )?(higher|lower) is better \(metric\.direction\)\./g,
    (_m, id, metric, headline, better) =>
      `${id} 的评分指标是 ${metric}（metric.name），${headline ? '就主指标而言，' : ''}越${BETTER[better ?? ''] ?? ''}越好（metric.direction）。`,
  ],
  [
    /(?<=^|\. |。)(Yes|No): (?=(?:higher|lower) is better on )/g,
    (_m, verdict) => (verdict === 'Yes' ? '是的：' : '不是：'),
  ],
  [
    /(?:(Not always|Not for all of them)[:.] )?(Higher|Lower|higher|lower) is better on (\S+) by its direction field \(metric\.direction\), but its record qualifies that \(([^)]+)\): /g,
    (_m, not, better, id, where) =>
      `${not ? (not === 'Not always' ? '不总是：' : '并非全部如此：') : ''}按 metric.direction，${id} 的分数越${BETTER[better ?? ''] ?? ''}越好，但记录对此有限定（${where}）：`,
  ],
  [
    /(Higher|Lower|higher|lower) is better on (\S+) \(metric\.direction\)(?:; its unit is (.+?) \(metric\.unit\))?\./g,
    (_m, better, id, unit) =>
      `${id} 的分数越${BETTER[better ?? ''] ?? ''}越好（metric.direction）${unit ? `，单位是 ${unit}（metric.unit）` : ''}。`,
  ],
  [
    /(\S+) is not past the top score the record gives: (\S+) short of it \((.+?), saturation\.top_score; its note is below\)\./g,
    '$1 没有超过记录给出的最高分，还差 $2（$3，saturation.top_score；附注见下）。',
  ],
  [
    /The top score the record gives \((.+?), saturation\.top_score\) is of the (\S+) split, not the (\S+) split asked about; the record says \(([^)]+)\): /g,
    '记录给出的最高分（$1，saturation.top_score）是 $2 split 的，不是所问的 $3 split，不能拿来比；记录原文（$4）：',
  ],
  [
    /The top score the record gives \((.+?), saturation\.top_score\) is of version (\S+), not the (\S+) asked about(?:; the record says \(([^)]+)\): |\.)/g,
    (_m, top, ofTop, asked, where) =>
      `记录给出的最高分（${top}，saturation.top_score）是 ${ofTop} 版的，不是所问的 ${asked} 版，不能拿来比${where ? `；记录原文（${where}）：` : '。'}`,
  ],
  [
    /The top score the record gives \((.+?), saturation\.top_score\) is not a score on the (.+?) asked about; the record gives none of the .+? alone\./g,
    '记录给出的最高分（$1，saturation.top_score）不是 $2 上的分数；记录没有单独给出它的分数。',
  ],
  [
    /The record of (\S+) counts, by (the part asked|part): (.+?) \(([\w., ]+)\)\./g,
    (_m, id, by: string, parts: string, where) =>
      `${id} 的记录按${by === 'part' ? '' : '所问的'}部分计数：${parts
        .split(', ')
        .map((one) => one.replace(/^(\S+)(?= )/, (part) => SPLIT_ZH[part] ?? part))
        .join('；')}（${where}）。`,
  ],
  [
    /^What is released of (\S+) counts ([\d,]+) \(dataset\.size\): “([^”]+)” The paper's design counts, by (the part asked|part): (.+?) \(([\w., ]+)\)\./g,
    (_m, id: string, size: string, quote: string, by: string, parts: string, where: string) =>
      `${id} 已发布的部分共 ${size} 条（dataset.size）：“${quote}” 论文设计中按${by === 'part' ? '' : '所问的'}部分计数：${parts
        .split(', ')
        .map((one) => one.replace(/^(\S+)(?= )/, (part) => SPLIT_ZH[part] ?? part))
        .join('；')}（${where}）。`,
  ],
  [/(\S+) has ([\d,]+) items in all \(dataset\.size\)\./g, '$1 总共 $2 道题（dataset.size）。'],
  [
    /The top score the record gives \((.+?), saturation\.top_score\) is not a score on the (.+?) asked about; the record says \(([^)]+)\): /g,
    '记录给出的最高分（$1，saturation.top_score）不是 $2 上的分数，不能拿来比；记录原文（$3）：',
  ],
  [
    /(\S+) would be past the top score the record gives, by (\S+) \((.+?), saturation\.top_score; its note is below\)\./g,
    '$1 会超过记录给出的最高分 $2（$3，saturation.top_score；附注见下）。',
  ],
  [
    /(\S+(?: % \S+)?) is not past the best figure the record gives: its note gives (.+?), above its top score field, which \S+(?: % \S+)? passes by (\S+) \((.+?), saturation\.top_score; its note is below\)\./g,
    (_m, score, best, gap, top) =>
      `${score} 并未超过记录给出的最好成绩：其附注给出了 ${best}，高于其最高分字段（${top.replace(' as of ', '，截至 ')}，saturation.top_score），${score} 只比该字段高 ${gap}（附注见下）。`,
  ],
  [
    /(\S+) equals the top score the record gives \((.+?), saturation\.top_score; its note is below\)\./g,
    '$1 等于记录给出的最高分（$2，saturation.top_score；附注见下）。',
  ],
  [
    /(\S+) (is past|is not past|equals|is above|is below|is at) (.+?)'s (\S+(?: \S+)?) as the record of (\S+) gives it \(([^)]+)\): /g,
    (_m, score, side, model, value, id, where) =>
      `${score} ${({ 'is past': '高于', 'is above': '高于', equals: '等于', 'is at': '等于', 'is below': '低于' } as Record<string, string>)[side ?? ''] ?? '没有超过'} ${id} 的记录给出的 ${model} 的 ${value}（${where}）：`,
  ],
  [
    / Whether (\S+) is state of the art now is not settled by the record, as that note says\./g,
    ' 如该附注所说，记录不能确定 $1 现在是否达到最高水平（SOTA）。',
  ],
  [
    / Whether (\S+) is state of the art now is not settled by the record; its note \(saturation\.note\): /g,
    ' 记录不能确定 $1 现在是否达到最高水平（SOTA）；其附注（saturation.note）：',
  ],
  [/ A figure the record gives to read it against \(([^)]+)\): /g, ' 记录给出的可作参照的数字（$1）：'],
  [/ The record's note on that score \(saturation\.note\): /g, ' 记录对该最高分的附注（saturation.note）：'],
  [/ Its note on the top of the board \(saturation\.note\): /g, ' 记录对榜首情况的附注（saturation.note）：'],
  [
    /The record of (\S+) gives no human baseline \(metric\.human_baseline is empty\), but a human figure in its text \(([^)]+)\): /g,
    '$1 的记录没有给出人类基线（metric.human_baseline 为空），但正文里有人类的成绩（$2）：',
  ],
  [
    /A constant answer, by the record of (\S+) \(([^)]+)\): /g,
    '总答同一个答案的得分，见 $1 的记录原文（$2）：',
  ],
  [
    /The record of (\S+) gives no single random baseline \(metric\.random_baseline is empty\), but a chance figure in its text \(([^)]+)\): /g,
    '$1 的记录没有给出单一的随机基线（metric.random_baseline 为空），但正文给出了随机水平（$2）：',
  ],
  [
    /The record of (\S+) gives no (human|random) baseline \((metric\.\w+) is empty\)\./g,
    (_m, id, which, where) =>
      `${id} 的记录没有给出${which === 'human' ? '人类' : '随机'}基线（${where} 为空）。`,
  ],
  [
    /The record of (\S+) gives no top score \(saturation\.top_score is empty\)\./g,
    '$1 的记录没有给出最高分（saturation.top_score 为空）。',
  ],
  [/(\S+) is the better of (\S+) and (\S+) there\./g, '在这里 $2 和 $3 中 $1 更好。'],
  [
    /Of (\S+), (lower|higher) is better, by the record \(([^)]+)\): /g,
    (_m, measure, way, where) => `${measure} 越${way === 'lower' ? '低' : '高'}越好，记录原文（${where}）：`,
  ],
  [
    /(?:^| )The gap is (\S+) points(?:, about (\S+) of its (\S+) (test )?items)?\./g,
    (_m, gap, items, size, test) =>
      ` 差距是 ${gap} 分${items ? `，约合${test ? '测试集' : ''} ${size} 道题中的 ${items} 道` : ''}。`,
  ],
  [/ What the record says of small differences \(([^)]+)\): /g, ' 记录对小差距的说法（$1）：'],
  [
    /^Not comparable as given: the record reports (.+?) under (?:a setting of its own|settings of their own), which the question does not name \(([^)]+)\): /g,
    (_m, numbers: string, where: string) =>
      `按所给的情况不可比：记录中的 ${numbers.replace(/ and /g, ' 和 ')} 各有其设置，问题里没有说明（${where}）：`,
  ],
  [
    // Up to the sentence's end, not the dot of a field's name ("metric.random_baseline").
    /For reference, (.+?)\.(?=\s|$)/g,
    (_m, marks) =>
      `参考：${placed(marks ?? '')
        .replace(/ is /g, '是 ')
        .replace(/ and /g, '，')}。`,
  ],
  [
    /So (\S+) → (\S+) is worse, but not necessarily a regression: it is one only if both runs used the same configuration and data of (\S+)\./g,
    '所以 $1 → $2 变差了，但不一定是退步：只有两次运行使用了 $3 的相同配置和数据才算。',
  ],
  [
    /So (\S+) → (\S+) is an improvement, not a regression, if both runs used the same configuration\./g,
    '所以 $1 → $2 是进步而不是退步，前提是两次运行配置相同。',
  ],
  // "has 4723 tasks, right?": the claim's yes or no before the count.
  [
    /(?<=^|\s)Yes: (\S+) has ([\d,]+) items \(dataset\.size\), and its record says of the other \(dataset\.size_note\): /g,
    '一样：$1 有 $2 道题（dataset.size），它的记录这样说另一个（dataset.size_note）：',
  ],
  [
    /(?<=^|\s)As many as one split of the other: (\S+) has ([\d,]+) items \(dataset\.size\), and its record says of the other \(dataset\.size_note\): /g,
    '只和另一个的一个划分一样多：$1 有 $2 道题（dataset.size），它的记录这样说另一个（dataset.size_note）：',
  ],
  [/^Yes: (?=\S+ has [\d,]+ items)/g, '对：'],
  [/^No: (?=\S+ has [\d,]+ items)/g, '不对：'],
  [/^Yes, at first; now (?=\S+ has [\d,]+ items)/g, '对，最初是；现在 '],
  [/^Not now: (?=\S+ has [\d,]+ items)/g, '现在不是：'],
  [/ It had ([\d,]+) at first; the record says \(([^)]+)\): /g, ' 最初是 $1；记录原文（$2）：'],
  [
    /(\S+) has ([\d,]+) items in total, by its size note \(dataset\.size_note\): /g,
    '$1 总共有 $2 道题，据规模说明（dataset.size_note）：',
  ],
  [
    / Its size field, ([\d,]+), counts the (\S+) split \(dataset\.size\)\./g,
    (_m, size, split) => ` dataset.size 的 ${size} 只是${SPLIT_ZH[split ?? ''] ?? ` ${split} 集`}的题数。`,
  ],
  [
    / Its size field, ([\d,]+), counts only part of it \(dataset\.size\)\./g,
    ' dataset.size 的 $1 只数了其中一部分。',
  ],
  [/(\S+) has ([\d,]+) items \(dataset\.size\)\./g, '$1 共有 $2 道题（dataset.size）。'],
  [/(\S+) has ([\d,]+) tasks \(dataset\.size\)\./g, '$1 共有 $2 个任务（dataset.size）。'],
  [/(\S+) has ([\d,]+) datasets \(dataset\.size\)\./g, '$1 共有 $2 个数据集（dataset.size）。'],
  [/ The record gives ([\d,]+) for something else \(([^)]+)\): /g, ' 记录里的 $1 指的是别的（$2）：'],
  [/ On ([\d,]+), the record says \(([^)]+)\): /g, ' 关于 $1，记录原文（$2）：'],
  [/ On ([\d,]+) and ([\d,]+), the record says \(([^)]+)\): /g, ' 关于 $1 和 $2，记录原文（$3）：'],
  [/ What changed \(([^)]+)\): /g, ' 变化之处（$1）：'],
  [/The record's own item count is ([\d,]+) \(dataset\.size\)\./g, '记录自身的题量是 $1（dataset.size）。'],
  [/How (\S+) grows, in its record's words \(([^)]+)\): /g, '$1 的增长速度，记录原文（$2）：'],
  [
    /(\S+) has ([\d,]+) (\w+) by its size note; its size field is ([\d,]+) \(dataset\.size\), and the note says what that counts \(dataset\.size_note\): /g,
    '按规模说明，$1 有 $2 道题（$3）；dataset.size 是 $4，规模说明写明了它数的是什么（dataset.size_note）：',
  ],
  [
    /The size field of (\S+) is ([\d,]+) \(dataset\.size\); its size note says what that counts \(dataset\.size_note\): /g,
    '$1 的 dataset.size 是 $2；规模说明写明了它数的是什么（dataset.size_note）：',
  ],
  [
    // The part's count, and the whole's when it is said after it.
    // "2,130 (ForeverDreaming 337, TVMegaSite 1,793)": the split of each source after the sum.
    /The ((?:public|private|semi-private) evaluation|\S+) (split|part|release) of (\S+(?: v?\d[\d.]*)?) has ([\d,]+)(?: \(([^)]+)\))? items \(([\w.]+)\)\.(?: In all, ([\d,]+) \(dataset\.size\)\.)?/g,
    (_m, split, called, id, count, bySource, field, all) =>
      `${id} 的${SPLIT_ZH[split ?? ''] ?? (called === 'part' ? ` ${split} 部分` : called === 'release' ? ` ${split} 版` : `${split} 集`)}有 ${count} 道题${bySource ? `（${bySource}）` : ''}（${field}）` +
      (all ? `；共 ${all} 道（dataset.size）。` : '。'),
  ],
  [/ Its text says why: /g, ' 记录正文说明了原因：'],
  [
    /The catalog does not establish the (.+?) of (\S+?)\./g,
    (_m, what, id) => `目录没有给出 ${id} 的${WHAT[what ?? ''] ?? what}。`,
  ],
  [/What (\S+) is, in the record of (\S+) \(([^)]+)\): /g, '$2 的记录对 $1 的说明（$3）：'],
  [/ ?How the score comes about \(([^)]+)\): /g, ' 分数的来由（$1）：'],
  [
    /Not only (.+?): its metric\.name names other metrics beside it\./g,
    '不只是 $1：metric.name 还列出了其他指标。',
  ],
  [
    /In some reports only: its metric\.name names (.+?) after its first metrics, as another report's\./g,
    '只在部分报告中：metric.name 把 $1 列在主要指标之后，作为别处报告的指标。',
  ],
  [
    /The licence field of (\S+) is empty; its text speaks of the licence \(([^)]+)\): /g,
    '$1 的 license 字段为空；其正文提到了许可（$2）：',
  ],
  [
    /The languages field of (\S+) is empty; its text names them \(([^)]+)\): /g,
    '$1 的 languages 字段为空；其正文列出了语言（$2）：',
  ],
  [/Shots for (\S+): (\S+), with chain of thought\. /g, '$1 的样例数：$2-shot，带思维链（CoT）。'],
  [/Shots for (\S+): (\S+), without chain of thought\. /g, '$1 的样例数：$2-shot，不带思维链（CoT）。'],
  [/Shots for (\S+): (\S+)\. /g, '$1 的样例数：$2-shot。'],
  [/The record of (\S+) says how many shots \(([^)]+)\): /g, '$1 的记录说明了样例数（$2）：'],
  [/The record of (\S+) says what runs by default \(([^)]+)\): /g, '$1 的记录说明了默认设置（$2）：'],
  [
    /The record of (\S+) says what decoding settings to use \(([^)]+)\): /g,
    '$1 的记录说明了解码设置（$2）：',
  ],
  [
    /On what the question asks \(([^)]+)\), the record of (\S+) says \(([^)]+)\): /g,
    '就所问的（$1），$2 的记录这样说（$3）：',
  ],
  [
    / Its direction field says (higher|lower) is better \(metric\.direction\), for its headline metric\./g,
    (_m, better) =>
      ` 它的方向字段写的是越${better === 'higher' ? '高' : '低'}越好（metric.direction），指的是主指标。`,
  ],
  [/(\S+) is made of (\d+): (.+?) \(([\w. ]+)\)\./g, '$1 由 $2 个部分组成：$3（$4）。'],
  [/(\S+) covers (\d+): (.+?) \(([\w. ]+)\)\./g, '$1 涵盖 $2 个基准：$3（$4）。'],
  [
    /Not as its headline: its metric is (.+?) \(metric\.name\), and the record of (\S+) names (.+?) as an extra number \(([^)]+)\): /g,
    '不是主指标：它的指标是 $1（metric.name），$2 的记录只把 $3 作为附加数字（$4）：',
  ],
  [
    /(\S+) is (?:(\S+) (behind|past)|at) the human baseline \((\S+), metric\.human_baseline\)\./g,
    (_m, score, gap, side, human) =>
      `${score} ${gap ? `${side === 'behind' ? '落后' : '超过'}人类基线 ${gap}` : '等于人类基线'}（${human}，metric.human_baseline）。`,
  ],
  [
    /benchbot answers from benchmark records, and that question names none it knows\. Did you mean one of these\?/g,
    'benchbot 根据基准记录回答，而这个问题没有提到它认识的基准。你是不是想问下面这些？',
  ],
  [
    /benchbot answers from benchmark records, and that question names none it knows, nor anything close\./g,
    'benchbot 根据基准记录回答，而这个问题没有提到它认识的基准，也没有相近的。',
  ],
  [/^No benchmark named in that question$/g, '问题中没有认出基准名'],
  [/^Yes: the catalog has a record of (\S+)\. /g, '有：目录中有 $1 的记录。'],
  [/The parts of (\S+), counted \(([\w.]+)\): /g, '$1 各部分的题数（$2）：'],
  [/^Yes\. (?=The licence of )/g, '是。'],
  [
    /^No: it is under (.+?), not plain (.+?); it adds (.+?)\. (?=The licence of )/g,
    '不是：它是 $1 许可，不是单纯的 $2：多了 $3 条款。',
  ],
  [/^No: it is under (.+?), not (.+?)\. (?=The licence of )/g, '不是：它是 $1 许可，不是 $2。'],
  [/The licence of (\S+) \(dataset\.license\): /g, '$1 的许可证（dataset.license）：'],
  [/^No\. (?=Status of )/g, '不是。'],
  [
    /^The catalog has no record named (.+?); this reads it as (\S+), one letter off, which may be another benchmark\. /g,
    '目录中没有名为 $1 的记录；这里按 $2 理解，两者差一个字母，也可能是另一个基准。',
  ],
  [/ Its text on chance \(([^)]+)\): /g, ' 正文关于随机水平的说法（$1）：'],
  [/ What its baseline means, by the record \(([^)]+)\): /g, ' 记录对基线含义的说明（$1）：'],
  [/^No\. (?=On that harness, )/g, '不包含。'],
  [/On that harness, the record of (\S+) says \(([^)]+)\): /g, '就该评测框架，$1 的记录说（$2）：'],
  [
    /(No, on|On) that harness, by the record of (\S+) \(([^)]+)\), quoted above\./g,
    (_m, no, id, where) =>
      `${no === 'No, on' ? '没有：' : ''}就该评测框架，见上文所引 ${id} 的记录原文（${where}）。`,
  ],
  [
    / The dataset's own languages: (.+?) \(dataset\.languages\)\./g,
    ' 数据集本身的语言：$1（dataset.languages）。',
  ],
  [
    /The tasks? asked: (.+?), from the record's pattern (.+?) \(([^)]+)\)\. /g,
    '所问的任务：$1，由记录中的命名模式 $2（$3）展开。',
  ],
  [
    /Status of (\S+): (\S+) \(status\); saturation: (\S+) \(saturation\.status\)\./g,
    '$1 的状态：$2（status）；饱和度：$3（saturation.status）。',
  ],
  [/ Its successors \(lineage\.successors\): ([^.]+)\./g, ' 其后继（lineage.successors）：$1。'],
  [
    /(\S+) is (superseded|deprecated) \(status\)\. /g,
    (_m, id, status) => `${id} 已${status === 'superseded' ? '被取代' : '弃用'}（status）。`,
  ],
  [/The successor of (\S+): ([^()]+) \(lineage\.successors\)\./g, '$1 的后继：$2（lineage.successors）。'],
  [/The record of (\S+) speaks of a later set \(([^)]+)\): /g, '$1 的记录正文提到了更新的一套（$2）：'],
  [
    / Its successors field names none \(lineage\.successors is empty\)\./g,
    ' 后继字段没有列出（lineage.successors 为空）。',
  ],
  [
    /The record of (\S+) names no successor \(lineage\.successors is empty\)\./g,
    '$1 的记录没有列出后继（lineage.successors 为空）。',
  ],
  [
    /benchbot does not run models or evaluations: it answers from benchmark records\. How to run it yourself follows\./g,
    'benchbot 不运行模型或评测：它只根据基准记录回答。下面是自己运行的方法。',
  ],
  [
    /Yes, by translation: the record of (\S+) says it is made from (.+?) \(([^)]+)\): /g,
    '是，经翻译而来：$1 的记录说它由 $2 制作而成（$3）：',
  ],
  [/No, not by translation: the record of (\S+) says \(([^)]+)\): /g, '不是翻译而来：$1 的记录原文（$2）：'],
  [/ Its lineage \(Lineage\): /g, ' 其沿革（Lineage）：'],
  [
    /The record of (\S+) does not call it a translation of the (.+?); of the \2, it says \(([^)]+)\): /g,
    '$1 的记录没有说它是 $2 的翻译；关于 $2，记录原文（$3）：',
  ],
  [
    /The record of (\S+) does not name (.+?); of translation, it says \(([^)]+)\): /g,
    '$1 的记录没有提到 $2；关于翻译，记录原文（$3）：',
  ],
  [
    /The record of (\S+) does not name (.+?), nor say it is a translation\./g,
    '$1 的记录既没有提到 $2，也没有说它是翻译而来的。',
  ],
  [/Yes: the record of (\S+) says so \(([^)]+)\): /g, '是：$1 的记录这样说（$2）：'],
  [
    /The record of (\S+) does not call it a (\w+) of the (.+?); of the \3, it says \(([^)]+)\): /g,
    (_m, id: string, relation: string, object: string, where: string) =>
      `${id} 的记录没有说它是 ${object} 的${RELATION_ZH[relation] ?? relation}；关于 ${object}，记录原文（${where}）：`,
  ],
  [
    /Yes: the record of (\S+) names (.+?) in what it holds \(([^)]+)\): /g,
    '有：$1 的记录提到其中有 $2（$3）：',
  ],
  [
    /No: the record of (\S+) names (.+?) only as what it leaves out \(([^)]+)\): /g,
    '没有：$1 的记录提到 $2，只是说它不在其中（$3）：',
  ],
  [/ Its languages \(dataset\.languages\): ([^.]+)\./g, ' 它的语言（dataset.languages）：$1。'],
  [/The record of (\S+) does not mention (.+?)\.(?= |$)/g, '$1 的记录没有提到 $2。'],
  [
    /No: the scale of (\S+) has no maximum, by its record \(([^)]+)\): /g,
    '没有：$1 的分数没有上限，记录原文（$2）：',
  ],
  [
    /^Yes: (\S+) is among the languages of (\S+) \(dataset\.languages\)\.(?: |$)/g,
    '有：$2 的语言包括 $1（dataset.languages）。',
  ],
  [
    /^No: (\S+) is not among the languages of (\S+) \(dataset\.languages\)\. /g,
    '没有：$2 的语言中没有 $1（dataset.languages）。',
  ],
  [
    /^Not in this record: (\S+) is not among the languages of (\S+) \(dataset\.languages\), but its record speaks of \1 items beside it \(([^)]+)\): /g,
    '这个记录里没有：$2 的语言中没有 $1（dataset.languages），但记录提到了它之外的 $1 题目（$3）：',
  ],
  [/^Yes: (\S+) is a task name of (\S+) \(harness\.(\w+)\)\./g, '是：$1 是 $2 的任务名（harness.$3）。'],
  [
    /Not as written: (\S+) is no task name of (\S+); its tasks are (.+?) \(harness\.(\w+)\)\./g,
    '不完全对：$1 不是 $2 的任务名；它的任务是 $3（harness.$4）。',
  ],
  [
    // "longbench has five tasks in Chinese": the part of one language, counted.
    /^(\S+) has (\S+) ([a-z]+) in ([A-Z][a-z]+): the record says \(([^)]+)\): /g,
    (_m, id, count, noun, language, where) => {
      const spelt = NUMBER_WORDS.indexOf(count.toLowerCase());
      const chinese = CHINESE_COUNTED.find((one) => one.noun === noun)?.counted ?? noun;
      const tongue = LANGUAGE_IN_CHINESE[language] ?? language;
      return `${id} 的${tongue}部分有 ${spelt === -1 ? count : spelt + 1} ${chinese}：记录原文（${where}）：`;
    },
  ],
  [
    // "anli has three rounds": the count in digits, the noun as the question's Chinese said it.
    /(?<=^|” )(\S+) has (\S+) ([a-z]+): the record says \(([^)]+)\): /g,
    (_m, id, count, noun, where) => {
      const spelt = NUMBER_WORDS.indexOf(count.toLowerCase());
      const chinese = CHINESE_COUNTED.find((one) => one.noun === noun)?.counted;
      return chinese
        ? `${id} 有 ${spelt === -1 ? count : spelt + 1} ${chinese}：记录原文（${where}）：`
        : `${id} 有 ${count} ${noun}：记录原文（${where}）：`;
    },
  ],
  [
    / On the figures asked, its note says \(metric\.baseline_note\): /g,
    ' 关于所问的数字，其说明写道（metric.baseline_note）：',
  ],
  [
    / By setting, its note says \(metric\.baseline_note\): /g,
    ' 随设置而定，它的附注写道（metric.baseline_note）：',
  ],
  [
    / By (\w+), its note says \(metric\.baseline_note\): /g,
    ' 按 $1 分，它的附注写道（metric.baseline_note）：',
  ],
  [/When an item counts as passed, the record says \(([^)]+)\): /g, '怎样算通过，记录原文（$1）：'],
  [
    /Not comparable as reported: one of the two numbers is on (.+?), not on (\S+)\./g,
    '按所报告的情况不可比：两个分数中有一个是在 $1 上，而不是在 $2 上。',
  ],
  [
    /By human ratings, not a model judge, in this record: the record of (\S+) says \(([^)]+)\): /g,
    '这个记录用人工评分，而不是模型评审：$1 的记录原文（$2）：',
  ],
  [
    /Not as this record scores it: the record of (\S+) says \(([^)]+)\): /g,
    '这个记录不是这样评分的：$1 的记录原文（$2）：',
  ],
  [/^No partial credit: the record of (\S+) says \(([^)]+)\): /g, '没有部分分：$1 的记录（$2）写道：'],
  [/^Partial credit, yes: the record of (\S+) says \(([^)]+)\): /g, '有部分分：$1 的记录（$2）写道：'],
  [
    /^Not in the headline number: the record of (\S+) says \(([^)]+)\): /g,
    '主分数里没有部分分：$1 的记录（$2）写道：',
  ],
  [
    /^What the record says of partial credit: the record of (\S+) says \(([^)]+)\): /g,
    '关于部分分，$1 的记录（$2）写道：',
  ],
  [
    /^Graded, not pass\/fail: each check passes or fails, and an item scores the share it passes: the record of (\S+) says \(([^)]+)\): /g,
    '按比例计分，有部分分，不是全对或全错：每项检查单独判对错，一道题的得分是通过检查的比例；$1 的记录（$2）写道：',
  ],
  [
    /^In part: partial credit at one level, none at another: the record of (\S+) says \(([^)]+)\): /g,
    '部分有：一个层级给部分分，另一个层级不给；$1 的记录（$2）写道：',
  ],
  [
    /^Each part passes or fails on its own: the record of (\S+) says \(([^)]+)\): /g,
    '每个部分单独判对错：$1 的记录（$2）写道：',
  ],
  [
    /^Graded, not pass\/fail: the record of (\S+) says \(([^)]+)\): /g,
    '按等级给分，有部分分，不是只判对错：$1 的记录（$2）写道：',
  ],
  [/The years of (\S+), as its record gives them \(([^)]+)\): /g, '$1 的题目年份，见其记录（$2）：'],
  [
    /The catalog does not establish which years the items of (\S+) come from\./g,
    '目录没有说明 $1 的题目来自哪些年份。',
  ],
  [/ The record also names another licence \(([^)]+)\): /g, ' 记录还提到另一个许可证（$1）：'],
  [
    /No: a non-commercial \(NC\) licence does not permit commercial use\./g,
    '不能：非商业（NC）许可证不允许商用。',
  ],
  [
    /By its licence, yes: that licence permits commercial use, on its terms\./g,
    '按其许可证可以：该许可证允许商用（以其条款为准）。',
  ],
  [
    /Not plainly: that licence adds a restriction on use; whether commercial use falls within it is for its terms to say\./g,
    '不能直接认定：该许可证附加了使用限制；商用是否在许可范围内要看其条款。',
  ],
  [
    /In part: what that licence covers permits commercial use, on its terms; the record says other parts keep terms of their own\./g,
    '部分可以：该许可证覆盖的部分允许商用（以其条款为准）；记录说其他部分另有各自的条款。',
  ],
  [
    /Whether that licence permits commercial use is for its own terms to say; the record does not\./g,
    '能否商用要看该许可证自己的条款；记录没有说明。',
  ],
  [
    /The record of (\S+) names no authors \(publisher\.authors is empty\); it is published by (.+?) \(publisher\.org\)\./g,
    '$1 的记录没有列出作者（publisher.authors 为空）；它由 $2 发布（publisher.org）。',
  ],
  [/(\S+) is published by (.+?) \(publisher\.org\)\./g, '$1 由 $2 发布（publisher.org）。'],
  [/(\S+) is by (.+?) \(publisher\.authors\)\./g, '$1 的作者是 $2（publisher.authors）。'],
  [/(\S+) was released (\S+) \(released\)\./g, '$1 发布于 $2（released）。'],
  [
    /The best the paper reports, by the record of (\S+) \(([^)]+)\): /g,
    '据 $1 的记录，论文报告的最好成绩（$2）：',
  ],
  [/Saturation status of (\S+): (\S+) \(saturation\.status\)\./g, '$1 的饱和状态：$2（saturation.status）。'],
  [
    /The top score the record gives is (.+?)(?: as of (\S+))? \(saturation\.top_score\)(; its note is given with it)?\./g,
    (_m, score, asOf, noted) =>
      `记录给出的最高分是 ${score}${asOf ? `（截至 ${asOf}）` : ''}（saturation.top_score）${noted ? '，附注一并给出' : ''}。`,
  ],
  [
    / Its note says whose, (.+?) and (.+?) \(saturation\.note\): /g,
    ' 附注说明是 $1 和 $2 并列的成绩（saturation.note）：',
  ],
  [/ Its note says whose, (.+?) \(saturation\.note\): /g, ' 附注说明是 $1 的成绩（saturation.note）：'],
  [/ Its note says whose \(saturation\.note\): /g, ' 附注说明了是谁的成绩（saturation.note）：'],
  [
    / Its note gives it without naming the model \(saturation\.note\): /g,
    ' 附注给出了这个分数，但没有说是哪个模型的（saturation.note）：',
  ],
  [/ Its note on it names no model \(saturation\.note\): /g, ' 其附注未写明是哪个模型（saturation.note）：'],
  [/ Its note on it \(saturation\.note\): /g, ' 其附注（saturation.note）：'],
  [/^(\S+) is higher, (\S+) against (\S+) for (\S+)\. /g, '$1 更高：$2，$4 是 $3。'],
  [
    / (Yes|No|Level): the top score the record gives \((.+?)(?: as of (\S+))?, saturation\.top_score\) (?:is past it|is short of it|equals it)\./g,
    (_m, verdict, top, asOf) =>
      ` ${verdict === 'Yes' ? '有：' : verdict === 'No' ? '没有：' : '持平：'}记录给出的最高分（${top}${asOf ? `，截至 ${asOf}` : ''}，saturation.top_score）${verdict === 'Yes' ? '高于' : verdict === 'No' ? '低于' : '等于'}人类基线。`,
  ],
  [
    /The (random|human) baseline of (\S+) is (.+?) \((metric\.\w+)\)\./g,
    (_m, which, id, value, where) =>
      `${id} 的${which === 'random' ? '随机' : '人类'}基线是 ${value}（${where}）。`,
  ],
  [/^How the record of (\S+) reads such numbers \(([^)]+)\): /g, '$1 的记录这样解读这类数字（$2）：'],
  [
    / By your numbers: (.+?)\. The benchmark's own risk, which is no verdict on your model: /g,
    (_m, read: string) =>
      ` 按你的数字：${read
        .split('; ')
        .map((one) =>
          one.replace(
            /^(\w+) \(([\d.,]+)\) is (not )?(lower|higher) than (\w+) \(([\d.,]+)\)$/,
            (_w, a: string, x: string, not: string | undefined, way: string, b: string, y: string) =>
              `${a}（${x}）${not ? '不' : ''}${way === 'lower' ? '低于' : '高于'} ${b}（${y}）`,
          ),
        )
        .join('；')}。这是基准本身的风险，不是对你的模型的判定：`,
  ],
  [
    /Contamination risk of (\S+): (\S+) \(contamination\.risk\)\./g,
    '$1 的污染风险：$2（contamination.risk）。',
  ],
  [
    /The maximum score of (\S+) is ([\d.,]+), on its (\S+) scale \(metric\.max_score\)\./g,
    '$1 的满分是 $2（量表 $3，metric.max_score）。',
  ],
  // A percentage is named as one: "按百分比计" answers "是百分比吗" in its own word.
  [
    /The maximum score of (\S+) is 100% \(metric\.max_score\)\./g,
    '$1 的分数按百分比计，满分 100%（metric.max_score）。',
  ],
  [/The maximum score of (\S+) is (.+?) \(metric\.max_score\)\./g, '$1 的满分是 $2（metric.max_score）。'],
  [
    / Its scale runs from (\S+) to (\S+), by its record \(([^)]+)\): /g,
    ' 分数范围是 $1 到 $2，记录原文（$3）：',
  ],
  [
    /The record of (\S+) gives no maximum score \(metric\.max_score is empty\)\./g,
    '$1 的记录没有给出满分（metric.max_score 为空）。',
  ],
  [
    /(\S+) is in (?:(\d+) languages: )?(.+?) \(dataset\.languages\)\./g,
    (_m, id, count, languages) =>
      `${id} 的语言：${count ? `${count} 种，` : ''}${languages}（dataset.languages）。`,
  ],
  [/ ?Modalities: (.+?) \(dataset\.modalities\)\./g, '模态：$1（dataset.modalities）。'],
  [/(\S+)'s ([\d,]+) items by part \(([^)]+)\): /g, '$1 的 $2 道题按部分分（$3）：'],
  [
    /Which split is reported, by the record of (\S+) \(([^)]+)\): /g,
    '通常报告哪个划分，见 $1 的记录（$2）：',
  ],
  [/Splits of (\S+) \(dataset\.splits\): /g, '$1 的数据划分（dataset.splits）：'],
  [
    /Public test set: in part \(dataset\.public_test_set says yes; the splits above name a part that is withheld\)\./g,
    '公开测试集：部分公开（dataset.public_test_set 写的是“是”，但上面的数据划分里有一部分未公开）。',
  ],
  [
    /Public test set: in part \(dataset\.public_test_set says no; the splits above name a part that is released\)\./g,
    '公开测试集：部分公开（dataset.public_test_set 写的是“否”，但上面的数据划分里有一部分已公开）。',
  ],
  [/ Access is gated \(([^)]+)\): /g, ' 获取受限（$1）：'],
  [/ Of the answers, the record says \(([^)]+)\): /g, ' 关于答案，记录原文（$1）：'],
  [/ Of the (\S+) part, the record says \(([^)]+)\): /g, ' 关于 $1 部分，记录原文（$2）：'],
  [
    /Your ([\d.,]+) is (above|below|level with) the (human|random) baseline of (.+?) \(metric\.(\w+)\)\./g,
    (_m, score, place, which, baseline, field) =>
      `你们的 ${score} ${place === 'above' ? '高于' : place === 'below' ? '低于' : '持平于'}${which === 'human' ? '人类' : '随机'}基线 ${baseline}（metric.${field}）。`,
  ],
  [
    /The page of (\S+) gives a top score of (.+?) \(saturation\.top_score, (?:as of (\S+)|undated)\)(?:; its note: |, with no note saying whose score it is)/g,
    (said: string, id, score, asOf) =>
      `${id} 的页面给出的最高分是 ${score}（saturation.top_score，${asOf ? `截至 ${asOf}` : '未注明日期'}）${said.endsWith('; its note: ') ? '；附注：' : '，附注没有说明是谁的成绩'}`,
  ],
  [
    /Public test set: (yes|no|in part|not established) \(dataset\.public_test_set\)\./g,
    (_m, open) =>
      `公开测试集：${open === 'yes' ? '是' : open === 'no' ? '否（测试集不公开）' : open === 'in part' ? '部分公开' : '目录未给出'}（dataset.public_test_set）。`,
  ],
  [
    /The catalog has no record of (.+?), and the record of (\S+) does not name it, so it cannot set the two side by side\. What \2 is \(summary\): /g,
    '目录中没有 $1 的记录，$2 的记录也没有提到它，所以无法把两者放在一起比较。$2 是什么（summary）：',
  ],
  [
    /The catalog does not establish that (\S+) is (.+?): it has no record for (.+?), and the record of (\S+) does not say so\./g,
    '目录无法确定 $1 是否就是 $2：目录中没有 $3 的记录，$4 的记录也没有这样说。',
  ],
  [
    /Yes, as a record of its own: the record of (\S+) says it is not (\S+), and says of \2 \(([^)]+)\): /g,
    '是，但它是单独的一条记录：$1 的记录说明它不是 $2，并这样说 $2（$3）：',
  ],
  [/No\. The record of (\S+) says it is not (.+?)\.(?= |$)/g, '不是。$1 的记录说明它不是 $2。'],
  [/^The record of (\S+) says it is not (.+?)\.(?= |$)/g, '$1 的记录说明它不是 $2。'],
  [
    /No: the catalog has no (\S+) version of (\S+)\. Its languages are (.+?) \(dataset\.languages\), and no record that names it as its predecessor or family is in \1\./g,
    (_m, label: string, id: string, codes: string) =>
      `没有：目录中没有 ${id} 的${LANGUAGE[label] ?? ` ${label} `}版本。它的语言是 ${codes}（dataset.languages），也没有哪个把它列为前身或所属系列的记录是${LANGUAGE[label] ?? ` ${label} `}的。`,
  ],
  [
    / The versions of (\S+) in other languages the catalog has: (.+?)\.(?= |$)/g,
    (_m, id: string, listed: string) => ` 目录中有 ${id} 的其他语言版本：${listed}。`,
  ],
  [
    /^No: (\S+) names (.+?) as its predecessor \(lineage\.predecessor\)\. /g,
    '不是：$1 把 $2 列为前身（lineage.predecessor）。',
  ],
  [
    /^The catalog has no record of its own for (.+?), and the record of (\S+) does not name it; .+? is written on the record of (\S+), which says \(([^)]+)\): “/g,
    '目录中没有 $1 自己的记录，$2 的记录也没有提到它；$1 出现在 $3 的记录中（$4）：“',
  ],
  [/” What (\S+) is \(summary\): “/g, '” $1 是什么（summary）：“'],
  [/ The catalog has no record of (?!its own\b)([^.]+?)\./g, ' 目录中没有 $1 的记录。'],
  [
    // At the start, or leading a later part's answer.
    /(^|[：。”] ?|\)\. |\n)(Yes|No|In part): (\S+) (is not|is) (.+?)(?:, in part)?\.(?= |\n|$)/g,
    (_m, start, verdict, x, is, what) => {
      const relation = asked(what ?? '');
      // "X 与 Y 是两个不同的基准", not "X 不是与 Y 相同的基准".
      const same = /^与 (\S+) 相同的基准$/.exec(relation);
      const said = same
        ? `${x} 与 ${same[1]} ${is === 'is not' ? '是两个不同的基准' : '是同一个基准'}`
        : `${x} ${is === 'is not' ? '不是' : '是'}${relation.replace(/^(?![与由])/, ' ')}`;
      return `${start}${verdict === 'Yes' ? '是' : verdict === 'No' ? '不是' : '部分是'}：${said}。`;
    },
  ],
  [/The record of (\S+) says so \(([^)]+)\):/g, '$1 的记录这样说（$2）：'],
  [/ Its record names another source: “/g, ' 它的记录写明了另一个来源：“'],
  [
    / Not as the question has it, though: the record of (\S+) says \(([^)]+)\): /g,
    ' 但与问题所说的不完全一样：$1 的记录原文（$2）：',
  ],
  [/What the record of (\S+) says of the gap \(([^)]+)\):/g, '$1 的记录谈到两者的差距（$2）：'],
  [
    /In part, not directly: (\S+) and (\S+) are different records of one lineage, and the record of (\S+) puts their numbers on one scale \(([^)]+)\): /g,
    '部分可比，但不可直接比：$1 与 $2 是同一谱系的不同记录，$3 的记录说两者的分数在同一尺度上（$4）：',
  ],
  [/ How they differ \(([^)]+)\): /g, ' 两者的区别（$1）：'],
  [
    /(\S+) and (\S+) are sibling records of the (\S+) family: neither is part or a version of the other \(([^)]+)\)\./g,
    '$1 和 $2 同属 $3 家族，是并列的两个记录：谁都不是另一个的一部分或版本（$4）。',
  ],
  [
    /^No record says so: (\S+) and (\S+) are separate records, and neither names the other as the source of its (\S+)\. Where each one's \S+ come from: /g,
    (_m, x: string, y: string, items: string) =>
      `没有记录这么说：${x} 和 ${y} 是两条独立的记录，哪一条都没有说自己的${ITEMS[items] ?? items}来自另一条。各自的来源：`,
  ],
  [/(\S+), by its family (\S+) \(([^)]+)\): “/g, '$1（按其家族 $2 的记录，$3）：“'],
  [/” ([a-z0-9_]+) \(([^)]+)\): “/g, '” $1（$2）：“'],
  [
    /The records do not settle whether (\S+) is (.+?)\./g,
    (_m, x, what) => `记录无法确定 ${x} 是否为${asked(what ?? '').replace(/^(?![与由])/, ' ')}。`,
  ],
  [
    /^Not the same: (.+?) and (.+?) are two versions \((\S+) and (\S+)\) of one benchmark, which the catalog files under one record, (\S+)\./g,
    '不是同一个：$1 和 $2 是同一基准的两个版本（$3 与 $4），目录把它们归在同一记录 $5 之下。',
  ],
  [/ The record says how they differ \(([^)]+)\): /g, ' 记录说明了两者的差别（$1）：'],
  [/” And \(([^)]+)\): “/g, '” 另见（$1）：“'],
  [/ How it is scored \(([^)]+)\): “/g, ' 评分方式（$1）：“'],
  [
    /^(\S+) has no single metric \(its metric\.name is empty\); (higher|lower) is better \(metric\.direction\)\./g,
    (_m, id, better) =>
      `${id} 没有单一指标（metric.name 为空），越${BETTER[better ?? ''] ?? ''}越好（metric.direction）。`,
  ],
  [/ The metrics, in its record's words \(([^)]+)\): “/g, ' 各项指标，记录原文（$1）：“'],
  [
    /^Which part is it on\? (\S+) is a family \(page_kind\) of (.+?), and the record says \(([^)]+)\): “/g,
    '是哪一部分的分数？$1 是一个家族（page_kind），包括 $2；记录原文（$3）：“',
  ],
  [
    /^benchbot does not rank benchmarks as best: .*$/g,
    'benchbot 不给基准排“最好”：每个记录只说明其基准测什么，而不说它比别的基准更好。请问一个主题（如“有没有测 Python 代码生成的基准”），或直接点名一个（如“/bench gpqa”）。',
  ],
  [
    / That is about a baseline the record's text gives \(([^)]+)\): /g,
    ' 这接近记录正文给出的一个基线（$1）：',
  ],
  [/The longest context length of (\S+), by its record: (\S+) tokens\. /g, '按记录，$1 最长测到 $2 tokens。'],
  [/The context lengths of (\S+), in its record's words \(([^)]+)\): /g, '$1 的上下文长度，记录原文（$2）：'],
  [/The record of (\S+) gives no context length in tokens\./g, '$1 的记录没有给出以 token 计的上下文长度。'],
  [
    /Where the items of (\S+) come from, in its record's words \(([^)]+)\): /g,
    '$1 的题目来源，记录原文（$2）：',
  ],
  [
    /^(\S+) and (\S+) are both filed under one record, (\S+), which says of each \(([^)]+)\): /g,
    '$1 和 $2 都归在同一记录 $3 之下，记录分别这样说（$4）：',
  ],
  [
    /^Not the same: what the record of (\S+) says of the two \(([^)]+)\): /g,
    '不一样：$1 的记录对两者的说法（$2）：',
  ],
  [/^What the record of (\S+) says of the two \(([^)]+)\): /g, '$1 的记录对两者的说法（$2）：'],
  [
    /What (\S+(?: Evals)?) runs of (\S+), in its record's words \(([^)]+)\): /g,
    '$1 跑的 $2 部分，记录原文（$3）：',
  ],
  [/The record of (\S+) says it is (\p{Script=Han}+) \(([^)]+)\): /gu, '是$2：$1 的记录原文（$3）：'],
  [/The record of (\S+) says it is ([\w.+-]+) \(([^)]+)\): /g, '是 $2：$1 的记录原文（$3）：'],
  [/The record of (\S+) says it is ([\w+#-]+) \(([^)]+)\): /g, '是 $2：$1 的记录原文（$3）：'],
  [
    /(?<=^|\s)How it guards against it, in its record's words \(([^)]+)\): /g,
    '防污染的做法，记录原文（$1）：',
  ],
  [/ The pairs, in its record's words \(([^)]+)\): /g, ' 语言对，记录原文（$1）：'],
  [/The data of (\S+): (\S+) \(dataset\.url\)\./g, '$1 的数据地址：$2（dataset.url）。'],
  [
    / Where each figure comes from, in the record's words \(([^)]+)\): /g,
    ' 各个数字的出处，记录原文（$1）：',
  ],
  [/ Where copies stand in for it, the record says \(([^)]+)\): /g, ' 替代的副本，记录原文（$1）：'],
  [
    /^Not comparable: (.+?) and (.+?) are different versions, and the catalog has no record of (.+?)\.(?= |$)/g,
    '不可比：$1 和 $2 是不同的版本，目录中没有 $3 的记录。',
  ],
  // The sentence on what the later version changed, after the one saying they do not compare.
  [/” And(?: \(([^)]+)\))?: “/g, (_m, where?: string) => (where ? `”另见（${where}）：“` : '”另见：“')],
  [
    /^Not settled: the catalog files (.+?) and (.+?) under one record, (\S+), but that record says what it measures is not confirmed \(summary\): /g,
    '无法确定：目录把 $1 和 $2 归在同一记录 $3 之下，但该记录说明它测的是什么尚未确认（summary）：',
  ],
  [
    /^Not settled: the record of (\S+) says what it is is not confirmed \(summary\): /g,
    '无法确定：$1 的记录说明它是什么尚未确认（summary）：',
  ],
  [
    /^(Yes|No)\. (?=\S+ and \S+ are two names of one record)/g,
    (_m, yes) => (yes === 'Yes' ? '是。' : '不是。'),
  ],
  [
    /(\S+) and (\S+) are two names of one record, (\S+): the same benchmark, not two\./g,
    '$1 和 $2 是同一记录 $3 的两个名字：同一个基准，而不是两个。',
  ],
  [/(\S+) and (\S+) are two names of one record, (\S+)\./g, '$1 和 $2 是同一记录 $3 的两个名字。'],
  [
    /^(No, not as numbers: )?(\S+) and (\S+) are two variants filed under one record, (\S+), which keeps their scores apart \(([^)]+)\): /g,
    (_m, no: string | undefined, first: string, second: string, id: string, where: string) =>
      `${no ? '不是，分数不能混用：' : ''}${first} 和 ${second} 是同一记录 ${id} 下的两个变体，该记录说明它们的分数要分开看（${where}）：`,
  ],
  // The reasons two records' numbers do not compare, one a line.
  [
    /^- Related by lineage: (.+); but they are different records\.$/gm,
    '- 谱系相关：$1；但它们是不同的记录。',
  ],
  [
    /^- Different item sets: (\S+) has ([\d,]+) items, (\S+) ([\d,]+) \(dataset\.size\)\.$/gm,
    '- 题目集不同：$1 有 $2 道题，$3 有 $4 道（dataset.size）。',
  ],
  [
    /^- Different harnesses: (\S+) runs as (.+?); (\S+) as (.+)\.$/gm,
    '- 评测框架不同：$1 的运行方式为 $2；$3 为 $4。',
  ],
  [
    /^- Metrics as each record names them: (\S+) reports (".+?"); (\S+) reports (".+?")\.$/gm,
    '- 各记录所写的指标：$1 报告 $2；$3 报告 $4。',
  ],
  [
    /^- Different metrics: (\S+) reports (".+?"); (\S+) reports (".+?")\.$/gm,
    '- 指标不同：$1 报告 $2；$3 报告 $4。',
  ],
  [
    /^- They are different benchmarks: (\S+) and (\S+) are separate records\.$/gm,
    '- 它们是不同的基准：$1 和 $2 是各自独立的记录。',
  ],
  [
    /^- (\S+) is scored by an LLM judge: the judge model and its prompt must match\.$/gm,
    '- $1 由 LLM 评委打分：评委模型及其提示必须一致。',
  ],
  [
    /^- (\S+) has no public test set: the data revision must be published with each score\.$/gm,
    '- $1 没有公开测试集：每个分数都须注明数据版本。',
  ],
  [
    /^- Comparable only if both runs used the same configuration of (\S+)\.$/gm,
    '- 只有两次运行使用了 $1 的相同配置时才可比。',
  ],
  [
    /(\S+) names (\S+) as its predecessor \(lineage\.predecessor\)\.(?: |$)/g,
    '$1 将 $2 列为前身（lineage.predecessor）。',
  ],
  [/(\S+) names (\S+) as its predecessor/g, '$1 将 $2 列为前身'],
  [/(\S+) lists (\S+) among its successors/g, '$1 将 $2 列为后继'],
  [/(\S+) names (\S+) as its family/g, '$1 将 $2 列为所属家族'],
  [/\bboth are part of the (\S+) family\b/g, '两者都属于 $1 家族'],
  [/(\S+) lists (\S+) among its variants/g, '$1 将 $2 列为变体'],
  [
    /(\S+) and (\S+) are separate records, and neither says it is the other\./g,
    '$1 和 $2 是两个独立的记录，双方都没有说自己就是对方。',
  ],
  [
    /The record of (\S+) sets figures on the two side by side \(([^)]+)\): “/g,
    '$1 的记录把两者的成绩并列给出（$2）：“',
  ],
  [
    /A gap of (\S+) points, between the figures the record of (\S+) sets side by side \(([^)]+)\): “/g,
    '相差 $1 个百分点，按 $2 的记录并列给出的数字（$3）：“',
  ],
  [/Not comparable: (\S+) and (\S+) are different benchmarks\./g, '不可比：$1 和 $2 是不同的基准。'],
  [
    /A gap between scores on (\S+) and (\S+) is not by itself a sign that a run is broken: they are different benchmarks(, and their top scores differ too)?\./g,
    (_m, a, b, tops) =>
      `${a} 和 ${b} 的分数有差距，本身并不说明评测出了问题：它们是不同的基准${tops ? '，最高分也不一样' : ''}。`,
  ],
  [/^Not comparable: (?=\S+ 和 \S+ 是同一记录)/g, '不可比：'],
  [
    /^- (\S+) says runs under these two names must not be compared\.$/gm,
    '- $1 的记录说，这两个名字下的运行结果不能相互比较。',
  ],
  [
    /Expected of kin: (\S+) and (\S+) are kin in one lineage, but not the same benchmark: each has numbers of its own\./g,
    '$1 和 $2 同属一个谱系，但各是各的基准，分数各算各的，有差距是预期之中的。',
  ],
  [
    /Not comparable: (\S+) and (\S+) are kin in one lineage, but not the same benchmark: each has numbers of its own\./g,
    '不可比：$1 和 $2 同属一个谱系，但各是各的基准，分数各算各的。',
  ],
  [
    /(?<=^|[。）.)] )In part: (\S+)'s number is an estimate of the score on the full benchmark \((\S+) among them\), not a score of its own items; read it against a full \S+ score as an estimate, with its error\. /g,
    '部分可比：$1 的分数是对完整基准（包括 $2）分数的估计，而不是它自身题目上的得分；与完整的 $2 分数对照时，应把它当作带误差的估计值。',
  ],
  [
    /(?<=^|[。.] )The same items, translated: each item of (\S+) is one of (\S+)'s, in translation\. /g,
    '题目相同，只是经过翻译：$1 的每道题都是 $2 的题目的译文。',
  ],
  [
    /^In part: (\S+) draws some of its items from (\S+); it is not a subset of it\. /g,
    '部分是：$1 的部分题目取自 $2，但它不是 $2 的子集。',
  ],
  [
    /^In part: (\S+) builds on (\S+)'s items, with changes of its own\. /g,
    '部分是：$1 沿用了 $2 的题目，但有自己的改动。',
  ],
  [
    /^In part: (\S+) and (\S+) are different records, and the record of (\S+) says how far their numbers compare \(([^)]+)\): /g,
    '部分可比：$1 和 $2 是不同的记录，$3 的记录说明了两者的数字在多大程度上可比（$4）：',
  ],
  [/ How they relate, in the record of (\S+) \(([^)]+)\): /g, '两者的关系，见 $1 的记录（$2）：'],
  [/Not comparable: the record of (\S+) says so \(([^)]+)\): /g, '不可比：$1 的记录这样说（$2）：'],
  [
    /Not comparable as a before and after: the two runs are at two dates, and the record of (\S+) says \(([^)]+)\): /g,
    '不能当作前后对比：两次运行在不同日期，$1 的记录这样说（$2）：',
  ],
  [
    /Not comparable as a before and after: the record of (\S+) says \(([^)]+)\): /g,
    '不能当作前后对比：$1 的记录这样说（$2）：',
  ],
  // "分数越高说明越安全吗": not by itself.
  [/^Not by itself\. /g, '不能单凭分数这样说。'],
  [/ But the record of (\S+) says \(([^)]+)\): /g, ' 但 $1 的记录说（$2）：'],
  [
    /The catalog has no record for (\S+)\. What the records that link it say about it \((\S+), ([^)]+)\): /g,
    '目录中没有 $1 的记录。链接到它的记录这样说（$2，$3）：',
  ],
  [
    /The catalog has no record for (\S+)\. The record of (\S+), which names it \(([^)]+)\), says of it \(([^)]+)\): /g,
    '目录中没有 $1 的记录。提到它的 $2 的记录（$3）这样说（$4）：',
  ],
  [/The catalog has no record for (\S+)\.(?= |$)/g, '目录中没有 $1 的记录。'],
  [
    /The catalog has no record for (.+?), so nothing in it establishes that benchmark's metric or configuration\./g,
    '目录中没有 $1 的记录，因此无法确定该基准的指标或配置。',
  ],
  [/The record of (\S+) says of it \(([^)]+)\): /g, '$1 的记录这样提到它（$2）：'],
  [
    /Not comparable: do not rank an? (.+?) number against an? (.+?) number\./g,
    '不可比：不要把 $1 的分数和 $2 的分数放在一起排名。',
  ],
  [/The record also says \(([^)]+)\): /g, '记录还说（$1）：'],
  [
    /For (\S+), (lower|higher) is better, in the record's words \(([^)]+)\): /g,
    (_m, term, way, where) => `${term} 越${way === 'lower' ? '低' : '高'}越好，记录原文（${where}）：`,
  ],
  [/No: the catalog does not establish an? (.+?) task for (\S+)\./g, '没有：目录中没有 $2 的 $1 任务。'],
  [/ How it runs, by its record \(harness\.other\): /g, ' 它的记录说明了运行方式（harness.other）：'],
  [/ On what you heard, the record of (\S+) says \(([^)]+)\): /g, ' 关于你听说的，$1 的记录原文（$2）：'],
  [
    /Not as a task of its own: the catalog names no (.+?) task for (\S+), but its record says how to run it there \(([^)]+)\): /g,
    '没有单独的任务：目录中没有 $2 的 $1 任务，但它的记录说明了怎样在那里运行（$3）：',
  ],
  [/ Its record says \(([^)]+)\): /g, ' 它的记录原文（$1）：'],
  [/^The (.+?) task for (\S+): (.+?) \((harness\.\w+)\)\./g, '$2 在 $1 中的任务名：$3（$4）。'],
  [/ Its record names more \(([^)]+)\): /g, ' 记录里还有别的任务（$1）：'],
  [
    /^The (.+?) task for (\S+), as asked: (\S+) \(([^)]+)\), a variant of (.+?) \((harness\.\w+)\)\./g,
    '$2 在 $1 中按所问的任务名：$3（$4），是 $5（$6）的变体。',
  ],
  [
    /(\S+) runs in (.+) \(harness\); the record's steps follow\./g,
    '$1 可以用这些评测框架运行：$2（harness）；记录中的步骤见下。',
  ],
  [
    /No task for (\S+) in (.+?); its record says how it runs \((.+?)\):/g,
    (_m, id, harnesses: string, where) =>
      `${harnesses.replace(/, | or /g, '、')} 中都没有 ${id} 的任务；它的记录这样说明运行方式（${where}）：`,
  ],
  [/The record of (\S+) says nothing of how to run it\./g, '$1 的记录没有说明如何运行。'],
  [/ The command it gives: (`[^`]+`)\./g, ' 它给出的命令：$1。'],
  [/ The harnesses it does name: (.+?)\.(?= |$)/g, ' 它列出的评测框架：$1。'],
  [
    /In part: the parts under a non-commercial \(NC\) licence do not permit commercial use; the others follow their own licences\./g,
    '部分可以：采用非商业（NC）许可证的部分不允许商用；其余部分按各自的许可证。',
  ],
  [
    /^(\S+) is the figure the record of (\S+) gives for (.+?) \(([^)]+)\): /g,
    '$1 正是 $2 的记录给 $3 的分数（$4）：',
  ],
  [/The record of (\S+) gives these very figures \(([^)]+)\): /g, '这正是 $1 的记录给出的数字（$2）：'],
  [
    /^(\S+) is newer: released (\S+), against (\S+) for (\S+) \(released\)\./g,
    '$1 更新：发布于 $2，$4 发布于 $3（released）。',
  ],
  [/^(\S+) is the harder one, in its record's words \((\S+), ([^)]+)\): /g, '$1 更难，记录原文（$2，$3）：'],
  [
    /(?<=^|\s)(\S+) is the harder one, by the record of (\S+) \(([^)]+)\): /g,
    '$1 更难，据 $2 的记录（$3）：',
  ],
  [
    /^(\S+) is the harder one: the record of (\S+) calls itself the easier \(([^)]+)\)\./g,
    '$1 更难：$2 的记录自称是较容易的那个（$3）。',
  ],
  [
    / What its note gives as evidence \(contamination\.note\): /g,
    ' 其说明给出的证据（contamination.note）：',
  ],
  [
    /A gap of (\S+) points: (.+?) is at (\S+) and (\S+) in the record's sentence\. /g,
    '相差 $1 个百分点：记录里 $2 的两个分数是 $3 和 $4。',
  ],
  [
    /(\S+) is a subset page \(page_kind: subset\) of the (\S+) family \(([^)]+)\)\./g,
    '$1 是 $2 家族里的子集页（page_kind: subset；$3）。',
  ],
  [/ By it, (\S+) is (\S+) points above (\S+?)\.(?=\s|$)/g, ' 按这句，$1 比 $3 高 $2 个百分点。'],
  [
    / They are figures of (\S+) and (\S+) that the record itself sets side by side, so they compare as it reads them\./g,
    ' 这是记录自己并列给出的 $1 和 $2 的数字，可按它的读法比较。',
  ],
  [
    / Comparable as the record reads them, and a run of your own only under the same configuration of (\S+): same harness task, prompt, shots and scoring\./g,
    ' 按记录的读法可以比；你自己跑的分数只有在 $1 的同一配置（同一评测任务、提示、shot 数和评分方式）下才能比。',
  ],
  [/ What each is, by its summary: /g, ' 各自是什么（summary）：'],
  [/ On that use, the record says \(([^)]+)\): /g, ' 关于这种用途，记录原文（$1）：'],
  [
    /^(\S+) and (\S+) are counts of (\S+)'s items, not scores\. The record says \(([^)]+)\): /g,
    '$1 和 $2 是 $3 的题目数量，不是分数。记录原文（$4）：',
  ],
  [
    /^(\S+) holds both; what its record says of the later one \(([^)]+)\): /g,
    '$1 两个版本都包含；记录对较新版本的说法（$2）：',
  ],
  [
    /^No: not as the question describes it\. (\S+) and (\S+) name one record, (\S+), and it says \(([^)]+)\): /g,
    '不是问题所描述的那个：$1 和 $2 指同一个记录 $3，它的记录原文（$4）：',
  ],
  [
    /The (\S+) you give differs from (?:the record's|the) (\S+)(?: above)?; what the record says of the difference, if anything:/g,
    '你给的 $1 与 $2 不同；记录对差异的说法：',
  ],
  [/ What (\S+) is, by its summary: /g, ' $1 是什么（summary）：'],
  [
    /Its metric field is (.+?) \(metric\.name\), but the record of (\S+) says (.+?) is the one recommended \(([^)]+)\): /g,
    '它的指标字段是 $1（metric.name），但 $2 的记录说推荐的是 $3（$4）：',
  ],
  [
    /The catalog has a record built to check this: (\S+) \((.+?)\): /g,
    '目录里有专门检查这一点的记录：$1（$2）：',
  ],
  [/^Part of it: the record of (\S+) says \(([^)]+)\): /g, '只跑其中一部分：$1 的记录原文（$2）：'],
  [/No, not on (\S+): the record of (\S+) says \(([^)]+)\): /g, '在 $1 上不是：$2 的记录原文（$3）：'],
  [/No, not (.+?): the record of (\S+) says \(([^)]+)\): /g, '不是 $1：$2 的记录原文（$3）：'],
  [
    /Judged otherwise in (.+?): the record of (\S+) says \(([^)]+)\): /g,
    '在 $1 中评分方式不同：$2 的记录原文（$3）：',
  ],
  [/Yes: its metric is (.+?) \(metric\.name\)\./g, '是：它的指标是 $1（metric.name）。'],
  [
    /Not plain (.+?): its metric is (.+?) \(metric\.name\)\./g,
    '不是单纯的 $1：它的指标是 $2（metric.name）。',
  ],
  [
    /No: by the record of (\S+), ([\d.]+%) is the (.+?) figure, not (\S+); its \S+ figure is ([\d.]+%) \(([^)]+)\): /g,
    '不是：据 $1 的记录，$2 是 $3 的成绩，不是 $4；它的 $4 成绩是 $5（$6）：',
  ],
  [
    /No: by the record of (\S+), ([\d.]+%) is the (.+?) figure, not (\S+) \(([^)]+)\): /g,
    '不是：据 $1 的记录，$2 是 $3 的成绩，不是 $4（$5）：',
  ],
  [
    /Yes: the record of (\S+) gives ([\d.]+%) as (\S+) \(([^)]+)\): /g,
    '是：$1 的记录给出的 $2 就是 $3（$4）：',
  ],
  [
    /No: its metric is (.+?) \(metric\.name\), not (.+?)\.(?= |$)/g,
    '不是：它的指标是 $1（metric.name），不是 $2。',
  ],
  [
    // "four categories" in digits, as the other counts are said.
    new RegExp(
      `(\\S+) has (\\d+|${NUMBER_WORDS.join('|')}) (?:difficulty )?(categor(?:y|ies)|subjects?|domains?|dimensions?|subcategor(?:y|ies)|sub-?tasks|levels|tiers|topics|areas|disciplines) \\(([\\w.]+)\\)\\.`,
      'gi',
    ),
    (_m, id, count, unit, field) => {
      const spelt = NUMBER_WORDS.indexOf(count.toLowerCase());
      return `${id} 分为 ${spelt === -1 ? count : spelt + 1} 个${DIVISION_ZH[unit.replace(/-/, '').replace(/ies$/, 'y').replace(/s$/, '')] ?? unit}（${field}）。`;
    },
  ],
  [
    /(\S+) has ((?:\d+|[a-z]+)[- ](?:[\w-]+ )?(?:categor(?:y|ies)|subjects?|domains?|dimensions?|subcategor(?:y|ies)|sub-?tasks|levels|tiers|topics|areas|disciplines)) \(([\w.]+)\)\./g,
    '$1 分为 $2（$3）。',
  ],
  [/ Its record names them \(([^)]+)\): /g, ' 记录原文列出了它们（$1）：'],
  [/Yes, a model judges: the record of (\S+) says \(([^)]+)\): /g, '是，由模型评判：$1 的记录原文（$2）：'],
  [/The judge, as the record of (\S+) names it \(([^)]+)\): /g, '评判模型见 $1 的记录原文（$2）：'],
  [
    /Only as an option: the record of (\S+) names a model judge as an alternative to its own scoring \(([^)]+)\): /g,
    '只是可选项：$1 的记录把模型评委列为其自身评分之外的替代方案（$2）：',
  ],
  [
    /In part: a model grades (\S+), not the headline metric, in the record of (\S+) \(([^)]+)\): /g,
    '部分是：模型只评 $1，不评主指标（$2 的记录，$3）：',
  ],
  [/Yes, a model judges the answers \(the record of (\S+)\)\./g, '是，由模型评判答案（$1 的记录）。'],
  [/\bA model judges: the record of (\S+) says \(([^)]+)\): /g, '由模型评判：$1 的记录原文（$2）：'],
  [
    /\b(Yes, a|A) model judges; how it scores, in the record's words \(([^)]+)\): /g,
    (_m, yes, where) => `${yes === 'A' ? '' : '是，'}由模型评判；评分方式，记录原文（${where}）：`,
  ],
  [/\bA model judges the answers \(the record of (\S+)\)\./g, '由模型评判答案（$1 的记录）。'],
  [/No model judge: the record of (\S+) says \(([^)]+)\): /g, '没有模型裁判：$1 的记录原文（$2）：'],
  [
    /No model judge: the record of (\S+) names none, and its metric is (.+?)\.(?= |$)/g,
    '没有模型裁判：$1 的记录没有提到裁判模型，它的指标是 $2。',
  ],
  [
    /benchbot does not rank (\S+) against (\S+): the numbers are not comparable, so their difference means nothing\./g,
    'benchbot 不对 $1 和 $2 排名：这两个数字不可比，差值没有意义。',
  ],
  [/benchbot does not rank (\S+) against (\S+?)\.(?=\s|$)/g, 'benchbot 不对 $1 和 $2 排名。'],
  // The verdict on two scores, in the section of its own.
  [/^The scores differ by ([\d.]+) points\. /g, '两个分数相差 $1 分。'],
  [
    /The metric of (\S+) is no share of its ([\d,]+) items(?: of the test split)?, so whether that is more than noise cannot be read from the item count\./g,
    '$1 的指标不是 $2 道题中答对的比例，所以无法从题目数量判断这是否超出噪声。',
  ],
  [
    /The catalog does not establish the item count of (\S+), so whether that is more than noise cannot be judged\./g,
    '目录没有给出 $1 的题目数，因此无法判断这个差距是否超出噪声。',
  ],
  [
    /That is within sampling noise \(about ±([\d.]+) points at ([\d,]+) items( of the test split)?\): it does not show that one run is better\./g,
    (_m, error, size, test) =>
      `这在抽样噪声之内（${test ? '测试集 ' : ''}${size} 道题时约 ±${error} 分）：不能说明哪次运行更好。`,
  ],
  [
    /That is more than twice the sampling noise \(about ±([\d.]+) points at ([\d,]+) items( of the test split)?\), if both runs used the same configuration\./g,
    (_m, error, size, test) =>
      `这超过了抽样噪声的两倍（${test ? '测试集 ' : ''}${size} 道题时约 ±${error} 分），前提是两次运行配置相同。`,
  ],
  [
    /^(.+?) (?:is|are) outside the range of (\S+)'s metric(?: \((.+?)\))?, which runs from (.+?): check (?:that score|those scores) before comparing them\./g,
    (_m, listed, id, _name, scale) => `${listed} 超出了 ${id} 指标的范围（${scale}）：比较之前请先核对。`,
  ],
  [
    /Not comparable: two scales\. (\S+) is past the 0 to (\S+) of (\S+)'s metric; the record writes it on another \(([^)]+)\): /g,
    '不可比：两种分制。$1 超出了 $3 指标 0 到 $2 的范围；记录把它写在另一种分制上（$4）：',
  ],
  [
    /(\S+) is on another scale than (\S+)'s metric \((.+?)\): the record writes it with a scale of its own \(([^)]+)\)\. Two numbers on two scales are not set side by side\./g,
    (_m, score, id, scale, where) =>
      `${score} 与 ${id} 指标（${scale.replace(/^0 to /, '0 到 ')}）不是同一种分制：记录另有分制写到它（${where}）。两种分制上的数字不能并排比较。`,
  ],
  [/(\S+) and (\S+) are two records: /g, '$1 和 $2 是两个记录：'],
  [
    /(\S+) and (\S+) are two records with their own items: (\S+) and (\S+) items \(dataset\.size\)\./g,
    '$1 和 $2 是两个记录，各有自己的题目：分别为 $3 和 $4 题（dataset.size）。',
  ],
  [
    /(\S+) and (\S+) are two benchmarks from two papers: arXiv (\S+) and arXiv (\S+) \(paper\.arxiv\)\./g,
    '$1 和 $2 是出自两篇论文的两个基准：arXiv $3 和 arXiv $4（paper.arxiv）。',
  ],
  [
    /(\S+) reads as a fraction of 1 \((\S+) on the 0 to 100 scale of (\S+)\); put both on one scale before reading them side by side\./g,
    '$1 看起来是 0–1 的小数（换成 $3 所用的 0–100 刻度是 $2）；先统一刻度再并排看。',
  ],
  [
    /(\S+) reads as a fraction of 1: (\S+) on the 0 to 100 scale of (\S+) \(metric\.unit\)\./g,
    '$1 看起来是 0–1 的小数：按 $3 的 0–100 刻度即 $2（metric.unit）。',
  ],
  [
    /(\S+) reads as a percentage: (\S+) on the 0 to 1 scale of (\S+) \(metric\.max_score\)\./g,
    '$1 应读作百分数：在 $3 的 0 到 1 量表上是 $2（metric.max_score）。',
  ],
  [
    /Not comparable as reported: two (\S+) numbers compare only under the same configuration, and these differ \((.+?)\)\./g,
    (_m, id, settings) =>
      `按所报告的情况不可比，不能直接比：${id} 的两个分数只有在相同配置下才可比，而这里的配置不同（${settingsIn(settings ?? '')}）。`,
  ],
  [
    /Comparable only if both runs used the same configuration of (\S+?)(?:: same harness task, prompt, shots and scoring)?\./g,
    '只有两次运行使用了 $1 的相同配置（相同的评测任务、提示、样例数和评分）时才可比。',
  ],
  [/ Of figures like that, the record of (\S+) says \(([^)]+)\): /g, ' 对这类成绩，$1 的记录原文（$2）：'],
  [
    /Not openly: by the record of (\S+), its data takes access first \(([^)]+)\): /g,
    '不能直接获取：据 $1 的记录，数据需要先取得访问权限（$2）：',
  ],

  [
    /benchbot does not call a score good or bad; on (\S+), (.+?) is ((?:just above|above|below|at) .+?)\. /g,
    (_m, id, score, marks) => `benchbot 不评价分数好坏；在 ${id} 上，${score} ${placed(marks ?? '')}。`,
  ],
  [
    /benchbot does not call a score good or bad\. That is ([^,]+?), not the headline metric of (\S+) \((.+?), metric\.name\); of \1, the record says \(([^)]+)\): /g,
    'benchbot 不评价分数好坏。这是 $1，不是 $2 的主指标（$3，metric.name）；关于 $1，记录写道（$4）：',
  ],
  [
    / By it, (lower|higher) is better( on .+?)?\./g,
    (_m, way: string, on?: string) =>
      ` 据此，${on ? `（${on.trim()}）` : ''}${way === 'lower' ? '越低越好' : '越高越好'}。`,
  ],
  [
    /benchbot does not call a score good or bad, and the record of (\S+) gives no baseline or top score to read it against\./g,
    'benchbot 不评价分数好坏，而 $1 的记录没有给出可以对照的基线或最高分。',
  ],
  [/(One record fits|(\d+) records fit)/g, (_m, _all, n) => `有 ${n ?? '1'} 个记录符合`],
  [
    / in (\S+)(?: (and|or) (\S+))? \(dataset\.languages\)/g,
    (_m, language, joint, other) =>
      `（语言：${[language, other]
        .filter(Boolean)
        .map((one) => LANGUAGE[one ?? ''] ?? one)
        .join(joint === 'and' ? '和' : '或')}，dataset.languages）`,
  ],
  [
    /, by (?:its|their) (.+?)(?:; the first (\d+))?: /g,
    (_m, fields: string, first: string | undefined) =>
      `，依据其字段 ${fields
        .replace(/\) and (?=\w)/g, '）及 ')
        .replace(/(\w+) \(/g, '$1（')
        .replace(/\)$/, '）')
        .replace(/\)(?=[（ ])/g, '）')}${first ? `；前 ${first} 个` : ''}：`,
  ],
  [/ By their text, also: /g, ' 按正文，另有：'],
  [/; the best known: /g, '；最相关的：'],
  [
    /What the record of (\S+) says about combining its scores \(([^)]+)\): /g,
    '$1 的记录关于合并分数的说法（$2）：',
  ],
  [/No: the record of (\S+) keeps its scores apart \(([^)]+)\): /g, '不能：$1 的记录把各项分数分开（$2）：'],
  [
    /The record of (\S+) does not say how its scores may be combined; numbers with different metrics do not average into one\./g,
    '$1 的记录没有说明分数能否合并；不同指标的数字不能平均成一个数。',
  ],
  [/^Combining (\S+) scores$/g, '合并 $1 的分数'],
  [/” And \(([^)]+)\): “/g, '” 另外（$1）：“'],
  [/How often (\S+) changes, in its record's words \(([^)]+)\): /g, '$1 多久更新一次，按记录原文（$2）：'],
  [
    /^Yes, lower is better on ([^.,]+)(?:, (?:on|for|in) ([^.]+))?\. /g,
    (_m, on: string, part?: string) => `是的，${part ? `在 ${part} 上，` : ''}${on} 越低越好。`,
  ],
  [
    /^No, lower is better on ([^.,]+)(?:, (?:on|for|in) ([^.]+))?\. /g,
    (_m, on: string, part?: string) => `不是，${part ? `在 ${part} 上，` : ''}${on} 越低越好。`,
  ],
  [
    /^Yes, higher is better on ([^.,]+)(?:, (?:on|for|in) ([^.]+))?\. /g,
    (_m, on: string, part?: string) => `是的，${part ? `在 ${part} 上，` : ''}${on} 越高越好。`,
  ],
  [
    /^No, higher is better on ([^.,]+)(?:, (?:on|for|in) ([^.]+))?\. /g,
    (_m, on: string, part?: string) => `不是，${part ? `在 ${part} 上，` : ''}${on} 越高越好。`,
  ],
  [
    /^It depends on the part, by the record: (lower|higher) is better ((?:on|for|in) [^,]+), (lower|higher) ((?:on|for|in) [^.]+)\. /g,
    (_m, one: string, onOne: string, other: string, onOther: string) =>
      `要看部分，按记录：${onOne} ${one === 'lower' ? '越低越好' : '越高越好'}，${onOther} ${other === 'lower' ? '越低越好' : '越高越好'}。`,
  ],
  [/^What (\S+) covers, in its record's words \(([^)]+)\): /g, '$1 涵盖的内容，按记录原文（$2）：'],
  [/^The record of (\S+) says what each is\. Of (.+?) \(([^)]+)\): /g, '$1 的记录分别说明了两者。$2（$3）：'],
  [/” Of (.+?) \(([^)]+)\): “/g, '” $1（$2）：“'],
  [/^The record of (\S+) sets (.+?) and (.+?) apart \(([^)]+)\): /g, '$1 的记录这样区分 $2 和 $3（$4）：'],
  [
    /^No sentence of (\S+)'s record names both (.+?) and (.+?); what it says of each:/g,
    '$1 的记录没有一句同时提到 $2 和 $3；它对两者各自的说法：',
  ],
  [
    /^The catalog has no record of (.+?) as a whole; (\S+) \(“([^”]+)”\) is the record whose name begins with it, and answers for it\./g,
    '目录中没有 $1 整体的记录；$2（“$3”）的名字以它开头，由它代为回答。',
  ],
  // "有没有 spider 这种 … benchmark": a word no record writes, said before the nearest by text.
  [/^No record of the catalog writes (.+?)\. /g, '目录中没有记录提到 $1。'],
  [
    /No record's category, tags or modalities name that topic(.*?); by their text, the nearest: /g,
    '没有记录的类别、标签或模态字段提到这个主题$1；按正文，最接近的是：',
  ],
  [
    /The (test|validation|train|dev) split of (\S+) has ([\d,]+) items, its whole size \(dataset\.size\); the record says \(([^)]+)\): /g,
    (_m, split: string, id: string, count: string, where: string) =>
      `${id} 的${{ test: '测试', validation: '验证', train: '训练', dev: '开发' }[split] ?? split}集有 ${count} 道题，即其全部规模（dataset.size）；记录原文（${where}）：`,
  ],
  [/Nothing in the catalog fits that question(.*?)\./g, '目录中没有符合这个问题的记录$1。'],
  [
    / ?Left out, as their fields state no input past (\S+) (tokens|words|characters): /g,
    (_m, length: string, unit: string) =>
      ` 未列入（这些记录的字段写明输入都不超过 ${length} ${unit === 'tokens' ? 'token' : unit === 'words' ? '词' : '字符'}）：`,
  ],
  [
    /^The catalog has no benchmark named (.+?): (?:they are|it is) named in the metric of (.+?) \(metric\.name: (.+?)\)\. /g,
    (_m, names: string, whose: string, metric: string) =>
      `目录中没有名为 ${names.replace(/,? or /g, '或')} 的基准：${whose.replace(/,? and /g, '和')} 的评分指标字段（metric.name：${metric}）写到了它。`,
  ],
  [
    /^(.+?): in the metric of (.+)$/g,
    (_m, names: string, ids: string) =>
      `${names.replace(/,? and /g, '和')}：${ids.replace(/,? and /g, '和')} 的评分指标`,
  ],
  [
    /The catalog has no record named (.+?), so it cannot answer that; the record of (\S+) mentions it:/g,
    '目录中没有名为 $1 的记录，所以无法回答；$2 的记录提到了它：',
  ],
  [
    /The catalog has no record named (\S+), so it cannot answer that; the record of (\S+) mentions it \(quoted below\)\./g,
    '目录中没有名为 $1 的记录，所以无法回答；$2 的记录提到了它（引文见下）。',
  ],
  [
    /The catalog has no record named (.+?), so it cannot answer that\. Did you mean one of these\?/g,
    '目录中没有名为 $1 的记录，所以无法回答。你是不是想问下面这些？',
  ],
  [
    /The catalog has no record named (.+?), nor any name close to it, so it cannot answer that\./g,
    '目录中没有名为 $1 的记录，也没有相近的名字，所以无法回答。',
  ],
  [
    /The catalog has no record named (.+?), nor any name close to it\./g,
    '目录中没有名为 $1 的记录，也没有相近的名字。',
  ],
  // A name ends at a full stop, not at the point inside its version ("AlpacaEval 1.0").
  [/The catalog has no record named ((?:[^.;]|\.(?=\d))+?)(?=[.;](?!\d))/g, '目录中没有名为 $1 的记录'],
  [/; the record of (\S+) mentions it \(quoted first\)\./g, '；$1 的记录提到了它（引文在先）。'],
  [/\. No: the record of (\S+) says \(([^)]+)\): /g, '。不能：$1 的记录原文（$2）：'],
  [
    /The top score the record gives \((.+?), saturation\.top_score\) is of (?:the )?(.+?), not the (.+?) asked about(?:; its note says \(saturation\.note\): |\.)/g,
    (_m, top, of, asked) =>
      `记录给出的最高分（${top}，saturation.top_score）是 ${of} 的，不是所问的 ${asked}${_m.endsWith('.') ? '。' : '；其注释（saturation.note）：'}`,
  ],
  [
    /^(?:Both|Each of) (.+?) are in the record of (\S+), as figures its sources give, not two runs to rank(?: \(([^)]+)\): |\.)/g,
    (_m, shown, id, where) =>
      `${shown.replace(/ and /g, ' 和 ')} 都出自 ${id} 的记录，是其来源给出的数字，不是两次运行，不必比高低${where ? `（${where}）：` : '。'}`,
  ],
  [
    /^How many of (\S+)'s items come from (.+?), in its record's words: /g,
    (_m, id, sources) => `${id} 中来自 ${sources.replace(/ and /g, ' 和 ')} 的题目数，记录原文：`,
  ],
  [/^(\S+): items by source$/g, '$1：按来源计的题目数'],
  [
    /^Yes, expected: the gap, (\S+) points, is within the (\S+) points the record gives\. /g,
    '正常：差距 $1 分，在记录给出的 $2 分范围之内。',
  ],
  [
    /^Not as the record leads one to expect: it gives (\S+) (\S+) points above (\S+), and here \3 is the higher, by (\S+) points\. /g,
    '与记录所说不符：记录说 $1 比 $3 高 $2 分，这里却是 $3 高出 $4 分。',
  ],
  [
    /^Not as the record leads one to expect: the gap, (\S+) points, is outside the (\S+) points it gives\. /g,
    '与记录所说不符：差距 $1 分，超出记录给出的 $2 分范围。',
  ],
  [/ On which one stands it says \(([^)]+)\): /g, ' 关于以哪个为准，记录原文（$1）：'],
  [/ It does not name one of them as the right one\./g, ' 记录没有指明哪一个是对的。'],
  [/^(\S+) and (\S+) on (\S+)$/g, '$3 上的 $1 和 $2'],
  [/^No: the record of (\S+) says it is not that \(([^)]+)\): /g, '不是：$1 的记录说并非如此（$2）：'],
  [
    /^No: the record of (\S+) says it is not the (.+?) one \(([^)]+)\): /g,
    '不是：$1 的记录说它不是 $2（$3）：',
  ],
  [/^(\S+) or (\S+): which to use\?$/g, '$1 还是 $2：该用哪个？'],
  [
    /(\S+) has ([\d,]+) items and (\S+) ([\d,]+) \(dataset\.size\): a set larger than the other is no part of it\./g,
    '$1 有 $2 道题，$3 只有 $4 道（dataset.size）：比对方还大的集合不可能是它的一部分。',
  ],
  [
    /(?<=^|[.。)] ?)The ([^.。]+?) task `([^`]+)`, by the record of (\S+) \(([^)]+)\): /g,
    '$1 的任务 `$2`，据 $3 的记录（$4）：',
  ],
  [
    /^(Better|Worse), by the record of (\S+) \(([^)]+)\): /g,
    (_m, verdict: string, id: string, where: string) =>
      `${verdict === 'Better' ? '更好' : '更差'}：据 ${id} 的记录（${where}）：`,
  ],
  [
    /(?<=^|[。.] )No: not all of (\S+) is out to run yourself\. /g,
    '不能：$1 并没有全部公开，无法自己跑完整的集。',
  ],
  [/(?<=^|[。.] )Yes: all of (\S+) is public to run\. /g, '可以：$1 全部公开，可以自己跑。'],
  [/ The record's harness notes \(harness\.other\): /g, ' 记录的评测框架说明（harness.other）：'],
  [
    / Its size note says other counts are given too \(dataset\.size_note\): /g,
    ' 其规模说明还给出了其他计数（dataset.size_note）：',
  ],
  [/^(\S+) and (\S+) of (\S+)$/g, '$1 与 $3 的 $2'],
  [
    /^Yes, in what it scores: (\S+) is the (\S+) part of (\S+), by the record of (\S+) \(([^)]+)\): /g,
    '是，就得分而言：$1 就是 $3 中的 $2 部分，据 $4 的记录（$5）：',
  ],
  [
    /^The records do not call (\S+) and (\S+) one; what the record of (\S+) says \(([^)]+)\): /g,
    '记录没有说 $1 与 $2 是同一个；$3 的记录原文（$4）：',
  ],
  [/” And \(([^)]+)\): “/g, '” 另外（$1）：“'],
  [
    /(?<=^|\s)(\S+) is the newer version of (\S+): its record names (\S+) before it \(([^)]+)\): /g,
    '$1 是 $2 较新的版本：其记录把 $3 列在它之前（$4）：',
  ],
  [
    /(?<=^|\s)(\S+) is the newest version of (\S+): its record names (.+?) before it \(([^)]+)\): /g,
    '$1 是 $2 最新的版本：其记录把 $3 列在它之前（$4）：',
  ],
  [/(?<=^|\s)Use (\S+), by the record of (\S+) \(([^)]+)\): /g, '建议用 $1，据 $2 的记录（$3）：'],
  [
    /(?<=^|\s)On how hard (\S+) and (\S+) of (\S+) are, its record says \(([^)]+)\): /g,
    '关于 $3 的 $1 和 $2 哪个更难，记录原文（$4）：',
  ],
  [
    /(?<=^|\s)Not at random: the record of (\S+) says how its items were chosen \(([^)]+)\): /g,
    '不是随机的：$1 的记录这样说明题目是怎么选的（$2）：',
  ],
  [/(?<=^|\s)At random, by the record of (\S+) \(([^)]+)\): /g, '是随机的，据 $1 的记录（$2）：'],
  [
    /(?<=^|\s)How the items of (\S+) were chosen, by its record \(([^)]+)\): /g,
    '$1 的题目是这样选的，记录原文（$2）：',
  ],
  [
    /(?<=^|\s)Use (\S+): the record of (\S+) is marked superseded and names \1 as its successor \(status, lineage\.successors\)\./g,
    '建议用 $1：$2 的记录标注为已被取代，并把 $1 列为后继（status、lineage.successors）。',
  ],
  [
    /^The records do not say which of (\S+) and (\S+) to use\. What each is, by its summary: /g,
    '记录没有说 $1 和 $2 该用哪个。各自的摘要：',
  ],
  [/^(\S+): the (.+?) one or the (.+?) one\?$/g, '$1：是 $2 那个还是 $3 那个？'],
  [/^Both: (\S+) is filed under (\S+), and its summary says: /g, '两者都是：$1 归在 $2 类，其摘要：'],
  [
    /^The (.+?) one: (\S+) is filed under (\S+), and its summary says: /g,
    '是 $1 那个：$2 归在 $3 类，其摘要：',
  ],
  [/ Not the (.+?) one \(([^)]+)\): /g, ' 不是 $1 那个（$2）：'],
  [/ Not a (.+?) one \(([^)]+)\): /g, ' 不是 $1 那类（$2）：'],
  [/^Not the (.+?) one, by the record of (\S+)\./g, '按 $2 的记录，不是 $1 那个。'],
  [
    /^The record of (\S+) does not say whether it is the (.+?) one or the (.+?) one\./g,
    '$1 的记录没有说它是 $2 那个还是 $3 那个。',
  ],
  [/^(\S+): the (.+?) one\?$/g, '$1：是 $2 吗？'],
  [/(目录中没有名为 [^。]+? 的记录)\./g, '$1。'],
  [
    /The catalog has no record of (.+?)(?: \(read as ([^)]+)\))?\. What the record of (\S+), the nearest, says of it \(([^)]+)\):/g,
    (_m, id, read, near, where) =>
      `目录中没有 ${id}${read ? `（按 ${read} 理解）` : ''} 的记录。最接近的 ${near} 的记录这样提到它（${where}）：`,
  ],
  [
    /(\S+) is a part of (\S+), with no record of its own; \S+'s summary names it \(summary\): /g,
    '$1 是 $2 的一部分，没有单独的记录；$2 的简介提到了它（summary）：',
  ],
  [/ What the record says of (\S+) \(([^)]+)\): /g, ' 记录中关于 $1 的说法（$2）：'],
  [
    /The catalog has no record of its own for (.+?), and the record of (\S+) does not name it; the record of its family, (\S+), says of it \(([^)]+)\): /g,
    '目录中没有 $1 自己的记录，$2 的记录也没有提到它；其所属系列 $3 的记录这样提到它（$4）：',
  ],
  [
    /The catalog has no record of its own for (.+?); the record of (\S+) says of it \(([^)]+)\): /g,
    '目录中没有 $1 自己的记录；$2 的记录这样提到它（$3）：',
  ],
  [
    /The catalog has no record of its own for (.+?); the record of (\S+) says of (\S+) \(([^)]+)\): /g,
    '目录中没有 $1 自己的记录；$2 的记录这样提到 $3（$4）：',
  ],
  [/; the record of (\S+) says of it \(([^)]+)\): /g, '；$1 的记录这样提到它（$2）：'],
  [
    /The catalog has no record of ([^,]+?)(?: \(read as [^)]+\))?, and the record of (\S+), the nearest, does not mention it; nothing here gives (.+?)'s numbers\./g,
    '目录中没有 $1 的记录，最接近的 $2 的记录也没有提到它；这里没有 $3 的任何数字。',
  ],
  [/ The (\S+) records it does have: (.+?)\./g, ' 目录中有的 $1 记录：$2。'],
  [/ Each of them is scored by (.+?) \(metric\.name\)\./g, ' 它们的评分指标都是 $1（metric.name）。'],
  [/ Records grown from (\S+) that are in (\w+): (.+?)\./g, ' 由 $1 衍生、语言为 $2 的记录：$3。'],
  [
    /The catalog has no record of its own for (.+?); the record of (\S+) names it, and answers for it\./g,
    '目录中没有 $1 自己的记录；$2 的记录提到了它，以下按 $2 的记录回答。',
  ],
  [
    /For (\S+) (v?\d[\d.]*), its size note says \(dataset\.size_note\): /g,
    '$1 $2 的规模说明（dataset.size_note）写道：',
  ],
  [
    / ?(\S+) has no single count \(dataset\.size is (empty|0)\); its size note says \(dataset\.size_note\): /g,
    (_m, id, size) =>
      `${id} 没有单一的题目数（dataset.size ${size === '0' ? '为 0' : '为空'}）；其规模说明（dataset.size_note）写道：`,
  ],
  [/ Its size note \(dataset\.size_note\): /g, ' 规模说明（dataset.size_note）：'],
  [
    / The record gives no single count of its (.+?) split; its size note gives these \(dataset\.size_note\): /g,
    ' 记录没有给出 $1 划分的单一数量；规模说明给出了这些计数（dataset.size_note）：',
  ],
  [
    / The record gives no count of its (.+?) split alone; its size note says how it is made up \(dataset\.size_note\): /g,
    ' 记录没有单独给出 $1 划分的数量；规模说明讲了它的构成（dataset.size_note）：',
  ],
  [
    / The record gives no count of its (.+?) split alone; its size note says how it is made up\./g,
    ' 记录没有单独给出 $1 划分的数量；规模说明讲了它的构成。',
  ],
  // "PaperBench Code-Dev 是什么": the part the name stands for, in the record's words.
  [/^([^“\n]+?), in the record of (\S+) \(([^)]+)\): “/g, '$1，$2 的记录原文（$3）：“'],
  [
    /The catalog has a second page of this benchmark, (\S+) \(its census folds (\S+) into (\S+)\), and it names the task otherwise: (.+?)\. Check which your harness version has\./g,
    '目录里还有这个基准的第二个页面 $1（目录的普查把 $2 并入 $3），它给出的任务名不同：$4。请核对你所用的评测框架版本里的名字。',
  ],
  [
    / The record calls (\S+) (saturated|deprecated|superseded) \(([\w.]+)\)\./g,
    (_m, id, state, field) =>
      ` 记录称 ${id} ${({ saturated: '已饱和', deprecated: '已弃用', superseded: '已被取代' } as Record<string, string>)[state ?? ''] ?? state}（${field}）。`,
  ],
  [
    /^"(.+?)" is a name of (\d+) records \((.+?)\); the answer for each:/g,
    '"$1" 是 $2 个记录的名称（$3）；分别回答：',
  ],
  [/What the record of (\S+) says:/g, '$1 的记录原文：'],
  [
    /^(?:(Yes|No): )?(\S+) and (\S+) are the same benchmark, with two pages: the catalog's census folds (\S+) into (\S+) \(([^)]+)\)\./g,
    (
      _said: string,
      verdict: string | undefined,
      x: string,
      y: string,
      from: string,
      into: string,
      ledger: string,
    ) =>
      `${verdict === 'Yes' ? '是：' : verdict === 'No' ? '不是：' : ''}${x} 和 ${y} 是同一个基准的两个页面：目录的普查台账把 ${from} 并入 ${into}（${ledger}）。`,
  ],
  [
    /Only for some items: by its metric\.name, the rest are scored another way\./g,
    '只对部分题目如此：按 metric.name，其余题目用另一种方式评分。',
  ],
  [
    /No: the test labels of (\S+) are not public \(dataset\.public_test_set\), and its record says \(([^)]+)\): /g,
    '不能：$1 的测试集答案不公开（dataset.public_test_set），记录原文（$2）：',
  ],
  [/No, it does not count, by the record of (\S+) \(([^)]+)\): /g, '不算：$1 的记录原文（$2）：'],
  [/No, by the record of (\S+) \(([^)]+)\): /g, '不是：$1 的记录原文（$2）：'],
  [/No longer, by the record of (\S+) \(([^)]+)\): /g, '已经不是了：$1 的记录原文（$2）：'],
  [
    /^Now (\S+): the record of (\S+) says it moved on \(([^)]+)\): /g,
    '现在是 $1：$2 的记录说已经改用它（$3）：',
  ],
  [/^(\d[\d.]*\s?%?), by the record of (\S+) \(([^)]+)\): /g, '按 $2 的记录是 $1，原文（$3）：'],
  [/ What it tests, by its summary: /g, ' 它测的是（summary）：'],
  [/What to report, by the record of (\S+) \(([^)]+)\): /g, '该报告什么指标，$1 的记录原文（$2）：'],
  [/The record advises another metric \(([^)]+)\): /g, '不过记录建议用另一种指标（$1）：'],
  [
    /By their size fields, no: (\S+) has ([\d,]+) items, (\S+) ([\d,]+) \(dataset\.size\)\./g,
    '按规模字段，不一样：$1 有 $2 道题，$3 有 $4 道（dataset.size）。',
  ],
  [/ But the record of (\S+) says \(dataset\.size_note\): /g, ' 但 $1 的记录写道（dataset.size_note）：'],
  [
    /(?<=^|\s|。)(\S+) has ([\d,]+) items, (\S+) ([\d,]+) \(dataset\.size\)\./g,
    '$1 有 $2 道题，$3 有 $4 道（dataset.size）。',
  ],
  [
    /” The size field of (\S+) says ([\d,]+) \(dataset\.size_note: “([^”]*)”\)\./g,
    '” $1 的规模字段写的是 $2（dataset.size_note：“$3”）。',
  ],
  [
    /^Yes: (\S+) and (\S+) both have ([\d,]+) items \(dataset\.size\)\./g,
    '一样：$1 和 $2 都有 $3 道题（dataset.size）。',
  ],
  // Also where a part of several begins with it.
  [
    /(?<=^|\s)Of (\S+), its note says \(contamination\.note\): /g,
    '关于 $1，附注写道（contamination.note）：',
  ],
  [
    / (.+?) is at (\S+), (\S+) points (below|above) it, by the record \(([^)]+)\): /g,
    (_m, model: string, score: string, gap: string, side: string, where: string) =>
      ` ${model} 是 ${score}，比它${side === 'below' ? '低' : '高'} ${gap} 分（${where}）：`,
  ],
  [
    /The other way round: (\S+) is a version or successor of (\S+)\. /g,
    '方向相反：$1 才是 $2 的新版本或后继。',
  ],
  [/The other way round: (\S+) is a variant of (\S+) \(([^)]+)\)\. /g, '方向相反：$1 才是 $2 的变体（$3）。'],
  [
    /^Not just that: the record of (\S+) says it extends (\S+) \(([^)]+)\): /g,
    '不只是：$1 的记录说它是在 $2 之上的扩展（$3）：',
  ],
  [/^(v?\d+\.\d+), by the record of (\S+) \(([^)]+)\): /g, '是 $1：$2 的记录原文（$3）：'],
  [
    /Not established: the record of (\S+) does not say which \(([^)]+)\): /g,
    '记录没有确定是哪一种：$1 的记录原文（$2）：',
  ],
  [/ What a score means, by the record \(([^)]+)\): /g, ' 记录对分数含义的说明（$1）：'],
  [
    /Not shown to be a real difference: the gap is within a hundredth of the scale, and the record reads small gaps as noise\. /g,
    '不能说明有实质差别：差距在量程的百分之一以内，而记录把小差距视为噪声。',
  ],
  [/What (\S+) pools, in its record's words \(([^)]+)\): /g, '$1 汇总了哪些部分，记录原文（$2）：'],
  [/Yes, by (.+?), in the record's words \(([^)]+)\): /g, '是，用 $1，记录原文（$2）：'],
  [/Not just that, by the record of (\S+) \(([^)]+)\): /g, '不只是这样：$1 的记录原文（$2）：'],
  [
    /^Not just that: (\S+) follows (\S+) \(([^)]+)\), but its record says it goes beyond it \(([^)]+)\): /g,
    '不只是这样：$1 是 $2 的后继（$3），但它的记录说它超出了 $2（$4）：',
  ],
  [/Not by itself, by the record of (\S+) \(([^)]+)\): /g, '不能单看这一个数：$1 的记录原文（$2）：'],
  [
    /In part: the record of (\S+) says some of it is translated \(([^)]+)\): /g,
    '部分是：$1 的记录说其中一部分是翻译来的（$2）：',
  ],
  [/ And some is not \(([^)]+)\): (?=“)/g, ' 另一部分不是翻译的（$1）：'],
  [
    /In part: machine-translated, then edited by people, by the record of (\S+) \(([^)]+)\): /g,
    '部分是：既有机器翻译也有人工修订，$1 的记录原文（$2）：',
  ],
  [/No, by the record of (\S+) \(([^)]+)\), quoted above\./g, '不是：见上文所引 $1 的记录原文（$2）。'],
  [/^Not for all of them\. /g, '并非全部如此。'],
  [/^No, a benchmark of its own\. /g, '不是，它是另一个基准。'],
  [/^Yes, a benchmark of its own\. /g, '是，它是另一个基准。'],
  [
    /The languages field of (\S+) lists (\d+) codes: (.+?) \(dataset\.languages\)\./g,
    '$1 的语言字段列出 $2 个代码：$3（dataset.languages）。',
  ],
  [/ The record's text gives another count \(([^)]+)\): /g, ' 记录正文给出的数目不同（$1）：'],
  [/How many more (\S+), by the record of (\S+) \(([^)]+)\): /g, '多出多少，$2 的记录原文（$3）：'],
  [/The record of (\S+) says \(([^)]+)\): /g, '$1 的记录原文（$2）：'],
  [/Yes, multiple choice, by the task format of (\S+)\. /g, '是选择题（据 $1 的题型）。'],
  [
    /No, not multiple choice: the task format of (\S+) asks for a free answer\. /g,
    '不是选择题：$1 的题型要求自由作答。',
  ],
  [/The task format of (\S+) \(task_format\): /g, '$1 的题型（task_format）：'],
  [
    /^(.+?) \(([a-z0-9_]+)\) is a ([\w-]+) (benchmark|family of benchmarks|subset of \S+) \(category, page_kind\)(?: by (.+?) \(publisher\.org\))?\.(?: Its summary \(summary\): “| The record gives no summary\.)/g,
    (whole: string, name: string, id: string, category: string, kind: string, org?: string) =>
      `${id}（${name}）是${org ? ` ${org} 发布的` : ''}${
        kind.startsWith('subset of ') ? ` ${kind.slice('subset of '.length)} 家族中的一个子集，属` : ''
      }${CATEGORY[category] ?? category}类${kind === 'family of benchmarks' ? '基准家族' : '基准'}（category：${category}）。${
        whole.endsWith('“') ? '简介（summary）：“' : '记录没有简介。'
      }`,
  ],
  // A name may hold parentheses of its own ("CMB (Comprehensive Medical Benchmark in Chinese)").
  [/(^|[。”]\s?)([^\n。”：]+?) \(([a-z0-9_]+)\): /g, '$1$3（$2）简介：'],
  [
    /The catalog's record of (\S+) does not establish that\. Its card has what it does establish\./g,
    '$1 的记录没有给出这一点；它的卡片上有记录确实给出的内容。',
  ],
  [
    / Near fits, meeting some of the filters(?: \((.+?) among them\))?: /g,
    (_m, terms) => ` 相近的（符合部分条件${terms ? `，包括 ${terms}` : ''}）：`,
  ],
  [
    /Not directly comparable: the record's figure is (with|without) (\S+), and the run you describe is (?:with|without) \S+\. /g,
    (_m, theirs, word) =>
      theirs === 'with'
        ? `不能直接比：记录里的数字是开着 ${word} 跑的，你说的这次没开。`
        : `不能直接比：记录里的数字是不带 ${word} 跑的，你说的这次开了 ${word}。`,
  ],
  [/” And \(([^)]+)\): “/g, '” 另见（$1）：“'],
  [/The catalog does not record which model leads (\S+)\./g, '目录没有记录目前哪个模型在 $1 上排第一。'],
  [
    /The record gives no single top score \(saturation\.top_score is empty\); its note \(saturation\.note\): /g,
    '记录没有给出单一的最高分（saturation.top_score 为空）；附注（saturation.note）：',
  ],
  [/^How to run it$/g, '运行方法（记录原文）'],
  [
    /(?<=^|\.\s)((?:\S+ ){0,5}?\S+) scored (\S+) on (.+?), (?:a|an) (.+?) (published|dated|\w+) (\S+) \((.+?)\)\./g,
    (_m, model, score, version, kind, dated, date, where) =>
      `${model} 在 ${version} 上的成绩是 ${score}，来源：${SOURCE[kind ?? ''] ?? kind}，${dated === 'published' ? '发布于' : '日期'} ${date}（${where}）。`,
  ],
  [/The catalog has no reported result for (.+?) on (\S+?)\./g, '目录中没有 $1 在 $2 上的成绩记录。'],
  [
    /^(.+?) is ahead: (\S+) against (\S+) \((higher|lower) is better, metric\.direction\), as each source ran it\. /g,
    (_m, model, ahead, behind, better) =>
      `${model} 领先（越${better === 'higher' ? '高' : '低'}越好，metric.direction）：${ahead} 对 ${behind}，各按其来源的设置。`,
  ],
  [
    /^"(.+?)" names a family of models, not one: the catalog has (\d+) reported results? of \1 models on (\S+?), newest first\./g,
    '“$1”是一个模型系列，不是某一个模型：目录中有 $2 条 $1 系列模型在 $3 上的成绩，按时间从新到旧：',
  ],
  [/^(\S+) models on (\S+)$/g, '$2 上的 $1 系列模型'],
  [/The record of (\S+) gives it in its own text \(([^)]+)\): /g, '$1 的记录在正文中给出了（$2）：'],
  [/ The figure it gives for (.+?): ([\d.,]+%?)\./g, ' 其中 $1 的成绩：$2。'],
  [
    / Your (\S+) is (ahead of|behind) that (\S+) \((higher|lower) is better, metric\.direction\), if both used the same setup\./g,
    (_m, yours, way, theirs, better) =>
      ` 你们的 ${yours} ${way === 'behind' ? '落后于' : '领先于'}这个 ${theirs}（越${better === 'higher' ? '高' : '低'}越好，metric.direction），前提是两者设置相同。`,
  ],
  [/ Its ledgers hold no entry for (.+?)\./g, ' 其成绩台账中没有 $1 的条目。'],
  [/ The ledgers of (\S+) hold no entry for (.+?)\./g, ' $1 的成绩台账中没有 $2 的条目。'],
  [/The record of (\S+) names no (\S+) part\./g, '$1 的记录中没有名为 $2 的部分。'],
  [
    /benchbot cannot know what a model will score: the catalog holds results that were reported, not forecasts\./g,
    'benchbot 无法预测模型将来的分数：目录只收录已报告的成绩，不做预测。',
  ],
  [
    /benchbot cannot know what your own runs scored: the catalog holds published results, not a team's internal ones\./g,
    'benchbot 无法知道你们自己跑出的分数：目录只收录公开发布的成绩，不包括团队内部的结果。',
  ],
  [/Its ledgers hold no reported result on (\S+?)\./g, '目录的成绩台账（ledger）里没有 $1 的条目。'],
  [/The catalog has no reported result on (\S+?)\./g, '目录中没有 $1 上的成绩记录。'],
  [
    /[Tt]he highest (reported figure|figure in the ledgers) on (\S+) is (.+?)'s (\S+) \((.+?)\), but the (\d+) results come under (\d+) different configurations or versions, so they are not one ranking\./g,
    (_m, which, id, model, score, source, count, groups) =>
      `${id} 上${which === 'reported figure' ? '报告的最高成绩' : '成绩记录（ledger）中最高的'}是 ${model} 的 ${score}（${source}），但这 ${count} 个成绩分属 ${groups} 种不同的配置或版本，不能排成一个榜。`,
  ],
  [
    /[Tt]he (\d+) reported results on (.+?) are all below the page's own top; the highest of them is (.+?)'s (\S+(?: Elo)?) \((.+?)\)\./g,
    '$2 上报告的 $1 个成绩都低于页面自己给出的最高分；其中最高的是 $3 的 $4（$5）。',
  ],
  [
    /(.+?) is top of the (\d+) reported results on (.+?), at (\S+(?: Elo)?) \((.+?)\); all \d+ share one configuration, so they rank\./g,
    '$1 在 $3 上报告的 $2 个成绩中排第一，为 $4（$5）；这些成绩配置相同，可以排名。',
  ],
  [/^What gives a score of 0 on (.+)$/g, '$1 上得 0 分的原因'],
  [/^(.+): figures of kin benchmarks$/g, '$1：相关基准各自的数字'],
  [
    /^Figures of (?:two|\d+) kin benchmarks \(([^)]+)\), not two runs of one to rank\. /g,
    '这些是相关基准（$1）各自的数字，不是同一个基准的两次成绩，不能拿来排名。',
  ],
  [
    /(?<=^|[”。]\s?)([\d.,]+) is in the record of (\S+), (.+?) \(([^)]+)\): (?=“)/g,
    '$1 出自 $2（$3）的记录（$4）：',
  ],
  [
    /Not contamination as the record of (\S+) reads that practice \(([^)]+)\): /g,
    '按 $1 的记录，这种做法不算污染（$2）：',
  ],
  [/^A lower score on (.+)$/g, '$1 上较低的分数'],
  [
    /Not necessarily: the record of (\S+) lays lower scores there on the task, not only the model \(([^)]+)\): /g,
    '不一定：$1 的记录把这里较低的分数归于任务本身，而不只是模型（$2）：',
  ],
  [
    / And two parts' scores are not comparable as a read of the model; (\S+)'s record says \(([^)]+)\): /g,
    ' 两个部分的分数也不可比，不能据此衡量模型；$1 的记录写道（$2）：',
  ],
  [
    /A 0 on (\S+) need not be the model: its record says what gives a zero \(([^)]+)\): /g,
    '$1 上得 0 分不一定是模型本身的问题：记录写明了什么情况下会得 0 分（$2）：',
  ],
  [/^Reported results on (.+)$/g, '$1 的已报告成绩'],
  [
    / The record gives no top score field \(saturation\.top_score is empty\), but its text gives the top entry \(([^)]+)\): /g,
    ' 记录没有最高分字段（saturation.top_score 为空），但正文给出了榜首成绩（$1）：',
  ],
  [
    /The record of (\S+) gives no top score field \(saturation\.top_score is empty\), but its text gives the top entry \(([^)]+)\): /g,
    '$1 的记录没有最高分字段（saturation.top_score 为空），但正文给出了榜首成绩（$2）：',
  ],
  [
    /The record of (\S+) itself gives no top score \(saturation\.top_score is empty\); its note \(saturation\.note\): /g,
    '$1 的记录本身没有给出最高分（saturation.top_score 为空）；其附注（saturation.note）：',
  ],
  [
    / In the catalog's results ledgers, a source apart from the page: /g,
    ' 目录的成绩记录（ledger，独立于该页面）中：',
  ],
  [/^How far the order at the top holds$/g, '榜首排名有多可靠'],
  [
    / (\S+) has no reported result of its own; these are of (.+?), part of its family\./g,
    ' $1 本身没有成绩记录；这些成绩来自同一家族的 $2。',
  ],
  [/^Models with results on (.+)$/g, '在 $1 上有成绩的模型'],
  [/^(.+) on (.+) \((\S+)\)$/g, '$1 在 $2（$3）上的成绩'],
  [
    /(Higher|Lower) is better \(metric\.direction\)\./g,
    (_m, better) => `越${BETTER[better ?? ''] ?? ''}越好（metric.direction）。`,
  ],
  [
    /(\S+) is scored by an LLM judge in some reports only \(metric\.name\): there, a score depends on the judge model and its prompt\./g,
    '$1 只在部分报告中由 LLM 评委打分（metric.name）：在那些报告里，分数取决于评委模型及其提示。',
  ],
  [
    /Only in some reports: a model judges one of the ways (\S+) is scored, not all \(metric\.name\)\.(?: The record says \(([^)]+)\): )?/g,
    (_m, id, where) =>
      `只在部分报告中：${id} 的几种评分方式里只有一种由模型评判（metric.name）。${where ? `记录中写道（${where}）：` : ''}`,
  ],
  [/(\S+) has no single metric; its metric\.name says: /g, '$1 没有单一的评分指标；它的 metric.name 写道：'],
  [
    /(\S+) is scored by an LLM judge: a score depends on the judge model and its prompt\./g,
    '$1 由 LLM 评委打分：分数取决于评委模型及其提示。',
  ],
  [/^How to run (.+)$/g, '如何运行 $1'],
  [/^(.+?): no record in this catalog$/g, '$1：目录中没有这个记录'],
  [/^(.+?): a part of (\S+)$/g, '$1：$2 的一部分'],
  [/^(\S+) on (\S+)$/g, '$2 上的 $1'],
  [/^(\S+) and (\S+)$/g, '$1 与 $2'],
  [/^Two (\S+) numbers$/g, '$1 的两个分数'],
  [/^(\S+): a number against another$/g, '$1：一个分数与另一个分数'],
  [/^Comparing (\S+) numbers$/g, '比较 $1 的分数'],
  [/^Benchmarks that fit$/g, '符合的基准'],
  [/^No\. (?=Not comparable)/g, '不是。'],
  [/^Not something benchbot writes$/g, 'benchbot 不写这类内容'],
  [/^Not something benchbot does$/g, 'benchbot 不做这类事'],
  [/^Not something benchbot answers$/g, 'benchbot 不回答这类问题'],
  [/^Not something benchbot helps with$/g, 'benchbot 不协助这类事'],
  [
    /benchbot does not help train on a benchmark's test items, or pull them out to train on or to publish: a model trained on them scores its memory, not its skill, and published items leak into everyone's training data\./g,
    'benchbot 不协助用基准的测试题训练，也不协助为训练或公开而导出测试题：在测试题上训练过的模型，分数测的是记忆而不是能力；公开的测试题会泄漏进所有人的训练数据。',
  ],
  [/ Its licence \(dataset\.license\): /g, ' 许可证（dataset.license）：'],
  [
    /It does not hold any answer key either: its records describe benchmarks, not their items\./g,
    '它也没有任何答案：它的记录描述的是基准本身，而不是其中的题目。',
  ],
  [
    / ?What the record of (\S+) says of contamination \(contamination\.note\): /g,
    ' $1 的记录对污染的说明（contamination.note）：',
  ],
  [
    /No benchmark in that: general questions \(the weather, facts about the world\) and requests to write poems, stories or code are outside what benchbot answers; it answers questions about benchmark records\./g,
    '这与基准无关：一般问题（天气、世界常识）和写诗、写故事、写代码之类的请求不在 benchbot 的回答范围内；它只回答关于基准记录的问题。',
  ],
  [
    /benchbot does not run errands \(booking, ordering, sending messages\): it answers questions about benchmark records\./g,
    'benchbot 不代办事务（订票、下单、发消息）：它只回答关于基准记录的问题。',
  ],
  [
    /benchbot does not write attacks \(jailbreaks, adversarial suffixes, exploits, malicious prompts or fake votes\): it answers questions about benchmark records\./g,
    'benchbot 不写攻击内容（越狱提示、对抗后缀、漏洞利用、恶意提示或刷票）：它只回答关于基准记录的问题。',
  ],
  [/ What (\S+(?: and \S+)?) measures?: /g, ' $1 测的是：'],
  [/^No record named (.+)$/g, '目录中没有名为 $1 的记录'],
  [/^(\S+): a gap of two figures$/g, '$1：两个数字之差'],
  [/^No benchmark named in that question$/g, '问题中没有提到已知的基准'],
  [/^(.+?) vs (.+?): not comparable$/g, '$1 与 $2：不可比'],
  [/^(.+?) vs (.+?): comparable in part$/g, '$1 与 $2：部分可比'],
  [/^(.+?) vs (.+?): conditional$/g, '$1 与 $2：有条件可比'],
  [/^(.+?) vs (.+?): comparable$/g, '$1 与 $2：可比'],
  [/^Combining (\S+) scores$/g, '合并 $1 的分数'],
  [/^Why$/g, '原因'],
  [/^What must match$/g, '必须一致的设置'],
  [/^Your two scores$/g, '你的两个分数'],
  [/^Your number$/g, '你的分数'],
  [
    /^(\S+) is (at|past|short of) the top score the record gives \((.+?), saturation\.top_score\), read only if the two runs match as above\./g,
    (_m, score, where, top) =>
      `${score} ${({ at: '等于', past: '超过', 'short of': '低于' } as Record<string, string>)[where] ?? where}记录给出的最高分（${top}，saturation.top_score），前提是两次运行的设置如上所述一致。`,
  ],
  [/^Why each fits, in its own words$/g, '各自符合的原因（记录原文）'],
  // After the row of the settings that differ, which reads the brackets around it.
  [/ \((\S+) against all of (\S+)\)/g, '（$1 对比整个 $2）'],
];

/**
 * Each row with the text its pattern cannot match without: a reply is read by hundreds of rows,
 * and a row whose words are not in it need not scan it.
 */
const NEEDS = ROWS.map(([pattern]) => ({ text: requiredText(pattern), folded: pattern.flags.includes('i') }));

function translate(text: string): string {
  let out = text;
  let lower: string | undefined;
  for (const [at, [pattern, chinese]] of ROWS.entries()) {
    const needs = NEEDS[at];
    if (needs?.text !== undefined) {
      const seen = needs.folded ? (lower ??= out.toLowerCase()) : out;
      if (!seen.includes(needs.text)) continue;
    }
    const read = typeof chinese === 'string' ? out.replace(pattern, chinese) : out.replace(pattern, chinese);
    if (read !== out) lower = undefined;
    out = read;
  }
  return out;
}

/** The sections benchbot writes itself, whose lines are its own words. */
const OWN_SECTIONS = new Set(['Your two scores', 'Your number', 'Why', 'What must match']);

/** The reply with its own words in Chinese, its quotations as the records wrote them. */
/** "能…吗", "可以…吗", "能不能": a question of whether one may, answered 能 or 不能. */
const CAN_ASKED = /(?:能|可以)[^，。？?]*(?:吗|么|嘛)|能不能|可不可以/;

export function inChinese(reply: Reply, asked = ''): Reply {
  // "能直接跟论文里的平均分比吗": a no to "can we" is 不能, not 不是.
  const can = CAN_ASKED.test(asked);
  return {
    ...reply,
    title: translate(reply.title),
    // Each part of a reply to several questions on its own: a row that reads a lead reads each.
    ...(reply.summary === undefined
      ? {}
      : {
          summary: reply.summary
            .split('\n\n')
            .map((part) => translate(`${part} `).trimEnd())
            .map((part) => (can ? part.replace(/^不是：(?=\S+ 的记录原文)/, '不能：') : part))
            .join('\n\n'),
        }),
    sections: reply.sections.map((section) => ({
      ...section,
      heading: translate(section.heading),
      // The verdict on two scores and the reasons are benchbot's own sentences, not quotations.
      ...(OWN_SECTIONS.has(section.heading) ? { text: translate(section.text) } : {}),
    })),
    warnings: reply.warnings.map(translate),
  };
}
