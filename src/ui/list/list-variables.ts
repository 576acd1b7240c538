/**
 * A list query's variables from its URL state: page, size, sort, the search when set, and the filters
 * the query takes — only those, so a stray query-string name never reaches it — with the ones it takes
 * as `Int` (an id, a year) made numbers.
 * @example listVariables<AgentsVariables>(list, { partner: 'number', status: 'text' })
 */
import type { ListState } from '../records/use-list-state';

export function listVariables<Variables>(list: Pick<ListState<string>, 'pageNumber' | 'pageSize' | 'sort' | 'search' | 'filters'>, filters: Readonly<Record<string, 'text' | 'number'>>): Variables {
  const variables: Record<string, string | number> = { pageNumber: list.pageNumber, pageSize: list.pageSize, sort: list.sort };
  if (list.search) variables.search = list.search;
  for (const [name, kind] of Object.entries(filters)) {
    const value = list.filters[name];
    if (value) variables[name] = kind === 'number' ? Number(value) : value;
  }
  // The caller names its query's variables type, whose filters are the ones declared here.
  return variables as Variables;
}
