// Two people in one project's chat (issue 16), in two browser contexts against the real server: Alice
// Morgan (administrator) and Carla Mendes (Summit Builders' customer admin) on Union Station Retail.
// "@" offers the project's people (keyboard and mouse, a WAI-ARIA combobox); a posted mention reaches
// Carla's bell and stands out in her thread; her open thread reads it, so Alice sees "Seen by Carla
// Mendes" and Carla's chat badge never rises; a returning reader finds the "unread" divider; "Mark all
// read" empties both header badges.
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiToken, expectAccessible, launchBrowser, seededProjectId, signIn, startServer, type RunningServer } from './harness';

const SHOTS = '/tmp/chat-shots';
const PROJECT = 'Union Station Retail';

let server: RunningServer;
let browser: Browser;
let alice: Page;
let carla: Page;
let projectPath: string;

const live = (page: Page) => page.waitForSelector('[data-testid="connection-state"][data-state="live"]', { timeout: 15_000 });
const unreadOf = async (page: Page, kind: 'notification' | 'conversation') => {
  const label = (await page.getByTestId(`${kind}-button`).getAttribute('aria-label')) ?? '';
  const match = /(\d+) unread/.exec(label);
  return match ? Number(match[1]) : 0;
};
/** The caller's unread chat count as the server holds it (the badge's source). */
async function serverChatCount(email: string): Promise<number> {
  const response = await fetch(`${server.url}/api/conversations`, { headers: { Authorization: `Bearer ${await apiToken(server.url, email)}` } });
  return ((await response.json()) as { chat_count: number }).chat_count;
}

/** Starts recording every value the chat badge shows from now on (a rise and fall would escape a single look). */
async function recordChatBadge(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const button = document.querySelector('[data-testid="conversation-button"]');
    if (!button) throw new Error('no chat button');
    const shown: string[] = [button.getAttribute('aria-label') ?? ''];
    (window as unknown as { chatBadge: string[] }).chatBadge = shown;
    new MutationObserver(() => shown.push(button.getAttribute('aria-label') ?? '')).observe(button, { attributes: true, attributeFilter: ['aria-label'] });
  });
  return async () =>
    (await page.evaluate(() => (window as unknown as { chatBadge: string[] }).chatBadge)).map((label) => Number(/(\d+) unread/.exec(label)?.[1] ?? 0));
}
const messageBox = (page: Page) => page.getByRole('combobox', { name: 'Message' });
const entry = (page: Page, text: string) => page.getByTestId('chat-message').filter({ hasText: text });

async function openProject(page: Page): Promise<void> {
  await page.goto(`${server.url}${projectPath}`);
  await page.getByRole('heading', { name: PROJECT, exact: true }).waitFor();
  await messageBox(page).waitFor();
}

async function say(page: Page, text: string): Promise<void> {
  await messageBox(page).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await entry(page, text).waitFor();
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await mkdir(SHOTS, { recursive: true });
  projectPath = `/projects/view/${await seededProjectId(server.url, PROJECT)}`;
  const [aliceContext, carlaContext] = await Promise.all([1, 2].map(() => browser.newContext({ viewport: { width: 1280, height: 900 } })));
  alice = await aliceContext!.newPage();
  carla = await carlaContext!.newPage();
  await Promise.all([signIn(alice, server.url, 'admin@example.com'), signIn(carla, server.url, 'customeradmin@example.com')]);
  await Promise.all([live(alice), live(carla)]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('working together in a project chat', () => {
  it('offers the project’s people at "@", by keyboard and mouse, as a combobox', async () => {
    await openProject(alice);
    const box = messageBox(alice);
    await box.click();
    await box.pressSequentially('Please review the take-off, @car');
    expect(await box.getAttribute('aria-expanded')).toBe('true');
    const list = alice.getByRole('listbox', { name: 'People to mention' });
    const options = list.getByRole('option');
    await list.getByRole('option', { name: 'Carla Mendes', exact: true }).waitFor();
    expect(await options.count()).toBe(1);
    expect(await box.getAttribute('aria-activedescendant')).toBe(await options.first().getAttribute('id'));
    await alice.screenshot({ path: `${SHOTS}/mention-offered.png` });
    await expectAccessible(alice);
    // Escape closes the list and keeps the text.
    await box.press('Escape');
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await list.isHidden()).toBe(true);
    // Typing on reopens it; Enter chooses the active person.
    await box.press('Backspace');
    await box.press('r');
    await options.first().waitFor();
    await box.press('Enter');
    expect(await box.inputValue()).toBe('Please review the take-off, @Carla Mendes ');
    // A second mention by mouse: arrow keys move the active option, a click chooses one.
    await box.pressSequentially('and @');
    await expect.poll(() => options.count()).toBeGreaterThan(1);
    await box.press('ArrowDown');
    expect(await options.nth(1).getAttribute('aria-selected')).toBe('true');
    const uma = options.filter({ hasText: 'Uma Patel' });
    await uma.click();
    expect(await box.inputValue()).toBe('Please review the take-off, @Carla Mendes and @Uma Patel ');
    await box.fill('');
  });

  it('a posted mention reaches Carla’s bell and stands out in her open thread, which never raises her chat badge', async () => {
    await openProject(carla);
    const chatBefore = await serverChatCount('customeradmin@example.com');
    await expect.poll(() => unreadOf(carla, 'conversation'), { timeout: 10_000 }).toBe(chatBefore);
    const bellBefore = await unreadOf(carla, 'notification');
    const shown = await recordChatBadge(carla);
    const text = 'Please approve the drywall quantities, @Carla Mendes';
    const box = messageBox(alice);
    await box.click();
    await box.pressSequentially('Please approve the drywall quantities, @Carla');
    await alice.getByRole('option', { name: 'Carla Mendes' }).waitFor();
    await box.press('Enter');
    await alice.getByRole('button', { name: 'Send', exact: true }).click();
    await entry(alice, text).waitFor();

    // Carla: the message arrives live, highlighted as hers, and her bell counts the mention.
    const hers = entry(carla, text);
    await hers.waitFor({ timeout: 10_000 });
    expect(await hers.getAttribute('data-mentions-me')).toBe('');
    expect(await hers.getByTestId('chat-mention').allTextContents()).toEqual(['@Carla Mendes']);
    await hers.getByText('Mentions you').waitFor();
    await expect.poll(() => unreadOf(carla, 'notification'), { timeout: 10_000 }).toBe(bellBefore + 1);
    // Her open thread read it: Alice sees "Seen by Carla Mendes" under her newest message…
    const seen = entry(alice, text).getByTestId('chat-seen');
    await expect.poll(() => seen.textContent(), { timeout: 10_000 }).toBe('Seen by Carla Mendes');
    // …and Carla's chat badge never rose, while her entry for the message was marked seen on the server.
    await expect.poll(() => serverChatCount('customeradmin@example.com'), { timeout: 10_000 }).toBe(chatBefore);
    expect(Math.max(...(await shown()))).toBe(chatBefore);
    await carla.screenshot({ path: `${SHOTS}/mention-received.png` });
    await alice.screenshot({ path: `${SHOTS}/seen-by.png` });
    await carla.getByTestId('notification-button').click();
    await carla.getByTestId('notification-item').filter({ hasText: 'Alice Morgan mentioned you in' }).waitFor();
    await carla.keyboard.press('Escape');
    await expectAccessible(carla);
  });

  it('a reply in the thread Alice is reading does not raise her chat badge either', async () => {
    const before = await serverChatCount('admin@example.com');
    await expect.poll(() => unreadOf(alice, 'conversation'), { timeout: 10_000 }).toBe(before);
    const shown = await recordChatBadge(alice);
    await say(carla, 'Approved, thanks (e2e)');
    await entry(alice, 'Approved, thanks (e2e)').waitFor({ timeout: 10_000 });
    const seen = entry(carla, 'Approved, thanks (e2e)').getByTestId('chat-seen');
    await expect.poll(() => seen.textContent(), { timeout: 10_000 }).toBe('Seen by Alice Morgan');
    await expect.poll(() => serverChatCount('admin@example.com'), { timeout: 10_000 }).toBe(before);
    expect(Math.max(...(await shown()))).toBe(before);
  });

  it('a returning reader finds the unread divider below what is new, and the badge falls as the thread reads it', async () => {
    await carla.goto(`${server.url}/`);
    await live(carla);
    const before = await serverChatCount('customeradmin@example.com');
    await say(alice, 'Revised sheets uploaded (e2e)');
    await say(alice, 'Due date unchanged (e2e)');
    await expect.poll(() => unreadOf(carla, 'conversation'), { timeout: 10_000 }).toBe(before + 2);
    await openProject(carla);
    const divider = carla.getByRole('separator', { name: 'Unread messages above' });
    await divider.waitFor();
    // Newest first: the two new messages are above the divider, the rest below it.
    const order = await carla.locator('[data-testid="chat-messages"] > li').evaluateAll((items) =>
      items.slice(0, 3).map((item) => (item.querySelector('[role="separator"]') ? '—' : (item.querySelector('[data-testid="chat-text"]')?.textContent ?? ''))),
    );
    expect(order).toEqual(['Due date unchanged (e2e)', 'Revised sheets uploaded (e2e)', '—']);
    await expect.poll(() => unreadOf(carla, 'conversation'), { timeout: 10_000 }).toBe(before);
    await carla.screenshot({ path: `${SHOTS}/unread-divider.png` });
  });

  it('"Mark all read" beside "Clear All" empties the badge of each dropdown', async () => {
    await carla.goto(`${server.url}/`);
    await say(alice, 'One more while you are away (e2e)');
    await expect.poll(() => unreadOf(carla, 'conversation'), { timeout: 10_000 }).toBeGreaterThan(0);
    for (const kind of ['conversation', 'notification'] as const) {
      expect(await unreadOf(carla, kind), kind).toBeGreaterThan(0);
      await carla.getByTestId(`${kind}-button`).click();
      const dialog = carla.getByRole('dialog', { name: kind === 'notification' ? 'Notifications' : 'Chats' });
      await dialog.getByRole('button', { name: 'Clear All' }).waitFor();
      if (kind === 'conversation') await carla.screenshot({ path: `${SHOTS}/mark-all-read.png` });
      await dialog.getByRole('button', { name: 'Mark all read' }).click();
      await expect.poll(() => unreadOf(carla, kind), { timeout: 10_000 }).toBe(0);
      await expect.poll(() => dialog.locator('[data-unread]').count(), { timeout: 10_000 }).toBe(0);
      expect(await dialog.getByRole('button', { name: 'Mark all read' }).isDisabled()).toBe(true);
      await carla.keyboard.press('Escape');
    }
  });
});
