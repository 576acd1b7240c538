/** A failed load or refused write, in place: the server's message. */
import { Alert } from '@chakra-ui/react';

export function FailureAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
