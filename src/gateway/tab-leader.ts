/**
 * One connection per browser at the edge (adr/0105): the tab-leader machine (src/machines/tab-leader.ts)
 * with the browser's Web Lock and BroadcastChannel, named per user, and the socket of
 * src/gateway/socket.ts. To the realtime machine it is its `socket` actor: it reports what the
 * leader's socket reports, and `socket.emit` reaches the socket through whichever tab leads.
 */
import { createActor, fromCallback, type EventObject } from 'xstate';
import type { SocketEmit, SocketInput } from '../machines/realtime';
import { tabLeaderMachine, type TabMessage } from '../machines/tab-leader';
import type { socketActor } from './socket';

/** The lock and channel of one user's tabs (a different user in the browser gets apart ones). */
export const tabGroupName = (userId: number) => `portal.realtime.${userId}`;

type ChannelConstructor = new (name: string) => Pick<BroadcastChannel, 'postMessage' | 'close' | 'onmessage'>;

/** Requests the Web Lock and holds it until stopped; a request still waiting is withdrawn. */
export function webLockActor(locks: Pick<LockManager, 'request'>, name: string) {
  return fromCallback<EventObject>(({ sendBack }) => {
    const withdraw = new AbortController();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    locks
      .request(name, { signal: withdraw.signal }, () => {
        sendBack({ type: 'lock.acquired' });
        return held;
      })
      // Withdrawn before it was granted (the tab signed out while another led).
      .catch(() => {});
    return () => {
      withdraw.abort();
      release();
    };
  });
}

/** The tabs' channel: what others post comes back as `channel.message`. */
export function broadcastChannelActor(Channel: ChannelConstructor, name: string) {
  return fromCallback<{ type: 'post'; message: TabMessage }>(({ sendBack, receive }) => {
    const channel = new Channel(name);
    channel.onmessage = (event: MessageEvent<TabMessage>) => sendBack({ type: 'channel.message', message: event.data });
    receive(({ message }) => channel.postMessage(message));
    return () => channel.close();
  });
}

export interface TabSocketOptions {
  userId: number;
  /** The socket a leading (or lone) tab holds. */
  socket: ReturnType<typeof socketActor>;
  /** The browser's APIs (tests pass fakes); either missing means every tab keeps its own socket. */
  locks?: Pick<LockManager, 'request'> | undefined;
  Channel?: ChannelConstructor | undefined;
}

/** The realtime machine's `socket` actor: one socket per browser, shared by the tabs of the user. */
export function tabSocketActor({ userId, socket, locks = globalThis.navigator?.locks, Channel = globalThis.BroadcastChannel }: TabSocketOptions) {
  return fromCallback<SocketEmit, SocketInput>(({ sendBack, receive, input }) => {
    const name = tabGroupName(userId);
    const shared = locks !== undefined && Channel !== undefined;
    const machine = shared
      ? tabLeaderMachine.provide({ actors: { socket, lock: webLockActor(locks, name), channel: broadcastChannelActor(Channel, name) } })
      : tabLeaderMachine.provide({ actors: { socket } });
    const tab = createActor(machine, { input: { lastSeq: input.lastSeq, shared } });
    tab.on('report', ({ report }) => sendBack(report));
    receive((event) => tab.send(event));
    tab.start();
    return () => {
      // A leader says goodbye so the others show the hand-over; stopping releases the lock.
      tab.send({ type: 'tab.closing' });
      tab.stop();
    };
  });
}
