/**
 * Whether an element has come near the viewport (IntersectionObserver): true from the first time it
 * is within `margin` of the screen, and true for good after that, so a chart drawn once stays drawn
 * (and updates in place) when the reader scrolls away and back.
 */
import { useEffect, useState, type RefObject } from 'react';

/**
 * How far ahead of the viewport a chart starts loading (ADR 0274): 200 px on wide screens, none on a
 * phone (narrower than 768 px), where the first screen is the count tiles and a chart just below the
 * fold would otherwise fetch and draw ApexCharts during the load; it draws when it is scrolled to.
 */
export function lookAheadMargin(): string {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 767px)').matches ? '0px' : '200px';
}

export function useInView(ref: RefObject<Element | null>, margin = lookAheadMargin()): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (seen || !element) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return undefined;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setSeen(true);
    }, { rootMargin: margin });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, seen]);
  return seen;
}
