// The project view (/projects/view/{id}) in a real browser against the real server and its seed, for
// a provider (admin) and a customer user: details, the actions the chart and the side allow, the chat
// (post, edit and delete one's own), attachments (upload, download, zip), addenda, RFIs with comments,
// the assignee, the project PDF; a refused action shows the server's message and the view reloads;
// axe on both views.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Response as PageResponse } from 'playwright-core';
import { readZip } from '../support/read-zip';
import { readPdf } from '../unit/pdf-reader';
import { apiToken, expectAccessible, launchBrowser, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  adminToken = await apiToken(server.url, 'admin@example.com');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** One API call (as admin unless another token is given): the answer's status, message and data. */
async function call<T>(path: string, body: unknown = {}, token = adminToken): Promise<{ status: number; messages: string; data: T }> {
  const response = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { messages: string; data: T };
  return { status: response.status, messages: answer.messages, data: answer.data };
}

async function projectId(name: string): Promise<number> {
  const { data } = await call<{ data: { id: number; name: string }[] }>('/projects', { pageNumber: 1, search: name });
  const found = data.data.find((project) => project.name === name);
  if (!found) throw new Error(`seeded project ${name} missing`);
  return found.id;
}

async function signedInPage(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, server.url, email);
  return page;
}

const statusOf = (page: Page) => page.getByTestId('project-status').getAttribute('data-status');
const actionsGroup = (page: Page) => page.getByRole('group', { name: 'Project actions' });
const headerAction = (page: Page, name: string) => actionsGroup(page).getByRole('button', { name, exact: true });
const headerActions = async (page: Page) => (await actionsGroup(page).getByRole('button').allTextContents()).map((text) => text.trim());

async function openView(page: Page, id: number, name: string, trailingSlash = false): Promise<void> {
  await page.goto(`${server.url}/projects/view/${id}${trailingSlash ? '/' : ''}`);
  await page.getByRole('heading', { name, exact: true }).waitFor();
}

/** Clicks an action in the header, fills its dialog and confirms. */
/**
 * Runs `change` (someone else's write) when the page's next call to `path` is on its way, before it
 * reaches the server. Answers the page's answer to that call, so a test reads the server after both.
 */
async function meanwhile(page: Page, path: string, change: () => Promise<void>): Promise<{ answered: Promise<PageResponse> }> {
  const url = `${server.url}/api${path}`;
  const answered = page.waitForResponse(url);
  await page.route(
    url,
    async (route) => {
      await change();
      await route.continue();
    },
    { times: 1 },
  );
  return { answered };
}

async function act(page: Page, action: string, fill?: (dialog: ReturnType<Page['getByRole']>) => Promise<void>): Promise<void> {
  await headerAction(page, action).click();
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await fill?.(dialog);
  await dialog.getByRole('button', { name: action, exact: true }).click();
}

describe('the project view for a provider (admin)', () => {
  let page: Page;
  let unionId: number;
  beforeAll(async () => {
    page = await signedInPage('admin@example.com');
    unionId = await projectId('Union Station Retail');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('opens at /projects/view/{id}/ with the details and the actions the chart allows, accessibly', async () => {
    await openView(page, unionId, 'Union Station Retail', true);
    await page.getByText(/^Project PRJ-\d{6}$/).waitFor();
    expect(await statusOf(page)).toBe('in_progress');
    const actions = await headerActions(page);
    expect(actions).toEqual(expect.arrayContaining(['Mark Completed', 'Raise RFI', 'Cancel Project', 'Export PDF']));
    expect(actions).not.toContain('Accept');
    expect(actions).not.toContain('Request Reopen');
    await page.getByText('Summit Builders').first().waitFor();
    await page.getByText('Denver Headquarters').first().waitFor();
    expect(await page.getByTestId('project-due-date').textContent()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await page.getByRole('button', { name: 'Change Assignee' }).waitFor();
    await expectAccessible(page);
  });

  it('posts a chat message, edits it and deletes it in place', async () => {
    await page.getByRole('tab', { name: /Chat/ }).click();
    await page.getByLabel('Message', { exact: true }).fill('Please confirm the storefront glazing count.');
    await page.getByRole('button', { name: 'Send' }).click();
    await page.getByTestId('chat-message').filter({ hasText: 'Please confirm the storefront glazing count.' }).waitFor();
    // Newest first: the message just sent heads the thread.
    const mine = page.getByTestId('chat-message').first();
    expect(await mine.getByTestId('chat-text').textContent()).toBe('Please confirm the storefront glazing count.');
    await mine.getByRole('button', { name: 'Edit message' }).click();
    await mine.getByLabel('Edit message').fill('Please confirm the storefront glazing count for level 1.');
    await mine.getByRole('button', { name: 'Save' }).click();
    const edited = page.getByTestId('chat-message').filter({ hasText: 'for level 1.' });
    await edited.getByText(/· edited/).waitFor();
    await edited.getByRole('button', { name: 'Delete message' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await page.getByText('This message was deleted.').first().waitFor();
    expect(await page.getByText('for level 1.').count()).toBe(0);
  });

  it('uploads an attachment with progress, downloads it and all files as a zip', async () => {
    await page.getByRole('tab', { name: /Attachments/ }).click();
    const uploaded = Buffer.from('%PDF-1.4\n%%EOF\n');
    await page.getByLabel('Upload Attachment').setInputFiles({ name: 'storefront-elevations.pdf', mimeType: 'application/pdf', buffer: uploaded });
    const table = page.getByRole('table', { name: 'Attachments' });
    await table.getByText('storefront-elevations.pdf').waitFor();
    const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download storefront-elevations.pdf' }).click()]);
    expect(file.suggestedFilename()).toBe('storefront-elevations.pdf');
    const [zip] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download All' }).click()]);
    expect(zip.suggestedFilename()).toMatch(/\.zip$/);
    // Read back with yauzl (CRC-32 and sizes checked): the uploaded file is in it, byte for byte.
    const { entries } = await readZip(await readFile((await zip.path()) ?? ''));
    expect(entries.find((entry) => entry.name.endsWith('storefront-elevations.pdf'))?.content).toEqual(uploaded);
  });

  it('creates an addendum with a file', async () => {
    await page.getByRole('tab', { name: /Addenda/ }).click();
    await page.getByRole('textbox', { name: /^Addendum/ }).fill('Add the mezzanine storefront.');
    await page.getByLabel('Addendum files').setInputFiles({ name: 'mezzanine.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByRole('button', { name: 'Create Addendum' }).click();
    const addendum = page.getByTestId('addendum').filter({ hasText: 'Add the mezzanine storefront.' });
    await addendum.getByText('mezzanine.pdf').waitFor();
  });

  it('raises an RFI (on hold), comments on it and closes it (back in progress)', async () => {
    await act(page, 'Raise RFI', (dialog) => dialog.getByLabel('Question').fill('Which storefront system is specified?'));
    await expect.poll(() => statusOf(page)).toBe('on_hold');
    await page.getByRole('tab', { name: /RFIs/ }).click();
    const rfi = page.getByTestId('rfi').filter({ hasText: 'Which storefront system is specified?' });
    await rfi.getByRole('button', { name: /Comments/ }).click();
    await rfi.getByLabel('Comment').fill('Sheet A-501 names Kawneer 451T.');
    await rfi.getByRole('button', { name: 'Comment', exact: true }).click();
    await rfi.getByText('Sheet A-501 names Kawneer 451T.').waitFor();
    await rfi.getByRole('button', { name: 'Close RFI' }).click();
    await rfi.getByText('Closed').waitFor();
    await expect.poll(() => statusOf(page)).toBe('in_progress');
  });

  it('changes the assignee', async () => {
    await page.getByRole('button', { name: 'Change Assignee' }).click();
    const dialog = page.getByRole('dialog');
    const select = dialog.getByLabel('Assignee', { exact: true });
    await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
    const choice = (await select.locator('option').nth(1).textContent()) ?? '';
    await select.selectOption({ index: 1 });
    await dialog.getByRole('button', { name: 'Change Assignee' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('definition').filter({ hasText: choice }).first().waitFor();
  });

  it('asks the customer for hours of another service', async () => {
    await act(page, 'Request Hours', async (dialog) => {
      const service = dialog.getByLabel('Service', { exact: true });
      await expect.poll(() => service.locator('option').count()).toBeGreaterThan(1);
      await service.selectOption({ index: 1 });
      await dialog.getByRole('spinbutton', { name: /^Hours/ }).fill('6');
      await dialog.getByLabel('Description').fill('Bid review of the glazing package.');
    });
    await page.getByText('Hours requested', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Requests' }).click();
    const request = page.getByTestId('hours-request').filter({ hasText: 'Bid review of the glazing package.' });
    await request.getByText('Pending').waitFor();
    // Only the customer answers it.
    expect(await request.getByRole('button', { name: 'Approve Hours' }).count()).toBe(0);
  });

  it('exports the project as PDF', async () => {
    const [pdf] = await Promise.all([page.waitForEvent('download'), headerAction(page, 'Export PDF').click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    // Read back with PDF.js: the document names the project.
    const document = await readPdf(await readFile((await pdf.path()) ?? ''));
    expect(document.text).toContain((await page.getByRole('heading', { level: 1 }).textContent()) ?? '?');
  });

  it("shows the server's refusal of an action that is no longer allowed, and reloads the project", async () => {
    const id = await projectId('Denver Office Fit-out');
    await openView(page, id, 'Denver Office Fit-out');
    await headerAction(page, 'Accept').waitFor();
    // Someone else accepts it just before this page's accept reaches the server (earlier, the live view
    // would already show it accepted); this second accept is what the server refuses.
    const { answered } = await meanwhile(page, '/projects/accept', async () => expect((await call(`/projects/accept`, { id })).status).toBe(200));
    await act(page, 'Accept');
    // The page's accept is answered before the test asks again (on a busy host the test could be first).
    expect((await answered).status()).toBe(409);
    const refusal = await call(`/projects/accept`, { id });
    expect(refusal.status).toBe(409);
    await page.getByRole('alert').filter({ hasText: refusal.messages }).waitFor();
    await expect.poll(() => statusOf(page)).toBe('in_progress');
    expect(await headerAction(page, 'Accept').count()).toBe(0);
    await page.getByRole('button', { name: 'Dismiss' }).click();
    expect(await page.getByText(refusal.messages).count()).toBe(0);
  });
});

describe('the project view for a customer (the customer admin, who sees every branch)', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('customeradmin@example.com');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it("offers only the customer's actions, accessibly", async () => {
    await openView(page, await projectId('Union Station Retail'), 'Union Station Retail');
    const actions = await headerActions(page);
    expect(actions).toContain('Request Cancellation');
    for (const providerOnly of ['Accept', 'Mark Completed', 'Raise RFI', 'Cancel Project', 'Request Hours']) expect(actions).not.toContain(providerOnly);
    expect(await page.getByRole('button', { name: 'Change Assignee' }).count()).toBe(0);
    await expectAccessible(page);

    await openView(page, await projectId('Cherry Creek Condos'), 'Cherry Creek Condos');
    expect(await statusOf(page)).toBe('completed');
    expect(await headerActions(page)).toContain('Request Reopen');
  });

  it('approves the hours the provider asked for', async () => {
    await openView(page, await projectId('Union Station Retail'), 'Union Station Retail');
    await page.getByRole('tab', { name: 'Requests' }).click();
    const request = page.getByTestId('hours-request').filter({ hasText: 'Bid review of the glazing package.' });
    await request.getByRole('button', { name: 'Approve Hours' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Approve Hours' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await request.getByText('Approved').waitFor();
    expect(await headerAction(page, 'Approve Hours').count()).toBe(0);
  });

  it('asks for a reason before a cancellation request goes out', async () => {
    await openView(page, await projectId('Boulder Library Renovation'), 'Boulder Library Renovation');
    await headerAction(page, 'Request Cancellation').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Request Cancellation' }).click();
    await dialog.getByText('Reason is required').waitFor();
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('reports an error in delivered work, which the activities record', async () => {
    await openView(page, await projectId('Cherry Creek Condos'), 'Cherry Creek Condos');
    await act(page, 'Report Error', async (dialog) => {
      await dialog.getByRole('button', { name: 'Report Error', exact: true }).click();
      await dialog.getByText('Description is required').waitFor();
      await dialog.getByLabel('Description').fill('Level 3 drywall quantities are doubled.');
    });
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await page.getByRole('tab', { name: 'Activities' }).click();
    await page.getByText('Reported an error: Level 3 drywall quantities are doubled.').first().waitFor();
  });

  it('deletes a pending project after confirming, and lands on the list', async () => {
    const like = (await call<{ customer_id: number; branch_id: number; service_id: number; due_date: string }>(`/projects/details/${await projectId('Denver Office Fit-out')}`)).data;
    const created = await call<{ id: number }>(
      '/projects/create',
      { name: 'Delete Me Warehouse (e2e)', customer_id: like.customer_id, branch_id: like.branch_id, service_id: like.service_id, due_date: like.due_date },
      await apiToken(server.url, 'customeradmin@example.com'),
    );
    expect(created.status).toBe(200);
    await openView(page, created.data.id, 'Delete Me Warehouse (e2e)');
    await headerAction(page, 'Delete Project').click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.waitForURL(/\/projects$/);
    expect((await call(`/projects/details/${created.data.id}`)).status).toBe(404);
  });

  it("shows the server's refusal when the provider changed the project meanwhile", async () => {
    const id = await projectId('Boulder Library Renovation');
    await openView(page, id, 'Boulder Library Renovation');
    await headerAction(page, 'Request Cancellation').waitFor();
    // The provider cancels it just before the customer's request reaches the server.
    const { answered } = await meanwhile(page, '/projects/cancelproject', async () => expect((await call('/projects/cancelproject', { id, reason: 'Withdrawn by the owner' })).status).toBe(200));
    await act(page, 'Request Cancellation', (dialog) => dialog.getByLabel('Reason').fill('The owner paused the library work.'));
    expect((await answered).status()).toBe(409);
    // What the server says to the customer's request now.
    const refusal = await call('/projects/cancelproject', { id, reason: 'The owner paused the library work.' }, await apiToken(server.url, 'customeradmin@example.com'));
    expect(refusal.status).toBe(409);
    await page.getByRole('alert').filter({ hasText: refusal.messages }).first().waitFor();
    await expect.poll(() => statusOf(page)).toBe('cancelled');
    expect(await headerAction(page, 'Request Cancellation').count()).toBe(0);
  });
});
