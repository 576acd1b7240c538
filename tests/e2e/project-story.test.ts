// THE browser story of issue 5 §6, two people side by side (two browser contexts) against the real
// server: a customer user creates a project with an attachment → an admin sees it appear in the list
// without a reload and accepts it → they chat both ways, live → the customer asks for a new due date →
// the admin approves it → the admin completes the project → the customer asks to reopen it. Every
// step goes through the real screens; what the other side sees arrives without a reload.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { shiftOpenDays, type HolidayRange } from '../../src/domain/due-dates';
import { apiToken, launchBrowser, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let customerContext: BrowserContext;
let adminContext: BrowserContext;
let customer: Page;
let admin: Page;
let projectId = 0;

const NAME = `Larimer Square Story ${Date.now().toString(36)}`;
const live = (page: Page) => page.waitForSelector('[data-testid="connection-state"][data-state="live"]', { timeout: 15_000 });
const statusOf = (page: Page) => page.getByTestId('project-status').getAttribute('data-status');
const dialog = (page: Page) => page.getByRole('dialog');
const headerAction = (page: Page, name: string) => page.getByRole('group', { name: 'Project actions' }).getByRole('button', { name, exact: true });
const usDay = (day: string) => `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;

/** Open days (not Sunday, holiday, past or today) `n` open days after the server's today. */
async function openDay(n: number): Promise<string> {
  const token = await apiToken(server.url, 'admin@example.com');
  const response = await fetch(`${server.url}/api/calendar/blockeddays`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    // The server answers at most about a year of holidays per call: from the runtime's today on.
    body: JSON.stringify({ from: new Date().toISOString().slice(0, 10), to: new Date(Date.now() + 300 * 86_400_000).toISOString().slice(0, 10) }),
  });
  const { data } = (await response.json()) as { data: { today: string; holidays: HolidayRange[] } };
  return shiftOpenDays(data.today, n, data.holidays);
}

/** Clicks an action in the header, fills its dialog, confirms, and waits for the dialog to close. */
async function act(page: Page, action: string, fill?: (box: ReturnType<typeof dialog>) => Promise<void>): Promise<void> {
  await headerAction(page, action).click();
  const box = dialog(page);
  await box.waitFor();
  await fill?.(box);
  await box.getByRole('button', { name: action, exact: true }).click();
  await box.waitFor({ state: 'hidden' });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  customerContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  adminContext = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  customer = await customerContext.newPage();
  admin = await adminContext.newPage();
  await Promise.all([signIn(customer, server.url, 'user@example.com'), signIn(admin, server.url, 'admin@example.com')]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the project story of issue 5', () => {
  it('a customer user creates a project with an attachment', async () => {
    // The admin watches the projects list meanwhile, searching for it (nothing yet).
    await admin.goto(`${server.url}/projects`);
    await admin.getByRole('heading', { name: 'Manage Projects' }).waitFor();
    await admin.getByLabel('Search project list').fill(NAME);
    await admin.getByText('No projects found').waitFor();
    await live(admin);

    await customer.goto(`${server.url}/projects`);
    await customer.getByRole('link', { name: 'Create Project' }).click();
    await customer.waitForURL(`${server.url}/projects/create`);
    await customer.getByLabel('Project Name').fill(NAME);
    await customer.getByLabel('Client Project Number').fill('SB-STORY-1');
    await customer.getByLabel('Service', { exact: true }).selectOption({ label: 'Commercial Quantity Take-Off' });
    await expect.poll(() => customer.getByLabel('Work Type').inputValue()).toBe('QTO');
    await customer.getByRole('textbox', { name: /^Due Date/ }).fill(usDay(await openDay(15)));
    await customer.getByLabel('Scope of Work').fill('Take off drywall and ceilings, levels 1 to 3.');
    await customer.getByLabel('Attachments').setInputFiles({ name: 'story-plans.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await customer.getByText('story-plans.pdf').waitFor();
    await customer.getByRole('button', { name: 'Create Project' }).click();
    await customer.waitForURL(/\/projects\/view\/\d+$/, { timeout: 20_000 });
    projectId = Number(/\/projects\/view\/(\d+)$/.exec(customer.url())?.[1]);
    expect(projectId).toBeGreaterThan(0);

    await customer.getByRole('heading', { name: NAME }).waitFor();
    expect(await statusOf(customer)).toBe('pending');
    await customer.getByRole('tab', { name: /Attachments/ }).click();
    await customer.getByRole('table', { name: 'Attachments' }).getByText('story-plans.pdf').waitFor();
  });

  it('an admin sees it appear without a reload and accepts it', async () => {
    const link = admin.getByRole('link', { name: NAME, exact: true });
    await link.waitFor({ timeout: 15_000 });
    await link.click();
    await admin.waitForURL(`${server.url}/projects/view/${projectId}`);
    await admin.getByRole('heading', { name: NAME }).waitFor();
    await live(customer);

    await act(admin, 'Accept');
    await expect.poll(() => statusOf(admin)).toBe('in_progress');
    // The customer's open view follows.
    await expect.poll(() => statusOf(customer), { timeout: 10_000 }).toBe('in_progress');
    expect(await headerAction(admin, 'Accept').count()).toBe(0);
  });

  it('they chat both ways, live', async () => {
    await customer.getByRole('tab', { name: /Chat/ }).click();
    await customer.getByLabel('Message', { exact: true }).fill('Hello, the level 3 sheets are in the attachment.');
    await customer.getByRole('button', { name: 'Send' }).click();
    await admin.getByTestId('chat-messages').getByText('Hello, the level 3 sheets are in the attachment.').waitFor({ timeout: 20_000 });

    await admin.getByLabel('Message', { exact: true }).fill('Thanks, we start today.');
    await admin.getByRole('button', { name: 'Send' }).click();
    await customer.getByTestId('chat-messages').getByText('Thanks, we start today.').waitFor({ timeout: 20_000 });
  });

  it('the customer asks for a new due date and the admin approves it', async () => {
    const newDay = await openDay(25);
    await act(customer, 'Request Due Date Change', async (box) => {
      await box.getByRole('textbox', { name: /^New Due Date/ }).fill(usDay(newDay));
      await box.getByLabel('Reason').fill('The architect added a level.');
    });
    await customer.getByText('Due date change requested', { exact: true }).waitFor();

    // The admin's view shows the request and its answer without a reload.
    await headerAction(admin, 'Approve Due Date').waitFor({ timeout: 10_000 });
    await admin.getByRole('tab', { name: 'Requests' }).click();
    await admin.getByTestId('due-request').getByText(usDay(newDay)).waitFor();
    await act(admin, 'Approve Due Date');
    await expect.poll(() => admin.getByTestId('project-due-date').textContent()).toBe(usDay(newDay));
    await expect.poll(() => customer.getByTestId('project-due-date').textContent(), { timeout: 10_000 }).toBe(usDay(newDay));
  });

  it('the admin completes it and the customer asks to reopen it', async () => {
    await act(admin, 'Mark Completed');
    await expect.poll(() => statusOf(admin)).toBe('completed');
    await expect.poll(() => statusOf(customer), { timeout: 10_000 }).toBe('completed');

    await act(customer, 'Request Reopen', async (box) => {
      await box.getByLabel('Reason').fill('The ceilings of level 2 are missing.');
    });
    await expect.poll(() => statusOf(customer)).toBe('reopen_requested');
    await expect.poll(() => statusOf(admin), { timeout: 10_000 }).toBe('reopen_requested');
    await headerAction(admin, 'Approve Reopen').waitFor();

    // Every step is in the project's activities.
    await admin.getByRole('tab', { name: 'Activities' }).click();
    await expect.poll(() => admin.getByTestId('activity').count()).toBeGreaterThanOrEqual(5);
    await admin.screenshot({ path: '/tmp/c2-shots/story-admin.png', fullPage: true }).catch(() => undefined);
  });
});
