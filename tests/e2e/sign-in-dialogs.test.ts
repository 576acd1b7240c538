// One sign-in dialog at a time (issue 16 §6), in Chromium against the real server: a new customer
// user signs in during a holiday week, due for both the holiday reminder and the rating popup. The
// rating popup, though due first, waits for the holiday check; the reminder opens alone, reachable
// by role; once it is dismissed the rating popup opens, reachable by role.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createDueCustomerUser } from './due-customer';
import { apiData, apiToken, expectAccessible, launchBrowser, signIn, startServer, type RunningServer } from './harness';
import { drawn, HeldRoute } from './paths-driver';

const HOLIDAY = { holiday_name: 'Office Closure (dialogs e2e)', message: 'Our office is closed tomorrow.' };
const EMAIL = 'queue.customer@example.com';
const PASSWORD = 'Queue@2026x';

let server: RunningServer;
let browser: Browser;

const utcDay = (offset: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset)).toISOString().slice(0, 10);
};

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const admin = await apiToken(server.url, 'admin@example.com');
  await apiData(server.url, admin, '/holidays/create', { ...HOLIDAY, holiday_from: utcDay(1), holiday_to: utcDay(1) });
  await createDueCustomerUser(server.url, admin, { name: 'Quinn Queue', email: EMAIL, phone: '3035550178', password: PASSWORD });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The dialogs a screen reader (and `getByRole`) can reach: those not hidden from the accessibility tree. */
const reachableDialogs = (page: Page) => page.getByRole('dialog');

describe('sign-in dialogs', () => {
  it('open one at a time, holiday reminder first, each reachable by role', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const holiday = new HeldRoute(/\/api\/holidays\/notification/);
    await holiday.attach(page);
    const asked = page.waitForResponse((response) => response.url().includes('/api/review/showratepop'));
    await signIn(page, server.url, EMAIL, PASSWORD);

    // The server asks for a rating, but the holiday check has not answered: no dialog yet.
    const prompt = (await (await asked).json()) as { data: { show_popup: boolean } };
    expect(prompt.data.show_popup).toBe(true);
    await holiday.arrived();
    await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
    await drawn(page);
    expect(await reachableDialogs(page).count()).toBe(0);

    expect(await holiday.answer()).toBe(200);
    const reminder = page.getByRole('dialog', { name: HOLIDAY.holiday_name });
    await reminder.waitFor();
    await reminder.getByText(HOLIDAY.message).waitFor();
    expect(await reachableDialogs(page).count()).toBe(1);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/a16-shots/dialogs-1-holiday.png' });
    await reminder.getByRole('button', { name: 'OK' }).click();

    const rating = page.getByRole('dialog', { name: 'Rate us' });
    await rating.waitFor();
    await reminder.waitFor({ state: 'hidden' });
    expect(await reachableDialogs(page).count()).toBe(1);
    await expectAccessible(page);
    await page.screenshot({ path: '/tmp/a16-shots/dialogs-2-rating.png' });
    await rating.getByRole('button', { name: 'Not now' }).click();
    await rating.waitFor({ state: 'hidden' });
    expect(await reachableDialogs(page).count()).toBe(0);
    await context.close();
  }, 120_000);
});
