// The catalogue screens in a real browser against the real server: an admin creates, edits, finds and
// deletes a service with software, and an add-on, and edits a software; a partner does not see
// Manage Services and gets 403 from the write API. axe on the lists and forms.
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

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByText(name, { exact: true }) });

describe('catalogue as admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('admin@example.com');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('lists services with their software and USD prices, accessibly', async () => {
    await page.getByRole('link', { name: 'Manage Services' }).click();
    await page.waitForURL(`${server.url}/services`);
    await page.getByRole('heading', { name: 'Manage Services' }).waitFor();
    const bid = row(page, 'Bid Review');
    await bid.waitFor();
    expect(await bid.textContent()).toContain('$350.00');
    expect(await bid.textContent()).toContain('Microsoft Excel');
    await expectAccessible(page);
  });

  it('creates a service with software, checking required fields and the price first', async () => {
    await page.getByRole('link', { name: 'Create Service' }).click();
    await page.waitForURL(`${server.url}/services/create`);
    await page.getByRole('button', { name: 'Create Service' }).click();
    await expect.poll(() => page.getByText('This field is required').count()).toBe(3);

    await page.getByLabel('Name').fill('Framing Take-Off');
    await page.getByLabel('Work type').selectOption('QTO');
    await page.getByLabel('Price').fill('12.3456');
    await page.getByRole('button', { name: 'Create Service' }).click();
    await page.getByText('Please enter a valid number with at most 3 decimals').waitFor();
    await page.getByLabel('Price').fill('640.5');
    await page.getByLabel('Description').fill('Walls, floors and roofs');
    await page.getByLabel('PlanSwift').check({ force: true });
    await page.getByLabel('STACK').check({ force: true });
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create Service' }).click();
    await page.waitForURL(`${server.url}/services`);
    await page.getByText('Service created successfully').waitFor();

    await page.getByLabel('Search services').fill('Framing');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    const created = row(page, 'Framing Take-Off');
    expect(await created.textContent()).toContain('$640.50');
    expect(await created.textContent()).toContain('PlanSwift');
  });

  it('shows a taken name at the field', async () => {
    await page.goto(`${server.url}/services/create`);
    await page.getByLabel('Name').fill('bid review');
    await page.getByLabel('Work type').selectOption('Others');
    await page.getByLabel('Price').fill('1');
    await page.getByRole('button', { name: 'Create Service' }).click();
    await page.getByText('A service with this name already exists').waitFor();
  });

  it('edits the service, and finds it by the work type and software filters', async () => {
    await page.goto(`${server.url}/services`);
    await page.getByLabel('Search services').fill('Framing');
    await page.getByRole('link', { name: 'Edit Framing Take-Off' }).click();
    await page.waitForURL(/\/services\/edit\/\d+$/);
    const name = page.getByLabel('Name');
    await expect.poll(() => name.inputValue()).toBe('Framing Take-Off');
    expect(await page.getByLabel('PlanSwift').isChecked()).toBe(true);
    await name.fill('Framing and Sheathing Take-Off');
    await page.getByLabel('Work type').selectOption('FTE');
    await page.getByLabel('STACK').uncheck({ force: true });
    await page.getByLabel('Bluebeam Revu').check({ force: true });
    await page.getByRole('button', { name: 'Save Service' }).click();
    await page.waitForURL(`${server.url}/services`);

    await page.getByLabel('Filter by work type').selectOption('FTE');
    await page.getByLabel('Filter by software').selectOption({ label: 'PlanSwift' });
    await page.getByLabel('Search services').fill('Framing');
    const edited = row(page, 'Framing and Sheathing Take-Off');
    await edited.waitFor();
    expect(await edited.textContent()).toContain('Bluebeam Revu');
    expect(await edited.textContent()).not.toContain('STACK');
  });

  it('changes the status and deletes the service after confirmation; a used one is refused', async () => {
    const dialog = page.getByRole('alertdialog');
    await page.getByRole('button', { name: 'Change status of Framing and Sheathing Take-Off' }).click();
    await dialog.getByLabel('New status').selectOption('inactive');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row(page, 'Framing and Sheathing Take-Off').textContent()).toContain('Inactive');

    await page.getByRole('button', { name: 'Delete Framing and Sheathing Take-Off' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('No services found').waitFor();

    await page.getByLabel('Filter by work type').selectOption('');
    await page.getByLabel('Filter by software').selectOption('');
    await page.getByLabel('Search services').fill('Residential');
    await page.getByRole('button', { name: 'Delete Residential Quantity Take-Off' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText(/This service still has \d+ projects?, \d+ customers?/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('creates, edits and deletes an add-on', async () => {
    await page.getByRole('link', { name: 'Manage Added Services' }).click();
    await page.waitForURL(`${server.url}/added-services`);
    await row(page, 'Bid Leveling').waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Create Added Service' }).click();
    await page.getByLabel('Name').fill('Site Photos');
    await page.getByLabel('Price').fill('-1');
    await page.getByRole('button', { name: 'Create Added Service' }).click();
    await page.getByText('Please enter an amount of 0 or more').waitFor();
    await page.getByLabel('Price').fill('0.125');
    await page.getByRole('button', { name: 'Create Added Service' }).click();
    await page.waitForURL(`${server.url}/added-services`);

    await page.getByLabel('Search added services').fill('Site Photos');
    await page.getByRole('link', { name: 'Edit Site Photos' }).click();
    await page.waitForURL(/\/added-services\/edit\/\d+$/);
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Site Photos');
    await page.getByLabel('Price').fill('85');
    await page.getByRole('button', { name: 'Save Added Service' }).click();
    await page.waitForURL(`${server.url}/added-services`);
    await page.getByLabel('Search added services').fill('Site Photos');
    await expect.poll(() => row(page, 'Site Photos').textContent()).toContain('$85.00');

    await page.getByRole('button', { name: 'Delete Site Photos' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('No added services found').waitFor();
  });

  it('edits a software, and a stale edit offers to reload', async () => {
    await page.goto(`${server.url}/softwares`);
    await page.getByLabel('Filter by vendor').selectOption('ConstructConnect');
    await expect.poll(() => page.getByRole('row').count()).toBe(3);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Edit PlanSwift' }).click();
    await page.waitForURL(/\/softwares\/edit\/\d+$/);
    await expect.poll(() => page.getByLabel('Vendor', { exact: true }).inputValue()).toBe('ConstructConnect');
    // Someone else saves first.
    const id = page.url().split('/').at(-1);
    const token = await apiToken(server.url, 'admin@example.com');
    const other = await fetch(`${server.url}/api/softwares/update/${id}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'PlanSwift Pro', vendor: 'ConstructConnect', revision: 1 }),
    });
    expect(other.status).toBe(200);
    await page.getByLabel('Vendor', { exact: true }).fill('Construct Connect');
    await page.getByRole('button', { name: 'Save Software' }).click();
    await page.getByText(/This software was changed by .+ after you opened it/).waitFor();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('PlanSwift Pro');
  });
});

describe('catalogue as a partner', () => {
  it('has no Manage Services item, is refused the address by the route guard, and gets 403 from the write API', async () => {
    const page = await signedInPage('partner@example.com');
    await page.getByRole('link', { name: 'Dashboard' }).first().waitFor();
    expect(await page.getByRole('link', { name: 'Manage Services' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Manage Added Services' }).count()).toBe(0);
    await page.goto(`${server.url}/services`);
    await page.getByRole('heading', { name: 'You do not have permission to do this' }).waitFor();
    expect(await page.getByRole('link', { name: 'Create Service' }).count()).toBe(0);
    await expectAccessible(page);

    const headers = { Authorization: `Bearer ${await apiToken(server.url, 'partner@example.com')}`, 'content-type': 'application/json' };
    const create = await fetch(`${server.url}/api/services/create`, { method: 'POST', headers, body: JSON.stringify({ name: 'Partner Service', work_type: 'QTO', price: '1' }) });
    expect(create.status).toBe(403);
    const addOn = await fetch(`${server.url}/api/addons/create`, { method: 'POST', headers, body: JSON.stringify({ name: 'Partner Add-on', price: '1' }) });
    expect(addOn.status).toBe(403);
    await page.context().close();
  });
});
