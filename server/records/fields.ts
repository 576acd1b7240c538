/**
 * Body fields the record routes share: required and optional text, the general email and phone
 * rules of spec §5, a record id, a status change and the `{ id, name }` option schema.
 */
import { z } from 'zod';
import { EMAIL_PATTERN, MESSAGES, PHONE_PATTERN } from '../../src/domain/validation';
import { objectBody } from '../validation';

export const STATUSES = ['active', 'inactive', 'pending'] as const;
export type Status = (typeof STATUSES)[number];

/** Trimmed text that must not be empty. */
export function requiredText(max: number, label: string) {
  return z
    .string({ error: MESSAGES.fieldRequired })
    .transform((value) => value.trim())
    .pipe(z.string().min(1, MESSAGES.fieldRequired).max(max, `${label} must be at most ${max} characters`));
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
export const StatusBody = objectBody({ status: statusField });

export const optionSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;
export const optionsSchema = { type: 'array', items: optionSchema } as const;
/** `{ id, name }` or null, for a linked record in an answer. */
export const linkSchema = { type: ['object', 'null'], required: ['id', 'name'], properties: optionSchema.properties } as const;

export interface Option {
  id: number;
  name: string;
}

/** A PostgreSQL foreign-key violation, as thrown by either driver. */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23503') return true;
  }
  return false;
}
