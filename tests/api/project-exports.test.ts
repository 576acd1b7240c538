/**
 * Project exports (spec §7.6): the CSV and PDF hold exactly the rows the list shows for the same
 * filters and sort — all of them, across export batches — within the caller's scope; bad filters get
 * a 400; one project's PDF holds its details, RFIs, requests and activities, and is 404 outside the
 * caller's scope. On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { growRecords } from '../../server/db/grow';
import { branches, customers, projectActivities, projectRfis, projects, users } from '../../server/db/schema';
import { CSV_BOM } from '../../server/exports/csv';
import { parseCsv } from '../unit/csv-reader';
import { leadingCodes, readPdf } from '../unit/pdf-reader';
import { BACKENDS, post, sessionToken, startApp, type TestApp } from './helper';

interface ListAnswer {
  data: { data: { code: string; name: string }[]; total: number; hasMore: boolean };
}

/** Every code the list answers for the body, page after page. */
async function listCodes(t: TestApp, token: string, filters: object): Promise<string[]> {
  const codes: string[] = [];
  for (let pageNumber = 1; ; pageNumber += 1) {
    const response = await post(t.app, '/api/projects', { ...filters, pageNumber, pageSize: 100 }, token);
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as ListAnswer;
    codes.push(...data.data.map((row) => row.code));
    if (!data.hasMore) return codes;
  }
}

async function exportCsv(t: TestApp, token: string, filters: object): Promise<string[][]> {
  const response = await post(t.app, '/api/projects/exportcsv', filters, token);
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(response.headers['content-disposition']).toMatch(/^attachment; filename="projects-\d{4}-\d{2}-\d{2}\.csv"$/);
  expect(response.body.startsWith(CSV_BOM)).toBe(true);
  return parseCsv(response.body.slice(CSV_BOM.length));
}

async function exportPdf(t: TestApp, token: string, url: string, body: object = {}) {
  const response = await post(t.app, url, body, token);
  expect(response.statusCode, response.statusCode === 200 ? '' : response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  return { pdf: await readPdf(response.rawPayload), disposition: String(response.headers['content-disposition']) };
}

describe.each(BACKENDS)('project exports (%s)', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let summit = 0;
  let boulder = 0;

  beforeAll(async () => {
    t = await startApp(backend);
    // More than one export batch (1,000) of projects, over every branch.
    await growRecords(t.app.db, { projects: 1500 });
    for (const email of ['admin@example.com', 'partner@example.com', 'customeradmin@example.com', 'branchlead@example.com', 'user@example.com', 'agent@example.com']) {
      tokens[email] = await sessionToken(t.app, email);
    }
    const [customer] = await t.app.db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Summit Builders'));
    summit = customer?.id ?? 0;
    const [branch] = await t.app.db.select({ id: branches.id }).from(branches).where(and(eq(branches.customerId, summit), eq(branches.name, 'Boulder')));
    boulder = branch?.id ?? 0;
  }, 180_000);
  afterAll(async () => t?.close());

  it('exports every row of the list, in its order, past one batch', async () => {
    const token = tokens['admin@example.com'] ?? '';
    const listed = await listCodes(t, token, {});
    expect(listed.length).toBeGreaterThan(1500);
    const rows = await exportCsv(t, token, {});
    expect(rows[0]?.slice(0, 4)).toEqual(['Project Code', 'Project Name', 'Client Project Number', 'Customer']);
    expect(rows.slice(1).map((row) => row[0])).toEqual(listed);
  });

  it.each([
    { status: 'in_progress', sort: '-due_date' },
    { sort: 'customer', work_type: 'QTO' },
    { search: 'Library', sort: 'name' },
    { project_code: 'PRJ-0001', sort: '-code' },
    { status: 'on_hold', sort: 'status', filter_start_date: '2025-01-01', filter_end_date: '2099-12-31' },
  ])('CSV rows are the list rows for %j', async (filters) => {
    const token = tokens['admin@example.com'] ?? '';
    const listed = await listCodes(t, token, filters);
    const rows = await exportCsv(t, token, filters);
    expect(rows.slice(1).map((row) => row[0])).toEqual(listed);
  });

  it('ignores paging in the body: the export is never one page', async () => {
    const token = tokens['admin@example.com'] ?? '';
    const rows = await exportCsv(t, token, { status: 'completed', pageNumber: 2, pageSize: 10 });
    expect(rows.length - 1).toBe((await listCodes(t, token, { status: 'completed' })).length);
    expect(rows.length - 1).toBeGreaterThan(10);
  });

  it('writes US dates, status labels and names, and neutralises formulas', async () => {
    const token = tokens['admin@example.com'] ?? '';
    const [target] = await t.app.db.select().from(projects).where(eq(projects.customerId, summit)).orderBy(asc(projects.id)).limit(1);
    if (!target) throw new Error('no Summit project');
    await t.app.db.update(projects).set({ name: '=HYPERLINK("http://evil.example","click"), then "more"' }).where(eq(projects.id, target.id));
    const rows = await exportCsv(t, token, { project_code: target.code });
    const header = rows[0] ?? [];
    const row = rows.find((r) => r[0] === target.code) ?? [];
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Project Name')).toBe('\'=HYPERLINK("http://evil.example","click"), then "more"');
    expect(cell('Customer')).toBe('Summit Builders');
    expect(cell('Due Date')).toBe(`${target.dueDate.slice(5, 7)}/${target.dueDate.slice(8, 10)}/${target.dueDate.slice(0, 4)}`);
    expect(cell('Status')).toMatch(/^(Pending|In Progress|On Hold|Completed|Reopen Requested|Cancellation Requested|Cancelled)$/);
  });

  it('PDF holds every row of the filtered list, the filters line and page numbers', async () => {
    const token = tokens['admin@example.com'] ?? '';
    const filters = { customer: summit, sort: 'due_date' };
    const listed = await listCodes(t, token, filters);
    expect(listed.length).toBeGreaterThan(100);
    const { pdf, disposition } = await exportPdf(t, token, '/api/projects/exportpdf', filters);
    expect(disposition).toMatch(/^attachment; filename="projects-\d{4}-\d{2}-\d{2}\.pdf"$/);
    expect(pdf.pageCount).toBeGreaterThan(1);
    expect(pdf.pages[0]?.[0]).toBe('Projects');
    expect(pdf.pages[0]?.[1]).toContain(`${listed.length.toLocaleString('en-US')} projects · Customer: Summit Builders · Sorted by Due Date`);
    expect(leadingCodes(pdf)).toEqual(listed);
    pdf.pages.forEach((page, i) => expect(page.at(-1)).toMatch(new RegExp(`^Generated \\d{2}/\\d{2}/\\d{4} by .+ Page ${i + 1} of ${pdf.pageCount}$`)));
  });

  it('PDF of no rows says so', async () => {
    const { pdf } = await exportPdf(t, tokens['admin@example.com'] ?? '', '/api/projects/exportpdf', { search: 'no project is called this' });
    expect(pdf.pageCount).toBe(1);
    expect(pdf.text).toContain('No projects match these filters.');
  });

  it('exports only the selected rows, in the list’s order, and never one outside the scope', async () => {
    const admin = tokens['admin@example.com'] ?? '';
    const chosen = await t.app.db.select({ id: projects.id, code: projects.code }).from(projects).where(eq(projects.customerId, summit)).orderBy(asc(projects.id)).limit(3);
    const rows = await exportCsv(t, admin, { sort: '-code', ids: chosen.map((row) => row.id) });
    expect(rows.slice(1).map((row) => row[0])).toEqual(chosen.map((row) => row.code).sort().reverse());
    // Blue Harbor's projects are not Summit's admin's to export, selected or not.
    const [elsewhere] = await t.app.db.select({ id: projects.id }).from(projects).where(ne(projects.customerId, summit)).limit(1);
    const own = await exportCsv(t, tokens['customeradmin@example.com'] ?? '', { ids: [chosen[0]?.id, elsewhere?.id] });
    expect(own.slice(1).map((row) => row[0])).toEqual([chosen[0]?.code]);
  });

  it('holds each caller to their scope', async () => {
    for (const email of ['partner@example.com', 'customeradmin@example.com', 'branchlead@example.com', 'user@example.com', 'agent@example.com']) {
      const token = tokens[email] ?? '';
      const listed = await listCodes(t, token, { sort: 'code' });
      const rows = await exportCsv(t, token, { sort: 'code' });
      expect(rows.slice(1).map((row) => row[0]), email).toEqual(listed);
    }
    // The Boulder branch lead sees only Boulder; Summit's admin sees no other customer.
    const lead = await exportCsv(t, tokens['branchlead@example.com'] ?? '', {});
    expect(new Set(lead.slice(1).map((row) => row[4]))).toEqual(new Set(['Boulder']));
    const admin = await exportCsv(t, tokens['customeradmin@example.com'] ?? '', {});
    expect(new Set(admin.slice(1).map((row) => row[3]))).toEqual(new Set(['Summit Builders']));
    // Naming another customer's id neither widens the scope nor reveals its name.
    const [other] = await t.app.db.select({ id: customers.id, name: customers.name }).from(customers).where(ne(customers.id, summit)).limit(1);
    const { pdf } = await exportPdf(t, tokens['user@example.com'] ?? '', '/api/projects/exportpdf', { customer: other?.id });
    expect(pdf.text).toContain('No projects match these filters.');
    expect(pdf.text).not.toContain(other?.name ?? '?');
    expect(pdf.text).toContain(`Customer: #${other?.id}`);
    // A branch filter within the customer narrows the customer admin's export.
    const narrowed = await exportCsv(t, tokens['customeradmin@example.com'] ?? '', { branch: boulder });
    expect(narrowed.length - 1).toBe(lead.length - 1);
  });

  it.each([
    [{ status: 'nope' }, 'status must be one of'],
    [{ sort: 'price' }, 'sort must be one of'],
    [{ customer: 'Summit' }, 'customer must be an id'],
    [{ filter_start_date: '11/01/2026' }, 'filter_start_date must be a date in the form YYYY-MM-DD'],
    [{ filter_start_date: '2026-11-10', filter_end_date: '2026-11-01' }, 'filter_end_date must not be before filter_start_date'],
    [['status'], 'The request body must be a JSON object'],
  ])('refuses bad filters %j with 400', async (body, message) => {
    for (const url of ['/api/projects/exportcsv', '/api/projects/exportpdf']) {
      const response = await t.app.inject({ method: 'POST', url, payload: body as object, headers: { authorization: `Bearer ${tokens['admin@example.com'] ?? ''}` } });
      expect(response.statusCode).toBe(400);
      expect((response.json() as { messages: string }).messages).toContain(message);
    }
  });

  it('exports one project as PDF: details, RFIs, requests and activities', async () => {
    const admin = tokens['admin@example.com'] ?? '';
    const [target] = await t.app.db
      .select()
      .from(projects)
      .where(and(eq(projects.customerId, summit), eq(projects.status, 'on_hold')))
      .orderBy(asc(projects.id))
      .limit(1);
    if (!target) throw new Error('no Summit project on hold');
    const [alice] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
    await t.app.db.insert(projectRfis).values({ projectId: target.id, question: 'Are the mezzanine stairs in scope?', raisedBy: alice?.id ?? null });
    await t.app.db.insert(projectActivities).values(
      Array.from({ length: 120 }, (_, i) => ({ projectId: target.id, actorId: alice?.id ?? null, action: `Changed the due date (${i})`, changes: { due_date: { before: '2026-11-01', after: '2026-12-01' } } })),
    );
    const { pdf, disposition } = await exportPdf(t, admin, `/api/projects/exportprojectpdf/${target.id}`);
    expect(disposition).toMatch(new RegExp(`^attachment; filename="${target.code}-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`));
    expect(pdf.pages[0]?.[0]).toBe(`${target.code} ${target.name}`);
    for (const text of ['Details', 'RFIs', 'Due Date Requests', 'Activities', 'Summit Builders', 'On Hold', 'Are the mezzanine stairs in scope?', 'Changed the due date (119)', 'Alice Morgan']) {
      expect(pdf.text).toContain(text);
    }
    // Changes read as on the project view: field names, lifecycle labels, US days; times in UTC without a zone.
    expect(pdf.text).toContain('Due date: 11/01/2026 → 12/01/2026');
    expect(pdf.pages[0]?.[1]).toContain('· Times in UTC');
    expect(pdf.pageCount).toBeGreaterThan(1);
  });

  it("prints Polish, German and Japanese names, lifecycle labels and the viewer's time zone", async () => {
    const admin = tokens['admin@example.com'] ?? '';
    const [target] = await t.app.db.select({ id: projects.id, code: projects.code }).from(projects).where(eq(projects.customerId, summit)).orderBy(asc(projects.id)).limit(1);
    if (!target) throw new Error('no Summit project');
    const name = 'Łódź Budowa · Müller Straßenbau · 東京建設';
    await t.app.db.update(projects).set({ name }).where(eq(projects.id, target.id));
    await t.app.db.insert(projectActivities).values({
      projectId: target.id,
      actorId: null,
      action: '東京建設 accepted',
      changes: { status: { before: 'pending', after: 'in_progress' } },
      createdAt: new Date('2026-11-22T15:04:00Z'),
    });

    const list = await exportPdf(t, admin, '/api/projects/exportpdf', { project_code: target.code });
    for (const part of ['Łódź Budowa', 'Müller', 'Straßenbau', '東京建設']) expect(list.pdf.text).toContain(part);
    expect(list.pdf.text).toMatch(/\b\d{2}\/\d{2}\/\d{4}\b/);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/projects/exportprojectpdf/${target.id}`,
      payload: {},
      headers: { authorization: `Bearer ${admin}`, 'x-time-zone': 'Asia/Tokyo' },
    });
    expect(response.statusCode).toBe(200);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.pages[0]?.[0]).toBe(`${target.code} ${name}`);
    expect(pdf.pages[0]?.[1]).toContain('· Times in Asia/Tokyo');
    // 15:04 UTC on the 22nd is 12:04 AM on the 23rd in Tokyo.
    expect(pdf.text).toContain('11/23/2026 12:04 AM System 東京建設 accepted Status: Pending → In Progress');
    expect(pdf.text).not.toContain('in_progress');

    const unknown = await t.app.inject({
      method: 'POST',
      url: `/api/projects/exportprojectpdf/${target.id}`,
      payload: {},
      headers: { authorization: `Bearer ${admin}`, 'x-time-zone': 'Mars/Olympus_Mons' },
    });
    const fallback = await readPdf(unknown.rawPayload);
    expect(fallback.pages[0]?.[1]).toContain('· Times in UTC');
    expect(fallback.text).toContain('11/22/2026 3:04 PM System');
  });

  it('one project PDF is 404 outside the scope and for no such project', async () => {
    const [elsewhere] = await t.app.db.select({ id: projects.id }).from(projects).where(ne(projects.customerId, summit)).limit(1);
    const [otherBranch] = await t.app.db.select({ id: projects.id }).from(projects).where(eq(projects.branchId, boulder)).limit(1);
    for (const [email, id] of [
      ['customeradmin@example.com', elsewhere?.id],
      ['user@example.com', otherBranch?.id],
      ['admin@example.com', 2_000_000_000],
    ] as const) {
      const response = await post(t.app, `/api/projects/exportprojectpdf/${id}`, {}, tokens[email]);
      expect(response.statusCode, email).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, messages: 'Project not found' });
    }
    const bad = await post(t.app, '/api/projects/exportprojectpdf/abc', {}, tokens['admin@example.com']);
    expect(bad.statusCode).toBe(400);
  });
});
