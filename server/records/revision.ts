/**
 * Stale-edit protection (issue 3 §4): an update names the `revision` it was made from; inside the
 * write transaction the row is locked and a different revision is refused with 409, saying who
 * changed the record. The update then stores `revision + 1` and who made it.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { HttpError } from '../errors';
import { pick } from './fields';

/** A table with the `revised` columns of server/db/schema.ts. */
export type RevisedTable = PgTable & { id: PgColumn; revision: PgColumn; updatedBy: PgColumn; updatedAt: PgColumn };

type Tx = Pick<Db, 'select'>;

export const revisionField = z
  .number({ error: 'revision is required: the revision of the record the edit was made from' })
  .int('revision must be a whole number')
  .min(1, 'revision must be a whole number from 1')
  .max(2_147_483_647, 'revision is too large')
  .describe('The revision the edit was made from; a stale one is refused with 409');

/** What a 409 for a stale edit carries in `data`. */
export interface StaleEditData {
  revision: number;
  updated_at: string;
  updated_by: { id: number; name: string } | null;
}

/** The columns a record's select reads for `revisedAnswer`. */
export function revisedColumns<T extends RevisedTable & { createdAt: PgColumn }>(table: T): Pick<T, 'revision' | 'createdAt' | 'updatedAt'> {
  return pick(table, 'revision', 'createdAt', 'updatedAt');
}

/** The revision fields every record's answer ends with. */
export interface RevisedAnswer {
  revision: number;
  created_at: string;
  updated_at: string;
}

/** The revision columns as every record's answer carries them. */
export function revisedAnswer(row: { revision: number; createdAt: Date; updatedAt: Date }): RevisedAnswer {
  return { revision: row.revision, created_at: row.createdAt.toISOString(), updated_at: row.updatedAt.toISOString() };
}

export function staleEditMessage(thing: string, changedBy: string | null): string {
  return `This ${thing} was changed by ${changedBy ?? 'someone else'} after you opened it. Reload it to see their changes, then make yours again.`;
}

/**
 * Locks the row and checks the revision; answers the columns to set with the update.
 * @throws HttpError 404 when there is no such row (or `where` hides it), 409 when `expected` is stale.
 * @example await tx.update(customers).set({ ...fields, ...(await claimRevision(tx, customers, id, body.revision, userId, 'customer', notFound)) })
 */
export async function claimRevision(
  tx: Tx,
  table: RevisedTable,
  id: number,
  expected: number,
  userId: number,
  thing: string,
  notFound: string,
  where?: SQL,
): Promise<{ revision: number; updatedBy: number; updatedAt: Date }> {
  const [row] = await tx
    .select({ revision: table.revision, updatedAt: table.updatedAt, updatedBy: table.updatedBy })
    .from(table)
    .where(where ? and(eq(table.id, id), where) : eq(table.id, id))
    .for('update');
  if (!row) throw new HttpError(404, notFound);
  const revision = Number(row.revision);
  if (revision !== expected) {
    const updaterId = row.updatedBy as number | null;
    const [updater] = updaterId === null ? [] : await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.id, updaterId));
    const data: StaleEditData = { revision, updated_at: (row.updatedAt as Date).toISOString(), updated_by: updater ?? null };
    throw new HttpError(409, staleEditMessage(thing, updater?.name ?? null), undefined, data);
  }
  return { revision: revision + 1, updatedBy: userId, updatedAt: new Date() };
}
