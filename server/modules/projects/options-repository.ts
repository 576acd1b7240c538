/**
 * The queries behind the project screens' option lists as a Fastify plugin (`app.projectOptions`),
 * in the style of fastify/demo's repositories: ./routes/options.ts says which caller gets which list,
 * this says how each is read. Lists held to a scope take the caller's scope.
 */
import { and, asc, count, eq, exists, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RecordScope } from '../../../src/domain/scope';
import type { WorkType } from '../../../src/domain/contracts/service';
import { addedServices, agents, branches, customers, leaves, projectRfis, projects, services, users } from '../../db/schema';
import { branchIdCondition, customerCondition } from '../../records/scope';
import { projectCondition } from './access';

export interface Option {
  id: number;
  name: string;
}

export interface LeaveRow {
  id: number;
  userId: number;
  userName: string;
  startsOn: string;
  endsOn: string;
  note: string;
}

export interface ProjectOptionsRepository {
  /** Users matching `condition` (who may be assigned), by name. */
  usersWhere(condition: SQL): Promise<Option[]>;
  /** The customer's active branches inside the scope, by name. */
  activeBranches(customerId: number, scope: RecordScope): Promise<Option[]>;
  /** Active services, optionally of one work type, by name. */
  activeServices(workType?: WorkType): Promise<(Option & { work_type: WorkType })[]>;
  activeAddons(): Promise<Option[]>;
  /** The agents of the customers inside the scope, by name. */
  agents(scope: RecordScope): Promise<Option[]>;
  /** The service's description; undefined when there is no such service. */
  serviceDescription(id: number): Promise<string | undefined>;
  /** The branch's standing scope of work when the branch is inside the scope. */
  branchScopeOfWork(branchId: number, scope: RecordScope): Promise<string | null | undefined>;
  /** How many demo projects the scope holds, optionally of one customer. */
  demoCount(scope: RecordScope, customerId?: number): Promise<number>;
  /** The condition "the project has an open RFI", for the project list's query. */
  readonly openRfi: SQL;
  /** Leave overlapping from..to (both included), optionally of one user, by start. */
  leaves(from: string, to: string, userId?: number): Promise<LeaveRow[]>;
}

export function projectOptionsRepository(db: Db): ProjectOptionsRepository {
  const repository: ProjectOptionsRepository = {
    async usersWhere(condition) {
      return db.select({ id: users.id, name: users.name }).from(users).where(condition).orderBy(asc(users.name));
    },
    async activeBranches(customerId, scope) {
      return db
        .select({ id: branches.id, name: branches.name })
        .from(branches)
        .where(and(eq(branches.customerId, customerId), eq(branches.status, 'active'), branchIdCondition(branches.id, branches.customerId, scope)))
        .orderBy(asc(branches.name));
    },
    async activeServices(workType) {
      return db
        .select({ id: services.id, name: services.name, work_type: services.workType })
        .from(services)
        .where(and(eq(services.status, 'active'), workType === undefined ? undefined : eq(services.workType, workType)))
        .orderBy(asc(services.name));
    },
    async activeAddons() {
      return db.select({ id: addedServices.id, name: addedServices.name }).from(addedServices).where(eq(addedServices.status, 'active')).orderBy(asc(addedServices.name));
    },
    async agents(scope) {
      return db
        .select({ id: agents.id, name: agents.name })
        .from(agents)
        .where(exists(db.select({ one: sql`1` }).from(customers).where(and(eq(customers.agentId, agents.id), customerCondition(scope)))))
        .orderBy(asc(agents.name));
    },
    async serviceDescription(id) {
      const [service] = await db.select({ description: services.description }).from(services).where(eq(services.id, id));
      return service?.description;
    },
    async branchScopeOfWork(branchId, scope) {
      const [branch] = await db
        .select({ scopeOfWork: branches.scopeOfWork })
        .from(branches)
        .where(and(eq(branches.id, branchId), branchIdCondition(branches.id, branches.customerId, scope)));
      return branch?.scopeOfWork;
    },
    async demoCount(scope, customerId) {
      const [row] = await db
        .select({ n: count() })
        .from(projects)
        .where(and(eq(projects.isDemo, true), projectCondition(scope), customerId === undefined ? undefined : eq(projects.customerId, customerId)));
      return Number(row?.n ?? 0);
    },
    openRfi: exists(db.select({ one: sql`1` }).from(projectRfis).where(and(eq(projectRfis.projectId, projects.id), eq(projectRfis.isOpen, true)))),
    async leaves(from, to, userId) {
      const conditions: (SQL | undefined)[] = [lte(leaves.startsOn, to), gte(leaves.endsOn, from)];
      if (userId !== undefined) conditions.push(eq(leaves.userId, userId));
      return db
        .select({ id: leaves.id, userId: users.id, userName: users.name, startsOn: leaves.startsOn, endsOn: leaves.endsOn, note: leaves.note })
        .from(leaves)
        .innerJoin(users, eq(users.id, leaves.userId))
        .where(and(...conditions))
        .orderBy(asc(leaves.startsOn), asc(leaves.id));
    },
  };
  return repository;
}
