/**
 * The sign-in flows as a user meets them, in Chromium against the real server (issue 2, items 6 and
 * 8; spec §2.4, §4, §5, §8; issue 14: deep links): login, two-factor, forgot password, remember me, reload and logout, with
 * an accessibility check on every sign-in screen, also while it shows field errors or a toast.
 *
 * One server for the file. Each test opens its own browser context, so nothing is shared through
 * storage; each account is used by the tests that need it only (the password reset uses
 * user@example.com, the wrong password guest@example.com), so no test can lock another out.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_PASSWORD, expectAccessible, launchBrowser, launchBrowserProfile, logOut, signIn, startServer, type RunningServer } from './harness';
import { STORAGE_KEYS } from '../../src/gateway/token-store';

/** The server's resend window in these tests (default 90 s; the server reads RESEND_COOLDOWN_SECONDS). */
const RESEND_COOLDOWN_SECONDS = 2;

let server: RunningServer;
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ RESEND_COOLDOWN_SECONDS: String(RESEND_COOLDOWN_SECONDS) }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});
afterEach(async () => {
  await context?.close();
  context = undefined;
});

/** A page in a context of its own (no storage shared with any other test). */
async function freshPage(): Promise<Page> {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

const path = (page: Page) => new URL(page.url()).pathname;
const expectPath = (page: Page, pattern: RegExp) => expect.poll(() => path(page), { timeout: 15_000 }).toMatch(pattern);
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const shown = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor({ state: 'visible', timeout: 15_000 });
const absent = (page: Page, text: string | RegExp) => expect.poll(() => page.getByText(text).count(), { timeout: 15_000 }).toBe(0);
const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first().waitFor({ timeout: 15_000 });
/** Waits for a toast and keeps it open (toasts pause while the pointer is on them), for a check while it shows. */
async function holdToast(page: Page, text: string): Promise<void> {
  await toast(page, text);
  await page.getByRole('status').filter({ hasText: text }).first().hover();
}
const enabled = (page: Page, name: string, expected: boolean) =>
  expect.poll(() => button(page, name).isEnabled(), { timeout: 15_000 }).toBe(expected);
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const captchaImage = (page: Page) => page.getByRole('img', { name: 'Captcha' });
const answerOf = async (response: Response) => (await response.json()) as { status: number; messages: string };

/** The login form shown (its captcha comes in the page) and running: Login is enabled once hydrated. */
async function loginReady(page: Page): Promise<void> {
  await captchaImage(page).waitFor({ timeout: 15_000 });
  await enabled(page, 'Login', true);
}

async function openLogin(page: Page): Promise<void> {
  await page.goto(`${server.url}/login`);
  await loginReady(page);
}

async function fillLogin(page: Page, email: string, password: string, captcha = 'PASSED'): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Captcha').fill(captcha);
}

/** Submits the login form and answers what the server said to it. */
async function submitLogin(page: Page): Promise<Response> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/auth/checkin')),
    button(page, 'Login').click(),
  ]);
  return response;
}

/** The newest code mailed to `email` once a mail beyond `after` has arrived (mail goes out after the answer). */
async function mailedCode(email: string, after: number): Promise<string> {
  await expect.poll(() => server.mailCount(email), { timeout: 15_000 }).toBeGreaterThan(after);
  return server.latestCode(email);
}

const digit = (page: Page, n: number) => page.getByLabel(`Digit ${n}`);
const digits = (page: Page) => Promise.all([1, 2, 3, 4].map((n) => digit(page, n).inputValue()));
const focusedLabel = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? null);
const timer = (page: Page) => page.getByRole('timer').innerText();

/** Pastes `text` into the focused box, as the browser does for Ctrl+V. */
async function paste(page: Page, text: string): Promise<void> {
  await page.evaluate((value) => {
    const data = new DataTransfer();
    data.setData('text', value);
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

describe('login', () => {
  it('signs in and lands on / with the shell; "Please Wait..." shows while the call runs', async () => {
    const page = await freshPage();
    await openLogin(page);
    await expectAccessible(page);
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/auth/checkin', async (route) => {
      await held;
      await route.continue();
    });
    await fillLogin(page, 'admin@example.com', DEMO_PASSWORD);
    await button(page, 'Login').click();
    await enabled(page, 'Please Wait...', false);
    expect(path(page)).toBe('/login');
    release();
    await expectPath(page, /^\/$/);
    await nav(page).waitFor({ timeout: 15_000 });
    await page.getByRole('banner').waitFor();
  });

  it('shows "Email is required" and "Password is required" at their fields, each clearing on the next edit', async () => {
    const page = await freshPage();
    await openLogin(page);
    await button(page, 'Login').click();
    await shown(page, 'Email is required');
    await shown(page, 'Password is required');
    await expectAccessible(page);
    await page.getByLabel('Email').fill('a');
    await absent(page, 'Email is required');
    await shown(page, 'Password is required');
    await page.getByLabel('Password', { exact: true }).fill('b');
    await absent(page, 'Password is required');
    expect(path(page)).toBe('/login');
  });

  it('shows the server\'s messages under the form for a wrong password', async () => {
    const page = await freshPage();
    await openLogin(page);
    await fillLogin(page, 'guest@example.com', 'Wrong@Pass99');
    const answer = await answerOf(await submitLogin(page));
    expect(answer.status).toBe(401);
    expect(answer.messages).not.toBe('');
    const message = page.locator('form').getByRole('alert');
    await expect.poll(() => message.innerText(), { timeout: 15_000 }).toBe(answer.messages);
    expect(path(page)).toBe('/login');
    await enabled(page, 'Login', true);
    await expectAccessible(page);
  });

  it('answers a wrong captcha with "Invalid Captcha", a new captcha image and an empty captcha field', async () => {
    const page = await freshPage();
    await openLogin(page);
    const before = await captchaImage(page).getAttribute('src');
    await fillLogin(page, 'admin@example.com', DEMO_PASSWORD, 'WRONG1');
    const answer = await answerOf(await submitLogin(page));
    expect(answer.messages).toBe('Invalid Captcha');
    await shown(page, 'Invalid Captcha');
    await captchaImage(page).waitFor({ timeout: 15_000 });
    await expect.poll(() => captchaImage(page).getAttribute('src'), { timeout: 15_000 }).not.toBe(before);
    expect(await page.getByLabel('Captcha').inputValue()).toBe('');
    expect(await page.getByLabel('Email').inputValue()).toBe('admin@example.com');
    expect(path(page)).toBe('/login');
    await expectAccessible(page);
  });

  it('shows and hides the password with its toggle', async () => {
    const page = await freshPage();
    await openLogin(page);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('Secret#123');
    expect(await password.getAttribute('type')).toBe('password');
    await button(page, 'Show password').click();
    expect(await password.getAttribute('type')).toBe('text');
    expect(await password.inputValue()).toBe('Secret#123');
    await button(page, 'Hide password').click();
    expect(await password.getAttribute('type')).toBe('password');
  });

  it('sends a password-change account (205) to /forgot-password/', async () => {
    const page = await freshPage();
    await openLogin(page);
    await fillLogin(page, 'expired@example.com', DEMO_PASSWORD);
    expect((await answerOf(await submitLogin(page))).status).toBe(205);
    await expectPath(page, /^\/forgot-password\/?$/);
    await page.getByLabel('Email').waitFor();
    await button(page, 'Send').waitFor();
  });
});

describe('remember me, reload and logout', () => {
  it('stores the preference when ticked, keeps the box ticked after a reload, and removes it when unticked', async () => {
    const page = await freshPage();
    await openLogin(page);
    const box = page.getByRole('checkbox', { name: 'Remember me' });
    const stored = () => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.rememberMe);
    expect(await box.isChecked()).toBe(false);
    expect(await stored()).toBeNull();
    await page.getByText('Remember me').click();
    await expect.poll(() => box.isChecked()).toBe(true);
    expect(await stored()).toBe('true');
    await page.reload();
    await loginReady(page);
    expect(await box.isChecked()).toBe(true);
    await page.getByText('Remember me').click();
    await expect.poll(() => box.isChecked()).toBe(false);
    expect(await stored()).toBeNull();
    await page.reload();
    await loginReady(page);
    expect(await box.isChecked()).toBe(false);
  });

  it.each([
    [false, 'signed out: the sign-in lasted for the browser session'],
    [true, 'still signed in: the remembered sign-in survives'],
  ])('after a browser restart, Remember me ticked %s leaves the user %s', async (remember) => {
    const profile = await mkdtemp(join(tmpdir(), 'portal-profile-'));
    try {
      const first = await launchBrowserProfile(profile);
      const page = first.pages()[0] ?? (await first.newPage());
      await openLogin(page);
      if (remember) await page.getByText('Remember me').click();
      await fillLogin(page, 'admin@example.com', DEMO_PASSWORD);
      expect((await answerOf(await submitLogin(page))).status).toBe(200);
      await nav(page).waitFor({ timeout: 15_000 });
      // Another tab of the same browser session shares the sign-in either way.
      const tab = await first.newPage();
      await tab.goto(`${server.url}/profile`);
      await nav(tab).waitFor({ timeout: 15_000 });
      await first.close();

      const again = await launchBrowserProfile(profile);
      const reopened = again.pages()[0] ?? (await again.newPage());
      await reopened.goto(`${server.url}/profile`);
      if (remember) {
        await nav(reopened).waitFor({ timeout: 15_000 });
        expect(path(reopened)).toBe('/profile');
      } else {
        await expectPath(reopened, /^\/login\/?$/);
        await button(reopened, 'Login').waitFor({ timeout: 15_000 });
        expect(await reopened.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)).toBeNull();
      }
      await again.close();
    } finally {
      await rm(profile, { recursive: true, force: true });
    }
  });

  it('stays signed in across a reload', async () => {
    const page = await freshPage();
    await signIn(page, server.url, 'admin@example.com');
    await nav(page).waitFor({ timeout: 15_000 });
    await page.reload();
    await nav(page).waitFor({ timeout: 15_000 });
    expect(path(page)).toBe('/');
  });

  it('does not show the shell on Back after logging out', async () => {
    const page = await freshPage();
    await signIn(page, server.url, 'admin@example.com');
    await nav(page).waitFor({ timeout: 15_000 });
    // A second shell page, so Back after the logout leads to a shell address (/), not out of the app.
    await nav(page).getByRole('link', { name: 'Duedate Calendar' }).first().click();
    await expectPath(page, /^\/duedate-calendar$/);
    await logOut(page, server.url);
    await page.goBack();
    await expect.poll(() => page.url(), { timeout: 15_000 }).not.toMatch(/\/duedate-calendar$/);
    await expectPath(page, /^\/login\/?$/);
    await button(page, 'Login').waitFor({ timeout: 15_000 });
    expect(await nav(page).count()).toBe(0);
    expect(await page.evaluate((key) => localStorage.getItem(key) ?? sessionStorage.getItem(key), STORAGE_KEYS.token)).toBeNull();
  });
});

describe('deep links through sign-in (issue 14)', () => {
  const heading = (page: Page, name: string) => page.getByRole('heading', { name, level: 1 }).waitFor({ timeout: 15_000 });

  it('a signed-out user who opens /holidays signs in and lands on /holidays, with its query', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/holidays?from=link`);
    await expectPath(page, /^\/login\/?$/);
    await captchaImage(page).waitFor({ timeout: 15_000 });
    await fillLogin(page, 'admin@example.com', DEMO_PASSWORD);
    expect((await answerOf(await submitLogin(page))).status).toBe(200);
    await expectPath(page, /^\/holidays$/);
    expect(new URL(page.url()).search).toBe('?from=link');
    await heading(page, 'Manage Holidays');
  });

  it('keeps the deep link through the two-factor step', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/holidays`);
    await expectPath(page, /^\/login\/?$/);
    await captchaImage(page).waitFor({ timeout: 15_000 });
    const mails = await server.mailCount('ops@example.com');
    await fillLogin(page, 'ops@example.com', DEMO_PASSWORD);
    expect((await answerOf(await submitLogin(page))).status).toBe(206);
    await digit(page, 1).waitFor({ timeout: 15_000 });
    const code = await mailedCode('ops@example.com', mails);
    await digit(page, 1).click();
    await page.keyboard.type(code);
    await button(page, 'Verify').click();
    await expectPath(page, /^\/holidays$/);
    await heading(page, 'Manage Holidays');
  });

  it('sends a signed-in user who opens a sign-in page to /', async () => {
    const page = await freshPage();
    await signIn(page, server.url, 'admin@example.com');
    await nav(page).waitFor({ timeout: 15_000 });
    for (const address of ['/login', '/forgot-password', '/otpVerification/admin%40example.com/0']) {
      await page.goto(`${server.url}${address}`);
      await expectPath(page, /^\/$/);
      await nav(page).waitFor({ timeout: 15_000 });
      expect(await button(page, 'Login').count()).toBe(0);
    }
  });

  it('after logging out, the next sign-in goes to / and not to the last page', async () => {
    const page = await freshPage();
    await signIn(page, server.url, 'admin@example.com');
    await nav(page).getByRole('link', { name: 'Duedate Calendar' }).first().click();
    await expectPath(page, /^\/duedate-calendar$/);
    await logOut(page, server.url);
    await signIn(page, server.url, 'admin@example.com');
    expect(path(page)).toBe('/');
  });
});

describe('two-factor sign-in (206)', () => {
  /**
   * Signs in as ops@example.com with the page's clock paused, so the countdown moves only when told to.
   * The clock is stepped 100 ms at a time until the code screen shows (React reveals a lazily loaded
   * screen on a timer), so the screen is seen well within its first second.
   */
  async function reachOtp(page: Page): Promise<{ mails: number }> {
    await page.clock.install();
    await openLogin(page);
    const mails = await server.mailCount('ops@example.com');
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1_000));
    await fillLogin(page, 'ops@example.com', DEMO_PASSWORD);
    const answer = (await (await submitLogin(page)).json()) as { status: number; customer_id: number };
    expect(answer.status).toBe(206);
    await expectPath(page, new RegExp(`^/otpVerification/ops(%40|@)example\\.com/${answer.customer_id}$`));
    const deadline = Date.now() + 15_000;
    while (!(await digit(page, 1).isVisible())) {
      if (Date.now() > deadline) throw new Error('the two-factor screen did not show');
      await page.clock.runFor(100);
      await page.waitForTimeout(50);
    }
    return { mails };
  }

  it('advances through the four boxes, accepts a pasted code, keeps Verify disabled until four digits, and signs in with the mailed code', async () => {
    const page = await freshPage();
    const { mails } = await reachOtp(page);
    await page.clock.resume();
    await expectAccessible(page);
    await enabled(page, 'Verify', false);

    await digit(page, 1).click();
    for (const [index, key] of ['1', '2', '3'].entries()) {
      await page.keyboard.type(key);
      expect(await focusedLabel(page)).toBe(`Digit ${index + 2}`);
      await enabled(page, 'Verify', false);
    }
    await page.keyboard.type('4');
    expect(await digits(page)).toEqual(['1', '2', '3', '4']);
    await enabled(page, 'Verify', true);

    // A pasted code fills every box at once.
    for (let n = 4; n >= 1; n -= 1) await digit(page, n).fill('');
    await enabled(page, 'Verify', false);
    await digit(page, 1).focus();
    await paste(page, '1234');
    await expect.poll(() => digits(page)).toEqual(['1', '2', '3', '4']);
    await enabled(page, 'Verify', true);

    const code = await mailedCode('ops@example.com', mails);
    await digit(page, 1).focus();
    await paste(page, code);
    await expect.poll(() => digits(page)).toEqual(code.split(''));
    await button(page, 'Verify').click();
    await expectPath(page, /^\/$/);
    await toast(page, 'Code verified successfully');
    await nav(page).waitFor({ timeout: 15_000 });
  });

  it('shows the server\'s message for a wrong code, and Back returns to /login', async () => {
    const page = await freshPage();
    const { mails } = await reachOtp(page);
    await page.clock.resume();
    const code = await mailedCode('ops@example.com', mails);
    const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
    await digit(page, 1).click();
    await page.keyboard.type(wrong);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/checkotplogin')),
      button(page, 'Verify').click(),
    ]);
    const answer = await answerOf(response);
    expect(answer.status).toBe(400);
    const message = page.locator('form').getByRole('alert');
    await expect.poll(() => message.innerText(), { timeout: 15_000 }).toBe(answer.messages);
    expect(path(page)).toMatch(/^\/otpVerification\//);
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back' }).click();
    await expectPath(page, /^\/login\/?$/);
    await button(page, 'Login').waitFor();
  });

  it('counts down from 1:30, opens "Resend code" only at 0:00, and a resend restarts the countdown, clears the digits and mails a new code', async () => {
    const page = await freshPage();
    const { mails } = await reachOtp(page);
    const sentAt = Date.now();
    await mailedCode('ops@example.com', mails);
    expect(await timer(page)).toBe('1:30');
    await enabled(page, 'Resend code', false);
    await page.clock.runFor(1_000);
    await expect.poll(() => timer(page)).toBe('1:29');
    await page.clock.runFor(88_000);
    await expect.poll(() => timer(page)).toBe('0:01');
    await enabled(page, 'Resend code', false);
    await page.clock.runFor(1_000);
    await expect.poll(() => timer(page)).toBe('0:00');
    await enabled(page, 'Resend code', true);

    await digit(page, 1).click();
    await page.keyboard.type('12');
    expect(await digits(page)).toEqual(['1', '2', '', '']);
    // The page's 90 s ran on its fake clock; the server's own resend window runs in real time.
    const wait = sentAt + (RESEND_COOLDOWN_SECONDS + 1) * 1000 - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/resendcode')),
      button(page, 'Resend code').click(),
    ]);
    expect((await answerOf(response)).status).toBe(200);
    await expect.poll(() => digits(page)).toEqual(['', '', '', '']);
    expect(await timer(page)).toBe('1:30');
    await enabled(page, 'Resend code', false);
    // The toast stack loads with the first toast and React reveals it on a timer: step the paused
    // clock by less than a second, so the restarted countdown still reads 1:30.
    const toastShown = () => page.getByRole('status').filter({ hasText: 'Verification code has been sent' }).isVisible();
    for (let step = 0; step < 9 && !(await toastShown()); step += 1) {
      await page.clock.runFor(100);
      await page.waitForTimeout(100);
    }
    await toast(page, 'Verification code has been sent');
    expect(await timer(page)).toBe('1:30');
    // axe-core runs on timers too: the clock flows again for the check.
    await page.clock.resume();
    await expectAccessible(page);

    // The new code is mailed, and it is the one that signs in.
    const second = await mailedCode('ops@example.com', mails + 1);
    await digit(page, 1).click();
    await page.keyboard.type(second);
    await button(page, 'Verify').click();
    await expectPath(page, /^\/$/);
    await nav(page).waitFor({ timeout: 15_000 });
  });
});

describe('forgot password', () => {
  const EMAIL = 'user@example.com';
  const NEW_PASSWORD = 'Sunrise#Over42';
  const RULE =
    'Password should be at least 8 characters in length and should include at least one upper case letter, one number, and one special character';

  it('mails a code, verifies it, resets the password with the rules of spec §5, and the new password signs in', async () => {
    const page = await freshPage();
    await page.goto(`${server.url}/forgot-password`);
    await button(page, 'Send').waitFor();
    // The prerendered Send is disabled until the app runs; axe must not sample its colour mid-transition.
    await expect.poll(() => button(page, 'Send').isEnabled(), { timeout: 15_000 }).toBe(true);
    await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)));
    await expectAccessible(page);
    await button(page, 'Send').click();
    await shown(page, 'Email is required');
    await expectAccessible(page);
    await page.getByLabel('Email').fill(EMAIL);
    await absent(page, 'Email is required');

    const mails = await server.mailCount(EMAIL);
    await button(page, 'Send').click();
    await holdToast(page, `Verfication code has been sent to ${EMAIL} successfully`);
    await expectPath(page, /^\/forgot-password\/verify-email\/user(%40|@)example\.com\/\d+$/);
    await digit(page, 1).waitFor();
    await expectAccessible(page);
    await page.mouse.move(0, 0);

    const code = await mailedCode(EMAIL, mails);
    await digit(page, 1).focus();
    await paste(page, code);
    await button(page, 'Verify').click();
    await holdToast(page, 'Email verified successfully');
    await expectPath(page, /^\/forgot-password\/reset-password\/user(%40|@)example\.com$/);
    await page.getByLabel('New Password').waitFor();
    await expectAccessible(page);
    await page.mouse.move(0, 0);

    const newPassword = page.getByLabel('New Password');
    const confirm = page.getByLabel('Confirm Password');
    const reset = button(page, 'Reset password');
    await reset.click();
    await shown(page, 'This field is required');
    await expectAccessible(page);
    await newPassword.fill('weakpass');
    await absent(page, 'This field is required');
    await reset.click();
    await shown(page, RULE);
    await newPassword.fill(NEW_PASSWORD);
    await absent(page, RULE);
    await reset.click();
    await shown(page, 'This field is required');
    await confirm.fill(`${NEW_PASSWORD}x`);
    await reset.click();
    await shown(page, "Password doesn't match");
    await expectAccessible(page);
    await confirm.fill(NEW_PASSWORD);
    await absent(page, "Password doesn't match");
    await reset.click();
    await holdToast(page, 'Password changed successfully');
    await expectPath(page, /^\/login\/?$/);
    await captchaImage(page).waitFor({ timeout: 15_000 });
    await toast(page, 'Password changed successfully');
    await expectAccessible(page);
    await page.mouse.move(0, 0);

    // The old password no longer works; the new one does.
    await fillLogin(page, EMAIL, DEMO_PASSWORD);
    const refused = await answerOf(await submitLogin(page));
    expect(refused.status).toBe(401);
    await expect.poll(() => page.locator('form').getByRole('alert').innerText(), { timeout: 15_000 }).toBe(refused.messages);
    expect(path(page)).toBe('/login');
    await signIn(page, server.url, EMAIL, NEW_PASSWORD);
    await nav(page).waitFor({ timeout: 15_000 });
  });
});
