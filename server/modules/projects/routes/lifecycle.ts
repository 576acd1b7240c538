/**
 * Project lifecycle routes (spec §7.6; issue 5): accept, complete, reopen (request, approve, reject),
 * cancellation (cancel or request it, reject the request), error reports, the assignee, and the
 * activities list. The chart (src/domain/project-lifecycle.ts) decides every status change through
 * `applyLifecycle`: 403 when the action belongs to the other side, 409 with the project when its
 * state refuses it. Each change is one transaction with one activity and a notification
 * (`changeProject`), and answers the fresh project.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { BulkLifecycleAction, LifecycleEvent, ProjectAction } from '../../../../src/domain/project-lifecycle';
import type { projects } from '../../../db/schema';
import { HttpError, fieldError } from '../../../errors';
import type { ProjectRecord } from '../access';
import { changesBetween } from '../activity';
import { projectDetailsSchema } from '../details';
import { changeHead, changeProject, changeRoute, freshProject, projectTitle, readRoute, type Actor, type ChangeOutcome } from '../change';
import { applyLifecycle, lifecycleData, lifecycleOf } from '../lifecycle';
import { assigneeForCustomer } from '../project-input';
import { linkSchema } from '../../../records/fields';
import { optionalText, requiredId, requiredText } from '../../../../src/domain/contracts/fields';
import type { Tx } from '../../../realtime/notify';
import { revisedBy } from '../repository';
import { objectBody } from '../../../validation';
import { defineRoute } from '../../../http/define-route';
import { listPage } from '../../../http/lists';
import { PageBody } from '../collab';
import { objectSchema } from '../../../http/schemas';

export const LIFECYCLE_MESSAGES = {
  accepted: 'Project accepted successfully',
  completed: 'Project marked completed successfully',
  reopenRequested: 'Reopen requested successfully',
  reopenApproved: 'Project reopened successfully',
  reopenRejected: 'Reopen request rejected successfully',
  cancelled: 'Project cancelled successfully',
  cancellationRequested: 'Cancellation requested successfully',
  cancellationRejected: 'Cancellation request rejected successfully',
  errorReported: 'Error request sent successfully',
  assigneeChanged: 'Assignee updated successfully',
  activities: 'Activities fetched successfully',
  reasonRequired: 'Please give a reason',
  onlyCustomerReports: 'Only the customer can report an error in delivered work',
  errorNotDelivered: 'Errors can be reported on delivered (completed) projects only',
  onlyProviderAssigns: 'Only the service provider can change the assignee',
  assigneeNotProvider: 'The assignee must be an active administrator or a user of the customer’s partner',
  assignCancelled: 'A cancelled project cannot be reassigned',
} as const;

export const IdBody = objectBody({ id: requiredId('id') });
const ReasonBody = objectBody({ id: requiredId('id'), reason: requiredText(1000, 'Reason') });
const CancelBody = objectBody({ id: requiredId('id'), reason: optionalText(1000, 'Reason') });
const ErrorBody = objectBody({ id: requiredId('id'), description: requiredText(2000, 'Description') });
const AssigneeBody = objectBody({ id: requiredId('id'), assignee_id: requiredId('assignee_id') });

export const activitySchema = objectSchema({
  id: { type: 'integer' },
  action: { type: 'string' },
  changes: { type: 'object', additionalProperties: true, description: '{ field: { before, after } }' },
  actor: linkSchema,
  created_at: { type: 'string', format: 'date-time' },
});

/** Status (and resume status) before and after, for the activity. */
function statusChanges(before: ProjectRecord, after: ProjectRecord) {
  return changesBetween(
    { status: before.status, resume_status: before.resumeStatus, cancel_reason: before.cancelReason },
    { status: after.status, resume_status: after.resumeStatus, cancel_reason: after.cancelReason },
  );
}

export interface ChartStep {
  event: ProjectAction;
  /** The answer's message. */
  done: string;
  /** The activity text. */
  action: string;
  /** The notification, from the actor's name and the project's title. */
  message(actor: string, title: string): string;
  /** Further columns the step stores with the status (a cancellation's reason). */
  extra?: Partial<typeof projects.$inferInsert>;
}

/** The steps that need nothing but the project: each has its route, and the list takes them in bulk. */
export const PLAIN_STEPS: Record<BulkLifecycleAction, ChartStep> = {
  ACCEPT: { event: 'ACCEPT', done: LIFECYCLE_MESSAGES.accepted, action: 'Accepted the project', message: (who, title) => `${who} accepted ${title}` },
  COMPLETE: { event: 'COMPLETE', done: LIFECYCLE_MESSAGES.completed, action: 'Marked the project completed', message: (who, title) => `${who} marked ${title} completed` },
  APPROVE_REOPEN: { event: 'APPROVE_REOPEN', done: LIFECYCLE_MESSAGES.reopenApproved, action: 'Approved the reopen request', message: (who, title) => `${who} reopened ${title}` },
  REJECT_REOPEN: {
    event: 'REJECT_REOPEN',
    done: LIFECYCLE_MESSAGES.reopenRejected,
    action: 'Rejected the reopen request',
    message: (who, title) => `${who} rejected the request to reopen ${title}`,
  },
};

/** What the chart routes' bodies hold: the project id and, for some, a reason. */
interface ChartBody {
  id: number;
  reason?: string | null;
}

/** One chart event on the locked project, with its activity and notification. */
export async function chartStep(app: FastifyInstance, tx: Tx, project: ProjectRecord, actor: Actor, step: ChartStep): Promise<ChangeOutcome> {
  const event = { type: step.event, by: actor.side } as LifecycleEvent;
  const { project: moved } = await applyLifecycle(tx, project, event, actor.id);
  const after = (step.extra && (await app.projects.update(tx, project.id, step.extra))) || moved;
  return { project: after, action: step.action, changes: statusChanges(project, after), message: step.message(actor.name, projectTitle(after)) };
}

/** `cancelproject`: a customer on a started project asks; a customer on a pending one, or the provider, cancels. */
function cancelStep(body: ChartBody, project: ProjectRecord, actor: Actor): ChartStep {
  const reason = body.reason ?? null;
  const confirming = actor.side === 'provider' && project.status === 'cancellation_requested';
  if (!reason && !confirming) throw fieldError('reason', LIFECYCLE_MESSAGES.reasonRequired);
  const because = reason ? `: ${reason}` : '';
  if (actor.side === 'customer' && project.status !== 'pending') {
    return {
      event: 'REQUEST_CANCELLATION',
      done: LIFECYCLE_MESSAGES.cancellationRequested,
      action: `Asked to cancel the project${because}`,
      message: (who, title) => `${who} asked to cancel ${title}${because}`,
      extra: { cancelReason: reason },
    };
  }
  return {
    event: 'CANCEL',
    done: LIFECYCLE_MESSAGES.cancelled,
    action: `Cancelled the project${because}`,
    message: (who, title) => `${who} cancelled ${title}${because}`,
    ...(reason ? { extra: { cancelReason: reason } } : {}),
  };
}

const lifecycleRoutes: FastifyPluginAsync = async (app) => {
  /** A chart route: `{ id, ... }` → one step on the locked project → the fresh project. */
  function chartRoute(spec: { url: string; summary: string; body: typeof IdBody | typeof ReasonBody | typeof CancelBody; step(body: ChartBody, project: ProjectRecord, actor: Actor): ChartStep }) {
    changeRoute(app, {
      url: spec.url,
      summary: spec.summary,
      body: spec.body,
      change: async (tx, project, actor, body: ChartBody) => {
        const step = spec.step(body, project, actor);
        return { ...(await chartStep(app, tx, project, actor, step)), done: step.done };
      },
    });
  }

  /** A chart route whose step needs nothing but the project id. */
  function plainRoute(url: string, summary: string, step: keyof typeof PLAIN_STEPS) {
    chartRoute({ url, summary, body: IdBody, step: () => PLAIN_STEPS[step] });
  }

  plainRoute('/projects/accept', 'The provider accepts a pending project (pending → in progress)', 'ACCEPT');

  plainRoute('/projects/complete', 'The provider marks a project in progress completed', 'COMPLETE');

  chartRoute({
    url: '/projects/reopenrequest',
    summary: 'The customer asks to reopen a completed project, with a reason',
    body: ReasonBody,
    step: ({ reason }) => ({
      event: 'REQUEST_REOPEN',
      done: LIFECYCLE_MESSAGES.reopenRequested,
      action: `Asked to reopen the project: ${reason ?? ''}`,
      message: (who, title) => `${who} asked to reopen ${title}: ${reason ?? ''}`,
    }),
  });

  plainRoute('/projects/approvereopen', 'The provider approves a reopen request (back to in progress)', 'APPROVE_REOPEN');

  plainRoute('/projects/rejectreopen', 'The provider rejects a reopen request (back to completed)', 'REJECT_REOPEN');

  chartRoute({
    url: '/projects/cancelproject',
    summary:
      'Cancels a project, or (a customer on a started project) asks for its cancellation. A reason is required, except when the provider confirms a customer’s request',
    body: CancelBody,
    step: cancelStep,
  });

  chartRoute({
    url: '/projects/cancelreject',
    summary: 'The provider rejects a cancellation request: the project returns to where it was',
    body: IdBody,
    step: () => ({
      event: 'REJECT_CANCELLATION',
      done: LIFECYCLE_MESSAGES.cancellationRejected,
      action: 'Rejected the cancellation request',
      message: (who, title) => `${who} rejected the request to cancel ${title}`,
      extra: { cancelReason: null },
    }),
  });

  changeRoute(app, {
    url: '/projects/errorrequest',
    summary: 'The customer reports an error in a delivered (completed) project',
    body: ErrorBody,
    change: async (tx, project, actor, { description }) => {
      if (actor.side !== 'customer') throw new HttpError(403, LIFECYCLE_MESSAGES.onlyCustomerReports);
      if (project.status !== 'completed' && project.status !== 'reopen_requested') {
        throw new HttpError(409, LIFECYCLE_MESSAGES.errorNotDelivered, undefined, lifecycleData(project, await lifecycleOf(tx, project)));
      }
      await app.projects.insertErrorRequest(tx, project.id, description, actor.id);
      return {
        done: LIFECYCLE_MESSAGES.errorReported,
        project,
        action: `Reported an error: ${description}`,
        message: `${actor.name} reported an error in ${projectTitle(project)}: ${description}`,
      };
    },
  });

  defineRoute(app, {
    ...changeHead('/projects/changeAssignee', 'The provider assigns the project to an active administrator or a user of the customer’s partner; the assignee is notified'),
    body: AssigneeBody,
    data: projectDetailsSchema,
    handler: async (request) => {
      const { id, assignee_id } = request.body;
      await changeAssignee(app, request, id, assignee_id);
      return { status: 200, messages: LIFECYCLE_MESSAGES.assigneeChanged, data: await freshProject(app, request, id) };
    },
  });

  readRoute(app, {
    url: '/projects/activities/:id',
    summary: 'The project’s activities (who did what, when, before → after), newest first, a page at a time',
    done: LIFECYCLE_MESSAGES.activities,
    body: PageBody,
    list: activitySchema,
    read: async (project, _request, { pageNumber, pageSize }) => {
      const { rows, total } = await app.projects.activities(project.id, pageNumber, pageSize);
      const data = rows.map((row) => ({
        id: row.id,
        action: row.action,
        changes: row.changes as Record<string, unknown>,
        actor: row.actorId === null ? null : { id: row.actorId, name: row.actorName ?? '' },
        created_at: row.createdAt.toISOString(),
      }));
      return listPage(data, total, pageNumber, pageSize);
    },
  });
};

/** Provider side only; the assignee an active admin or a user (not an agent) of the customer's partner. */
export async function changeAssignee(app: FastifyInstance, request: FastifyRequest, id: number, assigneeId: number): Promise<void> {
  await changeProject(app, request, id, async (tx, project, actor) => {
    if (actor.side !== 'provider') throw new HttpError(403, LIFECYCLE_MESSAGES.onlyProviderAssigns);
    if (project.status === 'cancelled') {
      throw new HttpError(409, LIFECYCLE_MESSAGES.assignCancelled, undefined, lifecycleData(project, await lifecycleOf(tx, project)));
    }
    const assignee = await app.projects.userWhere(tx, assigneeId, assigneeForCustomer(project.customerId));
    if (!assignee) throw fieldError('assignee_id', LIFECYCLE_MESSAGES.assigneeNotProvider);
    if (project.assigneeId === assigneeId) return null;
    const previous = project.assigneeId === null ? undefined : await app.projects.userName(tx, project.assigneeId);
    const after = await app.projects.update(tx, id, { assigneeId, ...revisedBy(actor.id) });
    return {
      project: after ?? project,
      action: `Assigned the project to ${assignee.name}`,
      changes: { assignee: { before: previous ?? null, after: assignee.name } },
      message: `${actor.name} assigned ${projectTitle(project)} to ${assignee.name}`,
    };
  });
}

export default lifecycleRoutes;
