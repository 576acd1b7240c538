/**
 * The one invoice builder (DESIGN §7: monthly per customer, US dollars). The rules, decided here and
 * in src/domain/billing.ts (the arithmetic):
 * - A project bills once, in the UTC month of its `completed_at`, at the customer's price for its
 *   service (`customer_services`, else the catalogue price); "Others" work with approved hours bills
 *   price × hours. Each of its add-ons bills at the customer's add-on price (else the catalogue's).
 *   Cancelled and demo projects never bill; a project already on another month's invoice (completed,
 *   reopened, completed again later) is not billed twice.
 * - Storage: the extra space of every storage request approved before the month's end, every month,
 *   at STORAGE_PRICE_PER_GB_MONTH.
 * - The running month's invoice is `open` and is rebuilt from the data whenever invoices are read
 *   (`refreshInvoices`): completions, approved hours, price changes and storage approvals all show
 *   without hooks in each of those writes. An open invoice with nothing left to bill is removed.
 * - A month that has ended is built one last time and `issued`; an issued or sent invoice never
 *   changes again. Ended months are closed by the first read after a month turns, and a minute after
 *   start and hourly by the invoice routes' background job (which also rebuilds every running month).
 */
import { and, asc, eq, gte, inArray, lt, ne, notExists, sql, type SQL } from 'drizzle-orm';
import {
  billLines,
  billTotal,
  invoiceNumber,
  periodBounds,
  periodFromIndex,
  periodIndex,
  periodOf,
  type BillLine,
  type BillableProject,
  type Period,
} from '../../src/domain/billing';
import type { Db } from '../db/client';

/** A transaction or the database: the builder also reads with `selectDistinct`. */
export type BuildTx = Pick<Db, 'select' | 'selectDistinct' | 'insert' | 'update' | 'delete' | 'execute'>;
import { addedServices, customerAddedServices, customers, customerServices, invoiceLines, invoices, projectAddedServices, projects, services, storageRequests } from '../db/schema';
import { pick } from '../records/fields';

type Mode = 'open' | 'issue';

/** What a build changed: the ids of invoices written or removed. */
export interface BuildOutcome {
  changed: number[];
}

const sameLines = (a: readonly BillLine[], b: readonly BillLine[]) =>
  a.length === b.length &&
  a.every((line, i) => {
    const other = b[i];
    return !!other && line.kind === other.kind && line.projectId === other.projectId && line.description === other.description && line.quantity === other.quantity && line.unitPrice === other.unitPrice && line.amount === other.amount;
  });

/** The billable projects of `period` with their add-ons, by customer. */
async function billableProjects(tx: BuildTx, period: Period, customerWhere: SQL | undefined): Promise<Map<number, BillableProject[]>> {
  const { start, end } = periodBounds(period);
  const rows = await tx
    .select({
      ...pick(projects, 'id', 'customerId', 'code', 'name', 'workType', 'approvedHours'),
      serviceName: services.name,
      price: sql<string>`coalesce(${customerServices.price}, ${services.price})`,
    })
    .from(projects)
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .innerJoin(services, eq(services.id, projects.serviceId))
    .leftJoin(customerServices, and(eq(customerServices.customerId, projects.customerId), eq(customerServices.serviceId, projects.serviceId)))
    .where(
      and(
        gte(projects.completedAt, start),
        lt(projects.completedAt, end),
        ne(projects.status, 'cancelled'),
        eq(projects.isDemo, false),
        customerWhere,
      ),
    )
    .orderBy(asc(projects.completedAt), asc(projects.id));
  // Projects already on another month's invoice (completed, reopened, completed again) are not billed
  // twice. One pass over the invoice lines naming the candidates (a hash join), not a lookup per project.
  const billedElsewhere = new Set<number>();
  const candidates = rows.map((row) => row.id);
  for (let at = 0; at < candidates.length; at += 1000) {
    const billed = await tx
      .selectDistinct({ projectId: invoiceLines.projectId })
      .from(invoiceLines)
      .innerJoin(invoices, eq(invoices.id, invoiceLines.invoiceId))
      .where(and(inArray(invoiceLines.projectId, candidates.slice(at, at + 1000)), sql`(${invoices.year}, ${invoices.month}) <> (${period.year}, ${period.month})`));
    for (const row of billed) if (row.projectId !== null) billedElsewhere.add(row.projectId);
  }
  const billable = rows.filter((row) => !billedElsewhere.has(row.id));
  const addOns = new Map<number, { name: string; price: string }[]>();
  const ids = billable.map((row) => row.id);
  for (let at = 0; at < ids.length; at += 1000) {
    const batch = await tx
      .select({ projectId: projectAddedServices.projectId, name: addedServices.name, price: sql<string>`coalesce(${customerAddedServices.price}, ${addedServices.price})` })
      .from(projectAddedServices)
      .innerJoin(projects, eq(projects.id, projectAddedServices.projectId))
      .innerJoin(addedServices, eq(addedServices.id, projectAddedServices.addedServiceId))
      .leftJoin(customerAddedServices, and(eq(customerAddedServices.customerId, projects.customerId), eq(customerAddedServices.addedServiceId, projectAddedServices.addedServiceId)))
      .where(inArray(projectAddedServices.projectId, ids.slice(at, at + 1000)))
      .orderBy(asc(projectAddedServices.projectId), asc(addedServices.name));
    for (const row of batch) {
      const list = addOns.get(row.projectId) ?? [];
      list.push({ name: row.name, price: row.price });
      addOns.set(row.projectId, list);
    }
  }
  const byCustomer = new Map<number, BillableProject[]>();
  for (const row of billable) {
    const project: BillableProject = {
      ...pick(row, 'id', 'code', 'name', 'serviceName', 'workType', 'price', 'approvedHours'),
      addOns: addOns.get(row.id) ?? [],
    };
    const list = byCustomer.get(row.customerId) ?? [];
    list.push(project);
    byCustomer.set(row.customerId, list);
  }
  return byCustomer;
}

/** Extra MB granted by storage requests approved before the period's end, by customer. */
async function extraStorage(tx: BuildTx, period: Period, customerWhere: SQL | undefined): Promise<Map<number, number>> {
  const { end } = periodBounds(period);
  const rows = await tx
    .select({ customerId: storageRequests.customerId, mb: sql<string>`sum(${storageRequests.requestedMb})` })
    .from(storageRequests)
    .innerJoin(customers, eq(customers.id, storageRequests.customerId))
    .where(and(eq(storageRequests.state, 'approved'), lt(storageRequests.decidedAt, end), customerWhere))
    .groupBy(storageRequests.customerId);
  return new Map(rows.map((row) => [row.customerId, Number(row.mb)]));
}

/** The stored invoices of `period` with their lines, by customer. */
async function storedInvoices(tx: BuildTx, period: Period, customerWhere: SQL | undefined) {
  const rows = await tx
    .select({ id: invoices.id, customerId: invoices.customerId, status: invoices.status })
    .from(invoices)
    .innerJoin(customers, eq(customers.id, invoices.customerId))
    .where(and(eq(invoices.year, period.year), eq(invoices.month, period.month), customerWhere));
  const linesOf = new Map<number, BillLine[]>();
  for (let at = 0; at < rows.length; at += 1000) {
    const ids = rows.slice(at, at + 1000).map((row) => row.id);
    for (const line of await tx.select().from(invoiceLines).where(inArray(invoiceLines.invoiceId, ids)).orderBy(asc(invoiceLines.invoiceId), asc(invoiceLines.id))) {
      const list = linesOf.get(line.invoiceId) ?? [];
      list.push({ kind: line.kind, projectId: line.projectId, description: line.description, quantity: line.quantity, unitPrice: line.unitPrice, amount: line.amount });
      linesOf.set(line.invoiceId, list);
    }
  }
  return new Map(rows.map((row) => [row.customerId, { ...row, lines: linesOf.get(row.id) ?? [] }]));
}

/**
 * Builds `period` for the customers matching `customerWhere` (a condition on `customers`; all when
 * undefined): `open` keeps the running month's invoices current, `issue` builds an ended month one
 * last time and issues it. Writes only what differs; issued and sent invoices are left alone.
 */
export async function buildPeriod(tx: BuildTx, period: Period, mode: Mode, now: Date, customerWhere?: SQL): Promise<BuildOutcome> {
  const [projectsByCustomer, storageByCustomer, stored] = [
    await billableProjects(tx, period, customerWhere),
    await extraStorage(tx, period, customerWhere),
    await storedInvoices(tx, period, customerWhere),
  ];
  const customerIds = [...new Set([...projectsByCustomer.keys(), ...storageByCustomer.keys(), ...stored.keys()])].sort((a, b) => a - b);
  const changed: number[] = [];
  // Customers in id order, so concurrent builds lock invoice rows in the same order.
  for (const customerId of customerIds) {
    const existing = stored.get(customerId);
    if (existing && existing.status !== 'open') continue;
    const lines = billLines(projectsByCustomer.get(customerId) ?? [], storageByCustomer.get(customerId) ?? 0);
    if (lines.length === 0) {
      if (existing) {
        await tx.delete(invoices).where(and(eq(invoices.id, existing.id), eq(invoices.status, 'open')));
        changed.push(existing.id);
      }
      continue;
    }
    const unchanged = existing && sameLines(existing.lines, lines);
    if (unchanged && mode === 'open') continue;
    const status = mode === 'issue' ? 'issued' : 'open';
    const total = billTotal(lines);
    const [row] = await tx
      .insert(invoices)
      .values({ number: invoiceNumber(customerId, period), customerId, year: period.year, month: period.month, status, total, issuedAt: mode === 'issue' ? now : null, createdAt: now, updatedAt: now })
      .onConflictDoUpdate({
        target: [invoices.customerId, invoices.year, invoices.month],
        set: { status, total, issuedAt: mode === 'issue' ? now : null, updatedAt: now },
        setWhere: eq(invoices.status, 'open'),
      })
      .returning({ id: invoices.id });
    // Issued meanwhile by another process: it no longer changes.
    if (!row) continue;
    changed.push(row.id);
    if (unchanged) continue;
    await tx.delete(invoiceLines).where(eq(invoiceLines.invoiceId, row.id));
    await tx.insert(invoiceLines).values(lines.map((line) => ({ invoiceId: row.id, ...line })));
  }
  return { changed };
}

/**
 * Every ended month that still needs closing: months with an open invoice, months with billable
 * completed work but no invoice for that customer, and months of granted extra storage with none.
 */
async function monthsToClose(tx: BuildTx, now: Date): Promise<Period[]> {
  const current = periodIndex(periodOf(now));
  const { start } = periodBounds(periodOf(now));
  const indexes = new Set<number>();
  const open = await tx
    .selectDistinct({ year: invoices.year, month: invoices.month })
    .from(invoices)
    .where(and(eq(invoices.status, 'open'), sql`${invoices.year} * 12 + ${invoices.month} - 1 < ${current}`));
  for (const row of open) indexes.add(periodIndex(row));
  const yearOf = sql<number>`extract(year from ${projects.completedAt} at time zone 'UTC')::int`;
  const monthOf = sql<number>`extract(month from ${projects.completedAt} at time zone 'UTC')::int`;
  const unbilled = await tx
    .selectDistinct({ year: yearOf, month: monthOf })
    .from(projects)
    .where(
      and(
        lt(projects.completedAt, start),
        ne(projects.status, 'cancelled'),
        eq(projects.isDemo, false),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(invoices)
            .where(and(eq(invoices.customerId, projects.customerId), eq(invoices.year, yearOf), eq(invoices.month, monthOf))),
        ),
      ),
    );
  for (const row of unbilled) indexes.add(periodIndex({ year: Number(row.year), month: Number(row.month) }));
  const storage = await tx
    .select({ customerId: storageRequests.customerId, first: sql<Date>`min(${storageRequests.decidedAt})`.mapWith((value: string | Date) => new Date(value)) })
    .from(storageRequests)
    .where(and(eq(storageRequests.state, 'approved'), lt(storageRequests.decidedAt, start)))
    .groupBy(storageRequests.customerId);
  if (storage.length > 0) {
    const billed = await tx
      .select({ customerId: invoices.customerId, year: invoices.year, month: invoices.month })
      .from(invoices)
      .where(inArray(invoices.customerId, storage.map((row) => row.customerId)));
    const has = new Set(billed.map((row) => `${row.customerId}/${periodIndex(row)}`));
    for (const row of storage) {
      for (let index = periodIndex(periodOf(row.first)); index < current; index += 1) if (!has.has(`${row.customerId}/${index}`)) indexes.add(index);
    }
  }
  return [...indexes].sort((a, b) => a - b).map(periodFromIndex);
}

/** Builds and issues every ended month that needs it (see `monthsToClose`). */
export async function closeEndedMonths(tx: BuildTx, now: Date): Promise<BuildOutcome> {
  const changed: number[] = [];
  for (const period of await monthsToClose(tx, now)) changed.push(...(await buildPeriod(tx, period, 'issue', now)).changed);
  return { changed };
}

/** The last period this process closed, per database: a read only closes months once a month turns. */
const closedThrough = new WeakMap<object, number>();

/**
 * Brings invoices up to date before they are read: closes ended months (when a month has turned
 * since this process last did), then rebuilds the running month of the customers matching
 * `customerWhere`. Answers the ids of invoices that changed, for `record:changed`.
 */
export async function refreshInvoices(db: Db, now: Date = new Date(), customerWhere?: SQL): Promise<number[]> {
  const previous = periodIndex(periodOf(now)) - 1;
  const mustClose = (closedThrough.get(db) ?? -1) < previous;
  const outcome = await db.transaction(async (tx) => {
    const closed = mustClose ? (await closeEndedMonths(tx, now)).changed : [];
    const open = await buildPeriod(tx, periodOf(now), 'open', now, customerWhere);
    return [...closed, ...open.changed];
  });
  if (mustClose) closedThrough.set(db, previous);
  return outcome;
}
