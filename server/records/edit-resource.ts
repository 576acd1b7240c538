/**
 * The record kernel's form routes (issue 13 §1, §3): a record resource declares what differs — its
 * bodies (from the record's contract), guard keys, messages, the columns a body writes, the checks
 * a write makes — and gets, in one way for every resource:
 *
 * - `POST /<path>/create`: the checks, the unique value refused with 409 at its field, the insert (and
 *   what goes with the row, e.g. its price lines) in one transaction, answering the fresh record;
 * - `POST /<path>/details/:id` (or the resource's own URL and methods): the record, 404 outside scope;
 * - `POST /<path>/update/:id` `{ ...fields, revision }`: the same checks, the revision claimed in scope
 *   (409 for a stale one, naming who changed it, server/records/revision.ts), the update, the answer.
 *
 * Both writes publish `record:changed` to the record's audience after commit (`changes`).
 */
import { eq, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { RecordType } from '../../src/domain/record-events';
import { requireUser } from '../plugins/auth';
import type { Tx } from '../realtime/notify';
import { defineRoute, type Access } from '../http/define-route';
import { refuseTaken, takenAs409, type UniqueValue } from './resource';
import { claimRevision, type RevisedTable } from './revision';

type Method = 'GET' | 'POST';

/** What the hooks of one write know: the caller's request and id, and what `prepare` found. */
export interface WriteContext<Prep> {
  request: FastifyRequest;
  userId: number;
  prep: Prep;
}

export interface EditableResource<T extends RevisedTable, Create extends z.ZodType, Update extends z.ZodType<{ revision: number }>, Prep = undefined> {
  /** The path segment: `/api/<path>/create`, `/api/<path>/details/:id`, `/api/<path>/update/:id`. */
  path: string;
  type: RecordType;
  /** The record in the stale-edit message: "This <thing> was changed by …". */
  thing: string;
  table: T;
  tags: string[];
  access: { create: Access; view: Access; update: Access };
  messages: { created: string; details: string; updated: string; notFound: string };
  summaries: { create: string; details: string; update: string };
  /** The contract's bodies: the update's carries `revision`. */
  bodies: { create: Create; update: Update };
  /** The rows the caller may edit (the revision is claimed inside it); undefined for every row. */
  scope?(request: FastifyRequest): SQL | undefined;
  /** JSON Schema of the record a create or update answers. */
  schema: object;
  /** The record a write answers (read after the commit); throws 404 when the caller cannot see it. */
  answer(request: FastifyRequest, id: number): Promise<unknown>;
  /** The details route when it answers more than a write does, at another URL or to GET as well. */
  details?: { url?: `${string}/:id`; method?: Method | readonly Method[]; schema?: object; read?(request: FastifyRequest, id: number): Promise<unknown> };
  /** A value one record may hold (a name, an email): refused with 409 at its field, `among` some rows only. */
  unique?: { rule: UniqueValue; among?(body: z.output<Create> | z.output<Update>): SQL | undefined };
  /** Before the transaction (id undefined for a create): 403s, 404s, lookups; what it answers reaches the writes. */
  prepare?(request: FastifyRequest, body: z.output<Create> | z.output<Update>, id?: number): Promise<Prep>;
  /** Inside the transaction, before the unique check (id undefined for a create). */
  check?(tx: Tx, context: WriteContext<Prep>, body: z.output<Create> | z.output<Update>, id?: number): Promise<void>;
  /** Inside the transaction, after the unique check, right before the write. */
  checkLast?(tx: Tx, context: WriteContext<Prep>, body: z.output<Create> | z.output<Update>, id?: number): Promise<void>;
  /** The update claims the revision before the checks (the row locked in scope first). */
  claimFirst?: boolean;
  /** The stored columns a body writes (`updatedBy` and the revision columns are the kernel's). */
  columns(body: z.output<Create> | z.output<Update>, context: WriteContext<Prep>, id?: number): PgUpdateSetSource<T>;
  /** Inside the transaction, after the row is written: what goes with it (lines, links). */
  written?(tx: Tx, id: number, body: z.output<Create> | z.output<Update>, context: WriteContext<Prep>): Promise<void>;
  /** After an update committed, before the answer (e.g. the holders' sessions are told). */
  afterUpdate?(request: FastifyRequest, id: number, body: z.output<Update>): void | Promise<void>;
}

/** `create`, `details/:id` and `update/:id` of one record resource. */
export function recordEditRoutes<T extends RevisedTable, Create extends z.ZodType, Update extends z.ZodType<{ revision: number }>, Prep = undefined>(
  app: FastifyInstance,
  resource: EditableResource<T, Create, Update, Prep>,
): void {
  const { db } = app;
  const { table, messages, unique } = resource;
  type Body = z.output<Create> | z.output<Update>;

  const contextOf = async (request: FastifyRequest, body: Body, id?: number): Promise<WriteContext<Prep>> => ({
    request,
    userId: requireUser(request).session.id,
    prep: (await resource.prepare?.(request, body, id)) as Prep,
  });
  const refuse = async (tx: Tx, body: Body, id?: number) => {
    if (unique) await refuseTaken(tx, unique.rule, (body as Record<string, string>)[unique.rule.field] ?? '', id, unique.among?.(body));
  };
  const guarded = <R>(write: () => Promise<R>): Promise<R> => (unique ? takenAs409(unique.rule, write) : write());

  defineRoute(app, {
    method: 'POST',
    url: `/${resource.path}/create`,
    changes: { type: resource.type },
    access: resource.access.create,
    tags: resource.tags,
    summary: resource.summaries.create,
    body: resource.bodies.create,
    data: resource.schema,
    ...(unique ? { errors: [409] } : {}),
    handler: async (request) => {
      const body = request.body as Body;
      const context = await contextOf(request, body);
      const id = await guarded(() =>
        db.transaction(async (tx) => {
          await resource.check?.(tx, context, body);
          await refuse(tx, body);
          await resource.checkLast?.(tx, context, body);
          const [row] = await tx
            .insert(table)
            .values({ ...resource.columns(body, context), updatedBy: context.userId } as never)
            .returning({ id: table.id });
          const id = (row as { id: number } | undefined)?.id;
          if (id === undefined) throw new Error(`${resource.thing} insert returned nothing`);
          await resource.written?.(tx, id, body, context);
          return id;
        }),
      );
      return { status: 200, messages: messages.created, data: await resource.answer(request, id) };
    },
  });

  const details = resource.details;
  defineRoute(app, {
    method: details?.method ?? 'POST',
    url: `/${resource.path}/${details?.url ?? 'details/:id'}`,
    access: resource.access.view,
    tags: resource.tags,
    summary: resource.summaries.details,
    data: details?.schema ?? resource.schema,
    errors: [404],
    handler: async (request) => ({ status: 200, messages: messages.details, data: await (details?.read ?? resource.answer)(request, request.params.id) }),
  });

  defineRoute(app, {
    method: 'POST',
    url: `/${resource.path}/update/:id`,
    changes: { type: resource.type },
    access: resource.access.update,
    tags: resource.tags,
    summary: resource.summaries.update,
    body: resource.bodies.update,
    data: resource.schema,
    errors: [404, 409],
    handler: async (request) => {
      const { id } = request.params;
      const body = request.body as z.output<Update>;
      const context = await contextOf(request, body, id);
      await guarded(() =>
        db.transaction(async (tx) => {
          const claim = () => claimRevision(tx, table, id, body.revision, context.userId, resource.thing, messages.notFound, resource.scope?.(request));
          const claimed = resource.claimFirst ? await claim() : undefined;
          await resource.check?.(tx, context, body, id);
          await refuse(tx, body, id);
          await resource.checkLast?.(tx, context, body, id);
          const revised = claimed ?? (await claim());
          await tx
            .update(table)
            .set({ ...resource.columns(body, context, id), ...revised } as never)
            .where(eq(table.id, id));
          await resource.written?.(tx, id, body, context);
        }),
      );
      await resource.afterUpdate?.(request, id, body);
      return { status: 200, messages: messages.updated, data: await resource.answer(request, id) };
    },
  });
}
