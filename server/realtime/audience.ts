/**
 * Who may learn that a record changed (src/domain/record-events.ts): the owners of the record as
 * they are stored now. Read after the write committed, or before a delete (the row is gone after).
 * A record that is not found has no audience beyond those who see everything of its key.
 */
import { eq } from 'drizzle-orm';
import { can, groupPermissions } from '../../src/domain/permissions';
import { audienceRooms, CATALOG_TYPES, SCOPE_KEY_OF, SCOPE_KEYS, scopeRooms, type RecordAudience, type RecordOwners, type RecordType } from '../../src/domain/record-events';
import { recordScope } from '../../src/domain/scope';
import type { UserWithRole } from '../auth/users';
import type { Db } from '../db/client';
import { agents, branches, customers, invoices, projects, reviews, users } from '../db/schema';

type Reader = Pick<Db, 'select'>;

const NOBODY: RecordOwners = { customerId: null, partnerId: null, agentId: null };

async function customerOwners(db: Reader, customerId: number | null): Promise<RecordOwners> {
  if (customerId === null) return NOBODY;
  const [row] = await db.select({ partnerId: customers.partnerId, agentId: customers.agentId }).from(customers).where(eq(customers.id, customerId));
  return row ? { customerId, partnerId: row.partnerId, agentId: row.agentId } : NOBODY;
}

/** A record that belongs to a branch of a customer: its branch's users and the customer's admins see it. */
async function branchHeld(db: Reader, row: { customerId: number | null; branchId: number | null } | undefined): Promise<RecordOwners> {
  if (!row) return NOBODY;
  return { ...(await customerOwners(db, row.customerId)), branchId: row.branchId };
}

async function ownersOf(db: Reader, type: RecordType, id: number): Promise<RecordOwners> {
  switch (type) {
    // `storage` and `playbook` changes are named by their customer's id.
    case 'customer':
    case 'storage':
    case 'playbook':
      return customerOwners(db, id);
    case 'branch': {
      const [row] = await db.select({ customerId: branches.customerId }).from(branches).where(eq(branches.id, id));
      return branchHeld(db, row && { customerId: row.customerId, branchId: id });
    }
    case 'project': {
      const [row] = await db.select({ customerId: projects.customerId, branchId: projects.branchId }).from(projects).where(eq(projects.id, id));
      return branchHeld(db, row);
    }
    case 'review': {
      const [row] = await db.select({ customerId: reviews.customerId, branchId: reviews.branchId }).from(reviews).where(eq(reviews.id, id));
      return branchHeld(db, row);
    }
    case 'invoice': {
      const [row] = await db.select({ customerId: invoices.customerId }).from(invoices).where(eq(invoices.id, id));
      return customerOwners(db, row?.customerId ?? null);
    }
    case 'user': {
      const [row] = await db
        .select({ customerId: users.customerId, branchId: users.branchId, partnerId: users.partnerId })
        .from(users)
        .where(eq(users.id, id));
      if (!row) return NOBODY;
      const owners = await branchHeld(db, row);
      // A partner's own accounts (partner users and agents) belong to the partner.
      return { ...owners, partnerId: row.partnerId ?? owners.partnerId };
    }
    case 'partner':
      return { ...NOBODY, partnerId: id };
    case 'agent': {
      const [row] = await db.select({ partnerId: agents.partnerId }).from(agents).where(eq(agents.id, id));
      return { ...NOBODY, partnerId: row?.partnerId ?? null, agentId: id };
    }
    default:
      return NOBODY;
  }
}

/** The audience of a change to record `id` of `type`; catalog records and changes without an id go to everyone signed in. */
export async function recordAudience(db: Reader, type: RecordType, id: number | null): Promise<RecordAudience> {
  if (CATALOG_TYPES.has(type) || id === null) return { kind: 'everyone' };
  const key = SCOPE_KEY_OF[type as keyof typeof SCOPE_KEY_OF];
  return { kind: 'owners', key, ...(await ownersOf(db, type, id)) };
}

/** The scope rooms of a user: one per scoped key, from their role's `seeAll` and their placement. */
export function roomsOfUser(user: UserWithRole): string[] {
  const permissions = groupPermissions(user.permissions);
  return SCOPE_KEYS.flatMap((key) => scopeRooms(key, recordScope(user.user, can(permissions, key, 'list'))));
}

/**
 * Whether an active user may see a record of this audience: catalog records every signed-in user; a
 * scoped one with `view` on its key when one of the user's scope rooms is among its audience rooms
 * (the rule the lists apply, src/domain/scope.ts).
 */
export function userReaches(user: UserWithRole, audience: RecordAudience): boolean {
  if (user.user.status !== 'active') return false;
  if (audience.kind === 'everyone') return true;
  if (!can(groupPermissions(user.permissions), audience.key, 'view')) return false;
  const mine = new Set(roomsOfUser(user));
  return audienceRooms(audience).some((room) => mine.has(room));
}
