/**
 * Binds the session machine to the browser: one actor for the app's lifetime, with the REST calls,
 * the token store and wouter's navigation provided at this edge. Screens read it with `useSession`.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { navigate } from 'wouter/use-browser-location';
import { createAuthApi, type AuthApi } from '../gateway/auth-api';
import type { WhoamiAnswer } from '../domain/auth-contract';
import { createHttpClient } from '../gateway/http';
import { browserTokenStore, type TokenStore } from '../gateway/token-store';
import { ROUTES } from '../domain/routes';
import { groupPermissions, type UserPermissions } from '../domain/permissions';
import type { SessionUser } from '../domain/user';
import { sessionMachine } from '../machines/session';

/** What the browser keeps between visits (local and session storage, and the browser-session cookie of an unremembered sign-in). */
export const tokenStore: TokenStore = browserTokenStore();

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
  /** Asks the server who the user is again, so the header shows a changed name or image at once. */
  refreshUser(): Promise<void>;
  /** Keeps a fresh token for this session (a password change signs the old ones out). */
  replaceToken(token: string): void;
  /** The server refused the token (e.g. the socket's handshake): sign out as expired. */
  expire(): void;
}

type SessionActor = ActorRefFrom<typeof sessionMachine>;

/**
 * A fresher copy of the user than the machine's, from a later whoami (the profile screen's saves).
 * It holds only while the machine keeps the user it was fetched over: a new sign-in or check wins.
 */
interface FreshUser {
  over: SessionUser;
  user: SessionUser;
}

interface SessionBinding {
  actor: SessionActor;
  fresh: FreshUser | null;
  setFresh(fresh: FreshUser | null): void;
}

const SessionContext = createContext<SessionBinding | null>(null);

/**
 * The start's session check asks the server as soon as this module is evaluated, while React is still
 * being set up: on `/` the greeting, the largest paint, waits for this answer (ADR 0279). The machine's
 * check takes it once; later checks ask afresh. Rejections are handled where it is taken.
 */
let startCheck: Promise<WhoamiAnswer> | null = typeof window !== 'undefined' && tokenStore.token() ? authApi.whoami() : null;
startCheck?.catch(() => undefined);

function whoami(signal: AbortSignal): Promise<WhoamiAnswer> {
  const early = startCheck;
  startCheck = null;
  return early ?? authApi.whoami(signal);
}

const browserSession = sessionMachine.provide({
  actors: {
    readToken: fromPromise(async () => tokenStore.token()),
    whoami: fromPromise(({ signal }) => whoami(signal)),
    logout: fromPromise(({ signal }) => authApi.logout(signal)),
  },
  actions: {
    'store token': (_, { token, remember }) => tokenStore.save(token, remember),
    'clear storage': () => tokenStore.clear(),
    'clear holiday flag': () => tokenStore.clearHolidayFlag(),
    'go to login': () => navigate(ROUTES.login, { replace: true }),
    'go to': (_, { address }) => navigate(address, { replace: true }),
  },
});

export function SessionProvider({ children }: { children: ReactNode }) {
  const actor = useActorRef(browserSession, {
    input: { testingMode: TESTING_MODE, currentPath: () => window.location.pathname + window.location.search + window.location.hash },
  });
  const [fresh, setFresh] = useState<FreshUser | null>(null);
  const binding = useMemo(() => ({ actor, fresh, setFresh }), [actor, fresh]);
  return <SessionContext.Provider value={binding}>{children}</SessionContext.Provider>;
}

function statusOf(snapshot: SnapshotFrom<typeof sessionMachine>): SessionStatus {
  if (snapshot.matches('checking')) return 'checking';
  // While the logout call runs the user is still signed in; the storage is cleared when it ends.
  if (snapshot.matches('signedIn') || snapshot.matches('loggingOut')) return 'signedIn';
  return 'signedOut';
}

export function useSession(): Session {
  const binding = useContext(SessionContext);
  if (!binding) throw new Error('useSession needs a <SessionProvider> above it');
  const { actor, fresh, setFresh } = binding;
  const status = useSelector(actor, statusOf);
  const machineUser = useSelector(actor, (snapshot) => snapshot.context.user);
  const freshUser = fresh && machineUser && fresh.over === machineUser ? fresh.user : null;
  const user = freshUser ?? machineUser;
  const machinePermissions = useSelector(actor, (snapshot) => snapshot.context.permissions);
  // A fresher whoami (e.g. after `session:changed`) carries the changed role's permissions: the menu follows.
  const permissions = useMemo(() => (freshUser ? groupPermissions(freshUser.permissions) : machinePermissions), [freshUser, machinePermissions]);
  const signIn = useCallback((token: string, remember: boolean) => actor.send({ type: 'session.signedIn', token, remember }), [actor]);
  const logout = useCallback(() => actor.send({ type: 'session.logout' }), [actor]);
  const requireSession = useCallback(() => actor.send({ type: 'session.required' }), [actor]);
  const expire = useCallback(() => actor.send({ type: 'session.expired' }), [actor]);
  const refreshUser = useCallback(async () => {
    const over = actor.getSnapshot().context.user;
    const answer = await authApi.whoami();
    if (over && answer.data && answer.data.id === over.id) setFresh({ over, user: answer.data });
  }, [actor, setFresh]);
  const replaceToken = useCallback((token: string) => tokenStore.save(token, tokenStore.remembered()), []);
  return useMemo(
    () => ({ status, user, permissions, signIn, logout, requireSession, refreshUser, replaceToken, expire }),
    [status, user, permissions, signIn, logout, requireSession, refreshUser, replaceToken, expire],
  );
}
