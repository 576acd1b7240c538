// The dashboard's start-up (ADR 0190): cards after the header's paint, one Chakra system with the shell's recipes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSystem, defaultBaseConfig, mergeConfigs } from '@chakra-ui/react';
import { AFTER_PAINT_FALLBACK_MS, afterNextPaint } from '../../src/features/dashboard/use-after-paint';
import { chakraTheme, portalSystem, portalTheme } from '../../src/ui/theme';
import { addShellRecipes } from '../../src/ui/shell-theme';

describe('afterNextPaint', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  function frames() {
    const callbacks = new Map<number, FrameRequestCallback>();
    let next = 1;
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => (callbacks.set(next, callback), next++));
    vi.stubGlobal('cancelAnimationFrame', (id: number) => callbacks.delete(id));
    return {
      paint() {
        const pending = [...callbacks.values()];
        callbacks.clear();
        for (const callback of pending) callback(0);
      },
      pending: () => callbacks.size,
    };
  }

  it('calls back in the task after the next frame, once', () => {
    vi.useFakeTimers();
    const frame = frames();
    const done = vi.fn();
    afterNextPaint(done);
    vi.advanceTimersByTime(10);
    expect(done).not.toHaveBeenCalled();
    frame.paint();
    expect(done).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(done).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS * 2);
    expect(done).toHaveBeenCalledTimes(1);
  });

  it('calls back after the fallback time when no frame comes (a hidden tab)', () => {
    vi.useFakeTimers();
    const frame = frames();
    const done = vi.fn();
    afterNextPaint(done);
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS);
    expect(done).toHaveBeenCalledTimes(1);
    expect(frame.pending()).toBe(0);
  });

  it('does not call back once cancelled (the screen left)', () => {
    vi.useFakeTimers();
    const frame = frames();
    const done = vi.fn();
    const cancel = afterNextPaint(done);
    frame.paint();
    cancel();
    vi.advanceTimersByTime(AFTER_PAINT_FALLBACK_MS * 2);
    expect(done).not.toHaveBeenCalled();
  });
});

describe('addShellRecipes', () => {
  it("adds the shell's recipes to a system without changing its tokens", () => {
    const fresh = createSystem(mergeConfigs(defaultBaseConfig, chakraTheme, portalTheme));
    const tokenCss = JSON.stringify(fresh.getTokenCss());
    expect(fresh.isSlotRecipe('menu')).toBe(false);
    expect(fresh.isRecipe('badge')).toBe(false);
    addShellRecipes(fresh);
    expect(fresh.isSlotRecipe('menu')).toBe(true);
    expect(fresh.isSlotRecipe('table')).toBe(true);
    expect(fresh.isRecipe('badge')).toBe(true);
    // The public recipes stay, and the recipe functions style with the theme's tokens.
    expect(fresh.isRecipe('button')).toBe(true);
    expect(JSON.stringify(fresh.getRecipeFn('badge')({}))).toContain('"display":"inline-flex"');
    expect(JSON.stringify(fresh.getTokenCss())).toBe(tokenCss);
  });

  it('has given the portal system the recipes once shell-theme is loaded', () => {
    expect(portalSystem().isSlotRecipe('dialog')).toBe(true);
    expect(portalSystem().isRecipe('textarea')).toBe(true);
  });
});
