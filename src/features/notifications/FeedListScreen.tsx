/**
 * /notifications and /comments (spec 2.2): every item of the user, paged, newest first; each can be
 * marked seen or deleted, after which the page reloads (spec §4). Live events reload the page too.
 * Failures are only logged (spec §8): the list stays as it was. Admins get the announcement form on
 * /notifications. The rows are the one list's (RecordListView), unread ones tinted.
 */
import { useCallback, useEffect, useState } from 'react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@xstate/react';
import { useSession } from '../../app/session';
import type { FeedActor, FeedItem, FeedKind } from '../../machines/realtime';
import type { FeedPage } from '../../gateway/notifications-api';
import { PageHeader } from '../../ui/PageHeader';
import type { ListColumn } from '../../ui/list/columns';
import { csvExport } from '../../ui/list/ListExports';
import { RecordListView } from '../../ui/list/RecordListView';
import { useListState } from '../../ui/records/use-list-state';
import { useDocumentTitle } from '../../ui/use-document-title';
import { ProfileAvatar } from '../shell/ProfileAvatar';
import { AnnouncementForm } from './AnnouncementForm';
import { FEED_TEXTS, feedTime, projectPath, senderOf } from './feed-format';
import { useRealtime } from './RealtimeProvider';

const NOUN = { notification: ['notification', 'notifications'], conversation: ['chat', 'chats'] } as const;
const NO_ITEMS: FeedPage = { data: [], total: 0, hasMore: false, pageNumber: 1 };

/** The columns; the message's project link marks the item seen, which the screen does. */
function columnsWith(markSeen: (item: FeedItem) => void): ListColumn<FeedItem>[] {
  return [
    {
      id: 'from',
      header: 'From',
      primary: true,
      cell: (item) => (
        <HStack gap="2">
          <ProfileAvatar name={senderOf(item)} imageUri={item.profile_image_uri} size="xs" />
          <Stack gap="0">
            <Text fontWeight={item.seen ? 'normal' : 'semibold'}>{senderOf(item)}</Text>
            {item.customer && (
              <Text textStyle="xs" color="fg.muted" fontWeight="normal">
                {item.customer}
              </Text>
            )}
          </Stack>
        </HStack>
      ),
    },
    {
      id: 'message',
      header: 'Message',
      cell: (item) => {
        const project = projectPath(item.project_id);
        return project ? (
          <a href={project} target="_blank" rel="noopener" onClick={() => !item.seen && markSeen(item)}>
            {item.message}
          </a>
        ) : (
          item.message
        );
      },
    },
    { id: 'time', header: 'Time', cell: (item) => <Text whiteSpace="nowrap">{feedTime(item.created_date)}</Text> },
  ];
}

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

  const columns = columnsWith((item) => void change(item.id, { is_seen: true }));
  return (
    <Stack gap="6">
      <PageHeader title={texts.label} />
      {kind === 'notification' && user?.is_admin && api && <AnnouncementForm api={api} />}
      <RecordListView
        list={list}
        label={texts.label}
        // A failed load is only logged: once loading ends the list shows what it has (nothing, at first).
        state={{ page: page ?? (loading ? undefined : NO_ITEMS), fetching: false, error: undefined }}
        onRetry={() => void load()}
        noun={NOUN[kind]}
        exports={[csvExport(kind === 'notification' ? 'notifications' : 'conversations', {})]}
        columns={columns}
        nameOf={(item) => item.message}
        tinted={(item) => !item.seen}
        rowData={(item) => ({ 'data-testid': `${kind}-row`, ...(item.seen ? {} : { 'data-unread': '' }) })}
        rowActions={(item) => (
          <>
            {!item.seen && (
              <Button size="xs" variant="outline" loading={busy === item.id} onClick={() => void change(item.id, { is_seen: true })}>
                Mark seen
              </Button>
            )}
            <Button size="xs" variant="ghost" colorPalette="red" disabled={busy === item.id} onClick={() => void change(item.id, { is_deleted: true })} aria-label={`Delete ${NOUN[kind][0]} ${item.id}`}>
              Delete
            </Button>
          </>
        )}
      />
    </Stack>
  );
}
