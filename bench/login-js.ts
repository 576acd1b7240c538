/**
 * The JavaScript /login loads, quickly (no signed-in routes): gzip bytes of each script a cold load
 * fetches, and the encoded bytes on the wire (`measureLoginWire`). For A/B runs of a change to the
 * entry: `STATIC_DIR=… npx tsx bench/login-js.ts`.
 */
import { gzipSync } from 'node:zlib';
import { launchBrowser, startServer } from '../tests/e2e/harness';
import { measureLoginWire } from './js-size';

const server = await startServer();
const browser = await launchBrowser();
try {
  const wire = await measureLoginWire(await browser.newContext(), server.url);
  const page = await (await browser.newContext()).newPage();
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') sizes.push(response.body().then((body) => gzipSync(body).length));
  });
  await page.goto(`${server.url}/login`);
  await page.getByRole('button', { name: 'Login' }).waitFor();
  await page.waitForLoadState('networkidle');
  const gzip = (await Promise.all(sizes)).reduce((total, size) => total + size, 0);
  console.log(JSON.stringify({ loginGzip: gzip, scripts: sizes.length, wireScripts: wire.scripts, wireTotal: wire.total }));
} finally {
  await browser.close();
  await server.stop();
}
