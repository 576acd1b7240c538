/**
 * What a list screen declares: its columns and how a row is named. The list (RecordListView) turns
 * them into a TanStack table, its sortable headers, the cards of the small-screen layout and the
 * row checkboxes' labels.
 */
import type { ReactNode } from 'react';

export interface ListColumn<Row> {
  /** Stable id (also the TanStack column id when the column does not sort). */
  id: string;
  /** The header text, and the label of the value on a card. */
  header: string;
  cell(row: Row): ReactNode;
  /** The server's sort field (`name` sorts `name` and `-name`); absent when the column does not sort. */
  sort?: string;
  /** Left out of the table below this breakpoint (cards always show every column). */
  hideBelow?: 'lg' | 'xl';
  /** Numbers line up at the end. */
  align?: 'end';
  /** The row's name column: medium weight, and the title of its card. */
  primary?: boolean;
}

/** The sort written in the URL (`name`, `-name`) as TanStack's sorting state. */
export function sortingOf(sort: string): { id: string; desc: boolean }[] {
  if (!sort) return [];
  return sort.startsWith('-') ? [{ id: sort.slice(1), desc: true }] : [{ id: sort, desc: false }];
}

/** TanStack's sorting state back as the URL's sort; undefined when it holds no sort. */
export function sortOf(sorting: readonly { id: string; desc: boolean }[]): string | undefined {
  const [first] = sorting;
  return first ? `${first.desc ? '-' : ''}${first.id}` : undefined;
}

/** What the active filters count, for the "Filters (2)" button. */
export function activeFilterCount(filters: Readonly<Record<string, string>>): number {
  return Object.values(filters).filter((value) => value !== '').length;
}
