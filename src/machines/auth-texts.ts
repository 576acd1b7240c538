/** The sign-in flows' toast and error texts, word for word from spec §8 (typos included). */
import type { Envelope } from '../domain/auth-contract';

export type Severity = 'success' | 'warning' | 'error' | 'info';

/** What a machine asks the edge to show as a toast. */
export interface Notice {
  severity: Severity;
  body: string;
}

export const SOMETHING_WENT_WRONG = 'Something went wrong';

/** Not in the spec: the two-factor success toast and the captcha fallbacks. */
export const TWO_FACTOR_OK = 'Code verified successfully';
export const CAPTCHA_REQUIRED = 'Captcha is required';
export const CAPTCHA_UNAVAILABLE = 'Could not load the captcha. Use "Reload Captcha" to try again.';

export const TEXTS = {
  resendOk: 'Verification code has been sent',
  resendFailed: (messages: string) => `Failed to re resend verification code, ${messages}`,
  resendUnreachable: 'Failed to re resend verification code',
  verifyOk: 'Email verified successfully',
  verifyFailed: (messages: string) => `Failed to verify the Email, ${messages}`,
  verifyUnreachable: 'Failed to verify the Email',
  forgotOk: (email: string) => `Verfication code has been sent to ${email} successfully`,
  forgotFailed: (messages: string) => `Failed to sent verification code ${messages}`,
  forgotUnreachable: 'Failed to sent verification code',
  resetOk: 'Password changed successfully',
  resetFailed: (messages: string) => `Failed change password, ${messages}`,
  resetUnreachable: 'Failed change password',
} as const;

/** The answer's messages, or the generic fallback when the server sent none. */
export function messagesOf(answer: Pick<Envelope<unknown>, 'messages'>): string {
  return answer.messages?.trim() ? answer.messages : SOMETHING_WENT_WRONG;
}

/** The output of an actor's done event, read by named guards and actions that serve several events. */
export function outputOf<T>(event: { type: string }): T | undefined {
  return 'output' in event ? (event.output as T) : undefined;
}
