/**
 * Gzip size of the JavaScript a real Chromium loads: for /login, in all once signed in (on /profile,
 * a screen without charts), and for each shell route of spec 2.2 the chunks it loads beyond the signed-in shell;
 * and the bytes /login really costs on the wire (the encoded body sizes the browser received).
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Response } from 'playwright-core';
import { SHELL_ROUTES } from '../src/domain/shell-routes';
import { launchBrowser, signIn, startServer } from '../tests/e2e/harness';

export interface JavaScriptSizes {
  loginGzip: number;
  signedInGzip: number;
  scripts: Record<string, number>;
  /** Per route path: gzip bytes of the scripts it loads that the signed-in dashboard did not. */
  routes: Record<string, number>;
  wire: LoginWire;
}

const sum = (sizes: Iterable<number>) => [...sizes].reduce((total, size) => total + size, 0);

/** Encoded (on the wire) body bytes of a cold /login, as Chromium received them. */
export interface LoginWire {
  scripts: number;
  /** Every response /login needs: document, scripts, styles, icon, captcha, API answers. */
  total: number;
}

/** Loads /login in a fresh context (nothing cached) and sums the encoded body sizes of its responses. */
export async function measureLoginWire(context: BrowserContext, baseUrl: string): Promise<LoginWire> {
  const page = await context.newPage();
  const sizes: Promise<{ script: boolean; bytes: number }>[] = [];
  page.on('requestfinished', (request) => {
    sizes.push(request.sizes().then((size) => ({ script: request.resourceType() === 'script', bytes: size.responseBodySize })));
  });
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await page.waitForLoadState('networkidle');
  const all = await Promise.all(sizes);
  await page.close();
  return { scripts: sum(all.filter((s) => s.script).map((s) => s.bytes)), total: sum(all.map((s) => s.bytes)) };
}

/** Loads a URL in a new tab of the context and answers the gzip size of each script it fetched. */
async function scriptsOf(context: BrowserContext, url: string, ready: (page: Awaited<ReturnType<BrowserContext['newPage']>>) => Promise<void>): Promise<Map<string, number>> {
  const page = await context.newPage();
  const sizes = new Map<string, number>();
  const pending: Promise<void>[] = [];
  page.on('response', (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(response.body().then((body) => void sizes.set(new URL(response.url()).pathname, gzipSync(body).length)));
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  await page.close();
  return sizes;
}

export async function measureJavaScript(): Promise<JavaScriptSizes> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const wire = await measureLoginWire(await browser.newContext(), server.url);
    const context = await browser.newContext();
    const login = await scriptsOf(context, `${server.url}/login`, (page) => page.getByRole('button', { name: 'Login' }).waitFor());
    const page = await context.newPage();
    await signIn(page, server.url, 'admin@example.com');
    await page.close();
    // The signed-in shell on a screen without charts (DESIGN §10: "before a chart or calendar route");
    // the dashboard's charts are measured by bench/dashboard.ts.
    const shell = await scriptsOf(context, `${server.url}/profile`, (p) => p.getByRole('heading', { level: 1 }).first().waitFor());
    const routes: Record<string, number> = {};
    for (const { path } of SHELL_ROUTES) {
      // Parameters get the first seeded record (ids start at 1; a file name gets a sample name).
      const url = path.replace(/:[A-Za-z_]+/g, (param) => (param === ':name' ? 'sample.pdf' : '1'));
      const loaded = await scriptsOf(context, `${server.url}${url}`, (p) => p.getByRole('heading', { level: 1 }).first().waitFor());
      routes[path] = sum([...loaded].filter(([script]) => !shell.has(script)).map(([, size]) => size));
    }
    const all = new Map([...login, ...shell]);
    return { loginGzip: sum(login.values()), signedInGzip: sum(shell.values()), scripts: Object.fromEntries(all), routes, wire };
  } finally {
    await browser.close();
    await server.stop();
  }
}
