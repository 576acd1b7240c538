/**
 * The projects list's variables as the query and the exports want them: record-id filters travel as
 * numbers; an export carries exactly the list's search, sort and filters but no page (the contract:
 * "no paging, no row cap"), as CSV and PDF.
 */
import { downloadPosted } from '../../gateway/download';
import type { ListExport } from '../../ui/list/ListExports';
import type { ListVariables } from '../../ui/records/use-list-state';

export type ProjectSort = 'name' | '-name' | 'code' | '-code' | 'customer' | '-customer' | 'due_date' | '-due_date' | 'status' | '-status' | 'created' | '-created';

/** Filters that are record ids. */
const ID_FILTERS = ['customer', 'branch', 'service'] as const;

/** Filters sent as typed; everything else of the list state is left out. */
const FILTERS = ['customer', 'branch', 'status', 'service', 'work_type', 'due', 'project_code', 'client_project_number', 'filter_start_date', 'filter_end_date'] as const;

export function queryVariables(variables: ListVariables<ProjectSort>): Record<string, string | number> {
  const typed: Record<string, string | number> = { pageNumber: variables.pageNumber, pageSize: variables.pageSize, sort: variables.sort };
  if (variables.search) typed.search = variables.search;
  for (const name of FILTERS) {
    const value = variables[name];
    if (value === undefined || value === '') continue;
    typed[name] = (ID_FILTERS as readonly string[]).includes(name) ? Number(value) : value;
  }
  return typed;
}

/** The export body: the list's query without its page. */
export function exportBody(variables: ListVariables<ProjectSort>): Record<string, string | number> {
  const { pageNumber: _page, pageSize: _size, ...body } = queryVariables(variables);
  return body;
}

/** The day range filter is refused client-side when it runs backwards. */
export function dateRangeError(from: string | undefined, to: string | undefined): string | null {
  return from && to && from > to ? 'The start date must be on or before the end date' : null;
}

/** The list's CSV and PDF, of exactly its search, sort and filters. */
export const projectExports = (body: Record<string, string | number>): ListExport[] => [
  { label: 'Export CSV', download: (token) => downloadPosted('projects.exportcsv', { body }, 'projects.csv', token) },
  { label: 'Export PDF', download: (token) => downloadPosted('projects.exportpdf', { body }, 'projects.pdf', token) },
];

/** The due filter (the dashboard's Open, Overdue and Due This Week counts link here). */
export const DUE_OPTIONS = [
  { id: 'open', name: 'Open' },
  { id: 'overdue', name: 'Overdue' },
  { id: 'this_week', name: 'Due this week' },
];
