/**
 * The generated paths of the login, two-factor and forgot-password models (tests/model/models.ts),
 * run against the real screens and server in Chromium. Each state of a path is checked on the page;
 * the suite fails when a model state has no page assertion. The countdown's expiry is the page's fake
 * clock running 90 s; a successful resend also waits out the server's real resend window, which this
 * suite's main server shortens to RESEND_COOLDOWN_SECONDS. The paths where the server refuses a resend
 * run against a second server with the spec's 90-second window, so the refusal does not hang on timing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD, expectAccessible, launchBrowser, startServer, type RunningServer } from './harness';
import { HeldCalls } from './auth-driver';
import { forgotPasswordModel, FORGOT_PASSWORD_REAL, FORGOT_PASSWORD_TRANSIENT } from '../model/models/forgot-password';
import { loginModel, LOGIN_REAL, LOGIN_TRANSIENT } from '../model/models/login';
import { twoFactorModel, TWO_FACTOR_REAL } from '../model/models/two-factor';
import { checkAssertionCoverage, checkPathsVisitEveryState, generatePaths, type Assertions, type FlowPath } from '../model/support';
import { forgotPasswordMachine } from '../../src/machines/forgot-password';
import { loginMachine } from '../../src/machines/login';
import { twoFactorMachine } from '../../src/machines/two-factor';
import { MESSAGES, RESEND_SECONDS } from '../../src/domain/validation';
import { CAPTCHA_REQUIRED, CAPTCHA_UNAVAILABLE, SOMETHING_WENT_WRONG, TEXTS, TWO_FACTOR_OK } from '../../src/machines/auth-texts';

/** The main server's resend window: a successful resend waits this long, not the spec's 90 s. */
const RESEND_COOLDOWN_SECONDS = 2;

let server: RunningServer;
/** The spec's 90-second resend window, for the paths where the server refuses a resend. */
let strictServer: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, strictServer, browser] = await Promise.all([
    startServer({ RESEND_COOLDOWN_SECONDS: String(RESEND_COOLDOWN_SECONDS) }),
    startServer(),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([server?.stop(), strictServer?.stop()]);
});

interface Run {
  page: Page;
  calls: HeldCalls;
  email: string;
  server: RunningServer;
  /** Mails the address had before this path: its code is the first mail after them. */
  mailsBefore: number;
}

/** The code this path had mailed; waits for the mail, which the server sends after its answer. */
async function mailedCode(run: Run): Promise<string> {
  await expect.poll(() => run.server.mailCount(run.email), { timeout: 15_000 }).toBeGreaterThan(run.mailsBefore);
  return run.server.latestCode(run.email);
}

const visible = async (page: Page, text: string | RegExp) => {
  await page.getByText(text).first().waitFor({ state: 'visible', timeout: 10_000 });
};
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const expectButton = async (page: Page, name: string, enabled: boolean) => {
  await button(page, name).waitFor({ timeout: 10_000 });
  await expect.poll(() => button(page, name).isEnabled(), { timeout: 10_000 }).toBe(enabled);
};
const url = (page: Page) => new URL(page.url()).pathname;
const expectPath = (page: Page, pattern: RegExp) => expect.poll(() => url(page), { timeout: 10_000 }).toMatch(pattern);
const digits = (page: Page) => Promise.all([1, 2, 3, 4].map((n) => page.getByLabel(`Digit ${n}`).inputValue()));
const timer = (page: Page) => page.getByRole('timer').innerText();

async function runPath(path: FlowPath, run: Run, events: Record<string, (run: Run) => Promise<void>>, assertions: Assertions<Run>) {
  const check = async (state: string) => {
    const assertion = assertions[state];
    if (!assertion) throw new Error(`no assertion for ${state}`);
    await assertion(run);
  };
  await check(path.states[0] ?? '');
  for (const step of path.steps) {
    const exec = events[step.event];
    if (!exec) throw new Error(`no executor for ${step.event}`);
    await exec(run);
    await check(step.state);
  }
}

/** A new page (in a context of its own, under the app's real CSP) with a fake clock and held sign-in calls. */
async function open(target: string, email: string, hold: boolean, on: RunningServer = server): Promise<Run> {
  const page = await browser.newPage();
  await page.clock.install();
  const calls = new HeldCalls({ resendWindowSeconds: on === server ? RESEND_COOLDOWN_SECONDS : RESEND_SECONDS });
  calls.holding = hold;
  await calls.attach(page);
  const mailsBefore = await on.mailCount(email);
  await page.goto(`${on.url}${target}`);
  return { page, calls, email, server: on, mailsBefore };
}

// ---- login ----------------------------------------------------------------------------------

/** /login reached in the app, where the form loads its captcha (opened by address, it comes with one). */
async function openLoginInApp(): Promise<Run> {
  const run = await open('/forgot-password', 'admin@example.com', true);
  // Once the app runs (Send enabled), the link navigates in the app; earlier it would load the page.
  await expectButton(run.page, 'Send', true);
  await run.page.getByRole('link', { name: 'Back to login' }).click();
  await expectPath(run.page, /^\/login$/);
  return run;
}

async function fillLogin(page: Page, email: string, password: string, captcha: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Captcha').fill(captcha);
}
const submitAs = (email: string, password = DEMO_PASSWORD, captcha = 'PASSED') => async ({ page }: Run) => {
  await fillLogin(page, email, password, captcha);
  await button(page, 'Login').click();
};

const loginEvents: Record<string, (run: Run) => Promise<void>> = {
  'captcha.served': ({ calls }) => calls.answer(),
  'captcha.unreachable': ({ calls }) => calls.fail({ retries: 2 }),
  'captcha.reload': ({ page }) => button(page, 'Reload Captcha').click(),
  'rememberMe.ticked': ({ page }) => page.getByText('Remember me').click(),
  'rememberMe.unticked': ({ page }) => page.getByText('Remember me').click(),
  'submit.blank': submitAs('', '', ''),
  'fields.filled': ({ page }) => fillLogin(page, 'admin@example.com', DEMO_PASSWORD, 'PASSED'),
  'submit.admin': submitAs('admin@example.com'),
  'submit.wrongPassword': submitAs('admin@example.com', 'Wrong@2026x'),
  'submit.wrongCaptcha': submitAs('admin@example.com', DEMO_PASSWORD, 'WRONG1'),
  'submit.expiredAccount': submitAs('expired@example.com'),
  'submit.twoFactorAccount': submitAs('ops@example.com'),
  'server.answered': ({ calls }) => calls.answer(),
  'server.unreachable': ({ calls }) => calls.fail(),
};

const captchaImage = (page: Page) => page.getByRole('img', { name: 'Captcha' });
const pleaseWait = async ({ page }: Run) => expectButton(page, 'Please Wait...', false);

const loginAssertions: Assertions<Run> = {
  'login.loadingCaptcha': async ({ page, calls }) => {
    await calls.waitFor();
    expect(await captchaImage(page).count()).toBe(0);
    await expectButton(page, 'Login', false);
  },
  'login.captchaUnavailable': ({ page }) => visible(page, CAPTCHA_UNAVAILABLE),
  'login.ready': async (run) => {
    await captchaImage(run.page).waitFor();
    await expectButton(run.page, 'Login', true);
    expect(await run.page.getByText(MESSAGES.emailRequired).count()).toBe(0);
    expect(await run.page.getByRole('checkbox', { name: 'Remember me' }).isChecked()).toBe(false);
    await expectAccessible(run.page);
  },
  'login.remembered': async ({ page }) => {
    expect(await page.getByRole('checkbox', { name: 'Remember me' }).isChecked()).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('portal.rememberMe'))).toBe('true');
  },
  'login.invalid': async ({ page }) => {
    for (const message of [MESSAGES.emailRequired, MESSAGES.passwordRequired, CAPTCHA_REQUIRED]) await visible(page, message);
    await expectAccessible(page);
  },
  'login.submitting.admin': pleaseWait,
  'login.submitting.wrongPassword': pleaseWait,
  'login.submitting.wrongCaptcha': pleaseWait,
  'login.submitting.expiredAccount': pleaseWait,
  'login.submitting.twoFactorAccount': pleaseWait,
  'login.captchaRejected': async ({ page, calls }) => {
    await visible(page, MESSAGES.invalidCaptcha);
    await calls.waitFor();
    expect(await page.getByLabel('Captcha').inputValue()).toBe('');
  },
  'login.captchaRenewed': async ({ page }) => {
    await captchaImage(page).waitFor();
    await visible(page, MESSAGES.invalidCaptcha);
  },
  'login.rejected': async ({ page }) => {
    await page.getByRole('alert').first().waitFor();
    expect(url(page)).toBe('/login');
    await expectButton(page, 'Login', true);
  },
  'login.unreachable': ({ page }) => visible(page, SOMETHING_WENT_WRONG),
  'login.signedIn': ({ page }) => expectPath(page, /^\/$/),
  'login.passwordChange': ({ page }) => expectPath(page, /^\/forgot-password\/?$/),
  'login.twoFactor': ({ page }) => expectPath(page, /^\/otpVerification\/ops(%40|@)example\.com\/\d+$/),
};

// ---- code steps -------------------------------------------------------------------------------

async function typeCode(page: Page, code: string) {
  await page.getByLabel('Digit 1').click();
  await page.keyboard.type(code);
}
const wrongCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

const codeEvents: Record<string, (run: Run) => Promise<void>> = {
  'code.typedRight': async (run) => typeCode(run.page, await mailedCode(run)),
  'code.pastedRight': async (run) => {
    const code = await mailedCode(run);
    await run.page.getByLabel('Digit 1').focus();
    await run.page.evaluate((text) => {
      const data = new DataTransfer();
      data.setData('text', text);
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    }, code);
  },
  'code.typedWrong': async (run) => typeCode(run.page, wrongCode(await mailedCode(run))),
  'code.submitted': ({ page }) => button(page, 'Verify').click(),
  'countdown.expired': ({ page }) => page.clock.runFor(90_000),
  'code.resend': async ({ page }) => {
    await typeCode(page, '12');
    await button(page, 'Resend code').click();
  },
  'server.answered': ({ calls }) => calls.answer(),
  'server.unreachable': ({ calls }) => calls.fail(),
  'server.refused': ({ calls }) => calls.answer(),
};

const codeAssertions = (prefix: string, rejected: (run: Run) => Promise<void>, unreachable: (run: Run) => Promise<void>): Assertions<Run> => ({
  [`${prefix}.counting`]: async ({ page }) => {
    await page.getByLabel('Digit 1').waitFor();
    expect(await digits(page)).toEqual(['', '', '', '']);
    expect(await timer(page)).toMatch(/^1:[23]\d$/);
    await expectButton(page, 'Verify', false);
    await expectButton(page, 'Resend code', false);
    await expectAccessible(page);
  },
  [`${prefix}.filledRight`]: async ({ page }) => {
    expect((await digits(page)).join('')).toMatch(/^\d{4}$/);
    await expectButton(page, 'Verify', true);
  },
  [`${prefix}.filledWrong`]: async ({ page }) => {
    expect((await digits(page)).join('')).toMatch(/^\d{4}$/);
    await expectButton(page, 'Verify', true);
  },
  [`${prefix}.checkingRight`]: pleaseWait,
  [`${prefix}.checkingWrong`]: pleaseWait,
  [`${prefix}.rejected`]: rejected,
  [`${prefix}.unreachable`]: unreachable,
  [`${prefix}.expired`]: async ({ page }) => {
    expect(await timer(page)).toBe('0:00');
    await expectButton(page, 'Resend code', true);
  },
  [`${prefix}.resending`]: ({ page }) => expectButton(page, 'Resend code', false),
  [`${prefix}.resent`]: async ({ page }) => {
    await visible(page, TEXTS.resendOk);
    expect(await digits(page)).toEqual(['', '', '', '']);
    expect(await timer(page)).toMatch(/^1:[23]\d$/);
  },
  [`${prefix}.resendRefused`]: ({ page }) => visible(page, new RegExp(`^${TEXTS.resendFailed('')}\\S`)),
});

// Resending succeeds only after the server's real resend window: those paths wait it out.
const resendsOk = (path: FlowPath) => path.states.some((state) => state.endsWith('.resent'));
// A refused resend needs the spec's full window, which a shortened one could let pass on a slow machine.
const refusesResend = (path: FlowPath) => path.states.some((state) => state.endsWith('.resendRefused'));
const serverFor = (path: FlowPath) => (refusesResend(path) ? strictServer : server);
const resendEvents = (path: FlowPath) =>
  resendsOk(path)
    ? { ...codeEvents, 'server.answered': ({ calls }: Run) => calls.answer({ waitForResendWindow: true }) }
    : codeEvents;

const twoFactorAssertions: Assertions<Run> = {
  ...codeAssertions(
    'twoFactor',
    ({ page }) => page.getByRole('alert').first().waitFor(),
    ({ page }) => visible(page, SOMETHING_WENT_WRONG),
  ),
  'twoFactor.signedIn': async ({ page }) => {
    await expectPath(page, /^\/$/);
    await visible(page, TWO_FACTOR_OK);
  },
};

// ---- forgot password ----------------------------------------------------------------------------

const NEW_PASSWORD = 'Brighter#Days42';
const resetWith = (password: string, confirmation: string) => async ({ page }: Run) => {
  await page.getByLabel('New Password').fill(password);
  await page.getByLabel('Confirm Password').fill(confirmation);
  await button(page, 'Reset password').click();
};
const forgotEvents: Record<string, (run: Run) => Promise<void>> = {
  ...codeEvents,
  'submit.blank': async (run) => {
    if (url(run.page).includes('reset-password')) return resetWith('', '')(run);
    await run.page.getByLabel('Email').fill('');
    await button(run.page, 'Send').click();
  },
  'email.typed': (run) => run.page.getByLabel('Email').fill(run.email),
  'submit.email': async (run) => {
    await run.page.getByLabel('Email').fill(run.email);
    await button(run.page, 'Send').click();
  },
  'resetPage.opened': async (run) => {
    await run.page.goto(`${run.server.url}/forgot-password/reset-password/${encodeURIComponent(run.email)}`);
  },
  'submit.weak': resetWith('weakpass', 'weakpass'),
  'submit.mismatch': resetWith(NEW_PASSWORD, `${NEW_PASSWORD}x`),
  'submit.strong': resetWith(NEW_PASSWORD, NEW_PASSWORD),
};

const forgotAssertions: Assertions<Run> = {
  'forgotPassword.request.editing': async ({ page }) => {
    await expectButton(page, 'Send', true);
    expect(await page.getByText(MESSAGES.emailRequired).count()).toBe(0);
    await expectAccessible(page);
  },
  'forgotPassword.request.invalid': ({ page }) => visible(page, MESSAGES.emailRequired),
  'forgotPassword.request.sending': pleaseWait,
  'forgotPassword.request.failed': ({ page }) => visible(page, new RegExp(`^${TEXTS.forgotUnreachable}$`)),
  ...codeAssertions(
    'forgotPassword.verify',
    ({ page }) => visible(page, new RegExp(`^${TEXTS.verifyFailed('')}\\S`)),
    ({ page }) => visible(page, new RegExp(`^${TEXTS.verifyUnreachable}$`)),
  ),
  'forgotPassword.reset.editing': async ({ page }) => {
    await expectPath(page, /^\/forgot-password\/reset-password\//);
    await page.getByLabel('New Password').waitFor();
    await visible(page, TEXTS.verifyOk);
    await expectAccessible(page);
  },
  'forgotPassword.reset.blank': ({ page }) => visible(page, MESSAGES.fieldRequired),
  'forgotPassword.reset.weak': ({ page }) => visible(page, MESSAGES.passwordRule),
  'forgotPassword.reset.mismatch': ({ page }) => visible(page, MESSAGES.passwordMismatch),
  'forgotPassword.reset.saving': pleaseWait,
  'forgotPassword.unavailable': async ({ page }) => {
    await visible(page, /needs a verified code/);
    await page.getByRole('link', { name: 'Request a verification code' }).waitFor();
    await expectAccessible(page);
  },
  'forgotPassword.done': async ({ page }) => {
    await expectPath(page, /^\/login\/?$/);
    await visible(page, TEXTS.resetOk);
  },
};

// Codes are bound to an account and a resend window: each forgot path that mails a code gets its own account.
const FORGOT_ACCOUNTS = [
  'user@example.com',
  'guest@example.com',
  'branchlead@example.com',
  'branchadmin@example.com',
  'customeradmin@example.com',
  'agent@example.com',
  'partneruser@example.com',
  'partner@example.com',
];

describe('login paths in the browser', () => {
  const paths = generatePaths(loginModel);
  it('checks every state', () => {
    checkAssertionCoverage(loginModel, loginAssertions, { machine: loginMachine, map: LOGIN_REAL, transient: LOGIN_TRANSIENT });
    checkPathsVisitEveryState(loginModel, paths);
  });
  for (const path of paths) {
    it(path.description, async () => {
      const run = await openLoginInApp();
      try {
        await runPath(path, run, loginEvents, loginAssertions);
      } finally {
        await run.page.close();
      }
    });
  }
});

describe('two-factor paths in the browser', () => {
  const paths = generatePaths(twoFactorModel);
  it('checks every state', () => {
    checkAssertionCoverage(twoFactorModel, twoFactorAssertions, { machine: twoFactorMachine, map: TWO_FACTOR_REAL });
    checkPathsVisitEveryState(twoFactorModel, paths);
  });
  for (const path of paths) {
    it(path.description, async () => {
      const run = await open('/login', 'ops@example.com', false, serverFor(path));
      try {
        await submitAs('ops@example.com')(run);
        await expectPath(run.page, /^\/otpVerification\//);
        run.calls.holding = true;
        await runPath(path, run, resendEvents(path), twoFactorAssertions);
      } finally {
        await run.page.close();
      }
    });
  }
});

describe('forgot-password paths in the browser', () => {
  const paths = generatePaths(forgotPasswordModel);
  it('checks every state', () => {
    checkAssertionCoverage(forgotPasswordModel, forgotAssertions, {
      machine: forgotPasswordMachine,
      map: FORGOT_PASSWORD_REAL,
      transient: FORGOT_PASSWORD_TRANSIENT,
    });
    checkPathsVisitEveryState(forgotPasswordModel, paths);
  });
  // Accounts are handed out per server: the same address on one server within the resend window would
  // get no new code (the server stays silent), and the path would read an older one.
  const next = new Map<'main' | 'strict', number>();
  for (const path of paths) {
    const key = refusesResend(path) ? 'strict' : 'main';
    const mailsCode = path.states.some((state) => state.startsWith('forgotPassword.verify'));
    const index = next.get(key) ?? 0;
    if (mailsCode) next.set(key, index + 1);
    if (mailsCode && index >= FORGOT_ACCOUNTS.length) throw new Error('more forgot-password paths mail a code than there are accounts');
    const email = mailsCode ? (FORGOT_ACCOUNTS[index] ?? 'user@example.com') : 'user@example.com';
    it(path.description, async () => {
      const run = await open('/forgot-password', email, true, serverFor(path));
      try {
        await runPath(path, run, { ...forgotEvents, ...resendEvents(path) }, forgotAssertions);
      } finally {
        await run.page.close();
      }
    });
  }
});
