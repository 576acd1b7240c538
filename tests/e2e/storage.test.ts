// Manage Storage and Manage Approvals in a real browser against the real server: the customer admin
// sees its usage, the partner approves the pending request on /manage-approvals and the quota grows,
// the customer admin asks for more space (fields checked), an administrator rejects it, the customer
// admin deletes one file and removes two more together (each after a confirmation); the partner user
// (Approval, but not a partner) and a plain user are refused; an administrator's Export CSV holds
// exactly the searched customers, on File Details the searched files, and on Manage Approvals exactly the
// filtered requests; axe on every screen.
import { readFile } from 'node:fs/promises';
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

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });
const PDF = '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n';

/** Uploads a small PDF to a Summit Builders project as the customer admin, over the API. */
async function uploadToSummit(token: string, name: string): Promise<void> {
  const headers = { Authorization: `Bearer ${token}` };
  const list = (await (await fetch(`${server.url}/api/projects`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json' }, body: JSON.stringify({ pageNumber: 1 }) })).json()) as { data: { data: { id: number }[] } };
  const projectId = list.data.data[0]?.id;
  const form = new FormData();
  form.append('file', new Blob([PDF], { type: 'application/pdf' }), name);
  const response = await fetch(`${server.url}/api/projects/uploadfile/${projectId}`, { method: 'POST', headers, body: form });
  expect(response.status, await response.clone().text()).toBe(200);
}

describe('storage and approvals', () => {
  let customer: Page;
  beforeAll(async () => {
    customer = await signedInPage('customeradmin@example.com');
  });
  afterAll(async () => {
    await customer?.context().close();
  });

  it('shows the customer admin its usage and the pending request, accessibly', async () => {
    await nav(customer).getByRole('link', { name: 'Manage Storage' }).click();
    await customer.waitForURL(`${server.url}/storage`);
    await customer.getByRole('heading', { name: 'Manage Storage' }).waitFor();
    await row(customer, 'Summit Builders').getByText('Pending: 20.0 GB').waitFor();
    expect(await customer.getByRole('link', { name: /^Files of / }).count()).toBe(1);
    expect(await row(customer, 'Summit Builders').getByText(/of 50.0 GB/).count()).toBe(1);
    expect(await customer.getByRole('button', { name: 'Request storage for Summit Builders' }).count()).toBe(0);
    expect(await nav(customer).getByRole('link', { name: 'Manage Approvals' }).count()).toBe(0);
    await expectAccessible(customer);
  });

  it('exports exactly the searched customers as CSV, every page', async () => {
    const admin = await signedInPage('admin@example.com');
    await admin.goto(`${server.url}/storage`);
    await admin.getByRole('heading', { name: 'Manage Storage' }).waitFor();
    const download = async () => {
      const [csv] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export CSV' }).click()]);
      expect(csv.suggestedFilename()).toMatch(/^storage-\d{4}-\d{2}-\d{2}\.csv$/);
      return (await readFile((await csv.path()) ?? '', 'utf8')).trim().split(/\r?\n/).slice(1);
    };
    const shown = Number(/^(\d+) customers?/.exec((await admin.getByText(/^\d+ customers? · page/).textContent()) ?? '')?.[1]);
    expect(await download()).toHaveLength(shown);
    await admin.getByLabel('Search customers').fill('harbor');
    await expect.poll(() => admin.getByRole('link', { name: /^Files of / }).allTextContents()).toEqual(['Blue Harbor Construction']);
    const lines = await download();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.startsWith('Blue Harbor Construction,')).toBe(true);
    await admin.context().close();
  });

  it('lets the partner approve it on Manage Approvals after a confirmation; the quota grows', async () => {
    const partner = await signedInPage('partner@example.com');
    await nav(partner).getByRole('link', { name: 'Manage Approvals' }).click();
    await partner.waitForURL(`${server.url}/manage-approvals`);
    await partner.getByRole('heading', { name: 'Manage Approvals' }).waitFor();
    await partner.getByRole('button', { name: 'Approve the request of Summit Builders' }).waitFor();
    expect(await row(partner, 'Blue Harbor Construction').count()).toBe(0);
    await expectAccessible(partner);

    await partner.getByLabel('Filter by status').selectOption('approved');
    await expect.poll(() => partner.getByRole('button', { name: /^Approve the request/ }).count()).toBe(0);
    await partner.getByLabel('Filter by status').selectOption('pending');
    await partner.getByRole('button', { name: 'Approve the request of Summit Builders' }).click();
    const dialog = partner.getByRole('alertdialog');
    await dialog.getByText('Its quota becomes 70.0 GB.').waitFor();
    await dialog.getByLabel('Note to the customer').fill('Approved for the expansion.');
    await expectAccessible(partner);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await partner.getByText('Storage request approved successfully').waitFor();
    await partner.getByLabel('Filter by status').selectOption('');
    await row(partner, 'Full plan sets').getByText('Approved').waitFor();
    expect(await row(partner, 'Full plan sets').getByText('Sent').count()).toBe(1);
    await partner.context().close();

    await customer.reload();
    await row(customer, 'Summit Builders').getByText(/of 70.0 GB/).waitFor();
  });

  it('takes the customer admin’s request for more space, with the fields checked', async () => {
    await customer.getByRole('button', { name: 'Request storage for Summit Builders' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Request storage' });
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await expect.poll(() => dialog.getByText('This field is required').count()).toBe(2);
    // The first field in error has focus; the summary names both.
    await expect.poll(() => customer.evaluate(() => document.activeElement?.id)).toBe('field-requested_mb');
    await dialog.getByRole('alert').filter({ hasText: 'Please correct 2 fields:' }).waitFor();
    await expectAccessible(customer);
    await dialog.getByLabel(/^Additional space \(MB\)/).fill('0');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.getByText('Requested space must be a whole number of MB from 1 to 1048576').waitFor();
    await dialog.getByLabel(/^Additional space \(MB\)/).fill('1024');
    await dialog.getByLabel(/^Reason/).fill('Scans of the Boulder site');
    await dialog.getByRole('button', { name: 'Send Request' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await customer.getByText('Storage request sent successfully').waitFor();
    await row(customer, 'Summit Builders').getByText('Pending: 1.0 GB').waitFor();
  });

  it('lets an administrator reject it; the quota stays', async () => {
    const admin = await signedInPage('admin@example.com');
    await admin.goto(`${server.url}/manage-approvals`);
    await admin.getByLabel('Filter by partner').waitFor();
    await admin.getByRole('button', { name: 'Reject the request of Summit Builders' }).click();
    const dialog = admin.getByRole('alertdialog');
    await dialog.getByText('Its quota stays as it is.').waitFor();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await admin.getByText('Storage request rejected successfully').waitFor();
    await row(admin, 'Scans of the Boulder site').getByText('Rejected').waitFor();
    await admin.context().close();
    await customer.reload();
    await row(customer, 'Summit Builders').getByText(/of 70.0 GB/).waitFor();
    expect(await row(customer, 'Summit Builders').getByText(/^Pending/).count()).toBe(0);
  });

  it('exports exactly the filtered storage requests as CSV on Manage Approvals', async () => {
    const admin = await signedInPage('admin@example.com');
    await admin.goto(`${server.url}/manage-approvals`);
    await admin.getByRole('heading', { name: 'Manage Approvals' }).waitFor();
    await admin.getByLabel('Filter by status').selectOption('rejected');
    await expect.poll(() => admin.getByRole('button', { name: /^Approve the request/ }).count()).toBe(0);
    await expect.poll(async () => /^(\d+) storage requests? · page/.exec((await admin.getByText(/^\d+ storage requests? · page/).textContent()) ?? '')?.[1]).toBe('2');
    const [csv] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^storage-requests-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await csv.path()) ?? '', 'utf8')).trim().split(/\r?\n/).slice(1);
    expect(lines).toHaveLength(2);
    expect(lines.every((line) => line.includes(',Rejected,'))).toBe(true);
    expect(lines.some((line) => line.startsWith('Summit Builders,') && line.includes('Scans of the Boulder site'))).toBe(true);
    await admin.context().close();
  });

  it('lists the customer’s files; deletes one and removes two together after confirmations', async () => {
    const token = await apiToken(server.url, 'customeradmin@example.com');
    for (const name of ['alpha.pdf', 'bravo.pdf', 'charlie.pdf']) await uploadToSummit(token, name);
    await customer.getByRole('link', { name: 'Files of Summit Builders' }).click();
    await customer.waitForURL(`${server.url}/storage/file-details/Summit%20Builders`);
    await customer.getByRole('heading', { name: 'File Details' }).waitFor();
    await customer.getByRole('cell', { name: 'charlie.pdf', exact: true }).waitFor();
    expect(await customer.locator('tbody tr').count()).toBe(3);
    expect(await row(customer, 'alpha.pdf').getByRole('cell').nth(5).textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await expectAccessible(customer);
    // Export CSV holds exactly the searched files.
    await customer.getByLabel('Search files').fill('bravo');
    await expect.poll(() => customer.locator('tbody tr').count()).toBe(1);
    const [csv] = await Promise.all([customer.waitForEvent('download'), customer.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^storage-files-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await csv.path()) ?? '', 'utf8')).trim().split(/\r?\n/).slice(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]?.startsWith('bravo.pdf,')).toBe(true);
    await customer.getByLabel('Search files').fill('');
    await expect.poll(() => customer.locator('tbody tr').count()).toBe(3);

    await customer.getByRole('button', { name: 'Delete alpha.pdf' }).click();
    const confirm = customer.getByRole('alertdialog');
    await confirm.getByText(/Delete alpha\.pdf/).waitFor();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => customer.locator('tbody tr').count()).toBe(2);
    // The deletion's toast, then the live refresh it causes has settled (as a person would see it).
    await customer.getByText(/File deleted successfully/).first().waitFor();
    await expect.poll(() => customer.getByRole('status', { name: 'Refreshing' }).count()).toBe(0);

    await tick(customer.getByRole('checkbox', { name: 'Select bravo.pdf' }));
    await tick(customer.getByRole('checkbox', { name: 'Select charlie.pdf' }));
    await customer.getByRole('button', { name: 'Remove Selected (2)' }).click();
    await confirm.getByText(/Remove 2 files/).waitFor();
    await expectAccessible(customer);
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await customer.getByText('No files found').waitFor();
  });
});

describe('refusals', () => {
  it('gives the partner user no Manage Approvals and refuses the address', async () => {
    const page = await signedInPage('partneruser@example.com');
    await nav(page).getByRole('link', { name: 'Manage Projects' }).waitFor();
    expect(await nav(page).getByRole('link', { name: 'Manage Approvals' }).count()).toBe(0);
    await page.goto(`${server.url}/manage-approvals`);
    await page.getByRole('heading', { name: 'You do not have permission to do this' }).waitFor();
    await expectAccessible(page);
    await page.context().close();
  });

  it('gives a user without the Storage key no Manage Storage and refuses the address', async () => {
    const page = await signedInPage('user@example.com');
    await nav(page).getByRole('link', { name: 'Manage Projects' }).waitFor();
    expect(await nav(page).getByRole('link', { name: 'Manage Storage' }).count()).toBe(0);
    await page.goto(`${server.url}/storage`);
    await page.getByText('You do not have permission to do this').waitFor();
    await expectAccessible(page);
    await page.goto(`${server.url}/storage/file-details/Summit%20Builders`);
    await page.getByText('You do not have permission to do this').waitFor();
    await page.context().close();
  });
});
