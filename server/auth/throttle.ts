/**
 * The sign-in throttle (issue 17 item 3; docs/security-throttling.md): failed passwords and two-factor
 * codes are counted per account + client address and per client address over 15 minutes. Past a few
 * free failures each further one makes that pair (or address) wait twice as long as the last, up to
 * 15 minutes. The account itself is never locked, so a stranger's failures from other addresses
 * cannot keep its owner out; when they come from many addresses the owner is mailed an unlock link.
 */
import { and, count, countDistinct, eq, gt, inArray, max, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authEvents } from '../db/schema';
import { HttpError } from '../errors';
import { SIGN_IN_FAILURES } from './events';

export const FAILURE_WINDOW_MS = 15 * 60_000;
/** Failures an account + address pair may have before it waits (typos, a forgotten caps lock). */
export const PAIR_FREE_FAILURES = 3;
/** Failures one address may have over all accounts before it waits: loose enough for an office. */
export const ADDRESS_FREE_FAILURES = 30;
export const MAX_DELAY_SECONDS = 15 * 60;
/** An account is under attack with this many failures from at least ATTACK_ADDRESSES addresses. */
export const ATTACK_FAILURES = 20;
export const ATTACK_ADDRESSES = 5;

/**
 * Seconds to wait after the last of `failures` failures: none up to `free`, then 2, 4, 8, ...
 * @example delaySeconds(5, 3) // 4
 */
export function delaySeconds(failures: number, free: number): number {
  return failures <= free ? 0 : Math.min(MAX_DELAY_SECONDS, 2 ** (failures - free));
}

async function failuresWhere(db: Db, where: SQL | undefined, now: Date) {
  const [row] = await db
    .select({ n: count(), last: max(authEvents.createdAt), addresses: countDistinct(authEvents.ip) })
    .from(authEvents)
    .where(and(where, inArray(authEvents.kind, SIGN_IN_FAILURES), gt(authEvents.createdAt, new Date(now.getTime() - FAILURE_WINDOW_MS))));
  return { n: row?.n ?? 0, last: row?.last ? new Date(row.last) : null, addresses: row?.addresses ?? 0 };
}

function waitFor(failures: { n: number; last: Date | null }, free: number, now: Date): number {
  if (!failures.last) return 0;
  const until = failures.last.getTime() + delaySeconds(failures.n, free) * 1000;
  return Math.max(0, Math.ceil((until - now.getTime()) / 1000));
}

/** Seconds before this address may try this account again; 0 when it may now. */
export async function throttledSeconds(db: Db, input: { email: string; ip: string }, now = new Date()): Promise<number> {
  const [pair, address] = await Promise.all([
    failuresWhere(db, and(eq(authEvents.email, input.email), eq(authEvents.ip, input.ip)), now),
    failuresWhere(db, eq(authEvents.ip, input.ip), now),
  ]);
  return Math.max(waitFor(pair, PAIR_FREE_FAILURES, now), waitFor(address, ADDRESS_FREE_FAILURES, now));
}

export function throttledMessage(seconds: number): string {
  const [amount, unit] = seconds > 90 ? [Math.ceil(seconds / 60), 'minute'] : [seconds, 'second'];
  return `Too many failed attempts from your address. Please try again in ${amount} ${unit}${amount === 1 ? '' : 's'}.`;
}

/** Refuses an attempt with 429 while this address must wait for this account. */
export async function refuseWhenThrottled(db: Db, email: string, ip: string): Promise<void> {
  const seconds = await throttledSeconds(db, { email, ip });
  if (seconds > 0) throw new HttpError(429, throttledMessage(seconds));
}

/** Whether the account's recent failures come from so many addresses that someone is guessing. */
export async function underAttack(db: Db, email: string, now = new Date()): Promise<boolean> {
  const failures = await failuresWhere(db, eq(authEvents.email, email), now);
  return failures.n >= ATTACK_FAILURES && failures.addresses >= ATTACK_ADDRESSES;
}
