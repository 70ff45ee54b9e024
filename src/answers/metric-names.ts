/**
 * "whats the diff between WB-Score and WB-Reward": names no record holds, because they name no
 * benchmark but what a record's metric field writes ("WB-Score and WB-Reward" on wildbench's). The
 * answer says which records' metric names them, then what those records say of each name asked.
 */
import type { BenchRecord } from '../catalog/record.js';
import type { CommandContext } from '../context.js';
import { emptyReply, type Reply } from '../reply.js';
import { typedText } from '../search/normalize.js';
import { recordSuggestion } from './lookup.js';
import { rankQuotes, quoteSections } from './quotes.js';
import { nameStandsAt, sentencesNaming, type Quote } from './relations.js';

/** A metric named by fewer records than this is theirs; one most records use ("F1") is nobody's. */
const MAX_OWNERS = 3;

/** A name this near a sentence's start ("The ANLS …") is what the sentence is about. */
const OPENING = 4;

/** The records whose metric field writes `name` as a name of its own ("ANLS", "WB-Score"). */
export function metricOwners(context: CommandContext, name: string): BenchRecord[] {
  const wanted = typedText(name.trim());
  if (wanted.length < 3) return [];
  const owners: BenchRecord[] = [];
  for (const record of context.catalog.records.values()) {
    // Not one in brackets ("accuracy (CMB-Exam)"): that is where it is scored, a part of the set.
    const metric = record.page.metric.name.replace(/\([^)]*\)/g, ' ');
    if (nameStandsAt(typedText(metric), wanted) === -1) continue;
    owners.push(record);
    if (owners.length > MAX_OWNERS) return [];
  }
  return owners;
}

function listed(names: readonly string[], joiner = 'and'): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ${joiner} ${names.at(-1)}`;
}

/**
 * The answer when every name asked is written in a few records' metric fields: which records, and
 * the sentence that says what each name is, in the lead.
 */
export function metricNameReply(
  context: CommandContext,
  names: readonly string[],
  asked: ReadonlySet<string>,
): Reply | undefined {
  const owned = names.map((name) => ({ name, owners: metricOwners(context, name) }));
  if (owned.length === 0 || owned.some(({ owners }) => owners.length === 0)) return undefined;
  const records = [...new Set(owned.flatMap(({ owners }) => owners))];
  const [first] = records;
  if (!first || records.length > MAX_OWNERS) return undefined;
  const whose = listed(records.map((record) => `${record.id} (${record.page.name})`));
  const metrics = listed(records.map((record) => `“${record.page.metric.name}”`));
  // One sentence for each name asked, the one that says most of what was asked, from the records.
  const naming = records.flatMap((record) => sentencesNaming(record, names));
  const said: Quote[] = [];
  for (const name of names) {
    const wanted = typedText(name);
    const about = naming.filter(
      (quote) => !said.includes(quote) && nameStandsAt(typedText(quote.text), wanted) !== -1,
    );
    // A sentence the name opens ("WB-Score rates a single response…") says what it is.
    const opened = about.filter((quote) => nameStandsAt(typedText(quote.text), wanted) <= OPENING);
    const [best] = rankQuotes(opened.length > 0 ? opened : about, asked);
    if (best) said.push(best);
  }
  const reply = emptyReply(
    'answer',
    `${listed(names)}: in the metric of ${listed(records.map(({ id }) => id))}`,
  );
  reply.recordId = first.id;
  // "Named in the metric", not "a metric": the field also names what is scored ("ATC exact match").
  reply.summary = [
    `The catalog has no benchmark named ${listed(names, 'or')}: ${names.length > 1 ? 'they are' : 'it is'} named in the metric of ${whose} (metric.name: ${metrics}).`,
    ...said.map((quote) => `The record of ${quote.cite.id} says (${quote.cite.where}): “${quote.text}”`),
  ].join(' ');
  reply.sections = quoteSections(rankQuotes(naming, asked), { lead: reply.summary });
  reply.suggestions = records.map(recordSuggestion);
  return reply;
}
