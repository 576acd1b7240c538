// Reports in a real browser against the real server: /reports with each report's count, the four
// report screens for an administrator and a customer admin (their rows, the filters they get, axe),
// filtering and sorting, and exports downloaded and read back (CSV rows, PDF rows); a customer user
// naming another customer's id gets no rows from the API.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { REPORT_KINDS, REPORT_PATHS, REPORT_TITLES, type ReportKind } from '../../src/domain/reports';
import { parseCsv } from '../unit/csv-reader';
import { leadingCodes, readPdf } from '../unit/pdf-reader';
import { apiToken, expectAccessible, launchBrowser, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
const tokens: Record<string, string> = {};

const PAGE_PATHS: Record<ReportKind, string> = {
  project: '/reports/projectReports',
  error: '/reports/geterrorreportbyPagination',
  added: '/reports/addedreports',
  delayed: '/reports/delayedprojectreports',
};
const NOUNS: Record<ReportKind, string> = { project: 'projects', error: 'error reports', added: 'projects', delayed: 'delayed projects' };

interface Named {
  id: number;
  name: string;
}
interface ReportPage {
  total: number;
  data: { id: number; code: string; customer: Named; branch: Named }[];
}

async function api<T>(email: string, path: string, body: object): Promise<T> {
  const response = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[email] ?? ''}` }, body: JSON.stringify(body) });
  const answer = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${path}: ${JSON.stringify(answer)}`);
  return answer.data;
}

async function signedInPage(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 }, timezoneId: 'UTC', acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, server.url, email);
  return page;
}

/** "N projects · page 1 of M" under the table. */
const pagination = (page: Page, total: number, noun: string) =>
  page.getByText(new RegExp(`^${total} ${total === 1 ? noun.replace(/s$/, '') : noun} · page 1 of ${Math.max(1, Math.ceil(total / 10))}$`));

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ TZ: 'UTC' }), launchBrowser()]);
  for (const email of ['admin@example.com', 'customeradmin@example.com']) tokens[email] = await apiToken(server.url, email);
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('reports as an administrator', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('admin@example.com');
  });

  it('opens /reports from the menu with each report and its count', async () => {
    const counts = await api<Record<ReportKind, number>>('admin@example.com', '/reports', {});
    await page.getByRole('link', { name: 'Reports' }).first().click();
    await page.waitForURL(`${server.url}/reports`);
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    for (const kind of REPORT_KINDS) {
      const card = page.getByRole('region', { name: REPORT_TITLES[kind] });
      await card.getByText(new RegExp(`^${counts[kind].toLocaleString('en-US')} `)).waitFor();
    }
    await page.screenshot({ path: '/tmp/reports-landing.png', fullPage: true });
    await expectAccessible(page);
  });

  it.each(REPORT_KINDS)('%s report: the rows of the scope, paged, accessibly', async (kind) => {
    const { total } = await api<ReportPage>('admin@example.com', PAGE_PATHS[kind], { pageNumber: 1 });
    expect(total).toBeGreaterThan(0);
    await page.goto(`${server.url}/reports`);
    await page.getByRole('link', { name: `Open ${REPORT_TITLES[kind]}` }).click();
    await page.waitForURL(`${server.url}${REPORT_PATHS[kind]}`);
    await page.getByRole('heading', { name: REPORT_TITLES[kind], level: 1 }).waitFor();
    await pagination(page, total, NOUNS[kind]).waitFor();
    expect(await page.getByLabel('Filter by partner').count()).toBe(1);
    expect(await page.getByLabel('Filter by customer').count()).toBe(1);
    await page.screenshot({ path: `/tmp/reports-${kind}.png`, fullPage: true });
    await expectAccessible(page);
  });

  it('filters the project report by customer and branch, sorts, and exports exactly those rows', async () => {
    const customers = await api<Named[]>('admin@example.com', '/reports/filters/customers', {});
    const summit = customers.find((c) => c.name === 'Summit Builders');
    if (!summit) throw new Error('no Summit Builders');
    const branches = await api<Named[]>('admin@example.com', '/reports/filters/branches', { customer: summit.id });
    const boulder = branches.find((b) => b.name === 'Boulder');
    if (!boulder) throw new Error('no Boulder branch');
    const expected = await api<ReportPage>('admin@example.com', '/reports/projectReports', { pageNumber: 1, pageSize: 100, customer: summit.id, branch: boulder.id, sort: 'code' });

    await page.goto(`${server.url}/reports/projectReports`);
    await page.getByLabel('Filter by customer').selectOption({ label: 'Summit Builders' });
    await page.getByLabel('Filter by branch').locator('option', { hasText: 'Boulder' }).waitFor({ state: 'attached' });
    await page.getByLabel('Filter by branch').selectOption({ label: 'Boulder' });
    await pagination(page, expected.total, 'projects').waitFor();
    await page.getByRole('button', { name: /^Project Code/ }).click();
    await expect.poll(() => page.locator('tbody tr td:first-child').first().textContent()).toBe(expected.data[0]?.code);

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^project-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv((await readFile((await csv.path()) ?? '', 'utf8')).replace(/^\uFEFF/, ''));
    expect(rows[0]?.[0]).toBe('Project Code');
    expect(rows.slice(1).map((row) => row[0])).toEqual(expected.data.map((row) => row.code));
    expect(new Set(rows.slice(1).map((row) => row[5]))).toEqual(new Set(['Boulder']));
    await page.getByText('CSV downloaded').first().waitFor();

    const [pdf] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export PDF' }).click()]);
    expect(pdf.suggestedFilename()).toMatch(/^project-report-\d{4}-\d{2}-\d{2}\.pdf$/);
    const document = await readPdf(await readFile((await pdf.path()) ?? ''));
    expect(document.pages[0]?.[0]).toBe('Project Reports');
    expect(leadingCodes(document)).toEqual(expected.data.map((row) => row.code));
  });

  it('exports the delayed report as CSV with every filtered row, not one page', async () => {
    const { total } = await api<ReportPage>('admin@example.com', '/reports/delayedprojectreports', { pageNumber: 1 });
    expect(total).toBeGreaterThan(10);
    await page.goto(`${server.url}/reports/delayedprojectreports`);
    await pagination(page, total, 'delayed projects').waitFor();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^delayed-project-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = parseCsv((await readFile((await csv.path()) ?? '', 'utf8')).replace(/^\uFEFF/, ''));
    expect(rows.length - 1).toBe(total);
    expect(rows[0]?.at(-1)).toBe('Days Late');
  });

  it('refuses a backwards day range before sending it', async () => {
    await page.goto(`${server.url}/reports/errorReports`);
    await page.getByLabel('Reported From').fill('2026-11-10');
    await page.getByLabel('Reported To').fill('2026-11-01');
    await page.getByText('The start date must be on or before the end date').waitFor();
    expect(await page.getByRole('button', { name: 'Export CSV' }).isDisabled()).toBe(true);
  });
});

describe('reports as a customer admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('customeradmin@example.com');
  });

  it.each(REPORT_KINDS)("%s report: only Summit Builders' rows, no partner or customer filter, accessibly", async (kind) => {
    const answer = await api<ReportPage>('customeradmin@example.com', PAGE_PATHS[kind], { pageNumber: 1, pageSize: 100 });
    expect(new Set(answer.data.map((row) => row.customer.name))).toEqual(new Set(answer.total > 0 ? ['Summit Builders'] : []));
    await page.goto(`${server.url}${REPORT_PATHS[kind]}`);
    await page.getByRole('heading', { name: REPORT_TITLES[kind], level: 1 }).waitFor();
    if (answer.total > 0) await pagination(page, answer.total, NOUNS[kind]).waitFor();
    else await page.getByText(`No ${NOUNS[kind]} found`).waitFor();
    expect(await page.getByLabel('Filter by partner').count()).toBe(0);
    expect(await page.getByLabel('Filter by customer').count()).toBe(0);
    expect(await page.getByLabel('Filter by branch').count()).toBe(1);
    await expectAccessible(page);
  });

  it("gets nothing for another customer's id", async () => {
    const customers = await api<Named[]>('admin@example.com', '/reports/filters/customers', {});
    const other = customers.find((c) => c.name !== 'Summit Builders');
    if (!other) throw new Error('no other customer');
    for (const kind of REPORT_KINDS) {
      const answer = await api<ReportPage>('customeradmin@example.com', PAGE_PATHS[kind], { pageNumber: 1, customer: other.id });
      expect(answer.total).toBe(0);
    }
    const counts = await api<Record<ReportKind, number>>('customeradmin@example.com', '/reports', { customer: other.id });
    expect(counts).toEqual({ project: 0, error: 0, added: 0, delayed: 0 });
  });
});
