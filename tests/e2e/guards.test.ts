// The route guard in a real browser: a user who types an address their role does not open sees the
// 403 screen before any form renders, and the page sends no call the server would refuse with 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A signed-in page that records every answer with HTTP status 403 it receives. */
async function watchedPage(email: string): Promise<{ page: Page; refused: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 403) refused.push(response.url());
  });
  await signIn(page, server.url, email);
  return { page, refused };
}

const forbidden = (page: Page) => page.getByRole('heading', { name: 'You do not have permission to do this', level: 1 });

/** Opens the address, waits for the 403 screen and for the network to settle, and checks no form showed. */
async function expectRefused(page: Page, path: string): Promise<void> {
  await page.goto(`${server.url}${path}`);
  await forbidden(page).waitFor();
  await page.waitForLoadState('networkidle');
  expect(await page.locator('main form, main table').count(), path).toBe(0);
}

describe('the route guard', () => {
  it('refuses the create forms and record lists a user has no key for, with no 403 call', async () => {
    const { page, refused } = await watchedPage('user@example.com');
    for (const path of ['/roles/create', '/users/create', '/holidays', '/roles', '/customers/edit/1', '/agents', '/analytics']) {
      await expectRefused(page, path);
    }
    await expectAccessible(page);
    expect(refused).toEqual([]);
    // The way back is offered, and the pages the role opens still open.
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.goto(`${server.url}/projects`);
    await page.getByRole('heading', { name: 'Manage Projects', level: 1 }).waitFor();
    expect(await forbidden(page).count()).toBe(0);
    await page.context().close();
  });

  it('refuses Manage Branches to a Branch Lead, who holds the Branch key but not its menu item', async () => {
    const { page, refused } = await watchedPage('branchlead@example.com');
    for (const path of ['/branches', '/branches/create', '/branches/edit/1']) await expectRefused(page, path);
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it('refuses the administrators-only catalogue forms to a partner', async () => {
    const { page, refused } = await watchedPage('partner@example.com');
    for (const path of ['/services/create', '/added-services', '/roles/create']) await expectRefused(page, path);
    expect(refused).toEqual([]);
    await page.context().close();
  });

  it('opens the same addresses to an administrator', async () => {
    const { page, refused } = await watchedPage('admin@example.com');
    await page.goto(`${server.url}/roles/create`);
    await page.getByRole('heading', { name: 'Create Role', level: 1 }).waitFor();
    expect(await forbidden(page).count()).toBe(0);
    expect(refused).toEqual([]);
    await page.context().close();
  });
});
