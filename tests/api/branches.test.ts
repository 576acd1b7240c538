/** Branches (spec §7.9): list, create, details, update, delete, status, scope of work, options, scope refusals. */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { branches, customers, users } from '../../server/db/schema';
import { BRANCH_MESSAGES } from '../../server/modules/branches/routes';
import { MESSAGES } from '../../src/domain/validation';
import { BACKENDS, post, sessionToken, startApp, type TestApp } from './helper';
import type { ListPage as Page } from '../../server/http/lists';

interface Link {
  id: number;
  name: string;
}
interface Branch {
  id: number;
  name: string;
  city: string | null;
  email: string | null;
  customer: Link;
  lead: Link | null;
  partner: Link | null;
  user_count: number;
  status: string;
  scope_of_work: string;
  revision: number;
}
interface Answer<T> {
  status: number;
  messages: string;
  data: T;
  errors?: Record<string, string>;
}
const answer = <T>(response: LightMyRequestResponse): Answer<T> => response.json();

describe.each(BACKENDS)('branches on %s', (backend) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let ids: { summit: number; riverstone: number; evergreen: number; boulder: number; denver: number; greeley: number; lead: number; uma: number };

  beforeAll(async () => {
    t = await startApp(backend);
    for (const email of ['admin', 'partner', 'customeradmin', 'branchadmin', 'branchlead', 'user']) token[email] = await sessionToken(t.app, `${email}@example.com`);
    const { db } = t.app;
    const customerId = async (name: string) => (await db.select({ id: customers.id }).from(customers).where(eq(customers.name, name)))[0]!.id;
    const branchId = async (name: string) => (await db.select({ id: branches.id }).from(branches).where(eq(branches.name, name)))[0]!.id;
    const userId = async (email: string) => (await db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
    ids = {
      summit: await customerId('Summit Builders'),
      riverstone: await customerId('Riverstone Contractors'),
      evergreen: await customerId('Evergreen Homes'),
      boulder: await branchId('Boulder'),
      denver: await branchId('Denver Headquarters'),
      greeley: await branchId('Greeley'),
      lead: await userId('branchlead@example.com'),
      uma: await userId('user@example.com'),
    };
  }, 120_000);
  afterAll(async () => t?.close());

  const list = (body: object, as = 'admin') => post(t.app, '/api/branches', { pageNumber: 1, ...body }, token[as]);
  const create = (body: object, as = 'admin') => post(t.app, '/api/branches/create', body, token[as]);
  const branchBody = (name: string, extra: object = {}) => ({ name, customer_id: ids.summit, city: 'Golden', email: 'golden@summit.example.com', phone: '3035550177', ...extra });

  describe('list', () => {
    it('pages, searches and filters for an administrator', async () => {
      const all = answer<Page<Branch>>(await list({ pageSize: 100 }));
      expect(all.data.total).toBe(15);
      const boulder = answer<Page<Branch>>(await list({ search: 'bould' })).data.data;
      expect(boulder).toHaveLength(1);
      expect(boulder[0]).toMatchObject({ name: 'Boulder', customer: { name: 'Summit Builders' }, lead: { name: 'Linda Park' }, partner: { name: 'Northwind Estimating Partners' }, user_count: 2 });
      const summit = answer<Page<Branch>>(await list({ customer: ids.summit, sort: '-name' })).data.data.map((b) => b.name);
      expect(summit).toEqual(['Denver Headquarters', 'Colorado Springs', 'Boulder']);
      expect(answer<Page<Branch>>(await list({ lead: ids.lead })).data.data.map((b) => b.name)).toEqual(['Boulder']);
      expect((await list({ status: 'closed' })).statusCode).toBe(400);
    });

    it('holds each caller to their scope', async () => {
      const names = async (as: string) => answer<Page<Branch>>(await list({ pageSize: 100 }, as)).data.data.map((b) => b.name);
      expect((await names('partner')).length).toBe(5);
      expect(await names('customeradmin')).toEqual(['Boulder', 'Colorado Springs', 'Denver Headquarters']);
      expect(await names('branchadmin')).toEqual(['Boulder']);
      expect(await names('branchlead')).toEqual(['Boulder']);
      expect((await list({}, 'user')).statusCode).toBe(403);
    });
  });

  describe('create', () => {
    it('creates a branch with a lead of the same customer', async () => {
      const response = await create(branchBody('Golden', { lead_user_id: ids.uma, scope_of_work: 'Concrete only' }));
      expect(response.statusCode).toBe(200);
      expect(answer<Branch>(response).data).toMatchObject({ name: 'Golden', lead: { id: ids.uma }, scope_of_work: 'Concrete only', revision: 1, status: 'active' });
    });

    it('answers 409 at the name for a name the customer already has, in any letter case', async () => {
      const response = await create(branchBody('BOULDER'));
      expect(response.statusCode).toBe(409);
      expect(answer(response).errors).toEqual({ name: BRANCH_MESSAGES.duplicate });
      expect((await create(branchBody('Boulder', { customer_id: ids.riverstone }))).statusCode).toBe(200);
    });

    it('checks the fields', async () => {
      const response = await create({ name: '', email: 'nope', phone: '12' });
      expect(response.statusCode).toBe(400);
      expect(answer(response).errors).toMatchObject({ name: MESSAGES.fieldRequired, customer_id: MESSAGES.fieldRequired, email: MESSAGES.invalidEmail, phone: MESSAGES.invalidPhone });
      const lead = await create(branchBody('Lakewood', { lead_user_id: ids.uma, customer_id: ids.evergreen }));
      expect(lead.statusCode).toBe(400);
      expect(answer(lead).errors).toEqual({ lead_user_id: BRANCH_MESSAGES.leadOfCustomer });
    });

    it('lets a customer admin create only in their customer, and a branch admin not at all', async () => {
      expect((await create(branchBody('Aurora'), 'customeradmin')).statusCode).toBe(200);
      const other = await create(branchBody('Loveland', { customer_id: ids.riverstone }), 'customeradmin');
      expect(other.statusCode).toBe(403);
      expect(answer(other).errors).toEqual({ customer_id: BRANCH_MESSAGES.outsideScope });
      expect((await create(branchBody('Longmont'), 'branchadmin')).statusCode).toBe(403);
      expect((await create(branchBody('Evergreen Office', { customer_id: ids.evergreen }), 'partner')).statusCode).toBe(403);
    });
  });

  describe('details, scope of work, update, status and delete', () => {
    it('answers details and the scope of work in scope, 404 outside', async () => {
      expect(answer<Branch>(await post(t.app, `/api/branches/details/${ids.boulder}`, {}, token.branchlead)).data.name).toBe('Boulder');
      expect((await post(t.app, `/api/branches/details/${ids.denver}`, {}, token.branchlead)).statusCode).toBe(404);
      const scope = answer<{ id: number; scope_of_work: string }>(await post(t.app, `/api/branches/scopeofwork/${ids.boulder}`, {}, token.branchadmin));
      expect(scope.data.scope_of_work).toContain('Take-offs');
      expect((await post(t.app, `/api/branches/scopeofwork/${ids.greeley}`, {}, token.customeradmin)).statusCode).toBe(404);
    });

    it('lets a branch admin update their own branch, with the revision', async () => {
      const current = answer<Branch>(await post(t.app, `/api/branches/details/${ids.boulder}`, {}, token.admin)).data;
      const body = { name: 'Boulder', customer_id: ids.summit, city: 'Boulder', lead_user_id: ids.lead, scope_of_work: 'Framing and drywall', revision: current.revision };
      const response = await post(t.app, `/api/branches/update/${ids.boulder}`, body, token.branchadmin);
      expect(response.statusCode).toBe(200);
      expect(answer<Branch>(response).data).toMatchObject({ scope_of_work: 'Framing and drywall', revision: current.revision + 1 });
      const stale = await post(t.app, `/api/branches/update/${ids.boulder}`, body, token.admin);
      expect(stale.statusCode).toBe(409);
      expect(answer(stale).messages).toContain('Brian Okafor');
      expect((await post(t.app, `/api/branches/update/${ids.denver}`, { ...body, name: 'Denver Headquarters' }, token.branchadmin)).statusCode).toBe(404);
      const moved = await post(t.app, `/api/branches/update/${ids.boulder}`, { ...body, customer_id: ids.riverstone, revision: current.revision + 1 }, token.branchadmin);
      expect(moved.statusCode).toBe(403);
    });

    it('changes the status', async () => {
      const response = await post(t.app, `/api/branches/status/${ids.greeley}`, { status: 'inactive' }, token.partner);
      expect(response.statusCode).toBe(200);
      expect(answer<Branch>(response).data.status).toBe('inactive');
      expect((await post(t.app, `/api/branches/status/${ids.greeley}`, { status: 'inactive' }, token.customeradmin)).statusCode).toBe(404);
      expect((await post(t.app, `/api/branches/status/${ids.greeley}`, { status: 'nope' }, token.admin)).statusCode).toBe(400);
    });

    it('deletes an empty branch and refuses one with users', async () => {
      const created = answer<Branch>(await create(branchBody('Short Lived')));
      expect((await post(t.app, `/api/branches/delete/${created.data.id}`, {}, token.branchadmin)).statusCode).toBe(404);
      expect((await post(t.app, `/api/branches/delete/${created.data.id}`, {}, token.customeradmin)).statusCode).toBe(200);
      const used = await post(t.app, `/api/branches/delete/${ids.denver}`, {}, token.admin);
      expect(used.statusCode).toBe(409);
      expect(answer(used).messages).toMatch(/^This branch still has \d+ users\./);
      expect((await post(t.app, `/api/branches/delete/${ids.boulder}`, {}, token.branchadmin)).statusCode).toBe(403);
    });
  });

  describe('options', () => {
    it('offers customers, lead candidates and filter options in scope', async () => {
      const customersOf = async (as: string) => answer<Link[]>(await post(t.app, '/api/branches/customers', {}, token[as])).data.map((c) => c.name);
      expect(await customersOf('customeradmin')).toEqual(['Summit Builders']);
      expect(await customersOf('partner')).toEqual(['Riverstone Contractors', 'Summit Builders']);
      const leads = answer<Link[]>(await post(t.app, '/api/branches/branchlead', { customer_id: ids.summit, branch_id: ids.boulder }, token.customeradmin)).data.map((u) => u.name);
      expect(leads).toEqual(expect.arrayContaining(['Brian Okafor', 'Linda Park']));
      expect(leads).not.toContain('Uma Patel');
      expect((await post(t.app, '/api/branches/branchlead', { customer_id: ids.evergreen }, token.customeradmin)).statusCode).toBe(404);
      expect((await post(t.app, '/api/branches/branchlead', {}, token.admin)).statusCode).toBe(400);
      const filters = answer<Record<'customer' | 'branch' | 'lead' | 'partner' | 'agent', Link[]>>(await post(t.app, '/api/branches/filters', {}, token.branchadmin)).data;
      expect(filters.branch.map((b) => b.name)).toEqual(['Boulder']);
      expect(filters.lead.map((u) => u.name)).toEqual(['Linda Park']);
      expect(filters.partner.map((p) => p.name)).toEqual(['Northwind Estimating Partners']);
      expect(filters.customer.map((c) => c.name)).toEqual(['Summit Builders']);
    });
  });
});
