/** /roles: the roles, searched (debounced), sorted by name and paged, with create, edit and delete (also in bulk) where permitted. */
import { Badge, Text } from '@chakra-ui/react';
import type { ListColumn } from '../../ui/list/columns';
import { RecordListPage } from '../../ui/list/RecordListPage';
import { deleteControl } from '../../ui/list/row-controls';
import { useListState } from '../../ui/records/use-list-state';
import type { Role } from './role-fields';
import { useDeleteRole, useRoles, type RoleSort } from './use-roles';

const COLUMNS: ListColumn<Role>[] = [
  { id: 'name', header: 'Name', sort: 'name', primary: true, cell: (role) => role.name },
  { id: 'description', header: 'Description', cell: (role) => <Text color="fg.muted">{role.description}</Text> },
  { id: 'permissions', header: 'Permissions', cell: (role) => <Badge>{role.permissions.length}</Badge> },
  { id: 'users', header: 'Users', cell: (role) => role.user_count },
];

export default function RolesListScreen() {
  const list = useListState<RoleSort>('name');

  return (
    <RecordListPage
      title="Manage Roles"
      description="Roles decide what each user may see and do."
      access="Role"
      create={{ href: '/roles/create', label: 'Create Role' }}
      list={list}
      resource="roles"
      query={useRoles(list.variables)}
      pageOf={(data) => data.roles}
      noun={['role', 'roles']}
      search={{ label: 'Search roles', placeholder: 'Search by name or description' }}
      columns={COLUMNS}
      nameOf={(role) => role.name}
      editHref={(role) => `/roles/edit/${role.id}`}
      remove={deleteControl<Role>('role', useDeleteRole(), { name: (role) => role.name, done: 'Role deleted successfully' })}
      bulk={{ remove: true }}
    />
  );
}
