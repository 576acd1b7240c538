/**
 * /users: the users in scope, searched (debounced), filtered by role, customer → branch, status and
 * type, sorted and paged, with create, edit, status change and delete where permitted.
 */
import { useState } from 'react';
import { Button, Flex, Table, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { can } from '../../domain/permissions';
import { USER_TYPES } from '../../domain/user';
import { failureOf } from '../../gateway/failure';
import { useSession } from '../../app/session';
import { PageHeader } from '../../ui/PageHeader';
import { ListPagination, ListPanel, ListStates, ListToolbar, SortHeader } from '../../ui/records/RecordList';
import { StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { usDay } from '../../ui/format';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { STATUS_OPTIONS } from '../../ui/records/StatusBadge';
import { ActionsCell, EditLink, DeleteButton } from '../../ui/records/RowActions';
import { DeleteUserDialog, UserStatusDialog, type StatusChange } from './UserDialogs';
import { accountKind, type User } from './user-fields';
import { useUserFilterBranches, useUserFilterOptions, useUsers, type UserSort } from './use-users';

const TYPE_OPTIONS = USER_TYPES.map((type) => ({ id: type, name: type }));

export default function UsersListScreen() {
  useDocumentTitle('Manage Users');
  const { permissions, user: me } = useSession();
  const list = useListState<UserSort>('name');
  const [{ data, fetching, error }] = useUsers(list.variables);
  const [{ data: filters }] = useUserFilterOptions();
  const [{ data: branchFilter }] = useUserFilterBranches(list.filters.customer);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [statusChange, setStatusChange] = useState<StatusChange | null>(null);

  const page = data?.users;
  const mayCreate = can(permissions, 'User', 'create');
  const mayUpdate = can(permissions, 'User', 'update');
  const mayDelete = can(permissions, 'User', 'delete');
  const isMe = (user: User) => String(me?.id) === user.id;

  const chooseCustomer = (value: string) => {
    list.setFilter('customer', value);
    list.setFilter('branch', '');
  };

  return (
    <>
      <Flex justify="space-between" align="flex-start" gap="4" wrap="wrap">
        <PageHeader title="Manage Users" description="The people who sign in to the portal, their roles and where they belong." />
        {mayCreate && (
          <Button asChild colorPalette="brand">
            <Link href="/users/create">Create User</Link>
          </Button>
        )}
      </Flex>

      <ListPanel>
        <ListToolbar label="Search users" placeholder="Search by name or email" list={list} refreshing={fetching && Boolean(page)} views="users">
          <OptionSelect size="sm" width="44" label="Filter by role" placeholder="All roles" value={list.filters.role ?? ''} options={filters?.userFilterRoles} onChange={(value) => list.setFilter('role', value)} />
          <OptionSelect size="sm" width="48" label="Filter by customer" placeholder="All customers" value={list.filters.customer ?? ''} options={filters?.userFilterCustomers} onChange={chooseCustomer} />
          <OptionSelect size="sm" width="44" label="Filter by branch" placeholder="All branches" value={list.filters.branch ?? ''} options={branchFilter?.userFilterBranches} onChange={(value) => list.setFilter('branch', value)} />
          <OptionSelect size="sm" width="36" label="Filter by status" placeholder="All statuses" value={list.filters.status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />
          <OptionSelect size="sm" width="48" label="Filter by type" placeholder="All types" value={list.filters.type ?? ''} options={TYPE_OPTIONS} onChange={(value) => list.setFilter('type', value)} />
        </ListToolbar>
        <ListStates failure={failureOf(error)} loading={!page} empty={page?.data.length === 0} noun="users" search={list.search}>
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <SortHeader list={list} field="name">
                  Name
                </SortHeader>
                <SortHeader list={list} field="email">
                  Email
                </SortHeader>
                <Table.ColumnHeader>Role</Table.ColumnHeader>
                <Table.ColumnHeader>Type</Table.ColumnHeader>
                <Table.ColumnHeader>Belongs to</Table.ColumnHeader>
                <SortHeader list={list} field="status">
                  Status
                </SortHeader>
                <SortHeader list={list} field="created">
                  Created
                </SortHeader>
                {(mayUpdate || mayDelete) && <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page?.data.map((user) => (
                <Table.Row key={user.id}>
                  <Table.Cell fontWeight="medium">{user.name}</Table.Cell>
                  <Table.Cell>{user.email}</Table.Cell>
                  <Table.Cell>{user.role.name}</Table.Cell>
                  <Table.Cell>{accountKind(user)}</Table.Cell>
                  <Table.Cell>
                    {user.customer ? (
                      <>
                        <Text>{user.customer.name}</Text>
                        {user.branch && (
                          <Text color="fg.muted" textStyle="xs">
                            {user.branch.name}
                          </Text>
                        )}
                      </>
                    ) : (
                      <Text color="fg.muted">{user.partner?.name ?? '—'}</Text>
                    )}
                  </Table.Cell>
                  <Table.Cell>
                    <StatusBadge status={user.status} />
                  </Table.Cell>
                  <Table.Cell>{usDay(user.created_at)}</Table.Cell>
                  {(mayUpdate || mayDelete) && (
                    <ActionsCell>
                      {mayUpdate && <EditLink href={`/users/edit/${user.id}`} name={user.name} />}
                      {mayUpdate && !isMe(user) && (
                      <Button
                      size="xs"
                      variant="outline"
                      aria-label={`${user.status === 'active' ? 'Deactivate' : 'Activate'} ${user.name}`}
                      onClick={() => setStatusChange({ user, status: user.status === 'active' ? 'inactive' : 'active' })}
                      >
                      {user.status === 'active' ? 'Deactivate' : 'Activate'}
                      </Button>
                      )}
                      {mayDelete && !isMe(user) && <DeleteButton name={user.name} onClick={() => setDeleting(user)} />}
                    </ActionsCell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ListStates>
        <ListPagination list={list} page={page} noun={['user', 'users']} />
      </ListPanel>

      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <UserStatusDialog change={statusChange} onClose={() => setStatusChange(null)} />
    </>
  );
}
