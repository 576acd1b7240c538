// The prerendered sign-in pages (issue 15, item 2): the form is in the HTML before any JavaScript
// runs, and the browser hydrates that same markup without a mismatch, keeping what the user stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, signIn, startServer, type RunningServer } from './harness';
import { STORAGE_KEYS } from '../../src/gateway/token-store';

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

async function newPage(options: { javaScriptEnabled?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
  contexts.push(context);
  const page = await context.newPage();
  // Marks the prerendered form once the HTML is parsed, before the app's module runs: a hydrated page
  // keeps that very element, one rendered afresh replaces it.
  await page.addInitScript(() =>
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') document.querySelector('form')?.setAttribute('data-test-prerendered', '');
    }),
  );
  return page;
}

/** Login is enabled once the app has hydrated the page (the page comes with its captcha). */
const hydrated = (page: Page) => expect.poll(() => page.getByRole('button', { name: 'Login' }).isEnabled(), { timeout: 15_000 }).toBe(true);

/** The captcha a served /login carries in its data block. */
function pageCaptchaOf(html: string): { id: string; svg: string } {
  const block = /<script type="application\/json" id="page-captcha">(.*?)<\/script>/s.exec(html);
  if (!block?.[1]) throw new Error('the page carries no captcha');
  return JSON.parse(block[1]) as { id: string; svg: string };
}

/** The app's scripts arrive only once `release` is called, as on a slow phone: the prerendered page is used meanwhile. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const keptPrerenderedForm = (page: Page) => page.evaluate(() => document.querySelector('form[data-test-prerendered]') !== null);

/** Console errors and uncaught errors of the page (React reports a hydration mismatch as one). */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('prerendered sign-in pages', () => {
  it.each([
    ['/login', 'Sign in to your account', 'Login'],
    ['/forgot-password', 'Enter your email and we will send you a verification code.', 'Send'],
  ])('%s shows its form with JavaScript turned off', async (path, text, button) => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto(`${server.url}${path}`);
    await expect(page.getByText(text).first().isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: button }).isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Email').isVisible()).resolves.toBe(true);
    // Until the app runs, pressing it would submit the form natively and reload the page.
    await expect(page.getByRole('button', { name: button }).isDisabled()).resolves.toBe(true);
  });

  it('keeps what was typed before the app ran, and signs in once it does', async () => {
    const page = await newPage();
    // The app's scripts arrive late, as on a slow phone: the prerendered form is filled meanwhile.
    const release = await holdScripts(page);
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Portal@2026');
    const login = page.getByRole('button', { name: 'Login' });
    expect(await login.isDisabled()).toBe(true);
    release();
    await page.getByLabel('Captcha').fill('PASSED');
    await login.click();
    await page.waitForURL(`${server.url}/`);
    expect(await keptPrerenderedForm(page).catch(() => false)).toBe(false);
  });

  it('goes out compressed, not cached, and as the page a deep link reaches', async () => {
    const answer = await fetch(`${server.url}/login`, { headers: { 'accept-encoding': 'br' } });
    expect(answer.headers.get('content-encoding')).toBe('br');
    // Each answer carries its own captcha: never stored, never reused.
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.text()).toContain('Sign in to your account');
    const forgot = await fetch(`${server.url}/forgot-password`, { headers: { 'accept-encoding': 'br' } });
    expect(forgot.headers.get('content-encoding')).toBe('br');
    expect(forgot.headers.get('cache-control')).toBe('no-cache');
    // Other pages still get the empty shell the client renders into.
    const shell = await (await fetch(`${server.url}/holidays`)).text();
    expect(shell).toContain('<div id="root"></div>');
  });

  it('hydrates without a mismatch and signs in', async () => {
    const page = await newPage();
    const errors = errorsOf(page);
    await page.goto(`${server.url}/login`);
    await hydrated(page);
    expect(await keptPrerenderedForm(page)).toBe(true);
    expect(errors).toEqual([]);
    await signIn(page, server.url, 'admin@example.com');
  });

  it.each([
    ['/login', 'Login'],
    ['/forgot-password', 'Send'],
  ])('%s paints from its HTML before it asks for any of the app (ADR 0262)', async (path, button) => {
    const page = await newPage();
    await page.goto(`${server.url}${path}`);
    await expect.poll(() => page.getByRole('button', { name: button }).isEnabled(), { timeout: 15_000 }).toBe(true);
    const { paint, modules } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      modules: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/.+\.js$/.test(entry.name) && !entry.name.includes('/start-after-paint-'))
        .map((entry) => entry.startTime),
    }));
    expect(paint).not.toBeNull();
    expect(modules.length).toBeGreaterThan(5);
    expect(Math.min(...modules)).toBeGreaterThanOrEqual(paint ?? Infinity);
  });

  it("carries Chakra's token CSS in the HTML of every page, and the app adds no second copy", async () => {
    const tokenTags = (page: Page) =>
      page.evaluate(() => [...document.querySelectorAll('style')].filter((style) => style.textContent?.includes('--chakra-colors-brand-600:')).length);
    // Before any script: the variables resolve from the page's own head, on a prerendered page and on the SPA shell.
    for (const path of ['/login', '/holidays']) {
      const page = await newPage({ javaScriptEnabled: false });
      await page.goto(`${server.url}${path}`);
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--chakra-colors-brand-600').trim())).toBe('#1f4fd1');
    }
    // Signed in, with the app running: still one copy (the browser build computes none: ADR 0245).
    const page = await newPage();
    await signIn(page, server.url, 'admin@example.com');
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    expect(await tokenTags(page)).toBe(1);
  });

  it('comes with its own captcha: painted from the HTML, a new one each time, signed in with no captcha request', async () => {
    const [first, second] = await Promise.all([1, 2].map(async () => pageCaptchaOf(await (await fetch(`${server.url}/login`)).text())));
    expect(first?.id).not.toBe(second?.id);
    expect(first?.svg).toMatch(/^<svg/);

    const page = await newPage();
    const errors = errorsOf(page);
    const captchaRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/captcha')) captchaRequests.push(request.url());
    });
    // With the scripts held back, the captcha is already drawn: it is in the HTML.
    const release = await holdScripts(page);
    // DOMContentLoaded waits for the module scripts: only the answer's start is awaited.
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    await expect.poll(() => page.evaluate(() => document.querySelector<HTMLImageElement>('img[alt="Captcha"]')?.naturalWidth ?? 0)).toBeGreaterThan(0);
    release();
    await hydrated(page);
    expect(await page.locator('#page-captcha').count()).toBe(0);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Portal@2026');
    await page.getByLabel('Captcha').fill('PASSED');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(captchaRequests).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('keeps Remember me ticked before the app ran, and remembers the sign-in', async () => {
    const page = await newPage();
    const release = await holdScripts(page);
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    const box = page.getByRole('checkbox', { name: 'Remember me' });
    await box.check();
    release();
    await hydrated(page);
    await page.getByLabel('Email').fill('admin@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Portal@2026');
    await page.getByLabel('Captcha').fill('PASSED');
    expect(await box.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.rememberMe)).toBe('true');
  });

  it('keeps a stored Remember me ticked through hydration', async () => {
    const page = await newPage();
    const errors = errorsOf(page);
    await page.addInitScript((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.rememberMe);
    await page.goto(`${server.url}/login`);
    const box = page.getByRole('checkbox', { name: 'Remember me' });
    await box.waitFor({ state: 'attached' });
    await hydrated(page);
    await expect.poll(() => box.isChecked()).toBe(true);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.rememberMe)).toBe('true');
    expect(await keptPrerenderedForm(page)).toBe(true);
    expect(errors).toEqual([]);
  });
});
