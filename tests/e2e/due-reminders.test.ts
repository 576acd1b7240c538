// Due-date reminders in a real browser against the real server, with a controlled clock (TEST_NOW):
// the server runs with reminders off, stops, and starts again on the day before a seeded project's
// due date — the reminder's moment passed while it was down — so its start-up sweep catches up; the
// Denver user finds the reminder in the bell and in their mail. The profile's reminder field refuses
// a bad number with its message and saves a good one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays } from '../../src/domain/due-dates';
import { REMINDER_DAYS_MESSAGE } from '../../src/domain/due-reminders';
import { apiToken, expectAccessible, launchBrowser, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;
let union: { code: string; due_date: string };

const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const token = await apiToken(server.url, 'admin@example.com');
  const response = await fetch(`${server.url}/api/projects`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ pageNumber: 1, search: 'Union Station Retail' }),
  });
  const answer = (await response.json()) as { data: { data: { name: string; code: string; due_date: string }[] } };
  const found = answer.data.data.find((project) => project.name === 'Union Station Retail');
  if (!found) throw new Error(`Union Station Retail missing: ${JSON.stringify(answer)}`);
  union = found;
  // Down until the day before its due date: whatever N, the reminder came due while no server ran.
  const { dataDir } = server;
  await server.stop({ keepData: true });
  server = await startServer({ DUE_REMINDERS: '1', TEST_NOW: `${addDays(union.due_date, -1)}T06:00:00Z` }, { dataDir });
  page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await signIn(page, server.url, 'user@example.com');
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('due-date reminders', () => {
  it('the start-up sweep caught up: the bell shows the reminder, and it was mailed', async () => {
    const text = `Reminder: ${union.code} (Union Station Retail) is due on ${usDay(union.due_date)}, in 1 working day`;
    await page.getByTestId('notification-button').click();
    const item = page.getByTestId('notification-item').filter({ hasText: text });
    await item.waitFor();
    expect(await item.getAttribute('data-unread')).toBe('');
    // Sent by the portal itself, and it says so (no "?" avatar).
    expect(await item.getByText(/^Customer Portal/).count()).toBe(1);
    await page.screenshot({ path: '/tmp/due-reminder-bell.png' });
    await page.keyboard.press('Escape');
    await expect.poll(() => server.mailCount('user@example.com'), { timeout: 10_000 }).toBeGreaterThan(0);
  });

  it('the profile keeps how many working days ahead, refusing a bad number', async () => {
    await page.goto(`${server.url}/profile`);
    const field = page.getByLabel('Due-date reminders');
    expect(await field.inputValue()).toBe('2');
    await field.fill('31');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText(REMINDER_DAYS_MESSAGE).waitFor();
    await field.fill('5');
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await page.reload();
    await expect.poll(() => page.getByLabel('Due-date reminders').inputValue()).toBe('5');
    await page.screenshot({ path: '/tmp/due-reminder-profile.png', fullPage: true });
    await expectAccessible(page);
  });
});
