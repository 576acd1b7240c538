/**
 * The project list as a file (spec §7.6 export CSV / export PDF): exactly the rows the list shows for
 * the same filters and sort (server/modules/projects/list-query.ts), every one of them, and a line saying
 * which filters made the view.
 *
 * Rows are read ids first: one narrow query of the matching ids in list order, then the joined rows
 * in batches of 1,000 by id. A batch never repeats or skips a row, the order is the list's own
 * (`projectOrder`), and deep OFFSETs — which PostgreSQL walks row by row — are never needed.
 */
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { PROJECT_STATUS_LABELS } from '../../../src/domain/project-lifecycle';
import type { RecordScope } from '../../../src/domain/scope';
import type { Db } from '../../db/client';
import { branches, customers, projects, services } from '../../db/schema';
import { projectCondition } from './access';
import { projectOrder, projectsWhere, selectProjectRows, toProjectRow, type ProjectFilterInput, type ProjectRow, type ProjectSort } from './list-query';
import { EXPORT_BATCH, inBatches } from '../../http/lists';
import type { CsvColumn } from '../../exports/csv';
import { usDate } from '../../exports/dates';
import type { PdfColumn } from '../../exports/pdf';

type Reader = Pick<Db, 'select'>;

/** The ids of the matching projects in the list's order. */
export async function matchingProjectIds(db: Reader, scope: RecordScope, filters: ProjectFilterInput & { ids?: readonly number[] | undefined }): Promise<number[]> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(projectsWhere(scope, filters), filters.ids ? inArray(projects.id, [...filters.ids]) : undefined))
    .orderBy(...projectOrder(filters.sort));
  return rows.map((row) => row.id);
}

/** The rows of those ids, in that order, read a batch at a time. */
export function projectRowsOf(db: Reader, ids: readonly number[], batch = EXPORT_BATCH): AsyncGenerator<ProjectRow> {
  return inBatches(ids, batch, async (slice) => (await selectProjectRows(db).where(inArray(projects.id, slice))).map(toProjectRow));
}

const status = (row: ProjectRow) => PROJECT_STATUS_LABELS[row.status];

/** One column of the list's files; the PDF leaves out those marked `pdf: false` (the CSV keeps every column). */
type Column = CsvColumn<ProjectRow> & PdfColumn<ProjectRow> & { pdf?: false };

const COLUMNS: readonly Column[] = [
  { header: 'Project Code', width: 1.05, value: (row) => row.code },
  { header: 'Project Name', width: 2.2, value: (row) => row.name },
  { header: 'Client Project Number', width: 1.1, value: (row) => row.client_project_number },
  { header: 'Customer', width: 1.5, value: (row) => row.customer.name },
  { header: 'Branch', width: 1.6, value: (row) => row.branch.name },
  { header: 'Service', width: 1.5, value: (row) => row.service.name },
  { header: 'Software', width: 1.2, value: (row) => row.software?.name, pdf: false },
  { header: 'Work Type', width: 0.7, value: (row) => row.work_type },
  { header: 'Assignee', width: 1.2, value: (row) => row.assignee?.name },
  { header: 'Due Date', width: 0.9, value: (row) => usDate(row.due_date) },
  { header: 'Status', width: 1.3, value: status },
  { header: 'Open RFIs', width: 0.6, align: 'right', value: (row) => row.open_rfis },
  { header: 'Demo', width: 0.5, value: (row) => (row.is_demo ? 'Yes' : 'No'), pdf: false },
  { header: 'Created', width: 0.9, value: (row) => usDate(row.created_at), pdf: false },
];

export const PROJECT_CSV_COLUMNS: readonly CsvColumn<ProjectRow>[] = COLUMNS;
export const PROJECT_PDF_COLUMNS: readonly PdfColumn<ProjectRow>[] = COLUMNS.filter((column) => column.pdf !== false);

const SORT_LABELS: Record<ProjectSort, string> = {
  name: 'Project Name',
  code: 'Project Code',
  customer: 'Customer',
  due_date: 'Due Date',
  status: 'Status',
  created: 'Created',
};

/** A name for a filter's id, found only through a project the caller reaches (no names leak from outside the scope). */
async function nameInScope(db: Reader, scope: RecordScope, column: 'customer' | 'branch' | 'service', id: number): Promise<string> {
  const [table, projectColumn] =
    column === 'customer' ? [customers, projects.customerId] : column === 'branch' ? [branches, projects.branchId] : [services, projects.serviceId];
  const condition: SQL | undefined = and(eq(projectColumn, id), projectCondition(scope));
  const [found] = await db.select({ name: table.name }).from(projects).innerJoin(table, eq(table.id, projectColumn)).where(condition).limit(1);
  return found?.name ?? `#${id}`;
}

/** "Customer: Summit Builders · Status: In Progress · Sorted by Due Date (descending)", or "All projects". */
export async function describeFilters(db: Reader, scope: RecordScope, filters: ProjectFilterInput): Promise<string> {
  const parts: string[] = [];
  if (filters.search) parts.push(`Search: "${filters.search}"`);
  if (filters.customer !== undefined) parts.push(`Customer: ${await nameInScope(db, scope, 'customer', filters.customer)}`);
  if (filters.branch !== undefined) parts.push(`Branch: ${await nameInScope(db, scope, 'branch', filters.branch)}`);
  if (filters.status !== undefined) parts.push(`Status: ${PROJECT_STATUS_LABELS[filters.status]}`);
  if (filters.service !== undefined) parts.push(`Service: ${await nameInScope(db, scope, 'service', filters.service)}`);
  if (filters.work_type !== undefined) parts.push(`Work Type: ${filters.work_type}`);
  if (filters.project_code) parts.push(`Project Code: ${filters.project_code}`);
  if (filters.client_project_number) parts.push(`Client Project Number: ${filters.client_project_number}`);
  if (filters.filter_start_date || filters.filter_end_date) {
    const from = filters.filter_start_date ? usDate(filters.filter_start_date) : '…';
    const to = filters.filter_end_date ? usDate(filters.filter_end_date) : '…';
    parts.push(`Created: ${from} – ${to}`);
  }
  const filtered = parts.length > 0 ? parts.join(' · ') : 'All projects';
  const sort = filters.sort ? `Sorted by ${SORT_LABELS[filters.sort.by]}${filters.sort.descending ? ' (descending)' : ''}` : 'Newest first';
  return `${filtered} · ${sort}`;
}
