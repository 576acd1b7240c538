/**
 * One sweep of due-date reminders: every reminder due by `now` and not yet sent is sent — a
 * notification (bell, pushed live, email-CC copies as every notification gets) and a mail to the
 * user's own address. Due: the project is open (src/domain/project-lifecycle.ts `OPEN_STATUSES`), the
 * user is its assignee or on its customer's side of the audience (server/modules/projects/audience.ts), and
 * the due date is today or at most the user's N working days ahead (src/domain/due-reminders.ts). A
 * reminder whose moment passed while no server ran is therefore sent by the next sweep, as long as
 * the due date has not passed.
 *
 * The claim: per project, one transaction inserts the `due_reminders` rows (project, user, due date)
 * with ON CONFLICT DO NOTHING and notifies only the users whose row it inserted. A second process
 * sweeping at the same moment waits on those keys, finds them taken and sends nothing (ADR 0095).
 */
import { and, between, eq, gt, inArray, lt, max, notExists, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays } from '../../../src/domain/due-dates';
import { isReminderDue, latestDueToRemind, MAX_REMINDER_DAYS, workingDaysLeft } from '../../../src/domain/due-reminders';
import { OPEN_STATUSES } from '../../../src/domain/project-lifecycle';
import { holidaysBetween, serverToday } from '../../calendar/blocked-days';
import { dueReminders, projects, users } from '../../db/schema';
import type { MailMessage } from '../../plugins/mail';
import { type ProjectRecord, customerSide, projectTitle, usDay } from '../projects';
import { notify, type Tx, type UserEvent } from '../../realtime/notify';

export interface SweepResult {
  /** The server's day the sweep ran for. */
  today: string;
  /** Reminders sent (one per user and project). */
  sent: number;
}

interface Recipient {
  id: number;
  email: string;
  name: string;
}

/** Far enough ahead for any run of holidays a 30-day reminder may have to skip. */
const HOLIDAY_HORIZON_DAYS = 3 * 366;

/** The notification's text: the same for every recipient, whatever their N. */
export function reminderMessage(project: ProjectRecord, left: number): string {
  const when = left === 0 ? `today, ${usDay(project.dueDate)}` : `on ${usDay(project.dueDate)}, in ${left} working day${left === 1 ? '' : 's'}`;
  return `Reminder: ${projectTitle(project)} is due ${when}`;
}

function reminderMail(app: FastifyInstance, project: ProjectRecord, to: Recipient, message: string): MailMessage {
  return {
    to: to.email,
    subject: `Reminder: ${project.code} is due on ${usDay(project.dueDate)}`,
    text: [
      `Hello ${to.name},`,
      '',
      `${message}.`,
      `Open it: ${app.config.publicUrl}/projects/view/${project.id}`,
      '',
      'You choose how many working days ahead you are reminded under Profile (0 turns reminders off).',
      '',
      '— Customer Portal',
    ].join('\n'),
  };
}

/** Each open project with the users a reminder is due to on `today` and not yet sent, by project. */
async function dueNow(db: Tx, today: string, holidays: Awaited<ReturnType<typeof holidaysBetween>>) {
  // Only as far ahead as the largest N anyone keeps (most keep 2): a small range of due dates to read.
  const [widest] = await db.select({ days: max(users.dueReminderDays) }).from(users).where(eq(users.status, 'active'));
  const days = Math.min(widest?.days ?? 0, MAX_REMINDER_DAYS);
  if (days <= 0) return [];
  const latest = latestDueToRemind(today, days, holidays);
  const sent = db
    .select({ one: sql`1` })
    .from(dueReminders)
    .where(and(eq(dueReminders.projectId, projects.id), eq(dueReminders.userId, users.id), eq(dueReminders.dueDate, projects.dueDate)));
  // The assignee and the customer's side apart: each join then has an index (users' key, users by customer).
  const joined = (audience: SQL | undefined) =>
    db
      .select({ project: projects, user: { id: users.id, email: users.email, name: users.name, days: users.dueReminderDays } })
      .from(projects)
      .innerJoin(users, and(eq(users.status, 'active'), gt(users.dueReminderDays, 0), audience))
      .where(and(inArray(projects.status, [...OPEN_STATUSES]), between(projects.dueDate, today, latest), notExists(sent)));
  const rows = [...(await joined(eq(users.id, projects.assigneeId))), ...(await joined(customerSide(projects.customerId, projects.branchId)))];
  rows.sort((a, b) => a.project.id - b.project.id || a.user.id - b.user.id);
  const byProject = new Map<number, { project: ProjectRecord; recipients: Recipient[] }>();
  for (const { project, user } of rows) {
    if (!isReminderDue(today, project.dueDate, user.days, holidays)) continue;
    const entry = byProject.get(project.id) ?? { project, recipients: [] };
    // An assignee on the customer's side comes from both joins: once.
    if (entry.recipients.at(-1)?.id !== user.id) entry.recipients.push({ id: user.id, email: user.email, name: user.name });
    byProject.set(project.id, entry);
  }
  return [...byProject.values()];
}

/**
 * Claims and notifies in one transaction; answers the users claimed and their events (to publish
 * after commit). The project is read again under a share lock: a due date moved or a project closed
 * since the search is not reminded of.
 */
async function claim(app: FastifyInstance, project: ProjectRecord, recipients: Recipient[], message: string) {
  return app.db.transaction(async (tx) => {
    const [current] = await tx.select({ status: projects.status, dueDate: projects.dueDate }).from(projects).where(eq(projects.id, project.id)).for('share');
    if (!current || current.dueDate !== project.dueDate || !OPEN_STATUSES.includes(current.status)) return { claimed: [] as number[], events: [] as UserEvent[] };
    const claimed = await tx
      .insert(dueReminders)
      .values(recipients.map((user) => ({ projectId: project.id, userId: user.id, dueDate: project.dueDate })))
      .onConflictDoNothing()
      .returning({ userId: dueReminders.userId });
    const ids = claimed.map((row) => row.userId);
    if (ids.length === 0) return { claimed: ids, events: [] as UserEvent[] };
    const events = await notify(tx, ids, { actorId: null, customerId: project.customerId, projectId: project.id, message });
    return { claimed: ids, events };
  });
}

/** Sends every reminder due by `now` and not yet sent; rows of due dates already past are dropped. */
export async function sweepDueReminders(app: FastifyInstance, now: Date): Promise<SweepResult> {
  const today = serverToday(now);
  // A claim of a day before today can never be asked for again (only due dates from today on are).
  await app.db.delete(dueReminders).where(lt(dueReminders.dueDate, today));
  const holidays = await holidaysBetween(app.db, today, addDays(today, HOLIDAY_HORIZON_DAYS));
  let sent = 0;
  for (const { project, recipients } of await dueNow(app.db, today, holidays)) {
    const message = reminderMessage(project, workingDaysLeft(today, project.dueDate, holidays));
    const { claimed, events } = await claim(app, project, recipients, message);
    if (claimed.length === 0) continue;
    sent += claimed.length;
    await app.realtime.publish(events);
    const byId = new Map(recipients.map((user) => [user.id, user]));
    for (const id of claimed) {
      const user = byId.get(id);
      if (user) app.mail.send(reminderMail(app, project, user, message));
    }
  }
  return { today, sent };
}
