/**
 * False until the screen around it has been painted once (ADR 0190): the dashboard paints its header
 * and greeting, the largest paint of a phone's first screen, before it builds seventeen cards' worth
 * of elements and styles, and the cards are then rendered as a transition (in slices, not one long
 * task). Cards are added below what is painted, so nothing shifts.
 */
import { startTransition, useEffect, useState } from 'react';

/** A hidden tab has no frames: the callback comes after this long at the latest. */
export const AFTER_PAINT_FALLBACK_MS = 250;

/** Calls `done` once after the next paint (or the fallback time); returns a cancel. */
export function afterNextPaint(done: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // A frame callback runs just before the paint; a task queued from it runs after that paint.
  const frame = requestAnimationFrame(() => {
    clearTimeout(fallback);
    timer = setTimeout(done, 0);
  });
  const fallback = setTimeout(() => {
    cancelAnimationFrame(frame);
    done();
  }, AFTER_PAINT_FALLBACK_MS);
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    clearTimeout(timer);
  };
}

export function useAfterPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => startTransition(() => setPainted(true))), []);
  return painted;
}
