/** The /forgot-password/verify-email/{email}/{customerid} screen (spec §2.4): the mailed code. */
import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import { useLocation } from 'wouter';
import { ROUTES } from '../../domain/routes';
import { AuthLayout } from './AuthLayout';
import { CodeStep } from './CodeStep';
import { TextLink } from './TextLink';
import { useForgotPasswordFlow } from './forgot-password-flow';

export interface VerifyEmailScreenProps {
  email: string;
  customerId: string;
}

export default function VerifyEmailScreen({ email, customerId }: VerifyEmailScreenProps) {
  const actor = useForgotPasswordFlow({ step: 'verify', email, customerId });
  const snapshot = useSelector(actor, (s) => s);
  const [, navigate] = useLocation();
  const { digits, countdown, codeError } = snapshot.context;
  const atReset = snapshot.matches('reset');
  const atRequest = snapshot.matches('request');

  useEffect(() => {
    if (atReset) navigate(ROUTES.resetPassword(email));
    // A verify address without a customer id cannot be checked: start over.
    else if (atRequest) navigate(ROUTES.forgotPassword, { replace: true });
  }, [atReset, atRequest, email, navigate]);

  return (
    <AuthLayout
      title="Verify your email"
      subtitle={`Enter the 4-digit code we sent to ${email}.`}
      footer={<TextLink href={ROUTES.forgotPassword}>Back</TextLink>}
    >
      <CodeStep
        digits={digits}
        countdown={countdown}
        send={(event) => actor.send(event)}
        checking={snapshot.matches({ verify: 'checking' })}
        resending={snapshot.matches({ verify: 'resending' })}
        error={codeError}
      />
    </AuthLayout>
  );
}
