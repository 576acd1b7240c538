/**
 * Who may see and place which users (issue 3, spec §7.9): the SQL condition of a caller's user scope,
 * the placement check for a created or moved user, and the no-escalation rule for roles: a caller who
 * is not an administrator may only hand out (or touch users holding) roles whose permissions they hold.
 */
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { RecordScope } from '../../../src/domain/scope';
import type { UserType } from '../../../src/domain/user';
import type { Db } from '../../db/client';
import { branches, customers, roles, users } from '../../db/schema';
import { HttpError } from '../../errors';
import { requireUser } from '../../plugins/auth';
import { perRequest } from '../../http/per-request';
import { scopeOf, userScopeCondition } from '../../records/scope';
import { USER_PLACEMENT_MESSAGES } from '../../../src/domain/contracts/user';

type Tx = Pick<Db, 'select'>;

export const USER_SCOPE_MESSAGES = {
  outsideScope: 'You can only add or move users within your own records',
  noAdmins: 'Only administrators can create administrators',
  noStaffLinks: 'Only administrators can make partner, agent or administrator accounts',
  escalation: 'You cannot give a role with rights you do not hold yourself',
  protectedUser: 'You cannot change a user whose role has rights you do not hold yourself',
  unknownRole: 'Role not found',
  branchOfCustomer: 'The branch must belong to the chosen customer',
  noTypeForStaff: 'Only customer users have a user type',
  ...USER_PLACEMENT_MESSAGES,
  notCustomerAdmin: 'Only a customer admin or staff can make customer admins',
} as const;

export interface Caller {
  id: number;
  isAdmin: boolean;
  permissions: ReadonlySet<string>;
  scope: RecordScope;
}

/** The caller of a users route, once per request. */
export const callerOf = perRequest((request): Caller => {
  const { session } = requireUser(request);
  return { id: session.id, isAdmin: session.is_admin, permissions: new Set(session.permissions), scope: scopeOf(request, 'User') };
});

/** Where a user is placed and what kind of account they are (after the body is parsed). */
export type Placement = Pick<typeof users.$inferSelect, 'roleId' | 'isAdmin' | 'ispartner' | 'ispartneruser' | 'isagent' | 'customerId' | 'branchId' | 'partnerId' | 'agentId'> & {
  type: UserType | null;
};

const refuse = (message: string, field?: string) => new HttpError(403, message, field ? { [field]: message } : undefined);
const invalid = (message: string, field: string) => new HttpError(400, message, { [field]: message });

/** Whether the caller holds every permission of the role (administrators hold all). */
export function mayHandOut(caller: Caller, permissions: readonly string[]): boolean {
  return caller.isAdmin || permissions.every((permission) => caller.permissions.has(permission));
}

/** Refuses a role the caller may not hand out; 400 for an unknown role. */
export async function checkRole(tx: Tx, caller: Caller, roleId: number): Promise<void> {
  const [role] = await tx.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw invalid(USER_SCOPE_MESSAGES.unknownRole, 'role_id');
  if (!mayHandOut(caller, role.permissions)) throw refuse(USER_SCOPE_MESSAGES.escalation, 'role_id');
}

/** Refuses touching a user whose current role the caller could not hand out (or an administrator). */
export async function checkTouchable(tx: Tx, caller: Caller, target: { roleId: number; isAdmin: boolean }): Promise<void> {
  if (caller.isAdmin) return;
  const [role] = await tx.select({ permissions: roles.permissions }).from(roles).where(eq(roles.id, target.roleId));
  if (target.isAdmin || !role || !mayHandOut(caller, role.permissions)) throw refuse(USER_SCOPE_MESSAGES.protectedUser);
}

/** What the contract's `userPlacement` leaves: no staff account with a customer, the customer exists, the branch is the customer's. */
async function checkShape(tx: Tx, p: Placement): Promise<void> {
  if (p.customerId !== null) {
    if (p.isAdmin || p.ispartner || p.ispartneruser || p.isagent) throw invalid(USER_SCOPE_MESSAGES.noTypeForStaff, 'customer_id');
    const [customer] = await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, p.customerId));
    if (!customer) throw invalid('Customer not found', 'customer_id');
  }
  if (p.branchId !== null) {
    const [branch] = await tx.select({ customerId: branches.customerId }).from(branches).where(eq(branches.id, p.branchId));
    if (!branch || branch.customerId !== p.customerId) throw invalid(USER_SCOPE_MESSAGES.branchOfCustomer, 'branch_id');
  }
}

/** Whether the customer is one of the partner's or agent's own. */
async function customerIn(tx: Tx, customerId: number, where: SQL): Promise<boolean> {
  const [row] = await tx.select({ id: customers.id }).from(customers).where(and(eq(customers.id, customerId), where));
  return row !== undefined;
}

/**
 * Refuses a placement outside the caller's scope: scoped callers keep users inside their own
 * partner, agent, customer or branch, and never make administrator, partner or agent accounts.
 */
export async function checkPlacement(tx: Tx, caller: Caller, p: Placement, current?: Placement): Promise<void> {
  if (p.isAdmin && !caller.isAdmin) throw refuse(USER_SCOPE_MESSAGES.noAdmins, 'is_admin');
  await checkShape(tx, p);
  const { scope } = caller;
  if (scope.kind === 'all') return;
  // A partner or agent account already in scope (e.g. the partner's own) may be edited, not made.
  const keepsStaffKind =
    current !== undefined && p.ispartner === current.ispartner && p.isagent === current.isagent && p.agentId === current.agentId && p.partnerId === current.partnerId;
  if (!keepsStaffKind && (p.ispartner || p.isagent || p.agentId !== null)) throw refuse(USER_SCOPE_MESSAGES.noStaffLinks);
  switch (scope.kind) {
    case 'partner':
      if (p.customerId === null) {
        if (!(p.ispartneruser || keepsStaffKind) || p.partnerId !== scope.partnerId) throw refuse(USER_SCOPE_MESSAGES.outsideScope, 'customer_id');
      } else if (p.partnerId !== null || !(await customerIn(tx, p.customerId, eq(customers.partnerId, scope.partnerId)))) {
        throw refuse(USER_SCOPE_MESSAGES.outsideScope, 'customer_id');
      }
      return;
    case 'agent':
      if (p.ispartneruser || p.partnerId !== null || p.customerId === null || !(await customerIn(tx, p.customerId, eq(customers.agentId, scope.agentId)))) {
        throw refuse(USER_SCOPE_MESSAGES.outsideScope, 'customer_id');
      }
      return;
    case 'customer':
      if (p.ispartneruser || p.partnerId !== null || p.customerId !== scope.customerId) throw refuse(USER_SCOPE_MESSAGES.outsideScope, 'customer_id');
      return;
    case 'branch':
      if (p.ispartneruser || p.partnerId !== null || p.customerId !== scope.customerId || p.branchId !== scope.branchId) {
        throw refuse(USER_SCOPE_MESSAGES.outsideScope, 'branch_id');
      }
      if (p.type === 'Customer Admin') throw refuse(USER_SCOPE_MESSAGES.notCustomerAdmin, 'type');
      return;
    case 'none':
      throw refuse(USER_SCOPE_MESSAGES.outsideScope);
  }
}

/** Roles the caller may hand out, as a condition on `roles` (administrators: all). */
export function assignableRoleCondition(caller: Caller): SQL | undefined {
  if (caller.isAdmin) return undefined;
  const held = [...caller.permissions];
  return held.length === 0 ? sql`cardinality(${roles.permissions}) = 0` : sql`${roles.permissions} <@ array[${sql.join(held.map((permission) => sql`${permission}`), sql`, `)}]::text[]`;
}

/** Ids of the roles held by users in the scope (for the role filter). */
export function rolesInScope(scope: RecordScope): SQL | undefined {
  const where = userScopeCondition(scope);
  if (where === undefined) return undefined;
  return inArray(roles.id, sql`(select ${users.roleId} from ${users} where ${where})`);
}
