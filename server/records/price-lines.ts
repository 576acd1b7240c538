/**
 * The price lines of customers and partners (spec §7.4, §7.10): an owner's own price for entries of a
 * catalogue (services, add-ons), one table per owner and catalogue. Reading, checking and replacing
 * them is written here once, parametrised by the line table; so is the software a service is
 * delivered in, which a service answers and a partner's service price names.
 */
import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { serviceSoftwares, softwares, type addedServices, type services } from '../db/schema';

type Reader = Pick<Db, 'select'>;

/** A catalogue whose entries carry a name and a list price. */
export type Catalogue = typeof services | typeof addedServices;

/** One line table: its owner column, the catalogue entry it prices and the owner's price. */
export interface LineTable {
  table: PgTable;
  owner: PgColumn;
  item: PgColumn;
  price: PgColumn;
  catalogue: Catalogue;
}

/** An owner's line: the entry's id, name and list price beside the owner's price (numeric text). */
export interface PricedLine {
  id: number;
  name: string;
  price: string;
  listPrice: string;
}

/** The owner's lines of `lines`, by the entry's name; `more` selects further columns of the join. */
export async function linesOf<M extends Record<string, PgColumn> = Record<never, PgColumn>>(q: Reader, lines: LineTable, ownerId: number, more?: M) {
  const { catalogue } = lines;
  const rows = await q
    .select({ id: catalogue.id, name: catalogue.name, price: lines.price, listPrice: catalogue.price, ...more })
    .from(lines.table)
    .innerJoin(catalogue, eq(catalogue.id, lines.item))
    .where(eq(lines.owner, ownerId))
    .orderBy(asc(catalogue.name));
  return rows as (PricedLine & { [K in keyof M]: M[K]['_']['data'] })[];
}

/** Which of `ids` name an entry of `catalogue` (no query for none). */
export async function knownIds(q: Reader, catalogue: Catalogue, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  return new Set((await q.select({ id: catalogue.id }).from(catalogue).where(inArray(catalogue.id, [...ids]))).map((row) => row.id));
}

/** Replaces the owner's rows (`owner`) of a line table with `rows`: a delete, then one insert when any. */
export async function replaceRows<T extends PgTable>(tx: Pick<Db, 'insert' | 'delete'>, table: T, owner: SQL, rows: PgInsertValue<T>[]): Promise<void> {
  await tx.delete(table).where(owner);
  if (rows.length > 0) await tx.insert(table).values(rows);
}

/** A software a service is delivered in. */
export interface ServiceSoftware {
  id: number;
  name: string;
  vendor: string;
}

/** The software each service of `serviceIds` (every service's when not named) is delivered in, by name. */
export async function softwareOfServices(q: Reader, serviceIds?: readonly number[]): Promise<Map<number, ServiceSoftware[]>> {
  const byService = new Map<number, ServiceSoftware[]>();
  if (serviceIds?.length === 0) return byService;
  const rows = await q
    .select({ serviceId: serviceSoftwares.serviceId, id: softwares.id, name: softwares.name, vendor: softwares.vendor })
    .from(serviceSoftwares)
    .innerJoin(softwares, eq(softwares.id, serviceSoftwares.softwareId))
    .where(serviceIds ? inArray(serviceSoftwares.serviceId, [...serviceIds]) : undefined)
    .orderBy(asc(sql`lower(${softwares.name})`), asc(softwares.id));
  for (const { serviceId, ...software } of rows) byService.set(serviceId, [...(byService.get(serviceId) ?? []), software]);
  return byService;
}

/** The software one service is delivered in, as options `{ id, name }`. */
export async function softwareOptionsOf(q: Reader, serviceId: number): Promise<{ id: number; name: string }[]> {
  return ((await softwareOfServices(q, [serviceId])).get(serviceId) ?? []).map(({ id, name }) => ({ id, name }));
}
