/**
 * Test models of the realtime client (issue 4): one header feed (what the server answers and what the
 * user does) and the connection (what the socket reports). Each leaf maps to a state of the real
 * machine (src/machines/realtime.ts).
 */
import { createMachine } from 'xstate';

export const feedModel = createMachine({
  id: 'feed',
  initial: 'loading',
  states: {
    loading: { on: { 'server.recent': 'ready.unread', 'server.unreachable': 'ready.failed' } },
    ready: {
      initial: 'unread',
      states: {
        /** One unread item listed. */
        unread: {
          on: {
            'user.markSeen': '#feed.marking',
            'user.open': '#feed.reopening',
            'socket.seenElsewhere': 'allSeen',
          },
        },
        /** The item is listed as seen. */
        allSeen: { on: { 'user.clearAll': '#feed.clearing', 'socket.new': 'twoListed' } },
        /** A new unread item pushed above the seen one. */
        twoListed: {},
        /** Nothing listed: cleared. */
        empty: { on: { 'socket.new': 'pushed' } },
        /** An item pushed into the empty list. */
        pushed: {},
        /** The first load failed: logged only, the list stays empty. */
        failed: {},
      },
    },
    reopening: { on: { 'server.recent': 'ready.unread' } },
    marking: { on: { 'server.done': 'reloadingAfterMark', 'server.unreachable': 'reloadingAfterFailedMark' } },
    reloadingAfterMark: { on: { 'server.recent': 'ready.allSeen' } },
    /** The mark failed (logged), the list reloads anyway and the item is still unread. */
    reloadingAfterFailedMark: { on: { 'server.recent': 'ready.unread' } },
    clearing: { on: { 'server.done': 'reloadingAfterClear' } },
    reloadingAfterClear: { on: { 'server.recent': 'ready.empty' } },
  },
});

export const FEED_REAL: Record<string, string> = {
  'feed.loading': 'feed.loading',
  'feed.ready.unread': 'feed.ready',
  'feed.ready.allSeen': 'feed.ready',
  'feed.ready.twoListed': 'feed.ready',
  'feed.ready.empty': 'feed.ready',
  'feed.ready.pushed': 'feed.ready',
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
    connecting: { on: { 'socket.connected': 'live', 'socket.unauthorized': 'unauthorized', 'socket.offline': 'offline' } },
    live: { on: { 'socket.disconnected': 'reconnecting', 'socket.offline': 'offline', 'socket.event': 'liveUpdated' } },
    /** A pushed event applied, and its replay ignored. */
    liveUpdated: {},
    reconnecting: { on: { 'socket.connected': 'caughtUp', 'socket.unauthorized': 'unauthorized' } },
    /** Connected again: the feeds reloaded. */
    caughtUp: {},
    offline: { on: { 'socket.online': 'backOnline' } },
    backOnline: { on: { 'socket.connected': 'caughtUp' } },
    unauthorized: {},
  },
});

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
