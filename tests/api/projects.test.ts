/**
 * Projects core (spec §7.6): list, create, details, detailed, update, delete, check status, global
 * search and the option lists — scope (404 outside it), the create rules, bad input (400 at the field,
 * nothing written), stale edits (409 naming who) and the delete rules.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, count, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serverToday } from '../../server/calendar/blocked-days';
import { branches, customers, holidays, notifications, projectActivities, projectFiles, projects, services, softwares, users } from '../../server/db/schema';
import { PROJECT_MESSAGES } from '../../server/modules/projects/shape';
import { addDays, isSunday, shiftOpenDays } from '../../src/domain/due-dates';
import { BACKENDS, post, sessionToken, startApp, type TestApp } from './helper';
import type { ListPage as Page } from '../../server/http/lists';

interface Ref {
  id: number;
  name: string;
}
interface Row {
  id: number;
  code: string;
  name: string;
  client_project_number: string;
  customer: Ref;
  branch: Ref;
  service: Ref;
  software: Ref | null;
  work_type: string;
  due_date: string;
  assignee: Ref | null;
  status: string;
  open_rfis: number;
  revision: number;
  created_at: string;
}
interface Details extends Row {
  scope_of_work: string;
  added_services: Ref[];
  created_by: Ref | null;
  updated_by: Ref | null;
  lifecycle: { resume_status: string | null; due_requested_by: string | null; hours_requested: boolean };
  actions: string[];
  side: string;
  can_edit: boolean;
  can_delete: boolean;
}
interface Answer<T> {
  status: number;
  messages: string;
  data: T;
  errors?: Record<string, string>;
}
const answer = <T>(response: LightMyRequestResponse): Answer<T> => response.json();

const ACCOUNTS = ['admin', 'partner', 'agent', 'customeradmin', 'branchadmin', 'user', 'guest'] as const;
type Account = (typeof ACCOUNTS)[number];

describe.each(BACKENDS)('projects on %s', (backend) => {
  let t: TestApp;
  const token = {} as Record<Account, string>;
  const id: Record<string, number> = {};
  let openDay: string;
  let laterDay: string;
  let sunday: string;

  beforeAll(async () => {
    t = await startApp(backend);
    for (const account of ACCOUNTS) token[account] = await sessionToken(t.app, `${account}@example.com`);
    const { db } = t.app;
    for (const row of await db.select({ id: projects.id, name: projects.name }).from(projects).orderBy(projects.id)) id[row.name] ??= row.id;
    for (const row of await db.select({ id: customers.id, name: customers.name }).from(customers)) id[`customer:${row.name}`] = row.id;
    for (const row of await db.select({ id: branches.id, name: branches.name }).from(branches)) id[`branch:${row.name}`] = row.id;
    for (const row of await db.select({ id: services.id, name: services.name }).from(services)) id[`service:${row.name}`] = row.id;
    for (const row of await db.select({ id: softwares.id, name: softwares.name }).from(softwares)) id[`software:${row.name}`] = row.id;
    for (const row of await db.select({ id: users.id, email: users.email }).from(users)) id[`user:${row.email}`] = row.id;
    const closed = (await db.select({ from: holidays.holidayFrom, to: holidays.holidayTo }).from(holidays)).map((h) => ({ from: h.from, to: h.to }));
    const today = serverToday();
    openDay = shiftOpenDays(today, 3, closed);
    laterDay = shiftOpenDays(today, 8, closed);
    sunday = addDays(today, 1);
    while (!isSunday(sunday)) sunday = addDays(sunday, 1);
  }, 120_000);
  afterAll(async () => t?.close());

  const call = (url: string, body: object = {}, as: Account = 'admin') => post(t.app, `/api/projects${url}`, body, token[as]);
  const list = (body: object = {}, as: Account = 'admin') => call('', { pageNumber: 1, ...body }, as);
  const details = async (projectId: number, as: Account = 'admin') => answer<Details>(await call(`/details/${projectId}`, {}, as)).data;
  const projectCount = async () => Number((await t.app.db.select({ n: count() }).from(projects))[0]?.n ?? 0);
  const createBody = (name: string, extra: object = {}) => ({
    name,
    client_project_number: 'CPN-77',
    customer_id: id['customer:Summit Builders'],
    branch_id: id['branch:Boulder'],
    service_id: id['service:Commercial Quantity Take-Off'],
    software_id: id['software:PlanSwift'],
    added_service_ids: [],
    due_date: openDay,
    scope_of_work: 'Everything on the drawings.',
    ...extra,
  });
  const unique = (label: string) => `${label} ${backend} ${Date.now()}`;

  describe('list', () => {
    it('pages, searches, filters and sorts for an administrator', async () => {
      const first = answer<Page<Row>>(await list({ pageSize: 5 }));
      expect(first.data.total).toBeGreaterThanOrEqual(255);
      expect(first.data.data).toHaveLength(5);
      expect(first.data.hasMore).toBe(true);
      const row = answer<Page<Row>>(await list({ search: 'union station' })).data.data;
      expect(row.map((r) => r.name)).toEqual(['Union Station Retail']);
      expect(row[0]).toMatchObject({
        code: expect.stringMatching(/^PRJ-\d{6}$/),
        customer: { name: 'Summit Builders' },
        branch: { name: 'Denver Headquarters' },
        status: 'in_progress',
        assignee: { name: 'Peter Novak' },
        open_rfis: 0,
      });
      const library = answer<Page<Row>>(await list({ project_code: String(id['Boulder Library Renovation']).padStart(6, '0') })).data.data;
      expect(library.map((r) => r.name)).toContain('Boulder Library Renovation');
      expect(library.find((r) => r.name === 'Boulder Library Renovation')?.open_rfis).toBe(1);
      expect(answer<Page<Row>>(await list({ client_project_number: 'SB-BLD-0322' })).data.data.map((r) => r.name)).toEqual(['Pearl Street Lofts']);
      const boulder = answer<Page<Row>>(await list({ branch: id['branch:Boulder'], pageSize: 100 })).data.data;
      expect(boulder.every((r) => r.branch.name === 'Boulder')).toBe(true);
      const onHold = answer<Page<Row>>(await list({ status: 'on_hold', work_type: 'QTO', pageSize: 100 })).data.data;
      expect(onHold.length).toBeGreaterThan(0);
      expect(onHold.every((r) => r.status === 'on_hold' && r.work_type === 'QTO')).toBe(true);
      const byDue = answer<Page<Row>>(await list({ sort: 'due_date', pageSize: 20 })).data.data.map((r) => r.due_date);
      expect(byDue).toEqual([...byDue].sort());
      const byName = answer<Page<Row>>(await list({ sort: '-name', pageSize: 20 })).data.data.map((r) => r.name.toLowerCase());
      expect(byName).toEqual([...byName].sort().reverse());
      const byCustomer = answer<Page<Row>>(await list({ sort: 'customer', pageSize: 100 })).data.data.map((r) => r.customer.name.toLowerCase());
      expect(byCustomer).toEqual([...byCustomer].sort());
      const today = serverToday();
      const recent = answer<Page<Row>>(await list({ filter_start_date: addDays(today, -5), filter_end_date: today, pageSize: 100 })).data.data;
      expect(recent.length).toBeGreaterThan(0);
      expect(recent.every((r) => r.created_at.slice(0, 10) >= addDays(today, -5))).toBe(true);
    });

    it('keeps each caller to their scope', async () => {
      const names = async (as: Account) => answer<Page<Row>>(await list({ pageSize: 100 }, as)).data.data;
      const user = await names('user');
      expect(user.length).toBeGreaterThan(0);
      expect(user.every((r) => r.branch.name === 'Denver Headquarters')).toBe(true);
      const boulder = await names('branchadmin');
      expect(boulder.every((r) => r.branch.name === 'Boulder')).toBe(true);
      expect(boulder.map((r) => r.name)).toContain('Boulder Library Renovation');
      const partner = answer<Page<Row>>(await list({ pageSize: 100 }, 'partner')).data;
      expect(partner.data.every((r) => ['Summit Builders', 'Riverstone Contractors'].includes(r.customer.name))).toBe(true);
      expect(answer<Page<Row>>(await list({ customer: id['customer:Evergreen Homes'] }, 'partner')).data.total).toBe(0);
    });

    it('refuses bad filters with a message at the field', async () => {
      const cases: [object, string][] = [
        [{ status: 'bogus' }, 'status'],
        [{ work_type: 'BIM' }, 'work_type'],
        [{ sort: 'colour' }, 'sort'],
        [{ customer: 'Summit' }, 'customer'],
        [{ filter_start_date: '2026-02-30' }, 'filter_start_date'],
        [{ filter_start_date: '2026-03-02', filter_end_date: '2026-03-01' }, 'filter_end_date'],
        [{ pageNumber: 0 }, 'pageNumber'],
      ];
      for (const [body, field] of cases) {
        const response = await list(body);
        expect(response.statusCode, JSON.stringify(body)).toBe(400);
        expect(answer(response).errors?.[field], JSON.stringify(body)).toBeTruthy();
      }
      // Empty filters mean "not filtered".
      expect((await list({ status: '', customer: null, work_type: null, filter_start_date: '' })).statusCode).toBe(200);
    });
  });

  describe('details', () => {
    it('answers the project with what the caller may do now', async () => {
      const forUser = await details(id['Denver Office Fit-out']!, 'user');
      expect(forUser).toMatchObject({ name: 'Denver Office Fit-out', status: 'pending', side: 'customer', can_edit: true, can_delete: true, created_by: { name: 'Uma Patel' } });
      expect(forUser.actions).not.toContain('ACCEPT');
      const forAdmin = await details(id['Denver Office Fit-out']!);
      expect(forAdmin).toMatchObject({ side: 'provider', can_edit: true, can_delete: true });
      expect(forAdmin.actions).toContain('ACCEPT');
      const forAgent = await details(id['Denver Office Fit-out']!, 'agent');
      expect(forAgent).toMatchObject({ side: 'agent', actions: [], can_edit: false, can_delete: false });
      const pearl = await details(id['Pearl Street Lofts']!);
      expect(pearl.lifecycle).toEqual({ resume_status: 'in_progress', due_requested_by: null, hours_requested: false });
      const union = await details(id['Union Station Retail']!, 'customeradmin');
      expect(union).toMatchObject({ status: 'in_progress', can_edit: false, can_delete: false, lifecycle: { due_requested_by: 'customer' } });
      const get = await t.app.inject({ method: 'GET', url: `/api/projects/details/${id['Union Station Retail']}`, headers: { authorization: `Bearer ${token.admin}` } });
      expect(get.statusCode).toBe(200);
    });

    it('is 404 outside the scope and for unknown ids, 400 for a malformed id', async () => {
      expect((await call(`/details/${id['Denver Office Fit-out']}`, {}, 'branchadmin')).statusCode).toBe(404);
      expect((await call(`/details/${id['Boulder Library Renovation']}`, {}, 'user')).statusCode).toBe(404);
      expect((await call(`/details/${id['Maple Grove Medical Office']}`, {}, 'partner')).statusCode).toBe(404);
      expect((await call('/details/99999999')).statusCode).toBe(404);
      expect((await call('/details/abc')).statusCode).toBe(400);
      expect((await call(`/checkstatus/${id['Denver Office Fit-out']}`, {}, 'guest')).statusCode).toBe(404);
    });

    it('answers the detailed view with counts and pending requests', async () => {
      const union = answer<Details & { counts: Record<string, number>; due_request: Record<string, unknown> | null; hours_request: unknown }>(
        await call(`/detailed/${id['Union Station Retail']}`),
      ).data;
      expect(union.counts).toMatchObject({ messages: 4, rfis_open: 0, files: 0, addenda: 0 });
      expect(union.counts.activities).toBeGreaterThanOrEqual(2);
      expect(union.due_request).toMatchObject({ side: 'customer', requested_by: { name: 'Uma Patel' }, reason: expect.stringContaining('mezzanine') });
      expect(union.hours_request).toBeNull();
      const library = answer<{ counts: Record<string, number> }>(await call(`/detailed/${id['Boulder Library Renovation']}`, {}, 'branchadmin')).data;
      expect(library.counts.rfis_open).toBe(1);
    });

    it('checks the status: status, actions and revision', async () => {
      const status = answer<{ status: string; actions: string[]; revision: number }>(await call(`/checkstatus/${id['Boulder Library Renovation']}`)).data;
      expect(status).toMatchObject({ status: 'on_hold', revision: expect.any(Number) });
      expect(Array.isArray(status.actions)).toBe(true);
      expect(answer<{ actions: string[] }>(await call(`/checkstatus/${id['Boulder Library Renovation']}`, {}, 'agent')).data.actions).toEqual([]);
    });
  });

  describe('create', () => {
    it('creates for a customer user at their own customer and branch, with a code, an activity and a notification', async () => {
      const name = unique('Golden Warehouse');
      const changed = vi.spyOn(t.app.realtime, 'recordChanged');
      const response = await call('/create', { name, service_id: id['service:Residential Quantity Take-Off'], due_date: openDay, added_service_ids: [] }, 'user');
      expect(response.statusCode, response.body).toBe(200);
      const created = answer<Details>(response).data;
      expect(created).toMatchObject({
        name,
        status: 'pending',
        customer: { name: 'Summit Builders' },
        branch: { name: 'Denver Headquarters' },
        work_type: 'QTO',
        due_date: openDay,
        created_by: { name: 'Uma Patel' },
        side: 'customer',
        can_edit: true,
      });
      expect(created.code).toBe(`PRJ-${String(created.id).padStart(6, '0')}`);
      const activities = await t.app.db.select().from(projectActivities).where(eq(projectActivities.projectId, created.id));
      expect(activities.map((a) => a.action)).toEqual(['Created the project']);
      const told = await t.app.db
        .select({ message: notifications.message })
        .from(notifications)
        .where(and(eq(notifications.projectId, created.id), eq(notifications.userId, id['user:admin@example.com']!)));
      expect(told.map((n) => n.message)).toEqual([`New project ${created.code} ${name} was created`]);
      expect(changed).toHaveBeenCalledWith('project', created.id);
      changed.mockRestore();
    });

    it('lets a customer admin pick a branch and staff pick customer, branch, add-ons and assignee', async () => {
      const admin = await call('/create', createBody(unique('Admin Pick'), { customer_id: null }), 'customeradmin');
      expect(admin.statusCode, admin.body).toBe(200);
      expect(answer<Details>(admin).data.branch.name).toBe('Boulder');
      const addons = await t.app.db.query.addedServices.findMany();
      const staff = await call('/create', createBody(unique('Staff Pick'), { added_service_ids: [addons[0]!.id, addons[1]!.id], assignee_id: id['user:partneruser@example.com'] }));
      expect(staff.statusCode, staff.body).toBe(200);
      const data = answer<Details>(staff).data;
      expect(data.added_services).toHaveLength(2);
      expect(data.assignee).toMatchObject({ name: 'Peter Novak' });
    });

    it('refuses bad input with a message at the field and writes nothing', async () => {
      const before = await projectCount();
      const cases: [Account, object, string][] = [
        ['admin', { name: '' }, 'name'],
        ['admin', createBody('X', { name: '   ' }), 'name'],
        ['admin', createBody('X', { customer_id: null }), 'customer_id'],
        ['admin', createBody('X', { branch_id: id['branch:Greeley'] }), 'branch_id'],
        ['admin', createBody('X', { service_id: 99_999 }), 'service_id'],
        ['admin', createBody('X', { work_type: 'FTE' }), 'service_id'],
        ['admin', createBody('X', { work_type: 'BIM' }), 'work_type'],
        ['admin', createBody('X', { software_id: id['software:Sage Estimating'] }), 'software_id'],
        ['admin', createBody('X', { software_id: 99_999 }), 'software_id'],
        ['admin', createBody('X', { added_service_ids: [99_999] }), 'added_service_ids.0'],
        ['admin', createBody('X', { added_service_ids: 'all' }), 'added_service_ids'],
        ['admin', createBody('X', { due_date: '' }), 'due_date'],
        ['admin', createBody('X', { due_date: '12/01/2026' }), 'due_date'],
        ['admin', createBody('X', { due_date: serverToday() }), 'due_date'],
        ['admin', createBody('X', { due_date: addDays(serverToday(), -3) }), 'due_date'],
        ['admin', createBody('X', { due_date: sunday }), 'due_date'],
        ['admin', createBody('X', { assignee_id: id['user:user@example.com'] }), 'assignee_id'],
        ['admin', createBody('X', { assignee_id: id['user:agent@example.com'] }), 'assignee_id'],
        ['user', createBody('X', { customer_id: id['customer:Evergreen Homes'] }), 'customer_id'],
        ['user', createBody('X', { customer_id: null, branch_id: id['branch:Boulder'] }), 'branch_id'],
        ['user', createBody('X', { customer_id: null, branch_id: null, assignee_id: id['user:admin@example.com'] }), 'assignee_id'],
        ['partner', createBody('X', { customer_id: id['customer:Evergreen Homes'], branch_id: id['branch:Philadelphia'] }), 'customer_id'],
        ['partner', createBody('X', { assignee_id: id['user:ops@example.com'] }), 'assignee_id'],
      ];
      for (const [as, body, field] of cases) {
        const response = await call('/create', body, as);
        expect(response.statusCode, `${as} ${JSON.stringify(body)}: ${response.body}`).toBe(400);
        expect(answer(response).errors?.[field], `${as} ${JSON.stringify(body)}: ${response.body}`).toBeTruthy();
      }
      expect(answer(await call('/create', createBody('X', { due_date: sunday }))).errors?.due_date).toBe('The due date cannot be a Sunday');
      expect((await post(t.app, '/api/projects/create', [1, 2], token.admin)).statusCode).toBe(400);
      expect(await projectCount()).toBe(before);
    });
  });

  describe('update', () => {
    it('edits a pending project, records the changes and refuses a stale revision naming who changed it', async () => {
      const created = answer<Details>(await call('/create', { name: unique('Edit Me'), service_id: id['service:Residential Quantity Take-Off'], due_date: openDay }, 'user')).data;
      const edit = (body: object, as: Account) =>
        call(`/update/${created.id}`, { name: created.name, service_id: created.service.id, due_date: created.due_date, revision: created.revision, ...body }, as);
      const first = await edit({ name: `${created.name} v2`, due_date: laterDay, scope_of_work: 'Walls only.' }, 'customeradmin');
      expect(first.statusCode, first.body).toBe(200);
      const updated = answer<Details>(first).data;
      expect(updated).toMatchObject({ name: `${created.name} v2`, due_date: laterDay, scope_of_work: 'Walls only.', revision: created.revision + 1, updated_by: { name: 'Carla Mendes' } });
      const [activity] = await t.app.db.select().from(projectActivities).where(and(eq(projectActivities.projectId, created.id), eq(projectActivities.action, 'Updated the project')));
      expect(activity?.changes).toMatchObject({ name: { before: created.name, after: `${created.name} v2` }, due_date: { before: openDay, after: laterDay } });
      const stale = await edit({ name: 'Too late' }, 'user');
      expect(stale.statusCode).toBe(409);
      expect(answer(stale).messages).toContain('Carla Mendes');
      expect(answer<{ updated_by: Ref }>(stale).data.updated_by.name).toBe('Carla Mendes');
      expect((await details(created.id)).name).toBe(`${created.name} v2`);
      // Saving the same values changes nothing.
      const same = await call(`/update/${created.id}`, { name: updated.name, service_id: updated.service.id, due_date: updated.due_date, scope_of_work: 'Walls only.', revision: updated.revision }, 'user');
      expect(answer(same).messages).toBe(PROJECT_MESSAGES.unchanged);
    });

    it('lets the provider edit started work but not the customer, and refuses bad input', async () => {
      const union = await details(id['Union Station Retail']!);
      const body = { name: union.name, client_project_number: union.client_project_number, branch_id: union.branch.id, service_id: union.service.id, software_id: union.software?.id ?? null, due_date: union.due_date, scope_of_work: union.scope_of_work, revision: union.revision };
      const customer = await call(`/update/${union.id}`, body, 'customeradmin');
      expect(customer.statusCode).toBe(409);
      expect(answer(customer).messages).toContain('can no longer be edited');
      expect((await call(`/update/${union.id}`, { ...body, customer_id: id['customer:Riverstone Contractors'] })).statusCode).toBe(400);
      expect(answer(await call(`/update/${union.id}`, { ...body, branch_id: id['branch:Greeley'] })).errors?.branch_id).toBeTruthy();
      expect(answer(await call(`/update/${union.id}`, { ...body, revision: undefined })).errors?.revision).toBeTruthy();
      expect((await details(union.id)).revision).toBe(union.revision);
      const provider = await call(`/update/${union.id}`, { ...body, scope_of_work: `${union.scope_of_work} Include the canopy.` });
      expect(provider.statusCode, provider.body).toBe(200);
      expect(answer<Details>(provider).data.revision).toBe(union.revision + 1);
      expect((await call(`/update/${union.id}`, body, 'branchadmin')).statusCode).toBe(404);
      expect((await call(`/update/${union.id}`, body, 'agent')).statusCode).toBe(403);
    });
  });

  describe('delete', () => {
    it('deletes pending work (a customer only pending) and refuses started work', async () => {
      expect((await call(`/delete/${id['Union Station Retail']}`)).statusCode).toBe(409);
      expect((await call(`/delete/${id['Cherry Creek Condos']}`, {}, 'user')).statusCode).toBe(409);
      expect((await call(`/delete/${id['Denver Office Fit-out']}`, {}, 'branchadmin')).statusCode).toBe(404);
      expect((await call(`/delete/${id['Denver Office Fit-out']}`, {}, 'agent')).statusCode).toBe(403);
      const mine = answer<Details>(await call('/create', { name: unique('Delete Me'), service_id: id['service:Residential Quantity Take-Off'], due_date: openDay }, 'user')).data;
      // An attachment's bytes go with it, after the rows.
      const storedName = `s1-${backend}-${Date.now().toString(36)}`;
      const stored = path.join(t.app.config.dataDir, 'uploads', storedName);
      await mkdir(path.dirname(stored), { recursive: true });
      await writeFile(stored, 'plans');
      await t.app.db.insert(projectFiles).values({ projectId: mine.id, originalName: 'plans.txt', storedName, mimeType: 'text/plain', sizeBytes: 5 });
      const deleted = await call(`/delete/${mine.id}`, {}, 'user');
      expect(deleted.statusCode, deleted.body).toBe(200);
      expect((await call(`/details/${mine.id}`)).statusCode).toBe(404);
      expect(existsSync(stored)).toBe(false);
      const told = await t.app.db.select({ message: notifications.message }).from(notifications).where(eq(notifications.userId, id['user:admin@example.com']!));
      expect(told.map((n) => n.message)).toContain(`Uma Patel deleted project ${mine.code} ${mine.name}`);
      const [cancelled] = await t.app.db.select({ id: projects.id }).from(projects).where(eq(projects.status, 'cancelled')).limit(1);
      expect((await call(`/delete/${cancelled!.id}`, {}, 'customeradmin')).statusCode).toBeGreaterThanOrEqual(404);
      expect((await call(`/delete/${cancelled!.id}`)).statusCode).toBe(200);
    });
  });

  describe('global search', () => {
    it('answers data.data and data.hasMore, 10 a page, within the scope', async () => {
      const first = answer<{ data: Record<string, unknown>[]; hasMore: boolean }>(await call('/globalsearch', { search: 'a', pageNumber: 1 })).data;
      expect(first.data).toHaveLength(10);
      expect(first.hasMore).toBe(true);
      expect(Object.keys(first.data[0]!).sort()).toEqual(['client_project_number', 'customer', 'id', 'project_code', 'project_name', 'status']);
      const second = answer<{ data: { id: number }[] }>(await call('/globalsearch', { search: 'a', pageNumber: 2 })).data;
      expect(second.data.map((r) => r.id)).not.toContain(first.data[0]!.id);
      const pearl = answer<{ data: Record<string, unknown>[]; hasMore: boolean }>(await call('/globalsearch', { search: 'SB-BLD-0322', pageNumber: 1 }, 'branchadmin')).data;
      expect(pearl).toEqual({ data: [{ id: id['Pearl Street Lofts'], project_name: 'Pearl Street Lofts', customer: 'Summit Builders', project_code: expect.any(String), status: 'cancellation_requested', client_project_number: 'SB-BLD-0322' }], hasMore: false });
      expect(answer<{ data: unknown[] }>(await call('/globalsearch', { search: 'Pearl Street', pageNumber: 1 }, 'user')).data.data).toEqual([]);
      expect((await call('/globalsearch', { search: 'x', pageNumber: 0 })).statusCode).toBe(400);
    });
  });

  describe('options', () => {
    it('answers the filter lists and form options in scope', async () => {
      const names = async (url: string, body: object = {}, as: Account = 'admin') => answer<Ref[]>(await call(url, body, as)).data.map((r) => r.name);
      expect(await names('/filtercustomers', {}, 'user')).toEqual(['Summit Builders']);
      expect((await names('/filtercustomers')).length).toBeGreaterThanOrEqual(6);
      expect(await names('/filterpartners', {}, 'partner')).toEqual(['Northwind Estimating Partners']);
      expect(await names('/filterbranches', {}, 'branchadmin')).toEqual(['Boulder']);
      expect(await names('/filterbranches', { customer_id: id['customer:Summit Builders'] })).toEqual(['Boulder', 'Colorado Springs', 'Denver Headquarters']);
      const assignees = await names('/users');
      expect(assignees).toEqual(expect.arrayContaining(['Alice Morgan', 'Peter Novak']));
      expect(assignees).not.toContain('Daniel Reyes');
      expect(assignees).not.toContain('Uma Patel');
      expect(await names('/users', {}, 'user')).toEqual([]);
      expect(await names('/branches', {}, 'user')).toEqual(['Denver Headquarters']);
      expect(await names('/branches', { customer_id: id['customer:Summit Builders'] }, 'customeradmin')).toEqual(['Boulder', 'Colorado Springs', 'Denver Headquarters']);
      const qto = answer<{ name: string; work_type: string }[]>(await call('/services', { work_type: 'QTO' })).data;
      expect(qto.length).toBe(3);
      expect(qto.every((s) => s.work_type === 'QTO')).toBe(true);
      expect((await names('/addedservices')).length).toBeGreaterThanOrEqual(6);
      expect(await names('/agents', {}, 'partner')).toEqual(['Daniel Reyes']);
      const scope = answer<{ scope_of_work: string }>(await call(`/scopebyservice/${id['service:Bid Review']}`)).data;
      expect(scope.scope_of_work).toBe('Second review of a finished bid');
      const branchScope = answer<{ scope_of_work: string }>(await call(`/scopebyservice/${id['service:Bid Review']}`, { branch_id: id['branch:Boulder'] })).data;
      expect(branchScope.scope_of_work).toContain('Take-offs');
      expect((await call('/scopebyservice/99999')).statusCode).toBe(404);
    });

    it('counts demo projects, lists RFI projects and fetches leave', async () => {
      expect(answer<{ count: number }>(await call('/demoprojects')).data.count).toBeGreaterThan(0);
      expect(answer<{ count: number }>(await call('/demoprojects', {}, 'user')).data.count).toBe(0);
      const rfi = answer<Page<Row>>(await call('/rfiprojects', { pageNumber: 1, pageSize: 100 }, 'branchadmin')).data.data;
      expect(rfi.map((r) => r.name)).toContain('Boulder Library Renovation');
      expect(rfi.every((r) => r.open_rfis > 0)).toBe(true);
      const today = serverToday();
      const away = answer<{ user: Ref; starts_on: string; ends_on: string }[]>(await call('/fetchleave', { from: today, to: addDays(today, 60) })).data;
      expect(away.map((l) => l.user.name)).toEqual(expect.arrayContaining(['Alice Morgan', 'Peter Novak']));
      const peter = answer<{ user: Ref }[]>(await call('/fetchleave', { from: today, to: addDays(today, 60), user_id: id['user:partneruser@example.com'] })).data;
      expect(peter.every((l) => l.user.name === 'Peter Novak')).toBe(true);
      expect(answer(await call('/fetchleave', { from: '2026-05-02', to: '2026-05-01' })).errors?.to).toBeTruthy();
    });
  });
});
