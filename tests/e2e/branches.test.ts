// The branches screens in a real browser against the real server: an admin creates, finds, edits,
// deactivates and deletes a branch; a branch with users is not deleted; a branch admin sees only
// their own branch and cannot add one.
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

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

describe('branches as admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('admin@example.com');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('lists branches with customer and lead, accessibly', async () => {
    await page.goto(`${server.url}/branches`);
    await page.getByRole('heading', { name: 'Manage Branches' }).waitFor();
    await row(page, 'Boulder').getByText('Linda Park').waitFor();
    await expectAccessible(page);
  });

  it('filters by customer', async () => {
    await select(page, 'Filter by customer').selectOption({ label: 'Riverstone Contractors' });
    await expect.poll(() => page.getByRole('row').count()).toBe(3);
    await row(page, 'Greeley').waitFor();
    await select(page, 'Filter by customer').selectOption({ label: 'All customers' });
  });

  it('creates a branch with a lead, with the spec messages at the fields first', async () => {
    await page.getByRole('link', { name: 'Create Branch' }).click();
    await page.waitForURL(`${server.url}/branches/create`);
    await page.getByLabel('Email', { exact: true }).fill('nope');
    await page.getByRole('button', { name: 'Create Branch' }).click();
    await page.getByText('Please Enter a valid email').waitFor();
    expect(await page.getByText('This field is required').count()).toBe(2);
    await expectAccessible(page);

    await select(page, 'Customer').selectOption({ label: 'Summit Builders' });
    await page.getByLabel('Branch name').fill('Golden');
    await page.getByLabel('City').fill('Golden');
    await page.getByLabel('Email', { exact: true }).fill('golden@summitbuilders.example.com');
    await expect.poll(() => select(page, 'Branch lead').locator('option', { hasText: 'Uma Patel' }).count()).toBe(1);
    await select(page, 'Branch lead').selectOption({ label: 'Uma Patel' });
    await page.getByLabel('Scope of work').fill('Concrete and framing take-offs');
    await page.getByRole('button', { name: 'Create Branch' }).click();
    await page.waitForURL(`${server.url}/branches`);
    await page.getByText('Branch created successfully').waitFor();
    await page.getByLabel('Search branches').fill('Golden');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row(page, 'Golden').getByText('Uma Patel').waitFor();
  });

  it('shows a taken name at the field', async () => {
    await page.goto(`${server.url}/branches/create`);
    await select(page, 'Customer').selectOption({ label: 'Summit Builders' });
    await page.getByLabel('Branch name').fill('boulder');
    await page.getByRole('button', { name: 'Create Branch' }).click();
    await page.getByText('A branch with this name already exists for this customer').waitFor();
  });

  it('edits, deactivates and deletes the branch', async () => {
    await page.goto(`${server.url}/branches`);
    await page.getByLabel('Search branches').fill('Golden');
    await page.getByRole('link', { name: 'Edit Golden' }).click();
    await page.waitForURL(/\/branches\/edit\/\d+$/);
    const name = page.getByLabel('Branch name');
    await expect.poll(() => name.inputValue()).toBe('Golden');
    await name.fill('Golden Office');
    await page.getByRole('button', { name: 'Save Branch' }).click();
    await page.waitForURL(`${server.url}/branches`);
    await page.getByLabel('Search branches').fill('Golden');
    await row(page, 'Golden Office').waitFor();

    await page.getByRole('button', { name: 'Deactivate Golden Office' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, 'Golden Office').getByText('Inactive').waitFor();

    await page.getByRole('button', { name: 'Delete Golden Office' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('No branches found').waitFor();
  });

  it('says who changed the branch when an edit is stale', async () => {
    await page.goto(`${server.url}/branches`);
    await page.getByLabel('Search branches').fill('Greeley');
    await page.getByRole('link', { name: 'Edit Greeley' }).click();
    await page.waitForURL(/\/branches\/edit\/\d+$/);
    const id = /\/branches\/edit\/(\d+)$/.exec(page.url())?.[1];
    await expect.poll(() => page.getByLabel('Branch name').inputValue()).toBe('Greeley');
    // Someone else (the partner) saves the branch meanwhile.
    const token = await apiToken(server.url, 'partner@example.com');
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    const current = (await (await fetch(`${server.url}/api/branches/details/${id}`, { method: 'POST', headers, body: '{}' })).json()) as { data: { customer_id: number; revision: number } };
    const saved = await fetch(`${server.url}/api/branches/update/${id}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name: 'Greeley', customer_id: current.data.customer_id, city: 'Greeley', revision: current.data.revision }),
    });
    expect(saved.status).toBe(200);
    await page.getByLabel('City').fill('Greeley North');
    await page.getByRole('button', { name: 'Save Branch' }).click();
    await page.getByText('This branch was changed by Paula Jensen after you opened it.', { exact: false }).waitFor();
    await page.goto(`${server.url}/branches`);
  });

  it('refuses deleting a branch users belong to, in the dialog', async () => {
    await page.getByLabel('Search branches').fill('Denver');
    await page.getByRole('button', { name: 'Delete Denver Headquarters' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText(/This branch still has \d+ users/).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });
});

describe('branches as a branch admin', () => {
  it('sees only their own branch and cannot add one', async () => {
    const page = await signedInPage('branchadmin@example.com');
    await page.goto(`${server.url}/branches`);
    await row(page, 'Boulder').waitFor();
    expect(await page.getByRole('row').count()).toBe(2);
    expect(await page.getByRole('link', { name: 'Create Branch' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete Boulder' }).count()).toBe(0);
    await page.context().close();
  });
});
