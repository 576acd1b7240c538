/**
 * Which records a user may see (DESIGN §7): everything with the resource's `seeAll`, otherwise the
 * records of their own partner, agent, customer or branch. The server turns a scope into SQL
 * conditions (server/records/scope.ts); the client only mirrors it, e.g. to hide a customer picker.
 */
export type RecordScope =
  | { kind: 'all' }
  | { kind: 'partner'; partnerId: number }
  | { kind: 'agent'; agentId: number }
  | { kind: 'customer'; customerId: number }
  | { kind: 'branch'; customerId: number; branchId: number }
  | { kind: 'none' };

/** What the scope depends on: the user's kind and the records they belong to. */
export interface ScopedUser {
  ispartner: boolean;
  ispartneruser: boolean;
  isagent: boolean;
  /** Customer-side kind (User, Customer Admin, Branch Admin, Customer Branch Lead); null for staff. */
  type: string | null;
  partnerId: number | null;
  agentId: number | null;
  customerId: number | null;
  branchId: number | null;
}

/**
 * @example recordScope(partnerUser, false) // { kind: 'partner', partnerId: 1 }
 * @example recordScope(anyone, true) // { kind: 'all' }
 */
export function recordScope(user: ScopedUser, seeAll: boolean): RecordScope {
  if (seeAll) return { kind: 'all' };
  if ((user.ispartner || user.ispartneruser) && user.partnerId !== null) return { kind: 'partner', partnerId: user.partnerId };
  if (user.isagent && user.agentId !== null) return { kind: 'agent', agentId: user.agentId };
  if (user.customerId !== null) {
    // A customer admin sees the whole customer; every other customer user sees their branch.
    if (user.type === 'Customer Admin' || user.branchId === null) return { kind: 'customer', customerId: user.customerId };
    return { kind: 'branch', customerId: user.customerId, branchId: user.branchId };
  }
  return { kind: 'none' };
}
