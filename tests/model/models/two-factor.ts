/** The two-factor code page (/otpVerification/<email>/<customer id>), reached by signing in as ops@example.com. */
import { createMachine } from 'xstate';
import { codeReal, codeStates } from './code-step';

export const twoFactorModel = createMachine({
  id: 'twoFactor',
  initial: 'counting',
  states: { ...codeStates('#twoFactor.signedIn'), signedIn: { type: 'final', description: 'The dashboard (/) opens with a success message' } },
});

export const TWO_FACTOR_REAL: Record<string, string> = {
  ...codeReal('twoFactor', 'twoFactor'),
  'twoFactor.signedIn': 'twoFactor.signedIn',
};
