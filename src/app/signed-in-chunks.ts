/**
 * The signed-in app's code. While the session is checked, `/` fetches only its first screen (ADR
 * 0268: the frame and greeting, painted before the shell's and dashboard's chunks are fetched);
 * another shell path fetches the shell's chunk at once (ADR 0190). These are the same chunks the
 * routes import lazily, so nothing loads twice.
 */

export const loadSignedInStart = () => import('./SignedInStart');
export const loadSignedInApp = () => import('./SignedInApp');
export const loadDashboardScreen = () => import('../features/dashboard/DashboardScreen');

/** Starts the chunks the shell page at `path` will need once the session is confirmed. */
export function preloadSignedIn(path: string): void {
  void loadSignedInStart();
  if (path !== '/') void loadSignedInApp();
}
