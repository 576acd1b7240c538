/**
 * The app's root: theme, session and toasts around the router. Public routes of spec 2.1 render the
 * sign-in screens and never wait for the session or redirect to login; a signed-in user there goes
 * to `/`. Every other path is a shell route behind the session (spec §6). Every screen is its own
 * chunk, so /login loads only what it needs.
 */
import { StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { Provider } from '../ui/Provider';
import { Toaster } from '../ui/toaster';
import { PageLoader } from '../ui/PageLoader';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';
import { lazyScreen } from '../ui/lazy-screen';
import { SessionProvider, useSession } from './session';
import { decodeParam } from './route-params';
import { loadSignedInStart, preloadSignedIn } from './signed-in-chunks';

const LoginScreen = lazyScreen(() => import('../features/auth/LoginScreen'));
const OtpVerificationScreen = lazyScreen(() => import('../features/auth/OtpVerificationScreen'));
const ForgotPasswordScreen = lazyScreen(() => import('../features/auth/ForgotPasswordScreen'));
const VerifyEmailScreen = lazyScreen(() => import('../features/auth/VerifyEmailScreen'));
const ResetPasswordScreen = lazyScreen(() => import('../features/auth/ResetPasswordScreen'));

// The shell and its screens load only for signed-in users; the import starts while the session is
// checked (on `/`, the dashboard's first screen: SignedInStart).
const SignedInStart = lazyScreen(loadSignedInStart);

/**
 * What the browser mounts and the build prerenders: the same tree on both sides, so the prerendered
 * sign-in screens hydrate. `ssrPath` is the page the build renders (the browser reads its location).
 */
export function AppRoot({ ssrPath }: { ssrPath?: string }) {
  return (
    <StrictMode>
      <Router {...(ssrPath ? { ssrPath } : {})}>
        <App />
      </Router>
    </StrictMode>
  );
}

export function App() {
  return (
    <Provider>
      <SessionProvider>
        <Toaster />
        <ChunkErrorBoundary>
          <Suspense fallback={<PageLoader />}>
            <AppRoutes />
          </Suspense>
        </ChunkErrorBoundary>
      </SessionProvider>
    </Provider>
  );
}

function AppRoutes() {
  // Spec §4: a token (from sign-in or the two-factor step) is stored; the session machine then goes
  // to / or to the shell address that sent the user to login.
  const { signIn: onSignedIn } = useSession();

  return (
    <Switch>
      <Route path="/login">
        <PublicOnly>
          <LoginScreen onSignedIn={onSignedIn} />
        </PublicOnly>
      </Route>
      <Route path="/otpVerification/:email/:customerid">
        {(params) => (
          <PublicOnly>
            <OtpVerificationScreen email={decodeParam(params.email)} customerId={decodeParam(params.customerid)} onSignedIn={onSignedIn} />
          </PublicOnly>
        )}
      </Route>
      <Route path="/forgot-password">
        <PublicOnly>
          <ForgotPasswordScreen />
        </PublicOnly>
      </Route>
      <Route path="/forgot-password/verify-email/:email/:customerid">
        {(params) => (
          <PublicOnly>
            <VerifyEmailScreen email={decodeParam(params.email)} customerId={decodeParam(params.customerid)} />
          </PublicOnly>
        )}
      </Route>
      <Route path="/forgot-password/reset-password/:email">
        {(params) => (
          <PublicOnly>
            <ResetPasswordScreen email={decodeParam(params.email)} />
          </PublicOnly>
        )}
      </Route>
      <Route>
        <ShellGate />
      </Route>
    </Switch>
  );
}

/** The sign-in pages are for signed-out users: a signed-in user there (a reload, Back) goes to `/`. */
function PublicOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return status === 'signedIn' ? <Redirect to="/" replace /> : children;
}

/** Shell routes need a session: a placeholder while it is checked, nothing once it is known to be absent. */
function ShellGate() {
  const { status, requireSession } = useSession();
  useEffect(() => {
    // After the first paint (an effect), so the loader's paint does not wait for these downloads.
    if (status === 'checking') preloadSignedIn(window.location.pathname);
    // Reached while signed out (Back after logout): the session machine sends the user to login.
    if (status === 'signedOut') requireSession();
  }, [status, requireSession]);

  if (status === 'checking') return <PageLoader />;
  // Nothing of the shell may flash while the session machine navigates to /login (spec §4).
  if (status === 'signedOut') return null;
  return <SignedInStart />;
}
