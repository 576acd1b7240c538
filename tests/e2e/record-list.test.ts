// The one record list (src/ui/list) in a real browser against the real server, on /branches: the
// active sort announced by aria-sort, page numbers and rows per page, a bulk delete where one row is
// refused (it still has users) and says why on its row, a row changed by someone else highlighted,
// the sticky Actions column at 1366 px, and the cards with a Filters drawer at 375 px; axe on the
// list, the bulk bar and the drawer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiToken, expectAccessible, launchBrowser, signIn, startServer, tick, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function adminAt(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await signIn(page, server.url, 'admin@example.com');
  return page;
}

/** A branch nothing depends on yet, made over the API: the one a bulk delete may remove. */
async function createBranch(name: string): Promise<void> {
  const headers = { Authorization: `Bearer ${await apiToken(server.url, 'admin@example.com')}`, 'Content-Type': 'application/json' };
  const customers = (await (await fetch(`${server.url}/api/customers`, { method: 'POST', headers, body: JSON.stringify({ pageNumber: 1, search: 'Summit' }) })).json()) as { data: { data: { id: number }[] } };
  const customer = customers.data.data[0];
  const created = await fetch(`${server.url}/api/branches/create`, { method: 'POST', headers, body: JSON.stringify({ name, customer_id: customer?.id }) });
  if (!created.ok) throw new Error(`could not create branch ${name}: ${await created.text()}`);
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

describe('the record list on a wide screen', () => {
  let page: Page;
  beforeAll(async () => {
    page = await adminAt(1366, 900);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('announces the active sort on its column only', async () => {
    await page.goto(`${server.url}/branches`);
    const name = page.getByRole('columnheader', { name: /^Name/ });
    const city = page.getByRole('columnheader', { name: /^City/ });
    await expect.poll(() => name.getAttribute('aria-sort')).toBe('ascending');
    expect(await city.getAttribute('aria-sort')).toBeNull();

    await city.getByRole('button').click();
    await page.waitForURL(/sort=city/);
    await expect.poll(() => city.getAttribute('aria-sort')).toBe('ascending');
    expect(await name.getAttribute('aria-sort')).toBeNull();
    await city.getByRole('button').click();
    await page.waitForURL(/sort=-city/);
    await expect.poll(() => city.getAttribute('aria-sort')).toBe('descending');
    await expectAccessible(page);
  });

  it('pages by number and by rows per page', async () => {
    await page.goto(`${server.url}/branches`);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.getByRole('button', { name: 'Page 2' }).click();
    await page.waitForURL(/page=2/);
    await expect.poll(() => pager.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    await page.getByLabel('Rows per page').selectOption('25');
    await page.waitForURL(/size=25/);
    expect(page.url()).not.toContain('page=2');
    await expect.poll(() => pager.getByRole('button', { name: 'Page 2' }).count()).toBe(0);
  });

  it('keeps the Actions column in view when the table is wider than its card', async () => {
    await page.goto(`${server.url}/customers`);
    const edit = page.getByRole('link', { name: 'Edit Summit Builders' });
    await edit.waitFor();
    const box = await edit.boundingBox();
    expect(box).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(1366);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1366);
  });

  it('deletes in bulk, and marks the refused row with its reason', async () => {
    await createBranch('Aspen Annex');
    await page.goto(`${server.url}/branches?size=25`);
    await row(page, 'Aspen Annex').waitFor();
    await tick(page.getByRole('checkbox', { name: 'Select Aspen Annex' }));
    await tick(page.getByRole('checkbox', { name: 'Select Boulder' }));
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('2 selected').waitFor();
    await expectAccessible(page);

    await bar.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete 2 branches?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByText('1 of 2 branches deleted').waitFor();
    await row(page, 'Aspen Annex').waitFor({ state: 'detached' });
    await row(page, 'Boulder').getByText('Refused: This branch still has 2 users.', { exact: false }).waitFor();
    await expect.poll(() => bar.count()).toBe(0);
  });

  it('highlights a row someone else changed', async () => {
    await page.goto(`${server.url}/branches?q=Greeley`);
    await row(page, 'Greeley').waitFor();
    expect(await row(page, 'Greeley').getAttribute('data-changed')).toBeNull();
    // Another admin deactivates it over the API; the list refetches on record:changed.
    const headers = { Authorization: `Bearer ${await apiToken(server.url, 'admin@example.com')}`, 'Content-Type': 'application/json' };
    const id = await row(page, 'Greeley').getAttribute('data-row-id');
    const changed = await fetch(`${server.url}/api/branches/status/${id}`, { method: 'POST', headers, body: JSON.stringify({ status: 'inactive' }) });
    expect(changed.ok).toBe(true);
    await page.locator(`tr[data-row-id="${id}"][data-changed]`).waitFor();
    await row(page, 'Greeley').getByText('Inactive').waitFor();
  });

  it('selects every row of the page from the header and clears the selection', async () => {
    await page.goto(`${server.url}/branches`);
    await row(page, 'Boulder').waitFor();
    await tick(page.getByRole('checkbox', { name: 'Select all on this page' }));
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('10 selected').waitFor();
    await bar.getByRole('button', { name: 'Clear selection' }).click();
    await bar.waitFor({ state: 'detached' });
  });
});

describe('the record list on a phone', () => {
  let page: Page;
  beforeAll(async () => {
    page = await adminAt(375, 800);
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('shows rows as cards and folds the filters into a drawer that counts them', async () => {
    await page.goto(`${server.url}/branches?status=active`);
    await page.getByRole('link', { name: 'Edit Boulder' }).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await page.getByLabel('Filter by customer').count()).toBe(0);

    await page.getByRole('button', { name: 'Filters, 1 active' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('combobox', { name: 'Filter by customer' }).selectOption({ label: 'Riverstone Contractors' });
    await page.waitForURL(/customer=/);
    await expectAccessible(page);
    await drawer.getByRole('button', { name: 'Show results' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Filters, 2 active' }).waitFor();
    await page.getByRole('link', { name: 'Edit Fort Collins' }).waitFor();
    expect(await page.getByRole('link', { name: 'Edit Boulder' }).count()).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
