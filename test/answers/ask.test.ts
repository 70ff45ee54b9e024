import { describe, expect, it } from 'vitest';
import { ask, understand } from '../../src/answers/ask.js';
import type { IntentKind } from '../../src/answers/intent.js';
import { renderText } from '../../src/render/text.js';
import { bundledContext, seedContext } from './contexts.js';

type Row = [question: string, catalog: 'bundled' | 'shared', ids: string[], intent: IntentKind];

// Phrasings people use, with the benchmarks each names (a leading ~ marks a linked name without a
// record) and what it asks.
const PHRASINGS: Row[] = [
  ['is kcle GPQA Diamond?', 'bundled', ['kcle', '~gpqa_diamond'], 'identity'],
  ['is kcle the same as gpqa diamond', 'bundled', ['kcle', '~gpqa_diamond'], 'identity'],
  ['is KLCE just another name for kcle?', 'bundled', ['kcle', 'kcle'], 'identity'],
  ['is gaokao_math gaokaobench?', 'bundled', ['gaokao_math', '~gaokaobench'], 'identity'],
  ['is nq_cn natural_qa', 'bundled', ['nq_cn', '~natural_qa'], 'identity'],
  ['how is nq_cn scored?', 'bundled', ['nq_cn'], 'scoring'],
  ['what metric does gaokao math use', 'bundled', ['gaokao_math'], 'scoring'],
  ['what judge does kcle use', 'bundled', ['kcle'], 'scoring'],
  ['is nq_cn scored by substring match?', 'bundled', ['nq_cn'], 'scoring'],
  ['nq_cn 的答案是 怎么评分', 'bundled', ['nq_cn'], 'scoring'],
  ['how do I run kcle in opencompass', 'bundled', ['kcle'], 'run'],
  ['how to run NQ-CN', 'bundled', ['nq_cn'], 'run'],
  ['how do I run nq_cn', 'bundled', ['nq_cn'], 'run'],
  ['can I compare my nq_cn score to nq_open?', 'bundled', ['nq_cn', '~nq_open'], 'compare'],
  ['nq_cn vs kcle', 'bundled', ['nq_cn', 'kcle'], 'compare'],
  ['kcle vs kcle_fix', 'bundled', ['kcle', 'kcle'], 'compare'],
  ['can I compare kcle and kcle_fix scores', 'bundled', ['kcle', 'kcle'], 'compare'],
  ['what is gaokao_math', 'bundled', ['gaokao_math'], 'what-is'],
  ['nqcn', 'bundled', ['nq_cn'], 'what-is'],
  ['tell me about GaoKaoMATH', 'bundled', ['gaokao_math'], 'what-is'],
  ['什么是 nq_cn', 'bundled', ['nq_cn'], 'what-is'],
  ['what licence does nq_cn have', 'bundled', ['nq_cn'], 'facet'],
  ['who researched kcle', 'bundled', ['kcle'], 'facet'],
  ['which split does nq_cn evaluate', 'bundled', ['nq_cn'], 'facet'],
  ['how big is kcle', 'bundled', ['kcle'], 'facet'],
  ["what's the dataset size of gaokao_math", 'bundled', ['gaokao_math'], 'facet'],
  ['what is the top score on gaokao math', 'bundled', ['gaokao_math'], 'facet'],
  ['is nq_cn contaminated', 'bundled', ['nq_cn'], 'facet'],
  ['who publishes gaokao_math', 'bundled', ['gaokao_math'], 'facet'],
  ['when was kcle released', 'bundled', ['kcle'], 'facet'],
  ['what languages is gaokao math in', 'bundled', ['gaokao_math'], 'facet'],
  ['where does the kcle_fix data come from', 'bundled', ['kcle'], 'facet'],
  ['what prompt does nq_cn use', 'bundled', ['nq_cn'], 'facet'],
  ['what does kcle stand for', 'bundled', ['kcle'], 'facet'],
  ['can I compare nq_cn with English nq', 'bundled', ['nq_cn'], 'configurations'],
  ['what modalities does kcle cover', 'bundled', ['kcle'], 'facet'],
  ['what data file does kcle read', 'bundled', ['kcle'], 'passages'],
  ['what does the GaoKaoMATH 95.2 figure measure', 'bundled', ['gaokao_math'], 'figure'],
  ['what is the weather', 'bundled', [], 'nothing'],
  ['tell me a joke', 'shared', [], 'nothing'],
  ['how many items in mmlu pro', 'shared', ['mmlu_pro'], 'facet'],
  ['who wrote humaneval', 'shared', ['humaneval'], 'facet'],
  ['what is the random baseline of gpqa', 'shared', ['gpqa'], 'facet'],
  ['human baseline on gpqa diamond', 'shared', ['gpqa_diamond'], 'facet'],
  ['whats the licence of gsm8k', 'shared', ['gsm8k'], 'facet'],
  ['is mmlu saturated', 'shared', ['mmlu'], 'facet'],
  ['what replaced humaneval', 'shared', ['humaneval'], 'facet'],
  ['where does the aime 2025 data come from', 'shared', ['aime_2025'], 'facet'],
  ['which arxiv paper is mmlu', 'shared', ['mmlu'], 'facet'],
  ['what is the leaderboard for arena elo', 'shared', ['arena_elo'], 'facet'],
  ['how many tasks does big bench have', 'shared', ['big_bench'], 'facet'],
  ['how many questions are in hle', 'shared', ['hle'], 'facet'],
  ['what is the contamination risk of mmlu', 'shared', ['mmlu'], 'facet'],
  ['is aime_2024 the same as aime2024', 'shared', ['aime_2024', 'aime2024'], 'identity'],
  ['is bbh part of big_bench', 'shared', ['bbh', 'big_bench'], 'identity'],
  ['is mmlu_pro the successor of mmlu', 'shared', ['mmlu_pro', 'mmlu'], 'identity'],
  ['is gpqa_diamond a subset of gpqa', 'shared', ['gpqa_diamond', 'gpqa'], 'identity'],
  [
    'is terminal bench 2 the same as terminal_bench_2_0',
    'shared',
    ['terminal_bench_2', 'terminal_bench_2_0'],
    'identity',
  ],
  ['compare gsm8k and math_500', 'shared', ['gsm8k', 'math_500'], 'compare'],
  [
    'can I compare gpqa diamond scores from lm-eval and simple-evals',
    'shared',
    ['gpqa_diamond'],
    'configurations',
  ],
  ['how do I run mmlu with helm', 'shared', ['mmlu'], 'run'],
  ['how do I run ifeval in lm-eval', 'shared', ['ifeval'], 'run'],
  ['what harness runs livecodebench', 'shared', ['live_code_bench'], 'run'],
  ['how do I evaluate on truthfulqa', 'shared', ['truthfulqa'], 'run'],
  ['how is swe-bench verified scored', 'shared', ['swe_bench_verified'], 'scoring'],
  ['what metric does mteb retrieval use', 'shared', ['mteb_retrieval'], 'scoring'],
  ['what does hellaswag measure', 'shared', ['hellaswag'], 'what-is'],
  ['gsm8k', 'shared', ['gsm8k'], 'what-is'],
  ['GPQA-Diamond', 'shared', ['gpqa_diamond'], 'what-is'],
  // The ways a team asks in chat: numbers and verdicts, which-is, configurations, names with +,
  // suites and possessives, topics, typos, Chinese, and questions the catalog cannot answer.
  [
    'we got 45 on arc_easy and they report 50 on arc_challenge, are we behind?',
    'shared',
    ['arc_easy', 'arc_challenge'],
    'compare',
  ],
  [
    'ours does 82 on mmlu and theirs 80 on mmlu pro, so ours is better?',
    'shared',
    ['mmlu', 'mmlu_pro'],
    'compare',
  ],
  [
    'did it get worse from terminal bench to terminal bench 2.0? 40 -> 31',
    'shared',
    ['terminal_bench', 'terminal_bench_2'],
    'compare',
  ],
  ['can hellaswag and winogrande go in the same column?', 'shared', ['hellaswag', 'winogrande'], 'compare'],
  ['can I average mmlu and mmlu-pro into one knowledge score?', 'shared', ['mmlu', 'mmlu_pro'], 'compare'],
  ['is our 70 on gsm8k ahead of their 65 on gsm-hard?', 'shared', ['gsm8k', 'gsm_hard'], 'compare'],
  ['mmmu vs mmmu pro: 68 and 52, is something broken?', 'shared', ['mmmu', 'mmmu_pro'], 'compare'],
  [
    'should swe-bench verified and swe-bench lite scores sit in one table?',
    'shared',
    ['swe_bench_verified', 'swe_bench_lite'],
    'compare',
  ],
  ['which is harder, gsm8k or gsm-hard?', 'shared', ['gsm8k', 'gsm_hard'], 'which'],
  ['which is newer, aime 2024 or aime 2025?', 'shared', ['aime2024|aime_2024', 'aime_2025'], 'which'],
  ['which is bigger, mmlu or mmlu-redux?', 'shared', ['mmlu', 'mmlu_redux'], 'which'],
  ['is mmlu pro harder than mmlu?', 'shared', ['mmlu_pro', 'mmlu'], 'which'],
  ['which one is easier, arc easy or arc challenge?', 'shared', ['arc_easy', 'arc_challenge'], 'which'],
  ['is 5-shot mmlu comparable with 0-shot mmlu?', 'shared', ['mmlu'], 'configurations'],
  ['ifeval strict or loose, can I compare them?', 'shared', ['ifeval'], 'configurations'],
  ['bbh with CoT vs without CoT, are those numbers comparable?', 'shared', ['bbh'], 'configurations'],
  ['is pass@1 on humaneval comparable to pass@10?', 'shared', ['humaneval'], 'configurations'],
  [
    'we ran kcle with two different judges and got 71 and 66, which do I report?',
    'shared',
    ['kcle'],
    'configurations',
  ],
  ['our triviaqa is 68, a blog says 79, are we behind?', 'shared', ['triviaqa'], 'configurations'],
  ['is HumanEval+ just HumanEval with more tests?', 'shared', ['humaneval_plus', 'humaneval'], 'identity'],
  ['is MBPP+ the same as mbpp?', 'shared', ['mbpp_plus', 'mbpp'], 'identity'],
  ['is mmlu-redux a subset of mmlu?', 'shared', ['mmlu_redux', 'mmlu'], 'identity'],
  ['are aime_2024 and aime2024 the same benchmark?', 'shared', ['aime_2024', 'aime2024'], 'identity'],
  ['is gpqa_diamond a subset of gpqa?', 'shared', ['gpqa_diamond', 'gpqa'], 'identity'],
  ['is swe-bench verified part of swe-bench?', 'shared', ['swe_bench_verified', 'swe_bench'], 'identity'],
  ['is lambada_cloze a new dataset?', 'shared', ['lambada_cloze'], 'passages'],
  ['is kcle_fix a different benchmark from kcle?', 'shared', ['kcle', 'kcle'], 'identity'],
  ['is arc-agi-2 the successor of arc?', 'shared', ['arc_agi_2', 'arc'], 'identity'],
  ['is bbh part of big-bench?', 'shared', ['bbh', 'big_bench'], 'identity'],
  ['is mmmlu just mmlu translated?', 'shared', ['mmmlu', 'mmlu'], 'identity'],
  ['how is HumanEval+ scored?', 'shared', ['humaneval_plus'], 'scoring'],
  ["what's the licence of TMMLU+?", 'shared', ['tmmluplus'], 'facet'],
  ['how many problems does MBPP+ have?', 'shared', ['mbpp_plus'], 'facet'],
  ['how is swe-bench lite scored?', 'shared', ['swe_bench_lite'], 'scoring'],
  ['what is mmlu pro?', 'shared', ['mmlu_pro'], 'what-is'],
  ['how many questions in terminal bench 2.0?', 'shared', ['terminal_bench_2'], 'facet'],
  ["what is GPQA's diamond subset?", 'shared', ['gpqa_diamond'], 'facet'],
  [
    'how is BIG-bench abstract narrative understanding scored?',
    'shared',
    ['abstract_narrative_understanding'],
    'scoring',
  ],
  ['mmlu professional law: how many questions?', 'shared', ['mmlu_professional_law'], 'facet'],
  ["what's the random baseline of mmlu anatomy?", 'shared', ['mmlu_anatomy'], 'facet'],
  ['which benchmarks test Chinese reading comprehension?', 'shared', [], 'topic'],
  ["what's a good long-context benchmark for 128k?", 'shared', [], 'topic'],
  ['anything for tool use?', 'shared', [], 'topic'],
  ['any benchmarks for function calling agents?', 'shared', [], 'topic'],
  ['looking for a safety benchmark about jailbreaks', 'shared', [], 'topic'],
  ['which benchmarks are in Arabic?', 'shared', [], 'topic'],
  ['any benchmark for code generation in many programming languages?', 'shared', [], 'topic'],
  ['is there a benchmark for hallucination in long answers?', 'shared', [], 'topic'],
  ['a lab claims 25% on gpqa diamond, is that good?', 'shared', ['gpqa_diamond'], 'score-context'],
  ['is 60 on mmlu pro decent?', 'shared', ['mmlu_pro'], 'score-context'],
  ['we score 0.3 on paloma, is that high?', 'shared', ['paloma'], 'score-context'],
  ['paloma: higher is better right?', 'shared', ['paloma'], 'direction'],
  ['our bpb on paloma went 0.91 -> 0.87, is that a regression?', 'shared', ['paloma'], 'direction'],
  ['our gsm8k went from 80 to 85 after the fix, improvement?', 'shared', ['gsm8k'], 'direction'],
  ['whats the licnese on triviqa?', 'shared', ['triviaqa'], 'facet'],
  ['how is hellaswg scored', 'shared', ['hellaswag'], 'scoring'],
  ['who made winogrnade?', 'shared', ['winogrande'], 'facet'],
  ['how many qustions in commonsense qa', 'shared', ['commonsense_qa'], 'facet'],
  ['is CRUXEval harder than humaneval?', 'shared', ['humaneval'], 'passages'],
  ['how is CRUXEval scored?', 'shared', [], 'unknown-name'],
  ["what's the sota on FooBench-9?", 'shared', [], 'unknown-name'],
  ["what's the weather like?", 'shared', [], 'nothing'],
  ['tell me a joke', 'shared', [], 'nothing'],
  ['nq_cn 怎么评分？', 'shared', ['nq_cn'], 'scoring'],
  ['gaokao_math 有多少道题？', 'shared', ['gaokao_math'], 'facet'],
  ['mmlu 的许可证是什么？', 'shared', ['mmlu'], 'facet'],
  ['什么是 nq_cn', 'shared', ['nq_cn'], 'what-is'],
  ['哪些评测集是中文的？', 'shared', [], 'topic'],
  ['有没有中文医疗评测集？', 'shared', [], 'topic'],
  ['piqa 的随机基线是多少？', 'shared', ['piqa'], 'facet'],
  ['kcle 和 gpqa diamond 是同一个吗？', 'shared', ['kcle', 'gpqa_diamond'], 'identity'],
  ['我们 nq_cn 45 分，他们 nq_open 50 分，能直接比吗？', 'shared', ['nq_cn', 'nq_open'], 'compare'],
  ['how do I run ifeval in lm-eval?', 'shared', ['ifeval'], 'run'],
  ["what's the opencompass config for ceval?", 'shared', ['ceval'], 'run'],
  ['how do i run natural_qa in HELM?', 'shared', ['natural_qa'], 'run'],
  ['how do I run swe-bench verified?', 'shared', ['swe_bench_verified'], 'run'],
  ['who publishes mmlu?', 'shared', ['mmlu'], 'facet'],
  ['when did squad come out?', 'shared', ['squad'], 'facet'],
  ['arxiv id for the musr paper?', 'shared', ['musr'], 'facet'],
  ['is gsm8k saturated?', 'shared', ['gsm8k'], 'facet'],
  ["what's the contamination risk of mmlu?", 'shared', ['mmlu'], 'facet'],
  ['what languages does mgsm cover?', 'shared', ['mgsm'], 'facet'],
  ["what's the leaderboard for arena elo?", 'shared', ['arena_elo'], 'facet'],
  ['where does the gsm-hard data come from?', 'shared', ['gsm_hard'], 'facet'],
  ['what does hle stand for?', 'shared', ['hle'], 'facet'],
  ['what replaced humaneval?', 'shared', ['humaneval'], 'facet'],
  ['what came before mmlu pro?', 'shared', ['mmlu_pro'], 'facet'],
  ['what does the 95.2 on gaokao_math mean?', 'shared', ['gaokao_math'], 'figure'],
  ['is the drop score F1 or exact match?', 'shared', ['drop'], 'scoring'],
  ['how is alpacaeval judged?', 'shared', ['alpaca_eval'], 'scoring'],
  ['is mt-bench judged by gpt-4?', 'shared', ['mt_bench'], 'scoring'],
  ['what does acc_norm mean on hellaswag', 'shared', ['hellaswag'], 'scoring'],
  ["what's the human baseline on gpqa diamond", 'shared', ['gpqa_diamond'], 'facet'],
  ["what's the top score on mmlu", 'shared', ['mmlu'], 'facet'],
  ['is the arc challenge test set public?', 'shared', ['arc_challenge'], 'facet'],
  ['what split does boolq use?', 'shared', ['boolq'], 'facet'],
  ['how was kcle researched', 'shared', ['kcle'], 'facet'],
  [
    'swe-bench lite vs verified, which one is harder?',
    'shared',
    ['swe_bench_lite', 'swe_bench_verified'],
    'which',
  ],
  ['compare flores en-de and en-zh', 'shared', ['flores_en_de', 'flores_en_zh'], 'compare'],
  ['is gsm8k or gsm-hard harder', 'shared', ['gsm8k', 'gsm_hard'], 'which'],
  [
    'is winogrande just a bigger version of the winograd schema challenge?',
    'shared',
    ['winogrande'],
    'passages',
  ],
  ['how is longbench scored, is it one number?', 'shared', ['longbench'], 'aggregate'],
  ['can I average all the cleva tasks into one score?', 'shared', ['cleva'], 'aggregate'],
  ['is ifeval_es a translation of ifeval?', 'shared', ['ifeval_es', 'ifeval'], 'identity'],
  ['ceval 和 cmmlu 是同一个东西吗？', 'shared', ['ceval', 'cmmlu'], 'identity'],
  ["what's the licence of GPQA's diamond subset", 'shared', ['gpqa_diamond'], 'facet'],
  ["who wrote Humanity's Last Exam", 'shared', ['hle'], 'facet'],
];

const contextOf = (catalog: 'bundled' | 'shared') =>
  catalog === 'bundled' ? seedContext() : bundledContext();

describe('ask: finding the benchmarks a question names and what it asks', () => {
  it('has at least 150 phrasings', () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(150);
  });

  it.each(PHRASINGS)('%s', (question, catalog, ids, intent) => {
    expect(understand(contextOf(catalog), question)).toEqual({ intent, ids });
  });
});

describe('ask: answers', () => {
  const text = (question: string, catalog: 'bundled' | 'shared' = 'bundled') =>
    renderText(ask(contextOf(catalog), question));

  it('answers identity from what the record says, quoting it', () => {
    const answer = text('is kcle GPQA Diamond?');
    expect(answer).toMatch(/^No\. The record of kcle says it is not gpqa_diamond\./m);
    expect(answer).toContain('“It is not gpqa_diamond, not click, and not kbl.');
    expect(answer).toContain('[kcle · Lineage]');
  });

  it('says two names of one record are the same benchmark', () => {
    expect(text('is KLCE just another name for kcle?')).toMatch(
      /^Yes\. KLCE and kcle are two names of one record, kcle: one benchmark, not two\./m,
    );
  });

  it('states lineage between two records, from the lineage fields', () => {
    const answer = text('is humaneval_cn a variant of humaneval?', 'shared');
    expect(answer).toMatch(
      /^Yes\. humaneval_cn belongs to the humaneval family \(humaneval_cn, lineage\.family\)/m,
    );
  });

  it('says plainly when a field is empty', () => {
    expect(text('what licence does nq_cn have')).toContain(
      'The catalog does not establish the licence of nq_cn.',
    );
    expect(text("what's the dataset size of gaokao_math")).toContain(
      'The catalog does not establish the size (item count) of gaokao_math.',
    );
  });

  it('gives a top score only with its note', () => {
    const answer = text('what is the top score on gaokao math');
    expect(answer).toContain('95.85%');
    expect(answer).toContain('extractor accuracy for Qwen2.5-72B-Instruct judged by itself');
  });

  it('answers a question about a shared alias for every record that has it', () => {
    const answer = text('how many problems are in AIME24?', 'shared');
    expect(answer).toContain('aime2024 has 30 items');
    expect(answer).toContain('aime_2024 has 30 items');
  });

  it('quotes the sentence that holds a number the question asks about', () => {
    const answer = text('what does the GaoKaoMATH 95.2 figure measure');
    expect(answer).toMatch(/95\.2%? when gaokao_math_extractor_1\.5b_v0\.2 is the extractor/);
  });

  it('runs a benchmark only in the words of its record', () => {
    const answer = text('how do I run gsm8k in lm-eval', 'shared');
    expect(answer).toMatch(/lm-evaluation-harness\s+gsm8k/);
  });

  it('quotes what a record says about its name when asked what it stands for', () => {
    const reply = ask(seedContext(), 'what does kcle stand for');
    expect(reply.sections.map((section) => section.text).join(' ')).toContain(
      'so this page does not expand the acronym',
    );
  });

  it('reads two scores in a comparison and still never ranks numbers that are not comparable', () => {
    const answer = text('is 71 on nq_cn better than 65.5 on kcle?');
    expect(answer).toContain('benchbot does not rank 71 against 65.5');
  });

  it('answers a comparison with one known benchmark from that record’s own warnings', () => {
    const answer = text('can I compare nq_cn with English nq');
    expect(answer).toContain(
      '“Do not compare to English `nq`, to lm-eval `nq_open`, or to HELM `natural_qa` F1.”',
    );
  });

  it('answers no benchmark, and suggests none, when the question names none', () => {
    const reply = ask(bundledContext(), "what's the weather like?");
    expect(reply.kind).toBe('not-found');
    expect(reply.title).toBe('No benchmark named in that question');
    expect(reply.facts).toEqual([]);
    expect(reply.suggestions).toEqual([]);
  });

  it('suggests the benchmark a misspelt short name is close to', () => {
    const reply = ask(seedContext(), 'how do I run kcel');
    expect(reply.kind).toBe('not-found');
    expect(reply.suggestions.map((suggestion) => suggestion.id)).toEqual(['kcle']);
  });

  it('suggests the records a topic question is about', () => {
    const reply = ask(bundledContext(), 'which benchmarks test chinese math');
    expect(reply.suggestions.map((suggestion) => suggestion.id)).toContain('gaokao_math');
  });

  it('says what the records say about a linked name without a record', () => {
    const answer = text('is nq_cn natural_qa');
    expect(answer).toContain('No. The record of nq_cn says it is not natural_qa.');
    expect(answer).toContain(
      '“Related ids in this repository: nq_open (lm-eval English closed-book NQ-Open) and natural_qa',
    );
  });

  it('says yes or no about two records only when that was asked', () => {
    expect(text('is mmlu-redux cleaner than mmlu?', 'shared')).toMatch(
      /^mmlu_redux belongs to the mmlu family/m,
    );
    expect(text('is truthfulqa_multi just truthfulqa translated?', 'shared')).toMatch(
      /^Yes\. truthfulqa_multi builds on truthfulqa[\s\S]*“This is a parallel translation of TruthfulQA, not a new item set\.”/m,
    );
    expect(text('is humaneval_infilling the same problems as humaneval?', 'shared')).toMatch(/^In part\. /m);
  });

  it('does not read a word the records use as a slip of a name', () => {
    const winograd = text('is winogrande just a bigger version of the winograd schema challenge?', 'shared');
    expect(winograd).not.toContain('two names of one record');
    expect(
      understand(bundledContext(), 'can i compare my humaneval pass@1 with the codex paper?').ids,
    ).toEqual(['humaneval']);
  });

  it('names the settings that make two numbers of one benchmark not comparable', () => {
    const flat = (question: string) => text(question, 'shared').replace(/\s+/g, ' ');
    expect(flat('ruler 32k 和 128k 的分数能放一起比吗？')).toContain(
      'these differ (context lengths 32k and 128k)',
    );
    expect(flat('is 5-shot mmlu comparable with 0-shot mmlu?')).toContain('these differ (5 against 0 shots)');
  });

  it('treats an empty or huge question without failing', () => {
    expect(ask(seedContext(), '   ').kind).toBe('usage');
    const reply = ask(seedContext(), `${'kcle '.repeat(3000)}?`);
    expect(reply.recordId).toBe('kcle');
  });
});
