/**
 * The field rules the three catalogue resources share (services, add-ons, software): the
 * case-insensitive unique name and its 409 (the records kernel's `refuseTaken`) and the administrator
 * check that gates their writes.
 */
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { requireUser } from '../../plugins/auth';
import type { UniqueValue } from '../../records/resource';

/** The case-insensitive unique name of a catalogue table (`refuseTaken`, server/records/resource.ts), 409 at `name`. */
export function catalogueName(table: PgTable & { id: PgColumn; name: PgColumn }, message: string): UniqueValue {
  return { table, column: table.name, lock: true, field: 'name', message };
}

export function isAdmin(request: FastifyRequest): boolean {
  return requireUser(request).session.is_admin;
}
