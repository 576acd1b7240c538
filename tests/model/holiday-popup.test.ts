/**
 * Model-based test of the holiday popup (spec §4, §8): what storage holds and what the server answers
 * are events, what the user sees are states; every generated path drives the real machine.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { holidayPopupMachine, type HolidayAnswer } from '../../src/machines/holiday-popup';
import { holidayFlagKey } from '../../src/gateway/token-store';
import { replayPath } from './replay';
import { checkAssertionCoverage, checkPathsVisitEveryState, generatePaths, type Assertions } from './support';
import { HOLIDAY_REAL as REAL, holidayModel } from './models/holiday-popup';

const HOLIDAY: HolidayAnswer = {
  status: 200,
  messages: 'Upcoming holiday',
  data: { id: 3, holiday_name: 'Office closure', message: 'The office is closed.', holiday_from: '2026-11-23', holiday_to: '2026-11-23' },
};

/** A call the path settles: resolved with a value or rejected. */
function gate<T>() {
  let release!: (outcome: { value: T } | { error: Error }) => void;
  const promise = new Promise<T>((resolve, reject) => {
    release = (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.value));
  });
  return { promise, release };
}

function start(local = new Map<string, string>()) {
  const subject = {
    local,
    calls: [] as string[],
    flag: gate<boolean>(),
    fetch: gate<HolidayAnswer>(),
    actor: null as unknown as ReturnType<typeof createActor<typeof holidayPopupMachine>>,
  };
  subject.actor = createActor(
    holidayPopupMachine.provide({
      actors: {
        readFlag: fromPromise(() => subject.flag.promise),
        fetchHoliday: fromPromise(() => {
          subject.calls.push('fetch');
          return subject.fetch.promise;
        }),
      },
      actions: {
        'store flag': () => void local.set(holidayFlagKey(), 'open'),
        'log failure': (_, { error }) => void subject.calls.push(`log ${(error as Error).message}`),
      },
    }),
  ).start();
  return subject;
}
type Popup = ReturnType<typeof start>;

const events: Record<string, (p: Popup) => Popup | void> = {
  'flag.stored': (p) => {
    p.local.set(holidayFlagKey(), 'open');
    p.flag.release({ value: true });
  },
  'flag.absent': (p) => p.flag.release({ value: p.local.has(holidayFlagKey()) }),
  'server.holiday': (p) => p.fetch.release({ value: HOLIDAY }),
  'server.noHoliday': (p) => p.fetch.release({ value: { status: 404, messages: 'No upcoming holiday' } }),
  'server.unreachable': (p) => p.fetch.release({ error: new Error('offline') }),
  'popup.dismissed': (p) => void p.actor.send({ type: 'popup.dismissed' }),
  'page.reloaded': (p) => {
    p.actor.stop();
    const next = start(p.local);
    next.flag.release({ value: p.local.has(holidayFlagKey()) });
    return next;
  },
};

const ctx = (p: Popup) => p.actor.getSnapshot().context;
const hiddenWithoutFlag = (p: Popup) => {
  expect(ctx(p).holiday).toBeNull();
  expect(p.local.size).toBe(0);
};

const assertions: Assertions<Popup> = {
  'holidayPopup.checkingFlag': (p) => {
    expect(ctx(p).holiday).toBeNull();
    expect(p.calls).toEqual([]);
  },
  'holidayPopup.fetching': (p) => expect(p.calls).toEqual(['fetch']),
  'holidayPopup.open': (p) => {
    expect(ctx(p).holiday).toEqual({ holiday_name: 'Office closure', message: 'The office is closed.' });
    expect(p.local.size).toBe(0);
  },
  'holidayPopup.dismissed': (p) => expect([...p.local]).toEqual([[holidayFlagKey(), 'open']]),
  'holidayPopup.reloaded': (p) => {
    expect(ctx(p).holiday).toBeNull();
    expect(p.calls).toEqual([]);
  },
  'holidayPopup.hidden.flagStored': (p) => {
    expect(ctx(p).holiday).toBeNull();
    expect(p.calls).toEqual([]);
  },
  'holidayPopup.hidden.noHoliday': (p) => {
    hiddenWithoutFlag(p);
    expect(p.calls).toEqual(['fetch']);
  },
  'holidayPopup.hidden.failed': (p) => {
    hiddenWithoutFlag(p);
    expect(p.calls).toEqual(['fetch', 'log offline']);
  },
};

const paths = generatePaths(holidayModel);

describe('holiday popup machine, model-based', () => {
  it('has an assertion for every state, and every real state stands behind one', () => {
    checkAssertionCoverage(holidayModel, assertions, { machine: holidayPopupMachine, map: REAL });
    checkPathsVisitEveryState(holidayModel, paths);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', (_name, path) => replayPath(path, start(), REAL, events, assertions));
});
