/** /roles: the roles, searched (debounced), sorted by name and paged, with create, edit and delete (also in bulk) where permitted. */
import { Badge, Text } from '@chakra-ui/react';
import { nameColumn } from '../../ui/list/cells';
import type { ListColumn } from '../../ui/list/columns';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { deleteControl } from '../../ui/list/row-controls';
import { useListState } from '../../ui/records/use-list-state';
import type { Role } from './role-fields';
import { useDeleteRole, useRoles, type RoleSort } from './use-roles';

const COLUMNS: ListColumn<Role>[] = [
  nameColumn(),
  { id: 'description', header: 'Description', cell: (role) => <Text color="fg.muted">{role.description}</Text> },
  { id: 'permissions', header: 'Permissions', cell: (role) => <Badge>{role.permissions.length}</Badge> },
  { id: 'users', header: 'Users', cell: (role) => role.user_count },
];

export default function RolesListScreen() {
  const list = useListState<RoleSort>('name');
  return (
    <RecordListPage
      path="/roles"
      description="Roles decide what each user may see and do."
      resource="roles"
      list={list}
      query={useRoles(list.variables)}
      search="Search by name or description"
      columns={COLUMNS}
      remove={deleteControl<Role>(useDeleteRole(), { done: 'Role deleted successfully' })}
    />
  );
}
