// Presence (issue 16) in two browser contexts against the real server: Alice Morgan (administrator)
// and Carla Mendes (Summit Builders' customer admin) on the pending project Denver Office Fit-out.
// Each sees the other's avatar on the project's view; Carla typing in the chat shows "Carla Mendes is
// typing…" to Alice until she sends; on the project's edit screen (its own form) and on a branch's
// (a form of the kernel) each sees the other "is editing"; navigating away or closing the tab takes
// Carla away. Times from Carla's arrival or departure to Alice's screen showing it are printed.
import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expectAccessible, launchBrowser, seededProjectId, signIn, startServer, type RunningServer } from './harness';

const SHOTS = '/tmp/presence-shots';
const PROJECT = 'Denver Office Fit-out';
const BRANCH = 'Denver Headquarters';

let server: RunningServer;
let browser: Browser;
let carlaContext: BrowserContext;
let alice: Page;
let carla: Page;
let projectId: number;

const live = (page: Page) => page.waitForSelector('[data-testid="connection-state"][data-state="live"]', { timeout: 15_000 });
const viewing = (page: Page, name: string) => page.getByRole('group', { name: `Also viewing: ${name}` });
const editingNotice = (page: Page) => page.getByTestId('editing-notice');
const typingNotice = (page: Page) => page.getByTestId('typing-notice');
const messageBox = (page: Page) => page.getByRole('combobox', { name: 'Message' });

async function openProject(page: Page): Promise<void> {
  await page.goto(`${server.url}/projects/view/${projectId}`);
  await page.getByRole('heading', { name: PROJECT, exact: true }).waitFor();
  await messageBox(page).waitFor();
}

async function editProject(page: Page): Promise<void> {
  await page.goto(`${server.url}/projects/edit/${projectId}`);
  await page.getByRole('button', { name: 'Save Project' }).waitFor();
}

async function editBranch(page: Page): Promise<void> {
  await page.goto(`${server.url}/branches`);
  await page.getByLabel('Search branches').fill(BRANCH);
  await page.getByRole('link', { name: `Edit ${BRANCH}` }).click();
  await page.waitForURL(/\/branches\/edit\/\d+$/);
  await expect.poll(() => page.getByLabel('Branch name').inputValue()).toBe(BRANCH);
}

/** Milliseconds from `start` until the locator is visible (or hidden). */
async function msUntil(locator: Locator, state: 'visible' | 'hidden', start: number): Promise<number> {
  await locator.waitFor({ state, timeout: 10_000 });
  return Date.now() - start;
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  await mkdir(SHOTS, { recursive: true });
  projectId = await seededProjectId(server.url, PROJECT);
  const aliceContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  carlaContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  alice = await aliceContext.newPage();
  carla = await carlaContext.newPage();
  await Promise.all([signIn(alice, server.url, 'admin@example.com'), signIn(carla, server.url, 'customeradmin@example.com')]);
  await Promise.all([live(alice), live(carla)]);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('presence on a project and its edit screens', () => {
  it('shows each the other’s avatar on the project’s view, and takes Carla away when she navigates off', async () => {
    await openProject(alice);
    expect(await alice.getByTestId('also-viewing').count()).toBe(0);
    await openProject(carla);
    const appeared = await msUntil(viewing(alice, 'Carla Mendes'), 'visible', Date.now());
    await viewing(carla, 'Alice Morgan').waitFor({ timeout: 10_000 });
    console.log(`presence: Carla on Alice's screen ${appeared} ms after her project view showed`);
    await alice.screenshot({ path: `${SHOTS}/also-viewing.png` });
    await expectAccessible(alice);

    const left = Date.now();
    await carla.goto(`${server.url}/`);
    const gone = await msUntil(viewing(alice, 'Carla Mendes'), 'hidden', left);
    console.log(`presence: Carla gone from Alice's screen ${gone} ms after she navigated away`);
    await openProject(carla);
    await viewing(alice, 'Carla Mendes').waitFor({ timeout: 10_000 });
  });

  it('shows "Carla Mendes is typing…" to Alice while Carla types, and not after she sends', async () => {
    const box = messageBox(carla);
    await box.click();
    await box.pressSequentially('Floor 4 ceilings are in the addendum');
    await expect.poll(() => typingNotice(alice).textContent(), { timeout: 10_000 }).toBe('Carla Mendes is typing…');
    expect(await typingNotice(alice).getAttribute('role')).toBe('status');
    // Carla never sees herself typing.
    expect(await typingNotice(carla).textContent()).toBe('');
    await alice.screenshot({ path: `${SHOTS}/typing.png` });
    await expectAccessible(alice);
    await carla.getByRole('button', { name: 'Send', exact: true }).click();
    await carla.getByTestId('chat-message').filter({ hasText: 'Floor 4 ceilings are in the addendum' }).waitFor();
    await expect.poll(() => typingNotice(alice).textContent(), { timeout: 10_000 }).toBe('');
  });

  it('names the other editor on the project’s edit screen', async () => {
    await editProject(alice);
    await editProject(carla);
    await expect.poll(() => editingNotice(alice).textContent(), { timeout: 10_000 }).toBe('Carla Mendes is editing');
    await expect.poll(() => editingNotice(carla).textContent(), { timeout: 10_000 }).toBe('Alice Morgan is editing');
    await alice.screenshot({ path: `${SHOTS}/project-editing.png` });
    await expectAccessible(alice);
  });

  it('names the other editor on a kernel form (a branch), and Carla is gone once her tab closes', async () => {
    await editBranch(alice);
    await editBranch(carla);
    await expect.poll(() => editingNotice(alice).textContent(), { timeout: 10_000 }).toBe('Carla Mendes is editing');
    await expect.poll(() => editingNotice(carla).textContent(), { timeout: 10_000 }).toBe('Alice Morgan is editing');
    await alice.screenshot({ path: `${SHOTS}/branch-editing.png` });
    await expectAccessible(alice);

    const closed = Date.now();
    await carlaContext.close();
    await expect.poll(() => editingNotice(alice).textContent(), { timeout: 10_000 }).toBe('');
    console.log(`presence: Carla gone from Alice's edit screen ${Date.now() - closed} ms after her tab closed`);
  });
});
