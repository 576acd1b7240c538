/**
 * The server's side of blocked days (spec §9): its today and the holidays of a range. Today is the
 * UTC day, as the holiday reminder's and the seed's dates are; every due-date check on the server
 * should use these two so the pickers (fed by /calendar/blockeddays) and the server agree.
 */
import { and, asc, gte, lte } from 'drizzle-orm';
import { todayIn } from '../../src/domain/due-dates';
import type { Db } from '../db/client';
import { holidays } from '../db/schema';

export interface NamedHolidayRange {
  from: string;
  to: string;
  name: string;
}

/** The server's today, `YYYY-MM-DD` (UTC). */
export function serverToday(now: Date = new Date()): string {
  return todayIn(now, 'UTC');
}

/** Holidays overlapping `from`..`to` (both included), earliest first. */
export async function holidaysBetween(db: Pick<Db, 'select'>, from: string, to: string): Promise<NamedHolidayRange[]> {
  const rows = await db
    .select({ from: holidays.holidayFrom, to: holidays.holidayTo, name: holidays.holidayName })
    .from(holidays)
    .where(and(lte(holidays.holidayFrom, to), gte(holidays.holidayTo, from)))
    .orderBy(asc(holidays.holidayFrom), asc(holidays.id));
  return rows;
}
