/**
 * The rating popup's generated paths (tests/model/models/rate-popup.ts) in Chromium against the real
 * server. Each path signs in a customer user: a new one due for a rating when the server is to ask
 * (tests/e2e/due-customer.ts), the demo customer admin (who rated lately) when it is not. The three
 * calls (/review/showratepop, /review/create, /review/notnow) are held until the path says how the
 * server answers; a refused rating is one whose score the test turns into 11 on its way, so the real
 * server refuses it. Every state is checked on the page.
 */
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { createDueCustomerUser } from './due-customer';
import { apiToken, DEMO_PASSWORD, expectAccessible, launchBrowser, startServer, type RunningServer } from './harness';
import { drawn, HeldRoute, itRunsEveryPath, storeSession } from './paths-driver';
import { STORAGE_KEYS } from '../../src/gateway/token-store';
import { RATE_TEXTS } from '../../src/machines/rate-popup';
import type { Assertions, FlowPath } from '../model/support';

const PASSWORD = 'Rating@2026x';
const COMMENT = '  Fast and accurate.  ';

let server: RunningServer;
let browser: Browser;
let adminToken: string;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  adminToken = await apiToken(server.url, 'admin@example.com');
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface Run {
  context: BrowserContext;
  page: Page;
  prompt: HeldRoute;
  create: HeldRoute;
  notNow: HeldRoute;
}

let users = 0;
/** A token of a customer user the server asks (a new one) or does not ask (the demo customer admin). */
async function customerToken(due: boolean): Promise<string> {
  if (!due) return apiToken(server.url, 'customeradmin@example.com', DEMO_PASSWORD);
  users += 1;
  const email = `rating.path${users}@example.com`;
  await createDueCustomerUser(server.url, adminToken, { name: `Rating Path ${users}`, email, phone: `30355502${String(users).padStart(2, '0')}`, password: PASSWORD });
  return apiToken(server.url, email, PASSWORD);
}

/** A fresh browser on /login holding the session, the app not opened yet; the three calls will be held. */
async function open(path: FlowPath): Promise<Run> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const run = {
    context,
    page,
    prompt: new HeldRoute(/\/api\/review\/showratepop(\?|$)/),
    create: new HeldRoute(/\/api\/review\/create(\?|$)/),
    notNow: new HeldRoute(/\/api\/review\/notnow(\?|$)/),
  };
  await Promise.all([run.prompt.attach(page), run.create.attach(page), run.notNow.attach(page)]);
  await page.goto(`${server.url}/login`);
  await storeSession(page, await customerToken(path.steps.some((step) => step.event === 'server.ask')));
  return run;
}

const flag = ({ page }: Run) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.ratePopup);
const popup = ({ page }: Run) => page.getByRole('dialog', { name: 'Rate us' });
const nine = (run: Run) => popup(run).getByRole('radio', { name: '9', exact: true });
const messageOf = (held: HeldRoute) => (JSON.parse(held.lastBody) as { messages: string }).messages;
/** The shell is up and has drawn what it has: no dialog shows. */
const noPopup = async ({ page }: Run) => {
  await page.getByRole('navigation', { name: 'Main navigation' }).waitFor();
  await drawn(page);
  expect(await page.getByRole('dialog').count()).toBe(0);
};
const closedPopup = (run: Run) => popup(run).waitFor({ state: 'detached' });

const events: Record<string, (run: Run) => Promise<void>> = {
  'flag.absent': async ({ page }) => {
    await page.goto(`${server.url}/`);
  },
  'flag.stored': async ({ page }) => {
    await page.evaluate((key) => localStorage.setItem(key, 'true'), STORAGE_KEYS.ratePopup);
    await page.goto(`${server.url}/`);
  },
  'server.ask': async ({ prompt }) => {
    expect(await prompt.answer()).toBe(200);
    expect(JSON.parse(prompt.lastBody)).toMatchObject({ data: { show_popup: true, reason: 'due' } });
  },
  'server.noAsk': async ({ prompt }) => {
    expect(await prompt.answer()).toBe(200);
    expect(JSON.parse(prompt.lastBody)).toMatchObject({ data: { show_popup: false } });
  },
  // Only "Not now" and the check reach the server without a user's rating in between.
  'server.unreachable': (run) => (run.notNow.seen > 0 ? run.notNow.fail() : run.prompt.fail()),
  'score.chosen': (run) => nine(run).click({ force: true }),
  submit: async (run) => {
    await popup(run).getByLabel('Comment').fill(COMMENT);
    await popup(run).getByRole('button', { name: 'Submit' }).click();
  },
  'server.accepted': async ({ create }) => expect(await create.answer()).toBe(200),
  'server.refused': async ({ create }) => {
    const sent = JSON.parse(await create.nextBody()) as Record<string, unknown>;
    expect(await create.answer({ postData: JSON.stringify({ ...sent, score: 11 }) })).toBe(400);
  },
  'server.postponed': async ({ notNow }) => expect(await notNow.answer()).toBe(200),
  notNow: (run) => popup(run).getByRole('button', { name: 'Not now' }).click(),
  close: (run) => popup(run).getByRole('button', { name: 'Close' }).click(),
  'page.reloaded': async (run) => {
    run.prompt.seen = 0;
    await run.page.reload();
  },
};

const assertions: Assertions<Run> = {
  'ratePopup.checkingFlag': async (run) => {
    expect(run.prompt.seen).toBe(0);
    expect(await flag(run)).toBeNull();
  },
  'ratePopup.asking': async (run) => {
    await run.prompt.arrived();
    await noPopup(run);
    expect(await flag(run)).toBeNull();
  },
  'ratePopup.open.empty': async (run) => {
    await popup(run).getByText(RATE_TEXTS.question).waitFor();
    await popup(run).getByText(/^About your recent project /).waitFor();
    expect(await popup(run).getByRole('radio', { checked: true }).count()).toBe(0);
    expect(await flag(run)).toBeNull();
    await expectAccessible(run.page);
  },
  'ratePopup.open.scoreRequired': async (run) => {
    await popup(run).getByText(RATE_TEXTS.scoreRequired).waitFor();
    expect(run.create.seen).toBe(0);
  },
  'ratePopup.open.scored': async (run) => {
    await expect.poll(() => nine(run).isChecked()).toBe(true);
    expect(await popup(run).getByRole('alert').count()).toBe(0);
  },
  'ratePopup.open.refused': async (run) => {
    await popup(run).getByRole('alert').getByText(messageOf(run.create), { exact: true }).waitFor();
    expect(await nine(run).isChecked()).toBe(true);
    expect(await popup(run).getByLabel('Comment').inputValue()).toBe(COMMENT);
    expect(await flag(run)).toBeNull();
  },
  'ratePopup.submitting': async (run) => {
    expect(JSON.parse(await run.create.nextBody())).toMatchObject({ score: 9, comment: COMMENT.trim(), project_id: expect.any(Number) });
    await expect.poll(() => popup(run).getByRole('button', { name: 'Not now' }).isDisabled()).toBe(true);
    expect(await flag(run)).toBeNull();
  },
  'ratePopup.postponing': async (run) => {
    await run.notNow.arrived();
    await closedPopup(run);
    // The flag is stored at once: a reload while the call runs does not ask again.
    expect(await flag(run)).toBe('true');
  },
  'ratePopup.submitted': async (run) => {
    await run.page.getByRole('status').filter({ hasText: RATE_TEXTS.thanks }).first().waitFor();
    await closedPopup(run);
    expect(await flag(run)).toBe('true');
  },
  'ratePopup.postponed': async (run) => {
    await closedPopup(run);
    expect(await flag(run)).toBe('true');
  },
  'ratePopup.postponedOffline': async (run) => {
    await closedPopup(run);
    expect(run.notNow.seen).toBe(1);
    expect(await flag(run)).toBe('true');
  },
  'ratePopup.closed': async (run) => {
    await closedPopup(run);
    expect(run.notNow.seen).toBe(0);
    expect(await flag(run)).toBeNull();
  },
  'ratePopup.reasked': async (run) => {
    await run.prompt.arrived();
    await noPopup(run);
  },
  'ratePopup.reloaded': async (run) => {
    await noPopup(run);
    expect(run.prompt.seen).toBe(0);
  },
  'ratePopup.hidden.flagStored': async (run) => {
    await noPopup(run);
    expect(run.prompt.seen).toBe(0);
  },
  'ratePopup.hidden.notAsked': async (run) => {
    await noPopup(run);
    expect(run.prompt.seen).toBe(1);
    expect(await flag(run)).toBeNull();
  },
  'ratePopup.hidden.failed': async (run) => {
    await noPopup(run);
    // A POST is not repeated: the one failed check is all.
    expect(run.prompt.seen).toBe(1);
    expect(await flag(run)).toBeNull();
  },
};

describe('rating popup paths in the browser', () => itRunsEveryPath('rate-popup', open, events, assertions));
