/** The header's realtime part (spec 2.4): the connection state, the chat and the notifications dropdowns. */
import { Box, HStack } from '@chakra-ui/react';
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

export function HeaderRealtime() {
  const realtime = useRealtime();
  if (!realtime) return null;
  return <Bound actor={realtime.actor} />;
}

function Bound({ actor }: { actor: NonNullable<ReturnType<typeof useRealtime>>['actor'] }) {
  const state = useSelector(actor, connectionStateOf);
  const notifications = useSelector(actor, (snapshot) => snapshot.children.notifications as FeedActor | undefined);
  const conversations = useSelector(actor, (snapshot) => snapshot.children.conversations as FeedActor | undefined);
  const shown = CONNECTION[state];
  return (
    <HStack gap="1">
      <Box
        role="status"
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
      {conversations && <FeedMenu kind="conversation" feed={conversations} />}
      {notifications && <FeedMenu kind="notification" feed={notifications} />}
    </HStack>
  );
}
