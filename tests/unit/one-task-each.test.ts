// Start-up work split into tasks (src/ui/one-task-each.ts, ADR 0289): each step runs in a macrotask
// of its own, in order, and none runs in the caller's task.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { oneTaskEach } from '../../src/ui/one-task-each';

afterEach(() => {
  vi.useRealTimers();
});

describe('oneTaskEach', () => {
  it('runs one step per task, in order', () => {
    vi.useFakeTimers();
    const ran: string[] = [];
    oneTaskEach([() => ran.push('a'), () => ran.push('b'), () => ran.push('c')]);
    expect(ran).toEqual([]);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b']);
    vi.advanceTimersToNextTimer();
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('schedules nothing for no steps', () => {
    vi.useFakeTimers();
    oneTaskEach([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
