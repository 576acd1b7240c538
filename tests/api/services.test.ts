/**
 * Services and added services (spec §2.3, §7.10): list, create, details, update, delete, status, the
 * add-on options and a service's software, on every backend; admins write, others only read (active
 * services), price rules of spec §5 (up to 3 decimals, not negative), delete refused while used.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY } from '../../server/auth/permissions';
import { addedServices, services, softwares } from '../../server/db/schema';
import { ADDON_MESSAGES } from '../../server/modules/added-services/routes';
import { PRICE_TOO_LARGE } from '../../src/domain/contracts/fields';
import { SERVICE_MESSAGES } from '../../server/modules/services/routes';
import { MESSAGES } from '../../src/domain/validation';
import { BACKENDS, post, sessionToken, startApp, type TestApp } from './helper';
import type { ListPage as Page } from '../../server/http/lists';

interface Service {
  id: number;
  name: string;
  work_type: string;
  price: string;
  description: string;
  status: string;
  software: { id: number; name: string; vendor: string }[];
  customer_count: number;
  partner_count: number;
  revision: number;
}
interface AddOn {
  id: number;
  name: string;
  price: string;
  status: string;
  customer_count: number;
  partner_count: number;
  revision: number;
}
interface Answer<T> {
  status: number;
  messages: string;
  data: T;
  errors?: Record<string, string>;
}
const body = <T>(response: LightMyRequestResponse) => response.json<Answer<T>>();

describe.each(BACKENDS)('services on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let partner: string;
  let user: string;
  let software: Map<string, number>;
  beforeAll(async () => {
    t = await startApp(backend);
    [admin, partner, user] = await Promise.all([sessionToken(t.app, 'admin@example.com'), sessionToken(t.app, 'partner@example.com'), sessionToken(t.app, 'user@example.com')]);
    software = new Map((await t.app.db.select().from(softwares)).map((row) => [row.name, row.id]));
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (url: string, payload: object = {}, token = admin) => post(t.app, `/api${url}`, payload, token);
  const serviceId = async (name: string) => (await t.app.db.select({ id: services.id }).from(services).where(eq(services.name, name)))[0]?.id ?? 0;
  const create = (fields: object, token = admin) => call('/services/create', { name: 'Framing Take-Off', work_type: 'QTO', price: '300.00', ...fields }, token);

  describe('list', () => {
    it('answers a page by name with software, counts and revision', async () => {
      const response = await call('/services', { pageNumber: 1, pageSize: 3 });
      expect(response.statusCode).toBe(200);
      const page = body<Page<Service>>(response).data;
      expect(page.total).toBeGreaterThanOrEqual(7);
      expect(page.hasMore).toBe(true);
      const names = page.data.map((s) => s.name);
      expect(names).toEqual([...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
      const bid = body<Page<Service>>(await call('/services', { pageNumber: 1, search: 'bid review' })).data.data[0];
      expect(bid).toMatchObject({ name: 'Bid Review', work_type: 'Others', price: '350.00', status: 'active', revision: 1 });
      expect(bid?.software.map((s) => s.name)).toEqual(['Bluebeam Revu', 'Microsoft Excel']);
      expect(bid?.customer_count).toBeGreaterThanOrEqual(0);
    });

    it('filters by work type, status and software, and sorts by price', async () => {
      const fte = body<Page<Service>>(await call('/services', { pageNumber: 1, work_type: 'FTE' })).data;
      expect(fte.data.map((s) => s.name).sort()).toEqual(['Full-Time Estimator', 'Part-Time Estimator']);
      const byPrice = body<Page<Service>>(await call('/services', { pageNumber: 1, pageSize: 100, sort: '-price' })).data.data.map((s) => Number(s.price));
      expect(byPrice).toEqual([...byPrice].sort((a, b) => b - a));
      const excel = body<Page<Service>>(await call('/services', { pageNumber: 1, software: software.get('Microsoft Excel') })).data;
      expect(excel.data.every((s) => s.work_type === 'Others')).toBe(true);
      expect(body<Page<Service>>(await call('/services', { pageNumber: 1, status: 'pending' })).data.total).toBe(0);
    });

    it.each([
      [{ pageNumber: 1, work_type: 'XYZ' }, 'work_type'],
      [{ pageNumber: 1, status: 'gone' }, 'status'],
      [{ pageNumber: 1, sort: 'customer_count' }, 'sort'],
      [{}, 'pageNumber'],
    ])('refuses %j with 400 at %s', async (payload, field) => {
      const response = await call('/services', payload);
      expect(response.statusCode).toBe(400);
      expect(body(response).errors?.[field]).toBeTruthy();
    });
  });

  describe('writes', () => {
    it('creates a service with its software, "0.125" accepted and kept to the tenth of a cent', async () => {
      const response = await create({ name: '  Framing Take-Off ', price: '0.125', software_ids: [software.get('PlanSwift'), software.get('STACK')], description: 'Walls and roofs' });
      expect(response.statusCode).toBe(200);
      const created = body<Service>(response);
      expect(created.messages).toBe(SERVICE_MESSAGES.created);
      expect(created.data).toMatchObject({ name: 'Framing Take-Off', work_type: 'QTO', description: 'Walls and roofs', status: 'active', revision: 1 });
      expect(created.data.price).toBe('0.125');
      expect(created.data.software.map((s) => s.name)).toEqual(['PlanSwift', 'STACK']);
      const details = await call(`/services/details/${created.data.id}`);
      expect(body<Service>(details).data.software).toHaveLength(2);
      const detail = await t.app.inject({ method: 'GET', url: `/api/services/softwaredetail/${created.data.id}`, headers: { authorization: `Bearer ${user}` } });
      expect(detail.statusCode).toBe(200);
      expect(body<{ name: string; vendor: string }[]>(detail).data.map((s) => s.name)).toEqual(['PlanSwift', 'STACK']);
    });

    it.each([
      [{ price: '12.3456' }, 'price', MESSAGES.invalidDecimal],
      [{ price: '-1' }, 'price', MESSAGES.negativeAmount],
      [{ price: 'abc' }, 'price', MESSAGES.invalidDecimal],
      [{ price: '' }, 'price', 'This field is required'],
      [{ price: '1000000000' }, 'price', PRICE_TOO_LARGE],
      [{ name: '  ' }, 'name', 'This field is required'],
      [{ work_type: 'Hourly' }, 'work_type', SERVICE_MESSAGES.invalidWorkType],
      [{ software_ids: [999_999] }, 'software_ids', SERVICE_MESSAGES.unknownSoftware],
      [{ name: 'bid REVIEW' }, 'name', SERVICE_MESSAGES.duplicate],
    ])('refuses %j at %s', async (fields, field, message) => {
      const response = await create({ name: 'Refused Service', ...fields });
      expect([400, 409]).toContain(response.statusCode);
      expect(body(response).errors?.[field]).toBe(message);
      expect(await serviceId('Refused Service')).toBe(0);
    });

    it('accepts a price given as a number', async () => {
      const response = await create({ name: 'Numeric Price', price: 42.5 });
      expect(body<Service>(response).data.price).toBe('42.50');
    });

    it('updates with the revision, replaces software, and refuses a stale edit naming who changed it', async () => {
      const id = await serviceId('Framing Take-Off');
      const updated = await call(`/services/update/${id}`, { name: 'Framing Take-Off', work_type: 'FTE', price: '310', software_ids: [software.get('Bluebeam Revu')], revision: 1 });
      expect(updated.statusCode).toBe(200);
      expect(body<Service>(updated).data).toMatchObject({ work_type: 'FTE', price: '310.00', revision: 2, software: [{ name: 'Bluebeam Revu' }] });
      const stale = await call(`/services/update/${id}`, { name: 'Framing Take-Off', work_type: 'QTO', price: '1', revision: 1 });
      expect(stale.statusCode).toBe(409);
      expect(body(stale).messages).toContain('This service was changed by');
      expect((await call(`/services/update/999999`, { name: 'X', work_type: 'QTO', price: '1', revision: 1 })).statusCode).toBe(404);
    });

    it('changes the status; non-admins then no longer see the service', async () => {
      const id = await serviceId('Framing Take-Off');
      const changed = await call(`/services/status/${id}`, { status: 'inactive' });
      expect(changed.statusCode).toBe(200);
      expect(body<Service>(changed).data).toMatchObject({ status: 'inactive', revision: 3 });
      expect((await call(`/services/status/${id}`, { status: 'archived' })).statusCode).toBe(400);
      expect((await call(`/services/details/${id}`, {}, partner)).statusCode).toBe(404);
      const seen = body<Page<Service>>(await call('/services', { pageNumber: 1, search: 'Framing' }, partner)).data;
      expect(seen.total).toBe(0);
      expect((await call(`/services/details/${id}`)).statusCode).toBe(200);
    });

    it('refuses to delete a service customers buy, and deletes an unused one', async () => {
      const used = await serviceId('Residential Quantity Take-Off');
      const refused = await call(`/services/delete/${used}`);
      expect(refused.statusCode).toBe(409);
      expect(body(refused).messages).toMatch(/^This service still has \d+ projects?, \d+ customers? and \d+ partner price lists?\./);
      expect(await serviceId('Residential Quantity Take-Off')).toBe(used);
      const id = await serviceId('Framing Take-Off');
      expect((await call(`/services/delete/${id}`)).statusCode).toBe(200);
      expect(await serviceId('Framing Take-Off')).toBe(0);
      expect((await call(`/services/delete/${id}`)).statusCode).toBe(404);
    });
  });

  describe('access', () => {
    it('lets every signed-in user read services and add-on options, but only admins write', async () => {
      expect((await call('/services', { pageNumber: 1 }, user)).statusCode).toBe(200);
      const options = await call('/services/addedservices', {}, partner);
      expect(options.statusCode).toBe(200);
      expect(body<{ id: number; name: string; price: string }[]>(options).data.map((o) => o.name)).toContain('Bid Leveling');
      const id = await serviceId('Bid Review');
      for (const [url, payload] of [
        ['/services/create', { name: 'Partner Service', work_type: 'QTO', price: '1' }],
        [`/services/update/${id}`, { name: 'Bid Review', work_type: 'QTO', price: '1', revision: 1 }],
        [`/services/delete/${id}`, {}],
        [`/services/status/${id}`, { status: 'inactive' }],
      ] as const) {
        const response = await call(url, payload, partner);
        expect(response.statusCode, url).toBe(403);
        expect(body(response).messages).toBe(ADMIN_ONLY);
      }
      expect((await t.app.inject({ method: 'POST', url: '/api/services', payload: { pageNumber: 1 } })).statusCode).toBe(401);
    });
  });
});

describe.each(BACKENDS)('added services on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let partner: string;
  beforeAll(async () => {
    t = await startApp(backend);
    [admin, partner] = await Promise.all([sessionToken(t.app, 'admin@example.com'), sessionToken(t.app, 'partner@example.com')]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const call = (url: string, payload: object = {}, token = admin) => post(t.app, `/api${url}`, payload, token);
  const addOnId = async (name: string) => (await t.app.db.select({ id: addedServices.id }).from(addedServices).where(eq(addedServices.name, name)))[0]?.id ?? 0;

  it('lists, searches, filters and sorts the add-ons', async () => {
    const page = body<Page<AddOn>>(await call('/addons', { pageNumber: 1, pageSize: 100, sort: 'price' })).data;
    expect(page.total).toBe(6);
    const prices = page.data.map((a) => Number(a.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const found = body<Page<AddOn>>(await call('/addons', { pageNumber: 1, search: 'subcontractor' })).data.data;
    expect(found.map((a) => a.name)).toEqual(['Bid Leveling']);
    expect(body<Page<AddOn>>(await call('/addons', { pageNumber: 1, status: 'inactive' })).data.total).toBe(0);
  });

  it('creates, reads, updates and changes the status of an add-on', async () => {
    const created = await call('/addons/create', { name: 'Site Photos', price: '0.125', description: 'Photos of the site' });
    expect(created.statusCode).toBe(200);
    const addOn = body<AddOn>(created);
    expect(addOn.messages).toBe(ADDON_MESSAGES.created);
    expect(addOn.data).toMatchObject({ name: 'Site Photos', status: 'active', customer_count: 0, revision: 1 });
    const read = await t.app.inject({ method: 'GET', url: `/api/addons/details/${addOn.data.id}`, headers: { authorization: `Bearer ${admin}` } });
    expect(body<AddOn>(read).data.name).toBe('Site Photos');
    const updated = await call(`/addons/update/${addOn.data.id}`, { name: 'Site Photographs', price: '80', revision: 1 });
    expect(body<AddOn>(updated).data).toMatchObject({ name: 'Site Photographs', price: '80.00', revision: 2 });
    const stale = await call(`/addons/update/${addOn.data.id}`, { name: 'Site Photos', price: '80', revision: 1 });
    expect(stale.statusCode).toBe(409);
    const status = await call(`/addons/status/${addOn.data.id}`, { status: 'pending' });
    expect(body<AddOn>(status).data.status).toBe('pending');
    const options = body<{ name: string }[]>(await call('/services/addedservices', {}, partner)).data.map((o) => o.name);
    expect(options).not.toContain('Site Photographs');
  });

  it.each([
    [{ name: 'Refused Add-on', price: '12.3456' }, 'price', 400],
    [{ name: 'Refused Add-on', price: '-1' }, 'price', 400],
    [{ name: '', price: '1' }, 'name', 400],
    [{ name: 'material pricing', price: '1' }, 'name', 409],
  ])('refuses %j at %s', async (payload, field, status) => {
    const response = await call('/addons/create', payload);
    expect(response.statusCode).toBe(status);
    expect(body(response).errors?.[field]).toBeTruthy();
    expect(await addOnId('Refused Add-on')).toBe(0);
  });

  it('refuses to delete an add-on customers buy, and deletes an unused one', async () => {
    const used = await addOnId('Rush Delivery (24 hours)');
    const refused = await call(`/addons/delete/${used}`);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).messages).toMatch(/^This added service still has \d+ projects?, \d+ customers?/);
    const id = await addOnId('Site Photographs');
    expect((await call(`/addons/delete/${id}`)).statusCode).toBe(200);
    expect(await addOnId('Site Photographs')).toBe(0);
  });

  it('refuses non-admins every add-on route with 403', async () => {
    const id = await addOnId('Bid Leveling');
    for (const [url, payload] of [
      ['/addons', { pageNumber: 1 }],
      ['/addons/create', { name: 'X', price: '1' }],
      [`/addons/details/${id}`, {}],
      [`/addons/update/${id}`, { name: 'X', price: '1', revision: 1 }],
      [`/addons/delete/${id}`, {}],
      [`/addons/status/${id}`, { status: 'inactive' }],
    ] as const) {
      expect((await call(url, payload, partner)).statusCode, url).toBe(403);
    }
  });
});
