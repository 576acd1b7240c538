// The roles screens in a real browser against the real server: an admin creates, finds, edits and
// deletes a role; a user without the Role permission is refused; axe on the list and the form.
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
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.url, email);
  return page;
}

// A row's first cell is its selection checkbox (bulk delete): the record's columns count from 1.
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

describe('roles as admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('admin@example.com');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('lists roles, accessibly', async () => {
    await page.goto(`${server.url}/roles`);
    await page.getByRole('heading', { name: 'Manage Roles' }).waitFor();
    await row(page, 'Administrator').waitFor();
    await expectAccessible(page);
  });

  it('creates a role with some permissions, with the required name at its field and the menu preview', async () => {
    await page.getByRole('link', { name: 'Create Role' }).click();
    await page.waitForURL(`${server.url}/roles/create`);
    await page.getByRole('button', { name: 'Create Role' }).click();
    await expect.poll(() => page.getByText('This field is required').isVisible()).toBe(true);

    await page.getByLabel('Name').fill('Site Auditor');
    await page.getByLabel('Description').fill('Looks at customers');
    const preview = page.getByTestId('menu-preview');
    expect(await preview.textContent()).not.toContain('Manage Customers');
    await page.getByLabel('Customer view').check({ force: true });
    await page.getByLabel('Holiday view').check({ force: true });
    await expect.poll(() => preview.textContent()).toContain('Manage Customers');
    expect(await preview.textContent()).toContain('Manage Holidays');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create Role' }).click();
    await page.waitForURL(`${server.url}/roles`);
    await page.getByText('Role created successfully').waitFor();
    await page.getByLabel('Search roles').fill('Auditor');
    // Header and the one match, once the debounced search has run.
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    await row(page, 'Site Auditor').waitFor();
  });

  it('shows a server field error at the field', async () => {
    await page.goto(`${server.url}/roles/create`);
    await page.getByLabel('Name').fill('administrator');
    await page.getByRole('button', { name: 'Create Role' }).click();
    await page.getByText('A role with this name already exists').waitFor();
  });

  it('edits the role', async () => {
    await page.goto(`${server.url}/roles`);
    await page.getByLabel('Search roles').fill('Site Auditor');
    await page.getByRole('link', { name: 'Edit Site Auditor' }).click();
    await page.waitForURL(/\/roles\/edit\/\d+$/);
    const name = page.getByLabel('Name');
    await expect.poll(() => name.inputValue()).toBe('Site Auditor');
    expect(await page.getByLabel('Customer view').isChecked()).toBe(true);
    await name.fill('Site Inspector');
    await page.getByLabel('Customer update').check({ force: true });
    await page.getByRole('button', { name: 'Save Role' }).click();
    await page.waitForURL(`${server.url}/roles`);
    await page.getByLabel('Search roles').fill('Site');
    await row(page, 'Site Inspector').waitFor();
    await expect.poll(() => row(page, 'Site Inspector').getByRole('cell').nth(3).textContent()).toBe('3');
  });

  it('refuses to delete a role users hold, and deletes one after confirmation', async () => {
    await page.getByLabel('Search roles').fill('Administrator');
    await page.getByRole('button', { name: 'Delete Administrator' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.getByText('This role still has 2 users. Give them another role before deleting it.').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByLabel('Search roles').fill('Site Inspector');
    await page.getByRole('button', { name: 'Delete Site Inspector' }).click();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('No roles found').waitFor();
  });
});

describe('roles as a user without the Role permission', () => {
  it('gets a clear refusal', async () => {
    const page = await signedInPage('user@example.com');
    await page.goto(`${server.url}/roles`);
    await page.getByText('You do not have permission to do this').waitFor();
    expect(await page.getByRole('link', { name: 'Create Role' }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});
