// The projects list and form in a real browser against the real server and its seed: the list's
// filters, search labels, sort and paging; exports of exactly the filtered view; a customer user
// creating a project for their own customer and branch, with an attachment; an admin creating one
// for any customer; a stale edit refused with who changed it. axe on the list and the form.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addDays, shiftOpenDays, type HolidayRange } from '../../src/domain/due-dates';
import { readPdf } from '../unit/pdf-reader';
import { apiToken, expectAccessible, launchBrowser, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  adminToken = await apiToken(server.url, 'admin@example.com');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api<T>(path: string, body: unknown = {}, token = adminToken): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { status: number; data: T; messages: string };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${answer.messages}`);
  return answer.data;
}

interface Row {
  id: number;
  code: string;
  name: string;
  status: string;
  due_date: string;
  client_project_number: string | null;
  customer: { id: number; name: string };
  branch: { id: number; name: string };
}

async function signedInPage(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.url, email);
  return page;
}

/** Polls patiently: a list refetches after the 500 ms debounce, on a busy machine. */
const poll = <T,>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
const bodyRows = (page: Page) => page.locator('tbody tr');
const row = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });

/** An open day some weeks ahead, typed as the picker takes it (MM/DD/YYYY). */
async function openDueDay(): Promise<string> {
  const now = new Date().toISOString().slice(0, 10);
  const blocked = await api<{ today: string; holidays: HolidayRange[] }>('/calendar/blockeddays', { from: addDays(now, -2), to: addDays(now, 120) });
  const day = shiftOpenDays(blocked.today, 15, blocked.holidays);
  return `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
}

describe('the projects list as admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('admin@example.com');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('lists projects with their status, paged, accessibly', async () => {
    await page.goto(`${server.url}/projects`);
    await page.getByRole('heading', { name: 'Manage Projects' }).waitFor();
    await bodyRows(page).nth(9).waitFor();
    expect(await bodyRows(page).count()).toBe(10);
    await page.getByText(/^\d+ projects · page 1 of \d+$/).waitFor();
    await page.getByRole('link', { name: 'Create Project' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText(/^\d+ projects · page 2 of \d+$/).waitFor();
  });

  it('searches, and filters by customer, branch and status', async () => {
    await page.getByLabel('Search project list').fill('Union Station Retail');
    await row(page, 'Union Station Retail').waitFor();
    await page.getByText(/^1 project · page 1 of 1$/).waitFor();
    await poll(() => row(page, 'Union Station Retail').getByText('In Progress').count()).toBe(1);
    await page.getByLabel('Search project list').fill('');

    await page.getByLabel('Filter by customer').selectOption({ label: 'Summit Builders' });
    await page.getByLabel('Filter by branch').selectOption({ label: 'Boulder' });
    await page.getByLabel('Filter by status').selectOption({ label: 'On Hold' });
    await row(page, 'Boulder Library Renovation').waitFor();
    // The first cell of a row is its selection checkbox (the list's bulk actions).
    const column = async (n: number) => [...new Set(await page.locator(`tbody tr td:nth-child(${n + 1})`).allTextContents())];
    await poll(() => column(4)).toEqual(['Boulder']);
    await poll(() => column(8)).toEqual(['On Hold']);
    expect(await row(page, 'Denver Office Fit-out').count()).toBe(0);
  });

  it('finds by project code and client project number', async () => {
    const [pearl] = (await api<{ data: Row[] }>('/projects', { pageNumber: 1, search: 'Pearl Street Lofts' })).data;
    if (!pearl) throw new Error('seeded project missing');
    await page.goto(`${server.url}/projects`);
    await page.getByLabel('Project Code').fill(pearl.code);
    await row(page, 'Pearl Street Lofts').waitFor();
    await page.getByText(/^1 project · page 1 of 1$/).waitFor();
    await page.getByLabel('Project Code').fill('');
    if (pearl.client_project_number) {
      const field = page.getByPlaceholder('Enter Client Project Number');
      expect(await field.getAttribute('placeholder')).toBe('Enter Client Project Number');
      await page.getByLabel('Client Project Number').fill(pearl.client_project_number);
      await row(page, 'Pearl Street Lofts').waitFor();
    }
  });

  it('sorts by due date both ways', async () => {
    await page.goto(`${server.url}/projects`);
    await bodyRows(page).nth(9).waitFor();
    // The 7th cell: after the selection checkbox and five columns (the work type is under the service).
    const dueDates = async () => (await page.locator('tbody tr td:nth-child(7)').allTextContents()).map((day) => `${day.slice(6)}-${day.slice(0, 2)}-${day.slice(3, 5)}`);
    const header = page.getByRole('columnheader', { name: /Due Date/ });
    await header.getByRole('button').click();
    await poll(() => header.getAttribute('aria-sort')).toBe('ascending');
    await poll(async () => {
      const days = await dueDates();
      return days.length === 10 && days.every((day, i) => i === 0 || days[i - 1]! <= day);
    }).toBe(true);
    await header.getByRole('button').click();
    await poll(() => header.getAttribute('aria-sort')).toBe('descending');
    await poll(async () => {
      const days = await dueDates();
      return days.length === 10 && days.every((day, i) => i === 0 || days[i - 1]! >= day);
    }).toBe(true);
  });

  it('exports exactly the filtered view as CSV and PDF', async () => {
    await page.goto(`${server.url}/projects`);
    await page.getByLabel('Filter by status').selectOption({ label: 'Cancellation Requested' });
    await page.getByLabel('Search project list').fill('Pearl Street');
    await row(page, 'Pearl Street Lofts').waitFor();
    await page.getByText(/^1 project · page 1 of 1$/).waitFor();

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const text = await readFile((await csv.path()) ?? '', 'utf8');
    expect(text).toContain('Pearl Street Lofts');
    // The header and the one matching project.
    expect(text.trim().split(/\r?\n/)).toHaveLength(2);

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    // Read back with PDF.js: the one matching project is listed.
    expect((await readPdf(await readFile((await pdf.path()) ?? ''))).text).toContain('Pearl Street Lofts');
  });
});

describe('the projects list, live', () => {
  it('shows a change someone else makes without a reload', async () => {
    const [project] = (await api<{ data: Row[] }>('/projects', { pageNumber: 1, status: 'pending', sort: '-due_date' })).data;
    if (!project) throw new Error('no pending project seeded');
    const page = await signedInPage('admin@example.com');
    await page.goto(`${server.url}/projects`);
    await page.getByLabel('Search project list').fill(project.code);
    const shown = page.getByRole('row').filter({ hasText: project.code });
    await shown.getByText('Pending').waitFor();
    await api('/projects/accept', { id: project.id });
    // record:changed reaches the open list, which refetches.
    await shown.getByText('In Progress').waitFor({ timeout: 15_000 });
    await page.context().close();
  });
});

describe('creating projects', () => {
  it('lets a customer user create for their own customer and branch, with an attachment', async () => {
    const page = await signedInPage('user@example.com');
    await page.goto(`${server.url}/projects`);
    await page.getByRole('heading', { name: 'Manage Projects' }).waitFor();
    expect(await page.getByLabel('Filter by customer').count()).toBe(0);
    await page.getByRole('link', { name: 'Create Project' }).click();
    await page.waitForURL(`${server.url}/projects/create`);

    const customer = page.getByLabel('Customer', { exact: true });
    const branch = page.getByLabel('Branch', { exact: true });
    await poll(async () => customer.locator('option:checked').textContent()).toBe('Summit Builders');
    await poll(async () => branch.locator('option:checked').textContent()).toBe('Denver Headquarters');
    expect(await customer.isDisabled()).toBe(true);
    expect(await branch.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Create Project' }).click();
    const fieldError = (text: string) => page.locator('[data-part="error-text"]', { hasText: text });
    await poll(() => fieldError('This field is required').count()).toBe(2);
    await fieldError('Choose a service').waitFor();
    await fieldError('Choose a work type').waitFor();

    await page.getByLabel('Project Name').fill('Larimer Square Tenant Fit-out');
    await page.getByLabel('Client Project Number').fill('SB-LSQ-0042');
    await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Commercial Quantity Take-Off' });
    // The service's work type is offered at once.
    await poll(() => page.getByLabel('Work Type').inputValue()).toBe('QTO');
    await page.getByPlaceholder('MM/DD/YYYY').fill(await openDueDay());
    await page.getByLabel('Scope of Work').fill('Take off drywall, ceilings and doors for levels 1 and 2.');
    await page.getByLabel('Attachments').setInputFiles({ name: 'plans.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
    await page.getByText('plans.pdf').waitFor();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Create Project' }).click();
    await page.waitForURL(/\/projects\/view\/\d+$/);
    const id = Number(/\/projects\/view\/(\d+)$/.exec(page.url())?.[1]);
    const details = await api<Row & { customer: { name: string }; branch: { name: string } }>(`/projects/details/${id}`);
    expect(details).toMatchObject({ name: 'Larimer Square Tenant Fit-out', client_project_number: 'SB-LSQ-0042', status: 'pending', customer: { name: 'Summit Builders' }, branch: { name: 'Denver Headquarters' } });
    const files = await api<{ name?: string; original_name?: string }[]>(`/projects/files/${id}`);
    expect(JSON.stringify(files)).toContain('plans.pdf');
    await page.context().close();
  });

  it("lets a customer admin choose among its customer's branches, with the scope of work prefilled", async () => {
    const page = await signedInPage('customeradmin@example.com');
    await page.goto(`${server.url}/projects/create`);
    const customer = page.getByLabel('Customer', { exact: true });
    const branch = page.getByLabel('Branch', { exact: true });
    await poll(async () => customer.locator('option:checked').textContent()).toBe('Summit Builders');
    expect(await customer.isDisabled()).toBe(true);
    await poll(() => branch.locator('option').allTextContents()).toEqual(['Choose a branch', 'Boulder', 'Colorado Springs', 'Denver Headquarters']);
    expect(await branch.isDisabled()).toBe(false);
    await branch.selectOption({ label: 'Boulder' });
    await page.getByLabel('Work Type').selectOption('FTE');
    // The work type narrows the services.
    await poll(() => page.getByLabel('Service', { exact: true }).locator('option').allTextContents()).toEqual(['Choose a service', 'Full-Time Estimator', 'Part-Time Estimator']);
    await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Part-Time Estimator' });
    await poll(() => page.getByLabel('Scope of Work').inputValue()).not.toBe('');
    await page.context().close();
  });

  it('lets an admin create for any customer, choosing its branch', async () => {
    const page = await signedInPage('admin@example.com');
    await page.goto(`${server.url}/projects/create`);
    await page.getByLabel('Customer', { exact: true }).selectOption({ label: 'Evergreen Homes' });
    await page.getByLabel('Branch', { exact: true }).selectOption({ label: 'Pittsburgh' });
    await page.getByLabel('Project Name').fill('Allegheny Riverfront Homes');
    await page.getByLabel('Service', { exact: true }).selectOption({ label: 'Bid Review' });
    await page.getByLabel('Work Type').selectOption('Others');
    await page.getByPlaceholder('MM/DD/YYYY').fill(await openDueDay());
    await page.getByRole('button', { name: 'Create Project' }).click();
    await page.waitForURL(/\/projects\/view\/\d+$/);

    await page.goto(`${server.url}/projects`);
    await page.getByLabel('Search project list').fill('Allegheny Riverfront');
    await row(page, 'Allegheny Riverfront Homes').getByText('Evergreen Homes').waitFor();
    await page.context().close();
  });
});

describe('editing a project', () => {
  it('refuses a stale edit, naming who changed the project, and saves after a reload', async () => {
    const [project] = (await api<{ data: Row[] }>('/projects', { pageNumber: 1, search: 'Denver Office Fit-out' })).data;
    if (!project) throw new Error('seeded project missing');
    const page = await signedInPage('admin@example.com');
    await page.goto(`${server.url}/projects`);
    await page.getByLabel('Search project list').fill('Denver Office Fit-out');
    await page.getByRole('link', { name: 'Edit Denver Office Fit-out' }).click();
    await page.waitForURL(`${server.url}/projects/edit/${project.id}`);
    const name = page.getByLabel('Project Name');
    await poll(() => name.inputValue()).toBe('Denver Office Fit-out');
    await expectAccessible(page);

    // Someone else saves the project meanwhile.
    const details = await api<Record<string, unknown> & { revision: number; added_services: { id: number }[] }>(`/projects/details/${project.id}`);
    const input = {
      name: 'Denver Office Fit-out',
      client_project_number: details.client_project_number,
      customer_id: details.customer_id,
      branch_id: details.branch_id,
      service_id: details.service_id,
      software_id: details.software_id,
      work_type: details.work_type,
      due_date: details.due_date,
      added_services: details.added_services.map((service) => service.id),
      scope_of_work: `${String(details.scope_of_work)}\nAlso the lobby.`,
      revision: details.revision,
    };
    await api(`/projects/update/${project.id}`, input);

    await name.fill('Denver Office Fit-out, phase 2');
    await page.getByRole('button', { name: 'Save Project' }).click();
    await page.getByText(/changed by Alice Morgan/).waitFor();
    await page.getByRole('button', { name: 'Reload' }).click();
    await poll(() => page.getByLabel('Scope of Work').inputValue()).toContain('Also the lobby.');
    await name.fill('Denver Office Fit-out, phase 2');
    await page.getByRole('button', { name: 'Save Project' }).click();
    await page.waitForURL(`${server.url}/projects/view/${project.id}`);
    expect((await api<Row>(`/projects/details/${project.id}`)).name).toBe('Denver Office Fit-out, phase 2');
    await page.context().close();
  });

  it('offers no edit of a completed project', async () => {
    const [cherry] = (await api<{ data: Row[] }>('/projects', { pageNumber: 1, search: 'Cherry Creek Condos' })).data;
    if (!cherry) throw new Error('seeded project missing');
    const page = await signedInPage('admin@example.com');
    await page.goto(`${server.url}/projects`);
    await page.getByLabel('Search project list').fill('Cherry Creek Condos');
    await row(page, 'Cherry Creek Condos').getByText('Completed').waitFor();
    expect(await page.getByRole('link', { name: 'Edit Cherry Creek Condos' }).count()).toBe(0);
    await page.goto(`${server.url}/projects/edit/${cherry.id}`);
    await page.getByText('This project can no longer be edited here: it is Completed.').waitFor();
    await page.getByRole('link', { name: 'View Project' }).waitFor();
    await page.context().close();
  });
});
