/**
 * The optional filters of list, report and option requests: an id or a day, where null, absent (and
 * for a day, '') mean "not filtered".
 */
import { z } from 'zod';
import { isDay } from '../../src/domain/day';

const MAX_ID = 2_147_483_647;

/** An optional id filter; null or absent means no filter. */
export const filterId = (what: string) =>
  z
    .number({ error: `${what} must be an id` })
    .int(`${what} must be an id`)
    .positive(`${what} must be an id`)
    .max(MAX_ID, `${what} must be an id`)
    .nullable()
    .optional()
    .transform((value) => value ?? undefined);

/** An optional day filter (YYYY-MM-DD); null, absent or blank means no filter. */
export const filterDay = (what: string) =>
  z
    .string({ error: `${what} must be a date in the form YYYY-MM-DD` })
    .nullable()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine((value) => value === undefined || isDay(value), `${what} must be a date in the form YYYY-MM-DD`);
