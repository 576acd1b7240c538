/**
 * Invoices (spec §7.11, §3 filters; DESIGN §7): the billing rules against hand-computed totals, the
 * seeded history, the list filters, the view, the PDF (opened and read back), sending with the PDF
 * attached (.eml read back), the CSV export of exactly the filtered list, the scope (404), guest_account billing (403), bad input (400), and the
 * running month issued once it has ended. On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { periodBounds, periodFromIndex, periodIndex, periodLabel, periodOf } from '../../src/domain/billing';
import {
  addedServices,
  branches,
  customerAddedServices,
  customers,
  customerServices,
  emailCc,
  invoiceLines,
  invoices,
  projectAddedServices,
  projects,
  services,
  storageRequests,
  users,
} from '../../server/db/schema';
import { closeEndedMonths, refreshInvoices } from '../../server/billing/build';
import { INVOICE_MESSAGES } from '../../server/modules/invoices/routes';
import { readPdf } from '../unit/pdf-reader';
import { parseCsv } from '../unit/csv-reader';
import { CSV_BOM } from '../../server/exports/csv';
import { BACKENDS, post, sessionToken, startApp, type TestApp } from './helper';
import type { ListPage as Page } from '../../server/http/lists';

interface Summary {
  id: number;
  number: string;
  customer: { id: number; name: string };
  year: number;
  month: number;
  period: string;
  status: 'open' | 'issued' | 'sent';
  total: string;
  project_count: number;
  add_on_count: number;
  line_count: number;
  sent_to: string[];
}
interface View extends Summary {
  lines: { kind: string; project: { id: number; code: string } | null; description: string; quantity: string; unit_price: string; amount: string }[];
  recipients: string[];
}

const EMAILS = ['admin@example.com', 'partner@example.com', 'agent@example.com', 'customeradmin@example.com', 'guest@example.com', 'user@example.com'] as const;

/** The PDF attached to a raw .eml (base64 part), and its headers. */
function pdfAttachment(eml: string): { to: string; filename: string; pdf: Buffer } {
  const raw = eml.replace(/\r\n/g, '\n');
  const to = /^To: (.*(?:\n[ \t].*)*)/m.exec(raw)?.[1]?.replace(/\n[ \t]+/g, ' ') ?? '';
  const part = /Content-Type: application\/pdf;?[^\n]*\n(?:[^\n]+\n)*?\n([A-Za-z0-9+/=\n]+)/.exec(raw);
  const filename = /filename="?([^"\n;]+)"?/.exec(raw)?.[1] ?? '';
  if (!part?.[1]) throw new Error('no PDF part in the mail');
  return { to, filename, pdf: Buffer.from(part[1].replace(/\n/g, ''), 'base64') };
}

describe.each(BACKENDS)('invoices (%s)', (backend) => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const now = new Date();
  const current = periodOf(now);
  const previous = periodFromIndex(periodIndex(current) - 1);
  const { start: monthStart } = periodBounds(current);
  let billed = 0; // the test customer
  let lastMonthProject = 0;

  const get = (url: string, email: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tokens[email] ?? ''}` } });
  const list = async (query: string, email = 'admin@example.com'): Promise<Page<Summary>> => {
    const response = await get(`/api/invoices?${query}`, email);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: Page<Summary> }).data;
  };
  const view = async (id: number, email = 'admin@example.com'): Promise<View> => {
    const response = await get(`/api/invoices/view?id=${id}`, email);
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { data: View }).data;
  };
  const invoiceOf = async (customerId: number, year: number, month: number) => {
    const [row] = await t.app.db.select().from(invoices).where(and(eq(invoices.customerId, customerId), eq(invoices.year, year), eq(invoices.month, month)));
    return row;
  };

  beforeAll(async () => {
    t = await startApp(backend);
    for (const email of EMAILS) tokens[email] = await sessionToken(t.app, email);
    const { db } = t.app;
    // A customer of its own, with prices of its own, so the totals can be worked out by hand.
    const [customer] = await db.insert(customers).values({ name: 'Ledger Test Builders', email: 'Billing@Ledger.example.com', subscriptionType: 'monthly' }).returning();
    billed = customer!.id;
    const [branch] = await db.insert(branches).values({ customerId: billed, name: 'Main' }).returning();
    const serviceId = async (name: string) => (await db.select({ id: services.id }).from(services).where(eq(services.name, name)))[0]!.id;
    const qto = await serviceId('Commercial Quantity Take-Off');
    const consulting = await serviceId('Cost Estimation Consulting');
    const review = await serviceId('Bid Review');
    const [rush] = await db.select({ id: addedServices.id }).from(addedServices).where(eq(addedServices.name, 'Rush Delivery (24 hours)'));
    const [pricing] = await db.select({ id: addedServices.id }).from(addedServices).where(eq(addedServices.name, 'Material Pricing'));
    await db.insert(customerServices).values([
      { customerId: billed, serviceId: qto, price: '900.125' },
      { customerId: billed, serviceId: consulting, price: '110.50' },
    ]);
    await db.insert(customerAddedServices).values({ customerId: billed, addedServiceId: rush!.id, price: '180.255' });
    let seq = 0;
    const project = async (fields: Partial<typeof projects.$inferInsert> & { serviceId: number }) => {
      seq += 1;
      const [row] = await db
        .insert(projects)
        .values({ code: `TST-${billed}-${seq}`, name: `Ledger ${seq}`, customerId: billed, branchId: branch!.id, workType: 'QTO', dueDate: '2030-01-02', status: 'completed', completedAt: now, ...fields })
        .returning({ id: projects.id });
      return row!.id;
    };
    const tower = await project({ serviceId: qto });
    await db.insert(projectAddedServices).values([
      { projectId: tower, addedServiceId: rush!.id }, // the customer's price 180.255
      { projectId: tower, addedServiceId: pricing!.id }, // no customer price: the catalogue's 150.00
    ]);
    await project({ serviceId: consulting, workType: 'Others', approvedHours: '12.50' });
    await project({ serviceId: consulting, workType: 'Others' });
    await project({ serviceId: review, workType: 'Others' }); // no customer price: the catalogue's 350.00
    await project({ serviceId: qto, status: 'cancelled' }); // cancelled: never billed
    await project({ serviceId: qto, isDemo: true }); // demo: never billed
    await project({ serviceId: qto, status: 'in_progress', completedAt: null });
    lastMonthProject = await project({ serviceId: review, completedAt: new Date(monthStart.getTime() - 86_400_000) });
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@example.com'));
    await db.insert(storageRequests).values([
      { customerId: billed, requestedMb: 10240, state: 'approved', decidedAt: new Date(monthStart.getTime() - 3 * 86_400_000), decidedBy: admin!.id },
      { customerId: billed, requestedMb: 2048, state: 'rejected', decidedAt: now },
      { customerId: billed, requestedMb: 4096, state: 'pending' },
    ]);
    const [carla] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'customeradmin@example.com'));
    await db.insert(emailCc).values({ customerId: billed, userId: carla!.id, emails: ['accounts@ledger.example.com', 'billing@ledger.example.com'] });
  }, 180_000);
  afterAll(async () => t?.close());

  it('seeds issued invoices for ended months, sent older ones, and bills no demo customer', async () => {
    const rows = await t.app.db.select().from(invoices).where(sql`${invoices.customerId} <> ${billed}`);
    expect(rows.length).toBeGreaterThan(5);
    for (const row of rows) {
      const index = periodIndex(row);
      if (index === periodIndex(current)) expect(row.status).toBe('open');
      else if (index === periodIndex(previous)) expect(row.status).toBe('issued');
      else expect(row.status, row.number).toBe('sent');
      const [sum] = await t.app.db.select({ total: sql<string>`coalesce(sum(${invoiceLines.amount}), 0)` }).from(invoiceLines).where(eq(invoiceLines.invoiceId, row.id));
      expect(Number(sum?.total)).toBe(Number(row.total));
    }
    const [granite] = await t.app.db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Granite Peak Developments'));
    expect(rows.some((row) => row.customerId === granite?.id)).toBe(false);
  });

  it('bills the month: projects at the customer price, hours, add-ons, storage; exact total', async () => {
    // Ended months close on the first read after start (the last-month project is billed there).
    const page = await list(`customer_id=${billed}&pageSize=100`);
    const open = page.data.find((row) => row.year === current.year && row.month === current.month);
    expect(open).toMatchObject({ status: 'open', customer: { id: billed, name: 'Ledger Test Builders' }, project_count: 4, add_on_count: 2, line_count: 7, period: periodLabel(current) });
    // 900.125 → 900.13; 180.255 → 180.26; 150.00; 110.50 × 12.5 = 1381.25; 110.50; 350.00; 10 GB × 2.00 = 20.00
    expect(open?.total).toBe('3092.14');
    const invoice = await view(open!.id);
    expect(invoice.lines.map((line) => [line.kind, line.quantity, line.unit_price, line.amount])).toEqual([
      ['project', '1', '900.125', '900.13'],
      ['add_on', '1', '150.00', '150.00'],
      ['add_on', '1', '180.255', '180.26'],
      ['project', '12.5', '110.50', '1381.25'],
      ['project', '1', '110.50', '110.50'],
      ['project', '1', '350.00', '350.00'],
      ['storage', '10', '2.00', '20.00'],
    ]);
    expect(invoice.lines[3]?.description).toMatch(/Cost Estimation Consulting \(12\.50 hours\)$/);
    expect(invoice.recipients).toEqual(['billing@ledger.example.com', 'accounts@ledger.example.com']);
    expect(invoice.number).toBe(`INV-${current.year}${String(current.month).padStart(2, '0')}-${String(billed).padStart(6, '0')}`);

    const last = page.data.find((row) => row.year === previous.year && row.month === previous.month);
    // Last month: the project completed then, and the storage approved before its end.
    expect(last).toMatchObject({ status: 'issued', project_count: 1, total: '370.00' });
  });

  it('keeps the running month current and never bills a project twice', async () => {
    const { db } = t.app;
    const before = await invoiceOf(billed, current.year, current.month);
    // Completed again this month after a reopening: it stays on last month's invoice only.
    await db.update(projects).set({ completedAt: now }).where(eq(projects.id, lastMonthProject));
    // A price change reaches the open invoice at the next read.
    const [qto] = await db.select({ id: services.id }).from(services).where(eq(services.name, 'Commercial Quantity Take-Off'));
    await db.update(customerServices).set({ price: '1000.000' }).where(and(eq(customerServices.customerId, billed), eq(customerServices.serviceId, qto!.id)));
    const invoice = await view(before!.id);
    expect(invoice.total).toBe('3192.01');
    expect(invoice.lines.filter((line) => line.project?.id === lastMonthProject)).toEqual([]);
    const last = await invoiceOf(billed, previous.year, previous.month);
    expect(last?.total).toBe('370.000');
    // Nothing changed since: a second read writes nothing.
    expect(await refreshInvoices(db, new Date(), eq(customers.id, billed))).toEqual([]);
  });

  it('downloads the invoice as a PDF with its lines and total', async () => {
    const open = await invoiceOf(billed, current.year, current.month);
    const response = await post(t.app, '/api/invoices/download', { id: open!.id }, tokens['admin@example.com']);
    expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${open!.number}.pdf"`);
    const pdf = await readPdf(response.rawPayload);
    expect(pdf.text).toContain(`Invoice ${open!.number}`);
    expect(pdf.text).toContain('Ledger Test Builders');
    expect(pdf.text).toContain('$1,000.00');
    expect(pdf.text).toContain('$180.255');
    expect(pdf.text).toContain('$1,381.25');
    expect(pdf.text).toContain('$3,192.01');
    expect(pdf.text).toContain('Extra storage: 10,240 MB granted');
  });

  it('sends an ended month by email with the PDF attached, and marks it sent', async () => {
    const last = await invoiceOf(billed, previous.year, previous.month);
    const open = await invoiceOf(billed, current.year, current.month);
    const admin = tokens['admin@example.com'];
    const refused = await post(t.app, '/api/invoices/send', { id: open!.id }, admin);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ messages: INVOICE_MESSAGES.stillOpen });
    const bad = await post(t.app, '/api/invoices/send', { id: last!.id, emails: ['nope'] }, admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { 'emails.0': 'Please Enter a valid email' } });
    expect((await invoiceOf(billed, previous.year, previous.month))?.status).toBe('issued');

    const mailDir = path.join(t.dataDir, 'mail');
    await t.app.mail.idle();
    const mailsBefore = new Set(await readdir(mailDir));
    const response = await post(t.app, '/api/invoices/send', { id: last!.id, emails: ['Boss@Ledger.example.com'] }, admin);
    expect(response.statusCode, response.body).toBe(200);
    const sent = (response.json() as { data: View }).data;
    expect(sent).toMatchObject({ status: 'sent', sent_to: ['billing@ledger.example.com', 'accounts@ledger.example.com', 'boss@ledger.example.com'] });
    await t.app.mail.idle();
    const fresh = (await readdir(mailDir)).filter((name) => !mailsBefore.has(name));
    expect(fresh).toHaveLength(1);
    const mail = pdfAttachment(await readFile(path.join(mailDir, fresh[0]!), 'utf8'));
    expect(mail.to).toBe('billing@ledger.example.com, accounts@ledger.example.com, boss@ledger.example.com');
    expect(mail.filename).toBe(`${last!.number}.pdf`);
    const pdf = await readPdf(mail.pdf);
    expect(pdf.text).toContain(last!.number);
    expect(pdf.text).toContain('$370.00');
    const stored = await invoiceOf(billed, previous.year, previous.month);
    expect(stored).toMatchObject({ status: 'sent', total: '370.000' });
    expect(stored?.sentAt).toBeTruthy();
  });

  it('holds every route to the caller’s scope; guest_account billing gets 403 everywhere', async () => {
    const [summit] = await t.app.db.select({ id: customers.id, partnerId: customers.partnerId }).from(customers).where(eq(customers.name, 'Summit Builders'));
    const summitRows = await t.app.db.select().from(invoices).where(eq(invoices.customerId, summit!.id));
    expect(summitRows.length).toBeGreaterThan(0);
    const own = await list('pageSize=100', 'customeradmin@example.com');
    expect(own.data.length).toBe(own.total);
    expect(new Set(own.data.map((row) => row.customer.id))).toEqual(new Set([summit!.id]));
    const ledger = await invoiceOf(billed, current.year, current.month);
    expect((await get(`/api/invoices/view?id=${ledger!.id}`, 'customeradmin@example.com')).statusCode).toBe(404);
    expect((await post(t.app, '/api/invoices/download', { id: ledger!.id }, tokens['customeradmin@example.com'])).statusCode).toBe(404);
    expect((await post(t.app, '/api/invoices/send', { id: ledger!.id }, tokens['partner@example.com'])).statusCode).toBe(404);
    await view(summitRows[0]!.id, 'customeradmin@example.com');

    const partnerCustomers = (await t.app.db.select({ id: customers.id }).from(customers).where(eq(customers.partnerId, summit!.partnerId!))).map((row) => row.id);
    for (const email of ['partner@example.com', 'agent@example.com']) {
      const rows = (await list('pageSize=100', email)).data;
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(partnerCustomers, email).toContain(row.customer.id);
      const options = (await get('/api/invoices/customers', email)).json() as { data: { id: number }[] };
      expect(options.data.map((row) => row.id).sort()).toEqual([...partnerCustomers].sort());
    }

    for (const [method, url, body] of [
      ['GET', '/api/invoices', undefined],
      ['GET', '/api/invoices?year=abc', undefined],
      ['GET', `/api/invoices/view?id=${summitRows[0]!.id}`, undefined],
      ['POST', '/api/invoices/download', { id: summitRows[0]!.id }],
      ['POST', '/api/invoices/send', { id: 'bad' }],
      ['GET', '/api/invoices/customers', undefined],
      ['GET', '/api/invoices/monthyear', undefined],
    ] as const) {
      const guest: LightMyRequestResponse = await t.app.inject({ method, url, ...(body ? { payload: body } : {}), headers: { authorization: `Bearer ${tokens['guest@example.com']}` } });
      expect(guest.statusCode, `${method} ${url}`).toBe(403);
      expect(guest.json()).toMatchObject({ messages: INVOICE_MESSAGES.guest });
      const user = await t.app.inject({ method, url, ...(body ? { payload: body } : {}), headers: { authorization: `Bearer ${tokens['user@example.com']}` } });
      expect(user.statusCode, `${method} ${url} as user`).toBe(403);
    }
  });

  it('filters by customer, partner, agent, branch, year and month, and lists the months', async () => {
    const all = await list('pageSize=100');
    expect(all.total).toBeGreaterThan(all.data.length - 1);
    const byMonth = await list(`year=${previous.year}&month=${previous.month}&pageSize=100`);
    expect(byMonth.data.length).toBeGreaterThan(0);
    for (const row of byMonth.data) expect([row.year, row.month]).toEqual([previous.year, previous.month]);

    const [summit] = await t.app.db.select().from(customers).where(eq(customers.name, 'Summit Builders'));
    const byPartner = await list(`partner=${summit!.partnerId}&pageSize=100`);
    expect(byPartner.data.every((row) => row.customer.id !== billed)).toBe(true);
    const byAgent = await list(`agent=${summit!.agentId}&pageSize=100`);
    expect(byAgent.total).toBe(byPartner.total);

    // Branch: the invoices billing work of that branch.
    const [boulder] = await t.app.db.select().from(branches).where(and(eq(branches.customerId, summit!.id), eq(branches.name, 'Boulder')));
    const expected = await t.app.db
      .selectDistinct({ id: invoices.id })
      .from(invoices)
      .innerJoin(invoiceLines, eq(invoiceLines.invoiceId, invoices.id))
      .innerJoin(projects, eq(projects.id, invoiceLines.projectId))
      .where(eq(projects.branchId, boulder!.id));
    const byBranch = await list(`branch=${boulder!.id}&pageSize=100`);
    expect(byBranch.data.map((row) => row.id).sort()).toEqual(expected.map((row) => row.id).sort());

    const paged = await list('pageSize=2&page_number=2');
    expect(paged.data.length).toBeLessThanOrEqual(2);

    const months = (await get('/api/invoices/monthyear', 'admin@example.com')).json() as { data: { year: number; month: number; label: string }[] };
    expect(months.data[0]).toEqual({ ...current, label: periodLabel(current) });
    expect(months.data.some((row) => row.year === previous.year && row.month === previous.month)).toBe(true);
  });

  it('exports exactly the filtered list as CSV, in the list\'s order and the caller\'s scope', async () => {
    const exported = async (body: object, email = 'admin@example.com') => {
      const response = await post(t.app, '/api/invoices/export', body, tokens[email]);
      expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(/^attachment; filename="invoices-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(response.body.startsWith(CSV_BOM)).toBe(true);
      const [header = [], ...rows] = parseCsv(response.body.slice(CSV_BOM.length));
      expect(response.headers['x-total-rows']).toBe(String(rows.length));
      return { header, rows };
    };
    const all = await list('pageSize=100');
    const everything = await exported({});
    expect(everything.header).toEqual(['Invoice', 'Customer', 'Partner', 'Agent', 'Period', 'Status', 'Projects', 'Add-ons', 'Total (USD)', 'Issued', 'Sent']);
    expect(everything.rows.map((row) => row[0])).toEqual(all.data.map((row) => row.number));
    const first = all.data[0]!;
    expect(everything.rows[0]!.slice(4, 9)).toEqual([first.period, { open: 'Open', issued: 'Issued', sent: 'Sent' }[first.status], String(first.project_count), String(first.add_on_count), first.total]);

    const byMonth = await list(`year=${previous.year}&month=${previous.month}&pageSize=100`);
    expect((await exported({ year: previous.year, month: previous.month })).rows.map((row) => row[0])).toEqual(byMonth.data.map((row) => row.number));
    const own = await list('pageSize=100', 'customeradmin@example.com');
    expect((await exported({}, 'customeradmin@example.com')).rows.map((row) => row[0])).toEqual(own.data.map((row) => row.number));

    expect((await post(t.app, '/api/invoices/export', {}, tokens['guest@example.com'])).statusCode).toBe(403);
    expect((await post(t.app, '/api/invoices/export', {}, tokens['user@example.com'])).statusCode).toBe(403);
    const bad = await post(t.app, '/api/invoices/export', { month: 13 }, tokens['admin@example.com']);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ messages: 'month must be from 1 to 12' });
  });

  it('refuses bad input with 400 and the field', async () => {
    for (const [url, field] of [
      ['/api/invoices?year=1999', 'year'],
      ['/api/invoices?month=13', 'month'],
      ['/api/invoices?page_number=0', 'page_number'],
      ['/api/invoices?customer_id=abc', 'customer_id'],
      ['/api/invoices?pageSize=500', 'pageSize'],
      ['/api/invoices/view?id=abc', 'id'],
      ['/api/invoices/view', 'id'],
      ['/api/invoices/customers?partner=-1', 'partner'],
    ] as const) {
      const response = await get(url, 'admin@example.com');
      expect(response.statusCode, url).toBe(400);
      expect((response.json() as { errors: Record<string, string> }).errors, url).toHaveProperty(field);
    }
    const download = await post(t.app, '/api/invoices/download', {}, tokens['admin@example.com']);
    expect(download.statusCode).toBe(400);
    expect(download.json()).toMatchObject({ errors: { id: expect.any(String) } });
    expect((await get('/api/invoices/view?id=99999999', 'admin@example.com')).statusCode).toBe(404);
  });

  it('issues the running month once it has ended; an issued invoice never changes', async () => {
    const { db } = t.app;
    const open = await invoiceOf(billed, current.year, current.month);
    const { end } = periodBounds(current);
    const later = new Date(end.getTime() + 3_600_000);
    await refreshInvoices(db, later, eq(customers.id, billed));
    const issued = await invoiceOf(billed, current.year, current.month);
    expect(issued).toMatchObject({ id: open!.id, status: 'issued', total: '3192.010' });
    // The next month starts open with the storage still granted.
    const next = periodOf(later);
    expect(await invoiceOf(billed, next.year, next.month)).toMatchObject({ status: 'open', total: '20.000' });
    // Prices change after the month ended: the issued invoice keeps its amounts.
    await db.update(customerServices).set({ price: '1.000' }).where(eq(customerServices.customerId, billed));
    await db.transaction((tx) => closeEndedMonths(tx, new Date(later.getTime() + 86_400_000 * 40)));
    expect((await invoiceOf(billed, current.year, current.month))?.total).toBe('3192.010');
  });
});
