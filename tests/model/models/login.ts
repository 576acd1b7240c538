/**
 * The login screen (/login): what a user does and what the server answers, as events; what the user
 * sees, as states (their `description` is the screen a tester must see). `LOGIN_REAL` names the state
 * of the real machine (src/machines/login.ts) each model state stands for.
 */
import { createMachine } from 'xstate';

export const loginModel = createMachine({
  id: 'login',
  initial: 'loadingCaptcha',
  states: {
    loadingCaptcha: {
      description: 'The login form without a captcha image, Login disabled: the captcha is loading',
      on: { 'captcha.served': 'ready', 'captcha.unreachable': 'captchaUnavailable' },
    },
    captchaUnavailable: { description: 'Under the captcha: "Could not load the captcha. Use "Reload Captcha" to try again."' },
    ready: {
      description: 'The captcha image shows, "Remember me" is unticked, no error shows, Login is enabled',
      on: {
        'captcha.reload': 'loadingCaptcha',
        'rememberMe.ticked': 'remembered',
        'submit.blank': 'invalid',
        'submit.admin': 'submitting.admin',
        'submit.wrongPassword': 'submitting.wrongPassword',
        'submit.wrongCaptcha': 'submitting.wrongCaptcha',
        'submit.expiredAccount': 'submitting.expiredAccount',
        'submit.twoFactorAccount': 'submitting.twoFactorAccount',
      },
    },
    remembered: { description: '"Remember me" is ticked (and stays ticked after a reload)', on: { 'rememberMe.unticked': 'ready' } },
    invalid: { description: 'Each empty field shows that it is required', on: { 'fields.filled': 'ready' } },
    submitting: {
      initial: 'admin',
      states: {
        admin: {
          description: 'The button reads "Please Wait..." and is disabled',
          on: { 'server.answered': '#login.signedIn', 'server.unreachable': '#login.unreachable' },
        },
        wrongPassword: { description: 'The button reads "Please Wait..." and is disabled', on: { 'server.answered': '#login.rejected' } },
        wrongCaptcha: { description: 'The button reads "Please Wait..." and is disabled', on: { 'server.answered': '#login.captchaRejected' } },
        expiredAccount: { description: 'The button reads "Please Wait..." and is disabled', on: { 'server.answered': '#login.passwordChange' } },
        twoFactorAccount: { description: 'The button reads "Please Wait..." and is disabled', on: { 'server.answered': '#login.twoFactor' } },
      },
    },
    captchaRejected: {
      description: '"Invalid Captcha" shows, the captcha field is emptied and a new captcha is loading',
      on: { 'captcha.served': 'captchaRenewed' },
    },
    captchaRenewed: { description: 'A new captcha image shows, "Invalid Captcha" still shows' },
    rejected: { description: 'The server\'s message ("Invalid email or password") shows in an alert; the page stays on /login' },
    unreachable: { description: '"Something went wrong" shows; the page stays on /login' },
    signedIn: { type: 'final', description: 'The dashboard (/) opens' },
    passwordChange: { type: 'final', description: 'The forgot-password page (/forgot-password) opens to set a new password' },
    twoFactor: { type: 'final', description: 'The code page (/otpVerification/<email>/<customer id>) opens' },
  },
});

/** What a tester does for each event of the login model. */
export const LOGIN_STEPS: Record<string, string> = {
  'captcha.served': 'Let the captcha request (GET /api/auth/captcha) answer',
  'captcha.unreachable': 'Make the captcha request fail (offline)',
  'captcha.reload': 'Press "Reload Captcha"',
  'rememberMe.ticked': 'Tick "Remember me"',
  'rememberMe.unticked': 'Untick "Remember me"',
  'submit.blank': 'Leave every field empty and press Login',
  'fields.filled': 'Fill in admin@example.com, the demo password and the captcha',
  'submit.admin': 'Sign in as admin@example.com with the demo password and the right captcha',
  'submit.wrongPassword': 'Sign in as admin@example.com with a wrong password',
  'submit.wrongCaptcha': 'Sign in as admin@example.com with a wrong captcha',
  'submit.expiredAccount': 'Sign in as expired@example.com (its password has expired)',
  'submit.twoFactorAccount': 'Sign in as ops@example.com (it signs in with a mailed code)',
  'server.answered': 'Let the server answer',
  'server.unreachable': 'Make the request fail (offline)',
};

/**
 * The real machine's first state, left at once: for a page that came with its captcha (/login opened
 * by its address, ADR 0135) to the form, else to loading one. The model starts in the app, where the
 * form loads its captcha; tests/e2e/prerender.test.ts covers the page that carries one.
 */
export const LOGIN_TRANSIENT = ['login.start'] as const;

/** Model state id → the real login machine's state id. */
export const LOGIN_REAL: Record<string, string> = {
  'login.loadingCaptcha': 'login.loadingCaptcha',
  'login.captchaUnavailable': 'login.editing',
  'login.ready': 'login.editing',
  'login.remembered': 'login.editing',
  'login.invalid': 'login.editing',
  'login.submitting.admin': 'login.submitting',
  'login.submitting.wrongPassword': 'login.submitting',
  'login.submitting.wrongCaptcha': 'login.submitting',
  'login.submitting.expiredAccount': 'login.submitting',
  'login.submitting.twoFactorAccount': 'login.submitting',
  'login.captchaRejected': 'login.loadingCaptcha',
  'login.captchaRenewed': 'login.editing',
  'login.rejected': 'login.editing',
  'login.unreachable': 'login.editing',
  'login.signedIn': 'login.signedIn',
  'login.passwordChange': 'login.passwordChange',
  'login.twoFactor': 'login.twoFactor',
};
