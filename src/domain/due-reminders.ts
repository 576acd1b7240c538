/**
 * Due-date reminders (issue 16 item 7): a user is reminded of a project N working days before its due
 * date, N from their profile (0 = off). Working days are the due-date calendar's open days (Sundays
 * and holidays skipped, src/domain/due-dates.ts); everything here is pure arithmetic on `YYYY-MM-DD`.
 */
import { z } from 'zod/mini';
import { isHoliday, isSunday, addDays, shiftOpenDays, type HolidayRange } from './due-dates';

export const DEFAULT_REMINDER_DAYS = 2;
export const MAX_REMINDER_DAYS = 30;
export const REMINDER_DAYS_MESSAGE = `Reminder days must be a whole number from 0 to ${MAX_REMINDER_DAYS}`;

/** The profile's `due_reminder_days`: a whole number 0–30 (src/domain/contracts/profile.ts). */
export const reminderDaysField = z
  .number({ error: REMINDER_DAYS_MESSAGE })
  .check(z.int(REMINDER_DAYS_MESSAGE), z.gte(0, REMINDER_DAYS_MESSAGE), z.lte(MAX_REMINDER_DAYS, REMINDER_DAYS_MESSAGE));

/** The typed days as `reminderDaysField` takes them: digits are their number; anything else NaN, which it refuses. */
export function reminderDaysOf(text: string): number {
  const value = text.trim();
  return /^\d{1,2}$/.test(value) ? Number(value) : Number.NaN;
}

/**
 * The day a reminder `n` working days before `dueDate` becomes due.
 * @example reminderDay('2026-11-30', 2, []) // '2026-11-27' (Monday's two working days back skip Sunday)
 */
export function reminderDay(dueDate: string, n: number, holidays: readonly HolidayRange[]): string {
  return shiftOpenDays(dueDate, -n, holidays);
}

/**
 * The latest due date a reminder of `n` working days is due for on `today`: the n-th open day after
 * today. A due date from today up to it has `reminderDay(due, n) <= today` (fewer than n open days
 * lie between today and it), so a sweep asks for those due dates only. Holidays before today do not
 * matter to the answer.
 */
export function latestDueToRemind(today: string, n: number, holidays: readonly HolidayRange[]): string {
  return shiftOpenDays(today, n, holidays);
}

/** Whether a reminder of `n` days for `dueDate` is due on `today` (and the due date not yet past). */
export function isReminderDue(today: string, dueDate: string, n: number, holidays: readonly HolidayRange[]): boolean {
  return n > 0 && today <= dueDate && dueDate <= latestDueToRemind(today, n, holidays);
}

/** Open days after `today` up to and including `dueDate` (0 when it is due today). */
export function workingDaysLeft(today: string, dueDate: string, holidays: readonly HolidayRange[]): number {
  let left = 0;
  // Bounded (ten years of days), never endless on bad data.
  for (let day = addDays(today, 1), guard = 0; day <= dueDate && guard < 3660; day = addDays(day, 1), guard += 1) {
    if (!isSunday(day) && !isHoliday(day, holidays)) left += 1;
  }
  return left;
}
