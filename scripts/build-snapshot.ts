/**
 * Part of `npm run build` (and so of `npm install`): writes the snapshot of the bundled catalog
 * into dist/, where the compiled CLI reads it when it matches data/ (see src/catalog/snapshot.ts).
 * It is never committed: dist/ is ignored.
 */
import { parseRecordFiles } from '../src/catalog/load.js';
import { writeSnapshot } from '../src/catalog/snapshot.js';
import { BUNDLED_DATA, BUNDLED_SNAPSHOT } from '../src/context.js';

if (BUNDLED_SNAPSHOT === undefined) {
  process.stderr.write('build-snapshot: run the compiled script (node dist/scripts/build-snapshot.js)\n');
  process.exit(1);
}
const { files, records } = writeSnapshot(BUNDLED_SNAPSHOT, [BUNDLED_DATA], parseRecordFiles);
process.stdout.write(`build-snapshot: ${records} records from ${files} files -> ${BUNDLED_SNAPSHOT}\n`);
