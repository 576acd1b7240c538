/**
 * Sign-in events per account (DESIGN §6a), keyed by the lower-case email, known or not, so an unknown
 * address behaves exactly like a known one:
 * - the lockout: at most 10 failed sign-ins or codes in 15 minutes, then refused until the oldest of
 *   those ages out;
 * - the resend wait: one code request per 90 seconds per address and client address (the mailbox
 *   itself gets at most one code per 90 seconds, see codes.ts).
 */
import { and, count, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authEvents } from '../db/schema';

export const MAX_FAILURES = 10;
export const FAILURE_WINDOW_MS = 15 * 60_000;
const FAILURE_KINDS = ['password', 'code'];

export type FailureKind = 'password' | 'code';

export async function recordFailure(db: Db, input: { email: string; ip: string; kind: FailureKind }, now = new Date()) {
  await db.insert(authEvents).values({ email: input.email, ip: input.ip, kind: input.kind, createdAt: now });
  // Now and then, forget events too old to matter (a flood of them must not grow the table for ever).
  if (Math.random() < 0.02) await db.delete(authEvents).where(lt(authEvents.createdAt, new Date(now.getTime() - FAILURE_WINDOW_MS)));
}

/** Seconds the account stays locked; 0 when it is not. */
export async function lockedSeconds(db: Db, email: string, now = new Date()): Promise<number> {
  const recent = await db
    .select({ createdAt: authEvents.createdAt })
    .from(authEvents)
    .where(
      and(
        eq(authEvents.email, email),
        inArray(authEvents.kind, FAILURE_KINDS),
        gt(authEvents.createdAt, new Date(now.getTime() - FAILURE_WINDOW_MS)),
      ),
    )
    .orderBy(desc(authEvents.createdAt))
    .limit(MAX_FAILURES);
  const oldest = recent[MAX_FAILURES - 1];
  if (!oldest) return 0;
  return Math.max(1, Math.ceil((oldest.createdAt.getTime() + FAILURE_WINDOW_MS - now.getTime()) / 1000));
}

/** How many failures of a kind an address had in the last `windowMs`. */
export async function recentFailures(db: Db, email: string, kind: FailureKind, windowMs: number, now = new Date()): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(authEvents)
    .where(and(eq(authEvents.email, email), eq(authEvents.kind, kind), gt(authEvents.createdAt, new Date(now.getTime() - windowMs))));
  return rows[0]?.n ?? 0;
}

/** After a completed sign-in or a password reset. */
export async function clearFailures(db: Db, email: string) {
  await db.delete(authEvents).where(and(eq(authEvents.email, email), inArray(authEvents.kind, FAILURE_KINDS)));
}

export function lockedMessage(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return `Too many failed attempts. This account is locked; please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/** Seconds until this client may have a code sent to the address again; 0 when it may now. */
export async function sendWait(db: Db, email: string, ip: string, cooldownSeconds: number, now = new Date()): Promise<number> {
  const [last] = await db
    .select({ createdAt: authEvents.createdAt })
    .from(authEvents)
    .where(and(eq(authEvents.email, email), eq(authEvents.kind, 'send'), eq(authEvents.ip, ip), gt(authEvents.createdAt, new Date(now.getTime() - cooldownSeconds * 1000))))
    .orderBy(desc(authEvents.createdAt))
    .limit(1);
  if (!last) return 0;
  return Math.max(1, Math.ceil((last.createdAt.getTime() + cooldownSeconds * 1000 - now.getTime()) / 1000));
}

export async function recordSend(db: Db, input: { email: string; ip: string }, now = new Date()) {
  await db.insert(authEvents).values({ email: input.email, ip: input.ip, kind: 'send', createdAt: now });
}

export function resendWaitMessage(seconds: number): string {
  return `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code.`;
}
