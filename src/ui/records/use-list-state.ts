/**
 * The state every list screen keeps — search, sort, filters, page and page size — held in the URL's
 * query string (`?q=acme&status=active&sort=-name&page=2&size=25`), so reload, Back from a record and
 * a copied link all restore exactly the same rows. Values equal to their defaults stay out of the
 * URL; changes replace the history entry (Back leaves the list rather than undoing a filter). The
 * search box is debounced 500 ms (spec §9) before it reaches the URL, and the page goes back to 1
 * whenever search, sort, a filter or the page size changes.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';

export const SEARCH_DEBOUNCE_MS = 500;
export const PAGE_SIZE = 10;
export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** Query-string names the list itself uses; every other name is a filter. */
const RESERVED = new Set(['q', 'sort', 'page', 'size']);

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

/** What a saved view keeps of a list: everything but the page. */
export interface ListSnapshot {
  search?: string;
  sort?: string;
  pageSize?: number;
  filters: Filters;
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
  /** Sets several filters in one URL write ('' clears one), e.g. a customer and its cleared branch. */
  setFilters(patch: Filters): void;
  pageNumber: number;
  goTo(pageNumber: number): void;
  pageSize: number;
  setPageSize(size: number): void;
  /** The list variables: page, size, search, sort and the set filters. */
  variables: ListVariables<Sort>;
  /** The state a saved view stores, and `apply` puts back (on page 1). */
  snapshot: ListSnapshot;
  apply(snapshot: ListSnapshot): void;
  /** True when nothing differs from the list's defaults. */
  pristine: boolean;
}

const wholeNumber = (text: string | null, fallback: number, max = Number.MAX_SAFE_INTEGER): number => {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value >= 1 && value <= max ? value : fallback;
};

/** The list state read from a query string; unknown or malformed values fall back to the defaults. */
export function readListParams<Sort extends string>(params: URLSearchParams, initialSort: Sort, defaultSize = PAGE_SIZE) {
  const filters: Filters = {};
  for (const [name, value] of params) if (!RESERVED.has(name) && value !== '') filters[name] = value;
  const size = wholeNumber(params.get('size'), defaultSize);
  return {
    search: params.get('q')?.trim() || undefined,
    sort: (params.get('sort') || initialSort) as Sort,
    pageNumber: wholeNumber(params.get('page'), 1, 1_000_000),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) || size === defaultSize ? size : defaultSize,
    filters,
  };
}

/** The query string of a list state, with the defaults left out. */
export function writeListParams(
  state: { search?: string | undefined; sort: string; pageNumber: number; pageSize: number; filters: Filters },
  initialSort: string,
  defaultSize = PAGE_SIZE,
): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search) params.set('q', state.search);
  for (const [name, value] of Object.entries(state.filters).sort(([a], [b]) => a.localeCompare(b))) if (value) params.set(name, value);
  if (state.sort !== initialSort) params.set('sort', state.sort);
  if (state.pageNumber > 1) params.set('page', String(state.pageNumber));
  if (state.pageSize !== defaultSize) params.set('size', String(state.pageSize));
  return params;
}

/**
 * A link to a list with some of its state set (filters, search), written by the same code the list
 * writes its URL with, so the list reads back exactly this state (`readListParams`). The sort, page
 * and size stay at the list's defaults.
 * @example listHref('/projects', { status: 'pending' }) // '/projects?status=pending'
 */
export function listHref(path: string, filters: Filters, search?: string): string {
  const query = writeListParams({ search, sort: '', pageNumber: 1, pageSize: PAGE_SIZE, filters }, '').toString();
  return query ? `${path}?${query}` : path;
}

export function useListState<Sort extends string>(initialSort: Sort, defaultSize = PAGE_SIZE): ListState<Sort> {
  const [params, setParams] = useSearchParams();
  const current = readListParams(params, initialSort, defaultSize);
  const { search, sort, filters, pageNumber, pageSize } = current;

  // The box holds what is typed; the URL only the debounced search. A URL change from elsewhere
  // (Back, a saved view) puts its search back into the box.
  const [searchText, setSearchText] = useState(search ?? '');
  const [shownSearch, setShownSearch] = useState(search);
  if (shownSearch !== search) {
    setShownSearch(search);
    if ((searchText.trim() || undefined) !== search) setSearchText(search ?? '');
  }
  const typed = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS) || undefined;

  // Each change starts from the newest query string (wouter's setter hands it over), so two changes in
  // one handler (a new customer clears the branch) both hold.
  const write = (change: (latest: typeof current) => Partial<typeof current>) =>
    setParams(
      (params) => {
        const latest = readListParams(params, initialSort, defaultSize);
        return writeListParams({ ...latest, pageNumber: 1, ...change(latest) }, initialSort, defaultSize);
      },
      { replace: true },
    );

  useEffect(() => {
    if (typed !== search) write(() => ({ search: typed }));
    // Only a new debounced search writes; `write` reads the current URL state when it runs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);

  const setFilters = (patch: Filters) =>
    write((latest) => {
      const next = { ...latest.filters };
      for (const [name, value] of Object.entries(patch)) {
        if (value) next[name] = value;
        else delete next[name];
      }
      return { filters: next };
    });

  const snapshot: ListSnapshot = {
    ...(search ? { search } : {}),
    ...(sort !== initialSort ? { sort } : {}),
    ...(pageSize !== defaultSize ? { pageSize } : {}),
    filters,
  };

  return {
    searchText,
    setSearchText,
    search,
    sort,
    setSort: (next) => write(() => ({ sort: next })),
    toggleSort: (field) => write((latest) => ({ sort: (latest.sort === field ? `-${field}` : field) as Sort })),
    filters,
    setFilter: (name, value) => setFilters({ [name]: value }),
    setFilters,
    pageNumber,
    goTo: (number) => write(() => ({ pageNumber: number })),
    pageSize,
    setPageSize: (size) => write(() => ({ pageSize: size })),
    variables: { ...filters, pageNumber, pageSize, sort, ...(search ? { search } : {}) },
    snapshot,
    apply: (view) => {
      setSearchText(view.search ?? '');
      write(() => ({ search: view.search, sort: (view.sort ?? initialSort) as Sort, pageSize: view.pageSize ?? defaultSize, filters: view.filters }));
    },
    pristine: !search && sort === initialSort && pageSize === defaultSize && Object.keys(filters).length === 0,
  };
}
