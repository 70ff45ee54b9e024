/** Starting the catalog's worker threads, from the compiled build or from the TypeScript sources. */
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
