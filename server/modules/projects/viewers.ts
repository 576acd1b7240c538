/**
 * Who can see a project now: the active users whose role grants `Enq.view` and whose `Enq` scope
 * reaches the project (the rule `projectInScope` applies to the caller, src/domain/scope.ts). These
 * are the people a chat message may mention. Only staff and the project's own customer's users can
 * be in the scope, so the others are not even read.
 */
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { can, groupPermissions } from '../../../src/domain/permissions';
import { recordScope, type RecordScope } from '../../../src/domain/scope';
import { customers, roles, users } from '../../db/schema';
import type { Tx } from '../../realtime/notify';
import type { ProjectRecord } from './access';
import type { Person } from './collab';

interface Owners {
  customerId: number;
  branchId: number;
  partnerId: number | null;
  agentId: number | null;
}

function scopeReaches(scope: RecordScope, owners: Owners): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'partner':
      return owners.partnerId === scope.partnerId;
    case 'agent':
      return owners.agentId === scope.agentId;
    case 'customer':
      return owners.customerId === scope.customerId;
    case 'branch':
      return owners.customerId === scope.customerId && owners.branchId === scope.branchId;
    case 'none':
      return false;
  }
}

/** The people who can see `project`, by name. */
export async function projectViewers(tx: Tx, project: ProjectRecord): Promise<Person[]> {
  const [customer] = await tx.select({ partnerId: customers.partnerId, agentId: customers.agentId }).from(customers).where(eq(customers.id, project.customerId));
  const owners: Owners = { customerId: project.customerId, branchId: project.branchId, partnerId: customer?.partnerId ?? null, agentId: customer?.agentId ?? null };
  const rows = await tx
    .select({ user: users, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.status, 'active'), or(isNull(users.customerId), eq(users.customerId, project.customerId))))
    .orderBy(asc(users.name), asc(users.id));
  return rows
    .filter(({ user, permissions }) => {
      const granted = groupPermissions(permissions);
      return can(granted, 'Enq', 'view') && scopeReaches(recordScope(user, can(granted, 'Enq', 'list')), owners);
    })
    .map(({ user }) => ({ id: user.id, name: user.name, image_uri: user.imageUri }));
}
