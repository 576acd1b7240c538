/**
 * Lets charts draw one at a time, each in its own task when the main thread is idle. An ApexCharts
 * draw is one long synchronous task; queued this way, a click or a keystroke waits for at most one
 * chart, never for a screenful of them, and the numbers around the charts paint first.
 */
import { whenIdle } from '../when-idle';

type Turn = () => void;

const waiting: Turn[] = [];
let scheduled = false;

function next(): void {
  scheduled = false;
  const turn = waiting.shift();
  if (!turn) return;
  turn();
  // The chart draws in the commit that `turn` caused; the next one waits for the following idle period.
  if (waiting.length > 0) schedule();
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  whenIdle(next, 500, 16);
}

/** Queues `turn` (a state update that mounts a chart); answers a function that leaves the queue. */
export function requestDrawTurn(turn: Turn): () => void {
  waiting.push(turn);
  schedule();
  return () => {
    const at = waiting.indexOf(turn);
    if (at >= 0) waiting.splice(at, 1);
  };
}
