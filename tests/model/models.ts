/**
 * The test models of the login, two-factor and forgot-password flows: what a user does and what the
 * server answers, as events, and what the user sees, as states. Each model state names the state of
 * the real machine it stands for (`REAL`), so the generated paths drive and check the real machines
 * (tests/model) and the real screens (tests/e2e/paths*.test.ts) alike.
 *
 * Timers are explicit events here (`countdown.expired`): test models cannot take `after` transitions,
 * so the runners move a simulated clock (vitest) or the page's clock (browser) when it happens.
 */
import { createMachine } from 'xstate';

export const loginModel = createMachine({
  id: 'login',
  initial: 'loadingCaptcha',
  states: {
    loadingCaptcha: { on: { 'captcha.served': 'ready', 'captcha.unreachable': 'captchaUnavailable' } },
    captchaUnavailable: {},
    ready: {
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
    remembered: { on: { 'rememberMe.unticked': 'ready' } },
    invalid: { on: { 'fields.filled': 'ready' } },
    submitting: {
      initial: 'admin',
      states: {
        admin: { on: { 'server.answered': '#login.signedIn', 'server.unreachable': '#login.unreachable' } },
        wrongPassword: { on: { 'server.answered': '#login.rejected' } },
        wrongCaptcha: { on: { 'server.answered': '#login.captchaRejected' } },
        expiredAccount: { on: { 'server.answered': '#login.passwordChange' } },
        twoFactorAccount: { on: { 'server.answered': '#login.twoFactor' } },
      },
    },
    captchaRejected: { on: { 'captcha.served': 'captchaRenewed' } },
    captchaRenewed: {},
    rejected: {},
    unreachable: {},
    signedIn: { type: 'final' },
    passwordChange: { type: 'final' },
    twoFactor: { type: 'final' },
  },
});

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

/** The code step both code machines share: type, submit, wait for zero, resend. */
function codeStates(onAccepted: string) {
  return {
    counting: {
      on: {
        'code.typedRight': 'filledRight',
        'code.pastedRight': 'filledRight',
        'code.typedWrong': 'filledWrong',
        'countdown.expired': 'expired',
      },
    },
    filledRight: { on: { 'code.submitted': 'checkingRight' } },
    filledWrong: { on: { 'code.submitted': 'checkingWrong' } },
    checkingRight: { on: { 'server.answered': onAccepted } },
    checkingWrong: { on: { 'server.answered': 'rejected', 'server.unreachable': 'unreachable' } },
    rejected: {},
    unreachable: {},
    expired: { on: { 'code.resend': 'resending' } },
    resending: { on: { 'server.answered': 'resent', 'server.refused': 'resendRefused' } },
    resent: {},
    resendRefused: {},
  };
}

export const twoFactorModel = createMachine({
  id: 'twoFactor',
  initial: 'counting',
  states: { ...codeStates('#twoFactor.signedIn'), signedIn: { type: 'final' } },
});

const codeReal = (machine: string, prefix: string): Record<string, string> => ({
  [`${prefix}.counting`]: `${machine}.editing`,
  [`${prefix}.filledRight`]: `${machine}.editing`,
  [`${prefix}.filledWrong`]: `${machine}.editing`,
  [`${prefix}.checkingRight`]: `${machine}.checking`,
  [`${prefix}.checkingWrong`]: `${machine}.checking`,
  [`${prefix}.rejected`]: `${machine}.editing`,
  [`${prefix}.unreachable`]: `${machine}.editing`,
  [`${prefix}.expired`]: `${machine}.editing`,
  [`${prefix}.resending`]: `${machine}.resending`,
  [`${prefix}.resent`]: `${machine}.editing`,
  [`${prefix}.resendRefused`]: `${machine}.editing`,
});

export const TWO_FACTOR_REAL: Record<string, string> = {
  ...codeReal('twoFactor', 'twoFactor'),
  'twoFactor.signedIn': 'twoFactor.signedIn',
};

export const forgotPasswordModel = createMachine({
  id: 'forgotPassword',
  initial: 'request',
  states: {
    request: {
      initial: 'editing',
      states: {
        editing: { on: { 'submit.blank': 'invalid', 'submit.email': 'sending', 'resetPage.opened': '#forgotPassword.unavailable' } },
        invalid: { on: { 'email.typed': 'editing' } },
        sending: { on: { 'server.answered': '#forgotPassword.verify', 'server.unreachable': 'failed' } },
        failed: {},
      },
    },
    verify: { initial: 'counting', states: codeStates('#forgotPassword.reset') },
    reset: {
      initial: 'editing',
      states: {
        editing: { on: { 'submit.blank': 'blank', 'submit.weak': 'weak', 'submit.mismatch': 'mismatch', 'submit.strong': 'saving' } },
        blank: {},
        weak: {},
        mismatch: {},
        saving: { on: { 'server.answered': '#forgotPassword.done' } },
      },
    },
    unavailable: {},
    done: { type: 'final' },
  },
});

export const FORGOT_PASSWORD_REAL: Record<string, string> = {
  'forgotPassword.request.editing': 'forgotPassword.request.editing',
  'forgotPassword.request.invalid': 'forgotPassword.request.editing',
  'forgotPassword.request.sending': 'forgotPassword.request.sending',
  'forgotPassword.request.failed': 'forgotPassword.request.editing',
  ...codeReal('forgotPassword.verify', 'forgotPassword.verify'),
  'forgotPassword.reset.editing': 'forgotPassword.reset.editing',
  'forgotPassword.reset.blank': 'forgotPassword.reset.editing',
  'forgotPassword.reset.weak': 'forgotPassword.reset.editing',
  'forgotPassword.reset.mismatch': 'forgotPassword.reset.editing',
  'forgotPassword.reset.saving': 'forgotPassword.reset.saving',
  'forgotPassword.unavailable': 'forgotPassword.resetUnavailable',
  'forgotPassword.done': 'forgotPassword.done',
};

/** Real states a flow only passes through (eventless transitions): no path can rest there. */
export const TRANSIENT_REAL = ['forgotPassword.starting'];
