/**
 * Access rules of the storage routes that a permission key alone cannot say (spec §2.3: Manage
 * Approvals needs the Approval key *and* an administrator or partner). They run as a preValidation
 * hook of the routes' plugin, like defineRoute's own guards, so a caller without access gets 403
 * whatever they send; the hook signs the caller in itself, as plugin hooks run before a route's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { userCan } from '../../auth/permissions';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/auth';

export const APPROVERS_ONLY = 'Only administrators and partners can manage approvals';
export const CUSTOMER_ADMINS_ONLY = 'Only a customer admin can request more storage';
export const PROVIDERS_ONLY = 'Only administrators and partners can send a storage alert';

export type ExtraGuard = (request: FastifyRequest) => void;

/** Approval key and an administrator or partner (spec §2.3 Manage Approvals). */
export const approversOnly: ExtraGuard = (request) => {
  const { session, record } = requireUser(request);
  if (!userCan(request, 'Approval', 'view')) return;
  if (!session.is_admin && !record.user.ispartner) throw new HttpError(403, APPROVERS_ONLY);
};

/** On the customer side only its customer admins ask for more space; staff ask for a customer. */
export const customerAdminsOrStaff: ExtraGuard = (request) => {
  const { user } = requireUser(request).record;
  // Without the key at all, the route's own guard answers.
  if (!userCan(request, 'Storage', 'create')) return;
  if (user.customerId !== null && user.type !== 'Customer Admin') throw new HttpError(403, CUSTOMER_ADMINS_ONLY);
};

/** Administrators and partners (the provider side that looks after the customer's quota). */
export const providersOnly: ExtraGuard = (request) => {
  const { session, record } = requireUser(request);
  if (!userCan(request, 'Storage', 'update')) return;
  if (!session.is_admin && !record.user.ispartner) throw new HttpError(403, PROVIDERS_ONLY);
};

/** Adds `guards` (by route path within the plugin) in front of the plugin's routes. */
export function extraGuards(app: FastifyInstance, guards: Record<string, ExtraGuard>): void {
  const byUrl = new Map(Object.entries(guards).map(([url, guard]) => [`${app.prefix}${url}`, guard]));
  app.addHook('preValidation', async (request, reply) => {
    const guard = byUrl.get(request.routeOptions.url ?? '');
    if (!guard) return;
    if (request.user === null) await app.authenticate(request, reply);
    guard(request);
  });
}
