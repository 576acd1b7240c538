/**
 * The storage cards over the caller's `Storage` scope: the storage chart (space used against the
 * quota, from `storageUsage`, the one way it is computed) and the storage email status (requests for
 * more space by state and by the state of the email that tells the customer, and quota alerts sent).
 */
import { count, gte, isNotNull, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, storageAlerts, storageRequests } from '../../db/schema';
import { customerCondition, customerIdCondition } from '../../records/scope';
import { storageUsage, usedPercent } from '../../storage/usage';
import { array, cardWhere, int, num, str, type CardScope } from './context';
import { objectSchema, type FromSchema } from '../../http/schemas';

/** How many customers the chart shows: the fullest ones. */
export const STORAGE_TOP = 10;
export const ALERT_DAYS = 30;

export const storageChartSchema = objectSchema({
  used_bytes: int,
  quota_mb: int,
  customers: array(objectSchema({ customer_id: int, name: str, used_bytes: int, quota_mb: int, used_percent: num })),
});

export async function storageChart(db: Db, card: CardScope): Promise<FromSchema<typeof storageChartSchema>> {
  const usage = await storageUsage(db, cardWhere(card, customerCondition(card.scope), customers.id));
  const bars = usage
    .map((row) => ({ customer_id: row.customerId, name: row.customerName, used_bytes: row.usedBytes, quota_mb: row.quotaMb, used_percent: Math.round(usedPercent(row) * 10) / 10 }))
    .sort((a, b) => b.used_percent - a.used_percent || b.used_bytes - a.used_bytes || a.customer_id - b.customer_id)
    .slice(0, STORAGE_TOP);
  return {
    used_bytes: usage.reduce((sum, row) => sum + row.usedBytes, 0),
    quota_mb: usage.reduce((sum, row) => sum + row.quotaMb, 0),
    customers: bars,
  };
}

export const storageEmailStatusSchema = objectSchema({
  requests: objectSchema({ pending: int, approved: int, rejected: int, dropped: int }),
  emails: objectSchema({ not_sent: int, sent: int, failed: int }),
  alerts: int,
});

const requestWhere = (card: CardScope, ...more: (SQL | undefined)[]) =>
  cardWhere(card, customerIdCondition(storageRequests.customerId, card.scope), storageRequests.customerId, ...more);

export async function storageEmailStatus(db: Db, card: CardScope): Promise<FromSchema<typeof storageEmailStatusSchema>> {
  const byState = await db.select({ state: storageRequests.state, count: count() }).from(storageRequests).where(requestWhere(card)).groupBy(storageRequests.state);
  // Only decided requests have an email to send.
  const byEmail = await db
    .select({ email: storageRequests.emailStatus, count: count() })
    .from(storageRequests)
    .where(requestWhere(card, isNotNull(storageRequests.decidedAt)))
    .groupBy(storageRequests.emailStatus);
  const since = new Date(Date.parse(`${card.today}T00:00:00Z`) - ALERT_DAYS * 86_400_000);
  const [alerts] = await db
    .select({ count: count() })
    .from(storageAlerts)
    .where(
      cardWhere(card, customerIdCondition(storageAlerts.customerId, card.scope), storageAlerts.customerId, gte(storageAlerts.createdAt, since)),
    );
  const state = new Map(byState.map((row) => [row.state, row.count]));
  const email = new Map(byEmail.map((row) => [row.email, row.count]));
  return {
    requests: { pending: state.get('pending') ?? 0, approved: state.get('approved') ?? 0, rejected: state.get('rejected') ?? 0, dropped: state.get('dropped') ?? 0 },
    emails: { not_sent: email.get('not_sent') ?? 0, sent: email.get('sent') ?? 0, failed: email.get('failed') ?? 0 },
    alerts: alerts?.count ?? 0,
  };
}
