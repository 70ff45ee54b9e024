/**
 * A model's figure as a record's own prose gives it, where the ledgers hold none: read by the
 * results answers and by the human baseline's ("what did gpt4 get vs humans?").
 */
import type { BenchRecord } from '../catalog/record.js';
import { looselySpaced } from '../search/normalize.js';
import { quotesMatching, type Quote } from './relations.js';

/**
 * A model's figure in a record's own prose: a percentage after its name, a figure the metric is
 * named with ("led … with an F1 of 22.22", "records 80.9 F1 3-shot", whose 3 is no figure), a
 * fraction ("o1-preview 0.877 turn 1"), a decimal a verb or a table's column gives it ("XLM-R
 * large … aggregates both 61.3", "GPT-4o Overall 70.2"), or a figure written before it ("61.3 for
 * XLM-R large"); "gpt4o" finds "GPT-4o". A share of the data it was run on ("scored on 10% of
 * each dataset") is no score.
 */
export function figureInText(
  record: BenchRecord,
  model: string,
): { quote: Quote; score: number; percent: boolean } | undefined {
  const name = `(?<![\\w.-])${looselySpaced(model)}(?![\\w-])`;
  const after = new RegExp(
    `${name}(?:[^.;]|\\.\\d){0,80}?(?:(\\d+(?:\\.\\d+)?)\\s?%(?!\\s+of\\s+(?:each|every|the|its)\\s+(?:datasets?|data|splits?|sets?|subsets?|samples?|examples|items|questions|tasks)\\b)|\\b(?:F1|EM|accuracy|score|pass@\\d+|Elo|BLEU|ROUGE-?\\w*)\\s+(?:of\\s+)?(\\d+(?:\\.\\d+)?)(?!\\.?\\d|\\s?%|-?[a-z])|(?<![\\w.])(\\d{1,3}\\.\\d+)\\s+(?:F1|EM|accuracy|BLEU|ROUGE-?\\w*)\\b|\\b(?:both|at|is|was|scores?|scored|reach(?:es|ed)?|gets?|got|overall|average|avg|mean)\\s+(\\d{1,3}\\.\\d+)(?![\\d%])|\\b(?:high|low|mid|upper|lower)[- ]\\d0s\\b|(?<![\\w.])0\\.\\d{2,}(?![\\d%]))`,
    'i',
  );
  const before = new RegExp(
    `(?<![\\w.])(\\d{1,3}(?:\\.\\d+)?)\\s?%?\\s+(?:for|by)\\s+(?:the\\s+)?${name}`,
    'i',
  );
  // "ahead of GPT-4 (14.73)": the figure in brackets right after the name.
  const bracketed = new RegExp(`${name}\\s*[(（]\\s*(\\d{1,3}(?:\\.\\d+)?)\\s?(%?)\\s*[)）]`, 'i');
  for (const figure of [bracketed, after, before]) {
    const [quote] = quotesMatching(record, figure);
    const found = quote ? figure.exec(quote.text) : null;
    // "in the high 50s", "0.877 turn 1": a figure given only roughly, or as a fraction, which no
    // percentage of the user's is placed against.
    if (quote && found)
      return {
        quote,
        score: Number(found[1] ?? found[2] ?? found[3] ?? found[4] ?? NaN),
        percent: figure === bracketed ? found[2] === '%' : /%$/.test(found[0]),
      };
  }
  return undefined;
}
