// The dashboard in a real browser against the real server: an administrator sees every card with the
// numbers the API answers; a project cancelled over the API by another account refreshes the affected
// cards without a reload; a customer admin sees only their cards and scope; the customer dashboard
// for an administrator, and "Customer not found" for a customer user asking another customer's;
// guest billing sees no invoice cards; axe on each screen. Drill-down: a count tile and a donut slice
// open the list of exactly what they count, the filter in the URL, kept by a reload; a customer admin
// ranks its branches instead of one customer. How it paints: the greeting is on screen before the
// shell's code is fetched and stays in its place, each card has its final
// size and place before its data arrives (skeletons), the numbers paint before any chart, and a chart
// below the fold draws only when it is scrolled near.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { apiToken, expectAccessible, launchBrowser, signIn, startServer, type RunningServer } from './harness';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedInPage(email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1000 } });
  const page = await context.newPage();
  await signIn(page, server.url, email);
  return page;
}

async function api<T>(email: string, path: string, body: object = {}): Promise<{ status: number; data: T }> {
  const token = await apiToken(server.url, email);
  const response = await fetch(`${server.url}/api${path}`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return (await response.json()) as { status: number; data: T };
}

/** Every shown card has its data and is not fetching. */
async function allCardsDrawn(page: Page): Promise<string[]> {
  await page.waitForFunction(() => {
    const cards = [...document.querySelectorAll<HTMLElement>('[data-card]')];
    return cards.length > 0 && cards.every((card) => card.dataset.ready === 'true');
  });
  return page.locator('[data-card]').evaluateAll((cards) => cards.map((card) => (card as HTMLElement).dataset.card ?? ''));
}

const stat = (page: Page, card: string, label: string) => page.locator(`[data-card="${card}"] [data-stat="${label}"]`);
const statNumber = async (page: Page, card: string, label: string) => Number((await stat(page, card, label).textContent())?.replace(/[^0-9-]/g, ''));

interface Counts {
  projects: number;
  open_projects: number;
  customers: number | null;
  partners: number | null;
}

async function customerId(name: string): Promise<number> {
  const answer = await api<{ data: { id: number; name: string }[] }>('admin@example.com', '/customers', { pageNumber: 1, search: name });
  const found = answer.data.data.find((customer) => customer.name === name);
  if (!found) throw new Error(`no customer ${name}`);
  return found.id;
}

describe('dashboard as admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('admin@example.com');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('shows every card with the numbers the API answers, accessibly', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Dashboard', exact: true }).waitFor();
    const cards = await allCardsDrawn(page);
    expect(cards.sort()).toEqual(
      ['countdetails', 'npschart', 'subscriptionchart', 'partners', 'customers', 'agents', 'topcustomers', 'topbillings', 'latestreviews', 'invoice', 'invoicegraph', 'storagechart', 'storageemailstatus', 'projectstatus', 'userservice', 'projectdashboard'].sort(),
    );
    const counts = (await api<Counts>('admin@example.com', '/dashboard/countdetails')).data;
    expect(await statNumber(page, 'countdetails', 'Projects')).toBe(counts.projects);
    expect(await statNumber(page, 'countdetails', 'Customers')).toBe(counts.customers);
    expect(await statNumber(page, 'countdetails', 'Partners')).toBe(counts.partners);
    const status = (await api<{ status: string; count: number }[]>('admin@example.com', '/dashboard/projectstatus')).data;
    const pending = status.find((row) => row.status === 'pending')?.count;
    expect(await page.getByRole('figure', { name: /^Projects per status:/ }).getAttribute('aria-label')).toContain(`Pending ${pending}`);
    const tops = (await api<{ name: string }[]>('admin@example.com', '/dashboard/topcustomers')).data;
    const rows = page.getByRole('table', { name: 'Top 5 customers by projects' }).getByRole('row');
    expect(await rows.count()).toBe(tops.length + 1);
    // Charts are drawn as SVG (in their own turn, once in view).
    await page.locator('[data-card="projectstatus"] .apexcharts-canvas svg').first().waitFor();
    await expectAccessible(page);
  });

  it('refreshes the affected cards when another account changes a project, without a reload', async () => {
    const before = (await api<Counts>('admin@example.com', '/dashboard/countdetails')).data;
    expect(await statNumber(page, 'countdetails', 'Open Projects')).toBe(before.open_projects);
    const list = await api<{ data: { id: number }[] }>('customeradmin@example.com', '/projects', { pageNumber: 1, status: 'pending' });
    const project = list.data.data[0];
    if (!project) throw new Error('no pending project for the customer admin');
    const figure = await page.getByRole('figure', { name: /^Projects per status:/ }).elementHandle();
    const chartId = await page.locator('[data-card="projectstatus"] .apexcharts-canvas').getAttribute('id');
    const cancelled = await api('customeradmin@example.com', '/projects/cancelproject', { id: project.id, reason: 'Dashboard test' });
    expect(cancelled.status).toBe(200);
    await expect.poll(() => statNumber(page, 'countdetails', 'Open Projects'), { timeout: 10_000 }).toBe(before.open_projects - 1);
    const cancelledCount = (await api<{ status: string; count: number }[]>('admin@example.com', '/dashboard/projectstatus')).data.find((row) => row.status === 'cancelled')?.count;
    await expect.poll(() => page.getByRole('figure', { name: /^Projects per status:/ }).getAttribute('aria-label')).toContain(`Cancelled ${cancelledCount}`);
    // The chart was updated in place: the same element and the same ApexCharts instance.
    expect(await figure?.evaluate((element) => element.isConnected)).toBe(true);
    expect(await page.locator('[data-card="projectstatus"] .apexcharts-canvas').getAttribute('id')).toBe(chartId);
  });

  it('shows the customer dashboard of one customer, linked from and to the customer view', async () => {
    const summit = await customerId('Summit Builders');
    await page.goto(`${server.url}/view-customer/${summit}`);
    await page.getByRole('link', { name: 'Customer Dashboard' }).click();
    await page.waitForURL(`${server.url}/customer-dashboard/${summit}`);
    await page.getByRole('heading', { name: 'Customer Dashboard' }).waitFor();
    // The header names the customer (the cards do not).
    await page.getByRole('heading', { name: 'Customer Dashboard' }).locator('xpath=following-sibling::p[1]').getByText('Summit Builders', { exact: true }).waitFor();
    await allCardsDrawn(page);
    const counts = (await api<Counts>('admin@example.com', '/dashboard/countdetails', { customer_id: summit })).data;
    expect(await statNumber(page, 'countdetails', 'Projects')).toBe(counts.projects);
    expect(await stat(page, 'countdetails', 'Partners').count()).toBe(0);
    expect(await page.getByRole('link', { name: 'View Customer' }).getAttribute('href')).toBe(`/view-customer/${summit}`);
    await expectAccessible(page);
  });
});

describe('dashboard as a customer admin', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('customeradmin@example.com');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  it('shows only the cards of its keys, over its own customer', async () => {
    await page.goto(`${server.url}/`);
    const cards = await allCardsDrawn(page);
    expect(cards).toContain('invoice');
    expect(cards).toContain('storagechart');
    expect(cards).not.toContain('partners');
    expect(cards).not.toContain('customers');
    expect(cards).not.toContain('agents');
    expect(cards).not.toContain('subscriptionchart');
    const counts = (await api<Counts>('customeradmin@example.com', '/dashboard/countdetails')).data;
    expect(await statNumber(page, 'countdetails', 'Projects')).toBe(counts.projects);
    // Its own customer's ranking: branches by projects, not a Top 5 Customers of one row.
    expect(cards).toContain('topbranches');
    expect(cards).not.toContain('topcustomers');
    const branches = (await api<{ name: string; projects: number }[]>('customeradmin@example.com', '/dashboard/topbranches')).data;
    expect(branches.length).toBeGreaterThan(1);
    const rows = page.getByRole('table', { name: 'Top 5 branches by projects' }).getByRole('row');
    expect(await rows.count()).toBe(branches.length + 1);
    expect(await rows.nth(1).getByRole('cell').first().textContent()).toBe(branches[0]?.name);
    // Partners are not theirs to open: their counts and lists carry no link there.
    expect(await page.locator('main a[href^="/partners"], main a[href^="/customers"]').count()).toBe(0);
    await expectAccessible(page);
  });

  it("is refused another customer's dashboard", async () => {
    const evergreen = await customerId('Evergreen Homes');
    await page.goto(`${server.url}/customer-dashboard/${evergreen}`);
    await page.getByRole('heading', { name: 'Customer Dashboard' }).waitFor();
    await page.getByText('Customer not found').waitFor();
    expect(await page.locator('[data-card]').count()).toBe(0);
    await expectAccessible(page);
  });
});

describe('dashboard on guest billing', () => {
  it('shows no invoice cards', async () => {
    const page = await signedInPage('guest@example.com');
    await page.goto(`${server.url}/`);
    const cards = await allCardsDrawn(page);
    expect(cards).toContain('projectstatus');
    expect(cards.filter((card) => ['invoice', 'invoicegraph', 'topbillings'].includes(card))).toEqual([]);
    await page.context().close();
  });
});

describe('a dashboard card whose load fails', () => {
  it('says so in the card and loads again on Retry, while the other cards stay', async () => {
    const page = await signedInPage('admin@example.com');
    // The NPS chart's call fails while the server is busy; the other cards answer as usual.
    let busy = true;
    await page.route('**/api/dashboard/npschart', async (route) => {
      if (!busy) return route.continue();
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ status: 503, messages: 'The server is busy', data: null }) });
    });
    await page.goto(`${server.url}/`);
    const card = page.locator('section[data-card="npschart"]');
    const failure = card.getByRole('alert').filter({ hasText: 'The server is busy' });
    await failure.waitFor();
    await page.locator('section[data-card="countdetails"][data-ready="true"]').waitFor();
    busy = false;
    await failure.getByRole('button', { name: 'Retry' }).click();
    await page.locator('section[data-card="npschart"][data-ready="true"]').waitFor();
    expect(await failure.count()).toBe(0);
    await page.context().close();
  });
});

describe('how the dashboard paints', () => {
  /** Each card's place and size on the page. */
  const cardBoxes = (page: Page) =>
    page.locator('[data-card]').evaluateAll((cards) =>
      Object.fromEntries(
        cards.map((card) => {
          const box = card.getBoundingClientRect();
          return [(card as HTMLElement).dataset.card ?? '', { top: Math.round(box.top + window.scrollY), height: Math.round(box.height) }];
        }),
      ),
    );

  /**
   * Holds the cards' answers back, reads every card's place and size from the skeletons, releases
   * the answers, and answers the places and sizes once every card and every chart on the first
   * screen is drawn, with the page's layout-shift sum.
   */
  async function skeletonAndFinal(email: string, viewport: { width: number; height: number }) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await signIn(page, server.url, email);
    await page.addInitScript(() => {
      const shifts = { total: 0 };
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.total += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/dashboard/**', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${server.url}/`);
    await page.getByRole('status').filter({ hasText: 'Loading Count Details' }).waitFor();
    expect(await page.locator('[data-card][data-ready="true"]').count()).toBe(0);
    const skeletons = await cardBoxes(page);
    release();
    await allCardsDrawn(page);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-card] [role="figure"]')]
        .filter((figure) => figure.getBoundingClientRect().top < window.innerHeight)
        .every((figure) => figure.querySelector('.apexcharts-canvas')),
    );
    const final = await cardBoxes(page);
    const shifted = await page.evaluate(() => (window as unknown as { __shifts: { total: number } }).__shifts.total);
    await context.close();
    return { skeletons, final, shifted };
  }

  it('gives every card its final place and size before its data arrives, so nothing moves when it does', async () => {
    const { skeletons, final, shifted } = await skeletonAndFinal('admin@example.com', { width: 1440, height: 1000 });
    expect(Object.keys(skeletons)).toHaveLength(16);
    expect(final).toEqual(skeletons);
    expect(shifted).toBeLessThanOrEqual(0.02);
  });

  it('keeps a customer admin\'s cards in place on a phone: fewer counts, one-row tables, empty cards', async () => {
    const { skeletons, final, shifted } = await skeletonAndFinal('customeradmin@example.com', { width: 412, height: 823 });
    expect(Object.keys(skeletons)).not.toContain('partners');
    expect(final).toEqual(skeletons);
    expect(shifted).toBeLessThanOrEqual(0.02);
  });

  it('skips the cards far below a phone\'s screen while it loads, and renders every one once answered', async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await signIn(page, server.url, 'admin@example.com');
    await page.addInitScript(() => {
      const skipped = new Set<string>();
      (window as unknown as { __skipped: Set<string> }).__skipped = skipped;
      new MutationObserver((records) => {
        for (const record of records) {
          const element = record.target as HTMLElement;
          if (element.dataset.card && element.style.contentVisibility === 'auto') skipped.add(element.dataset.card);
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['style'] });
    });
    await page.goto(`${server.url}/`);
    await allCardsDrawn(page);
    await expect.poll(() => page.locator('[data-card][style*="content-visibility"]').count(), { timeout: 30_000 }).toBe(0);
    const skipped = await page.evaluate(() => [...(window as unknown as { __skipped: Set<string> }).__skipped]);
    expect(skipped).toContain('agents');
    expect(skipped).not.toContain('countdetails');
    await context.close();
  });

  it('paints the greeting before the shell\'s code is fetched, and keeps it in place as the shell arrives', async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await signIn(page, server.url, 'admin@example.com');
    await page.addInitScript(() => {
      const seen = { greeting: 0, tops: [] as number[], gone: false, shifts: 0 };
      (window as unknown as { __greeting: typeof seen }).__greeting = seen;
      new MutationObserver(() => {
        const line = [...document.querySelectorAll('main p')].find((p) => p.textContent?.startsWith('Good '));
        if (!line) {
          if (seen.greeting) seen.gone = true;
          return;
        }
        if (!seen.greeting) seen.greeting = performance.now();
        const top = Math.round(line.getBoundingClientRect().top);
        if (!seen.tops.includes(top)) seen.tops.push(top);
      }).observe(document, { childList: true, subtree: true });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) seen.shifts += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${server.url}/`);
    await allCardsDrawn(page);
    const seen = await page.evaluate(() => (window as unknown as { __greeting: { greeting: number; tops: number[]; gone: boolean; shifts: number } }).__greeting);
    const shellRequested = await page.evaluate(() =>
      Math.min(...performance.getEntriesByType('resource').filter((entry) => /\/assets\/(SignedInApp|DashboardScreen)-/.test(entry.name)).map((entry) => entry.startTime)),
    );
    expect(seen.greeting).toBeGreaterThan(0);
    expect(seen.greeting).toBeLessThan(shellRequested);
    expect(seen.gone).toBe(false);
    expect(seen.tops).toHaveLength(1);
    expect(seen.shifts).toBeLessThanOrEqual(0.02);
    await context.close();
  });

  it('paints the numbers before any chart, and draws a chart below the fold only when it comes near', async () => {
    const page = await signedInPage('admin@example.com');
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __seen: string[] }).__seen = seen;
      new MutationObserver(() => {
        if (!seen.includes('number') && document.querySelector('[data-card] [data-stat]')) seen.push('number');
        if (!seen.includes('chart') && document.querySelector('[data-card] .apexcharts-canvas')) seen.push('chart');
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(`${server.url}/`);
    await allCardsDrawn(page);
    await page.locator('[data-card="projectstatus"] .apexcharts-canvas').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __seen: string[] }).__seen)).toEqual(['number', 'chart']);
    // Subscriptions sit two screens down: its box is laid out, its chart not drawn until scrolled to.
    const subscriptions = page.locator('[data-card="subscriptionchart"]');
    expect(await subscriptions.getByRole('figure').count()).toBe(1);
    expect(await subscriptions.locator('.apexcharts-canvas').count()).toBe(0);
    await subscriptions.scrollIntoViewIfNeeded();
    await subscriptions.locator('.apexcharts-canvas svg').first().waitFor();
    await page.context().close();
  });
});

describe('drill-down from the dashboard', () => {
  let page: Page;
  beforeAll(async () => {
    page = await signedInPage('admin@example.com');
  });
  afterAll(async () => {
    await page?.context().close();
  });

  /** The list's total ("12 projects · page 1 of 2") and the project codes of its first page. */
  async function listShown(): Promise<{ total: number; codes: string[] }> {
    const summary = page.getByText(/^\d+ projects? · page \d+ of \d+$/);
    await summary.waitFor();
    const total = Number((await summary.textContent())?.split(' ')[0]);
    const codes = await page.getByRole('table').first().locator('tbody tr').evaluateAll((rows) => rows.map((row) => /PRJ-\d+/.exec(row.textContent ?? '')?.[0] ?? ''));
    return { total, codes };
  }

  /** What the server answers for the same filters: the total and the first page's codes. */
  async function listAnswer(filters: object): Promise<{ total: number; codes: string[] }> {
    const answer = (await api<{ data: { code: string }[]; total: number }>('admin@example.com', '/projects', { pageNumber: 1, pageSize: 10, ...filters })).data;
    return { total: answer.total, codes: answer.data.map((project) => project.code) };
  }

  it('opens the projects a due tile counts, the filter in the URL, and a reload keeps them', async () => {
    await page.goto(`${server.url}/`);
    await allCardsDrawn(page);
    // The first of the due tiles that counts something (the seed's due dates move with the day).
    const tiles = [
      ['Overdue', 'overdue'],
      ['Due This Week', 'this_week'],
      ['Open', 'open'],
    ] as const;
    let chosen: { label: string; due: string; count: number } | undefined;
    for (const [label, due] of tiles) {
      const count = await statNumber(page, 'projectdashboard', label);
      if (count > 0) {
        chosen = { label, due, count };
        break;
      }
    }
    if (!chosen) throw new Error('no open projects');
    const tile = page.locator('[data-card="projectdashboard"]').getByRole('link', { name: new RegExp(`^${chosen.label} [0-9,]+$`) });
    expect(await tile.getAttribute('href')).toBe(`/projects?due=${chosen.due}`);
    await tile.click();
    await page.waitForURL(`${server.url}/projects?due=${chosen.due}`);
    const expected = await listAnswer({ due: chosen.due });
    expect(expected.total).toBe(chosen.count);
    await expect.poll(listShown, { timeout: 10_000 }).toEqual(expected);
    await page.reload();
    await expect.poll(listShown, { timeout: 10_000 }).toEqual(expected);
    expect(page.url()).toBe(`${server.url}/projects?due=${chosen.due}`);
    expect(await page.getByRole('combobox', { name: 'Filter by due date' }).inputValue()).toBe(chosen.due);
  });

  it('opens the projects of one status from its donut slice, and from its legend link', async () => {
    await page.goto(`${server.url}/`);
    await allCardsDrawn(page);
    const status = (await api<{ status: string; count: number }[]>('admin@example.com', '/dashboard/projectstatus')).data;
    const shown = status.filter((row) => row.count > 0);
    const index = shown.findIndex((row) => row.status === 'in_progress');
    const slice = page.locator(`[data-card="projectstatus"] .apexcharts-donut-slice-${index}`);
    await slice.waitFor();
    // A point inside the slice: a quarter along its outline (on the outer arc), nudged toward the middle of the donut.
    const point = await slice.evaluate((path: SVGPathElement) => {
      const onArc = path.getPointAtLength(path.getTotalLength() / 4);
      const ring = (path.closest('svg') as SVGSVGElement).querySelector('.apexcharts-pie') as SVGGraphicsElement;
      const box = ring.getBBox();
      const inside = { x: onArc.x + (box.x + box.width / 2 - onArc.x) * 0.15, y: onArc.y + (box.y + box.height / 2 - onArc.y) * 0.15 };
      const screen = new DOMPoint(inside.x, inside.y).matrixTransform(path.getScreenCTM() ?? undefined);
      return { x: screen.x, y: screen.y };
    });
    await page.mouse.click(point.x, point.y);
    await page.waitForURL(`${server.url}/projects?status=in_progress`);
    const expected = await listAnswer({ status: 'in_progress' });
    expect(expected.total).toBe(shown[index]?.count);
    await expect.poll(listShown, { timeout: 10_000 }).toEqual(expected);
    await page.reload();
    await expect.poll(listShown, { timeout: 10_000 }).toEqual(expected);

    // The same segment as a real link, for the keyboard and a middle-click.
    await page.goto(`${server.url}/`);
    await allCardsDrawn(page);
    const legend = page.getByRole('list', { name: 'Projects per status, each linked to its list' });
    const link = legend.getByRole('link', { name: new RegExp(`^In Progress ${shown[index]?.count}$`) });
    expect(await link.getAttribute('href')).toBe('/projects?status=in_progress');
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${server.url}/projects?status=in_progress`);
  });

  it('says how many reviews each NPS point stands on, and links its tiles to the reviews', async () => {
    await page.goto(`${server.url}/`);
    await allCardsDrawn(page);
    const nps = (await api<{ months: { month: string; score: number | null; total: number }[] }>('admin@example.com', '/dashboard/npschart')).data;
    const last = nps.months.filter((row) => row.score !== null).at(-1);
    if (!last) throw new Error('no NPS month');
    const label = await page.getByRole('figure', { name: /^NPS per month:/ }).getAttribute('aria-label');
    expect(label).toContain(`${last.month.slice(5, 7)}/${last.month.slice(0, 4)} ${last.score} from ${last.total} review`);
    expect(await page.locator('[data-card="npschart"]').getByRole('link', { name: /^Detractors/ }).getAttribute('href')).toBe('/nps/nps-details?score_group=detractor');
  });
});
