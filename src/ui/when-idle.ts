/**
 * Work that can wait for an idle main thread: the shell's sign-in dialogs (AfterIdle) and the charts'
 * draws (charts/draw-queue.ts) start this way.
 */

/**
 * Calls `run` in an idle period (at the latest after `timeout` ms), or after `fallback` ms where the
 * browser has no idle callback (Safari); returns a cancel.
 */
export function whenIdle(run: () => void, timeout: number, fallback = Math.min(timeout, 200)): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, fallback);
  return () => clearTimeout(timer);
}
