/** Reading users with their role, and the session user of spec §3 that whoami answers. */
import { eq, sql } from 'drizzle-orm';
import type { SessionUser, UserType } from '../../src/domain/user';
import { USER_TYPES } from '../../src/domain/user';
import type { Db } from '../db/client';
import { roles, users } from '../db/schema';

export type UserRow = typeof users.$inferSelect;
export interface UserWithRole {
  user: UserRow;
  roleName: string;
  permissions: string[];
}

async function findBy(db: Db, where: ReturnType<typeof eq>): Promise<UserWithRole | undefined> {
  const [row] = await db
    .select({ user: users, roleName: roles.name, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(users.roleId, roles.id))
    .where(where)
    .limit(1);
  return row;
}

export function findUserByEmail(db: Db, email: string): Promise<UserWithRole | undefined> {
  return findBy(db, eq(users.email, email.toLowerCase()));
}

export function findUserById(db: Db, id: number): Promise<UserWithRole | undefined> {
  return findBy(db, eq(users.id, id));
}

/**
 * Stores a new password hash and bumps the session version, so every session made before ends;
 * answers the new version (undefined for no such user).
 */
export async function storePassword(db: Db, userId: number, passwordHash: string, updatedBy?: number) {
  const [changed] = await db
    .update(users)
    .set({ passwordHash, mustChangePassword: false, sessionVersion: sql`${users.sessionVersion} + 1`, ...(updatedBy ? { updatedBy } : {}), updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return changed?.sessionVersion;
}

function userType(value: string | null): UserType | null {
  return value !== null && (USER_TYPES as readonly string[]).includes(value) ? (value as UserType) : null;
}

export function toSessionUser({ user, roleName, permissions }: UserWithRole): SessionUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    role: roleName,
    image_uri: user.imageUri,
    version: user.version,
    permissions: [...permissions],
    is_admin: user.isAdmin,
    ispartner: user.ispartner,
    isagent: user.isagent,
    ispartneruser: user.ispartneruser,
    billing_type: user.billingType,
    type: userType(user.type),
    customer_id: user.customerId,
  };
}

/** The customer id the sign-in answers carry and the client puts in its URLs: 0 for staff, partners, agents. */
export function customerIdOf(user: Pick<UserRow, 'customerId'>): number {
  return user.customerId ?? 0;
}
