/**
 * /roles/create and /roles/edit/:role_id: name, description and the permission matrix, with a live
 * preview of the menu a plain user of the role would get. Server field errors show at their fields.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { Alert, Box, Button, Field, Flex, Grid, Heading, HStack, Input, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import { visibleMenu } from '../../domain/menu';
import { groupPermissions } from '../../domain/permissions';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
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
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{failure.message}</Alert.Title>
        </Alert.Root>
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
    const result = role ? await updateRole({ id: role.id, input }) : await createRole({ input });
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
          {formError && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{formError}</Alert.Title>
            </Alert.Root>
          )}
          <Field.Root invalid={Boolean(errors.name)} required>
            <Field.Label>
              Name <Field.RequiredIndicator />
            </Field.Label>
            <Input value={name} onChange={(event) => setName(event.target.value)} maxLength={100} />
            <Field.ErrorText color="red.700">{errors.name}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.description)}>
            <Field.Label>Description</Field.Label>
            <Textarea value={description} onChange={(event) => setDescription(event.target.value)} maxLength={500} rows={2} />
            <Field.ErrorText color="red.700">{errors.description}</Field.ErrorText>
          </Field.Root>
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
