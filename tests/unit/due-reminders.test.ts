/** The reminder arithmetic (src/domain/due-reminders.ts) on the due-date calendar: Sundays and holidays are not working days. */
import { describe, expect, it } from 'vitest';
import { addDays, shiftOpenDays } from '../../src/domain/due-dates';
import { untilNextDay } from '../../server/modules/due-reminders';
import { clockFrom } from '../../server/ops/clock';
import { isReminderDue, latestDueToRemind, reminderDay, reminderDaysOf, REMINDER_DAYS_MESSAGE, reminderDaysField, workingDaysLeft } from '../../src/domain/due-reminders';

// Tuesday 2031-06-10; Saturday 06-07 is a holiday.
const HOLIDAYS = [{ from: '2031-06-07', to: '2031-06-07' }];

describe('due-date reminders', () => {
  it('counts working days back from the due date, skipping Sunday and holidays', () => {
    expect(reminderDay('2031-06-10', 2, HOLIDAYS)).toBe('2031-06-06');
    expect(reminderDay('2031-06-10', 2, [])).toBe('2031-06-07');
    expect(reminderDay('2031-06-10', 1, HOLIDAYS)).toBe('2031-06-09');
  });

  it('is due from its reminder day until the due date, and never with N = 0', () => {
    expect(isReminderDue('2031-06-05', '2031-06-10', 2, HOLIDAYS)).toBe(false);
    expect(isReminderDue('2031-06-06', '2031-06-10', 2, HOLIDAYS)).toBe(true);
    expect(isReminderDue('2031-06-09', '2031-06-10', 2, HOLIDAYS)).toBe(true);
    expect(isReminderDue('2031-06-10', '2031-06-10', 2, HOLIDAYS)).toBe(true);
    expect(isReminderDue('2031-06-11', '2031-06-10', 2, HOLIDAYS)).toBe(false);
    expect(isReminderDue('2031-06-09', '2031-06-10', 0, HOLIDAYS)).toBe(false);
  });

  it('agrees with the reminder day for every day, N and due date of a month', () => {
    const holidays = [{ from: '2031-06-14', to: '2031-06-17' }, ...HOLIDAYS];
    for (let n = 1; n <= 8; n += 1) {
      for (let d = 0; d < 30; d += 1) {
        const due = addDays('2031-06-01', d);
        for (let t = -12; t <= 2; t += 1) {
          const today = addDays(due, t);
          const expected = reminderDay(due, n, holidays) <= today && today <= due;
          expect(isReminderDue(today, due, n, holidays), `${today} ${due} ${n}`).toBe(expected);
        }
      }
    }
    expect(latestDueToRemind('2031-06-13', 2, holidays)).toBe(shiftOpenDays('2031-06-13', 2, holidays));
  });

  it('tells the working days left', () => {
    expect(workingDaysLeft('2031-06-06', '2031-06-10', HOLIDAYS)).toBe(2);
    expect(workingDaysLeft('2031-06-10', '2031-06-10', HOLIDAYS)).toBe(0);
  });

  it('takes a whole number 0–30, in the form and on the server', () => {
    for (const text of ['0', '2', '30', ' 7 ']) expect(reminderDaysField.safeParse(reminderDaysOf(text)).success).toBe(true);
    for (const text of ['', '31', '-1', '2.5', 'two', '100', '1e1', '+5']) expect(reminderDaysField.safeParse(reminderDaysOf(text)).error?.issues[0]?.message).toBe(REMINDER_DAYS_MESSAGE);
    expect(reminderDaysField.safeParse(30).success).toBe(true);
    for (const value of [31, -1, 2.5, '3', null]) expect(reminderDaysField.safeParse(value).error?.issues[0]?.message).toBe(REMINDER_DAYS_MESSAGE);
  });
});

describe('the sweep’s clock', () => {
  it('wakes just after the next UTC midnight', () => {
    expect(untilNextDay(new Date('2031-06-05T23:59:00Z'))).toBe(61_000);
    expect(untilNextDay(new Date('2031-06-06T00:00:00Z'))).toBe(86_401_000);
  });

  it('starts a TEST_NOW clock at that moment and runs it on', () => {
    const clock = clockFrom(new Date('2031-06-06T08:00:00Z'));
    const first = clock().getTime();
    expect(Math.abs(first - Date.parse('2031-06-06T08:00:00Z'))).toBeLessThan(60_000);
    expect(clock().getTime()).toBeGreaterThanOrEqual(first);
    expect(Math.abs(clockFrom(undefined)().getTime() - Date.now())).toBeLessThan(60_000);
  });
});
