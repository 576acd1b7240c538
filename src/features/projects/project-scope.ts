/**
 * What the project screens mirror of the server's rules (src/domain/scope.ts, server/projects/
 * details.ts): a customer user without Enq.seeAll sees and creates projects of their own customer
 * only, so the customer filter and picker go; a customer user other than a customer admin is also
 * held to their branch. Which side a user is on decides when a row offers Edit. The server enforces
 * all of it; the screens only avoid offering what it would refuse.
 */
import type { ProjectSide, ProjectStatus } from '../../domain/project-lifecycle';
import { can, type UserPermissions } from '../../domain/permissions';
import type { SessionUser } from '../../domain/user';

export interface ProjectScope {
  /** The customer every project of this user belongs to; null when they choose (staff, partners). */
  ownCustomerId: number | null;
  /** True when the user is held to their own branch (the branch options hold just that one). */
  ownBranchOnly: boolean;
}

export function projectScope(user: SessionUser | null, permissions: UserPermissions): ProjectScope {
  if (!user || user.customer_id === null || can(permissions, 'Enq', 'list')) return { ownCustomerId: null, ownBranchOnly: false };
  return { ownCustomerId: user.customer_id, ownBranchOnly: user.type !== 'Customer Admin' };
}

/** Staff and partners provide, agents watch, customer users order (DESIGN §7). */
export function projectSide(user: SessionUser): ProjectSide {
  if (user.is_admin || user.ispartner || user.ispartneruser) return 'provider';
  if (user.isagent) return 'agent';
  return user.customer_id !== null ? 'customer' : 'provider';
}

/** Statuses in which each side may still edit a project (as the server's `can_edit`). */
const EDITABLE_BY: Record<ProjectSide, readonly ProjectStatus[]> = {
  provider: ['pending', 'in_progress', 'on_hold'],
  customer: ['pending'],
  agent: [],
};

export function mayEditProject(user: SessionUser | null, permissions: UserPermissions, status: ProjectStatus): boolean {
  return user !== null && can(permissions, 'Enq', 'update') && EDITABLE_BY[projectSide(user)].includes(status);
}
