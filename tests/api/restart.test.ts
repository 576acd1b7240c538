/**
 * A restart keeps sessions (same secret, same database), re-runs migrations and leaves the seed alone;
 * and without a client build, page paths say so.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/seed';
import { BACKENDS, login, startApp, type TestApp } from './helper';

describe.each(BACKENDS)('restart on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    // From an empty data dir: the real first start, migrations and seed included.
    t = await startApp(backend, {}, { fresh: true });
  });
  afterAll(async () => {
    await t?.close();
  });

  const counts = async () => {
    const result = await t.app.db.execute(
      sql`select (select count(*) from users)::int as users, (select count(*) from roles)::int as roles, (select count(*) from customers)::int as customers, (select count(*) from holidays)::int as holidays`,
    );
    return (result as unknown as { rows: Record<string, number>[] }).rows[0];
  };

  it('keeps a session token valid across a restart, and the seed is written once', async () => {
    const token = await login(t.app, 'admin@example.com');
    const before = await counts();
    expect(before).toMatchObject({ users: 11, roles: 9, customers: 6 });
    expect(await seedDemo(t.app.db)).toBe(false);

    await t.restart();
    expect(await counts()).toEqual(before);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: { email: string } }).data.email).toBe('admin@example.com');
  });

  it('tells a page request that the client is not built when there is no build', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/login' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ status: 404, messages: 'The web client is not built yet: run npm run build (npm start does it for you)' });
  });

  it('keeps a logout across a restart', async () => {
    const token = await login(t.app, 'agent@example.com');
    await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { authorization: `Bearer ${token}` }, payload: {} });
    await t.restart();
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: { authorization: `Bearer ${token}` } });
    expect(response.statusCode).toBe(401);
  });
});
