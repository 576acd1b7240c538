/**
 * Helpers the browser path suites (tests/e2e/paths-*.test.ts) share: a route held until the path says
 * how the server answers (or rewritten so it refuses), a run of a generated path with an assertion for
 * every state, the tests of every path of a registered flow, a stored session, and a wait for the page
 * to have drawn what it last received.
 */
import { it } from 'vitest';
import type { BrowserContext, Page, Route } from 'playwright-core';
import { STORAGE_KEYS } from '../../src/gateway/token-store';
import { flowModel, pathsOf } from '../model/registry';
import { checkAssertionCoverage, type Assertions, type FlowPath } from '../model/support';

/** What the test changes in a held request before it reaches the server, to make the server refuse it. */
export interface Rewrite {
  postData?: string;
  headers?: Record<string, string>;
}

/** Requests matching `pattern` wait here until `answer` lets one through or `fail` drops it. */
export class HeldRoute {
  private queue: Route[] = [];
  /** How many matching requests the page has made. */
  seen = 0;
  /** The body of the last answer let through. */
  lastBody = '';

  constructor(private readonly pattern: RegExp) {}

  async attach(page: Page): Promise<void> {
    await page.route(this.pattern, (route) => {
      this.seen += 1;
      this.queue.push(route);
    });
  }

  /** Waits until `count` requests are held (the page asked). */
  async arrived(count = 1, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.queue.length < count) {
      if (Date.now() > deadline) throw new Error(`no request for ${this.pattern} arrived`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** The next held request's body (once it has arrived). */
  async nextBody(): Promise<string> {
    await this.arrived();
    return (this.queue[0] as Route).request().postData() ?? '';
  }

  /**
   * Lets the next held request reach the real server (rewritten if asked: headers are merged); resolves
   * with its answer's status.
   */
  async answer(rewrite: Rewrite = {}): Promise<number> {
    await this.arrived();
    const route = this.queue.shift() as Route;
    const headers = rewrite.headers ? { ...route.request().headers(), ...rewrite.headers } : undefined;
    const response = await route.fetch({ ...(rewrite.postData === undefined ? {} : { postData: rewrite.postData }), ...(headers ? { headers } : {}) });
    this.lastBody = await response.text();
    await route.fulfill({ response });
    return response.status();
  }

  /** Drops the next request and the retries a GET makes on a network failure (spec §9: 2). */
  async fail({ retries = 0 } = {}): Promise<void> {
    for (let attempt = 0; attempt <= retries; attempt += 1) {
      await this.arrived(1, 10_000);
      await (this.queue.shift() as Route).abort('failed');
    }
  }
}

/**
 * Makes the open page's origin hold a session as an unremembered sign-in does: the token and this
 * browser session's mark (src/gateway/token-store.ts). The app reads them when it next loads.
 */
export async function storeSession(page: Page, token: string): Promise<void> {
  await page.evaluate(
    ([key, value, mark]) => {
      localStorage.setItem(key, value);
      document.cookie = `${mark}=1; path=/; SameSite=Strict`;
    },
    [STORAGE_KEYS.token, token, STORAGE_KEYS.browserSession] as const,
  );
}

/** Resolves once the page has drawn two frames: what it received before has been rendered. */
export const drawn = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));

/** Runs a path: asserts the start state, then sends each event and asserts the state it reaches. */
export async function runPath<T>(path: FlowPath, subject: T, events: Record<string, (subject: T) => Promise<void>>, assertions: Assertions<T>): Promise<void> {
  const check = async (state: string) => {
    const assertion = assertions[state];
    if (!assertion) throw new Error(`no assertion for ${state}`);
    await assertion(subject);
  };
  await check(path.states[0] ?? '');
  for (const step of path.steps) {
    const exec = events[step.event];
    if (!exec) throw new Error(`no executor for ${step.event}`);
    await exec(subject);
    await check(step.state);
  }
}

/**
 * The tests of a registered flow in the browser: one that every state has an assertion, then one per
 * generated path, each in the browser context `open` makes for it (closed after the path).
 */
export function itRunsEveryPath<T extends { context: BrowserContext }>(
  key: string,
  open: (path: FlowPath) => Promise<T>,
  events: Record<string, (subject: T) => Promise<void>>,
  assertions: Assertions<T>,
): void {
  const flow = flowModel(key);
  it('checks every state', () => {
    if (!flow.real) throw new Error(`the ${flow.title} model names no real machine`);
    checkAssertionCoverage(flow.model, assertions, flow.real);
  });
  for (const path of pathsOf(flow)) {
    it(path.description, async () => {
      const run = await open(path);
      try {
        await runPath(path, run, events, assertions);
      } finally {
        await run.context.close();
      }
    });
  }
}
