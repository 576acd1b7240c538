/**
 * Due-date arithmetic (spec §2.4, §9): Sundays, holidays, past days and today are blocked; helpers
 * shift a date by N days skipping blocked ones. Days are ISO `YYYY-MM-DD` strings and all arithmetic
 * is on UTC calendar days, so neither the browser's nor the server's time zone moves a date.
 * The server checks every due date with `isBlockedDay`; every picker and the calendar use the same.
 */

/** A holiday as stored: `from` to `to`, both included. */
export interface HolidayRange {
  from: string;
  to: string;
}

const DAY_MS = 86_400_000;
function toTime(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}
function fromTime(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Today in the given IANA time zone (the business runs on one calendar; the default is the runtime's). */
export function todayIn(now: Date = new Date(), timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** @example addDays('2026-12-31', 1) // '2027-01-01' */
export function addDays(day: string, n: number): string {
  return fromTime(toTime(day) + n * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekdayOf(day: string): number {
  return new Date(toTime(day)).getUTCDay();
}

export function isSunday(day: string): boolean {
  return weekdayOf(day) === 0;
}

export function isHoliday(day: string, holidays: readonly HolidayRange[]): boolean {
  return holidays.some((holiday) => holiday.from <= day && day <= holiday.to);
}

/** The holiday name of a day, for the calendar's blocked cells. */
export function holidayOn<H extends HolidayRange>(day: string, holidays: readonly H[]): H | undefined {
  return holidays.find((holiday) => holiday.from <= day && day <= holiday.to);
}

export type BlockReason = 'past' | 'today' | 'sunday' | 'holiday';

/** Why a day cannot be a due date, or null when it can. */
export function blockReason(day: string, today: string, holidays: readonly HolidayRange[]): BlockReason | null {
  if (day < today) return 'past';
  if (day === today) return 'today';
  if (isSunday(day)) return 'sunday';
  if (isHoliday(day, holidays)) return 'holiday';
  return null;
}

export function isBlockedDay(day: string, today: string, holidays: readonly HolidayRange[]): boolean {
  return blockReason(day, today, holidays) !== null;
}

/**
 * Moves `n` open days from `day` (forward for n > 0, backward for n < 0), skipping Sundays and
 * holidays; n = 0 answers `day` itself if open, else the next open day.
 * @example shiftOpenDays('2026-11-21', 1, []) // '2026-11-23' (a Saturday plus one skips Sunday)
 */
export function shiftOpenDays(day: string, n: number, holidays: readonly HolidayRange[]): string {
  const step = n < 0 ? -1 : 1;
  const closed = (d: string) => isSunday(d) || isHoliday(d, holidays);
  let current = day;
  if (n === 0) {
    // At most a year of holidays in a row: bounded, never endless on bad data.
    for (let i = 0; i < 366 && closed(current); i += 1) current = addDays(current, 1);
    return current;
  }
  let left = Math.abs(n);
  for (let guard = 0; left > 0 && guard < 366 * 10; guard += 1) {
    current = addDays(current, step);
    if (!closed(current)) left -= 1;
  }
  return current;
}

/** The earliest day a due date may be: the first open day after today. */
export function earliestDueDate(today: string, holidays: readonly HolidayRange[]): string {
  return shiftOpenDays(today, 1, holidays);
}

