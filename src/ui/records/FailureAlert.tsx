/** A failed load or refused write, in place and announced: the server's message, what follows from it
 * (`children`), and Retry where the caller offers it. */
import type { ReactNode } from 'react';
import { Alert, Button } from '@chakra-ui/react';
import type { CombinedError } from 'urql';
import { failureOf, retryable } from '../../gateway/failure';

export function FailureAlert({ message, onRetry, children }: { message: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Content flex="1">
        <Alert.Title>{message}</Alert.Title>
        {children && <Alert.Description>{children}</Alert.Description>}
      </Alert.Content>
      {onRetry && (
        <Button size="xs" variant="outline" onClick={onRetry}>
          Retry
        </Button>
      )}
    </Alert.Root>
  );
}

/**
 * A failed load, or nothing while there is none: the query's error, or a message of the screen's own
 * (an address it cannot read), with Retry when asking again could answer otherwise (not a refusal).
 */
export function LoadFailure({ error, onRetry }: { error: CombinedError | string | undefined; onRetry?: () => void }) {
  const failure = typeof error === 'string' ? { message: error, status: 404 } : failureOf(error);
  return failure && <FailureAlert message={failure.message} onRetry={retryable(failure) ? onRetry : undefined} />;
}
