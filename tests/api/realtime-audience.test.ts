/**
 * `record:changed` reaches only the sockets whose user could see the record (issue 13): a change to
 * one customer's records reaches no socket of another customer, nor a branch user of another branch,
 * while staff, the customer's admin and its partner see it. Catalog changes still reach everyone.
 */
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { audienceRooms } from '../../src/domain/record-events';
import { branches, customers, projects, roles, services, users } from '../../server/db/schema';
import { BACKENDS, post, sessionToken, startApp, type TestApp } from './helper';
import { connect, listen, type TestSocket } from './realtime-helper';

interface Change {
  type: string;
  id: number | null;
}

describe.each(BACKENDS)('record:changed audiences on %s', (backend) => {
  let t: TestApp;
  let url: string;
  let summitId: number;
  let denverProjectId: number;
  let otherProjectId: number;
  const open: TestSocket[] = [];
  const received = new Map<string, Change[]>();

  /** A signed-in socket that records every `record:changed` it gets. */
  async function watch(email: string): Promise<void> {
    const socket = await connect(url, await sessionToken(t.app, email));
    open.push(socket);
    await socket.next('counts');
    const changes: Change[] = [];
    received.set(email, changes);
    socket.socket.on('record:changed', (change: Change) => changes.push(change));
  }

  /** Waits until the sentinel (a catalog change everyone gets) arrived at every watcher: all earlier changes did too. */
  async function settle(): Promise<void> {
    const answer = await post(t.app, '/api/softwares/create', { name: `Sentinel ${Date.now()}-${Math.random()}`, vendor: 'Test' }, await sessionToken(t.app, 'admin@example.com'));
    const id = (answer.json() as { data: { id: number } }).data.id;
    const deadline = Date.now() + 10_000;
    while ([...received.values()].some((changes) => !changes.some((c) => c.type === 'software' && c.id === id))) {
      if (Date.now() > deadline) throw new Error('sentinel did not arrive');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  const got = (email: string, type: string, id: number) => (received.get(email) ?? []).some((c) => c.type === type && c.id === id);

  beforeAll(async () => {
    t = await startApp(backend);
    const { db } = t.app;
    url = await listen(t.app);
    const [summit] = await db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Summit Builders'));
    summitId = summit!.id;
    const [denver] = await db.select({ id: branches.id }).from(branches).where(eq(branches.name, 'Denver Headquarters'));
    const [service] = await db.select({ id: services.id, workType: services.workType }).from(services).limit(1);
    const [denverProject] = await db
      .insert(projects)
      .values({ code: 'AUD-1', name: 'Audience Denver', customerId: summitId, branchId: denver!.id, serviceId: service!.id, workType: service!.workType, dueDate: '2030-01-07', status: 'pending' })
      .returning({ id: projects.id });
    denverProjectId = denverProject!.id;

    // Another customer with its own admin and project.
    const [other] = await db.insert(customers).values({ name: 'Audience Other Builders', email: 'office@audience-other.example.com', subscriptionType: 'monthly' }).returning({ id: customers.id });
    const [otherBranch] = await db.insert(branches).values({ customerId: other!.id, name: 'Main' }).returning({ id: branches.id });
    const [adminRole] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Customer Admin'));
    const [carla] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, 'customeradmin@example.com'));
    await db.insert(users).values({ email: 'otheradmin@example.com', name: 'Olga Other', passwordHash: carla!.passwordHash, roleId: adminRole!.id, type: 'Customer Admin', customerId: other!.id, branchId: otherBranch!.id });
    const [otherProject] = await db
      .insert(projects)
      .values({ code: 'AUD-2', name: 'Audience Other', customerId: other!.id, branchId: otherBranch!.id, serviceId: service!.id, workType: service!.workType, dueDate: '2030-01-07', status: 'pending' })
      .returning({ id: projects.id });
    otherProjectId = otherProject!.id;

    for (const email of ['admin@example.com', 'partner@example.com', 'customeradmin@example.com', 'branchadmin@example.com', 'user@example.com', 'otheradmin@example.com']) await watch(email);
  });
  afterEach(() => {
    for (const changes of received.values()) changes.splice(0);
  });
  afterAll(async () => {
    for (const socket of open.splice(0)) socket.close();
    await t?.close();
  });

  it('names the rooms of a branch-held record: all, its partner, its customer’s admins and its branch', () => {
    expect(audienceRooms({ kind: 'owners', key: 'Enq', customerId: 3, branchId: 7, partnerId: 1, agentId: null })).toEqual(['Enq:all', 'Enq:partner:1', 'Enq:customer:3', 'Enq:branch:7']);
    expect(audienceRooms({ kind: 'owners', key: 'Customer', customerId: 3, partnerId: null, agentId: 2 })).toEqual(['Customer:all', 'Customer:agent:2', 'Customer:customer:3', 'Customer:customer-any:3']);
  });

  it('tells a project change to staff, the partner, the customer’s admin and the branch’s users, and to no other customer or branch', async () => {
    await t.app.realtime.recordChanged('project', denverProjectId);
    await settle();
    expect(got('admin@example.com', 'project', denverProjectId)).toBe(true);
    expect(got('partner@example.com', 'project', denverProjectId)).toBe(true);
    expect(got('customeradmin@example.com', 'project', denverProjectId)).toBe(true);
    expect(got('user@example.com', 'project', denverProjectId)).toBe(true);
    // Brian is a Boulder branch admin: a Denver project is not in his scope.
    expect(got('branchadmin@example.com', 'project', denverProjectId)).toBe(false);
    expect(got('otheradmin@example.com', 'project', denverProjectId)).toBe(false);

    await t.app.realtime.recordChanged('project', otherProjectId);
    await settle();
    expect(got('admin@example.com', 'project', otherProjectId)).toBe(true);
    expect(got('otheradmin@example.com', 'project', otherProjectId)).toBe(true);
    for (const email of ['partner@example.com', 'customeradmin@example.com', 'branchadmin@example.com', 'user@example.com']) expect(got(email, 'project', otherProjectId)).toBe(false);
  });

  it('publishes a customer’s status change from its route to that customer’s users only', async () => {
    const admin = await sessionToken(t.app, 'admin@example.com');
    const answer = await post(t.app, `/api/customers/status/${summitId}`, { status: 'active' }, admin);
    expect(answer.statusCode, answer.body).toBe(200);
    await settle();
    for (const email of ['admin@example.com', 'partner@example.com', 'customeradmin@example.com', 'branchadmin@example.com', 'user@example.com']) expect(got(email, 'customer', summitId)).toBe(true);
    expect(got('otheradmin@example.com', 'customer', summitId)).toBe(false);
  });

  it('reads the audience of a deleted record before it goes', async () => {
    const admin = await sessionToken(t.app, 'admin@example.com');
    const created = await post(t.app, '/api/branches/create', { customer_id: summitId, name: 'Audience Pueblo' }, admin);
    expect(created.statusCode, created.body).toBe(200);
    const id = (created.json() as { data: { id: number } }).data.id;
    await settle();
    expect(got('customeradmin@example.com', 'branch', id)).toBe(true);
    expect(got('otheradmin@example.com', 'branch', id)).toBe(false);
    for (const changes of received.values()) changes.splice(0);
    const deleted = await post(t.app, `/api/branches/delete/${id}`, {}, admin);
    expect(deleted.statusCode, deleted.body).toBe(200);
    await settle();
    expect(got('customeradmin@example.com', 'branch', id)).toBe(true);
    expect(got('partner@example.com', 'branch', id)).toBe(true);
    expect(got('otheradmin@example.com', 'branch', id)).toBe(false);
  });
});
