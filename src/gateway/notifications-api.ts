/**
 * The notification and conversation calls of spec §7.2 (DESIGN §6): recent items, a page of all,
 * update one (seen / deleted), clear all, mark all read (issue 16), and the admins' announcement. Answers come back as they
 * are; callers only log failures (spec §8).
 */
import type { Envelope } from '../domain/auth-contract';
import type { FeedItem, FeedKind, RecentAnswer } from '../machines/realtime';
import type { HttpClient } from './http';

/** `GET /notifications`: the newest 10 not deleted, the unseen ids and count. */
export interface RecentEnvelope extends Envelope<FeedItem[]> {
  notification_ids?: number[];
  conversation_ids?: number[];
  notification_count?: number;
  chat_count?: number;
}

export interface FeedPage {
  data: FeedItem[];
  total: number;
  hasMore: boolean;
  pageNumber: number;
}

export type PageEnvelope = Envelope<FeedPage> & Omit<RecentEnvelope, keyof Envelope<unknown>>;

export interface Announcement {
  message: string;
  customer_id?: number;
  role_id?: number;
}

const BASE: Record<FeedKind, { path: string; one: string; ids: 'notification_ids' | 'conversation_ids'; count: 'notification_count' | 'chat_count' }> = {
  notification: { path: '/notifications', one: 'notification', ids: 'notification_ids', count: 'notification_count' },
  conversation: { path: '/conversations', one: 'conversation', ids: 'conversation_ids', count: 'chat_count' },
};

export interface NotificationsApi {
  recent(kind: FeedKind, signal?: AbortSignal): Promise<RecentAnswer>;
  page(kind: FeedKind, pageNumber: number, pageSize?: number, signal?: AbortSignal): Promise<FeedPage>;
  update(kind: FeedKind, id: number, change: { is_seen?: boolean; is_deleted?: boolean }): Promise<Envelope>;
  clearAll(kind: FeedKind, userId: number, ids: number[]): Promise<Envelope>;
  markAllRead(kind: FeedKind, userId: number): Promise<Envelope>;
  announce(announcement: Announcement): Promise<Envelope<{ recipients: number }>>;
}

export function createNotificationsApi(http: HttpClient): NotificationsApi {
  return {
    async recent(kind, signal) {
      const { path, ids, count } = BASE[kind];
      const answer = await http<RecentEnvelope>({ method: 'GET', path, signal });
      return { items: answer.data ?? [], unseenIds: answer[ids] ?? [], count: answer[count] ?? 0 };
    },
    async page(kind, pageNumber, pageSize, signal) {
      const answer = await http<PageEnvelope>({ method: 'POST', path: `${BASE[kind].path}/viewall`, body: pageSize ? { pageNumber, pageSize } : { pageNumber }, signal });
      return answer.data ?? { data: [], total: 0, hasMore: false, pageNumber };
    },
    update(kind, id, change) {
      const { path, one } = BASE[kind];
      return http<Envelope>({ method: 'POST', path: `${path}/${one}/${id}`, body: change });
    },
    clearAll(kind, userId, list) {
      const { path, ids } = BASE[kind];
      return http<Envelope>({ method: 'POST', path: `${path}/clearall`, body: { user_id: userId, [ids]: list } });
    },
    markAllRead(kind, userId) {
      return http<Envelope>({ method: 'POST', path: `${BASE[kind].path}/markallread`, body: { user_id: userId } });
    },
    announce(announcement) {
      return http<Envelope<{ recipients: number }>>({ method: 'POST', path: '/notifications/announce', body: announcement });
    },
  };
}
