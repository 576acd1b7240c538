/**
 * The record kernel's write routes (issue 13 §3): a record resource declares what differs — its
 * table, guard keys, scope, dependents, messages — and gets, in one way for every resource:
 *
 * - `POST /<path>/status/:id` `{ status }`: sets the status (revision + 1, who and when), 404 outside
 *   the caller's scope, answers the fresh row;
 * - `POST /<path>/delete/:id`: the row locked in scope, its dependents counted and a 409 naming them,
 *   then the delete (and the stored files it owned, after commit);
 * - `POST /<path>/bulkstatus` `{ ids, status }` and `POST /<path>/bulkdelete` `{ ids }`: the same, one
 *   transaction per row, answering a result per row (`done`, or `refused` with the reason the single
 *   route would have given), so one refused row never undoes the others.
 *
 * Every change publishes `record:changed` to the record's audience after its commit.
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { RecordType } from '../../src/domain/record-events';
import { requireUser } from '../plugins/auth';
import type { Tx } from '../realtime/notify';
import { defineRoute, type Access } from '../http/define-route';
import { IdParams } from '../http/lists';
import { HttpError } from '../errors';
import { objectBody } from '../validation';
import { refuseWhileUsed, type Dependent } from './dependents';
import { statusField } from '../../src/domain/contracts/fields';
import { isForeignKeyViolation } from './fields';
import { removeStored } from './files';
import type { RevisedTable } from './revision';

/** A table whose rows have a status besides the revision columns. */
export type StatusTable = RevisedTable & { status: PgColumn };

export const MAX_BULK_IDS = 100;

/** A resource whose rows are deleted one way: locked in scope, dependents refused, files removed after commit. */
export interface DeletableResource {
  /** The path segment: `/api/<path>/delete/:id`. */
  path: string;
  type: RecordType;
  /** The record in messages: "This <thing> still has 3 users." */
  thing: string;
  table: PgTable & { id: PgColumn };
  tags: string[];
  access: { delete: Access };
  messages: { notFound: string; deleted: string };
  summaries: { delete: string };
  /** The rows the caller may touch; undefined for every row. */
  scope?(request: FastifyRequest): SQL | undefined;
  /** Runs first in the delete transaction, before the row lock (the resource's advisory lock, say). */
  lockFirst?(tx: Tx): Promise<void>;
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
}

/** A resource with a status as well: `status/:id` and `bulkstatus` besides the deletes. */
export interface RecordResource extends DeletableResource {
  table: StatusTable;
  access: { update: Access; delete: Access };
  messages: { notFound: string; statusChanged: string; deleted: string };
  summaries: { status: string; delete: string };
  /** The status answer: the fresh row, in `rowSchema`. */
  rowSchema: object;
  row(request: FastifyRequest, id: number): Promise<unknown>;
}

export type RowResult = { id: number; result: 'done' } | { id: number; result: 'refused'; status: number; reason: string };

const idList = z
  .array(z.number({ error: 'ids must be record ids' }).int('ids must be record ids').min(1, 'ids must be record ids').max(2_147_483_647, 'ids must be record ids'), {
    error: 'ids must be a list of record ids',
  })
  .min(1, 'Select at least one record')
  .max(MAX_BULK_IDS, `Select at most ${MAX_BULK_IDS} records at once`)
  .transform((ids) => [...new Set(ids)]);

const StatusBody = objectBody({ status: statusField });
const BulkStatusBody = objectBody({ ids: idList, status: statusField });
const BulkDeleteBody = objectBody({ ids: idList });

const rowResultSchema = {
  type: 'object',
  required: ['id', 'result'],
  properties: {
    id: { type: 'integer' },
    result: { type: 'string', enum: ['done', 'refused'] },
    status: { type: 'integer', description: 'The status the single route would have answered' },
    reason: { type: 'string' },
  },
} as const;

/** Each id on its own: the outcome the single route would have had. */
async function eachRow(ids: readonly number[], work: (id: number) => Promise<void>): Promise<RowResult[]> {
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

function summaryOf(resource: DeletableResource, results: readonly RowResult[], verb: string): string {
  const done = results.filter((result) => result.result === 'done').length;
  return `${done} of ${results.length} ${results.length === 1 ? resource.thing : `${resource.thing} records`} ${verb}`;
}

const inScope = (resource: DeletableResource, request: FastifyRequest, id: number) => and(eq(resource.table.id, id), resource.scope?.(request));

/** The status, delete and bulk routes of one record resource. */
export function recordWriteRoutes(app: FastifyInstance, resource: RecordResource): void {
  recordStatusRoutes(app, resource);
  recordDeleteRoutes(app, resource);
}

/** `status/:id` and `bulkstatus`. */
export function recordStatusRoutes(app: FastifyInstance, resource: RecordResource): void {
  const { db } = app;
  const { table, messages } = resource;

  async function setStatus(request: FastifyRequest, id: number, status: string): Promise<void> {
    const changed = await db
      .update(table)
      .set({ status, revision: sql`${table.revision} + 1`, updatedBy: requireUser(request).session.id, updatedAt: new Date() } as never)
      .where(inScope(resource, request, id))
      .returning({ id: table.id });
    if (changed.length === 0) throw new HttpError(404, messages.notFound);
  }

  defineRoute(app, {
    method: 'POST',
    url: `/${resource.path}/status/:id`,
    changes: { type: resource.type },
    access: resource.access.update,
    tags: resource.tags,
    summary: resource.summaries.status,
    params: IdParams,
    body: StatusBody,
    data: resource.rowSchema,
    errors: [404],
    handler: async (request) => {
      await setStatus(request, request.params.id, request.body.status);
      return { status: 200, messages: messages.statusChanged, data: await resource.row(request, request.params.id) };
    },
  });

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
        await resource.lockFirst?.(tx);
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
  }

  defineRoute(app, {
    method: 'POST',
    url: `/${resource.path}/delete/:id`,
    changes: { type: resource.type, removes: true },
    access: resource.access.delete,
    tags: resource.tags,
    summary: resource.summaries.delete,
    params: IdParams,
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

