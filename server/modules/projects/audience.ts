/**
 * Who hears about a project: administrators, the provider side of its customer (the customer's
 * partner and its users, the customer's agent), the assignee and creator, and on the customer side
 * the customer admins plus the users of the project's branch. Only active users; never the actor.
 */
import { and, eq, inArray, isNull, ne, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { customers, users } from '../../db/schema';
import { notify, converse, type FeedInput, type Tx, type UserEvent } from '../../realtime/notify';
import type { ProjectRecord } from './access';

/**
 * The customer's side of a project's audience: the customer's admins, the users of the project's
 * branch and the customer's users of no branch. Values or columns (a join on projects).
 */
export function customerSide(customerId: number | AnyColumn, branchId: number | AnyColumn): SQL | undefined {
  return and(eq(users.customerId, customerId), or(eq(users.type, 'Customer Admin'), eq(users.branchId, branchId), isNull(users.branchId)));
}

export async function projectAudience(tx: Tx, project: ProjectRecord, actorId: number | null): Promise<number[]> {
  const [customer] = await tx
    .select({ partnerId: customers.partnerId, agentId: customers.agentId })
    .from(customers)
    .where(eq(customers.id, project.customerId));
  const named = [project.assigneeId, project.createdBy].filter((id): id is number => id !== null);
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.status, 'active'),
        actorId === null ? undefined : ne(users.id, actorId),
        or(
          eq(users.isAdmin, true),
          customer?.partnerId ? and(eq(users.partnerId, customer.partnerId), isNull(users.customerId), eq(users.isagent, false)) : undefined,
          customer?.agentId ? and(eq(users.agentId, customer.agentId), eq(users.isagent, true)) : undefined,
          customerSide(project.customerId, project.branchId),
          named.length > 0 ? inArray(users.id, named) : sql`false`,
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/** A notification about the project to its audience; answers the events to publish after commit. */
export async function tellProject(tx: Tx, project: ProjectRecord, actorId: number | null, message: string): Promise<UserEvent[]> {
  return notify(tx, await projectAudience(tx, project, actorId), { actorId, customerId: project.customerId, projectId: project.id, message });
}

/** A chat entry (conversation) about the project to its audience; `payloadFor` adds the posted message as each recipient sees it. */
export async function chatToProject(tx: Tx, project: ProjectRecord, actorId: number | null, message: string, payloadFor?: FeedInput['payloadFor']): Promise<UserEvent[]> {
  return converse(tx, await projectAudience(tx, project, actorId), { actorId, customerId: project.customerId, projectId: project.id, message, ...(payloadFor ? { payloadFor } : {}) });
}
