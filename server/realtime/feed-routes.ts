/**
 * The four routes spec §7.2 gives notifications and conversations alike (paths exact): recent (GET),
 * all (POST, paged), update one (`is_seen` / `is_deleted`, own entries only, 404 otherwise) and clear
 * all (`user_id` must be the caller); and mark all read (issue 16: every unseen entry of the caller). List answers carry the unseen ids and count beside `data`; every
 * change is stored and pushed through the notification service (server/realtime/notify.ts).
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { PERMISSION_DENIED } from '../auth/permissions';
import { HttpError } from '../errors';
import { requireUser } from '../plugins/auth';
import { defineRoute } from '../http/define-route';
import { routeHead } from '../http/route-head';
import { EXPORT_BATCH, inBatches, listPage, listShape } from '../http/lists';
import { sendCsv } from '../http/send-file';
import type { ColumnSpec } from '../exports/csv';
import { usDate } from '../exports/dates';
import { objectBody } from '../validation';
import { COUNT_KEYS, countOf, feedItemSchema, feedItems, markFeed, tableOf, type FeedItem, type FeedKind, type Tx, type UserEvent } from './notify';
import { objectSchema } from '../http/schemas';

/** The newest entries the header dropdowns show. */
export const RECENT_COUNT = 10;
/** The most ids a list answer carries and a clear-all takes. */
export const MAX_IDS = 1000;

const idList = (name: string) =>
  z
    .array(z.number({ error: `${name} must be a list of ids` }).int(`${name} must be a list of ids`).min(1, `${name} must be a list of ids`).max(2_147_483_647, `${name} must be a list of ids`), {
      error: `${name} must be a list of ids`,
    })
    .max(MAX_IDS, `${name} may hold at most ${MAX_IDS} ids`);

/** The `user_id` a clear-all or mark-all-read names: it must be the caller's own. */
const callerId = z.number({ error: 'user_id must be a positive whole number' }).int('user_id must be a positive whole number').min(1, 'user_id must be a positive whole number');

/**
 * A feed's names, from its kind: the URL segments of the list and of one entry (`notifications`,
 * `notification`), the answer's keys (`notification_ids`, `notification_count`) and the label.
 */
function feedNames<K extends FeedKind>(kind: K) {
  return { kind, plural: `${kind}s`, one: kind, ids: `${kind}_ids`, count: COUNT_KEYS[kind], label: `${kind[0]!.toUpperCase()}${kind.slice(1)}` } as const;
}
type Names = ReturnType<typeof feedNames<FeedKind>>;

export const NOTIFICATIONS: Names = feedNames('notification');
export const CONVERSATIONS: Names = feedNames('conversation');

export function feedMessages(names: Names) {
  return {
    recent: `${names.label}s fetched successfully`,
    updated: `${names.label} updated successfully`,
    cleared: `${names.label}s cleared successfully`,
    allRead: `${names.label}s marked as read`,
    notFound: `${names.label} not found`,
  };
}

/** The export's columns: what the list shows, and whether each entry was seen. */
const CSV_COLUMNS: readonly ColumnSpec<FeedItem>[] = [
  ['Message', 'message'],
  { header: 'From', value: (item) => item.username ?? '' },
  { header: 'Customer', value: (item) => item.customer ?? '' },
  { header: 'Date', value: (item) => usDate(item.created_date) },
  { header: 'Seen', value: (item) => (item.seen ? 'Yes' : 'No') },
];

export function feedRoutes(app: FastifyInstance, names: Names): void {
  const { db } = app;
  const table = tableOf(names.kind);
  const messages = feedMessages(names);
  const head = routeHead([names.plural]);
  const extra = { [names.ids]: { type: 'array', items: { type: 'integer' } }, [names.count]: { type: 'integer' } };
  const visible = (userId: number) => and(eq(table.userId, userId), eq(table.isDeleted, false));
  const unseen = (userId: number) => and(visible(userId), eq(table.isSeen, false));
  const newestFirst = sql`${table.createdAt} desc, ${table.id} desc`;
  const changedIds = objectSchema({ ids: { type: 'array', items: { type: 'integer' } } });

  /** Every answer of the feed: `data` with the caller's unseen ids and count beside it. */
  async function answer(userId: number, done: string, data: unknown) {
    const rows = await db.select({ id: table.id }).from(table).where(unseen(userId)).orderBy(newestFirst).limit(MAX_IDS);
    const counts = await countOf(db, userId);
    return { status: 200, messages: done, data, [names.ids]: rows.map((row) => row.id), [names.count]: counts[names.count] };
  }

  /** Marks the caller's entries (`user_id` must be the caller), publishes, and answers the ids changed. */
  async function markOwn(request: FastifyRequest, done: string, mark: (tx: Tx, userId: number) => Promise<{ ids: number[]; events: UserEvent[] }>) {
    const userId = requireUser(request).session.id;
    if ((request.body as { user_id: number }).user_id !== userId) throw new HttpError(403, PERMISSION_DENIED);
    const result = await db.transaction((tx) => mark(tx, userId));
    await app.realtime.publish(result.events);
    return answer(userId, done, { ids: result.ids });
  }

  defineRoute(app, {
    ...head('signedIn', `/${names.plural}`, `The newest ${RECENT_COUNT} ${names.plural} of the caller (not deleted), with the unseen ids and count`, 'GET'),
    data: { type: 'array', items: feedItemSchema },
    extra,
    handler: async (request) => {
      const userId = requireUser(request).session.id;
      const data = await feedItems(db, names.kind, visible(userId), { limit: RECENT_COUNT, offset: 0 });
      return answer(userId, messages.recent, data);
    },
  });

  defineRoute(app, {
    ...head('signedIn', `/${names.plural}/viewall`, `All ${names.plural} of the caller (not deleted), newest first, a page at a time`),
    body: objectBody({ pageNumber: listShape.pageNumber, pageSize: listShape.pageSize }),
    data: objectSchema({ data: { type: 'array', items: feedItemSchema }, total: { type: 'integer' }, hasMore: { type: 'boolean' }, pageNumber: { type: 'integer' } }),
    extra,
    handler: async (request) => {
      const userId = requireUser(request).session.id;
      const { pageNumber, pageSize } = request.body;
      const items = await feedItems(db, names.kind, visible(userId), { limit: pageSize, offset: (pageNumber - 1) * pageSize });
      const [total] = await db.select({ n: count() }).from(table).where(visible(userId));
      return answer(userId, messages.recent, listPage(items, Number(total?.n ?? 0), pageNumber, pageSize));
    },
  });

  defineRoute(app, {
    ...head('signedIn', `/${names.plural}/export`, `All ${names.plural} of the caller (not deleted), newest first, as CSV (X-Total-Rows: the count)`),
    body: objectBody({}),
    handler: async (request, reply) => {
      const userId = requireUser(request).session.id;
      // Ids first (the list's order), then whole entries a batch at a time.
      const ids = (await db.select({ id: table.id }).from(table).where(visible(userId)).orderBy(newestFirst)).map((row) => row.id);
      const rows = inBatches(ids, EXPORT_BATCH, (batch) => feedItems(db, names.kind, inArray(table.id, batch)));
      return sendCsv(reply, names.plural, CSV_COLUMNS, rows, ids.length);
    },
  });

  defineRoute(app, {
    ...head('signedIn', `/${names.plural}/${names.one}/:id`, `Marks one of the caller's ${names.plural} seen and/or deleted (404 for anyone else's)`),
    body: objectBody({
      is_seen: z.boolean({ error: 'is_seen must be true or false' }).optional(),
      is_deleted: z.boolean({ error: 'is_deleted must be true or false' }).optional(),
    }),
    data: feedItemSchema,
    extra,
    errors: [404],
    handler: async (request) => {
      const userId = requireUser(request).session.id;
      const { id } = request.params;
      const { is_seen, is_deleted } = request.body;
      const patch = { ...(is_seen === undefined ? {} : { is_seen }), ...(is_deleted === undefined ? {} : { is_deleted }) };
      const result = await db.transaction((tx) => markFeed(tx, names.kind, userId, [id], patch));
      if (result.ids.length === 0) throw new HttpError(404, messages.notFound);
      await app.realtime.publish(result.events);
      const [item] = await feedItems(db, names.kind, eq(table.id, id));
      if (!item) throw new HttpError(404, messages.notFound);
      return answer(userId, messages.updated, item);
    },
  });

  defineRoute(app, {
    ...head('signedIn', `/${names.plural}/markallread`, `Marks every unseen ${names.one} of the caller seen (\`{ user_id }\`, the caller, as for clear all; others' entries are never touched)`),
    body: objectBody({ user_id: callerId }),
    data: changedIds,
    extra,
    handler: (request) =>
      markOwn(request, messages.allRead, async (tx, userId) => {
        const unseenRows = await tx.select({ id: table.id }).from(table).where(unseen(userId));
        return markFeed(tx, names.kind, userId, unseenRows.map((row) => row.id), { is_seen: true });
      }),
  });

  defineRoute(app, {
    ...head('signedIn', `/${names.plural}/clearall`, `Marks the listed ${names.plural} of the caller deleted (user_id must be the caller; others' ids are ignored)`),
    body: objectBody({
      user_id: callerId,
      [names.ids]: idList(names.ids),
    }),
    data: changedIds,
    extra,
    handler: (request) => {
      const body = request.body as { user_id: number } & Record<string, number[]>;
      return markOwn(request, messages.cleared, (tx, userId) => markFeed(tx, names.kind, userId, body[names.ids] ?? [], { is_deleted: true }));
    },
  });
}
