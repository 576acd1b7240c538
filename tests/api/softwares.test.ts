/**
 * Software (spec §7.10, exact shapes): POST create, POST list with a filter, POST delete/{id}, GET
 * details/{id}, POST update/{id}, GET all, POST status/{id}; guarded by the `Software` key (only
 * administrators hold it in the seed), delete refused while services use it.
 */
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION_DENIED } from '../../server/auth/permissions';
import { softwares } from '../../server/db/schema';
import { SOFTWARE_MESSAGES } from '../../server/modules/softwares/routes';
import { BACKENDS, post, sessionToken, startApp, type TestApp } from './helper';
import type { ListPage as Page } from '../../server/http/lists';

interface Software {
  id: number;
  name: string;
  vendor: string;
  status: string;
  service_count: number;
  revision: number;
}
interface Answer<T> {
  status: number;
  messages: string;
  data: T;
  errors?: Record<string, string>;
}
const body = <T>(response: LightMyRequestResponse) => response.json<Answer<T>>();

describe.each(BACKENDS)('software on %s', (backend) => {
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
  const get = (url: string, token = admin) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: { authorization: `Bearer ${token}` } });
  const softwareId = async (name: string) => (await t.app.db.select({ id: softwares.id }).from(softwares).where(eq(softwares.name, name)))[0]?.id ?? 0;

  it('lists by name with service counts; searches name and vendor; filters status and vendor; sorts by vendor', async () => {
    const page = body<Page<Software>>(await call('/softwares', { pageNumber: 1, pageSize: 100 })).data;
    expect(page.total).toBe(8);
    const names = page.data.map((s) => s.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(page.data.find((s) => s.name === 'Bluebeam Revu')?.service_count).toBe(7);
    const byVendor = body<Page<Software>>(await call('/softwares', { pageNumber: 1, vendor: 'constructconnect' })).data.data;
    expect(byVendor.map((s) => s.name).sort()).toEqual(['On-Screen Takeoff', 'PlanSwift']);
    const searched = body<Page<Software>>(await call('/softwares', { pageNumber: 1, search: 'autodesk' })).data.data;
    expect(searched.map((s) => s.name)).toEqual(['ProEst']);
    expect(body<Page<Software>>(await call('/softwares', { pageNumber: 1, status: 'inactive' })).data.total).toBe(0);
    const vendors = body<Page<Software>>(await call('/softwares', { pageNumber: 1, pageSize: 100, sort: '-vendor' })).data.data.map((s) => s.vendor.toLowerCase());
    expect(vendors).toEqual([...vendors].sort().reverse());
    expect((await call('/softwares', { pageNumber: 1, sort: 'status' })).statusCode).toBe(400);
    const options = body<{ id: string; name: string }[]>(await get('/softwares/vendors')).data.map((o) => o.name);
    expect(options).toContain('Trimble');
  });

  it('creates, reads with GET, updates with the revision and refuses a stale edit', async () => {
    const created = await call('/softwares/create', { name: ' Revit ', vendor: 'Autodesk' });
    expect(created.statusCode).toBe(200);
    const software = body<Software>(created);
    expect(software.messages).toBe(SOFTWARE_MESSAGES.created);
    expect(software.data).toMatchObject({ name: 'Revit', vendor: 'Autodesk', status: 'active', service_count: 0, revision: 1 });
    const read = await get(`/softwares/details/${software.data.id}`);
    expect(read.statusCode).toBe(200);
    expect(body<Software>(read).data.name).toBe('Revit');
    const updated = await call(`/softwares/update/${software.data.id}`, { name: 'Autodesk Revit', vendor: 'Autodesk', revision: 1 });
    expect(body<Software>(updated).data).toMatchObject({ name: 'Autodesk Revit', revision: 2 });
    const stale = await call(`/softwares/update/${software.data.id}`, { name: 'Revit', vendor: 'Autodesk', revision: 1 });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).messages).toContain('This software was changed by');
    expect((await get('/softwares/details/999999')).statusCode).toBe(404);
  });

  it.each([
    [{ name: '', vendor: 'X' }, 'name', 400],
    [{ vendor: 'X' }, 'name', 400],
    [{ name: 'planswift', vendor: 'X' }, 'name', 409],
    [{ name: 'Odd Status', status: 'archived' }, 'status', 400],
  ])('refuses %j at %s', async (payload, field, status) => {
    const response = await call('/softwares/create', payload);
    expect(response.statusCode).toBe(status);
    expect(body(response).errors?.[field]).toBeTruthy();
  });

  it('saves one name once when several arrive together (any case); other names are saved alongside', async () => {
    const same = await Promise.all(['Takeoff Live', 'TAKEOFF LIVE', 'takeoff live', 'Takeoff live'].map((name) => call('/softwares/create', { name, vendor: 'Race' })));
    expect(same.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409]);
    for (const refused of same.filter((response) => response.statusCode === 409)) expect(body(refused).errors?.name).toBe(SOFTWARE_MESSAGES.duplicate);
    const others = await Promise.all(['Race One', 'Race Two', 'Race Three'].map((name) => call('/softwares/create', { name, vendor: 'Race' })));
    expect(others.map((response) => response.statusCode)).toEqual([200, 200, 200]);
  });

  it('changes the status; /softwares/all lists only active software, for any signed-in user', async () => {
    const id = await softwareId('Autodesk Revit');
    const changed = await call(`/softwares/status/${id}`, { status: 'inactive' });
    expect(body<Software>(changed).data.status).toBe('inactive');
    const all = await get('/softwares/all', partner);
    expect(all.statusCode).toBe(200);
    const names = body<{ id: number; name: string; vendor: string }[]>(all).data.map((s) => s.name);
    expect(names).toContain('PlanSwift');
    expect(names).not.toContain('Autodesk Revit');
  });

  it('refuses to delete software services use, and deletes unused software', async () => {
    const used = await softwareId('PlanSwift');
    const refused = await call(`/softwares/delete/${used}`);
    expect(refused.statusCode).toBe(409);
    expect(body(refused).messages).toMatch(/^This software still has \d+ projects?, \d+ services/);
    const id = await softwareId('Autodesk Revit');
    expect((await call(`/softwares/delete/${id}`)).statusCode).toBe(200);
    expect(await softwareId('Autodesk Revit')).toBe(0);
    expect((await call(`/softwares/delete/${id}`)).statusCode).toBe(404);
  });

  it('refuses users without the Software key with 403', async () => {
    const id = await softwareId('STACK');
    for (const [url, payload] of [
      ['/softwares', { pageNumber: 1 }],
      ['/softwares/create', { name: 'X' }],
      [`/softwares/details/${id}`, {}],
      [`/softwares/update/${id}`, { name: 'X', revision: 1 }],
      [`/softwares/delete/${id}`, {}],
      [`/softwares/status/${id}`, { status: 'inactive' }],
    ] as const) {
      const response = await call(url, payload, partner);
      expect(response.statusCode, url).toBe(403);
      expect(body(response).messages).toBe(PERMISSION_DENIED);
    }
  });
});
