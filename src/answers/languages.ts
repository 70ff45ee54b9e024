/**
 * The natural languages questions name, with the codes and words records write them in: one
 * list for topic filters ("benchmarks in Korean"), member names ("arena jp board") and a language
 * said beside a name ("English IFEval" is IFEval itself).
 */
import type { BenchRecord } from '../catalog/record.js';

/** A language: its label, the words a question asks it by, and the codes and words records use. */
export type Language = { label: string; asks: RegExp; names: readonly string[] };

export const LANGUAGES: readonly Language[] = [
  // "The US medical licensing exam", "American bar exam", "US bar exam style questions": a country
  // whose exams are in English.
  {
    label: 'English',
    asks: /\benglish\b|\bthe us\b(?= [a-z])|\bus (?=(?:bar|law|legal|medical|federal|history|civics)\b)|\bu\.s\.|\bamerican\b|\busmle\b|英文|英语|美国|中英|英中|汉英|英汉/,
    names: ['en', 'english'],
  },
  // 中国 is the country ("EU and China rules"), not the language.
  {
    label: 'Chinese',
    asks: /\bchinese\b|\bmandarin\b|中文|汉语|华语|中英|英中|汉英|英汉/,
    names: ['zh', 'chinese', 'mandarin'],
  },
  { label: 'Korean', asks: /\bkorean\b|韩语|韩国/, names: ['ko', 'korean'] },
  { label: 'Japanese', asks: /\bjapanese\b|日语|日本/, names: ['ja', 'japanese'] },
  {
    label: 'Portuguese',
    asks: /\bportuguese\b|\bbrazilian\b|葡萄牙语|葡语|巴西/,
    names: ['pt', 'pt-br', 'portuguese', 'brazilian'],
  },
  { label: 'Spanish', asks: /\bspanish\b|西班牙语/, names: ['es', 'spanish'] },
  { label: 'French', asks: /\bfrench\b|法语/, names: ['fr', 'french'] },
  { label: 'German', asks: /\bgerman\b|德语/, names: ['de', 'german'] },
  { label: 'Arabic', asks: /\barabic\b|阿拉伯/, names: ['ar', 'arabic'] },
  { label: 'Russian', asks: /\brussian\b|俄语|俄文/, names: ['ru', 'russian'] },
  { label: 'Hindi', asks: /\bhindi\b|印地语/, names: ['hi', 'hindi'] },
  { label: 'Persian', asks: /\bpersian\b|\bfarsi\b|波斯语|波斯文/, names: ['fa', 'persian', 'farsi'] },
  { label: 'Basque', asks: /\bbasque\b|巴斯克/, names: ['eu', 'basque'] },
  { label: 'Catalan', asks: /\bcatalan\b|加泰罗尼亚|加泰隆/, names: ['ca', 'catalan'] },
  { label: 'Galician', asks: /\bgalician\b|加利西亚/, names: ['gl', 'galician'] },
  { label: 'Bengali', asks: /\bbengali\b|\bbangla\b|孟加拉/, names: ['bn', 'bengali', 'bangla'] },
  { label: 'Vietnamese', asks: /\bvietnamese\b|越南语|越南文/, names: ['vi', 'vietnamese'] },
  { label: 'Turkish', asks: /\bturkish\b|土耳其语|土耳其文/, names: ['tr', 'turkish'] },
  { label: 'Italian', asks: /\bitalian\b|意大利语|意大利文/, names: ['it', 'italian'] },
  { label: 'Indonesian', asks: /\bindonesian\b|印尼语|印度尼西亚语/, names: ['id', 'indonesian'] },
  { label: 'Romanian', asks: /\bromanian\b|罗马尼亚/, names: ['ro', 'romanian'] },
  { label: 'Czech', asks: /\bczech\b|捷克/, names: ['cs', 'czech'] },
  // The rest of the codes the catalog's languages fields write, each asked by its English name.
  ...(
    [
      ['Swahili', 'sw', '斯瓦希里'],
      ['Telugu', 'te', '泰卢固'],
      ['Thai', 'th', '泰语|泰文'],
      ['Tamil', 'ta', '泰米尔'],
      ['Urdu', 'ur', '乌尔都'],
      ['Marathi', 'mr', '马拉地'],
      ['Gujarati', 'gu', '古吉拉特'],
      ['Punjabi', 'pa', '旁遮普'],
      ['Nepali', 'ne', '尼泊尔语'],
      ['Sinhala', 'si', '僧伽罗'],
      ['Burmese', 'my', '缅甸语'],
      ['Ukrainian', 'uk', '乌克兰语'],
      ['Polish', 'pl', '波兰语'],
      ['Dutch', 'nl', '荷兰语'],
      ['Swedish', 'sv', '瑞典语'],
      ['Danish', 'da', '丹麦语'],
      ['Norwegian', 'nb', '挪威语'],
      ['Finnish', 'fi', '芬兰语'],
      ['Estonian', 'et', '爱沙尼亚'],
      ['Latvian', 'lv', '拉脱维亚'],
      ['Lithuanian', 'lt', '立陶宛'],
      ['Hungarian', 'hu', '匈牙利'],
      ['Slovak', 'sk', '斯洛伐克'],
      ['Slovenian', 'sl', '斯洛文尼亚'],
      ['Croatian', 'hr', '克罗地亚'],
      ['Serbian', 'sr', '塞尔维亚'],
      ['Bulgarian', 'bg', '保加利亚'],
      ['Greek', 'el', '希腊语'],
      ['Hebrew', 'he', '希伯来'],
      ['Irish', 'ga', '爱尔兰语'],
      ['Welsh', 'cy', '威尔士语'],
      ['Scottish Gaelic', 'gd', '盖尔语'],
      ['Maltese', 'mt', '马耳他语'],
      ['Esperanto', 'eo', '世界语'],
      ['Yoruba', 'yo', '约鲁巴'],
      ['Hausa', 'ha', '豪萨'],
      ['Igbo', 'ig', '伊博语'],
      ['Amharic', 'am', '阿姆哈拉'],
      ['Somali', 'so', '索马里语'],
      ['Oromo', 'om', '奥罗莫'],
      ['Tigrinya', 'ti', '提格利尼亚'],
      ['Kirundi', 'rn', '基隆迪'],
      ['Nigerian Pidgin', 'pcm', '尼日利亚皮钦'],
      ['Azerbaijani', 'az', '阿塞拜疆语'],
      ['Uzbek', 'uz', '乌兹别克'],
      ['Kyrgyz', 'ky', '吉尔吉斯'],
      ['Pashto', 'ps', '普什图'],
    ] as const
  ).map(([label, code, chinese]): Language => ({
    label,
    asks: new RegExp(`\\b${label.toLowerCase()}\\b|${chinese}`),
    names: [code, label.toLowerCase()],
  })),
];

const LANGUAGE_WORDS = LANGUAGES.map((language) => language.label.toLowerCase()).join('|');
/** A language the question lets go: "doesn't have to be english", "not necessarily in English", "不一定是英文". */
export const LANGUAGE_LET_GO = new RegExp(
  String.raw`\b(?:does(?:n'?t| not)|do(?:n'?t| not)|need(?:n'?t| not)|must(?:n'?t| not))\s+(?:have to\s+|need to\s+|necessarily\s+)?be\s+(?:in\s+)?(?:${LANGUAGE_WORDS})\b|\bnot necessarily\s+(?:in\s+)?(?:${LANGUAGE_WORDS})\b|(?:不一定|不必|不用|不限于?)(?:是|要|用)?\s*\p{Script=Han}{1,4}?(?:文|语)的?(?:也行|也可以|都行|都可以)?`,
  'gu',
);

/** Codes a team writes that records do not: "jp", "cn", "kr". */
const LOOSE_CODES: Readonly<Record<string, string>> = { jp: 'ja', cn: 'zh', kr: 'ko' };

/** Codes that are words first: "it", "id", "eu" (the Union, in "EU rules"), "my", "so", "he". */
const WORD_CODES = new Set(['it', 'id', 'eu', 'am', 'he', 'my', 'so', 'ha', 'ne', 'ti', 'om', 'pa', 'el']);

/** The language a written code or word names ("ja", "jp", "japanese"), or undefined. */
export function languageOf(written: string): Language | undefined {
  const word = written.toLowerCase();
  if (WORD_CODES.has(word)) return undefined;
  const code = LOOSE_CODES[word] ?? word;
  return LANGUAGES.find((language) => language.names.includes(code));
}

/** The programming language a written word names ("python", "cpp"), or undefined. */
export function codeLanguageOf(written: string): Language | undefined {
  const word = written.toLowerCase();
  return CODE_LANGUAGES.find((language) => language.names.includes(word));
}

/** The one character Chinese writes a language by in a direction ("英译韩"), with its code. */
export const LANGUAGE_CHARACTERS: Readonly<Record<string, string>> = {
  中: 'zh',
  汉: 'zh',
  英: 'en',
  日: 'ja',
  韩: 'ko',
  法: 'fr',
  德: 'de',
  西: 'es',
  俄: 'ru',
  阿: 'ar',
  葡: 'pt',
  意: 'it',
};

const CHARACTERS = Object.keys(LANGUAGE_CHARACTERS).join('');

/** "英译韩", "中到英": a direction written in Chinese at the start of a text, one character a language. */
const CHINESE_DIRECTION = new RegExp(
  `^\\s*([${CHARACTERS}])(?:译|翻译?成?|到|→)([${CHARACTERS}])(?:文|语)?`,
  'u',
);

/** The codes of a direction written in Chinese at the start of `text`, and how long it is written. */
export function chineseDirectionAt(text: string): { codes: [string, string]; length: number } | undefined {
  const found = CHINESE_DIRECTION.exec(text);
  const [from, to] = [LANGUAGE_CHARACTERS[found?.[1] ?? ''], LANGUAGE_CHARACTERS[found?.[2] ?? '']];
  return found && from && to ? { codes: [from, to], length: found[0].length } : undefined;
}

/** Whether a record is in a language: its languages field, or its own name, summary and tags. */
export function speaks(record: BenchRecord, language: Language): boolean {
  const { page } = record;
  if (page.dataset.languages.some((one) => language.names.includes(one.toLowerCase()))) return true;
  const described = `${page.name} ${page.summary} ${page.subcategory} ${page.tags.join(' ')}`;
  return language.asks.test(described.toLowerCase());
}

/**
 * The languages of a translation direction written in codes ("ro->en", "en→ro", "de2en"), by the
 * words records write them in ("romanian english"); empty where the question writes none.
 */
export function directionWords(masked: string): string {
  return [...masked.matchAll(/\b([a-z]{2})\s*(?:->|→|>|2)\s*([a-z]{2})\b/g)]
    .flatMap((match) => [match[1], match[2]].map((code) => languageOf(code ?? '')?.label.toLowerCase()))
    .filter((word): word is string => word !== undefined)
    .join(' ');
}

/**
 * Programming languages as records' language fields write them ("Python", "C++", "cpp"), each with
 * the words a question asks it by: "is python in there?", "有 python 吗", "does it support c#".
 */
export const CODE_LANGUAGES: readonly Language[] = [
  { label: 'Python', asks: /\bpython\b/, names: ['python'] },
  { label: 'Java', asks: /\bjava\b(?!\s*script)/, names: ['java'] },
  { label: 'JavaScript', asks: /\bjavascript\b|\bjs\b/, names: ['javascript', 'js'] },
  { label: 'TypeScript', asks: /\btypescript\b/, names: ['typescript', 'ts'] },
  { label: 'Rust', asks: /\brust\b/, names: ['rust'] },
  { label: 'C++', asks: /(?<![\w+])(?:c\+\+|cpp)(?![\w+])/, names: ['c++', 'cpp'] },
  { label: 'C#', asks: /(?<![\w#])c#|\bcsharp\b/, names: ['c#', 'csharp'] },
  { label: 'Go', asks: /\bgolang\b/, names: ['go', 'golang'] },
  { label: 'Ruby', asks: /\bruby\b/, names: ['ruby'] },
  { label: 'PHP', asks: /\bphp\b/, names: ['php'] },
  { label: 'Kotlin', asks: /\bkotlin\b/, names: ['kotlin'] },
  { label: 'Swift', asks: /\bswift\b/, names: ['swift'] },
  { label: 'Scala', asks: /\bscala\b/, names: ['scala'] },
];
