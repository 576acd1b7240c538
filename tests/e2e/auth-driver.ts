/**
 * Drives the sign-in screens in Chromium for the browser suites: holds the sign-in calls so a path
 * can see the "in-between" screens, and lets them through, fails them, or waits out the server's
 * resend window (90 s, or the server's RESEND_COOLDOWN_SECONDS in tests) before letting a resend through.
 */
import type { Page, Route } from 'playwright-core';
import { RESEND_SECONDS } from '../../src/domain/validation';

const HELD = /\/api\/auth\/(captcha|checkin|checkotplogin|resendcode|checkmail|checkcode|resetpwd)(\?|$)/;
const SENDS_CODE = /\/api\/auth\/(checkin|checkmail|resendcode)/;

export class HeldCalls {
  private queue: Route[] = [];
  private waiters: (() => void)[] = [];
  /** When a code was last mailed, for waiting out the server's resend window. */
  lastCodeSentAt = 0;
  holding = false;
  /** The server's resend window in seconds (spec: 90; a test server may be started with less). */
  readonly resendWindowSeconds: number;

  constructor({ resendWindowSeconds = RESEND_SECONDS } = {}) {
    this.resendWindowSeconds = resendWindowSeconds;
  }

  async attach(page: Page): Promise<void> {
    await page.route(HELD, async (route) => {
      if (!this.holding) {
        if (SENDS_CODE.test(route.request().url())) this.lastCodeSentAt = Date.now();
        await route.continue();
        return;
      }
      this.queue.push(route);
      this.waiters.splice(0).forEach((wake) => wake());
    });
  }

  private async next(): Promise<Route> {
    const deadline = Date.now() + 15_000;
    while (this.queue.length === 0) {
      if (Date.now() > deadline) throw new Error('no sign-in call arrived to settle');
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 250);
      });
    }
    return this.queue.shift() as Route;
  }

  /** Lets the next held call reach the server; a resend waits until the server would accept it. */
  async answer({ waitForResendWindow = false } = {}): Promise<void> {
    const route = await this.next();
    if (waitForResendWindow) {
      const wait = this.lastCodeSentAt + (this.resendWindowSeconds + 1) * 1000 - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    if (SENDS_CODE.test(route.request().url())) this.lastCodeSentAt = Date.now();
    await route.continue();
  }

  /** Fails the next held call, and the retries a GET makes on a network failure (spec §9: 2). */
  async fail({ retries = 0 } = {}): Promise<void> {
    await (await this.next()).abort('failed');
    for (let retry = 0; retry < retries; retry += 1) {
      await this.waitFor(1, 6_000);
      const again = this.queue.shift();
      if (!again) return;
      await again.abort('failed');
    }
  }

  async waitFor(count = 1, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.queue.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
