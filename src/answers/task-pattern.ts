/**
 * Task names a record writes as a pattern ("truthfulqa-multi_mc2_{en,es,ca,gl,eu}",
 * "humanevalx-{python,cpp,go,java,js}"), spelled out for the one the question asks: "basque mc2"
 * is truthfulqa-multi_mc2_eu. Only the record's own pattern is expanded; nothing is made up.
 */
import type { BenchRecord } from '../catalog/record.js';
import { LANGUAGES } from './languages.js';
import { harnessThenProse } from './relations.js';

/** A task name with one braced list of choices: its head, the choices and its tail. */
const PATTERN = /(?<![\w{])([\w.-]*)\{([\w.-]+(?:,[\w.-]+)+)\}([\w-]*(?:\.(?!\s|$)[\w-]+)*)/g;

export type TaskAsked = { tasks: string[]; patterns: string[]; where: string };

/**
 * The tasks of the record's patterns that the question picks out: the choice it names, by the
 * choice itself ("java") or by the language a code stands for ("basque" for eu), in a pattern
 * whose other words it names too ("mc2", "gen" of "generation") where there are several.
 */
export function taskAsked(record: BenchRecord, asked: string): TaskAsked | undefined {
  const words = asked
    .toLowerCase()
    .split(/[^\p{L}\p{N}+]+/u)
    .filter(Boolean);
  const picks = (choice: string) =>
    words.includes(choice.toLowerCase()) ||
    LANGUAGES.some((language) => language.names.includes(choice.toLowerCase()) && language.asks.test(asked));
  const found: { task: string; pattern: string; where: string; named: number }[] = [];
  const seen = new Set<string>();
  for (const { where, text } of harnessThenProse(record)) {
    for (const [pattern, head = '', list = '', tail = ''] of text.matchAll(PATTERN)) {
      if (seen.has(pattern)) continue;
      seen.add(pattern);
      const [chosen, ...more] = list.split(',').filter(picks);
      if (chosen === undefined || more.length > 0) continue;
      // "mc2" of truthfulqa-multi_mc2_, "gen" of "generation": the pattern's own words asked.
      const own = `${head} ${tail}`
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length >= 2);
      const named = own.filter((word) =>
        words.some((one) => one === word || (word.length >= 3 && one.startsWith(word))),
      ).length;
      found.push({ task: `${head}${chosen}${tail}`, pattern, where, named });
    }
  }
  const most = Math.max(...found.map((one) => one.named));
  // Several patterns, none named over the others: the choice in each, all said.
  const best = found.filter((one) => one.named === most);
  const [first] = best;
  return first
    ? { tasks: best.map((one) => one.task), patterns: best.map((one) => one.pattern), where: first.where }
    : undefined;
}
