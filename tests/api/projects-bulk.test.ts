/**
 * Bulk lifecycle actions on projects (issue 14; server/modules/projects/routes/bulk.ts): each project on its
 * own with its single route's checks — a state the chart refuses (409), the other side's action (403),
 * a project outside the scope (404), an assignee not for that customer (400) — answered per project;
 * a refused project is left exactly as it was and never undoes the others; bad input changes nothing.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectActivities, projects } from '../../server/db/schema';
import { PROJECT_NOT_FOUND } from '../../server/modules/projects/access';
import { LIFECYCLE_MESSAGES } from '../../server/modules/projects/routes/lifecycle';
import { BULK_MESSAGES } from '../../server/modules/projects/routes/bulk';
import { BACKENDS, post, startApp, type TestApp } from './helper';
import { ACCOUNTS, fixture, projectSnapshot, type Account, type Fixture } from './project-lifecycle-fixture';

interface BulkAnswer {
  status: number;
  messages: string;
  data: { id: number; result: 'done' | 'refused'; status?: number; reason?: string }[];
  errors?: Record<string, string>;
}

describe.each(BACKENDS)('project bulk actions (%s)', (backend) => {
  let t: TestApp;
  let f: Fixture;

  beforeAll(async () => {
    t = await startApp(backend);
    f = await fixture(t.app);
  }, 120_000);
  afterAll(async () => t?.close());

  const bulk = async (account: Account, body: object) => {
    const response = await post(t.app, '/api/projects/bulkaction', body, f.tokens[account]);
    return { code: response.statusCode, body: response.json() as BulkAnswer };
  };
  const statusesOf = async (ids: number[]) =>
    Object.fromEntries((await t.app.db.select({ id: projects.id, status: projects.status, assignee: projects.assigneeId }).from(projects).where(inArray(projects.id, ids))).map((row) => [row.id, row]));

  it('accepts the pending projects and refuses, with their single route’s reasons, the started and the unknown ones', async () => {
    const [first, started, second] = [await f.newProject(), await f.newProject({ status: 'in_progress' }), await f.newProject()];
    const untouched = await projectSnapshot(t.app, started);

    const answer = await bulk('partner', { ids: [first, started, 999_999, second, first], action: 'ACCEPT' });
    expect(answer.code, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.data).toEqual([
      { id: first, result: 'done' },
      { id: started, result: 'refused', status: 409, reason: '"Accept" is not possible while the project is In Progress' },
      { id: 999_999, result: 'refused', status: 404, reason: PROJECT_NOT_FOUND },
      { id: second, result: 'done' },
    ]);
    expect(answer.body.messages).toBe('2 of 4 projects accepted');

    const rows = await statusesOf([first, started, second]);
    expect([rows[first]?.status, rows[started]?.status, rows[second]?.status]).toEqual(['in_progress', 'in_progress', 'in_progress']);
    expect(await projectSnapshot(t.app, started)).toBe(untouched);
    const [activity] = await t.app.db.select().from(projectActivities).where(eq(projectActivities.projectId, first));
    expect(activity?.action).toBe('Accepted the project');
  });

  it('refuses the customer the provider’s action on each project, changing nothing', async () => {
    const id = await f.newProject();
    const before = await projectSnapshot(t.app, id);
    const answer = await bulk('customer', { ids: [id], action: 'ACCEPT' });
    expect(answer.code).toBe(200);
    expect(answer.body.data).toEqual([{ id, result: 'refused', status: 403, reason: 'Only the service provider can use "Accept" on this project' }]);
    expect(answer.body.messages).toBe('0 of 1 project accepted');
    expect(await projectSnapshot(t.app, id)).toBe(before);
  });

  it('marks projects completed and answers reopen requests in bulk', async () => {
    const working = await f.newProject({ status: 'in_progress' });
    const asked = await f.newProject({ status: 'reopen_requested' });
    expect((await bulk('partner', { ids: [working], action: 'COMPLETE' })).body.data).toEqual([{ id: working, result: 'done' }]);
    expect((await bulk('partner', { ids: [asked], action: 'REJECT_REOPEN' })).body.data).toEqual([{ id: asked, result: 'done' }]);
    const rows = await statusesOf([working, asked]);
    expect([rows[working]?.status, rows[asked]?.status]).toEqual(['completed', 'completed']);
    const again = await bulk('partner', { ids: [asked], action: 'APPROVE_REOPEN' });
    expect(again.body.data).toEqual([{ id: asked, result: 'refused', status: 409, reason: '"Approve Reopen" is not possible while the project is Completed' }]);
  });

  it('assigns each project that may take the assignee, and says why the others may not', async () => {
    const open = await f.newProject();
    const cancelled = await f.newProject({ status: 'cancelled' });
    const assignee = await f.userId(ACCOUNTS.partnerUser);
    const answer = await bulk('partner', { ids: [open, cancelled], action: 'ASSIGN', assignee_id: assignee });
    expect(answer.body.data).toEqual([
      { id: open, result: 'done' },
      { id: cancelled, result: 'refused', status: 409, reason: LIFECYCLE_MESSAGES.assignCancelled },
    ]);
    expect(answer.body.messages).toBe('1 of 2 projects assigned');
    const rows = await statusesOf([open, cancelled]);
    expect([rows[open]?.assignee, rows[cancelled]?.assignee]).toEqual([assignee, null]);

    const customerUser = await f.userId(ACCOUNTS.branchUser);
    const wrong = await bulk('partner', { ids: [open], action: 'ASSIGN', assignee_id: customerUser });
    expect(wrong.body.data).toEqual([{ id: open, result: 'refused', status: 400, reason: LIFECYCLE_MESSAGES.assigneeNotProvider }]);
    expect((await statusesOf([open]))[open]?.assignee).toBe(assignee);
  });

  it('refuses bad input as a whole, changing nothing', async () => {
    const id = await f.newProject();
    const before = await projectSnapshot(t.app, id);
    const unknown = await bulk('partner', { ids: [id], action: 'DELETE' });
    expect(unknown.code).toBe(400);
    expect(unknown.body.errors?.action).toBe('action must be one of ACCEPT, COMPLETE, APPROVE_REOPEN, REJECT_REOPEN, ASSIGN');
    const nobody = await bulk('partner', { ids: [id], action: 'ASSIGN' });
    expect(nobody.code).toBe(400);
    expect(nobody.body.errors?.assignee_id).toBe(BULK_MESSAGES.assigneeRequired);
    const none = await bulk('partner', { ids: [], action: 'ACCEPT' });
    expect(none.code).toBe(400);
    expect(none.body.errors?.ids).toBe('Select at least one record');
    expect(await projectSnapshot(t.app, id)).toBe(before);
  });
});
