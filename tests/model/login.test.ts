/** Model-based test of the login machine: every generated path, driven against the real machine. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { loginMachine, type LoginField } from '../../src/machines/login';
import { CAPTCHA_REQUIRED, CAPTCHA_UNAVAILABLE, SOMETHING_WENT_WRONG } from '../../src/machines/auth-texts';
import { MESSAGES } from '../../src/domain/validation';
import { LOGIN_REAL, LOGIN_TRANSIENT, loginModel } from './models/login';
import { FakeServer, PASSWORD, settle, CUSTOMER_ID } from './fake-server';
import { checkAssertionCoverage, checkPathsVisitEveryState, generatePaths, type Assertions } from './support';
import { matchesId } from './real-state';

function start() {
  const server = new FakeServer();
  const preference: boolean[] = [];
  let captchas = 0;
  const actor = createActor(
    loginMachine.provide({
      actors: {
        loadCaptcha: fromPromise(() => server.hold('captcha', null, () => ({ id: `c${++captchas}`, svg: '<svg/>' }))),
        checkin: fromPromise(({ input }) => server.hold('checkin', input, () => server.checkin(input))),
      },
      actions: { 'store remember-me preference': (_, { remember }) => void preference.push(remember) },
    }),
    { input: { rememberMe: false } },
  ).start();
  return { actor, server, preference, captchas: () => captchas };
}
type Login = ReturnType<typeof start>;

function fill(login: Login, email: string, password: string, captcha: string) {
  const values: Record<LoginField, string> = { email, password, captcha };
  for (const field of Object.keys(values) as LoginField[]) login.actor.send({ type: 'field.changed', field, value: values[field] });
}
const submitAs = (email: string, password = PASSWORD, captcha = 'PASSED') => (login: Login) => {
  fill(login, email, password, captcha);
  login.actor.send({ type: 'form.submitted' });
};

const events: Record<string, (login: Login) => void> = {
  'captcha.served': (l) => l.server.settle('answer'),
  'captcha.unreachable': (l) => l.server.settle('fail'),
  'captcha.reload': (l) => l.actor.send({ type: 'captcha.reload' }),
  'rememberMe.ticked': (l) => l.actor.send({ type: 'rememberMe.toggled', checked: true }),
  'rememberMe.unticked': (l) => l.actor.send({ type: 'rememberMe.toggled', checked: false }),
  'submit.blank': submitAs('', '', ''),
  'fields.filled': (l) => fill(l, 'admin@example.com', PASSWORD, 'PASSED'),
  'submit.admin': submitAs('admin@example.com'),
  'submit.wrongPassword': submitAs('admin@example.com', 'Wrong@2026'),
  'submit.wrongCaptcha': submitAs('admin@example.com', PASSWORD, 'WRONG1'),
  'submit.expiredAccount': submitAs('expired@example.com'),
  'submit.twoFactorAccount': submitAs('ops@example.com'),
  'server.answered': (l) => l.server.settle('answer'),
  'server.unreachable': (l) => l.server.settle('fail'),
};

const ctx = (l: Login) => l.actor.getSnapshot().context;
const noErrors = (l: Login) => expect(ctx(l).errors).toEqual({});

const assertions: Assertions<Login> = {
  'login.loadingCaptcha': (l) => expect(l.server.waiting).toEqual(['captcha']),
  'login.captchaUnavailable': (l) => {
    expect(ctx(l).captcha).toBeNull();
    expect(ctx(l).captchaError).toBe(CAPTCHA_UNAVAILABLE);
  },
  'login.ready': (l) => {
    noErrors(l);
    expect(ctx(l).captcha).not.toBeNull();
    expect(ctx(l).rememberMe).toBe(false);
    expect(ctx(l).messages).toBeNull();
  },
  'login.remembered': (l) => {
    expect(ctx(l).rememberMe).toBe(true);
    expect(l.preference.at(-1)).toBe(true);
  },
  'login.invalid': (l) =>
    expect(ctx(l).errors).toEqual({ email: MESSAGES.emailRequired, password: MESSAGES.passwordRequired, captcha: CAPTCHA_REQUIRED }),
  'login.submitting.admin': (l) => expect(l.server.waiting).toEqual(['checkin']),
  'login.submitting.wrongPassword': (l) => expect(l.server.waiting).toEqual(['checkin']),
  'login.submitting.wrongCaptcha': (l) => expect(l.server.waiting).toEqual(['checkin']),
  'login.submitting.expiredAccount': (l) => expect(l.server.waiting).toEqual(['checkin']),
  'login.submitting.twoFactorAccount': (l) => expect(l.server.waiting).toEqual(['checkin']),
  'login.captchaRejected': (l) => {
    expect(ctx(l).messages).toBe(MESSAGES.invalidCaptcha);
    expect(ctx(l).values.captcha).toBe('');
    expect(l.server.waiting).toEqual(['captcha']);
  },
  'login.captchaRenewed': (l) => {
    expect(ctx(l).messages).toBe(MESSAGES.invalidCaptcha);
    expect(ctx(l).captcha?.id).toBe(`c${l.captchas()}`);
  },
  'login.rejected': (l) => expect(ctx(l).messages).toBe('Invalid email or password'),
  'login.unreachable': (l) => expect(ctx(l).messages).toBe(SOMETHING_WENT_WRONG),
  'login.signedIn': (l) => expect(l.actor.getSnapshot().output).toEqual({ outcome: 'signedIn', token: 'token-admin', remember: false }),
  'login.passwordChange': (l) => expect(l.actor.getSnapshot().output).toEqual({ outcome: 'passwordChange' }),
  'login.twoFactor': (l) =>
    expect(l.actor.getSnapshot().output).toEqual({ outcome: 'twoFactor', email: 'ops@example.com', customerId: CUSTOMER_ID }),
};

const paths = generatePaths(loginModel);

describe('login machine, model-based', () => {
  it('has an assertion for every state, and every real state stands behind one', () => {
    checkAssertionCoverage(loginModel, assertions, { machine: loginMachine, map: LOGIN_REAL, transient: LOGIN_TRANSIENT });
    checkPathsVisitEveryState(loginModel, paths);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const login = start();
    const check = async (state: string) => {
      expect(matchesId(login.actor.getSnapshot(), LOGIN_REAL[state] ?? '?'), `${state} is ${LOGIN_REAL[state]}`).toBe(true);
      await assertions[state]?.(login);
    };
    await check(path.states[0] ?? '');
    for (const step of path.steps) {
      events[step.event]?.(login);
      if (!events[step.event]) throw new Error(`no executor for ${step.event}`);
      await settle();
      await check(step.state);
    }
    login.actor.stop();
  });
});
