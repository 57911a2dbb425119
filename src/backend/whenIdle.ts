/**
 * Work a screen starts on opening that it need not show (the live subscription, the follow-up
 * heartbeat, a status write, the profile check), put off until the browser is idle, which is after
 * the screen has rendered and painted what it shows: the aws-amplify code that work loads then
 * downloads and runs after the screen's largest paint, not before it (issue 30). A screen paints
 * in steps (the safety gate's card, then the page), so "after the next paint" is too early.
 */

/** Calls `task` just after the next paint (requestAnimationFrame runs just before it; the timeout, just after). Returns the cancel function. */
export function afterPaint(task: () => void): () => void {
  if (typeof requestAnimationFrame !== 'function') {
    const timer = setTimeout(task, 0);
    return () => clearTimeout(timer);
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(task, 0)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/** Marks a screen's loading state (LoadingCard): the page it stands for has not painted yet. */
const SCREEN_LOADING = '[data-screen-loading]';

const screenIsLoading = () => typeof document !== 'undefined' && document.querySelector(SCREEN_LOADING) !== null;

/** Calls `task` once the browser is idle, or after `timeoutMs` where it stays busy (or cannot say: a second). */
function onIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, Math.min(timeoutMs, 1000));
  return () => clearTimeout(timer);
}

/**
 * Frames a screen stays shown before its put-off work starts: a frame reaches the screen some
 * frames after the page painted it (25-35 ms in issue 30's traces), and the largest paint counts
 * from then.
 */
const FRAMES_SHOWN = 5;

/**
 * Calls `task` once the screen has painted what it shows (no loading card left on the page, for
 * FRAMES_SHOWN frames) and the browser is idle; after `timeoutMs` in any case. The browser is
 * also idle while a screen waits for its data, and work started then (with the aws-amplify code
 * it loads) came before the screen's largest paint in issue 30's traces. Returns the cancel
 * function.
 */
export function whenIdle(task: () => void, timeoutMs = 3000): () => void {
  let framesShown = 0;
  let done = false;
  let cancelStep: () => void = () => undefined;
  const stop = () => {
    done = true;
    cancelStep();
    clearTimeout(deadline);
  };
  const run = () => {
    if (done) return;
    stop();
    task();
  };
  // Also what ends the wait in a hidden tab, which paints no frames.
  const deadline = setTimeout(run, timeoutMs);
  const step = () => {
    framesShown = screenIsLoading() ? 0 : framesShown + 1;
    cancelStep = framesShown > FRAMES_SHOWN ? onIdle(run, timeoutMs) : afterPaint(step);
  };
  step();
  return stop;
}

/**
 * Resolves in a task of its own, so the work after it does not lengthen the task that awaited it:
 * a long task delays the next tap or keypress by its whole length (issue 30's blocking time).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  // A message is a new task at once, where a timer may be held back by several milliseconds.
  return new Promise((resolve) => {
    const { port1, port2 } = new MessageChannel();
    port1.onmessage = () => {
      port1.close();
      resolve();
    };
    port2.postMessage(null);
  });
}
