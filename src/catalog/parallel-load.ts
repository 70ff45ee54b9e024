/**
 * Loading a large catalog on two cores: a worker thread reads and parses the files while this
 * thread takes each batch of records as it arrives (the bot indexes them meanwhile), so a start
 * takes about the longer of parsing and indexing rather than both. At 10,000 records each is
 * about 4 s on this project's 2-core machine.
 *
 * The catalog is the one loadCatalog would build: the same files, in the same order, assembled
 * by the same code.
 */
import { Worker } from 'node:worker_threads';
import { assembleCatalog, type AssembleOptions, type Catalog, type ParsedFile } from './catalog.js';
import type { BenchRecord } from './record.js';

/** Files the worker parses and sends back at a time: small enough that indexing starts early. */
const BATCH = 100;

type WorkerReply = ParsedFile | { name: string; failed: string };

/**
 * Loads the record files `files` (as recordFiles lists them, in catalog order) with a worker
 * thread; `onRecords` receives each batch's records in that order, duplicates included, as soon
 * as they are parsed. Throws, like loadCatalog, when a file cannot be read.
 */
export async function loadCatalogAlongside(
  files: readonly string[],
  onRecords: (records: BenchRecord[]) => void | Promise<void>,
  options: AssembleOptions = {},
): Promise<Catalog> {
  return assembleCatalog(await parseAlongside(files, onRecords), options);
}

/** The same, up to the parsed files (each file's records and problems, in catalog order). */
export async function parseAlongside(
  files: readonly string[],
  onRecords: (records: BenchRecord[]) => void | Promise<void>,
): Promise<ParsedFile[]> {
  const worker = startParseWorker();
  const replies = replyQueue(worker);
  // The worker takes its batches one after another; its replies wait here until taken.
  for (let start = 0; start < files.length; start += BATCH)
    worker.postMessage(files.slice(start, start + BATCH));
  const parsed: ParsedFile[] = [];
  try {
    for (let start = 0; start < files.length; start += BATCH) {
      const batch = await replies.next();
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

/** The worker's replies in order, each taken once; a worker that fails rejects what is awaited. */
function replyQueue(worker: Worker): { next: () => Promise<WorkerReply[]> } {
  const arrived: WorkerReply[][] = [];
  let waiting: { resolve: (reply: WorkerReply[]) => void; reject: (error: Error) => void } | undefined;
  let failure: Error | undefined;
  const fail = (error: Error) => {
    failure ??= error;
    waiting?.reject(failure);
    waiting = undefined;
  };
  worker.on('message', (reply: WorkerReply[]) => {
    if (waiting) {
      waiting.resolve(reply);
      waiting = undefined;
    } else {
      arrived.push(reply);
    }
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the parsing worker stopped (exit code ${code})`)));
  return {
    next: () => {
      const reply = arrived.shift();
      if (reply) return Promise.resolve(reply);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
      });
    },
  };
}

function startParseWorker(): Worker {
  const entry = new URL(
    import.meta.url.endsWith('.ts') ? './parse-worker.ts' : './parse-worker.js',
    import.meta.url,
  );
  // None of this process's flags is meant for the worker (an --inspect port, an --input-type).
  if (entry.pathname.endsWith('.js')) return new Worker(entry, { execArgv: [] });
  // Run from the TypeScript sources (tests, tsx): the worker reads them with tsx, as this thread
  // does. The build runs the compiled worker directly.
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`,
    { eval: true, execArgv: [] },
  );
}
