// The due-date calendar in a real browser against the real server: the month view with the seeded
// projects' due dates and the blocked days (today, past days, Sundays, a named holiday), navigation
// to another month and to the week view, an event opening its project, and axe on both views; the
// due-date picker of the project form blocks the same days, by keyboard and by typing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays, weekdayOf } from '../../src/domain/due-dates';
import { apiToken, expectAccessible, launchBrowser, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;
let token: string;
/** The server's today, `YYYY-MM-DD`. */
let today = '';

interface DueEvent {
  id: number;
  code: string;
  name: string;
  due_date: string;
}

async function api<T>(path: string, body: object): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}

const monthLabel = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const cell = (day: string) => page.locator(`[data-testid="due-calendar"] [data-day="${day}"]`).first();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ TZ: 'UTC' }), launchBrowser()]);
  token = await apiToken(server.url, 'admin@example.com');
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, timezoneId: 'UTC' });
  page = await context.newPage();
  await signIn(page, server.url, 'admin@example.com');
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('due-date calendar', () => {

  it('opens from the menu in the month view, today and past days blocked, accessibly', async () => {
    today = (await api<{ today: string }>('/calendar/blockeddays', { from: '2026-01-01', to: '2026-01-02' })).today;
    await page.getByRole('link', { name: 'Duedate Calendar' }).first().click();
    await page.waitForURL(`${server.url}/duedate-calendar`);
    await page.getByRole('heading', { name: 'Duedate Calendar' }).waitFor();
    await page.locator('.rbc-toolbar-label', { hasText: monthLabel(today) }).waitFor();
    await expect.poll(() => cell(today).getAttribute('data-blocked')).toBe('Today');
    const firstOfMonth = `${today.slice(0, 7)}-01`;
    if (firstOfMonth < today) expect(await cell(addDays(today, -1)).getAttribute('data-blocked')).toMatch(/Past day|Sunday|Today/);
    await page.screenshot({ path: '/tmp/c3-calendar-month.png', fullPage: true });
    await expectAccessible(page);
    // The next Sunday is blocked and the Monday after it open. On a month's last Sunday the grid
    // ends before them (it shows the month's weeks only): the next month shows them.
    const nextSunday = addDays(today, 7 - weekdayOf(today));
    const nextMonday = addDays(nextSunday, 1);
    const inGrid = (await cell(nextMonday).count()) > 0;
    if (!inGrid) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.locator('.rbc-toolbar-label', { hasText: monthLabel(nextMonday) }).waitFor();
    }
    await expect.poll(() => cell(nextSunday).getAttribute('data-blocked')).toBe('Sunday');
    expect(await cell(nextMonday).getAttribute('data-blocked')).toBeNull();
    if (!inGrid) {
      await page.getByRole('button', { name: 'Back' }).click();
      await page.locator('.rbc-toolbar-label', { hasText: monthLabel(today) }).waitFor();
    }
  });

  it("shows the seeded projects' due dates as code and name; navigation loads the month shown", async () => {
    const denver = (await api<DueEvent[]>('/calendar', { from: today, to: addDays(today, 120) })).find((event) => event.name === 'Denver Office Fit-out');
    if (!denver) throw new Error('Denver Office Fit-out is not on the calendar');
    // Move month by month to the due date's month (usually this one or the next).
    for (let i = 0; i < 4 && !(await page.locator('.rbc-toolbar-label', { hasText: monthLabel(denver.due_date) }).count()); i += 1) {
      await page.getByRole('button', { name: 'Next' }).click();
    }
    const link = page.getByRole('link', { name: `${denver.code} Denver Office Fit-out` });
    await link.first().waitFor();
    expect(await cell(denver.due_date).getAttribute('data-blocked')).toBeNull();

    // The next month: its own due dates, and a named holiday shown blocked.
    await page.getByRole('button', { name: 'Next' }).click();
    const shown = addDays(`${denver.due_date.slice(0, 7)}-28`, 7);
    await page.locator('.rbc-toolbar-label', { hasText: monthLabel(shown) }).waitFor();
    const inNextMonth = await api<DueEvent[]>('/calendar/monthview', { month: shown.slice(0, 7) });
    const sample = inNextMonth.find((event) => event.due_date.startsWith(shown.slice(0, 7)));
    if (sample) await page.getByRole('link', { name: `${sample.code} ${sample.name}` }).first().waitFor();
    const holidays = (await api<{ holidays: { from: string; name: string }[] }>('/calendar/blockeddays', { from: `${shown.slice(0, 7)}-01`, to: `${shown.slice(0, 7)}-28` })).holidays;
    const holiday = holidays.find((h) => h.from >= `${shown.slice(0, 7)}-01` && weekdayOf(h.from) !== 0);
    if (holiday) {
      expect(await cell(holiday.from).getAttribute('data-blocked')).toBe(holiday.name);
      await cell(holiday.from).getByText(holiday.name).waitFor();
    }
    await page.screenshot({ path: '/tmp/c3-calendar-next-month.png', fullPage: true });

    // Back, and an event opens its project.
    await page.getByRole('button', { name: 'Back' }).click();
    await link.first().click();
    await page.waitForURL(`${server.url}/projects/view/${denver.id}/`);
  });

  it('the week view shows the seven days with their due dates and blocked days, and moves by weeks', async () => {
    await page.goto(`${server.url}/duedate-calendar`);
    await page.getByRole('button', { name: 'Week' }).click();
    await page.locator('.rbc-time-view').waitFor();
    const sunday = addDays(today, -weekdayOf(today));
    expect(await cell(sunday).getAttribute('data-blocked')).toMatch(/Sunday|Today|Past day/);
    expect(await cell(today).getAttribute('data-blocked')).toBe('Today');
    await page.getByRole('button', { name: 'Next' }).click();
    const nextSunday = addDays(sunday, 7);
    await cell(nextSunday).waitFor();
    expect(await cell(nextSunday).getAttribute('data-blocked')).toBe('Sunday');
    const due = await api<DueEvent[]>('/calendar/weekview', { start: nextSunday });
    for (const event of due.slice(0, 3)) await page.getByRole('link', { name: `${event.code} ${event.name}` }).first().waitFor();
    await page.screenshot({ path: '/tmp/c3-calendar-week.png', fullPage: true });
    await expectAccessible(page);
  });
});

describe('due-date picker (project form)', () => {
  const grid = () => page.getByRole('grid');
  const dayButton = (day: string) => page.locator(`[role="grid"] button[data-day="${day}"]`);
  const field = () => page.getByLabel('Due Date', { exact: false }).and(page.getByPlaceholder('MM/DD/YYYY'));
  const us = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

  it('opens on a month grid: today, past days and Sundays aria-disabled with their reason, accessibly', async () => {
    await page.goto(`${server.url}/projects/create`);
    await page.getByRole('button', { name: 'Choose Due Date' }).click();
    await grid().waitFor();
    // The grid opens on tomorrow's month; on a month's last day, today is one month back.
    const turned = addDays(today, 1).slice(0, 7) !== today.slice(0, 7);
    if (turned) await page.getByRole('button', { name: 'Previous month' }).click();
    expect(await dayButton(today).getAttribute('aria-disabled')).toBe('true');
    expect(await dayButton(today).getAttribute('title')).toBe('A due date cannot be today');
    const sunday = addDays(today, 7 - weekdayOf(today));
    if (sunday.slice(0, 7) === today.slice(0, 7)) expect(await dayButton(sunday).getAttribute('title')).toBe('A due date cannot be a Sunday');
    if (today.slice(8) !== '01') expect(await dayButton(addDays(today, -1)).getAttribute('aria-disabled')).toBe('true');
    await page.screenshot({ path: '/tmp/c3-picker-e2e.png' });
    await expectAccessible(page);
    if (turned) {
      // Open it afresh, on tomorrow again, for the keyboard test.
      await page.keyboard.press('Escape');
      await grid().waitFor({ state: 'hidden' });
      await page.getByRole('button', { name: 'Choose Due Date' }).click();
      await grid().waitFor();
    }
  });

  it('picks with the keyboard: arrows move, a blocked day cannot be chosen, Enter chooses an open one', async () => {
    // Focus starts on tomorrow; move to the next open weekday.
    const start = addDays(today, 1);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(start);
    let target = start;
    while (weekdayOf(target) === 0 || (await dayButton(target).getAttribute('aria-disabled')) === 'true') {
      await page.keyboard.press('ArrowRight');
      target = addDays(target, 1);
    }
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-day'))).toBe(target);
    await page.keyboard.press('Enter');
    await expect.poll(() => field().inputValue()).toBe(us(target));
    await expect.poll(() => grid().count()).toBe(0);
  });

  it('takes a typed MM/DD/YYYY, and says why a typed day is blocked', async () => {
    const sunday = addDays(today, 14 - weekdayOf(today));
    await field().fill(us(sunday));
    await page.getByText('A due date cannot be a Sunday').waitFor();
    await field().fill(us(addDays(sunday, 1)));
    expect(await page.getByText('A due date cannot be a Sunday').count()).toBe(0);
    await field().fill('13/45/2026');
    await field().blur();
    await page.getByText('Enter the date as MM/DD/YYYY').waitFor();
  });
});
