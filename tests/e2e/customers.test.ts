// The customers screens in a real browser against the real server: an admin creates a customer with
// a priced service, finds it, views it (USD prices, file upload with progress), edits it and deletes
// it; a partner sees only its own customers. axe on the list, the form and the view.
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

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

describe('customers as admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('admin@example.com');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('lists customers, accessibly', async () => {
    await page.goto(`${server.url}/customers`);
    await page.getByRole('heading', { name: 'Manage Customers' }).waitFor();
    await row(page, 'Summit Builders').waitFor();
    await expectAccessible(page);
  });

  it('creates a customer with a priced service, with field errors at the fields', async () => {
    await page.getByRole('link', { name: 'Create Customer' }).click();
    await page.waitForURL(`${server.url}/customers/create`);
    await page.getByRole('button', { name: 'Create Customer' }).click();
    await expect.poll(() => page.getByText('This field is required').count()).toBe(2);

    await page.getByLabel('Name').fill('Cascade Framing');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Create Customer' }).click();
    await page.getByText('Please Enter a valid email').waitFor();
    await page.getByLabel('Email').fill('office@cascade.example.com');
    await page.getByLabel('Partner', { exact: true }).selectOption({ label: 'Pacific Bid Solutions' });
    await page.getByLabel('Agent', { exact: true }).selectOption({ label: 'Marcus Lee' });
    await page.getByRole('button', { name: 'Add Service' }).click();
    await page.getByLabel('Service 1', { exact: true }).selectOption({ label: 'Bid Review (Others)' });
    const price = page.getByLabel('Service 1 price');
    await expect.poll(() => price.inputValue()).toBe('350.00');
    await price.fill('299.1255');
    await page.getByRole('button', { name: 'Create Customer' }).click();
    await page.getByText('Please enter a valid number with at most 3 decimals').waitFor();
    await price.fill('299.125');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create Customer' }).click();
    await page.waitForURL(`${server.url}/customers`);
    await page.getByText('Customer created successfully').waitFor();
    await page.getByLabel('Search customers').fill('Cascade');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row(page, 'Cascade Framing').waitFor();
  });

  it('shows a taken name at the field', async () => {
    await page.goto(`${server.url}/customers/create`);
    await page.getByLabel('Name').fill('summit builders');
    await page.getByLabel('Email').fill('x@example.com');
    await page.getByRole('button', { name: 'Create Customer' }).click();
    await page.getByText('A customer with this name already exists').waitFor();
  });

  it('focuses the first invalid field under a summary, a line error at its list', async () => {
    await page.goto(`${server.url}/customers/create`);
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByRole('button', { name: 'Add Service' }).click();
    await page.getByRole('button', { name: 'Create Customer' }).click();
    const summary = page.getByRole('alert').filter({ hasText: /Please correct \d+ fields?:/ });
    await summary.waitFor();
    await expect.poll(() => summary.getByRole('link').allTextContents()).toEqual(['Name', 'Email', 'Services']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toBe('field-name');
    await page.getByText('Please Enter a valid email').waitFor();
    await page.getByText('Choose a service').last().waitFor();

    await page.getByLabel('Name').fill('Half Done Builders');
    await page.getByLabel('Email').fill('office@halfdone.example.com');
    await page.getByRole('button', { name: 'Create Customer' }).click();
    await expect.poll(() => summary.getByRole('link').allTextContents()).toEqual(['Services']);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toBe('field-services');
  });

  it('views the customer with USD prices and uploads a file with progress', async () => {
    await page.goto(`${server.url}/customers`);
    await page.getByLabel('Search customers').fill('Cascade');
    await page.getByRole('link', { name: 'Cascade Framing', exact: true }).click();
    await page.waitForURL(/\/view-customer\/\d+$/);
    await page.getByRole('heading', { name: 'View Customer' }).waitFor();
    await page.getByRole('cell', { name: '$299.125' }).waitFor();
    expect(await page.getByRole('link', { name: 'Customer Dashboard' }).getAttribute('href')).toMatch(/^\/customer-dashboard\/\d+$/);
    await page.getByLabel('Upload File').setInputFiles({ name: 'scope.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByRole('button', { name: 'Download scope.pdf' }).waitFor();
    await page.getByLabel('Upload File').setInputFiles({ name: 'tool.pdf', mimeType: 'application/pdf', buffer: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0xff, 0xfe]) });
    await page.getByText(/file type is not allowed/).waitFor();
    await expectAccessible(page);
  });

  it('extends a trial and changes the status from the view', async () => {
    const view = page.url();
    await page.goto(`${server.url}/customers`);
    await page.getByRole('link', { name: 'Granite Peak Developments', exact: true }).click();
    await page.getByRole('heading', { name: 'Subscription' }).waitFor();
    await page.getByRole('button', { name: 'Extend Trial' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Days to add').fill('91');
    await dialog.getByRole('button', { name: 'Extend Trial' }).click();
    await dialog.getByText('Enter a whole number of days from 1 to 90').waitFor();
    await dialog.getByLabel('Days to add').fill('10');
    await dialog.getByRole('button', { name: 'Extend Trial' }).click();
    await page.getByText(/^Trial extended to \d{2}\/\d{2}\/\d{4}$/).waitFor();

    await page.getByRole('button', { name: 'Change Status' }).click();
    const confirm = page.getByRole('alertdialog');
    await confirm.getByLabel('New status').selectOption('active');
    await confirm.getByRole('button', { name: 'Change status' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText('Granite Peak Developments is now active').waitFor();
    await page.goto(view);
  });

  it('edits the customer, showing a stale edit refused', async () => {
    await page.getByRole('link', { name: 'Edit Customer' }).click();
    await page.waitForURL(/\/customers\/edit\/\d+$/);
    const name = page.getByLabel('Name');
    await expect.poll(() => name.inputValue()).toBe('Cascade Framing');
    await expect.poll(() => page.getByLabel('Service 1 price').inputValue()).toBe('299.125');
    // Someone else changes the customer meanwhile: the save is refused, saying who.
    const id = /\/customers\/edit\/(\d+)$/.exec(page.url())?.[1] ?? '';
    const token = await apiToken(server.url, 'admin@example.com');
    const changed = await fetch(`${server.url}/api/customers/status/${id}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ status: 'active' }),
    });
    expect(changed.status).toBe(200);
    await name.fill('Cascade Framing Co');
    await page.getByRole('button', { name: 'Save Customer' }).click();
    await page.getByText(/^This customer was changed by Alice Morgan after you opened it\./).waitFor();

    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => name.inputValue()).toBe('Cascade Framing');
    await name.fill('Cascade Framing Co');
    await page.getByRole('button', { name: 'Save Customer' }).click();
    await page.waitForURL(`${server.url}/customers`);
    await page.getByLabel('Search customers').fill('Cascade');
    await row(page, 'Cascade Framing Co').waitFor();
  });

  it('refuses to delete a customer with branches, and deletes one after confirmation', async () => {
    await page.getByLabel('Search customers').fill('Summit');
    await page.getByRole('button', { name: 'Delete Summit Builders' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText(/^This customer still has 3 branches and \d+ users\./).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByLabel('Search customers').fill('Cascade Framing Co');
    await page.getByRole('button', { name: 'Delete Cascade Framing Co' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('No customers found').waitFor();
  });
});

describe('a user who may view customers but not change them', () => {
  it('opens the customer form read-only: no Save, fields and prices that take no typing, Back to the view', async () => {
    const headers = { Authorization: `Bearer ${await apiToken(server.url, 'admin@example.com')}`, 'content-type': 'application/json' };
    const call = async (path: string, body: object) => {
      const response = await fetch(`${server.url}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
      return ((await response.json()) as { data: unknown }).data;
    };
    const role = (await call('/roles/create', { name: 'Customer Viewer', permissions: ['Customer.view', 'Customer.seeAll'] })) as { id: number };
    await call('/users/create', { name: 'Cora Viewer', email: 'cora.viewer@example.com', role_id: role.id, password: 'Quartz-Lantern-82', must_change_password: false });
    const [customer] = ((await call('/customers', { pageNumber: 1, search: 'Summit' })) as { data: { id: number; name: string }[] }).data;
    if (!customer) throw new Error('the demo data has Summit Builders');

    const viewer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(viewer, server.url, 'cora.viewer@example.com', 'Quartz-Lantern-82');
    await viewer.goto(`${server.url}/customers/edit/${customer.id}`);
    await viewer.getByRole('heading', { name: 'View Customer' }).waitFor();
    await expect.poll(() => viewer.getByLabel('Name').inputValue()).toBe(customer.name);
    expect(await viewer.getByLabel('Name').isEditable()).toBe(false);
    expect(await viewer.getByRole('combobox', { name: 'Status', exact: true }).isDisabled()).toBe(true);
    expect(await viewer.getByRole('button', { name: 'Save Customer' }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: 'Add Service' }).count()).toBe(0);
    await expectAccessible(viewer);
    await viewer.getByRole('link', { name: 'Back' }).click();
    await viewer.waitForURL(`${server.url}/view-customer/${customer.id}`);
    await viewer.context().close();
  });
});

describe('customers as a partner', () => {
  it("sees only its own partner's customers", async () => {
    const page = await signedInPage('partner@example.com');
    await page.goto(`${server.url}/customers`);
    await row(page, 'Summit Builders').waitFor();
    await row(page, 'Riverstone Contractors').waitFor();
    expect(await page.getByRole('row').count()).toBe(3);
    expect(await page.getByLabel('Filter by partner').count()).toBe(0);
    await page.goto(`${server.url}/customers/create`);
    await page.getByLabel('Name').waitFor();
    expect(await page.getByLabel('Partner', { exact: true }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});
