/**
 * Loading a large catalog on two cores: a worker thread reads and parses the files while this
 * thread takes each batch of records as it arrives (the bot indexes them meanwhile), so a start
 * takes about the longer of parsing and indexing rather than both. Parsing is the longer (at
 * 10,000 records about 5 s against 4 s of indexing on this project's 2-core machine), so at a
 * start, with no requests to answer yet, this thread also parses a batch itself whenever it has
 * no records waiting to be indexed.
 *
 * The catalog is the one loadCatalog would build: the same files, in the same order, assembled
 * by the same code.
 */
import type { Worker } from 'node:worker_threads';
import { forEachInSlices } from '../slices.js';
import {
  assembleCatalog,
  parseCatalogFile,
  type AssembleOptions,
  type Catalog,
  type ParsedFile,
} from './catalog.js';
import { readRecordFile } from './load.js';
import type { BenchRecord } from './record.js';
import { startCatalogWorker } from './worker-start.js';

/** Files parsed at a time (by the worker or here): small enough that indexing starts early. */
const BATCH = 50;
/** Batches the worker is given ahead of what it has sent back, so that it never waits. */
const AHEAD = 2;

type WorkerReply = ParsedFile | { name: string; failed: string };

export type AlongsideOptions = {
  /**
   * This thread parses batches too, whenever it has no records to index: for a start, when no
   * request waits on this thread. A reload leaves the parsing to the worker.
   */
  shareParsing?: boolean;
};

/**
 * Loads the record files `files` (as recordFiles lists them, in catalog order) with a worker
 * thread; `onRecords` receives each batch's records in that order, duplicates included, as soon
 * as they are parsed. Throws, like loadCatalog, when a file cannot be read.
 */
export async function loadCatalogAlongside(
  files: readonly string[],
  onRecords: (records: BenchRecord[]) => void | Promise<void>,
  options: AssembleOptions & AlongsideOptions = {},
): Promise<Catalog> {
  return assembleCatalog(await parseAlongside(files, onRecords, options), options);
}

/** The same, up to the parsed files (each file's records and problems, in catalog order). */
export async function parseAlongside(
  files: readonly string[],
  onRecords: (records: BenchRecord[]) => void | Promise<void>,
  { shareParsing = false }: AlongsideOptions = {},
): Promise<ParsedFile[]> {
  const batches: string[][] = [];
  for (let start = 0; start < files.length; start += BATCH) batches.push(files.slice(start, start + BATCH));
  // Without sharing, this is a reload beside requests: the worker runs in the background.
  const worker = startCatalogWorker('parse-worker', { workerData: { background: !shareParsing } });
  // Batches are taken in order, by the worker or by this thread; each is indexed in that order.
  const done: WorkerReply[][] = [];
  let taken = 0;
  const sent: number[] = [];
  const send = () => {
    if (taken === batches.length) return;
    sent.push(taken);
    worker.postMessage(batches[taken++]);
  };
  const arrivals = workerArrivals(worker, (reply) => {
    done[sent.shift() as number] = reply;
    // The worker gets its next batch as soon as it is done with one, never waiting on this thread.
    send();
  });
  // Without sharing, the worker takes every batch now.
  for (let ahead = 0; ahead < (shareParsing ? AHEAD : batches.length); ahead++) send();
  const parsed: ParsedFile[] = [];
  try {
    for (let next = 0; next < batches.length; next++) {
      while (!done[next]) {
        if (shareParsing && taken < batches.length) {
          const mine = taken++;
          done[mine] = await parseHere(batches[mine] as string[]);
        } else {
          await arrivals.next();
        }
      }
      const batch = done[next] as WorkerReply[];
      for (const file of batch) {
        if ('failed' in file) throw new Error(`${file.name}: ${file.failed}`);
        parsed.push(file);
      }
      await onRecords(batch.flatMap((file) => ('failed' in file ? [] : file.records)));
    }
  } finally {
    await worker.terminate();
  }
  return parsed;
}

/**
 * Hands each of the worker's replies to `onReply` as it arrives; `next` resolves at the next one,
 * and rejects once the worker has failed or stopped.
 */
function workerArrivals(
  worker: Worker,
  onReply: (reply: WorkerReply[]) => void,
): { next: () => Promise<void> } {
  let failure: Error | undefined;
  let waiting: { resolve: () => void; reject: (error: Error) => void } | undefined;
  const wake = () => {
    if (failure) waiting?.reject(failure);
    else waiting?.resolve();
    waiting = undefined;
  };
  worker.on('message', (reply: WorkerReply[]) => {
    onReply(reply);
    wake();
  });
  const fail = (error: Error) => {
    failure ??= error;
    wake();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the parsing worker stopped (exit code ${code})`)));
  return {
    next: () =>
      failure
        ? Promise.reject(failure)
        : new Promise((resolve, reject) => {
            waiting = { resolve, reject };
          }),
  };
}

/** A batch parsed on this thread, a file at a time between turns of the event loop. */
async function parseHere(paths: readonly string[]): Promise<WorkerReply[]> {
  const parsed: WorkerReply[] = [];
  await forEachInSlices(paths, (path) => {
    parsed.push(parseListedFile(path, false));
  });
  return parsed;
}

/**
 * One listed file's records and problems; a file that cannot be read (removed or locked since it
 * was listed) is `failed`, the fault loadCatalog throws. `copiedAfter`: the records are about to
 * be copied (sent from the worker), so they need no copy of their own.
 */
export function parseListedFile(path: string, copiedAfter: boolean): WorkerReply {
  try {
    return parseCatalogFile(readRecordFile(path), { copiedAfter });
  } catch (error) {
    return { name: path, failed: error instanceof Error ? error.message : String(error) };
  }
}
