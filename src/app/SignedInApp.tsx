/**
 * The shell routes of spec 2.2 inside the app shell. Screens built so far: Dashboard and NotFound;
 * the rest show their title and a "Coming soon" panel until their own work lands. Unknown paths
 * redirect to /notfound.
 */
import { Suspense, useMemo } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { visibleMenu } from '../domain/menu';
import { AppShell } from '../features/shell/AppShell';
import { ComingSoonScreen } from '../features/shell/ComingSoonScreen';
import { PageLoader } from '../ui/PageLoader';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';
import { lazyScreen } from '../ui/lazy-screen';
import { useSession } from './session';
import { PLANNED_SHELL_ROUTES } from './shell-routes';

const DashboardScreen = lazyScreen(() => import('../features/dashboard/DashboardScreen'));
const NotFoundScreen = lazyScreen(() => import('../features/notfound/NotFoundScreen'));

export default function SignedInApp() {
  const { user, permissions, logout } = useSession();
  const menu = useMemo(() => (user ? visibleMenu(user, permissions) : []), [user, permissions]);
  if (!user) return null;

  return (
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
            {PLANNED_SHELL_ROUTES.map(({ path, title }) => (
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
  );
}
