/**
 * The validation rules and messages of spec §5, shared by the screens and the server.
 * Each check returns the message to show at the field, or null when the value passes.
 */
export const MESSAGES = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
  invalidCaptcha: 'Invalid Captcha',
  codeRequired: 'Verification code is required',
  fieldRequired: 'This field is required',
  passwordRule:
    'Password should be at least 8 characters in length and should include at least one upper case letter, one number, and one special character',
  passwordMismatch: "Password doesn't match",
  invalidEmail: 'Please Enter a valid email',
  /** General rules of spec §5, which gives no message for them. */
  invalidPhone: 'Please enter a valid phone number: an optional + and country code, then 10 digits',
  passwordGeneralRule: 'Password must be 8 to 20 characters with an upper-case letter, a lower-case letter, a number and a special character',
  invalidWebsite: 'Please enter a valid website, e.g. www.example.com',
  invalidDecimal: 'Please enter a valid number with at most 3 decimals',
  negativeAmount: 'Please enter an amount of 0 or more',
} as const;

export const CAPTCHA_LENGTH = 6;
export const CODE_LENGTH = 4;
/** Seconds before a code may be sent again (spec §9: 1 minute 30 seconds). */
export const RESEND_SECONDS = 90;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Reset rule: at least 8 characters with an upper-case letter, a number and a special character. */
export const RESET_PASSWORD_PATTERN = /^(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,}$/;
/** General rule: 8 to 20 characters with upper, lower, digit and special character. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z0-9]).{8,20}$/;
/** Optional + and a 1-3 digit country code, then exactly 10 digits. */
export const PHONE_PATTERN = /^(\+?\d{1,3})?\d{10}$/;
/** Optional sign, digits, up to 3 decimals. */
export const DECIMAL_PATTERN = /^[+-]?\d+(\.\d{1,3})?$/;
/** Optional scheme and www, a domain with a 2-6 letter top-level domain, optional path and query. */
export const WEBSITE_PATTERN = /^(https?:\/\/)?(www\.)?([a-z0-9-]+\.)+[a-z]{2,6}(\/[^\s?#]*)?(\?[^\s#]*)?$/i;
export const CAPTCHA_PATTERN = /^[A-Za-z0-9]{6}$/;
export const CODE_PATTERN = /^\d{4}$/;

type Check = (value: string) => string | null;

export const required =
  (message: string = MESSAGES.fieldRequired): Check =>
  (value) =>
    value.trim() === '' ? message : null;

export const loginEmail: Check = (value) => required(MESSAGES.emailRequired)(value);
export const loginPassword: Check = (value) => required(MESSAGES.passwordRequired)(value);
export const forgotEmail: Check = (value) => required(MESSAGES.emailRequired)(value);

/** Reset screen: the new password. */
export const newPassword: Check = (value) =>
  value === '' ? MESSAGES.fieldRequired : RESET_PASSWORD_PATTERN.test(value) ? null : MESSAGES.passwordRule;

/** Reset screen: the confirmation, checked only once the new password is valid. */
export function confirmPassword(password: string, confirmation: string): string | null {
  if (newPassword(password) !== null) return null;
  if (confirmation === '') return MESSAGES.fieldRequired;
  return confirmation === password ? null : MESSAGES.passwordMismatch;
}

/** Two-factor and verify screens: all four digits are required. */
export function verificationCode(digits: readonly string[]): string | null {
  return digits.length === CODE_LENGTH && digits.every((d) => /^\d$/.test(d)) ? null : MESSAGES.codeRequired;
}

export const email: Check = (value) => (EMAIL_PATTERN.test(value.trim()) ? null : MESSAGES.invalidEmail);
export const isValidPassword = (value: string): boolean => PASSWORD_PATTERN.test(value);
/** Optional phone (general rule): empty passes, anything else must match. */
export const optionalPhone: Check = (value) => (value.trim() === '' || PHONE_PATTERN.test(value.trim()) ? null : MESSAGES.invalidPhone);
/** Optional email (general rule): empty passes. */
export const optionalEmail: Check = (value) => (value.trim() === '' ? null : email(value));
/** Optional website (general rule): empty passes. */
export const optionalWebsite: Check = (value) => (value.trim() === '' || WEBSITE_PATTERN.test(value.trim()) ? null : MESSAGES.invalidWebsite);
/** A new account's password (general rule). */
export const accountPassword: Check = (value) => (value === '' ? MESSAGES.fieldRequired : PASSWORD_PATTERN.test(value) ? null : MESSAGES.passwordGeneralRule);
export const isValidPhone = (value: string): boolean => PHONE_PATTERN.test(value);
export const isValidDecimal = (value: string): boolean => DECIMAL_PATTERN.test(value);
/** A money amount (e.g. a price): required, the decimal rule, and not negative. */
export const amount: Check = (value) => {
  const trimmed = value.trim();
  if (trimmed === '') return MESSAGES.fieldRequired;
  if (!DECIMAL_PATTERN.test(trimmed)) return MESSAGES.invalidDecimal;
  return Number(trimmed) < 0 ? MESSAGES.negativeAmount : null;
};
export const isValidWebsite = (value: string): boolean => WEBSITE_PATTERN.test(value);
/** A text counts as valid when it has at least 10 letters. */
export const isValidText = (value: string): boolean => (value.match(/\p{L}/gu)?.length ?? 0) >= 10;

/** Errors of a form, by field name; absent fields have none. */
export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** Runs one check per field and keeps the failures. */
export function validate<Field extends string>(
  values: Record<Field, string>,
  checks: Partial<Record<Field, Check>>,
): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const field of Object.keys(checks) as Field[]) {
    const message = checks[field]?.(values[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Login payload fields are base64-encoded UTF-8 (DESIGN §5). Works in the browser and in Node. */
export function encodeField(value: string): string {
  const bytes = new TextEncoder().encode(value);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function decodeField(value: string): string | null {
  try {
    const binary = atob(value);
    const bytes = Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * Text PostgreSQL cannot store as sent: a NUL character (refused by every text and jsonb column) or
 * an unpaired UTF-16 surrogate (which UTF-8 cannot encode, so it would be stored changed).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value);
}

/** The message of a field whose text cannot be stored. */
export function unstorableTextMessage(field: string): string {
  return `${field} contains a character that cannot be saved (a NUL character or a broken Unicode character)`;
}
