/**
 * The four reports as queries (issue 6 item 3): which rows match the caller's scope and the filters,
 * in which order, a page of them, their count, and every one of them in keyset batches for exports.
 *
 * Like the project list, rows are read ids first: a narrow query of the matching ids (projects, or
 * error requests) in report order, then the wide joined rows of just those ids. Exports walk the ids
 * by keyset — `(sort key, id) > (last key, last id)` — so each batch is one indexed range and
 * nothing holds more than a batch, however many rows match.
 */
import { and, asc, count, desc, eq, gt, gte, inArray, isNotNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import { OPEN_STATUSES, type ReportKind, type ReportSort } from '../../../src/domain/reports';
import type { RecordScope } from '../../../src/domain/scope';
import { addDays } from '../../../src/domain/due-dates';
import { sumAmounts } from '../../../src/domain/billing';
import type { Db } from '../../db/client';
import { addedServices, customerAddedServices, customers, partners, projectAddedServices, projectErrorRequests, projects, users } from '../../db/schema';
import { assignees, projectCondition, projectNameColumns, projectNamesOf, refOf, withProjectNames } from '../projects';
import { inPageOrder, listPage, type ListPage } from '../../http/lists';
import { priceText } from '../../records/money';
import type { ReportFilters, ReportOrder } from './filters';
import { pick } from '../../records/fields';
import type { FromSchema } from '../../http/schemas';
import type { addedReportRowSchema, delayedReportRowSchema, errorReportRowSchema, projectReportRowSchema } from './schemas';

type Reader = Pick<Db, 'select'>;

export const REPORT_BATCH = 1000;

/** What a report query needs beyond the filters: the scope and the server's today (delayed work). */
export interface ReportContext {
  scope: RecordScope;
  /** YYYY-MM-DD, UTC. */
  today: string;
}

const completedDay = sql`(("projects"."completed_at" at time zone 'UTC')::date)`;
const openStatuses = inArray(projects.status, [...OPEN_STATUSES]);

/** Work finished after its due date, or still open past it (src/domain/reports.ts `daysLate`). */
export function delayedCondition(today: string): SQL {
  return or(
    and(eq(projects.status, 'completed'), isNotNull(projects.completedAt), sql`${completedDay} > ${projects.dueDate}`),
    and(openStatuses, lt(projects.dueDate, today)),
  ) as SQL;
}

export function daysLateExpression(today: string): SQL<number> {
  return sql<number>`(case when ${projects.status} = 'completed' then ${completedDay} - ${projects.dueDate} else cast(${today} as date) - ${projects.dueDate} end)`;
}

const dayStart = (day: string) => new Date(`${day}T00:00:00Z`);

/** Rows of the scope and the filters; the day range bounds the report's own day (see REPORT_DATE_LABELS). */
export function reportWhere(kind: ReportKind, filters: ReportFilters, context: ReportContext): SQL | undefined {
  const conditions: (SQL | undefined)[] = [projectCondition(context.scope)];
  if (filters.partner !== undefined) conditions.push(eq(customers.partnerId, filters.partner));
  if (filters.customer !== undefined) conditions.push(eq(projects.customerId, filters.customer));
  if (filters.branch !== undefined) conditions.push(eq(projects.branchId, filters.branch));
  if (filters.service !== undefined) conditions.push(eq(projects.serviceId, filters.service));
  const { filter_start_date: from, filter_end_date: to } = filters;
  if (kind === 'delayed') {
    conditions.push(delayedCondition(context.today));
    if (from) conditions.push(gte(projects.dueDate, from));
    if (to) conditions.push(lte(projects.dueDate, to));
  } else {
    const stamp = kind === 'error' ? projectErrorRequests.createdAt : projects.createdAt;
    if (from) conditions.push(gte(stamp, dayStart(from)));
    if (to) conditions.push(lt(stamp, dayStart(addDays(to, 1))));
  }
  if (kind === 'added') {
    conditions.push(sql`exists (select 1 from ${projectAddedServices} where ${projectAddedServices.projectId} = ${projects.id})`);
  }
  return and(...conditions);
}

/** A sort key: the expression, its SQL type (to read a cursor back), or none when the id alone orders. */
interface SortKey {
  expression: SQL;
  type: 'text' | 'date' | 'timestamptz' | 'integer';
}

function sortKey(kind: ReportKind, by: string, today: string): SortKey | null {
  switch (by) {
    case 'code':
      return null;
    case 'name':
      return { expression: sql`lower(${projects.name})`, type: 'text' };
    case 'customer':
      return { expression: sql`lower(${customers.name})`, type: 'text' };
    case 'due_date':
      return { expression: sql`${projects.dueDate}`, type: 'date' };
    case 'created':
      return { expression: sql`${projects.createdAt}`, type: 'timestamptz' };
    case 'reported':
      return { expression: sql`${projectErrorRequests.createdAt}`, type: 'timestamptz' };
    case 'days_late':
      return { expression: daysLateExpression(today), type: 'integer' };
    default:
      throw new Error(`${kind} report: unknown sort ${by}`);
  }
}

/** The row id of a report: error reports list error requests, the others projects. */
const idColumn = (kind: ReportKind) => (kind === 'error' ? projectErrorRequests.id : projects.id);

/** Where a batch continues after the last row read. */
export interface ReportCursor {
  key: string | null;
  id: number;
}

interface IdRow {
  id: number;
  key: string | null;
}

function idQuery(db: Reader, kind: ReportKind, key: SortKey | null) {
  const columns = { id: idColumn(kind), key: key ? sql<string | null>`(${key.expression})::text` : sql<string | null>`null` };
  return kind === 'error'
    ? db
        .select(columns)
        .from(projectErrorRequests)
        .innerJoin(projects, eq(projects.id, projectErrorRequests.projectId))
        .innerJoin(customers, eq(customers.id, projects.customerId))
        .$dynamic()
    : db.select(columns).from(projects).innerJoin(customers, eq(customers.id, projects.customerId)).$dynamic();
}

function orderOf(kind: ReportKind, key: SortKey | null, descending: boolean): SQL[] {
  const direction = descending ? desc : asc;
  return key ? [direction(key.expression), direction(idColumn(kind))] : [direction(idColumn(kind))];
}

/** `(key, id)` after the cursor in the report's direction. */
function afterCursor(kind: ReportKind, key: SortKey | null, descending: boolean, cursor: ReportCursor): SQL {
  const id = idColumn(kind);
  if (!key) return descending ? lt(id, cursor.id) : gt(id, cursor.id);
  const operator = sql.raw(descending ? '<' : '>');
  return sql`(${key.expression}, ${id}) ${operator} (cast(${cursor.key} as ${sql.raw(key.type)}), ${cursor.id})`;
}

/** The count and one page of ids, by offset (the screens page by number). */
async function pageIds(db: Reader, kind: ReportKind, filters: ReportFilters, order: ReportOrder<string>, context: ReportContext, limit: number, offset: number): Promise<{ total: number; ids: number[] }> {
  const where = reportWhere(kind, filters, context);
  const key = sortKey(kind, order.by, context.today);
  const [total, rows] = await Promise.all([
    reportCount(db, kind, filters, context),
    idQuery(db, kind, key).where(where).orderBy(...orderOf(kind, key, order.descending)).limit(limit).offset(offset),
  ]);
  return { total, ids: rows.map((row) => row.id) };
}

/** How many rows a report has for these filters. */
export async function reportCount(db: Reader, kind: ReportKind, filters: ReportFilters, context: ReportContext): Promise<number> {
  const where = reportWhere(kind, filters, context);
  const base =
    kind === 'error'
      ? db.select({ total: count() }).from(projectErrorRequests).innerJoin(projects, eq(projects.id, projectErrorRequests.projectId))
      : db.select({ total: count() }).from(projects);
  const [row] = await base.innerJoin(customers, eq(customers.id, projects.customerId)).where(where);
  return Number(row?.total ?? 0);
}

/** Every matching id in report order, a keyset batch at a time. */
export async function* reportIdBatches(db: Reader, kind: ReportKind, filters: ReportFilters, order: ReportOrder<string>, context: ReportContext, batch = REPORT_BATCH): AsyncGenerator<number[]> {
  const where = reportWhere(kind, filters, context);
  const key = sortKey(kind, order.by, context.today);
  let cursor: ReportCursor | null = null;
  for (;;) {
    const condition: SQL | undefined = cursor ? and(where, afterCursor(kind, key, order.descending, cursor)) : where;
    const rows: IdRow[] = await idQuery(db, kind, key).where(condition).orderBy(...orderOf(kind, key, order.descending)).limit(batch);
    if (rows.length === 0) return;
    yield rows.map((row) => row.id);
    if (rows.length < batch) return;
    const last = rows[rows.length - 1]!;
    cursor = { key: last.key, id: last.id };
  }
}

/** The report rows, typed from their answer schemas (./schemas.ts). */
export type ReportProjectRow = FromSchema<typeof projectReportRowSchema>;
export type AddedReportRow = FromSchema<typeof addedReportRowSchema>;
export type AddedServiceLine = AddedReportRow['added_services'][number];
export type DelayedReportRow = FromSchema<typeof delayedReportRowSchema>;
export type ErrorReportRow = FromSchema<typeof errorReportRowSchema>;

export interface ReportRows {
  project: ReportProjectRow;
  error: ErrorReportRow;
  added: AddedReportRow;
  delayed: DelayedReportRow;
}

async function projectRowsById(db: Reader, ids: readonly number[], today: string) {
  const query = db
    .select({
      id: projects.id,
      ...projectNameColumns,
      clientProjectNumber: projects.clientProjectNumber,
      partnerId: partners.id,
      partnerName: partners.name,
      workType: projects.workType,
      assigneeId: assignees.id,
      assigneeName: assignees.name,
      ...pick(projects, 'status', 'dueDate', 'createdAt', 'completedAt'),
      daysLate: daysLateExpression(today),
    })
    .from(projects)
    .$dynamic();
  const rows = await withProjectNames(query)
    .leftJoin(partners, eq(partners.id, customers.partnerId))
    .leftJoin(assignees, eq(assignees.id, projects.assigneeId))
    .where(inArray(projects.id, [...ids]));
  return inPageOrder(
    ids,
    rows.map((row) => ({
      row: {
        id: row.id,
        ...projectNamesOf(row),
        client_project_number: row.clientProjectNumber,
        partner: refOf(row.partnerId, row.partnerName),
        work_type: row.workType,
        assignee: refOf(row.assigneeId, row.assigneeName),
        status: row.status,
        due_date: row.dueDate,
        created_at: row.createdAt.toISOString(),
        completed_at: row.completedAt?.toISOString() ?? null,
      } satisfies ReportProjectRow,
      daysLate: Number(row.daysLate),
      id: row.id,
    })),
  );
}

async function addOnsOf(db: Reader, ids: readonly number[]): Promise<Map<number, AddedServiceLine[]>> {
  const rows = await db
    .select({
      projectId: projectAddedServices.projectId,
      id: addedServices.id,
      name: addedServices.name,
      price: sql<string>`coalesce(${customerAddedServices.price}, ${addedServices.price})::text`,
    })
    .from(projectAddedServices)
    .innerJoin(projects, eq(projects.id, projectAddedServices.projectId))
    .innerJoin(addedServices, eq(addedServices.id, projectAddedServices.addedServiceId))
    .leftJoin(customerAddedServices, and(eq(customerAddedServices.customerId, projects.customerId), eq(customerAddedServices.addedServiceId, addedServices.id)))
    .where(inArray(projectAddedServices.projectId, [...ids]))
    .orderBy(asc(addedServices.name), asc(addedServices.id));
  const byProject = new Map<number, AddedServiceLine[]>();
  for (const row of rows) {
    const lines = byProject.get(row.projectId) ?? [];
    lines.push({ id: row.id, name: row.name, price: priceText(row.price) });
    byProject.set(row.projectId, lines);
  }
  return byProject;
}

async function errorRowsById(db: Reader, ids: readonly number[]): Promise<ErrorReportRow[]> {
  const query = db
    .select({
      id: projectErrorRequests.id,
      projectId: projects.id,
      ...projectNameColumns,
      status: projects.status,
      description: projectErrorRequests.description,
      reporterId: users.id,
      reporterName: users.name,
      reportedAt: projectErrorRequests.createdAt,
      isResolved: projectErrorRequests.isResolved,
    })
    .from(projectErrorRequests)
    .innerJoin(projects, eq(projects.id, projectErrorRequests.projectId))
    .$dynamic();
  const rows = await withProjectNames(query)
    .leftJoin(users, eq(users.id, projectErrorRequests.reportedBy))
    .where(inArray(projectErrorRequests.id, [...ids]));
  return inPageOrder(
    ids,
    rows.map((row) => ({
      id: row.id,
      project_id: row.projectId,
      ...projectNamesOf(row),
      status: row.status,
      description: row.description,
      reported_by: refOf(row.reporterId, row.reporterName),
      reported_at: row.reportedAt.toISOString(),
      is_resolved: row.isResolved,
    })),
  );
}

/** The wide rows of these ids, in their order. */
export async function reportRowsById<K extends ReportKind>(db: Reader, kind: K, ids: readonly number[], today: string): Promise<ReportRows[K][]> {
  if (ids.length === 0) return [];
  if (kind === 'error') return (await errorRowsById(db, ids)) as ReportRows[K][];
  const rows = await projectRowsById(db, ids, today);
  if (kind === 'delayed') return rows.map(({ row, daysLate }) => ({ ...row, days_late: daysLate })) as ReportRows[K][];
  if (kind === 'added') {
    const addOns = await addOnsOf(db, ids);
    return rows.map(({ row }) => {
      const lines = addOns.get(row.id) ?? [];
      return { ...row, added_services: lines, total: priceText(sumAmounts(lines.map((line) => line.price))) };
    }) as ReportRows[K][];
  }
  return rows.map(({ row }) => row) as ReportRows[K][];
}

/** One page of a report. */
export async function reportPage<K extends ReportKind>(
  db: Reader,
  kind: K,
  filters: ReportFilters,
  order: ReportOrder<ReportSort<K>>,
  context: ReportContext,
  page: { pageNumber: number; pageSize: number },
): Promise<ListPage<ReportRows[K]>> {
  const { total, ids } = await pageIds(db, kind, filters, order, context, page.pageSize, (page.pageNumber - 1) * page.pageSize);
  return listPage(await reportRowsById(db, kind, ids, context.today), total, page.pageNumber, page.pageSize);
}

/** Every row of a report in order, read a keyset batch at a time (exports). */
export async function* reportRows<K extends ReportKind>(db: Reader, kind: K, filters: ReportFilters, order: ReportOrder<ReportSort<K>>, context: ReportContext, batch = REPORT_BATCH): AsyncGenerator<ReportRows[K]> {
  for await (const ids of reportIdBatches(db, kind, filters, order, context, batch)) yield* await reportRowsById(db, kind, ids, context.today);
}
