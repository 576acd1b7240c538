/**
 * Projects as lists (spec §7.6): the filters of a list request, the SQL they become, the sort orders,
 * the joined select of a project row and its JSON answer. The list, the exports, the global search
 * and the details all read projects through these, so a filtered view is the same everywhere.
 */
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql, type GetColumnData, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { filterDay, filterId } from '../../http/filters';
import { addDays } from '../../../src/domain/due-dates';
import { OPEN_STATUSES, PROJECT_STATUSES } from '../../../src/domain/project-lifecycle';
import type { RecordScope } from '../../../src/domain/scope';
import type { Db } from '../../db/client';
import { branches, customers, projects, services, softwares, users } from '../../db/schema';
import { inPageOrder, likePattern, listPage, listShape, sortField } from '../../http/lists';
import { idList } from '../../records/resource';
import { projectCondition } from './access';
import { workTypeSchema, objectSchema, type FromSchema } from '../../http/schemas';

type Reader = Pick<Db, 'select'>;

import { WORK_TYPES } from '../../../src/domain/contracts/service';
import { linkSchema, optionSchema } from '../../records/fields';
export { WORK_TYPES };
export type WorkType = (typeof WORK_TYPES)[number];

export const PROJECT_SORTS = ['name', 'code', 'customer', 'due_date', 'status', 'created'] as const;
export type ProjectSort = (typeof PROJECT_SORTS)[number];

const filterText = (what: string) =>
  z
    .string({ error: `${what} must be text` })
    .max(100, `${what} must be at most 100 characters`)
    .nullable()
    .optional()
    .transform((value) => value?.trim() || undefined);

/** One of `values`; '' or null means "not filtered". */
const filterChoice = <const V extends string>(what: string, values: readonly V[]) => {
  const message = `${what} must be one of ${values.join(', ')}`;
  return z
    .string({ error: message })
    // The OpenAPI document lists the values ('' for none); the checks below say what is refused.
    .meta({ enum: [...values, ''] })
    .nullable()
    .optional()
    .transform((value) => value?.trim() || undefined)
    .refine((value) => value === undefined || (values as readonly string[]).includes(value), message)
    .transform((value) => value as V | undefined);
};

/** The due filter: open projects, and of them those overdue or due within seven days (the dashboard's counts). */
export const DUE_FILTERS = ['open', 'overdue', 'this_week'] as const;
export type DueFilter = (typeof DUE_FILTERS)[number];

/** The condition of a due filter on `today` (YYYY-MM-DD, the server's UTC day), shared with the dashboard's counts. */
export function dueCondition(due: DueFilter, today: string): SQL {
  const open = inArray(projects.status, [...OPEN_STATUSES]);
  if (due === 'overdue') return and(open, lt(projects.dueDate, today)) as SQL;
  if (due === 'this_week') return and(open, gte(projects.dueDate, today), lt(projects.dueDate, addDays(today, 7))) as SQL;
  return open;
}

/** Bound to the created days given; an end before the start is refused at the end field. */
function datesInOrder(value: { filter_start_date?: string | undefined; filter_end_date?: string | undefined }): boolean {
  return !value.filter_start_date || !value.filter_end_date || value.filter_start_date <= value.filter_end_date;
}
const DATES_IN_ORDER = { path: ['filter_end_date'], message: 'filter_end_date must not be before filter_start_date' };

/**
 * The filters of the project list (and of its exports and the calendar): each one optional; '' or
 * null means "not filtered". `filter_start_date` / `filter_end_date` bound the created day (UTC).
 */
export const ProjectFilterShape = {
  search: listShape.search.describe('Matches the project name, code or client project number (case-insensitive, anywhere)'),
  sort: sortField(PROJECT_SORTS),
  customer: filterId('customer'),
  branch: filterId('branch'),
  status: filterChoice('status', PROJECT_STATUSES),
  service: filterId('service'),
  work_type: filterChoice('work_type', WORK_TYPES),
  due: filterChoice('due', DUE_FILTERS).describe('open: pending, in progress or on hold; overdue: open and due before today; this_week: open and due within 7 days from today (UTC)'),
  project_code: filterText('project_code').describe('Part of the project code, e.g. "PRJ-0001" or "123"'),
  client_project_number: filterText('client_project_number').describe('Part of the client project number'),
  filter_start_date: filterDay('filter_start_date').check(z.describe('Created on or after this day (YYYY-MM-DD, UTC)')),
  filter_end_date: filterDay('filter_end_date').check(z.describe('Created on or before this day (YYYY-MM-DD, UTC)')),
};

export const ProjectFilters = z.object(ProjectFilterShape, { error: 'The request body must be a JSON object' }).refine(datesInOrder, DATES_IN_ORDER);
export type ProjectFilterInput = z.output<typeof ProjectFilters>;

/** The CSV export's body: the filters, and optionally the ids of the rows selected in the list. */
export const ProjectExportFilters = z
  .object({ ...ProjectFilterShape, ids: idList.optional().describe('Only these projects (the rows selected in the list), still in scope and filtered') }, { error: 'The request body must be a JSON object' })
  .refine(datesInOrder, DATES_IN_ORDER);

/** The list request: paging plus the filters. */
export const ProjectListBody = z
  .object({ ...ProjectFilterShape, pageNumber: listShape.pageNumber, pageSize: listShape.pageSize }, { error: 'The request body must be a JSON object' })
  .refine(datesInOrder, DATES_IN_ORDER);

/** The filters a query understands (any object with these optional fields, e.g. the list body). */
export type ProjectFilterValues = Partial<Omit<ProjectFilterInput, 'sort'>>;

/** The SQL condition of the caller's scope and the filters. */
export function projectsWhere(scope: RecordScope, filters: ProjectFilterValues): SQL | undefined {
  const conditions: (SQL | undefined)[] = [projectCondition(scope)];
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(or(ilike(projects.name, pattern), ilike(projects.code, pattern), ilike(projects.clientProjectNumber, pattern)));
  }
  if (filters.customer !== undefined) conditions.push(eq(projects.customerId, filters.customer));
  if (filters.branch !== undefined) conditions.push(eq(projects.branchId, filters.branch));
  if (filters.status !== undefined) conditions.push(eq(projects.status, filters.status));
  if (filters.service !== undefined) conditions.push(eq(projects.serviceId, filters.service));
  if (filters.work_type !== undefined) conditions.push(eq(projects.workType, filters.work_type));
  if (filters.due !== undefined) conditions.push(dueCondition(filters.due, new Date().toISOString().slice(0, 10)));
  if (filters.project_code) conditions.push(ilike(projects.code, likePattern(filters.project_code)));
  if (filters.client_project_number) conditions.push(ilike(projects.clientProjectNumber, likePattern(filters.client_project_number)));
  if (filters.filter_start_date) conditions.push(gte(projects.createdAt, new Date(`${filters.filter_start_date}T00:00:00Z`)));
  if (filters.filter_end_date) conditions.push(lt(projects.createdAt, new Date(`${addDays(filters.filter_end_date, 1)}T00:00:00Z`)));
  return and(...conditions);
}

// Written out: inside a subquery drizzle would leave the outer column unqualified.
const customerName = sql<string>`(select "c"."name" from "customers" as "c" where "c"."id" = "projects"."customer_id")`;

/** The ORDER BY of a sort (default: newest first); the id breaks ties so pages never overlap. */
export function projectOrder(sort: { by: ProjectSort; descending: boolean } | undefined): SQL[] {
  if (!sort) return [desc(projects.createdAt), desc(projects.id)];
  const direction = sort.descending ? desc : asc;
  switch (sort.by) {
    case 'name':
      return [direction(sql`lower(${projects.name})`), direction(projects.id)];
    case 'code':
      return [direction(projects.id)];
    case 'customer':
      return [direction(sql`lower(${customerName})`), direction(projects.id)];
    case 'due_date':
      return [direction(projects.dueDate), direction(projects.id)];
    case 'status':
      return [direction(projects.status), direction(projects.id)];
    case 'created':
      return [direction(projects.createdAt), direction(projects.id)];
  }
}

/**
 * One page of matching project ids in list order. Sorting by customer joins the customers, so
 * PostgreSQL can walk them in name order (customers_name_order_idx) and each one's projects by
 * projects_customer_idx, instead of looking up a name for every matching project.
 */
export async function projectPageIds(db: Reader, where: SQL | undefined, sort: { by: ProjectSort; descending: boolean } | undefined, limit: number, offset: number): Promise<number[]> {
  if (sort?.by === 'customer') {
    const direction = sort.descending ? desc : asc;
    const rows = await db
      .select({ id: projects.id })
      .from(projects)
      .innerJoin(customers, eq(customers.id, projects.customerId))
      .where(where)
      .orderBy(direction(sql`lower(${customers.name})`), direction(customers.id), direction(projects.id))
      .limit(limit)
      .offset(offset);
    return rows.map((row) => row.id);
  }
  const rows = await db.select({ id: projects.id }).from(projects).where(where).orderBy(...projectOrder(sort)).limit(limit).offset(offset);
  return rows.map((row) => row.id);
}

/**
 * A list page of the projects of the scope matching a list body's filters (and `narrow`, when given): ids
 * first (narrow and indexed), then the joined rows of just that page.
 */
export async function projectListPage(db: Reader, scope: RecordScope, body: z.output<typeof ProjectListBody>, narrow?: SQL) {
  const { pageNumber, pageSize, ...filters } = body;
  const { sort } = filters;
  const where = narrow ? and(projectsWhere(scope, filters), narrow) : projectsWhere(scope, filters);
  const [[totalRow], ids] = await Promise.all([
    db.select({ total: count() }).from(projects).where(where),
    projectPageIds(db, where, sort, pageSize, (pageNumber - 1) * pageSize),
  ]);
  const rows = ids.length > 0 ? inPageOrder(ids, await selectProjectRows(db).where(inArray(projects.id, ids))) : [];
  return listPage(rows.map(toProjectRow), Number(totalRow?.total ?? 0), pageNumber, pageSize);
}

/** The project's assignee, a user joined under its own name (reports join it too). */
export const assignees = alias(users, 'assignee');
const openRfis = sql<number>`(select count(*)::int from "project_rfis" as "r" where "r"."project_id" = "projects"."id" and "r"."is_open")`;

/** What every project row says of its project: code, name, customer, branch and service (reports too). */
export const projectNameColumns = {
  code: projects.code,
  name: projects.name,
  customerId: projects.customerId,
  customerName: customers.name,
  branchId: projects.branchId,
  branchName: branches.name,
  serviceId: projects.serviceId,
  serviceName: services.name,
};

const rowColumns = {
  id: projects.id,
  ...projectNameColumns,
  clientProjectNumber: projects.clientProjectNumber,
  softwareId: projects.softwareId,
  softwareName: softwares.name,
  workType: projects.workType,
  dueDate: projects.dueDate,
  assigneeId: projects.assigneeId,
  assigneeName: assignees.name,
  status: projects.status,
  isDemo: projects.isDemo,
  openRfis,
  revision: projects.revision,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

/** Joins the project's customer, branch and service (`projectNameColumns`) to a query that has the project. */
export function withProjectNames<T extends PgSelect>(query: T) {
  return query
    .innerJoin(customers, eq(customers.id, projects.customerId))
    .innerJoin(branches, eq(branches.id, projects.branchId))
    .innerJoin(services, eq(services.id, projects.serviceId));
}

/** The code, name, customer, branch and service of a row read with `projectNameColumns`, as answers give them. */
export const projectNamesOf = (row: { [K in keyof typeof projectNameColumns]: GetColumnData<(typeof projectNameColumns)[K]> }) => ({
  code: row.code,
  name: row.name,
  customer: { id: row.customerId, name: row.customerName },
  branch: { id: row.branchId, name: row.branchName },
  service: { id: row.serviceId, name: row.serviceName },
});

/** The project rows query with its joins; callers add where, order and paging. */
export function selectProjectRows(db: Reader) {
  return withProjectNames(db.select(rowColumns).from(projects).$dynamic())
    .leftJoin(softwares, eq(softwares.id, projects.softwareId))
    .leftJoin(assignees, eq(assignees.id, projects.assigneeId));
}

export type SelectedProjectRow = Awaited<ReturnType<ReturnType<typeof selectProjectRows>['execute']>>[number];

/** A project row as the API answers it (the list item of the contract), typed from its schema below. */
export type ProjectRow = FromSchema<typeof projectRowSchema>;
export type Ref = ProjectRow['customer'];

/** `{ id, name }` of a linked record, or null when there is none. */
export const refOf = (id: number | null, name: string | null): Ref | null => (id === null || name === null ? null : { id, name });

export function toProjectRow(row: SelectedProjectRow): ProjectRow {
  return {
    id: row.id,
    ...projectNamesOf(row),
    client_project_number: row.clientProjectNumber,
    customer_id: row.customerId,
    branch_id: row.branchId,
    service_id: row.serviceId,
    software_id: row.softwareId,
    software: refOf(row.softwareId, row.softwareName),
    work_type: row.workType,
    due_date: row.dueDate,
    assignee_id: row.assigneeId,
    assignee: refOf(row.assigneeId, row.assigneeName),
    status: row.status,
    is_demo: row.isDemo,
    open_rfis: Number(row.openRfis),
    revision: row.revision,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export const projectRowProperties = {
  id: { type: 'integer' },
  code: { type: 'string', description: 'PRJ- and the zero-padded id' },
  name: { type: 'string' },
  client_project_number: { type: 'string' },
  customer_id: { type: 'integer' },
  customer: optionSchema,
  branch_id: { type: 'integer' },
  branch: optionSchema,
  service_id: { type: 'integer' },
  service: optionSchema,
  software_id: { type: ['integer', 'null'] },
  software: linkSchema,
  work_type: workTypeSchema,
  due_date: { type: 'string', description: 'YYYY-MM-DD' },
  assignee_id: { type: ['integer', 'null'] },
  assignee: linkSchema,
  status: { type: 'string', enum: [...PROJECT_STATUSES] },
  is_demo: { type: 'boolean' },
  open_rfis: { type: 'integer', description: 'RFIs not yet closed' },
  revision: { type: 'integer', description: 'Sent back with an update; bumped by every change' },
  created_at: { type: 'string', format: 'date-time' },
  updated_at: { type: 'string', format: 'date-time' },
} as const;

export const projectRowSchema = objectSchema(projectRowProperties);
