/**
 * The live dashboard (issue 6 item 9): its first render (navigation start → every card drawn, read
 * from the page's own clock), the JavaScript it loads beyond a chart-free screen (its route chunk and
 * ApexCharts, gzip), and the browser heap after GC across a simulated working day: an administrator's
 * dashboard open while ~5,000 `record:changed` events arrive in bursts (project chat posts by another
 * account, each pushing `record:changed` for the project to every socket) and the user goes to
 * /projects and back after every burst. Target: no growth beyond noise.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page, Response } from 'playwright-core';
import { apiToken, launchBrowser, signIn, startServer } from '../tests/e2e/harness';
import { heapSeries, readHeap, type HeapReading, type HeapSeries } from './heap-probe';

export interface DashboardBench {
  /** Navigation start → all cards drawn, ms, of each run (cache cold: a new tab each time). */
  firstRenderMs: number[];
  firstRenderMedianMs: number;
  cards: number;
  /** Gzip bytes of the scripts `/` loads that `/profile` does not: the dashboard chunk and the charts. */
  dashboardJsGzip: number;
  events: number;
  bursts: number;
  heap: HeapSeries;
  seconds: number;
}

const ACCOUNT = 'admin@example.com';
const RUNS = 5;
const BURST = 500;

const allDrawn = () => {
  const cards = [...document.querySelectorAll<HTMLElement>('[data-card]')];
  return cards.length > 0 && cards.every((card) => card.dataset.ready === 'true') ? performance.now() : false;
};

async function scripts(context: BrowserContext, url: string, ready: (page: Page) => Promise<unknown>): Promise<Map<string, number>> {
  const page = await context.newPage();
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() === 'script') pending.push(response.body().then((body) => void sizes.set(new URL(response.url()).pathname, gzipSync(body).length)));
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  return sizes;
}

const go = (page: Page, path: string) =>
  page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);

export async function measureDashboard(events = 5000, concurrency = 16): Promise<DashboardBench> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const first = await context.newPage();
    await signIn(first, server.url, ACCOUNT);
    await first.close();

    const firstRenderMs: number[] = [];
    let cards = 0;
    for (let run = 0; run < RUNS; run += 1) {
      const page = await context.newPage();
      await page.goto(`${server.url}/`);
      const handle = await page.waitForFunction(allDrawn, undefined, { timeout: 60_000, polling: 'raf' });
      firstRenderMs.push(Number(await handle.jsonValue()));
      cards = await page.locator('[data-card]').count();
      await page.close();
    }
    const sorted = [...firstRenderMs].sort((a, b) => a - b);

    const plain = await scripts(context, `${server.url}/profile`, (page) => page.getByRole('heading', { level: 1 }).first().waitFor());
    const dashboard = await scripts(context, `${server.url}/`, (page) => page.waitForFunction(allDrawn));
    const dashboardJsGzip = [...dashboard].filter(([script]) => !plain.has(script)).reduce((sum, [, size]) => sum + size, 0);

    // The working day: another account (the customer admin) posts on one of its projects.
    const token = await apiToken(server.url, 'customeradmin@example.com');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const list = (await (await fetch(`${server.url}/api/projects`, { method: 'POST', headers, body: JSON.stringify({ pageNumber: 1 }) })).json()) as { data: { data: { id: number }[] } };
    const projectId = list.data.data[0]?.id;
    if (!projectId) throw new Error('no project for the customer admin');
    const post = async (n: number) => {
      const response = await fetch(`${server.url}/api/projects/conversation/${projectId}`, { method: 'POST', headers, body: JSON.stringify({ message: `Working-day event ${n}` }) });
      if (!response.ok) throw new Error(`post ${n}: ${response.status}`);
    };
    const burst = async (from: number) => {
      let next = from;
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < from + BURST) await post(next++);
        }),
      );
    };

    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await page.waitForFunction(allDrawn, undefined, { timeout: 60_000 });
    await page.waitForSelector('[data-testid="connection-state"][data-state="live"]', { timeout: 30_000 });
    const cdp = await context.newCDPSession(page);
    // Warm-up: one burst and a round trip to /projects, then the baseline.
    await burst(0);
    await go(page, '/projects');
    await page.getByRole('heading', { name: 'Manage Projects' }).waitFor();
    await go(page, '/');
    await page.waitForFunction(allDrawn, undefined, { timeout: 60_000 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const start = await readHeap(cdp);
    const started = performance.now();
    const samples: HeapReading[] = [];
    const bursts = Math.ceil(events / BURST);
    for (let index = 0; index < bursts; index += 1) {
      await burst(BURST * (index + 1));
      // Let the live machine's window close and the refreshed cards draw.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await page.waitForFunction(allDrawn, undefined, { timeout: 60_000 });
      if (index % 2 === 1) {
        await go(page, '/projects');
        await page.getByRole('heading', { name: 'Manage Projects' }).waitFor();
        await go(page, '/');
        await page.waitForFunction(allDrawn, undefined, { timeout: 60_000 });
      }
      samples.push(await readHeap(cdp));
      console.error(`  dashboard heap: ${(index + 1) * BURST} events, ${JSON.stringify(samples.at(-1))} MB, ${((performance.now() - started) / 1000).toFixed(0)} s`);
    }
    const seconds = (performance.now() - started) / 1000;
    const end = await readHeap(cdp);
    return {
      firstRenderMs,
      firstRenderMedianMs: sorted[Math.floor(sorted.length / 2)] ?? 0,
      cards,
      dashboardJsGzip,
      events: bursts * BURST,
      bursts,
      heap: heapSeries(start, samples, end),
      seconds,
    };
  } finally {
    await browser.close();
    await server.stop();
  }
}
