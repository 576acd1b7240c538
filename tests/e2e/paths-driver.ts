/**
 * Helpers the browser path suites (tests/e2e/paths-*.test.ts) share: a route held until the path says
 * how the server answers, a run of a generated path with an assertion for every state, and a wait for
 * the page to have drawn what it last received.
 */
import type { Page, Route } from 'playwright-core';
import type { Assertions, FlowPath } from '../model/support';

/** Requests matching `pattern` wait here until `answer` lets one through or `fail` drops it. */
export class HeldRoute {
  private queue: Route[] = [];
  /** How many matching requests the page has made. */
  seen = 0;

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

  /** Lets the next held request reach the real server; resolves with its answer's status. */
  async answer(): Promise<number> {
    await this.arrived();
    const route = this.queue.shift() as Route;
    const response = await route.fetch();
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
