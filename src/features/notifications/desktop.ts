/**
 * The opt-in desktop notification (issue 4): shown only while the tab is hidden, once per event across
 * tabs (the first tab to claim the event's seq in local storage shows it), and only for events that
 * just happened (a replay of old history after a long absence shows nothing).
 */
import { claimDesktopNotice, type FeedItem, type FeedKind } from '../../machines/realtime';

export const DESKTOP_OPT_IN_KEY = 'portal.desktopNotices';
/** An event older than this is a replay, not news. */
const FRESH_MS = 2 * 60_000;

export function desktopSupported(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

export function desktopOptedIn(): boolean {
  return desktopSupported() && Notification.permission === 'granted' && localStorage.getItem(DESKTOP_OPT_IN_KEY) === 'on';
}

/** Asks the browser's permission; true when granted (then remembered as opted in). */
export async function optInToDesktop(): Promise<boolean> {
  if (!desktopSupported()) return false;
  const permission = await Notification.requestPermission();
  if (permission === 'granted') localStorage.setItem(DESKTOP_OPT_IN_KEY, 'on');
  return permission === 'granted';
}

export function showDesktopNotice(userId: number, kind: FeedKind, seq: number, item: FeedItem): void {
  if (document.visibilityState !== 'hidden' || !desktopOptedIn()) return;
  const created = Date.parse(item.created_date);
  if (Number.isFinite(created) && Date.now() - created > FRESH_MS) return;
  if (!claimDesktopNotice(localStorage, userId, seq)) return;
  const title = kind === 'notification' ? 'New notification' : 'New chat message';
  const from = [item.username, item.customer].filter(Boolean).join(' · ');
  try {
    new Notification(title, { body: from ? `${from}: ${item.message}` : item.message, tag: `portal-${seq}` });
  } catch (error) {
    console.error('Could not show a desktop notification', error);
  }
}
