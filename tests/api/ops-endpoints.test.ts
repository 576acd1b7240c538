// Health, readiness, request ids, metrics and Redis-held rate limits (issue 17 item 7).
import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helper';
import { freePort } from './ops-process';

let t: TestApp;
beforeAll(async () => {
  t = await startApp('pglite', { metricsToken: 'metrics-secret-1', metricsAllow: '10.1.0.0/16' });
});
afterAll(async () => {
  await t.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('health and readiness', () => {
  it('answers /healthz and /readyz with the database reachable and no Redis in use', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(health.statusCode).toBe(200);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 200, messages: 'ready', data: { database: 'ok', redis: 'not used' } });
  });
});

describe('request ids', () => {
  it('keeps a sane x-request-id and echoes it', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(response.headers['x-request-id']).toBe('lb-7f3a.42');
  });

  it('replaces a missing or unfit one with a fresh UUID, on errors too', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(none.headers['x-request-id']).toMatch(UUID);
    const unfit = await t.app.inject({ method: 'POST', url: '/api/whoami', headers: { 'x-request-id': 'has spaces\tand tabs' } });
    expect(unfit.statusCode).toBeGreaterThanOrEqual(400);
    expect(unfit.headers['x-request-id']).toMatch(UUID);
    const long = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a'.repeat(129) } });
    expect(long.headers['x-request-id']).toMatch(UUID);
  });
});

describe('/metrics', () => {
  it('answers loopback and the allowed network with Prometheus text', async () => {
    await t.app.inject({ method: 'GET', url: '/api/auth/captcha' });
    for (const remoteAddress of ['127.0.0.1', '10.1.2.3']) {
      const response = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/plain');
      expect(response.body).toMatch(/http_request_duration_seconds_count\{method="GET",route="\/api\/auth\/captcha",status_code="200"\} \d+/);
      expect(response.body).toContain('socketio_open_sockets 0');
      expect(response.body).toContain('realtime_events_published_total');
      expect(response.body).toContain('realtime_publish_lag_seconds_bucket');
      expect(response.body).toContain('rate_limit_refusals_total');
    }
  });

  it('refuses other addresses, and loopback when a proxy forwarded the request, unless the token is given', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.5' })).statusCode).toBe(403);
    const proxied = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '203.0.113.5' } });
    expect(proxied.statusCode).toBe(403);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.5', headers: { authorization: 'Bearer metrics-secret-2' } });
    expect(wrong.statusCode).toBe(403);
    const right = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.5', headers: { authorization: 'Bearer metrics-secret-1' } });
    expect(right.statusCode).toBe(200);
  });
});

describe('while draining for a stop', () => {
  it('answers /readyz with 503 and /healthz still with 200', async () => {
    await t.app.lifecycle.drain(0);
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ status: 503, messages: 'shutting down' });
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });
});

describe('rate limits with REDIS_URL', { timeout: 90_000 }, () => {
  let redis: ChildProcess;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const port = await freePort();
    redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve) => {
      let out = '';
      redis.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
        out += chunk;
        if (out.includes('Ready to accept connections')) resolve();
      });
    });
    const overrides = { redisUrl: `redis://127.0.0.1:${port}`, authRateLimit: 4 };
    a = await startApp('pglite', overrides);
    b = await startApp('pglite', overrides);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    redis?.kill('SIGKILL');
  });

  it('counts one address across processes, and /readyz sees Redis', async () => {
    const remoteAddress = '198.51.100.7';
    const statuses: number[] = [];
    for (const app of [a.app, b.app, a.app, b.app, a.app, b.app]) {
      statuses.push((await app.inject({ method: 'GET', url: '/api/auth/captcha', remoteAddress })).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    const metrics = await a.app.inject({ method: 'GET', url: '/metrics' });
    expect(metrics.body).toMatch(/rate_limit_refusals_total\{route="\/api\/auth\/captcha"\} 1/);
    expect((await b.app.inject({ method: 'GET', url: '/readyz' })).json()).toMatchObject({ data: { redis: 'ok' } });
  });
});
