/**
 * /users/create and /users/edit/:user_id: who the user is, their role (only roles the signed-in user
 * may give), what kind of account it is and where it belongs (customer → branch), sign-in settings
 * and the initial password. Client checks use the spec §5 messages; server field errors show at the
 * field; a stale edit (409) says who changed the user.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Checkbox, Flex, Grid, Heading, HStack, Input, Spinner, Stack } from '@chakra-ui/react';
import { Link, useLocation } from 'wouter';
import { USER_TYPES } from '../../domain/user';
import { useSession } from '../../app/session';
import { failureOf } from '../../gateway/failure';
import { PageHeader } from '../../ui/PageHeader';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { FormField } from '../../ui/records/FormField';
import { notify } from '../../ui/toaster';
import { useDocumentTitle } from '../../ui/use-document-title';
import { OptionSelect } from '../../ui/records/OptionSelect';
import { ACCOUNT_KINDS, checkUser, initialValues, toInput, type AccountKind, type UserField, type UserFormValues } from './user-form';
import type { User } from './user-fields';
import { useUser, useUserBranchOptions, useUserFormOptions } from './use-users';
import { useCreateUser, useUpdateUser } from './use-user-writes';

const TYPE_OPTIONS = USER_TYPES.map((type) => ({ id: type, name: type }));

export default function UserFormScreen({ userId }: { userId?: string }) {
  const title = userId ? 'Edit User' : 'Create User';
  useDocumentTitle(title);
  const [{ data, error, fetching }] = useUser(userId ?? '', !userId);
  const failure = failureOf(error);
  return (
    <>
      <PageHeader title={title} description={userId ? data?.user.name : 'Add a person who signs in to the portal.'} />
      {!userId ? (
        <UserForm />
      ) : failure ? (
        <FailureAlert message={failure.message} />
      ) : data && !fetching ? (
        <UserForm key={data.user.id} user={data.user} />
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

function UserForm({ user }: { user?: User }) {
  const [, navigate] = useLocation();
  const { user: me } = useSession();
  const [values, setValues] = useState<UserFormValues>(() => initialValues(user));
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [{ data: options }] = useUserFormOptions();
  const [{ data: branchOptions }] = useUserBranchOptions(values.kind === 'customer' ? values.customer_id : '');
  const [created, createUser] = useCreateUser();
  const [updated, updateUser] = useUpdateUser();
  const saving = created.fetching || updated.fetching;

  // A caller with one customer (a customer or branch admin) gets it chosen for them.
  const customers = options?.userCustomerOptions;
  const onlyCustomer = customers?.length === 1 ? customers[0]?.id : undefined;
  if (!user && onlyCustomer && values.customer_id === '' && values.kind === 'customer') setValues((v) => ({ ...v, customer_id: onlyCustomer }));

  const kinds = ACCOUNT_KINDS.filter((kind) => {
    if (kind.id === 'customer' || kind.id === values.kind) return true;
    if (kind.id === 'partneruser') return (options?.userPartnerOptions.length ?? 0) > 0;
    return me?.is_admin === true;
  });

  /** Sets one value; its error clears on the edit (spec §5). */
  const set = <K extends keyof UserFormValues>(field: K, value: UserFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value, ...(field === 'customer_id' ? { branch_id: '' } : {}) }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const textField = (field: UserField, label: string, props: { type?: string; required?: boolean; maxLength?: number; helper?: string; autoComplete?: string } = {}) => (
    <FormField label={label} required={props.required ?? false} error={errors[field]} {...(props.helper ? { helper: props.helper } : {})}>
      <Input type={props.type ?? 'text'} value={values[field]} onChange={(event) => set(field, event.target.value)} maxLength={props.maxLength ?? 100} autoComplete={props.autoComplete ?? 'off'} />
    </FormField>
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = checkUser(values, !user);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input = toInput(values);
    const result = user ? await updateUser({ id: user.id, input: { ...input, revision: user.revision } }) : await createUser({ input });
    const failure = failureOf(result.error);
    if (failure) {
      setErrors(failure.fieldErrors);
      if (Object.keys(failure.fieldErrors).length === 0 || failure.status === 403) setFormError(failure.message);
      return;
    }
    notify({ severity: 'success', body: user ? 'User updated successfully' : 'User created successfully' });
    navigate('/users');
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="8" bg="bg" borderWidth="1px" borderColor="border.muted" borderRadius="xl" p="6" maxW="4xl">
        {formError && <FailureAlert message={formError} />}
        <Section title="Person">
          {textField('name', 'Name', { required: true, autoComplete: 'name' })}
          {textField('email', 'Email', { type: 'email', required: true, maxLength: 254, autoComplete: 'email' })}
          {textField('phone', 'Phone', { type: 'tel', maxLength: 20, helper: 'Optional + and country code, then 10 digits', autoComplete: 'tel' })}
          <FormField label="Role" required error={errors.role_id}>
            <OptionSelect label="Role" placeholder="Choose a role" value={values.role_id} options={options?.userRoleOptions} onChange={(value) => set('role_id', value)} />
          </FormField>
        </Section>

        <Section title="Account">
          {kinds.length > 1 && (
            <FormField label="Account kind" required>
              <OptionSelect label="Account kind" placeholder="Choose a kind" value={values.kind} options={kinds} onChange={(value) => value && set('kind', value as AccountKind)} />
            </FormField>
          )}
          {values.kind === 'customer' && (
            <>
              <FormField label="User type" required error={errors.type}>
                <OptionSelect label="User type" placeholder="Choose a type" value={values.type} options={TYPE_OPTIONS} onChange={(value) => set('type', value)} />
              </FormField>
              <FormField label="Customer" required error={errors.customer_id}>
                <OptionSelect label="Customer" placeholder="Choose a customer" value={values.customer_id} options={customers} onChange={(value) => set('customer_id', value)} />
              </FormField>
              <FormField label="Branch" error={errors.branch_id} helper={values.customer_id ? undefined : 'Choose a customer first'}>
                <OptionSelect
                  label="Branch"
                  placeholder="No branch"
                  value={values.branch_id}
                  options={values.customer_id ? branchOptions?.userBranchOptions : []}
                  disabled={values.customer_id === ''}
                  onChange={(value) => set('branch_id', value)}
                />
              </FormField>
            </>
          )}
          {(values.kind === 'partner' || values.kind === 'partneruser' || values.kind === 'agent') && (
            <FormField label="Partner" required={values.kind !== 'agent'} error={errors.partner_id}>
              <OptionSelect label="Partner" placeholder="Choose a partner" value={values.partner_id} options={options?.userPartnerOptions} onChange={(value) => set('partner_id', value)} />
            </FormField>
          )}
          {values.kind === 'agent' && (
            <FormField label="Agent record" required error={errors.agent_id}>
              <OptionSelect label="Agent record" placeholder="Choose an agent" value={values.agent_id} options={options?.userAgentOptions} onChange={(value) => set('agent_id', value)} />
            </FormField>
          )}
        </Section>

        <Section title="Sign-in">
          {textField('password', user ? 'New password' : 'Password', {
            type: 'password',
            required: !user,
            maxLength: 20,
            autoComplete: 'new-password',
            helper: user ? 'Leave empty to keep the current password' : '8 to 20 characters with upper and lower case, a number and a special character',
          })}
          <Stack gap="3" justify="center">
            <Checkbox.Root colorPalette="brand" checked={values.two_factor} onCheckedChange={(details) => set('two_factor', details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Two-factor sign-in (a code by email)</Checkbox.Label>
            </Checkbox.Root>
            <Checkbox.Root colorPalette="brand" checked={values.must_change_password} onCheckedChange={(details) => set('must_change_password', details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Must change the password at next sign-in</Checkbox.Label>
            </Checkbox.Root>
          </Stack>
        </Section>

        <HStack justify="flex-end">
          <Button asChild variant="outline">
            <Link href="/users">Cancel</Link>
          </Button>
          <Button type="submit" colorPalette="brand" loading={saving}>
            {user ? 'Save User' : 'Create User'}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
