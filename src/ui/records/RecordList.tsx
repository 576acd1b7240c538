/**
 * The parts a list is made of: a panel with a search toolbar (filters, saved views, actions; a filters
 * drawer on small screens), the states (error with Retry, skeleton rows, empty) around the rows and
 * the pagination footer. Record lists get them all through RecordListView (src/ui/list/); the few
 * tables not on it yet use them directly.
 *
 * @example
 * <ListPanel>
 *   <ListToolbar label="Search customers" placeholder="Search by name or email" list={list} refreshing={fetching && !!page} views="customers" />
 *   <ListStates error={error} loading={!page} empty={page?.data.length === 0} noun="customers" search={list.search}>
 *     <Table.Root>...<SortHeader list={list} field="name">Name</SortHeader>...</Table.Root>
 *   </ListStates>
 *   <ListPagination list={list} page={page} noun={['customer', 'customers']} />
 * </ListPanel>
 */
import { useState, type ReactNode } from 'react';
import { Badge, Box, Button, CloseButton, Drawer, Flex, Grid, HStack, Input, NativeSelect, Portal, Skeleton, Spinner, Stack, Table, Text, useBreakpointValue } from '@chakra-ui/react';
import { activeFilterCount } from '../list/columns';
import { FilterIcon, SearchIcon } from '../icons';
import type { SavedViewList } from '../../domain/saved-views';
import type { CombinedError } from 'urql';
import { LoadFailure } from './FailureAlert';
import { SavedViewsMenu } from './SavedViewsMenu';
import { PAGE_SIZES, type ListState } from './use-list-state';

export function ListPanel({ children }: { children: ReactNode }) {
  return (
    <Box bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" overflow="hidden">
      {children}
    </Box>
  );
}

export function ListToolbar<Sort extends string>({
  label,
  placeholder,
  list,
  refreshing,
  views,
  actions,
  children,
  moreFilters,
}: {
  /** The search box's label and placeholder; a list without search leaves them out. */
  label?: string | undefined;
  placeholder?: string | undefined;
  list: ListState<Sort>;
  refreshing: boolean;
  /** The list's key for saved views: given, the toolbar offers the Views menu (src/ui/records/SavedViewsMenu.tsx). */
  views?: SavedViewList | undefined;
  /** Toolbar actions at the end (an export button). */
  actions?: ReactNode;
  /** Filters, shown after the search input; below `md` they fold into a "Filters" drawer. */
  children?: ReactNode;
  /** More filters (text and date fields), a row under the toolbar; in the drawer too below `md`. */
  moreFilters?: ReactNode;
}) {
  const small = useBreakpointValue({ base: true, md: false }, { ssr: false }) ?? false;
  const filters = (children || moreFilters) && (
    <>
      {children}
      {moreFilters}
    </>
  );
  // A list with neither search nor inline filters shows the bar only for what it has.
  const bar = Boolean(label || views || actions || (small ? filters : children));
  return (
    <>
      {bar && (
        <Flex p="4" gap="3" wrap="wrap" align="center" borderBottomWidth="1px" borderColor="border.muted">
          {label && (
            <HStack flex="1 1 16rem" maxW={small ? undefined : 'sm'}>
              <SearchIcon boxSize="4" color="fg.muted" />
              <Input aria-label={label} placeholder={placeholder} value={list.searchText} onChange={(event) => list.setSearchText(event.target.value)} size="sm" />
            </HStack>
          )}
          {filters && (small ? <FiltersDrawer count={activeFilterCount(list.filters)}>{filters}</FiltersDrawer> : children)}
          {views && <SavedViewsMenu list={views} state={list} />}
          {refreshing && <Spinner size="sm" role="status" aria-label="Refreshing" />}
          {actions && <HStack ms="auto">{actions}</HStack>}
        </Flex>
      )}
      {moreFilters && !small && (
        <Grid templateColumns={{ base: '1fr 1fr', lg: 'repeat(4, minmax(0, 14rem))' }} gap="3" p="4" borderBottomWidth="1px" borderColor="border.muted" alignItems="start">
          {moreFilters}
        </Grid>
      )}
    </>
  );
}

/** The filters of a small screen: a button saying how many are active, opening a drawer from the bottom. */
function FiltersDrawer({ count, children }: { count: number; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="bottom">
      <Drawer.Trigger asChild>
        <Button size="sm" variant="outline" aria-label={count > 0 ? `Filters, ${count} active` : 'Filters'}>
          <FilterIcon boxSize="4" /> Filters
          {count > 0 && (
            <Badge colorPalette="brand" variant="solid" borderRadius="full">
              {count}
            </Badge>
          )}
        </Button>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content borderTopRadius="xl">
            <Drawer.Header>
              <Drawer.Title>Filters</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="3" css={{ '& > *': { width: '100% !important', maxWidth: 'none' } }}>
                {children}
              </Stack>
            </Drawer.Body>
            <Drawer.Footer>
              <Button colorPalette="brand" onClick={() => setOpen(false)}>
                Show results
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

export function ListStates({
  error,
  loading,
  empty,
  noun,
  search,
  onRetry,
  columns = 5,
  children,
}: {
  error: CombinedError | undefined;
  loading: boolean;
  empty: boolean;
  /** Plural, e.g. "customers". */
  noun: string;
  search: string | undefined;
  /** Loads again after a failure that is not a refusal (the query's `reexecute`). */
  onRetry?: () => void;
  /** How many skeleton cells a loading row has. */
  columns?: number;
  children: ReactNode;
}) {
  if (error) {
    return (
      <Box p="4">
        <LoadFailure error={error} onRetry={onRetry} />
      </Box>
    );
  }
  if (loading) {
    return (
      <Stack p="4" gap="3" role="status" aria-label={`Loading ${noun}`}>
        {Array.from({ length: 5 }, (_, row) => (
          <HStack key={row} gap="4">
            {Array.from({ length: columns }, (_, cell) => (
              <Skeleton key={cell} height="5" flex={cell === 0 ? 2 : 1} />
            ))}
          </HStack>
        ))}
      </Stack>
    );
  }
  if (empty) {
    return (
      <Box p="10" textAlign="center" role="status">
        <Text fontWeight="semibold">No {noun} found</Text>
        <Text color="fg.muted">{search ? `Nothing matches "${search}".` : `There are no ${noun} yet.`}</Text>
      </Box>
    );
  }
  return <Box overflowX="auto">{children}</Box>;
}

/** A column header that sorts by `field`: ascending first, then descending. */
export function SortHeader<Sort extends string>({ list, field, children }: { list: ListState<Sort>; field: string; children: ReactNode }) {
  const active = list.sort === field || list.sort === `-${field}`;
  const descending = list.sort === `-${field}`;
  return (
    <Table.ColumnHeader aria-sort={active ? (descending ? 'descending' : 'ascending') : 'none'}>
      <Button variant="ghost" size="xs" onClick={() => list.toggleSort(field)}>
        {children} {active ? (descending ? '▼' : '▲') : ''}
      </Button>
    </Table.ColumnHeader>
  );
}

/** The page numbers to offer: the first, the last, and two either side of the current one. */
export function pageWindow(current: number, pages: number): (number | 'gap')[] {
  const shown = [...new Set([1, pages, ...[-2, -1, 0, 1, 2].map((offset) => current + offset)])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return shown.flatMap((n, index) => (index > 0 && n - (shown[index - 1] ?? n) > 1 ? ['gap' as const, n] : [n]));
}

export function ListPagination<Sort extends string>({
  list,
  page,
  noun,
}: {
  list: ListState<Sort>;
  page: { total: number; totalCapped?: boolean | null; hasMore: boolean } | undefined;
  noun: readonly [singular: string, plural: string];
}) {
  if (!page || page.total === 0) return null;
  // Past a search's counted matches the last page is unknown: the pages run to the next one.
  const pages = page.totalCapped ? list.pageNumber + (page.hasMore ? 1 : 0) : Math.max(1, Math.ceil(page.total / list.pageSize));
  return (
    <Flex p="4" gap="3" justify="space-between" align="center" wrap="wrap" borderTopWidth="1px" borderColor="border.muted">
      <Text color="fg.muted" textStyle="sm">
        {page.totalCapped
          ? `More than ${page.total.toLocaleString('en-US')} ${noun[1]} · page ${list.pageNumber} · narrow the search to count them`
          : `${page.total} ${page.total === 1 ? noun[0] : noun[1]} · page ${list.pageNumber} of ${pages}`}
      </Text>
      <HStack gap="3" wrap="wrap">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field aria-label="Rows per page" value={String(list.pageSize)} onChange={(event) => list.setPageSize(Number(event.target.value))}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size} per page
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <HStack as="nav" aria-label="Pagination" gap="1">
          <Button size="sm" variant="outline" disabled={list.pageNumber <= 1} onClick={() => list.goTo(list.pageNumber - 1)}>
            Previous
          </Button>
          {pageWindow(list.pageNumber, pages).map((n, index) =>
            n === 'gap' ? (
              <Text key={`gap-${index}`} px="1" color="fg.muted" aria-hidden>
                …
              </Text>
            ) : (
              <Button
                key={n}
                size="sm"
                minW="8"
                px="2"
                variant={n === list.pageNumber ? 'solid' : 'ghost'}
                aria-label={`Page ${n}`}
                aria-current={n === list.pageNumber ? 'page' : undefined}
                onClick={() => list.goTo(n)}
                hideBelow={n === list.pageNumber ? undefined : 'md'}
              >
                {n}
              </Button>
            ),
          )}
          <Button size="sm" variant="outline" disabled={!page.hasMore} onClick={() => list.goTo(list.pageNumber + 1)}>
            Next
          </Button>
        </HStack>
      </HStack>
    </Flex>
  );
}
