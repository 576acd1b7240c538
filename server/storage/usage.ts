/**
 * How much space each customer uses: the bytes of its projects' files (attachments and addenda) and
 * of the files kept on the customer record. Storage screens, the dashboard's storage cards, quota
 * alerts and the storage line of invoices all read it from here, so they always agree.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../realtime/notify';
import { customers, projectFiles, projects, recordFiles } from '../db/schema';

export interface StorageUsage {
  customerId: number;
  customerName: string;
  quotaMb: number;
  usedBytes: number;
  fileCount: number;
}

const MB = 1024 * 1024;

/** Percent of the quota in use, 0 when the quota is 0 and nothing is stored. */
export function usedPercent(usage: Pick<StorageUsage, 'usedBytes' | 'quotaMb'>): number {
  if (usage.quotaMb <= 0) return usage.usedBytes > 0 ? 100 : 0;
  return (usage.usedBytes / (usage.quotaMb * MB)) * 100;
}

/**
 * Usage of every customer matching `where` (a condition on `customers`, e.g. `customerCondition(scope)`),
 * in customer-name order; customers with nothing stored are included with 0 bytes. The storage list
 * pages by customer ids first (the record kernel's list routes) and reads the usage of just those.
 */
export async function storageUsage(db: Pick<Tx, 'select'>, where?: SQL): Promise<StorageUsage[]> {
  const projectBytes = db
    .select({
      customerId: projects.customerId,
      // Distinct alias names: drizzle renders a subquery's field unqualified, so two "bytes" clash.
      bytes: sql<string>`sum(${projectFiles.sizeBytes})`.as('project_bytes_sum'),
      files: sql<string>`count(*)`.as('project_files_count'),
    })
    .from(projectFiles)
    .innerJoin(projects, eq(projects.id, projectFiles.projectId))
    .groupBy(projects.customerId)
    .as('project_bytes');
  const recordBytes = db
    .select({
      customerId: recordFiles.customerId,
      bytes: sql<string>`sum(${recordFiles.sizeBytes})`.as('record_bytes_sum'),
      files: sql<string>`count(*)`.as('record_files_count'),
    })
    .from(recordFiles)
    .where(sql`${recordFiles.customerId} is not null`)
    .groupBy(recordFiles.customerId)
    .as('record_bytes');
  const query = db
    .select({
      customerId: customers.id,
      customerName: customers.name,
      quotaMb: customers.storageQuotaMb,
      bytes: sql<string>`coalesce(${projectBytes.bytes}, 0) + coalesce(${recordBytes.bytes}, 0)`,
      files: sql<string>`coalesce(${projectBytes.files}, 0) + coalesce(${recordBytes.files}, 0)`,
    })
    .from(customers)
    .leftJoin(projectBytes, eq(projectBytes.customerId, customers.id))
    .leftJoin(recordBytes, eq(recordBytes.customerId, customers.id))
    .where(where)
    .orderBy(sql`lower(${customers.name})`, customers.id);
  return (await query).map((row) => ({
    customerId: row.customerId,
    customerName: row.customerName,
    quotaMb: row.quotaMb,
    usedBytes: Number(row.bytes),
    fileCount: Number(row.files),
  }));
}
