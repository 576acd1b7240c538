/** The /forgot-password/reset-password/{email} screen (spec §2.4): the new password, twice. */
import { useEffect, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { Button, Field, Stack, Text } from '@chakra-ui/react';
import { ROUTES } from '../../domain/routes';
import type { ForgotField } from '../../machines/forgot-password';
import { PasswordInput } from '../../ui/PasswordInput';
import { AuthLayout, FormMessage } from './AuthLayout';
import { TextLink } from './TextLink';
import { endForgotPasswordFlow, useForgotPasswordFlow } from './forgot-password-flow';

export interface ResetPasswordScreenProps {
  email: string;
}

export default function ResetPasswordScreen({ email }: ResetPasswordScreenProps) {
  const actor = useForgotPasswordFlow({ step: 'reset', email });
  const snapshot = useSelector(actor, (s) => s);
  const [, navigate] = useLocation();
  const { values, errors } = snapshot.context;
  const saving = snapshot.matches({ reset: 'saving' });
  const done = snapshot.status === 'done';

  useEffect(() => {
    if (!done) return;
    endForgotPasswordFlow(actor);
    navigate(ROUTES.login);
  }, [done, actor, navigate]);

  const change = (field: ForgotField) => (event: { target: { value: string } }) =>
    actor.send({ type: 'field.changed', field, value: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'form.submitted' });
  };

  if (snapshot.matches('resetUnavailable')) {
    return (
      <AuthLayout title="Reset password" footer={<TextLink href={ROUTES.login}>Back to login</TextLink>}>
        <Stack gap="4" textAlign="center">
          <FormMessage>This page needs a verified code. Request a new verification code to reset your password.</FormMessage>
          <Text>
            <TextLink href={ROUTES.forgotPassword}>Request a verification code</TextLink>
          </Text>
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Reset password" subtitle={`Choose a new password for ${email}.`} footer={<TextLink href={ROUTES.login}>Back to login</TextLink>}>
      <form onSubmit={submit} noValidate>
        <Stack gap="5">
          <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
          <Field.Root invalid={Boolean(errors.newPassword)}>
            <Field.Label>New Password</Field.Label>
            <PasswordInput autoComplete="new-password" value={values.newPassword} onChange={change('newPassword')} />
            <Field.ErrorText color="red.700">{errors.newPassword}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={Boolean(errors.confirmPassword)}>
            <Field.Label>Confirm Password</Field.Label>
            <PasswordInput autoComplete="new-password" value={values.confirmPassword} onChange={change('confirmPassword')} />
            <Field.ErrorText color="red.700">{errors.confirmPassword}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" size="lg" width="full" disabled={saving}>
            {saving ? 'Please Wait...' : 'Reset password'}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
