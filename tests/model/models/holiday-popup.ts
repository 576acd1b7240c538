/** The holiday popup (spec §4, §8): shown once after sign-in while a holiday is under way or near. */
import { createMachine } from 'xstate';

export const holidayModel = createMachine({
  id: 'holidayPopup',
  initial: 'checkingFlag',
  states: {
    checkingFlag: { description: 'No popup yet: the browser checks whether it was dismissed before', on: { 'flag.stored': 'hidden.flagStored', 'flag.absent': 'fetching' } },
    fetching: { description: 'No popup yet: the holiday is being fetched', on: { 'server.holiday': 'open', 'server.noHoliday': 'hidden.noHoliday', 'server.unreachable': 'hidden.failed' } },
    open: { description: 'A popup names the holiday and its message', on: { 'popup.dismissed': 'dismissed' } },
    dismissed: { description: 'The popup is closed and remembered for this browser', on: { 'page.reloaded': 'reloaded' } },
    reloaded: { description: 'After the reload no popup shows: it was dismissed' },
    hidden: {
      initial: 'flagStored',
      states: {
        flagStored: { description: 'No popup: it was dismissed before in this browser' },
        noHoliday: { description: 'No popup: no holiday is near' },
        failed: { description: 'No popup: the holiday could not be fetched (only logged)' },
      },
    },
  },
});

export const HOLIDAY_STEPS: Record<string, string> = {
  'flag.stored': 'Start with a browser where the popup was dismissed before',
  'flag.absent': 'Start with a fresh browser (the popup never dismissed)',
  'server.holiday': 'Have a holiday under way or starting soon (Holidays page), and let the request answer',
  'server.noHoliday': 'Have no holiday near, and let the request answer',
  'server.unreachable': 'Make the holiday request fail',
  'popup.dismissed': 'Close the popup',
  'page.reloaded': 'Reload the page',
};

export const HOLIDAY_REAL: Record<string, string> = {
  'holidayPopup.checkingFlag': 'holidayPopup.checkingFlag',
  'holidayPopup.fetching': 'holidayPopup.fetching',
  'holidayPopup.open': 'holidayPopup.open',
  'holidayPopup.dismissed': 'holidayPopup.dismissed',
  'holidayPopup.reloaded': 'holidayPopup.hidden',
  'holidayPopup.hidden.flagStored': 'holidayPopup.hidden',
  'holidayPopup.hidden.noHoliday': 'holidayPopup.hidden',
  'holidayPopup.hidden.failed': 'holidayPopup.hidden',
};
