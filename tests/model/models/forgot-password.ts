/** The forgot-password flow (/forgot-password): request a code, verify it, set a new password. */
import { createMachine } from 'xstate';
import { codeReal, CODE_STEPS, codeStates } from './code-step';

const SAVING = 'The button reads "Please Wait..." and is disabled';

export const forgotPasswordModel = createMachine({
  id: 'forgotPassword',
  initial: 'request',
  states: {
    request: {
      initial: 'editing',
      states: {
        editing: {
          description: 'The email form with Send enabled and no error',
          on: { 'submit.blank': 'invalid', 'submit.email': 'sending', 'resetPage.opened': '#forgotPassword.unavailable' },
        },
        invalid: { description: '"Email is required" shows', on: { 'email.typed': 'editing' } },
        sending: { description: SAVING, on: { 'server.answered': '#forgotPassword.verify', 'server.unreachable': 'failed' } },
        failed: { description: '"Failed to sent verification code" shows' },
      },
    },
    verify: { initial: 'counting', states: codeStates('#forgotPassword.reset') },
    reset: {
      initial: 'editing',
      states: {
        editing: {
          description: 'The new-password form (/forgot-password/reset-password/<email>) with "Email verified successfully"',
          on: { 'submit.blank': 'blank', 'submit.weak': 'weak', 'submit.mismatch': 'mismatch', 'submit.strong': 'saving' },
        },
        blank: { description: '"This field is required" under New Password' },
        weak: { description: 'The password rule shows under New Password' },
        mismatch: { description: '"Password doesn\'t match" under Confirm Password' },
        saving: { description: SAVING, on: { 'server.answered': '#forgotPassword.done' } },
      },
    },
    unavailable: { description: 'The reset page says it needs a verified code, with a link "Request a verification code"' },
    done: { type: 'final', description: 'The login page opens with "Password changed successfully"' },
  },
});

export const FORGOT_PASSWORD_STEPS: Record<string, string> = {
  ...CODE_STEPS,
  'submit.blank': 'Leave the fields empty and submit the form',
  'email.typed': 'Type user@example.com',
  'submit.email': 'Type the account\'s email and press Send',
  'resetPage.opened': 'Open /forgot-password/reset-password/<email> directly, without a verified code',
  'submit.weak': 'Type "weakpass" twice and press "Reset password"',
  'submit.mismatch': 'Type a strong password, confirm it with another, press "Reset password"',
  'submit.strong': 'Type a strong password twice (e.g. Brighter#Days42) and press "Reset password"',
};

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

/** Real states the flow only passes through (eventless transitions): no path can rest there. */
export const FORGOT_PASSWORD_TRANSIENT = ['forgotPassword.starting'];
