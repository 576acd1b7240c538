/** The code entry both the two-factor and verify-email screens show: boxes, countdown, resend, submit. */
import type { FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { formatCountdown, type countdownMachine } from '../../machines/countdown';
import type { CodeEntryEvent } from '../../machines/two-factor';
import { CodeInput } from '../../ui/CodeInput';
import { FormMessage } from './AuthLayout';

export interface CodeStepProps {
  digits: readonly string[];
  countdown: ActorRefFrom<typeof countdownMachine> | null;
  send(event: CodeEntryEvent): void;
  checking: boolean;
  resending: boolean;
  /** "Verification code is required". */
  error: string | null;
  /** The server's messages after a refused code. */
  messages?: string | null;
}

const ERROR_ID = 'code-error';

export function CodeStep({ digits, countdown, send, checking, resending, error, messages }: CodeStepProps) {
  const remaining = useSelector(countdown ?? undefined, (snapshot) => snapshot?.context.remaining ?? 0);
  const complete = digits.every((digit) => digit !== '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'code.submitted' });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="5">
        <CodeInput
          digits={digits}
          onDigit={(index, value) => send({ type: 'digit.changed', index, value })}
          onPaste={(code) => send({ type: 'code.pasted', code })}
          disabled={checking}
          invalid={Boolean(error)}
          describedBy={error ? ERROR_ID : undefined}
        />
        {error && (
          <Text id={ERROR_ID} color="red.700" textStyle="sm" textAlign="center">
            {error}
          </Text>
        )}
        {messages && <FormMessage>{messages}</FormMessage>}

        <Flex justify="space-between" align="center" textStyle="sm" gap="2">
          <Text color="fg.muted">
            Resend available in{' '}
            <Text as="span" role="timer" aria-label="Time left before a new code can be sent" fontVariantNumeric="tabular-nums" fontWeight="semibold" color="fg">
              {formatCountdown(remaining)}
            </Text>
          </Text>
          <Button
            type="button"
            variant="plain"
            colorPalette="brand"
            size="sm"
            px="0"
            disabled={remaining > 0 || resending || checking}
            onClick={() => send({ type: 'code.resend' })}
          >
            Resend code
          </Button>
        </Flex>

        <Button type="submit" colorPalette="brand" size="lg" width="full" disabled={!complete || checking || resending}>
          {checking ? 'Please Wait...' : 'Verify'}
        </Button>
      </Stack>
    </form>
  );
}
