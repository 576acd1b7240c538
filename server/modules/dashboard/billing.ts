/**
 * The invoice cards over the caller's `Invoice` scope: the top 5 billings (customers by invoiced
 * total), the invoice summary (totals per invoice status and this month's), and the invoice graph
 * (the invoiced total of each of the last 12 months, 0 where nothing was billed).
 */
import { count, desc, eq, gte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, invoices } from '../../db/schema';
import { customerIdCondition } from '../../records/scope';
import { array, cardWhere, int, lastMonths, num, str, type CardScope } from './context';
import { TOP } from './projects';
import { objectSchema, type FromSchema } from '../../http/schemas';

const invoiceWhere = (card: CardScope, ...more: (SQL | undefined)[]) => cardWhere(card, customerIdCondition(invoices.customerId, card.scope), invoices.customerId, ...more);

/** Cents-exact sums travel as numbers of dollars rounded to the cent. */
const dollars = (value: string | number | null | undefined): number => Math.round(Number(value ?? 0) * 100) / 100;

export const topBillingsSchema = array(objectSchema({ id: int, name: str, total: num, invoices: int }));
type TopBilling = FromSchema<typeof topBillingsSchema>[number];

export async function topBillings(db: Db, card: CardScope): Promise<TopBilling[]> {
  const perCustomer = db
    .select({ customerId: invoices.customerId, total: sql<string>`sum(${invoices.total})`.as('total'), invoices: count().as('invoices') })
    .from(invoices)
    .where(invoiceWhere(card))
    .groupBy(invoices.customerId)
    .orderBy(desc(sql`sum(${invoices.total})`), invoices.customerId)
    .limit(TOP)
    .as('per_customer');
  const rows = await db
    .select({ id: customers.id, name: customers.name, total: perCustomer.total, invoices: perCustomer.invoices })
    .from(perCustomer)
    .innerJoin(customers, eq(customers.id, perCustomer.customerId))
    .orderBy(desc(perCustomer.total), customers.id);
  return rows.map((row) => ({ id: row.id, name: row.name, total: dollars(row.total), invoices: Number(row.invoices) }));
}

export const invoiceSummarySchema = objectSchema({ count: int, total: num, open: num, issued: num, sent: num, this_month: num });
type InvoiceSummary = FromSchema<typeof invoiceSummarySchema>;

export async function invoiceSummary(db: Db, card: CardScope): Promise<InvoiceSummary> {
  const year = Number(card.today.slice(0, 4));
  const month = Number(card.today.slice(5, 7));
  const [row] = await db
    .select({
      count: count(),
      total: sql<string>`coalesce(sum(${invoices.total}), 0)`,
      open: sql<string>`coalesce(sum(${invoices.total}) filter (where ${invoices.status} = 'open'), 0)`,
      issued: sql<string>`coalesce(sum(${invoices.total}) filter (where ${invoices.status} = 'issued'), 0)`,
      sent: sql<string>`coalesce(sum(${invoices.total}) filter (where ${invoices.status} = 'sent'), 0)`,
      thisMonth: sql<string>`coalesce(sum(${invoices.total}) filter (where ${invoices.year} = ${year} and ${invoices.month} = ${month}), 0)`,
    })
    .from(invoices)
    .where(invoiceWhere(card));
  return {
    count: row?.count ?? 0,
    total: dollars(row?.total),
    open: dollars(row?.open),
    issued: dollars(row?.issued),
    sent: dollars(row?.sent),
    this_month: dollars(row?.thisMonth),
  };
}

export const invoiceGraphSchema = array(objectSchema({ month: str, total: num }));
type InvoiceMonth = FromSchema<typeof invoiceGraphSchema>[number];

export const INVOICE_MONTHS = 12;

export async function invoiceGraph(db: Db, card: CardScope): Promise<InvoiceMonth[]> {
  const months = lastMonths(card.today, INVOICE_MONTHS);
  const first = months[0] ?? card.today.slice(0, 7);
  const period = sql<number>`${invoices.year} * 100 + ${invoices.month}`;
  const rows = await db
    .select({ year: invoices.year, month: invoices.month, total: sql<string>`sum(${invoices.total})` })
    .from(invoices)
    .where(invoiceWhere(card, gte(period, Number(first.slice(0, 4)) * 100 + Number(first.slice(5, 7)))))
    .groupBy(invoices.year, invoices.month);
  const byMonth = new Map(rows.map((row) => [`${row.year}-${String(row.month).padStart(2, '0')}`, dollars(row.total)]));
  return months.map((month) => ({ month, total: byMonth.get(month) ?? 0 }));
}
