/** The resend countdown on the code pages (spec §4/§9): 1:30 down to 0:00, restarted by a resend. */
import { createMachine } from 'xstate';

export const countdownModel = createMachine({
  id: 'countdown',
  initial: 'running',
  states: {
    running: { description: 'The countdown reads 1:30', on: { 'clock.second': 'oneSecondLess', 'clock.allSeconds': 'expired' } },
    oneSecondLess: { description: 'A second later it reads 1:29', on: { 'countdown.restart': 'restarted' } },
    expired: { description: 'It reads 0:00 and stops', on: { 'clock.second': 'stillExpired', 'countdown.restart': 'restartedAfterExpiry' } },
    stillExpired: { description: 'It still reads 0:00' },
    restarted: { description: 'It reads 1:30 again' },
    restartedAfterExpiry: { description: 'It reads 1:30 again and counts down' },
  },
});

export const COUNTDOWN_STEPS: Record<string, string> = {
  'clock.second': 'Wait one second',
  'clock.allSeconds': 'Wait 90 seconds',
  'countdown.restart': 'Resend the code (the countdown starts over)',
};

export const COUNTDOWN_REAL: Record<string, string> = {
  'countdown.running': 'countdown.running',
  'countdown.oneSecondLess': 'countdown.running',
  'countdown.expired': 'countdown.expired',
  'countdown.stillExpired': 'countdown.expired',
  'countdown.restarted': 'countdown.running',
  'countdown.restartedAfterExpiry': 'countdown.running',
};
