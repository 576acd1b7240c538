/** Users (spec §7.9): list, create, details, update, delete, status, option lists, scope and escalation refusals. */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, branches, customers, partners, roles, users } from '../../server/db/schema';
import { USER_MESSAGES, USER_SCOPE_MESSAGES } from '../../server/modules/users';
import { MESSAGES } from '../../src/domain/validation';
import { BACKENDS, checkin, post, sessionToken, startApp, type TestApp } from './helper';
import type { ListPage as Page } from '../../server/http/lists';

interface Link {
  id: number;
  name: string;
}
interface User {
  id: number;
  name: string;
  email: string;
  role: Link;
  customer: Link | null;
  branch: Link | null;
  type: string | null;
  status: string;
  two_factor: boolean;
  must_change_password: boolean;
  revision: number;
}
interface Answer<T> {
  status: number;
  messages: string;
  data: T;
  errors?: Record<string, string>;
}
const answer = <T>(response: LightMyRequestResponse): Answer<T> => response.json();

const NEW_PASSWORD = 'Quartz#Field9';

describe.each(BACKENDS)('users on %s', (backend) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let ids: { summit: number; riverstone: number; evergreen: number; denver: number; boulder: number; greeley: number; userRole: number; adminRole: number; customerAdminRole: number };

  beforeAll(async () => {
    t = await startApp(backend);
    for (const email of ['admin', 'partner', 'agent', 'customeradmin', 'branchadmin', 'branchlead', 'user']) token[email] = await sessionToken(t.app, `${email}@example.com`);
    const { db } = t.app;
    const customerId = async (name: string) => (await db.select({ id: customers.id }).from(customers).where(eq(customers.name, name)))[0]!.id;
    const branchId = async (name: string) => (await db.select({ id: branches.id }).from(branches).where(eq(branches.name, name)))[0]!.id;
    const roleId = async (name: string) => (await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)))[0]!.id;
    ids = {
      summit: await customerId('Summit Builders'),
      riverstone: await customerId('Riverstone Contractors'),
      evergreen: await customerId('Evergreen Homes'),
      denver: await branchId('Denver Headquarters'),
      boulder: await branchId('Boulder'),
      greeley: await branchId('Greeley'),
      userRole: await roleId('User'),
      adminRole: await roleId('Administrator'),
      customerAdminRole: await roleId('Customer Admin'),
    };
  }, 120_000);
  afterAll(async () => t?.close());

  const list = (body: object, as = 'admin') => post(t.app, '/api/users', { pageNumber: 1, ...body }, token[as]);
  const create = (body: object, as = 'admin') => post(t.app, '/api/users/create', body, token[as]);
  const customerUser = (email: string, extra: object = {}) => ({
    name: 'Nina Tester',
    email,
    phone: '+13035550188',
    role_id: ids.userRole,
    type: 'User',
    customer_id: ids.summit,
    branch_id: ids.denver,
    password: NEW_PASSWORD,
    ...extra,
  });
  const userId = async (email: string) => (await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;

  describe('list', () => {
    it('pages, searches, filters and sorts for an administrator', async () => {
      const all = answer<Page<User>>(await list({ pageSize: 5 }));
      expect(all.status).toBe(200);
      expect(all.data.data).toHaveLength(5);
      expect(all.data.total).toBeGreaterThanOrEqual(11);
      expect(all.data.hasMore).toBe(true);
      const found = answer<Page<User>>(await list({ search: 'UMA PAT' }));
      expect(found.data.data.map((u) => u.email)).toEqual(['user@example.com']);
      expect(found.data.data[0]).toMatchObject({ role: { name: 'User' }, customer: { name: 'Summit Builders' }, branch: { name: 'Denver Headquarters' }, type: 'User', status: 'active' });
      const boulder = answer<Page<User>>(await list({ branch: ids.boulder, sort: '-email' }));
      expect(boulder.data.data.map((u) => u.email)).toEqual(['branchlead@example.com', 'branchadmin@example.com']);
      const leads = answer<Page<User>>(await list({ type: 'Customer Branch Lead' }));
      expect(leads.data.data.map((u) => u.email)).toEqual(['branchlead@example.com']);
      const byRole = answer<Page<User>>(await list({ role: ids.adminRole, pageSize: 100 }));
      expect(byRole.data.data.map((u) => u.email).sort()).toEqual(['admin@example.com', 'ops@example.com']);
    });

    it('holds each caller to their scope', async () => {
      const emails = async (as: string) => answer<Page<User>>(await list({ pageSize: 100 }, as)).data.data.map((u) => u.email);
      const partner = await emails('partner');
      expect(partner).toEqual(expect.arrayContaining(['partner@example.com', 'partneruser@example.com', 'user@example.com', 'customeradmin@example.com']));
      expect(partner).not.toContain('admin@example.com');
      const customerAdmin = await emails('customeradmin');
      expect(customerAdmin).toContain('branchlead@example.com');
      expect(customerAdmin).not.toContain('partner@example.com');
      expect((await emails('branchadmin')).sort()).toEqual(['branchadmin@example.com', 'branchlead@example.com']);
    });

    it('refuses bad filters with 400 and callers without the key with 403', async () => {
      expect((await list({ status: 'gone' })).statusCode).toBe(400);
      expect((await list({ sort: 'password' })).statusCode).toBe(400);
      expect((await list({}, 'user')).statusCode).toBe(403);
    });
  });

  describe('create', () => {
    it('creates a customer user who must change the password at first sign-in', async () => {
      const response = await create(customerUser('Nina.Tester@Example.com'));
      expect(response.statusCode).toBe(200);
      const body = answer<User>(response);
      expect(body.messages).toBe(USER_MESSAGES.created);
      expect(body.data).toMatchObject({ email: 'nina.tester@example.com', must_change_password: true, revision: 1, customer: { id: ids.summit }, branch: { id: ids.denver } });
      const signIn = (await checkin(t.app, { email: 'nina.tester@example.com', password: NEW_PASSWORD })).json() as { status: number };
      expect(signIn.status).toBe(205);
    });

    it('answers 409 at the email field for a taken email, in any letter case', async () => {
      const response = await create(customerUser('USER@example.com'));
      expect(response.statusCode).toBe(409);
      expect(answer(response).errors).toEqual({ email: USER_MESSAGES.duplicateEmail });
    });

    it('checks the fields with the spec messages', async () => {
      const response = await create({ ...customerUser('bad'), name: ' ', phone: '12345', password: 'short' });
      expect(response.statusCode).toBe(400);
      expect(answer(response).errors).toMatchObject({ name: MESSAGES.fieldRequired, email: MESSAGES.invalidEmail, phone: MESSAGES.invalidPhone, password: MESSAGES.passwordGeneralRule });
      const wrongBranch = await create(customerUser('wrongbranch@example.com', { branch_id: ids.greeley }));
      expect(wrongBranch.statusCode).toBe(400);
      expect(answer(wrongBranch).errors).toEqual({ branch_id: USER_SCOPE_MESSAGES.branchOfCustomer });
      const noType = await create(customerUser('notype@example.com', { type: null }));
      expect(answer(noType).errors).toEqual({ type: USER_SCOPE_MESSAGES.typeNeeded });
    });

    it('lets a customer admin create users only in their own customer', async () => {
      const own = await create(customerUser('own.customer@example.com', { branch_id: ids.boulder }), 'customeradmin');
      expect(own.statusCode).toBe(200);
      const other = await create(customerUser('other.customer@example.com', { customer_id: ids.riverstone, branch_id: ids.greeley }), 'customeradmin');
      expect(other.statusCode).toBe(403);
      expect(answer(other).errors).toEqual({ customer_id: USER_SCOPE_MESSAGES.outsideScope });
    });

    it('lets a branch admin create users only in their own branch, and no customer admins', async () => {
      expect((await create(customerUser('boulder.user@example.com', { branch_id: ids.boulder }), 'branchadmin')).statusCode).toBe(200);
      expect((await create(customerUser('denver.user@example.com'), 'branchadmin')).statusCode).toBe(403);
      const escalate = await create(customerUser('boulder.boss@example.com', { branch_id: ids.boulder, type: 'Customer Admin' }), 'branchadmin');
      expect(escalate.statusCode).toBe(403);
    });

    it('refuses roles with rights the caller lacks, and administrator accounts', async () => {
      const admins = await create(customerUser('escalate1@example.com', { role_id: ids.adminRole }), 'customeradmin');
      expect(admins.statusCode).toBe(403);
      expect(answer(admins).errors).toEqual({ role_id: USER_SCOPE_MESSAGES.escalation });
      const flagged = await create(customerUser('escalate2@example.com', { is_admin: true }), 'customeradmin');
      expect(flagged.statusCode).toBe(403);
      // A branch admin lacks Invoice and Approval, which the Customer Admin role holds.
      expect((await create(customerUser('escalate3@example.com', { branch_id: ids.boulder, role_id: ids.customerAdminRole }), 'branchadmin')).statusCode).toBe(403);
    });

    it('lets a partner create users of its customers and its own partner users only', async () => {
      expect((await create(customerUser('partner.made@example.com', { customer_id: ids.riverstone, branch_id: ids.greeley }), 'partner')).statusCode).toBe(200);
      expect((await create(customerUser('partner.other@example.com', { customer_id: ids.evergreen, branch_id: null }), 'partner')).statusCode).toBe(403);
    });
  });

  describe('details, update, status and delete', () => {
    it('answers details in scope and 404 outside it', async () => {
      const id = (await userId('user@example.com'))!;
      expect(answer<User>(await post(t.app, `/api/users/details/${id}`, {}, token.admin)).data.email).toBe('user@example.com');
      expect((await post(t.app, `/api/users/details/${id}`, {}, token.branchadmin)).statusCode).toBe(404);
      expect((await post(t.app, '/api/users/details/999999', {}, token.admin)).statusCode).toBe(404);
    });

    it('updates with the revision and refuses a stale one with who changed it', async () => {
      const created = answer<User>(await create(customerUser('to.update@example.com')));
      const first = await post(t.app, `/api/users/update/${created.data.id}`, { ...customerUser('to.update@example.com'), name: 'Renamed Person', revision: 1 }, token.customeradmin);
      expect(first.statusCode).toBe(200);
      expect(answer<User>(first).data).toMatchObject({ name: 'Renamed Person', revision: 2 });
      const stale = await post(t.app, `/api/users/update/${created.data.id}`, { ...customerUser('to.update@example.com'), revision: 1 }, token.admin);
      expect(stale.statusCode).toBe(409);
      expect(answer(stale).messages).toContain('Carla Mendes');
    });

    it('lets a partner edit its own account but not make itself an agent', async () => {
      const id = (await userId('partner@example.com'))!;
      const current = answer<User & { partner_id: number; role_id: number }>(await post(t.app, `/api/users/details/${id}`, {}, token.partner)).data;
      const body = { name: current.name, email: current.email, phone: '7205550999', role_id: current.role_id, ispartner: true, partner_id: current.partner_id, revision: current.revision };
      const own = await post(t.app, `/api/users/update/${id}`, body, token.partner);
      expect(own.statusCode).toBe(200);
      const agent = await post(t.app, `/api/users/update/${id}`, { ...body, isagent: true, agent_id: 1, revision: current.revision + 1 }, token.partner);
      expect(agent.statusCode).toBe(403);
    });

    it('refuses an update moving a user out of scope, and of a user outside it', async () => {
      const id = (await userId('user@example.com'))!;
      const current = answer<User>(await post(t.app, `/api/users/details/${id}`, {}, token.admin)).data;
      const move = await post(t.app, `/api/users/update/${id}`, { ...customerUser('user@example.com', { name: current.name, customer_id: ids.riverstone, branch_id: null }), revision: current.revision }, token.customeradmin);
      expect(move.statusCode).toBe(403);
      const hidden = await post(t.app, `/api/users/update/${(await userId('partner@example.com'))!}`, { ...customerUser('partner@example.com'), revision: 1 }, token.customeradmin);
      expect(hidden.statusCode).toBe(404);
    });

    it('deactivates a user, which ends their sessions, and refuses deactivating oneself', async () => {
      const created = answer<User>(await create(customerUser('to.disable@example.com')));
      const theirs = await sessionToken(t.app, 'to.disable@example.com');
      const whoami = () => t.app.inject({ method: 'GET', url: '/api/auth/whoami', headers: { authorization: `Bearer ${theirs}` } });
      expect((await whoami()).statusCode).toBe(200);
      const response = await post(t.app, `/api/users/status/${created.data.id}`, { status: 'inactive' }, token.admin);
      expect(response.statusCode).toBe(200);
      expect(answer<User>(response).data.status).toBe('inactive');
      expect((await whoami()).statusCode).toBe(401);
      expect((await post(t.app, `/api/users/status/${created.data.id}`, { status: 'asleep' }, token.admin)).statusCode).toBe(400);
      const self = await post(t.app, `/api/users/status/${(await userId('admin@example.com'))!}`, { status: 'inactive' }, token.admin);
      expect(self.statusCode).toBe(409);
      expect(answer(self).messages).toBe(USER_MESSAGES.notYourself);
    });

    it('deletes a user, refusing oneself and a branch lead', async () => {
      const created = answer<User>(await create(customerUser('to.delete@example.com')));
      expect((await post(t.app, `/api/users/delete/${created.data.id}`, {}, token.customeradmin)).statusCode).toBe(200);
      expect(await userId('to.delete@example.com')).toBeUndefined();
      expect((await post(t.app, `/api/users/delete/${(await userId('admin@example.com'))!}`, {}, token.admin)).statusCode).toBe(409);
      const lead = await post(t.app, `/api/users/delete/${(await userId('branchlead@example.com'))!}`, {}, token.admin);
      expect(lead.statusCode).toBe(409);
      expect(answer(lead).messages).toContain('1 branch to lead');
      expect((await post(t.app, `/api/users/delete/${(await userId('customeradmin@example.com'))!}`, {}, token.branchadmin)).statusCode).toBe(404);
    });
  });

  describe('option lists', () => {
    const names = async (url: string, as: string, body: object = {}) => answer<Link[]>(await post(t.app, `/api/users/${url}`, body, token[as])).data.map((o) => o.name);

    it('offers only roles the caller may hand out', async () => {
      expect(await names('roles', 'admin')).toContain('Administrator');
      const customerAdmin = await names('roles', 'customeradmin');
      expect(customerAdmin).toEqual(expect.arrayContaining(['Customer Admin', 'User', 'Branch Admin']));
      expect(customerAdmin).not.toContain('Administrator');
      expect(customerAdmin).not.toContain('Partner');
      expect(await names('roles', 'branchadmin')).not.toContain('Customer Admin');
    });

    it('offers customers, branches, partners and agents within scope', async () => {
      expect(await names('customers', 'customeradmin')).toEqual(['Summit Builders']);
      expect(await names('filterCustomers', 'partner')).toEqual(['Riverstone Contractors', 'Summit Builders']);
      expect(await names('branches', 'admin', { customer_id: ids.summit })).toEqual(['Boulder', 'Colorado Springs', 'Denver Headquarters']);
      expect(await names('filterBranches', 'branchadmin')).toEqual(['Boulder']);
      expect(await names('partners', 'partner')).toEqual(['Northwind Estimating Partners']);
      expect(await names('agents', 'customeradmin')).toEqual([]);
      expect((await names('agents', 'admin')).length).toBeGreaterThanOrEqual(3);
      const filterRoles = await names('filterRoles', 'branchadmin');
      expect(filterRoles).toEqual(expect.arrayContaining(['Branch Admin', 'Customer Branch Lead']));
      expect(filterRoles).not.toContain('Administrator');
      expect((await post(t.app, '/api/users/roles', {}, token.user)).statusCode).toBe(403);
    });
  });

  // The partner scope reads users.customer_partner_id, which triggers keep (migration 0011, ADR 0265).
  describe("a partner's users follow their customer's partner", () => {
    it('shows a customer\'s users to its new partner, not the old, and follows a user moved to another customer', async () => {
      const { db } = t.app;
      const partnerId = async (name: string) => (await db.select({ id: partners.id }).from(partners).where(eq(partners.name, name)))[0]!.id;
      const agentId = async (email: string) => (await db.select({ id: agents.id }).from(agents).where(eq(agents.email, email)))[0]!.id;
      const northwind = await partnerId('Northwind Estimating Partners');
      const keystone = await partnerId('Keystone Construction Advisors');
      // A partner account of Keystone, beside the seed's Northwind one.
      const [paula] = await db.select().from(users).where(eq(users.email, 'partner@example.com'));
      await db.insert(users).values({ email: 'keystone.partner@example.com', name: 'Kira Stone', passwordHash: paula!.passwordHash, roleId: paula!.roleId, ispartner: true, partnerId: keystone });
      token.keystone = await sessionToken(t.app, 'keystone.partner@example.com');

      const created = await create(customerUser('moving.user@example.com', { customer_id: ids.riverstone, branch_id: ids.greeley }));
      expect(created.statusCode, created.body).toBe(200);
      const id = answer<User>(created).data.id;
      const storedPartner = async () => (await db.select({ p: users.customerPartnerId }).from(users).where(eq(users.id, id)))[0]!.p;
      const sees = async (as: string) => {
        const listed = answer<Page<User>>(await list({ search: 'moving.user@', pageSize: 100 }, as)).data.data.map((u) => u.email);
        const details = (await post(t.app, `/api/users/details/${id}`, {}, token[as])).statusCode;
        expect(details).toBe(listed.includes('moving.user@example.com') ? 200 : 404);
        return listed.includes('moving.user@example.com');
      };
      expect(await storedPartner()).toBe(northwind);
      expect(await sees('partner')).toBe(true);
      expect(await sees('keystone')).toBe(false);

      // The administrator gives Riverstone to Keystone: its users go with it.
      const customerCall = (action: string, body: object) => post(t.app, `/api/customers/${action}/${ids.riverstone}`, body, token.admin);
      const moveCustomer = async (partner: number, agent: string) => {
        const current = answer<{ name: string; email: string; subscription_type: string; revision: number }>(await customerCall('details', {})).data;
        const moved = await customerCall('update', { name: current.name, email: current.email, subscription_type: current.subscription_type, partner_id: partner, agent_id: await agentId(agent), revision: current.revision });
        expect(moved.statusCode, moved.body).toBe(200);
      };
      await moveCustomer(keystone, 'priya@keystone.example.com');
      expect(await storedPartner()).toBe(keystone);
      expect(await sees('keystone')).toBe(true);
      expect(await sees('partner')).toBe(false);

      // The user moved to Summit (Northwind's): back in Northwind's scope, out of Keystone's.
      const current = answer<User>(await post(t.app, `/api/users/details/${id}`, {}, token.admin)).data;
      const updated = await post(t.app, `/api/users/update/${id}`, { ...customerUser('moving.user@example.com'), revision: current.revision }, token.admin);
      expect(updated.statusCode, updated.body).toBe(200);
      expect(await storedPartner()).toBe(northwind);
      expect(await sees('partner')).toBe(true);
      expect(await sees('keystone')).toBe(false);

      // A write of the column itself is overruled by the customer's partner.
      await db.update(users).set({ customerPartnerId: keystone }).where(eq(users.id, id));
      expect(await storedPartner()).toBe(northwind);

      await moveCustomer(northwind, 'agent@northwind.example.com');
      const riverstoneUsers = await db.select({ p: users.customerPartnerId }).from(users).where(eq(users.customerId, ids.riverstone));
      expect(riverstoneUsers.map((r) => r.p)).not.toContain(keystone);
    });
  });
});
