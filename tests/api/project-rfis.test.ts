/**
 * RFIs over REST: the provider raises one (the project goes on hold) and closes it (back to work when
 * none stays open), the chart's refusals (403 for the customer and agents, 409 in a state that takes
 * none, with the project), comments from both sides on an open RFI, bad input and scope (404).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications, projectActivities, projectRfiComments, projectRfis, projects } from '../../server/db/schema';
import { BACKENDS, startApp, type TestApp } from './helper';
import { collabFixture, type CollabFixture } from './project-collab-fixture';

interface Rfi {
  id: number;
  project_id: number;
  question: string;
  is_open: boolean;
  raised_by: { id: number; name: string } | null;
  closed_by: { id: number; name: string } | null;
  closed_at: string | null;
  created_at: string;
  comment_count: number;
}
interface RfiChange {
  rfi: Rfi;
  project: { id: number; status: string; revision: number };
}
interface Comment {
  id: number;
  rfi_id: number;
  comment: string;
  author: { id: number; name: string } | null;
  mine: boolean;
}

describe.each(BACKENDS)('project RFIs on %s', (backend) => {
  let t: TestApp;
  let f: CollabFixture;

  const statusOf = async (id: number) => (await t.app.db.select({ status: projects.status }).from(projects).where(eq(projects.id, id)))[0]?.status;
  const activitiesOf = async (id: number) => t.app.db.select().from(projectActivities).where(eq(projectActivities.projectId, id)).orderBy(projectActivities.id);

  beforeAll(async () => {
    t = await startApp(backend);
    f = await collabFixture(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('raises an RFI: the project goes on hold, with an activity and a notification', async () => {
    const project = await f.newProject({ status: 'in_progress' });
    const changed = vi.spyOn(t.app.realtime, 'recordChanged');
    const answer = await f.call('partner', '/api/projects/createrfi', { project_id: project, question: '  Which wall type on level 2?  ' });
    expect(answer.code).toBe(200);
    expect(answer.body.messages).toBe('RFI raised successfully');
    const { rfi, project: after } = answer.body.data as RfiChange;
    expect(rfi).toEqual({
      id: expect.any(Number),
      project_id: project,
      question: 'Which wall type on level 2?',
      is_open: true,
      raised_by: { id: await f.userId('partner'), name: expect.any(String), image_uri: null },
      closed_by: null,
      closed_at: null,
      created_at: expect.any(String),
      comment_count: 0,
    });
    expect(after).toMatchObject({ id: project, status: 'on_hold' });
    expect(changed).toHaveBeenCalledWith('project', project);
    changed.mockRestore();
    const [activity] = await activitiesOf(project);
    expect(activity).toMatchObject({ action: 'Raised an RFI: Which wall type on level 2?', changes: { status: { before: 'in_progress', after: 'on_hold' } } });
    const told = await t.app.db.select().from(notifications).where(eq(notifications.projectId, project));
    expect(told.map((row) => row.userId)).toContain(await f.userId('user'));
    expect(told[0]?.message).toContain('raised an RFI on PRJ-T');

    const list = await f.call('agent', `/api/projects/rfis/${project}`);
    expect(list.code).toBe(200);
    expect((list.body.data as Rfi[]).map((r) => r.id)).toEqual([rfi.id]);
  });

  it('refuses an RFI from the customer and agents (403) and in a closed state (409), changing nothing', async () => {
    const project = await f.newProject({ status: 'in_progress' });
    for (const account of ['user', 'customer', 'agent'] as const) {
      const answer = await f.call(account, '/api/projects/createrfi', { project_id: project, question: 'Why?' });
      expect(answer.code, account).toBe(403);
      expect(answer.body.messages).toBe('Only the service provider can use "Raise RFI" on this project');
    }
    const completed = await f.newProject({ status: 'completed' });
    const late = await f.call('admin', '/api/projects/createrfi', { project_id: completed, question: 'Why?' });
    expect(late.code).toBe(409);
    expect(late.body.messages).toBe('"Raise RFI" is not possible while the project is Completed');
    expect(late.body.data).toMatchObject({ id: completed, status: 'completed' });
    for (const id of [project, completed]) {
      expect(await t.app.db.select().from(projectRfis).where(eq(projectRfis.projectId, id))).toEqual([]);
      expect(await activitiesOf(id)).toEqual([]);
    }
    expect(await statusOf(project)).toBe('in_progress');
  });

  it('closes RFIs: on hold until the last one closes, then back in progress', async () => {
    const project = await f.newProject({ status: 'pending' });
    const first = ((await f.call('admin', '/api/projects/createrfi', { project_id: project, question: 'Scale of sheet A2?' })).body.data as RfiChange).rfi;
    const second = ((await f.call('admin', '/api/projects/createrfi', { project_id: project, question: 'Finish schedule?' })).body.data as RfiChange).rfi;
    expect(await statusOf(project)).toBe('on_hold');

    const byCustomer = await f.call('customer', `/api/projects/closerfi/${first.id}`);
    expect(byCustomer.code).toBe(403);
    expect(await statusOf(project)).toBe('on_hold');

    const one = await f.call('admin', `/api/projects/closerfi/${first.id}`);
    expect(one.code).toBe(200);
    expect(one.body.messages).toBe('RFI closed successfully');
    const closed = one.body.data as RfiChange;
    expect(closed.rfi).toMatchObject({ id: first.id, is_open: false, closed_by: { id: await f.userId('admin') }, closed_at: expect.any(String) });
    expect(closed.project.status).toBe('on_hold');

    const again = await f.call('admin', `/api/projects/closerfi/${first.id}`);
    expect(again.code).toBe(409);
    expect(again.body.messages).toBe('This RFI is already closed');

    const last = await f.call('partner', `/api/projects/closerfi/${second.id}`);
    expect(last.code).toBe(200);
    expect((last.body.data as RfiChange).project.status).toBe('in_progress');
    const actions = (await activitiesOf(project)).map((row) => [row.action, row.changes]);
    expect(actions).toEqual([
      ['Raised an RFI: Scale of sheet A2?', { status: { before: 'pending', after: 'on_hold' } }],
      ['Raised an RFI: Finish schedule?', {}],
      ['Closed the RFI: Scale of sheet A2?', {}],
      ['Closed the RFI: Finish schedule?', { status: { before: 'on_hold', after: 'in_progress' } }],
    ]);
    const list = (await f.call('user', `/api/projects/rfis/${project}`)).body.data as Rfi[];
    expect(list.map((r) => [r.question, r.is_open])).toEqual([
      ['Finish schedule?', false],
      ['Scale of sheet A2?', false],
    ]);
  });

  it('closes the last two RFIs at once and still ends in progress (the project lock orders them)', async () => {
    const project = await f.newProject({ status: 'in_progress' });
    const ids: number[] = [];
    for (const question of ['First?', 'Second?']) ids.push(((await f.call('admin', '/api/projects/createrfi', { project_id: project, question })).body.data as RfiChange).rfi.id);
    const answers = await Promise.all(ids.map((id) => f.call('admin', `/api/projects/closerfi/${id}`)));
    expect(answers.map((answer) => answer.code)).toEqual([200, 200]);
    expect(await statusOf(project)).toBe('in_progress');
    expect(await t.app.db.select().from(projectRfis).where(eq(projectRfis.projectId, project))).toEqual([
      expect.objectContaining({ isOpen: false }),
      expect.objectContaining({ isOpen: false }),
    ]);
  });

  it('takes comments from both sides on an open RFI, oldest first', async () => {
    const project = await f.newProject({ status: 'in_progress' });
    const { rfi } = (await f.call('admin', '/api/projects/createrfi', { project_id: project, question: 'Door hardware?' })).body.data as RfiChange;
    const asked = await f.call('user', `/api/projects/addrficomment/${rfi.id}`, { comment: ' Schlage, see spec 08 71 00 ' });
    expect(asked.code).toBe(200);
    expect(asked.body.messages).toBe('Comment added successfully');
    expect(asked.body.data).toMatchObject({ rfi_id: rfi.id, comment: 'Schlage, see spec 08 71 00', mine: true, author: { id: await f.userId('user'), name: 'Uma Patel' } });
    expect((await f.call('admin', `/api/projects/addrficomment/${rfi.id}`, { comment: 'Thanks' })).code).toBe(200);
    const agent = await f.call('agent', `/api/projects/addrficomment/${rfi.id}`, { comment: 'Me too' });
    expect(agent.code).toBe(403);

    const comments = await f.call('admin', `/api/projects/rficomments/${rfi.id}`);
    expect(comments.code).toBe(200);
    expect((comments.body.data as Comment[]).map((c) => [c.comment, c.mine])).toEqual([
      ['Schlage, see spec 08 71 00', false],
      ['Thanks', true],
    ]);
    expect(((await f.call('admin', `/api/projects/rfis/${project}`)).body.data as Rfi[])[0]?.comment_count).toBe(2);
    expect((await activitiesOf(project)).map((row) => row.action).slice(1)).toEqual([
      'Commented on the RFI "Door hardware?": Schlage, see spec 08 71 00',
      'Commented on the RFI "Door hardware?": Thanks',
    ]);

    await f.call('admin', `/api/projects/closerfi/${rfi.id}`);
    const late = await f.call('user', `/api/projects/addrficomment/${rfi.id}`, { comment: 'One more' });
    expect(late.code).toBe(409);
    expect(late.body.messages).toBe('This RFI is closed: it takes no more comments');
    expect(await t.app.db.select().from(projectRfiComments).where(eq(projectRfiComments.rfiId, rfi.id))).toHaveLength(2);
  });

  it('refuses bad input with a clear 400 and hides what is out of scope (404)', async () => {
    const project = await f.newProject({ status: 'in_progress' });
    const { rfi } = (await f.call('admin', '/api/projects/createrfi', { project_id: project, question: 'Bad input?' })).body.data as RfiChange;
    const cases: [string, object | undefined, string][] = [
      ['/api/projects/createrfi', { project_id: project, question: ' ' }, 'This field is required'],
      ['/api/projects/createrfi', { question: 'No project' }, 'This field is required'],
      ['/api/projects/createrfi', { project_id: project, question: 'x'.repeat(2001) }, 'Question must be at most 2000 characters'],
      ['/api/projects/createrfi', undefined, 'The request body must be a JSON object'],
      [`/api/projects/addrficomment/${rfi.id}`, { comment: '' }, 'This field is required'],
      [`/api/projects/addrficomment/${rfi.id}`, { comment: 'x'.repeat(2001) }, 'Comment must be at most 2000 characters'],
      ['/api/projects/closerfi/0', undefined, 'id must be a positive whole number'],
    ];
    for (const [url, payload, message] of cases) {
      const answer = await f.call('admin', url, payload);
      expect(answer.code, url).toBe(400);
      expect(answer.body.messages, url).toBe(message);
    }
    for (const [url, payload] of [
      ['/api/projects/createrfi', { project_id: project, question: 'Peek?' }],
      [`/api/projects/rfis/${project}`, undefined],
      [`/api/projects/closerfi/${rfi.id}`, undefined],
      [`/api/projects/rficomments/${rfi.id}`, undefined],
      [`/api/projects/addrficomment/${rfi.id}`, { comment: 'Peek' }],
    ] as const) {
      const answer = await f.call('boulder', url, payload);
      expect(answer.code, url).toBe(404);
    }
    expect((await f.call('admin', '/api/projects/closerfi/2147483647')).body.messages).toBe('RFI not found');
    expect((await f.call('admin', '/api/projects/rficomments/2147483647')).code).toBe(404);
    expect(await t.app.db.select().from(projectRfis).where(eq(projectRfis.projectId, project))).toHaveLength(1);
    expect(await statusOf(project)).toBe('on_hold');
  });
});
