/**
 * Binds the session machine to the browser: one actor for the app's lifetime, with the REST calls,
 * the token store and wouter's navigation provided at this edge. Screens read it with `useSession`.
 */
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { createAuthApi, type AuthApi } from '../gateway/auth-api';
import { createHttpClient } from '../gateway/http';
import { createTokenStore, type TokenStore } from '../gateway/token-store';
import { ROUTES } from '../domain/routes';
import type { UserPermissions } from '../domain/permissions';
import type { SessionUser } from '../domain/user';
import { sessionMachine } from '../machines/session';

/** What the browser keeps between visits (local and session storage). */
export const tokenStore: TokenStore = createTokenStore(localStorage, sessionStorage);

/** The sign-in calls, sending the saved token where a call needs it. */
export const authApi: AuthApi = createAuthApi(createHttpClient({ getToken: () => tokenStore.token() }));

/** Spec §4: testing mode never redirects to login. Set at build time. */
const TESTING_MODE = import.meta.env.VITE_TESTING_MODE === 'true';

export type SessionStatus = 'checking' | 'signedIn' | 'signedOut';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  permissions: UserPermissions;
  signIn(token: string, remember: boolean): void;
  logout(): void;
  /** A shell page needs a session: signed out, it goes to login (unless in testing mode). */
  requireSession(): void;
}

type SessionActor = ActorRefFrom<typeof sessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

const browserSession = sessionMachine.provide({
  actors: {
    readToken: fromPromise(async () => tokenStore.token()),
    whoami: fromPromise(({ signal }) => authApi.whoami(signal)),
    logout: fromPromise(() => authApi.logout()),
  },
  actions: {
    'store token': (_, { token, remember }) => tokenStore.save(token, remember),
    'clear storage': () => tokenStore.clear(),
    'clear holiday flag': () => tokenStore.clearHolidayFlag(),
    'go to login': () => navigate(ROUTES.login, { replace: true }),
  },
});

export function SessionProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(browserSession, {
    input: { testingMode: TESTING_MODE, currentPath: () => window.location.pathname },
  });
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

function statusOf(snapshot: SnapshotFrom<typeof sessionMachine>): SessionStatus {
  if (snapshot.matches('checking')) return 'checking';
  // While the logout call runs the user is still signed in; the storage is cleared when it ends.
  if (snapshot.matches('signedIn') || snapshot.matches('loggingOut')) return 'signedIn';
  return 'signedOut';
}

export function useSession(): Session {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSession needs a <SessionProvider> above it');
  const status = useSelector(actor, statusOf);
  const user = useSelector(actor, (snapshot) => snapshot.context.user);
  const permissions = useSelector(actor, (snapshot) => snapshot.context.permissions);
  const signIn = useCallback((token: string, remember: boolean) => actor.send({ type: 'session.signedIn', token, remember }), [actor]);
  const logout = useCallback(() => actor.send({ type: 'session.logout' }), [actor]);
  const requireSession = useCallback(() => actor.send({ type: 'session.required' }), [actor]);
  return useMemo(
    () => ({ status, user, permissions, signIn, logout, requireSession }),
    [status, user, permissions, signIn, logout, requireSession],
  );
}
