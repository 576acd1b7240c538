/**
 * The filter lists the project, report and NPS screens offer, held to the caller's scope: one query
 * each, so a customer, partner or branch list never differs between screens for the same scope.
 * Each is ordered by name, then id.
 */
import { and, asc, eq, exists, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RecordScope } from '../../src/domain/scope';
import type { Db } from '../db/client';
import { branches, customers, partners } from '../db/schema';
import { pick } from './fields';
import { branchIdCondition, customerCondition } from './scope';

export interface Option {
  id: number;
  name: string;
}

type Reader = Pick<Db, 'select'>;

/** The customers of the scope, optionally of one partner. */
export function customerOptions(db: Reader, scope: RecordScope, { partnerId }: { partnerId?: number | undefined } = {}): Promise<Option[]> {
  return db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(and(customerCondition(scope), partnerId === undefined ? undefined : eq(customers.partnerId, partnerId)))
    .orderBy(asc(customers.name), asc(customers.id));
}

/** The partners of the scope's customers. */
export function partnerOptions(db: Reader, scope: RecordScope): Promise<Option[]> {
  const ownCustomer = db.select({ one: sql`1` }).from(customers).where(and(eq(customers.partnerId, partners.id), customerCondition(scope)));
  return db.select({ id: partners.id, name: partners.name }).from(partners).where(exists(ownCustomer)).orderBy(asc(partners.name), asc(partners.id));
}

/** The branches of the scope, optionally of one customer. */
export function branchOptions(db: Reader, scope: RecordScope, { customerId }: { customerId?: number | undefined } = {}): Promise<Option[]> {
  return db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .where(and(branchIdCondition(branches.id, branches.customerId, scope), customerId === undefined ? undefined : eq(branches.customerId, customerId)))
    .orderBy(asc(branches.name), asc(branches.id));
}

/** The active records of a catalogue table (softwares, add-ons) as options for the forms, by name then id, with the `more` columns. */
export function activeOptions<T extends PgTable & { id: PgColumn; name: PgColumn; status: PgColumn }>(db: Reader, table: T, ...more: (keyof T & string)[]): Promise<unknown[]> {
  return db
    .select(pick(table, 'id', 'name', ...more) as Record<string, PgColumn>)
    .from(table as PgTable)
    .where(eq(table.status, 'active'))
    .orderBy(asc(sql`lower(${table.name})`), asc(table.id));
}
