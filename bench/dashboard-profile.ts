/**
 * Where the dashboard's cold load spends its main thread (issue 15, item 3): the signed-in admin
 * opens `/` on a phone-sized window with the CPU slowed 4× (Lighthouse's mobile preset) and a cold
 * cache; a V8 sampling profile of the load until the cards are ready is summed by function (self
 * time) and by script, with the page's LCP and long tasks. Build without minifying for readable names
 * (`npx vite build --minify false --outDir /tmp/x`, then `STATIC_DIR=/tmp/x`).
 * `npx tsx bench/dashboard-profile.ts [--save FILE.cpuprofile]` prints the top functions and scripts.
 */
import { writeFile } from 'node:fs/promises';
import { launchBrowser, signIn, startServer } from '../tests/e2e/harness';
import { cardsSettled } from './dashboard-cpu';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
}

function observe() {
  const probe = { lcp: 0, longTasks: [] as [number, number][] };
  (window as unknown as { __probe: typeof probe }).__probe = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) probe.longTasks.push([Math.round(entry.startTime), Math.round(entry.duration)]);
  }).observe({ type: 'longtask', buffered: true });
}

const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const signInPage = await context.newPage();
  await signIn(signInPage, server.url, 'admin@example.com');
  await signInPage.close();
  const page = await context.newPage();
  await page.addInitScript(observe);
  await page.goto(`${server.url}/favicon.svg`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.goto(server.url);
  await cardsSettled(page);
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  const probe = await page.evaluate(() => (window as unknown as { __probe: unknown }).__probe);
  console.log('page', JSON.stringify(probe));
  const save = process.argv.indexOf('--save');
  if (save > 0 && process.argv[save + 1]) await writeFile(process.argv[save + 1]!, JSON.stringify(profile));
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfByFn = new Map<string, number>();
  const selfByUrl = new Map<string, number>();
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    if (!node) return;
    const ms = (profile.timeDeltas[index] ?? 0) / 1000;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.replace(/^.*\//, '') || '(native)';
    const key = `${functionName || '(anonymous)'} ${file}:${lineNumber + 1}`;
    selfByFn.set(key, (selfByFn.get(key) ?? 0) + ms);
    selfByUrl.set(file, (selfByUrl.get(file) ?? 0) + ms);
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, count).map(([key, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${key}`).join('\n');
  console.log('--- self time by script\n' + top(selfByUrl, 15));
  console.log('--- self time by function\n' + top(selfByFn, 45));
} finally {
  await browser.close();
  await server.stop();
}
