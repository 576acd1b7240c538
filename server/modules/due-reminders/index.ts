/**
 * The due-reminders module: sweeps (./sweep.ts) once the app is ready — catching up on what came due
 * while no server ran — then every 10 minutes and just after each midnight (UTC, the server's day),
 * when the next working day's reminders come due. Sweeps of one process never overlap; sweeps of
 * several processes may, the claim in the sweep keeps each reminder single (ADR 0095).
 * `app.dueReminders.sweep(now)` runs one sweep now (tests pass their own moment).
 */
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { sweepDueReminders, type SweepResult } from './sweep';

export type { SweepResult } from './sweep';
export { reminderMessage, sweepDueReminders } from './sweep';

export const SWEEP_EVERY_MS = 10 * 60_000;
const DAY_MS = 86_400_000;

export interface DueReminders {
  /** One sweep at `now` (default: the app clock), after any sweep under way. */
  sweep(now?: Date): Promise<SweepResult>;
  /** Resolves when no sweep is under way. */
  idle(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    dueReminders: DueReminders;
  }
}

/** Milliseconds from `now` to just after the next UTC midnight. */
export function untilNextDay(now: Date): number {
  return DAY_MS - (now.getTime() % DAY_MS) + 1_000;
}

const dueRemindersModule: FastifyPluginAsync = async (app) => {
  let last: Promise<unknown> = Promise.resolve();
  const dueReminders: DueReminders = {
    sweep(now) {
      const run = last.then(() => sweepDueReminders(app, now ?? app.clock()));
      last = run.catch(() => undefined);
      return run;
    },
    idle: () => last.then(() => undefined),
  };
  app.decorate('dueReminders', dueReminders);
  if (!app.config.dueReminders) return;

  let closing = false;
  const sweep = (reason: string) => {
    if (closing) return;
    dueReminders.sweep().then(
      (result) => result.sent > 0 && app.log.info({ reason, ...result }, 'due-date reminders sent'),
      (error: unknown) => app.log.error({ err: error, reason }, 'due-date reminder sweep failed'),
    );
  };
  let midnight: NodeJS.Timeout | undefined;
  const armMidnight = () => {
    midnight = setTimeout(() => {
      sweep('day');
      armMidnight();
    }, untilNextDay(app.clock()));
    midnight.unref();
  };
  const every = setInterval(() => sweep('interval'), SWEEP_EVERY_MS);
  every.unref();
  app.addHook('onReady', async () => {
    sweep('start');
    armMidnight();
  });
  // No new sweeps, and the one under way ends before anything (the database) is closed.
  app.addHook('preClose', async () => {
    closing = true;
    clearInterval(every);
    clearTimeout(midnight);
    await dueReminders.idle();
  });
};

export default fp(dueRemindersModule, { name: 'due-reminders', dependencies: ['config', 'clock', 'db', 'mail', 'realtime'] });
