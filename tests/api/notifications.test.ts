/**
 * Notifications, conversations and announcements over REST (spec §7.2, DESIGN §6): list answers with
 * unseen ids and counts, paging, own entries only, clear all, validation, and announcement recipients
 * with email-CC copies.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, projects, roles, users } from '../../server/db/schema';
import { CSV_BOM } from '../../server/exports/csv';
import { parseCsv } from '../unit/csv-reader';
import { BACKENDS, sessionToken, startApp, type TestApp } from './helper';

interface Item {
  id: number;
  seen: boolean;
  username: string | null;
  customer: string | null;
  message: string;
  created_date: string;
  profile_image_uri: string | null;
  project_id: number | null;
}

async function call(app: FastifyInstance, method: 'GET' | 'POST', url: string, token: string, payload?: object) {
  const response = await app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  return { code: response.statusCode, body: response.json() as Record<string, unknown> & { status: number; messages: string; data: unknown } };
}

describe.each(BACKENDS)('notifications and conversations on %s', (backend) => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let customerAdmin: string;
  let userId: number;

  beforeAll(async () => {
    t = await startApp(backend);
    admin = await sessionToken(t.app, 'admin@example.com');
    user = await sessionToken(t.app, 'user@example.com');
    customerAdmin = await sessionToken(t.app, 'customeradmin@example.com');
    const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'user@example.com'));
    userId = row!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists the seeded recent notifications with unseen ids and count', async () => {
    const { code, body } = await call(t.app, 'GET', '/api/notifications', user);
    expect(code).toBe(200);
    const data = body.data as Item[];
    expect(data.length).toBeGreaterThanOrEqual(2);
    expect(data[0]).toEqual({
      id: expect.any(Number),
      seen: false,
      username: expect.any(String),
      customer: 'Summit Builders',
      message: expect.any(String),
      created_date: expect.any(String),
      profile_image_uri: null,
      project_id: null,
    });
    expect(body.notification_count).toBe((body.notification_ids as number[]).length);
    const chats = await call(t.app, 'GET', '/api/conversations', user);
    expect(chats.code).toBe(200);
    expect((chats.body.data as Item[])[0]).toMatchObject({ message: 'Confirmed: we will deliver the estimate by Friday.', username: 'Alice Morgan' });
    expect(chats.body.chat_count).toBe((chats.body.conversation_ids as number[]).length);
  });

  it('pages all notifications, newest first', async () => {
    for (let i = 1; i <= 12; i++) expect((await call(t.app, 'POST', '/api/notifications/announce', admin, { message: `Paging ${i}` })).code).toBe(200);
    const first = await call(t.app, 'POST', '/api/notifications/viewall', user, { pageNumber: 1, pageSize: 5 });
    expect(first.code).toBe(200);
    const page = first.body.data as { data: Item[]; total: number; hasMore: boolean; pageNumber: number };
    expect(page.data.map((i) => i.message)).toEqual(['Paging 12', 'Paging 11', 'Paging 10', 'Paging 9', 'Paging 8']);
    expect(page.total).toBeGreaterThanOrEqual(14);
    expect(page.hasMore).toBe(true);
    expect(first.body.notification_count).toBeGreaterThanOrEqual(12);
    const recent = await call(t.app, 'GET', '/api/notifications', user);
    expect((recent.body.data as Item[]).length).toBe(10);
    expect((await call(t.app, 'POST', '/api/notifications/viewall', user, { pageNumber: 0 })).code).toBe(400);
    expect((await call(t.app, 'POST', '/api/notifications/viewall', user, {})).code).toBe(400);
  });

  it('marks an own entry seen or deleted, and answers 404 for anyone else’s', async () => {
    const recent = await call(t.app, 'GET', '/api/notifications', user);
    const item = (recent.body.data as Item[]).find((i) => !i.seen)!;
    const seen = await call(t.app, 'POST', `/api/notifications/notification/${item.id}`, user, { is_seen: true });
    expect(seen.code).toBe(200);
    expect(seen.body.data).toMatchObject({ id: item.id, seen: true });
    expect(seen.body.notification_count).toBe((recent.body.notification_count as number) - 1);
    expect(seen.body.notification_ids).not.toContain(item.id);
    expect((await call(t.app, 'POST', `/api/notifications/notification/${item.id}`, customerAdmin, { is_seen: true })).code).toBe(404);
    expect((await call(t.app, 'POST', '/api/notifications/notification/999999', user, { is_seen: true })).code).toBe(404);
    expect((await call(t.app, 'POST', `/api/notifications/notification/${item.id}`, user, { is_seen: 'yes' })).code).toBe(400);
    const deleted = await call(t.app, 'POST', `/api/notifications/notification/${item.id}`, user, { is_deleted: true });
    expect(deleted.code).toBe(200);
    const after = await call(t.app, 'GET', '/api/notifications', user);
    expect((after.body.data as Item[]).map((i) => i.id)).not.toContain(item.id);

    const chats = await call(t.app, 'GET', '/api/conversations', user);
    const chat = (chats.body.data as Item[])[0]!;
    expect((await call(t.app, 'POST', `/api/conversations/conversation/${chat.id}`, user, { is_seen: true })).body.chat_count).toBe((chats.body.chat_count as number) - 1);
    expect((await call(t.app, 'POST', `/api/conversations/conversation/${chat.id}`, admin, { is_seen: true })).code).toBe(404);
  });

  it('exports exactly the caller’s list, newest first, deleted entries left out', async () => {
    for (const plural of ['notifications', 'conversations'] as const) {
      const list = await call(t.app, 'POST', `/api/${plural}/viewall`, user, { pageNumber: 1, pageSize: 100 });
      const { data: items, total } = list.body.data as { data: Item[]; total: number };
      const response = await t.app.inject({ method: 'POST', url: `/api/${plural}/export`, headers: { authorization: `Bearer ${user}` }, payload: {} });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/csv/);
      expect(response.headers['x-total-rows']).toBe(String(total));
      expect(response.body.startsWith(CSV_BOM)).toBe(true);
      const [header = [], ...rows] = parseCsv(response.body.slice(CSV_BOM.length));
      expect(header).toEqual(['Message', 'From', 'Customer', 'Date', 'Seen']);
      expect(rows.map((row) => row[0])).toEqual(items.map((item) => item.message));
      expect(rows.map((row) => row[4])).toEqual(items.map((item) => (item.seen ? 'Yes' : 'No')));
    }
    // Another user's file holds only their own entries.
    const others = await call(t.app, 'POST', '/api/notifications/viewall', customerAdmin, { pageNumber: 1, pageSize: 100 });
    const theirs = await t.app.inject({ method: 'POST', url: '/api/notifications/export', headers: { authorization: `Bearer ${customerAdmin}` }, payload: {} });
    expect(theirs.headers['x-total-rows']).toBe(String((others.body.data as { total: number }).total));
    // A body that is not an object is refused, and nobody signed out gets a file.
    expect((await call(t.app, 'POST', '/api/notifications/export', user, [1])).code).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/export', payload: {} })).statusCode).toBe(401);
  });

  it('clears all listed entries of the caller only', async () => {
    const recent = await call(t.app, 'GET', '/api/notifications', user);
    const ids = recent.body.notification_ids as number[];
    expect((await call(t.app, 'POST', '/api/notifications/clearall', user, { user_id: userId + 1, notification_ids: ids })).code).toBe(403);
    expect((await call(t.app, 'POST', '/api/notifications/clearall', user, { user_id: userId, notification_ids: 'all' })).code).toBe(400);
    const others = await call(t.app, 'GET', '/api/notifications', customerAdmin);
    const cleared = await call(t.app, 'POST', '/api/notifications/clearall', user, { user_id: userId, notification_ids: [...ids, ...(others.body.notification_ids as number[])] });
    expect(cleared.code).toBe(200);
    expect(cleared.body.notification_count).toBe(0);
    expect((cleared.body.data as { ids: number[] }).ids.sort()).toEqual([...ids].sort());
    // The other user's entries are untouched.
    expect((await call(t.app, 'GET', '/api/notifications', customerAdmin)).body.notification_count).toBe(others.body.notification_count);

    const chats = await call(t.app, 'GET', '/api/conversations', user);
    const clearedChats = await call(t.app, 'POST', '/api/conversations/clearall', user, { user_id: userId, conversation_ids: (chats.body.data as Item[]).map((i) => i.id) });
    expect(clearedChats.code).toBe(200);
    expect((await call(t.app, 'GET', '/api/conversations', user)).body.data).toEqual([]);
  });

  it('announces to all active users but the sender, or to a customer’s or a role’s users, and mails CC copies', async () => {
    const all = await t.app.db.select({ id: users.id, status: users.status }).from(users);
    const everyone = await call(t.app, 'POST', '/api/notifications/announce', admin, { message: 'To everyone' });
    expect(everyone.body.data).toEqual({ recipients: all.filter((u) => u.status === 'active').length - 1 });

    const [summit] = await t.app.db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Summit Builders'));
    const summitUsers = await t.app.db.select({ id: users.id }).from(users).where(eq(users.customerId, summit!.id));
    const toSummit = await call(t.app, 'POST', '/api/notifications/announce', admin, { message: 'Summit only', customer_id: summit!.id });
    expect((toSummit.body.data as { recipients: number }).recipients).toBe(summitUsers.length);
    const seen = await call(t.app, 'GET', '/api/notifications', customerAdmin);
    expect((seen.body.data as Item[])[0]).toMatchObject({ message: 'Summit only', customer: 'Summit Builders', username: 'Alice Morgan' });
    await t.app.mail.idle();
    const dir = path.join(t.dataDir, 'mail');
    const mails = await Promise.all((await readdir(dir)).map((name) => readFile(path.join(dir, name), 'utf8')));
    expect(mails.some((raw) => raw.includes('estimating@summitbuilders.example.com') && raw.includes('Summit only'))).toBe(true);

    const [adminRole] = await t.app.db.select({ id: roles.id }).from(roles).where(eq(roles.name, 'Administrator'));
    const toAdmins = await call(t.app, 'POST', '/api/notifications/announce', admin, { message: 'Admins', role_id: adminRole!.id });
    expect(toAdmins.body.data).toEqual({ recipients: 1 });
  });

  it('mails CC copies of chat messages too', async () => {
    const [project] = await t.app.db.select({ id: projects.id }).from(projects).where(eq(projects.name, 'Union Station Retail'));
    const posted = await call(t.app, 'POST', `/api/projects/conversation/${project!.id}`, admin, { message: 'Revised sheets for the chat copy test' });
    expect(posted.code).toBe(200);
    const chats = await call(t.app, 'GET', '/api/conversations', customerAdmin);
    expect((chats.body.data as Item[])[0]).toMatchObject({ message: 'Revised sheets for the chat copy test', username: 'Alice Morgan' });
    await t.app.mail.idle();
    const dir = path.join(t.dataDir, 'mail');
    const mails = await Promise.all((await readdir(dir)).map((name) => readFile(path.join(dir, name), 'utf8')));
    const copy = mails.find((raw) => raw.includes('estimating@summitbuilders.example.com') && raw.includes('Revised sheets for the chat copy test'));
    expect(copy).toMatch(/Subject: Customer Portal chat message for Carla Mendes/);
  });

  it('refuses bad announcements', async () => {
    expect((await call(t.app, 'POST', '/api/notifications/announce', admin, { message: '   ' })).code).toBe(400);
    expect((await call(t.app, 'POST', '/api/notifications/announce', admin, { message: 'x'.repeat(1001) })).code).toBe(400);
    expect((await call(t.app, 'POST', '/api/notifications/announce', admin, { message: 'Hi', customer_id: 999_999 })).code).toBe(404);
    expect((await call(t.app, 'POST', '/api/notifications/announce', admin, { message: 'Hi', role_id: 999_999 })).code).toBe(404);
    expect((await call(t.app, 'POST', '/api/notifications/announce', user, { message: 'Hi' })).code).toBe(403);
  });
});
