/**
 * Project addenda (spec §7.6 "create addendum"): later additions to a project's brief, numbered in
 * the order they were added, each with its own files (uploaded through /projects/uploadfile with an
 * `addendum_id`, removed through /projects/removefile). Adding one is a project change: an activity
 * and a notification, in one transaction. A cancelled project takes none.
 */
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { HttpError } from '../../../errors';
import { changeHead, changeProject, projectTitle, readRoute } from '../change';
import { excerpt, peopleOf, personSchema, refuseAgents } from '../collab';
import { projectFileSchema, toProjectFiles } from '../project-files';
import { requiredId, requiredText } from '../../../../src/domain/contracts/fields';
import { objectBody } from '../../../validation';
import { defineRoute } from '../../../http/define-route';
import { objectSchema, type FromSchema } from '../../../http/schemas';

export const ADDENDUM_MESSAGES = {
  listed: 'Addenda fetched successfully',
  created: 'Addendum created successfully',
  cancelled: 'A cancelled project cannot take an addendum',
} as const;

const CreateBody = objectBody({ project_id: requiredId('project_id'), description: requiredText(5000, 'Description') });

export const addendumSchema = objectSchema({
  id: { type: 'integer' },
  project_id: { type: 'integer' },
  number: { type: 'integer', description: 'Its place among the project’s addenda: 1 for the first' },
  description: { type: 'string' },
  created_by: personSchema,
  created_at: { type: 'string', format: 'date-time' },
  files: { type: 'array', items: projectFileSchema },
});

/** The project's addenda, oldest first, each with its files (newest first). */
async function addendaOf(app: FastifyInstance, request: FastifyRequest, projectId: number): Promise<FromSchema<typeof addendumSchema>[]> {
  const { rows, files } = await app.projects.addenda(projectId);
  const person = await peopleOf(app.db, [...rows.map((row) => row.createdBy), ...files.map((file) => file.uploadedBy)]);
  return rows.map((row, index) => ({
    id: row.id,
    project_id: row.projectId,
    number: index + 1,
    description: row.description,
    created_by: person(row.createdBy),
    created_at: row.createdAt.toISOString(),
    files: toProjectFiles(request, files.filter((file) => file.addendumId === row.id).reverse(), person),
  }));
}

const projectAddendaRoutes: FastifyPluginAsync = async (app) => {
  readRoute(app, {
    url: '/projects/addenda/:id',
    summary: 'The addenda of the project `{id}`, oldest first, each with its files',
    done: ADDENDUM_MESSAGES.listed,
    data: { type: 'array', items: addendumSchema },
    read: (project, request) => addendaOf(app, request, project.id),
  });

  defineRoute(app, {
    ...changeHead('/projects/createaddendum', 'Adds an addendum to a project (`{ project_id, description }`); its files are uploaded after it, with its id'),
    body: CreateBody,
    data: addendumSchema,
    handler: async (request) => {
      refuseAgents(request);
      const { project_id: projectId, description } = request.body;
      const { id } = await changeProject(app, request, projectId, async (tx, project, actor) => {
        if (project.status === 'cancelled') throw new HttpError(409, ADDENDUM_MESSAGES.cancelled);
        const { id, number: n } = await app.projects.insertAddendum(tx, projectId, description, actor.id);
        return {
          id,
          project,
          action: `Added addendum ${n}: ${excerpt(description, 100)}`,
          changes: { addendum: { before: null, after: description } },
          message: `${actor.name} added addendum ${n} to ${projectTitle(project)}: ${excerpt(description, 100)}`,
        };
      });
      const created = (await addendaOf(app, request, projectId)).find((addendum) => addendum.id === id);
      if (!created) throw new Error('created addendum missing');
      return { status: 200, messages: ADDENDUM_MESSAGES.created, data: created };
    },
  });
};

export default projectAddendaRoutes;
