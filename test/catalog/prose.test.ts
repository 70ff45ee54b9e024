/**
 * Bodies read again from their files (see src/catalog/prose.ts): what a user sees when a file is
 * edited or removed after the catalog was loaded, and which records keep their bodies.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildCatalog, type Catalog } from '../../src/catalog/catalog.js';
import { loadCatalog } from '../../src/catalog/load.js';
import { cardReply } from '../../src/answers/card.js';
import { proseOf } from '../../src/catalog/prose.js';

let dir: string;
const kcleFile = () => join(dir, 'records', 'kcle.json');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'benchbot-prose-'));
  cpSync('data', dir, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function editKcle(edit: (record: { body: string; page: { name: string } }) => void): void {
  const record = JSON.parse(readFileSync(kcleFile(), 'utf8')) as { body: string; page: { name: string } };
  edit(record);
  writeFileSync(kcleFile(), JSON.stringify(record));
}

function card(catalog: Catalog, id: string) {
  const record = catalog.records.get(id);
  if (!record) throw new Error(`no record ${id}`);
  return cardReply(catalog, record);
}

const headings = (reply: { sections: { heading: string }[] }) => reply.sections.map((s) => s.heading);

describe('bodies read again from their files', () => {
  it('quotes the sections of a record loaded from disk', () => {
    const catalog = loadCatalog([dir]);
    expect(headings(card(catalog, 'kcle'))).toEqual(['What it measures', 'How it is scored']);
    expect(card(catalog, 'kcle').sections[0]?.text).toMatch(/KCLEDataset/);
  });

  it('does not quote a body whose file changed after the load, and says why', () => {
    const catalog = loadCatalog([dir]);
    editKcle((record) => {
      record.body = record.body.replace('KCLEDataset', 'SomethingElse');
    });
    const reply = card(catalog, 'kcle');
    expect(headings(reply)).toEqual(['Body not shown']);
    expect(reply.sections[0]?.text).toMatch(/kcle\.json changed after the catalog was loaded/);
    expect(JSON.stringify(reply)).not.toMatch(/SomethingElse/);
    // The record's fields and the other records are served as before.
    expect(reply.facts.length).toBeGreaterThan(3);
    expect(headings(card(catalog, 'nq_cn'))).toEqual(['What it measures', 'How it is scored']);
  });

  it('still quotes a body when only the fields around it were edited', () => {
    const catalog = loadCatalog([dir]);
    editKcle((record) => {
      record.page.name = 'KCLE renamed';
    });
    expect(headings(card(catalog, 'kcle'))).toEqual(['What it measures', 'How it is scored']);
  });

  it('says a removed file could not be read again, without failing the answer', () => {
    const catalog = loadCatalog([dir]);
    unlinkSync(kcleFile());
    const reply = card(catalog, 'kcle');
    expect(reply.sections[0]?.text).toMatch(/could not be read again \(ENOENT/);
    expect(reply.title).toMatch(/kcle/);
  });

  it('quotes the new body once the catalog is loaded again', () => {
    editKcle((record) => {
      record.body = record.body.replace('KCLEDataset', 'SomethingElse');
    });
    expect(card(loadCatalog([dir]), 'kcle').sections[0]?.text).toMatch(/SomethingElse/);
  });

  it('keeps the bodies of JSON Lines records and of files given as bytes', () => {
    const lines = ['kcle', 'nq_cn'].map((id) =>
      JSON.stringify(JSON.parse(readFileSync(join(dir, 'records', `${id}.json`), 'utf8'))),
    );
    const jsonl = join(dir, 'all.jsonl');
    writeFileSync(jsonl, `${lines.join('\n')}\n`);
    const fromLines = loadCatalog([jsonl]);
    const fromBytes = buildCatalog([{ name: 'kcle.json', bytes: readFileSync(kcleFile()) }]);
    rmSync(dir, { recursive: true, force: true });
    expect(headings(card(fromLines, 'nq_cn'))).toEqual(['What it measures', 'How it is scored']);
    expect(headings(card(fromBytes, 'kcle'))).toEqual(['What it measures', 'How it is scored']);
  });

  it('reads a page body again with the line numbers of its sections', () => {
    const page = join(dir, 'records', 'crlf.md');
    writeFileSync(
      page,
      '---\r\nid: crlf\r\nname: CRLF\r\ncategory: math\r\n---\r\n\r\n## What it measures\r\n\r\nLines.\r\n',
    );
    const record = loadCatalog([dir]).records.get('crlf');
    expect(record && proseOf(record).sections).toEqual([
      { heading: 'What it measures', key: 'overview', text: 'Lines.', line: 7 },
    ]);
  });
});
