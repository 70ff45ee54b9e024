import { describe, expect, it } from 'vitest';
import { harnessCommand, leadingTasks } from '../../src/answers/harnesses.js';
import { taskAsked } from '../../src/answers/task-pattern.js';
import type { BenchRecord } from '../../src/catalog/record.js';
import { HARNESSES, type HarnessName } from '../../src/catalog/schema.js';
import { bundledContext } from './contexts.js';

/** The command of one harness for a record whose harness fields are `field` for it (and `other`). */
function command(name: HarnessName, field: string, other = '', prose = ''): string | undefined {
  const fields = Object.fromEntries(HARNESSES.map((harness) => [harness, ''])) as Record<HarnessName, string>;
  return harnessCommand(name, { ...fields, [name]: field, other }, prose);
}

describe('leadingTasks', () => {
  it('reads the task names a harness field starts with, not its comment', () => {
    expect(leadingTasks('mmlu (group of 57 mmlu_<subject> tasks, plus continuation variants)')).toEqual([
      'mmlu',
    ]);
    expect(leadingTasks('arc_easy, arc_challenge')).toEqual(['arc_easy', 'arc_challenge']);
    expect(leadingTasks('humanevalx-{python,cpp,go} (one column per language)')).toEqual([
      'humanevalx-{python,cpp,go}',
    ]);
  });

  it('reads no task from prose or a file name', () => {
    expect(leadingTasks('No single `super_glue` task; the tag groups boolq, cb')).toEqual([]);
    expect(leadingTasks('run_entries_safety.conf (scenarios: bbq, harm_bench)')).toEqual([]);
  });
});

describe('harnessCommand', () => {
  it('states the shots the field gives for its task, and only then', () => {
    expect(command('lm_eval', 'mmlu_pro (14 tasks; 5-shot from the validation split by default)')).toBe(
      'lm_eval --model hf --model_args pretrained=<your-model> --tasks mmlu_pro --num_fewshot 5',
    );
    // The 4-shot prompt is minerva_math's, a second task: not a setting of hendrycks_math.
    expect(
      command('lm_eval', "hendrycks_math (group of 7 tasks), minerva_math (Minerva's 4-shot prompt)"),
    ).toBe('lm_eval --model hf --model_args pretrained=<your-model> --tasks hendrycks_math');
    expect(command('lm_eval', 'acp_bench (boolq_cot_2shot and gen_2shot task groups)')).toBe(
      'lm_eval --model hf --model_args pretrained=<your-model> --tasks acp_bench',
    );
  });

  it('uses the OpenCompass config the record names, else leaves it to fill in', () => {
    expect(command('opencompass', 'ceval (configs: ceval_ppl, ceval_gen)')).toBe(
      'opencompass --datasets ceval_ppl --hf-path <your-model>',
    );
    expect(
      command('opencompass', 'nq_cn', 'Config opencompass/configs/datasets/nq_cn/nqcn_gen.py imports'),
    ).toBe('opencompass --datasets nqcn_gen --hf-path <your-model>');
    expect(command('opencompass', 'cibench_template (ten libraries), cibench_generation')).toBe(
      'opencompass --datasets <cibench_template config> --hf-path <your-model>',
    );
  });

  it('runs several Inspect tasks in one command and gives HELM its settings', () => {
    expect(command('inspect_evals', 'wmdp_bio, wmdp_chem (separate tasks)')).toBe(
      'inspect eval inspect_evals/wmdp_bio inspect_evals/wmdp_chem --model <provider/model>',
    );
    expect(command('helm', 'air_bench_2024')).toBe(
      'helm-run --run-entries air_bench_2024:model=<your-model> --suite <suite> --max-eval-instances <n>',
    );
    expect(command('helm', 'mmlu (subject parameter, e.g. mmlu:subject=anatomy)')).toBe(
      'helm-run --run-entries mmlu:subject=anatomy,model=<your-model> --suite <suite> --max-eval-instances <n>',
    );
    expect(command('helm', 'legalbench:subset=<task> (HELM Lite core scenario)')).toBe(
      'helm-run --run-entries legalbench:subset=<task>,model=<your-model> --suite <suite> --max-eval-instances <n>',
    );
  });

  it("carries the settings a run needs, from the record's notes or its how-to prose", () => {
    // The stated entry is pasted as it is; the notes' choices are the fallback.
    expect(
      command(
        'helm',
        'openai_mrcr',
        'run spec openai_mrcr:needles={2|4|8},max_num_words=...; metric OpenAIMRCRMetric',
        'HELM run spec `openai_mrcr:needles=8,max_num_words=131072` (needles required).',
      ),
    ).toBe(
      'helm-run --run-entries openai_mrcr:needles=8,max_num_words=131072,model=<your-model> --suite <suite> --max-eval-instances <n>',
    );
    // A choice is left to fill in; the example's own model and a sentence's full stop are not kept.
    expect(
      command(
        'helm',
        'dyck_language',
        'Classic entries: dyck_language:model=text_code,num_parenthesis_pairs=2|3|4.',
      ),
    ).toBe(
      'helm-run --run-entries dyck_language:num_parenthesis_pairs=<2|3|4>,model=<your-model> --suite <suite> --max-eval-instances <n>',
    );
    expect(
      command('helm', 'natural_qa', 'HELM Lite run spec `natural_qa:mode={closedbook,openbook_wiki}`.'),
    ).toBe(
      'helm-run --run-entries natural_qa:mode=<closedbook|openbook_wiki>,model=<your-model> --suite <suite> --max-eval-instances <n>',
    );
  });

  it('gives an Inspect task the parameters the record says it takes, not its optional filters', () => {
    expect(
      command(
        'inspect_evals',
        'livebench',
        'inspect_evals/livebench takes a `category` parameter (math, coding) and a `livebench_release_date` parameter (YYYY-MM-DD) that pins a run.',
      ),
    ).toBe(
      'inspect eval inspect_evals/livebench -T category=<category> -T livebench_release_date=<YYYY-MM-DD> --model <provider/model>',
    );
    expect(
      command(
        'inspect_evals',
        'mind2web',
        '',
        'the task is `mind2web` with `-T split=test_task|test_domain`.',
      ),
    ).toBe('inspect eval inspect_evals/mind2web -T split=<test_task|test_domain> --model <provider/model>');
    expect(command('inspect_evals', 'ipi_coding_agent', '', 'Useful flags: `-T vectors=issue_text`.')).toBe(
      'inspect eval inspect_evals/ipi_coding_agent --model <provider/model>',
    );
  });

  it('gives no command where the harness has none to give', () => {
    expect(command('bigbench', 'anachronisms')).toBeUndefined();
    expect(command('lm_eval', '')).toBeUndefined();
  });
});

describe('taskAsked', () => {
  const record = (id: string) => bundledContext().catalog.records.get(id) as BenchRecord;

  it("spells out the record's own task pattern for the choice and the pattern asked", () => {
    expect(
      taskAsked(record('truthfulqa_multi'), 'truthfulqa-multi lm eval task name for basque mc2?'),
    ).toEqual({
      tasks: ['truthfulqa-multi_mc2_eu'],
      patterns: ['truthfulqa-multi_mc2_{en,es,ca,gl,eu}'],
      where: 'harness.other',
    });
    expect(taskAsked(record('truthfulqa_multi'), 'generation task in galician')?.tasks).toEqual([
      'truthfulqa-multi_gen_gl',
    ]);
    // With no pattern named over another, the choice in each.
    expect(taskAsked(record('truthfulqa_multi'), 'the catalan tasks')?.tasks).toEqual([
      'truthfulqa-multi_mc1_ca',
      'truthfulqa-multi_mc2_ca',
      'truthfulqa-multi_gen_ca',
    ]);
    expect(taskAsked(record('humanevalx'), 'humanevalx java in opencompass')?.tasks).toEqual([
      'humanevalx-java',
    ]);
  });

  it('names no task where the question picks no one choice', () => {
    expect(taskAsked(record('truthfulqa_multi'), 'how do i run it')).toBeUndefined();
    expect(taskAsked(record('truthfulqa_multi'), 'basque and catalan mc2')).toBeUndefined();
    expect(taskAsked(record('gsm8k'), 'gsm8k in basque')).toBeUndefined();
  });
});
