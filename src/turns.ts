/**
 * Turns on the serving thread. A server answers every request on one thread; run as each request
 * arrives, twenty slow answers read in one poll of the event loop ran back to back, and PING, the
 * deferral timers and every other user waited for all of them (a PING waited 6.5 s). Instead each
 * answer, and each slice of a reload, waits for a turn: one is given per turn of the event loop,
 * so timers fire and new requests are read (a PING answered) between any two.
 *
 * Who goes next: a reload, every other turn while it has work (else 1,000 busy connections kept a
 * page edit from being served for 18 s); then autocomplete, which cannot be deferred and costs a
 * millisecond or two, ahead of answers (but never more than QUICK_IN_A_ROW turns while answers
 * wait); then answers, in the order they came.
 */

type Waiter = () => void;

/** Autocomplete turns in a row while answers wait: a flood of keystrokes cannot starve them. */
const QUICK_IN_A_ROW = 4;

const quick: Waiter[] = [];
const answers: Waiter[] = [];
const background: Waiter[] = [];
let scheduled = false;
let lastWasBackground = false;
let quickInARow = 0;

/**
 * Resolves when it is this request's turn: await it before answering. `quick`: autocomplete.
 * @example await requestTurn('answer'); const response = await dispatch(request);
 */
export function requestTurn(kind: 'quick' | 'answer'): Promise<void> {
  return waitIn(kind === 'quick' ? quick : answers);
}

/** Resolves when long work in the background (a reload's next slice) may run. */
export function backgroundTurn(): Promise<void> {
  return waitIn(background);
}

function waitIn(queue: Waiter[]): Promise<void> {
  return new Promise((resolve) => {
    queue.push(resolve);
    schedule();
  });
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  // An immediate set while immediates run waits for the next turn of the loop: timers and I/O first.
  setImmediate(giveTurn);
}

function nextQueue(): Waiter[] {
  const requests = quick.length + answers.length;
  if (background.length > 0 && (requests === 0 || !lastWasBackground)) {
    lastWasBackground = true;
    return background;
  }
  lastWasBackground = false;
  if (quick.length > 0 && (answers.length === 0 || quickInARow < QUICK_IN_A_ROW)) {
    quickInARow++;
    return quick;
  }
  quickInARow = 0;
  return answers;
}

function giveTurn(): void {
  scheduled = false;
  // The turn's work runs in the microtasks right after this callback, before the next immediate.
  nextQueue().shift()?.();
  if (quick.length > 0 || answers.length > 0 || background.length > 0) schedule();
}
