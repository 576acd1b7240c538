/**
 * The header's realtime part (spec 2.4): the connection state, the chat and the notifications dropdowns.
 * The state is a coloured dot and, while the connection is down, a sentence under the header in a
 * polite live region (issue 16 §5): the region is always in the page, so screen readers announce the
 * text when it appears, and it empties when the connection is back.
 */
import { useDeferredValue } from 'react';
import { Box, HStack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { connectionStateOf, type ConnectionState, type FeedActor } from '../../machines/realtime';
import { FeedMenu } from './FeedMenu';
import { useRealtime } from './RealtimeProvider';

const CONNECTION: Record<ConnectionState, { color: string; text: string }> = {
  connecting: { color: 'gray.400', text: 'Connecting' },
  live: { color: 'green.500', text: 'Live' },
  reconnecting: { color: 'orange.400', text: 'Reconnecting' },
  offline: { color: 'red.500', text: 'Offline' },
  unauthorized: { color: 'red.500', text: 'Signed out' },
};

/** What the live region says while the connection is down; nothing otherwise. */
export const CONNECTION_MESSAGES: Partial<Record<ConnectionState, string>> = {
  reconnecting: 'Reconnecting…',
  offline: 'Offline — changes will be sent when you are back',
};

export function HeaderRealtime() {
  // Until the machine has started its feeds the two dropdowns' places are kept, so nothing in the
  // header moves when they arrive.
  const actor = useRealtime()?.actor;
  const state = useSelector(actor, (snapshot) => (snapshot ? connectionStateOf(snapshot) : 'connecting'));
  // The dropdowns mount in a deferred (time-sliced) render: a store update renders at once and in one
  // task, and their popovers are the heaviest part of the header.
  const notifications = useDeferredValue(useSelector(actor, (snapshot) => snapshot?.children.notifications as FeedActor | undefined));
  const conversations = useDeferredValue(useSelector(actor, (snapshot) => snapshot?.children.conversations as FeedActor | undefined));
  const shown = CONNECTION[state];
  return (
    <HStack gap="1">
      <Box
        role="img"
        aria-label={`Connection: ${shown.text}`}
        title={`Updates: ${shown.text}`}
        data-testid="connection-state"
        data-state={state}
        w="2.5"
        h="2.5"
        borderRadius="full"
        bg={shown.color}
        mx="1"
      />
      <ConnectionMessage state={state} />
      {conversations ? <FeedMenu kind="conversation" feed={conversations} /> : <FeedMenuPlace />}
      {notifications ? <FeedMenu kind="notification" feed={notifications} /> : <FeedMenuPlace />}
    </HStack>
  );
}

/** The size of a dropdown's button (an `IconButton` of the default size). */
const FeedMenuPlace = () => <Box w="10" h="10" flexShrink={0} aria-hidden="true" />;

/** Centred just under the (sticky, so positioned) header, over the page rather than pushing it down. */
function ConnectionMessage({ state }: { state: ConnectionState }) {
  const message = CONNECTION_MESSAGES[state];
  return (
    <Box role="status" aria-live="polite" position="absolute" top="100%" left="50%" transform="translateX(-50%)" mt="2" zIndex="banner" pointerEvents="none">
      {message && (
        <Text
          data-testid="connection-message"
          data-state={state}
          textStyle="sm"
          fontWeight="medium"
          px="4"
          py="1.5"
          borderRadius="full"
          boxShadow="md"
          bg={state === 'offline' ? 'red.subtle' : 'orange.subtle'}
          color={state === 'offline' ? 'red.fg' : 'orange.fg'}
          borderWidth="1px"
          borderColor={state === 'offline' ? 'red.muted' : 'orange.muted'}
          whiteSpace={{ base: 'normal', md: 'nowrap' }}
          maxW="calc(100vw - 2rem)"
          textAlign="center"
        >
          {message}
        </Text>
      )}
    </Box>
  );
}
