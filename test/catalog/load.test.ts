import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildCatalog, countProblems } from '../../src/catalog/catalog.js';
import { listRecordFiles, loadCatalog } from '../../src/catalog/load.js';
import { formatProblem, type Problem } from '../../src/catalog/problems.js';
import { proseOf } from '../../src/catalog/prose.js';

const PAGES = 'data/pages';
const FIXTURES = 'test/fixtures/catalog';

const page = (name: string, frontMatter: string) => ({
  name,
  bytes: new TextEncoder().encode(`---\n${frontMatter}---\n## What it measures\n\nSomething.\n`),
});

function problemsOf(problems: readonly Problem[], file: string): Problem[] {
  return problems.filter((problem) => problem.file.endsWith(file));
}

describe('loadCatalog on the real catalog', () => {
  it('serves every bundled page of the catalog with no rejection', () => {
    const catalog = loadCatalog([PAGES]);
    const pages = listRecordFiles(PAGES).length;
    const errors = catalog.problems.filter((problem) => problem.severity === 'error').map(formatProblem);
    expect(errors).toEqual([]);
    expect(catalog.records.size).toBe(pages);
  });

  it('serves the three bundled seed records', () => {
    const catalog = loadCatalog(['data/records']);
    expect([...catalog.records.keys()].sort()).toEqual(['gaokao_math', 'kcle', 'nq_cn']);
    expect(countProblems(catalog).errors).toBe(0);
  });

  it('reads the page form and the built form of kcle to the same record', () => {
    const page = loadCatalog(['test/fixtures/forms/kcle.md']).records.get('kcle');
    const built = loadCatalog(['data/records/kcle.json']).records.get('kcle');
    expect(page && built).toBeTruthy();
    expect(isDeepStrictEqual(page?.page, built?.page)).toBe(true);
    expect(page && proseOf(page).body).toBe(built && proseOf(built).body);
    expect(page && proseOf(page).sections.map((section) => section.key)).toEqual([
      'overview',
      'scoring',
      'dataset',
      'publisher',
      'lineage',
      'saturation',
      'howto',
      'reading',
    ]);
  });

  it('merges the lists of a repeated list key, so that neither list of aliases is lost, and reports it', () => {
    const catalog = loadCatalog([PAGES]);
    expect(catalog.records.get('big_bench')?.page.aliases).toEqual([
      'bigbench',
      'BIG-Bench',
      'Beyond the Imitation Game Benchmark',
    ]);
    expect(catalog.records.get('gpqa')?.page.aliases).toEqual(
      expect.arrayContaining(['gpqa_main', 'gpqa_extended']),
    );
    const [repeated] = problemsOf(catalog.problems, 'big_bench.md').filter(
      (problem) => problem.kind === 'duplicate-key',
    );
    expect(repeated).toMatchObject({ severity: 'warning', line: 5 });
    expect(repeated?.message).toContain('"aliases" is repeated; its lists are merged');
  });

  it('joins back a one-line mapping value that YAML split at its commas', () => {
    // `{splits: train, validation, test}` reads as splits "train" and two keys with no value.
    expect(loadCatalog([PAGES]).records.get('medec')?.page.dataset.splits).toBe('train, validation, test');
    const catalog = buildCatalog([
      page(
        'split.md',
        'id: split\nname: Split\ncategory: math\ndataset: {size: 10, splits: 67 for training, 20 for validation, url: x}\n',
      ),
    ]);
    expect(catalog.records.get('split')?.page.dataset).toMatchObject({
      splits: '67 for training, 20 for validation',
      url: 'x',
      size: 10,
    });
    const split = catalog.problems.find((problem) => problem.kind === 'split-value');
    expect(split).toMatchObject({ severity: 'warning', field: 'dataset' });
    expect(split?.message).toContain('"20 for validation" has no value and is no field');
  });

  it('keeps the later value of a repeated key that is not a list', () => {
    const catalog = buildCatalog([
      page('twice.md', 'id: twice\nname: First\nname: Second\ncategory: math\n'),
    ]);
    expect(catalog.records.get('twice')?.page.name).toBe('Second');
    expect(catalog.problems.find((problem) => problem.kind === 'duplicate-key')?.message).toContain(
      'the later value is used',
    );
  });

  it('serves both near-duplicate pages that share an alias, with a warning', () => {
    const catalog = loadCatalog([PAGES]);
    expect(catalog.records.has('aime_2024') && catalog.records.has('aime2024')).toBe(true);
    const collisions = catalog.problems.filter((problem) => problem.kind === 'alias-collision');
    expect(collisions.some((problem) => problem.message.includes('AIME24'))).toBe(true);
  });

  it('is the union of several directories, the first record of an id winning', () => {
    const catalog = loadCatalog(['data/records', 'data/pages']);
    expect(catalog.records.get('kcle')?.origin.file).toBe('data/records/kcle.json');
    expect(catalog.records.has('gpqa_diamond')).toBe(true);
  });

  it('knows ids that bodies link without a record, with the sentences that link them', () => {
    const catalog = loadCatalog(['data/records']);
    const mentions = catalog.mentions.get('gpqa_diamond') ?? [];
    expect(catalog.records.has('gpqa_diamond')).toBe(false);
    expect(mentions.map((mention) => mention.from)).toContain('kcle');
    expect(mentions.some((mention) => mention.sentence.includes('It is not gpqa_diamond'))).toBe(true);
  });
});

describe('loadCatalog on broken input', () => {
  const catalog = loadCatalog([FIXTURES]);
  const only = (file: string) => problemsOf(catalog.problems, file);

  it('serves every good record beside the broken ones', () => {
    expect([...catalog.records.keys()].sort()).toEqual([
      'crlf_bom',
      'duplicate_key',
      'good',
      'row_one',
      'unknown_category',
    ]);
  });

  it('names the file, line and field of a value outside an enum', () => {
    const [problem] = only('bad-direction.md');
    expect(problem).toMatchObject({
      kind: 'invalid-field',
      severity: 'error',
      line: 7,
      field: 'metric.direction',
    });
    expect(problem?.message).toContain('"higher_is_better"');
    expect(problem?.message).toContain('"up"');
  });

  it('reports a missing required field', () => {
    expect(only('missing-name.md')).toMatchObject([
      { kind: 'missing-field', field: 'name', severity: 'error' },
    ]);
  });

  it('reports YAML syntax errors with their line', () => {
    const [problem] = only('yaml-syntax.md');
    expect(problem).toMatchObject({ kind: 'yaml-syntax', severity: 'error' });
    expect(problem?.line).toBeGreaterThanOrEqual(3);
  });

  it('reports a wrong type in a built record with its line', () => {
    expect(only('wrong-type.json')).toMatchObject([
      { kind: 'invalid-field', field: 'page.dataset.size', line: 7, severity: 'error' },
    ]);
  });

  it('reports each bad row of a JSON Lines file by its line and keeps the good rows', () => {
    const problems = only('rows.jsonl');
    expect(problems).toMatchObject([
      { kind: 'missing-field', field: 'page.category', line: 2 },
      { kind: 'json-syntax', line: 3 },
    ]);
  });

  it('keeps the first of two records with one id and reports the second', () => {
    expect(catalog.records.get('good')?.page.name).toBe('Good Benchmark');
    expect(only('duplicate-id.json')).toMatchObject([{ kind: 'duplicate-id', severity: 'error' }]);
  });

  it('accepts a BOM, CRLF line endings and a number written as a string', () => {
    const record = catalog.records.get('crlf_bom');
    expect(record?.page.dataset.size).toBe(164);
    expect(record && proseOf(record).sections[0]?.text).toBe('Written on Windows.');
    expect(only('crlf-bom.md')).toEqual([]);
  });

  it('warns on an unknown category and an alias another record has, and serves the record', () => {
    const kinds = only('unknown-category.md').map((problem) => [problem.kind, problem.severity]);
    expect(kinds).toEqual([
      ['unknown-category', 'warning'],
      ['alias-collision', 'warning'],
    ]);
  });

  it('rejects empty files and invalid UTF-8, saying which', () => {
    expect(only('empty.md')).toMatchObject([{ kind: 'empty-file' }]);
    expect(only('invalid-utf8.md')).toMatchObject([{ kind: 'invalid-utf8', line: 1 }]);
    expect(only('invalid-utf8.md')[0]?.message).toContain('byte 0');
  });

  it('skips Markdown without front matter and folders starting with _ or .', () => {
    expect(only('README.md')).toEqual([]);
    expect(catalog.records.has('draft')).toBe(false);
  });

  it('refuses a file over 1 MiB by its size', () => {
    const big = buildCatalog([{ name: 'big.md', bytes: new Uint8Array(0), size: 2 * 1024 * 1024 }]);
    expect(big.problems).toMatchObject([{ kind: 'too-large', severity: 'error', file: 'big.md' }]);
  });

  it('formats problems as file:line: field: message', () => {
    const [problem] = only('bad-direction.md');
    expect(problem && formatProblem(problem)).toMatch(
      /^test\/fixtures\/catalog\/bad-direction\.md:7: metric\.direction: error: expected one of/,
    );
  });
});

describe('buildCatalog', () => {
  it('reports a page whose front matter is never closed', () => {
    const bytes = new TextEncoder().encode('---\nid: open\nname: Open\ncategory: math\n');
    expect(buildCatalog([{ name: 'open.md', bytes }]).problems).toMatchObject([
      { kind: 'unclosed-front-matter', line: 1 },
    ]);
  });

  it('reads the seed files unchanged', () => {
    const bytes = readFileSync('data/records/kcle.json');
    const catalog = buildCatalog([{ name: 'kcle.json', bytes }]);
    expect(catalog.records.get('kcle')?.page.harness.opencompass).toBe('kcle');
  });
});
