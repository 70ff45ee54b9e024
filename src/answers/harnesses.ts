/**
 * The harnesses a record's `harness` field names, one row each: the label people read, the
 * spellings `--harness` accepts, and the command line that runs the record's tasks in it.
 *
 * A command line is the harness's own documented invocation with the task names the record's
 * field starts with ("mmlu (group of 57 ...)" runs `mmlu`). What the record does not state (the
 * model, an OpenCompass config it does not name, a HELM suite) is a `<placeholder>`; a field that
 * does not start with task names ("No single `super_glue` task; ...") gets no command.
 */
import type { HarnessName } from '../catalog/schema.js';
import { escapeRegExp, normalizeName } from '../search/normalize.js';

type Harness = {
  readonly name: HarnessName;
  readonly label: string;
  /** Spellings people type besides the name, compared as names are (case, `-` and `_` ignored). */
  readonly spellings: readonly string[];
  /**
   * The command for the tasks the field starts with; `field` is the whole field, for settings,
   * and `other` the record's `other` harness notes, where a config is often named.
   */
  readonly command?: (tasks: readonly string[], field: string, other: string) => string;
};

export const HARNESS_TABLE: readonly Harness[] = [
  {
    name: 'opencompass',
    label: 'OpenCompass',
    spellings: ['open compass'],
    // --datasets takes a config file's name (mmlu_gen), not the dataset's abbr: the first config
    // the field names, else the first the other notes name, else a placeholder (OpenCompass's
    // tools/list_configs.py lists them).
    command: (tasks, field, other) => {
      const config = OPENCOMPASS_CONFIG.exec(field)?.[0] ?? OPENCOMPASS_CONFIG.exec(other)?.[0];
      return `opencompass --datasets ${config ?? `<${tasks[0] ?? ''} config>`} --hf-path <your-model>`;
    },
  },
  {
    name: 'lm_eval',
    label: 'lm-evaluation-harness',
    spellings: ['lm-evaluation-harness', 'lm-eval-harness', 'eleuther'],
    command: (tasks, field) => {
      const shots = tasks.length === 1 ? statedShots(field) : undefined;
      return (
        `lm_eval --model hf --model_args pretrained=<your-model> --tasks ${tasks.join(',')}` +
        (shots === undefined ? '' : ` --num_fewshot ${shots}`)
      );
    },
  },
  {
    name: 'helm',
    label: 'HELM',
    spellings: ['crfm-helm', 'helm-run'],
    // A run entry carries its settings (mmlu:subject=anatomy): the field's own example when it
    // gives one for that task.
    command: (tasks, field) => {
      const entries = tasks.map((task) => {
        const example = new RegExp(String.raw`\b${escapeRegExp(task)}:\S*=[^\s,;)]+`).exec(field)?.[0];
        const entry = task.includes(':') ? task : (example ?? task);
        return `${entry}${entry.includes(':') ? ',' : ':'}model=<your-model>`;
      });
      return `helm-run --run-entries ${entries.join(' ')} --suite <suite> --max-eval-instances <n>`;
    },
  },
  {
    name: 'inspect_evals',
    label: 'Inspect Evals',
    spellings: ['inspect', 'inspect-ai'],
    command: (tasks) =>
      `inspect eval ${tasks.map((task) => `inspect_evals/${task}`).join(' ')} --model <provider/model>`,
  },
  { name: 'bigbench', label: 'BIG-bench', spellings: [] },
  { name: 'other', label: 'Other', spellings: [] },
];

/** An OpenCompass config's name: generation (`_gen`) or perplexity (`_ppl`), maybe a prompt hash after. */
const OPENCOMPASS_CONFIG = /\b[\w-]+_(?:gen|ppl)(?:_\w+)?\b/;

// A task name: letters, digits and the punctuation harnesses use in names and run entries
// (mmlu:subject=anatomy, humanevalx-{python,cpp}, legalbench:subset=<task>); never a file.
const TASK = String.raw`[A-Za-z0-9_][\w.:=<>/-]*(?:\{[^}\s]*\}[\w.-]*)?`;
const LEADING_TASKS = new RegExp(String.raw`^\s*(${TASK}(?:\s*,\s*${TASK})*)\s*,?\s*(?=$|[(;])`);

/** Every name a harness goes by (its id, label and spellings), compared as names are. */
const HARNESS_NAME_KEYS = new Set(
  HARNESS_TABLE.filter((harness) => harness.name !== 'other').flatMap((harness) =>
    [harness.name, harness.label, ...harness.spellings].map(normalizeName),
  ),
);

/** Whether a name is a harness's ("inspect_evals", "OpenCompass", "lm-eval"), not a benchmark's. */
export function isHarnessName(name: string): boolean {
  return HARNESS_NAME_KEYS.has(normalizeName(name));
}

/**
 * The task names a harness field starts with, before any comment in brackets.
 *
 * @example leadingTasks('mmlu (group of 57 mmlu_<subject> tasks)') // ['mmlu']
 * @example leadingTasks('arc_easy, arc_challenge') // ['arc_easy', 'arc_challenge']
 * @example leadingTasks('No single `super_glue` task; ...') // []
 */
export function leadingTasks(field: string): string[] {
  const list = LEADING_TASKS.exec(field.replace(/\s+/g, ' '))?.[1];
  if (!list) return [];
  const tasks = list.split(/\s*,\s*(?![^{]*\})/);
  return tasks.some((task) => /\.(?:py|conf|ya?ml|json)$/.test(task)) ? [] : tasks;
}

/**
 * The command line of a harness for a record's harness fields, when its field starts with task
 * names.
 *
 * @example harnessCommand('lm_eval', { ...fields, lm_eval: 'mmlu (group of 57 tasks)' }) // 'lm_eval ... --tasks mmlu'
 */
export function harnessCommand(
  name: HarnessName,
  fields: Readonly<Record<HarnessName, string>>,
): string | undefined {
  const command = HARNESS_TABLE.find((harness) => harness.name === name)?.command;
  const tasks = leadingTasks(fields[name]);
  return command && tasks.length > 0 ? command(tasks, fields[name], fields.other) : undefined;
}

/**
 * The shot count a field states in words of its first task ("mmlu_pro (..., 5-shot from the
 * validation split by default)"), when it states exactly one: a count inside a task name
 * (`gen_2shot`) is that task's, and one in a later task's brackets is that task's.
 */
function statedShots(field: string): number | undefined {
  const first = /^[^(]*\([^)]*\)/.exec(field)?.[0] ?? field;
  const counts = new Set(
    [...first.matchAll(/(?<![\w-])(zero|one|\d+)-shot\b/gi)].map(([, count = '']) =>
      count.toLowerCase() === 'zero' ? 0 : count.toLowerCase() === 'one' ? 1 : Number(count),
    ),
  );
  return counts.size === 1 ? [...counts][0] : undefined;
}
