/**
 * The malformed corpus: one catalog file per kind of fault, loaded together with good records.
 * Each file yields its named problem, and every good record beside them is still served.
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ProblemKind, Severity } from '../../src/catalog/problems.js';
import { loadContext } from '../../src/context.js';

const CORPUS = 'test/fixtures/malformed';

/** File -> the problem it must yield; a warning's record is served, an error's is not. */
const EXPECTED: Record<string, { kind: ProblemKind; severity: Severity; served?: string }> = {
  // syntax
  'yaml-syntax-unclosed-quote.md': { kind: 'yaml-syntax', severity: 'error' },
  'yaml-syntax-bad-indent.md': { kind: 'yaml-syntax', severity: 'error' },
  'yaml-syntax-alias-bomb.md': { kind: 'yaml-syntax', severity: 'error' },
  'yaml-syntax-alias-bomb-flow-json-keys.md': { kind: 'yaml-syntax', severity: 'error' },
  'yaml-syntax-alias-bomb-in-keys.md': { kind: 'yaml-syntax', severity: 'error' },
  'json-syntax-trailing-comma.json': { kind: 'json-syntax', severity: 'error' },
  'json-syntax-truncated.json': { kind: 'json-syntax', severity: 'error' },
  'json-syntax-bad-row.jsonl': { kind: 'json-syntax', severity: 'error', served: 'good_row' },
  'unclosed-front-matter.md': { kind: 'unclosed-front-matter', severity: 'error' },
  'invalid-field-front-matter-list.md': { kind: 'invalid-field', severity: 'error' },
  // types
  'invalid-field-id-uppercase.md': { kind: 'invalid-field', severity: 'error' },
  'invalid-field-max-score-text.md': { kind: 'invalid-field', severity: 'error' },
  'invalid-field-size-fraction.md': { kind: 'invalid-field', severity: 'error' },
  'invalid-field-source-ftp.md': { kind: 'invalid-field', severity: 'error' },
  'invalid-field-public-test-set.md': { kind: 'invalid-field', severity: 'error' },
  'invalid-field-name-empty.md': { kind: 'invalid-field', severity: 'error' },
  'invalid-field-built-page-string.json': { kind: 'invalid-field', severity: 'error' },
  'missing-field-name.md': { kind: 'missing-field', severity: 'error' },
  'missing-field-id.md': { kind: 'missing-field', severity: 'error' },
  'missing-field-built-page.json': { kind: 'missing-field', severity: 'error' },
  // enums
  'invalid-field-direction.md': { kind: 'invalid-field', severity: 'error' },
  'invalid-field-saturation-status.md': { kind: 'invalid-field', severity: 'error' },
  'invalid-field-page-kind.md': { kind: 'invalid-field', severity: 'error' },
  'invalid-field-contamination-risk.md': { kind: 'invalid-field', severity: 'error' },
  'unknown-category.md': { kind: 'unknown-category', severity: 'warning', served: 'warn_category' },
  'unknown-language.md': { kind: 'unknown-language', severity: 'warning', served: 'warn_language' },
  // duplicates (the first copy, by path, is kept)
  'duplicate-id-page.md': { kind: 'duplicate-id', severity: 'error' },
  'duplicate-id-rows.jsonl': { kind: 'duplicate-id', severity: 'error', served: 'twin' },
  'duplicate-key.md': { kind: 'duplicate-key', severity: 'warning', served: 'warn_dupkey' },
  // collisions
  'alias-collision-with-id.md': { kind: 'alias-collision', severity: 'warning', served: 'warn_alias_id' },
  'alias-collision-with-alias.md': {
    kind: 'alias-collision',
    severity: 'warning',
    served: 'warn_alias_alias',
  },
  // encodings
  'invalid-utf8-latin1.md': { kind: 'invalid-utf8', severity: 'error' },
  'invalid-utf8-utf16.json': { kind: 'invalid-utf8', severity: 'error' },
  'invalid-utf8-truncated-sequence.md': { kind: 'invalid-utf8', severity: 'error' },
  // sizes (the file over 1 MiB is written by this test)
  'too-large.md': { kind: 'too-large', severity: 'error' },
  'empty-file.md': { kind: 'empty-file', severity: 'error' },
  'empty-file-whitespace.json': { kind: 'empty-file', severity: 'error' },
  // links, sections, bodies
  'dangling-link.md': { kind: 'dangling-link', severity: 'warning', served: 'warn_dangling' },
  'empty-section.md': { kind: 'empty-section', severity: 'warning', served: 'warn_empty_section' },
  'empty-body.md': { kind: 'empty-body', severity: 'warning', served: 'warn_empty_body' },
  'no-front-matter-body-only.md': { kind: 'no-front-matter', severity: 'error' },
  'no-front-matter-not-first-line.md': { kind: 'no-front-matter', severity: 'error' },
  // the catalog's ledgers (see the corpus README)
  '_census/ranking_evidence/accepted.json': { kind: 'invalid-field', severity: 'error' },
  '_census/eligibility/current-report.json': { kind: 'json-syntax', severity: 'error' },
  '_census/aliases.yaml': { kind: 'missing-ledger', severity: 'warning' },
};

const GOOD = ['good_alpha', 'good_beta', 'good_gamma', 'good_crlf'];

const dir = mkdtempSync(join(tmpdir(), 'benchbot-malformed-'));
cpSync(CORPUS, dir, { recursive: true });
writeFileSync(
  join(dir, 'too-large.md'),
  `---\nid: huge\nname: Huge\ncategory: math\n---\n${'x'.repeat(1024 * 1024)}\n`,
);
const context = loadContext([dir]);
const problemsOf = (file: string) =>
  context.catalog.problems.filter((problem) => problem.file === join(dir, file));

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the malformed catalog corpus', () => {
  it('has at least 30 kinds of fault', () => {
    expect(Object.keys(EXPECTED).length).toBeGreaterThanOrEqual(30);
    expect(new Set(Object.values(EXPECTED).map((expected) => expected.kind)).size).toBeGreaterThanOrEqual(15);
  });

  it.each(Object.entries(EXPECTED))('%s yields its problem', (file, expected) => {
    const problems = problemsOf(file);
    expect(problems.map((problem) => `${problem.severity} ${problem.kind}`)).toContain(
      `${expected.severity} ${expected.kind}`,
    );
    // Every problem says where it is: the file and, for parse faults, a line.
    for (const problem of problems) expect(problem.message).not.toBe('');
    if (expected.served) expect(context.catalog.records.has(expected.served)).toBe(true);
  });

  it('serves every good record beside the faults, and answers for them', () => {
    for (const id of GOOD) expect(context.catalog.records.has(id), id).toBe(true);
    expect(context.index.resolve('Alpha Bench')).toMatchObject({ kind: 'record', id: 'good_alpha' });
    // The duplicate of good_alpha sorts after it and is the one skipped.
    expect(context.catalog.records.get('good_alpha')?.page.name).toBe('Good Alpha');
  });

  it('serves no record from a rejected file', () => {
    const rejected = Object.entries(EXPECTED).filter(
      ([, expected]) => expected.severity === 'error' && !expected.served,
    );
    const files = new Set(rejected.map(([file]) => join(dir, file)));
    for (const record of context.catalog.records.values())
      expect(files.has(record.origin.file), record.id).toBe(false);
  });

  it('serves the good results of a broken ledger, and names each fault with its place', () => {
    const ledger = problemsOf('_census/ranking_evidence/accepted.json');
    expect(ledger.map((problem) => `${problem.severity} ${problem.kind} ${problem.field}`)).toEqual([
      'error invalid-field rows.0.accepted_results.1.score',
      'error invalid-field rows.2.canonical_id',
      'warning unknown-id rows.1.canonical_id',
    ]);
    expect(ledger.find((problem) => problem.kind === 'unknown-id')?.message).toMatch(/names nobody_here/);
    const results = context.catalog.census.results.get('good_alpha') ?? [];
    expect(results.map((result) => `${result.model_id} ${result.score}`)).toEqual(['Model One 71.5']);
    expect(problemsOf('_census/aliases.yaml')[0]?.message).toMatch(/has no aliases\.yaml/);
  });

  it('takes the README for documentation, not a fault', () => {
    expect(problemsOf('README.md')).toEqual([]);
  });
});
