/**
 * The files of a partner or an agent (table `recordFiles`, one owner each): storing an upload as a
 * row, answering rows in snake_case, and removing a row with its stored bytes.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { recordFiles } from '../db/schema';
import { DOCUMENT_KINDS, removeStored, saveUpload } from '../records/files';

export type FileOwner = { partnerId: number } | { agentId: number };
type FileRow = typeof recordFiles.$inferSelect;

export const fileSchema = {
  type: 'object',
  required: ['id', 'original_name', 'mime_type', 'size_bytes', 'description', 'created_at'],
  properties: {
    id: { type: 'integer' },
    original_name: { type: 'string' },
    mime_type: { type: 'string' },
    size_bytes: { type: 'integer' },
    description: { type: 'string' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

export interface FileAnswer {
  id: number;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  description: string;
  created_at: string;
}

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
  return 'partnerId' in owner ? eq(recordFiles.partnerId, owner.partnerId) : eq(recordFiles.agentId, owner.agentId);
}

export async function filesOf(db: Pick<Db, 'select'>, owner: FileOwner): Promise<FileAnswer[]> {
  const rows = await db.select().from(recordFiles).where(ownerCondition(owner)).orderBy(desc(recordFiles.createdAt), desc(recordFiles.id));
  return rows.map(toFileAnswer);
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

/** Deletes the row, then its bytes. */
export async function removeFile(request: FastifyRequest, row: FileRow): Promise<void> {
  await request.server.db.delete(recordFiles).where(eq(recordFiles.id, row.id));
  await removeStored(request.server, row.storedName);
}
