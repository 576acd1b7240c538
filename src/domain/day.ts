/**
 * The one day type of the app: a calendar day `YYYY-MM-DD` (UTC, no time) of the years 1900–2999.
 * Every date a request carries (calendar ranges, filters, due dates, analytics periods) is checked
 * with `isDay` before it reaches a query, so a day PostgreSQL cannot store (year 0, 10000-01-01) or
 * one that does not exist (2026-02-30) is a 400 with the field's message, never a 500.
 */

/** A `YYYY-MM-DD` string that `isDay` accepted. */
export type Day = string;

export const FIRST_DAY: Day = '1900-01-01';
export const LAST_DAY: Day = '2999-12-31';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day `YYYY-MM-DD` between FIRST_DAY and LAST_DAY. */
export function isDay(value: string): value is Day {
  const match = DAY_PATTERN.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || year > 2999) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The message of a field that is not a day. */
export function dayMessage(field: string): string {
  return `${field} must be a date in the form YYYY-MM-DD`;
}
