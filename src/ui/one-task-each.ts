/**
 * Runs each step in a macrotask of its own, in order. Start-up work that would be one long task on a
 * phone (≥ 50 ms at Lighthouse's 4× slowdown, counted in Total Blocking Time) is split where it has
 * natural seams, so input and painting can run between the pieces (ADR 0289).
 */
export function oneTaskEach(steps: readonly (() => void)[]): void {
  const [first, ...rest] = steps;
  if (!first) return;
  setTimeout(() => {
    first();
    oneTaskEach(rest);
  }, 0);
}
