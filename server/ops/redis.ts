/**
 * Redis connections for the socket.io adapter, the shared rate-limit counts and readiness. At start a
 * Redis out of reach ends the start at once with a StartupError naming it (node-redis would otherwise
 * retry for ever and the server never listen); once connected, a lost Redis is reconnected with
 * backoff while this process keeps serving.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  ClientClosedError,
  ClientOfflineError,
  ConnectionTimeoutError,
  createClient,
  DisconnectsClientError,
  ReconnectStrategyError,
  SocketClosedUnexpectedlyError,
  type RedisClientType,
} from 'redis';
import { describeUrl, rootCause, StartupError } from './startup-error';

/** The default client (no modules, RESP 3). */
type NoExtensions = Record<never, never>;
export type RedisClient = RedisClientType<NoExtensions, NoExtensions, NoExtensions, 3>;

/**
 * A connected client. While Redis is away its commands wait for the reconnection; callers that must
 * not wait check `client.isReady` first. (node-redis' `disableOfflineQueue` would fail them instead,
 * but then rejects its own pending work unhandled when the connection drops, ending the process.)
 */
export async function connectRedis(url: string, role: string, log: FastifyBaseLogger): Promise<RedisClient> {
  let connected = false;
  const client: RedisClient = createClient({
    url,
    socket: {
      connectTimeout: 5_000,
      // Before the first connection: give up (connect() rejects); afterwards: retry, at most every 5 s.
      reconnectStrategy: (retries: number) => (connected ? Math.min(100 * 2 ** retries, 5_000) : false),
    },
  });
  let lastLogged = '';
  client.on('error', (error: unknown) => {
    // Every failed retry is an 'error'; one line per kind of failure is enough.
    const cause = rootCause(error);
    if (connected && cause !== lastLogged) log.error({ role, cause }, 'redis connection lost; reconnecting');
    lastLogged = cause;
  });
  client.on('ready', () => {
    if (connected && lastLogged) log.info({ role }, 'redis reconnected');
    lastLogged = '';
  });
  try {
    await client.connect();
  } catch (error) {
    throw new StartupError(`Redis at ${describeUrl(url)} (REDIS_URL) is unreachable: ${rootCause(error)}.`);
  }
  connected = true;
  return client;
}

/** The socket's own error (`read ECONNRESET`), which node-redis passes on to the commands awaiting a reply. */
function isSocketError(reason: unknown): boolean {
  const { code, syscall } = (reason ?? {}) as { code?: unknown; syscall?: unknown };
  return ['read', 'write', 'connect'].includes(String(syscall)) && ['ECONNRESET', 'EPIPE', 'ECONNREFUSED', 'ETIMEDOUT'].includes(String(code));
}

const CONNECTION_ERRORS = [SocketClosedUnexpectedlyError, DisconnectsClientError, ClientClosedError, ClientOfflineError, ConnectionTimeoutError, ReconnectStrategyError];

/**
 * The socket.io Redis adapter publishes without awaiting; when Redis drops, node-redis rejects the
 * commands in flight and those rejections would end the process. A lost connection is already logged
 * and being reconnected, so those rejections (and bare socket errors, which is how a dropped connection
 * reaches them) are only logged; anything else still ends the process.
 * Returns the function that removes the handler.
 */
export function surviveLostRedis(log: FastifyBaseLogger): () => void {
  const onRejection = (reason: unknown) => {
    if (CONNECTION_ERRORS.some((kind) => reason instanceof kind) || isSocketError(reason)) {
      log.warn({ cause: rootCause(reason) }, 'a redis command failed with the connection');
      return;
    }
    // The default behaviour for everything else: crash with the reason.
    process.nextTick(() => {
      throw reason;
    });
  };
  process.on('unhandledRejection', onRejection);
  return () => process.removeListener('unhandledRejection', onRejection);
}
