import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '../../src/ui/when-idle';
import { lookAheadMargin } from '../../src/ui/charts/use-in-view';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the dashboard starts what is not on screen later (ADR 0274)', () => {
  it('charts look 200 px ahead on wide screens and not at all on a phone', () => {
    vi.stubGlobal('window', { matchMedia: (query: string) => ({ matches: query === '(max-width: 767px)' }) });
    expect(lookAheadMargin()).toBe('0px');
    vi.stubGlobal('window', { matchMedia: () => ({ matches: false }) });
    expect(lookAheadMargin()).toBe('200px');
  });

  it('runs in an idle callback with a timeout, and can be cancelled', () => {
    const cancelIdleCallback = vi.fn();
    let idle: (() => void) | undefined;
    const requestIdleCallback = vi.fn((run: () => void) => {
      idle = run;
      return 7;
    });
    vi.stubGlobal('window', { requestIdleCallback, cancelIdleCallback });
    const run = vi.fn();
    const cancel = whenIdle(run, 2000);
    expect(requestIdleCallback).toHaveBeenCalledWith(run, { timeout: 2000 });
    idle?.();
    expect(run).toHaveBeenCalledOnce();
    cancel();
    expect(cancelIdleCallback).toHaveBeenCalledWith(7);
  });

  it('falls back to a timer where there is no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('window', {});
    const run = vi.fn();
    whenIdle(run, 2000);
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledOnce();
    const cancelled = vi.fn();
    whenIdle(cancelled, 2000)();
    vi.advanceTimersByTime(500);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
