/**
 * The shell routes of spec 2.2 inside the app shell. Screens built so far: Dashboard and NotFound;
 * the rest show their title and a "Coming soon" panel until their own work lands. Unknown paths
 * redirect to /notfound.
 */
import { Suspense, useMemo } from 'react';
import { Provider as GatewayProvider } from 'urql';
import { Redirect, Route, Switch } from 'wouter';
import { createGatewayClient } from '../gateway/client';
import { createHttpClient } from '../gateway/http';
import { visibleMenu } from '../domain/menu';
import { AppShell } from '../features/shell/AppShell';
import { ComingSoonScreen } from '../features/shell/ComingSoonScreen';
import { PageLoader } from '../ui/PageLoader';
import { ShellProvider } from '../ui/ShellProvider';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';
import { lazyScreen } from '../ui/lazy-screen';
import { decodeParam } from './route-params';
import { tokenStore, useSession } from './session';
import { SCREEN_ROUTES } from './screen-routes';
import { PLANNED_SHELL_ROUTES } from './shell-routes';

const DashboardScreen = lazyScreen(() => import('../features/dashboard/DashboardScreen'));
const NotFoundScreen = lazyScreen(() => import('../features/notfound/NotFoundScreen'));
const BUILT_PATHS = new Set(SCREEN_ROUTES.map((route) => route.path));
const COMING_SOON_ROUTES = PLANNED_SHELL_ROUTES.filter(({ path }) => !BUILT_PATHS.has(path));

/** Decodes every parameter of a route (wouter leaves `%40` and friends encoded). */
function decoded(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, decodeParam(value)]));
}

export default function SignedInApp() {
  const { user, permissions, logout } = useSession();
  const menu = useMemo(() => (user ? visibleMenu(user, permissions) : []), [user, permissions]);
  // One gateway (and cache) per signed-in user: nothing cached for one account reaches the next.
  const userId = user?.id;
  const gateway = useMemo(
    () => (userId === undefined ? null : createGatewayClient({ http: createHttpClient({ getToken: () => tokenStore.token() }) })),
    [userId],
  );
  if (!user || !gateway) return null;

  return (
    <ShellProvider>
      <GatewayProvider value={gateway}>
        <AppShell user={user} menu={menu} onLogout={logout}>
          <ChunkErrorBoundary>
            <Suspense fallback={<PageLoader />}>
              <Switch>
                <Route path="/">
                  <DashboardScreen userName={user.name} />
                </Route>
                <Route path="/notfound">
                  <NotFoundScreen />
                </Route>
                {SCREEN_ROUTES.map(({ path, render }) => (
                  <Route key={path} path={path}>
                    {(params: Record<string, string | undefined>) => render(decoded(params))}
                  </Route>
                ))}
                {COMING_SOON_ROUTES.map(({ path, title }) => (
                  <Route key={path} path={path}>
                    <ComingSoonScreen title={title} />
                  </Route>
                ))}
                <Route>
                  <Redirect to="/notfound" replace />
                </Route>
              </Switch>
            </Suspense>
          </ChunkErrorBoundary>
        </AppShell>
      </GatewayProvider>
    </ShellProvider>
  );
}
