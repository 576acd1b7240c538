/**
 * The record scope of the signed-in user for one permission key (src/domain/scope.ts), and the SQL
 * conditions that hold a query to it. Routes put the condition in every list and details query, so a
 * record outside the scope is simply not found (404), never shown.
 */
import { eq, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { PermissionKey } from '../../src/domain/permissions';
import { recordScope, type RecordScope } from '../../src/domain/scope';
import { userCan } from '../auth/permissions';
import { agents, customers, partners, users } from '../db/schema';
import { perRequest } from '../http/per-request';
import { requireUser } from '../plugins/auth';

/** Each request's scopes, by permission key: computed once however many queries ask. */
const scopesOf = perRequest(() => new Map<PermissionKey, RecordScope>());

/** The scope of the request's user for `key`: all with `key.seeAll`, else their own records. */
export function scopeOf(request: FastifyRequest, key: PermissionKey): RecordScope {
  const byKey = scopesOf(request);
  const known = byKey.get(key);
  if (known) return known;
  const { user } = requireUser(request).record;
  const scope = recordScope(
    {
      ispartner: user.ispartner,
      ispartneruser: user.ispartneruser,
      isagent: user.isagent,
      type: user.type,
      partnerId: user.partnerId,
      agentId: user.agentId,
      customerId: user.customerId,
      branchId: user.branchId,
    },
    userCan(request, key, 'list'),
  );
  byKey.set(key, scope);
  return scope;
}

const NOTHING = sql`false`;

/** Customers in the scope; a branch-scoped user sees their own customer. Undefined means no limit. */
export function customerCondition(scope: RecordScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'partner':
      return eq(customers.partnerId, scope.partnerId);
    case 'agent':
      return eq(customers.agentId, scope.agentId);
    case 'customer':
    case 'branch':
      return eq(customers.id, scope.customerId);
    case 'none':
      return NOTHING;
  }
}

/** Rows whose customer id column (e.g. branches.customer_id) names a customer in the scope. */
export function customerIdCondition(column: Column, scope: RecordScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'partner':
      return inArray(column, sql`(select ${customers.id} from ${customers} where ${customers.partnerId} = ${scope.partnerId})`);
    case 'agent':
      return inArray(column, sql`(select ${customers.id} from ${customers} where ${customers.agentId} = ${scope.agentId})`);
    case 'customer':
    case 'branch':
      return eq(column, scope.customerId);
    case 'none':
      return NOTHING;
  }
}

/**
 * Rows of a customer's branch: a branch-scoped user is held to their own branch (by the branch id
 * column), everyone else to the customers of their scope (by the customer id column).
 */
export function branchIdCondition(branchColumn: Column, customerColumn: Column, scope: RecordScope): SQL | undefined {
  return scope.kind === 'branch' ? eq(branchColumn, scope.branchId) : customerIdCondition(customerColumn, scope);
}

/** Partners in the scope of `Partner` (or `Agents`): all, the user's own, or none. */
export function partnerCondition(scope: RecordScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'partner') return eq(partners.id, scope.partnerId);
  return NOTHING;
}

/** Agents in the scope of `Agents`: all, the partner's, the agent itself, or none. */
export function agentCondition(scope: RecordScope): SQL | undefined {
  if (scope.kind === 'all') return undefined;
  if (scope.kind === 'partner') return eq(agents.partnerId, scope.partnerId);
  return scope.kind === 'agent' ? eq(agents.id, scope.agentId) : NOTHING;
}

/**
 * Users the scope shows: a partner also sees its own partner and agent accounts. The users of a
 * partner's customers are found by users.customer_partner_id, the customer's partner that triggers
 * keep on each user (migration 0011), so both sides of the OR are plain index ranges
 * (users_partner_idx, users_customer_partner_name_idx) and no list of the partner's customers is
 * built per query (ADR 0265; before it, `customer_id = any(array(…))`, ADR 0250). The same rows.
 */
export function userScopeCondition(scope: RecordScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'partner':
      return or(eq(users.partnerId, scope.partnerId), eq(users.customerPartnerId, scope.partnerId));
    case 'branch':
      return eq(users.branchId, scope.branchId);
    default:
      return customerIdCondition(users.customerId, scope);
  }
}
