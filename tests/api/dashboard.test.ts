/**
 * The dashboard cards (spec §1, §7.12): each answers from the caller's scope of its key. The test
 * writes its own customer (with a branch, projects, files, invoices, reviews, storage requests and an
 * alert) and reads it through `customer_id`, so other features' seed data never changes its numbers;
 * scoped answers without `customer_id` are checked against the database.
 */
import { and, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npsFromCounts } from '../../src/domain/nps';
import { PROJECT_STATUSES } from '../../src/domain/project-lifecycle';
import { agents, branches, customers, invoices, projectFiles, projects, reviews, services, storageAlerts, storageRequests } from '../../server/db/schema';
import { lastMonths, serverDay } from '../../server/modules/dashboard/context';
import { DASHBOARD_CARDS } from '../../server/modules/dashboard/routes';
import { BACKENDS, login, post, startApp, type TestApp } from './helper';

const CARDS = ['countdetails', ...Object.keys(DASHBOARD_CARDS)];

describe.each(BACKENDS)('dashboard on %s', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const suffix = Math.random().toString(36).slice(2, 8);
  let customerId = 0;
  let summitId = 0;
  const today = serverDay();
  const [year, month] = [Number(today.slice(0, 4)), Number(today.slice(5, 7))];
  const months = lastMonths(today, 12);
  const lastMonth = months[10] ?? '';

  const card = async (name: string, email: string, body: object = {}) => {
    const response = await post(t.app, `/api/dashboard/${name}`, body, tokens[email]);
    return { code: response.statusCode, body: response.json() as { status: number; data: unknown; errors?: Record<string, string> } };
  };
  const dataOf = async <T>(name: string, email: string, body: object = {}): Promise<T> => {
    const answer = await card(name, email, body);
    expect(answer.code, `${name} for ${email}: ${JSON.stringify(answer.body)}`).toBe(200);
    return answer.body.data as T;
  };

  beforeAll(async () => {
    t = await startApp(backend);
    const { db } = t.app;
    for (const email of ['admin@example.com', 'customeradmin@example.com', 'branchadmin@example.com', 'partner@example.com', 'agent@example.com', 'guest@example.com', 'user@example.com']) {
      tokens[email] = await login(t.app, email);
    }
    const [customer] = await db
      .insert(customers)
      .values({ name: `Dashboard Test ${suffix}`, email: `dash-${suffix}@example.com`, subscriptionType: 'yearly', storageQuotaMb: 1 })
      .returning({ id: customers.id });
    customerId = customer?.id ?? 0;
    const [branch] = await db.insert(branches).values({ customerId, name: 'Main' }).returning({ id: branches.id });
    const [service] = await db.select({ id: services.id, workType: services.workType }).from(services).limit(1);
    if (!branch || !service) throw new Error('dashboard test: no branch or service');
    const statuses = ['pending', 'pending', 'in_progress', 'completed', 'cancelled'] as const;
    const rows = await db
      .insert(projects)
      .values(
        statuses.map((status, index) => ({
          code: `DSH-${suffix}-${index}`,
          name: `Dashboard ${suffix} ${index}`,
          customerId,
          branchId: branch.id,
          serviceId: service.id,
          workType: service.workType,
          // The first is overdue; the other open ones are due today.
          dueDate: index === 0 ? '2020-01-06' : today,
          status,
          completedAt: status === 'completed' ? new Date() : null,
        })),
      )
      .returning({ id: projects.id });
    await db.insert(projectFiles).values({ projectId: rows[0]?.id ?? 0, originalName: 'plans.pdf', storedName: `dash-${suffix}.pdf`, mimeType: 'application/pdf', sizeBytes: 524_288 });
    // Last month's invoice was sent; the running month's is the builder's (the invoice cards rebuild it
    // before reading): the project completed today and the 100 MB of storage approved today.
    await db.insert(invoices).values({ number: `INV-DSH-${suffix}-2`, customerId, year: Number(lastMonth.slice(0, 4)), month: Number(lastMonth.slice(5, 7)), status: 'sent', total: '200.500' });
    await db.insert(reviews).values([10, 9, 8, 3].map((score, index) => ({ customerId, branchId: branch.id, score, comment: `Review ${index}`, createdAt: new Date(Date.now() - index * 1000) })));
    await db.insert(storageRequests).values([
      { customerId, requestedMb: 100, state: 'approved', decidedAt: new Date(), emailStatus: 'sent' },
      { customerId, requestedMb: 100, state: 'rejected', decidedAt: new Date(), emailStatus: 'failed' },
      { customerId, requestedMb: 100, state: 'pending' },
    ]);
    await db.insert(storageAlerts).values({ customerId, threshold: 80, usedBytes: '900000', quotaMb: 1 });
    const [summit] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Summit Builders'));
    summitId = summit?.id ?? 0;
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('answers every card of a customer for an administrator', async () => {
    const body = { customer_id: customerId };
    expect(await dataOf('countdetails', 'admin@example.com', body)).toEqual({
      projects: 5,
      open_projects: 3,
      completed_projects: 1,
      customers: 1,
      partners: null,
      agents: null,
      users: 0,
      reviews: 4,
    });
    const status = await dataOf<{ status: string; count: number }[]>('projectstatus', 'admin@example.com', body);
    expect(status.map((row) => row.status)).toEqual([...PROJECT_STATUSES]);
    expect(Object.fromEntries(status.map((row) => [row.status, row.count]))).toMatchObject({ pending: 2, in_progress: 1, completed: 1, cancelled: 1, on_hold: 0 });
    expect(await dataOf('topcustomers', 'admin@example.com', body)).toEqual([{ id: customerId, name: `Dashboard Test ${suffix}`, projects: 5, open: 3, completed: 1 }]);
    const perService = await dataOf<{ count: number }[]>('userservice', 'admin@example.com', body);
    expect(perService).toHaveLength(1);
    expect(perService[0]?.count).toBe(5);
    const dashboard = await dataOf<{ open: number; overdue: number; due_this_week: number; created_this_month: number; completed_this_month: number; months: unknown[] }>('projectdashboard', 'admin@example.com', body);
    expect(dashboard).toMatchObject({ open: 3, overdue: 1, due_this_week: 2, created_this_month: 5, completed_this_month: 1 });
    expect(dashboard.months).toHaveLength(6);

    const billings = await dataOf<{ total: number }[]>('topbillings', 'admin@example.com', body);
    const [running] = await t.app.db.select({ total: invoices.total, status: invoices.status }).from(invoices).where(and(eq(invoices.customerId, customerId), eq(invoices.year, year), eq(invoices.month, month)));
    expect(running?.status).toBe('open');
    const open = Number(running?.total);
    expect(open).toBeGreaterThan(0);
    const total = Math.round((200.5 + open) * 100) / 100;
    expect(billings).toEqual([{ id: customerId, name: `Dashboard Test ${suffix}`, total, invoices: 2 }]);
    expect(await dataOf('invoice', 'admin@example.com', body)).toEqual({ count: 2, total, open, issued: 0, sent: 200.5, this_month: open });
    const graph = await dataOf<{ month: string; total: number }[]>('invoicegraph', 'admin@example.com', body);
    expect(graph.map((row) => row.month)).toEqual(months);
    expect(graph.slice(-2).map((row) => row.total)).toEqual([200.5, open]);
    expect(graph.slice(0, 10).every((row) => row.total === 0)).toBe(true);

    const nps = await dataOf<{ score: number; months: { month: string; total: number }[] }>('npschart', 'admin@example.com', body);
    expect(nps).toMatchObject(npsFromCounts(2, 1, 1));
    expect(nps.months.at(-1)).toMatchObject({ month: months[11], total: 4 });
    const latest = await dataOf<{ score: number; comment: string; customer: { id: number } }[]>('latestreviews', 'admin@example.com', body);
    expect(latest.map((review) => review.comment)).toEqual(['Review 0', 'Review 1', 'Review 2', 'Review 3']);

    expect(await dataOf('storagechart', 'admin@example.com', body)).toEqual({
      used_bytes: 524_288,
      quota_mb: 1,
      customers: [{ customer_id: customerId, name: `Dashboard Test ${suffix}`, used_bytes: 524_288, quota_mb: 1, used_percent: 50 }],
    });
    expect(await dataOf('storageemailstatus', 'admin@example.com', body)).toEqual({
      requests: { pending: 1, approved: 1, rejected: 1, dropped: 0 },
      emails: { not_sent: 0, sent: 1, failed: 1 },
      alerts: 1,
    });
    expect(await dataOf('subscriptionchart', 'admin@example.com', body)).toEqual([{ subscription_type: 'yearly', count: 1 }]);
    expect(await dataOf('customers', 'admin@example.com', body)).toEqual({ total: 1, active: 1, inactive: 0, pending: 0 });
  });

  it('holds a customer user to their own customer: another customer is 404 on every card they hold', async () => {
    for (const name of CARDS) {
      const answer = await card(name, 'customeradmin@example.com', { customer_id: customerId });
      expect([403, 404], name).toContain(answer.code);
    }
    expect((await card('projectstatus', 'customeradmin@example.com', { customer_id: customerId })).code).toBe(404);
    expect((await card('projectstatus', 'customeradmin@example.com', { customer_id: summitId })).code).toBe(200);
  });

  it('answers the scope without customer_id, matching the database', async () => {
    const { db } = t.app;
    const summitStatus = await db.select({ status: projects.status, n: count() }).from(projects).where(eq(projects.customerId, summitId)).groupBy(projects.status);
    const status = await dataOf<{ status: string; count: number }[]>('projectstatus', 'customeradmin@example.com');
    for (const row of summitStatus) expect(status.find((s) => s.status === row.status)?.count).toBe(row.n);
    const [summitReviews] = await db.select({ n: count() }).from(reviews).where(eq(reviews.customerId, summitId));
    const details = await dataOf<Record<string, number | null>>('countdetails', 'customeradmin@example.com');
    expect(details.reviews).toBe(summitReviews?.n ?? 0);
    expect(details.partners).toBeNull();
    expect(details.customers).toBeNull();
    // The administrator sees everything, the test customer among it.
    const all = await dataOf<{ id: number; total: number }[]>('topbillings', 'admin@example.com');
    expect(all.length).toBeGreaterThan(0);
    expect(all.length).toBeLessThanOrEqual(5);
    expect(all.map((row) => row.total)).toEqual(all.map((row) => row.total).sort((a, b) => b - a));
    const tops = await dataOf<{ id: number }[]>('topcustomers', 'customeradmin@example.com');
    expect(tops.map((row) => row.id)).toEqual(tops.length ? [summitId] : []);
  });

  it("ranks a customer's branches, and the projects list's due filter counts as the project dashboard does", async () => {
    const branchesRanked = await dataOf<{ id: number; projects: number; open: number }[]>('topbranches', 'customeradmin@example.com');
    const counts = await dataOf<{ projects: number; open_projects: number }>('countdetails', 'customeradmin@example.com');
    expect(branchesRanked.length).toBeGreaterThan(0);
    if (branchesRanked.length < 5) expect(branchesRanked.reduce((sum, row) => sum + row.projects, 0)).toBe(counts.projects);
    for (const email of ['admin@example.com', 'customeradmin@example.com']) {
      const dashboard = await dataOf<{ open: number; overdue: number; due_this_week: number }>('projectdashboard', email);
      for (const [due, expected] of [['open', dashboard.open], ['overdue', dashboard.overdue], ['this_week', dashboard.due_this_week]] as const) {
        const list = await post(t.app, '/api/projects', { pageNumber: 1, due }, tokens[email]);
        expect((list.json() as { data: { total: number } }).data.total, `${email} ${due}`).toBe(expected);
      }
    }
  });

  it('keeps a branch user to their branch', async () => {
    const { db } = t.app;
    const [boulder] = await db
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.customerId, summitId), eq(branches.name, 'Boulder')));
    const [own] = await db.select({ n: count() }).from(projects).where(eq(projects.branchId, boulder?.id ?? 0));
    const details = await dataOf<{ projects: number }>('countdetails', 'branchadmin@example.com');
    expect(details.projects).toBe(own?.n ?? -1);
  });

  it('refuses a card whose key the caller lacks, and invoices to guest billing', async () => {
    expect((await card('storagechart', 'agent@example.com')).code).toBe(403);
    expect((await card('partners', 'customeradmin@example.com')).code).toBe(403);
    expect((await card('npschart', 'agent@example.com')).code).toBe(403);
    expect((await card('invoice', 'guest@example.com')).code).toBe(403);
    expect((await card('invoicegraph', 'guest@example.com')).code).toBe(403);
    expect((await card('topbillings', 'user@example.com')).code).toBe(403);
    expect((await card('invoice', 'agent@example.com')).code).toBe(200);
    const unauthenticated = await post(t.app, '/api/dashboard/countdetails', {});
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('answers a partner only their customers', async () => {
    const { db } = t.app;
    const partnerCustomers = await db
      .select({ id: customers.id })
      .from(customers)
      .where(inArray(customers.partnerId, db.select({ id: customers.partnerId }).from(customers).where(eq(customers.id, summitId))));
    const storage = await dataOf<{ customers: { customer_id: number }[] }>('storagechart', 'partner@example.com');
    const ids = new Set(partnerCustomers.map((row) => row.id));
    expect(storage.customers.every((bar) => ids.has(bar.customer_id))).toBe(true);
    expect((await card('storagechart', 'partner@example.com', { customer_id: customerId })).code).toBe(404);
    // The partner role holds Agents but not Partner.
    const [partnerId] = await db.select({ id: customers.partnerId }).from(customers).where(eq(customers.id, summitId));
    const [ownAgents] = await db.select({ n: count() }).from(agents).where(eq(agents.partnerId, partnerId?.id ?? 0));
    expect(await dataOf('agents', 'partner@example.com')).toMatchObject({ total: ownAgents?.n });
    expect((await card('partners', 'partner@example.com')).code).toBe(403);
  });

  it('refuses bad input with 400 and a field message', async () => {
    for (const customer_id of ['x', -1, 1.5, 99_999_999_999]) {
      const answer = await card('projectstatus', 'admin@example.com', { customer_id });
      expect(answer.code).toBe(400);
      expect(answer.body.errors?.customer_id).toBeTruthy();
    }
    expect((await card('projectstatus', 'admin@example.com', { customer_id: 2_000_000_000 })).code).toBe(404);
  });
});
