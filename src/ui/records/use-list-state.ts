/**
 * The state every list screen keeps: the search text (debounced 500 ms, spec §9), the sort, the
 * filters and the page — which goes back to 1 whenever search, sort or a filter changes.
 */
import { useEffect, useState } from 'react';

export const SEARCH_DEBOUNCE_MS = 500;
export const PAGE_SIZE = 10;

export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export type Filters = Record<string, string>;

export interface ListVariables<Sort extends string> {
  pageNumber: number;
  pageSize: number;
  search?: string;
  sort: Sort;
  /** The filters that are set, by name. */
  [filter: string]: string | number | undefined;
}

export interface ListState<Sort extends string> {
  searchText: string;
  setSearchText(text: string): void;
  /** The debounced, trimmed search; undefined when empty. */
  search: string | undefined;
  sort: Sort;
  setSort(sort: Sort): void;
  /** Flips between `name` and `-name`, or sorts ascending by a new field. */
  toggleSort(field: string): void;
  filters: Filters;
  /** Sets one filter ('' clears it). */
  setFilter(name: string, value: string): void;
  pageNumber: number;
  goTo(pageNumber: number): void;
  /** The list variables: page, size, search, sort and the set filters. */
  variables: ListVariables<Sort>;
}

export function useListState<Sort extends string>(initialSort: Sort, pageSize = PAGE_SIZE): ListState<Sort> {
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS) || undefined;
  const [sort, setSort] = useState<Sort>(initialSort);
  const [filters, setFilters] = useState<Filters>({});
  // The page belongs to one search, sort and filter set; any change starts again at page 1.
  const context = JSON.stringify([search, sort, filters]);
  const [page, setPage] = useState({ context, number: 1 });
  const pageNumber = page.context === context ? page.number : 1;

  const setFilter = (name: string, value: string) =>
    setFilters((current) => {
      const next = { ...current };
      if (value) next[name] = value;
      else delete next[name];
      return next;
    });
  const toggleSort = (field: string) => setSort((sort === field ? `-${field}` : field) as Sort);

  return {
    searchText,
    setSearchText,
    search,
    sort,
    setSort,
    toggleSort,
    filters,
    setFilter,
    pageNumber,
    goTo: (number) => setPage({ context, number }),
    variables: { ...filters, pageNumber, pageSize, sort, ...(search ? { search } : {}) },
  };
}
