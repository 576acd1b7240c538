/** The rating popup (spec §4 NPS): asks a customer to score the service once a project is due for it. */
import { createMachine } from 'xstate';

export const rateModel = createMachine({
  id: 'ratePopup',
  initial: 'checkingFlag',
  states: {
    checkingFlag: { description: 'No popup yet: the browser checks whether it was answered before', on: { 'flag.stored': 'hidden.flagStored', 'flag.absent': 'asking' } },
    asking: { description: 'No popup yet: the server is asked whether to show it', on: { 'server.ask': 'open.empty', 'server.noAsk': 'hidden.notAsked', 'server.unreachable': 'hidden.failed' } },
    open: {
      initial: 'empty',
      states: {
        empty: { description: 'The popup asks "How likely are you to recommend us to a colleague?" for the project; no score chosen', on: { submit: 'scoreRequired', 'score.chosen': 'scored' } },
        scoreRequired: { description: '"Choose a score from 0 to 10" shows', on: { 'score.chosen': 'scored' } },
        scored: { description: 'The chosen score is marked; no error', on: { submit: '#ratePopup.submitting' } },
        refused: { description: 'The server\'s message shows; the score and comment are kept', on: { submit: '#ratePopup.submitting' } },
      },
      on: { notNow: 'postponing', close: 'closed' },
    },
    submitting: { description: 'The rating is being sent', on: { 'server.accepted': 'submitted', 'server.refused': 'open.refused' } },
    postponing: { description: 'The popup closes; "Not now" is being sent', on: { 'server.postponed': 'postponed', 'server.unreachable': 'postponedOffline' } },
    submitted: { description: '"Thank you for your feedback"; the popup is closed', on: { 'page.reloaded': 'reloaded' } },
    postponed: { description: 'The popup is closed until later', on: { 'page.reloaded': 'reloaded' } },
    postponedOffline: { description: 'The popup is closed (the failed "Not now" is only logged)', on: { 'page.reloaded': 'reloaded' } },
    closed: { description: 'The popup is closed without an answer', on: { 'page.reloaded': 'reasked' } },
    reasked: { description: 'After the reload the server is asked again' },
    reloaded: { description: 'After the reload no popup shows: this browser answered' },
    hidden: {
      initial: 'flagStored',
      states: {
        flagStored: { description: 'No popup: this browser answered before' },
        notAsked: { description: 'No popup: the server does not ask now' },
        failed: { description: 'No popup: the server could not be asked (only logged)' },
      },
    },
  },
});

export const RATE_STEPS: Record<string, string> = {
  'flag.stored': 'Start with a browser that answered the popup before',
  'flag.absent': 'Start with a fresh browser',
  'server.ask': 'Sign in as a customer user who has never rated and sees a completed project (a new user of Summit Builders, Denver Headquarters), and let the server answer',
  'server.noAsk': 'Sign in as a customer who rated lately (customeradmin@example.com), and let the server answer',
  'server.unreachable': 'Make the request fail (offline)',
  'score.chosen': 'Choose 9',
  submit: 'Type a comment and press Submit',
  'server.accepted': 'Let the server accept the rating',
  'server.refused': 'Have the server refuse the rating (a score outside 0–10 in the request)',
  'server.postponed': 'Let the server answer',
  notNow: 'Press "Not now"',
  close: 'Close the popup',
  'page.reloaded': 'Reload the page',
};

export const RATE_REAL: Record<string, string> = {
  'ratePopup.checkingFlag': 'ratePopup.checkingFlag',
  'ratePopup.asking': 'ratePopup.asking',
  'ratePopup.open.empty': 'ratePopup.open',
  'ratePopup.open.scoreRequired': 'ratePopup.open',
  'ratePopup.open.scored': 'ratePopup.open',
  'ratePopup.open.refused': 'ratePopup.open',
  'ratePopup.submitting': 'ratePopup.submitting',
  'ratePopup.postponing': 'ratePopup.postponing',
  'ratePopup.submitted': 'ratePopup.submitted',
  'ratePopup.postponed': 'ratePopup.postponed',
  'ratePopup.postponedOffline': 'ratePopup.postponed',
  'ratePopup.closed': 'ratePopup.closed',
  'ratePopup.reasked': 'ratePopup.asking',
  'ratePopup.reloaded': 'ratePopup.hidden',
  'ratePopup.hidden.flagStored': 'ratePopup.hidden',
  'ratePopup.hidden.notAsked': 'ratePopup.hidden',
  'ratePopup.hidden.failed': 'ratePopup.hidden',
};
