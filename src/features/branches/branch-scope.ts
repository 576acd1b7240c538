/**
 * Whether the signed-in user is held to their own branch (src/domain/scope.ts): customer users other
 * than customer admins, without Branch.seeAll. Such users may edit their branch but not add or delete
 * branches, so the screens hide those actions (the server refuses them anyway).
 */
import { can, type UserPermissions } from '../../domain/permissions';
import type { SessionUser } from '../../domain/user';

export function ownBranchOnly(user: SessionUser | null, permissions: UserPermissions): boolean {
  if (!user || can(permissions, 'Branch', 'list')) return false;
  return user.customer_id !== null && user.type !== null && user.type !== 'Customer Admin';
}
