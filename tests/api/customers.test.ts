/**
 * Customers (spec §7.4): list (search, filters, sorts), create, details, update (stale 409), delete
 * (refused while used), status, trial extension, the option lists, the files, and the record scope
 * of partners and agents (others' customers are 404).
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_DENIED } from '../../server/auth/permissions';
import { addedServices, agents, customers, partners, services } from '../../server/db/schema';
import { CUSTOMER_MESSAGES } from '../../server/modules/customers/routes';
import { MESSAGES } from '../../src/domain/validation';
import { BACKENDS, post, sessionToken, startApp, type TestApp } from './helper';
import type { ListPage as Page } from '../../server/http/lists';

interface Ref {
  id: number;
  name: string;
}
interface Customer {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  partner: Ref | null;
  agent: Ref | null;
  sales_person: Ref | null;
  subscription_type: string;
  status: string;
  trial_end: string | null;
  branch_count: number;
  user_count: number;
  revision: number;
  services?: { service_id: number; name: string; work_type: string; price: string }[];
  addons?: { added_service_id: number; name: string; price: string }[];
  files?: { id: number; name: string; description: string }[];
  branches?: { id: number; name: string }[];
}
interface Answer<T> {
  status: number;
  messages: string;
  data: T;
  errors?: Record<string, string>;
}

const body = <T>(response: LightMyRequestResponse): Answer<T> => response.json();

const NORTHWIND = 'Northwind Estimating Partners';
const KEYSTONE = 'Keystone Construction Advisors';
const SUMMIT = 'Summit Builders';

/** A UTC day `days` from today, YYYY-MM-DD. */
function day(days: number, from = new Date()): string {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate() + days)).toISOString().slice(0, 10);
}

async function multipart(bytes: Buffer, name: string, fields: Record<string, string> = {}): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

describe.each(BACKENDS)('customers on %s', (backend) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const ids = { partner: {} as Record<string, number>, agent: {} as Record<string, number>, customer: {} as Record<string, number>, service: {} as Record<string, number>, addon: {} as Record<string, number> };

  beforeAll(async () => {
    t = await startApp(backend);
    for (const email of ['admin@example.com', 'partner@example.com', 'partneruser@example.com', 'agent@example.com', 'customeradmin@example.com', 'user@example.com']) {
      token[email.split('@')[0] ?? email] = await sessionToken(t.app, email);
    }
    for (const row of await t.app.db.select({ id: partners.id, name: partners.name }).from(partners)) ids.partner[row.name] = row.id;
    for (const row of await t.app.db.select({ id: agents.id, email: agents.email }).from(agents)) ids.agent[row.email] = row.id;
    for (const row of await t.app.db.select({ id: customers.id, name: customers.name }).from(customers)) ids.customer[row.name] = row.id;
    for (const row of await t.app.db.select({ id: services.id, name: services.name }).from(services)) ids.service[row.name] = row.id;
    for (const row of await t.app.db.select({ id: addedServices.id, name: addedServices.name }).from(addedServices)) ids.addon[row.name] = row.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (url: string, payload: object = {}, as = 'admin') => post(t.app, `/api${url}`, payload, token[as]);
  const list = async (payload: object, as = 'admin') => {
    const response = await call('/customers', { pageNumber: 1, ...payload }, as);
    expect(response.statusCode, response.body).toBe(200);
    return body<Page<Customer>>(response).data;
  };
  const names = (page: Page<Customer>) => page.data.map((c) => c.name);

  describe('list', () => {
    it('answers a page of rows with partner, agent, sales person, counts and revision', async () => {
      const page = await list({ pageSize: 3 });
      expect(page.total).toBe(6);
      expect(page.hasMore).toBe(true);
      expect(page.data).toHaveLength(3);
      const summit = (await list({ search: 'summit' })).data[0];
      expect(summit).toMatchObject({
        name: SUMMIT,
        partner: { id: ids.partner[NORTHWIND], name: NORTHWIND },
        agent: { name: 'Daniel Reyes' },
        sales_person: { name: expect.any(String) },
        subscription_type: 'annual',
        status: 'active',
        branch_count: 3,
        revision: 1,
      });
      expect(summit?.user_count).toBeGreaterThan(0);
    });

    it('searches name, email and phone', async () => {
      expect(names(await list({ search: 'river' }))).toEqual(['Riverstone Contractors']);
      expect(names(await list({ search: 'blueharbor.example' }))).toEqual(['Blue Harbor Construction']);
      expect(names(await list({ search: '6105550499' }))).toEqual(['Ironclad Commercial']);
      expect((await list({ search: '%' })).total).toBe(0);
    });

    it('pages a search in the list order (its matches read first, then sorted), and past its end answers no rows', async () => {
      // Every seeded customer's email holds an "e" ("example").
      const all = await list({ search: 'e', pageSize: 100, sort: '-name' });
      expect(all.total).toBe(6);
      expect(names(await list({ search: 'e', pageSize: 2, pageNumber: 2, sort: '-name' }))).toEqual(names(all).slice(2, 4));
      expect(names(await list({ search: 'e', pageSize: 4, pageNumber: 2 }))).toEqual([...names(all)].reverse().slice(4));
      expect(await list({ search: 'e', pageSize: 2, pageNumber: 9 })).toMatchObject({ data: [], total: 6, hasMore: false });
    });

    it('filters by partner, agent, status and subscription type, and sorts', async () => {
      expect(names(await list({ partner: ids.partner[KEYSTONE] })).sort()).toEqual(['Evergreen Homes', 'Ironclad Commercial']);
      expect((await list({ agent: ids.agent['agent@northwind.example.com'] })).total).toBe(2);
      expect(names(await list({ status: 'pending' }))).toEqual(['Granite Peak Developments']);
      expect(names(await list({ subscription_type: 'annual', sort: '-name' }))).toEqual(['Summit Builders', 'Ironclad Commercial']);
      expect(names(await list({ sort: 'trial_end' }))[0]).toBe('Granite Peak Developments');
      expect((await list({ sales_person: 999_999 })).total).toBe(0);
    });

    it('refuses bad list input with 400', async () => {
      for (const payload of [{ sort: 'email' }, { status: 'gone' }, { subscription_type: 'weekly' }, { partner: 'x' }]) {
        expect((await call('/customers', { pageNumber: 1, ...payload })).statusCode).toBe(400);
      }
    });
  });

  describe('scope', () => {
    it("shows a partner (and partner user) only Northwind's customers", async () => {
      for (const as of ['partner', 'partneruser']) {
        expect(names(await list({}, as)).sort()).toEqual(['Riverstone Contractors', SUMMIT]);
        expect((await call(`/customers/details/${ids.customer['Evergreen Homes']}`, {}, as)).statusCode).toBe(404);
        expect((await call(`/customers/details/${ids.customer[SUMMIT]}`, {}, as)).statusCode).toBe(200);
      }
    });

    it('shows an agent only their customers', async () => {
      expect(names(await list({}, 'agent')).sort()).toEqual(['Riverstone Contractors', SUMMIT]);
      expect((await call(`/customers/details/${ids.customer['Blue Harbor Construction']}`, {}, 'agent')).statusCode).toBe(404);
      expect((await call(`/customers/services/${ids.customer['Blue Harbor Construction']}`, {}, 'agent')).statusCode).toBe(404);
    });

    it('refuses users without the Customer permission', async () => {
      for (const as of ['customeradmin', 'user']) {
        const response = await call('/customers', { pageNumber: 1 }, as);
        expect(response.statusCode).toBe(403);
        expect(body(response).messages).toBe(PERMISSION_DENIED);
      }
    });

    it("refuses a partner's write to another partner's customer with 404", async () => {
      const id = ids.customer['Evergreen Homes'];
      expect((await call(`/customers/update/${id}`, { name: 'Taken Over', email: 'x@example.com', revision: 1 }, 'partner')).statusCode).toBe(404);
      expect((await call(`/customers/status/${id}`, { status: 'inactive' }, 'partner')).statusCode).toBe(404);
      expect((await call(`/customers/delete/${id}`, {}, 'partner')).statusCode).toBe(404);
      expect((await call(`/customers/extendTrial/${ids.customer['Granite Peak Developments']}`, { days: 5 }, 'partner')).statusCode).toBe(404);
    });
  });

  describe('create, details, update, delete', () => {
    let id = 0;
    const valid = () => ({
      name: '  Cascade Framing ',
      email: 'Office@Cascade.example.com',
      phone: '+15035550100',
      website: 'www.cascade.example.com',
      address: '1 River Rd, Portland, OR',
      partner_id: ids.partner['Pacific Bid Solutions'],
      agent_id: ids.agent['marcus@pacificbid.example.com'],
      subscription_type: 'monthly',
      services: [{ service_id: ids.service['Bid Review'], price: '299.125' }],
      addons: [{ added_service_id: ids.addon['Bid Leveling'], price: 200 }],
    });

    it('creates a customer with services and add-ons', async () => {
      const response = await call('/customers/create', valid());
      expect(response.statusCode, response.body).toBe(200);
      const { data, messages } = body<Customer>(response);
      expect(messages).toBe(CUSTOMER_MESSAGES.created);
      expect(data).toMatchObject({
        name: 'Cascade Framing',
        email: 'office@cascade.example.com',
        partner: { name: 'Pacific Bid Solutions' },
        agent: { name: 'Marcus Lee' },
        status: 'active',
        trial_end: null,
        revision: 1,
        services: [{ service_id: ids.service['Bid Review'], name: 'Bid Review', work_type: 'Others', price: '299.125' }],
        addons: [{ added_service_id: ids.addon['Bid Leveling'], name: 'Bid Leveling', price: '200.00' }],
        files: [],
        branches: [],
      });
      id = data.id;
    });

    it('answers the services and add-ons of a customer', async () => {
      expect(body<unknown[]>(await call(`/customers/services/${id}`)).data).toEqual([{ service_id: ids.service['Bid Review'], name: 'Bid Review', work_type: 'Others', price: '299.125' }]);
      expect(body<unknown[]>(await call(`/customers/addons/${id}`)).data).toEqual([{ added_service_id: ids.addon['Bid Leveling'], name: 'Bid Leveling', price: '200.00' }]);
    });

    it('refuses a taken name in any letter case with 409 at the field', async () => {
      const response = await call('/customers/create', { ...valid(), name: 'CASCADE framing' });
      expect(response.statusCode).toBe(409);
      expect(body(response).errors).toEqual({ name: CUSTOMER_MESSAGES.duplicate });
    });

    it('puts validation messages at the fields', async () => {
      const response = await call('/customers/create', {
        ...valid(),
        name: ' ',
        email: 'nope',
        phone: '12',
        website: 'not a site',
        services: [{ service_id: ids.service['Bid Review'], price: '1.2345' }, { service_id: ids.service['Bid Review'], price: '-1' }],
      });
      expect(response.statusCode).toBe(400);
      expect(body(response).errors).toMatchObject({
        name: MESSAGES.fieldRequired,
        email: MESSAGES.invalidEmail,
        phone: MESSAGES.invalidPhone,
        website: MESSAGES.invalidWebsite,
        'services.0.price': MESSAGES.invalidDecimal,
        'services.1.price': MESSAGES.negativeAmount,
      });
      expect(body((await call('/customers/create', { ...valid(), name: 'Other Co', agent_id: ids.agent['priya@keystone.example.com'] }))).errors).toEqual({
        agent_id: CUSTOMER_MESSAGES.agentOfOtherPartner,
      });
      expect(body(await call('/customers/create', { ...valid(), name: 'Other Co', services: [{ service_id: 999_999, price: '1' }] })).errors).toEqual({
        'services.0.service_id': CUSTOMER_MESSAGES.serviceNotFound,
      });
      expect((await call('/customers/create', [])).statusCode).toBe(400);
    });

    it('updates with the current revision and refuses a stale one with 409 naming who changed it', async () => {
      const changed = { ...valid(), name: 'Cascade Framing Co', subscription_type: 'trial', services: [], revision: 1 };
      const response = await call(`/customers/update/${id}`, changed);
      expect(response.statusCode, response.body).toBe(200);
      const { data } = body<Customer>(response);
      expect(data).toMatchObject({ name: 'Cascade Framing Co', subscription_type: 'trial', trial_end: day(14), revision: 2, services: [] });
      expect(data.addons).toHaveLength(1);
      const stale = await call(`/customers/update/${id}`, { ...changed, name: 'Stale Edit' });
      expect(stale.statusCode).toBe(409);
      expect(body(stale).messages).toMatch(/^This customer was changed by .+ after you opened it/);
      expect(body<{ revision: number }>(stale).data.revision).toBe(2);
    });

    it('changes the status', async () => {
      const response = await call(`/customers/status/${id}`, { status: 'inactive' });
      expect(response.statusCode).toBe(200);
      expect(body<Customer>(response).data).toMatchObject({ status: 'inactive', revision: 3 });
      expect((await call(`/customers/status/${id}`, { status: 'closed' })).statusCode).toBe(400);
    });

    it('extends a trial from its end, and refuses customers not on trial', async () => {
      const response = await call(`/customers/extendTrial/${id}`, { days: 10 });
      expect(response.statusCode, response.body).toBe(200);
      expect(body<Customer>(response).data.trial_end).toBe(day(24));
      expect((await call(`/customers/extendTrial/${id}`, { days: 91 })).statusCode).toBe(400);
      expect((await call(`/customers/extendTrial/${id}`, { days: 0 })).statusCode).toBe(400);
      const annual = await call(`/customers/extendTrial/${ids.customer[SUMMIT]}`, { days: 5 });
      expect(annual.statusCode).toBe(409);
      expect(body(annual).messages).toBe(CUSTOMER_MESSAGES.notOnTrial);
    });

    it('refuses to delete a customer with branches and users, deletes one without', async () => {
      const used = await call(`/customers/delete/${ids.customer[SUMMIT]}`);
      expect(used.statusCode).toBe(409);
      expect(body(used).messages).toMatch(/^This customer still has 3 branches and \d+ users\./);
      const response = await call(`/customers/delete/${id}`);
      expect(response.statusCode).toBe(200);
      expect(body(response).messages).toBe(CUSTOMER_MESSAGES.deleted);
      expect((await call(`/customers/details/${id}`)).statusCode).toBe(404);
      expect((await call(`/customers/delete/${id}`)).statusCode).toBe(404);
    });
  });

  describe('writes by partners and agents stay in their scope', () => {
    it("gives a partner's new customer their partner, whatever the body says", async () => {
      const response = await call('/customers/create', { name: 'Partner Made Co', email: 'pm@example.com', partner_id: ids.partner[KEYSTONE] }, 'partner');
      expect(response.statusCode, response.body).toBe(200);
      expect(body<Customer>(response).data.partner?.name).toBe(NORTHWIND);
      const foreignAgent = await call('/customers/create', { name: 'Partner Made Two', email: 'pm2@example.com', agent_id: ids.agent['priya@keystone.example.com'] }, 'partner');
      expect(foreignAgent.statusCode).toBe(400);
      expect(body(foreignAgent).errors).toEqual({ agent_id: CUSTOMER_MESSAGES.agentNotFound });
    });

    it("keeps a partner's customer theirs on update", async () => {
      const id = ids.customer[SUMMIT];
      const current = body<Customer>(await call(`/customers/details/${id}`, {}, 'partner')).data;
      const response = await call(
        `/customers/update/${id}`,
        { name: current.name, email: current.email, subscription_type: current.subscription_type, partner_id: ids.partner[KEYSTONE], agent_id: current.agent?.id, revision: current.revision },
        'partner',
      );
      expect(response.statusCode, response.body).toBe(200);
      expect(body<Customer>(response).data).toMatchObject({ partner: { name: NORTHWIND }, revision: current.revision + 1 });
      expect(body<Customer>(response).data.services?.length).toBe(current.services?.length);
    });

    it("gives an agent's new customer the agent and their partner", async () => {
      const response = await call('/customers/create', { name: 'Agent Made Co', email: 'am@example.com', partner_id: ids.partner[KEYSTONE], agent_id: null }, 'agent');
      expect(response.statusCode, response.body).toBe(200);
      expect(body<Customer>(response).data).toMatchObject({ partner: { name: NORTHWIND }, agent: { name: 'Daniel Reyes' } });
    });
  });

  describe('option lists', () => {
    const options = async (url: string, as = 'admin', payload: object = {}) => {
      const response = await call(url, payload, as);
      expect(response.statusCode, response.body).toBe(200);
      return body<{ id: number | string; name: string }[]>(response).data;
    };

    it('answers the partners and agents the caller may choose', async () => {
      expect(await options('/customers/partners')).toHaveLength(3);
      expect(await options('/customers/partners', 'partner')).toEqual([{ id: ids.partner[NORTHWIND], name: NORTHWIND }]);
      expect(await options('/customers/partners', 'agent')).toEqual([{ id: ids.partner[NORTHWIND], name: NORTHWIND }]);
      expect(await options('/customers/agents')).toHaveLength(3);
      expect(await options('/customers/agents', 'admin', { partner_id: ids.partner[KEYSTONE] })).toEqual([{ id: ids.agent['priya@keystone.example.com'], name: 'Priya Natarajan' }]);
      expect((await options('/customers/agents', 'partner')).map((a) => a.name)).toEqual(['Daniel Reyes']);
    });

    it('answers sales persons, subscriptions, the catalogues and the Others services', async () => {
      const salespeople = await options('/customers/salespersons');
      expect(salespeople.length).toBeGreaterThanOrEqual(1);
      expect(await options('/customers/subscriptions')).toEqual([
        { id: 'monthly', name: 'Monthly' },
        { id: 'annual', name: 'Annual' },
        { id: 'trial', name: 'Trial' },
      ]);
      expect((await options('/customers/otherservices')).map((s) => s.name)).toEqual(['Bid Review', 'Cost Estimation Consulting']);
      expect(await options('/customers/services')).toHaveLength(7);
      expect((await options('/customers/addons'))[0]).toMatchObject({ name: 'Bid Leveling', price: '250.00' });
    });

    it('answers the subscriptions per partner and agent, within scope', async () => {
      const all = (await call('/customers/partnersubscriptions')).json() as Answer<{ partner: Ref; agent: Ref | null; subscriptions: { subscription_type: string; customer_count: number }[] }[]>;
      const pacific = all.data.find((entry) => entry.partner.name === 'Pacific Bid Solutions');
      expect(pacific?.subscriptions).toEqual(
        expect.arrayContaining([
          { subscription_type: 'monthly', customer_count: 1 },
          { subscription_type: 'trial', customer_count: 1 },
        ]),
      );
      const mine = (await call('/customers/partnersubscriptions', {}, 'partner')).json() as Answer<{ partner: Ref }[]>;
      expect(new Set(mine.data.map((entry) => entry.partner.name))).toEqual(new Set([NORTHWIND]));
    });
  });

  describe('files', () => {
    const upload = async (customer: number, bytes: Buffer, name: string, as = 'admin', fields: Record<string, string> = {}) => {
      const { payload, headers } = await multipart(bytes, name, fields);
      return t.app.inject({ method: 'POST', url: `/api/customers/uploadfile/${customer}`, payload, headers: { ...headers, authorization: `Bearer ${token[as]}` } });
    };
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

    it('uploads, describes, downloads and removes a file', async () => {
      const summit = ids.customer[SUMMIT] ?? 0;
      const response = await upload(summit, pdf, 'scope.pdf', 'partner', { description: 'Scope letter' });
      expect(response.statusCode, response.body).toBe(200);
      const file = body<{ id: number; name: string; mime_type: string; description: string }>(response).data;
      expect(file).toMatchObject({ name: 'scope.pdf', mime_type: 'application/pdf', description: 'Scope letter' });

      const described = await call(`/customers/createfiledata/${summit}`, { file_id: file.id, description: 'Signed scope letter' }, 'partner');
      expect(described.statusCode).toBe(200);
      expect(body<Customer>(await call(`/customers/details/${summit}`)).data.files).toEqual([expect.objectContaining({ id: file.id, description: 'Signed scope letter' })]);

      const download = await t.app.inject({ method: 'GET', url: `/api/customers/downloadfile/${file.id}`, headers: { authorization: `Bearer ${token.agent}` } });
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toContain('attachment; filename="scope.pdf"');
      expect(download.rawPayload.equals(pdf)).toBe(true);

      // Out of scope: another partner's customer, and a file of a customer the caller cannot see.
      const other = ids.customer['Evergreen Homes'] ?? 0;
      expect((await upload(other, pdf, 'x.pdf', 'partner')).statusCode).toBe(404);
      expect((await call(`/customers/createfiledata/${other}`, { file_id: file.id, description: 'x' }, 'admin')).statusCode).toBe(404);

      expect((await call(`/customers/removefiledata/${file.id}`, {}, 'partner')).statusCode).toBe(200);
      expect((await call(`/customers/removefiledata/${file.id}`, {}, 'partner')).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: `/api/customers/downloadfile/${file.id}`, headers: { authorization: `Bearer ${token.admin}` } })).statusCode).toBe(404);
    });

    it('keeps files of other scopes hidden', async () => {
      const evergreen = ids.customer['Evergreen Homes'] ?? 0;
      const response = await upload(evergreen, pdf, 'keystone.pdf');
      const file = body<{ id: number }>(response).data;
      expect((await t.app.inject({ method: 'GET', url: `/api/customers/downloadfile/${file.id}`, headers: { authorization: `Bearer ${token.partner}` } })).statusCode).toBe(404);
      expect((await call(`/customers/removefiledata/${file.id}`, {}, 'agent')).statusCode).toBe(404);
    });

    it('refuses a file of a type not allowed, an empty one, and one too large', async () => {
      const summit = ids.customer[SUMMIT] ?? 0;
      const exe = await upload(summit, Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0xff, 0xfe]), 'tool.pdf');
      expect(exe.statusCode).toBe(400);
      expect(body(exe).errors?.file).toMatch(/file type is not allowed/);
      expect((await upload(summit, Buffer.alloc(0), 'empty.txt')).statusCode).toBe(400);
      const big = Buffer.alloc(20 * 1024 * 1024 + 10, 0x61);
      expect((await upload(summit, big, 'big.txt')).statusCode).toBe(413);
      expect(body<Customer>(await call(`/customers/details/${summit}`)).data.files).toEqual([]);
    });
  });

  it('keeps rows of another customer untouched by a scoped write', async () => {
    const [row] = await t.app.db.select({ revision: customers.revision }).from(customers).where(eq(customers.name, 'Evergreen Homes'));
    expect(row?.revision).toBe(1);
  });
});
