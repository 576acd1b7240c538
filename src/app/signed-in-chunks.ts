/**
 * The signed-in app's code, fetched while the session is checked (ADR 0190): on `/` the dashboard's
 * chunk (the landing screen) loads alongside the shell's instead of after the shell has rendered.
 * Both are the same chunks the routes import lazily, so nothing loads twice.
 */

export const loadSignedInApp = () => import('./SignedInApp');
export const loadDashboardScreen = () => import('../features/dashboard/DashboardScreen');

/** Starts the chunks the shell page at `path` will need once the session is confirmed. */
export function preloadSignedIn(path: string): void {
  void loadSignedInApp();
  if (path === '/') void loadDashboardScreen();
}
