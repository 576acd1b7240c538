/**
 * /users: the users in scope, searched (debounced), filtered by role, customer → branch, status and
 * type, sorted and paged, with create, edit, status change and delete where permitted.
 */
import { Text } from '@chakra-ui/react';
import { USER_TYPES } from '../../domain/user';
import { useSession } from '../../app/session';
import { nameColumn, statusColumn, SubLine } from '../../ui/list/cells';
import type { ListColumn } from '../../ui/list/columns';
import { FilterSelect, StatusFilter } from '../../ui/list/filters';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { deleteControl, toggleControl } from '../../ui/list/row-controls';
import { useListState } from '../../ui/records/use-list-state';
import { usDay } from '../../ui/format';
import { accountKind, type User } from './user-fields';
import { useDeleteUser, useSetUserStatus, useUserFilterBranches, useUserFilterOptions, useUsers, type UserSort } from './use-users';

const TYPE_OPTIONS = USER_TYPES.map((type) => ({ id: type, name: type }));

const COLUMNS: ListColumn<User>[] = [
  nameColumn(),
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
  statusColumn(true),
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
  return (
    <RecordListPage
      path="/users"
      description="The people who sign in to the portal, their roles and where they belong."
      resource="users"
      list={list}
      query={useUsers(list.variables)}
      search="Search by name or email"
      filters={
        <>
          <FilterSelect list={list} name="role" label="Filter by role" placeholder="All roles" options={filters?.userFilterRoles} />
          <FilterSelect list={list} name="customer" label="Filter by customer" placeholder="All customers" options={filters?.userFilterCustomers} width="48" resets={['branch']} />
          <FilterSelect list={list} name="branch" label="Filter by branch" placeholder="All branches" options={branchFilter?.userFilterBranches} />
          <StatusFilter list={list} width="36" />
          <FilterSelect list={list} name="type" label="Filter by type" placeholder="All types" options={TYPE_OPTIONS} width="48" />
        </>
      }
      columns={COLUMNS}
      status={{ ...toggleControl<User>(useSetUserStatus(), toggleWords), shown: notMe }}
      // One's own account has no Delete; in bulk the server refuses it, and any user still named on other records, row by row.
      remove={{ ...deleteControl<User>(useDeleteUser(), { detail: (user) => ` (${user.email})`, done: 'User deleted successfully' }), shown: notMe }}
    />
  );
}
