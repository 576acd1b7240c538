/**
 * Realtime (DESIGN §6, issue 4): the notifications and conversations feeds of the header, fed by the
 * socket, and the connection that carries them. Pure XState: the socket, the REST calls, storage
 * and the session are actors and actions provided at the edge (src/features/notifications).
 *
 * The `socket` actor is one connection per browser (adr/0105): the tabs elect a leader that holds the
 * only socket and passes its reports to the others (src/machines/tab-leader.ts), so to this machine
 * every tab looks as if it had a socket of its own. What a tab sends to the server goes down one path,
 * `socket.emit { name, payload }`, which a follower tab's socket actor relays to the leader. Showing a
 * desktop notification once across tabs is a claim in local storage (`claimDesktopNotice`).
 *
 * Every per-user event has a strictly increasing `seq`; `isNewSeq` drops any the tab already applied
 * (replays after a reconnect overlap what arrived live). `seq` 0 (`counts`) always applies.
 */
import { assign, emit, enqueueActions, fromCallback, setup, type ActorRefFrom } from 'xstate';
import { samePlace, type PresencePlace, type PresencePush } from '../domain/presence';
import type { RecordChange } from '../domain/record-events';
import { providedAtTheEdge } from './edge-actor';

export type FeedKind = 'notification' | 'conversation';

/** One entry of spec §3 (Notification, Conversation). */
export interface FeedItem {
  id: number;
  seen: boolean;
  username: string | null;
  customer: string | null;
  message: string;
  created_date: string;
  profile_image_uri: string | null;
  project_id: number | null;
}

export interface Counts {
  notification_count: number;
  chat_count: number;
}

/** What the recent-items call answers, reduced to what the feed keeps. */
export interface RecentAnswer {
  items: FeedItem[];
  unseenIds: number[];
  count: number;
}

/** The newest items the header dropdown shows (spec §7.2: recent = newest 10 not deleted). */
export const RECENT_LIMIT = 10;
/** How many unseen ids the feed remembers beyond the recent items (the newest). */
export const MAX_UNSEEN_IDS = 1000;

/**
 * A project chat message as its recipient's thread shows it: `chat` of the `conversation:new` a post
 * raises (ADR 0125). The machine only passes it on; the thread puts it in the cache.
 */
export interface PushedChatMessage {
  id: number;
  project_id: number;
}

/** Server events as the socket delivers them (protocol of DESIGN §6). */
export type ServerEvent =
  | { name: 'notification:new' | 'conversation:new'; payload: { seq: number; item: FeedItem; counts: Counts; chat?: PushedChatMessage } }
  | {
      name: 'notification:updated' | 'conversation:updated';
      payload: { seq: number; ids: number[]; is_seen?: boolean; is_deleted?: boolean; counts: Counts };
    }
  | { name: 'counts'; payload: Counts & { seq: number } }
  | { name: 'session:changed'; payload: { seq: number } };

export type { RecordChange };

/** `chat:read` (no seq): a reader's receipt in a project's chat moved to `last_read_id`. */
export interface ChatReceipt {
  project_id: number;
  user_id: number;
  last_read_id: number;
}

/** Whether an event with this `seq` still has to be applied after `lastSeq` (0 = always). */
export function isNewSeq(lastSeq: number, seq: number): boolean {
  return seq === 0 || seq > lastSeq;
}

/** The storage a desktop-notice claim is written to (local storage, shared by the tabs). */
export interface ClaimStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

export const desktopClaimKey = (userId: number) => `portal.desktopNotice.${userId}`;

/**
 * Claims the desktop notification of event `seq` for this tab: true for the first tab that asks, false
 * for every later one (the key holds the highest seq claimed, so it never grows). Seqs increase per
 * user, so a seq at or below the stored one was claimed already.
 */
export function claimDesktopNotice(storage: ClaimStorage, userId: number, seq: number): boolean {
  if (seq <= 0) return false;
  const key = desktopClaimKey(userId);
  const claimed = Number(storage.getItem(key) ?? '0');
  if (Number.isFinite(claimed) && claimed >= seq) return false;
  storage.setItem(key, String(seq));
  return true;
}

// ───────────────────────────── one feed (notifications or conversations) ─────────────────────────────

export type FeedEvent =
  /** The dropdown opened: reload the recent items. */
  | { type: 'user.open' }
  | { type: 'user.markSeen'; id: number }
  | { type: 'user.markAllRead' }
  | { type: 'user.clearAll' }
  /**
   * The chat thread of this project is open and visible (null: none). A new chat entry about it does
   * not raise the badge: the thread marks it read (its receipt tells the server, whose
   * `conversation:updated` confirms), and until then the entry is held out of the count.
   */
  | { type: 'thread.watch'; projectId: number | null }
  /** From the connection: a new item, updated items, fresh counts, reload (after a reconnect). */
  | { type: 'feed.new'; item: FeedItem; count: number }
  | { type: 'feed.updated'; ids: number[]; is_seen?: boolean; is_deleted?: boolean; count: number }
  | { type: 'feed.count'; count: number }
  | { type: 'feed.reload' };

export interface FeedInput {
  kind: FeedKind;
}

export interface FeedContext extends FeedInput {
  items: FeedItem[];
  unseenIds: number[];
  /** The server's unseen count. */
  count: number;
  /** The project whose chat thread is open and visible in this tab. */
  watching: number | null;
  /** Unseen entries of the watched thread that the server has not yet confirmed seen: not counted. */
  held: number[];
}

export type FeedAction =
  | { kind: FeedKind; action: 'markSeen'; id: number }
  | { kind: FeedKind; action: 'markAllRead' }
  | { kind: FeedKind; action: 'clearAll'; ids: number[] };

/** The badge: the server's count less the entries the open thread holds. */
export function badgeCount(context: Pick<FeedContext, 'count' | 'held'>): number {
  return Math.max(0, context.count - context.held.length);
}

const unique = (ids: number[]) => [...new Set(ids)];

export const feedMachine = setup({
  types: {
    context: {} as FeedContext,
    events: {} as FeedEvent,
    input: {} as FeedInput,
  },
  actors: {
    loadRecent: providedAtTheEdge<RecentAnswer, FeedInput>('loadRecent'),
    act: providedAtTheEdge<unknown, FeedAction>('act'),
  },
  actions: {
    'keep recent': assign(({ context }, answer: RecentAnswer) => ({
      items: answer.items.slice(0, RECENT_LIMIT),
      unseenIds: answer.unseenIds,
      count: answer.count,
      // Held entries the server no longer counts as unseen are confirmed.
      held: context.held.filter((id) => answer.unseenIds.includes(id)),
    })),
    'add item': assign(({ context, event }) => {
      if (event.type !== 'feed.new') return {};
      const items = [event.item, ...context.items.filter((item) => item.id !== event.item.id)].sort((a, b) => b.id - a.id).slice(0, RECENT_LIMIT);
      // Bounded: a tab open all day receives thousands of events; the badge count is the server's anyway.
      const unseenIds = event.item.seen ? context.unseenIds.filter((id) => id !== event.item.id) : unique([event.item.id, ...context.unseenIds]).slice(0, MAX_UNSEEN_IDS);
      const watched = !event.item.seen && context.watching !== null && event.item.project_id === context.watching;
      return { items, unseenIds, count: event.count, held: watched ? unique([...context.held, event.item.id]) : context.held };
    }),
    // Leaving the thread releases what it held: entries it did not get to read count again.
    'watch thread': assign(({ context, event }) => (event.type === 'thread.watch' ? { watching: event.projectId, held: event.projectId === context.watching ? context.held : [] } : {})),
    'update items': assign(({ context, event }) => {
      if (event.type !== 'feed.updated') return {};
      const ids = new Set(event.ids);
      let items = context.items;
      let unseenIds = context.unseenIds;
      if (event.is_deleted === true) {
        items = items.filter((item) => !ids.has(item.id));
        unseenIds = unseenIds.filter((id) => !ids.has(id));
      }
      if (event.is_seen !== undefined) {
        const seen = event.is_seen;
        items = items.map((item) => (ids.has(item.id) ? { ...item, seen } : item));
        unseenIds = seen ? unseenIds.filter((id) => !ids.has(id)) : unique([...unseenIds, ...event.ids.filter((id) => items.some((item) => item.id === id))]);
      }
      // Seen or deleted on the server: no longer held.
      const held = event.is_deleted === true || event.is_seen === true ? context.held.filter((id) => !ids.has(id)) : context.held;
      return { items, unseenIds, count: event.count, held };
    }),
    'keep count': assign(({ event }) => (event.type === 'feed.count' ? { count: event.count } : {})),
    /** Edge: log the failed call; the user sees nothing (spec §8). */
    'log failure': (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'feed',
  context: ({ input }) => ({ kind: input.kind, items: [], unseenIds: [], count: 0, watching: null, held: [] }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        src: 'loadRecent',
        input: ({ context }) => ({ kind: context.kind }),
        onDone: { target: 'ready', actions: { type: 'keep recent', params: ({ event }) => event.output } },
        onError: { target: 'ready', actions: { type: 'log failure', params: ({ event }) => ({ error: event.error }) } },
      },
      on: {
        'feed.reload': { target: 'loading', reenter: true },
        // Pushed while the list loads (e.g. replayed on a reconnect or a hand-over to another tab): the
        // answer may predate it, so apply it and load again (the server stores an event before it pushes it).
        'feed.new': { target: 'loading', reenter: true, actions: 'add item' },
        'feed.updated': { target: 'loading', reenter: true, actions: 'update items' },
        // Pressed while the dropdown's list reloads (it reloads on opening): the reload follows the mark.
        'user.markAllRead': 'markingAll',
      },
    },
    ready: {
      on: {
        'user.open': 'loading',
        'feed.reload': 'loading',
        'user.markSeen': 'marking',
        'user.markAllRead': 'markingAll',
        'user.clearAll': 'clearing',
      },
    },
    /** Spec §4: after each action the list reloads, whether the call worked or not (failures only logged). */
    marking: {
      invoke: {
        src: 'act',
        input: ({ context, event }) => ({ kind: context.kind, action: 'markSeen' as const, id: event.type === 'user.markSeen' ? event.id : 0 }),
        onDone: 'loading',
        onError: { target: 'loading', actions: { type: 'log failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    markingAll: {
      invoke: {
        src: 'act',
        input: ({ context }) => ({ kind: context.kind, action: 'markAllRead' as const }),
        onDone: 'loading',
        onError: { target: 'loading', actions: { type: 'log failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    clearing: {
      invoke: {
        src: 'act',
        input: ({ context }) => ({ kind: context.kind, action: 'clearAll' as const, ids: context.items.map((item) => item.id) }),
        onDone: 'loading',
        onError: { target: 'loading', actions: { type: 'log failure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
  on: {
    'feed.new': { actions: 'add item' },
    'feed.updated': { actions: 'update items' },
    'feed.count': { actions: 'keep count' },
    'thread.watch': { actions: 'watch thread' },
  },
});

export type FeedActor = ActorRefFrom<typeof feedMachine>;

// ───────────────────────────── the connection ─────────────────────────────

/** What the socket actor reports (src/gateway/socket.ts). */
export type SocketReport =
  | { type: 'socket.connected' }
  | { type: 'socket.disconnected' }
  | { type: 'socket.offline' }
  | { type: 'socket.online' }
  | { type: 'socket.unauthorized' }
  | { type: 'socket.event'; event: ServerEvent }
  | { type: 'socket.record'; change: RecordChange }
  | { type: 'socket.chatRead'; receipt: ChatReceipt }
  | { type: 'socket.presence'; push: PresencePush }
  /** From the chat thread: which project's thread is open and visible (null: none). */
  | { type: 'thread.watch'; projectId: number | null };

/**
 * From the screens (src/ui/presence.ts): this tab has a project or record open (on its edit screen
 * when `editing`), left it, or is typing in its chat. Sent on to the server with the tab's id.
 */
export type PresenceCommand =
  | { type: 'presence.join'; place: PresencePlace; editing: boolean }
  | { type: 'presence.leave'; place: PresencePlace }
  | { type: 'presence.typing'; place: PresencePlace; typing: boolean };

/**
 * The tab is going (pagehide): it leaves every place it has open. A follower's seats sit on the
 * leader tab's socket (one connection per browser), which does not close with it.
 */
export interface PresenceLeaveAll {
  type: 'presence.leaveAll';
}

export type RealtimeEvent = SocketReport | PresenceCommand | PresenceLeaveAll;

/** What the machine tells the socket actor: emit one client event (the presence events of docs/realtime.md). */
export interface SocketEmit {
  type: 'socket.emit';
  name: 'presence:join' | 'presence:leave' | 'presence:typing';
  payload: object;
}

export interface SocketInput {
  /** The last seq applied: the first handshake's `lastSeq`. */
  lastSeq: number;
}

export interface RealtimeInput {
  /** The last seq this browser applied for the user (0 when none). */
  lastSeq: number;
  /** This tab's id: its presence seats are keyed by it, whichever socket carries them. */
  tab: string;
}

/** A place this tab has open. */
export interface OpenPlace {
  place: PresencePlace;
  editing: boolean;
}

export interface RealtimeContext {
  lastSeq: number;
  /** Whether the socket was connected once: a later connect is a reconnect (feeds reload). */
  connectedOnce: boolean;
  tab: string;
  /** The places this tab has open: joined again on every connect (the server forgets a socket's seats when it goes). */
  places: OpenPlace[];
}

/** The open places after a join (replacing the same place's entry) or a leave. */
export function placesAfter(places: readonly OpenPlace[], command: Exclude<PresenceCommand, { type: 'presence.typing' }>): OpenPlace[] {
  const others = places.filter((open) => !samePlace(open.place, command.place));
  return command.type === 'presence.join' ? [...others, { place: command.place, editing: command.editing }] : others;
}

/**
 * What the edge listens to (`actor.on`): store the seq so the next page load asks only for what came
 * after; a desktop notification (when the tab is hidden, the user opted in and no other tab claimed
 * it); the role or permissions changed (ask whoami again so the menu follows); a record changed (open
 * lists of that type refetch); a chat message came whole (an open thread shows it); the token was
 * refused (the session expires).
 */
export type RealtimeEmitted =
  | { type: 'seq'; seq: number }
  | { type: 'desktop'; kind: FeedKind; seq: number; item: FeedItem }
  | { type: 'sessionChanged' }
  | { type: 'record'; change: RecordChange }
  | { type: 'chatRead'; receipt: ChatReceipt }
  | { type: 'presence'; push: PresencePush }
  | { type: 'chatMessage'; message: PushedChatMessage }
  | { type: 'expired' };

export type ConnectionState = 'connecting' | 'live' | 'reconnecting' | 'offline' | 'unauthorized';

export const realtimeMachine = setup({
  types: {
    context: {} as RealtimeContext,
    events: {} as RealtimeEvent,
    input: {} as RealtimeInput,
    emitted: {} as RealtimeEmitted,
  },
  actors: {
    socket: fromCallback<SocketEmit, SocketInput>(() => () => {}),
    feed: feedMachine,
  },
  guards: {
    'new seq': ({ context, event }) => event.type === 'socket.event' && isNewSeq(context.lastSeq, event.event.payload.seq),
    'reconnect': ({ context }) => context.connectedOnce,
  },
  actions: {
    'apply event': enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'socket.event') return;
      const { name, payload } = event.event;
      if (payload.seq > context.lastSeq) {
        enqueue.assign({ lastSeq: payload.seq });
        enqueue.emit({ type: 'seq', seq: payload.seq });
      }
      switch (name) {
        case 'notification:new':
        case 'conversation:new': {
          const target = name === 'notification:new' ? 'notifications' : 'conversations';
          enqueue.sendTo(target, { type: 'feed.new', item: payload.item, count: countOf(name, payload.counts) });
          enqueue.sendTo(otherOf(target), { type: 'feed.count', count: countOf(otherName(name), payload.counts) });
          enqueue.emit({ type: 'desktop', kind: name === 'notification:new' ? 'notification' : 'conversation', seq: payload.seq, item: payload.item });
          if (payload.chat) enqueue.emit({ type: 'chatMessage', message: payload.chat });
          break;
        }
        case 'notification:updated':
        case 'conversation:updated': {
          const target = name === 'notification:updated' ? 'notifications' : 'conversations';
          enqueue.sendTo(target, {
            type: 'feed.updated',
            ids: payload.ids,
            ...(payload.is_seen === undefined ? {} : { is_seen: payload.is_seen }),
            ...(payload.is_deleted === undefined ? {} : { is_deleted: payload.is_deleted }),
            count: countOf(name, payload.counts),
          });
          enqueue.sendTo(otherOf(target), { type: 'feed.count', count: countOf(otherName(name), payload.counts) });
          break;
        }
        case 'counts':
          enqueue.sendTo('notifications', { type: 'feed.count', count: payload.notification_count });
          enqueue.sendTo('conversations', { type: 'feed.count', count: payload.chat_count });
          break;
        case 'session:changed':
          enqueue.emit({ type: 'sessionChanged' });
          break;
      }
    }),
    'reload feeds': enqueueActions(({ enqueue }) => {
      enqueue.sendTo('notifications', { type: 'feed.reload' });
      enqueue.sendTo('conversations', { type: 'feed.reload' });
    }),
    'mark connected': assign({ connectedOnce: true }),
    'record changed': enqueueActions(({ event, enqueue }) => {
      if (event.type === 'socket.record') enqueue.emit({ type: 'record', change: event.change });
    }),
    'chat read': enqueueActions(({ event, enqueue }) => {
      if (event.type === 'socket.chatRead') enqueue.emit({ type: 'chatRead', receipt: event.receipt });
    }),
    'presence pushed': enqueueActions(({ event, enqueue }) => {
      if (event.type === 'socket.presence') enqueue.emit({ type: 'presence', push: event.push });
    }),
    'keep places': assign(({ context, event }) => (event.type === 'presence.join' || event.type === 'presence.leave' ? { places: placesAfter(context.places, event) } : {})),
    'send presence': enqueueActions(({ context, event, enqueue }) => {
      const { tab } = context;
      switch (event.type) {
        case 'presence.join':
          enqueue.sendTo('socket', { type: 'socket.emit', name: 'presence:join', payload: { ...event.place, tab, editing: event.editing } } satisfies SocketEmit);
          break;
        case 'presence.leave':
          enqueue.sendTo('socket', { type: 'socket.emit', name: 'presence:leave', payload: { ...event.place, tab } } satisfies SocketEmit);
          break;
        case 'presence.typing':
          enqueue.sendTo('socket', { type: 'socket.emit', name: 'presence:typing', payload: { ...event.place, tab, typing: event.typing } } satisfies SocketEmit);
          break;
      }
    }),
    'leave places': enqueueActions(({ context, enqueue }) => {
      for (const { place } of context.places) enqueue.sendTo('socket', { type: 'socket.emit', name: 'presence:leave', payload: { ...place, tab: context.tab } } satisfies SocketEmit);
      enqueue.assign({ places: [] });
    }),
    'rejoin places': enqueueActions(({ context, enqueue }) => {
      for (const { place, editing } of context.places) enqueue.sendTo('socket', { type: 'socket.emit', name: 'presence:join', payload: { ...place, tab: context.tab, editing } } satisfies SocketEmit);
    }),
    'watch thread': enqueueActions(({ event, enqueue }) => {
      if (event.type === 'thread.watch') enqueue.sendTo('conversations', { type: 'thread.watch', projectId: event.projectId });
    }),
    'expire session': emit({ type: 'expired' as const }),
  },
}).createMachine({
  id: 'realtime',
  context: ({ input }) => ({ lastSeq: input.lastSeq, connectedOnce: false, tab: input.tab, places: [] }),
  invoke: [
    { id: 'notifications', src: 'feed', input: { kind: 'notification' } },
    { id: 'conversations', src: 'feed', input: { kind: 'conversation' } },
  ],
  on: { 'thread.watch': { actions: 'watch thread' } },
  initial: 'open',
  states: {
    /** The socket lives in this state: leaving it (unauthorized) closes the socket. */
    open: {
      invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ lastSeq: context.lastSeq }) },
      initial: 'connecting',
      states: {
        connecting: {},
        live: {},
        reconnecting: {},
        /** The browser says it has no network: the socket waits for it to come back. */
        offline: {
          on: { 'socket.disconnected': undefined, 'socket.online': 'reconnecting' },
        },
      },
      on: {
        'socket.connected': [
          { guard: 'reconnect', target: '.live', actions: ['reload feeds', 'rejoin places'] },
          { target: '.live', actions: ['mark connected', 'rejoin places'] },
        ],
        'socket.disconnected': '.reconnecting',
        'socket.offline': '.offline',
        'socket.unauthorized': 'unauthorized',
        'socket.event': { guard: 'new seq', actions: 'apply event' },
        'socket.record': { actions: 'record changed' },
        'socket.chatRead': { actions: 'chat read' },
        'socket.presence': { actions: 'presence pushed' },
        'presence.join': { actions: ['keep places', 'send presence'] },
        'presence.leave': { actions: ['keep places', 'send presence'] },
        'presence.typing': { actions: 'send presence' },
        'presence.leaveAll': { actions: 'leave places' },
      },
    },
    /** The server refused the token: the session ends and the socket is closed. */
    unauthorized: { type: 'final', entry: 'expire session' },
  },
});

function countOf(name: string, counts: Counts): number {
  return name.startsWith('notification') ? counts.notification_count : counts.chat_count;
}
function otherName(name: string): string {
  return name.startsWith('notification') ? 'conversation' : 'notification';
}
function otherOf(target: 'notifications' | 'conversations') {
  return target === 'notifications' ? 'conversations' : 'notifications';
}

/** The visible connection state of a realtime snapshot. */
export function connectionStateOf(snapshot: { matches(value: never): boolean }): ConnectionState {
  if (snapshot.matches('unauthorized' as never)) return 'unauthorized';
  for (const state of ['live', 'reconnecting', 'offline'] as const) if (snapshot.matches({ open: state } as never)) return state;
  return 'connecting';
}

export type RealtimeActor = ActorRefFrom<typeof realtimeMachine>;
