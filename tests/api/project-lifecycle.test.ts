/**
 * The project lifecycle and request endpoints (issue 5; server/modules/projects/routes/lifecycle.ts and
 * projects-requests.ts): each one's happy path, bad input (400, nothing changed), the wrong side (403),
 * an illegal state (409 with the project's status in `data`) and a project outside the caller's
 * scope (404), on PGlite and PostgreSQL.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holidays, notifications, projectActivities, projectErrorRequests, projects, users } from '../../server/db/schema';
import { addDays, todayIn } from '../../src/domain/due-dates';
import { ACCOUNTS, call, fixture, projectSnapshot, type Account, type Fixture } from './project-lifecycle-fixture';
import { BACKENDS, startApp, type TestApp } from './helper';

describe.each(BACKENDS)('project lifecycle API (%s)', (backend) => {
  let t: TestApp;
  let f: Fixture;

  beforeAll(async () => {
    t = await startApp(backend);
    f = await fixture(t.app);
  }, 120_000);
  afterAll(async () => t?.close());

  /** Expects the call to be refused with `code` and to leave the project exactly as it was. */
  async function refused(id: number, account: Account, url: string, body: object, code: number) {
    const before = await projectSnapshot(t.app, id);
    const answer = await call(f, account, url, body);
    expect(answer.code, `${url} as ${account}: ${JSON.stringify(answer.body)}`).toBe(code);
    expect(await projectSnapshot(t.app, id)).toBe(before);
    return answer.body;
  }

  async function statusOf(id: number) {
    const [row] = await t.app.db.select().from(projects).where(eq(projects.id, id));
    return row!;
  }

  async function lastActivity(id: number) {
    const [row] = await t.app.db.select().from(projectActivities).where(eq(projectActivities.projectId, id)).orderBy(desc(projectActivities.id)).limit(1);
    return row;
  }

  async function toldTo(email: string, id: number): Promise<string[]> {
    const userId = await f.userId(email);
    const rows = await t.app.db
      .select({ message: notifications.message })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.projectId, id)))
      .orderBy(asc(notifications.id));
    return rows.map((row) => row.message);
  }

  it('accept: provider only, pending only; answers the fresh details, writes an activity and tells the customer', async () => {
    const id = await f.newProject();
    await refused(id, 'customer', '/projects/accept', { id }, 403);
    await refused(id, 'agent', '/projects/accept', { id }, 403);
    await refused(id, 'provider', '/projects/accept', {}, 400);
    await refused(id, 'provider', '/projects/accept', { id: 'seven' }, 400);
    const ok = await call(f, 'provider', '/projects/accept', { id });
    expect(ok.code).toBe(200);
    expect(ok.body.messages).toBe('Project accepted successfully');
    expect(ok.body.data).toMatchObject({ id, status: 'in_progress', side: 'provider' });
    expect(ok.body.data?.actions).toContain('COMPLETE');
    const row = await statusOf(id);
    expect(row.status).toBe('in_progress');
    expect(row.acceptedAt).not.toBeNull();
    expect(await lastActivity(id)).toMatchObject({ action: 'Accepted the project', changes: { status: { before: 'pending', after: 'in_progress' } } });
    expect(await toldTo(ACCOUNTS.customer, id)).toEqual([`Alice Morgan accepted ${row.code} (${row.name})`]);
    const again = await refused(id, 'provider', '/projects/accept', { id }, 409);
    expect(again.data?.status).toBe('in_progress');
    expect(again.messages).toBe('"Accept" is not possible while the project is In Progress');
  });

  it('two answers at once: the locked project takes one, refuses the other (409), and writes one activity', async () => {
    const id = await f.newProject({ status: 'in_progress' });
    await call(f, 'customer', '/projects/duerequest', { id, due_date: await f.openDay(9) });
    const before = (await t.app.db.select().from(projectActivities).where(eq(projectActivities.projectId, id))).length;
    const answers = await Promise.all([call(f, 'provider', '/projects/approveduedate', { id }), call(f, 'partner', '/projects/rejectduedate', { id })]);
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 409]);
    expect((await t.app.db.select().from(projectActivities).where(eq(projectActivities.projectId, id))).length).toBe(before + 1);
  });

  it('answers 404 for a project outside the caller’s scope or none at all, and changes nothing', async () => {
    const boulder = await f.newProject({ branch: 'Boulder' });
    // user@example.com belongs to Denver Headquarters: a Boulder project is not theirs to see.
    const hidden = await refused(boulder, 'branchUser', '/projects/cancelproject', { id: boulder, reason: 'Not ours' }, 404);
    expect(hidden.messages).toBe('Project not found');
    await refused(boulder, 'branchUser', '/projects/duerequest', { id: boulder, due_date: await f.openDay(5) }, 404);
    const denver = await f.newProject();
    await refused(denver, 'boulder', '/projects/cancelproject', { id: denver, reason: 'Not ours' }, 404);
    expect((await call(f, 'branchUser', `/projects/activities/${boulder}`, {})).code).toBe(404);
    expect((await call(f, 'branchUser', `/projects/duerequestdetails/${boulder}`)).code).toBe(404);
    expect((await call(f, 'branchUser', `/projects/hoursrequestdetails/${boulder}`)).code).toBe(404);
    expect((await call(f, 'provider', '/projects/accept', { id: 2_000_000_000 })).code).toBe(404);
  });

  it('complete, reopen request (with reason), reject and approve reopen follow the chart', async () => {
    const id = await f.newProject({ status: 'in_progress' });
    await refused(id, 'customer', '/projects/complete', { id }, 403);
    expect((await call(f, 'partner', '/projects/complete', { id })).body.data?.status).toBe('completed');
    expect((await statusOf(id)).completedAt).not.toBeNull();
    await refused(id, 'provider', '/projects/complete', { id }, 409);
    await refused(id, 'customer', '/projects/reopenrequest', { id }, 400);
    const blank = await refused(id, 'customer', '/projects/reopenrequest', { id, reason: '   ' }, 400);
    expect(blank.errors).toEqual({ reason: 'This field is required' });
    await refused(id, 'provider', '/projects/reopenrequest', { id, reason: 'More floors' }, 403);
    await refused(id, 'provider', '/projects/approvereopen', { id }, 409);
    const asked = await call(f, 'customer', '/projects/reopenrequest', { id, reason: 'Two more floors' });
    expect(asked.body).toMatchObject({ status: 200, messages: 'Reopen requested successfully', data: { status: 'reopen_requested' } });
    expect((await lastActivity(id))?.action).toBe('Asked to reopen the project: Two more floors');
    await refused(id, 'customer', '/projects/approvereopen', { id }, 403);
    await refused(id, 'customer', '/projects/rejectreopen', { id }, 403);
    expect((await call(f, 'provider', '/projects/rejectreopen', { id })).body.data?.status).toBe('completed');
    expect((await statusOf(id)).completedAt).not.toBeNull();
    await call(f, 'customer', '/projects/reopenrequest', { id, reason: 'Again' });
    const reopened = (await call(f, 'provider', '/projects/approvereopen', { id })).body.data;
    // Back in progress, the project no longer shows when it was completed: not in the answer, not in a later read.
    expect(reopened).toMatchObject({ status: 'in_progress', completed_at: null });
    expect((await statusOf(id)).completedAt).toBeNull();
    expect((await call(f, 'customer', `/projects/details/${id}`)).body.data).toMatchObject({ status: 'in_progress', completed_at: null });
    expect((await call(f, 'partner', '/projects/complete', { id })).body.data?.completed_at).not.toBeNull();
  });

  it('cancelproject: a customer asks on started work and cancels pending work; the provider cancels or rejects', async () => {
    const started = await f.newProject({ status: 'on_hold' });
    await refused(started, 'customer', '/projects/cancelproject', { id: started }, 400);
    await refused(started, 'agent', '/projects/cancelproject', { id: started, reason: 'Budget' }, 403);
    const asked = await call(f, 'customer', '/projects/cancelproject', { id: started, reason: 'Budget cut' });
    expect(asked.body).toMatchObject({ messages: 'Cancellation requested successfully', data: { status: 'cancellation_requested', cancel_reason: 'Budget cut' } });
    expect(asked.body.data?.lifecycle?.resume_status).toBe('on_hold');
    await refused(started, 'customer', '/projects/cancelproject', { id: started, reason: 'Again' }, 409);
    await refused(started, 'customer', '/projects/cancelreject', { id: started }, 403);
    const back = await call(f, 'provider', '/projects/cancelreject', { id: started });
    expect(back.body.data).toMatchObject({ status: 'on_hold', cancel_reason: null });
    await call(f, 'customer', '/projects/cancelproject', { id: started, reason: 'Budget cut, really' });
    // Confirming the customer's request needs no reason of the provider's own.
    const confirmed = await call(f, 'provider', '/projects/cancelproject', { id: started });
    expect(confirmed.body).toMatchObject({ messages: 'Project cancelled successfully', data: { status: 'cancelled', cancel_reason: 'Budget cut, really' } });
    await refused(started, 'provider', '/projects/cancelproject', { id: started, reason: 'Twice' }, 409);

    const pending = await f.newProject();
    expect((await call(f, 'customer', '/projects/cancelproject', { id: pending, reason: 'Went elsewhere' })).body.data?.status).toBe('cancelled');
    const running = await f.newProject({ status: 'in_progress' });
    await refused(running, 'provider', '/projects/cancelproject', { id: running, reason: '' }, 400);
    const cancelled = await call(f, 'provider', '/projects/cancelproject', { id: running, reason: 'Customer stopped paying' });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancel_reason: 'Customer stopped paying' });
    expect(await lastActivity(running)).toMatchObject({ action: 'Cancelled the project: Customer stopped paying' });
  });

  it('errorrequest: the customer reports on delivered work only', async () => {
    const id = await f.newProject({ status: 'in_progress' });
    await refused(id, 'customer', '/projects/errorrequest', { id, description: '' }, 400);
    const early = await refused(id, 'customer', '/projects/errorrequest', { id, description: 'Wrong totals' }, 409);
    expect(early.data?.status).toBe('in_progress');
    await t.app.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, id));
    await refused(id, 'provider', '/projects/errorrequest', { id, description: 'Wrong totals' }, 403);
    const ok = await call(f, 'customer', '/projects/errorrequest', { id, description: 'Drywall totals are off by 10%' });
    expect(ok.body).toMatchObject({ status: 200, messages: 'Error request sent successfully', data: { id, status: 'completed' } });
    const rows = await t.app.db.select().from(projectErrorRequests).where(eq(projectErrorRequests.projectId, id));
    expect(rows).toMatchObject([{ description: 'Drywall totals are off by 10%', isResolved: false }]);
    expect((await toldTo(ACCOUNTS.provider, id)).at(-1)).toContain('Carla Mendes reported an error in');
  });

  it('changeAssignee: provider side, an active admin or partner user; the new assignee is told', async () => {
    const id = await f.newProject({ status: 'in_progress' });
    const peter = await f.userId(ACCOUNTS.partnerUser);
    await refused(id, 'customer', '/projects/changeAssignee', { id, assignee_id: peter }, 403);
    await refused(id, 'agent', '/projects/changeAssignee', { id, assignee_id: peter }, 403);
    await refused(id, 'provider', '/projects/changeAssignee', { id }, 400);
    for (const email of [ACCOUNTS.customer, ACCOUNTS.agent]) {
      const bad = await refused(id, 'provider', '/projects/changeAssignee', { id, assignee_id: await f.userId(email) }, 400);
      expect(bad.errors?.assignee_id).toBe('The assignee must be an active administrator or a user of the customer’s partner');
    }
    const ok = await call(f, 'partner', '/projects/changeAssignee', { id, assignee_id: peter });
    expect(ok.body).toMatchObject({ status: 200, messages: 'Assignee updated successfully', data: { assignee_id: peter, assignee: { id: peter, name: 'Peter Novak' } } });
    const { code, name } = await statusOf(id);
    expect(await toldTo(ACCOUNTS.partnerUser, id)).toEqual([`Paula Jensen assigned ${code} (${name}) to Peter Novak`]);
    expect(await lastActivity(id)).toMatchObject({ changes: { assignee: { before: null, after: 'Peter Novak' } } });
    // The same assignee again changes nothing.
    const before = await projectSnapshot(t.app, id);
    expect((await call(f, 'provider', '/projects/changeAssignee', { id, assignee_id: peter })).code).toBe(200);
    expect(await projectSnapshot(t.app, id)).toBe(before);
    const alice = await f.userId(ACCOUNTS.provider);
    expect((await call(f, 'provider', '/projects/changeAssignee', { id, assignee_id: alice })).body.data?.assignee_id).toBe(alice);
    await t.app.db.update(users).set({ status: 'inactive' }).where(eq(users.id, peter));
    try {
      await refused(id, 'provider', '/projects/changeAssignee', { id, assignee_id: peter }, 400);
    } finally {
      await t.app.db.update(users).set({ status: 'active' }).where(eq(users.id, peter));
    }
    await t.app.db.update(projects).set({ status: 'cancelled' }).where(eq(projects.id, id));
    expect((await refused(id, 'provider', '/projects/changeAssignee', { id, assignee_id: peter }, 409)).data?.status).toBe('cancelled');
  });

  it('activities: newest first, a page at a time, with the actor and what changed', async () => {
    const id = await f.newProject();
    await call(f, 'provider', '/projects/accept', { id });
    await call(f, 'provider', '/projects/complete', { id });
    await call(f, 'customer', '/projects/reopenrequest', { id, reason: 'Missing sheet' });
    const page = await call(f, 'agent', `/projects/activities/${id}`, { pageNumber: 1, pageSize: 2 });
    expect(page.code).toBe(200);
    const data = page.body.data as unknown as { data: { action: string; actor: unknown; changes: unknown; created_at: string }[]; total: number; hasMore: boolean };
    expect(data.total).toBe(3);
    expect(data.hasMore).toBe(true);
    expect(data.data.map((row) => row.action)).toEqual(['Asked to reopen the project: Missing sheet', 'Marked the project completed']);
    expect(data.data[1]).toMatchObject({ actor: { name: 'Alice Morgan' }, changes: { status: { before: 'in_progress', after: 'completed' } } });
    const second = await call(f, 'customer', `/projects/activities/${id}`, { pageNumber: 2, pageSize: 2 });
    expect((second.body.data as unknown as { data: unknown[] }).data).toHaveLength(1);
    expect((await call(f, 'customer', `/projects/activities/${id}`, { pageNumber: 0 })).code).toBe(400);
  });

  it('duerequest: a valid open day other than the current one; one waits at a time; the other side answers', async () => {
    const id = await f.newProject({ status: 'in_progress' });
    const { dueDate, code } = await statusOf(id);
    // The server's today is the UTC day (server/calendar/blocked-days.ts).
    const today = todayIn(new Date(), 'UTC');
    let sunday = addDays(today, 1);
    while (new Date(`${sunday}T00:00:00Z`).getUTCDay() !== 0) sunday = addDays(sunday, 1);
    // A holiday on a weekday: on a Sunday the Sunday rule would answer first.
    let holidayDay = addDays(today, 400);
    if (new Date(`${holidayDay}T00:00:00Z`).getUTCDay() === 0) holidayDay = addDays(holidayDay, 1);
    await t.app.db.insert(holidays).values({ holidayName: `Lifecycle test ${id}`, holidayFrom: holidayDay, holidayTo: holidayDay });
    const cases: [unknown, string][] = [
      [undefined, 'Please choose a due date'],
      ['12/04/2026', 'The due date must be a valid date (YYYY-MM-DD)'],
      ['2026-02-30', 'The due date must be a valid date (YYYY-MM-DD)'],
      [addDays(today, -1), 'The due date cannot be in the past'],
      [today, 'The due date cannot be today'],
      [sunday, 'The due date cannot be a Sunday'],
      [holidayDay, `The due date falls on a holiday (Lifecycle test ${id})`],
      [dueDate, 'The requested due date is the project’s due date already'],
    ];
    for (const [due_date, message] of cases) {
      const answer = await refused(id, 'customer', '/projects/duerequest', { id, due_date, reason: 'Late drawings' }, 400);
      expect(answer.errors?.due_date, String(due_date)).toBe(message);
    }
    await refused(id, 'agent', '/projects/duerequest', { id, due_date: await f.openDay(30) }, 403);
    const wanted = await f.openDay(30);
    const asked = await call(f, 'customer', '/projects/duerequest', { id, due_date: wanted, reason: 'Late drawings' });
    expect(asked.body).toMatchObject({ status: 200, messages: 'Due date change requested successfully', data: { due_date: dueDate, lifecycle: { due_requested_by: 'customer' } } });
    expect(asked.body.data?.actions).not.toContain('APPROVE_DUE_DATE');
    const [y, m, d] = wanted.split('-');
    expect((await toldTo(ACCOUNTS.provider, id)).at(-1)).toBe(`Carla Mendes asked to move the due date of ${code} to ${m}/${d}/${y}: Late drawings`);
    await refused(id, 'provider', '/projects/duerequest', { id, due_date: await f.openDay(31) }, 409);
    await refused(id, 'customer', '/projects/approveduedate', { id }, 403);
    await refused(id, 'customer', '/projects/rejectduedate', { id }, 403);
    await refused(id, 'agent', '/projects/approveduedate', { id }, 403);
    const approved = await call(f, 'provider', '/projects/approveduedate', { id });
    expect(approved.body).toMatchObject({ messages: 'Due date approved successfully', data: { due_date: wanted, lifecycle: { due_requested_by: null } } });
    expect(await lastActivity(id)).toMatchObject({ changes: { due_date: { before: dueDate, after: wanted } } });
    await refused(id, 'provider', '/projects/approveduedate', { id }, 409);

    await call(f, 'provider', '/projects/duerequest', { id, due_date: await f.openDay(40), reason: 'More scope' });
    await refused(id, 'provider', '/projects/rejectduedate', { id }, 403);
    const rejected = await call(f, 'customer', '/projects/rejectduedate', { id, reason: 'Deadline is fixed' });
    expect(rejected.body.data).toMatchObject({ due_date: wanted, lifecycle: { due_requested_by: null } });
    expect((await lastActivity(id))?.action).toContain('Deadline is fixed');

    const list = await call(f, 'agent', `/projects/duerequestdetails/${id}`);
    expect(list.body.data).toMatchObject([
      { side: 'provider', current_due_date: wanted, state: 'rejected', requested_by: { name: 'Alice Morgan' }, decided_by: { name: 'Carla Mendes' } },
      { side: 'customer', current_due_date: dueDate, requested_due_date: wanted, reason: 'Late drawings', state: 'approved', decided_by: { name: 'Alice Morgan' } },
    ]);
  });

  it('a due request whose day became blocked cannot be approved; ending the work drops a waiting request', async () => {
    const id = await f.newProject({ status: 'in_progress' });
    const wanted = await f.openDay(12);
    await call(f, 'customer', '/projects/duerequest', { id, due_date: wanted });
    await t.app.db.insert(holidays).values({ holidayName: `Lifecycle closure ${id}`, holidayFrom: wanted, holidayTo: wanted });
    const blocked = await refused(id, 'provider', '/projects/approveduedate', { id }, 400);
    expect(blocked.errors?.due_date).toBe(`The due date falls on a holiday (Lifecycle closure ${id})`);
    await t.app.db.delete(holidays).where(eq(holidays.holidayName, `Lifecycle closure ${id}`));
    const done = await call(f, 'provider', '/projects/complete', { id });
    expect(done.body.data?.lifecycle?.due_requested_by).toBeNull();
    const list = await call(f, 'customer', `/projects/duerequestdetails/${id}`);
    expect(list.body.data).toMatchObject([{ state: 'dropped' }]);
    await refused(id, 'customer', '/projects/duerequest', { id, due_date: await f.openDay(14) }, 409);
  });

  it('otherservices and hours requests: the provider asks for hours of an Others service, the customer answers', async () => {
    const services = await call(f, 'customer', '/projects/otherservices');
    expect(services.body.data).toEqual([
      { id: await f.serviceId('Bid Review'), name: 'Bid Review' },
      { id: await f.serviceId('Cost Estimation Consulting'), name: 'Cost Estimation Consulting' },
    ]);
    const id = await f.newProject({ status: 'in_progress' });
    const consulting = await f.serviceId('Cost Estimation Consulting');
    const body = { id, service_id: consulting, hours: 12.5, description: 'Value engineering' };
    await refused(id, 'customer', '/projects/hoursrequest', body, 403);
    await refused(id, 'agent', '/projects/hoursrequest', body, 403);
    for (const hours of [0, -2, 1.234, '3', 10_000]) await refused(id, 'provider', '/projects/hoursrequest', { ...body, hours }, 400);
    const qto = await refused(id, 'provider', '/projects/hoursrequest', { ...body, service_id: await f.serviceId('MEP Quantity Take-Off') }, 400);
    expect(qto.errors?.service_id).toBe('Choose an active service of work type Others');
    const asked = await call(f, 'provider', '/projects/hoursrequest', body);
    expect(asked.body).toMatchObject({ status: 200, messages: 'Hours requested successfully', data: { lifecycle: { hours_requested: true }, approved_hours: null } });
    expect((await toldTo(ACCOUNTS.customer, id)).at(-1)).toContain('Alice Morgan asks you to approve 12.5 hours of Cost Estimation Consulting on');
    await refused(id, 'provider', '/projects/hoursrequest', body, 409);
    await refused(id, 'provider', '/projects/approvehours', { id }, 403);
    const approved = await call(f, 'customer', '/projects/approvehours', { id });
    expect(approved.body).toMatchObject({ messages: 'Hours approved successfully', data: { approved_hours: 12.5, lifecycle: { hours_requested: false } } });
    await refused(id, 'customer', '/projects/approvehours', { id }, 409);
    await call(f, 'provider', '/projects/hoursrequest', { ...body, hours: 4 });
    await call(f, 'customer', '/projects/approvehours', { id });
    await call(f, 'partner', '/projects/hoursrequest', { ...body, hours: 1, description: '' });
    await refused(id, 'provider', '/projects/rejecthours', { id }, 403);
    const rejected = await call(f, 'customer', '/projects/rejecthours', { id });
    expect(rejected.body).toMatchObject({ messages: 'Hours request rejected successfully', data: { approved_hours: 16.5 } });
    const list = await call(f, 'agent', `/projects/hoursrequestdetails/${id}`);
    expect(list.body.data).toMatchObject([
      { hours: 1, state: 'rejected', requested_by: { name: 'Paula Jensen' }, decided_by: { name: 'Carla Mendes' } },
      { hours: 4, state: 'approved' },
      { hours: 12.5, state: 'approved', service: { id: consulting, name: 'Cost Estimation Consulting' }, description: 'Value engineering' },
    ]);
    const done = await f.newProject({ status: 'completed' });
    expect((await refused(done, 'provider', '/projects/hoursrequest', { ...body, id: done }, 409)).data?.status).toBe('completed');
  });
});
