/**
 * Pure day arithmetic of the due-date picker: the weeks of a month (Sunday first, as the calendar),
 * typed MM/DD/YYYY text, and what a blocked day's message says. Days are `YYYY-MM-DD` on UTC.
 */
import { isDay } from '../../domain/day';
import { addDays, blockReason, holidayOn, weekdayOf, type BlockReason, type HolidayRange } from '../../domain/due-dates';

/** The month (`YYYY-MM`) a day falls in. */
export function monthOf(day: string): string {
  return day.slice(0, 7);
}

/** @example shiftMonth('2026-12', 1) // '2027-01' */
export function shiftMonth(month: string, n: number): string {
  const [year = 0, index = 1] = month.split('-').map(Number);
  const total = year * 12 + (index - 1) + n;
  return `${String(Math.floor(total / 12)).padStart(4, '0')}-${String((total % 12) + 1).padStart(2, '0')}`;
}

const MONTH_LABEL = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const DAY_LABEL = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** @example monthLabel('2026-11') // 'November 2026' */
export function monthLabel(month: string): string {
  return MONTH_LABEL.format(new Date(`${month}-01T00:00:00Z`));
}

/** A day as a screen reader reads it, e.g. 'Monday, November 23, 2026'. */
export function dayLabel(day: string): string {
  return DAY_LABEL.format(new Date(`${day}T00:00:00Z`));
}

/** The weeks (Sunday to Saturday) that show the month; days outside it fill the first and last week. */
export function monthWeeks(month: string): string[][] {
  const first = `${month}-01`;
  const weeks: string[][] = [];
  for (let week = addDays(first, -weekdayOf(first)); monthOf(week) <= month; week = addDays(week, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(week, i)));
  }
  return weeks;
}

/** Typed M/D/YYYY or MM/DD/YYYY as `YYYY-MM-DD`, or null when it is no real day. */
export function parseUsDay(text: string): string | null {
  const match = /^\s*(\d{1,2})\/(\d{1,2})\/(\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [, month = '', day = '', year = ''] = match;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isDay(iso) ? iso : null;
}

/** @example formatUsDay('2026-11-26') // '11/26/2026' */
export function formatUsDay(day: string): string {
  return `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
}

export const TYPED_DAY_MESSAGE = 'Enter the date as MM/DD/YYYY';

/** Why a day cannot be the due date, in words (the cell's title and the field's message), or null. */
export function blockedDayMessage(day: string, today: string, holidays: readonly (HolidayRange & { name?: string })[]): string | null {
  const reason: BlockReason | null = blockReason(day, today, holidays);
  switch (reason) {
    case null:
      return null;
    case 'past':
      return 'A due date cannot be in the past';
    case 'today':
      return 'A due date cannot be today';
    case 'sunday':
      return 'A due date cannot be a Sunday';
    case 'holiday': {
      const name = holidayOn(day, holidays)?.name;
      return name ? `A due date cannot be on a holiday (${name})` : 'A due date cannot be on a holiday';
    }
  }
}
