/**
 * Due-date and hours requests of a project (spec §7.6; issue 5), the chart's parallel regions: either
 * side asks to move the due date and the other side approves (the project takes the new date) or
 * rejects; the provider asks for hours of an "Others" service and the customer approves (they add to
 * the project's approved hours) or rejects. At most one of each waits per project. Each change is one
 * transaction with one activity and a notification, and answers the fresh project.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { isDay } from '../../../../src/domain/day';
import { fieldError } from '../../../errors';
import { checkDueDate } from '../project-input';
import { VIEW, changeRoute, head, projectTitle, readRoute, usDay, type Actor } from '../change';
import { applyLifecycle } from '../lifecycle';
import { namesOf } from '../collab';
import type { Decision, DueRow, HoursRow, RequestRow } from '../requests-repository';
import { linkSchema, optionSchema } from '../../../records/fields';
import { optionalText, requiredId } from '../../../../src/domain/contracts/fields';
import { objectBody } from '../../../validation';
import { objectSchema } from '../../../http/schemas';
import { projectSide, requestState } from '../../../db/schema';
import { defineRoute } from '../../../http/define-route';
import { IdBody } from './lifecycle';

export const REQUEST_MESSAGES = {
  dueRequested: 'Due date change requested successfully',
  dueApproved: 'Due date approved successfully',
  dueRejected: 'Due date request rejected successfully',
  dueRequests: 'Due date requests fetched successfully',
  hoursRequested: 'Hours requested successfully',
  hoursApproved: 'Hours approved successfully',
  hoursRejected: 'Hours request rejected successfully',
  hoursRequests: 'Hours requests fetched successfully',
  otherServices: 'Services fetched successfully',
  dueDateRequired: 'Please choose a due date',
  dueDateInvalid: 'The due date must be a valid date (YYYY-MM-DD)',
  sameDueDate: 'The requested due date is the project’s due date already',
  serviceNotOther: 'Choose an active service of work type Others',
  hoursInvalid: 'Hours must be a number above 0 with at most 2 decimals',
} as const;

const dueDateField = z
  .string({ error: REQUEST_MESSAGES.dueDateRequired })
  .transform((value) => value.trim())
  .refine((value) => value !== '', REQUEST_MESSAGES.dueDateRequired)
  .refine(isDay, REQUEST_MESSAGES.dueDateInvalid)
  .describe('The requested due date, YYYY-MM-DD: not past, today, a Sunday or a holiday');

const hoursField = z
  .number({ error: REQUEST_MESSAGES.hoursInvalid })
  .gt(0, REQUEST_MESSAGES.hoursInvalid)
  .max(9999.99, 'Hours must be at most 9999.99')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, REQUEST_MESSAGES.hoursInvalid);

const DueRequestBody = objectBody({ id: requiredId('id'), due_date: dueDateField, reason: optionalText(1000, 'Reason') });
const RejectDueBody = objectBody({ id: requiredId('id'), reason: optionalText(1000, 'Reason') });
const HoursRequestBody = objectBody({
  id: requiredId('id'),
  service_id: requiredId('service_id'),
  hours: hoursField,
  description: optionalText(2000, 'Description'),
});

const decisionProperties = {
  state: { type: 'string', enum: requestState.enumValues, description: 'dropped: the project ended (completed or cancelled) while it waited' },
  requested_by: linkSchema,
  decided_by: linkSchema,
  decided_at: { type: ['string', 'null'], format: 'date-time' },
  created_at: { type: 'string', format: 'date-time' },
} as const;

/** A due-date request's own fields (the project's details show the waiting one with them). */
export const dueRequestProperties = {
  id: { type: 'integer' },
  side: { type: 'string', enum: projectSide.enumValues },
  current_due_date: { type: 'string', format: 'date' },
  requested_due_date: { type: 'string', format: 'date' },
  reason: { type: 'string' },
} as const;
export const dueFields = (row: DueRow) => ({
  id: row.id,
  side: row.side,
  current_due_date: row.currentDueDate,
  requested_due_date: row.requestedDueDate,
  reason: row.reason,
});

/** An hours request's own fields, its service's name read with it. */
export const hoursRequestProperties = { id: { type: 'integer' }, service: optionSchema, hours: { type: 'number' }, description: { type: 'string' } } as const;
export const hoursFields = (row: HoursRow, serviceName: string) => ({
  id: row.id,
  service: { id: row.serviceId, name: serviceName },
  hours: Number(row.hours),
  description: row.description,
});

export const dueRequestSchema = objectSchema({ ...dueRequestProperties, ...decisionProperties });
export const hoursRequestSchema = objectSchema({ ...hoursRequestProperties, ...decisionProperties });

const hoursText = (hours: string | number) => `${Number(hours)} hour${Number(hours) === 1 ? '' : 's'}`;

const requestRoutes: FastifyPluginAsync = async (app) => {
  const { db, projectRequests: requests } = app;

  /**
   * A project's requests of one kind, newest first: `read` gives each request's row and its own
   * fields; who asked and who decided, and when, follow them. 404 for a project out of scope.
   */
  function detailsRoute(url: `${string}/:id`, summary: string, item: object, done: string, read: (projectId: number) => Promise<{ row: RequestRow; fields: object }[]>) {
    readRoute(app, {
      url,
      summary,
      done,
      data: { type: 'array', items: item },
      read: async (project) => {
        const requested = await read(project.id);
        const people = await namesOf(db, requested.flatMap(({ row }) => [row.requestedBy, row.decidedBy]));
        return requested.map(({ row, fields }) => ({ ...fields, ...decisionOf(row, people) }));
      },
    });
  }

  changeRoute(app, {
    url: '/projects/duerequest',
    summary: 'Either side asks to move an open project’s due date; the other side answers. One request waits at a time',
    body: DueRequestBody,
    change: async (tx, project, actor, { id, due_date, reason }) => {
      const { project: after } = await applyLifecycle(tx, project, { type: 'REQUEST_DUE_DATE', by: actor.side }, actor.id);
      if (due_date === project.dueDate) throw fieldError('due_date', REQUEST_MESSAGES.sameDueDate);
      await checkDueDate(tx, due_date);
      await requests.insertDue(tx, {
        projectId: id,
        side: actor.side === 'customer' ? 'customer' : 'provider',
        requestedBy: actor.id,
        currentDueDate: project.dueDate,
        requestedDueDate: due_date,
        reason: reason ?? '',
      });
      const because = reason ? `: ${reason}` : '';
      return {
        done: REQUEST_MESSAGES.dueRequested,
        project: after,
        action: `Asked to move the due date to ${usDay(due_date)}${because}`,
        changes: { requested_due_date: { before: project.dueDate, after: due_date } },
        message: `${actor.name} asked to move the due date of ${project.code} to ${usDay(due_date)}${because}`,
      };
    },
  });

  detailsRoute('/projects/duerequestdetails/:id', 'The project’s due-date requests, newest first', dueRequestSchema, REQUEST_MESSAGES.dueRequests, async (id) =>
    (await requests.dueRequests(id)).map((row) => ({ row, fields: dueFields(row) })),
  );

  changeRoute(app, {
    url: '/projects/approveduedate',
    summary: 'The side that did not ask approves the waiting due-date request: the project takes the new date',
    body: IdBody,
    change: async (tx, project, actor, { id }) => {
      await applyLifecycle(tx, project, { type: 'APPROVE_DUE_DATE', by: actor.side }, actor.id);
      const due = await requests.pendingDue(tx, id);
      // The day may have become blocked while the request waited (passed, or a new holiday): 400 at due_date.
      await checkDueDate(tx, due.requestedDueDate);
      await requests.decideDue(tx, due.id, decided('approved', actor));
      const after = await requests.moveDueDate(tx, id, due.requestedDueDate);
      return {
        done: REQUEST_MESSAGES.dueApproved,
        project: after ?? project,
        action: `Approved the due date ${usDay(due.requestedDueDate)}`,
        changes: { due_date: { before: project.dueDate, after: due.requestedDueDate } },
        message: `${actor.name} approved the new due date of ${project.code}: ${usDay(due.requestedDueDate)}`,
      };
    },
  });

  changeRoute(app, {
    url: '/projects/rejectduedate',
    summary: 'The side that did not ask rejects the waiting due-date request, optionally saying why',
    body: RejectDueBody,
    change: async (tx, project, actor, { id, reason }) => {
      const { project: after } = await applyLifecycle(tx, project, { type: 'REJECT_DUE_DATE', by: actor.side }, actor.id);
      const due = await requests.pendingDue(tx, id);
      await requests.decideDue(tx, due.id, decided('rejected', actor));
      const because = reason ? `: ${reason}` : '';
      return {
        done: REQUEST_MESSAGES.dueRejected,
        project: after,
        action: `Rejected the due date ${usDay(due.requestedDueDate)}${because}`,
        message: `${actor.name} rejected moving the due date of ${project.code} to ${usDay(due.requestedDueDate)}${because}`,
      };
    },
  });

  defineRoute(app, {
    ...head(VIEW, '/projects/otherservices', 'The active services of work type Others, which hours requests are for'),
    data: { type: 'array', items: optionSchema },
    handler: async () => ({ status: 200, messages: REQUEST_MESSAGES.otherServices, data: await requests.otherServices() }),
  });

  changeRoute(app, {
    url: '/projects/hoursrequest',
    summary: 'The provider asks the customer to approve hours of an "Others" service on an open project. One request waits at a time',
    body: HoursRequestBody,
    change: async (tx, project, actor, { id, service_id, hours, description }) => {
      const { project: after } = await applyLifecycle(tx, project, { type: 'REQUEST_HOURS', by: actor.side }, actor.id);
      const service = await requests.otherService(tx, service_id);
      if (!service) throw fieldError('service_id', REQUEST_MESSAGES.serviceNotOther);
      await requests.insertHours(tx, { projectId: id, serviceId: service_id, hours: hours.toFixed(2), description: description ?? '', requestedBy: actor.id });
      return {
        done: REQUEST_MESSAGES.hoursRequested,
        project: after,
        action: `Asked for ${hoursText(hours)} of ${service.name}`,
        message: `${actor.name} asks you to approve ${hoursText(hours)} of ${service.name} on ${projectTitle(project)}`,
      };
    },
  });

  detailsRoute('/projects/hoursrequestdetails/:id', 'The project’s hours requests, newest first', hoursRequestSchema, REQUEST_MESSAGES.hoursRequests, async (id) =>
    (await requests.hoursRequests(id)).map(({ request: row, serviceName }) => ({ row, fields: hoursFields(row, serviceName) })),
  );

  for (const decision of ['approve', 'reject'] as const) {
    const approve = decision === 'approve';
    changeRoute(app, {
      url: `/projects/${decision}hours`,
      summary: approve
        ? 'The customer approves the waiting hours request: its hours add to the project’s approved hours'
        : 'The customer rejects the waiting hours request',
      body: IdBody,
      change: async (tx, project, actor, { id }) => {
        const { project: moved } = await applyLifecycle(tx, project, { type: approve ? 'APPROVE_HOURS' : 'REJECT_HOURS', by: actor.side }, actor.id);
        const waiting = await requests.pendingHours(tx, id);
        await requests.decideHours(tx, waiting.id, decided(approve ? 'approved' : 'rejected', actor));
        const after = (approve && (await requests.addApprovedHours(tx, id, waiting.hours))) || moved;
        const what = `${hoursText(waiting.hours)} of ${waiting.serviceName}`;
        return {
          done: approve ? REQUEST_MESSAGES.hoursApproved : REQUEST_MESSAGES.hoursRejected,
          project: after,
          action: `${approve ? 'Approved' : 'Rejected'} ${what}`,
          ...(approve ? { changes: { approved_hours: { before: numberOrNull(project.approvedHours), after: numberOrNull(after.approvedHours) } } } : {}),
          message: `${actor.name} ${approve ? 'approved' : 'rejected'} ${what} on ${projectTitle(project)}`,
        };
      },
    });
  }
};

/** The answer's part due-date and hours requests share: who asked and who answered, and when. */
function decisionOf(row: RequestRow, people: (id: number | null) => { id: number; name: string } | null) {
  return {
    state: row.state,
    requested_by: people(row.requestedBy),
    decided_by: people(row.decidedBy),
    decided_at: row.decidedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** A waiting request's answer by the actor, now. */
const decided = (state: Decision['state'], actor: Actor): Decision => ({ state, decidedBy: actor.id, decidedAt: new Date() });

const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

export default requestRoutes;
