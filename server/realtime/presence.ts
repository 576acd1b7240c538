/**
 * Presence on the realtime server (issue 16, docs/realtime.md#presence): a tab joins the room of a
 * project or record it has open (`presence:<type>:<id>`) once the caller's scope is checked, and every
 * change to a room sends its whole state (`presence:state`) to the room. The state is read from the
 * sockets in the room with `fetchSockets`, which the Redis adapter answers across server processes,
 * so it is kept nowhere but on each socket (`socket.data.presence`) and a socket that goes takes its
 * seats with it. Typing signals are relayed to the room and expire at the receivers.
 *
 * A socket's seats count only while it is heard from (adr/0150): the server pings every
 * `HEARTBEAT_MS`, and a socket silent for `PRESENCE_LEASE_MS` (a connection cut without a close) is
 * left out of its rooms' states until it is heard again, long before socket.io's ping timeout drops it.
 */
import type { RemoteSocket, Server, Socket } from 'socket.io';
import {
  parseJoin,
  parseLeave,
  parseTyping,
  presenceRoom,
  type PresenceAnswer,
  type PresenceLeave,
  type PresencePlace,
  type PresenceSeat,
  type PresenceState,
  type PresenceTyping,
} from '../../src/domain/presence';
import { RECORD_TYPES, type RecordType } from '../../src/domain/record-events';
import { findUserById } from '../auth/users';
import type { Db } from '../db/client';
import { recordAudience, userReaches } from './audience';

/** A tab's seat as its socket keeps it: the room's state is built from these. */
type Seat = Omit<PresenceSeat, 'tab' | 'user_id'>;

/** What presence adds to `socket.data`: seats by room, then by tab. */
export interface PresenceData {
  userId: number;
  presence?: Record<string, Record<string, Seat>>;
  /** Not heard from within the lease: its seats are left out (set by the process that holds it). */
  silent?: boolean;
}

/** The server's ping interval (socket.io `pingInterval`): a live client answers each ping at once. */
export const HEARTBEAT_MS = 2_000;
/** A socket not heard from for this long (two pings unanswered) is taken for gone by presence. */
export const PRESENCE_LEASE_MS = 4_000;
/** How often the process checks its own sockets' leases. */
const SWEEP_MS = 500;

/**
 * A room's state is sent at once and again this much later: two processes that change one room at the
 * same moment may send their states in either order, and the second round reads both changes.
 */
const SETTLE_MS = 1_000;
/** Seats one socket may hold (tabs it relays × places each has open): more is a client gone wrong. */
const MAX_SEATS = 64;

export interface Presence {
  /** Listens to one connected socket's presence events; its seats go when it disconnects. */
  attach(socket: Socket): void;
  close(): void;
}

function placeOfRoom(room: string): PresencePlace | null {
  const [prefix, type, id] = room.split(':');
  if (prefix !== 'presence' || !(RECORD_TYPES as readonly string[]).includes(type ?? '')) return null;
  return { type: type as RecordType, id: Number(id) };
}

export function createPresence(io: Server, db: Db, onError: (error: unknown, message: string) => void): Presence {
  const settling = new Map<string, NodeJS.Timeout>();
  const heardAt = new WeakMap<Socket, number>();

  async function sendState(room: string): Promise<void> {
    const place = placeOfRoom(room);
    if (!place) return;
    const sockets: RemoteSocket<never, PresenceData>[] = await io.in(room).fetchSockets();
    const people = sockets.filter(({ data }) => !data.silent).flatMap(({ data }) => Object.entries(data.presence?.[room] ?? {}).map(([tab, seat]) => ({ tab, user_id: data.userId, ...seat })));
    const state: PresenceState = { ...place, people };
    io.to(room).emit('presence:state', state);
  }

  function changed(room: string): void {
    sendState(room).catch((error: unknown) => onError(error, 'sending presence failed'));
    clearTimeout(settling.get(room));
    const timer = setTimeout(() => {
      settling.delete(room);
      sendState(room).catch((error: unknown) => onError(error, 'sending presence failed'));
    }, SETTLE_MS);
    timer.unref();
    settling.set(room, timer);
  }

  function changedRoomsOf(socket: Socket): void {
    for (const room of Object.keys((socket.data as PresenceData).presence ?? {})) changed(room);
  }

  function heard(socket: Socket): void {
    heardAt.set(socket, Date.now());
    const data = socket.data as PresenceData;
    if (!data.silent) return;
    data.silent = false;
    changedRoomsOf(socket);
  }

  let sweptAt = Date.now();
  function sweep(): void {
    const now = Date.now();
    const late = now - sweptAt > 2 * SWEEP_MS;
    sweptAt = now;
    // The event loop was blocked (a long export, a busy machine): the pongs that came meanwhile wait
    // in the sockets' buffers and are read after the timers, so a silence measured now is not theirs.
    if (late) return;
    for (const socket of io.of('/').sockets.values()) {
      const data = socket.data as PresenceData;
      if (data.silent || !data.presence || now - (heardAt.get(socket) ?? now) <= PRESENCE_LEASE_MS) continue;
      data.silent = true;
      changedRoomsOf(socket);
    }
  }
  const sweeper = setInterval(sweep, SWEEP_MS);
  sweeper.unref();

  async function join(socket: Socket, payload: unknown): Promise<PresenceAnswer> {
    const request = parseJoin(payload);
    if (!request) return { ok: false, error: 'invalid' };
    const data = socket.data as PresenceData;
    const user = await findUserById(db, data.userId);
    if (!user || !userReaches(user, await recordAudience(db, request.type, request.id))) return { ok: false, error: 'forbidden' };
    if (socket.disconnected) return { ok: true };
    const room = presenceRoom(request);
    const held = Object.values(data.presence ?? {}).reduce((count, byTab) => count + Object.keys(byTab).length, 0);
    if (held >= MAX_SEATS && !data.presence?.[room]?.[request.tab]) return { ok: false, error: 'invalid' };
    const seats = ((data.presence ??= {})[room] ??= {});
    seats[request.tab] = { name: user.user.name, image_uri: user.user.imageUri, editing: request.editing };
    await socket.join(room);
    changed(room);
    return { ok: true };
  }

  /** A leave or typing handler: only a tab seated at the place (its scope checked when it joined) acts there. */
  function fromSeat<R extends PresenceLeave>(parse: (payload: unknown) => R | null, act: (socket: Socket, request: R, room: string, seats: Record<string, Seat>) => void) {
    return (socket: Socket, payload: unknown): void => {
      const request = parse(payload);
      if (!request) return;
      const room = presenceRoom(request);
      const seats = (socket.data as PresenceData).presence?.[room];
      if (seats?.[request.tab]) act(socket, request, room, seats);
    };
  }

  const leave = fromSeat(parseLeave, (socket, request, room, seats) => {
    delete seats[request.tab];
    if (Object.keys(seats).length === 0) {
      delete (socket.data as PresenceData).presence![room];
      void socket.leave(room);
    }
    changed(room);
  });

  const typing = fromSeat(parseTyping, (socket, { type, id, tab, typing }, room, seats) => {
    const signal: PresenceTyping = { type, id, tab, user_id: (socket.data as PresenceData).userId, name: seats[tab]!.name, typing };
    socket.to(room).emit('presence:typing', signal);
  });

  return {
    attach(socket) {
      heardAt.set(socket, Date.now());
      // Every packet counts, the pongs to the server's pings among them.
      socket.conn.on('packet', () => heard(socket));
      socket.on('presence:join', (payload: unknown, ack: unknown) => {
        join(socket, payload).then(
          (answer) => typeof ack === 'function' && ack(answer),
          (error: unknown) => {
            onError(error, 'presence join failed');
            if (typeof ack === 'function') ack({ ok: false, error: 'invalid' } satisfies PresenceAnswer);
          },
        );
      });
      socket.on('presence:leave', (payload: unknown) => leave(socket, payload));
      socket.on('presence:typing', (payload: unknown) => typing(socket, payload));
      socket.on('disconnect', () => changedRoomsOf(socket));
    },
    close() {
      clearInterval(sweeper);
      for (const timer of settling.values()) clearTimeout(timer);
      settling.clear();
    },
  };
}
