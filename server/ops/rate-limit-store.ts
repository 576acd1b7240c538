/**
 * A @fastify/rate-limit store on the app's node-redis client, so every process counts the same
 * requests (issue 17 item 7). The plugin's own `redis` option needs ioredis (`defineCommand`); this is
 * its counting script, run with node-redis' EVAL. While Redis is away the count fails at once and the
 * plugin lets the request through (`skipOnError`): a lost Redis must not lock everybody out.
 */
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { RedisClient } from './redis';

/** Increments the window's count; the window starts with the first hit (as the plugin's RedisStore). */
const INCREMENT = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { current, redis.call('PTTL', KEYS[1]) }
`;

export function redisRateLimitStore(client: RedisClient, prefix = 'portal:rate-limit:'): FastifyRateLimitStoreCtor {
  const make = (keyPrefix: string): FastifyRateLimitStore => ({
    incr(key, callback, timeWindow) {
      if (!client.isReady) return callback(new Error('redis is not connected'));
      client.eval(INCREMENT, { keys: [keyPrefix + key], arguments: [String(timeWindow)] }).then(
        (reply) => {
          const [current, ttl] = reply as [number, number];
          callback(null, { current, ttl });
        },
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    },
    child(routeOptions) {
      // At run time the plugin passes its merged params with the route under `routeInfo` (as its
      // RedisStore reads them), not the route options its types name.
      const route = (routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } }).routeInfo ?? {};
      return make(`${prefix}${String(route.method ?? '')}${String(route.url ?? '')}:`);
    },
  });
  // The plugin constructs the store itself.
  return class {
    constructor() {
      return make(prefix);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
