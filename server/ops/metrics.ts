/**
 * Prometheus metrics at `GET /metrics` (prom-client, one registry per app): request durations by
 * route, open sockets, realtime events published and their lag, rate-limit refusals, the PostgreSQL pool, and the
 * process's own. Reachable with `Authorization: Bearer <METRICS_TOKEN>`, or without a token from
 * loopback and METRICS_ALLOW's networks when no proxy forwarded the request (docs/operations.md).
 */
import { timingSafeEqual } from 'node:crypto';
import { BlockList, isIPv4, isIPv6 } from 'node:net';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { HttpError } from '../errors';

/** `10.0.0.0/8, 192.168.1.5` → a BlockList; loopback always included. */
export function allowedNetworks(spec: string | undefined): BlockList {
  const list = new BlockList();
  list.addSubnet('127.0.0.0', 8, 'ipv4');
  list.addAddress('::1', 'ipv6');
  for (const entry of (spec ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const [address = '', bits] = entry.split('/');
    const type = isIPv6(address) ? 'ipv6' : 'ipv4';
    if (!isIPv4(address) && !isIPv6(address)) throw new Error(`METRICS_ALLOW: not an address or network: ${entry}`);
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return list;
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export default fp(
  async (app) => {
    const register = new Registry();
    collectDefaultMetrics({ register });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP request duration by route',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [register],
    });
    const refusals = new Counter({ name: 'rate_limit_refusals_total', help: 'Requests refused with 429 by route', labelNames: ['route'], registers: [register] });
    const published = new Counter({ name: 'realtime_events_published_total', help: 'Realtime events handed to publish', registers: [register] });
    // Publishing runs right after the writer's commit: its duration is the events' lag to the sockets.
    const publishLag = new Histogram({
      name: 'realtime_publish_lag_seconds',
      help: 'From the commit that stored realtime events to their emit on this process',
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
      registers: [register],
    });
    new Gauge({
      name: 'socketio_open_sockets',
      help: 'Open socket.io connections on this process',
      registers: [register],
      collect() {
        this.set(app.io.engine.clientsCount);
      },
    });
    new Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool connections by state (absent on PGlite)',
      labelNames: ['state'],
      registers: [register],
      collect() {
        if (!app.dbPool) return;
        this.set({ state: 'total' }, app.dbPool.totalCount);
        this.set({ state: 'idle' }, app.dbPool.idleCount);
        this.set({ state: 'waiting' }, app.dbPool.waitingCount);
      },
    });

    app.addHook('onResponse', async (request, reply) => {
      // Unmatched URLs share one label, so scanners cannot grow the series without bound.
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      if (reply.statusCode === 429) refusals.inc({ route });
    });
    const publish = app.realtime.publish.bind(app.realtime);
    app.realtime.publish = async (events) => {
      published.inc(events.length);
      const end = publishLag.startTimer();
      await publish(events);
      end();
    };

    const allowed = allowedNetworks(app.config.metricsAllow);
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      const auth = request.headers.authorization ?? '';
      const token = app.config.metricsToken;
      const byToken = token !== undefined && auth.startsWith('Bearer ') && sameSecret(auth.slice(7), token);
      const address = request.socket.remoteAddress ?? '';
      const direct = request.headers['x-forwarded-for'] === undefined && address !== '' && allowed.check(address.replace(/^::ffff:/, ''), isIPv6(address.replace(/^::ffff:/, '')) ? 'ipv6' : 'ipv4');
      if (!byToken && !direct) throw new HttpError(403, 'Forbidden');
      return reply.type(register.contentType).send(await register.metrics());
    });
  },
  { name: 'metrics', dependencies: ['config', 'db', 'realtime'] },
);
