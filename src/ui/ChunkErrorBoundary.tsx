/**
 * Catches a screen whose code failed to load (offline, a deploy replaced the chunks, the spec §9
 * time-out) and offers a reload instead of a blank page.
 */
import { Component, type ReactNode } from 'react';
import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';

interface State {
  failed: boolean;
}

export class ChunkErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('Screen failed to load', error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Center minH="60vh" px="6">
        <Stack align="center" gap="3" textAlign="center" role="alert">
          <Heading size="md">This page could not be loaded</Heading>
          <Text color="fg.muted">Check your connection and try again.</Text>
          <Button colorPalette="brand" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Stack>
      </Center>
    );
  }
}
