/**
 * The queries behind the project screens' option lists as a Fastify plugin (`app.projectOptions`),
 * in the style of fastify/demo's repositories: ./routes/options.ts says which caller gets which list,
 * this says how each is read. Lists held to a scope take the caller's scope; the named options are
 * the shared `namedOptions` (by name, then id).
 */
import { and, asc, count, eq, exists, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RecordScope } from '../../../src/domain/scope';
import type { WorkType } from '../../../src/domain/contracts/service';
import { addedServices, agents, branches, customers, leaves, projectRfis, projects, services, users } from '../../db/schema';
import { branchIdCondition, customerCondition } from '../../records/scope';
import { namedOptions } from '../../records/scope-options';
import { projectCondition } from './access';

export type ProjectOptionsRepository = ReturnType<typeof projectOptionsRepository>;

export function projectOptionsRepository(db: Db) {
  return {
    /** Users matching `condition` (who may be assigned). */
    usersWhere: (condition: SQL) => namedOptions(db, users, condition),
    /** The customer's active branches inside the scope. */
    activeBranches: (customerId: number, scope: RecordScope) =>
      namedOptions(db, branches, eq(branches.customerId, customerId), eq(branches.status, 'active'), branchIdCondition(branches.id, branches.customerId, scope)),
    /** Active services, optionally of one work type, by name. */
    async activeServices(workType?: WorkType): Promise<{ id: number; name: string; work_type: WorkType }[]> {
      return db
        .select({ id: services.id, name: services.name, work_type: services.workType })
        .from(services)
        .where(and(eq(services.status, 'active'), workType === undefined ? undefined : eq(services.workType, workType)))
        .orderBy(asc(services.name));
    },
    activeAddons: () => namedOptions(db, addedServices, eq(addedServices.status, 'active')),
    /** The agents of the customers inside the scope. */
    agents: (scope: RecordScope) =>
      namedOptions(db, agents, exists(db.select({ one: sql`1` }).from(customers).where(and(eq(customers.agentId, agents.id), customerCondition(scope))))),
    /** The service's description; undefined when there is no such service. */
    async serviceDescription(id: number): Promise<string | undefined> {
      const [service] = await db.select({ description: services.description }).from(services).where(eq(services.id, id));
      return service?.description;
    },
    /** The branch's standing scope of work when the branch is inside the scope. */
    async branchScopeOfWork(branchId: number, scope: RecordScope): Promise<string | null | undefined> {
      const [branch] = await db
        .select({ scopeOfWork: branches.scopeOfWork })
        .from(branches)
        .where(and(eq(branches.id, branchId), branchIdCondition(branches.id, branches.customerId, scope)));
      return branch?.scopeOfWork;
    },
    /** How many demo projects the scope holds, optionally of one customer. */
    async demoCount(scope: RecordScope, customerId?: number): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(projects)
        .where(and(eq(projects.isDemo, true), projectCondition(scope), customerId === undefined ? undefined : eq(projects.customerId, customerId)));
      return Number(row?.n ?? 0);
    },
    /** The condition "the project has an open RFI", for the project list's query. */
    openRfi: exists(db.select({ one: sql`1` }).from(projectRfis).where(and(eq(projectRfis.projectId, projects.id), eq(projectRfis.isOpen, true)))),
    /** Leave overlapping from..to (both included), optionally of one user, by start. */
    async leaves(from: string, to: string, userId?: number) {
      return db
        .select({ id: leaves.id, userId: users.id, userName: users.name, startsOn: leaves.startsOn, endsOn: leaves.endsOn, note: leaves.note })
        .from(leaves)
        .innerJoin(users, eq(users.id, leaves.userId))
        .where(and(lte(leaves.startsOn, to), gte(leaves.endsOn, from), userId === undefined ? undefined : eq(leaves.userId, userId)))
        .orderBy(asc(leaves.startsOn), asc(leaves.id));
    },
  };
}
