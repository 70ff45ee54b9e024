import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../src/catalog/load.js';
import { buildSearchIndex } from '../../src/search/index.js';
import {
  acronymSpellings,
  familyRestSpellings,
  harnessNames,
  versionSpellings,
} from '../../src/search/names.js';
import type { Resolution } from '../../src/search/types.js';

const seeds = buildSearchIndex(loadCatalog(['data/records']));
const bundled = buildSearchIndex(loadCatalog(['data']));

const idOf = (resolution: Resolution) => (resolution.kind === 'record' ? resolution.id : resolution.kind);

describe('resolveName', () => {
  it('ignores case, width and punctuation', () => {
    for (const name of ['nq-cn', 'NQ CN', 'nqcn', 'NaturalQuestionDatasetCN', 'ｎｑ＿ｃｎ']) {
      expect(idOf(seeds.resolve(name)), name).toBe('nq_cn');
    }
    for (const name of ['GaoKao MATH Answer Evaluation', 'GaoKaoMATH', 'gaokao math']) {
      expect(idOf(seeds.resolve(name)), name).toBe('gaokao_math');
    }
  });

  it('finds a record by its aliases', () => {
    expect(seeds.resolve('KLCE')).toMatchObject({ kind: 'record', id: 'kcle', via: 'alias' });
    expect(seeds.resolve('kcle_fix')).toMatchObject({ kind: 'record', id: 'kcle', via: 'alias' });
  });

  it('finds a record by the initials its name is written by, only where they are its alone', () => {
    expect(bundled.resolve('csqa')).toMatchObject({ kind: 'record', id: 'commonsense_qa', via: 'initials' });
    expect(bundled.resolve('OBQA')).toMatchObject({ kind: 'record', id: 'openbookqa' });
    expect(acronymSpellings('CommonsenseQA')).toEqual(['csqa']);
    // A run of capitals is another name with a letter before it ("ammlu"), not initials.
    expect(acronymSpellings('Arabic MMLU')).toEqual([]);
  });

  it('finds a name that ends in a version however the version is written', () => {
    // "Terminal-Bench 1.0" is an alias of terminal_bench; "LongBench v2" the name of longbenchv2.
    for (const name of ['terminal bench v1', 'Terminal-Bench 1', 'terminal-bench 1.0']) {
      expect(idOf(bundled.resolve(name)), name).toBe('terminal_bench');
    }
    expect(idOf(bundled.resolve('longbench 2'))).toBe('longbenchv2');
    expect(versionSpellings('LongBench v2')).toEqual(['LongBench 2', 'LongBench 2.0']);
    // A number that is part of the name is no version: "GSM8K", "AIME 2024".
    expect(versionSpellings('GSM8K')).toEqual([]);
    expect(versionSpellings('AIME 2024')).toEqual([]);
  });

  it("finds a member by the coined name after its family's name", () => {
    // "HarmBench GCG-Transfer (GCG-T)" of the HarmBench family: a team says "gcg transfer".
    for (const name of ['gcg transfer', 'GCG-Transfer']) {
      expect(idOf(bundled.resolve(name)), name).not.toBe('none');
    }
    expect(idOf(bundled.resolve('gcg transfer'))).toBe('harm_bench_gcg_transfer');
    expect(familyRestSpellings('HarmBench GCG-Transfer (GCG-T)', ['HarmBench'])).toEqual(['GCG-Transfer']);
    // An ordinary word after the family's name is no name of its own.
    expect(familyRestSpellings('SWE-bench Verified', ['SWE-bench'])).toEqual([]);
    expect(familyRestSpellings('Arena Text-to-Image', ['Arena'])).toEqual([]);
    // "Pro (max)" ends a model's name: ProMax alone names nothing.
    expect(familyRestSpellings('SWE-Bench ProMax', ['SWE-bench'])).toEqual([]);
  });

  it('prefers the exact id', () => {
    expect(seeds.resolve('kcle')).toMatchObject({ kind: 'record', id: 'kcle', via: 'id' });
    expect(bundled.resolve('aime2024')).toMatchObject({ kind: 'record', id: 'aime2024', via: 'id' });
  });

  it('serves a linked name without a record as linked', () => {
    expect(seeds.resolve('GPQA-Diamond')).toEqual({ kind: 'linked', id: 'gpqa_diamond' });
    expect(seeds.resolve('GPQA Diamond')).toEqual({ kind: 'linked', id: 'gpqa_diamond' });
  });

  it('finds the record once the catalog has one', () => {
    expect(idOf(bundled.resolve('GPQA-Diamond'))).toBe('gpqa_diamond');
    expect(idOf(bundled.resolve('GPQA Diamond'))).toBe('gpqa_diamond');
  });

  it('finds a record by a harness task name', () => {
    expect(bundled.resolve('gpqa_diamond_zeroshot')).toMatchObject({
      kind: 'record',
      id: 'gpqa_diamond',
      via: 'harness',
    });
  });

  it('offers every record of a shared alias', () => {
    const resolution = bundled.resolve('AIME24');
    expect(resolution.kind).toBe('ambiguous');
    expect(resolution.kind === 'ambiguous' && [...resolution.ids].sort()).toEqual(['aime2024', 'aime_2024']);
  });

  it('corrects a near spelling when one record is clearly nearest', () => {
    expect(seeds.resolve('kcel')).toMatchObject({ kind: 'record', id: 'kcle', via: 'fuzzy' });
    expect(seeds.resolve('gaokao-maths')).toMatchObject({
      kind: 'record',
      id: 'gaokao_math',
      via: 'fuzzy',
    });
    expect(bundled.resolve('kcel')).toMatchObject({ kind: 'record', id: 'kcle', via: 'fuzzy' });
  });

  it('suggests the nearest spellings when no record is clearly meant', () => {
    const resolution = bundled.resolve('flores_en_fr');
    expect(resolution.kind).toBe('none');
    const ids = resolution.kind === 'none' ? resolution.suggestions.map((hit) => hit.id) : [];
    expect(ids.slice(0, 4).sort()).toEqual(['flores_en_de', 'flores_en_es', 'flores_en_ja', 'flores_en_zh']);
    expect(ids.length).toBeLessThanOrEqual(5);
  });

  it('reads a "+" as part of a name: HumanEval+ is humaneval_plus, not HumanEval', () => {
    expect(bundled.resolve('HumanEval+')).toMatchObject({ kind: 'record', id: 'humaneval_plus' });
    expect(bundled.resolve('MBPP+')).toMatchObject({ kind: 'record', id: 'mbpp_plus' });
    expect(bundled.resolve('HumanEval')).toMatchObject({ kind: 'record', id: 'humaneval' });
    expect(bundled.resolve('humanevl')).toMatchObject({ kind: 'record', id: 'humaneval', via: 'fuzzy' });
  });

  it('answers an unknown name with none, not an exception', () => {
    expect(seeds.resolve('zzqxw')).toMatchObject({ kind: 'none', query: 'zzqxw' });
    expect(seeds.resolve('   ')).toMatchObject({ kind: 'none' });
  });
});

describe('harnessNames', () => {
  it('takes the leading identifier of each item', () => {
    expect(harnessNames('GaoKaoMATH (opencompass/configs/datasets/gaokao_math/x.py; type Y)')).toEqual([
      'GaoKaoMATH',
    ]);
    expect(harnessNames('arc_easy, arc_challenge')).toEqual(['arc_easy', 'arc_challenge']);
    expect(harnessNames('')).toEqual([]);
    // A field written as prose names no task by its first word.
    expect(harnessNames('No single `super_glue` task; the tag groups boolq, cb')).toEqual(['cb']);
  });
});
