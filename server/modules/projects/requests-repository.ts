/**
 * The queries of a project's due-date and hours requests as a Fastify plugin (`app.projectRequests`),
 * in the style of fastify/demo's repositories: ./routes/requests.ts says who may ask and answer (the
 * chart's parallel regions), this says how requests are read and stored. Writes take the route's
 * transaction.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { projectDueRequests, projectHoursRequests, projects, services } from '../../db/schema';
import type { Tx } from '../../realtime/notify';
import type { ProjectRecord } from './access';

type DueRow = typeof projectDueRequests.$inferSelect;
type HoursRow = typeof projectHoursRequests.$inferSelect;

/** A waiting request's answer: who decided, and when. */
export interface Decision {
  state: 'approved' | 'rejected';
  decidedBy: number;
  decidedAt: Date;
}

/** The active services of work type Others: what hours are asked for. */
const otherService = and(eq(services.workType, 'Others'), eq(services.status, 'active'));

export interface ProjectRequestsRepository {
  /** The project's due-date requests, newest first. */
  dueRequests(projectId: number): Promise<DueRow[]>;
  /** The project's hours requests with their services' names, newest first. */
  hoursRequests(projectId: number): Promise<{ request: HoursRow; serviceName: string }[]>;
  /** The waiting due-date request; the chart refuses an answer when there is none. */
  pendingDue(tx: Tx, projectId: number): Promise<DueRow>;
  /** The waiting hours request with its service's name; the chart refuses an answer when there is none. */
  pendingHours(tx: Tx, projectId: number): Promise<{ id: number; hours: string; serviceName: string }>;
  insertDue(tx: Tx, values: typeof projectDueRequests.$inferInsert): Promise<void>;
  insertHours(tx: Tx, values: typeof projectHoursRequests.$inferInsert): Promise<void>;
  decideDue(tx: Tx, id: number, decision: Decision): Promise<void>;
  decideHours(tx: Tx, id: number, decision: Decision): Promise<void>;
  /** The project takes the approved due date. */
  moveDueDate(tx: Tx, projectId: number, dueDate: string): Promise<ProjectRecord | undefined>;
  /** Approved hours add to the project's. */
  addApprovedHours(tx: Tx, projectId: number, hours: string): Promise<ProjectRecord | undefined>;
  otherServices(): Promise<{ id: number; name: string }[]>;
  /** The service `id` when it is an active "Others" one. */
  otherService(tx: Tx, id: number): Promise<{ name: string } | undefined>;
}

export function projectRequestsRepository(db: Db): ProjectRequestsRepository {
  const repository: ProjectRequestsRepository = {
    async dueRequests(projectId) {
      return db.select().from(projectDueRequests).where(eq(projectDueRequests.projectId, projectId)).orderBy(desc(projectDueRequests.id));
    },
    async hoursRequests(projectId) {
      return db
        .select({ request: projectHoursRequests, serviceName: services.name })
        .from(projectHoursRequests)
        .innerJoin(services, eq(services.id, projectHoursRequests.serviceId))
        .where(eq(projectHoursRequests.projectId, projectId))
        .orderBy(desc(projectHoursRequests.id));
    },
    async pendingDue(tx, projectId) {
      const [row] = await tx
        .select()
        .from(projectDueRequests)
        .where(and(eq(projectDueRequests.projectId, projectId), eq(projectDueRequests.state, 'pending')));
      if (!row) throw new Error(`project ${projectId}: the chart has a due request the table lacks`);
      return row;
    },
    async pendingHours(tx, projectId) {
      const [row] = await tx
        .select({ id: projectHoursRequests.id, hours: projectHoursRequests.hours, serviceName: services.name })
        .from(projectHoursRequests)
        .innerJoin(services, eq(services.id, projectHoursRequests.serviceId))
        .where(and(eq(projectHoursRequests.projectId, projectId), eq(projectHoursRequests.state, 'pending')));
      if (!row) throw new Error(`project ${projectId}: the chart has an hours request the table lacks`);
      return row;
    },
    async insertDue(tx, values) {
      await tx.insert(projectDueRequests).values(values);
    },
    async insertHours(tx, values) {
      await tx.insert(projectHoursRequests).values(values);
    },
    async decideDue(tx, id, decision) {
      await tx.update(projectDueRequests).set(decision).where(eq(projectDueRequests.id, id));
    },
    async decideHours(tx, id, decision) {
      await tx.update(projectHoursRequests).set(decision).where(eq(projectHoursRequests.id, id));
    },
    async moveDueDate(tx, projectId, dueDate) {
      const [row] = await tx.update(projects).set({ dueDate }).where(eq(projects.id, projectId)).returning();
      return row;
    },
    async addApprovedHours(tx, projectId, hours) {
      const [row] = await tx
        .update(projects)
        .set({ approvedHours: sql`coalesce(${projects.approvedHours}, 0) + ${hours}::numeric` })
        .where(eq(projects.id, projectId))
        .returning();
      return row;
    },
    async otherServices() {
      return db.select({ id: services.id, name: services.name }).from(services).where(otherService).orderBy(asc(services.name));
    },
    async otherService(tx, id) {
      const [row] = await tx
        .select({ name: services.name })
        .from(services)
        .where(and(eq(services.id, id), otherService));
      return row;
    },
  };
  return repository;
}
