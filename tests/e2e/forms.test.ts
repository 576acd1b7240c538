// The form kernel (src/ui/form) in a real browser against the real server: a failed submit focuses
// and scrolls to the first invalid field under an error summary; lengths are held to the contract;
// a dirty form asks before the sidebar or Cancel leave it, and a saved one does not; a user without
// the update flag sees an opened record read-only.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiToken, expectAccessible, launchBrowser, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  // A short window, so the form is taller than the screen.
  const context = await browser.newContext({ viewport: { width: 1280, height: 560 } });
  page = await context.newPage();
  // Leaving a dirty form by address asks the browser first (beforeunload): these tests say yes.
  page.on('dialog', (dialog) => void dialog.accept());
  await signIn(page, server.url, 'admin@example.com');
});
afterAll(async () => {
  await page?.context().close();
  await browser?.close();
  await server?.stop();
});

const focusedId = () => page.evaluate(() => document.activeElement?.id ?? '');
/** Whether the element is inside the window's visible area. */
const inView = (id: string) =>
  page.evaluate((target) => {
    const box = document.getElementById(target)?.getBoundingClientRect();
    return box !== undefined && box.top >= 0 && box.bottom <= window.innerHeight;
  }, id);
const summary = () => page.getByRole('alert').filter({ hasText: /Please correct \d+ fields?:/ });
const guardDialog = () => page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
const softwareName = () => page.getByLabel('Name');
const sidebarLink = (name: string) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name, exact: true });

describe('a failed submit', () => {
  it('focuses and scrolls to the first invalid field, with a summary linking to each', async () => {
    await page.goto(`${server.url}/branches/create`);
    await page.getByLabel('Scope of work').fill('Take-offs');
    await page.getByRole('button', { name: 'Create Branch' }).click();

    await summary().waitFor();
    await expect.poll(focusedId).toBe('field-customer_id');
    expect(await inView('field-customer_id')).toBe(true);
    expect(await summary().textContent()).toContain('Please correct 2 fields:');
    expect(await summary().getByRole('link').allTextContents()).toEqual(['Customer', 'Branch name']);

    await summary().getByRole('link', { name: 'Branch name' }).click();
    await expect.poll(focusedId).toBe('field-name');
    // Editing a field clears its message and takes it off the summary (spec §5).
    await page.getByLabel('Branch name').fill('Somewhere');
    await expect.poll(() => summary().getByRole('link').allTextContents()).toEqual(['Customer']);
  });

  it('focuses the field the server refused', async () => {
    await page.goto(`${server.url}/branches/create`);
    await page.getByRole('combobox', { name: 'Customer', exact: true }).selectOption({ label: 'Summit Builders' });
    await page.getByLabel('Branch name').fill('boulder');
    await page.getByLabel('Scope of work').click();
    await page.getByRole('button', { name: 'Create Branch' }).click();
    await page.getByText('A branch with this name already exists for this customer').waitFor();
    await expect.poll(focusedId).toBe('field-name');
    expect(await inView('field-name')).toBe(true);
  });
});

describe('lengths from the contract', () => {
  it('holds text inputs to the contract maximum', async () => {
    await page.goto(`${server.url}/holidays/create`);
    const name = page.getByLabel('Holiday name');
    expect(await name.getAttribute('maxlength')).toBe('200');
    expect(await page.getByLabel('Message').getAttribute('maxlength')).toBe('2000');
    await name.fill('x'.repeat(250));
    expect((await name.inputValue()).length).toBe(200);
  });
});

describe('the unsaved-changes guard', () => {
  it('asks before a sidebar link leaves a dirty form: Keep editing stays, Discard goes', async () => {
    await page.goto(`${server.url}/softwares/create`);
    await softwareName().fill('Half-typed software');
    await sidebarLink('Manage Holidays').click();
    await guardDialog().waitFor();
    await guardDialog().getByRole('button', { name: 'Keep editing' }).click();
    await guardDialog().waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/softwares/create');
    expect(await softwareName().inputValue()).toBe('Half-typed software');

    await page.getByRole('link', { name: 'Cancel' }).click();
    await guardDialog().getByRole('button', { name: 'Discard' }).click();
    await page.waitForURL(`${server.url}/softwares`);
  });

  it('lets a clean form go without asking', async () => {
    await page.goto(`${server.url}/softwares/create`);
    await softwareName().waitFor();
    await sidebarLink('Manage Holidays').click();
    await page.waitForURL(`${server.url}/holidays`);
    expect(await guardDialog().count()).toBe(0);
  });

  it('does not ask after a save', async () => {
    await page.goto(`${server.url}/softwares/create`);
    await softwareName().fill('Guarded Suite 2026');
    await page.getByRole('button', { name: 'Create Software' }).click();
    await page.waitForURL(`${server.url}/softwares`);
    await page.getByText('Software created successfully').waitFor();
    expect(await guardDialog().count()).toBe(0);
  });

  it('asks the browser before a dirty tab closes', async () => {
    const tab = await page.context().newPage();
    await tab.goto(`${server.url}/holidays/create`);
    await tab.getByLabel('Holiday name').fill('Unsaved day');
    const asked = new Promise<string>((resolve) =>
      tab.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await tab.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
  });
});

const VIEWER_PASSWORD = 'Quartz-Lantern-82';

/** The API as admin@, each call expected to succeed, answering its data. */
async function adminCalls() {
  const headers = { Authorization: `Bearer ${await apiToken(server.url, 'admin@example.com')}`, 'content-type': 'application/json' };
  return async (path: string, body: object) => {
    const response = await fetch(`${server.url}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(response.status, `${path}: ${await response.clone().text()}`).toBe(200);
    return ((await response.json()) as { data: unknown }).data;
  };
}

describe('a user who may view holidays but not change them', () => {
  it('opens a holiday read-only: no Save, inputs that take no typing, Back to the list', async () => {
    const call = await adminCalls();
    const role = (await call('/roles/create', { name: 'Holiday Viewer', permissions: ['Holiday.view'] })) as { id: number };
    await call('/users/create', { name: 'Vera Viewer', email: 'vera.viewer@example.com', role_id: role.id, password: VIEWER_PASSWORD, must_change_password: false });
    const [holiday] = ((await call('/holidays', { pageNumber: 1 })) as { data: { id: number; holiday_name: string }[] }).data;
    if (!holiday) throw new Error('the demo data has holidays');

    const viewer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(viewer, server.url, 'vera.viewer@example.com', VIEWER_PASSWORD);
    await viewer.goto(`${server.url}/holidays/edit/${holiday.id}`);
    await viewer.getByRole('heading', { name: 'View Holiday' }).waitFor();
    const name = viewer.getByLabel('Holiday name');
    await expect.poll(() => name.inputValue()).toBe(holiday.holiday_name);
    expect(await name.isEditable()).toBe(false);
    expect(await viewer.getByLabel('Message').isEditable()).toBe(false);
    expect(await viewer.getByRole('button', { name: 'Save Holiday' }).count()).toBe(0);
    await expectAccessible(viewer);
    await viewer.getByRole('link', { name: 'Back' }).click();
    await viewer.waitForURL(`${server.url}/holidays`);
    await viewer.context().close();
  });
});

describe('the partner and user forms on the kernel', () => {
  it('puts a bad price cell in the summary and focuses it; the server refuses an over-long name with the field message', async () => {
    await page.goto(`${server.url}/partners/create`);
    const price = page.getByLabel('Rush Delivery (24 hours) price');
    await price.fill('1.23456');
    await page.getByRole('button', { name: 'Create Partner' }).click();
    await summary().waitFor();
    expect(await summary().getByRole('link').allTextContents()).toEqual(['Name', 'Email', 'Rush Delivery (24 hours) price']);
    await summary().getByRole('link', { name: 'Rush Delivery (24 hours) price' }).click();
    expect(await focusedId()).toBe(await price.getAttribute('id'));
    await page.getByText('Please enter a valid number with at most 3 decimals').waitFor();
    expect(await page.getByLabel('Name').getAttribute('maxlength')).toBe('200');

    // The input holds 200 characters; a caller that sends more gets the contract's message at the field.
    const response = await fetch(`${server.url}/api/partners/create`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await apiToken(server.url, 'admin@example.com')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'n'.repeat(201), email: 'long@example.com' }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: Record<string, string> }).errors).toEqual({ name: 'Name must be at most 200 characters' });
  });

  it('says "This field is required" at a link the account kind requires, in the summary', async () => {
    await page.goto(`${server.url}/users/create`);
    await page.getByRole('combobox', { name: 'Account kind', exact: true }).selectOption({ label: 'Partner user' });
    await page.getByRole('button', { name: 'Create User' }).click();
    await summary().waitFor();
    expect(await summary().getByRole('link').allTextContents()).toEqual(['Name', 'Email', 'Role', 'Partner', 'Password']);
    await expect.poll(focusedId).toBe('field-name');
    expect(await page.getByText('This field is required').count()).toBe(5);
  });
});

describe('a user who may view partners and users but not change them', () => {
  it('opens a partner and a user read-only: no Save, fields and prices that take no typing', async () => {
    const call = await adminCalls();
    const role = (await call('/roles/create', { name: 'Record Viewer', permissions: ['Partner.view', 'Partner.seeAll', 'User.view', 'User.seeAll'] })) as { id: number };
    await call('/users/create', { name: 'Rita Viewer', email: 'rita.viewer@example.com', role_id: role.id, password: VIEWER_PASSWORD, must_change_password: false });
    const [partner] = ((await call('/partners', { pageNumber: 1 })) as { data: { id: number; name: string }[] }).data;
    const [user] = ((await call('/users', { pageNumber: 1 })) as { data: { id: number; name: string }[] }).data;
    if (!partner || !user) throw new Error('the demo data has partners and users');

    const viewer = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    await signIn(viewer, server.url, 'rita.viewer@example.com', VIEWER_PASSWORD);
    await viewer.goto(`${server.url}/partners/edit/${partner.id}`);
    await viewer.getByRole('heading', { name: 'View Partner' }).waitFor();
    await expect.poll(() => viewer.getByLabel('Name').inputValue()).toBe(partner.name);
    expect(await viewer.getByLabel('Name').isEditable()).toBe(false);
    expect(await viewer.getByLabel('Rush Delivery (24 hours) price').isEditable()).toBe(false);
    expect(await viewer.getByRole('button', { name: 'Save Partner' }).count()).toBe(0);
    expect(await viewer.getByRole('button', { name: 'Upload document' }).count()).toBe(0);
    await expectAccessible(viewer);

    await viewer.goto(`${server.url}/users/edit/${user.id}`);
    await viewer.getByRole('heading', { name: 'View User' }).waitFor();
    await expect.poll(() => viewer.getByLabel(/^Name/).inputValue()).toBe(user.name);
    expect(await viewer.getByLabel(/^Email/).isEditable()).toBe(false);
    expect(await viewer.getByRole('combobox', { name: 'Role', exact: true }).isDisabled()).toBe(true);
    expect(await viewer.getByRole('button', { name: 'Save User' }).count()).toBe(0);
    await viewer.getByRole('link', { name: 'Back' }).click();
    await viewer.waitForURL(`${server.url}/users`);
    await viewer.context().close();
  });
});

describe('a record someone else saves meanwhile', () => {
  it('says so at once on the open edit form, and Reload brings their version', async () => {
    const token = await apiToken(server.url, 'admin@example.com');
    const call = async (path: string, body: object) => {
      const answer = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      return (await answer.json()) as { status: number; data: { id: number; revision: number } };
    };
    const created = await call('/softwares/create', { name: 'Concurrent Suite' });
    expect(created.status).toBe(200);
    await page.goto(`${server.url}/softwares/edit/${created.data.id}`);
    await softwareName().waitFor();
    expect(await softwareName().inputValue()).toBe('Concurrent Suite');
    const notice = page.getByRole('alert').filter({ hasText: 'This software was changed by someone else while you were editing.' });
    expect(await notice.count()).toBe(0);

    // Another session saves the software while this form is open.
    const saved = await call(`/softwares/update/${created.data.id}`, { name: 'Concurrent Suite 2', revision: created.data.revision });
    expect(saved.status).toBe(200);
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect.poll(() => softwareName().inputValue()).toBe('Concurrent Suite 2');
    expect(await notice.count()).toBe(0);
  });
});
