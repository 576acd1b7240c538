/**
 * The holiday-reminder modal of spec §2.2/§4: the holiday popup machine bound to the browser — the
 * flag in local storage under its encoded key, the notification call over the app's HTTP client.
 * It opens on its turn among the sign-in dialogs (SignInDialogs).
 */
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createHttpClient, HttpError } from '../../gateway/http';
import { holidayFlagKey } from '../../gateway/token-store';
import { holidayPopupMachine, type HolidayAnswer } from '../../machines/holiday-popup';
import { tokenStore } from '../../app/session';
import type { HolidayReminderDialogProps } from './HolidayReminderDialog';
import { useDialogTurn } from './SignInDialogs';
import { lazyDialog } from '../../ui/lazy-dialog';

const HolidayReminderDialog = lazyDialog<HolidayReminderDialogProps>(() => import('./HolidayReminderDialog'), (props) => props.onDismiss());

const http = createHttpClient({ getToken: () => tokenStore.token() });

/**
 * What the flag holds: "open", the popup state "as read" (spec §4). Only its presence matters — once
 * set, no holiday shows again until logout clears it, which is what "shown once" asks for.
 */
const FLAG_VALUE = 'open';

const browserHolidayPopup = holidayPopupMachine.provide({
  actors: {
    readFlag: fromPromise(async () => localStorage.getItem(holidayFlagKey()) !== null),
    fetchHoliday: fromPromise(async ({ signal }): Promise<HolidayAnswer> => {
      try {
        return await http<HolidayAnswer>({ method: 'GET', path: '/holidays/notification', signal });
      } catch (error) {
        // 404 "No upcoming holiday" is an ordinary answer: nothing to remind, nothing to log.
        if (error instanceof HttpError && error.status === 404 && error.data) return error.data as HolidayAnswer;
        throw error;
      }
    }),
  },
  actions: {
    'store flag': () => localStorage.setItem(holidayFlagKey(), FLAG_VALUE),
    'log failure': (_, { error }) => console.error('Could not load the holiday reminder', error),
  },
});

export function HolidayReminder() {
  const [snapshot, send] = useMachine(browserHolidayPopup);
  const holiday = snapshot.context.holiday;
  const dismiss = () => send({ type: 'popup.dismissed' });
  const due = snapshot.matches('open');
  // Open only on its turn: never stacked over (or under) another sign-in dialog.
  const turn = useDialogTurn('holiday', { due, settled: snapshot.status === 'done' });

  return <HolidayReminderDialog open={due && turn} holiday={holiday} onDismiss={dismiss} />;
}
