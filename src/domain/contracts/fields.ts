/**
 * The field builders every record contract is made of (zod only, shared by the server's body schemas
 * and the screens' forms): required and optional text, the general email and phone rules of spec §5,
 * a record id, a status, a price.
 */
import { z } from 'zod';
import { amount, EMAIL_PATTERN, MESSAGES, PHONE_PATTERN } from '../validation';

export const STATUSES = ['active', 'inactive', 'pending'] as const;
export type Status = (typeof STATUSES)[number];

/** Trimmed text that must not be empty; `requiredMessage` replaces "This field is required". */
export function requiredText(max: number, label: string, requiredMessage: string = MESSAGES.fieldRequired) {
  return z
    .string({ error: requiredMessage })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, requiredMessage).max(max, `${label} must be at most ${max} characters`));
}

/** Trimmed text; empty or absent becomes null. */
export function optionalText(max: number, label: string) {
  return z
    .string({ error: `${label} must be text` })
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value?.trim() || null);
}

/** An email (general rule), stored lower-case. */
export const requiredEmail = z
  .string({ error: MESSAGES.fieldRequired })
  .transform((value) => value.trim().toLowerCase())
  .pipe(z.string().min(1, MESSAGES.fieldRequired).max(254, MESSAGES.invalidEmail).regex(EMAIL_PATTERN, MESSAGES.invalidEmail));

export const optionalEmail = z
  .string({ error: MESSAGES.invalidEmail })
  .max(254, MESSAGES.invalidEmail)
  .nullish()
  .transform((value) => value?.trim().toLowerCase() || null)
  .refine((value) => value === null || EMAIL_PATTERN.test(value), MESSAGES.invalidEmail);

/** A phone number (general rule); empty or absent is null. */
export const optionalPhone = z
  .string({ error: MESSAGES.invalidPhone })
  .max(20, MESSAGES.invalidPhone)
  .nullish()
  .transform((value) => value?.trim() || null)
  .refine((value) => value === null || PHONE_PATTERN.test(value), MESSAGES.invalidPhone);

/** A record id in a body; `required` makes absence "This field is required". */
export function idField(label: string) {
  return z
    .number({ error: `${label} must be a record id` })
    .int(`${label} must be a record id`)
    .min(1, `${label} must be a record id`)
    .max(2_147_483_647, `${label} must be a record id`);
}
export function requiredId(label: string) {
  return z.number({ error: MESSAGES.fieldRequired }).pipe(idField(label));
}
/** An optional link: absent or null means none. */
export function optionalId(label: string) {
  return idField(label)
    .nullish()
    .transform((value) => value ?? null);
}

export const statusField = z.enum(STATUSES, { error: 'status must be one of active, inactive, pending' });

/** The largest price a numeric(12, 3) column holds. */
export const MAX_PRICE = 999_999_999.999;
export const PRICE_TOO_LARGE = 'Price must be at most 999,999,999.999';

/**
 * A price in US dollars as a number or a decimal string: required, at most 3 decimals, not negative
 * (spec §5 decimal rule), within the column; answered as the decimal string to store.
 */
export const priceField = z
  .union([z.string(), z.number()], { error: MESSAGES.invalidDecimal })
  .transform((raw, ctx) => {
    const value = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : 'NaN') : raw.trim();
    const problem = amount(value) ?? (Number(value) > MAX_PRICE ? PRICE_TOO_LARGE : null);
    if (problem) {
      ctx.addIssue({ code: 'custom', message: problem });
      return z.NEVER;
    }
    return value.replace(/^\+/, '');
  })
  .describe('US dollars, e.g. "450.00" or 9.125: digits with up to 3 decimals, 0 or more');

/**
 * A record as the gateway answers it to the screens (types only, nothing of zod reaches the bundle):
 * `id`, the contract's fields as the contract outputs them (always answered; absence is not answered,
 * null stays), less those named in `Unanswered` (answered otherwise, e.g. a link id as the linked
 * record, or not at all, e.g. a password), and what it answers beyond or otherwise than the contract
 * (`Beyond`: counts, links, a status, the stamps a screen reads, a field answered as another type),
 * with its `revision`.
 */
export type AnsweredRecord<Contract extends z.ZodType, Beyond extends object = Record<never, never>, Unanswered extends keyof z.output<Contract> = never> = { id: string; revision: number } & {
  [K in Exclude<keyof z.output<Contract>, keyof Beyond | Unanswered>]-?: Exclude<z.output<Contract>[K], undefined>;
} & Beyond;
