/**
 * The project record's queries as a Fastify plugin (`app.projects`), in the style of fastify/demo's
 * repositories (decorated by ./repositories.ts): ./routes/ say who may ask what (scope, side, chart), this says how a project, its
 * add-ons, counts, activities, addenda and error reports are read and stored. Writes take the
 * route's transaction (`tx`), so a change stays one transaction with its activity and notification.
 */
import { and, asc, count, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  customers,
  projectActivities,
  projectAddedServices,
  projectAddenda,
  projectErrorRequests,
  projectFiles,
  projectMessages,
  projectRfis,
  projects,
  users,
} from '../../db/schema';
import type { Tx } from '../../realtime/notify';
import type { RecordScope } from '../../../src/domain/scope';
import { inProjectScope, type ProjectRecord } from './access';

/** Columns a write sets: values, or SQL such as the revision's increment. */
type ProjectColumns = PgUpdateSetSource<typeof projects>;
type AddendumRow = typeof projectAddenda.$inferSelect;
type FileRow = typeof projectFiles.$inferSelect;

const countOf = async (query: Promise<{ n: number }[]>) => Number((await query)[0]?.n ?? 0);

/** Activities with their actor's name; the page and the document's batches add order and window. */
function selectActivities(db: Db) {
  return db
    .select({ id: projectActivities.id, action: projectActivities.action, changes: projectActivities.changes, actorId: users.id, actorName: users.name, createdAt: projectActivities.createdAt })
    .from(projectActivities)
    .leftJoin(users, eq(users.id, projectActivities.actorId));
}

export type ProjectsRepository = ReturnType<typeof projectsRepository>;

export function projectsRepository(db: Db) {
  const repository = {
    /** Stores a new project (its id reserved by the caller) with its add-ons. */
    async insert(tx: Tx, values: typeof projects.$inferInsert, addonIds: readonly number[]): Promise<ProjectRecord> {
      const [project] = await tx.insert(projects).values(values).returning();
      if (!project) throw new Error('project insert returned nothing');
      if (addonIds.length > 0) await tx.insert(projectAddedServices).values(addonIds.map((addedServiceId) => ({ projectId: project.id, addedServiceId })));
      return project;
    },
    /** The project's add-on ids, ascending. */
    async addonIds(q: Pick<Tx, 'select'>, projectId: number): Promise<number[]> {
      const rows = await q
        .select({ id: projectAddedServices.addedServiceId })
        .from(projectAddedServices)
        .where(eq(projectAddedServices.projectId, projectId))
        .orderBy(asc(projectAddedServices.addedServiceId));
      return rows.map((row) => row.id);
    },
    /** Writes columns of the project; with `addonIds`, its add-ons become exactly those. */
    async update(tx: Tx, id: number, columns: ProjectColumns, addonIds?: readonly number[]): Promise<ProjectRecord | undefined> {
      const [updated] = await tx.update(projects).set(columns).where(eq(projects.id, id)).returning();
      if (addonIds) {
        await tx.delete(projectAddedServices).where(eq(projectAddedServices.projectId, id));
        if (addonIds.length > 0) await tx.insert(projectAddedServices).values(addonIds.map((addedServiceId) => ({ projectId: id, addedServiceId })));
      }
      return updated;
    },
    /** Deletes the project (its rows go with it) and answers its files' stored names, for the bytes. */
    async remove(tx: Tx, id: number): Promise<string[]> {
      const files = await tx.select({ storedName: projectFiles.storedName }).from(projectFiles).where(eq(projectFiles.projectId, id));
      await tx.delete(projects).where(eq(projects.id, id));
      return files.map((file) => file.storedName);
    },
    /** The counts the project view's tabs show. */
    async counts(id: number) {
      const [messages, files, addenda, rfisOpen, activities] = await Promise.all([
        countOf(db.select({ n: count() }).from(projectMessages).where(and(eq(projectMessages.projectId, id), isNull(projectMessages.deletedAt)))),
        // The Attachments tab's count: the project's own files; an addendum's files count with the addendum.
        countOf(db.select({ n: count() }).from(projectFiles).where(and(eq(projectFiles.projectId, id), isNull(projectFiles.addendumId)))),
        countOf(db.select({ n: count() }).from(projectAddenda).where(eq(projectAddenda.projectId, id))),
        countOf(db.select({ n: count() }).from(projectRfis).where(and(eq(projectRfis.projectId, id), eq(projectRfis.isOpen, true)))),
        countOf(db.select({ n: count() }).from(projectActivities).where(eq(projectActivities.projectId, id))),
      ]);
      return { messages, files, addenda, rfis_open: rfisOpen, activities };
    },
    /** `limit` projects matching `where` from `offset`, newest first (the header search). */
    async search(where: SQL | undefined, limit: number, offset: number) {
      return db
        .select({ id: projects.id, name: projects.name, code: projects.code, status: projects.status, clientProjectNumber: projects.clientProjectNumber, customer: customers.name })
        .from(projects)
        .innerJoin(customers, eq(customers.id, projects.customerId))
        .where(where)
        .orderBy(desc(projects.createdAt), desc(projects.id))
        .limit(limit)
        .offset(offset);
    },
    /** A page of the project's activities, newest first, and how many it has. */
    async activities(id: number, pageNumber: number, pageSize: number) {
      const where = eq(projectActivities.projectId, id);
      const total = await countOf(db.select({ n: count() }).from(projectActivities).where(where));
      const rows = await selectActivities(db)
        .where(where)
        .orderBy(desc(projectActivities.id))
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize);
      return { rows, total };
    },
    /** The project's activities after `afterId`, oldest first, `limit` of them (the project document streams them). */
    async activitiesAfter(id: number, afterId: number, limit: number) {
      return selectActivities(db)
        .where(and(eq(projectActivities.projectId, id), gt(projectActivities.id, afterId)))
        .orderBy(asc(projectActivities.id))
        .limit(limit);
    },
    /** The user `id` if `condition` holds for them (an assignee check). */
    async userWhere(tx: Tx, id: number, condition: SQL | undefined): Promise<{ id: number; name: string } | undefined> {
      const [row] = await tx
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(and(eq(users.id, id), condition));
      return row;
    },
    async userName(tx: Tx, id: number): Promise<string | undefined> {
      const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, id));
      return row?.name;
    },
    async insertErrorRequest(tx: Tx, projectId: number, description: string, reportedBy: number): Promise<void> {
      await tx.insert(projectErrorRequests).values({ projectId, description, reportedBy });
    },
    /** The project's addenda (oldest first) and every file of the project (oldest first). */
    async addenda(projectId: number): Promise<{ rows: AddendumRow[]; files: FileRow[] }> {
      const rows = await db.select().from(projectAddenda).where(eq(projectAddenda.projectId, projectId)).orderBy(asc(projectAddenda.id));
      const files = await db.select().from(projectFiles).where(eq(projectFiles.projectId, projectId)).orderBy(asc(projectFiles.id));
      return { rows, files };
    },
    /** Stores an addendum; answers its id and its number among the project's addenda. */
    async insertAddendum(tx: Tx, projectId: number, description: string, createdBy: number): Promise<{ id: number; number: number }> {
      const [row] = await tx.insert(projectAddenda).values({ projectId, description, createdBy }).returning({ id: projectAddenda.id });
      if (!row) throw new Error('addendum insert returned nothing');
      const number = await countOf(tx.select({ n: count() }).from(projectAddenda).where(eq(projectAddenda.projectId, projectId)));
      return { id: row.id, number };
    },
    /** The file `id` when its project is inside the scope; none outside it. */
    async fileInScope(id: number, scope: RecordScope): Promise<FileRow | undefined> {
      const query = db.select({ file: projectFiles }).from(projectFiles).$dynamic();
      const [found] = await inProjectScope(query, projectFiles.projectId, eq(projectFiles.id, id), scope);
      return found?.file;
    },
    async insertFile(tx: Tx, values: typeof projectFiles.$inferInsert): Promise<FileRow | undefined> {
      const [row] = await tx.insert(projectFiles).values(values).returning();
      return row;
    },
    /** Deletes the project's file; none when someone else deleted it first. */
    async removeFile(tx: Tx, id: number, projectId: number): Promise<FileRow | undefined> {
      const [gone] = await tx.delete(projectFiles).where(and(eq(projectFiles.id, id), eq(projectFiles.projectId, projectId))).returning();
      return gone;
    },
    /** Every file of the project for its zip: attachments first, then each addendum's, oldest first. */
    async zipFiles(projectId: number): Promise<FileRow[]> {
      return db
        .select()
        .from(projectFiles)
        .where(eq(projectFiles.projectId, projectId))
        .orderBy(sql`${projectFiles.addendumId} asc nulls first`, asc(projectFiles.id));
    },
  };
  return repository;
}

/** Bumps the revision as a change by `userId` (the assignee change claims none). */
export const revisedBy = (userId: number) => ({ revision: sql`${projects.revision} + 1`, updatedBy: userId, updatedAt: new Date() });
