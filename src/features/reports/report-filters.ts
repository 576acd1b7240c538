/**
 * A report screen's list state as the API wants it: id filters as numbers, days as typed, the sort;
 * an export carries the same without the page. Which filters a user sees mirrors their project scope.
 */
import type { VariablesOf } from '../../gateway/graphql';
import type { ListVariables } from '../../ui/records/use-list-state';
import type { REPORT_QUERY } from './use-reports';

/** What a page of a report sends beside its kind: the report document's variables. */
export type ReportVariables = Omit<VariablesOf<typeof REPORT_QUERY>, 'kind'>;
/** An export's body: the page's variables without the page. */
export type ReportExportBody = Omit<ReportVariables, 'pageNumber' | 'pageSize'>;

const ID_FILTERS = ['partner', 'customer', 'branch', 'service'] as const;
const DAY_FILTERS = ['filter_start_date', 'filter_end_date'] as const;

export function reportVariables(variables: ListVariables<string>): ReportVariables {
  const typed: ReportVariables = { pageNumber: variables.pageNumber, pageSize: variables.pageSize, sort: variables.sort };
  for (const name of ID_FILTERS) {
    const value = variables[name];
    if (value !== undefined && value !== '' && Number.isInteger(Number(value))) typed[name] = Number(value);
  }
  for (const name of DAY_FILTERS) {
    const value = variables[name];
    if (typeof value === 'string' && value !== '') typed[name] = value;
  }
  return typed;
}

export function reportExportBody(variables: ListVariables<string>): ReportExportBody {
  const { pageNumber: _page, pageSize: _size, ...body } = reportVariables(variables);
  return body;
}

/** The filters alone (the overview's counts). */
export function reportFilterVariables(variables: ListVariables<string>): Omit<ReportExportBody, 'sort'> {
  const { sort: _sort, ...filters } = reportExportBody(variables);
  return filters;
}

/** A day range that runs backwards is refused before it is sent. */
export function reportRangeError(from: string | undefined, to: string | undefined): string | null {
  return from && to && from > to ? 'The start date must be on or before the end date' : null;
}
