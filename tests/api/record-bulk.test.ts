/**
 * The record kernel's bulk routes (issue 13 §3): each id on its own, with the single route's checks,
 * answering a result per id; a refused row never undoes the others; the caller's scope holds; bad
 * input changes nothing.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, customers, projects, softwares, users } from '../../server/db/schema';
import type { RowResult } from '../../server/records/resource';
import { BACKENDS, post, sessionToken, startApp, type TestApp } from './helper';

interface Answer {
  status: number;
  messages: string;
  data: RowResult[];
  errors?: Record<string, string>;
}

describe.each(BACKENDS)('bulk status and delete on %s', (backend) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const call = async (who: string, url: string, body: object) => {
    const response = await post(t.app, `/api/${url}`, body, token[who]);
    return { code: response.statusCode, body: response.json() as Answer };
  };
  const customerId = async (name: string) => (await t.app.db.select({ id: customers.id }).from(customers).where(eq(customers.name, name)))[0]!.id;

  beforeAll(async () => {
    t = await startApp(backend);
    for (const who of ['admin', 'partner', 'customeradmin']) token[who] = await sessionToken(t.app, `${who}@example.com`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('deletes the free rows and refuses, with the single delete’s reason, the used and the unknown ones', async () => {
    const made: number[] = [];
    for (const name of ['Bulk CAD One', 'Bulk CAD Two']) made.push(((await call('admin', 'softwares/create', { name, vendor: 'Bulk' })).body.data as unknown as { id: number }).id);
    const [used] = await t.app.db.select({ id: sql<number>`${projects.softwareId}` }).from(projects).where(inArray(projects.softwareId, (await t.app.db.select({ id: softwares.id }).from(softwares)).map((s) => s.id))).limit(1);
    const single = await call('admin', `softwares/delete/${used!.id}`, {});
    expect(single.code).toBe(409);

    const answer = await call('admin', 'softwares/bulkdelete', { ids: [made[0], used!.id, 999_999, made[1], made[0]] });
    expect(answer.code, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual([
      { id: made[0], result: 'done' },
      { id: used!.id, result: 'refused', status: 409, reason: single.body.messages },
      { id: 999_999, result: 'refused', status: 404, reason: 'Software not found' },
      { id: made[1], result: 'done' },
    ]);
    expect(answer.body.messages).toBe('2 of 4 software records deleted');
    const left = await t.app.db.select({ id: softwares.id }).from(softwares).where(inArray(softwares.id, [...made, used!.id]));
    expect(left.map((row) => row.id)).toEqual([used!.id]);
  });

  it('changes the status of the rows in the caller’s scope only', async () => {
    const summit = await customerId('Summit Builders');
    const riverstone = await customerId('Riverstone Contractors');
    const blueHarbor = await customerId('Blue Harbor Construction');
    // Paula is Northwind's partner: Blue Harbor belongs to Pacific Bid Solutions.
    const answer = await call('partner', 'customers/bulkstatus', { ids: [riverstone, blueHarbor], status: 'inactive' });
    expect(answer.code, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual([
      { id: riverstone, result: 'done' },
      { id: blueHarbor, result: 'refused', status: 404, reason: 'Customer not found' },
    ]);
    const rows = await t.app.db.select({ id: customers.id, status: customers.status }).from(customers).where(inArray(customers.id, [summit, riverstone, blueHarbor]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [summit]: 'active', [riverstone]: 'inactive', [blueHarbor]: 'active' });
    expect((await call('admin', 'customers/bulkstatus', { ids: [riverstone], status: 'active' })).body.data).toEqual([{ id: riverstone, result: 'done' }]);
  });

  it('sets users’ status each on its own: oneself and users outside the scope refused, the deactivated user’s sessions ended', async () => {
    const userId = async (email: string) => (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    const [uma, self, alice] = [await userId('user@example.com'), await userId('customeradmin@example.com'), await userId('admin@example.com')];
    const umaToken = await sessionToken(t.app, 'user@example.com');
    const whoami = () => t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: { authorization: `Bearer ${umaToken}` } });
    expect((await whoami()).statusCode).toBe(200);

    const answer = await call('customeradmin', 'users/bulkstatus', { ids: [uma, self, alice], status: 'inactive' });
    expect(answer.code, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual([
      { id: uma, result: 'done' },
      { id: self, result: 'refused', status: 409, reason: 'You cannot delete or deactivate your own account' },
      { id: alice, result: 'refused', status: 404, reason: 'User not found' },
    ]);
    expect(answer.body.messages).toBe('1 of 3 user records changed');
    const rows = await t.app.db.select({ id: users.id, status: users.status }).from(users).where(inArray(users.id, [uma, self, alice]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [uma]: 'inactive', [self]: 'active', [alice]: 'active' });
    expect((await whoami()).statusCode).toBe(401);
    expect((await call('admin', 'users/bulkstatus', { ids: [uma], status: 'active' })).body.data).toEqual([{ id: uma, result: 'done' }]);
  });

  it('sets agents’ status within a partner’s own agents only', async () => {
    const agentId = async (email: string) => (await t.app.db.select({ id: agents.id }).from(agents).where(eq(agents.email, email)))[0]!.id;
    const [daniel, marcus] = [await agentId('agent@northwind.example.com'), await agentId('marcus@pacificbid.example.com')];
    const answer = await call('partner', 'agents/bulkstatus', { ids: [daniel, marcus], status: 'pending' });
    expect(answer.code, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual([
      { id: daniel, result: 'done' },
      { id: marcus, result: 'refused', status: 404, reason: 'Agent not found' },
    ]);
    const rows = await t.app.db.select({ id: agents.id, status: agents.status }).from(agents).where(inArray(agents.id, [daniel, marcus]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.status]))).toEqual({ [daniel]: 'pending', [marcus]: 'active' });
    expect((await call('admin', 'agents/bulkstatus', { ids: [daniel], status: 'active' })).body.data).toEqual([{ id: daniel, result: 'done' }]);
  });

  it('refuses callers without the action and bad input, changing nothing', async () => {
    const summit = await customerId('Summit Builders');
    expect((await call('customeradmin', 'customers/bulkdelete', { ids: [summit] })).code).toBe(403);
    const bad: [object, string][] = [
      [{ ids: [] }, 'ids'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1) }, 'ids'],
      [{ ids: [1.5] }, 'ids.0'],
      [{ ids: 'all' }, 'ids'],
    ];
    for (const [body, field] of bad) {
      const answer = await call('admin', 'customers/bulkdelete', body);
      expect(answer.code, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.errors ?? {})).toContain(field);
    }
    const status = await call('admin', 'customers/bulkstatus', { ids: [summit], status: 'archived' });
    expect(status.code).toBe(400);
    expect((await t.app.db.select({ status: customers.status }).from(customers).where(eq(customers.id, summit)))[0]!.status).toBe('active');
  });
});
