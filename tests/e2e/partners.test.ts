// The partner and agent screens in a real browser against the real server: an admin creates a partner
// with a price, finds, edits (with a document upload) and deletes it; partner@ manages an agent of its
// own and sees no other partner's agents. axe on the lists and forms.
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

const row = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

describe('partners as admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('admin@example.com');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('lists partners with their counts, accessibly', async () => {
    await page.goto(`${server.url}/partners`);
    await page.getByRole('heading', { name: 'Manage Partners' }).waitFor();
    await row(page, 'Northwind Estimating Partners').waitFor();
    await expectAccessible(page);
  });

  it('creates a partner with a price; client checks show the spec messages at their fields', async () => {
    await page.getByRole('link', { name: 'Create Partner' }).click();
    await page.waitForURL(`${server.url}/partners/create`);
    const price = page.getByLabel('Residential Quantity Take-Off in Bluebeam Revu price');
    await price.waitFor();
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Phone').fill('123');
    await price.fill('12.3456');
    await page.getByRole('button', { name: 'Create Partner' }).click();
    await page.getByText('This field is required').waitFor();
    await page.getByText('Please Enter a valid email').waitFor();
    await page.getByText('Please enter a valid phone number: an optional + and country code, then 10 digits').waitFor();
    await page.getByText('Please enter a valid number with at most 3 decimals').waitFor();

    await page.getByLabel('Name').fill('Frontier Estimating Group');
    await page.getByLabel('Email').fill('hello@frontier.example.com');
    await page.getByLabel('Phone').fill('3035550142');
    await page.getByLabel('Website').fill('www.frontier.example.com');
    await price.fill('399.5');
    await page.getByLabel('Rush Delivery (24 hours) price').fill('150');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create Partner' }).click();
    await page.waitForURL(`${server.url}/partners`);
    await page.getByText('Partner created successfully').waitFor();
  });

  it('shows a taken name at the field', async () => {
    await page.goto(`${server.url}/partners/create`);
    await page.getByLabel('Name').fill('frontier estimating group');
    await page.getByLabel('Email').fill('other@frontier.example.com');
    await page.getByRole('button', { name: 'Create Partner' }).click();
    await page.getByText('A partner with this name already exists').waitFor();
  });

  it('finds the partner, edits it with its price kept, and uploads a document', async () => {
    await page.goto(`${server.url}/partners`);
    await page.getByLabel('Search partners').fill('frontier');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('link', { name: 'Edit Frontier Estimating Group' }).click();
    await page.waitForURL(/\/partners\/edit\/\d+$/);
    const price = page.getByLabel('Residential Quantity Take-Off in Bluebeam Revu price');
    await expect.poll(() => price.inputValue()).toBe('399.5');

    await page.locator('input[type=file]').setInputFiles({ name: 'agreement.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 reseller agreement') });
    await page.getByText('File uploaded successfully').waitFor();
    await row(page, 'agreement.pdf').waitFor();
    await page.getByLabel('Description of agreement.pdf').fill('Signed reseller agreement');
    await row(page, 'agreement.pdf').getByRole('button', { name: 'Save' }).click();
    await page.getByText('File description saved').waitFor();
    await expectAccessible(page);

    await page.getByLabel('Name').fill('Frontier Estimating Partners');
    await price.fill('425');
    await page.getByRole('button', { name: 'Save Partner' }).click();
    await page.waitForURL(`${server.url}/partners`);
    await page.getByLabel('Search partners').fill('Frontier');
    await row(page, 'Frontier Estimating Partners').waitFor();
  });

  it('says who changed a partner after the form was opened, and reloads it', async () => {
    await page.goto(`${server.url}/partners`);
    await page.getByLabel('Search partners').fill('Keystone');
    await page.getByRole('link', { name: 'Edit Keystone Construction Advisors' }).click();
    await page.waitForURL(/\/partners\/edit\/\d+$/);
    const id = /\/partners\/edit\/(\d+)$/.exec(page.url())?.[1] ?? '';
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Keystone Construction Advisors');
    // Someone else saves first.
    const token = await apiToken(server.url, 'admin@example.com');
    const other = await fetch(`${server.url}/api/partners/update/${id}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Keystone Construction Advisors', email: 'desk@keystone.example.com', revision: 1 }),
    });
    expect(other.status).toBe(200);
    await page.getByLabel('Phone').fill('2155550199');
    await page.getByRole('button', { name: 'Save Partner' }).click();
    await page.getByText(/This partner was changed by .+ after you opened it/).waitFor();
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe('desk@keystone.example.com');
  });

  it('refuses to delete a partner customers belong to, and deletes one after confirmation', async () => {
    await page.goto(`${server.url}/partners`);
    await page.getByLabel('Search partners').fill('Northwind');
    await page.getByRole('button', { name: 'Delete Northwind Estimating Partners' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText(/This partner still has 2 customers/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByLabel('Search partners').fill('Frontier');
    await page.getByRole('button', { name: 'Delete Frontier Estimating Partners' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('No partners found').waitFor();
  });
});

describe('agents as partner@', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('partner@example.com');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it("sees only its own partner's agents", async () => {
    await page.goto(`${server.url}/agents`);
    await page.getByRole('heading', { name: 'Manage Agents' }).waitFor();
    await row(page, 'Daniel Reyes').waitFor();
    expect(await page.getByRole('row').count()).toBe(2);
    expect(await page.getByText('Marcus Lee').count()).toBe(0);
    expect(await page.getByText('Priya Natarajan').count()).toBe(0);
    await expectAccessible(page);
  });

  it('creates an agent under its partner', async () => {
    await page.getByRole('link', { name: 'Create Agent' }).click();
    await page.waitForURL(`${server.url}/agents/create`);
    await expect.poll(() => page.getByLabel('Partner').inputValue()).toBe('Northwind Estimating Partners');
    await page.getByLabel('Commission').fill('120');
    await page.getByRole('button', { name: 'Create Agent' }).click();
    await page.getByText('Commission must be a number from 0 to 100 with at most 2 decimals').waitFor();
    await page.getByLabel('Name').fill('Rosa Diaz');
    await page.getByLabel('Email').fill('rosa@northwind.example.com');
    await page.getByLabel('Commission').fill('6.5');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create Agent' }).click();
    await page.waitForURL(`${server.url}/agents`);
    await page.getByText('Agent created successfully').waitFor();
    await row(page, 'Rosa Diaz').waitFor();
    expect(await row(page, 'Rosa Diaz').textContent()).toContain('Northwind Estimating Partners');
    expect(await row(page, 'Rosa Diaz').textContent()).toContain('6.5%');
  });

  it('edits the agent with an attachment, and changes its status', async () => {
    await page.getByRole('link', { name: 'Edit Rosa Diaz' }).click();
    await page.waitForURL(/\/agents\/edit\/\d+$/);
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('Rosa Diaz');
    await page.locator('input[type=file]').setInputFiles({ name: 'contract.txt', mimeType: 'text/plain', buffer: Buffer.from('Agent contract\n') });
    await page.getByText('File uploaded successfully').waitFor();
    await row(page, 'contract.txt').waitFor();
    await page.getByLabel('Phone').fill('7205550177');
    await page.getByRole('button', { name: 'Save Agent' }).click();
    await page.waitForURL(`${server.url}/agents`);

    await page.getByRole('button', { name: 'Change status of Rosa Diaz' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByLabel('New status').selectOption('inactive');
    await dialog.getByRole('button', { name: 'Change status' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => row(page, 'Rosa Diaz').textContent()).toContain('Inactive');
  });

  it('deletes its agent after confirmation', async () => {
    await page.getByRole('button', { name: 'Delete Rosa Diaz' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Agent deleted successfully').waitFor();
    await expect.poll(() => row(page, 'Rosa Diaz').count()).toBe(0);
    expect(await page.getByRole('row').count()).toBe(2);
  });
});

describe('agents as admin', () => {
  it('sees every agent, filters by partner and opens one with its partner chosen', async () => {
    const page = await signedInPage('admin@example.com');
    await page.goto(`${server.url}/agents`);
    await row(page, 'Marcus Lee').waitFor();
    expect(await page.getByRole('row').count()).toBe(4);
    await page.getByLabel('Filter by partner').selectOption({ label: 'Pacific Bid Solutions' });
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await page.getByRole('link', { name: 'Edit Marcus Lee' }).click();
    await page.waitForURL(/\/agents\/edit\/\d+$/);
    const partner = page.getByRole('combobox', { name: 'Partner' });
    await expect.poll(async () => (await partner.locator('option:checked').textContent()) ?? '').toBe('Pacific Bid Solutions');
    expect(await page.getByLabel('Commission').inputValue()).toBe('9');
    await expectAccessible(page);
    await page.context().close();
  });
});
