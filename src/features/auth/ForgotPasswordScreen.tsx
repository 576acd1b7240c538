/** The /forgot-password screen (spec §2.4): an email field and a Send button that mails a code. */
import { useEffect, useRef, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { ROUTES } from '../../domain/routes';
import { useAdoptTypedValues, useHydrated } from '../../ui/use-hydrated';
import { AuthLayout } from './AuthLayout';
import { TextLink } from './TextLink';
import { useForgotPasswordFlow } from './forgot-password-flow';

export default function ForgotPasswordScreen() {
  const actor = useForgotPasswordFlow({ step: 'request' });
  const snapshot = useSelector(actor, (s) => s);
  const [, navigate] = useLocation();
  const { values, errors, email, customerId } = snapshot.context;
  const sending = snapshot.matches({ request: 'sending' });
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(form);
  const atVerify = snapshot.matches('verify');

  useEffect(() => {
    if (atVerify) navigate(ROUTES.verifyEmail(email, customerId));
  }, [atVerify, email, customerId, navigate]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'form.submitted' });
  };

  return (
    <AuthLayout
      title="Forgot password"
      subtitle="Enter your email and we will send you a verification code."
      footer={<TextLink href={ROUTES.login}>Back to login</TextLink>}
    >
      <form ref={form} onSubmit={submit} noValidate>
        <Stack gap="5">
          <Field.Root invalid={Boolean(errors.email)}>
            <Field.Label>Email</Field.Label>
            <Input
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => actor.send({ type: 'field.changed', field: 'email', value: event.target.value })}
            />
            <Field.ErrorText color="red.700">{errors.email}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="brand" size="lg" width="full" disabled={sending || !hydrated}>
            {sending ? 'Please Wait...' : 'Send'}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
