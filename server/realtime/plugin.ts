/**
 * socket.io on Fastify's HTTP server (DESIGN §6), as `app.realtime` (and `app.io`).
 *
 * - Path `/socket.io`, websocket only; the handshake's `auth.token` is checked with `app.auth.userOf`
 *   (missing, bad, revoked or expired → connect_error `unauthorized`). socket.io's in-memory
 *   connection-state recovery is not used: replay comes from `user_events`.
 * - Each socket joins `user:<id>`, `records` and its user's scope rooms (src/domain/record-events.ts). On connect, under the user's row lock, the stored
 *   events with `seq > auth.lastSeq` are replayed in order and the socket joins its rooms; then `counts`
 *   (seq 0). Writers take the same lock to store events, and `publish` takes it to emit what is not yet
 *   published (`users.last_published_seq`) in seq order, so no socket sees a seq out of order or misses
 *   one, whatever the interleaving of requests, processes and reconnects.
 * - `publish(events)` runs after the caller's commit; it also mails email-CC copies of new notifications.
 * - Sessions: a revoked token's sockets are closed (wrapping `app.auth.revoke`); after a password change,
 *   reset, deactivation or deletion the user's sockets are re-checked against `session_version`; each
 *   socket is closed when its token expires.
 * - `record:changed` `{ type, id }` after each committed record write, declared by the route
 *   (`changes` in defineRoute) or called by the writer, only to the sockets whose user's scope reaches
 *   the record (server/realtime/audience.ts). A user whose role or placement changed gets
 *   `session:changed` and their sockets' scope rooms are joined afresh.
 * - Presence (who has a project or record open, typing, editing): server/realtime/presence.ts.
 * - With REDIS_URL the Redis adapter carries emits, `fetchSockets` and disconnects between processes.
 */
import { createAdapter } from '@socket.io/redis-adapter';
import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { Server, type Socket } from 'socket.io';
import { audienceRooms, isScopeRoom, SIGNED_IN_ROOM, type RecordAudience, type RecordChange, type RecordType } from '../../src/domain/record-events';
import { findUserById } from '../auth/users';
import { connectRedis } from '../ops/redis';
import { emailCc, userEvents, users } from '../db/schema';
import { recordAudience, roomsOfUser } from './audience';
import { countOf, eventsAfter, lockUsers, sessionChanged, type UserEvent } from './notify';
import { createPresence, HEARTBEAT_MS } from './presence';
import { pruneUserEvents, retentionCutoff } from './prune';

export const userRoom = (userId: number) => `user:${userId}`;

interface SocketData {
  userId: number;
  jti: string;
  sessionVersion: number;
  /** The scope rooms of the user at the handshake (joined after the replay). */
  scopeRooms: string[];
}

export interface Realtime {
  readonly io: Server;
  /**
   * After the transaction that stored the events committed: emits every not yet published event of
   * their users in seq order (so concurrent writers cannot reorder them), and mails CC copies of new
   * notifications. Failures are only logged.
   */
  publish(events: readonly UserEvent[]): Promise<void>;
  /** Sends fresh `counts` (seq 0) to every socket of the users. */
  sendCounts(userIds: readonly number[]): Promise<void>;
  /**
   * After the write committed: `record:changed` to the sockets whose user may see the record (its
   * owners read now). For a delete, read the audience before the row goes and pass it.
   */
  recordChanged(type: RecordType, id: number | null, audience?: RecordAudience): Promise<void>;
  /** Who may learn of a change to the record now (read it before a delete). */
  recordAudience(type: RecordType, id: number | null): Promise<RecordAudience>;
  /** `session:changed` to the users (their role or placement changed) and their scope rooms joined afresh. */
  sessionsChanged(userIds: readonly number[]): Promise<void>;
  /** Closes the user's sockets whose session is no longer valid (session_version bumped, user inactive or gone). */
  recheckSessions(userId: number): Promise<void>;
  /** Closes the sockets of one token. */
  closeToken(userId: number, jti: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
    realtime: Realtime;
  }
}

/**
 * A browser's socket comes from the app's own origin: the Origin header names the host the request
 * was sent to, or one of APP_ORIGINS. Clients that send no Origin (not browsers) still need a token.
 */
export function sameOrigin(headers: { origin?: string | undefined; host?: string | undefined }, allowed: readonly string[]): boolean {
  const { origin, host } = headers;
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

export default fp(
  async (app) => {
    const io = new Server(app.server, {
      path: '/socket.io',
      transports: ['websocket'],
      serveClient: false,
      // Same origin only (the SPA); other origins' pages cannot open a socket with a user's token anyway.
      cors: { origin: false },
      // Frequent pings keep presence honest (a silent socket's seats go after PRESENCE_LEASE_MS);
      // the connection itself is dropped only after a long silence, so a busy client or server keeps it.
      pingInterval: HEARTBEAT_MS,
      pingTimeout: 20_000,
      maxHttpBufferSize: 16 * 1024,
      // A draining server takes no new sockets (their clients reconnect to another process), and a page
      // of another origin none at all.
      allowRequest: (request, callback) => callback(null, !app.lifecycle.draining && sameOrigin(request.headers, app.config.appOrigins)),
    });
    // On a stop signal: drop the transports (not a socket.io disconnect), so clients reconnect by
    // themselves — to another process, or to this one when it is back — and catch up by lastSeq.
    app.lifecycle.onDrain(() => io.engine.close());
    const redisClients: { quit(): Promise<unknown> }[] = [];
    if (app.config.redisUrl) {
      const [pub, sub] = await Promise.all([
        connectRedis(app.config.redisUrl, 'socket.io pub', app.log),
        connectRedis(app.config.redisUrl, 'socket.io sub', app.log),
      ]);
      redisClients.push(pub, sub);
      io.adapter(createAdapter(pub, sub));
      app.log.info('socket.io uses the Redis adapter');
    }

    const expiryTimers = new Map<string, NodeJS.Timeout>();
    const presence = createPresence(io, app.db, (error, message) => app.log.error({ err: error }, message));

    io.use((socket, next) => {
      const auth = socket.handshake.auth as { token?: unknown } | undefined;
      const token = typeof auth?.token === 'string' ? auth.token : '';
      if (!token || token.length > 4096) return next(new Error('unauthorized'));
      app.auth.userOf(token).then(
        (user) => {
          if (!user) return next(new Error('unauthorized'));
          const data: SocketData = {
            userId: user.session.id,
            jti: user.claims.jti,
            sessionVersion: user.claims.sessionVersion,
            scopeRooms: roomsOfUser(user.record),
          };
          socket.data = data;
          const ms = user.claims.expiresAt.getTime() - Date.now();
          const timer = setTimeout(() => socket.disconnect(true), Math.max(0, Math.min(ms, 2_147_483_647)));
          timer.unref();
          expiryTimers.set(socket.id, timer);
          next();
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'socket handshake failed');
          next(new Error('unauthorized'));
        },
      );
    });

    /** The user's `counts` now, as the event sends them (seq 0: neither stored nor replayed). */
    const countsEvent = async (userId: number) => ({ seq: 0, ...(await countOf(app.db, userId)) });
    const benchStamp = () => (app.config.realtimeBench ? { emitted_at: performance.timeOrigin + performance.now() } : {});

    /**
     * Under the user's row lock (which writers hold while they store events): the stored events after
     * `afterSeq` go to this socket, those never published also to the user's other sockets, then the
     * socket joins its rooms. Every later event is published after this commits, so it arrives live, in
     * order, after the replay.
     */
    async function replayAndJoin(socket: Socket, afterSeq: number): Promise<void> {
      const { userId, scopeRooms: rooms } = socket.data as SocketData;
      await app.db.transaction(async (tx) => {
        const [row] = await tx
          .select({ published: users.lastPublishedSeq })
          .from(users)
          .where(eq(users.id, userId))
          .for('update');
        if (!row) throw new Error(`user ${userId} is gone`);
        const from = Math.min(afterSeq, row.published);
        let last = from;
        for (;;) {
          const events = await eventsAfter(tx, userId, last, 1000);
          const stamp = benchStamp();
          for (const event of events) {
            if (event.seq > row.published) io.to(userRoom(userId)).emit(event.type, { ...event.payload, ...stamp });
            if (event.seq > afterSeq) socket.emit(event.type, event.payload);
          }
          if (events.length > 0) last = events[events.length - 1]!.seq;
          if (events.length < 1000) break;
        }
        if (last > row.published) await tx.update(users).set({ lastPublishedSeq: last }).where(eq(users.id, userId));
        await socket.join([userRoom(userId), SIGNED_IN_ROOM, ...rooms]);
      });
    }

    /** Emits every stored, not yet published event of the users, in seq order, under their row locks. */
    async function publishPending(userIds: readonly number[]): Promise<void> {
      const ids = [...new Set(userIds)].sort((a, b) => a - b);
      if (ids.length === 0) return;
      await app.db.transaction(async (tx) => {
        await lockUsers(tx, ids);
        const pending = await tx
          .select({ userId: userEvents.userId, seq: userEvents.seq, type: userEvents.type, payload: userEvents.payload })
          .from(userEvents)
          .innerJoin(users, eq(users.id, userEvents.userId))
          .where(and(inArray(userEvents.userId, ids), gt(userEvents.seq, users.lastPublishedSeq)))
          .orderBy(asc(userEvents.userId), asc(userEvents.seq));
        if (pending.length === 0) return;
        const stamp = benchStamp();
        for (const event of pending) io.to(userRoom(event.userId)).emit(event.type, { ...(event.payload as object), ...stamp });
        await tx
          .update(users)
          .set({ lastPublishedSeq: sql`${users.lastEventSeq}` })
          .where(inArray(users.id, [...new Set(pending.map((event) => event.userId))]));
      });
    }

    io.on('connection', (socket) => {
      const { userId } = socket.data as SocketData;
      const auth = socket.handshake.auth as { lastSeq?: unknown } | undefined;
      const lastSeq = typeof auth?.lastSeq === 'number' && Number.isInteger(auth.lastSeq) && auth.lastSeq > 0 ? auth.lastSeq : 0;
      if (app.config.realtimeBench) {
        socket.on('bench:rss', (ack: unknown) => {
          if (typeof ack !== 'function') return;
          // Benchmarks only: collect garbage first, so the figure is what is held, not what is pending.
          setFlagsFromString('--expose-gc');
          (runInNewContext('gc') as () => void)();
          (ack as (memory: NodeJS.MemoryUsage) => void)(process.memoryUsage());
        });
      }
      socket.on('disconnect', () => {
        clearTimeout(expiryTimers.get(socket.id));
        expiryTimers.delete(socket.id);
      });
      presence.attach(socket);
      void (async () => {
        await replayAndJoin(socket, lastSeq);
        socket.emit('counts', await countsEvent(userId));
      })().catch((error: unknown) => {
        app.log.error({ err: error, userId }, 'socket replay failed');
        socket.disconnect(true);
      });
    });

    const realtime: Realtime = {
      io,
      async publish(events) {
        try {
          await publishPending(events.map((event) => event.userId));
        } catch (error) {
          app.log.error({ err: error }, 'publishing realtime events failed');
        }
        const mailed = events.filter((event) => event.type === 'notification:new' || event.type === 'conversation:new');
        if (mailed.length > 0) mailCopies(mailed);
      },
      async sendCounts(userIds) {
        for (const userId of new Set(userIds)) io.to(userRoom(userId)).emit('counts', await countsEvent(userId));
      },
      recordAudience: (type, id) => recordAudience(app.db, type, id),
      async recordChanged(type, id, audience) {
        try {
          const change: RecordChange = { type, id };
          io.to(audienceRooms(audience ?? (await recordAudience(app.db, type, id)))).emit('record:changed', change);
        } catch (error) {
          app.log.error({ err: error, type, id }, 'publishing record:changed failed');
        }
      },
      async sessionsChanged(userIds) {
        if (userIds.length === 0) return;
        await realtime.publish(await app.db.transaction((tx) => sessionChanged(tx, userIds)));
        for (const userId of new Set(userIds)) await realtime.recheckSessions(userId);
      },
      async recheckSessions(userId) {
        const sockets = await io.in(userRoom(userId)).fetchSockets();
        if (sockets.length === 0) return;
        const user = await findUserById(app.db, userId);
        const rooms = user ? roomsOfUser(user) : [];
        for (const socket of sockets) {
          const data = socket.data as SocketData;
          if (!user || user.user.status !== 'active' || user.user.sessionVersion !== data.sessionVersion) {
            socket.disconnect(true);
            continue;
          }
          // The role or placement may have changed what the user sees: the scope rooms follow.
          const stale = [...socket.rooms].filter((room) => isScopeRoom(room) && !rooms.includes(room));
          for (const room of stale) socket.leave(room);
          socket.join(rooms);
        }
      },
      async closeToken(userId, jti) {
        const sockets = await io.in(userRoom(userId)).fetchSockets();
        for (const socket of sockets) if ((socket.data as SocketData).jti === jti) socket.disconnect(true);
      },
    };

    /**
     * Email copies of new notifications and chat messages to the addresses on each recipient's
     * email-CC list for their customer (one mail per event).
     */
    function mailCopies(events: readonly UserEvent[]) {
      app.mail.send(async () => {
        const rows = await app.db
          .select({ userId: emailCc.userId, emails: emailCc.emails, name: users.name })
          .from(emailCc)
          .innerJoin(users, and(eq(users.id, emailCc.userId), eq(users.customerId, emailCc.customerId)))
          .where(inArray(emailCc.userId, [...new Set(events.map((event) => event.userId))]));
        const ccOf = new Map(rows.map((row) => [row.userId, row]));
        for (const event of events) {
          const row = ccOf.get(event.userId);
          const item = event.payload.item as { message?: string; username?: string | null } | undefined;
          if (!row || !item?.message || row.emails.length === 0) continue;
          const what = event.type === 'conversation:new' ? 'chat message' : 'notification';
          app.mail.send({
            to: row.emails.join(', '),
            subject: `Customer Portal ${what} for ${row.name}`,
            text: `${item.username ? `${item.username}: ` : ''}${item.message}\n\nA copy of a ${what} to ${row.name}; you are on their email CC list.`,
          });
        }
        return null;
      });
    }

    // Logout (and any other revocation) closes that token's sockets.
    const revoke = app.auth.revoke.bind(app.auth);
    app.auth.revoke = async (claims) => {
      await revoke(claims);
      await realtime.closeToken(claims.userId, claims.jti).catch((error: unknown) => app.log.error({ err: error }, 'closing revoked sockets failed'));
    };

    app.decorate('io', io);
    app.decorate('realtime', realtime);

    // Hourly, and once soon after start: delivered events past the retention window go.
    const prune = () => {
      pruneUserEvents(app.db, retentionCutoff(app.config.eventRetentionDays)).then(
        (count) => count > 0 && app.log.info({ count }, 'pruned delivered realtime events'),
        (error: unknown) => app.log.error({ err: error }, 'pruning realtime events failed'),
      );
    };
    const firstPrune = setTimeout(prune, 60_000);
    const hourlyPrune = setInterval(prune, 3_600_000);
    firstPrune.unref();
    hourlyPrune.unref();
    app.addHook('preClose', async () => {
      // Close the connections first so the HTTP server's close is not held up by them. Dropping the
      // transport (not a socket.io disconnect) lets clients reconnect by themselves — to this server
      // when it is back, or another process — and catch up by lastSeq.
      io.engine.close();
      for (const timer of expiryTimers.values()) clearTimeout(timer);
      expiryTimers.clear();
      presence.close();
      clearTimeout(firstPrune);
      clearInterval(hourlyPrune);
    });
    app.addHook('onClose', async () => {
      // Not io.close(): it would close the HTTP server, which Fastify closes itself.
      io.engine.close();
      await Promise.resolve(io.of('/').adapter.close()).catch(() => undefined);
      await Promise.all(redisClients.map((client) => client.quit().catch(() => undefined)));
    });
  },
  { name: 'realtime', dependencies: ['config', 'lifecycle', 'db', 'auth', 'mail'] },
);
