/** The /otpVerification/{email}/{customerid} screen (spec §2.4): the two-factor code step after a 206. */
import { useEffect } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { ROUTES } from '../../domain/routes';
import { twoFactorMachine } from '../../machines/two-factor';
import { notify } from '../../ui/toaster';
import { authApi, tokenStore } from '../../app/session';
import { AuthLayout } from './AuthLayout';
import { CodeStep } from './CodeStep';
import { TextLink } from './TextLink';

const browserTwoFactor = twoFactorMachine.provide({
  actors: {
    checkCode: fromPromise(({ input }) => authApi.checkotplogin(input)),
    resendCode: fromPromise(({ input }) => authApi.resendcode(input)),
  },
  actions: {
    notify: (_, { severity, body }) => notify({ severity, body }),
  },
});

export interface OtpVerificationScreenProps {
  email: string;
  customerId: string;
  onSignedIn(token: string, remember: boolean): void;
}

export default function OtpVerificationScreen({ email, customerId, onSignedIn }: OtpVerificationScreenProps) {
  const [snapshot, send] = useMachine(browserTwoFactor, { input: { email, customerId } });
  const { digits, countdown, error, messages } = snapshot.context;
  const token = snapshot.status === 'done' ? snapshot.output?.token : undefined;

  useEffect(() => {
    // Remember me was chosen on the login screen and stored as the preference.
    if (token) onSignedIn(token, tokenStore.rememberMe());
  }, [token, onSignedIn]);

  return (
    <AuthLayout
      title="Two-factor verification"
      subtitle={`Enter the 4-digit code we sent to ${email}.`}
      footer={<TextLink href={ROUTES.login}>Back</TextLink>}
    >
      <CodeStep
        digits={digits}
        countdown={countdown}
        send={send}
        checking={snapshot.matches('checking')}
        resending={snapshot.matches('resending')}
        error={error}
        messages={messages}
      />
    </AuthLayout>
  );
}
