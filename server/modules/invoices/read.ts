/**
 * Reading invoices within the caller's scope: the list's pieces (spec §3 "Invoice filters: customer_id,
 * partner, agent, branch, year, month, page_number"; the routes declare the list on the record kernel),
 * one invoice with its lines, and who a sent invoice goes to. Every query carries the customer condition
 * of the caller's Invoice scope, so an invoice outside it is simply not found.
 */
import { and, asc, desc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { money, periodDays, periodLabel, type InvoiceLineKind, type InvoiceParty, type InvoiceSummary, type InvoiceView } from '../../../src/domain/billing';
import type { Db } from '../../db/client';
import { agents, customers, emailCc, invoiceLines, invoices, partners, projects } from '../../db/schema';
import { priceText } from '../../records/money';
import { pick } from '../../records/fields';
import type { Reader } from '../../records/list-resource';

/** The `branch` filter: invoices of the branch's customer that bill work of that branch. */
export function billsBranch(branch: number): SQL {
  return exists(
    sql`(select 1 from ${invoiceLines} join ${projects} on ${projects.id} = ${invoiceLines.projectId}
         where ${invoiceLines.invoiceId} = ${invoices.id} and ${projects.branchId} = ${branch})`,
  );
}

const lineCount = (kind?: InvoiceLineKind) =>
  sql<number>`(select count(*) from ${invoiceLines} where ${invoiceLines.invoiceId} = ${invoices.id}${kind ? sql` and ${invoiceLines.kind} = ${kind}` : sql``})::int`;

const summaryColumns = {
  id: invoices.id,
  number: invoices.number,
  customerId: customers.id,
  customerName: customers.name,
  customerEmail: customers.email,
  partnerId: partners.id,
  partnerName: partners.name,
  agentId: agents.id,
  agentName: agents.name,
  ...pick(invoices, 'year', 'month', 'status', 'total'),
  projectCount: lineCount('project'),
  addOnCount: lineCount('add_on'),
  lineCount: lineCount(),
  issuedAt: invoices.issuedAt,
  sentAt: invoices.sentAt,
  sentTo: invoices.sentTo,
};


function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return typeof value === 'string' ? new Date(value).toISOString() : value.toISOString();
}

type SummaryRow = Awaited<ReturnType<typeof summaries>>[number];

function toSummary(row: SummaryRow): InvoiceSummary {
  const period = { year: row.year, month: row.month };
  return {
    id: row.id,
    number: row.number,
    customer: { id: row.customerId, name: row.customerName },
    partner: row.partnerId !== null && row.partnerName !== null ? { id: row.partnerId, name: row.partnerName } : null,
    agent: row.agentId !== null && row.agentName !== null ? { id: row.agentId, name: row.agentName } : null,
    year: row.year,
    month: row.month,
    period: periodLabel(period),
    period_days: periodDays(period),
    status: row.status,
    total: money(row.total),
    project_count: Number(row.projectCount),
    add_on_count: Number(row.addOnCount),
    line_count: Number(row.lineCount),
    issued_at: iso(row.issuedAt),
    sent_at: iso(row.sentAt),
    sent_to: row.sentTo,
  };
}

function summaries(q: Reader, where: SQL | undefined) {
  return q
    .select(summaryColumns)
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .leftJoin(partners, eq(partners.id, customers.partnerId))
    .leftJoin(agents, eq(agents.id, customers.agentId))
    .where(where);
}

/** The list's order: newest month first, then by customer name (the kernel adds the id). */
export const NEWEST_FIRST = sql.join([desc(invoices.year), desc(invoices.month), asc(sql`lower(${customers.name})`)], sql`, `);

/** The list's ids query: invoices with their customer, which the scope, the filters and the order read. */
export const invoiceIds = (q: Reader) => q.select({ id: invoices.id }).from(invoices).innerJoin(customers, eq(customers.id, invoices.customerId)).$dynamic();

/** The list's rows of these invoices. */
export async function invoiceSummaries(q: Reader, ids: number[]): Promise<InvoiceSummary[]> {
  return (await summaries(q, inArray(invoices.id, ids))).map(toSummary);
}

/** The customer's address and every Email-CC address of its users, lower-case, once each. */
export async function invoiceRecipients(db: Db, customerId: number, customerEmail: string): Promise<string[]> {
  const lists = await db.select({ emails: emailCc.emails }).from(emailCc).where(eq(emailCc.customerId, customerId)).orderBy(asc(emailCc.userId));
  return [...new Set([customerEmail, ...lists.flatMap((row) => row.emails)].map((email) => email.trim().toLowerCase()).filter(Boolean))];
}

/** One invoice with its lines and recipients, or undefined outside `scoped`. */
export async function invoiceView(db: Db, scoped: SQL | undefined, id: number): Promise<InvoiceView | undefined> {
  const [row] = await summaries(db, and(scoped, eq(invoices.id, id))).limit(1);
  if (!row) return undefined;
  const lines = await db
    .select({
      id: invoiceLines.id,
      kind: invoiceLines.kind,
      projectId: projects.id,
      projectCode: projects.code,
      ...pick(invoiceLines, 'description', 'quantity', 'unitPrice', 'amount'),
    })
    .from(invoiceLines)
    .leftJoin(projects, eq(projects.id, invoiceLines.projectId))
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.id));
  return {
    ...toSummary(row),
    customer_email: row.customerEmail,
    lines: lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      project: line.projectId !== null && line.projectCode !== null ? { id: line.projectId, code: line.projectCode } : null,
      description: line.description,
      quantity: trimQuantity(line.quantity),
      unit_price: priceText(line.unitPrice),
      amount: money(line.amount),
    })),
    recipients: await invoiceRecipients(db, row.customerId, row.customerEmail),
  };
}

/** A quantity without trailing zeros: '1.000' → '1', '12.500' → '12.5'. */
export function trimQuantity(value: string): string {
  return value.includes('.') ? value.replace(/\.?0+$/, '') : value;
}

/** Customers in scope (optionally of one partner) for the filter, by name. */
export async function invoiceCustomers(db: Db, scoped: SQL | undefined, partner: number | undefined): Promise<InvoiceParty[]> {
  return db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(scoped, partner !== undefined ? eq(customers.partnerId, partner) : undefined))
    .orderBy(asc(sql`lower(${customers.name})`), asc(customers.id));
}

/** The months that have invoices in scope, newest first. */
export async function invoiceMonths(db: Db, scoped: SQL | undefined): Promise<{ year: number; month: number; label: string }[]> {
  const rows = await db
    .selectDistinct({ year: invoices.year, month: invoices.month })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(scoped)
    .orderBy(desc(invoices.year), desc(invoices.month));
  return rows.map((row) => ({ ...row, label: periodLabel(row) }));
}
