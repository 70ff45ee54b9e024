/**
 * `howto`: how to run a benchmark, in the words of its record: the "How to run it" section and
 * every harness entry, configs and data paths included, and for each harness that has a command
 * line, that command with the record's own task names (harnesses.ts says how it is built).
 */
import type { CommandContext } from '../context.js';
import type { HarnessName } from '../catalog/schema.js';
import type { BenchRecord } from '../catalog/record.js';
import { foldedInto } from '../catalog/disposition.js';
import { sentences } from '../catalog/links.js';
import { proseOf } from '../catalog/prose.js';
import { emptyReply, type Fact, type Reply } from '../reply.js';
import { accessLead } from './access.js';
import { bestMatchNote, bodySections } from './card.js';
import { HARNESS_LABELS, harnessFacts, withArticle } from './facts.js';
import { HARNESS_TABLE, harnessCommand, harnessWritten, taskVariantAsked } from './harnesses.js';
import { lookupRecord } from './lookup.js';
import { harnessThenProse, quotesMatching } from './relations.js';

/** The section's text without the sentences a harness row above it already shows. */
function withoutShown(text: string, facts: readonly Fact[]): string {
  const shown = facts.map((fact) => fact.value).join(' ');
  return text
    .split(/\n{2,}/)
    .map((paragraph) => {
      const kept = sentences(paragraph).filter((sentence) => !shown.includes(sentence));
      // Untouched unless a sentence goes: a list or a code block keeps its lines.
      return kept.length === sentences(paragraph).length ? paragraph : kept.join(' ');
    })
    .filter((paragraph) => paragraph !== '')
    .join('\n\n');
}

/**
 * A command line for each harness the record names a task for (the one asked about alone, when
 * one is), in a code block to paste; `<...>` is what the record leaves to the reader.
 */
/** The record's "How to run it" section, or nothing. */
function howtoProse(record: BenchRecord): string {
  return proseOf(record).sections.find((section) => section.key === 'howto')?.text ?? '';
}

/** Where a record writes a task name: the harness's own field, its "other" field, or its prose. */
function whereWritten(record: BenchRecord, harness: HarnessName, task: string): string {
  return record.page.harness[harness].includes(task)
    ? `harness.${harness}`
    : record.page.harness.other.includes(task)
      ? 'harness.other'
      : 'How to run it';
}

function commandLines(
  record: BenchRecord,
  only: HarnessName | undefined,
  asked: string,
): { heading: string; text: string } | undefined {
  const prose = howtoProse(record);
  const lines = HARNESS_TABLE.flatMap(({ name, label }) => {
    if (only !== undefined && name !== only) return [];
    const command = harnessCommand(name, record.page.harness, prose, asked);
    return command ? [`# ${label}`, command] : [];
  });
  if (lines.length === 0) return undefined;
  return {
    heading: 'Commands',
    text:
      '```sh\n' +
      lines.join('\n') +
      '\n```\n\nBuilt from the task names in the record; fill in what is in `<...>`.',
  };
}

/**
 * "lm-evaluation-harness also exposes babilong_longctx, covering QA1-QA5 …": a clause of the
 * "other" field that names the harness asked and another task of the same stem as its field's
 * (babilong_longctx beside babilong), said with it where the run's section does not say it. Else
 * the tasks a sentence of the record names for that harness ("implements `anli_r1`, `anli_r2` and
 * `anli_r3` as separate tasks grouped under the `anli` tag"), by name.
 */
function moreTasks(record: BenchRecord, harness: HarnessName, listed: string, shown: string): string {
  const written = harnessWritten(harness);
  const stems = listed
    .split(/[\s,]+/)
    .map((task) => task.split(/[_:-]/)[0]?.toLowerCase() ?? '')
    .filter((stem) => stem.length >= 3);
  // Not a dataset's path ("rajpurkar/squad_v2"). Prose writes a task as code (`anli_r1`); a name
  // written otherwise there is a metric's or a file's ('the "squad_v2" metric').
  const others = (text: string, asCode = false) => [
    ...new Set(
      [...text.matchAll(asCode ? AS_CODE : /(?<![\w/-])[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b/g)]
        .map((found) => found[0])
        .filter(
          (task) => !listed.includes(task) && stems.some((stem) => task.toLowerCase().startsWith(`${stem}_`)),
        ),
    ),
  ];
  const clause = sentences(record.page.harness.other)
    .flatMap((sentence) => sentence.split(/;\s*|(?<=[.!?])\s+/))
    .find(
      (one) =>
        // One clause, not a paragraph the field holds as one; not one the reply's sections quote.
        written.test(one) && one.length <= 300 && !shown.includes(one.trim()) && others(one).length > 0,
    );
  if (clause) return ` Its record names more (harness.other): “${clause.trim()}”`;
  const said = quotesMatching(record, written).find(
    (quote) =>
      !quote.cite.where.startsWith('harness.') &&
      TASKS_CUE.test(quote.text) &&
      others(quote.text, true).length > 0,
  );
  return said
    ? ` Its record names more (${said.cite.where}): ${others(said.text, true).map(inCode).join(', ')}.`
    : '';
}

/** A sentence that names tasks as tasks: "implements `anli_r1` … as separate tasks". */
const TASKS_CUE = /\b(?:tasks?|subtasks?|groups?|configs?|configurations?)\b/i;

/** A task's name written as code: `anli_r1`. */
const AS_CODE = /(?<=`)[a-z][a-z0-9]*(?:_[a-z0-9]+)+(?=`)/g;

/** A task name as code. */
export const inCode = (name: string) => `\`${name}\``;

/**
 * @example howTo(context, 'nq_cn') // the OpenCompass config nqcn_gen and the data path to fill
 */
export function howTo(context: CommandContext, query: string, harness?: HarnessName, asked = ''): Reply {
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
    const [task] = chosen;
    // "What's the HELM name for it?": the harness's own name for it, said first; "bbh zero shot":
    // the variant of it asked for, where the record writes one.
    const variant = task
      ? taskVariantAsked(harness, record.page.harness, howtoProse(record), asked)
      : undefined;
    if (task)
      reply.summary =
        variant && variant !== task.value
          ? `The ${task.label} task for ${record.id}, as asked: ${variant} (${whereWritten(record, harness, variant)}), a variant of ${task.value} (${task.cite?.where ?? `harness.${harness}`}).`
          : `The ${task.label} task for ${record.id}: ${task.value} (${task.cite?.where ?? `harness.${harness}`}).${moreTasks(record, harness, task.value, reply.sections.map((section) => section.text).join(' '))}`;
    if (chosen.length === 0) {
      // "No lm-eval ... YAML exists for this programmatic task": the record's own no is the answer.
      const saysNone = noTaskSentence(record, harness);
      // The answer to "is it in lm-eval?" is this No, said first; and what to run it with instead.
      // The harnesses by name and task, not the free text of "other".
      const named = namedTasks(entries);
      const label = HARNESS_LABELS[harness] ?? harness;
      // "…can load Lite if the dataset argument is overridden; there is no dedicated task": no task
      // of its own, and a way to run it there all the same.
      reply.summary =
        (saysNone && (RUNS_ANYWAY.test(saysNone.text) || TASKS_LISTED.test(saysNone.text))
          ? `Not as a task of its own: the catalog names no ${label} task for ${record.id}, but its record says how to run it there (${saysNone.where}): “${saysNone.text}”`
          : `No: the catalog does not establish ${withArticle(label)} task for ${record.id}.` +
            (saysNone ? ` Its record says (${saysNone.where}): “${saysNone.text}”` : '')) +
        (named.length > 0 ? ` The harnesses it does name: ${named.join(', ')}.` : '');
      // "No offline harness: ratings come only from live human votes": with no harness task named,
      // what the record says of how it runs instead.
      const [otherWay] = sentences(record.page.harness.other);
      if (named.length === 0 && otherWay && !reply.summary.includes(otherWay))
        reply.summary += ` How it runs, by its record (harness.other): “${otherWay}”`;
    }
    // The chosen harness first, then "other", which often holds its configs and data paths.
    reply.facts = unquoted([...chosen, ...entries.filter((entry) => !chosen.includes(entry))], reply.summary);
  } else {
    reply.summary = runLead(record, entries);
    reply.facts = unquoted(entries, reply.summary);
  }
  // "Can I run it without PhysioNet access?": the record's word that its data takes access, first.
  const gated = accessLead(record, asked);
  if (gated) reply.summary = `${gated} ${reply.summary ?? ''}`.trim();
  if (entries.length === 0) reply.warnings.push(`The catalog names no harness task for ${record.id}.`);
  const twin = twinDisagreeing(context, record, entries, harness);
  if (twin) reply.warnings.push(twin);
  // What the facts, the lead and the warnings already say is not said again below.
  const shown = [
    ...reply.facts,
    ...[reply.summary ?? '', ...reply.warnings].map((said) => ({ label: '', value: said })),
  ];
  reply.sections = reply.sections.map((section) => ({
    ...section,
    text: withoutShown(section.text, shown),
  }));
  if (reply.sections.length === 0) {
    reply.sections.push({
      heading: 'How to run it',
      text: `The record of ${record.id} has no "How to run it" section.`,
    });
  }
  // The harness asked about; when it has no command, those of the harnesses the record does name.
  // `asked`: the question's words, which may ask for a setting ("without the defense prompt").
  const commands = commandLines(record, harness, asked) ?? commandLines(record, undefined, asked);
  if (commands) reply.sections.unshift({ ...commands, cite: { id: record.id, where: 'harness' } });
  reply.actions = [
    { label: 'Scoring', id: record.id, section: 'scoring' },
    { label: 'Dataset', id: record.id, section: 'dataset' },
  ];
  return reply;
}

/**
 * The other page of one benchmark (the census folds aime2024 into aime_2024) where it names a
 * harness's task otherwise: both are said, since the catalog does not settle which is right.
 */
function twinDisagreeing(
  context: CommandContext,
  record: BenchRecord,
  entries: readonly Fact[],
  harness: HarnessName | undefined,
): string | undefined {
  const { catalog } = context;
  const into = foldedInto(catalog, record.id);
  // Folded into this one, or this one folded into it.
  const [folded] =
    [...catalog.census.aliases].find(
      ([from, to]) => to === record.id && from !== record.id && catalog.records.has(from),
    ) ?? [];
  const twin = catalog.records.get(into ?? folded ?? '');
  if (!twin) return undefined;
  const differing = harnessFacts(twin).filter((other) => {
    const where = other.cite?.where;
    const own = entries.find((entry) => entry.cite?.where === where);
    return (
      where !== 'harness.other' &&
      (harness === undefined || where === `harness.${harness}`) &&
      own !== undefined &&
      own.value !== other.value
    );
  });
  if (differing.length === 0) return undefined;
  const [from, to] = into ? [record.id, twin.id] : [twin.id, record.id];
  return `The catalog has a second page of this benchmark, ${twin.id} (its census folds ${from} into ${to}), and it names the task otherwise: ${differing
    .map((other) => `${other.label} ${other.value} (${twin.id}, ${other.cite?.where ?? 'harness'})`)
    .join('; ')}. Check which your harness version has.`;
}

/** The harnesses a record names a task in, each with its task: "lm-evaluation-harness (mbpp)". */
function namedTasks(entries: readonly Fact[]): string[] {
  return entries
    .filter((entry) => entry.cite?.where !== 'harness.other')
    .map((entry) => `${entry.label} (${entry.value.split(/[\s;(,]/)[0]})`);
}

/**
 * The harnesses the catalog tracks, as a list to say: "bigcode-evaluation-harness (task names
 * multiple-<lang>)" is a harness it does not, which may still have tasks.
 */
const TRACKED_HARNESSES = (() => {
  const labels = HARNESS_TABLE.filter(({ name }) => name !== 'other').map(
    ({ name }) => HARNESS_LABELS[name] ?? name,
  );
  return `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}`;
})();

/**
 * "How do I run X?" answered in its first sentence: the harnesses the record names a task in, or,
 * naming none, the first sentence of what it says instead (its "other" entry, then its "How to run
 * it" section).
 */
function runLead(record: BenchRecord, entries: readonly Fact[]): string {
  const named = namedTasks(entries);
  if (named.length > 0)
    return `${record.id} runs in ${named.join(', ')} (harness); the record's steps follow.`;
  const other = entries.find((entry) => entry.cite?.where === 'harness.other');
  const [where, text] = other ? ['harness.other', other.value] : ['How to run it', howtoProse(record)];
  const [first] = sentences(text);
  if (!first) return `The record of ${record.id} says nothing of how to run it.`;
  // "what's the command?": the command line the record writes, where the sentence quoted lacks it.
  const command = [other?.value ?? '', howtoProse(record)]
    .map(commandWritten)
    .find((one) => one !== undefined && !first.includes(one));
  return `No task for ${record.id} in ${TRACKED_HARNESSES}; its record says how it runs (${where}): “${first}”${command ? ` The command it gives: \`${command}\`.` : ''}`;
}

/** A program that starts a command line written in prose: "python -m …", "tb run --agent …". */
const COMMAND_START = /^(?:python3?|pip3?|uv|bash|sh|docker|npx|npm|git|inspect|lm[_-]eval|opencompass)\s/;

/** The first command line a text writes in backticks: a program and its arguments, flags among them. */
function commandWritten(text: string): string | undefined {
  for (const [, code = ''] of text.matchAll(/`([a-z][\w./-]*\s[^`]+)`/g)) {
    const command = code.replace(/\s+/g, ' ').trim();
    if (COMMAND_START.test(command) || /\s--?[a-z]/.test(command)) return command;
  }
  return undefined;
}

/** Words that say a harness has no task: "no ... YAML exists", "has no task", "is not available". */
const NO_TASK =
  /\b(?:no|not|none|never|without)\b[^.;]{0,60}\b(?:tasks?|yaml|configs?|integration|implementation|port|exists?|support(?:ed|s)?|available)\b/;

/** A sentence that gives a way to run a set in a harness without a task of its own. */
/** A sentence that names a harness's tasks for a set: "as 9 separately named tasks (agie_aqua_rat, …)". */
const TASKS_LISTED = /\btasks?\s*\((?:`?[a-z0-9]+_[a-z0-9_]+`?,\s*){2,}/i;

const RUNS_ANYWAY =
  /\bcan (?:load|run|evaluate|score|use)\b|\boverrid\w*|\bby (?:setting|passing|pointing)\b|\bpass(?:ing)? [^.;]{0,30}\b(?:argument|flag|parameter)\b/i;

/** A sentence of the record that says a harness has no task for it ("No lm-eval ... YAML exists"). */
function noTaskSentence(
  record: BenchRecord,
  harness: HarnessName,
): { text: string; where: string } | undefined {
  const spelt = HARNESS_TABLE.find((one) => one.name === harness);
  const names = [
    harness,
    harness.replace(/_/g, '-'),
    ...(spelt ? [spelt.label, ...spelt.spellings] : []),
  ].map((name) => name.toLowerCase());
  for (const { where, text } of harnessThenProse(record)) {
    for (const sentence of sentences(text)) {
      const lower = sentence.toLowerCase();
      if (names.some((name) => lower.includes(name)) && NO_TASK.test(lower)) return { text: sentence, where };
    }
  }
  return undefined;
}

/** Harness rows less the sentences the lead quotes from the "other" entry: not said twice. */
function unquoted(entries: readonly Fact[], lead: string | undefined): Fact[] {
  return entries.flatMap((entry) => {
    if (entry.cite?.where !== 'harness.other') return [entry];
    const rest = sentences(entry.value).filter((sentence) => !lead?.includes(sentence));
    return rest.length === 0 ? [] : [{ ...entry, value: rest.join(' ') }];
  });
}
