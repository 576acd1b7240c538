/** Model-based test of the forgot-password machine: request → verify → reset, every generated path. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { forgotPasswordMachine, type ForgotPasswordInput } from '../../src/machines/forgot-password';
import { TEXTS, type Notice } from '../../src/machines/auth-texts';
import { decodeField, MESSAGES } from '../../src/domain/validation';
import { FORGOT_PASSWORD_REAL, FORGOT_PASSWORD_TRANSIENT, forgotPasswordModel } from './models/forgot-password';
import { FakeServer, settle } from './fake-server';
import { checkAssertionCoverage, checkPathsVisitEveryState, generatePaths, type Assertions } from './support';
import { matchesId } from './real-state';
import { codeAssertions, codeEvents, type CodeHarness } from './code-flows';

const EMAIL = 'user@example.com';
const NEW_PASSWORD = 'Brighter#Days42';

function start(input: ForgotPasswordInput = { step: 'request' }) {
  const server = new FakeServer();
  const clock = new SimulatedClock();
  const notices: Notice[] = [];
  const actor = createActor(
    forgotPasswordMachine.provide({
      actors: {
        checkMail: fromPromise(({ input }) => server.hold('checkmail', input, () => ({ status: 200, messages: 'Sent', customer_id: 0 }))),
        checkCode: fromPromise(({ input }) => server.hold('check', input, () => server.code(input, 'reset-token'))),
        resendCode: fromPromise(({ input }) => server.hold('resend', input, () => FakeServer.resendOk, () => FakeServer.resendRefused)),
        resetPassword: fromPromise(({ input }) => server.hold('resetpwd', input, () => ({ status: 200, messages: 'Changed' }))),
      },
      actions: { notify: (_, notice) => void notices.push(notice) },
    }),
    { input, clock },
  ).start();
  return {
    actor,
    send: (event: Parameters<CodeHarness['send']>[0]) => actor.send(event),
    digits: () => actor.getSnapshot().context.digits,
    countdown: () => actor.getSnapshot().context.countdown,
    server,
    clock,
    notices,
  };
}
type Forgot = ReturnType<typeof start>;
/** A path's harness; `resetPage.opened` swaps in a fresh actor, as opening the reset address does. */
interface Run {
  h: Forgot;
}

const field = (h: Forgot, name: 'email' | 'newPassword' | 'confirmPassword', value: string) =>
  h.actor.send({ type: 'field.changed', field: name, value });
const resetWith = (password: string, confirmation: string) => (run: Run) => {
  field(run.h, 'newPassword', password);
  field(run.h, 'confirmPassword', confirmation);
  run.h.actor.send({ type: 'form.submitted' });
};

const events: Record<string, (run: Run) => void> = {
  ...Object.fromEntries(Object.entries(codeEvents).map(([name, exec]) => [name, (run: Run) => exec(run.h)])),
  'submit.blank': (run) => {
    if (run.h.actor.getSnapshot().matches('reset')) return resetWith('', '')(run);
    field(run.h, 'email', '');
    run.h.actor.send({ type: 'form.submitted' });
  },
  'email.typed': (run) => field(run.h, 'email', EMAIL),
  'submit.email': (run) => {
    field(run.h, 'email', EMAIL);
    run.h.actor.send({ type: 'form.submitted' });
  },
  'resetPage.opened': (run) => {
    run.h.actor.stop();
    run.h = start({ step: 'reset', email: EMAIL });
  },
  'submit.weak': resetWith('weakpass', 'weakpass'),
  'submit.mismatch': resetWith(NEW_PASSWORD, `${NEW_PASSWORD}x`),
  'submit.strong': resetWith(NEW_PASSWORD, NEW_PASSWORD),
};

const ctx = (h: Forgot) => h.actor.getSnapshot().context;

const assertions: Assertions<Forgot> = {
  'forgotPassword.request.editing': (h) => expect(ctx(h).errors).toEqual({}),
  'forgotPassword.request.invalid': (h) => expect(ctx(h).errors).toEqual({ email: MESSAGES.emailRequired }),
  'forgotPassword.request.sending': (h) => expect(h.server.calls.at(-1)).toEqual({ name: 'checkmail', payload: { email: EMAIL } }),
  'forgotPassword.request.failed': (h) => expect(h.notices.at(-1)).toEqual({ severity: 'error', body: TEXTS.forgotUnreachable }),
  ...codeAssertions('forgotPassword.verify', 'check'),
  'forgotPassword.verify.rejected': (h) =>
    expect(h.notices.at(-1)).toEqual({ severity: 'error', body: TEXTS.verifyFailed('Wrong code, 4 tries left') }),
  'forgotPassword.verify.unreachable': (h) => expect(h.notices.at(-1)).toEqual({ severity: 'error', body: TEXTS.verifyUnreachable }),
  'forgotPassword.reset.editing': (h) => {
    expect(ctx(h).resetToken).toBe('reset-token');
    expect(h.notices.at(-1)).toEqual({ severity: 'success', body: TEXTS.verifyOk });
    expect(ctx(h).countdown).toBeNull();
  },
  'forgotPassword.reset.blank': (h) => expect(ctx(h).errors).toEqual({ newPassword: MESSAGES.fieldRequired }),
  'forgotPassword.reset.weak': (h) => expect(ctx(h).errors).toEqual({ newPassword: MESSAGES.passwordRule }),
  'forgotPassword.reset.mismatch': (h) => expect(ctx(h).errors).toEqual({ confirmPassword: MESSAGES.passwordMismatch }),
  'forgotPassword.reset.saving': (h) => {
    const call = h.server.calls.at(-1);
    expect(call?.name).toBe('resetpwd');
    const payload = call?.payload as { email: string; password: string; confirmpassword: string; token: string };
    expect([payload.email, decodeField(payload.password), decodeField(payload.confirmpassword), payload.token]).toEqual([
      EMAIL,
      NEW_PASSWORD,
      NEW_PASSWORD,
      'reset-token',
    ]);
  },
  'forgotPassword.unavailable': (h) => expect(ctx(h).resetToken).toBeNull(),
  'forgotPassword.done': (h) => {
    expect(h.notices.at(-1)).toEqual({ severity: 'success', body: TEXTS.resetOk });
    expect(ctx(h).resetToken).toBeNull();
  },
};

const paths = generatePaths(forgotPasswordModel);

describe('forgot-password machine, model-based', () => {
  it('has an assertion for every state, and every real state stands behind one', () => {
    checkAssertionCoverage(forgotPasswordModel, assertions, {
      machine: forgotPasswordMachine,
      map: FORGOT_PASSWORD_REAL,
      transient: FORGOT_PASSWORD_TRANSIENT,
    });
    checkPathsVisitEveryState(forgotPasswordModel, paths);
  });

  it('sends the success toast with the address entered', async () => {
    const run: Run = { h: start() };
    events['submit.email']?.(run);
    run.h.server.settle('answer');
    await settle();
    expect(run.h.notices.at(-1)).toEqual({ severity: 'success', body: `Verfication code has been sent to ${EMAIL} successfully` });
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const run: Run = { h: start() };
    const check = async (state: string) => {
      expect(matchesId(run.h.actor.getSnapshot(), FORGOT_PASSWORD_REAL[state] ?? '?'), `${state} is ${FORGOT_PASSWORD_REAL[state]}`).toBe(true);
      await assertions[state]?.(run.h);
    };
    await check(path.states[0] ?? '');
    for (const step of path.steps) {
      const exec = events[step.event];
      if (!exec) throw new Error(`no executor for ${step.event}`);
      exec(run);
      await settle();
      await check(step.state);
    }
    run.h.actor.stop();
  });
});
