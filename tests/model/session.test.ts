/**
 * Model-based test of the session machine: every generated path drives the real machine, with the
 * token store, `whoami` and `logout` held until the path says how they answer, and its edge actions
 * (storage, navigation) recorded.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { Envelope, WhoamiAnswer } from '../../src/domain/auth-contract';
import type { SessionUser } from '../../src/domain/user';
import { LOGOUT_WAIT_MS, sessionMachine } from '../../src/machines/session';
import { SESSION_REAL as REAL, SESSION_TRANSIENT, sessionModel } from './models/session';
import { replayPath } from './replay';
import { checkAssertionCoverage, checkPathsVisitEveryState, generatePaths, type Assertions } from './support';

const USER: SessionUser = {
  id: 1,
  email: 'admin@example.com',
  name: 'Admin',
  role: 'Admin',
  image_uri: null,
  version: 'v1',
  permissions: ['Enq.view'],
  is_admin: true,
  ispartner: false,
  isagent: false,
  ispartneruser: false,
  billing_type: 'standard',
  type: null,
  customer_id: null,
};

/** A call the path settles: resolved with a value or rejected. */
function gate<T>() {
  let release!: (outcome: { value: T } | { error: Error }) => void;
  const promise = new Promise<T>((resolve, reject) => {
    release = (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.value));
  });
  return { promise, release };
}

function start() {
  const clock = new SimulatedClock();
  const subject = {
    clock,
    path: '/projects',
    calls: [] as string[],
    effects: [] as string[],
    token: gate<string | null>(),
    whoami: gate<WhoamiAnswer>(),
    logout: gate<Envelope>(),
    actor: null as unknown as ReturnType<typeof createActor<typeof sessionMachine>>,
  };
  subject.actor = createActor(
    sessionMachine.provide({
      actors: {
        readToken: fromPromise(() => {
          subject.calls.push('readToken');
          return subject.token.promise;
        }),
        whoami: fromPromise(() => {
          subject.calls.push('whoami');
          subject.whoami = gate<WhoamiAnswer>();
          return subject.whoami.promise;
        }),
        logout: fromPromise(() => {
          subject.calls.push('logout');
          return subject.logout.promise;
        }),
      },
      actions: {
        'store token': (_, { token }) => void subject.effects.push(`store ${token}`),
        'clear storage': () => void subject.effects.push('clear storage'),
        'clear holiday flag': () => void subject.effects.push('clear holiday flag'),
        'go to login': () => void subject.effects.push('go to login'),
      },
    }),
    { input: { testingMode: false, currentPath: () => subject.path }, clock },
  ).start();
  return subject;
}
type Session = ReturnType<typeof start>;

const events: Record<string, (s: Session) => void> = {
  'token.found': (s) => s.token.release({ value: 'stored-token' }),
  'token.none': (s) => s.token.release({ value: null }),
  'token.noneOnPublicPage': (s) => {
    s.path = '/login';
    s.token.release({ value: null });
  },
  'server.user': (s) => s.whoami.release({ value: { status: 200, messages: 'OK', data: USER } }),
  'server.refused': (s) => s.whoami.release({ value: { status: 401, messages: 'Unauthorized' } }),
  'server.unreachable': (s) => (s.actor.getSnapshot().matches('loggingOut') ? s.logout : s.whoami).release({ error: new TypeError('Failed to fetch') }),
  'user.logout': (s) => s.actor.send({ type: 'session.logout' }),
  'session.expired': (s) => s.actor.send({ type: 'session.expired' }),
  'server.answered': (s) => s.logout.release({ value: { status: 200, messages: 'Logged out' } }),
  'logout.timedOut': (s) => s.clock.increment(LOGOUT_WAIT_MS),
  'user.signedIn': (s) => s.actor.send({ type: 'session.signedIn', token: 'new-token', remember: false }),
  'page.needsSession': (s) => {
    s.path = '/projects';
    s.actor.send({ type: 'session.required' });
  },
};

const ctx = (s: Session) => s.actor.getSnapshot().context;
const signedOut = (s: Session) => {
  expect(ctx(s).user).toBeNull();
  expect(ctx(s).permissions).toEqual({});
};
const logins = (s: Session) => s.effects.filter((effect) => effect === 'go to login').length;

const assertions: Assertions<Session> = {
  'session.readingToken': (s) => {
    expect(s.calls).toEqual(['readToken']);
    expect(ctx(s).user).toBeNull();
  },
  'session.askingServer': (s) => {
    expect(s.calls.at(-1)).toBe('whoami');
    expect(ctx(s).user).toBeNull();
  },
  'session.signedIn': (s) => {
    expect(ctx(s).user?.email).toBe('admin@example.com');
    expect(ctx(s).permissions).toMatchObject({ Enq: { view: true } });
  },
  'session.loggingOut': (s) => {
    expect(s.calls.at(-1)).toBe('logout');
    // The user stays until the server answers or the wait runs out.
    expect(ctx(s).user).not.toBeNull();
  },
  'session.signedOut.sentToLogin': (s) => {
    signedOut(s);
    expect(s.effects.slice(-2)).toEqual(['clear holiday flag', 'go to login']);
  },
  'session.signedOut.stayed': (s) => {
    signedOut(s);
    expect(s.effects).toEqual(['clear holiday flag']);
  },
  'session.signedOut.expired': (s) => {
    signedOut(s);
    expect(s.effects.slice(-2)).toEqual(['clear storage', 'go to login']);
  },
  'session.signedOut.loggedOut': (s) => {
    signedOut(s);
    expect(s.effects.slice(-2)).toEqual(['clear storage', 'go to login']);
  },
  'session.signedOut.sentBack': (s) => {
    signedOut(s);
    expect(logins(s)).toBe(2);
  },
};

const paths = generatePaths(sessionModel);

describe('session machine, model-based', () => {
  it('has an assertion for every state, and every real state stands behind one', () => {
    checkAssertionCoverage(sessionModel, assertions, { machine: sessionMachine, map: REAL, transient: SESSION_TRANSIENT });
    checkPathsVisitEveryState(sessionModel, paths);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => replayPath(path, start(), REAL, events, assertions));
});
