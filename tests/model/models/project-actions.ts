/** The project view's action dialog (issue 5): choose an action, fill its form, confirm, see the outcome. */
import { createMachine } from 'xstate';

export const actionsModel = createMachine({
  id: 'projectActions',
  initial: 'idle',
  states: {
    idle: {
      initial: 'start',
      states: {
        start: {
          description: 'The project view with its action buttons; no dialog',
          on: {
            'user.chooseAccept': '#projectActions.confirming.ready',
            'user.chooseReopen': '#projectActions.confirming.blank',
            'user.chooseUnoffered': 'ignored',
          },
        },
        ignored: { description: 'No dialog opens: the action is not offered' },
        cancelled: { description: 'The dialog is closed; nothing was sent' },
        dismissed: { description: 'The outcome is closed; the view shows the project as it is now' },
      },
    },
    confirming: {
      initial: 'blank',
      states: {
        ready: { description: 'A dialog asks to confirm the action (no fields)', on: { 'user.confirm': '#projectActions.sending', 'user.cancel': '#projectActions.idle.cancelled' } },
        blank: { description: 'A dialog with an empty Reason field', on: { 'user.confirm': 'incomplete', 'user.fill': 'filled', 'user.cancel': '#projectActions.idle.cancelled' } },
        incomplete: { description: '"Reason is required" shows under Reason', on: { 'user.fill': 'filled' } },
        filled: { description: 'The reason is typed; no error', on: { 'user.confirm': '#projectActions.sending' } },
        rejected: { description: 'The server\'s message shows at the field; what was typed stays', on: { 'user.confirm': '#projectActions.sending' } },
        unreachable: { description: 'No answer came: the general "Something went wrong" shows; the dialog stays open' },
      },
    },
    sending: {
      description: 'The dialog\'s confirm button is busy',
      on: {
        'server.ok': 'done',
        'server.conflict': 'refused.conflict',
        'server.forbidden': 'refused.forbidden',
        'server.invalid': 'confirming.rejected',
        'server.unreachable': 'confirming.unreachable',
      },
    },
    done: { description: '"Project updated successfully" shows', on: { 'user.dismiss': 'idle.dismissed' } },
    refused: {
      initial: 'conflict',
      states: {
        conflict: { description: 'The server\'s refusal shows (the project changed meanwhile); the view reloads', on: { 'user.dismiss': '#projectActions.idle.dismissed' } },
        forbidden: { description: 'The server\'s refusal shows (not allowed for this account); the view reloads' },
      },
    },
  },
});

export const ACTIONS_STEPS: Record<string, string> = {
  'user.chooseAccept': 'Press "Accept"',
  'user.chooseReopen': 'Press "Request Reopen"',
  'user.chooseUnoffered': 'Try an action the project does not offer',
  'user.confirm': 'Press the dialog\'s confirm button',
  'user.fill': 'Type a reason',
  'user.cancel': 'Press Cancel',
  'user.dismiss': 'Close the message',
  'server.ok': 'Let the server accept',
  'server.conflict': 'Change the project elsewhere first, so the server answers 409',
  'server.forbidden': 'Send it with an account without the right (the customer\'s: Accept is the provider\'s), so the server answers 403',
  'server.invalid': 'Send what the server refuses (400), e.g. a request with project id 0',
  'server.unreachable': 'Make the request fail (offline)',
};

export const ACTIONS_REAL: Record<string, string> = {
  'projectActions.idle.start': 'projectActions.idle',
  'projectActions.idle.ignored': 'projectActions.idle',
  'projectActions.idle.cancelled': 'projectActions.idle',
  'projectActions.idle.dismissed': 'projectActions.idle',
  'projectActions.confirming.ready': 'projectActions.confirming',
  'projectActions.confirming.blank': 'projectActions.confirming',
  'projectActions.confirming.incomplete': 'projectActions.confirming',
  'projectActions.confirming.filled': 'projectActions.confirming',
  'projectActions.confirming.rejected': 'projectActions.confirming',
  'projectActions.confirming.unreachable': 'projectActions.confirming',
  'projectActions.sending': 'projectActions.sending',
  'projectActions.done': 'projectActions.done',
  'projectActions.refused.conflict': 'projectActions.refused',
  'projectActions.refused.forbidden': 'projectActions.refused',
};
