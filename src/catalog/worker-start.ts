/** Starting the catalog's worker threads, from the compiled build or from the TypeScript sources. */
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { Worker, type WorkerOptions } from 'node:worker_threads';

/** A worker running `module` (a file of this folder, named without its extension). */
export function startCatalogWorker(module: string, options: WorkerOptions = {}): Worker {
  const fromSources = import.meta.url.endsWith('.ts');
  const entry = new URL(`./${module}.${fromSources ? 'ts' : 'js'}`, import.meta.url);
  // None of this process's flags is meant for the worker (an --inspect port, an --input-type).
  if (!fromSources) return new Worker(entry, { ...options, execArgv: [] });
  // Run from the TypeScript sources (tests, tsx): the worker reads them with tsx, as this thread
  // does. The build runs the compiled worker directly.
  return new Worker(
    `import('tsx/esm/api').then(({ register }) => { register(); return import(${JSON.stringify(entry.href)}); });`,
    { ...options, eval: true, execArgv: [] },
  );
}

/** The niceness of a background worker: the thread that answers requests gets a core first. */
const BACKGROUND_NICENESS = 10;

/**
 * Lowers the calling thread's scheduling priority: for a worker that runs beside a serving
 * thread (a reload's parsing, a save). On two cores, such a worker, the serving thread and
 * whatever sends the requests share the cores, and a request waited for one for a scheduler's
 * time slice (10-30 ms of stalls in a reload at 10,000 records). Linux only (a thread's own id is
 * read from /proc); elsewhere, or when refused, the thread keeps its priority.
 */
export function runInBackground(): void {
  try {
    const thread = Number(/task\/(\d+)$/.exec(readlinkSync('/proc/thread-self'))?.[1]);
    if (Number.isInteger(thread)) setPriority(thread, BACKGROUND_NICENESS);
  } catch {
    // Not Linux, or not allowed: the work is the same, only less polite.
  }
}
