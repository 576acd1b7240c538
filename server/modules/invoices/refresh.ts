/** Invoices brought up to date before a read, and open lists told what changed. */
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { refreshInvoices } from '../../billing/build';

/**
 * Rebuilds the running month of the customers matching `customerWhere` (and closes ended months) and
 * publishes `record:changed` for invoices when anything changed. The invoice routes and the
 * dashboard's invoice cards read through it, so both show what billing says now.
 */
export async function refreshAndTell(app: FastifyInstance, customerWhere: SQL | undefined): Promise<void> {
  const changed = await refreshInvoices(app.db, new Date(), customerWhere);
  if (changed.length > 0) void app.realtime.recordChanged('invoice', changed.length === 1 ? (changed[0] ?? null) : null);
}
