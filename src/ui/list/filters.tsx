/**
 * A list's select filters, bound to its URL state: the value is the filter's, a choice sets it (and
 * clears the filters that depend on it: a branch of the customer no longer chosen).
 *
 * @example <FilterSelect list={list} name="customer" label="Filter by customer" placeholder="All customers" options={customers} resets={['branch']} />
 */
import { OptionSelect, type SelectOption } from '../records/OptionSelect';
import { STATUS_OPTIONS } from '../records/StatusBadge';
import type { ListState } from '../records/use-list-state';

export interface FilterSelectProps {
  list: Pick<ListState<string>, 'filters' | 'setFilters'>;
  /** The filter's name in the URL and the query. */
  name: string;
  label: string;
  placeholder: string;
  options: readonly SelectOption[] | undefined;
  width?: string;
  /** Filters cleared with a new choice (they narrow within this one). */
  resets?: readonly string[];
  /** Shown only with at least this many options, or a value chosen: one partner to choose from filters nothing. */
  atLeast?: number;
}

export function FilterSelect({ list, name, label, placeholder, options, width = '44', resets = [], atLeast = 0 }: FilterSelectProps) {
  const value = list.filters[name] ?? '';
  if ((options?.length ?? 0) < atLeast && !value) return null;
  const choose = (chosen: string) => list.setFilters({ [name]: chosen, ...Object.fromEntries(resets.map((reset) => [reset, ''])) });
  return <OptionSelect size="sm" width={width} label={label} placeholder={placeholder} value={value} options={options} onChange={choose} />;
}

/** The record status filter (Active, Inactive, ...). */
export function StatusFilter({ list, width }: Pick<FilterSelectProps, 'list' | 'width'>) {
  return <FilterSelect list={list} name="status" label="Filter by status" placeholder="All statuses" options={STATUS_OPTIONS} width={width} />;
}
