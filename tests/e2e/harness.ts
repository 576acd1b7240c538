/**
 * Browser-test harness: the real server (built SPA + API) on a free port with a fresh data dir, and
 * Debian's Chromium driven by playwright-core. Used by every e2e suite.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { GrowOptions } from '../../server/db/grow';
import { encodeField } from '../../src/domain/validation';

export const DEMO_PASSWORD = 'Portal@2026';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The newest 4-digit code mailed to `email` (read from DATA_DIR/mail/*.eml). */
  latestCode(email: string): Promise<string>;
  /** How many mails `email` has received so far. */
  mailCount(email: string): Promise<number>;
  /** Stops the process; `keepData` leaves the data dir for a restart on it. */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

async function mailsTo(dataDir: string, email: string): Promise<string[]> {
  const dir = join(dataDir, 'mail');
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.eml')).sort();
  const texts = await Promise.all(names.map((n) => readFile(join(dir, n), 'utf8')));
  return texts.filter((text) => new RegExp(`^To: .*${email.replace(/[.@]/g, '\\$&')}`, 'mi').test(text));
}

/** Signs in over the API (captcha answered in test mode) and returns the session token. */
export async function apiToken(baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<string> {
  const captcha = (await (await fetch(`${baseUrl}/api/auth/captcha`)).json()) as { data: { id: string } };
  const response = await fetch(`${baseUrl}/api/auth/checkin`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: encodeField(email), password: encodeField(password), remeber_me: false, captcha_id: captcha.data.id, captcha: 'PASSED' }),
  });
  const body = (await response.json()) as { status: number; token?: string };
  if (body.status !== 200 || !body.token) throw new Error(`sign-in of ${email} over the API: ${JSON.stringify(body)}`);
  return body.token;
}

/** One API call as the holder of `token`; resolves with the answer's `data`, throws on a refusal. */
export async function apiData<T>(baseUrl: string, token: string, path: string, body: object): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T };
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`);
  return answer.data;
}

/** The id of a seeded project, found by its name over the API (as the administrator). */
export async function seededProjectId(baseUrl: string, name: string): Promise<number> {
  const token = await apiToken(baseUrl, 'admin@example.com');
  const list = await apiData<{ data: { id: number; name: string }[] }>(baseUrl, token, '/projects', { pageNumber: 1, search: name });
  const project = list.data.find((row) => row.name === name);
  if (!project) throw new Error(`seeded project ${name} missing`);
  return project.id;
}

/**
 * Deletes the holidays the reminder would announce (the seed keeps one within two weeks): its modal
 * would cover the shell of every suite. The holiday suite creates the holiday it needs.
 */
async function clearUpcomingHolidays(baseUrl: string): Promise<void> {
  const headers = { Authorization: `Bearer ${await apiToken(baseUrl, 'admin@example.com')}` };
  for (let i = 0; i < 20; i++) {
    const response = await fetch(`${baseUrl}/api/holidays/notification`, { headers });
    if (response.status === 404) return;
    const answer = (await response.json()) as { data: { id: number } };
    const deleted = await fetch(`${baseUrl}/api/holidays/delete/${answer.data.id}`, { method: 'POST', headers });
    if (!deleted.ok) throw new Error(`could not delete holiday ${answer.data.id}: ${await deleted.text()}`);
  }
  throw new Error('upcoming holidays remain');
}

/** The e2e run's seeded data dir (tests/e2e/global-setup.ts); none outside a vitest e2e worker. */
function seededDataDir(): string | undefined {
  try {
    return inject('seededDataDir');
  } catch {
    return undefined;
  }
}

/** Grows a seeded data dir's database, opened here and closed before the server opens it. */
async function growDataDir(dataDir: string, options: GrowOptions): Promise<void> {
  const [{ openDatabase }, { growRecords }] = await Promise.all([import('../../server/db/client'), import('../../server/db/grow')]);
  const database = await openDatabase({ dataDir, databaseUrl: undefined });
  try {
    await growRecords(database.db, options);
  } finally {
    await database.close();
  }
}

/** Settings that change what the seed writes (its dates, or whether it runs): such a server seeds its own. */
const SEED_SETTINGS = ['TZ', 'TEST_NOW', 'SEED_ON_START', 'DATABASE_URL'];

/**
 * Starts `server/main.ts` (serving dist/) with CAPTCHA_TEST_MODE on and due-date reminders off (the
 * seed's would fill the bells and mailboxes suites count; the reminder suite turns them on); resolves
 * once it listens and the upcoming holidays are gone (unless `keepUpcomingHolidays`). A fresh data dir
 * starts as a copy of the run's seeded one, when there is one and `env` changes nothing the seed reads.
 */
export async function startServer(
  env: Record<string, string> = {},
  {
    keepUpcomingHolidays = false,
    port: fixedPort,
    dataDir: fixedDataDir,
    grow,
  }: { keepUpcomingHolidays?: boolean; port?: number; dataDir?: string; /** Rows added to the seeded data before the server opens it (server/db/grow.ts). */ grow?: GrowOptions } = {},
): Promise<RunningServer> {
  // A given port and data dir start the same server again (a restart); the browser reconnects to it.
  const port = fixedPort ?? (await freePort());
  const dataDir = fixedDataDir ?? (await mkdtemp(join(tmpdir(), 'portal-e2e-')));
  const seeded = seededDataDir();
  if (!fixedDataDir && seeded && !SEED_SETTINGS.some((name) => name in env)) await cp(join(seeded, 'pgdata'), join(dataDir, 'pgdata'), { recursive: true });
  if (grow) await growDataDir(dataDir, grow);
  // One process (tsx as a loader, not its CLI, which would run the server as a child of its own): a
  // signal reaches the server itself.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, CAPTCHA_TEST_MODE: '1', LOG_LEVEL: 'warn', DUE_REMINDERS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
    let started = false;
    const onData = (chunk: Buffer) => {
      // Once it listens, its warnings and errors go to the test's log: a failing test shows what the server said.
      if (started) {
        const said = chunk.toString();
        // The captcha test-mode warning is expected of every test server.
        if (!said.includes('CAPTCHA_TEST_MODE is on')) process.stderr.write(`[server :${port}] ${said}`);
        return;
      }
      output += chunk.toString();
      if (output.includes('listening on http://')) {
        started = true;
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  const url = `http://127.0.0.1:${port}`;
  const running: RunningServer = {
    url,
    dataDir,
    async latestCode(email) {
      const mails = await mailsTo(dataDir, email);
      const last = mails.at(-1);
      const match = last?.match(/verification code is (\d{4})/);
      if (!match?.[1]) throw new Error(`no code mailed to ${email}`);
      return match[1];
    },
    mailCount: async (email) => (await mailsTo(dataDir, email)).length,
    async stop({ keepData = false } = {}) {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        // Data to keep needs the clean stop (a drain of up to 3 s, then the database closed); data about
        // to be deleted does not.
        child.kill(keepData ? 'SIGTERM' : 'SIGKILL');
        await exited;
      }
      if (!keepData) await rm(dataDir, { recursive: true, force: true });
    },
  };
  if (!keepUpcomingHolidays) await clearUpcomingHolidays(url).catch(async (error: unknown) => {
    await running.stop();
    throw error;
  });
  return running;
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}

/**
 * A browser with a profile on disk (`userDataDir`): closing it and launching it again on the same dir
 * is a browser restart (local storage and persistent cookies kept, session cookies gone).
 */
export function launchBrowserProfile(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, viewport: { width: 1280, height: 900 } });
}

/**
 * Fails on any serious or critical axe-core violation on the current page, once its animations have
 * finished: mid-transition (a drawer sliding in, a backdrop fading) colours are not what anyone reads.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // Spinners run forever; every other animation must have ended.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: 5000 },
  );
  const source = await readFile(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated over the devtools protocol: the app's CSP forbids inline scripts, and must keep doing so.
  await page.evaluate(source);
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<{ violations: { id: string; impact: string | null; help: string; nodes: { target: unknown }[] }[] }> } }).axe;
    const result = await axe.run(document);
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id} (${v.impact}): ${v.help} at ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
  if (violations.length > 0) throw new Error(`accessibility violations on ${page.url()}:\n${violations.join('\n')}`);
}

/**
 * Ticks a controlled checkbox (a list's row selection): a click, then its state polled. Playwright's
 * `check()` fails at once when React re-renders the box after its own check of the state (a busy machine).
 */
export async function tick(checkbox: Locator): Promise<void> {
  await checkbox.click();
  await expect.poll(() => checkbox.isChecked()).toBe(true);
}

/** Signs in through the real login screen (captcha answered in test mode) and waits for the shell. */
export async function signIn(page: Page, baseUrl: string, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Captcha').fill('PASSED');
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL(`${baseUrl}/`);
}

/**
 * Logs out through the header's profile dropdown and waits for /login. The item is clicked once the
 * menu has finished opening; on a busy machine a click may still land while the menu is being placed
 * and select nothing (the menu stays open, or closes unselected), so it is tried again, as a person would.
 */
export async function logOut(page: Page, baseUrl: string, attempts = 3): Promise<void> {
  const item = page.getByRole('menuitem', { name: 'Log out' });
  for (let attempt = 1; ; attempt++) {
    if (!(await item.isVisible())) {
      await page.getByRole('banner').locator('button[aria-haspopup="menu"]').click();
      await page.locator('[role="menu"][data-state="open"]').waitFor();
    }
    await item.click();
    try {
      await page.waitForURL(`${baseUrl}/login`, { timeout: 15_000 });
      return;
    } catch (error) {
      if (attempt === attempts) throw error;
    }
  }
}
