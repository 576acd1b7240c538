/**
 * The columns of each report's CSV and PDF, and the PDF's line naming the filters. Days are MM/DD/YYYY
 * (UTC days, as the filters), money US dollars.
 */
import { usdPrice } from '../../../src/domain/billing';
import { PROJECT_STATUS_LABELS } from '../../../src/domain/project-lifecycle';
import { REPORT_DATE_LABELS, type ReportKind } from '../../../src/domain/reports';
import type { RecordScope } from '../../../src/domain/scope';
import type { Db } from '../../db/client';
import type { CsvColumn } from '../../exports/csv';
import type { PdfColumn } from '../../exports/pdf';
import { usDate } from '../../exports/dates';
import { nameInScope } from '../../records/scope-options';
import type { ReportFilters } from './filters';
import type { AddedReportRow, DelayedReportRow, ErrorReportRow, ReportProjectRow, ReportRows } from './queries';

type Reader = Pick<Db, 'select'>;

const status = (row: { status: keyof typeof PROJECT_STATUS_LABELS }) => PROJECT_STATUS_LABELS[row.status];

type Column<Row> = CsvColumn<Row> & { width: number; align?: 'left' | 'right'; pdf?: false };

const projectColumns: readonly Column<ReportProjectRow>[] = [
  { header: 'Project Code', width: 1.05, value: (row) => row.code },
  { header: 'Project Name', width: 2, value: (row) => row.name },
  { header: 'Client Project Number', width: 1.1, value: (row) => row.client_project_number },
  { header: 'Partner', width: 1.3, value: (row) => row.partner?.name },
  { header: 'Customer', width: 1.5, value: (row) => row.customer.name },
  { header: 'Branch', width: 1.4, value: (row) => row.branch.name },
  { header: 'Service', width: 1.5, value: (row) => row.service.name },
  { header: 'Work Type', width: 0.7, value: (row) => row.work_type },
  { header: 'Assignee', width: 1.2, value: (row) => row.assignee?.name, pdf: false },
  { header: 'Status', width: 1.2, value: status },
  { header: 'Due Date', width: 0.9, value: (row) => usDate(row.due_date) },
  { header: 'Created', width: 0.9, value: (row) => usDate(row.created_at) },
  { header: 'Completed', width: 0.9, value: (row) => (row.completed_at ? usDate(row.completed_at) : '') },
];

const errorColumns: readonly Column<ErrorReportRow>[] = [
  { header: 'Project Code', width: 1.05, value: (row) => row.code },
  { header: 'Project Name', width: 1.8, value: (row) => row.name },
  { header: 'Customer', width: 1.4, value: (row) => row.customer.name },
  { header: 'Branch', width: 1.3, value: (row) => row.branch.name },
  { header: 'Service', width: 1.3, value: (row) => row.service.name },
  { header: 'Error', width: 3, value: (row) => row.description },
  { header: 'Reported By', width: 1.2, value: (row) => row.reported_by?.name },
  { header: 'Reported', width: 0.9, value: (row) => usDate(row.reported_at) },
  { header: 'Resolved', width: 0.7, value: (row) => (row.is_resolved ? 'Yes' : 'No') },
  { header: 'Project Status', width: 1.2, value: status },
];

const addedColumns: readonly Column<AddedReportRow>[] = [
  ...(projectColumns as readonly Column<AddedReportRow>[]).filter((column) => !['Work Type', 'Completed', 'Client Project Number'].includes(column.header)),
  { header: 'Added Services', width: 2.2, value: (row) => row.added_services.map((line) => `${line.name} (${usdPrice(line.price)})`).join('; ') },
  { header: 'Added Services Total', width: 1, align: 'right', value: (row) => usdPrice(row.total) },
];

const delayedColumns: readonly Column<DelayedReportRow>[] = [
  ...(projectColumns as readonly Column<DelayedReportRow>[]).filter((column) => !['Created', 'Client Project Number', 'Work Type'].includes(column.header)),
  { header: 'Days Late', width: 0.7, align: 'right', value: (row) => row.days_late },
];

const COLUMNS: { [K in ReportKind]: readonly Column<ReportRows[K]>[] } = {
  project: projectColumns,
  error: errorColumns,
  added: addedColumns,
  delayed: delayedColumns,
};

export function csvColumns<K extends ReportKind>(kind: K): readonly CsvColumn<ReportRows[K]>[] {
  return COLUMNS[kind];
}

/** The PDF leaves out what a landscape page has no room for (the CSV keeps every column). */
export function pdfColumns<K extends ReportKind>(kind: K): readonly PdfColumn<ReportRows[K]>[] {
  return (COLUMNS[kind] as readonly Column<ReportRows[K]>[]).filter((column) => column.pdf !== false);
}

const SORT_LABELS: Record<string, string> = {
  code: 'Project Code',
  name: 'Project Name',
  customer: 'Customer',
  due_date: 'Due Date',
  created: 'Created',
  reported: 'Reported',
  days_late: 'Days Late',
};

/** "Customer: Summit Builders · Due: 11/01/2026 – 11/30/2026 · Sorted by Days Late (descending)". */
export async function describeReportFilters(db: Reader, kind: ReportKind, scope: RecordScope, filters: ReportFilters, sort: { by: string; descending: boolean }): Promise<string> {
  const parts: string[] = [];
  for (const what of ['partner', 'customer', 'branch', 'service'] as const) {
    const id = filters[what];
    if (id !== undefined) parts.push(`${what[0]!.toUpperCase()}${what.slice(1)}: ${await nameInScope(db, scope, what, id)}`);
  }
  if (filters.filter_start_date || filters.filter_end_date) {
    const from = filters.filter_start_date ? usDate(filters.filter_start_date) : '…';
    const to = filters.filter_end_date ? usDate(filters.filter_end_date) : '…';
    parts.push(`${REPORT_DATE_LABELS[kind]}: ${from} – ${to}`);
  }
  const filtered = parts.length > 0 ? parts.join(' · ') : 'No filters';
  return `${filtered} · Sorted by ${SORT_LABELS[sort.by] ?? sort.by}${sort.descending ? ' (descending)' : ''}`;
}
