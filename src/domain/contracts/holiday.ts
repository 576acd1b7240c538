/** A holiday as a create or update sends it (spec §3, §7.2): name, first and last day, the reminder message. */
import { z } from 'zod/mini';
import { requiredText, type RefinementCtx } from './fields';

export const HOLIDAY_FIELD_MESSAGES = {
  nameRequired: 'Holiday name is required',
  messageRequired: 'Message is required',
  toBeforeFrom: 'The end date must be on or after the start date',
} as const;

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date `YYYY-MM-DD` (years 1900–2999). */
function dateField(field: string) {
  const message = `${field} must be a date in the form YYYY-MM-DD`;
  return z
    .pipe(z.string({ error: `${field} is required` }), z.transform((value: string) => value.trim()))
    .check(
      z.refine((value) => {
      const match = DATE_PATTERN.exec(value);
      if (!match) return false;
      const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
      if (year < 1900 || year > 2999) return false;
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
      }, message),
      z.describe('YYYY-MM-DD'),
    );
}

export const holidayFields = {
  holiday_name: requiredText(200, 'Holiday name', HOLIDAY_FIELD_MESSAGES.nameRequired),
  holiday_from: dateField('holiday_from'),
  holiday_to: dateField('holiday_to'),
  message: requiredText(2000, 'Message', HOLIDAY_FIELD_MESSAGES.messageRequired),
};

/** The last day is on or after the first (date strings compare as dates, spec §3). */
export function toOnOrAfterFrom(body: { holiday_from: string; holiday_to: string }, ctx: RefinementCtx) {
  if (body.holiday_from > body.holiday_to) ctx.addIssue({ code: 'custom', path: ['holiday_to'], message: HOLIDAY_FIELD_MESSAGES.toBeforeFrom });
}

export const holidayContract = z.object(holidayFields).check(z.superRefine(toOnOrAfterFrom));
