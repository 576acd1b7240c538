// Realtime client, unit by unit: seq de-duplication, the desktop-notice claim across tabs, the feed
// reducers behind the socket events, the socket actor over a fake socket.io, live lists, and the REST
// paths of spec §7.2.
import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, setup } from 'xstate';
import { gql } from 'urql';
import {
  badgeCount,
  claimDesktopNotice,
  connectionStateOf,
  desktopClaimKey,
  feedMachine,
  isNewSeq,
  realtimeMachine,
  type FeedActor,
  type FeedItem,
  type RealtimeEmitted,
  type SocketReport,
} from '../../src/machines/realtime';
import { socketActor, UNAUTHORIZED } from '../../src/gateway/socket';
import { createLiveRecords, rootFields } from '../../src/gateway/live-records';
import { createNotificationsApi } from '../../src/gateway/notifications-api';
import type { HttpRequest } from '../../src/gateway/http';

const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** One fixed instant: two items made a millisecond apart must still compare equal. */
const CREATED = new Date().toISOString();
const item = (id: number, seen = false): FeedItem => ({
  id,
  seen,
  username: 'Alice Morgan',
  customer: null,
  message: `message ${id}`,
  created_date: CREATED,
  profile_image_uri: null,
  project_id: null,
});
const counts = (notification_count: number, chat_count = 0) => ({ notification_count, chat_count });

describe('seq de-duplication', () => {
  it('applies only seqs above the last one; seq 0 always', () => {
    expect(isNewSeq(0, 1)).toBe(true);
    expect(isNewSeq(5, 5)).toBe(false);
    expect(isNewSeq(5, 4)).toBe(false);
    expect(isNewSeq(5, 6)).toBe(true);
    expect(isNewSeq(5, 0)).toBe(true);
  });
});

describe('desktop notification claim', () => {
  const storage = () => {
    const map = new Map<string, string>();
    return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
  };
  it('lets only the first tab show an event', () => {
    const local = storage();
    expect(claimDesktopNotice(local, 7, 3)).toBe(true);
    expect(claimDesktopNotice(local, 7, 3)).toBe(false);
    expect(claimDesktopNotice(local, 7, 2)).toBe(false);
    expect(claimDesktopNotice(local, 7, 4)).toBe(true);
    expect(local.map.get(desktopClaimKey(7))).toBe('4');
  });
  it('keeps users apart and never claims seq 0', () => {
    const local = storage();
    expect(claimDesktopNotice(local, 1, 5)).toBe(true);
    expect(claimDesktopNotice(local, 2, 5)).toBe(true);
    expect(claimDesktopNotice(local, 2, 0)).toBe(false);
    expect(local.map.size).toBe(2);
  });
});

/** The realtime machine with a fake socket and REST; `push` plays server reports. */
function startRealtime(lastSeq = 0, recent: FeedItem[] = []) {
  let sendBack: (event: SocketReport) => void = () => {};
  const calls: string[] = [];
  const emitted: RealtimeEmitted[] = [];
  const socketInputs: number[] = [];
  let socketStopped = false;
  const machine = realtimeMachine.provide({
    actors: {
      socket: fromCallback(({ sendBack: back, input }) => {
        sendBack = back as typeof sendBack;
        socketInputs.push((input as { lastSeq: number }).lastSeq);
        return () => {
          socketStopped = true;
        };
      }),
      feed: feedMachine.provide({
        actors: {
          loadRecent: fromPromise(async ({ input }) => {
            calls.push(`load ${input.kind}`);
            return input.kind === 'notification' ? { items: recent, unseenIds: recent.filter((i) => !i.seen).map((i) => i.id), count: recent.filter((i) => !i.seen).length } : { items: [], unseenIds: [], count: 0 };
          }),
          act: fromPromise(async ({ input }) => {
            calls.push(`${input.action} ${input.kind} ${'id' in input ? input.id : 'ids' in input ? input.ids.join(',') : 'all'}`);
            return {};
          }),
        },
      }),
    },
  });
  const actor = createActor(machine, { input: { lastSeq, tab: 'tab-1' } });
  for (const type of ['seq', 'desktop', 'sessionChanged', 'record', 'chatRead', 'chatMessage', 'expired'] as const) actor.on(type, (event) => void emitted.push(event as RealtimeEmitted));
  actor.start();
  const feed = (name: 'notifications' | 'conversations') => actor.getSnapshot().children[name] as FeedActor;
  return {
    actor,
    calls,
    emitted,
    socketInputs,
    stopped: () => socketStopped,
    push: (event: SocketReport) => sendBack(event),
    feed: (name: 'notifications' | 'conversations' = 'notifications') => feed(name).getSnapshot().context,
    feedRef: feed,
  };
}

describe('realtime machine', () => {
  it('connects with the stored lastSeq, shows live, and loads both feeds', async () => {
    const rt = startRealtime(12, [item(3), item(2, true)]);
    await settle();
    expect(rt.socketInputs).toEqual([12]);
    expect(connectionStateOf(rt.actor.getSnapshot())).toBe('connecting');
    rt.push({ type: 'socket.connected' });
    expect(connectionStateOf(rt.actor.getSnapshot())).toBe('live');
    expect(rt.calls).toEqual(['load notification', 'load conversation']);
    expect(rt.feed()).toMatchObject({ unseenIds: [3], count: 1 });
  });

  it('applies a new item once, however often it is replayed', async () => {
    const rt = startRealtime(0, [item(3)]);
    await settle();
    const event: SocketReport = { type: 'socket.event', event: { name: 'notification:new', payload: { seq: 4, item: item(9), counts: counts(2, 1) } } };
    rt.push(event);
    rt.push(event);
    rt.push({ type: 'socket.event', event: { name: 'notification:new', payload: { seq: 3, item: item(8), counts: counts(9) } } });
    expect(rt.feed().items.map((i) => i.id)).toEqual([9, 3]);
    expect(rt.feed()).toMatchObject({ unseenIds: [9, 3], count: 2 });
    expect(rt.feed('conversations').count).toBe(1);
    expect(rt.actor.getSnapshot().context.lastSeq).toBe(4);
    expect(rt.emitted.filter((e) => e.type === 'seq')).toEqual([{ type: 'seq', seq: 4 }]);
    expect(rt.emitted.filter((e) => e.type === 'desktop')).toHaveLength(1);
  });

  it('passes a chat message pushed whole on once, with the chat entry and count applied from the same event', async () => {
    const rt = startRealtime(0, []);
    await settle();
    const chat = { id: 41, project_id: 5, message: 'Pushed' };
    const event: SocketReport = { type: 'socket.event', event: { name: 'conversation:new', payload: { seq: 7, item: item(12), counts: counts(0, 3), chat } } };
    rt.push(event);
    rt.push(event);
    expect(rt.emitted.filter((e) => e.type === 'chatMessage')).toEqual([{ type: 'chatMessage', message: chat }]);
    expect(rt.feed('conversations')).toMatchObject({ count: 3, unseenIds: [12] });
    rt.push({ type: 'socket.event', event: { name: 'conversation:new', payload: { seq: 8, item: item(13), counts: counts(0, 4) } } });
    expect(rt.emitted.filter((e) => e.type === 'chatMessage')).toHaveLength(1);
  });

  it('applies seen and deleted updates, and counts (seq 0) always', async () => {
    const rt = startRealtime(0, [item(3), item(2)]);
    await settle();
    rt.push({ type: 'socket.event', event: { name: 'notification:updated', payload: { seq: 5, ids: [3], is_seen: true, counts: counts(1) } } });
    expect(rt.feed().items.find((i) => i.id === 3)?.seen).toBe(true);
    expect(rt.feed()).toMatchObject({ unseenIds: [2], count: 1 });
    rt.push({ type: 'socket.event', event: { name: 'notification:updated', payload: { seq: 6, ids: [2], is_deleted: true, counts: counts(0) } } });
    expect(rt.feed().items.map((i) => i.id)).toEqual([3]);
    expect(rt.feed()).toMatchObject({ unseenIds: [], count: 0 });
    rt.push({ type: 'socket.event', event: { name: 'counts', payload: { seq: 0, ...counts(4, 2) } } });
    rt.push({ type: 'socket.event', event: { name: 'counts', payload: { seq: 0, ...counts(5, 2) } } });
    expect(rt.feed().count).toBe(5);
    expect(rt.feed('conversations').count).toBe(2);
    expect(rt.actor.getSnapshot().context.lastSeq).toBe(6);
  });

  it('keeps the recent list to 10, newest first', async () => {
    const rt = startRealtime(0, Array.from({ length: 10 }, (_, i) => item(10 - i)));
    await settle();
    rt.push({ type: 'socket.event', event: { name: 'notification:new', payload: { seq: 1, item: item(11), counts: counts(11) } } });
    expect(rt.feed().items.map((i) => i.id)).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  });

  it('routes conversation events to the chats feed', async () => {
    const rt = startRealtime();
    await settle();
    rt.push({ type: 'socket.event', event: { name: 'conversation:new', payload: { seq: 1, item: item(40), counts: counts(0, 1) } } });
    expect(rt.feed('conversations')).toMatchObject({ unseenIds: [40], count: 1 });
    expect(rt.feed().items).toEqual([]);
  });

  it('reloads the feeds after a reconnect, and goes offline and back', async () => {
    const rt = startRealtime();
    await settle();
    rt.push({ type: 'socket.connected' });
    rt.push({ type: 'socket.disconnected' });
    expect(connectionStateOf(rt.actor.getSnapshot())).toBe('reconnecting');
    rt.push({ type: 'socket.offline' });
    rt.push({ type: 'socket.disconnected' });
    expect(connectionStateOf(rt.actor.getSnapshot())).toBe('offline');
    rt.push({ type: 'socket.online' });
    expect(connectionStateOf(rt.actor.getSnapshot())).toBe('reconnecting');
    rt.calls.length = 0;
    rt.push({ type: 'socket.connected' });
    await settle();
    expect(connectionStateOf(rt.actor.getSnapshot())).toBe('live');
    expect(rt.calls).toEqual(['load notification', 'load conversation']);
  });

  it('signs out on unauthorized and closes the socket', async () => {
    const rt = startRealtime();
    await settle();
    rt.push({ type: 'socket.unauthorized' });
    expect(connectionStateOf(rt.actor.getSnapshot())).toBe('unauthorized');
    expect(rt.emitted).toContainEqual({ type: 'expired' });
    expect(rt.stopped()).toBe(true);
  });

  it('passes session:changed and record:changed to the edge', async () => {
    const rt = startRealtime();
    await settle();
    rt.push({ type: 'socket.event', event: { name: 'session:changed', payload: { seq: 1 } } });
    rt.push({ type: 'socket.record', change: { type: 'customer', id: 4 } });
    expect(rt.emitted).toContainEqual({ type: 'sessionChanged' });
    expect(rt.emitted).toContainEqual({ type: 'record', change: { type: 'customer', id: 4 } });
  });

  it('marks an item seen and clears all through the calls, then reloads', async () => {
    const rt = startRealtime(0, [item(3), item(2)]);
    await settle();
    rt.feedRef('notifications').send({ type: 'user.markSeen', id: 3 });
    await settle();
    rt.feedRef('notifications').send({ type: 'user.clearAll' });
    await settle();
    expect(rt.calls).toEqual(['load notification', 'load conversation', 'markSeen notification 3', 'load notification', 'clearAll notification 3,2', 'load notification']);
  });

  it('marks all read through the call, then reloads', async () => {
    const rt = startRealtime(0, [item(3), item(2)]);
    await settle();
    rt.feedRef('conversations').send({ type: 'user.markAllRead' });
    await settle();
    expect(rt.calls.slice(2)).toEqual(['markAllRead conversation all', 'load conversation']);
  });

  it('a push while a list loads is applied and the list loads again (the answer may predate it)', async () => {
    const rt = startRealtime();
    rt.push({ type: 'socket.event', event: { name: 'notification:new', payload: { seq: 1, item: item(9), counts: counts(1) } } });
    await settle();
    expect(rt.calls.filter((call) => call === 'load notification')).toHaveLength(2);
    expect(rt.calls.filter((call) => call === 'load conversation')).toHaveLength(1);
  });

  it('never raises the chat badge for the thread open on screen: its entries are held until the server says seen', async () => {
    const rt = startRealtime();
    await settle();
    const about = (id: number, projectId: number): FeedItem => ({ ...item(id), project_id: projectId });
    rt.push({ type: 'socket.event', event: { name: 'conversation:new', payload: { seq: 1, item: about(1, 7), counts: counts(0, 1) } } });
    expect(badgeCount(rt.feed('conversations'))).toBe(1);
    rt.actor.send({ type: 'thread.watch', projectId: 7 });
    // Carla's reply in the watched thread: the server counts it, the badge does not.
    rt.push({ type: 'socket.event', event: { name: 'conversation:new', payload: { seq: 2, item: about(2, 7), counts: counts(0, 2) } } });
    expect(rt.feed('conversations')).toMatchObject({ count: 2, held: [2] });
    expect(badgeCount(rt.feed('conversations'))).toBe(1);
    // Another project's chat still raises it.
    rt.push({ type: 'socket.event', event: { name: 'conversation:new', payload: { seq: 3, item: about(3, 8), counts: counts(0, 3) } } });
    expect(badgeCount(rt.feed('conversations'))).toBe(2);
    // The thread's receipt marks 1 and 2 seen on the server: nothing is held any more.
    rt.push({ type: 'socket.event', event: { name: 'conversation:updated', payload: { seq: 4, ids: [1, 2], is_seen: true, counts: counts(0, 1) } } });
    expect(rt.feed('conversations')).toMatchObject({ count: 1, held: [] });
    expect(badgeCount(rt.feed('conversations'))).toBe(1);
    // Leaving the thread before its receipt releases what it held.
    rt.push({ type: 'socket.event', event: { name: 'conversation:new', payload: { seq: 5, item: about(4, 7), counts: counts(0, 2) } } });
    expect(badgeCount(rt.feed('conversations'))).toBe(1);
    rt.actor.send({ type: 'thread.watch', projectId: null });
    expect(badgeCount(rt.feed('conversations'))).toBe(2);
    // Off screen: the next reply counts.
    rt.push({ type: 'socket.event', event: { name: 'conversation:new', payload: { seq: 6, item: about(5, 7), counts: counts(0, 3) } } });
    expect(badgeCount(rt.feed('conversations'))).toBe(3);
  });

  it('passes chat:read receipts to the edge', async () => {
    const rt = startRealtime();
    await settle();
    rt.push({ type: 'socket.chatRead', receipt: { project_id: 7, user_id: 3, last_read_id: 40 } });
    expect(rt.emitted).toContainEqual({ type: 'chatRead', receipt: { project_id: 7, user_id: 3, last_read_id: 40 } });
  });

  it('stopping the actor (sign-out) closes the socket', async () => {
    const rt = startRealtime();
    await settle();
    rt.actor.stop();
    expect(rt.stopped()).toBe(true);
  });
});

describe('socket actor', () => {
  function fakeIo() {
    const handlers = new Map<string, (...args: unknown[]) => void>();
    const socket = {
      connected: false,
      active: true,
      auth: undefined as unknown,
      on: (name: string, handler: (...args: unknown[]) => void) => void handlers.set(name, handler),
      connect: vi.fn(),
      disconnect: vi.fn(),
      removeAllListeners: vi.fn(),
      emit: vi.fn(),
    };
    const connect = vi.fn((_url: string, options: { auth: (cb: (data: unknown) => void) => void; path: string; transports: string[] }) => {
      socket.auth = options;
      return socket;
    });
    const fire = (name: string, ...args: unknown[]) => handlers.get(name)?.(...args);
    return { socket, connect, fire };
  }

  function run(lastSeq = 3) {
    const io = fakeIo();
    const reports: SocketReport[] = [];
    const logic = socketActor({ getToken: () => 'T', connect: io.connect as never, window: { addEventListener: () => {}, removeEventListener: () => {} } as never });
    // A stand-in parent collects what the callback actor reports.
    const parent = setup({ actors: { socket: logic } }).createMachine({
      invoke: { id: 'socket', src: 'socket', input: { lastSeq } },
      on: { '*': { actions: ({ event }) => void reports.push(event as SocketReport) } },
    });
    const actor = createActor(parent).start();
    const handshake = () => {
      let data: unknown;
      (io.socket.auth as { auth: (cb: (d: unknown) => void) => void }).auth((d) => (data = d));
      return data;
    };
    return { io, reports, actor, handshake };
  }

  it('opens /socket.io over websocket with the token and lastSeq, later the highest seq seen', () => {
    const { io, handshake, reports } = run(3);
    expect(io.connect.mock.calls[0]?.[1]).toMatchObject({ path: '/socket.io', transports: ['websocket'] });
    expect(handshake()).toEqual({ token: 'T', lastSeq: 3 });
    io.fire('notification:new', { seq: 8, item: item(1), counts: counts(1) });
    io.fire('counts', { seq: 0, ...counts(1) });
    expect(handshake()).toEqual({ token: 'T', lastSeq: 8 });
    expect(reports.map((r) => r.type)).toEqual(['socket.event', 'socket.event']);
  });

  it('reports an unauthorized refusal and stops trying', () => {
    const { io, reports } = run();
    io.fire('connect_error', new Error(UNAUTHORIZED));
    expect(reports).toEqual([{ type: 'socket.unauthorized' }]);
    expect(io.socket.disconnect).toHaveBeenCalled();
  });

  it('emits what it is sent while connected (the one path from the realtime machine to the server)', () => {
    const { io, actor } = run();
    const emit = { type: 'socket.emit', name: 'presence:typing', payload: { type: 'project', id: 4, tab: 't', typing: true } } as const;
    // Nothing is buffered while down: the machine joins its places again on connect.
    actor.getSnapshot().children.socket?.send(emit);
    expect(io.socket.emit).not.toHaveBeenCalled();
    io.socket.connected = true;
    actor.getSnapshot().children.socket?.send(emit);
    expect(io.socket.emit).toHaveBeenCalledWith('presence:typing', emit.payload);
  });

  it('forwards record changes and closes the socket when stopped', () => {
    const { io, reports, actor } = run();
    io.fire('connect');
    io.fire('record:changed', { type: 'user', id: 2 });
    expect(reports).toEqual([{ type: 'socket.connected' }, { type: 'socket.record', change: { type: 'user', id: 2 } }]);
    actor.stop();
    expect(io.socket.disconnect).toHaveBeenCalled();
  });
});

describe('live records', () => {
  it('names the root fields of an operation', () => {
    expect(rootFields({ query: gql`query { customers(pageNumber: 1) { total } userFilterRoles { id } }` })).toEqual(['customers', 'userFilterRoles']);
  });

  it('refetches the affected active lists at once, and the rest of a burst once when the window closes', async () => {
    vi.useFakeTimers();
    try {
      const live = createLiveRecords({ windowMs: 300 });
      const reexecuted: string[] = [];
      const client = { reexecuteOperation: (op: { context: { requestPolicy: string }; query: unknown }) => reexecuted.push(`${rootFields(op as never).join()} ${op.context.requestPolicy}`) };
      let operations: ((op: unknown) => void) | null = null;
      const forward = (source: unknown) => {
        // Subscribe to the operations stream the exchange forwards.
        (source as (sink: (signal: unknown) => void) => void)((signal) => {
          if (typeof signal === 'object' && signal !== null && 'tag' in signal && (signal as { tag: number }).tag === 0) (signal as unknown as { 0: (talk: number) => void })[0](0);
          if (typeof signal === 'object' && signal !== null && (signal as { tag: number }).tag === 1) operations?.((signal as unknown as { 0: unknown })[0]);
        });
        return () => {};
      };
      const { makeSubject } = await import('wonka');
      const subject = makeSubject<unknown>();
      live.exchange({ client: client as never, forward: forward as never, dispatchDebug: () => {} })(subject.source as never);
      operations = () => {};
      const op = (key: number, query: string) => ({ kind: 'query', key, query: gql(query), context: { requestPolicy: 'cache-first' }, variables: {} });
      subject.next(op(1, 'query { customers(pageNumber: 1) { total } }'));
      subject.next(op(2, 'query { users(pageNumber: 1) { total } }'));
      subject.next(op(3, 'query { roles(pageNumber: 1) { total } }'));
      subject.next({ kind: 'teardown', key: 3, query: gql('query { roles { total } }'), context: {}, variables: {} });
      live.changed('customer');
      expect(reexecuted).toEqual(['customers network-only']);
      live.changed('customer');
      live.changed('customer');
      live.changed('role');
      live.changed('nonsense');
      expect(reexecuted).toHaveLength(1);
      vi.advanceTimersByTime(299);
      expect(reexecuted).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(reexecuted).toEqual(['customers network-only', 'customers network-only']);
      vi.advanceTimersByTime(1000);
      expect(reexecuted).toHaveLength(2);
      live.changed('user');
      expect(reexecuted).toEqual(['customers network-only', 'customers network-only', 'users network-only']);
      live.dispose();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('notifications api', () => {
  it('calls the spec §7.2 paths', async () => {
    const requests: HttpRequest[] = [];
    const http = async <T,>(request: HttpRequest): Promise<T> => {
      requests.push(request);
      return { status: 200, messages: 'ok', data: [item(1)], notification_ids: [1], notification_count: 1, conversation_ids: [], chat_count: 0 } as T;
    };
    const api = createNotificationsApi(http);
    expect(await api.recent('notification')).toEqual({ items: [item(1)], unseenIds: [1], count: 1 });
    expect(await api.recent('conversation')).toMatchObject({ unseenIds: [], count: 0 });
    await api.page('conversation', 2);
    await api.update('notification', 5, { is_seen: true });
    await api.update('conversation', 6, { is_deleted: true });
    await api.clearAll('notification', 9, [1, 2]);
    await api.clearAll('conversation', 9, [3]);
    await api.markAllRead('notification', 9);
    await api.markAllRead('conversation', 9);
    await api.announce({ message: 'hi', role_id: 2 });
    expect(requests.map(({ method, path, body }) => [method, path, body])).toEqual([
      ['GET', '/notifications', undefined],
      ['GET', '/conversations', undefined],
      ['POST', '/conversations/viewall', { pageNumber: 2 }],
      ['POST', '/notifications/notification/5', { is_seen: true }],
      ['POST', '/conversations/conversation/6', { is_deleted: true }],
      ['POST', '/notifications/clearall', { user_id: 9, notification_ids: [1, 2] }],
      ['POST', '/conversations/clearall', { user_id: 9, conversation_ids: [3] }],
      ['POST', '/notifications/markallread', { user_id: 9 }],
      ['POST', '/conversations/markallread', { user_id: 9 }],
      ['POST', '/notifications/announce', { message: 'hi', role_id: 2 }],
    ]);
  });
});
