/**
 * Invoices (spec §7.11, §3 "Invoice filters"; DESIGN §7): monthly per customer in US dollars, built by
 * server/billing/build.ts. Paths: GET /invoices (list: customer_id, partner, agent, branch, year,
 * month, page_number, pageSize), POST /invoices/export (the same filters, every row as CSV), GET /invoices/view?id=, POST /invoices/download {id} (the PDF),
 * POST /invoices/send {id, emails?}, GET /invoices/customers (?partner), GET /invoices/monthyear.
 *
 * Access: the `Invoice` key (view to read, update to send), held to the caller's Invoice scope (seeAll:
 * everything; a partner or agent their customers; customer users their customer), so another
 * customer's invoice is 404. Users with billing type guest_account get 403 on every invoice route
 * whatever their role holds (spec §2.3), checked with the permission, before the input is read.
 * Sending: holders of Invoice.update in scope (staff for their customers, a customer admin for its own
 * customer), only once the month has ended (an open invoice is 409).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { todayIn } from '../../../src/domain/due-dates';
import { customers, invoices } from '../../db/schema';
import { HttpError } from '../../errors';
import { GUEST_NO_INVOICES, refuseGuestBilling } from './guest';
import { refreshInvoices } from '../../billing/build';
import { refreshAndTell } from './refresh';
import { invoiceFileName, invoicePdf } from './pdf';
import { INVOICE_STATUS_LABELS, type InvoiceSummary, type InvoiceView } from '../../../src/domain/billing';
import { billsBranch, invoiceCustomers, invoiceIds, invoiceMonths, invoiceSummaries, invoiceView, NEWEST_FIRST } from './read';
import { invoiceMail } from './send';
import { requireUser } from '../../plugins/auth';
import { customerCondition, scopeOf } from '../../records/scope';
import { idField } from '../../../src/domain/contracts/fields';
import { objectBody } from '../../validation';
import { guardRoutes } from '../../http/route-guards';
import { defineRoute } from '../../http/define-route';
import { sendFile } from '../../http/send-file';
import { routeHead } from '../../http/route-head';
import { cleanEmails } from '../email-cc';
import { listQueryShape, listShape, queryId, queryNumber } from '../../http/lists';
import { objectSchema } from '../../http/schemas';
import { optionSchema } from '../../records/fields';
import type { ColumnSpec } from '../../exports/csv';
import { usDate } from '../../exports/dates';
import { recordListRoutes } from '../../records/list-resource';

export const INVOICE_MESSAGES = {
  listed: 'Invoices fetched successfully',
  details: 'Invoice fetched successfully',
  customers: 'Customers fetched successfully',
  months: 'Invoice months fetched successfully',
  sent: 'Invoice sent successfully',
  notFound: 'Invoice not found',
  guest: GUEST_NO_INVOICES,
  stillOpen: 'This invoice is still open: it can be sent once its month has ended',
} as const;

const head = routeHead(['invoices']);
const VIEW = { key: 'Invoice', action: 'view' } as const;

const yearField = z.preprocess(
  queryNumber,
  z.number({ error: 'year must be a year from 2000 to 2999' }).int('year must be a year from 2000 to 2999').min(2000, 'year must be a year from 2000 to 2999').max(2999, 'year must be a year from 2000 to 2999').optional(),
);
const monthField = z.preprocess(queryNumber, z.number({ error: 'month must be from 1 to 12' }).int('month must be from 1 to 12').min(1, 'month must be from 1 to 12').max(12, 'month must be from 1 to 12').optional());

const ListQuery = objectBody({
  customer_id: queryId('customer_id'),
  partner: queryId('partner'),
  agent: queryId('agent'),
  branch: queryId('branch'),
  year: yearField,
  month: monthField,
  page_number: z.preprocess(queryNumber, listShape.pageNumber.optional().default(1)),
  pageSize: listQueryShape.pageSize,
});
const ViewQuery = objectBody({ id: z.preprocess(queryNumber, idField('id')) });
const PartnerQuery = objectBody({ partner: queryId('partner') });
const IdBody = objectBody({ id: idField('id') });
const SendBody = objectBody({
  id: idField('id'),
  // Only the shape here: the addresses are checked after the access and scope checks.
  emails: z
    .array(z.string({ error: 'Please Enter a valid email' }).max(512, 'Please Enter a valid email'), { error: 'emails must be a list of email addresses' })
    .max(100, 'Add at most 10 email addresses')
    .optional()
    .describe('Extra addresses beside the customer and its Email-CC list (at most 10)'),
});

const nullableNamed = { ...optionSchema, nullable: true } as const;
const summaryProperties = {
  id: { type: 'integer' },
  number: { type: 'string', description: 'INV-YYYYMM-000123' },
  customer: optionSchema,
  partner: nullableNamed,
  agent: nullableNamed,
  year: { type: 'integer' },
  month: { type: 'integer', minimum: 1, maximum: 12 },
  period: { type: 'string', description: 'November 2026' },
  period_days: { type: 'string', description: '11/01/2026 – 11/30/2026' },
  status: { type: 'string', enum: ['open', 'issued', 'sent'] },
  total: { type: 'string', description: 'US dollars, 2 decimals' },
  project_count: { type: 'integer' },
  add_on_count: { type: 'integer' },
  line_count: { type: 'integer' },
  issued_at: { type: 'string', format: 'date-time', nullable: true },
  sent_at: { type: 'string', format: 'date-time', nullable: true },
  sent_to: { type: 'array', items: { type: 'string' } },
} as const;
const summarySchema = objectSchema(summaryProperties);
const lineSchema = objectSchema({
  id: { type: 'integer' },
  kind: { type: 'string', enum: ['project', 'add_on', 'storage'] },
  project: { type: 'object', nullable: true, required: ['id', 'code'], properties: { id: { type: 'integer' }, code: { type: 'string' } } },
  description: { type: 'string' },
  quantity: { type: 'string' },
  unit_price: { type: 'string' },
  amount: { type: 'string' },
});
const viewSchema = {
  type: 'object',
  required: [...Object.keys(summaryProperties), 'customer_email', 'lines', 'recipients'],
  properties: {
    ...summaryProperties,
    customer_email: { type: 'string' },
    lines: { type: 'array', items: lineSchema },
    recipients: { type: 'array', items: { type: 'string' }, description: 'Who Send mails it to' },
  },
} as const;
const monthSchema = objectSchema({ year: { type: 'integer' }, month: { type: 'integer' }, label: { type: 'string' } });

/** The export's columns: what the list shows, with the partner, agent and dates spelled out. */
const CSV_COLUMNS: readonly ColumnSpec<InvoiceSummary>[] = [
  ['Invoice', 'number'],
  ['Customer', 'customer'],
  ['Partner', 'partner'],
  ['Agent', 'agent'],
  ['Period', 'period'],
  { header: 'Status', value: (invoice) => INVOICE_STATUS_LABELS[invoice.status] },
  ['Projects', 'project_count'],
  ['Add-ons', 'add_on_count'],
  { header: 'Total (USD)', value: (invoice) => invoice.total },
  { header: 'Issued', value: (invoice) => (invoice.issued_at ? usDate(invoice.issued_at) : '') },
  { header: 'Sent', value: (invoice) => (invoice.sent_at ? usDate(invoice.sent_at) : '') },
];

const HOUR_MS = 3_600_000;
const FIRST_CLOSE_MS = 60_000;

const invoiceRoutes = async (app: FastifyInstance) => {
  const { db } = app;

  // Every route here: the guest refusal runs after the permission guard, before validation.
  guardRoutes(app, refuseGuestBilling, { after: 'permission' });

  const refresh = (customerWhere: SQL | undefined) => refreshAndTell(app, customerWhere);

  const scoped = (request: FastifyRequest) => customerCondition(scopeOf(request, 'Invoice'));

  /** One invoice in the caller's scope, its running month rebuilt first; 404 outside the scope. */
  async function findInvoice(request: FastifyRequest, id: number): Promise<InvoiceView> {
    const scope = scoped(request);
    await refresh(and(scope, eq(customers.id, sql`(select ${invoices.customerId} from ${invoices} where ${invoices.id} = ${id})`)));
    const invoice = await invoiceView(db, scope, id);
    if (!invoice) throw new HttpError(404, INVOICE_MESSAGES.notFound);
    return invoice;
  }

  // The list and its CSV (the record kernel's list routes; the export's body is the query's filters as
  // JSON, whose numbers pass the query fields' parsing as they are). Both rebuild the running month of
  // the customers the filters can name before they read.
  recordListRoutes<typeof ListQuery, InvoiceSummary>(app, {
    path: 'invoices',
    method: 'GET',
    pageField: 'page_number',
    access: { view: VIEW },
    tags: ['invoices'],
    summary: 'Invoices in scope, newest month first; filters customer_id, partner, agent, branch (bills work of that branch), year, month',
    messages: INVOICE_MESSAGES,
    body: ListQuery,
    item: summarySchema,
    sorts: { newest: () => NEWEST_FIRST },
    defaultSort: 'newest',
    table: invoices,
    ids: invoiceIds,
    scope: scoped,
    equals: { customer_id: invoices.customerId, partner: customers.partnerId, agent: customers.agentId, year: invoices.year, month: invoices.month },
    filters: ({ branch }) => [branch === undefined ? undefined : billsBranch(branch)],
    prepare: (request, { customer_id, partner, agent }) =>
      refresh(
        and(
          scoped(request),
          customer_id === undefined ? undefined : eq(customers.id, customer_id),
          partner === undefined ? undefined : eq(customers.partnerId, partner),
          agent === undefined ? undefined : eq(customers.agentId, agent),
        ),
      ),
    read: invoiceSummaries,
    columns: CSV_COLUMNS,
  });

  defineRoute(app, {
    ...head(VIEW, '/invoices/view', 'One invoice with its lines, total and recipients', 'GET'),
    querystring: ViewQuery,
    data: viewSchema,
    errors: [404],
    handler: async (request) => ({ status: 200, messages: INVOICE_MESSAGES.details, data: await findInvoice(request, request.query.id) }),
  });

  defineRoute(app, {
    ...head(VIEW, '/invoices/download', 'The invoice as a PDF attachment (INV-YYYYMM-000123.pdf)'),
    body: IdBody,
    errors: [404],
    handler: async (request, reply) => {
      const invoice = await findInvoice(request, request.body.id);
      const body = invoicePdf(invoice, requireUser(request).record.user.name, todayIn());
      return sendFile(reply, { fileName: invoiceFileName(invoice), contentType: 'application/pdf', body });
    },
  });

  defineRoute(app, {
    ...head({ key: 'Invoice', action: 'update' }, '/invoices/send', "Emails the invoice PDF to the customer's address, its Email-CC list and `emails`; marks it sent"),
    body: SendBody,
    data: viewSchema,
    errors: [404, 409],
    handler: async (request) => {
      const invoice = await findInvoice(request, request.body.id);
      const extra = cleanEmails(request.body.emails ?? []);
      if (invoice.status === 'open') throw new HttpError(409, INVOICE_MESSAGES.stillOpen);
      const recipients = [...new Set([...invoice.recipients, ...extra])];
      const sender = requireUser(request).record.user.name;
      const now = new Date();
      const [updated] = await db
        .update(invoices)
        .set({ status: 'sent', sentAt: now, sentTo: recipients, updatedAt: now })
        .where(and(eq(invoices.id, invoice.id), sql`${invoices.status} <> 'open'`))
        .returning({ id: invoices.id });
      if (!updated) throw new HttpError(404, INVOICE_MESSAGES.notFound);
      const sent = { ...invoice, status: 'sent' as const, sent_at: now.toISOString(), sent_to: recipients };
      app.mail.send(invoiceMail(sent, recipients, invoicePdf(sent, sender, todayIn()), sender));
      void app.realtime.recordChanged('invoice', invoice.id);
      return { status: 200, messages: INVOICE_MESSAGES.sent, data: sent };
    },
  });

  defineRoute(app, {
    ...head(VIEW, '/invoices/customers', 'Customers in scope for the filter, optionally of one partner', 'GET'),
    querystring: PartnerQuery,
    data: { type: 'array', items: optionSchema },
    handler: async (request) => ({ status: 200, messages: INVOICE_MESSAGES.customers, data: await invoiceCustomers(db, scoped(request), request.query.partner) }),
  });

  defineRoute(app, {
    ...head(VIEW, '/invoices/monthyear', 'The months that have invoices in scope, newest first', 'GET'),
    data: { type: 'array', items: monthSchema },
    handler: async (request) => {
      const scope = scoped(request);
      await refresh(scope);
      return { status: 200, messages: INVOICE_MESSAGES.months, data: await invoiceMonths(db, scope) };
    },
  });

  // Soon after start and hourly, in the background like the event pruning (server/realtime/plugin.ts),
  // so a start never waits on billing: months that ended are issued and every running month rebuilt
  // (readers of the invoices table, e.g. the dashboard, are at most an hour behind; these routes never).
  const close = async () => {
    try {
      const changed = await refreshInvoices(db, new Date());
      if (changed.length > 0) {
        app.log.info({ count: changed.length }, 'invoices brought up to date');
        void app.realtime.recordChanged('invoice', null);
      }
    } catch (error) {
      app.log.error({ err: error }, 'bringing invoices up to date failed');
    }
  };
  const first = setTimeout(() => void close(), FIRST_CLOSE_MS);
  const hourly = setInterval(() => void close(), HOUR_MS);
  first.unref();
  hourly.unref();
  app.addHook('preClose', async () => {
    clearTimeout(first);
    clearInterval(hourly);
  });
};

export default invoiceRoutes;
