// The invoices screens in a real browser against the real server: an admin filters the list, exports
// it as CSV, opens a customer's invoices, picks a month, downloads the PDF and sends it by email after
// a confirmation listing the recipients; a customer admin and an agent see their own scope;
// guest_account billing has no Invoices menu item and is refused; axe on the list, the view and the
// send dialog.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, signIn, startServer, type RunningServer } from './harness';

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
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, server.url, email);
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
/** The customer column of every row of the list's table. */
const customerCells = (page: Page) => page.locator('tbody tr td:nth-child(2) a').allTextContents();

describe('invoices as admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('admin@example.com');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('lists invoices from the menu, in US dollars, accessibly, and filters them by customer', async () => {
    await nav(page).getByRole('link', { name: 'Invoices', exact: true }).click();
    await page.waitForURL(`${server.url}/invoices`);
    await page.getByRole('heading', { name: 'Invoices', exact: true }).waitFor();
    await page.locator('tbody tr').first().waitFor();
    for (const total of await page.locator('tbody tr td:nth-child(6)').allTextContents()) expect(total).toMatch(/^\$[\d,]+\.\d{2}$/);
    await expectAccessible(page);

    await page.getByLabel('Filter by customer').selectOption({ label: 'Summit Builders' });
    await expect.poll(async () => new Set(await customerCells(page))).toEqual(new Set(['Summit Builders']));
    // Export CSV downloads every invoice of the filter, not only the page shown.
    const shown = Number(/^(\d+) invoices?/.exec((await page.getByText(/^\d+ invoices? · page/).textContent()) ?? '')?.[1]);
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await csv.path()) ?? '', 'utf8')).trim().split(/\r?\n/);
    expect(lines).toHaveLength(shown + 1);
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'Summit Builders')).toBe(true);
    await page.getByLabel('Filter by month').selectOption({ label: 'December' });
    await page.getByLabel('Filter by month').selectOption('');
  });

  it("opens the customer's invoices, picks an ended month, and downloads its PDF", async () => {
    await page.locator('tbody tr').first().getByRole('link', { name: 'Summit Builders' }).click();
    await page.waitForURL(/\/invoices\/view\/\d+$/);
    await page.getByRole('heading', { name: 'View Invoice' }).waitFor();
    await page.getByText('Invoices of Summit Builders').waitFor();
    const month = page.getByLabel('Month', { exact: true });
    const ended = (await month.locator('option').allTextContents()).find((label) => !label.includes('· Open ·'));
    expect(ended).toBeTruthy();
    await month.selectOption({ label: ended ?? '' });
    const section = page.getByRole('region', { name: /^Invoice INV-/ });
    await section.getByRole('table', { name: 'Invoice lines' }).waitFor();
    const number = ((await section.getByRole('heading').first().textContent()) ?? '').replace('Invoice ', '').trim();
    expect(number).toMatch(/^INV-\d{6}-\d{6}$/);
    expect(await section.getByRole('row').last().textContent()).toMatch(/Total \(USD\)\$[\d,]+\.\d{2}$/);
    await expectAccessible(page);

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    expect((await readFile((await download.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('sends it by email after a confirmation listing the recipients', async () => {
    const section = page.getByRole('region', { name: /^Invoice INV-/ });
    const number = ((await section.getByRole('heading').first().textContent()) ?? '').replace('Invoice ', '').trim();
    await section.getByRole('button', { name: 'Send by email' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Send invoice by email' });
    await dialog.getByText('office@summitbuilders.example.com').waitFor();
    await dialog.getByText('estimating@summitbuilders.example.com').waitFor();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText(`Invoice ${number} sent to office@summitbuilders.example.com, estimating@summitbuilders.example.com`).waitFor();
    await section.getByText(/to office@summitbuilders\.example\.com, estimating@summitbuilders\.example\.com$/).waitFor();
    // The mail went out with the PDF attached (file mail backend).
    await expect
      .poll(async () => {
        const names = await readdir(join(server.dataDir, 'mail'));
        const mails = await Promise.all(names.map((name) => readFile(join(server.dataDir, 'mail', name), 'utf8')));
        return mails.some((mail) => mail.includes(`Subject: Invoice ${number}`) && mail.includes(`filename=${number}.pdf`));
      })
      .toBe(true);
  });
});

describe('invoices as a customer admin and an agent', () => {
  it('a customer admin sees only its own customer, without the customer filter', async () => {
    const page = await signedInPage('customeradmin@example.com');
    await nav(page).getByRole('link', { name: 'Invoices', exact: true }).click();
    await page.locator('tbody tr').first().waitFor();
    expect(new Set(await customerCells(page))).toEqual(new Set(['Summit Builders']));
    expect(await page.getByLabel('Filter by customer').count()).toBe(0);
    await page.getByLabel('Filter by branch').waitFor();
    await page.locator('tbody tr').first().getByRole('link', { name: /^View invoice INV-/ }).click();
    await page.getByRole('region', { name: /^Invoice INV-/ }).getByRole('table', { name: 'Invoice lines' }).waitFor();
    await expectAccessible(page);
    await page.context().close();
  });

  it("an agent sees its partner's customers and opens one", async () => {
    const page = await signedInPage('agent@example.com');
    await page.goto(`${server.url}/invoices`);
    await page.locator('tbody tr').first().waitFor();
    for (const name of await customerCells(page)) expect(['Summit Builders', 'Riverstone Contractors']).toContain(name);
    await page.locator('tbody tr').first().locator('td').nth(1).getByRole('link').click();
    await page.getByRole('region', { name: /^Invoice INV-/ }).getByRole('table', { name: 'Invoice lines' }).waitFor();
    await expectAccessible(page);
    await page.context().close();
  });
});

describe('invoices as guest_account billing', () => {
  it('has no Invoices menu item and is refused', async () => {
    const page = await signedInPage('guest@example.com');
    await nav(page).getByRole('link', { name: 'Dashboard' }).waitFor();
    expect(await nav(page).getByRole('link', { name: 'Invoices', exact: true }).count()).toBe(0);
    await page.goto(`${server.url}/invoices`);
    await page.getByRole('heading', { name: 'You do not have permission to do this' }).waitFor();
    expect(await page.locator('tbody tr').count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});
