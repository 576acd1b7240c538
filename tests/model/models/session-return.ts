/**
 * The session's return path (issue 14: deep links survive sign-in): where the user opens the app and
 * what they do are events; where sign-in lands them is each state's description.
 */
import { createMachine } from 'xstate';

/** The shell address every deep link of the model opens (query and hash travel with it). */
export const DEEP_LINK = '/holidays?page=2#list';
export const OTP_PAGE = '/otpVerification/ops%40example.com/7';

export const returnModel = createMachine({
  id: 'session',
  initial: 'checking',
  states: {
    checking: { description: 'A blank page while the stored session is read', on: { 'opened.deepLink': 'signedOut.withReturn', 'opened.login': 'signedOut.noReturn', 'opened.withToken': 'signedIn.restored' } },
    signedOut: {
      initial: 'noReturn',
      states: {
        noReturn: { description: 'The login page, with nowhere to return to', on: { 'shellPage.opened': 'withReturn', 'signIn.submitted': '#session.signedIn.landedHome' } },
        withReturn: { description: 'The login page; the address that sent the user here is kept', on: { 'twoFactor.reached': 'atTwoFactor', 'signIn.submitted': '#session.signedIn.landedOnReturn' } },
        /** The 206 step between the password and the token: a public page that must not replace the return path. */
        atTwoFactor: { description: 'The two-factor code page; the kept address stays', on: { 'signIn.submitted': '#session.signedIn.landedOnReturn' } },
      },
    },
    signedIn: {
      initial: 'restored',
      states: {
        restored: { description: 'The deep-linked page opens at once (a stored session)' },
        landedHome: { description: 'The dashboard (/) opens' },
        landedOnReturn: { description: 'The deep-linked page opens, with its query and hash' },
      },
      on: { 'logout.clicked': 'loggedOut', 'token.refused': 'signedOut.withReturn' },
    },
    loggedOut: { description: 'The login page; the kept address is forgotten', on: { 'signIn.submitted': 'signedIn.landedHome' } },
  },
});

export const RETURN_REAL: Record<string, string> = {
  'session.checking': 'session.checking.readingToken',
  'session.signedOut.noReturn': 'session.signedOut',
  'session.signedOut.withReturn': 'session.signedOut',
  'session.signedOut.atTwoFactor': 'session.signedOut',
  'session.signedIn.restored': 'session.signedIn',
  'session.signedIn.landedHome': 'session.signedIn',
  'session.signedIn.landedOnReturn': 'session.signedIn',
  'session.loggedOut': 'session.signedOut',
};

export const RETURN_STEPS: Record<string, string> = {
  'opened.deepLink': `Open ${DEEP_LINK} in a fresh browser`,
  'opened.login': 'Open /login in a fresh browser',
  'opened.withToken': `Open ${DEEP_LINK} in a browser that is signed in`,
  'shellPage.opened': 'While signed out, open a signed-in page (Back after logout, or type its address)',
  'twoFactor.reached': 'Sign in as ops@example.com (two-factor): the code page opens',
  'signIn.submitted': 'Sign in (or enter the emailed code)',
  'logout.clicked': 'Choose "Log out"',
  'token.refused': 'Have the server refuse the session while on the page (revoke it elsewhere)',
};

/** Real states the path only passes through within one answer. */
export const RETURN_TRANSIENT = ['session.checking.askingServer', 'session.checking.failed', 'session.loggingOut'];
