/** The session (spec §4): a stored token checked on start, sign-in, logout (even without an answer) and expiry. */
import { createMachine } from 'xstate';

export const sessionModel = createMachine({
  id: 'session',
  initial: 'readingToken',
  states: {
    readingToken: {
      description: 'A blank page while the stored session is read',
      on: { 'token.found': 'askingServer', 'token.none': 'signedOut.sentToLogin', 'token.noneOnPublicPage': 'signedOut.stayed' },
    },
    askingServer: {
      description: 'A blank page while the server checks the stored session',
      on: { 'server.user': 'signedIn', 'server.refused': 'signedOut.sentToLogin', 'server.unreachable': 'signedOut.sentToLogin' },
    },
    signedIn: { description: 'The app shows the signed-in user\'s name and menu', on: { 'user.logout': 'loggingOut', 'session.expired': 'signedOut.expired' } },
    loggingOut: {
      description: 'Logging out',
      on: { 'server.answered': 'signedOut.loggedOut', 'server.unreachable': 'signedOut.loggedOut', 'logout.timedOut': 'signedOut.loggedOut' },
    },
    signedOut: {
      initial: 'sentToLogin',
      states: {
        sentToLogin: { description: 'The login page opens', on: { 'user.signedIn': '#session.askingServer' } },
        stayed: { description: 'The public page stays open (no redirect)', on: { 'page.needsSession': 'sentToLogin' } },
        expired: { description: 'The login page opens; the stored session is gone' },
        loggedOut: { description: 'The login page opens; the stored session is gone', on: { 'page.needsSession': 'sentBack' } },
        sentBack: { description: 'Back to a signed-in page after logout: the login page opens again' },
      },
    },
  },
});

export const SESSION_STEPS: Record<string, string> = {
  'token.found': 'Open the app in a browser that signed in before',
  'token.none': 'Open a signed-in page (e.g. /) in a fresh browser',
  'token.noneOnPublicPage': 'Open /login in a fresh browser',
  'server.user': 'Let the server confirm the session',
  'server.refused': 'Have the server refuse the session (revoked)',
  'server.unreachable': 'Make the request fail (offline)',
  'user.logout': 'Choose "Log out"',
  'session.expired': 'Let the session expire (or revoke it elsewhere)',
  'server.answered': 'Let the server answer',
  'logout.timedOut': 'Keep the server from answering for 3 seconds',
  'user.signedIn': 'Sign in',
  'page.needsSession': 'Go Back to a signed-in page',
};

export const SESSION_REAL: Record<string, string> = {
  'session.readingToken': 'session.checking.readingToken',
  'session.askingServer': 'session.checking.askingServer',
  'session.signedIn': 'session.signedIn',
  'session.loggingOut': 'session.loggingOut',
  'session.signedOut.sentToLogin': 'session.signedOut',
  'session.signedOut.stayed': 'session.signedOut',
  'session.signedOut.expired': 'session.signedOut',
  'session.signedOut.loggedOut': 'session.signedOut',
  'session.signedOut.sentBack': 'session.signedOut',
};

/** Real states the session only passes through (eventless transitions). */
export const SESSION_TRANSIENT = ['session.checking.failed'];
