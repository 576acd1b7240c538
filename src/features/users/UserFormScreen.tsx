/**
 * /users/create and /users/edit/:user_id: who the user is, their role (only roles the signed-in user
 * may give), what kind of account it is and where it belongs (customer → branch), sign-in settings
 * and the initial password, a record form (src/ui/form/RecordFormScreen.tsx) over the user contract:
 * its checks and messages, server field errors at the field, a stale edit (409) or someone else's
 * save offers to reload the user. Without User.update an opened user shows read-only.
 */
import { Checkbox, Stack } from '@chakra-ui/react';
import { useSession } from '../../app/session';
import { userContract } from '../../domain/contracts/user';
import { USER_TYPES } from '../../domain/user';
import { useFormContext } from '../../ui/form/FormShell';
import { FormSection, SelectField, TextField } from '../../ui/form/fields';
import { recordFormScreen, type FieldsProps } from '../../ui/form/RecordFormScreen';
import { useOnlyOption } from '../../ui/form/use-record-form';
import { ACCOUNT_KINDS, initialValues, toInput, type UserFormValues } from './user-form';
import type { User } from './user-fields';
import { userOperations, useUserBranchOptions, useUserFormOptions } from './use-users';

const TYPE_OPTIONS = USER_TYPES.map((type) => ({ id: type, name: type }));

function UserFields({ form, record: user }: FieldsProps<UserFormValues, User>) {
  const { user: me } = useSession();
  const kind = form.form.watch('kind');
  const customerId = form.form.watch('customer_id');
  const [{ data: options }] = useUserFormOptions();
  const [{ data: branchOptions }] = useUserBranchOptions(kind === 'customer' ? customerId : '');

  const customers = options?.userCustomerOptions;
  useOnlyOption(form.form, 'customer_id', customers, !user);

  const kinds = ACCOUNT_KINDS.filter((option) => {
    if (option.id === 'customer' || option.id === kind) return true;
    if (option.id === 'partneruser') return (options?.userPartnerOptions.length ?? 0) > 0;
    return me?.is_admin === true;
  });

  return (
    <>
      <FormSection grid title="Person">
        <TextField name="name" label="Name" autoComplete="name" />
        <TextField name="email" label="Email" type="email" autoComplete="email" />
        <TextField name="phone" label="Phone" type="tel" helper="Optional + and country code, then 10 digits" autoComplete="tel" />
        <SelectField name="role_id" label="Role" placeholder="Choose a role" options={options?.userRoleOptions} />
      </FormSection>

      <FormSection grid title="Account">
        {kinds.length > 1 && <SelectField name="kind" label="Account kind" options={kinds} required />}
        {kind === 'customer' && (
          <>
            <SelectField name="type" label="User type" placeholder="Choose a type" options={TYPE_OPTIONS} required />
            {/* A new customer clears the branch. */}
            <SelectField name="customer_id" label="Customer" placeholder="Choose a customer" options={customers} required onChosen={() => form.change('branch_id', '')} />
            <SelectField name="branch_id" label="Branch" placeholder="No branch" options={branchOptions?.userBranchOptions} after={{ chosen: customerId, hint: 'Choose a customer first' }} />
          </>
        )}
        {(kind === 'partner' || kind === 'partneruser' || kind === 'agent') && (
          <SelectField name="partner_id" label="Partner" placeholder="Choose a partner" options={options?.userPartnerOptions} required={kind !== 'agent'} />
        )}
        {kind === 'agent' && <SelectField name="agent_id" label="Agent record" placeholder="Choose an agent" options={options?.userAgentOptions} required />}
      </FormSection>

      <FormSection grid title="Sign-in">
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
      </FormSection>
    </>
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

export default recordFormScreen({
  noun: 'User',
  intro: 'Add a person who signs in to the portal.',
  operations: userOperations,
  updateKey: 'User',
  contract: userContract,
  initialValues,
  toInput,
  list: '/users',
  maxW: '4xl',
  Fields: UserFields,
});
