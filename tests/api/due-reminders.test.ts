/**
 * Due-date reminders (issue 16 item 7; server/modules/due-reminders): N working days before a due
 * date (Sundays and holidays skipped) the assignee and the customer's side of the project's audience
 * get one notification — pushed live, mailed, copied to their email-CC lists — once per project, user
 * and due date, also after downtime, and never twice when two sweeps (or two processes) run at once.
 * The sweeps run at chosen moments of 2031, long after every seeded due date, so only this file's
 * projects are ever due; the app's own scheduler is off (tests/api/helper.ts) except where a test
 * starts it with a moved clock.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { branches, customers, dueReminders, holidays, notifications, projects, services, users } from '../../server/db/schema';
import { REMINDER_DAYS_MESSAGE } from '../../src/domain/due-reminders';
import type { ProjectStatus } from '../../src/domain/project-lifecycle';
import { sweepDueReminders } from '../../server/modules/due-reminders';
import { BACKENDS, post, sessionToken, startApp, type TestApp } from './helper';
import { connect, listen } from './realtime-helper';

/** Tuesday 2031-06-10 is due; Saturday 06-07 is a holiday, so two working days before is Friday 06-06. */
const DUE = '2031-06-10';
const HOLIDAY = '2031-06-07';
const at = (day: string, time = '00:00:30') => new Date(`${day}T${time}Z`);
/** Who hears of a Denver Headquarters project assigned to ops: the assignee, the customer admin, Denver's users. */
const DENVER = ['customeradmin', 'expired', 'ops', 'user'];

interface Answer {
  status: number;
  messages: string;
  data: Record<string, unknown> & { due_reminder_days: number; revision: number; name: string };
  errors?: Record<string, string>;
}

describe.each(BACKENDS)('due-date reminders on %s', (backend) => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  let made = 0;

  const email = (who: string) => `${who}@example.com`;
  async function newProject(options: { due?: string; status?: ProjectStatus; branch?: string; assignee?: string } = {}): Promise<number> {
    const [summit] = await t.app.db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Summit Builders'));
    const [branch] = await t.app.db
      .select({ id: branches.id })
      .from(branches)
      .where(and(eq(branches.customerId, summit!.id), eq(branches.name, options.branch ?? 'Denver Headquarters')));
    const [service] = await t.app.db.select({ id: services.id }).from(services).where(eq(services.name, 'Commercial Quantity Take-Off'));
    made += 1;
    const [row] = await t.app.db
      .insert(projects)
      .values({
        code: `DRT-${backend}-${made}`,
        name: `Reminder test ${made}`,
        customerId: summit!.id,
        branchId: branch!.id,
        serviceId: service!.id,
        workType: 'QTO',
        dueDate: options.due ?? DUE,
        status: options.status ?? 'in_progress',
        assigneeId: ids[options.assignee ?? 'ops']!,
        createdBy: ids.customeradmin!,
      })
      .returning({ id: projects.id });
    return row!.id;
  }

  /** Who got a notification about the project, by account name, with the messages. */
  async function told(projectId: number): Promise<{ who: string; message: string }[]> {
    const rows = await t.app.db
      .select({ email: users.email, message: notifications.message })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(eq(notifications.projectId, projectId))
      .orderBy(asc(users.email), asc(notifications.id));
    return rows.map((row) => ({ who: row.email.replace('@example.com', ''), message: row.message }));
  }
  const whoGot = async (projectId: number) => (await told(projectId)).map((row) => row.who);

  async function mailsTo(address: string, subject: string): Promise<string[]> {
    await t.app.mail.idle();
    const dir = path.join(t.dataDir, 'mail');
    const raw = await Promise.all((await readdir(dir)).filter((name) => name.endsWith('.eml')).map((name) => readFile(path.join(dir, name), 'utf8')));
    // Long lines come quoted-printable, broken with soft line breaks.
    const texts = raw.map((text) => text.replace(/=\r?\n/g, ''));
    return texts.filter((text) => text.includes(`To: ${address}`) && text.includes(subject));
  }

  async function setDays(who: string, days: number) {
    await t.app.db.update(users).set({ dueReminderDays: days }).where(eq(users.id, ids[who]!));
  }

  beforeAll(async () => {
    t = await startApp(backend);
    for (const who of ['ops', 'admin', 'customeradmin', 'user', 'branchadmin', 'partner', 'agent']) {
      const [row] = await t.app.db.select({ id: users.id }).from(users).where(eq(users.email, email(who)));
      ids[who] = row!.id;
    }
    await t.app.db.insert(holidays).values({ holidayFrom: HOLIDAY, holidayTo: HOLIDAY, holidayName: 'Reminder test holiday', message: 'Closed' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('reminds two working days ahead, skipping Sunday and a holiday, and pushes and mails it', async () => {
    const id = await newProject();
    const [code] = (await t.app.db.select({ code: projects.code }).from(projects).where(eq(projects.id, id))).map((row) => row.code);
    const url = await listen(t.app);
    const socket = await connect(url, await sessionToken(t.app, email('user')));
    try {
      await socket.next('counts');
      // Thursday: three working days ahead (Friday, Monday, Tuesday) — not yet.
      await t.app.dueReminders.sweep(at('2031-06-05', '23:59:00'));
      expect(await whoGot(id)).toEqual([]);

      // Friday: Saturday's holiday and Sunday are skipped, so Tuesday is two working days ahead.
      await t.app.dueReminders.sweep(at('2031-06-06'));
      const got = await told(id);
      expect(got.map((row) => row.who)).toEqual(DENVER);
      expect(new Set(got.map((row) => row.message))).toEqual(new Set([`Reminder: ${code} (Reminder test ${made}) is due on 06/10/2031, in 2 working days`]));

      const pushed = await socket.next('notification:new', (payload) => (payload.item as { project_id: number }).project_id === id);
      expect(pushed.item).toMatchObject({ username: null, customer: 'Summit Builders', seen: false });
      expect(await mailsTo(email('user'), `Subject: Reminder: ${code} is due on 06/10/2031`)).toHaveLength(1);
      // The customer admin's email-CC list gets its copy, as of every notification.
      expect(await mailsTo('estimating@summitbuilders.example.com', 'in 2 working days')).not.toHaveLength(0);
    } finally {
      socket.close();
    }
  });

  it('sends once: a second sweep, and two sweeps at once, send nothing more', async () => {
    const id = await newProject();
    // Past the module's queue, straight at the database: both search, both try to claim.
    const results = await Promise.all([sweepDueReminders(t.app, at('2031-06-09')), sweepDueReminders(t.app, at('2031-06-09', '00:01:00'))]);
    expect(results[0].sent + results[1].sent).toBe(DENVER.length);
    expect((await t.app.dueReminders.sweep(at('2031-06-09', '12:00:00'))).sent).toBe(0);
    expect(await whoGot(id)).toEqual(DENVER);
    const claims = await t.app.db.select().from(dueReminders).where(eq(dueReminders.projectId, id));
    expect(claims.map((row) => row.dueDate)).toEqual(DENVER.map(() => DUE));
  });

  it('reminds nobody outside the audience, of no closed project, and nobody after the due date', async () => {
    const boulder = await newProject({ branch: 'Boulder' });
    const completed = await newProject({ status: 'completed' });
    const cancelled = await newProject({ status: 'cancelled' });
    const late = await newProject({ due: '2031-06-09' });
    const ownUser = await newProject({ assignee: 'user' });
    await t.app.dueReminders.sweep(at('2031-06-10'));
    // Assigned to a Denver user: once, not as assignee and again as the customer's user.
    expect(await whoGot(ownUser)).toEqual(['customeradmin', 'expired', 'user']);
    const [own] = await t.app.db.select({ code: projects.code }).from(projects).where(eq(projects.id, ownUser));
    expect(await mailsTo(email('user'), `Subject: Reminder: ${own!.code} is due`)).toHaveLength(1);
    // Boulder's project: its branch admin, not Denver's user; administrators, partners and agents never.
    expect(await whoGot(boulder)).toEqual(['branchadmin', 'branchlead', 'customeradmin', 'ops']);
    for (const id of [completed, cancelled, late]) expect(await whoGot(id)).toEqual([]);
  });

  it('catches up at start on what came due while no server ran', async () => {
    const id = await newProject({ due: '2031-06-17' });
    // Down from before Friday 06-13 (the reminder's day) until Monday 06-16.
    const config = t.app.config;
    await t.app.close();
    t.app = await buildApp({ ...config, dueReminders: true, testNow: at('2031-06-16', '08:00:00') });
    await t.app.dueReminders.idle();
    const got = await told(id);
    expect(got.map((row) => row.who)).toEqual(DENVER);
    expect(got[0]!.message).toMatch(/is due on 06\/17\/2031, in 1 working day$/);
    // The scheduler's next sweeps find it sent.
    expect((await t.app.dueReminders.sweep()).sent).toBe(0);
    await t.app.close();
    t.app = await buildApp(config);
  });

  it('reminds again when the due date changes', async () => {
    // Tuesday 06-24, two working days back (Monday, Sunday skipped, Saturday): Saturday 06-21.
    const id = await newProject({ due: '2031-06-24' });
    await t.app.dueReminders.sweep(at('2031-06-21'));
    expect(await whoGot(id)).toEqual(DENVER);
    await t.app.db.update(projects).set({ dueDate: '2031-07-01' }).where(eq(projects.id, id));
    const keys = async () =>
      (await t.app.db.select({ due: dueReminders.dueDate }).from(dueReminders).where(and(eq(dueReminders.projectId, id), eq(dueReminders.userId, ids.user!)))).map((row) => row.due).sort();
    await t.app.dueReminders.sweep(at('2031-06-24'));
    expect(await whoGot(id)).toEqual(DENVER);
    expect(await keys()).toEqual(['2031-06-24']);
    await t.app.dueReminders.sweep(at('2031-06-28'));
    expect(await whoGot(id)).toEqual(DENVER.flatMap((who) => [who, who]));
    // The claim of 06-24 went with its day: no sweep asks for a due date already past.
    expect(await keys()).toEqual(['2031-07-01']);
  });

  it('follows each user’s N: 0 sends none, 5 reminds five working days ahead', async () => {
    const id = await newProject({ due: '2031-07-08' });
    await setDays('user', 0);
    await setDays('customeradmin', 5);
    try {
      // Tuesday 07-08 minus five working days (Sunday skipped): Wednesday 07-02.
      await t.app.dueReminders.sweep(at('2031-07-01', '12:00:00'));
      expect(await whoGot(id)).toEqual([]);
      await t.app.dueReminders.sweep(at('2031-07-02'));
      expect(await whoGot(id)).toEqual(['customeradmin']);
      await t.app.dueReminders.sweep(at('2031-07-07'));
      expect(await whoGot(id)).toEqual(['customeradmin', 'expired', 'ops']);
    } finally {
      await setDays('user', 2);
      await setDays('customeradmin', 2);
    }
  });

  describe('the profile field', () => {
    const profile = async (token: string) => (await post(t.app, '/api/profile/details', {}, token)).json() as Answer;

    it('is 2 by default and saved with the profile', async () => {
      const token = await sessionToken(t.app, email('branchadmin'));
      const before = await profile(token);
      expect(before.data.due_reminder_days).toBe(2);
      const saved = await post(t.app, '/api/profile/update', { name: before.data.name, phone: null, two_factor: false, due_reminder_days: 7, revision: before.data.revision }, token);
      expect(saved.statusCode, saved.body).toBe(200);
      expect((saved.json() as Answer).data.due_reminder_days).toBe(7);
      // Left out, it stays as it is (older clients send no such field).
      const again = await post(t.app, '/api/profile/update', { name: before.data.name, phone: null, two_factor: false, revision: (saved.json() as Answer).data.revision }, token);
      expect((again.json() as Answer).data.due_reminder_days).toBe(7);
      await setDays('branchadmin', 2);
    });

    it.each([31, -1, 2.5, '3', null, 1e9])('refuses %s with the field’s message and changes nothing', async (value) => {
      const token = await sessionToken(t.app, email('user'));
      const before = await profile(token);
      const response = await post(t.app, '/api/profile/update', { name: 'Changed Name', phone: null, two_factor: false, due_reminder_days: value, revision: before.data.revision }, token);
      expect(response.statusCode).toBe(400);
      expect((response.json() as Answer).errors?.due_reminder_days).toBe(REMINDER_DAYS_MESSAGE);
      expect(await profile(token)).toEqual(before);
    });
  });

  describe.skipIf(backend !== 'postgres')('with two server processes', () => {
    let other: FastifyInstance;
    beforeAll(async () => {
      other = await buildApp({ ...t.app.config, seedOnStart: false });
    });
    afterAll(async () => {
      await other?.close();
    });

    it('sends each reminder once when both sweep at the same moment', async () => {
      const projectIds = await Promise.all([newProject({ due: '2031-08-05' }), newProject({ due: '2031-08-05' }), newProject({ due: '2031-08-05' })]);
      const moment = at('2031-08-04');
      const results = await Promise.all([t.app.dueReminders.sweep(moment), other.dueReminders.sweep(moment)]);
      expect(results.reduce((sum, result) => sum + result.sent, 0)).toBe(3 * DENVER.length);
      for (const id of projectIds) expect(await whoGot(id)).toEqual(DENVER);
      const rows = await t.app.db.select().from(notifications).where(inArray(notifications.projectId, projectIds));
      expect(rows).toHaveLength(3 * DENVER.length);
    });
  });
});
