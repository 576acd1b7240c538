/** /roles: the roles, searched (debounced), sorted by name and paged, with create, edit and delete where permitted. */
import { useState } from 'react';
import { Badge, Button, Flex, Table } from '@chakra-ui/react';
import { Link } from 'wouter';
import { can } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { useSession } from '../../app/session';
import { PageHeader } from '../../ui/PageHeader';
import { ListPagination, ListPanel, ListStates, ListToolbar, SortHeader } from '../../ui/records/RecordList';
import { useListState } from '../../ui/records/use-list-state';
import { ActionsCell, EditLink, DeleteButton } from '../../ui/records/RowActions';
import { useDocumentTitle } from '../../ui/use-document-title';
import { DeleteRoleDialog } from './DeleteRoleDialog';
import type { Role } from './role-fields';
import { useRoles, type RoleSort } from './use-roles';

export default function RolesListScreen() {
  useDocumentTitle('Manage Roles');
  const { permissions } = useSession();
  const list = useListState<RoleSort>('name');
  const [{ data, fetching, error }] = useRoles(list.variables);
  const [deleting, setDeleting] = useState<Role | null>(null);

  const roles = data?.roles;
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

      <ListPanel>
        <ListToolbar label="Search roles" placeholder="Search by name or description" list={list} refreshing={fetching && Boolean(roles)} views="roles" />
        <ListStates failure={failureOf(error)} loading={!roles} empty={roles?.data.length === 0} noun="roles" search={list.search}>
          <Table.Root size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <SortHeader list={list} field="name">
                  Name
                </SortHeader>
                <Table.ColumnHeader>Description</Table.ColumnHeader>
                <Table.ColumnHeader>Permissions</Table.ColumnHeader>
                <Table.ColumnHeader>Users</Table.ColumnHeader>
                {(mayUpdate || mayDelete) && <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {roles?.data.map((role) => (
                <Table.Row key={role.id}>
                  <Table.Cell fontWeight="medium">{role.name}</Table.Cell>
                  <Table.Cell color="fg.muted">{role.description}</Table.Cell>
                  <Table.Cell>
                    <Badge>{role.permissions.length}</Badge>
                  </Table.Cell>
                  <Table.Cell>{role.user_count}</Table.Cell>
                  {(mayUpdate || mayDelete) && (
                    <ActionsCell>
                      {mayUpdate && <EditLink href={`/roles/edit/${role.id}`} name={role.name} />}
                      {mayDelete && <DeleteButton name={role.name} onClick={() => setDeleting(role)} />}
                    </ActionsCell>
                  )}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ListStates>
        <ListPagination list={list} page={roles} noun={['role', 'roles']} />
      </ListPanel>

      <DeleteRoleDialog role={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
