/**
 * The list kernel's CSV export (issue 13 §3): for the same body, `POST /<path>/export` holds exactly
 * the rows the list shows across all its pages — same scope, filters, search and order, across
 * export batches — paging ignored; a caller without the list's key gets 403 and no file; a bad filter
 * gets the list's 400. On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growRecords } from '../../server/db/grow';
import { customers, partners, users } from '../../server/db/schema';
import { CSV_BOM } from '../../server/exports/csv';
import { EXPORT_BATCH } from '../../server/http/lists';
import { parseCsv } from '../unit/csv-reader';
import { BACKENDS, post, sessionToken, startApp, type TestApp } from './helper';

interface Row {
  id: number;
  name: string;
  email?: string;
}
interface ListAnswer {
  data: { data: Row[]; total: number; hasMore: boolean };
}

/** A list's rows for the body, page after page (agents list by GET with a query string). */
async function listRows(t: TestApp, token: string, path: string, body: Record<string, string | number>): Promise<Row[]> {
  const rows: Row[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const paged = { ...body, pageNumber, pageSize: 100 };
    const response =
      path === 'agents'
        ? await t.app.inject({ method: 'GET', url: `/api/agents?${new URLSearchParams(Object.entries(paged).map(([key, value]) => [key, String(value)])).toString()}`, headers: { authorization: `Bearer ${token}` } })
        : await post(t.app, `/api/${path}`, paged, token);
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const { data } = response.json() as ListAnswer;
    rows.push(...data.data);
    if (!data.hasMore) return rows;
  }
}

/** The export's header line and rows, after checking it is a CSV attachment named by the path and day. */
async function exportRows(t: TestApp, token: string, path: string, body: object): Promise<{ header: string[]; rows: string[][] }> {
  const response = await post(t.app, `/api/${path}/export`, body, token);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="${path}-\\d{4}-\\d{2}-\\d{2}\\.csv"$`));
  expect(response.body.startsWith(CSV_BOM)).toBe(true);
  const [header = [], ...rows] = parseCsv(response.body.slice(CSV_BOM.length));
  expect(response.headers['x-total-rows']).toBe(String(rows.length));
  return { header, rows };
}

/** One column of the export, by its header. */
function column({ header, rows }: { header: string[]; rows: string[][] }, name: string): string[] {
  const at = header.indexOf(name);
  expect(at, `${name} in ${header.join(', ')}`).toBeGreaterThanOrEqual(0);
  return rows.map((row) => row[at] ?? '');
}

describe.each(BACKENDS)('record exports on %s', (backend) => {
  let t: TestApp;
  const token: Record<string, string> = {};

  beforeAll(async () => {
    t = await startApp(backend);
    // More matching rows than one export batch, so the file spans batches.
    await growRecords(t.app.db, { customers: 300, users: EXPORT_BATCH + 200 });
    for (const who of ['admin', 'partner', 'customeradmin']) token[who] = await sessionToken(t.app, `${who}@example.com`);
  }, 120_000);
  afterAll(async () => {
    await t?.close();
  });

  const cases: [path: string, body: Record<string, string | number>, header: string, field: keyof Row][] = [
    ['users', { search: 'example', sort: '-email', status: 'active' }, 'Email', 'email'],
    ['customers', { search: 'bench', sort: '-created', status: 'active' }, 'Customer', 'name'],
    ['branches', { search: 'e', sort: 'customer' }, 'Branch', 'name'],
    ['agents', { search: 'e', sort: 'commission' }, 'Agent', 'name'],
    ['services', { sort: '-price' }, 'Service', 'name'],
    ['holidays', { sort: 'holiday_name' }, 'Holiday', 'name'],
  ];
  it.each(cases)('exports exactly the %s list’s rows across all pages for a filter, search and sort', async (path, body, header, field) => {
    const listed = await listRows(t, token.admin!, path, body);
    const exported = await exportRows(t, token.admin!, path, body);
    const key = path === 'holidays' ? (row: Row) => (row as unknown as { holiday_name: string }).holiday_name : (row: Row) => String(row[field]);
    expect(listed.length).toBeGreaterThan(1);
    expect(column(exported, header)).toEqual(listed.map(key));
  });

  it('spans export batches and ignores paging', async () => {
    const body = { search: 'example', sort: 'email', pageNumber: 3, pageSize: 5 };
    const exported = await exportRows(t, token.admin!, 'users', body);
    expect(exported.rows.length).toBeGreaterThan(EXPORT_BATCH);
    expect(column(exported, 'Email')).toEqual((await listRows(t, token.admin!, 'users', { search: 'example', sort: 'email' })).map((row) => row.email));
  });

  it('holds a partner to its own customers and a customer admin to its own users and branches', async () => {
    const [northwind] = await t.app.db.select({ id: partners.id, name: partners.name }).from(partners).innerJoin(users, eq(users.partnerId, partners.id)).where(eq(users.email, 'partner@example.com'));
    const own = await t.app.db.select({ id: customers.id }).from(customers).where(eq(customers.partnerId, northwind!.id));
    const partnerFile = await exportRows(t, token.partner!, 'customers', {});
    expect(partnerFile.rows).toHaveLength(own.length);
    expect(new Set(column(partnerFile, 'Partner'))).toEqual(new Set([northwind!.name]));

    const [admin] = await t.app.db.select({ customer: customers.name }).from(users).innerJoin(customers, eq(customers.id, users.customerId)).where(eq(users.email, 'customeradmin@example.com'));
    for (const path of ['users', 'branches']) {
      const file = await exportRows(t, token.customeradmin!, path, {});
      expect(file.rows.length).toBeGreaterThan(0);
      expect(new Set(column(file, 'Customer')), path).toEqual(new Set([admin!.customer]));
      expect(column(file, path === 'users' ? 'Email' : 'Branch')).toEqual((await listRows(t, token.customeradmin!, path, {})).map((row) => (path === 'users' ? row.email : row.name)));
    }
  });

  it('refuses a caller without the list’s key with 403 and no file, and a bad filter with the list’s 400', async () => {
    for (const [who, path] of [
      ['customeradmin', 'customers'],
      ['partner', 'roles'],
      ['partner', 'addons'],
    ] as const) {
      const response = await post(t.app, `/api/${path}/export`, {}, token[who]);
      expect(response.statusCode, `${who} ${path}`).toBe(403);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.headers['content-disposition']).toBeUndefined();
    }
    const bad: [path: string, body: object, field: string][] = [
      ['customers', { status: 'asleep' }, 'status'],
      ['users', { sort: 'password' }, 'sort'],
      ['holidays', { year: 1200 }, 'year'],
      ['agents', { partner: -1 }, 'partner'],
    ];
    for (const [path, body, field] of bad) {
      const list = await post(t.app, `/api/${path}`, body, token.admin);
      const response = await post(t.app, `/api/${path}/export`, body, token.admin);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const answer = response.json() as { errors: Record<string, string> };
      expect(Object.keys(answer.errors)).toContain(field);
      if (path !== 'agents') expect(answer.errors[field]).toBe((list.json() as { errors: Record<string, string> }).errors[field]);
    }
  });
});
