/**
 * The demo invoices: the seeded history billed by the one builder (server/billing/build.ts), so the
 * seed and the running app agree to the cent. Every ended month with billable work (or granted extra
 * storage) becomes an `issued` invoice, issued at 06:00 UTC on the next month's first day; those from
 * before last month were `sent` a day later to the customer's address; the running month is `open`.
 * Runs last in `seedDemo`: it bills what the other seeds wrote.
 */
import { and, eq, sql } from 'drizzle-orm';
import { periodIndex, periodOf } from '../../src/domain/billing';
import { buildPeriod, closeEndedMonths, type BuildTx } from '../billing/build';
import { customers, invoices } from './schema';

export async function seedInvoices(tx: BuildTx, now: Date): Promise<void> {
  await closeEndedMonths(tx, now);
  await buildPeriod(tx, periodOf(now), 'open', now);
  await tx
    .update(invoices)
    .set({ issuedAt: sql`make_timestamptz(${invoices.year}, ${invoices.month}, 1, 6, 0, 0, 'UTC') + interval '1 month'` })
    .where(eq(invoices.status, 'issued'));
  const lastMonth = periodIndex(periodOf(now)) - 1;
  await tx
    .update(invoices)
    .set({
      status: 'sent',
      sentAt: sql`${invoices.issuedAt} + interval '1 day'`,
      sentTo: sql`array[(select lower(${customers.email}) from ${customers} where ${customers.id} = ${invoices.customerId})]`,
    })
    .where(and(eq(invoices.status, 'issued'), sql`${invoices.year} * 12 + ${invoices.month} - 1 < ${lastMonth}`));
}
