/** Unit tests of the sign-in machines' rules: session redirects, countdown, resend, remember-me, logout. */
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { LOGOUT_WAIT_MS, sessionMachine } from '../../src/machines/session';
import { countdownMachine, formatCountdown } from '../../src/machines/countdown';
import { twoFactorMachine } from '../../src/machines/two-factor';
import { loginMachine } from '../../src/machines/login';
import { createTokenStore, holidayFlagKey, STORAGE_KEYS } from '../../src/gateway/token-store';
import type { SessionUser } from '../../src/domain/user';
import type { WhoamiAnswer } from '../../src/domain/auth-contract';

const user: SessionUser = {
  id: 1, email: 'admin@example.com', name: 'Admin', role: 'Admin', image_uri: null, version: 'v1',
  permissions: ['Enq.view', 'Enq.seeAll'], is_admin: true, ispartner: false, isagent: false, ispartneruser: false,
  billing_type: 'standard', type: null, customer_id: null,
};

function session({ token = 'stored' as string | null, whoami = { status: 200, messages: '', data: user } as unknown, path = '/projects' as string | (() => string), testingMode = false, logoutFails = false, logoutHangs = false, clock = undefined as SimulatedClock | undefined } = {}) {
  const calls: string[] = [];
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        readToken: fromPromise(async () => token),
        whoami: fromPromise(async (): Promise<WhoamiAnswer> => {
          if (whoami instanceof Error) throw whoami;
          return whoami as WhoamiAnswer;
        }),
        logout: fromPromise(async ({ signal }) => {
          calls.push('logout call');
          if (logoutFails) throw new Error('offline');
          if (logoutHangs) {
            await new Promise((resolve) => signal.addEventListener('abort', resolve));
            calls.push('logout call aborted');
          }
          return { status: 200, messages: '' };
        }),
      },
      actions: {
        'store token': (_, { token: t, remember }) => void calls.push(`store ${t} ${remember}`),
        'clear storage': () => void calls.push('clear storage'),
        'clear holiday flag': () => void calls.push('clear holiday flag'),
        'go to login': () => void calls.push('go to login'),
        'go to': (_, { address }) => void calls.push(`go to ${address}`),
      },
    }),
    { input: { testingMode, currentPath: typeof path === 'function' ? path : () => path }, ...(clock ? { clock } : {}) },
  ).start();
  return { actor, calls };
}

describe('session machine', () => {
  it('keeps the user and grouped permissions on a 200 whoami', async () => {
    const { actor } = session();
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(actor.getSnapshot().context.user?.email).toBe('admin@example.com');
    expect(actor.getSnapshot().context.permissions).toEqual({ Enq: { view: true, create: false, update: false, delete: false, list: true } });
  });

  it.each([
    ['no token', { token: null }],
    ['a non-200 answer', { whoami: { status: 401, messages: 'no' } }],
    ['a failed call', { whoami: new Error('offline') }],
  ])('on %s clears the holiday flag and goes to login from a shell page', async (_name, options) => {
    const { actor, calls } = session(options);
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(calls).toEqual(['clear holiday flag', 'go to login']);
  });

  it.each(['/login', '/login/', '/otpVerification/a%40b.c/7', '/forgot-password', '/forgot-password/verify-email/x/0'])(
    'stays on the public page %s',
    async (path) => {
      const { actor, calls } = session({ token: null, path });
      await waitFor(actor, (s) => s.matches('signedOut'));
      expect(calls).toEqual(['clear holiday flag']);
    },
  );

  it('never redirects in testing mode', async () => {
    const { actor, calls } = session({ token: null, testingMode: true });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(calls).toEqual(['clear holiday flag']);
  });

  it('stores the token on sign-in and checks whoami again', async () => {
    const { actor, calls } = session({ token: null, path: '/login' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signedIn', token: 'fresh', remember: true });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(calls).toContain('store fresh true');
  });

  it.each([false, true])('logout (server call fails: %s) clears storage and goes to login', async (logoutFails) => {
    const { actor, calls } = session({ logoutFails });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(calls).toEqual(['logout call', 'clear storage', 'go to login']);
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('logout gives up on a server that does not answer: signed out after LOGOUT_WAIT_MS, the call aborted', async () => {
    const clock = new SimulatedClock();
    const { actor, calls } = session({ logoutHangs: true, clock });
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.logout' });
    clock.increment(LOGOUT_WAIT_MS - 1);
    expect(actor.getSnapshot().matches('loggingOut')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().matches('signedOut')).toBe(true);
    await vi.waitFor(() => expect(calls).toEqual(['logout call', 'clear storage', 'go to login', 'logout call aborted']));
  });

  it.each([
    [false, ['clear holiday flag', 'go to login']],
    [true, ['clear holiday flag']],
  ])('a shell page opened while signed out (testing mode: %s) goes to login unless testing', async (testingMode, expected) => {
    const { actor, calls } = session({ token: null, path: '/login', testingMode });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.required' });
    expect(calls).toEqual(expected);
  });

  it('an expired session clears storage and goes to login without calling the server', async () => {
    const { actor, calls } = session();
    await waitFor(actor, (s) => s.matches('signedIn'));
    actor.send({ type: 'session.expired' });
    expect(calls).toEqual(['clear storage', 'go to login']);
  });
});

describe('session machine: the return path (deep links survive sign-in)', () => {
  /** A browser address the test moves, as the user would. */
  const at = (initial: string) => {
    const location = { address: initial };
    return { location, path: () => location.address };
  };

  it('lands on the shell address that sent a signed-out user to login, query and hash included', async () => {
    const { location, path } = at('/holidays?page=2#top');
    const { actor, calls } = session({ token: null, path });
    await waitFor(actor, (s) => s.matches('signedOut'));
    expect(actor.getSnapshot().context.returnTo).toBe('/holidays?page=2#top');
    location.address = '/login';
    actor.send({ type: 'session.signedIn', token: 'fresh', remember: false });
    await waitFor(actor, (s) => s.matches('signedIn'));
    expect(calls).toEqual(['clear holiday flag', 'go to login', 'store fresh false', 'go to /holidays?page=2#top']);
    expect(actor.getSnapshot().context.returnTo).toBeNull();
  });

  it('keeps it through the two-factor step (a public page never replaces it)', async () => {
    const { location, path } = at('/holidays');
    const { actor, calls } = session({ token: null, path });
    await waitFor(actor, (s) => s.matches('signedOut'));
    location.address = '/otpVerification/ops%40example.com/0';
    actor.send({ type: 'session.required' });
    actor.send({ type: 'session.signedIn', token: 'otp', remember: false });
    expect(calls.at(-1)).toBe('go to /holidays');
  });

  it('goes to / when signing in from /login itself', async () => {
    const { actor, calls } = session({ token: null, path: '/login' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signedIn', token: 'fresh', remember: true });
    expect(calls.at(-1)).toBe('go to /');
  });

  it('remembers a shell page opened while signed out (Back after logout) and an expired session\'s page', async () => {
    const { location, path } = at('/login');
    const { actor, calls } = session({ token: null, path });
    await waitFor(actor, (s) => s.matches('signedOut'));
    location.address = '/users/create';
    actor.send({ type: 'session.required' });
    expect(actor.getSnapshot().context.returnTo).toBe('/users/create');
    actor.send({ type: 'session.signedIn', token: 't', remember: false });
    await waitFor(actor, (s) => s.matches('signedIn'));
    location.address = '/projects/view/7';
    actor.send({ type: 'session.expired' });
    actor.send({ type: 'session.signedIn', token: 't2', remember: false });
    expect(calls.filter((call) => call.startsWith('go to /'))).toEqual(['go to /users/create', 'go to /projects/view/7']);
  });

  it('forgets it on logout: the next sign-in goes to /', async () => {
    const { location, path } = at('/roles');
    const { actor, calls } = session({ token: null, path });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signedIn', token: 't', remember: false });
    await waitFor(actor, (s) => s.matches('signedIn'));
    location.address = '/projects';
    actor.send({ type: 'session.logout' });
    await waitFor(actor, (s) => s.matches('signedOut'));
    location.address = '/login';
    actor.send({ type: 'session.signedIn', token: 't2', remember: false });
    expect(calls.filter((call) => call.startsWith('go to /'))).toEqual(['go to /roles', 'go to /']);
  });

  it('never keeps a return path in testing mode (nothing redirects there)', async () => {
    const { actor, calls } = session({ token: null, path: '/holidays', testingMode: true });
    await waitFor(actor, (s) => s.matches('signedOut'));
    actor.send({ type: 'session.signedIn', token: 't', remember: false });
    expect(calls.at(-1)).toBe('go to /');
  });
});

describe('logout storage clearing (spec §4)', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k), data };
  };
  it('removes exactly the token (both storages), the remember-me token, the rate-us and holiday flags', () => {
    const local = memory();
    const sessionStore = memory();
    let marked = false;
    const store = createTokenStore(local, sessionStore, { isSet: () => marked, set: () => void (marked = true), clear: () => void (marked = false) });
    store.save('t', true);
    sessionStore.setItem(STORAGE_KEYS.token, 't');
    local.setItem(STORAGE_KEYS.ratePopup, '1');
    local.setItem(holidayFlagKey(), '1');
    store.setRememberMe(true);
    local.setItem('unrelated', 'kept');
    store.clear();
    expect([...local.data.keys()].sort()).toEqual([STORAGE_KEYS.rememberMe, 'unrelated'].sort());
    expect([...sessionStore.data.keys()]).toEqual([]);
    expect(marked).toBe(false);
  });
});

describe('countdown machine', () => {
  it('starts at 1:30, ticks once a second and expires at zero', () => {
    const clock = new SimulatedClock();
    const actor = createActor(countdownMachine, { clock, input: {} }).start();
    expect(actor.getSnapshot().context.remaining).toBe(90);
    clock.increment(999);
    expect(actor.getSnapshot().context.remaining).toBe(90);
    clock.increment(1);
    expect(actor.getSnapshot().context.remaining).toBe(89);
    for (let i = 0; i < 88; i += 1) clock.increment(1000);
    expect(actor.getSnapshot().matches('running')).toBe(true);
    clock.increment(1000);
    expect(actor.getSnapshot().matches('expired')).toBe(true);
    expect(actor.getSnapshot().context.remaining).toBe(0);
    clock.increment(5000);
    expect(actor.getSnapshot().context.remaining).toBe(0);
    actor.send({ type: 'countdown.restart' });
    expect(actor.getSnapshot().context.remaining).toBe(90);
    expect(actor.getSnapshot().matches('running')).toBe(true);
  });

  it('formats m:ss', () => {
    expect([formatCountdown(90), formatCountdown(59), formatCountdown(0)]).toEqual(['1:30', '0:59', '0:00']);
  });
});

describe('two-factor resend', () => {
  function twoFactor() {
    const clock = new SimulatedClock();
    const resend = vi.fn(async () => ({ status: 200, messages: 'sent' }));
    const actor = createActor(
      twoFactorMachine.provide({ actors: { resendCode: fromPromise(resend), checkCode: fromPromise(async () => ({ status: 400, messages: 'x' })) } }),
      { clock, input: { email: 'ops@example.com', customerId: '7' } },
    ).start();
    return { actor, clock, resend };
  }

  it('is refused before the countdown reaches zero', () => {
    const { actor, clock, resend } = twoFactor();
    for (let i = 0; i < 89; i += 1) clock.increment(1000);
    actor.send({ type: 'code.resend' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(resend).not.toHaveBeenCalled();
  });

  it('at zero sends, clears the digits and restarts the countdown', async () => {
    const { actor, clock, resend } = twoFactor();
    actor.send({ type: 'code.pasted', code: '12' });
    for (let i = 0; i < 90; i += 1) clock.increment(1000);
    actor.send({ type: 'code.resend' });
    await waitFor(actor, (s) => s.matches('editing'));
    expect(resend).toHaveBeenCalledOnce();
    expect(actor.getSnapshot().context.digits).toEqual(['', '', '', '']);
    expect(actor.getSnapshot().context.countdown.getSnapshot().context.remaining).toBe(90);
  });

  it('keeps submit closed until all four digits are filled', () => {
    const { actor } = twoFactor();
    actor.send({ type: 'code.pasted', code: '123' });
    actor.send({ type: 'code.submitted' });
    expect(actor.getSnapshot().matches('editing')).toBe(true);
    expect(actor.getSnapshot().context.error).toBe('Verification code is required');
  });
});

describe('remember-me preference', () => {
  it('is stored when ticked and removed when unticked', () => {
    const local = new Map<string, string>();
    const store = createTokenStore(
      { getItem: (k) => local.get(k) ?? null, setItem: (k, v) => void local.set(k, v), removeItem: (k) => void local.delete(k) },
      { getItem: () => null, setItem: () => {}, removeItem: () => {} },
      { isSet: () => false, set: () => {}, clear: () => {} },
    );
    const actor = createActor(
      loginMachine.provide({
        actors: { loadCaptcha: fromPromise(async () => ({ id: 'c', svg: '<svg/>' })) },
        actions: { 'store remember-me preference': (_, { remember }) => store.setRememberMe(remember) },
      }),
      { input: { rememberMe: store.rememberMe() } },
    ).start();
    actor.send({ type: 'rememberMe.toggled', checked: true });
    expect(local.get(STORAGE_KEYS.rememberMe)).toBe('true');
    expect(actor.getSnapshot().context.rememberMe).toBe(true);
    actor.send({ type: 'rememberMe.toggled', checked: false });
    expect(local.has(STORAGE_KEYS.rememberMe)).toBe(false);
  });
});
