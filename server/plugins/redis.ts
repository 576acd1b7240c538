/**
 * `app.redis`: with REDIS_URL, a command connection for the shared rate-limit counts and readiness,
 * connected before the database so a Redis out of reach ends the start at once. Users check
 * `isReady` first, so a request never waits on a lost Redis. `null` without REDIS_URL. The socket.io adapter opens its own two connections (server/realtime/plugin.ts).
 */
import fp from 'fastify-plugin';
import { connectRedis, surviveLostRedis, type RedisClient } from '../ops/redis';

declare module 'fastify' {
  interface FastifyInstance {
    redis: RedisClient | null;
  }
}

export default fp(
  async (app) => {
    if (!app.config.redisUrl) {
      app.decorate('redis', null);
      return;
    }
    const client = await connectRedis(app.config.redisUrl, 'commands', app.log);
    app.decorate('redis', client);
    const stopSurviving = surviveLostRedis(app.log);
    app.addHook('onClose', async () => {
      stopSurviving();
      await client.quit().catch(() => undefined);
    });
  },
  { name: 'redis', dependencies: ['config'] },
);
