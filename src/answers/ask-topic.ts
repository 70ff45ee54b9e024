/**
 * Topic questions that name no benchmark: "which benchmarks test Chinese reading comprehension?",
 * "anything for tool use?", "有没有中文医疗评测集?". The answer is a ranked list of the records that
 * fit, each with one line of its own summary, after the filters the question implies (a language
 * is a filter; a modality, a context length or a category raises the records that have it), and
 * says which were applied. When nothing fits, it says so.
 */
import { perCatalog, type Catalog } from '../catalog/catalog.js';
import { cutWords } from '../cut.js';
import type { BenchRecord } from '../catalog/record.js';
import type { CommandContext } from '../context.js';
import { englishFor, englishGroups } from './chinese-words.js';
import { emptyReply, type Reply } from '../reply.js';
import { firstSentence } from './facts.js';
import { lengthAsked, statedLength, stopsShort, type Length } from './context-length.js';
import { recordSuggestion } from './lookup.js';
import { quotesMatching } from './relations.js';
import { SCREEN_CHARACTERS } from './parts.js';
import { americanSpelling, escapeRegExp, normalizeName } from '../search/normalize.js';
import { COMMON_WORDS, isEnglishWord, STOP_WORDS } from '../search/words.js';
import { LANGUAGE_LET_GO, LANGUAGES, languageOf, speaks, type Language } from './languages.js';
import type { Question } from './question.js';
import { tagWords } from './topic-vocabulary.js';

/** Most records a topic answer lists. */
const MAX_LISTED = 8;

/**
 * Words people use for a topic that the catalog's fields spell otherwise: each adds the field
 * words it stands for ("VLM" asks for the image modality, "tool calling" for the tool-use tag).
 */
const SYNONYMS: readonly [RegExp, string][] = [
  [/\bvlms?\b|\bvision\b|\bvisual\b|\bimages?\b|图像|多模态|视觉/, 'image multimodal'],
  [
    /\blong[- ]context\b|\b\d{2,4}k\b|\blong (?:documents?|inputs?)\b|\bcontext (?:length|window)\b|长文本|长上下文/,
    'long-context',
  ],
  [/\bcod(?:e|ing)\b|\bprogramming\b|\bsoftware\b|代码|编程/, 'coding code'],
  [/\bagents?\b|\bagentic\b|智能体/, 'agentic agents'],
  [/\btool[- ]?(?:use|calling|calls)\b|\bfunction[- ]calling\b|工具/, 'tool-use'],
  [/\bharm(?:ful|less)?\b|\brefus\w*|\bjailbreak\w*|\bred[- ]team\w*|安全|有害|危害|越狱|红队/, 'safety'],
  [/\bmedic\w*|\bclinic\w*|\bhealth\w*|\bdoctors?\b|\bphysicians?\b/, 'medical'],
  // "hazardous bio / chem weapons knowledge": the catalog tags them CBRNE, biosecurity, chemical-security.
  [
    /\bbio(?:weapons?|logical|security)?\b|\bchem(?:ical)?(?:[- ]weapons?)?\b|\bweapons?\b|\bcbrne?\b|\bwmd\b|生物武器|化学武器|生化/,
    'cbrne biosecurity chemical-security hazardous-knowledge',
  ],
  [/\barithmetic\b|\bmaths\b|数学/, 'math'],
  [/\bcomputer[- ]use\b|\bdesktop\b|\bgui\b|\bclick\w*/, 'computer-use gui'],
  [/\blaw\b|\blawyers?\b|\blegal\w*|\bbar exam\b/, 'legal'],
  [/\bclassical chinese\b|\bancient chinese\b|\bliterary chinese\b|文言文?|古汉语|古文/, 'ancient-chinese'],
  // "knows when NOT to answer", "false premise questions": holding back an answer.
  [
    /\b(?:when|whether|if) not to answer\b|\bnot (?:to )?answer\b|\babstain\w*|\babstention\b|\bfalse[- ]premises?\b|\bunanswerable\b|\bsay(?:s|ing)? (?:it|they) (?:doesn'?t|don'?t|does not|do not) know\b|(?<!过度)拒答|不该回答|不回答|无法回答/,
    'abstention unanswerable-questions',
  ],
  [
    /\b(?:many|lots of|multiple|several|different|various|other) languages\b|\bcross[- ]?lingual\b|多语言|多种语言/,
    'multilingual',
  ],
];

/**
 * Words for a kind of content that also ask for its modality ("charts" asks for images), while
 * remaining a topic of their own: a chart benchmark fits "charts" better than any image one.
 */
const IMPLIES: readonly [RegExp, string][] = [
  [/\bcharts?\b|\bplots?\b|\bdiagrams?\b|\bfigures?\b|\bscreenshots?\b|图表/, 'image multimodal'],
];

/** Words that ask for benchmarks rather than say what about: never a topic of their own. */
const ASKING =
  /^(?:beyond|bench|benches|big|large|small|huge|problems|questions|items|tasks?|examples|prompts?|made|built|consisting|composed|leaderboards?|boards?|benchmarks?|evals?|evaluations?|evaluating|evaluate|evaluates|tests?|testing|datasets?|suites?|sets?|catalog|page|pages|record|records|entry|entries|anything|something|anyone|anybody|someone|somebody|know|knows|recommend|suggest|looking|need|want|good|best|find|know|list|measure|measures|measuring|check|checks|checking|checked|model|models|llm|llms|ones?|thing|things|actually|real|really|whether|able|has|have|let|lets|us|use|using|used|where|much|kind|sort|type|types|like|etc|over|under|across|between|around|through|without|within|against|some|other|more|most|then|there|here|language|languages|covers|cover|lots|many|scores?|scored|metrics?|results?|numbers?|style|styled|ish)$/;
/** Words that name a modality. */
const MODALITY = /^(?:image|images|vision|visual|audio|speech|video|videos|multimodal)$/;

/** Two languages as a direction: "english->german", "english to german", "en-de". */
const LANGUAGE_PAIR = (() => {
  const names = LANGUAGES.flatMap((language) => [language.label.toLowerCase(), ...language.names])
    .filter((name) => /^[a-z-]+$/.test(name))
    .join('|');
  return new RegExp(`\\b(?:${names})\\s*(?:->|→|=>|>|-|\\bto\\b|\\binto\\b)\\s*(?:${names})\\b`);
})();

/** Words that ask for one record in two languages at once. */
const BILINGUAL = /\bbilingual\b|双语|中英|英中|汉英|英汉/;

/** A record in at most this many languages is made for each of them. */
const FEW_LANGUAGES = 3;

/** A field word held by more than this share of the records says nothing about a topic. */
const COMMON_SHARE = 0.3;

/** A word of a question this share of the records at most write is rare: it says which records. */
const RARE_SHARE = 0.03;

/** Share of the catalog above which a topic word is broad: it ranks after the language asked. */
const BROAD_SHARE = 0.08;

type Where = {
  field: 'category' | 'subcategory' | 'tags' | 'modalities' | 'languages' | 'page_kind' | 'name';
  value: string;
};

/** A record's topic words, and the same by their stems, each with the field value that holds it. */
type TopicWords = { words: Map<string, Where>; stems: Map<string, Where> };

/** Each record's topic words, from its category, subcategory, tags, modalities, languages and page kind. */
const topicFields = perCatalog((catalog) => {
  const byRecord = new Map<string, TopicWords>();
  for (const record of catalog.records.values()) {
    const words = new Map<string, Where>();
    const inside = new Set<string>();
    const { page } = record;
    const values: Where[] = [
      { field: 'category', value: page.category },
      { field: 'subcategory', value: page.subcategory },
      ...page.tags.map((value): Where => ({ field: 'tags', value })),
      ...page.dataset.modalities.map((value): Where => ({ field: 'modalities', value })),
      // "Rust or Go": the programming languages a set is written in are a topic of it.
      ...page.dataset.languages.map((value): Where => ({ field: 'languages', value })),
      { field: 'page_kind', value: page.page_kind },
    ];
    for (const where of values) {
      words.set(where.value.toLowerCase(), where);
      for (const word of where.value.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
        if (word.length >= 2 && !words.has(word)) words.set(word, where);
      }
      // "open-book" of "Arabic open-book RAG question answering": a compound the question writes
      // whole is held where a field writes it whole, not only its parts; as written, not by its
      // stem ("language-model" holds no "language modeling").
      for (const [compound] of where.value.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu))
        if (!words.has(compound)) {
          words.set(compound, where);
          inside.add(compound);
        }
    }
    // "a benchmark for spotting anachronisms": a record named for the topic, in one word
    // ("Anachronisms"); not the words of a longer name ("Arena Math"), which name the record.
    for (const value of [page.name, ...page.aliases])
      if (/^\p{L}+$/u.test(value) && !words.has(value.toLowerCase()))
        words.set(value.toLowerCase(), { field: 'name', value });
    const stems = new Map<string, Where>();
    for (const [word, where] of words) {
      if (inside.has(word)) continue;
      const own = stem(word);
      if (own.length >= 4 && !stems.has(own)) stems.set(own, where);
    }
    byRecord.set(record.id, { words, stems });
  }
  return byRecord;
});

/** A question for the best benchmark of all: "what's the best benchmark?", "最好的基准". */
const RANKING_ONLY = /\b(?:best|greatest|top|ultimate|most (?:popular|important|used))\b|最好|最佳|最强/;
/** Words that ask for the best and say nothing of a topic. */
const BEST_ONLY_WORDS =
  /^(?:best|greatest|top|ultimate|most|popular|important|used|ever|overall|benchmarks?|bench|evals?|one|lol|tell|please|pls|whats|which|what)$/;

/** The same in Chinese, a run of characters that says nothing but these ("最好的基准是哪个"). */
const BEST_ONLY_CHINESE =
  /最好|最佳|最强|最重要|最常用|最流行|目前|现在|哪一个|哪个|哪些|什么|基准|评测|测试|的|是|有|呢|吗|啊/g;

/** Whether a question's topic words ask for a ranking and nothing else. */
function onlyRanking(terms: readonly string[]): boolean {
  return terms.every((term) =>
    term
      .split('-')
      .every(
        (word) =>
          BEST_ONLY_WORDS.test(word) || STOP_WORDS.has(word) || word.replace(BEST_ONLY_CHINESE, '') === '',
      ),
  );
}

/**
 * A word without its common ending: "agentic", "agents" and "agent" meet; "legacy" and "legal" do
 * not, nor "embedded" (put inside) and "embedding" (a vector): a past participle keeps its ending.
 */
function stem(word: string): string {
  if (word.length < 5) return word;
  // "-es" is a plural ending only after s, x, ch or sh: "stereotypes" is stereotype's plural;
  // "-ies" is "-y"'s: "disfluencies" is disfluency's.
  // "retrievers" and "retrieval", "rerankers" and "reranking": a doer's "-er" goes too, where a
  // stem of five letters is left ("paper" and "number" keep theirs).
  // "embeddings" is embedding's plural: its "-ing" goes as its singular's does.
  // "summarisation" and "summarizing" meet: British spelling as American, and "-ization",
  // "-ize", "-ized" as "-izing" leaves them.
  const stemmed = americanSpelling(word)
    .replace(/iz(?:ations?|e[sd]?)$/, 'iz')
    .replace(/ings$/, 'ing')
    .replace(/(?:ical|ing|ic|al)$/, '')
    .replace(/ies$/, 'y')
    .replace(/(?:(?<=s|x|ch|sh)es|(?<!y)s)$/, '');
  return stemmed.length >= 7 && stemmed.endsWith('er') ? stemmed.slice(0, -2) : stemmed;
}

const NO_WORDS: TopicWords = { words: new Map(), stems: new Map() };

/** Whether a question's term is one of a record's field words, itself or by its stem. */
function fieldWordFor(term: string, fields: TopicWords = NO_WORDS, own = stem(term)): Where | undefined {
  return fields.words.get(term) ?? (own.length >= 4 ? fields.stems.get(own) : undefined);
}

/** Every field word of the catalog's records, and their stems: the words its topics are written in. */
const topicVocabulary = perCatalog((catalog) => {
  const vocabulary = new Set<string>();
  for (const { words, stems } of topicFields(catalog).values()) {
    for (const word of words.keys()) vocabulary.add(word);
    for (const own of stems.keys()) vocabulary.add(own);
  }
  return vocabulary;
});

/**
 * "calcs" of "calculator": a word chat clips, which no record's fields write, held where a field
 * word begins with it (four letters at least, and two more in the field's word).
 */
function clippedWordFor(catalog: Catalog, term: string, fields: TopicWords | undefined): Where | undefined {
  if (fields && term.includes('-')) return clippedCompoundFor(catalog, term, fields);
  if (!fields || !clipsSomeWord(catalog, term)) return undefined;
  const clip = term.replace(/s$/, '');
  for (const [word, where] of fields.words)
    if (word.length >= clip.length + 2 && word.startsWith(clip) && /^\p{L}+$/u.test(word)) return where;
  return undefined;
}

/**
 * "high-res" of "high-resolution": a compound whose words are a field compound's, one or more of
 * them clipped (three letters at least, no English word, and two letters short of the field's).
 */
function clippedCompoundFor(catalog: Catalog, term: string, fields: TopicWords): Where | undefined {
  for (const word of compoundsClipped(catalog, term)) {
    const where = fields.words.get(word);
    if (where) return where;
  }
  return undefined;
}

/**
 * The catalog's field compounds a compound term clips, read once per term over the vocabulary, not
 * once per record: every topic question writes its words in pairs as compounds ("code-gen").
 */
function compoundsClipped(catalog: Catalog, term: string): readonly string[] {
  const known = clippedCompounds(catalog);
  const seen = known.get(term);
  if (seen) return seen;
  const parts = term.split('-');
  const clipOf = (part: string, whole: string) =>
    part.length >= 3 && whole.length >= part.length + 2 && whole.startsWith(part) && !isEnglishWord(part);
  const found = compoundVocabulary(catalog).filter((word) => {
    const wholes = word.split('-');
    return (
      wholes.length === parts.length &&
      parts.some((part, at) => clipOf(part, wholes[at] ?? '')) &&
      parts.every((part, at) => part === wholes[at] || clipOf(part, wholes[at] ?? ''))
    );
  });
  if (known.size >= MAX_CLIPPED_TERMS) known.clear();
  known.set(term, found);
  return found;
}

/** The field words of the catalog that are compounds ("high-resolution"), once per catalog. */
const compoundVocabulary = perCatalog((catalog) =>
  [...topicVocabulary(catalog)].filter((word) => word.includes('-')),
);

/** Compound terms read as clipped, with the field compounds they clip. */
const clippedCompounds = perCatalog(() => new Map<string, readonly string[]>());

/** Terms read as clipped or not, once each: a topic question asks of every record in turn. */
const clippedTerms = perCatalog(() => new Map<string, boolean>());
/** Most terms remembered: hostile input must not grow the memory without bound. */
const MAX_CLIPPED_TERMS = 10_000;

/**
 * Whether a term is a clipped word: no word of its own, English or the catalog's, and the start of
 * some field word of the catalog's (four letters at least, and two more in the field's word).
 */
function clipsSomeWord(catalog: Catalog, term: string): boolean {
  const known = clippedTerms(catalog);
  const seen = known.get(term);
  if (seen !== undefined) return seen;
  const clip = term.replace(/s$/, '');
  const vocabulary = topicVocabulary(catalog);
  // "knows" is a word of its own, not "knowledge" clipped.
  const clips =
    clip.length >= 4 &&
    /^\p{L}+$/u.test(clip) &&
    !isEnglishWord(term) &&
    !vocabulary.has(term) &&
    !vocabulary.has(stem(term)) &&
    [...vocabulary].some((word) => word.length >= clip.length + 2 && word.startsWith(clip));
  if (known.size >= MAX_CLIPPED_TERMS) known.clear();
  known.set(term, clips);
  return clips;
}

/** "multi" of "multi-file refactors": a word the question writes only inside a compound. */
function partOfCompound(term: string, asked: string): boolean {
  const word = escapeRegExp(term);
  const lower = asked.toLowerCase();
  return (
    !term.includes('-') &&
    // Joined by a hyphen or not at all: the patterns below need not be built for most words.
    (lower.includes(`${term}-`) || lower.includes(`-${term}`)) &&
    new RegExp(`\\p{L}-${word}|${word}-\\p{L}`, 'iu').test(asked) &&
    !new RegExp(`(?<![\\p{L}-])${word}(?![\\p{L}-])`, 'iu').test(asked)
  );
}

/** The compounds of a question that hold a word: "over-refusal" of "refusal". */
function compoundsWith(term: string, asked: string): string[] {
  return [...asked.toLowerCase().matchAll(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu)]
    .map((found) => found[0])
    .filter((compound) => compound.split('-').includes(term));
}

/** Whether a field value writes a word on its own, not as a part of a compound ("multi-turn"). */
function ownWordIn(term: string, value: string): boolean {
  return new RegExp(`(?<![\\p{L}-])${escapeRegExp(term)}(?![\\p{L}-])`, 'iu').test(value);
}

/**
 * Where a record holds a topic term. A word the question writes only inside a compound ("multi"
 * of "multi-file") is held only where a field writes it on its own, not in another compound
 * ("multi-turn"). A word the catalog uses as a tag ("legal"), or one held only by its stem,
 * written in a subcategory only as the first half of a compound ("UCI legal-destination
 * prediction", a chess task; "findings-to-impression"), is another sense of it.
 */
function holdsTopic(
  catalog: Catalog,
  term: string,
  fields: TopicWords | undefined,
  compounds: readonly string[] | undefined,
  own: string,
): Where | undefined {
  const where = fieldWordFor(term, fields, own) ?? clippedWordFor(catalog, term, fields);
  // Held as the question's own compound ("over-refusal" of "which benchmarks test over-refusal").
  if (where && compounds && !ownWordIn(term, where.value))
    return compounds.map((compound) => fields?.words.get(compound)).find((one) => one !== undefined);
  const compound =
    where?.field === 'subcategory' &&
    (tagWords(catalog).has(term) || !fields?.words.has(term)) &&
    new RegExp(`(?<![\\p{L}-])${escapeRegExp(term)}(?:s|es)?-\\p{L}`, 'iu').test(where.value) &&
    !new RegExp(`(?<![\\p{L}-])${escapeRegExp(term)}(?:s|es)?(?![\\p{L}-])`, 'iu').test(where.value);
  return compound ? undefined : where;
}

/**
 * Where each record holds a question's topic terms, read once for each term and record: a topic
 * question asks it of every record to count the holders, again to find the broad terms, and again
 * to weigh each record.
 */
function topicHolder(
  catalog: Catalog,
  asked: string,
): (term: string, record: BenchRecord) => Where | undefined {
  const fields = topicFields(catalog);
  const terms = new Map<
    string,
    { compounds: string[] | undefined; own: string; byRecord: Map<string, Where | undefined> }
  >();
  return (term, record) => {
    let read = terms.get(term);
    if (!read) {
      // The question's compounds that hold a word it writes only inside them, and the word's stem.
      read = {
        own: stem(term),
        compounds: partOfCompound(term, asked) ? compoundsWith(term, asked) : undefined,
        byRecord: new Map(),
      };
      terms.set(term, read);
    }
    if (read.byRecord.has(record.id)) return read.byRecord.get(record.id);
    const where = holdsTopic(catalog, term, fields.get(record.id), read.compounds, read.own);
    read.byRecord.set(record.id, where);
    return where;
  };
}

/**
 * The words of a topic question that say what it is about, with the field words they stand for;
 * and, for the words that stand in for one word of the question ("价值观": values, ethics, moral),
 * that word, so a record holding two of them holds one topic, not two.
 */
function topicTermsOf(q: string): { terms: string[]; topicOf: Map<string, string>; standIns: Set<string> } {
  const synonyms = SYNONYMS.filter(([pattern]) => pattern.test(q));
  const groups = [...synonyms.map(([, words]) => words), ...englishGroups(q)];
  const topicOf = new Map<string, string>();
  for (const group of groups)
    for (const word of group.split(' ')) if (!topicOf.has(word)) topicOf.set(word, group);
  // "context length" asks for long-context: the words of a phrase are that one topic, not two more;
  // a word of its own ("clinical") stays a topic, for the records whose fields say it.
  for (const [pattern, group] of synonyms) {
    for (const match of q.matchAll(new RegExp(pattern.source, 'g'))) {
      const words = match[0].split(/[^\p{L}\p{N}]+/u).filter(Boolean);
      if (words.length > 1) for (const word of words) if (!topicOf.has(word)) topicOf.set(word, group);
    }
  }
  // The parts of the compounds a group stands for ("security" of "chemical-security") are that
  // topic too, as the words of a phrase are; neither is one of the group's own field words.
  for (const group of groups)
    for (const word of group.split(/[ -]/)) if (!topicOf.has(word)) topicOf.set(word, group);
  const own = new Set(groups.flatMap((group) => group.split(' ')));
  const standIns = new Set([...topicOf.keys()].filter((word) => !own.has(word)));
  const implied = IMPLIES.filter(([pattern]) => pattern.test(q)).map(([, words]) => words);
  const added = [...groups, ...implied].join(' ');
  const sequence = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  // "over refusal", "unit tests": two or three words in a row, as a tag writes them.
  const phrases = sequence.flatMap((_word, at) =>
    [2, 3].flatMap((length) =>
      at + length <= sequence.length ? [sequence.slice(at, at + length).join('-')] : [],
    ),
  );
  const words = `${q} ${added}`
    .toLowerCase()
    .split(/[^\p{L}\p{N}-]+/u)
    .flatMap((word) => [word, ...(word.includes('-') ? word.split('-') : [])])
    // "non" of "non-python" is no topic; the word it rules out is read by negatedTerms.
    .filter(
      (word) =>
        word.length >= 3 &&
        word !== 'non' &&
        !STOP_WORDS.has(word) &&
        !ASKING.test(word) &&
        !/^\d/.test(word),
    );
  return { terms: [...new Set([...phrases, ...words])], topicOf, standIns };
}

type Fit = {
  record: BenchRecord;
  terms: Map<string, Where>;
  /** The question's topics the record holds: words that stand in for one word count once. */
  topics: Set<string>;
  weight: number;
  score: number;
  /** How many of the question's words the record's name and summary say. */
  said: number;
  /** How many it holds in its fields (but the broad ones), and says of the words no field holds. */
  covered: number;
  /** The topics it holds from the question's words before an example ("like …"). */
  headTopics: number;
};

/**
 * Where a topic question turns from its topic to an example of it, the source it works from or
 * where it happens ("clinical calculations from patient notes (like creatinine clearance)",
 * "correcting errors in clinical notes"): the words before rank first.
 */
const EXAMPLE_CUE = /\b(?:like|such as|e\.g\.?|for example|for instance|say|from|in)\b|\(|比如|例如|譬如/;

/** The words of "not just X" / "not only X": wanted, but not alone. */
function notOnlyTerms(masked: string): string[] {
  return [...masked.matchAll(/\bnot (?:just|only) (?:a |an |the )?((?:[a-z][\w-]*[\s-]?){1,4})/g)].flatMap(
    (match) => (match[1] ?? '').split(/[\s-]+/).filter((word) => word.length >= 3 && !STOP_WORDS.has(word)),
  );
}

/**
 * The words a topic question rules out: "non-Python", "not a needle-in-a-haystack test", "without
 * images", "不是大海捞针那种".
 */
function negatedTerms(masked: string): string[] {
  const found = [
    ...[...masked.matchAll(/\bnon[- ]?([a-z][\w+#]*)/g)].map((match) => match[1] ?? ''),
    // "not just needle in a haystack" wants more than that, not none of it: a record that holds it
    // and more (RULER) still fits.
    ...[
      ...masked.matchAll(
        /\b(not|no|without|except|excluding|beyond|other than|more than(?: just)?|rather than)\s+(a |an |the |just |only |plain |simple )?([a-z][\w-]*)/g,
      ),
    ]
      .filter((match) => !(match[1] === 'not' && /^(?:just|only) $/.test(match[2] ?? '')))
      // "know when to not answer", "should not guess": a behaviour asked for, not a topic left out.
      .filter(
        (match) =>
          !(
            match[1] === 'not' &&
            /\b(?:to|when|whether|if|knows?|should|shall|can|could|would|will|must|may|might)\s+$/.test(
              masked.slice(0, match.index),
            )
          ),
      )
      .map((match) => match[3] ?? ''),
    // "that isn't just translated english", "thats not just …": what a set must not be, each of its words.
    ...[
      ...masked.matchAll(
        /\b(?:isn'?t|aren'?t|wasn'?t|doesn'?t|don'?t|is not|are not|(?:that'?s|thats|it'?s) not)\s+(?:just |only |simply |merely )?(?:a |an |the )?([a-z][\w-]*)(?:\s+([a-z][\w-]*))?/g,
      ),
    ].flatMap((match) => [match[1] ?? '', match[2] ?? '']),
    ...[...masked.matchAll(/(?:不是|不要|不含|非)([\p{Script=Han}]{2,6}?)(?:那种|的|类|$)/gu)].flatMap(
      (match) => englishFor(match[1] ?? '').split(' '),
    ),
    ...[...masked.matchAll(/(?:不是|不要|不含|非)\s*([a-z][\w+#-]*)/g)].map((match) => match[1] ?? ''),
  ];
  return [
    ...new Set(
      found.flatMap((term) => term.split('-')).filter((term) => term.length >= 3 && !STOP_WORDS.has(term)),
    ),
  ];
}

/** Whether a record's name, summary, subcategory or tags say a word, and never rule it out. */
function saysPlainly(record: BenchRecord, term: string): boolean {
  const { page } = record;
  const text = `${page.name} ${page.summary} ${page.subcategory} ${page.tags.join(' ')}`.toLowerCase();
  if (!new RegExp(`\\b${term}\\b`).test(text)) return false;
  // "rather than translated from English MMLU" rules out both words, a few words on.
  return !new RegExp(
    `(?:\\bnon-?|\\bnot |\\bbeyond |\\bother than |\\bexcept |\\bwithout |\\brather than |\\binstead of )(?:[\\w-]+ ){0,3}?${term}\\b`,
  ).test(text);
}

/** How many of `terms` a record's name and summary say, each word or by its stem. */
function saidIn(record: BenchRecord, terms: readonly string[]): number {
  const words = `${record.page.name} ${record.page.summary}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const stems = new Set(words.map(stem));
  return terms.filter((term) => !term.includes('-') && (words.includes(term) || stems.has(stem(term))))
    .length;
}

/**
 * "Which benchmarks test X?": the records whose own fields (category, subcategory, tags,
 * modalities, page kind) carry the topic's words, every filter met, best first, each with the
 * fields that show it; the records' text ranks records that fit alike, and is the whole answer
 * only when no field names the topic.
 */
export function topicAnswer(context: CommandContext, question: Question, like?: BenchRecord): Reply {
  return topicReply(context, question, like, false);
}

/**
 * "Cheap ~100-item proxy for the Open LLM Leaderboard?", asked without a word for benchmarks: the
 * records whose own fields hold its topic, or undefined when no field does.
 */
export function topicByFields(context: CommandContext, question: Question): Reply | undefined {
  return topicReply(context, question, undefined, true);
}

function topicReply(
  context: CommandContext,
  question: Question,
  like: BenchRecord | undefined,
  fieldsOnly: false,
): Reply;
function topicReply(
  context: CommandContext,
  question: Question,
  like: BenchRecord | undefined,
  fieldsOnly: true,
): Reply | undefined;
function topicReply(
  context: CommandContext,
  question: Question,
  like: BenchRecord | undefined,
  fieldsOnly: boolean,
): Reply | undefined {
  const { catalog } = context;
  // "Past 100k tokens": a length asked is a filter of its own, read from the records' stated
  // lengths; its words ("tokens") are no topic of their own.
  const floor = lengthAsked(question.masked);
  // "Doesn't have to be English", "不一定是英文": a language let go is no filter of any kind.
  // "Past 100k tokens" asks for long inputs: the catalog's word for them is the topic.
  const q = question.masked.replace(LANGUAGE_LET_GO, ' ').replace(floor?.written ?? /$^/, ' long-context ');
  // "Non-Python repos", "not needle-in-a-haystack": records about those are left out, not listed.
  const excluded = negatedTerms(q);
  // "In non-English languages": a language ruled out is no filter; records only in it are left out.
  const ruledOut = LANGUAGES.filter((language) => language.names.some((name) => excluded.includes(name)));
  const languages = LANGUAGES.filter((language) => language.asks.test(q) && !ruledOut.includes(language));
  // "english->german translation": a direction between two languages asks for both in one set.
  // "English->German", "中英双语": a record in both languages, not in either.
  const pairOfLanguages = languages.length >= 2 && (LANGUAGE_PAIR.test(q) || BILINGUAL.test(q));
  // A record that says the word itself ("Python-only") is left out; one that rules it out in the
  // same way ("beyond Python", "non-Python") is what was asked for.
  // "Languages other than Python": a set written in Python and others (MultiPL-E) offers them.
  // So does a set in English and others, asked "in languages other than English".
  const offersOthers = (record: BenchRecord, term: string) => {
    const written = record.page.dataset.languages.map((language) => language.toLowerCase());
    const names = ruledOut.find((language) => language.names.includes(term))?.names ?? [term];
    return (
      written.some((language) => names.includes(language)) &&
      written.some((language) => !excluded.includes(language) && !names.includes(language))
    );
  };
  const excludedRecords = new Set(
    [...catalog.records.values()]
      .filter(
        (record) =>
          excluded.some(
            (term) =>
              // "Non-English": a record's languages say whether it is in English; its prose saying
              // "English" ("a Spanish translation of IFEval's English checkers") does not.
              !(
                ruledOut.some((language) => language.names.includes(term)) &&
                record.page.dataset.languages.length > 0
              ) &&
              saysPlainly(record, term) &&
              !offersOthers(record, term),
          ) ||
          // "Non-Python": a set written in Python alone.
          (record.page.dataset.languages.length > 0 &&
            record.page.dataset.languages.every((language) => excluded.includes(language.toLowerCase()))),
      )
      .map((record) => record.id),
  );
  const onlyIn = (record: BenchRecord, language: Language) =>
    record.page.dataset.languages.length > 0 &&
    record.page.dataset.languages.every((one) => language.names.includes(one.toLowerCase()));
  const speaking = [...catalog.records.values()].filter(
    (record) =>
      !excludedRecords.has(record.id) &&
      !(floor && stopsShort(record, floor)) &&
      record !== like &&
      !ruledOut.some((language) => onlyIn(record, language)) &&
      (languages.length === 0 ||
        (pairOfLanguages
          ? languages.every((language) => speaks(record, language))
          : languages.some((language) => speaks(record, language)))),
  );
  const languageWords = new Set(
    [...languages, ...ruledOut].flatMap((language) => [language.label.toLowerCase(), ...language.names]),
  );
  // "A swe-bench style benchmark for Rust": the topic words of the record it is like, beside the
  // question's own.
  const own = like ? q.replace(new RegExp(LIKE_NAMED.source, 'g'), ' ') : q;
  const { terms: asked, topicOf, standIns } = topicTermsOf(like ? `${own} ${likeWords(like)}` : q);
  // "Medical calculations, like creatinine clearance from a patient note": the example says what
  // the topic looks like; a record that holds the topic itself comes before one that holds only
  // words of the example. Beside a record it is like, the question's own words are the topic.
  const example = like ? undefined : EXAMPLE_CUE.exec(q);
  const head = like
    ? new Set(topicTermsOf(own).terms)
    : example
      ? new Set(topicTermsOf(q.slice(0, example.index)).terms)
      : undefined;
  // "not just needle in a haystack": more than that is wanted, so its words are no filter either.
  const beyond = notOnlyTerms(q);
  // "R code generation": a capital letter written as a word, as a programming language's name is.
  const letters = [...question.text.matchAll(/(?<![\p{L}\p{N}'’-])([B-HJ-Z])(?![\p{L}\p{N}+#'’-])/gu)].map(
    (match) => (match[1] ?? '').toLowerCase(),
  );
  const terms = [...asked, ...letters].filter(
    (term) =>
      !languageWords.has(term) &&
      ![...excluded, ...beyond].some((word) => term === word || term.split('-').includes(word)),
  );

  // A term is a topic filter when some records' fields hold it, and not most of them.
  const holds = topicHolder(catalog, q);
  const holders = new Map(
    terms.map((term) => [term, speaking.filter((record) => holds(term, record) !== undefined).length]),
  );
  const filters = terms.filter((term) => {
    const count = holders.get(term) ?? 0;
    return count > 0 && count <= Math.max(3, COMMON_SHARE * catalog.records.size);
  });
  // The topics a record holds. A word that only stands in for a group's topic ("answer" of "when
  // not to answer", "knowledge" of "hazardous-knowledge") holds it only where no record holds one
  // of the group's own words: else a record must hold one of those.
  const groupsHeld = new Set(
    filters.filter((term) => topicOf.has(term) && !standIns.has(term)).map((term) => topicOf.get(term)),
  );
  const topicsHeld = (terms: Iterable<string>) =>
    new Set(
      [...terms]
        .filter((term) => !(standIns.has(term) && groupsHeld.has(topicOf.get(term))))
        .map((term) => topicOf.get(term) ?? term),
    );

  // A topic most records hold ("reasoning") says less than a record made for the language asked:
  // "moral reasoning in French" is the French moral set before a many-language one on reasoning.
  // Counted over the whole catalog: among the few French records, "reasoning" is rare. Only beside
  // a language asked: among records of one topic, a broad word still tells them apart; and beside
  // a record it is like, that record's own tags are the topic, broad or not.
  const records = [...catalog.records.values()];
  const broadTerms = new Set(
    (languages.length > 0 && !like ? filters : []).filter(
      (term) =>
        records.filter((record) => holds(term, record) !== undefined).length > BROAD_SHARE * records.length,
    ),
  );
  const broad = (term: string) => broadTerms.has(term);

  const searched = new Map(
    context.index.search([question.text, ...filters].join(' '), 60).map((hit) => [hit.id, hit.score]),
  );
  const fits: Fit[] = speaking.map((record) => {
    const held = new Map<string, Where>();
    for (const term of filters) {
      const where = holds(term, record);
      if (where) held.set(term, where);
    }
    // Rarer words weigh more: "legal" says more than "reasoning".
    const weight = [...held.keys()].reduce(
      (sum, term) => sum + Math.log(1 + speaking.length / (holders.get(term) ?? 1)),
      0,
    );
    return {
      record,
      terms: held,
      topics: topicsHeld(held.keys()),
      weight,
      score: searched.get(record.id) ?? 0,
      said: held.size > 0 ? saidIn(record, terms) : 0,
      // "duplicate question detection with embeddings": the pair-classification set holds
      // "embedding" and its summary says "duplicates", a word no record's fields hold, so no
      // filter; a set that holds only "detection" covers less of the question. Not a term most
      // records hold ("reasoning").
      covered:
        held.size > 0
          ? [...held.keys()].filter((term) => (holders.get(term) ?? 0) <= BROAD_SHARE * records.length)
              .length +
            saidIn(
              record,
              terms.filter((term) => (holders.get(term) ?? 0) === 0),
            )
          : 0,
      headTopics: head
        ? topicsHeld([...held.keys()].filter((term) => head.has(term) && !broad(term))).size
        : 0,
    };
  });
  // A record made for the language asked (cvalues, in Chinese alone) before one that lists it among
  // dozens (anima); read once per record, not in every comparison of the sort.
  // "文言文" (classical Chinese) names its language only among the topic words it stands for.
  const languagesAsked = [
    ...languages,
    ...LANGUAGES.filter(
      (language) => !languages.includes(language) && language.names.some((name) => terms.includes(name)),
    ),
  ];
  const madeFor = new Map(
    fits.map((fit) => [
      fit,
      languagesAsked.some(
        (language) =>
          language.asks.test(`${fit.record.page.name} ${fit.record.page.summary}`.toLowerCase()) ||
          (fit.record.page.dataset.languages.length <= FEW_LANGUAGES && speaks(fit.record, language)),
      ) ||
      // "Java GitHub issues": a set written in Java alone before one in nine languages.
      (fit.record.page.dataset.languages.length <= FEW_LANGUAGES &&
        [...fit.terms.values()].some((where) => where.field === 'languages'))
        ? 1
        : 0,
    ]),
  );
  // Most of the question's topics first; then the record made for the language; between records
  // that hold as many, the one whose own summary says more of the question ("leaks PII or memorized
  // emails": the privacy set, not the one that only holds "leaks"); then the rarer topics; then the text.
  // A modality asked ("image+text chat") is a must, as a language is: a text-only record that
  // holds as many other topics comes after one in that modality.
  // Not a modality that says what kind of another filter is asked ("speech disfluencies", which
  // a text set may hold): that filter is the topic.
  // Nor one only in an example ("disfluent questions, like speech where people correct themselves").
  const modalities = filters.filter(
    (term) =>
      MODALITY.test(term) &&
      (example === null || head === undefined || head.has(term)) &&
      !filters.some((other) => new RegExp(`\\b${term}[\\s-]+${escapeRegExp(other)}\\b`).test(q)),
  );
  const inModality = new Map(
    fits.map((fit) => [fit, modalities.some((term) => fit.terms.has(term)) ? 1 : 0]),
  );
  const distinctive = new Map(
    fits.map((fit) => [fit, topicsHeld([...fit.terms.keys()].filter((term) => !broad(term))).size]),
  );
  fits.sort(
    (a, b) =>
      (inModality.get(b) ?? 0) - (inModality.get(a) ?? 0) ||
      b.headTopics - a.headTopics ||
      (distinctive.get(b) ?? 0) - (distinctive.get(a) ?? 0) ||
      (madeFor.get(b) ?? 0) - (madeFor.get(a) ?? 0) ||
      b.topics.size - a.topics.size ||
      b.said - a.said ||
      b.covered - a.covered ||
      b.weight - a.weight ||
      b.score - a.score,
  );

  const reply = emptyReply('answer', 'Benchmarks that fit');
  const [best] = fits;
  const languageNote =
    languages.length > 0
      ? ` in ${languages.map((language) => language.label).join(pairOfLanguages ? ' and ' : ' or ')} (dataset.languages)`
      : '';
  if (fieldsOnly && (filters.length === 0 || !best || best.weight === 0)) return undefined;
  if (filters.length === 0 && languages.length > 0) {
    // Only a language asked: the records in it, best known first.
    const listed = fits.sort((a, b) => b.score - a.score).slice(0, MAX_LISTED);
    reply.summary = `${speaking.length === 1 ? 'One record fits' : `${speaking.length} records fit`}${languageNote}; the best known: ${listed.map((fit) => fit.record.id).join(', ')}.`;
    return listing(reply, listed);
  }
  // "What's the best benchmark ever?": nothing but a ranking asked, which no record settles.
  if (filters.length === 0 && languages.length === 0 && RANKING_ONLY.test(q) && onlyRanking(terms)) {
    reply.summary =
      'benchbot does not rank benchmarks as best: each record says what its benchmark measures, not that it is better than another. Ask for a topic ("a benchmark for Python code generation") or name one ("/bench gpqa").';
    return reply;
  }
  if (filters.length === 0 || !best || best.weight === 0) {
    // No field names the topic: the records' own text, said as such. A word of the question few
    // records write ("sql") says which: a record that holds only its common words ("text") is no
    // fit. A word none writes ("spider") is said to be missing, as a name the catalog lacks is.
    const latin = terms.filter(
      (term) =>
        /^[a-z][a-z0-9]{2,}$/.test(term) &&
        !STOP_WORDS.has(term) &&
        !question.unknownNames.some((one) => normalizeName(one.name) === term),
    );
    const holding = new Map(latin.map((term) => [term, new Set(context.index.holders(term))]));
    const unwritten = latin.filter((term) => holding.get(term)?.size === 0);
    const rare = latin.filter((term) => {
      const count = holding.get(term)?.size ?? 0;
      return count > 0 && count <= Math.max(3, RARE_SHARE * catalog.records.size);
    });
    const holdsRare = (id: string) => rare.some((term) => holding.get(term)?.has(id));
    // "cruxeval what does it measure": beside a name the catalog lacks, nothing but common words
    // asks no topic, and records that share them are noise.
    const byText = fits
      .filter(
        (fit) =>
          fit.score > 0 &&
          (rare.length === 0 ? question.unknownNames.length === 0 : holdsRare(fit.record.id)),
      )
      .sort((a, b) => b.score - a.score);
    const listed = byText.slice(0, MAX_LISTED).map((fit) => fit.record);
    const missing =
      unwritten.length > 0
        ? `No record of the catalog writes ${unwritten.map((term) => `“${term}”`).join(' or ')}. `
        : '';
    if (listed.length === 0) {
      reply.summary = `${missing}Nothing in the catalog fits that question${languageNote}.`;
      return reply;
    }
    reply.summary = `${missing}No record's category, tags or modalities name that topic${languageNote}; by their text, the nearest: ${listed.map((record) => record.id).join(', ')}.`;
    return listing(
      reply,
      listed.map((record) => ({
        record,
        terms: new Map(),
        topics: new Set<string>(),
        weight: 0,
        score: 0,
        said: 0,
        covered: 0,
        headTopics: 0,
      })),
    );
  }
  // Every listed record meets every filter the best one meets; records that meet fewer are
  // offered apart, as near fits.
  const wanted = [...best.terms.keys()];
  const full = fits.filter((fit) => [...best.topics].every((topic) => fit.topics.has(topic)));
  const near = fits
    .filter((fit) => !full.includes(fit) && fit.weight > 0)
    .slice(0, Math.max(0, 3 - full.length));
  const shown = full.slice(0, MAX_LISTED);
  const missing = filters.filter((term) => !wanted.includes(term) && near.some((fit) => fit.terms.has(term)));
  // What the records' text finds that their fields do not name ("Gaokao" exams hold math too):
  // only a record whose own words name a topic the fits are listed by ("injection"), not one that
  // merely shares a word of the question ("prompt").
  // The topics the question writes itself ("over-refusal"), where it writes some, not those it
  // only implies ("safety").
  // The longer of two ("over-refusal", not the "refusal" inside it).
  const writtenTopics = [...best.topics]
    .filter((topic) => new RegExp(`(?<![\\p{L}])${topicWritten(topic)}`, 'iu').test(q))
    .filter((topic, _at, all) => !all.some((other) => other !== topic && other.includes(topic)));
  const topicWords = new RegExp(
    (writtenTopics.length > 0 ? writtenTopics : [...best.topics]).map(topicWritten).join('|') || '$^',
    'i',
  );
  const byText = fits
    .filter((fit) => fit.score > 0 && !shown.includes(fit) && !near.includes(fit))
    .filter(({ record: { page } }) =>
      topicWords.test(
        `${page.category} ${page.subcategory} ${page.tags.join(' ')} ${page.summary} ${page.measures}`,
      ),
    )
    .sort((a, b) => b.score - a.score)
    // "It does not measure helpfulness, over-refusal, …": a record that says it is not about the
    // topic asked is no fit by its text. Read for the best few only: each reads the whole record.
    .slice(0, 4)
    .filter(({ record }) => !filters.some((term) => deniesTopic(record, term)))
    .slice(0, 2);
  // The count is of every record whose category or tags carry the topic, though a screen lists
  // the first few ("long-context": twenty, not the eight shown).
  const carrying = full.filter(({ record: { page } }) =>
    [page.category, ...page.tags].some((value) => best.topics.has(value.toLowerCase())),
  ).length;
  const count = Math.max(carrying, shown.length);
  reply.summary =
    `${count === 1 ? 'One record fits' : `${count} records fit`}${languageNote}, by ${count === 1 ? 'its' : 'their'} ${describeFilters(best)}${count > shown.length ? `; the first ${shown.length}` : ''}: ${shown.map((fit) => fit.record.id).join(', ')}.` +
    (near.length > 0
      ? ` Near fits, meeting some of the filters${missing.length > 0 ? ` (${missing.join(', ')} among them)` : ''}: ${near.map((fit) => fit.record.id).join(', ')}.`
      : '') +
    (byText.length > 0 ? ` By their text, also: ${byText.map((fit) => fit.record.id).join(', ')}.` : '') +
    (floor ? shortOfFloor(catalog, best.topics, floor) : '');
  return listing(reply, [...shown, ...near, ...byText].slice(0, MAX_LISTED));
}

/**
 * " Left out, by the longest input their fields state: longbench (“15k words”, summary)." The
 * records of the fits' topics that a length asked rules out, said so the user sees why.
 */
function shortOfFloor(catalog: Catalog, topics: ReadonlySet<string>, floor: Length): string {
  const short = [...catalog.records.values()].filter(
    (record) =>
      stopsShort(record, floor) &&
      [record.page.category, ...record.page.tags].some((value) => topics.has(value.toLowerCase())),
  );
  return short.length > 0
    ? ` Left out, as their fields state no input past ${floor.said}: ${short
        .slice(0, MAX_LISTED)
        .map((record) => `${record.id} (“${statedLength(record)?.written}”, ${statedLength(record)?.where})`)
        .join(', ')}.`
    : '';
}

/**
 * A benchmark named as the kind wanted: "swe-bench style", "like gpqa but", "similar to X"; the
 * intent table asks with it, and a topic answer drops those words from the question's own.
 */
export const LIKE_NAMED =
  /§[\s-]*(?:style|like|type|esque|ish)\b|\b(?:like|similar to|akin to|in the style of|along the lines of|alternatives? to)\s+§(?:\s*(?:\/|,|or|and)\s*§)*\s*(?:but|for|in|with|that|,)|类似\s*§|像\s*§\s*(?:那样|一样|这样)/;

/**
 * "any chinese gsm8k?", "anything on arabic open-book QA?": a name the catalog lacks, made of a
 * language and a record not in it, asked for as a topic. Its language word and its record.
 */
export function languageVariantAsked(
  question: Question,
): { text: string; near: BenchRecord; language: Language } | undefined {
  const [named] = question.named;
  if (question.named.length !== 1 || named?.kind !== 'linked' || !named.near) return undefined;
  const language = languageOf(named.text.split(/\s+/)[0] ?? '');
  return language && !speaks(named.near, language)
    ? { text: named.text, near: named.near, language }
    : undefined;
}

/**
 * Said missing, then the records like it, of its category, in the language asked. A name written
 * as words of the topic is no name: "open-book QA" spelled apart (OpenBookQA is one word), or
 * "math" in lower case, is asked of the question's text, and nothing is said missing.
 */
export function languageVariantTopic(context: CommandContext, question: Question): Reply {
  const asked = languageVariantAsked(question);
  const plain = { ...question, masked: question.text.toLowerCase(), named: [], records: [] };
  if (!asked) return topicAnswer(context, plain);
  const { text, near, language } = asked;
  const spelled = text.slice(text.search(/\s/) + 1);
  const apart =
    /\p{L}[\s-]+\p{L}/u.test(spelled) &&
    [near.page.name, ...near.page.aliases].every((name) => !/\p{L}[\s-]+\p{L}/u.test(name));
  if (apart || (spelled === spelled.toLowerCase() && COMMON_WORDS.has(spelled)))
    return topicAnswer(context, plain);
  const languages = near.page.dataset.languages.join(', ') || 'no language it names';
  const missing = `The catalog has no record of ${text}: ${near.id} is in ${languages}, not ${language.label} (dataset.languages).`;
  // Like the record, of its category: a Korean "humaneval" is code, not any Korean generation.
  const { category } = near.page;
  if (
    ![...context.catalog.records.values()].some(
      (record) => record.page.category === category && speaks(record, language),
    )
  ) {
    const reply = emptyReply('answer', `${text}: no record in this catalog`);
    reply.summary = `${missing} No ${category} record is in ${language.label} (category, dataset.languages).`;
    return reply;
  }
  const listed = topicAnswer(context, { ...plain, masked: `${plain.masked} ${category}` }, near);
  return { ...listed, summary: `${missing} ${listed.summary ?? ''}`.trim() };
}

/** The words that say what a record is about, for finding the records like it. */
function likeWords(record: BenchRecord): string {
  return [record.page.subcategory, ...record.page.tags].join(' ');
}

/** "tags (legal), category (reasoning)": which fields the filters were found in. */
function describeFilters(fit: Fit): string {
  const byField = new Map<string, string[]>();
  for (const [term, where] of fit.terms)
    byField.set(where.field, [...(byField.get(where.field) ?? []), fieldWordOf(term, where)]);
  return [...byField].map(([field, terms]) => `${field} (${terms.join(', ')})`).join(' and ');
}

/** The field's own word for a term: "calculation" where the question clipped it to "calcs". */
function fieldWordOf(term: string, where: Where): string {
  const clip = term.replace(/s$/, '');
  const words = where.value.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return words.some((word) => word.startsWith(term) || stem(word) === stem(term))
    ? term
    : (words.find((word) => word.startsWith(clip)) ?? term);
}

function listing(reply: Reply, fits: readonly Fit[]): Reply {
  const [top] = fits;
  if (!top) return reply;
  reply.recordId = top.record.id;
  // One line a record, as many as fit one screen beside the lead; the fields that show it fits,
  // two at most.
  const lines: string[] = [];
  let room = SCREEN_CHARACTERS - (reply.summary?.length ?? 0);
  for (const { record, terms } of fits) {
    const shown = [
      ...new Set([...terms.values()].map((where) => `${where.field}: ${cutWords(where.value, 40)}`)),
    ].slice(0, 2);
    const line = `- ${record.id}: ${cutWords(firstSentence(record.page.summary || record.page.name), 140)}${shown.length > 0 ? ` (${shown.join('; ')})` : ` (${record.id} · summary)`}`;
    room -= line.length + 1;
    if (room < 0 && lines.length > 0) break;
    lines.push(line);
  }
  reply.sections = [{ heading: 'Why each fits, in its own words', text: lines.join('\n') }];
  reply.suggestions = fits.slice(0, 5).map(({ record }) => recordSuggestion(record));
  return reply;
}

/** A topic as text writes it: singular or plural, its words apart by a space or a hyphen. */
function topicWritten(topic: string): string {
  return topic
    .replace(/s$/, '')
    .split(/[-\s]+/)
    .map(escapeRegExp)
    .join('[\\s-]+');
}

/**
 * Whether a record says it does not measure a topic: "It does not measure helpfulness,
 * over-refusal, …", "multi-step reasoning, not speed, tool use, or any language beyond English".
 */
function deniesTopic(record: BenchRecord, term: string): boolean {
  const topic = `(?<![\\w-])${escapeRegExp(term)}(?![\\w-])`;
  const denied = new RegExp(
    `\\b(?:does not|doesn't|do not|don't|is not|isn't|not)\\s+(?:\\w+\\s+)?(?:measur|test|cover|evaluat|assess|prob|target)\\w*\\b[^.;]{0,60}?${topic}|,\\s+not (?!only\\b|just\\b|merely\\b)(?:[\\w-]+,?\\s+){0,4}?(?:or\\s+)?${topic}|\\b(?:distinct|different|separate)\\b[^.;]{0,30}\\bfrom\\s+(?:[\\w-]+\\s+){0,2}?${topic}`,
    'i',
  );
  return quotesMatching(record, denied).length > 0;
}
