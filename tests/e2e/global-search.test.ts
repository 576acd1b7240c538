// The header's global search in a real browser against the real server (spec 2.4): typing shows the
// matching projects (name, customer, client project number, status) after the debounce, scrolling to
// the last result loads the next page, the clear button empties the box, a result opens its project.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, signIn, startServer, type RunningServer } from './harness';

const PLACEHOLDER = 'Search by Project name, Client Project Number or Project Ref';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  await signIn(page, server.url, 'admin@example.com');
}, 180_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const box = () => page.getByPlaceholder(PLACEHOLDER, { exact: true });
const results = () => page.getByTestId('global-search-result');

describe('global search', () => {
  it('shows each match with its name, customer, client project number and status', async () => {
    await box().fill('Denver Office');
    await page.getByTestId('global-search-results').waitFor();
    const denver = results().filter({ hasText: 'Denver Office Fit-out' });
    await denver.first().waitFor();
    const text = await denver.first().textContent();
    expect(text).toContain('Summit Builders');
    expect(text).toContain('SB-DEN-2041');
    expect(text).toContain('Pending');
    await page.screenshot({ path: '/tmp/c3-global-search.png' });
    await expectAccessible(page);
  });

  it('searches by client project number and project code too', async () => {
    await box().fill('SB-BLD-0317');
    await results().filter({ hasText: 'Boulder Library Renovation' }).first().waitFor();
    expect(await results().count()).toBe(1);
    await box().fill('PRJ-');
    await expect.poll(() => results().count()).toBe(10);
  });

  it('loads the next page when the last result scrolls into view', async () => {
    await results().nth(9).scrollIntoViewIfNeeded();
    await expect.poll(() => results().count(), { timeout: 10_000 }).toBe(20);
    await results().nth(19).scrollIntoViewIfNeeded();
    await expect.poll(() => results().count(), { timeout: 10_000 }).toBe(30);
  });

  it('a new text starts again from page 1', async () => {
    await box().fill('PRJ-00');
    await expect.poll(() => results().count()).toBe(10);
  });

  it('the clear button empties the box and the results', async () => {
    await page.getByRole('button', { name: 'Clear search' }).click();
    expect(await box().inputValue()).toBe('');
    expect(await page.getByTestId('global-search-results').count()).toBe(0);
  });

  it('text that matches nothing says so', async () => {
    await box().fill('no project is called this');
    await page.getByText('No projects match your search').waitFor();
  });

  it('a result opens its project', async () => {
    await box().fill('Union Station');
    const union = results().filter({ hasText: 'Union Station Retail' }).first();
    await union.waitFor();
    await union.click();
    await page.waitForURL(/\/projects\/view\/\d+\/$/);
    await page.getByRole('heading', { name: /Union Station Retail/ }).first().waitFor();
    expect(await box().inputValue()).toBe('');
  });

  it('is a combobox: arrow keys walk the results, Enter opens the active one, Escape closes the list', async () => {
    const combobox = page.getByRole('combobox', { name: 'Search projects' });
    const listbox = page.getByRole('listbox', { name: 'Project search results' });
    const options = listbox.getByRole('option');
    /** The option the box names as active, and whether it is the only one marked selected. */
    const activeOption = async () => {
      const id = await combobox.getAttribute('aria-activedescendant');
      if (!id) return null;
      const option = page.locator(`[id="${id}"]`);
      expect(await option.getAttribute('aria-selected')).toBe('true');
      expect(await listbox.locator('[role="option"][aria-selected="true"]').count()).toBe(1);
      return option.textContent();
    };

    await combobox.fill('PRJ-');
    await expect.poll(() => options.count()).toBe(10);
    expect(await combobox.getAttribute('aria-expanded')).toBe('true');
    expect(await combobox.getAttribute('aria-controls')).toBe(await listbox.getAttribute('id'));
    expect(await activeOption()).toBeNull();
    const texts = await options.allTextContents();

    await combobox.press('ArrowDown');
    expect(await activeOption()).toBe(texts[0]);
    await combobox.press('ArrowDown');
    expect(await activeOption()).toBe(texts[1]);
    await combobox.press('ArrowUp');
    await combobox.press('ArrowUp');
    // Up from the first wraps to the last loaded result; it comes into view, so the next page loads.
    expect(await activeOption()).toBe(texts[9]);
    await expect.poll(() => options.count(), { timeout: 10_000 }).toBe(20);
    await combobox.press('ArrowDown');
    expect(await activeOption()).toBe(await options.nth(10).textContent());
    await page.screenshot({ path: '/tmp/a16-shots/search-combobox.png' });
    await expectAccessible(page);
    // The focus never left the box.
    expect(await combobox.evaluate((element) => element === document.activeElement)).toBe(true);

    await combobox.press('Escape');
    await listbox.waitFor({ state: 'detached' });
    expect(await combobox.getAttribute('aria-expanded')).toBe('false');
    expect(await combobox.getAttribute('aria-activedescendant')).toBeNull();
    expect(await combobox.inputValue()).toBe('PRJ-');

    // ArrowDown opens the list again; Enter opens the active project.
    await combobox.press('ArrowDown');
    await listbox.waitFor();
    expect(await activeOption()).toBe(texts[0]);
    const name = (await options.first().locator('p').first().textContent()) ?? '';
    await combobox.press('Enter');
    await page.waitForURL(/\/projects\/view\/\d+\/$/);
    await page.getByRole('heading', { name }).first().waitFor();
    expect(await combobox.inputValue()).toBe('');
  });
});
