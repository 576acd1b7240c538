/**
 * The global search's generated paths (tests/model/models/global-search.ts) in Chromium against the
 * real server. The page's clock is paused once the shell is up, so the 500 ms debounce passes only
 * when a path says so; each search call is held until the path says whether the server answers or the
 * call fails. The texts are found on the seeded server first: one with a single page of results, one
 * with exactly two.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { apiToken, launchBrowser, signIn, startServer, type RunningServer } from './harness';
import { HeldRoute, itRunsEveryPath } from './paths-driver';
import { SEARCH_PLACEHOLDER } from '../../src/features/shell/GlobalSearch';
import type { Assertions, FlowPath } from '../model/support';

let server: RunningServer;
let browser: Browser;
/** Texts with one page of results and with two pages (the second the last), and how many each finds. */
const texts = { onePage: '', onePageCount: 0, twoPages: '', twoPagesCount: 0 };

async function countOf(token: string, search: string): Promise<number> {
  let total = 0;
  for (let pageNumber = 1; pageNumber <= 3; pageNumber += 1) {
    const response = await fetch(`${server.url}/api/projects/globalsearch`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ search, pageNumber }),
    });
    const { data } = (await response.json()) as { data: { data: unknown[]; hasMore: boolean } };
    total += data.data.length;
    if (!data.hasMore) return total;
  }
  return Infinity;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  const token = await apiToken(server.url, 'admin@example.com');
  for (const candidate of ['00001', 'PRJ-00001', 'PRJ-0000', '0001', 'Denver', 'Office', 'Library', 'Station', 'Tower', 'Center']) {
    const count = await countOf(token, candidate);
    if (!texts.onePage && count >= 2 && count <= 10) Object.assign(texts, { onePage: candidate, onePageCount: count });
    if (!texts.twoPages && count > 10 && count <= 20) Object.assign(texts, { twoPages: candidate, twoPagesCount: count });
  }
  if (!texts.onePage || !texts.twoPages) throw new Error(`no search texts with one and two pages of results: ${JSON.stringify(texts)}`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Run {
  context: BrowserContext;
  page: Page;
  search: HeldRoute;
  /** What `user.typed` types: a text whose real results fit the path's server events. */
  text: string;
}

/** Signed in, on the dashboard, with the page's clock paused and the search calls held. */
async function open(path: FlowPath): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.clock.install();
  const search = new HeldRoute(/\/api\/projects\/globalsearch(\?|$)/);
  await search.attach(page);
  await signIn(page, server.url, 'admin@example.com');
  await box(page).waitFor();
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
  const text = path.steps.some((step) => step.event === 'server.page') ? texts.twoPages : texts.onePage;
  return { context, page, search, text };
}

const box = (page: Page) => page.getByPlaceholder(SEARCH_PLACEHOLDER, { exact: true });
const region = (page: Page) => page.getByTestId('global-search-results');
const results = (page: Page) => page.getByTestId('global-search-result');
const searching = (page: Page) => region(page).getByText('Searching…').waitFor();
const resultCount = (page: Page, count: number) => expect.poll(() => results(page).count(), { timeout: 10_000 }).toBe(count);
/** The failure's message shows above the results (where "Searching…" was). */
const failure = async (page: Page) => {
  const live = region(page).locator('[aria-live="polite"]');
  await expect.poll(() => live.innerText(), { timeout: 10_000 }).toMatch(/\S/);
  expect(await live.innerText()).not.toContain('Searching…');
};
const retyped = (run: Run) => `${run.text}9`;

const events: Record<string, (run: Run) => Promise<void>> = {
  'user.typed': (run) => box(run.page).fill(run.text),
  'user.typedMore': (run) => box(run.page).fill(retyped(run)),
  'user.erased': (run) => box(run.page).fill('   '),
  'debounce.elapsed': (run) => run.page.clock.runFor(500),
  'server.page': async (run) => expect(await run.search.answer()).toBe(200),
  'server.lastPage': async (run) => expect(await run.search.answer()).toBe(200),
  'server.failed': (run) => run.search.fail(),
  // The cancelled search's call reaches the server after all; the page has stopped listening.
  'server.lateAnswer': (run) => run.search.answer().then(() => undefined, () => undefined),
  'user.scrolledToEnd': (run) => results(run.page).last().scrollIntoViewIfNeeded(),
  'user.cleared': (run) => run.page.getByRole('button', { name: 'Clear search' }).click(),
};

const assertions: Assertions<Run> = {
  'search.idle': async ({ page, search }) => {
    expect(await box(page).inputValue()).toBe('');
    expect(await region(page).count()).toBe(0);
    expect(search.seen).toBe(0);
  },
  'search.debouncing': async ({ page, search, text }) => {
    expect(await box(page).inputValue()).toBe(text);
    await searching(page);
    expect(search.seen).toBe(0);
  },
  'search.erased': async ({ page, search }) => {
    expect(await box(page).inputValue()).toBe('   ');
    expect(await region(page).count()).toBe(0);
    expect(search.seen).toBe(0);
  },
  'search.erasedQuiet': async ({ page, search }) => {
    expect(await region(page).count()).toBe(0);
    expect(search.seen).toBe(0);
  },
  'search.searching': async ({ page, search }) => {
    await search.arrived();
    await searching(page);
    expect(await results(page).count()).toBe(0);
  },
  'search.retyped': async (run) => {
    expect(await box(run.page).inputValue()).toBe(retyped(run));
    await searching(run.page);
    expect(run.search.seen).toBe(1);
  },
  'search.lateIgnored': async ({ page, search }) => {
    await searching(page);
    expect(await results(page).count()).toBe(0);
    expect(search.seen).toBe(1);
  },
  'search.searchingAgain': async ({ search }) => {
    await expect.poll(() => search.seen, { timeout: 10_000 }).toBe(2);
  },
  'search.shownMore': ({ page }) => resultCount(page, 10),
  'search.shownLast': ({ page }) => resultCount(page, texts.onePageCount),
  'search.noMorePages': async ({ page, search }) => {
    await resultCount(page, texts.onePageCount);
    expect(search.seen).toBe(1);
  },
  'search.loadingMore': async ({ page, search }) => {
    await page.getByRole('status').getByText('Loading more…').waitFor();
    expect(search.seen).toBe(2);
    expect(await results(page).count()).toBe(10);
  },
  'search.appended': ({ page }) => resultCount(page, texts.twoPagesCount),
  'search.restarted': async (run) => {
    expect(await box(run.page).inputValue()).toBe(retyped(run));
    await resultCount(run.page, 0);
    await searching(run.page);
  },
  'search.failed': async ({ page }) => {
    await failure(page);
    expect(await results(page).count()).toBe(0);
  },
  'search.failedMore': async ({ page }) => {
    await failure(page);
    expect(await results(page).count()).toBe(10);
  },
  'search.cleared': async ({ page }) => {
    expect(await box(page).inputValue()).toBe('');
    expect(await region(page).count()).toBe(0);
  },
};

describe('global search paths in the browser', () => itRunsEveryPath('global-search', open, events, assertions));
