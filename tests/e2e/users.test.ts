// The users screens in a real browser against the real server: an admin creates, finds, edits and
// deletes a user, and deletes in bulk where a branch lead's row is refused with its reason; a
// customer admin creates a user in their own customer and sees no other; a role edit changes what a
// user of that role sees.
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

async function signedInPage(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.url, email);
  return page;
}

const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });
const select = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

/** Fills the create form for a customer user of Summit Builders. */
async function fillNewUser(page: Page, name: string, email: string, branch: string) {
  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel('Phone', { exact: true }).fill('+13035550199');
  await select(page, 'Role').selectOption({ label: 'User' });
  await select(page, 'User type').selectOption({ label: 'User' });
  await select(page, 'Customer').selectOption({ label: 'Summit Builders' });
  await expect.poll(() => select(page, 'Branch').locator('option', { hasText: branch }).count()).toBe(1);
  await select(page, 'Branch').selectOption({ label: branch });
  await page.getByLabel(/^Password/).fill('Quartz#Field9');
}

/** A staff user nothing names yet, made over the API: the one a bulk delete may remove. */
async function createStaffUser(name: string, email: string): Promise<void> {
  const headers = { Authorization: `Bearer ${await apiToken(server.url, 'admin@example.com')}`, 'Content-Type': 'application/json' };
  const roles = (await (await fetch(`${server.url}/api/users/roles`, { method: 'POST', headers, body: '{}' })).json()) as { data: { id: number; name: string }[] };
  const role = roles.data.find((option) => option.name === 'User');
  const body = { name, email, role_id: role?.id, type: null, password: 'Quartz#Field9' };
  const created = await fetch(`${server.url}/api/users/create`, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!created.ok) throw new Error(`could not create user ${name}: ${await created.text()}`);
}

describe('users as admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('admin@example.com');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('lists users with their role and status, accessibly', async () => {
    await page.goto(`${server.url}/users`);
    await page.getByRole('heading', { name: 'Manage Users' }).waitFor();
    await row(page, 'Carla Mendes').waitFor();
    expect(await row(page, 'Carla Mendes').getByText('Active').count()).toBe(1);
    await expectAccessible(page);
  });

  it('creates a user, with the spec messages at the fields first', async () => {
    await page.getByRole('link', { name: 'Create User' }).click();
    await page.waitForURL(`${server.url}/users/create`);
    await page.getByLabel(/^Email/).fill('not-an-email');
    await page.getByLabel('Phone', { exact: true }).fill('123');
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('Please Enter a valid email').waitFor();
    expect(await page.getByText('This field is required').count()).toBeGreaterThan(0);
    await expectAccessible(page);

    await fillNewUser(page, 'Nora Quinn', 'nora.quinn@example.com', 'Boulder');
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.waitForURL(`${server.url}/users`);
    await page.getByText('User created successfully').waitFor();
    await page.getByLabel('Search users').fill('nora');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row(page, 'Nora Quinn').getByText('Boulder').waitFor();
  });

  it('shows a taken email at the field', async () => {
    await page.goto(`${server.url}/users/create`);
    await fillNewUser(page, 'Copy Cat', 'USER@example.com', 'Boulder');
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.getByText('A user with this email already exists').waitFor();
  });

  it('edits the user', async () => {
    await page.goto(`${server.url}/users`);
    await page.getByLabel('Search users').fill('nora');
    await page.getByRole('link', { name: 'Edit Nora Quinn' }).click();
    await page.waitForURL(/\/users\/edit\/\d+$/);
    const name = page.getByLabel(/^Name/);
    await expect.poll(() => name.inputValue()).toBe('Nora Quinn');
    await name.fill('Nora Quinlan');
    await page.getByRole('button', { name: 'Save User' }).click();
    await page.waitForURL(`${server.url}/users`);
    await page.getByLabel('Search users').fill('Quinlan');
    await row(page, 'Nora Quinlan').waitFor();
  });

  it('deactivates and deletes the user after confirmation', async () => {
    await page.getByRole('button', { name: 'Deactivate Nora Quinlan' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row(page, 'Nora Quinlan').getByText('Inactive').waitFor();

    await page.getByRole('button', { name: 'Delete Nora Quinlan' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('No users found').waitFor();
  });

  it('refuses deleting a branch lead, in the dialog', async () => {
    await page.getByLabel('Search users').fill('Linda Park');
    await page.getByRole('button', { name: 'Delete Linda Park' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText('This user still has 1 branch to lead.', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  });

  it('deletes users in bulk, and marks the refused branch lead with its reason', async () => {
    await createStaffUser('Linda Bulkley', 'linda.bulkley@example.com');
    await page.goto(`${server.url}/users?q=Linda`);
    await row(page, 'Linda Bulkley').waitFor();
    await tick(page.getByRole('checkbox', { name: 'Select Linda Bulkley' }));
    await tick(page.getByRole('checkbox', { name: 'Select Linda Park' }));
    const bar = page.getByRole('region', { name: 'Bulk actions' });
    await bar.getByText('2 selected').waitFor();

    await bar.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete 2 users?' });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByText('1 of 2 users deleted').waitFor();
    await row(page, 'Linda Bulkley').waitFor({ state: 'detached' });
    // The reason stands in the name's cell, under the name.
    await page.getByRole('row').filter({ hasText: 'Linda Park' }).getByText('Refused: This user still has 1 branch to lead.', { exact: false }).waitFor();
    await expect.poll(() => bar.count()).toBe(0);
  });
});

describe('users as a customer admin', () => {
  it('creates a user in their own customer and sees no other customer', async () => {
    const page = await signedInPage('customeradmin@example.com');
    await page.goto(`${server.url}/users/create`);
    const customers = select(page, 'Customer').locator('option');
    await expect.poll(() => customers.allTextContents()).toEqual(['Choose a customer', 'Summit Builders']);
    await expect.poll(() => select(page, 'Customer').inputValue()).not.toBe('');
    expect(await select(page, 'Role').locator('option', { hasText: 'Administrator' }).count()).toBe(0);
    await fillNewUser(page, 'Omar Field', 'omar.field@example.com', 'Colorado Springs');
    await page.getByRole('button', { name: 'Create User' }).click();
    await page.waitForURL(`${server.url}/users`);
    await page.getByLabel('Search users').fill('Omar');
    await row(page, 'Omar Field').waitFor();
    const filterCustomers = page.getByRole('combobox', { name: 'Filter by customer' }).locator('option');
    await expect.poll(() => filterCustomers.allTextContents()).toEqual(['All customers', 'Summit Builders']);
    expect(await page.getByText('Paula Jensen').count()).toBe(0);
    await page.context().close();
  });
});

describe('a role edit changes what a user of that role sees', () => {
  async function setCustomerView(page: Page, held: boolean) {
    await page.goto(`${server.url}/roles`);
    await page.getByLabel('Search roles').fill('User');
    await page.getByRole('link', { name: 'Edit User', exact: true }).click();
    await page.waitForURL(/\/roles\/edit\/\d+$/);
    await expect.poll(() => page.getByLabel('Name').inputValue()).toBe('User');
    const box = page.getByLabel('Customer view');
    if (held) await box.check({ force: true });
    else await box.uncheck({ force: true });
    await page.getByRole('button', { name: 'Save Role' }).click();
    await page.waitForURL(`${server.url}/roles`);
  }

  it('shows Manage Customers to user@example.com once the User role has the Customer permission', async () => {
    const admin = await signedInPage('admin@example.com');
    await setCustomerView(admin, true);
    const user = await signedInPage('user@example.com');
    const sidebar = user.getByRole('navigation').first();
    await sidebar.getByRole('link', { name: 'Manage Customers' }).waitFor();
    await user.context().close();

    await setCustomerView(admin, false);
    const again = await signedInPage('user@example.com');
    await again.getByRole('link', { name: 'Dashboard' }).first().waitFor();
    expect(await again.getByRole('link', { name: 'Manage Customers' }).count()).toBe(0);
    await again.context().close();
    await admin.context().close();
  });
});
