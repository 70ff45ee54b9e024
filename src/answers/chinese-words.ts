/**
 * The English words the records are written in, for the Chinese words a question uses: a question
 * in Chinese finds the sentences, topics and family members its English record words hold
 * ("简体还是繁体" finds "Simplified … Traditional", "mmlu 计算机科学" is mmlu_computer_science).
 */

import { LANGUAGE_CHARACTERS, LANGUAGES, languageOf } from './languages.js';

/** "英译西|英西": 'english spanish en es', for each language Chinese writes by one character. */
function englishDirections(): [RegExp, string][] {
  return Object.entries(LANGUAGE_CHARACTERS)
    .filter(([, code]) => code !== 'en')
    .map(([character, code]) => [
      new RegExp(`英译${character}|英${character}`),
      `english ${languageOf(code)?.label.toLowerCase() ?? ''} en ${code}`,
    ]);
}

/** Chinese words and the English the records use for them, the more specific first. */
const CHINESE_WORDS: readonly [RegExp, string][] = [
  [/执业医师|医师/, 'physician licensing exam'],
  // "题目是新写的吗": whether a set's items are its own or another's, reused.
  // "原创" is original work; "原题" the original items a set reuses ("keep the original question").
  [/原创/, 'newly written new authored original'],
  [/新写|新编|新出|重新(?:写|编|出)|全新/, 'newly written new authored'],
  [/原题/, 'original existing reused drawn'],
  [/复用|沿用|照搬/, 'reused existing drawn'],
  [/检查(?:代码|程序|器)|校验(?:代码|程序|器)|评分(?:代码|脚本)/, 'checker checkers code scorer'],
  [/放射(?:科|学)?|影像科/, 'radiology radiologist'],
  [/部分分|部分得分|部分给分/, 'partial credit'],
  [/误差|容差|容忍度?/, 'tolerance error'],
  [/阈值|门槛|及格线/, 'threshold bar cutoff'],
  [/数值|数字(?=答案|题|结果)/, 'numeric number'],
  [/医疗|医学|医生|临床/, 'medical medicine clinical'],
  [/纠错|纠正|改错/, 'correction errors'],
  [/错误|差错|出错/, 'errors error'],
  [/检测/, 'detection detect'],
  [/病历|笔记|记录单/, 'notes note'],
  [/多语种|多语言|跨语言/, 'multilingual cross-lingual'],
  [/台湾/, 'taiwan traditional'],
  [/简体/, 'simplified'],
  [/繁体/, 'traditional'],
  [/语音|音频|声音/, 'speech audio'],
  [/视觉|图像|图片|多模态|截图|截屏/, 'vision image multimodal screenshot'],
  [/(?<!多模态)文本|纯文字/, 'text textual'],
  [/文言文?|古汉语|古代汉语|古文/, 'classical ancient chinese'],
  [/总榜|总排行|总体|整体/, 'overall'],
  [/法规|监管|政策/, 'regulation regulations policy policies'],
  [/欧盟/, 'eu european'],
  [/风格控制/, 'style control'],
  [/文生图|文字生成图像/, 'text to image'],
  [/创意写作|创作/, 'creative writing'],
  [/写作/, 'writing'],
  [/数学/, 'math mathematics'],
  [/困难|难题|高难/, 'hard'],
  // "是不是就是多加了一些题目": more of the items, in the records' words for them.
  [
    /(?:多加|加了|更多|额外|新增)[^，,。？?]{0,4}(?:题目|道题|问题)/,
    'more extra additional problems questions',
  ],
  [/(?:多加|加了|更多|额外|新增)[^，,。？?]{0,4}测试/, 'more extra additional tests'],
  [/投票/, 'votes vote'],
  [/离线|本地/, 'offline local locally'],
  [/软件/, 'software'],
  [/勒索/, 'blackmail'],
  [/内鬼|内部威胁/, 'insider threat'],
  [/行业/, 'industry'],
  [/在线|实时/, 'live online'],
  // "有哪些长度档位": the lengths a set comes in, in the records' words for them.
  [/档位|档次|分档/, 'packs tiers levels bins buckets'],
  [/多长|长度/, 'length long'],
  [/图表/, 'chart charts figure'],
  [/论文/, 'paper papers scientific'],
  // A direction from English names both languages ("英译日", "英日"); a language alone names
  // only itself.
  ...englishDirections(),
  [/西班牙语?/, 'spanish'],
  [/德语/, 'german'],
  [/法语/, 'french'],
  [/句子?/, 'sentences'],
  // "是两套不同的题吗": whether parts are separate sets, in the words records deny it with
  // ("not separate item sets").
  [/两套|几套|一套/, 'sets'],
  [/不同的|不一样的|独立的|分开的/, 'separate different distinct'],
  [/可信度|可信|可靠性/, 'trustworthiness trustworthy trust'],
  [/阿拉伯语?/, 'arabic'],
  [/日语|日文/, 'japanese'],
  [/韩语|韩文|韩国/, 'korean korea'],
  [/编辑/, 'editing'],
  [/价值观|伦理|道德/, 'values ethics moral'],
  [/文化/, 'culture cultural'],
  [/代码解释器|解释器/, 'code interpreter'],
  [/数据分析/, 'data analysis'],
  [/代码|编程/, 'code coding'],
  [/指代|共指|代词消解/, 'coreference co-reference'],
  [/复现|重现|复述/, 'reproduce'],
  [/多轮/, 'multi-turn'],
  [/对话/, 'dialogue'],
  [/检索|嵌入|向量/, 'retrieval embedding'],
  [/法律|法学/, 'legal law'],
  [/高考/, 'gaokao'],
  [/考试|试题|考题/, 'exam'],
  [/阅读理解/, 'reading comprehension'],
  [/开卷/, 'open-book'],
  [/闭卷/, 'closed-book'],
  [/机器翻译|机翻/, 'machine translation'],
  [/翻译/, 'translation'],
  [/推理/, 'reasoning'],
  [/摘要/, 'summarization summary'],
  [/问答/, 'question answering'],
  [/常识/, 'commonsense'],
  // "中文指令下写代码": instructions in a language are the prompt's language, not instruction following.
  [/(?<![中英日韩法德](?:文|语))指令/, 'instruction following'],
  [/(?<=[中英日韩法德](?:文|语))指令/, 'prompt'],
  [/幻觉/, 'hallucination'],
  // Not inside 过度拒答 (over-refusal), which is its own topic.
  [/(?<!过度)拒答|拒绝回答|弃权/, 'abstention abstain refusal'],
  [/无法回答|不可回答|答不了/, 'unanswerable'],
  [/过度拒绝|过度拒答/, 'over-refusal'],
  [/重构/, 'refactoring'],
  [/偏见/, 'bias'],
  [/知识/, 'knowledge'],
  // The subjects exams are split by (MMLU's 57, CMMLU's and C-Eval's): "mmlu 解剖学" is mmlu_anatomy.
  [/解剖/, 'anatomy'],
  [/衰老|老龄|老化|老年/, 'aging'],
  [/营养/, 'nutrition'],
  [/天文/, 'astronomy'],
  [/政治|政府/, 'politics government'],
  [/高中/, 'high school'],
  [/大学/, 'college'],
  [/病毒/, 'virology'],
  [/会计/, 'accounting'],
  [/营销/, 'marketing'],
  [/统计/, 'statistics'],
  [/机器学习/, 'machine learning'],
  [/电子工程|电气工程/, 'electrical engineering'],
  [/逻辑/, 'logic logical'],
  [/宗教/, 'religions religion'],
  [/外交/, 'foreign policy'],
  [/社会学/, 'sociology'],
  [/代数/, 'algebra'],
  [/几何/, 'geometry'],
  [/遗传/, 'genetics'],
  [/计量经济/, 'econometrics'],
  [/计算机/, 'computer'],
  // "医学计算", "算肌酐清除率": calculating, after the computer it is no part of.
  [/计算(?!机)|算出|换算/, 'calculation calculations calculator'],
  [/肌酐/, 'creatinine'],
  [/科学/, 'science'],
  [/物理/, 'physics'],
  [/化学/, 'chemistry'],
  [/生物/, 'biology'],
  [/历史/, 'history'],
  [/地理/, 'geography'],
  [/经济/, 'economics'],
  [/心理/, 'psychology'],
  [/哲学/, 'philosophy'],
  [/金融/, 'finance'],
  [/不安全/, 'unsafe'],
  [/安全/, 'safety security safe'],
  [/隐私/, 'privacy'],
  [/英文|英语/, 'english'],
  [/中文|汉语/, 'chinese'],
  [/公开/, 'public released'],
  [/权限|授权|凭证/, 'access credentialed'],
  [/评委|裁判|评判/, 'judge'],
  [/偏好/, 'preference'],
  [/人类|人工/, 'human'],
  [/工具/, 'tools'],
  [/选项/, 'options choices'],
  [/设置|设定|配置/, 'setting settings'],
  // "算进去吗": whether a part counts toward a score, which a record answers in either word.
  [/算进去?|算在内|计入|包括在内|算入/, 'counted included excluded'],
  [/官方/, 'official'],
  // "是另外一批投票算出来的吗": a different lot of the same things, in the records' words for it.
  [/另外|另一|别的/, 'different separate'],
  [/一批|这批|那批/, 'pool batch'],
  [/持续学习|终身学习|增量学习/, 'continual lifelong learning'],
  [/遗忘/, 'forgetting'],
  [/上下文/, 'context'],
  // "真实有效上下文长度": the length a model really uses, against the one it claims.
  [/有效(?=上下文|长度|窗口)/, 'effective'],
  [/(?:声称|宣称|标称)(?=的?(?:上下文|长度|窗口))/, 'claimed'],
  [/平均/, 'average averaging'],
  [/准确率|正确率/, 'accuracy'],
  // "一般能高多少分": how much a setting raises the scores.
  [/高多少|高出多少|提升多少|提高多少|涨多少|能高|提升了?|提高了?/, 'gain raises higher points'],
  [/列名|表头|字段名/, 'column name reported'],
  // "别人报的 BIG-bench 分数一般指的是哪个版本": what a reported number is, as a record calls it.
  [/(?:一般|通常|其实|实际上?)(?:指的?是|是指)/, 'really called usually number'],
  [/结果表|结果里|报表/, 'results table reported'],
  // "FLORES-200 官方推荐用什么指标": what the makers recommend, not the catalog's own metric.
  [
    /(?:官方|作者|团队|原作者)的?推荐|推荐(?:用|使用)?(?:什么|哪个|哪种|哪些)/,
    'recommendation recommended own',
  ],
  [/定义|界定/, 'defines defined definition'],
  [/偏低|低很多|低得多|更低|低于/, 'lower low'],
  [/正常吗|正常不|合理吗/, 'expected normal typical'],
  [/实现|支持/, 'implements implemented supports'],
  [/原始/, 'raw original'],
  [/估计|估算|预估/, 'estimate estimated'],
  [/主观/, 'subjective'],
  [/客观/, 'objective'],
  [/过滤|筛掉|剔除|去掉|删掉|删除|排除/, 'filtered filters drops dropped removed excluded'],
  [/测试集/, 'test'],
  [/验证集/, 'validation'],
  [/训练集/, 'train'],
  [/子集/, 'subset'],
  [/科目|学科/, 'subjects'],
  [/棋/, 'chess board'],
  [/大海捞针/, 'needle haystack'],
  [/长上下文/, 'long-context long context'],
  [/多跳/, 'multi-hop'],
  [/图遍历|图搜索|图结构/, 'graph-traversal graph traversal'],
  [/遍历/, 'traversal'],
  [/高分辨率|高清/, 'high-resolution high resolution'],
  [/视觉搜索/, 'visual-search visual search'],
  [/细节/, 'details fine-grained'],
  [/日语|日文/, 'japanese'],
  [/英译日|英日/, 'english japanese translation'],
  [/动物/, 'animal'],
  // The catalog's own tag words, in the Chinese a team writes them.
  [/拒答|拒绝回答|拒绝/, 'refusal refused refuses'],
  [/有害|危害/, 'harmful harm'],
  [/越狱/, 'jailbreak'],
  [/隐蔽|隐匿|偷偷/, 'stealth'],
  [/监控|监管|监督/, 'oversight monitor'],
  [/欺骗|阴谋|密谋|谋划/, 'scheming deception'],
  [/红队/, 'red-teaming red teaming'],
  [/提示注入|提示词注入/, 'prompt-injection prompt injection'],
  [/注入/, 'injection injections'],
  [/网络安全/, 'cybersecurity'],
  [/函数调用/, 'function-calling function calling'],
  [/网页|浏览器|浏览/, 'web browsing'],
  [/规划/, 'planning'],
  [/事实性|事实/, 'factuality factual'],
  [/校准/, 'calibration'],
  [/情感/, 'sentiment'],
  [/蕴含/, 'entailment'],
  [/污染/, 'contamination'],
  [/对抗/, 'adversarial'],
  [/优化/, 'optimizing optimized optimize'],
  [/下架|撤下|删除/, 'takedown removed withdrawn dmca'],
  [/方言/, 'dialect dialects dialectal'],
  [/鲁棒|稳健/, 'robustness'],
  [/谄媚|奉承/, 'sycophancy'],
  [/说服/, 'persuasion'],
  [/角色扮演/, 'role-play'],
  [/分类/, 'classification'],
  [/聚类/, 'clustering'],
  [/语义相似/, 'semantic-similarity similarity'],
  [/文档/, 'document'],
  [/表格/, 'table structured-data'],
  [/算术/, 'arithmetic'],
  [/奥赛|奥林匹克/, 'olympiad'],
  [/竞赛/, 'competition'],
  [/小学数学/, 'grade-school-math grade school'],
  [/单元测试/, 'unit-tests unit tests'],
  [/填空/, 'cloze fill-in'],
  [/刻板印象/, 'stereotype'],
  [/性别/, 'gender'],
  [/毒性|有毒/, 'toxicity toxic'],
  [/记忆/, 'memorization'],
  [/蛋白质/, 'protein'],
  [/长程|长周期/, 'long-horizon'],
  [/游戏/, 'game-play game'],
  [/时间推理|时序/, 'temporal'],
  [/新闻/, 'news'],
  [/维基/, 'wikipedia'],
  [/搜索/, 'search'],
  [/双语/, 'bilingual'],
  [/误解|误区|谣言/, 'misconceptions misconception falsehoods'],
  // Every language a question may name, in the Chinese its entry writes ("加泰罗尼亚语" is Catalan).
  ...LANGUAGES.flatMap((language): [RegExp, string][] => {
    const chinese = language.asks.source.split('|').filter((one) => /\p{Script=Han}/u.test(one));
    return chinese.length > 0 ? [[new RegExp(chinese.join('|')), language.label.toLowerCase()]] : [];
  }),
];

/** The English record words for the Chinese words of a text, space-separated ('' for none). */
export function englishFor(text: string): string {
  return englishGroups(text).join(' ');
}

/** The English words for each Chinese word of a text, one group per word ("价值观": "values ethics moral"). */
export function englishGroups(text: string): string[] {
  return CHINESE_WORDS.filter(([pattern]) => pattern.test(text)).map(([, words]) => words);
}

/**
 * The Chinese words of a text the table knows, each where it stands: a run of Chinese has no
 * spaces, so "带工具的分数" gives "工具" alone, not the whole run.
 */
export function chineseWords(text: string): { word: string; start: number }[] {
  const found: { word: string; start: number }[] = [];
  for (const [pattern] of CHINESE_WORDS) {
    for (const match of text.matchAll(new RegExp(pattern.source, 'g'))) {
      const end = match.index + match[0].length;
      if (!found.some((one) => one.start < end && match.index < one.start + one.word.length))
        found.push({ word: match[0], start: match.index });
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/**
 * Things counted in Chinese that are not items ("有几轮"), with the English noun a record counts
 * them by and how a Chinese answer says the count ("3 轮").
 */
export const CHINESE_COUNTED: readonly { word: string; noun: string; counted: string }[] = [
  { word: '轮', noun: 'rounds', counted: '轮' },
  { word: '阶段', noun: 'stages', counted: '个阶段' },
  { word: '仓库', noun: 'repositories', counted: '个仓库' },
  { word: '国家', noun: 'countries', counted: '个国家' },
  { word: '场景', noun: 'scenarios', counted: '个场景' },
  { word: '环境', noun: 'environments', counted: '个环境' },
  { word: '难度等级', noun: 'levels', counted: '个难度等级' },
  { word: '难度级别', noun: 'levels', counted: '个难度级别' },
  { word: '难度', noun: 'difficulty', counted: '个难度等级' },
  { word: '级别', noun: 'levels', counted: '个级别' },
  { word: '等级', noun: 'levels', counted: '个等级' },
  { word: '任务', noun: 'tasks', counted: '个任务' },
  { word: '测试用例', noun: 'tests', counted: '个测试用例' },
  { word: '图表', noun: 'charts', counted: '张图表' },
  { word: '图片', noun: 'images', counted: '张图片' },
  { word: '角色', noun: 'roles', counted: '个角色' },
  { word: '文档', noun: 'documents', counted: '篇文档' },
  { word: '论文', noun: 'papers', counted: '篇论文' },
  { word: '对话', noun: 'dialogues', counted: '段对话' },
  { word: '视频', noun: 'videos', counted: '个视频' },
  { word: '指令类型', noun: 'instruction types', counted: '种指令类型' },
  { word: '约束类型', noun: 'constraint types', counted: '种约束类型' },
  { word: '约束', noun: 'constraints', counted: '种约束' },
  { word: '计算器', noun: 'calculators', counted: '种计算器' },
  { word: '工具', noun: 'tools', counted: '个工具' },
  { word: '游戏', noun: 'games', counted: '个游戏' },
  { word: '网站', noun: 'websites', counted: '个网站' },
  { word: '应用', noun: 'apps', counted: '个应用' },
  { word: '函数', noun: 'functions', counted: '个函数' },
  { word: '技能', noun: 'skills', counted: '种技能' },
  { word: '谜题', noun: 'puzzles', counted: '个谜题' },
  { word: '表格', noun: 'tables', counted: '张表格' },
  { word: '数据库', noun: 'databases', counted: '个数据库' },
  { word: '数据集', noun: 'datasets', counted: '个数据集' },
];
