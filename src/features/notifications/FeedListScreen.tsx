/**
 * /notifications and /comments (spec 2.2): every item of the user, paged, newest first; each can be
 * marked seen or deleted, after which the page reloads (spec §4). Live events reload the page too.
 * Failures are only logged (spec §8): the list stays as it was. Admins get the announcement form on
 * /notifications.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useSession } from '../../app/session';
import type { FeedActor, FeedKind } from '../../machines/realtime';
import type { FeedPage } from '../../gateway/notifications-api';
import { PageHeader } from '../../ui/PageHeader';
import { ListPagination, ListPanel, ListStates } from '../../ui/records/RecordList';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ProfileAvatar } from '../shell/ProfileAvatar';
import { AnnouncementForm } from './AnnouncementForm';
import { FEED_TEXTS, feedTime, projectPath } from './feed-format';
import { useRealtime } from './RealtimeProvider';

const NOUN = { notification: ['notification', 'notifications'], conversation: ['chat', 'chats'] } as const;

export default function FeedListScreen({ kind }: { kind: FeedKind }) {
  const texts = FEED_TEXTS[kind];
  useDocumentTitle(texts.label);
  const realtime = useRealtime();
  const { user } = useSession();
  const list = useListState<'created_date'>('created_date');
  const [page, setPage] = useState<FeedPage | null>(null);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState<number | null>(null);
  const feed = useSelector(realtime?.actor, (snapshot) => snapshot?.children[kind === 'notification' ? 'notifications' : 'conversations'] as FeedActor | undefined);
  // Any change to the feed (a live event or an action) reloads the page shown.
  const version = useSelector(feed, (snapshot) => snapshot?.context);
  const api = realtime?.api;
  const pageNumber = list.pageNumber;

  const load = useCallback(
    async (signal?: AbortSignal) => {
      if (!api) return;
      try {
        const next = await api.page(kind, pageNumber, undefined, signal);
        if (!signal?.aborted) setPage(next);
      } catch (error) {
        if (!signal?.aborted) console.error(`Could not load the ${NOUN[kind][1]}`, error);
      } finally {
        if (!signal?.aborted) setLoading(false);
      }
    },
    [api, kind, pageNumber],
  );

  useEffect(() => {
    const controller = new AbortController();
    void load(controller.signal);
    return () => controller.abort();
  }, [load, version]);

  const change = async (id: number, body: { is_seen?: boolean; is_deleted?: boolean }) => {
    if (!api) return;
    setBusy(id);
    try {
      await api.update(kind, id, body);
    } catch (error) {
      console.error(`Could not update the ${NOUN[kind][0]}`, error);
    } finally {
      setBusy(null);
      void load();
    }
  };

  const items = page?.data ?? [];
  return (
    <Stack gap="6">
      <PageHeader title={texts.label} />
      {kind === 'notification' && user?.is_admin && api && <AnnouncementForm api={api} />}
      <ListPanel>
        <ListStates failure={null} loading={loading && !page} empty={items.length === 0} noun={NOUN[kind][1]} search={undefined}>
          <Table.Root size="sm" aria-label={texts.label}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>From</Table.ColumnHeader>
                <Table.ColumnHeader>Message</Table.ColumnHeader>
                <Table.ColumnHeader>Time</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Actions</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((item) => {
                const project = projectPath(item.project_id);
                return (
                  <Table.Row key={item.id} bg={item.seen ? undefined : 'brand.subtle'} data-unread={item.seen ? undefined : ''} data-testid={`${kind}-row`}>
                    <Table.Cell>
                      <HStack gap="2">
                        <ProfileAvatar name={item.username ?? '?'} imageUri={item.profile_image_uri} size="xs" />
                        <Stack gap="0">
                          <Text fontWeight={item.seen ? 'normal' : 'semibold'}>{item.username ?? 'Portal'}</Text>
                          {item.customer && (
                            <Text textStyle="xs" color="fg.muted">
                              {item.customer}
                            </Text>
                          )}
                        </Stack>
                      </HStack>
                    </Table.Cell>
                    <Table.Cell whiteSpace="normal">
                      {project ? (
                        <a href={project} target="_blank" rel="noopener" onClick={() => !item.seen && void change(item.id, { is_seen: true })}>
                          {item.message}
                        </a>
                      ) : (
                        item.message
                      )}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{feedTime(item.created_date)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <HStack justify="flex-end" gap="1">
                        {!item.seen && (
                          <Button size="xs" variant="outline" loading={busy === item.id} onClick={() => void change(item.id, { is_seen: true })}>
                            Mark seen
                          </Button>
                        )}
                        <Button size="xs" variant="ghost" colorPalette="red" disabled={busy === item.id} onClick={() => void change(item.id, { is_deleted: true })} aria-label={`Delete ${NOUN[kind][0]} ${item.id}`}>
                          Delete
                        </Button>
                      </HStack>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </ListStates>
        <ListPagination list={list} page={page ?? undefined} noun={NOUN[kind]} />
      </ListPanel>
    </Stack>
  );
}
