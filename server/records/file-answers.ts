/**
 * The files of a partner, an agent or a customer (table `recordFiles`, one owner each): storing an
 * upload as a row, answering rows in snake_case, finding a file whose owner is in the caller's scope,
 * and the download, removal and description routes every owner kind has.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { chosenId } from '../../src/domain/contracts/customer';
import type { RecordType } from '../../src/domain/record-events';
import type { Db } from '../db/client';
import { recordFiles } from '../db/schema';
import { HttpError } from '../errors';
import { defineRoute, type Access, type RouteAnswer } from '../http/define-route';
import { DOCUMENT_KINDS, removeStored, saveUpload, sendStored } from './files';
import { objectSchema, type FromSchema } from '../http/schemas';
import { objectBody } from '../validation';

export type FileOwner = { partnerId: number } | { agentId: number } | { customerId: number };
export type FileRow = typeof recordFiles.$inferSelect;

/** A file's answer with its name under `nameKey`: `original_name`, or `name` as a customer's files say it. */
export function fileSchemaNaming<const K extends string>(nameKey: K) {
  const name = { [nameKey]: { type: 'string' } } as Record<K, { type: 'string' }>;
  return objectSchema({ id: { type: 'integer' }, ...name, mime_type: { type: 'string' }, size_bytes: { type: 'integer' }, description: { type: 'string' }, created_at: { type: 'string', format: 'date-time' } } as const);
}

export const fileSchema = fileSchemaNaming('original_name');

export type FileAnswer = FromSchema<typeof fileSchema>;

export function toFileAnswer(row: FileRow): FileAnswer {
  return {
    id: row.id,
    original_name: row.originalName,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    description: row.description,
    created_at: row.createdAt.toISOString(),
  };
}

function ownerCondition(owner: FileOwner) {
  if ('partnerId' in owner) return eq(recordFiles.partnerId, owner.partnerId);
  return 'agentId' in owner ? eq(recordFiles.agentId, owner.agentId) : eq(recordFiles.customerId, owner.customerId);
}

export async function filesOf(db: Pick<Db, 'select'>, owner: FileOwner): Promise<FileAnswer[]> {
  const rows = await db.select().from(recordFiles).where(ownerCondition(owner)).orderBy(desc(recordFiles.createdAt), desc(recordFiles.id));
  return rows.map(toFileAnswer);
}

/** Sets the description of the owner's file `fileId`; undefined when the owner has no such file. */
export async function describeFile(db: Pick<Db, 'update'>, owner: FileOwner, fileId: number, description: string): Promise<FileRow | undefined> {
  const [row] = await db.update(recordFiles).set({ description }).where(and(eq(recordFiles.id, fileId), ownerCondition(owner))).returning();
  return row;
}

/**
 * Stores the request's one file (checked by content) for the owner; `ownerOf` reads the owner from the
 * form fields sent before the file when the path does not name it, and may throw (404, 400).
 */
export async function storeUpload(
  request: FastifyRequest,
  userId: number,
  ownerOf: (fields: Record<string, string>) => Promise<FileOwner>,
): Promise<FileAnswer> {
  const stored = await saveUpload(request, DOCUMENT_KINDS);
  try {
    const owner = await ownerOf(stored.fields);
    const [row] = await request.server.db
      .insert(recordFiles)
      .values({ ...owner, originalName: stored.originalName, storedName: stored.storedName, mimeType: stored.mimeType, sizeBytes: stored.sizeBytes, uploadedBy: userId })
      .returning();
    if (!row) throw new Error('record file insert returned nothing');
    return toFileAnswer(row);
  } catch (error) {
    await removeStored(request.server, stored.storedName);
    throw error;
  }
}

/** A file row of the owner kind, for a download or removal; undefined when there is none. */
export async function findOwnedFile(db: Pick<Db, 'select'>, fileId: number): Promise<FileRow | undefined> {
  const [row] = await db.select().from(recordFiles).where(eq(recordFiles.id, fileId)).limit(1);
  return row;
}

/**
 * The file `fileId` of the owner kind (`owner`, its column) when `inScope` says the caller may see its
 * owner; a 404 with `notFound` otherwise, so a file out of scope reads as none.
 */
export async function scopedFile(
  db: Pick<Db, 'select'>,
  fileId: number,
  owner: 'partnerId' | 'agentId' | 'customerId',
  inScope: (ownerId: number) => Promise<boolean>,
  notFound: string,
): Promise<FileRow> {
  const row = await findOwnedFile(db, fileId);
  const ownerId = row?.[owner] ?? null;
  if (!row || ownerId === null || !(await inScope(ownerId))) throw new HttpError(404, notFound);
  return row;
}

/** Deletes the row, then its bytes; false when the row was already gone. */
export async function removeFile(request: FastifyRequest, row: FileRow): Promise<boolean> {
  const deleted = await request.server.db.delete(recordFiles).where(eq(recordFiles.id, row.id)).returning({ id: recordFiles.id });
  if (deleted.length === 0) return false;
  await removeStored(request.server, row.storedName);
  return true;
}

/** `createfiledata/:id`: the owner's file `file_id` and its new description, trimmed, at most 500 characters. */
export const FileDataBody = objectBody({
  file_id: chosenId('file'),
  description: z
    .string({ error: 'description must be text' })
    .transform((value) => value.trim())
    .pipe(z.string().max(500, 'Description must be at most 500 characters')),
});

/** The route that sets a file's description, where the owner kind has one (partners, customers). */
export interface FileDescriptionSpec {
  url: `${string}/:id`;
  summary: string;
  /** The record the description changes, for `record:changed`. */
  type: RecordType;
  /** Its answer's message. */
  saved: string;
  /** The owner named by the path's id, when in the caller's scope; throws 404 otherwise. */
  owner: (request: FastifyRequest, id: number) => Promise<FileOwner>;
  /** The answer's schema and shape where the owner kind names a file otherwise (a customer's `name`). */
  schema?: object;
  answer?: (file: FileAnswer) => unknown;
}

export interface FileRouteSpec {
  tags: string[];
  /** Downloading is viewing the owner; removing is changing it. */
  access: { view: Access; update: Access };
  downloadUrl: `${string}/:id`;
  removeUrl: `${string}/:id`;
  summaries: { download: string; remove: string };
  messages: { fileRemoved: string; fileNotFound: string };
  /** The file by its id, when the caller may see its owner (`scopedFile`); throws 404 otherwise. */
  file: (request: FastifyRequest, fileId: number) => Promise<FileRow>;
  describe?: FileDescriptionSpec;
}

/** The GET download (the bytes as an attachment) and the removal of one file, by file id; the description route when `describe` names it. */
export function fileRoutes(app: FastifyInstance, spec: FileRouteSpec): void {
  defineRoute(app, {
    method: 'GET',
    url: spec.downloadUrl,
    access: spec.access.view,
    tags: spec.tags,
    summary: spec.summaries.download,
    errors: [404],
    handler: async (request, reply) => {
      const file = await spec.file(request, request.params.id);
      // The answer is the file itself, not an envelope: Fastify sends what the reply already holds.
      return sendStored(reply, file) as unknown as RouteAnswer;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: spec.removeUrl,
    access: spec.access.update,
    tags: spec.tags,
    summary: spec.summaries.remove,
    errors: [404],
    handler: async (request) => {
      if (!(await removeFile(request, await spec.file(request, request.params.id)))) throw new HttpError(404, spec.messages.fileNotFound);
      return { status: 200, messages: spec.messages.fileRemoved };
    },
  });
  if (spec.describe) describeRoute(app, spec, spec.describe);
}

function describeRoute(app: FastifyInstance, spec: FileRouteSpec, describe: FileDescriptionSpec): void {
  defineRoute(app, {
    method: 'POST',
    url: describe.url,
    access: spec.access.update,
    tags: spec.tags,
    summary: describe.summary,
    changes: { type: describe.type },
    body: FileDataBody,
    data: describe.schema ?? fileSchema,
    errors: [404],
    handler: async (request) => {
      const owner = await describe.owner(request, request.params.id);
      const row = await describeFile(request.server.db, owner, request.body.file_id, request.body.description);
      if (!row) throw new HttpError(404, spec.messages.fileNotFound, { file_id: spec.messages.fileNotFound });
      const file = toFileAnswer(row);
      return { status: 200, messages: describe.saved, data: describe.answer ? describe.answer(file) : file };
    },
  });
}
