/**
 * The signed-in app's code. While the session is checked, `/` fetches only its first screen (ADR
 * 0268: the frame and greeting, painted before the shell's and dashboard's chunks are fetched, see
 * SignedInStart); another shell path fetches the shell's chunk at once (ADR 0190). These are the
 * same chunks the routes import lazily, so nothing loads twice. The dashboard's own loader is
 * `loadDashboardScreen` beside its first screen, out of the entry (and of /login's JavaScript).
 */

export const loadSignedInStart = () => import('./SignedInStart');
export const loadSignedInApp = () => import('./SignedInApp');

/** Starts the chunks the shell page at `path` will need once the session is confirmed. */
export function preloadSignedIn(path: string): void {
  void loadSignedInStart();
  if (path !== '/') void loadSignedInApp();
}
