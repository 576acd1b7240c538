/**
 * Saved views (issue 13 §4): per user and list, shared with nobody, a role or everyone of the owner's
 * organisation, one default per user and list; only the owner changes a view; bad input is refused
 * with the field's message and changes nothing.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAVED_VIEW_MESSAGES, type SavedView } from '../../src/domain/saved-views';
import { savedViews, users } from '../../server/db/schema';
import { BACKENDS, post, sessionToken, startApp, type TestApp } from './helper';

interface Answer<T> {
  status: number;
  messages: string;
  data: T;
  errors?: Record<string, string>;
}

describe.each(BACKENDS)('saved views on %s', (backend) => {
  let t: TestApp;
  const token: Record<string, string> = {};
  const call = async <T = SavedView>(who: string, url: string, body: object) => {
    const response = await post(t.app, `/api/views/${url}`, body, token[who]);
    return { code: response.statusCode, body: response.json() as Answer<T> };
  };
  const names = (views: SavedView[]) => views.map((view) => view.name);
  const overdue = { search: 'clinic', filters: { status: ['pending', 'in_progress'], overdue: true }, sort: { id: 'due_date', desc: false }, pageSize: 25 };

  beforeAll(async () => {
    t = await startApp(backend);
    for (const who of ['admin', 'ops', 'customeradmin', 'user', 'branchadmin', 'partner']) token[who] = await sessionToken(t.app, `${who}@example.com`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('saves a list state under a name and lists the owner’s views first', async () => {
    const created = await call('user', 'create', { list: 'projects', name: '  Overdue clinics ', state: overdue });
    expect(created.code, JSON.stringify(created.body)).toBe(200);
    expect(created.body.messages).toBe(SAVED_VIEW_MESSAGES.created);
    expect(created.body.data).toMatchObject({ list: 'projects', name: 'Overdue clinics', state: overdue, shared: 'nobody', role_id: null, mine: true, is_default: false, revision: 1, owner: { name: 'Uma Patel' } });

    const listed = await call<SavedView[]>('user', 'list', { list: 'projects' });
    expect(names(listed.body.data)).toEqual(['Overdue clinics']);
    // Nobody else sees a view shared with nobody; another list has none.
    expect((await call<SavedView[]>('customeradmin', 'list', { list: 'projects' })).body.data).toEqual([]);
    expect((await call<SavedView[]>('user', 'list', { list: 'customers' })).body.data).toEqual([]);
  });

  it('refuses a name the owner already uses on that list, in any letter case', async () => {
    const again = await call('user', 'create', { list: 'projects', name: 'OVERDUE CLINICS', state: {} });
    expect(again.code).toBe(409);
    expect(again.body.errors).toEqual({ name: SAVED_VIEW_MESSAGES.nameTaken });
    // Another list, or another user, may use it.
    expect((await call('user', 'create', { list: 'invoices', name: 'Overdue clinics', state: {} })).code).toBe(200);
    expect((await call('customeradmin', 'create', { list: 'projects', name: 'Overdue clinics', state: {} })).code).toBe(200);
  });

  it('shares with everyone of the owner’s organisation only', async () => {
    const shared = await call('customeradmin', 'create', { list: 'projects', name: 'Summit open work', state: { filters: { status: 'pending' } }, shared: 'everyone' });
    expect(shared.code).toBe(200);
    for (const who of ['user', 'branchadmin']) {
      const seen = (await call<SavedView[]>(who, 'list', { list: 'projects' })).body.data.find((view) => view.name === 'Summit open work');
      expect(seen, who).toMatchObject({ mine: false, owner: { name: 'Carla Mendes' }, shared: 'everyone' });
    }
    // Staff and the partner are other organisations: the name does not reach them.
    for (const who of ['admin', 'partner']) expect(names((await call<SavedView[]>(who, 'list', { list: 'projects' })).body.data), who).not.toContain('Summit open work');
  });

  it('shares with a role: the holders of that role in the organisation see it', async () => {
    const [carla] = await t.app.db.select({ roleId: users.roleId }).from(users).where(eq(users.email, 'customeradmin@example.com'));
    const [uma] = await t.app.db.select({ roleId: users.roleId }).from(users).where(eq(users.email, 'user@example.com'));
    // A customer admin may share with their own role, not with a role they cannot see.
    const other = await call('customeradmin', 'create', { list: 'users', name: 'For users', state: {}, shared: 'role', role_id: uma!.roleId });
    expect(other.code).toBe(400);
    expect(other.body.errors).toEqual({ role_id: SAVED_VIEW_MESSAGES.roleNotFound });
    expect((await call('customeradmin', 'create', { list: 'users', name: 'No role', state: {}, shared: 'role' })).body.errors).toEqual({ role_id: SAVED_VIEW_MESSAGES.roleRequired });

    // An administrator may share with any role; Oscar (an administrator too) sees it, Alice's partner does not.
    const staff = await call('admin', 'create', { list: 'customers', name: 'Admins: trials', state: { filters: { subscription_type: 'trial' } }, shared: 'role', role_id: (await t.app.db.select({ roleId: users.roleId }).from(users).where(eq(users.email, 'admin@example.com')))[0]!.roleId });
    expect(staff.code, JSON.stringify(staff.body)).toBe(200);
    expect(names((await call<SavedView[]>('ops', 'list', { list: 'customers' })).body.data)).toContain('Admins: trials');
    expect(names((await call<SavedView[]>('partner', 'list', { list: 'customers' })).body.data)).not.toContain('Admins: trials');
    expect(carla!.roleId).not.toBe(uma!.roleId);
  });

  it('names the roles a caller may share with: their own, or every role with Role.view', async () => {
    const roleNames = async (who: string) => (await call<{ id: number; name: string }[]>(who, 'roles', {})).body.data.map((role) => role.name);
    expect(await roleNames('customeradmin')).toEqual(['Customer Admin']);
    expect(await roleNames('user')).toEqual(['User']);
    const all = await roleNames('admin');
    expect(all).toEqual(expect.arrayContaining(['Administrator', 'Customer Admin', 'User', 'Partner']));
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b)));
    // The role offered is one the create route accepts.
    const [own] = (await call<{ id: number; name: string }[]>('customeradmin', 'roles', {})).body.data;
    expect((await call('customeradmin', 'create', { list: 'users', name: 'For my role', state: {}, shared: 'role', role_id: own!.id })).code).toBe(200);
  });

  it('lets only the owner change or delete a view, and hides views a caller cannot open', async () => {
    const shared = (await call<SavedView[]>('user', 'list', { list: 'projects' })).body.data.find((view) => view.name === 'Summit open work')!;
    const byOther = await call('user', `update/${shared.id}`, { name: 'Mine now', state: {}, revision: shared.revision });
    expect(byOther.code).toBe(403);
    expect(byOther.body.messages).toBe(SAVED_VIEW_MESSAGES.notYours);
    expect((await call('user', `delete/${shared.id}`, {})).code).toBe(403);
    // Staff cannot open it at all: 404, as for a view that does not exist.
    expect((await call('admin', `update/${shared.id}`, { name: 'x', state: {}, revision: 1 })).code).toBe(404);

    const renamed = await call('customeradmin', `update/${shared.id}`, { name: 'Summit pending', state: { filters: { status: 'pending' } }, shared: 'everyone', revision: shared.revision });
    expect(renamed.code, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.data).toMatchObject({ name: 'Summit pending', revision: shared.revision + 1 });
    // A stale revision is refused.
    expect((await call('customeradmin', `update/${shared.id}`, { name: 'Old', state: {}, revision: shared.revision })).code).toBe(409);
  });

  it('keeps one default per user and list, which may be a view shared with them', async () => {
    const listed = (await call<SavedView[]>('user', 'list', { list: 'projects' })).body.data;
    const own = listed.find((view) => view.mine)!;
    const shared = listed.find((view) => !view.mine)!;
    expect((await call('user', 'default', { list: 'projects', view_id: own.id })).code).toBe(200);
    expect((await call('user', 'default', { list: 'projects', view_id: shared.id })).code).toBe(200);
    const after = (await call<SavedView[]>('user', 'list', { list: 'projects' })).body.data;
    expect(after.filter((view) => view.is_default).map((view) => view.id)).toEqual([shared.id]);
    // Carla's own default is hers alone.
    expect((await call<SavedView[]>('customeradmin', 'list', { list: 'projects' })).body.data.some((view) => view.is_default)).toBe(false);
    // A view of another list, or one the caller cannot open, is not found.
    expect((await call('user', 'default', { list: 'customers', view_id: own.id })).code).toBe(404);
    expect((await call('admin', 'default', { list: 'projects', view_id: own.id })).code).toBe(404);
    expect((await call('user', 'default', { list: 'projects', view_id: null })).code).toBe(200);
    expect((await call<SavedView[]>('user', 'list', { list: 'projects' })).body.data.some((view) => view.is_default)).toBe(false);

    // Created as default, then deleted: it stops being the default.
    const made = await call('user', 'create', { list: 'projects', name: 'Temporary', state: {}, is_default: true });
    expect(made.body.data.is_default).toBe(true);
    expect((await call('user', `delete/${made.body.data.id}`, {})).code).toBe(200);
    expect((await call<SavedView[]>('user', 'list', { list: 'projects' })).body.data.some((view) => view.is_default)).toBe(false);
  });

  it('refuses bad input with the field’s message and stores nothing', async () => {
    const [before] = await t.app.db.select({ n: count() }).from(savedViews);
    const cases: [object, string][] = [
      [{ list: 'planets', name: 'x', state: {} }, 'list'],
      [{ list: 'projects', name: '', state: {} }, 'name'],
      [{ list: 'projects', name: 'x'.repeat(61), state: {} }, 'name'],
      [{ list: 'projects', name: 'x', state: { pageSize: 7 } }, 'state.pageSize'],
      [{ list: 'projects', name: 'x', state: { sort: { id: 'name; drop table', desc: true } } }, 'state.sort.id'],
      [{ list: 'projects', name: 'x', state: { secret: 1 } }, 'state'],
      [{ list: 'projects', name: 'x', state: {}, shared: 'world' }, 'shared'],
    ];
    for (const [body, field] of cases) {
      const answer = await call('user', 'create', body);
      expect(answer.code, JSON.stringify(body)).toBe(400);
      expect(Object.keys(answer.body.errors ?? {}), JSON.stringify(answer.body)).toContain(field);
    }
    expect((await call('user', 'create', { list: 'projects', name: 'x', state: {} })).body.messages).toBe(SAVED_VIEW_MESSAGES.created);
    const [after] = await t.app.db.select({ n: count() }).from(savedViews);
    expect(Number(after!.n)).toBe(Number(before!.n) + 1);
  });
});
