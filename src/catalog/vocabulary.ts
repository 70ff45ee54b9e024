/**
 * Open vocabularies: values outside these lists are served as they are, with a warning, because
 * the catalog grows new categories and writes languages both as codes and as names.
 */
import type { Page } from './schema.js';
import { CATEGORIES } from './schema.js';
import type { Problem } from './problems.js';

// ISO 639-1, plus the ISO 639-3 codes real pages use where no two-letter code exists.
const LANGUAGE_CODES = new Set(
  (
    'aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ' +
    'ee el en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik ' +
    'io is it iu ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml ' +
    'mn mr ms mt my na nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd ' +
    'se sg si sk sl sm sn so sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi ' +
    'vo wa wo xh yi yo za zh zu pcm yue cmn fil multilingual'
  ).split(' '),
);

// Programming languages appear in `dataset.languages` of coding benchmarks; they are not faults.
const PROGRAMMING_LANGUAGES = new Set(
  'python c c++ cpp c# java javascript typescript go rust php ruby r fortran matlab kotlin scala swift shell bash sql lua perl julia haskell'.split(
    ' ',
  ),
);

// Language names that pages write instead of codes; known languages, so no warning.
const LANGUAGE_NAMES = new Set(
  (
    'afrikaans arabic bangla bengali cantonese chinese english faroese filipino finnish french german gujarati ' +
    'hebrew hindi indonesian italian japanese korean malay malayalam mandarin marathi portuguese punjab punjabi ' +
    'romanian russian spanish swahili tamil telugu thai tibetan turkish urdu vietnamese multiple'
  ).split(' '),
);

const KNOWN_CATEGORIES = new Set<string>(CATEGORIES);

export function vocabularyWarnings(
  page: Page,
  file: string,
  at: (...path: PropertyKey[]) => number | undefined,
): Problem[] {
  const problems: Problem[] = [];
  if (!KNOWN_CATEGORIES.has(page.category)) {
    problems.push({
      kind: 'unknown-category',
      severity: 'warning',
      file,
      line: at('category'),
      field: 'category',
      message: `"${page.category}" is not a known category (${CATEGORIES.join(', ')}); served as it is`,
    });
  }
  page.dataset.languages.forEach((language, index) => {
    const word = language.trim().toLowerCase();
    if (LANGUAGE_CODES.has(word) || LANGUAGE_NAMES.has(word) || PROGRAMMING_LANGUAGES.has(word)) return;
    problems.push({
      kind: 'unknown-language',
      severity: 'warning',
      file,
      line: at('dataset', 'languages', index),
      field: `dataset.languages.${index}`,
      message: `"${language}" is not an ISO 639 language code or a known language name; served as it is`,
    });
  });
  return problems;
}
