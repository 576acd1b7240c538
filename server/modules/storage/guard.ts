/**
 * Access rules of the storage routes that a permission key alone cannot say (spec §2.3: Manage
 * Approvals needs the Approval key *and* an administrator or partner), put in front of the routes'
 * permission check by `guardRoutes` (server/http/route-guards.ts).
 */
import { userCan } from '../../auth/permissions';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import type { RouteGuard } from '../../http/route-guards';

export const APPROVERS_ONLY = 'Only administrators and partners can manage approvals';
export const CUSTOMER_ADMINS_ONLY = 'Only a customer admin can request more storage';
export const PROVIDERS_ONLY = 'Only administrators and partners can send a storage alert';

/** Approval key and an administrator or partner (spec §2.3 Manage Approvals). */
export const approversOnly: RouteGuard = (request) => {
  const { session, record } = requireUser(request);
  if (!userCan(request, 'Approval', 'view')) return;
  if (!session.is_admin && !record.user.ispartner) throw new HttpError(403, APPROVERS_ONLY);
};

/** On the customer side only its customer admins ask for more space; staff ask for a customer. */
export const customerAdminsOrStaff: RouteGuard = (request) => {
  const { user } = requireUser(request).record;
  // Without the key at all, the route's own guard answers.
  if (!userCan(request, 'Storage', 'create')) return;
  if (user.customerId !== null && user.type !== 'Customer Admin') throw new HttpError(403, CUSTOMER_ADMINS_ONLY);
};

/** Administrators and partners (the provider side that looks after the customer's quota). */
export const providersOnly: RouteGuard = (request) => {
  const { session, record } = requireUser(request);
  if (!userCan(request, 'Storage', 'update')) return;
  if (!session.is_admin && !record.user.ispartner) throw new HttpError(403, PROVIDERS_ONLY);
};
