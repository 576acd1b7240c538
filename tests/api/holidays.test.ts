/** Holidays (spec §3, §7.2): list, create, details, update, delete, the reminder, bad input and the permission matrix. */
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_DENIED } from '../../server/auth/permissions';
import { holidays } from '../../server/db/schema';
import { HOLIDAY_MESSAGES } from '../../server/modules/holidays/routes';
import { ACCOUNTS } from '../../server/db/seed';
import { BACKENDS, json, login, post, startApp, type TestApp } from './helper';
import type { ListPage as Page } from '../../server/http/lists';

/** The parsed body, for a cast to the shape a test expects. */
const answer = (response: LightMyRequestResponse): unknown => response.json();

interface Holiday {
  id: number;
  holiday_name: string;
  holiday_from: string;
  holiday_to: string;
  message: string;
}

/** A UTC day `days` from today, YYYY-MM-DD (the server's "today" is UTC). */
function day(days: number): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days)).toISOString().slice(0, 10);
}

const valid = { holiday_name: 'Founders Day', holiday_from: '2031-03-10', holiday_to: '2031-03-11', message: 'Closed for Founders Day.' };

describe.each(BACKENDS)('holidays on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let partner: string;
  beforeAll(async () => {
    t = await startApp(backend);
    [admin, user, partner] = await Promise.all([login(t.app, 'admin@example.com'), login(t.app, 'user@example.com'), login(t.app, 'partner@example.com')]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const holidayCount = async () => Number((await t.app.db.select({ n: sql<number>`count(*)::int` }).from(holidays))[0]?.n);
  const list = (body: object, token = admin) => post(t.app, '/api/holidays', body, token);
  const create = (body: object, token = admin) => post(t.app, '/api/holidays/create', body, token);

  describe('create, details, update, delete', () => {
    let id = 0;
    it('creates a holiday, fields trimmed, snake_case answer', async () => {
      const before = await holidayCount();
      const response = await create({ ...valid, holiday_name: '  Founders Day ' });
      expect(response.statusCode).toBe(200);
      const body = answer(response) as { messages: string; data: Holiday };
      expect(body.messages).toBe(HOLIDAY_MESSAGES.created);
      expect(body.data).toMatchObject(valid);
      id = body.data.id;
      expect(await holidayCount()).toBe(before + 1);
      // A one-day holiday is fine too.
      expect((await create({ ...valid, holiday_name: 'One Day', holiday_to: valid.holiday_from })).statusCode).toBe(200);
    });

    it('answers the details', async () => {
      const response = await post(t.app, `/api/holidays/details/${id}`, {}, admin);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ status: 200, data: { id, ...valid } });
    });

    it('updates every field', async () => {
      const changed = { holiday_name: 'Founders Week', holiday_from: '2031-03-09', holiday_to: '2031-03-15', message: 'Closed all week.' };
      const response = await post(t.app, `/api/holidays/update/${id}`, { ...changed, revision: 1 }, admin);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ messages: HOLIDAY_MESSAGES.updated, data: { id, ...changed, revision: 2 } });
      const [row] = await t.app.db.select().from(holidays).where(eq(holidays.id, id));
      expect(row).toMatchObject({ holidayName: 'Founders Week', holidayFrom: '2031-03-09', holidayTo: '2031-03-15' });
    });

    it('refuses a bad update and changes nothing', async () => {
      const response = await post(t.app, `/api/holidays/update/${id}`, { ...valid, holiday_from: '2031-03-20', holiday_to: '2031-03-19', revision: 2 }, admin);
      expect(response.statusCode).toBe(400);
      expect((answer(response) as { errors: Record<string, string> }).errors.holiday_to).toBe(HOLIDAY_MESSAGES.toBeforeFrom);
      const [row] = await t.app.db.select().from(holidays).where(eq(holidays.id, id));
      expect(row?.holidayName).toBe('Founders Week');
      expect((await post(t.app, '/api/holidays/update/999999', { ...valid, revision: 1 }, admin)).statusCode).toBe(404);
      // A stale revision is refused with who changed it.
      const stale = await post(t.app, `/api/holidays/update/${id}`, { ...valid, revision: 1 }, admin);
      expect(stale.statusCode).toBe(409);
      expect(json(stale).messages).toBe('This holiday was changed by Alice Morgan after you opened it. Reload it to see their changes, then make yours again.');
    });

    it('deletes it; then it is gone', async () => {
      const response = await post(t.app, `/api/holidays/delete/${id}`, {}, admin);
      expect(response.statusCode).toBe(200);
      expect(json(response).messages).toBe(HOLIDAY_MESSAGES.deleted);
      for (const path of ['details', 'delete']) {
        const again = await post(t.app, `/api/holidays/${path}/${id}`, {}, admin);
        expect(again.statusCode).toBe(404);
        expect(json(again)).toMatchObject({ status: 404, messages: HOLIDAY_MESSAGES.notFound });
      }
    });

    it.each([
      [{}, 'holiday_name', HOLIDAY_MESSAGES.nameRequired],
      [{ ...valid, holiday_name: '   ' }, 'holiday_name', HOLIDAY_MESSAGES.nameRequired],
      [{ ...valid, holiday_name: 12 }, 'holiday_name', HOLIDAY_MESSAGES.nameRequired],
      [{ ...valid, message: '' }, 'message', HOLIDAY_MESSAGES.messageRequired],
      [{ ...valid, message: undefined }, 'message', HOLIDAY_MESSAGES.messageRequired],
      [{ ...valid, holiday_from: undefined }, 'holiday_from', 'holiday_from is required'],
      [{ ...valid, holiday_from: 20310310 }, 'holiday_from', 'holiday_from is required'],
      [{ ...valid, holiday_from: '03/10/2031' }, 'holiday_from', 'holiday_from must be a date in the form YYYY-MM-DD'],
      [{ ...valid, holiday_from: '2031-02-30' }, 'holiday_from', 'holiday_from must be a date in the form YYYY-MM-DD'],
      [{ ...valid, holiday_to: '2031-13-01' }, 'holiday_to', 'holiday_to must be a date in the form YYYY-MM-DD'],
      [{ ...valid, holiday_to: '0000-01-01' }, 'holiday_to', 'holiday_to must be a date in the form YYYY-MM-DD'],
      [{ ...valid, holiday_to: '2031-03-10T00:00:00Z' }, 'holiday_to', 'holiday_to must be a date in the form YYYY-MM-DD'],
      [{ ...valid, holiday_from: '2031-03-12', holiday_to: '2031-03-11' }, 'holiday_to', HOLIDAY_MESSAGES.toBeforeFrom],
      [{ ...valid, message: 'x'.repeat(2001) }, 'message', 'Message must be at most 2000 characters'],
    ])('refuses %j with 400 on %s and writes nothing', async (body, field, message) => {
      const before = await holidayCount();
      const response = await create(body);
      expect(response.statusCode).toBe(400);
      expect((answer(response) as { errors: Record<string, string> }).errors[field]).toBe(message);
      expect(await holidayCount()).toBe(before);
    });

    it.each(['abc', '0', '-3', '2.5', '12345678901'])('refuses the id %s with 400', async (bad) => {
      for (const path of ['details', 'update', 'delete']) {
        const response = await post(t.app, `/api/holidays/${path}/${bad}`, valid, admin);
        expect(response.statusCode).toBe(400);
        expect((answer(response) as { errors: Record<string, string> }).errors.id).toBe('id must be a positive whole number');
      }
    });
  });

  describe('list', () => {
    it('answers a page by start date with total, hasMore and pageNumber', async () => {
      const response = await list({ pageNumber: 1, pageSize: 5 });
      expect(response.statusCode).toBe(200);
      const body = answer(response) as { data: Page<Holiday> };
      expect(body.data.data).toHaveLength(5);
      expect(body.data.total).toBeGreaterThanOrEqual(12);
      expect(body.data.hasMore).toBe(true);
      const starts = body.data.data.map((h) => h.holiday_from);
      expect(starts).toEqual([...starts].sort());
      expect(Object.keys(body.data.data[0]!).sort()).toEqual(['created_at', 'holiday_from', 'holiday_name', 'holiday_to', 'id', 'message', 'revision', 'updated_at']);
    });

    it('filters by year and searches name and message', async () => {
      const year = new Date().getUTCFullYear() + 1;
      const byYear = answer(await list({ pageNumber: 1, pageSize: 100, year })) as { data: Page<Holiday> };
      expect(byYear.data.total).toBeGreaterThanOrEqual(6);
      for (const h of byYear.data.data) expect(h.holiday_from <= `${year}-12-31` && h.holiday_to >= `${year}-01-01`).toBe(true);
      const search = answer(await list({ pageNumber: 1, pageSize: 100, search: 'THANKSGIVING', year })) as { data: Page<Holiday> };
      expect(search.data.data.map((h) => h.holiday_name)).toEqual(['Thanksgiving']);
      const byMessage = answer(await list({ pageNumber: 1, search: 'christmas eve' })) as { data: Page<Holiday> };
      expect(byMessage.data.data.every((h) => h.holiday_name === 'Christmas')).toBe(true);
      expect(byMessage.data.total).toBeGreaterThanOrEqual(2);
    });

    it('sorts by name and descending start', async () => {
      const byName = answer(await list({ pageNumber: 1, pageSize: 100, sort: 'holiday_name' })) as { data: Page<Holiday> };
      const names = byName.data.data.map((h) => h.holiday_name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      const latest = answer(await list({ pageNumber: 1, pageSize: 100, sort: '-holiday_from' })) as { data: Page<Holiday> };
      const starts = latest.data.data.map((h) => h.holiday_from);
      expect(starts).toEqual([...starts].sort().reverse());
    });

    it.each([
      [{}, 'pageNumber'],
      [{ pageNumber: 'one' }, 'pageNumber'],
      [{ pageNumber: 1, pageSize: 1000 }, 'pageSize'],
      [{ pageNumber: 1, year: '2026' }, 'year'],
      [{ pageNumber: 1, year: 99 }, 'year'],
      [{ pageNumber: 1, sort: 'message' }, 'sort'],
    ])('refuses %j with 400 naming %s', async (body, field) => {
      const response = await list(body);
      expect(response.statusCode).toBe(400);
      expect((answer(response) as { errors: Record<string, string> }).errors[field]).toBeTruthy();
    });
  });

  describe('access', () => {
    const calls = [
      ['/api/holidays', { pageNumber: 1 }],
      ['/api/holidays/create', valid],
      ['/api/holidays/details/1', {}],
      ['/api/holidays/update/1', { ...valid, revision: 1 }],
      ['/api/holidays/delete/1', {}],
    ] as const;

    it('answers 401 without a token', async () => {
      for (const [url, body] of calls) expect((await post(t.app, url, body)).statusCode).toBe(401);
      expect((await t.app.inject({ method: 'GET', url: '/api/holidays/notification' })).statusCode).toBe(401);
      expect((await post(t.app, '/api/holidays/notification', {})).statusCode).toBe(401);
    });

    it.each(['user', 'partner'] as const)('refuses every holidays list and write to %s@example.com with 403', async (who) => {
      const token = who === 'user' ? user : partner;
      const before = await holidayCount();
      const [first] = await t.app.db.select().from(holidays).where(eq(holidays.id, 1));
      for (const [url, body] of calls) {
        const response = await post(t.app, url, body, token);
        expect(response.statusCode, url).toBe(403);
        expect(json(response)).toMatchObject({ status: 403, messages: PERMISSION_DENIED });
      }
      expect(await holidayCount()).toBe(before);
      const [after] = await t.app.db.select().from(holidays).where(eq(holidays.id, 1));
      expect(after).toEqual(first);
    });
  });

  describe('notification', () => {
    it('answers the next holiday within 7 days to every signed-in account, by GET and POST', async () => {
      const created = await create({ holiday_name: 'Reminder Test Closure', holiday_from: day(2), holiday_to: day(3), message: 'Closed for the reminder test.' });
      expect(created.statusCode).toBe(200);
      for (const account of ACCOUNTS.filter((a) => !a.twoFactor && !a.mustChangePassword)) {
        const token = await login(t.app, account.email);
        for (const method of ['GET', 'POST'] as const) {
          const response = await t.app.inject({ method, url: '/api/holidays/notification', headers: { authorization: `Bearer ${token}` } });
          expect(response.statusCode, `${account.email} ${method}`).toBe(200);
          const body = answer(response) as { data: Holiday };
          expect(Object.keys(body.data).sort()).toEqual(['holiday_from', 'holiday_name', 'holiday_to', 'id', 'message']);
          expect(body.data.holiday_from <= day(2)).toBe(true);
          expect(body.data.holiday_to >= day(0)).toBe(true);
        }
      }
    });

    it('answers a holiday under way today', async () => {
      await t.app.db.delete(holidays).where(and(gte(holidays.holidayTo, day(-30)), lte(holidays.holidayFrom, day(30))));
      await create({ holiday_name: 'Ongoing', holiday_from: day(-1), holiday_to: day(0), message: 'Closed until tonight.' });
      await create({ holiday_name: 'Later', holiday_from: day(5), holiday_to: day(5), message: 'Closed later.' });
      const response = await t.app.inject({ method: 'GET', url: '/api/holidays/notification', headers: { authorization: `Bearer ${user}` } });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ status: 200, data: { holiday_name: 'Ongoing', holiday_from: day(-1), holiday_to: day(0), message: 'Closed until tonight.' } });
    });

    it('answers 404 "No upcoming holiday" when none starts within 7 days', async () => {
      await t.app.db.delete(holidays).where(and(gte(holidays.holidayTo, day(-30)), lte(holidays.holidayFrom, day(30))));
      await create({ holiday_name: 'Too Far', holiday_from: day(8), holiday_to: day(9), message: 'Not yet.' });
      await create({ holiday_name: 'Past', holiday_from: day(-3), holiday_to: day(-1), message: 'Over.' });
      const response = await post(t.app, '/api/holidays/notification', {}, partner);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toEqual({ status: 404, messages: HOLIDAY_MESSAGES.noneUpcoming });
    });
  });
});
