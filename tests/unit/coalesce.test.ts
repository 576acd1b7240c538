// Leading-edge, then trailing coalescing (src/gateway/coalesce.ts): one change runs at once, a burst
// runs once more when the window closes, and a storm costs one run per window.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCoalescer } from '../../src/gateway/coalesce';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createCoalescer', () => {
  it('runs a single change at once, without waiting for the window', () => {
    const runs: string[][] = [];
    const coalescer = createCoalescer<string>(300, (items) => runs.push([...items]));
    coalescer.add('branch');
    expect(runs).toEqual([['branch']]);
    vi.advanceTimersByTime(1000);
    expect(runs).toEqual([['branch']]);
    // The window has closed: the next change runs at once again.
    coalescer.add('user');
    expect(runs).toEqual([['branch'], ['user']]);
  });

  it('gathers the changes within the window into one run at its end, distinct', () => {
    const runs: string[][] = [];
    const coalescer = createCoalescer<string>(300, (items) => runs.push([...items]));
    coalescer.add('branch');
    coalescer.add('user');
    coalescer.add('branch');
    vi.advanceTimersByTime(100);
    coalescer.add('customer');
    expect(runs).toEqual([['branch']]);
    vi.advanceTimersByTime(200);
    expect(runs).toEqual([['branch'], ['user', 'branch', 'customer']]);
  });

  it('turns a storm of 1,000 events in 3 s into one run per window', () => {
    let runs = 0;
    const coalescer = createCoalescer<string>(300, () => runs++);
    for (let i = 0; i < 1000; i++) {
      coalescer.add('project');
      vi.advanceTimersByTime(3);
    }
    vi.advanceTimersByTime(300);
    // The leading run, then one per 300 ms window of the 3 s storm.
    expect(runs).toBe(11);
  });

  it('drops what is gathered when disposed', () => {
    const runs: string[][] = [];
    const coalescer = createCoalescer<string>(300, (items) => runs.push([...items]));
    coalescer.add('branch');
    coalescer.add('user');
    coalescer.dispose();
    vi.advanceTimersByTime(1000);
    expect(runs).toEqual([['branch']]);
  });
});
