/**
 * The login form of spec §2.4/§4/§5: fields, captcha, remember-me preference, and the sign-in call
 * whose answer status decides where the user goes next (200 home, 205 forced reset, 206 two-factor).
 */
import { assign, setup } from 'xstate';
import { AUTH_STATUS, type CaptchaData, type CheckinAnswer, type CheckinPayload } from '../domain/auth-contract';
import { encodeField, loginEmail, loginPassword, MESSAGES, validate, type FieldErrors } from '../domain/validation';
import { CAPTCHA_REQUIRED, CAPTCHA_UNAVAILABLE, messagesOf, outputOf, SOMETHING_WENT_WRONG } from './auth-texts';
import { providedAtTheEdge } from './edge-actor';

export type LoginField = 'email' | 'password' | 'captcha';

export type LoginEvent =
  | { type: 'field.changed'; field: LoginField; value: string }
  | { type: 'rememberMe.toggled'; checked: boolean }
  | { type: 'captcha.reload' }
  | { type: 'form.submitted' };

export interface LoginInput {
  /** The stored remember-me preference. */
  rememberMe: boolean;
  /** The captcha the page came with (ADR 0135); without one, the form loads one first. */
  captcha?: CaptchaData | null;
}

/** Where a finished login leads: the screen navigates by it. */
export type LoginOutput =
  | { outcome: 'signedIn'; token: string; remember: boolean }
  | { outcome: 'passwordChange' }
  | { outcome: 'twoFactor'; email: string; customerId: string };

export interface LoginContext {
  values: Record<LoginField, string>;
  errors: FieldErrors<LoginField>;
  rememberMe: boolean;
  captcha: CaptchaData | null;
  /** Shown beside the captcha when it could not be loaded. */
  captchaError: string | null;
  /** The server's messages, shown under the form. */
  messages: string | null;
  outcome: LoginOutput | null;
}

const checks = {
  email: loginEmail,
  password: loginPassword,
  captcha: (value: string) => (value.trim() === '' ? CAPTCHA_REQUIRED : null),
};

export function checkinPayload(context: LoginContext): CheckinPayload {
  return {
    email: encodeField(context.values.email.trim()),
    password: encodeField(context.values.password.trim()),
    remeber_me: context.rememberMe,
    captcha_id: context.captcha?.id ?? '',
    captcha: context.values.captcha.trim(),
  };
}

export const loginMachine = setup({
  types: {
    context: {} as LoginContext,
    events: {} as LoginEvent,
    input: {} as LoginInput,
    output: {} as LoginOutput | null,
  },
  actors: {
    loadCaptcha: providedAtTheEdge<CaptchaData>('loadCaptcha'),
    checkin: providedAtTheEdge<CheckinAnswer, CheckinPayload>('checkin'),
  },
  guards: {
    'captcha given': ({ context }) => context.captcha !== null,
    'form is valid': ({ context }) => Object.keys(validate(context.values, checks)).length === 0,
    'signed in': ({ event }) => answerOf(event)?.status === AUTH_STATUS.ok && Boolean(answerOf(event)?.token),
    'password change required': ({ event }) => answerOf(event)?.status === AUTH_STATUS.passwordChange,
    'two-factor required': ({ event }) => answerOf(event)?.status === AUTH_STATUS.twoFactor,
    'captcha rejected': ({ event }) => answerOf(event)?.messages === MESSAGES.invalidCaptcha,
  },
  actions: {
    'change field': assign(({ context, event }) => {
      if (event.type !== 'field.changed') return {};
      // Errors clear on the next edit of their field (spec §5).
      const { [event.field]: _cleared, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    'toggle remember me': assign({
      rememberMe: ({ context, event }) => (event.type === 'rememberMe.toggled' ? event.checked : context.rememberMe),
    }),
    /** The edge stores the preference when ticked and removes it when unticked (spec §4). */
    'store remember-me preference': (_, _params: { remember: boolean }) => {},
    'show field errors': assign({ errors: ({ context }) => validate(context.values, checks) }),
    'forget messages': assign({ messages: null }),
    'keep captcha': assign({ captcha: ({ event }) => outputOf<CaptchaData>(event) ?? null, captchaError: null }),
    'note captcha unavailable': assign({ captcha: null, captchaError: CAPTCHA_UNAVAILABLE }),
    'show server messages': assign({ messages: ({ event }) => messagesOf(answerOf(event) ?? { messages: '' }) }),
    'show network failure': assign({ messages: SOMETHING_WENT_WRONG }),
    'clear captcha field': assign({ values: ({ context }) => ({ ...context.values, captcha: '' }) }),
    'keep sign-in': assign({
      outcome: ({ context, event }) => ({ outcome: 'signedIn' as const, token: answerOf(event)?.token ?? '', remember: context.rememberMe }),
    }),
    'keep password change': assign({ outcome: { outcome: 'passwordChange' as const } }),
    'keep two-factor': assign({
      outcome: ({ context, event }) => ({
        outcome: 'twoFactor' as const,
        email: context.values.email.trim(),
        customerId: String(answerOf(event)?.customer_id ?? ''),
      }),
    }),
  },
}).createMachine({
  id: 'login',
  context: ({ input }) => ({
    values: { email: '', password: '', captcha: '' },
    errors: {},
    rememberMe: input.rememberMe,
    captcha: input.captcha ?? null,
    captchaError: null,
    messages: null,
    outcome: null,
  }),
  initial: 'start',
  output: ({ context }) => context.outcome,
  states: {
    start: {
      always: [{ guard: 'captcha given', target: 'editing' }, { target: 'loadingCaptcha' }],
    },
    loadingCaptcha: {
      invoke: {
        src: 'loadCaptcha',
        onDone: { target: 'editing', actions: 'keep captcha' },
        onError: { target: 'editing', actions: 'note captcha unavailable' },
      },
      on: {
        'field.changed': { actions: 'change field' },
        'rememberMe.toggled': { actions: ['toggle remember me', { type: 'store remember-me preference', params: ({ event }) => ({ remember: event.checked }) }] },
      },
    },
    editing: {
      on: {
        'field.changed': { actions: 'change field' },
        'rememberMe.toggled': { actions: ['toggle remember me', { type: 'store remember-me preference', params: ({ event }) => ({ remember: event.checked }) }] },
        'captcha.reload': { target: 'loadingCaptcha', actions: 'clear captcha field' },
        'form.submitted': [
          { guard: 'form is valid', target: 'submitting' },
          { actions: 'show field errors' },
        ],
      },
    },
    submitting: {
      entry: 'forget messages',
      invoke: {
        src: 'checkin',
        input: ({ context }) => checkinPayload(context),
        onDone: [
          { guard: 'signed in', target: 'signedIn', actions: 'keep sign-in' },
          { guard: 'password change required', target: 'passwordChange', actions: 'keep password change' },
          { guard: 'two-factor required', target: 'twoFactor', actions: 'keep two-factor' },
          // A mismatch voids the captcha on the server, so a new one is loaded (spec §5).
          { guard: 'captcha rejected', target: 'loadingCaptcha', actions: ['show server messages', 'clear captcha field'] },
          { target: 'editing', actions: 'show server messages' },
        ],
        onError: { target: 'editing', actions: 'show network failure' },
      },
    },
    signedIn: { type: 'final' },
    passwordChange: { type: 'final' },
    twoFactor: { type: 'final' },
  },
});

const answerOf = (event: { type: string }) => outputOf<CheckinAnswer>(event);
