/** Gzip size of the JavaScript a real Chromium loads for /login, and in all once signed in. */
import { gzipSync } from 'node:zlib';
import type { Response } from 'playwright-core';
import { launchBrowser, signIn, startServer } from '../tests/e2e/harness';

export async function measureJavaScript(): Promise<{ loginGzip: number; signedInGzip: number; scripts: Record<string, number> }> {
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const sizes = new Map<string, number>();
    const pending: Promise<void>[] = [];
    page.on('response', (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(response.body().then((body) => void sizes.set(new URL(response.url()).pathname, gzipSync(body).length)));
    });
    const total = async () => {
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      return [...sizes.values()].reduce((sum, size) => sum + size, 0);
    };
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    const loginGzip = await total();
    await signIn(page, server.url, 'admin@example.com');
    const signedInGzip = await total();
    return { loginGzip, signedInGzip, scripts: Object.fromEntries(sizes) };
  } finally {
    await browser.close();
    await server.stop();
  }
}
