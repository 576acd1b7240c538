/**
 * Two server processes' worth of apps on one PostgreSQL database with the Redis adapter: an
 * announcement made on app A reaches a socket connected to app B, a mark-seen on B reaches A, a
 * logout on A closes the token's socket on B, and tabs at one project see each other's presence
 * whichever app holds their socket, and a socket cut without a close on one app loses its seats on
 * the other within 5 s. Needs TEST_DATABASE_URL and Redis (REDIS_URL, or
 * redis://127.0.0.1:6379).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { login, post, sessionToken, startApp, type TestApp } from './helper';
import { collabFixture } from './project-collab-fixture';
import { connect, cuttableProxy, disconnected, join, listen, nextState, type TestSocket } from './realtime-helper';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

describe.skipIf(!process.env.TEST_DATABASE_URL)('realtime across two processes (PostgreSQL + Redis)', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let urlA: string;
  let urlB: string;
  const open: TestSocket[] = [];

  beforeAll(async () => {
    a = await startApp('postgres', { redisUrl: REDIS_URL });
    // Same database and data dir (so the same signing secret), its own socket.io server.
    b = await buildApp({ ...a.app.config, redisUrl: REDIS_URL, seedOnStart: false });
    urlA = await listen(a.app);
    urlB = await listen(b);
  });
  afterAll(async () => {
    for (const s of open) s.close();
    await b?.close();
    await a?.close();
  });

  it('carries events between the apps', async () => {
    const admin = await sessionToken(a.app, 'admin@example.com');
    const userToken = await sessionToken(a.app, 'user@example.com');
    const onB = await connect(urlB, userToken);
    const onA = await connect(urlA, userToken);
    open.push(onA, onB);
    await Promise.all([onA.next('counts'), onB.next('counts')]);

    expect((await post(a.app, '/api/notifications/announce', { message: 'From app A' }, admin)).statusCode).toBe(200);
    const created = await onB.next('notification:new', (p) => (p.item as { message: string }).message === 'From app A');
    await onA.next('notification:new', (p) => p.seq === created.seq);

    const id = (created.item as { id: number }).id;
    expect((await post(b, `/api/notifications/notification/${id}`, { is_seen: true }, userToken)).statusCode).toBe(200);
    expect(await onA.next('notification:updated', (p) => p.seq === created.seq + 1)).toMatchObject({ ids: [id], is_seen: true });
  });

  it('closes a logged-out token’s socket on the other app', async () => {
    const token = await login(a.app, 'user@example.com');
    const onB = await connect(urlB, token);
    open.push(onB);
    await onB.next('counts');
    const closed = disconnected(onB);
    expect((await post(a.app, '/api/auth/logout', {}, token)).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
  });

  it('shows presence across the apps within 2 s, and a closed socket gone within 5 s', async () => {
    const f = await collabFixture(a.app);
    const project = await f.newProject();
    const alice = await connect(urlA, f.tokens.admin);
    const carla = await connect(urlB, f.tokens.customer);
    open.push(alice, carla);
    await Promise.all([alice.next('counts'), carla.next('counts')]);
    expect(await join(alice, { type: 'project', id: project, tab: 'alice-a', editing: false })).toEqual({ ok: true });
    const seen = nextState(alice, project, (tabs) => tabs.join() === 'alice-a:false,carla-b:true', 2000);
    expect(await join(carla, { type: 'project', id: project, tab: 'carla-b', editing: true })).toEqual({ ok: true });
    await seen;
    await carla.next('presence:state', (p) => p.id === project && (p.people as unknown[]).length === 2, 2000);
    const gone = nextState(alice, project, (tabs) => tabs.join() === 'alice-a:false', 5000);
    carla.close();
    await gone;
  });

  it('drops the seats of a connection to one app cut without a close, as seen on the other, within 5 s', async () => {
    const f = await collabFixture(a.app);
    const project = await f.newProject();
    const proxy = await cuttableProxy(urlB);
    try {
      const alice = await connect(urlA, f.tokens.admin);
      const carla = await connect(proxy.url, f.tokens.customer);
      open.push(alice, carla);
      await Promise.all([alice.next('counts'), carla.next('counts')]);
      expect(await join(alice, { type: 'project', id: project, tab: 'alice-a', editing: false })).toEqual({ ok: true });
      const seen = nextState(alice, project, (tabs) => tabs.join() === 'alice-a:false,carla-b:false', 2000);
      expect(await join(carla, { type: 'project', id: project, tab: 'carla-b', editing: false })).toEqual({ ok: true });
      await seen;
      const cutAt = performance.now();
      const gone = nextState(alice, project, (tabs) => tabs.join() === 'alice-a:false', 5000);
      proxy.cut();
      await gone;
      console.info(`presence across apps: a cut connection's seat was gone after ${Math.round(performance.now() - cutAt)} ms`);
    } finally {
      await proxy.close();
    }
  });
});
