/**
 * The rows of a list, from its columns, through TanStack Table (headless; v9, see ADR 0052): manual
 * sorting driven by the URL's sort (the server sorts), row selection for bulk actions, rendered with
 * Chakra's Table — or, below `md`, as cards of label: value pairs. The actions column sticks to the
 * right edge when the table is wider than its card.
 */
import { useMemo, type ReactNode } from 'react';
import { Badge, Box, Button, chakra, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { functionalUpdate, rowSelectionFeature, rowSortingFeature, tableFeatures, useTable, type ColumnDef, type Row, type RowData, type RowSelectionState, type SortingState, type Updater } from '@tanstack/react-table';
import { sortingOf, sortOf, type ListColumn } from './columns';

const features = tableFeatures({ rowSortingFeature, rowSelectionFeature });

export interface ListTableProps<Item extends RowData> {
  label?: string | undefined;
  /** A refetch is under way (aria-busy). */
  busy: boolean;
  rows: readonly Item[];
  columns: readonly ListColumn<Item>[];
  idOf(row: Item): string;
  nameOf(row: Item): string;
  /** The URL's sort (`name`, `-name`) and how to change it. */
  sort: string;
  onSort(sort: string): void;
  actions?: ((row: Item) => ReactNode) | undefined;
  /** Rows may be selected (the caller may take a bulk action). */
  selectable: boolean;
  selection: RowSelectionState;
  onSelectionChange(selection: RowSelectionState): void;
  /** Refused by the last bulk action: the reason, by id. */
  refusals: ReadonlyMap<string, string>;
  /** Changed by someone else a moment ago. */
  highlighted: ReadonlySet<string>;
  /** Rows become cards. */
  cards: boolean;
  /** Rows that stand out (an unread item): tinted. */
  tinted?: ((row: Item) => boolean) | undefined;
  /** `data-*` attributes of a row (for styles and tests). */
  rowData?: ((row: Item) => RowDataAttributes) | undefined;
}

export type RowDataAttributes = Partial<Record<`data-${string}`, string>>;

/** A native checkbox: labelled, keyboard-operable, and a real input for tests and screen readers. */
const Checkbox = chakra('input', { base: { width: '4', height: '4', accentColor: 'var(--chakra-colors-brand-600)', cursor: 'pointer' } });

/** A row changed by someone else: tinted, fading back when the tint goes (no fade with reduced motion); a row that stands out keeps its own tint. */
const flash = (on: boolean, tinted = false) => ({ bg: on ? 'yellow.subtle' : tinted ? 'brand.subtle' : undefined, transition: 'background-color 1s ease-out', _motionReduce: { transition: 'none' } }) as const;

const stickyEnd = { position: 'sticky', insetInlineEnd: 0, bg: 'bg', zIndex: 1, boxShadow: 'inset 1px 0 0 var(--chakra-colors-border-muted)' } as const;

function RefusedBadge({ reason }: { reason: string }) {
  return (
    <Badge colorPalette="red" variant="subtle" title={reason} whiteSpace="normal" maxW="20rem">
      Refused: {reason}
    </Badge>
  );
}

export function ListTable<Item extends RowData>(props: ListTableProps<Item>) {
  const { label, busy, rows, columns, idOf, nameOf, sort, onSort, actions, selectable, selection, onSelectionChange, refusals, highlighted, cards } = props;
  const tinted = (row: Item) => props.tinted?.(row) ?? false;
  const rowData = (row: Item) => props.rowData?.(row) ?? {};

  const columnDefs = useMemo<ColumnDef<typeof features, Item>[]>(
    () =>
      columns.map((column) => ({
        id: column.sort ?? column.id,
        header: column.header,
        // The server sorts; the accessor only tells TanStack the column may sort.
        accessorFn: () => null,
        enableSorting: column.sort !== undefined,
        sortDescFirst: false,
        cell: ({ row }: { row: Row<typeof features, Item> }) => column.cell(row.original),
      })),
    [columns],
  );

  const table = useTable({
    features,
    columns: columnDefs,
    data: rows as Item[],
    getRowId: (row: Item) => idOf(row),
    manualSorting: true,
    enableSortingRemoval: false,
    enableMultiSort: false,
    enableRowSelection: selectable,
    state: { sorting: sortingOf(sort), rowSelection: selection },
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = sortOf(functionalUpdate(updater, sortingOf(sort)));
      if (next) onSort(next);
    },
    onRowSelectionChange: (updater: Updater<RowSelectionState>) => onSelectionChange(functionalUpdate(updater, selection)),
  });

  const byId = new Map(columns.map((column) => [column.sort ?? column.id, column]));
  const tableRows = table.getRowModel().rows;

  const rowCheckbox = (row: Row<typeof features, Item>) => (
    <Checkbox type="checkbox" aria-label={`Select ${nameOf(row.original)}`} checked={row.getIsSelected()} onChange={() => row.toggleSelected()} />
  );

  if (cards) {
    return (
      <Stack gap="0" as="ul" listStyleType="none">
        {tableRows.map((row) => {
          const id = row.id;
          return (
            <Box
              as="li"
              key={id}
              p="4"
              borderBottomWidth="1px"
              borderColor="border.muted"
              {...rowData(row.original)}
              data-row-id={id}
              data-changed={highlighted.has(id) ? '' : undefined}
              css={flash(highlighted.has(id), tinted(row.original))}
            >
              <HStack justify="space-between" align="flex-start" gap="3">
                <HStack gap="3" align="center">
                  {selectable && rowCheckbox(row)}
                  <Text fontWeight="semibold">{columns.find((column) => column.primary)?.cell(row.original) ?? nameOf(row.original)}</Text>
                </HStack>
              </HStack>
              {refusals.has(id) && (
                <Box mt="2">
                  <RefusedBadge reason={refusals.get(id) ?? ''} />
                </Box>
              )}
              <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="3" rowGap="1" mt="2" textStyle="sm">
                {columns
                  .filter((column) => !column.primary)
                  .map((column) => (
                    <Box key={column.id} display="contents">
                      <chakra.dt color="fg.muted">{column.header}</chakra.dt>
                      <chakra.dd minW="0">{column.cell(row.original)}</chakra.dd>
                    </Box>
                  ))}
              </chakra.dl>
              {actions && (
                <HStack mt="3" gap="2" wrap="wrap">
                  {actions(row.original)}
                </HStack>
              )}
            </Box>
          );
        })}
      </Stack>
    );
  }

  return (
    <Table.Root size="sm" interactive aria-label={label} aria-busy={busy}>
      <Table.Header>
        {table.getHeaderGroups().map((group) => (
          <Table.Row key={group.id}>
            {selectable && (
              <Table.ColumnHeader width="1">
                <Checkbox
                  type="checkbox"
                  aria-label="Select all on this page"
                  checked={table.getIsAllPageRowsSelected()}
                  ref={(input: HTMLInputElement | null) => {
                    if (input) input.indeterminate = table.getIsSomePageRowsSelected();
                  }}
                  onChange={() => table.toggleAllPageRowsSelected()}
                />
              </Table.ColumnHeader>
            )}
            {group.headers.map((header) => {
              const column = byId.get(header.column.id);
              const sorted = header.column.getIsSorted();
              return (
                <Table.ColumnHeader
                  key={header.id}
                  hideBelow={column?.hideBelow}
                  textAlign={column?.align}
                  aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                  whiteSpace="nowrap"
                >
                  {header.column.getCanSort() ? (
                    <Button variant="ghost" size="xs" fontSize="inherit" px="1" onClick={header.column.getToggleSortingHandler()}>
                      {column?.header} {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : ''}
                    </Button>
                  ) : (
                    column?.header
                  )}
                </Table.ColumnHeader>
              );
            })}
            {actions && (
              <Table.ColumnHeader textAlign="end" css={stickyEnd}>
                Actions
              </Table.ColumnHeader>
            )}
          </Table.Row>
        ))}
      </Table.Header>
      <Table.Body>
        {tableRows.map((row) => (
          <Table.Row
            key={row.id}
            {...rowData(row.original)}
            data-row-id={row.id}
            data-selected={row.getIsSelected() ? '' : undefined}
            data-changed={highlighted.has(row.id) ? '' : undefined}
            css={flash(highlighted.has(row.id), tinted(row.original))}
          >
            {selectable && <Table.Cell>{rowCheckbox(row)}</Table.Cell>}
            {row.getAllCells().map((cell) => {
              const column = byId.get(cell.column.id);
              return (
                // The name column keeps room for a name of a few words on one or two lines; the others give way.
                <Table.Cell key={cell.id} hideBelow={column?.hideBelow} textAlign={column?.align} fontWeight={column?.primary ? 'medium' : undefined} minW={column?.primary ? '44' : undefined}>
                  <table.FlexRender cell={cell} />
                  {column?.primary && refusals.has(row.id) && (
                    <Box mt="1">
                      <RefusedBadge reason={refusals.get(row.id) ?? ''} />
                    </Box>
                  )}
                </Table.Cell>
              );
            })}
            {actions && (
              <Table.Cell textAlign="end" css={stickyEnd}>
                <HStack justify="flex-end" gap="2">
                  {actions(row.original)}
                </HStack>
              </Table.Cell>
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
