// A list's state in the URL and saved views, in a real browser against the real server:
// - /projects filtered, searched, sorted and on page 2 shows the same rows and controls after a
//   reload, after opening a row and pressing Back, and from the copied address in a fresh browser
//   context; the sorted column says so with aria-sort.
// - /customers: an administrator saves a view shared with a role; a staff member of that role finds
//   it under "Shared with me" and gets the same rows, a staff member of another role does not see it;
//   a default view applies when the list opens with no query string, and a copied link still wins.
// Set E2E_SCREENSHOTS=<dir> to keep pictures of the Views menu and the save dialog.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiToken, expectAccessible, launchBrowser, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let adminToken: string;
const SHOTS = process.env.E2E_SCREENSHOTS;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  adminToken = await apiToken(server.url, 'admin@example.com');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api<T>(path: string, body: unknown = {}): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { Authorization: `Bearer ${adminToken}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { data: T; messages: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${answer.messages}`);
  return answer.data;
}

/** The password of the staff members the saved-views suite adds. */
const STAFF_PASSWORD = 'Lists&Views2026';

async function signedInPage(email: string, password?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.url, email, password);
  return page;
}

/** Polls patiently: a list refetches after the 500 ms search debounce, on a busy machine. */
const poll = <T,>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 20_000 });
/** The rows as shown, by their first cell after the selection checkbox (a project's code, a customer's name). */
const rows = async (page: Page) =>
  (
    await page
      .locator('tbody tr')
      .evaluateAll((shown) => shown.map((row) => [...row.querySelectorAll('td')].find((cell) => !cell.querySelector('input[type="checkbox"]'))?.innerText ?? ''))
  ).join('\n');
const viewsButton = (page: Page) => page.getByRole('button', { name: /^Views/ });
async function openViews(page: Page) {
  await viewsButton(page).click();
  await page.locator('[role="menu"][data-state="open"]').waitFor();
}

describe('the list state lives in the URL', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('admin@example.com');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('restores the same rows and controls after a reload, Back and in a fresh context', async () => {
    // A status whose search matches more than one page, so that page 2 has rows.
    const search = 'e';
    let status = '';
    for (const candidate of ['in_progress', 'pending', 'completed', 'accepted']) {
      const page1 = await api<{ total: number }>('/projects', { pageNumber: 1, search, status: candidate });
      if (page1.total > 10) {
        status = candidate;
        break;
      }
    }
    expect(status, 'a status with two pages of projects').not.toBe('');

    await page.goto(`${server.url}/projects`);
    await page.locator('tbody tr').nth(9).waitFor();
    await page.getByLabel('Filter by status').selectOption(status);
    await page.getByLabel('Search project list').fill(search);
    await poll(() => new URL(page.url()).searchParams.get('q')).toBe(search);
    const dueDate = page.getByRole('columnheader', { name: /Due Date/ });
    await dueDate.getByRole('button').click();
    await poll(() => dueDate.getAttribute('aria-sort')).toBe('ascending');
    // The footer names page 2 as soon as the address does, while the table still shows page 1 (busy):
    // the rows are taken once page 2's answer is in and shown.
    const secondPage = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/projects' && (response.request().postDataJSON() as { pageNumber?: number } | null)?.pageNumber === 2);
    await page.getByRole('button', { name: 'Page 2', exact: true }).click();
    await page.getByText(/^\d+ projects · page 2 of \d+$/).waitFor();
    await poll(() => new URL(page.url()).searchParams.get('page')).toBe('2');
    await secondPage;
    await page.locator('table[aria-busy="false"]').waitFor();
    await poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0);
    const address = page.url();
    const shown = await rows(page);
    const footer = await page.getByText(/^\d+ projects · page 2 of \d+$/).textContent();
    expect(new URL(address).searchParams.get('status')).toBe(status);
    expect(new URL(address).searchParams.get('sort')).toBe('due_date');

    const expectSameList = async (target: Page) => {
      await target.getByText(footer!, { exact: true }).waitFor();
      await poll(() => rows(target)).toBe(shown);
      expect(target.url()).toBe(address);
      expect(await target.getByLabel('Search project list').inputValue()).toBe(search);
      expect(await target.getByLabel('Filter by status').inputValue()).toBe(status);
      const header = target.getByRole('columnheader', { name: /Due Date/ });
      expect(await header.getAttribute('aria-sort')).toBe('ascending');
      // Only the sorted column claims a sort (ARIA: one header at a time).
      for (const other of ['Code', 'Project', 'Status']) expect(await target.getByRole('columnheader', { name: new RegExp(`^${other}`) }).getAttribute('aria-sort')).toBeNull();
      expect(await target.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');
    };

    await page.reload();
    await expectSameList(page);

    await page.locator('tbody tr').first().getByRole('link').first().click();
    await page.waitForURL(/\/projects\/view\/\d+$/);
    await page.goBack();
    await expectSameList(page);

    const fresh = await signedInPage('admin@example.com');
    try {
      await fresh.goto(address);
      await expectSameList(fresh);
    } finally {
      await fresh.context().close();
    }
  });
});

describe('saved views', () => {
  const VIEW = 'Active customers, Z to A';
  let admin: Page;
  let coordinator: Page;
  let adminRows = '';
  let adminQuery = '';

  beforeAll(async () => {
    // Two staff members besides the administrators: one of a role the view is shared with, one of another.
    const coordinatorRole = await api<{ id: number }>('/roles/create', { name: 'Coordinator', description: 'Staff who follow the customers', permissions: ['Customer.view', 'Customer.seeAll'] });
    const auditorRole = await api<{ id: number }>('/roles/create', { name: 'Auditor', description: 'Staff who review the customers', permissions: ['Customer.view', 'Customer.seeAll'] });
    for (const [email, name, role] of [
      ['coordinator@example.com', 'Cora Quinn', coordinatorRole.id],
      ['auditor@example.com', 'Avery Stone', auditorRole.id],
    ] as const) {
      await api('/users/create', { name, email, role_id: role, password: STAFF_PASSWORD, must_change_password: false });
    }
    [admin, coordinator] = await Promise.all([signedInPage('admin@example.com'), signedInPage('coordinator@example.com', STAFF_PASSWORD)]);
  });
  afterAll(async () => {
    await admin?.context().close();
    await coordinator?.context().close();
  });

  it('saves the current state as a view shared with a role, with the server’s refusals at the field', async () => {
    await admin.goto(`${server.url}/customers`);
    await admin.locator('tbody tr').first().waitFor();
    await admin.getByLabel('Filter by status').selectOption('active');
    const name = admin.getByRole('columnheader', { name: /^Name/ });
    // The list opens sorted by name, A to Z: one click turns it round.
    expect(await name.getAttribute('aria-sort')).toBe('ascending');
    await name.getByRole('button').click();
    await poll(() => name.getAttribute('aria-sort')).toBe('descending');
    await poll(() => new URL(admin.url()).search).toBe('?status=active&sort=-name');
    adminQuery = new URL(admin.url()).search;
    await poll(async () => (await rows(admin)).length > 0 && !(await admin.getByRole('status', { name: 'Refreshing' }).isVisible())).toBe(true);
    adminRows = await rows(admin);

    await openViews(admin);
    await admin.getByText('No saved views yet').waitFor();
    if (SHOTS) await admin.screenshot({ path: join(SHOTS, 'views-menu-empty.png') });
    await admin.getByRole('menuitem', { name: 'Save view…' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Save view' });
    await dialog.waitFor();
    // Nothing typed: the server's message at the name.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByLabel('Name').fill(VIEW);
    await expect.poll(() => dialog.getByText('Name is required').count()).toBe(0);
    await dialog.getByLabel('Share with').selectOption('role');
    // A role is needed to share with one.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Choose the role to share the view with').waitFor();
    await dialog.getByLabel('Role').selectOption({ label: 'Coordinator' });
    if (SHOTS) await admin.screenshot({ path: join(SHOTS, 'views-save-dialog.png') });
    await expectAccessible(admin);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'detached' });
    await poll(() => viewsButton(admin).textContent()).toContain(VIEW);

    // The same name again on this list is refused at the field.
    await openViews(admin);
    await admin.getByRole('menuitem', { name: 'Save view…' }).click();
    const again = admin.getByRole('dialog', { name: 'Save view' });
    await again.getByLabel('Name').fill(VIEW.toUpperCase());
    await again.getByRole('button', { name: 'Save' }).click();
    await again.getByText('You already have a view with this name on this list').waitFor();
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'detached' });

    // Another filter: the button says the list no longer shows the view.
    await admin.getByLabel('Filter by subscription type').selectOption({ index: 1 });
    await poll(() => viewsButton(admin).textContent()).toContain('Modified');
    await openViews(admin);
    if (SHOTS) await admin.screenshot({ path: join(SHOTS, 'views-menu-modified.png') });
    await expectAccessible(admin);
    await admin.getByRole('menuitem', { name: new RegExp(VIEW) }).click();
    await poll(() => new URL(admin.url()).search).toBe(adminQuery);
    await poll(() => viewsButton(admin).textContent()).not.toContain('Modified');
  });

  it('shows a view shared with a role to that role, with the same rows, and to no other role', async () => {
    await coordinator.goto(`${server.url}/customers`);
    await coordinator.locator('tbody tr').first().waitFor();
    await openViews(coordinator);
    const shared = coordinator.getByRole('group', { name: 'Shared with me' });
    const item = shared.getByRole('menuitem', { name: new RegExp(VIEW) });
    await item.waitFor();
    expect(await item.textContent()).toContain('Alice Morgan');
    if (SHOTS) await coordinator.screenshot({ path: join(SHOTS, 'views-menu-shared.png') });
    await item.click();
    await poll(() => new URL(coordinator.url()).search).toBe(adminQuery);
    await poll(() => rows(coordinator)).toBe(adminRows);
    expect(await coordinator.getByLabel('Filter by status').inputValue()).toBe('active');
    expect(await coordinator.getByRole('columnheader', { name: /^Name/ }).getAttribute('aria-sort')).toBe('descending');

    const auditor = await signedInPage('auditor@example.com', STAFF_PASSWORD);
    try {
      await auditor.goto(`${server.url}/customers`);
      await auditor.locator('tbody tr').first().waitFor();
      await openViews(auditor);
      await auditor.getByText('No saved views yet').waitFor();
      expect(await auditor.getByRole('menuitem', { name: new RegExp(VIEW) }).count()).toBe(0);
      expect(await auditor.getByRole('group', { name: 'Shared with me' }).count()).toBe(0);
    } finally {
      await auditor.context().close();
    }
  });

  it('applies the default view to a list opened without a query string, and never over a copied link', async () => {
    // The coordinator makes the shared view their default.
    await openViews(coordinator);
    await coordinator.getByRole('menuitem', { name: 'Set as default' }).click();
    await openViews(coordinator);
    await coordinator.getByRole('menuitem', { name: new RegExp(`${VIEW}.*Default`) }).waitFor();
    await coordinator.keyboard.press('Escape');

    await coordinator.goto(`${server.url}/customers`);
    await poll(() => new URL(coordinator.url()).search).toBe(adminQuery);
    await poll(() => rows(coordinator)).toBe(adminRows);
    await poll(() => viewsButton(coordinator).textContent()).toContain(VIEW);

    // A copied link with a query string shows what it says.
    await coordinator.goto(`${server.url}/customers?status=inactive`);
    await coordinator.getByText(/customers? · page 1 of|No customers found/).first().waitFor();
    // Give the views time to load: the default must still not replace the link's state.
    await openViews(coordinator);
    await coordinator.getByRole('menuitem', { name: new RegExp(VIEW) }).waitFor();
    await coordinator.keyboard.press('Escape');
    expect(new URL(coordinator.url()).search).toBe('?status=inactive');
    expect(await coordinator.getByLabel('Filter by status').inputValue()).toBe('inactive');

    // Cleared, the list opens as it is.
    await openViews(coordinator);
    await coordinator.getByRole('menuitem', { name: 'Clear default' }).click();
    await openViews(coordinator);
    await poll(() => coordinator.getByRole('menuitem', { name: 'Clear default' }).count()).toBe(0);
    await coordinator.keyboard.press('Escape');
    await coordinator.goto(`${server.url}/customers`);
    await openViews(coordinator);
    await coordinator.getByRole('menuitem', { name: new RegExp(VIEW) }).waitFor();
    await coordinator.keyboard.press('Escape');
    expect(new URL(coordinator.url()).search).toBe('');
  });

  it('lets the owner update, rename and delete their view, by keyboard', async () => {
    await admin.goto(`${server.url}/customers${adminQuery}`);
    await admin.locator('tbody tr').first().waitFor();
    await poll(() => viewsButton(admin).textContent()).toContain(VIEW);
    await admin.getByLabel('Filter by status').selectOption('pending');
    await poll(() => viewsButton(admin).textContent()).toContain('Modified');

    await viewsButton(admin).focus();
    await admin.keyboard.press('Enter');
    await admin.locator('[role="menu"][data-state="open"]').waitFor();
    // Typeahead moves to the item, Enter picks it.
    const update = admin.getByRole('menuitem', { name: 'Update view' });
    await admin.keyboard.type('U');
    await poll(() => update.getAttribute('data-highlighted')).not.toBeNull();
    await admin.keyboard.press('Enter');
    await poll(() => viewsButton(admin).textContent()).not.toContain('Modified');
    const stored = await api<{ name: string; state: { filters?: Record<string, string> } }[]>('/views/list', { list: 'customers' });
    expect(stored.find((view) => view.name === VIEW)?.state.filters).toEqual({ status: 'pending' });

    await openViews(admin);
    await admin.getByRole('menuitem', { name: 'Rename…' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Rename view' });
    await dialog.getByLabel('Name').fill('Pending customers');
    await admin.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    await poll(() => viewsButton(admin).textContent()).toContain('Pending customers');

    await openViews(admin);
    await admin.getByRole('menuitem', { name: 'Delete…' }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Delete view' });
    await confirm.getByText('Pending customers').waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await openViews(admin);
    await admin.getByText('No saved views yet').waitFor();
    await admin.keyboard.press('Escape');
    expect(await api<unknown[]>('/views/list', { list: 'customers' })).toEqual([]);
  });
});
