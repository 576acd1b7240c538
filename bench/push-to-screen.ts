/**
 * Push to screen (issue 15, item 6; DESIGN §10 "a change made in one browser visible in another's open
 * screen, p95 ≤ 250 ms"): two browsers on the real server. Alice Morgan (admin) raises each event from
 * her page (a `fetch` from its JavaScript, timed there); Carla Mendes (Summit Builders' customer admin)
 * has the screen open, where a MutationObserver notes the moment the change is in the DOM. Both clocks
 * are this machine's (`Date.now()` in two tabs).
 *
 * - chat message and bell count: Alice posts a message mentioning Carla to Union Station Retail's chat
 *   while Carla has that project open; the message in her thread and her bell's unread count are timed
 *   separately from the same post.
 * - list row: Alice renames Summit's Boulder branch while Carla has /branches open; timed until the row
 *   shows the new name.
 *
 * The first `warmUp` events of each kind are not counted (first-use compilation on both sides). Events
 * are separate, not a burst: the next is raised `gapMs` after the previous one showed.
 * `npx tsx bench/push-to-screen.ts` prints the figures.
 */
import type { Page } from 'playwright-core';
import { apiToken, launchBrowser, signIn, startServer } from '../tests/e2e/harness';

export interface LatencySummary {
  samples: number;
  p50: number;
  p95: number;
  max: number;
}

export interface PushToScreenBench {
  events: number;
  /** Alice's request, sent → answered (the server's share of each event, for comparison). */
  chatPost: LatencySummary;
  branchUpdate: LatencySummary;
  chat: LatencySummary;
  bell: LatencySummary;
  listRow: LatencySummary;
}

const PROJECT = 'Union Station Retail';
const BRANCH = 'Boulder';
const TIMEOUT_MS = 10_000;

function summary(latencies: number[]): LatencySummary {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return { samples: sorted.length, p50: at(50), p95: at(95), max: sorted[sorted.length - 1] ?? Number.NaN };
}

type Watch = { kind: 'text'; selector: string; text: string; exact?: boolean } | { kind: 'unread'; testId: string; count: number };

/**
 * Starts watching Carla's DOM for each condition (before the event is raised); `seenAt` then answers
 * when each one first held.
 */
async function watch(page: Page, watches: Record<string, Watch>): Promise<void> {
  // tsx compiles this file keeping function names (`__name(fn, "holds")`), a helper the page lacks.
  await page.evaluate('globalThis.__name ??= (fn) => fn');
  await page.evaluate(
    ({ watches, timeoutMs }) => {
      const holds = (w: Watch): boolean => {
        if (w.kind === 'text') return [...document.querySelectorAll(w.selector)].some((element) => (w.exact === true ? element.textContent?.trim() === w.text : element.textContent?.includes(w.text)));
        const label = document.querySelector(`[data-testid="${w.testId}"]`)?.getAttribute('aria-label') ?? '';
        return Number(/(\d+) unread/.exec(label)?.[1] ?? 0) === w.count;
      };
      const pending: Record<string, Promise<number>> = {};
      for (const [name, w] of Object.entries(watches)) {
        pending[name] = new Promise<number>((resolve, reject) => {
          if (holds(w)) return resolve(Date.now());
          const timer = setTimeout(() => {
            observer.disconnect();
            reject(new Error(`${name} not shown within ${timeoutMs} ms`));
          }, timeoutMs);
          const observer = new MutationObserver(() => {
            if (!holds(w)) return;
            const at = Date.now();
            observer.disconnect();
            clearTimeout(timer);
            resolve(at);
          });
          observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
        });
      }
      (window as unknown as { benchWatches: Record<string, Promise<number>> }).benchWatches = pending;
    },
    { watches, timeoutMs: TIMEOUT_MS },
  );
}

async function seenAt(page: Page): Promise<Record<string, number>> {
  return page.evaluate(async () => {
    const pending = (window as unknown as { benchWatches: Record<string, Promise<number>> }).benchWatches;
    const names = Object.keys(pending);
    const times = await Promise.all(names.map((name) => pending[name]));
    return Object.fromEntries(names.map((name, i) => [name, times[i] ?? Number.NaN]));
  });
}

/** A POST from the page's JavaScript; answers when it was sent and when its answer came. */
async function raise(page: Page, url: string, token: string, body: unknown): Promise<{ sentAt: number; answeredAt: number }> {
  return page.evaluate(
    async ({ url, token, body }) => {
      const sentAt = Date.now();
      const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return { sentAt, answeredAt: Date.now() };
    },
    { url, token, body },
  );
}

const unreadOf = async (page: Page, testId: string) => Number(/(\d+) unread/.exec((await page.getByTestId(testId).getAttribute('aria-label')) ?? '')?.[1] ?? 0);
const live = (page: Page) => page.waitForSelector('[data-testid="connection-state"][data-state="live"]', { timeout: 15_000 });
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function post<T>(url: string, token: string, body: unknown = {}): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return ((await response.json()) as { data: T }).data;
}

export async function measurePushToScreen({ events = 50, warmUp = 3, gapMs = 500 } = {}): Promise<PushToScreenBench> {
  const [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  try {
    const token = await apiToken(server.url, 'admin@example.com');
    const projects = await post<{ data: { id: number; name: string }[] }>(`${server.url}/api/projects`, token, { pageNumber: 1, search: PROJECT });
    const project = projects.data.find((row) => row.name === PROJECT);
    if (!project) throw new Error(`seeded project ${PROJECT} missing`);
    const people = await post<{ id: number; name: string }[]>(`${server.url}/api/projects/mentionable/${project.id}`, token);
    const carlaId = people.find((person) => person.name === 'Carla Mendes')?.id;
    if (carlaId === undefined) throw new Error('Carla Mendes cannot see the project');

    const [aliceContext, carlaContext] = await Promise.all([1, 2].map(() => browser.newContext({ viewport: { width: 1280, height: 900 } })));
    const alice = await aliceContext!.newPage();
    const carla = await carlaContext!.newPage();
    await Promise.all([signIn(alice, server.url, 'admin@example.com'), signIn(carla, server.url, 'customeradmin@example.com')]);
    await Promise.all([live(alice), live(carla)]);

    // Chat message and bell count, from the same post.
    await carla.goto(`${server.url}/projects/view/${project.id}`);
    await carla.getByRole('combobox', { name: 'Message' }).waitFor();
    await live(carla);
    const chat: number[] = [];
    const bell: number[] = [];
    const chatPost: number[] = [];
    for (let i = 0; i < warmUp + events; i++) {
      const text = `Push to screen ${i}, @Carla Mendes`;
      const bellBefore = await unreadOf(carla, 'notification-button');
      await watch(carla, {
        chat: { kind: 'text', selector: '[data-testid="chat-message"]', text: `Push to screen ${i},` },
        bell: { kind: 'unread', testId: 'notification-button', count: bellBefore + 1 },
      });
      const { sentAt, answeredAt } = await raise(alice, `${server.url}/api/projects/conversation/${project.id}`, token, { message: text, mentions: [carlaId] });
      const shown = await seenAt(carla);
      if (i >= warmUp) {
        chatPost.push(answeredAt - sentAt);
        chat.push((shown.chat ?? Number.NaN) - sentAt);
        bell.push((shown.bell ?? Number.NaN) - sentAt);
      }
      await pause(gapMs);
    }

    // A list row: the branch renamed by Alice, in Carla's open /branches.
    const branches = await post<{ data: { id: number; name: string }[] }>(`${server.url}/api/branches`, token, { pageNumber: 1, search: BRANCH });
    const branch = branches.data.find((row) => row.name === BRANCH);
    if (!branch) throw new Error(`seeded branch ${BRANCH} missing`);
    await carla.goto(`${server.url}/branches`);
    await carla.getByRole('link', { name: `Edit ${BRANCH}` }).waitFor();
    await live(carla);
    const listRow: number[] = [];
    const branchUpdate: number[] = [];
    for (let i = 0; i < warmUp + events; i++) {
      const name = `${BRANCH} ${i}`;
      const current = await post<{ customer_id: number; city: string | null; revision: number }>(`${server.url}/api/branches/details/${branch.id}`, token);
      await watch(carla, { row: { kind: 'text', selector: 'td', text: name, exact: true } });
      const { sentAt, answeredAt } = await raise(alice, `${server.url}/api/branches/update/${branch.id}`, token, { name, customer_id: current.customer_id, city: current.city ?? '', revision: current.revision });
      const shown = await seenAt(carla);
      if (i >= warmUp) {
        listRow.push((shown.row ?? Number.NaN) - sentAt);
        branchUpdate.push(answeredAt - sentAt);
      }
      await pause(gapMs);
    }
    return { events, chat: summary(chat), bell: summary(bell), listRow: summary(listRow), chatPost: summary(chatPost), branchUpdate: summary(branchUpdate) };
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measurePushToScreen();
  for (const kind of ['chat', 'bell', 'listRow', 'chatPost', 'branchUpdate'] as const) {
    const { samples, p50, p95, max } = result[kind];
    console.log(`${kind}: ${samples} events, p50 ${p50.toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${max.toFixed(0)} ms`);
  }
}
