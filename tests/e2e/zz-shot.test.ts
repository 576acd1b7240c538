import { afterAll, beforeAll, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, signIn, startServer, type RunningServer } from './harness';
let server: RunningServer;
let browser: Browser;
beforeAll(async () => { [server, browser] = await Promise.all([startServer(), launchBrowser()]); });
afterAll(async () => { await browser?.close(); await server?.stop(); });
it('shoots', async () => {
  for (const email of ['admin@example.com', 'customeradmin@example.com']) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, server.url, email);
    await page.goto(`${server.url}/`);
    await page.waitForFunction(() => { const c = [...document.querySelectorAll<HTMLElement>('[data-card]')]; return c.length > 0 && c.every((x) => x.dataset.ready === 'true'); });
    for (const card of await page.locator('[data-card]').all()) { await card.scrollIntoViewIfNeeded(); }
    await page.waitForFunction(() => [...document.querySelectorAll('[data-card] [role="figure"]')].every((f) => f.querySelector('.apexcharts-canvas')), undefined, { timeout: 30_000 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/dash-shots/${email.split('@')[0]}.png`, fullPage: true });
    await context.close();
  }
}, 180_000);
