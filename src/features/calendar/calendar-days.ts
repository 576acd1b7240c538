/**
 * Days of the due-date calendar: react-big-calendar speaks local `Date`s, the API and the blocking
 * rules speak `YYYY-MM-DD`; these convert between them and say what range a view shows.
 */
import { addDays, blockReason, holidayOn, weekdayOf, type BlockReason } from '../../domain/due-dates';
import type { NamedHoliday } from '../../gateway/resources/calendar';

export type CalendarView = 'month' | 'week';

/** The local calendar day of a Date, `YYYY-MM-DD`. */
export function isoDayOf(date: Date): string {
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Local midnight of a `YYYY-MM-DD` day. */
export function dateOf(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
}

/** What one view shows and how it is asked for: a month (`YYYY-MM`) or a week's Sunday. */
export interface VisibleRange {
  view: CalendarView;
  /** `YYYY-MM` of a month view, the Sunday of a week view. */
  key: string;
  from: string;
  to: string;
}

export function visibleRange(view: CalendarView, day: string): VisibleRange {
  if (view === 'week') {
    const from = addDays(day, -weekdayOf(day));
    return { view, key: from, from, to: addDays(from, 6) };
  }
  const month = day.slice(0, 7);
  const first = `${month}-01`;
  const [year = 1970, index = 1] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year, index, 0)).toISOString().slice(0, 10);
  return { view, key: month, from: addDays(first, -weekdayOf(first)), to: addDays(last, 6 - weekdayOf(last)) };
}

export const BLOCK_LABELS: Record<BlockReason, string> = {
  past: 'Past day',
  today: 'Today',
  sunday: 'Sunday',
  holiday: 'Holiday',
};

/** Why a calendar day is blocked, in words (a holiday by its name), or null when it is open. */
export function blockedLabel(day: string, today: string, holidays: readonly NamedHoliday[]): string | null {
  const reason = blockReason(day, today, holidays);
  if (reason === null) return null;
  if (reason === 'holiday') return holidayOn(day, holidays)?.name ?? BLOCK_LABELS.holiday;
  return BLOCK_LABELS[reason];
}
