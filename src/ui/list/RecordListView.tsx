/**
 * One list for every record list: the toolbar (search, filters — a drawer on small screens —, saved
 * views, export), the states (skeleton rows, error with Retry, empty), the rows from declared columns
 * (a TanStack table, or cards below `md`), row actions, bulk selection with its bar, the refused rows
 * of the last bulk action, a brief highlight of rows someone else changed, and the pagination. A
 * record's Manage screen uses it through RecordListPage, which adds the heading, Create and the row actions.
 *
 * @example
 * <RecordListView list={list} state={{ page: data?.branches, fetching, error }} onRetry={reloadOf(reexecute)}
 *   noun={['branch', 'branches']} search={{ label: 'Search branches', placeholder: 'Search by name' }}
 *   columns={COLUMNS} nameOf={(branch) => branch.name} rowActions={(branch) => <EditLink ... />}
 *   bulk={{ resource: 'branches', status: mayUpdate, remove: mayDelete }} filters={<OptionSelect ... />} />
 */
import { useState, type ReactNode } from 'react';
import { useBreakpointValue } from '@chakra-ui/react';
import type { RowData, RowSelectionState } from '@tanstack/react-table';
import type { CombinedError } from 'urql';
import type { SavedViewList } from '../../domain/saved-views';
import { ListPagination, ListPanel, ListStates, ListToolbar } from '../records/RecordList';
import type { ListState } from '../records/use-list-state';
import { BulkBar, selectableWith, type BulkOptions } from './BulkBar';
import { refusalsOf } from './bulk';
import { useChangedRows } from './changed-rows';
import type { ListColumn } from './columns';
import { ListExports, type ListExport } from './ListExports';
import { ListTable, type RowDataAttributes } from './ListTable';
import { reloadOf, type Reexecute } from '../../gateway/reload';

export interface ListPage<Item> {
  data: Item[];
  total: number;
  /** A search's count stopped at `total`: more match. */
  totalCapped?: boolean | null;
  hasMore: boolean;
}

/** A list query's hook answer (urql's `useQuery` tuple); its data is the one field holding the page. */
export type ListQuery<Item> = readonly [
  { data?: Readonly<Record<string, ListPage<Item>>> | undefined; fetching: boolean; error?: CombinedError | undefined },
  Reexecute,
];

/** The list's `state` and `onRetry` from its query: the page is the answer's one field with rows. */
export function listQueryState<Item extends RowData>([{ data, fetching, error }, reexecute]: ListQuery<Item>): Pick<RecordListViewProps<Item, string>, 'state' | 'onRetry'> {
  const page = data && Object.values(data).find((field) => typeof field === 'object' && field !== null && Array.isArray(field.data));
  return { state: { page, fetching, error }, onRetry: reloadOf(reexecute) };
}

export interface RecordListViewProps<Item extends RowData, Sort extends string> {
  list: ListState<Sort>;
  /** The list query's answer. */
  state: { page: ListPage<Item> | undefined; fetching: boolean; error: CombinedError | undefined };
  /** Loads again after a failure: `reloadOf(reexecute)` (gateway/reload.ts). */
  onRetry(): void;
  noun: readonly [singular: string, plural: string];
  /** The table's accessible name, where the page has more than one or its heading is not enough. */
  label?: string | undefined;
  /** The search box; a list the server does not search leaves it out. */
  search?: { label: string; placeholder: string } | undefined;
  filters?: ReactNode;
  /** More filters (text and date fields): a row under the toolbar, in the drawer below `md`. */
  moreFilters?: ReactNode;
  /** The list's key for saved views: given, the toolbar offers the Views menu. */
  views?: SavedViewList | undefined;
  /** The list's exports ("Export CSV", ...), at the toolbar's end. */
  exports?: readonly ListExport[] | undefined;
  columns: readonly ListColumn<Item>[];
  /** The row's name, for the checkbox label ("Select Acme") and a card's title. */
  nameOf(row: Item): string;
  idOf?(row: Item): string;
  /** What changes when someone saves the row (revision, updated_at); rows whose value changes are highlighted. */
  versionOf?(row: Item): string | number | undefined;
  /** The actions of a row (Edit, Delete, ...); leave undefined when there are none for this user. */
  rowActions?: ((row: Item) => ReactNode) | undefined;
  /** Bulk selection and actions, where the caller may take at least one. */
  bulk?: BulkOptions<Item> | undefined;
  /** Rows that stand out (unread items): tinted. */
  tinted?: ((row: Item) => boolean) | undefined;
  /** `data-*` attributes of a row (`data-unread`), for styles and tests. */
  rowData?: ((row: Item) => RowDataAttributes) | undefined;
}

const defaultId = (row: unknown) => String((row as { id: string | number }).id);
const defaultVersion = (row: unknown) => {
  const record = row as { revision?: number; updated_at?: string };
  return record.revision ?? record.updated_at;
};

export function RecordListView<Item extends RowData, Sort extends string>(props: RecordListViewProps<Item, Sort>) {
  const { list, state, onRetry, noun, label, search, filters, moreFilters, views, exports, columns, nameOf, rowActions, bulk } = props;
  const actions = exports && exports.length > 0 ? <ListExports exports={exports} /> : undefined;
  const idOf = props.idOf ?? defaultId;
  const cards = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const page = state.page;
  const rows = page?.data;

  const [selection, setSelection] = useState<RowSelectionState>({});
  const [refusals, setRefusals] = useState<ReadonlyMap<string, string>>(new Map());
  // A new search, filter, sort or page starts afresh: nothing selected, no refusals shown.
  const key = JSON.stringify(list.variables);
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setSelection({});
    setRefusals(new Map());
  }
  const highlighted = useChangedRows(rows, idOf, props.versionOf ?? defaultVersion);

  const selectable = selectableWith(bulk);
  const selectedRows = rows?.filter((row) => selection[idOf(row)]) ?? [];
  const selectedIds = selectedRows.map(idOf);

  return (
    <ListPanel>
      <ListToolbar label={search?.label} placeholder={search?.placeholder} list={list} refreshing={state.fetching && Boolean(page)} views={views} actions={actions} moreFilters={moreFilters}>
        {filters}
      </ListToolbar>
      {bulk && selectedIds.length > 0 && (
        <BulkBar
          options={bulk}
          ids={selectedIds}
          rows={selectedRows}
          noun={noun}
          onClear={() => setSelection({})}
          onDone={(result) => {
            setSelection({});
            setRefusals(refusalsOf(result.rows));
          }}
        />
      )}
      <ListStates error={state.error} loading={!page} empty={page?.data.length === 0} noun={noun[1]} search={list.search} onRetry={onRetry} columns={Math.min(columns.length, 6)}>
        <ListTable
          label={label}
          busy={state.fetching && Boolean(page)}
          rows={rows ?? []}
          columns={columns}
          idOf={idOf}
          nameOf={nameOf}
          sort={list.sort}
          onSort={(sort) => list.setSort(sort as Sort)}
          actions={rowActions}
          selectable={selectable}
          selection={selection}
          onSelectionChange={setSelection}
          refusals={refusals}
          highlighted={highlighted}
          cards={cards}
          tinted={props.tinted}
          rowData={props.rowData}
        />
      </ListStates>
      <ListPagination list={list} page={page} noun={noun} />
    </ListPanel>
  );
}
