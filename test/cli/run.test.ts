import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { registry } from '../../commands/index.js';
import type { CommandContext } from '../../src/context.js';
import { benchCard } from '../../src/answers/card.js';
import { loadContext } from '../../src/context.js';
import { renderDiscord } from '../../src/render/discord.js';
import { answerLine, splitLine } from '../../src/cli/prompt.js';
import { renderForTerminal, runCli, type Io } from '../../src/cli/run.js';
import { parseConfig } from '../../src/config.js';

function capture(): Io & { stdout: () => string; stderr: () => string } {
  let out = '';
  let err = '';
  return {
    out: (text) => (out += text),
    err: (text) => (err += text),
    width: 100,
    stdout: () => out,
    stderr: () => err,
  };
}

const config = parseConfig({});
/** Record files in the bundled catalog, one record each: the seeds and the catalog's pages. */
const BUNDLED_FILES = readdirSync('data/records').length + readdirSync('data/pages').length;

function run(...argv: string[]) {
  const io = capture();
  const code = runCli(argv, io, config, registry, renderForTerminal(io, renderDiscord));
  return { code, out: io.stdout(), err: io.stderr() };
}

describe('benchbot (one-shot)', () => {
  it('answers bench on the bundled catalog by default', () => {
    const { code, out } = run('bench', 'kcle');
    expect(code).toBe(0);
    expect(out).toMatch(/^KCLE \(OpenCompass\) \(kcle\)\n=+/);
    expect(out).toContain('More: benchbot bench kcle --section scoring');
  });

  it('takes the rest of the words as the question, without quotes', () => {
    const { code, out } = run('ask', 'is', 'kcle', 'GPQA', 'Diamond?');
    expect(code).toBe(0);
    expect(out).toMatch(/^No: kcle is not the same benchmark as gpqa_diamond\./m);
  });

  it('answers a benchmark of the bundled catalog out of the box', () => {
    const { code, out } = run('bench', 'mmlu');
    expect(code).toBe(0);
    expect(out).toMatch(/^MMLU .*\(mmlu\)\n/);
  });

  it('reads --data more than once as the union of catalogs', () => {
    const { out } = run('bench', 'gpqa_diamond', '--data', 'data/records', '--data', 'data/pages');
    expect(out).toContain('GPQA Diamond (gpqa_diamond)');
  });

  it('reads BENCHBOT_DATA as directories separated by ":"', () => {
    const io = capture();
    runCli(
      ['bench', 'gpqa_diamond'],
      io,
      parseConfig({ BENCHBOT_DATA: 'data/records:data/pages' }),
      registry,
    );
    expect(io.stdout()).toContain('GPQA Diamond (gpqa_diamond)');
  });

  it('exits 0 with suggestions when nothing matches: a no-match is an answer', () => {
    const { code, out } = run('bench', 'kcel');
    expect(code).toBe(0);
    expect(out).toContain('kcle');
  });

  it('passes --section, --harness and scores through to the command', () => {
    expect(run('bench', 'nq_cn', '--section', 'scoring').out).toContain(
      'NQ-CN (OpenCompass) · How it is scored',
    );
    expect(run('howto', 'nq_cn', '--harness', 'lm_eval').out).toContain(
      'does not establish an lm-evaluation-harness task',
    );
    expect(run('compare', 'nq_cn', 'kcle', '--score-a', '70', '--score-b=60').out).toContain(
      'does not rank 70 against 60',
    );
  });

  it('exits 2 with a usage line on a usage error', () => {
    const unknown = run('frobnicate');
    expect(unknown.code).toBe(2);
    expect(unknown.err).toContain('unknown command "frobnicate"');
    const badChoice = run('bench', 'kcle', '--section', 'everything');
    expect(badChoice.code).toBe(2);
    expect(badChoice.err).toContain('--section takes one of overview, scoring');
    expect(badChoice.err).toContain('usage: benchbot bench <query> [--section SECTION]');
    expect(run('compare', 'kcle', '--score-a', 'high').err).toContain('--score-a takes a number, not "high"');
    expect(run('compare').code).toBe(2);
  });

  it('exits 1 when the catalog cannot be used', () => {
    const missing = run('bench', 'kcle', '--data', 'no/such/dir');
    expect(missing.code).toBe(1);
    expect(missing.err).toBe('benchbot: catalog not found: no/such/dir\n');
  });

  it('prints the exact Discord message payload with --json', () => {
    const { out } = run('bench', 'kcle', '--json');
    const context = loadContext(['data']);
    const expected = renderDiscord(benchCard(context, 'kcle'));
    expect(JSON.parse(out)).toEqual(expected);
    expect(expected.allowed_mentions.parse).toEqual([]);
  });

  it('prints help', () => {
    const { code, out } = run('help');
    expect(code).toBe(0);
    expect(out).toContain('bench <query> [--section SECTION]');
    expect(out).toContain('compare <a> <b> [--score-a N] [--score-b N]');
  });
});

describe('benchbot validate', () => {
  it('lists every problem as file:line: field: message and exits 1 on a rejection', () => {
    const { code, out } = run('validate', '--data', 'test/fixtures/catalog');
    expect(code).toBe(1);
    expect(out).toContain(
      'test/fixtures/catalog/bad-direction.md:7: metric.direction: error: expected one of',
    );
    expect(out).toMatch(/\n5 records served, \d+ errors \(rejected\), \d+ warnings\n$/);
  });

  it('exits 0 on the bundled catalog, which has only warnings', () => {
    const { code, out } = run('validate');
    expect(code).toBe(0);
    expect(out).toMatch(
      new RegExp(`\\b${BUNDLED_FILES} records served, 0 errors \\(rejected\\), \\d+ warnings\n$`),
    );
  });
});

describe('benchbot stats', () => {
  it('counts records, categories and harness coverage', () => {
    const { out } = run('stats');
    expect(BUNDLED_FILES).toBeGreaterThanOrEqual(240);
    expect(out).toContain(`Catalog: ${BUNDLED_FILES} records`);
    expect(out).toMatch(/OpenCompass\s+\d+ records \(\d+%\)/);
    expect(out).toMatch(/- knowledge: \d+/);
    const ledger = JSON.parse(readFileSync('data/_census/ranking_evidence/accepted.json', 'utf8')) as {
      rows: { accepted_results: unknown[] }[];
    };
    const results = ledger.rows.reduce((sum, row) => sum + row.accepted_results.length, 0);
    expect(out).toMatch(new RegExp(`Reported results\\s+${results} on ${ledger.rows.length} benchmarks`));
  });

  it('lines its figures up in one column', () => {
    const { out } = run('stats');
    const column = (label: string) => {
      const line = out.split('\n').find((one) => one.startsWith(label)) ?? '';
      return line.length - line.slice(label.length).trimStart().length;
    };
    expect(column('Records')).toBeGreaterThan('Records'.length);
    expect(column('Linked ids (no record)')).toBe(column('Records'));
  });
});

describe('the interactive prompt', () => {
  let loaded: CommandContext | undefined;
  const context = () => (loaded ??= loadContext(['data']));

  it('answers /commands and plain questions alike', () => {
    const io = capture();
    const render = renderForTerminal(io);
    expect(answerLine('/bench nq_cn --section howto', registry, context(), io, render)).toBe(true);
    expect(answerLine('how is nq_cn scored?', registry, context(), io, render)).toBe(true);
    expect(io.stdout()).toContain('NQ-CN (OpenCompass) · How to run it');
    expect(io.stdout()).toContain('nq_cn is scored by exact match');
  });

  it('reports a usage error and keeps going; exit leaves', () => {
    const io = capture();
    expect(answerLine('/compare', registry, context(), io, renderForTerminal(io))).toBe(true);
    expect(io.stderr()).toContain('compare needs <a>');
    expect(answerLine('exit', registry, context(), io, renderForTerminal(io))).toBe(false);
  });

  it('keeps quoted phrases together', () => {
    expect(splitLine('compare "GPQA Diamond" kcle')).toEqual(['compare', 'GPQA Diamond', 'kcle']);
  });
});
