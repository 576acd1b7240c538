// A search past the count cap (ADR 0306) in a real browser: with 10,015 more customers, the customers
// list searched for "Bench Customer" says "More than 10,000 customers" instead of "N of M pages",
// offers the next page only, and pages on; a narrower search keeps its exact count.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({}, { grow: { customers: 10_015 } }), launchBrowser()]);
  page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signIn(page, server.url, 'admin@example.com');
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const summary = () => page.getByText(/ · page \d/);
const pagination = () => page.getByRole('navigation', { name: 'Pagination' });

it('says a broad search has more than 10,000 matches and pages on without a last page', async () => {
  await page.goto(`${server.url}/customers?q=Bench+Customer`);
  await expect.poll(() => summary().textContent()).toBe('More than 10,000 customers · page 1 · narrow the search to count them');
  await expect.poll(() => pagination().getByRole('button', { name: /^Page \d+$/ }).allTextContents()).toEqual(['1', '2']);
  expect(await page.getByRole('row').filter({ hasText: 'Bench Customer' }).count()).toBe(10);

  await pagination().getByRole('button', { name: 'Next' }).click();
  await page.waitForURL(/page=2/);
  await expect.poll(() => summary().textContent()).toBe('More than 10,000 customers · page 2 · narrow the search to count them');
  await expect.poll(() => pagination().getByRole('button', { name: /^Page \d+$/ }).allTextContents()).toEqual(['1', '2', '3']);
});

it('keeps the exact count of a narrower search', async () => {
  await page.goto(`${server.url}/customers?q=Bench+Customer+00001`);
  await expect.poll(() => summary().textContent()).toBe('100 customers · page 1 of 10');
});
