/**
 * The holiday reminder of spec §4: shown once, when the holiday call answers 200 and the popup flag
 * is not stored yet. Dismissing it stores the flag; logout clears it (TokenStore.clear). Failures of
 * the call are only logged, never shown (spec §8). Storage and the call are provided at the edge.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Envelope } from '../domain/auth-contract';
import { outputOf } from './auth-texts';
import { providedAtTheEdge } from './edge-actor';

/** GET /api/holidays/notification: the holiday under way or starting soon. */
export interface HolidayNotice {
  id: number;
  holiday_name: string;
  message: string;
  holiday_from: string;
  holiday_to: string;
}

export type HolidayAnswer = Envelope<HolidayNotice>;

export type HolidayPopupEvent = { type: 'popup.dismissed' };

export interface HolidayPopupContext {
  /** The holiday shown, once the server named one. */
  holiday: Pick<HolidayNotice, 'holiday_name' | 'message'> | null;
}

export const holidayPopupMachine = setup({
  types: {
    context: {} as HolidayPopupContext,
    events: {} as HolidayPopupEvent,
  },
  actors: {
    /** Whether the popup flag is already stored. */
    readFlag: fromPromise<boolean>(async () => false),
    fetchHoliday: providedAtTheEdge<HolidayAnswer>('fetchHoliday'),
  },
  guards: {
    'flag stored': ({ event }) => outputOf<boolean>(event) === true,
    'holiday answered': ({ event }) => {
      const answer = outputOf<HolidayAnswer>(event);
      return answer?.status === 200 && answer.data !== undefined;
    },
  },
  actions: {
    'keep holiday': assign(({ event }) => {
      const data = outputOf<HolidayAnswer>(event)?.data;
      return { holiday: data ? { holiday_name: data.holiday_name, message: data.message } : null };
    }),
    /** Edge: store the flag under the encoded key (holidayFlagKey). */
    'store flag': () => {},
    /** Edge: log the failed call; the user sees nothing (spec §8). */
    'log failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'holidayPopup',
  context: { holiday: null },
  initial: 'checkingFlag',
  states: {
    checkingFlag: {
      invoke: {
        src: 'readFlag',
        // Unreadable storage counts as "not stored": at worst the reminder shows once more.
        onDone: [{ guard: 'flag stored', target: 'hidden' }, { target: 'fetching' }],
        onError: 'fetching',
      },
    },
    fetching: {
      invoke: {
        src: 'fetchHoliday',
        onDone: [{ guard: 'holiday answered', target: 'open', actions: 'keep holiday' }, { target: 'hidden' }],
        onError: { target: 'hidden', actions: { type: 'log failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    open: {
      on: { 'popup.dismissed': { target: 'dismissed', actions: 'store flag' } },
    },
    /** Dismissed (read): the flag is stored, so the popup stays away until logout clears it. */
    dismissed: { type: 'final' },
    /** Nothing to show: the flag was stored, no holiday is near (404), or the call failed. */
    hidden: { type: 'final' },
  },
});
