/**
 * The project chat's queries as a Fastify plugin (`app.projectChat`), in the style of fastify/demo's
 * repositories (decorated by ./repositories.ts): ./routes/chat.ts says who may post, edit, delete and read; this says how messages are
 * read and stored. A message read by id is held to the caller's project scope (./access.ts), so a
 * message of a project outside it reads as none.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { RecordScope } from '../../../src/domain/scope';
import { projectMessages, users } from '../../db/schema';
import type { Tx } from '../../realtime/notify';
import { inProjectScope } from './access';

export type MessageRow = typeof projectMessages.$inferSelect;

/** What a post stores. */
export type NewMessage = Pick<typeof projectMessages.$inferInsert, 'projectId' | 'authorId' | 'message' | 'mentions'>;

/** What an edit or a delete changes. */
export type MessageChange = Partial<Pick<MessageRow, 'message' | 'editedAt' | 'deletedAt'>>;

export type ProjectChatRepository = ReturnType<typeof projectChatRepository>;

export function projectChatRepository(db: Db) {
  return {
    /** A page of the project's messages, newest first, and how many it has. */
    async page(projectId: number, pageNumber: number, pageSize: number): Promise<{ rows: MessageRow[]; total: number }> {
      const rows = await db
        .select()
        .from(projectMessages)
        .where(eq(projectMessages.projectId, projectId))
        .orderBy(desc(projectMessages.createdAt), desc(projectMessages.id))
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize);
      const [total] = await db.select({ n: count() }).from(projectMessages).where(eq(projectMessages.projectId, projectId));
      return { rows, total: Number(total?.n ?? 0) };
    },
    /** How many of `ids` are active users. */
    async activeUserCount(tx: Tx, ids: readonly number[]): Promise<number> {
      return (await tx.select({ id: users.id }).from(users).where(and(inArray(users.id, [...ids]), eq(users.status, 'active')))).length;
    },
    async insert(tx: Tx, message: NewMessage): Promise<MessageRow> {
      const [inserted] = await tx.insert(projectMessages).values(message).returning();
      if (!inserted) throw new Error('message insert returned nothing');
      return inserted;
    },
    /** The message `id` inside the scope, locked for a change; none outside it. */
    async lockInScope(tx: Tx, id: number, scope: RecordScope): Promise<MessageRow | undefined> {
      const query = tx.select({ message: projectMessages }).from(projectMessages).$dynamic();
      const [found] = await inProjectScope(query, projectMessages.projectId, eq(projectMessages.id, id), scope).for('update', { of: projectMessages });
      return found?.message;
    },
    async update(tx: Tx, id: number, change: MessageChange): Promise<MessageRow | undefined> {
      const [updated] = await tx.update(projectMessages).set(change).where(eq(projectMessages.id, id)).returning();
      return updated;
    },
    /** The message `id` and its project inside the scope; none outside it. */
    async findInScope(tx: Tx, id: number, scope: RecordScope): Promise<{ id: number; projectId: number } | undefined> {
      const query = tx.select({ id: projectMessages.id, projectId: projectMessages.projectId }).from(projectMessages).$dynamic();
      const [found] = await inProjectScope(query, projectMessages.projectId, eq(projectMessages.id, id), scope);
      return found;
    },
  };
}
