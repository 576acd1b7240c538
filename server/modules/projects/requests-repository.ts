/**
 * The queries of a project's due-date and hours requests as a Fastify plugin (`app.projectRequests`),
 * in the style of fastify/demo's repositories: ./routes/requests.ts says who may ask and answer (the
 * chart's parallel regions), this says how requests are read and stored. Writes take the route's
 * transaction.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectDueRequests, projectHoursRequests, projects, services, users } from '../../db/schema';
import type { Tx } from '../../realtime/notify';
import type { ProjectRecord } from './access';

export type DueRow = typeof projectDueRequests.$inferSelect;
export type HoursRow = typeof projectHoursRequests.$inferSelect;

/** Who asked and who answered a request, and when: the columns due-date and hours requests share. */
export type RequestRow = Pick<DueRow | HoursRow, 'state' | 'requestedBy' | 'decidedBy' | 'decidedAt' | 'createdAt'>;

/** A waiting request's answer: who decided, and when. */
export interface Decision {
  state: 'approved' | 'rejected';
  decidedBy: number;
  decidedAt: Date;
}

/** The active services of work type Others: what hours are asked for. */
const otherService = and(eq(services.workType, 'Others'), eq(services.status, 'active'));

export type ProjectRequestsRepository = ReturnType<typeof projectRequestsRepository>;

export function projectRequestsRepository(db: Db) {
  const repository = {
    /** The project's due-date requests, newest first. */
    async dueRequests(projectId: number): Promise<DueRow[]> {
      return db.select().from(projectDueRequests).where(eq(projectDueRequests.projectId, projectId)).orderBy(desc(projectDueRequests.id));
    },
    /** The project's hours requests with their services' names, newest first. */
    async hoursRequests(projectId: number): Promise<{ request: HoursRow; serviceName: string }[]> {
      return db
        .select({ request: projectHoursRequests, serviceName: services.name })
        .from(projectHoursRequests)
        .innerJoin(services, eq(services.id, projectHoursRequests.serviceId))
        .where(eq(projectHoursRequests.projectId, projectId))
        .orderBy(desc(projectHoursRequests.id));
    },
    /** The waiting due-date request with its requester's name. */
    async waitingDue(q: Tx, projectId: number): Promise<{ request: DueRow; requesterName: string | null } | undefined> {
      const [row] = await q
        .select({ request: projectDueRequests, requesterName: users.name })
        .from(projectDueRequests)
        .leftJoin(users, eq(users.id, projectDueRequests.requestedBy))
        .where(and(eq(projectDueRequests.projectId, projectId), eq(projectDueRequests.state, 'pending')));
      return row;
    },
    /** The waiting hours request with its service's and requester's names. */
    async waitingHours(q: Tx, projectId: number): Promise<{ request: HoursRow; serviceName: string; requesterName: string | null } | undefined> {
      const [row] = await q
        .select({ request: projectHoursRequests, serviceName: services.name, requesterName: users.name })
        .from(projectHoursRequests)
        .innerJoin(services, eq(services.id, projectHoursRequests.serviceId))
        .leftJoin(users, eq(users.id, projectHoursRequests.requestedBy))
        .where(and(eq(projectHoursRequests.projectId, projectId), eq(projectHoursRequests.state, 'pending')));
      return row;
    },
    /** The waiting due-date request; the chart refuses an answer when there is none. */
    async pendingDue(tx: Tx, projectId: number): Promise<DueRow> {
      const row = await repository.waitingDue(tx, projectId);
      if (!row) throw new Error(`project ${projectId}: the chart has a due request the table lacks`);
      return row.request;
    },
    /** The waiting hours request with its service's name; the chart refuses an answer when there is none. */
    async pendingHours(tx: Tx, projectId: number): Promise<HoursRow & { serviceName: string }> {
      const row = await repository.waitingHours(tx, projectId);
      if (!row) throw new Error(`project ${projectId}: the chart has an hours request the table lacks`);
      return { ...row.request, serviceName: row.serviceName };
    },
    async insertDue(tx: Tx, values: typeof projectDueRequests.$inferInsert): Promise<void> {
      await tx.insert(projectDueRequests).values(values);
    },
    async insertHours(tx: Tx, values: typeof projectHoursRequests.$inferInsert): Promise<void> {
      await tx.insert(projectHoursRequests).values(values);
    },
    async decideDue(tx: Tx, id: number, decision: Decision): Promise<void> {
      await tx.update(projectDueRequests).set(decision).where(eq(projectDueRequests.id, id));
    },
    async decideHours(tx: Tx, id: number, decision: Decision): Promise<void> {
      await tx.update(projectHoursRequests).set(decision).where(eq(projectHoursRequests.id, id));
    },
    /** The project takes the approved due date. */
    async moveDueDate(tx: Tx, projectId: number, dueDate: string): Promise<ProjectRecord | undefined> {
      const [row] = await tx.update(projects).set({ dueDate }).where(eq(projects.id, projectId)).returning();
      return row;
    },
    /** Approved hours add to the project's. */
    async addApprovedHours(tx: Tx, projectId: number, hours: string): Promise<ProjectRecord | undefined> {
      const [row] = await tx
        .update(projects)
        .set({ approvedHours: sql`coalesce(${projects.approvedHours}, 0) + ${hours}::numeric` })
        .where(eq(projects.id, projectId))
        .returning();
      return row;
    },
    async otherServices(): Promise<{ id: number; name: string }[]> {
      return db.select({ id: services.id, name: services.name }).from(services).where(otherService).orderBy(asc(services.name));
    },
    /** The service `id` when it is an active "Others" one. */
    async otherService(tx: Tx, id: number): Promise<{ name: string } | undefined> {
      const [row] = await tx
        .select({ name: services.name })
        .from(services)
        .where(and(eq(services.id, id), otherService));
      return row;
    },
  };
  return repository;
}
