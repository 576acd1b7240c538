/**
 * /users: the users in scope, searched (debounced), filtered by role, customer → branch, status and
 * type, sorted and paged, with create, edit, status change and delete where permitted.
 */
import { Text } from '@chakra-ui/react';
import { USER_TYPES } from '../../domain/user';
import { useSession } from '../../app/session';
import type { ListColumn } from '../../ui/list/columns';
import { SubLine } from '../../ui/list/cells';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { deleteControl, toggleControl } from '../../ui/list/row-controls';
import { STATUS_OPTIONS, StatusBadge } from '../../ui/records/StatusBadge';
import { useListState } from '../../ui/records/use-list-state';
import { usDay } from '../../ui/format';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { accountKind, type User } from './user-fields';
import { useDeleteUser, useSetUserStatus, useUserFilterBranches, useUserFilterOptions, useUsers, type UserSort } from './use-users';

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
          {user.branch && <SubLine>{user.branch.name}</SubLine>}
        </>
      ) : (
        <Text color="fg.muted">{user.partner?.name ?? '—'}</Text>
      ),
  },
  { id: 'status', header: 'Status', sort: 'status', cell: (user) => <StatusBadge status={user.status} /> },
  { id: 'created', header: 'Created', sort: 'created', hideBelow: 'lg', cell: (user) => usDay(user.created_at) },
];

/** A deactivation signs the user out at once: the confirmation says so. */
const toggleWords = (user: User | null, activating: boolean) =>
  activating ? (
    <>
      Activate <strong>{user?.name}</strong>? They can sign in again.
    </>
  ) : (
    <>
      Deactivate <strong>{user?.name}</strong>? They are signed out at once and cannot sign in until activated.
    </>
  );

export default function UsersListScreen() {
  const { user: me } = useSession();
  const list = useListState<UserSort>('name');
  const [{ data: filters }] = useUserFilterOptions();
  const [{ data: branchFilter }] = useUserFilterBranches(list.filters.customer);
  // One's own account is neither deactivated nor deleted here.
  const notMe = (user: User) => String(me?.id) !== user.id;

  const chooseCustomer = (value: string) => {
    list.setFilters({ customer: value, branch: '' });
  };

  return (
    <RecordListPage
      title="Manage Users"
      description="The people who sign in to the portal, their roles and where they belong."
      access="User"
      create={{ href: '/users/create', label: 'Create User' }}
      list={list}
      resource="users"
      query={useUsers(list.variables)}
      pageOf={(data) => data.users}
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
      editHref={(user) => `/users/edit/${user.id}`}
      status={{ ...toggleControl<User>('user', useSetUserStatus(), toggleWords), shown: notMe }}
      remove={{ ...deleteControl<User>('user', useDeleteUser(), { name: (user) => user.name, detail: (user) => ` (${user.email})`, done: 'User deleted successfully' }), shown: notMe }}
      // Bulk status only: a user is deleted one at a time (their own account never).
      bulk={{ status: true }}
    />
  );
}
