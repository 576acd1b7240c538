/** The resend countdown of spec §4/§9: starts at 1:30, ticks once a second, and stops at zero. */
import { assign, setup } from 'xstate';
import { RESEND_SECONDS } from '../domain/validation';

export interface CountdownContext {
  /** Seconds the countdown starts from. */
  total: number;
  /** Seconds left; 0 once expired. */
  remaining: number;
}

export type CountdownEvent = { type: 'countdown.restart' };

export interface CountdownInput {
  seconds?: number;
}

/** One second, the tick of the countdown. */
export const TICK_MS = 1000;

export const countdownMachine = setup({
  types: {
    context: {} as CountdownContext,
    events: {} as CountdownEvent,
    input: {} as CountdownInput | undefined,
  },
  guards: {
    'last second': ({ context }) => context.remaining <= 1,
  },
  actions: {
    tick: assign({ remaining: ({ context }) => Math.max(0, context.remaining - 1) }),
    'start over': assign({ remaining: ({ context }) => context.total }),
  },
}).createMachine({
  id: 'countdown',
  context: ({ input }) => {
    const total = input?.seconds ?? RESEND_SECONDS;
    return { total, remaining: total };
  },
  initial: 'running',
  states: {
    running: {
      after: {
        // Re-entering `running` schedules the next tick, so each second is its own timer.
        [TICK_MS]: [
          { guard: 'last second', target: 'expired', actions: 'tick' },
          { target: 'running', reenter: true, actions: 'tick' },
        ],
      },
    },
    expired: {},
  },
  on: {
    'countdown.restart': { target: '.running', reenter: true, actions: 'start over' },
  },
});

/** Seconds as m:ss, e.g. 90 → "1:30". */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
