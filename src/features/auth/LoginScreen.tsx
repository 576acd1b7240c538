/** The /login screen (spec §2.4): email, password, captcha, remember me, and the sign-in outcome routing. */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useLocation } from 'wouter';
import { Box, Button, chakra, Field, Flex, HStack, Image, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ROUTES } from '../../domain/routes';
import { AUTH_STATUS, captchaImageSource } from '../../domain/auth-contract';
import { loginMachine, type LoginField } from '../../machines/login';
import { PasswordInput } from '../../ui/PasswordInput';
import { authApi, tokenStore } from '../../app/session';
import { useAdoptTypedValues, useHydrated } from '../../ui/use-hydrated';
import { AuthLayout, FormMessage } from './AuthLayout';
import { pageCaptcha, spendPageCaptcha } from './page-captcha';
import { TextLink } from './TextLink';

const browserLogin = loginMachine.provide({
  actors: {
    loadCaptcha: fromPromise(async ({ signal }) => {
      const answer = await authApi.captcha(signal);
      if (answer.status !== AUTH_STATUS.ok || !answer.data) throw new Error(answer.messages);
      return answer.data;
    }),
    checkin: fromPromise(({ input }) => authApi.checkin(input)),
  },
  actions: {
    'store remember-me preference': (_, { remember }) => tokenStore.setRememberMe(remember),
  },
});

export interface LoginScreenProps {
  onSignedIn(token: string, remember: boolean): void;
}

export default function LoginScreen({ onSignedIn }: LoginScreenProps) {
  const [captchaOfPage] = useState(pageCaptcha);
  useEffect(spendPageCaptcha, []);
  const [snapshot, send] = useMachine(browserLogin, { input: { rememberMe: tokenStore.rememberMe(), captcha: captchaOfPage } });
  const [, navigate] = useLocation();
  const { values, errors, rememberMe, captcha, captchaError, messages } = snapshot.context;
  const submitting = snapshot.matches('submitting');
  const hydrated = useHydrated();
  const form = useRef<HTMLFormElement>(null);
  useAdoptTypedValues(form);
  const loadingCaptcha = snapshot.matches('loadingCaptcha');

  const output = snapshot.output;
  useEffect(() => {
    if (!output) return;
    if (output.outcome === 'signedIn') onSignedIn(output.token, output.remember);
    // Spec §4: a forced password change goes to /forgot-password/.
    else if (output.outcome === 'passwordChange') navigate(`${ROUTES.forgotPassword}/`);
    else navigate(ROUTES.otpVerification(output.email, output.customerId));
  }, [output, onSignedIn, navigate]);

  const change = (field: LoginField) => (event: { target: { value: string } }) =>
    send({ type: 'field.changed', field, value: event.target.value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submitted' });
  };

  return (
    <AuthLayout title="Customer Portal" subtitle="Sign in to your account">
      <form ref={form} onSubmit={submit} noValidate>
        <Stack gap="5">
          <Field.Root invalid={Boolean(errors.email)}>
            <Field.Label>Email</Field.Label>
            <Input type="email" autoComplete="username" value={values.email} onChange={change('email')} />
            <Field.ErrorText color="red.700">{errors.email}</Field.ErrorText>
          </Field.Root>

          <Field.Root invalid={Boolean(errors.password)}>
            <Field.Label>Password</Field.Label>
            <PasswordInput autoComplete="current-password" value={values.password} onChange={change('password')} />
            <Field.ErrorText color="red.700">{errors.password}</Field.ErrorText>
          </Field.Root>

          <Stack gap="2">
            <Flex align="center" justify="space-between" gap="3">
              <Box borderWidth="1px" borderRadius="md" bg="white" height="14" flex="1" overflow="hidden" display="flex" alignItems="center" justifyContent="center">
                {loadingCaptcha ? (
                  <Skeleton height="full" width="full" />
                ) : captcha ? (
                  <Image src={captchaImageSource(captcha.svg)} alt="Captcha" height="full" maxW="full" objectFit="contain" />
                ) : (
                  <Text textStyle="xs" color="red.fg" px="2" role="alert">
                    {captchaError}
                  </Text>
                )}
              </Box>
              <Button type="button" variant="plain" colorPalette="brand" size="sm" px="0" disabled={loadingCaptcha || submitting} onClick={() => send({ type: 'captcha.reload' })}>
                Reload Captcha
              </Button>
            </Flex>
            <Field.Root invalid={Boolean(errors.captcha)}>
              <Field.Label>Captcha</Field.Label>
              <Input autoComplete="off" autoCapitalize="off" spellCheck={false} value={values.captcha} onChange={change('captcha')} />
              <Field.ErrorText color="red.700">{errors.captcha}</Field.ErrorText>
            </Field.Root>
          </Stack>

          <HStack justify="space-between" wrap="wrap" gap="2">
            {/* A native checkbox: Chakra's Checkbox brings its state machine (about 8 KB) into /login. */}
            <chakra.label display="inline-flex" alignItems="center" gap="2" textStyle="sm" cursor="pointer">
              <chakra.input
                type="checkbox"
                boxSize="4"
                accentColor="brand.solid"
                cursor="pointer"
                checked={rememberMe}
                onChange={(event) => send({ type: 'rememberMe.toggled', checked: event.currentTarget.checked })}
              />
              Remember me
            </chakra.label>
            <TextLink href={ROUTES.forgotPassword}>Forgot password?</TextLink>
          </HStack>

          {messages && <FormMessage>{messages}</FormMessage>}

          {/* No answer can be typed to a captcha not yet shown: a press meanwhile would be lost. */}
          <Button type="submit" colorPalette="brand" size="lg" width="full" disabled={submitting || loadingCaptcha || !hydrated}>
            {submitting ? 'Please Wait...' : 'Login'}
          </Button>
        </Stack>
      </form>
    </AuthLayout>
  );
}
