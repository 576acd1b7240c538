/**
 * Reports (spec §7.8, issue 6 item 3): each report's pages hold exactly the rows an independent
 * reading of the tables gives (scope and filters applied in plain TypeScript here), for several filter
 * combinations and for every kind of account; exports hold the same rows in the same order — all of
 * them, across keyset batches — with `X-Total-Rows`; bad filters get 400 at their field; another
 * customer's id widens nothing. On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growRecords } from '../../server/db/grow';
import { addedServices, branches, customerAddedServices, customers, projectAddedServices, projectErrorRequests, projects, users } from '../../server/db/schema';
import { CSV_BOM } from '../../server/exports/csv';
import { reportRows, type ReportContext } from '../../server/modules/reports/queries';
import { serverToday } from '../../server/calendar/blocked-days';
import { daysLate, REPORT_KINDS, REPORT_SORTS, type ReportKind } from '../../src/domain/reports';
import type { ProjectStatus } from '../../src/domain/project-lifecycle';
import { parseCsv } from '../unit/csv-reader';
import { leadingCodes, readPdf } from '../unit/pdf-reader';
import { BACKENDS, post, sessionToken, startApp, type TestApp } from './helper';

const PAGES: Record<ReportKind, string> = {
  project: '/api/reports/projectReports',
  error: '/api/reports/geterrorreportbyPagination',
  added: '/api/reports/addedreports',
  delayed: '/api/reports/delayedprojectreports',
};
const EXPORTS: Record<ReportKind, { csv: [string, object]; pdf: [string, object] }> = {
  project: { csv: ['/api/reports/exportcsv', {}], pdf: ['/api/reports/exportprojectpdf', {}] },
  error: { csv: ['/api/reports/downloaderrorreport', { format: 'csv' }], pdf: ['/api/reports/downloaderrorreport', { format: 'pdf' }] },
  added: { csv: ['/api/reports/exportaddedcsv', {}], pdf: ['/api/reports/exportaddedpdf', {}] },
  delayed: { csv: ['/api/reports/exportdelayedreports', { format: 'csv' }], pdf: ['/api/reports/exportdelayedreports', { format: 'pdf' }] },
};
const ACCOUNTS = ['admin@example.com', 'partner@example.com', 'partneruser@example.com', 'agent@example.com', 'customeradmin@example.com', 'branchadmin@example.com', 'branchlead@example.com', 'user@example.com'];

interface Row {
  id: number;
  code: string;
  [field: string]: unknown;
}
interface PageAnswer {
  data: { data: Row[]; total: number; hasMore: boolean; pageNumber: number };
}

/** The independent reading: every table the reports draw on, loaded whole. */
interface Tables {
  projects: { id: number; code: string; customerId: number; branchId: number; serviceId: number; status: ProjectStatus; dueDate: string; createdAt: Date; completedAt: Date | null }[];
  partnerOf: Map<number, number | null>;
  agentOf: Map<number, number | null>;
  errors: { id: number; projectId: number; createdAt: Date }[];
  addOns: Map<number, string[]>;
}

interface Filters {
  partner?: number;
  customer?: number;
  branch?: number;
  service?: number;
  filter_start_date?: string;
  filter_end_date?: string;
}

const utcDay = (date: Date) => date.toISOString().slice(0, 10);

describe.each(BACKENDS)('reports (%s)', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const inScope = new Map<string, (project: Tables['projects'][number]) => boolean>();
  let tables: Tables;
  let summit = 0;
  let boulder = 0;
  let northwind = 0;
  let otherCustomer = { id: 0, name: '' };
  let serviceId = 0;
  const today = serverToday();

  /** The expected rows of a report as `{id, code}` in no particular order. */
  function expected(kind: ReportKind, email: string, filters: Filters): { id: number; code: string; late?: number }[] {
    const scoped = inScope.get(email) ?? (() => false);
    const byId = new Map(tables.projects.map((p) => [p.id, p]));
    const matches = (p: Tables['projects'][number], day: string) =>
      scoped(p) &&
      (filters.partner === undefined || tables.partnerOf.get(p.customerId) === filters.partner) &&
      (filters.customer === undefined || p.customerId === filters.customer) &&
      (filters.branch === undefined || p.branchId === filters.branch) &&
      (filters.service === undefined || p.serviceId === filters.service) &&
      (!filters.filter_start_date || day >= filters.filter_start_date) &&
      (!filters.filter_end_date || day <= filters.filter_end_date);
    if (kind === 'error') {
      return tables.errors.filter((e) => matches(byId.get(e.projectId)!, utcDay(e.createdAt))).map((e) => ({ id: e.id, code: byId.get(e.projectId)!.code }));
    }
    if (kind === 'delayed') {
      return tables.projects
        .map((p) => ({ p, late: daysLate(p.status, p.dueDate, p.completedAt ? utcDay(p.completedAt) : null, today) }))
        .filter(({ p, late }) => late !== null && matches(p, p.dueDate))
        .map(({ p, late }) => ({ id: p.id, code: p.code, late: late! }));
    }
    return tables.projects.filter((p) => matches(p, utcDay(p.createdAt)) && (kind !== 'added' || tables.addOns.has(p.id))).map((p) => ({ id: p.id, code: p.code }));
  }

  async function allPages(kind: ReportKind, email: string, body: object): Promise<Row[]> {
    const rows: Row[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const response = await post(t.app, PAGES[kind], { ...body, pageNumber, pageSize: 100 }, tokens[email]);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      const { data } = response.json() as PageAnswer;
      expect(data.pageNumber).toBe(pageNumber);
      rows.push(...data.data);
      if (!data.hasMore) {
        expect(rows.length).toBe(data.total);
        return rows;
      }
    }
  }

  async function exportFile(kind: ReportKind, format: 'csv' | 'pdf', email: string, body: object) {
    const [url, extra] = EXPORTS[kind][format];
    const response = await post(t.app, url, { ...body, ...extra }, tokens[email]);
    expect(response.statusCode, response.statusCode === 200 ? '' : response.body).toBe(200);
    expect(response.headers['content-type']).toBe(format === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf');
    expect(String(response.headers['content-disposition'])).toMatch(new RegExp(`^attachment; filename="[a-z-]+-report-${today}\\.${format}"$`));
    return { response, total: Number(response.headers['x-total-rows']) };
  }

  async function csvCodes(kind: ReportKind, email: string, body: object): Promise<{ header: string[]; rows: string[][]; total: number }> {
    const { response, total } = await exportFile(kind, 'csv', email, body);
    expect(response.body.startsWith(CSV_BOM)).toBe(true);
    const [header = [], ...rows] = parseCsv(response.body.slice(CSV_BOM.length));
    return { header, rows, total };
  }

  beforeAll(async () => {
    t = await startApp(backend);
    // More than one export batch (1,000) of projects; every other grown delivered project gets an error
    // report and every third grown project an add-on, so each report crosses a batch.
    const [{ top = 0 } = {}] = (await t.app.db.select({ top: sql<number>`coalesce(max(${projects.id}), 0)::int` }).from(projects)) as { top: number }[];
    await growRecords(t.app.db, { projects: 1500 });
    await t.app.db.execute(sql`insert into project_error_requests (project_id, description, created_at)
      select id, 'Quantities off on sheet ' || id, coalesce(completed_at, created_at) + interval '1 hour' from projects where id > ${top} and id % 2 = 0`);
    await t.app.db.execute(sql`insert into project_added_services (project_id, added_service_id)
      select p.id, a.id from projects p cross join (select min(id) as id from added_services) a where p.id > ${top} and p.id % 3 = 0`);
    for (const email of ACCOUNTS) tokens[email] = await sessionToken(t.app, email);

    const db = t.app.db;
    const customerRows = await db.select({ id: customers.id, name: customers.name, partnerId: customers.partnerId, agentId: customers.agentId }).from(customers);
    summit = customerRows.find((c) => c.name === 'Summit Builders')?.id ?? 0;
    northwind = customerRows.find((c) => c.id === summit)?.partnerId ?? 0;
    otherCustomer = customerRows.find((c) => c.id !== summit && c.partnerId !== northwind) ?? { id: 0, name: '' };
    const [branch] = await db.select({ id: branches.id }).from(branches).where(and(eq(branches.customerId, summit), eq(branches.name, 'Boulder')));
    boulder = branch?.id ?? 0;
    const addOnRows = await db.select({ projectId: projectAddedServices.projectId, name: addedServices.name }).from(projectAddedServices).innerJoin(addedServices, eq(addedServices.id, projectAddedServices.addedServiceId));
    const addOns = new Map<number, string[]>();
    for (const row of addOnRows) addOns.set(row.projectId, [...(addOns.get(row.projectId) ?? []), row.name]);
    tables = {
      projects: await db
        .select({ id: projects.id, code: projects.code, customerId: projects.customerId, branchId: projects.branchId, serviceId: projects.serviceId, status: projects.status, dueDate: projects.dueDate, createdAt: projects.createdAt, completedAt: projects.completedAt })
        .from(projects),
      partnerOf: new Map(customerRows.map((c) => [c.id, c.partnerId])),
      agentOf: new Map(customerRows.map((c) => [c.id, c.agentId])),
      errors: await db.select({ id: projectErrorRequests.id, projectId: projectErrorRequests.projectId, createdAt: projectErrorRequests.createdAt }).from(projectErrorRequests),
      addOns,
    };
    serviceId = tables.projects.find((p) => p.customerId === summit)?.serviceId ?? 0;
    // Each account's project scope, written out from DESIGN §7 (not the server's code).
    for (const email of ACCOUNTS) {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user) throw new Error(email);
      if (user.isAdmin) inScope.set(email, () => true);
      else if (user.ispartner || user.ispartneruser) inScope.set(email, (p) => tables.partnerOf.get(p.customerId) === user.partnerId);
      else if (user.isagent) inScope.set(email, (p) => tables.agentOf.get(p.customerId) === user.agentId);
      else if (user.type === 'Customer Admin') inScope.set(email, (p) => p.customerId === user.customerId);
      else inScope.set(email, (p) => p.branchId === user.branchId);
    }
  }, 240_000);
  afterAll(async () => t?.close());

  it('the seed and the setup give every report rows past one export batch', () => {
    for (const kind of REPORT_KINDS) expect(expected(kind, 'admin@example.com', {}).length, kind).toBeGreaterThan(kind === 'project' ? 1000 : 100);
    expect(expected('error', 'admin@example.com', {}).length).toBeGreaterThan(700);
  });

  const FILTERS: [string, () => Filters][] = [
    ['no filters', () => ({})],
    ['partner', () => ({ partner: northwind })],
    ['customer and branch', () => ({ customer: summit, branch: boulder })],
    ['service', () => ({ service: serviceId })],
    ['days', () => ({ filter_start_date: '2025-06-01', filter_end_date: today })],
    ['everything', () => ({ partner: northwind, customer: summit, service: serviceId, filter_start_date: '2024-01-01', filter_end_date: '2099-12-31' })],
  ];

  it.each(REPORT_KINDS.flatMap((kind) => FILTERS.map(([name, filters]) => [kind, name, filters] as const)))('%s report, %s: the rows an independent reading gives', async (kind, _name, filters) => {
    const body = filters();
    const rows = await allPages(kind, 'admin@example.com', body);
    const want = expected(kind, 'admin@example.com', body);
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(want.map((row) => row.id).sort((a, b) => a - b));
    if (kind === 'delayed') {
      const late = new Map(want.map((row) => [row.id, row.late]));
      for (const row of rows) expect(row.days_late, row.code).toBe(late.get(row.id));
    }
  });

  it.each(ACCOUNTS)('every report holds %s to their scope', async (email) => {
    for (const kind of REPORT_KINDS) {
      const rows = await allPages(kind, email, { sort: 'code' });
      expect(rows.map((row) => row.id).sort((a, b) => a - b), kind).toEqual(expected(kind, email, {}).map((row) => row.id).sort((a, b) => a - b));
    }
    const overview = await post(t.app, '/api/reports', {}, tokens[email]);
    expect(overview.json()).toMatchObject({ status: 200, data: Object.fromEntries(REPORT_KINDS.map((kind) => [kind, expected(kind, email, {}).length])) });
  });

  it('orders rows as asked: days late, due date, reported, newest first by default', async () => {
    const delayed = await allPages('delayed', 'admin@example.com', {});
    const lates = delayed.map((row) => Number(row.days_late));
    expect(lates).toEqual([...lates].sort((a, b) => b - a));
    const byDue = await allPages('delayed', 'admin@example.com', { sort: 'due_date' });
    const dues = byDue.map((row) => String(row.due_date));
    expect(dues).toEqual([...dues].sort());
    const errors = await allPages('error', 'admin@example.com', { customer: summit });
    const reported = errors.map((row) => String(row.reported_at));
    expect(reported).toEqual([...reported].sort().reverse());
    const created = await allPages('project', 'admin@example.com', { customer: summit });
    const stamps = created.map((row) => String(row.created_at));
    expect(stamps).toEqual([...stamps].sort().reverse());
  });

  it('added report: each project with its add-ons at the customer price and their total', async () => {
    const rows = await allPages('added', 'admin@example.com', { customer: summit, sort: 'code' });
    expect(rows.length).toBeGreaterThan(0);
    const prices = await t.app.db
      .select({ id: addedServices.id, list: addedServices.price, own: customerAddedServices.price })
      .from(addedServices)
      .leftJoin(customerAddedServices, and(eq(customerAddedServices.addedServiceId, addedServices.id), eq(customerAddedServices.customerId, summit)));
    for (const row of rows) {
      const lines = row.added_services as { id: number; name: string; price: string }[];
      expect(lines.map((line) => line.name).sort(), row.code).toEqual([...(tables.addOns.get(row.id) ?? [])].sort());
      let sum = 0;
      for (const line of lines) {
        const price = prices.find((p) => p.id === line.id);
        expect(Number(line.price)).toBe(Number(price?.own ?? price?.list));
        sum += Number(line.price);
      }
      expect(Number(row.total)).toBeCloseTo(sum, 3);
    }
  });

  it.each(REPORT_KINDS)('%s report: CSV and PDF hold every filtered row in page order, with X-Total-Rows', async (kind) => {
    for (const [email, body] of [
      ['admin@example.com', {}],
      ['admin@example.com', { sort: '-name', filter_start_date: '2024-01-01' }],
      ['branchlead@example.com', { sort: 'code' }],
    ] as const) {
      const rows = await allPages(kind, email, body);
      const csv = await csvCodes(kind, email, body);
      expect(csv.header[0]).toBe('Project Code');
      expect(csv.total).toBe(rows.length);
      expect(csv.rows.map((row) => row[0]), `${kind} ${email}`).toEqual(rows.map((row) => row.code));
      if (email === 'admin@example.com' && Object.keys(body).length === 0) {
        const { response, total } = await exportFile(kind, 'pdf', email, body);
        const pdf = await readPdf(response.rawPayload);
        expect(total).toBe(rows.length);
        expect(pdf.pages.at(-1)?.at(-1)).toMatch(new RegExp(`Page ${pdf.pageCount} of ${pdf.pageCount}$`));
        expect(pdf.pages[0]?.[1]).toContain(`${rows.length.toLocaleString('en-US')} `);
        expect(leadingCodes(pdf)).toEqual(rows.map((row) => row.code));
      }
    }
  });

  it.each(REPORT_KINDS)('%s report: keyset batches give the page order for every sort, both ways', async (kind) => {
    const context: ReportContext = { scope: { kind: 'all' }, today };
    for (const by of REPORT_SORTS[kind]) {
      for (const descending of [false, true]) {
        const sort = `${descending ? '-' : ''}${by}`;
        const paged = (await allPages(kind, 'admin@example.com', { sort, customer: summit })).map((row) => row.id);
        const streamed: number[] = [];
        for await (const row of reportRows(t.app.db, kind, { customer: summit }, { by, descending } as never, context, 7)) streamed.push(row.id);
        expect(streamed, sort).toEqual(paged);
      }
    }
  });

  it('PDF names the filters within scope only, and says when nothing matches', async () => {
    const { response } = await exportFile('delayed', 'pdf', 'user@example.com', { customer: otherCustomer.id });
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages[0]?.[0]).toBe('Delayed Project Reports');
    expect(pdf.text).toContain('No delayed projects match these filters.');
    expect(pdf.text).toContain(`Customer: #${otherCustomer.id}`);
    expect(pdf.text).not.toContain(otherCustomer.name);
  });

  it("another customer's id shows a customer user nothing", async () => {
    for (const kind of REPORT_KINDS) {
      const response = await post(t.app, PAGES[kind], { pageNumber: 1, customer: otherCustomer.id }, tokens['customeradmin@example.com']);
      expect(response.json()).toMatchObject({ status: 200, data: { data: [], total: 0 } });
    }
    const csv = await csvCodes('project', 'customeradmin@example.com', { customer: otherCustomer.id });
    expect(csv.rows).toEqual([]);
    expect(csv.total).toBe(0);
  });

  it('filter lists: scoped, customers narrowed by partner, branches by customer', async () => {
    const names = async (url: string, body: object, email: string) => ((await post(t.app, url, body, tokens[email])).json() as { data: { id: number; name: string }[] }).data;
    const allCustomers = await names('/api/reports/filters/customers', {}, 'admin@example.com');
    const ofNorthwind = await names('/api/reports/filters/customers', { partner: northwind }, 'admin@example.com');
    expect(ofNorthwind.length).toBeLessThan(allCustomers.length);
    expect(ofNorthwind.map((c) => c.id).sort()).toEqual([...tables.partnerOf].filter(([, p]) => p === northwind).map(([id]) => id).sort());
    expect(await names('/api/reports/filters/customers', {}, 'customeradmin@example.com')).toEqual([{ id: summit, name: 'Summit Builders' }]);
    expect((await names('/api/reports/filters/partners', {}, 'customeradmin@example.com')).map((p) => p.id)).toEqual([northwind]);
    const summitBranches = await names('/api/reports/filters/branches', { customer: summit }, 'admin@example.com');
    const expectedBranches = await t.app.db.select({ id: branches.id }).from(branches).where(eq(branches.customerId, summit)).orderBy(asc(branches.id));
    expect(summitBranches.map((b) => b.id).sort()).toEqual(expectedBranches.map((b) => b.id).sort());
    expect((await names('/api/reports/filters/branches', {}, 'branchlead@example.com')).map((b) => b.id)).toEqual([boulder]);
    expect((await names('/api/reports/filters/services', {}, 'user@example.com')).length).toBeGreaterThan(0);
  });

  it.each([
    [{ partner: 'Northwind' }, 'partner', 'partner must be an id'],
    [{ service: -1 }, 'service', 'service must be an id'],
    [{ filter_start_date: '11/01/2026' }, 'filter_start_date', 'filter_start_date must be a date in the form YYYY-MM-DD'],
    [{ filter_end_date: '2026-02-30' }, 'filter_end_date', 'filter_end_date must be a date in the form YYYY-MM-DD'],
    [{ filter_start_date: '2026-11-10', filter_end_date: '2026-11-01' }, 'filter_end_date', 'filter_end_date must not be before filter_start_date'],
    [{ sort: 'price' }, 'sort', 'sort must be one of'],
  ])('refuses %j with 400 at its field', async (body, field, message) => {
    for (const kind of REPORT_KINDS) {
      const urls = [PAGES[kind], EXPORTS[kind].csv[0], EXPORTS[kind].pdf[0]];
      for (const url of urls) {
        const payload = url === PAGES[kind] ? { pageNumber: 1, ...body } : body;
        const response = await post(t.app, url, payload, tokens['admin@example.com']);
        expect(response.statusCode, url).toBe(400);
        const answer = response.json() as { errors: Record<string, string> };
        expect(answer.errors[field], url).toContain(message);
      }
    }
    const overview = await post(t.app, '/api/reports', { filter_start_date: 'yesterday' }, tokens['admin@example.com']);
    expect(overview.statusCode).toBe(400);
  });

  it('refuses a bad page, a bad format and a body that is no object', async () => {
    const admin = tokens['admin@example.com'];
    expect((await post(t.app, PAGES.project, { pageNumber: 0 }, admin)).statusCode).toBe(400);
    expect((await post(t.app, PAGES.project, { pageNumber: 1, pageSize: 101 }, admin)).statusCode).toBe(400);
    const format = await post(t.app, '/api/reports/exportdelayedreports', { format: 'xlsx' }, admin);
    expect(format.statusCode).toBe(400);
    expect((format.json() as { errors: Record<string, string> }).errors.format).toBe('format must be csv or pdf');
    expect((await post(t.app, '/api/reports', ['partner'], admin)).statusCode).toBe(400);
    expect((await post(t.app, '/api/reports', {})).statusCode).toBe(401);
  });
});
