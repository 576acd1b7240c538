/**
 * The session of spec §4: on start, a stored token is checked with `whoami`; the user and their
 * grouped permissions are kept while signed in; sign-in, logout and expiry change it. Storage and
 * navigation are edge actions, server calls are actors, so the rules here stay testable.
 * A shell address that sends the user to login is kept as the return path: signing in (also
 * through the two-factor step) lands there instead of on `/`; logout forgets it.
 */
import { assign, fromPromise, not, setup } from 'xstate';
import { AUTH_STATUS, type Envelope, type WhoamiAnswer } from '../domain/auth-contract';
import { groupPermissions, type UserPermissions } from '../domain/permissions';
import { isPublicPath } from '../domain/routes';
import type { SessionUser } from '../domain/user';
import { outputOf } from './auth-texts';
import { providedAtTheEdge } from './edge-actor';

/** How long Log out waits for the server's revocation before the browser forgets the session anyway. */
export const LOGOUT_WAIT_MS = 3_000;

export type SessionEvent =
  | { type: 'session.signedIn'; token: string; remember: boolean }
  | { type: 'session.logout' }
  | { type: 'session.expired' }
  /** A shell page was opened while signed out (e.g. Back after logout): it needs a session. */
  | { type: 'session.required' };

export interface SessionInput {
  /** Testing mode never redirects to login (spec §4). */
  testingMode: boolean;
  /** Reads the current address (path, query and hash); the edge passes the browser's, tests pass their own. */
  currentPath: () => string;
}

export interface SessionContext extends SessionInput {
  user: SessionUser | null;
  permissions: UserPermissions;
  /** The shell address to land on after signing in; null: the Dashboard. */
  returnTo: string | null;
}

/** The path of an address, without its query and hash. */
const pathOf = (address: string): string => address.split(/[?#]/, 1)[0] ?? address;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput,
  },
  actors: {
    /** The stored token (or the remember-me one), null when there is none. */
    readToken: fromPromise<string | null>(async () => null),
    whoami: providedAtTheEdge<WhoamiAnswer>('whoami'),
    logout: providedAtTheEdge<Envelope>('logout'),
  },
  guards: {
    'token found': ({ event }) => typeof outputOf<string | null>(event) === 'string' && outputOf<string>(event) !== '',
    'user answered': ({ event }) => {
      const answer = outputOf<WhoamiAnswer>(event);
      return answer?.status === AUTH_STATUS.ok && answer.data !== undefined;
    },
    'may stay on this page': ({ context }) => context.testingMode || isPublicPath(pathOf(context.currentPath())),
    'testing mode': ({ context }) => context.testingMode,
  },
  actions: {
    'keep user': assign(({ event }) => {
      const user = outputOf<WhoamiAnswer>(event)?.data ?? null;
      return { user, permissions: user ? groupPermissions(user.permissions) : {} };
    }),
    'forget user': assign({ user: null, permissions: {} }),
    /** The shell address being left for login (a public page is never one to return to). */
    'remember return path': assign(({ context }) => {
      const address = context.currentPath();
      return { returnTo: isPublicPath(pathOf(address)) ? context.returnTo : address };
    }),
    'forget return path': assign({ returnTo: null }),
    /** Edge: TokenStore.save. */
    'store token': (_, _params: { token: string; remember: boolean }) => {},
    /** Edge: TokenStore.clear — the token from session and local storage, the remember-me token, the rate-us and holiday flags. */
    'clear storage': () => {},
    /** Edge: TokenStore.clearHolidayFlag. */
    'clear holiday flag': () => {},
    /** Edge: navigate to the login address. */
    'go to login': () => {},
    /** Edge: navigate (replacing the current entry) to a shell address. */
    'go to': (_, _params: { address: string }) => {},
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...input, user: null, permissions: {}, returnTo: null }),
  initial: 'checking',
  states: {
    checking: {
      initial: 'readingToken',
      states: {
        readingToken: {
          invoke: {
            src: 'readToken',
            onDone: [{ guard: 'token found', target: 'askingServer' }, { target: 'failed' }],
            onError: 'failed',
          },
        },
        askingServer: {
          invoke: {
            src: 'whoami',
            onDone: [
              { guard: 'user answered', target: '#session.signedIn', actions: 'keep user' },
              { target: 'failed' },
            ],
            onError: 'failed',
          },
        },
        /** Failure, a non-200 answer or no token (spec §4). */
        failed: {
          entry: ['forget user', 'clear holiday flag'],
          always: [
            { guard: 'may stay on this page', target: '#session.signedOut' },
            { target: '#session.signedOut', actions: ['remember return path', 'go to login'] },
          ],
        },
      },
    },
    signedIn: {
      on: {
        'session.logout': 'loggingOut',
        // The server refused the token mid-work: signing in again returns to the same screen.
        'session.expired': { target: 'signedOut', actions: ['forget user', 'clear storage', 'remember return path', 'go to login'] },
      },
    },
    loggingOut: {
      invoke: {
        src: 'logout',
        // The server call's outcome does not matter: the browser forgets the session either way.
        onDone: { target: 'signedOut', actions: ['forget user', 'forget return path', 'clear storage', 'go to login'] },
        onError: { target: 'signedOut', actions: ['forget user', 'forget return path', 'clear storage', 'go to login'] },
      },
      // Nor may a server that does not answer keep the user signed in: the call is given up (and aborted).
      after: { [LOGOUT_WAIT_MS]: { target: 'signedOut', actions: ['forget user', 'forget return path', 'clear storage', 'go to login'] } },
    },
    signedOut: {
      on: { 'session.required': { guard: not('testing mode'), actions: ['remember return path', 'go to login'] } },
    },
  },
  on: {
    'session.signedIn': {
      target: '.checking.askingServer',
      actions: [
        { type: 'store token', params: ({ event }) => ({ token: event.token, remember: event.remember }) },
        // Spec §4 goes to `/` after sign-in; a remembered deep link wins (issue 14).
        { type: 'go to', params: ({ context }) => ({ address: context.returnTo ?? '/' }) },
        'forget return path',
      ],
    },
  },
});
