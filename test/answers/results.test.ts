/**
 * Who scored what: the reported results of the bundled ledgers (data/_census), asked about the
 * ways people ask, on the card, and set against a user's own number.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compareResults } from '../../src/answers/compare-results.js';
import { ask, understand } from '../../src/answers/ask.js';
import { benchCard } from '../../src/answers/card.js';
import { compareBenchmarks } from '../../src/answers/compare.js';
import { sourceKind } from '../../src/answers/results.js';
import type { ReportedResult } from '../../src/catalog/census.js';
import { buildCatalog } from '../../src/catalog/catalog.js';
import { dispositionOf } from '../../src/catalog/disposition.js';
import { renderDiscord } from '../../src/render/discord.js';
import { renderText } from '../../src/render/text.js';
import { buildSearchIndex } from '../../src/search/index.js';
import { bundledContext } from './contexts.js';

/** The bundled ledger as written, read apart from benchbot's loader. */
type LedgerRow = { canonical_id: string; accepted_results: { model_id: string; score: number }[] };
const LEDGER = JSON.parse(readFileSync('data/_census/ranking_evidence/accepted.json', 'utf8')) as {
  rows: LedgerRow[];
};
const EVERY_RESULT = LEDGER.rows.flatMap((row) =>
  row.accepted_results.map((result) => ({ ...result, benchmark: row.canonical_id })),
);
const LEDGER_SCORES = new Set(EVERY_RESULT.map((result) => result.score));

const answerText = (question: string) => renderText(ask(bundledContext(), question), { color: false });

/** Scores an answer gives: a number with a percent sign or "Elo" after it. */
function scoresIn(text: string): number[] {
  return [...text.matchAll(/(?<![\w.])(\d+(?:\.\d+)?)(?:%| Elo\b)/g)].map((match) => Number(match[1]));
}

/** Whether a number is one the ledgers or the page of `id` write. */
function writtenSomewhere(score: number, id: string): boolean {
  if (LEDGER_SCORES.has(score)) return true;
  const page = readFileSync(`data/pages/${id}.md`, 'utf8');
  return new RegExp(`(?<![\\d.])${String(score).replace('.', '\\.')}(?:\\.0+)?(?![\\d])`).test(page);
}

function served(result: (typeof EVERY_RESULT)[number]): ReportedResult {
  const record = bundledContext().catalog.records.get(result.benchmark);
  if (!record) throw new Error(`no record ${result.benchmark}`);
  const found = dispositionOf(bundledContext().catalog, record).results.find(
    (one) => one.model_id === result.model_id,
  );
  if (!found) throw new Error(`${result.model_id} is not served on ${result.benchmark}`);
  return found;
}

describe('ask: every reported result of the bundled ledgers', { timeout: 120_000 }, () => {
  it('serves all 127 results on the 13 benchmarks the ledger names', () => {
    const { results } = bundledContext().catalog.census;
    expect([...results.values()].flat()).toHaveLength(EVERY_RESULT.length);
    expect(EVERY_RESULT).toHaveLength(127);
    expect(results.size).toBe(13);
  });

  it('is reached by asking for its model and benchmark in five phrasings (one Chinese), with score, unit, date and source kind', () => {
    const missed: string[] = [];
    for (const result of EVERY_RESULT) {
      const record = bundledContext().catalog.records.get(result.benchmark);
      // The name without its variant ("DeepSeek-V4-Pro" for "DeepSeek-V4-Pro (max)").
      const bare = result.model_id.replace(/\s*\([^)]*\)$|[\s_-]+(?:max|IT|Instruct)$/i, '');
      const phrasings = [
        `what did ${result.model_id} get on ${result.benchmark}?`,
        `${result.model_id}'s score on ${record?.page.name ?? result.benchmark}`,
        `how did ${bare} do on ${result.benchmark}?`,
        `${result.model_id} ${record?.page.name ?? result.benchmark} result`,
        `${result.model_id} 在 ${result.benchmark} 上的成绩是多少？`,
      ];
      const full = served(result);
      for (const question of phrasings) {
        const text = answerText(question);
        const score = full.unit === 'elo' ? `${full.score} Elo` : `${full.score}%`;
        for (const wanted of [result.model_id, score, full.evidence_date, sourceKind(full)]) {
          if (!text.includes(wanted)) missed.push(`${question}: no "${wanted}"`);
        }
        for (const given of scoresIn(text)) {
          if (!writtenSomewhere(given, result.benchmark))
            missed.push(`${question}: ${given} is in no ledger or page`);
        }
      }
    }
    expect(missed).toEqual([]);
  });

  it('gives no score in a ranking or a list that is in no ledger or page', () => {
    const stray: string[] = [];
    for (const id of new Set(EVERY_RESULT.map((result) => result.benchmark))) {
      for (const question of [`who is top on ${id}?`, `which models have results on ${id}?`]) {
        for (const given of scoresIn(answerText(question)))
          if (!writtenSomewhere(given, id)) stray.push(`${question}: ${given}`);
      }
    }
    expect(stray).toEqual([]);
  });

  it('answers each within one screen of Discord', () => {
    const long = EVERY_RESULT.flatMap((result) => {
      const question = `what did ${result.model_id} get on ${result.benchmark}?`;
      const [embed, ...more] = renderDiscord(ask(bundledContext(), question)).embeds;
      const size =
        (embed?.description?.length ?? 0) +
        (embed?.fields ?? []).reduce((total, field) => total + field.name.length + field.value.length, 0);
      return more.length > 0 || (embed?.fields?.length ?? 0) > 6 || size > 2500
        ? [`${question}: ${size}`]
        : [];
    });
    for (const question of [
      'who is top on arena_elo_style_control?',
      'which models have results on arena_elo_style_control?',
      'who is top on GPQA Diamond?',
    ]) {
      const [embed, ...more] = renderDiscord(ask(bundledContext(), question)).embeds;
      expect(more, question).toEqual([]);
      expect((embed?.description ?? '').length, question).toBeLessThanOrEqual(2500);
    }
    expect(long).toEqual([]);
  });
});

describe('ask: models as names', () => {
  it('takes a display name and a slug for one model', () => {
    for (const name of ['Claude Opus 4.8', 'claude-opus-4-8', 'CLAUDE OPUS 4.8']) {
      expect(answerText(`what did ${name} get on GPQA Diamond?`)).toContain('93.6%');
      expect(answerText(`${name}'s arena rating?`)).toContain('1472.85 Elo');
    }
    expect(answerText('glm-5.1 on AIME 2026')).toContain('95.3%');
    expect(answerText("what's GLM-5.1's LM Arena elo?")).toContain('1466.02 Elo');
  });

  it('keeps a variant the ledger names visible, and never drops one the user gives', () => {
    const pro = answerText('what did DeepSeek-V4-Pro get on GPQA Diamond?');
    expect(pro).toContain('DeepSeek-V4-Pro (max)');
    expect(pro).toContain('90.1%');
    const instruct = answerText('gemma 4 31b on AIME 2026');
    expect(instruct).toContain('Gemma 4 31B IT');
    // The arena's gemma-4-31b has no IT: it is offered as another name, not as the model.
    const arena = answerText('Gemma 4 31B IT arena rating');
    expect(arena).toMatch(/no reported result for Gemma 4 31B IT/);
    expect(arena).toMatch(/does not say the two are one model/);
  });

  it('says the catalog has no result, with no number from elsewhere, for a model or benchmark without one', () => {
    const unknown = answerText('what did GPT-4o get on GPQA Diamond?');
    expect(unknown).toContain('The catalog has no reported result for GPT-4o on gpqa_diamond');
    expect(scoresIn(unknown.split('\n').slice(0, 6).join('\n'))).toEqual([]);
    const elsewhere = answerText('what did Claude Opus 4.8 get on kcle?');
    expect(elsewhere).toContain('The catalog has no reported result for Claude Opus 4.8 on kcle');
    // Who is top, with no ledger entry and no figure in the note: the note's own word, and no number.
    const top = answerText('who is top on kcle?').replace(/\s+/g, ' ');
    expect(top).toContain(
      'its note (saturation.note): “No public score table for this id was opened.” Its ledgers hold no reported result on kcle.',
    );
    expect(scoresIn(top)).toEqual([]);
    // Where no model's results are published at all, the record's own word on it follows.
    expect(answerText('what does claude score on agentthreatbench?').replace(/\s+/g, ' ')).toMatch(
      /no reported result for claude on agent_threat_bench\. The record of agent_threat_bench says \(saturation\.note\): “No published per-model results/,
    );
  });

  it("answers a family's name with the results of every model of that family, not with none", () => {
    const family = answerText('what did claude get on swe bench verified?');
    expect(family).toContain('"claude" names a family of models, not one');
    const listed = EVERY_RESULT.filter(
      (result) => result.benchmark === 'swe_bench_verified' && /^claude\b/i.test(result.model_id),
    );
    expect(listed.length).toBeGreaterThan(1);
    for (const result of listed) expect(family).toContain(`${result.model_id}: ${result.score}%`);
    expect(family).not.toMatch(/DeepSeek/);
    expect(answerText('claude 在 swe bench verified 上多少分')).toContain('“claude”是一个模型系列');
  });

  it('reads these questions as questions about results', () => {
    const intents = [
      ['what did Claude Opus 4.8 get on GPQA Diamond?', 'result'],
      ["DeepSeek-V4-Pro's arena rating?", 'result'],
      ['who is top on SWE-bench Verified?', 'results-top'],
      ['which models have results on MMLU-Pro?', 'results-list'],
      [
        'we got 90.5 at temperature 0, DeepSeek-V4-Pro reports 90.1 on GPQA Diamond, are we ahead?',
        'result-versus',
      ],
      // Not about results: the page's own figure and the benchmark's scoring.
      ["what's the top score on gpqa diamond?", 'facet'],
      ['how is GPQA Diamond scored?', 'scoring'],
      ['how is SWE-bench Verified scored for Claude Opus 5?', 'scoring'],
      ['how do I run GPQA Diamond for GLM-5.1?', 'run'],
    ] as const;
    for (const [question, intent] of intents)
      expect(understand(bundledContext(), question).intent, question).toBe(intent);
    // A number's place ("is that SOTA?") and a number of a model without a result there are the
    // benchmark's own number questions.
    for (const question of [
      'a lab claims 93% on AIME 2026, is that SOTA?',
      'multi-if: our model gets 85 on turn 1 in english, o1-preview had 70.7 — are we beating o1-preview?',
    ])
      expect(understand(bundledContext(), question).intent, question).not.toMatch(/^result/);
    // "在哪些模型上优化" asks which models an attack was built on, not which have results.
    const optimized = 'GCG-T 的对抗后缀是在哪些模型上优化出来的';
    expect(understand(bundledContext(), optimized).intent).not.toMatch(/^(?:result|list)/);
    expect(answerText(optimized).replace(/\s+/g, ' ')).toContain(
      'specifically Llama 2 7B Chat, Llama 2 13B Chat, Vicuna 7B and Vicuna 13B',
    );
    // A model as a remark beside the question is not what it asks.
    expect(
      understand(bundledContext(), 'is there a harder follow-up to ACPBench? o1 already gets like 87 on it')
        .intent,
    ).not.toMatch(/^result/);
  });
});

describe('ask: a result as one part of a question', () => {
  it('answers it after the part asked first', () => {
    const text = answerText('how is GPQA Diamond scored, and what did GLM-5.1 get on it?');
    expect(text).toMatch(
      /scored by accuracy.*GLM-5\.1\s+scored 86\.2% on GPQA-Diamond, a provider self-report/s,
    );
  });
});

describe('ask: who is top, and which models have results', () => {
  it('ranks results of one configuration, and names the board', () => {
    const text = answerText('who is top on the style-controlled arena?');
    expect(text).toMatch(/claude-fable-5 is top of the 90 reported results/);
    expect(text).toContain('1. claude-fable-5: 1507.16 Elo');
    expect(text).toContain('arena_elo_style_control');
    // The page itself captured no top: the ledgers' ranking and the page's silence are both said.
    expect(text.replace(/\s+/g, ' ')).toContain(
      'The record of arena_elo_style_control itself gives no top score (saturation.top_score is empty); its note (saturation.note): “No current score snapshot',
    );
    // How far the order at the top holds, in the record's words.
    expect(answerText("who's top on chatbot arena right now").replace(/\s+/g, ' ')).toMatch(
      /How far the order at the top holds .*two overlapping intervals mean the ranking between those models is not statistically settled/,
    );
  });

  it('does not rank results of different configurations, and says why', () => {
    const text = answerText('who is top on GPQA Diamond?').replace(/\s+/g, ' ');
    // The page's own top first, then the ledgers, said to be a source apart from it.
    expect(text).toMatch(
      /The top score the record gives is 92% .* In the catalog's results ledgers, a source apart from the page: the highest reported figure on gpqa_diamond is GPT-6 Astra \(max\)'s 96%/,
    );
    expect(text).toMatch(/not one ranking/);
    expect(text).not.toMatch(/^1\. /m);
  });

  it('lists the models with results, newest first', () => {
    const text = answerText('which models have results on MMLU-Pro?');
    expect(text).toMatch(/5 models have reported results on mmlu_pro/);
    expect(text.indexOf('Gemma 4 31B IT')).toBeLessThan(text.indexOf('Llama 4 Scout Instruct'));
  });
});

describe('ask: a number against a reported result', () => {
  const differences = (question: string) => {
    const reply = ask(bundledContext(), question);
    return {
      summary: reply.summary ?? '',
      differs: reply.sections.find((s) => s.heading === 'What differs')?.text ?? '',
    };
  };

  it('names each difference of setup the configurations name, and gives no verdict past the evidence', () => {
    const cases: [string, RegExp][] = [
      [
        'we got 90.5 at temperature 0, DeepSeek-V4-Pro reports 90.1 on GPQA Diamond, are we ahead?',
        /temperature: 0 for your run, 1\.0 for DeepSeek-V4-Pro \(max\)/,
      ],
      [
        'we got 94 at high effort, Claude Opus 4.8 got 93.6 on GPQA Diamond, are we ahead?',
        /reasoning effort: high for your run, max for Claude Opus 4\.8/,
      ],
      [
        'we got 94 averaged over 3 runs, Claude Opus 4.8 reports 93.6 on GPQA Diamond, are we better?',
        /trials or samples averaged: 3 for your run, 25 for Claude Opus 4\.8/,
      ],
      [
        'our 95 on a 100-question subset vs Claude Opus 4.8 on GPQA Diamond: are we ahead?',
        /subset size: 100 for your run, 198 for Claude Opus 4\.8/,
      ],
      [
        'we ran lm-eval and got 81 on SWE-bench Verified, DeepSeek-V4-Pro reports 80.6, are we ahead?',
        /harness: lm-eval for your run, internal bash \+ file-edit harness for DeepSeek-V4-Pro \(max\)/,
      ],
      [
        'we got 94 at temperature 0, Claude Opus 4.8 reports 93.6 on GPQA Diamond, are we ahead?',
        /source: your own run, against Claude Opus 4\.8's provider self-report/,
      ],
    ];
    for (const [question, difference] of cases) {
      const { summary, differs } = differences(question);
      expect(differs, question).toMatch(difference);
      expect(summary, question).toMatch(/is not settled by the evidence/);
      expect(summary, question).not.toMatch(/\byou are (?:ahead|behind)\b/i);
    }
  });

  it("reads only the sentences of a shared configuration that are about the result's own benchmark", () => {
    // DeepSeek's configuration says its internal harness ran SWE-Verified, not GPQA Diamond.
    const gpqa = differences(
      'we got 91 at temperature 1.0, DeepSeek-V4-Pro reports 90.1 on GPQA Diamond, are we ahead?',
    );
    expect(gpqa.differs).not.toMatch(/harness/);
    expect(gpqa.differs).toMatch(/reasoning effort: max for DeepSeek-V4-Pro \(max\)/);
    // Qwen3's: GPQA-Diamond is the mean of 10 samples, AIME'25 of 64.
    expect(
      differences('we got 70 averaged over 3 runs, Qwen3-32B reports 68.4 on GPQA Diamond, are we ahead?')
        .differs,
    ).toMatch(/trials or samples averaged: 3 for your run, 10 for Qwen3-32B \(thinking\)/);
    expect(
      differences('we got 75 averaged over 3 runs, Qwen3-32B reports 72.9 on AIME 2025, are we ahead?')
        .differs,
    ).toMatch(/trials or samples averaged: 3 for your run, 64 for Qwen3-32B \(thinking\)/);
  });

  it('says so when the figure quoted is not the ledger’s', () => {
    expect(
      differences('we got 91, DeepSeek-V4-Pro reports 92 on GPQA Diamond, are we ahead?').summary,
    ).toMatch(/The ledger's figure is 90\.1, not 92/);
  });

  it('compares two reported results the same way: a verdict only under one configuration', () => {
    const apart = differences('how does DeepSeek-V4-Pro compare to GLM-5.1 on GPQA Diamond?');
    expect(apart.summary).toMatch(/^Not comparable as reported/);
    expect(apart.differs).toMatch(
      /benchmark version: "GPQA Diamond \(Pass@1\)" for DeepSeek-V4-Pro \(max\), "GPQA-Diamond" for GLM-5\.1/,
    );
    expect(apart.differs).toMatch(/two provider self-reports from different pages/);
    const board = differences('claude-opus-4-8 vs glm-5.1 on the style-controlled arena?');
    expect(board.summary).toMatch(/are comparable/);
    expect(board.summary).toMatch(/claude-opus-4-8 is ahead\./);
    const tiers = differences('GPT-5.6 Sol vs GPT-5.6 Luna on GPQA Diamond');
    expect(tiers.summary).toMatch(/GPT-5\.6 Sol is ahead\./);
  });
});

describe('the card: reported results and the catalogue status', () => {
  it('lists a few results, newest first, with the page figure and which is newest', () => {
    const reply = benchCard(bundledContext(), 'GPQA Diamond');
    const results = reply.sections.find((section) => section.heading === 'Reported results');
    const lines = (results?.text ?? '').split('\n').filter((line) => line.startsWith('- '));
    expect(lines[0]).toMatch(
      /^- GPT-6 Astra \(max\): 96% on GPQA Diamond · provider self-report, published 2026-09-03 · https:/,
    );
    expect(lines).toContain('- and 8 more: ask "who is top on gpqa_diamond?" for them all');
    expect(results?.text).toMatch(/top score \(saturation.top_score\): 92%, as of 2025-12/);
    expect(results?.text).toMatch(
      /Newest: GPT-6 Astra \(max\)'s result \(2026-09-03\), after the page's top score \(2025-12\)/,
    );
    expect(lines.length).toBeLessThanOrEqual(6);
  });

  it('lists them in the saturation section too', () => {
    const reply = benchCard(bundledContext(), 'swe_bench_verified', 'saturation');
    expect(reply.sections[0]?.heading).toBe('Reported results');
    expect(reply.sections[0]?.text).toMatch(/^- Claude Opus 5: 96% on SWE-bench Verified \(500\)/);
  });

  it('says nothing of results where there are none, and shows the seeds’ dispositions as written', () => {
    const reply = benchCard(bundledContext(), 'kcle');
    expect(reply.sections.map((section) => section.heading)).not.toContain('Reported results');
    const facts = Object.fromEntries(reply.facts.map((fact) => [fact.label, fact.value]));
    expect(facts['Page status']).toBe('unknown');
    expect(facts['Catalogue status']).toBe('unassessed');
    expect(JSON.stringify(reply)).not.toMatch(/models covered|no models/i);
  });

  it('changes the status of exactly the records the eligibility report has a row for', () => {
    const { catalog } = bundledContext();
    const assessed = [...catalog.records.values()]
      .filter((record) => dispositionOf(catalog, record).status !== 'unassessed')
      .map((record) => `${record.id} ${dispositionOf(catalog, record).status}`);
    const report = JSON.parse(readFileSync('data/_census/eligibility/current-report.json', 'utf8')) as {
      rows: { candidate_id: string; status: string }[];
    };
    const expected = report.rows
      .filter((row) => catalog.records.has(row.candidate_id))
      .map((row) => `${row.candidate_id} ${row.status}`);
    expect(assessed.sort()).toEqual(expected.sort());
    expect(expected).toContain('openbookqa unverified');
  });

  it('finds a record by a census alias, and says an eligibility alias is one', () => {
    expect(benchCard(bundledContext(), 'gpqa_main').recordId).toBe('gpqa');
    expect(benchCard(bundledContext(), 'arc_e').recordId).toBe('arc_easy');
    const obqa = benchCard(bundledContext(), 'obqa');
    expect(obqa.recordId).toBe('openbookqa');
    expect(obqa.warnings[0]).toMatch(/^obqa is an alias of openbookqa in the catalog's eligibility report/);
    expect(obqa.facts.find((fact) => fact.label === 'Catalogue status')?.value).toMatch(/^unverified \(/);
  });
});

describe('built records: their own disposition as input', () => {
  const built = (status: string, eligibilityAsOf: string) =>
    JSON.stringify({
      page: { id: 'built_bench', name: 'Built Bench', category: 'math' },
      body: '## What it measures\n\nSums.\n',
      build: { built_at: '2026-09-01T00:00:00+00:00', eligibility_as_of: eligibilityAsOf },
      disposition: {
        canonical_id: 'built_bench',
        status,
        reasons: ['reviewed by hand'],
        verified_results: [
          {
            model_id: 'Own Model',
            score: 61.5,
            unit: 'percent',
            source_url: 'https://example.org/own',
            source_kind: 'independent_evaluator',
            evidence_date: '2026-08-01',
            date_type: 'evaluated',
            verified_at: '2026-08-02',
            benchmark_version: 'Built Bench',
            configuration: '0-shot.',
          },
        ],
      },
      models_covered: [],
    });
  const report = (asOf: string) =>
    JSON.stringify({
      as_of: asOf,
      rows: [
        {
          candidate_id: 'built_bench',
          canonical_id: 'built_bench',
          status: 'unverified',
          reasons: ['newer'],
        },
      ],
    });
  const files = (status: string, builtAsOf: string, reportAsOf?: string) => [
    { name: 'records/built_bench.json', bytes: new TextEncoder().encode(built(status, builtAsOf)) },
    ...(reportAsOf === undefined
      ? []
      : [
          {
            name: '_census/eligibility/current-report.json',
            bytes: new TextEncoder().encode(report(reportAsOf)),
          },
        ]),
  ];

  it("shows a built record's own status, reasons and results", () => {
    const catalog = buildCatalog(files('historical', '2026-09-01'));
    const record = catalog.records.get('built_bench');
    if (!record) throw new Error('not served');
    const disposition = dispositionOf(catalog, record);
    expect(disposition.status).toBe('historical');
    expect(disposition.reasons).toEqual(['reviewed by hand']);
    expect(disposition.results.map((result) => `${result.model_id} ${result.score}`)).toEqual([
      'Own Model 61.5',
    ]);
  });

  it('takes the eligibility report over it only when the report is not older', () => {
    const status = (builtAsOf: string, reportAsOf: string) => {
      const catalog = buildCatalog(files('historical', builtAsOf, reportAsOf));
      const record = catalog.records.get('built_bench');
      return record && dispositionOf(catalog, record).status;
    };
    expect(status('2026-09-01', '2026-09-23')).toBe('unverified');
    expect(status('2026-09-30', '2026-09-23')).toBe('historical');
  });
});

describe('census aliases: two pages the census folds into one', () => {
  it('answers them as one benchmark, never "not comparable"', () => {
    const pairs: [string, string][] = [
      ['aime2024', 'aime_2024'],
      ['aime_2024', 'aime2024'],
    ];
    for (const [a, b] of pairs) {
      const text = renderText(compareBenchmarks(bundledContext(), a, b), { color: false });
      expect(text).not.toMatch(/not comparable/i);
      expect(text).toMatch(/census folds aime2024 into aime_2024 .*one benchmark with two pages/s);
    }
    expect(answerText('can I compare aime2024 and aime_2024 scores?')).not.toMatch(/not comparable/i);
    expect(benchCard(bundledContext(), 'aime2024').warnings[0]).toMatch(/folds aime2024 into aime_2024/);
  });
});

describe('compare with models: reported results side by side', () => {
  const compare = (sides: Parameters<typeof compareResults>[1]) =>
    renderText(compareResults(bundledContext(), sides), { color: false });

  it('ranks two results only when nothing differs between them', () => {
    expect(
      compare({ a: 'gpqa_diamond', b: 'gpqa_diamond', modelA: 'GPT-5.6 Sol', modelB: 'gpt-5.6 luna' }),
    ).toMatch(/are comparable: .*GPT-5\.6 Sol is ahead\./s);
    const apart = compare({
      a: 'gpqa_diamond',
      b: 'mmlu_pro',
      modelA: 'DeepSeek-V4-Pro',
      modelB: 'DeepSeek-V4-Pro',
    });
    expect(apart).toMatch(/^Not comparable as reported/m);
    expect(apart).toMatch(
      /benchmark: gpqa_diamond for DeepSeek-V4-Pro \(max\), mmlu_pro for DeepSeek-V4-Pro \(max\)/,
    );
  });

  it('names a provider self-report against an independent evaluator', () => {
    expect(
      compare({
        a: 'GPQA Diamond',
        b: 'arena_elo_style_control',
        modelA: 'Claude Opus 4.8',
        modelB: 'claude-opus-4-8',
      }),
    ).toMatch(/source: provider self-report for Claude Opus 4\.8, independent evaluator for claude-opus-4-8/);
  });

  it("sets a user's score against a reported one, and says when a model has none", () => {
    expect(compare({ a: 'GPQA Diamond', b: 'GPQA Diamond', scoreA: 91, modelB: 'DeepSeek-V4-Pro' })).toMatch(
      /Whether your 91 is ahead of DeepSeek-V4-Pro \(max\)'s 90\.1% .* is not settled by the evidence/s,
    );
    expect(compare({ a: 'kcle', b: 'gpqa_diamond', modelA: 'GLM-5.1', scoreB: 80 })).toContain(
      'The catalog has no reported result for GLM-5.1 on kcle.',
    );
  });
});

describe("a live board's readings", () => {
  const reading = (model: string, score: number, day: string) => ({
    model_id: model,
    score,
    unit: 'elo',
    source_url: 'https://example.org/board',
    source_kind: 'independent_evaluator',
    evidence_date: day,
    date_type: 'evaluated',
    verified_at: day,
    benchmark_version: 'Board overall',
    configuration: 'Live board, overall.',
  });
  const encode = (text: string) => new TextEncoder().encode(text);
  const catalog = buildCatalog([
    {
      name: 'pages/board_bench.md',
      bytes: encode(
        '---\nid: board_bench\nname: Board Bench\ncategory: human-preference\n---\n## What it measures\n\nVotes.\n',
      ),
    },
    {
      name: '_census/ranking_evidence/accepted.json',
      bytes: encode(
        JSON.stringify({
          as_of: '2026-09-10',
          rows: [
            {
              canonical_id: 'board_bench',
              accepted_results: [
                reading('model-a', 1500, '2026-09-10'),
                reading('model-b', 1490, '2026-09-01'),
              ],
            },
          ],
        }),
      ),
    },
  ]);
  const context = { catalog, index: buildSearchIndex(catalog) };
  const text = (question: string) => renderText(ask(context, question), { color: false });

  it('ranks only readings of one day', () => {
    expect(text('who is top on board_bench?')).toMatch(/not one ranking/);
    const versus = text('model-a vs model-b on board_bench?');
    expect(versus).toMatch(/^Not comparable as reported/m);
    expect(versus).toMatch(/date: a live board's standings of 2026-09-10 and of 2026-09-01/);
  });
});
