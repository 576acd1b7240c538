/** Roles (spec §7.3, exact paths): list, create, details, update, delete, with bad input and the permission matrix. */
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_DENIED } from '../../server/auth/permissions';
import { roles, users } from '../../server/db/schema';
import { ROLE_MESSAGES } from '../../server/modules/roles/routes';
import { BACKENDS, json, login, post, startApp, type TestApp } from './helper';
import type { ListPage as Page } from '../../server/http/lists';

/** The parsed body, for a cast to the shape a test expects. */
const answer = (response: LightMyRequestResponse): unknown => response.json();

interface Role {
  id: number;
  name: string;
  description: string;
  permissions: string[];
  user_count: number;
  revision: number;
}

describe.each(BACKENDS)('roles on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let partner: string;
  beforeAll(async () => {
    t = await startApp(backend);
    [admin, user, partner] = await Promise.all([login(t.app, 'admin@example.com'), login(t.app, 'user@example.com'), login(t.app, 'partner@example.com')]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const roleCount = async () => Number((await t.app.db.select({ n: sql<number>`count(*)::int` }).from(roles))[0]?.n);
  const roleId = async (name: string) => (await t.app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)))[0]?.id;
  const revisionOf = async (id: number | undefined) => (await t.app.db.select({ revision: roles.revision }).from(roles).where(eq(roles.id, id!)))[0]?.revision ?? 0;
  const create = (body: object, token = admin) => post(t.app, '/api/roles/create', body, token);
  const list = (body: object, token = admin) => post(t.app, '/api/roles', body, token);

  describe('list', () => {
    it('answers a page with total, hasMore and pageNumber, sorted by name', async () => {
      const response = await list({ pageNumber: 1, pageSize: 3 });
      expect(response.statusCode).toBe(200);
      const body = answer(response) as { status: number; data: Page<Role> };
      expect(body.status).toBe(200);
      expect(body.data.data).toHaveLength(3);
      expect(body.data.total).toBeGreaterThanOrEqual(9);
      expect(body.data.hasMore).toBe(true);
      expect(body.data.pageNumber).toBe(1);
      const names = body.data.data.map((r) => r.name);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      expect(names[0]).toBe('Administrator');
      expect(body.data.data[0]?.permissions).toContain('Role.delete');
      expect(body.data.data[0]?.user_count).toBe(2);
    });

    it('defaults pageSize to 10 and reports the last page', async () => {
      const body = answer(await list({ pageNumber: 1 })) as { data: Page<Role> };
      expect(body.data.data.length).toBe(Math.min(10, body.data.total));
      const last = answer(await list({ pageNumber: 2, pageSize: 5 })) as { data: Page<Role> };
      expect(last.data.hasMore).toBe(body.data.total > 10);
      expect(last.data.pageNumber).toBe(2);
    });

    it('searches name and description case-insensitively, wildcards literal', async () => {
      const byName = answer(await list({ pageNumber: 1, search: 'partner' })) as { data: Page<Role> };
      expect(byName.data.data.map((r) => r.name).sort()).toEqual(['Partner', 'Partner User']);
      const byDescription = answer(await list({ pageNumber: 1, search: 'RESELLER' })) as { data: Page<Role> };
      expect(byDescription.data.data.map((r) => r.name)).toEqual(['Partner']);
      const wildcard = answer(await list({ pageNumber: 1, search: '%' })) as { data: Page<Role> };
      expect(wildcard.data.total).toBe(0);
    });

    it('sorts by name descending and by created', async () => {
      const desc = answer(await list({ pageNumber: 1, pageSize: 100, sort: '-name' })) as { data: Page<Role> };
      const names = desc.data.data.map((r) => r.name.toLowerCase());
      expect(names).toEqual([...names].sort().reverse());
      const created = answer(await list({ pageNumber: 1, pageSize: 100, sort: 'created' })) as { data: Page<Role> };
      expect(created.data.data[0]?.name).toBe('Administrator');
    });

    it.each([
      [{}, 'pageNumber'],
      [{ pageNumber: 0 }, 'pageNumber'],
      [{ pageNumber: '1' }, 'pageNumber'],
      [{ pageNumber: 1.5 }, 'pageNumber'],
      [{ pageNumber: 1, pageSize: 101 }, 'pageSize'],
      [{ pageNumber: 1, pageSize: 0 }, 'pageSize'],
      [{ pageNumber: 1, search: 42 }, 'search'],
      [{ pageNumber: 1, sort: 'permissions' }, 'sort'],
    ])('refuses %j with 400 naming %s', async (body, field) => {
      const response = await list(body);
      expect(response.statusCode).toBe(400);
      expect((answer(response) as { errors: Record<string, string> }).errors[field]).toBeTruthy();
    });

    it('refuses a body that is not an object', async () => {
      const response = await t.app.inject({ method: 'POST', url: '/api/roles', payload: '[1]', headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(json(response).messages).toBe('The request body must be a JSON object');
    });
  });

  describe('create, details, update, delete', () => {
    it('creates a role, trimmed, permissions stored once each in canonical order', async () => {
      const before = await roleCount();
      const response = await create({ name: '  Auditor ', description: 'Reads invoices', permissions: ['Invoice.seeAll', 'Invoice.view', 'Invoice.view'] });
      expect(response.statusCode).toBe(200);
      const body = answer(response) as { messages: string; data: Role };
      expect(body.messages).toBe(ROLE_MESSAGES.created);
      expect(body.data).toMatchObject({ name: 'Auditor', description: 'Reads invoices', permissions: ['Invoice.view', 'Invoice.seeAll'], user_count: 0 });
      expect(await roleCount()).toBe(before + 1);

      const details = await post(t.app, `/api/roles/role/${body.data.id}`, {}, admin);
      expect(details.statusCode).toBe(200);
      expect((answer(details) as { data: Role }).data).toMatchObject({ id: body.data.id, name: 'Auditor' });
    });

    it('creates with no description and an empty permission list', async () => {
      const response = await create({ name: 'Nobody', permissions: [] });
      expect(response.statusCode).toBe(200);
      expect((answer(response) as { data: Role }).data).toMatchObject({ description: '', permissions: [] });
    });

    it('refuses a duplicate name in any letter case with 409', async () => {
      const before = await roleCount();
      for (const name of ['Auditor', 'aUDITOR', ' administrator ']) {
        const response = await create({ name, permissions: [] });
        expect(response.statusCode).toBe(409);
        expect(json(response)).toMatchObject({ status: 409, messages: 'A role with this name already exists' });
      }
      expect(await roleCount()).toBe(before);
    });

    it.each([
      [{ permissions: [] }, 'name', 'Role name is required'],
      [{ name: '   ', permissions: [] }, 'name', 'Role name is required'],
      [{ name: 7, permissions: [] }, 'name', 'Role name is required'],
      [{ name: 'x'.repeat(101), permissions: [] }, 'name', 'Role name must be at most 100 characters'],
      [{ name: 'Bad' }, 'permissions', null],
      [{ name: 'Bad', permissions: 'Customer.view' }, 'permissions', null],
      [{ name: 'Bad', permissions: ['Customer.view', 'Customer.fly'] }, 'permissions', 'Unknown permission: "Customer.fly"'],
      [{ name: 'Bad', permissions: ['Nope.view', 'customer.view', 'Customer.view.x', ''] }, 'permissions', null],
      [{ name: 'Bad', permissions: [1] }, 'permissions.0', null],
      [{ name: 'Bad', description: 5, permissions: [] }, 'description', 'description must be text'],
    ])('refuses %j with 400 on %s and writes nothing', async (body, field, message) => {
      const before = await roleCount();
      const response = await create(body);
      expect(response.statusCode).toBe(400);
      const errors = (answer(response) as { errors: Record<string, string> }).errors;
      expect(errors[field]).toBeTruthy();
      if (message) expect(errors[field]).toBe(message);
      expect(await roleCount()).toBe(before);
    });

    it('updates name, permissions and description; an omitted description is kept', async () => {
      const id = await roleId('Auditor');
      const response = await post(t.app, `/api/roles/update/${id}`, { name: 'Senior Auditor', permissions: ['Invoice.view', 'Storage.view'], revision: await revisionOf(id) }, admin);
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ messages: ROLE_MESSAGES.updated, data: { id, name: 'Senior Auditor', description: 'Reads invoices', permissions: ['Invoice.view', 'Storage.view'] } });
      // Its own name in another case is not a clash.
      const recased = await post(t.app, `/api/roles/update/${id}`, { name: 'senior auditor', description: '', permissions: [], revision: await revisionOf(id) }, admin);
      expect(recased.statusCode).toBe(200);
      expect((answer(recased) as { data: Role }).data).toMatchObject({ name: 'senior auditor', description: '', permissions: [] });
    });

    it('refuses updates that clash, are invalid or target no role, changing nothing', async () => {
      const id = await roleId('senior auditor');
      const clash = await post(t.app, `/api/roles/update/${id}`, { name: 'PARTNER', permissions: [], revision: await revisionOf(id) }, admin);
      expect(clash.statusCode).toBe(409);
      const bad = await post(t.app, `/api/roles/update/${id}`, { name: 'Changed', permissions: ['Role.everything'], revision: await revisionOf(id) }, admin);
      expect(bad.statusCode).toBe(400);
      expect((answer(bad) as { errors: Record<string, string> }).errors.permissions).toMatch(/Unknown permission/);
      const [row] = await t.app.db.select().from(roles).where(eq(roles.id, id!));
      expect(row?.name).toBe('senior auditor');
      const missing = await post(t.app, '/api/roles/update/999999', { name: 'Ghost', permissions: [], revision: 1 }, admin);
      expect(missing.statusCode).toBe(404);
      expect(json(missing).messages).toBe(ROLE_MESSAGES.notFound);
    });

    it('refuses a stale edit with 409, naming who changed the role, and keeps their change', async () => {
      const id = await roleId('senior auditor');
      const opened = await revisionOf(id);
      const first = await post(t.app, `/api/roles/update/${id}`, { name: 'Lead Auditor', permissions: [], revision: opened }, admin);
      expect(first.statusCode).toBe(200);
      expect((answer(first) as { data: Role }).data.revision).toBe(opened + 1);
      const stale = await post(t.app, `/api/roles/update/${id}`, { name: 'Other Auditor', permissions: [], revision: opened }, admin);
      expect(stale.statusCode).toBe(409);
      expect(json(stale)).toMatchObject({
        status: 409,
        messages: 'This role was changed by Alice Morgan after you opened it. Reload it to see their changes, then make yours again.',
        data: { revision: opened + 1, updated_by: { name: 'Alice Morgan' } },
      });
      const missing = await post(t.app, `/api/roles/update/${id}`, { name: 'No Revision', permissions: [] }, admin);
      expect(missing.statusCode).toBe(400);
      expect((answer(missing) as { errors: Record<string, string> }).errors.revision).toMatch(/revision is required/);
      expect(await roleId('Lead Auditor')).toBe(id);
      await post(t.app, `/api/roles/update/${id}`, { name: 'senior auditor', permissions: [], revision: opened + 1 }, admin);
    });

    it.each(['abc', '0', '-1', '1.5', '99999999999', '1e3'])('refuses the id %s with 400 on every id path', async (id) => {
      for (const path of ['role', 'update', 'delete']) {
        const response = await post(t.app, `/api/roles/${path}/${id}`, { name: 'X', permissions: [] }, admin);
        expect(response.statusCode).toBe(400);
        expect((answer(response) as { errors: Record<string, string> }).errors.id).toBe('id must be a positive whole number');
      }
    });

    it('answers 404 for an unknown id', async () => {
      for (const path of ['role', 'delete']) {
        const response = await post(t.app, `/api/roles/${path}/999999`, {}, admin);
        expect(response.statusCode).toBe(404);
        expect(json(response)).toMatchObject({ status: 404, messages: ROLE_MESSAGES.notFound });
      }
    });

    it('refuses to delete a role users hold, and the role stays', async () => {
      const id = await roleId('User');
      const response = await post(t.app, `/api/roles/delete/${id}`, {}, admin);
      expect(response.statusCode).toBe(409);
      expect(json(response).messages).toBe('This role still has 2 users. Give them another role before deleting it.');
      expect(await roleId('User')).toBe(id);
    });

    it('deletes a role nobody holds', async () => {
      const id = await roleId('Nobody');
      const response = await post(t.app, `/api/roles/delete/${id}`, {}, admin);
      expect(response.statusCode).toBe(200);
      expect(json(response).messages).toBe(ROLE_MESSAGES.deleted);
      expect(await roleId('Nobody')).toBeUndefined();
      expect((await post(t.app, `/api/roles/role/${id}`, {}, admin)).statusCode).toBe(404);
    });

    it('applies a role edit to its users at once', async () => {
      const id = await roleId('User');
      const [row] = await t.app.db.select().from(roles).where(eq(roles.id, id!));
      const granted = await post(t.app, `/api/roles/update/${id}`, { name: 'User', permissions: [...row!.permissions, 'Role.view'], revision: row!.revision }, admin);
      expect(granted.statusCode).toBe(200);
      expect((await list({ pageNumber: 1 }, user)).statusCode).toBe(200);
      await post(t.app, `/api/roles/update/${id}`, { name: 'User', permissions: row!.permissions, revision: row!.revision + 1 }, admin);
      expect((await list({ pageNumber: 1 }, user)).statusCode).toBe(403);
    });
  });

  describe('access', () => {
    const calls = (id: number) => [
      ['/api/roles', { pageNumber: 1 }],
      ['/api/roles/create', { name: 'Forbidden Role', permissions: [] }],
      [`/api/roles/role/${id}`, {}],
      [`/api/roles/update/${id}`, { name: 'Forbidden Role', permissions: [], revision: 1 }],
      [`/api/roles/delete/${id}`, {}],
    ] as const;

    it('answers 401 without a token or with a bad one', async () => {
      const id = (await roleId('Guest User'))!;
      for (const [url, body] of calls(id)) {
        expect((await post(t.app, url, body)).statusCode).toBe(401);
        expect((await post(t.app, url, body, 'not-a-token')).statusCode).toBe(401);
      }
    });

    it.each(['user', 'partner'] as const)('refuses every roles call to %s@example.com with 403', async (who) => {
      const token = who === 'user' ? user : partner;
      const id = (await roleId('Guest User'))!;
      const before = await roleCount();
      for (const [url, body] of calls(id)) {
        const response = await post(t.app, url, body, token);
        expect(response.statusCode, url).toBe(403);
        expect(json(response)).toMatchObject({ status: 403, messages: PERMISSION_DENIED });
      }
      expect(await roleCount()).toBe(before);
      expect(await roleId('Guest User')).toBe(id);
    });

    it('lets a role with only Role.view list and read, but not write', async () => {
      const [created] = await t.app.db.insert(roles).values({ name: 'Role Reader', permissions: ['Role.view'] }).returning({ id: roles.id });
      const [target] = await t.app.db.select({ roleId: users.roleId }).from(users).where(eq(users.email, 'partneruser@example.com'));
      await t.app.db.update(users).set({ roleId: created!.id }).where(eq(users.email, 'partneruser@example.com'));
      try {
        const token = await login(t.app, 'partneruser@example.com');
        const id = (await roleId('Guest User'))!;
        const [listCall, createCall, detailsCall, updateCall, deleteCall] = calls(id);
        expect((await post(t.app, listCall[0], listCall[1], token)).statusCode).toBe(200);
        expect((await post(t.app, detailsCall[0], detailsCall[1], token)).statusCode).toBe(200);
        for (const [url, body] of [createCall, updateCall, deleteCall]) expect((await post(t.app, url, body, token)).statusCode).toBe(403);
      } finally {
        await t.app.db.update(users).set({ roleId: target!.roleId }).where(eq(users.email, 'partneruser@example.com'));
      }
    });
  });
});
