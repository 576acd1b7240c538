/**
 * The one notification service (DESIGN §6). Every part of the server that tells a user something calls
 * `notify` or `converse` inside its own transaction: the entry rows and their `user_events` (with the
 * recipient's next `seq`) are stored with the change, and the answered events are handed to
 * `app.realtime.publish` after commit, which pushes them to the `user:<id>` rooms and mails the email-CC
 * copies. Marking entries seen or deleted goes through `markFeed`, likewise.
 *
 * Per-user ordering: the recipient rows of `users` are locked (in id order, so two writers never
 * deadlock) and `last_event_seq` bumped with `update … returning` before anything else, so events of one
 * user are stored, and their counts computed, strictly one after another.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { conversations, customers, notifications, userEvents, users } from '../db/schema';
import { objectSchema, type FromSchema } from '../http/schemas';

/** A database handle or a transaction on it. */
export type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type FeedKind = 'notification' | 'conversation';
export type UserEventType = `${FeedKind}:new` | `${FeedKind}:updated` | 'session:changed';

/** The key of each kind's unseen count in `counts`. */
export const COUNT_KEYS = { notification: 'notification_count', conversation: 'chat_count' } as const;
export type Counts = Record<(typeof COUNT_KEYS)[FeedKind], number>;
const noCounts = (): Counts => ({ notification_count: 0, chat_count: 0 });

const nullable = <const T extends string>(type: T) => ({ type: [type, 'null'] }) as const;
/** One entry as the API and the socket events show it (spec §3). */
export const feedItemSchema = objectSchema({
  id: { type: 'integer' },
  seen: { type: 'boolean' },
  username: { ...nullable('string'), description: 'Who caused it' },
  customer: nullable('string'),
  message: { type: 'string' },
  created_date: { type: 'string', format: 'date-time' },
  profile_image_uri: { ...nullable('string'), description: 'The image of who caused it' },
  project_id: nullable('integer'),
});
export type FeedItem = FromSchema<typeof feedItemSchema>;

/** A stored per-user event: emitted as `type` with `payload` (which carries `seq`). */
export interface UserEvent {
  userId: number;
  seq: number;
  type: UserEventType;
  payload: { seq: number; [key: string]: unknown };
}

export interface FeedInput {
  /** Who caused it (shown as `username`); null for the system. */
  actorId: number | null;
  customerId?: number | null;
  projectId?: number | null;
  message: string;
  /**
   * More of the `…:new` payload, per recipient: what the entry is about as that recipient sees it, so
   * an open screen paints it from the push (the project chat's message, ADR 0125). Only for data the
   * recipient may see anyway: the event goes to their own room.
   */
  payloadFor?: (userId: number) => Record<string, unknown>;
}

export interface FeedPatch {
  is_seen?: boolean;
  is_deleted?: boolean;
}

export const tableOf = (kind: FeedKind) => (kind === 'notification' ? notifications : conversations);

/** Unseen, not deleted entries of each user, from the database. */
export async function countsOf(db: Tx, userIds: readonly number[]): Promise<Map<number, Counts>> {
  const ids = [...new Set(userIds)];
  const result = new Map<number, Counts>(ids.map((id) => [id, noCounts()]));
  if (ids.length === 0) return result;
  for (const kind of ['notification', 'conversation'] as const) {
    const table = tableOf(kind);
    const rows = await db
      .select({ userId: table.userId, n: count() })
      .from(table)
      .where(and(inArray(table.userId, ids), eq(table.isSeen, false), eq(table.isDeleted, false)))
      .groupBy(table.userId);
    for (const row of rows) {
      const counts = result.get(row.userId);
      if (counts) counts[COUNT_KEYS[kind]] = Number(row.n);
    }
  }
  return result;
}

export async function countOf(db: Tx, userId: number): Promise<Counts> {
  return (await countsOf(db, [userId])).get(userId) ?? noCounts();
}

/** Locks the users' rows in id order, so two writers never deadlock (see above). */
export const lockUsers = (tx: Tx, ids: readonly number[]) => tx.select({ id: users.id }).from(users).where(inArray(users.id, [...ids])).orderBy(asc(users.id)).for('update');

/** Locks the users (id order) and takes the next `seq` of each; users that do not exist are left out. */
async function nextSeqs(tx: Tx, userIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(userIds)].sort((a, b) => a - b);
  const seqs = new Map<number, number>();
  if (ids.length === 0) return seqs;
  await lockUsers(tx, ids);
  const rows = await tx
    .update(users)
    .set({ lastEventSeq: sql`${users.lastEventSeq} + 1` })
    .where(inArray(users.id, ids))
    .returning({ id: users.id, seq: users.lastEventSeq });
  for (const row of rows) seqs.set(row.id, row.seq);
  return seqs;
}

async function storeEvents(tx: Tx, events: UserEvent[]): Promise<void> {
  for (let i = 0; i < events.length; i += 500) {
    const chunk = events.slice(i, i + 500);
    await tx.insert(userEvents).values(chunk.map((e) => ({ userId: e.userId, seq: e.seq, type: e.type, payload: e.payload })));
  }
}

/** Entries with their `username`, `customer` and image, newest first. */
export async function feedItems(db: Tx, kind: FeedKind, where: SQL | undefined, page?: { limit: number; offset: number }): Promise<FeedItem[]> {
  const table = tableOf(kind);
  const query = db
    .select({
      id: table.id,
      seen: table.isSeen,
      username: users.name,
      customer: customers.name,
      message: table.message,
      createdAt: table.createdAt,
      profileImageUri: users.imageUri,
      projectId: table.projectId,
    })
    .from(table)
    .leftJoin(users, eq(users.id, table.actorId))
    .leftJoin(customers, eq(customers.id, table.customerId))
    .where(where)
    .orderBy(desc(table.createdAt), desc(table.id));
  const rows = page ? await query.limit(page.limit).offset(page.offset) : await query;
  return rows.map((row) => ({
    id: row.id,
    seen: row.seen,
    username: row.username ?? null,
    customer: row.customer ?? null,
    message: row.message,
    created_date: row.createdAt.toISOString(),
    profile_image_uri: row.profileImageUri ?? null,
    project_id: row.projectId ?? null,
  }));
}

async function store(tx: Tx, kind: FeedKind, recipients: readonly number[], input: FeedInput): Promise<UserEvent[]> {
  const seqs = await nextSeqs(tx, recipients);
  const ids = [...seqs.keys()];
  if (ids.length === 0) return [];
  const table = tableOf(kind);
  const inserted: { id: number; userId: number }[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const rows = await tx
      .insert(table)
      .values(
        ids.slice(i, i + 500).map((userId) => ({
          userId,
          actorId: input.actorId,
          customerId: input.customerId ?? null,
          projectId: input.projectId ?? null,
          message: input.message,
        })),
      )
      .returning({ id: table.id, userId: table.userId });
    inserted.push(...rows);
  }
  // Every recipient's entry has the same actor, customer and text: build the item once.
  const [first] = await feedItems(tx, kind, eq(table.id, inserted[0]!.id));
  const counts = await countsOf(tx, ids);
  const events: UserEvent[] = inserted.map(({ id, userId }) => {
    const seq = seqs.get(userId)!;
    return {
      userId,
      seq,
      type: `${kind}:new`,
      payload: { ...input.payloadFor?.(userId), seq, item: { ...first!, id }, counts: counts.get(userId) ?? noCounts() },
    };
  });
  await storeEvents(tx, events);
  return events;
}

/** Stores a notification for each recipient (ids of users that do not exist are skipped); answers the events to publish after commit. */
export function notify(tx: Tx, recipients: readonly number[], input: FeedInput): Promise<UserEvent[]> {
  return store(tx, 'notification', recipients, input);
}

/** Stores a conversation (chat) entry for each recipient; answers the events to publish after commit. */
export function converse(tx: Tx, recipients: readonly number[], input: FeedInput): Promise<UserEvent[]> {
  return store(tx, 'conversation', recipients, input);
}

/**
 * Sets `is_seen` / `is_deleted` on the user's own entries among `ids`; answers the ids changed and the
 * `…:updated` event (none when no id was the user's).
 */
export async function markFeed(tx: Tx, kind: FeedKind, userId: number, ids: readonly number[], patch: FeedPatch): Promise<{ ids: number[]; events: UserEvent[] }> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return { ids: [], events: [] };
  const table = tableOf(kind);
  const seqs = await nextSeqs(tx, [userId]);
  const seq = seqs.get(userId);
  if (seq === undefined) return { ids: [], events: [] };
  const set = { ...(patch.is_seen === undefined ? {} : { isSeen: patch.is_seen }), ...(patch.is_deleted === undefined ? {} : { isDeleted: patch.is_deleted }) };
  const changed =
    Object.keys(set).length === 0
      ? await tx.select({ id: table.id }).from(table).where(and(eq(table.userId, userId), inArray(table.id, unique)))
      : await tx
          .update(table)
          .set(set)
          .where(and(eq(table.userId, userId), inArray(table.id, unique)))
          .returning({ id: table.id });
  const changedIds = changed.map((row) => row.id).sort((a, b) => a - b);
  if (changedIds.length === 0 || Object.keys(set).length === 0) {
    // Nothing changed: give the seq back (we hold the row lock, so nobody took the next one).
    await tx.update(users).set({ lastEventSeq: sql`${users.lastEventSeq} - 1` }).where(eq(users.id, userId));
    return { ids: changedIds, events: [] };
  }
  const counts = await countOf(tx, userId);
  const event: UserEvent = { userId, seq, type: `${kind}:updated`, payload: { seq, ids: changedIds, ...patch, counts } };
  await storeEvents(tx, [event]);
  return { ids: changedIds, events: [event] };
}

/** A `session:changed` event for each user (their role or permissions changed). */
export async function sessionChanged(tx: Tx, userIds: readonly number[]): Promise<UserEvent[]> {
  const seqs = await nextSeqs(tx, userIds);
  const events: UserEvent[] = [...seqs].map(([userId, seq]) => ({ userId, seq, type: 'session:changed', payload: { seq } }));
  if (events.length > 0) await storeEvents(tx, events);
  return events;
}

/** The stored events of a user after `afterSeq`, in order (replay on reconnect). */
export async function eventsAfter(db: Tx, userId: number, afterSeq: number, limit = 10_000): Promise<UserEvent[]> {
  const rows = await db
    .select({ seq: userEvents.seq, type: userEvents.type, payload: userEvents.payload })
    .from(userEvents)
    .where(and(eq(userEvents.userId, userId), sql`${userEvents.seq} > ${afterSeq}`))
    .orderBy(asc(userEvents.seq))
    .limit(limit);
  return rows.map((row) => ({ userId, seq: row.seq, type: row.type as UserEventType, payload: row.payload as UserEvent['payload'] }));
}
