/** /roles: the roles, searched (debounced), sorted by name and paged, with create, edit and delete where permitted. */
import { useEffect, useState } from 'react';
import { Alert, Badge, Box, Button, Flex, HStack, Input, Spinner, Table, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { can } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { useSession } from '../../app/session';
import { PageHeader } from '../../ui/PageHeader';
import { SearchIcon } from '../../ui/icons';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DeleteRoleDialog } from './DeleteRoleDialog';
import type { Role } from './role-fields';
import { useRoles, type RoleSort } from './use-roles';

export const SEARCH_DEBOUNCE_MS = 500;
export const PAGE_SIZE = 10;

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export default function RolesListScreen() {
  useDocumentTitle('Manage Roles');
  const { permissions } = useSession();
  const [searchText, setSearchText] = useState('');
  const search = useDebounced(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [sort, setSort] = useState<RoleSort>('name');
  const [page, setPage] = useState({ search, number: 1 });
  // A new search starts at page 1.
  const pageNumber = page.search === search ? page.number : 1;
  const [{ data, fetching, error }] = useRoles({ pageNumber, pageSize: PAGE_SIZE, sort, ...(search ? { search } : {}) });
  const [deleting, setDeleting] = useState<Role | null>(null);

  const failure = failureOf(error);
  const roles = data?.roles;
  const pages = roles ? Math.max(1, Math.ceil(roles.total / PAGE_SIZE)) : 1;
  const mayCreate = can(permissions, 'Role', 'create');
  const mayUpdate = can(permissions, 'Role', 'update');
  const mayDelete = can(permissions, 'Role', 'delete');
  const goTo = (number: number) => setPage({ search, number });

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title="Manage Roles" description="Roles decide what each user may see and do." />
        {mayCreate && (
          <Button asChild colorPalette="brand">
            <Link href="/roles/create">Create Role</Link>
          </Button>
        )}
      </Flex>

      <Box bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" overflow="hidden">
        <HStack p="4" borderBottomWidth="1px" borderColor="border.muted">
          <SearchIcon boxSize="4" color="fg.muted" />
          <Input
            aria-label="Search roles"
            placeholder="Search by name or description"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
            maxW="sm"
            size="sm"
          />
          {fetching && roles && <Spinner size="sm" aria-label="Refreshing" />}
        </HStack>

        {failure ? (
          <Box p="4">
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{failure.message}</Alert.Title>
            </Alert.Root>
          </Box>
        ) : !roles ? (
          <Flex p="10" justify="center" role="status" aria-label="Loading roles">
            <Spinner />
          </Flex>
        ) : roles.data.length === 0 ? (
          <Box p="10" textAlign="center" role="status">
            <Text fontWeight="semibold">No roles found</Text>
            <Text color="fg.muted">{search ? `Nothing matches "${search}".` : 'There are no roles yet.'}</Text>
          </Box>
        ) : (
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader aria-sort={sort === 'name' ? 'ascending' : 'descending'}>
                  <Button variant="ghost" size="xs" onClick={() => setSort(sort === 'name' ? '-name' : 'name')}>
                    Name {sort === 'name' ? '▲' : '▼'}
                  </Button>
                </Table.ColumnHeader>
                <Table.ColumnHeader>Description</Table.ColumnHeader>
                <Table.ColumnHeader>Permissions</Table.ColumnHeader>
                <Table.ColumnHeader>Users</Table.ColumnHeader>
                {(mayUpdate || mayDelete) && <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {roles.data.map((role) => (
                <Table.Row key={role.id}>
                  <Table.Cell fontWeight="medium">{role.name}</Table.Cell>
                  <Table.Cell color="fg.muted">{role.description}</Table.Cell>
                  <Table.Cell>
                    <Badge>{role.permissions.length}</Badge>
                  </Table.Cell>
                  <Table.Cell>{role.user_count}</Table.Cell>
                  {(mayUpdate || mayDelete) && (
                    <Table.Cell textAlign="end">
                      <HStack justify="flex-end" gap="2">
                        {mayUpdate && (
                          <Button asChild size="xs" variant="outline">
                            <Link href={`/roles/edit/${role.id}`} aria-label={`Edit ${role.name}`}>
                              Edit
                            </Link>
                          </Button>
                        )}
                        {mayDelete && (
                          <Button size="xs" variant="outline" colorPalette="red" aria-label={`Delete ${role.name}`} onClick={() => setDeleting(role)}>
                            Delete
                          </Button>
                        )}
                      </HStack>
                    </Table.Cell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}

        {roles && roles.total > 0 && (
          <Flex p="4" justify="space-between" align="center" borderTopWidth="1px" borderColor="border.muted">
            <Text color="fg.muted" textStyle="sm">
              {roles.total} {roles.total === 1 ? 'role' : 'roles'} · page {pageNumber} of {pages}
            </Text>
            <HStack as="nav" aria-label="Pagination">
              <Button size="sm" variant="outline" disabled={pageNumber <= 1} onClick={() => goTo(pageNumber - 1)}>
                Previous
              </Button>
              <Button size="sm" variant="outline" disabled={!roles.hasMore} onClick={() => goTo(pageNumber + 1)}>
                Next
              </Button>
            </HStack>
          </Flex>
        )}
      </Box>

      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
