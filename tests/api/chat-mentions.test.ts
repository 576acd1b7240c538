/**
 * Mentions in the project chat (issue 16): who may be mentioned (the people who can see the
 * project), a mention stored with the message and shown to the mentioned person, their bell
 * notification and its email-CC copy, and the refusals (unknown user 400, out of scope 403, bad
 * input 400) that store nothing.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, projectMessages, users } from '../../server/db/schema';
import { BACKENDS, startApp, type TestApp } from './helper';
import { collabFixture, type CollabFixture } from './project-collab-fixture';

interface Person {
  id: number;
  name: string;
  image_uri: string | null;
}
interface Message {
  id: number;
  message: string;
  mentions: Person[];
  mentions_me: boolean;
}

describe.each(BACKENDS)('chat mentions on %s', (backend) => {
  let t: TestApp;
  let f: CollabFixture;

  beforeAll(async () => {
    t = await startApp(backend);
    f = await collabFixture(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const mentionable = async (account: Parameters<CollabFixture['call']>[0], project: number) => {
    const answer = await f.call(account, `/api/projects/mentionable/${project}`);
    expect(answer.code).toBe(200);
    return answer.body.data as Person[];
  };

  it('lists the people who can see the project, by name, for anyone who sees it', async () => {
    const project = await f.newProject();
    const people = await mentionable('user', project);
    const ids = new Set(people.map((person) => person.id));
    // Staff, the customer's partner and agent, the customer admin and the Denver branch's users…
    for (const account of ['admin', 'partner', 'agent', 'customer', 'user'] as const) expect(ids.has(await f.userId(account)), account).toBe(true);
    // …but not the Boulder branch admin, who does not see a Denver Headquarters project.
    expect(ids.has(await f.userId('boulder'))).toBe(false);
    expect(people.map((person) => person.name)).toEqual([...people.map((person) => person.name)].sort((a, b) => a.localeCompare(b, 'en')));
    expect(people[0]).toEqual({ id: expect.any(Number), name: expect.any(String), image_uri: null });
    // The same list, whoever of the project's people asks.
    expect((await mentionable('agent', project)).map((person) => person.id)).toEqual(people.map((person) => person.id));
  });

  it('hides the list of a project outside the caller’s scope (404)', async () => {
    const project = await f.newProject();
    const answer = await f.call('boulder', `/api/projects/mentionable/${project}`);
    expect(answer.code).toBe(404);
    expect(answer.body.messages).toBe('Project not found');
    expect((await f.call('user', '/api/projects/mentionable/2147483647')).code).toBe(404);
  });

  it('stores a mention with the message, shows it to the mentioned person and notifies them (and their CC list)', async () => {
    const project = await f.newProject();
    const carla = await f.userId('customer');
    const text = `@Carla Mendes please approve the mention test ${project}`;
    const posted = await f.call('admin', `/api/projects/conversation/${project}`, { message: text, mentions: [carla, carla] });
    expect(posted.code).toBe(200);
    expect(posted.body.data).toMatchObject({ message: text, mentions: [{ id: carla, name: 'Carla Mendes', image_uri: null }], mentions_me: false });
    const [row] = await t.app.db.select({ mentions: projectMessages.mentions }).from(projectMessages).where(eq(projectMessages.id, (posted.body.data as Message).id));
    expect(row?.mentions).toEqual([carla]);

    // Carla sees it highlighted as hers; the others see the mention but not as theirs.
    const hers = (await f.call('customer', `/api/projects/conversations/${project}`, {})).body.data as { data: Message[] };
    expect(hers.data[0]).toMatchObject({ mentions_me: true, mentions: [{ id: carla }] });
    const users_ = (await f.call('user', `/api/projects/conversations/${project}`, {})).body.data as { data: Message[] };
    expect(users_.data[0]).toMatchObject({ mentions_me: false });

    // Her bell has it, and only hers.
    const bell = await f.call('customer', '/api/notifications', undefined, 'GET');
    const item = (bell.body.data as { message: string; project_id: number | null; username: string | null; seen: boolean }[]).find((entry) => entry.project_id === project);
    expect(item).toMatchObject({ username: 'Alice Morgan', seen: false, message: expect.stringMatching(/^Alice Morgan mentioned you in PRJ-T[0-9A-F]{8}: @Carla Mendes please approve/) });
    const others = await t.app.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.projectId, project));
    expect(others.map((entry) => entry.userId)).toEqual([carla]);

    // Her email-CC list gets a copy, as for other chat mail.
    await t.app.mail.idle();
    const dir = path.join(t.dataDir, 'mail');
    const mails = await Promise.all((await readdir(dir)).map((name) => readFile(path.join(dir, name), 'utf8')));
    const copy = mails.find((raw) => raw.includes('estimating@summitbuilders.example.com') && raw.includes(`mention test ${project}`) && raw.includes('mentioned you'));
    expect(copy).toMatch(/Subject: Customer Portal notification for Carla Mendes/);
  });

  it('does not notify an author who mentions themselves', async () => {
    const project = await f.newProject();
    const alice = await f.userId('admin');
    const posted = await f.call('admin', `/api/projects/conversation/${project}`, { message: 'Note to @Alice Morgan', mentions: [alice] });
    expect(posted.code).toBe(200);
    expect(posted.body.data).toMatchObject({ mentions_me: true });
    expect(await t.app.db.select().from(notifications).where(eq(notifications.projectId, project))).toEqual([]);
  });

  it('refuses a mention of someone who cannot see the project (403) or does not exist (400), storing nothing', async () => {
    const project = await f.newProject();
    const boulder = await f.userId('boulder');
    const outOfScope = await f.call('user', `/api/projects/conversation/${project}`, { message: '@Boulder peek', mentions: [boulder] });
    expect(outOfScope.code).toBe(403);
    expect(outOfScope.body.messages).toBe('You can only mention people who can see this project');

    const [inactive] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.status, 'inactive')).limit(1);
    const unknownIds = [2_147_483_647, ...(inactive ? [inactive.id] : [])];
    for (const id of unknownIds) {
      const unknown = await f.call('user', `/api/projects/conversation/${project}`, { message: '@Nobody', mentions: [await f.userId('admin'), id] });
      expect(unknown.code, String(id)).toBe(400);
      expect(unknown.body.messages).toBe('A mentioned user does not exist');
    }

    const cases: [object, string][] = [
      [{ message: 'hi', mentions: 'all' }, 'mentions must be a list of user ids'],
      [{ message: 'hi', mentions: [0] }, 'mentions must be a list of user ids'],
      [{ message: 'hi', mentions: [1.5] }, 'mentions must be a list of user ids'],
      [{ message: 'hi', mentions: Array.from({ length: 51 }, (_, i) => i + 1) }, 'A message may mention at most 50 people'],
    ];
    for (const [payload, message] of cases) {
      const answer = await f.call('user', `/api/projects/conversation/${project}`, payload);
      expect(answer.code, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(answer.body.messages).toBe(message);
    }
    expect(await t.app.db.select().from(projectMessages).where(eq(projectMessages.projectId, project))).toEqual([]);
    expect(await t.app.db.select().from(notifications).where(eq(notifications.projectId, project))).toEqual([]);
  });

  it('keeps a deleted message’s mentions to itself', async () => {
    const project = await f.newProject();
    const carla = await f.userId('customer');
    const posted = (await f.call('admin', `/api/projects/conversation/${project}`, { message: '@Carla Mendes secret', mentions: [carla] })).body.data as Message;
    expect((await f.call('admin', `/api/projects/deleteconversation/${posted.id}`)).code).toBe(200);
    const list = (await f.call('customer', `/api/projects/conversations/${project}`, {})).body.data as { data: Message[] };
    expect(list.data[0]).toMatchObject({ message: '', mentions: [], mentions_me: false });
  });
});
