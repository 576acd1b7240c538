/**
 * The due-date rules (spec §2.4, §9) and the day arithmetic of the picker and the calendar: Sundays,
 * holiday ranges, past days and today blocked; shifting by open days across month and year ends, with
 * n = 0 and negative n; typed MM/DD/YYYY; the weeks of a month grid; the visible range of a view.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isDay } from '../../src/domain/day';
import {
  addDays,
  blockReason,
  earliestDueDate,
  holidayOn,
  isBlockedDay,
  isHoliday,
  isSunday,
  shiftOpenDays,
  todayIn,
  weekdayOf,
  type HolidayRange,
} from '../../src/domain/due-dates';
import { blockedLabel, dateOf, isoDayOf, visibleRange } from '../../src/features/calendar/calendar-days';
import { blockedDayMessage, formatUsDay, monthLabel, monthWeeks, parseUsDay, shiftMonth } from '../../src/ui/due-date/month-grid';

const CHRISTMAS: HolidayRange & { name: string } = { from: '2026-12-24', to: '2026-12-25', name: 'Christmas' };
const NEW_YEAR: HolidayRange & { name: string } = { from: '2027-01-01', to: '2027-01-01', name: "New Year's Day" };
const HOLIDAYS = [CHRISTMAS, NEW_YEAR];

describe('days', () => {
  it('recognises real ISO days only', () => {
    expect(isDay('2026-11-22')).toBe(true);
    expect(isDay('2028-02-29')).toBe(true);
    for (const bad of ['2026-02-29', '2026-13-01', '2026-11-31', '2026-1-5', '11/22/2026', '', '2026-11-22T00:00:00Z']) expect(isDay(bad), bad).toBe(false);
  });

  it('adds days across month and year ends, and back', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
    // Daylight-saving changes move no day: the arithmetic is on UTC days.
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
  });

  it('knows the weekday and Sundays', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-28')).toBe(6);
    expect(isSunday('2026-11-22')).toBe(true);
    expect(isSunday('2026-11-23')).toBe(false);
  });

  it("answers today in a time zone (the server's is UTC)", () => {
    const lateEvening = new Date('2026-11-22T23:30:00Z');
    expect(todayIn(lateEvening, 'UTC')).toBe('2026-11-22');
    expect(todayIn(lateEvening, 'Asia/Tokyo')).toBe('2026-11-23');
    expect(todayIn(lateEvening, 'America/Denver')).toBe('2026-11-22');
  });
});

describe('holidays', () => {
  it('a range includes both ends', () => {
    expect(isHoliday('2026-12-23', HOLIDAYS)).toBe(false);
    expect(isHoliday('2026-12-24', HOLIDAYS)).toBe(true);
    expect(isHoliday('2026-12-25', HOLIDAYS)).toBe(true);
    expect(isHoliday('2026-12-26', HOLIDAYS)).toBe(false);
    expect(isHoliday('2027-01-01', HOLIDAYS)).toBe(true);
    expect(isHoliday('2027-01-01', [])).toBe(false);
  });

  it('names the holiday of a day', () => {
    expect(holidayOn('2026-12-25', HOLIDAYS)?.name).toBe('Christmas');
    expect(holidayOn('2027-01-01', HOLIDAYS)?.name).toBe("New Year's Day");
    expect(holidayOn('2027-01-02', HOLIDAYS)).toBeUndefined();
  });

  it('a range across the year end counts on both sides', () => {
    const winter = [{ from: '2026-12-30', to: '2027-01-02' }];
    for (const day of ['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']) expect(isHoliday(day, winter), day).toBe(true);
    expect(isHoliday('2027-01-04', winter)).toBe(false);
  });
});

describe('blocked days', () => {
  const today = '2026-11-23';

  it('blocks past days, today, Sundays and holidays, in that order of reasons', () => {
    expect(blockReason('2026-11-20', today, HOLIDAYS)).toBe('past');
    // A past Sunday is past first.
    expect(blockReason('2026-11-22', today, HOLIDAYS)).toBe('past');
    expect(blockReason(today, today, HOLIDAYS)).toBe('today');
    expect(blockReason('2026-11-29', today, HOLIDAYS)).toBe('sunday');
    expect(blockReason('2026-12-24', today, HOLIDAYS)).toBe('holiday');
    expect(blockReason('2026-11-24', today, HOLIDAYS)).toBeNull();
    expect(isBlockedDay('2026-11-24', today, HOLIDAYS)).toBe(false);
    expect(isBlockedDay('2026-12-25', today, HOLIDAYS)).toBe(true);
  });

  it('the earliest due date is the first open day after today', () => {
    expect(earliestDueDate('2026-11-23', [])).toBe('2026-11-24');
    // Saturday: Sunday is skipped.
    expect(earliestDueDate('2026-11-28', [])).toBe('2026-11-30');
    // Before Christmas Eve: both holiday days are skipped, then nothing else.
    expect(earliestDueDate('2026-12-23', HOLIDAYS)).toBe('2026-12-26');
    // The year's last day: New Year's Day is a holiday, 01/02 a Saturday.
    expect(earliestDueDate('2026-12-31', HOLIDAYS)).toBe('2027-01-02');
    expect(isBlockedDay(earliestDueDate('2026-12-31', HOLIDAYS), '2026-12-31', HOLIDAYS)).toBe(false);
  });
});

describe('shifting by open days', () => {
  it('moves forward skipping Sundays and holidays', () => {
    expect(shiftOpenDays('2026-11-21', 1, [])).toBe('2026-11-23');
    expect(shiftOpenDays('2026-11-23', 6, [])).toBe('2026-11-30');
    expect(shiftOpenDays('2026-12-23', 1, HOLIDAYS)).toBe('2026-12-26');
    expect(shiftOpenDays('2026-12-23', 2, HOLIDAYS)).toBe('2026-12-28');
  });

  it('crosses month and year ends', () => {
    expect(shiftOpenDays('2026-11-30', 1, [])).toBe('2026-12-01');
    expect(shiftOpenDays('2026-12-31', 1, HOLIDAYS)).toBe('2027-01-02');
    expect(shiftOpenDays('2026-12-31', 2, HOLIDAYS)).toBe('2027-01-04');
    expect(shiftOpenDays('2028-02-28', 1, [])).toBe('2028-02-29');
  });

  it('moves backward for negative n', () => {
    expect(shiftOpenDays('2026-11-23', -1, [])).toBe('2026-11-21');
    expect(shiftOpenDays('2026-12-26', -1, HOLIDAYS)).toBe('2026-12-23');
    expect(shiftOpenDays('2027-01-02', -1, HOLIDAYS)).toBe('2026-12-31');
    expect(shiftOpenDays('2027-01-04', -3, HOLIDAYS)).toBe('2026-12-30');
  });

  it('n = 0 answers the day itself when open, else the next open day', () => {
    expect(shiftOpenDays('2026-11-24', 0, [])).toBe('2026-11-24');
    expect(shiftOpenDays('2026-11-22', 0, [])).toBe('2026-11-23');
    expect(shiftOpenDays('2026-12-24', 0, HOLIDAYS)).toBe('2026-12-26');
  });

  it('ends, even when every day is a holiday', () => {
    const always = [{ from: '2000-01-01', to: '2100-12-31' }];
    expect(() => shiftOpenDays('2026-11-23', 3, always)).not.toThrow();
    expect(() => shiftOpenDays('2026-11-23', 0, always)).not.toThrow();
  });

  it('always lands on an open day, |n| open days away, in the right direction', () => {
    const day = fc.integer({ min: 0, max: 3650 }).map((n) => addDays('2025-01-01', n));
    fc.assert(
      fc.property(day, fc.integer({ min: -60, max: 60 }), (start, n) => {
        const landed = shiftOpenDays(start, n, HOLIDAYS);
        const closed = (d: string) => isSunday(d) || isHoliday(d, HOLIDAYS);
        expect(closed(landed)).toBe(false);
        if (n > 0) expect(landed > start).toBe(true);
        if (n < 0) expect(landed < start).toBe(true);
        if (n === 0) expect(landed >= start).toBe(true);
        // Count the open days passed over.
        let open = 0;
        const [from, to] = n >= 0 ? [start, landed] : [landed, start];
        for (let d = addDays(from, 1); d <= to; d = addDays(d, 1)) if (!closed(d)) open += 1;
        if (n < 0 && !closed(landed)) open += 1;
        if (n < 0 && !closed(start)) open -= 1;
        if (n !== 0) expect(open).toBe(Math.abs(n));
      }),
    );
  });
});

describe('the picker: typed days, month grid, messages', () => {
  it('parses typed M/D/YYYY and MM/DD/YYYY, real days only', () => {
    expect(parseUsDay('11/26/2026')).toBe('2026-11-26');
    expect(parseUsDay(' 1/2/2027 ')).toBe('2027-01-02');
    expect(parseUsDay('02/29/2028')).toBe('2028-02-29');
    for (const bad of ['02/29/2027', '13/01/2026', '2026-11-26', '11/26/26', '11-26-2026', '', 'tomorrow']) expect(parseUsDay(bad), bad).toBeNull();
    expect(formatUsDay('2026-11-26')).toBe('11/26/2026');
  });

  it('shifts months across year ends', () => {
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-11', 12)).toBe('2027-11');
    expect(shiftMonth('2026-11', -23)).toBe('2024-12');
    expect(monthLabel('2026-11')).toBe('November 2026');
  });

  it('the month grid runs Sunday to Saturday and holds exactly the weeks of the month', () => {
    const november = monthWeeks('2026-11');
    expect(november[0]?.[0]).toBe('2026-11-01');
    expect(november.at(-1)?.[6]).toBe('2026-12-05');
    expect(november).toHaveLength(5);
    // February 2026 starts on a Sunday and fills exactly four weeks.
    expect(monthWeeks('2026-02')).toHaveLength(4);
    // August 2026 starts on a Saturday: six weeks.
    const august = monthWeeks('2026-08');
    expect(august).toHaveLength(6);
    expect(august[0]?.[0]).toBe('2026-07-26');
    for (const week of august) expect(week.map(weekdayOf)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });

  it('says why a day cannot be the due date', () => {
    const today = '2026-11-23';
    expect(blockedDayMessage('2026-11-20', today, HOLIDAYS)).toBe('A due date cannot be in the past');
    expect(blockedDayMessage(today, today, HOLIDAYS)).toBe('A due date cannot be today');
    expect(blockedDayMessage('2026-11-29', today, HOLIDAYS)).toBe('A due date cannot be a Sunday');
    expect(blockedDayMessage('2026-12-24', today, HOLIDAYS)).toBe('A due date cannot be on a holiday (Christmas)');
    expect(blockedDayMessage('2026-12-24', today, [{ from: '2026-12-24', to: '2026-12-24' }])).toBe('A due date cannot be on a holiday');
    expect(blockedDayMessage('2026-11-24', today, HOLIDAYS)).toBeNull();
  });
});

describe('the calendar: days and ranges', () => {
  it('converts local dates and days both ways', () => {
    expect(isoDayOf(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(isoDayOf(dateOf('2027-01-01'))).toBe('2027-01-01');
    expect(dateOf('2026-11-22').getHours()).toBe(0);
  });

  it('a month view shows its grid weeks, a week view Sunday to Saturday', () => {
    expect(visibleRange('month', '2026-11-22')).toEqual({ view: 'month', key: '2026-11', from: '2026-11-01', to: '2026-12-05' });
    expect(visibleRange('month', '2027-01-15')).toEqual({ view: 'month', key: '2027-01', from: '2026-12-27', to: '2027-02-06' });
    expect(visibleRange('week', '2026-11-25')).toEqual({ view: 'week', key: '2026-11-22', from: '2026-11-22', to: '2026-11-28' });
    expect(visibleRange('week', '2026-11-22').from).toBe('2026-11-22');
    expect(visibleRange('week', '2027-01-01')).toMatchObject({ from: '2026-12-27', to: '2027-01-02' });
  });

  it('labels blocked cells, a holiday by its name', () => {
    const today = '2026-11-23';
    expect(blockedLabel('2026-11-20', today, HOLIDAYS)).toBe('Past day');
    expect(blockedLabel(today, today, HOLIDAYS)).toBe('Today');
    expect(blockedLabel('2026-11-29', today, HOLIDAYS)).toBe('Sunday');
    expect(blockedLabel('2026-12-25', today, HOLIDAYS)).toBe('Christmas');
    expect(blockedLabel('2026-11-24', today, HOLIDAYS)).toBeNull();
  });
});
