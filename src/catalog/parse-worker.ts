/**
 * The worker thread of parallel-load.ts: reads and parses the record files it is sent, a batch
 * at a time, and sends back each file's records and problems (plain data) in order.
 */
import { parentPort } from 'node:worker_threads';
import { parseCatalogFile } from './catalog.js';
import { readRecordFile } from './load.js';

parentPort?.on('message', (paths: string[]) => {
  const parsed = paths.map((path) => {
    try {
      // postMessage copies the records: no copy of their own is needed.
      return parseCatalogFile(readRecordFile(path), { copiedAfter: true });
    } catch (error) {
      // Unreadable (removed or locked since it was listed): the same fault loadCatalog throws.
      return { name: path, failed: error instanceof Error ? error.message : String(error) };
    }
  });
  parentPort?.postMessage(parsed);
});
