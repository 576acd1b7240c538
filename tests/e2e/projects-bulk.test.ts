// Bulk actions on /projects in a real browser against the real server (issue 14): the partner selects
// projects and the bar offers only what the lifecycle allows on every one of them; Export Selected
// downloads exactly those rows; Accept on two projects, one of which an administrator accepts in the
// meantime, accepts the other and marks that one refused with its reason; the partner assigns a
// project from the bar. axe with the bar open.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { apiToken, expectAccessible, launchBrowser, signIn, startServer, tick, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  await signIn(page, server.url, 'partner@example.com');
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const bar = () => page.getByRole('region', { name: 'Bulk actions' });
const rowOf = (id: string) => page.locator(`tbody tr[data-row-id="${id}"]`);
/** The ids of the listed rows whose status badge reads `status`. */
const idsWith = async (status: string) => {
  const rows = page.locator('tbody tr').filter({ has: page.getByText(status, { exact: true }) });
  return Promise.all((await rows.all()).map(async (row: Locator) => (await row.getAttribute('data-row-id')) ?? ''));
};

describe('bulk actions on the projects list', () => {
  let pending: string[] = [];
  let working: string[] = [];

  it('offers only what the lifecycle allows on every selected project, and exports exactly those', async () => {
    await page.goto(`${server.url}/projects?size=100`);
    await page.locator('tbody tr').first().waitFor();
    pending = await idsWith('Pending');
    working = await idsWith('In Progress');
    expect(pending.length).toBeGreaterThanOrEqual(2);
    expect(working.length).toBeGreaterThanOrEqual(1);

    await tick(rowOf(pending[0] ?? '').getByRole('checkbox'));
    await bar().getByRole('button', { name: 'Accept', exact: true }).waitFor();
    await tick(rowOf(working[0] ?? '').getByRole('checkbox'));
    await bar().getByText('2 selected').waitFor();
    await expect.poll(() => bar().getByRole('button', { name: 'Accept', exact: true }).count()).toBe(0);
    expect(await bar().getByRole('button', { name: 'Mark Completed' }).count()).toBe(0);

    const codes = await Promise.all([pending[0], working[0]].map(async (id) => (await rowOf(id ?? '').getByRole('cell').nth(1).textContent()) ?? ''));
    const [csv] = await Promise.all([page.waitForEvent('download'), bar().getByRole('button', { name: 'Export Selected' }).click()]);
    const lines = (await readFile((await csv.path()) ?? '', 'utf8')).trim().split(/\r?\n/);
    expect(lines).toHaveLength(3);
    for (const code of codes) expect(lines.some((line) => line.includes(code))).toBe(true);

    await bar().getByRole('button', { name: 'Clear selection' }).click();
    await bar().waitFor({ state: 'detached' });
  });

  it('accepts each project on its own and marks the one that was accepted meanwhile as refused', async () => {
    const [first, second] = [pending[0] ?? '', pending[1] ?? ''];
    await tick(rowOf(first).getByRole('checkbox'));
    await tick(rowOf(second).getByRole('checkbox'));
    await bar().getByText('2 selected').waitFor();
    await expectAccessible(page);

    await bar().getByRole('button', { name: 'Accept', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Accept 2 projects?' });
    await dialog.waitFor();
    // An administrator accepts the second one while the partner reads the confirmation.
    const token = await apiToken(server.url, 'admin@example.com');
    const accepted = await fetch(`${server.url}/api/projects/accept`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ id: Number(second) }) });
    expect(accepted.status).toBe(200);
    await dialog.getByRole('button', { name: 'Accept' }).click();
    await dialog.waitFor({ state: 'hidden' });

    await page.getByText('1 of 2 projects accepted').first().waitFor();
    await rowOf(second).getByText('Refused: "Accept" is not possible while the project is In Progress').waitFor();
    await rowOf(first).getByText('In Progress', { exact: true }).waitFor();
    expect(await rowOf(first).getByText(/^Refused/).count()).toBe(0);
    await expect.poll(() => bar().count()).toBe(0);
  });

  it('assigns the selected project to the person chosen in the bar', async () => {
    const id = pending[0] ?? '';
    await tick(rowOf(id).getByRole('checkbox'));
    const assign = bar().getByLabel('Assign selected to');
    await assign.waitFor();
    const name = ((await assign.locator('option').nth(1).textContent()) ?? '').trim();
    await assign.selectOption({ label: name });
    const dialog = page.getByRole('alertdialog', { name: `Assign 1 project to ${name}?` });
    await dialog.getByRole('button', { name: 'Assign' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('1 of 1 project assigned').first().waitFor();
    await rowOf(id).getByText(name, { exact: true }).waitFor();
  });
});
