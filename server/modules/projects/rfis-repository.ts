/**
 * The queries of a project's RFIs and their comments as a Fastify plugin (`app.projectRfis`), in the
 * style of fastify/demo's repositories: ./routes/rfis.ts says who may raise, close and comment (the
 * chart decides), this says how RFIs are read and stored. An RFI read by id is held to the caller's
 * project scope (./access.ts), so one of a project outside it reads as none.
 */
import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RecordScope } from '../../../src/domain/scope';
import { alias } from 'drizzle-orm/pg-core';
import { projectRfiComments, projectRfis, users } from '../../db/schema';
import type { Tx } from '../../realtime/notify';
import { inProjectScope } from './access';

export type RfiRow = typeof projectRfis.$inferSelect;
export type RfiCommentRow = typeof projectRfiComments.$inferSelect;

/** The RFIs of a project as its document lists them: oldest first, who raised them, and their comments. */
export interface RfiTrail {
  rfis: { id: number; question: string; isOpen: boolean; createdAt: Date; closedAt: Date | null; by: string | null }[];
  /** The comments of those RFIs, oldest first, with their authors' names. */
  comments: { rfiId: number; comment: string; createdAt: Date; by: string | null }[];
}

const raisedBy = alias(users, 'raised_by');

export type ProjectRfisRepository = ReturnType<typeof projectRfisRepository>;

export function projectRfisRepository(db: Db) {
  const repository = {
    /** The project's RFIs, newest first. */
    async list(projectId: number): Promise<RfiRow[]> {
      return db.select().from(projectRfis).where(eq(projectRfis.projectId, projectId)).orderBy(desc(projectRfis.createdAt), desc(projectRfis.id));
    },
    /** The RFI `id` when its project is inside the scope; none outside it. */
    async findInScope(id: number, scope: RecordScope): Promise<RfiRow | undefined> {
      const query = db.select({ rfi: projectRfis }).from(projectRfis).$dynamic();
      const [found] = await inProjectScope(query, projectRfis.projectId, eq(projectRfis.id, id), scope);
      return found?.rfi;
    },
    /** The RFI read again in the change's transaction (under the project's lock). */
    async current(tx: Tx, id: number): Promise<RfiRow | undefined> {
      const [row] = await tx.select().from(projectRfis).where(eq(projectRfis.id, id));
      return row;
    },
    /** How many RFIs of the project stay open besides `exceptId`. */
    async openBesides(tx: Tx, projectId: number, exceptId: number): Promise<number> {
      const [others] = await tx
        .select({ n: count() })
        .from(projectRfis)
        .where(and(eq(projectRfis.projectId, projectId), eq(projectRfis.isOpen, true), ne(projectRfis.id, exceptId)));
      return Number(others?.n ?? 0);
    },
    /** rfi id → comment count, for `ids`. */
    async commentCounts(ids: readonly number[]): Promise<Map<number, number>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ rfiId: projectRfiComments.rfiId, n: count() })
        .from(projectRfiComments)
        .where(inArray(projectRfiComments.rfiId, [...ids]))
        .groupBy(projectRfiComments.rfiId);
      return new Map(rows.map((row) => [row.rfiId, Number(row.n)]));
    },
    async insert(tx: Tx, projectId: number, question: string, raisedBy: number): Promise<number> {
      const [row] = await tx.insert(projectRfis).values({ projectId, question, raisedBy }).returning({ id: projectRfis.id });
      if (!row) throw new Error('RFI insert returned nothing');
      return row.id;
    },
    async close(tx: Tx, id: number, closedBy: number): Promise<void> {
      await tx.update(projectRfis).set({ isOpen: false, closedBy, closedAt: new Date() }).where(eq(projectRfis.id, id));
    },
    /** The RFI's comments, oldest first. */
    async comments(rfiId: number): Promise<RfiCommentRow[]> {
      return db.select().from(projectRfiComments).where(eq(projectRfiComments.rfiId, rfiId)).orderBy(asc(projectRfiComments.id));
    },
    async insertComment(tx: Tx, rfiId: number, authorId: number, comment: string): Promise<RfiCommentRow> {
      const [row] = await tx.insert(projectRfiComments).values({ rfiId, authorId, comment }).returning();
      if (!row) throw new Error('RFI comment insert returned nothing');
      return row;
    },
    async trail(projectId: number): Promise<RfiTrail> {
      const rfis = await db
        .select({ id: projectRfis.id, question: projectRfis.question, isOpen: projectRfis.isOpen, createdAt: projectRfis.createdAt, closedAt: projectRfis.closedAt, by: raisedBy.name })
        .from(projectRfis)
        .leftJoin(raisedBy, eq(raisedBy.id, projectRfis.raisedBy))
        .where(eq(projectRfis.projectId, projectId))
        .orderBy(asc(projectRfis.id));
      if (rfis.length === 0) return { rfis, comments: [] };
      const comments = await db
        .select({ rfiId: projectRfiComments.rfiId, comment: projectRfiComments.comment, createdAt: projectRfiComments.createdAt, by: users.name })
        .from(projectRfiComments)
        .leftJoin(users, eq(users.id, projectRfiComments.authorId))
        .where(inArray(projectRfiComments.rfiId, rfis.map((rfi) => rfi.id)))
        .orderBy(asc(projectRfiComments.id));
      return { rfis, comments };
    },
  };
  return repository;
}
