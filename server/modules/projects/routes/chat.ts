/**
 * The project chat (spec §7.6 conversations): a page of messages newest first, post, and the author's
 * own edit and delete. A deleted message keeps its row (and its place in the thread) and answers
 * `deleted: true` with an empty text. A post also lands in the audience's conversation feed (the chat
 * badge of the header), carrying the message as each recipient sees it (`chat`, ADR 0125), so an open
 * thread shows it from the push; after commit its events are published and `record:changed` tells open
 * views of the project to refetch. Chat is talk about the project, not a change to it: no activity.
 *
 * Mentions and receipts (issue 16): a post may mention people who can see the project (listed by
 * `/projects/mentionable/:id`; anyone else is refused and nothing is stored); each mentioned person
 * gets a bell notification. `/projects/readconversation/:id` moves the caller's read receipt to a
 * message (ADR 0100) and tells the project's audience (`chat:read`), so its author sees "Seen".
 */
import { z } from 'zod';
import { audienceRooms } from '../../../../src/domain/record-events';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '../../../errors';
import { projectInScope, projectScopeOf, type ProjectRecord } from '../access';
import { chatToProject } from '../audience';
import type { MessageChange, MessageRow } from '../chat-repository';
import { chatReceiptSchema, markRead, readsOf, type ChatReceipt } from '../chat-reads';
import { projectViewers } from '../viewers';
import { PageBody, excerpt, peopleOf, personSchema, type People, type Person } from '../collab';
import { requireUser } from '../../../plugins/auth';
import { requiredText } from '../../../../src/domain/contracts/fields';
import { notify, type Tx } from '../../../realtime/notify';
import { objectBody } from '../../../validation';
import { defineRoute } from '../../../http/define-route';
import { UPDATE, changeHead, head, readRoute, viewHead } from '../change';
import { listPage } from '../../../http/lists';
import { objectSchema, type FromSchema } from '../../../http/schemas';

export const CHAT_MESSAGES = {
  listed: 'Conversations fetched successfully',
  posted: 'Message sent successfully',
  edited: 'Message updated successfully',
  deleted: 'Message deleted successfully',
  notFound: 'Message not found',
  ownOnly: 'You can only change your own messages',
  wasDeleted: 'This message was deleted',
  mentionable: 'Mentionable people fetched successfully',
  mentionUnknown: 'A mentioned user does not exist',
  mentionOutOfScope: 'You can only mention people who can see this project',
  read: 'Message marked as read',
} as const;

/** The socket event a moved receipt raises in the project's audience. */
export const CHAT_READ_EVENT = 'chat:read';

const MAX_MESSAGE = 5000;
const MAX_MENTIONS = 50;
const MessageBody = objectBody({ message: requiredText(MAX_MESSAGE, 'Message') });
const NOT_IDS = 'mentions must be a list of user ids';
const mentionId = z.number({ error: NOT_IDS }).int(NOT_IDS).min(1, NOT_IDS).max(2_147_483_647, NOT_IDS);
const PostBody = objectBody({
  message: requiredText(MAX_MESSAGE, 'Message'),
  mentions: z
    .array(mentionId, { error: NOT_IDS })
    .max(MAX_MENTIONS, `A message may mention at most ${MAX_MENTIONS} people`)
    .optional()
    .default([]),
});

const people = { type: 'array', items: personSchema } as const;
export const messageSchema = objectSchema({
  id: { type: 'integer' },
  project_id: { type: 'integer' },
  message: { type: 'string', description: 'Empty once deleted' },
  author: personSchema,
  mine: { type: 'boolean', description: 'Whether the caller wrote it (and so may edit or delete it)' },
  edited_at: { type: ['string', 'null'], format: 'date-time' },
  deleted: { type: 'boolean' },
  created_at: { type: 'string', format: 'date-time' },
  mentions: { ...people, description: 'The people it mentions (shown as "@Name" in the text)' },
  mentions_me: { type: 'boolean', description: 'Whether it mentions the caller' },
  seen_by: { ...people, description: 'Who besides its author has read it (their receipt reached it)' },
  unread: { type: 'boolean', description: "Another's message past the caller's read receipt" },
});

const viewerSchema = objectSchema(personSchema.properties);

/** What a message answer needs besides its row: the people named and the project's receipts. */
interface Thread {
  person: People;
  reads: Map<number, number>;
}

function messageAnswer(row: MessageRow, thread: Thread, userId: number): FromSchema<typeof messageSchema> {
  const deleted = row.deletedAt !== null;
  const seenBy = [...thread.reads].filter(([reader, lastRead]) => reader !== row.authorId && lastRead >= row.id).map(([reader]) => reader);
  return {
    id: row.id,
    project_id: row.projectId,
    message: deleted ? '' : row.message,
    author: thread.person(row.authorId),
    mine: row.authorId === userId,
    edited_at: row.editedAt?.toISOString() ?? null,
    deleted,
    created_at: row.createdAt.toISOString(),
    mentions: deleted ? [] : row.mentions.map(thread.person).filter((found): found is Person => found !== null),
    mentions_me: !deleted && row.mentions.includes(userId),
    seen_by: seenBy.map(thread.person).filter((found): found is Person => found !== null),
    unread: row.authorId !== userId && row.id > (thread.reads.get(userId) ?? 0),
  };
}

const projectChatRoutes: FastifyPluginAsync = async (app) => {
  const { db, projectChat } = app;

  async function threadOf(rows: readonly MessageRow[], projectId: number, handle: Tx = db): Promise<Thread> {
    const reads = await readsOf(handle, projectId);
    const person = await peopleOf(handle, [...rows.flatMap((row) => [row.authorId, ...row.mentions]), ...reads.keys()]);
    return { person, reads };
  }

  /**
   * The mentioned ids, each a person who can see the project; else 400 (no such active user) or 403
   * (they cannot see it), before anything is stored.
   */
  async function checkMentions(tx: Tx, project: ProjectRecord, mentioned: readonly number[]): Promise<number[]> {
    const ids = [...new Set(mentioned)];
    if (ids.length === 0) return [];
    if ((await projectChat.activeUserCount(tx, ids)) !== ids.length) throw new HttpError(400, CHAT_MESSAGES.mentionUnknown);
    const viewers = new Set((await projectViewers(tx, project)).map((viewer) => viewer.id));
    if (ids.some((id) => !viewers.has(id))) throw new HttpError(403, CHAT_MESSAGES.mentionOutOfScope);
    return ids;
  }

  /**
   * Changes the caller's own message, locked: `change` answers what to write, or null for nothing;
   * answers the message as it is now. 404 when its project is outside the caller's scope, 403 when
   * another wrote it.
   */
  async function changeOwnMessage(request: FastifyRequest, id: number, change: (own: MessageRow) => MessageChange | null) {
    const userId = requireUser(request).session.id;
    const row = await db.transaction(async (tx) => {
      const own = await projectChat.lockInScope(tx, id, projectScopeOf(request));
      if (!own) throw new HttpError(404, CHAT_MESSAGES.notFound);
      if (own.authorId !== userId) throw new HttpError(403, CHAT_MESSAGES.ownOnly);
      const changed = change(own);
      return (changed && (await projectChat.update(tx, own.id, changed))) ?? own;
    });
    void app.realtime.recordChanged('project', row.projectId);
    return messageAnswer(row, await threadOf([row], row.projectId), userId);
  }

  readRoute(app, {
    url: '/projects/conversations/:id',
    summary: 'The chat of a project, newest first, a page at a time (`{ pageNumber?, pageSize? }`; `{}` is the first page)',
    done: CHAT_MESSAGES.listed,
    body: PageBody,
    list: messageSchema,
    read: async (project, request, { pageNumber, pageSize }) => {
      const { rows, total } = await projectChat.page(project.id, pageNumber, pageSize);
      const thread = await threadOf(rows, project.id);
      const userId = requireUser(request).session.id;
      return listPage(rows.map((row) => messageAnswer(row, thread, userId)), total, pageNumber, pageSize);
    },
  });

  defineRoute(app, {
    ...head(UPDATE, '/projects/conversation/:id', 'Posts a message to the chat of the project `{id}` (`{ message, mentions? }`); its audience gets it in their conversations, each mentioned person (user ids, people who can see the project) a notification'),
    body: PostBody,
    data: messageSchema,
    errors: [404],
    handler: async (request) => {
      const projectId = request.params.id;
      const { session } = requireUser(request);
      const userId = session.id;
      const { message } = request.body;
      const { row, thread, events } = await db.transaction(async (tx) => {
        const project = await projectInScope(tx, request, projectId);
        const mentions = await checkMentions(tx, project, request.body.mentions);
        const inserted = await projectChat.insert(tx, { projectId, authorId: userId, message, mentions });
        // Each recipient's entry carries the message as they see it: an open thread paints it from the push.
        const thread = await threadOf([inserted], projectId, tx);
        const chat = await chatToProject(tx, project, userId, excerpt(message), (recipient) => ({ chat: messageAnswer(inserted, thread, recipient) }));
        const mentioned = mentions.filter((id) => id !== userId);
        const told = await notify(tx, mentioned, { actorId: userId, customerId: project.customerId, projectId, message: excerpt(`${session.name} mentioned you in ${project.code}: ${message}`) });
        return { row: inserted, thread, events: [...chat, ...told] };
      });
      await app.realtime.publish(events);
      void app.realtime.recordChanged('project', projectId);
      return { status: 200, messages: CHAT_MESSAGES.posted, data: messageAnswer(row, thread, userId) };
    },
  });

  defineRoute(app, {
    ...changeHead('/projects/editconversation/:id', 'The author changes the text of their message `{id}` (`{ message }`); a deleted message cannot be edited (409)'),
    body: MessageBody,
    data: messageSchema,
    handler: async (request) => {
      const { message } = request.body;
      const data = await changeOwnMessage(request, request.params.id, (own) => {
        if (own.deletedAt !== null) throw new HttpError(409, CHAT_MESSAGES.wasDeleted);
        return own.message === message ? null : { message, editedAt: new Date() };
      });
      return { status: 200, messages: CHAT_MESSAGES.edited, data };
    },
  });

  defineRoute(app, {
    ...head(UPDATE, '/projects/deleteconversation/:id', 'The author deletes their message `{id}`: it stays in the thread as deleted, without its text (deleting it again changes nothing)'),
    data: messageSchema,
    errors: [404],
    handler: async (request) => {
      const data = await changeOwnMessage(request, request.params.id, (own) => (own.deletedAt === null ? { deletedAt: new Date() } : null));
      return { status: 200, messages: CHAT_MESSAGES.deleted, data };
    },
  });

  readRoute(app, {
    url: '/projects/mentionable/:id',
    summary: 'The people who can see the project `{id}` (and so may be mentioned in its chat), by name',
    done: CHAT_MESSAGES.mentionable,
    data: { type: 'array', items: viewerSchema },
    read: (project) => projectViewers(db, project),
  });

  defineRoute(app, {
    ...viewHead('/projects/readconversation/:id', "The caller has seen the message `{id}` (and every earlier one of its chat): their read receipt moves to it (never back), their chat entries about the project up to it are marked seen, and the project's audience hears `chat:read`"),
    data: chatReceiptSchema,
    handler: async (request) => {
      const userId = requireUser(request).session.id;
      const { receipt, moved, events } = await db.transaction(async (tx) => {
        const found = await projectChat.findInScope(tx, request.params.id, projectScopeOf(request));
        if (!found) throw new HttpError(404, CHAT_MESSAGES.notFound);
        const read = await markRead(tx, userId, found);
        const receipt: ChatReceipt = { project_id: found.projectId, user_id: userId, last_read_id: read.lastReadId };
        return { receipt, moved: read.moved, events: read.events };
      });
      await app.realtime.publish(events);
      if (moved) {
        const audience = await app.realtime.recordAudience('project', receipt.project_id);
        app.io.to(audienceRooms(audience)).emit(CHAT_READ_EVENT, receipt);
      }
      return { status: 200, messages: CHAT_MESSAGES.read, data: receipt };
    },
  });
};

export default projectChatRoutes;
