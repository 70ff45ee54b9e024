/**
 * "Is gsm8k a math benchmark?", "是安全类的 benchmark 吗": whether a record is of a kind the
 * catalog files benchmarks under. The catalog's own fields settle it (category, subcategory, tags,
 * modalities), not a sentence that happens to hold the word ("not advanced mathematics" is no
 * "no" to "is it math?").
 */
import type { BenchRecord } from '../catalog/record.js';
import { CATEGORIES } from '../catalog/schema.js';
import { deniesWord } from './evidence.js';
import { quotesMatching, type Quote } from './relations.js';
import type { Facet } from './facets.js';

type Category = (typeof CATEGORIES)[number];

/** How a question writes each category of the schema, in English and in Chinese. */
const WRITTEN: Record<Category, string> = {
  knowledge: String.raw`\bknowledge\b|知识`,
  math: String.raw`\bmath(?:s|ematics|ematical)?\b|数学`,
  coding: String.raw`\bcod(?:e|ing)\b|\bprogramming\b|编程|代码`,
  multimodal: String.raw`\bmulti-?modal\b|\bvision\b|多模态|视觉`,
  safety: String.raw`\bsafety\b|安全`,
  'human-preference': String.raw`\b(?:human[- ])?preference\b|人类偏好|偏好`,
  embedding: String.raw`\bembeddings?\b|嵌入|向量`,
  generation: String.raw`\b(?:text[- ])?generation\b|生成`,
  domain: String.raw`\bdomain(?:[- ]specific)?\b|垂直领域|领域`,
  agentic: String.raw`\bagent(?:ic|s)?\b|智能体`,
  composite: String.raw`\bcomposite\b|\baggregate\b|综合`,
  reasoning: String.raw`\breasoning\b|推理`,
  'instruction-following': String.raw`\binstruction[- ]following\b|指令遵循|指令跟随`,
  'long-context': String.raw`\blong[- ]context\b|长上下文|长文本`,
  translation: String.raw`\b(?:machine[- ])?translation\b|翻译`,
};

const FORMS = CATEGORIES.map((category) => ({ category, written: new RegExp(WRITTEN[category], 'i') }));
const formOf = (category: Category) => FORMS.find((form) => form.category === category)?.written;
const ANY_FORM = `(?:${CATEGORIES.map((category) => WRITTEN[category]).join('|')})`;

/** The nouns a kind of benchmark is said with: "a math benchmark", "数学类的评测". */
const BENCHMARK_NOUN = String.raw`(?:benchmark|bench|eval|evaluation|dataset|test|task|suite|set)s?\b`;
const ZH_NOUN = String.raw`(?:benchmark|bench|评测|基准|数据集|测试|榜单|题)`;

/**
 * "is § a math benchmark?", "is it more of a reasoning or knowledge eval", "is § multimodal?",
 * "是安全类的 benchmark 吗", "属于推理类吗", "算是代码评测吗".
 */
export const CATEGORY_ASKED = new RegExp(
  [
    String.raw`\b(?:is|isn't|are|aren't|was)\s+(?:(?:it|this|that|they|§)\s+(?:[\w.-]+\s+)?)?(?:(?:really|actually|basically|mainly|mostly|purely|just|primarily|considered|more of|more|still|even)\s+)*(?:an?\s+)?(?:${ANY_FORM})(?:[\s-]+[\w-]+)?(?:\s+or\s+(?:an?\s+)?(?:${ANY_FORM})(?:[\s-]+[\w-]+)?)?\s+${BENCHMARK_NOUN}`,
    String.raw`\b(?:is|are)\s+(?:it|this|that|they|§)\s+(?:(?:really|actually)\s+)?(?:multi-?modal|agentic|long[- ]context)\s*(?:[?？]|$)`,
    String.raw`(?:是|算|属于)(?:不是)?(?:一个|一种|个)?\s*(?:${ANY_FORM})\s*(?:类|方面|相关|领域|方向|型)?(?:还是\s*(?:${ANY_FORM})\s*(?:类|方面|相关|领域|方向|型)?)?的?\s*${ZH_NOUN}?\s*(?:吗|么|嘛|[?？]|$)`,
  ].join('|'),
  'i',
);

/** The categories a question asks about, in the order of the schema. */
function categoriesAsked(masked: string): Category[] {
  // Where the rest of a long name is read as a part of it ("§ same or different a reasoning
  // benchmark"), the words after the name.
  const asked = CATEGORY_ASKED.exec(masked)?.[0] ?? masked.slice(masked.lastIndexOf('§'));
  return FORMS.filter(({ written }) => written.test(asked)).map(({ category }) => category);
}

/** Where a record's fields file it under a category, as "its X is Y (field)"; undefined where none do. */
function filedUnder(record: BenchRecord, category: Category): string | undefined {
  const { page } = record;
  const written = formOf(category);
  if (page.category === category) return `the category of ${record.id} is ${category} (category)`;
  const tag = page.tags.find((one) => one === category || written?.test(one.replace(/-/g, ' ')));
  if (tag) return `the tags of ${record.id} include ${tag} (tags)`;
  if (page.subcategory && written?.test(page.subcategory))
    return `the subcategory of ${record.id} is “${page.subcategory}” (subcategory)`;
  if (category === 'multimodal' && page.dataset.modalities.some((one) => one !== 'text'))
    return `the modalities of ${record.id} are ${page.dataset.modalities.join(', ')} (dataset.modalities)`;
  return undefined;
}

/** Where a record says what it is, and how its number reads. */
const DESCRIBES_ITSELF = new Set(['summary', 'subcategory', 'task_format', 'Reading the numbers']);

/**
 * The record's own sentence that denies it is of the kind ("not math accuracy", "It is not an
 * agentic run"), if any; not one that denies it of some of its items ("prompts … not about coding").
 */
function deniedKind(record: BenchRecord, category: Category): Quote | undefined {
  const word = category.replace(/-/g, ' ');
  return quotesMatching(record, new RegExp(`\\b${word}\\b`, 'i')).find(
    (quote) => DESCRIBES_ITSELF.has(quote.cite.where) && deniesWord(quote.text, word),
  );
}

/** "Its category is math (category); subcategory “…”; tags: …": how the catalog files it. */
function filing(record: BenchRecord): string {
  const { page } = record;
  return `${record.id} is filed under ${page.category} (category)${page.subcategory ? `, subcategory “${page.subcategory}”` : ''}${page.tags.length > 0 ? `; its tags: ${page.tags.join(', ')} (tags)` : ''}.`;
}

export const CATEGORY_FACET: Facet = {
  name: 'category',
  asks: CATEGORY_ASKED,
  fieldsSettle: true,
  topic: 'category kind',
  answer: (record, masked) => {
    const asked = categoriesAsked(masked);
    if (asked.length === 0) return { lead: filing(record), facts: [], section: 'overview' };
    const held = asked.flatMap((category) => {
      const where = filedUnder(record, category);
      return where ? [{ category, where }] : [];
    });
    const [first] = held;
    // "a knowledge or a reasoning test?" is answered by the kind, not by a yes.
    const either = asked.length > 1 && /\bor\b|还是/.test(CATEGORY_ASKED.exec(masked)?.[0] ?? '');
    // Filed under the kind, yet its own words deny it ("… to flag training-set overlap, not math
    // accuracy"): the field is no yes.
    const denied = first && !either ? deniedKind(record, first.category) : undefined;
    // "an agentic coding test?": a kind of two, one its fields hold and one its own words deny.
    const deniedOther =
      first && !either
        ? asked
            .filter((category) => !held.some((one) => one.category === category))
            .map((category) => deniedKind(record, category))
            .find((quote) => quote !== undefined)
        : undefined;
    if (deniedOther)
      return {
        lead: `No, by the record of ${record.id} (${deniedOther.cite.where}): “${deniedOther.text}”`,
        facts: [],
        section: 'overview',
      };
    if (first && denied)
      return {
        lead: `Not as such: ${first.where}, but the record of ${record.id} says (${denied.cite.where}): “${denied.text}”`,
        facts: [],
        section: 'overview',
      };
    if (first) {
      const others =
        held.length > 1
          ? ` And ${held
              .slice(1)
              .map((one) => one.where)
              .join('; ')}.`
          : '';
      const verdict = either ? `${first.category.charAt(0).toUpperCase()}${first.category.slice(1)}` : 'Yes';
      return {
        lead: `${verdict}: ${first.where}.${others}${first.where.includes('(category)') ? '' : ` ${filing(record)}`}`,
        facts: [],
        section: 'overview',
      };
    }
    // Filed elsewhere, but its own description speaks of the kind asked ("reasoning-heavy"): no
    // bare "no", and the sentence that says so.
    const spoken = asked.flatMap((category) => {
      const written = formOf(category);
      const quote = written
        ? quotesMatching(record, written).find((one) => ['summary', 'measures'].includes(one.cite.where))
        : undefined;
      return quote ? [{ category, quote }] : [];
    })[0];
    const kinds = asked.join(' or ');
    return {
      lead: spoken
        ? `Not by its category: ${filing(record)} Its record does speak of ${spoken.category} (${spoken.quote.cite.where}): “${spoken.quote.text}”`
        : `${either ? 'Neither' : 'No'}: ${filing(record)} None of its fields files it under ${kinds}.`,
      facts: [],
      section: 'overview',
    };
  },
};
