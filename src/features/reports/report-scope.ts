/** Which report filters a user gets to choose (mirrors the project scope; the server enforces it). */
import { can, type UserPermissions } from '../../domain/permissions';
import type { SessionUser } from '../../domain/user';
import { projectScope } from '../projects/project-scope';
import type { ShownFilters } from './ReportFilterBar';

export function shownReportFilters(user: SessionUser | null, permissions: UserPermissions): ShownFilters {
  const scope = projectScope(user, permissions);
  const ownPartner = Boolean(user && (user.ispartner || user.ispartneruser) && !can(permissions, 'Enq', 'list'));
  return { partner: scope.ownCustomerId === null && !ownPartner, customer: scope.ownCustomerId === null, branch: !scope.ownBranchOnly };
}
