// Analytics (/analytics) in a real browser against the real server and its seed: the admin and the
// partner (both hold Analytics) see the menu item, the charts and the table; switching the period
// (Year / Month / Day) and the variant (All / QTO / FTE) updates the numbers, which equal the API's;
// user@example.com (no Analytics) has no menu item, and the screen and the API refuse; axe throughout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiToken, expectAccessible, launchBrowser, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Totals {
  created: number;
  completed: number;
}

async function apiTotals(email: string, path: string, period: string): Promise<{ status: number; totals?: Totals }> {
  const token = await apiToken(server.url, email);
  const response = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ period }) });
  const body = (await response.json()) as { data?: { totals: Totals } };
  return { status: response.status, ...(body.data ? { totals: { created: body.data.totals.created, completed: body.data.totals.completed } } : {}) };
}

async function signedInPage(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.url, email);
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const figures = (page: Page) => page.getByRole('table').filter({ has: page.getByText(/^Figures by/) });
const bodyRows = (page: Page) => figures(page).locator('tbody tr');
/** The Total row's Created and Completed cells. */
async function shownTotals(page: Page): Promise<Totals> {
  const cells = figures(page).locator('tfoot tr td');
  return { created: Number(await cells.nth(1).textContent()), completed: Number(await cells.nth(2).textContent()) };
}

for (const email of ['admin@example.com', 'partner@example.com']) {
  describe(`analytics as ${email}`, () => {
    let page: Page;
    beforeAll(async () => {
      page = await signedInPage(email);
    });
    afterAll(async () => {
      await page?.context().close();
    });

    it('opens from the menu with the last 12 months, charts and a table, accessibly', async () => {
      await nav(page).getByRole('link', { name: 'Analytics' }).click();
      await page.waitForURL(`${server.url}/analytics`);
      await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();
      await figures(page).waitFor();
      expect(await bodyRows(page).count()).toBe(12);
      expect(await page.getByRole('figure', { name: /^Projects completed and created per month/ }).count()).toBe(1);
      // Charts draw one per idle turn once in view (src/ui/charts/draw-queue.ts).
      await expect.poll(() => page.locator('.apexcharts-canvas').count()).toBe(3);
      expect(await shownTotals(page)).toEqual((await apiTotals(email, '/analytics', 'month')).totals);
      await expectAccessible(page);
    });

    it('switches the period and the variant', async () => {
      await page.getByLabel('Period').selectOption({ label: 'Year' });
      await expect.poll(() => bodyRows(page).count()).toBe(5);
      expect(await figures(page).getByRole('columnheader', { name: 'Year' }).count()).toBe(1);
      await expect.poll(() => shownTotals(page)).toEqual((await apiTotals(email, '/analytics', 'year')).totals);

      await page.getByRole('tab', { name: 'QTO' }).click();
      const qto = (await apiTotals(email, '/analytics/qto', 'year')).totals;
      await expect.poll(() => shownTotals(page)).toEqual(qto);
      await page.getByRole('tab', { name: 'FTE' }).click();
      await expect.poll(() => shownTotals(page)).toEqual((await apiTotals(email, '/analytics/fte', 'year')).totals);

      await page.getByLabel('Period').selectOption({ label: 'Day' });
      await expect.poll(() => bodyRows(page).count()).toBe(30);
      // Days show as MM/DD/YYYY.
      expect(await bodyRows(page).first().locator('td').first().textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      await expectAccessible(page);
    });
  });
}

describe('analytics without the Analytics permission', () => {
  it('has no menu item, and the screen and the API refuse', async () => {
    const page = await signedInPage('user@example.com');
    await nav(page).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav(page).getByRole('link', { name: 'Analytics' }).count()).toBe(0);
    await page.goto(`${server.url}/analytics`);
    await page.getByText('You do not have permission to do this').waitFor();
    expect(await figures(page).count()).toBe(0);
    await expectAccessible(page);
    expect((await apiTotals('user@example.com', '/analytics', 'month')).status).toBe(403);
    await page.context().close();
  });
});
