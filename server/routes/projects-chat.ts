/**
 * The project chat (spec §7.6 conversations): a page of messages newest first, post, and the author's
 * own edit and delete. A deleted message keeps its row (and its place in the thread) and answers
 * `deleted: true` with an empty text. A post also lands in the audience's conversation feed (the chat
 * badge of the header); after commit its events are published and `record:changed` tells open views
 * of the project to refetch. Chat is talk about the project, not a change to it: no activity.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { projectMessages, projects } from '../db/schema';
import { HttpError } from '../errors';
import { projectCondition, projectInScope, projectScopeOf } from '../projects/access';
import { chatToProject } from '../projects/audience';
import { PageBody, excerpt, peopleById, personSchema, type Person } from '../projects/collab';
import { requireUser } from '../plugins/auth';
import { requiredText } from '../../src/domain/contracts/fields';
import type { Tx } from '../realtime/notify';
import { objectBody } from '../validation';
import { defineRoute } from '../http/define-route';
import { IdParams, listPage } from '../http/lists';

export const CHAT_MESSAGES = {
  listed: 'Conversations fetched successfully',
  posted: 'Message sent successfully',
  edited: 'Message updated successfully',
  deleted: 'Message deleted successfully',
  notFound: 'Message not found',
  ownOnly: 'You can only change your own messages',
  wasDeleted: 'This message was deleted',
} as const;

const MAX_MESSAGE = 5000;
const MessageBody = objectBody({ message: requiredText(MAX_MESSAGE, 'Message') });

const messageSchema = {
  type: 'object',
  required: ['id', 'project_id', 'message', 'author', 'mine', 'edited_at', 'deleted', 'created_at'],
  properties: {
    id: { type: 'integer' },
    project_id: { type: 'integer' },
    message: { type: 'string', description: 'Empty once deleted' },
    author: personSchema,
    mine: { type: 'boolean', description: 'Whether the caller wrote it (and so may edit or delete it)' },
    edited_at: { type: ['string', 'null'], format: 'date-time' },
    deleted: { type: 'boolean' },
    created_at: { type: 'string', format: 'date-time' },
  },
} as const;

type MessageRow = typeof projectMessages.$inferSelect;

function messageAnswer(row: MessageRow, people: Map<number, Person>, userId: number) {
  const deleted = row.deletedAt !== null;
  return {
    id: row.id,
    project_id: row.projectId,
    message: deleted ? '' : row.message,
    author: row.authorId === null ? null : (people.get(row.authorId) ?? null),
    mine: row.authorId === userId,
    edited_at: row.editedAt?.toISOString() ?? null,
    deleted,
    created_at: row.createdAt.toISOString(),
  };
}

const TAGS = ['projects'];

const projectChatRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  async function answerOne(row: MessageRow, userId: number) {
    return messageAnswer(row, await peopleById(db, [row.authorId]), userId);
  }

  /** The caller's own message, locked; 404 when its project is outside the caller's scope, 403 when another wrote it. */
  async function ownMessage(request: FastifyRequest, tx: Tx, id: number): Promise<MessageRow> {
    const [found] = await tx
      .select({ message: projectMessages })
      .from(projectMessages)
      .innerJoin(projects, eq(projects.id, projectMessages.projectId))
      .where(and(eq(projectMessages.id, id), projectCondition(projectScopeOf(request))))
      .for('update', { of: projectMessages });
    if (!found) throw new HttpError(404, CHAT_MESSAGES.notFound);
    if (found.message.authorId !== requireUser(request).session.id) throw new HttpError(403, CHAT_MESSAGES.ownOnly);
    return found.message;
  }

  defineRoute(app, {
    method: 'POST',
    url: '/projects/conversations/:id',
    access: { key: 'Enq', action: 'view' },
    tags: TAGS,
    summary: 'The chat of a project, newest first, a page at a time (`{ pageNumber?, pageSize? }`; `{}` is the first page)',
    params: IdParams,
    body: PageBody,
    list: messageSchema,
    errors: [404],
    handler: async (request) => {
      const projectId = request.params.id;
      await projectInScope(db, request, projectId);
      const { pageNumber, pageSize } = request.body;
      const rows = await db
        .select()
        .from(projectMessages)
        .where(eq(projectMessages.projectId, projectId))
        .orderBy(desc(projectMessages.createdAt), desc(projectMessages.id))
        .limit(pageSize)
        .offset((pageNumber - 1) * pageSize);
      const [total] = await db.select({ n: count() }).from(projectMessages).where(eq(projectMessages.projectId, projectId));
      const people = await peopleById(db, rows.map((row) => row.authorId));
      const userId = requireUser(request).session.id;
      const data = rows.map((row) => messageAnswer(row, people, userId));
      return { status: 200, messages: CHAT_MESSAGES.listed, data: listPage(data, Number(total?.n ?? 0), pageNumber, pageSize) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/conversation/:id',
    access: { key: 'Enq', action: 'update' },
    tags: TAGS,
    summary: 'Posts a message to the chat of the project `{id}` (`{ message }`); its audience gets it in their conversations',
    params: IdParams,
    body: MessageBody,
    data: messageSchema,
    errors: [404],
    handler: async (request) => {
      const projectId = request.params.id;
      const userId = requireUser(request).session.id;
      const { row, events } = await db.transaction(async (tx) => {
        const project = await projectInScope(tx, request, projectId);
        const [inserted] = await tx.insert(projectMessages).values({ projectId, authorId: userId, message: request.body.message }).returning();
        if (!inserted) throw new Error('message insert returned nothing');
        return { row: inserted, events: await chatToProject(tx, project, userId, excerpt(request.body.message)) };
      });
      await app.realtime.publish(events);
      void app.realtime.recordChanged('project', projectId);
      return { status: 200, messages: CHAT_MESSAGES.posted, data: await answerOne(row, userId) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/editconversation/:id',
    access: { key: 'Enq', action: 'update' },
    tags: TAGS,
    summary: 'The author changes the text of their message `{id}` (`{ message }`); a deleted message cannot be edited (409)',
    params: IdParams,
    body: MessageBody,
    data: messageSchema,
    errors: [404, 409],
    handler: async (request) => {
      const userId = requireUser(request).session.id;
      const row = await db.transaction(async (tx) => {
        const own = await ownMessage(request, tx, request.params.id);
        if (own.deletedAt !== null) throw new HttpError(409, CHAT_MESSAGES.wasDeleted);
        if (own.message === request.body.message) return own;
        const [updated] = await tx.update(projectMessages).set({ message: request.body.message, editedAt: new Date() }).where(eq(projectMessages.id, own.id)).returning();
        return updated ?? own;
      });
      void app.realtime.recordChanged('project', row.projectId);
      return { status: 200, messages: CHAT_MESSAGES.edited, data: await answerOne(row, userId) };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: '/projects/deleteconversation/:id',
    access: { key: 'Enq', action: 'update' },
    tags: TAGS,
    summary: 'The author deletes their message `{id}`: it stays in the thread as deleted, without its text (deleting it again changes nothing)',
    params: IdParams,
    data: messageSchema,
    errors: [404],
    handler: async (request) => {
      const userId = requireUser(request).session.id;
      const row = await db.transaction(async (tx) => {
        const own = await ownMessage(request, tx, request.params.id);
        if (own.deletedAt !== null) return own;
        const [updated] = await tx.update(projectMessages).set({ deletedAt: new Date() }).where(eq(projectMessages.id, own.id)).returning();
        return updated ?? own;
      });
      void app.realtime.recordChanged('project', row.projectId);
      return { status: 200, messages: CHAT_MESSAGES.deleted, data: await answerOne(row, userId) };
    },
  });
};

export default projectChatRoutes;
