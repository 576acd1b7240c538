/**
 * Read receipts and unread in the project chat (issue 16): a receipt moves forward only, marks the
 * reader's chat entries about the project up to the message seen (the badge falls, never rises for
 * an open thread), shows the author who has seen their message, flags what is unread, and reaches
 * the project's audience live (`chat:read`) but nobody outside it. A receipt for a message the
 * caller cannot see is refused and changes nothing. "Mark all read" for both header feeds.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, notifications, projectChatReads } from '../../server/db/schema';
import { BACKENDS, startApp, type TestApp } from './helper';
import { collabFixture, type CollabFixture } from './project-collab-fixture';
import { connect, listen, type TestSocket } from './realtime-helper';

interface Person {
  id: number;
  name: string;
}
interface Message {
  id: number;
  message: string;
  mine: boolean;
  seen_by: Person[];
  unread: boolean;
}

describe.each(BACKENDS)('chat receipts on %s', (backend) => {
  let t: TestApp;
  let f: CollabFixture;
  let url: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    t = await startApp(backend);
    f = await collabFixture(t.app);
    url = await listen(t.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await t?.close();
  });

  const say = async (account: Parameters<CollabFixture['call']>[0], project: number, message: string) => {
    const answer = await f.call(account, `/api/projects/conversation/${project}`, { message });
    expect(answer.code).toBe(200);
    return answer.body.data as Message;
  };
  const thread = async (account: Parameters<CollabFixture['call']>[0], project: number) => ((await f.call(account, `/api/projects/conversations/${project}`, {})).body.data as { data: Message[] }).data;
  const chatEntries = (userId: number, project: number) =>
    t.app.db.select({ id: conversations.id, seen: conversations.isSeen }).from(conversations).where(and(eq(conversations.userId, userId), eq(conversations.projectId, project)));

  it('moves the receipt forward only, marks the reader’s chat entries up to it seen and shows the author who saw it', async () => {
    const project = await f.newProject();
    const carla = await f.userId('customer');
    const first = await say('admin', project, 'First');
    const second = await say('admin', project, 'Second');
    const third = await say('user', project, 'Third');
    expect((await thread('customer', project)).map((m) => [m.message, m.unread])).toEqual([
      ['Third', true],
      ['Second', true],
      ['First', true],
    ]);

    const read = await f.call('customer', `/api/projects/readconversation/${second.id}`);
    expect(read.code).toBe(200);
    expect(read.body).toMatchObject({ messages: 'Message marked as read', data: { project_id: project, user_id: carla, last_read_id: second.id } });
    // Her entries for First and Second are seen; Third's is not.
    const entries = await chatEntries(carla, project);
    expect(entries.map((entry) => entry.seen).sort()).toEqual([false, true, true]);
    expect((await thread('customer', project)).map((m) => [m.message, m.unread])).toEqual([
      ['Third', true],
      ['Second', false],
      ['First', false],
    ]);
    // The author sees who has seen each of their messages; Carla's receipt never goes back.
    const older = await f.call('customer', `/api/projects/readconversation/${first.id}`);
    expect(older.body.data).toMatchObject({ last_read_id: second.id });
    const alices = await thread('admin', project);
    expect(alices.map((m) => [m.message, m.seen_by.map((p) => p.name)])).toEqual([
      ['Third', []],
      ['Second', ['Carla Mendes']],
      ['First', ['Carla Mendes']],
    ]);
    const [row] = await t.app.db.select().from(projectChatReads).where(and(eq(projectChatReads.projectId, project), eq(projectChatReads.userId, carla)));
    expect(row?.lastReadId).toBe(second.id);
    // Reading the newest marks the rest; the author's own message is never unread for them.
    await f.call('customer', `/api/projects/readconversation/${third.id}`);
    expect((await chatEntries(carla, project)).every((entry) => entry.seen)).toBe(true);
    expect((await thread('user', project)).find((m) => m.id === third.id)).toMatchObject({ mine: true, unread: false, seen_by: [{ name: 'Carla Mendes' }] });
  });

  it('lowers the reader’s chat badge with the receipt, live, so an open thread never leaves it raised', async () => {
    const project = await f.newProject();
    const carla = await f.userId('customer');
    const socket = await connect(url, f.tokens.customer);
    sockets.push(socket);
    await socket.next('counts');
    const message = await say('admin', project, 'While you read');
    const arrived = await socket.next('conversation:new', (p) => (p.item as { project_id: number }).project_id === project);
    const raised = (arrived.counts as { chat_count: number }).chat_count;
    expect(raised).toBeGreaterThan(0);
    await f.call('customer', `/api/projects/readconversation/${message.id}`);
    const updated = await socket.next('conversation:updated', (p) => p.seq > arrived.seq);
    expect(updated).toMatchObject({ is_seen: true, counts: { chat_count: raised - 1 } });
    const [entry] = await chatEntries(carla, project);
    expect(updated.ids).toEqual([entry?.id]);
  });

  it('carries the posted message in each recipient’s conversation:new as their own thread shows it (ADR 0125)', async () => {
    const project = await f.newProject();
    const carla = await f.userId('customer');
    const socket = await connect(url, f.tokens.customer);
    sockets.push(socket);
    await socket.next('counts');
    const posted = await f.call('admin', `/api/projects/conversation/${project}`, { message: 'Pushed, @Carla Mendes', mentions: [carla] });
    expect(posted.code).toBe(200);
    const arrived = await socket.next('conversation:new', (p) => (p.item as { project_id: number }).project_id === project);
    const [shown] = await thread('customer', project);
    expect(arrived.chat).toEqual(shown);
    expect(arrived.chat).toMatchObject({ mine: false, mentions_me: true, unread: true, seen_by: [] });
  });

  it('tells the project’s audience of a receipt (chat:read), and nobody outside it', async () => {
    const project = await f.newProject();
    const message = await say('admin', project, 'Who reads this?');
    const author = await connect(url, f.tokens.admin);
    const outsider = await connect(url, f.tokens.boulder);
    sockets.push(author, outsider);
    await Promise.all([author.next('counts'), outsider.next('counts')]);
    await f.call('user', `/api/projects/readconversation/${message.id}`);
    const receipt = await author.next('chat:read', (p) => (p as unknown as { project_id: number }).project_id === project);
    expect(receipt).toEqual({ project_id: project, user_id: await f.userId('user'), last_read_id: message.id });
    // A later receipt in the outsider's own scope arrives, so the earlier one would have by now.
    const boulderProject = await f.newProject({ branch: 'Boulder' });
    const boulderMessage = await say('admin', boulderProject, 'Boulder news');
    await f.call('customer', `/api/projects/readconversation/${boulderMessage.id}`);
    await outsider.next('chat:read', (p) => (p as unknown as { project_id: number }).project_id === boulderProject);
    expect(outsider.received.filter((r) => r.event === 'chat:read').map((r) => (r.payload as unknown as { project_id: number }).project_id)).toEqual([boulderProject]);
    // A receipt that moves nothing tells nobody: the next one that moves is the next the author hears.
    const receipts = () =>
      author.received.map((r) => ({ event: r.event, ...(r.payload as unknown as { user_id: number; project_id: number }) })).filter((r) => r.event === 'chat:read' && r.project_id === project);
    const before = receipts().length;
    await f.call('user', `/api/projects/readconversation/${message.id}`);
    await f.call('agent', `/api/projects/readconversation/${message.id}`);
    const agent = await f.userId('agent');
    await author.next('chat:read', (p) => (p as unknown as { user_id: number }).user_id === agent);
    expect(receipts().slice(before).map((r) => r.user_id)).toEqual([agent]);
  });

  it('refuses a receipt for a message the caller cannot see (404) and changes nothing', async () => {
    const project = await f.newProject();
    const message = await say('admin', project, 'Denver only');
    const boulder = await f.userId('boulder');
    const refused = await f.call('boulder', `/api/projects/readconversation/${message.id}`);
    expect(refused.code).toBe(404);
    expect(refused.body.messages).toBe('Message not found');
    expect((await f.call('user', '/api/projects/readconversation/2147483647')).body).toMatchObject({ status: 404, messages: 'Message not found' });
    expect((await f.call('user', '/api/projects/readconversation/abc')).code).toBe(400);
    expect(await t.app.db.select().from(projectChatReads).where(eq(projectChatReads.projectId, project))).toEqual([]);
    expect((await thread('admin', project))[0]?.seen_by).toEqual([]);
    expect(await t.app.db.select().from(conversations).where(and(eq(conversations.userId, boulder), eq(conversations.projectId, project)))).toEqual([]);
  });

  it('marks all of the caller’s notifications or chats read, and nobody else’s', async () => {
    const project = await f.newProject();
    await say('admin', project, 'One');
    await say('admin', project, 'Two');
    const carla = await f.userId('customer');
    const uma = await f.userId('user');
    for (const plural of ['conversations', 'notifications'] as const) {
      expect((await f.call('customer', `/api/${plural}/markallread`, { user_id: uma })).code, plural).toBe(403);
      const answer = await f.call('customer', `/api/${plural}/markallread`, { user_id: carla });
      expect(answer.code, plural).toBe(200);
      expect(answer.body.messages).toBe(plural === 'conversations' ? 'Conversations marked as read' : 'Notifications marked as read');
      expect(answer.body).toMatchObject({ [plural === 'conversations' ? 'chat_count' : 'notification_count']: 0, [plural === 'conversations' ? 'conversation_ids' : 'notification_ids']: [] });
      const table = plural === 'conversations' ? conversations : notifications;
      const mine = await t.app.db.select({ seen: table.isSeen }).from(table).where(and(eq(table.userId, carla), eq(table.isDeleted, false)));
      expect(mine.every((row) => row.seen), plural).toBe(true);
      // Again: nothing left to mark, nothing changes.
      expect((await f.call('customer', `/api/${plural}/markallread`, { user_id: carla })).body.data).toEqual({ ids: [] });
    }
    expect((await chatEntries(uma, project)).map((entry) => entry.seen)).toEqual([false, false]);
  });
});
