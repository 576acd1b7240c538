/**
 * Keeps `user_events` from growing without bound: events older than the retention window that were
 * already published are deleted. An event not yet published is never deleted, whatever its age, so
 * nothing is lost; a client away for longer than the window still gets fresh counts on reconnect and
 * reloads its lists when it opens them, it only misses the replay of what is long past.
 */
import { and, lt, lte, sql } from 'drizzle-orm';
import type { Tx } from './notify';
import { userEvents, users } from '../db/schema';

const DAY_MS = 86_400_000;

/** Deletes published events created before `cutoff`; answers how many went. */
export async function pruneUserEvents(db: Tx, cutoff: Date): Promise<number> {
  const deleted = await db
    .delete(userEvents)
    .where(
      and(
        lt(userEvents.createdAt, cutoff),
        lte(userEvents.seq, sql`(select ${users.lastPublishedSeq} from ${users} where ${users.id} = ${userEvents.userId})`),
      ),
    )
    .returning({ seq: userEvents.seq });
  return deleted.length;
}

/** The cutoff for a retention of `days` days before `now`. */
export function retentionCutoff(days: number, now = new Date()): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
