/**
 * The filters the NPS screens share (customer, branch, user, from, to), kept in the address so the
 * link from /nps to /nps/nps-details (and a reload) keeps them. Choosing a customer clears the branch
 * and user; choosing a branch clears the user — the narrower lists follow the wider choice.
 */
import { useState } from 'react';
import { useSearch } from 'wouter';
import type { NpsFilters } from '../../gateway/resources/reviews';

export const NPS_FILTER_NAMES = ['customer', 'branch', 'user', 'filter_start_date', 'filter_end_date'] as const;
export type NpsFilterName = (typeof NPS_FILTER_NAMES)[number];
export type NpsFilterValues = Record<NpsFilterName, string>;

const EMPTY: NpsFilterValues = { customer: '', branch: '', user: '', filter_start_date: '', filter_end_date: '' };
const ID = /^[1-9]\d{0,9}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The filters named in a query string; anything malformed is left out. */
export function filtersFromSearch(search: string): NpsFilterValues {
  const params = new URLSearchParams(search);
  const values = { ...EMPTY };
  for (const name of NPS_FILTER_NAMES) {
    const value = params.get(name) ?? '';
    if ((name.startsWith('filter_') ? DAY : ID).test(value)) values[name] = value;
  }
  return values;
}

export function searchOf(values: NpsFilterValues): string {
  const params = new URLSearchParams();
  for (const name of NPS_FILTER_NAMES) if (values[name]) params.set(name, values[name]);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The filters as the gateway takes them (ids as numbers, unset ones left out). */
export function npsFilters(values: NpsFilterValues): NpsFilters {
  const filters: NpsFilters = {};
  if (values.customer) filters.customer = Number(values.customer);
  if (values.branch) filters.branch = Number(values.branch);
  if (values.user) filters.user = Number(values.user);
  if (values.filter_start_date) filters.filter_start_date = values.filter_start_date;
  if (values.filter_end_date) filters.filter_end_date = values.filter_end_date;
  return filters;
}

export const RANGE_ERROR = 'The end date must be on or after the start date';

export function rangeError(values: NpsFilterValues): string | null {
  return values.filter_start_date && values.filter_end_date && values.filter_end_date < values.filter_start_date ? RANGE_ERROR : null;
}

export interface NpsFilterState {
  values: NpsFilterValues;
  set(name: NpsFilterName, value: string): void;
  filters: NpsFilters;
  error: string | null;
}

export function useNpsFilters(): NpsFilterState {
  const search = useSearch();
  const [values, setValues] = useState<NpsFilterValues>(() => filtersFromSearch(search));
  const set = (name: NpsFilterName, value: string) => {
    setValues((current) => {
      const next = { ...current, [name]: value };
      if (name === 'customer') Object.assign(next, { branch: '', user: '' });
      if (name === 'branch') next.user = '';
      // Keep the address in step without adding history entries for every pick.
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${searchOf(next)}`);
      return next;
    });
  };
  return { values, set, filters: npsFilters(values), error: rangeError(values) };
}
