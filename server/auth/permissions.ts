/**
 * Route guards over the permission strings of the signed-in user's role (spec §6, DESIGN §7): used as
 * preHandlers after `app.authenticate`, e.g. `preHandler: [app.authenticate, requirePermission('Role', 'view')]`.
 * The role is read fresh with the session on every request, so a role edit applies at once.
 */
import type { FastifyRequest } from 'fastify';
import { can, groupPermissions, type ActionFlags, type PermissionKey } from '../../src/domain/permissions';
import { HttpError } from '../errors';
import { perRequest } from '../http/per-request';
import { requireUser } from '../plugins/auth';

export const PERMISSION_DENIED = 'You do not have permission to do this';
export const ADMIN_ONLY = 'Only administrators can do this';

/** The flag checked: `list` is the grouped form of `seeAll`. */
export type GuardAction = keyof ActionFlags;

/** The role's permission strings grouped by key, once per request however many guards and scopes ask. */
const grantsOf = perRequest((request) => groupPermissions(requireUser(request).session.permissions));

/** Whether the signed-in user's role grants the action on the key. */
export function userCan(request: FastifyRequest, key: PermissionKey, action: GuardAction): boolean {
  return can(grantsOf(request), key, action);
}

/** A preHandler refusing with 403 unless the user's role grants `key.action`. */
export function requirePermission(key: PermissionKey, action: GuardAction) {
  return async function permissionGuard(request: FastifyRequest): Promise<void> {
    if (!userCan(request, key, action)) throw new HttpError(403, PERMISSION_DENIED);
  };
}

/** A preHandler refusing with 403 unless the user is an administrator (is_admin). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!requireUser(request).session.is_admin) throw new HttpError(403, ADMIN_ONLY);
}
