/**
 * Topic questions that name no benchmark: "which benchmarks test Chinese reading comprehension?",
 * "anything for tool use?", "有没有中文医疗评测集?". The answer is a ranked list of the records that
 * fit, each with one line of its own summary, after the filters the question implies (a language
 * is a filter; a modality, a context length or a category raises the records that have it), and
 * says which were applied. When nothing fits, it says so.
 */
import type { BenchRecord } from '../catalog/record.js';
import type { CommandContext } from '../context.js';
import { emptyReply, type Reply } from '../reply.js';
import { firstSentence } from './facts.js';
import { recordSuggestion } from './lookup.js';
import type { Question } from './question.js';

/** Most records a topic answer lists. */
const MAX_LISTED = 8;
/** A hit below this share of the best one is one stray word, not a fit. */
const RELATIVE_FLOOR = 0.25;

type Language = { label: string; asks: RegExp; names: readonly string[] };

const LANGUAGES: readonly Language[] = [
  { label: 'English', asks: /\benglish\b|英文|英语/, names: ['en', 'english'] },
  { label: 'Chinese', asks: /\bchinese\b|\bmandarin\b|中文|汉语|中国/, names: ['zh', 'chinese', 'mandarin'] },
  { label: 'Korean', asks: /\bkorean\b|韩语|韩国/, names: ['ko', 'korean'] },
  { label: 'Japanese', asks: /\bjapanese\b|日语|日本/, names: ['ja', 'japanese'] },
  {
    label: 'Portuguese',
    asks: /\bportuguese\b|\bbrazilian\b/,
    names: ['pt', 'pt-br', 'portuguese', 'brazilian'],
  },
  { label: 'Spanish', asks: /\bspanish\b/, names: ['es', 'spanish'] },
  { label: 'French', asks: /\bfrench\b/, names: ['fr', 'french'] },
  { label: 'German', asks: /\bgerman\b/, names: ['de', 'german'] },
  { label: 'Arabic', asks: /\barabic\b/, names: ['ar', 'arabic'] },
  { label: 'Russian', asks: /\brussian\b/, names: ['ru', 'russian'] },
  { label: 'Hindi', asks: /\bhindi\b/, names: ['hi', 'hindi'] },
  { label: 'Persian', asks: /\bpersian\b|\bfarsi\b/, names: ['fa', 'persian', 'farsi'] },
  { label: 'Basque', asks: /\bbasque\b/, names: ['eu', 'basque'] },
  { label: 'Catalan', asks: /\bcatalan\b/, names: ['ca', 'catalan'] },
  { label: 'Bengali', asks: /\bbengali\b|\bbangla\b/, names: ['bn', 'bengali', 'bangla'] },
  { label: 'Vietnamese', asks: /\bvietnamese\b/, names: ['vi', 'vietnamese'] },
  { label: 'Turkish', asks: /\bturkish\b/, names: ['tr', 'turkish'] },
  { label: 'Italian', asks: /\bitalian\b/, names: ['it', 'italian'] },
  { label: 'Indonesian', asks: /\bindonesian\b/, names: ['id', 'indonesian'] },
];

/** Signals that raise the records that have them, with the words added to the search. */
const LEANINGS: readonly {
  label: string;
  asks: RegExp;
  words: string;
  fits: (record: BenchRecord) => boolean;
}[] = [
  {
    label: 'images',
    asks: /\bvlms?\b|\bvision\b|\bimages?\b|\bvisual\b|\bmultimodal\b|\bcharts?\b|\bplots?\b|\bdiagrams?\b|\bscreenshots?\b|图像|多模态|图表|视觉/,
    words: 'image visual multimodal',
    fits: (record) =>
      record.page.dataset.modalities.some((one) => /image|vision|video/i.test(one)) ||
      record.page.category === 'multimodal',
  },
  {
    label: 'long context',
    asks: /\b\d{2,4}k\b|\blong[- ]context\b|\blong (?:documents?|inputs?)\b|\bcontext (?:length|window)\b|长文本|长上下文/,
    words: 'long context',
    fits: (record) =>
      record.page.category === 'long-context' || /long[- ]context/i.test(record.page.subcategory),
  },
  {
    label: 'code',
    asks: /\bcod(?:e|ing)\b|\bprogramming\b|\bsoftware\b|代码|编程/,
    words: 'code programming',
    fits: (record) => record.page.category === 'coding',
  },
  {
    label: 'agents and tools',
    asks: /\bagents?\b|\bagentic\b|\btool[- ]?(?:use|calling|calls)\b|\bfunction[- ]calling\b|智能体|工具/,
    words: 'agent tool',
    fits: (record) => record.page.category === 'agentic',
  },
  {
    label: 'safety',
    asks: /\bsafety\b|\bharm(?:ful|less)?\b|\brefus\w*|\bjailbreak\w*|\bred[- ]team\w*|安全/,
    words: 'safety harmful refusal',
    fits: (record) => record.page.category === 'safety',
  },
  {
    label: 'medicine',
    asks: /\bmedic\w*|\bclinic\w*|\bhealth\w*|\bdoctors?\b|\bphysicians?\b|医疗|医学|医生/,
    words: 'medical clinical',
    fits: (record) =>
      /medic|clinic|health/i.test(
        `${record.page.subcategory} ${record.page.summary} ${record.page.tags.join(' ')}`,
      ),
  },
  {
    label: 'math',
    asks: /\bmath\w*\b|\barithmetic\b|数学/,
    words: 'math',
    fits: (record) => record.page.category === 'math',
  },
];

/** Chinese topic words and the English the records are written in. */
const CHINESE_TOPICS: readonly [RegExp, string][] = [
  [/医疗|医学|医生|临床/, 'medical medicine clinical'],
  [/执业医师|医师/, 'physician licensing exam'],
  [/法律|法学/, 'legal law'],
  [/考试|试题|考题/, 'exam'],
  [/阅读理解/, 'reading comprehension'],
  [/翻译/, 'translation'],
  [/推理/, 'reasoning'],
  [/摘要/, 'summarization'],
  [/问答/, 'question answering'],
  [/常识/, 'commonsense'],
  [/对话/, 'dialogue'],
  [/指令/, 'instruction following'],
  [/幻觉/, 'hallucination'],
  [/偏见/, 'bias'],
  [/知识/, 'knowledge'],
  [/科学/, 'science'],
  [/金融/, 'finance'],
];

function speaks(record: BenchRecord, language: Language): boolean {
  const { page } = record;
  if (page.dataset.languages.some((one) => language.names.includes(one.toLowerCase()))) return true;
  const described = `${page.name} ${page.summary} ${page.subcategory} ${page.tags.join(' ')}`;
  return language.asks.test(described.toLowerCase());
}

/** "Which benchmarks test X?": the records that fit, best first, each with why. */
export function topicAnswer(context: CommandContext, question: Question): Reply {
  const q = question.masked;
  const languages = LANGUAGES.filter((language) => language.asks.test(q));
  const leanings = LEANINGS.filter((leaning) => leaning.asks.test(q));
  const translated = CHINESE_TOPICS.filter(([pattern]) => pattern.test(q)).map(([, words]) => words);
  const query = [question.text, ...translated, ...leanings.map((leaning) => leaning.words)].join(' ');

  const hits = context.index.search(query, 40);
  const best = hits[0]?.score ?? 0;
  const scored = hits.flatMap((hit) => {
    const record = context.catalog.records.get(hit.id);
    if (!record || hit.score < best * RELATIVE_FLOOR) return [];
    const raised = leanings.filter((leaning) => leaning.fits(record)).length;
    return [{ record, covered: hit.matched ?? 0, score: hit.score * (1 + 0.5 * raised) }];
  });
  // Most of the topic first ("medical" and "question answering" before either alone), then score.
  scored.sort((a, b) => b.covered - a.covered || b.score - a.score);
  const fitting =
    languages.length === 0
      ? scored
      : scored.filter(({ record }) => languages.some((language) => speaks(record, language)));

  const filters = [
    ...(languages.length > 0 ? [`in ${languages.map((language) => language.label).join(' or ')}`] : []),
    ...leanings.map((leaning) => `about ${leaning.label} first`),
  ];
  const applied = filters.length > 0 ? ` (${filters.join('; ')})` : '';
  const listed = fitting.slice(0, MAX_LISTED).map(({ record }) => record);
  const reply = emptyReply('answer', 'Benchmarks that fit');
  const [top] = listed;
  if (!top) {
    reply.summary = `Nothing in the catalog fits that question${applied}.`;
    const near = scored.slice(0, 3).map(({ record }) => record);
    if (near.length > 0 && languages.length > 0) {
      reply.summary += ` Without the language filter, the nearest are ${near.map((record) => record.id).join(', ')}.`;
      reply.suggestions = near.map(recordSuggestion);
    }
    return reply;
  }
  reply.recordId = top.id;
  reply.summary = `${listed.length === 1 ? 'One record fits' : `${listed.length} records fit`}${applied}, best first: ${listed.map((record) => record.id).join(', ')}.`;
  reply.sections = [
    {
      heading: 'Why each fits, in its own words',
      text: listed
        .map(
          (record) =>
            `- ${record.id}: ${firstSentence(record.page.summary || record.page.name)} (${record.id} · summary)`,
        )
        .join('\n'),
    },
  ];
  reply.suggestions = listed.slice(0, 5).map(recordSuggestion);
  return reply;
}
