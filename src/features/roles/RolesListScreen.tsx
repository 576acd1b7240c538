/** /roles: the roles, searched (debounced), sorted by name and paged, with create, edit and delete (also in bulk) where permitted. */
import { useState } from 'react';
import { Badge, Button, Flex, Text } from '@chakra-ui/react';
import { Link } from 'wouter';
import { can } from '../../domain/permissions';
import { useSession } from '../../app/session';
import { PageHeader } from '../../ui/PageHeader';
import type { ListColumn } from '../../ui/list/columns';
import { RecordListView } from '../../ui/list/RecordListView';
import { useListState } from '../../ui/records/use-list-state';
import { DeleteButton, EditLink } from '../../ui/records/RowActions';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DeleteRoleDialog } from './DeleteRoleDialog';
import type { Role } from './role-fields';
import { useRoles, type RoleSort } from './use-roles';

const COLUMNS: ListColumn<Role>[] = [
  { id: 'name', header: 'Name', sort: 'name', primary: true, cell: (role) => role.name },
  { id: 'description', header: 'Description', cell: (role) => <Text color="fg.muted">{role.description}</Text> },
  { id: 'permissions', header: 'Permissions', cell: (role) => <Badge>{role.permissions.length}</Badge> },
  { id: 'users', header: 'Users', cell: (role) => role.user_count },
];

export default function RolesListScreen() {
  useDocumentTitle('Manage Roles');
  const { permissions } = useSession();
  const list = useListState<RoleSort>('name');
  const [{ data, fetching, error }, reexecute] = useRoles(list.variables);
  const [deleting, setDeleting] = useState<Role | null>(null);

  const mayCreate = can(permissions, 'Role', 'create');
  const mayUpdate = can(permissions, 'Role', 'update');
  const mayDelete = can(permissions, 'Role', 'delete');

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

      <RecordListView
        list={list}
        views="roles"
        exportPath="roles"
        state={{ page: data?.roles, fetching, error }}
        onRetry={() => reexecute({ requestPolicy: 'network-only' })}
        noun={['role', 'roles']}
        search={{ label: 'Search roles', placeholder: 'Search by name or description' }}
        columns={COLUMNS}
        nameOf={(role) => role.name}
        bulk={{ resource: 'roles', remove: mayDelete }}
        rowActions={
          mayUpdate || mayDelete
            ? (role) => (
                <>
                  {mayUpdate && <EditLink href={`/roles/edit/${role.id}`} name={role.name} />}
                  {mayDelete && <DeleteButton name={role.name} onClick={() => setDeleting(role)} />}
                </>
              )
            : undefined
        }
      />

      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
