// One connection per browser (issue 16 item 4, adr/0105): three tabs of one signed-in user hold one
// websocket between them (counted by the browser and by the server's gauge); an announcement reaches
// every tab's bell; when the leader tab closes while events are raised, another tab takes over and
// every remaining tab shows each event exactly once; logging out in one tab closes the connection.
// A browser without Web Locks keeps one socket per tab. Three tabs opened at once on a CPU slowed 8×
// all go live on one websocket, and an event raised while they boot shows once in each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, WebSocket } from 'playwright-core';
import { apiToken, launchBrowser, logOut, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let tabs: Page[];
/** The open /socket.io websockets of the context, with the tab that holds each. */
const open = new Map<WebSocket, Page>();

const live = (page: Page, timeout = 60_000) => page.waitForSelector('[data-testid="connection-state"][data-state="live"]', { timeout });
const bell = (page: Page) => page.getByTestId('notification-button');
const unreadOf = async (page: Page) => Number(/(\d+) unread/.exec((await bell(page).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
const holders = () => [...new Set(open.values())];

/** The server's own count of open socket.io connections (`/metrics`, answered to local callers). */
async function serverSockets(): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  return Number(/^socketio_open_sockets (\d+)/m.exec(text)?.[1] ?? NaN);
}

async function announce(message: string): Promise<void> {
  const response = await fetch(`${server.url}/api/notifications/announce`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await apiToken(server.url, 'admin@example.com')}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ message }),
  });
  if (!response.ok) throw new Error(`announce: ${response.status} ${await response.text()}`);
}

/** How many times the bell's list shows an item with this text (opened, counted, closed). */
async function listedTimes(page: Page, text: string, timeout = 30_000): Promise<number> {
  await page.bringToFront();
  await bell(page).click();
  const items = page.getByTestId('notification-item').filter({ hasText: text });
  await items.first().waitFor({ timeout });
  const times = await items.count();
  await page.keyboard.press('Escape');
  return times;
}

/** Keeps `open` up to date with the context's /socket.io websockets. */
function countWebsockets(of: BrowserContext): void {
  of.on('page', (page) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      open.set(socket, page);
      socket.on('close', () => open.delete(socket));
    });
    // A closed tab's websocket reports no close of its own.
    page.on('close', () => open.forEach((holder, socket) => holder === page && open.delete(socket)));
  });
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  countWebsockets(context);
  const first = await context.newPage();
  await signIn(first, server.url, 'user@example.com');
  await live(first);
  // The other tabs are opened one after another, as a person does, each live before the next.
  tabs = [first];
  for (let i = 0; i < 2; i++) {
    const tab = await context.newPage();
    await tab.goto(`${server.url}/`);
    await live(tab);
    tabs.push(tab);
  }
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('one connection per browser', () => {
  it('three tabs share one websocket, and an announcement reaches every bell', async () => {
    await expect.poll(() => open.size, { timeout: 15_000 }).toBe(1);
    await expect.poll(serverSockets, { timeout: 15_000 }).toBe(1);
    const before = await unreadOf(tabs[0]!);
    await announce('One socket, three bells (e2e)');
    for (const tab of tabs) await expect.poll(() => unreadOf(tab), { timeout: 15_000 }).toBe(before + 1);
    expect(open.size).toBe(1);
  });

  it('when the leader tab closes during an event, another tab takes over and each tab shows every event once', async () => {
    const [leader] = holders();
    if (!leader) throw new Error('no tab holds the websocket');
    const rest = tabs.filter((tab) => tab !== leader);
    const before = await unreadOf(rest[0]!);
    // One raised as the leader goes, one while no tab holds the connection yet.
    await Promise.all([leader.close(), announce('Raised as the leader closes (e2e)')]);
    await announce('Raised during the hand-over (e2e)');
    await expect.poll(() => holders().length === 1 && rest.includes(holders()[0]!), { timeout: 20_000 }).toBe(true);
    await Promise.all(rest.map((tab) => live(tab)));
    for (const tab of rest) await expect.poll(() => unreadOf(tab), { timeout: 20_000 }).toBe(before + 2);
    for (const tab of rest) {
      expect(await listedTimes(tab, 'Raised as the leader closes (e2e)')).toBe(1);
      expect(await listedTimes(tab, 'Raised during the hand-over (e2e)')).toBe(1);
    }
    await expect.poll(serverSockets, { timeout: 15_000 }).toBe(1);
    expect(open.size).toBe(1);
    tabs = rest;
  });

  it('logging out in one tab signs out every tab and closes the connection', async () => {
    const [follower] = tabs.filter((tab) => !holders().includes(tab));
    if (!follower) throw new Error('no follower tab');
    await follower.bringToFront();
    try {
      await logOut(follower, server.url);
      for (const tab of tabs) await tab.waitForURL(`${server.url}/login`, { timeout: 15_000 });
      await expect.poll(() => open.size, { timeout: 15_000 }).toBe(0);
      await expect.poll(serverSockets, { timeout: 15_000 }).toBe(0);
    } finally {
      // The next cases count sockets from zero, whatever happened here.
      await context.close();
    }
  });

  it('without Web Locks each tab keeps its own socket, and both bells follow', async () => {
    const lockless = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await lockless.addInitScript(() => Object.defineProperty(navigator, 'locks', { value: undefined }));
    countWebsockets(lockless);
    try {
      const first = await lockless.newPage();
      await signIn(first, server.url, 'user@example.com');
      const second = await lockless.newPage();
      await second.goto(`${server.url}/`);
      await Promise.all([live(first), live(second)]);
      await expect.poll(() => holders().filter((page) => page.context() === lockless).length, { timeout: 15_000 }).toBe(2);
      await expect.poll(serverSockets, { timeout: 15_000 }).toBe(2);
      const before = await unreadOf(second);
      await announce('Each tab on its own (e2e)');
      for (const tab of [first, second]) await expect.poll(() => unreadOf(tab), { timeout: 15_000 }).toBe(before + 1);
    } finally {
      await lockless.close();
    }
  });

  it('three tabs opened at once on a CPU slowed 8× all go live on one websocket, and an event raised meanwhile shows once in each', async () => {
    const slow = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    countWebsockets(slow);
    const signing = await slow.newPage();
    await signIn(signing, server.url, 'user@example.com');
    await signing.close();
    await expect.poll(serverSockets, { timeout: 15_000 }).toBe(0);
    const pages = await Promise.all(
      [0, 1, 2].map(async () => {
        const page = await slow.newPage();
        const cdp = await slow.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: 8 });
        return page;
      }),
    );
    const opening = Promise.all(pages.map((page) => page.goto(`${server.url}/`, { timeout: 90_000 })));
    await announce('Raised while three slow tabs open (e2e)');
    await opening;
    await Promise.all(pages.map((page) => live(page, 90_000)));
    const ofSlow = () => [...open.values()].filter((page) => page.context() === slow).length;
    await expect.poll(ofSlow, { timeout: 30_000 }).toBe(1);
    await expect.poll(serverSockets, { timeout: 30_000 }).toBe(1);
    for (const page of pages) expect(await listedTimes(page, 'Raised while three slow tabs open (e2e)', 60_000)).toBe(1);
    expect(ofSlow()).toBe(1);
    await slow.close();
  }, 240_000);
});
