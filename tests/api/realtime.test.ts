/**
 * The socket protocol of DESIGN §6 with real socket.io-client connections: the handshake, live
 * announcements, updates reaching every socket of a user, replay by lastSeq (also after a restart),
 * logout closing the socket, record:changed and session:changed.
 */
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { userEvents, users } from '../../server/db/schema';
import { pruneUserEvents, retentionCutoff } from '../../server/realtime/prune';
import { BACKENDS, enc, login, PASSWORD, post, sessionToken, startApp, type TestApp } from './helper';
import { connect, disconnected, listen, type TestSocket } from './realtime-helper';

describe.each(BACKENDS)('realtime on %s', (backend) => {
  let t: TestApp;
  let url: string;
  let admin: string;
  let userToken: string;
  let userId: number;
  const open: TestSocket[] = [];
  const track = (s: TestSocket) => {
    open.push(s);
    return s;
  };

  beforeAll(async () => {
    t = await startApp(backend);
    url = await listen(t.app);
    admin = await sessionToken(t.app, 'admin@example.com');
    userToken = await sessionToken(t.app, 'user@example.com');
    const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, 'user@example.com'));
    userId = row!.id;
  });
  afterEach(() => {
    for (const s of open.splice(0)) s.close();
  });
  afterAll(async () => {
    await t?.close();
  });

  const announce = (message: string, extra: object = {}) => post(t.app, '/api/notifications/announce', { message, ...extra }, admin);

  it('refuses a handshake without a token or with a bad one', async () => {
    await expect(connect(url, '')).rejects.toThrow('unauthorized');
    await expect(connect(url, 'not-a-token')).rejects.toThrow('unauthorized');
    await expect(connect(url, `${userToken}x`)).rejects.toThrow('unauthorized');
  });

  it('sends counts on connect, and an announcement live with fresh counts', async () => {
    const s = track(await connect(url, userToken));
    const counts = await s.next('counts');
    expect(counts).toMatchObject({ seq: 0, notification_count: expect.any(Number), chat_count: expect.any(Number) });
    const answer = await announce('Realtime hello');
    expect(answer.json()).toMatchObject({ status: 200, data: { recipients: expect.any(Number) } });
    const event = await s.next('notification:new', (p) => (p.item as { message: string }).message === 'Realtime hello');
    expect(event.seq).toBeGreaterThan(0);
    expect(event.item).toMatchObject({ seen: false, username: 'Alice Morgan', customer: null, project_id: null, message: 'Realtime hello' });
    expect(event.counts).toEqual({ notification_count: (counts.notification_count as number) + 1, chat_count: counts.chat_count });
  });

  it('pushes notification:updated to every socket of the user', async () => {
    const a = track(await connect(url, userToken));
    const b = track(await connect(url, userToken));
    await Promise.all([a.next('counts'), b.next('counts')]);
    await announce('Mark me seen');
    const created = await a.next('notification:new', (p) => (p.item as { message: string }).message === 'Mark me seen');
    const id = (created.item as { id: number }).id;
    const response = await post(t.app, `/api/notifications/notification/${id}`, { is_seen: true }, userToken);
    expect(response.statusCode).toBe(200);
    const [ua, ub] = await Promise.all([a.next('notification:updated', (p) => p.seq > created.seq), b.next('notification:updated', (p) => p.seq > created.seq)]);
    expect(ua).toEqual(ub);
    expect(ua).toMatchObject({ ids: [id], is_seen: true, seq: created.seq + 1 });
    expect((ua.counts as { notification_count: number }).notification_count).toBe((created.counts as { notification_count: number }).notification_count - 1);
  });

  it('replays exactly the missed events on reconnect with lastSeq, then counts', async () => {
    const s = track(await connect(url, userToken));
    await s.next('counts');
    await announce('before');
    const before = await s.next('notification:new', (p) => (p.item as { message: string }).message === 'before');
    s.close();
    await announce('missed 1');
    await announce('missed 2');
    const again = track(await connect(url, userToken, before.seq));
    await again.next('counts');
    const replayed = again.received.filter((r) => r.event !== 'counts');
    expect(replayed.map((r) => (r.payload.item as { message: string }).message)).toEqual(['missed 1', 'missed 2']);
    expect(replayed.map((r) => r.payload.seq)).toEqual([before.seq + 1, before.seq + 2]);
    expect(again.received.at(-1)?.event).toBe('counts');
  });

  it('prunes only delivered events past the retention window', async () => {
    const s = track(await connect(url, userToken));
    await s.next('counts');
    await announce('old and delivered');
    const delivered = await s.next('notification:new', (p) => (p.item as { message: string }).message === 'old and delivered');
    // An event stored but not yet published (as if the server died before publishing it).
    const [row] = await t.app.db
      .update(users)
      .set({ lastEventSeq: sql`${users.lastEventSeq} + 1` })
      .where(eq(users.id, userId))
      .returning({ seq: users.lastEventSeq });
    const unpublished = row!.seq;
    await t.app.db.insert(userEvents).values({ userId, seq: unpublished, type: 'session:changed', payload: { seq: unpublished } });
    const old = new Date(Date.now() - 10 * 86_400_000);
    await t.app.db.update(userEvents).set({ createdAt: old }).where(and(eq(userEvents.userId, userId), gte(userEvents.seq, delivered.seq)));
    await t.app.db.update(userEvents).set({ createdAt: new Date() }).where(and(eq(userEvents.userId, userId), lt(userEvents.seq, delivered.seq)));

    expect(await pruneUserEvents(t.app.db, retentionCutoff(7))).toBeGreaterThanOrEqual(1);
    const left = (await t.app.db.select({ seq: userEvents.seq }).from(userEvents).where(eq(userEvents.userId, userId))).map((r) => r.seq);
    expect(left).not.toContain(delivered.seq);
    expect(left).toContain(unpublished);
    expect(left.filter((seq) => seq < delivered.seq).length).toBeGreaterThan(0);

    // The stored-but-unpublished event still reaches the user when the next one is published.
    await announce('after pruning');
    await s.next('session:changed', (p) => p.seq === unpublished);
    await s.next('notification:new', (p) => (p.item as { message: string }).message === 'after pruning');
  });

  it('delivers concurrent events of one user in seq order, without gaps, also to a socket connecting meanwhile', async () => {
    const s = track(await connect(url, userToken));
    await s.next('counts');
    const [last] = await t.app.db.select({ seq: users.lastEventSeq }).from(users).where(eq(users.id, userId));
    const writes = Array.from({ length: 12 }, (_, i) => announce(`concurrent ${i}`));
    const late = connect(url, userToken, last!.seq);
    await Promise.all(writes);
    const joined = track(await late);
    const target = last!.seq + 12;
    await s.next('notification:new', (p) => p.seq === target, 10_000);
    await joined.next('notification:new', (p) => p.seq === target, 10_000);
    for (const socket of [s, joined]) {
      const seqs = socket.received.map((r) => r.payload.seq).filter((seq) => seq > last!.seq);
      // Strictly increasing from last + 1 (a replayed event may repeat one seen live: the client drops it).
      const applied: number[] = [];
      for (const seq of seqs) if (seq > (applied.at(-1) ?? last!.seq)) applied.push(seq);
      expect(applied).toEqual(Array.from({ length: 12 }, (_, i) => last!.seq + 1 + i));
    }
  });

  it('replays from the database after a restart', async () => {
    const s = track(await connect(url, userToken));
    await s.next('counts');
    await announce('pre-restart');
    const last = await s.next('notification:new', (p) => (p.item as { message: string }).message === 'pre-restart');
    s.close();
    await announce('while you were away');
    await t.restart();
    url = await listen(t.app);
    const again = track(await connect(url, userToken, last.seq));
    await again.next('counts');
    const replayed = again.received.filter((r) => r.event === 'notification:new');
    expect(replayed).toHaveLength(1);
    expect(replayed[0]!.payload).toMatchObject({ seq: last.seq + 1, item: { message: 'while you were away' } });
  });

  it('closes the socket when its token is logged out, and refuses it afterwards', async () => {
    const token = await login(t.app, 'user@example.com');
    const s = track(await connect(url, token));
    await s.next('counts');
    const other = track(await connect(url, userToken));
    await other.next('counts');
    const closed = disconnected(s);
    expect((await post(t.app, '/api/auth/logout', {}, token)).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(other.socket.connected).toBe(true);
    await expect(connect(url, token)).rejects.toThrow('unauthorized');
  });

  it('closes every socket of a user whose password changes or who is deactivated', async () => {
    const lead = await sessionToken(t.app, 'branchlead@example.com');
    const s = track(await connect(url, lead));
    await s.next('counts');
    const closed = disconnected(s);
    const changed = await post(t.app, '/api/profile/changepassword', { current_password: enc(PASSWORD), password: enc('Better@2027'), confirmpassword: enc('Better@2027') }, lead);
    expect(changed.statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    await expect(connect(url, lead)).rejects.toThrow('unauthorized');
    const fresh = (changed.json() as { data: { token: string } }).data.token;
    track(await connect(url, fresh));

    const guest = await sessionToken(t.app, 'guest@example.com');
    const g = track(await connect(url, guest));
    await g.next('counts');
    const [row] = await t.app.db.select({ id: users.id, revision: users.revision }).from(users).where(eq(users.email, 'guest@example.com'));
    const gone = disconnected(g);
    const status = await post(t.app, `/api/users/status/${row!.id}`, { status: 'inactive', revision: row!.revision }, admin);
    expect(status.statusCode).toBe(200);
    expect(await gone).toBe('io server disconnect');
  });

  it('sends record:changed to every socket after a record write, and session:changed to users of an updated role', async () => {
    const s = track(await connect(url, userToken));
    await s.next('counts');
    const created = await post(t.app, '/api/softwares/create', { name: 'Realtime CAD', vendor: 'Test' }, admin);
    expect(created.statusCode).toBe(200);
    const id = (created.json() as { data: { id: number } }).data.id;
    expect(await s.next('record:changed', (p) => (p as unknown as { type: string }).type === 'software')).toEqual({ type: 'software', id });

    const [me] = await t.app.db.select({ roleId: users.roleId }).from(users).where(eq(users.id, userId));
    const role = (await post(t.app, `/api/roles/role/${me!.roleId}`, {}, admin)).json() as { data: { name: string; description: string; permissions: string[]; revision: number } };
    const updated = await post(t.app, `/api/roles/update/${me!.roleId}`, { name: role.data.name, description: role.data.description, permissions: role.data.permissions, revision: role.data.revision }, admin);
    expect(updated.statusCode).toBe(200);
    const changed = await s.next('session:changed');
    expect(changed.seq).toBeGreaterThan(0);
    expect(await s.next('record:changed', (p) => (p as unknown as { type: string }).type === 'role')).toEqual({ type: 'role', id: me!.roleId });
  });
});
