/**
 * Coined names found when a record is read (src/catalog/coined-names.ts): what the answers'
 * table of benchmarks the catalog lacks is built from.
 */
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../src/catalog/catalog.js';
import { loadCatalog } from '../../src/catalog/load.js';

function coinedOf(body: string, summary = 'A test page.') {
  const text = `---\nid: probe\nname: Probe\ncategory: test\nsummary: ${JSON.stringify(summary)}\n---\n${body}`;
  const catalog = buildCatalog([{ name: 'probe.md', bytes: new TextEncoder().encode(text) }]);
  return catalog.records.get('probe')?.coined;
}

describe('coined names a record writes', () => {
  it('finds CamelCase names and spelt-out capitals, each once, in the body and the quoted fields', () => {
    const coined = coinedOf(
      '## What it measures\n\nTasks come from the ExploitGym benchmark. A ranking of ExploitGym tasks follows. ' +
        'It extends TMMLU (Taiwan Massive Multitask Language Understanding) with more subjects.\n',
      'Scored like tinyMMLU.',
    );
    expect(coined?.map((use) => use.name).sort()).toEqual(['ExploitGym', 'TMMLU', 'tinyMMLU']);
  });

  it("reads a name beside a benchmark's words up, beside a tool's or a metric's down", () => {
    const coined = coinedOf(
      '## How it is scored\n\nRuns use the OpenHands scaffold. Scores are spBLEU on the devtest split.\n\n' +
        '## Notes\n\nThe ExploitGym benchmark and ExploitGym tasks.\n',
    );
    const cues = Object.fromEntries((coined ?? []).map((use) => [use.name, use.cues]));
    expect(cues).toEqual({ OpenHands: -1, spBLEU: 0, ExploitGym: 2 });
  });

  it("does not read a cue across a sentence's end, nor a plain capitalised word or an identifier as a name", () => {
    const coined = coinedOf(
      '## Notes\n\nWe use a benchmark. OpenHands runs it. MMLU and new_vulnerability and SWE-bench too.\n',
    );
    expect(coined).toEqual([{ name: 'OpenHands', cues: 0 }]);
  });

  it('is found on the bundled pages when they are read', () => {
    const cybergym = loadCatalog(['data/pages']).records.get('cybergym');
    expect(cybergym?.coined.map((use) => use.name)).toContain('ExploitGym');
  });
});
