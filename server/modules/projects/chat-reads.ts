/**
 * Read receipts of the project chat (ADR 0100): one row per reader and project holding the newest
 * message id they have seen. A receipt only ever moves forward; it also marks the reader's chat
 * entries about the project up to that message seen, so a thread open and visible never leaves its
 * reader's chat badge raised.
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import { conversations, projectChatReads, projectMessages } from '../../db/schema';
import { markFeed, type Tx, type UserEvent } from '../../realtime/notify';
import { objectSchema, type FromSchema } from '../../http/schemas';

/** What the project's audience hears when a reader's receipt moved forward (`chat:read`, no seq). */
export const chatReceiptSchema = objectSchema({ project_id: { type: 'integer' }, user_id: { type: 'integer' }, last_read_id: { type: 'integer' } });
export type ChatReceipt = FromSchema<typeof chatReceiptSchema>;

/** Each reader's newest seen message id in the project. */
export async function readsOf(db: Tx, projectId: number): Promise<Map<number, number>> {
  const rows = await db.select({ userId: projectChatReads.userId, lastReadId: projectChatReads.lastReadId }).from(projectChatReads).where(eq(projectChatReads.projectId, projectId));
  return new Map(rows.map((row) => [row.userId, row.lastReadId]));
}

/**
 * Moves the reader's receipt in the project to `message` (never back) and marks their chat entries
 * about the project created up to it seen. Answers whether the receipt moved and the feed events.
 */
export async function markRead(
  tx: Tx,
  userId: number,
  message: { id: number; projectId: number },
): Promise<{ moved: boolean; lastReadId: number; events: UserEvent[] }> {
  const [row] = await tx
    .insert(projectChatReads)
    .values({ projectId: message.projectId, userId, lastReadId: message.id })
    .onConflictDoUpdate({
      target: [projectChatReads.projectId, projectChatReads.userId],
      set: { lastReadId: sql`greatest(${projectChatReads.lastReadId}, excluded.last_read_id)`, readAt: sql`now()` },
      setWhere: sql`${projectChatReads.lastReadId} < excluded.last_read_id`,
    })
    .returning({ lastReadId: projectChatReads.lastReadId });
  // No row back: the receipt was at or past the message already.
  const lastReadId = row?.lastReadId ?? (await readsOf(tx, message.projectId)).get(userId) ?? message.id;
  const entries = await tx
    .select({ id: conversations.id })
    .from(conversations)
    .where(
      and(
        eq(conversations.userId, userId),
        eq(conversations.projectId, message.projectId),
        eq(conversations.isSeen, false),
        eq(conversations.isDeleted, false),
        // Compared in SQL: a JS Date holds milliseconds, the column microseconds.
        lte(conversations.createdAt, sql`(select ${projectMessages.createdAt} from ${projectMessages} where ${projectMessages.id} = ${message.id})`),
      ),
    );
  const marked = entries.length === 0 ? { events: [] } : await markFeed(tx, 'conversation', userId, entries.map((entry) => entry.id), { is_seen: true });
  return { moved: row !== undefined, lastReadId, events: marked.events };
}

