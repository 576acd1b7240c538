/**
 * /roles/create and /roles/edit/:role_id: name, description and the permission matrix, with a live
 * preview of the menu a plain user of the role would get. Server field errors show at their fields.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Box, Button, Flex, Grid, Heading, HStack, Input, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import { visibleMenu } from '../../domain/menu';
import { groupPermissions } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { FormField } from '../../ui/records/FormField';
import { notify } from '../../ui/toaster';
import { useDocumentTitle } from '../../ui/use-document-title';
import { PermissionMatrix } from './PermissionMatrix';
import type { Role, RoleInput } from './role-fields';
import { useCreateRole } from './use-create-role';
import { useRole } from './use-role';
import { useUpdateRole } from './use-update-role';

export const REQUIRED = 'This field is required';

/** A user of the role with no partner, agent or admin flags: the menu comes from the permissions alone. */
const PLAIN_USER = { is_admin: false, ispartner: false, isagent: false, ispartneruser: false, billing_type: 'standard', type: 'User' } as const;

export default function RoleFormScreen({ roleId }: { roleId?: string }) {
  const title = roleId ? 'Edit Role' : 'Create Role';
  useDocumentTitle(title);
  const [{ data, error, fetching }] = useRole(roleId ?? '', !roleId);
  const failure = failureOf(error);

  return (
    <>
      <PageHeader title={title} description={roleId ? data?.role.name : 'Name the role and choose what it may do.'} />
      {!roleId ? (
        <RoleForm />
      ) : failure ? (
        <FailureAlert message={failure.message} />
      ) : data && !fetching ? (
        <RoleForm key={data.role.id} role={data.role} />
      ) : (
        <Flex p="10" justify="center" role="status" aria-label="Loading role">
          <Spinner />
        </Flex>
      )}
    </>
  );
}

function RoleForm({ role }: { role?: Role }) {
  const [, navigate] = useLocation();
  const [name, setName] = useState(role?.name ?? '');
  const [description, setDescription] = useState(role?.description ?? '');
  const [permissions, setPermissions] = useState<ReadonlySet<string>>(() => new Set(role?.permissions ?? []));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [created, createRole] = useCreateRole();
  const [updated, updateRole] = useUpdateRole();
  const saving = created.fetching || updated.fetching;

  const menu = useMemo(() => visibleMenu(PLAIN_USER, groupPermissions([...permissions])), [permissions]);

  const toggle = (permission: string, held: boolean) =>
    setPermissions((current) => {
      const next = new Set(current);
      if (held) next.add(permission);
      else next.delete(permission);
      return next;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (!name.trim()) {
      setErrors({ name: REQUIRED });
      return;
    }
    setErrors({});
    const input: RoleInput = { name: name.trim(), description: description.trim(), permissions: [...permissions] };
    const result = role ? await updateRole({ id: role.id, input: { ...input, revision: role.revision } }) : await createRole({ input });
    const failure = failureOf(result.error);
    if (failure) {
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0 || failure.fieldErrors.permissions) setFormError(failure.message);
      return;
    }
    notify({ severity: 'success', body: role ? 'Role updated successfully' : 'Role created successfully' });
    navigate('/roles');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Grid templateColumns={{ base: '1fr', xl: '1fr 280px' }} gap="6" alignItems="start">
        <Stack gap="6" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6">
          {formError && <FailureAlert message={formError} />}
          <FormField label="Name" required error={errors.name}>
            <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={100} />
          </FormField>
          <FormField label="Description" error={errors.description}>
            <Textarea value={description} onChange={(event) => setDescription(event.target.value)} maxLength={500} rows={2} />
          </FormField>
          <Box>
            <Heading as="h2" size="md" mb="2">
              Permissions
            </Heading>
            <Box overflowX="auto">
              <PermissionMatrix value={permissions} onChange={toggle} />
            </Box>
          </Box>
          <HStack justify="flex-end">
            <Button asChild variant="outline">
              <Link href="/roles">Cancel</Link>
            </Button>
            <Button type="submit" colorPalette="brand" loading={saving}>
              {role ? 'Save Role' : 'Create Role'}
            </Button>
          </HStack>
        </Stack>
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
      </Grid>
    </form>
  );
}
