/**
 * Leading-edge, then trailing coalescing of pushed changes (ADR 0125): the first change runs at once,
 * so a single event waits for nothing; changes arriving within `windowMs` after a run are gathered and
 * run together when the window closes (which opens the next one). A storm of events therefore costs at
 * most one run per window, never one per event.
 */
export interface Coalescer<T> {
  /** A change: runs now when no window is open, else at the window's end with the others. */
  add(item: T): void;
  /** Drops what is gathered and closes the window. */
  dispose(): void;
}

export function createCoalescer<T>(windowMs: number, run: (items: ReadonlySet<T>) => void): Coalescer<T> {
  const pending = new Set<T>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    timer = undefined;
    if (pending.size === 0) return;
    const items = new Set(pending);
    pending.clear();
    timer = setTimeout(flush, windowMs);
    run(items);
  };
  return {
    add(item) {
      pending.add(item);
      if (timer === undefined) flush();
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      pending.clear();
    },
  };
}
