/**
 * /users/create and /users/edit/:user_id: who the user is, their role (only roles the signed-in user
 * may give), what kind of account it is and where it belongs (customer → branch), sign-in settings
 * and the initial password, on the form kernel (src/ui/form) over the user contract: its checks and
 * messages, server field errors at the field, a stale edit (409) or someone else's save offers to
 * reload the user. Without User.update an opened user shows read-only.
 */
import { useEffect, useMemo, type ReactNode } from 'react';
import { Checkbox, Flex, Grid, Heading, Spinner, Stack } from '@chakra-ui/react';
import { userContract } from '../../domain/contracts/user';
import { can } from '../../domain/permissions';
import { USER_TYPES } from '../../domain/user';
import { useSession } from '../../app/session';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { useDocumentTitle } from '../../ui/use-document-title';
import { FormShell, useFormContext } from '../../ui/form/FormShell';
import { SelectField, TextField } from '../../ui/form/fields';
import { useRecordForm } from '../../ui/form/use-record-form';
import { ACCOUNT_KINDS, initialValues, inputOf } from './user-form';
import type { User } from './user-fields';
import { useCreateUser, useUpdateUser, useUser, useUserBranchOptions, useUserFormOptions } from './use-users';

const TYPE_OPTIONS = USER_TYPES.map((type) => ({ id: type, name: type }));

export default function UserFormScreen({ userId }: { userId?: string }) {
  const { permissions } = useSession();
  const readOnly = Boolean(userId) && !can(permissions, 'User', 'update');
  const title = readOnly ? 'View User' : userId ? 'Edit User' : 'Create User';
  useDocumentTitle(title);
  const [{ data, error, fetching }, reexecute] = useUser(userId ?? '', !userId);
  const failure = failureOf(error);
  return (
    <>
      <PageHeader title={title} description={userId ? data?.user.name : 'Add a person who signs in to the portal.'} />
      {!userId ? (
        <UserForm />
      ) : failure ? (
        <FailureAlert message={failure.message} />
      ) : data && !fetching ? (
        <UserForm key={`${data.user.id}@${data.user.revision}`} user={data.user} readOnly={readOnly} onReload={() => reexecute({ requestPolicy: 'network-only' })} />
      ) : (
        <Flex p="10" justify="center" role="status" aria-label="Loading user">
          <Spinner />
        </Flex>
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="4">
      <Heading as="h2" size="md">
        {title}
      </Heading>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        {children}
      </Grid>
    </Stack>
  );
}

function UserForm({ user, readOnly = false, onReload }: { user?: User; readOnly?: boolean; onReload?: () => void }) {
  const { user: me } = useSession();
  const [, createUser] = useCreateUser();
  const [, updateUser] = useUpdateUser();
  const toInput = useMemo(() => inputOf(!user), [user]);
  const kernel = useRecordForm({
    contract: userContract,
    defaultValues: initialValues(user),
    toInput,
    submit: (input) => (user ? updateUser({ id: user.id, input: { ...input, revision: user.revision } }) : createUser({ input })),
    saved: { notice: user ? 'User updated successfully' : 'User created successfully', to: '/users' },
    readOnly,
  });
  const kind = kernel.form.watch('kind');
  const customerId = kernel.form.watch('customer_id');
  const [{ data: options }] = useUserFormOptions();
  const [{ data: branchOptions }] = useUserBranchOptions(kind === 'customer' ? customerId : '');

  // A caller with one customer (a customer or branch admin) gets it chosen for them (not an edit of theirs).
  const customers = options?.userCustomerOptions;
  const onlyCustomer = customers?.length === 1 ? customers[0]?.id : undefined;
  const { reset, getValues } = kernel.form;
  useEffect(() => {
    if (!user && onlyCustomer && getValues('customer_id') === '') reset({ ...getValues(), customer_id: onlyCustomer });
  }, [user, onlyCustomer, reset, getValues]);

  const kinds = ACCOUNT_KINDS.filter((option) => {
    if (option.id === 'customer' || option.id === kind) return true;
    if (option.id === 'partneruser') return (options?.userPartnerOptions.length ?? 0) > 0;
    return me?.is_admin === true;
  });

  return (
    <FormShell form={kernel} cancelTo="/users" submitLabel={user ? 'Save User' : 'Create User'} maxW="4xl" {...(onReload ? { onReload } : {})} live={user ? { type: 'user', id: user.id, thing: 'user' } : undefined}>
      <Section title="Person">
        <TextField name="name" label="Name" autoComplete="name" />
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <TextField name="phone" label="Phone" type="tel" helper="Optional + and country code, then 10 digits" autoComplete="tel" />
        <SelectField name="role_id" label="Role" placeholder="Choose a role" options={options?.userRoleOptions} />
      </Section>

      <Section title="Account">
        {kinds.length > 1 && <SelectField name="kind" label="Account kind" options={kinds} required />}
        {kind === 'customer' && (
          <>
            <SelectField name="type" label="User type" placeholder="Choose a type" options={TYPE_OPTIONS} required />
            {/* A new customer clears the branch. */}
            <SelectField name="customer_id" label="Customer" placeholder="Choose a customer" options={customers} required onChosen={() => kernel.change('branch_id', '')} />
            <SelectField
              name="branch_id"
              label="Branch"
              placeholder="No branch"
              options={branchOptions?.userBranchOptions}
              after={{ chosen: customerId, hint: 'Choose a customer first' }}
            />
          </>
        )}
        {(kind === 'partner' || kind === 'partneruser' || kind === 'agent') && (
          <SelectField name="partner_id" label="Partner" placeholder="Choose a partner" options={options?.userPartnerOptions} required={kind !== 'agent'} />
        )}
        {kind === 'agent' && <SelectField name="agent_id" label="Agent record" placeholder="Choose an agent" options={options?.userAgentOptions} required />}
      </Section>

      <Section title="Sign-in">
        <TextField
          name="password"
          label={user ? 'New password' : 'Password'}
          type="password"
          required={!user}
          autoComplete="new-password"
          helper={user ? 'Leave empty to keep the current password' : '8 to 20 characters with upper and lower case, a number and a special character'}
        />
        <Stack gap="3" justify="center">
          <Tick name="two_factor" label="Two-factor sign-in (a code by email)" />
          <Tick name="must_change_password" label="Must change the password at next sign-in" />
        </Stack>
      </Section>
    </FormShell>
  );
}

/** A yes/no setting of the form. */
function Tick({ name, label }: { name: 'two_factor' | 'must_change_password'; label: string }) {
  const { form } = useFormContext();
  return (
    <Checkbox.Root colorPalette="brand" checked={form.valueOf(name) === true} disabled={form.readOnly} onCheckedChange={(details) => form.change(name, details.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
