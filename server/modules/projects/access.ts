/**
 * Who a project's caller is and which projects they reach. Projects are scoped by the `Enq` key like
 * branches (DESIGN §7): `Enq.seeAll` sees every project, a partner or agent the projects of their
 * customers, a customer admin their customer's, every other customer user their own branch's. A
 * project outside the scope is not found (404).
 */
import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { ProjectSide } from '../../../src/domain/project-lifecycle';
import type { RecordScope } from '../../../src/domain/scope';
import type { Tx } from '../../realtime/notify';
import { projects } from '../../db/schema';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { branchIdCondition, scopeOf } from '../../records/scope';

export const PROJECT_NOT_FOUND = 'Project not found';

/** The provider (staff, partners and their users) delivers; customer users ask; agents watch. */
export function projectSideOf(request: FastifyRequest): ProjectSide {
  const { user } = requireUser(request).record;
  if (user.customerId !== null) return 'customer';
  if (user.isagent) return 'agent';
  return 'provider';
}

export function projectScopeOf(request: FastifyRequest): RecordScope {
  return scopeOf(request, 'Enq');
}

/** Projects in the scope; undefined means no limit. */
export function projectCondition(scope: RecordScope): SQL | undefined {
  return branchIdCondition(projects.branchId, projects.customerId, scope);
}

export type ProjectRecord = typeof projects.$inferSelect;

/**
 * The project `id` if the caller's scope reaches it, else 404. With `lock`, the row is locked for the
 * rest of the transaction, so lifecycle changes of one project happen one after another.
 */
export async function projectInScope(tx: Tx, request: FastifyRequest, id: number, options: { lock?: boolean } = {}): Promise<ProjectRecord> {
  const query = tx
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), projectCondition(projectScopeOf(request))));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new HttpError(404, PROJECT_NOT_FOUND);
  return row;
}

/**
 * A query over rows that hang off a project (its files, RFIs, messages) narrowed to `which` and to
 * the projects of the scope: a row of a project outside it reads as none.
 */
export function inProjectScope<T extends PgSelect>(query: T, projectId: PgColumn, which: SQL, scope: RecordScope) {
  return query.innerJoin(projects, eq(projects.id, projectId)).where(and(which, projectCondition(scope)));
}
