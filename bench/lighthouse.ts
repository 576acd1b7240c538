/**
 * Lighthouse's performance score (issue 15, item 6): the Lighthouse npm package drives Debian
 * Chromium over its debugging port with the default mobile preset (a Moto G-sized screen, 4× CPU
 * slowdown, simulated slow 4G), performance category only, on `/login` signed out and on the
 * dashboard signed in; the median of `runs` cold loads each (the HTTP cache is cleared before every
 * run; for the dashboard the sign-in is kept, so Lighthouse's own storage reset is turned off).
 * Lighthouse 12 is used because 13 needs Node 22.19 and the project runs on Node 20.
 * `npx tsx bench/lighthouse.ts [--runs N] [--save DIR] [--only login|dashboard]` prints the figures
 * (`STATIC_DIR=… ` serves another build, for A/B runs); with `--save`, each run's
 * full report (LHR JSON, with the diagnostics: bootup-time, long-tasks, LCP element, …) is written
 * to DIR as `login-1.json`, `dashboard-1.json`, …, and the trace it simulated from as `login-1.trace.json`, ….
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { chromium, type BrowserContext } from 'playwright-core';
import { freePort, signIn, startServer } from '../tests/e2e/harness';

export interface LighthouseRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export interface LighthouseBench {
  login: LighthouseRun;
  dashboard: LighthouseRun;
  runs: { login: LighthouseRun[]; dashboard: LighthouseRun[] };
}

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ACCOUNT = 'admin@example.com';

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  // The run whose score is the median, so its metrics belong together.
  const sorted = [...runs].sort((a, b) => a.score - b.score);
  return sorted[Math.floor(sorted.length / 2)] ?? { score: 0, fcpMs: 0, lcpMs: 0, tbtMs: 0, cls: 0 };
}

async function clearCache(context: BrowserContext): Promise<void> {
  const page = context.pages()[0] ?? (await context.newPage());
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}

async function audit(url: string, port: number, keepStorage: boolean, saveAs?: string): Promise<LighthouseRun> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: keepStorage });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  if (saveAs) {
    await writeFile(saveAs, JSON.stringify(lhr));
    // The trace Lighthouse simulated from, for a task-by-task look (`bench/trace-tasks.ts`).
    const trace = (result.artifacts as { Trace?: unknown }).Trace;
    if (trace) await writeFile(saveAs.replace(/\.json$/, '.trace.json'), JSON.stringify(trace));
  }
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
  };
}

export async function measureLighthouse(runs = 3, saveDir?: string, pages: readonly ('login' | 'dashboard')[] = ['login', 'dashboard']): Promise<LighthouseBench> {
  if (saveDir) await mkdir(saveDir, { recursive: true });
  const saveAs = (name: string, run: number) => (saveDir ? join(saveDir, `${name}-${run + 1}.json`) : undefined);
  const server = await startServer();
  const port = await freePort();
  const profile = await mkdtemp(join(tmpdir(), 'portal-lighthouse-'));
  // The default context of a persistent profile: the one Lighthouse's tab opens in, so it shares the sign-in.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [`--remote-debugging-port=${port}`, '--no-sandbox'],
  });
  try {
    const login: LighthouseRun[] = [];
    for (let run = 0; pages.includes('login') && run < runs; run++) {
      await clearCache(context);
      login.push(await audit(`${server.url}/login`, port, false, saveAs('login', run)));
    }
    const page = context.pages()[0] ?? (await context.newPage());
    await signIn(page, server.url, ACCOUNT);
    await page.goto('about:blank');
    const dashboard: LighthouseRun[] = [];
    for (let run = 0; pages.includes('dashboard') && run < runs; run++) {
      await clearCache(context);
      dashboard.push(await audit(`${server.url}/`, port, true, saveAs('dashboard', run)));
    }
    return { login: medianRun(login), dashboard: medianRun(dashboard), runs: { login, dashboard } };
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const option = (name: string) => {
    const at = process.argv.indexOf(name);
    return at > 0 ? process.argv[at + 1] : undefined;
  };
  const only = option('--only');
  const pages = only === 'login' || only === 'dashboard' ? ([only] as const) : undefined;
  const result = await measureLighthouse(Number(option('--runs') ?? 3), option('--save'), pages);
  for (const [name, list] of Object.entries(result.runs)) for (const run of list) console.log(name, JSON.stringify(run));
  console.log('median login', JSON.stringify(result.login));
  console.log('median dashboard', JSON.stringify(result.dashboard));
}
