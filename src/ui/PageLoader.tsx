/** The loading placeholder shown while the session is checked or a screen's code loads (spec §4). */
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';

export function PageLoader({ label = 'Loading…' }: { label?: string }) {
  return (
    <Center minH="60vh" h="full" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.solid" borderWidth="3px" />
        <Text color="fg.muted" textStyle="sm">
          {label}
        </Text>
      </Stack>
    </Center>
  );
}
