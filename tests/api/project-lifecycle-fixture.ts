/**
 * What the lifecycle API suites share: tokens of one account per side, fresh projects of Summit
 * Builders / Denver Headquarters written straight into the database (each test owns its rows, on a
 * shared PostgreSQL too), open due days, and a snapshot of everything a refused call must not change.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  branches,
  customers,
  holidays,
  notifications,
  projectActivities,
  projectDueRequests,
  projectErrorRequests,
  projectHoursRequests,
  projects,
  services,
  users,
} from '../../server/db/schema';
import { shiftOpenDays, todayIn } from '../../src/domain/due-dates';
import type { ProjectStatus } from '../../src/domain/project-lifecycle';
import { post, sessionToken } from './helper';

export const ACCOUNTS = {
  provider: 'admin@example.com',
  partner: 'partner@example.com',
  partnerUser: 'partneruser@example.com',
  customer: 'customeradmin@example.com',
  branchUser: 'user@example.com',
  boulder: 'branchadmin@example.com',
  agent: 'agent@example.com',
} as const;
export type Account = keyof typeof ACCOUNTS;

export interface Fixture {
  app: FastifyInstance;
  tokens: Record<Account, string>;
  userId(email: string): Promise<number>;
  serviceId(name: string): Promise<number>;
  /** A fresh project; Denver Headquarters unless another branch of Summit Builders is named. */
  newProject(options?: { status?: ProjectStatus; resumeStatus?: ProjectStatus | null; branch?: string; assigneeId?: number | null }): Promise<number>;
  /** An open day (not today, past, Sunday or holiday) `n` open days after the server's (UTC) today. */
  openDay(n: number): Promise<string>;
}

export async function fixture(app: FastifyInstance): Promise<Fixture> {
  const tokens = {} as Record<Account, string>;
  for (const [key, email] of Object.entries(ACCOUNTS)) tokens[key as Account] = await sessionToken(app, email);
  const [summit] = await app.db.select({ id: customers.id }).from(customers).where(eq(customers.name, 'Summit Builders'));
  if (!summit) throw new Error('no Summit Builders');
  const userId = async (email: string) => {
    const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no user ${email}`);
    return row.id;
  };
  const serviceId = async (name: string) => {
    const [row] = await app.db.select({ id: services.id }).from(services).where(eq(services.name, name));
    if (!row) throw new Error(`no service ${name}`);
    return row.id;
  };
  const creator = await userId(ACCOUNTS.customer);
  const qto = await serviceId('Commercial Quantity Take-Off');
  const openDay = async (n: number) => {
    const ranges = await app.db.select({ from: holidays.holidayFrom, to: holidays.holidayTo }).from(holidays);
    return shiftOpenDays(todayIn(new Date(), 'UTC'), n, ranges);
  };
  return {
    app,
    tokens,
    userId,
    serviceId,
    async newProject(options = {}) {
      const [branch] = await app.db
        .select({ id: branches.id })
        .from(branches)
        .where(and(eq(branches.customerId, summit.id), eq(branches.name, options.branch ?? 'Denver Headquarters')));
      if (!branch) throw new Error(`no branch ${options.branch ?? ''}`);
      const tag = randomBytes(4).toString('hex');
      const [row] = await app.db
        .insert(projects)
        .values({
          code: `LCT-${tag}`,
          name: `Lifecycle test ${tag}`,
          customerId: summit.id,
          branchId: branch.id,
          serviceId: qto,
          workType: 'QTO',
          dueDate: await openDay(20),
          status: options.status ?? 'pending',
          resumeStatus: options.resumeStatus ?? null,
          assigneeId: options.assigneeId ?? null,
          createdBy: creator,
        })
        .returning({ id: projects.id });
      if (!row) throw new Error('project insert returned nothing');
      return row.id;
    },
    openDay,
  };
}

export interface Answer {
  status: number;
  messages: string;
  data?: Record<string, unknown> & { status?: string; lifecycle?: { due_requested_by: string | null; hours_requested: boolean; resume_status: string | null } };
  errors?: Record<string, string>;
}

export async function call(f: Fixture, account: Account, url: string, body: object = {}): Promise<{ code: number; body: Answer }> {
  const response = await post(f.app, `/api${url}`, body, f.tokens[account]);
  return { code: response.statusCode, body: response.json() as Answer };
}

/** Everything a change of the project writes: its row, its requests, activities and notifications. */
export async function projectSnapshot(app: FastifyInstance, id: number): Promise<string> {
  const { db } = app;
  const [row] = await db.select().from(projects).where(eq(projects.id, id));
  const due = await db.select().from(projectDueRequests).where(eq(projectDueRequests.projectId, id)).orderBy(asc(projectDueRequests.id));
  const hours = await db.select().from(projectHoursRequests).where(eq(projectHoursRequests.projectId, id)).orderBy(asc(projectHoursRequests.id));
  const errors = await db.select().from(projectErrorRequests).where(eq(projectErrorRequests.projectId, id));
  const [activities] = await db.select({ n: count() }).from(projectActivities).where(eq(projectActivities.projectId, id));
  const [told] = await db.select({ n: count() }).from(notifications).where(eq(notifications.projectId, id));
  return JSON.stringify({ row, due, hours, errors, activities: activities?.n, told: told?.n });
}
