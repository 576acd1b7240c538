/**
 * Liveness and readiness for a supervisor or load balancer, outside /api (they are not part of the
 * product's API and need no token): `GET /healthz` answers 200 while the process serves at all;
 * `GET /readyz` answers 200 when the database and (with REDIS_URL) Redis answer, 503 when either does
 * not or while the server drains for a stop (server/ops/lifecycle.ts).
 */
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';

type Check = 'ok' | 'down' | 'not used';

/** A dependency that does not answer within this is as good as down for routing traffic. */
const CHECK_TIMEOUT_MS = 2_000;

async function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export default fp(
  async (app) => {
    const schema = { hide: true };
    app.get('/healthz', { schema }, async () => ({ status: 200, messages: 'alive' }));
    app.get('/readyz', { schema }, async (_request, reply) => {
      const database: Check = await within(app.db.execute(sql`SELECT 1`), CHECK_TIMEOUT_MS).then(
        () => 'ok',
        () => 'down',
      );
      const redis: Check = !app.redis
        ? 'not used'
        : app.redis.isReady
          ? await within(app.redis.ping(), CHECK_TIMEOUT_MS).then(
              () => 'ok' as const,
              () => 'down' as const,
            )
          : 'down';
      const draining = app.lifecycle.draining;
      const ready = !draining && database === 'ok' && redis !== 'down';
      const status = ready ? 200 : 503;
      return reply.code(status).send({ status, messages: draining ? 'shutting down' : ready ? 'ready' : 'not ready', data: { database, redis } });
    });
  },
  { name: 'health', dependencies: ['lifecycle', 'db', 'redis'] },
);
