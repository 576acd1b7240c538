/**
 * A report screen's list state as the API wants it: id filters as numbers, days as typed, the sort;
 * an export carries the same without the page. Which filters a user sees mirrors their project scope.
 */
import type { ListVariables } from '../../ui/records/use-list-state';

const ID_FILTERS = ['partner', 'customer', 'branch', 'service'] as const;
const DAY_FILTERS = ['filter_start_date', 'filter_end_date'] as const;

export function reportVariables(variables: ListVariables<string>): Record<string, string | number> {
  const typed: Record<string, string | number> = { pageNumber: variables.pageNumber, pageSize: variables.pageSize, sort: variables.sort };
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

export function reportExportBody(variables: ListVariables<string>): Record<string, string | number> {
  const { pageNumber: _page, pageSize: _size, ...body } = reportVariables(variables);
  return body;
}

/** The filters alone (the overview's counts). */
export function reportFilterVariables(variables: ListVariables<string>): Record<string, string | number> {
  const { sort: _sort, ...filters } = reportExportBody(variables);
  return filters;
}

/** A day range that runs backwards is refused before it is sent. */
export function reportRangeError(from: string | undefined, to: string | undefined): string | null {
  return from && to && from > to ? 'The start date must be on or before the end date' : null;
}
