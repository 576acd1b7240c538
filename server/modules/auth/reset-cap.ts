/**
 * The daily cap on password-reset codes (issue 17 item 4): the spec binds the code to 4 digits, so an
 * account takes at most 10 wrong reset codes in 24 hours, across all its codes and addresses, and a
 * sign-in does not clear them. Past that, code entry for the account pauses until the oldest of those
 * failures is a day old, and the owner is told once by mail.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { authEvents } from '../../db/schema';

export const RESET_CODE_DAILY_CAP = 10;
export const RESET_CAP_WINDOW_MS = 24 * 60 * 60_000;

/** Seconds until code entry for the account resumes; 0 when it may go on. */
export async function resetPausedSeconds(db: Db, email: string, now = new Date()): Promise<number> {
  const failures = await db
    .select({ createdAt: authEvents.createdAt })
    .from(authEvents)
    .where(and(eq(authEvents.email, email), eq(authEvents.kind, 'reset-code'), gt(authEvents.createdAt, new Date(now.getTime() - RESET_CAP_WINDOW_MS))))
    .orderBy(asc(authEvents.createdAt))
    .limit(RESET_CODE_DAILY_CAP);
  const oldest = failures[0];
  if (failures.length < RESET_CODE_DAILY_CAP || !oldest) return 0;
  return Math.max(1, Math.ceil((oldest.createdAt.getTime() + RESET_CAP_WINDOW_MS - now.getTime()) / 1000));
}

export function resetPausedMessage(seconds: number): string {
  const hours = Math.ceil(seconds / 3600);
  return `Too many wrong verification codes for this account. Code entry is paused; please try again in ${hours} hour${hours === 1 ? '' : 's'}.`;
}
