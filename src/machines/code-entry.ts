/** The four-box verification code shared by the two-factor and verify-email machines (spec §2.4, §5). */
import { CODE_LENGTH, encodeField } from '../domain/validation';

export type Digits = readonly string[];

export const EMPTY_DIGITS: Digits = Object.freeze(Array.from({ length: CODE_LENGTH }, () => ''));

/** Puts the last digit typed into box `index`; anything that is not a digit empties the box. */
export function setDigit(digits: Digits, index: number, value: string): Digits {
  if (!Number.isInteger(index) || index < 0 || index >= CODE_LENGTH) return digits;
  const digit = value.replace(/\D/g, '').slice(-1);
  return digits.map((current, i) => (i === index ? digit : current));
}

/** Spreads a pasted code over the boxes from the first; non-digits are dropped. */
export function pasteCode(code: string): Digits {
  const pasted = code.replace(/\D/g, '').slice(0, CODE_LENGTH);
  return EMPTY_DIGITS.map((_, i) => pasted[i] ?? '');
}

/** The four digits joined and encoded, as the code-check payloads carry them (spec §3). */
export function encodeCode(digits: Digits): string {
  return encodeField(digits.join(''));
}

/**
 * The code entry's editing state, the same in two-factor and forgot-password: digits and paste, submit
 * (all four digits first) and resend (only at zero). The machines name the actions and guards alike.
 */
export const CODE_EDITING = {
  on: {
    'digit.changed': { actions: 'change digit' },
    'code.pasted': { actions: 'paste code' },
    'code.submitted': [{ guard: 'all four digits', target: 'checking' }, { actions: 'require code' }],
    'code.resend': { guard: 'countdown at zero', target: 'resending' },
  },
} as const;
