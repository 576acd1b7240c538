// Realtime recovery with real server processes (issue 4 §8): a server restart loses nothing — the
// browser reconnects to the restarted process and replays what it missed from the database — and two
// server processes on one PostgreSQL and Redis carry an event raised on one to a browser connected to
// the other (skipped without TEST_DATABASE_URL).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiToken, launchBrowser, signIn, startServer, type RunningServer } from './harness';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const state = (page: Page) => page.getByTestId('connection-state').getAttribute('data-state');
const live = (page: Page) => page.waitForSelector('[data-testid="connection-state"][data-state="live"]', { timeout: 30_000 });
const unreadOf = async (page: Page) => {
  const label = (await page.getByTestId('notification-button').getAttribute('aria-label')) ?? '';
  return Number(/(\d+) unread/.exec(label)?.[1] ?? 0);
};

async function announce(baseUrl: string, message: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/notifications/announce`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await apiToken(baseUrl, 'admin@example.com')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message }),
  });
  if (!response.ok) throw new Error(`announce on ${baseUrl}: ${response.status} ${await response.text()}`);
}

describe('server restart', () => {
  let server: RunningServer | undefined;
  afterAll(async () => {
    await server?.stop();
  });

  it('loses nothing: the browser reconnects to the restarted server and catches up', async () => {
    server = await startServer();
    const { url, dataDir } = server;
    const port = Number(new URL(url).port);
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, url, 'user@example.com');
    await live(page);
    const before = await unreadOf(page);

    // Raised while the browser is cut off, then the server goes down and comes back on its data.
    await context.setOffline(true);
    await expect.poll(() => state(page), { timeout: 10_000 }).toBe('offline');
    await announce(url, 'Stored just before the restart (e2e)');
    await server.stop({ keepData: true });
    // Back on the network with the server still down: the header says it is reconnecting, in words.
    await context.setOffline(false);
    const reconnecting = page.getByRole('status').filter({ hasText: 'Reconnecting…' });
    await reconnecting.waitFor({ timeout: 20_000 });
    server = await startServer({}, { port, dataDir });
    await live(page);
    await reconnecting.waitFor({ state: 'detached' });
    await expect.poll(() => unreadOf(page), { timeout: 20_000 }).toBe(before + 1);

    // The session survived the restart and events flow live again.
    await announce(url, 'Sent after the restart (e2e)');
    await expect.poll(() => unreadOf(page), { timeout: 15_000 }).toBe(before + 2);
    await page.getByTestId('notification-button').click();
    await page.getByTestId('notification-item').filter({ hasText: 'Stored just before the restart (e2e)' }).waitFor();
    await page.getByTestId('notification-item').filter({ hasText: 'Sent after the restart (e2e)' }).waitFor();
    await context.close();
  }, 180_000);
});

async function freshDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `portal_e2e_${randomBytes(6).toString('hex')}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('two server processes (PostgreSQL + Redis)', () => {
  let database: { url: string; drop(): Promise<void> } | undefined;
  const servers: RunningServer[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await database?.drop();
  });

  it('an announcement made on one process reaches a browser connected to the other', async () => {
    database = await freshDatabase(process.env.TEST_DATABASE_URL!);
    // One signing secret for both, as a deployment behind a load balancer would have.
    const env = { DATABASE_URL: database.url, REDIS_URL, JWT_SECRET: randomBytes(32).toString('base64url') };
    const a = await startServer(env);
    servers.push(a);
    const b = await startServer({ ...env, SEED_ON_START: '0' });
    servers.push(b);
    expect(a.url).not.toBe(b.url);

    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await signIn(page, b.url, 'user@example.com');
    await live(page);
    const before = await unreadOf(page);
    await announce(a.url, 'Raised on process A (e2e)');
    await expect.poll(() => unreadOf(page), { timeout: 15_000 }).toBe(before + 1);
    await page.getByTestId('notification-button').click();
    await page.getByTestId('notification-item').filter({ hasText: 'Raised on process A (e2e)' }).waitFor();
    await context.close();
  }, 180_000);
});
