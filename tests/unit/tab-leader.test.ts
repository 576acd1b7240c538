// One connection per browser (issue 16 item 4), at the edge: three tabs' realtime machines in one
// process, each with the tab socket actor of src/gateway/tab-leader.ts over a fake Web Lock manager and
// Node's BroadcastChannel (which, like the browser's, reaches the other instances of one name). One
// socket is opened; what it reports reaches every tab; a follower's emit goes out on the leader's
// socket; when the leader goes, the next tab opens the socket from the last seq it saw and nothing
// shows twice; without Web Locks each tab has its own socket.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, type AnyEventObject } from 'xstate';
import { connectionStateOf, feedMachine, realtimeMachine, type FeedActor, type FeedItem, type RecentAnswer, type SocketEmit, type SocketInput, type SocketReport } from '../../src/machines/realtime';
import { tabSocketActor } from '../../src/gateway/tab-leader';
import { tabLeaderMachine, type ConnectionReport, type TabMessage } from '../../src/machines/tab-leader';

/** An exclusive lock per name, granted in request order, as navigator.locks does. */
function fakeLocks() {
  const held = new Set<string>();
  const waiting = new Map<string, (() => void)[]>();
  const request = (name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>) =>
    new Promise<void>((resolve, reject) => {
      const grant = () => {
        held.add(name);
        void callback().finally(() => {
          held.delete(name);
          resolve();
          waiting.get(name)?.shift()?.();
        });
      };
      if (!held.has(name)) return grant();
      const queue = waiting.get(name) ?? [];
      queue.push(grant);
      waiting.set(name, queue);
      options.signal?.addEventListener('abort', () => {
        queue.splice(queue.indexOf(grant), 1);
        reject(new DOMException('withdrawn', 'AbortError'));
      });
    });
  return { request: request as unknown as LockManager['request'], waiting: (name: string) => waiting.get(name)?.length ?? 0 };
}

const item = (id: number): FeedItem => ({ id, seen: false, username: 'Alice Morgan', customer: null, message: `message ${id}`, created_date: '2026-11-27T10:00:00Z', profile_image_uri: null, project_id: null });
const pushed = (seq: number): SocketReport => ({ type: 'socket.event', event: { name: 'notification:new', payload: { seq, item: item(seq), counts: { notification_count: seq, chat_count: 0 } } } });

/**
 * The browser: its lock manager (none: `lockless`), and the sockets its tabs open (which tab, from which
 * seq, what was emitted); `raise` is the server storing an event and pushing it on a socket.
 */
function browser({ lockless = false } = {}) {
  const locks = lockless ? undefined : fakeLocks();
  const stored: FeedItem[] = [];
  const sockets: { tab: number; lastSeq: number; emits: string[]; report(event: SocketReport): void; open: boolean }[] = [];
  const tabs: ReturnType<typeof createActor<typeof realtimeMachine>>[] = [];
  const openTab = (lastSeq = 0) => {
    const tab = tabs.length;
    const socket = fromCallback<SocketEmit, SocketInput>(({ sendBack, receive, input }) => {
      const entry = { tab, lastSeq: input.lastSeq, emits: [] as string[], report: (event: SocketReport) => sendBack(event as AnyEventObject), open: true };
      sockets.push(entry);
      receive(({ name }) => void entry.emits.push(name));
      return () => {
        entry.open = false;
      };
    });
    const machine = realtimeMachine.provide({
      actors: {
        socket: tabSocketActor({ userId: 7, socket, locks, Channel: BroadcastChannel }),
        feed: feedMachine.provide({
          actors: { loadRecent: fromPromise(async (): Promise<RecentAnswer> => ({ items: [...stored].reverse(), unseenIds: stored.map((i) => i.id), count: stored.length })) },
        }),
      },
    });
    const actor = createActor(machine, { input: { lastSeq, tab: `tab${tabs.length}` } }).start();
    tabs.push(actor);
    return actor;
  };
  const open = () => sockets.filter((socket) => socket.open);
  const listed = (tab: number) => ((tabs[tab]!.getSnapshot().children.notifications as FeedActor).getSnapshot().context.items ?? []).map((i) => i.id);
  const state = (tab: number) => connectionStateOf(tabs[tab]!.getSnapshot());
  const raise = (socket: { report(event: SocketReport): void }, seq: number) => {
    if (!stored.some((i) => i.id === seq)) stored.push(item(seq));
    socket.report(pushed(seq));
  };
  return { locks, sockets, tabs, openTab, open, listed, state, raise, closeAll: () => tabs.forEach((tab) => tab.stop()) };
}

let current: ReturnType<typeof browser> | undefined;
afterEach(() => current?.closeAll());

describe('one connection per browser', () => {
  it('three tabs open one socket, and what it reports reaches all of them', async () => {
    const b = (current = browser());
    for (let i = 0; i < 3; i += 1) b.openTab(2);
    await vi.waitFor(() => expect(b.open()).toHaveLength(1));
    const [socket] = b.open();
    expect(socket).toMatchObject({ tab: 0, lastSeq: 2 });
    socket!.report({ type: 'socket.connected' });
    await vi.waitFor(() => expect([0, 1, 2].map(b.state)).toEqual(['live', 'live', 'live']));
    b.raise(socket!, 3);
    await vi.waitFor(() => expect([0, 1, 2].map(b.listed)).toEqual([[3], [3], [3]]));
    expect(b.sockets).toHaveLength(1);
  });

  it('a tab opened later hears that the leader is connected', async () => {
    const b = (current = browser());
    b.openTab();
    await vi.waitFor(() => expect(b.open()).toHaveLength(1));
    b.open()[0]!.report({ type: 'socket.connected' });
    b.openTab();
    await vi.waitFor(() => expect(b.state(1)).toBe('live'));
    expect(b.sockets).toHaveLength(1);
  });

  it("a follower's emit goes out on the leader's socket", async () => {
    const b = (current = browser());
    b.openTab();
    const follower = b.openTab();
    await vi.waitFor(() => expect(b.open()).toHaveLength(1));
    b.open()[0]!.report({ type: 'socket.connected' });
    await vi.waitFor(() => expect(b.state(1)).toBe('live'));
    follower.send({ type: 'presence.typing', place: { type: 'project', id: 1 }, typing: true });
    await vi.waitFor(() => expect(b.open()[0]!.emits).toEqual(['presence:typing']));
  });

  it("a closing follower leaves its places on the leader's socket, which stays open", async () => {
    const b = (current = browser());
    b.openTab();
    const follower = b.openTab();
    await vi.waitFor(() => expect(b.open()).toHaveLength(1));
    b.open()[0]!.report({ type: 'socket.connected' });
    await vi.waitFor(() => expect(b.state(1)).toBe('live'));
    follower.send({ type: 'presence.join', place: { type: 'project', id: 1 }, editing: false });
    follower.send({ type: 'presence.leaveAll' });
    await vi.waitFor(() => expect(b.open()[0]!.emits).toEqual(['presence:join', 'presence:leave']));
    follower.send({ type: 'presence.leaveAll' });
    expect(b.open()[0]!.emits).toHaveLength(2);
  });

  it('when the leader closes, the next tab opens the socket from the last seq it saw; the replay shows nothing twice', async () => {
    const b = (current = browser());
    for (let i = 0; i < 3; i += 1) b.openTab(2);
    await vi.waitFor(() => expect(b.open()).toHaveLength(1));
    const first = b.open()[0]!;
    first.report({ type: 'socket.connected' });
    b.raise(first, 3);
    b.raise(first, 4);
    await vi.waitFor(() => expect([1, 2].map(b.listed)).toEqual([[4, 3], [4, 3]]));
    b.tabs[0]!.stop();
    // The others show the hand-over until the next leader connects.
    await vi.waitFor(() => expect(b.open()).toHaveLength(1));
    const next = b.open()[0]!;
    expect(next).toMatchObject({ tab: 1, lastSeq: 4 });
    await vi.waitFor(() => expect(b.state(2)).toBe('reconnecting'));
    next.report({ type: 'socket.connected' });
    // The server replays after 4; an event the old leader passed on late comes again: applied once.
    b.raise(next, 4);
    b.raise(next, 5);
    await vi.waitFor(() => expect([1, 2].map(b.listed)).toEqual([[5, 4, 3], [5, 4, 3]]));
    expect([1, 2].map(b.state)).toEqual(['live', 'live']);
  });

  it('a tab signing out while another leads withdraws its lock request', async () => {
    const b = (current = browser());
    b.openTab();
    b.openTab();
    await vi.waitFor(() => expect(b.locks?.waiting('portal.realtime.7')).toBe(1));
    b.tabs[1]!.stop();
    expect(b.locks?.waiting('portal.realtime.7')).toBe(0);
  });

  it('without Web Locks every tab keeps its own socket', async () => {
    const b = (current = browser({ lockless: true }));
    b.openTab();
    b.openTab();
    await vi.waitFor(() => expect(b.open().map((socket) => socket.tab)).toEqual([0, 1]));
    b.raise(b.open()[1]!, 1);
    await vi.waitFor(() => expect(b.listed(1)).toEqual([1]));
    expect(b.listed(0)).toEqual([]);
  });
});

describe('tab leader machine', () => {
  it('a tab that first hears a shared event still goes live on the leader’s introduction that follows', () => {
    // Seen in Chromium with tabs opened together on a slowed CPU: the new tab's first message was an
    // event the leader shared, its introduction came next, and the tab stayed "connecting".
    const actors = {
      lock: fromCallback(() => () => {}),
      channel: fromCallback<{ type: 'post'; message: TabMessage }>(() => () => {}),
      socket: fromCallback<SocketEmit, SocketInput>(() => () => {}),
    };
    const tab = createActor(tabLeaderMachine.provide({ actors }), { input: { lastSeq: 0, shared: true } });
    const reports: string[] = [];
    tab.on('report', ({ report }) => void reports.push(report.type));
    tab.start();
    const counts = { type: 'socket.event', event: { name: 'counts', payload: { seq: 0, notification_count: 1, chat_count: 0 } } } as unknown as ConnectionReport;
    tab.send({ type: 'channel.message', message: { kind: 'report', report: counts } });
    expect(tab.getSnapshot().matches({ shared: 'follower' })).toBe(true);
    tab.send({ type: 'channel.message', message: { kind: 'leader', connected: true } });
    expect(reports).toEqual(['socket.event', 'socket.connected']);
    tab.stop();
  });
});
