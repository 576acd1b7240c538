/**
 * The optional filter fields of list, report and option requests (zod only): an id or a day, where
 * null, absent (and for a day, '') mean "not filtered". Apart from ./fields.ts so that the screens'
 * form chunks, which load that, do not carry them.
 */
import { z } from 'zod/mini';
import { isDay } from '../day';

/** An optional id (a filter, or a link a body may leave out): null or absent is `undefined`. */
export const filterId = (what: string) =>
  z.pipe(
    z.optional(z.nullable(z.number({ error: `${what} must be an id` }).check(z.int(`${what} must be an id`), z.gte(1, `${what} must be an id`), z.lte(2_147_483_647, `${what} must be an id`)))),
    z.transform((value: number | null | undefined) => value ?? undefined),
  );

/** An optional day filter (YYYY-MM-DD); null, absent or blank means no filter. */
export const filterDay = (what: string) =>
  z
    .pipe(z.optional(z.nullable(z.string({ error: `${what} must be a date in the form YYYY-MM-DD` }))), z.transform((value: string | null | undefined) => value?.trim() || undefined))
    .check(z.refine((value) => value === undefined || isDay(value), `${what} must be a date in the form YYYY-MM-DD`));
