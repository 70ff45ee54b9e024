import { readFileSync } from 'node:fs';
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
];

const contextOf = (catalog: 'bundled' | 'shared') =>
  catalog === 'bundled' ? seedContext() : bundledContext();

describe('ask: finding the benchmarks a question names and what it asks', () => {
  it('has at least 60 phrasings', () => {
    expect(PHRASINGS.length).toBeGreaterThanOrEqual(60);
  });

  it.each(PHRASINGS)('%s', (question, catalog, ids, intent) => {
    expect(understand(contextOf(catalog), question)).toEqual({ intent, ids });
  });
});

describe('ask: the public questions', () => {
  const file = JSON.parse(readFileSync('test/questions/public.json', 'utf8')) as {
    questions: { q: string; catalog: 'bundled' | 'shared'; expect: string[] }[];
  };

  it('answers at least 95% of them with every fact a right answer must contain', () => {
    const failures = file.questions.flatMap(({ q, catalog, expect: patterns }) => {
      const text = renderText(ask(contextOf(catalog), q));
      const missing = patterns.filter((pattern) => !new RegExp(pattern, 'i').test(text));
      return missing.length > 0 ? [`${q}: missing ${missing.join(', ')}`] : [];
    });
    expect(failures.length / file.questions.length).toBeLessThanOrEqual(0.05);
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

  it('treats an empty or huge question without failing', () => {
    expect(ask(seedContext(), '   ').kind).toBe('usage');
    const reply = ask(seedContext(), `${'kcle '.repeat(3000)}?`);
    expect(reply.recordId).toBe('kcle');
  });
});
