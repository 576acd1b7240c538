/** Model-based test of the resend countdown: every generated path drives the real machine on a simulated clock. */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { countdownMachine, TICK_MS } from '../../src/machines/countdown';
import { RESEND_SECONDS } from '../../src/domain/validation';
import { COUNTDOWN_REAL as REAL, countdownModel } from './models/countdown';
import { matchesId } from './real-state';
import { checkAssertionCoverage, checkPathsVisitEveryState, generatePaths, type Assertions } from './support';

function start() {
  const clock = new SimulatedClock();
  const actor = createActor(countdownMachine, { clock, input: { seconds: RESEND_SECONDS } }).start();
  return { clock, actor };
}
type Countdown = ReturnType<typeof start>;

const events: Record<string, (c: Countdown) => void> = {
  'clock.second': (c) => c.clock.increment(TICK_MS),
  'clock.allSeconds': (c) => {
    for (let i = 0; i < RESEND_SECONDS; i += 1) c.clock.increment(TICK_MS);
  },
  'countdown.restart': (c) => c.actor.send({ type: 'countdown.restart' }),
};

const remaining = (c: Countdown) => c.actor.getSnapshot().context.remaining;

const assertions: Assertions<Countdown> = {
  'countdown.running': (c) => expect(remaining(c)).toBe(RESEND_SECONDS),
  'countdown.oneSecondLess': (c) => expect(remaining(c)).toBe(RESEND_SECONDS - 1),
  'countdown.expired': (c) => expect(remaining(c)).toBe(0),
  'countdown.stillExpired': (c) => expect(remaining(c)).toBe(0),
  'countdown.restarted': (c) => expect(remaining(c)).toBe(RESEND_SECONDS),
  'countdown.restartedAfterExpiry': (c) => {
    expect(remaining(c)).toBe(RESEND_SECONDS);
    // It counts down again (the end of its path, so moving the clock here spoils no later step).
    c.clock.increment(TICK_MS);
    expect(remaining(c)).toBe(RESEND_SECONDS - 1);
  },
};

const paths = generatePaths(countdownModel);

describe('countdown machine, model-based', () => {
  it('has an assertion for every state, and every real state stands behind one', () => {
    checkAssertionCoverage(countdownModel, assertions, { machine: countdownMachine, map: REAL });
    checkPathsVisitEveryState(countdownModel, paths);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => {
    const countdown = start();
    const check = (state: string) => {
      expect(matchesId(countdown.actor.getSnapshot(), REAL[state] ?? '?'), `${state} is ${REAL[state]}`).toBe(true);
      void assertions[state]?.(countdown);
    };
    check(path.states[0] ?? '');
    for (const step of path.steps) {
      const run = events[step.event];
      if (!run) throw new Error(`no executor for ${step.event}`);
      run(countdown);
      check(step.state);
    }
    countdown.actor.stop();
  });
});
