/** Partners (spec §7.10): list, CRUD with prices, status, files, the price look-ups, scope and bad input. */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners, recordFiles, services, serviceSoftwares, softwares } from '../../server/db/schema';
import { PARTNER_MESSAGES, PRICE_MESSAGES } from '../../server/modules/partners';
import { MESSAGES } from '../../src/domain/validation';
import { BACKENDS, json, post, sessionToken, startApp, type TestApp } from './helper';
import type { ListPage as Page } from '../../server/http/lists';

interface Partner {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  website: string | null;
  status: string;
  customer_count: number;
  agent_count: number;
  revision: number;
}
interface Details extends Partner {
  services: { service_id: number; software_id: number; price: number; service_name: string; software_name: string }[];
  addons: { added_service_id: number; price: number }[];
  files: { id: number; original_name: string; description: string }[];
}
const dataOf = <T>(response: LightMyRequestResponse): T => (response.json() as { data: T }).data;

/** A multipart body with one file, as a browser's FormData sends it. */
async function multipart(bytes: Buffer, name: string): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

const valid = { name: 'Summit Reseller Group', email: 'Hello@Summit-Reseller.example.com', phone: '+13035550100', website: 'www.summit-reseller.example.com', address: '1 Main St' };

describe.each(BACKENDS)('partners on %s', (backend) => {
  let t: TestApp;
  let admin = '';
  let partnerToken = '';
  let serviceId = 0;
  let softwareId = 0;
  let otherSoftwareId = 0;
  beforeAll(async () => {
    t = await startApp(backend);
    [admin, partnerToken] = await Promise.all([sessionToken(t.app, 'admin@example.com'), sessionToken(t.app, 'partner@example.com')]);
    const [service] = await t.app.db.select().from(services).where(eq(services.name, 'Residential Quantity Take-Off'));
    serviceId = service?.id ?? 0;
    const offered = await t.app.db.select().from(serviceSoftwares).where(eq(serviceSoftwares.serviceId, serviceId));
    softwareId = offered[0]?.softwareId ?? 0;
    const all = await t.app.db.select().from(softwares);
    otherSoftwareId = all.find((s) => !offered.some((o) => o.softwareId === s.id))?.id ?? 0;
  });
  afterAll(async () => t?.close());

  const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

  it('lists partners with counts, searched, filtered and sorted', async () => {
    const response = await post(t.app, '/api/partners', { pageNumber: 1, sort: 'name' }, admin);
    expect(response.statusCode).toBe(200);
    const page = dataOf<Page<Partner>>(response);
    expect(page.total).toBe(3);
    expect(page.data.map((p) => p.name)).toEqual(['Keystone Construction Advisors', 'Northwind Estimating Partners', 'Pacific Bid Solutions']);
    const northwind = page.data[1];
    expect(northwind).toMatchObject({ customer_count: 2, agent_count: 1, status: 'active', revision: 1 });
    const searched = dataOf<Page<Partner>>(await post(t.app, '/api/partners', { pageNumber: 1, search: 'pacificbid.example' }, admin));
    expect(searched.data.map((p) => p.name)).toEqual(['Pacific Bid Solutions']);
    const inactive = dataOf<Page<Partner>>(await post(t.app, '/api/partners', { pageNumber: 1, status: 'inactive' }, admin));
    expect(inactive.total).toBe(0);
    const descending = dataOf<Page<Partner>>(await post(t.app, '/api/partners', { pageNumber: 1, pageSize: 1, sort: '-name' }, admin));
    expect(descending).toMatchObject({ total: 3, hasMore: true, data: [{ name: 'Pacific Bid Solutions' }] });
    expect((await post(t.app, '/api/partners', { pageNumber: 0 }, admin)).statusCode).toBe(400);
    expect((await post(t.app, '/api/partners', { pageNumber: 1, status: 'gone' }, admin)).statusCode).toBe(400);
  });

  it('refuses partner accounts, which hold no Partner key', async () => {
    for (const email of ['partner@example.com', 'partneruser@example.com', 'agent@example.com', 'user@example.com']) {
      const token = await sessionToken(t.app, email);
      expect((await post(t.app, '/api/partners', { pageNumber: 1 }, token)).statusCode).toBe(403);
    }
  });

  describe('create, details, update, status, delete', () => {
    let id = 0;
    let revision = 0;
    it('creates a partner with prices; the email is stored lower-case', async () => {
      const response = await post(t.app, '/api/partners/create', { ...valid, services: [{ service_id: serviceId, software_id: softwareId, price: '399.125' }], addons: [] }, admin);
      expect(response.statusCode).toBe(200);
      const created = dataOf<Partner>(response);
      expect(created).toMatchObject({ name: valid.name, email: 'hello@summit-reseller.example.com', phone: '+13035550100', status: 'active', revision: 1, customer_count: 0 });
      id = created.id;
      revision = created.revision;
      const [row] = await t.app.db.select().from(partners).where(eq(partners.id, id));
      expect(row?.updatedBy).not.toBeNull();
    });

    it('answers details with prices, add-ons and files', async () => {
      const response = await post(t.app, `/api/partners/details/${id}`, {}, admin);
      expect(response.statusCode).toBe(200);
      const details = dataOf<Details>(response);
      expect(details.services).toEqual([expect.objectContaining({ service_id: serviceId, software_id: softwareId, price: 399.125, service_name: 'Residential Quantity Take-Off' })]);
      expect(details.addons).toEqual([]);
      expect(details.files).toEqual([]);
      expect((await post(t.app, '/api/partners/details/999999', {}, admin)).statusCode).toBe(404);
    });

    it('refuses a taken name in any letter case (409 at name)', async () => {
      const response = await post(t.app, '/api/partners/create', { ...valid, name: 'NORTHWIND estimating partners' }, admin);
      expect(response.statusCode).toBe(409);
      expect(json(response)).toMatchObject({ messages: PARTNER_MESSAGES.duplicate, errors: { name: PARTNER_MESSAGES.duplicate } });
    });

    it('checks email, phone, website, required fields and prices', async () => {
      const cases: [object, string, string][] = [
        [{ ...valid, name: ' ' }, 'name', MESSAGES.fieldRequired],
        [{ ...valid, email: 'nope' }, 'email', MESSAGES.invalidEmail],
        [{ ...valid, phone: '12345' }, 'phone', MESSAGES.invalidPhone],
        [{ ...valid, website: 'not a site' }, 'website', MESSAGES.invalidWebsite],
        [{ ...valid, services: [{ service_id: serviceId, software_id: softwareId, price: '1.2345' }] }, 'services.0.price', MESSAGES.invalidDecimal],
        [{ ...valid, services: [{ service_id: serviceId, software_id: softwareId, price: -1 }] }, 'services.0.price', MESSAGES.negativeAmount],
        [{ ...valid, services: [{ service_id: serviceId, software_id: otherSoftwareId, price: 1 }] }, 'services.0.software_id', PRICE_MESSAGES.softwareNotForService],
        [{ ...valid, addons: [{ added_service_id: 999999, price: 1 }] }, 'addons.0.added_service_id', PRICE_MESSAGES.addonNotFound],
      ];
      for (const [body, field, message] of cases) {
        const response = await post(t.app, '/api/partners/create', { ...body, name: (body as { name: string }).name === ' ' ? ' ' : `${valid.name} ${field}` }, admin);
        expect(response.statusCode, field).toBe(400);
        expect((json(response).errors as Record<string, string>)[field]).toBe(message);
      }
    });

    it('updates fields and prices, then refuses the stale revision with who changed it', async () => {
      const changed = { ...valid, name: 'Summit Resellers', services: [{ service_id: serviceId, software_id: softwareId, price: 350 }], addons: [], revision };
      const response = await post(t.app, `/api/partners/update/${id}`, changed, admin);
      expect(response.statusCode).toBe(200);
      expect(dataOf<Partner>(response)).toMatchObject({ name: 'Summit Resellers', revision: revision + 1 });
      const stale = await post(t.app, `/api/partners/update/${id}`, changed, admin);
      expect(stale.statusCode).toBe(409);
      expect(json(stale).messages).toContain('This partner was changed by');
      const price = await post(t.app, '/api/partners/getpricebysoftware', { partner_id: id, service_id: serviceId, software_id: softwareId }, admin);
      expect(dataOf(price)).toMatchObject({ price: 350, source: 'partner' });
      revision += 1;
    });

    it('changes the status', async () => {
      const response = await post(t.app, `/api/partners/status/${id}`, { status: 'inactive' }, admin);
      expect(response.statusCode).toBe(200);
      expect(dataOf<Partner>(response)).toMatchObject({ status: 'inactive', revision: revision + 1 });
      expect((await post(t.app, `/api/partners/status/${id}`, { status: 'closed' }, admin)).statusCode).toBe(400);
    });

    it('uploads, describes, downloads and removes a file', async () => {
      const upload = await multipart(Buffer.from('%PDF-1.4 plan'), 'plan.pdf');
      const response = await t.app.inject({ method: 'POST', url: `/api/partners/uploadfile/${id}`, payload: upload.payload, headers: { ...upload.headers, authorization: `Bearer ${admin}` } });
      expect(response.statusCode).toBe(200);
      const file = dataOf<{ id: number; original_name: string; mime_type: string }>(response);
      expect(file).toMatchObject({ original_name: 'plan.pdf', mime_type: 'application/pdf' });
      const described = await post(t.app, `/api/partners/createfiledata/${id}`, { file_id: file.id, description: 'Signed agreement' }, admin);
      expect(dataOf(described)).toMatchObject({ description: 'Signed agreement' });
      const download = await get(`/api/partners/downloadfile/${file.id}`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toContain('attachment');
      expect(download.body).toBe('%PDF-1.4 plan');
      const details = dataOf<Details>(await post(t.app, `/api/partners/details/${id}`, {}, admin));
      expect(details.files).toEqual([expect.objectContaining({ id: file.id, description: 'Signed agreement' })]);
      // Content decides the kind, not the name.
      const bad = await multipart(Buffer.from([0x00, 0x01, 0x02, 0xff]), 'fake.pdf');
      const refused = await t.app.inject({ method: 'POST', url: `/api/partners/uploadfile/${id}`, payload: bad.payload, headers: { ...bad.headers, authorization: `Bearer ${admin}` } });
      expect(refused.statusCode).toBe(400);
      const nowhere = await t.app.inject({ method: 'POST', url: '/api/partners/uploadfile/999999', payload: upload.payload, headers: { ...upload.headers, authorization: `Bearer ${admin}` } });
      expect(nowhere.statusCode).toBe(404);
      expect((await post(t.app, `/api/partners/removefiledata/${file.id}`, {}, admin)).statusCode).toBe(200);
      expect((await post(t.app, `/api/partners/removefiledata/${file.id}`, {}, admin)).statusCode).toBe(404);
      expect(await t.app.db.select().from(recordFiles).where(eq(recordFiles.partnerId, id))).toEqual([]);
    });

    it('deletes a partner nothing belongs to; refuses one with customers, agents and users', async () => {
      const [northwind] = await t.app.db.select().from(partners).where(eq(partners.name, 'Northwind Estimating Partners'));
      const refused = await post(t.app, `/api/partners/delete/${northwind?.id ?? 0}`, {}, admin);
      expect(refused.statusCode).toBe(409);
      expect(json(refused).messages).toBe('This partner still has 2 customers, 1 agent and 3 users. Remove them first, or make it inactive instead.');
      expect((await post(t.app, `/api/partners/delete/${id}`, {}, admin)).statusCode).toBe(200);
      expect((await post(t.app, `/api/partners/delete/${id}`, {}, admin)).statusCode).toBe(404);
    });
  });

  describe('price look-ups', () => {
    let northwindId = 0;
    beforeAll(async () => {
      const [row] = await t.app.db.select().from(partners).where(eq(partners.name, 'Northwind Estimating Partners'));
      northwindId = row?.id ?? 0;
    });

    it('answers the catalogue the price grid offers: services with their software, and add-ons', async () => {
      const catalogue = dataOf<{ services: { id: number; softwares: { id: number }[] }[]; addons: unknown[] }>(await post(t.app, '/api/partners/catalogue', {}, admin));
      expect(catalogue.services).toHaveLength(7);
      expect(catalogue.addons).toHaveLength(6);
      expect(catalogue.services.find((s) => s.id === serviceId)?.softwares.map((s) => s.id)).toContain(softwareId);
    });

    it('answers services, add-ons and the services dropdown of a partner', async () => {
      const prices = dataOf<{ service_id: number }[]>(await post(t.app, `/api/partners/services/${northwindId}`, {}, admin));
      expect(prices.length).toBeGreaterThan(0);
      const addons = dataOf<{ added_service_id: number }[]>(await post(t.app, `/api/partners/addons/${northwindId}`, {}, admin));
      expect(addons.length).toBe(3);
      const dropdown = await get(`/api/partners/servicesdropdown/${northwindId}`);
      expect(dropdown.statusCode).toBe(200);
      expect(dataOf<{ id: number; name: string }[]>(dropdown).map((s) => s.name)).toContain('Residential Quantity Take-Off');
      expect((await get('/api/partners/servicesdropdown/999999')).statusCode).toBe(404);
    });

    it('answers the software of a service and a service detail with partner prices', async () => {
      const options = dataOf<{ id: number; name: string }[]>(await get(`/api/partners/softwaresbyservice/${serviceId}`));
      expect(options.map((o) => o.id)).toContain(softwareId);
      const detail = dataOf<{ softwares: { id: number; partner_price: number | null }[] }>(
        await post(t.app, `/api/partners/servicedetail/${serviceId}`, { partner_id: northwindId }, admin),
      );
      expect(detail.softwares.find((s) => s.id === softwareId)?.partner_price).toBeGreaterThan(0);
      expect((await post(t.app, '/api/partners/servicedetail/999999', {}, admin)).statusCode).toBe(404);
    });

    it('falls back to the list price when the partner has none', async () => {
      const pacific = (await t.app.db.select().from(partners).where(eq(partners.name, 'Pacific Bid Solutions')))[0]?.id ?? 0;
      const [fte] = await t.app.db.select().from(services).where(eq(services.name, 'Full-Time Estimator'));
      const [offered] = await t.app.db.select().from(serviceSoftwares).where(eq(serviceSoftwares.serviceId, fte?.id ?? 0));
      const response = await post(t.app, '/api/partners/getpricebysoftware', { partner_id: pacific, service_id: fte?.id, software_id: offered?.softwareId }, admin);
      expect(dataOf(response)).toMatchObject({ price: 5200, source: 'list' });
      const wrong = await post(t.app, '/api/partners/getpricebysoftware', { partner_id: pacific, service_id: fte?.id, software_id: 999999 }, admin);
      expect(wrong.statusCode).toBe(400);
    });
  });

  it('holds a partner-scoped holder of Partner to its own record', async () => {
    // Give the partner role Partner.view/update for this test: the seed's partner holds no Partner key.
    const { roles } = await import('../../server/db/schema');
    const [role] = await t.app.db.select().from(roles).where(eq(roles.name, 'Partner'));
    await t.app.db
      .update(roles)
      .set({ permissions: [...(role?.permissions ?? []), 'Partner.view', 'Partner.update', 'Partner.create'] })
      .where(eq(roles.name, 'Partner'));
    try {
      const token = await sessionToken(t.app, 'partner@example.com');
      const page = dataOf<Page<Partner>>(await post(t.app, '/api/partners', { pageNumber: 1 }, token));
      expect(page.data.map((p) => p.name)).toEqual(['Northwind Estimating Partners']);
      const [pacific] = await t.app.db.select().from(partners).where(eq(partners.name, 'Pacific Bid Solutions'));
      expect((await post(t.app, `/api/partners/details/${pacific?.id ?? 0}`, {}, token)).statusCode).toBe(404);
      expect((await post(t.app, `/api/partners/update/${pacific?.id ?? 0}`, { ...valid, name: 'Taken Over', revision: 1 }, token)).statusCode).toBe(404);
      expect((await post(t.app, `/api/partners/status/${pacific?.id ?? 0}`, { status: 'inactive' }, token)).statusCode).toBe(404);
      expect((await post(t.app, '/api/partners/create', { ...valid, name: 'Another Partner' }, token)).statusCode).toBe(403);
      expect((await post(t.app, '/api/partners/getpricebysoftware', { partner_id: pacific?.id, service_id: serviceId, software_id: softwareId }, token)).statusCode).toBe(404);
    } finally {
      await t.app.db.update(roles).set({ permissions: role?.permissions ?? [] }).where(eq(roles.name, 'Partner'));
    }
    expect(partnerToken).not.toBe('');
  });
});
