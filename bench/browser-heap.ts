/**
 * The browser's JS heap across a simulated working day (DESIGN §10, issues 4 and 6): a signed-in user
 * keeps the portal open on the dashboard while 10,000 events are pushed to them (announcements aimed
 * at their role, sent over the API), moving between screens every 1,000 events. The heap is read
 * after a forced garbage collection (Chrome DevTools Protocol, both readings of heap-probe.ts) once a
 * warm-up of 1,000 events and a round of every screen is over, after every further 1,000 events and at
 * the end; the target is the end within 10 % of the start.
 */
import type { Page } from 'playwright-core';
import { apiToken, launchBrowser, signIn, startServer } from '../tests/e2e/harness';
import { heapSeries, readHeap, type HeapReading, type HeapSeries } from './heap-probe';

export interface HeapResult extends HeapSeries {
  events: number;
  /** Events the page showed in its badge by the end (should equal `events` plus what was unread). */
  badge: number;
  seconds: number;
}

const ACCOUNT = 'user@example.com';
const SCREENS = ['/', '/notifications', '/profile', '/duedate-calendar', '/'];
const WARM_UP = 1000;

async function unread(page: Page): Promise<number> {
  const label = (await page.getByTestId('notification-button').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function measureBrowserHeap(total = 10_000, concurrency = 16): Promise<HeapResult> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const admin = await apiToken(server.url, 'admin@example.com');
    const headers = { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' };
    const roles = (await (await fetch(`${server.url}/api/roles`, { method: 'POST', headers, body: JSON.stringify({ pageNumber: 1, pageSize: 100 }) })).json()) as {
      data: { data: { id: number; name: string }[] };
    };
    const roleId = roles.data.data.find((role) => role.name === 'User')?.id;
    if (!roleId) throw new Error('no role "User" in the seed');

    const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await signIn(page, server.url, ACCOUNT);
    await page.waitForSelector('[data-testid="connection-state"][data-state="live"]', { timeout: 30_000 });
    const cdp = await page.context().newCDPSession(page);
    const announce = async (n: number) => {
      const response = await fetch(`${server.url}/api/notifications/announce`, { method: 'POST', headers, body: JSON.stringify({ message: `Working-day event ${n}`, role_id: roleId }) });
      if (!response.ok) throw new Error(`announce ${n}: ${response.status}`);
    };
    const send = async (from: number, count: number) => {
      let next = from;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < from + count) await announce(next++);
        }),
      );
    };

    // Warm up as the first hour of a day would: 1,000 events and a round of every screen (the JIT,
    // the lazy chunks and the feed's bounded lists settle), then take the baseline.
    await send(0, WARM_UP);
    for (const path of SCREENS) await page.evaluate((to) => { history.pushState(null, '', to); dispatchEvent(new PopStateEvent('popstate')); }, path);
    await waitFor(async () => (await unread(page)) >= WARM_UP, 60_000, 'the warm-up events');
    const start = await readHeap(cdp);
    const started = performance.now();
    const samples: HeapReading[] = [];
    const before = await unread(page);
    for (let done = 0; done < total; done += 1000) {
      await send(WARM_UP + done, 1000);
      // Move between screens as a person would over the day.
      const path = SCREENS[(done / 1000) % SCREENS.length]!;
      await page.evaluate((to) => { history.pushState(null, '', to); dispatchEvent(new PopStateEvent('popstate')); }, path);
      await waitFor(async () => (await unread(page)) >= before + done + 1000, 60_000, `event ${done + 1000}`);
      samples.push(await readHeap(cdp));
      console.error(`  heap: ${done + 1000} events, ${JSON.stringify(samples.at(-1))} MB, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const seconds = (performance.now() - started) / 1000;
    await page.evaluate(() => { history.pushState(null, '', '/'); dispatchEvent(new PopStateEvent('popstate')); });
    const end = await readHeap(cdp);
    return { events: total, ...heapSeries(start, samples, end), badge: await unread(page), seconds };
  } finally {
    await browser.close();
    await server.stop();
  }
}
