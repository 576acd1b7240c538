/**
 * /roles/create and /roles/edit/:role_id: name, description and the permission matrix, with a live
 * preview of the menu a plain user of the role would get, on the form kernel (src/ui/form) over the
 * role contract. Server field errors show at their fields; a refused permission list above the form.
 */
import { useMemo } from 'react';
import { Box, Flex, Heading, Spinner, Text } from '@chakra-ui/react';
import { roleContract } from '../../domain/contracts/role';
import { visibleMenu } from '../../domain/menu';
import { useSession } from '../../app/session';
import { can, groupPermissions } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { useDocumentTitle } from '../../ui/use-document-title';
import { FormShell, useFormContext } from '../../ui/form/FormShell';
import { TextAreaField, TextField } from '../../ui/form/fields';
import { useRecordForm } from '../../ui/form/use-record-form';
import { PermissionMatrix } from './PermissionMatrix';
import type { Role } from './role-fields';
import { useCreateRole, useRole, useUpdateRole } from './use-roles';

/** A user of the role with no partner, agent or admin flags: the menu comes from the permissions alone. */
const PLAIN_USER = { is_admin: false, ispartner: false, isagent: false, ispartneruser: false, billing_type: 'standard', type: 'User' } as const;

export default function RoleFormScreen({ roleId }: { roleId?: string }) {
  // Without Role.update an opened role shows read-only.
  const { permissions } = useSession();
  const readOnly = Boolean(roleId) && !can(permissions, 'Role', 'update');
  const title = readOnly ? 'View Role' : roleId ? 'Edit Role' : 'Create Role';
  useDocumentTitle(title);
  const [{ data, error, fetching }, reexecute] = useRole(roleId ?? '', !roleId);
  const failure = failureOf(error);

  return (
    <>
      <PageHeader title={title} description={roleId ? data?.role.name : 'Name the role and choose what it may do.'} />
      {!roleId ? (
        <RoleForm />
      ) : failure ? (
        <FailureAlert message={failure.message} />
      ) : data && !fetching ? (
        <RoleForm key={`${data.role.id}@${data.role.revision}`} role={data.role} readOnly={readOnly} onReload={() => reexecute({ requestPolicy: 'network-only' })} />
      ) : (
        <Flex p="10" justify="center" role="status" aria-label="Loading role">
          <Spinner />
        </Flex>
      )}
    </>
  );
}

interface Values {
  name: string;
  description: string;
  permissions: string[];
}

const toInput = (values: Values) => values;

function RoleForm({ role, readOnly = false, onReload }: { role?: Role; readOnly?: boolean; onReload?: () => void }) {
  const [, createRole] = useCreateRole();
  const [, updateRole] = useUpdateRole();
  const kernel = useRecordForm({
    contract: roleContract,
    defaultValues: { name: role?.name ?? '', description: role?.description ?? '', permissions: role?.permissions ?? [] } satisfies Values,
    toInput,
    submit: ({ description = '', ...input }) =>
      role ? updateRole({ id: role.id, input: { ...input, description, revision: role.revision } }) : createRole({ input: { ...input, description } }),
    saved: { notice: role ? 'Role updated successfully' : 'Role created successfully', to: '/roles' },
    readOnly,
  });
  const permissions = kernel.form.watch('permissions');
  const menu = useMemo(() => visibleMenu(PLAIN_USER, groupPermissions(permissions)), [permissions]);

  const aside = (
    <Box as="section" aria-labelledby="menu-preview" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6">
      <Heading as="h2" size="md" id="menu-preview">
        Menu this role gives
      </Heading>
      <Text color="fg.muted" textStyle="sm" mb="3">
        What a user with this role sees in the sidebar.
      </Text>
      <Box as="ul" listStyleType="disc" ps="5" data-testid="menu-preview">
        {menu.map((item) => (
          <Box as="li" key={item.path} py="0.5">
            {item.label}
          </Box>
        ))}
      </Box>
    </Box>
  );

  return (
    <FormShell form={kernel} cancelTo="/roles" submitLabel={role ? 'Save Role' : 'Create Role'} aside={aside} {...(onReload ? { onReload } : {})} live={role ? { type: 'role', id: role.id, thing: 'role' } : undefined}>
      <TextField name="name" label="Name" />
      <TextAreaField name="description" label="Description" rows={2} />
      <Box>
        <Heading as="h2" size="md" mb="2">
          Permissions
        </Heading>
        <Box overflowX="auto">
          <Permissions />
        </Box>
      </Box>
    </FormShell>
  );
}

/** The permission matrix as the form's `permissions` value. */
function Permissions() {
  const { form } = useFormContext();
  const held = new Set(form.valueOf('permissions') as string[]);
  const toggle = (permission: string, on: boolean) => form.change('permissions', on ? [...held, permission] : [...held].filter((other) => other !== permission));
  return <PermissionMatrix value={held} onChange={toggle} readOnly={form.readOnly} />;
}
