/**
 * Password hashing (argon2id, DESIGN §6a), the common-password refusal list, and the one set of
 * rules a new password meets wherever it is chosen (the reset of /resetpassword, the change of
 * /profile/changepassword).
 */
import { hash, verify } from '@node-rs/argon2';
import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, newPasswordRules, PASSWORD_TOO_LONG } from '../../src/domain/contracts/profile';
import { decodeField, MESSAGES, newPassword } from '../../src/domain/validation';

/** argon2id; at least 19 MiB and t=2 (OWASP). `Algorithm.Argon2id` is a const enum, hence the 2. */
const ARGON2_OPTIONS = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Verifies against the stored hash, or against a dummy one so unknown emails take as long. */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    dummyHash ??= hashPassword('not-a-real-password-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

/**
 * Among the most common passwords of public breach lists, the ones that pass the composition rule
 * of spec §5 (the rest are refused by it anyway), plus the portal's own obvious guesses.
 */
const COMMON_PASSWORDS = new Set(
  [
    'Password@123', 'Password@1', 'Password@12', 'Password@1234', 'Password#123', 'Password!123',
    'Password123!', 'Password1!', 'Password1@', 'Password1#', 'Password12!', 'Password123@',
    'P@ssw0rd', 'P@ssw0rd1', 'P@ssw0rd123', 'P@ssword1', 'P@ssword123', 'P@$$w0rd', 'Passw0rd!',
    'Passw0rd@', 'Pa$$w0rd', 'Pa$$word1', 'Admin@123', 'Admin@1234', 'Admin@12345', 'Admin123!',
    'Admin#123', 'Welcome@123', 'Welcome@1', 'Welcome1!', 'Welcome123!', 'Welcome@2024',
    'Welcome@2025', 'Welcome@2026', 'Qwerty@123', 'Qwerty123!', 'Qwerty@1', 'Abc@1234', 'Abc@12345',
    'Abcd@1234', 'Abcd@123', 'Abc123!@#', 'Test@123', 'Test@1234', 'Test123!', 'Hello@123',
    'Hello123!', 'India@123', 'Summer2024!', 'Summer2025!', 'Summer2026!', 'Winter2024!',
    'Winter2025!', 'Winter2026!', 'Spring2025!', 'Autumn2025!', 'Changeme1!', 'Changeme@123',
    'ChangeMe123!', 'Letmein1!', 'Letmein@123', 'Iloveyou1!', 'Monkey123!', 'Dragon123!',
    'Master@123', 'Sunshine1!', 'Football1!', 'Baseball1!', 'Superman1!', 'Batman@123',
    'Pass@123', 'Pass@1234', 'Pass@word1', 'User@123', 'User@1234', 'Login@123', 'Secret@123',
    'Company@123', 'Office@123', 'Portal@123', 'Portal@2024', 'Portal@2025', 'Portal@2026',
    'Customer@123', 'Support@123', 'Default@123', 'Temp@1234', 'Temp@123', 'Demo@1234', 'Guest@123',
    'Root@1234', 'Qwe@1234', 'Asdf@1234', 'Zaq1@wsx', 'Zaq12wsx!', '1qaz@WSX', '1qaz!QAZ',
    'Aa@123456', 'Aa123456!', 'A1b2c3d4!', 'Abc12345!', 'Password2024!', 'Password2025!',
    'Password2026!', 'Password@2024', 'Password@2025', 'Password@2026',
  ].map((p) => p.toLowerCase()),
);

/** Case-insensitive: "PASSWORD@123" is as guessable as "Password@123". */
export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS.has(password.toLowerCase());
}

export const PASSWORD_MESSAGES = {
  commonPassword: 'This password is too common. Please choose a less common one.',
  samePassword: 'The new password must differ from the current one',
  tooLong: PASSWORD_TOO_LONG,
} as const;

/** A password field, decoded (base64) and trimmed; '' passes here, `newPasswordIssues` gives the messages of spec §5. */
export const enteredPasswordField = z
  .string({ error: MESSAGES.fieldRequired })
  .max(1024, PASSWORD_MESSAGES.tooLong)
  .transform((raw, ctx) => {
    const decoded = decodeField(raw.trim());
    if (decoded === null) {
      ctx.addIssue({ code: 'custom', message: 'Password must be base64-encoded' });
      return z.NEVER;
    }
    return decoded.trim();
  });

/**
 * Adds every refusal of a new password and its confirmation at once (a field refusal would skip the
 * others): spec §5's rules, the common list, and, on a change, sameness with the current password.
 */
export function newPasswordIssues(body: { password: string; confirmpassword: string; current_password?: string }, ctx: z.RefinementCtx): void {
  newPasswordRules(body, ctx);
  if (newPassword(body.password) !== null) return;
  const refusal =
    body.password.length > MAX_PASSWORD_LENGTH
      ? PASSWORD_MESSAGES.tooLong
      : isCommonPassword(body.password)
        ? PASSWORD_MESSAGES.commonPassword
        : body.password === body.current_password
          ? PASSWORD_MESSAGES.samePassword
          : null;
  if (refusal) ctx.addIssue({ code: 'custom', path: ['password'], message: refusal });
}
