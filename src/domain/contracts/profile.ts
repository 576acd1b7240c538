/**
 * The signed-in user's own profile as /profile/update takes it (spec §7.11) and as the API answers
 * it, and the password change of /profile/changepassword with spec §5's new-password rules. The
 * server's bodies are built from these (it adds the revision, and its password fields decode base64,
 * spec §3); the profile screen's forms check them.
 */
import { z } from 'zod/mini';
import { reminderDaysField } from '../due-reminders';
import { confirmPassword, MESSAGES, newPassword } from '../validation';
import { optionalPhone, requiredText, type RefinementCtx, type Schema } from './fields';

export const profileContract = z.object({
  name: requiredText(100, 'Name'),
  phone: optionalPhone.check(z.describe('Optional: an optional + and a 1-3 digit country code, then 10 digits')),
  two_factor: z.boolean({ error: 'two_factor must be true or false' }),
  due_reminder_days: z.optional(reminderDaysField).check(z.describe('Working days before a due date to be reminded (0: never); left as it is when absent')),
});

/** The profile as the API answers it (the server's answer, the gateway's record). */
export interface ProfileAnswer {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  customer_id: number | null;
  customer: string | null;
  branch_id: number | null;
  branch: string | null;
  two_factor: boolean;
  due_reminder_days: number;
  image_uri: string | null;
  revision: number;
  updated_at: string;
}

/** The largest profile image, in bytes (2 MB): the server's limit and the screen's check. */
export const MAX_IMAGE_BYTES = 2 * 1024 * 1024;

export const MAX_PASSWORD_LENGTH = 128;
export const PASSWORD_TOO_LONG = 'Password is too long';

/** The fields of a password change, each `field`: the typed text on the form, decoded base64 on the server. */
export function passwordChangeFields<Field extends Schema & z.core.$ZodType<string, string>>(field: Field) {
  return { current_password: field, password: field, confirmpassword: field };
}

type PasswordChange = Record<keyof ReturnType<typeof passwordChangeFields>, string>;

/** Spec §5's rules of a new password and its confirmation, each at its field. */
export function newPasswordRules(body: Omit<PasswordChange, 'current_password'>, ctx: RefinementCtx): void {
  const passwordError = newPassword(body.password);
  if (passwordError) ctx.addIssue({ code: 'custom', path: ['password'], message: passwordError });
  const confirmError = confirmPassword(body.password, body.confirmpassword);
  if (confirmError) ctx.addIssue({ code: 'custom', path: ['confirmpassword'], message: confirmError });
}

/** The current password is required; the new one meets `rules` (the server's add the common list and sameness). */
export function passwordChangeRules(rules: (body: PasswordChange, ctx: RefinementCtx) => void = newPasswordRules) {
  return (body: PasswordChange, ctx: RefinementCtx): void => {
    if (body.current_password === '') ctx.addIssue({ code: 'custom', path: ['current_password'], message: MESSAGES.fieldRequired });
    rules(body, ctx);
  };
}

/** The password change as the form checks it: the typed text. */
export const passwordChangeContract = z.object(passwordChangeFields(z.string().check(z.maxLength(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG)))).check(z.superRefine(passwordChangeRules()));
