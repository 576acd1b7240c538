/**
 * The field rules the three catalogue resources share (services, add-ons, software): the
 * case-insensitive unique name, its 409, the revision properties of an answer, an option's shape and
 * the administrator check that gates their writes.
 */
import { and, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import { isUniqueViolation } from '../../http/lists';
import { requireUser } from '../../plugins/auth';

type Tx = Pick<Db, 'select' | 'execute'>;

/**
 * Inside a write transaction: refuses a name another record of the table has, in any letter case
 * (409 at `name`). The advisory lock serialises the writers of one table, so the check cannot race.
 */
export async function refuseDuplicateName(tx: Tx, table: PgTable & { id: PgColumn; name: PgColumn }, lock: number, name: string, message: string, exceptId?: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(${lock})`);
  const same = sql`lower(${table.name}) = lower(${name})`;
  const [clash] = await tx
    .select({ id: table.id })
    .from(table)
    .where(exceptId === undefined ? same : and(same, ne(table.id, exceptId)))
    .limit(1);
  if (clash) throw new HttpError(409, message, { name: message });
}

/** A unique violation the lock did not catch (a writer outside these routes) is still a 409 at `name`. */
export async function nameConflictAs409<T>(message: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, message, { name: message });
    throw error;
  }
}

export const revisedProperties = {
  revision: { type: 'integer', description: 'Sent back with an update; bumped by every update and status change' },
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
} as const;

export const optionSchema = {
  type: 'object',
  required: ['id', 'name'],
  properties: { id: { type: 'integer' }, name: { type: 'string' } },
} as const;

export function isAdmin(request: FastifyRequest): boolean {
  return requireUser(request).session.is_admin;
}
