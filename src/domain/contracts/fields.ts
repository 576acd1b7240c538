/**
 * The field builders every record contract is made of (zod only, shared by the server's body schemas
 * and the screens' forms): required and optional text, the general email and phone rules of spec §5,
 * a record id, a status, a price.
 */
import { z } from 'zod/mini';
import { amount, EMAIL_PATTERN, MESSAGES, PHONE_PATTERN } from '../validation';

export const STATUSES = ['active', 'inactive', 'pending'] as const;
export type Status = (typeof STATUSES)[number];

/** Any zod schema, classic (the server's own) or mini (the contracts): what a contract is built of. */
export type Schema = z.core.$ZodType;
export type RefinementCtx = z.core.$RefinementCtx;

/** Inside a transform: the value is refused with `message` (zod/mini's transform has no `addIssue`). */
export function refuse(ctx: z.core.ParsePayload, message: string): never {
  ctx.issues.push({ code: 'custom', message, input: ctx.value });
  return z.NEVER;
}

/** `text` trimmed, then checked by `then`. */
export function trimmedThen<Then extends z.core.$ZodType<unknown, string>>(text: z.ZodMiniString, then: Then) {
  return z.pipe(z.pipe(text, z.transform((value: string) => value.trim())), then);
}

/** Absent or null becomes null. */
export function orNull<Out>(schema: z.core.$ZodType<Out, Out>) {
  return z.pipe(z.nullish(schema), z.transform((value: Out | null | undefined) => value ?? null));
}

/** Null becomes '' (a text column that is never null). */
export function orEmpty(text: z.core.$ZodType<string | null, string | null | undefined>) {
  return z.pipe(text, z.transform((value: string | null) => value ?? ''));
}

/** A whole number from 1 to PostgreSQL's largest integer; `message` for anything else. */
export function positiveId(message: string) {
  return z.number({ error: message }).check(z.int(message), z.gte(1, message), z.lte(2_147_483_647, message));
}

/** Optional text checked against a pattern (after `normalise`); '' and null mean "none". */
export function optionalMatching(pattern: RegExp, message: string, max: number, normalise: (value: string) => string = (value) => value) {
  return z
    .pipe(
      z.nullish(z.string({ error: message }).check(z.maxLength(max, message))),
      z.transform((value: string | null | undefined) => (value?.trim() ? normalise(value.trim()) : null)),
    )
    .check(z.refine((value) => value === null || pattern.test(value), message));
}

/** Trimmed text that must not be empty; `requiredMessage` replaces "This field is required". */
export function requiredText(max: number, label: string, requiredMessage: string = MESSAGES.fieldRequired) {
  return trimmedThen(z.string({ error: requiredMessage }), z.string().check(z.minLength(1, requiredMessage), z.maxLength(max, `${label} must be at most ${max} characters`)));
}

/** Trimmed text; empty or absent becomes null. */
export function optionalText(max: number, label: string) {
  return z.pipe(
    z.nullish(z.string({ error: `${label} must be text` }).check(z.maxLength(max, `${label} must be at most ${max} characters`))),
    z.transform((value: string | null | undefined) => value?.trim() || null),
  );
}

/** An email (general rule), stored lower-case. */
export const requiredEmail = z.pipe(
  z.pipe(z.string({ error: MESSAGES.fieldRequired }), z.transform((value: string) => value.trim().toLowerCase())),
  z.string().check(z.minLength(1, MESSAGES.fieldRequired), z.maxLength(254, MESSAGES.invalidEmail), z.regex(EMAIL_PATTERN, MESSAGES.invalidEmail)),
);

export const optionalEmail = optionalMatching(EMAIL_PATTERN, MESSAGES.invalidEmail, 254, (value) => value.toLowerCase());

/** A phone number (general rule); empty or absent is null. */
export const optionalPhone = optionalMatching(PHONE_PATTERN, MESSAGES.invalidPhone, 20);

/** A record id in a body; `required` makes absence "This field is required". */
export function idField(label: string) {
  return positiveId(`${label} must be a record id`);
}
export function requiredId(label: string) {
  return z.pipe(z.number({ error: MESSAGES.fieldRequired }), idField(label));
}
/** An optional link: absent or null means none. */
export function optionalId(label: string) {
  return orNull(idField(label));
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
  .pipe(z.union([z.string(), z.number()], { error: MESSAGES.invalidDecimal }), z.transform((raw: string | number, ctx) => {
    const value = typeof raw === 'number' ? (Number.isFinite(raw) ? String(raw) : 'NaN') : raw.trim();
    const problem = amount(value) ?? (Number(value) > MAX_PRICE ? PRICE_TOO_LARGE : null);
    if (problem) return refuse(ctx, problem);
    return value.replace(/^\+/, '');
  }))
  .check(z.describe('US dollars, e.g. "450.00" or 9.125: digits with up to 3 decimals, 0 or more'));
