/** Real socket.io-client connections to a listening test app (DESIGN §6). */
import type { FastifyInstance } from 'fastify';
import { connect as netConnect, createServer, type AddressInfo, type Socket as TcpSocket } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import type { PresenceAnswer, PresenceSeat, PresenceState } from '../../src/domain/presence';

export interface Received {
  event: string;
  payload: { seq: number; [key: string]: unknown };
}

export interface TestSocket {
  socket: Socket;
  received: Received[];
  /** Resolves with the first received event (past or future) matching. */
  next(event: string, match?: (payload: Received['payload']) => boolean, timeoutMs?: number): Promise<Received['payload']>;
  close(): void;
}

export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

/** Connects and waits for the handshake; rejects with the connect_error message. */
export function connect(url: string, token: string, lastSeq = 0): Promise<TestSocket> {
  const socket = io(url, { path: '/socket.io', transports: ['websocket'], auth: { token, lastSeq }, reconnection: false, forceNew: true });
  const received: Received[] = [];
  const waiters: { event: string; match: (p: Received['payload']) => boolean; resolve: (p: Received['payload']) => void; from: number }[] = [];
  socket.onAny((event: string, payload: Received['payload']) => {
    received.push({ event, payload });
    for (const waiter of [...waiters]) {
      if (waiter.event === event && waiter.match(payload)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(payload);
      }
    }
  });
  const test: TestSocket = {
    socket,
    received,
    next(event, match = () => true, timeoutMs = 5000) {
      const found = received.find((r) => r.event === event && match(r.payload));
      if (found) return Promise.resolve(found.payload);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms; got ${JSON.stringify(received.map((r) => r.event))}`)), timeoutMs);
        waiters.push({
          event,
          match,
          from: received.length,
          resolve: (p) => {
            clearTimeout(timer);
            resolve(p);
          },
        });
      });
    },
    close() {
      socket.close();
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(test));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Resolves when the socket is disconnected by the server. */
export function disconnected(test: TestSocket, timeoutMs = 5000): Promise<string> {
  if (!test.socket.connected) return Promise.resolve('already');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('still connected')), timeoutMs);
    test.socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Sends a join and answers the server's ack. */
export function join(socket: TestSocket, payload: object): Promise<PresenceAnswer> {
  return socket.socket.timeout(5000).emitWithAck('presence:join', payload) as Promise<PresenceAnswer>;
}

/** The seats of a `presence:state`, as "tab:editing", sorted. */
export const seats = (payload: Received['payload']) => (payload as unknown as PresenceState).people.map((seat: PresenceSeat) => `${seat.tab}:${seat.editing}`).sort();

/** The next `presence:state` about the project that arrives from now on and matches. */
export function nextState(socket: TestSocket, project: number, match: (seats: string[]) => boolean, timeoutMs?: number): Promise<Received['payload']> {
  const from = socket.received.length;
  return socket.next(
    'presence:state',
    (p) => socket.received.findIndex((r) => r.payload === p) >= from && (p as unknown as PresenceState).type === 'project' && p.id === project && match(seats(p)),
    timeoutMs,
  );
}

/** A TCP proxy to a listening app whose connections can be cut as a lost network cuts them. */
export interface CuttableProxy {
  url: string;
  /** Stops forwarding either way and sends nothing (no FIN, no RST): both ends see only silence. */
  cut(): void;
  /** Forwards again what was held back and what comes next (the network is back). */
  resume(): void;
  close(): Promise<void>;
}

export async function cuttableProxy(target: string): Promise<CuttableProxy> {
  const { hostname, port } = new URL(target);
  const pairs: [TcpSocket, TcpSocket][] = [];
  const server = createServer((client) => {
    const upstream = netConnect(Number(port), hostname);
    for (const end of [client, upstream]) end.on('error', () => {});
    client.pipe(upstream);
    upstream.pipe(client);
    pairs.push([client, upstream]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: own } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${own}`,
    cut() {
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    resume() {
      for (const [client, upstream] of pairs) {
        client.pipe(upstream);
        upstream.pipe(client);
      }
    },
    async close() {
      for (const pair of pairs) for (const end of pair) end.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Keeps the event loop busy for `ms` (as a large PDF export does). */
export function blockEventLoop(ms: number): void {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // busy
  }
}
