/**
 * The socket of DESIGN §6 as an XState callback actor: socket.io on this origin (`/socket.io`,
 * websocket only), handshake `auth: { token, lastSeq }` read afresh on every (re)connect, so a
 * reconnect asks the server to replay exactly what this tab missed. It reports the connection's
 * ups and downs and forwards every server event to the realtime machine, and emits what it is sent
 * (`socket.emit`); stopping the actor (sign-out) closes the socket. One tab of the browser holds it
 * (src/gateway/tab-leader.ts).
 */
import { io, type Socket } from 'socket.io-client';
import { fromCallback } from 'xstate';
import { PRESENCE_PUSHES, type PresencePush } from '../domain/presence';
import type { ChatReceipt, RecordChange, ServerEvent, SocketEmit, SocketInput, SocketReport } from '../machines/realtime';

/** The per-user events of the protocol; `record:changed` and `chat:read` are handled apart (no seq). */
export const USER_EVENTS = ['notification:new', 'notification:updated', 'conversation:new', 'conversation:updated', 'counts', 'session:changed'] as const;

/** The connect_error message of a refused token. */
export const UNAUTHORIZED = 'unauthorized';

/** After a refusal that is not about the token (e.g. the server starting), try again this much later. */
const RETRY_MS = 2000;

export interface SocketOptions {
  getToken(): string | null;
  /** The socket.io factory (tests pass a fake). */
  connect?: typeof io;
  /** Browser window for online/offline (tests pass a fake). */
  window?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  url?: string;
}

/** The realtime machine's `socket` actor over socket.io. */
export function socketActor({ getToken, connect = io, window: win = globalThis.window, url }: SocketOptions) {
  return fromCallback<SocketEmit, SocketInput>(({ sendBack, receive, input }) => {
    const report = (event: SocketReport) => sendBack(event);
    let lastSeq = input.lastSeq;
    let retry: ReturnType<typeof setTimeout> | undefined;
    let closed = false;
    const socket: Socket = connect(url ?? '/', {
      path: '/socket.io',
      transports: ['websocket'],
      auth: (cb) => cb({ token: getToken() ?? '', lastSeq }),
    });
    const reconnectLater = () => {
      clearTimeout(retry);
      retry = setTimeout(() => {
        if (!closed && !socket.connected) socket.connect();
      }, RETRY_MS);
    };
    socket.on('connect', () => report({ type: 'socket.connected' }));
    socket.on('disconnect', (reason) => {
      report({ type: 'socket.disconnected' });
      // The server closed it (e.g. a revoked token): socket.io does not come back by itself; the next
      // handshake tells whether the token still holds.
      if (reason === 'io server disconnect') reconnectLater();
    });
    socket.on('connect_error', (error: Error) => {
      if (error.message === UNAUTHORIZED) {
        closed = true;
        socket.disconnect();
        report({ type: 'socket.unauthorized' });
        return;
      }
      report({ type: 'socket.disconnected' });
      // A middleware refusal is final for socket.io; transport failures it retries itself.
      if (!socket.active) reconnectLater();
    });
    for (const name of USER_EVENTS) {
      socket.on(name, (payload: { seq: number }) => {
        if (typeof payload?.seq === 'number' && payload.seq > lastSeq) lastSeq = payload.seq;
        report({ type: 'socket.event', event: { name, payload } as ServerEvent });
      });
    }
    socket.on('record:changed', (change: RecordChange) => report({ type: 'socket.record', change }));
    socket.on('chat:read', (receipt: ChatReceipt) => report({ type: 'socket.chatRead', receipt }));
    // Presence (docs/realtime.md, "Presence"): the one way out for client events, and the one way in for
    // presence pushes. Nothing is queued while disconnected: the machine joins its places again on connect.
    receive(({ name, payload }) => {
      if (socket.connected) socket.emit(name, payload);
    });
    for (const name of PRESENCE_PUSHES) socket.on(name, (payload: PresencePush['payload']) => report({ type: 'socket.presence', push: { name, payload } as PresencePush }));

    const offline = () => report({ type: 'socket.offline' });
    // Back online: the old websocket may have died silently, so start a fresh one (the handshake
    // carries lastSeq and the server replays what was missed).
    const online = () => {
      report({ type: 'socket.online' });
      if (closed) return;
      socket.disconnect();
      socket.connect();
    };
    win?.addEventListener('offline', offline);
    win?.addEventListener('online', online);
    return () => {
      closed = true;
      clearTimeout(retry);
      win?.removeEventListener('offline', offline);
      win?.removeEventListener('online', online);
      socket.removeAllListeners();
      socket.disconnect();
    };
  });
}
