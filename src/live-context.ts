/**
 * The live catalog: one CommandContext that every request reads, replaced in one step when the
 * catalog directories change (a watched edit, SIGHUP, or /bench-reload). The new catalog and
 * index are built beside the old one; the old one keeps serving until the new one is accepted,
 * and keeps serving for good when it is not.
 *
 * The rule for accepting a load: it has at least one record, and it has no error (a rejected
 * file or record) that the serving catalog does not already have. A broken edit is therefore
 * kept out, with its problems reported, until it is mended; errors the catalog started with do
 * not block later edits of other files.
 */
import { lstatSync, watch } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { CommandContext } from './context.js';
import { countProblems, type Catalog } from './catalog/catalog.js';
import { formatProblem, type Problem } from './catalog/problems.js';
import { watchTree } from './catalog/watch-tree.js';
import { loadForServing, type ServingLoad } from './serving-load.js';
import { buildSearchIndexInSlices, type RecordIndexing } from './search/index.js';

export type ReloadTrigger = 'start' | 'watch' | 'signal' | 'command';

export type ReloadReport = {
  trigger: ReloadTrigger;
  /** `swapped`: the new catalog serves; `kept`: the old one still serves; `failed`: the load threw. */
  outcome: 'swapped' | 'kept' | 'failed';
  /** When the load finished (ISO 8601). */
  at: string;
  durationMs: number;
  /** Records served after this reload. */
  records: number;
  added: string[];
  removed: string[];
  /** Ids whose page or body differ from the copy served before. */
  changed: string[];
  /** Why a load was kept out or failed, one line. */
  reason?: string;
  /** The new load's problems that kept it out (errors), or all its errors and warnings when swapped. */
  problems: Problem[];
};

/** The serving context plus what /healthz reports about it. */
export type Snapshot = { context: CommandContext; loadedAt: string; errors: number; warnings: number };

export type LiveContextOptions = {
  dataDirs: readonly string[];
  defaultIds?: readonly string[];
  /** Called after every reload, whatever its outcome: logging and metrics hang here. */
  onReload?: (report: ReloadReport) => void;
  /** Loads a catalog; loadForServing (never holding requests for long) unless a test gives another. */
  load?: (dirs: readonly string[]) => Catalog | Promise<Catalog>;
  /** Where loadForServing saves each load for the next start; nothing is saved without it. */
  cacheDir?: string;
  /**
   * Called when saving a load for the next start, or checking the saved catalog it came from,
   * failed (a cache that cannot be written): nothing else is lost, the next start parses.
   */
  onSaveError?: (error: Error) => void;
};

type Loaded = Snapshot & { fingerprints: Map<string, string> };

/** Editor droppings (`.kcle.md.swp`, `kcle.md~`, `4913`) do not make a reload on their own. */
const IGNORED = /(^\.|~$|\.swp$|\.swx$|^\d+$)/;

export class LiveContext {
  readonly #options: LiveContextOptions;
  /** `first`: nothing is served yet, so the load may take this thread as a whole. */
  readonly #load: (dirs: readonly string[], first: boolean) => Promise<ServingLoad>;
  /**
   * Each swapped-in load's work for after it serves (see ServingLoad), one after another, apart
   * from reloads: saving 10,000 records takes seconds, and a reload must not wait for it.
   */
  #afterServing: Promise<unknown> = Promise.resolve();
  /** Reloads run one after another, never two at once. */
  #queue: Promise<unknown> = Promise.resolve();
  #current: Loaded | undefined;
  #watchers: { close: () => void }[] = [];
  #timer: NodeJS.Timeout | undefined;
  #stopSignal: (() => void) | undefined;

  constructor(options: LiveContextOptions) {
    this.#options = options;
    const load = options.load;
    const cacheDir = options.cacheDir;
    this.#load = load
      ? async (dirs) => ({ catalog: await load(dirs), from: 'files' })
      : (dirs, first) => loadForServing(dirs, { cacheDir, shareParsing: first });
  }

  /** What requests read: undefined until the first load succeeded. Read it once per request. */
  get snapshot(): Snapshot | undefined {
    return this.#current;
  }

  /** The serving context, or undefined before the first load. */
  get context(): CommandContext | undefined {
    return this.#current?.context;
  }

  /**
   * Loads the directories and swaps the result in when it is accepted (see the rule above).
   * Loading and indexing yield to the event loop as they go, so requests keep being answered
   * from the old catalog meanwhile; reloads asked for during one run after it.
   */
  reload(trigger: ReloadTrigger): Promise<ReloadReport> {
    const next = this.#queue.then(async () => {
      const report = await this.#reload(trigger, performance.now());
      this.#options.onReload?.(report);
      return report;
    });
    this.#queue = next.catch(() => undefined);
    return next;
  }

  /**
   * Saves the load just swapped in, or checks the saved one it came from (reloading when stale),
   * unless a newer load is serving by the time its turn comes.
   */
  #queueAfterServing(loaded: Loaded, work: NonNullable<ServingLoad['afterServing']>): void {
    this.#afterServing = this.#afterServing.then(async () => {
      if (this.#current !== loaded) return;
      try {
        if ((await work()) === 'stale') this.scheduleReload('watch');
      } catch (error) {
        // A cache that cannot be written or read: the next start parses the files, as without one.
        this.#options.onSaveError?.(error instanceof Error ? error : new Error(String(error)));
      }
    });
  }

  /** Reloads after `delayMs` of quiet; repeated calls within it make one reload (the debounce). */
  scheduleReload(trigger: ReloadTrigger, delayMs = 0): void {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.reload(trigger), delayMs);
    this.#timer.unref();
  }

  /**
   * Watches the catalog directories (recursively) and reloads `debounceMs` after the last change.
   * A directory that cannot be watched is reported through `onError` and the rest still are.
   */
  watch(debounceMs = 300, onError: (error: Error) => void = () => undefined): void {
    for (const dir of this.#options.dataDirs) {
      try {
        const watcher = watchTree(
          dir,
          (file) => {
            if (file !== null && IGNORED.test(basename(file))) return;
            this.scheduleReload('watch', debounceMs);
          },
          onError,
        );
        this.#watchers.push(watcher);
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
      }
      if (isLink(dir)) this.#watchLink(dir, debounceMs, onError);
    }
  }

  /**
   * A pulled catalog is a link that the next pull (or its removal) replaces in one step (see
   * src/catalog/pull.ts). A watch on the link follows the folder it named, so the swap itself is
   * watched in the folder that holds the link.
   */
  #watchLink(link: string, debounceMs: number, onError: (error: Error) => void): void {
    try {
      const watcher = watch(dirname(link), { persistent: false }, (_event, file) => {
        if (file === basename(link)) this.scheduleReload('watch', debounceMs);
      });
      watcher.on('error', onError);
      this.#watchers.push(watcher);
    } catch (error) {
      onError(error instanceof Error ? error : new Error(String(error)));
    }
  }

  /** Reloads on SIGHUP, the Unix convention for "read your configuration again". */
  reloadOnSignal(signal: NodeJS.Signals = 'SIGHUP'): void {
    const handler = () => this.scheduleReload('signal');
    process.on(signal, handler);
    this.#stopSignal = () => process.off(signal, handler);
  }

  /** Stops watching and listening; the serving context stays readable. */
  close(): void {
    clearTimeout(this.#timer);
    for (const watcher of this.#watchers) watcher.close();
    this.#watchers = [];
    this.#stopSignal?.();
    this.#stopSignal = undefined;
  }

  async #reload(trigger: ReloadTrigger, started: number): Promise<ReloadReport> {
    const base = { trigger, added: [], removed: [], changed: [], problems: [] };
    let catalog: Catalog;
    let indexed: RecordIndexing | undefined;
    let afterServing: ServingLoad['afterServing'];
    try {
      ({ catalog, indexed, afterServing } = await this.#load(this.#options.dataDirs, !this.#current));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { ...base, ...this.#finish(started), outcome: 'failed', reason };
    }
    const errors = catalog.problems.filter((problem) => problem.severity === 'error');
    const known = new Set(this.#current ? this.#errorKeys() : []);
    const fresh = errors.filter((problem) => !known.has(problemKey(problem)));
    if (catalog.records.size === 0) {
      return {
        ...base,
        ...this.#finish(started),
        outcome: 'kept',
        reason: 'the new load has no records',
        problems: errors,
      };
    }
    if (this.#current && fresh.length > 0) {
      const reason = `${fresh.length} new error${fresh.length === 1 ? '' : 's'}: ${formatProblem(fresh[0] as Problem)}`;
      return { ...base, ...this.#finish(started), outcome: 'kept', reason, problems: fresh };
    }

    const fingerprints = new Map([...catalog.records].map(([id, record]) => [id, record.fingerprint]));
    const before = this.#current?.fingerprints ?? new Map<string, string>();
    const added = [...fingerprints.keys()].filter((id) => !before.has(id));
    const removed = [...before.keys()].filter((id) => !fingerprints.has(id));
    const changed = [...fingerprints]
      .filter(([id, print]) => before.has(id) && before.get(id) !== print)
      .map(([id]) => id);

    const index = await buildSearchIndexInSlices(catalog, { defaultIds: this.#options.defaultIds, indexed });
    const context: CommandContext = { catalog, index };
    const counts = countProblems(catalog);
    // The one step: every request that reads `snapshot` after this line sees the new catalog.
    this.#current = { context, loadedAt: new Date().toISOString(), ...counts, fingerprints };
    if (afterServing) this.#queueAfterServing(this.#current, afterServing);
    return {
      ...base,
      ...this.#finish(started),
      outcome: 'swapped',
      added,
      removed,
      changed,
      problems: [...catalog.problems],
    };
  }

  #errorKeys(): string[] {
    return (this.#current?.context.catalog.problems ?? [])
      .filter((p) => p.severity === 'error')
      .map(problemKey);
  }

  #finish(started: number): { at: string; durationMs: number; records: number } {
    return {
      at: new Date().toISOString(),
      durationMs: Math.round(performance.now() - started),
      records: this.#current?.context.catalog.records.size ?? 0,
    };
  }
}

function isLink(path: string): boolean {
  try {
    return lstatSync(path).isSymbolicLink();
  } catch {
    return false;
  }
}

/** Lines move when a file is edited above a fault; the fault itself is its file, kind, field and words. */
function problemKey(problem: Problem): string {
  return JSON.stringify([problem.file, problem.kind, problem.field ?? '', problem.message]);
}
