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
   * `other` the record's `other` harness notes, where a config is often named, and `prose` its
   * "How to run it" section, where a run's required settings often are.
   */
  readonly command?: (
    tasks: readonly string[],
    field: string,
    other: string,
    prose: string,
    asked: string,
  ) => string;
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
    // A run entry carries its settings (mmlu:subject=anatomy, openai_mrcr:needles=8): the
    // record's own entry for that task, from the field, its other notes or its how-to prose.
    command: (tasks, field, other, prose, asked) => {
      const entries = tasks.map((task) => {
        const entry = task.includes(':') ? task : (runEntry(task, [field, other, prose], asked) ?? task);
        return `${entry}${entry.includes(':') ? ',' : ':'}model=<your-model>`;
      });
      return `helm-run --run-entries ${entries.join(' ')} --suite <suite> --max-eval-instances <n>`;
    },
  },
  {
    name: 'inspect_evals',
    label: 'Inspect Evals',
    spellings: ['inspect', 'inspect-ai'],
    // A single task gets the parameters the record says it takes, each to fill in.
    command: (tasks, _field, other, prose, asked) =>
      `inspect eval ${tasks.map((task) => `inspect_evals/${task}`).join(' ')}` +
      (tasks.length === 1
        ? inspectParameters([other, prose], asked)
            .map((flag) => ` ${flag}`)
            .join('')
        : '') +
      ' --model <provider/model>',
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

/** Every name a harness goes by (its id, label and spellings), compared as names are, to its harness. */
const HARNESS_BY_NAME = new Map(
  HARNESS_TABLE.filter((harness) => harness.name !== 'other').flatMap((harness) =>
    [harness.name, harness.label, ...harness.spellings].map(
      (name) => [normalizeName(name), harness.name] as const,
    ),
  ),
);

/** The ways a harness is written in prose, lower case: its name, label and spellings. */
export function harnessNames(name: HarnessName): string[] {
  const harness = HARNESS_TABLE.find((one) => one.name === name);
  return harness
    ? [...new Set([harness.name, harness.label, ...harness.spellings].map((one) => one.toLowerCase()))]
    : [name];
}

/** How a harness is written in prose, "lm eval", "lm-eval" and "lm_eval" alike. */
export function harnessWritten(name: HarnessName): RegExp {
  return new RegExp(
    harnessNames(name)
      .map((one) => `(?<![\\w-])${escapeRegExp(one).replace(/[-_ ]/g, '[-_ ]?')}`)
      .join('|'),
    'i',
  );
}

/** The harnesses a text names ("lm eval's mbpp … inspect_evals mbpp"), in the table's order. */
export function harnessesWritten(text: string): HarnessName[] {
  return HARNESS_TABLE.filter(
    (harness) => harness.name !== 'other' && harnessWritten(harness.name).test(text),
  ).map((harness) => harness.name);
}

/** The harness a name is written for ("inspect_evals", "OpenCompass", "bigbench"), if any. */
export function harnessNamed(name: string): HarnessName | undefined {
  return HARNESS_BY_NAME.get(normalizeName(name));
}

/** Whether a name is a harness's ("inspect_evals", "OpenCompass", "lm-eval"), not a benchmark's. */
export function isHarnessName(name: string): boolean {
  return harnessNamed(name) !== undefined;
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
  prose = '',
  asked = '',
): string | undefined {
  const command = HARNESS_TABLE.find((harness) => harness.name === name)?.command;
  // "gpqa main (not diamond)": a part the question rules out is no part asked for.
  // Not "without the defense prompt", a setting asked for.
  const wanted = asked.replace(/\b(?:not|excluding|except|other than)\s+(?:the\s+)?[\w.+-]+/gi, ' ');
  // "gaia, gaia_level1, gaia_level2, gaia_level3": the whole already runs its parts; running both
  // would count every item twice.
  const listed = leadingTasks(fields[name]);
  // "the agentharm benign set": a part the question names runs alone, not the whole beside it.
  const typed = normalizeName(wanted);
  const [part] = listed
    .filter((task) => /[_-]/.test(task) && typed.includes(normalizeName(task)))
    .sort((a, b) => b.length - a.length);
  const variant = taskVariantAsked(name, fields, prose, wanted);
  // "mle bench …, which task is the full set?": the task named is the base of the variant asked.
  const tasks =
    part && !variant?.startsWith(`${part}_`)
      ? [part]
      : variant
        ? [variant]
        : listed.filter((task) => !listed.some((whole) => whole !== task && task.startsWith(`${whole}_`)));
  return command && tasks.length > 0 ? command(tasks, fields[name], fields.other, prose, wanted) : undefined;
}

/** The variant of a harness's task the question asks for ("bbh zero shot": `bbh_zeroshot`), if any. */
export function taskVariantAsked(
  name: HarnessName,
  fields: Readonly<Record<HarnessName, string>>,
  prose: string,
  asked: string,
): string | undefined {
  // "does plain bbh run CoT or zero-shot?" asks what the task itself runs, not for a variant.
  if (PLAIN_OR_EITHER.test(asked.toLowerCase())) return undefined;
  return variantAsked(leadingTasks(fields[name]), [fields[name], fields.other, prose].join(' '), asked);
}

/** "plain bbh", "the default one", "CoT or zero-shot?": the listed task itself, or a choice asked of it. */
const PLAIN_OR_EITHER = /\b(?:plain|bare|default|vanilla)\b|[\w-]\s+or\s+[\w-]|默认|还是/;

/**
 * A variant of a listed task that the record writes (`babilong_longctx` beside `babilong`) and the
 * question asks for in words its suffix abbreviates ("at long context lengths" for "longctx").
 */
function variantAsked(listed: readonly string[], text: string, asked: string): string | undefined {
  const words = asked.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  // Runs of one to three words, joined: "long", "longcontext", "longcontextlengths", ….
  const runs = words.flatMap((_, at) => [1, 2, 3].map((size) => words.slice(at, at + size).join('')));
  // Its letters in order, from the run's first: "longctx" in "longcontext".
  const abbreviates = (suffix: string, run: string) => {
    if (!run.startsWith(suffix.charAt(0)) || run.length > 3 * suffix.length) return false;
    let at = 0;
    for (const letter of run) if (letter === suffix[at]) at++;
    return at === suffix.length;
  };
  for (const task of listed) {
    const variants = new Set(
      [
        ...text.matchAll(new RegExp(`(?<![\\w-])${escapeRegExp(task)}_([a-z][a-z0-9]{2,})(?![\\w-])`, 'g')),
      ].map((match) => match[1] ?? ''),
    );
    const asked = [...variants].filter((suffix) =>
      runs.some((run) => run === suffix || abbreviates(suffix, run)),
    );
    // "Is plain bbh zero shot or few-shot?" offers two of them: a choice, not one asked for.
    if (asked.length > 1) return undefined;
    if (asked[0]) return `${task}_${asked[0]}`;
  }
  return undefined;
}

/** A setting's value up to the text around it: never a sentence's closing full stop. */
const VALUE = String.raw`(?:\{[^}\s]*\}|[^\s,;)\x60]*[^\s,;)\x60.])`;
/** One `key=value` setting of a run entry; a value may be a braced choice (`{2|4|8}`). */
const SETTING = String.raw`[\w.]+=${VALUE}`;
const INSPECT_FLAG = new RegExp(String.raw`-T\s+(\w+)=(${VALUE})`, 'g');

/**
 * The run entry a record gives for a HELM task, settings filled in where it states them: its
 * first entry whose every value is stated (`openai_mrcr:needles=8,max_num_words=131072`), else
 * its first, with each choice left to fill in (`natural_qa:mode=<closedbook|openbook_wiki>`).
 * The model is the reader's, so a `model=` the record's example carries is not kept.
 */
function runEntry(task: string, texts: readonly string[], asked = ''): string | undefined {
  const pattern = new RegExp(String.raw`(?<![\w/])${escapeRegExp(task)}:(${SETTING}(?:,${SETTING})*)`, 'g');
  const entries = texts.flatMap((text) =>
    [...text.matchAll(pattern)].map(([, settings = '']) =>
      settings
        .split(/,(?![^{]*\})/)
        .map((setting) => setting.split('=') as [string, string])
        .filter(([key]) => key !== 'model'),
    ),
  );
  const chosen = entries.find((settings) => settings.every(([, value]) => statedValue(value))) ?? entries[0];
  if (!chosen || chosen.length === 0) return undefined;
  // "with 4 needles", "needles=4": a value the question asks for, where the record lists it as a choice.
  const askedValue = (key: string): string | undefined => {
    const stem = escapeRegExp(key.replace(/s$/, ''));
    const said = new RegExp(String.raw`\b([\w.]+)\s+${stem}s?\b|\b${stem}s?\s*[=:]\s*([\w.]+)`, 'i').exec(
      asked,
    );
    const value = said?.[1] ?? said?.[2];
    const choices = entries.flatMap((settings) =>
      settings.flatMap(([other, choice]) =>
        other === key && !statedValue(choice) ? choice.replace(/^\{|\}$/g, '').split(/[|,]/) : [],
      ),
    );
    return value !== undefined && choices.includes(value) ? value : undefined;
  };
  return `${task}:${chosen.map(([key, value]) => `${key}=${askedValue(key) ?? placeholder(key, value)}`).join(',')}`;
}

/** Whether a setting's value is one to paste (`8`, `anatomy`), not a choice or a gap. */
function statedValue(value: string): boolean {
  return !/[{}<>|]|\.\.\.|…/.test(value);
}

/** A setting's value as the command shows it: as stated, or `<choices>` to fill in. */
function placeholder(key: string, value: string): string {
  if (statedValue(value) || /^<[^>]*>$/.test(value)) return value;
  const choices = value.replace(/^\{|\}$/g, '').replace(/,/g, '|');
  return /^(?:\.\.\.|…)$/.test(choices) ? `<${key}>` : `<${choices}>`;
}

/**
 * The one choice of a setting a question names by a word of its own ("the cross-website split" of
 * `test_task|test_website|test_domain`), or none.
 */
function choiceAsked(value: string, asked: string): string | undefined {
  const choices = value.replace(/^\{|\}$/g, '').split(/[|,]/);
  for (const word of asked.toLowerCase().match(/[a-z]{4,}/g) ?? []) {
    const holding = choices.filter((choice) => choice.toLowerCase().split(/[_-]/).includes(word));
    if (holding.length === 1) return holding[0];
  }
  return undefined;
}

/** Whether a question names a flag by its words: "the defense prompt" names `defense_prompt`. */
function namesFlag(asked: string, key: string): boolean {
  const words = key.split('_').filter((word) => word.length >= 4);
  return (
    words.length > 0 && words.every((word) => new RegExp(`\\b${word.replace(/s$/, '')}`, 'i').test(asked))
  );
}

/**
 * The task parameters an Inspect task takes, as `-T` flags to fill in: those the record writes
 * as choices (`-T split=test_task|test_website`) and those it names in words ("takes a
 * `livebench_release_date` parameter (YYYY-MM-DD)"). A flag with one stated value
 * (`-T vectors=issue_text`) is an optional filter, not something every run needs, unless the
 * question asks for it in words.
 */
function inspectParameters(texts: readonly string[], asked: string): string[] {
  const flags = new Map<string, string>();
  for (const text of texts) {
    for (const [, key = '', value = ''] of text.matchAll(INSPECT_FLAG))
      if (!statedValue(value)) flags.set(key, choiceAsked(value, asked) ?? placeholder(key, value));
      // "… without the defense prompt": a flag the question names in words, as the record sets it.
      else if (namesFlag(asked, key)) flags.set(key, value);
    if (!/\binspect/i.test(text)) continue;
    for (const [, key = '', shape] of text.matchAll(/\x60(\w+)\x60 parameter(?: \(([^\s,()]+)\))?/g))
      if (!flags.has(key)) flags.set(key, `<${shape ?? key}>`);
    // "`with_injections=false` for benign utility": a setting the question asks for by its purpose.
    for (const [, key = '', value = '', purpose = ''] of text.matchAll(
      /\x60(\w+)=([^\x60\s|]+)\x60 for ([\p{L}\s-]+?)(?=[,.;:)]|$)/gu,
    ))
      if (!flags.has(key) && namesFlag(asked, purpose.trim().replace(/[\s-]+/g, '_'))) flags.set(key, value);
  }
  return [...flags].map(([key, value]) => `-T ${key}=${value}`);
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

/** Words that ask how to run a benchmark: "how do I run it", "task name", "lm eval task for", "怎么跑". */
export const RUN_WORDS =
  /\b(?:how (?:do|can|should|would|to) (?:i |we |you |one )?(?:run|evaluate|reproduce|launch|execute|set up|use|get|compute|produce|obtain)\b|run(?:ning)?\s+(?:it\b|this\b|§)|\bcommands?\b|\bcmds?\b|\bfor running\b|\bconfig(?:uration)? files?\b|\binvoke\b|\btask names?\b|\b(?:lm[- _]?eval|lm-evaluation-harness|inspect(?:[- _]evals?)?|opencompass|helm)\s+tasks?\b(?!\s+(?:is|are|was|were|does|do|has)\b)|\bharness (?:task|name|id|config)s?\b|\brun specs?\b|\bwhat harness|\bwhich harness|\bwhich config)|(?:怎么|如何|怎样)[^？?。，,]{0,16}(?:跑|运行)|(?:什么|哪个|哪条)(?:命令|指令)|什么框架|哪个框架|别的框架|其他框架|用什么\s*(?:工具|库|harness|框架)?\s*(?:来)?跑|(?:什么|哪个|哪些)\s*harness|能(?:自己)?跑|能(?:不能)?(?:在|用)[^？?。，,]{0,24}(?:跑|运行)|可以[^？?。，,]{0,6}跑|能不能[^？?。，,]{0,4}跑|里叫什么|任务名|用\s*[a-z][\w-]*\s*(?:跑|运行)(?!出|的|得)/;

/**
 * A command line a question quotes ("lm_eval --tasks aime", "inspect eval inspect_evals/gaia"), as
 * a pattern that finds it in a record's sentence however its program is spelt ("lm-eval", "--tasks=")
 * and with its task whole, not a longer one.
 */
export function commandAsked(text: string): RegExp | undefined {
  const found = /\b(lm[_-]eval|inspect eval)\s+(?:--tasks[= ]\s*)?([a-z0-9][\w/.-]*[a-z0-9])/i.exec(text);
  if (!found) return undefined;
  const program = /^lm/i.test(found[1] ?? '') ? 'lm[_-]eval' : 'inspect eval';
  return new RegExp(`\\b${program}\\s+(?:--tasks[= ]\\s*)?${escapeRegExp(found[2] ?? '')}(?![\\w/-])`, 'i');
}
