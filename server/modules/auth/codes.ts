/**
 * One-time 4-digit codes for two-factor sign-in and password reset (DESIGN §6a): CSPRNG, stored as an
 * HMAC keyed with the server secret, single use, valid 10 minutes, at most 5 tries, one live code per
 * user and purpose.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authCodes, users } from '../../db/schema';

export type CodePurpose = 'login' | 'reset';
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_TRIES = 5;
/** How long after the first code a resend may still continue the same sign-in or reset. */
const PENDING_WINDOW_MS = 30 * 60_000;

export type CodeRow = typeof authCodes.$inferSelect;

/** The user's codes of one purpose. */
const codesOf = (userId: number, purpose: CodePurpose) => and(eq(authCodes.userId, userId), eq(authCodes.purpose, purpose));
const ago = (now: Date, ms: number) => new Date(now.getTime() - ms);

function digest(secret: Uint8Array, salt: string, code: string): Buffer {
  return createHmac('sha256', secret).update(`${salt}:${code}`).digest();
}

/**
 * Voids the user's live codes of that purpose and issues a fresh one; answers the plain code. With
 * `unlessSentWithinMs`, answers null instead when a code of that purpose went out more recently
 * (checked under a lock on the user row, so parallel requests cannot both send).
 */
export async function issueCode(
  db: Db,
  secret: Uint8Array,
  input: { userId: number; purpose: CodePurpose; rememberMe?: boolean; unlessSentWithinMs?: number },
  now = new Date(),
): Promise<{ code: string; row: CodeRow } | null> {
  const code = randomInt(0, 10_000).toString().padStart(4, '0');
  const salt = randomBytes(16).toString('base64url');
  const row = await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).for('update');
    if (input.unlessSentWithinMs !== undefined) {
      const recent = await tx
        .select({ id: authCodes.id })
        .from(authCodes)
        .where(and(codesOf(input.userId, input.purpose), gt(authCodes.sentAt, ago(now, input.unlessSentWithinMs))))
        .limit(1);
      if (recent.length > 0) return null;
    }
    // The user's codes from earlier days are of no use any more.
    await tx.delete(authCodes).where(and(eq(authCodes.userId, input.userId), lt(authCodes.createdAt, ago(now, 24 * 60 * 60_000))));
    await tx
      .update(authCodes)
      .set({ consumedAt: now })
      .where(and(codesOf(input.userId, input.purpose), isNull(authCodes.consumedAt)));
    const [inserted] = await tx
      .insert(authCodes)
      .values({
        userId: input.userId,
        purpose: input.purpose,
        salt,
        codeHash: digest(secret, salt, code).toString('hex'),
        rememberMe: input.rememberMe ?? false,
        expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        sentAt: now,
        createdAt: now,
      })
      .returning();
    if (!inserted) throw new Error('auth code not inserted');
    return inserted;
  });
  return row ? { code, row } : null;
}

/**
 * The newest code of a user (any purpose, or one purpose) issued in the last 30 minutes, whose flow
 * is not finished yet (its right code was never entered); a resend continues that flow.
 */
export async function pendingCode(db: Db, userId: number, purpose?: CodePurpose, now = new Date()): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(authCodes)
    .where(and(purpose ? codesOf(userId, purpose) : eq(authCodes.userId, userId), gt(authCodes.createdAt, ago(now, PENDING_WINDOW_MS))))
    .orderBy(desc(authCodes.createdAt), desc(authCodes.id))
    .limit(1);
  return row && row.verifiedAt === null ? row : undefined;
}

export type CodeCheck =
  | { ok: true; row: CodeRow }
  | { ok: false; reason: 'none' | 'expired' | 'void' | 'wrong'; triesLeft: number };

/**
 * Checks a code against the user's live code of that purpose. Each check spends one try first (in one
 * atomic update), so parallel guesses cannot exceed the limit; the right code consumes the row.
 */
export async function checkCode(
  db: Db,
  secret: Uint8Array,
  input: { userId: number; purpose: CodePurpose; code: string },
  now = new Date(),
): Promise<CodeCheck> {
  const [live] = await db
    .select()
    .from(authCodes)
    .where(and(codesOf(input.userId, input.purpose), isNull(authCodes.consumedAt)))
    .orderBy(desc(authCodes.createdAt), desc(authCodes.id))
    .limit(1);
  if (!live) return { ok: false, reason: 'none', triesLeft: 0 };
  if (live.expiresAt <= now) return { ok: false, reason: 'expired', triesLeft: 0 };
  const [spent] = await db
    .update(authCodes)
    .set({ attempts: sql`${authCodes.attempts} + 1` })
    .where(and(eq(authCodes.id, live.id), isNull(authCodes.consumedAt), lt(authCodes.attempts, MAX_CODE_TRIES)))
    .returning();
  if (!spent) return { ok: false, reason: 'void', triesLeft: 0 };
  const expected = Buffer.from(spent.codeHash, 'hex');
  const given = digest(secret, spent.salt, input.code);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
    return { ok: false, reason: 'wrong', triesLeft: MAX_CODE_TRIES - spent.attempts };
  }
  const [consumed] = await db
    .update(authCodes)
    .set({ consumedAt: now, verifiedAt: now })
    .where(and(eq(authCodes.id, spent.id), isNull(authCodes.consumedAt)))
    .returning();
  return consumed ? { ok: true, row: consumed } : { ok: false, reason: 'void', triesLeft: 0 };
}

/** Spends the reset right of a verified reset code (one password change per verified code). */
export async function spendResetCode(db: Db, codeId: number, userId: number, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(authCodes)
    .set({ resetUsedAt: now })
    .where(and(eq(authCodes.id, codeId), codesOf(userId, 'reset'), isNull(authCodes.resetUsedAt), sql`${authCodes.verifiedAt} is not null`))
    .returning({ id: authCodes.id });
  return rows.length === 1;
}
