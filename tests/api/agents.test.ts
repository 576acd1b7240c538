/** Agents (spec §7.5): GET list and details, CRUD, status, options, subscriptions, attachment, scope and bad input. */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agents, partners, recordFiles, services, serviceSoftwares } from '../../server/db/schema';
import { AGENT_MESSAGES } from '../../server/modules/agents/routes';
import { MESSAGES } from '../../src/domain/validation';
import { BACKENDS, json, post, sessionToken, startApp, type TestApp } from './helper';
import type { ListPage as Page } from '../../server/http/lists';

interface Agent {
  id: number;
  name: string;
  email: string;
  partner_id: number | null;
  partner_name: string | null;
  commission_percent: number | null;
  status: string;
  customer_count: number;
  revision: number;
}
const dataOf = <T>(response: LightMyRequestResponse): T => (response.json() as { data: T }).data;

/** A multipart body with `agent_id` and then one file, as the agent screen's FormData sends it. */
async function attachment(agentId: string, bytes: Buffer, name: string): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  form.append('agent_id', agentId);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type') ?? '' } };
}

const valid = { name: 'Rosa Diaz', email: 'Rosa@Agents.example.com', phone: '7205550188', commission_percent: '6.5' };

describe.each(BACKENDS)('agents on %s', (backend) => {
  let t: TestApp;
  let admin = '';
  let partner = '';
  let northwind = 0;
  let pacific = 0;
  beforeAll(async () => {
    t = await startApp(backend);
    [admin, partner] = await Promise.all([sessionToken(t.app, 'admin@example.com'), sessionToken(t.app, 'partner@example.com')]);
    const rows = await t.app.db.select().from(partners);
    northwind = rows.find((p) => p.name === 'Northwind Estimating Partners')?.id ?? 0;
    pacific = rows.find((p) => p.name === 'Pacific Bid Solutions')?.id ?? 0;
  });
  afterAll(async () => t?.close());

  const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const agentId = async (email: string) => (await t.app.db.select().from(agents).where(eq(agents.email, email)))[0]?.id ?? 0;

  it('lists agents by GET with page, search, partner, status and sort', async () => {
    const response = await get('/api/agents?pageNumber=1&sort=name');
    expect(response.statusCode).toBe(200);
    const page = dataOf<Page<Agent>>(response);
    expect(page.total).toBe(3);
    expect(page.data[0]).toMatchObject({ name: 'Daniel Reyes', partner_name: 'Northwind Estimating Partners', commission_percent: 8, customer_count: 2 });
    expect(dataOf<Page<Agent>>(await get(`/api/agents?pageNumber=1&partner=${pacific}`)).data.map((a) => a.name)).toEqual(['Marcus Lee']);
    expect(dataOf<Page<Agent>>(await get('/api/agents?pageNumber=1&search=priya')).data.map((a) => a.name)).toEqual(['Priya Natarajan']);
    expect(dataOf<Page<Agent>>(await get('/api/agents?pageNumber=1&status=inactive')).total).toBe(0);
    expect(dataOf<Page<Agent>>(await get('/api/agents?pageNumber=1&pageSize=1&sort=-commission'))).toMatchObject({ hasMore: true, data: [{ name: 'Marcus Lee' }] });
    expect((await get('/api/agents?pageNumber=0')).statusCode).toBe(400);
    expect((await get('/api/agents?pageNumber=1&partner=abc')).statusCode).toBe(400);
    expect((await get('/api/agents')).statusCode).toBe(400);
  });

  it("holds partner@ to its own partner's agents", async () => {
    const page = dataOf<Page<Agent>>(await get('/api/agents?pageNumber=1', partner));
    expect(page.data.map((a) => a.name)).toEqual(['Daniel Reyes']);
    expect(dataOf<Page<Agent>>(await get(`/api/agents?pageNumber=1&partner=${pacific}`, partner)).total).toBe(0);
    const marcus = await agentId('marcus@pacificbid.example.com');
    expect((await get(`/api/agents/details/${marcus}`, partner)).statusCode).toBe(404);
    expect((await post(t.app, `/api/agents/update/${marcus}`, { ...valid, revision: 1 }, partner)).statusCode).toBe(404);
    expect((await post(t.app, '/api/agents/status', { id: marcus, status: 'inactive' }, partner)).statusCode).toBe(404);
    expect((await post(t.app, `/api/agents/delete/${marcus}`, {}, partner)).statusCode).toBe(404);
    const options = dataOf<{ id: number; name: string }[]>(await get('/api/agents/bypartner', partner));
    expect(options.map((o) => o.name)).toEqual(['Daniel Reyes']);
    const partnerOptions = dataOf<{ id: number }[]>(await post(t.app, '/api/agents/partners', {}, partner));
    expect(partnerOptions.map((o) => o.id)).toEqual([northwind]);
    expect(dataOf<unknown[]>(await post(t.app, '/api/agents/partners', {}, admin))).toHaveLength(3);
  });

  it('refuses accounts without the Agents key', async () => {
    for (const email of ['partneruser@example.com', 'agent@example.com', 'customeradmin@example.com']) {
      expect((await get('/api/agents?pageNumber=1', await sessionToken(t.app, email))).statusCode).toBe(403);
    }
  });

  describe('create, details, update, status, attachment, delete', () => {
    let id = 0;
    it("creates an agent; partner@'s agent goes under its own partner whatever it asks", async () => {
      const response = await post(t.app, '/api/agents/create', { ...valid, partner_id: pacific }, partner);
      expect(response.statusCode).toBe(200);
      const created = dataOf<Agent>(response);
      expect(created).toMatchObject({ email: 'rosa@agents.example.com', partner_id: northwind, commission_percent: 6.5, status: 'active', revision: 1 });
      id = created.id;
      const listed = dataOf<Page<Agent>>(await get('/api/agents?pageNumber=1', partner));
      expect(listed.data.map((a) => a.name)).toContain('Rosa Diaz');
    });

    it('refuses a taken email (409 at email) and bad fields', async () => {
      const taken = await post(t.app, '/api/agents/create', { ...valid, email: 'ROSA@agents.example.com' }, admin);
      expect(taken.statusCode).toBe(409);
      expect(json(taken)).toMatchObject({ errors: { email: AGENT_MESSAGES.duplicate } });
      const cases: [object, string, string][] = [
        [{ ...valid, name: '' }, 'name', MESSAGES.fieldRequired],
        [{ ...valid, email: 'x@' }, 'email', MESSAGES.invalidEmail],
        [{ ...valid, phone: 'abc' }, 'phone', MESSAGES.invalidPhone],
        [{ ...valid, commission_percent: 101 }, 'commission_percent', AGENT_MESSAGES.commission],
        [{ ...valid, commission_percent: '5.555' }, 'commission_percent', AGENT_MESSAGES.commission],
        [{ ...valid, partner_id: 999999 }, 'partner_id', AGENT_MESSAGES.partnerNotFound],
      ];
      for (const [body, field, message] of cases) {
        const response = await post(t.app, '/api/agents/create', { ...body, email: field === 'email' ? 'x@' : `new-${field}@agents.example.com` }, admin);
        expect(response.statusCode, field).toBe(400);
        expect((json(response).errors as Record<string, string>)[field], field).toBe(message);
      }
    });

    it('answers details by GET, updates with the revision, refuses a stale one', async () => {
      const details = await get(`/api/agents/details/${id}`, partner);
      expect(details.statusCode).toBe(200);
      expect(dataOf(details)).toMatchObject({ id, files: [] });
      const response = await post(t.app, `/api/agents/update/${id}`, { ...valid, name: 'Rosa M. Diaz', partner_id: pacific, commission_percent: null, revision: 1 }, admin);
      expect(response.statusCode).toBe(200);
      expect(dataOf<Agent>(response)).toMatchObject({ name: 'Rosa M. Diaz', partner_id: pacific, commission_percent: null, revision: 2 });
      const stale = await post(t.app, `/api/agents/update/${id}`, { ...valid, revision: 1 }, admin);
      expect(stale.statusCode).toBe(409);
      expect(json(stale).messages).toContain('This agent was changed by');
      // Back under Northwind for the partner's checks below.
      expect((await post(t.app, `/api/agents/update/${id}`, { ...valid, partner_id: northwind, revision: 2 }, admin)).statusCode).toBe(200);
    });

    it('changes the status with { id, status }', async () => {
      const response = await post(t.app, '/api/agents/status', { id, status: 'pending' }, partner);
      expect(response.statusCode).toBe(200);
      expect(dataOf<Agent>(response)).toMatchObject({ status: 'pending', revision: 4 });
      expect((await post(t.app, '/api/agents/status', { id, status: 'paused' }, partner)).statusCode).toBe(400);
    });

    it('takes an attachment with agent_id before the file; checks content and scope', async () => {
      const upload = await attachment(String(id), Buffer.from('Signed agreement\n'), 'agreement.txt');
      const response = await t.app.inject({ method: 'POST', url: '/api/agents/attachment', payload: upload.payload, headers: { ...upload.headers, authorization: `Bearer ${partner}` } });
      expect(response.statusCode).toBe(200);
      const file = dataOf<{ id: number; mime_type: string }>(response);
      expect(file.mime_type).toBe('text/plain');
      expect(dataOf<{ files: unknown[] }>(await get(`/api/agents/details/${id}`)).files).toHaveLength(1);
      const download = await get(`/api/agents/downloadfile/${file.id}`, partner);
      expect(download.body).toBe('Signed agreement\n');
      const marcus = await agentId('marcus@pacificbid.example.com');
      const foreign = await attachment(String(marcus), Buffer.from('x'), 'x.txt');
      const refused = await t.app.inject({ method: 'POST', url: '/api/agents/attachment', payload: foreign.payload, headers: { ...foreign.headers, authorization: `Bearer ${partner}` } });
      expect(refused.statusCode).toBe(404);
      const missing = await attachment('', Buffer.from('x'), 'x.txt');
      const noId = await t.app.inject({ method: 'POST', url: '/api/agents/attachment', payload: missing.payload, headers: { ...missing.headers, authorization: `Bearer ${admin}` } });
      expect(noId.statusCode).toBe(400);
      expect(await t.app.db.select().from(recordFiles).where(eq(recordFiles.agentId, marcus))).toEqual([]);
    });

    it('answers partner subscriptions and software options', async () => {
      const daniel = await agentId('agent@northwind.example.com');
      const response = await post(t.app, '/api/agents/partnersubscriptions', { agent_id: daniel }, partner);
      expect(dataOf(response)).toEqual({
        agent_id: daniel,
        partner: { id: northwind, name: 'Northwind Estimating Partners' },
        commission_percent: 8,
        subscriptions: [
          { subscription_type: 'annual', customer_count: 1 },
          { subscription_type: 'monthly', customer_count: 1 },
        ],
      });
      const [service] = await t.app.db.select().from(services).limit(1);
      const offered = await t.app.db.select().from(serviceSoftwares).where(eq(serviceSoftwares.serviceId, service?.id ?? 0));
      const options = dataOf<{ id: number }[]>(await post(t.app, '/api/agents/softwaresbyservice', { service_id: service?.id }, partner));
      expect(options.map((o) => o.id).sort()).toEqual(offered.map((o) => o.softwareId).sort());
    });

    it('deletes an agent without customers or users (with its files); refuses one with them', async () => {
      const daniel = await agentId('agent@northwind.example.com');
      const refused = await post(t.app, `/api/agents/delete/${daniel}`, {}, admin);
      expect(refused.statusCode).toBe(409);
      expect(json(refused).messages).toBe('This agent still has 2 customers and 1 user. Remove them first, or make it inactive instead.');
      expect((await post(t.app, `/api/agents/delete/${id}`, {}, partner)).statusCode).toBe(200);
      expect(await t.app.db.select().from(recordFiles).where(eq(recordFiles.agentId, id))).toEqual([]);
      expect((await get(`/api/agents/details/${id}`)).statusCode).toBe(404);
    });
  });
});
