// The holidays screens in a real browser against the real server: an admin creates (with the required
// and date-order messages at their fields), finds, filters by year, edits (and meets a stale edit),
// and deletes a holiday; a user without the Holiday permission is refused; axe on the list and form.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiToken, expectAccessible, launchBrowser, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInPage(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.url, email);
  return page;
}

// A row's first cell is its selection checkbox (bulk delete): the record's columns count from 1.
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

describe('holidays as admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('admin@example.com');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('lists holidays with their dates as MM/DD/YYYY, accessibly', async () => {
    await page.goto(`${server.url}/holidays`);
    await page.getByRole('heading', { name: 'Manage Holidays' }).waitFor();
    await page.getByRole('cell', { name: 'Christmas', exact: true }).first().waitFor();
    expect(await row(page, 'Christmas').first().getByRole('cell').nth(2).textContent()).toMatch(/^12\/24\/\d{4} – 12\/25\/\d{4}$/);
    await expectAccessible(page);
  });

  it('creates a holiday: required fields and the date order checked at their fields', async () => {
    await page.getByRole('link', { name: 'Create Holiday' }).click();
    await page.waitForURL(`${server.url}/holidays/create`);
    await page.getByRole('button', { name: 'Create Holiday' }).click();
    await expect.poll(() => page.getByText('This field is required').count()).toBe(4);
    await expectAccessible(page);

    await page.getByLabel('Holiday name').fill('Founders Day');
    await page.getByLabel(/^From\b/).fill('2031-03-12');
    await page.getByLabel(/^To\b/).fill('2031-03-10');
    await page.getByLabel(/^Message\b/).fill('Closed for Founders Day.');
    await page.getByRole('button', { name: 'Create Holiday' }).click();
    await page.getByText('The end date must be on or after the start date').waitFor();
    // The message clears on the next edit.
    await page.getByLabel(/^To\b/).fill('2031-03-13');
    expect(await page.getByText('The end date must be on or after the start date').count()).toBe(0);
    await page.getByRole('button', { name: 'Create Holiday' }).click();
    await page.waitForURL(`${server.url}/holidays`);
    await page.getByText('Holiday created successfully').waitFor();
  });

  it('finds it by search and by year', async () => {
    await page.getByLabel('Search holidays').fill('Founders');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    expect(await row(page, 'Founders Day').getByRole('cell').nth(2).textContent()).toBe('03/12/2031 – 03/13/2031');
    await page.getByLabel('Search holidays').fill('');
    const year = String(new Date().getFullYear());
    await page.getByLabel('Year', { exact: true }).selectOption(year);
    await row(page, 'Christmas').waitFor();
    expect(await row(page, 'Founders Day').count()).toBe(0);
    for (const dates of await page.locator('tbody tr td:nth-child(3)').allTextContents()) expect(dates).toContain(year);
    await page.getByLabel('Year', { exact: true }).selectOption('');
  });

  it('edits it, and shows who changed it when the edit is stale', async () => {
    await page.getByLabel('Search holidays').fill('Founders');
    await page.getByRole('link', { name: 'Edit Founders Day' }).click();
    await page.waitForURL(/\/holidays\/edit\/\d+$/);
    const id = /\/holidays\/edit\/(\d+)$/.exec(page.url())?.[1] ?? '';
    const name = page.getByLabel('Holiday name');
    await expect.poll(() => name.inputValue()).toBe('Founders Day');
    expect(await page.getByLabel(/^From\b/).inputValue()).toBe('2031-03-12');
    await expectAccessible(page);

    // Another tab saves first.
    const token = await apiToken(server.url, 'admin@example.com');
    const changed = await fetch(`${server.url}/api/holidays/update/${id}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ holiday_name: 'Founders Day', holiday_from: '2031-03-12', holiday_to: '2031-03-13', message: 'Changed elsewhere.', revision: 1 }),
    });
    expect(changed.status).toBe(200);
    await name.fill('Founders Week');
    await page.getByRole('button', { name: 'Save Holiday' }).click();
    await page.getByText(/This holiday was changed by Alice Morgan after you opened it/).waitFor();

    // Reloaded, the edit goes through.
    await page.reload();
    await expect.poll(() => name.inputValue()).toBe('Founders Day');
    expect(await page.getByLabel(/^Message\b/).inputValue()).toBe('Changed elsewhere.');
    await name.fill('Founders Week');
    await page.getByRole('button', { name: 'Save Holiday' }).click();
    await page.waitForURL(`${server.url}/holidays`);
    await page.getByLabel('Search holidays').fill('Founders');
    await row(page, 'Founders Week').waitFor();
  });

  it('deletes it after confirmation', async () => {
    await page.getByRole('button', { name: 'Delete Founders Week' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText('03/12/2031 – 03/13/2031').waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('No holidays found').waitFor();
  });
});

describe('holidays as a user without the Holiday permission', () => {
  it('gets a clear refusal and no actions', async () => {
    const page = await signedInPage('user@example.com');
    await page.goto(`${server.url}/holidays`);
    await page.getByText('You do not have permission to do this').waitFor();
    expect(await page.getByRole('link', { name: 'Create Holiday' }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});
