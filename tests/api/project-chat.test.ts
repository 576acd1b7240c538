/**
 * The project chat over REST: post (into the audience's conversation feed), a page newest first,
 * the author's own edit and delete (403 for anyone else, a deleted message kept as deleted), bad
 * input, scope (404 outside it), and `record:changed` after each write.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { projectActivities, projectMessages } from '../../server/db/schema';
import { BACKENDS, startApp, type TestApp } from './helper';
import { collabFixture, type CollabFixture } from './project-collab-fixture';
import type { ListPage as Page } from '../../server/http/lists';

interface Message {
  id: number;
  project_id: number;
  message: string;
  author: { id: number; name: string; image_uri: string | null } | null;
  mine: boolean;
  edited_at: string | null;
  deleted: boolean;
  created_at: string;
  mentions: unknown[];
  mentions_me: boolean;
  seen_by: unknown[];
  unread: boolean;
}

describe.each(BACKENDS)('project chat on %s', (backend) => {
  let t: TestApp;
  let f: CollabFixture;

  beforeAll(async () => {
    t = await startApp(backend);
    f = await collabFixture(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('posts a message, answers it and puts it in the audience’s conversations', async () => {
    const project = await f.newProject();
    const changed = vi.spyOn(t.app.realtime, 'recordChanged');
    const long = `Please check the roof plan. ${'x'.repeat(300)}`;
    const posted = await f.call('user', `/api/projects/conversation/${project}`, { message: `  ${long}  ` });
    expect(posted.code).toBe(200);
    expect(posted.body.messages).toBe('Message sent successfully');
    const message = posted.body.data as Message;
    expect(message).toEqual({
      id: expect.any(Number),
      project_id: project,
      message: long,
      author: { id: await f.userId('user'), name: 'Uma Patel', image_uri: null },
      mine: true,
      edited_at: null,
      deleted: false,
      created_at: expect.any(String),
      mentions: [],
      mentions_me: false,
      seen_by: [],
      unread: false,
    });
    expect(changed).toHaveBeenCalledWith('project', project);
    changed.mockRestore();
    // The admin hears of it in the header's chat feed, cut to 200 characters; the author does not.
    const feed = await f.call('admin', '/api/conversations', undefined, 'GET');
    const entry = (feed.body.data as { message: string; project_id: number | null; username: string | null }[]).find((item) => item.project_id === project);
    expect(entry).toMatchObject({ username: 'Uma Patel' });
    expect(entry?.message.length).toBe(200);
    expect(entry?.message.startsWith('Please check the roof plan.')).toBe(true);
    const own = await f.call('user', '/api/conversations', undefined, 'GET');
    expect((own.body.data as { project_id: number | null }[]).some((item) => item.project_id === project)).toBe(false);
    // Chat is not a project change: no activity.
    const [activities] = await t.app.db.select({ n: count() }).from(projectActivities).where(eq(projectActivities.projectId, project));
    expect(Number(activities?.n)).toBe(0);
  });

  it('lists the chat newest first, a page at a time, marking the caller’s own messages', async () => {
    const project = await f.newProject();
    for (const [account, text] of [
      ['user', 'one'],
      ['admin', 'two'],
      ['agent', 'three'],
    ] as const) {
      expect((await f.call(account, `/api/projects/conversation/${project}`, { message: text })).code).toBe(200);
    }
    const all = await f.call('admin', `/api/projects/conversations/${project}`, {});
    expect(all.code).toBe(200);
    const page = all.body.data as Page<Message>;
    expect(page.data.map((m) => [m.message, m.mine])).toEqual([
      ['three', false],
      ['two', true],
      ['one', false],
    ]);
    expect(page).toMatchObject({ total: 3, hasMore: false, pageNumber: 1 });
    const second = await f.call('user', `/api/projects/conversations/${project}`, { pageNumber: 2, pageSize: 2 });
    expect((second.body.data as Page<Message>).data.map((m) => [m.message, m.mine])).toEqual([['one', true]]);
    const first = await f.call('user', `/api/projects/conversations/${project}`, { pageNumber: 1, pageSize: 2 });
    expect(first.body.data).toMatchObject({ total: 3, hasMore: true });
  });

  it('lets only the author edit and delete, keeping a deleted message as deleted', async () => {
    const project = await f.newProject();
    const posted = (await f.call('user', `/api/projects/conversation/${project}`, { message: 'Due Friday?' })).body.data as Message;
    for (const account of ['admin', 'customer'] as const) {
      const edit = await f.call(account, `/api/projects/editconversation/${posted.id}`, { message: 'hijacked' });
      expect(edit.code).toBe(403);
      expect(edit.body.messages).toBe('You can only change your own messages');
      expect((await f.call(account, `/api/projects/deleteconversation/${posted.id}`)).code).toBe(403);
    }
    const [untouched] = await t.app.db.select().from(projectMessages).where(eq(projectMessages.id, posted.id));
    expect(untouched).toMatchObject({ message: 'Due Friday?', editedAt: null, deletedAt: null });

    const changed = vi.spyOn(t.app.realtime, 'recordChanged');
    const edited = await f.call('user', `/api/projects/editconversation/${posted.id}`, { message: 'Due Monday?' });
    expect(edited.code).toBe(200);
    expect(edited.body.messages).toBe('Message updated successfully');
    expect(edited.body.data).toMatchObject({ id: posted.id, message: 'Due Monday?', edited_at: expect.any(String), deleted: false, mine: true });
    expect(changed).toHaveBeenCalledWith('project', project);

    const deleted = await f.call('user', `/api/projects/deleteconversation/${posted.id}`);
    expect(deleted.code).toBe(200);
    expect(deleted.body.messages).toBe('Message deleted successfully');
    expect(deleted.body.data).toMatchObject({ id: posted.id, message: '', deleted: true });
    expect(changed).toHaveBeenCalledTimes(2);
    changed.mockRestore();
    // Still in the thread, as deleted, for everyone.
    const list = (await f.call('admin', `/api/projects/conversations/${project}`, {})).body.data as Page<Message>;
    expect(list.data).toEqual([expect.objectContaining({ id: posted.id, message: '', deleted: true, mine: false })]);
    // A deleted message takes no edit; deleting it again changes nothing.
    const late = await f.call('user', `/api/projects/editconversation/${posted.id}`, { message: 'back' });
    expect(late.code).toBe(409);
    expect(late.body.messages).toBe('This message was deleted');
    const again = await f.call('user', `/api/projects/deleteconversation/${posted.id}`);
    expect(again.code).toBe(200);
    expect(again.body.data).toMatchObject({ deleted: true, message: '' });
  });

  it('refuses bad input with a clear 400 and stores nothing', async () => {
    const project = await f.newProject();
    const cases: [string, object | undefined, string][] = [
      [`/api/projects/conversation/${project}`, { message: '   ' }, 'This field is required'],
      [`/api/projects/conversation/${project}`, {}, 'This field is required'],
      [`/api/projects/conversation/${project}`, undefined, 'The request body must be a JSON object'],
      [`/api/projects/conversation/${project}`, { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
      [`/api/projects/conversation/${project}`, { message: 42 }, 'This field is required'],
      ['/api/projects/conversation/abc', { message: 'hi' }, 'id must be a positive whole number'],
      [`/api/projects/conversations/${project}`, { pageNumber: 0 }, 'pageNumber must be a whole number from 1'],
      [`/api/projects/conversations/${project}`, { pageSize: 1000 }, 'pageSize must be at most 100'],
    ];
    for (const [url, payload, message] of cases) {
      const answer = await f.call('user', url, payload);
      expect(answer.code, url).toBe(400);
      expect(answer.body.messages, url).toBe(message);
    }
    const posted = (await f.call('user', `/api/projects/conversation/${project}`, { message: 'ok' })).body.data as Message;
    const blank = await f.call('user', `/api/projects/editconversation/${posted.id}`, { message: '' });
    expect(blank.code).toBe(400);
    const rows = await t.app.db.select().from(projectMessages).where(eq(projectMessages.projectId, project));
    expect(rows.map((row) => row.message)).toEqual(['ok']);
  });

  it('hides projects and messages outside the caller’s scope (404)', async () => {
    const denver = await f.newProject();
    const evergreen = await f.newProject({ customer: 'Evergreen Homes', branch: 'Philadelphia' });
    const posted = (await f.call('user', `/api/projects/conversation/${denver}`, { message: 'Denver only' })).body.data as Message;
    // The Boulder branch admin does not see a Denver Headquarters project.
    for (const [url, payload] of [
      [`/api/projects/conversations/${denver}`, {}],
      [`/api/projects/conversation/${denver}`, { message: 'peek' }],
    ] as const) {
      const answer = await f.call('boulder', url, payload);
      expect(answer.code, url).toBe(404);
      expect(answer.body.messages).toBe('Project not found');
    }
    // Even the author loses their message with the project's scope: the partner of another customer.
    expect((await f.call('partner', `/api/projects/conversation/${evergreen}`, { message: 'peek' })).code).toBe(404);
    expect((await f.call('admin', `/api/projects/conversation/${evergreen}`, { message: 'admins see all' })).code).toBe(200);
    expect((await f.call('boulder', `/api/projects/editconversation/${posted.id}`, { message: 'x' })).body).toMatchObject({ status: 404, messages: 'Message not found' });
    expect((await f.call('boulder', `/api/projects/deleteconversation/${posted.id}`)).code).toBe(404);
    expect((await f.call('user', '/api/projects/editconversation/2147483647', { message: 'x' })).body.messages).toBe('Message not found');
    expect((await f.call('user', '/api/projects/deleteconversation/2147483647')).code).toBe(404);
    expect((await f.call('user', '/api/projects/conversations/2147483647', {})).code).toBe(404);
    expect((await f.call('user', `/api/projects/conversations/${denver}`, [])).code).toBe(400);
  });
});
