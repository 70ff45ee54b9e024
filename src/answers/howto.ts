/**
 * `howto`: how to run a benchmark, only in the words of its record: the "How to run it" section
 * and every harness entry, configs and data paths included. No command line is ever made up.
 */
import type { CommandContext } from '../context.js';
import type { HarnessName } from '../catalog/schema.js';
import { emptyReply, type Reply } from '../reply.js';
import { bestMatchNote, bodySections } from './card.js';
import { HARNESS_LABELS, harnessFacts, withArticle } from './facts.js';
import { lookupRecord } from './lookup.js';

/**
 * @example howTo(context, 'nq_cn') // the OpenCompass config nqcn_gen and the data path to fill
 */
export function howTo(context: CommandContext, query: string, harness?: HarnessName): Reply {
  const found = lookupRecord(context, query);
  if ('reply' in found) return found.reply;
  const { record } = found;
  const reply = emptyReply('howto', `How to run ${record.page.name} (${record.id})`);
  if (found.bestMatch) reply.warnings.push(bestMatchNote(query, record));
  reply.recordId = record.id;
  if (record.page.repo_url) reply.url = record.page.repo_url;
  reply.sections = bodySections(record, ['howto']);

  const entries = harnessFacts(record);
  if (harness) {
    const chosen = entries.filter((entry) => entry.cite?.where === `harness.${harness}`);
    if (chosen.length === 0) {
      reply.warnings.push(
        `The catalog does not establish ${withArticle(HARNESS_LABELS[harness] ?? harness)} task for ${record.id}.` +
          (entries.length > 0 ? ' The harnesses it does name are listed below.' : ''),
      );
    }
    // The chosen harness first, then "other", which often holds its configs and data paths.
    reply.facts = [...chosen, ...entries.filter((entry) => !chosen.includes(entry))];
  } else {
    reply.facts = entries;
  }
  if (entries.length === 0) reply.warnings.push(`The catalog names no harness task for ${record.id}.`);
  if (reply.sections.length === 0) {
    reply.sections.push({
      heading: 'How to run it',
      text: `The record of ${record.id} has no "How to run it" section.`,
    });
  }
  reply.actions = [
    { label: 'Scoring', id: record.id, section: 'scoring' },
    { label: 'Dataset', id: record.id, section: 'dataset' },
  ];
  return reply;
}
