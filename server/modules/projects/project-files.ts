/**
 * The files of a project and of its addenda as the API answers them, and the addenda's numbers
 * ("Addendum 2" is the project's second), which files, notifications and the zip's folders share.
 */
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { projectAddenda, projectFiles } from '../../db/schema';
import { userCan } from '../../auth/permissions';
import { requireUser } from '../../plugins/auth';
import type { Tx } from '../../realtime/notify';
import { projectSideOf } from './access';
import { peopleOf, personSchema, type People } from './collab';
import { objectSchema, type FromSchema } from '../../http/schemas';

/** Project attachments are plan sets and specifications: larger than a record's 20 MB files. */
export const PROJECT_UPLOAD_BYTES = 50 * 1024 * 1024;

export type ProjectFileRow = typeof projectFiles.$inferSelect;

export const projectFileSchema = objectSchema({
  id: { type: 'integer' },
  project_id: { type: 'integer' },
  addendum_id: { type: ['integer', 'null'], description: 'The addendum the file belongs to; null for a project attachment' },
  original_name: { type: 'string' },
  mime_type: { type: 'string' },
  size_bytes: { type: 'integer' },
  uploaded_by: personSchema,
  created_at: { type: 'string', format: 'date-time' },
  can_delete: { type: 'boolean', description: 'Whether the caller may delete it: its uploader, or the provider side' },
});

export type ProjectFileAnswer = FromSchema<typeof projectFileSchema>;

/** Its uploader may delete a file, and so may the provider side; agents change nothing. */
export function mayDeleteFile(request: FastifyRequest, file: Pick<ProjectFileRow, 'uploadedBy'>): boolean {
  if (!userCan(request, 'Enq', 'update')) return false;
  const side = projectSideOf(request);
  if (side === 'agent') return false;
  return side === 'provider' || file.uploadedBy === requireUser(request).session.id;
}

export function toProjectFiles(request: FastifyRequest, rows: readonly ProjectFileRow[], person: People): ProjectFileAnswer[] {
  return rows.map((row) => ({
    id: row.id,
    project_id: row.projectId,
    addendum_id: row.addendumId,
    original_name: row.originalName,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    uploaded_by: person(row.uploadedBy),
    created_at: row.createdAt.toISOString(),
    can_delete: mayDeleteFile(request, row),
  }));
}

/** Every file of the project, attachments and addenda's alike, newest first. */
export async function projectFilesOf(db: Tx, request: FastifyRequest, projectId: number): Promise<ProjectFileAnswer[]> {
  const rows = await db.select().from(projectFiles).where(eq(projectFiles.projectId, projectId)).orderBy(desc(projectFiles.createdAt), desc(projectFiles.id));
  return toProjectFiles(request, rows, await peopleOf(db, rows.map((row) => row.uploadedBy)));
}

/** Addendum id → its number within the project (1 for the first one added). */
export async function addendumNumbers(db: Tx, projectId: number): Promise<Map<number, number>> {
  const rows = await db.select({ id: projectAddenda.id }).from(projectAddenda).where(eq(projectAddenda.projectId, projectId)).orderBy(asc(projectAddenda.id));
  return new Map(rows.map((row, index) => [row.id, index + 1]));
}
