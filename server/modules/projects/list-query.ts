/**
 * Projects as lists (spec §7.6): the filters of a list request, the SQL they become, the sort orders,
 * the joined select of a project row and its JSON answer. The list and its exports (the record kernel's
 * list routes, declared in routes/projects.ts), the global search, the dashboard's counts and the
 * details all read projects through these, so a filtered view is the same everywhere.
 */
import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type GetColumnData, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import { filterDay, filterId } from '../../http/filters';
import { addDays } from '../../../src/domain/due-dates';
import { OPEN_STATUSES, PROJECT_STATUSES } from '../../../src/domain/project-lifecycle';
import type { RecordScope } from '../../../src/domain/scope';
import { branches, customers, projects, services, softwares, users } from '../../db/schema';
import { likePattern, listShape, sortField } from '../../http/lists';
import { idList } from '../../records/resource';
import { matches, type Reader, type SortKey } from '../../records/list-resource';
import { projectCondition } from './access';
import { workTypeSchema, objectSchema, type FromSchema } from '../../http/schemas';
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

/** What a search matches: the project name, code or client project number. */
export const projectSearch = (pattern: string): SQL | undefined =>
  or(ilike(projects.name, pattern), ilike(projects.code, pattern), ilike(projects.clientProjectNumber, pattern));

/** The condition of each filter given (the list's, its exports' and the global search's). */
export function projectFilterConditions(filters: Omit<ProjectFilterValues, 'search'>): (SQL | undefined)[] {
  return [
    matches(projects.customerId, filters.customer),
    matches(projects.branchId, filters.branch),
    matches(projects.status, filters.status),
    matches(projects.serviceId, filters.service),
    matches(projects.workType, filters.work_type),
    filters.due === undefined ? undefined : dueCondition(filters.due, new Date().toISOString().slice(0, 10)),
    filters.project_code ? ilike(projects.code, likePattern(filters.project_code)) : undefined,
    filters.client_project_number ? ilike(projects.clientProjectNumber, likePattern(filters.client_project_number)) : undefined,
    filters.filter_start_date ? gte(projects.createdAt, new Date(`${filters.filter_start_date}T00:00:00Z`)) : undefined,
    filters.filter_end_date ? lt(projects.createdAt, new Date(`${addDays(filters.filter_end_date, 1)}T00:00:00Z`)) : undefined,
  ];
}

/** The SQL condition of the caller's scope and the filters (the global search). */
export function projectsWhere(scope: RecordScope, filters: ProjectFilterValues): SQL | undefined {
  return and(projectCondition(scope), filters.search ? projectSearch(likePattern(filters.search)) : undefined, ...projectFilterConditions(filters));
}

/**
 * The ORDER BY of each sort (the list's default is newest first); the list adds the id, which breaks ties.
 * By customer, the customers are joined (`projectIds`): PostgreSQL walks them in name order
 * (customers_name_order_idx) and each one's projects by projects_customer_idx, instead of looking up a
 * name for every matching project.
 */
export const PROJECT_ORDERS: Record<ProjectSort, SortKey> = {
  name: sql`lower(${projects.name})`,
  code: projects.id,
  customer: (descending) => [sql`lower(${customers.name})`, customers.id].map(descending ? desc : asc),
  due_date: projects.dueDate,
  status: projects.status,
  created: projects.createdAt,
};

/** The ids query of the list: the customers joined only for the sort by customer. */
export function projectIds(q: Reader, sort?: ProjectSort): PgSelect {
  const query = q.select({ id: projects.id }).from(projects).$dynamic();
  return sort === 'customer' ? query.innerJoin(customers, eq(customers.id, projects.customerId)) : query;
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
function selectProjectRows(db: Reader) {
  return withProjectNames(db.select(rowColumns).from(projects).$dynamic())
    .leftJoin(softwares, eq(softwares.id, projects.softwareId))
    .leftJoin(assignees, eq(assignees.id, projects.assigneeId));
}

type SelectedProjectRow = Awaited<ReturnType<ReturnType<typeof selectProjectRows>['execute']>>[number];

/** The rows of the projects matching `where` (the list's ids, one project's id), in any order. */
export async function projectRows(db: Reader, where: SQL | undefined): Promise<ProjectRow[]> {
  return (await selectProjectRows(db).where(where)).map(toProjectRow);
}

/** The rows of these ids (the list's page, an export's batch). */
export const projectRowsOf = (db: Reader, ids: number[]) => projectRows(db, inArray(projects.id, ids));

/** A project row as the API answers it (the list item of the contract), typed from its schema below. */
export type ProjectRow = FromSchema<typeof projectRowSchema>;
export type Ref = ProjectRow['customer'];

/** `{ id, name }` of a linked record, or null when there is none. */
export const refOf = (id: number | null, name: string | null): Ref | null => (id === null || name === null ? null : { id, name });

function toProjectRow(row: SelectedProjectRow): ProjectRow {
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
