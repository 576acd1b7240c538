// The NPS screens and the rating popup in a real browser against the real server: a customer admin and
// a partner see /nps with the API's score, filters narrow it, the details list the reviews; a customer
// user due for a rating gets the popup, "Not now" hides it for good (reload, sign-in again); a review
// from /review shows for an administrator; administrators are never asked; a guest without NPS has no
// menu item and is refused. axe on each screen.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { STORAGE_KEYS } from '../../src/gateway/token-store';
import { createDueCustomerUser } from './due-customer';
import { apiData, apiToken, expectAccessible, launchBrowser, logOut, signIn, startServer, type RunningServer } from './harness';

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

const api = <T>(path: string, body: object, token = adminToken) => apiData<T>(server.url, token, path, body);

type Option = { id: number; name: string };
interface Score {
  score: number | null;
  total: number;
}

/** As the score card shows it. */
const shown = (score: number | null) => (score === null ? '—' : score > 0 ? `+${score}` : score < 0 ? `−${Math.abs(score)}` : '0');

async function signedInPage(email: string, password?: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signIn(page, server.url, email, password);
  return page;
}

const scoreText = (page: Page) => page.getByTestId('nps-score').textContent();
const ratePopup = (page: Page) => page.getByRole('dialog', { name: 'Rate us' });

describe('/nps for those with the NPS permission', () => {
  it('a customer admin sees the score the API computes, and its trend', async () => {
    const page = await signedInPage('customeradmin@example.com');
    const token = await apiToken(server.url, 'customeradmin@example.com');
    const { summary } = await api<{ summary: Score }>('/nps', {}, token);
    await page.getByRole('link', { name: 'Net Promoter Score' }).click();
    await page.waitForURL(`${server.url}/nps`);
    await page.getByRole('heading', { name: 'Net Promoter Score', level: 1 }).waitFor();
    await expect.poll(() => scoreText(page)).toBe(shown(summary.score));
    await page.getByTestId('nps-trend-chart').locator('svg').first().waitFor();
    // A customer user's reviews are all their customer's: no customer filter.
    expect(await page.getByLabel('Filter by customer').count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });

  let partner: Page;
  it('a partner narrows by customer: the score follows the API', async () => {
    partner = await signedInPage('partner@example.com');
    const token = await apiToken(server.url, 'partner@example.com');
    await partner.goto(`${server.url}/nps`);
    const all = await api<{ summary: Score }>('/nps', {}, token);
    await expect.poll(() => scoreText(partner)).toBe(shown(all.summary.score));
    const customers = await api<Option[]>('/review/filters/customers', {}, token);
    expect(customers.map((c) => c.name)).toEqual(['Riverstone Contractors', 'Summit Builders']);
    const riverstone = customers[0]!;
    const narrowed = await api<{ summary: Score }>('/nps', { customer: riverstone.id }, token);
    await partner.getByLabel('Filter by customer').selectOption(String(riverstone.id));
    await expect.poll(() => scoreText(partner)).toBe(shown(narrowed.summary.score));
    await expect.poll(() => partner.getByTestId('nps-promoters').textContent()).toBe(String((await api<{ summary: { promoters: number } }>('/nps', { customer: riverstone.id }, token)).summary.promoters));
    // The branch list narrows to the chosen customer's.
    await expect.poll(() => partner.getByLabel('Filter by branch').locator('option').allTextContents()).toEqual(['All branches', 'Fort Collins', 'Greeley']);
    await expectAccessible(partner);
  });

  it('the details keep the filters and list the reviews, narrowed by group', async () => {
    await partner.getByRole('link', { name: 'NPS Details' }).click();
    await partner.waitForURL(/\/nps\/nps-details\?customer=\d+$/);
    await partner.getByRole('heading', { name: 'NPS Details', level: 1 }).waitFor();
    await partner.getByRole('heading', { name: 'Score distribution' }).waitFor();
    const rows = partner.locator('main').getByRole('row');
    await expect.poll(() => rows.filter({ hasText: 'Riverstone Contractors' }).count()).toBeGreaterThan(0);
    expect(await rows.filter({ hasText: 'Summit Builders' }).count()).toBe(0);
    await partner.getByLabel('Filter by group').selectOption('detractor');
    await expect.poll(async () => {
      const badges = await partner.locator('tbody').last().getByText(/^(Promoter|Passive|Detractor)$/).allTextContents();
      return badges.length > 0 && badges.every((badge) => badge === 'Detractor');
    }).toBe(true);
    // Export CSV: the same reviews, every page — the customer and the group of the screen.
    const [csv] = await Promise.all([partner.waitForEvent('download'), partner.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^reviews-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await csv.path()) ?? '', 'utf8')).trim().split(/\r?\n/).slice(1);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => line.includes(',Detractor,') && line.includes('Riverstone Contractors'))).toBe(true);
    await expectAccessible(partner);
    await partner.context().close();
  });

  it('a failed load offers Retry, which loads the score; a refusal offers none', async () => {
    const page = await signedInPage('admin@example.com');
    // The server falls over once, then answers again; later a refusal (4xx) stays a refusal.
    let answer: 'fault' | 'refusal' | 'server' = 'fault';
    await page.route(/\/api\/nps(\?|$)/, async (route) => {
      if (answer === 'server') return route.continue();
      const status = answer === 'fault' ? 503 : 403;
      await route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ status, messages: answer === 'fault' ? 'The server is busy' : 'Not yours', data: null }) });
    });
    await page.goto(`${server.url}/nps`);
    const alert = page.getByRole('alert').filter({ hasText: 'The server is busy' });
    await alert.waitFor();
    answer = 'server';
    await alert.getByRole('button', { name: 'Retry' }).click();
    await page.getByTestId('nps-score').waitFor();
    expect(await alert.count()).toBe(0);
    answer = 'refusal';
    await page.reload();
    await page.getByRole('alert').filter({ hasText: 'Not yours' }).waitFor();
    expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
    await page.context().close();
  });
});

describe('the rating popup and /review', () => {
  const email = 'nina.reviewer@example.com';
  const password = 'Review@2026x';

  beforeAll(() => createDueCustomerUser(server.url, adminToken, { name: 'Nina Reviewer', email, phone: '3035550177', password }));

  it('asks a customer user who is due; "Not now" hides it, also after a reload and a new sign-in', async () => {
    const page = await signedInPage(email, password);
    const popup = ratePopup(page);
    await popup.waitFor();
    await popup.getByText('How likely are you to recommend us to a colleague?').waitFor();
    expect(await popup.getByRole('radio').count()).toBe(11);
    await expectAccessible(page);
    // Submit without a score says what is missing.
    await popup.getByRole('button', { name: 'Submit' }).click();
    await popup.getByText('Choose a score from 0 to 10').waitFor();

    await popup.getByRole('button', { name: 'Not now' }).click();
    await popup.waitFor({ state: 'hidden' });
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.ratePopup)).toBe('true');

    await page.reload();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await ratePopup(page).count()).toBe(0);

    // Logout clears the flag; the server's postponement still keeps the popup away.
    await logOut(page, server.url);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.ratePopup)).toBeNull();
    await signIn(page, server.url, email, password);
    await page.waitForLoadState('networkidle');
    expect(await ratePopup(page).count()).toBe(0);
    const token = await apiToken(server.url, email, password);
    expect(await api<{ show_popup: boolean; reason: string }>('/review/showratepop', {}, token)).toMatchObject({ show_popup: false, reason: 'postponed' });
    await page.context().close();
  });

  it('a review submitted from /review shows on /nps for an administrator', async () => {
    const before = await api<{ summary: Score }>('/nps', {});
    const page = await signedInPage(email, password);
    await page.goto(`${server.url}/review`);
    await page.getByRole('heading', { name: 'Review', level: 1 }).waitFor();
    await expectAccessible(page);
    await page.getByRole('radio', { name: '3', exact: true }).check({ force: true });
    await page.getByLabel('Comment').fill('The revised drawings were priced late.');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('You rated us 3 out of 10.').waitFor();
    await page.context().close();

    const admin = await signedInPage('admin@example.com');
    const after = await api<{ summary: Score }>('/nps', {});
    expect(after.summary.total).toBe(before.summary.total + 1);
    await admin.goto(`${server.url}/nps`);
    await expect.poll(() => scoreText(admin)).toBe(shown(after.summary.score));
    await admin.getByText(`${after.summary.total} reviews`).waitFor();
    await admin.getByRole('link', { name: 'NPS Details' }).click();
    await admin.getByLabel('Search reviews').fill('drawings were priced late');
    // The newest review is on the first page anyway: wait for the search to narrow the list.
    await expect.poll(() => admin.locator('tbody').last().getByRole('row').count()).toBe(1);
    const row = admin.getByRole('row').filter({ hasText: 'The revised drawings were priced late.' });
    await row.waitFor();
    expect(await row.textContent()).toContain('Nina Reviewer');
    await admin.getByLabel('Refreshing').waitFor({ state: 'detached' });
    await expectAccessible(admin);
    await admin.context().close();
  });

  it('never asks an administrator', async () => {
    const page = await signedInPage('admin@example.com');
    await page.waitForLoadState('networkidle');
    expect(await ratePopup(page).count()).toBe(0);
    expect(await api<{ show_popup: boolean; reason: string }>('/review/showratepop', {})).toMatchObject({ show_popup: false, reason: 'not_customer' });
    await page.context().close();
  });
});

describe('a guest without the NPS permission', () => {
  it('has no menu item, and /nps is refused', async () => {
    const page = await signedInPage('guest@example.com');
    await page.getByRole('link', { name: 'Manage Projects' }).waitFor();
    expect(await page.getByRole('link', { name: 'Net Promoter Score' }).count()).toBe(0);
    await page.goto(`${server.url}/nps`);
    await page.getByText('You do not have permission to do this').waitFor();
    await expectAccessible(page);
    const token = await apiToken(server.url, 'guest@example.com');
    const refused = await fetch(`${server.url}/api/nps`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: '{}' });
    expect(refused.status).toBe(403);
    await page.context().close();
  });
});
