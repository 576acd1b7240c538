// The holiday reminder in a real browser against the real server (spec §4, §8; issue 4, item 6):
// shown when the server names an upcoming holiday, accessible, dismissed once and for all until
// logout clears the flag.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, logOut, signIn, startServer, type RunningServer } from './harness';
import { holidayFlagKey, STORAGE_KEYS } from '../../src/gateway/token-store';

const HOLIDAY_NAME = 'Office Closure (e2e)';
const HOLIDAY_MESSAGE = 'Our office is closed tomorrow for maintenance.';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The calls the page made to the holiday notification endpoint. */
const notificationCalls: string[] = [];

const utcDay = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset)).toISOString().slice(0, 10);
};

async function api<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: T }> {
  const token = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token);
  const response = await fetch(`${server.url}/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : null,
  });
  return { status: response.status, json: (await response.json()) as T };
}

const reminder = () => page.getByRole('dialog');
const shellReady = () => page.getByRole('navigation', { name: 'Main navigation' }).waitFor();

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  page.on('request', (request) => {
    if (request.url().includes('/api/holidays/notification')) notificationCalls.push(request.url());
  });
  await signIn(page, server.url, 'admin@example.com');
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('the holiday reminder', () => {
  let expected: { holiday_name: string; message: string };

  it('stays away while the server names no holiday (404)', async () => {
    // The harness deleted the seed's upcoming holidays.
    await shellReady();
    await expect.poll(() => notificationCalls.length).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    expect(await reminder().count()).toBe(0);
  });

  it('shows the holiday the server names, with the "Holiday Reminder" header, and passes axe', async () => {
    const created = await api<{ status: number }>('POST', '/holidays/create', {
      holiday_name: HOLIDAY_NAME,
      holiday_from: utcDay(1),
      holiday_to: utcDay(1),
      message: HOLIDAY_MESSAGE,
    });
    expect(created.status).toBe(200);
    const notice = await api<{ status: number; data: { holiday_name: string; message: string } }>('GET', '/holidays/notification');
    expect(notice.json.status).toBe(200);
    expected = notice.json.data;
    expect(expected).toMatchObject({ holiday_name: HOLIDAY_NAME, message: HOLIDAY_MESSAGE });

    await page.reload();
    await reminder().waitFor();
    const dialog = page.getByRole('dialog', { name: expected.holiday_name });
    await dialog.waitFor();
    await dialog.getByText('Holiday Reminder', { exact: true }).waitFor();
    await dialog.getByText(expected.message, { exact: true }).waitFor();
    await expectAccessible(page);
  });

  it('stores the flag under the encoded key when dismissed, and stays away after a reload', async () => {
    await reminder().getByRole('button', { name: 'OK' }).click();
    await reminder().waitFor({ state: 'detached' });
    const stored = await page.evaluate((key) => localStorage.getItem(key), holidayFlagKey());
    expect(stored).not.toBeNull();
    expect(holidayFlagKey()).not.toBe(STORAGE_KEYS.holidayPopup);

    notificationCalls.length = 0;
    await page.reload();
    await shellReady();
    await page.waitForTimeout(500);
    expect(await reminder().count()).toBe(0);
    // With the flag stored the server is not even asked.
    expect(notificationCalls).toEqual([]);
  });

  it('shows again after logout cleared the flag, and closes with Escape', async () => {
    await logOut(page, server.url);
    expect(await page.evaluate((key) => localStorage.getItem(key), holidayFlagKey())).toBeNull();

    await signIn(page, server.url, 'admin@example.com');
    await page.getByRole('dialog', { name: expected.holiday_name }).waitFor();
    await page.keyboard.press('Escape');
    await reminder().waitFor({ state: 'detached' });
    expect(await page.evaluate((key) => localStorage.getItem(key), holidayFlagKey())).not.toBeNull();
  });
});
