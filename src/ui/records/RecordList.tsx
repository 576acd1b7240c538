/**
 * The parts every list screen is made of: a panel with a search toolbar (and filters), the states
 * (error, loading, empty) around the table, sortable column headers and the pagination footer.
 *
 * @example
 * <ListPanel>
 *   <ListToolbar label="Search customers" placeholder="Search by name or email" list={list} refreshing={fetching && !!page} />
 *   <ListStates failure={failure} loading={!page} empty={page?.data.length === 0} noun="customers" search={list.search}>
 *     <Table.Root>...<SortHeader list={list} field="name">Name</SortHeader>...</Table.Root>
 *   </ListStates>
 *   <ListPagination list={list} page={page} noun={['customer', 'customers']} />
 * </ListPanel>
 */
import type { ReactNode } from 'react';
import { Box, Button, Flex, HStack, Input, Spinner, Table, Text } from '@chakra-ui/react';
import { SearchIcon } from '../icons';
import { FailureAlert } from './FailureAlert';
import { PAGE_SIZE, type ListState } from './use-list-state';

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
  children,
}: {
  label: string;
  placeholder: string;
  list: ListState<Sort>;
  refreshing: boolean;
  /** Filters, shown after the search input. */
  children?: ReactNode;
}) {
  return (
    <Flex p="4" gap="3" wrap="wrap" align="center" borderBottomWidth="1px" borderColor="border.muted">
      <HStack flex="1 1 16rem" maxW="sm">
        <SearchIcon boxSize="4" color="fg.muted" />
        <Input aria-label={label} placeholder={placeholder} value={list.searchText} onChange={(event) => list.setSearchText(event.target.value)} size="sm" />
      </HStack>
      {children}
      {refreshing && <Spinner size="sm" role="status" aria-label="Refreshing" />}
    </Flex>
  );
}

export function ListStates({
  failure,
  loading,
  empty,
  noun,
  search,
  children,
}: {
  failure: { message: string } | null;
  loading: boolean;
  empty: boolean;
  /** Plural, e.g. "customers". */
  noun: string;
  search: string | undefined;
  children: ReactNode;
}) {
  if (failure) {
    return (
      <Box p="4">
        <FailureAlert message={failure.message} />
      </Box>
    );
  }
  if (loading) {
    return (
      <Flex p="10" justify="center" role="status" aria-label={`Loading ${noun}`}>
        <Spinner />
      </Flex>
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

export function ListPagination<Sort extends string>({
  list,
  page,
  noun,
  pageSize = PAGE_SIZE,
}: {
  list: ListState<Sort>;
  page: { total: number; hasMore: boolean } | undefined;
  noun: readonly [singular: string, plural: string];
  pageSize?: number;
}) {
  if (!page || page.total === 0) return null;
  const pages = Math.max(1, Math.ceil(page.total / pageSize));
  return (
    <Flex p="4" justify="space-between" align="center" borderTopWidth="1px" borderColor="border.muted">
      <Text color="fg.muted" textStyle="sm">
        {page.total} {page.total === 1 ? noun[0] : noun[1]} · page {list.pageNumber} of {pages}
      </Text>
      <HStack as="nav" aria-label="Pagination">
        <Button size="sm" variant="outline" disabled={list.pageNumber <= 1} onClick={() => list.goTo(list.pageNumber - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={!page.hasMore} onClick={() => list.goTo(list.pageNumber + 1)}>
          Next
        </Button>
      </HStack>
    </Flex>
  );
}
