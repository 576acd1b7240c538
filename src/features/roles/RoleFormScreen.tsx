/**
 * /roles/create and /roles/edit/:role_id: name, description and the permission matrix, with a live
 * preview of the menu a plain user of the role would get, a record form
 * (src/ui/form/RecordFormScreen.tsx) over the role contract. Server field errors show at their
 * fields; a refused permission list above the form. Without Role.update an opened role shows read-only.
 */
import { useMemo } from 'react';
import { Box, Heading, Text } from '@chakra-ui/react';
import { roleContract } from '../../domain/contracts/role';
import { visibleMenu } from '../../domain/menu';
import { groupPermissions } from '../../domain/permissions';
import { useFormContext } from '../../ui/form/FormShell';
import { TextAreaField, TextField } from '../../ui/form/fields';
import { recordFormScreen } from '../../ui/form/RecordFormScreen';
import { PermissionMatrix } from './PermissionMatrix';
import type { Role } from './role-fields';
import { roleOperations } from './use-roles';

/** A user of the role with no partner, agent or admin flags: the menu comes from the permissions alone. */
const PLAIN_USER = { is_admin: false, ispartner: false, isagent: false, ispartneruser: false, billing_type: 'standard', type: 'User' } as const;

/** The menu the ticked permissions give, beside the form (inside it, so it follows the ticks). */
function MenuPreview() {
  const { form } = useFormContext();
  const permissions = form.valueOf('permissions') as string[];
  const menu = useMemo(() => visibleMenu(PLAIN_USER, groupPermissions(permissions)), [permissions]);
  return (
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
}

/** The permission matrix as the form's `permissions` value. */
function Permissions() {
  const { form } = useFormContext();
  const held = new Set(form.valueOf('permissions') as string[]);
  const toggle = (permission: string, on: boolean) => form.change('permissions', on ? [...held, permission] : [...held].filter((other) => other !== permission));
  return <PermissionMatrix value={held} onChange={toggle} readOnly={form.readOnly} />;
}

export default recordFormScreen({
  noun: 'Role',
  intro: 'Name the role and choose what it may do.',
  operations: roleOperations,
  updateKey: 'Role',
  contract: roleContract,
  initialValues: (role?: Role) => ({ name: role?.name ?? '', description: role?.description ?? '', permissions: role?.permissions ?? [] }),
  list: '/roles',
  aside: <MenuPreview />,
  Fields: () => (
    <>
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
    </>
  ),
});
