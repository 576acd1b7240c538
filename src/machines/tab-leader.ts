/**
 * One connection per browser (issue 16 item 4, adr/0105): the tabs of a signed-in user elect a leader
 * with a Web Lock; the leader holds the only socket and passes what it reports to the other tabs over a
 * BroadcastChannel, and emits on their behalf what they ask it to. When the leader tab goes, the lock
 * passes to a waiting tab, which opens the socket from the last `seq` it saw (the server replays what
 * came after; the realtime machine drops any `seq` it applied, so nothing is doubled). Without Web
 * Locks or BroadcastChannel the tab keeps its own socket (fallback).
 *
 * Pure XState: the lock, the channel and the socket are actors provided at the edge
 * (src/gateway/tab-leader.ts); what the realtime machine should hear is emitted as `report`.
 */
import { assign, enqueueActions, fromCallback, setup, type EventObject } from 'xstate';
import type { SocketEmit, SocketInput, SocketReport } from './realtime';

/** What a socket reports (the realtime machine's socket events less the UI's own). */
export type ConnectionReport = Exclude<SocketReport, { type: 'thread.watch' }>;

/** What the tabs of one user say to each other on their channel. */
export type TabMessage =
  /** A tab that just opened asks who leads. */
  | { kind: 'hello' }
  /** The leader introduces itself (on taking the lock, and in answer to `hello`) and whether its socket is connected. */
  | { kind: 'leader'; connected: boolean }
  /** What the leader's socket reported. */
  | { kind: 'report'; report: ConnectionReport }
  /** A follower asks the leader to emit this on the socket. */
  | { kind: 'emit'; name: string; payload: unknown }
  /** The leader tab is closing: its lock passes to another tab. */
  | { kind: 'bye' };

export type TabLeaderEvent =
  | ConnectionReport
  | SocketEmit
  /** The Web Lock was granted: this tab leads until it closes. */
  | { type: 'lock.acquired' }
  | { type: 'channel.message'; message: TabMessage }
  /** The tab is signing out or closing (the edge sends it just before stopping the machine). */
  | { type: 'tab.closing' };

export interface TabLeaderInput {
  /** The last seq this tab applied: the handshake's `lastSeq` if it ever leads. */
  lastSeq: number;
  /** Whether the browser has Web Locks and BroadcastChannel; without them the tab keeps its own socket. */
  shared: boolean;
}

export interface TabLeaderContext extends TabLeaderInput {
  /** The leader's socket is connected (told to tabs that join). */
  connected: boolean;
  /** Emits asked for while no leader is known, sent once one is. */
  queued: SocketEmit[];
}

/** Emits held while electing; beyond this the oldest are dropped (presence and receipts are soon stale). */
export const MAX_QUEUED_EMITS = 50;

/** The realtime machine's view: what a socket would have reported. */
export type TabLeaderEmitted = { type: 'report'; report: ConnectionReport };

const messageOf = (event: TabLeaderEvent): TabMessage | null => (event.type === 'channel.message' ? event.message : null);

/** The report in an event: a socket's own, or one the leader passed on (a connected leader's introduction counts as connected). */
function reportOf(event: TabLeaderEvent): ConnectionReport | null {
  if (event.type === 'lock.acquired' || event.type === 'socket.emit' || event.type === 'tab.closing') return null;
  if (event.type !== 'channel.message') return event;
  const message = event.message;
  if (message.kind === 'report') return message.report;
  return message.kind === 'leader' && message.connected ? { type: 'socket.connected' } : null;
}
const passOn = ({ event }: { event: TabLeaderEvent }) => ({ report: reportOf(event), share: false });
const passOnAndShare = ({ event }: { event: TabLeaderEvent }) => ({ report: reportOf(event), share: true });

export const tabLeaderMachine = setup({
  types: {
    context: {} as TabLeaderContext,
    events: {} as TabLeaderEvent,
    input: {} as TabLeaderInput,
    emitted: {} as TabLeaderEmitted,
  },
  actors: {
    /** Requests the Web Lock and holds it until stopped; sends `lock.acquired` when granted. */
    lock: fromCallback<EventObject>(() => () => {}),
    /** The tabs' BroadcastChannel: sends `channel.message`, posts `post`. */
    channel: fromCallback<{ type: 'post'; message: TabMessage }>(() => () => {}),
    socket: fromCallback<SocketEmit, SocketInput>(() => () => {}),
  },
  guards: {
    shared: ({ context }) => context.shared,
    'from the leader': ({ event }) => {
      const kind = messageOf(event)?.kind;
      return kind === 'leader' || kind === 'report';
    },
  },
  actions: {
    /**
     * Tells this tab's realtime machine what a socket reported, keeping the newest seq seen for a later
     * handshake; the leader also shares it with the other tabs.
     */
    'pass on': enqueueActions(({ context, enqueue }, { report, share }: { report: ConnectionReport | null; share: boolean }) => {
      if (!report) return;
      if (report.type === 'socket.event' && report.event.payload.seq > context.lastSeq) enqueue.assign({ lastSeq: report.event.payload.seq });
      enqueue.emit({ type: 'report', report });
      if (!share) return;
      if (report.type === 'socket.connected' || report.type === 'socket.disconnected') enqueue.assign({ connected: report.type === 'socket.connected' });
      enqueue.sendTo('channel', { type: 'post', message: { kind: 'report', report } });
    }),
    post: enqueueActions(({ enqueue }, message: TabMessage) => enqueue.sendTo('channel', { type: 'post', message })),
    'introduce leader': enqueueActions(({ context, enqueue }) => enqueue.sendTo('channel', { type: 'post', message: { kind: 'leader', connected: context.connected } })),
    queue: assign(({ context, event }) => (event.type === 'socket.emit' ? { queued: [...context.queued, event].slice(-MAX_QUEUED_EMITS) } : {})),
    'emit on socket': enqueueActions(({ event, enqueue }) => {
      const message = messageOf(event);
      if (event.type === 'socket.emit') enqueue.sendTo('socket', event);
      else if (message?.kind === 'emit') enqueue.sendTo('socket', { type: 'socket.emit', name: message.name, payload: message.payload });
    }),
    'ask leader to emit': enqueueActions(({ event, enqueue }) => {
      if (event.type === 'socket.emit') enqueue.sendTo('channel', { type: 'post', message: { kind: 'emit', name: event.name, payload: event.payload } });
    }),
    'flush queue to leader': enqueueActions(({ context, enqueue }) => {
      for (const { name, payload } of context.queued) enqueue.sendTo('channel', { type: 'post', message: { kind: 'emit', name, payload } });
      enqueue.assign({ queued: [] });
    }),
    'flush queue to socket': enqueueActions(({ context, enqueue }) => {
      for (const queued of context.queued) enqueue.sendTo('socket', queued);
      enqueue.assign({ queued: [] });
    }),
  },
}).createMachine({
  id: 'tabLeader',
  context: ({ input }) => ({ lastSeq: input.lastSeq, shared: input.shared, connected: false, queued: [] }),
  initial: 'checking',
  states: {
    checking: { always: [{ guard: 'shared', target: 'shared' }, { target: 'fallback' }] },
    /** No Web Locks or BroadcastChannel: this tab's own socket, as if it were alone. */
    fallback: {
      invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ lastSeq: context.lastSeq }) },
      on: {
        // Every socket report; `socket.emit` is matched exactly first.
        'socket.*': { actions: { type: 'pass on', params: passOn } },
        'socket.emit': { actions: 'emit on socket' },
      },
    },
    shared: {
      invoke: [
        { id: 'lock', src: 'lock' },
        { id: 'channel', src: 'channel' },
      ],
      on: { 'lock.acquired': '.leader' },
      initial: 'electing',
      states: {
        /** Waiting for the lock, not yet knowing the leader: emits wait. */
        electing: {
          entry: { type: 'post', params: { kind: 'hello' } },
          on: {
            'channel.message': { guard: 'from the leader', target: 'follower', actions: { type: 'pass on', params: passOn } },
            'socket.emit': { actions: 'queue' },
          },
        },
        /** Another tab leads: its reports are this tab's, and emits go to it. */
        follower: {
          entry: 'flush queue to leader',
          on: {
            'channel.message': [
              // The leader's introduction may come after a report (a tab that opens while the leader is
              // sharing events joins on the first one it hears): it still says whether it is connected.
              { guard: ({ event }) => event.message.kind === 'report' || event.message.kind === 'leader', actions: { type: 'pass on', params: passOn } },
              // The leader is closing: the connection is down until the next leader connects.
              { guard: ({ event }) => event.message.kind === 'bye', target: 'electing', actions: { type: 'pass on', params: { report: { type: 'socket.disconnected' }, share: false } } },
            ],
            'socket.emit': { actions: 'ask leader to emit' },
          },
        },
        /** This tab holds the lock and the only socket, and shares what it reports. */
        leader: {
          entry: 'introduce leader',
          invoke: { id: 'socket', src: 'socket', input: ({ context }) => ({ lastSeq: context.lastSeq }) },
          on: {
            'socket.*': { actions: { type: 'pass on', params: passOnAndShare } },
            'socket.connected': { actions: [{ type: 'pass on', params: passOnAndShare }, 'flush queue to socket'] },
            'channel.message': [
              { guard: ({ event }) => event.message.kind === 'hello', actions: 'introduce leader' },
              { guard: ({ event }) => event.message.kind === 'emit', actions: 'emit on socket' },
            ],
            'socket.emit': { actions: 'emit on socket' },
            'tab.closing': { actions: { type: 'post', params: { kind: 'bye' } } },
          },
        },
      },
    },
  },
});
