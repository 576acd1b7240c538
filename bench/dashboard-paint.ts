/**
 * How the dashboard paints (issue 15, item 3), read from the page's own PerformanceObservers on a
 * phone-sized window with the CPU slowed 4× (Lighthouse's mobile preset): the cumulative layout shift
 * until every card and chart is drawn, the blocking time of the long tasks (each task's time beyond
 * 50 ms, summed), when the first number and the first chart appeared. Median of `runs` cold loads.
 * `npx tsx bench/dashboard-paint.ts [--screenshots DIR]` prints the figures (and saves a screenshot
 * of each window size).
 */
import type { BrowserContext } from 'playwright-core';
import { launchBrowser, signIn, startServer } from '../tests/e2e/harness';

export interface DashboardPaint {
  cls: number;
  /** Blocking time until the first screen is drawn and quiet (what Lighthouse counts: no scrolling). */
  tbtFirstScreenMs: number;
  /** Blocking time including scrolling to the end, every chart drawn. */
  tbtMs: number;
  longTasks: number;
  firstNumberMs: number;
  firstChartMs: number;
}

export interface DashboardPaintBench {
  runs: DashboardPaint[];
  median: DashboardPaint;
}

const ACCOUNT = 'admin@example.com';
const PHONE = { width: 412, height: 823 };
/** After the last chart, how long to keep watching for late shifts and tasks. */
const SETTLE_MS = 1500;

/** Installed before any script of the page: collects shifts, long tasks and first-appearance times. */
function observePaint() {
  const probe = { cls: 0, tbt: 0, longTasks: 0, firstNumber: 0, firstChart: 0 };
  (window as unknown as { __paint: typeof probe }).__paint = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (!entry.hadRecentInput) probe.cls += entry.value;
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      probe.longTasks += 1;
      probe.tbt += Math.max(0, entry.duration - 50);
    }
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    if (!probe.firstNumber && document.querySelector('[data-stat]')) probe.firstNumber = performance.now();
    if (!probe.firstChart && document.querySelector('[data-card] .apexcharts-canvas')) probe.firstChart = performance.now();
  }).observe(document, { childList: true, subtree: true });
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function oneLoad(context: BrowserContext, url: string, screenshot?: string): Promise<DashboardPaint> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Cold: the sign-in before this load must not have cached the dashboard's chunks.
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.goto(url);
  await page.waitForFunction(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('[data-card]')];
    return cards.length > 0 && cards.every((card) => card.dataset.ready === 'true');
  }, undefined, { timeout: 120_000 });
  await page.waitForFunction(() => {
    const figures = [...document.querySelectorAll('[data-card] [role="figure"]')].filter((figure) => figure.getBoundingClientRect().top < window.innerHeight);
    return figures.every((figure) => figure.querySelector('.apexcharts-canvas'));
  }, undefined, { timeout: 120_000 });
  await page.waitForTimeout(SETTLE_MS);
  const firstScreenTbt = await page.evaluate(() => (window as unknown as { __paint: { tbt: number } }).__paint.tbt);
  // Scroll to the end as a reader would, so the charts below the fold load and draw too.
  for (let y = 0; y < 20; y++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(300);
    if (atEnd) break;
  }
  await page.waitForFunction(() => {
    const figures = [...document.querySelectorAll('[data-card] [role="figure"]')];
    return figures.every((figure) => figure.querySelector('.apexcharts-canvas'));
  }, undefined, { timeout: 120_000 });
  await page.waitForTimeout(SETTLE_MS);
  if (screenshot) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: screenshot, fullPage: true });
  }
  const probe = await page.evaluate(() => (window as unknown as { __paint: { cls: number; tbt: number; longTasks: number; firstNumber: number; firstChart: number } }).__paint);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  await page.close();
  return { cls: probe.cls, tbtFirstScreenMs: firstScreenTbt, tbtMs: probe.tbt, longTasks: probe.longTasks, firstNumberMs: probe.firstNumber, firstChartMs: probe.firstChart };
}

export async function measureDashboardPaint(runs = 3, screenshots?: string): Promise<DashboardPaintBench> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const results: DashboardPaint[] = [];
    for (let run = 0; run < runs; run++) {
      // A new context per run: nothing cached, as a first visit of the day.
      const context = await browser.newContext({ viewport: PHONE, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
      const setup = await context.newPage();
      await signIn(setup, server.url, ACCOUNT);
      await setup.close();
      await context.addInitScript(observePaint);
      results.push(await oneLoad(context, `${server.url}/`, screenshots && run === 0 ? `${screenshots}/dashboard-phone.png` : undefined));
      await context.close();
    }
    if (screenshots) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
      const setup = await context.newPage();
      await signIn(setup, server.url, ACCOUNT);
      await setup.close();
      await context.addInitScript(observePaint);
      await oneLoad(context, `${server.url}/`, `${screenshots}/dashboard-wide.png`);
      await context.close();
    }
    const pick = (key: keyof DashboardPaint) => median(results.map((result) => result[key]));
    return { runs: results, median: { cls: pick('cls'), tbtFirstScreenMs: pick('tbtFirstScreenMs'), tbtMs: pick('tbtMs'), longTasks: pick('longTasks'), firstNumberMs: pick('firstNumberMs'), firstChartMs: pick('firstChartMs') } };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const at = process.argv.indexOf('--screenshots');
  const dir = at > 0 ? process.argv[at + 1] : undefined;
  const result = await measureDashboardPaint(3, dir);
  for (const run of result.runs) console.log(JSON.stringify(run));
  console.log('median', JSON.stringify(result.median));
}
