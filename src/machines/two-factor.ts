/**
 * The two-factor screen of spec §2.4/§4: four digits, a code check whose 200 answer carries the
 * token in `data`, and a resend that is open only once the countdown child reaches zero.
 */
import { assign, sendTo, setup, type ActorRefFrom } from 'xstate';
import { AUTH_STATUS, type CodeAnswer, type CodePayload, type Envelope, type ResendPayload } from '../domain/auth-contract';
import { verificationCode } from '../domain/validation';
import { messagesOf, outputOf, SOMETHING_WENT_WRONG, TEXTS, TWO_FACTOR_OK, type Notice } from './auth-texts';
import { CODE_EDITING, EMPTY_DIGITS, encodeCode, pasteCode, setDigit, type Digits } from './code-entry';
import { countdownMachine } from './countdown';
import { providedAtTheEdge } from './edge-actor';

export type CodeEntryEvent =
  | { type: 'digit.changed'; index: number; value: string }
  | { type: 'code.pasted'; code: string }
  | { type: 'code.submitted' }
  | { type: 'code.resend' };

export type TwoFactorEvent = CodeEntryEvent;

export interface TwoFactorInput {
  email: string;
  customerId: string;
}

export interface TwoFactorOutput {
  token: string;
}

export interface TwoFactorContext extends TwoFactorInput {
  digits: Digits;
  /** "Verification code is required" after an incomplete submit. */
  error: string | null;
  /** The server's messages after a refused code. */
  messages: string | null;
  token: string | null;
  countdown: ActorRefFrom<typeof countdownMachine>;
}

/** Resend is open only at zero (spec §4). Reads the child's own state: it is the one clock. */
export const countdownAtZero = (countdown: ActorRefFrom<typeof countdownMachine>): boolean =>
  countdown.getSnapshot().matches('expired');

export const twoFactorMachine = setup({
  types: {
    context: {} as TwoFactorContext,
    events: {} as TwoFactorEvent,
    input: {} as TwoFactorInput,
    output: {} as TwoFactorOutput,
  },
  actors: {
    countdown: countdownMachine,
    checkCode: providedAtTheEdge<CodeAnswer, CodePayload>('checkCode'),
    resendCode: providedAtTheEdge<Envelope, ResendPayload>('resendCode'),
  },
  guards: {
    'all four digits': ({ context }) => verificationCode(context.digits) === null,
    'countdown at zero': ({ context }) => countdownAtZero(context.countdown),
    'code accepted': ({ event }) => {
      const answer = outputOf<CodeAnswer>(event);
      return answer?.status === AUTH_STATUS.ok && typeof answer.data === 'string' && answer.data !== '';
    },
    'code sent': ({ event }) => outputOf<Envelope>(event)?.status === AUTH_STATUS.ok,
  },
  actions: {
    'change digit': assign(({ context, event }) =>
      event.type === 'digit.changed' ? { digits: setDigit(context.digits, event.index, event.value), error: null, messages: null } : {},
    ),
    'paste code': assign(({ event }) => (event.type === 'code.pasted' ? { digits: pasteCode(event.code), error: null, messages: null } : {})),
    'require code': assign({ error: () => verificationCode([]) }),
    'forget messages': assign({ messages: null }),
    'keep token': assign({ token: ({ event }) => outputOf<CodeAnswer>(event)?.data ?? null }),
    'show server messages': assign({ messages: ({ event }) => messagesOf(outputOf<CodeAnswer>(event) ?? { messages: '' }) }),
    'show network failure': assign({ messages: SOMETHING_WENT_WRONG }),
    'clear digits': assign({ digits: EMPTY_DIGITS, error: null, messages: null }),
    'restart countdown': sendTo(({ context }) => context.countdown, { type: 'countdown.restart' }),
    /** Toasts are shown by the edge (src/ui/toaster); tests watch this action. */
    notify: (_, _notice: Notice) => {},
  },
}).createMachine({
  id: 'twoFactor',
  context: ({ input, spawn }) => ({
    email: input.email,
    customerId: input.customerId,
    digits: EMPTY_DIGITS,
    error: null,
    messages: null,
    token: null,
    countdown: spawn('countdown', { id: 'countdown', input: {} }),
  }),
  initial: 'editing',
  output: ({ context }) => ({ token: context.token ?? '' }),
  states: {
    editing: CODE_EDITING,
    checking: {
      entry: 'forget messages',
      invoke: {
        src: 'checkCode',
        input: ({ context }) => ({ email: context.email, customerid: context.customerId, code: encodeCode(context.digits) }),
        onDone: [
          {
            guard: 'code accepted',
            target: 'signedIn',
            actions: ['keep token', { type: 'notify', params: { severity: 'success', body: TWO_FACTOR_OK } }],
          },
          { target: 'editing', actions: 'show server messages' },
        ],
        onError: { target: 'editing', actions: 'show network failure' },
      },
    },
    resending: {
      invoke: {
        src: 'resendCode',
        input: ({ context }) => ({ email: context.email, customerid: context.customerId }),
        onDone: [
          {
            guard: 'code sent',
            target: 'editing',
            actions: ['clear digits', 'restart countdown', { type: 'notify', params: { severity: 'success', body: TEXTS.resendOk } }],
          },
          {
            target: 'editing',
            actions: {
              type: 'notify',
              params: ({ event }) => ({ severity: 'error', body: TEXTS.resendFailed(messagesOf(event.output)) }),
            },
          },
        ],
        onError: { target: 'editing', actions: { type: 'notify', params: { severity: 'error', body: TEXTS.resendUnreachable } } },
      },
    },
    signedIn: { type: 'final' },
  },
});
