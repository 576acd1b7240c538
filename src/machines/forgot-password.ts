/**
 * The forgot-password flow of spec §4: request a code by email, verify it (four digits, countdown,
 * resend), then set a new password with the short-lived reset token the verified code gives.
 *
 * The three steps are three routes. One actor serves the whole flow (the screens share it, see
 * src/features/auth/forgot-password-flow.ts), so the reset token stays in memory between verify and
 * reset and never touches the URL or storage. A screen opened directly starts a new actor at its own
 * step from the URL (`input.step`); the reset step without a token lands in `resetUnavailable`, which
 * says so and links back to the start.
 */
import { assign, sendTo, setup, stopChild, type ActorRefFrom } from 'xstate';
import {
  AUTH_STATUS,
  type CheckmailAnswer,
  type CheckmailPayload,
  type CodeAnswer,
  type CodePayload,
  type Envelope,
  type ResendPayload,
  type ResetPayload,
} from '../domain/auth-contract';
import { confirmPassword, encodeField, forgotEmail, newPassword, validate, verificationCode, type FieldErrors } from '../domain/validation';
import { messagesOf, outputOf, TEXTS, type Notice } from './auth-texts';
import { CODE_EDITING, EMPTY_DIGITS, encodeCode, pasteCode, setDigit, type Digits } from './code-entry';
import { countdownMachine } from './countdown';
import { countdownAtZero, type CodeEntryEvent } from './two-factor';
import { providedAtTheEdge } from './edge-actor';

export type ForgotField = 'email' | 'newPassword' | 'confirmPassword';

export type ForgotPasswordEvent =
  | { type: 'field.changed'; field: ForgotField; value: string }
  | { type: 'form.submitted' }
  | CodeEntryEvent;

export type ForgotStep = 'request' | 'verify' | 'reset';

export interface ForgotPasswordInput {
  step: ForgotStep;
  email?: string;
  customerId?: string;
}

export interface ForgotPasswordContext {
  /** The step the actor was started at, from the route it was opened on. */
  start: ForgotStep;
  email: string;
  customerId: string;
  values: Record<ForgotField, string>;
  errors: FieldErrors<ForgotField>;
  digits: Digits;
  /** "Verification code is required" after an incomplete submit. */
  codeError: string | null;
  resetToken: string | null;
  countdown: ActorRefFrom<typeof countdownMachine> | null;
}

const requestChecks = { email: forgotEmail };

function resetErrors(values: Record<ForgotField, string>): FieldErrors<ForgotField> {
  const errors: FieldErrors<ForgotField> = validate(values, { newPassword });
  const confirmation = confirmPassword(values.newPassword, values.confirmPassword);
  if (confirmation) errors.confirmPassword = confirmation;
  return errors;
}

const noticeFailed = (body: string): Notice => ({ severity: 'error', body });

export const forgotPasswordMachine = setup({
  types: {
    context: {} as ForgotPasswordContext,
    events: {} as ForgotPasswordEvent,
    input: {} as ForgotPasswordInput,
  },
  actors: {
    countdown: countdownMachine,
    checkMail: providedAtTheEdge<CheckmailAnswer, CheckmailPayload>('checkMail'),
    checkCode: providedAtTheEdge<CodeAnswer, CodePayload>('checkCode'),
    resendCode: providedAtTheEdge<Envelope, ResendPayload>('resendCode'),
    resetPassword: providedAtTheEdge<Envelope, ResetPayload>('resetPassword'),
  },
  guards: {
    'starts at verify': ({ context }) => context.start === 'verify' && context.email !== '' && context.customerId !== '',
    'starts at reset': ({ context }) => context.start === 'reset',
    'has reset token': ({ context }) => context.resetToken !== null,
    'email given': ({ context }) => Object.keys(validate(context.values, requestChecks)).length === 0,
    'passwords valid': ({ context }) => Object.keys(resetErrors(context.values)).length === 0,
    'all four digits': ({ context }) => verificationCode(context.digits) === null,
    'countdown at zero': ({ context }) => context.countdown !== null && countdownAtZero(context.countdown),
    'answered 200': ({ event }) => outputOf<Envelope<unknown>>(event)?.status === AUTH_STATUS.ok,
    'code verified': ({ event }) => {
      const answer = outputOf<CodeAnswer>(event);
      return answer?.status === AUTH_STATUS.ok && typeof answer.data === 'string' && answer.data !== '';
    },
  },
  actions: {
    'change field': assign(({ context, event }) => {
      if (event.type !== 'field.changed') return {};
      // Errors clear on the next edit of their field (spec §5).
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    'show request errors': assign({ errors: ({ context }) => validate(context.values, requestChecks) }),
    'show reset errors': assign({ errors: ({ context }) => resetErrors(context.values) }),
    'keep address': assign(({ context, event }) => ({
      email: context.values.email.trim(),
      customerId: String(outputOf<CheckmailAnswer>(event)?.customer_id ?? ''),
    })),
    'change digit': assign(({ context, event }) =>
      event.type === 'digit.changed' ? { digits: setDigit(context.digits, event.index, event.value), codeError: null } : {},
    ),
    'paste code': assign(({ event }) => (event.type === 'code.pasted' ? { digits: pasteCode(event.code), codeError: null } : {})),
    'require code': assign({ codeError: () => verificationCode([]) }),
    'clear digits': assign({ digits: EMPTY_DIGITS, codeError: null }),
    'start countdown': assign({ countdown: ({ spawn }) => spawn('countdown', { id: 'countdown', input: {} }) }),
    'stop countdown': stopChild('countdown'),
    'forget countdown': assign({ countdown: null }),
    'restart countdown': sendTo('countdown', { type: 'countdown.restart' }),
    'keep reset token': assign({ resetToken: ({ event }) => outputOf<CodeAnswer>(event)?.data ?? null }),
    'forget reset token': assign({ resetToken: null }),
    /** Toasts are shown by the edge (src/ui/toaster); tests watch this action. */
    notify: (_, _notice: Notice) => {},
  },
}).createMachine({
  id: 'forgotPassword',
  context: ({ input }) => ({
      start: input.step,
      email: input.email ?? '',
      customerId: input.customerId ?? '',
      values: { email: input.email ?? '', newPassword: '', confirmPassword: '' },
      errors: {},
      digits: EMPTY_DIGITS,
      codeError: null,
      resetToken: null,
      countdown: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'starts at verify', target: 'verify' },
        { guard: 'starts at reset', target: 'resetUnavailable' },
        { target: 'request' },
      ],
    },
    request: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.changed': { actions: 'change field' },
            'form.submitted': [{ guard: 'email given', target: 'sending' }, { actions: 'show request errors' }],
          },
        },
        sending: {
          invoke: {
            src: 'checkMail',
            input: ({ context }) => ({ email: context.values.email.trim() }),
            onDone: [
              {
                guard: 'answered 200',
                target: '#forgotPassword.verify',
                actions: [
                  'keep address',
                  { type: 'notify', params: ({ context }) => ({ severity: 'success', body: TEXTS.forgotOk(context.values.email.trim()) }) },
                ],
              },
              { target: 'editing', actions: { type: 'notify', params: ({ event }) => noticeFailed(TEXTS.forgotFailed(messagesOf(event.output))) } },
            ],
            onError: { target: 'editing', actions: { type: 'notify', params: noticeFailed(TEXTS.forgotUnreachable) } },
          },
        },
      },
    },
    verify: {
      entry: 'start countdown',
      exit: ['stop countdown', 'forget countdown'],
      initial: 'editing',
      states: {
        editing: CODE_EDITING,
        checking: {
          invoke: {
            src: 'checkCode',
            input: ({ context }) => ({ email: context.email, customerid: context.customerId, code: encodeCode(context.digits) }),
            onDone: [
              {
                guard: 'code verified',
                target: '#forgotPassword.reset',
                actions: ['keep reset token', { type: 'notify', params: { severity: 'success', body: TEXTS.verifyOk } }],
              },
              { target: 'editing', actions: { type: 'notify', params: ({ event }) => noticeFailed(TEXTS.verifyFailed(messagesOf(event.output))) } },
            ],
            onError: { target: 'editing', actions: { type: 'notify', params: noticeFailed(TEXTS.verifyUnreachable) } },
          },
        },
        resending: {
          invoke: {
            src: 'resendCode',
            input: ({ context }) => ({ email: context.email, customerid: context.customerId }),
            onDone: [
              {
                guard: 'answered 200',
                target: 'editing',
                actions: ['clear digits', 'restart countdown', { type: 'notify', params: { severity: 'success', body: TEXTS.resendOk } }],
              },
              { target: 'editing', actions: { type: 'notify', params: ({ event }) => noticeFailed(TEXTS.resendFailed(messagesOf(event.output))) } },
            ],
            onError: { target: 'editing', actions: { type: 'notify', params: noticeFailed(TEXTS.resendUnreachable) } },
          },
        },
      },
    },
    reset: {
      initial: 'editing',
      states: {
        editing: {
          on: {
            'field.changed': { actions: 'change field' },
            'form.submitted': [{ guard: 'passwords valid', target: 'saving' }, { actions: 'show reset errors' }],
          },
        },
        saving: {
          invoke: {
            src: 'resetPassword',
            input: ({ context }) => ({
              email: context.email,
              password: encodeField(context.values.newPassword),
              confirmpassword: encodeField(context.values.confirmPassword),
              token: context.resetToken ?? '',
            }),
            onDone: [
              {
                guard: 'answered 200',
                target: '#forgotPassword.done',
                actions: ['forget reset token', { type: 'notify', params: { severity: 'success', body: TEXTS.resetOk } }],
              },
              { target: 'editing', actions: { type: 'notify', params: ({ event }) => noticeFailed(TEXTS.resetFailed(messagesOf(event.output))) } },
            ],
            onError: { target: 'editing', actions: { type: 'notify', params: noticeFailed(TEXTS.resetUnreachable) } },
          },
        },
      },
    },
    /** The reset page opened without a verified code: nothing to reset with. */
    resetUnavailable: {},
    /** Password changed: the screen goes to /login. */
    done: { type: 'final' },
  },
});
