/**
 * The worker thread of parallel-load.ts: reads and parses the record files it is sent, a batch
 * at a time, and sends back each file's records and problems (plain data) in order.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseListedFile } from './parallel-load.js';
import { runInBackground } from './worker-start.js';

// A reload's parsing, beside a thread that answers requests (a start's is not: nothing waits).
if ((workerData as { background?: boolean } | undefined)?.background) runInBackground();

parentPort?.on('message', (paths: string[]) => {
  // postMessage copies the records: no copy of their own is needed.
  parentPort?.postMessage(paths.map((path) => parseListedFile(path, true)));
});
