/**
 * The realtime client (issue 4): the header's notification feed (what the server answers and what the
 * user does) and the socket connection (what the socket reports). Each leaf maps to a state of the
 * real machines (src/machines/realtime.ts).
 */
import { createMachine } from 'xstate';

export const feedModel = createMachine({
  id: 'feed',
  initial: 'loading',
  states: {
    loading: { description: 'The bell\'s list is empty while the recent notifications load', on: { 'server.recent': 'ready.unread', 'server.unreachable': 'ready.failed' } },
    ready: {
      initial: 'unread',
      states: {
        unread: {
          description: 'One unread notification is listed; the bell counts 1',
          on: { 'user.markSeen': '#feed.marking', 'user.open': '#feed.reopening', 'socket.seenElsewhere': 'allSeen' },
        },
        allSeen: { description: 'The notification is listed as seen; the bell shows no count', on: { 'user.clearAll': '#feed.clearing', 'socket.new': 'twoListed' } },
        twoListed: { description: 'A new unread notification is listed above the seen one; the bell counts 1', on: { 'user.markAllRead': '#feed.markingAll' } },
        allRead: { description: 'Both notifications are listed as seen; the bell shows no count' },
        empty: { description: 'The list is empty (cleared); the bell shows no count', on: { 'socket.new': 'pushed' } },
        pushed: { description: 'The pushed notification is the only one listed, unread; the bell counts 1' },
        failed: { description: 'The list stays empty (the failure is only logged)' },
      },
    },
    reopening: { description: 'The list reloads', on: { 'server.recent': 'ready.unread' } },
    marking: { description: 'The notification is still unread while the mark is sent', on: { 'server.done': 'reloadingAfterMark', 'server.unreachable': 'reloadingAfterFailedMark' } },
    reloadingAfterMark: { description: 'The list reloads after the mark', on: { 'server.recent': 'ready.allSeen' } },
    reloadingAfterFailedMark: { description: 'The mark failed (logged); the list reloads anyway', on: { 'server.recent': 'ready.unread' } },
    markingAll: { description: 'Mark all read is being sent; the new one is still unread', on: { 'server.done': 'reloadingAfterMarkAll' } },
    reloadingAfterMarkAll: { description: 'The list reloads after marking all read', on: { 'server.recent': 'ready.allRead' } },
    clearing: { description: 'Clear all is being sent', on: { 'server.done': 'reloadingAfterClear' } },
    reloadingAfterClear: { description: 'The list reloads after clearing', on: { 'server.recent': 'ready.empty' } },
  },
});

export const FEED_STEPS: Record<string, string> = {
  'server.recent': 'Let the recent-notifications request answer',
  'server.unreachable': 'Make the request fail (offline)',
  'server.done': 'Let the server answer',
  'user.markSeen': 'Mark the notification as seen',
  'user.open': 'Open the bell again',
  'user.clearAll': 'Press "Clear all"',
  'user.markAllRead': 'Press "Mark all read"',
  'socket.seenElsewhere': 'Mark it seen in another tab of the same user',
  'socket.new': 'Cause a new notification for this user (e.g. from another account)',
};

export const FEED_REAL: Record<string, string> = {
  'feed.loading': 'feed.loading',
  'feed.ready.unread': 'feed.ready',
  'feed.ready.allSeen': 'feed.ready',
  'feed.ready.twoListed': 'feed.ready',
  'feed.ready.empty': 'feed.ready',
  'feed.ready.pushed': 'feed.ready',
  'feed.ready.allRead': 'feed.ready',
  'feed.markingAll': 'feed.markingAll',
  'feed.reloadingAfterMarkAll': 'feed.loading',
  'feed.ready.failed': 'feed.ready',
  'feed.reopening': 'feed.loading',
  'feed.marking': 'feed.marking',
  'feed.reloadingAfterMark': 'feed.loading',
  'feed.reloadingAfterFailedMark': 'feed.loading',
  'feed.clearing': 'feed.clearing',
  'feed.reloadingAfterClear': 'feed.loading',
};

export const connectionModel = createMachine({
  id: 'realtime',
  initial: 'connecting',
  states: {
    connecting: { description: 'Signed in; the live connection is opening', on: { 'socket.connected': 'live', 'socket.unauthorized': 'unauthorized', 'socket.offline': 'offline' } },
    live: { description: 'Connected: the bell and chat lists are loaded', on: { 'socket.disconnected': 'reconnecting', 'socket.offline': 'offline', 'socket.event': 'liveUpdated' } },
    liveUpdated: { description: 'The pushed notification shows once (its replay is ignored); the bell counts 1' },
    reconnecting: { description: 'The connection is being restored', on: { 'socket.connected': 'caughtUp', 'socket.unauthorized': 'unauthorized' } },
    caughtUp: { description: 'Connected again: the bell and chat lists reloaded' },
    offline: { description: 'The browser is offline; the connection waits', on: { 'socket.online': 'backOnline' } },
    backOnline: { description: 'Back online: reconnecting', on: { 'socket.connected': 'caughtUp' } },
    unauthorized: { description: 'The session has expired: the user is sent to sign in again' },
  },
});

export const CONNECTION_STEPS: Record<string, string> = {
  'socket.connected': 'Let the socket connect',
  'socket.disconnected': 'Drop the connection (e.g. restart the server)',
  'socket.offline': 'Take the browser offline',
  'socket.online': 'Bring the browser back online',
  'socket.unauthorized': 'Revoke the session (log out elsewhere) so the server refuses the socket',
  'socket.event': 'Cause a notification for this user; the server pushes it (and replays it after a reconnect)',
};

export const CONNECTION_REAL: Record<string, string> = {
  'realtime.connecting': 'realtime.open.connecting',
  'realtime.live': 'realtime.open.live',
  'realtime.liveUpdated': 'realtime.open.live',
  'realtime.reconnecting': 'realtime.open.reconnecting',
  'realtime.caughtUp': 'realtime.open.live',
  'realtime.offline': 'realtime.open.offline',
  'realtime.backOnline': 'realtime.open.reconnecting',
  'realtime.unauthorized': 'realtime.unauthorized',
};
