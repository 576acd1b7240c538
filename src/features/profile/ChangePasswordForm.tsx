/**
 * The password change: the current password, then a new one by the rules and messages of spec §5.
 * The server signs out every other session and answers a fresh token, which this session keeps.
 */
import { useState, type FormEvent } from 'react';
import { Button, HStack, Stack } from '@chakra-ui/react';
import { useSession } from '../../app/session';
import { confirmPassword, encodeField, MESSAGES, newPassword } from '../../domain/validation';
import { failureOf } from '../../gateway/failure';
import { PasswordInput } from '../../ui/PasswordInput';
import { FailureAlert } from '../../ui/records/FailureAlert';
import { FormField } from '../../ui/records/FormField';
import { notify } from '../../ui/toaster';
import { ProfileSection } from './ProfileSection';
import { useChangePassword } from './use-profile';

type Field = 'current_password' | 'password' | 'confirmpassword';
const EMPTY: Record<Field, string> = { current_password: '', password: '', confirmpassword: '' };

function check(values: Record<Field, string>): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (values.current_password === '') errors.current_password = MESSAGES.fieldRequired;
  const passwordError = newPassword(values.password);
  if (passwordError) errors.password = passwordError;
  const confirmError = confirmPassword(values.password, values.confirmpassword);
  if (confirmError) errors.confirmpassword = confirmError;
  return errors;
}

export function ChangePasswordForm() {
  const { replaceToken } = useSession();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [{ fetching }, changePassword] = useChangePassword();

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const result = await changePassword({
      input: { current_password: encodeField(values.current_password), password: encodeField(values.password), confirmpassword: encodeField(values.confirmpassword) },
    });
    const failure = failureOf(result.error);
    if (failure || !result.data) {
      setErrors(failure?.fieldErrors ?? {});
      if (!failure || Object.keys(failure.fieldErrors).length === 0) setFormError(failure?.message ?? 'Something went wrong');
      return;
    }
    replaceToken(result.data.changePassword.token);
    setValues(EMPTY);
    notify({ severity: 'success', body: result.data.changePassword.messages });
  };

  return (
    <ProfileSection id="profile-password" title="Change password" description="You stay signed in here; your other sessions are signed out.">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="4">
          {formError && <FailureAlert message={formError} />}
          <FormField label="Current password" required error={errors.current_password}>
            <PasswordInput value={values.current_password} onChange={change('current_password')} autoComplete="current-password" maxLength={128} />
          </FormField>
          <FormField label="New password" required error={errors.password}>
            <PasswordInput value={values.password} onChange={change('password')} autoComplete="new-password" maxLength={128} />
          </FormField>
          <FormField label="Confirm password" required error={errors.confirmpassword}>
            <PasswordInput value={values.confirmpassword} onChange={change('confirmpassword')} autoComplete="new-password" maxLength={128} />
          </FormField>
          <HStack justify="flex-end">
            <Button type="submit" colorPalette="brand" loading={fetching}>
              Change Password
            </Button>
          </HStack>
        </Stack>
      </form>
    </ProfileSection>
  );
}
