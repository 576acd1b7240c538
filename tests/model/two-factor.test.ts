/** Model-based test of the two-factor machine: every generated path, against the real machine and a simulated clock. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { twoFactorMachine } from '../../src/machines/two-factor';
import { SOMETHING_WENT_WRONG, TWO_FACTOR_OK, type Notice } from '../../src/machines/auth-texts';
import { TWO_FACTOR_REAL, twoFactorModel } from './models/two-factor';
import { CUSTOMER_ID, FakeServer, settle } from './fake-server';
import { checkAssertionCoverage, checkPathsVisitEveryState, generatePaths, type Assertions } from './support';
import { matchesId } from './real-state';
import { codeAssertions, codeEvents, type CodeHarness } from './code-flows';

function start() {
  const server = new FakeServer();
  const clock = new SimulatedClock();
  const notices: Notice[] = [];
  const actor = createActor(
    twoFactorMachine.provide({
      actors: {
        checkCode: fromPromise(({ input }) => server.hold('check', input, () => server.code(input, 'token-ops'))),
        resendCode: fromPromise(({ input }) => server.hold('resend', input, () => FakeServer.resendOk, () => FakeServer.resendRefused)),
      },
      actions: { notify: (_, notice) => void notices.push(notice) },
    }),
    { input: { email: 'ops@example.com', customerId: CUSTOMER_ID }, clock },
  ).start();
  const harness: CodeHarness & { actor: typeof actor } = {
    actor,
    send: (event) => actor.send(event),
    digits: () => actor.getSnapshot().context.digits,
    countdown: () => actor.getSnapshot().context.countdown,
    server,
    clock,
    notices,
  };
  return harness;
}
type TwoFactor = ReturnType<typeof start>;

const assertions: Assertions<TwoFactor> = {
  ...codeAssertions('twoFactor', 'check'),
  'twoFactor.rejected': (h) => expect(h.actor.getSnapshot().context.messages).toBe('Wrong code, 4 tries left'),
  'twoFactor.unreachable': (h) => expect(h.actor.getSnapshot().context.messages).toBe(SOMETHING_WENT_WRONG),
  'twoFactor.signedIn': (h) => {
    expect(h.actor.getSnapshot().output).toEqual({ token: 'token-ops' });
    expect(h.notices.at(-1)).toEqual({ severity: 'success', body: TWO_FACTOR_OK });
  },
};

const paths = generatePaths(twoFactorModel);

describe('two-factor machine, model-based', () => {
  it('has an assertion for every state, and every real state stands behind one', () => {
    checkAssertionCoverage(twoFactorModel, assertions, { machine: twoFactorMachine, map: TWO_FACTOR_REAL });
    checkPathsVisitEveryState(twoFactorModel, paths);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_name, path) => {
    const h = start();
    const check = async (state: string) => {
      expect(matchesId(h.actor.getSnapshot(), TWO_FACTOR_REAL[state] ?? '?'), `${state} is ${TWO_FACTOR_REAL[state]}`).toBe(true);
      await assertions[state]?.(h);
    };
    await check(path.states[0] ?? '');
    for (const step of path.steps) {
      const exec = codeEvents[step.event];
      if (!exec) throw new Error(`no executor for ${step.event}`);
      exec(h);
      await settle();
      await check(step.state);
    }
    h.actor.stop();
  });
});
