/**
 * The app clock, `app.clock()`: the real time, or with TEST_NOW (tests only) a clock that starts at
 * that moment when the app starts and runs on at the real pace. Work that depends on the day of the
 * calendar (the due-date reminders) reads it, so a test can put the server on any day.
 */
import fp from 'fastify-plugin';

export type Clock = () => Date;

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/** The real clock, shifted so that it reads `start` now (when given). */
export function clockFrom(start: Date | undefined): Clock {
  if (!start) return () => new Date();
  const shift = start.getTime() - Date.now();
  return () => new Date(Date.now() + shift);
}

export default fp(
  async (app) => {
    const { testNow } = app.config;
    app.decorate('clock', clockFrom(testNow));
    if (testNow) app.addHook('onReady', async () => app.log.warn({ testNow: testNow.toISOString() }, 'TEST_NOW is set: the app clock is moved'));
  },
  { name: 'clock', dependencies: ['config'] },
);
