/** The alert of a refused save; a stale edit offers to reload. */
import type { ReactNode } from 'react';
import { Alert, Button } from '@chakra-ui/react';
import type { GatewayFailure } from '../../gateway/failure';

/**
 * A refused save: a stale edit (409 without field errors) offers to reload the record, which drops
 * the form's changes; other refusals show the server's message.
 */
export function SaveFailureAlert({ failure, onReload }: { failure: GatewayFailure; onReload?: () => void }): ReactNode {
  const stale = failure.status === 409 && Object.keys(failure.fieldErrors).length === 0;
  return (
    <Alert.Root status={stale ? 'warning' : 'error'}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{failure.message}</Alert.Title>
      </Alert.Content>
      {stale && onReload && (
        <Button size="sm" variant="outline" onClick={onReload} alignSelf="center">
          Reload
        </Button>
      )}
    </Alert.Root>
  );
}
