/**
 * Requests for information (spec §7.6 "RFI projects", "RFI comments"): the provider raises an RFI,
 * which puts the project on hold (chart event OPEN_RFI), and closes it (RESOLVE_RFI, carrying how
 * many stay open: the project goes back to work when none does); both sides comment on an open RFI.
 * The chart decides who may raise and close (403 for the other side, 409 when the project's state
 * refuses). Each is a project change: an activity and a notification, in one transaction.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { projects } from '../../../db/schema';
import { HttpError } from '../../../errors';
import { projectScopeOf } from '../access';
import { changesBetween } from '../activity';
import { changeHead, changeProject, freshProject, projectTitle, readRoute, viewHead } from '../change';
import { excerpt, peopleOf, personSchema, refuseAgents } from '../collab';
import { applyLifecycle } from '../lifecycle';
import { requireUser } from '../../../plugins/auth';
import type { Tx } from '../../../realtime/notify';
import { requiredId, requiredText } from '../../../../src/domain/contracts/fields';
import type { RfiCommentRow, RfiRow } from '../rfis-repository';
import { objectBody } from '../../../validation';
import { defineRoute } from '../../../http/define-route';
import { objectSchema, type FromSchema } from '../../../http/schemas';

export const RFI_MESSAGES = {
  listed: 'RFIs fetched successfully',
  created: 'RFI raised successfully',
  closed: 'RFI closed successfully',
  comments: 'RFI comments fetched successfully',
  commented: 'Comment added successfully',
  notFound: 'RFI not found',
  alreadyClosed: 'This RFI is already closed',
  closedNoComments: 'This RFI is closed: it takes no more comments',
} as const;

const CreateBody = objectBody({ project_id: requiredId('project_id'), question: requiredText(2000, 'Question') });
const CommentBody = objectBody({ comment: requiredText(2000, 'Comment') });

export const rfiSchema = objectSchema({
  id: { type: 'integer' },
  project_id: { type: 'integer' },
  question: { type: 'string' },
  is_open: { type: 'boolean' },
  raised_by: personSchema,
  closed_by: personSchema,
  closed_at: { type: ['string', 'null'], format: 'date-time' },
  created_at: { type: 'string', format: 'date-time' },
  comment_count: { type: 'integer' },
});

export const commentSchema = objectSchema({
  id: { type: 'integer' },
  rfi_id: { type: 'integer' },
  comment: { type: 'string' },
  author: personSchema,
  mine: { type: 'boolean' },
  created_at: { type: 'string', format: 'date-time' },
});

/** An RFI write's answer: the RFI and the project as it is now (its status may have moved). */
const rfiChangeSchema = objectSchema({ rfi: rfiSchema, project: { type: 'object', additionalProperties: true } });

async function rfiAnswers(app: FastifyInstance, rows: readonly RfiRow[]): Promise<FromSchema<typeof rfiSchema>[]> {
  const countOf = await app.projectRfis.commentCounts(rows.map((row) => row.id));
  const person = await peopleOf(app.db, rows.flatMap((row) => [row.raisedBy, row.closedBy]));
  return rows.map((row) => ({
    id: row.id,
    project_id: row.projectId,
    question: row.question,
    is_open: row.isOpen,
    raised_by: person(row.raisedBy),
    closed_by: person(row.closedBy),
    closed_at: row.closedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    comment_count: countOf.get(row.id) ?? 0,
  }));
}

/** Comments as the API answers them; `mine` for those of `userId`. */
async function commentAnswers(db: Tx, rows: readonly RfiCommentRow[], userId: number): Promise<FromSchema<typeof commentSchema>[]> {
  const person = await peopleOf(db, rows.map((row) => row.authorId));
  return rows.map((row) => ({
    id: row.id,
    rfi_id: row.rfiId,
    comment: row.comment,
    author: person(row.authorId),
    mine: row.authorId === userId,
    created_at: row.createdAt.toISOString(),
  }));
}

/** The project's status columns before and after, for the activity. */
function statusChanges(before: typeof projects.$inferSelect, after: typeof projects.$inferSelect) {
  return changesBetween({ status: before.status }, { status: after.status });
}

const projectRfiRoutes: FastifyPluginAsync = async (app) => {
  const { db } = app;

  const rfis = app.projectRfis;

  /** The RFI when its project is in the caller's scope; 404 otherwise. */
  async function scopedRfi(request: FastifyRequest, rfiId: number): Promise<RfiRow> {
    const found = await rfis.findInScope(rfiId, projectScopeOf(request));
    if (!found) throw new HttpError(404, RFI_MESSAGES.notFound);
    return found;
  }

  /** An RFI write's answer: the RFI `id` and its project, as they are now. */
  async function rfiChange(request: FastifyRequest, id: number, projectId: number) {
    const row = await rfis.current(db, id);
    if (!row) throw new Error(`RFI ${id} missing`);
    const [rfi] = await rfiAnswers(app, [row]);
    return { rfi: rfi!, project: await freshProject(app, request, projectId) };
  }

  readRoute(app, {
    url: '/projects/rfis/:id',
    summary: 'The RFIs of the project `{id}`, newest first, with their comment counts',
    done: RFI_MESSAGES.listed,
    data: { type: 'array', items: rfiSchema },
    read: async (project) => rfiAnswers(app, await rfis.list(project.id)),
  });

  defineRoute(app, {
    ...changeHead('/projects/createrfi', 'The provider raises an RFI on a project (`{ project_id, question }`), which puts it on hold (chart event OPEN_RFI)'),
    body: CreateBody,
    data: rfiChangeSchema,
    handler: async (request) => {
      const { project_id: projectId, question } = request.body;
      const { id } = await changeProject(app, request, projectId, async (tx, project, actor) => {
        const { project: after } = await applyLifecycle(tx, project, { type: 'OPEN_RFI', by: actor.side }, actor.id);
        return {
          id: await rfis.insert(tx, projectId, question, actor.id),
          project: after,
          action: `Raised an RFI: ${excerpt(question, 100)}`,
          changes: statusChanges(project, after),
          message: `${actor.name} raised an RFI on ${projectTitle(after)}: ${excerpt(question, 150)}`,
        };
      });
      return { status: 200, messages: RFI_MESSAGES.created, data: await rfiChange(request, id, projectId) };
    },
  });

  defineRoute(app, {
    ...changeHead('/projects/closerfi/:id', 'The provider closes the RFI `{id}` (chart event RESOLVE_RFI); with no other RFI open the project goes back to in progress'),
    data: rfiChangeSchema,
    handler: async (request) => {
      const rfi = await scopedRfi(request, request.params.id);
      await changeProject(app, request, rfi.projectId, async (tx, project, actor) => {
        // Read again under the project's lock: two closes of one RFI happen one after the other.
        const current = await rfis.current(tx, rfi.id);
        if (!current?.isOpen) throw new HttpError(409, RFI_MESSAGES.alreadyClosed);
        const openAfter = await rfis.openBesides(tx, project.id, rfi.id);
        const { project: after } = await applyLifecycle(tx, project, { type: 'RESOLVE_RFI', by: actor.side, openAfter }, actor.id);
        await rfis.close(tx, rfi.id, actor.id);
        return {
          project: after,
          action: `Closed the RFI: ${excerpt(current.question, 100)}`,
          changes: statusChanges(project, after),
          message: `${actor.name} closed an RFI on ${projectTitle(after)}: ${excerpt(current.question, 150)}`,
        };
      });
      return { status: 200, messages: RFI_MESSAGES.closed, data: await rfiChange(request, rfi.id, rfi.projectId) };
    },
  });

  defineRoute(app, {
    ...viewHead('/projects/rficomments/:id', 'The comments on the RFI `{id}`, oldest first'),
    data: { type: 'array', items: commentSchema },
    handler: async (request) => {
      const rfi = await scopedRfi(request, request.params.id);
      const data = await commentAnswers(db, await rfis.comments(rfi.id), requireUser(request).session.id);
      return { status: 200, messages: RFI_MESSAGES.comments, data };
    },
  });

  defineRoute(app, {
    ...changeHead('/projects/addrficomment/:id', 'Adds a comment (`{ comment }`) to the open RFI `{id}`: the provider or the customer'),
    body: CommentBody,
    data: commentSchema,
    handler: async (request) => {
      refuseAgents(request);
      const rfi = await scopedRfi(request, request.params.id);
      const { comment } = request.body;
      const { row } = await changeProject(app, request, rfi.projectId, async (tx, project, actor) => {
        const current = await rfis.current(tx, rfi.id);
        if (!current?.isOpen) throw new HttpError(409, RFI_MESSAGES.closedNoComments);
        return {
          row: await rfis.insertComment(tx, rfi.id, actor.id, comment),
          project,
          action: `Commented on the RFI "${excerpt(rfi.question, 80)}": ${excerpt(comment, 100)}`,
          message: `${actor.name} commented on an RFI of ${projectTitle(project)}: ${excerpt(comment, 150)}`,
        };
      });
      const [data] = await commentAnswers(db, [row], row.authorId ?? 0);
      return { status: 200, messages: RFI_MESSAGES.commented, data };
    },
  });
};

export default projectRfiRoutes;
