/**
 * The project chat (issue 5): newest first, messages of others arrive live (the view refetches on
 * `record:changed` and `conversation:new`), and authors edit or delete their own messages in place.
 */
import { useState } from 'react';
import { Avatar, Box, Button, Flex, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { failureOf } from '../../../gateway/failure';
import { FailureAlert } from '../../../ui/records/FailureAlert';
import { ConfirmDialog } from '../../../ui/records/ConfirmDialog';
import { notify } from '../../../ui/toaster';
import { useDeleteMessage, useEditMessage, usePostMessage, useProjectChat, type ChatMessage } from './use-project-view';
import { useProjectChatLive } from './use-project-live';
import { timeOf } from './when';

const MAX_MESSAGE = 5000;

export function ProjectChat({ projectId, onChanged }: { projectId: string; onChanged(): void }) {
  const [{ data, error, fetching }, reload] = useProjectChat(projectId);
  useProjectChatLive(projectId, () => reload({ requestPolicy: 'network-only' }));
  const [posted, post] = usePostMessage();
  const [text, setText] = useState('');
  const [postError, setPostError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [removed, remove] = useDeleteMessage();
  const failure = failureOf(error);
  const messages = data?.projectChat.data ?? [];

  const send = async () => {
    const message = text.trim();
    if (!message) {
      setPostError('Message is required');
      return;
    }
    const result = await post({ project_id: projectId, message });
    const refusal = failureOf(result.error);
    if (refusal) setPostError(refusal.fieldErrors.message ?? refusal.message);
    else {
      setText('');
      setPostError(null);
      onChanged();
    }
  };

  return (
    <Stack gap="4">
      <Stack gap="2" as="form" onSubmit={(event) => (event.preventDefault(), void send())}>
        <Textarea
          aria-label="Message"
          placeholder="Write a message"
          rows={3}
          maxLength={MAX_MESSAGE}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setPostError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) void send();
          }}
        />
        {postError && (
          <Text role="alert" color="red.700" textStyle="sm">
            {postError}
          </Text>
        )}
        <Flex justify="flex-end">
          <Button type="submit" colorPalette="brand" size="sm" loading={posted.fetching}>
            Send
          </Button>
        </Flex>
      </Stack>
      {failure && <FailureAlert message={failure.message} />}
      {!failure && messages.length === 0 && !fetching && <Text color="fg.muted">No messages yet.</Text>}
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Messages" data-testid="chat-messages">
        {messages.map((message) => (
          <ChatEntry key={message.id} message={message} onChanged={onChanged} onDelete={() => setDeleting(message)} />
        ))}
      </Stack>
      <ConfirmDialog
        open={deleting !== null}
        title="Delete message"
        confirmLabel="Delete"
        busy={removed.fetching}
        onConfirm={async () => {
          if (!deleting) return null;
          const result = await remove({ id: deleting.id });
          const refusal = failureOf(result.error);
          if (refusal) return refusal.message;
          notify({ severity: 'success', body: result.data?.deleteProjectMessage.messages ?? 'Message deleted' });
          onChanged();
          return null;
        }}
        onClose={() => setDeleting(null)}
      >
        Delete your message? Others will see that it was deleted.
      </ConfirmDialog>
    </Stack>
  );
}

function ChatEntry({ message, onChanged, onDelete }: { message: ChatMessage; onChanged(): void; onDelete(): void }) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(message.message);
  const [error, setError] = useState<string | null>(null);
  const [saved, save] = useEditMessage();
  const name = message.author?.name ?? 'Former user';

  const submit = async () => {
    const next = text.trim();
    if (!next) {
      setError('Message is required');
      return;
    }
    const result = await save({ id: message.id, message: next });
    const refusal = failureOf(result.error);
    if (refusal) setError(refusal.fieldErrors.message ?? refusal.message);
    else {
      setEditing(false);
      setError(null);
      onChanged();
    }
  };

  return (
    <Box as="li" data-testid="chat-message" data-mine={message.mine ? '' : undefined} bg={message.mine ? 'brand.50' : 'bg.muted'} borderRadius="lg" p="3">
      <HStack gap="3" align="flex-start">
        <Avatar.Root size="sm">
          <Avatar.Fallback name={name} />
          {message.author?.image_uri && <Avatar.Image src={message.author.image_uri} alt="" />}
        </Avatar.Root>
        <Box flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="semibold" textStyle="sm">
              {name}
            </Text>
            <Text color="fg.muted" textStyle="xs">
              {timeOf(message.created_at)}
              {message.edited_at && !message.deleted ? ' · edited' : ''}
            </Text>
          </HStack>
          {message.deleted ? (
            <Text color="fg.muted" fontStyle="italic" textStyle="sm">
              This message was deleted.
            </Text>
          ) : editing ? (
            <Stack gap="2" mt="1">
              <Textarea aria-label="Edit message" rows={2} maxLength={MAX_MESSAGE} value={text} onChange={(event) => setText(event.target.value)} />
              {error && (
                <Text role="alert" color="red.700" textStyle="sm">
                  {error}
                </Text>
              )}
              <HStack gap="2">
                <Button size="xs" colorPalette="brand" loading={saved.fetching} onClick={() => void submit()}>
                  Save
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  onClick={() => {
                    setEditing(false);
                    setText(message.message);
                    setError(null);
                  }}
                >
                  Cancel
                </Button>
              </HStack>
            </Stack>
          ) : (
            <Text whiteSpace="pre-wrap" textStyle="sm" data-testid="chat-text">
              {message.message}
            </Text>
          )}
          {message.mine && !message.deleted && !editing && (
            <HStack gap="1" mt="1">
              <Button size="2xs" variant="ghost" aria-label="Edit message" onClick={() => setEditing(true)}>
                Edit
              </Button>
              <Button size="2xs" variant="ghost" colorPalette="red" aria-label="Delete message" onClick={onDelete}>
                Delete
              </Button>
            </HStack>
          )}
        </Box>
      </HStack>
    </Box>
  );
}
