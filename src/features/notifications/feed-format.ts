/** How feed items show their time: MM/DD/YYYY h:mm AM/PM where the user is. */
export function feedTime(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = date.getHours() % 12 || 12;
  return `${pad(date.getMonth() + 1)}/${pad(date.getDate())}/${date.getFullYear()} ${hours}:${pad(date.getMinutes())} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
}

/** Who an item is from: its sender, or the portal itself for what the system sends (reminders, alerts). */
export function senderOf(item: { username: string | null }): string {
  return item.username ?? 'Customer Portal';
}

/** The project an item opens in a new tab (spec §2.2), or null. */
export function projectPath(projectId: number | null): string | null {
  return projectId === null || projectId === undefined ? null : `/projects/view/${projectId}/`;
}

/** Each dropdown's texts; "Clear All" asks first, naming how many items go (they cannot be brought back). */
export const FEED_TEXTS = {
  notification: {
    label: 'Notifications',
    viewAll: 'View All Notification',
    path: '/notifications',
    empty: 'No notifications',
    clearTitle: 'Clear all notifications',
    clearQuestion: (count: number) => `Clear ${count === 1 ? 'the 1 notification' : `all ${count} notifications`} in this list? This cannot be undone.`,
  },
  conversation: {
    label: 'Chats',
    viewAll: 'View All Chats',
    path: '/comments',
    empty: 'No chats',
    clearTitle: 'Clear all chats',
    clearQuestion: (count: number) => `Clear ${count === 1 ? 'the 1 chat' : `all ${count} chats`} in this list? This cannot be undone.`,
  },
} as const;

/** The button's accessible name, e.g. "Notifications, 3 unread". */
export function badgeLabel(label: string, count: number): string {
  return count > 0 ? `${label}, ${count} unread` : label;
}
