/** The table columns of each report screen (the CSV and PDF have their own, wider sets on the server). */
import { Link as ChakraLink, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import type { ReportKind } from '../../domain/reports';
import type { ReportRow } from './use-reports';
import { usd, usDay } from '../../ui/format';
import type { ListColumn } from '../../ui/list/columns';
import { ProjectStatusBadge } from '../projects/ProjectStatusBadge';

/** A list column (its id is its header) that may be scoped. */
export type ReportColumn = Omit<ListColumn<ReportRow>, 'id'> & {
  /** Which scoped column it is: hidden when the user sees one customer or one branch only. */
  scoped?: 'customer' | 'branch';
};

const day = (value: string | null | undefined) => (value ? usDay(value) : '—');

const code: ReportColumn = { header: 'Project Code', sort: 'code', cell: (row) => row.code };
const project: ReportColumn = {
  header: 'Project',
  sort: 'name',
  cell: (row) => (
    <>
      <ChakraLink asChild color="brand.700" fontWeight="medium">
        <Link href={`/projects/view/${row.project_id ?? row.id}`}>{row.name}</Link>
      </ChakraLink>
      {row.client_project_number && (
        <Text textStyle="xs" color="fg.muted">
          {row.client_project_number}
        </Text>
      )}
    </>
  ),
};
const customer: ReportColumn = { header: 'Customer', sort: 'customer', scoped: 'customer', cell: (row) => row.customer.name };
const branch: ReportColumn = { header: 'Branch', scoped: 'branch', cell: (row) => row.branch.name };
const service: ReportColumn = { header: 'Service', cell: (row) => row.service.name };
const status: ReportColumn = { header: 'Status', cell: (row) => <ProjectStatusBadge status={row.status} /> };
const due: ReportColumn = { header: 'Due Date', sort: 'due_date', cell: (row) => day(row.due_date) };
const created: ReportColumn = { header: 'Created', sort: 'created', cell: (row) => day(row.created_at) };

export const REPORT_COLUMNS: Record<ReportKind, readonly ReportColumn[]> = {
  project: [code, project, customer, branch, service, { header: 'Work Type', cell: (row) => row.work_type ?? '—' }, status, due, created],
  error: [
    code,
    project,
    customer,
    branch,
    { header: 'Error', cell: (row) => <Text maxW="sm">{row.description}</Text> },
    { header: 'Reported By', cell: (row) => row.reported_by?.name ?? '—' },
    { header: 'Reported', sort: 'reported', cell: (row) => day(row.reported_at) },
    { header: 'Resolved', cell: (row) => (row.is_resolved ? 'Yes' : 'No') },
  ],
  added: [
    code,
    project,
    customer,
    branch,
    {
      header: 'Added Services',
      cell: (row) => (row.added_services ?? []).map((line) => <Text key={line.id} textStyle="sm">{`${line.name} (${usd(line.price)})`}</Text>),
    },
    { header: 'Total', align: 'end', cell: (row) => usd(row.total ?? 0) },
    created,
  ],
  delayed: [
    code,
    project,
    customer,
    branch,
    status,
    due,
    { header: 'Completed', cell: (row) => day(row.completed_at) },
    { header: 'Days Late', sort: 'days_late', align: 'end', cell: (row) => row.days_late ?? '—' },
  ],
};
