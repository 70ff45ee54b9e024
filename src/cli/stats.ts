/**
 * `stats`: what the catalog holds, as a Reply: records, categories, harness coverage, problems,
 * reported results.
 */
import { countProblems, type Catalog } from '../catalog/catalog.js';
import { HARNESSES } from '../catalog/schema.js';
import { HARNESS_LABELS } from '../answers/facts.js';
import { emptyReply, type Reply } from '../reply.js';

export function statsReply(catalog: Catalog): Reply {
  const records = [...catalog.records.values()];
  const reply = emptyReply('stats', `Catalog: ${records.length} records`);
  const byCategory = new Map<string, number>();
  for (const record of records)
    byCategory.set(record.page.category, (byCategory.get(record.page.category) ?? 0) + 1);
  const categories = [...byCategory].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const { errors, warnings } = countProblems(catalog);
  const linkedOnly = [...catalog.mentions.keys()].filter((id) => !catalog.records.has(id)).length;

  reply.facts = [
    { label: 'Records', value: String(records.length) },
    { label: 'Linked ids (no record)', value: String(linkedOnly) },
    { label: 'Problems', value: `${errors} errors, ${warnings} warnings` },
    {
      label: 'Reported results',
      value: `${[...catalog.census.results.values()].reduce((sum, list) => sum + list.length, 0)} on ${catalog.census.results.size} benchmarks`,
    },
    ...HARNESSES.map((harness) => {
      const count = records.filter((record) => record.page.harness[harness].trim() !== '').length;
      return {
        label: `${HARNESS_LABELS[harness]}`,
        value: `${count} records (${percent(count, records.length)})`,
      };
    }),
  ];
  reply.sections = [
    { heading: 'Categories', text: categories.map(([name, count]) => `- ${name}: ${count}`).join('\n') },
  ];
  return reply;
}

function percent(part: number, whole: number): string {
  return whole === 0 ? '0%' : `${Math.round((100 * part) / whole)}%`;
}
