/**
 * /users: the users in scope, searched (debounced), filtered by role, customer → branch, status and
 * type, sorted and paged, with create, edit, status change and delete where permitted.
 */
import { useState } from 'react';
import { Button, Flex, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { can } from '../../domain/permissions';
import { USER_TYPES } from '../../domain/user';
import { useSession } from '../../app/session';
import { PageHeader } from '../../ui/PageHeader';
import type { ListColumn } from '../../ui/list/columns';
import { RecordListView } from '../../ui/list/RecordListView';
import { StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { usDay } from '../../ui/format';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { STATUS_OPTIONS } from '../../ui/records/StatusBadge';
import { DeleteButton, EditLink, StatusToggleButton } from '../../ui/records/RowActions';
import { DeleteUserDialog, UserStatusDialog, type StatusChange } from './UserDialogs';
import { accountKind, type User } from './user-fields';
import { useUserFilterBranches, useUserFilterOptions, useUsers, type UserSort } from './use-users';

const TYPE_OPTIONS = USER_TYPES.map((type) => ({ id: type, name: type }));

const COLUMNS: ListColumn<User>[] = [
  { id: 'name', header: 'Name', sort: 'name', primary: true, cell: (user) => user.name },
  { id: 'email', header: 'Email', sort: 'email', cell: (user) => user.email },
  { id: 'role', header: 'Role', cell: (user) => user.role.name },
  { id: 'type', header: 'Type', hideBelow: 'xl', cell: (user) => accountKind(user) },
  {
    id: 'belongs',
    header: 'Belongs to',
    cell: (user) =>
      user.customer ? (
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
      ),
  },
  { id: 'status', header: 'Status', sort: 'status', cell: (user) => <StatusBadge status={user.status} /> },
  { id: 'created', header: 'Created', sort: 'created', hideBelow: 'lg', cell: (user) => usDay(user.created_at) },
];

export default function UsersListScreen() {
  useDocumentTitle('Manage Users');
  const { permissions, user: me } = useSession();
  const list = useListState<UserSort>('name');
  const [{ data, fetching, error }, reexecute] = useUsers(list.variables);
  const [{ data: filters }] = useUserFilterOptions();
  const [{ data: branchFilter }] = useUserFilterBranches(list.filters.customer);
  const [deleting, setDeleting] = useState<User | null>(null);
  const [statusChange, setStatusChange] = useState<StatusChange | null>(null);

  const mayCreate = can(permissions, 'User', 'create');
  const mayUpdate = can(permissions, 'User', 'update');
  const mayDelete = can(permissions, 'User', 'delete');
  const isMe = (user: User) => String(me?.id) === user.id;

  const chooseCustomer = (value: string) => {
    list.setFilters({ customer: value, branch: '' });
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

      <RecordListView
        list={list}
        views="users"
        exportPath="users"
        state={{ page: data?.users, fetching, error }}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        noun={['user', 'users']}
        search={{ label: 'Search users', placeholder: 'Search by name or email' }}
        filters={
          <>
            <OptionSelect size="sm" width="44" label="Filter by role" placeholder="All roles" value={list.filters.role ?? ''} options={filters?.userFilterRoles} onChange={(value) => list.setFilter('role', value)} />
            <OptionSelect size="sm" width="48" label="Filter by customer" placeholder="All customers" value={list.filters.customer ?? ''} options={filters?.userFilterCustomers} onChange={chooseCustomer} />
            <OptionSelect size="sm" width="44" label="Filter by branch" placeholder="All branches" value={list.filters.branch ?? ''} options={branchFilter?.userFilterBranches} onChange={(value) => list.setFilter('branch', value)} />
            <OptionSelect size="sm" width="36" label="Filter by status" placeholder="All statuses" value={list.filters.status ?? ''} options={STATUS_OPTIONS} onChange={(value) => list.setFilter('status', value)} />
            <OptionSelect size="sm" width="48" label="Filter by type" placeholder="All types" value={list.filters.type ?? ''} options={TYPE_OPTIONS} onChange={(value) => list.setFilter('type', value)} />
          </>
        }
        columns={COLUMNS}
        nameOf={(user) => user.name}
        // Bulk status only: a user is deleted one at a time (their own account never).
        bulk={{ resource: 'users', status: mayUpdate }}
        rowActions={
          mayUpdate || mayDelete
            ? (user) => (
                <>
                  {mayUpdate && <EditLink href={`/users/edit/${user.id}`} name={user.name} />}
                  {mayUpdate && !isMe(user) && <StatusToggleButton name={user.name} status={user.status} onClick={() => setStatusChange({ user, status: user.status === 'active' ? 'inactive' : 'active' })} />}
                  {mayDelete && !isMe(user) && <DeleteButton name={user.name} onClick={() => setDeleting(user)} />}
                </>
              )
            : undefined
        }
      />

      <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      <UserStatusDialog change={statusChange} onClose={() => setStatusChange(null)} />
    </>
  );
}
