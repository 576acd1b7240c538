/**
 * Between the URL's list state (`ListSnapshot`: sort as `-name`, every filter a string) and what a
 * saved view stores (`ListState` of src/domain/saved-views.ts: sort as `{ id, desc }`, filters typed).
 * A view read back gives the same query string it was saved from, so "is the list still showing
 * this view?" is a comparison of snapshots.
 */
import type { ListState } from '../../domain/saved-views';
import type { Filters, ListSnapshot } from './use-list-state';

export function viewStateOf(snapshot: ListSnapshot): ListState {
  const { search, sort, pageSize, filters } = snapshot;
  const state: ListState = {};
  if (search) state.search = search;
  if (Object.keys(filters).length > 0) state.filters = { ...filters };
  if (sort) state.sort = sort.startsWith('-') ? { id: sort.slice(1), desc: true } : { id: sort, desc: false };
  if (pageSize === 10 || pageSize === 25 || pageSize === 50 || pageSize === 100) state.pageSize = pageSize;
  return state;
}

export function snapshotOf(state: ListState): ListSnapshot {
  const filters: Filters = {};
  for (const [name, value] of Object.entries(state.filters ?? {})) {
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') filters[name] = text;
  }
  return {
    ...(state.search ? { search: state.search } : {}),
    ...(state.sort ? { sort: `${state.sort.desc ? '-' : ''}${state.sort.id}` } : {}),
    ...(state.pageSize ? { pageSize: state.pageSize } : {}),
    filters,
  };
}

/** The same rows: same search, sort, page size and filters (a view's sort or size left out means the list's default). */
export function sameSnapshot(a: ListSnapshot, b: ListSnapshot): boolean {
  const key = (snapshot: ListSnapshot) =>
    JSON.stringify([snapshot.search ?? '', snapshot.sort ?? '', snapshot.pageSize ?? 0, Object.entries(snapshot.filters).sort(([x], [y]) => x.localeCompare(y))]);
  return key(a) === key(b);
}
