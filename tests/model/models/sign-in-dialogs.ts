/**
 * The sign-in dialogs queue (issue 16 §6), for a customer user: the holiday reminder first, then the
 * rating popup; never both at once. Each dialog's own checks answer in any order.
 */
import { createMachine } from 'xstate';

export const dialogsModel = createMachine({
  id: 'signInDialogs',
  initial: 'checking',
  states: {
    checking: {
      initial: 'both',
      states: {
        both: {
          description: 'No dialog yet: both are checking whether they are due',
          on: { 'holiday.due': '#signInDialogs.holidayOpen.ratingChecking', 'holiday.none': 'rating', 'rating.due': 'ratingQueued', 'rating.none': 'holiday' },
        },
        rating: { description: 'No dialog: the rating popup is still checking', on: { 'rating.due': '#signInDialogs.ratingOpen', 'rating.none': '#signInDialogs.done' } },
        holiday: { description: 'No dialog: the holiday reminder is still checking', on: { 'holiday.due': '#signInDialogs.holidayOpen.alone', 'holiday.none': '#signInDialogs.done' } },
        ratingQueued: {
          description: 'No dialog: the rating popup is due but waits for the holiday reminder\'s check',
          on: { 'holiday.due': '#signInDialogs.holidayOpen.ratingQueued', 'holiday.none': '#signInDialogs.ratingOpen' },
        },
      },
    },
    holidayOpen: {
      initial: 'alone',
      states: {
        ratingChecking: {
          description: 'Only the holiday reminder is open (the rating popup is still checking)',
          on: { 'holiday.closed': '#signInDialogs.checking.rating', 'rating.due': 'ratingQueued', 'rating.none': 'alone' },
        },
        ratingQueued: { description: 'Only the holiday reminder is open; the rating popup waits for it', on: { 'holiday.closed': '#signInDialogs.ratingOpen' } },
        alone: { description: 'Only the holiday reminder is open; nothing comes after it', on: { 'holiday.closed': '#signInDialogs.done' } },
      },
    },
    ratingOpen: { description: 'Only the rating popup is open', on: { 'rating.closed': 'done' } },
    done: { description: 'No dialog, and none opens until the next sign-in' },
  },
});

export const DIALOGS_STEPS: Record<string, string> = {
  'holiday.due': 'Have a holiday under way or starting soon (Holidays page), and let its request answer',
  'holiday.none': 'Have no holiday near, and let its request answer',
  'holiday.closed': 'Press OK in the holiday reminder',
  'rating.due': 'Sign in as a customer user due for a rating, and let /review/showratepop answer',
  'rating.none': 'Have /review/showratepop say no',
  'rating.closed': 'Press "Not now" in the rating popup',
};

export const DIALOGS_REAL: Record<string, string> = {
  'signInDialogs.checking.both': 'signInDialogs.waiting',
  'signInDialogs.checking.rating': 'signInDialogs.waiting',
  'signInDialogs.checking.holiday': 'signInDialogs.waiting',
  'signInDialogs.checking.ratingQueued': 'signInDialogs.waiting',
  'signInDialogs.holidayOpen.ratingChecking': 'signInDialogs.showing',
  'signInDialogs.holidayOpen.ratingQueued': 'signInDialogs.showing',
  'signInDialogs.holidayOpen.alone': 'signInDialogs.showing',
  'signInDialogs.ratingOpen': 'signInDialogs.showing',
  'signInDialogs.done': 'signInDialogs.done',
};
