/** A failed load or refused write, in place and announced: the server's message, what follows from it
 * (`children`), and Retry where the caller offers it. */
import type { ReactNode } from 'react';
import { Alert, Button } from '@chakra-ui/react';
import { retryable, type GatewayFailure } from '../../gateway/failure';

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

/** A failed load: its message, with Retry when asking again could answer otherwise (not a refusal). */
export function LoadFailure({ failure, onRetry }: { failure: Pick<GatewayFailure, 'message' | 'status'>; onRetry?: () => void }) {
  return <FailureAlert message={failure.message} onRetry={retryable(failure) ? onRetry : undefined} />;
}
