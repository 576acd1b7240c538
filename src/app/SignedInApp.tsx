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
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';
import { lazyScreen } from '../ui/lazy-screen';
import { decodeParam } from './route-params';
import { tokenStore, useSession } from './session';
import { BUILT_SHELL_PATHS, PLANNED_SHELL_ROUTES } from './shell-routes';

const DashboardScreen = lazyScreen(() => import('../features/dashboard/DashboardScreen'));
const NotFoundScreen = lazyScreen(() => import('../features/notfound/NotFoundScreen'));
const RolesListScreen = lazyScreen(() => import('../features/roles/RolesListScreen'));
const RoleFormScreen = lazyScreen(() => import('../features/roles/RoleFormScreen'));

const COMING_SOON_ROUTES = PLANNED_SHELL_ROUTES.filter(({ path }) => !BUILT_SHELL_PATHS.has(path));

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
              <Route path="/roles">
                <RolesListScreen />
              </Route>
              <Route path="/roles/create">
                <RoleFormScreen />
              </Route>
              <Route path="/roles/edit/:role_id">{(params) => <RoleFormScreen key={params.role_id} roleId={decodeParam(params.role_id)} />}</Route>
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
  );
}
