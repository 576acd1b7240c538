/**
 * The filter lists the project, report and NPS screens offer, held to the caller's scope: one query
 * each, so a customer, partner or branch list never differs between screens for the same scope, and
 * the name of one such record (a report's filter line) is looked up through the same query.
 * Each is ordered by name, then id.
 */
import { and, asc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RecordScope } from '../../src/domain/scope';
import type { Db } from '../db/client';
import { branches, customers, partners, services } from '../db/schema';
import { pick, type Option } from './fields';
import { branchIdCondition, customerCondition } from './scope';

type Reader = Pick<Db, 'select'>;

/** A table whose rows have an id and a name. */
type NamedTable = PgTable & { id: PgColumn; name: PgColumn };

/** The rows of `table` that meet every condition, as options by name then id. */
export function namedOptions(db: Reader, table: NamedTable, ...conditions: (SQL | undefined)[]): Promise<Option[]> {
  return db
    .select({ id: table.id, name: table.name } as Record<string, PgColumn>)
    .from(table)
    .where(and(...conditions))
    .orderBy(asc(table.name), asc(table.id))
    .then((rows) => rows.map((row) => ({ id: Number(row.id), name: String(row.name) })));
}

const only = (column: PgColumn, id: number | undefined) => (id === undefined ? undefined : eq(column, id));

/** Narrows an option list: to one partner's or customer's records, or to the record `id` (a name lookup). */
interface Narrow {
  partnerId?: number | undefined;
  customerId?: number | undefined;
  id?: number | undefined;
}

/** The customers of the scope, optionally of one partner. */
export function customerOptions(db: Reader, scope: RecordScope, { partnerId, id }: Narrow = {}): Promise<Option[]> {
  return namedOptions(db, customers, customerCondition(scope), only(customers.partnerId, partnerId), only(customers.id, id));
}

/** The partners of the scope's customers. */
export function partnerOptions(db: Reader, scope: RecordScope, { id }: Narrow = {}): Promise<Option[]> {
  const ownCustomer = db.select({ one: sql`1` }).from(customers).where(and(eq(customers.partnerId, partners.id), customerCondition(scope)));
  return namedOptions(db, partners, exists(ownCustomer), only(partners.id, id));
}

/** The branches of the scope, optionally of one customer. */
export function branchOptions(db: Reader, scope: RecordScope, { customerId, id }: Narrow = {}): Promise<Option[]> {
  return namedOptions(db, branches, branchIdCondition(branches.id, branches.customerId, scope), only(branches.customerId, customerId), only(branches.id, id));
}

const OPTIONS = {
  customer: customerOptions,
  partner: partnerOptions,
  branch: branchOptions,
  // Services belong to no scope: every signed-in user may read them.
  service: (db: Reader, _scope: RecordScope, { id }: Narrow) => namedOptions(db, services, only(services.id, id)),
};

/** The name of a record found only inside the caller's scope (no names leak from outside it); else `#id`. */
export async function nameInScope(db: Reader, scope: RecordScope, what: keyof typeof OPTIONS, id: number): Promise<string> {
  const [row] = await OPTIONS[what](db, scope, { id });
  return row?.name ?? `#${id}`;
}

/** The active records of a catalogue table (softwares, add-ons) as options for the forms, by name then id, with the `more` columns. */
export function activeOptions<T extends PgTable & { id: PgColumn; name: PgColumn; status: PgColumn }>(db: Reader, table: T, ...more: (keyof T & string)[]): Promise<unknown[]> {
  return db
    .select(pick(table, 'id', 'name', ...more) as Record<string, PgColumn>)
    .from(table as PgTable)
    .where(eq(table.status, 'active'))
    .orderBy(asc(sql`lower(${table.name})`), asc(table.id));
}
