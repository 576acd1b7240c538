/**
 * A customer's stored files as the storage screens see them: its projects' files (attachments and
 * addenda's files, `project_files`) and the files on its customer record (`record_files`), in one
 * list. The two tables number their rows independently, so a storage file id names its table:
 * `project-12` or `customer-7` (src/domain/contracts/storage.ts reads and writes it).
 */
import { and, count, eq, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { RecordScope } from '../../../src/domain/scope';
import { fileIdOf, type StorageFileAnswer, type StorageFileId, type StorageFileKind } from '../../../src/domain/contracts/storage';
import { projectFiles, projects, recordFiles, users } from '../../db/schema';
import type { Tx } from '../../realtime/notify';
import { branchIdCondition, customerIdCondition } from '../../records/scope';
import { likePattern } from '../../http/lists';
import { objectSchema } from '../../http/schemas';
import { linkSchema, pick } from '../../records/fields';

export interface StorageFileRow {
  kind: StorageFileKind;
  id: number;
  originalName: string;
  mimeType: string;
  sizeBytes: number;
  storedName: string;
  createdAt: Date;
  projectId: number | null;
  projectCode: string | null;
  projectName: string | null;
  addendumId: number | null;
  uploadedBy: number | null;
  uploaderName: string | null;
}

export const storageFileSchema = objectSchema({
  id: { type: 'string', description: 'project-<id> or customer-<id>' },
  kind: { type: 'string', enum: ['project', 'customer'], description: 'A project’s file, or a file on the customer record' },
  original_name: { type: 'string' },
  mime_type: { type: 'string' },
  size_bytes: { type: 'integer' },
  created_at: { type: 'string', format: 'date-time' },
  project: {
    type: ['object', 'null'],
    required: ['id', 'code', 'name'],
    properties: { id: { type: 'integer' }, code: { type: 'string' }, name: { type: 'string' } },
  },
  addendum: { type: 'boolean', description: 'The file belongs to one of the project’s addenda' },
  uploaded_by: linkSchema,
});

export function toStorageFile(row: StorageFileRow): StorageFileAnswer {
  return {
    id: fileIdOf(row),
    kind: row.kind,
    original_name: row.originalName,
    mime_type: row.mimeType,
    size_bytes: row.sizeBytes,
    created_at: row.createdAt.toISOString(),
    project: row.projectId !== null && row.projectCode !== null ? { id: row.projectId, code: row.projectCode, name: row.projectName ?? '' } : null,
    addendum: row.addendumId !== null,
    uploaded_by: row.uploadedBy !== null && row.uploaderName !== null ? { id: row.uploadedBy, name: row.uploaderName } : null,
  };
}

export type StorageFileSort = 'created' | 'name' | 'size';

export interface FileQuery {
  customerId: number;
  /** The storage scope: a branch user sees only their branch's project files (and not the record's). */
  scope: RecordScope;
  search?: string | undefined;
  sort?: { by: StorageFileSort; descending: boolean } | undefined;
  limit: number;
  offset: number;
}

/** A stored file's own columns, alike in both tables (and in this order in both halves of the union). */
function storedColumns<T extends typeof projectFiles | typeof recordFiles>(file: T) {
  return { id: file.id, originalName: file.originalName, mimeType: file.mimeType, sizeBytes: file.sizeBytes, storedName: file.storedName, createdAt: file.createdAt };
}

/** Project files of the customer within the scope, as union-ready rows. */
function projectSelect(db: Pick<Tx, 'select'>, customerId: number, scope: RecordScope, extra?: SQL) {
  return db
    .select({
      kind: sql<StorageFileKind>`'project'`.as('kind'),
      ...storedColumns(projectFiles),
      projectId: sql<number | null>`${projects.id}`.as('project_id'),
      projectCode: sql<string | null>`${projects.code}`.as('project_code'),
      projectName: sql<string | null>`${projects.name}`.as('project_name'),
      addendumId: projectFiles.addendumId,
      uploadedBy: projectFiles.uploadedBy,
      uploaderName: sql<string | null>`${users.name}`.as('uploader_name'),
    })
    .from(projectFiles)
    .innerJoin(projects, eq(projects.id, projectFiles.projectId))
    .leftJoin(users, eq(users.id, projectFiles.uploadedBy))
    .where(and(eq(projects.customerId, customerId), branchIdCondition(projects.branchId, projects.customerId, scope), extra));
}

/** Files on the customer record; a branch-scoped user sees none of them (they are the customer's). */
function recordSelect(db: Pick<Tx, 'select'>, customerId: number, scope: RecordScope, extra?: SQL) {
  return db
    .select({
      kind: sql<StorageFileKind>`'customer'`.as('kind'),
      ...storedColumns(recordFiles),
      projectId: sql<number | null>`null::integer`.as('project_id'),
      projectCode: sql<string | null>`null::text`.as('project_code'),
      projectName: sql<string | null>`null::text`.as('project_name'),
      addendumId: sql<number | null>`null::integer`.as('addendum_id'),
      uploadedBy: recordFiles.uploadedBy,
      uploaderName: sql<string | null>`${users.name}`.as('uploader_name'),
    })
    .from(recordFiles)
    .leftJoin(users, eq(users.id, recordFiles.uploadedBy))
    .where(and(eq(recordFiles.customerId, customerId), scope.kind === 'branch' ? sql`false` : undefined, extra));
}

function normalise(row: StorageFileRow): StorageFileRow {
  // Aggregated through a union, numbers may come back as strings from either driver.
  return {
    ...row,
    id: Number(row.id),
    sizeBytes: Number(row.sizeBytes),
    projectId: row.projectId === null ? null : Number(row.projectId),
    addendumId: row.addendumId === null ? null : Number(row.addendumId),
    uploadedBy: row.uploadedBy === null ? null : Number(row.uploadedBy),
    createdAt: row.createdAt instanceof Date ? row.createdAt : new Date(row.createdAt),
  };
}

/** What a search matches in each half: file, project name or code; a record file by its name. */
function matchers(search: string | undefined) {
  const pattern = search ? likePattern(search) : undefined;
  return {
    projectMatch: pattern ? or(ilike(projectFiles.originalName, pattern), ilike(projects.name, pattern), ilike(projects.code, pattern)) : undefined,
    recordMatch: pattern ? ilike(recordFiles.originalName, pattern) : undefined,
  };
}

/** The customer's files the query matches, both tables in one union (for a page, or a count). */
function matchingFiles(db: Pick<Tx, 'select'>, query: Pick<FileQuery, 'customerId' | 'scope' | 'search'>) {
  const { projectMatch, recordMatch } = matchers(query.search);
  return unionAll(projectSelect(db, query.customerId, query.scope, projectMatch), recordSelect(db, query.customerId, query.scope, recordMatch));
}

/** One page of a customer's files, newest first unless sorted. */
export async function customerFiles(db: Pick<Tx, 'select'>, query: FileQuery): Promise<StorageFileRow[]> {
  const direction = query.sort?.descending === false ? sql`asc` : sql`desc`;
  const sortBy = query.sort?.by ?? 'created';
  const order =
    sortBy === 'name'
      ? sql`lower("original_name") ${query.sort?.descending ? sql`desc` : sql`asc`}, "kind", "id"`
      : sortBy === 'size'
        ? sql`"size_bytes" ${direction}, "kind", "id"`
        : sql`"created_at" ${direction}, "kind", "id" ${direction}`;
  const rows = await matchingFiles(db, query).orderBy(order).limit(query.limit).offset(query.offset);
  return rows.map(normalise);
}

/** How many of a customer's files the query matches (read once per list page or export, not per batch). */
export async function customerFileCount(db: Pick<Tx, 'select'>, query: Pick<FileQuery, 'customerId' | 'scope' | 'search'>): Promise<number> {
  const [row] = await db.select({ n: count() }).from(matchingFiles(db, query).as('matching'));
  return Number(row?.n ?? 0);
}

/** A stored file's own fields, alike in both tables. */
const storedFields = (file: typeof projectFiles.$inferSelect | typeof recordFiles.$inferSelect) =>
  pick(file, 'id', 'originalName', 'mimeType', 'sizeBytes', 'storedName', 'createdAt');

/** The files named by `ids` that the scope reaches (any customer of it), locked for deletion. */
export async function filesInScope(tx: Pick<Tx, 'select'>, ids: readonly StorageFileId[], scope: RecordScope): Promise<(StorageFileRow & { customerId: number })[]> {
  const projectIds = ids.filter((file) => file.kind === 'project').map((file) => file.id);
  const recordIds = ids.filter((file) => file.kind === 'customer').map((file) => file.id);
  const projectRows =
    projectIds.length === 0
      ? []
      : await tx
          .select({ file: projectFiles, owner: { projectId: projects.id, projectCode: projects.code, projectName: projects.name, customerId: projects.customerId } })
          .from(projectFiles)
          .innerJoin(projects, eq(projects.id, projectFiles.projectId))
          .where(and(inArray(projectFiles.id, projectIds), branchIdCondition(projects.branchId, projects.customerId, scope)))
          .for('update', { of: projectFiles });
  const recordRows =
    recordIds.length === 0 || scope.kind === 'branch'
      ? []
      : await tx
          .select()
          .from(recordFiles)
          .where(and(inArray(recordFiles.id, recordIds), isNotNull(recordFiles.customerId), customerIdCondition(recordFiles.customerId, scope)))
          .for('update');
  const project = { kind: 'project', uploaderName: null } as const;
  const record = { kind: 'customer', uploaderName: null, projectId: null, projectCode: null, projectName: null, addendumId: null } as const;
  return [
    ...projectRows.map(({ file, owner }) => ({ ...project, ...storedFields(file), ...owner, addendumId: file.addendumId, uploadedBy: file.uploadedBy })),
    ...recordRows.flatMap((file) => (file.customerId === null ? [] : [{ ...record, ...storedFields(file), uploadedBy: file.uploadedBy, customerId: file.customerId }])),
  ];
}
