// Realtime in real browsers against the real server (DESIGN §6, issue 4): two users side by side (two
// browser contexts) and two tabs of one user (two pages of one context). An announcement reaches the
// other user's badge without a reload; marking an item seen in one tab updates the other; going
// offline and back catches up on what was missed.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { parseCsv } from '../unit/csv-reader';
import { apiToken, launchBrowser, logOut, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let adminContext: BrowserContext;
let userContext: BrowserContext;
let admin: Page;
let tab1: Page;
let tab2: Page;

const bell = (page: Page) => page.getByTestId('notification-button');
const live = (page: Page) => page.waitForSelector('[data-testid="connection-state"][data-state="live"]', { timeout: 15_000 });
/** Opens the notifications dropdown; the tab comes to the front first (a popover closes when its window loses focus). */
const openBell = async (page: Page) => {
  await page.bringToFront();
  await bell(page).click();
};
const unreadOf = async (page: Page) => {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  const match = /(\d+) unread/.exec(label);
  return match ? Number(match[1]) : 0;
};

async function announce(message: string): Promise<number> {
  const token = await apiToken(server.url, 'admin@example.com');
  const response = await fetch(`${server.url}/api/notifications/announce`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message }),
  });
  const body = (await response.json()) as { data?: { recipients: number } };
  if (!response.ok) throw new Error(`announce: ${response.status} ${JSON.stringify(body)}`);
  return body.data?.recipients ?? 0;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  adminContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  userContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  admin = await adminContext.newPage();
  tab1 = await userContext.newPage();
  await Promise.all([signIn(admin, server.url, 'admin@example.com'), signIn(tab1, server.url, 'user@example.com')]);
  tab2 = await userContext.newPage();
  await tab2.goto(`${server.url}/`);
  await Promise.all([live(admin), live(tab1), live(tab2)]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('realtime', () => {
  it("an admin's announcement reaches the user's badge in both tabs without a reload", async () => {
    const before = await unreadOf(tab1);
    // Sent through the admin's screen: the form says how many it reached.
    await admin.goto(`${server.url}/notifications`);
    await admin.getByLabel('Message').fill('Maintenance tonight at 10 PM (e2e)');
    await admin.getByRole('button', { name: 'Send announcement' }).click();
    await expect.poll(() => admin.getByText(/Announcement sent to \d+ users?\./).count(), { timeout: 10_000 }).toBe(1);
    for (const tab of [tab1, tab2]) await expect.poll(() => unreadOf(tab), { timeout: 10_000 }).toBe(before + 1);
    await openBell(tab1);
    const item = tab1.getByTestId('notification-item').filter({ hasText: 'Maintenance tonight at 10 PM (e2e)' });
    await item.waitFor();
    expect(await item.getAttribute('data-unread')).toBe('');
    await tab1.waitForTimeout(400);
    await tab1.screenshot({ path: '/tmp/rt-shots/header-dropdown.png' });
    await tab1.keyboard.press('Escape');
  });

  it('marking an item seen in one tab updates the other', async () => {
    const before = await unreadOf(tab2);
    expect(before).toBeGreaterThan(0);
    await openBell(tab1);
    await tab1.getByTestId('notification-item').filter({ hasText: 'Maintenance tonight at 10 PM (e2e)' }).click();
    // The dropdown stays open and shows the item as seen.
    await expect.poll(() => tab1.getByTestId('notification-item').filter({ hasText: 'Maintenance tonight at 10 PM (e2e)' }).getAttribute('data-unread'), { timeout: 10_000 }).toBeNull();
    await tab1.keyboard.press('Escape');
    await expect.poll(() => unreadOf(tab2), { timeout: 10_000 }).toBe(before - 1);
    await expect.poll(() => unreadOf(tab1), { timeout: 10_000 }).toBe(before - 1);
    await openBell(tab2);
    const item = tab2.getByTestId('notification-item').filter({ hasText: 'Maintenance tonight at 10 PM (e2e)' });
    await item.waitFor();
    expect(await item.getAttribute('data-unread')).toBeNull();
    await tab2.keyboard.press('Escape');
  });

  it('going offline and back catches up on what was missed', async () => {
    const before = await unreadOf(tab1);
    await userContext.setOffline(true);
    await expect.poll(() => tab1.getByTestId('connection-state').getAttribute('data-state'), { timeout: 10_000 }).toBe('offline');
    // The state in words, in a polite live region (issue 16 §5), and gone once the connection is back.
    const status = tab1.getByRole('status').filter({ hasText: 'Offline — changes will be sent when you are back' });
    await status.waitFor();
    expect(await status.getAttribute('aria-live')).toBe('polite');
    await tab1.screenshot({ path: '/tmp/rt-shots/offline-message.png' });
    expect(await announce('Sent while you were offline (e2e)')).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await unreadOf(tab1)).toBe(before);
    await userContext.setOffline(false);
    await Promise.all([live(tab1), live(tab2)]);
    await status.waitFor({ state: 'detached' });
    expect(await tab1.getByTestId('connection-message').count()).toBe(0);
    for (const tab of [tab1, tab2]) await expect.poll(() => unreadOf(tab), { timeout: 15_000 }).toBe(before + 1);
    await openBell(tab1);
    await tab1.getByTestId('notification-item').filter({ hasText: 'Sent while you were offline (e2e)' }).waitFor();
    await tab1.keyboard.press('Escape');
  });

  it('the full list on /notifications shows the items, and marking one seen there updates the badge', async () => {
    const before = await unreadOf(tab1);
    await tab2.goto(`${server.url}/notifications`);
    const row = tab2.getByTestId('notification-row').filter({ hasText: 'Sent while you were offline (e2e)' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Mark seen' }).click();
    await expect.poll(() => unreadOf(tab1), { timeout: 10_000 }).toBe(before - 1);
    await expect.poll(() => row.getAttribute('data-unread'), { timeout: 10_000 }).toBeNull();
    // Export CSV downloads every entry of the list, not only the page shown.
    const shown = Number(/^(\d+) notifications?/.exec((await tab2.getByText(/^\d+ notifications? · page/).textContent()) ?? '')?.[1]);
    const [csv] = await Promise.all([tab2.waitForEvent('download'), tab2.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^notifications-\d{4}-\d{2}-\d{2}\.csv$/);
    const [header, ...rows] = parseCsv((await readFile((await csv.path()) ?? '', 'utf8')).replace(/^\uFEFF/, ''));
    expect(header).toEqual(['Message', 'From', 'Customer', 'Date', 'Seen']);
    expect(rows).toHaveLength(shown);
    expect(rows.find((line) => line[0] === 'Sent while you were offline (e2e)')?.[4]).toBe('Yes');
    await admin.screenshot({ path: '/tmp/rt-shots/notifications-admin.png', fullPage: true });
  });
});

describe('live records', () => {
  it("an open list refetches when someone else adds a record", async () => {
    await admin.goto(`${server.url}/holidays`);
    const total = admin.getByText(/^\d+ holidays? · page/);
    await total.waitFor();
    const before = Number(/^(\d+)/.exec((await total.textContent()) ?? '')?.[1]);
    const token = await apiToken(server.url, 'admin@example.com');
    const day = new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10);
    const response = await fetch(`${server.url}/api/holidays/create`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ holiday_name: 'Live list holiday (e2e)', holiday_from: day, holiday_to: day, message: 'Added elsewhere' }),
    });
    expect(response.status).toBe(200);
    await expect.poll(async () => Number(/^(\d+)/.exec((await total.textContent()) ?? '')?.[1]), { timeout: 10_000 }).toBe(before + 1);
  });
});

describe('session changes', () => {
  it("a change to the user's role reaches their menu without signing in again", async () => {
    const token = await apiToken(server.url, 'admin@example.com');
    const post = async <T,>(path: string, body: object) => {
      const response = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const json = (await response.json()) as { status: number; data: T };
      if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
      return json.data;
    };
    type Role = { id: number; name: string; description?: string | null; permissions: string[]; revision: number };
    const page = await post<{ data: Role[] }>('/roles', { pageNumber: 1, search: 'User' });
    const role = page.data.find((r) => r.name === 'User');
    if (!role) throw new Error('no User role');
    const details = await post<Role>(`/roles/role/${role.id}`, {});
    const customersLink = tab1.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Manage Customers' });
    await tab1.goto(`${server.url}/`);
    await live(tab1);
    expect(await customersLink.count()).toBe(0);
    const updated = await post<Role>(`/roles/update/${role.id}`, { name: details.name, description: details.description ?? '', permissions: [...details.permissions, 'Customer.view'], revision: details.revision });
    await customersLink.waitFor({ timeout: 10_000 });
    await post(`/roles/update/${role.id}`, { name: details.name, description: details.description ?? '', permissions: details.permissions, revision: updated.revision });
    await customersLink.waitFor({ state: 'detached', timeout: 10_000 });
  });
});

describe('revoked sessions', () => {
  it('logging out in one tab closes the socket of the other, which signs out too', async () => {
    await tab1.goto(`${server.url}/`);
    await Promise.all([live(tab1), live(tab2)]);
    await tab2.bringToFront();
    await logOut(tab2, server.url);
    await tab1.waitForURL(`${server.url}/login`, { timeout: 15_000 });
  });
});
