/**
 * Analytics (issue 6 item 2): every period and variant against an independent count over the projects
 * table (inserted projects spread over years, months and days, plus the seed), the project scope and
 * the customer / partner filters, default ranges, and bad input (400, errors at the field).
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, partners, projects } from '../../server/db/schema';
import type { AnalyticsAnswer, AnalyticsVariant, Period } from '../../src/domain/periods';
import { BACKENDS, login, post, startApp, type TestApp } from './helper';

const URL_OF: Record<AnalyticsVariant, string> = { all: '/api/analytics', QTO: '/api/analytics/qto', FTE: '/api/analytics/fte' };

interface Row {
  customerId: number;
  workType: string;
  status: string;
  createdAt: Date;
  completedAt: Date | null;
  dueDate: string;
}

/** The bucket key of a UTC instant, by string slicing (independent of src/domain/periods.ts). */
function keyOf(period: Period, date: Date): string {
  const iso = date.toISOString();
  if (period === 'year') return `${iso.slice(0, 4)}-01-01`;
  if (period === 'month') return `${iso.slice(0, 7)}-01`;
  return iso.slice(0, 10);
}

interface Expected {
  created: number;
  completed: number;
  on_time: number;
  turnaround: number;
}

/** Sums per bucket over the rows, for [from, to] (days, inclusive). */
function expected(rows: readonly Row[], period: Period, from: string, to: string): Map<string, Expected> {
  const sums = new Map<string, Expected>();
  const add = (key: string) => {
    let entry = sums.get(key);
    if (!entry) sums.set(key, (entry = { created: 0, completed: 0, on_time: 0, turnaround: 0 }));
    return entry;
  };
  const inRange = (date: Date) => date.toISOString().slice(0, 10) >= from && date.toISOString().slice(0, 10) <= to;
  for (const row of rows) {
    if (inRange(row.createdAt)) add(keyOf(period, row.createdAt)).created += 1;
    if (row.completedAt && (row.status === 'completed' || row.status === 'reopen_requested') && inRange(row.completedAt)) {
      const entry = add(keyOf(period, row.completedAt));
      entry.completed += 1;
      if (row.completedAt.toISOString().slice(0, 10) <= row.dueDate) entry.on_time += 1;
      entry.turnaround += (row.completedAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    }
  }
  return sums;
}

function compare(answer: AnalyticsAnswer, rows: readonly Row[]): void {
  const sums = expected(rows, answer.period, answer.from, answer.to);
  const seen = new Set<string>();
  const total = { created: 0, completed: 0, on_time: 0 };
  for (const bucket of answer.buckets) {
    seen.add(bucket.bucket);
    const want = sums.get(bucket.bucket) ?? { created: 0, completed: 0, on_time: 0, turnaround: 0 };
    expect({ bucket: bucket.bucket, created: bucket.created, completed: bucket.completed, on_time: bucket.on_time }).toEqual({
      bucket: bucket.bucket,
      created: want.created,
      completed: want.completed,
      on_time: want.on_time,
    });
    if (want.completed === 0) {
      expect(bucket.avg_turnaround_days).toBeNull();
      expect(bucket.on_time_rate).toBeNull();
    } else {
      // Rounded to 0.1 day and 0.001 by the server.
      expect(Math.abs((bucket.avg_turnaround_days ?? NaN) - want.turnaround / want.completed)).toBeLessThanOrEqual(0.0501);
      expect(Math.abs((bucket.on_time_rate ?? NaN) - want.on_time / want.completed)).toBeLessThanOrEqual(0.000501);
    }
    total.created += want.created;
    total.completed += want.completed;
    total.on_time += want.on_time;
  }
  // Every bucket with work is in the answer, and the answer's buckets are consecutive and ascending.
  for (const key of sums.keys()) expect(seen.has(key)).toBe(true);
  expect([...seen].sort()).toEqual(answer.buckets.map((b) => b.bucket));
  expect({ created: answer.totals.created, completed: answer.totals.completed, on_time: answer.totals.on_time }).toEqual(total);
}

const data = (response: LightMyRequestResponse) => (response.json() as { data: AnalyticsAnswer }).data;

/** A deterministic spread of instants: day `i` of a 5-year span, at an hour that varies. */
function spread(i: number): Date {
  return new Date(Date.UTC(2021, 0, 1 + ((i * 97) % 1800), (i * 7) % 24, (i * 13) % 60));
}

describe.each(BACKENDS)('analytics on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let partner: string;
  let rows: Row[];
  let summit: number;
  let evergreen: number;
  let keystone: number;
  let northwindCustomers: Set<number>;

  beforeAll(async () => {
    t = await startApp(backend);
    [admin, partner] = await Promise.all([login(t.app, 'admin@example.com'), login(t.app, 'partner@example.com')]);
    const { db } = t.app;
    const byName = new Map((await db.select({ id: customers.id, name: customers.name }).from(customers)).map((c) => [c.name, c.id]));
    summit = byName.get('Summit Builders') ?? 0;
    evergreen = byName.get('Evergreen Homes') ?? 0;
    const partnerRows = await db.select({ id: partners.id, name: partners.name }).from(partners);
    keystone = partnerRows.find((p) => p.name === 'Keystone Construction Advisors')?.id ?? 0;
    const northwind = partnerRows.find((p) => p.name === 'Northwind Estimating Partners')?.id ?? partnerRows.find((p) => p.name.startsWith('Northwind'))?.id ?? 0;
    northwindCustomers = new Set((await db.select({ id: customers.id }).from(customers).where(eq(customers.partnerId, northwind))).map((c) => c.id));

    // 120 projects of two customers, created over 2021–2025, two thirds delivered 0–40 days later,
    // due 0–30 days after creation: some on time, some late.
    const templates = await db.select().from(projects).where(inArray(projects.customerId, [summit, evergreen])).orderBy(asc(projects.id));
    const ofCustomer = (id: number) => templates.find((p) => p.customerId === id);
    const statuses = ['completed', 'in_progress', 'completed', 'reopen_requested', 'pending', 'completed'] as const;
    const workTypes = ['QTO', 'FTE', 'Others'] as const;
    const values = Array.from({ length: 120 }, (_, i) => {
      const template = ofCustomer(i % 2 === 0 ? summit : evergreen);
      if (!template) throw new Error('no template project');
      const createdAt = spread(i);
      const status = statuses[i % statuses.length] ?? 'pending';
      const delivered = status === 'completed' || status === 'reopen_requested';
      const completedAt = delivered ? new Date(createdAt.getTime() + ((i * 31) % 40) * 86_400_000 + ((i * 5) % 20) * 3_600_000) : null;
      const due = new Date(createdAt.getTime() + ((i * 11) % 30) * 86_400_000);
      return {
        code: `ANA-${String(i).padStart(4, '0')}`,
        name: `Analytics ${i}`,
        customerId: template.customerId,
        branchId: template.branchId,
        serviceId: template.serviceId,
        workType: workTypes[Math.floor(i / 2) % workTypes.length] ?? 'QTO',
        dueDate: due.toISOString().slice(0, 10),
        status,
        createdAt,
        updatedAt: createdAt,
        completedAt,
      };
    });
    await db.insert(projects).values(values);
    rows = await db
      .select({ customerId: projects.customerId, workType: projects.workType, status: projects.status, createdAt: projects.createdAt, completedAt: projects.completedAt, dueDate: projects.dueDate })
      .from(projects);
  });
  afterAll(async () => {
    await t?.close();
  });

  const ask = (variant: AnalyticsVariant, body: object, token = admin) => post(t.app, URL_OF[variant], body, token);
  const ofVariant = (variant: AnalyticsVariant, list: readonly Row[]) => (variant === 'all' ? list : list.filter((row) => row.workType === variant));

  const RANGES: Record<Period, { from: string; to: string; buckets: number }> = {
    year: { from: '2020-06-01', to: '2026-02-01', buckets: 7 },
    month: { from: '2022-01-15', to: '2023-12-31', buckets: 24 },
    day: { from: '2023-03-01', to: '2023-06-30', buckets: 122 },
  };

  for (const period of ['year', 'month', 'day'] as const) {
    for (const variant of ['all', 'QTO', 'FTE'] as const) {
      it(`${period} buckets of ${variant} projects equal an independent count`, async () => {
        const range = RANGES[period];
        const response = await ask(variant, { period, from: range.from, to: range.to });
        expect(response.statusCode).toBe(200);
        const answer = data(response);
        expect(answer.period).toBe(period);
        expect(answer.variant).toBe(variant);
        expect(answer.buckets).toHaveLength(range.buckets);
        // The range is widened to whole buckets.
        if (period === 'year') expect([answer.from, answer.to]).toEqual(['2020-01-01', '2026-12-31']);
        if (period === 'month') expect([answer.from, answer.to]).toEqual(['2022-01-01', '2023-12-31']);
        compare(answer, ofVariant(variant, rows));
        if (period !== 'day') expect(answer.totals.completed).toBeGreaterThan(0);
      });
    }
  }

  it('answers the default range of each period, ending with the current bucket', async () => {
    const today = new Date().toISOString().slice(0, 10);
    for (const [period, count] of [['year', 5], ['month', 12], ['day', 30]] as const) {
      const answer = data(await ask('all', { period }));
      expect(answer.buckets).toHaveLength(count);
      expect(answer.to >= today).toBe(true);
      expect(answer.buckets.at(-1)?.bucket.slice(0, period === 'year' ? 4 : period === 'month' ? 7 : 10)).toBe(today.slice(0, period === 'year' ? 4 : period === 'month' ? 7 : 10));
      compare(answer, rows);
    }
    // The seed's projects fall in the last 12 months.
    expect(data(await ask('all', { period: 'month' })).totals.created).toBeGreaterThan(0);
  });

  it("holds a partner to their customers' projects", async () => {
    const range = RANGES.month;
    const answer = data(await ask('all', { period: 'month', from: range.from, to: range.to }, partner));
    compare(answer, rows.filter((row) => northwindCustomers.has(row.customerId)));
    expect(northwindCustomers.has(evergreen)).toBe(false);
    // Another partner's customer is outside the scope: nothing, not an error.
    const other = data(await ask('all', { period: 'month', from: range.from, to: range.to, customer_id: evergreen }, partner));
    expect(other.totals).toEqual({ created: 0, completed: 0, on_time: 0, avg_turnaround_days: null, on_time_rate: null });
    expect(other.buckets).toHaveLength(24);
  });

  it('filters by customer and by partner', async () => {
    const range = RANGES.year;
    const bySummit = data(await ask('QTO', { period: 'year', from: range.from, to: range.to, customer_id: summit }));
    compare(bySummit, rows.filter((row) => row.customerId === summit && row.workType === 'QTO'));
    const byKeystone = data(await ask('all', { period: 'year', from: range.from, to: range.to, partner: keystone }));
    const keystoneCustomers = new Set((await t.app.db.select({ id: customers.id }).from(customers).where(eq(customers.partnerId, keystone))).map((c) => c.id));
    compare(byKeystone, rows.filter((row) => keystoneCustomers.has(row.customerId)));
    expect(byKeystone.totals.created).toBeGreaterThan(0);
  });

  it('refuses callers without the Analytics key', async () => {
    for (const email of ['user@example.com', 'customeradmin@example.com', 'agent@example.com']) {
      const token = await login(t.app, email);
      for (const variant of ['all', 'QTO', 'FTE'] as const) expect((await ask(variant, { period: 'month' }, token)).statusCode).toBe(403);
    }
    expect((await post(t.app, '/api/analytics', { period: 'month' })).statusCode).toBe(401);
  });

  it('answers bad input with 400 and the field', async () => {
    const cases: [object, string, string][] = [
      [{}, 'period', 'period must be one of year, month, day'],
      [{ period: 'week' }, 'period', 'period must be one of year, month, day'],
      [{ period: 'day', from: '2026-02-30' }, 'from', 'from must be a date in the form YYYY-MM-DD'],
      [{ period: 'day', to: 20260101 }, 'to', 'to must be a date in the form YYYY-MM-DD'],
      [{ period: 'month', from: '2026-05-01', to: '2026-04-01' }, 'to', 'The end date must be on or after the start date'],
      [{ period: 'day', from: '2024-01-01', to: '2025-06-01' }, 'to', 'The range may hold at most 366 days'],
      [{ period: 'month', from: '2000-01-01', to: '2026-01-01' }, 'to', 'The range may hold at most 120 months'],
      [{ period: 'year', customer_id: 'x' }, 'customer_id', 'customer_id must be a record id'],
      [{ period: 'year', partner: -1 }, 'partner', 'partner must be a record id'],
    ];
    for (const [body, field, message] of cases) {
      const response = await ask('all', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect((response.json() as { errors: Record<string, string> }).errors[field]).toBe(message);
    }
    const notObject = await t.app.inject({ method: 'POST', url: '/api/analytics/fte', payload: '[1]', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' } });
    expect(notObject.statusCode).toBe(400);
  });
});
