/**
 * The due-date calendar (spec §7.11): month, week and range views of projects' due dates in the
 * caller's Enq scope, the filters, the blocked days (server's today and holidays), and bad input.
 * The test writes its own projects in a far month, so the seeded projects never get in its way.
 */
import { and, eq, gte, lte } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayIn } from '../../src/domain/due-dates';
import { branches, customers, holidays, projects, services } from '../../server/db/schema';
import { CALENDAR_MESSAGES, MAX_RANGE_DAYS, monthGridRange } from '../../server/modules/calendar/routes';
import { BACKENDS, json, login, post, startApp, type TestApp } from './helper';

interface CalendarEvent {
  id: number;
  code: string;
  name: string;
  customer: { id: number; name: string };
  status: string;
  due_date: string;
}

const eventsOf = (response: LightMyRequestResponse) => (response.json() as { data: CalendarEvent[] }).data;
const codesOf = (response: LightMyRequestResponse) => eventsOf(response).map((event) => event.code);

describe.each(BACKENDS)('calendar on %s', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const suffix = Math.random().toString(36).slice(2, 8).toUpperCase();
  // March 2031: the grid runs from Sunday 02/23 to Saturday 04/05.
  const fixtures = [
    { key: 'denverEarly', branch: 'Denver Headquarters', customer: 'Summit Builders', due: '2031-02-23', status: 'pending' },
    { key: 'denverMid', branch: 'Denver Headquarters', customer: 'Summit Builders', due: '2031-03-12', status: 'in_progress' },
    { key: 'boulder', branch: 'Boulder', customer: 'Summit Builders', due: '2031-03-12', status: 'on_hold' },
    { key: 'seattle', branch: 'Seattle', customer: 'Blue Harbor Construction', due: '2031-03-20', status: 'pending' },
    { key: 'outside', branch: 'Denver Headquarters', customer: 'Summit Builders', due: '2031-04-06', status: 'pending' },
  ] as const;
  type Key = (typeof fixtures)[number]['key'];
  const code = (key: Key) => `CAL-${suffix}-${key}`;
  const ids: Partial<Record<string, number>> = {};

  beforeAll(async () => {
    t = await startApp(backend);
    const { db } = t.app;
    for (const email of ['admin@example.com', 'user@example.com', 'customeradmin@example.com', 'branchadmin@example.com', 'partner@example.com', 'agent@example.com']) {
      tokens[email] = await login(t.app, email);
    }
    const [service] = await db.select({ id: services.id }).from(services).limit(1);
    for (const fixture of fixtures) {
      const [branch] = await db
        .select({ id: branches.id, customerId: branches.customerId })
        .from(branches)
        .innerJoin(customers, eq(customers.id, branches.customerId))
        .where(and(eq(branches.name, fixture.branch), eq(customers.name, fixture.customer)));
      if (!branch || !service) throw new Error(`calendar test: no seeded ${fixture.customer}/${fixture.branch} or service`);
      ids[`customer:${fixture.customer}`] = branch.customerId;
      ids[`branch:${fixture.branch}`] = branch.id;
      await db.insert(projects).values({
        code: code(fixture.key),
        name: `Calendar ${fixture.key} ${suffix}`,
        customerId: branch.customerId,
        branchId: branch.id,
        serviceId: service.id,
        workType: 'QTO',
        dueDate: fixture.due,
        status: fixture.status,
      });
    }
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const call = (url: string, body: object, email = 'admin@example.com') => post(t.app, `/api/calendar${url}`, body, tokens[email]);
  const mine = (codes: string[]) => codes.filter((c) => c.startsWith(`CAL-${suffix}-`));

  describe('month, week and range', () => {
    it('the month view answers the projects of the month grid, by due date then code, with their customer', async () => {
      const response = await call('/monthview', { month: '2031-03' });
      expect(response.statusCode).toBe(200);
      expect(json(response).messages).toBe(CALENDAR_MESSAGES.listed);
      expect(mine(codesOf(response))).toEqual([code('denverEarly'), code('boulder'), code('denverMid'), code('seattle')]);
      const event = eventsOf(response).find((e) => e.code === code('denverMid'));
      expect(event).toMatchObject({ name: `Calendar denverMid ${suffix}`, status: 'in_progress', due_date: '2031-03-12', customer: { name: 'Summit Builders' } });
      const dues = eventsOf(response).map((e) => e.due_date);
      expect([...dues].sort()).toEqual(dues);
    });

    it("the month grid runs from the Sunday on or before the 1st to the Saturday after the month's end", () => {
      expect(monthGridRange('2031-03')).toEqual({ from: '2031-02-23', to: '2031-04-05' });
      expect(monthGridRange('2026-11')).toEqual({ from: '2026-11-01', to: '2026-12-05' });
      expect(monthGridRange('2027-02')).toEqual({ from: '2027-01-31', to: '2027-03-06' });
    });

    it('the week view answers the seven days from start', async () => {
      expect(mine(codesOf(await call('/weekview', { start: '2031-03-09' })))).toEqual([code('boulder'), code('denverMid')].sort());
      expect(mine(codesOf(await call('/weekview', { start: '2031-03-14' })))).toEqual([code('seattle')]);
      expect(mine(codesOf(await call('/weekview', { start: '2031-03-31' })))).toEqual([code('outside')]);
    });

    it('the range view includes both ends', async () => {
      expect(mine(codesOf(await call('', { from: '2031-03-12', to: '2031-03-20' }))).sort()).toEqual([code('boulder'), code('denverMid'), code('seattle')].sort());
      expect(mine(codesOf(await call('', { from: '2031-03-13', to: '2031-03-19' })))).toEqual([]);
    });

    it('filters by customer, branch and status; null and empty filters are no filter', async () => {
      const summit = ids['customer:Summit Builders'];
      const boulder = ids['branch:Boulder'];
      expect(mine(codesOf(await call('/monthview', { month: '2031-03', customer: summit }))).sort()).toEqual([code('boulder'), code('denverEarly'), code('denverMid')].sort());
      expect(mine(codesOf(await call('/monthview', { month: '2031-03', branch: boulder })))).toEqual([code('boulder')]);
      expect(mine(codesOf(await call('/monthview', { month: '2031-03', status: 'pending' }))).sort()).toEqual([code('denverEarly'), code('seattle')].sort());
      expect(mine(codesOf(await call('/monthview', { month: '2031-03', customer: null, branch: null, status: '' })))).toHaveLength(4);
    });
  });

  describe('scope (Enq)', () => {
    it('a branch user sees their branch, a customer admin their customer, a partner and agent their customers', async () => {
      const month = { month: '2031-03' };
      expect(mine(codesOf(await call('/monthview', month, 'user@example.com'))).sort()).toEqual([code('denverEarly'), code('denverMid')].sort());
      expect(mine(codesOf(await call('/monthview', month, 'branchadmin@example.com')))).toEqual([code('boulder')]);
      expect(mine(codesOf(await call('/monthview', month, 'customeradmin@example.com'))).sort()).toEqual([code('boulder'), code('denverEarly'), code('denverMid')].sort());
      for (const email of ['partner@example.com', 'agent@example.com']) {
        const codes = mine(codesOf(await call('/monthview', month, email)));
        expect(codes).toContain(code('denverMid'));
        expect(codes).not.toContain(code('seattle'));
      }
    });

    it('a filter cannot widen the scope', async () => {
      const seattleCustomer = ids['customer:Blue Harbor Construction'];
      expect(mine(codesOf(await call('/monthview', { month: '2031-03', customer: seattleCustomer }, 'user@example.com')))).toEqual([]);
    });

    it('answers 401 without a token', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/calendar/monthview', payload: { month: '2031-03' } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('blocked days', () => {
    it("answers the server's today (UTC) and the holidays overlapping the range, with their names", async () => {
      const today = todayIn(new Date(), 'UTC');
      const from = addDays(today, -30);
      const to = addDays(today, 365);
      const response = await call('/blockeddays', { from, to }, 'user@example.com');
      expect(response.statusCode).toBe(200);
      const data = (response.json() as { data: { today: string; holidays: { from: string; to: string; name: string }[] } }).data;
      expect(data.today).toBe(today);
      const rows = await t.app.db
        .select({ from: holidays.holidayFrom, to: holidays.holidayTo, name: holidays.holidayName })
        .from(holidays)
        .where(and(lte(holidays.holidayFrom, to), gte(holidays.holidayTo, from)));
      expect(data.holidays).toHaveLength(rows.length);
      expect(data.holidays.length).toBeGreaterThan(0);
      expect(data.holidays.map((h) => h.name)).toContain('Christmas');
      for (const holiday of data.holidays) expect(holiday.from <= to && holiday.to >= from).toBe(true);
    });

    it('a holiday overlapping an edge of the range counts', async () => {
      const [christmas] = await t.app.db.select().from(holidays).where(eq(holidays.holidayName, 'Christmas')).limit(1);
      if (!christmas) throw new Error('no seeded Christmas');
      const onLastDay = await call('/blockeddays', { from: christmas.holidayTo, to: addDays(christmas.holidayTo, 3) });
      expect((onLastDay.json() as { data: { holidays: { name: string }[] } }).data.holidays.map((h) => h.name)).toContain('Christmas');
      const before = await call('/blockeddays', { from: addDays(christmas.holidayFrom, -3), to: addDays(christmas.holidayFrom, -1) });
      expect((before.json() as { data: { holidays: { name: string }[] } }).data.holidays.map((h) => h.name)).not.toContain('Christmas');
    });
  });

  describe('bad input: 400 with a clear message', () => {
    const cases: [string, object, string, string][] = [
      ['/monthview', { month: '2031-13' }, 'month', 'month must be a month in the form YYYY-MM'],
      ['/monthview', { month: 'March' }, 'month', 'month must be a month in the form YYYY-MM'],
      ['/monthview', {}, 'month', 'month must be a month in the form YYYY-MM'],
      ['/monthview', { month: '2031-03', customer: 'Summit' }, 'customer', 'customer must be an id'],
      ['/monthview', { month: '2031-03', branch: -1 }, 'branch', 'branch must be an id'],
      ['/monthview', { month: '2031-03', status: 'done' }, 'status', 'status must be one of'],
      ['/weekview', { start: '2031-02-30' }, 'start', 'start must be a date in the form YYYY-MM-DD'],
      ['/weekview', { start: 20310301 }, 'start', 'start must be a date in the form YYYY-MM-DD'],
      ['', { from: '2031-03-10', to: '2031-03-01' }, 'to', CALENDAR_MESSAGES.rangeOrder],
      ['', { from: '2031-01-01', to: '2032-12-31' }, 'to', `The range must be at most ${MAX_RANGE_DAYS} days`],
      ['/blockeddays', { from: '2031-01-01' }, 'to', 'to must be a date in the form YYYY-MM-DD'],
      ['/blockeddays', { from: 'today', to: '2031-01-01' }, 'from', 'from must be a date in the form YYYY-MM-DD'],
    ];
    it.each(cases)('%s %j → 400 at %s', async (url, body, field, message) => {
      const response = await call(url, body);
      expect(response.statusCode).toBe(400);
      const errors = (response.json() as { errors?: Record<string, string> }).errors ?? {};
      expect(errors[field]).toContain(message);
    });

    it('a body that is no object is refused', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/calendar/monthview', headers: { authorization: `Bearer ${tokens['admin@example.com']}`, 'content-type': 'application/json' }, payload: '[1]' });
      expect(response.statusCode).toBe(400);
    });
  });
});
