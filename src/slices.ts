/**
 * Long work on the thread that serves requests, done a slice at a time: a live reload parses and
 * indexes a whole catalog this way, and requests are answered between slices.
 */
import { backgroundTurn } from './turns.js';

/**
 * How long one slice may hold the thread before pending requests get their turn. Each request
 * that arrives during a reload waits for up to one slice: at 10,000 records and 4 connections,
 * 5 ms slices put the p99 while reloading at 1.85x the steady p99, 2 ms at 1.31x (a reload then
 * takes longer under load: the requests get more turns).
 */
const SLICE_MS = 2;

/**
 * Lets pending I/O callbacks (requests) run before the work goes on: the work's next slice waits
 * for a turn of its own (src/turns.ts), shared fairly with the requests waiting.
 */
export function yieldToEventLoop(): Promise<void> {
  return backgroundTurn();
}

/**
 * Runs `work` on each item, yielding to the event loop whenever a slice has run `sliceMs`.
 * @example await forEachInSlices(records, (record) => index.add(record));
 */
export function forEachInSlices<T>(
  items: Iterable<T>,
  work: (item: T) => void,
  sliceMs = SLICE_MS,
): Promise<void> {
  return runStepsInSlices(
    (function* () {
      for (const item of items) {
        work(item);
        yield;
      }
    })(),
    sliceMs,
  );
}

/**
 * Work written as a generator whose `yield`s are the places it may pause: `runSteps` runs it to
 * its end at once (a one-shot command), `runStepsInSlices` yields to the event loop whenever a
 * slice has run `sliceMs` (a server).
 */
export function runSteps<T>(steps: Generator<void, T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

export async function runStepsInSlices<T>(steps: Generator<void, T>, sliceMs = SLICE_MS): Promise<T> {
  let sliceStart = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - sliceStart >= sliceMs) {
      await yieldToEventLoop();
      sliceStart = performance.now();
    }
  }
}

/** Elements sorted by the built-in sort at a time, and merged between two pauses. */
const SORT_RUN = 1024;

/**
 * `items` sorted by `compare` (stably, as Array.prototype.sort sorts), as steps: a merge sort of
 * runs sorted by the built-in sort. Sorting 100,000 name keys in one call held a server's thread
 * for 50-100 ms.
 */
export function* sortSteps<T>(items: readonly T[], compare: (a: T, b: T) => number): Generator<void, T[]> {
  let from: T[] = [];
  for (let start = 0; start < items.length; start += SORT_RUN) {
    for (const item of items.slice(start, start + SORT_RUN).sort(compare)) from.push(item);
    yield;
  }
  let to: T[] = new Array<T>(from.length);
  for (let width = SORT_RUN; width < from.length; width *= 2) {
    for (let left = 0; left < from.length; left += 2 * width) {
      const middle = Math.min(left + width, from.length);
      const end = Math.min(left + 2 * width, from.length);
      let a = left;
      let b = middle;
      for (let at = left; at < end; at++) {
        // The left run's element first on a tie: the sort stays stable.
        if (b >= end || (a < middle && compare(from[a] as T, from[b] as T) <= 0)) to[at] = from[a++] as T;
        else to[at] = from[b++] as T;
        if (at % SORT_RUN === 0) yield;
      }
    }
    [from, to] = [to, from];
  }
  return from;
}
