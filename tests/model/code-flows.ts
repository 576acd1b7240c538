/** Event executors and assertions the two code steps (two-factor and verify-email) share in the machine-level runs. */
import { expect } from 'vitest';
import type { ActorRefFrom, SimulatedClock } from 'xstate';
import { RESEND_SECONDS } from '../../src/domain/validation';
import type { countdownMachine } from '../../src/machines/countdown';
import type { Notice } from '../../src/machines/auth-texts';
import { TEXTS } from '../../src/machines/auth-texts';
import { FakeServer, RIGHT_CODE, WRONG_CODE } from './fake-server';

export interface CodeHarness {
  send(event: { type: 'digit.changed'; index: number; value: string } | { type: 'code.pasted'; code: string } | { type: 'code.submitted' } | { type: 'code.resend' }): void;
  digits(): readonly string[];
  countdown(): ActorRefFrom<typeof countdownMachine> | null;
  server: FakeServer;
  clock: SimulatedClock;
  notices: Notice[];
}

const type = (h: CodeHarness, code: string) => [...code].forEach((value, index) => h.send({ type: 'digit.changed', index, value }));

export const codeEvents: Record<string, (h: CodeHarness) => void> = {
  'code.typedRight': (h) => type(h, RIGHT_CODE),
  'code.pastedRight': (h) => h.send({ type: 'code.pasted', code: ` ${RIGHT_CODE} ` }),
  'code.typedWrong': (h) => type(h, WRONG_CODE),
  'code.submitted': (h) => h.send({ type: 'code.submitted' }),
  // The model's timer event: the simulated clock runs the countdown's 90 one-second ticks.
  'countdown.expired': (h) => {
    for (let i = 0; i < RESEND_SECONDS; i += 1) h.clock.increment(1000);
  },
  'code.resend': (h) => {
    // Half a code typed first, so "resending clears the digits" has something to clear.
    type(h, '12');
    h.send({ type: 'code.resend' });
  },
  'server.answered': (h) => h.server.settle('answer'),
  'server.unreachable': (h) => h.server.settle('fail'),
  'server.refused': (h) => h.server.settle('refuse'),
};

const remaining = (h: CodeHarness) => h.countdown()?.getSnapshot().context.remaining;

export const codeAssertions = (prefix: string, checkName: string) => ({
  [`${prefix}.counting`]: (h: CodeHarness) => {
    expect(h.digits()).toEqual(['', '', '', '']);
    expect(remaining(h)).toBe(RESEND_SECONDS);
  },
  [`${prefix}.filledRight`]: (h: CodeHarness) => expect(h.digits().join('')).toBe(RIGHT_CODE),
  [`${prefix}.filledWrong`]: (h: CodeHarness) => expect(h.digits().join('')).toBe(WRONG_CODE),
  [`${prefix}.checkingRight`]: (h: CodeHarness) => expect(h.server.waiting).toEqual([checkName]),
  [`${prefix}.checkingWrong`]: (h: CodeHarness) => expect(h.server.waiting).toEqual([checkName]),
  [`${prefix}.expired`]: (h: CodeHarness) => {
    expect(remaining(h)).toBe(0);
    expect(h.countdown()?.getSnapshot().value).toBe('expired');
  },
  [`${prefix}.resending`]: (h: CodeHarness) => expect(h.server.waiting).toEqual(['resend']),
  [`${prefix}.resent`]: (h: CodeHarness) => {
    expect(h.digits()).toEqual(['', '', '', '']);
    expect(remaining(h)).toBe(RESEND_SECONDS);
    expect(h.notices.at(-1)).toEqual({ severity: 'success', body: TEXTS.resendOk });
  },
  [`${prefix}.resendRefused`]: (h: CodeHarness) => {
    expect(remaining(h)).toBe(0);
    expect(h.notices.at(-1)).toEqual({ severity: 'error', body: TEXTS.resendFailed(FakeServer.resendRefused.messages) });
  },
});
