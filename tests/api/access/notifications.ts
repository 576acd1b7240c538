/**
 * Notifications, conversations (spec §7.2) and announcements: every signed-in account has its own
 * lists; announcing is for administrators. Bodies change nothing: an invalid page, an id nobody has
 * (404 for everyone), a clear-all or mark-all-read for user 0, an empty announcement.
 */
import { adminsOnly, everyone, type AccessCase } from './model';

const feedCases = (plural: string, one: string, ids: string): AccessCase[] => [
  { name: `GET /${plural}`, method: 'GET', url: () => `/api/${plural}`, expect: everyone },
  { name: `POST /${plural}/viewall`, url: () => `/api/${plural}/viewall`, body: () => ({ pageNumber: 1, pageSize: 1 }), expect: everyone },
  { name: `POST /${plural}/${one}/{id}`, url: () => `/api/${plural}/${one}/2147483647`, body: () => ({ is_seen: true }), expect: () => 'hide' },
  { name: `POST /${plural}/markallread`, url: () => `/api/${plural}/markallread`, body: () => ({ user_id: 0 }), expect: everyone },
  { name: `POST /${plural}/clearall`, url: () => `/api/${plural}/clearall`, body: () => ({ user_id: 0, [ids]: [] }), expect: everyone },
  { name: `POST /${plural}/export`, url: () => `/api/${plural}/export`, body: () => ({}), expect: everyone },
];

export const NOTIFICATION_CASES: readonly AccessCase[] = [
  ...feedCases('notifications', 'notification', 'notification_ids'),
  ...feedCases('conversations', 'conversation', 'conversation_ids'),
  { name: 'POST /notifications/announce', url: () => '/api/notifications/announce', body: () => ({ message: '' }), expect: adminsOnly },
];
