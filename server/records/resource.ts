/**
 * The record kernel's write routes (issue 13 §3): a record resource declares what differs — its
 * table, guard keys, scope, dependents, messages — and gets, in one way for every resource:
 *
 * - `POST /<path>/status/:id` `{ status }` (or `/<path>/status` `{ id, status }`): sets the status
 *   (revision + 1, who and when; a resource may refuse first, write more columns and act after the
 *   commit), 404 outside the caller's scope, answers the fresh row;
 * - `POST /<path>/delete/:id`: the row locked in scope, its dependents counted and a 409 naming them,
 *   then the delete (and the stored files it owned, after commit);
 * - `POST /<path>/bulkstatus` `{ ids, status }` and `POST /<path>/bulkdelete` `{ ids }`: the same, one
 *   transaction per row, answering a result per row (`done`, or `refused` with the reason the single
 *   route would have given), so one refused row never undoes the others.
 *
 * Every change publishes `record:changed` to the record's audience after its commit.
 */
import { and, eq, getTableName, ne, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BULK_ROW_RESULTS } from '../../src/domain/bulk';
import type { RecordType } from '../../src/domain/record-events';
import { requireUser } from '../plugins/auth';
import type { Db } from '../db/client';
import type { Tx } from '../realtime/notify';
import { defineRoute, type Access } from '../http/define-route';
import { isUniqueViolation } from '../http/lists';
import { HttpError } from '../errors';
import { objectBody } from '../validation';
import { refuseWhileUsed, type Dependent } from './dependents';
import { idField, statusField, type Status } from '../../src/domain/contracts/fields';
import { isForeignKeyViolation } from './fields';
import { removeStored } from './files';
import type { RevisedTable } from './revision';

/** A table whose rows have a status besides the revision columns. */
export type StatusTable = RevisedTable & { status: PgColumn };

export const MAX_BULK_IDS = 100;

/** The row read, or a 404 with the resource's not-found message. */
export function found<T>(row: T | null | undefined, notFound: string): T {
  if (row === undefined || row === null) throw new HttpError(404, notFound);
  return row;
}

/** What every resource of the write kernel names. */
interface ResourceBase {
  /** The path segment: `/api/<path>/delete/:id`, `/api/<path>/status/:id`. */
  path: string;
  type: RecordType;
  /** The record in messages: "This <thing> still has 3 users." */
  thing: string;
  table: PgTable & { id: PgColumn };
  tags: string[];
  messages: { notFound: string };
  /** The rows the caller may touch; undefined for every row. */
  scope?(request: FastifyRequest): SQL | undefined;
}

/** A resource whose rows are deleted one way: locked in scope, dependents refused, files removed after commit. */
export interface DeletableResource extends ResourceBase {
  access: { delete: Access };
  messages: { notFound: string; deleted: string };
  summaries: { delete: string };
  /** Checks before a delete, inside its transaction with the row locked (e.g. a 403 for a narrower role). */
  refuseDelete?(request: FastifyRequest, tx: Tx, id: number): Promise<void>;
  /** Counted inside the delete transaction, the row locked: any above zero refuses with 409. */
  dependents?(tx: Tx, id: number): Promise<readonly Dependent[]>;
  /** What the 409 advises, when not the default. */
  dependentsAdvice?: string;
  /** The stored files that go with the row (their rows cascade); removed from disk after commit. */
  storedFiles?(tx: Tx, id: number): Promise<string[]>;
  /** The 409 for a reference the dependents did not count (a foreign key violation), if any. */
  stillReferenced?: string;
  /** After the delete committed (e.g. a deleted user's open sockets are closed). */
  afterDelete?(request: FastifyRequest, id: number): void;
}

/** A resource with a status: `status/:id` and `bulkstatus`. */
export interface StatusResource extends ResourceBase {
  table: StatusTable;
  access: { update: Access };
  messages: { notFound: string; statusChanged: string };
  summaries: { status: string };
  /** The status answer: the fresh row, in `rowSchema`. */
  rowSchema: object;
  row(request: FastifyRequest, id: number): Promise<unknown>;
  /** The single route is `POST /<path>/status` with `{ id, status }` (agents, spec §7.5), not `status/:id`. */
  idInBody?: boolean;
  /** Checks before a status change, inside its transaction with the row locked in scope (e.g. a 409 for oneself). */
  refuseStatus?(request: FastifyRequest, tx: Tx, id: number, status: Status): Promise<void>;
  /** Columns written beside the status (e.g. a new session version, which ends the user's sessions). */
  statusColumns?(status: Status): Record<string, unknown>;
  /** After the change committed (e.g. the user's open sockets are checked again). */
  afterStatus?(request: FastifyRequest, id: number, status: Status): void;
}

/** A resource with status and deletes: everything the write kernel gives. */
export type RecordResource = StatusResource & DeletableResource;

export type RowResult = { id: number; result: 'done' } | { id: number; result: 'refused'; status: number; reason: string };

/** The ids of a bulk change: 1 to MAX_BULK_IDS record ids, repeats dropped. */
export const idList = z
  .array(z.number({ error: 'ids must be record ids' }).int('ids must be record ids').min(1, 'ids must be record ids').max(2_147_483_647, 'ids must be record ids'), {
    error: 'ids must be a list of record ids',
  })
  .min(1, 'Select at least one record')
  .max(MAX_BULK_IDS, `Select at most ${MAX_BULK_IDS} records at once`)
  .transform((ids) => [...new Set(ids)]);

const StatusBody = objectBody({ status: statusField });
const IdStatusBody = objectBody({ id: idField('id'), status: statusField });
const BulkStatusBody = objectBody({ ids: idList, status: statusField });
const BulkDeleteBody = objectBody({ ids: idList });

export const rowResultSchema = {
  type: 'object',
  required: ['id', 'result'],
  properties: {
    id: { type: 'integer' },
    result: { type: 'string', enum: BULK_ROW_RESULTS },
    status: { type: 'integer', description: 'The status the single route would have answered' },
    reason: { type: 'string' },
  },
} as const;

/** Each id on its own: the outcome the single route would have had. */
export async function eachRow(ids: readonly number[], work: (id: number) => Promise<void>): Promise<RowResult[]> {
  const results: RowResult[] = [];
  for (const id of ids) {
    try {
      await work(id);
      results.push({ id, result: 'done' });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ id, result: 'refused', status: error.statusCode, reason: error.message });
    }
  }
  return results;
}

function summaryOf(resource: ResourceBase, results: readonly RowResult[], verb: string): string {
  const done = results.filter((result) => result.result === 'done').length;
  return `${done} of ${results.length} ${results.length === 1 ? resource.thing : `${resource.thing} records`} ${verb}`;
}

const inScope = (resource: ResourceBase, request: FastifyRequest, id: number) => and(eq(resource.table.id, id), resource.scope?.(request));

/** The status, delete and bulk routes of one record resource. */
export function recordWriteRoutes(app: FastifyInstance, resource: RecordResource): void {
  recordStatusRoutes(app, resource);
  recordDeleteRoutes(app, resource);
}

/** `status/:id` (or `status` with the id in the body) and `bulkstatus`. */
export function recordStatusRoutes(app: FastifyInstance, resource: StatusResource): void {
  const { db } = app;
  const { table, messages } = resource;

  async function setStatus(request: FastifyRequest, id: number, status: Status): Promise<void> {
    await db.transaction(async (tx) => {
      if (resource.refuseStatus) {
        const [row] = await tx.select({ id: table.id }).from(table).where(inScope(resource, request, id)).for('update');
        if (!row) throw new HttpError(404, messages.notFound);
        await resource.refuseStatus(request, tx, id, status);
      }
      const changed = await tx
        .update(table)
        .set({
          ...resource.statusColumns?.(status),
          status,
          revision: sql`${table.revision} + 1`,
          updatedBy: requireUser(request).session.id,
          updatedAt: new Date(),
        } as never)
        .where(inScope(resource, request, id))
        .returning({ id: table.id });
      if (changed.length === 0) throw new HttpError(404, messages.notFound);
    });
    resource.afterStatus?.(request, id, status);
  }

  const single = {
    method: 'POST',
    changes: { type: resource.type },
    access: resource.access.update,
    tags: resource.tags,
    summary: resource.summaries.status,
    data: resource.rowSchema,
    errors: resource.refuseStatus ? [404, 409] : [404],
  } as const;
  const answer = async (request: FastifyRequest, id: number, status: Status) => {
    await setStatus(request, id, status);
    return { status: 200, messages: messages.statusChanged, data: await resource.row(request, id) };
  };
  if (resource.idInBody) {
    defineRoute(app, { ...single, url: `/${resource.path}/status`, body: IdStatusBody, handler: (request) => answer(request, request.body.id, request.body.status) });
  } else {
    defineRoute(app, { ...single, url: `/${resource.path}/status/:id`, body: StatusBody, handler: (request) => answer(request, request.params.id, request.body.status) });
  }

  defineRoute(app, {
    method: 'POST',
    url: `/${resource.path}/bulkstatus`,
    access: resource.access.update,
    tags: resource.tags,
    summary: `Sets the status of up to ${MAX_BULK_IDS} records, each on its own; answers a result per id (done, or refused with the single route's status and reason)`,
    body: BulkStatusBody,
    data: { type: 'array', items: rowResultSchema },
    handler: async (request) => {
      const results = await eachRow(request.body.ids, (id) => setStatus(request, id, request.body.status));
      for (const result of results) if (result.result === 'done') void app.realtime.recordChanged(resource.type, result.id);
      return { status: 200, messages: summaryOf(resource, results, 'changed'), data: results };
    },
  });
}

/** `delete/:id` and `bulkdelete`. */
export function recordDeleteRoutes(app: FastifyInstance, resource: DeletableResource): void {
  const { db } = app;
  const { table, messages } = resource;

  async function remove(request: FastifyRequest, id: number): Promise<void> {
    let stored: string[] = [];
    try {
      await db.transaction(async (tx) => {
        // Locks the row, so nothing can come to depend on it between the counts and the delete.
        const [row] = await tx.select({ id: table.id }).from(table).where(inScope(resource, request, id)).for('update');
        if (!row) throw new HttpError(404, messages.notFound);
        await resource.refuseDelete?.(request, tx, id);
        if (resource.dependents) refuseWhileUsed(resource.thing, await resource.dependents(tx, id), resource.dependentsAdvice);
        stored = (await resource.storedFiles?.(tx, id)) ?? [];
        await tx.delete(table).where(eq(table.id, id));
      });
    } catch (error) {
      if (resource.stillReferenced && isForeignKeyViolation(error)) throw new HttpError(409, resource.stillReferenced);
      throw error;
    }
    // The row is gone; the bytes follow (a leftover file is harmless, a dangling row is not).
    for (const name of stored) await removeStored(app, name);
    resource.afterDelete?.(request, id);
  }

  defineRoute(app, {
    method: 'POST',
    url: `/${resource.path}/delete/:id`,
    changes: { type: resource.type, removes: true },
    access: resource.access.delete,
    tags: resource.tags,
    summary: resource.summaries.delete,
    errors: [404, 409],
    handler: async (request) => {
      await remove(request, request.params.id);
      return { status: 200, messages: messages.deleted };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `/${resource.path}/bulkdelete`,
    access: resource.access.delete,
    tags: resource.tags,
    summary: `Deletes up to ${MAX_BULK_IDS} records, each on its own with the single delete's checks; answers a result per id`,
    body: BulkDeleteBody,
    data: { type: 'array', items: rowResultSchema },
    handler: async (request) => {
      const audiences = new Map(await Promise.all(request.body.ids.map(async (id) => [id, await app.realtime.recordAudience(resource.type, id)] as const)));
      const results = await eachRow(request.body.ids, (id) => remove(request, id));
      for (const result of results) if (result.result === 'done') void app.realtime.recordChanged(resource.type, result.id, audiences.get(result.id));
      return { status: 200, messages: summaryOf(resource, results, 'deleted'), data: results };
    },
  });
}

/** `count(*)` of the rows whose column names the id, for `dependents`. */
export async function countWhere(tx: Tx, column: PgColumn, id: number): Promise<number> {
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(column.table).where(eq(column, id));
  return Number(row?.n ?? 0);
}

/** A column of another table that points at the record, and what its rows are called: `[users.roleId, 'user', 'users']`. */
export type Reference = readonly [column: PgColumn, singular: string, plural: string];

/** A resource's `dependents`: how many rows point at the record through each reference, counted in turn. */
export function referencedBy(...references: Reference[]): (tx: Tx, id: number) => Promise<Dependent[]> {
  return async (tx, id) => {
    const counted: Dependent[] = [];
    for (const [column, singular, plural] of references) counted.push([await countWhere(tx, column, id), singular, plural]);
    return counted;
  };
}


/**
 * A value one record may hold at a time (a partner's name, a user's email): compared in any letter
 * case, among the rows `among` names (e.g. one customer's branches) or the whole table.
 */
export interface UniqueValue {
  table: PgTable & { id: PgColumn };
  column: PgColumn;
  /**
   * Serialise the writers of one value (an advisory lock on the table and the lower-cased value), so
   * two saves of the same name cannot both pass the check; leave it off where a unique index is the
   * guard. Writers of other values, and of other tables, do not wait for each other.
   */
  lock?: boolean;
  /** The body field the 409 names. */
  field: string;
  message: string;
}

const taken = (unique: Pick<UniqueValue, 'field' | 'message'>) => new HttpError(409, unique.message, { [unique.field]: unique.message });

/** Inside a write transaction: refuses with 409 at `field` when another row (not `exceptId`) holds the value. */
export async function refuseTaken(tx: Pick<Db, 'select' | 'execute'>, unique: UniqueValue, value: string, exceptId?: number, among?: SQL): Promise<void> {
  if (unique.lock) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${getTableName(unique.table)}), hashtext(lower(${value})))`);
  const [clash] = await tx
    .select({ id: unique.table.id })
    .from(unique.table)
    .where(and(sql`lower(${unique.column}) = lower(${value})`, among, exceptId === undefined ? undefined : ne(unique.table.id, exceptId)))
    .limit(1);
  if (clash) throw taken(unique);
}

/** A unique violation the check did not catch (a writer outside these routes) is still the same 409. */
export async function takenAs409<T>(unique: Pick<UniqueValue, 'field' | 'message'>, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(unique);
    throw error;
  }
}
