/**
 * The dashboard's cards far below the screen skip their rendering while the dashboard loads (ADR
 * 0289). Each card more than a screen away when the cards mount gets `content-visibility: auto` at
 * the size its skeleton was laid out at (CardFrame), so its answer arriving costs no style, layout or
 * paint in the load's busy tasks. Once a skipped card has its answer, it is rendered again, one card
 * per idle period: by the time anyone scrolls there it is drawn at its real size, and a jump down the
 * page (End, an anchor) never lands beside a card that grows as it renders. Cards on or near the
 * screen are left alone: switching a visible element to `content-visibility: auto` skips it for a
 * frame, which shows as a layout shift. The cards are measured after their first paint, when the
 * page's layout is fresh: measured in the commit that mounts them, the layout would be forced into
 * that task and make it long.
 */
import { useEffect, useRef } from 'react';
import { whenIdle } from '../../ui/when-idle';
import { afterNextPaint } from './use-after-paint';

/** How far outside the screen (in screen heights) a card must be to be skipped. */
const SCREENS_AWAY = 1;
/** A card still waiting for its answer is looked at again after this long. */
const RETRY_MS = 250;
/** Longest wait for an idle period before a card is rendered anyway. */
const IDLE_TIMEOUT_MS = 2000;

function skip(card: HTMLElement, size: string) {
  card.style.containIntrinsicSize = size;
  card.style.contentVisibility = 'auto';
}

function render(card: HTMLElement) {
  card.style.removeProperty('content-visibility');
  card.style.removeProperty('contain-intrinsic-size');
}

/** Skips the far cards of `grid`; answers a cancel that renders every card still skipped. */
function skipOffscreenCards(grid: HTMLElement): () => void {
  const height = window.innerHeight;
  // Every box is read before any style is written, so the page is laid out once.
  const far = [...grid.querySelectorAll<HTMLElement>('[data-card]')].flatMap((card) => {
    const box = card.getBoundingClientRect();
    if (box.bottom > -SCREENS_AWAY * height && box.top < (1 + SCREENS_AWAY) * height) return [];
    const style = getComputedStyle(card);
    const sides = (...names: string[]) => names.reduce((sum, name) => sum + parseFloat(style.getPropertyValue(name)), 0);
    // `contain-intrinsic-size` is the content box's size.
    const width = box.width - sides('padding-left', 'padding-right', 'border-left-width', 'border-right-width');
    const inner = box.height - sides('padding-top', 'padding-bottom', 'border-top-width', 'border-bottom-width');
    return [{ card, size: `auto ${width}px auto ${inner}px` }];
  });
  for (const { card, size } of far) skip(card, size);

  let pending = far.map(({ card }) => card);
  let cancel = () => {};
  const renderNext = () => {
    const ready = pending.find((card) => card.dataset.ready === 'true');
    if (ready) {
      render(ready);
      pending = pending.filter((card) => card !== ready);
    }
    if (pending.length === 0) return;
    if (ready) cancel = whenIdle(renderNext, IDLE_TIMEOUT_MS);
    else {
      const timer = setTimeout(() => (cancel = whenIdle(renderNext, IDLE_TIMEOUT_MS)), RETRY_MS);
      cancel = () => clearTimeout(timer);
    }
  };
  if (pending.length > 0) cancel = whenIdle(renderNext, IDLE_TIMEOUT_MS);
  return () => {
    cancel();
    pending.forEach(render);
  };
}

/** The ref for the cards' grid: once `mounted` and painted, its far cards are skipped until answered. */
export function useSkipOffscreenCards(mounted: boolean) {
  const grid = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = grid.current;
    if (!mounted || !element) return undefined;
    let release = () => {};
    const cancel = afterNextPaint(() => (release = skipOffscreenCards(element)));
    return () => {
      cancel();
      release();
    };
  }, [mounted]);
  return grid;
}
