import { describe, expect, it } from 'vitest';
import { benchCard } from '../../src/answers/card.js';
import { compareBenchmarks } from '../../src/answers/compare.js';
import { howTo } from '../../src/answers/howto.js';
import { SECTION_KEYS } from '../../src/catalog/record.js';
import type { Reply } from '../../src/reply.js';
import { renderText } from '../../src/render/text.js';
import { bundledContext, seedContext } from './contexts.js';

const factValue = (reply: Reply, label: string) => reply.facts.find((fact) => fact.label === label)?.value;

describe('benchCard', () => {
  it('shows what kcle is, how it is scored, and what it is not', () => {
    const card = benchCard(seedContext(), 'KLCE');
    expect(card.kind).toBe('card');
    expect(card.title).toBe('KCLE (OpenCompass) (kcle)');
    expect(factValue(card, 'Metric')).toBe(
      'LLM-judge accuracy (GenericLLMEvaluator, A=CORRECT / B=INCORRECT)',
    );
    expect(factValue(card, 'OpenCompass')).toBe('kcle');
    expect(factValue(card, 'Licence')).toBe('not published in the catalog');
    expect(factValue(card, 'Not to be confused with')).toBe('gpqa_diamond, click, kbl');
    expect(card.sections.map((section) => section.heading)).toEqual(['What it measures', 'How it is scored']);
    expect(card.actions.map((action) => action.section)).toEqual([
      'scoring',
      'howto',
      'dataset',
      'lineage',
      'sources',
    ]);
    expect(card.footer).toBe('record kcle · researched 2026-09-08 · reviewed 2026-09-08');
  });

  it('never shows a top score without its note', () => {
    const card = benchCard(seedContext(), 'gaokao math');
    expect(factValue(card, 'Top score')).toMatch(/^95\.85% — 95\.85 is the README extractor accuracy/);
    expect(card.warnings.join(' ')).toContain("is not necessarily a model's score");
  });

  it.each(SECTION_KEYS)('shows the %s section of every seed, cited', (section) => {
    for (const id of ['kcle', 'gaokao_math', 'nq_cn']) {
      const reply = benchCard(seedContext(), id, section);
      expect(reply.kind).toBe('section');
      expect(reply.recordId).toBe(id);
      for (const fact of reply.facts) expect(fact.cite?.id).toBe(id);
    }
  });

  it('shows the How to run it section with its harness entries', () => {
    const reply = benchCard(seedContext(), 'nq_cn', 'howto');
    expect(reply.sections[0]?.text).toContain('OpenCompass with dataset config `nq_cn`');
    expect(factValue(reply, 'Other')).toContain('nqcn_gen.py');
  });

  it('answers a linked name with what the linking records say', () => {
    const reply = benchCard(seedContext(), 'GPQA Diamond');
    expect(reply.title).toBe('gpqa_diamond: no record in this catalog');
    expect(reply.sections.some((section) => section.text.includes('It is not gpqa_diamond'))).toBe(true);
  });

  it('offers a record that holds every word of an unmatched name, and nothing for stray words', () => {
    const hit = benchCard(bundledContext(), '单选题');
    expect(hit.kind).toBe('not-found');
    expect(hit.suggestions.map((suggestion) => suggestion.id)).toEqual(['gaokao_math']);
    const stray = benchCard(bundledContext(), 'zzzz unknown');
    expect(stray.suggestions).toEqual([]);
    expect(stray.summary).toBe('The catalog has no record by that name, and nothing close to it.');
  });

  it('offers both records of a shared alias', () => {
    const reply = benchCard(bundledContext(), 'AIME24');
    expect(reply.suggestions.map((suggestion) => suggestion.id).sort()).toEqual(['aime2024', 'aime_2024']);
  });

  it('answers with the search hit that is clearly ahead, and says so', () => {
    const reply = benchCard(bundledContext(), 'graduate google-proof science');
    expect(reply.recordId).toBe('gpqa');
    expect(reply.warnings[0]).toBe(
      'No benchmark is called "graduate google-proof science"; this is the clearly best match, gpqa.',
    );
  });

  it('offers "did you mean" when no search hit is clearly ahead', () => {
    const reply = benchCard(bundledContext(), 'grade school math word problems');
    expect(reply.kind).toBe('not-found');
    expect(reply.suggestions.map((suggestion) => suggestion.id)).toContain('gsm8k');
  });

  it('suggests near spellings when nothing matches', () => {
    const reply = benchCard(seedContext(), 'zzzz unknown');
    expect(reply.kind).toBe('not-found');
    expect(reply.title).toBe('No benchmark matches "zzzz unknown"');
  });

  it('renders every record of the shared catalog as text', () => {
    const context = bundledContext();
    for (const id of context.catalog.records.keys()) {
      const text = renderText(benchCard(context, id));
      expect(text).toContain(`(${id})`);
    }
  });
});

describe('howTo', () => {
  it('gives the record’s own run instructions and configs, nothing invented', () => {
    const reply = howTo(seedContext(), 'gaokao_math');
    const section = (heading: string) => reply.sections.find((one) => one.heading === heading)?.text;
    expect(section('How to run it')).toContain('Replace the hard-coded `22.8.x.x` URLs.');
    // The command uses the config the record names; the model is the reader's to fill in.
    expect(section('Commands')).toContain(
      'opencompass --datasets gaokao_math_gen_f5fd28 --hf-path <your-model>',
    );
    expect(factValue(reply, 'OpenCompass')).toContain('gaokao_math_gen_f5fd28.py');
  });

  it('says when the catalog names no task for the harness asked about', () => {
    const reply = howTo(seedContext(), 'nq_cn', 'lm_eval');
    expect(reply.summary).toMatch(
      /^No: the catalog does not establish an lm-evaluation-harness task for nq_cn\. The harnesses it does name: OpenCompass \(nq_cn\)/,
    );
    expect(factValue(reply, 'OpenCompass')).toBe('nq_cn');
    // The commands of the harness it does name, in its place.
    expect(reply.sections[0]?.text).toContain('opencompass --datasets nqcn_gen --hf-path <your-model>');
  });
});

describe('compareBenchmarks', () => {
  it('says two configurations of one record are not comparable, quoting the record', () => {
    const reply = compareBenchmarks(seedContext(), 'kcle', 'kcle_fix');
    expect(reply.title).toBe('kcle vs kcle_fix: not comparable');
    const text = renderText(reply);
    expect(text).toContain('Do not compare a raw-input `kcle` run with a kcle_fix `ANSWER: LETTER` run.');
    expect(text).toContain('kcle is scored by an LLM judge');
  });

  it('lists every reason two records are not comparable', () => {
    const reply = compareBenchmarks(seedContext(), 'nq_cn', 'kcle');
    const reasons = reply.sections[0]?.text ?? '';
    expect(reply.title).toBe('nq_cn vs kcle: not comparable');
    expect(reasons).toContain('They are different benchmarks');
    expect(reasons).toContain('Different metrics');
    expect(reasons).toContain('kcle has no public test set');
  });

  it('names lineage between records but still does not compare them', () => {
    const reply = compareBenchmarks(bundledContext(), 'MMLU-Pro', 'MMLU');
    expect(reply.title).toMatch(/not comparable$/);
    expect(reply.summary).toContain(
      'mmlu_pro names mmlu as its predecessor (mmlu_pro, lineage.predecessor); mmlu lists mmlu_pro among its successors (mmlu, lineage.successors)',
    );
  });

  it('never ranks two numbers that are not comparable', () => {
    const text = renderText(compareBenchmarks(seedContext(), 'nq_cn', 'kcle', 71.5, 65));
    expect(text).toContain('benchbot does not rank 71.5 against 65');
  });

  it('judges a difference on one record against sampling noise when the size is known', () => {
    const text = renderText(compareBenchmarks(bundledContext(), 'gpqa_diamond', 'GPQA-Diamond', 70, 72));
    expect(text).toContain('gpqa_diamond vs GPQA-Diamond: comparable');
    expect(text).toContain('within sampling noise');
    expect(text).toContain('198 items');
  });

  it("questions scores outside the metric's range instead of judging their noise", () => {
    const text = renderText(compareBenchmarks(bundledContext(), 'gpqa_diamond', 'GPQA-Diamond', 120, 72));
    expect(text).toContain(
      "120 is outside the range of gpqa_diamond's metric (accuracy), which runs from 0 to 100%",
    );
    expect(text).not.toContain('NaN');
    const both = renderText(compareBenchmarks(seedContext(), 'nq_cn', 'kcle', -3, 250));
    expect(both).toContain('-3 and 250 are outside the range of nq_cn');
  });

  it('says when one score reads as a fraction of 1 and the other as a percentage', () => {
    const text = renderText(compareBenchmarks(bundledContext(), 'gpqa_diamond', 'GPQA-Diamond', 0.72, 70));
    expect(text.replace(/\s+/g, ' ')).toContain(
      '0.72 reads as a fraction of 1 (72 on the 0 to 100 scale of 70)',
    );
    expect(text).not.toContain('within sampling noise');
  });

  it('compares with a linked name only to say it cannot', () => {
    const reply = compareBenchmarks(seedContext(), 'kcle', 'gpqa_diamond');
    expect(reply.title).toBe('kcle vs gpqa_diamond: not comparable');
    expect(renderText(reply)).toContain('kcle says it is not gpqa_diamond');
  });
});
