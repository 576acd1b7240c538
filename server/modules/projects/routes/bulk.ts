/**
 * Lifecycle actions on many projects at once (issue 14): `POST /projects/bulkaction` `{ ids, action }`
 * accepts, completes, approves or rejects reopening — or, with `assignee_id`, assigns — each project on
 * its own, exactly as its single route would (scope 404, the other side's action 403, a state the chart
 * refuses 409, an assignee not for that customer 400), and answers a result per project, so one
 * refused project never undoes the others.
 */
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { BULK_PROJECT_ACTIONS, BULK_PROJECT_VERBS } from '../../../../src/domain/project-lifecycle';
import { optionalId } from '../../../../src/domain/contracts/fields';
import { defineRoute } from '../../../http/define-route';
import { UPDATE, changeProject, head } from '../change';
import { eachRow, idList, rowResultSchema } from '../../../records/resource';
import { objectBody } from '../../../validation';
import { changeAssignee, chartStep, PLAIN_STEPS } from './lifecycle';

export const BULK_MESSAGES = {
  assigneeRequired: 'Select the assignee',
} as const;

const BulkActionBody = objectBody({
  ids: idList,
  action: z.enum(BULK_PROJECT_ACTIONS, { error: `action must be one of ${BULK_PROJECT_ACTIONS.join(', ')}` }),
  assignee_id: optionalId('assignee_id'),
}).refine((body) => body.action !== 'ASSIGN' || body.assignee_id != null, { path: ['assignee_id'], message: BULK_MESSAGES.assigneeRequired });

const projectBulkRoutes: FastifyPluginAsync = async (app) => {
  defineRoute(app, {
    ...head(UPDATE, '/projects/bulkaction', `Takes one lifecycle action (${BULK_PROJECT_ACTIONS.join(', ')}) on up to 100 projects, each on its own with its single route's checks; answers a result per project (done, or refused with that route's status and reason)`),
    body: BulkActionBody,
    data: { type: 'array', items: rowResultSchema },
    handler: async (request) => {
      const { ids, action, assignee_id: assigneeId } = request.body;
      const results = await eachRow(ids, async (id) => {
        if (action !== 'ASSIGN') await changeProject(app, request, id, (tx, project, actor) => chartStep(app, tx, project, actor, PLAIN_STEPS[action]));
        else if (assigneeId != null) await changeAssignee(app, request, id, assigneeId);
      });
      const done = results.filter((result) => result.result === 'done').length;
      return { status: 200, messages: `${done} of ${results.length} ${results.length === 1 ? 'project' : 'projects'} ${BULK_PROJECT_VERBS[action]}`, data: results };
    },
  });
};

export default projectBulkRoutes;
