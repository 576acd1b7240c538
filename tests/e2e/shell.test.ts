// The shell in a real browser against the real server: menus per demo account, sidebar, profile
// dropdown and logout, routing guards, and accessibility (issue 2, items 7 and 8).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, logOut, signIn, startServer, type RunningServer } from './harness';
import { DEMO_ACCOUNTS } from '../unit/demo-accounts';
import { STORAGE_KEYS } from '../../src/gateway/token-store';
import { DIALOG_LOAD_FAILED } from '../../src/ui/lazy-dialog';

const SEARCH_PLACEHOLDER = 'Search by Project name, Client Project Number or Project Ref';

let server: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.stop();
});

async function freshPage(viewport = { width: 1440, height: 900 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  contexts.push(context);
  return context.newPage();
}

async function signedInPage(email: string, viewport?: { width: number; height: number }): Promise<Page> {
  const page = await freshPage(viewport);
  await signIn(page, server.url, email);
  return page;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
/** The accessible names of the menu's top-level entries, in order. */
const menuColumn = (page: Page) =>
  nav(page)
    .locator(':scope > ul > li > a')
    .evaluateAll((links) => links.map((link) => link.getAttribute('aria-label') ?? link.textContent?.trim() ?? ''));
const sidebar = (page: Page) => page.locator('aside#app-sidebar');
const pathOf = (page: Page) => new URL(page.url()).pathname;
const profileMenu = (page: Page) => page.getByRole('banner').locator('button[aria-haspopup="menu"]');

describe('menu per demo account (DESIGN §8)', () => {
  const accounts = DEMO_ACCOUNTS.filter((account) => account.email !== 'ops@example.com');
  it.each(accounts.map((account) => [account.email, account] as const))('%s sees exactly its menu column', async (_email, account) => {
    const page = await signedInPage(account.email);
    await nav(page).waitFor();
    expect(await menuColumn(page)).toEqual(account.menu);
    await page.context().close();
  });
});

describe('the shell of an admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('admin@example.com');
  });

  it('shows the Dashboard with a greeting, the version, the profile and the search box', async () => {
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Dashboard');
    await page.getByText(/^Good (morning|afternoon|evening), .+\.$/).waitFor();
    await profileMenu(page).waitFor();
    // The header shows the user's name (and role) in the profile control.
    expect(await profileMenu(page).textContent()).toMatch(/Administrator$/);
    const search = page.getByRole('combobox', { name: 'Search projects' });
    expect(await search.getAttribute('placeholder')).toBe(SEARCH_PLACEHOLDER);
    expect(await nav(page).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page');
    await expectAccessible(page);
  });

  it('clears the search box with its clear button', async () => {
    const search = page.getByRole('combobox', { name: 'Search projects' });
    await search.fill('PRJ-0001');
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await search.inputValue()).toBe('');
    expect(await page.getByRole('button', { name: 'Clear search' }).count()).toBe(0);
  });

  it('the logo leads to the Dashboard', async () => {
    await page.goto(`${server.url}/analytics`);
    await page.getByRole('banner').getByRole('link', { name: /^Customer Portal v?\d/ }).click();
    await page.waitForURL(`${server.url}/`);
  });

  it('folds and unfolds the sidebar with the toggle', async () => {
    const toggle = page.getByRole('button', { name: 'Toggle sidebar' });
    expect(await sidebar(page).getAttribute('data-state')).toBe('wide');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const wideWidth = (await sidebar(page).boundingBox())?.width ?? 0;

    await toggle.click();
    await expect.poll(() => sidebar(page).getAttribute('data-state')).toBe('narrow');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width ?? 0).toBeLessThan(wideWidth / 2);
    // Narrow, every entry keeps its name for assistive technology.
    expect(await menuColumn(page)).toEqual(DEMO_ACCOUNTS[0]?.menu);
    await expectAccessible(page);

    await toggle.click();
    await expect.poll(() => sidebar(page).getAttribute('data-state')).toBe('wide');
    await expect.poll(async () => (await sidebar(page).boundingBox())?.width ?? 0).toBe(wideWidth);
  });

  it('opens the Reports group while inside it, with the current report highlighted', async () => {
    const errorReports = nav(page).getByRole('link', { name: 'Error Reports' });
    await expect.poll(() => errorReports.isVisible()).toBe(false);
    await nav(page).getByRole('link', { name: 'Reports', exact: true }).click();
    await page.waitForURL(`${server.url}/reports`);
    await errorReports.click();
    await page.waitForURL(`${server.url}/reports/errorReports`);
    expect(await errorReports.getAttribute('aria-current')).toBe('page');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Error Reports');
  });

  it('redirects an unknown path to /notfound, which leads back to the Dashboard', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await page.waitForURL(`${server.url}/notfound`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await page.waitForURL(`${server.url}/`);
  });

  it('opens the profile dropdown accessibly: "Log out" reads at 4.5:1 or more, also when highlighted', async () => {
    await profileMenu(page).click();
    await page.locator('[role="menu"][data-state="open"]').waitFor();
    await expectAccessible(page);
    const logOutItem = page.getByRole('menuitem', { name: 'Log out' });
    await logOutItem.hover();
    await expect.poll(() => logOutItem.getAttribute('data-highlighted')).not.toBeNull();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await page.locator('[role="menu"][data-state="open"]').waitFor({ state: 'detached' });
  });

  it('goes to /profile from the profile dropdown', async () => {
    await profileMenu(page).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.waitForURL(`${server.url}/profile`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Profile');
  });

  it('logs out from the profile dropdown: back to /login, storage cleared, and a reload stays there', async () => {
    await logOut(page, server.url);
    const stored = await page.evaluate(
      (keys) => keys.map((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key)),
      [STORAGE_KEYS.token, STORAGE_KEYS.rememberToken],
    );
    expect(stored).toEqual([null, null]);
    await page.reload();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(pathOf(page)).toBe('/login');
    // The shell is behind the session now.
    await page.goto(`${server.url}/`);
    await page.waitForURL(`${server.url}/login`);
  });
});

describe('"Clear All" in the header dropdowns (issue 14: confirm before destroying)', () => {
  it.each([
    ['notification', 'Clear all notifications', /all 2 notifications/, 'No notifications'],
    ['conversation', 'Clear all chats', /the 1 chat/, 'No chats'],
  ] as const)('asks before clearing the %s list: Cancel keeps every item, Clear All clears them', async (kind, title, question, empty) => {
    const page = await signedInPage('user@example.com');
    const cleared: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/clearall')) cleared.push(request.url());
    });
    const button = page.getByTestId(`${kind}-button`);
    const items = page.getByTestId(`${kind}-item`);
    const dialog = page.getByRole('alertdialog', { name: title });
    await button.click();
    await items.first().waitFor();
    const before = await items.count();
    expect(before).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Clear All', exact: true }).click();
    await dialog.getByText(question).waitFor();
    // Spec §9: "Modal transition 150 ms", set once in the dialog recipe (shell-theme.ts).
    expect(await dialog.evaluate((element) => getComputedStyle(element).animationDuration)).toBe('0.15s');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await button.click();
    await items.first().waitFor();
    expect(await items.count()).toBe(before);
    expect(cleared).toEqual([]);

    await page.getByRole('button', { name: 'Clear All', exact: true }).click();
    await dialog.getByRole('button', { name: 'Clear All' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => cleared.length).toBe(1);
    await button.click();
    await page.getByText(empty, { exact: true }).waitFor();
    expect(await items.count()).toBe(0);
    await page.context().close();
  });
});

describe('a dialog whose code fails to load (lazyDialog)', () => {
  it('closes with a toast, keeps the screen, and loads on the next open', async () => {
    const page = await signedInPage('customeradmin@example.com');
    const cleared: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/clearall')) cleared.push(request.url());
    });
    await page.route(/\/assets\/ConfirmDialogBody-[\w-]+\.js$/, (route) => route.abort());
    const dialog = page.getByRole('alertdialog', { name: 'Clear all notifications' });
    await page.getByTestId('notification-button').click();
    await page.getByTestId('notification-item').first().waitFor();
    await page.getByRole('button', { name: 'Clear All', exact: true }).click();
    await page.getByText(DIALOG_LOAD_FAILED).waitFor();
    expect(await dialog.count()).toBe(0);
    await nav(page).waitFor();
    expect(cleared).toEqual([]);

    await page.unroute(/\/assets\/ConfirmDialogBody-[\w-]+\.js$/);
    await page.getByTestId('notification-button').click();
    await page.getByRole('button', { name: 'Clear All', exact: true }).click();
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(cleared).toEqual([]);
    await page.context().close();
  });
});

describe('under the server\'s Content-Security-Policy', () => {
  it('runs the shell without a single violation', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
    });
    await signIn(page, server.url, 'partner@example.com');
    await nav(page).waitFor();
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await page.goto(`${server.url}/reports/projectReports`);
    await page.getByRole('heading', { name: 'Project Reports' }).waitFor();
    await profileMenu(page).click();
    await page.getByRole('menuitem', { name: 'Profile' }).waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });
});

describe('routing without a session', () => {
  it('sends a shell route to /login', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/projects`);
    await page.waitForURL(`${server.url}/login`);
    expect(await nav(page).count()).toBe(0);
    await page.context().close();
  });

  it.each(['/login/', '/forgot-password', '/forgot-password/'])('never redirects the public page %s', async (path) => {
    const page = await freshPage();
    await page.goto(`${server.url}${path}`);
    await page.waitForLoadState('networkidle');
    expect(pathOf(page)).toBe(path);
    await page.context().close();
  });
});

describe('on a phone', () => {
  it('puts the sidebar in a drawer that closes after navigating', async () => {
    const page = await signedInPage('user@example.com', { width: 390, height: 844 });
    expect(await sidebar(page).count()).toBe(0);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await nav(page).waitFor();
    await expectAccessible(page);
    await nav(page).getByRole('link', { name: 'Net Promoter Score' }).click();
    await page.waitForURL(`${server.url}/nps`);
    await nav(page).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Net Promoter Score');
    await page.context().close();
  });
});
