/**
 * Loading with a worker thread gives the catalog loadCatalog gives, and hands the records over as
 * they are parsed.
 */
import { describe, expect, it } from 'vitest';
import { loadCatalog, recordFiles } from '../../src/catalog/load.js';
import { loadCatalogAlongside } from '../../src/catalog/parallel-load.js';
import { proseOf } from '../../src/catalog/prose.js';
import { loadForServing } from '../../src/serving-load.js';
import { buildSearchIndex, buildSearchIndexInSlices } from '../../src/search/index.js';

const PATHS = ['data', 'test/fixtures/catalog'];

describe('loadCatalogAlongside', () => {
  it('builds the same catalog as loadCatalog: records, problems, links and bodies', async () => {
    const alone = loadCatalog(PATHS);
    const alongside = await loadCatalogAlongside(recordFiles(PATHS), () => undefined);
    expect([...alongside.records.keys()]).toEqual([...alone.records.keys()]);
    for (const [id, record] of alone.records) {
      const other = alongside.records.get(id);
      expect(other?.page).toEqual(record.page);
      expect(other?.links).toEqual(record.links);
      expect(other && proseOf(other)).toEqual(proseOf(record));
    }
    expect(alongside.problems).toEqual(alone.problems);
    expect(alongside.mentions).toEqual(alone.mentions);
    expect(alone.records.size).toBeGreaterThan(200);
  });

  it.each([false, true])(
    'hands over every record in catalog order as its batch is parsed (this thread parsing too: %s)',
    async (shareParsing) => {
      const seen: string[] = [];
      let batches = 0;
      const catalog = await loadCatalogAlongside(
        recordFiles(PATHS),
        (records) => {
          batches++;
          seen.push(...records.map((record) => record.id));
        },
        { shareParsing },
      );
      expect(batches).toBeGreaterThan(1);
      // The first copy of each id is the one the catalog keeps.
      expect([...new Set(seen)]).toEqual([...catalog.records.keys()]);
      expect(catalog.problems).toEqual(loadCatalog(PATHS).problems);
    },
  );

  it.each([false, true])(
    'fails like loadCatalog on a file that cannot be read, naming it (this thread parsing too: %s)',
    async (shareParsing) => {
      const files = [...recordFiles(['data']), 'data/records/gone.json'];
      await expect(loadCatalogAlongside(files, () => undefined, { shareParsing })).rejects.toThrow(
        /data\/records\/gone\.json: ENOENT/,
      );
    },
  );
});

describe('loadForServing', () => {
  it('indexes a large catalog while it is parsed, to the same answers as loading then indexing', async () => {
    const { catalog, indexed } = await loadForServing(PATHS, { fromFiles: 0 });
    expect(indexed).toBeDefined();
    const served = await buildSearchIndexInSlices(catalog, { indexed });
    const plain = buildSearchIndex(loadCatalog(PATHS));
    const ids = (hits: { id: string }[]) => hits.map((hit) => hit.id);
    for (const query of ['单选题', 'multiple choice science', 'gpqa', 'humaneavl', 'kcle']) {
      expect(ids(served.search(query))).toEqual(ids(plain.search(query)));
      expect(ids(served.suggest(query))).toEqual(ids(plain.suggest(query)));
    }
    expect(ids(served.search('单选题'))).toContain('gaokao_math');
  });

  it('loads and indexes a small catalog in this thread', async () => {
    const { catalog, indexed } = await loadForServing(['data/records']);
    expect(catalog.records.size).toBe(3);
    const served = await buildSearchIndexInSlices(catalog, { indexed });
    expect(served.search('单选题').map((hit) => hit.id)).toEqual(['gaokao_math']);
  });
});
