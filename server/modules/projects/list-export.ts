/**
 * The project list as files (spec §7.6 export CSV / export PDF; the record kernel's export routes,
 * declared in routes/projects.ts): the columns of each, and the PDF's line saying which filters and
 * sort made the view.
 */
import { and, eq, type SQL } from 'drizzle-orm';
import { PROJECT_STATUS_LABELS } from '../../../src/domain/project-lifecycle';
import type { RecordScope } from '../../../src/domain/scope';
import { branches, customers, projects, services } from '../../db/schema';
import { projectCondition } from './access';
import type { ProjectFilterInput, ProjectRow, ProjectSort } from './list-query';
import type { CsvColumn } from '../../exports/csv';
import { usDate } from '../../exports/dates';
import type { PdfColumn } from '../../exports/pdf';
import type { Reader } from '../../records/list-resource';

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
