/**
 * The holiday popup's generated paths (tests/model/models/holiday-popup.ts) in Chromium against the
 * real server. The holiday call is held until the path says how the server answers: with the holiday
 * this suite created, with none (the holiday is deleted first, and made again after the path), or not
 * at all (the call and its retries fail). Every state is checked on the page.
 */
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiToken, expectAccessible, launchBrowser, startServer, type RunningServer } from './harness';
import { drawn, HeldRoute, itRunsEveryPath, storeSession } from './paths-driver';
import { holidayFlagKey } from '../../src/gateway/token-store';
import type { Assertions } from '../model/support';

const HOLIDAY = { holiday_name: 'Office Closure (paths)', message: 'The office is closed tomorrow.' };

let server: RunningServer;
let browser: Browser;
let adminToken: string;

const utcDay = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset)).toISOString().slice(0, 10);
};
const api = (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}/api${path}`, { ...init, headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' } });

/** Makes the server name this suite's holiday (once). */
async function ensureHoliday(): Promise<void> {
  if ((await api('/holidays/notification')).status === 200) return;
  const created = await api('/holidays/create', { method: 'POST', body: JSON.stringify({ ...HOLIDAY, holiday_from: utcDay(1), holiday_to: utcDay(1) }) });
  expect(created.status).toBe(200);
}

/** Deletes every holiday the server would name, so it answers 404. */
async function removeHolidays(): Promise<void> {
  for (let response = await api('/holidays/notification'); response.status === 200; response = await api('/holidays/notification')) {
    const { data } = (await response.json()) as { data: { id: number } };
    expect((await api(`/holidays/delete/${data.id}`, { method: 'POST' })).status).toBe(200);
  }
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  adminToken = await apiToken(server.url, 'admin@example.com');
  await ensureHoliday();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(ensureHoliday);

interface Run {
  context: BrowserContext;
  page: Page;
  holiday: HeldRoute;
}

/**
 * A fresh browser on /login holding a session token, the app not opened yet: the popup's flag has not
 * been read. The holiday call will be held.
 */
async function open(): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const holiday = new HeldRoute(/\/api\/holidays\/notification(\?|$)/);
  await holiday.attach(page);
  await page.goto(`${server.url}/login`);
  await storeSession(page, await apiToken(server.url, 'admin@example.com'));
  return { context, page, holiday };
}

const flag = ({ page }: Run) => page.evaluate((key) => localStorage.getItem(key), holidayFlagKey());
const popup = ({ page }: Run) => page.getByRole('dialog', { name: HOLIDAY.holiday_name });
const shell = async ({ page }: Run) => {
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await drawn(page);
};
/** No popup once the page has drawn what it has. */
const noPopup = async (run: Run) => {
  await shell(run);
  expect(await run.page.getByRole('dialog').count()).toBe(0);
};

const events: Record<string, (run: Run) => Promise<void>> = {
  'flag.absent': async ({ page }) => {
    await page.goto(`${server.url}/`);
  },
  'flag.stored': async ({ page }) => {
    await page.evaluate((key) => localStorage.setItem(key, 'open'), holidayFlagKey());
    await page.goto(`${server.url}/`);
  },
  'server.holiday': async ({ holiday }) => expect(await holiday.answer()).toBe(200),
  'server.noHoliday': async ({ holiday }) => {
    await removeHolidays();
    expect(await holiday.answer()).toBe(404);
  },
  'server.unreachable': ({ holiday }) => holiday.fail({ retries: 2 }),
  'popup.dismissed': async (run) => {
    await popup(run).getByRole('button', { name: 'OK' }).click();
  },
  'page.reloaded': async (run) => {
    run.holiday.seen = 0;
    await run.page.reload();
  },
};

const assertions: Assertions<Run> = {
  'holidayPopup.checkingFlag': async (run) => {
    expect(run.holiday.seen).toBe(0);
    expect(await flag(run)).toBeNull();
  },
  'holidayPopup.fetching': async (run) => {
    await run.holiday.arrived();
    await noPopup(run);
  },
  'holidayPopup.open': async (run) => {
    await popup(run).waitFor();
    await popup(run).getByText(HOLIDAY.message, { exact: true }).waitFor();
    expect(await flag(run)).toBeNull();
    await expectAccessible(run.page);
  },
  'holidayPopup.dismissed': async (run) => {
    await popup(run).waitFor({ state: 'detached' });
    expect(await flag(run)).not.toBeNull();
  },
  'holidayPopup.reloaded': async (run) => {
    await noPopup(run);
    // With the flag stored the server is not even asked.
    expect(run.holiday.seen).toBe(0);
  },
  'holidayPopup.hidden.flagStored': async (run) => {
    await noPopup(run);
    expect(run.holiday.seen).toBe(0);
  },
  'holidayPopup.hidden.noHoliday': async (run) => {
    await noPopup(run);
    expect(await flag(run)).toBeNull();
  },
  'holidayPopup.hidden.failed': async (run) => {
    await noPopup(run);
    expect(run.holiday.seen).toBe(3);
    expect(await flag(run)).toBeNull();
  },
};

describe('holiday popup paths in the browser', () => itRunsEveryPath('holiday-popup', open, events, assertions));
