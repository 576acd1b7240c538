/**
 * Sign-in events (DESIGN §6a), one row each in `auth_events`, keyed by the lower-case email, known or
 * not, so an unknown address behaves exactly like a known one. Kinds:
 * - 'password' and 'code' (a wrong password or two-factor code): the sign-in throttle (throttle.ts);
 * - 'reset-code' (a wrong password-reset code): the daily cap (reset-cap.ts), never cleared by a sign-in;
 * - 'send' (a code asked for): one code request per 90 seconds per email and client address;
 * - 'unlock-mail' and 'reset-cap-mail': when the owner was last told, so a flood mails them once.
 */
import { and, count, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authEvents } from '../db/schema';

export type AuthEventKind = 'password' | 'code' | 'reset-code' | 'send' | 'unlock-mail' | 'reset-cap-mail';
/** The failures the sign-in throttle counts. */
export const SIGN_IN_FAILURES: AuthEventKind[] = ['password', 'code'];
/** The longest any rule looks back (the reset-code cap); older events are of no use. */
export const RETENTION_MS = 24 * 60 * 60_000;

export async function recordEvent(db: Db, input: { email: string; ip: string; kind: AuthEventKind }, now = new Date()) {
  await db.insert(authEvents).values({ email: input.email, ip: input.ip, kind: input.kind, createdAt: now });
  // Now and then, forget events too old to matter (a flood of them must not grow the table for ever).
  if (Math.random() < 0.02) await db.delete(authEvents).where(lt(authEvents.createdAt, new Date(now.getTime() - RETENTION_MS)));
}

/** How many events of a kind an email had in the last `windowMs`. */
export async function recentEvents(db: Db, email: string, kind: AuthEventKind, windowMs: number, now = new Date()): Promise<number> {
  const rows = await db
    .select({ n: count() })
    .from(authEvents)
    .where(and(eq(authEvents.email, email), eq(authEvents.kind, kind), gt(authEvents.createdAt, new Date(now.getTime() - windowMs))));
  return rows[0]?.n ?? 0;
}

/** After a completed sign-in from an address: that address's sign-in failures for the account go. */
export async function clearFailures(db: Db, email: string, ip: string) {
  await db.delete(authEvents).where(and(eq(authEvents.email, email), eq(authEvents.ip, ip), inArray(authEvents.kind, SIGN_IN_FAILURES)));
}

/** After a password reset or an unlock link: the account's sign-in failures from every address go. */
export async function clearAccountFailures(db: Db, email: string) {
  await db.delete(authEvents).where(and(eq(authEvents.email, email), inArray(authEvents.kind, SIGN_IN_FAILURES)));
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

export function resendWaitMessage(seconds: number): string {
  return `Please wait ${seconds} second${seconds === 1 ? '' : 's'} before requesting a new code.`;
}
