/**
 * Turns on the serving thread. A server answers every request on one thread; run as each request
 * arrives, twenty slow answers read in one poll of the event loop ran back to back, and PING, the
 * deferral timers and every other user waited for all of them (a PING waited 6.5 s). Instead each
 * answer, and each slice of a reload, waits for a turn: one is given per turn of the event loop,
 * so timers fire and new requests are read (a PING answered) between any two.
 *
 * A reload is given every other turn while it has work (else 1,000 busy connections kept a page
 * edit from being served for 18 s); requests take theirs in the order they came.
 */

type Waiter = () => void;

const requests: Waiter[] = [];
const background: Waiter[] = [];
let scheduled = false;
let lastWasBackground = false;

/**
 * Resolves when it is this request's turn: await it before answering.
 * @example await requestTurn(); const response = await dispatch(request);
 */
export function requestTurn(): Promise<void> {
  return waitIn(requests);
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

function giveTurn(): void {
  scheduled = false;
  const fromBackground = background.length > 0 && (requests.length === 0 || !lastWasBackground);
  lastWasBackground = fromBackground;
  // The turn's work runs in the microtasks right after this callback, before the next immediate.
  (fromBackground ? background : requests).shift()?.();
  if (requests.length > 0 || background.length > 0) schedule();
}
