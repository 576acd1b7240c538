/**
 * Model-based test of the session's return path (issue 14: deep links survive sign-in): where the
 * user opens the app and what they do are events; where sign-in lands them is asserted in every
 * state; every generated path drives the real session machine.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../src/machines/session';
import type { WhoamiAnswer } from '../../src/domain/auth-contract';
import type { SessionUser } from '../../src/domain/user';
import { replayPath } from './replay';
import { checkAssertionCoverage, checkPathsVisitEveryState, generatePaths, type Assertions } from './support';
import { DEEP_LINK, OTP_PAGE, RETURN_REAL as REAL, RETURN_TRANSIENT, returnModel as sessionModel } from './models/session-return';

const USER: SessionUser = {
  id: 1, email: 'admin@example.com', name: 'Admin', role: 'Admin', image_uri: null, version: 'v1', permissions: ['Holiday.view'],
  is_admin: true, ispartner: false, isagent: false, ispartneruser: false, billing_type: 'standard', type: null, customer_id: null,
};

function start() {
  let releaseToken!: (token: string | null) => void;
  const token = new Promise<string | null>((resolve) => (releaseToken = resolve));
  const subject = { location: '/', calls: [] as string[], releaseToken, actor: null as unknown as ReturnType<typeof createActor<typeof sessionMachine>> };
  subject.actor = createActor(
    sessionMachine.provide({
      actors: {
        readToken: fromPromise(() => token),
        whoami: fromPromise(async (): Promise<WhoamiAnswer> => ({ status: 200, messages: '', data: USER })),
        logout: fromPromise(async () => ({ status: 200, messages: '' })),
      },
      actions: {
        'store token': () => {},
        'clear storage': () => {},
        'clear holiday flag': () => {},
        'go to login': () => {
          subject.calls.push('go to login');
          subject.location = '/login';
        },
        'go to': (_, { address }) => {
          subject.calls.push(`go to ${address}`);
          subject.location = address;
        },
      },
    }),
    { input: { testingMode: false, currentPath: () => subject.location } },
  ).start();
  return subject;
}
type Session = ReturnType<typeof start>;

const events: Record<string, (s: Session) => void> = {
  'opened.deepLink': (s) => {
    s.location = DEEP_LINK;
    s.releaseToken(null);
  },
  'opened.login': (s) => {
    s.location = '/login';
    s.releaseToken(null);
  },
  'opened.withToken': (s) => {
    s.location = DEEP_LINK;
    s.releaseToken('stored');
  },
  // Back after logout, or a typed address: a shell page while signed out.
  'shellPage.opened': (s) => {
    s.location = DEEP_LINK;
    s.actor.send({ type: 'session.required' });
  },
  'twoFactor.reached': (s) => void (s.location = OTP_PAGE),
  'signIn.submitted': (s) => void s.actor.send({ type: 'session.signedIn', token: 'fresh', remember: false }),
  'logout.clicked': (s) => void s.actor.send({ type: 'session.logout' }),
  // The server refuses the token mid-work (e.g. the socket's handshake) on the deep-linked screen.
  'token.refused': (s) => {
    s.location = DEEP_LINK;
    s.actor.send({ type: 'session.expired' });
  },
};

const ctx = (s: Session) => s.actor.getSnapshot().context;
const waitingToReturn = (s: Session) => {
  expect(ctx(s).returnTo).toBe(DEEP_LINK);
  expect(ctx(s).user).toBeNull();
  expect(s.calls.at(-1)).toBe('go to login');
};

const assertions: Assertions<Session> = {
  'session.checking': (s) => expect(s.calls).toEqual([]),
  'session.signedOut.noReturn': (s) => {
    expect(ctx(s).returnTo).toBeNull();
    expect(s.location).toBe('/login');
  },
  'session.signedOut.withReturn': waitingToReturn,
  'session.signedOut.atTwoFactor': (s) => {
    waitingToReturn(s);
    expect(s.location).toBe(OTP_PAGE);
  },
  'session.signedIn.restored': (s) => {
    expect(ctx(s).user?.id).toBe(1);
    expect(s.calls).toEqual([]);
    expect(s.location).toBe(DEEP_LINK);
  },
  'session.signedIn.landedHome': (s) => {
    expect(ctx(s).user?.id).toBe(1);
    expect(s.calls.at(-1)).toBe('go to /');
    expect(ctx(s).returnTo).toBeNull();
  },
  'session.signedIn.landedOnReturn': (s) => {
    expect(ctx(s).user?.id).toBe(1);
    expect(s.calls.at(-1)).toBe(`go to ${DEEP_LINK}`);
    expect(s.location).toBe(DEEP_LINK);
    expect(ctx(s).returnTo).toBeNull();
  },
  'session.loggedOut': (s) => {
    expect(ctx(s).user).toBeNull();
    expect(ctx(s).returnTo).toBeNull();
    expect(s.calls.at(-1)).toBe('go to login');
  },
};

const paths = generatePaths(sessionModel);

describe('session machine return path, model-based', () => {
  it('has an assertion for every state, and every real state stands behind one', () => {
    checkAssertionCoverage(sessionModel, assertions, {
      machine: sessionMachine,
      map: REAL,
      // Passed through within one settle: the whoami answer, the failed check's redirect, the logout call.
      transient: RETURN_TRANSIENT,
    });
    checkPathsVisitEveryState(sessionModel, paths);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => replayPath(path, start(), REAL, events, assertions));
});
