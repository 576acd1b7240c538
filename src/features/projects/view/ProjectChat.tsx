/**
 * The project chat (issue 5): newest first, messages of others arrive live (whole in the push, ADR
 * 0125; the view also refetches on `record:changed`), and authors edit or delete their own messages
 * in place.
 *
 * Issue 16: "@" offers the people who can see the project (MentionTextarea); mentions show as
 * highlighted "@Name", and a message that mentions the reader stands out. While the thread is on
 * screen its newest message is marked read (a receipt), which also keeps the header's chat badge
 * down; the author sees "Seen by …" under their newest message, and a returning reader finds an
 * "Unread messages" divider below what is new since their last visit. While someone types, the others
 * see "<name> is typing…" under the message box (presence, src/ui/presence.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { Avatar, Box, Button, chakra, Flex, HStack, Separator, Stack, Text, Textarea } from '@chakra-ui/react';
import { mentionedIds, mentionParts, seenLine } from '../../../domain/chat-mentions';
import { failureOf } from '../../../gateway/failure';
import { reloadOf } from '../../../gateway/reload';
import type { PresenceAt } from '../../../ui/presence';
import { TypingNotice } from '../../../ui/PresenceIndicators';
import { ConfirmDialog } from '../../../ui/records/ConfirmDialog';
import { notify } from '../../../ui/toaster';
import { MentionTextarea } from './MentionTextarea';
import { useDeleteMessage, useEditMessage, usePostMessage, useProjectChat, useProjectMentionable, useReadMessage, useReceiveMessage, type ChatMessage, type Person } from './use-project-view';
import { useComposer } from './use-composer';
import { EntryList } from './ProjectEntries';
import { useProjectChatLive, useWatchedThread } from './use-project-live';
import { timeOf } from './when';

const MAX_MESSAGE = 5000;

export function ProjectChat({ projectId, onChanged, presence }: { projectId: string; onChanged(): void; presence: PresenceAt }) {
  const [{ data, error, fetching }, reload] = useProjectChat(projectId);
  const [, receive] = useReceiveMessage();
  const reloadChat = reloadOf(reload);
  useProjectChatLive(projectId, { receive: (message) => void receive({ message }), reload: reloadChat });
  const [posted, post] = usePostMessage();
  const [{ data: mentionable }] = useProjectMentionable(projectId);
  const [, markRead] = useReadMessage();
  const [chosen, setChosen] = useState<Person[]>([]);
  const [thread, setThread] = useState<HTMLElement | null>(null);
  const onScreen = useWatchedThread(projectId, thread);
  const [deleting, setDeleting] = useState<ChatMessage | null>(null);
  const [removed, remove] = useDeleteMessage();
  const messages = data?.projectChat.data ?? [];
  const divider = useUnreadDivider(messages);
  const newest = messages[0];
  const newestMine = messages.find((message) => message.mine && !message.deleted);
  const anyUnread = messages.some((message) => message.unread);

  // On screen, the newest message is read: one receipt per newest id (the server never moves it back).
  const receipted = useRef<string | null>(null);
  useEffect(() => {
    if (!onScreen || !newest || !anyUnread || receipted.current === newest.id) return;
    receipted.current = newest.id;
    void markRead({ id: newest.id });
  }, [onScreen, newest, anyUnread, markRead]);

  const composer = useComposer({
    required: 'Message is required',
    field: 'message',
    send: (message) => post({ project_id: projectId, message, mentions: mentionedIds(message, chosen) }),
    sent: () => {
      presence.sent();
      setChosen([]);
      onChanged();
    },
  });

  return (
    <Stack gap="4" ref={setThread}>
      <Stack gap="2" as="form" onSubmit={(event) => (event.preventDefault(), void composer.submit())}>
        <MentionTextarea
          value={composer.text}
          people={mentionable?.projectMentionable ?? []}
          maxLength={MAX_MESSAGE}
          onChange={(value) => {
            composer.edit(value);
            presence.keystroke();
          }}
          onMention={(person) => setChosen((people) => [...people.filter((known) => known.id !== person.id), person])}
          onSubmit={() => void composer.submit()}
        />
        <ComposerError error={composer.error} />
        <Flex justify="space-between" align="center" gap="3">
          <TypingNotice names={presence.typing} />
          <Button type="submit" colorPalette="brand" size="sm" loading={posted.fetching}>
            Send
          </Button>
        </Flex>
      </Stack>
      <EntryList label="Messages" none="No messages yet." count={fetching ? undefined : messages.length} error={error} onRetry={reloadChat} data-testid="chat-messages">
        {messages.map((message) => (
          <ChatRow key={message.id} divider={divider === message.id}>
            <ChatEntry message={message} seen={message === newestMine ? seenLine(message.seen_by.map((person) => person.name)) : null} onChanged={onChanged} onDelete={() => setDeleting(message)} />
          </ChatRow>
        ))}
      </EntryList>
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

/**
 * The id of the oldest unread message when the thread first loaded (the divider goes below it), kept
 * while the thread stays open so reading does not make it jump away.
 */
function useUnreadDivider(messages: readonly ChatMessage[]): string | null {
  const [divider, setDivider] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (divider !== undefined || messages.length === 0) return;
    const unread = messages.filter((message) => message.unread);
    // Only when something read lies below: a first visit has nothing to divide.
    setDivider(unread.length > 0 && unread.length < messages.length ? unread[unread.length - 1]!.id : null);
  }, [divider, messages]);
  return divider ?? null;
}

function ChatRow({ divider, children }: { divider: boolean; children: React.ReactNode }) {
  return (
    <>
      {children}
      {divider && (
        <chakra.li data-testid="chat-unread-divider">
          <Flex role="separator" aria-label="Unread messages above" align="center" gap="3">
            <Separator flex="1" borderColor="red.600" />
            <Text textStyle="xs" fontWeight="semibold" color="red.700">
              Unread messages above
            </Text>
            <Separator flex="1" borderColor="red.600" />
          </Flex>
        </chakra.li>
      )}
    </>
  );
}

/** Why a message was not sent (or saved). */
function ComposerError({ error }: { error: string | null }) {
  return error ? (
    <Text role="alert" color="red.700" textStyle="sm">
      {error}
    </Text>
  ) : null;
}

/** The text with each "@Name" of the message's mentions highlighted. */
function MessageText({ message }: { message: ChatMessage }) {
  return (
    <Text whiteSpace="pre-wrap" textStyle="sm" data-testid="chat-text">
      {mentionParts(
        message.message,
        message.mentions.map((person) => person.name),
      ).map((part, index) =>
        part.mention ? (
          <chakra.mark key={index} data-testid="chat-mention" bg="yellow.100" color="fg" fontWeight="semibold" borderRadius="sm" px="0.5">
            {part.text}
          </chakra.mark>
        ) : (
          part.text
        ),
      )}
    </Text>
  );
}

function ChatEntry({ message, seen, onChanged, onDelete }: { message: ChatMessage; seen: string | null; onChanged(): void; onDelete(): void }) {
  const [editing, setEditing] = useState(false);
  const [saved, save] = useEditMessage();
  const { text, setText, error, setError, submit } = useComposer({
    required: 'Message is required',
    field: 'message',
    initial: message.message,
    keep: true,
    send: (next) => save({ id: message.id, message: next }),
    sent: () => {
      setEditing(false);
      onChanged();
    },
  });
  const name = message.author?.name ?? 'Former user';

  return (
    <Box
      as="li"
      data-testid="chat-message"
      data-mine={message.mine ? '' : undefined}
      data-mentions-me={message.mentions_me ? '' : undefined}
      bg={message.mentions_me ? 'yellow.50' : message.mine ? 'brand.50' : 'bg.muted'}
      borderInlineStartWidth={message.mentions_me ? '4px' : undefined}
      borderColor="yellow.500"
      borderRadius="lg"
      p="3"
    >
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
            {message.mentions_me && (
              <Text textStyle="xs" fontWeight="semibold" color="yellow.800">
                Mentions you
              </Text>
            )}
          </HStack>
          {message.deleted ? (
            <Text color="fg.muted" fontStyle="italic" textStyle="sm">
              This message was deleted.
            </Text>
          ) : editing ? (
            <Stack gap="2" mt="1">
              <Textarea aria-label="Edit message" rows={2} maxLength={MAX_MESSAGE} value={text} onChange={(event) => setText(event.target.value)} />
              <ComposerError error={error} />
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
            <MessageText message={message} />
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
          {seen && (
            <Text textStyle="xs" color="fg.muted" mt="1" data-testid="chat-seen">
              {seen}
            </Text>
          )}
        </Box>
      </HStack>
    </Box>
  );
}
