/**
 * Quota alerts (spec §7.12 "storage alert email"): when a customer's usage crosses 80 %, 90 % or
 * 100 % of its quota, its customer admins (and their email-CC addresses for it) get one email, and a
 * `storage_alerts` row per threshold crossed records it. A threshold's row stays while usage is at or
 * above it, so it is mailed once; when usage falls back below (files deleted, quota raised) the row is
 * removed and the threshold is armed again. `storage_alerts` therefore holds the alerts in force.
 */
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { customers, emailCc, storageAlerts, users } from '../db/schema';
import { HttpError } from '../errors';
import type { Tx } from '../realtime/notify';
import { storageUsage, usedPercent, type StorageUsage } from './usage';

export const ALERT_THRESHOLDS = [80, 90, 100] as const;
export const QUOTA_EXCEEDED = 'Storage quota exceeded';
const MB = 1024 * 1024;
/** Serialises the alert checks of one customer (two uploads at once mail once). */
const ALERT_LOCK = 727_260_061;

/** The customer's usage, or 404. */
export async function usageOf(db: Pick<Tx, 'select'>, customerId: number): Promise<StorageUsage | undefined> {
  const [usage] = await storageUsage(db, eq(customers.id, customerId));
  return usage;
}

/** One decimal, for people: 84.3 %. */
export function percentText(percent: number): string {
  return `${(Math.round(percent * 10) / 10).toFixed(1)} %`;
}

/** The highest threshold the usage is at or above; null below the first. */
export function thresholdOf(percent: number): number | null {
  let reached: number | null = null;
  for (const threshold of ALERT_THRESHOLDS) if (percent >= threshold) reached = threshold;
  return reached;
}

/** A customer's admins and the email-CC addresses they keep for it, each once. */
export async function customerAdminEmails(db: Pick<Tx, 'select'>, customerId: number): Promise<{ userIds: number[]; emails: string[] }> {
  const admins = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.customerId, customerId), eq(users.type, 'Customer Admin'), eq(users.status, 'active')));
  const emails = new Set(admins.map((admin) => admin.email));
  if (admins.length > 0) {
    const copies = await db
      .select({ emails: emailCc.emails })
      .from(emailCc)
      .where(and(eq(emailCc.customerId, customerId), inArray(emailCc.userId, admins.map((admin) => admin.id))));
    for (const row of copies) for (const email of row.emails) emails.add(email.toLowerCase());
  }
  return { userIds: admins.map((admin) => admin.id), emails: [...emails] };
}

export function alertMail(usage: StorageUsage, threshold: number, to: string) {
  const used = `${(usage.usedBytes / MB).toFixed(1)} MB of ${usage.quotaMb} MB`;
  const state = threshold >= 100 ? 'has used all of its storage' : `has used ${threshold} % of its storage`;
  return {
    to,
    subject: `Storage alert: ${usage.customerName} ${state}`,
    text: [
      `${usage.customerName} ${state}: ${used} (${percentText(usedPercent(usage))}).`,
      threshold >= 100 ? 'New uploads are refused until files are removed or more space is approved.' : 'Remove files you no longer need, or request more storage under Manage Storage.',
      '',
      '— Customer Portal',
    ].join('\n'),
  };
}

/**
 * Re-arms thresholds usage fell below, records the newly crossed ones and mails one alert for the
 * highest. Never throws: it runs after an upload or a delete has committed and must not fail it.
 */
export async function checkStorageAlerts(app: FastifyInstance, customerId: number): Promise<number | null> {
  try {
    const outcome = await app.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${ALERT_LOCK}, ${customerId})`);
      const usage = await usageOf(tx, customerId);
      if (!usage) return null;
      const percent = usedPercent(usage);
      // Thresholds usage is now below are armed again.
      await tx.delete(storageAlerts).where(and(eq(storageAlerts.customerId, customerId), gt(storageAlerts.threshold, Math.floor(percent))));
      const inForce = new Set((await tx.select({ threshold: storageAlerts.threshold }).from(storageAlerts).where(eq(storageAlerts.customerId, customerId))).map((row) => row.threshold));
      const crossed = ALERT_THRESHOLDS.filter((threshold) => percent >= threshold && !inForce.has(threshold));
      const highest = crossed.at(-1);
      if (highest === undefined) return null;
      const { emails } = await customerAdminEmails(tx, customerId);
      await tx.insert(storageAlerts).values(
        crossed.map((threshold) => ({ customerId, threshold, usedBytes: String(usage.usedBytes), quotaMb: usage.quotaMb, recipients: emails })),
      );
      return { usage, threshold: highest, emails };
    });
    if (!outcome) return null;
    for (const to of outcome.emails) app.mail.send(alertMail(outcome.usage, outcome.threshold, to));
    void app.realtime.recordChanged('storage', customerId);
    return outcome.threshold;
  } catch (error) {
    app.log.error({ err: error, customerId }, 'storage alert check failed');
    return null;
  }
}

/**
 * 413 "Storage quota exceeded" when `addedBytes` more would take the customer past its quota. Call it
 * in the transaction that stores the file: it locks the customer's row first, so two uploads at once
 * are checked one after the other and cannot both fit into the last free space.
 */
export async function refuseOverQuota(tx: Pick<Tx, 'select'>, customerId: number, addedBytes: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
  const usage = await usageOf(tx, customerId);
  if (usage && usage.usedBytes + addedBytes > usage.quotaMb * MB) throw new HttpError(413, QUOTA_EXCEEDED);
}
