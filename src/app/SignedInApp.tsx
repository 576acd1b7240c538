/**
 * The shell routes of spec 2.2 inside the app shell: the Dashboard, NotFound and every feature's
 * screens (screen-routes.ts). Unknown paths redirect to /notfound. Each screen sits behind the route
 * guard: what its route needs (src/domain/shell-routes.ts) is checked before the screen loads or calls anything.
 */
import { Suspense, useCallback, useEffect, useMemo } from 'react';
import { Provider as GatewayProvider } from 'urql';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { createGatewayClient } from '../gateway/client';
import { createHttpClient } from '../gateway/http';
import { createLiveRecords } from '../gateway/live-records';
import { gatewaySchemaSteps } from '../gateway/schema';
import { visibleMenu } from '../domain/menu';
import { mayOpen, SHELL_ROUTES, type RouteAccess } from '../domain/shell-routes';
import { DashboardHeader, loadDashboardScreen } from '../features/dashboard/FirstScreen';
import { AppShell } from '../features/shell/AppShell';
import { RealtimeProvider } from '../features/notifications/RealtimeProvider';
import { PageLoader } from '../ui/PageLoader';
import { formatterSteps } from '../ui/format';
import { oneTaskEach } from '../ui/one-task-each';
// The shell's recipes join the portal's Chakra system as this chunk loads (no second provider).
import '../ui/shell-theme';
import { NavigationGuardProvider } from '../ui/form/navigation-guard';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';
import { lazyScreen } from '../ui/lazy-screen';
import { decodeParam } from './route-params';
import { tokenStore, useSession } from './session';
import { SCREEN_ROUTES } from './screen-routes';

// ICU's locale data and the gateway's schema are made while the first screen's chunk is on its way,
// in tasks of their own, none long on a phone (ADR 0280, 0289).
oneTaskEach([...formatterSteps(), ...gatewaySchemaSteps()]);

const DashboardScreen = lazyScreen(loadDashboardScreen);
const NotFoundScreen = lazyScreen(() => import('../features/notfound/NotFoundScreen'));
const ForbiddenScreen = lazyScreen(() => import('../features/shell/ForbiddenScreen'));

const ACCESS_BY_PATH: ReadonlyMap<string, RouteAccess> = new Map(SHELL_ROUTES.map((route) => [route.path, route.access]));

const readToken = () => tokenStore.token();

/** Decodes every parameter of a route (wouter leaves `%40` and friends encoded). */
function decoded(params: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, decodeParam(value)]));
}

export default function SignedInApp() {
  const { user, permissions, logout, refreshUser, expire } = useSession();
  const [path] = useLocation();
  const menu = useMemo(() => (user ? visibleMenu(user, permissions) : []), [user, permissions]);
  // One gateway (and cache) per signed-in user: nothing cached for one account reaches the next.
  const userId = user?.id;
  // Live lists: `record:changed` from the socket refetches the open lists of that type.
  const live = useMemo(() => (userId === undefined ? null : createLiveRecords()), [userId]);
  useEffect(() => () => live?.dispose(), [live]);
  const gateway = useMemo(
    () => (!live ? null : createGatewayClient({ http: createHttpClient({ getToken: readToken }), exchanges: [live.exchange] })),
    [live],
  );
  const onSessionChanged = useCallback(() => {
    refreshUser().catch((error: unknown) => console.error('Could not refresh the user', error));
  }, [refreshUser]);
  if (!user || !gateway || !live) return null;

  // Keyed by user: a new account gets a new socket, and sign-out unmounts it (socket closed).
  return (
    <RealtimeProvider key={user.id} userId={user.id} getToken={readToken} live={live} onSessionChanged={onSessionChanged} onUnauthorized={expire}>
      <GatewayProvider value={gateway}>
        <NavigationGuardProvider>
          <AppShell user={user} menu={menu} onLogout={logout}>
            <ChunkErrorBoundary>
              {/* On `/` the greeting stays while the dashboard's chunk arrives (ADR 0268). */}
              <Suspense fallback={path === '/' ? <DashboardHeader name={user.name} /> : <PageLoader />}>
                <Switch>
                  <Route path="/">
                    <DashboardScreen userName={user.name} />
                  </Route>
                  <Route path="/notfound">
                    <NotFoundScreen />
                  </Route>
                  {SCREEN_ROUTES.map(({ path, render }) => {
                    const access = ACCESS_BY_PATH.get(path);
                    // A screen missing from the table is refused: a route is opened only by what it declares.
                    const allowed = access !== undefined && mayOpen(access, user, permissions);
                    return (
                      <Route key={path} path={path}>
                        {(params: Record<string, string | undefined>) => (allowed ? render(decoded(params)) : <ForbiddenScreen />)}
                      </Route>
                    );
                  })}
                  <Route>
                    <Redirect to="/notfound" replace />
                  </Route>
                </Switch>
              </Suspense>
            </ChunkErrorBoundary>
          </AppShell>
        </NavigationGuardProvider>
      </GatewayProvider>
    </RealtimeProvider>
  );
}
