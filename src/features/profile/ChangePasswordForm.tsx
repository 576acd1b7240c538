/**
 * The password change on the form kernel over the password-change contract: the current password,
 * then a new one by the rules and messages of spec §5. The server signs out every other session and
 * answers a fresh token, which this session keeps; the form starts empty again.
 */
import { useSession } from '../../app/session';
import { Stack } from '@chakra-ui/react';
import type { z } from 'zod/mini';
import { passwordChangeContract } from '../../domain/contracts/profile';
import { encodeField } from '../../domain/validation';
import type { PasswordChangeInput } from '../../gateway/resources/profile';
import { PasswordField } from '../../ui/form/fields';
import { FormShell } from '../../ui/form/FormShell';
import { useRecordForm } from '../../ui/form/use-record-form';
import { ProfileSection } from './ProfileSection';
import { useChangePassword } from './use-profile';

type Values = z.input<typeof passwordChangeContract>;
const EMPTY: Values = { current_password: '', password: '', confirmpassword: '' };
const asTyped = (values: Values) => values;

export function ChangePasswordForm() {
  const { replaceToken } = useSession();
  const [, changePassword] = useChangePassword();
  const form = useRecordForm({
    contract: passwordChangeContract,
    defaultValues: EMPTY,
    toInput: asTyped,
    // The confirmation is checked once the new password passes (spec §5).
    emptySaysContract: ['confirmpassword'],
    submit: async (input) => {
      const encoded = Object.fromEntries(Object.entries(input).map(([name, value]) => [name, encodeField(value)])) as PasswordChangeInput;
      const result = await changePassword({ input: encoded });
      if (result.data) replaceToken(result.data.changePassword.token);
      return result;
    },
    saved: { notice: 'Password changed successfully', stay: 'clear' },
  });

  return (
    <ProfileSection id="profile-password" title="Change password" description="You stay signed in here; your other sessions are signed out.">
      <FormShell form={form} plain submitLabel="Change Password">
        <Stack gap="4">
          <PasswordField name="current_password" label="Current password" autoComplete="current-password" />
          <PasswordField name="password" label="New password" autoComplete="new-password" />
          <PasswordField name="confirmpassword" label="Confirm password" autoComplete="new-password" />
        </Stack>
      </FormShell>
    </ProfileSection>
  );
}
